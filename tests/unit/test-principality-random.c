/*
 * Random matches of the principality game: both players take random legal
 * actions. After every action the invariants must hold (check()), every
 * listed action must be accepted, and every match must end within a turn
 * cap. The same seed must replay the same match.
 *
 * The random player picks a kind of action first (build, trade, offer,
 * play, end...), then one action of that kind, both uniformly. Picking
 * uniformly among all actions would spend most turns on the hundreds of
 * possible trade offers and make matches ten times longer without
 * reaching any other rule.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "games/principality/principality.h"

#define MATCHES 1000
#define TURN_CAP 2000
/* With a theme set (13 VP, the action-card gate) random players take far
 * longer to win; their matches are cut at THEME_TURN_CAP turns, which is
 * enough to reach every rule, and only the invariants are asked of them. */
#define THEME_MATCHES 200
#define THEME_TURN_CAP 200

static struct carddb *db;
static const void *tables;   /* the game's card tables for db */

static int setup_db(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	if (db && game_load(&principality_rules, db, &tables, &diags) != 0) {
		carddb_free(db);
		db = NULL;
	}
	if (!db)
		diag_list_print(&diags, stderr);
	diag_list_free(&diags);
	return db ? 0 : -1;
}

static int teardown_db(void **state)
{
	(void)state;
	game_unload(&principality_rules, tables);
	carddb_free(db);
	return 0;
}

static void *new_match(uint64_t seed, const char *theme)
{
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = seed;
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	void *s = calloc(1, r->state_size);
	struct diag_list diags = DIAG_LIST_INIT;
	if (r->init(s, db, tables, &setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail_msg("init failed");
	}
	diag_list_free(&diags);
	return s;
}

static void check_or_fail(const void *s, uint64_t seed, int step)
{
	struct strbuf why = STRBUF_INIT;
	if (principality_rules.check(s, &why) != 0)
		fail_msg("seed %llu, action %d: %s", (unsigned long long)seed, step, strbuf_str(&why));
	strbuf_free(&why);
}

static struct action pick(const struct action *list, size_t n, struct rng *chooser)
{
	int kinds[64], nk = 0;
	for (size_t i = 0; i < n; i++) {
		bool seen = false;
		for (int k = 0; k < nk && !seen; k++)
			seen = kinds[k] == list[i].kind;
		if (!seen && nk < 64)
			kinds[nk++] = list[i].kind;
	}
	int kind = kinds[rng_below(chooser, (uint64_t)nk)];
	size_t of_kind = 0;
	for (size_t i = 0; i < n; i++)
		of_kind += list[i].kind == kind;
	size_t k = rng_below(chooser, of_kind);
	for (size_t i = 0; i < n; i++)
		if (list[i].kind == kind && k-- == 0)
			return list[i];
	return list[0];
}

/* Plays one match to its end; returns the number of actions, and the
 * final state's hash in *digest. */
static int play_set(uint64_t seed, const char *theme, uint64_t *digest)
{
	const struct game_rules *r = &principality_rules;
	void *s = new_match(seed, theme);
	struct rng chooser;
	rng_seed(&chooser, seed ^ 0x9e3779b97f4a7c15u);
	static struct action list[GAME_MAX_ACTIONS];
	int steps = 0;
	check_or_fail(s, seed, 0);
	while (r->current(s) >= 0) {
		size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
		if (n == 0)
			fail_msg("seed %llu: player %d has no legal action in phase %s",
			         (unsigned long long)seed, r->current(s), r->phase(s));
		struct action a = pick(list, n, &chooser);
		if (r->apply(s, &a) != 0) {
			struct strbuf text = STRBUF_INIT;
			r->format_action(s, &a, &text);
			fail_msg("seed %llu: listed action \"%s\" refused", (unsigned long long)seed,
			         strbuf_str(&text));
		}
		steps++;
		check_or_fail(s, seed, steps);
		if (theme && r->turn(s) > THEME_TURN_CAP)
			break;
		if (r->turn(s) > TURN_CAP)
			fail_msg("seed %llu: no winner after %d turns", (unsigned long long)seed, TURN_CAP);
	}
	if (!theme || r->current(s) < 0) {
		assert_true(r->winner(s) == 0 || r->winner(s) == 1);
		assert_true(r->victory_points(s, r->winner(s)) >= (theme ? 13 : 12));
	}
	struct strbuf view = STRBUF_INIT;
	struct json_writer w;
	r->render(s, 0, LANG_EN, true, &view);
	json_init(&w, &view, 0);
	r->write_json(s, 1, &w);
	assert_int_equal(json_finish(&w), 0);
	strbuf_free(&view);
	uint64_t h = 1469598103934665603u;
	const unsigned char *bytes = s;
	for (size_t i = 0; i < r->state_size; i++)
		h = (h ^ bytes[i]) * 1099511628211u;
	*digest = h;
	free(s);
	return steps;
}

static int play(uint64_t seed, uint64_t *digest)
{
	return play_set(seed, NULL, digest);
}

static void theme_matches(const char *theme)
{
	long total = 0;
	for (uint64_t seed = 1; seed <= THEME_MATCHES; seed++) {
		uint64_t digest;
		total += play_set(seed, theme, &digest);
	}
	print_message("%s: %d matches, %ld actions\n", theme, THEME_MATCHES, total);
}

/* R002: the base game with Wissenschaft & Fortschritt. */
static void test_random_science(void **state)
{
	(void)state;
	theme_matches("science");
}

/* R002: the base game with Ritter & Händler. */
static void test_random_knights(void **state)
{
	(void)state;
	theme_matches("knights");
}

static void test_state_fits(void **state)
{
	(void)state;
	assert_true(principality_rules.state_size <= 4096);
}

static void test_random_matches(void **state)
{
	(void)state;
	long total = 0;
	for (uint64_t seed = 1; seed <= MATCHES; seed++) {
		uint64_t digest;
		total += play(seed, &digest);
	}
	print_message("%d matches, %ld actions\n", MATCHES, total);
}

static void test_same_seed_same_match(void **state)
{
	(void)state;
	uint64_t a, b;
	int n = play(4242, &a), m = play(4242, &b);
	assert_int_equal(n, m);
	assert_true(a == b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_state_fits),
		cmocka_unit_test(test_same_seed_same_match),
		cmocka_unit_test(test_random_matches),
		cmocka_unit_test(test_random_science),
		cmocka_unit_test(test_random_knights),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
