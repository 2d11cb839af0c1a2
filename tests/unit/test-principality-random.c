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
 *
 * Demolishing is the one kind it picks rarely. With a theme set a player
 * may demolish his own buildings for free, and they go onto his discard
 * pile for good (R002: "Dit afbreken kost niets maar de speler moet de
 * weggenomen kaart op de aflegstapel leggen!"). A player who demolishes as often as he builds
 * empties the game of cards until nobody can reach 13 points; a match of
 * such players never ends, which says nothing about the rules. Picked one
 * time in DEMOLISH_ODDS, the rule is still met in nearly every match.
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
#include "game-fixture.h"

/* Built once per set: RANDOM_SET names a theme set to play with the base
 * game, or is left undefined for the base game alone, so that make -j
 * runs the long runs side by side. */
#ifndef RANDOM_SET
#define RANDOM_SET NULL
#endif

#define MATCHES 1000
#define TURN_CAP 2000
#define DEMOLISH_ODDS 20

GAME_FIXTURE_GROUP(&principality_rules)

static void *new_match(uint64_t seed, const char *theme)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 2, seed);
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	void *s = game_fixture_start(&principality_rules, db, tables, &setup);
	if (!s)
		fail_msg("seed %llu: the game refused the set-up", (unsigned long long)seed);
	return s;
}

static void check_or_fail(const void *s, uint64_t seed, int step)
{
	struct strbuf why = STRBUF_INIT;
	if (principality_rules.check(s, &why) != 0)
		fail_msg("seed %llu, action %d: %s", (unsigned long long)seed, step, strbuf_str(&why));
	strbuf_free(&why);
}

/* The random player: its generator, what it has learnt of the action
 * kinds, and how often it demolished. */
struct chooser {
	struct rng rng;
	uint64_t named;      /* kinds whose canonical text was read */
	uint64_t demolish;   /* of those, the kinds that demolish */
	long demolitions;
};

/* Whether the actions of kind demolish: told by the canonical text of one
 * of them (the game's face names no kinds), read once per kind. */
static bool demolishes(struct chooser *c, const void *s, const struct action *a)
{
	uint64_t bit = 1ull << (a->kind % 64);
	if (!(c->named & bit)) {
		struct strbuf text = STRBUF_INIT;
		principality_rules.format_action(s, a, &text);
		if (strncmp(strbuf_str(&text), "demolish ", 9) == 0)
			c->demolish |= bit;
		c->named |= bit;
		strbuf_free(&text);
	}
	return (c->demolish & bit) != 0;
}

/* The first listed action of kind. */
static const struct action *first_of(const struct action *list, size_t n, int kind)
{
	for (size_t i = 0; i < n; i++)
		if (list[i].kind == kind)
			return &list[i];
	return &list[0];
}

static struct action pick(const void *s, const struct action *list, size_t n,
                          struct chooser *c)
{
	int kinds[64], nk = 0;
	for (size_t i = 0; i < n; i++) {
		bool seen = false;
		for (int k = 0; k < nk && !seen; k++)
			seen = kinds[k] == list[i].kind;
		if (!seen && nk < 64)
			kinds[nk++] = list[i].kind;
	}
	int kind = kinds[rng_below(&c->rng, (uint64_t)nk)];
	if (nk > 1 && demolishes(c, s, first_of(list, n, kind)) &&
	    rng_below(&c->rng, DEMOLISH_ODDS) != 0) {
		int other = kind;
		while (other == kind)
			other = kinds[rng_below(&c->rng, (uint64_t)nk)];
		kind = other;
	}
	c->demolitions += demolishes(c, s, first_of(list, n, kind));
	size_t of_kind = 0;
	for (size_t i = 0; i < n; i++)
		of_kind += list[i].kind == kind;
	size_t k = rng_below(&c->rng, of_kind);
	for (size_t i = 0; i < n; i++)
		if (list[i].kind == kind && k-- == 0)
			return list[i];
	return list[0];
}

/* Whether a match that reached the turn cap is at a dead end, not stuck
 * by a fault: nobody passed his best points for half the cap (still_since
 * is the turn of the last new best), and the center holds
 * no road, settlement or city to build. The rules name no end without a
 * winner; a random player's demolitions, which send cards to the discard
 * pile for good, can use up the supply so (a match in several hundred). */
static bool dead_end(const void *s, int still_since)
{
	const struct game_rules *r = &principality_rules;
	if (r->turn(s) - still_since < TURN_CAP / 2)
		return false;
	struct strbuf json = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &json, 0);
	r->write_json(s, -1, &w);
	assert_int_equal(json_finish(&w), 0);
	bool empty = strstr(strbuf_str(&json), "\"center\":{\"road\":0,\"settlement\":0,\"city\":0}");
	strbuf_free(&json);
	return empty;
}

/* Plays one match to its end; returns the number of actions, and the
 * final state's hash in *digest; adds the demolitions to *demolitions,
 * and 1 to *dead_ends for a match at a dead end (dead_end()). */
static int play_set(uint64_t seed, const char *theme, uint64_t *digest, long *demolitions,
                    int *dead_ends)
{
	const struct game_rules *r = &principality_rules;
	void *s = new_match(seed, theme);
	struct chooser chooser = { .named = 0 };
	rng_seed(&chooser.rng, seed ^ 0x9e3779b97f4a7c15u);
	static struct action list[GAME_MAX_ACTIONS];
	void *twin = malloc(r->state_size);
	assert_non_null(twin);
	int steps = 0, best[2] = { 0, 0 }, still_since = 0;
	bool stalled = false;
	check_or_fail(s, seed, 0);
	while (r->current(s) >= 0) {
		size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
		if (n == 0)
			fail_msg("seed %llu: player %d has no legal action in phase %s",
			         (unsigned long long)seed, r->current(s), r->phase(s));
		struct action a = pick(s, list, n, &chooser);
		/* the computer players' way, apply_listed, on a copy: it must
		 * come out as apply() does */
		memcpy(twin, s, r->state_size);
		r->apply_listed(twin, &a);
		if (r->apply(s, &a) != 0) {
			struct strbuf text = STRBUF_INIT;
			r->format_action(s, &a, &text);
			fail_msg("seed %llu: listed action \"%s\" refused", (unsigned long long)seed,
			         strbuf_str(&text));
		}
		if (memcmp(twin, s, r->state_size) != 0)
			fail_msg("seed %llu: action %d applied as listed gave another match",
			         (unsigned long long)seed, steps + 1);
		steps++;
		check_or_fail(s, seed, steps);
		for (int p = 0; p < 2; p++)
			if (r->victory_points(s, p) > best[p]) {
				best[p] = r->victory_points(s, p);
				still_since = r->turn(s);
			}
		if (r->turn(s) > TURN_CAP) {
			if (!dead_end(s, still_since))
				fail_msg("seed %llu: no winner after %d turns", (unsigned long long)seed,
				         TURN_CAP);
			stalled = true;
			break;
		}
	}
	*dead_ends += stalled;
	int winner = r->winner(s), target = theme ? 13 : 12;
	if (!stalled && winner != 0 && winner != 1)
		fail_msg("seed %llu: the match ended without a winner", (unsigned long long)seed);
	if (!stalled && r->victory_points(s, winner) < target)
		fail_msg("seed %llu: player %d won with %d points, not %d", (unsigned long long)seed,
		         winner + 1, r->victory_points(s, winner), target);
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
	*demolitions += chooser.demolitions;
	free(twin);
	free(s);
	return steps;
}

static int play(uint64_t seed, uint64_t *digest)
{
	long demolitions = 0;
	int dead_ends = 0;
	return play_set(seed, RANDOM_SET, digest, &demolitions, &dead_ends);
}

static void test_state_fits(void **state)
{
	(void)state;
	assert_true(principality_rules.state_size <= 4096);
}

/* With a theme set, R002's "Het spel eindigt van zodra er iemand 13
 * zegepunten heeft" is asked of every match. */
static void test_random_matches(void **state)
{
	(void)state;
	long total = 0, demolitions = 0;
	int dead_ends = 0;
	for (uint64_t seed = 1; seed <= MATCHES; seed++) {
		uint64_t digest;
		total += play_set(seed, RANDOM_SET, &digest, &demolitions, &dead_ends);
	}
	print_message("%s: %d matches, %ld actions, %ld demolitions, %d at a dead end\n",
	              RANDOM_SET ? RANDOM_SET : "base", MATCHES, total, demolitions, dead_ends);
	/* a dead end is the rare result of many demolitions, never of the
	 * base game, where nobody demolishes */
	assert_true(dead_ends <= MATCHES / 200);
	if (!RANDOM_SET)
		assert_int_equal(dead_ends, 0);
	/* the rare pick still reaches the rule, many times over */
	if (RANDOM_SET)
		assert_true(demolitions >= MATCHES / 10);
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
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
