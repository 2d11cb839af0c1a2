/*
 * Scenarios for the board game's official two-player variant, one per rule
 * sentence of the Dutch text (shared/rules/004, which wins; board.md §3 for
 * the numbers), each quoting the sentence it checks, and the longest-road
 * cases with neutral roads. A match of 2 players on the beginner island is
 * set up as a sandbox; the set-up rounds put the seats' starting pieces on
 * the west and east coasts; the neutral colours (3 and 4 on the island)
 * start at the spots of board_neutral_start: the top corner of hex 5 and
 * the bottom corner of hex 15.
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

GAME_FIXTURE_GROUP(&board_rules)

#define NEUTRAL_1 2   /* the colours' 0-based numbers: seats 0 and 1 first */
#define NEUTRAL_2 3

/* ---- the match ---- */

/* A sandbox match of 2 players from seed (board-driver.c). */
static void start_with(uint64_t seed, const char *const *options, int count)
{
	start_sandbox(db, tables, 2, seed, NULL, options, count);
}

/* The corner of hex number (as shown), 1-based as commands take it. */
static int corner(int number, enum board_corner c)
{
	return map()->hex_node[hex(number)][c] + 1;
}

/* A match past its set-up rounds, every hand empty: seat 1 to roll. */
static void start(void)
{
	start_with(11, NULL, 0);
	past_set_up();
}

/* Rolls both of the turn's rolls, a and b fixed (neither 7). */
static void rolls(int a, int b)
{
	act("dice %d %d", a, b);
	act("roll");
	act("roll");
	assert_string_equal(R->phase(S), "action");
}

static void give(int seat, const char *cards)
{
	char buf[128], *save = NULL;
	snprintf(buf, sizeof buf, "%s", cards);
	for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save))
		act("give %d %s 1", seat, w);
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

/* ---- wat u nodig hebt, voorbereiding ---- */

/* "20 handelstokens (u kunt gewone huishoudelijke artikelen gebruiken:
 * bonen, kralen, munten, enz.,)"; "plaats de trade tokens naast het bord.
 * Aan het begin van het spel, elke speler ontvangt 5 trade tokens." */
static void test_tokens_at_start(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	assert_int_equal(S->tokens[0], 5);
	assert_int_equal(S->tokens[1], 5);
	assert_int_equal(S->token_supply, 10);
	finish();
}

/* "plaats de twee sets van spelstukken die niet door de spelers zijn
 * gekozen naast het spelbord. Ze zullen dienen als spelcomponenten voor
 * twee denkbeeldige neutrale spelers." */
static void test_two_neutral_colours(void **state)
{
	(void)state;
	start();
	assert_int_equal(S->player_count, 2);
	assert_int_equal(S->colours, 4);
	for (int c = NEUTRAL_1; c <= NEUTRAL_2; c++) {
		assert_int_equal(S->player[c].roads, BOARD_ROADS);
		assert_int_equal(S->player[c].settlements, BOARD_SETTLEMENTS - 1);
	}
	/* imaginary players: they never take a turn */
	for (int turn = 0; turn < 4; turn++) {
		assert_true(R->current(S) < 2);
		rolls(12, 2);
		act("end");
	}
	finish();
}

/* ---- set-up ---- */

/* "stel de terrein hexes zoals gebruikelijk in het witte gebied hieronder.
 * Plaats voor elke neutrale speler 1 nederzetting (zonder weg) op een van
 * de kruispunten van het bord gemarkeerd in de volgende afbeelding." */
static void test_neutral_start(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	assert_int_equal(S->node_owner[corner(5, CORNER_N) - 1], NEUTRAL_1);
	assert_int_equal(S->node_owner[corner(15, CORNER_S) - 1], NEUTRAL_2);
	assert_int_equal(S->own_edges[NEUTRAL_1][0] | S->own_edges[NEUTRAL_1][1], 0);
	assert_int_equal(S->own_edges[NEUTRAL_2][0] | S->own_edges[NEUTRAL_2][1], 0);
	finish();
	/* NEUTRAL_START=random-inland: inland intersections, no road */
	static const char *const random_start[] = { "NEUTRAL_START=random-inland" };
	for (uint64_t seed = 1; seed <= 20; seed++) {
		start_with(seed, random_start, 1);
		for (int c = NEUTRAL_1; c <= NEUTRAL_2; c++) {
			assert_int_equal(board_bits(S->own_nodes[c]), 1);
			int n = board_low_bit(S->own_nodes[c]);
			assert_int_equal(map()->node_hex_count[n], 3);
			assert_int_equal(S->own_edges[c][0] | S->own_edges[c][1], 0);
		}
		finish();
	}
}

/* "u en uw tegenstander bouwen dan uw twee startende nederzettingen met
 * wegen, volgens de normale set-up regels. Daarom heeft elke speler na het
 * afronden van de set-up fase 2 nederzettingen en 2 wegen op het
 * spelbord, terwijl elke neutrale speler 1 nederzetting heeft." */
static void test_setup_rounds(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	/* the distance rule holds against the neutrals' settlements */
	int beside = map()->node_next[corner(5, CORNER_N) - 1][0] + 1;
	char text[64];
	snprintf(text, sizeof text, "build settlement %d", beside);
	assert_false(can(text));
	int order[4] = { 1, 2, 2, 1 };
	for (int i = 0; i < 4; i++) {
		assert_int_equal(R->current(S), order[i] - 1);
		settle_start(order[i], i < 2 ? 0 : 1);
	}
	assert_string_equal(R->phase(S), "roll");
	assert_int_equal(R->current(S), 0);
	for (int p = 0; p < 2; p++) {
		assert_int_equal(board_bits(S->own_nodes[p]), 2);
		assert_int_equal(board_bits(S->own_edges[p][0]) + board_bits(S->own_edges[p][1]), 2);
	}
	for (int c = NEUTRAL_1; c <= NEUTRAL_2; c++) {
		assert_int_equal(board_bits(S->own_nodes[c]), 1);
		assert_int_equal(board_bits(S->own_edges[c][0]) + board_bits(S->own_edges[c][1]), 0);
	}
	finish();
}

/* ---- het spel spelen ---- */

/* "in het algemeen zijn de normale 3-4 spelerregels voor CATAN van
 * toepassing. De wijzigingen worden hieronder beschreven." A 7 still
 * makes a hand of more than 7 discard half; a road still costs a lumber
 * and a brick. */
static void test_normal_rules_apply(void **state)
{
	(void)state;
	start();
	give(2, "ore ore ore ore wool wool wool wool wool");
	act("dice 7 5");
	act("roll");
	assert_string_equal(R->phase(S), "discard");
	assert_int_equal(R->current(S), 1);
	for (int i = 0; i < 4; i++)
		act("discard ore");
	assert_int_equal(S->player[1].hand_count, 5);
	assert_string_equal(R->phase(S), "robber");
	finish();
	start();
	rolls(12, 2);
	int n = start_node(1, 0);
	char text[64];
	snprintf(text, sizeof text, "build road %d", path(n, map()->node_next[n - 1][1] + 1));
	assert_false(can(text));
	give(1, "lumber brick");
	assert_true(can(text));
	finish();
}

/* "Op Je beurt gooi je de dobbelstenen twee keer achter elkaar." */
static void test_two_rolls(void **state)
{
	(void)state;
	start();
	act("dice 5 9");
	act("roll");
	assert_string_equal(R->phase(S), "roll");
	assert_false(can("end"));
	assert_true(can("roll"));
	act("roll");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->first_sum, 5);
	assert_int_equal(S->dice[0] + S->dice[1], 9);
	assert_false(can("roll"));
	act("end");
	assert_string_equal(R->phase(S), "roll");
	assert_int_equal(S->rolls, 0);
	finish();
}

/* Plays on until the turn is in its action phase, taking the first legal
 * action (a 7's discards, robber and steal). */
static void settle_to_action(void)
{
	static struct action list[GAME_MAX_ACTIONS];
	while (strcmp(R->phase(S), "action") != 0 && strcmp(R->phase(S), "roll") != 0) {
		size_t n = R->legal(S, list, GAME_MAX_ACTIONS);
		assert_true(n > 0);
		assert_int_equal(R->apply(S, &list[0]), 0);
		check_ok();
	}
}

/* "Het is essentieel dat de resultaten van de twee dobbelstenen van elkaar
 * verschillen., Als de tweede dobbelsteen hetzelfde resultaat geeft als de
 * eerste, rol dan opnieuw tot je een ander resultaat krijgt." */
static void test_rolls_differ(void **state)
{
	(void)state;
	start();
	/* a second roll fixed to the first's sum is rolled again */
	act("dice 6");
	act("roll");
	act("dice 6");
	act("roll");
	assert_int_not_equal(S->dice[0] + S->dice[1], 6);
	settle_to_action();
	/* the sandbox refuses to fix both the same */
	struct action a;
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(R->parse_sandbox(S, 0, "dice 6 6", LANG_EN, &a, &why), -1);
	assert_non_null(strstr(strbuf_str(&why), "differ"));
	strbuf_free(&why);
	/* and random rolls never repeat within a turn */
	for (int turn = 0; turn < 300; turn++) {
		act("end");
		act("dice 8");
		act("roll");
		act("roll");
		assert_int_not_equal(S->dice[0] + S->dice[1], 8);
		settle_to_action();
		assert_string_equal(R->phase(S), "action");
	}
	finish();
}

/* "direct na elk van de twee dobbelstenen rollen, de twee echte spelers
 * krijgen middelen en / of verplaatsen de rover (een “7” resultaat)." */
static void test_each_roll_produces(void **state)
{
	(void)state;
	start();
	/* seat 1 on the mountains 10; seat 2 starts on the pasture 5 */
	act("place 1 settlement %d", corner(1, CORNER_N));
	act("dice 10 5");
	act("roll");
	assert_int_equal(hand(1, "ore"), 1);
	assert_int_equal(hand(2, "wool"), 0);
	act("roll");
	assert_int_equal(hand(1, "ore"), 1);
	assert_int_equal(hand(2, "wool"), 1);
	act("end");
	/* a 7 first: the robber moves, then the second roll produces */
	act("dice 7 10");
	act("roll");
	assert_string_equal(R->phase(S), "robber");
	act("robber %d", 12);
	settle_to_action();
	assert_string_equal(R->phase(S), "roll");
	act("roll");
	assert_int_equal(hand(1, "ore"), 2);
	assert_string_equal(R->phase(S), "action");
	/* and a 7 second, after the first produced */
	act("end");
	act("dice 10 7");
	act("roll");
	assert_int_equal(hand(1, "ore"), 3);
	act("roll");
	assert_string_equal(R->phase(S), "robber");
	finish();
}

/* ---- bouwen voor de neutrale spelers ---- */

/* The first path from n that a road may take, 1-based, other than the one
 * to avoid. */
static int road_from(int n, int avoid)
{
	for (int i = 0; i < map()->node_edge_count[n - 1]; i++) {
		int e = map()->node_edge[n - 1][i];
		if (!board_bit(S->built_edges, e) && e + 1 != avoid)
			return e + 1;
	}
	fail_msg("no free path at %d", n);
	return 0;
}

/* "Wanneer je een weg of een nederzetting bouwt, moet je ook (gratis) 1
 * weg of 1 nederzetting bouwen voor een van de twee neutrale spelers." */
static void test_neutral_free_piece(void **state)
{
	(void)state;
	start();
	rolls(12, 2);
	int n = start_node(1, 0);
	give(1, "lumber brick");
	act("build road %d", road_from(n, 0));
	assert_string_equal(R->phase(S), "neutral");
	assert_int_equal(R->current(S), 0);
	assert_false(can("end"));
	assert_true(all_start_with("neutral "));
	/* either neutral, a road (the type he built), free */
	int n1 = corner(5, CORNER_N), n2 = corner(15, CORNER_S);
	char text[64];
	snprintf(text, sizeof text, "neutral 3 road %d", road_from(n1, 0));
	assert_true(can(text));
	snprintf(text, sizeof text, "neutral 4 road %d", road_from(n2, 0));
	assert_true(can(text));
	int bank = S->bank[0] + S->bank[1];
	act("neutral 3 road %d", road_from(n1, 0));
	assert_int_equal(S->bank[0] + S->bank[1], bank);
	assert_int_equal(S->player[NEUTRAL_1].roads, BOARD_ROADS - 1);
	assert_string_equal(R->phase(S), "action");
	/* a settlement: a neutral settlement where one may stand, at the end
	 * of a second neutral road */
	int r = road_from(n1, 0) , x = 0;
	(void)r;
	int a = 0;
	for (int i = 0; i < 3; i++)
		if (board_bit(S->own_edges[NEUTRAL_1], map()->node_edge[n1 - 1][i]))
			a = map()->node_next[n1 - 1][i] + 1;
	int b = 0;
	for (int i = 0; i < map()->node_edge_count[a - 1] && !b; i++) {
		x = map()->node_next[a - 1][i] + 1;
		if (x != n1)
			b = x;
	}
	act("place 3 road %d", path(a, b));
	int far = start_node(1, 1);
	int r1 = road_from(far, 0);
	act("place 1 road %d", r1);
	int mid = map()->edge_node[r1 - 1][0] + 1 == far ? map()->edge_node[r1 - 1][1] + 1
	                                                  : map()->edge_node[r1 - 1][0] + 1;
	int r2 = road_from(mid, r1);
	act("place 1 road %d", r2);
	int end = map()->edge_node[r2 - 1][0] + 1 == mid ? map()->edge_node[r2 - 1][1] + 1
	                                                 : map()->edge_node[r2 - 1][0] + 1;
	give(1, "lumber brick grain wool");
	act("build settlement %d", end);
	assert_string_equal(R->phase(S), "neutral");
	assert_true(all_start_with("neutral 3 settlement "));
	snprintf(text, sizeof text, "neutral 3 settlement %d", b);
	assert_true(can(text));
	act("neutral 3 settlement %d", b);
	assert_int_equal(S->node_owner[b - 1], NEUTRAL_1);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "Als er geen juridische locatie is voor de neutrale spelers, moet je in
 * plaats daarvan een weg aanleggen." */
static void test_neutral_road_instead(void **state)
{
	(void)state;
	start();
	rolls(12, 2);
	int far = start_node(1, 1);
	int r1 = road_from(far, 0);
	act("place 1 road %d", r1);
	int mid = map()->edge_node[r1 - 1][0] + 1 == far ? map()->edge_node[r1 - 1][1] + 1
	                                                  : map()->edge_node[r1 - 1][0] + 1;
	int r2 = road_from(mid, r1);
	act("place 1 road %d", r2);
	int end = map()->edge_node[r2 - 1][0] + 1 == mid ? map()->edge_node[r2 - 1][1] + 1
	                                                 : map()->edge_node[r2 - 1][0] + 1;
	give(1, "lumber brick grain wool");
	act("build settlement %d", end);
	/* the neutrals have no road yet: no settlement may stand anywhere */
	assert_string_equal(R->phase(S), "neutral");
	assert_true(all_start_with("neutral "));
	assert_false(can("neutral 3 settlement 1"));
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	assert_null(strstr(strbuf_str(&all), "settlement"));
	assert_non_null(strstr(strbuf_str(&all), "neutral 3 road"));
	assert_non_null(strstr(strbuf_str(&all), "neutral 4 road"));
	strbuf_free(&all);
	finish();
}

/* "U volgt dit proces niet wanneer u een stad bouwt of een
 * ontwikkelingskaart koopt., In die gevallen doe je niets voor de neutrale
 * spelers." */
static void test_no_neutral_for_city_or_card(void **state)
{
	(void)state;
	start();
	rolls(12, 2);
	give(1, "ore ore ore grain grain");
	act("build city %d", start_node(1, 0));
	assert_string_equal(R->phase(S), "action");
	give(1, "ore grain wool");
	act("buy");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(S->player[NEUTRAL_1].roads + S->player[NEUTRAL_2].roads, 2 * BOARD_ROADS);
	finish();
}

/* "Er zijn nog twee andere belangrijke punten over de neutrale spelers:
 * zij ontvangen nooit grondstoffen." Neutral 1 stands on the mountains 10
 * (hex 1), neutral 2 on the fields 6 (hex 18). */
static void test_neutrals_get_nothing(void **state)
{
	(void)state;
	start();
	int bank[BOARD_RESOURCES];
	memcpy(bank, (int[]){ S->bank[0], S->bank[1], S->bank[2], S->bank[3], S->bank[4] },
	       sizeof bank);
	act("dice 10 6");
	act("roll");
	act("roll");
	for (int c = NEUTRAL_1; c <= NEUTRAL_2; c++)
		assert_int_equal(S->player[c].hand_count, 0);
	int paid = 0;
	for (int r = 0; r < BOARD_RESOURCES; r++)
		paid += bank[r] - S->bank[r];
	assert_int_equal(paid, S->player[0].hand_count + S->player[1].hand_count);
	/* nor are they robbed: the robber beside them steals nothing */
	act("end");
	act("dice 7 8");
	act("roll");
	act("robber %d", 1);
	assert_string_equal(R->phase(S), "roll");
	finish();
}

/* ---- de langste weg, met neutrale wegen ---- */

static int bottom[7], top[7];

static void coasts(void)
{
	for (int i = 0; i < 7; i++) {
		bottom[i] = node(-3 + i, i % 2 ? 8 : 7);
		top[i] = node(-3 + i, i % 2 ? -8 : -7);
	}
}

static void road(int colour, int a, int b)
{
	act("place %d road %d", colour, path(a, b));
}

/* "zij kunnen de langste weg verkrijgen." Five neutral roads take it; a
 * seat's road of five then does not (ties keep the holder), six does. */
static void test_neutral_longest_road(void **state)
{
	(void)state;
	start();
	coasts();
	int n2 = corner(15, CORNER_S);
	road(4, n2, bottom[4]);
	for (int i = 4; i > 0; i--)
		road(4, bottom[i], bottom[i - 1]);
	assert_int_equal(board_longest_road(S, NEUTRAL_2), 5);
	assert_int_equal(board_longest_holder(S), NEUTRAL_2);
	for (int i = 0; i < 5; i++)
		road(1, top[i], top[i + 1]);
	assert_int_equal(board_longest_road(S, 0), 5);
	assert_int_equal(board_longest_holder(S), NEUTRAL_2);
	int vp = R->victory_points(S, 0);
	road(1, top[5], top[6]);
	assert_int_equal(board_longest_holder(S), 0);
	assert_int_equal(R->victory_points(S, 0), vp + 2);
	finish();
}

/* Longest Road passes from a seat to a neutral with a longer road, and the
 * seat loses its 2 points; nobody else gets them. */
static void test_longest_to_neutral(void **state)
{
	(void)state;
	start();
	coasts();
	for (int i = 0; i < 5; i++)
		road(1, top[i], top[i + 1]);
	assert_int_equal(board_longest_holder(S), 0);
	int vp1 = R->victory_points(S, 0), vp2 = R->victory_points(S, 1);
	int n2 = corner(15, CORNER_S);
	road(4, n2, bottom[4]);
	for (int i = 4; i > 0; i--)
		road(4, bottom[i], bottom[i - 1]);
	assert_int_equal(board_longest_holder(S), 0);   /* 5 against 5: kept */
	road(4, bottom[0], node(-3, 5));
	assert_int_equal(board_longest_road(S, NEUTRAL_2), 6);
	assert_int_equal(board_longest_holder(S), NEUTRAL_2);
	assert_int_equal(R->victory_points(S, 0), vp1 - 2);
	assert_int_equal(R->victory_points(S, 1), vp2);
	finish();
}

/* A seat's settlement breaks a neutral's road (and the card is set aside
 * when nobody has 5); a neutral's settlement breaks a seat's. */
static void test_longest_broken_by_and_for_neutral(void **state)
{
	(void)state;
	start();
	coasts();
	int n2 = corner(15, CORNER_S);
	road(4, n2, bottom[4]);
	for (int i = 4; i > 0; i--)
		road(4, bottom[i], bottom[i - 1]);
	assert_int_equal(board_longest_holder(S), NEUTRAL_2);
	act("place 1 settlement %d", bottom[2]);
	assert_int_equal(board_longest_road(S, NEUTRAL_2), 3);
	assert_int_equal(board_longest_holder(S), -1);
	finish();
	start();
	coasts();
	for (int i = 0; i < 6; i++)
		road(1, top[i], top[i + 1]);
	assert_int_equal(board_longest_holder(S), 0);
	act("place 3 settlement %d", top[3]);
	assert_int_equal(board_longest_road(S, 0), 3);
	assert_int_equal(board_longest_holder(S), -1);
	finish();
}

/* A neutral's pieces block as anyone's: no road on a neutral's path, none
 * through a neutral's settlement. */
static void test_neutral_pieces_block(void **state)
{
	(void)state;
	start();
	coasts();
	int n2 = corner(15, CORNER_S);
	road(4, n2, bottom[4]);
	/* seat 1 comes up to the neutral's settlement from the west */
	int w = map()->node_next[n2 - 1][0] + 1;
	for (int i = 0; i < 3; i++)
		if (map()->node_next[n2 - 1][i] + 1 != bottom[4])
			w = map()->node_next[n2 - 1][i] + 1;
	road(1, w, n2);
	rolls(12, 2);
	give(1, "lumber brick");
	char text[64];
	for (int i = 0; i < 3; i++) {
		int next = map()->node_next[n2 - 1][i] + 1;
		if (next == w)
			continue;
		snprintf(text, sizeof text, "build road %d", path(n2, next));
		assert_false(can(text));
	}
	finish();
}

/* ---- trade tokens ---- */

/* "op uw beurt, kunt u 1 of 2 trade tokens betalen en een van deze acties
 * ondernemen:" -- in his own turn, each action once (TOKEN_ACTION_LIMIT
 * each-once); with one-per-turn, one in all. */
static void test_token_actions_in_turn(void **state)
{
	(void)state;
	start();
	assert_true(can("forced trade") == false);   /* the opponent has no card */
	give(2, "ore ore ore ore ore ore ore ore");
	give(1, "wool wool wool wool");
	act("put robber 1");
	assert_true(can("forced trade"));
	assert_true(can("robber to desert"));
	act("dice 7 5");
	act("roll");
	/* seat 2 discards: no token action is his or seat 1's now */
	assert_int_equal(R->current(S), 1);
	assert_false(can("forced trade"));
	assert_false(can("robber to desert"));
	for (int i = 0; i < 4; i++)
		act("discard ore");
	act("robber 12");
	settle_to_action();
	act("forced trade");
	act("hand over wool");
	act("hand over wool");
	assert_false(can("forced trade"));
	assert_true(can("robber to desert"));
	act("robber to desert");
	assert_false(can("robber to desert"));
	finish();
	static const char *const one[] = { "TOKEN_ACTION_LIMIT=one-per-turn" };
	start_with(11, one, 1);
	settle_start(1, 0);
	settle_start(2, 0);
	settle_start(2, 1);
	settle_start(1, 1);
	act("put robber 1");
	give(2, "ore ore");
	give(1, "wool wool");
	act("forced trade");
	act("hand over wool");
	act("hand over wool");
	assert_false(can("robber to desert"));
	finish();
}

/* "actie “Forced Trade”: u trekt 2 willekeurige kaarten uit de hand van
 * uw tegenstander; in ruil daarvoor geeft u uw tegenstander 2 kaarten van
 * uw keuze uit uw eigen hand." The 2 he gives come from his own hand as it
 * was (FORCED_TRADE_RETURN_DRAWN=0). */
static void test_forced_trade(void **state)
{
	(void)state;
	start();
	rolls(12, 2);
	empty_hand(1);
	empty_hand(2);
	give(2, "ore ore ore");
	give(1, "wool grain lumber");
	int tokens = S->tokens[0];
	act("forced trade");
	assert_int_equal(hand(1, "ore"), 2);
	assert_int_equal(hand(2, "ore"), 1);
	assert_string_equal(R->phase(S), "forced-give");
	assert_false(can("hand over ore"));   /* what he drew is not his to give back */
	assert_false(can("end"));
	act("hand over wool");
	assert_string_equal(R->phase(S), "forced-give");
	act("hand over lumber");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(hand(2, "wool"), 1);
	assert_int_equal(hand(2, "lumber"), 1);
	assert_int_equal(S->player[1].hand_count, 3);
	assert_int_equal(S->player[0].hand_count, 3);
	assert_int_equal(S->tokens[0], tokens - 1);
	finish();
}

/* "Als je tegenstander maar 1 kaart heeft, mag je die nemen, maar moet je
 * die tegenstander nog steeds 2 kaarten in ruil geven." */
static void test_forced_trade_one_card(void **state)
{
	(void)state;
	start();
	rolls(12, 2);
	empty_hand(1);
	empty_hand(2);
	give(2, "ore");
	give(1, "wool");
	assert_false(can("forced trade"));   /* he could not give 2 */
	give(1, "grain");
	act("forced trade");
	assert_int_equal(hand(1, "ore"), 1);
	assert_int_equal(S->player[1].hand_count, 0);
	act("hand over wool");
	act("hand over grain");
	assert_int_equal(S->player[1].hand_count, 2);
	assert_int_equal(S->player[0].hand_count, 1);
	finish();
}

/* "actie “Move the Robber” : u kunt de rover naar de woestijn hex
 * verplaatsen." Nothing is stolen; with the robber in the desert already
 * the action is not offered (ROBBER_ACTION_IN_DESERT=0). */
static void test_token_robber(void **state)
{
	(void)state;
	start();
	assert_false(can("robber to desert"));   /* it starts there */
	act("put robber 1");
	give(2, "ore");
	act("robber to desert");
	assert_int_equal(S->robber, board_desert(S));
	assert_int_equal(S->hex_resource[S->robber], -1);
	assert_int_equal(S->player[1].hand_count, 1);
	assert_int_equal(S->player[0].hand_count, 0);
	assert_string_equal(R->phase(S), "roll");
	finish();
}

/* "als uw totaal aantal punten kleiner is dan of gelijk is aan het totaal
 * van uw tegenstander, moet u 1 trade token betalen om een actie te
 * ondernemen." */
static void test_token_cost_behind(void **state)
{
	(void)state;
	start();
	act("put robber 1");
	assert_int_equal(R->victory_points(S, 0), R->victory_points(S, 1));
	int tokens = S->tokens[0];
	act("robber to desert");
	assert_int_equal(S->tokens[0], tokens - 1);
	finish();
	start();
	act("place 2 settlement %d", corner(1, CORNER_N));
	act("put robber 1");
	tokens = S->tokens[0];
	act("robber to desert");
	assert_int_equal(S->tokens[0], tokens - 1);
	finish();
}

/* "Anders, een actie kost u 2 handel tokens." A player with 1 token and
 * the lead cannot pay. */
static void test_token_cost_ahead(void **state)
{
	(void)state;
	start();
	act("place 1 settlement %d", corner(1, CORNER_N));
	act("put robber 1");
	int tokens = S->tokens[0];
	act("robber to desert");
	assert_int_equal(S->tokens[0], tokens - 2);
	act("tokens 1 %d", -(tokens - 2) + 1);
	assert_int_equal(S->tokens[0], 1);
	give(1, "wool wool");
	give(2, "ore");
	assert_false(can("forced trade"));
	finish();
}

/* "Retourneer bestede handelsfiches aan de levering." */
static void test_tokens_return_to_supply(void **state)
{
	(void)state;
	start();
	act("put robber 1");
	int supply = S->token_supply;
	act("robber to desert");
	assert_int_equal(S->token_supply, supply + 1);
	finish();
}

/* ---- Replenishing Trade Tokens ---- */

/* Both seats get knights: seat 1 plays k1, seat 2 k2, one a turn each,
 * the robber to hex 3, 6... out of the way; seat 1 is to roll after it. */
static void army(int k1, int k2)
{
	int turns = k1 > k2 ? k1 : k2;
	/* buy them all first, then play one a turn */
	rolls(12, 2);
	for (int k = 0; k < k1; k++) {
		give(1, "ore wool grain");
		act("deck board-knight");
		act("buy");
	}
	act("end");
	rolls(12, 2);
	for (int k = 0; k < k2; k++) {
		give(2, "ore wool grain");
		act("deck board-knight");
		act("buy");
	}
	act("end");
	for (int t = 0; t < turns; t++)
		for (int seat = 1; seat <= 2; seat++) {
			if (t < (seat == 1 ? k1 : k2)) {
				act("play board-knight");
				act("choose hex %d", S->robber == hex(3) ? 7 : 3);
				settle_to_action();
			}
			rolls(12, 2);
			act("end");
		}
	assert_int_equal(R->current(S), 0);
}

/* "eenmaal tijdens uw beurt kunt u één van uw face-up ridderkaarten
 * weggooien en 2 trade tokens in ruil nemen." */
static void test_knight_for_tokens(void **state)
{
	(void)state;
	start();
	army(2, 0);
	int tokens = S->tokens[0], supply = S->token_supply;
	assert_true(can("discard board-knight"));
	act("discard board-knight");
	assert_int_equal(S->tokens[0], tokens + 2);
	assert_int_equal(S->token_supply, supply - 2);
	assert_int_equal(S->player[0].army, 1);
	assert_false(can("discard board-knight"));   /* once a turn */
	rolls(12, 2);
	act("end");
	rolls(12, 2);
	act("end");
	assert_true(can("discard board-knight"));
	finish();
}

/* "Als je de grootste Legerkaart hebt en een face-up ridderkaart
 * weggooit, moet je misschien de grootste Legerkaart opzij zetten. Als u
 * na het weggooien slechts 2 kaarten hebt, zet deze dan opzij." */
static void test_army_after_discard_two_left(void **state)
{
	(void)state;
	start();
	army(3, 0);
	assert_int_equal(board_army_holder(S), 0);
	int vp = R->victory_points(S, 0);
	act("discard board-knight");
	assert_int_equal(board_army_holder(S), -1);
	assert_int_equal(R->victory_points(S, 0), vp - 2);
	finish();
	/* with 4, he keeps it */
	start();
	army(4, 0);
	act("discard board-knight");
	assert_int_equal(board_army_holder(S), 0);
	finish();
}

/* "Als jij en je tegenstander hetzelfde aantal face-up ridderkaarten
 * hebben (of je tegenstander heeft meer) na het weggooien, zet het
 * opzij." */
static void test_army_after_discard_level(void **state)
{
	(void)state;
	start();
	army(4, 3);
	assert_int_equal(board_army_holder(S), 0);
	act("discard board-knight");
	assert_int_equal(S->player[0].army, 3);
	assert_int_equal(S->player[1].army, 3);
	assert_int_equal(board_army_holder(S), -1);
	finish();
	/* LARGEST_ARMY_AFTER_DISCARD=keep: the base rule, a tie keeps it */
	static const char *const keep[] = { "LARGEST_ARMY_AFTER_DISCARD=keep" };
	start_with(11, keep, 1);
	past_set_up();
	army(4, 3);
	act("discard board-knight");
	assert_int_equal(board_army_holder(S), 0);
	finish();
}

/* "Daarna, een speler die de meeste (minstens 3) face-up ridderkaarten
 * heeft, neemt de grootste Legerkaart." */
static void test_army_to_the_most(void **state)
{
	(void)state;
	start();
	army(3, 3);
	assert_int_equal(board_army_holder(S), 0);   /* first to 3; the tie kept it */
	act("discard board-knight");
	assert_int_equal(board_army_holder(S), 1);
	finish();
}

/* "wanneer u een nederzetting naast de desert hex bouwt, neemt u 2 trade
 * tokens (dit geldt ook tijdens de set-up fase).," The beginner island's
 * desert is inland (hex 10). */
static void test_tokens_desert(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	int tokens = S->tokens[0];
	act("build settlement %d", corner(10, CORNER_N));
	assert_int_equal(S->tokens[0], tokens + 2);
	finish();
	start();
	rolls(12, 2);
	/* in play: roads from the west up to the desert's west corners */
	int d = corner(10, CORNER_SW);
	int w = map()->node_next[d - 1][0] + 1;
	for (int i = 0; i < 3; i++) {
		int next = map()->node_next[d - 1][i] + 1;
		if (!(map()->hex_nodes[hex(10)] >> (next - 1) & 1))
			w = next;
	}
	act("place 1 road %d", path(w, d));
	give(1, "lumber brick grain wool");
	int tokens2 = S->tokens[0];
	act("build settlement %d", d);
	assert_int_equal(S->tokens[0], tokens2 + 2);
	finish();
}

/* "wanneer u een nederzetting aan de kust bouwt, neemt u 1 handelstoken
 * (dit geldt ook tijdens de opstartfase)." And inland, away from the
 * desert, none. */
static void test_tokens_coast(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	int tokens = S->tokens[0];
	settle_start(1, 0);
	assert_int_equal(S->tokens[0], tokens + 1);
	assert_int_equal(S->token_supply, 10 - 1);
	tokens = S->tokens[1];
	act("build settlement %d", corner(11, CORNER_N));   /* inland: hexes 6, 7, 11 */
	assert_int_equal(map()->node_hex_count[corner(11, CORNER_N) - 1], 3);
	assert_int_equal(S->tokens[1], tokens);
	finish();
	static const char *const no_setup[] = { "SETUP_TOKENS=0" };
	start_with(11, no_setup, 1);
	tokens = S->tokens[0];
	settle_start(1, 0);
	assert_int_equal(S->tokens[0], tokens);
	finish();
}

/* "wanneer u een nederzetting naast de woestijn en de kust bouwt, neemt u
 * 3 trade tokens (dit geldt ook tijdens de set-up fase)." A variable
 * island whose desert lies on the coast. */
static void test_tokens_desert_coast(void **state)
{
	(void)state;
	static const char *const variable[] = { "LAYOUT=variable" };
	for (uint64_t seed = 1; seed < 200; seed++) {
		start_with(seed, variable, 1);
		int d = board_desert(S);
		uint64_t spots = map()->hex_nodes[d] & map()->coast_nodes;
		for (; spots; spots &= spots - 1) {
			int n = board_low_bit(spots) + 1;
			char text[64];
			snprintf(text, sizeof text, "build settlement %d", n);
			if (!can(text))
				continue;
			int tokens = S->tokens[0];
			act("build settlement %d", n);
			assert_int_equal(S->tokens[0], tokens + 3);
			finish();
			return;
		}
		finish();
	}
	fail_msg("no island with the desert on the coast in 200 seeds");
}

/* The supply runs dry: what is left (TOKEN_SUPPLY_EXHAUSTED=partial). */
static void test_tokens_supply_dry(void **state)
{
	(void)state;
	start_with(11, NULL, 0);
	act("tokens 1 %d", S->token_supply - 1);
	int tokens = S->tokens[0];
	act("build settlement %d", corner(10, CORNER_N));
	assert_int_equal(S->tokens[0], tokens + 1);
	assert_int_equal(S->token_supply, 0);
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tokens_at_start),
		cmocka_unit_test(test_two_neutral_colours),
		cmocka_unit_test(test_neutral_start),
		cmocka_unit_test(test_setup_rounds),
		cmocka_unit_test(test_normal_rules_apply),
		cmocka_unit_test(test_two_rolls),
		cmocka_unit_test(test_rolls_differ),
		cmocka_unit_test(test_each_roll_produces),
		cmocka_unit_test(test_neutral_free_piece),
		cmocka_unit_test(test_neutral_road_instead),
		cmocka_unit_test(test_no_neutral_for_city_or_card),
		cmocka_unit_test(test_neutrals_get_nothing),
		cmocka_unit_test(test_neutral_longest_road),
		cmocka_unit_test(test_longest_to_neutral),
		cmocka_unit_test(test_longest_broken_by_and_for_neutral),
		cmocka_unit_test(test_neutral_pieces_block),
		cmocka_unit_test(test_token_actions_in_turn),
		cmocka_unit_test(test_forced_trade),
		cmocka_unit_test(test_forced_trade_one_card),
		cmocka_unit_test(test_token_robber),
		cmocka_unit_test(test_token_cost_behind),
		cmocka_unit_test(test_token_cost_ahead),
		cmocka_unit_test(test_tokens_return_to_supply),
		cmocka_unit_test(test_knight_for_tokens),
		cmocka_unit_test(test_army_after_discard_two_left),
		cmocka_unit_test(test_army_after_discard_level),
		cmocka_unit_test(test_army_to_the_most),
		cmocka_unit_test(test_tokens_desert),
		cmocka_unit_test(test_tokens_coast),
		cmocka_unit_test(test_tokens_desert_coast),
		cmocka_unit_test(test_tokens_supply_dry),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
