/*
 * Cities & Knights at the console: the view (render-cities.c), the JSON
 * (json-cities.c), what an action did (narrate-cities.c) and the sandbox's
 * set-up commands (sandbox-cities.c), on a match set up through the
 * sandbox as a person would.
 *
 * The match starts through board_init, as a user's does;
 * tests/cli/board-cities.sh plays it at the console.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "core/text.h"
#include "games/board/internal.h"
#include "game-fixture.h"

GAME_FIXTURE_GROUP(&board_rules)

/* A sandbox match of three on the beginner island, past its set-up
 * rounds (each seat's first listed settlement or city and road), every
 * hand empty, seat 1 to roll. */
static struct board_state *start(void)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 3, 5);
	setup.sets[setup.set_count++] = carddb_set_by_key(db, "cities");
	setup.sandbox = true;
	setup.options[0].key = "LAYOUT";
	setup.options[0].value = "beginner";
	setup.option_count = 1;
	struct board_state *s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	if (board_init(s, db, tables, &setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail_msg("refused");
	}
	diag_list_free(&diags);
	static struct action list[GAME_MAX_ACTIONS];
	while (s->turn == 0) {
		assert_true(board_rules.legal(s, list, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(board_rules.apply(s, &list[0]), 0);
	}
	for (int p = 0; p < 3; p++)
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			if (s->player[p].hand[r])
				board_lose(s, p, r, s->player[p].hand[r]);
	assert_string_equal(board_rules.phase(s), "roll");
	return s;
}

/* The action act() applied last, for what it did. */
static struct action last;

/* Applies a sandbox command or an action by its text; fails when it is
 * neither. */
static void act(struct board_state *s, const char *text)
{
	struct action a;
	struct strbuf why = STRBUF_INIT;
	int rc = board_rules.parse_sandbox(s, 0, text, LANG_EN, &a, &why);
	if (rc < 0)
		fail_msg("'%s' refused: %s", text, strbuf_str(&why));
	if (rc > 0) {
		static struct action list[GAME_MAX_ACTIONS];
		size_t n = board_rules.legal(s, list, GAME_MAX_ACTIONS);
		for (size_t i = 0; i < n && rc > 0; i++) {
			strbuf_reset(&why);
			board_rules.format_action(s, &list[i], &why);
			if (strcmp(strbuf_str(&why), text) == 0) {
				a = list[i];
				rc = 0;
			}
		}
		if (rc)
			fail_msg("'%s' is no action now", text);
	}
	assert_int_equal(board_rules.apply(s, &a), 0);
	last = a;
	strbuf_reset(&why);
	if (board_rules.check(s, &why) != 0)
		fail_msg("after '%s': %s", text, strbuf_str(&why));
	strbuf_free(&why);
}

/* The refusal of a sandbox command, which must name what. */
static void refused(struct board_state *s, const char *text, const char *what)
{
	struct action a;
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(board_rules.parse_sandbox(s, 0, text, LANG_EN, &a, &why), -1);
	if (!strstr(strbuf_str(&why), what))
		fail_msg("'%s' refused with \"%s\", not \"%s\"", text, strbuf_str(&why), what);
	strbuf_free(&why);
}

/* A free intersection with no building next to it. */
static int free_node(const struct board_state *s, int after)
{
	const struct board_map *m = &s->t->map;
	for (int n = after; n < m->node_count; n++)
		if (board_can_settle(s, 0, n, true) && s->ck.knight_owner[n] < 0)
			return n + 1;
	fail_msg("no free intersection");
	return 0;
}

/* The intersection of seat's city. */
static int city_of(const struct board_state *s, int seat)
{
	uint64_t b = s->own_nodes[seat - 1] & s->cities;
	assert_true(b != 0);
	return board_low_bit(b) + 1;
}

static char *rendered(const struct board_state *s, int viewer)
{
	struct strbuf out = STRBUF_INIT;
	board_rules.render(s, viewer, LANG_EN, false, &out);
	char *text = strdup(strbuf_str(&out));
	strbuf_free(&out);
	return text;
}

static void assert_fits(const char *text)
{
	for (const char *line = text; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] ? 1 : 0)) {
		size_t len = strcspn(line, "\n");
		if (len > 80)
			fail_msg("a line of %zu columns: %.*s", len, (int)len, line);
		if (!line[len])
			break;
	}
}

/* The map marks a knight "kPS" (seat, strength; K active), a city with a
 * wall "CPw", a metropolis "MP", the merchant "mP"; the lines under it
 * count each player's levels, walls, knights and progress cards, the
 * barbarians and the decks; all of it within 80 columns. */
static void test_render_pieces(void **state)
{
	(void)state;
	struct board_state *s = start();
	char cmd[64];
	int k1 = free_node(s, 0), k2 = free_node(s, k1 + 2);
	snprintf(cmd, sizeof cmd, "place 1 knight %d", k1);
	act(s, cmd);
	act(s, "level 2 politics 3");
	snprintf(cmd, sizeof cmd, "place 2 knight %d 3 active", k2);
	act(s, cmd);
	snprintf(cmd, sizeof cmd, "place 2 wall %d", city_of(s, 2));
	act(s, cmd);
	act(s, "level 3 politics 4");
	snprintf(cmd, sizeof cmd, "place 3 metropolis %d politics", city_of(s, 3));
	act(s, cmd);
	act(s, "barbarians 4");
	act(s, "give 1 coin 2");
	s->ck.merchant_hex = 6;
	s->ck.merchant_owner = 0;
	char *text = rendered(s, 0);
	assert_non_null(strstr(text, "k11"));
	assert_non_null(strstr(text, "K23"));
	assert_non_null(strstr(text, "C2w"));
	assert_non_null(strstr(text, "M3"));
	assert_non_null(strstr(text, "#7 m1"));
	assert_non_null(strstr(text, "kPS knight of seat P"));
	assert_non_null(strstr(text, " L0 B0 G0 W0 O0 P0 C0 M2  road"));
	assert_non_null(strstr(text, "     trade 0  politics 3  science 0  walls 1  knights 3/3  "
	                             "progress 0\n"));
	assert_non_null(strstr(text, "     trade 0  politics 4  science 0  walls 0"));
	/* three cities against the one active knight's 3 */
	assert_non_null(strstr(text, "barbarians 4 of 7, attacks 0; strength: cities 3, active "
	                             "knights 3\n"));
	assert_non_null(strstr(text, "metropolises: politics "));
	assert_non_null(strstr(text, "bank L19 B19 G19 W19 O19 P12 C12 M10  decks 18/18/18\n"));
	/* no development cards, no Largest Army */
	assert_null(strstr(text, "dev "));
	assert_null(strstr(text, "army"));
	assert_fits(text);
	free(text);
	free(s);
}

/* A pillaged city turned over shows as "cP"; the dice line names the red
 * die and the event face. */
static void test_render_pillaged_and_dice(void **state)
{
	(void)state;
	struct board_state *s = start();
	int n = city_of(s, 1) - 1;
	s->ck.pillaged |= (uint64_t)1 << n;
	act(s, "dice 2 5 science");
	act(s, "roll");
	char *text = rendered(s, 0);
	assert_non_null(strstr(text, "c1"));
	assert_non_null(strstr(text, "dice 2+5=7, red 5, science gate"));
	free(text);
	free(s);
}

/* Progress cards: the owner sees their names, the others a count; a
 * point card laid open is named to everyone. 000: "Kaarten die een
 * overwinningspunt opleveren ... leg je direct open voor je neer." */
static void test_render_progress_hidden(void **state)
{
	(void)state;
	struct board_state *s = start();
	act(s, "deck ck-alchemist");
	act(s, "deck ck-printer");
	board_progress_draw(s, 1, TRACK_SCIENCE);   /* the Printer, laid open */
	board_progress_draw(s, 1, TRACK_SCIENCE);   /* the Alchemist, in hand */
	char *own = rendered(s, 1), *other = rendered(s, 0), *all = rendered(s, -1);
	assert_non_null(strstr(own, "     cards: Alchemist\n"));
	assert_null(strstr(other, "Alchemist"));
	assert_non_null(strstr(all, "Alchemist"));
	assert_non_null(strstr(other, "progress 1\n"));
	assert_non_null(strstr(other, "     open: Printer\n"));
	free(own);
	free(other);
	free(all);
	free(s);
}

static char *json_of(const struct board_state *s, int viewer)
{
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	board_rules.write_json(s, viewer, &w);
	char *text = strdup(strbuf_str(&out));
	strbuf_free(&out);
	return text;
}

/* The JSON carries the pieces, levels and barbarians; a progress hand is
 * null to other viewers, its count public. */
static void test_json(void **state)
{
	(void)state;
	struct board_state *s = start();
	char cmd[64];
	int k = free_node(s, 0);
	snprintf(cmd, sizeof cmd, "place 2 knight %d 2 active", k);
	act(s, cmd);
	act(s, "level 2 trade 2");
	act(s, "barbarians 3");
	act(s, "give 2 paper 1");
	act(s, "deck ck-alchemist");
	board_progress_draw(s, 1, TRACK_SCIENCE);
	char *own = json_of(s, 1), *other = json_of(s, 0);
	char want[128];
	snprintf(want, sizeof want, "\"knights\":[{\"node\":%d,\"player\":1,\"strength\":2,"
	         "\"active\":true}]", k);
	assert_non_null(strstr(other, want));
	assert_non_null(strstr(other, "\"cities\":{\"barbarians\":3,\"track\":7,\"attacks\":0,"
	                              "\"event\":null,\"red\":null,"));
	assert_non_null(strstr(other, "\"decks\":{\"trade\":18,\"politics\":18,\"science\":17}"));
	assert_non_null(strstr(other, "\"levels\":{\"trade\":2,\"politics\":0,\"science\":0}"));
	assert_non_null(strstr(other, "\"progress_count\":1,\"progress\":null"));
	assert_non_null(strstr(own, "\"progress_count\":1,\"progress\":{\"ck-alchemist\":1}"));
	assert_non_null(strstr(own, "\"paper\":1,\"cloth\":0,\"coin\":0"));
	assert_non_null(strstr(other, "\"bank\":{\"lumber\":19,\"brick\":19,\"grain\":19,\"wool\":19,"
	                              "\"ore\":19,\"paper\":11,\"cloth\":12,\"coin\":12}"));
	free(own);
	free(other);
	free(s);
}

static const struct game_event *find(const struct game_events *ev, int kind, const char *word)
{
	for (size_t i = 0; i < ev->count; i++)
		if (ev->item[i].kind == kind &&
		    (!word || (ev->item[i].word && strcmp(ev->item[i].word, word) == 0)))
			return &ev->item[i];
	return NULL;
}

static void events(const struct board_state *before, const struct board_state *after, int viewer,
                   struct game_events *ev)
{
	memset(ev, 0, sizeof *ev);
	board_rules.events(before, after, &last, viewer, ev);
}

/* 000, "De barbarenaanval": "De kracht van de barbaren is gelijk aan het
 * aantal steden op het speelveld"; "Is het leger van Catan even sterk of
 * sterker dan de barbaren, dan is de aanval afgeslagen. Heeft één speler
 * de meeste kracht aan actieve ridders bijgedragen, dan krijgt hij een
 * kaart Redder van Catan". The roll is told with its event face, the
 * attack with both strengths, the defender as an advantage. */
static void test_narrate_attack(void **state)
{
	(void)state;
	struct board_state *s = start(), *before = malloc(sizeof *s);
	assert_non_null(before);
	char cmd[64];
	act(s, "level 2 politics 3");
	snprintf(cmd, sizeof cmd, "place 2 knight %d 3 active", free_node(s, 0));
	act(s, cmd);
	act(s, "barbarians 6");
	act(s, "dice 1 2 ship");
	memcpy(before, s, sizeof *s);
	act(s, "roll");
	struct game_events ev;
	events(before, s, 0, &ev);
	const struct game_event *e = find(&ev, GEV_ROLL, NULL);
	assert_non_null(e);
	assert_string_equal(e->word, "ship");
	assert_int_equal(e->count, 3);
	assert_non_null(e = find(&ev, GEV_NEWS, "repelled"));
	assert_int_equal(e->count, 3);      /* three cities */
	assert_int_equal(e->resource, 3);   /* one mighty knight */
	assert_non_null(e = find(&ev, GEV_ADVANTAGE, "Defender of Catan"));
	assert_int_equal(e->player, 1);
	/* the next ship sails on */
	act(s, "end");
	act(s, "dice 1 2 ship");
	memcpy(before, s, sizeof *s);
	act(s, "roll");
	events(before, s, 0, &ev);
	assert_non_null(e = find(&ev, GEV_NEWS, "barbarians"));
	assert_int_equal(e->count, 1);
	assert_int_equal(e->resource, 7);
	free(before);
	free(s);
}

/* "Zijn de barbaren sterker, dan plunderen ze een stad": told with both
 * strengths, and the city each victim loses. */
static void test_narrate_pillage(void **state)
{
	(void)state;
	struct board_state *s = start(), *before = malloc(sizeof *s);
	assert_non_null(before);
	act(s, "barbarians 6");
	act(s, "dice 1 2 ship");
	memcpy(before, s, sizeof *s);
	act(s, "roll");
	struct game_events ev;
	events(before, s, -1, &ev);
	const struct game_event *e = find(&ev, GEV_NEWS, "pillage");
	assert_non_null(e);
	assert_int_equal(e->count, 3);
	assert_int_equal(e->resource, 0);
	/* each seat has one city: it is taken without a choice */
	for (int p = 0; p < 3; p++) {
		bool lost = false;
		for (size_t i = 0; i < ev.count; i++)
			lost |= ev.item[i].kind == GEV_REMOVE && ev.item[i].player == p &&
			        strcmp(ev.item[i].word, "city") == 0;
		assert_true(lost);
	}
	free(before);
	free(s);
}

/* Improvements, knights and progress draws, as each viewer may see them:
 * another's card drawn is a count. */
static void test_narrate_player(void **state)
{
	(void)state;
	struct board_state *s = start(), *before = malloc(sizeof *s);
	assert_non_null(before);
	struct game_events ev;
	memcpy(before, s, sizeof *s);
	act(s, "level 1 science 2");
	events(before, s, -1, &ev);
	const struct game_event *e = find(&ev, GEV_NEWS, "science-level");
	assert_non_null(e);
	assert_int_equal(e->count, 2);
	assert_int_equal(e->player, 0);
	int k = free_node(s, 0);
	char cmd[64];
	snprintf(cmd, sizeof cmd, "place 1 knight %d", k);
	memcpy(before, s, sizeof *s);
	act(s, cmd);
	events(before, s, -1, &ev);
	assert_non_null(find(&ev, GEV_BUILD, "knight"));
	/* a science gate with a red 3: level 2 draws ("Bij het tweede
	 * [niveau zijn dat er] drie") */
	act(s, "deck ck-alchemist");
	act(s, "dice 1 3 science");
	memcpy(before, s, sizeof *s);
	act(s, "roll");
	events(before, s, 0, &ev);
	e = find(&ev, GEV_TAKE, NULL);
	assert_non_null(e);
	assert_string_equal(s->db->cards[e->card].key, "ck-alchemist");
	events(before, s, 1, &ev);
	e = find(&ev, GEV_NEWS, "progress-in");
	assert_non_null(e);
	assert_int_equal(e->player, 0);
	assert_int_equal(e->count, 1);
	free(before);
	free(s);
}

/* A progress card played lies open: named to every viewer (000:
 * "Gespeelde kaarten gaan onder de stapel van hun kleur"). */
static void test_narrate_played_card(void **state)
{
	(void)state;
	struct board_state *s = start(), *before = malloc(sizeof *s);
	assert_non_null(before);
	act(s, "deck ck-alchemist");
	board_progress_draw(s, 0, TRACK_SCIENCE);
	memcpy(before, s, sizeof *s);
	act(s, "play ck-alchemist");
	struct game_events ev;
	events(before, s, 1, &ev);
	bool named = false, counted = false;
	for (size_t i = 0; i < ev.count; i++) {
		const struct game_event *e = &ev.item[i];
		if (e->kind != GEV_PLAY || e->player != 0)
			continue;
		named |= e->card >= 0 && strcmp(s->db->cards[e->card].key, "ck-alchemist") == 0;
		counted |= e->card < 0;
	}
	assert_true(named);
	assert_false(counted);
	free(before);
	free(s);
}

/* Every sandbox command's text, as the log writes it, reads back as the
 * same command. */
static void test_sandbox_round_trip(void **state)
{
	(void)state;
	struct board_state *s = start();
	char cmd[64];
	const char *texts[] = {
		"place 1 knight %d 2 active", "place 1 wall %d", "level 1 trade 5",
		"place 1 metropolis %d trade", "barbarians 2", "dice 4 6 politics", "dice 1 1",
		"event trade", "deck ck-crane", "give 3 cloth 2",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		int site = i == 0 ? free_node(s, 0) : city_of(s, 1);
		snprintf(cmd, sizeof cmd, texts[i], site);
		struct action a, b;
		struct strbuf why = STRBUF_INIT, text = STRBUF_INIT;
		if (board_rules.parse_sandbox(s, 0, cmd, LANG_EN, &a, &why) != 0)
			fail_msg("'%s': %s", cmd, strbuf_str(&why));
		board_rules.format_action(s, &a, &text);
		assert_string_equal(strbuf_str(&text), cmd);
		assert_int_equal(board_rules.parse_sandbox(s, 0, strbuf_str(&text), LANG_EN, &b, &why), 0);
		assert_memory_equal(&a, &b, sizeof a);
		assert_int_equal(board_rules.apply(s, &a), 0);
		strbuf_free(&why);
		strbuf_free(&text);
	}
	assert_int_equal(s->ck.barbarians, 2);
	assert_int_equal(s->player[0].ck.level[TRACK_TRADE], 5);
	assert_int_equal(s->ck.metropolis[TRACK_TRADE], city_of(s, 1) - 1);
	assert_int_equal(s->ck.fixed_event, EVENT_GATE + TRACK_TRADE + 1);
	assert_int_equal(s->fixed_roll, 2);
	assert_int_equal(s->ck.fixed_red, 1);
	assert_string_equal(s->db->cards[s->t->progress_card[s->ck.deck[TRACK_SCIENCE][
	                    s->ck.deck_count[TRACK_SCIENCE] - 1]]].key, "ck-crane");
	free(s);
}

/* "dice W R EVENT" fixes all three dice of the next roll. */
static void test_sandbox_dice(void **state)
{
	(void)state;
	struct board_state *s = start();
	act(s, "dice 5 1 politics");
	act(s, "roll");
	assert_int_equal(s->dice[0], 5);
	assert_int_equal(s->dice[1], 1);
	assert_int_equal(s->ck.event, EVENT_GATE + TRACK_POLITICS);
	free(s);
}

/* Each refusal names what it does not take. */
static void test_sandbox_refusals(void **state)
{
	(void)state;
	struct board_state *s = start();
	char cmd[64];
	snprintf(cmd, sizeof cmd, "place 1 knight %d", city_of(s, 2));
	refused(s, cmd, "a building or a knight stands on it");
	refused(s, "place 1 knight 1 4", "S is 1 to 3, not '4'");
	refused(s, "place 5 knight 1", "no seat 5");
	refused(s, "place 1 knight 99", "no intersection 99");
	snprintf(cmd, sizeof cmd, "place 1 wall %d", city_of(s, 2));
	refused(s, cmd, "no city there");
	snprintf(cmd, sizeof cmd, "place 1 metropolis %d science", city_of(s, 1));
	refused(s, cmd, "below level 4");
	refused(s, "level 1 magic 2", "no track is called magic");
	refused(s, "level 1 trade 6", "N is 0 to 5");
	act(s, "level 1 trade 4");
	snprintf(cmd, sizeof cmd, "place 1 metropolis %d trade", city_of(s, 1));
	act(s, cmd);
	refused(s, "level 1 trade 3", "holds the track's metropolis");
	refused(s, "barbarians 7", "N is 0 to 6");
	refused(s, "dice 7 1", "each die is 1 to 6");
	refused(s, "dice 1 1 storm", "no face of the event die is called storm");
	refused(s, "place 1 knight", "usage: place SEAT knight N [S] [active]");
	int k1 = free_node(s, 0), k2 = free_node(s, k1), k3 = free_node(s, k2);
	snprintf(cmd, sizeof cmd, "place 1 knight %d 3", k1);
	refused(s, cmd, "no Fortress (politics level 3) for a mighty knight");
	act(s, "level 1 politics 3");
	act(s, cmd);
	refused(s, "level 1 politics 2", "has a mighty knight on the island");
	snprintf(cmd, sizeof cmd, "place 1 knight %d 3", k2);
	act(s, cmd);
	snprintf(cmd, sizeof cmd, "place 1 knight %d 3", k3);
	refused(s, cmd, "no knight of that strength left");
	free(s);
}

/* The base game is shown as before: no line of the expansion. */
static void test_base_game_unchanged(void **state)
{
	(void)state;
	struct match_setup setup;
	game_fixture_setup(&setup, 3, 5);
	struct board_state *s = game_fixture_start(&board_rules, db, tables, &setup);
	assert_non_null(s);
	char *text = rendered(s, 0);
	assert_null(strstr(text, "barbarians"));
	assert_null(strstr(text, "kPS"));
	assert_non_null(strstr(text, "  dev 0  road 0  army 0  5s 4c 15r\n"));
	assert_non_null(strstr(text, "  bank L19 B19 G19 W19 O19  deck 25\n"));
	char *json = json_of(s, 0);
	assert_null(strstr(json, "\"cities\":{"));
	assert_null(strstr(json, "paper"));
	free(json);
	free(text);
	free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_render_pieces),
		cmocka_unit_test(test_render_pillaged_and_dice),
		cmocka_unit_test(test_render_progress_hidden),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_narrate_attack),
		cmocka_unit_test(test_narrate_pillage),
		cmocka_unit_test(test_narrate_player),
		cmocka_unit_test(test_narrate_played_card),
		cmocka_unit_test(test_sandbox_round_trip),
		cmocka_unit_test(test_sandbox_dice),
		cmocka_unit_test(test_sandbox_refusals),
		cmocka_unit_test(test_base_game_unchanged),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
