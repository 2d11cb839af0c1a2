/*
 * Scenarios for the politics progress cards of Cities & Knights (blue),
 * one or more a card, each quoting its Dutch text
 * (shared/rules/000_b40acb1630786031.txt, "Politiek (blauw)", which wins).
 *
 * The match is set up as a sandbox (cities-driver.c): 3 players on the
 * beginner island, each with a settlement and a city on the coast (3 points), seat
 * 1 to roll. Cards reach a hand from their deck as a draw would bring
 * them; the actions are typed as a player would, and check.c judges the
 * match after every one.
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
#include "core/json.h"
#include "games/board/internal.h"
#include "../unit/game-fixture.h"
#include "board-driver.h"
#include "cities-driver.h"

GAME_FIXTURE_GROUP(&board_rules)

static void start(void)
{
	start_with(db, tables, NULL, NULL);
}

static int vp(int seat)
{
	return S->player[seat - 1].vp;
}

/* The path (1-based) of seat's set-up road from its city, and the end of
 * it away from the city. */
static int city_road(int seat)
{
	return path(city_of(seat), beside(seat, 1, 0));
}

static bool active_at(int n)
{
	return (S->ck.knight_nodes >> (n - 1) & 1) && (S->ck.knight[n - 1] & KNIGHT_ACTIVE);
}

/* "Bisschop (2 kaarten). Je verplaatst de struikrover. Daarna pak je van
 * elke speler met een dorp of stad aan het nieuwe landschap een willekeurige
 * handkaart. Zolang de barbaren nog niet zijn aangevallen, kun je de
 * struikrover niet verplaatsen en dus ook deze kaart niet gebruiken." */
static void test_bishop(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-bishop");
	roll_and_empty();
	assert_false(can("play ck-bishop"));         /* the robber sleeps */
	S->ck.attacks = 1;
	/* a hex at seat 2's city, with a settlement of seat 3's at it too */
	int h = map()->node_hex[city_of(2) - 1][0], corner = 0;
	for (uint64_t b = map()->hex_nodes[h]; b && !corner; b &= b - 1)
		if (board_can_settle(S, 2, board_low_bit(b), true))
			corner = board_low_bit(b) + 1;
	assert_true(corner > 0);
	act("place 3 settlement %d", corner);
	give(2, "ore", 1);
	give(2, "cloth", 1);
	give(3, "wool", 2);
	act("play ck-bishop");
	act("choose hex %d", map()->hex_number[h]);
	assert_int_equal(S->robber, h);
	/* one random card from each of the two */
	assert_int_equal(S->player[0].hand_count, 2);
	assert_int_equal(S->player[1].hand_count, 1);
	assert_int_equal(held(1, "wool"), 1);
	assert_int_equal(held(3, "wool"), 1);
	assert_string_equal(R->phase(S), "action");
	assert_string_equal(deck_bottom(TRACK_POLITICS), "ck-bishop");
	finish();
}

/* "Diplomaat (2 kaarten). Je haalt een open straat van het speelveld. Een
 * straat is open als er aan het losse uiteinde geen andere straat, ridder,
 * dorp of stad van dezelfde speler staat." Another's road goes back to his
 * supply. */
static void test_diplomat_removes_open_road(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-diplomat");
	roll_and_empty();
	/* seat 2's city road runs on: its first stretch is no longer open */
	int a = beside(2, 1, 0), b = -1;
	for (int i = 0; i < map()->node_edge_count[a - 1] && b < 0; i++) {
		int n = map()->node_next[a - 1][i] + 1;
		if (n != city_of(2))
			b = n;
	}
	act("place 2 road %d", path(a, b));
	/* and seat 3's knight at the end of his other road closes nothing:
	 * a knight of the same player would */
	act("play ck-diplomat");
	assert_false(can_f("choose road %d", city_road(2)));
	assert_true(can_f("choose road %d", path(a, b)));
	int roads = S->player[1].roads;
	act("choose road %d", path(a, b));
	assert_int_equal(S->edge_owner[path(a, b) - 1], -1);
	assert_int_equal(S->player[1].roads, roads + 1);
	assert_string_equal(R->phase(S), "action");  /* not his own: nothing to place */
	finish();
}

/* "Haal je een straat van jezelf weg, dan mag je die meteen gratis ergens
 * anders neerleggen." Elsewhere: not on the path it came from; and he may
 * leave it in his supply. A road whose loose end holds his own knight is
 * not open. */
static void test_diplomat_own_road(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-diplomat");
	hand_progress(1, "ck-diplomat");
	roll_and_empty();
	knight(2, beside(2, 1, 0), 1, false);
	board_reindex(S);
	act("play ck-diplomat");
	assert_false(can_f("choose road %d", city_road(2)));   /* his knight holds it */
	int mine = city_road(1), roads = S->player[0].roads;
	act("choose road %d", mine);
	assert_string_equal(R->phase(S), "decision");
	assert_int_equal(S->player[0].roads, roads + 1);
	assert_false(can_f("choose road %d", mine));           /* elsewhere */
	/* at his settlement, on a free path */
	int s1 = settlement_of(1), to = -1;
	for (int i = 0; i < map()->node_edge_count[s1 - 1] && to < 0; i++)
		if (S->edge_owner[map()->node_edge[s1 - 1][i]] < 0)
			to = map()->node_edge[s1 - 1][i] + 1;
	act("choose road %d", to);
	assert_int_equal(S->edge_owner[to - 1], 0);
	assert_int_equal(S->player[0].roads, roads);
	/* the second: his own again, kept in the supply */
	act("play ck-diplomat");
	act("choose road %d", to);
	act("choose none");
	assert_int_equal(S->edge_owner[to - 1], -1);
	assert_int_equal(S->player[0].roads, roads + 1);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Veldheer (2 kaarten). Je activeert al je eigen ridders op het speelveld
 * zonder graan te betalen." Activated now, they act from his next turn,
 * as a knight activated with grain ("Een ridder die je in deze beurt
 * activeert, kan pas in je volgende beurt een actie uitvoeren"). */
static void test_warlord(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-warlord");
	hand_progress(1, "ck-warlord");
	roll_and_empty();
	int a = beside(1, 1, 0), b = beside(1, 0, 0), c = beside(2, 1, 0);
	knight(1, a, 1, true);
	knight(2, c, 1, false);
	board_reindex(S);
	assert_false(can("play ck-warlord"));        /* none of his is passive */
	knight(1, b, 2, false);
	board_reindex(S);
	act("play ck-warlord");
	assert_true(active_at(a));
	assert_true(active_at(b));
	assert_true(S->ck.knight[b - 1] & KNIGHT_FRESH);
	assert_false(active_at(c));                  /* his own only */
	assert_int_equal(held(1, "grain"), 0);
	assert_false(can("play ck-warlord"));
	finish();
}

/* "Bruidsschat (2 kaarten). Elke speler die meer overwinningspunten heeft
 * dan jij, geeft je twee handkaarten naar eigen keuze. Dat mogen
 * grondstoffen of handelswaren zijn. Een speler met maar één kaart geeft
 * die ene kaart." */
static void test_wedding(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-wedding");
	hand_progress(1, "ck-wedding");
	roll_and_empty();
	act("place 2 city %d", settlement_of(2));
	assert_int_equal(vp(2), 4);
	assert_int_equal(vp(3), 3);                  /* as many as seat 1: gives nothing */
	give(2, "ore", 2);
	give(2, "cloth", 1);
	give(2, "brick", 1);
	give(3, "wool", 2);
	act("play ck-wedding");
	assert_int_equal(R->current(S), 1);          /* seat 2 chooses what he gives */
	act("choose cloth");
	act("choose brick");
	assert_int_equal(held(1, "cloth"), 1);
	assert_int_equal(held(1, "brick"), 1);
	assert_int_equal(held(2, "ore"), 2);
	assert_int_equal(held(3, "wool"), 2);
	assert_string_equal(R->phase(S), "action");
	/* one card left: he gives that one */
	board_lose(S, 1, kind("ore"), 1);
	act("play ck-wedding");
	assert_int_equal(held(1, "ore"), 1);
	assert_int_equal(S->player[1].hand_count, 0);
	finish();
}

/* "Intrige (2 kaarten). Je verdrijft een ridder van een tegenspeler zonder
 * daar een eigen ridder voor nodig te hebben. De ridder moet wel op een
 * driesprong staan die met minstens één van jouw straten ... verbonden is.
 * De eigenaar verplaatst de verdreven ridder volgens de gewone regels"
 * (a displaced knight "houdt zijn status"). */
static void test_intrigue(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-intrigue");
	roll_and_empty();
	int at = beside(1, 1, 0);
	knight(2, beside(2, 1, 0), 1, false);        /* at his own roads: no target */
	board_reindex(S);
	assert_false(can("play ck-intrigue"));
	knight(2, at, 2, true);                      /* at the end of seat 1's road */
	board_reindex(S);
	act("play ck-intrigue");
	assert_int_equal(S->ck.knight_owner[at - 1], -1);
	assert_string_equal(R->phase(S), "displaced");
	assert_int_equal(R->current(S), 1);
	act("relocate %d", beside(2, 0, 0));
	assert_int_equal(S->ck.knight_owner[beside(2, 0, 0) - 1], 1);
	assert_true(active_at(beside(2, 0, 0)));
	assert_int_equal(S->ck.knight[beside(2, 0, 0) - 1] & KNIGHT_STRENGTH, 2);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "... of zet hem terug in zijn voorraad": with no free intersection at
 * his roads ("Is er geen vrije driesprong, dan gaat de ridder terug naar
 * zijn voorraad"). */
static void test_intrigue_to_supply(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-intrigue");
	roll_and_empty();
	knight(2, beside(2, 1, 0), 1, false);
	knight(2, beside(2, 0, 0), 1, false);
	knight(2, beside(1, 1, 0), 2, false);
	board_reindex(S);
	act("play ck-intrigue");
	assert_int_equal(S->ck.knight_owner[beside(1, 1, 0) - 1], -1);
	assert_int_equal(S->player[1].ck.knights[1], 2);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Saboteur (2 kaarten). Alle andere spelers met evenveel of meer
 * overwinningspunten dan jij leggen de helft van hun handkaarten af. Ze
 * kiezen zelf welke kaarten. Bij een oneven aantal rond je naar beneden
 * af, dus wie 9 kaarten heeft, legt er 4 af. Stadsmuren bieden geen
 * bescherming." */
static void test_saboteur(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-saboteur");
	roll_and_empty();
	act("place 1 city %d", settlement_of(1));
	act("place 2 city %d", settlement_of(2));
	assert_int_equal(vp(1), 4);
	assert_int_equal(vp(2), 4);                  /* as many: he discards */
	assert_int_equal(vp(3), 3);                  /* fewer: he keeps his */
	S->ck.walls |= (uint64_t)1 << (city_of(2) - 1);
	S->player[1].ck.walls--;
	give(2, "ore", 5);
	give(2, "coin", 4);
	give(3, "wool", 8);
	int bank_ore = S->bank[kind("ore")];
	act("play ck-saboteur");
	for (int i = 0; i < 4; i++) {
		assert_int_equal(R->current(S), 1);
		act("choose ore");
	}
	assert_int_equal(S->player[1].hand_count, 5);
	assert_int_equal(held(2, "ore"), 1);
	assert_int_equal(S->bank[kind("ore")], bank_ore + 4);
	assert_int_equal(S->player[2].hand_count, 8);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Spion (3 kaarten). Je bekijkt de ontwikkelingskaarten van een andere
 * speler en neemt er één af. Overwinningspuntenkaarten kun je niet
 * stelen." ("Kaarten die een overwinningspunt opleveren ... een Spion kan
 * ze niet stelen.") */
/* state --json as viewer (0-based) sees it. */
static char *json_of(int viewer)
{
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	board_rules.write_json(S, viewer, &w);
	char *text = strdup(strbuf_str(&out));
	strbuf_free(&out);
	return text;
}

static void test_spy(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-spy");
	hand_progress(1, "ck-spy");
	roll_and_empty();
	assert_false(can("play ck-spy"));            /* nobody else holds one */
	hand_progress(2, "ck-constitution");         /* laid open: not to be taken */
	assert_false(can("play ck-spy"));
	hand_progress(3, "ck-crane");
	hand_progress(3, "ck-warlord");
	act("play ck-spy");                          /* seat 3 the only one to spy on */
	assert_true(can("choose ck-crane"));
	/* the choices, seat 3's cards, are the spy's to see (and a replay's),
	 * not the others' */
	char *spy = json_of(0), *victim = json_of(2), *all = json_of(-1);
	assert_non_null(strstr(spy, "\"pending\":{\"player\":0,\"card\":\"ck-spy\",\"options\":2,"
	                            "\"choices\":[\"choose ck-crane\",\"choose ck-warlord\"]}"));
	assert_non_null(strstr(victim, "\"options\":2,\"choices\":null}"));
	assert_non_null(strstr(all, "\"choices\":[\"choose ck-crane\",\"choose ck-warlord\"]"));
	free(spy);
	free(victim);
	free(all);
	act("choose ck-warlord");
	assert_int_equal(progress_held(1, "ck-warlord"), 1);
	assert_int_equal(progress_held(3, "ck-warlord"), 0);
	assert_int_equal(progress_held(3, "ck-crane"), 1);
	assert_int_equal(S->player[1].ck.shown[progress_row("ck-constitution")], 1);
	finish();
}

/* "Overloper (2 kaarten). Je kiest een tegenspeler. Hij haalt een van zijn
 * ridders naar keuze van het speelveld. Jij mag daarna een eigen ridder van
 * dezelfde sterkte neerzetten volgens de gewone bouwregels. ... Je nieuwe
 * ridder krijgt dezelfde status als de verwijderde ridder, dus actief of
 * passief." */
static void test_deserter(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-deserter");
	roll_and_empty();
	assert_false(can("play ck-deserter"));       /* no knight of another's */
	int strong = beside(2, 1, 0), basic = beside(2, 0, 0);
	knight(2, strong, 2, true);
	knight(2, basic, 1, false);
	board_reindex(S);
	act("play ck-deserter");                     /* seat 2, the only one with knights */
	assert_int_equal(R->current(S), 1);          /* he chooses which */
	act("choose knight %d", strong);
	assert_int_equal(S->ck.knight_owner[strong - 1], -1);
	assert_int_equal(S->player[1].ck.knights[1], 2);
	assert_string_equal(R->phase(S), "deserter");
	assert_int_equal(R->current(S), 0);
	assert_true(can("enlist none"));              /* "mag" */
	assert_false(can_f("enlist %d", strong));    /* at his own roads only */
	int at = beside(1, 1, 0);
	act("enlist %d", at);
	assert_int_equal(S->ck.knight_owner[at - 1], 0);
	assert_int_equal(S->ck.knight[at - 1] & KNIGHT_STRENGTH, 2);
	assert_true(active_at(at));
	assert_int_equal(S->player[0].ck.knights[1], 1);
	assert_string_equal(R->phase(S), "action");
	assert_false(can_f("promote %d", at));       /* placed this turn */
	finish();
}

/* "Heb je geen ridder van die sterkte meer in je voorraad of mag je hem
 * niet plaatsen, dan zet je een zwakkere ridder neer. Een voorbeeld. Je
 * tegenspeler haalt een machtige ridder weg, maar jij hebt de Vesting nog
 * niet. Dan zet je een sterke ridder neer." */
static void test_deserter_weaker(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-deserter");
	roll_and_empty();
	S->player[1].ck.level[TRACK_POLITICS] = 3;
	int mighty = beside(2, 1, 0);
	knight(2, mighty, 3, false);
	board_reindex(S);
	act("play ck-deserter");                     /* his only knight: no choice */
	assert_int_equal(S->player[1].ck.knights[2], 2);
	act("enlist %d", beside(1, 1, 0));
	assert_int_equal(S->ck.knight[beside(1, 1, 0) - 1] & KNIGHT_STRENGTH, 2);
	assert_false(active_at(beside(1, 1, 0)));    /* passive, as the one removed */
	finish();
}

/* "Wetgeving (1 kaart). Deze kaart is één overwinningspunt waard. Je legt
 * hem meteen open voor je neer." It does not count toward the four ("Ze
 * tellen niet mee voor het maximum van vier"). */
static void test_constitution(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-constitution");
	assert_int_equal(vp(1), 4);
	assert_int_equal(S->player[0].ck.progress_count, 0);
	assert_int_equal(S->player[0].ck.shown[progress_row("ck-constitution")], 1);
	roll_and_empty();
	assert_false(can("play ck-constitution"));
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bishop),
		cmocka_unit_test(test_diplomat_removes_open_road),
		cmocka_unit_test(test_diplomat_own_road),
		cmocka_unit_test(test_warlord),
		cmocka_unit_test(test_wedding),
		cmocka_unit_test(test_intrigue),
		cmocka_unit_test(test_intrigue_to_supply),
		cmocka_unit_test(test_saboteur),
		cmocka_unit_test(test_spy),
		cmocka_unit_test(test_deserter),
		cmocka_unit_test(test_deserter_weaker),
		cmocka_unit_test(test_constitution),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
