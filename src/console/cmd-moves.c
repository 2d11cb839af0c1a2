/*
 * moves: the legal actions, in their canonical texts; with --text, each
 * beside as much of the rules text of the card it names as fits the line.
 *
 * A kind of action with many forms (the offers of the principality game,
 * a hundred and more) would bury the others: its actions, those whose
 * first word is the same, are shown as one line where there are more than
 * MOVES_GROUP of them; "moves WORD" lists them, "moves --all" everything.
 * The choices of one form that differ in numbers only (the board game's
 * settlements on 54 intersections) are one item, the numbers wrapped
 * under it, where there are more than MOVES_FORM; "moves build
 * settlement", naming the form's words, lists them one by one.
 */
#include <string.h>

#include "console/console.h"
#include "core/i18n.h"
#include "core/text.h"

#define MOVES_GROUP 24

/* A form of more choices than this ("build settlement N", one for each
 * free intersection of the set-up) is one line with its numbers. */
#define MOVES_FORM 8

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

/* The length of text's first word. */
static size_t first_word(const char *text)
{
	return strcspn(text, " ");
}

/* How many legal actions have the first word of action i. */
static size_t same_first_word(struct match *m, size_t i)
{
	const char *action = match_legal_text(m, i);
	size_t len = first_word(action), n = 0;
	for (size_t k = 0; k < match_legal(m); k++) {
		const char *other = match_legal_text(m, k);
		n += first_word(other) == len && strncmp(other, action, len) == 0;
	}
	return n;
}

/* Whether an earlier legal action than i has its first word. */
static bool word_seen(struct match *m, size_t i)
{
	const char *action = match_legal_text(m, i);
	size_t len = first_word(action);
	for (size_t k = 0; k < i; k++) {
		const char *other = match_legal_text(m, k);
		if (first_word(other) == len && strncmp(other, action, len) == 0)
			return true;
	}
	return false;
}

/* Whether action's first word is word, or starts with it. */
static bool starts_with_word(const char *action, const char *word)
{
	char first[64];
	size_t len = first_word(action);
	if (len >= sizeof first)
		return false;
	memcpy(first, action, len);
	first[len] = '\0';
	return text_case_prefix(first, word);
}

static bool is_number(const char *word, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (word[i] < '0' || word[i] > '9')
			return false;
	return len > 0;
}

/* Whether each word of the filter (count words from words on) starts the
 * action's word at its place: "build set" fits "build settlement 13". */
static bool fits_filter(const char *action, char **words, int count)
{
	const char *w = action;
	for (int i = 0; i < count; i++) {
		char word[64];
		size_t len = first_word(w);
		if (!*w || len >= sizeof word)
			return false;
		memcpy(word, w, len);
		word[len] = '\0';
		if (!text_case_prefix(word, words[i]))
			return false;
		w += len;
		while (*w == ' ')
			w++;
	}
	return true;
}

/* The words of a form before its first N: what a filter must name for
 * the form's choices to be listed one by one. */
static int form_words(const char *form)
{
	int n = 0;
	for (const char *w = form; *w && !(w[0] == 'N' && (w[1] == ' ' || !w[1])); n++) {
		w += first_word(w);
		while (*w == ' ')
			w++;
	}
	return n;
}

/* A form of many choices in one item: "build settlement N  (46 choices:
 * 1 2 4 ...)", the numbers of every choice ("3 5, 3 7" where a choice
 * has several) wrapped to width under it. */
static void form_line(struct match *m, const char *form, size_t width, struct strbuf *line,
                      struct strbuf *scratch)
{
	size_t count = 0, numbers = 0;
	for (const char *f = form; *f; f += first_word(f), f += *f == ' ')
		numbers += f[0] == 'N' && (f[1] == ' ' || !f[1]);
	struct strbuf list = STRBUF_INIT;
	for (size_t k = 0; k < match_legal(m); k++) {
		const char *action = match_legal_text(m, k);
		console_form(action, scratch, NULL);
		if (strcmp(strbuf_str(scratch), form) != 0)
			continue;
		if (count++)
			strbuf_puts(&list, numbers > 1 ? ", " : " ");
		bool first = true;
		for (const char *w = action; *w; w += first_word(w), w += *w == ' ')
			if (is_number(w, first_word(w))) {
				strbuf_printf(&list, "%s%.*s", first ? "" : " ", (int)first_word(w), w);
				first = false;
			}
	}
	strbuf_reset(scratch);
	strbuf_printf(scratch, _("%s  (%zu choices: %s)"), form, count, strbuf_str(&list));
	strbuf_reset(line);
	text_wrap(line, strbuf_str(scratch), width, "    ");
	strbuf_free(&list);
}

/* Whether a legal action starts with the first word of line. */
static bool word_legal(struct match *m, const char *line)
{
	size_t len = strcspn(line, " \n");
	for (size_t k = 0; k < match_legal(m); k++) {
		const char *action = match_legal_text(m, k);
		if (first_word(action) == len && strncmp(action, line, len) == 0)
			return true;
	}
	return false;
}

/* The game's shorthands (game_rules steps_help) for the actions listed:
 * a line whose first word starts a legal action, with the lines that go
 * on from it (they start with a blank). */
static void shorthands(struct console *c, const char *only)
{
	bool said = false, on = false;
	const char *help = c->match->rules->steps_help;
	/* a translation keeps each line's first word, the action's */
	for (const char *line = help ? _(help) : NULL; line && *line;
	     line += strcspn(line, "\n") + 1) {
		if (line[0] != ' ')
			on = word_legal(c->match, line) && (!only || starts_with_word(line, only));
		if (!on)
			continue;
		if (!said)
			fputs(_("or in one line, each card a move in the log:\n"), c->out);
		said = true;
		fprintf(c->out, "  %.*s\n", (int)strcspn(line, "\n"), line);
	}
}

/* How many legal actions have form. */
static size_t form_count(struct match *m, const char *form, struct strbuf *scratch)
{
	size_t n = 0;
	for (size_t k = 0; k < match_legal(m); k++) {
		console_form(match_legal_text(m, k), scratch, NULL);
		n += strcmp(strbuf_str(scratch), form) == 0;
	}
	return n;
}

/* Whether a legal action before i has form. */
static bool form_seen(struct match *m, size_t i, const char *form, struct strbuf *scratch)
{
	for (size_t k = 0; k < i; k++) {
		console_form(match_legal_text(m, k), scratch, NULL);
		if (strcmp(strbuf_str(scratch), form) == 0)
			return true;
	}
	return false;
}

static void moves_exec(struct console *c, int argc, char **argv)
{
	bool text = false, all = false;
	char *words[8];
	int only_count = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--text") == 0)
			text = true;
		else if (strcmp(argv[i], "--all") == 0)
			all = true;
		else if (argv[i][0] != '-' && only_count < (int)(sizeof words / sizeof words[0]))
			words[only_count++] = argv[i];
		else {
			console_error(c, _("usage: moves [--text] [--all] [WORD...]"));
			return;
		}
	}
	const char *only = only_count ? words[0] : NULL;
	size_t count = match_legal(c->match);
	if (count == 0)
		fputs(match_current(c->match) < 0 ? _("nothing to do: the match is over\n")
		                                  : _("nothing is legal now\n"), c->out);
	size_t widest = 0, shown = 0, width = console_width(c) - 1;
	for (size_t i = 0; text && i < count; i++) {
		size_t len = strlen(match_legal_text(c->match, i));
		widest = len > widest ? len : widest;
	}
	struct strbuf line = STRBUF_INIT, form = STRBUF_INIT, scratch = STRBUF_INIT;
	for (size_t i = 0; i < count; i++) {
		const char *action = match_legal_text(c->match, i);
		if (only && !fits_filter(action, words, only_count))
			continue;
		shown++;
		/* a form of many choices is one line, unless the filter names it */
		console_form(action, &form, NULL);
		if (!all && only_count < form_words(strbuf_str(&form)) &&
		    form_count(c->match, strbuf_str(&form), &scratch) > MOVES_FORM) {
			if (form_seen(c->match, i, strbuf_str(&form), &scratch))
				continue;
			form_line(c->match, strbuf_str(&form), width, &line, &scratch);
			fprintf(c->out, "%s\n", strbuf_str(&line));
			continue;
		}
		size_t kin = all || only ? 0 : same_first_word(c->match, i);
		if (kin > MOVES_GROUP) {
			if (!word_seen(c->match, i))
				fprintf(c->out, _("%.*s ...  (%zu combinations: moves %.*s lists them)\n"),
				        (int)first_word(action), action, kin, (int)first_word(action),
				        action);
			continue;
		}
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
	strbuf_free(&form);
	strbuf_free(&scratch);
	if (shown)
		shorthands(c, only);
	if (count && only && !shown)
		console_error(c, _("no legal action starts with '%s'"), only);
	fflush(c->out);
}

const struct console_cmd console_cmd_moves = {
	.name = "moves",
	.args = N_("[WORD...]"),
	.summary = N_("the legal actions now"),
	.help = N_("Lists every action the player to decide may take now, one per line, in its\n"
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
	        "(the board game's whole offer), where they fit what is legal."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = moves_exec,
};
