/*
 * Scenarios for the rules of the board game's base game, one per rule of
 * shared/rules/board.md §1 and one per longest-road pitfall of §4, each
 * quoting the text it checks. A match of 3 players on the beginner island
 * is set up as a sandbox; the set-up rounds put the starting pieces on the
 * west and east coasts, away from where the scenarios build; a scenario
 * then types actions as a player would (their canonical text, or a sandbox
 * command) and looks at the result.
 *
 * Intersections are found by their place on the lattice (map.h), so that
 * a scenario says where it builds, not which number that place has.
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

/* A sandbox match of 3 players from seed 11 (board-driver.c). */
static void start_with(const char *const *options, int count)
{
	start_sandbox(db, tables, 3, 11, NULL, options, count);
}

/* A match past its set-up rounds, every hand empty: seat 1 to roll. */
static void start(void)
{
	start_with(NULL, 0);
	past_set_up();
}

/* A turn with nothing in it: a 6 is rolled, and the turn ends. */
static void quiet_turn(void)
{
	act("dice 6");
	act("roll");
	act("end");
}

/* Seat 1 ends his turn and the others play quiet ones: seat 1 is to roll
 * again, and the cards he bought are no longer new. */
static void round_to_seat_1(void)
{
	act("end");
	quiet_turn();
	quiet_turn();
}

/* ---- §1.4 the set-up rounds ---- */

/* "each player in turn order places 1 settlement plus 1 adjacent road.
 * Then, in reverse order, each places a second settlement plus road. Each
 * player receives 1 resource for each terrain hex adjacent to their second
 * settlement (the desert gives nothing). The first player then takes the
 * first turn." */
static void test_setup_snake(void **state)
{
	(void)state;
	start_with(NULL, 0);
	int order[6] = { 1, 2, 3, 3, 2, 1 };
	for (int i = 0; i < 6; i++) {
		assert_int_equal(R->current(S), order[i] - 1);
		int before = S->player[order[i] - 1].hand_count;
		settle_start(order[i], i < 3 ? 0 : 1);
		int gained = S->player[order[i] - 1].hand_count - before;
		if (i < 3) {
			assert_int_equal(gained, 0);
		} else {
			/* One card per producing hex at the second settlement. */
			int n = start_node(order[i], 1) - 1;
			int producing = 0;
			for (int k = 0; k < map()->node_hex_count[n]; k++)
				producing += S->hex_resource[map()->node_hex[n][k]] >= 0;
			assert_int_equal(gained, producing);
		}
	}
	assert_string_equal(R->phase(S), "roll");
	assert_int_equal(R->current(S), 0);
	finish();
}

/* "The distance rule applies throughout, including set-up: no settlement
 * or city on any of the 3 neighbouring intersections." */
static void test_distance_rule(void **state)
{
	(void)state;
	start_with(NULL, 0);
	int n = node(0, -2);
	act("build settlement %d", n);
	act("build road %d", path(n, map()->node_next[n - 1][0] + 1));
	for (int i = 0; i < map()->node_edge_count[n - 1]; i++) {
		char text[64];
		snprintf(text, sizeof text, "build settlement %d", map()->node_next[n - 1][i] + 1);
		assert_false(can(text));
	}
	finish();
}

/* ---- §1.5 production ---- */

/* "Production gives 1 resource per adjacent settlement and 2 per adjacent
 * city, for every hex whose token shows the rolled sum, except the hex
 * under the robber." Hex 17 is hills 5 on the beginner island. */
static void test_production(void **state)
{
	(void)state;
	start();
	int top = map()->hex_node[hex(17)][CORNER_N] + 1;
	int bottom = map()->hex_node[hex(17)][CORNER_S] + 1;
	act("place 2 settlement %d", top);
	act("place 3 settlement %d", bottom);
	act("place 3 city %d", bottom);
	act("dice 5");
	act("roll");
	assert_int_equal(hand(2, "brick"), 1);
	assert_int_equal(hand(3, "brick"), 2);
	/* The robber blocks the hex, not the buildings: hex 16 (pasture 5)
	 * still produces for a settlement there. */
	act("end");
	act("put robber 17");
	act("dice 5");
	act("roll");
	assert_int_equal(hand(2, "brick"), 1);
	assert_int_equal(hand(3, "brick"), 2);
	finish();
}

/* "Resource shortage. If the bank cannot pay everyone what the roll
 * entitles them to in a resource, no one receives that resource this turn.
 * Exception: if the shortage affects only 1 player, that player gets
 * whatever is left." */
static void test_shortage(void **state)
{
	(void)state;
	start();
	int top = map()->hex_node[hex(17)][CORNER_N] + 1;
	int bottom = map()->hex_node[hex(17)][CORNER_S] + 1;
	act("place 2 settlement %d", top);
	act("place 3 settlement %d", bottom);
	act("place 3 city %d", bottom);
	act("give 1 brick 17");               /* the bank keeps 2; 3 are owed */
	act("dice 5");
	act("roll");
	assert_int_equal(hand(2, "brick"), 0);
	assert_int_equal(hand(3, "brick"), 0);
	finish();

	/* One player owed: he gets what is left. */
	start();
	act("place 3 settlement %d", bottom);
	act("place 3 city %d", bottom);
	act("give 1 brick 18");
	act("dice 5");
	act("roll");
	assert_int_equal(hand(3, "brick"), 1);
	finish();

	/* SHORTAGE_SINGLE_PLAYER=0: not even then. */
	static const char *const no_exception[] = { "SHORTAGE_SINGLE_PLAYER=0" };
	start_with(no_exception, 1);
	past_set_up();
	act("place 3 settlement %d", bottom);
	act("place 3 city %d", bottom);
	act("give 1 brick 18");
	act("dice 5");
	act("roll");
	assert_int_equal(hand(3, "brick"), 0);
	finish();
}

/* ---- §1.6 the 7 and the robber ---- */

/* "Every player with more than 7 resource cards (8 or more) chooses and
 * discards half of them, rounded down (9 cards -> discard 4)." */
static void test_seven_discard(void **state)
{
	(void)state;
	start();
	act("give 2 wool 9");
	act("give 3 ore 7");
	act("dice 7");
	act("roll");
	assert_string_equal(R->phase(S), "discard");
	assert_int_equal(R->current(S), 1);
	assert_false(can("discard ore"));     /* he holds none */
	for (int i = 0; i < 4; i++)
		act("discard wool");
	/* Seat 3 with 7 discards nothing: the robber comes next. */
	assert_int_equal(hand(2, "wool"), 5);
	assert_int_equal(hand(3, "ore"), 7);
	assert_string_equal(R->phase(S), "robber");
	assert_int_equal(R->current(S), 0);
	finish();
}

/* "The player who rolled must move the robber to a different hex ... You
 * may not choose to leave the robber in the same hex." "They then steal 1
 * random resource from one player who has a settlement or city adjacent to
 * the new hex. If there are several such players, the roller picks one."
 * §4: "Steal only from adjacent players with >=1 card, never yourself;
 * empty target -> no steal." */
static void test_robber(void **state)
{
	(void)state;
	start();
	int h = hex(18), top = map()->hex_node[h][CORNER_N] + 1, low = map()->hex_node[h][CORNER_SE] + 1;
	act("place 2 settlement %d", top);
	act("place 3 settlement %d", low);
	act("place 1 settlement %d", map()->hex_node[h][CORNER_SW] + 1);
	act("give 2 grain 2");
	act("dice 7");
	act("roll");
	assert_false(can("robber 10"));       /* the desert, where it stands */
	act("robber 18");
	/* Seat 3 has no card, seat 1 is the thief: only seat 2 is robbed,
	 * without a choice. */
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(hand(1, "grain"), 1);
	assert_int_equal(hand(2, "grain"), 1);

	/* Two players with cards: the roller picks. */
	act("end");
	for (int seat = 2; seat <= 3; seat++)
		quiet_turn();
	act("give 3 ore 1");
	act("dice 7");
	act("roll");
	assert_false(can("robber 18"));
	act("put robber 17");
	act("robber 18");
	assert_string_equal(R->phase(S), "steal");
	assert_true(can("steal 2"));
	assert_true(can("steal 3"));
	assert_false(can("steal 1"));
	act("steal 3");
	assert_int_equal(hand(3, "ore"), 0);
	finish();
}

/* A robber moved where nobody has a building: "The steal is then skipped". */
static void test_robber_empty_hex(void **state)
{
	(void)state;
	start();
	act("give 2 grain 2");
	act("dice 7");
	act("roll");
	act("robber 1");
	assert_string_equal(R->phase(S), "action");
	assert_int_equal(hand(1, "grain") + hand(2, "grain"), 2);
	assert_int_equal(hand(2, "grain"), 2);
	finish();
}

/* ---- §1.7 development cards ---- */

static void buy(int seat, const char *card)
{
	act("give %d ore 1", seat);
	act("give %d wool 1", seat);
	act("give %d grain 1", seat);
	act("deck %s", card);
	act("buy");
}

/* "You may not play a card bought this turn." "You may play 1 development
 * card per turn, either a Knight or a progress card, at any time in your
 * turn, including before the roll." */
/* The game's reason why card cannot be played now holds want. */
static void assert_why_not(const char *card_key, const char *want)
{
	int card = -1;
	for (size_t i = 0; i < db->card_count; i++)
		if (strcmp(db->cards[i].key, card_key) == 0)
			card = (int)i;
	assert_true(card >= 0);
	struct strbuf why = STRBUF_INIT;
	R->why_not(S, card, LANG_EN, &why);
	if (!strstr(strbuf_str(&why), want))
		fail_msg("why not %s: \"%s\", not \"%s\"", card_key, strbuf_str(&why), want);
	strbuf_free(&why);
}

static void test_dev_timing(void **state)
{
	(void)state;
	start();
	assert_why_not("board-monopoly", "not in your hand");
	act("dice 7");
	act("roll");
	/* the robber waits: no card now, whatever the hand */
	assert_why_not("board-monopoly", "not now");
	act("robber 18");
	assert_why_not("board-chapel", "never played");
	buy(1, "board-knight");
	buy(1, "board-knight");
	assert_false(can("play board-knight"));
	assert_why_not("board-knight", "you bought it this turn");
	round_to_seat_1();
	/* Seat 1 again, before his roll: one knight, not two. */
	assert_true(can("play board-knight"));
	act("play board-knight");
	assert_string_equal(R->phase(S), "decision");
	act("choose hex 1");
	assert_string_equal(R->phase(S), "roll");
	assert_false(can("play board-knight"));
	assert_why_not("board-knight", "one a turn");
	act("dice 6");
	act("roll");
	assert_false(can("play board-knight"));
	finish();
}

/* Largest Army: "the first player with 3 face-up Knight cards takes the
 * card (2 VP). Another player takes it only with strictly more face-up
 * knights." */
static void test_largest_army(void **state)
{
	(void)state;
	start();
	for (int k = 0; k < 3; k++) {
		act("dice 6");
		act("roll");
		buy(1, "board-knight");
		round_to_seat_1();
		act("play board-knight");
		act("choose hex %d", k + 1);
	}
	assert_int_equal(board_army_holder(S), 0);
	assert_int_equal(R->victory_points(S, 0), 2 + 2);
	finish();
}

/* "Road Building: place 2 roads free, under normal building rules."
 * "If you have 1 road left, place 1." §4: "Check the supply for free
 * builds too." */
static void test_road_building(void **state)
{
	(void)state;
	start();
	act("dice 6");
	act("roll");
	buy(1, "board-road-building");
	round_to_seat_1();
	int roads = S->player[0].roads;
	act("play board-road-building");
	assert_string_equal(R->phase(S), "free-roads");
	static struct action list[GAME_MAX_ACTIONS];
	for (int i = 0; i < 2; i++) {
		assert_true(R->legal(S, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(list[0].kind, A_ROAD);
		assert_int_equal(R->apply(S, &list[0]), 0);
	}
	assert_int_equal(S->player[0].roads, roads - 2);
	assert_string_equal(R->phase(S), "roll");
	finish();

	/* One road left: it places one. None left: the card is not offered. */
	start();
	for (int k = 0; k < 2; k++) {
		act("dice 6");
		act("roll");
		buy(1, "board-road-building");
		round_to_seat_1();
	}
	int placed = 0;
	for (int e = 1; e <= map()->edge_count && S->player[0].roads > 1; e++)
		if (S->edge_owner[e - 1] < 0) {
			char text[32];
			snprintf(text, sizeof text, "place 1 road %d", e);
			struct action a;
			struct strbuf why = STRBUF_INIT;
			if (R->parse_sandbox(S, 0, text, LANG_EN, &a, &why) == 0 && R->apply(S, &a) == 0)
				placed++;
			strbuf_free(&why);
		}
	assert_true(placed > 0);
	assert_int_equal(S->player[0].roads, 1);
	act("play board-road-building");
	if (strcmp(R->phase(S), "free-roads") == 0) {
		assert_true(R->legal(S, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(S, &list[0]), 0);
	}
	assert_int_equal(S->player[0].roads, 0);
	assert_string_equal(R->phase(S), "roll");
	act("dice 6");
	act("roll");
	round_to_seat_1();
	assert_false(can("play board-road-building"));
	finish();
}

/* "Year of Plenty: take any 2 resources from the bank" — "The bank's
 * stock limits the choice". "Monopoly: name 1 resource; every other player
 * gives you all of that resource they hold." */
static void test_plenty_and_monopoly(void **state)
{
	(void)state;
	start();
	act("dice 6");
	act("roll");
	buy(1, "board-year-of-plenty");
	buy(1, "board-monopoly");
	act("give 2 ore 19");                 /* the bank has no ore left */
	round_to_seat_1();
	act("play board-year-of-plenty");
	assert_false(can("choose ore"));
	act("choose brick");
	act("choose wool");
	assert_int_equal(hand(1, "brick"), 1);
	assert_int_equal(hand(1, "wool"), 1);
	act("dice 6");
	act("roll");
	round_to_seat_1();
	act("play board-monopoly");
	act("choose ore");
	assert_int_equal(hand(1, "ore"), 19);
	assert_int_equal(hand(2, "ore"), 0);
	finish();
}

/* "You win with 10 VP during your own turn. VP cards stay hidden until you
 * claim the win. A VP card bought this turn may be revealed at once if it
 * brings you to 10." */
static void test_victory_card(void **state)
{
	(void)state;
	start();
	act("dice 6");
	act("roll");
	/* 2 settlements + 3 cities = 2 + 6 = 8; a ninth point, then the card. */
	static const int city_xy[3][2] = { { -1, -5 }, { 1, -5 }, { -1, 5 } };
	for (int i = 0; i < 3; i++) {
		int n = node(city_xy[i][0], city_xy[i][1]);
		act("place 1 settlement %d", n);
		act("place 1 city %d", n);
	}
	act("place 1 settlement %d", node(0, 8));
	assert_int_equal(R->victory_points(S, 0), 9);
	assert_int_equal(R->winner(S), -1);
	buy(1, "board-chapel");
	assert_int_equal(R->winner(S), 0);
	assert_string_equal(R->phase(S), "over");
	finish();
}

/* ---- §1.8 Longest Road, with the pitfalls of §4 ---- */

/* The bottom coast, west to east: a zigzag of 6 paths. */
static int coast[7];

static void bottom_coast(void)
{
	static const int xy[7][2] = { { -3, 7 }, { -2, 8 }, { -1, 7 }, { 0, 8 }, { 1, 7 }, { 2, 8 }, { 3, 7 } };
	for (int i = 0; i < 7; i++)
		coast[i] = node(xy[i][0], xy[i][1]);
}

static void road(int seat, int a, int b)
{
	act("place %d road %d", seat, path(a, b));
}

/* "The first player with a continuous road of at least 5 pieces takes the
 * card (2 VP)." */
static void test_longest_five(void **state)
{
	(void)state;
	start();
	bottom_coast();
	for (int i = 0; i < 4; i++)
		road(1, coast[i], coast[i + 1]);
	assert_int_equal(board_longest_road(S, 0), 4);
	assert_int_equal(board_longest_holder(S), -1);
	road(1, coast[4], coast[5]);
	assert_int_equal(board_longest_holder(S), 0);
	finish();
}

/* §4, blocked ends: "Count the edge into the blocked intersection; forbid
 * only passing through it." */
static void test_longest_blocked_end(void **state)
{
	(void)state;
	start();
	bottom_coast();
	for (int i = 0; i < 5; i++)
		road(1, coast[i], coast[i + 1]);
	act("place 2 settlement %d", coast[5]);
	assert_int_equal(board_longest_road(S, 0), 5);
	assert_int_equal(board_longest_holder(S), 0);
	finish();
}

/* "Building a settlement on an unoccupied intersection along an
 * opponent's road breaks that road into 2 parts." "It is also set aside if
 * nobody has 5 or more." */
static void test_longest_broken(void **state)
{
	(void)state;
	start();
	bottom_coast();
	for (int i = 0; i < 6; i++)
		road(1, coast[i], coast[i + 1]);
	assert_int_equal(board_longest_holder(S), 0);
	act("place 2 settlement %d", coast[3]);
	/* 3 paths up to it on the west, 3 on the east, counted into it. */
	assert_int_equal(board_longest_road(S, 0), 3);
	assert_int_equal(board_longest_holder(S), -1);
	finish();
}

/* §1.8: "a closed loop of 6 roads counts 6, and a loop plus a tail counts
 * loop + tail." */
static void test_longest_cycle(void **state)
{
	(void)state;
	start();
	int h = hex(10);
	for (int k = 0; k < 6; k++)
		road(1, map()->hex_node[h][k] + 1, map()->hex_node[h][(k + 1) % 6] + 1);
	assert_int_equal(board_longest_road(S, 0), 6);
	int top = map()->hex_node[h][CORNER_N];
	int up = -1;
	for (int i = 0; i < map()->node_edge_count[top]; i++)
		if (!(map()->hex_nodes[h] >> map()->node_next[top][i] & 1))
			up = map()->node_next[top][i];
	road(1, top + 1, up + 1);
	assert_int_equal(board_longest_road(S, 0), 7);
	finish();
}

/* §1.8: "Only the single longest branch counts. Forks don't add." */
static void test_longest_fork(void **state)
{
	(void)state;
	start();
	bottom_coast();
	for (int i = 0; i < 4; i++)
		road(1, coast[i], coast[i + 1]);
	/* A branch up from the third intersection (west to east). */
	int branch = -1, n = coast[2] - 1;
	for (int i = 0; i < map()->node_edge_count[n]; i++) {
		int o = map()->node_next[n][i] + 1;
		if (o != coast[1] && o != coast[3])
			branch = o;
	}
	road(1, coast[2], branch);
	/* 5 roads, but the longest trail is the 4 of the coast. */
	assert_int_equal(S->player[0].roads, BOARD_ROADS - 4 - 2 - 1);
	assert_int_equal(board_longest_road(S, 0), 4);
	finish();
}

/* "Another player takes the card only with a strictly longer road." "If
 * the holder, after the break, is still tied for longest, the holder keeps
 * the card. If the holder no longer has the longest, and two or more
 * players tie for the new longest, the card is set aside ... It returns
 * when exactly 1 player has the longest road of 5 or more." */
static void test_longest_ties(void **state)
{
	(void)state;
	start();
	bottom_coast();
	for (int i = 0; i < 5; i++)
		road(1, coast[i], coast[i + 1]);
	assert_int_equal(board_longest_holder(S), 0);
	/* Seat 2: 5 along the top coast, a tie: seat 1 keeps it. */
	static const int top_xy[7][2] = { { -3, -7 }, { -2, -8 }, { -1, -7 }, { 0, -8 }, { 1, -7 }, { 2, -8 }, { 3, -7 } };
	int top[7];
	for (int i = 0; i < 7; i++)
		top[i] = node(top_xy[i][0], top_xy[i][1]);
	for (int i = 0; i < 5; i++)
		road(2, top[i], top[i + 1]);
	assert_int_equal(board_longest_holder(S), 0);
	/* A sixth: strictly longer, seat 2 takes it. */
	road(2, top[5], top[6]);
	assert_int_equal(board_longest_holder(S), 1);
	/* Seat 3 ties seat 1 at 5 around hex 10 (a loop of 5 paths). */
	int h = hex(10);
	for (int k = 0; k < 5; k++)
		road(3, map()->hex_node[h][k] + 1, map()->hex_node[h][k + 1] + 1);
	assert_int_equal(board_longest_road(S, 2), 5);
	/* Seat 2's road broken in the middle: seats 1 and 3 tie at 5, and
	 * the card is set aside. */
	act("place 1 settlement %d", top[3]);
	assert_int_equal(board_longest_road(S, 1), 3);
	assert_int_equal(board_longest_holder(S), -1);
	/* Seat 3 closes his loop: 6, alone at the top, the card returns. */
	road(3, map()->hex_node[h][5] + 1, map()->hex_node[h][0] + 1);
	assert_int_equal(board_longest_holder(S), 2);
	finish();
}

/* ---- §1.9 trading ---- */

/* "4 identical resources for 1 of your choice, always. 3 identical for 1
 * if you have a settlement or city on either intersection of a 3:1 harbor.
 * 2 of that resource for 1 at a 2:1 harbor." "Trading a resource for the
 * same resource is pointless. Reject it." */
static void test_maritime(void **state)
{
	(void)state;
	start();
	act("dice 6");
	act("roll");
	act("give 1 wool 4");
	assert_true(can("trade wool wool wool wool -> ore"));
	assert_false(can("trade wool wool wool wool -> wool"));
	/* Harbour 2 is 2:1 wool on the beginner island. */
	int k = 1, e = map()->harbor_edge[k];
	act("place 1 settlement %d", map()->edge_node[e][0] + 1);
	assert_true(can("trade wool wool -> ore"));
	act("trade wool wool -> ore");
	assert_int_equal(hand(1, "ore"), 1);
	assert_false(can("trade ore ore -> wool"));
	/* Harbour 1 is 3:1. */
	e = map()->harbor_edge[0];
	act("place 1 settlement %d", map()->edge_node[e][0] + 1);
	act("give 1 ore 2");
	assert_true(can("trade ore ore ore -> wool"));
	finish();
}

/* A line of the console's shorthand (game_rules parse_steps), each of its
 * actions applied as the console applies them. */
static void steps(const char *text)
{
	struct action list[64];
	struct strbuf why = STRBUF_INIT;
	int n = R->parse_steps(S, R->current(S), text, list, 64, &why);
	if (n <= 0)
		fail_msg("\"%s\" is no shorthand that can be made: %s", text, strbuf_str(&why));
	strbuf_free(&why);
	for (int i = 0; i < n; i++) {
		assert_int_equal(R->apply(S, &list[i]), 0);
		check_ok();
	}
}

/* The shorthand is refused, with a reason containing because, and
 * nothing changes. */
static void steps_refused(const char *text, const char *because)
{
	struct action list[64];
	struct strbuf why = STRBUF_INIT;
	static struct board_state before;
	before = *S;
	assert_int_equal(R->parse_steps(S, R->current(S), text, list, 64, &why), -1);
	if (!strstr(strbuf_str(&why), because))
		fail_msg("\"%s\" refused with \"%s\", not for \"%s\"", text, strbuf_str(&why), because);
	assert_memory_equal(&before, S, sizeof before);
	strbuf_free(&why);
}

/* Seat 1 to act after a roll, holding 2 wool and 1 brick; seat 2 holds 2
 * grain, seat 3 holds 3 ore and 1 lumber, nobody else a card. */
static void start_trading(void)
{
	start();
	act("dice 6");
	act("roll");
	for (int seat = 1; seat <= 3; seat++)
		empty_hand(seat);
	act("give 1 wool 2");
	act("give 1 brick 1");
	act("give 2 grain 2");
	act("give 3 ore 3");
	act("give 3 lumber 1");
}

/* "Domestic trade happens only on your own turn, after the roll, and only
 * between the active player and another player. Other players may not
 * trade among themselves." */
static void test_domestic_own_turn(void **state)
{
	(void)state;
	start();
	act("give 1 wool 2");
	assert_false(can("offer"));             /* before the roll */
	steps_refused("offer wool for ore", "after the roll");
	act("dice 6");
	act("roll");
	act("give 3 ore 1");
	assert_true(can("offer"));
	act("offer");
	assert_string_equal(R->phase(S), "offer-draft");
	assert_int_equal(R->current(S), 0);
	act("give wool");
	act("want ore");
	act("propose 1 wool -> 1 ore");
	/* The others answer the active player's offer, in turn order; none
	 * of them may offer, and a counter goes to the active player. */
	assert_int_equal(R->current(S), 1);
	assert_false(can("offer"));
	steps_refused("offer grain for ore", "your own turn");
	act("decline");
	assert_int_equal(R->current(S), 2);
	act("accept");
	/* The trade is between the active player and one who answered. */
	assert_false(can("trade with 2"));
	act("trade with 3");
	assert_int_equal(hand(1, "ore"), 1);
	assert_int_equal(hand(3, "wool"), 1);
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* The rules bound neither the cards nor their kinds on a side: an offer
 * of 2 wool and 1 brick for 3 ore, put together a card an action. */
static void test_domestic_many_cards(void **state)
{
	(void)state;
	start_trading();
	steps("offer 2 wool 1 brick for 3 ore");
	assert_string_equal(R->phase(S), "offer");
	assert_false(can("accept"));             /* seat 2 holds no ore */
	act("decline");
	act("accept");
	act("trade with 3");
	assert_int_equal(hand(1, "wool"), 0);
	assert_int_equal(hand(1, "brick"), 0);
	assert_int_equal(hand(1, "ore"), 3);
	assert_int_equal(hand(3, "wool"), 2);
	assert_int_equal(hand(3, "brick"), 1);
	assert_int_equal(hand(3, "ore"), 0);
	/* Several resources on the side he wants, a resource repeated
	 * instead of counted: 3 ore for a lumber and a grain. */
	steps("offer ore ore ore -> lumber grain");
	assert_int_equal(R->current(S), 1);
	finish();
}

/* "... accept, decline or counter": seat 2 counters with terms of his
 * own, put together from his side, and the offerer takes them. */
static void test_domestic_counter(void **state)
{
	(void)state;
	start_trading();
	act("offer");
	act("give wool");
	act("want ore");
	act("propose 1 wool -> 1 ore");
	assert_true(can("counter"));
	act("counter");
	assert_string_equal(R->phase(S), "counter-draft");
	assert_int_equal(R->current(S), 1);
	/* He gives only what he holds: grain, up to 2. */
	assert_true(can("give grain"));
	assert_false(can("give ore"));
	act("give grain");
	act("give grain");
	assert_false(can("give grain"));
	act("want wool");
	act("want wool");
	act("propose 2 grain -> 2 wool");
	assert_int_equal(R->current(S), 2);
	/* Seat 3 counters in one line: his lumber for a brick. */
	steps("counter 1 lumber for 1 brick");
	assert_string_equal(R->phase(S), "offer-close");
	assert_true(can("trade with 2"));
	assert_true(can("trade with 3"));
	act("trade with 2");
	assert_int_equal(hand(1, "grain"), 2);
	assert_int_equal(hand(1, "wool"), 0);
	assert_int_equal(hand(2, "wool"), 2);
	assert_int_equal(hand(2, "grain"), 0);
	/* A counter that is the offer itself is an accept, not a counter; a
	 * withdrawn counter is a decline. */
	act("offer");
	act("give grain");
	act("want lumber");
	act("propose 1 grain -> 1 lumber");
	act("counter");
	act("withdraw");
	assert_int_equal(R->current(S), 2);
	act("counter");
	act("give lumber");
	act("want grain");
	assert_false(can("propose 1 lumber -> 1 grain"));
	steps_refused("propose", "accept it");
	act("withdraw");
	assert_string_equal(R->phase(S), "action");
	finish();
}

/* "You cannot give cards away. You cannot trade matching resources ("2 ore
 * for 1 ore")." §4: "Reject empty trades and one-sided gifts." */
static void test_domestic_no_gifts(void **state)
{
	(void)state;
	start_trading();
	act("offer");
	act("give wool");
	/* one side only: no propose is listed */
	struct strbuf all = STRBUF_INIT;
	moves(&all);
	assert_null(strstr(strbuf_str(&all), "propose"));
	strbuf_free(&all);
	/* wool on the side he gives is never on the side he wants */
	assert_false(can("want wool"));
	act("want ore");
	assert_false(can("give ore"));
	act("withdraw");
	steps_refused("offer 2 wool for 1 wool", "matching resources");
	steps_refused("offer 2 wool", "both sides");
	steps_refused("offer for 1 ore", "both sides");
	/* He gives only what he holds. */
	steps_refused("offer 3 wool for 1 ore", "you hold 2 wool");
	finish();
}

/* §4: "Check that both sides hold the cards at the moment the trade
 * executes." Cards that leave a hand between the answer and the close
 * make the trade impossible. */
static void test_domestic_held_at_close(void **state)
{
	(void)state;
	start_trading();
	steps("offer 1 wool for 1 ore");
	act("decline");
	act("accept");
	act("give 3 ore -3");
	assert_false(can("trade with 3"));
	act("no trade");
	steps("offer 1 wool for 1 grain");
	act("accept");
	act("decline");
	act("give 1 wool -2");
	assert_false(can("trade with 2"));
	act("no trade");
	finish();
}

/* The offers a turn may begin (OFFERS_PER_TURN, 5 by default: the rules
 * set no bound, the engine keeps computer players from haggling for
 * ever); a withdrawn offer counts, a new turn starts again. */
static void test_domestic_offers_per_turn(void **state)
{
	(void)state;
	start_trading();
	for (int i = 0; i < 5; i++) {
		assert_true(can("offer"));
		act("offer");
		act("withdraw");
	}
	assert_false(can("offer"));
	steps_refused("offer wool for ore", "OFFERS_PER_TURN");
	act("end");
	quiet_turn();
	quiet_turn();
	act("dice 6");
	act("roll");
	act("give 1 wool 1");
	assert_true(can("offer"));
	finish();
}

/* ---- §1.10 piece limits ---- */

/* "A city returns its settlement to your supply. With no settlement in
 * supply, you cannot build a settlement. You can build a city only if you
 * have a city piece left." */
static void test_piece_limits(void **state)
{
	(void)state;
	start();
	act("dice 6");
	act("roll");
	bottom_coast();
	for (int i = 0; i < 4; i++)
		road(1, coast[i], coast[i + 1]);
	for (int i = 0; i < 3; i++)
		act("place 1 settlement %d", map()->hex_node[hex(1 + i)][CORNER_N] + 1);
	assert_int_equal(S->player[0].settlements, 0);
	act("give 1 lumber 1");
	act("give 1 brick 1");
	act("give 1 wool 1");
	act("give 1 grain 3");
	act("give 1 ore 3");
	char text[40];
	snprintf(text, sizeof text, "build settlement %d", coast[2]);
	assert_false(can(text));
	int n = map()->hex_node[hex(1)][CORNER_N] + 1;
	act("build city %d", n);
	assert_int_equal(S->player[0].settlements, 1);
	assert_true(can(text));
	finish();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_snake),
		cmocka_unit_test(test_distance_rule),
		cmocka_unit_test(test_production),
		cmocka_unit_test(test_shortage),
		cmocka_unit_test(test_seven_discard),
		cmocka_unit_test(test_robber),
		cmocka_unit_test(test_robber_empty_hex),
		cmocka_unit_test(test_dev_timing),
		cmocka_unit_test(test_largest_army),
		cmocka_unit_test(test_road_building),
		cmocka_unit_test(test_plenty_and_monopoly),
		cmocka_unit_test(test_victory_card),
		cmocka_unit_test(test_longest_five),
		cmocka_unit_test(test_longest_blocked_end),
		cmocka_unit_test(test_longest_broken),
		cmocka_unit_test(test_longest_cycle),
		cmocka_unit_test(test_longest_fork),
		cmocka_unit_test(test_longest_ties),
		cmocka_unit_test(test_maritime),
		cmocka_unit_test(test_domestic_own_turn),
		cmocka_unit_test(test_domestic_many_cards),
		cmocka_unit_test(test_domestic_counter),
		cmocka_unit_test(test_domestic_no_gifts),
		cmocka_unit_test(test_domestic_held_at_close),
		cmocka_unit_test(test_domestic_offers_per_turn),
		cmocka_unit_test(test_piece_limits),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
