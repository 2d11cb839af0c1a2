/*
 * Determinisation of the fast card game (determinise.c): over random
 * matches of 2, 3 and 4 players, a redraw for any player leaves what he
 * sees as it was (determinise-fixture.h) and moves only what is hidden
 * from him, within its places:
 *
 *   - the market, the discard pile, his own hand and every card in play
 *     stay; the draw pile and each hand keep their number of cards, and
 *     the resources of the draw pile and the hidden hands together are
 *     the same, kind by kind;
 *   - the 3:1 trade takes its card from the draw pile (EXCHANGE_SOURCE),
 *     so which trades are offered hangs on hidden cards: they are left
 *     out of the comparison of the legal actions;
 *   - the backs of the settlements not yet turned are the same backs,
 *     among look-alikes (the same player symbols while the card data
 *     pair events with symbols), and every other card keeps its sides
 *     (R003: nobody looks at a city side before the settlement is turned).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "determinise-fixture.h"
#include "game-fixture.h"
#include "games/fast/fast.h"
#include "games/fast/internal.h"

#define MATCHES 20
#define MAX_ACTIONS 4000
#define EVERY 5

GAME_FIXTURE_GROUP(&fast_rules)

static bool hidden_hand(const struct fast_state *s, int viewer, int q)
{
	return q != viewer && !s->opt.open_hands;
}

static bool resources_conserved(const struct fast_state *a, const struct fast_state *b,
                                int viewer)
{
	int pool_a[FAST_MAX_RESOURCES] = { 0 }, pool_b[FAST_MAX_RESOURCES] = { 0 };
	bool moved = memcmp(a->pile, b->pile, a->pile_count) != 0;
	assert_int_equal(a->pile_count, b->pile_count);
	assert_memory_equal(a->market, b->market, sizeof a->market);
	assert_memory_equal(a->discard, b->discard, sizeof a->discard);
	for (int i = 0; i < a->pile_count; i++) {
		pool_a[a->pile[i]]++;
		pool_b[b->pile[i]]++;
	}
	for (int q = 0; q < a->player_count; q++) {
		const struct fast_player *x = &a->player[q], *y = &b->player[q];
		assert_int_equal(x->hand_count, y->hand_count);
		if (!hidden_hand(a, viewer, q)) {
			/* a Library's open hands may stay too; the own always does */
			if (q == viewer)
				assert_memory_equal(x->hand, y->hand, sizeof x->hand);
		}
		moved |= memcmp(x->hand, y->hand, sizeof x->hand) != 0;
		for (int r = 0; r < a->resource_count; r++) {
			pool_a[r] += x->hand[r];
			pool_b[r] += y->hand[r];
		}
	}
	assert_memory_equal(pool_a, pool_b, sizeof pool_a);
	return moved;
}

static int look(const struct fast_state *s, int id)
{
	return s->opt.event_split_random ? 0 : s->db->cards[s->card[id].front].players;
}

static bool backs_conserved(const struct fast_state *a, const struct fast_state *b)
{
	bool moved = false;
	/* per look, the count of each back among the hidden ones */
	int backs_a[5][8] = { { 0 } }, backs_b[5][8] = { { 0 } };
	int16_t seen[8];
	int kinds = 0;
	assert_int_equal(a->card_count, b->card_count);
	for (int id = 0; id < a->card_count; id++) {
		const struct fast_card *x = &a->card[id], *y = &b->card[id];
		assert_int_equal(x->front, y->front);
		assert_int_equal(x->owner, y->owner);
		assert_int_equal(x->turned, y->turned);
		assert_int_equal(x->on, y->on);
		if (x->kind != FK_SETTLEMENT || x->turned) {
			assert_memory_equal(x, y, sizeof *x);
			continue;
		}
		moved |= x->back != y->back;
		int k, ka = -1, kb = -1;
		for (k = 0; k < kinds; k++) {
			ka = seen[k] == x->back ? k : ka;
			kb = seen[k] == y->back ? k : kb;
		}
		if (ka < 0) {
			assert_true(kinds < 8);
			seen[kinds] = x->back;
			ka = kinds++;
			kb = y->back == x->back ? ka : kb;
		}
		if (kb < 0) {
			assert_true(kinds < 8);
			seen[kinds] = y->back;
			kb = kinds++;
		}
		assert_true(look(a, id) < 5);
		backs_a[look(a, id)][ka]++;
		backs_b[look(b, id)][kb]++;
	}
	assert_memory_equal(backs_a, backs_b, sizeof backs_a);
	return moved;
}

static bool conserved(const void *before, const void *after, int viewer)
{
	const struct fast_state *a = before, *b = after;
	bool moved = resources_conserved(a, b, viewer);
	moved |= backs_conserved(a, b);
	assert_int_equal(a->destiny, b->destiny);
	assert_memory_equal(a->supply_count, b->supply_count, sizeof a->supply_count);
	return moved;
}

static void run(int players, const char *option)
{
	struct match_setup setup;
	game_fixture_setup(&setup, players, 2702 + (uint64_t)players);
	if (option) {
		setup.options[0].key = "CITY_EVENT_SPLIT";
		setup.options[0].value = option;
		setup.option_count = 1;
	}
	struct determinise_tally tally;
	determinise_check_matches(&fast_rules, db, tables, &setup, MATCHES, MAX_ACTIONS, EVERY,
	                          "trade ", conserved, &tally);
	assert_true(tally.redraws > 500);
	assert_true(tally.moved > tally.redraws / 2);
	assert_true(tally.deciding > 0);
}

static void test_two(void **state)
{
	(void)state;
	run(2, NULL);
}

static void test_three(void **state)
{
	(void)state;
	run(3, NULL);
}

static void test_four(void **state)
{
	(void)state;
	run(4, NULL);
}

static void test_events_at_random(void **state)
{
	(void)state;
	run(2, "random");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two),
		cmocka_unit_test(test_three),
		cmocka_unit_test(test_four),
		cmocka_unit_test(test_events_at_random),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
