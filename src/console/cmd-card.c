/*
 * card: one card of the match's game, as a player reads it at the table.
 *
 * The name may be given as the actions take it -- the key, or a name in
 * German, Dutch or English, blanks written as '-' or the name in quotes --
 * in full or as a unique start, or as the start of a word inside a name
 * ("Imelda" is the Lady Imelda). A name in full wins over a start, and a
 * start of the name over a word inside it. Cards that share their name
 * (the same card in two sets) are shown together.
 */
#include <string.h>

#include "console/console.h"
#include "core/text.h"
#include "core/i18n.h"

#define CARD_QUERY_MAX 256
#define CARD_FOUND_MAX 64

enum card_fit { FIT_NONE, FIT_WORD, FIT_START, FIT_WHOLE };

/* text with blanks turned into '-', into out (size CARD_QUERY_MAX); false
 * when it does not fit. */
static bool dashed(const char *text, char *out)
{
	size_t len = strlen(text);
	if (len >= CARD_QUERY_MAX)
		return false;
	for (size_t i = 0; i <= len; i++)
		out[i] = text[i] == ' ' ? '-' : text[i];
	return true;
}

/* How query (dashed) fits name: whole, its start, or the start of one of
 * its words (after a blank, a dash or a parenthesis). */
static enum card_fit name_fit(const char *name, const char *query)
{
	char name_dashed[CARD_QUERY_MAX];
	if (!name || !dashed(name, name_dashed))
		return FIT_NONE;
	if (text_casecmp(name_dashed, query) == 0)
		return FIT_WHOLE;
	if (text_case_prefix(name_dashed, query))
		return FIT_START;
	for (const char *p = name_dashed; *p; p++)
		if ((*p == '-' || *p == '(') && text_case_prefix(p + 1, query))
			return FIT_WORD;
	return FIT_NONE;
}

static enum card_fit card_fit(const struct carddb_card *card, const char *query)
{
	enum card_fit best = name_fit(card->key, query);
	for (int lang = 0; lang < LANG_COUNT; lang++) {
		enum card_fit fit = name_fit(card->name[lang], query);
		if (fit > best)
			best = fit;
	}
	return best;
}

/* The cards of the match's game (every game's without one) that fit query
 * best, into found; returns how many (at most CARD_FOUND_MAX). */
static size_t find_cards(const struct match *m, const char *query, int *found)
{
	const struct carddb *db = m->db;
	enum card_fit best = FIT_NONE;
	size_t n = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *card = &db->cards[i];
		if (m->game >= 0 && (int)card->game != m->game)
			continue;
		enum card_fit fit = card_fit(card, query);
		if (fit == FIT_NONE || fit < best)
			continue;
		if (fit > best) {
			best = fit;
			n = 0;
		}
		if (n < CARD_FOUND_MAX)
			found[n++] = (int)i;
	}
	return n;
}

/* Whether the cards found all bear one name and one text: one card to a
 * reader, printed once per copy's set. */
static bool all_alike(const struct carddb *db, const int *found, size_t n)
{
	for (size_t i = 1; i < n; i++) {
		const struct carddb_card *a = &db->cards[found[0]], *b = &db->cards[found[i]];
		if (strcmp(a->name[LANG_EN], b->name[LANG_EN]) != 0 ||
		    strcmp(a->rules_text, b->rules_text) != 0)
			return false;
	}
	return true;
}

static const char *resource_name(const struct carddb_resource *res, enum carddb_lang lang)
{
	return res->name[lang] ? res->name[lang] : res->name[LANG_EN];
}

/* Where a card goes, as the database words it, in the reader's language. */
static const char *placement_word(enum carddb_placement placement)
{
	switch (placement) {
	case PLACE_CENTER_ROW: return _("center-row");
	case PLACE_REGION_SLOT: return _("region-slot");
	case PLACE_SETTLEMENT: return _("settlement");
	case PLACE_CITY: return _("city");
	case PLACE_OPPONENT_CITY: return _("opponent-city");
	case PLACE_STACK: return _("stack");
	default: return carddb_placement_name(placement);
	}
}
static void print_card(struct console *c, const struct carddb_card *card)
{
	const struct carddb *db = c->match->db;
	FILE *out = c->out;
	fprintf(out, "%s", carddb_card_name(card, c->lang));
	const char *sep = " (";
	for (int lang = 0; lang < LANG_COUNT; lang++) {
		if (lang == (int)c->lang || !card->name[lang] ||
		    strcmp(card->name[lang], carddb_card_name(card, c->lang)) == 0)
			continue;
		fprintf(out, "%s%s", sep, card->name[lang]);
		sep = ", ";
	}
	fprintf(out, _("%skey %s)\n"), *sep == ' ' ? " (" : "; ", card->key);
	fprintf(out, _("  cost:"));
	bool free = true;
	for (int pos = 0; pos < CARDDB_MAX_RESOURCES; pos++) {
		const struct carddb_resource *res = carddb_resource_at(db, card->game, pos);
		if (!card->cost[pos] || !res)
			continue;
		fprintf(out, " %d %s", card->cost[pos], resource_name(res, c->lang));
		free = false;
	}
	fprintf(out, _("%s\n  points:"), free ? _(" nothing") : "");
	if (card->vp)
		fprintf(out, _(" %d VP"), card->vp);
	static const char *const advantages[] = { N_("strength"), N_("tournament"), N_("commerce") };
	const int values[] = { card->strength, card->tournament, card->commerce };
	for (int i = 0; i < 3; i++)
		if (values[i])
			fprintf(out, " %s %d", _(advantages[i]), values[i]);
	if (!card->vp && !card->strength && !card->tournament && !card->commerce)
		fprintf(out, _(" none"));
	fprintf(out, _("\n  placed on: %s\n"), card->placement == PLACE_NONE
	                                        ? _("nothing (played or kept)")
	                                        : placement_word(card->placement));
	for (int i = 0; i < card->prereq_count; i++)
		fprintf(out, "%s%s", i ? _(" or ") : _("  needs: "),
		        carddb_card_name(&db->cards[db->prereqs[card->prereq_first + i]], c->lang));
	if (card->prereq_count)
		fputc('\n', out);
	/* the rules text wrapped to the table's width, under the fields */
	struct strbuf text = STRBUF_INIT, wrapped = STRBUF_INIT;
	strbuf_printf(&text, "  %s", card->rules_text);
	text_wrap(&wrapped, strbuf_str(&text), console_width(c) - 1, "  ");
	fprintf(out, "%s\n", strbuf_str(&wrapped));
	strbuf_free(&text);
	strbuf_free(&wrapped);
}

static void card_exec(struct console *c, int argc, char **argv)
{
	if (argc < 2) {
		console_error(c, _("usage: card NAME"));
		return;
	}
	char joined[CARD_QUERY_MAX], query[CARD_QUERY_MAX];
	size_t len = 0;
	joined[0] = '\0';
	for (int i = 1; i < argc; i++) {
		size_t word = strlen(argv[i]);
		if (len + word + 2 > sizeof joined) {
			console_error(c, _("card: the name is too long"));
			return;
		}
		if (i > 1)
			joined[len++] = ' ';
		memcpy(joined + len, argv[i], word + 1);
		len += word;
	}
	if (!dashed(joined, query))
		return;
	int found[CARD_FOUND_MAX];
	size_t n = find_cards(c->match, query, found);
	const struct carddb *db = c->match->db;
	if (n == 0) {
		console_error(c, _("card: no card of this game is called '%s'"), joined);
		return;
	}
	if (n > 1 && !all_alike(db, found, n)) {
		struct strbuf names = STRBUF_INIT;
		for (size_t i = 0; i < n; i++)
			strbuf_printf(&names, "%s%s (%s)", i ? ", " : "",
			              carddb_card_name(&db->cards[found[i]], c->lang), db->cards[found[i]].key);
		console_error(c, _("card: '%s' could be %zu cards: %s"), joined, n, strbuf_str(&names));
		strbuf_free(&names);
		return;
	}
	print_card(c, &db->cards[found[0]]);
	if (n > 1) {
		fprintf(c->out, _("  (the same card:"));
		for (size_t i = 0; i < n; i++)
			fprintf(c->out, " %s", db->cards[found[i]].key);
		fprintf(c->out, ")\n");
	}
	fflush(c->out);
}

const struct console_cmd console_cmd_card = {
	.name = "card",
	.args = N_("NAME"),
	.summary = N_("what a card costs, gives and does"),
	.help = N_("Shows a card of the match's game: its names, cost, points, where it is\n"
	        "placed, what it needs and its rules text. NAME is its key or a name in\n"
	        "German, Dutch or English, in full or a unique start, or the start of a\n"
	        "word inside a name (card Imelda); blanks may stay or be written as '-'."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = card_exec,
};
