/*
 * Scenario tests of the fast card game's rules: one test per rule of the
 * German source text (shared/rules/003), each quoting the sentence it
 * checks, plus the values of shared/rules/fast.md that the text leaves out.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "fast-fixture.h"
#include "core/i18n.h"

static struct fast_state S;

/* Puts all of player's roads back on the road stack, A side up. */
static void strip_roads(struct fast_state *s, int p)
{
	struct fast_player *pl = &s->player[p];
	while (pl->road_count) {
		int id = pl->road[--pl->road_count];
		s->card[id].owner = -1;
		s->card[id].turned = 0;
		s->supply[FK_ROAD][s->supply_count[FK_ROAD]++] = (uint8_t)id;
	}
	fast_cards_changed(s, p, -1);
	fx_check(s);
}

/* Gives every card left on kind's stack to player, so the stack is empty. */
static void empty_stack(struct fast_state *s, int p, const char *what, int kind)
{
	while (s->supply_count[kind])
		fx_place(s, p, what);
}

/* Answers whatever a card effect asks with the first legal answer. */
static void answer_all(struct fast_state *s)
{
	while (strcmp(fast_rules.phase(s), "decision") == 0) {
		struct action a[GAME_MAX_ACTIONS];
		assert_true(fast_rules.legal(s, a, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(fast_rules.apply(s, &a[0]), 0);
		fx_check(s);
	}
}

static int count_kind(const struct fast_state *s, int kind)
{
	int n = 0;
	for (int i = 0; i < s->card_count; i++)
		n += s->card[i].kind == kind;
	return n;
}

static int resource_cards(const struct fast_state *s)
{
	int n = 0;
	for (int r = 0; r < s->resource_count; r++)
		n += s->total[r];
	return n;
}

/* ---- set-up -------------------------------------------------------------- */

/* "Spiel zu zweit: Alle Baukarten mit 3 oder 4 Spielerzahlsymbolen werden
 *  aussortiert. Die Schicksalskarte wird nicht benötigt." */
static void two_players_sort_out(void **state)
{
	(void)state;
	fx_new(&S, 2, 1, NULL);
	assert_int_equal(count_kind(&S, FK_ROAD), 5);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 7);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 2);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 5);
	assert_int_equal(S.destiny, -1);
	for (int i = 0; i < S.card_count; i++)
		assert_int_equal(S.db->cards[S.card[i].front].players, 2);
	assert_int_equal(resource_cards(&S), 67);
}

/* "Spiel zu dritt: Nur die Karten mit 4 Spielerzahlsymbolen werden
 *  aussortiert." */
static void three_players_sort_out(void **state)
{
	(void)state;
	fx_new(&S, 3, 1, NULL);
	assert_int_equal(count_kind(&S, FK_ROAD), 7);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 11);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 4);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 7);
	assert_true(S.destiny >= 0);
	for (int i = 0; i < S.card_count; i++)
		assert_true(S.db->cards[S.card[i].front].players <= 3);
}

/* "Spiel zu viert: Es wird mit allen Baukarten gespielt." */
static void four_players_all(void **state)
{
	(void)state;
	fx_new(&S, 4, 1, NULL);
	assert_int_equal(count_kind(&S, FK_ROAD), 9);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 15);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 5);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 9);
	assert_int_equal(resource_cards(&S), 67);
}

/* "Die Rohstoffkarten beider Spiele werden zusammen gemischt. Zu fünft kommen
 *  aus dem zweiten Spiel alle Ausbaukarten mit 3 Spielerzahlsymbolen dazu, zu
 *  sechst zusätzlich die mit 4 Symbolen." Read literally: city expansions. */
static void five_and_six_players(void **state)
{
	(void)state;
	fx_new(&S, 5, 1, NULL);
	assert_int_equal(resource_cards(&S), 134);
	assert_int_equal(count_kind(&S, FK_ROAD), 9);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 15);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 5);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 11);
	fx_new(&S, 6, 1, NULL);
	assert_int_equal(resource_cards(&S), 134);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 13);
	const char *all[] = { "FIVE_SIX_READING=all-buildings", NULL };
	fx_new(&S, 5, 1, all);
	assert_int_equal(count_kind(&S, FK_ROAD), 11);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 19);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 7);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 11);
	fx_new(&S, 6, 1, all);
	assert_int_equal(count_kind(&S, FK_ROAD), 13);
	assert_int_equal(count_kind(&S, FK_SETTLEMENT), 23);
	assert_int_equal(count_kind(&S, FK_KNIGHT), 8);
	assert_int_equal(count_kind(&S, FK_EXPANSION), 13);
}

/* fast.md §3: a market of 5, a hand of 3, a settlement and an A-side road
 * each; everyone starts with 1 point. */
/* The invariant checker's reason in the interface's language: a player's
 * points that differ from his cards are named in Dutch (po/nl.po) when
 * Dutch is asked for. Needs CATAN_LOCALEDIR, as make check sets it. */
static void check_reason_in_dutch(void **state)
{
	(void)state;
	if (!getenv("CATAN_LOCALEDIR"))
		skip();
	fx_new(&S, 2, 7, NULL);
	S.player[0].vp += 2;
	struct strbuf why = STRBUF_INIT;
	i18n_use("nl");
	int rc = fast_rules.check(&S, &why);
	i18n_use("en");
	assert_int_equal(rc, -1);
	assert_string_equal(strbuf_str(&why), "speler 1 heeft 3 WP, zijn kaarten tonen 1");
	strbuf_free(&why);
}

static void starting_position(void **state)
{
	(void)state;
	for (int n = 2; n <= 6; n++) {
		fx_new(&S, n, 7, NULL);
		assert_int_equal(S.market_count, 5);
		for (int p = 0; p < n; p++) {
			assert_int_equal(S.player[p].hand_count, 3);
			assert_int_equal(S.player[p].town_count, 1);
			assert_int_equal(S.player[p].road_count, 1);
			assert_int_equal(S.card[S.player[p].road[0]].turned, 0);
			assert_int_equal(S.player[p].vp, 1);
		}
	}
}

/* "Den ersten Zug macht der älteste Spieler. Danach geht es im Uhrzeigersinn
 *  reihum, unabhängig davon, wohin die Pfeile der Schicksalskarte zeigen." */
static void turn_order(void **state)
{
	(void)state;
	fx_new(&S, 3, 2, NULL);
	assert_int_equal(fast_rules.current(&S), 0);
	fx_do(&S, "flip destiny");
	assert_int_equal(fast_destiny(&S), -1);
	for (int expect = 1; expect <= 4; expect++) {
		fx_to_build(&S);
		fx_do(&S, "draw");
		assert_int_equal(fast_rules.current(&S), expect % 3);
		assert_int_equal(fast_rules.turn(&S), expect + 1);
	}
}

/* "Wer am Zug ist, durchläuft die drei Phasen in fester Reihenfolge: zuerst
 *  tauschen, dann bauen, zum Schluss nachziehen. Jede Phase darfst du auch
 *  auslassen, soweit die Regeln keine Pflicht nennen." */
static void three_phases(void **state)
{
	(void)state;
	fx_new(&S, 2, 3, NULL);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	assert_string_equal(fast_rules.phase(&S), "exchange");
	assert_false(fx_legal(&S, "build road"));
	assert_false(fx_legal(&S, "draw"));
	fx_do(&S, "end");
	assert_string_equal(fast_rules.phase(&S), "build");
	assert_true(fx_legal(&S, "build road"));
	assert_false(fx_legal(&S, "exchange draw lumber"));
	fx_do(&S, "draw");
	assert_int_equal(S.player[0].hand_count, 4);
	assert_int_equal(fast_rules.current(&S), 1);
	assert_string_equal(fast_rules.phase(&S), "exchange");
}

/* ---- phase 1 ------------------------------------------------------------- */

/* "Wie viele Karten du tauschen darfst, hängt von deinen Straßen ab, die mit
 *  der A-Seite nach oben liegen. Straßen mit sichtbarer B-Seite zählen dafür
 *  nicht." */
static void exchanges_per_a_road(void **state)
{
	(void)state;
	fx_new(&S, 2, 4, NULL);
	fx_place(&S, 0, "road");          /* A B */
	fast_begin_exchange(&S);
	assert_int_equal(S.units_left, 1);
	fx_place(&S, 0, "road");          /* A B A */
	fast_begin_exchange(&S);
	assert_int_equal(S.units_left, 2);
	char sides[8];
	fast_stack_sides(&S, 0, false, sides, sizeof sides);
	assert_string_equal(sides, "ABA");
}

/* "Ohne Straße in der Auslage darfst du genau 1 Karte mit dem
 *  Nachziehstapel tauschen." */
static void no_road_one_draw_exchange(void **state)
{
	(void)state;
	fx_new(&S, 3, 5, NULL);
	strip_roads(&S, 0);
	fast_begin_exchange(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 2);
	assert_true(fx_legal(&S, "exchange draw ore"));
	assert_false(fx_legal(&S, "exchange market ore") || fx_legal(&S, "exchange player 2"));
	fx_do(&S, "exchange draw ore");
	assert_string_equal(fast_rules.phase(&S), "build");
}

/* "Für jede Straße mit sichtbarer A-Seite darfst du 1 Karte tauschen, und
 *  zwar mit dem Nachziehstapel, dem Markt oder einem Mitspieler." */
static void exchange_partners(void **state)
{
	(void)state;
	fx_new(&S, 3, 6, NULL);
	fx_hand(&S, 0, 1, 0, 0, 0, 0);
	int r = -1;
	for (int i = 0; i < S.resource_count && r < 0; i++)
		if (S.market[i])
			r = i;
	char text[64];
	snprintf(text, sizeof text, "exchange market %s", fast_res_key(&S, r));
	assert_true(fx_legal(&S, "exchange draw lumber"));
	assert_true(fx_legal(&S, text));
	assert_true(fx_legal(&S, "exchange player 2"));
	assert_true(fx_legal(&S, "exchange player 3"));
}

/* "Beim Tausch mit dem Nachziehstapel legst du entsprechend viele
 *  Rohstoffkarten auf die Ablage und ziehst genauso viele nach." */
static void exchange_with_draw_pile(void **state)
{
	(void)state;
	fx_new(&S, 2, 8, NULL);
	fx_hand(&S, 0, 0, 0, 0, 0, 1);
	fx_top(&S, "wool");
	int discard = fast_discard_size(&S);
	fx_do(&S, "exchange draw ore");
	assert_int_equal(fast_hand_of(&S, 0, "ore"), 0);
	assert_int_equal(fast_hand_of(&S, 0, "wool"), 1);
	assert_int_equal(fast_discard_size(&S), discard + 1);
	assert_int_equal(S.discard[fx_res(&S, "ore")], 1);
}

/* "Beim Markt nimmst du dir die erlaubte Anzahl offener Karten und legst
 *  anschließend genauso viele zurück." */
static void exchange_with_market(void **state)
{
	(void)state;
	fx_new(&S, 2, 9, NULL);
	fx_place(&S, 0, "road");
	fx_place(&S, 0, "road");         /* A B A: two exchanges */
	fast_begin_exchange(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 2);
	int r = -1;
	for (int i = 0; i < S.resource_count && r < 0; i++)
		if (S.market[i] && i != fx_res(&S, "ore"))
			r = i;
	char text[64];
	snprintf(text, sizeof text, "exchange market %s", fast_res_key(&S, r));
	fx_do(&S, text);
	assert_int_equal(fast_market_size(&S), 4);
	assert_false(fx_legal(&S, "end"));      /* what was taken must go back */
	fx_do(&S, "return market ore");
	assert_int_equal(fast_market_size(&S), 5);
	assert_int_equal(S.market[fx_res(&S, "ore")] >= 1, 1);
	assert_true(fx_legal(&S, "end"));
}

/* "Bei einem Mitspieler ziehst du blind aus seiner Hand und gibst ihm danach
 *  dieselbe Anzahl Karten zurück. Du darfst ihm dabei auch Karten
 *  zurückgeben, die du gerade bei ihm gezogen hast." */
static void exchange_with_player(void **state)
{
	(void)state;
	fx_new(&S, 2, 10, NULL);
	fx_hand(&S, 0, 0, 0, 0, 0, 0);
	fx_hand(&S, 1, 0, 0, 3, 0, 0);
	assert_false(fx_legal(&S, "exchange player 2 grain"));   /* blind, not chosen */
	fx_do(&S, "exchange player 2");
	assert_int_equal(fast_hand_of(&S, 0, "grain"), 1);
	assert_int_equal(fast_hand_of(&S, 1, "grain"), 2);
	assert_false(fx_legal(&S, "end"));
	fx_do(&S, "return player 2 grain");
	assert_int_equal(fast_hand_of(&S, 1, "grain"), 3);
	assert_string_equal(fast_rules.phase(&S), "build");
}

/* "Tauschst du mehrere Karten, darfst du für jede einzelne Karte eine andere
 *  Möglichkeit wählen. Mit 3 passenden Straßen kannst du also eine Karte über
 *  den Markt, eine bei einem Mitspieler und eine bei einem weiteren
 *  Mitspieler tauschen." */
static void mixed_partners(void **state)
{
	(void)state;
	fx_new(&S, 3, 11, NULL);
	for (int i = 0; i < 4; i++)
		fx_place(&S, 0, "road");          /* A B A B A: three exchanges */
	fast_begin_exchange(&S);
	assert_int_equal(S.units_left, 3);
	fx_hand(&S, 0, 0, 0, 0, 0, 3);
	fx_hand(&S, 1, 1, 0, 0, 0, 0);
	fx_hand(&S, 2, 0, 1, 0, 0, 0);
	int r = -1;
	for (int i = 0; i < S.resource_count && r < 0; i++)
		if (S.market[i])
			r = i;
	char text[64];
	snprintf(text, sizeof text, "exchange market %s", fast_res_key(&S, r));
	fx_do(&S, text);
	fx_do(&S, "exchange player 2");
	fx_do(&S, "exchange player 3");
	assert_int_equal(S.units_left, 0);
	fx_do(&S, "return market ore");
	fx_do(&S, "return player 2 ore");
	fx_do(&S, "return player 3 ore");
	assert_true(fast_hand_of(&S, 0, "lumber") >= 1);      /* from seat 2 */
	assert_true(fast_hand_of(&S, 0, "brick") >= 1);       /* from seat 3 */
	assert_string_equal(fast_rules.phase(&S), "build");
}

/* ---- phase 2 ------------------------------------------------------------- */

/* "Du zahlst die Kosten von der Übersichtskarte, indem du die Rohstoffe auf
 *  die Ablage legst, und nimmst dir dann die gewünschte Baukarte." */
static void costs_go_to_discard(void **state)
{
	(void)state;
	fx_new(&S, 2, 12, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	int discard = fast_discard_size(&S);
	fx_do(&S, "build road");
	assert_int_equal(S.player[0].hand_count, 0);
	assert_int_equal(fast_discard_size(&S), discard + 2);
	assert_int_equal(S.player[0].road_count, 2);
}

/* R003's overview card gives one cost per kind of building, so every card
 * of a kind costs its least (uniform_cost, set-up's own finding), whatever
 * the player count or the cards in play. */
static void one_cost_per_kind(void **state)
{
	(void)state;
	const char *all[] = { "FIVE_SIX_READING=all-buildings", "HOUSE_EXPANSIONS=0", NULL };
	for (int n = 2; n <= 6; n++) {
		fx_new(&S, n, 3, n % 2 ? all : NULL);
		assert_int_equal(S.uniform_cost, (1u << FB_COUNT) - 1);
		assert_int_equal(S.uniform_cost, fast_uniform_costs(&S));
	}
	/* A card of another cost is found. */
	int road = S.supply_count[FK_ROAD] ? S.supply[FK_ROAD][0] : S.player[0].road[0];
	S.card[road].front = (int16_t)S.card[S.player[0].town[0]].front;   /* a settlement's cost */
	assert_int_equal(fast_uniform_costs(&S), ((1u << FB_COUNT) - 1) & ~(1u << FB_ROAD));
}

/* "Siedlung: kostet je 1 Holz, Lehm, Getreide und Wolle und zählt 1
 *  Siegpunkt. ... Ist der Stapel leer, kannst du keine Siedlung mehr bauen." */
static void settlement(void **state)
{
	(void)state;
	fx_new(&S, 2, 13, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	assert_false(fx_legal(&S, "build settlement"));
	fx_hand(&S, 0, 1, 1, 1, 1, 0);
	fx_do(&S, "build settlement");
	assert_int_equal(S.player[0].vp, 2);
	assert_int_equal(S.player[0].town_count, 2);
	fx_do(&S, "draw");
	fx_to_build(&S);
	while (S.supply_count[FK_SETTLEMENT])
		fx_place(&S, 1, "settlement");
	fx_hand(&S, 1, 1, 1, 1, 1, 0);
	assert_false(fx_legal(&S, "build settlement"));
}

/* "Stadt: kostet 2 Getreide und 3 Erz und zählt 2 Siegpunkte. Du drehst eine
 *  deiner Siedlungen auf die Stadtseite ... Ohne eigene Siedlung kannst du
 *  keine Stadt bauen." */
static void city(void **state)
{
	(void)state;
	fx_new(&S, 2, 14, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 0, 3);
	int town = S.player[0].town[0];
	fx_do(&S, "build city");
	answer_all(&S);
	assert_int_equal(S.card[town].turned, 1);
	assert_int_equal(S.player[0].vp, 2);
	fx_do(&S, "draw");
	fx_to_build(&S);
	fx_do(&S, "draw");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 0, 3);
	assert_false(fx_legal(&S, "build city"));  /* no settlement left */
}

/* "Stadtausbau: kostet 3 Wolle und 1 Erz und zählt 3 oder 4 Siegpunkte. Du
 *  legst die gewählte Ausbaukarte auf eine deiner Städte, deren Punkte danach
 *  nicht mehr zählen. ... Jeden Ausbau darfst du nur einmal bauen, zwei
 *  Kirchen sind also nicht erlaubt. Ohne Stadt geht kein Ausbau." */
static void city_expansion(void **state)
{
	(void)state;
	fx_new(&S, 2, 15, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 3, 1);
	assert_false(fx_legal(&S, "build fast-church"));   /* no city */
	fx_place(&S, 0, "city");
	fx_place(&S, 0, "settlement");
	fx_place(&S, 0, "city");
	assert_int_equal(S.player[0].vp, 4);
	fx_do(&S, "build fast-church");
	assert_int_equal(S.player[0].vp, 5);                /* 3 instead of 2 */
	fx_do(&S, "draw");
	fx_to_build(&S);
	fx_do(&S, "draw");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 3, 1);
	assert_false(fx_legal(&S, "build fast-church"));   /* the second church */
	assert_true(fx_legal(&S, "build fast-library"));
}

/* "Straße ... Die erste Straße liegt mit der A-Seite, die zweite mit der
 *  B-Seite, danach wechseln sich die Seiten immer ab." */
static void road_sides(void **state)
{
	(void)state;
	fx_new(&S, 2, 16, NULL);
	for (int turn = 0; turn < 3; turn++) {
		fx_to_build(&S);
		fx_hand(&S, fast_rules.current(&S), 1, 1, 0, 0, 0);
		fx_do(&S, "build road");
		fx_do(&S, "draw");
		fx_to_build(&S);
		fx_do(&S, "draw");
	}
	char sides[8];
	fast_stack_sides(&S, 0, false, sides, sizeof sides);
	assert_string_equal(sides, "ABAB");
	assert_int_equal(S.player[0].vp, 1 + 2);            /* settlement + two B sides */
}

/* "Ritter ... Der erste Ritter liegt mit der A-Seite, danach wechseln sich B-
 *  und A-Seite ab." */
static void knight_sides(void **state)
{
	(void)state;
	fx_new(&S, 2, 17, NULL);
	for (int turn = 0; turn < 2; turn++) {
		fx_to_build(&S);
		fx_hand(&S, 0, 0, 0, 1, 1, 1);
		fx_do(&S, "build knight");
		fx_do(&S, "draw");
		fx_to_build(&S);
		fx_do(&S, "draw");
	}
	char sides[8];
	fast_stack_sides(&S, 0, true, sides, sizeof sides);
	assert_string_equal(sides, "AB");
}

/* "Ist der entsprechende Stapel leer und du baust trotzdem eine Straße oder
 *  einen Ritter, nimmst du dir die oberste Straße bzw. den obersten Ritter
 *  eines Mitspielers. Betroffen ist der Spieler, der in Pfeilrichtung der
 *  Schicksalskarte am nächsten sitzt." */
static void road_taken_in_arrow_direction(void **state)
{
	(void)state;
	fx_new(&S, 4, 18, NULL);
	empty_stack(&S, 2, "road", FK_ROAD);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	int top = S.player[1].road[S.player[1].road_count - 1];
	fx_do(&S, "build road");                 /* clockwise: seat 2 */
	assert_int_equal(S.player[1].road_count, 0);
	assert_int_equal(S.card[top].owner, 0);
	assert_int_equal(S.card[top].turned, 1); /* the taker's second road: B */
	assert_int_equal(S.player[0].vp, 2);
	fx_do(&S, "flip destiny");
	fx_do(&S, "draw");
	for (int p = 1; p < 4; p++) {
		fx_to_build(&S);
		fx_do(&S, "draw");
	}
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	fx_do(&S, "build road");                 /* counter-clockwise: seat 4 */
	assert_int_equal(S.player[3].road_count, 0);
	assert_int_equal(S.player[0].road_count, 3);
}

/* "Hat dieser Spieler keine passende Karte, wird er übersprungen und der
 *  nächste in Pfeilrichtung verliert die Karte." */
static void victim_without_card_skipped(void **state)
{
	(void)state;
	fx_new(&S, 4, 19, NULL);
	empty_stack(&S, 2, "knight", FK_KNIGHT);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 1, 1, 1);
	fx_do(&S, "build knight");               /* seat 2 has none: seat 3 loses one */
	assert_int_equal(S.player[0].knight_count, 1);
	assert_int_equal(S.player[2].knight_count, (int)count_kind(&S, FK_KNIGHT) - 1);
}

/* fast.md §6.7: when nobody can lose a card, the build is impossible. */
static void nobody_to_take_from(void **state)
{
	(void)state;
	fx_new(&S, 2, 20, NULL);
	empty_stack(&S, 0, "knight", FK_KNIGHT);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 1, 1, 1);
	assert_false(fx_legal(&S, "build knight"));  /* he would take from himself */
}

/* "Beim Bauen darfst du beliebig oft 3 gleiche Rohstoffkarten gegen 1
 *  Rohstoff deiner Wahl eintauschen." */
static void three_for_one(void **state)
{
	(void)state;
	fx_new(&S, 2, 21, NULL);
	assert_false(fx_legal(&S, "trade ore ore ore wool"));  /* not while exchanging */
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 6);
	fx_do(&S, "trade ore ore ore wool");
	fx_do(&S, "trade ore ore ore lumber");
	assert_int_equal(fast_hand_of(&S, 0, "ore"), 0);
	assert_int_equal(fast_hand_of(&S, 0, "wool"), 1);
	assert_int_equal(fast_hand_of(&S, 0, "lumber"), 1);
	assert_false(fx_legal(&S, "trade ore ore ore ore"));
}

/* "Jedes Bauobjekt baust du pro Zug höchstens einmal: Eine Straße und ein
 *  Ritter im selben Zug sind also erlaubt, zwei Straßen dagegen nicht." */
static void once_per_turn(void **state)
{
	(void)state;
	fx_new(&S, 2, 22, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 2, 2, 1, 1, 1);
	fx_do(&S, "build road");
	assert_false(fx_legal(&S, "build road"));
	fx_do(&S, "build knight");
	assert_false(fx_legal(&S, "build knight"));
}

/* "Die Rückseite einer Siedlungskarte mit dem Stadtereignis darfst du erst
 *  anschauen, wenn du die Siedlung tatsächlich zur Stadt umwandelst." */
static void city_side_hidden(void **state)
{
	(void)state;
	fx_new(&S, 3, 23, NULL);
	struct strbuf text = STRBUF_INIT, json = STRBUF_INIT;
	fast_rules.render(&S, 0, LANG_EN, false, &text);
	assert_null(strstr(strbuf_str(&text), "Raid"));
	assert_null(strstr(strbuf_str(&text), "Market Day"));
	struct json_writer w;
	json_init(&w, &json, 0);
	fast_rules.write_json(&S, 0, &w);
	assert_int_equal(json_finish(&w), 0);
	assert_null(strstr(strbuf_str(&json), "raid"));
	assert_null(strstr(strbuf_str(&json), "-raid"));
	assert_null(strstr(strbuf_str(&json), "-market"));
	/* others' hands are hidden too */
	assert_non_null(strstr(strbuf_str(&text), "hand: 3 cards"));
	strbuf_free(&text);
	strbuf_free(&json);
}

/* ---- phase 3 ------------------------------------------------------------- */

/* "Zum Abschluss ziehst du die obersten 2 Karten vom Nachziehstapel. Für jede
 *  deiner Ritterkarten, die mit der A-Seite ausliegt, ziehst du 1 weitere
 *  Karte." */
static void draw_two_plus_a_knights(void **state)
{
	(void)state;
	fx_new(&S, 2, 24, NULL);
	fx_place(&S, 0, "knight");
	fx_place(&S, 0, "knight");               /* A B: one extra card */
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 0);
	fx_do(&S, "draw");
	assert_int_equal(S.player[0].hand_count, 3);
}

/* "Geht der Nachziehstapel aus, mischt ihr die Ablage und legt sie als neuen
 *  Nachziehstapel aus." */
static void reshuffle(void **state)
{
	(void)state;
	fx_new(&S, 2, 25, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 0);
	/* everything but one card into the discard pile */
	while (S.pile_count > 1) {
		int r = fast_pile_draw(&S);
		S.discard[r]++;
	}
	fx_check(&S);
	fx_do(&S, "draw");
	assert_int_equal(S.player[0].hand_count, 2);
	assert_true(S.pile_count > 0);
	assert_int_equal(fast_discard_size(&S), 0);
}

/* ---- the end -------------------------------------------------------------- */

/* fast.md §10: the first to 10 points (VICTORY_POINTS) after a build wins. */
static void victory(void **state)
{
	(void)state;
	fx_new(&S, 3, 26, NULL);
	for (int i = 0; i < 7; i++)
		fx_place(&S, 0, "settlement");
	fx_place(&S, 0, "road");               /* 9 points: 8 settlements, a B road */
	assert_int_equal(S.player[0].vp, 9);
	assert_int_equal(fast_rules.winner(&S), -1);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 1, 1, 0);
	fx_do(&S, "build settlement");
	assert_int_equal(fast_rules.winner(&S), 0);
	assert_int_equal(fast_rules.current(&S), -1);
	assert_string_equal(fast_rules.phase(&S), "over");
	struct action acts[8];
	assert_int_equal(fast_rules.legal(&S, acts, 8), 0);
}

static void victory_option(void **state)
{
	(void)state;
	const char *opts[] = { "VICTORY_POINTS=3", NULL };
	fx_new(&S, 2, 27, opts);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 3, 1, 3);
	fx_do(&S, "build settlement");
	if (fast_rules.phase(&S)[0] == 'd')
		fx_do(&S, "no");
	assert_int_equal(fast_rules.winner(&S), -1);
	fx_do(&S, "build city");
	assert_int_equal(fast_rules.winner(&S), 0);
}

/* ---- options ---------------------------------------------------------------- */

static void options_refused(void **state)
{
	(void)state;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 3;
	setup.options[0].key = "NO_SUCH_OPTION";
	setup.options[0].value = "1";
	setup.option_count = 1;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(fast_rules.init(&S, fx_db(), NULL, &setup, &diags), -1);
	diag_list_free(&diags);
	/* every reading of the Market Day is card data now: only a word the
	 * option does not allow is refused */
	setup.options[0].key = "MARKTTAG_EFFECT";
	setup.options[0].value = "take-two";
	assert_int_equal(fast_rules.init(&S, fx_db(), NULL, &setup, &diags), -1);
	diag_list_free(&diags);
	setup.options[0].value = "none";
	assert_int_equal(fast_rules.init(&S, fx_db(), NULL, &setup, &diags), 0);
	diag_list_free(&diags);
	setup.option_count = 0;
	setup.player_count = 7;
	assert_int_equal(fast_rules.init(&S, fx_db(), NULL, &setup, &diags), -1);
	diag_list_free(&diags);
}

static void exchange_source_option(void **state)
{
	(void)state;
	const char *opts[] = { "EXCHANGE_SOURCE=draw-only", NULL };
	fx_new(&S, 2, 28, opts);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 3);
	/* every wool onto the discard pile: none is left to take from the draw pile */
	int wool = fx_res(&S, "wool");
	while (S.pile_of[wool]) {
		fast_pile_take(&S, wool);
		S.discard[wool]++;
	}
	fx_check(&S);
	assert_false(fx_legal(&S, "trade ore ore ore wool"));
	const char *unlimited[] = { "EXCHANGE_SOURCE=unlimited", NULL };
	fx_new(&S, 2, 28, unlimited);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 0, 0, 3);
	fx_do(&S, "trade ore ore ore wool");
	assert_int_equal(S.gone[fx_res(&S, "ore")], 3);
	assert_int_equal(S.made[wool], 1);
}

static void taken_card_side_option(void **state)
{
	(void)state;
	const char *opts[] = { "TAKEN_CARD_SIDE=as-shown", NULL };
	fx_new(&S, 3, 29, opts);
	empty_stack(&S, 2, "road", FK_ROAD);     /* seat 2 keeps its one road, A side */
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	int top = S.player[1].road[S.player[1].road_count - 1];
	int shown = S.card[top].turned;
	assert_int_equal(shown, 0);
	fx_do(&S, "build road");
	assert_int_equal(S.card[top].turned, shown);
}

static void knight_same_turn_option(void **state)
{
	(void)state;
	const char *opts[] = { "KNIGHT_COUNTS_SAME_TURN=0", NULL };
	fx_new(&S, 2, 30, opts);
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 1, 1, 1);
	fx_do(&S, "build knight");
	fx_do(&S, "draw");
	assert_int_equal(S.player[0].hand_count, 2);  /* the new knight waits a turn */
}

/* What a set-up command answers: "" when it parses and applies, else why
 * not (catan(6): set-up commands take names as actions do, and explain
 * every refusal). */
static const char *sandbox_says(const struct fast_state *s, const char *text)
{
	static char said[256];
	struct action a;
	struct strbuf why = STRBUF_INIT;
	int rc = fast_rules.parse_sandbox(s, fast_rules.current(s), text, LANG_EN, &a, &why);
	snprintf(said, sizeof said, "%s", rc == 0 ? "" : rc > 0 ? "not a set-up command"
	                                                      : strbuf_str(&why));
	strbuf_free(&why);
	return said;
}

static void sandbox_names_and_refusals(void **state)
{
	(void)state;
	fx_new(&S, 2, 3, NULL);
	assert_string_equal(sandbox_says(&S, "give 1 Erz 1"), "");
	assert_string_equal(sandbox_says(&S, "give 1 'wo' 1"), "");
	assert_string_equal(sandbox_says(&S, "give 1 ore 0"),
	                    "give 0 gives nothing: N is -99..99 but not 0");
	char held[64];
	snprintf(held, sizeof held, "seat 1 holds only %d Ore", S.player[0].hand[fx_res(&S, "ore")]);
	assert_string_equal(sandbox_says(&S, "give 1 ore -50"), held);
	assert_string_equal(sandbox_says(&S, "give 1 nothing 1"), "no resource is called nothing");
	assert_string_equal(sandbox_says(&S, "give 1"),
	                    "usage: give SEAT RESOURCE N (SEAT 1..2, N -99..99)");
	fx_place(&S, 0, "CITY");
	assert_string_equal(sandbox_says(&S, "place 1 s"),
	                    "s could be a settlement or a city expansion (type more of it)");
	assert_string_equal(sandbox_says(&S, "place 1 city-castle"), "");
	assert_string_equal(sandbox_says(&S, "place 1 \"City Castle\""), "");
	assert_string_equal(sandbox_says(&S, "place 1 stadtb"), "");
	assert_string_equal(sandbox_says(&S, "place 1 settl"), "");
	assert_string_equal(sandbox_says(&S, "place 1 castle"),
	                    "no city expansion in the supply is called castle; nor is it road, "
	                    "knight, settlement or city");
	assert_string_equal(sandbox_says(&S, "flip destiny"),
	                    "there is no destiny card in this match");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(two_players_sort_out),
		cmocka_unit_test(three_players_sort_out),
		cmocka_unit_test(four_players_all),
		cmocka_unit_test(five_and_six_players),
		cmocka_unit_test(starting_position),
		cmocka_unit_test(check_reason_in_dutch),
		cmocka_unit_test(turn_order),
		cmocka_unit_test(three_phases),
		cmocka_unit_test(exchanges_per_a_road),
		cmocka_unit_test(no_road_one_draw_exchange),
		cmocka_unit_test(exchange_partners),
		cmocka_unit_test(exchange_with_draw_pile),
		cmocka_unit_test(exchange_with_market),
		cmocka_unit_test(exchange_with_player),
		cmocka_unit_test(mixed_partners),
		cmocka_unit_test(costs_go_to_discard),
		cmocka_unit_test(one_cost_per_kind),
		cmocka_unit_test(settlement),
		cmocka_unit_test(city),
		cmocka_unit_test(city_expansion),
		cmocka_unit_test(road_sides),
		cmocka_unit_test(knight_sides),
		cmocka_unit_test(road_taken_in_arrow_direction),
		cmocka_unit_test(victim_without_card_skipped),
		cmocka_unit_test(nobody_to_take_from),
		cmocka_unit_test(three_for_one),
		cmocka_unit_test(once_per_turn),
		cmocka_unit_test(city_side_hidden),
		cmocka_unit_test(draw_two_plus_a_knights),
		cmocka_unit_test(reshuffle),
		cmocka_unit_test(victory),
		cmocka_unit_test(victory_option),
		cmocka_unit_test(options_refused),
		cmocka_unit_test(exchange_source_option),
		cmocka_unit_test(taken_card_side_option),
		cmocka_unit_test(knight_same_turn_option),
		cmocka_unit_test(sandbox_names_and_refusals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
