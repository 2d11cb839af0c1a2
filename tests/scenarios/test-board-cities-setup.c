/*
 * Scenarios of Cities & Knights' set-up options: the first game's island
 * (CK_BOARD_SETUP=first-game) and commodities that never run out
 * (COMMODITY_SHORTAGE=unlimited), each quoting the text it plays.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cities-driver.h"
#include "../unit/game-fixture.h"

GAME_FIXTURE_GROUP(&board_rules)

/* A new match of 3 with the set and the options given (key, value pairs,
 * NULL-ended); refused: NULL, the reasons in why. */
static struct board_state *init_with(const char *const *options, uint64_t seed,
                                     struct strbuf *why)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 3, seed);
	setup.sets[setup.set_count++] = carddb_set_by_key(db, "cities");
	for (int i = 0; options[i]; i += 2) {
		setup.options[setup.option_count].key = options[i];
		setup.options[setup.option_count++].value = options[i + 1];
	}
	struct board_state *s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	if (board_init(s, db, tables, &setup, &diags) != 0) {
		for (size_t i = 0; i < diags.count; i++)
			strbuf_puts(why, diags.items[i].message);
		free(s);
		s = NULL;
	}
	diag_list_free(&diags);
	return s;
}

static const char *terrain_of(const struct board_state *s, int number)
{
	for (int h = 0; h < s->t->map.hex_count; h++)
		if (s->t->map.hex_number[h] == number)
			return s->db->terrains[s->hex_terrain[h]].key;
	fail_msg("no hex %d", number);
	return NULL;
}

static int token_of(const struct board_state *s, int number)
{
	for (int h = 0; h < s->t->map.hex_count; h++)
		if (s->t->map.hex_number[h] == number)
			return s->hex_token[h];
	return -1;
}

/* 000, "Het eerste potje": "Bouw het speelveld op volgens de
 * startopstelling uit het regelboek. Die opstelling zorgt dat er genoeg
 * grondstoffen beschikbaar zijn. Vooral aan graan is dan geen gebrek."
 * "Zet de havens rond het speelveld zoals bij het basisspel." "Zet de
 * struikrover in de woestijn." The island is the card database's
 * first-game layout, the same in every match; grain lies on more of the
 * rolls than any other resource; the robber stands in the desert. */
static void test_first_game_island(void **state)
{
	(void)state;
	struct strbuf why = STRBUF_INIT;
	const char *const options[] = { "CK_BOARD_SETUP", "first-game", NULL };
	struct board_state *s = init_with(options, 9, &why), *again;
	assert_non_null(s);
	assert_true(s->opt.ck.first_game);
	assert_string_equal(terrain_of(s, 10), "desert");
	assert_int_equal(s->t->map.hex_number[s->robber], 10);
	assert_string_equal(terrain_of(s, 2), "fields");
	assert_int_equal(token_of(s, 2), 6);
	/* the chances of each resource: grain's are the most */
	static const int ways[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };
	int chances[BOARD_RESOURCES] = { 0 };
	for (int h = 0; h < s->t->map.hex_count; h++)
		if (s->hex_resource[h] >= 0)
			chances[s->hex_resource[h]] += ways[s->hex_token[h]];
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (r != 2)
			assert_true(chances[2] > chances[r]);
	/* another match lays the same island, harbours too: the fixed
	 * markers of the base game's frame, not shuffled */
	const char *const again_options[] = { "CK_BOARD_SETUP", "first-game", NULL };
	again = init_with(again_options, 10, &why);
	assert_non_null(again);
	assert_memory_equal(s->hex_terrain, again->hex_terrain, sizeof s->hex_terrain);
	assert_memory_equal(s->hex_token, again->hex_token, sizeof s->hex_token);
	assert_memory_equal(s->harbor_resource, again->harbor_resource, sizeof s->harbor_resource);
	free(again);
	free(s);
	strbuf_free(&why);
}

/* "Opbouwfase": "In de eerste ronde zet elke speler zoals in het
 * basisspel een dorp en een straat op het speelveld. In de tweede ronde
 * zet je geen tweede dorp neer, maar een stad met een straat." The first
 * game's island leaves the starting pieces to the set-up rounds. */
static void test_first_game_setup_rounds(void **state)
{
	(void)state;
	struct strbuf why = STRBUF_INIT;
	const char *const options[] = { "CK_BOARD_SETUP", "first-game", NULL };
	struct board_state *s = init_with(options, 9, &why);
	assert_non_null(s);
	assert_int_equal(s->phase, PH_SETUP_SETTLEMENT);
	assert_int_equal(s->built_nodes, 0);
	free(s);
	strbuf_free(&why);
}

/* The first game's island is laid by CK_BOARD_SETUP; another LAYOUT beside
 * it is refused by name. */
static void test_first_game_refuses_layout(void **state)
{
	(void)state;
	struct strbuf why = STRBUF_INIT;
	const char *const options[] = { "CK_BOARD_SETUP", "first-game", "LAYOUT", "beginner", NULL };
	assert_null(init_with(options, 9, &why));
	assert_non_null(strstr(strbuf_str(&why), "LAYOUT=beginner"));
	strbuf_free(&why);
}

/* The hex of a seat's starting city that brings a commodity (forest,
 * pasture or mountains), 0-based, or -1; its commodity in *commodity. */
static int commodity_hex(int seat, int *commodity)
{
	int n = city_of(seat) - 1;
	for (int i = 0; i < map()->node_hex_count[n]; i++) {
		int h = map()->node_hex[n][i], res = S->hex_resource[h];
		if (res >= 0 && board_commodity_of[res] >= 0 && h != S->robber) {
			*commodity = board_commodity_of[res];
			return h;
		}
	}
	return -1;
}

/* Every card of a commodity out of the bank into seat 2's hand, then a
 * roll of the number of a hex that gives seat 1's city that commodity:
 * what seat 1 gets of it. */
static int commodity_after_shortage(const char *option, const char *value, int *total)
{
	start_with(db, tables, option, value);
	int commodity = -1, h = -1, seat = 1;
	for (; seat <= 3 && h < 0; seat++)
		h = commodity_hex(seat, &commodity);
	seat--;
	assert_true(h >= 0);
	const char *key = board_res_key(S, commodity);
	int other = seat % 3 + 1;
	give(other, key, S->bank[commodity]);
	/* unlimited: the box fills the bank up again at once */
	assert_int_equal(S->bank[commodity], value ? 12 : 0);
	int before = held(seat, key);
	int sum = S->hex_token[h];
	next_roll(sum, sum > 6 ? 6 : 1, EVENT_GATE + TRACK_POLITICS);
	act("roll");
	check_ok();
	*total = S->bank[commodity];
	for (int p = 1; p <= 3; p++)
		*total += held(p, key);
	int got = held(seat, key) - before;
	finish();
	return got;
}

/* board.md §2.4: "Commodity supply limit (12 each): what happens on a
 * shortage is not documented. One engine treats commodities as unlimited.
 * Ambiguous. Suggestion: apply the resource shortage rule". As-resources,
 * the default: with no card of it in the bank, nobody gets it ("If the
 * bank cannot pay everyone what the roll entitles them to in a resource,
 * no one receives that resource this turn"), and the match keeps its 12. */
static void test_commodity_shortage_as_resources(void **state)
{
	(void)state;
	int total;
	assert_int_equal(commodity_after_shortage(NULL, NULL, &total), 0);
	assert_int_equal(total, 12);
}

/* COMMODITY_SHORTAGE=unlimited: "commodities never run out": the city
 * gets its commodity from the box when the bank has none left, and the
 * match has more than the box's 12 of it from then on; check() counts
 * them. */
static void test_commodity_shortage_unlimited(void **state)
{
	(void)state;
	int total;
	assert_int_equal(commodity_after_shortage("COMMODITY_SHORTAGE", "unlimited", &total), 1);
	assert_true(total > 12);
}

/* With commodities unlimited the bank never runs dry of one once it has
 * paid one out: a trade for it is offered even when the hands hold the
 * box's 12. */
static void test_unlimited_bank_trades(void **state)
{
	(void)state;
	start_with(db, tables, "COMMODITY_SHORTAGE", "unlimited");
	give(2, "cloth", 12);
	assert_true(S->bank[kind("cloth")] >= 12);
	give(1, "ore", 4);
	pass_roll();
	assert_true(can("trade ore ore ore ore -> cloth"));
	act("trade ore ore ore ore -> cloth");
	assert_int_equal(held(1, "cloth"), 1);
	check_ok();
	finish();
}

/* A card's effect asks the bank through the host: (room P R) and (gain P R
 * N) take what the bank can pay, which for a commodity that never runs out
 * is more than the box's 12 (the box adds to it), and for one that runs
 * out (as-resources) what the bank holds. */
static int effect_gains(const char *shortage, int n, int *room)
{
	start_with(db, tables, "COMMODITY_SHORTAGE", shortage);
	int32_t args[3] = { 0, S->t->res_db[kind("cloth")], n };
	*room = board_host.query(S, EFFECT_Q_ROOM, args);
	int got = board_host.act(S, EFFECT_A_GAIN, args);
	assert_int_equal(held(1, "cloth"), got);
	check_ok();
	finish();
	return got;
}

static void test_effect_gains_from_the_bank(void **state)
{
	(void)state;
	int room;
	assert_int_equal(effect_gains("unlimited", 20, &room), 20);
	assert_true(room >= 20);
	assert_int_equal(effect_gains("as-resources", 20, &room), 12);
	assert_int_equal(room, 12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_first_game_island),
		cmocka_unit_test(test_first_game_setup_rounds),
		cmocka_unit_test(test_first_game_refuses_layout),
		cmocka_unit_test(test_commodity_shortage_as_resources),
		cmocka_unit_test(test_commodity_shortage_unlimited),
		cmocka_unit_test(test_unlimited_bank_trades),
		cmocka_unit_test(test_effect_gains_from_the_bank),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
