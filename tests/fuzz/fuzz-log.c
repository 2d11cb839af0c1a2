/*
 * fuzz-log: libFuzzer over the game log reader and the replayer.
 *
 * Every input is read as a log; what the reader keeps must be well formed
 * (the checks below abort otherwise), and a log it reads is replayed with
 * the built-in card database, every game's check() run on the match it
 * ends at. Seeds (tests/fuzz/corpus-log) are real logs of every game, so
 * mutations keep their header and reach the actions. Crashes, sanitizer
 * reports, leaks and broken checks are findings; refusals are expected.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "core/gamelog.h"
#include "core/text.h"
#include "match/match.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct carddb *cards;
static char digest[17];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	struct diag_list diags = DIAG_LIST_INIT;
	cards = carddb_load(NULL, &diags);
	diag_list_free(&diags);
	if (!cards)
		abort();
	snprintf(digest, sizeof digest, "%016llx", (unsigned long long)cards->digest);
	return 0;
}

/* The seeds name the card database they were played with; once the cards
 * change, that header would stop every replay at its first line. The
 * harness reads any 'carddb' line as this database's, so mutations reach
 * the actions (the check of the digest itself is a string comparison). */
static void same_cards(struct gamelog *log)
{
	for (size_t i = 0; i < log->header_count; i++)
		if (strcmp(log->header[i].key, "carddb") == 0)
			log->header[i].value = digest;
}

static void need(int holds, const char *what)
{
	if (!holds) {
		fprintf(stderr, "fuzz-log: %s\n", what);
		abort();
	}
}

/* What the reader promises for any input. */
static void check_read(const struct gamelog *log, const uint8_t *data, size_t size)
{
	need(log->header_count <= GAMELOG_MAX_HEADER, "too many header lines kept");
	need(log->whole_bytes <= size, "whole_bytes past the input");
	if (log->unterminated_line)
		need(!memchr(data + log->whole_bytes, '\n', size - log->whole_bytes),
		     "a line left out as cut off has a newline");
	else
		need(log->whole_bytes == size || size == 0, "whole lines end before the input");
	for (size_t i = 0; i < log->header_count; i++) {
		need(gamelog_valid_key(log->header[i].key), "a kept key is not valid");
		need(text_valid_utf8(log->header[i].value, strlen(log->header[i].value), NULL),
		     "a kept value is not UTF-8");
	}
	for (size_t i = 0; i < log->action_count; i++) {
		const struct gamelog_action *a = &log->actions[i];
		need(a->seat >= 1 && a->seat <= GAMELOG_MAX_SEAT, "a seat out of range");
		need(a->text[0] != '\0' && gamelog_valid_text(a->text), "an action the writer refuses");
		need(i == 0 || a->line > log->actions[i - 1].line, "actions out of order");
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gamelog log = GAMELOG_INIT;
	struct diag_list problems = DIAG_LIST_INIT;
	gamelog_read_buffer(&log, "fuzz.log", (const char *)data, size, &problems);
	if (log.text) {
		check_read(&log, data, size);
		same_cards(&log);
		struct match *m = NULL;
		struct strbuf why = STRBUF_INIT;
		match_replay_log(&m, NULL, cards, "fuzz.log", &log, &problems, &why);
		if (m) {
			strbuf_reset(&why);
			need(m->rules->check(m->state, &why) == 0, strbuf_str(&why));
			need(match_goto(m, 0) == 0 && match_goto(m, m->move_count) == 0,
			     "a replayed match does not step back and forth");
			match_free(m);
		}
		strbuf_free(&why);
	}
	gamelog_free(&log);
	diag_list_free(&problems);
	return 0;
}
