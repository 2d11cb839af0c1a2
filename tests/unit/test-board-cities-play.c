/*
 * Cities & Knights played whole by the computer players, as catan sim
 * --check and catan bench play the other games: the random-match checker
 * (ai_check_matches: every invariant, cities-check.c's and the base
 * game's, and the contract of game.h after every action) over matches of
 * random, greedy and mixed seats at 3 and 4 players.
 *
 * The engine does not offer the expansion yet (game_rules.plays_set), so
 * the matches are set up through board_init_unplayed, by a copy of the
 * board game's rules whose init is that. The same copy serves the
 * benchmark, which a person runs by hand (a timed test would measure the
 * machine's load, not the engine):
 *
 *   test-board-cities-play bench [SECONDS] [PLAYERS]
 *       what catan bench board --set cities --players PLAYERS reports;
 *   test-board-cities-play check [MATCHES] [PLAYERS] [KIND]
 *       what catan sim board --set cities --check --matches MATCHES
 *       reports, KIND (random, greedy, uniform) at every seat.
 *
 * Without arguments it runs the tests, a few matches each; CK_MATCHES in
 * the environment plays that many matches a test instead.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "games/board/board.h"
#include "games/board/internal.h"
#include "game-fixture.h"

GAME_FIXTURE_GROUP(&board_rules)

static int init_cities(void *state, const struct carddb *d, const void *t,
                       const struct match_setup *setup, struct diag_list *diags)
{
	return board_init_unplayed(state, d, t, setup, diags);
}

/* The board game's rules, playing the expansion. */
static struct game_rules cities_rules(void)
{
	struct game_rules rules = board_rules;
	rules.init = init_cities;
	rules.plays_set = NULL;
	return rules;
}

static void cities_setup(const struct carddb *d, struct match_setup *setup, int players,
                         uint64_t seed)
{
	game_fixture_setup(setup, players, seed);
	setup->sets[setup->set_count++] = carddb_set_by_key(d, "cities");
}

/* Matches a test plays: CK_MATCHES, or its own few. */
static long matches_or(long few)
{
	const char *text = getenv("CK_MATCHES");
	long n = text ? strtol(text, NULL, 10) : 0;
	return n > 0 ? n : few;
}

/* Checks matches with kinds at each seat; returns how many stopped at the
 * caps. Every match must keep every invariant. */
static long check(int players, const enum ai_kind *kinds, long matches, uint64_t seed)
{
	struct game_rules rules = cities_rules();
	struct match_setup setup;
	cities_setup(db, &setup, players, seed);
	struct ai_check_failure failure;
	long capped = 0;
	long checked = ai_check_matches(&rules, db, &setup, kinds, matches, NULL, &capped, &failure);
	if (checked < 0) {
		struct strbuf text = STRBUF_INIT;
		ai_check_failure_format(&failure, &text);
		fail_msg("%d players: %s", players, strbuf_str(&text));
	}
	assert_int_equal(checked, matches);
	print_message("%d players, %s at seat 1: %ld matches checked, %ld stopped at the caps\n",
	              players, ai_kind_name(kinds[0]), checked, capped);
	return capped;
}

static void test_random(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_RANDOM, AI_RANDOM, AI_RANDOM, AI_RANDOM };
	for (int players = 3; players <= 4; players++) {
		long n = matches_or(10);
		assert_true(check(players, kinds, n, 100 + (uint64_t)players) < n);
	}
}

static void test_uniform(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_UNIFORM, AI_UNIFORM, AI_UNIFORM, AI_UNIFORM };
	for (int players = 3; players <= 4; players++)
		check(players, kinds, matches_or(2), 200 + (uint64_t)players);
}

/* Greedy players must finish their matches: a match they leave to the
 * caps means they miss what brings the expansion's points. */
static void test_greedy(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_GREEDY, AI_GREEDY, AI_GREEDY, AI_GREEDY };
	for (int players = 3; players <= 4; players++)
		assert_int_equal(check(players, kinds, matches_or(3), 300 + (uint64_t)players), 0);
}

static void test_mixed(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_GREEDY, AI_RANDOM, AI_GREEDY, AI_RANDOM };
	for (int players = 3; players <= 4; players++)
		check(players, kinds, matches_or(3), 400 + (uint64_t)players);
}

/* By hand: the benchmark, as catan bench prints it. */
static int bench(double seconds, int players)
{
	struct game_rules rules = cities_rules();
	struct match_setup setup;
	cities_setup(db, &setup, players, 1);
	struct ai_bench_result r;
	struct strbuf why = STRBUF_INIT;
	if (ai_bench_game(&rules, db, &setup, 0, seconds, 1, &r, &why) != 0) {
		fprintf(stderr, "bench: %s\n", strbuf_str(&why));
		strbuf_free(&why);
		return 1;
	}
	strbuf_free(&why);
	printf("board --set cities --players %d: %ld matches (%ld capped), %ld actions in %.2f s: "
	       "%.0f actions/s, %.1f matches/s; greedy %.0f decisions/s; search %.0f playouts/s; "
	       "state %zu bytes\n", players, r.matches, r.capped, r.actions, r.seconds,
	       r.actions / r.seconds, r.matches / r.seconds, r.greedy_decisions / r.greedy_seconds,
	       r.search_playouts / r.search_seconds, r.state_size);
	return 0;
}

/* By hand: the checker over matches, as catan sim --check prints it. */
static int check_by_hand(long matches, int players, const char *kind_name)
{
	int kind = ai_kind_by_name(kind_name);
	if (kind < 0 || kind == AI_SEARCH) {
		fprintf(stderr, "check: no such player: %s\n", kind_name);
		return 1;
	}
	enum ai_kind kinds[GAME_MAX_PLAYERS];
	for (int p = 0; p < GAME_MAX_PLAYERS; p++)
		kinds[p] = (enum ai_kind)kind;
	struct game_rules rules = cities_rules();
	struct match_setup setup;
	cities_setup(db, &setup, players, 1);
	struct ai_check_failure failure;
	long capped = 0;
	long checked = ai_check_matches(&rules, db, &setup, kinds, matches, NULL, &capped, &failure);
	if (checked < 0) {
		struct strbuf text = STRBUF_INIT;
		ai_check_failure_format(&failure, &text);
		fprintf(stderr, "check: %s\n", strbuf_str(&text));
		strbuf_free(&text);
		return 1;
	}
	printf("board --set cities --players %d, %s: %ld matches checked, seed 1: every invariant "
	       "held; %ld stopped at the caps\n", players, kind_name, checked, capped);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1) {
		if (setup_db(NULL) != 0)
			return 1;
		int players = argc > 3 ? atoi(argv[3]) : 4, rc = 2;
		if (players < BOARD_MIN_PLAYERS || players > BOARD_MAX_PLAYERS)
			fprintf(stderr, "%s: players must be 3 or 4\n", argv[0]);
		else if (strcmp(argv[1], "bench") == 0)
			rc = bench(argc > 2 ? atof(argv[2]) : 10.0, players);
		else if (strcmp(argv[1], "check") == 0)
			rc = check_by_hand(argc > 2 ? atol(argv[2]) : 1000, players,
			                   argc > 4 ? argv[4] : "random");
		else
			fprintf(stderr, "usage: %s [bench [SECONDS] [PLAYERS] | check [MATCHES] [PLAYERS] "
			        "[KIND]]\n", argv[0]);
		teardown_db(NULL);
		return rc;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random),
		cmocka_unit_test(test_uniform),
		cmocka_unit_test(test_greedy),
		cmocka_unit_test(test_mixed),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
