/*
 * moves: the legal actions, in their canonical texts; with --text, each
 * beside as much of the rules text of the card it names as fits the line.
 */
#include <string.h>

#include "console/console.h"

/* A line of moves --text fits a terminal of 80 columns, with the last
 * column left free (a terminal may wrap a line that fills it). */
#define MOVES_TEXT_WIDTH 79

/* The card of the match's game whose key is a word of text, or NULL. */
static const struct carddb_card *card_named(const struct match *m, const char *text)
{
	const struct carddb *db = m->db;
	if (!db)
		return NULL;
	for (const char *word = text; *word;) {
		size_t len = strcspn(word, " ");
		for (size_t i = 0; i < db->card_count; i++) {
			const struct carddb_card *card = &db->cards[i];
			if ((m->game < 0 || (int)card->game == m->game) &&
			    strlen(card->key) == len && strncmp(card->key, word, len) == 0)
				return card;
		}
		word += len;
		while (*word == ' ')
			word++;
	}
	return NULL;
}

/* card's rules text, cut to room bytes with "..." where it is longer (at
 * a byte that starts a UTF-8 character). */
static void one_line(const struct carddb_card *card, size_t room, struct strbuf *out)
{
	const char *text = card->rules_text;
	size_t len = strlen(text);
	if (len > room && room > 3) {
		len = room - 3;
		while (len > 0 && ((unsigned char)text[len] & 0xC0) == 0x80)
			len--;
		strbuf_append(out, text, len);
		strbuf_puts(out, "...");
		return;
	}
	strbuf_append(out, text, len);
}

static void moves_exec(struct console *c, int argc, char **argv)
{
	bool text = argc == 2 && strcmp(argv[1], "--text") == 0;
	if (argc != 1 && !text) {
		console_error(c, "usage: moves [--text]");
		return;
	}
	size_t count = match_legal(c->match);
	if (count == 0)
		fprintf(c->out, match_current(c->match) < 0 ? "nothing to do: the match is over\n"
		                                            : "nothing is legal now\n");
	size_t widest = 0;
	for (size_t i = 0; text && i < count; i++) {
		size_t len = strlen(match_legal_text(c->match, i));
		widest = len > widest ? len : widest;
	}
	struct strbuf line = STRBUF_INIT;
	for (size_t i = 0; i < count; i++) {
		const char *action = match_legal_text(c->match, i);
		const struct carddb_card *card = text ? card_named(c->match, action) : NULL;
		strbuf_reset(&line);
		strbuf_puts(&line, action);
		if (card) {
			while (line.len < widest + 2)
				strbuf_putc(&line, ' ');
			size_t room = line.len < MOVES_TEXT_WIDTH - 20 ? MOVES_TEXT_WIDTH - line.len : 20;
			one_line(card, room, &line);
		}
		fprintf(c->out, "%s\n", strbuf_str(&line));
	}
	strbuf_free(&line);
	fflush(c->out);
}

const struct console_cmd console_cmd_moves = {
	.name = "moves",
	.args = "[--text]",
	.summary = "the legal actions now",
	.help = "Lists every action the player to decide may take now, one per line, in its\n"
	        "canonical text: what the log stores and what typing it does. With --text,\n"
	        "an action that names a card has the card's rules text beside it, as much\n"
	        "as fits a line of 79 columns (card NAME shows the whole card).",
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = moves_exec,
};
