/*
 * words: each game's words of the effect language, by game.
 *
 * The loader compiles every card's effect with the words of the card's
 * game (struct effect_words); each game keeps its own in its folder, and
 * this table only says which is whose. A game with no words here gets
 * none: its effects can say only what the language itself fixes.
 */
#ifndef CATAN_GAMES_WORDS_H
#define CATAN_GAMES_WORDS_H

#include "carddb/carddb.h"
#include "effect/effect.h"

/* The words of game's effects, or NULL when it has none. */
const struct effect_words *game_effect_words(enum carddb_game game);

#endif
