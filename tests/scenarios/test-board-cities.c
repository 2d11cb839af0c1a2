/*
 * Scenarios for Cities & Knights on the board game, one per rule sentence
 * of the Dutch text (shared/rules/000_b40acb1630786031.txt, which wins)
 * that the engine plays so far: the set-up's city, the three dice and the
 * order a roll is resolved in, commodities, the sleeping robber, the 7's
 * limit with walls, the progress cards' draws and hand limit, and the
 * barbarians' attack with each of its outcomes. Each quotes the sentence
 * it checks.
 *
 * The match is set up (cities-driver.c) as a sandbox of 3 players on
 * the beginner island with the set-up pieces on the coasts (where
 * board-driver.c's start_node puts them, as for test-board-rules.c).
 * Actions are typed as a player would; what the console cannot set yet
 * (knights, levels, walls, the event die) the scenario writes into the
 * state, which check.c then judges after every action.
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

/* ---- set-up ---- */

/* 000, "Opbouwfase": "In de tweede ronde zet je geen tweede dorp neer,
 * maar een stad met een straat." "Voor elk landschap rond je stad krijg je
 * één bijpassende grondstoffenkaart. Je krijgt in de opbouwfase geen
 * handelswaren." */
static void test_setup_city(void **state)
{
	(void)state;
	start_match(db, tables, 3, NULL, NULL);
	for (int seat = 1; seat <= 3; seat++)
		place_start(seat, 0);
	assert_false(can("build settlement 1"));
	for (int seat = 3; seat >= 1; seat--) {
		int n = city_of(seat), lands = 0;
		for (int i = 0; i < map()->node_hex_count[n - 1]; i++)
			lands += S->hex_resource[map()->node_hex[n - 1][i]] >= 0;
		place_start(seat, 1);
		assert_true(S->cities >> (n - 1) & 1);
		assert_int_equal(S->player[seat - 1].hand_count, lands);
		assert_int_equal(held(seat, "paper") + held(seat, "cloth") + held(seat, "coin"), 0);
		/* a settlement and a city: 3 points */
		assert_int_equal(S->player[seat - 1].vp, 3);
	}
	finish();
}

/* ---- production ---- */

/* A hex of res with a token, not under the robber, and a free place at
 * its corner that touches no other hex with that token. */
static bool site_on(int res, int *hex_out, int *node_out)
{
	for (int h = 0; h < map()->hex_count; h++) {
		if (S->hex_resource[h] != res || !S->hex_token[h] || h == S->robber)
			continue;
		for (uint64_t b = map()->hex_nodes[h]; b; b &= b - 1) {
			int n = board_low_bit(b);
			if (!board_can_settle(S, 0, n, true))
				continue;
			bool alone = true;
			for (int i = 0; i < map()->node_hex_count[n]; i++) {
				int other = map()->node_hex[n][i];
				alone &= other == h || S->hex_token[other] != S->hex_token[h];
			}
			/* seat 1's own pieces must not produce on that number */
			for (uint64_t o = S->own_nodes[0]; o; o &= o - 1)
				for (int i = 0; i < map()->node_hex_count[board_low_bit(o)]; i++)
					alone &= S->hex_token[map()->node_hex[board_low_bit(o)][i]] !=
					         S->hex_token[h];
			if (alone) {
				*hex_out = h;
				*node_out = n;
				return true;
			}
		}
	}
	return false;
}

/* 000, "De opbrengst": "Een dorp levert één grondstoffenkaart op. Een stad
 * levert bij heuvels twee baksteen en bij akkers twee graan op. Bij bergen,
 * bossen en weiden krijg je met een stad één grondstof en één
 * handelswaar." */
static void test_city_commodities(void **state)
{
	(void)state;
	static const struct { const char *res, *commodity; } yield[] = {
		{ "lumber", "paper" }, { "wool", "cloth" }, { "ore", "coin" },
		{ "brick", NULL }, { "grain", NULL },
	};
	for (size_t i = 0; i < sizeof yield / sizeof yield[0]; i++) {
		start();
		int h = -1, n = -1;
		assert_true(site_on(kind(yield[i].res), &h, &n));
		act("place 1 settlement %d", n + 1);
		act("place 1 city %d", n + 1);
		next_roll(S->hex_token[h], S->hex_token[h] > 6 ? 6 : 1, EVENT_SHIP);
		act("roll");
		assert_int_equal(held(1, yield[i].res), yield[i].commodity ? 1 : 2);
		if (yield[i].commodity)
			assert_int_equal(held(1, yield[i].commodity), 1);
		assert_int_equal(S->player[0].hand_count, 2);
		finish();
	}
}

/* "Handelswaren tellen als kaarten in je hand. Ze tellen dus mee als er een
 * 7 valt en spelers kunnen ze van je stelen, net als grondstoffen." "Een 7.
 * Iedereen met te veel kaarten in de hand legt de helft af, zoals in het
 * basisspel. Zolang de barbaren nog niet voor het eerst zijn aangevallen,
 * gebeurt er daarna niets meer. De struikrover blijft in de woestijn staan
 * en je steelt geen kaart." */
static void test_seven_before_first_attack(void **state)
{
	(void)state;
	start();
	give(2, "ore", 5);
	give(2, "coin", 3);
	int robber = S->robber;
	next_roll(7, 3, EVENT_GATE + TRACK_TRADE);
	act("roll");
	assert_string_equal(R->phase(S), "discard");
	assert_int_equal(R->current(S), 1);
	assert_true(can("discard coin"));
	for (int i = 0; i < 3; i++)
		act("discard coin");
	act("discard ore");
	assert_int_equal(held(2, "coin"), 0);
	assert_int_equal(S->player[1].hand_count, 4);
	/* the robber stays and nobody steals: the turn goes on */
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->robber, robber);
	finish();
}

/* "Stadsmuren. ... Elke stadsmuur verhoogt het aantal kaarten dat je veilig
 * in je hand mag houden met twee. Met twee muren mag je dus 11 kaarten
 * hebben voordat je bij een 7 de helft moet afleggen." */
static void test_walls_raise_the_limit(void **state)
{
	(void)state;
	start();
	int second = settlement_of(2);
	act("place 2 city %d", second);
	S->ck.walls |= (uint64_t)1 << (city_of(2) - 1) | (uint64_t)1 << (second - 1);
	S->player[1].ck.walls -= 2;
	give(2, "grain", 11);
	give(3, "grain", 8);
	next_roll(7, 3, EVENT_SHIP);
	act("roll");
	assert_string_equal(R->phase(S), "discard");
	assert_int_equal(R->current(S), 2);          /* seat 3, not seat 2 */
	assert_int_equal(S->player[1].discard, 0);
	assert_int_equal(S->player[2].discard, 4);
	finish();
}

/* ---- trade ---- */

/* Whether some legal action's text begins with prefix. */
static bool any_move(const char *prefix)
{
	struct strbuf all = STRBUF_INIT;
	strbuf_putc(&all, '\n');
	moves(&all);
	char line[64];
	snprintf(line, sizeof line, "\n%s", prefix);
	bool found = strstr(strbuf_str(&all), line) != NULL;
	strbuf_free(&all);
	return found;
}

static int rate(int seat, const char *key)
{
	return S->player[seat - 1].rate[kind(key)];
}

/* A free place on a harbour of ratio for res (a resource, -1: the 3:1
 * harbour of any kind) where seat 1 may build, 1-based; 0: none. */
static int harbour_site(int res, int ratio)
{
	for (int k = 0; k < map()->harbor_count; k++) {
		if (S->harbor_resource[k] != res || S->harbor_ratio[k] != ratio)
			continue;
		int e = map()->harbor_edge[k];
		for (int i = 0; i < 2; i++)
			if (board_can_settle(S, 0, map()->edge_node[e][i], true))
				return map()->edge_node[e][i] + 1;
	}
	return 0;
}

/* 000, "Handelen": "Je handelt zoals in het basisspel met de bank en met
 * de andere spelers. Handelswaren gebruik je daarbij net als grondstoffen.
 * Bij de bank ruil je vier gelijke handelswaren voor één grondstof of
 * handelswaar naar keuze." "Je mag grondstoffen ook ruilen tegen
 * handelswaren en andersom." */
static void test_bank_takes_commodities(void **state)
{
	(void)state;
	start();
	pass_roll();
	assert_int_equal(rate(1, "paper"), 4);
	give(1, "paper", 3);
	assert_false(any_move("trade paper"));
	give(1, "paper", 1);
	assert_true(can("trade paper paper paper paper -> ore"));
	act("trade paper paper paper paper -> coin");
	assert_int_equal(held(1, "paper"), 0);
	assert_int_equal(held(1, "coin"), 1);
	give(1, "ore", 4);
	act("trade ore ore ore ore -> cloth");
	assert_int_equal(held(1, "cloth"), 1);
	assert_int_equal(S->player[0].hand_count, 2);
	finish();
}

/* "Met een 3:1-haven ruil je drie gelijke handelswaren." "Met een
 * baksteenhaven ruil je bijvoorbeeld 2 baksteen voor 1 papier." A 2:1
 * harbour names its resource: it takes no commodity. */
static void test_harbours_and_commodities(void **state)
{
	(void)state;
	start();
	pass_roll();
	assert_int_not_equal(harbour_site(-1, 3), 0);
	act("place 1 settlement %d", harbour_site(-1, 3));
	assert_int_equal(rate(1, "coin"), 3);
	assert_int_equal(rate(1, "cloth"), 3);
	give(1, "coin", 3);
	act("trade coin coin coin -> brick");
	assert_int_equal(held(1, "coin"), 0);
	/* a 2:1 harbour free for him: the brick harbour of the text, or
	 * another */
	int res = kind("brick"), site = harbour_site(res, 2);
	for (int r = 0; r < BOARD_RESOURCES && !site; r++)
		site = harbour_site(res = r, 2);
	assert_int_not_equal(site, 0);
	const char *key = board_res_key(S, res);
	act("place 1 settlement %d", site);
	assert_int_equal(rate(1, key), 2);
	assert_int_equal(rate(1, "paper"), 3);
	give(1, key, 2);
	act("trade %s %s -> paper", key, key);
	assert_int_equal(held(1, "paper"), 1);
	give(1, "paper", 1);
	assert_false(any_move("trade paper"));
	finish();
}

/* "Het derde niveau": "Gilde (Handel, geel). Je mag bij de bank twee
 * gelijke handelswaren ruilen voor één grondstof of handelswaar naar
 * keuze." "Dat geldt voor iedere speler die dat niveau haalt, niet alleen
 * voor de eerste." */
static void test_gilde(void **state)
{
	(void)state;
	start();
	pass_roll();
	give(1, "cloth", 3);
	act("improve trade");
	act("improve trade");
	give(1, "coin", 2);
	assert_int_equal(rate(1, "coin"), 4);        /* level 2: not yet */
	assert_false(any_move("trade coin"));
	give(1, "cloth", 3);
	act("improve trade");
	assert_int_equal(S->player[0].ck.level[TRACK_TRADE], 3);
	act("trade coin coin -> grain");
	give(1, "paper", 2);
	act("trade paper paper -> cloth");
	assert_int_equal(held(1, "grain"), 1);
	assert_int_equal(held(1, "cloth"), 1);
	/* commodities only: ore stays at 4 */
	give(1, "ore", 2);
	assert_int_equal(rate(1, "ore"), 4);
	assert_false(any_move("trade ore"));
	/* the second to reach it has it as well */
	act("end");
	next_roll(6, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	give(2, "cloth", 6);
	for (int level = 1; level <= 3; level++)
		act("improve trade");
	give(2, "paper", 2);
	act("trade paper paper -> ore");
	assert_int_equal(held(2, "ore"), 1);
	finish();
}

/* A hex of res at seat's city. */
static int hex_at_city(int seat, const char *res)
{
	int n = city_of(seat) - 1;
	for (int i = 0; i < map()->node_hex_count[n]; i++)
		if (S->hex_resource[map()->node_hex[n][i]] == kind(res))
			return map()->node_hex[n][i];
	return -1;
}

/* "Handelaar": "Je zet de handelaar naast een landschap dat grenst aan
 * een van je dorpen of steden. Zolang hij daar staat, mag je de grondstof
 * van dat landschap in de verhouding 2:1 met de bank ruilen. ... De
 * struikrover en de ridders hebben geen invloed op de handelaar." The
 * merchant is set by hand here; his card's scenario plays it. */
static void test_merchant_rate(void **state)
{
	(void)state;
	start();
	int h = -1;
	const char *res = NULL;
	for (int r = 0; r < BOARD_RESOURCES && h < 0; r++)
		if ((h = hex_at_city(1, board_res_key(S, r))) >= 0)
			res = board_res_key(S, r);
	assert_true(h >= 0);
	S->ck.merchant_hex = (int8_t)h;
	S->ck.merchant_owner = 0;
	board_reindex_cards(S);
	assert_int_equal(rate(1, res), 2);
	assert_true(rate(2, res) > 2);
	S->robber = (uint8_t)h;
	pass_roll();
	give(1, res, 2);
	act("trade %s %s -> coin", res, res);
	assert_int_equal(held(1, "coin"), 1);
	/* his no longer: the rate goes with the merchant */
	S->ck.merchant_owner = 1;
	board_reindex_cards(S);
	assert_int_equal(rate(1, res), 4);
	finish();
}

/* "Handelswaren gebruik je daarbij net als grondstoffen": a domestic offer
 * names commodities as it names resources, typed in one line too; "Je
 * mag grondstoffen ook ruilen tegen handelswaren en andersom."
 * "Ontwikkelingskaarten mag je niet ruilen": no offer names one. */
static void test_domestic_commodities(void **state)
{
	(void)state;
	start();
	pass_roll();
	give(1, "paper", 2);
	give(2, "ore", 1);
	give(3, "cloth", 1);
	act("offer");
	act("give paper");
	act("give paper");
	act("want ore");
	act("propose 2 paper -> 1 ore");
	act("accept");
	act("decline");
	act("trade with 2");
	assert_int_equal(held(1, "ore"), 1);
	assert_int_equal(held(2, "paper"), 2);
	/* the console's one line */
	struct action list[16];
	struct strbuf why = STRBUF_INIT;
	int n = R->parse_steps(S, 0, "offer 1 ore for 1 cloth", list, 16, &why);
	assert_int_equal(n, 4);
	for (int i = 0; i < n; i++) {
		assert_int_equal(R->apply(S, &list[i]), 0);
		check_ok();
	}
	act("decline");
	act("accept");
	act("trade with 3");
	assert_int_equal(held(1, "cloth"), 1);
	assert_int_equal(held(3, "ore"), 1);
	/* a progress card is no card to trade */
	int row = board_progress_draw(S, 0, TRACK_TRADE);
	assert_true(row >= 0);
	char line[128];
	snprintf(line, sizeof line, "offer 1 %s for 1 ore",
	         S->db->cards[S->t->progress_card[row]].key);
	strbuf_reset(&why);
	assert_int_equal(R->parse_steps(S, 0, line, list, 16, &why), -1);
	strbuf_free(&why);
	finish();
}

/* ---- the event die ---- */

/* "Een schip op de gebeurtenissendobbelsteen. Het barbarenschip vaart één
 * vakje verder in de richting van de pijl." */
static void test_ship_advances(void **state)
{
	(void)state;
	start();
	next_roll(6, 3, EVENT_SHIP);
	act("roll");
	assert_int_equal(S->ck.barbarians, 1);
	act("end");
	next_roll(6, 3, EVENT_GATE + TRACK_SCIENCE);
	act("roll");
	assert_int_equal(S->ck.barbarians, 1);
	finish();
}

/* "Ontwikkelingskaarten krijgen": "1. Je hebt in het terrein van die kleur
 * minstens de eerste uitbouw gedaan. 2. De gebeurtenissendobbelsteen toont
 * een stadspoort in die kleur. 3. Het getal op de rode dobbelsteen staat
 * afgebeeld op je fiches van die kleur." "Een voorbeeld. Speler A gooit
 * een witte 6, een rode 3 en een gele stadspoort. Speler B heeft in Handel
 * al twee niveaus gebouwd, waardoor op zijn gele fiches de rode worpen 1, 2
 * en 3 staan. Hij trekt een gele ontwikkelingskaart." */
static void test_gate_draws(void **state)
{
	(void)state;
	start();
	S->player[1].ck.level[TRACK_TRADE] = 2;      /* speler B */
	S->player[2].ck.level[TRACK_TRADE] = 1;      /* rolls 1 and 2 only */
	S->player[0].ck.level[TRACK_POLITICS] = 5;   /* another colour */
	next_roll(9, 3, EVENT_GATE + TRACK_TRADE);
	act("roll");
	assert_int_equal(S->player[1].ck.progress_count, 1);
	assert_int_equal(S->player[2].ck.progress_count, 0);
	assert_int_equal(S->player[0].ck.progress_count, 0);
	assert_int_equal(S->ck.deck_count[TRACK_TRADE], 17);
	finish();
}

/* "Dit geldt voor alle spelers, niet alleen voor de speler die aan de beurt
 * is. Voldoen meerdere spelers aan de voorwaarden, dan trekken ze om de
 * beurt een kaart van de stapel in die kleur. De speler die aan de beurt
 * is, begint en daarna gaat het met de klok mee." */
static void test_draws_in_turn_order(void **state)
{
	(void)state;
	start();
	pass_turn();                                 /* seat 2 rolls */
	for (int p = 0; p < 3; p++)
		S->player[p].ck.level[TRACK_SCIENCE] = 5;
	int deck = S->ck.deck_count[TRACK_SCIENCE];
	int top[3];
	for (int i = 0; i < 3; i++)
		top[i] = S->ck.deck[TRACK_SCIENCE][deck - 1 - i];
	next_roll(8, 6, EVENT_GATE + TRACK_SCIENCE);
	act("roll");
	/* seat 2 took the top card, then seat 3, then seat 1 */
	const int order[3] = { 1, 2, 0 };
	for (int i = 0; i < 3; i++) {
		const struct board_ck_player *c = &S->player[order[i]].ck;
		assert_int_equal(c->progress[top[i]] + c->shown[top[i]], 1);
	}
	finish();
}

/* "Je mag maximaal vier ontwikkelingskaarten in je hand hebben. Krijg je
 * een vijfde kaart terwijl je niet aan de beurt bent, dan leg je meteen een
 * kaart naar keuze onder de stapel van de juiste kleur." "Kaarten die een
 * overwinningspunt opleveren ... tellen niet mee voor het maximum van
 * vier." */
static void test_fifth_card_outside_turn(void **state)
{
	(void)state;
	start();
	S->player[1].ck.level[TRACK_TRADE] = 5;
	for (int i = 0; i < 4; i++)
		board_progress_draw(S, 1, TRACK_TRADE);
	board_reindex_cards(S);
	assert_int_equal(S->player[1].ck.progress_count, 4);
	next_roll(8, 2, EVENT_GATE + TRACK_TRADE);
	act("roll");
	assert_string_equal(R->phase(S), "progress-limit");
	assert_int_equal(R->current(S), 1);
	int row = -1;
	for (int r = 0; r < S->t->progress_count && row < 0; r++)
		if (S->player[1].ck.progress[r])
			row = r;
	act("put under %s", db->cards[S->t->progress_card[row]].key);
	assert_int_equal(S->player[1].ck.progress_count, 4);
	assert_int_equal(S->ck.deck[TRACK_TRADE][0], row);
	assert_string_equal(R->phase(S), "action");  /* the roll goes on */
	finish();
}

/* The roller himself may hold the fifth card in his turn
 * (PROGRESS_EXCESS_OWN_TURN=end-of-turn), but not end the turn with it. */
static void test_fifth_card_in_own_turn(void **state)
{
	(void)state;
	start();
	S->player[0].ck.level[TRACK_TRADE] = 5;
	for (int i = 0; i < 4; i++)
		board_progress_draw(S, 0, TRACK_TRADE);
	board_reindex_cards(S);
	next_roll(8, 2, EVENT_GATE + TRACK_TRADE);
	act("roll");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->player[0].ck.progress_count, 5);
	assert_false(can("end"));
	int row = -1;
	for (int r = 0; r < S->t->progress_count && row < 0; r++)
		if (S->player[0].ck.progress[r])
			row = r;
	act("put under %s", db->cards[S->t->progress_card[row]].key);
	act("end");
	finish();
}

/* ---- the barbarians ---- */

/* "Komt het schip op het rood omrande laatste vakje, dan vallen de
 * barbaren Catan aan." "Het barbarenschip gaat terug naar het startvakje
 * en de dreiging begint opnieuw." (BARBARIAN_TRACK, 7 by default) */
static void test_attack_on_the_last_space(void **state)
{
	(void)state;
	start();
	for (int i = 0; i < 6; i++) {
		next_roll(6, 3, EVENT_SHIP);
		act("roll");
		act("end");
	}
	assert_int_equal(S->ck.barbarians, 6);
	assert_int_equal(S->ck.attacks, 0);
	next_roll(6, 3, EVENT_SHIP);
	act("roll");
	assert_int_equal(S->ck.attacks, 1);
	assert_int_equal(S->ck.barbarians, 0);
	finish();
}

static void attack_next_roll(int sum)
{
	S->ck.barbarians = (uint8_t)(S->opt.ck.track - 1);
	next_roll(sum, sum > 6 ? 6 : 1, EVENT_SHIP);
}

/* "De kracht van de barbaren is gelijk aan het aantal steden op het
 * speelveld ... De kracht van Catan is de som van de vaantjes van alle
 * actieve ridders van alle spelers." "Is het leger van Catan even sterk of
 * sterker dan de barbaren, dan is de aanval afgeslagen. Heeft één speler de
 * meeste kracht aan actieve ridders bijgedragen, dan krijgt hij een kaart
 * Redder van Catan. Die kaart is één overwinningspunt waard." "Ongeacht de
 * uitkomst worden alle ridders passief." */
static void test_catan_wins_one_defender(void **state)
{
	(void)state;
	start();
	/* 3 cities; Catan: seat 2 two, seat 3 one (active), seat 1 one passive */
	knight(2, beside(2, 1, 0), 2, true);
	knight(3, beside(3, 1, 0), 1, true);
	knight(1, beside(1, 1, 0), 1, false);
	int vp = S->player[1].vp;
	attack_next_roll(6);
	act("roll");
	assert_int_equal(S->player[1].ck.defender, 1);
	assert_int_equal(S->player[1].vp, vp + 1);
	for (int p = 0; p < 3; p++)
		assert_int_equal(S->player[p].ck.defender, p == 1);
	for (uint64_t b = S->ck.knight_nodes; b; b &= b - 1)
		assert_false(S->ck.knight[board_low_bit(b)] & KNIGHT_ACTIVE);
	assert_int_equal(board_bits(S->cities), 3);
	finish();
}

/* "Hebben twee of meer spelers samen de meeste kracht geleverd, dan krijgt
 * niemand die kaart. In dat geval trekken die spelers allemaal een
 * ontwikkelingskaart van een stapel naar keuze, te beginnen met de speler
 * die aan de beurt is." */
static void test_catan_wins_tie(void **state)
{
	(void)state;
	start();
	pass_turn();                                 /* seat 2 rolls */
	knight(1, beside(1, 1, 0), 2, true);
	knight(3, beside(3, 1, 0), 2, true);
	attack_next_roll(6);
	act("roll");
	assert_string_equal(R->phase(S), "defender-draw");
	assert_int_equal(R->current(S), 2);          /* seat 3 first: after seat 2 */
	act("draw politics");
	assert_int_equal(R->current(S), 0);
	act("draw science");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->player[2].ck.progress_count + S->player[2].vp - 3, 1);
	assert_int_equal(S->ck.deck_count[TRACK_POLITICS], 17);
	assert_int_equal(S->ck.deck_count[TRACK_SCIENCE], 17);
	for (int p = 0; p < 3; p++)
		assert_int_equal(S->player[p].ck.defender, 0);
	finish();
}

/* "Zijn de barbaren sterker, dan plunderen ze een stad. Dat treft de speler
 * die de minste kracht aan actieve ridders heeft bijgedragen." "De
 * getroffen speler kiest een van zijn steden en vervangt die door een dorp
 * uit zijn voorraad." "Wordt een stad met een muur geplunderd, dan gaat de
 * muur terug naar je voorraad". */
static void test_barbarians_win(void **state)
{
	(void)state;
	start();
	act("place 1 city %d", settlement_of(1));    /* seat 1: two cities */
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 1, true);
	S->ck.walls |= (uint64_t)1 << (settlement_of(1) - 1);
	S->player[0].ck.walls--;
	attack_next_roll(6);
	act("roll");
	assert_string_equal(R->phase(S), "pillage");
	assert_int_equal(R->current(S), 0);
	char line[32];
	snprintf(line, sizeof line, "pillage %d", city_of(1));
	assert_true(can(line));
	act("pillage %d", settlement_of(1));
	assert_false(S->cities >> (settlement_of(1) - 1) & 1);
	assert_int_equal(S->player[0].ck.walls, 3);
	assert_int_equal(S->player[0].vp, 3);
	assert_int_equal(board_bits(S->cities), 3);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Hebben meerdere spelers samen de minste kracht bijgedragen, dan
 * verliezen ze allemaal een stad. Heeft niemand ook maar één actieve
 * ridder, dan verliest elke speler met een gewone stad er een." "Spelers
 * die alleen dorpen hebben, doen niet mee in deze vergelijking". */
static void test_all_lose_without_knights(void **state)
{
	(void)state;
	start();
	attack_next_roll(6);
	act("roll");
	/* each had one city: no choice to make */
	assert_int_equal(board_bits(S->cities), 0);
	for (int p = 0; p < 3; p++)
		assert_int_equal(S->player[p].vp, 2);
	/* a second attack finds only settlements: nobody takes part */
	act("end");
	attack_next_roll(6);
	act("roll");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->ck.attacks, 2);
	finish();
}

/* "Ook metropolen zijn altijd beschermd en worden nooit geplunderd." A
 * player whose only city is a metropolis is passed over, and the next
 * weakest loses one (METROPOLIS_ONLY_VICTIMS=skip). "Metropolen tellen mee
 * als stad. Met zeven steden op het speelveld, waarvan twee metropolen, is
 * de kracht van de barbaren dus 7." */
static void test_metropolis_is_safe(void **state)
{
	(void)state;
	start();
	S->player[0].ck.level[TRACK_TRADE] = 4;
	S->ck.metropolis[TRACK_TRADE] = (int8_t)(city_of(1) - 1);
	board_reindex_cards(S);
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 2, true);
	/* barbarians 3 (the metropolis counts once) against Catan 3: Catan
	 * wins, seat 3 alone at the top */
	attack_next_roll(6);
	act("roll");
	assert_int_equal(S->player[2].ck.defender, 1);
	act("end");
	/* now knights all passive: barbarians 3, Catan 0; seat 1 has only a
	 * metropolis, so seats 2 and 3 lose theirs */
	attack_next_roll(6);
	act("roll");
	assert_true(S->cities >> (city_of(1) - 1) & 1);
	assert_false(S->cities >> (city_of(2) - 1) & 1);
	assert_false(S->cities >> (city_of(3) - 1) & 1);
	assert_int_equal(S->player[0].vp, 1 + 4);
	finish();
}

/* "Staan al je dorpen al op het speelveld, dan draai je de geplunderde stad
 * om. Hij geldt dan als dorp, levert één grondstof op en is één punt
 * waard." */
static void test_pillaged_without_settlements(void **state)
{
	(void)state;
	start();
	int placed = 0;
	for (int n = 0; n < map()->node_count && placed < 4; n++)
		if (board_can_settle(S, 0, n, true)) {
			act("place 1 settlement %d", n + 1);
			placed++;
		}
	assert_int_equal(S->player[0].settlements, 0);
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 1, true);
	attack_next_roll(6);
	act("roll");
	int c = city_of(1) - 1;
	assert_true(S->cities >> c & 1);
	assert_true(S->ck.pillaged >> c & 1);
	/* five settlements and the city turned over: 6 points */
	assert_int_equal(S->player[0].vp, 6);
	/* it yields one resource: on a number of one of its hexes, seat 1
	 * gets one card for each of his buildings at a hex of that number */
	int h = -1;
	for (int i = 0; i < map()->node_hex_count[c]; i++) {
		int x = map()->node_hex[c][i];
		if (S->hex_token[x] && S->hex_token[x] != 7 && x != S->robber && S->hex_resource[x] >= 0)
			h = x;
	}
	assert_true(h >= 0);
	int expected = 0;
	for (uint64_t b = S->own_nodes[0]; b; b &= b - 1) {
		int n = board_low_bit(b);
		for (int i = 0; i < map()->node_hex_count[n]; i++) {
			int x = map()->node_hex[n][i];
			expected += S->hex_token[x] == S->hex_token[h] && x != S->robber &&
			            S->hex_resource[x] >= 0;
		}
	}
	act("end");
	pass_turn();
	pass_turn();
	empty_cards(1);
	next_roll(S->hex_token[h], S->hex_token[h] > 6 ? 6 : 1, EVENT_GATE + TRACK_TRADE);
	act("roll");
	assert_int_equal(S->player[0].hand_count, expected);
	finish();
}

/* "Bereikt het barbarenschip Catan in dezelfde worp waarin een 7 valt,
 * dan handel je eerst de aanval af. De struikrover mag daarna meteen voor
 * het eerst verplaatst worden." */
static void test_ship_and_seven(void **state)
{
	(void)state;
	start();
	knight(1, beside(1, 1, 0), 2, true);
	attack_next_roll(7);
	act("roll");
	assert_int_equal(S->ck.attacks, 1);
	assert_string_equal(R->phase(S), "robber");
	finish();
}

/* ---- improvements, metropolises, walls ---- */

/* "Steden uitbouwen": "Het eerste niveau kost één handelswaar van de
 * juiste soort, het tweede twee, het derde drie en zo verder tot vijf
 * handelswaren voor het vijfde niveau." (trade: cloth; politics: coin;
 * science: paper) */
static void test_improvement_costs(void **state)
{
	(void)state;
	start();
	pass_roll();
	assert_false(can("improve trade"));
	give(1, "cloth", 1);
	assert_true(can("improve trade"));
	assert_false(can("improve politics"));
	act("improve trade");
	give(1, "coin", 2);
	assert_int_equal(S->player[0].ck.level[TRACK_TRADE], 1);
	assert_int_equal(held(1, "cloth"), 0);
	give(1, "coin", 1);
	give(1, "paper", 1);
	act("improve politics");
	act("improve science");
	act("improve politics");
	assert_int_equal(S->player[0].ck.level[TRACK_POLITICS], 2);
	assert_int_equal(held(1, "coin"), 0);
	give(1, "coin", 2);
	assert_false(can("improve politics"));   /* level 3 costs 3 */
	finish();
}

/* "Je kunt pas uitbouwen als je minstens één stad hebt." "Een speler die
 * zijn laatste stad kwijtraakt, houdt zijn stadsuitbouw en kan nog steeds
 * ontwikkelingskaarten krijgen. Verder uitbouwen kan pas weer als hij een
 * nieuwe stad heeft gebouwd." */
static void test_improving_needs_a_city(void **state)
{
	(void)state;
	start();
	S->player[0].ck.level[TRACK_SCIENCE] = 1;
	attack_next_roll(6);
	act("roll");                                 /* every city falls */
	assert_int_equal(S->player[0].ck.level[TRACK_SCIENCE], 1);
	give(1, "paper", 2);
	assert_false(can("improve science"));
	act("end");
	pass_turn();
	pass_turn();
	next_roll(6, 2, EVENT_GATE + TRACK_SCIENCE);
	act("roll");
	assert_int_equal(S->player[0].ck.progress_count + S->player[0].vp - 2, 1);
	give(1, "ore", 3);
	give(1, "grain", 2);
	act("build city %d", city_of(1));
	assert_true(can("improve science"));
	finish();
}

/* "Metropolen": "Wie als eerste in een terrein het vierde niveau bereikt
 * ... zet een metropool-speelstuk op een van zijn steden. Een metropool is
 * vier overwinningspunten waard". "Bereikt een andere speler in dat
 * terrein het vijfde niveau terwijl jij daar nog op het vierde zit, dan
 * neemt hij je metropool over en zet hij hem op een van zijn eigen steden.
 * Heb je zelf het vijfde niveau bereikt, dan is je metropool veilig." */
static void test_metropolis(void **state)
{
	(void)state;
	start();
	pass_roll();
	act("place 1 city %d", settlement_of(1));
	S->player[0].ck.level[TRACK_TRADE] = 3;
	give(1, "cloth", 4);
	act("improve trade");
	assert_string_equal(R->phase(S), "metropolis");
	act("metropolis %d", settlement_of(1));
	assert_int_equal(S->ck.metropolis[TRACK_TRADE], settlement_of(1) - 1);
	assert_int_equal(S->player[0].vp, 4 + 2);
	/* seat 2 comes to level 4 too: no metropolis for him */
	act("end");
	next_roll(6, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	S->player[1].ck.level[TRACK_TRADE] = 3;
	give(2, "cloth", 9);
	act("improve trade");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->ck.metropolis[TRACK_TRADE], settlement_of(1) - 1);
	/* his fifth level takes it from seat 1, still at level 4; his one
	 * city carries it */
	act("improve trade");
	assert_int_equal(S->ck.metropolis[TRACK_TRADE], city_of(2) - 1);
	assert_int_equal(S->player[0].vp, 4);
	assert_int_equal(S->player[1].vp, 3 + 2);
	/* now it is safe: seat 1's fifth level changes nothing */
	act("end");
	pass_turn();
	S->player[0].ck.level[TRACK_TRADE] = 4;
	next_roll(6, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	give(1, "cloth", 5);
	act("improve trade");
	assert_int_equal(S->ck.metropolis[TRACK_TRADE], city_of(2) - 1);
	finish();
}

/* "Heb je maar één stad en is die een metropool, dan kun je de andere twee
 * terreinen niet verder uitbouwen dan het derde niveau. Zodra je een
 * tweede stad hebt, mag je daar ook het vierde niveau bouwen." */
static void test_one_city_one_metropolis(void **state)
{
	(void)state;
	start();
	pass_roll();
	S->player[0].ck.level[TRACK_SCIENCE] = 4;
	S->ck.metropolis[TRACK_SCIENCE] = (int8_t)(city_of(1) - 1);
	S->player[0].ck.level[TRACK_POLITICS] = 3;
	board_reindex_cards(S);
	give(1, "coin", 4);
	give(1, "paper", 5);
	assert_false(can("improve politics"));
	assert_true(can("improve science"));         /* his own metropolis' track */
	act("place 1 city %d", settlement_of(1));
	assert_true(can("improve politics"));
	act("improve politics");
	assert_int_equal(S->ck.metropolis[TRACK_POLITICS], settlement_of(1) - 1);
	finish();
}

/* "Stadsmuren. Een stadsmuur kost 2 baksteen. Je zet hem onder een van je
 * steden. Rond een dorp kun je geen muur bouwen en een stad heeft maximaal
 * één muur." "Je kunt maximaal drie muren bouwen." */
static void test_walls(void **state)
{
	(void)state;
	start();
	pass_roll();
	give(1, "brick", 8);
	char line[32];
	snprintf(line, sizeof line, "build wall %d", settlement_of(1));
	assert_false(can(line));
	act("build wall %d", city_of(1));
	assert_int_equal(held(1, "brick"), 6);
	snprintf(line, sizeof line, "build wall %d", city_of(1));
	assert_false(can(line));
	int placed = 0;
	for (int n = 0; n < map()->node_count && placed < 3; n++)
		if (board_can_settle(S, 0, n, true)) {
			act("place 1 settlement %d", n + 1);
			act("place 1 city %d", n + 1);
			placed++;
		}
	for (uint64_t b = S->own_nodes[0] & S->cities & ~S->ck.walls; b && S->player[0].ck.walls;
	     b &= b - 1)
		act("build wall %d", board_low_bit(b) + 1);
	assert_int_equal(S->player[0].ck.walls, 0);
	assert_int_equal(board_bits(S->ck.walls & S->own_nodes[0]), 3);
	for (uint64_t b = S->own_nodes[0] & S->cities & ~S->ck.walls; b; b &= b - 1) {
		snprintf(line, sizeof line, "build wall %d", board_low_bit(b) + 1);
		assert_false(can(line));
	}
	finish();
}

/* "Je herstelt hem door de normale bouwkosten van een stad te betalen (3
 * erts en 2 graan)." */
static void test_restore_pillaged_city(void **state)
{
	(void)state;
	start();
	int placed = 0;
	for (int n = 0; n < map()->node_count && placed < 4; n++)
		if (board_can_settle(S, 0, n, true)) {
			act("place 1 settlement %d", n + 1);
			placed++;
		}
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 1, true);
	attack_next_roll(6);
	act("roll");
	assert_true(S->ck.pillaged >> (city_of(1) - 1) & 1);
	empty_cards(1);
	give(1, "ore", 3);
	give(1, "grain", 2);
	act("build city %d", city_of(1));
	assert_false(S->ck.pillaged >> (city_of(1) - 1) & 1);
	assert_int_equal(S->player[0].vp, 5 + 2);
	assert_int_equal(S->player[0].hand_count, 0);
	finish();
}

/* ---- knights ---- */

/* "Een gewone ridder kost 1 erts en 1 wol. Je zet hem passief op een vrije
 * driesprong die verbonden is met een van je eigen straten." "Je hebt van
 * elke sterkte twee ridders. Staan je beide gewone ridders al op het
 * speelveld, dan moet je eerst een van de twee bevorderen voordat je een
 * nieuwe gewone ridder kunt rekruteren." */
static void test_recruit(void **state)
{
	(void)state;
	start();
	pass_roll();
	char line[32];
	snprintf(line, sizeof line, "build knight %d", road_end(1, 1));
	assert_false(can(line));
	give(1, "ore", 3);
	give(1, "wool", 3);
	assert_true(can(line));
	snprintf(line, sizeof line, "build knight %d", road_end(2, 1));
	assert_false(can(line));                     /* not at his own road */
	act("build knight %d", road_end(1, 1));
	assert_int_equal(S->ck.knight_owner[road_end(1, 1) - 1], 0);
	assert_int_equal(S->ck.knight[road_end(1, 1) - 1] & (KNIGHT_STRENGTH | KNIGHT_ACTIVE), 1);
	assert_int_equal(held(1, "ore") + held(1, "wool"), 4);
	snprintf(line, sizeof line, "build knight %d", road_end(1, 1));
	assert_false(can(line));                     /* one knight an intersection */
	S->player[0].ck.knights[0] = 0;              /* as if both basics stood */
	snprintf(line, sizeof line, "build knight %d", city_of(1));
	assert_false(can(line));                     /* never on a building */
	S->player[0].ck.knights[0] = 1;
	finish();
}

/* "Een ridder activeren kost 1 graan. Je zet er een helm op. Een ridder die
 * je net gebouwd hebt, mag je meteen activeren. Een ridder die je in deze
 * beurt activeert, kan pas in je volgende beurt een actie uitvoeren." */
static void test_activate(void **state)
{
	(void)state;
	start();
	pass_roll();
	give(1, "ore", 1);
	give(1, "wool", 1);
	give(1, "grain", 1);
	act("build knight %d", road_end(1, 1));
	act("activate %d", road_end(1, 1));
	int k = road_end(1, 1) - 1;
	assert_true(S->ck.knight[k] & KNIGHT_ACTIVE);
	assert_true(S->ck.knight[k] & KNIGHT_FRESH);
	assert_int_equal(held(1, "grain"), 0);
	act("end");
	assert_true(S->ck.knight[k] & KNIGHT_ACTIVE);
	assert_false(S->ck.knight[k] & KNIGHT_TURN_MARKS);
	finish();
}

/* "Voor 1 erts en 1 wol maak je van een gewone ridder een sterke ridder.
 * ... Een actieve ridder blijft daarbij actief en een passieve blijft
 * passief. ... bevorder je een sterke ridder tot machtige ridder. Dat mag
 * pas als je in Politiek (blauw) de derde stadsuitbouw hebt gedaan, de
 * Vesting." "Een ridder kan maar één keer per beurt bevorderd worden. Je
 * mag ook geen ridder bevorderen in de beurt waarin je hem gebouwd hebt." */
static void test_promote(void **state)
{
	(void)state;
	start();
	pass_roll();
	give(1, "ore", 4);
	give(1, "wool", 4);
	give(1, "grain", 1);
	act("build knight %d", road_end(1, 1));
	char line[32];
	snprintf(line, sizeof line, "promote %d", road_end(1, 1));
	assert_false(can(line));                     /* built this turn */
	act("activate %d", road_end(1, 1));
	act("end");
	pass_turn();
	pass_turn();
	pass_roll();
	act("promote %d", road_end(1, 1));
	int k = road_end(1, 1) - 1;
	assert_int_equal(S->ck.knight[k] & KNIGHT_STRENGTH, 2);
	assert_true(S->ck.knight[k] & KNIGHT_ACTIVE);
	assert_int_equal(S->player[0].ck.knights[0], 2);
	assert_int_equal(S->player[0].ck.knights[1], 1);
	assert_false(can(line));                     /* once a turn */
	act("end");
	pass_turn();
	pass_turn();
	pass_roll();
	assert_false(can(line));                     /* no Fortress */
	S->player[0].ck.level[TRACK_POLITICS] = 3;
	act("promote %d", road_end(1, 1));
	assert_int_equal(S->ck.knight[k] & KNIGHT_STRENGTH, 3);
	finish();
}

/* "Een ridder blokkeert de straten van anderen. Staat jouw ridder aan het
 * eind van een straat van een tegenspeler, dan kan die speler zijn straat
 * vanaf die driesprong niet verder bouwen. Ook een passieve ridder doet
 * dat." "Wil je een dorp bouwen op een driesprong waar je eigen ridder
 * staat, dan moet je die ridder eerst verplaatsen." */
static void test_knight_blocks(void **state)
{
	(void)state;
	start();
	pass_roll();
	int end = road_end(1, 1);
	/* seat 2's passive knight at the end of seat 1's road */
	knight(2, end, 1, false);
	board_reindex(S);
	give(1, "brick", 2);
	give(1, "lumber", 2);
	for (int i = 0; i < map()->node_edge_count[end - 1]; i++) {
		int e = map()->node_edge[end - 1][i];
		if (S->edge_owner[e] < 0) {
			char line[32];
			snprintf(line, sizeof line, "build road %d", e + 1);
			assert_false(can(line));
		}
	}
	/* his own knight does not block him, but no settlement goes there */
	S->ck.knight_owner[end - 1] = 0;
	S->player[1].ck.knights[0]++;
	S->player[0].ck.knights[0]--;
	board_reindex(S);
	assert_false(board_can_settle(S, 0, end - 1, false));
	bool road = false;
	for (int i = 0; i < map()->node_edge_count[end - 1]; i++) {
		int e = map()->node_edge[end - 1][i];
		if (S->edge_owner[e] < 0) {
			char line[32];
			snprintf(line, sizeof line, "build road %d", e + 1);
			road |= can(line);
		}
	}
	assert_true(road);
	finish();
}

/* An active knight of seat 1 at the free end of his road, that acts from
 * this turn on (it was activated in an earlier one). */
static int ready_knight(int strength)
{
	knight(1, road_end(1, 1), strength, true);
	board_reindex(S);
	return road_end(1, 1);
}

/* "Verplaatsen. Je verplaatst een ridder die je in een eerdere beurt hebt
 * geactiveerd naar een andere vrije driesprong. Beide driesprongen moeten
 * via jouw eigen straten met elkaar verbonden zijn." "Na die actie wordt
 * hij passief". */
static void test_move_knight(void **state)
{
	(void)state;
	start();
	pass_roll();
	int k = ready_knight(1);
	/* a road on from the knight, and one more */
	int a = map()->node_next[k - 1][0] + 1 == city_of(1) ? map()->node_next[k - 1][1] + 1
	        : map()->node_next[k - 1][0] + 1;
	act("place 1 road %d", path(k, a));
	char line[32];
	snprintf(line, sizeof line, "move knight %d %d", k, a);
	assert_true(can(line));
	snprintf(line, sizeof line, "move knight %d %d", k, city_of(1));
	assert_false(can(line));                     /* not onto a building */
	act("move knight %d %d", k, a);
	assert_int_equal(S->ck.knight_owner[a - 1], 0);
	assert_int_equal(S->ck.knight_owner[k - 1], -1);
	assert_false(S->ck.knight[a - 1] & KNIGHT_ACTIVE);
	finish();
}

/* "Een ridder die je in deze beurt activeert, kan pas in je volgende beurt
 * een actie uitvoeren." */
static void test_fresh_knight_waits(void **state)
{
	(void)state;
	start();
	pass_roll();
	knight(1, road_end(1, 1), 1, false);
	give(1, "grain", 1);
	act("activate %d", road_end(1, 1));
	int a = map()->node_next[road_end(1, 1) - 1][0] + 1 == city_of(1)
	        ? map()->node_next[road_end(1, 1) - 1][1] + 1 : map()->node_next[road_end(1, 1) - 1][0] + 1;
	act("place 1 road %d", path(road_end(1, 1), a));
	char line[32];
	snprintf(line, sizeof line, "move knight %d %d", road_end(1, 1), a);
	assert_false(can(line));
	act("end");
	pass_turn();
	pass_turn();
	pass_roll();
	assert_true(can(line));
	finish();
}

/* "Verdrijven. ... Dat kan alleen als die ridder zwakker is dan de jouwe
 * ... De eigenaar van de verdreven ridder zet hem op een vrije driesprong
 * langs zijn eigen straten. ... Een verdreven ridder houdt zijn status." */
static void test_displace(void **state)
{
	(void)state;
	start();
	pass_roll();
	int k = ready_knight(2);
	int a = map()->node_next[k - 1][0] + 1 == city_of(1) ? map()->node_next[k - 1][1] + 1
	        : map()->node_next[k - 1][0] + 1;
	act("place 1 road %d", path(k, a));
	knight(2, a, 1, true);
	board_reindex(S);
	char line[32];
	snprintf(line, sizeof line, "displace %d %d", k, a);
	assert_true(can(line));
	act("displace %d %d", k, a);
	assert_int_equal(S->ck.knight_owner[a - 1], 0);
	assert_string_equal(R->phase(S), "displaced");
	assert_int_equal(R->current(S), 1);
	act("relocate %d", road_end(2, 1));
	assert_int_equal(S->ck.knight_owner[road_end(2, 1) - 1], 1);
	assert_true(S->ck.knight[road_end(2, 1) - 1] & KNIGHT_ACTIVE);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "De struikrover verdrijven. Staat een actieve ridder van jou op een van
 * de hoeken van het landschap met de struikrover, dan kan hij de
 * struikrover wegjagen. ... Deze actie kan pas als de barbaren minstens één
 * keer zijn aangevallen." */
static void test_chase_robber(void **state)
{
	(void)state;
	start();
	pass_roll();
	int k = ready_knight(1);
	int h = map()->node_hex[k - 1][0];
	act("put robber %d", map()->hex_number[h]);
	char line[32];
	snprintf(line, sizeof line, "chase robber %d", k);
	assert_false(can(line));                     /* the robber sleeps */
	S->ck.attacks = 1;
	assert_true(can(line));
	act("chase robber %d", k);
	assert_string_equal(R->phase(S), "robber");
	assert_false(S->ck.knight[k - 1] & KNIGHT_ACTIVE);
	finish();
}

/* "Aquaduct (Wetenschap, groen). Krijg je bij een worp geen enkele
 * grondstof of handelswaar, dan pak je één grondstoffenkaart naar keuze.
 * Dat geldt niet als er een 7 valt." */
static void test_aqueduct(void **state)
{
	(void)state;
	start();
	S->player[1].ck.level[TRACK_SCIENCE] = 3;
	S->player[2].ck.level[TRACK_SCIENCE] = 3;
	/* a number none of seat 2's and seat 3's buildings touches */
	int sum = 0;
	for (int t = 2; t <= 12 && !sum; t++) {
		bool touched = t == 7;
		for (int p = 1; p <= 2; p++)
			for (uint64_t b = S->own_nodes[p]; b; b &= b - 1)
				for (int i = 0; i < map()->node_hex_count[board_low_bit(b)]; i++)
					touched |= S->hex_token[map()->node_hex[board_low_bit(b)][i]] == t;
		if (!touched)
			sum = t;
	}
	assert_true(sum > 0);
	next_roll(sum, sum > 6 ? 6 : 1, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	assert_string_equal(R->phase(S), "aqueduct");
	assert_int_equal(R->current(S), 1);
	act("aqueduct ore");
	assert_int_equal(R->current(S), 2);
	act("aqueduct wool");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(held(2, "ore"), 1);
	assert_int_equal(held(3, "wool"), 1);
	/* a 7 brings no choice */
	act("end");
	empty_cards(2);
	empty_cards(3);
	next_roll(7, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* METROPOLIS_ONLY_VICTIMS=spared: the weakest player whose only city is a
 * metropolis is the one hit and loses nothing ("Ook metropolen zijn altijd
 * beschermd en worden nooit geplunderd"), and nobody else loses a city. */
static void test_metropolis_spared(void **state)
{
	(void)state;
	start_with(db, tables, "METROPOLIS_ONLY_VICTIMS", "spared");
	S->player[0].ck.level[TRACK_TRADE] = 4;
	S->ck.metropolis[TRACK_TRADE] = (int8_t)(city_of(1) - 1);
	board_reindex_cards(S);
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 1, true);
	attack_next_roll(6);
	act("roll");
	assert_int_equal(board_bits(S->cities), 3);
	finish();
}

/* METROPOLIS_BARBARIAN_WEIGHT=2: a city carrying a metropolis counts
 * twice in the barbarians' strength (the Dutch example counts it once,
 * the default). Three cities, one a metropolis: 4 against Catan's 3. */
static void test_metropolis_weight(void **state)
{
	(void)state;
	start_with(db, tables, "METROPOLIS_BARBARIAN_WEIGHT", "2");
	S->player[0].ck.level[TRACK_TRADE] = 4;
	S->ck.metropolis[TRACK_TRADE] = (int8_t)(city_of(1) - 1);
	board_reindex_cards(S);
	knight(1, beside(1, 1, 0), 1, true);
	knight(2, beside(2, 1, 0), 1, true);
	knight(3, beside(3, 1, 0), 1, true);
	attack_next_roll(6);
	act("roll");
	/* the barbarians won: all three brought 1, seat 1's metropolis is
	 * safe, seats 2 and 3 lose their cities */
	assert_true(S->cities >> (city_of(1) - 1) & 1);
	assert_false(S->cities >> (city_of(2) - 1) & 1);
	assert_false(S->cities >> (city_of(3) - 1) & 1);
	finish();
}

/* "Een ridder kan verder de Langste handelsroute van een andere speler
 * onderbreken." Seat 1's road of 5 loses Longest Road when seat 2's
 * knight stands in its middle. */
static void test_knight_breaks_longest_road(void **state)
{
	(void)state;
	start();
	pass_roll();
	/* five roads on from seat 1's city, along free intersections */
	int at = city_of(1), prev = -1, mid = -1;
	int trail[6] = { at };
	for (int i = 0; i < 5; i++) {
		int next = -1;
		for (int k = 0; k < map()->node_edge_count[at - 1] && next < 0; k++) {
			int n = map()->node_next[at - 1][k] + 1;
			int e = map()->node_edge[at - 1][k];
			if (n != prev && S->edge_owner[e] < 0 && !(S->built_nodes >> (n - 1) & 1))
				next = n;
		}
		assert_true(next > 0);
		act("place 1 road %d", path(at, next));
		prev = at;
		at = next;
		trail[i + 1] = at;
	}
	int length = S->player[0].road_length;
	assert_true(length >= 5);
	assert_int_equal(S->longest_holder, 0);
	mid = trail[3];
	knight(2, mid, 1, false);
	board_reindex(S);
	check_ok();
	assert_true(S->player[0].road_length < 5);
	assert_int_equal(S->longest_holder, -1);
	finish();
}

/* ---- the variants and the settlement on one's own knight ---- */

/* Whether an active knight stands on intersection n (1-based). */
static bool active_at(int n)
{
	return (S->ck.knight_nodes >> (n - 1) & 1) && (S->ck.knight[n - 1] & KNIGHT_ACTIVE);
}

/* DEFENDERS_CHOSEN, 000 "Variant voor ervaren spelers": "Zodra het
 * barbarenleger landt, beslist elke speler hoeveel van zijn actieve
 * ridders hij inzet. De speler die aan de beurt is, begint en daarna gaat
 * het met de klok mee." "Alleen de ridders die je hebt ingezet, worden na
 * de aanval passief." Seat 2 rolls; seat 1 has no active knight and is not
 * asked. Seats 2 and 3 commit 1 and 2 of their strength against 3 cities:
 * Catan wins and seat 3, who brought the most, is the Defender of Catan. */
static void test_defenders_chosen_in_turn(void **state)
{
	(void)state;
	start_with(db, tables, "DEFENDERS_CHOSEN", "1");
	pass_turn();                                 /* seat 2 rolls */
	int a2 = beside(2, 1, 0), b2 = beside(2, 1, 1), a3 = beside(3, 1, 0);
	knight(2, a2, 1, true);
	knight(2, b2, 2, true);
	knight(3, a3, 2, true);
	knight(1, beside(1, 1, 0), 3, false);
	S->player[0].ck.level[TRACK_POLITICS] = 3;   /* a mighty knight needs the Fortress */
	board_reindex(S);
	attack_next_roll(6);
	act("roll");
	assert_string_equal(R->phase(S), "defend");
	assert_int_equal(R->current(S), 1);          /* the roller first */
	char line[32];
	assert_true(can("defend none"));
	snprintf(line, sizeof line, "defend %d %d", a2 < b2 ? a2 : b2, a2 < b2 ? b2 : a2);
	assert_true(can(line));
	snprintf(line, sizeof line, "defend %d", beside(1, 1, 0));
	assert_false(can(line));                     /* not his knight */
	act("defend %d", a2);
	assert_int_equal(R->current(S), 2);          /* then clockwise */
	act("defend %d", a3);
	/* 1 + 2 against 3 cities: Catan wins, seat 3 brought the most */
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->player[2].ck.defender, 1);
	assert_int_equal(S->player[1].ck.defender, 0);
	assert_int_equal(board_bits(S->cities), 3);
	assert_false(active_at(a2));
	assert_false(active_at(a3));
	assert_true(active_at(b2));                  /* kept back: still active */
	check_ok();
	finish();
}

/* "Je mag bewust minder ridders of helemaal geen ridders inzetten, ook als
 * je daarmee een andere speler in de problemen brengt." 001, "Fiesepeter":
 * "Ein Spieler kann bewußt auf den Einsatz seiner Ritter verzichten, um die
 * Barbaren gewinnen zu lassen und so anderen Spielern zu schaden. Nur wer
 * Ritter einsetzt, muß sie nach der Entscheidung deaktivieren." Seat 1
 * holds his mighty knight back: Catan's 2 lose to 3 cities, and seat 3,
 * with nothing committed like seat 1 but holding his city, is hit with
 * him. */
static void test_defenders_withheld(void **state)
{
	(void)state;
	start_with(db, tables, "DEFENDERS_CHOSEN", "1");
	int a1 = beside(1, 1, 0), a2 = beside(2, 1, 0);
	S->player[0].ck.level[TRACK_POLITICS] = 3;
	knight(1, a1, 3, true);
	knight(2, a2, 2, true);
	board_reindex(S);
	attack_next_roll(6);
	act("roll");
	assert_int_equal(R->current(S), 0);
	act("defend none");
	act("defend %d", a2);
	/* seats 1 and 3 brought nothing: each loses his only city */
	assert_false(S->cities >> (city_of(1) - 1) & 1);
	assert_false(S->cities >> (city_of(3) - 1) & 1);
	assert_true(S->cities >> (city_of(2) - 1) & 1);
	assert_true(active_at(a1));
	assert_false(active_at(a2));
	assert_int_equal(S->ck.attacks, 1);
	check_ok();
	finish();
}

/* KNIGHT_ERRANT (board.md §2.7, "Optional Knight-Errant variant: one
 * active knight may chase the robber before the roll"): off, a knight
 * acts only "Nadat je gedobbeld hebt"; on, one chase before the roll, and
 * the roll comes next. The robber must be awake for it ("Deze actie kan
 * pas als de barbaren minstens één keer zijn aangevallen"). */
static void errant_scene(int *k1, int *k2)
{
	*k1 = road_end(1, 1);
	*k2 = beside(1, 1, 1);
	knight(1, *k1, 1, true);
	knight(1, *k2, 1, true);
	board_reindex(S);
	act("put robber %d", map()->hex_number[map()->node_hex[*k1 - 1][0]]);
}

static void test_knight_errant(void **state)
{
	(void)state;
	int k1, k2;
	char line[32];
	start();
	S->ck.attacks = 1;
	errant_scene(&k1, &k2);
	snprintf(line, sizeof line, "chase robber %d", k1);
	assert_false(can(line));                     /* the option is off */
	finish();

	start_with(db, tables, "KNIGHT_ERRANT", "1");
	errant_scene(&k1, &k2);
	assert_false(can(line));                     /* the robber sleeps */
	S->ck.attacks = 1;
	assert_true(can(line));
	act("chase robber %d", k1);
	assert_string_equal(R->phase(S), "robber");
	int to = map()->node_hex[k2 - 1][0];
	if (to == S->robber)
		to = map()->node_hex[k2 - 1][1];
	act("robber %d", map()->hex_number[to]);
	assert_string_equal(R->phase(S), "roll");
	assert_false(active_at(k1));
	/* one knight a turn before the roll, though the second stands at
	 * the robber now */
	snprintf(line, sizeof line, "chase robber %d", k2);
	assert_false(can(line));
	pass_roll();
	assert_true(can(line));                      /* after it, as always */
	finish();
}

/* 000, "Verplaatsen": "Wil je een dorp bouwen op een driesprong waar je
 * eigen ridder staat, dan moet je die ridder eerst verplaatsen. Kan dat
 * niet omdat er geen vrije driesprong bereikbaar is, dan kun je daar niet
 * bouwen." Seat 1's roads run city - a - b and a - c; his knights stand on
 * b and a. While a is taken the knight on b reaches no free intersection
 * and b cannot be built on; once the knight on a has moved on to c, the
 * one on b moves to a and the settlement goes up on b. */
static void test_settle_on_own_knight(void **state)
{
	(void)state;
	start();
	pass_roll();
	int a = road_end(1, 1), b = -1, c = -1;
	for (int i = 0; i < map()->node_edge_count[a - 1]; i++) {
		int n = map()->node_next[a - 1][i] + 1;
		if (n == city_of(1))
			continue;
		/* b: where the distance rule lets a settlement go */
		if (b < 0 && !(map()->node_near[n - 1] & S->built_nodes))
			b = n;
		else
			c = n;
	}
	assert_true(b > 0 && c > 0);
	act("place 1 road %d", path(a, b));
	act("place 1 road %d", path(a, c));
	knight(1, b, 1, true);
	knight(1, a, 1, true);
	board_reindex(S);
	give(1, "lumber", 1);
	give(1, "brick", 1);
	give(1, "grain", 1);
	give(1, "wool", 1);
	char line[32];
	snprintf(line, sizeof line, "build settlement %d", b);
	assert_false(can(line));                     /* his knight stands there */
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	snprintf(line, sizeof line, "move knight %d ", b);
	assert_null(strstr(strbuf_str(&all), line)); /* nowhere free to go */
	strbuf_free(&all);
	act("move knight %d %d", a, c);
	act("move knight %d %d", b, a);
	snprintf(line, sizeof line, "build settlement %d", b);
	assert_true(can(line));
	act("build settlement %d", b);
	assert_int_equal(S->node_owner[b - 1], 0);
	assert_int_equal(S->ck.knight_owner[a - 1], 0);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_city),
		cmocka_unit_test(test_city_commodities),
		cmocka_unit_test(test_seven_before_first_attack),
		cmocka_unit_test(test_walls_raise_the_limit),
		cmocka_unit_test(test_bank_takes_commodities),
		cmocka_unit_test(test_harbours_and_commodities),
		cmocka_unit_test(test_gilde),
		cmocka_unit_test(test_merchant_rate),
		cmocka_unit_test(test_domestic_commodities),
		cmocka_unit_test(test_ship_advances),
		cmocka_unit_test(test_gate_draws),
		cmocka_unit_test(test_draws_in_turn_order),
		cmocka_unit_test(test_fifth_card_outside_turn),
		cmocka_unit_test(test_fifth_card_in_own_turn),
		cmocka_unit_test(test_attack_on_the_last_space),
		cmocka_unit_test(test_catan_wins_one_defender),
		cmocka_unit_test(test_catan_wins_tie),
		cmocka_unit_test(test_barbarians_win),
		cmocka_unit_test(test_all_lose_without_knights),
		cmocka_unit_test(test_metropolis_is_safe),
		cmocka_unit_test(test_pillaged_without_settlements),
		cmocka_unit_test(test_ship_and_seven),
		cmocka_unit_test(test_improvement_costs),
		cmocka_unit_test(test_improving_needs_a_city),
		cmocka_unit_test(test_metropolis),
		cmocka_unit_test(test_one_city_one_metropolis),
		cmocka_unit_test(test_walls),
		cmocka_unit_test(test_restore_pillaged_city),
		cmocka_unit_test(test_recruit),
		cmocka_unit_test(test_activate),
		cmocka_unit_test(test_promote),
		cmocka_unit_test(test_knight_blocks),
		cmocka_unit_test(test_move_knight),
		cmocka_unit_test(test_fresh_knight_waits),
		cmocka_unit_test(test_displace),
		cmocka_unit_test(test_chase_robber),
		cmocka_unit_test(test_aqueduct),
		cmocka_unit_test(test_metropolis_spared),
		cmocka_unit_test(test_metropolis_weight),
		cmocka_unit_test(test_knight_breaks_longest_road),
		cmocka_unit_test(test_defenders_chosen_in_turn),
		cmocka_unit_test(test_defenders_withheld),
		cmocka_unit_test(test_knight_errant),
		cmocka_unit_test(test_settle_on_own_knight),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
