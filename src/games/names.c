/*
 * names: cards and resources named as actions name them (names.h).
 */
#include "games/names.h"

#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

#define NAME_MAX_BYTES 256
#define LISTED_MAX 8

int names_split(char *text, char **words, int max, struct strbuf *why)
{
	int count = 0;
	char *p = text;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		if (!*p)
			return count;
		if (count == max) {
			strbuf_printf(why, _("too many words (at most %d)"), max);
			return -1;
		}
		if (*p == '"' || *p == '\'') {
			char *close = strchr(p + 1, *p);
			if (!close) {
				strbuf_puts(why, _("a quote is not closed"));
				return -1;
			}
			words[count++] = p + 1;
			*close = '\0';
			p = close + 1;
		} else {
			words[count++] = p;
			p += strcspn(p, " \t\n\r");
			if (*p)
				*p++ = '\0';
		}
	}
}

bool names_word(const char *word, const char *text)
{
	return *text && text_case_prefix(word, text);
}

/* name with its blanks as '-', into out (NAME_MAX_BYTES); false when too
 * long. */
static bool dashed(const char *name, char *out)
{
	size_t len = strlen(name);
	if (len >= NAME_MAX_BYTES)
		return false;
	for (size_t i = 0; i <= len; i++)
		out[i] = name[i] == ' ' ? '-' : name[i];
	return true;
}

/* 2 when typed (dashed) is name in full, 1 when it starts it, else 0. */
static int fits(const char *name, const char *typed)
{
	char d[NAME_MAX_BYTES];
	if (!name || !dashed(name, d))
		return 0;
	if (text_casecmp(d, typed) == 0)
		return 2;
	return text_case_prefix(d, typed) ? 1 : 0;
}

static int card_fits(const struct carddb_card *card, const char *typed)
{
	int best = fits(card->key, typed);
	for (int lang = 0; lang < LANG_COUNT && best < 2; lang++) {
		int fit = fits(card->name[lang], typed);
		best = fit > best ? fit : best;
	}
	return best;
}

bool names_whole(const struct carddb_card *card, const char *text)
{
	char typed[NAME_MAX_BYTES];
	return dashed(text, typed) && card_fits(card, typed) == 2;
}

int names_card(const struct carddb *db, enum carddb_game game, const char *text,
               names_accept accept, const void *ctx, const char *what, struct strbuf *why)
{
	char typed[NAME_MAX_BYTES];
	if (!*text || !dashed(text, typed)) {
		strbuf_printf(why, _("no %s is called %s"), what, text);
		return -1;
	}
	int level = 0, found = -1, count = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *card = &db->cards[i];
		if (card->game != game || (accept && !accept(db, (int)i, ctx)))
			continue;
		/* a key is the card's own: never shared, never lost to a name */
		if (text_casecmp(card->key, typed) == 0)
			return (int)i;
		int fit = card_fits(card, typed);
		if (fit == 0 || fit < level)
			continue;
		if (fit > level) {
			level = fit;
			count = 0;
		}
		if (count++ == 0)
			found = (int)i;
	}
	if (count == 1)
		return found;
	if (count == 0) {
		strbuf_printf(why, _("no %s is called %s"), what, text);
		return -1;
	}
	if (level == 2)
		strbuf_printf(why, ngettext("%s names %d card:", "%s names %d cards:", count), text,
		              count);
	else
		strbuf_printf(why, ngettext("%s could be %d card:", "%s could be %d cards:", count),
		              text, count);
	int listed = 0;
	for (size_t i = 0; i < db->card_count && listed < LISTED_MAX; i++) {
		const struct carddb_card *card = &db->cards[i];
		if (card->game != game || (accept && !accept(db, (int)i, ctx)) ||
		    card_fits(card, typed) != level)
			continue;
		strbuf_printf(why, "%s %s", listed++ ? "," : "", card->key);
	}
	strbuf_puts(why, count > listed ? _(", ... (type more of its name)")
	                                : level == 2 ? _(" (type its key)")
	                                             : _(" (type more of its name, or its key)"));
	return -2;
}

int names_resource(const struct carddb *db, enum carddb_game game, const char *text,
                   struct strbuf *why)
{
	int level = 0, found = -1, count = 0;
	for (size_t i = 0; i < db->resource_count; i++) {
		const struct carddb_resource *res = &db->resources[i];
		if (res->game != game)
			continue;
		int fit = fits(res->key, text);
		if (text_casecmp(res->letter, text) == 0)
			fit = 2;
		for (int lang = 0; lang < LANG_COUNT; lang++) {
			int f = fits(res->name[lang], text);
			fit = f > fit ? f : fit;
		}
		if (fit == 0 || fit < level)
			continue;
		if (fit > level) {
			level = fit;
			count = 0;
		}
		if (count++ == 0)
			found = (int)i;
	}
	if (count == 1)
		return found;
	if (count)
		strbuf_printf(why, ngettext("%s could be %d resource", "%s could be %d resources", count),
		              text, count);
	else
		strbuf_printf(why, _("no resource is called %s"), text);
	return -1;
}
