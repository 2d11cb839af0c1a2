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

/* Every legal text unique, every legal action applies to a copy, the JSON
 * and the text views are produced. */
static void look_closely(const void *s, const struct action *acts, size_t n)
{
	void *copy = malloc(fast_rules.state_size);
	assert_non_null(copy);
	struct strbuf texts = STRBUF_INIT;
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		fast_rules.format_action(s, &acts[i], &t);
		char key[160];
		snprintf(key, sizeof key, "|%s|", strbuf_str(&t));
		if (strstr(strbuf_str(&texts), key))
			fail_msg("two legal actions read '%s'", strbuf_str(&t));
		strbuf_printf(&texts, "%s", key);
		strbuf_free(&t);
		memcpy(copy, s, fast_rules.state_size);
		assert_int_equal(fast_rules.apply(copy, &acts[i]), 0);
	}
	strbuf_free(&texts);
	free(copy);
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	fast_rules.write_json(s, fast_rules.current(s), &w);
	assert_int_equal(json_finish(&w), 0);
	fast_rules.render(s, 0, LANG_DE, true, &out);
	strbuf_free(&out);
}

/* Plays one match; returns its length in actions. */
static long play(int players, uint64_t seed, bool closely)
{
	void *s = new_match(players, seed, true), *twin = new_match(players, seed, !closely);
	if (closely)
		assert_memory_equal(s, twin, fast_rules.state_size);
	struct action acts[GAME_MAX_ACTIONS];
	struct rng pick;
	rng_seed(&pick, seed ^ 0x5eed);
	struct strbuf why = STRBUF_INIT;
	long length = 0;
	while (fast_rules.current(s) >= 0) {
		if (length >= MAX_ACTIONS)
			fail_msg("%d players, seed %llu: no end after %d actions", players,
			         (unsigned long long)seed, MAX_ACTIONS);
		size_t n = fast_rules.legal(s, acts, GAME_MAX_ACTIONS);
		if (n == 0 || n == GAME_MAX_ACTIONS)
			fail_msg("%zu legal actions", n);
		if (closely)
			look_closely(s, acts, n);
		const struct action *a = &acts[rng_below(&pick, n)];
		assert_int_equal(fast_rules.apply(s, a), 0);
		if (closely)
			assert_int_equal(fast_rules.apply(twin, a), 0);
		length++;
		if (fast_rules.check(s, &why) != 0)
			fail_msg("%d players, seed %llu, action %ld: %s", players,
			         (unsigned long long)seed, length, strbuf_str(&why));
	}
	assert_true(fast_rules.winner(s) >= 0);
	assert_true(fast_rules.victory_points(s, fast_rules.winner(s)) >= 10);
	if (closely)
		assert_memory_equal(s, twin, fast_rules.state_size);
	strbuf_free(&why);
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
