/*
 * board: the board game, Die Siedler von Catan / De Kolonisten van Catan /
 * The Settlers of Catan: the base game for 3 and 4 players.
 *
 * The rules follow shared/rules/board.md §1 and the pitfalls of §4; every
 * value the sources leave open is a rule option in cards/board-base.sql,
 * the island is data (cards/board-map.sql, built into a graph once per
 * database by map.c), and what a development card does is its effect text.
 * The match is struct board_state (state.h), driven through the functions
 * of board_rules.
 */
#ifndef CATAN_GAMES_BOARD_BOARD_H
#define CATAN_GAMES_BOARD_BOARD_H

#include "games/game.h"

extern const struct game_rules board_rules;

/* What tests and tools read of a match without knowing its layout. */
int board_hand_of(const void *state, int player, const char *resource);
int board_longest_road(const void *state, int player);
int board_longest_holder(const void *state);
int board_army_holder(const void *state);

#endif
