/*
 * Random matches of the fast card game: for every player count, many matches
 * of uniformly random legal actions, with the game's invariants checked after
 * every action (no card made or lost, every building card in one place,
 * points equal to the visible sides) and every match required to end.
 *
 * The first matches of each count are also checked more closely: every
 * legal action's text is unique and applies to a copy of the match, the
 * JSON is well formed, and the same seed with the same choices gives the
 * same match byte for byte, whether set-up had the game's tables or not.
 *
 * MATCHES per count is 1000, under AddressSanitizer too: the five counts
 * together take about 30 seconds of one core there, because check() and
 * the game are kept cheap rather than the test small.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "games/fast/fast.h"
#include "random-fixture.h"

#define MATCHES 1000
#define CLOSE_LOOKS 3          /* matches per count checked closely */
#define MAX_ACTIONS 200000     /* a match longer than this does not end */

static struct carddb *db;
static const void *tables;

static int setup(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	int rc = db && game_load(&fast_rules, db, &tables, &diags) == 0 ? 0 : -1;
	diag_list_free(&diags);
	return rc;
}

static int teardown(void **state)
{
	(void)state;
	game_unload(&fast_rules, tables);
	carddb_free(db);
	return 0;
}

/* A match set up with the tables of game_load, or (with_tables false) with
 * the ones init derives itself: the same match either way. */
static void *new_match(int players, uint64_t seed, bool with_tables)
{
	void *s = malloc(fast_rules.state_size);
	assert_non_null(s);
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = players;
	setup.seed = seed;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(fast_rules.init(s, db, with_tables ? tables : NULL, &setup, &diags), 0);
	diag_list_free(&diags);
	return s;
}

/* The fast game's part of the closer look: its text view, in German and
 * in colour. */
static void look(const void *s, const struct action *acts, size_t n)
{
	(void)acts;
	(void)n;
	struct strbuf out = STRBUF_INIT;
	fast_rules.render(s, 0, LANG_DE, true, &out);
	strbuf_free(&out);
}

/* Plays one match; returns its length in actions. The closely looked at
 * have a twin set up without the tables, which takes the same actions. */
static long play(int players, uint64_t seed, bool closely)
{
	void *s = new_match(players, seed, true), *twin = closely ? new_match(players, seed, false) : NULL;
	if (closely)
		assert_memory_equal(s, twin, fast_rules.state_size);
	struct random_play p = { &fast_rules, players, seed, MAX_ACTIONS, 10, closely, look };
	long length = random_play(&p, s, twin);
	free(s);
	free(twin);
	return length;
}

static void random_matches(int players)
{
	long total = 0;
	for (int m = 0; m < MATCHES; m++)
		total += play(players, (uint64_t)players * 100003u + (uint64_t)m, m < CLOSE_LOOKS);
	print_message("%d players: %d matches, %.0f actions each on average\n", players, MATCHES,
	              (double)total / MATCHES);
}

static void two_players(void **state) { (void)state; random_matches(2); }
static void three_players(void **state) { (void)state; random_matches(3); }
static void four_players(void **state) { (void)state; random_matches(4); }
static void five_players(void **state) { (void)state; random_matches(5); }
static void six_players(void **state) { (void)state; random_matches(6); }

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(two_players),
		cmocka_unit_test(three_players),
		cmocka_unit_test(four_players),
		cmocka_unit_test(five_players),
		cmocka_unit_test(six_players),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
