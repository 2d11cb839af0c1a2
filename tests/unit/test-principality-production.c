/*
 * Production with kept gains against production asking every gain, over
 * random matches of the principality game and each of its sets.
 *
 * prin_produce books a player's rolled regions from the gains kept in
 * struct prin_player_index (gain_known) when it has every one, in grid order,
 * and asks the modifiers otherwise, in card order, just before booking
 * each. Both must come to the same stock, tallies and points: for every
 * die number, a copy of the match produces as it stands and a copy whose
 * gains are all forgotten produces asking them, and the two must then be
 * the same match but for what they keep of the gains. prin_check proves
 * the kept gains right after every action (the random-match tests), and
 * so that they survive a grid change only where they may. A production
 * that asked keeps every gain of the player that reads the grids alone.
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
#include "games/principality/internal.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

#define MATCHES 4
#define ACTIONS_PER_MATCH 3000

GAME_FIXTURE_GROUP(&principality_rules)

/* A new match of seed on the base set and, unless NULL, theme set. */
static struct prin_state *new_match(uint64_t seed, const char *theme)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 2, seed);
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	struct prin_state *s = game_fixture_start(&principality_rules, db, tables, &setup);
	assert_non_null(s);
	return s;
}

/* What a player keeps of his gains, set as though none were kept. */
static void forget_kept_gains(struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		pl->gain_known = pl->gain_low = pl->gain_high = 0;
		pl->gain_local = 1;
	}
}

/* After a production of die that asked the gains of a player's rolled
 * regions, he keeps the gains of all his regions when every one reads
 * nothing but the grids (learn_gains): his next rolls need not ask. */
static void assert_learned(const struct prin_state *asked, int die)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *pl = &asked->ix.player[p];
		if (pl->region_count > PRIN_DIE_INDEXED)
			continue;
		bool rolled = false, grid_only = true;
		for (int k = 0; k < pl->region_count; k++) {
			bool grid, local;
			prin_region_gain(asked, p, k, &grid, &local);
			grid_only &= grid;
			rolled |= prin_def_of(asked, pl->region[k])->die == die;
		}
		if (rolled && grid_only)
			assert_int_equal(pl->gain_known, (1u << pl->region_count) - 1);
	}
}

/* Production of die on a copy of s as it stands and on one that asks
 * every gain; returns the gains the first had kept for rolled regions. */
static int compare_production(const struct prin_state *s, int die, struct prin_state *kept,
                              struct prin_state *asked)
{
	*kept = *s;
	*asked = *s;
	forget_kept_gains(asked);
	kept->die = asked->die = (int8_t)die;
	prin_produce(kept);
	prin_produce(asked);
	assert_learned(asked, die);
	int used = 0;
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *pl = &s->ix.player[p];
		for (int k = 0; k < pl->region_count && k < PRIN_MAX_INDEXED; k++)
			used += ((pl->gain_known >> k) & 1) && prin_def_of(s, pl->region[k])->die == die;
	}
	forget_kept_gains(kept);
	forget_kept_gains(asked);
	assert_memory_equal(kept, asked, sizeof *kept);
	return used;
}

static void produce_over_matches(const char *theme)
{
	const struct game_rules *r = &principality_rules;
	struct action *list = malloc(sizeof *list * GAME_MAX_ACTIONS);
	struct prin_state *kept = malloc(r->state_size), *asked = malloc(r->state_size);
	int used = 0, stopped = 0;
	for (uint64_t seed = 1; seed <= MATCHES; seed++) {
		struct prin_state *s = new_match(seed, theme);
		struct rng rng;
		rng_seed(&rng, seed);
		for (int step = 0; step < ACTIONS_PER_MATCH && r->current(s) >= 0; step++) {
			/* where a roll's production runs, and nothing waits */
			if (s->phase == PH_BEFORE_ROLL || s->phase == PH_ACTION) {
				for (int die = 1; die <= 6; die++)
					used += compare_production(s, die, kept, asked);
				stopped++;
			}
			size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
			assert_true(n > 0);
			assert_int_equal(r->apply(s, &list[rng_below(&rng, n)]), 0);
		}
		free(s);
	}
	/* the matches met kept gains */
	assert_true(stopped > 0);
	assert_true(used > 0);
	free(kept);
	free(asked);
	free(list);
}

static void test_base(void **state)
{
	(void)state;
	produce_over_matches(NULL);
}

static void test_science(void **state)
{
	(void)state;
	produce_over_matches("science");
}

static void test_knights(void **state)
{
	(void)state;
	produce_over_matches("knights");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_base),
		cmocka_unit_test(test_science),
		cmocka_unit_test(test_knights),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
