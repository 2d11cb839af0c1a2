/*
 * Determinisation of the principality game (determinise.c): over random
 * matches of the base game and of each theme set, a redraw for either
 * player leaves what he sees as it was (determinise-fixture.h), and moves
 * only the cards hidden from him, within their places:
 *
 *   - every zone but the opponent's hand, the expansion stacks, the
 *     region stack and the event stack holds the same cards, in the
 *     same places;
 *   - the viewer's own hand is the same, card for card, and so are the
 *     cards of the opponent's hand an Embassy showed him;
 *   - the opponent's hand and every stack hold as many cards as before;
 *     the pool of hidden hand and stack cards holds the same cards, and
 *     with theme stacks of their own, each stack the same number of theme
 *     cards (a card's back says which stack it came from);
 *   - the region and event stacks hold the same cards.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "determinise-fixture.h"
#include "game-fixture.h"
#include "games/principality/internal.h"
#include "games/principality/principality.h"

#define MATCHES 12
#define MAX_ACTIONS 1500
#define EVERY 7

GAME_FIXTURE_GROUP(&principality_rules)

/* Whether card lies where the viewer cannot see it in s (before the
 * redraw: its zone is one a redraw may deal into). */
static bool pooled(const struct prin_state *s, int card, int viewer)
{
	const struct prin_instance *in = &s->card[card];
	if (in->zone == Z_HAND)
		return in->who != viewer && !prin_shown(s, card);
	return in->zone == Z_STACK || in->zone == Z_REGION_STACK || in->zone == Z_EVENT_STACK;
}

static bool conserved(const void *before, const void *after, int viewer)
{
	const struct prin_state *a = before, *b = after;
	bool moved = false;
	int pool_a[PRIN_MAX_DEFS] = { 0 }, pool_b[PRIN_MAX_DEFS] = { 0 };
	assert_int_equal(a->instance_count, b->instance_count);
	for (int i = 0; i < a->instance_count; i++) {
		const struct prin_instance *x = &a->card[i], *y = &b->card[i];
		assert_int_equal(x->def, y->def);
		if (!pooled(a, i, viewer)) {
			/* seen: the same place (a hand's or a pile's order may
			 * shift as hidden cards come and go around it) */
			assert_int_equal(x->zone, y->zone);
			assert_int_equal(x->who, y->who);
			if (x->zone == Z_PRINCIPALITY)
				assert_int_equal(x->order, y->order);
			assert_int_equal(prin_shown(a, i), prin_shown(b, i));
			continue;
		}
		/* hidden: a region stays among regions, an event among events,
		 * a hand or stack card among hand and stack cards */
		bool pile_a = x->zone == Z_REGION_STACK || x->zone == Z_EVENT_STACK;
		if (pile_a) {
			assert_int_equal(x->zone, y->zone);
		} else {
			assert_true(y->zone == Z_STACK || (y->zone == Z_HAND && y->who == 1 - viewer));
			assert_false(prin_shown(b, i));
			pool_a[x->def]++;
			pool_b[y->def]++;
		}
		moved |= x->zone != y->zone || x->who != y->who || x->order != y->order;
	}
	assert_memory_equal(pool_a, pool_b, sizeof pool_a);
	assert_int_equal(prin_hand_count(a, 1 - viewer), prin_hand_count(b, 1 - viewer));
	for (int st = 0; st < a->stack_count; st++) {
		int themed_a = 0, themed_b = 0;
		assert_int_equal(prin_count(a, Z_STACK, st), prin_count(b, Z_STACK, st));
		for (int i = 0; i < a->instance_count; i++) {
			themed_a += a->card[i].zone == Z_STACK && a->card[i].who == st &&
			            !prin_def_of(a, i)->base_set;
			themed_b += b->card[i].zone == Z_STACK && b->card[i].who == st &&
			            !prin_def_of(b, i)->base_set;
		}
		if (a->stack_count > a->opt.expansion_stacks)
			assert_int_equal(themed_a, themed_b);
	}
	return moved;
}

static void run(const char *theme)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 2701);
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	struct determinise_tally tally;
	determinise_check_matches(&principality_rules, db, tables, &setup, MATCHES, MAX_ACTIONS,
	                          EVERY, NULL, conserved, &tally);
	/* a test that never moved a card would prove nothing */
	assert_true(tally.redraws > 1000);
	assert_true(tally.moved > tally.redraws / 2);
	assert_true(tally.deciding > tally.redraws / 4);
}

static void test_base(void **state)
{
	(void)state;
	run(NULL);
}

static void test_science(void **state)
{
	(void)state;
	run("science");
}

static void test_knights(void **state)
{
	(void)state;
	run("knights");
}

/* Viewer -1 (a replay) sees everything: nothing is redrawn, and the
 * generator stays. */
static void test_nobody(void **state)
{
	(void)state;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 7);
	struct prin_state *s = game_fixture_start(&principality_rules, db, tables, &setup);
	assert_non_null(s);
	struct prin_state copy = *s;
	struct rng rng;
	rng_seed(&rng, 1);
	principality_rules.determinise(&copy, -1, &rng);
	assert_memory_equal(&copy, s, sizeof copy);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_base),
		cmocka_unit_test(test_science),
		cmocka_unit_test(test_knights),
		cmocka_unit_test(test_nobody),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
