/*
 * The zones module's searches against plain walks, over random matches of
 * the principality game.
 *
 * zones.c finds a card's first instance in its preset's table (or by a
 * binary search), keeps each stack card's stack in bits (stack_bit) to
 * walk a stack's own cards for its top, and finds the region a payment
 * takes from (a gain fills) by weighing the regions of the type.
 * Each is compared here with the obvious walk: the lower bound of the
 * instances by definition; the stack's cards by order after every card
 * taken from its top, its bottom or its middle, with the top prin_top
 * names (prin_check compares the stack bits and bounds); and the first of
 * the fullest (emptiest) region in the grid index's order, several paid
 * or gained at once against one at a time, and a resource handed over
 * against a payment and a gain (a side of an offer against resources
 * handed over one run at a time, a trade with the supply against its
 * payment and gain). The moves made for known zones (a card
 * from a stack into a hand and back) are compared with prin_move's, and
 * the card table's map from database cards to defs (card_def) with a walk
 * of the defs, and the defs of one copy with the cards of matches of each
 * selection. The hand index's marks of the cards to play in the action
 * phase and before the roll (hand_plays, hand_rolls) are compared with
 * the facts of the hand's cards.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "games/principality/internal.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

#define MATCHES 6
#define ACTIONS_PER_MATCH 3000

GAME_FIXTURE_GROUP(&principality_rules)

static struct prin_state *new_match(uint64_t seed)
{
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, seed);
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	return s;
}

/* Applies one of the actions legal() lists for s, drawn with rng; list
 * holds GAME_MAX_ACTIONS. */
static void random_step(struct prin_state *s, struct rng *rng, struct action *list)
{
	size_t n = principality_rules.legal(s, list, GAME_MAX_ACTIONS);
	assert_true(n > 0);
	assert_int_equal(principality_rules.apply(s, &list[rng_below(rng, n)]), 0);
}

static void test_first_instance(void **state)
{
	(void)state;
	struct prin_state *s = new_match(3);
	int last = s->card[s->instance_count - 1].def;
	/* the preset's table, then the search of a match without one */
	assert_true(s->layout >= 0);
	for (int def = -1; def <= last + 1; def++) {
		int first = 0;
		while (first < s->instance_count && s->card[first].def < def)
			first++;
		assert_int_equal(prin_first_instance(s, def), first);
	}
	s->layout = -1;
	for (int def = -1; def <= last + 1; def++) {
		int first = 0;
		while (first < s->instance_count && s->card[first].def < def)
			first++;
		assert_int_equal(prin_first_instance(s, def), first);
	}
	/* every length of the list, down to none */
	int count = s->instance_count;
	for (int n = count; n >= 0; n--) {
		s->instance_count = (uint8_t)n;
		for (int def = -1; def <= last + 1; def += 3) {
			int first = 0;
			while (first < n && s->card[first].def < def)
				first++;
			assert_int_equal(prin_first_instance(s, def), first);
		}
	}
	free(s);
}

/* The load's map from a card of the database to its def, against a walk
 * of the defs. */
static void test_card_def(void **state)
{
	(void)state;
	struct prin_state *s = new_match(3);
	const struct principality_cards *t = s->cards;
	for (size_t i = 0; i < s->db->card_count && i < PRIN_MAX_DB_CARDS; i++) {
		int def = PRIN_NO_DEF;
		for (int d = 0; d < t->def_count; d++)
			if (t->def[d].db_index == (int)i)
				def = d;
		assert_int_equal(t->card_def[i], def);
	}
	free(s);
}

/* Of every selection of sets with a preset (the base sets, and those with
 * each theme), a def with PRIN_FACT_ONE_COPY has one instance in the
 * match, and every def of one instance has the fact. */
static void test_one_copy(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	const char *themes[] = { NULL, "science", "knights" };
	int single = 0;
	for (size_t k = 0; k < sizeof themes / sizeof themes[0]; k++) {
		struct match_setup setup;
		game_fixture_setup(&setup, 2, 7);
		if (themes[k])
			setup.sets[setup.set_count++] = carddb_set_by_key(db, themes[k]);
		struct prin_state *s = game_fixture_start(r, db, tables, &setup);
		assert_non_null(s);
		const struct principality_cards *t = s->cards;
		for (int card = 0; card < s->instance_count; card++) {
			int def = s->card[card].def, copies = 0;
			for (int other = 0; other < s->instance_count; other++)
				copies += s->card[other].def == def;
			assert_int_equal((t->facts[def] & PRIN_FACT_ONE_COPY) != 0, copies == 1);
			single += copies == 1;
		}
		free(s);
	}
	assert_true(single > 0);
}

/* The action cards of a hand the action phase may play and those played
 * before the roll (struct prin_player_index hand_plays, hand_rolls), against
 * the facts of each card of the hand index, through random matches of
 * each selection; and every card legal() asks prin_playable about is one
 * of the first (prin_keep_playable walks no other). */
static void test_hand_plays(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	const char *themes[] = { NULL, "science", "knights" };
	static struct action list[GAME_MAX_ACTIONS];
	int marked = 0, rolls = 0;
	for (size_t k = 0; k < sizeof themes / sizeof themes[0]; k++) {
		struct match_setup setup;
		game_fixture_setup(&setup, 2, 13 + k);
		if (themes[k])
			setup.sets[setup.set_count++] = carddb_set_by_key(db, themes[k]);
		struct prin_state *s = game_fixture_start(r, db, tables, &setup);
		assert_non_null(s);
		const struct principality_cards *t = s->cards;
		for (int def = 0; def < t->def_count; def++)
			if (t->facts[def] & PRIN_FACT_ASKED)
				assert_true(t->facts[def] & PRIN_FACT_ACTION_PLAY);
		struct rng rng;
		rng_seed(&rng, 13 + k);
		for (int step = 0; step < ACTIONS_PER_MATCH && r->current(s) >= 0; step++) {
			for (int p = 0; p < PRIN_PLAYERS; p++) {
				const struct prin_player_index *pl = &s->ix.player[p];
				unsigned want = 0, before = 0;
				for (int i = 0; i < pl->hand_size && pl->hand_size <= PRIN_HAND_INDEXED; i++) {
					unsigned facts = t->facts[s->card[pl->hand[i]].def];
					want |= (unsigned)((facts & PRIN_FACT_ACTION_PLAY) != 0) << i;
					before |= (unsigned)((facts & PRIN_FACT_ROLL_PLAY) != 0) << i;
				}
				assert_int_equal(pl->hand_plays, want);
				assert_int_equal(pl->hand_rolls, before);
				marked += want != 0;
				rolls += before != 0;
			}
			random_step(s, &rng, list);
		}
		free(s);
	}
	assert_true(marked > 0 && rolls > 0);
}

/* Takes the cards of stack k one by one into player 0's hand, from where
 * pattern says, checking the state after each. */
static void empty_stack(struct prin_state *s, int k, int pattern)
{
	struct strbuf why = STRBUF_INIT;
	for (int step = 0; prin_count(s, Z_STACK, k) > 0; step++) {
		int list[PRIN_MAX_INSTANCES];
		int n = prin_list(s, Z_STACK, k, list, PRIN_MAX_INSTANCES);
		assert_int_equal(prin_top(s, Z_STACK, k), list[0]);
		int where = (step + pattern) % 4;
		int at = where == 0 ? 0 : where == 1 ? n - 1 : where == 2 ? n / 2 : (n - 1) / 3;
		prin_move(s, list[at], Z_HAND, 0, false);
		if (prin_check(s, &why) != 0)
			fail_msg("stack %d, step %d, card %d of %d: %s", k, step, at, n, strbuf_str(&why));
		/* now and then a card goes back under or on top */
		if (step % 5 == 4 && n > 2) {
			int card = prin_top(s, Z_HAND, 0);
			prin_move(s, card, Z_STACK, k, step % 2 == 0);
			if (prin_check(s, &why) != 0)
				fail_msg("stack %d, step %d, a card back: %s", k, step, strbuf_str(&why));
		}
	}
	assert_int_equal(prin_top(s, Z_STACK, k), -1);
	strbuf_free(&why);
}

static void test_stack_ends(void **state)
{
	(void)state;
	for (int pattern = 0; pattern < 4; pattern++) {
		struct prin_state *s = new_match(11 + (uint64_t)pattern);
		for (int k = 0; k < s->stack_count; k++)
			empty_stack(s, k, pattern + k);
		free(s);
	}
}

/* Each stack of s as the effect host lists it (whole, and its first
 * three), against prin_list's. */
static void compare_stack_lists(const struct prin_state *s)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int k = 0; k < s->stack_count; k++) {
		int want[PRIN_MAX_INSTANCES];
		int32_t got[EFFECT_LIST_MAX];
		int n = prin_list(s, Z_STACK, k, want, PRIN_MAX_INSTANCES);
		for (int max = 3; max <= EFFECT_LIST_MAX; max += EFFECT_LIST_MAX - 3) {
			int m = prin_effect_host.list(&h, EFFECT_L_ZONE, EFFECT_ZONE(PRIN_ZONE_STACK, k), 0,
			                              got, max);
			assert_int_equal(m, n < max ? n : max);
			for (int i = 0; i < m; i++)
				assert_int_equal(got[i], want[i]);
		}
	}
}

/* The host lists a stack by its cards' orders without sorting them while
 * they lie close (list_stack), else as prin_list does: compared over
 * random matches, and after a stack's top went under it again and again,
 * till its orders spread wider than the host's slots. */
static void test_stack_lists(void **state)
{
	(void)state;
	struct action list[GAME_MAX_ACTIONS];
	for (int m = 0; m < 2; m++) {
		struct prin_state *s = new_match(31 + (uint64_t)m);
		struct rng rng;
		rng_seed(&rng, 7 + (uint64_t)m);
		for (int step = 0; step < 600 && s->winner < 0; step++) {
			if (step % 4 == 0)
				compare_stack_lists(s);
			random_step(s, &rng, list);
		}
		/* the card below the top goes under: the top keeps its order
		 * while the bound grows */
		for (int k = 0; k < s->stack_count; k++)
			for (int turn = 0; turn < 160; turn++) {
				int cards[PRIN_MAX_INSTANCES];
				if (prin_list(s, Z_STACK, k, cards, PRIN_MAX_INSTANCES) >= 2)
					prin_move(s, cards[1], Z_STACK, k, false);
				if (turn % 8 == 0 || turn > 120)
					compare_stack_lists(s);
			}
		free(s);
	}
}

/* The near answers the host lists for a principality (EFFECT_L_NEAR_FIRST)
 * against those it gives a region at a time (EFFECT_Q_NEAR_FIRST), for
 * the attributes of every card of the grid. Returns how many it listed. */
static int compare_near_lists(const struct prin_state *s)
{
	static const int32_t attrs[] = { EFFECT_ATTR_TYPE, EFFECT_ATTR_KIND, EFFECT_ATTR_CARD,
	                                 EFFECT_ATTR_PRODUCES };
	struct prin_host h;
	prin_host_init(&h, s, true);
	int listed = 0;
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		int32_t zone = EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, p);
		for (int i = 0; i < s->ix.player[p].placed_count; i++)
			for (size_t a = 0; a < sizeof attrs / sizeof attrs[0]; a++) {
				const int32_t ask[EFFECT_ARGS_MAX] = { s->ix.player[p].placed[i],
					attrs[a], 0, 0 };
				int32_t value = prin_effect_host.query(&h, EFFECT_Q_CARD, ask);
				if (value < 0 || value > EFFECT_NEAR_FIRST_VALUE_MAX)
					continue;
				int32_t got[2 * EFFECT_LIST_MAX];
				int n = prin_effect_host.list(&h, EFFECT_L_NEAR_FIRST, zone,
				                              EFFECT_NEAR_FIRST_KEY(attrs[a], value), got,
				                              2 * EFFECT_LIST_MAX);
				if (n < 0)
					continue;
				assert_int_equal(n % 2, 0);
				for (int k = 0; k < n; k += 2) {
					const int32_t args[EFFECT_ARGS_MAX] = { zone, got[k], attrs[a], value };
					assert_int_equal(got[k + 1],
					                 prin_effect_host.query(&h, EFFECT_Q_NEAR_FIRST, args));
				}
				listed += n > 0;
			}
	}
	return listed;
}

/* The host lists a principality's near answers from the columns beside
 * its regions, each column's side read once: compared with its answers
 * region by region over random matches. */
static void test_near_lists(void **state)
{
	(void)state;
	struct action list[GAME_MAX_ACTIONS];
	int listed = 0;
	for (int m = 0; m < 3; m++) {
		struct prin_state *s = new_match(41 + (uint64_t)m);
		struct rng rng;
		rng_seed(&rng, 17 + (uint64_t)m);
		for (int step = 0; step < 1500 && s->winner < 0; step++) {
			if (step % 10 == 0)
				listed += compare_near_lists(s);
			random_step(s, &rng, list);
		}
		free(s);
	}
	assert_true(listed > 0);
}

/* The region of resource on player's grid a payment takes from (fullest)
 * or a gain fills, by a plain walk of the index: the first of those with
 * the most (least) stock that can still change, or -1. */
static int plain_choice(const struct prin_state *s, int player, int resource, bool fullest)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	int best = -1, best_stock = 0;
	for (int i = 0; i < pl->region_count; i++) {
		int card = pl->region[i], stock = s->card[card].stock;
		if (prin_def_of(s, card)->produces != resource)
			continue;
		if (fullest ? stock == 0 : stock == PRIN_STOCK_MAX)
			continue;
		if (best < 0 || (fullest ? stock > best_stock : stock < best_stock)) {
			best = card;
			best_stock = stock;
		}
	}
	return best;
}

/* The region whose stock differs between before and after, or -1. */
static int changed_region(const struct prin_state *before, const struct prin_state *after)
{
	for (int c = 0; c < before->instance_count; c++)
		if (before->card[c].stock != after->card[c].stock)
			return c;
	return -1;
}

/* For every player and resource of s, one payment and one gain on copies,
 * against the plain walk, and resources handed over to the opponent
 * against payments and gains one at a time. Returns how many regions were compared. */
static int compare_choices(const struct prin_state *s, struct prin_state *copy,
                           struct prin_state *twin)
{
	int compared = 0;
	for (int p = 0; p < PRIN_PLAYERS; p++)
		for (int r = 0; r < s->cards->resource_count; r++) {
			for (int fullest = 0; fullest < 2; fullest++) {
				*copy = *s;
				int want = plain_choice(s, p, r, fullest);
				int done = fullest ? prin_pay(copy, p, r, 1) : prin_gain(copy, p, r, 1);
				assert_int_equal(done, want >= 0);
				assert_int_equal(changed_region(s, copy), want);
				compared += want >= 0;
			}
			/* several at once, as one at a time */
			for (int n = 2; n <= PRIN_STOCK_MAX + 1; n++)
				for (int fullest = 0; fullest < 2; fullest++) {
					*copy = *s;
					*twin = *s;
					int done = fullest ? prin_pay(copy, p, r, n) : prin_gain(copy, p, r, n);
					int singly = 0;
					while (singly < n && (fullest ? prin_pay(twin, p, r, 1) : prin_gain(twin, p, r, 1)))
						singly++;
					assert_int_equal(done, singly);
					assert_memory_equal(copy, twin, sizeof *copy);
				}
			/* n handed over at once, as one at a time */
			for (int n = 1; n <= PRIN_STOCK_MAX + 1; n++) {
				*copy = *s;
				*twin = *s;
				int paid = 0;
				while (paid < n && prin_pay(twin, p, r, 1) == 1) {
					prin_gain(twin, 1 - p, r, 1);
					paid++;
				}
				assert_int_equal(prin_hand_over(copy, p, 1 - p, r, n), paid);
				assert_memory_equal(copy, twin, sizeof *copy);
			}
			/* a side of an offer (r and each other resource, r twice,
			 * r alone) as prin_hand_over of each */
			for (int b = -1; b < s->cards->resource_count; b++) {
				*copy = *s;
				*twin = *s;
				prin_hand_over_pair(copy, p, 1 - p, r, b);
				prin_hand_over(twin, p, 1 - p, r, b == r ? 2 : 1);
				if (b >= 0 && b != r)
					prin_hand_over(twin, p, 1 - p, b, 1);
				assert_memory_equal(copy, twin, sizeof *copy);
			}
			/* both sides of an offer (r and each other resource,
			 * r twice, r alone, for each resource back) as each
			 * side in turn */
			for (int b = -1; b < s->cards->resource_count; b++)
				for (int g = 0; g < s->cards->resource_count; g++) {
					const int8_t give[2] = { (int8_t)r, (int8_t)b };
					const int8_t get[2] = { (int8_t)g, -1 };
					*copy = *s;
					*twin = *s;
					prin_hand_over_pairs(copy, p, 1 - p, give, get);
					prin_hand_over_pair(twin, p, 1 - p, r, b);
					prin_hand_over_pair(twin, 1 - p, p, g, -1);
					assert_memory_equal(copy, twin, sizeof *copy);
				}
			/* a trade with the supply at every rate, for every resource
			 * received, as a payment and a gain */
			for (int n = 1; n <= PRIN_BASE_TRADE_RATE + 1; n++)
				for (int get = 0; get < s->cards->resource_count; get++) {
					*copy = *s;
					*twin = *s;
					prin_exchange(copy, p, r, n, get);
					prin_pay(twin, p, r, n);
					prin_gain(twin, p, get, 1);
					assert_memory_equal(copy, twin, sizeof *copy);
				}
		}
	return compared;
}

static void test_region_choice(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct action *list = malloc(sizeof *list * GAME_MAX_ACTIONS);
	struct prin_state *copy = malloc(r->state_size), *twin = malloc(r->state_size);
	int compared = 0, several = 0;
	for (uint64_t seed = 1; seed <= MATCHES; seed++) {
		struct prin_state *s = new_match(seed);
		struct rng rng;
		rng_seed(&rng, seed);
		for (int step = 0; step < ACTIONS_PER_MATCH && r->current(s) >= 0; step++) {
			if (step % 7 == 0) {
				compared += compare_choices(s, copy, twin);
				for (int p = 0; p < PRIN_PLAYERS; p++)
					for (int res = 0; res < PRIN_MAX_RESOURCES; res++)
						several +=
							__builtin_popcount(s->ix.player[p].region_of[res]) > 1;
			}
			random_step(s, &rng, list);
		}
		free(s);
	}
	/* the walks met grids with more than one region of a type */
	assert_true(compared > 0);
	assert_true(several > 0);
	free(copy);
	free(twin);
	free(list);
}

/* prin_move_stack_to_hand and prin_move_hand_to_stack of card on copies
 * of s, each against prin_move of it (whatever zone it lies in). */
static void compare_known_moves(const struct prin_state *s, int card, struct prin_state *copy,
                                struct prin_state *twin)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		*copy = *s;
		*twin = *s;
		prin_move_stack_to_hand(copy, card, p);
		prin_move(twin, card, Z_HAND, p, false);
		assert_memory_equal(copy, twin, sizeof *copy);
	}
	for (int k = 0; k < s->stack_count; k++) {
		*copy = *s;
		*twin = *s;
		prin_move_hand_to_stack(copy, card, k);
		prin_move(twin, card, Z_STACK, k, false);
		assert_memory_equal(copy, twin, sizeof *copy);
	}
}

static void test_known_moves(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct action *list = malloc(sizeof *list * GAME_MAX_ACTIONS);
	struct prin_state *copy = malloc(r->state_size), *twin = malloc(r->state_size);
	int from_stack = 0, from_hand = 0;
	for (uint64_t seed = 1; seed <= MATCHES / 2; seed++) {
		struct prin_state *s = new_match(seed);
		struct rng rng;
		rng_seed(&rng, seed);
		for (int step = 0; step < ACTIONS_PER_MATCH && r->current(s) >= 0; step++) {
			if (step % 11 == 0)
				for (int c = 0; c < s->instance_count; c += 1 + c % 3) {
					compare_known_moves(s, c, copy, twin);
					from_stack += s->card[c].zone == Z_STACK;
					from_hand += s->card[c].zone == Z_HAND;
				}
			random_step(s, &rng, list);
		}
		free(s);
	}
	assert_true(from_stack > 0);
	assert_true(from_hand > 0);
	free(copy);
	free(twin);
	free(list);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_first_instance),
		cmocka_unit_test(test_card_def),
		cmocka_unit_test(test_one_copy),
		cmocka_unit_test(test_hand_plays),
		cmocka_unit_test(test_stack_ends),
		cmocka_unit_test(test_stack_lists),
		cmocka_unit_test(test_near_lists),
		cmocka_unit_test(test_region_choice),
		cmocka_unit_test(test_known_moves),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
