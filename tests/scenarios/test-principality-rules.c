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
#include "../unit/game-fixture.h"

GAME_FIXTURE_GROUP(&principality_rules)
static const struct game_rules *R = &principality_rules;

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
	int rc = R->parse_sandbox(m->s, R->current(m->s), text, LANG_EN, &a, &why);
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
/* Gives p n of resource (takes -n); nothing for n 0, which the sandbox
 * refuses as an empty gift. */
static void give(struct match *m, int p, const char *resource, int n)
{
	if (n == 0)
		return;
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
 * about equal size"; "first player picks one expansion stack, looks
 * through it without changing the order, takes 3 cards of choice; then the
 * second player does the same with a different stack". Choosing the stack
 * is a decision of its own (look N), and until it is made no listing
 * names a card of any stack. */
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
	struct strbuf all = STRBUF_INIT;
	moves(&m, &all);
	assert_string_equal(strbuf_str(&all), "look 1\nlook 2\nlook 3\nlook 4\nlook 5\n");
	strbuf_reset(&all);
	act(&m, "look 1");
	assert_int_equal(me(&m), first);
	assert_int_equal(principality_stack_size(m.s, 0), 13);
	/* now the cards of stack 1, and only they, may be taken */
	size_t n = R->legal(m.s, list, GAME_MAX_ACTIONS);
	assert_true(n >= 3 && n <= 13);
	moves(&m, &all);
	assert_null(strstr(strbuf_str(&all), "look "));
	strbuf_reset(&all);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(me(&m), first);
		R->legal(m.s, list, GAME_MAX_ACTIONS);
		struct strbuf text = STRBUF_INIT;
		R->format_action(m.s, &list[0], &text);
		assert_true(strncmp(strbuf_str(&text), "pick ", 5) == 0);
		strbuf_free(&text);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	/* the first player took from stack 1: the second may not look at it */
	assert_int_equal(me(&m), 1 - first);
	assert_int_equal(principality_stack_size(m.s, 0), 13 - 3);
	moves(&m, &all);
	assert_string_equal(strbuf_str(&all), "look 2\nlook 3\nlook 4\nlook 5\n");
	strbuf_free(&all);
	act(&m, "look 4");
	for (int i = 0; i < 3; i++) {
		R->legal(m.s, list, GAME_MAX_ACTIONS);
		assert_int_equal(R->apply(m.s, &list[0]), 0);
	}
	assert_int_equal(principality_stack_size(m.s, 3), 12 - 3);
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

/* Ends the turn of the player to act, taking the first choice the end of
 * turn offers, until the next player is to roll. */
static void end_turn(struct match *m)
{
	static struct action list[GAME_MAX_ACTIONS];
	int p = me(m);
	act(m, "end");
	while (me(m) == p) {
		assert_true(R->legal(m->s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m->s, &list[0]), 0);
		check_ok(m);
	}
	assert_string_equal(R->phase(m->s), "roll");
}

/* §4: "A doubling building (Verdopplungskarte) on a site bordering that
 * region makes it gain 2". What a roll gave a region is kept for the next
 * rolls while the grid stays (check() compares it with the modifiers'
 * answer): a Grain Mill that comes beside the fields afterwards still
 * doubles their next gain. */
static void test_doubling_after_a_roll(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), x = 0, y = 0;
	find_region(&m, p, "fields", &x, &y);
	int die = p == 0 ? 1 : 2;   /* the fields' number in each starting set */
	give(&m, p, "grain", -1);
	roll(&m, die, "windmill");
	assert_int_equal(principality_stock_at(m.s, p, x, y), 1);
	check_ok(&m);
	char text[64];
	snprintf(text, sizeof text, "place %d grain-mill %d %s", p + 1, x < 0 ? -1 : 1,
	         y < 0 ? "up" : "down");
	act(&m, text);
	check_ok(&m);
	end_turn(&m);
	roll(&m, 6, "windmill");
	end_turn(&m);
	assert_int_equal(me(&m), p);
	give(&m, p, "grain", -1);
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

/* §7: "Each player counts the resources on all own regions, not counting
 * regions bordering one of their own Garrison/Lager cards"; §12.1 Garrison
 * "Its 2 bordering regions are not counted for the brigand attack". */
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

/* Builds the first expansion card the legal actions offer (not a road,
 * settlement or city); false if none is offered. */
static bool build_first_expansion(struct match *m)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m->s, &list[i], &t);
		const char *x = strbuf_str(&t);
		bool expansion = strncmp(x, "build ", 6) == 0 && !strstr(x, "road") &&
		                 !strstr(x, "settlement") && !strstr(x, "city");
		strbuf_free(&t);
		if (expansion) {
			assert_int_equal(R->apply(m->s, &list[i]), 0);
			return true;
		}
	}
	return false;
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
	/* the fixed seed deals a hand with a card this buys */
	assert_true(build_first_expansion(&m));
	assert_int_equal(principality_hand_size(m.s, p), 2);
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "refill");
	assert_true(can(&m, "draw 1"));
	assert_true(can(&m, "search 1 lumber lumber"));
	act(&m, "search 1 lumber lumber");
	assert_string_equal(R->phase(m.s), "search");
	static struct action list[GAME_MAX_ACTIONS];
	assert_true(R->legal(m.s, list, GAME_MAX_ACTIONS) > 0);
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

/* ---- more of the driver ---- */

static void start_opts(struct match *m, const char *const *options, int n)
{
	struct diag_list diags = DIAG_LIST_INIT;
	if (init_with(m, options, n, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail();
	}
	diag_list_free(&diags);
	skip_picks(m);
}

/* "place P TEXT" / "hand P CARD" for player p (0-based). */
static void place(struct match *m, int p, const char *what)
{
	char text[128];
	snprintf(text, sizeof text, "place %d %s", p + 1, what);
	act(m, text);
}

static void to_hand(struct match *m, int p, const char *card)
{
	char text[128];
	snprintf(text, sizeof text, "hand %d %s", p + 1, card);
	act(m, text);
}

static bool phase_is(const struct match *m, const char *phase)
{
	return strcmp(R->phase(m->s), phase) == 0;
}

/* Player p pays for and builds a road at 2 and a settlement at 3; the
 * match then waits for the new settlement's two regions (§3). */
static void settle_at_3(struct match *m, int p)
{
	give(m, p, "lumber", 2);
	give(m, p, "brick", 2);
	give(m, p, "grain", 1);
	give(m, p, "wool", 1);
	act(m, "build road 2");
	act(m, "build settlement 3");
	assert_true(phase_is(m, "region"));
}

/* The first legal action whose text starts with prefix; fails if none. */
static void act_prefix(struct match *m, const char *prefix)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m->s, &list[i], &t);
		bool match = strncmp(strbuf_str(&t), prefix, strlen(prefix)) == 0;
		strbuf_free(&t);
		if (match) {
			assert_int_equal(R->apply(m->s, &list[i]), 0);
			return;
		}
	}
	struct strbuf all = STRBUF_INIT;
	moves(m, &all);
	fail_msg("no legal action starts with \"%s\"; legal now:\n%s", prefix, strbuf_str(&all));
}

/* A passive player put above his hand limit by the set-up puts cards under
 * the stacks at once (§8); he keeps the card called keep. */
static void discard_but(struct match *m, const char *keep)
{
	static struct action list[GAME_MAX_ACTIONS];
	while (phase_is(m, "discard")) {
		size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
		size_t i;
		for (i = 0; i < n; i++) {
			struct strbuf t = STRBUF_INIT;
			R->format_action(m->s, &list[i], &t);
			bool skip_it = keep && strstr(strbuf_str(&t), keep) != NULL;
			strbuf_free(&t);
			if (!skip_it)
				break;
		}
		assert_true(i < n);
		assert_int_equal(R->apply(m->s, &list[i]), 0);
	}
}

/* Ends the turn of the player to move, taking the last listed action of
 * each end-of-turn step, until the next player may roll. */
static void next_turn(struct match *m)
{
	static struct action list[GAME_MAX_ACTIONS];
	act(m, "end");
	while (!phase_is(m, "roll") && !phase_is(m, "over")) {
		size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
		assert_true(n > 0);
		assert_int_equal(R->apply(m->s, &list[n - 1]), 0);
	}
}

/* Answers every pending card question with its first option. */
static void answer_first(struct match *m)
{
	static struct action list[GAME_MAX_ACTIONS];
	while (phase_is(m, "effect")) {
		assert_true(R->legal(m->s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(R->apply(m->s, &list[0]), 0);
	}
}

static void reveal_event(struct match *m, const char *card)
{
	char text[128];
	snprintf(text, sizeof text, "event-next %s", card);
	act(m, text);
	roll(m, 6, "event");
}

/* ---- §6 the event cards (§12.1 Blue) ---- */

/* Civil War: "Each player returns 1 knight or fleet to hand, chosen by the
 * opponent (roller chooses first); Kirche protects units of its city ...
 * Then both discard to hand limit." */
static void test_civil_war_and_church(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	place(&m, p, "knight-otto -1 up");
	place(&m, q, "wool-fleet -1 up");
	/* q's second unit stands in a city with a Church: it cannot be chosen */
	place(&m, q, "city 1");
	place(&m, q, "church 1 up");
	place(&m, q, "ore-fleet 1 down");
	reveal_event(&m, "civil-war");
	/* the roller chooses first; a choice of one is made for him */
	answer_first(&m);
	assert_null(principality_card_at(m.s, p, -1, -1));
	assert_null(principality_card_at(m.s, q, -1, -1));
	assert_non_null(principality_card_at(m.s, q, 1, 1));
	assert_int_equal(principality_cards_in(m.s, "hand", p, "knight-otto"), 1);
	assert_int_equal(principality_cards_in(m.s, "hand", q, "wool-fleet"), 1);
	/* both hands are 4 now: both put one card under a stack at once */
	discard_but(&m, NULL);
	assert_int_equal(principality_hand_size(m.s, p), 3);
	assert_int_equal(principality_hand_size(m.s, q), 3);
	finish(&m);
}

/* §5 "The game ends as soon as a player has VP_TARGET" is judged once a
 * card has done all it says: the Civil War takes the roller's opponent's
 * knight first, which hands the roller the knight figure (one point, his
 * fifth) until his own knight is taken too. He has not won. */
static void test_civil_war_no_passing_victory(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "VP_TARGET=5" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	place(&m, p, "city -1");
	place(&m, p, "city 1");
	place(&m, q, "knight-walter -1 up");    /* strength 3 */
	place(&m, p, "knight-otto -1 up");      /* strength 3: a tie, no holder */
	assert_int_equal(R->victory_points(m.s, p), 4);
	assert_int_equal(principality_holder(m.s, 0), -1);
	reveal_event(&m, "civil-war");
	answer_first(&m);
	discard_but(&m, NULL);
	assert_int_equal(principality_cards_in(m.s, "hand", q, "knight-walter"), 1);
	assert_int_equal(principality_cards_in(m.s, "hand", p, "knight-otto"), 1);
	assert_int_equal(R->winner(m.s), -1);
	assert_int_equal(R->victory_points(m.s, p), 4);
	finish(&m);
}

/* Conflict: "Knight-figure holder looks at the opponent's hand, takes 2
 * cards (fewer if fewer) and puts them under one stack of choice. No
 * holder -> nothing." */
static void test_conflict(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	reveal_event(&m, "conflict");
	assert_string_equal(R->phase(m.s), "action");   /* nobody holds the knight */
	assert_int_equal(principality_hand_size(m.s, q), 3);
	next_turn(&m);
	place(&m, p, "knight-otto -1 up");
	place(&m, p, "knight-hagen -1 down");
	assert_int_equal(principality_holder(m.s, 0), p);
	int before = principality_stack_size(m.s, 1);
	reveal_event(&m, "conflict");
	assert_int_equal(me(&m), p);
	act(&m, "choose stack 2");
	answer_first(&m);
	assert_int_equal(principality_hand_size(m.s, q), 1);
	assert_int_equal(principality_stack_size(m.s, 1), before + 2);
	finish(&m);
}

/* Master Builder: "Roller, then opponent, looks through a non-empty stack,
 * may take 1 card and then must put 1 hand card under any stack (hand size
 * unchanged)"; the two look through different stacks. */
static void test_master_builder(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	reveal_event(&m, "master-builder");
	assert_int_equal(me(&m), p);
	act(&m, "choose stack 3");
	act_prefix(&m, "choose ");          /* a card of stack 3 */
	act_prefix(&m, "choose ");          /* a hand card to put back */
	act(&m, "choose stack 1");
	assert_int_equal(me(&m), q);
	assert_false(can(&m, "choose stack 3"));   /* the roller's stack */
	assert_true(can(&m, "choose stack 1"));
	act(&m, "choose stack 4");
	act(&m, "choose none");             /* he may take nothing */
	assert_string_equal(R->phase(m.s), "action");
	assert_int_equal(principality_hand_size(m.s, p), 3);
	assert_int_equal(principality_hand_size(m.s, q), 3);
	finish(&m);
}

/* Plague: "Every region bordering a city loses 1 (once per region).
 * Aquädukt/Badhaus protect"; Aqueduct: "All your regions immune". */
static void test_plague_and_aqueduct(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	place(&m, p, "city 1");
	place(&m, q, "city 1");
	place(&m, q, "aqueduct 1 up");
	reveal_event(&m, "plague");
	/* p: the four regions at 0 and 2 lose 1, then the 6 produces 1 */
	assert_int_equal(principality_resources(m.s, p, -1), 6 - 4 + 1);
	assert_int_equal(principality_resources(m.s, q, -1), 6 + 1);
	finish(&m);
}

/* Bath House: "The 4 regions bordering its city immune to Seuche." */
static void test_plague_and_bath_house(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "city -1");
	place(&m, p, "bath-house 1 up");
	reveal_event(&m, "plague");
	/* the regions at 0 and 2 border the bath house's city; those at -2
	 * border only the other city */
	for (int y = -1; y <= 1; y += 2) {
		assert_true(principality_stock_at(m.s, p, 0, y) >= 1);
		assert_true(principality_stock_at(m.s, p, 2, y) >= 1);
	}
	assert_int_equal(principality_resources(m.s, p, -1), 6 - 2 + 1);
	finish(&m);
}

/* Productive Year: "Every region bordering a Lager/Garrison gains 1 per
 * bordering Garrison (cap 3)." */
static void test_productive_year(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	place(&m, p, "garrison -1 up");
	reveal_event(&m, "productive-year");
	assert_int_equal(principality_resources(m.s, p, -1), 6 + 2 + 1);
	assert_int_equal(principality_resources(m.s, q, -1), 6 + 1);
	finish(&m);
}

/* Progress: "Each player takes 1 resource of choice per own Kloster and
 * Bibliothek (roller first)." */
static void test_progress(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	place(&m, p, "abbey -1 up");
	place(&m, q, "abbey -1 up");
	place(&m, q, "city 1");
	place(&m, q, "library 1 up");
	reveal_event(&m, "progress");
	assert_int_equal(me(&m), p);
	act(&m, "choose wool");
	assert_int_equal(me(&m), q);
	act(&m, "choose ore");
	act(&m, "choose ore");
	assert_int_equal(principality_resources(m.s, p, 3), 2);
	assert_int_equal(principality_resources(m.s, q, 4), 3);
	finish(&m);
}

/* Year End: "Shuffle the whole event stack, this card included." */
static void test_year_end(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int total = principality_cards_in(m.s, "events", 0, NULL);
	reveal_event(&m, "year-end");
	assert_string_equal(R->phase(m.s), "action");
	assert_int_equal(principality_cards_in(m.s, "events", 0, NULL), total);
	assert_int_equal(principality_cards_in(m.s, "events", 0, "year-end"), 1);
	finish(&m);
}

/* §6 windmill: "Holder of the windmill figure takes any 1 resource of
 * choice from the opponent; nobody holds it -> nothing." */
static void test_windmill_face(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	roll(&m, 6, "windmill");
	assert_string_equal(R->phase(m.s), "action");
	next_turn(&m);
	place(&m, p, "wool-fleet -1 up");
	place(&m, p, "ore-fleet -1 down");
	place(&m, p, "grain-fleet 1 up");
	assert_int_equal(principality_holder(m.s, 1), p);
	roll(&m, 6, "windmill");
	assert_int_equal(me(&m), p);
	act(&m, "take brick");
	/* the 6 was the second player's hills: 1 + 1 - 1 */
	assert_int_equal(principality_resources(m.s, q, 1), q == 0 ? 0 : 1);
	finish(&m);
}

/* §4, §13 EVENT_ORDER: "event then production (incl. brigand)"; brigand-
 * first: "brigand before, rest after". */
static void test_event_order(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	int before = principality_resources(m.s, p, -1);
	roll(&m, 6, "plenty");
	/* event first: the choice comes before production */
	assert_string_equal(R->phase(m.s), "event");
	assert_int_equal(principality_resources(m.s, p, -1), before);
	finish(&m);
	const char *opt[] = { "EVENT_ORDER=brigand-first" };
	start_opts(&m, opt, 1);
	p = me(&m);
	before = principality_resources(m.s, p, -1);
	roll(&m, 6, "plenty");
	assert_string_equal(R->phase(m.s), "event");
	assert_int_equal(principality_resources(m.s, p, -1), before + 1);
	act(&m, "gain ore");
	act(&m, "gain ore");
	finish(&m);
	/* the brigand still comes first: 8 resources lose gold and wool before
	 * the die adds the 9th */
	start_opts(&m, opt, 1);
	p = me(&m);
	give(&m, p, "ore", 2);       /* 8: more than 7 */
	roll(&m, p == 0 ? 6 : 1, "brigand");   /* the gold field's number */
	assert_int_equal(principality_resources(m.s, p, 5), 1);   /* lost, then produced */
	assert_int_equal(principality_resources(m.s, p, 3), 0);
	finish(&m);
}

/* §7 BRIGAND_GRACE_ROUNDS: "In the first two rounds the die event rover has
 * no effect". */
static void test_brigand_grace(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "BRIGAND_GRACE_ROUNDS=2" };
	start_opts(&m, opt, 1);
	for (int turn = 1; turn <= 5; turn++) {
		int p = me(&m);
		give(&m, p, "wool", 2);
		give(&m, p, "gold", 2);
		give(&m, p, "ore", 2);
		roll(&m, 3, "brigand");
		/* rounds 1 and 2 are turns 1 to 4 */
		assert_int_equal(principality_resources(m.s, p, 3) > 0, turn <= 4);
		next_turn(&m);
	}
	finish(&m);
}

/* The both-3 gate, from the moment p holds a Merchant after the roll: shut
 * while only p has 3 VP, open once both have, and still open when p drops
 * back to 2 (a tie takes the knight figure away). */
static void check_gate_latches(struct match *m, int p, int q)
{
	place(m, p, "knight-otto -1 up");         /* knight figure: p has 3 */
	assert_int_equal(R->victory_points(m->s, p), 3);
	assert_false(can(m, "play merchant ore"));
	place(m, q, "road 2");
	place(m, q, "settlement 3");               /* q has 3 too */
	assert_true(can(m, "play merchant ore"));
	place(m, q, "knight-walter -1 up");        /* a tie: p drops to 2 */
	assert_int_equal(R->victory_points(m->s, p), 2);
	assert_true(can(m, "play merchant ore"));
}

/* §10 ACTION_GATE both-3: "action cards may be played only once both
 * players have at least 3 VP; once that has happened it stays unlocked
 * even if a player later drops below 3". */
static void test_action_gate_both_3(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "ACTION_GATE=both-3" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "merchant");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play merchant ore"));
	check_gate_latches(&m, p, q);
	finish(&m);
}

/* ACTION_GATE sum-7 (2005): "combined VP >= 7 (Scout always)". */
static void test_action_gate_sum_7(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "ACTION_GATE=sum-7" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "merchant");
	roll(&m, 6, "windmill");
	place(&m, p, "city 1");                    /* 3 + 2 = 5 */
	assert_false(can(&m, "play merchant ore"));
	place(&m, q, "city 1");                    /* 3 + 3 = 6 */
	assert_false(can(&m, "play merchant ore"));
	place(&m, q, "city -1");                   /* 3 + 4 = 7 */
	assert_true(can(&m, "play merchant ore"));
	finish(&m);
}

/* §10 "except Kundschafter": the Scout is exempt from the gate; §3 "Scout
 * lets you choose them instead" — the regions of the new settlement. */
static void test_scout(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "ACTION_GATE=both-3" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	to_hand(&m, p, "scout");
	roll(&m, 6, "windmill");
	settle_at_3(&m, p);
	act(&m, "play scout");
	/* every card of the region stack is offered, not only the top one */
	assert_true(can(&m, "region region-gold-field-2 up"));
	act(&m, "region region-gold-field-2 up");
	act_prefix(&m, "region ");
	assert_string_equal(R->phase(m.s), "action");
	assert_non_null(strstr(principality_card_at(m.s, p, 4, -1), "gold"));
	assert_int_equal(principality_cards_in(m.s, "discard", p, "scout"), 1);
	finish(&m);
}

/* §5 WIN_CHECK own-turn: "only the active player, during their own turn; a
 * player who reaches the target off-turn wins only if still there in their
 * own turn". */
static void test_win_own_turn(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "VP_TARGET=5", "WIN_CHECK=own-turn" };
	start_opts(&m, opt, 2);
	int p = me(&m), q = 1 - p;
	place(&m, q, "city 1");
	place(&m, q, "city -1");                   /* q has 4 */
	place(&m, q, "knight-otto -1 up");         /* and 5 on p's turn */
	assert_int_equal(R->victory_points(m.s, q), 5);
	assert_int_equal(R->winner(m.s), -1);
	roll(&m, 6, "windmill");
	next_turn(&m);
	assert_int_equal(R->winner(m.s), q);       /* still 5 on his own turn */
	finish(&m);
}

/* §3 Demolishing (DEMOLISH): "remove own buildings or units, free, to the
 * discard pile ...; the site may be rebuilt the same turn"; 1996 base: not
 * allowed. */
static void test_demolish(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "abbey -1 up");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "demolish abbey -1 up"));
	finish(&m);
	const char *opt[] = { "DEMOLISH=1" };
	start_opts(&m, opt, 1);
	p = me(&m);
	place(&m, p, "abbey -1 up");
	place(&m, p, "knight-otto -1 down");
	to_hand(&m, p, "garrison");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "demolish road 0"));
	assert_true(can(&m, "demolish knight-otto -1 down"));
	act(&m, "demolish abbey -1 up");
	assert_null(principality_card_at(m.s, p, -1, -1));
	assert_int_equal(principality_cards_in(m.s, "discard", p, "abbey"), 1);
	assert_int_equal(principality_cards_in(m.s, "hand", p, "abbey"), 0);
	give(&m, p, "lumber", 1);
	give(&m, p, "brick", 1);
	assert_true(can(&m, "build garrison -1 up"));
	finish(&m);
}

/* §8 "Exchange: ... after discarding down, you may put 1 more card under a
 * stack and take 1 card from that same stack (top, free; or search)". */
static void test_exchange(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "exchange");
	act_prefix(&m, "exchange ");
	int stack = -1;
	for (int st = 0; st < principality_stack_count(m.s) && stack < 0; st++) {
		char text[32];
		snprintf(text, sizeof text, "draw %d", st + 1);
		if (can(&m, text))
			stack = st;
	}
	/* only the stack the card went under */
	int offered = 0;
	for (int st = 0; st < principality_stack_count(m.s); st++) {
		char text[32];
		snprintf(text, sizeof text, "draw %d", st + 1);
		offered += can(&m, text);
	}
	assert_int_equal(offered, 1);
	char text[32];
	snprintf(text, sizeof text, "draw %d", stack + 1);
	act(&m, text);
	assert_int_equal(principality_hand_size(m.s, p), 3);
	assert_int_equal(me(&m), 1 - p);
	finish(&m);
}

/* §8 "a search: pay any 2 resources (1 with a Rathaus)". */
static void test_search_town_hall(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "town-hall 1 up");
	roll(&m, 6, "windmill");
	/* one card under a stack leaves the hand below the limit */
	to_hand(&m, p, "abbey");
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "discard");
	act_prefix(&m, "under ");
	act(&m, "pass");
	finish(&m);
	start(&m);
	p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "town-hall 1 up");
	place(&m, p, "wool-fleet -1 up");
	give(&m, p, "wool", 2);
	give(&m, p, "lumber", 2);
	roll(&m, 6, "windmill");
	act(&m, "trade wool wool ore");
	give(&m, p, "brick", 2);
	give(&m, p, "grain", 2);
	give(&m, p, "ore", 2);
	/* the fixed seed deals a hand with a card this buys */
	assert_true(build_first_expansion(&m));
	act(&m, "end");
	assert_string_equal(R->phase(m.s), "refill");
	assert_true(can(&m, "search 1 lumber"));
	assert_false(can(&m, "search 1 lumber lumber"));
	finish(&m);
}

/* §11 windmill: "strictly more ... >= 3 ... tie -> figure returns to the
 * middle" (ADV_MIN_COMMERCE 3), the figure 1 VP. */
static void test_windmill_figure(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	place(&m, p, "wool-fleet -1 up");
	place(&m, p, "ore-fleet -1 down");
	assert_int_equal(principality_holder(m.s, 1), -1);     /* 2 < 3 */
	place(&m, p, "garrison 1 up");
	assert_int_equal(principality_holder(m.s, 1), p);      /* 3 */
	assert_int_equal(R->victory_points(m.s, p), 3);
	place(&m, q, "city 1");
	place(&m, q, "counting-house 1 up");
	assert_int_equal(principality_holder(m.s, 1), -1);     /* 3 : 3 */
	place(&m, q, "garrison -1 up");
	assert_int_equal(principality_holder(m.s, 1), q);      /* 3 : 4 */
	finish(&m);
	/* ADV_MIN_COMMERCE=0: one point more is enough */
	const char *opt[] = { "ADV_MIN_COMMERCE=0" };
	start_opts(&m, opt, 1);
	p = me(&m);
	place(&m, p, "wool-fleet -1 up");
	assert_int_equal(principality_holder(m.s, 1), p);
	finish(&m);
}

/* §11 knight figure with ADV_MIN_STRENGTH=0: "strictly more than the
 * opponent, no minimum" (2005). */
static void test_knight_figure_no_minimum(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "ADV_MIN_STRENGTH=0" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	place(&m, p, "knight-siegfried -1 up");
	assert_int_equal(principality_holder(m.s, 0), p);
	finish(&m);
}

/* A Black Knight duel with the die fixed at die: p attacks q's knight,
 * q answers with a Herb Woman or not. Returns the player who lost a knight
 * to his hand. */
static int black_knight_duel(int die, bool counter)
{
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "black-knight");
	to_hand(&m, q, "herb-woman");
	discard_but(&m, "herb-woman");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play black-knight"));    /* no knight to attack */
	place(&m, q, "knight-otto -1 up");
	place(&m, p, "knight-hagen -1 up");
	char text[32];
	snprintf(text, sizeof text, "die-next %d", die);
	act(&m, text);
	act(&m, "play black-knight");
	assert_int_equal(me(&m), q);
	act(&m, counter ? "counter herb-woman" : "no-counter");
	answer_first(&m);
	int lost_q = principality_card_at(m.s, q, -1, -1) == NULL;
	int lost_p = principality_card_at(m.s, p, -1, -1) == NULL;
	assert_int_equal(lost_p + lost_q, 1);
	assert_int_equal(principality_cards_in(m.s, "hand", lost_q ? q : p,
	                                       lost_q ? "knight-otto" : "knight-hagen"), 1);
	assert_int_equal(principality_cards_in(m.s, "discard", q, "herb-woman"), counter);
	assert_int_equal(principality_cards_in(m.s, "discard", p, "black-knight"), 1);
	int loser = lost_q ? q : p;
	int p_was = p;
	finish(&m);
	return loser == p_was ? 0 : 1;   /* 0: the attacker lost, 1: the defender */
}

/* §12.1 Black Knight: "Needs an opponent knight. Duel (counter
 * Kräuterhexe): opponent returns a knight of your choice to hand (6:
 * reverse)"; with the counter "1-2 succeeds, 3-6 backfires". */
static void test_black_knight_and_herb_woman(void **state)
{
	(void)state;
	assert_int_equal(black_knight_duel(5, false), 1);
	assert_int_equal(black_knight_duel(6, false), 0);
	assert_int_equal(black_knight_duel(2, true), 1);
	assert_int_equal(black_knight_duel(3, true), 0);
}

/* §12.1 Brigands: "Duel (counter Bischof): take 2 resources of your choice
 * from the opponent (6: they take 2 from you)". */
static void test_brigands(void **state)
{
	(void)state;
	for (int die = 5; die <= 6; die++) {
		struct match m;
		start(&m);
		int p = me(&m), q = 1 - p;
		to_hand(&m, p, "brigands");
		roll(&m, 6, "windmill");
		int before_p = principality_resources(m.s, p, -1);
		int before_q = principality_resources(m.s, q, -1);
		char text[32];
		snprintf(text, sizeof text, "die-next %d", die);
		act(&m, text);
		act_prefix(&m, "play brigands");
		answer_first(&m);
		int gained = die == 5 ? 2 : -2;    /* 6: the opponent takes 2 from him */
		assert_int_equal(principality_resources(m.s, p, -1) - before_p, gained);
		assert_int_equal(principality_resources(m.s, q, -1) - before_q, -gained);
		finish(&m);
	}
}

/* §12.1 Caravan: "Give up to 2 of your resources, take the same number of
 * other resources of your choice" (CARAVAN_WITH supply). */
static void test_caravan(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "caravan");
	roll(&m, 6, "windmill");
	int total_q = principality_resources(m.s, q, -1);
	act(&m, "play caravan 2");
	act(&m, "choose wool");
	act(&m, "choose lumber");
	act(&m, "choose ore");
	act(&m, "choose ore");
	assert_int_equal(principality_resources(m.s, p, 3), 0);
	assert_int_equal(principality_resources(m.s, p, 0), 0);
	assert_int_equal(principality_resources(m.s, p, 4), 3);
	assert_int_equal(principality_resources(m.s, q, -1), total_q);
	finish(&m);
}

/* §12.1 Spy: "See the opponent's hand; take 1 unit or action card"
 * (SPY_TAKES); 1996 base: "could take any card". */
static void test_spy(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "SPY_TAKES=units-actions" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "spy");
	to_hand(&m, q, "abbey");
	discard_but(&m, "abbey");
	roll(&m, 6, "windmill");
	act(&m, "play spy");
	assert_false(can(&m, "choose abbey"));
	act(&m, "choose none");
	assert_int_equal(principality_cards_in(m.s, "hand", q, "abbey"), 1);
	finish(&m);
	start(&m);
	p = me(&m);
	q = 1 - p;
	to_hand(&m, p, "spy");
	to_hand(&m, q, "abbey");
	discard_but(&m, "abbey");
	roll(&m, 6, "windmill");
	act(&m, "play spy");
	act(&m, "choose abbey");
	assert_int_equal(principality_cards_in(m.s, "hand", p, "abbey"), 1);
	assert_int_equal(principality_hand_size(m.s, q), 2);
	finish(&m);
}

/* §12.1 Mint: "Trade gold 1:1". */
static void test_mint(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "mint 1 up");
	roll(&m, 6, "windmill");
	assert_true(can(&m, "trade gold ore"));
	act(&m, "trade gold ore");
	assert_int_equal(principality_resources(m.s, p, 5), p == 0 ? 1 : 0);
	finish(&m);
}

/* §12.1 Harbor: "+1 C per own trade fleet" besides its own point
 * (HARBOR_OWN_C 1). */
static void test_harbor(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "harbor 1 up");
	place(&m, p, "wool-fleet -1 up");
	/* 1 + 1 + 1 = 3: the windmill */
	assert_int_equal(principality_holder(m.s, 1), p);
	finish(&m);
}

/* §8 "Hand limit = 3 + 1 per Kloster + 1 per Bibliothek". */
static void test_hand_limit_buildings(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	assert_int_equal(principality_hand_limit(m.s, p), 3);
	place(&m, p, "abbey -1 up");
	assert_int_equal(principality_hand_limit(m.s, p), 4);
	place(&m, p, "city 1");
	place(&m, p, "library 1 up");
	assert_int_equal(principality_hand_limit(m.s, p), 5);
	finish(&m);
}

/* ---- rule options read by the cards' effects (option, option-is, ungated) ---- */

/* CARAVAN_WITH=opponent: "the opponent gives the resources taken and
 * receives the resources given". */
static void test_option_caravan_with_opponent(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "CARAVAN_WITH=opponent" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "caravan");
	roll(&m, 6, "windmill");
	int total_p = principality_resources(m.s, p, -1), total_q = principality_resources(m.s, q, -1);
	int q_wool = principality_resources(m.s, q, 3), q_ore = principality_resources(m.s, q, 4);
	act(&m, "play caravan 2");
	act(&m, "choose wool");
	act(&m, "choose lumber");
	act(&m, "choose ore");
	act(&m, "choose brick");
	assert_int_equal(principality_resources(m.s, p, 3), 0);
	assert_int_equal(principality_resources(m.s, p, 0), 0);
	assert_int_equal(principality_resources(m.s, p, -1), total_p);
	assert_int_equal(principality_resources(m.s, q, -1), total_q);
	assert_int_equal(principality_resources(m.s, q, 3), q_wool + 1);
	assert_int_equal(principality_resources(m.s, q, 4), q_ore - 1);
	finish(&m);
}

/* §13 HARBOR_OWN_C "0 (almanac example)"; §12.1 Harbor: "Almanac example
 * (3 fleets + harbor = 6) omits the harbor's own point": with 0 a harbor
 * and one trade fleet make 2 commerce points, not 3. */
static void test_option_harbor_own_point(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "HARBOR_OWN_C=0" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "harbor 1 up");
	place(&m, p, "wool-fleet -1 up");
	assert_int_not_equal(principality_holder(m.s, 1), p);
	finish(&m);
}

/* ACTION_GATE=sum-7 "(Scout always)": the Scout's own (ungated) clause lets
 * it be played while the gate still holds every other action card. */
static void test_option_scout_ungated(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "ACTION_GATE=sum-7" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	to_hand(&m, p, "scout");
	to_hand(&m, p, "merchant");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play merchant ore"));
	settle_at_3(&m, p);
	assert_true(can(&m, "play scout"));
	act(&m, "play scout");
	act_prefix(&m, "region ");
	act_prefix(&m, "region ");
	assert_true(phase_is(&m, "action"));
	assert_false(can(&m, "play merchant ore"));
	assert_int_equal(principality_cards_in(m.s, "discard", p, "scout"), 1);
	finish(&m);
}

/* ---- theme sets (R002) ---- */

/* A sandbox match with the theme set key in play, past the picks. */
static void start_set(struct match *m, const char *key)
{
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = 7;
	setup.sandbox = true;
	int set = carddb_set_by_key(db, key);
	assert_true(set >= 0);
	setup.sets[0] = set;
	setup.set_count = 1;
	m->s = calloc(1, R->state_size);
	struct diag_list diags = DIAG_LIST_INIT;
	if (R->init(m->s, db, tables, &setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail();
	}
	diag_list_free(&diags);
	skip_picks(m);
}

/* Both players at 3 VP: R002 §4 opens the action cards. */
static void open_gate(struct match *m)
{
	place(m, 0, "city -1");
	place(m, 1, "city -1");
}

/* R002 §1: "Deze vier stapels ..."; "de beide kaarten inquisitie uit het
 * spel genomen"; "de twee kaarten universiteit ... open naast de vier
 * stapels"; "De overige kaarten van de themaset uitgezonderd de
 * gebeurteniskaarten ... in twee even grote stapels"; "De gebeurteniskaarten
 * uit het basisspel en uit de themaset ... als bijkomende stapel". */
static void test_theme_setup(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	assert_int_equal(principality_stack_count(m.s), 6);
	int base = 0, theme = 0;
	for (int st = 0; st < 4; st++)
		base += principality_stack_size(m.s, st);
	for (int st = 4; st < 6; st++)
		theme += principality_stack_size(m.s, st);
	assert_int_equal(base + theme + 6, 62 + 24);   /* 6 in the two hands */
	assert_int_equal(principality_cards_in(m.s, "open", 0, "university"), 2);
	assert_int_equal(principality_cards_in(m.s, "events", 0, NULL), 10 + 4);
	finish(&m);
	start_set(&m, "knights");
	assert_int_equal(principality_stack_count(m.s), 6);
	assert_int_equal(principality_cards_in(m.s, "out", 0, "inquisition"), 2);
	assert_int_equal(principality_cards_in(m.s, "events", 0, NULL), 10 + 3);
	int all = 0;
	for (int st = 0; st < 6; st++)
		all += principality_stack_size(m.s, st);
	assert_int_equal(all + 6, 62 + 25);
	finish(&m);
}

/* R002 §4: "In de beide eerste ronden heeft de dobbelsteengebeurtenis
 * rover geen uitwerking"; "Met uitzondering van de verkenner mogen
 * actiekaarten dan pas worden uitgespeeld als beide spelers minstens drie
 * zegepunten hebben"; "Gebouwen zijn veilig voor spionnen"; §5 "13
 * zegepunten". */
static void test_theme_rule_changes(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	give(&m, p, "wool", 2);
	give(&m, p, "gold", 2);
	give(&m, p, "ore", 2);
	to_hand(&m, p, "spy");
	to_hand(&m, q, "abbey");
	discard_but(&m, "abbey");
	roll(&m, 2, "brigand");
	assert_int_equal(principality_resources(m.s, p, 3), 3);   /* round 1: no effect */
	assert_false(can(&m, "play spy"));
	open_gate(&m);
	act(&m, "play spy");
	answer_first(&m);   /* a Watchtower or Great Wall is not in play */
	assert_int_equal(principality_cards_in(m.s, "hand", q, "abbey"), 1);
	/* 12 VP do not win with a theme set */
	place(&m, p, "city 1");
	place(&m, p, "road 2");
	place(&m, p, "settlement 3");
	place(&m, p, "city 3");
	place(&m, p, "road -2");
	place(&m, p, "settlement -3");
	place(&m, p, "city -3");
	place(&m, p, "colossus 1 up");
	place(&m, p, "library 1 down");
	place(&m, p, "town-hall 3 up");
	assert_int_equal(R->victory_points(m.s, p), 12);
	assert_int_equal(R->winner(m.s), -1);
	place(&m, p, "church 3 down");
	assert_int_equal(R->winner(m.s), p);
	finish(&m);
}

/* R002 University: "Om een universiteit te mogen bouwen moet je over een
 * klooster of een bibliotheek ... beschikken"; "iedere speler mag slechts
 * één universiteit bouwen! Men mag zijn universiteit ook afbreken men legt
 * dan de kaart terug in de rij van de uitbouwkaarten." */
static void test_university(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	place(&m, p, "city 1");
	roll(&m, 6, "windmill");
	give(&m, p, "lumber", 2);
	give(&m, p, "grain", 2);
	give(&m, p, "wool", 2);
	assert_false(can(&m, "build university 1 up"));     /* no abbey or library */
	place(&m, p, "abbey -1 up");
	assert_true(can(&m, "build university 1 up"));
	act(&m, "build university 1 up");
	assert_int_equal(principality_cards_in(m.s, "open", 0, "university"), 1);
	assert_int_equal(principality_hand_limit(m.s, p), 5);
	assert_false(can(&m, "build university 1 down"));   /* one per player */
	act(&m, "demolish university 1 up");
	assert_int_equal(principality_cards_in(m.s, "open", 0, "university"), 2);
	assert_int_equal(principality_cards_in(m.s, "discard", p, "university"), 0);
	/* R002 §4: "Een vrij gekomen bouwplaats kan in dezelfde ronde opnieuw
	 * bebouwd worden" */
	assert_true(can(&m, "build university 1 up"));
	finish(&m);
}

/* Boekdrukkerij: "Deze kaart mag je enkel uitspelen wanneer er een
 * universiteit in je vorstendom ligt. Je krijgt onmiddellijk twee
 * willekeurige grondstoffen." Universiteit: "Moet je de universiteit ...
 * weer in de hand nemen dan mag je geen actiekaarten meer uitspelen die
 * verbonden zijn met de universiteit." */
static void test_printing_office(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	open_gate(&m);
	to_hand(&m, p, "printing-office");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play printing-office ore"));
	place(&m, p, "university -1 up");
	act(&m, "play printing-office ore");
	act(&m, "choose wool");
	assert_int_equal(principality_resources(m.s, p, 4), 2);
	assert_int_equal(principality_resources(m.s, p, 3), 2);
	to_hand(&m, p, "printing-office");
	act(&m, "demolish university -1 up");
	assert_false(can(&m, "play printing-office ore"));
	finish(&m);
}

/* Drievelden-rendement: "Draai één van je graanvelden tot drie
 * grondstoffen"; Uitvinder: "één van je ertsvelden ... naar drie draaien". */
static void test_three_field_and_inventor(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	open_gate(&m);
	place(&m, p, "university -1 up");
	to_hand(&m, p, "three-field-system");
	to_hand(&m, p, "inventor");
	roll(&m, 6, "windmill");
	act_prefix(&m, "play three-field-system");
	answer_first(&m);
	assert_int_equal(principality_resources(m.s, p, 2), 3);
	act_prefix(&m, "play inventor");
	answer_first(&m);
	assert_int_equal(principality_resources(m.s, p, 4), 3);
	finish(&m);
}

/* Kanon: "Je mag slechts een kanon in je vorstendom plaatsen als je reeds
 * over een universiteit beschikt"; "een kanon dan door een zwarte ridder
 * net als een gewone ridder aangevallen worden"; "een smidse schenkt het
 * kanon een extra sterkte-punt". */
static void test_cannon(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "cannon");
	discard_but(&m, NULL);
	roll(&m, 6, "windmill");
	give(&m, p, "lumber", 1);
	give(&m, p, "ore", 1);
	assert_false(can(&m, "build cannon -1 up"));
	place(&m, p, "city 1");
	place(&m, p, "university 1 up");
	act(&m, "build cannon -1 up");
	assert_int_equal(principality_holder(m.s, 0), p);         /* S4 */
	place(&m, p, "smithy -1 down");
	place(&m, q, "knight-otto -1 up");
	place(&m, q, "knight-conrad -1 down");                     /* 5 : 5 */
	assert_int_equal(principality_holder(m.s, 0), -1);
	/* the black knight may attack it */
	open_gate(&m);
	to_hand(&m, q, "black-knight");
	discard_but(&m, "black-knight");
	next_turn(&m);
	roll(&m, 6, "windmill");
	assert_true(can(&m, "play black-knight"));
	finish(&m);
}

/* Kapervloot: "Wanneer je in je vorstendom een kapervloot uitlegt verwoest
 * je onmiddellijk ... een vijandelijke vloot ... moet deze op de
 * aflegstapel leggen. Bovendien ontvang je telkens er een vruchtbaar jaar
 * gedobbeld wordt één extra goudstuk". */
static void test_privateer_fleet(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	place(&m, q, "wool-fleet -1 up");
	place(&m, p, "privateer-fleet -1 up");
	answer_first(&m);
	assert_null(principality_card_at(m.s, q, -1, -1));
	assert_int_equal(principality_cards_in(m.s, "discard", q, "wool-fleet"), 1);
	give(&m, p, "gold", -9);
	roll(&m, 3, "plenty");
	act(&m, "gain ore");
	assert_int_equal(principality_resources(m.s, p, 5), 1);
	finish(&m);
}

/* Bouwkraan: "Elke stadsuitbouw in alle steden van je vorstendom kost één
 * willekeurige grondstof minder ... Een bouwkraan vermindert niet de kosten
 * van een stad." */
static void test_building_crane(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "building-crane 1 up");
	to_hand(&m, p, "marketplace");
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	give(&m, p, "wool", 1);
	assert_true(can(&m, "build marketplace 1 down"));   /* grain and wool, less one */
	give(&m, p, "ore", 3);
	give(&m, p, "grain", 1);
	assert_false(can(&m, "build city -1"));
	finish(&m);
}

/* Bouwkraan: "Elke stadsuitbouw ... kost één willekeurige grondstof
 * minder": the resource of the player's choice. With grain and wool for a
 * Marketplace (grain and wool), he chooses which one to keep; with wool
 * alone there is nothing to choose. */
static void test_building_crane_choice(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "building-crane 1 up");
	to_hand(&m, p, "marketplace");
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	give(&m, p, "wool", 1);
	assert_true(can(&m, "build marketplace 1 down"));
	assert_false(can(&m, "build marketplace 1 down save grain"));
	give(&m, p, "grain", 1);
	assert_false(can(&m, "build marketplace 1 down"));
	assert_true(can(&m, "build marketplace 1 down save grain"));
	assert_true(can(&m, "build marketplace 1 down save wool"));
	act(&m, "build marketplace 1 down save wool");
	assert_int_equal(principality_resources(m.s, p, 2), 0);   /* grain paid */
	assert_int_equal(principality_resources(m.s, p, 3), 1);   /* wool saved */
	assert_string_equal(principality_card_at(m.s, p, 1, 1), "marketplace");
	finish(&m);
}

/* Vuurwachter: "Wanneer er in een stad een vuurwachter ligt zijn alle
 * gebouwen van deze stad ... tegen de vuurduivel beschermd." */
static void test_fire_station(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	place(&m, q, "fire-station -1 up");
	place(&m, q, "library -1 down");
	to_hand(&m, p, "arsonist");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play arsonist"));
	place(&m, q, "abbey 1 up");
	assert_true(can(&m, "play arsonist"));
	finish(&m);
}

/* Gezantschap: "Wanneer je in je vorstendom een Raadhuis hebt opgericht
 * mag je deze kaart uitspelen ... in het vorstendom van je tegenstander
 * geplaatst ... Je tegenspeler mag deze kaart niet wegnemen." */
static void test_embassy(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	to_hand(&m, p, "embassy");
	roll(&m, 6, "windmill");
	give(&m, p, "wool", 1);
	give(&m, p, "grain", 1);
	give(&m, p, "ore", 1);
	give(&m, p, "brick", 1);
	assert_false(can(&m, "build embassy -1 up"));
	place(&m, p, "town-hall -1 up");
	assert_true(can(&m, "build embassy -1 up"));
	act(&m, "build embassy -1 up");
	assert_string_equal(principality_card_at(m.s, q, -1, -1), "embassy");
	next_turn(&m);
	roll(&m, 6, "windmill");
	assert_false(can(&m, "demolish embassy -1 up"));
	finish(&m);
}

/* R002 §4: "Met uitzondering van de verkenner mogen actiekaarten dan pas
 * worden uitgespeeld als beide spelers minstens drie zegepunten hebben":
 * with the gate still shut, the Scout is played at its moment (the new
 * settlement's regions) while another action card is not listed. */
static void test_theme_scout_ungated(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m);
	to_hand(&m, p, "scout");
	to_hand(&m, p, "merchant");
	discard_but(&m, NULL);
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play merchant"));
	settle_at_3(&m, p);
	assert_true(can(&m, "play scout"));
	act(&m, "play scout");
	assert_int_equal(principality_cards_in(m.s, "discard", p, "scout"), 1);
	act_prefix(&m, "region ");
	act_prefix(&m, "region ");
	assert_true(phase_is(&m, "action"));
	assert_false(can(&m, "play merchant"));   /* still shut: 3 VP against 2 */
	finish(&m);
}

/* R002 §4: "Gebouwen zijn veilig voor spionnen" (test_theme_rule_changes);
 * what the Spy may still take is a unit or, as here, an action card from
 * the opponent's hand. */
static void test_theme_spy_takes_action_card(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	to_hand(&m, p, "spy");
	to_hand(&m, q, "merchant");
	discard_but(&m, "merchant");
	roll(&m, 6, "windmill");
	act(&m, "play spy");
	assert_true(can(&m, "choose merchant"));
	act(&m, "choose merchant");
	answer_first(&m);
	assert_int_equal(principality_cards_in(m.s, "hand", p, "merchant"), 1);
	assert_int_equal(principality_cards_in(m.s, "hand", q, "merchant"), 0);
	assert_int_equal(principality_cards_in(m.s, "discard", p, "spy"), 1);
	finish(&m);
}

/* Ends the turn of the player to move up to his refill: the discard and
 * the exchange are passed. */
static void end_to_refill(struct match *m)
{
	act(m, "end");
	while (phase_is(m, "discard") || phase_is(m, "exchange"))
		act_prefix(m, phase_is(m, "exchange") ? "pass" : "under ");
	assert_true(phase_is(m, "refill"));
}

/* Every legal action starts with prefix. */
static bool only(const struct match *m, const char *prefix)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(m->s, list, GAME_MAX_ACTIONS);
	bool all = n > 0;
	for (size_t i = 0; i < n && all; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(m->s, &list[i], &t);
		all = strncmp(strbuf_str(&t), prefix, strlen(prefix)) == 0;
		strbuf_free(&t);
	}
	return all;
}

/* The seen list of player p's hand in the JSON of viewer: how many cards,
 * and whether key is one of them. */
static int seen_in_json(const struct match *m, int viewer, int p, const char *key, bool *has)
{
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	R->write_json(m->s, viewer, &w);
	const char *at = strbuf_str(&out);
	for (int i = 0; i <= p && at; i++) {
		at = strstr(at, "\"hand_size\"");
		if (at)
			at++;
	}
	int n = 0;
	*has = false;
	const char *list = at ? strstr(at, "\"seen\":[") : NULL;
	const char *next = at ? strstr(at, "\"principality\"") : NULL;
	if (list && (!next || list < next)) {
		list += strlen("\"seen\":[");
		const char *end = strchr(list, ']');
		for (const char *c = list; c < end; c++)
			n += *c == '"';
		n /= 2;
		char quoted[80];
		snprintf(quoted, sizeof quoted, "\"%s\"", key);
		const char *found = strstr(list, quoted);
		*has = found && found < end;
	}
	strbuf_free(&out);
	return n;
}

static bool render_has(const struct match *m, int viewer, const char *text)
{
	struct strbuf out = STRBUF_INIT;
	R->render(m->s, viewer, LANG_EN, false, &out);
	bool found = strstr(strbuf_str(&out), text) != NULL;
	strbuf_free(&out);
	return found;
}

static bool json_has(const struct match *m, int viewer, const char *text)
{
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	R->write_json(m->s, viewer, &w);
	assert_int_equal(json_finish(&w), 0);
	bool found = strstr(strbuf_str(&out), text) != NULL;
	strbuf_free(&out);
	return found;
}

/* §6, the "?" face: "Reveal top event card, resolve for both players, put
 * it face down at the bottom of the event stack". The card revealed is
 * named, in the viewer's language, with its rules text: in the roll line
 * and the table (show), and in the JSON; a roll of another face names
 * none. */
static void test_event_card_named(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	reveal_event(&m, "plague");
	int p = me(&m);
	assert_true(render_has(&m, p, "roll: production 6, event card Plague;"));
	assert_true(render_has(&m, p, "\nEvent card Plague: Every region bordering a city loses 1"));
	struct strbuf de = STRBUF_INIT;
	R->render(m.s, 1 - p, LANG_DE, false, &de);
	assert_non_null(strstr(strbuf_str(&de), "event card Seuche;"));
	strbuf_free(&de);
	for (int viewer = -1; viewer < 2; viewer++)
		assert_true(json_has(&m, viewer, "\"event\":\"event\",\"event_card\":{\"key\":"
		                                 "\"plague\",\"name\":\"Plague\",\"text\":"
		                                 "\"Every region bordering a city loses 1"));
	end_turn(&m);
	roll(&m, 1, "plenty");
	assert_false(render_has(&m, p, "Event card"));
	assert_true(render_has(&m, p, "roll: production 1, event plenty;"));
	assert_true(json_has(&m, -1, "\"event\":\"plenty\",\"event_card\":null"));
	finish(&m);
}

/* §3 Demolishing: "remove own buildings or units, free, to the discard
 * pile". A discard pile lies open: the table (show) and the JSON list it
 * for every viewer. Gezantschap: "in het vorstendom van je tegenstander
 * geplaatst": on the opponent's grid the JSON says whose card it is. */
static void test_discard_piles_and_embassy_owner(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "DEMOLISH=1" };
	start_opts(&m, opt, 1);
	int p = me(&m), q = 1 - p;
	place(&m, p, "abbey -1 up");
	roll(&m, 6, "windmill");
	for (int viewer = -1; viewer < 2; viewer++)
		assert_false(render_has(&m, viewer, "discard:"));
	act(&m, "demolish abbey -1 up");
	char pile[64];
	snprintf(pile, sizeof pile, "\"discard\":[\"abbey\"]");
	for (int viewer = -1; viewer < 2; viewer++) {
		assert_true(render_has(&m, viewer, "  discard: Abbey\n"));
		assert_true(json_has(&m, viewer, pile));
		assert_true(json_has(&m, viewer, "\"discard\":[]"));   /* the other's */
	}
	finish(&m);

	start_set(&m, "science");
	p = me(&m);
	q = 1 - p;
	open_gate(&m);
	to_hand(&m, p, "embassy");
	place(&m, p, "town-hall -1 up");
	roll(&m, 6, "windmill");
	give(&m, p, "wool", 1);
	give(&m, p, "grain", 1);
	give(&m, p, "ore", 1);
	give(&m, p, "brick", 1);
	act(&m, "build embassy -1 up");
	assert_string_equal(principality_card_at(m.s, q, -1, -1), "embassy");
	char owned[96];
	snprintf(owned, sizeof owned, "{\"card\":\"embassy\",\"x\":-1,\"y\":-1,\"owner\":%d}", p);
	for (int viewer = -1; viewer < 2; viewer++)
		assert_true(json_has(&m, viewer, owned));
	/* his own cards need no owner */
	assert_true(json_has(&m, -1, "{\"card\":\"town-hall\",\"x\":-1,\"y\":-1}"));
	finish(&m);
}

/* What a set-up command answers: "" when it parses and applies, else why
 * not. */
static const char *sandbox_says(const struct match *m, const char *text)
{
	static char said[256];
	struct action a;
	struct strbuf why = STRBUF_INIT;
	int rc = R->parse_sandbox(m->s, R->current(m->s), text, LANG_EN, &a, &why);
	snprintf(said, sizeof said, "%s", rc == 0 ? "" : rc > 0 ? "not a set-up command"
	                                                      : strbuf_str(&why));
	strbuf_free(&why);
	return said;
}

/* catan(6): set-up commands take cards and resources as actions do (any
 * case, unique starts, quotes or '-' for blanks), explain every refusal,
 * and refuse a gift of nothing. */
static void test_sandbox_names_and_refusals(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	assert_string_equal(sandbox_says(&m, "give 1 Erz 2"), "");
	assert_string_equal(sandbox_says(&m, "give 1 \"wo\" 1"), "");
	assert_string_equal(sandbox_says(&m, "give 1 ore 0"),
	                    "give 0 gives nothing: N is -9..9 but not 0");
	assert_string_equal(sandbox_says(&m, "give 1 stone 1"), "no resource is called stone");
	assert_string_equal(sandbox_says(&m, "place 1 Kloster -1 UP"), "");
	assert_string_equal(sandbox_says(&m, "hand 1 'herb woman'"), "");
	assert_string_equal(sandbox_says(&m, "hand 1 Kr\xC3\xA4uterhexe"), "");
	assert_string_equal(sandbox_says(&m, "place 1 town-hall 1 down"),
	                    "Town Hall cannot stand at 1 down of player 1");
	assert_string_equal(sandbox_says(&m, "hand 2 black-kn"), "");
	assert_string_equal(sandbox_says(&m, "hand 1 bath-h"), "");
	assert_string_equal(sandbox_says(&m, "place 1 lady-imelda 1 up"),
	                    "no card in play is called lady-imelda");
	assert_string_equal(sandbox_says(&m, "roll-next 3 ev"), "");
	/* only the cards of the sets in play count: Seuche is one card here */
	assert_string_equal(sandbox_says(&m, "event-next Seuche"), "");
	assert_string_equal(sandbox_says(&m, "hand 1 knight-"),
	                    "knight- could be 9 cards: knight-conrad, knight-falk, knight-gotz, "
	                    "knight-hagen, knight-karl, knight-otto, knight-pippin, "
	                    "knight-siegfried, ... (type more of its name)");
	finish(&m);
}

/* The console's grid (show) gives every card its whole name: a column is
 * as wide as its widest card, and the columns beside it stay in line. */
static void test_grid_names_whole(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "knight-siegfried -1 up");
	place(&m, p, "abbey 1 up");
	assert_true(render_has(&m, p, "Siegfried Lackland Lumber"));
	assert_true(render_has(&m, p, "\n        -2          -1                 0 "));
	finish(&m);
}

/* Gezantschap: "Bovendien moet hij jou, zolang het gebouw er staat, alle
 * kaarten tonen die hij in zijn hand neemt." The cards he held before stay
 * hidden; what he takes afterwards (a draw at his refill included) the
 * Embassy's owner sees, for as long as it stays in that hand. */
static void test_embassy_shows_draws(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	bool has;
	place(&m, q, "city -1");
	to_hand(&m, q, "library");
	discard_but(&m, "library");
	assert_int_equal(seen_in_json(&m, p, q, "library", &has), 0);   /* before the Embassy */
	place(&m, p, "embassy -1 up");     /* onto q's city */
	assert_string_equal(principality_card_at(m.s, q, -1, -1), "embassy");
	assert_int_equal(seen_in_json(&m, p, q, "abbey", &has), 0);
	assert_true(render_has(&m, p, "(hidden)"));
	to_hand(&m, q, "abbey");
	discard_but(&m, "abbey");
	assert_int_equal(seen_in_json(&m, p, q, "abbey", &has), 1);
	assert_true(has);
	assert_true(render_has(&m, p, "(hidden; seen: Abbey)"));
	/* q sees his own hand whole, and p's hand shows nothing to q */
	assert_int_equal(seen_in_json(&m, q, q, "abbey", &has), 0);
	assert_int_equal(seen_in_json(&m, q, p, "abbey", &has), 0);
	/* a card leaving the hand is no longer listed; q's refill draw is */
	roll(&m, 6, "windmill");
	next_turn(&m);
	assert_int_equal(me(&m), q);
	roll(&m, 6, "windmill");
	place(&m, q, "abbey -1 down");     /* from his hand */
	assert_int_equal(seen_in_json(&m, p, q, "abbey", &has), 0);
	assert_false(has);
	int hand = principality_hand_size(m.s, q);
	end_to_refill(&m);
	act(&m, "draw 1");
	assert_int_equal(principality_hand_size(m.s, q), hand + 1);
	assert_int_equal(seen_in_json(&m, p, q, "abbey", &has), 1);
	finish(&m);
}

/* Gezantschap: "Je tegenspeler mag deze kaart niet wegnemen. Hij kan dit
 * echter wel proberen met een vuurduivel op voorwaarde dat er zich geen
 * vuurwachter in deze stad bevindt." Burned, the Embassy goes back to the
 * hand of its builder, and "zolang het gebouw er staat" ends: the cards
 * its victim takes afterwards are his own secret again. */
static void test_embassy_burned(void **state)
{
	(void)state;
	for (int guarded = 0; guarded <= 1; guarded++) {
		struct match m;
		start_set(&m, "science");
		int p = me(&m), q = 1 - p;
		bool has;
		open_gate(&m);
		place(&m, p, "embassy -1 up");     /* onto q's city */
		if (guarded)
			place(&m, q, "fire-station -1 down");
		to_hand(&m, p, "arsonist");
		discard_but(&m, "arsonist");
		to_hand(&m, q, "arsonist");
		discard_but(&m, "arsonist");
		roll(&m, 6, "windmill");
		/* the Embassy is no building of q's for p to burn */
		if (!guarded)
			assert_false(can(&m, "play arsonist"));
		next_turn(&m);
		assert_int_equal(me(&m), q);
		roll(&m, 6, "windmill");
		if (guarded) {
			/* his only target stands in a city with a Fire Station */
			assert_false(can(&m, "play arsonist"));
			finish(&m);
			continue;
		}
		int p_hand = principality_hand_size(m.s, p);
		act(&m, "die-next 1");
		act(&m, "play arsonist");
		answer_first(&m);   /* p has no Bishop; the Embassy is q's only target */
		assert_null(principality_card_at(m.s, q, -1, -1));
		assert_int_equal(principality_cards_in(m.s, "hand", p, "embassy"), 1);
		assert_int_equal(principality_hand_size(m.s, p), p_hand + 1);
		discard_but(&m, "embassy");
		to_hand(&m, q, "library");
		discard_but(&m, "library");
		assert_int_equal(seen_in_json(&m, p, q, "library", &has), 0);
		assert_false(has);
		finish(&m);
	}
}

/* De volkshallen: "In elke ronde mag je kosteloos kaarten uit de
 * uitbouwstapels kiezen. Het is niet toegelaten dat een speler een stapel
 * kiest en deze teruglegt zonder een kaart te nemen om zo zijn geluk in
 * een andere stapel te zoeken. Wie twee kaarten mag nemen kan de beide
 * kaarten uit één stapel nemen of uit twee verschillende stapels." */
static void test_peoples_hall(void **state)
{
	(void)state;
	for (int second = 1; second <= 2; second++) {
		struct match m;
		start_set(&m, "science");
		int p = me(&m);
		place(&m, p, "city -1");
		place(&m, p, "city 1");
		place(&m, p, "town-hall -1 up");
		place(&m, p, "peoples-hall -1 down");
		place(&m, p, "abbey 1 up");
		place(&m, p, "library 1 down");
		assert_int_equal(principality_hand_limit(m.s, p), 5);
		roll(&m, 6, "windmill");
		empty_resources(&m, p);
		int hand = principality_hand_size(m.s, p);
		end_to_refill(&m);
		assert_true(can(&m, "search 1"));      /* nothing to pay */
		act(&m, "search 1");
		assert_true(only(&m, "take "));        /* no putting the stack back */
		act_prefix(&m, "take ");
		assert_true(phase_is(&m, "refill"));
		assert_true(can(&m, "search 1"));      /* the same stack ... */
		assert_true(can(&m, "search 2"));      /* ... or another one */
		char text[32];
		snprintf(text, sizeof text, "search %d", second);
		int before = principality_stack_size(m.s, second - 1);
		act(&m, text);
		act_prefix(&m, "take ");
		assert_int_equal(principality_stack_size(m.s, second - 1), before - 1);
		assert_int_equal(principality_hand_size(m.s, p), hand + 2);
		finish(&m);
	}
}

/* Handelsakademie: "De goudvoorraad in je vorstendom telt tevens als
 * handelspunten. Voor elk goudstuk heeft men één handelspunt." */
static void test_trade_academy(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "trade-academy 1 up");
	give(&m, p, "gold", -9);
	give(&m, p, "gold", 2);
	assert_int_equal(principality_holder(m.s, 1), -1);
	give(&m, p, "gold", 1);
	assert_int_equal(principality_holder(m.s, 1), p);   /* 3 gold, 3 points */
	finish(&m);
}

/* Kathedraal: "Alle vloten en ridders in je vorstendom zijn beschermd tegen
 * de burgeroorlog." */
static void test_cathedral(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	place(&m, q, "city 1");
	place(&m, q, "cathedral 1 up");
	place(&m, q, "knight-otto -1 up");
	place(&m, p, "knight-hagen -1 up");
	reveal_event(&m, "civil-war");
	answer_first(&m);
	discard_but(&m, NULL);
	assert_non_null(principality_card_at(m.s, q, -1, -1));
	assert_null(principality_card_at(m.s, p, -1, -1));
	finish(&m);
}

/* p plays a Spy against q, who has guard (a building placed at 1 up) roll
 * against it, the die fixed at die. Returns whether the Spy took the knight
 * in q's hand; the Spy goes to p's discard pile either way. */
static bool spy_against(const char *set, const char *guard, int die)
{
	struct match m;
	start_set(&m, set);
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	char text[64];
	snprintf(text, sizeof text, "%s 1 up", guard);
	place(&m, q, text);
	to_hand(&m, p, "spy");
	to_hand(&m, q, "knight-otto");
	discard_but(&m, "knight-otto");
	roll(&m, 6, "windmill");
	snprintf(text, sizeof text, "die-next %d", die);
	act(&m, text);
	act(&m, "play spy");
	if (phase_is(&m, "effect") && can(&m, "choose knight-otto"))
		act(&m, "choose knight-otto");
	answer_first(&m);
	bool took = principality_cards_in(m.s, "hand", p, "knight-otto") == 1;
	assert_int_equal(principality_cards_in(m.s, "hand", q, "knight-otto"), !took);
	assert_int_equal(principality_cards_in(m.s, "discard", p, "spy"), 1);
	finish(&m);
	return took;
}

/* Grote muur: "Deze vervangende kaart heeft tevens één krachtpunt";
 * "Werp je een 3,4,5 of een 6 dan heeft de spion geen uitwerking. Je
 * tegenstander moet de spion toch wegleggen." */
static void test_great_wall(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int q = 1 - me(&m);
	place(&m, q, "great-wall 1 up");
	place(&m, q, "knight-walter -1 up");
	assert_int_equal(principality_holder(m.s, 0), q);   /* 3 + 1 */
	finish(&m);
	assert_true(spy_against("science", "great-wall", 1));
	assert_true(spy_against("science", "great-wall", 2));
	assert_false(spy_against("science", "great-wall", 3));
	assert_false(spy_against("science", "great-wall", 6));
}

/* Landhervormer: "Je mag binnen je vorstendom twee eigen landschappen met
 * elkaar omruilen ... De aangegeven grondstoffen blijven bij het ruilen op
 * de kaarten staan." */
static void test_land_reform(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	open_gate(&m);
	to_hand(&m, p, "land-reform");
	roll(&m, 6, "windmill");
	const char *a = principality_card_at(m.s, p, -2, -1);
	const char *b = principality_card_at(m.s, p, 2, 1);
	char ta[64], tb[64];
	snprintf(ta, sizeof ta, "choose %s -2 up", a);
	snprintf(tb, sizeof tb, "choose %s 2 down", b);
	give(&m, p, "gold", 0);
	act(&m, "play land-reform");
	act(&m, ta);
	act(&m, tb);
	assert_string_equal(principality_card_at(m.s, p, -2, -1), b);
	assert_string_equal(principality_card_at(m.s, p, 2, 1), a);
	finish(&m);
}

/* Herenboer: "Alle grondstoffen in aangrenzende gebieden ... tellen tevens
 * als krachtpunten ... eveneens wanneer men zelf geen andere riddereenheden
 * ... heeft." */
static void test_rich_farmer(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m);
	place(&m, p, "rich-farmer -1 up");
	assert_int_equal(principality_holder(m.s, 0), -1);   /* 1 + 1 */
	give(&m, p, "lumber", 2);
	give(&m, p, "brick", 2);
	give(&m, p, "grain", 2);
	give(&m, p, "wool", 2);
	give(&m, p, "ore", 2);
	give(&m, p, "gold", 2);
	assert_int_equal(principality_holder(m.s, 0), p);    /* 3 + 3 */
	finish(&m);
}

/* Burcht: "Telkens wanneer je een nieuwe ridder of een kanon in je
 * vorstendom plaatst heb je één willekeurige grondstof minder nodig ...
 * Bouw je twee burchten dan zijn dat twee grondstoffen die men bespaart
 * ... Voor ridders die slechts twee grondstoffen kosten moet je helemaal
 * niets betalen." */
static void test_castle(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m);
	place(&m, p, "castle -1 up");
	to_hand(&m, p, "knight-hagen");    /* grain, ore */
	to_hand(&m, p, "knight-otto");     /* grain, 2 ore, wool */
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	assert_false(can(&m, "build knight-hagen 1 up"));
	give(&m, p, "ore", 1);
	assert_true(can(&m, "build knight-hagen 1 up"));   /* one of its two */
	place(&m, p, "castle -1 down");
	empty_resources(&m, p);
	assert_true(can(&m, "build knight-hagen 1 up"));   /* free with two */
	assert_false(can(&m, "build knight-otto 1 up"));
	give(&m, p, "wool", 1);
	give(&m, p, "grain", 1);
	assert_true(can(&m, "build knight-otto 1 up"));    /* two of its four */
	act(&m, "build knight-otto 1 up");
	assert_int_equal(principality_resources(m.s, p, -1), 0);
	act(&m, "build knight-hagen 1 down");
	assert_int_equal(principality_resources(m.s, p, -1), 0);
	assert_string_equal(principality_card_at(m.s, p, 1, 1), "knight-hagen");
	finish(&m);
}

/* Tornooiplaats: "Elke ridder in je vorstendom krijgt één bijkomend
 * tornooipunt." */
static void test_tournament_ground(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	place(&m, p, "knight-siegfried -1 up");
	place(&m, q, "knight-conrad -1 up");
	place(&m, p, "tournament-ground -1 down");   /* 1 + 1 : 1 */
	roll(&m, 6, "tournament");
	assert_string_equal(R->phase(m.s), "event");
	assert_int_equal(me(&m), p);
	finish(&m);
}

/* Wachttoren: "Gooi je een 1 of een 2 dan heeft de spion geen uitwerking.
 * Je tegenstander moet de spion toch wegleggen." */
static void test_watchtower(void **state)
{
	(void)state;
	assert_false(spy_against("knights", "watchtower", 1));
	assert_false(spy_against("knights", "watchtower", 2));
	assert_true(spy_against("knights", "watchtower", 3));
	assert_true(spy_against("knights", "watchtower", 6));
}

/* Tolhuis: "Telkens wanneer een vruchtbaar jaar wordt gedobbeld krijgt men
 * bovenop de willekeurige grondstof nog twee grondstoffen goud." */
static void test_toll_house(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m);
	place(&m, p, "toll-house -1 up");
	give(&m, p, "gold", -9);
	roll(&m, 3, "plenty");
	act(&m, "gain ore");
	assert_int_equal(principality_resources(m.s, p, 5), 2);
	finish(&m);
}

/* Bank: "Wanneer je de speelfiguur molen bezit mag je telkens wanneer het
 * symbool molen gedobbeld wordt twee grondstoffen van je tegenspeler
 * opvorderen. Je mag beide grondstoffen uitkiezen." */
static void test_bank(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	place(&m, p, "city 1");
	place(&m, p, "bank 1 up");
	place(&m, p, "counting-house 1 down");
	assert_int_equal(principality_holder(m.s, 1), p);
	empty_resources(&m, p);
	empty_resources(&m, q);
	give(&m, q, "lumber", 3);
	give(&m, q, "wool", 1);
	/* the production die 1 touches only fields and gold fields */
	roll(&m, 1, "windmill");
	act(&m, "choose lumber");
	act(&m, "choose lumber");
	assert_true(phase_is(&m, "action"));
	assert_int_equal(principality_resources(m.s, p, 0), 2);
	assert_int_equal(principality_resources(m.s, q, 0), 1);
	assert_int_equal(principality_resources(m.s, q, 3), 1);   /* not a third */
	finish(&m);
}

/* Grote handelsvloot: "Je mag de grondstoffen van beide aangrenzende
 * landschapskaarten in de verhouding 2:1 ruilen." */
static void test_large_trade_fleet(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "large-trade-fleet 1 up");
	roll(&m, 6, "windmill");
	const char *r0 = principality_card_at(m.s, p, 0, -1);
	const char *r2 = principality_card_at(m.s, p, 2, -1);
	(void)r0;
	(void)r2;
	empty_resources(&m, p);
	for (int r = 0; r < 6; r++)
		give(&m, p, (const char *[]){ "lumber", "brick", "grain", "wool", "ore", "gold" }[r], 2);
	int cheap = 0;
	static const char *const all[] = { "lumber", "brick", "grain", "wool", "ore", "gold" };
	for (int r = 0; r < 6; r++) {
		char text[64];
		snprintf(text, sizeof text, "trade %s %s %s", all[r], all[r], r ? "lumber" : "brick");
		cheap += can(&m, text);
	}
	assert_int_equal(cheap, 2);   /* the two regions above the city */
	finish(&m);
}

/* Grote haven: "Deze kaart verdubbelt alle handelspunten van markten,
 * handelskantoren en de handelsgilde". */
static void test_great_harbor(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	place(&m, p, "city 1");
	place(&m, p, "marketplace 1 up");
	place(&m, q, "city 1");
	place(&m, q, "counting-house 1 up");
	assert_int_equal(principality_holder(m.s, 1), q);   /* 2 : 3 */
	place(&m, p, "great-harbor 1 down");
	assert_int_equal(principality_holder(m.s, 1), p);   /* 4 : 3 */
	finish(&m);
}

/* Paleis: "Telkens wanneer het symbool vruchtbaar jaar gedobbeld wordt mag
 * je in plaats van een willekeurige grondstof te nemen een kaart uit je
 * eigen aflegstapel terug in de hand nemen." */
static void test_palace(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	place(&m, p, "city 1");
	place(&m, p, "palace 1 up");
	place(&m, p, "wool-fleet -1 up");
	place(&m, q, "privateer-fleet-knights -1 up");   /* sinks p's fleet */
	answer_first(&m);
	assert_int_equal(principality_cards_in(m.s, "discard", p, "wool-fleet"), 1);
	roll(&m, 6, "plenty");
	act(&m, "choose wool-fleet");
	assert_int_equal(principality_cards_in(m.s, "hand", p, "wool-fleet"), 1);
	discard_but(&m, "wool-fleet");
	assert_int_equal(me(&m), q);   /* p took no resource; q chooses his */
	finish(&m);
}

/* Overval: "Wanneer je over de sterkste riddermacht beschikt ... noem je
 * drie gebouwen in het vorstendom van je tegenstander. Een van deze
 * gebouwen moet hij terug in de hand nemen." */
static void test_raid(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	place(&m, p, "knight-otto -1 up");
	place(&m, q, "abbey -1 up");
	reveal_event(&m, "raid");
	answer_first(&m);
	discard_but(&m, NULL);
	assert_null(principality_card_at(m.s, q, -1, -1));
	assert_true(principality_cards_in(m.s, "hand", q, "abbey") +
	            principality_cards_in(m.s, "stack", 0, "abbey") +
	            principality_cards_in(m.s, "stack", 1, "abbey") +
	            principality_cards_in(m.s, "stack", 2, "abbey") +
	            principality_cards_in(m.s, "stack", 3, "abbey") >= 1);
	finish(&m);
}

/* Jonkvrouw Imelda: "moet je tegenstander een ridder van zijn keuze uit
 * zijn vorstendom nemen ... hij moet hem echter op zijn aflegstapel
 * leggen." */
static void test_lady_imelda(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	place(&m, q, "knight-otto -1 up");
	place(&m, q, "knight-hagen -1 down");
	to_hand(&m, p, "lady-imelda");
	roll(&m, 6, "windmill");
	act(&m, "play lady-imelda");
	assert_int_equal(me(&m), q);
	act(&m, "choose knight-hagen -1 down");
	assert_int_equal(principality_cards_in(m.s, "discard", q, "knight-hagen"), 1);
	assert_non_null(principality_card_at(m.s, q, -1, -1));
	finish(&m);
}

/* Kruiden-karavaan: "Wanneer je de grootste handelsmacht bezit ...  mag je
 * van je tegenstander twee grondstoffen opeisen." */
static void test_herb_caravan(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	to_hand(&m, p, "herb-caravan");
	roll(&m, 6, "windmill");
	assert_false(can(&m, "play herb-caravan"));
	place(&m, p, "counting-house -1 up");
	int before = principality_resources(m.s, q, -1);
	act_prefix(&m, "play herb-caravan");
	while (phase_is(&m, "effect"))
		act_prefix(&m, "choose ");
	assert_int_equal(principality_resources(m.s, q, -1), before - 2);
	finish(&m);
}

/* The key of player p's region at x, y, copied. */
static void region_key(const struct match *m, int p, int x, int y, char *out, size_t size)
{
	const char *key = principality_card_at(m->s, p, x, y);
	assert_non_null(key);
	snprintf(out, size, "%s", key);
}

/* Grensconflict: "Enkel hij die over de sterkste riddermacht ... beschikt
 * ... Jij bepaalt welke landschap van je tegenspeler en welk eigen
 * landschap het zullen zijn. Beide landschappen wisselen van plaats.
 * Belangrijk : Beide landschappen moeten in beide vorstendommen minstens
 * dubbel aanwezig zijn ... De grondstoffen die op deze landschappen staan
 * blijven na het ruilen behouden." */
static void test_border_conflict(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	int p = me(&m), q = 1 - p;
	open_gate(&m);
	to_hand(&m, p, "border-conflict");
	to_hand(&m, p, "border-conflict");
	roll(&m, 6, "windmill");
	/* every type lies once in a starting principality: no swap possible */
	assert_false(can(&m, "play border-conflict"));
	place(&m, p, "knight-otto -1 up");
	place(&m, p, "knight-hagen -1 down");
	assert_int_equal(principality_holder(m.s, 0), p);
	assert_false(can(&m, "play border-conflict"));
	place(&m, p, "region-forest-2 4 up");
	place(&m, p, "region-pasture-1 4 down");
	place(&m, q, "region-forest-6 4 up");
	give(&m, p, "lumber", 9);                 /* both forests of p full */
	give(&m, q, "lumber", -9);
	give(&m, q, "wool", -9);
	give(&m, q, "wool", 1);
	/* forests lie twice in both, pastures only in p's: forest for forest */
	act(&m, "play border-conflict");
	char fields[64], text[96];
	int fx, fy;
	find_region(&m, p, "fields", &fx, &fy);
	region_key(&m, p, fx, fy, fields, sizeof fields);
	snprintf(text, sizeof text, "choose %s %d %s", fields, fx, fy < 0 ? "up" : "down");
	assert_false(can(&m, text));
	assert_false(can(&m, "choose region-pasture-1 4 down"));
	act(&m, "choose region-forest-2 4 up");
	int px, py;
	find_region(&m, q, "pasture", &px, &py);
	char pasture[64];
	region_key(&m, q, px, py, pasture, sizeof pasture);
	snprintf(text, sizeof text, "choose %s %d %s", pasture, px, py < 0 ? "up" : "down");
	assert_false(can(&m, text));
	act(&m, "choose region-forest-6 4 up");
	assert_string_equal(principality_card_at(m.s, p, 4, -1), "region-forest-6");
	assert_string_equal(principality_card_at(m.s, q, 4, -1), "region-forest-2");
	assert_int_equal(principality_stock_at(m.s, q, 4, -1), 3);
	assert_int_equal(principality_stock_at(m.s, p, 4, -1), 0);
	assert_int_equal(principality_resources(m.s, q, 0), 3);
	/* with a second pasture in q's principality a pasture and a forest
	 * change places, and the wool stays on the pasture */
	place(&m, q, "region-pasture-5 4 down");
	give(&m, p, "wool", -9);
	int q_wool = principality_resources(m.s, q, 3);
	act(&m, "play border-conflict");
	act(&m, "choose region-forest-6 4 up");
	snprintf(text, sizeof text, "choose %s %d %s", pasture, px, py < 0 ? "up" : "down");
	int wool_there = principality_stock_at(m.s, q, px, py);
	assert_true(can(&m, text));
	act(&m, text);
	assert_string_equal(principality_card_at(m.s, p, 4, -1), pasture);
	assert_string_equal(principality_card_at(m.s, q, px, py), "region-forest-6");
	assert_int_equal(principality_stock_at(m.s, p, 4, -1), wool_there);
	assert_int_equal(principality_resources(m.s, p, 3), wool_there);
	assert_int_equal(principality_resources(m.s, q, 3), q_wool - wool_there);
	finish(&m);
}

/* A number of player p's object in the JSON of the match ("tournament"). */
static int player_number(const struct match *m, int p, const char *member)
{
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	R->write_json(m->s, -1, &w);
	char name[32], key[48];
	snprintf(name, sizeof name, "\"player %d\"", p + 1);
	snprintf(key, sizeof key, "\"%s\":", member);
	const char *at = strstr(strbuf_str(&out), name);
	assert_non_null(at);
	at = strstr(at, key);
	assert_non_null(at);
	int v = atoi(at + strlen(key));
	strbuf_free(&out);
	return v;
}

/* The engine deals the two theme sets together when both are asked for
 * (R002 plays one at a time, but the card texts also speak of the other
 * set's cards): Kanon "de tornooiplaats levert het kanon geen tornooipunt
 * op", Tornooiplaats "Het kanon telt wel als een riddereenheid maar krijgt
 * geen tornooipunt", Kanon "een burcht vermindert de bouwkost van een kanon
 * met één grondstof". */
static void test_cannon_across_sets(void **state)
{
	(void)state;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = 7;
	setup.sandbox = true;
	setup.sets[0] = carddb_set_by_key(db, "science");
	setup.sets[1] = carddb_set_by_key(db, "knights");
	assert_true(setup.sets[0] >= 0 && setup.sets[1] >= 0);
	setup.set_count = 2;
	struct match m;
	m.s = calloc(1, R->state_size);
	struct diag_list diags = DIAG_LIST_INIT;
	if (R->init(m.s, db, tables, &setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail();
	}
	diag_list_free(&diags);
	skip_picks(&m);
	int p = me(&m);
	place(&m, p, "city 1");
	place(&m, p, "university 1 up");
	place(&m, p, "cannon -1 up");
	place(&m, p, "knight-bobo 1 down");          /* T 4 */
	assert_int_equal(player_number(&m, p, "tournament"), 4);
	place(&m, p, "tournament-ground -1 down");   /* the knight's +1 only */
	assert_int_equal(player_number(&m, p, "tournament"), 5);
	/* a Castle makes the second cannon (lumber, ore) cost one of them */
	place(&m, p, "road 2");
	place(&m, p, "settlement 3");
	place(&m, p, "castle 3 up");
	to_hand(&m, p, "cannon");
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	assert_false(can(&m, "build cannon 3 down"));
	give(&m, p, "ore", 1);
	assert_true(can(&m, "build cannon 3 down"));
	act(&m, "build cannon 3 down");
	assert_int_equal(player_number(&m, p, "tournament"), 5);
	finish(&m);
}

/* R002 §4: "In de beide eerste ronden heeft de dobbelsteengebeurtenis
 * rover geen uitwerking!" Rounds 1 and 2 are the turns 1 to 4. */
static void test_theme_brigand_rounds(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "knights");
	for (int turn = 1; turn <= 5; turn++) {
		int p = me(&m);
		give(&m, p, "wool", 2);
		give(&m, p, "gold", 2);
		give(&m, p, "ore", 2);
		roll(&m, 1, "brigand");    /* 1: no pasture produces */
		assert_int_equal(principality_resources(m.s, p, 3) > 0, turn <= 4);
		next_turn(&m);
	}
	finish(&m);
}

/* R002 §4: "Van zodra deze voorwaarde eenmaal is vervuld (beide spelers
 * hebben gelijktijdig drie zegepunten) mag men actiekaarten uitspelen. Dit
 * mag ook wanneer een speler later in het spel minder dan drie zegepunten
 * zou hebben." */
static void test_theme_gate_stays_open(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m), q = 1 - p;
	to_hand(&m, p, "merchant");
	roll(&m, 6, "windmill");
	check_gate_latches(&m, p, q);
	finish(&m);
}

/* R002 §4: "Dit afbreken kost niets maar de speler moet de weggenomen kaart
 * op de aflegstapel leggen! Het is niet toegestaan om een weggenomen kaart
 * in de hand te nemen of ze onder een uitbouwstapel te schuiven."; "Wanneer
 * zo'n voorwaardekaart (klooster of bibliotheek) in een vorstendom zou
 * verdwijnen dan moet de daaraan verbonden kaart (in dit vb. de
 * universiteitskaart) NIET weggenomen worden."; Kanon: "Wordt de
 * universiteit vernietigd dan hoef je reeds gelegde kanon niet weg te
 * nemen." */
static void test_theme_demolish_and_prerequisites(void **state)
{
	(void)state;
	struct match m;
	start_set(&m, "science");
	int p = me(&m);
	place(&m, p, "abbey -1 up");
	place(&m, p, "city 1");
	place(&m, p, "university 1 up");
	place(&m, p, "cannon -1 down");
	roll(&m, 6, "windmill");
	int resources = principality_resources(m.s, p, -1);
	int stacks = 0;
	for (int st = 0; st < principality_stack_count(m.s); st++)
		stacks += principality_stack_size(m.s, st);
	act(&m, "demolish abbey -1 up");
	assert_int_equal(principality_resources(m.s, p, -1), resources);   /* free */
	assert_int_equal(principality_cards_in(m.s, "discard", p, "abbey"), 1);
	assert_int_equal(principality_cards_in(m.s, "hand", p, "abbey"), 0);
	int after = 0;
	for (int st = 0; st < principality_stack_count(m.s); st++)
		after += principality_stack_size(m.s, st);
	assert_int_equal(after, stacks);
	assert_string_equal(principality_card_at(m.s, p, 1, -1), "university");
	act(&m, "demolish university 1 up");
	assert_string_equal(principality_card_at(m.s, p, -1, 1), "cannon");
	finish(&m);
}

/* ---- §12.1 every base expansion card, built from the hand ---- */

/* A base expansion card as §12.1 prints it: cost in resource letters
 * (L B G W O Au, a count before a letter), city (red) or settlement
 * (green) site, and its VP, S, T and C. */
struct base_card {
	const char *key, *cost;
	bool red;
	int vp, strength, tournament, commerce;
};

static const struct base_card base_cards[] = {
	/* "Green — settlement/city expansions ..., 26" */
	{ "abbey", "L O B", false, 0, 0, 0, 0 },
	{ "garrison", "L B", false, 0, 0, 0, 1 },
	{ "smithy", "2O L", false, 0, 0, 0, 0 },
	{ "brick-factory", "B O", false, 0, 0, 0, 0 },
	{ "foundry", "B O", false, 0, 0, 0, 0 },
	{ "grain-mill", "G B", false, 0, 0, 0, 0 },
	{ "sawmill", "2L", false, 0, 0, 0, 0 },
	{ "woolen-mill", "B W", false, 0, 0, 0, 0 },
	{ "gold-fleet", "W L", false, 0, 0, 0, 1 },
	{ "wool-fleet", "W L", false, 0, 0, 0, 1 },
	{ "ore-fleet", "W L", false, 0, 0, 0, 1 },
	{ "brick-fleet", "W L", false, 0, 0, 0, 1 },
	{ "lumber-fleet", "W L", false, 0, 0, 0, 1 },
	{ "grain-fleet", "W L", false, 0, 0, 0, 1 },
	{ "knight-conrad", "G O", false, 0, 2, 1, 0 },
	{ "knight-falk", "2G 2O W", false, 0, 1, 5, 0 },
	{ "knight-gotz", "2G 2O 2W", false, 0, 5, 2, 0 },
	{ "knight-hagen", "G O", false, 0, 1, 2, 0 },
	{ "knight-karl", "2G 2O 3W", false, 0, 7, 1, 0 },
	{ "knight-otto", "G 2O W", false, 0, 3, 2, 0 },
	{ "knight-pippin", "G O W", false, 0, 1, 3, 0 },
	{ "knight-siegfried", "O", false, 0, 1, 1, 0 },
	{ "knight-walter", "G O W", false, 0, 3, 1, 0 },
	/* "Red — city expansions ..., 16" */
	{ "aqueduct", "2L 2O 2B", true, 1, 0, 0, 0 },
	{ "bath-house", "2B O W", true, 1, 0, 0, 0 },
	{ "church", "2O 2G B", true, 1, 0, 0, 0 },
	{ "colossus", "3O 3B 3G", true, 2, 0, 0, 0 },
	{ "counting-house", "2W G B", true, 0, 0, 0, 3 },
	{ "harbor", "O W B", true, 0, 0, 0, 1 },
	{ "library", "2L 2O B", true, 1, 0, 0, 0 },
	{ "marketplace", "G W", true, 0, 0, 0, 2 },
	{ "merchant-guild", "3W 2B G", true, 0, 0, 0, 4 },
	{ "mint", "2L 2O 2B", true, 0, 0, 0, 1 },
	{ "town-hall", "2W 2O B", true, 1, 0, 0, 0 },
};

static const char *const resource_keys[] = { "lumber", "brick", "grain", "wool", "ore", "gold" };

/* The resource key of a letter of §0 ("Au" is gold). */
static const char *resource_of(const char *letter, size_t len)
{
	static const char *const letters[] = { "L", "B", "G", "W", "O", "Au" };
	for (int r = 0; r < 6; r++)
		if (strlen(letters[r]) == len && strncmp(letters[r], letter, len) == 0)
			return resource_keys[r];
	fail_msg("no resource letter '%.*s'", (int)len, letter);
	return NULL;
}

/* Splits a cost such as "2G 2O W" into its amount of each resource. */
static void cost_amounts(const char *cost, int amount[6])
{
	memset(amount, 0, 6 * sizeof amount[0]);
	for (const char *at = cost; *at;) {
		at += strspn(at, " ");
		if (!*at)
			break;
		int n = 1;
		if (*at >= '0' && *at <= '9')
			n = *at++ - '0';
		size_t len = strcspn(at, " ");
		const char *key = resource_of(at, len);
		for (int r = 0; r < 6; r++)
			if (strcmp(resource_keys[r], key) == 0)
				amount[r] += n;
		at += len;
	}
}

/* §12.1, every row of the green and red tables, and §3 "green expansion:
 * Any free site of a settlement or city"; "red expansion: Only a free site
 * of a city": each card, in the hand after the roll, can be built for
 * exactly its cost and not for one resource less, on the site its colour
 * allows and not on the other, and once built gives its VP, S, T and C
 * (§5 "VP shields on cards"; §11, a figure's point counted apart). */
static void test_every_base_expansion(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof base_cards / sizeof base_cards[0]; i++) {
		const struct base_card *card = &base_cards[i];
		struct match m;
		start(&m);
		roll(&m, 6, "windmill");
		/* the picks may have dealt it: to the opponent, who then plays it */
		if (principality_cards_in(m.s, "hand", 1 - me(&m), card->key) > 0) {
			end_turn(&m);
			roll(&m, 6, "windmill");
		}
		int p = me(&m);
		if (card->red)
			place(&m, p, "city 1");
		if (principality_cards_in(m.s, "hand", p, card->key) == 0)
			to_hand(&m, p, card->key);
		int amount[6];
		cost_amounts(card->cost, amount);
		empty_resources(&m, p);
		for (int r = 0; r < 6; r++)
			if (amount[r])
				give(&m, p, resource_keys[r], amount[r]);
		char build[96], elsewhere[96];
		/* a red card goes on the city at 1; a green one on the settlement at -1 */
		snprintf(build, sizeof build, "build %s %d up", card->key, card->red ? 1 : -1);
		snprintf(elsewhere, sizeof elsewhere, "build %s -1 up", card->key);
		if (!can(&m, build))
			fail_msg("%s: cannot be built for %s", card->key, card->cost);
		if (card->red && can(&m, elsewhere))
			fail_msg("%s: a red card is offered a settlement's site", card->key);
		for (int r = 0; r < 6; r++) {
			if (!amount[r])
				continue;
			give(&m, p, resource_keys[r], -1);
			if (can(&m, build))
				fail_msg("%s: built with one %s less than %s", card->key,
				         resource_keys[r], card->cost);
			give(&m, p, resource_keys[r], 1);
		}
		int vp = R->victory_points(m.s, p);
		act(&m, build);
		assert_int_equal(principality_cards_in(m.s, "hand", p, card->key), 0);
		assert_string_equal(principality_card_at(m.s, p, card->red ? 1 : -1, -1), card->key);
		int figures = (principality_holder(m.s, 0) == p) + (principality_holder(m.s, 1) == p);
		if (R->victory_points(m.s, p) != vp + card->vp + figures ||
		    player_number(&m, p, "strength") != card->strength ||
		    player_number(&m, p, "tournament") != card->tournament ||
		    player_number(&m, p, "commerce") != card->commerce)
			fail_msg("%s: VP %d (was %d, figures %d), S %d, T %d, C %d; §12.1 gives "
			         "VP %d, S %d, T %d, C %d", card->key, R->victory_points(m.s, p), vp,
			         figures, player_number(&m, p, "strength"),
			         player_number(&m, p, "tournament"), player_number(&m, p, "commerce"),
			         card->vp, card->strength, card->tournament, card->commerce);
		finish(&m);
	}
}

/* §4 "A doubling building (Verdopplungskarte) on a site bordering that
 * region makes it gain 2"; §12.1 Ziegelei "Bordering Hügelland produce 2",
 * Eisengießerei "Bordering Gebirge produce 2", Getreidemühle "Bordering
 * Ackerland produce 2", Sägewerk "Bordering Wald produce 2",
 * Woll-Manufaktur "Bordering Weideland produce 2" — and a region of
 * another kind beside it still gains 1. */
static void test_every_doubling_building(void **state)
{
	(void)state;
	static const struct {
		const char *card, *region, *resource;
		int die[2];   /* the region's number in starting set A and B (§2.2) */
	} doubling[] = {
		{ "brick-factory", "hills", "brick", { 5, 6 } },
		{ "foundry", "mountains", "ore", { 2, 3 } },
		{ "grain-mill", "fields", "grain", { 1, 2 } },
		{ "sawmill", "forest", "lumber", { 4, 5 } },
		{ "woolen-mill", "pasture", "wool", { 3, 4 } },
	};
	for (size_t i = 0; i < sizeof doubling / sizeof doubling[0]; i++) {
		struct match m;
		start(&m);
		int p = me(&m), x = 0, y = 0;
		find_region(&m, p, doubling[i].region, &x, &y);
		char text[64];
		snprintf(text, sizeof text, "%s %d %s", doubling[i].card, x < 0 ? -1 : 1,
		         y < 0 ? "up" : "down");
		place(&m, p, text);
		give(&m, p, doubling[i].resource, -1);
		assert_int_equal(principality_stock_at(m.s, p, x, y), 0);
		roll(&m, doubling[i].die[p], "windmill");
		if (principality_stock_at(m.s, p, x, y) != 2)
			fail_msg("%s: the %s beside it gained %d, not 2", doubling[i].card,
			         doubling[i].region, principality_stock_at(m.s, p, x, y));
		finish(&m);
	}
}

/* §9 "Trade fleet (Handelsflotte) of a resource: 2:1 for that resource (a
 * 2nd copy adds nothing)"; §12.1 "Gold-/Woll-/Erz-/Lehm-/Holz-/Getreide-
 * Handelsflotte ... 2:1 trade for its resource": each fleet lowers its own
 * resource's rate and no other. */
static void test_every_fleet(void **state)
{
	(void)state;
	for (int r = 0; r < 6; r++) {
		const char *res = resource_keys[r], *other = resource_keys[(r + 1) % 6];
		struct match m;
		start(&m);
		int p = me(&m);
		roll(&m, 6, "windmill");
		empty_resources(&m, p);
		give(&m, p, res, 2);
		give(&m, p, other, 2);
		char fleet[64], two[96], two_other[96];
		snprintf(fleet, sizeof fleet, "%s-fleet -1 up", res);
		snprintf(two, sizeof two, "trade %s %s %s", res, res, other);
		snprintf(two_other, sizeof two_other, "trade %s %s %s", other, other, res);
		assert_false(can(&m, two));
		place(&m, p, fleet);
		if (!can(&m, two))
			fail_msg("the %s fleet does not trade %s 2:1", res, res);
		assert_false(can(&m, two_other));
		act(&m, two);
		assert_int_equal(principality_resources(m.s, p, r), 0);
		assert_int_equal(principality_resources(m.s, p, (r + 1) % 6), 3);
		finish(&m);
	}
}

/* §11 "strength points = S on own knights + Smithy bonus (+1 per knight
 * ...)"; §12.1 Schmiede "+1 S for each own knight". */
static void test_smithy(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	place(&m, p, "knight-siegfried -1 up");          /* S1 */
	place(&m, p, "knight-hagen -1 down");            /* S1 */
	assert_int_equal(player_number(&m, p, "strength"), 2);
	place(&m, p, "smithy 1 up");
	assert_int_equal(player_number(&m, p, "strength"), 4);
	place(&m, p, "city 1");
	place(&m, p, "knight-pippin 1 down");            /* S1, the third knight */
	assert_int_equal(player_number(&m, p, "strength"), 6);
	finish(&m);
}

/* ---- §13 the alternatives of the base rule options ---- */

/* §13 BRIGAND_LOSES "O + W [source: SK]": §7 "loses all resources of two
 * types" — with O W a player over 7 keeps his gold and loses ore and wool. */
static void test_option_brigand_loses(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "BRIGAND_LOSES=O W" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	give(&m, p, "wool", 2);
	give(&m, p, "gold", 2);
	give(&m, p, "ore", 2);        /* 12 resources */
	roll(&m, 6, "brigand");
	assert_int_equal(principality_resources(m.s, p, 3), 0);   /* wool */
	assert_int_equal(principality_resources(m.s, p, 4), 0);   /* ore */
	assert_int_equal(principality_resources(m.s, p, 5), 3);   /* gold */
	finish(&m);
}

/* §13 WINDMILL_NEEDS_CITY "on [source: SK]"; §11 "windmill additionally
 * needs >= 1 city". */
static void test_option_windmill_needs_city(void **state)
{
	(void)state;
	struct match m;
	const char *opt[] = { "WINDMILL_NEEDS_CITY=1" };
	start_opts(&m, opt, 1);
	int p = me(&m);
	place(&m, p, "wool-fleet -1 up");
	place(&m, p, "ore-fleet -1 down");
	place(&m, p, "grain-fleet 1 up");
	assert_int_equal(player_number(&m, p, "commerce"), 3);
	assert_int_equal(principality_holder(m.s, 1), -1);     /* no city */
	place(&m, p, "city 1");
	assert_int_equal(principality_holder(m.s, 1), p);
	finish(&m);
}

/* §13 NEW_REGION_SIDE "fixed top/bottom"; §3 Settlement "the player
 * chooses which goes above/below after drawing the first" is the default.
 * Fixed, the first card drawn goes above and nobody is asked. */
static void test_option_new_region_side_fixed(void **state)
{
	(void)state;
	for (int fixed = 0; fixed <= 1; fixed++) {
		struct match m;
		const char *opt[] = { "NEW_REGION_SIDE=fixed" };
		start_opts(&m, opt, fixed);
		int p = me(&m);
		roll(&m, 6, "windmill");
		give(&m, p, "lumber", 2);
		give(&m, p, "brick", 2);
		give(&m, p, "grain", 1);
		give(&m, p, "wool", 1);
		act(&m, "build road 2");
		act(&m, "build settlement 3");
		/* the sides offered for the first card drawn (a Scout in the hand
		 * may keep the match asking, but not about the side) */
		struct strbuf all = STRBUF_INIT;
		strbuf_putc(&all, '\n');
		moves(&m, &all);
		int sides = 0;
		for (const char *at = strbuf_str(&all); (at = strstr(at, "\nregion ")) != NULL; at++)
			sides++;
		strbuf_free(&all);
		if (fixed)
			assert_true(sides <= 1);
		else
			assert_int_equal(sides, 2);
		static struct action list[GAME_MAX_ACTIONS];
		while (phase_is(&m, "region")) {
			assert_true(R->legal(m.s, list, GAME_MAX_ACTIONS) > 0);
			assert_int_equal(R->apply(m.s, &list[0]), 0);
		}
		assert_int_equal(principality_stock_at(m.s, p, 4, -1), 0);
		assert_int_equal(principality_stock_at(m.s, p, 4, 1), 0);
		finish(&m);
	}
}

/* ---- more rules of the reference ---- */

/* §2.3 "First player: higher production-die roll": the set-up rolls, so
 * over a few seeds each seat starts some matches, always the one whose
 * roll the first turn shows as the higher. */
static void test_first_player_by_roll(void **state)
{
	(void)state;
	int starts[2] = { 0, 0 };
	for (uint64_t seed = 1; seed <= 40; seed++) {
		struct match_setup setup;
		memset(&setup, 0, sizeof setup);
		setup.player_count = 2;
		setup.seed = seed;
		void *s = calloc(1, R->state_size);
		struct diag_list diags = DIAG_LIST_INIT;
		assert_int_equal(R->init(s, db, tables, &setup, &diags), 0);
		starts[R->current(s)]++;
		struct strbuf shown = STRBUF_INIT;
		R->render(s, -1, LANG_EN, false, &shown);
		int first = 0, high = 0, low = 0;
		const char *line = strstr(strbuf_str(&shown), "\nPlayer ");
		assert_non_null(line);
		assert_int_equal(sscanf(line, "\nPlayer %d begins: production die %d against %d", &first,
		                        &high, &low), 3);
		assert_int_equal(first, R->current(s) + 1);
		assert_true(high > low && low >= 1 && high <= 6);
		strbuf_free(&shown);
		diag_list_free(&diags);
		free(s);
	}
	assert_true(starts[0] > 0 && starts[1] > 0);
}

/* §9 "Received resources need room (a region below 3 of that type); no
 * room -> cannot take/receive": a trade into a full ore region is not
 * offered. */
static void test_trade_needs_room(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m);
	roll(&m, 6, "windmill");
	empty_resources(&m, p);
	give(&m, p, "wool", 3);
	assert_true(can(&m, "trade wool wool wool ore"));
	give(&m, p, "ore", 3);        /* the one ore region is full */
	assert_false(can(&m, "trade wool wool wool ore"));
	assert_true(can(&m, "trade wool wool wool grain"));
	finish(&m);
}

/* §3 "A supply stack that is empty can no longer be built from": with the
 * five settlements of the center stack gone, none is built. */
static void test_empty_center_stack(void **state)
{
	(void)state;
	struct match m;
	start(&m);
	int p = me(&m), q = 1 - p;
	roll(&m, 6, "windmill");
	give(&m, p, "lumber", 2);
	give(&m, p, "brick", 2);
	give(&m, p, "grain", 1);
	give(&m, p, "wool", 1);
	act(&m, "build road 2");
	assert_true(can(&m, "build settlement 3"));
	static const char *const elsewhere[] = { "settlement -5", "settlement 5", "settlement 7",
	                                         "settlement -7", "settlement 9" };
	for (int i = 0; i < 5; i++)
		place(&m, q, elsewhere[i]);
	assert_false(can(&m, "build settlement 3"));
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
		cmocka_unit_test(test_doubling_after_a_roll),
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
		cmocka_unit_test(test_civil_war_and_church),
		cmocka_unit_test(test_civil_war_no_passing_victory),
		cmocka_unit_test(test_conflict),
		cmocka_unit_test(test_master_builder),
		cmocka_unit_test(test_plague_and_aqueduct),
		cmocka_unit_test(test_plague_and_bath_house),
		cmocka_unit_test(test_productive_year),
		cmocka_unit_test(test_progress),
		cmocka_unit_test(test_year_end),
		cmocka_unit_test(test_windmill_face),
		cmocka_unit_test(test_event_order),
		cmocka_unit_test(test_brigand_grace),
		cmocka_unit_test(test_action_gate_both_3),
		cmocka_unit_test(test_action_gate_sum_7),
		cmocka_unit_test(test_scout),
		cmocka_unit_test(test_win_own_turn),
		cmocka_unit_test(test_demolish),
		cmocka_unit_test(test_exchange),
		cmocka_unit_test(test_search_town_hall),
		cmocka_unit_test(test_windmill_figure),
		cmocka_unit_test(test_knight_figure_no_minimum),
		cmocka_unit_test(test_black_knight_and_herb_woman),
		cmocka_unit_test(test_brigands),
		cmocka_unit_test(test_caravan),
		cmocka_unit_test(test_spy),
		cmocka_unit_test(test_mint),
		cmocka_unit_test(test_harbor),
		cmocka_unit_test(test_hand_limit_buildings),
		cmocka_unit_test(test_theme_setup),
		cmocka_unit_test(test_theme_rule_changes),
		cmocka_unit_test(test_university),
		cmocka_unit_test(test_printing_office),
		cmocka_unit_test(test_three_field_and_inventor),
		cmocka_unit_test(test_cannon),
		cmocka_unit_test(test_privateer_fleet),
		cmocka_unit_test(test_building_crane),
		cmocka_unit_test(test_building_crane_choice),
		cmocka_unit_test(test_fire_station),
		cmocka_unit_test(test_embassy),
		cmocka_unit_test(test_theme_scout_ungated),
		cmocka_unit_test(test_theme_spy_takes_action_card),
		cmocka_unit_test(test_grid_names_whole),
		cmocka_unit_test(test_event_card_named),
		cmocka_unit_test(test_sandbox_names_and_refusals),
		cmocka_unit_test(test_discard_piles_and_embassy_owner),
		cmocka_unit_test(test_embassy_shows_draws),
		cmocka_unit_test(test_embassy_burned),
		cmocka_unit_test(test_peoples_hall),
		cmocka_unit_test(test_trade_academy),
		cmocka_unit_test(test_cathedral),
		cmocka_unit_test(test_great_wall),
		cmocka_unit_test(test_land_reform),
		cmocka_unit_test(test_rich_farmer),
		cmocka_unit_test(test_castle),
		cmocka_unit_test(test_tournament_ground),
		cmocka_unit_test(test_watchtower),
		cmocka_unit_test(test_toll_house),
		cmocka_unit_test(test_bank),
		cmocka_unit_test(test_large_trade_fleet),
		cmocka_unit_test(test_great_harbor),
		cmocka_unit_test(test_palace),
		cmocka_unit_test(test_raid),
		cmocka_unit_test(test_lady_imelda),
		cmocka_unit_test(test_herb_caravan),
		cmocka_unit_test(test_border_conflict),
		cmocka_unit_test(test_cannon_across_sets),
		cmocka_unit_test(test_theme_brigand_rounds),
		cmocka_unit_test(test_theme_gate_stays_open),
		cmocka_unit_test(test_theme_demolish_and_prerequisites),
		cmocka_unit_test(test_option_caravan_with_opponent),
		cmocka_unit_test(test_option_harbor_own_point),
		cmocka_unit_test(test_option_scout_ungated),
		cmocka_unit_test(test_every_base_expansion),
		cmocka_unit_test(test_every_doubling_building),
		cmocka_unit_test(test_every_fleet),
		cmocka_unit_test(test_smithy),
		cmocka_unit_test(test_option_brigand_loses),
		cmocka_unit_test(test_option_windmill_needs_city),
		cmocka_unit_test(test_option_new_region_side_fixed),
		cmocka_unit_test(test_first_player_by_roll),
		cmocka_unit_test(test_trade_needs_room),
		cmocka_unit_test(test_empty_center_stack),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
