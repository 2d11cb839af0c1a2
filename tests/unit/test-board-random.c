/*
 * Random matches of the board game: for 2 (the two-player variant, with
 * its neutral colours and trade tokens), 3 and 4 players, matches of
 * uniformly random legal actions, with the game's invariants checked after
 * every action (resource, development cards and pieces conserved, the
 * distance rule, points equal to their sources, each longest road equal to
 * an independent search; check.c) and every match required to end with a
 * winner of 10 points. Each layout is played.
 *
 * The first matches of each count are also checked more closely: every
 * legal action's text is unique and applies to a copy of the match, the
 * JSON is well formed and hides the other hands. Every match has a twin of
 * the same seed that takes the same actions through apply_listed (no
 * question of legality asked) and stays the same byte for byte.
 *
 * MATCHES per count is kept small for make check; `catan sim board
 * --matches 1000 --check` runs the long series.
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
#include "games/board/board.h"
#include "random-fixture.h"

#define MATCHES 12
#define CLOSE_LOOKS 2
#define MAX_ACTIONS 200000

static struct carddb *db;
static const void *tables;

static int setup(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	int rc = db && game_load(&board_rules, db, &tables, &diags) == 0 ? 0 : -1;
	diag_list_free(&diags);
	return rc;
}

static int teardown(void **state)
{
	(void)state;
	game_unload(&board_rules, tables);
	carddb_free(db);
	return 0;
}

static const char *const layouts[3] = { "variable", "random", "beginner" };

static void *new_match(int players, uint64_t seed, const char *layout)
{
	void *s = malloc(board_rules.state_size);
	assert_non_null(s);
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = players;
	setup.seed = seed;
	setup.options[0].key = "LAYOUT";
	setup.options[0].value = layout;
	setup.option_count = 1;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(board_rules.init(s, db, tables, &setup, &diags), 0);
	diag_list_free(&diags);
	return s;
}

/* The board's part of the closer look: the JSON as seat 1 sees it hides
 * the other hands, and every line of his view fits 80 columns. */
static void look(const void *s, const struct action *acts, size_t n)
{
	(void)acts;
	(void)n;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	board_rules.write_json(s, 0, &w);
	assert_int_equal(json_finish(&w), 0);
	assert_non_null(strstr(strbuf_str(&out), "\"hand\":null"));
	strbuf_reset(&out);
	board_rules.render(s, 0, LANG_EN, false, &out);
	const char *line = strbuf_str(&out);
	while (*line) {
		const char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);
		if (len > 80)
			fail_msg("a line of %zu columns: %.*s", len, (int)len, line);
		line += len + (end ? 1 : 0);
	}
	strbuf_free(&out);
}

static long play(int players, uint64_t seed, const char *layout, bool closely)
{
	void *s = new_match(players, seed, layout), *twin = new_match(players, seed, layout);
	assert_memory_equal(s, twin, board_rules.state_size);
	struct random_play p = { &board_rules, players, seed, MAX_ACTIONS, 10, closely, look };
	long length = random_play(&p, s, twin);
	free(s);
	free(twin);
	return length;
}

static void random_matches(int players)
{
	long total = 0;
	for (int m = 0; m < MATCHES; m++)
		total += play(players, (uint64_t)players * 100003u + (uint64_t)m, layouts[m % 3],
		              m < CLOSE_LOOKS);
	print_message("%d players: %d matches, %.0f actions each on average\n", players, MATCHES,
	              (double)total / MATCHES);
}

static void two_players(void **state) { (void)state; random_matches(2); }
static void three_players(void **state) { (void)state; random_matches(3); }
static void four_players(void **state) { (void)state; random_matches(4); }

/* A match is a value of at most 4 KB (issue #21). */
static void state_size(void **state)
{
	(void)state;
	assert_true(board_rules.state_size <= 4096);
}

/* 1, 5 or 6 players are refused with the reason, not crashed on, and so
 * is the two-player variant's set with more players. */
static void player_counts(void **state)
{
	(void)state;
	void *s = malloc(board_rules.state_size);
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	struct diag_list diags = DIAG_LIST_INIT;
	for (int players = 1; players <= 6; players += 4) {
		setup.player_count = players;
		assert_int_equal(board_rules.init(s, db, tables, &setup, &diags), -1);
		assert_non_null(strstr(diags.items[0].message, "2 to 4 players"));
		diag_list_free(&diags);
	}
	setup.player_count = 3;
	setup.set_count = 1;
	setup.sets[0] = carddb_set_by_key(db, "two-player");
	assert_true(setup.sets[0] >= 0);
	assert_int_equal(board_rules.init(s, db, tables, &setup, &diags), -1);
	assert_non_null(strstr(diags.items[0].message, "for 2 players"));
	diag_list_free(&diags);
	setup.set_count = 0;
	setup.player_count = 4;
	setup.options[0].key = "LAYOUT";
	setup.options[0].value = "nowhere";
	setup.option_count = 1;
	assert_int_equal(board_rules.init(s, db, tables, &setup, &diags), -1);
	assert_true(diags.count > 0);
	diag_list_free(&diags);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(state_size),
		cmocka_unit_test(player_counts),
		cmocka_unit_test(two_players),
		cmocka_unit_test(three_players),
		cmocka_unit_test(four_players),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
