/*
 * Scenarios for the trade cards (Handel, yellow) of Cities & Knights on
 * the board game and for the merchant they bring: one scenario a card,
 * each quoting the Dutch text (shared/rules/000_b40acb1630786031.txt,
 * which wins; 001 for the merchant).
 *
 * The match is set up as a sandbox (cities-driver.c). Cards reach a
 * hand from their deck as a draw would bring them; the actions, the choices the
 * cards ask among them, are typed as a player would, and check.c judges
 * the match after every one.
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
#include "games/board/internal.h"
#include "../unit/game-fixture.h"
#include "board-driver.h"
#include "cities-driver.h"

GAME_FIXTURE_GROUP(&board_rules)

static void start(void)
{
	start_with(db, tables, NULL, NULL);
}

static int rate(int seat, const char *key)
{
	return S->player[seat - 1].rate[kind(key)];
}

/* Whether seat has a settlement or city at a corner of hex h. */
static bool at_hex(int seat, int h)
{
	return (map()->hex_nodes[h] & S->own_nodes[seat - 1]) != 0;
}

/* A hex with a resource at seat's buildings that no other seat has a
 * building at; -1 when none. */
static int own_resource_hex(int seat)
{
	for (int h = 0; h < map()->hex_count; h++) {
		bool others = false;
		for (int q = 1; q <= 3; q++)
			others |= q != seat && at_hex(q, h);
		if (at_hex(seat, h) && !others && S->hex_resource[h] >= 0)
			return h;
	}
	return -1;
}

/* The number a hex shows (what "choose hex N" names). */
static int shown(int h)
{
	return map()->hex_number[h];
}

/* ---- the Merchant and the merchant ---- */

/* 000, "Handelaar (6 kaarten). Je zet de handelaar naast een landschap dat
 * grenst aan een van je dorpen of steden. Zolang hij daar staat, mag je de
 * grondstof van dat landschap in de verhouding 2:1 met de bank ruilen. Je
 * kunt twee van die grondstoffen dus inruilen voor één grondstof of
 * handelswaar naar keuze. De speler die de handelaar heeft, krijgt daar één
 * overwinningspunt voor. Speelt een andere speler een kaart Handelaar, dan
 * neemt hij de handelaar en het punt over. De struikrover en de ridders
 * hebben geen invloed op de handelaar." "De handelaar is een eigen
 * speelstuk dat pas in het spel komt als iemand een ontwikkelingskaart
 * Handelaar speelt." */
static void test_merchant(void **state)
{
	(void)state;
	start();
	assert_int_equal(S->ck.merchant_hex, -1);   /* not in play before the card */
	hand_progress(1, "ck-merchant");
	roll_and_empty();
	int h = own_resource_hex(1), far = own_resource_hex(2);
	assert_true(h >= 0 && far >= 0);
	const char *res = board_res_key(S, S->hex_resource[h]);
	int before = rate(1, res);
	act("play ck-merchant");
	assert_false(can_f("choose hex %d", shown(far)));   /* none of his there */
	act("choose hex %d", shown(h));
	assert_string_equal(deck_bottom(TRACK_TRADE), "ck-merchant");
	assert_int_equal(S->ck.merchant_hex, h);
	assert_int_equal(S->ck.merchant_owner, 0);
	assert_int_equal(S->player[0].vp, 3 + 1);
	assert_int_equal(rate(1, res), 2);
	/* the robber on the merchant's hex changes nothing */
	act("put robber %d", shown(h));
	give(1, res, 2);
	act("trade %s %s -> cloth", res, res);
	assert_int_equal(held(1, "cloth"), 1);
	assert_int_equal(rate(1, res), 2);
	act("end");
	/* seat 2 plays one: the merchant and the point go to him */
	hand_progress(2, "ck-merchant");
	next_roll(6, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	act("play ck-merchant");
	assert_false(can_f("choose hex %d", shown(h)));
	act("choose hex %d", shown(far));
	assert_int_equal(S->ck.merchant_owner, 1);
	assert_int_equal(S->ck.merchant_hex, far);
	assert_int_equal(S->player[0].vp, 3);
	assert_int_equal(S->player[1].vp, 3 + 1);
	assert_int_equal(rate(1, res), before);
	assert_int_equal(rate(2, board_res_key(S, S->hex_resource[far])), 2);
	finish();
}

/* 001, "Der Händler": "Die Händlerfigur kann nur durch Ausspielen einer
 * Karte 'Händler' versetzt werden. Die Händlerfigur ist einen Siegpunkt
 * wert." The holder who plays another Merchant moves his own merchant. */
static void test_merchant_moves_only_by_the_card(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-merchant");
	hand_progress(1, "ck-merchant");
	roll_and_empty();
	int h = own_resource_hex(1);
	act("play ck-merchant");
	act("choose hex %d", shown(h));
	/* turns go by: he stands where he was put */
	act("end");
	pass_turn();
	pass_turn();
	assert_int_equal(S->ck.merchant_hex, h);
	pass_roll();
	int other = -1;
	for (int k = 0; k < map()->hex_count && other < 0; k++)
		if (k != h && at_hex(1, k))
			other = k;
	assert_true(other >= 0);
	act("play ck-merchant");
	act("choose hex %d", shown(other));
	assert_int_equal(S->ck.merchant_hex, other);
	assert_int_equal(S->player[0].vp, 3 + 1);   /* one point, however often played */
	finish();
}

/* ---- Commercial Harbor ---- */

/* "Handelshaven (2 kaarten). Je biedt elke andere speler één keer een
 * grondstoffenkaart aan. Die speler moet je daarvoor een handelswaar naar
 * keuze geven. Heeft hij geen handelswaren, dan gaat de ruil niet door en
 * houd je je eigen kaart." */
static void test_commercial_harbor(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-commercial-harbor");
	roll_and_empty();
	give(1, "paper", 1);
	assert_false(can("play ck-commercial-harbor"));   /* no resource to offer */
	give(1, "ore", 1);
	give(1, "wool", 1);
	give(2, "cloth", 1);
	give(2, "coin", 1);
	give(3, "brick", 2);
	act("play ck-commercial-harbor");
	/* seat 2 first: seat 1 picks the resource, never a commodity */
	assert_int_equal(R->current(S), 0);
	assert_false(can("choose paper"));
	act("choose ore");
	/* seat 2 picks the commodity he gives */
	assert_int_equal(R->current(S), 1);
	assert_false(can("choose ore"));
	act("choose coin");
	/* seat 3 holds no commodity: no trade, no question */
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(held(1, "ore"), 0);
	assert_int_equal(held(1, "wool"), 1);
	assert_int_equal(held(1, "coin"), 1);
	assert_int_equal(held(2, "ore"), 1);
	assert_int_equal(held(2, "coin"), 0);
	assert_int_equal(held(2, "cloth"), 1);
	assert_int_equal(held(3, "brick"), 2);
	assert_int_equal(S->player[2].hand_count, 2);
	assert_string_equal(deck_bottom(TRACK_TRADE), "ck-commercial-harbor");
	finish();
}

/* "Je biedt elke andere speler één keer een grondstoffenkaart aan": with
 * no resource left to offer, the offers end. */
static void test_commercial_harbor_runs_out(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-commercial-harbor");
	roll_and_empty();
	give(1, "grain", 1);
	give(2, "paper", 1);
	give(3, "cloth", 1);
	act("play ck-commercial-harbor");   /* one resource, one commodity: no question */
	assert_int_equal(held(1, "grain"), 0);
	assert_int_equal(held(1, "paper"), 1);
	assert_int_equal(held(2, "grain"), 1);
	assert_int_equal(held(3, "cloth"), 1);   /* nothing left to offer him */
	finish();
}

/* ---- Merchant Fleet ---- */

/* "Handelsvloot (2 kaarten). Tot het einde van je beurt mag je één soort
 * grondstof of handelswaar naar keuze in de verhouding 2:1 met de bank
 * ruilen, zo vaak als je wilt. Je moet steeds twee kaarten van dezelfde
 * soort inleveren." */
static void test_merchant_fleet(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-merchant-fleet");
	hand_progress(1, "ck-merchant-fleet");
	roll_and_empty();
	int wool = rate(1, "wool"), paper = rate(1, "paper"), ore = rate(1, "ore");
	int others = rate(2, "wool");
	assert_true(wool > 2 && paper > 2);
	act("play ck-merchant-fleet");
	act("choose wool");
	assert_int_equal(rate(1, "wool"), 2);
	assert_int_equal(rate(1, "ore"), ore);
	assert_int_equal(rate(2, "wool"), others);   /* his alone */
	give(1, "wool", 4);
	act("trade wool wool -> ore");
	act("trade wool wool -> coin");        /* as often as he likes */
	assert_int_equal(held(1, "ore"), 1);
	assert_int_equal(held(1, "coin"), 1);
	/* a second one that turn: a kind of its own, the first kept */
	act("play ck-merchant-fleet");
	act("choose paper");
	assert_int_equal(rate(1, "paper"), 2);
	assert_int_equal(rate(1, "wool"), 2);
	give(1, "paper", 2);
	act("trade paper paper -> grain");
	assert_int_equal(held(1, "grain"), 1);
	/* "Tot het einde van je beurt" */
	act("end");
	assert_int_equal(rate(1, "wool"), wool);
	assert_int_equal(rate(1, "paper"), paper);
	finish();
}

/* ---- Master Merchant ---- */

/* "Handelsmeester (2 kaarten). Je kiest een speler die meer
 * overwinningspunten heeft dan jij. Je bekijkt zijn handkaarten en neemt er
 * twee naar keuze. Dat mogen grondstoffen of handelswaren zijn." */
static void test_master_merchant(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-master-merchant");
	roll_and_empty();
	give(2, "ore", 1);
	give(2, "coin", 2);
	give(3, "grain", 3);
	/* all have 3 points: nobody has more than he */
	assert_false(can("play ck-master-merchant"));
	act("place 2 city %d", settlement_of(2));
	assert_int_equal(S->player[1].vp, 4);
	act("play ck-master-merchant");        /* seat 2 alone has more: no question */
	assert_false(can("choose grain"));     /* his hand is what he sees */
	act("choose coin");
	act("choose ore");
	assert_int_equal(held(1, "coin"), 1);
	assert_int_equal(held(1, "ore"), 1);
	assert_int_equal(held(2, "coin"), 1);
	assert_int_equal(held(2, "ore"), 0);
	assert_int_equal(held(3, "grain"), 3);
	finish();
}

/* The choice of the player, among those with more points. */
static void test_master_merchant_chooses(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-master-merchant");
	roll_and_empty();
	act("place 2 city %d", settlement_of(2));
	act("place 3 city %d", settlement_of(3));
	give(2, "ore", 1);
	give(3, "brick", 1);
	give(3, "lumber", 1);
	act("play ck-master-merchant");
	assert_false(can("choose player 1"));
	act("choose player 3");
	act("choose brick");                   /* then lumber alone: taken */
	assert_int_equal(held(1, "brick"), 1);
	assert_int_equal(held(1, "lumber"), 1);
	assert_int_equal(held(2, "ore"), 1);
	assert_int_equal(S->player[2].hand_count, 0);
	finish();
}

/* ---- the monopolies ---- */

/* "Handelswaren-monopolie (2 kaarten). Je noemt een soort handelswaar.
 * Elke andere speler die die handelswaar heeft, geeft je er één." */
static void test_trade_monopoly(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-trade-monopoly");
	roll_and_empty();
	give(2, "cloth", 3);
	give(3, "paper", 1);
	act("play ck-trade-monopoly");
	assert_false(can("choose ore"));       /* a commodity is named */
	act("choose cloth");
	assert_int_equal(held(1, "cloth"), 1);
	assert_int_equal(held(2, "cloth"), 2);
	assert_int_equal(held(3, "paper"), 1);
	assert_string_equal(deck_bottom(TRACK_TRADE), "ck-trade-monopoly");
	finish();
}

/* "Grondstoffen-monopolie (4 kaarten). Je noemt een soort grondstof. Elke
 * andere speler geeft je maximaal twee kaarten van die grondstof. Heeft
 * iemand er maar één, dan geeft hij die ene." */
static void test_resource_monopoly(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-resource-monopoly");
	roll_and_empty();
	give(2, "ore", 3);
	give(3, "ore", 1);
	give(3, "coin", 2);
	act("play ck-resource-monopoly");
	assert_false(can("choose coin"));      /* a resource is named */
	act("choose ore");
	assert_int_equal(held(1, "ore"), 3);
	assert_int_equal(held(2, "ore"), 1);
	assert_int_equal(held(3, "ore"), 0);
	assert_int_equal(held(3, "coin"), 2);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_merchant),
		cmocka_unit_test(test_merchant_moves_only_by_the_card),
		cmocka_unit_test(test_commercial_harbor),
		cmocka_unit_test(test_commercial_harbor_runs_out),
		cmocka_unit_test(test_merchant_fleet),
		cmocka_unit_test(test_master_merchant),
		cmocka_unit_test(test_master_merchant_chooses),
		cmocka_unit_test(test_trade_monopoly),
		cmocka_unit_test(test_resource_monopoly),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
