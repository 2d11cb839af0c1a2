/*
 * Scenarios for the rules of the principality card game, one per rule of
 * shared/rules/principality.md, each quoting the text it checks. A match is
 * set up as a sandbox; the scenario then types actions as a player would
 * (their canonical text, or a sandbox command) and looks at the result.
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
#include "games/principality/principality.h"

static struct carddb *db;
static const void *tables;   /* the game's card tables for db */
static const struct game_rules *R = &principality_rules;

static int setup_db(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	if (db && game_load(&principality_rules, db, &tables, &diags) != 0) {
		carddb_free(db);
		db = NULL;
	}
	if (!db)
		diag_list_print(&diags, stderr);
	diag_list_free(&diags);
	return db ? 0 : -1;
}

static int teardown_db(void **state)
{
	(void)state;
	game_unload(&principality_rules, tables);
	carddb_free(db);
	return 0;
}

/* ---- the driver ---- */

struct match {
	void *s;
};

static int init_with(struct match *m, const char *const *options, int noptions,
                     struct diag_list *diags)
{
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = 7;
	setup.sandbox = true;
	for (int i = 0; i < noptions; i++) {
		static char keys[8][64];
		snprintf(keys[i], sizeof keys[i], "%s", options[i]);
		char *eq = strchr(keys[i], '=');
		*eq = '\0';
		setup.options[i].key = keys[i];
		setup.options[i].value = eq + 1;
	}
	setup.option_count = noptions;
	m->s = calloc(1, R->state_size);
	return R->init(m->s, db, tables, &setup, diags);
}

/* The canonical texts of the legal actions, one per line. */
static void moves(const struct match *m, struct strbuf *out)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		R->format_action(m->s, &list[i], out);
		strbuf_putc(out, '\n');
	}
}

static bool can(const struct match *m, const char *text)
{
	struct strbuf all = STRBUF_INIT;
	moves(m, &all);
	char line[256];
	snprintf(line, sizeof line, "\n%s\n", text);
	struct strbuf padded = STRBUF_INIT;
	strbuf_putc(&padded, '\n');
	strbuf_puts(&padded, strbuf_str(&all));
	bool found = strstr(strbuf_str(&padded), line) != NULL;
	strbuf_free(&all);
	strbuf_free(&padded);
	return found;
}

/* Applies an action given as its text (or a sandbox command); fails the
 * test when it is neither legal nor a valid sandbox command. */
static void act(struct match *m, const char *text)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m->s, &list[i], &t);
		bool same = strcmp(strbuf_str(&t), text) == 0;
		strbuf_free(&t);
		if (same) {
			assert_int_equal(R->apply(m->s, &list[i]), 0);
			return;
		}
	}
	struct action a;
	struct strbuf why = STRBUF_INIT;
	int rc = R->parse_sandbox(m->s, R->current(m->s), text, &a, &why);
	if (rc != 0 || R->apply(m->s, &a) != 0) {
		struct strbuf all = STRBUF_INIT;
		moves(m, &all);
		fail_msg("\"%s\" is neither legal nor a sandbox command (%s); legal now:\n%s", text,
		         strbuf_str(&why), strbuf_str(&all));
	}
	strbuf_free(&why);
}

static void check_ok(const struct match *m)
{
	struct strbuf why = STRBUF_INIT;
	if (R->check(m->s, &why) != 0)
		fail_msg("check: %s", strbuf_str(&why));
	strbuf_free(&why);
}

/* Every player takes the first cards offered (§2.3). */
static void skip_picks(struct match *m)
{
	static struct action list[GAME_MAX_ACTIONS];
	while (strcmp(R->phase(m->s), "pick") == 0) {
		assert_true(R->legal(m->s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m->s, &list[0]), 0);
	}
	assert_string_equal(R->phase(m->s), "roll");
	check_ok(m);
}

/* A new sandbox match past the starting picks: the first player to roll. */
static void start(struct match *m)
{
	struct diag_list diags = DIAG_LIST_INIT;
	if (init_with(m, NULL, 0, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail();
	}
	diag_list_free(&diags);
	skip_picks(m);
}

static void finish(struct match *m)
{
	check_ok(m);
	free(m->s);
}

static int me(const struct match *m)
{
	return R->current(m->s);
}

/* "give P RESOURCE N" as text for player p (0-based). */
static void give(struct match *m, int p, const char *resource, int n)
{
	char text[64];
	snprintf(text, sizeof text, "give %d %s %d", p + 1, resource, n);
	act(m, text);
}

static void empty_resources(struct match *m, int p)
{
	static const char *const all[] = { "lumber", "brick", "grain", "wool", "ore", "gold" };
	for (int r = 0; r < 6; r++)
		give(m, p, all[r], -9);
}

/* Finds player p's region producing resource with stock, by its grid
 * place; returns its x and y through the pointers. */
static void find_region(const struct match *m, int p, const char *key_part, int *x, int *y)
{
	for (int cx = -12; cx <= 12; cx++)
		for (int cy = -1; cy <= 1; cy += 2) {
			const char *key = principality_card_at(m->s, p, cx, cy);
			if (key && strstr(key, key_part)) {
				*x = cx;
				*y = cy;
				return;
			}
		}
	fail_msg("player %d has no %s region", p + 1, key_part);
}

static void roll(struct match *m, int die, const char *face)
{
	char text[64];
	snprintf(text, sizeof text, "roll-next %d %s", die, face);
	act(m, text);
	act(m, "roll");
}

/* ---- §2 set-up ---- */

/* §2.2: "Road at x=0, settlements at x=-1 and x=+1, 6 regions at
 * x in {-2,0,+2}, y=+-1"; "Every starting region starts rotated to 1
 * resource"; "Start: 2 VP each"; "each starting set carries the numbers
 * 1-6 once". */
static void test_starting_principality(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	for (int p = 0; p < 2; p++) {
		assert_non_null(principality_card_at(m.s, p, 0, 0));
		assert_non_null(strstr(principality_card_at(m.s, p, 0, 0), "road"));
		assert_non_null(strstr(principality_card_at(m.s, p, -1, 0), "settlement"));
		assert_non_null(strstr(principality_card_at(m.s, p, 1, 0), "settlement"));
		for (int x = -2; x <= 2; x += 2)
			for (int y = -1; y <= 1; y += 2)
				assert_int_equal(principality_stock_at(m.s, p, x, y), 1);
		for (int r = 0; r < 6; r++)
			assert_int_equal(principality_resources(m.s, p, r), 1);
		assert_int_equal(R->victory_points(m.s, p), 2);
	}
	finish(&m);
}

/* §2.3: "shuffle the 62 expansion cards, deal into 5 face-down stacks of
 * about equal size"; "first player picks one expansion stack ... takes 3
 * cards of choice; then the second player does the same with a different
 * stack". */
static void test_stacks_and_picks(void **state)
{
	(void)state;
	struct match m;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(init_with(&m, NULL, 0, &diags), 0);
	assert_int_equal(principality_stack_count(m.s), 5);
	int total = 0;
	for (int st = 0; st < 5; st++) {
		int n = principality_stack_size(m.s, st);
		assert_true(n == 12 || n == 13);
		total += n;
	}
	assert_int_equal(total, 62);
	assert_string_equal(R->phase(m.s), "pick");
	int first = me(&m);
	static struct action list[GAME_MAX_ACTIONS];
	for (int i = 0; i < 3; i++) {
		assert_int_equal(me(&m), first);
		R->legal(m.s, list, GAME_MAX_ACTIONS);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	/* the first player took from stack 1: the second may not */
	assert_int_equal(me(&m), 1 - first);
	assert_int_equal(principality_stack_size(m.s, 0), 13 - 3);
	struct strbuf all = STRBUF_INIT;
	moves(&m, &all);
	assert_null(strstr(strbuf_str(&all), "pick 1 "));
	assert_non_null(strstr(strbuf_str(&all), "pick 2 "));
	strbuf_free(&all);
	for (int i = 0; i < 3; i++) {
		R->legal(m.s, list, GAME_MAX_ACTIONS);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	assert_int_equal(principality_hand_size(m.s, 0), 3);
	assert_int_equal(principality_hand_size(m.s, 1), 3);
	assert_string_equal(R->phase(m.s), "roll");
	diag_list_free(&diags);
	finish(&m);
}

/* §13: "Every §13 flag is read from the card database's rule_option rows
 * and overridable"; unknown names and invalid values are refused. */
static void test_options(void **state)
{
	(void)state;
	struct match m;
	struct diag_list diags = DIAG_LIST_INIT;
	const char *good[] = { "VP_TARGET=5", "EXPANSION_STACKS=3" };
	assert_int_equal(init_with(&m, good, 2, &diags), 0);
	assert_int_equal(principality_stack_count(m.s), 3);
	free(m.s);
	const char *unknown[] = { "NO_SUCH_RULE=1" };
	assert_int_equal(init_with(&m, unknown, 1, &diags), -1);
	free(m.s);
	const char *bad[] = { "VP_TARGET=99" };
	assert_int_equal(init_with(&m, bad, 1, &diags), -1);
	free(m.s);
	const char *word[] = { "WIN_CHECK=sometimes" };
	assert_int_equal(init_with(&m, word, 1, &diags), -1);
	free(m.s);
	assert_true(diag_list_total(&diags) >= 3);
	diag_list_free(&diags);
}

/* ---- §4 production ---- */

/* §4: "every region of both players whose number equals the production
 * die gains 1 (rotate card; max 3; excess is lost)". */
static void test_production(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int total[2] = { principality_resources(m.s, 0, -1), principality_resources(m.s, 1, -1) };
	roll(&m, 3, "windmill");
	/* one region of each player carries the 3 */
	assert_int_equal(principality_resources(m.s, 0, -1), total[0] + 1);
	assert_int_equal(principality_resources(m.s, 1, -1), total[1] + 1);
	finish(&m);
}

/* §4: "max 3" — a full region gains nothing. */
static void test_production_cap(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	for (int r = 0; r < 6; r++)
		give(&m, p, (const char *[]){ "lumber", "brick", "grain", "wool", "ore", "gold" }[r], 2);
	assert_int_equal(principality_resources(m.s, p, -1), 18);
	roll(&m, 2, "windmill");
	assert_int_equal(principality_resources(m.s, p, -1), 18);
	finish(&m);
}

/* §4: "A doubling building on a site bordering that region makes it gain
 * 2, still capped at 3 (a region on 2 gains only 1)" — the Grain Mill's
 * (modify production ...) effect. */
static void test_doubling(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), x = 0, y = 0;
	find_region(&m, p, "fields", &x, &y);
	/* a site beside the fields: the settlement between it and the road */
	int site = x < 0 ? -1 : 1;
	char text[64];
	snprintf(text, sizeof text, "place %d grain-mill %d %s", p + 1, site, y < 0 ? "up" : "down");
	act(&m, text);
	give(&m, p, "grain", -1);
	assert_int_equal(principality_stock_at(m.s, p, x, y), 0);
	int die = p == 0 ? 1 : 2;   /* the fields' number in each starting set */
	roll(&m, die, "windmill");
	assert_int_equal(principality_stock_at(m.s, p, x, y), 2);
	finish(&m);
}

/* ---- §3 building ---- */

/* §3: "Road ... immediately left or right of one of your
 * settlements/cities"; "Settlement ... at the open end of a road". */
static void test_road_and_settlement(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	give(&m, p, "brick", 2);
	give(&m, p, "lumber", 1);
	assert_true(can(&m, "build road 2"));
	assert_true(can(&m, "build road -2"));
	assert_false(can(&m, "build road 4"));
	assert_false(can(&m, "build settlement 3"));
	act(&m, "build road 2");
	empty_resources(&m, p);
	give(&m, p, "lumber", 1);
	give(&m, p, "brick", 1);
	give(&m, p, "grain", 1);
	give(&m, p, "wool", 1);
	assert_true(can(&m, "build settlement 3"));
	assert_false(can(&m, "build settlement -3"));
	act(&m, "build settlement 3");
	/* "Immediately take 2 new regions for its outer corners ... new regions
	 * start at 0": the owner places them (NEW_REGION_SIDE choose) */
	struct strbuf all = STRBUF_INIT;
	while (strcmp(R->phase(m.s), "region") == 0) {
		static struct action list[GAME_MAX_ACTIONS];
		assert_true(R->legal(m.s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	strbuf_free(&all);
	assert_int_equal(principality_stock_at(m.s, p, 4, -1), 0);
	assert_int_equal(principality_stock_at(m.s, p, 4, 1), 0);
	assert_int_equal(R->victory_points(m.s, p), 3);
	finish(&m);
}

/* §3: "City ... On top of an existing settlement of yours"; "2 (total,
 * replaces the settlement's 1)"; "red expansion ... Only a free site of a
 * city". */
static void test_city_and_red_expansion(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	char text[64];
	snprintf(text, sizeof text, "hand %d marketplace", p + 1);
	act(&m, text);
	roll(&m, 6, "windmill");
	give(&m, p, "ore", 3);
	give(&m, p, "grain", 2);
	give(&m, p, "wool", 2);
	assert_false(can(&m, "build marketplace 1 up"));
	assert_true(can(&m, "build city 1"));
	assert_false(can(&m, "build city 3"));
	act(&m, "build city 1");
	assert_int_equal(R->victory_points(m.s, p), 3);
	give(&m, p, "grain", 1);
	assert_true(can(&m, "build marketplace 1 up"));
	assert_false(can(&m, "build marketplace -1 up"));
	finish(&m);
}

/* ---- §9 trade ---- */

/* §9: "Bank: 3 identical resources -> 1 of choice"; "Trade fleet of a
 * resource: 2:1 for that resource". */
static void test_trade(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	give(&m, p, "wool", 3);
	assert_true(can(&m, "trade wool wool wool ore"));
	assert_false(can(&m, "trade wool wool ore"));
	char text[64];
	snprintf(text, sizeof text, "place %d wool-fleet -1 up", p + 1);
	act(&m, text);
	assert_true(can(&m, "trade wool wool ore"));
	act(&m, "trade wool wool ore");
	assert_int_equal(principality_resources(m.s, p, 3), 1);
	assert_int_equal(principality_resources(m.s, p, 4), 1);
	finish(&m);
}

/* §9: "With the opponent: any terms both accept; only the active player
 * proposes". */
static void test_offer(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	empty_resources(&m, 1 - p);
	give(&m, p, "wool", 1);
	give(&m, 1 - p, "ore", 1);
	act(&m, "offer wool for ore");
	assert_int_equal(me(&m), 1 - p);
	assert_string_equal(R->phase(m.s), "offer");
	act(&m, "accept");
	assert_int_equal(principality_resources(m.s, p, 4), 1);
	assert_int_equal(principality_resources(m.s, 1 - p, 3), 1);
	assert_int_equal(me(&m), p);
	finish(&m);
}

/* ---- §6 event die ---- */

/* §6 sun: "Each player takes 1 resource of choice", the roller first. */
static void test_plenty(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "plenty");
	assert_string_equal(R->phase(m.s), "event");
	assert_int_equal(me(&m), p);
	act(&m, "gain ore");
	assert_int_equal(me(&m), 1 - p);
	act(&m, "gain ore");
	assert_string_equal(R->phase(m.s), "action");
	finish(&m);
}

/* §6 knight's head: "Player with strictly more tournament points takes 1
 * resource of choice from the supply; tie incl. 0-0 -> nobody". */
static void test_tournament(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "tournament");
	assert_string_equal(R->phase(m.s), "action");   /* 0-0: nothing */
	act(&m, "end");
	while (strcmp(R->phase(m.s), "roll") != 0) {
		static struct action list[GAME_MAX_ACTIONS];
		assert_true(R->legal(m.s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m.s, &list[R->legal(m.s, list, GAME_MAX_ACTIONS) - 1]), 0);
	}
	char text[64];
	snprintf(text, sizeof text, "place %d knight-falk -1 up", p + 1);
	act(&m, text);
	roll(&m, 6, "tournament");
	assert_string_equal(R->phase(m.s), "event");
	assert_int_equal(me(&m), p);
	finish(&m);
}

/* §7: "a player with more than 7 counted resources loses all resources of
 * two types" (BRIGAND_LOSES, default gold and wool); "not counting regions
 * bordering one of their own Garrison". */
static void test_brigand(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	give(&m, p, "wool", 2);
	give(&m, p, "gold", 2);
	give(&m, p, "ore", 2);        /* 12 resources: loses gold and wool */
	give(&m, q, "wool", 1);       /* 7: safe */
	roll(&m, 6, "brigand");
	assert_int_equal(principality_resources(m.s, p, 3), 0);
	assert_int_equal(principality_resources(m.s, p, 5), 0);
	assert_int_equal(principality_resources(m.s, p, 4), 3);
	assert_int_equal(principality_resources(m.s, q, 3), 2);
	finish(&m);
}

static void test_brigand_garrison(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	/* garrisons above and below the settlement at -1 cover the four
	 * regions at -2 and 0: only those at 2 still count */
	char text[64];
	snprintf(text, sizeof text, "place %d garrison -1 up", p + 1);
	act(&m, text);
	snprintf(text, sizeof text, "place %d garrison -1 down", p + 1);
	act(&m, text);
	for (int r = 0; r < 6; r++)
		give(&m, p, (const char *[]){ "lumber", "brick", "grain", "wool", "ore", "gold" }[r], 2);
	roll(&m, 6, "brigand");
	assert_int_equal(principality_resources(m.s, p, -1), 18);
	finish(&m);
}

/* ---- §11 advantages ---- */

/* §11: "strictly more than the opponent ... >= 3 ... tie -> figure returns
 * to the middle"; the figure is worth 1 VP. */
static void test_knight_figure(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	char text[64];
	snprintf(text, sizeof text, "place %d knight-siegfried -1 up", p + 1);
	act(&m, text);
	assert_int_equal(principality_holder(m.s, 0), -1);     /* 1 < 3 */
	snprintf(text, sizeof text, "place %d knight-otto -1 down", p + 1);
	act(&m, text);
	assert_int_equal(principality_holder(m.s, 0), p);      /* 4 */
	assert_int_equal(R->victory_points(m.s, p), 3);
	snprintf(text, sizeof text, "place %d knight-walter -1 up", q + 1);
	act(&m, text);
	snprintf(text, sizeof text, "place %d knight-hagen -1 down", q + 1);
	act(&m, text);
	assert_int_equal(principality_holder(m.s, 0), -1);     /* 4 : 4, a tie */
	assert_int_equal(R->victory_points(m.s, p), 2);
	snprintf(text, sizeof text, "place %d knight-conrad 1 up", q + 1);
	act(&m, text);
	assert_int_equal(principality_holder(m.s, 0), q);      /* 4 : 6 */
	finish(&m);
}

/* ---- §8 end of turn ---- */

/* §8: "Hand above limit: put the excess face down under expansion stack(s)
 * of your choice"; "Exchange: only if your hand was at or above the limit". */
static void test_hand_limit(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	char text[64];
	snprintf(text, sizeof text, "hand %d abbey", p + 1);
	act(&m, text);
	assert_int_equal(principality_hand_size(m.s, p), 4);
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "discard");
	static struct action list[GAME_MAX_ACTIONS];
	R->legal(m.s, list, GAME_MAX_ACTIONS);
	struct strbuf t = STRBUF_INIT;
	R->format_action(m.s, &list[0], &t);
	assert_memory_equal(strbuf_str(&t), "under ", 6);
	strbuf_free(&t);
	assert_int_equal(R->apply(m.s, &list[0]), 0);
	assert_int_equal(principality_hand_size(m.s, p), 3);
	assert_string_equal(R->phase(m.s), "exchange");
	act(&m, "pass");
	assert_int_equal(me(&m), 1 - p);
	assert_string_equal(R->phase(m.s), "roll");
	finish(&m);
}

/* §8: "Hand below limit: draw up to the limit; each card either the top
 * card of any expansion stack, free, or a search: pay any 2 resources". */
static void test_refill(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	for (int r = 0; r < 6; r++)
		give(&m, p, (const char *[]){ "lumber", "brick", "grain", "wool", "ore", "gold" }[r], 2);
	/* build one card of the hand, so that it falls below the limit */
	char text[64];
	snprintf(text, sizeof text, "hand %d garrison", p + 1);
	act(&m, text);
	act(&m, "build garrison -1 up");
	int built = 0;
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m.s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n && !built; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m.s, &list[i], &t);
		const char *x = strbuf_str(&t);
		if (strncmp(x, "build ", 6) == 0 && !strstr(x, "road") && !strstr(x, "settlement") &&
		    !strstr(x, "city")) {
			assert_int_equal(R->apply(m.s, &list[i]), 0);
			built = 1;
		}
		strbuf_free(&t);
	}
	if (!built)
		skip();
	assert_int_equal(principality_hand_size(m.s, p), 2);
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "refill");
	assert_true(can(&m, "draw 1"));
	assert_true(can(&m, "search 1 lumber lumber"));
	act(&m, "search 1 lumber lumber");
	assert_string_equal(R->phase(m.s), "search");
	n = R->legal(m.s, list, GAME_MAX_ACTIONS);
	assert_true(n > 0);
	assert_int_equal(R->apply(m.s, &list[0]), 0);
	/* below the limit when the step began: no exchange, the turn ends */
	assert_int_equal(principality_hand_size(m.s, p), 3);
	assert_int_equal(me(&m), 1 - p);
	assert_string_equal(R->phase(m.s), "roll");
	finish(&m);
}

/* ---- §10 action cards ---- */

/* §4.1: "Alchimist — must be played before rolling: choose the production-
 * die result; the event die is still rolled". */
static void test_alchemist(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	char text[64];
	snprintf(text, sizeof text, "hand %d alchemist", p + 1);
	act(&m, text);
	assert_true(can(&m, "play alchemist 4"));
	act(&m, "play alchemist 4");
	assert_string_equal(R->phase(m.s), "roll");
	act(&m, "roll");
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	R->write_json(m.s, -1, &w);
	assert_int_equal(json_finish(&w), 0);
	assert_non_null(strstr(strbuf_str(&out), "\"die\":4"));
	strbuf_free(&out);
	finish(&m);
}

/* §10: "Attack duel (Schwarzer Ritter, Feuerteufel, Raubzug): after the
 * attack card is announced the defender may play the counter card (Bischof
 * vs Feuerteufel/Raubzug) ... The attacker may not act otherwise until it
 * is resolved." The counter is the defender's decision, an action of his. */
static void test_arsonist_and_bishop(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	char text[64];
	snprintf(text, sizeof text, "hand %d arsonist", p + 1);
	act(&m, text);
	snprintf(text, sizeof text, "hand %d bishop", q + 1);
	act(&m, text);
	/* §8: "Passive player: whenever an effect puts them above their limit
	 * ... they put the excess under stacks immediately" */
	assert_string_equal(R->phase(m.s), "discard");
	assert_int_equal(me(&m), q);
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m.s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m.s, &list[i], &t);
		bool keep = strstr(strbuf_str(&t), "bishop") != NULL;
		strbuf_free(&t);
		if (!keep) {
			assert_int_equal(R->apply(m.s, &list[i]), 0);
			break;
		}
	}
	assert_int_equal(me(&m), p);
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play arsonist"));   /* no building to burn yet */
	snprintf(text, sizeof text, "place %d abbey -1 up", q + 1);
	act(&m, text);
	int q_hand = principality_hand_size(m.s, q);
	act(&m, "play arsonist");
	assert_string_equal(R->phase(m.s), "effect");
	assert_int_equal(me(&m), q);
	assert_true(can(&m, "counter bishop"));
	assert_true(can(&m, "no-counter"));
	act(&m, "counter bishop");
	assert_int_equal(principality_hand_size(m.s, q), q_hand - 1);
	/* the attacker rolled: on 1-2 he chooses the abbey, else the defender
	 * chooses among his buildings (he has none, so nothing happens) */
	while (strcmp(R->phase(m.s), "effect") == 0) {
		assert_true(R->legal(m.s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	assert_string_equal(R->phase(m.s), "action");
	assert_int_equal(me(&m), p);
	finish(&m);
}

/* §12.1 Merchant: "Take up to 2 resources of choice from the opponent, then
 * give them 1 of choice"; the first choice is folded into the play. */
static void test_merchant(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	char text[64];
	snprintf(text, sizeof text, "hand %d merchant", p + 1);
	act(&m, text);
	roll(&m, 6, "windmill");
	empty_resources(&m, q);
	give(&m, q, "ore", 2);
	assert_true(can(&m, "play merchant ore"));
	act(&m, "play merchant ore");
	act(&m, "choose ore");
	assert_int_equal(principality_resources(m.s, q, 4), 0);
	act(&m, "choose lumber");
	assert_int_equal(principality_resources(m.s, q, 0), 1);
	assert_string_equal(R->phase(m.s), "action");
	finish(&m);
}

/* ---- §5 victory ---- */

/* §5: "as soon as someone has 13" (here VP_TARGET=5: two settlements and
 * a city); WIN_CHECK immediate: also on the other player's turn. */
static void test_victory(void **state)
{
	(void)state;
	struct match m;
	struct diag_list diags = DIAG_LIST_INIT;
	const char *target[] = { "VP_TARGET=5" };
	assert_int_equal(init_with(&m, target, 1, &diags), 0);
	diag_list_free(&diags);
	skip_picks(&m);
	act(&m, "place 2 road 2");
	act(&m, "place 2 settlement 3");
	act(&m, "place 2 road -2");
	act(&m, "place 2 settlement -3");
	assert_int_equal(R->winner(m.s), -1);
	act(&m, "place 2 city 1");
	assert_int_equal(R->winner(m.s), 1);
	assert_int_equal(R->current(m.s), -1);
	assert_string_equal(R->phase(m.s), "over");
	finish(&m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_starting_principality),
		cmocka_unit_test(test_stacks_and_picks),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_production),
		cmocka_unit_test(test_production_cap),
		cmocka_unit_test(test_doubling),
		cmocka_unit_test(test_road_and_settlement),
		cmocka_unit_test(test_city_and_red_expansion),
		cmocka_unit_test(test_trade),
		cmocka_unit_test(test_offer),
		cmocka_unit_test(test_plenty),
		cmocka_unit_test(test_tournament),
		cmocka_unit_test(test_brigand),
		cmocka_unit_test(test_brigand_garrison),
		cmocka_unit_test(test_knight_figure),
		cmocka_unit_test(test_hand_limit),
		cmocka_unit_test(test_refill),
		cmocka_unit_test(test_alchemist),
		cmocka_unit_test(test_arsonist_and_bishop),
		cmocka_unit_test(test_merchant),
		cmocka_unit_test(test_victory),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
