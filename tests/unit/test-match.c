/*
 * Tests of match/: the generic matcher, the log a match writes, and the
 * replayer's refusals -- with the toy game of toy-game.h, so that they hold
 * whatever the real games do.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "config.h"
#include "match/match.h"
#include "toy-game.h"


static char *slurp(const char *path)
{
	FILE *fp = fopen(path, "rb");
	assert_non_null(fp);
	static char buf[65536];
	size_t n = fread(buf, 1, sizeof buf - 1, fp);
	buf[n] = '\0';
	fclose(fp);
	return strdup(buf);
}

static void spit(const char *path, const char *text)
{
	FILE *fp = fopen(path, "wb");
	assert_non_null(fp);
	fputs(text, fp);
	fclose(fp);
}

static const char *const two_humans[] = { "human", "human" };

static struct match *new_toy(void **state, uint64_t seed, bool sandbox, const char *pile)
{
	struct toy_fixture *f = *state;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = seed;
	setup.sandbox = sandbox;
	if (pile) {
		setup.options[0].key = "PILE";
		setup.options[0].value = pile;
		setup.option_count = 1;
	}
	struct strbuf why = STRBUF_INIT;
	struct match *m = match_new(&toy_rules, f->db, &setup, two_humans, &why);
	if (!m)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
	return m;
}

/* Gives player 1 the named cards, so tests know the hand. */
static void deal(struct match *m, const char *a, const char *b, const char *c)
{
	struct toy_state *s = m->state;
	const char *keys[TOY_HAND] = { a, b, c };
	for (int i = 0; i < TOY_HAND; i++) {
		s->hand[0][i] = -1;
		for (size_t k = 0; k < s->db->card_count; k++)
			if (strcmp(s->db->cards[k].key, keys[i]) == 0)
				s->hand[0][i] = (int)k;
	}
	m->legal_fresh = false;
}

static void apply_text(struct match *m, const char *text)
{
	struct match_parse parse;
	match_parse(m, text, &parse);
	if (parse.found != MATCH_FOUND)
		fail_msg("'%s': %s", text, parse.reason);
	struct strbuf why = STRBUF_INIT;
	if (match_apply(m, &parse.action, &why) != 0)
		fail_msg("'%s': %s", text, strbuf_str(&why));
	strbuf_free(&why);
}

/* What text becomes: the canonical text of the action found, or "?" and
 * the reason. */
static const char *parsed(struct match *m, const char *text)
{
	static char result[512];
	struct match_parse parse;
	match_parse(m, text, &parse);
	if (parse.found == MATCH_FOUND) {
		struct strbuf out = STRBUF_INIT;
		m->rules->format_action(m->state, &parse.action, &out);
		snprintf(result, sizeof result, "%s", strbuf_str(&out));
		strbuf_free(&out);
	} else {
		snprintf(result, sizeof result, "?%s", parse.reason);
	}
	return result;
}

/* ---- the matcher -------------------------------------------------------- */

static void test_words_and_prefixes(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	deal(m, "abbey", "brick-factory", "brick-fleet");
	assert_string_equal(parsed(m, "take 2"), "take 2");
	assert_string_equal(parsed(m, "  TAKE   3 "), "take 3");
	assert_string_equal(parsed(m, "t 1"), "take 1");
	assert_string_equal(parsed(m, "p abbey"), "play abbey");
	assert_string_equal(parsed(m, "PLAY ABB"), "play abbey");
	/* Numbers are never prefixes: 1 is not 12. */
	assert_string_equal(parsed(m, "take 4"), "?'4' does not fit after 'take'");
	assert_string_equal(parsed(m, "t"), "?'t' needs more words");
	assert_string_equal(parsed(m, "fly away"), "?no legal action starts with 'fly'");
	assert_string_equal(parsed(m, "take 1 more"), "?'more' does not fit after 'take 1'");
	assert_string_equal(parsed(m, "play \"abbey"), "?a quote is not closed");
	assert_string_equal(parsed(m, ""), "?no action given");
	match_free(m);
}

static void test_card_names_in_any_language(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	deal(m, "abbey", "brick-factory", "knight-gotz");
	assert_string_equal(parsed(m, "play Kloster"), "play abbey");      /* German */
	assert_string_equal(parsed(m, "play kloost"), "play abbey");       /* Dutch */
	assert_string_equal(parsed(m, "play Ziegelei"), "play brick-factory");
	assert_string_equal(parsed(m, "play steenbakk"), "play brick-factory");
	assert_string_equal(parsed(m, "play Brick-Factory"), "play brick-factory");
	assert_string_equal(parsed(m, "play 'brick factory'"), "play brick-factory");
	assert_string_equal(parsed(m, "play \"Brick Fac\""), "play brick-factory");
	assert_string_equal(parsed(m, "play G\xC3\xB6tz-Eisenfaust"), "play knight-gotz");
	assert_string_equal(parsed(m, "play 'g\xC3\xB6tz eisen'"), "play knight-gotz");
	assert_string_equal(parsed(m, "play gotz-iron"), "play knight-gotz");
	assert_string_equal(parsed(m, "play Götz-IJzer"), "play knight-gotz");
	/* A card that is not in the hand is not legal to play. */
	assert_string_equal(parsed(m, "play knight-karl"),
	                    "?'knight-karl' names a card in full, and no legal action takes that card now");
	match_free(m);
}

/* catan(6): "A word that is whole wins over one that is only a start"; and
 * a card named in full never becomes another card whose name starts so:
 * with only the City Castle to play, "city" and "Stadt" are refused. */
static void test_whole_names_stay_whole(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	deal(m, "abbey", "fast-city-castle", "brick-fleet");
	assert_string_equal(parsed(m, "play city"),
	                    "?'city' names a card in full, and no legal action takes that card now");
	assert_string_equal(parsed(m, "play Stadt"),
	                    "?'Stadt' names a card in full, and no legal action takes that card now");
	assert_string_equal(parsed(m, "play 'city castle'"), "play fast-city-castle");
	assert_string_equal(parsed(m, "play stadtb"), "play fast-city-castle");
	assert_string_equal(parsed(m, "play city-c"), "play fast-city-castle");
	/* A start that is no card's whole name is a start as before. */
	assert_string_equal(parsed(m, "play bri"), "play brick-fleet");
	/* Words that are no names are starts as before. */
	assert_string_equal(parsed(m, "p abb"), "play abbey");
	match_free(m);
}

static void test_resources(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	assert_string_equal(parsed(m, "gain wool"), "gain wool");
	assert_string_equal(parsed(m, "gain Wolle"), "gain wool");
	assert_string_equal(parsed(m, "gain W"), "gain wool");
	assert_string_equal(parsed(m, "gain erts"), "gain ore");
	assert_string_equal(parsed(m, "gain Au"), "gain gold");
	/* 'g' is the letter of grain: an exact fit beats gold's prefix. */
	assert_string_equal(parsed(m, "gain g"), "gain grain");
	assert_string_equal(parsed(m, "gain go"), "gain gold");
	assert_string_equal(parsed(m, "gain holz"), "gain lumber");
	match_free(m);
}

static void test_ambiguity(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	deal(m, "abbey", "brick-factory", "brick-fleet");
	struct match_parse parse;
	match_parse(m, "play bri", &parse);
	assert_int_equal(parse.found, MATCH_AMBIGUOUS);
	assert_int_equal(parse.count, 2);
	assert_string_equal(match_legal_text(m, parse.index[0]), "play brick-factory");
	assert_string_equal(match_legal_text(m, parse.index[1]), "play brick-fleet");
	assert_string_equal(parse.reason, "that could be 2 actions");
	/* Lehm- is both brick cards in German; Lehm-H only the fleet. */
	match_parse(m, "play lehm-h", &parse);
	assert_int_equal(parse.found, MATCH_FOUND);
	match_parse(m, "gain", &parse);
	assert_int_equal(parse.found, MATCH_NONE);
	assert_int_equal(parse.count, 6);
	/* Nothing fits: every legal action is an alternative. */
	match_parse(m, "zzz", &parse);
	assert_int_equal(parse.count, match_legal(m));
	match_free(m);
}

static void test_sandbox(void **state)
{
	struct match *m = new_toy(state, 1, true, NULL);
	struct match_parse parse;
	match_parse(m, "pile 7", &parse);
	assert_int_equal(parse.found, MATCH_FOUND);
	assert_true(parse.sandbox);
	match_parse(m, "pile seven", &parse);
	assert_int_equal(parse.found, MATCH_SANDBOX_ERROR);
	assert_string_equal(parse.reason, "pile takes a number 1..99");
	struct match *plain = new_toy(state, 1, false, NULL);
	match_parse(plain, "pile 7", &parse);
	assert_int_equal(parse.found, MATCH_NONE);
	match_free(plain);
	match_free(m);
}

static void test_word_fits(void **state)
{
	struct match *m = new_toy(state, 1, false, NULL);
	assert_int_equal(match_word_fits(m, "abbey", "abbey"), 2);
	assert_int_equal(match_word_fits(m, "abbey", "KLOSTER"), 2);
	assert_int_equal(match_word_fits(m, "abbey", "ab"), 1);
	assert_int_equal(match_word_fits(m, "abbey", "abc"), 0);
	assert_int_equal(match_word_fits(m, "12", "1"), 0);
	assert_int_equal(match_word_fits(m, "ore", "O"), 2);
	struct strbuf words = STRBUF_INIT;
	assert_int_equal(match_split_words("a 'b c' \"d\"", &words), 3);
	assert_memory_equal(words.data, "a\0b c\0d\0", 8);
	strbuf_free(&words);
	match_free(m);
}

/* ---- logs: writing, replaying, refusing --------------------------------- */

static const char *const script[] = {
	"take 2", "gain wool", "take 3", "take 1", "take 3", "t 2", "take 1",
};
#define SCRIPT_LEN (sizeof script / sizeof script[0])

static struct match *play_logged(void **state, const char *name, uint64_t seed)
{
	struct match *m = new_toy(state, seed, false, NULL);
	struct strbuf why = STRBUF_INIT;
	if (match_log_create(m, toy_fixture_path(state, name), &why) != 0)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
	for (size_t i = 0; i < SCRIPT_LEN; i++)
		apply_text(m, script[i]);
	return m;
}

static void test_log_round_trip(void **state)
{
	struct toy_fixture *f = *state;
	struct match *a = play_logged(state, "a.log", 42);
	struct match *b = play_logged(state, "b.log", 42);
	char *text_a = slurp(toy_fixture_path(state, "a.log"));
	char *text_b = slurp(toy_fixture_path(state, "b.log"));
	assert_string_equal(text_a, text_b);

	char expected[512];
	snprintf(expected, sizeof expected,
	         "# game: toy\n# sets:\n# players: human human\n# seed: 42\n"
	         "# carddb: %016llx\n# engine: %s\n1: take 2\n2: gain wool\n2: take 3\n",
	         (unsigned long long)f->db->digest, PACKAGE_VERSION);
	assert_memory_equal(text_a, expected, strlen(expected));

	struct match *r;
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "a.log"), &why), 0);
	assert_int_equal(r->move_count, SCRIPT_LEN);
	assert_int_equal(r->moves[1].line, 8);
	assert_memory_equal(r->state, a->state, toy_rules.state_size);

	/* The replayed match logs itself anew, byte for byte. */
	assert_int_equal(match_log_create(r, toy_fixture_path(state, "c.log"), &why), 0);
	char *text_c = slurp(toy_fixture_path(state, "c.log"));
	assert_string_equal(text_a, text_c);

	/* Another seed deals other hands: another match. */
	struct match *d = play_logged(state, "d.log", 43);
	assert_memory_not_equal(d->state, a->state, toy_rules.state_size);

	free(text_a);
	free(text_b);
	free(text_c);
	strbuf_free(&why);
	match_free(a);
	match_free(b);
	match_free(d);
	match_free(r);
}

/* Replaces the first occurrence of from by to in the file at path. */
static void edit(const char *path, const char *from, const char *to)
{
	char *text = slurp(path);
	char *at = strstr(text, from);
	assert_non_null(at);
	char edited[65536];
	snprintf(edited, sizeof edited, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
	spit(path, edited);
	free(text);
}

static void expect_refusal(void **state, const char *name, int rc_expected,
                           const char *message_part)
{
	struct toy_fixture *f = *state;
	struct match *r;
	struct strbuf why = STRBUF_INIT;
	int rc = match_replay(&r, toy_games, f->db, toy_fixture_path(state, name), &why);
	if (rc != rc_expected || !strstr(strbuf_str(&why), message_part))
		fail_msg("rc %d: %s (wanted %d: ...%s...)", rc, strbuf_str(&why), rc_expected,
		         message_part);
	if (rc < 0)
		assert_null(r);
	else
		assert_non_null(r);
	match_free(r);
	strbuf_free(&why);
}

static void test_replay_refuses_other_origin(void **state)
{
	struct toy_fixture *f = *state;
	match_free(play_logged(state, "digest.log", 5));
	char digest[64], message[256];
	snprintf(digest, sizeof digest, "# carddb: %016llx", (unsigned long long)f->db->digest);
	edit(toy_fixture_path(state, "digest.log"), digest, "# carddb: 0123456789abcdef");
	snprintf(message, sizeof message, "digest.log:5: played with the card database "
	         "0123456789abcdef; this one is %016llx", (unsigned long long)f->db->digest);
	expect_refusal(state, "digest.log", -1, message);

	match_free(play_logged(state, "engine.log", 5));
	char engine[64];
	snprintf(engine, sizeof engine, "# engine: %s", PACKAGE_VERSION);
	edit(toy_fixture_path(state, "engine.log"), engine, "# engine: 0.0.1");
	expect_refusal(state, "engine.log", -1, "engine.log:6: written by catan 0.0.1");

	match_free(play_logged(state, "game.log", 5));
	edit(toy_fixture_path(state, "game.log"), "# game: toy", "# game: chess");
	expect_refusal(state, "game.log", -1, "game.log:1: no game 'chess'");

	match_free(play_logged(state, "kinds.log", 5));
	edit(toy_fixture_path(state, "kinds.log"), "human human", "human wizard");
	expect_refusal(state, "kinds.log", -1, "kinds.log:3: no player kind 'wizard'");

	match_free(play_logged(state, "option.log", 5));
	edit(toy_fixture_path(state, "option.log"), "# sets:\n", "# sets:\n# option.PILE: 500\n");
	expect_refusal(state, "option.log", -1, "the header does not set up a match: "
	               "toy: PILE takes 1..99, not '500'");
}

static void test_replay_stops_at_bad_lines(void **state)
{
	struct toy_fixture *f = *state;
	/* An edited line: the number is the line's. */
	match_free(play_logged(state, "edited.log", 5));
	edit(toy_fixture_path(state, "edited.log"), "2: take 3", "2: take 9");
	expect_refusal(state, "edited.log", 1,
	               "edited.log:9: 'take 9' is not a legal action of player 2 now");

	match_free(play_logged(state, "seat.log", 5));
	edit(toy_fixture_path(state, "seat.log"), "1: take 1", "2: take 1");
	expect_refusal(state, "seat.log", 1, "seat.log:10: player 2 cannot act now: "
	               "player 1 is to decide");

	/* Truncated inside the last line: the line is left out, the replay
	 * keeps what came before and says why it stopped. */
	match_free(play_logged(state, "cut.log", 5));
	char *text = slurp(toy_fixture_path(state, "cut.log"));
	text[strlen(text) - 4] = '\0';
	spit(toy_fixture_path(state, "cut.log"), text);
	free(text);
	struct match *r;
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "cut.log"), &why), 1);
	assert_string_equal(strstr(strbuf_str(&why), "cut.log:"), "cut.log:13: the last line has no "
	                    "newline: it was cut off as it was written, and is left out");
	assert_int_equal(r->cut_line, 13);
	assert_int_equal(r->move_count, SCRIPT_LEN - 1);
	assert_int_equal(r->at, SCRIPT_LEN - 1);
	match_free(r);
	strbuf_free(&why);

	/* Truncated inside the header. */
	match_free(play_logged(state, "header.log", 5));
	text = slurp(toy_fixture_path(state, "header.log"));
	*strstr(text, "# seed") = '\0';
	spit(toy_fixture_path(state, "header.log"), text);
	free(text);
	expect_refusal(state, "header.log", -1, "header.log: the header has no 'engine' line");

	/* A line the reader cannot read stops there, with its column. */
	match_free(play_logged(state, "garbage.log", 5));
	edit(toy_fixture_path(state, "garbage.log"), "1: take 1", "one: take 1");
	expect_refusal(state, "garbage.log", 1, "garbage.log:10:1: ");

	expect_refusal(state, "missing.log", -1, "missing.log");
}

static void test_resume_appends(void **state)
{
	struct toy_fixture *f = *state;
	/* One match in one go, and the same match stopped and resumed. */
	struct match *whole = play_logged(state, "whole.log", 9);
	struct match *first = new_toy(state, 9, false, NULL);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(first, toy_fixture_path(state, "part.log"), &why), 0);
	for (size_t i = 0; i < 3; i++)
		apply_text(first, script[i]);
	match_free(first);

	struct match *r;
	assert_int_equal(match_resume(&r, toy_games, f->db, toy_fixture_path(state, "part.log"),
	                              &why, &why), 0);
	assert_int_equal(why.len, 0);
	for (size_t i = 3; i < SCRIPT_LEN; i++)
		apply_text(r, script[i]);
	match_free(r);

	char *a = slurp(toy_fixture_path(state, "whole.log")), *b = slurp(toy_fixture_path(state, "part.log"));
	assert_string_equal(a, b);
	free(a);
	free(b);
	strbuf_free(&why);
	match_free(whole);
}

/* A last line cut at a word boundary can spell another legal move: "pile
 * 12" cut to "pile 1". It is never applied, by replay or by resume, and
 * resume cuts it from the file before it goes on. */
static void test_cut_line_never_applied(void **state)
{
	struct toy_fixture *f = *state;
	const char *path = toy_fixture_path(state, "pile.log");
	struct match *m = new_toy(state, 7, true, NULL);
	struct strbuf why = STRBUF_INIT, note = STRBUF_INIT;
	assert_int_equal(match_log_create(m, path, &why), 0);
	apply_text(m, "take 1");
	apply_text(m, "pile 12");
	match_free(m);
	char *text = slurp(path);
	size_t len = strlen(text);
	assert_string_equal(text + len - 12, "\n2: pile 12\n");
	text[len - 2] = '\0';            /* "2: pile 1", no newline */
	spit(path, text);

	struct match *r;
	assert_int_equal(match_replay(&r, toy_games, f->db, path, &why), 1);
	assert_int_equal(r->move_count, 1);
	assert_int_not_equal(((struct toy_state *)r->state)->pile, 1);
	match_free(r);

	strbuf_reset(&why);
	assert_int_equal(match_resume(&r, toy_games, f->db, path, &why, &note), 0);
	assert_int_equal(r->move_count, 1);
	assert_non_null(strstr(strbuf_str(&note), "pile.log:9: the last line has no newline"));
	assert_non_null(strstr(strbuf_str(&note), "goes on after line 8"));
	apply_text(r, "take 2");
	match_free(r);
	char *after = slurp(path);
	text[len - 11] = '\0';
	assert_string_equal(after + strlen(text), "2: take 2\n");
	free(after);
	free(text);
	strbuf_free(&why);
	strbuf_free(&note);
}

/* One log, one writer: resume refuses a log that another process writes,
 * and leaves it as it was. */
static void test_resume_refuses_second_writer(void **state)
{
	struct toy_fixture *f = *state;
	const char *path = toy_fixture_path(state, "busy.log");
	struct match *m = new_toy(state, 7, false, NULL);
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, path, &why), 0);
	apply_text(m, "take 1");
	char *before = slurp(path);
	fflush(NULL);
	pid_t child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		struct match *r;
		int rc = match_resume(&r, toy_games, f->db, path, &why, &why);
		_exit(rc == -2 && !r && strstr(strbuf_str(&why), "another catan is writing") ? 0 : 1);
	}
	int status;
	assert_int_equal(waitpid(child, &status, 0), child);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	char *after = slurp(path);
	assert_string_equal(before, after);
	free(before);
	free(after);

	/* Once the writer is gone, resume may write. */
	match_free(m);
	struct match *r;
	assert_int_equal(match_resume(&r, toy_games, f->db, path, &why, &why), 0);
	match_free(r);
	strbuf_free(&why);
}

static void test_stepping_back(void **state)
{
	struct toy_fixture *f = *state;
	struct match *m = new_toy(state, 3, true, "99");
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, toy_fixture_path(state, "long.log"), &why), 0);
	size_t size = toy_rules.state_size;
	unsigned char *seen = malloc(100 * size);
	memcpy(seen, m->state, size);
	apply_text(m, "pile 90");
	memcpy(seen + size, m->state, size);
	for (int i = 2; i <= 91; i++) {
		apply_text(m, "take 1");
		memcpy(seen + (size_t)i * size, m->state, size);
	}
	assert_int_equal(match_current(m), -1);

	struct match *r;
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "long.log"), &why), 0);
	assert_int_equal(r->move_count, 91);
	static const size_t steps[] = { 0, 91, 33, 32, 31, 64, 1, 89, 0, 65, 91, 90 };
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		assert_int_equal(match_goto(r, steps[i]), 0);
		assert_int_equal(r->at, steps[i]);
		assert_memory_equal(r->state, seen + steps[i] * size, size);
	}
	/* A move made after stepping back starts a new branch. */
	assert_int_equal(match_goto(r, 10), 0);
	apply_text(r, "take 3");
	assert_int_equal(r->move_count, 11);
	assert_int_equal(match_goto(r, 40), 0);
	assert_int_equal(r->at, 11);
	free(seen);
	strbuf_free(&why);
	match_free(m);
	match_free(r);
}

/* An undo is a move: it puts the state before the move it takes back,
 * stays in the log, replays to the same states at every step (across
 * checkpoints, undos of undone ground included), and a resumed match goes
 * on from it. */
static void keep(unsigned char *seen, const struct match *m)
{
	memcpy(seen + m->at * toy_rules.state_size, m->state, toy_rules.state_size);
}

static void undo(struct match *m, size_t target, unsigned char *seen)
{
	struct strbuf why = STRBUF_INIT;
	if (match_undo(m, target, &why) != 0)
		fail_msg("undo %zu: %s", target + 1, strbuf_str(&why));
	strbuf_free(&why);
	keep(seen, m);
}

static void test_undo(void **state)
{
	struct toy_fixture *f = *state;
	size_t size = toy_rules.state_size;
	unsigned char *seen = malloc(120 * size);
	struct match *m = new_toy(state, 5, true, "99");
	struct strbuf why = STRBUF_INIT;
	assert_int_equal(match_log_create(m, toy_fixture_path(state, "undo.log"), &why), 0);
	keep(seen, m);
	apply_text(m, "pile 90");
	keep(seen, m);
	for (int i = 0; i < 40; i++) {
		apply_text(m, "take 1");
		keep(seen, m);
	}
	/* Move 36 and the five after it taken back: the state after 35. */
	undo(m, 35, seen);
	assert_int_equal(m->at, 42);
	assert_string_equal(m->moves[41].text, "undo 36");
	assert_int_equal(m->moves[41].player, m->moves[35].player);
	assert_memory_equal(m->state, seen + 35 * size, size);
	assert_int_equal(match_live_move(m, m->at), 34);
	/* The moves taken back count no more; the ones before do. */
	assert_int_equal(match_undo(m, 38, &why), -1);
	assert_non_null(strstr(strbuf_str(&why), "move 39 does not count now"));
	assert_int_equal(m->at, 42);
	apply_text(m, "take 2");
	keep(seen, m);
	assert_int_equal(match_live_move(m, m->at), 42);
	assert_int_equal(match_live_move(m, 42), 34);
	/* An undo of a move made after an undo, then further back still. */
	undo(m, 42, seen);
	assert_memory_equal(m->state, seen + 35 * size, size);
	undo(m, 30, seen);
	assert_memory_equal(m->state, seen + 30 * size, size);
	for (int i = 0; i < 25; i++) {
		apply_text(m, "take 1");
		keep(seen, m);
	}
	size_t made = m->at;
	assert_true(made > 2 * MATCH_CHECKPOINT);

	/* The log says it all, and replays it step by step. */
	char *text = slurp(toy_fixture_path(state, "undo.log"));
	assert_non_null(strstr(text, ": undo 36\n"));
	assert_non_null(strstr(text, ": undo 43\n"));
	assert_non_null(strstr(text, ": undo 31\n"));
	free(text);
	struct match *r;
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "undo.log"), &why), 0);
	assert_int_equal(r->move_count, made);
	assert_memory_equal(r->state, m->state, size);
	static const size_t steps[] = { 0, 42, 41, 43, 45, 44, 64, 33, 70, 46, 2, 69 };
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		assert_int_equal(match_goto(r, steps[i]), 0);
		assert_memory_equal(r->state, seen + steps[i] * size, size);
	}
	match_free(r);
	/* Resumed, the match goes on from where the undos left it. */
	match_free(m);
	m = NULL;
	strbuf_reset(&why);
	assert_int_equal(match_resume(&r, toy_games, f->db, toy_fixture_path(state, "undo.log"),
	                              &why, &why), 0);
	assert_int_equal(why.len, 0);
	assert_memory_equal(r->state, seen + made * size, size);
	apply_text(r, "take 1");
	match_free(r);
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "undo.log"), &why), 0);
	assert_int_equal(r->move_count, made + 1);
	assert_int_equal(match_goto(r, made), 0);
	assert_memory_equal(r->state, seen + made * size, size);
	match_free(r);

	/* An undo line that takes back another player's move, or a move that
	 * does not count, stops a replay there. */
	m = new_toy(state, 5, false, NULL);
	assert_int_equal(match_log_create(m, toy_fixture_path(state, "undo-bad.log"), &why), 0);
	apply_text(m, "take 2");
	apply_text(m, "gain wool");
	match_free(m);
	text = slurp(toy_fixture_path(state, "undo-bad.log"));
	size_t len = strlen(text);
	char *bad = malloc(len + 32);
	snprintf(bad, len + 32, "%s1: undo 2\n", text);
	spit(toy_fixture_path(state, "undo-bad.log"), bad);
	strbuf_reset(&why);
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "undo-bad.log"), &why), 1);
	assert_non_null(strstr(strbuf_str(&why), ":9: 'undo 2': player 1 made no move 2 to take back"));
	match_free(r);
	snprintf(bad, len + 32, "%s2: undo 2\n2: undo 2\n", text);
	spit(toy_fixture_path(state, "undo-bad.log"), bad);
	strbuf_reset(&why);
	assert_int_equal(match_replay(&r, toy_games, f->db, toy_fixture_path(state, "undo-bad.log"), &why), 1);
	assert_non_null(strstr(strbuf_str(&why), ":10: move 2 does not count now"));
	assert_int_equal(r->move_count, 3);
	match_free(r);
	free(bad);
	free(text);
	free(seen);
	strbuf_free(&why);
}

static void test_setup_refusals(void **state)
{
	struct toy_fixture *f = *state;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	struct strbuf why = STRBUF_INIT;
	const char *kinds[] = { "human", "wizard" };
	assert_null(match_new(&toy_rules, f->db, &setup, kinds, &why));
	assert_string_equal(strbuf_str(&why),
	                    "player 2: no player kind 'wizard' (human, easy, normal, hard, expert, "
	                    "search:N, search:Ts, search:N/T, search:Ts/T, random, greedy, uniform)\n");
	strbuf_reset(&why);
	setup.player_count = 3;
	const char *three[] = { "human", "human", "greedy" };
	assert_null(match_new(&toy_rules, f->db, &setup, three, &why));
	assert_string_equal(strbuf_str(&why), "toy: toy is for 2 players, not 3\n");
	strbuf_free(&why);

	/* Nothing is legal once the match is over. */
	struct match *m = new_toy(state, 1, false, "1");
	apply_text(m, "take 1");
	assert_int_equal(match_legal(m), 0);
	assert_string_equal(parsed(m, "take 1"), "?there is nothing to do now");
	match_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_words_and_prefixes),
		cmocka_unit_test(test_card_names_in_any_language),
		cmocka_unit_test(test_whole_names_stay_whole),
		cmocka_unit_test(test_resources),
		cmocka_unit_test(test_ambiguity),
		cmocka_unit_test(test_sandbox),
		cmocka_unit_test(test_word_fits),
		cmocka_unit_test(test_log_round_trip),
		cmocka_unit_test(test_replay_refuses_other_origin),
		cmocka_unit_test(test_replay_stops_at_bad_lines),
		cmocka_unit_test(test_resume_appends),
		cmocka_unit_test(test_cut_line_never_applied),
		cmocka_unit_test(test_resume_refuses_second_writer),
		cmocka_unit_test(test_stepping_back),
		cmocka_unit_test(test_undo),
		cmocka_unit_test(test_setup_refusals),
	};
	return cmocka_run_group_tests(tests, toy_fixture_setup, toy_fixture_teardown);
}
