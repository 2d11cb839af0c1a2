/*
 * The principality game's set-up against a fresh reading of its options.
 *
 * The load reads the rule options once for the base sets alone and for the
 * base sets with each other set (prin_preset_options), and set-up copies
 * them when a match has no --option. Each preset is compared here with
 * prin_read_options for the same sets, and a match with an --option (which
 * reads them afresh) with one without.
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
#include "games/principality/internal.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

GAME_FIXTURE_GROUP(&principality_rules)

static void test_presets_read_afresh(void **state)
{
	(void)state;
	const struct principality_cards *cards = tables;
	int themes = 0;
	for (size_t i = 0; i < db->set_count; i++)
		themes += db->sets[i].game == GAME_PRINCIPALITY && !db->sets[i].base;
	/* the base sets alone, and with each theme set */
	assert_int_equal(cards->preset_count, 1 + themes);
	for (int i = 0; i < cards->preset_count; i++) {
		const struct prin_option_preset *preset = &cards->preset[i];
		struct match_setup setup;
		struct diag_list diags = DIAG_LIST_INIT;
		struct prin_options fresh;
		memset(&setup, 0, sizeof setup);
		assert_int_equal(prin_read_options(&fresh, db, &setup, preset->sets, preset->set_count,
		                                   &diags), 0);
		assert_memory_equal(&fresh, &preset->opt, sizeof fresh);
		diag_list_free(&diags);
	}
}

static struct prin_state *start(const char *theme, const char *key, const char *value)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 5);
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	if (key) {
		setup.options[0].key = key;
		setup.options[0].value = value;
		setup.option_count = 1;
	}
	struct prin_state *s = game_fixture_start(&principality_rules, db, tables, &setup);
	assert_non_null(s);
	return s;
}

/* The resources whose trade rate a card's modifiers may touch: each one
 * left out comes back from the modifiers as it went in, and a fleet (a
 * modifier for one resource) touches that one alone. */
static void test_rates_touched(void **state)
{
	(void)state;
	const struct principality_cards *cards = tables;
	struct prin_state *s = start(NULL, NULL, NULL);
	int single = 0;
	for (int def = 0; def < cards->def_count; def++) {
		const struct prin_def *d = &cards->def[def];
		if (!(d->modifiers & (1u << PRIN_MOD_TRADE_RATE))) {
			assert_int_equal(d->rates_touched, 0);
			continue;
		}
		const struct effect_program *program = db->cards[d->db_index].program;
		struct prin_host h;
		prin_host_init(&h, s, true);
		for (int r = 0; r < cards->resource_count; r++) {
			if ((d->rates_touched >> r) & 1)
				continue;
			for (int v = 1; v <= PRIN_BASE_TRADE_RATE; v++) {
				struct effect_context ctx = { 0, 0, EFFECT_NONE };
				assert_int_equal(effect_modify(program, EFFECT_CLAUSE_MODIFY,
				                               PRIN_MOD_TRADE_RATE, &ctx,
				                               cards->resource_id[r], v, &prin_effect_host, &h),
				                 v);
			}
		}
		single += __builtin_popcount(d->rates_touched) == 1;
	}
	/* the base set's six fleets, at least */
	assert_true(single >= 6);
	free(s);
}

/* An --option that restates the value in force reads the options afresh,
 * and must set up the very match the preset does. */
static void test_option_reads_the_same(void **state)
{
	(void)state;
	static const char *themes[] = { NULL, "science", "knights" };
	for (size_t t = 0; t < sizeof themes / sizeof themes[0]; t++) {
		struct prin_state *plain = start(themes[t], NULL, NULL);
		char target[8];
		snprintf(target, sizeof target, "%d", plain->opt.vp_target);
		struct prin_state *restated = start(themes[t], "VP_TARGET", target);
		assert_memory_equal(&plain->opt, &restated->opt, sizeof plain->opt);
		assert_memory_equal(plain, restated, principality_rules.state_size);
		free(plain);
		free(restated);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_presets_read_afresh),
		cmocka_unit_test(test_option_reads_the_same),
		cmocka_unit_test(test_rates_touched),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
