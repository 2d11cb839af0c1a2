/*
 * Tests of what an action did: the games' event lists (games/event.h) and
 * the console's words for them (console/narrate.c).
 *
 * A roll fixed in the sandbox must be told with its faces and the choice it
 * asks; over whole random matches of every game the events must agree with
 * the states (points told are the points now, resources gained and lost add
 * up to the change in the stock), the sources of points add up to the
 * points, and every line told fits 80 columns.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/rng.h"
#include "core/text.h"
#include "games/board/board.h"
#include "games/fast/fast.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

static struct carddb *db;

static int setup_db(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	if (!db)
		diag_list_print(&diags, stderr);
	diag_list_free(&diags);
	return db ? 0 : -1;
}

static int teardown_db(void **state)
{
	(void)state;
	carddb_free(db);
	return 0;
}

static struct match *start(const struct game_rules *rules, int players, uint64_t seed,
                           bool sandbox)
{
	struct match_setup setup;
	game_fixture_setup(&setup, players, seed);
	setup.sandbox = sandbox;
	const char *kinds[] = { "human", "human", "human", "human", "human", "human" };
	struct strbuf why = STRBUF_INIT;
	struct match *m = match_new(rules, db, &setup, kinds, &why);
	if (!m)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
	return m;
}

/* Applies text (an action or a sandbox command) and lists what it did. */
static void act(struct match *m, const char *text, struct game_events *ev)
{
	struct match_parse *parse = malloc(sizeof *parse);
	assert_non_null(parse);
	match_parse(m, text, parse);
	if (parse->found != MATCH_FOUND)
		fail_msg("'%s': %s", text, parse->reason);
	void *before = malloc(m->rules->state_size);
	assert_non_null(before);
	memcpy(before, m->state, m->rules->state_size);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_apply(m, &parse->action, &why), 0);
	memset(ev, 0, sizeof *ev);
	m->rules->events(before, m->state, &parse->action, -1, ev);
	strbuf_free(&why);
	free(before);
	free(parse);
}

static const struct game_event *find(const struct game_events *ev, int kind)
{
	for (size_t i = 0; i < ev->count; i++)
		if (ev->item[i].kind == kind)
			return &ev->item[i];
	return NULL;
}

/* The opening picks of both players: the first card listed, three times
 * each, whatever the set-up asks. */
static void pick_openings(struct match *m)
{
	struct strbuf why = STRBUF_INIT;
	while (strcmp(m->rules->phase(m->state), "pick") == 0)
		assert_int_equal(match_apply(m, match_legal_action(m, 0), &why), 0);
	strbuf_free(&why);
}

/* principality.md §6: on the sun ("plenty") "each player takes 1
 * resource of choice": the roll is told, and why a choice is asked. */
static void test_roll_tells_faces_and_choice(void **state)
{
	(void)state;
	struct match *m = start(&principality_rules, 2, 11, true);
	pick_openings(m);
	struct game_events ev;
	act(m, "roll-next 4 plenty", &ev);
	assert_null(find(&ev, GEV_ROLL));
	act(m, "roll", &ev);
	const struct game_event *roll = find(&ev, GEV_ROLL);
	assert_non_null(roll);
	assert_int_equal(roll->count, 4);
	assert_string_equal(roll->word, "plenty");
	const struct game_event *ask = find(&ev, GEV_ASK);
	assert_non_null(ask);
	assert_string_equal(ask->word, "plenty");
	assert_int_equal(ask->player, match_current(m));

	/* The console words it: the roll line, then who chooses and why. */
	struct console c;
	console_init(&c, m, CONSOLE_PLAY, stdin, stdout, stderr);
	struct strbuf text = STRBUF_INIT;
	console_narrate_events(&c, &ev, &text);
	assert_non_null(strstr(strbuf_str(&text), "roll: production 4, event plenty"));
	assert_non_null(strstr(strbuf_str(&text), "chooses a resource to gain (event plenty)"));
	strbuf_free(&text);
	console_free(&c);
	match_free(m);
}

/* A gift in the sandbox is told as a gain of that resource. */
static void test_gain_is_told(void **state)
{
	(void)state;
	struct match *m = start(&principality_rules, 2, 5, true);
	pick_openings(m);
	struct game_events ev;
	act(m, "give 1 ore 1", &ev);
	const struct game_event *gain = find(&ev, GEV_GAIN);
	assert_non_null(gain);
	assert_int_equal(gain->player, 0);
	assert_int_equal(gain->count, 1);
	assert_string_equal(db->resources[gain->resource].key, "ore");
	match_free(m);
}

/* Every line the console tells fits width columns. */
static void assert_lines_fit(const char *text, size_t width)
{
	const char *line = text;
	while (*line) {
		size_t len = strcspn(line, "\n");
		char buf[1024];
		snprintf(buf, sizeof buf, "%.*s", (int)(len < sizeof buf ? len : sizeof buf - 1), line);
		if (text_width(buf) > width)
			fail_msg("%zu columns: %s", text_width(buf), buf);
		line += len + (line[len] == '\n');
	}
}

/* What the events say player gained, less what he lost. */
static int told_change(const struct game_events *ev, int player)
{
	int change = 0;
	for (size_t i = 0; i < ev->count; i++)
		if (ev->item[i].player == player && ev->item[i].kind == GEV_GAIN)
			change += ev->item[i].count;
		else if (ev->item[i].player == player && ev->item[i].kind == GEV_LOSE)
			change -= ev->item[i].count;
	return change;
}

static int principality_total(const void *state, int player)
{
	return principality_resources(state, player, -1);
}

/* The sources of each player's points add up to his points. */
static void assert_score_adds_up(const struct game_rules *rules, const void *s, int players)
{
	for (int p = 0; p < players; p++) {
		struct game_score score[64];
		size_t n = rules->score(s, p, score, 64);
		int sum = 0;
		for (size_t i = 0; i < n; i++) {
			assert_true(score[i].word || score[i].card >= 0);
			sum += score[i].points;
		}
		assert_int_equal(sum, rules->victory_points(s, p));
	}
}

/* Random matches: what the events say of points holds in the state after,
 * and the words fit 80 columns, as every viewer reads them. */
static void random_match(const struct game_rules *rules, int players, uint64_t seed,
                         int (*resources)(const void *state, int player))
{
	struct match *m = start(rules, players, seed, false);
	struct console c;
	console_init(&c, m, CONSOLE_PLAY, stdin, stdout, stderr);
	c.width = 80;
	struct rng rng;
	rng_seed(&rng, seed);
	void *before = malloc(rules->state_size);
	struct game_events *ev = malloc(sizeof *ev);
	struct strbuf text = STRBUF_INIT, why = STRBUF_INIT;
	assert_non_null(before);
	assert_non_null(ev);
	for (int n = 0; n < 3000 && match_current(m) >= 0; n++) {
		size_t count = match_legal(m);
		assert_true(count > 0);
		struct action action = *match_legal_action(m, rng_below(&rng, (uint32_t)count));
		memcpy(before, m->state, rules->state_size);
		assert_int_equal(match_apply(m, &action, &why), 0);
		for (int viewer = -1; viewer < players; viewer++) {
			memset(ev, 0, sizeof *ev);
			rules->events(before, m->state, &action, viewer, ev);
			assert_int_equal(ev->dropped, 0);
			for (int p = 0; p < players; p++) {
				/* hidden points (the board game's cards) only their
				 * owner and a replay see */
				if (viewer >= 0 && viewer != p)
					continue;
				bool told = false;
				for (size_t i = 0; i < ev->count; i++)
					if (ev->item[i].kind == GEV_POINTS && ev->item[i].player == p) {
						assert_int_equal(ev->item[i].count, rules->victory_points(m->state, p));
						told = true;
					}
				assert_int_equal(told, rules->victory_points(before, p) !=
				                       rules->victory_points(m->state, p));
			}
			if (viewer < 0) {
				if (rules->score)
					assert_score_adds_up(rules, m->state, players);
				for (int p = 0; p < players; p++)
					assert_int_equal(told_change(ev, p),
					                 resources(m->state, p) - resources(before, p));
			}
			c.viewer = viewer;
			strbuf_reset(&text);
			console_narrate_events(&c, ev, &text);
			assert_lines_fit(strbuf_str(&text), 80);
		}
	}
	strbuf_free(&text);
	strbuf_free(&why);
	free(ev);
	free(before);
	console_free(&c);
	match_free(m);
}

static void test_random_principality(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 3; seed++)
		random_match(&principality_rules, 2, seed, principality_total);
}

static void test_random_fast(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 3; seed++)
		random_match(&fast_rules, 2 + (int)seed, seed, fast_hand_size);
}

/* The board game's hand: the five resources of its cards. */
static int board_hand(const void *state, int player)
{
	static const char *const keys[] = { "lumber", "brick", "grain", "wool", "ore" };
	int n = 0;
	for (int r = 0; r < 5; r++)
		n += board_hand_of(state, player, keys[r]);
	return n;
}

static void test_random_board(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 2; seed++)
		random_match(&board_rules, 2 + (int)seed, seed, board_hand);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roll_tells_faces_and_choice),
		cmocka_unit_test(test_gain_is_told),
		cmocka_unit_test(test_random_principality),
		cmocka_unit_test(test_random_fast),
		cmocka_unit_test(test_random_board),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
