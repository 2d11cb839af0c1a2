/*
 * board-driver: what the board game's scenario tests share: a match typed
 * into as a player would (an action's canonical text, or a sandbox
 * command), checked after every step, and the island's places found by
 * where they lie rather than by number.
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

#include "../unit/game-fixture.h"
#include "board-driver.h"

const struct game_rules *R = &board_rules;
struct board_state *S;

void start_sandbox(const struct carddb *db, const void *tables, int players, uint64_t seed,
                   const char *set, const char *const *options, int count)
{
	struct match_setup setup;
	game_fixture_setup(&setup, players, seed);
	if (set)
		setup.sets[setup.set_count++] = carddb_set_by_key(db, set);
	setup.sandbox = true;
	setup.options[0].key = "LAYOUT";
	setup.options[0].value = "beginner";
	setup.option_count = 1;
	static char keys[8][64];
	assert_true(count <= 8);
	for (int i = 0; i < count; i++) {
		snprintf(keys[i], sizeof keys[i], "%s", options[i]);
		char *eq = strchr(keys[i], '=');
		assert_non_null(eq);
		*eq = '\0';
		int slot = strcmp(keys[i], "LAYOUT") == 0 ? 0 : setup.option_count++;
		setup.options[slot].key = keys[i];
		setup.options[slot].value = eq + 1;
	}
	S = game_fixture_start(R, db, tables, &setup);
	if (!S)
		fail_msg("the match was refused");
	check_ok();
}

void finish(void)
{
	free(S);
	S = NULL;
}

/* Starting places on the coasts (lattice points), by seat and round: away
 * from where the scenarios build. */
static const int start_at[3][2][2] = {
	{ { -5, -1 }, { -4, 4 } },   /* seat 1: west coast */
	{ { 5, -1 }, { 4, 4 } },     /* seat 2: east coast */
	{ { -4, -4 }, { 4, -4 } },   /* seat 3: south coast */
};

int start_node(int seat, int round)
{
	assert_true(seat >= 1 && seat <= 3 && round >= 0 && round <= 1);
	return node(start_at[seat - 1][round][0], start_at[seat - 1][round][1]);
}

void settle_start(int seat, int round)
{
	int n = start_node(seat, round);
	act("build settlement %d", n);
	act("build road %d", path(n, map()->node_next[n - 1][0] + 1));
}

void past_set_up(void)
{
	int players = S->player_count;
	for (int seat = 1; seat <= players; seat++)
		settle_start(seat, 0);
	for (int seat = players; seat >= 1; seat--)
		settle_start(seat, 1);
	assert_string_equal(R->phase(S), "roll");
	for (int seat = 1; seat <= players; seat++)
		empty_hand(seat);
}


const struct board_map *map(void)
{
	return &S->t->map;
}

/* The intersection at lattice (x, y), 1-based as commands take it. */
int node(int x, int y)
{
	for (int n = 0; n < map()->node_count; n++)
		if (map()->node_x[n] == x && map()->node_y[n] == y)
			return n + 1;
	fail_msg("no intersection at (%d, %d)", x, y);
	return 0;
}

/* The path between two intersections, 1-based. */
int path(int a, int b)
{
	int e = board_map_edge_between(map(), a - 1, b - 1);
	if (e < 0)
		fail_msg("no path between %d and %d", a, b);
	return e + 1;
}

void moves(struct strbuf *out)
{
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(S, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		R->format_action(S, &list[i], out);
		strbuf_putc(out, '\n');
	}
}

bool can(const char *text)
{
	struct strbuf all = STRBUF_INIT;
	strbuf_putc(&all, '\n');
	moves(&all);
	char line[256];
	snprintf(line, sizeof line, "\n%s\n", text);
	bool found = strstr(strbuf_str(&all), line) != NULL;
	strbuf_free(&all);
	return found;
}

void check_ok(void)
{
	struct strbuf why = STRBUF_INIT;
	if (R->check(S, &why) != 0)
		fail_msg("check: %s", strbuf_str(&why));
	strbuf_free(&why);
}

/* Applies an action given as its text (or a sandbox command); fails the
 * test when it is neither legal nor a valid sandbox command. */
void act(const char *fmt, ...)
{
	char text[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = R->legal(S, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		R->format_action(S, &list[i], &t);
		bool same = strcmp(strbuf_str(&t), text) == 0;
		strbuf_free(&t);
		if (same) {
			assert_int_equal(R->apply(S, &list[i]), 0);
			check_ok();
			return;
		}
	}
	struct action a;
	struct strbuf why = STRBUF_INIT;
	int rc = R->parse_sandbox(S, R->current(S), text, LANG_EN, &a, &why);
	if (rc != 0 || R->apply(S, &a) != 0) {
		struct strbuf all = STRBUF_INIT;
		moves(&all);
		fail_msg("\"%s\" is neither legal nor a sandbox command (%s); legal now:\n%s", text,
		         strbuf_str(&why), strbuf_str(&all));
	}
	strbuf_free(&why);
	check_ok();
}

int hand(int seat, const char *res)
{
	return board_hand_of(S, seat - 1, res);
}

const char *const res_keys[BOARD_RESOURCES] = { "lumber", "brick", "grain", "wool", "ore" };

/* Empties a seat's hand into the bank. */
void empty_hand(int seat)
{
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (hand(seat, res_keys[r]))
			act("give %d %s %d", seat, res_keys[r], -hand(seat, res_keys[r]));
}

/* The hex numbered number (as shown), 0-based. */
int hex(int number)
{
	for (int h = 0; h < map()->hex_count; h++)
		if (map()->hex_number[h] == number)
			return h;
	fail_msg("no hex %d", number);
	return -1;
}

