/*
 * The effect interpreter against the fake game: what each form does, the
 * suspension and resumption of choices, the step limit, copies of a
 * suspended run, and that running allocates nothing.
 *
 * Linked with -Wl,--wrap=malloc (and calloc, realloc): every allocation
 * made by the library's code is counted.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "effect-fixture.h"
#include "effect/code.h"
#include "effect/effect.h"

static size_t allocations;

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);

void *__wrap_malloc(size_t size)
{
	allocations++;
	return __real_malloc(size);
}

void *__wrap_calloc(size_t n, size_t size)
{
	allocations++;
	return __real_calloc(n, size);
}

void *__wrap_realloc(void *p, size_t size)
{
	allocations++;
	return __real_realloc(p, size);
}

static struct effect_program *must_compile(const char *text)
{
	char errors[2048];
	struct effect_program *p = compile_text(text, errors, sizeof errors);
	if (!p)
		fail_msg("%s\n%s", text, errors);
	return p;
}

/* Runs the first handler of text for player 0, card 0, and returns the log. */
static const char *run_text(struct fake_game *g, const char *text, const int32_t *answers,
                            int n, enum effect_status want)
{
	struct effect_program *p = must_compile(text);
	enum effect_status s = run_with_answers(p, 0, g, 0, 0, answers, n);
	effect_program_free(p);
	if (s != want)
		fail_msg("%s: status %s, want %s", text, effect_status_name(s), effect_status_name(want));
	return g->log;
}

static void test_gain_pay_take_give(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	g.resources[1][TR_WOOL] = 2;
	g.resources[0][TR_ORE] = 1;
	assert_string_equal(run_text(&g, "(on play (gain self gold (+ 1 1)) (pay self ore 1)"
	                                 " (take self opponent wool 2) (give self opponent ore 1))",
	                             NULL, 0, EFFECT_DONE),
	                    "gain 0 5 2\npay 0 4 1\ntransfer 1 0 3 2\ntransfer 0 1 4 1\n");
	assert_int_equal(g.resources[0][TR_GOLD], 2);
	assert_int_equal(g.resources[0][TR_WOOL], 2);
	assert_int_equal(g.resources[1][TR_WOOL], 0);
	assert_int_equal(g.resources[0][TR_ORE], 0);
}

static void test_arithmetic_and_control(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	g.resources[0][TR_GRAIN] = 4;
	assert_string_equal(
		run_text(&g,
		         "(on play (let n (resources self grain))"
		         " (gain self wool (- (* n 3) (/ n 2) (/ 7 0)))"   /* 12 - 2 - 0 */
		         " (if (and (> n 3) (not (= n 5))) (gain self ore (max 1 (min n 2))) (gain self ore 9))"
		         " (when (or (< n 0) (!= n 4)) (gain self ore 99))"
		         " (unless (<= n 0) (gain self brick (if (>= n 4) 1 2)))"
		         " (repeat 3 (pay self grain 1))"
		         " (repeat (- 2) (pay self grain 1))"
		         " (gain self lumber (- 5)))",
		         NULL, 0, EFFECT_DONE),
		"gain 0 3 10\ngain 0 4 2\ngain 0 1 1\npay 0 2 1\npay 0 2 1\npay 0 2 1\ngain 0 0 -5\n");
}

static void test_loops_over_players_and_cards(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 3);
	g.active = 1;
	assert_string_equal(run_text(&g, "(on reveal (for p each (gain p wool 1)))", NULL, 0, EFFECT_DONE),
	                    "gain 1 3 1\ngain 2 3 1\ngain 0 3 1\n");
	fake_init(&g, 3);
	assert_string_equal(run_text(&g, "(on play (for p others (gain p ore 1)))", NULL, 0, EFFECT_DONE),
	                    "gain 1 4 1\ngain 2 4 1\n");
	/* Plague: every region of each player loses 1, unless a Garrison guards it */
	fake_init(&g, 2);
	fake_add(&g, TC_PLAGUE, TEST_ZONE_OUT, 0, 0);
	int32_t f0 = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 1);
	int32_t w0 = fake_add(&g, TC_FOREST, TEST_ZONE_PRINCIPALITY, 0, 2);
	int32_t f1 = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 1, 1);
	fake_add(&g, TC_GARRISON, TEST_ZONE_PRINCIPALITY, 1, 5);
	g.cards[f0].stock = 2;
	g.cards[w0].stock = 1;
	g.cards[f1].stock = 3;
	assert_string_equal(
		run_text(&g, "(on reveal (for p each (for-card r (in (principality p) (kind region) (exposed))"
		             " (add-stock r -1))))", NULL, 0, EFFECT_DONE),
		"stock 1 = 1\nstock 2 = 0\n");
	assert_int_equal(g.cards[f1].stock, 3);
}

static void test_questions(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	int32_t abbey = fake_add(&g, TC_ABBEY, TEST_ZONE_PRINCIPALITY, 0, 0);
	int32_t fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 1);
	fake_add(&g, TC_FOREST, TEST_ZONE_PRINCIPALITY, 0, 9);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 1, 0);
	g.cards[fields].stock = 2;
	g.points[1][TEST_POINTS_VP] = 5;
	g.holder[TEST_ADV_STRENGTH] = 0;
	(void)abbey;
	assert_string_equal(
		run_text(&g,
		         "(on play"
		         " (when (has self \"Kloster\") (gain self wool 1))"
		         " (when (has self university) (gain self wool 100))"
		         " (when (holds self strength) (gain self ore 1))"
		         " (when (holds opponent strength) (gain self ore 100))"
		         " (gain self grain (count (hand opponent)))"
		         " (gain self brick (count (in (principality self) (near this))))"
		         " (gain self gold (total-stock (principality self)))"
		         " (gain self lumber (points opponent vp))"
		         " (when (exists (in (hand opponent) (card spy))) (gain self wool 2))"
		         " (when (= (owner (top (hand opponent))) opponent) (gain self wool 3)))",
		         NULL, 0, EFFECT_DONE),
		"gain 0 3 1\ngain 0 4 1\ngain 0 2 1\ngain 0 1 1\ngain 0 5 2\ngain 0 0 5\ngain 0 3 2\n"
		"gain 0 3 3\n");
}

/* A choice suspends the run; the answer resumes it where it stopped. */
static void test_suspend_and_resume(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	g.resources[1][TR_WOOL] = 1;
	g.resources[1][TR_ORE] = 2;
	struct effect_program *p = must_compile(
		"(on play (repeat 2 (take self opponent"
		" (choose-resource self (> (resources opponent subject) 0)) 1)) (gain self gold 1))");
	struct effect_run run;
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, 0, &ctx), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.player, 0);
	assert_int_equal(run.decision.kind, EFFECT_DECIDE_RESOURCE);
	assert_int_equal(run.decision.count, 2);
	assert_int_equal(run.decision.options[0], TR_WOOL);
	assert_int_equal(run.decision.options[1], TR_ORE);
	/* still pending without an answer; an illegal answer is refused */
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(effect_answer(&run, TR_GOLD), -1);
	assert_int_equal(effect_answer(&run, EFFECT_NONE), -1);
	/* a copy of a suspended run goes on alone: the run holds no pointers */
	struct effect_run copy;
	memcpy(&copy, &run, sizeof run);
	assert_int_equal(effect_answer(&run, TR_WOOL), 0);
	assert_int_equal(effect_answer(&run, TR_ORE), -1); /* already answered */
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	/* only ore was left: one option that must be taken is taken without asking */
	assert_string_equal(g.log, "transfer 1 0 3 1\ntransfer 1 0 4 1\ngain 0 5 1\n");
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_STATE);

	struct fake_game g2;
	fake_init(&g2, 2);
	g2.resources[1][TR_WOOL] = 1;
	g2.resources[1][TR_ORE] = 2;
	assert_int_equal(effect_answer(&copy, TR_ORE), 0);
	assert_int_equal(effect_run(&copy, p, &test_host, &g2), EFFECT_PENDING);
	assert_int_equal(copy.decision.count, 2);
	assert_int_equal(effect_answer(&copy, TR_WOOL), 0);
	assert_int_equal(effect_run(&copy, p, &test_host, &g2), EFFECT_DONE);
	assert_string_equal(g2.log, "transfer 1 0 4 1\ntransfer 1 0 3 1\ngain 0 5 1\n");
	effect_program_free(p);
}

static void test_choices_of_every_kind(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	int32_t knight = fake_add(&g, TC_KNIGHT, TEST_ZONE_HAND, 1, 0);
	int32_t fleet = fake_add(&g, TC_FLEET, TEST_ZONE_HAND, 1, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 1, 0);
	/* a card of a filtered zone; a number; a stack; yes/no; a player; a site */
	int32_t answers[] = { fleet, 4, 2, 0, 1, 102 };
	assert_string_equal(
		run_text(&g,
		         "(on play (move (choose self (in (hand opponent) (kind unit))) (hand self))"
		         " (set-die production (choose-number self 1 6))"
		         " (move (top (hand self)) (stack (choose-stack self)))"
		         " (when (confirm self) (gain self wool 1))"
		         " (gain (choose-player self) ore 1)"
		         " (place robber self (choose-site self robber)))",
		         answers, 6, EFFECT_DONE),
		"move 2 to 0/0\ndie 0 = 4\nmove 0 to 3/2\ngain 1 4 1\nact 15 0 0 102 0\n");
	(void)knight;
	/* optional: "none" is an answer; nothing to choose: none without asking */
	fake_init(&g, 2);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 1, 0);
	int32_t none[] = { EFFECT_NONE };
	assert_string_equal(
		run_text(&g, "(on play (move (choose self (hand opponent) optional) (hand self))"
		             " (move (choose self (in (hand opponent) (kind unit))) (hand self))"
		             " (gain self wool 1))",
		         none, 1, EFFECT_DONE),
		"gain 0 3 1\n");
}

/* Arsonist against Bishop: the attacked player may counter; the die decides. */
static void test_counter_and_duel(void **state)
{
	(void)state;
	const char *arsonist =
		"(on play (let c (offer-counter opponent))"
		" (when (!= c none) (move c (discard opponent)))"
		" (if (<= (roll) (if (= c none) 5 2))"
		"   (return (choose self (in (principality opponent) (kind building))))"
		"   (return (choose opponent (in (principality self) (kind building))))))";
	struct effect_program *p = must_compile(arsonist);
	struct fake_game g;
	fake_init(&g, 2);
	int32_t me = fake_add(&g, TC_ARSONIST, TEST_ZONE_HAND, 0, 0);
	int32_t bishop = fake_add(&g, TC_BISHOP, TEST_ZONE_HAND, 1, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_PRINCIPALITY, 1, 0);
	fake_add(&g, TC_LIBRARY, TEST_ZONE_PRINCIPALITY, 0, 0);
	g.rolls[0] = 4;
	g.nrolls = 1;
	struct effect_run run;
	struct effect_context ctx = { 0, me, EFFECT_NONE };
	effect_start(&run, p, 0, &ctx);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.kind, EFFECT_DECIDE_COUNTER);
	assert_int_equal(run.decision.player, 1);
	assert_true(run.decision.optional);
	assert_int_equal(run.decision.options[0], bishop);
	assert_int_equal(effect_answer(&run, bishop), 0);
	/* countered: a 4 backfires, the attacker loses his own (only) building */
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	assert_string_equal(g.log, "move 1 to 2/1\nroll 4\nmove 3 to 0/0\n");
	effect_program_free(p);
}

static void test_require_and_stop(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	assert_string_equal(run_text(&g, "(on play (gain self wool 1) (stop) (gain self wool 2))",
	                             NULL, 0, EFFECT_DONE), "gain 0 3 1\n");
	fake_init(&g, 2);
	assert_string_equal(run_text(&g, "(on play (require (exists (principality opponent)))"
	                                 " (gain self wool 1))", NULL, 0, EFFECT_REFUSED), "");
}

static void test_remember(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	int32_t answers[] = { TR_ORE };
	assert_string_equal(run_text(&g, "(on play (remember (choose-resource self)) (gain self (memory) 1))",
	                             answers, 1, EFFECT_DONE),
	                    "remember 0 4\ngain 0 4 1\n");
}

/* A runaway loop ends in an error, not a hang: by code or by data. */
static void test_step_limit(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	struct effect_program *p = must_compile("(on play (repeat (* 1000 1000) (pay self wool 0)))");
	struct effect_run run;
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	effect_start(&run, p, 0, &ctx);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_STEPS);
	assert_string_equal(effect_error_name(run.error), "step limit reached");
	effect_program_free(p);

	fake_init(&g, 2);
	g.resources[1][TR_WOOL] = 9;
	p = must_compile("(on play (repeat (* (* (resources opponent) 1000) 100) (pay self wool 0)))");
	effect_start(&run, p, 0, &ctx);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_STEPS);
	effect_program_free(p);

	/* a host that reports more cards than a list holds is cut at EFFECT_LIST_MAX */
	fake_init(&g, 2);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	g.huge_list = 1000000;
	p = must_compile("(on play (gain self wool (count (hand self))))");
	effect_start(&run, p, 0, &ctx);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	assert_string_equal(g.log, "gain 0 3 64\n");
	effect_program_free(p);
}

/* Runs the first handler of text for player 0, card 0, to its end;
 * returns its status and the steps it took in *steps. */
static enum effect_status steps_of(struct fake_game *g, const char *text, uint32_t *steps)
{
	struct effect_program *p = must_compile(text);
	struct effect_run run;
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	effect_start(&run, p, 0, &ctx);
	enum effect_status status = effect_run(&run, p, &test_host, g);
	if (status == EFFECT_ERROR)
		assert_int_equal(run.error, EFFECT_ERR_STEPS);
	*steps = run.steps;
	effect_program_free(p);
	return status;
}

/* A filter costs every card the steps of the instructions it runs
 * (effect_steps), however the interpreter gets its answer: an attribute
 * test alone one for a card that fails it (TEST_IN), two for one that
 * passes (TEST_IN, PASS); followed by "(exposed)", one for a card that
 * fails the first test and three for one that passes both (TEST_IN,
 * TEST_EXPOSED, PASS). */
static void test_filter_steps(void **state)
{
	(void)state;
	static const char *const alone = "(on play (gain self wool (count (in (hand self) (card spy)))))";
	static const char *const more =
		"(on play (gain self wool (count (in (hand self) (card spy) (exposed)))))";
	struct fake_game g;
	uint32_t empty, alone3, more_fail, more_pass;
	fake_init(&g, 2);
	assert_int_equal(steps_of(&g, alone, &empty), EFFECT_DONE);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	assert_int_equal(steps_of(&g, alone, &alone3), EFFECT_DONE);
	assert_int_equal(alone3 - empty, 2 + 1 + 1);
	assert_int_equal(steps_of(&g, more, &more_fail), EFFECT_DONE);
	fake_init(&g, 2);
	assert_int_equal(steps_of(&g, more, &more_pass), EFFECT_DONE);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	assert_int_equal(more_fail - more_pass, 3 + 1 + 1);

	/* Near the limit, the run ends in an error at exactly one step past
	 * it, wherever in the list of cards the limit falls. */
	fake_init(&g, 2);
	for (int i = 0; i < 40; i++)
		fake_add(&g, i % 3 ? TC_ABBEY : TC_SPY, TEST_ZONE_HAND, 0, 0);
	char text[256];
	bool done = false, failed = false;
	for (int k = 0; k < 2; k++) {
		/* the steps of the loop's first turns and of the list, and so
		 * the turns after which the list meets the limit */
		uint32_t first[2];
		for (int r = 0; r < 2; r++) {
			snprintf(text, sizeof text,
			         "(on play (repeat %d (pay self wool 0)) (gain self wool (count (in (hand self)"
			         " (card spy)%s))))", r, k ? " (exposed)" : "");
			assert_int_equal(steps_of(&g, text, &first[r]), EFFECT_DONE);
		}
		uint32_t turn = first[1] - first[0], list = k ? 40 * 3 : 40 * 2;
		int last = (int)((EFFECT_STEP_LIMIT - first[0]) / turn) + 2;
		for (int r = last - (int)(list / turn) - 4; r <= last; r++) {
			uint32_t steps;
			snprintf(text, sizeof text,
			         "(on play (repeat %d (pay self wool 0)) (gain self wool (count (in (hand self)"
			         " (card spy)%s))))", r, k ? " (exposed)" : "");
			enum effect_status status = steps_of(&g, text, &steps);
			if (status == EFFECT_DONE) {
				assert_true(steps <= EFFECT_STEP_LIMIT);
				done = true;
			} else {
				assert_int_equal(status, EFFECT_ERROR);
				assert_int_equal(steps, EFFECT_STEP_LIMIT + 1);
				failed = true;
			}
		}
	}
	assert_true(done && failed);
}

/* A filter that compares the subject with what the host says of a card,
 * as "(!= subject (memory))", is one instruction (OP_TEST_COMPARE): it
 * gives what the machine gives on the same test written the other way
 * round, which is no test, in fewer steps. */
static void test_compare_filter(void **state)
{
	(void)state;
	static const char *const decoded =
		"(on play (remember 2) (gain self wool (count (in (hand self) (!= subject (memory))))))";
	static const char *const machine =
		"(on play (remember 2) (gain self wool (count (in (hand self) (!= (memory) subject)))))";
	struct fake_game g;
	uint32_t by_conds, by_machine;
	fake_init(&g, 2);
	fake_add(&g, TC_PLAGUE, TEST_ZONE_OUT, 0, 0);
	for (int i = 0; i < 3; i++)
		fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	assert_string_equal(run_text(&g, decoded, NULL, 0, EFFECT_DONE),
	                    "remember 0 2\ngain 0 3 2\n");
	g.log[0] = '\0';
	g.log_len = 0;
	assert_string_equal(run_text(&g, machine, NULL, 0, EFFECT_DONE),
	                    "remember 0 2\ngain 0 3 2\n");
	assert_int_equal(steps_of(&g, decoded, &by_conds), EFFECT_DONE);
	assert_int_equal(steps_of(&g, machine, &by_machine), EFFECT_DONE);
	assert_true(by_conds < by_machine);
	struct effect_program *p = must_compile(decoded), *q = must_compile(machine);
	int tests[2] = { 0, 0 };
	for (size_t pc = 0; pc < p->code_len; pc++)
		tests[0] += p->starts[pc] && p->code[pc] == OP_TEST_COMPARE;
	for (size_t pc = 0; pc < q->code_len; pc++)
		tests[1] += q->starts[pc] && q->code[pc] == OP_TEST_COMPARE;
	assert_int_equal(tests[0], 1);
	assert_int_equal(tests[1], 0);
	effect_program_free(p);
	effect_program_free(q);
}

/* An exists stops at the first card that passes: the cards after it take
 * no steps, and each before it the steps of the tests it ran. */
static void test_exists_steps(void **state)
{
	(void)state;
	static const char *const text =
		"(on play (when (exists (in (hand self) (card spy))) (gain self wool 1)))";
	struct fake_game g;
	uint32_t alone, first, last;
	fake_init(&g, 2);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	assert_int_equal(steps_of(&g, text, &alone), EFFECT_DONE);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	assert_int_equal(steps_of(&g, text, &first), EFFECT_DONE);
	assert_int_equal(first, alone);
	fake_init(&g, 2);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_ABBEY, TEST_ZONE_HAND, 0, 0);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 0, 0);
	assert_int_equal(steps_of(&g, text, &last), EFFECT_DONE);
	assert_int_equal(last - first, 2 * effect_steps[OP_TEST_IN]);
	assert_string_equal(g.log, "gain 0 3 1\n");
}

/* effect_quicken indexes every walk's filter by its entry, the first
 * record as a search finds it; the compiler makes an exists one
 * instruction (OP_EXISTS), and a count stays a count. */
static void test_walk_index(void **state)
{
	(void)state;
	struct effect_program *p = must_compile(
		"(on play (when (exists (in (hand self) (card spy))) (gain self wool 1))"
		" (gain self brick (count (in (hand self) (card abbey))))"
		" (for-card c (in (hand self) (card spy)) (pay self wool 0)))");
	size_t exists = 0, counts = 0;
	for (size_t pc = 0; pc < p->code_len; pc++) {
		int32_t first = -1;
		for (size_t i = 0; i < p->filter_count && first < 0; i++)
			if (p->filters[i].entry == (int32_t)pc)
				first = (int32_t)i;
		assert_int_equal(p->filter_at[pc], first);
		if (!p->starts[pc])
			continue;
		exists += p->code[pc] == OP_EXISTS || p->code[pc] == OP_EXISTS_OF;
		counts += p->code[pc] == OP_COUNT;
		assert_int_not_equal(p->code[pc], OP_GT);
	}
	assert_int_equal(p->filter_count, 3);
	assert_int_equal(exists, 1);
	assert_int_equal(counts, 1);
	effect_program_free(p);
}

/* The compiler emits a specialised instruction (code.h) for each hot
 * shape and the general ones elsewhere: an exists, a zone of a name, an
 * act on a name with a constant. */
static void test_specialised_emitted(void **state)
{
	(void)state;
	struct effect_program *p = must_compile(
		"(on play (for p each (for-card r (in (principality p) (kind region)) (add-stock r 1)))"
		" (when (exists (in (hand self) (card spy))) (gain self wool 1))"
		" (gain self brick (count (in (hand opponent) (card abbey))))"
		" (for-card c (in (hand self) (card spy)) (add-stock c (count (hand self))))"
		" (for-card c (in (hand self) (card spy)) (add-stock c 1) (add-stock c 2)))");
	int ops[OP_COUNT_OPS] = { 0 };
	for (size_t pc = 0; pc < p->code_len; pc++)
		if (p->starts[pc])
			ops[p->code[pc]]++;
	assert_int_equal(ops[OP_EXISTS_OF], 1);   /* (exists (in (hand self) ...)) */
	assert_int_equal(ops[OP_EXISTS], 0);
	assert_int_equal(ops[OP_GT], 0);
	assert_int_equal(ops[OP_LOCAL_ZONE], 1);   /* (principality p) */
	assert_int_equal(ops[OP_ZONE], 4);         /* of self or the opponent */
	assert_int_equal(ops[OP_STOCK_EACH], 1);   /* the loop of (add-stock r 1) */
	assert_int_equal(ops[OP_ACT_LOCAL], 2);    /* (add-stock c 1), (add-stock c 2) */
	assert_int_equal(ops[OP_ACT], 3);          /* the gains, the add-stock of a count */
	effect_program_free(p);
}

/* A specialised instruction costs the steps effect_steps gives it, which
 * for these are those of the general ones they stand for: runs of an
 * exists (OP_EXISTS, over a name's zone) whose card is the last of the
 * hand, which walks the
 * whole hand as a count does, end as those of the same test written
 * (< 0 (count ...)), which the machine takes step by step; a zone of a
 * name (OP_LOCAL_ZONE) as one of self, (SELF) (ZONE); an act on a name
 * with a constant (OP_ACT_LOCAL) as one on this, (THIS) (PUSH) (ACT). The
 * same steps, near the step limit too, where both stop one step past it.
 * Both players hold the same hand. */
static void test_exists_fused(void **state)
{
	(void)state;
	static const char *const forms[][2] = {
		{ "(let q self) (when (exists (in (hand q) (card spy))) (gain self wool 1))",
		  "(let q self) (when (< 0 (count (in (hand q) (card spy)))) (gain self wool 1))" },
		{ "(let q self) (require (exists (in (hand q) (card spy))))",
		  "(let q self) (require (< 0 (count (in (hand q) (card spy)))))" },
		{ "(for p each (gain self wool (count (in (hand p) (card spy)))))",
		  "(for p each (gain self wool (count (in (hand self) (card spy)))))" },
		{ "(for-card c (in (hand self) (card abbey)) (add-stock c 1) (add-stock c 2))",
		  "(for-card c (in (hand self) (card abbey)) (add-stock this 1) (add-stock this 2))" },
	};
	struct fake_game g;
	char text[2][256];
	for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
		bool done = false, failed = false;
		/* a card more in the hand takes a step or more more: the
		 * limit falls on every step around the walk for some count */
		for (int cards = 1; cards <= 8; cards++) {
			fake_init(&g, 2);
			for (int i = 0; i < cards; i++) {
				int32_t def = i + 1 < cards ? TC_ABBEY : TC_SPY;
				fake_add(&g, def, TEST_ZONE_HAND, 0, 0);
				fake_add(&g, def, TEST_ZONE_HAND, 1, 0);
			}
			uint32_t first[2];
			for (int r = 0; r < 2; r++) {
				snprintf(text[0], sizeof text[0], "(on play (repeat %d (pay self wool 0)) %s)", r,
				         forms[f][1]);
				assert_int_not_equal(steps_of(&g, text[0], &first[r]), EFFECT_ERROR);
			}
			uint32_t turn = first[1] - first[0];
			int last = (int)((EFFECT_STEP_LIMIT - first[0]) / turn) + 1;
			for (int r = 0; r <= last; r = r == 1 ? last - 2 : r + 1) {
				enum effect_status status[2];
				uint32_t steps[2];
				for (int k = 0; k < 2; k++) {
					snprintf(text[k], sizeof text[k], "(on play (repeat %d (pay self wool 0)) %s)",
					         r, forms[f][k]);
					status[k] = steps_of(&g, text[k], &steps[k]);
				}
				assert_int_equal(status[0], status[1]);
				assert_int_equal(steps[0], steps[1]);
				done |= status[0] != EFFECT_ERROR;
				failed |= status[0] == EFFECT_ERROR;
			}
		}
		assert_true(done && failed);
	}
}

/* host->near for the fake game: the cards of zone that the fake
 * relation makes near card, in the zone's order. */
static int fake_near(void *game, int32_t zone, int32_t card, int32_t *out, int max)
{
	const struct fake_game *g = game;
	int n = 0;
	if (card < 0 || card >= g->ncards)
		return 0;
	const struct fake_card *x = &g->cards[card];
	for (int i = 0; i < g->ncards && n < max; i++) {
		const struct fake_card *c = &g->cards[i];
		if (c->zone == zone && i != card && c->owner == x->owner && c->site - x->site <= 1 &&
		    x->site - c->site <= 1)
			out[n++] = i;
	}
	return n;
}

/* A filter with (near X) walks only what the host lists near X: the
 * same cards in the same order, so the same match, in fewer steps; a
 * host without the listing walks the zone. */
static void test_near_listing(void **state)
{
	(void)state;
	static const char *const texts[] = {
		"(on play (for-card g (in (principality self) (card garrison))"
		" (for-card r (in (principality self) (kind region) (near g)) (add-stock r 1))))",
		"(on play (for-card r (in (principality self) (kind region))"
		" (when (exists (in (principality self) (type building) (near r))) (add-stock r -1))))",
		"(on play (gain self wool (count (in (principality self) (near this)))))",
		"(on play (gain self ore (total-stock (in (principality self) (kind region) (near this)))))",
		"(on play (for-card r (in (principality self) (near this) (kind region)) (add-stock r 2)))",
		"(on play (gain self brick (count (in (principality opponent) (near this)))))",
	};
	struct effect_host near_host = test_host;
	near_host.near = fake_near;
	for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
		char logs[2][sizeof ((struct fake_game *)0)->log];
		uint32_t steps[2];
		struct effect_program *p = must_compile(texts[t]);
		for (int h = 0; h < 2; h++) {
			struct fake_game g;
			fake_init(&g, 2);
			int32_t self = fake_add(&g, TC_WATCHTOWER, TEST_ZONE_PRINCIPALITY, 0, 4);
			for (int32_t site = 0; site < 12; site++) {
				static const int32_t defs[] = { TC_FIELDS, TC_ABBEY, TC_FOREST, TC_KNIGHT,
				                                TC_GARRISON, TC_FIELDS };
				int32_t c = fake_add(&g, defs[site % 6], TEST_ZONE_PRINCIPALITY, site % 7 ? 0 : 1,
				                     site);
				g.cards[c].stock = site % 3;
			}
			struct effect_run run;
			struct effect_context ctx = { 0, self, EFFECT_NONE };
			effect_start(&run, p, 0, &ctx);
			assert_int_equal(effect_run(&run, p, h ? &near_host : &test_host, &g), EFFECT_DONE);
			snprintf(logs[h], sizeof logs[h], "%s", g.log);
			steps[h] = run.steps;
		}
		assert_string_equal(logs[0], logs[1]);
		assert_true(logs[0][0] != '\0');
		assert_true(steps[1] < steps[0]);
		effect_program_free(p);
	}
}

/* A host that lists a zone by an attribute, in the zone's order. */
static int fake_select(void *game, int32_t zone, int32_t attr, const int32_t *values, int count,
                       int32_t *out, int max)
{
	int32_t all[EFFECT_LIST_MAX];
	int n = test_host.list(game, EFFECT_L_ZONE, zone, 0, all, EFFECT_LIST_MAX), kept = 0;
	for (int i = 0; i < n && kept < max; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { all[i], attr, 0, 0 };
		int32_t v = test_host.query(game, EFFECT_Q_CARD, args);
		for (int j = 0; j < count; j++)
			if (values[j] == v) {
				out[kept++] = all[i];
				break;
			}
	}
	return kept;
}

/* How often answering_query answered the interpreter's own questions,
 * and of them EFFECT_Q_SELECT_ANY. */
static int answered, answered_any;

/* The fixture's answers, and the interpreter's own questions answered
 * from what it lists: what a walk of its lists would find. */
static int32_t answering_query(void *game, enum effect_query q, const int32_t *a)
{
	int32_t list[EFFECT_LIST_MAX];
	if (q == EFFECT_Q_NEAR_FIRST) {
		int n = fake_near(game, a[0], a[1], list, EFFECT_LIST_MAX);
		answered++;
		for (int i = 0; i < n; i++) {
			const int32_t args[EFFECT_ARGS_MAX] = { list[i], a[2], 0, 0 };
			if (test_host.query(game, EFFECT_Q_CARD, args) == a[3])
				return EFFECT_NEAR_FIRST(i + 1, 1);
		}
		return EFFECT_NEAR_FIRST(n, 0);
	}
	if (q == EFFECT_Q_NONE_IMMUNE) {
		int n = test_host.list(game, EFFECT_L_ZONE, a[0], 0, list, EFFECT_LIST_MAX);
		for (int i = 0; i < n; i++) {
			const int32_t args[EFFECT_ARGS_MAX] = { list[i], a[1], 0, 0 };
			if (test_host.query(game, EFFECT_Q_IMMUNE, args))
				return 0;
		}
		answered++;
		return 1;
	}
	if (q == EFFECT_Q_SELECT_ANY) {
		const int32_t values[] = { a[2], a[3] };
		answered++;
		answered_any++;
		return EFFECT_SELECT_ANY(fake_select(game, a[0], a[1], values, 2, list, EFFECT_LIST_MAX));
	}
	return test_host.query(game, q, a);
}

/* How often answering_list listed the near answers of a zone. */
static int listed_near;

/* The fixture's lists, and EFFECT_L_NEAR_FIRST from answering_query's
 * answers: every card of the zone, but on every other call each fourth
 * left out, which the interpreter then asks alone. */
static int answering_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	if (l != EFFECT_L_NEAR_FIRST)
		return test_host.list(game, l, a, b, out, max);
	int32_t all[EFFECT_LIST_MAX];
	int n = test_host.list(game, EFFECT_L_ZONE, a, 0, all, EFFECT_LIST_MAX), words = 0;
	for (int i = 0; i < n && words + 2 <= max; i++) {
		if (i % 4 == 3 && listed_near % 2 == 0)
			continue;
		const int32_t args[EFFECT_ARGS_MAX] = { a, all[i], EFFECT_NEAR_FIRST_KEY_ATTR(b),
		                                        EFFECT_NEAR_FIRST_KEY_VALUE(b) };
		out[words++] = all[i];
		out[words++] = answering_query(game, EFFECT_Q_NEAR_FIRST, args);
	}
	listed_near++;
	return words;
}

/* How often answering_stock_acts made a near loop's acts, and how often
 * it declined them. */
static int stock_batches, stock_declined;

/* The fixture's stock acts in one call, each as act makes it; every third
 * call declines (-1, none made), and the interpreter makes them one by
 * one. */
static int answering_stock_acts(void *game, enum effect_act what, const int32_t *cards, int n,
                                int32_t value, int32_t *done)
{
	if ((stock_batches + stock_declined) % 3 == 2) {
		stock_declined++;
		return -1;
	}
	stock_batches++;
	for (int i = 0; i < n; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { cards[i], value, 0, 0 };
		done[i] = test_host.act(game, what, args);
	}
	return n;
}

/* The two principalities both near-walk tests play on: a Watchtower
 * (self) and fourteen cards over both players' sites, regions among
 * buildings, each region holding first_stock + site % 3. Without
 * garrisons the Garrison's site holds a Town Hall. Returns self. */
static int32_t near_grid(struct fake_game *g, bool garrisons, int32_t first_stock)
{
	fake_init(g, 2);
	int32_t self = fake_add(g, TC_WATCHTOWER, TEST_ZONE_PRINCIPALITY, 0, 4);
	for (int32_t site = 0; site < 14; site++) {
		static const int32_t defs[] = { TC_FIELDS, TC_ABBEY, TC_FOREST, TC_KNIGHT,
		                                TC_FIELDS, TC_LIBRARY, TC_GARRISON };
		int32_t def = defs[site % 7];
		if (def == TC_GARRISON && !garrisons)
			def = TC_TOWN_HALL;
		int32_t c = fake_add(g, def, TEST_ZONE_PRINCIPALITY, site % 2, site / 2);
		g->cards[c].stock = first_stock + site % 3;
	}
	return self;
}

/* A host that answers EFFECT_Q_NEAR_FIRST and EFFECT_Q_NONE_IMMUNE, and
 * makes a near loop's stock acts in one call, gives the match, the steps,
 * the answers and the errors of one that does not: the walks it spares
 * would have found the same, and the acts come in the same order. */
static void test_walks_answered(void **state)
{
	(void)state;
	static const char *const texts[] = {
		"(on play (for-card r (in (principality self) (kind region) (exposed))"
		" (when (exists (in (principality self) (type building) (near r))) (add-stock r -1))))",
		"(on play (for-card r (in (principality opponent) (kind region) (exposed))"
		" (when (exists (in (principality opponent) (card garrison) (near r))) (add-stock r 1))))",
		"(on play (when (exists (in (principality self) (kind region) (exposed)))"
		" (gain self wool 1)))",
		"(on play (gain self ore (count (in (principality self) (type building) (near this)))))",
		"(on play (when (exists (in (principality opponent) (type knight cannon) (exposed)))"
		" (gain self wool 1)))",
		"(on play (when (exists (in (principality opponent) (card garrison) (exposed)))"
		" (gain self grain 1)))",
		"(on play (when (exists (in (principality opponent) (type fleet) (exposed)))"
		" (gain self ore 1)))",
		/* the Plague's: a near loop, whose answers the host lists */
		"(on play (for p each (for-card r (in (principality p) (kind region) (exposed))"
		" (when (exists (in (principality p) (type building) (near r))) (add-stock r -1)))))",
	};
	struct effect_host walking = test_host, answering = test_host;
	walking.near = answering.near = fake_near;
	walking.select = answering.select = fake_select;
	answering.query = answering_query;
	answering.list = answering_list;
	answering.stock_acts = answering_stock_acts;
	answered = answered_any = listed_near = 0;
	stock_batches = stock_declined = 0;
	for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
		struct effect_program *p = must_compile(texts[t]);
		for (int garrisons = 0; garrisons < 2; garrisons++) {
			char logs[2][sizeof ((struct fake_game *)0)->log];
			uint32_t steps[2];
			enum effect_status status[2];
			for (int h = 0; h < 2; h++) {
				struct fake_game g;
				int32_t self = near_grid(&g, garrisons, 0);
				struct effect_run run;
				struct effect_context ctx = { 0, self, EFFECT_NONE };
				effect_start(&run, p, 0, &ctx);
				status[h] = effect_run(&run, p, h ? &answering : &walking, &g);
				snprintf(logs[h], sizeof logs[h], "%s", g.log);
				steps[h] = run.steps;
			}
			assert_int_equal(status[0], EFFECT_DONE);
			assert_int_equal(status[1], status[0]);
			assert_string_equal(logs[1], logs[0]);
			assert_int_equal(steps[1], steps[0]);
		}
		effect_program_free(p);
	}
	assert_true(answered > 0);
	assert_true(answered_any > 0);
	assert_true(listed_near > 0);
	assert_true(stock_batches > 0);
}

/* How many instructions op p's code holds. */
static int ops_in(const struct effect_program *p, int32_t op)
{
	int n = 0;
	for (size_t pc = 0; pc < p->code_len; pc++)
		n += p->starts[pc] && p->code[pc] == op;
	return n;
}

/* The compiler makes each condition of a filter's "and" that has a test's
 * shape one filter test (OP_TEST_IN ... OP_TEST_COMPARE), the arguments
 * of an "and" among them; another condition is followed by OP_CHECK, or,
 * the last, by OP_RETURN; a filter that ends in a test by OP_PASS. */
static void test_filter_tests_emitted(void **state)
{
	(void)state;
	struct effect_program *p = must_compile(
		"(on play (gain self wool (count (in (principality self) (kind region) (near this)"
		" (exposed))))"
		" (gain self (choose-resource self (>= (resources opponent subject) 2)) 1)"
		" (gain self brick (count (in (hand self) (!= subject (memory)))))"
		" (gain self grain (count (in (hand self) (and (card spy abbey) (near this)))))"
		" (gain self lumber (count (in (hand self) (or (card spy) (card abbey)) (exposed))))"
		" (gain self gold (count (in (hand self) (card spy) (or (card spy) (card abbey))))))");
	assert_int_equal(ops_in(p, OP_TEST_IN), 3);
	assert_int_equal(ops_in(p, OP_TEST_RELATION), 2);
	assert_int_equal(ops_in(p, OP_TEST_EXPOSED), 2);
	assert_int_equal(ops_in(p, OP_TEST_HOLDING), 1);
	assert_int_equal(ops_in(p, OP_TEST_COMPARE), 1);
	assert_int_equal(ops_in(p, OP_CHECK), 1);     /* the "or" before (exposed) */
	assert_int_equal(ops_in(p, OP_PASS), 5);      /* but the filter that ends in "or" */
	assert_int_equal(ops_in(p, OP_RETURN), 1);
	assert_int_equal(ops_in(p, OP_ATTR), 4);      /* the tests inside the "or"s */
	assert_int_equal(ops_in(p, OP_IN), 4);
	effect_program_free(p);
}

/* A filter of tests gives what the same conditions give written so that
 * they are no tests ("(not (not ...))"), which the machine runs, on
 * grids with and without garrisons, by a host that lists nothing and by
 * one that lists the cards near one and the cards of an attribute; the
 * tests take fewer steps. */
static void test_filter_tests_agree(void **state)
{
	(void)state;
	static const char *const filters[][2] = {
		{ "(kind region) (near this) (exposed)",
		  "(not (not (kind region))) (not (not (near this))) (not (not (exposed)))" },
		{ "(type building) (near this)", "(not (not (type building))) (not (not (near this)))" },
		{ "(near this) (kind region)", "(not (not (near this))) (not (not (kind region)))" },
		{ "(card garrison library) (exposed)",
		  "(not (not (card garrison library))) (not (not (exposed)))" },
		{ "(!= subject (memory))", "(not (not (!= subject (memory))))" },
		{ "(owned-by opponent) (kind region)",
		  "(owned-by opponent) (not (not (kind region)))" },
		{ "(or (card garrison) (near this)) (exposed)",
		  "(not (not (or (card garrison) (near this)))) (not (not (exposed)))" },
	};
	struct effect_host listing = test_host;
	listing.near = fake_near;
	listing.select = fake_select;
	for (size_t f = 0; f < sizeof filters / sizeof filters[0]; f++) {
		struct effect_program *p[2];
		char text[512];
		for (int k = 0; k < 2; k++) {
			snprintf(text, sizeof text,
			         "(on play (remember 3) (gain self wool (count (in (principality self) %s)))"
			         " (when (exists (in (principality opponent) %s)) (gain self ore 1))"
			         " (for-card c (in (principality self) %s) (add-stock c 1)))",
			         filters[f][k], filters[f][k], filters[f][k]);
			p[k] = must_compile(text);
		}
		assert_true(ops_in(p[0], OP_TEST_IN) + ops_in(p[0], OP_TEST_RELATION) +
		            ops_in(p[0], OP_TEST_COMPARE) + ops_in(p[0], OP_TEST_EXPOSED) > 0);
		for (int h = 0; h < 2; h++) {
			for (int garrisons = 0; garrisons < 2; garrisons++) {
				char logs[2][sizeof ((struct fake_game *)0)->log];
				uint32_t steps[2];
				for (int k = 0; k < 2; k++) {
					struct fake_game g;
					int32_t self = near_grid(&g, garrisons, 0);
					struct effect_run run;
					struct effect_context ctx = { 0, self, EFFECT_NONE };
					effect_start(&run, p[k], 0, &ctx);
					assert_int_equal(effect_run(&run, p[k], h ? &listing : &test_host, &g),
					                 EFFECT_DONE);
					snprintf(logs[k], sizeof logs[k], "%s", g.log);
					steps[k] = run.steps;
				}
				assert_string_equal(logs[0], logs[1]);
				assert_true(steps[0] < steps[1]);
			}
		}
		effect_program_free(p[0]);
		effect_program_free(p[1]);
	}
}

/* A run that must have come out as the reference run did: its status,
 * error, steps, place, stack, locals and what the game logged. */
static void assert_same_run(const struct effect_run *run, enum effect_status status,
                            const char *log, const struct effect_run *ref,
                            enum effect_status ref_status, const char *ref_log)
{
	assert_int_equal(status, ref_status);
	assert_int_equal(run->error, ref->error);
	assert_int_equal(run->steps, ref->steps);
	assert_int_equal(run->pc, ref->pc);
	assert_int_equal(run->sp, ref->sp);
	assert_memory_equal(run->stack, ref->stack, sizeof ref->stack);
	assert_memory_equal(run->locals, ref->locals, sizeof ref->locals);
	assert_string_equal(log, ref_log);
}

/* Runs p's play handler on a fresh near grid (near_grid) through host,
 * with left steps to spare before the limit; what the game logged into
 * log. */
static enum effect_status run_near_grid(struct effect_program *p, const struct effect_host *host,
                                        uint32_t left, struct effect_run *run, char *log,
                                        size_t log_size)
{
	struct fake_game g;
	int32_t self = near_grid(&g, true, 1);
	struct effect_context ctx = { 0, self, EFFECT_NONE };
	memset(run, 0, sizeof *run);
	effect_start(run, p, 0, &ctx);
	run->steps = EFFECT_STEP_LIMIT - left;
	enum effect_status status = effect_run(run, p, host, &g);
	snprintf(log, log_size, "%s", g.log);
	return status;
}

/* A loop instruction's run, cut by the step limit or not, against the
 * run of the same loop written so that it is none (general): one that
 * ends is the general run's match, one the limit cuts stops one step
 * past it, having made the acts of the turns before, the first lines of
 * the general run's log. */
static void assert_loop_run(enum effect_status status, const struct effect_run *run,
                            const char *log, const char *general_log, int *done, int *cut)
{
	if (status == EFFECT_DONE) {
		assert_string_equal(log, general_log);
		(*done)++;
		return;
	}
	assert_int_equal(status, EFFECT_ERROR);
	assert_int_equal(run->error, EFFECT_ERR_STEPS);
	assert_int_equal(run->steps, EFFECT_STEP_LIMIT + 1);
	assert_memory_equal(log, general_log, strlen(log));
	(*cut)++;
}

/* The Plague's walk, which the compiler makes one instruction
 * (OP_NEAR_EACH), gives the match of the same walk written so that it is
 * none, and wherever the step limit cuts it, the same run by a host that
 * cannot answer its exists as by one that can (and makes the turns'
 * stock acts in one call, or declines): the same steps, status, stack
 * and log. */
static void test_near_loop_limit(void **state)
{
	(void)state;
	static const char *const texts[2] = {
		"(on play (for p each (for-card r (in (principality p) (kind region))"
		" (when (exists (in (principality p) (type building) (near r))) (add-stock r -1)))))",
		"(on play (for p each (for-card r (in (principality p) (kind region))"
		" (when (exists (in (principality p) (type building) (near r))) (add-stock r (+ -1 0))))))",
	};
	struct effect_program *p = must_compile(texts[0]), *general = must_compile(texts[1]);
	assert_int_equal(ops_in(p, OP_NEAR_EACH), 1);
	assert_int_equal(ops_in(general, OP_NEAR_EACH), 0);
	struct effect_host walking = test_host, answering = test_host;
	walking.near = answering.near = fake_near;
	walking.select = answering.select = fake_select;
	answering.query = answering_query;
	answering.list = answering_list;
	answering.stock_acts = answering_stock_acts;
	listed_near = 0;
	stock_batches = stock_declined = 0;
	char general_log[sizeof ((struct fake_game *)0)->log];
	struct effect_run general_run;
	assert_int_equal(run_near_grid(general, &walking, EFFECT_STEP_LIMIT, &general_run, general_log,
	                               sizeof general_log), EFFECT_DONE);
	int done = 0, cut = 0;
	for (uint32_t left = 0; left < 1600; left += 3) {
		char logs[2][sizeof ((struct fake_game *)0)->log];
		struct effect_run runs[2];
		enum effect_status status[2];
		for (int h = 0; h < 2; h++)
			status[h] = run_near_grid(p, h ? &answering : &walking, left, &runs[h], logs[h],
			                          sizeof logs[h]);
		assert_same_run(&runs[1], status[1], logs[1], &runs[0], status[0], logs[0]);
		assert_loop_run(status[0], &runs[0], logs[0], general_log, &done, &cut);
	}
	/* the limit cut some walks and spared others; the turns went whole far from it */
	assert_true(done > 0 && cut > 0);
	assert_true(listed_near > 0);
	assert_true(stock_batches > 0 && stock_declined > 0);
	effect_program_free(p);
	effect_program_free(general);
}

/* The Productive Year's walk, whose inner loop is a stock act on each
 * of its cards, which the compiler makes one instruction (OP_STOCK_EACH),
 * gives the match of the same walk written so that it is none, and
 * wherever the step limit cuts it, the same run by a host whose acts
 * come one by one as by one that makes them in one call or declines. */
static void test_stock_loop_limit(void **state)
{
	(void)state;
	static const char *const texts[2] = {
		"(on play (for p each (for-card g (in (principality p) (card garrison))"
		" (for-card r (in (principality p) (kind region) (near g)) (add-stock r 1)))))",
		"(on play (for p each (for-card g (in (principality p) (card garrison))"
		" (for-card r (in (principality p) (kind region) (near g)) (add-stock r (+ 1 0))))))",
	};
	struct effect_program *p = must_compile(texts[0]), *general = must_compile(texts[1]);
	assert_int_equal(ops_in(p, OP_STOCK_EACH), 1);
	assert_int_equal(ops_in(general, OP_STOCK_EACH), 0);
	struct effect_host one_by_one = test_host, at_once = test_host;
	one_by_one.near = at_once.near = fake_near;
	one_by_one.select = at_once.select = fake_select;
	at_once.stock_acts = answering_stock_acts;
	stock_batches = stock_declined = 0;
	char general_log[sizeof ((struct fake_game *)0)->log];
	struct effect_run general_run;
	assert_int_equal(run_near_grid(general, &one_by_one, EFFECT_STEP_LIMIT, &general_run,
	                               general_log, sizeof general_log), EFFECT_DONE);
	int done = 0, cut = 0;
	for (uint32_t left = 0; left < 200; left++) {
		char logs[2][sizeof ((struct fake_game *)0)->log];
		struct effect_run runs[2];
		enum effect_status status[2];
		for (int h = 0; h < 2; h++)
			status[h] = run_near_grid(p, h ? &at_once : &one_by_one, left, &runs[h], logs[h],
			                          sizeof logs[h]);
		assert_same_run(&runs[1], status[1], logs[1], &runs[0], status[0], logs[0]);
		assert_loop_run(status[0], &runs[0], logs[0], general_log, &done, &cut);
	}
	assert_true(done > 0 && cut > 0);
	assert_true(stock_batches > 0 && stock_declined > 0);
	effect_program_free(p);
	effect_program_free(general);
}

static void test_modifiers(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	int32_t mill = fake_add(&g, TC_ABBEY, TEST_ZONE_PRINCIPALITY, 0, 4);
	int32_t near_fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 5);
	int32_t far_fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 9);
	int32_t forest = fake_add(&g, TC_FOREST, TEST_ZONE_PRINCIPALITY, 0, 3);
	struct effect_program *p = must_compile(
		"(modify hand-limit (+ value 1))\n"
		"(modify production (and (near this) (produces grain)) (* value 2))\n"
		"(modify trade-rate (= subject gold) (min value 1))\n"
		"(modify-turn trade-rate (= subject wool) 2)\n"
		"(modify hand-limit (+ value (count (in (principality self) (kind region)))))");
	struct effect_context ctx = { 0, mill, EFFECT_NONE };
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_HAND_LIMIT, &ctx,
	                               EFFECT_NONE, 3, &test_host, &g), 7);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_PRODUCTION, &ctx,
	                               near_fields, 1, &test_host, &g), 2);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_PRODUCTION, &ctx,
	                               far_fields, 1, &test_host, &g), 1);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_PRODUCTION, &ctx,
	                               forest, 1, &test_host, &g), 1);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_GOLD, 3, &test_host, &g), 1);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_WOOL, 3, &test_host, &g), 3);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY_TURN, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_WOOL, 3, &test_host, &g), 2);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_SEARCH_PRICE, &ctx,
	                               EFFECT_NONE, 2, &test_host, &g), 2);
	assert_string_equal(g.log, ""); /* modifiers change nothing */
	effect_program_free(p);
}

/* effect_modify_constant answers for the clauses that add a constant, as
 * effect_modify would, and leaves every other clause to it. */
static void test_modify_constant(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	int32_t mill = fake_add(&g, TC_ABBEY, TEST_ZONE_PRINCIPALITY, 0, 4);
	struct effect_program *p = must_compile(
		"(modify trades (+ value 1))\n"
		"(modify trades (+ 2 value))\n"
		"(modify draws (+ value 1))\n"
		"(modify draws (* value 2))\n"
		"(modify trade-rate (= subject gold) (+ value 3))");
	struct effect_context ctx = { 0, mill, EFFECT_NONE };
	int32_t result = -1;
	assert_true(effect_modify_constant(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADES, 4, &result));
	assert_int_equal(result, 7);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADES, &ctx,
	                               EFFECT_NONE, 4, &test_host, &g), 7);
	assert_true(effect_modify_constant(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_OPEN_HAND, 4, &result));
	assert_int_equal(result, 4);   /* no clause: the value as it was */
	assert_true(effect_modify_constant(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADES, INT32_MAX,
	                                   &result));
	assert_int_equal(result, effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADES, &ctx,
	                                       EFFECT_NONE, INT32_MAX, &test_host, &g));
	assert_false(effect_modify_constant(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_DRAWS, 4, &result));
	assert_false(effect_modify_constant(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, 4,
	                                    &result));   /* a filter asks the match */
	assert_true(effect_modify_constant(NULL, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADES, 4, &result));
	assert_int_equal(result, 4);
	effect_program_free(p);
}

/* (with NAME VALUE EXPR) keeps a value for an inner filter, where let may
 * not stand; (resource-of CARD) is what a region produces; produces
 * compares with a name bound when the effect runs. */
static void test_with_and_resource_of(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	int32_t fleet = fake_add(&g, TC_FLEET, TEST_ZONE_PRINCIPALITY, 0, 4);
	fake_add(&g, TC_FIELDS, TEST_ZONE_LANDS, 0, 5);
	fake_add(&g, TC_FOREST, TEST_ZONE_LANDS, 0, 9);
	struct effect_program *p = must_compile(
		"(modify trade-rate (with r subject (exists (in (lands self) (near this) (produces r))))"
		" (min value 2))\n"
		"(modify hand-limit (with n (count (lands self)) (* n n)))");
	struct effect_context ctx = { 0, fleet, EFFECT_NONE };
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_GRAIN, 3, &test_host, &g), 2);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_LUMBER, 3, &test_host, &g), 3); /* the forest is far */
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_TRADE_RATE, &ctx,
	                               TR_WOOL, 3, &test_host, &g), 3);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_HAND_LIMIT, &ctx,
	                               EFFECT_NONE, 3, &test_host, &g), 4);
	effect_program_free(p);

	/* a region's resource as a value; a with inside a handler's filter
	 * leaves the handler's own names alone */
	g.log[0] = '\0';
	g.log_len = 0;
	int32_t answers[] = { 1 };
	run_text(&g,
	         "(on play (let k 7)"
	         " (let c (choose self (in (lands self) (with r (resource-of subject) (produces r)))))"
	         " (gain self (resource-of c) k)"
	         " (gain self (with k 2 (resource-of (top (lands self)))) k)"
	         " (gain self wool (count (in (lands self) (produces (resource-of c) ore)))))",
	         answers, 1, EFFECT_DONE);
	assert_string_equal(g.log, "gain 0 2 7\ngain 0 2 7\ngain 0 3 1\n");
	assert_int_equal(g.resources[0][TR_GRAIN], 9); /* room for no more */
}

static void test_immune_playable_accepts(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	int32_t garrison = fake_add(&g, TC_GARRISON, TEST_ZONE_PRINCIPALITY, 0, 4);
	int32_t near_fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 5);
	int32_t far_fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 9);
	int32_t plague = fake_add(&g, TC_PLAGUE, TEST_ZONE_OUT, 0, 0);
	int32_t spy = fake_add(&g, TC_SPY, TEST_ZONE_HAND, 1, 0);
	struct effect_program *p = must_compile(
		"(immune brigand (near this))\n"
		"(immune (card plague) (kind region))\n"
		"(playable (phase before-roll) (exists (lands self)))\n"
		"(on opponent-plays (card \"Spion\") (when (<= (roll) 2) (cancel)))");
	struct effect_context ctx = { 0, garrison, EFFECT_NONE };
	assert_true(effect_immune(p, &ctx, EFFECT_NONE, TEST_FACE_BRIGAND, near_fields, &test_host, &g));
	assert_false(effect_immune(p, &ctx, EFFECT_NONE, TEST_FACE_BRIGAND, far_fields, &test_host, &g));
	assert_false(effect_immune(p, &ctx, EFFECT_NONE, TEST_FACE_WINDMILL, near_fields, &test_host, &g));
	assert_true(effect_immune(p, &ctx, plague, -1, far_fields, &test_host, &g));
	assert_false(effect_immune(p, &ctx, spy, -1, far_fields, &test_host, &g));
	assert_false(effect_immune(p, &ctx, plague, -1, garrison, &test_host, &g));
	/* the clauses that could hold, read without running them */
	int32_t args[EFFECT_ARGS_MAX] = { plague, EFFECT_ATTR_CARD, 0, 0 };
	int32_t plague_id = test_host.query(&g, EFFECT_Q_CARD, args);
	args[0] = spy;
	int32_t spy_id = test_host.query(&g, EFFECT_Q_CARD, args);
	assert_true(effect_may_be_immune(p, false, EFFECT_NONE, TEST_FACE_BRIGAND));
	assert_false(effect_may_be_immune(p, false, EFFECT_NONE, TEST_FACE_WINDMILL));
	assert_true(effect_may_be_immune(p, true, plague_id, -1));
	assert_false(effect_may_be_immune(p, true, spy_id, -1));
	assert_false(effect_may_be_immune(p, false, plague_id, -1));
	assert_false(effect_may_be_immune(NULL, true, plague_id, TEST_FACE_BRIGAND));
	g.phase = TEST_PHASE_ACTION;
	assert_false(effect_playable(p, &ctx, &test_host, &g));
	g.phase = TEST_PHASE_BEFORE_ROLL;
	assert_false(effect_playable(p, &ctx, &test_host, &g)); /* no lands listed by the fake */
	g.cards[far_fields].zone = EFFECT_ZONE(TEST_ZONE_LANDS, 0);
	assert_true(effect_playable(p, &ctx, &test_host, &g));
	int watch = effect_find_handler(p, EFFECT_ON_OPPONENT_PLAYS, -1, 0);
	assert_int_equal(watch, 3);
	assert_true(effect_clause_accepts(p, (size_t)watch, &ctx, spy, &test_host, &g));
	assert_false(effect_clause_accepts(p, (size_t)watch, &ctx, plague, &test_host, &g));
	g.rolls[0] = 2;
	g.nrolls = 1;
	assert_int_equal(run_with_answers(p, (size_t)watch, &g, 0, garrison, NULL, 0), EFFECT_DONE);
	assert_string_equal(g.log, "roll 2\nact 10 0 0 0 0\n");
	effect_program_free(p);
}

/* A (playable ...) of exists over a zone of self or his opponent, alone
 * or several, each one instruction (OP_EXISTS_OF), is answered without
 * the machine's loop (QUICK_EXISTS): the same
 * answers as the machine gives the same conditions, written so that it
 * runs them ("(not (not ...))"), whatever the grids hold, and whether or
 * not the host answers the walks of one attribute test itself. */
static void test_exists_quick(void **state)
{
	(void)state;
	static const char *const quick[] = {
		"(playable (has self garrison))",
		"(playable (exists (in (principality opponent) (type knight) (exposed))))",
		"(playable (has self garrison) (exists (in (lands self) (kind region))))",
		"(playable (has self garrison abbey) (exists (in (principality opponent) (type knight)))"
		" (has opponent garrison))",
		"(playable (exists (lands self)) (has opponent garrison))",
	};
	static const char *const machine[] = {
		"(playable (not (not (has self garrison))))",
		"(playable (not (not (exists (in (principality opponent) (type knight) (exposed))))))",
		"(playable (not (not (has self garrison))) (not (not (exists (in (lands self) (kind region))))))",
		"(playable (not (not (has self garrison abbey)))"
		" (not (not (exists (in (principality opponent) (type knight)))))"
		" (not (not (has opponent garrison))))",
		"(playable (not (not (exists (lands self)))) (not (not (has opponent garrison))))",
	};
	for (size_t i = 0; i < sizeof quick / sizeof quick[0]; i++) {
		struct effect_program *p = must_compile(quick[i]), *q = must_compile(machine[i]);
		assert_int_equal(p->quick[QUICK_BODY].kind, QUICK_EXISTS);
		assert_int_not_equal(q->quick[QUICK_BODY].kind, QUICK_EXISTS);
		struct effect_host answering = test_host;
		answering.select = fake_select;
		answering.query = answering_query;
		int quick_any = 0;
		bool seen[2] = { false, false };
		for (int grids = 0; grids < 16; grids++) {
			struct fake_game g;
			fake_init(&g, 2);
			int32_t at = 0;
			int32_t garrison = fake_add(&g, TC_GARRISON, TEST_ZONE_PRINCIPALITY, grids & 1, at++);
			if (grids & 2)
				fake_add(&g, TC_KNIGHT, TEST_ZONE_PRINCIPALITY, 1, at++);
			if (grids & 4)
				fake_add(&g, TC_FIELDS, TEST_ZONE_LANDS, 0, at++);
			if (grids & 8)
				fake_add(&g, TC_GARRISON, TEST_ZONE_PRINCIPALITY, 0, at++);
			for (int32_t self = 0; self < 2; self++) {
				struct effect_context ctx = { self, garrison, EFFECT_NONE };
				bool yes = effect_playable(p, &ctx, &test_host, &g);
				assert_int_equal(yes, effect_playable(q, &ctx, &test_host, &g));
				/* a host that selects, and answers whether it would
				 * select any (EFFECT_Q_SELECT_ANY) */
				int before = answered_any;
				assert_int_equal(yes, effect_playable(p, &ctx, &answering, &g));
				quick_any += answered_any - before;
				assert_int_equal(yes, effect_playable(q, &ctx, &answering, &g));
				seen[yes] = true;
			}
		}
		assert_true(seen[0] && seen[1]);
		/* the exists of one attribute test, alone or with (exposed),
		 * the host answers */
		assert_true(quick_any > 0);
		effect_program_free(p);
		effect_program_free(q);
	}
}

/* "(holds P ADVANTAGE)" of self is answered without the machine
 * (QUICK_QUERY_SELF): the same answers as the machine's, whoever holds
 * which figure. */
static void test_query_self_quick(void **state)
{
	(void)state;
	struct effect_program *p = must_compile("(playable (holds self commerce))");
	struct effect_program *q = must_compile("(playable (not (not (holds self commerce))))");
	assert_int_equal(p->quick[QUICK_BODY].kind, QUICK_QUERY_SELF);
	assert_int_not_equal(q->quick[QUICK_BODY].kind, QUICK_QUERY_SELF);
	int yes = 0;
	for (int32_t holder = EFFECT_NONE; holder < 2; holder++) {
		for (int32_t self = 0; self < 2; self++) {
			struct fake_game g;
			fake_init(&g, 2);
			g.holder[TEST_ADV_COMMERCE] = holder;
			g.holder[TEST_ADV_STRENGTH] = self;
			struct effect_context ctx = { self, EFFECT_NONE, EFFECT_NONE };
			bool playable = effect_playable(p, &ctx, &test_host, &g);
			assert_int_equal(playable, effect_playable(q, &ctx, &test_host, &g));
			assert_int_equal(playable, holder == self);
			yes += playable;
		}
	}
	assert_int_equal(yes, 2);
	effect_program_free(p);
	effect_program_free(q);
}

/* Compiling allocates; running, answering and asking modifiers do not. */
/* (option KEY) and (option-is KEY WORD...) ask the host each time they
 * run, so one program reads whatever value the match was set up with. */
static void test_options(void **state)
{
	(void)state;
	static const char *const text =
		"(on play (gain self wool (option UNIVERSITY_HAND_BONUS))"
		" (when (option HARBOR_OWN_C) (gain self ore 1))"
		" (when (option-is SPY_TAKES units-actions) (gain self grain 1))"
		" (when (option-is SPY_TAKES any units-actions) (gain self brick 1)))";
	struct fake_game g;
	fake_init(&g, 2);
	assert_string_equal(run_text(&g, text, NULL, 0, EFFECT_DONE),
	                    "gain 0 3 0\ngain 0 1 1\n");
	fake_init(&g, 2);
	g.options[TO_UNIVERSITY_HAND_BONUS] = 2;
	g.options[TO_HARBOR_OWN_C] = 1;
	g.options[TO_SPY_TAKES] = 1;
	assert_string_equal(run_text(&g, text, NULL, 0, EFFECT_DONE),
	                    "gain 0 3 2\ngain 0 4 1\ngain 0 2 1\ngain 0 1 1\n");
	/* a value the option does not allow (a host that answers badly) is no word */
	fake_init(&g, 2);
	g.options[TO_SPY_TAKES] = 7;
	assert_string_equal(run_text(&g, text, NULL, 0, EFFECT_DONE), "gain 0 3 0\n");
	/* in a pure block too: a modifier and a filter */
	struct effect_program *p = must_compile(
		"(modify hand-limit (+ value (option UNIVERSITY_HAND_BONUS)))"
		"(modify commerce (= subject this) (if (option HARBOR_OWN_C) value (- value 1)))");
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	fake_init(&g, 2);
	g.options[TO_UNIVERSITY_HAND_BONUS] = 3;
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_HAND_LIMIT, &ctx,
	                               EFFECT_NONE, 4, &test_host, &g), 7);
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_COMMERCE, &ctx, 0, 1,
	                               &test_host, &g), 0);
	g.options[TO_HARBOR_OWN_C] = 1;
	assert_int_equal(effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_COMMERCE, &ctx, 0, 1,
	                               &test_host, &g), 1);
	effect_program_free(p);
}

static void test_running_allocates_nothing(void **state)
{
	(void)state;
	struct fake_game g;
	fake_init(&g, 2);
	g.resources[1][TR_WOOL] = 3;
	g.resources[1][TR_ORE] = 3;
	int32_t fields = fake_add(&g, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 1);
	fake_add(&g, TC_SPY, TEST_ZONE_HAND, 1, 0);
	struct effect_program *p = must_compile(
		"(modify production (near this) (* value 2))\n"
		"(on play (for p each (for-card c (in (principality p) (kind region)) (add-stock c 1)))"
		" (repeat 2 (take self opponent (choose-resource self (> (resources opponent subject) 0)) 1))"
		" (move (choose self (hand opponent) optional) (hand self))"
		" (gain self wool (option UNIVERSITY_HAND_BONUS)))");
	size_t before = allocations;
	struct effect_run run;
	struct effect_context ctx = { 0, fields, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, 1, &ctx), 0);
	int decisions = 0;
	while (effect_run(&run, p, &test_host, &g) == EFFECT_PENDING) {
		assert_int_equal(effect_answer(&run, run.decision.options[0]), 0);
		decisions++;
	}
	assert_int_equal(run.status, EFFECT_DONE);
	assert_int_equal(decisions, 3);
	effect_modify(p, EFFECT_CLAUSE_MODIFY, TEST_MOD_PRODUCTION, &ctx, fields, 1, &test_host, &g);
	assert_int_equal(allocations, before);
	/* the counter works: compiling does allocate */
	effect_program_free(must_compile("(on play)"));
	assert_true(allocations > before);
	effect_program_free(p);
}

static void test_start_refuses_non_handlers(void **state)
{
	(void)state;
	struct effect_program *p = must_compile("(modify hand-limit 1)");
	struct effect_run run;
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, 0, &ctx), -1);
	assert_int_equal(effect_start(&run, p, 1, &ctx), -1);
	assert_string_equal(effect_status_name(EFFECT_PENDING), "pending");
	effect_program_free(p);
}

/* Whether effect_check_code refuses code (len words) with one handler at 0. */
static bool code_refused(const int32_t *code, size_t len)
{
	struct effect_clause clause = { EFFECT_CLAUSE_ON, EFFECT_ON_PLAY, -1, -1, -1, 0, 1, 1 };
	uint8_t starts[64];
	assert_true(len <= sizeof starts);
	return effect_check_code(code, len, &clause, 1, starts) != NULL;
}

/* What the machine takes on trust is checked when a program is made; a
 * run that does not belong to its program is still refused when it runs. */
static void test_code_checked_when_made(void **state)
{
	(void)state;
	struct effect_program *p = must_compile(
		"(on play (for p each (gain p wool 1)) (remember (choose-resource self)) "
		"(gain self (memory) (count (hand self))))");
	assert_null(effect_check_code(p->code, p->code_len, p->clauses, p->clause_count,
	                              p->starts));
	assert_int_equal(p->code[p->code_len], OP_OFF_END);

	const int32_t good[] = { OP_PUSH, 1, OP_JUMP_IF_NOT, 6, OP_JUMP, 7, OP_END };
	assert_false(code_refused(good, 7));
	const int32_t to_end[] = { OP_PUSH, 1, OP_JUMP, 4 };     /* a jump to the end */
	assert_false(code_refused(to_end, 4));
	const int32_t unknown[] = { OP_COUNT_OPS, OP_END };
	assert_true(code_refused(unknown, 2));
	const int32_t off_end[] = { OP_OFF_END };
	assert_true(code_refused(off_end, 1));
	const int32_t negative[] = { -1, OP_END };
	assert_true(code_refused(negative, 2));
	const int32_t cut_short[] = { OP_END, OP_PUSH };
	assert_true(code_refused(cut_short, 2));
	const int32_t in_short[] = { OP_PUSH, 1, OP_IN, 3, 1, 2 };
	assert_true(code_refused(in_short, 6));
	const int32_t in_negative[] = { OP_PUSH, 1, OP_IN, -1, OP_END };
	assert_true(code_refused(in_negative, 5));
	const int32_t local[] = { OP_LOCAL, EFFECT_LOCAL_MAX, OP_END };
	assert_true(code_refused(local, 3));
	const int32_t set_local[] = { OP_PUSH, 1, OP_SET_LOCAL, -1, OP_END };
	assert_true(code_refused(set_local, 5));
	const int32_t query[] = { OP_QUERY, EFFECT_Q_COUNT, 0, OP_END };
	assert_true(code_refused(query, 4));
	const int32_t act_args[] = { OP_ACT, 0, EFFECT_ARGS_MAX + 1, OP_END };
	assert_true(code_refused(act_args, 4));
	const int32_t into_operand[] = { OP_JUMP, 3, OP_PUSH, 7, OP_END };
	assert_true(code_refused(into_operand, 5));
	const int32_t past_end[] = { OP_JUMP, 4, OP_END };
	assert_true(code_refused(past_end, 3));
	const int32_t loop[] = { OP_LIST_PLAYERS, EFFECT_LOOP_MAX, 0, OP_END };
	assert_true(code_refused(loop, 4));
	const int32_t next_end[] = { OP_NEXT, 0, 0, 1, 9, OP_END };
	assert_true(code_refused(next_end, 6));
	const int32_t countdown[] = { OP_COUNTDOWN, 0, 1, OP_END };
	assert_true(code_refused(countdown, 4));
	const int32_t filter[] = { OP_PUSH, 0, OP_COUNT, 1, OP_END };
	assert_true(code_refused(filter, 5));
	struct effect_clause mid = { EFFECT_CLAUSE_ON, EFFECT_ON_PLAY, -1, -1, -1, 1, 1, 1 };
	uint8_t starts[8];
	assert_non_null(effect_check_code(good, 7, &mid, 1, starts));

	/* a handler that jumps to the end stops at the jump, with its steps */
	int32_t code[] = { OP_PUSH, 1, OP_JUMP, 4, OP_OFF_END };
	struct effect_clause clause = { EFFECT_CLAUSE_ON, EFFECT_ON_PLAY, -1, -1, -1, 0, 1, 1 };
	uint8_t code_starts[4];
	assert_null(effect_check_code(code, 4, &clause, 1, code_starts));
	int32_t filter_at[4] = { -1, -1, -1, -1 };   /* no walks */
	struct effect_program made = { 1, 4, 0, &clause, code, NULL, NULL, code_starts, filter_at,
	                               EFFECT_NONE };
	struct effect_run run;
	struct effect_context ctx = { 0, 0, EFFECT_NONE };
	struct fake_game g;
	fake_init(&g, 2);
	assert_int_equal(effect_start(&run, &made, 0, &ctx), 0);
	assert_int_equal(effect_run(&run, &made, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_CODE);
	assert_int_equal(run.pc, 2);
	assert_int_equal(run.steps, 3);

	/* a run resumed with a program it does not belong to */
	assert_int_equal(effect_start(&run, p, 0, &ctx), 0);
	run.pc = (int32_t)p->code_len;
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_CODE);
	assert_int_equal(effect_start(&run, p, 0, &ctx), 0);
	run.pc = 1;   /* PUSH's operand, or inside some other instruction */
	assert_false(p->starts[1]);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_ERROR);
	assert_int_equal(run.error, EFFECT_ERR_CODE);
	effect_program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gain_pay_take_give),
		cmocka_unit_test(test_arithmetic_and_control),
		cmocka_unit_test(test_loops_over_players_and_cards),
		cmocka_unit_test(test_questions),
		cmocka_unit_test(test_suspend_and_resume),
		cmocka_unit_test(test_choices_of_every_kind),
		cmocka_unit_test(test_counter_and_duel),
		cmocka_unit_test(test_require_and_stop),
		cmocka_unit_test(test_remember),
		cmocka_unit_test(test_step_limit),
		cmocka_unit_test(test_filter_steps),
		cmocka_unit_test(test_compare_filter),
		cmocka_unit_test(test_exists_steps),
		cmocka_unit_test(test_filter_tests_emitted),
		cmocka_unit_test(test_filter_tests_agree),
		cmocka_unit_test(test_specialised_emitted),
		cmocka_unit_test(test_exists_fused),
		cmocka_unit_test(test_walk_index),
		cmocka_unit_test(test_near_listing),
		cmocka_unit_test(test_walks_answered),
		cmocka_unit_test(test_near_loop_limit),
		cmocka_unit_test(test_stock_loop_limit),
		cmocka_unit_test(test_modifiers),
		cmocka_unit_test(test_modify_constant),
		cmocka_unit_test(test_with_and_resource_of),
		cmocka_unit_test(test_immune_playable_accepts),
		cmocka_unit_test(test_exists_quick),
		cmocka_unit_test(test_query_self_quick),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_running_allocates_nothing),
		cmocka_unit_test(test_start_refuses_non_handlers),
		cmocka_unit_test(test_code_checked_when_made),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
