/*
 * The simulation, against the takeaway test game: its statistics against
 * known values, its report the same for one seed whatever the number of
 * jobs, and shards merged into the report of one run.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "takeaway.h"
#include "ai/ai.h"

/* The published values have four decimals. */
#define assert_near(a, b) assert_true(fabs((a) - (b)) < 0.00005)

/* Wilson's interval against the values R. G. Newcombe gives ("Two-sided
 * confidence intervals for the single proportion: comparison of seven
 * methods", Statistics in Medicine 17, 1998, table I, method 3) and the
 * two ends, where the interval must stay inside [0, 1]. */
static void test_wilson_known_values(void **unused)
{
	(void)unused;
	struct ai_interval i = ai_wilson(81, 263, AI_Z95);
	assert_near(i.low, 0.2553);
	assert_near(i.high, 0.3662);
	i = ai_wilson(15, 148, AI_Z95);
	assert_near(i.low, 0.0624);
	assert_near(i.high, 0.1605);
	i = ai_wilson(0, 20, AI_Z95);
	assert_true(i.low == 0.0);
	assert_near(i.high, 0.1611);
	i = ai_wilson(1, 29, AI_Z95);
	assert_near(i.low, 0.0061);
	assert_near(i.high, 0.1718);
	i = ai_wilson(20, 20, AI_Z95);
	assert_true(i.high == 1.0);
	assert_near(i.low, 1 - 0.1611);
	i = ai_wilson(0, 0, AI_Z95);
	assert_true(i.low == 0.0 && i.high == 1.0);
	assert_true(ai_interval_excludes(ai_wilson(81, 263, AI_Z95), 0.5));
	assert_false(ai_interval_excludes(ai_wilson(81, 263, AI_Z95), 0.3));
}

/* Newcombe's interval of a difference against the values of his paper on
 * differences ("Interval estimation for the difference between independent
 * proportions", Statistics in Medicine 17, 1998, table II, method 10). */
static void test_difference_known_values(void **unused)
{
	(void)unused;
	struct ai_interval d = ai_difference(56, 70, 48, 80, AI_Z95);
	assert_near(d.low, 0.0524);
	assert_near(d.high, 0.3339);
	d = ai_difference(9, 10, 3, 10, AI_Z95);
	assert_near(d.low, 0.1705);
	assert_near(d.high, 0.8090);
	d = ai_difference(5, 56, 0, 29, AI_Z95);
	assert_near(d.low, -0.0381);
	assert_near(d.high, 0.1926);
	d = ai_difference(10, 10, 0, 20, AI_Z95);
	assert_near(d.low, 0.6791);
	assert_near(d.high, 1.0);
	d = ai_difference(10, 10, 0, 10, AI_Z95);
	assert_near(d.low, 0.6075);
	assert_near(d.high, 1.0);
	d = ai_difference(0, 10, 0, 20, AI_Z95);
	assert_near(d.low, -0.1611);
	assert_near(d.high, 0.2775);
}

/* Mean and sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9: 5 and
 * sqrt(32 / 7); split in two and merged, the same. */
static void test_length_figures(void **unused)
{
	(void)unused;
	const long values[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
	struct ai_sim_length all = { 0 }, first = { 0 }, second = { 0 };
	for (int i = 0; i < 8; i++) {
		ai_length_add(&all, values[i]);
		ai_length_add(i % 3 ? &first : &second, values[i]);
	}
	assert_near(ai_length_mean(&all), 5.0);
	assert_near(ai_length_sd(&all), 2.1380899);
	assert_int_equal(all.min, 2);
	assert_int_equal(all.max, 9);
	ai_length_merge(&first, &second);
	assert_memory_equal(&first, &all, sizeof all);
}

/* takeaway's actions read "take pebble": under this twin they read
 * "build pebble", so that the simulation counts builders. */
static void build_format(const void *state, const struct action *a, struct strbuf *out)
{
	struct strbuf take = STRBUF_INIT;
	takeaway_rules.format_action(state, a, &take);
	strbuf_printf(out, "build %s", strbuf_str(&take) + 5);
	strbuf_free(&take);
}

static struct game_rules building_rules(void)
{
	struct game_rules rules = takeaway_rules;
	rules.format_action = build_format;
	return rules;
}

static struct ai_sim_options options(uint64_t seed, long matches, int jobs)
{
	struct ai_sim_options o = {
		.matches = matches, .seed = seed, .players = 2, .kinds = { AI_RANDOM, AI_GREEDY },
		.card_keys = takeaway_cards, .card_count = 3, .shard = 1, .shards = 1, .jobs = jobs,
		.setup = "sets none",
	};
	return o;
}

static void run(const struct game_rules *rules, const struct ai_sim_options *o,
                struct ai_sim_report *report)
{
	struct match_setup setup;
	ai_default_setup(&setup, rules, NULL, 0);
	assert_int_equal(ai_sim_run(rules, NULL, &setup, o, report), 0);
}

static void text_of(const struct ai_sim_report *r, struct strbuf *text, struct strbuf *json)
{
	strbuf_reset(text);
	strbuf_reset(json);
	ai_sim_format_text(r, text);
	ai_sim_format_json(r, json);
}

static void test_sim_is_deterministic(void **unused)
{
	(void)unused;
	struct ai_sim_report a, b, c;
	struct ai_sim_options o7 = options(7, 400, 1), o8 = options(8, 400, 1);
	run(&takeaway_rules, &o7, &a);
	run(&takeaway_rules, &o7, &b);
	run(&takeaway_rules, &o8, &c);
	struct strbuf ta = STRBUF_INIT, tb = STRBUF_INIT, tc = STRBUF_INIT;
	struct strbuf ja = STRBUF_INIT, jb = STRBUF_INIT, jc = STRBUF_INIT;
	text_of(&a, &ta, &ja);
	text_of(&b, &tb, &jb);
	text_of(&c, &tc, &jc);
	assert_string_equal(strbuf_str(&ta), strbuf_str(&tb));
	assert_string_not_equal(strbuf_str(&ta), strbuf_str(&tc));
	assert_string_equal(strbuf_str(&ja), strbuf_str(&jb));
	assert_int_equal(strncmp(strbuf_str(&ja), "{\"game\":\"takeaway\",\"seed\":7,\"matches\":400,", 42), 0);
	strbuf_free(&ta);
	strbuf_free(&tb);
	strbuf_free(&tc);
	strbuf_free(&ja);
	strbuf_free(&jb);
	strbuf_free(&jc);
	ai_sim_report_free(&a);
	ai_sim_report_free(&b);
	ai_sim_report_free(&c);
}

/* Every match has a winner here, and every action names exactly one card,
 * drawn under takeaway's own words, built under the twin's. Greedy knows
 * the winning line of the game and beats random clearly: significantly. */
static void test_sim_statistics(void **unused)
{
	(void)unused;
	struct ai_sim_report r, built;
	struct ai_sim_options o = options(3, 400, 1);
	run(&takeaway_rules, &o, &r);
	assert_int_equal(r.matches, 400);
	assert_int_equal(r.won, 400);
	assert_int_equal(r.capped, 0);
	assert_int_equal(r.wins[0] + r.wins[1], 400);
	assert_true(r.wins[1] > 240);
	assert_int_equal(r.actions.count, 400);
	long drawn = 0;
	for (int k = 0; k < 3; k++) {
		assert_string_equal(r.cards[k].key, takeaway_cards[k]);
		drawn += r.cards[k].drawn;
		assert_int_equal(r.cards[k].built + r.cards[k].played + r.cards[k].builders, 0);
	}
	assert_int_equal(drawn, (long)r.actions.sum);

	struct game_rules rules = building_rules();
	run(&rules, &o, &built);
	long builds = 0;
	for (int k = 0; k < 3; k++) {
		const struct ai_sim_card *c = &built.cards[k];
		builds += c->built;
		assert_int_equal(c->drawn, 0);
		assert_in_range(c->builders, 1, 2 * 400);
		assert_true(c->builders_won <= c->builders);
		assert_true(c->builders <= c->built);
	}
	assert_int_equal(builds, (long)built.actions.sum);

	struct strbuf text = STRBUF_INIT;
	ai_sim_format_text(&r, &text);
	const char *t = strbuf_str(&text);
	assert_non_null(strstr(t, "takeaway: 400 matches, seed 3, random vs greedy\nset-up: sets none\n"));
	assert_non_null(strstr(t, "cards seen: 3 of 3;"));
	/* seat 2's wins are significant, and so is the first seat's
	 * disadvantage */
	char seat2[80];
	snprintf(seat2, sizeof seat2, "2     greedy   %5ld ", r.wins[1]);
	assert_non_null(strstr(t, seat2));
	assert_non_null(strstr(strstr(t, seat2), "% *\n"));
	assert_non_null(strstr(t, "a significant disadvantage of"));
	assert_non_null(strstr(t, "* significant: the 95% interval excludes 50.0%"));
	strbuf_free(&text);
	ai_sim_report_free(&r);
	ai_sim_report_free(&built);
}

static void test_sim_counts_capped_matches(void **unused)
{
	(void)unused;
	struct match_setup setup;
	ai_default_setup(&setup, &takeaway_rules, NULL, 0);
	setup.options[0].key = "stall";
	setup.options[0].value = "1";
	setup.option_count = 1;
	struct ai_sim_options o = options(1, 5, 1);
	o.caps.max_turns = 30;
	struct ai_sim_report r;
	assert_int_equal(ai_sim_run(&takeaway_rules, NULL, &setup, &o, &r), 0);
	assert_int_equal(r.matches, 5);
	assert_int_equal(r.capped, 5);
	assert_int_equal(r.won, 0);
	assert_int_equal(r.turns.min, 31);
	ai_sim_report_free(&r);
}

/* The seed of each match is fixed by its index: one, two, three or seven
 * jobs give the same report, byte for byte. */
static void test_jobs_give_the_same_report(void **unused)
{
	(void)unused;
	struct game_rules rules = building_rules();
	struct strbuf first = STRBUF_INIT, text = STRBUF_INIT, json = STRBUF_INIT;
	const int jobs[] = { 1, 2, 3, 7 };
	for (int j = 0; j < 4; j++) {
		struct ai_sim_options o = options(11, 301, jobs[j]);
		struct ai_sim_report r;
		run(&rules, &o, &r);
		text_of(&r, &text, &json);
		strbuf_puts(&text, strbuf_str(&json));
		if (j == 0)
			strbuf_puts(&first, strbuf_str(&text));
		else
			assert_string_equal(strbuf_str(&text), strbuf_str(&first));
		ai_sim_report_free(&r);
	}
	strbuf_free(&first);
	strbuf_free(&text);
	strbuf_free(&json);
}

/* A progress callback is called, last with every match done. */
static void count_progress(void *context, long done, long total)
{
	long *seen = context;
	seen[0]++;
	seen[1] = done;
	seen[2] = total;
}

static void test_progress_is_reported(void **unused)
{
	(void)unused;
	long seen[3] = { 0, 0, 0 };
	struct ai_sim_options o = options(5, 50, 2);
	o.progress = count_progress;
	o.progress_context = seen;
	struct ai_sim_report r;
	run(&takeaway_rules, &o, &r);
	assert_true(seen[0] >= 1);
	assert_int_equal(seen[1], 50);
	assert_int_equal(seen[2], 50);
	assert_int_equal(r.matches, 50);
	ai_sim_report_free(&r);
}

/* The shards of a series, each written as JSON, read back and merged, give
 * the report of one run of the whole series: its text and its JSON. */
static void test_merged_shards_equal_one_run(void **unused)
{
	(void)unused;
	struct game_rules rules = building_rules();
	struct ai_sim_options whole = options(21, 100, 1);
	struct ai_sim_report one, merged;
	run(&rules, &whole, &one);
	struct strbuf json = STRBUF_INIT, why = STRBUF_INIT;
	long played = 0;
	for (int k = 3; k >= 1; k--) {     /* in any order */
		struct ai_sim_options o = whole;
		o.shard = k;
		o.shards = 3;
		struct ai_sim_report shard, read;
		run(&rules, &o, &shard);
		assert_int_equal(shard.matches, ai_sim_shard_matches(&o));
		played += shard.matches;
		strbuf_reset(&json);
		ai_sim_format_json(&shard, &json);
		if (ai_sim_read_json(json.data, json.len, &read, &why) != 0)
			fail_msg("%s", strbuf_str(&why));
		if (k == 3)
			assert_int_equal(ai_sim_report_copy(&merged, &read), 0);
		else
			assert_int_equal(ai_sim_merge(&merged, &read, &why), 0);
		ai_sim_report_free(&shard);
		ai_sim_report_free(&read);
	}
	assert_int_equal(played, 100);
	merged.options.shard = merged.options.shards = 1;
	struct strbuf t1 = STRBUF_INIT, j1 = STRBUF_INIT, t2 = STRBUF_INIT, j2 = STRBUF_INIT;
	text_of(&one, &t1, &j1);
	text_of(&merged, &t2, &j2);
	assert_string_equal(strbuf_str(&t2), strbuf_str(&t1));
	assert_string_equal(strbuf_str(&j2), strbuf_str(&j1));
	ai_sim_report_free(&one);
	ai_sim_report_free(&merged);
	strbuf_free(&json);
	strbuf_free(&why);
	strbuf_free(&t1);
	strbuf_free(&j1);
	strbuf_free(&t2);
	strbuf_free(&j2);
}

/* A shard of another series is refused, naming what differs; so is a JSON
 * text that is no report, naming where. */
static void test_merge_refuses_another_series(void **unused)
{
	(void)unused;
	struct ai_sim_options a = options(21, 100, 1), b = options(22, 100, 1);
	a.shards = b.shards = 2;
	b.shard = 2;
	struct ai_sim_report ra, rb;
	run(&takeaway_rules, &a, &ra);
	run(&takeaway_rules, &b, &rb);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(ai_sim_merge(&ra, &rb, &why), -1);
	assert_string_equal(strbuf_str(&why), "not a shard of the same series: another seed");
	ai_sim_report_free(&ra);
	ai_sim_report_free(&rb);

	struct ai_sim_report r;
	strbuf_reset(&why);
	const char broken[] = "{\"game\":\"takeaway\",\n \"seed\": x}";
	assert_int_equal(ai_sim_read_json(broken, strlen(broken), &r, &why), -1);
	assert_string_equal(strbuf_str(&why), "line 2, column 10: a value expected");
	strbuf_reset(&why);
	const char partial[] = "{\"game\":\"takeaway\",\"setup\":\"\",\"seed\":1}";
	assert_int_equal(ai_sim_read_json(partial, strlen(partial), &r, &why), -1);
	assert_string_equal(strbuf_str(&why), "'matches' is missing or not a whole number from 1 to "
	                                      "9223372036854775807");
	strbuf_free(&why);
}

/* Two databases compared on the same seeds: a run against itself changes
 * nothing; greedy in place of random in seat 1 changes the wins
 * significantly. */
static void test_compare_marks_significant_changes(void **unused)
{
	(void)unused;
	struct game_rules rules = building_rules();
	struct ai_sim_options o = options(4, 300, 1), g = o;
	g.kinds[0] = AI_GREEDY;
	struct ai_sim_report a, b, c;
	run(&rules, &o, &a);
	run(&rules, &o, &b);
	run(&rules, &g, &c);
	struct strbuf text = STRBUF_INIT;
	ai_sim_format_compare(&a, "one", &b, "two", &text);
	assert_non_null(strstr(strbuf_str(&text), "\nbase: one\nchanged: two\n"));
	assert_non_null(strstr(strbuf_str(&text), "cards whose counts changed: 0\n"));
	assert_non_null(strstr(strbuf_str(&text), "excludes 0 (0 here)\n"));
	strbuf_reset(&text);
	ai_sim_format_compare(&a, "one", &c, "two", &text);
	const char *seat1 = strstr(strbuf_str(&text), "seat 1 wins");
	assert_non_null(seat1);
	assert_true(strchr(seat1, '\n')[-1] == '*');
	assert_null(strstr(strbuf_str(&text), "(0 here)"));
	strbuf_free(&text);
	ai_sim_report_free(&a);
	ai_sim_report_free(&b);
	ai_sim_report_free(&c);
}

/* The CSV: a header naming the documented columns, and one row per card. */
static void test_csv_columns(void **unused)
{
	(void)unused;
	struct game_rules rules = building_rules();
	struct ai_sim_options o = options(4, 50, 1);
	struct ai_sim_report r;
	run(&rules, &o, &r);
	struct strbuf csv = STRBUF_INIT;
	ai_sim_format_csv(&r, NULL, &csv);
	const char *t = strbuf_str(&csv);
	assert_int_equal(strncmp(t, "card,matches,drawn,built,played,revealed,builders,builders_won,"
	                            "win_rate,win_low,win_high,significant\n", 101), 0);
	char row[64];
	snprintf(row, sizeof row, "\npebble,50,0,%ld,0,0,%ld,%ld,", r.cards[0].built,
	         r.cards[0].builders, r.cards[0].builders_won);
	assert_non_null(strstr(t, row));
	int lines = 0;
	for (; *t; t++)
		lines += *t == '\n';
	assert_int_equal(lines, 4);
	strbuf_reset(&csv);
	ai_sim_format_csv(&r, "base", &csv);
	assert_int_equal(strncmp(strbuf_str(&csv), "database,card,", 14), 0);
	assert_non_null(strstr(strbuf_str(&csv), "\nbase,pebble,50,"));
	strbuf_free(&csv);
	ai_sim_report_free(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wilson_known_values),
		cmocka_unit_test(test_difference_known_values),
		cmocka_unit_test(test_length_figures),
		cmocka_unit_test(test_sim_is_deterministic),
		cmocka_unit_test(test_sim_statistics),
		cmocka_unit_test(test_sim_counts_capped_matches),
		cmocka_unit_test(test_jobs_give_the_same_report),
		cmocka_unit_test(test_progress_is_reported),
		cmocka_unit_test(test_merged_shards_equal_one_run),
		cmocka_unit_test(test_merge_refuses_another_series),
		cmocka_unit_test(test_compare_marks_significant_changes),
		cmocka_unit_test(test_csv_columns),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
