/*
 * The tools that play many matches, against the takeaway test game: the
 * random-match checker finds a broken invariant and a match that does not
 * end, and the benchmark counts what it measured (the simulation has
 * test-ai-sim.c). No timing is asserted here: speed is for catan bench.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "takeaway.h"
#include "ai/ai.h"
#include "core/i18n.h"

static void setup_with(struct match_setup *setup, uint64_t seed, const char *key, const char *value)
{
	ai_default_setup(setup, &takeaway_rules, NULL, seed);
	if (key) {
		setup->options[0].key = key;
		setup->options[0].value = value;
		setup->option_count = 1;
	}
}

static void test_check_passes_a_sound_game(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 1, NULL, NULL);
	struct ai_check_failure failure;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 300, NULL, NULL, &failure), 300);
	const enum ai_kind kinds[2] = { AI_GREEDY, AI_RANDOM };
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, kinds, 100, NULL, NULL, &failure), 100);
}

/* The broken game loses a stone; the failure names the match's seed and
 * the action, and one match from that seed breaks at the same action. */
static void test_check_catches_broken_invariant(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 1, "bug", "1");
	struct ai_check_failure failure;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 100, NULL, NULL, &failure), -1);
	assert_true(failure.action >= 5);
	assert_int_equal(strncmp(failure.reason, "invariant broken: stones:", 25), 0);
	assert_string_equal(failure.action_text, "take rock");
	assert_in_range(failure.player, 0, 1);

	struct strbuf text = STRBUF_INIT;
	ai_check_failure_format(&failure, &text);
	/* Players are counted from 1 in messages, as everywhere a user reads. */
	char expected[128];
	snprintf(expected, sizeof expected, "match %ld (seed %llu), action %ld (player %d: take rock): ",
	         failure.match, (unsigned long long)failure.seed, failure.action, failure.player + 1);
	assert_int_equal(strncmp(strbuf_str(&text), expected, strlen(expected)), 0);
	strbuf_free(&text);

	struct ai_check_failure again;
	setup.seed = failure.seed;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 1, NULL, NULL, &again), -1);
	assert_int_equal(again.match, 0);
	assert_int_equal(again.seed, failure.seed);
	assert_int_equal(again.action, failure.action);
	assert_string_equal(again.reason, failure.reason);
}

/* The checker's texts follow the interface's language (po/): the failure
 * said in German, the game's own reason (the test game's, in English)
 * kept inside it. Needs the build tree's translations (CATAN_LOCALEDIR, as
 * make check sets it). */
static void test_check_failure_in_german(void **unused)
{
	(void)unused;
	if (!getenv("CATAN_LOCALEDIR"))
		skip();
	struct match_setup setup;
	setup_with(&setup, 1, "bug", "1");
	struct ai_check_failure failure;
	i18n_use("de");
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 100, NULL, NULL, &failure), -1);
	struct strbuf text = STRBUF_INIT;
	ai_check_failure_format(&failure, &text);
	i18n_use("en");
	char expected[160];
	snprintf(expected, sizeof expected,
	         "Partie %ld (Startwert %llu), Aktion %ld (Spieler %d: take rock): "
	         "Invariante verletzt: stones:", failure.match, (unsigned long long)failure.seed,
	         failure.action, failure.player + 1);
	assert_int_equal(strncmp(strbuf_str(&text), expected, strlen(expected)), 0);
	strbuf_free(&text);
	/* and English again once English is asked for */
	ai_check_failure_format(&failure, &text);
	assert_int_equal(strncmp(strbuf_str(&text), "match ", 6), 0);
	strbuf_free(&text);
}

static void test_check_caps_endless_match(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 5, "stall", "1");
	struct ai_check_failure failure;
	const struct ai_caps caps = { 40, 1000 };
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 3, &caps, NULL, &failure), -1);
	assert_int_equal(failure.match, 0);
	assert_int_equal(failure.action, 41);
	assert_non_null(strstr(failure.reason, "did not end within 40 turns"));
}

/* Asked to count them, the checker reports matches past the caps as
 * capped, not as failures: no invariant broke. */
static void test_check_counts_capped_matches(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 5, "stall", "1");
	struct ai_check_failure failure;
	const struct ai_caps caps = { 40, 1000 };
	long capped = -1;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 3, &caps, &capped,
	                                  &failure), 3);
	assert_int_equal(capped, 3);
	setup_with(&setup, 5, NULL, NULL);
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 30, &caps, &capped,
	                                  &failure), 30);
	assert_int_equal(capped, 0);
}

static void test_check_catches_state_outside_the_match(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 2, "impure", "1");
	struct ai_check_failure failure;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 20, NULL, NULL, &failure), -1);
	assert_string_equal(failure.reason, "applying the action to a copy of the match, as a "
	                                    "computer player does, gave another match");
}

/* The computer players apply what legal() listed without asking again;
 * the checker applies every action both ways, so a game whose two ways
 * differ is caught at the first action where they do. */
static void test_check_catches_listed_way_that_differs(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 2, "shortcut", "1");
	struct ai_check_failure failure;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 20, NULL, NULL, &failure), -1);
	assert_int_equal(failure.match, 0);
	assert_int_equal(failure.action, 1);
	assert_string_equal(failure.reason, "applying the action to a copy of the match, as a "
	                                    "computer player does, gave another match");
}

static void test_check_reports_refused_setup(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 5, "colour", "blue");
	struct ai_check_failure failure;
	assert_int_equal(ai_check_matches(&takeaway_rules, NULL, &setup, NULL, 3, NULL, NULL, &failure), -1);
	assert_int_equal(failure.action, 0);
	assert_non_null(strstr(failure.reason, "no option 'colour'"));
}

static void test_bench_counts(void **unused)
{
	(void)unused;
	struct match_setup setup;
	setup_with(&setup, 1, NULL, NULL);
	struct ai_bench_result r;
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(ai_bench_game(&takeaway_rules, NULL, &setup, 50, 0, 1, &r, &why), 0);
	assert_int_equal(r.matches, 50);
	assert_int_equal(r.capped, 0);
	assert_true(r.actions >= 50 * 5);
	assert_true(r.greedy_decisions > 0);
	assert_int_equal(r.state_size, sizeof(struct takeaway));
	assert_int_equal(ai_bench_game(&takeaway_rules, NULL, &setup, 0, 0, 1, &r, &why), -1);
	strbuf_free(&why);
}

static void test_bench_effects_runs(void **unused)
{
	(void)unused;
	struct strbuf why = STRBUF_INIT;
	double rate = ai_bench_effects(0, 100, &why);
	if (rate < 0)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check_passes_a_sound_game),
		cmocka_unit_test(test_check_catches_broken_invariant),
		cmocka_unit_test(test_check_failure_in_german),
		cmocka_unit_test(test_check_caps_endless_match),
		cmocka_unit_test(test_check_counts_capped_matches),
		cmocka_unit_test(test_check_catches_state_outside_the_match),
		cmocka_unit_test(test_check_catches_listed_way_that_differs),
		cmocka_unit_test(test_check_reports_refused_setup),
		cmocka_unit_test(test_bench_counts),
		cmocka_unit_test(test_bench_effects_runs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
