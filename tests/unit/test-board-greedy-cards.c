/*
 * The greedy player's progress cards in Cities & Knights: its estimate
 * (eval.c) values an effect that waits for its player's own choice at the
 * best of the choices, so that a card whose choice brings something is
 * played (one action ahead, playing it changed nothing yet but the card
 * spent) and one whose every choice brings less than the card is kept.
 *
 * The match is set up as the scenarios of the cards set it up
 * (cities-driver.c); the greedy player's choice is asked with many seeds,
 * since it breaks ties at random.
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
#include "../scenarios/cities-driver.h"

GAME_FIXTURE_GROUP(&board_rules)

#define SEEDS 40

/* The text of the greedy player's choice for whoever decides now. */
static void greedy_text(uint64_t seed, char *out, size_t size)
{
	void *scratch = malloc(ai_scratch_size(R));
	assert_non_null(scratch);
	struct rng rng;
	rng_seed(&rng, seed);
	struct action a;
	assert_int_equal(ai_choose(AI_GREEDY, R, S, &rng, scratch, &a), 0);
	free(scratch);
	struct strbuf text = STRBUF_INIT;
	R->format_action(S, &a, &text);
	snprintf(out, size, "%s", strbuf_str(&text));
	strbuf_free(&text);
}

/* How many of SEEDS seeds make the greedy player choose text. */
static int greedy_count(const char *text)
{
	int n = 0;
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		char chosen[128];
		greedy_text(seed, chosen, sizeof chosen);
		n += strcmp(chosen, text) == 0;
	}
	return n;
}

/* "Grondstoffen-monopolie (4 kaarten). Je noemt een soort grondstof. Elke
 * andere speler geeft je maximaal twee kaarten van die grondstof." Seat 2
 * holds 3 ore, seat 3 one: the card brings seat 1 three ore, and the
 * greedy player plays it, then names ore. */
static void test_plays_a_card_whose_choice_gains(void **unused)
{
	(void)unused;
	start_with(db, tables, NULL, NULL);
	hand_progress(1, "ck-resource-monopoly");
	roll_and_empty();
	give(2, "ore", 3);
	give(3, "ore", 1);
	assert_int_equal(greedy_count("play ck-resource-monopoly"), SEEDS);
	act("play ck-resource-monopoly");
	assert_int_equal(greedy_count("choose ore"), SEEDS);
	finish();
}

/* Nobody else holds a card: whatever seat 1 names brings nothing, and the
 * greedy player keeps the card for a better turn. */
static void test_keeps_a_card_whose_choices_bring_nothing(void **unused)
{
	(void)unused;
	start_with(db, tables, NULL, NULL);
	hand_progress(1, "ck-resource-monopoly");
	roll_and_empty();
	assert_true(can("play ck-resource-monopoly"));
	assert_int_equal(greedy_count("play ck-resource-monopoly"), 0);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plays_a_card_whose_choice_gains),
		cmocka_unit_test(test_keeps_a_card_whose_choices_bring_nothing),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
