/*
 * fuzz-console: libFuzzer over each game's action and command parsers.
 *
 * The first bytes choose the game (any of game_table, so a new game is
 * fuzzed as soon as it is registered), the number of players, whether the
 * match is a sandbox (whose set-up commands then parse too), play or replay
 * mode, and the seed; every further line goes to the console as typed --
 * console commands, actions by any prefix or card name, sandbox commands
 * -- and to the completer. After every line the game's check() must hold.
 * Crashes, sanitizer reports, leaks and broken checks are findings.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "console/console.h"
#include "games/game.h"
#include "match/match.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_LINES 64
#define HEAD 4

static struct carddb *cards;
static FILE *source, *sink;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	struct diag_list diags = DIAG_LIST_INIT;
	cards = carddb_load(NULL, &diags);
	diag_list_free(&diags);
	source = fopen("/dev/null", "r");
	sink = fopen("/dev/null", "w");
	if (!cards || !source || !sink)
		abort();
	return 0;
}

static void need(int holds, const char *what)
{
	if (!holds) {
		fprintf(stderr, "fuzz-console: %s\n", what);
		abort();
	}
}

/* A match of the game the first bytes choose, or NULL when the game takes
 * no such number of players. */
static struct match *new_match(const uint8_t *head)
{
	size_t games = 0;
	while (game_table[games])
		games++;
	const struct game_rules *rules = game_table[head[0] % games];
	static const char *const humans[GAME_MAX_PLAYERS] = {
		"human", "human", "human", "human", "human", "human",
	};
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2 + head[1] % (GAME_MAX_PLAYERS - 1);
	setup.sandbox = head[2] & 1;
	setup.seed = head[3];
	struct strbuf why = STRBUF_INIT;
	struct match *m = match_new(rules, cards, &setup, humans, &why);
	if (!m) {
		setup.player_count = 2;
		strbuf_reset(&why);
		m = match_new(rules, cards, &setup, humans, &why);
	}
	strbuf_free(&why);
	return m;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < HEAD)
		return 0;
	struct match *m = new_match(data);
	if (!m)
		return 0;
	enum console_mode mode = data[2] & 2 ? CONSOLE_REPLAY : CONSOLE_PLAY;
	struct console c;
	console_init(&c, m, CONSOLE_PLAY, source, sink, sink);
	char *text = malloc(size - HEAD + 1);
	need(text != NULL, "out of memory");
	memcpy(text, data + HEAD, size - HEAD);
	text[size - HEAD] = '\0';
	struct strbuf why = STRBUF_INIT, completions = STRBUF_INIT;
	char *line = text;
	for (int n = 0; line && n < MAX_LINES; n++) {
		char *end = strchr(line, '\n');
		if (end)
			*end = '\0';
		/* Halfway through the lines, the moves made become a replay. */
		if (mode == CONSOLE_REPLAY && n == MAX_LINES / 2)
			c.mode = CONSOLE_REPLAY;
		console_execute(&c, line);
		size_t half = strlen(line) / 2;
		char *before = strndup(line, half);
		need(before != NULL, "out of memory");
		strbuf_reset(&completions);
		console_completions(&c, before, line + half, &completions);
		free(before);
		strbuf_reset(&why);
		need(m->rules->check(m->state, &why) == 0, strbuf_str(&why));
		line = end ? end + 1 : NULL;
	}
	strbuf_free(&why);
	strbuf_free(&completions);
	free(text);
	console_free(&c);
	match_free(m);
	return 0;
}
