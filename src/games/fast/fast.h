/*
 * fast: the fast card game, Die Siedler von Catan – Das schnelle
 * Kartenspiel (English: The Struggle for Catan), 2 to 6 players.
 *
 * The rules follow shared/rules/003 (the German text, which wins) and
 * shared/rules/fast.md for what it leaves out; every value the sources leave
 * open is a rule option in cards/fast-base.sql, and what a card does beyond
 * its costs and points is its effect text. A turn has three phases in fixed
 * order: exchange, build, draw. The match is struct fast_state (state.h),
 * driven through the functions of fast_rules.
 */
#ifndef CATAN_GAMES_FAST_FAST_H
#define CATAN_GAMES_FAST_FAST_H

#include "games/game.h"

extern const struct game_rules fast_rules;

/* What tests and tools read of a match without knowing its layout. */
int fast_hand_size(const void *state, int player);
/* Cards of resource (its key) in player's hand. */
int fast_hand_of(const void *state, int player, const char *resource);
/* The draw pile, the discard pile and the market, in cards. */
int fast_pile_size(const void *state);
int fast_discard_size(const void *state);
int fast_market_size(const void *state);
/* Player's road or knight stack: its height, and "AB..." bottom first. */
int fast_stack_sides(const void *state, int player, bool knights, char *out, size_t size);
/* +1 while the destiny card points clockwise, -1 counter-clockwise, 0 without it. */
int fast_destiny(const void *state);

#endif
