/*
 * determinise-fixture: the part of the determinisation tests that holds
 * for every game (game.h, determinise), over random matches.
 *
 * At every few actions of random matches, and for every viewer, a copy of
 * the match is determinised and then:
 *
 *   - render and write_json for that viewer give the same text as for the
 *     match itself (what he sees is unchanged);
 *   - when he is to decide, legal() offers the same actions (as texts),
 *     but those whose text begins with the game's hidden_offer: actions
 *     the rules let hang on hidden cards (the fast game's 3:1 trade takes
 *     its card from the draw pile, whose cards nobody sees);
 *   - check() holds, and holds after every action of a few random actions
 *     more on the copy (a redrawn match plays on as a real one);
 *   - the game's own test (conserved) finds its hidden cards conserved
 *     and says whether any of them moved.
 *
 * The same seed of the redraw gives the same copy, byte for byte.
 */
#ifndef CATAN_TESTS_DETERMINISE_FIXTURE_H
#define CATAN_TESTS_DETERMINISE_FIXTURE_H

#include <stdbool.h>

#include "games/game.h"

/* The game's test of one redraw: asserts (cmocka) that the hidden cards
 * of before are those of after for viewer, and returns whether any of
 * them lies elsewhere in after. */
typedef bool determinise_conserved_fn(const void *before, const void *after, int viewer);

struct determinise_tally {
	long redraws;     /* copies determinised and compared */
	long moved;       /* of those, with hidden cards elsewhere */
	long deciding;    /* of those, with the viewer to decide (legal compared) */
};

/* Plays matches random matches of rules, set up from setup with seeds
 * setup->seed, setup->seed + 1..., each for max_actions actions at most,
 * checking a redraw for every viewer after every every-th action. */
void determinise_check_matches(const struct game_rules *rules, const struct carddb *db,
                               const void *tables, const struct match_setup *setup, int matches,
                               long max_actions, int every, const char *hidden_offer,
                               determinise_conserved_fn *conserved,
                               struct determinise_tally *tally);

#endif
