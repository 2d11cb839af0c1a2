/*
 * The greedy player's domestic trade in the board game: its estimate
 * (eval.c) values an offer or a counter only when another player would
 * take it by his own estimate of his hand, so that the greedy player opens
 * no offer it then withdraws, makes no counter the offerer would not take,
 * and makes no offer again that nobody took in the same turn.
 *
 * A match of 3 players is set up as a sandbox (its set-up rounds played
 * by the greedy player), then the hands are dealt by the sandbox's give;
 * the greedy player's choice is asked with many seeds, since it breaks
 * ties at random. A seeded match of 4 greedy players checks the same
 * along a whole match.
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

#include "ai/ai.h"
#include "carddb/carddb.h"
#include "core/rng.h"
#include "games/board/internal.h"
#include "game-fixture.h"
#include "../scenarios/board-driver.h"

GAME_FIXTURE_GROUP(&board_rules)

#define SEEDS 60

static void *scratch;

/* The greedy player's choice for whoever decides now, with seed. */
static struct action greedy(uint64_t seed)
{
	struct rng rng;
	rng_seed(&rng, seed);
	struct action a;
	assert_int_equal(ai_choose(AI_GREEDY, R, S, &rng, scratch, &a), 0);
	return a;
}

/* The text of the greedy player's choice with seed. */
static void greedy_text(uint64_t seed, char *out, size_t size)
{
	struct action a = greedy(seed);
	struct strbuf text = STRBUF_INIT;
	R->format_action(S, &a, &text);
	snprintf(out, size, "%s", strbuf_str(&text));
	strbuf_free(&text);
}

/* Whether the greedy player, with any of SEEDS seeds, chooses an action
 * whose text starts with word. */
static bool greedy_ever(const char *word)
{
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		char text[128];
		greedy_text(seed, text, sizeof text);
		if (strncmp(text, word, strlen(word)) == 0)
			return true;
	}
	return false;
}

/* Seat 1 to act after a roll, every hand empty: the set-up rounds played
 * by the greedy player, a 6 rolled, the hands emptied into the bank. */
static void start(void)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 3, 5);
	setup.sandbox = true;
	S = game_fixture_start(R, db, tables, &setup);
	assert_non_null(S);
	scratch = malloc(ai_scratch_size(R));
	assert_non_null(scratch);
	for (uint64_t step = 1; strcmp(R->phase(S), "roll") != 0; step++) {
		struct action a = greedy(step);
		assert_int_equal(R->apply(S, &a), 0);
	}
	act("dice 6");
	act("roll");
	for (int seat = 1; seat <= 3; seat++)
		empty_hand(seat);
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(R->current(S), 0);
}

/* The match (board-driver.c's finish) and the greedy player's scratch. */
static void stop(void)
{
	free(scratch);
	scratch = NULL;
	finish();
}

/* Seat 1 holds 3 wool, two more than his next settlement needs, and no
 * ore, which his city needs; seat 2 holds 2 wool. */
static void deal_wool(void)
{
	act("give 1 wool 3");
	act("give 2 wool 2");
}

/* The estimate, for the player deciding now, of the match after text. */
static double after(const char *text)
{
	static struct board_state clone;
	clone = *S;
	struct board_state *was = S;
	S = &clone;
	act("%s", text);
	S = was;
	return R->evaluate(&clone, R->current(S));
}

/* Nobody holds what seat 1 needs: an offer is worth less to him than
 * none, and the greedy player never begins one. */
static void test_no_holder_no_offer(void **unused)
{
	(void)unused;
	start();
	deal_wool();
	act("give 3 wool 1");
	assert_true(can("offer"));
	assert_true(after("offer") < R->evaluate(S, 0));
	assert_false(greedy_ever("offer"));
	stop();
}

/* Seat 3 holds 4 ore, one more than his city needs, and no wool, which
 * his settlement needs: a wool for an ore gains them both. The greedy
 * seat 1 offers it and puts it together without a withdraw, the greedy
 * seat 3 accepts, and seat 1 trades with him. */
static void test_holder_gains_offer(void **unused)
{
	(void)unused;
	start();
	deal_wool();
	act("give 3 ore 4");
	assert_true(after("offer") > R->evaluate(S, 0));
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		char text[128];
		greedy_text(seed, text, sizeof text);
		assert_string_equal(text, "offer");
	}
	uint64_t seed = 1;
	while (strcmp(R->phase(S), "action") != 0 || hand(1, "ore") == 0) {
		char text[128];
		greedy_text(seed++, text, sizeof text);
		assert_string_not_equal(text, "withdraw");
		act("%s", text);
		assert_true(seed < 100);
	}
	assert_int_equal(hand(1, "ore"), 1);
	assert_int_equal(hand(1, "wool"), 2);
	assert_int_equal(hand(3, "wool"), 1);
	assert_int_equal(hand(3, "ore"), 3);
	stop();
}

/* Seat 1 offers a wool for an ore; seat 2 holds only wool, so he has
 * nothing to ask of seat 1 that seat 1 would give: he declines, and
 * never begins a counter. */
static void test_no_counter_nobody_takes(void **unused)
{
	(void)unused;
	start();
	deal_wool();
	act("give 3 ore 4");
	act("offer");
	act("give wool");
	act("want ore");
	act("propose 1 wool -> 1 ore");
	assert_int_equal(R->current(S), 1);
	assert_true(can("counter"));
	assert_true(after("counter") < R->evaluate(S, 1));
	assert_false(greedy_ever("counter"));
	stop();
}

/* Seat 3, a person, declines seat 1's wool for his ore: the greedy seat 1
 * does not offer it again in the same turn, and since nobody else holds
 * ore, offers nothing; in his next turn he offers it again. */
static void test_declined_not_again(void **unused)
{
	(void)unused;
	start();
	deal_wool();
	act("give 3 ore 4");
	act("offer");
	act("give wool");
	act("want ore");
	act("propose 1 wool -> 1 ore");
	act("decline");
	act("decline");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(R->current(S), 0);
	assert_true(can("offer"));
	assert_true(after("offer") < R->evaluate(S, 0));
	assert_false(greedy_ever("offer"));
	/* the same terms, put together again, are worth less than none */
	act("offer");
	act("give wool");
	act("want ore");
	assert_true(after("propose 1 wool -> 1 ore") < after("withdraw"));
	act("withdraw");
	/* a new turn forgets it */
	act("end");
	act("dice 6");
	act("roll");
	act("end");
	act("dice 6");
	act("roll");
	act("end");
	act("dice 6");
	act("roll");
	for (int seat = 1; seat <= 3; seat++)
		empty_hand(seat);
	deal_wool();
	act("give 3 ore 4");
	assert_true(after("offer") > R->evaluate(S, 0));
	stop();
}

/* A whole match of 4 greedy players (seed 3): offers are made, and
 * none is withdrawn unanswered, no counter is withdrawn, and no offer
 * that nobody accepted is proposed again in the same turn. */
static void test_seeded_match(void **unused)
{
	(void)unused;
	struct match_setup setup;
	game_fixture_setup(&setup, 4, 3);
	S = game_fixture_start(R, db, tables, &setup);
	assert_non_null(S);
	scratch = malloc(ai_scratch_size(R));
	assert_non_null(scratch);
	struct board_trade refused[64];
	int refused_count = 0, refused_turn = -1, proposed = 0, withdrawn = 0, traded = 0;
	for (uint64_t step = 1; R->current(S) >= 0 && step < 200000; step++) {
		struct action a = greedy(step);
		int phase = S->phase;
		if (S->turn != refused_turn) {
			refused_turn = S->turn;
			refused_count = 0;
		}
		if (a.kind == A_WITHDRAW)
			withdrawn++;
		if (a.kind == A_PROPOSE && phase == PH_OFFER_DRAFT) {
			proposed++;
			for (int i = 0; i < refused_count; i++)
				assert_memory_not_equal(&refused[i], &S->draft, sizeof S->draft);
		}
		if (a.kind == A_TRADE_WITH)
			traded++;
		assert_int_equal(R->apply(S, &a), 0);
		/* the last answer is in: an offer nobody accepted */
		if ((phase == PH_OFFER || phase == PH_COUNTER_DRAFT) &&
		    (S->phase == PH_ACTION || S->phase == PH_OFFER_CLOSE)) {
			bool accepted = false;
			for (int p = 0; p < S->player_count; p++)
				accepted |= S->answer[p] == ANSWER_ACCEPT;
			if (!accepted && refused_count < 64)
				refused[refused_count++] = S->offer;
		}
		check_ok();
	}
	assert_int_equal(R->current(S), -1);
	assert_true(proposed > 10);
	assert_true(traded > 0);
	assert_int_equal(withdrawn, 0);
	stop();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_holder_no_offer),
		cmocka_unit_test(test_holder_gains_offer),
		cmocka_unit_test(test_no_counter_nobody_takes),
		cmocka_unit_test(test_declined_not_again),
		cmocka_unit_test(test_seeded_match),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
