/*
 * Scenarios for Cities & Knights with two players (two-cities.c): the
 * two-player variant's text (shared/rules/004, Dutch) and the combination
 * notes of the variant with the expansion (board.md §3.5), each scenario
 * quoting the sentence it checks, and what the notes leave out as
 * two-cities.c settles it.
 *
 * A sandbox match of 2 players on the beginner island (cities-driver.c's
 * start_match): the set-up rounds put each seat's settlement and city on
 * the west and east coasts; the neutral colours (3 and 4 on the island)
 * start at the top corner of hex 5 and the bottom corner of hex 15,
 * without roads.
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
#include "ai/ai.h"

GAME_FIXTURE_GROUP(&board_rules)

#define NEUTRAL_1 2   /* the colours' 0-based numbers: seats 0 and 1 first */
#define NEUTRAL_2 3

static void start_two(const char *option, const char *value)
{
	start_match(db, tables, 2, option, value);
	check_ok();
	play_start();
}

static void start(void)
{
	start_two(NULL, NULL);
}

/* The turn's two production rolls fixed to the sums a and b (the
 * sandbox's dice command fixes the white and the red die of one roll with
 * the expansion). */
static void fix_rolls(int a, int b)
{
	S->fixed_roll = (uint8_t)a;
	S->fixed_roll2 = (uint8_t)b;
}

/* Both of the turn's rolls, a and b fixed (neither 7), a gate nobody
 * draws on with the first. */
static void rolls(int a, int b)
{
	fix_rolls(a, b);
	S->ck.fixed_event = EVENT_GATE + TRACK_TRADE + 1;
	act("roll");
	S->ck.fixed_event = EVENT_GATE + TRACK_TRADE + 1;
	act("roll");
	assert_string_equal(R->phase(S), "action");
}

/* Every legal action starts with prefix. */
static bool all_start_with(const char *prefix)
{
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	bool ok = all.len > 0;
	for (const char *line = strbuf_str(&all); *line; line = strchr(line, '\n') + 1)
		ok &= strncmp(line, prefix, strlen(prefix)) == 0;
	strbuf_free(&all);
	return ok;
}

/* Whether some legal action starts with prefix. */
static bool some_start_with(const char *prefix)
{
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	bool found = false;
	for (const char *line = strbuf_str(&all); *line; line = strchr(line, '\n') + 1)
		found |= strncmp(line, prefix, strlen(prefix)) == 0;
	strbuf_free(&all);
	return found;
}

/* Takes the first legal action starting with prefix. */
static void act_first(const char *prefix)
{
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	for (const char *line = strbuf_str(&all); *line; line = strchr(line, '\n') + 1)
		if (strncmp(line, prefix, strlen(prefix)) == 0) {
			char text[128];
			size_t len = (size_t)(strchr(line, '\n') - line);
			snprintf(text, sizeof text, "%.*s", (int)len, line);
			strbuf_free(&all);
			act("%s", text);
			return;
		}
	fail_msg("no legal action starts with \"%s\"", prefix);
}

/* Recruits a knight of seat 1 at node, paid from the sandbox. */
static void recruit(int at)
{
	act("give 1 ore 1");
	act("give 1 wool 1");
	act("build knight %d", at);
}

/* The neutrals' knights on the island, by colour. */
static int neutral_knights(int colour)
{
	int n = 0;
	for (uint64_t b = S->ck.knight_nodes; b; b &= b - 1)
		n += S->ck.knight_owner[board_low_bit(b)] == colour;
	return n;
}

/* A neutral's road out of its starting settlement, and a basic knight for
 * it at the far end, as two recruits of seat 1 bring them. Returns where
 * the neutral's knight stands (1-based). */
static int neutral_knight_placed(void)
{
	recruit(road_end(1, 0));
	act_first("neutral 3 road ");
	recruit(road_end(1, 1));
	assert_true(all_start_with("neutral "));
	act_first("neutral 3 knight ");
	assert_int_equal(neutral_knights(NEUTRAL_1), 1);
	for (uint64_t b = S->ck.knight_nodes; b; b &= b - 1)
		if (S->ck.knight_owner[board_low_bit(b)] == NEUTRAL_1)
			return board_low_bit(b) + 1;
	return 0;
}

/* ---- the match ---- */

/* 004: "in het algemeen zijn de normale 3-4 spelerregels voor CATAN van
 * toepassing": with Cities & Knights too. Each seat starts with a
 * settlement and a city (000: "In de tweede ronde bouw je geen dorp maar
 * een stad"), the neutrals with a settlement each and the six knights of
 * their colour beside the board. */
static void test_two_players_play(void **state)
{
	(void)state;
	start();
	assert_true(S->two && S->ck.on);
	assert_int_equal(S->opt.victory_points, 13);
	for (int seat = 0; seat < 2; seat++)
		assert_int_equal(board_bits(S->own_nodes[seat] & S->cities), 1);
	for (int c = NEUTRAL_1; c <= NEUTRAL_2; c++) {
		assert_int_equal(board_bits(S->own_nodes[c]), 1);
		for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++)
			assert_int_equal(S->player[c].ck.knights[k], BOARD_KNIGHTS_EACH);
	}
	/* "Op Je beurt gooi je de dobbelstenen twee keer achter elkaar." */
	rolls(6, 8);
	act("end");
	assert_int_equal(R->current(S), 1);
	finish();
}

/* ---- knights for the neutrals (board.md §3.5) ---- */

/* "When you place a knight, also place a knight of the same level for one
 * of the neutrals. ... If no neutral can legally take one (no site, or no
 * such knight in their supply), place a road for a neutral instead, never
 * a settlement." The neutrals start without roads: no site for a knight,
 * so the first knight brings a neutral road; with that road, the next
 * brings a basic knight at it, inactive. */
static void test_knight_for_a_neutral(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	recruit(road_end(1, 0));
	assert_string_equal(R->phase(S), "neutral");
	assert_true(all_start_with("neutral "));
	assert_false(some_start_with("neutral 3 settlement"));
	assert_false(some_start_with("neutral 3 knight"));
	assert_true(some_start_with("neutral 3 road "));
	assert_true(some_start_with("neutral 4 road "));
	act_first("neutral 3 road ");
	assert_string_equal(R->phase(S), "action");
	recruit(road_end(1, 1));
	/* "With several, you may alternate neutrals": a knight only where a
	 * neutral has a road; the neutral without one gets none */
	assert_true(all_start_with("neutral 3 knight "));
	act_first("neutral 3 knight ");
	int at = 0;
	for (uint64_t b = S->ck.knight_nodes; b; b &= b - 1)
		if (S->ck.knight_owner[board_low_bit(b)] == NEUTRAL_1)
			at = board_low_bit(b);
	assert_int_equal(S->ck.knight[at] & KNIGHT_STRENGTH, 1);
	assert_false(S->ck.knight[at] & KNIGHT_ACTIVE);
	assert_int_equal(S->player[NEUTRAL_1].ck.knights[0], BOARD_KNIGHTS_EACH - 1);
	finish();
}

/* A free intersection, none of the given ones nor beside a road of
 * colour (0-based). */
static int free_node_away(int colour)
{
	const struct board_map *m = map();
	for (int n = 0; n < m->node_count; n++)
		if (!((S->built_nodes | S->ck.knight_nodes) >> n & 1) &&
		    !(m->node_edges[n][0] & (S->own_edges[colour][0] | S->own_edges[0][0])) &&
		    !(m->node_edges[n][1] & (S->own_edges[colour][1] | S->own_edges[0][1])))
			return n;
	fail_msg("no free intersection");
	return -1;
}

/* "... (no site, or no such knight in their supply), place a road for a
 * neutral instead": neutral 3 has a site at its road but both its basic
 * knights stand elsewhere; neutral 4 has no road. */
static void test_no_knight_left(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	recruit(road_end(1, 0));
	act_first("neutral 3 road ");
	board_place_knight(S, NEUTRAL_1, free_node_away(NEUTRAL_1), 1);
	board_place_knight(S, NEUTRAL_1, free_node_away(NEUTRAL_1), 1);
	board_reindex(S);
	check_ok();
	recruit(road_end(1, 1));
	assert_true(all_start_with("neutral "));
	assert_false(some_start_with("neutral 3 knight"));
	assert_false(some_start_with("neutral 4 knight"));
	assert_false(some_start_with("neutral 3 settlement"));
	assert_false(some_start_with("neutral 4 settlement"));
	assert_true(some_start_with("neutral 3 road "));
	finish();
}

/* "Neutral knights are never active and don't count against the
 * barbarians. They only block. Building a city or wall, or activating a
 * knight, does nothing for the neutrals." */
static void test_neutral_knights_only_block(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	int at = neutral_knight_placed();
	char text[64];
	snprintf(text, sizeof text, "activate %d", at);
	assert_false(can(text));
	/* activating his own, a wall: the turn goes on, nothing for them */
	act("give 1 grain 1");
	act("activate %d", road_end(1, 0));
	assert_string_equal(R->phase(S), "action");
	act("give 1 brick 2");
	act("build wall %d", city_of(1));
	assert_string_equal(R->phase(S), "action");
	act("give 1 grain 2");
	act("give 1 ore 3");
	act("build city %d", settlement_of(1));
	assert_string_equal(R->phase(S), "action");
	/* the barbarians: Catan's strength is seat 1's active knight alone,
	 * 1 against the 3 cities; the neutral's knight stays as it was */
	S->ck.barbarians = (uint8_t)(S->opt.ck.track - 1);
	act("end");
	fix_rolls(6, 8);
	S->ck.fixed_event = EVENT_SHIP + 1;
	act("roll");
	assert_int_equal(S->ck.attacks, 1);
	/* seat 1 brought 1, seat 2 nothing: seat 2 loses its only city */
	assert_int_equal(board_bits(S->own_nodes[1] & S->cities), 0);
	assert_int_equal(board_bits(S->own_nodes[0] & S->cities), 2);
	assert_int_equal(S->ck.knight_owner[at - 1], NEUTRAL_1);
	assert_false(S->ck.knight[at - 1] & KNIGHT_ACTIVE);
	finish();
}

/* "When you promote a knight, also promote one neutral knight, at most to
 * strong. If that is impossible, nothing happens." */
static void test_promotion_for_a_neutral(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	int at = neutral_knight_placed();
	act("end");
	rolls(6, 8);
	act("end");
	rolls(6, 8);
	act("give 1 ore 1");
	act("give 1 wool 1");
	act("promote %d", road_end(1, 0));
	assert_true(all_start_with("neutral 3 promote "));
	act("neutral 3 promote %d", at);
	assert_int_equal(S->ck.knight[at - 1] & KNIGHT_STRENGTH, 2);
	assert_int_equal(S->player[NEUTRAL_1].ck.knights[0], BOARD_KNIGHTS_EACH);
	assert_int_equal(S->player[NEUTRAL_1].ck.knights[1], BOARD_KNIGHTS_EACH - 1);
	/* the neutral's knight is strong: "at most to strong", nothing more */
	act("give 1 ore 1");
	act("give 1 wool 1");
	act("promote %d", road_end(1, 1));
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->ck.knight[at - 1] & KNIGHT_STRENGTH, 2);
	finish();
}

/* What the notes leave out: a neutral's knight displaced by a stronger one
 * goes where the player who displaced it puts it, at the neutral's
 * roads; the neutrals decide nothing. */
static void test_displaced_neutral_knight(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	int at = neutral_knight_placed();
	const struct board_map *m = map();
	/* a second road of neutral 3, out of its settlement: a free
	 * intersection at its roads for the knight to go to */
	int home = board_low_bit(S->own_nodes[NEUTRAL_1]);
	for (int i = 0, done = 0; i < m->node_edge_count[home] && !done; i++) {
		int e = m->node_edge[home][i];
		int other = m->edge_node[e][0] == home ? m->edge_node[e][1] : m->edge_node[e][0];
		if (S->edge_owner[e] < 0 && !((S->built_nodes | S->ck.knight_nodes) >> other & 1)) {
			board_place_road(S, NEUTRAL_1, e);
			done = 1;
		}
	}
	/* seat 1's strong, active knight one step from the neutral's, along
	 * a road of his */
	int from = -1;
	for (int i = 0; i < m->node_edge_count[at - 1] && from < 0; i++) {
		int e = m->node_edge[at - 1][i];
		int other = m->edge_node[e][0] == at - 1 ? m->edge_node[e][1] : m->edge_node[e][0];
		if (S->edge_owner[e] < 0 && !((S->built_nodes | S->ck.knight_nodes) >> other & 1)) {
			board_place_road(S, 0, e);
			from = other;
		}
	}
	assert_true(from >= 0);
	board_place_knight(S, 0, from, 2 | KNIGHT_ACTIVE);
	board_reindex(S);
	check_ok();
	act("displace %d %d", from + 1, at);
	assert_string_equal(R->phase(S), "displaced");
	assert_int_equal(R->current(S), 0);
	assert_true(all_start_with("relocate "));
	act_first("relocate ");
	assert_int_equal(neutral_knights(NEUTRAL_1), 1);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* ---- the two rolls and the event die ---- */

/* Two ship faces fixed for the turn's two rolls; returns how far the
 * barbarians came. */
static int ships_on_both_rolls(void)
{
	fix_rolls(6, 8);
	S->ck.fixed_event = EVENT_SHIP + 1;
	act("roll");
	S->ck.fixed_event = EVENT_SHIP + 1;
	act("roll");
	assert_string_equal(R->phase(S), "action");
	return S->ck.barbarians;
}

/* 004: "Op Je beurt gooi je de dobbelstenen twee keer achter elkaar"; with
 * which of them the event die is thrown the combination notes do not say:
 * the first alone (CK_EVENT_DIE_ROLLS=first-roll, the default), or each
 * (each-roll), the normal rules applying to every roll ("in het algemeen
 * zijn de normale 3-4 spelerregels voor CATAN van toepassing"). */
static void test_event_die_rolls(void **state)
{
	(void)state;
	start();
	assert_int_equal(ships_on_both_rolls(), 1);
	assert_int_equal(S->ck.event, EVENT_NONE);
	finish();

	start_two("CK_EVENT_DIE_ROLLS", "each-roll");
	assert_int_equal(ships_on_both_rolls(), 2);
	finish();
}

/* ---- trade tokens ---- */

/* 004: "u trekt 2 willekeurige kaarten uit de hand van uw tegenstander; in
 * ruil daarvoor geeft u uw tegenstander 2 kaarten van uw keuze uit uw
 * eigen hand": resource cards, as the variant knows them; a hand of
 * commodities alone is no hand to draw from. With CK_COMMUNITY_RULES=1
 * ("Forced Trade may include commodities, at double cost", board.md §3.5)
 * commodities are drawn and given, for twice the tokens. */
static void test_forced_trade_commodities(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	empty_cards(1);
	empty_cards(2);
	board_gain(S, 1, 7, 2);   /* two coins, seat 2's whole hand */
	board_gain(S, 0, 5, 2);   /* two paper, seat 1's */
	check_ok();
	assert_false(can("forced trade"));
	board_gain(S, 1, 0, 1);   /* and a lumber */
	board_gain(S, 0, 1, 2);   /* and two brick */
	int tokens = S->tokens[0], cost = board_token_cost(S);
	act("forced trade");
	assert_int_equal(S->player[0].hand[0], 1);
	assert_int_equal(S->player[1].hand[7], 2);
	assert_int_equal(S->tokens[0], tokens - cost);
	assert_false(can("hand over paper"));
	act("hand over brick");
	act("hand over brick");
	finish();

	start_two("CK_COMMUNITY_RULES", "1");
	rolls(6, 8);
	empty_cards(1);
	empty_cards(2);
	board_gain(S, 1, 7, 2);
	board_gain(S, 0, 5, 2);
	check_ok();
	tokens = S->tokens[0];
	cost = board_token_cost(S);
	act("forced trade");
	assert_int_equal(S->player[0].hand[7], 2);
	assert_int_equal(S->tokens[0], tokens - 2 * cost);
	assert_true(all_start_with("hand over "));
	assert_false(can("hand over coin"));   /* not the cards he drew */
	act("hand over paper");
	act("hand over paper");
	assert_int_equal(S->player[1].hand[5], 2);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* ---- the Deserter against the neutrals ---- */

/* Two basic knights, one of each neutral, and a strong one of neutral 3's,
 * standing away from seat 1's roads; their places (0-based) in at[]. */
static void neutral_knights_stand(int at[3])
{
	at[0] = free_node_away(NEUTRAL_1);
	board_place_knight(S, NEUTRAL_1, at[0], 2);
	at[1] = free_node_away(NEUTRAL_1);
	board_place_knight(S, NEUTRAL_1, at[1], 1);
	at[2] = free_node_away(NEUTRAL_1);
	board_place_knight(S, NEUTRAL_2, at[2], 1);
	board_reindex(S);
	check_ok();
}

/* board.md §3.5, the forum's rules (CK_COMMUNITY_RULES): "the Deserter may
 * target neutral knights, taking the weakest." With the card's own text
 * (000, "Overloper"): "Jij mag daarna een eigen ridder van dezelfde sterkte
 * neerzetten volgens de gewone bouwregels. ... Je nieuwe ridder krijgt
 * dezelfde status als de verwijderde ridder, dus actief of passief." The
 * opponent has no knight: the Deserter goes to the neutrals' knights, of
 * which the player takes one of the weakest (a neutral decides nothing),
 * never the strong one; in its stead he may place a basic knight of his,
 * inactive as every neutral knight is. */
static void test_deserter_takes_a_neutral_knight(void **state)
{
	(void)state;
	start_two("CK_COMMUNITY_RULES", "1");
	hand_progress(1, "ck-deserter");
	rolls(6, 8);
	int at[3];
	neutral_knights_stand(at);
	act("play ck-deserter");
	assert_int_equal(R->current(S), 0);           /* he chooses, not a neutral */
	assert_false(can_f("choose knight %d", at[0] + 1));   /* strong: not the weakest */
	assert_true(can_f("choose knight %d", at[1] + 1));
	assert_true(can_f("choose knight %d", at[2] + 1));
	assert_false(can("choose none"));             /* no opponent's knight instead */
	static struct board_state before;
	memcpy(&before, S, sizeof before);
	act("choose knight %d", at[2] + 1);
	assert_int_equal(S->ck.knight_owner[at[2]], -1);
	assert_int_equal(S->player[NEUTRAL_2].ck.knights[0], BOARD_KNIGHTS_EACH);
	/* told as his doing: the neutral knight taken off the island */
	static struct game_events ev;
	ev.count = ev.dropped = 0;
	R->events(&before, S, NULL, -1, &ev);
	bool told = false;
	for (size_t i = 0; i < ev.count; i++)
		told |= ev.item[i].kind == GEV_NEWS && ev.item[i].player == 0 &&
		        strcmp(ev.item[i].word, "neutral-home") == 0 && ev.item[i].count == at[2] + 1;
	assert_true(told);
	assert_int_equal(neutral_knights(NEUTRAL_1), 2);
	assert_string_equal(R->phase(S), "deserter");
	act("enlist %d", road_end(1, 0));
	int mine = road_end(1, 0) - 1;
	assert_int_equal(S->ck.knight_owner[mine], 0);
	assert_int_equal(S->ck.knight[mine] & KNIGHT_STRENGTH, 1);
	assert_false(S->ck.knight[mine] & KNIGHT_ACTIVE);
	assert_string_equal(R->phase(S), "action");
	check_ok();
	finish();
}

/* "Je kiest een tegenspeler": with the opponent's knights on the island as
 * well, the neutrals' weakest are a choice beside him (choose none: the
 * opponent, who then removes one of his, "naar keuze"). */
static void test_deserter_neutral_or_opponent(void **state)
{
	(void)state;
	start_two("CK_COMMUNITY_RULES", "1");
	hand_progress(1, "ck-deserter");
	rolls(6, 8);
	int at[3];
	neutral_knights_stand(at);
	int his = road_end(2, 0) - 1;
	board_place_knight(S, 1, his, 2 | KNIGHT_ACTIVE);
	board_place_knight(S, 1, road_end(2, 1) - 1, 1);
	board_reindex(S);
	check_ok();
	act("play ck-deserter");
	assert_true(can_f("choose knight %d", at[1] + 1));
	assert_true(can("choose none"));
	act("choose none");
	assert_int_equal(R->current(S), 1);           /* his choice of his knights */
	act("choose knight %d", his + 1);
	assert_int_equal(S->ck.knight_owner[his], -1);
	assert_int_equal(neutral_knights(NEUTRAL_1) + neutral_knights(NEUTRAL_2), 3);
	assert_int_equal(R->current(S), 0);
	assert_string_equal(R->phase(S), "deserter");
	act("enlist %d", road_end(1, 0));
	assert_int_equal(S->ck.knight[road_end(1, 0) - 1] & (KNIGHT_STRENGTH | KNIGHT_ACTIVE),
	                 2 | KNIGHT_ACTIVE);
	finish();
}

/* The computer players' choice in S (0: greedy, else the search player
 * with a few playouts). */
static struct action computer_choice(int searching)
{
	static unsigned char scratch[1 << 20];
	assert_true(ai_scratch_size(&board_rules) <= sizeof scratch);
	struct rng rng;
	rng_seed(&rng, 3);
	struct action a;
	if (!searching) {
		assert_int_equal(ai_greedy_choose(&board_rules, S, &rng, scratch, &a), 0);
		return a;
	}
	struct ai_search *search = ai_search_new(&board_rules, 2);
	assert_non_null(search);
	const struct ai_budget budget = { 100, 0, 1 };
	assert_int_equal(ai_search_choose(search, S, &budget, &rng, &a), 0);
	ai_search_free(search);
	return a;
}

/* The computer players decide what the Deserter against the neutrals asks
 * of them: the greedy and the search player take one of the neutrals'
 * weakest knights and put a knight of their own in its stead ("mag": they
 * could decline). */
static void test_computer_deserter(void **state)
{
	(void)state;
	for (int searching = 0; searching < 2; searching++) {
		start_two("CK_COMMUNITY_RULES", "1");
		hand_progress(1, "ck-deserter");
		rolls(6, 8);
		int at[3];
		neutral_knights_stand(at);
		act("play ck-deserter");
		for (int i = 0; i < 4 && strcmp(R->phase(S), "action") != 0; i++) {
			struct action a = computer_choice(searching);
			assert_int_equal(R->apply(S, &a), 0);
			check_ok();
		}
		assert_string_equal(R->phase(S), "action");
		assert_int_equal(S->ck.knight_owner[at[0]], NEUTRAL_1);   /* the strong one stays */
		assert_int_equal(neutral_knights(NEUTRAL_1) + neutral_knights(NEUTRAL_2), 2);
		assert_int_equal(neutral_knights(0), 1);
		finish();
	}
}

/* Without the forum's rules (CK_COMMUNITY_RULES=0, the default) the
 * Deserter knows only "een tegenspeler": with no knight of the opponent's,
 * neutral knights or not, it is not played. */
static void test_deserter_without_community_rules(void **state)
{
	(void)state;
	start();
	hand_progress(1, "ck-deserter");
	rolls(6, 8);
	int at[3];
	neutral_knights_stand(at);
	assert_false(can("play ck-deserter"));
	finish();
}

/* CK_NEUTRAL_KNIGHTS=0: a knight brings nothing for the neutrals. */
static void test_without_neutral_knights(void **state)
{
	(void)state;
	start_two("CK_NEUTRAL_KNIGHTS", "0");
	rolls(6, 8);
	recruit(road_end(1, 0));
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "eenmaal tijdens uw beurt kunt u één van uw face-up ridderkaarten
 * weggooien en 2 trade tokens in ruil nemen": Cities & Knights has no
 * knight cards (000: "Leg de ontwikkelingskaarten ... terug in de doos"),
 * so no such action is ever offered. */
static void test_no_knight_cards(void **state)
{
	(void)state;
	start();
	rolls(6, 8);
	assert_false(some_start_with("discard knight"));
	assert_int_equal(S->deck_count, 0);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_players_play),
		cmocka_unit_test(test_knight_for_a_neutral),
		cmocka_unit_test(test_no_knight_left),
		cmocka_unit_test(test_neutral_knights_only_block),
		cmocka_unit_test(test_promotion_for_a_neutral),
		cmocka_unit_test(test_displaced_neutral_knight),
		cmocka_unit_test(test_event_die_rolls),
		cmocka_unit_test(test_forced_trade_commodities),
		cmocka_unit_test(test_computer_deserter),
		cmocka_unit_test(test_deserter_takes_a_neutral_knight),
		cmocka_unit_test(test_deserter_neutral_or_opponent),
		cmocka_unit_test(test_deserter_without_community_rules),
		cmocka_unit_test(test_no_knight_cards),
		cmocka_unit_test(test_without_neutral_knights),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
