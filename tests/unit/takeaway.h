/*
 * takeaway: a tiny two-player game for the tests of the computer players.
 *
 * A pile of stones, 20 to 29 of them as the match's generator decides.
 * Players take turns; a turn takes one, two or three stones ("take pebble",
 * "take stone", "take rock"), never more than are left. After a take that
 * leaves more than one stone, a gust blows one stone away with chance 1/6,
 * drawn from the match's generator. Whoever takes the last stone wins.
 *
 * The option "bug=1" breaks the game on purpose: from the fifth turn on a
 * take of three drops a stone nowhere, which its check() must notice.
 * The option "stall=1" makes every take put the stones back, so the match
 * never ends: for the turn cap. The option "impure=1" lets gusts blow from
 * a counter outside the match, so a copy of the match plays differently.
 * The option "shortcut=1" makes apply_listed, the computer players' way
 * of applying, forget to count the turn: it must then differ from apply().
 */
#ifndef CATAN_TESTS_TAKEAWAY_H
#define CATAN_TESTS_TAKEAWAY_H

#include <stdbool.h>

#include "core/rng.h"
#include "games/game.h"

struct takeaway {
	struct rng rng;
	int start;           /* stones at set-up */
	int pile;
	int taken[2];
	int blown;           /* by gusts */
	int current;         /* -1 when over */
	int winner;
	int turn;
	bool bug, stall, impure, shortcut;
};

extern const struct game_rules takeaway_rules;

/* The words naming the three takes, in the order of their size. */
extern const char *const takeaway_cards[3];

#endif
