/*
 * Tests of console/: the console driven from a pipe, as a script drives it
 * -- commands in, the expected text out -- and completion, with the toy
 * game of toy-game.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "ai/ai.h"
#include "console/console.h"
#include "toy-game.h"


static struct match *new_toy(void **state, const char *p1, const char *p2, bool sandbox)
{
	struct toy_fixture *f = *state;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = 7;
	setup.sandbox = sandbox;
	const char *kinds[] = { p1, p2 };
	struct strbuf why = STRBUF_INIT;
	struct match *m = match_new(&toy_rules, f->db, &setup, kinds, &why);
	if (!m)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
	return m;
}

/* Gives player the named cards, so tests know the hands. */
static void give(struct match *m, int player, const char *a, const char *b, const char *c)
{
	struct toy_state *s = m->state;
	const char *keys[TOY_HAND] = { a, b, c };
	for (int i = 0; i < TOY_HAND; i++) {
		s->hand[player][i] = -1;
		for (size_t k = 0; k < s->db->card_count; k++)
			if (strcmp(s->db->cards[k].key, keys[i]) == 0)
				s->hand[player][i] = (int)k;
	}
	m->legal_fresh = false;
}

/* Runs the console over script, play stopped past turn max_turns (-1: the
 * console's default); returns everything it wrote to standard output and
 * standard error (one stream, so their order shows), to free. */
static char *run_capped(struct match *m, enum console_mode mode, const char *script, int *status,
                        int max_turns)
{
	FILE *in = fmemopen((void *)script, strlen(script), "r");
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);
	assert_non_null(in);
	assert_non_null(out);
	struct console c;
	console_init(&c, m, mode, in, out, out);
	assert_false(c.interactive);
	assert_false(c.color);
	if (max_turns >= 0)
		c.max_turns = max_turns;
	int rc = console_run(&c);
	if (status)
		*status = rc;
	else
		assert_int_equal(rc, 0);
	console_free(&c);
	fclose(in);
	fclose(out);
	return text;
}

static char *run(struct match *m, enum console_mode mode, const char *script, int *status)
{
	return run_capped(m, mode, script, status, -1);
}

static void expect_run(struct match *m, enum console_mode mode, const char *script,
                       const char *expected)
{
	char *text = run(m, mode, script, NULL);
	if (strcmp(text, expected) != 0)
		fail_msg("the console wrote:\n%s---\ninstead of:\n%s---", text, expected);
	free(text);
}

/* ---- playing ------------------------------------------------------------ */

static void test_commands_and_actions(void **state)
{
	struct match *m = new_toy(state, "human", "human", false);
	give(m, 0, "woolen-mill", "knight-karl", "abbey");
	give(m, 1, "brick-fleet", "brick-factory", "grain-mill");
	expect_run(m, CONSOLE_PLAY,
	           "help\n"
	           "help moves\n"
	           "help fly\n"
	           "moves\n"
	           "t 2\n"
	           "\n"
	           "t\n"
	           "fly away\n"
	           "gain w\n"
	           "show\n"
	           "state\n"
	           "state --json\n"
	           "state --xml\n"
	           "log\n"
	           "quit\n"
	           "take 1\n",
	           "commands:\n"
	           "  help [COMMAND]       the commands, or what one does\n"
	           "  show                 the match as you may see it\n"
	           "  moves [WORD...]      the legal actions now\n"
	           "  card NAME            what a card costs, gives and does\n"
	           "  hint [N]             the best N actions now, as the search judges them\n"
	           "  state [--json]       where the match stands (--json: all of it, one line)\n"
	           "  log [N]              the moves so far (or the last N)\n"
	           "  offers [on|off|turn] answer offers yourself, or decline them all\n"
	           "  undo                 take back your last decision (against the computer)\n"
	           "  again                after the end: a new match with the same settings\n"
	           "  quit                 leave (the match stays in its log)\n"
	           "anything else is an action: its words as moves lists them, or the unique\n"
	           "start of each word; cards by any of their names (German, Dutch, English),\n"
	           "with '-' or quotes for the blanks\n"
	           "usage: moves [WORD...]\n"
	           "Lists every action the player to decide may take now, one per line, in its\n"
	           "canonical text: what the log stores and what typing it does. More than 8\n"
	           "actions of one form (the same words, other numbers) are one item with\n"
	           "every choice's numbers: build settlement N  (54 choices: 1 2 3 ...). More\n"
	           "than 24 other actions of one kind (one first word, such as offer) are one\n"
	           "line. WORD... lists only the actions whose words start so, word by word,\n"
	           "one by one where they name a form in full (moves build settlement);\n"
	           "moves --all lists every action.\n"
	           "With --text, an action that names a card has the card's rules text beside\n"
	           "it, as much as fits a line of 79 columns (card NAME shows the whole card).\n"
	           "Below the list, the game's shorthands for several actions in one line\n"
	           "(the board game's whole offer), where they fit what is legal.\n"
	           "no command 'fly' (help lists them)\n"
	           "take 1\ntake 2\ntake 3\n"
	           "play woolen-mill\nplay knight-karl\nplay abbey\n"
	           "gain lumber\ngain brick\ngain grain\ngain wool\ngain ore\ngain gold\n"
	           "player 1: take 2\n"
	           "pass the keyboard to player 2\n"
	           "'t' needs more words; legal: take 1, take 2, take 3\n"
	           "no legal action starts with 'fly'; legal: take 1, take 2, take 3,\n"
	           "  play brick-fleet, play brick-factory, play grain-mill, gain lumber,\n"
	           "  gain brick, gain grain, gain wool, gain ore, gain gold\n"
	           "player 2: gain wool\n"
	           "pile 13, turn 2\n"
	           "player 1: 3 cards\n"
	           "player 2: Brick Fleet Brick Factory Grain Mill\n"
	           "toy, turn 2, take, player 2 to decide\n"
	           "{\"game\":\"toy\",\"turn\":2,\"phase\":\"take\",\"current\":1,\"winner\":-1,"
	           "\"pile\":13,\"players\":[{\"name\":\"player 1\",\"vp\":0,\"hand\":"
	           "[\"hidden\",\"hidden\",\"hidden\"]},{\"name\":\"player 2\",\"vp\":0,\"hand\":"
	           "[\"brick-fleet\",\"brick-factory\",\"grain-mill\"]}]}\n"
	           "usage: state [--json]\n"
	           "1: player 1: take 2\n"
	           "2: player 2: gain wool\n");
	assert_int_equal(m->at, 2);
	match_free(m);
}

/* card NAME reads a card in any language, by a unique start or a word
 * inside its name, in play and in replay; moves --text gives each action
 * naming a card as much of its rules text as fits the line. */
static void test_card_and_moves_text(void **state)
{
	struct match *m = new_toy(state, "human", "human", false);
	give(m, 0, "woolen-mill", "knight-karl", "abbey");
	char *text = run(m, CONSOLE_PLAY,
	                 "card Imelda\n"
	                 "card 'klooster'\n"
	                 "card Brick-Fac\n"
	                 "card knight-\n"
	                 "card nowhere\n"
	                 "card\n"
	                 "moves --text\n",
	                 NULL);
	assert_non_null(strstr(text, "Lady Imelda (Burgfr\xC3\xA4ulein Imelda, jonkvrouw Imelda; "
	                             "key lady-imelda)\n  cost: nothing\n  points: none\n"
	                             "  placed on: nothing (played or kept)\n  The opponent must"));
	assert_non_null(strstr(text, "Abbey (Kloster, klooster; key abbey)\n"
	                             "  cost: 1 Lumber 1 Brick 1 Ore\n"));
	assert_non_null(strstr(text, "Brick Factory (Ziegelei, steenbakkerij; key brick-factory)\n"));
	assert_non_null(strstr(text, "card: 'knight-' could be "));
	assert_non_null(strstr(text, "card: no card of this game is called 'nowhere'\n"));
	assert_non_null(strstr(text, "usage: card NAME\n"));
	assert_non_null(strstr(text, "\nplay woolen-mill  Settlement expansion"));
	assert_non_null(strstr(text, "\ntake 1\n"));
	for (const char *line = strstr(text, "\nplay woolen-mill"); line && *line;) {
		const char *end = strchr(line + 1, '\n');
		if (!end)
			break;
		assert_true(end - line - 1 <= 79);
		line = end;
	}
	free(text);
	assert_int_equal(m->at, 0);
	/* the same in a replay */
	text = run(m, CONSOLE_REPLAY, "card abbey\n", NULL);
	assert_non_null(strstr(text, "Abbey (Kloster, klooster; key abbey)\n"));
	free(text);
	match_free(m);
}

static void test_ambiguity_and_card_names(void **state)
{
	struct match *m = new_toy(state, "human", "human", false);
	give(m, 0, "woolen-mill", "knight-karl", "abbey");
	give(m, 1, "brick-fleet", "brick-factory", "grain-mill");
	expect_run(m, CONSOLE_PLAY,
	           "take 1\n"
	           "play bri\n"
	           "play lehm-h\n"
	           "play \"Getreidem\xC3\xBChle\"\n"
	           "pile 3\n",
	           "player 1: take 1\n"
	           "pass the keyboard to player 2\n"
	           "that could be 2 actions: play brick-fleet, play brick-factory\n"
	           "player 2: play brick-fleet\n"
	           "pass the keyboard to player 1\n"
	           "'Getreidem\xC3\xBChle' names a card in full, and no legal action takes that "
	           "card now;\n  legal: play woolen-mill, play knight-karl, play abbey\n"
	           "no legal action starts with 'pile'; legal: take 1, take 2, take 3,\n"
	           "  play woolen-mill, play knight-karl, play abbey, gain lumber, gain brick,\n"
	           "  gain grain, gain wool, gain ore, gain gold\n");
	match_free(m);
}

static void test_computer_players_move(void **state)
{
	struct match *m = new_toy(state, "human", "greedy", false);
	give(m, 0, "woolen-mill", "knight-karl", "abbey");
	give(m, 1, "brick-fleet", "brick-factory", "grain-mill");
	/* Greedy leaves a multiple of four whenever it can. */
	expect_run(m, CONSOLE_PLAY,
	           "take 2\n"
	           "take 3\n"
	           "take 1\n"
	           "take 1\n"
	           "show\n"
	           "take 1\n",
	           "player 1: take 2\n"
	           "player 2 (greedy): play brick-fleet\n"
	           "player 1: take 3\n"
	           "player 2 (greedy): play grain-mill\n"
	           "player 1: take 1\n"
	           "player 2 (greedy): take 3\n"
	           "player 1: take 1\n"
	           "player 2 (greedy): take 3\n"
	           "the match is over: player 2 wins, after 8 turns and 8 moves\n"
	           "  player 2: 1 VP\n"
	           "  player 1: 0 VP\n"
	           "again starts a new match with the same players, sets and options\n"
	           "pile 0, turn 8\n"
	           "player 1: Woolen Mill Karl the Strong Abbey\n"
	           "player 2: Brick Factory\n"
	           "the match is over (show, log, again, quit)\n");
	match_free(m);
}

static void test_computers_alone(void **state)
{
	struct match *m = new_toy(state, "random", "greedy", false);
	char *text = run(m, CONSOLE_PLAY, "", NULL);
	assert_int_equal(match_current(m), -1);
	assert_non_null(strstr(text, "player 1 (random): "));
	assert_non_null(strstr(text, "the match is over: player "));
	free(text);
	match_free(m);
}

/* Computer players alone stop where catan sim stops them, so a match that
 * never ends cannot run forever; the log keeps it for resume. */
static void test_computers_alone_stop_at_the_turn_cap(void **state)
{
	struct toy_fixture *f = *state;
	struct match *m = new_toy(state, "random", "greedy", false);
	struct console c;
	console_init(&c, m, CONSOLE_PLAY, stdin, stdout, stderr);
	assert_int_equal(c.max_turns, AI_DEFAULT_MAX_TURNS);
	console_free(&c);
	const char *path = toy_fixture_path(state, "capped.log");
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, path, &why), 0);
	char *text = run_capped(m, CONSOLE_PLAY, "", NULL, 2);
	assert_true(match_current(m) >= 0);
	assert_int_equal(m->rules->turn(m->state), 3);
	assert_non_null(strstr(text, "the match stopped at turn 3 without a winner (--max-turns 2); "
	                             "catan resume "));
	size_t moves = m->move_count;
	match_free(m);
	free(text);

	/* the log holds every move made, and plays on past the cap */
	struct match *r;
	assert_int_equal(match_resume(&r, toy_games, f->db, path, &why, &why), 0);
	assert_int_equal(r->move_count, moves);
	text = run_capped(r, CONSOLE_PLAY, "", NULL, 0);
	assert_int_equal(match_current(r), -1);
	assert_non_null(strstr(text, "the match is over: player "));
	free(text);
	match_free(r);
	strbuf_free(&why);

	/* with a person at the keyboard, no cap */
	struct match *h = new_toy(state, "human", "greedy", false);
	console_init(&c, h, CONSOLE_PLAY, stdin, stdout, stderr);
	assert_int_equal(c.max_turns, 0);
	console_free(&c);
	match_free(h);
}

static void test_sandbox_and_log(void **state)
{
	struct toy_fixture *f = *state;
	struct match *m = new_toy(state, "human", "human", true);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, toy_fixture_path(state, "sandbox.log"), &why), 0);
	expect_run(m, CONSOLE_PLAY,
	           "pile 2\n"
	           "pile many\n"
	           "take 2\n"
	           "take 1\n",
	           "player 1: pile 2\n"
	           "pile takes a number 1..99\n"
	           "player 1: take 2\n"
	           "the match is over: player 1 wins, after 1 turn and 2 moves\n"
	           "  player 1: 1 VP\n"
	           "  player 2: 0 VP\n"
	           "again starts a new match with the same players, sets and options\n"
	           "the match is over (show, log, again, quit)\n");
	match_free(m);

	/* The log holds the set-up command, and replays. */
	struct match *r;
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "sandbox.log"), &why), 0);
	assert_int_equal(r->move_count, 2);
	assert_string_equal(r->moves[0].text, "pile 2");
	assert_int_equal(r->rules->winner(r->state), 0);
	match_free(r);
	strbuf_free(&why);
}

/* End of input in the middle of a match leaves a log that replays, and
 * resuming it appends to it. */
/* The text of the file at path, to free. */
static char *slurp(const char *path)
{
	FILE *fp = fopen(path, "r");
	assert_non_null(fp);
	char *text = calloc(1, 65536);
	size_t n = fread(text, 1, 65535, fp);
	text[n] = '\0';
	fclose(fp);
	return text;
}

static void test_eof_and_resume(void **state)
{
	struct toy_fixture *f = *state;
	const char *path = toy_fixture_path(state, "resume.log");
	/* Seed 7 deals player 1 the abbey; the replay deals it again. */
	struct match *m = new_toy(state, "human", "greedy", false);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, path, &why), 0);
	free(run(m, CONSOLE_PLAY, "take 3\nplay abbey\n", NULL));
	size_t moves = m->move_count;
	match_free(m);

	/* What log prints is what the file holds, each move under its
	 * number. */
	struct match *r;
	assert_int_equal(match_resume(&r, toy_games, f->db, path, &why, &why), 0);
	assert_int_equal(r->move_count, moves);
	char *before = slurp(path);
	char *text = run(r, CONSOLE_PLAY, "log\ntake 1\n", NULL);
	assert_non_null(strstr(before, "\n1: take 3\n"));
	struct strbuf listed = STRBUF_INIT;
	size_t number = 0;
	for (const char *line = strstr(before, "\n1: take 3\n") + 1; *line;
	     line += strcspn(line, "\n") + 1) {
		int seat = line[0] - '0';
		const char *kind = r->kind[seat - 1];
		strbuf_printf(&listed, "%zu: player %d%s%s%s: %.*s\n", ++number, seat,
		              strcmp(kind, "human") ? " (" : "", strcmp(kind, "human") ? kind : "",
		              strcmp(kind, "human") ? ")" : "", (int)strcspn(line + 3, "\n"), line + 3);
	}
	assert_memory_equal(text, strbuf_str(&listed), listed.len);
	strbuf_free(&listed);
	assert_non_null(strstr(text, "player 1: take 1\n"));
	assert_true(r->move_count > moves + 1);
	match_free(r);
	free(text);

	/* The computer chose as it would have without the interruption, and
	 * the resumed log is the uninterrupted one. */
	const char *whole_path = toy_fixture_path(state, "whole.log");
	struct match *whole = new_toy(state, "human", "greedy", false);
	assert_int_equal(match_log_create(whole, whole_path, &why), 0);
	free(run(whole, CONSOLE_PLAY, "take 3\nplay abbey\ntake 1\n", NULL));
	match_free(whole);
	char *after = slurp(path), *expected = slurp(whole_path);
	assert_string_equal(after, expected);
	free(before);
	free(after);
	free(expected);
	strbuf_free(&why);
}

/* ---- replaying ---------------------------------------------------------- */

static void test_replay_stepping(void **state)
{
	struct toy_fixture *f = *state;
	const char *path = toy_fixture_path(state, "steps.log");
	struct match *m = new_toy(state, "human", "human", false);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, path, &why), 0);
	free(run(m, CONSOLE_PLAY, "take 1\ntake 2\ngain ore\ntake 3\ntake 1\n", NULL));
	match_free(m);

	struct match *r;
	assert_int_equal(match_replay(&r, toy_games, f->db, path, &why), 0);
	match_goto(r, 0);
	expect_run(r, CONSOLE_REPLAY,
	           "next\n"
	           "next 2\n"
	           "back\n"
	           "goto 3\n"
	           "goto end\n"
	           "next\n"
	           "goto start\n"
	           "back\n"
	           "goto 9\n"
	           "take 1\n"
	           "help\n",
	           "1: player 1: take 1\n"
	           "at move 1 of 5, turn 2, take\n"
	           "2: player 2: take 2\n"
	           "3: player 1: gain ore\n"
	           "at move 3 of 5, turn 3, take\n"
	           "at move 2 of 5, turn 3, take\n"
	           "at move 2 of 5, turn 3, take\n"
	           "at move 5 of 5, turn 5, take\n"
	           "at the end: move 5 of 5\n"
	           "at move 0 of 5, turn 1, take\n"
	           "at the start: no move to take back\n"
	           "the log ends in turn 5\n"
	           "at move 5 of 5, turn 5, take\n"
	           "no command 'take' (help lists them)\n"
	           "commands:\n"
	           "  help [COMMAND]       the commands, or what one does\n"
	           "  show                 the match as you may see it\n"
	           "  moves [WORD...]      the legal actions now\n"
	           "  card NAME            what a card costs, gives and does\n"
	           "  state [--json]       where the match stands (--json: all of it, one line)\n"
	           "  log [N]              the moves so far (or the last N)\n"
	           "  next [N]             replay the next move (or N)\n"
	           "  back [N]             step back a move (or N)\n"
	           "  goto TURN|start|end  jump to the start of a turn\n"
	           "  quit                 leave (the match stays in its log)\n");
	match_free(r);
	strbuf_free(&why);
}

/* ---- completion ----------------------------------------------------------- */

static const char *completions(struct console *c, const char *before, const char *partial)
{
	static char joined[2048];
	struct strbuf out = STRBUF_INIT;
	size_t n = console_completions(c, before, partial, &out);
	joined[0] = '\0';
	const char *p = out.data;
	for (size_t i = 0; i < n; i++, p += strlen(p) + 1)
		snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s", i ? "," : "", p);
	strbuf_free(&out);
	return joined;
}

static void test_completion(void **state)
{
	struct match *m = new_toy(state, "human", "human", false);
	give(m, 0, "woolen-mill", "knight-karl", "abbey");
	struct console c;
	console_init(&c, m, CONSOLE_PLAY, stdin, stdout, stderr);
	assert_string_equal(completions(&c, "", "he"), "help");
	assert_string_equal(completions(&c, "", "t"), "take");
	assert_string_equal(completions(&c, "", "s"), "show,state");
	assert_string_equal(completions(&c, "help ", "m"), "moves");
	assert_string_equal(completions(&c, "state ", ""), "--json");
	assert_string_equal(completions(&c, "take ", ""), "1,2,3");
	assert_string_equal(completions(&c, "t ", "2"), "2");
	/* names in the console's language only, beside the keys */
	assert_string_equal(completions(&c, "play ", "k"), "knight-karl,Karl-the-Strong");
	assert_string_equal(completions(&c, "p ", "Kl"), "");
	assert_string_equal(completions(&c, "gain ", "w"), "wool,Wool");
	c.lang = LANG_DE;
	assert_string_equal(completions(&c, "play ", "k"), "knight-karl,Karl-der-Starke,Kloster");
	assert_string_equal(completions(&c, "gain ", "w"), "wool,Wolle");
	c.lang = LANG_NL;
	assert_string_equal(completions(&c, "p ", "Kl"), "klooster");
	c.lang = LANG_EN;
	assert_string_equal(completions(&c, "gain wool ", ""), "");
	assert_string_equal(completions(&c, "fly ", ""), "");
	console_free(&c);

	console_init(&c, m, CONSOLE_REPLAY, stdin, stdout, stderr);
	assert_string_equal(completions(&c, "", "n"), "next");
	assert_string_equal(completions(&c, "", "t"), "");
	console_free(&c);
	match_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_commands_and_actions),
		cmocka_unit_test(test_ambiguity_and_card_names),
		cmocka_unit_test(test_card_and_moves_text),
		cmocka_unit_test(test_computer_players_move),
		cmocka_unit_test(test_computers_alone),
		cmocka_unit_test(test_computers_alone_stop_at_the_turn_cap),
		cmocka_unit_test(test_sandbox_and_log),
		cmocka_unit_test(test_eof_and_resume),
		cmocka_unit_test(test_replay_stepping),
		cmocka_unit_test(test_completion),
	};
	return cmocka_run_group_tests(tests, toy_fixture_setup, toy_fixture_teardown);
}
