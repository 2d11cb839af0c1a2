/*
 * principality: the two-player card game, Die Siedler von Catan – Das
 * Kartenspiel (Kosmos 1996), base game and theme sets.
 *
 * The rules follow shared/rules/principality.md; every value the sources
 * disagree on is a rule option in the card database (§13), every card's
 * behaviour is its effect text. The match is struct prin_state
 * (state.h), driven through the functions of principality_rules.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_PRINCIPALITY_H
#define CATAN_GAMES_PRINCIPALITY_PRINCIPALITY_H

#include "games/game.h"

extern const struct game_rules principality_rules;

/* What tests and tools read of a match without knowing its layout. */
int principality_resources(const void *state, int player, int resource);
int principality_hand_size(const void *state, int player);
int principality_hand_limit(const void *state, int player);
/* The knight figure (advantage 0) or the windmill (1): holder or -1. */
int principality_holder(const void *state, int advantage);
/* The key of the card at x, y of player's principality, or NULL. */
const char *principality_card_at(const void *state, int player, int x, int y);
/* The region's stock at x, y, or -1 when no region lies there. */
int principality_stock_at(const void *state, int player, int x, int y);
int principality_stack_count(const void *state);
/* How many cards called key (NULL: any) lie in a zone: "hand", "discard"
 * (of player who), "stack" (stack who, from 0), "open", "out" or "events";
 * -1 for another zone name. */
int principality_cards_in(const void *state, const char *zone, int who, const char *key);
int principality_stack_size(const void *state, int stack);

#endif
