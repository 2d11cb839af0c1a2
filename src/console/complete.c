/*
 * Completion: what the word being typed could become.
 *
 * The candidates come from the same place as the matcher's answers -- the
 * canonical texts of the legal actions -- so completion never offers what
 * the match would refuse, and card and resource words complete to their
 * keys and to their names in the console's language (the matcher accepts
 * every language, but a list of three names for each card is no help).
 */
#include "console/console.h"

#include <string.h>

#include "core/text.h"

/* Appends word unless out has it already. */
static size_t offer(struct strbuf *out, const char *word, const char *partial)
{
	if (!text_case_prefix(word, partial))
		return 0;
	for (const char *p = out->data; p && p < out->data + out->len; p += strlen(p) + 1)
		if (strcmp(p, word) == 0)
			return 0;
	strbuf_append(out, word, strlen(word) + 1);
	return 1;
}

/* A name as it is typed: blanks as '-'. */
static size_t offer_name(struct strbuf *out, const char *name, const char *partial)
{
	char dashed[256];
	size_t len = name ? strlen(name) : sizeof dashed;
	if (len >= sizeof dashed)
		return 0;
	for (size_t i = 0; i <= len; i++)
		dashed[i] = name[i] == ' ' ? '-' : name[i];
	return offer(out, dashed, partial);
}

/* A name in lang, or in English where it has none in lang. */
static const char *name_in(const char *const *names, enum carddb_lang lang)
{
	return names[lang] ? names[lang] : names[LANG_EN];
}

/* The canonical word itself, and the name in lang of the card or resource
 * it is the key of. */
static size_t offer_word(const struct match *m, enum carddb_lang lang, const char *word,
                         const char *partial, struct strbuf *out)
{
	size_t count = offer(out, word, partial);
	const struct carddb *db = m->db;
	for (size_t i = 0; db && i < db->card_count; i++)
		if (strcmp(db->cards[i].key, word) == 0)
			count += offer_name(out, name_in(db->cards[i].name, lang), partial);
	for (size_t i = 0; db && i < db->resource_count; i++) {
		const struct carddb_resource *res = &db->resources[i];
		if ((m->game < 0 || (int)res->game == m->game) && strcmp(res->key, word) == 0)
			count += offer_name(out, name_in(res->name, lang), partial);
	}
	return count;
}

/* Word n of each legal action whose first n words fit the typed ones. */
static size_t offer_action_words(struct console *c, const char *typed, int n,
                                 const char *partial, struct strbuf *out)
{
	struct match *m = c->match;
	struct strbuf words = STRBUF_INIT;
	size_t count = 0;
	for (size_t i = 0; i < match_legal(m); i++) {
		strbuf_reset(&words);
		int total = match_split_words(match_legal_text(m, i), &words);
		if (total <= n)
			continue;
		const char *word = words.data, *t = typed;
		bool fits = true;
		for (int k = 0; k < n && fits; k++) {
			fits = match_word_fits(m, word, t) > 0;
			word += strlen(word) + 1;
			t += strlen(t) + 1;
		}
		if (fits)
			count += offer_word(m, c->lang, word, partial, out);
	}
	strbuf_free(&words);
	return count;
}

size_t console_completions(struct console *c, const char *before, const char *partial,
                           struct strbuf *out)
{
	struct strbuf typed = STRBUF_INIT;
	int n = match_split_words(before, &typed);
	size_t count = 0;
	if (n < 0) {
		strbuf_free(&typed);
		return 0;
	}
	const struct console_cmd *cmd = n > 0 ? console_cmd_find(c->mode, typed.data) : NULL;
	if (n == 0 || (n == 1 && cmd == &console_cmd_help)) {
		for (size_t i = 0; console_cmd_table[i]; i++)
			if (console_cmd_table[i]->modes & c->mode)
				count += offer(out, console_cmd_table[i]->name, partial);
	}
	if (cmd == &console_cmd_state && n == 1)
		count += offer(out, "--json", partial);
	if (!cmd && c->mode == CONSOLE_PLAY && match_current(c->match) >= 0)
		count += offer_action_words(c, typed.data ? typed.data : "", n, partial, out);
	strbuf_free(&typed);
	return count;
}
