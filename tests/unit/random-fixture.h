/*
 * random-fixture: one random match of any game, as the random tests of
 * every game play it: uniformly random legal actions until the match ends,
 * the game's invariants (check()) after every action, and a winner at the
 * end with at least the points asked.
 *
 * A closer look, for the first matches of a series: every legal action's
 * text is unique and applies to a copy of the match, the JSON for the one
 * to move is well formed, and then the game's own look (its views...).
 * A twin, when given, takes the same actions through game_apply_listed and
 * ends the same byte for byte: what apply_listed skips is only a question.
 */
#ifndef CATAN_TESTS_RANDOM_FIXTURE_H
#define CATAN_TESTS_RANDOM_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/game.h"

/* The game's own look at a state and its legal actions; may be NULL. */
typedef void random_look_fn(const void *state, const struct action *acts, size_t count);

struct random_play {
	const struct game_rules *rules;
	int players;                /* for the messages */
	uint64_t seed;              /* of the match; the choices' generator derives from it */
	long max_actions;           /* a match longer than this does not end: a failure */
	int min_points;             /* the winner's points at least */
	bool closely;               /* the closer look at every action */
	random_look_fn *look;       /* the game's part of the closer look */
};

/* Plays the match in state (set up by the caller) to its end, and the twin
 * (NULL: none) alongside; returns its length in actions. */
long random_play(const struct random_play *p, void *state, void *twin);

#endif
