/*
 * The generic matcher: from what a user types to a legal action.
 *
 * No game parses user input. Every game formats its legal actions as
 * canonical texts, and the typed text is matched against those, word by
 * word; so a new action kind is typeable the moment the game can format it,
 * and the console never accepts what the game would not have offered.
 */
#include "match/match.h"

#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

/* Words past this many never fit any action; one more than any canonical
 * text needs is enough to tell the user "too many". */
#define MAX_TYPED_WORDS 64

int match_split_words(const char *text, struct strbuf *words)
{
	int count = 0;
	const char *p = text;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		if (!*p)
			return count;
		if (*p == '"' || *p == '\'') {
			const char *close = strchr(p + 1, *p);
			if (!close)
				return -1;
			strbuf_append(words, p + 1, (size_t)(close - p - 1));
			p = close + 1;
		} else {
			size_t len = strcspn(p, " \t\n\r");
			strbuf_append(words, p, len);
			p += len;
		}
		strbuf_append(words, "", 1);
		count++;
	}
}

/* Canonical texts are words separated by single spaces. */
static int split_canonical(const char *text, struct strbuf *words)
{
	int count = 0;
	while (*text) {
		size_t len = strcspn(text, " ");
		strbuf_append(words, text, len);
		strbuf_append(words, "", 1);
		count++;
		text += len;
		while (*text == ' ')
			text++;
	}
	return count;
}

static const char *next_word(const char *word)
{
	return word + strlen(word) + 1;
}

static bool all_digits(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* 2, 1 or 0 as match_word_fits, for a plain word. */
static int fits_word(const char *word, const char *typed)
{
	if (text_casecmp(word, typed) == 0)
		return 2;
	if (!*typed || all_digits(word))
		return 0;
	return text_case_prefix(word, typed) ? 1 : 0;
}

/* The same for a name, whose blanks the user writes as '-'. typed has had
 * its blanks turned into '-' already. */
static int fits_name(const char *name, const char *typed)
{
	if (!name)
		return 0;
	char dashed[256];
	size_t len = strlen(name);
	if (len >= sizeof dashed)
		return 0;
	for (size_t i = 0; i <= len; i++)
		dashed[i] = name[i] == ' ' ? '-' : name[i];
	return fits_word(dashed, typed);
}

static int best(int a, int b)
{
	return a > b ? a : b;
}

/* Whether typed (blanks dashed) is a card's name in full: its key, its
 * name in any language, or that name before a parenthesis (the fast
 * game's "City (Market Day)" is a City). Only the match's game's cards
 * count, when it has one. */
static bool fits_name_whole(const char *name, const char *typed)
{
	if (!name)
		return false;
	if (fits_name(name, typed) == 2)
		return true;
	const char *paren = strstr(name, " (");
	char base[256];
	size_t len = paren ? (size_t)(paren - name) : 0;
	if (!len || len >= sizeof base)
		return false;
	memcpy(base, name, len);
	base[len] = '\0';
	return fits_name(base, typed) == 2;
}

static int card_named(const struct match *m, const char *typed)
{
	const struct carddb *db = m->db;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *card = &db->cards[i];
		if (m->game >= 0 && (int)card->game != m->game)
			continue;
		if (text_casecmp(card->key, typed) == 0)
			return (int)i;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			if (fits_name_whole(card->name[lang], typed))
				return (int)i;
	}
	return -1;
}

static bool is_card_name(const struct match *m, const char *typed)
{
	return card_named(m, typed) >= 0;
}

/* A card named in full is that card: the name never stands for another
 * card by being the start of its name ("city" is never the City Castle,
 * "Stadt" never the Stadtburg), even when that other is all there is to
 * do. fit is how typed fits the card key canonical. */
static int whole_wins(const struct match *m, int fit, const char *typed)
{
	return fit == 1 && is_card_name(m, typed) ? 0 : fit;
}

int match_word_fits(const struct match *m, const char *canonical, const char *typed)
{
	char dashed[256];
	size_t len = strlen(typed);
	if (len >= sizeof dashed)
		return 0;
	for (size_t i = 0; i <= len; i++)
		dashed[i] = typed[i] == ' ' ? '-' : typed[i];

	int fit = fits_word(canonical, dashed);
	if (fit == 2 || !m->db)
		return fit;
	const struct carddb *db = m->db;
	bool card_key = false;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *card = &db->cards[i];
		if (strcmp(card->key, canonical) != 0)
			continue;
		card_key = true;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			fit = best(fit, fits_name(card->name[lang], dashed));
		break;
	}
	for (size_t i = 0; i < db->resource_count; i++) {
		const struct carddb_resource *res = &db->resources[i];
		if ((m->game >= 0 && (int)res->game != m->game) || strcmp(res->key, canonical) != 0)
			continue;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			fit = best(fit, fits_name(res->name[lang], dashed));
		if (text_casecmp(res->letter, dashed) == 0)
			fit = 2;
	}
	return card_key ? whole_wins(m, fit, dashed) : fit;
}

/* How one legal action compares with the typed words. */
struct fit {
	int words;       /* in the canonical text */
	int leading;     /* typed words that fit its words from the first on */
	bool whole;      /* every word fits, and the counts agree */
};

static struct fit fit_action(const struct match *m, const char *canonical,
                             const char *typed, int typed_count, struct strbuf *scratch)
{
	struct fit fit = { 0, 0, false };
	strbuf_reset(scratch);
	fit.words = split_canonical(canonical, scratch);
	if (scratch->failed)
		return fit;
	const char *word = scratch->data, *t = typed;
	while (fit.leading < typed_count && fit.leading < fit.words &&
	       match_word_fits(m, word, t) > 0) {
		fit.leading++;
		word = next_word(word);
		t = next_word(t);
	}
	fit.whole = fit.leading == typed_count && fit.words == typed_count;
	return fit;
}

/* The word at position n of a canonical text, into out. */
static const char *canonical_word(const char *canonical, int n, struct strbuf *out)
{
	strbuf_reset(out);
	split_canonical(canonical, out);
	const char *word = out->data ? out->data : "";
	for (int i = 0; i < n && word < out->data + out->len; i++)
		word = next_word(word);
	return word;
}

/* Among the candidates, those that fit typed word n exactly beat those that
 * fit it by a prefix: "Stadt" is the city, not every card starting so. */
static void prefer_exact(struct match *m, struct match_parse *out, const char *typed_word,
                         int n, struct strbuf *scratch)
{
	size_t exact = 0;
	for (size_t i = 0; i < out->count; i++) {
		const char *word = canonical_word(match_legal_text(m, out->index[i]), n, scratch);
		if (match_word_fits(m, word, typed_word) == 2)
			out->index[exact++] = out->index[i];
	}
	if (exact)
		out->count = exact;
}

/* Whether every candidate has the same text: a game that formats two
 * actions alike is wrong, but the user has said all that can be said. */
static bool all_same_text(struct match *m, const struct match_parse *out)
{
	for (size_t i = 1; i < out->count; i++)
		if (strcmp(match_legal_text(m, out->index[i]), match_legal_text(m, out->index[0])) != 0)
			return false;
	return true;
}

/* Joins the first n typed words with blanks, for messages. */
static void join_words(const char *words, int n, struct strbuf *out)
{
	for (int i = 0; i < n; i++, words = next_word(words))
		strbuf_printf(out, "%s%s", i ? " " : "", words);
}

/* The card word names in full, as typed (blanks or dashes), or -1. */
static int word_card(const struct match *m, const char *word)
{
	char dashed[256];
	size_t len = strlen(word);
	if (len >= sizeof dashed)
		return -1;
	for (size_t i = 0; i <= len; i++)
		dashed[i] = word[i] == ' ' ? '-' : word[i];
	return card_named(m, dashed);
}

/* Whether word, as typed, is a card's whole name (blanks or dashes). */
static bool names_card(const struct match *m, const char *word)
{
	return word_card(m, word) >= 0;
}

/* The first card named in full among the count typed words from word
 * on, or -1. */
static int first_card_named(const struct match *m, const char *word, int count)
{
	for (int i = 0; m->db && i < count; i++, word = next_word(word)) {
		int card = word_card(m, word);
		if (card >= 0)
			return card;
	}
	return -1;
}

/* Adds to the reason why the game takes no action with card now, as it
 * tells it (game_rules why_not): "...: it costs 2 Grain 3 Ore and...". */
static void add_game_reason(struct match *m, struct match_parse *out, int card)
{
	if (card < 0 || !m->rules->why_not || match_current(m) < 0)
		return;
	struct strbuf why = STRBUF_INIT;
	m->rules->why_not(m->state, card, m->lang, &why);
	size_t len = strlen(out->reason);
	if (why.len && !why.failed && len < sizeof out->reason)
		snprintf(out->reason + len, sizeof out->reason - len, ": %s", strbuf_str(&why));
	strbuf_free(&why);
}

/* When the typed words name, whole, one of the game's conceivable actions
 * (game_rules conceivable: a piece on a real place, legal now or not), the
 * game's reason why it cannot be taken now as the reason: "'build
 * settlement 13' is refused: the building on 12 stands next to it...".
 * Returns whether it gave one. */
static bool explain_refused(struct match *m, struct match_parse *out, const char *typed,
                            int typed_count, struct strbuf *scratch)
{
	if (!m->rules->conceivable || !m->rules->why_refused || match_current(m) < 0)
		return false;
	struct action *places = malloc(GAME_MAX_ACTIONS * sizeof *places);
	if (!places)
		return false;
	size_t count = m->rules->conceivable(m->state, places, GAME_MAX_ACTIONS);
	struct strbuf text = STRBUF_INIT, why = STRBUF_INIT;
	bool said = false;
	/* the numbers a place of the typed form may have, where the typed one
	 * is none of them: "build road 99" on an island of 72 paths */
	const char *last = typed;
	for (int i = 1; i < typed_count; i++)
		last = next_word(last);
	long low = -1, high = -1;
	for (size_t i = 0; i < count && !said; i++) {
		strbuf_reset(&text);
		m->rules->format_action(m->state, &places[i], &text);
		if (text.failed)
			continue;
		struct fit fit = fit_action(m, strbuf_str(&text), typed, typed_count, scratch);
		if (!fit.whole) {
			const char *number = strrchr(strbuf_str(&text), ' ');
			if (fit.words == typed_count && fit.leading == typed_count - 1 && number &&
			    all_digits(number + 1) && all_digits(last)) {
				long n = strtol(number + 1, NULL, 10);
				low = low < 0 || n < low ? n : low;
				high = n > high ? n : high;
			}
			continue;
		}
		m->rules->why_refused(m->state, &places[i], m->lang, &why);
		if (why.len && !why.failed) {
			snprintf(out->reason, sizeof out->reason, _("'%.64s' is refused: %.180s"),
			         strbuf_str(&text), strbuf_str(&why));
			said = true;
		}
	}
	if (!said && low >= 0) {
		strbuf_reset(&text);
		join_words(typed, typed_count, &text);
		snprintf(out->reason, sizeof out->reason,
		         _("'%.64s' names no place: the numbers there go from %ld to %ld"),
		         strbuf_str(&text), low, high);
		said = true;
	}
	strbuf_free(&text);
	strbuf_free(&why);
	free(places);
	return said;
}

/* Fills the reason and the alternatives when nothing matched: the actions
 * that fit the most typed words from the first on, and the word where the
 * text went wrong. */
static void explain_none(struct match *m, struct match_parse *out, const char *typed,
                         int typed_count, struct strbuf *scratch)
{
	size_t legal = match_legal(m);
	int deepest = 0;
	for (size_t i = 0; i < legal; i++)
		deepest = best(deepest, fit_action(m, match_legal_text(m, i), typed, typed_count,
		                                   scratch).leading);
	bool incomplete = false;
	out->count = 0;
	for (size_t i = 0; i < legal; i++) {
		struct fit fit = fit_action(m, match_legal_text(m, i), typed, typed_count, scratch);
		if (fit.leading == deepest) {
			out->index[out->count++] = (unsigned short)i;
			incomplete |= deepest == typed_count && fit.words > typed_count;
		}
	}
	struct strbuf before = STRBUF_INIT;
	const char *word = typed;
	for (int i = 0; i < deepest && i < typed_count; i++)
		word = next_word(word);
	join_words(typed, incomplete ? typed_count : deepest, &before);
	if (legal == 0)
		snprintf(out->reason, sizeof out->reason, "%s", _("there is nothing to do now"));
	else if (incomplete)
		snprintf(out->reason, sizeof out->reason, _("'%.128s' needs more words"),
		         strbuf_str(&before));
	else if (deepest == 0)
		snprintf(out->reason, sizeof out->reason, _("no legal action starts with '%.64s'"),
		         word);
	else if (m->db && names_card(m, word))
		snprintf(out->reason, sizeof out->reason,
		         _("'%.64s' names a card in full, and no legal action takes that card now"),
		         word);
	else
		snprintf(out->reason, sizeof out->reason, _("'%.64s' does not fit after '%.128s'"), word,
		         strbuf_str(&before));
	if (legal && !incomplete && !explain_refused(m, out, typed, typed_count, scratch))
		add_game_reason(m, out, first_card_named(m, word, typed_count - deepest));
	strbuf_free(&before);
}

static void parse_words(struct match *m, const char *typed, int typed_count,
                        struct match_parse *out, struct strbuf *scratch)
{
	size_t legal = match_legal(m);
	out->count = 0;
	for (size_t i = 0; i < legal; i++)
		if (fit_action(m, match_legal_text(m, i), typed, typed_count, scratch).whole)
			out->index[out->count++] = (unsigned short)i;
	const char *word = typed;
	for (int n = 0; n < typed_count && out->count > 1; n++, word = next_word(word))
		prefer_exact(m, out, word, n, scratch);
	if (out->count >= 1 && all_same_text(m, out)) {
		out->found = MATCH_FOUND;
		out->action = *match_legal_action(m, out->index[0]);
		out->count = 1;
	} else if (out->count > 1) {
		out->found = MATCH_AMBIGUOUS;
		snprintf(out->reason, sizeof out->reason,
		         ngettext("that could be %zu action", "that could be %zu actions", out->count),
		         out->count);
	} else {
		out->found = MATCH_NONE;
	}
}

/* Offers text to the game's sandbox commands: 1 when it was one. */
static int parse_sandbox(struct match *m, const char *text, struct match_parse *out)
{
	if (!m->setup.sandbox || !m->rules->parse_sandbox || match_current(m) < 0)
		return 0;
	struct strbuf why = STRBUF_INIT;
	int rc = m->rules->parse_sandbox(m->state, match_current(m), text, m->lang, &out->action,
	                                 &why);
	if (rc == 0) {
		out->found = MATCH_FOUND;
		out->sandbox = true;
	} else if (rc < 0) {
		out->found = MATCH_SANDBOX_ERROR;
		out->count = 0;
		snprintf(out->reason, sizeof out->reason, "%s", why.len ? strbuf_str(&why)
		                                                       : _("not a valid sandbox command"));
	}
	strbuf_free(&why);
	return rc <= 0;
}

void match_parse(struct match *m, const char *text, struct match_parse *out)
{
	struct strbuf typed = STRBUF_INIT, scratch = STRBUF_INIT;
	memset(out, 0, sizeof *out);
	out->found = MATCH_NONE;
	int count = match_split_words(text, &typed);
	if (count < 0)
		snprintf(out->reason, sizeof out->reason, "%s", _("a quote is not closed"));
	else if (count == 0)
		snprintf(out->reason, sizeof out->reason, "%s", _("no action given"));
	else if (count > MAX_TYPED_WORDS || typed.failed)
		snprintf(out->reason, sizeof out->reason, "%s", _("too many words"));
	else {
		parse_words(m, typed.data, count, out, &scratch);
		if (out->found == MATCH_NONE && !parse_sandbox(m, text, out))
			explain_none(m, out, typed.data, count, &scratch);
	}
	if (out->found == MATCH_NONE && out->count == 0) {
		/* No word fit at all: every legal action is an alternative. */
		out->count = match_legal(m);
		for (size_t i = 0; i < out->count; i++)
			out->index[i] = (unsigned short)i;
	}
	strbuf_free(&typed);
	strbuf_free(&scratch);
}
