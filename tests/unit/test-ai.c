/*
 * The computer players against the takeaway test game: random picks every
 * legal action and nothing else, greedy picks the best-scoring one, the
 * search takes a win it sees, repeats itself for a seed and a budget in
 * playouts, spends nothing on a forced action and beats random; none
 * allocates while it chooses. The seat names of the levels parse.
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

/* The library is linked with --wrap for these, so every allocation made
 * by its code (and by this file) passes here and is counted. */
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *p, size_t size);

static long allocations;

void *__wrap_malloc(size_t size)
{
	allocations++;
	return __real_malloc(size);
}

void *__wrap_calloc(size_t count, size_t size)
{
	allocations++;
	return __real_calloc(count, size);
}

void *__wrap_realloc(void *p, size_t size)
{
	allocations++;
	return __real_realloc(p, size);
}

static void new_match(struct takeaway *g, uint64_t seed)
{
	struct match_setup setup;
	ai_default_setup(&setup, &takeaway_rules, NULL, seed);
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(takeaway_rules.init(g, NULL, NULL, &setup, &diags), 0);
	diag_list_free(&diags);
}

static void test_kind_names(void **unused)
{
	(void)unused;
	assert_int_equal(ai_kind_by_name("random"), AI_RANDOM);
	assert_int_equal(ai_kind_by_name("greedy"), AI_GREEDY);
	assert_int_equal(ai_kind_by_name("uniform"), AI_UNIFORM);
	assert_int_equal(ai_kind_by_name("Greedy"), -1);
	assert_int_equal(ai_kind_by_name(""), -1);
	assert_string_equal(ai_kind_name(AI_RANDOM), "random");
	assert_string_equal(ai_kind_name(AI_GREEDY), "greedy");
	assert_string_equal(ai_kind_name(AI_SEARCH), "search");
	for (int k = 0; k < AI_KIND_COUNT; k++)
		assert_int_equal(ai_kind_by_name(ai_kind_name((enum ai_kind)k)), k);
}

static void test_scratch_holds_clone_and_actions(void **unused)
{
	(void)unused;
	size_t size = ai_scratch_size(&takeaway_rules);
	assert_true(size >= sizeof(struct takeaway) + GAME_MAX_ACTIONS * sizeof(struct action));
}

/* From a pile of 3, all three takes are legal: 3000 draws hit each of them
 * roughly 1000 times, and never anything else. */
static void test_random_covers_legal_actions(void **unused)
{
	(void)unused;
	struct takeaway g, before;
	new_match(&g, 11);
	g.pile = 3;
	g.start = 3 + g.blown + g.taken[0] + g.taken[1];
	before = g;
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 5);
	int seen[4] = { 0 };
	for (int i = 0; i < 3000; i++) {
		struct action a;
		assert_int_equal(ai_choose(AI_RANDOM, &takeaway_rules, &g, &rng, scratch, &a), 0);
		assert_int_equal(a.kind, 0);
		assert_in_range(a.arg[0], 1, 3);
		seen[a.arg[0]]++;
	}
	for (int k = 1; k <= 3; k++)
		assert_in_range(seen[k], 800, 1200);
	/* The match, its generator included, is untouched. */
	assert_memory_equal(&g, &before, sizeof g);
	free(scratch);
}

/* With two stones left only two takes are legal. */
static void test_random_only_legal(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 3);
	g.pile = 2;
	g.start = 2 + g.blown + g.taken[0] + g.taken[1];
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 9);
	int seen[4] = { 0 };
	for (int i = 0; i < 500; i++) {
		struct action a;
		assert_int_equal(ai_choose(AI_RANDOM, &takeaway_rules, &g, &rng, scratch, &a), 0);
		assert_in_range(a.arg[0], 1, 2);
		seen[a.arg[0]]++;
	}
	assert_true(seen[1] > 0 && seen[2] > 0);
	free(scratch);
}

static void test_no_choice_when_over(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 1);
	g.current = -1;
	g.winner = 0;
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 1);
	struct action a = { 7, { 7 } };
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		assert_int_equal(ai_choose((enum ai_kind)k, &takeaway_rules, &g, &rng, scratch, &a), -1);
		assert_int_equal(a.kind, 7);
	}
	free(scratch);
}

/* Three stones left: taking them all wins, whatever else scores. */
static void test_greedy_takes_the_win(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 2);
	g.pile = 3;
	g.start = 3 + g.blown + g.taken[0] + g.taken[1];
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 4);
	for (int i = 0; i < 50; i++) {
		struct action a;
		assert_int_equal(ai_choose(AI_GREEDY, &takeaway_rules, &g, &rng, scratch, &a), 0);
		assert_int_equal(a.arg[0], 3);
	}
	free(scratch);
}

/* In every position of many matches, the greedy choice scores as well as
 * the best legal action, each scored on a clone as greedy scores it. */
static void test_greedy_picks_best_score(void **unused)
{
	(void)unused;
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 8);
	int positions = 0;
	for (uint64_t seed = 0; seed < 40; seed++) {
		struct takeaway g;
		new_match(&g, seed);
		while (g.current >= 0) {
			struct action legal[GAME_MAX_ACTIONS], chosen;
			size_t n = takeaway_rules.legal(&g, legal, GAME_MAX_ACTIONS);
			double best = 0, score_of_chosen = 0;
			assert_int_equal(ai_choose(AI_GREEDY, &takeaway_rules, &g, &rng, scratch, &chosen), 0);
			for (size_t i = 0; i < n; i++) {
				struct takeaway clone = g;
				assert_int_equal(takeaway_rules.apply(&clone, &legal[i]), 0);
				double s = ai_greedy_score(&takeaway_rules, &clone, g.current);
				if (i == 0 || s > best)
					best = s;
				if (memcmp(&legal[i], &chosen, sizeof chosen) == 0)
					score_of_chosen = s;
			}
			assert_true(score_of_chosen == best);
			assert_int_equal(takeaway_rules.apply(&g, &chosen), 0);
			positions++;
		}
	}
	assert_true(positions > 100);
	free(scratch);
}

static double flat_evaluate(const void *state, int player)
{
	(void)state;
	(void)player;
	return 0;
}

/* When every action scores the same, the player's rng decides, over all of
 * them: greedy does not favour the first of the list. */
static void test_greedy_breaks_ties_at_random(void **unused)
{
	(void)unused;
	struct game_rules flat = takeaway_rules;
	flat.evaluate = flat_evaluate;
	struct takeaway g;
	new_match(&g, 6);
	g.pile = 9;
	g.start = 9 + g.blown + g.taken[0] + g.taken[1];
	void *scratch = malloc(ai_scratch_size(&flat));
	struct rng rng;
	rng_seed(&rng, 12);
	int seen[4] = { 0 };
	for (int i = 0; i < 3000; i++) {
		struct action a;
		assert_int_equal(ai_choose(AI_GREEDY, &flat, &g, &rng, scratch, &a), 0);
		seen[a.arg[0]]++;
	}
	for (int k = 1; k <= 3; k++)
		assert_in_range(seen[k], 800, 1200);
	free(scratch);
}

/* A stopped playout in which every player stands level counts as one
 * chance in n for each of n players, as at a fair table: the estimates
 * hint shows read 50 % at two players and 25 % at four, not 50 % at any
 * table. */
static void test_search_chance_is_fair_share(void **unused)
{
	(void)unused;
	struct game_rules flat = takeaway_rules;
	flat.evaluate = flat_evaluate;
	struct takeaway g;
	new_match(&g, 6);
	g.pile = 60;
	g.start = 60 + g.blown + g.taken[0] + g.taken[1];
	const struct ai_budget budget = { 90, 0, 1 };
	for (int players = 2; players <= 4; players += 2) {
		struct ai_search *search = ai_search_new(&flat, players);
		struct rng rng;
		rng_seed(&rng, 3);
		struct ai_search_estimate best[3];
		int n = ai_search_rank(search, &g, &budget, &rng, best, 3);
		assert_int_equal(n, 3);
		for (int i = 0; i < n; i++)
			assert_true(best[i].win_rate > 1.0 / players - 1e-9 &&
			            best[i].win_rate < 1.0 / players + 1e-9);
		ai_search_free(search);
	}
}

/* A list of three kinds: eight actions of kind 0, one of kind 1, one of
 * kind 2. The takeaway match under it only says who decides. */
static size_t three_kinds_legal(const void *state, struct action *out, size_t max)
{
	(void)state;
	size_t n = 0;
	for (int i = 0; i < 8 && n < max; i++)
		out[n++] = (struct action){ .kind = 0, .arg = { (int16_t)i } };
	if (n < max)
		out[n++] = (struct action){ .kind = 1 };
	if (n < max)
		out[n++] = (struct action){ .kind = 2 };
	return n;
}

static bool kind_two_sets_back(const void *state, const struct action *action)
{
	(void)state;
	return action->kind == 2;
}

/* Draws 3000 choices of kind from g under rules; counts them by kind and
 * by the first argument of kind 0. */
static void draw_many(enum ai_kind kind, const struct game_rules *rules, const struct takeaway *g,
                      int by_kind[3], int by_arg[8])
{
	void *scratch = malloc(ai_scratch_size(rules));
	struct rng rng;
	rng_seed(&rng, 21);
	for (int i = 0; i < 3000; i++) {
		struct action a;
		assert_int_equal(ai_choose(kind, rules, g, &rng, scratch, &a), 0);
		assert_in_range(a.kind, 0, 2);
		by_kind[a.kind]++;
		if (a.kind == 0)
			by_arg[a.arg[0]]++;
	}
	free(scratch);
}

/* random picks the kind first: each of the three kinds a third of the
 * time, though kind 0 has eight actions; uniform picks each action a
 * tenth of the time. */
static void test_random_picks_kind_first(void **unused)
{
	(void)unused;
	struct game_rules three = takeaway_rules;
	three.legal = three_kinds_legal;
	struct takeaway g;
	new_match(&g, 4);
	int kinds[3] = { 0 }, args[8] = { 0 };
	draw_many(AI_RANDOM, &three, &g, kinds, args);
	for (int k = 0; k < 3; k++)
		assert_in_range(kinds[k], 850, 1150);
	for (int i = 0; i < 8; i++)
		assert_in_range(args[i], 75, 175);    /* a third of 3000, split eight ways */
	int ukinds[3] = { 0 }, uargs[8] = { 0 };
	draw_many(AI_UNIFORM, &three, &g, ukinds, uargs);
	assert_in_range(ukinds[0], 2250, 2550);
	assert_in_range(ukinds[1], 220, 380);
	assert_in_range(ukinds[2], 220, 380);
}

/* An action the game calls a setback is put back 19 times in 20: of a
 * third of 3000 draws, about 50 stay; the other kinds share the rest. */
static void test_random_seldom_sets_back(void **unused)
{
	(void)unused;
	struct game_rules three = takeaway_rules;
	three.legal = three_kinds_legal;
	three.setback = kind_two_sets_back;
	struct takeaway g;
	new_match(&g, 4);
	int kinds[3] = { 0 }, args[8] = { 0 };
	draw_many(AI_RANDOM, &three, &g, kinds, args);
	assert_in_range(kinds[2], 20, 90);
	assert_in_range(kinds[0], 1300, 1650);
	assert_in_range(kinds[1], 1300, 1650);
}

/* Whole matches of both players: not one allocation while choosing. */
static void test_choosing_allocates_nothing(void **unused)
{
	(void)unused;
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct rng rng;
	rng_seed(&rng, 3);
	struct ai_search *search = ai_search_new(&takeaway_rules, 2);
	assert_non_null(search);
	const struct ai_budget budget = { 30, 0, 1 };
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		for (uint64_t seed = 0; seed < 10; seed++) {
			struct takeaway g;
			new_match(&g, seed);
			long before = allocations;
			while (g.current >= 0) {
				struct action a;
				if (k == AI_SEARCH)
					assert_int_equal(ai_search_choose(search, &g, &budget, &rng, &a), 0);
				else
					assert_int_equal(ai_choose((enum ai_kind)k, &takeaway_rules, &g, &rng,
					                           scratch, &a), 0);
				assert_int_equal(takeaway_rules.apply(&g, &a), 0);
			}
			assert_int_equal(allocations, before);
		}
	}
	/* The counter does count what the library allocates. */
	long before = allocations;
	struct strbuf sb = STRBUF_INIT;
	strbuf_puts(&sb, "grows");
	assert_true(allocations > before);
	strbuf_free(&sb);
	ai_search_free(search);
	free(scratch);
}

static void parses(const char *name, enum ai_kind kind, long playouts, double seconds)
{
	enum ai_kind k;
	struct ai_budget b;
	assert_int_equal(ai_level_parse(name, &k, &b), 0);
	assert_int_equal(k, kind);
	assert_int_equal(b.playouts, playouts);
	assert_true(b.seconds == seconds);
}

static void test_level_names(void **unused)
{
	(void)unused;
	parses("easy", AI_RANDOM, 0, 0);
	parses("random", AI_RANDOM, 0, 0);
	parses("normal", AI_GREEDY, 0, 0);
	parses("greedy", AI_GREEDY, 0, 0);
	parses("hard", AI_SEARCH, 0, AI_HARD_SECONDS);
	parses("expert", AI_SEARCH, 0, AI_EXPERT_SECONDS);
	parses("search:1", AI_SEARCH, 1, 0);
	parses("search:400", AI_SEARCH, 400, 0);
	parses("search:2.5s", AI_SEARCH, 0, 2.5);
	parses("search:3s", AI_SEARCH, 0, 3);
	parses("search:400/2", AI_SEARCH, 400, 0);
	parses("search:2.5s/16", AI_SEARCH, 0, 2.5);
	enum ai_kind kind;
	struct ai_budget threaded;
	assert_int_equal(ai_level_parse("search:400/2", &kind, &threaded), 0);
	assert_int_equal(threaded.threads, 2);
	assert_int_equal(ai_level_parse("hard", &kind, &threaded), 0);
	assert_int_equal(threaded.threads, 0);
	static const char *const wrong[] = {
		"search:400/", "search:400/1", "search:400/0", "search:400/02", "search:400/17",
		"search:400/2/2", "search:/2", "search:2.5s/x", "hard/2",
		"", "Hard", "search", "search:", "search:0", "search:-5", "search:+5", "search: 5",
		"search:1.5", "search:s", "search:0s", "search:.5s", "search:2.5ss", "search:1e3s",
		"search:5s5", "search:99999999999", "search:4000s", "human",
	};
	for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
		enum ai_kind k;
		struct ai_budget b;
		assert_int_equal(ai_level_parse(wrong[i], &k, &b), -1);
	}
	char name[32];
	struct ai_budget b = { 200, 0, 1 };
	ai_level_name(AI_SEARCH, &b, name, sizeof name);
	assert_string_equal(name, "search:200");
	b = (struct ai_budget){ 0, 2.5, 1 };
	ai_level_name(AI_SEARCH, &b, name, sizeof name);
	assert_string_equal(name, "search:2.5s");
	ai_level_name(AI_GREEDY, &b, name, sizeof name);
	assert_string_equal(name, "greedy");
	b = (struct ai_budget){ 200, 0, 4 };
	ai_level_name(AI_SEARCH, &b, name, sizeof name);
	assert_string_equal(name, "search:200/4");
}

/* Three stones left: the search takes them all and wins, and says so. */
static void test_search_takes_the_win(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 2);
	g.pile = 3;
	g.start = 3 + g.blown + g.taken[0] + g.taken[1];
	struct ai_search *search = ai_search_new(&takeaway_rules, 2);
	struct rng rng;
	rng_seed(&rng, 4);
	const struct ai_budget budget = { 200, 0, 1 };
	struct ai_search_estimate best[3];
	assert_int_equal(ai_search_rank(search, &g, &budget, &rng, best, 3), 3);
	assert_int_equal(best[0].action.arg[0], 3);
	assert_true(best[0].win_rate > 0.99);
	assert_true(best[0].visits >= best[1].visits && best[1].visits >= best[2].visits);
	assert_int_equal(ai_search_playouts(search), 200);
	ai_search_free(search);
}

/* Two searches, each seeded alike at every move, rank alike move after
 * move of whole matches (seeds 0..matches-1, mixed with the turn by mix),
 * the best action played. */
static void searches_agree(struct ai_search *one, struct ai_search *two,
                           const struct ai_budget *budget, uint64_t matches, uint64_t mix)
{
	for (uint64_t seed = 0; seed < matches; seed++) {
		struct takeaway g;
		new_match(&g, seed);
		while (g.current >= 0) {
			struct rng a, b;
			rng_seed(&a, seed * mix + (uint64_t)g.turn);
			rng_seed(&b, seed * mix + (uint64_t)g.turn);
			struct ai_search_estimate x[3], y[3];
			int n = ai_search_rank(one, &g, budget, &a, x, 3);
			assert_int_equal(ai_search_rank(two, &g, budget, &b, y, 3), n);
			assert_true(n > 0);
			assert_memory_equal(x, y, (size_t)n * sizeof x[0]);
			assert_int_equal(takeaway_rules.apply(&g, &x[0].action), 0);
		}
	}
}

/* On several threads (root parallelism) the search still finds the win,
 * spends exactly its playouts among the threads, and repeats itself for
 * the same seed, budget and threads, whatever the threads' timing. */
static void test_search_threads(void **unused)
{
	(void)unused;
	struct ai_search *one = ai_search_new(&takeaway_rules, 2);
	struct ai_search *two = ai_search_new(&takeaway_rules, 2);
	const struct ai_budget budget = { 301, 0, 3 };
	struct takeaway g;
	new_match(&g, 2);
	g.pile = 3;
	g.start = 3 + g.blown + g.taken[0] + g.taken[1];
	struct rng rng;
	rng_seed(&rng, 4);
	struct ai_search_estimate best[3];
	assert_int_equal(ai_search_rank(one, &g, &budget, &rng, best, 3), 3);
	assert_int_equal(best[0].action.arg[0], 3);
	assert_true(best[0].win_rate > 0.99);
	assert_int_equal(ai_search_playouts(one), 301);
	long visits = best[0].visits + best[1].visits + best[2].visits;
	assert_true(visits > 0 && visits <= 301);
	searches_agree(one, two, &budget, 3, 5);
	ai_search_free(one);
	ai_search_free(two);
}

/* The same seed and budget in playouts: the same choice and the same
 * estimates, move after move of whole matches. */
static void test_search_repeats_itself(void **unused)
{
	(void)unused;
	struct ai_search *one = ai_search_new(&takeaway_rules, 2);
	struct ai_search *two = ai_search_new(&takeaway_rules, 2);
	const struct ai_budget budget = { 60, 0, 1 };
	searches_agree(one, two, &budget, 5, 7);
	ai_search_free(one);
	ai_search_free(two);
}

/* One stone left: one legal action, taken without a playout, whatever the
 * budget. */
static void test_search_spends_nothing_on_force(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 3);
	g.pile = 1;
	g.start = 1 + g.blown + g.taken[0] + g.taken[1];
	struct ai_search *search = ai_search_new(&takeaway_rules, 2);
	struct rng rng;
	rng_seed(&rng, 1);
	const struct ai_budget budget = { 0, AI_EXPERT_SECONDS, 1 };
	struct action a;
	assert_int_equal(ai_search_choose(search, &g, &budget, &rng, &a), 0);
	assert_int_equal(a.arg[0], 1);
	assert_int_equal(ai_search_playouts(search), 0);
	/* over: nothing to choose */
	assert_int_equal(takeaway_rules.apply(&g, &a), 0);
	assert_int_equal(ai_search_choose(search, &g, &budget, &rng, &a), -1);
	ai_search_free(search);
}

/* A budget in time makes at least one playout and comes back. */
static void test_search_within_time(void **unused)
{
	(void)unused;
	struct takeaway g;
	new_match(&g, 5);
	struct ai_search *search = ai_search_new(&takeaway_rules, 2);
	struct rng rng;
	rng_seed(&rng, 1);
	const struct ai_budget budget = { 0, 0.01, 1 };
	struct action a;
	assert_int_equal(ai_search_choose(search, &g, &budget, &rng, &a), 0);
	assert_true(ai_search_playouts(search) > 0);
	ai_search_free(search);
}

/* The search against random, each in both seats: it wins most matches. */
static void test_search_beats_random(void **unused)
{
	(void)unused;
	void *scratch = malloc(ai_scratch_size(&takeaway_rules));
	struct ai_search *search = ai_search_new(&takeaway_rules, 2);
	struct rng rng;
	rng_seed(&rng, 9);
	const struct ai_budget budget = { 100, 0, 1 };
	int wins = 0, matches = 100;
	for (int m = 0; m < matches; m++) {
		struct takeaway g;
		new_match(&g, 100 + (uint64_t)m);
		int seat = m % 2;
		while (g.current >= 0) {
			struct action a;
			if (g.current == seat)
				assert_int_equal(ai_search_choose(search, &g, &budget, &rng, &a), 0);
			else
				assert_int_equal(ai_choose(AI_RANDOM, &takeaway_rules, &g, &rng, scratch, &a), 0);
			assert_int_equal(takeaway_rules.apply(&g, &a), 0);
		}
		wins += g.winner == seat;
	}
	assert_true(wins >= matches * 8 / 10);
	ai_search_free(search);
	free(scratch);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kind_names),
		cmocka_unit_test(test_scratch_holds_clone_and_actions),
		cmocka_unit_test(test_random_covers_legal_actions),
		cmocka_unit_test(test_random_only_legal),
		cmocka_unit_test(test_no_choice_when_over),
		cmocka_unit_test(test_greedy_takes_the_win),
		cmocka_unit_test(test_greedy_picks_best_score),
		cmocka_unit_test(test_greedy_breaks_ties_at_random),
		cmocka_unit_test(test_random_picks_kind_first),
		cmocka_unit_test(test_random_seldom_sets_back),
		cmocka_unit_test(test_choosing_allocates_nothing),
		cmocka_unit_test(test_level_names),
		cmocka_unit_test(test_search_threads),
		cmocka_unit_test(test_search_chance_is_fair_share),
		cmocka_unit_test(test_search_takes_the_win),
		cmocka_unit_test(test_search_repeats_itself),
		cmocka_unit_test(test_search_spends_nothing_on_force),
		cmocka_unit_test(test_search_within_time),
		cmocka_unit_test(test_search_beats_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
