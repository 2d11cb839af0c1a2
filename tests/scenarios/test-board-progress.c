/*
 * Scenarios for the progress cards of Cities & Knights on the board game:
 * when a card may be played, and what each card does, one scenario a card
 * (or a rule sentence), each quoting the Dutch text
 * (shared/rules/000_b40acb1630786031.txt, which wins).
 *
 * The match is set up as a sandbox (cities-driver.c). Cards reach a
 * hand from their deck as a draw would bring them; the actions are typed as a
 * player would, and check.c judges the match after every one.
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

static int knight_at(int n)
{
	return S->ck.knight[n - 1] & KNIGHT_STRENGTH;
}

/* A free intersection seat may settle on (the set-up's distance rule),
 * at a corner of hex h, not next to avoid (0: anywhere); 0 when none. */
static int free_corner(int h, int avoid)
{
	for (uint64_t b = map()->hex_nodes[h]; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (board_can_settle(S, 0, n, true) &&
		    (avoid == 0 || !(map()->node_near[avoid - 1] >> n & 1)))
			return n + 1;
	}
	return 0;
}

/* ---- playing them ---- */

/* 000, "Ontwikkelingskaarten spelen": "Nadat je gedobbeld hebt, mag je in
 * je beurt zoveel ontwikkelingskaarten spelen als je wilt." "Gespeelde
 * kaarten gaan onder de stapel van hun kleur." */
static void test_any_number_after_the_roll(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-crane");
	hand_progress(1, "ck-road-building");
	assert_false(can("play ck-crane"));
	assert_false(can("play ck-road-building"));
	roll_and_empty();
	int deck = S->ck.deck_count[TRACK_SCIENCE];
	act("play ck-crane");
	assert_int_equal(progress_held(1, "ck-crane"), 0);
	assert_int_equal(S->ck.deck_count[TRACK_SCIENCE], deck + 1);
	assert_string_equal(deck_bottom(TRACK_SCIENCE), "ck-crane");
	act("play ck-road-building");
	assert_string_equal(deck_bottom(TRACK_SCIENCE), "ck-road-building");
	assert_int_equal(S->player[0].ck.progress_count, 0);
	/* only the active player plays them */
	hand_progress(2, "ck-smith");
	assert_int_equal(R->current(S), 0);
	assert_false(can("play ck-smith"));
	finish();
}

/* "Een kaart die je in je beurt trekt, mag je meteen spelen." */
static void test_drawn_this_turn_played_at_once(void **state)
{
	(void)state;
	start();
	S->player[0].ck.level[TRACK_SCIENCE] = 1;
	deck_top("ck-irrigation");
	next_roll(6, 1, EVENT_GATE + TRACK_SCIENCE);
	act("roll");
	assert_int_equal(progress_held(1, "ck-irrigation"), 1);
	assert_true(can("play ck-irrigation"));
	act("play ck-irrigation");
	finish();
}

/* ---- science ---- */

/* The production a sum brings a seat: 1 a settlement, 2 a city (a city on
 * forest, pasture or mountains brings a resource and a commodity). */
static int brings(int seat, int sum)
{
	int cards = 0;
	for (uint64_t b = S->own_nodes[seat - 1]; b; b &= b - 1) {
		int n = board_low_bit(b);
		for (int i = 0; i < map()->node_hex_count[n]; i++) {
			int h = map()->node_hex[n][i];
			if (S->hex_token[h] == sum && h != S->robber && S->hex_resource[h] >= 0)
				cards += (S->cities >> n & 1) ? 2 : 1;
		}
	}
	return cards;
}

/* "Alchemist (2 kaarten). Speel deze kaart vóór je dobbelt. Je bepaalt zelf
 * welk getal de witte en de rode dobbelsteen tonen. Alleen de
 * gebeurtenissendobbelsteen gooi je gewoon. Daarna volgt de opbrengst
 * volgens de getallen die je gekozen hebt. Je mag dus ook een 7 kiezen. Heb
 * je al gedobbeld, dan kun je deze kaart die beurt niet meer gebruiken." */
static void test_alchemist(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-alchemist");
	hand_progress(1, "ck-alchemist");
	/* a number seat 1's city produces on */
	int city = city_of(1) - 1, sum = 0;
	for (int i = 0; i < map()->node_hex_count[city] && !sum; i++)
		sum = S->hex_token[map()->node_hex[city][i]];
	assert_true(sum > 1 && sum != 7);
	int white = sum > 6 ? 6 : 1, red = sum - white;
	act("play ck-alchemist");
	assert_string_equal(R->phase(S), "decision");
	act("choose %d", white);
	act("choose %d", red);
	assert_string_equal(R->phase(S), "roll");
	/* one played, before the roll: the other may follow, not after */
	assert_true(can("play ck-alchemist"));
	S->ck.fixed_event = EVENT_SHIP + 1;
	act("roll");
	assert_int_equal(S->dice[0], white);
	assert_int_equal(S->dice[1], red);
	assert_int_equal(S->player[0].hand_count, brings(1, sum));
	assert_true(brings(1, sum) >= 2);
	assert_false(can("play ck-alchemist"));
	finish();
}

/* "Je mag dus ook een 7 kiezen." */
static void test_alchemist_seven(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-alchemist");
	give(2, "ore", 9);
	act("play ck-alchemist");
	act("choose 3");
	act("choose 4");
	S->ck.fixed_event = EVENT_SHIP + 1;
	act("roll");
	assert_int_equal(S->dice[0] + S->dice[1], 7);
	assert_string_equal(R->phase(S), "discard");
	assert_int_equal(S->player[1].discard, 4);
	finish();
}

/* "Bouwkraan (2 kaarten). In de beurt waarin je deze kaart speelt, kost
 * één stadsuitbouw één handelswaar minder. Je eerste uitbouw in een terrein
 * is daardoor gratis. Een stad zelf betaal je nog steeds volledig." */
static void test_crane(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-crane");
	hand_progress(1, "ck-crane");
	roll_and_empty();
	assert_false(can("improve trade"));
	act("play ck-crane");
	assert_true(can("improve trade"));
	act("improve trade");
	assert_int_equal(S->player[0].ck.level[TRACK_TRADE], 1);
	/* one improvement: the next costs its full two cloth */
	give(1, "cloth", 1);
	assert_false(can("improve trade"));
	give(1, "cloth", 1);
	act("improve trade");
	assert_int_equal(held(1, "cloth"), 0);
	/* the second Crane: the third level for two cloth, not three */
	act("play ck-crane");
	give(1, "cloth", 2);
	act("improve trade");
	assert_int_equal(S->player[0].ck.level[TRACK_TRADE], 3);
	assert_int_equal(held(1, "cloth"), 0);
	/* a city is paid in full */
	give(1, "ore", 2);
	give(1, "grain", 2);
	assert_false(can_f("build city %d", settlement_of(1)));
	give(1, "ore", 1);
	act("build city %d", settlement_of(1));
	assert_int_equal(S->player[0].hand_count, 0);
	finish();
}

/* The hexes of res at a corner of which seat has a settlement or a city,
 * and the pairs of such a hex and such a building. */
static int hexes_touched(int seat, int res, int *pairs)
{
	int hexes = 0;
	*pairs = 0;
	for (int h = 0; h < map()->hex_count; h++) {
		if (S->hex_resource[h] != res)
			continue;
		int here = board_bits(map()->hex_nodes[h] & S->own_nodes[seat - 1]);
		*pairs += here;
		hexes += here > 0;
	}
	return hexes;
}

/* Settlements of seat 1 at two corners of a hex of res, and a city at a
 * corner of another: 000's example for the Mining. */
static void settle_around(int res)
{
	int first = -1;
	for (int h = 0; h < map()->hex_count; h++) {
		if (S->hex_resource[h] != res)
			continue;
		if (first < 0) {
			int a = free_corner(h, 0);
			if (!a)
				continue;
			act("place 1 settlement %d", a);
			int b = free_corner(h, 0);
			if (!b)
				continue;
			act("place 1 settlement %d", b);
			first = h;
		} else {
			int c = free_corner(h, 0);
			if (!c)
				continue;
			act("place 1 settlement %d", c);
			act("place 1 city %d", c);
			return;
		}
	}
	fail_msg("no room for the example");
}

/* "Mijnbouw (2 kaarten). Je krijgt 2 erts voor elk bergland dat grenst aan
 * minstens één van je dorpen of steden. Liggen twee van je dorpen aan één
 * bergland en je stad aan een ander bergland, dan krijg je dus 4 erts." */
static void test_mining(void **state)
{
	(void)state;
	start();
	settle_around(kind("ore"));
	int pairs, hexes = hexes_touched(1, kind("ore"), &pairs);
	assert_true(hexes >= 2);
	assert_true(pairs > hexes);    /* one hex borders two of them: it counts once */
	hand_progress(1, "ck-mining");
	roll_and_empty();
	act("play ck-mining");
	assert_int_equal(held(1, "ore"), 2 * hexes);
	assert_int_equal(S->player[0].hand_count, 2 * hexes);
	finish();
}

/* "Irrigatie (2 kaarten). Werkt als Mijnbouw, maar dan voor akkers. Je
 * krijgt 2 graan voor elke akker die grenst aan minstens één van je dorpen
 * of steden." */
static void test_irrigation(void **state)
{
	(void)state;
	start();
	settle_around(kind("grain"));
	int pairs, hexes = hexes_touched(1, kind("grain"), &pairs);
	assert_true(pairs > hexes);
	hand_progress(1, "ck-irrigation");
	roll_and_empty();
	act("play ck-irrigation");
	assert_int_equal(held(1, "grain"), 2 * hexes);
	assert_int_equal(S->player[0].hand_count, 2 * hexes);
	/* a seat without fields at his buildings gets nothing */
	hexes_touched(2, kind("grain"), &pairs);
	finish();
}

/* "Boekdrukkunst (1 kaart). Deze kaart is één overwinningspunt waard. Je
 * legt hem meteen open voor je neer." "Kaarten die een overwinningspunt
 * opleveren (Boekdrukkunst en Wetgeving) leg je direct open voor je neer.
 * Ze tellen niet mee voor het maximum van vier." */
static void test_printer(void **state)
{
	(void)state;
	start();
	int vp = S->player[0].vp;
	hand_progress(1, "ck-printer");
	assert_int_equal(S->player[0].ck.shown[progress_row("ck-printer")], 1);
	assert_int_equal(progress_held(1, "ck-printer"), 0);
	assert_int_equal(S->player[0].ck.progress_count, 0);
	assert_int_equal(S->player[0].vp, vp + 1);
	roll_and_empty();
	assert_false(can("play ck-printer"));
	finish();
}

/* A hex with number token, and its number as the console shows it. */
static int hex_with(int token)
{
	for (int h = 0; h < map()->hex_count; h++)
		if (S->hex_token[h] == token)
			return h;
	fail_msg("no hex with %d", token);
	return -1;
}

/* "Uitvinder (2 kaarten). Je verwisselt twee getalfiches op het speelveld
 * naar keuze. De fiches met een 2, 6, 8 of 12 mag je niet verwisselen." */
static void test_inventor(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-inventor");
	roll_and_empty();
	act("play ck-inventor");
	static const int never[] = { 2, 6, 8, 12 };
	for (size_t i = 0; i < sizeof never / sizeof never[0]; i++)
		assert_false(can_f("choose hex %d", map()->hex_number[hex_with(never[i])]));
	for (int h = 0; h < map()->hex_count; h++)
		if (!S->hex_token[h])
			assert_false(can_f("choose hex %d", map()->hex_number[h]));   /* the desert */
	int five = hex_with(5), ten = hex_with(10);
	act("choose hex %d", map()->hex_number[five]);
	assert_false(can_f("choose hex %d", map()->hex_number[five]));
	act("choose hex %d", map()->hex_number[ten]);
	assert_int_equal(S->hex_token[five], 10);
	assert_int_equal(S->hex_token[ten], 5);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Ingenieur (1 kaart). Je bouwt gratis een stadsmuur bij een van je
 * steden." "Rond een dorp kun je geen muur bouwen en een stad heeft
 * maximaal één muur." */
static void test_engineer(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-engineer");
	int city = city_of(1);
	S->ck.walls |= (uint64_t)1 << (city - 1);
	S->player[0].ck.walls--;
	roll_and_empty();
	/* his one city has its wall: nothing to build on */
	assert_false(can("play ck-engineer"));
	int other = settlement_of(1);
	act("place 1 city %d", other);
	act("play ck-engineer");
	assert_true(S->ck.walls >> (other - 1) & 1);
	assert_int_equal(S->player[0].ck.walls, BOARD_WALLS - 2);
	assert_int_equal(S->player[0].hand_count, 0);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Medicijn (2 kaarten). Je maakt van een dorp een stad voor 2 erts en 1
 * graan. Je mag niet twee Medicijnen combineren om één stad nog goedkoper
 * te maken, maar je mag in één beurt met twee Medicijnen twee dorpen
 * omzetten." */
static void test_medicine(void **state)
{
	(void)state;
	start();
	int second = free_corner(hex(10), 0);
	act("place 1 settlement %d", second);
	hand_progress(1, "ck-medicine");
	hand_progress(1, "ck-medicine");
	roll_and_empty();
	give(1, "ore", 2);
	assert_false(can("play ck-medicine"));   /* 2 ore, but no grain */
	give(1, "grain", 1);
	act("play ck-medicine");
	assert_false(can_f("choose intersection %d", city_of(1)));
	act("choose intersection %d", settlement_of(1));
	assert_true(S->cities >> (settlement_of(1) - 1) & 1);
	assert_int_equal(S->player[0].hand_count, 0);
	/* the second: another settlement, for 2 ore and 1 grain again */
	assert_false(can("play ck-medicine"));
	give(1, "ore", 2);
	give(1, "grain", 1);
	act("play ck-medicine");                 /* one settlement left: no choice */
	assert_true(S->cities >> (second - 1) & 1);
	assert_int_equal(S->player[0].hand_count, 0);
	assert_int_equal(S->player[0].cities, BOARD_CITIES - 3);
	finish();
}

/* "Staan al je dorpen al op het speelveld, dan draai je de geplunderde
 * stad om. ... Je herstelt hem door de normale bouwkosten van een stad te
 * betalen (3 erts en 2 graan). De ontwikkelingskaart Medicijn mag je ook
 * gebruiken om zo'n stad te herstellen." */
static void test_medicine_restores(void **state)
{
	(void)state;
	start();
	for (int h = 0; h < map()->hex_count && S->player[0].settlements > 0; h++) {
		int n = free_corner(h, 0);
		if (n)
			act("place 1 settlement %d", n);
	}
	assert_int_equal(S->player[0].settlements, 0);
	board_pillage(S, 0, city_of(1) - 1);
	check_ok();
	assert_true(S->ck.pillaged >> (city_of(1) - 1) & 1);
	int vp = S->player[0].vp;
	hand_progress(1, "ck-medicine");
	roll_and_empty();
	give(1, "ore", 2);
	give(1, "grain", 1);
	act("play ck-medicine");
	act("choose intersection %d", city_of(1));
	assert_false(S->ck.pillaged >> (city_of(1) - 1) & 1);
	assert_int_equal(S->player[0].vp, vp + 1);
	assert_int_equal(S->player[0].hand_count, 0);
	finish();
}

/* "Smeedkunst (2 kaarten). Je bevordert gratis twee van je eigen ridders
 * met één rang. Dat mogen actieve en passieve ridders zijn. Machtige
 * ridders maak je alleen als je de Vesting hebt gebouwd. Elke ridder kan
 * maar één keer per beurt bevorderd worden." */
static void test_smith(void **state)
{
	(void)state;
	start();
	int a = beside(1, 1, 0), b = beside(1, 0, 0);
	knight(1, a, 1, true);
	knight(1, b, 2, false);
	hand_progress(1, "ck-smith");
	hand_progress(1, "ck-smith");
	roll_and_empty();
	/* no Fortress: only the basic knight, once */
	act("play ck-smith");
	assert_int_equal(knight_at(a), 2);
	assert_int_equal(knight_at(b), 2);
	assert_true(S->ck.knight[a - 1] & KNIGHT_ACTIVE);
	assert_int_equal(S->player[0].hand_count, 0);
	/* both promoted this turn or strong without the Fortress: nothing left */
	assert_false(can("play ck-smith"));
	act("end");
	pass_turn();
	pass_turn();
	S->player[0].ck.level[TRACK_POLITICS] = BOARD_ABILITY_LEVEL;
	roll_and_empty();
	act("play ck-smith");
	assert_true(can_f("choose knight %d", b));
	act("choose knight %d", a);
	/* the second: b alone is left, taken without asking */
	assert_int_equal(knight_at(a), 3);
	assert_int_equal(knight_at(b), 3);
	assert_true(S->ck.knight[a - 1] & KNIGHT_ACTIVE);
	assert_false(S->ck.knight[b - 1] & KNIGHT_ACTIVE);
	assert_int_equal(S->player[0].ck.knights[2], 0);
	finish();
}

/* "Stratenbouw (2 kaarten). Je bouwt gratis twee straten." */
static void test_road_building(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-road-building");
	roll_and_empty();
	int roads = S->player[0].roads;
	act("play ck-road-building");
	assert_string_equal(R->phase(S), "free-roads");
	for (int i = 0; i < 2; i++) {
		struct strbuf all = STRBUF_INIT;
		moves(&all);
		int edge = 0;
		assert_int_equal(sscanf(strbuf_str(&all), "build road %d", &edge), 1);
		strbuf_free(&all);
		act("build road %d", edge);
	}
	assert_int_equal(S->player[0].roads, roads - 2);
	assert_int_equal(S->player[0].hand_count, 0);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "In de beurt waarin je deze kaart speelt": the Crane's discount ends
 * with the turn. */
static void test_crane_ends_with_the_turn(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-crane");
	roll_and_empty();
	act("play ck-crane");
	act("end");
	pass_turn();
	pass_turn();
	roll_and_empty();
	assert_false(can("improve trade"));
	give(1, "cloth", 1);
	act("improve trade");
	assert_int_equal(held(1, "cloth"), 0);
	finish();
}

/* Road Building with one road left in the supply: it places that one
 * (ROAD_BUILDING_PARTIAL=1, the default); with none it is not offered. */
static void test_road_building_last_road(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-road-building");
	for (int e = 0; e < map()->edge_count && S->player[0].roads > 1; e++)
		if (!board_bit(S->built_edges, e))
			act("place 1 road %d", e + 1);
	assert_int_equal(S->player[0].roads, 1);
	roll_and_empty();
	act("play ck-road-building");
	assert_string_equal(R->phase(S), "free-roads");
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	int edge = 0;
	assert_int_equal(sscanf(strbuf_str(&all), "build road %d", &edge), 1);
	strbuf_free(&all);
	act("build road %d", edge);
	assert_int_equal(S->player[0].roads, 0);
	assert_string_equal(R->phase(S), "action");
	hand_progress(1, "ck-road-building");
	assert_false(can("play ck-road-building"));
	finish();
}

/* What the console tells a player who types a card he cannot play now. */
static void assert_why(const char *key, const char *reason)
{
	struct strbuf why = STRBUF_INIT;
	R->why_not(S, S->t->progress_card[progress_row(key)], LANG_EN, &why);
	if (!strstr(strbuf_str(&why), reason))
		fail_msg("%s: \"%s\", not \"%s\"", key, strbuf_str(&why), reason);
	strbuf_free(&why);
}

/* "Nadat je gedobbeld hebt, mag je in je beurt zoveel
 * ontwikkelingskaarten spelen als je wilt. Alleen de Alchemist speel je
 * vóór het dobbelen." "Kaarten die een overwinningspunt opleveren ... leg
 * je direct open voor je neer": the console says why a card cannot be
 * played now. */
static void test_why_not(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-crane");
	hand_progress(1, "ck-alchemist");
	hand_progress(1, "ck-printer");
	hand_progress(1, "ck-engineer");
	assert_why("ck-crane", "after the roll");
	assert_why("ck-printer", "never played");
	assert_why("ck-smith", "not in your hand");
	roll_and_empty();
	assert_why("ck-alchemist", "before the roll");
	/* his one city has a wall already */
	S->ck.walls |= (uint64_t)1 << (city_of(1) - 1);
	S->player[0].ck.walls--;
	assert_why("ck-engineer", "nothing to act on");
	finish();
}

/* "Je kunt niet handelen met ontwikkelingskaarten." */
static void test_not_traded(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-crane");
	hand_progress(2, "ck-smith");
	roll_and_empty();
	give(1, "wool", 1);
	give(2, "ore", 1);
	act("offer");
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	assert_null(strstr(strbuf_str(&all), "ck-"));
	assert_non_null(strstr(strbuf_str(&all), "give wool"));
	strbuf_free(&all);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_any_number_after_the_roll),
		cmocka_unit_test(test_drawn_this_turn_played_at_once),
		cmocka_unit_test(test_alchemist),
		cmocka_unit_test(test_alchemist_seven),
		cmocka_unit_test(test_crane),
		cmocka_unit_test(test_mining),
		cmocka_unit_test(test_irrigation),
		cmocka_unit_test(test_printer),
		cmocka_unit_test(test_inventor),
		cmocka_unit_test(test_engineer),
		cmocka_unit_test(test_medicine),
		cmocka_unit_test(test_medicine_restores),
		cmocka_unit_test(test_smith),
		cmocka_unit_test(test_road_building),
		cmocka_unit_test(test_crane_ends_with_the_turn),
		cmocka_unit_test(test_road_building_last_road),
		cmocka_unit_test(test_why_not),
		cmocka_unit_test(test_not_traded),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
