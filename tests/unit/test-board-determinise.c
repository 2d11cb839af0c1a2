/*
 * Determinisation of the board game (determinise.c): over random matches
 * of 2 (the two-player variant), 3 and 4 players, a redraw for any player leaves what he sees as it
 * was (determinise-fixture.h) and moves only what is hidden from him,
 * within its places:
 *
 *   - the island, the bank, the face-up cards, the turn, his own hand and
 *     development cards stay, and every field of the match but the hidden
 *     hands, the deck and the generator is the same byte for byte;
 *   - each hidden hand keeps its number of resource cards, and the hidden
 *     hands together hold the same cards, kind by kind;
 *   - each hidden hand keeps its number of development cards and of those
 *     bought this turn, the deck its size, and the deck with the hidden
 *     hands together holds the same cards, card by card;
 *   - while an offer stands, the offerer still holds what he offers and
 *     each player who accepted or countered what he would give; while
 *     terms are put together, their player what he has put on his side;
 *   - the player whose turn it is, if another, stays below the target.
 *
 * And with Cities & Knights, over random matches of 2, 3 and 4 players:
 *
 *   - the commodities are hidden cards of the hands like the resources:
 *     each hidden hand keeps its number of cards, resources and
 *     commodities together, and the hidden hands the same cards by kind;
 *   - each hidden hand keeps its number of progress cards of each colour,
 *     each deck its size, and each colour's deck with the hidden hands
 *     together the same cards, card by card; the viewer's own progress
 *     cards and every point card laid open stay;
 *   - everything else (knights, walls, levels, metropolises, the
 *     barbarians, the merchant) is the same byte for byte.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "determinise-fixture.h"
#include "game-fixture.h"
#include "games/board/board.h"
#include "games/board/internal.h"

#define MATCHES 4
#define MAX_ACTIONS 2500
#define EVERY 7

GAME_FIXTURE_GROUP(&board_rules)

/* Redraws made while an offer had answers that bind a hand. */
static long bound_by_offer;
/* Redraws with Cities & Knights that moved a progress card of a hand,
 * and hidden hands that held commodities. */
static long progress_moved, commodities_hidden;

static void assert_holds(const struct board_state *s, int q, const uint8_t *cards)
{
	for (size_t r = 0; r < sizeof s->offer.give; r++)
		assert_true(s->player[q].hand[r] >= cards[r]);
}

static void assert_known_held(const struct board_state *b)
{
	if (board_drafter(b) >= 0)
		assert_holds(b, board_drafter(b), b->draft.give);
	if (b->phase != PH_OFFER && b->phase != PH_OFFER_CLOSE && b->phase != PH_COUNTER_DRAFT)
		return;
	assert_holds(b, b->active, b->offer.give);
	for (int q = 0; q < b->player_count; q++) {
		if (q == b->active)
			continue;
		if (b->answer[q] == ANSWER_ACCEPT)
			assert_holds(b, q, b->offer.get);
		else if (b->answer[q] == ANSWER_COUNTER)
			assert_holds(b, q, b->counter[q].get);
		bound_by_offer += b->answer[q] == ANSWER_ACCEPT || b->answer[q] == ANSWER_COUNTER;
	}
}

/* The match with what viewer cannot see blanked out. */
static void blank_hidden(struct board_state *s, int viewer)
{
	memset(&s->rng, 0, sizeof s->rng);
	memset(s->deck, 0, sizeof s->deck);
	memset(s->ck.deck, 0, sizeof s->ck.deck);
	for (int q = 0; q < s->player_count; q++) {
		struct board_player *pl = &s->player[q];
		if (q == viewer)
			continue;
		memset(pl->hand, 0, sizeof pl->hand);
		memset(pl->dev, 0, sizeof pl->dev);
		memset(pl->dev_new, 0, sizeof pl->dev_new);
		memset(pl->ck.progress, 0, sizeof pl->ck.progress);
		pl->hidden_vp = 0;
	}
}

/* The progress cards of Cities & Knights: per colour, the hidden hands'
 * counts kept and their cards with the deck's conserved. Returns whether
 * any lies elsewhere. */
static bool progress_conserved(const struct board_state *a, const struct board_state *b,
                               int viewer)
{
	const struct board_tables *t = a->t;
	int rows_a[BOARD_MAX_PROGRESS_ROWS] = { 0 }, rows_b[BOARD_MAX_PROGRESS_ROWS] = { 0 };
	bool moved = memcmp(a->ck.deck, b->ck.deck, sizeof a->ck.deck) != 0, in_hand = false;
	for (int k = 0; k < BOARD_TRACKS; k++) {
		assert_int_equal(a->ck.deck_count[k], b->ck.deck_count[k]);
		for (int i = 0; i < a->ck.deck_count[k]; i++) {
			rows_a[a->ck.deck[k][i]]++;
			rows_b[b->ck.deck[k][i]]++;
			assert_int_equal(t->progress_track[b->ck.deck[k][i]], k);
		}
	}
	for (int q = 0; q < a->player_count; q++) {
		const struct board_ck_player *x = &a->player[q].ck, *y = &b->player[q].ck;
		assert_memory_equal(x->shown, y->shown, sizeof x->shown);
		assert_int_equal(x->progress_count, y->progress_count);
		if (q == viewer) {
			assert_memory_equal(x->progress, y->progress, sizeof x->progress);
			continue;
		}
		int colour_a[BOARD_TRACKS] = { 0 }, colour_b[BOARD_TRACKS] = { 0 };
		for (int row = 0; row < t->progress_count; row++) {
			rows_a[row] += x->progress[row];
			rows_b[row] += y->progress[row];
			colour_a[t->progress_track[row]] += x->progress[row];
			colour_b[t->progress_track[row]] += y->progress[row];
		}
		assert_memory_equal(colour_a, colour_b, sizeof colour_a);
		in_hand |= memcmp(x->progress, y->progress, sizeof x->progress) != 0;
	}
	assert_memory_equal(rows_a, rows_b, sizeof rows_a);
	progress_moved += in_hand;
	return moved || in_hand;
}

static bool conserved(const void *before, const void *after, int viewer)
{
	const struct board_state *a = before, *b = after;
	int res_a[BOARD_CARD_KINDS] = { 0 }, res_b[BOARD_CARD_KINDS] = { 0 };
	int dev_a[BOARD_MAX_DEV_ROWS] = { 0 }, dev_b[BOARD_MAX_DEV_ROWS] = { 0 };
	bool moved = memcmp(a->deck, b->deck, sizeof a->deck) != 0;
	for (int i = 0; i < a->deck_count; i++) {
		dev_a[a->deck[i]]++;
		dev_b[b->deck[i]]++;
	}
	for (int q = 0; q < a->player_count; q++) {
		const struct board_player *x = &a->player[q], *y = &b->player[q];
		if (q == viewer)
			continue;
		int fresh_a = 0, fresh_b = 0, count = 0;
		for (int r = 0; r < BOARD_CARD_KINDS; r++) {
			res_a[r] += x->hand[r];
			res_b[r] += y->hand[r];
			count += y->hand[r];
			commodities_hidden += r >= BOARD_RESOURCES && x->hand[r] > 0;
		}
		assert_int_equal(count, y->hand_count);
		assert_int_equal(x->hand_count, y->hand_count);
		for (int row = 0; row < BOARD_MAX_DEV_ROWS; row++) {
			dev_a[row] += x->dev[row];
			dev_b[row] += y->dev[row];
			fresh_a += x->dev_new[row];
			fresh_b += y->dev_new[row];
		}
		assert_int_equal(fresh_a, fresh_b);
		moved |= memcmp(x->hand, y->hand, sizeof x->hand) != 0 ||
		         memcmp(x->dev, y->dev, sizeof x->dev) != 0;
	}
	assert_memory_equal(res_a, res_b, sizeof res_a);
	assert_memory_equal(dev_a, dev_b, sizeof dev_a);
	if (a->ck.on)
		moved |= progress_conserved(a, b, viewer);
	assert_known_held(b);
	if (b->active != viewer && b->turn >= 1 && b->phase != PH_OVER) {
		const struct board_player *pl = &b->player[b->active];
		assert_true(pl->vp + pl->hidden_vp < b->opt.victory_points);
	}

	static struct board_state x, y;
	memcpy(&x, a, sizeof x);
	memcpy(&y, b, sizeof y);
	blank_hidden(&x, viewer);
	blank_hidden(&y, viewer);
	assert_memory_equal(&x, &y, sizeof x);
	return moved;
}

static void run(int players)
{
	struct match_setup setup;
	game_fixture_setup(&setup, players, 2121 + (uint64_t)players);
	struct determinise_tally tally;
	bound_by_offer = 0;
	determinise_check_matches(&board_rules, db, tables, &setup, MATCHES, MAX_ACTIONS, EVERY,
	                          NULL, conserved, &tally);
	print_message("%d players: %ld redraws, %ld moved, %ld with the viewer to decide, "
	              "%ld bound by an answer\n", players, tally.redraws, tally.moved,
	              tally.deciding, bound_by_offer);
	assert_true(tally.redraws > 1000);
	assert_true(tally.moved > tally.redraws / 2);
	assert_true(tally.deciding > 0);
	assert_true(bound_by_offer > 0);
}

static void test_two(void **state)
{
	(void)state;
	run(2);
}

static void test_three(void **state)
{
	(void)state;
	run(3);
}

static void test_four(void **state)
{
	(void)state;
	run(4);
}

static void run_cities(int players)
{
	struct match_setup setup;
	game_fixture_setup(&setup, players, 3131 + (uint64_t)players);
	setup.sets[setup.set_count++] = carddb_set_by_key(db, "cities");
	struct determinise_tally tally;
	progress_moved = commodities_hidden = 0;
	determinise_check_matches(&board_rules, db, tables, &setup, MATCHES, MAX_ACTIONS, EVERY, NULL,
	                          conserved, &tally);
	print_message("Cities & Knights, %d players: %ld redraws, %ld moved, %ld with the viewer "
	              "to decide, %ld moved a progress card, %ld hid commodities\n", players,
	              tally.redraws, tally.moved, tally.deciding, progress_moved, commodities_hidden);
	assert_true(tally.redraws > 1000);
	assert_true(tally.moved > tally.redraws / 2);
	assert_true(tally.deciding > 0);
	assert_true(progress_moved > 0);
	assert_true(commodities_hidden > 0);
}

static void test_cities_two(void **state)
{
	(void)state;
	run_cities(2);
}

static void test_cities_three(void **state)
{
	(void)state;
	run_cities(3);
}

static void test_cities_four(void **state)
{
	(void)state;
	run_cities(4);
}

/* A viewer out of range changes nothing; one in range keeps the own hand. */
static void test_viewer_out_of_range(void **state)
{
	(void)state;
	struct match_setup setup;
	game_fixture_setup(&setup, 4, 77);
	struct board_state *s = game_fixture_start(&board_rules, db, tables, &setup);
	assert_non_null(s);
	static struct board_state copy;
	memcpy(&copy, s, sizeof copy);
	struct rng rng;
	rng_seed(&rng, 1);
	board_rules.determinise(&copy, -1, &rng);
	assert_memory_equal(&copy, s, sizeof copy);
	board_rules.determinise(&copy, 4, &rng);
	assert_memory_equal(&copy, s, sizeof copy);
	free(s);
}

/* A hand dealt so that hardly any deal keeps what its player is known to
 * hold: seat 2 accepted 2 ore for 1 wool and holds those 2 ore alone,
 * among 30 cards of others. The redraws must keep them with him (by the
 * fallback when every try fails), and the trade stays on offer. */
static void test_known_cards_kept(void **state)
{
	(void)state;
	struct match_setup setup;
	game_fixture_setup(&setup, 4, 99);
	struct board_state *s = game_fixture_start(&board_rules, db, tables, &setup);
	assert_non_null(s);
	struct action acts[GAME_MAX_ACTIONS];
	struct rng pick;
	rng_seed(&pick, 5);
	while (!(s->phase == PH_ACTION && s->active == 0 && s->turn > 1)) {
		size_t n = board_rules.legal(s, acts, GAME_MAX_ACTIONS);
		assert_int_equal(board_rules.apply(s, &acts[rng_below(&pick, n)]), 0);
	}
	for (int q = 0; q < 4; q++)
		for (int r = 0; r < BOARD_RESOURCES; r++)
			board_lose(s, q, r, s->player[q].hand[r]);
	enum { LUMBER, BRICK, GRAIN, WOOL, ORE };
	board_gain(s, 0, WOOL, 1);
	board_gain(s, 1, ORE, 2);
	board_gain(s, 2, LUMBER, 15);
	board_gain(s, 3, BRICK, 15);
	struct action offer = { A_OFFER, { 0 } }, give = { A_GIVE, { WOOL, 0, 0, 0, 0 } };
	struct action want = { A_WANT, { ORE, 0, 0, 0, 0 } }, propose = { A_PROPOSE, { 0 } };
	struct action accept = { A_ACCEPT, { 0 } }, decline = { A_DECLINE, { 0 } };
	struct board_trade terms = { .give = { [WOOL] = 1 }, .get = { [ORE] = 2 } };
	board_pack_terms(&terms, &propose);
	assert_int_equal(board_rules.apply(s, &offer), 0);
	assert_int_equal(board_rules.apply(s, &give), 0);
	assert_int_equal(board_rules.apply(s, &want), 0);
	assert_int_equal(board_rules.apply(s, &want), 0);
	assert_int_equal(board_rules.apply(s, &propose), 0);
	assert_int_equal(board_rules.apply(s, &accept), 0);
	assert_int_equal(board_rules.apply(s, &decline), 0);
	assert_int_equal(board_rules.apply(s, &decline), 0);
	assert_int_equal(s->phase, PH_OFFER_CLOSE);
	struct action with_seat_2 = { A_TRADE_WITH, { 1, 0, 0, 0, 0 } };
	static struct board_state copy;
	struct strbuf why = STRBUF_INIT;
	for (int k = 0; k < 40; k++) {
		memcpy(&copy, s, sizeof copy);
		struct rng rng;
		rng_seed(&rng, (uint64_t)k);
		board_rules.determinise(&copy, 0, &rng);
		assert_int_equal(board_rules.check(&copy, &why), 0);
		assert_int_equal(copy.player[1].hand[ORE], 2);
		assert_int_equal(copy.player[1].hand_count, 2);
		assert_int_equal(board_rules.apply(&copy, &with_seat_2), 0);
	}
	strbuf_free(&why);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_viewer_out_of_range),
		cmocka_unit_test(test_known_cards_kept),
		cmocka_unit_test(test_two),
		cmocka_unit_test(test_three),
		cmocka_unit_test(test_four),
		cmocka_unit_test(test_cities_two),
		cmocka_unit_test(test_cities_three),
		cmocka_unit_test(test_cities_four),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
