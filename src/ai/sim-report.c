/*
 * The report of a simulation as tables for people.
 *
 * Computed from the report alone, with fixed formats, so that one seed
 * gives one text: a card designer can diff two runs before and after an
 * edit of the database, and shards merged give the text of one run.
 *
 * Every rate comes with its 95 % interval (Wilson's, stats.c), and a
 * figure whose interval excludes what chance alone would give -- a seat
 * or a card's builders winning more or less often than one player in
 * players of a match someone won -- is marked with a star.
 *
 * The words are in the console's language; the numbers' columns are laid
 * out for the English headings and widen where a translated heading is
 * wider (text_headings), so that every table stays aligned.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

static double percent(long part, long whole)
{
	return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

static double per_match(long count, long matches)
{
	return matches ? (double)count / (double)matches : 0.0;
}

/* How many columns a table's rate and interval columns add to their widths
 * for their translated headings. */
struct rate_widening {
	size_t rate, interval;
};

/* "50.0%  43.1-56.9%", and a star when the interval of part / whole
 * excludes fair. */
static void rate_interval(struct strbuf *out, long part, long whole, double fair,
                          struct rate_widening widen, bool *marked)
{
	struct ai_interval i = ai_wilson(part, whole, AI_Z95);
	bool significant = whole > 0 && ai_interval_excludes(i, fair);
	*marked |= significant;
	char interval[32];
	snprintf(interval, sizeof interval, "%.1f-%.1f%%", 100 * i.low, 100 * i.high);
	strbuf_printf(out, "%*.1f%%  %*s%s", (int)(5 + widen.rate), percent(part, whole),
	              (int)(11 + widen.interval), interval, significant ? " *" : "");
}

/* Seat p's player as the report names it: its kind, with a search's
 * budget. */
static const char *seat_name(const struct ai_sim_options *o, int p, char *buf, size_t size)
{
	ai_level_name(o->kinds[p], &o->budgets[p], buf, size);
	return buf;
}

static void format_seats(const struct ai_sim_report *r, double fair, bool *marked,
                         struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	char name[32];
	/* the player column fits the longest name, a search's budget included,
	 * and its heading */
	size_t width = 7;
	for (int p = 0; p < o->players; p++) {
		size_t len = text_width(seat_name(o, p, name, sizeof name));
		width = len > width ? len : width;
	}
	size_t len = text_width(_("player"));
	width = len > width ? len : width;
	const struct text_heading seat_headings[] = {
		{ "", _("seat"), 4, false },
		{ "  ", _("player"), width, false },
		{ "  ", _("wins"), 4, false },
		{ "  ", _("win rate"), 8, false },
		/* xgettext:no-c-format */
		{ "  ", _("95% interval"), 12, false },
	};
	size_t extra[5];
	text_headings(out, seat_headings, 5, extra);
	for (int p = 0; p < o->players; p++) {
		strbuf_printf(out, "%-*d  ", (int)(4 + extra[0]), p + 1);
		text_pad_right(out, seat_name(o, p, name, sizeof name), width);
		strbuf_printf(out, "  %*ld    ", (int)(5 + extra[2]), r->wins[p]);
		rate_interval(out, r->wins[p], r->won, fair, (struct rate_widening){ extra[3], extra[4] },
		              marked);
		strbuf_putc(out, '\n');
	}
	/* The same by kind, over all the seats of a kind: news only when a
	 * kind sits in several seats beside another kind. */
	int kinds = 0, shared = 0;
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		int seats = 0;
		for (int p = 0; p < o->players; p++)
			seats += (int)o->kinds[p] == k;
		kinds += seats > 0;
		shared |= seats > 1;
	}
	if (kinds < 2 || !shared)
		return;
	const struct text_heading kind_headings[] = {
		{ "", _("player"), 7, false },
		{ "  ", _("seats"), 5, true },
		{ "  ", _("wins"), 5, true },
		{ "  ", _("win rate"), 8, false },
		/* xgettext:no-c-format */
		{ "  ", _("95% interval"), 12, false },
	};
	strbuf_putc(out, '\n');
	text_headings(out, kind_headings, 5, extra);
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		int seats = 0;
		long wins = 0;
		for (int p = 0; p < o->players; p++) {
			if ((int)o->kinds[p] != k)
				continue;
			seats++;
			wins += r->wins[p];
		}
		if (!seats)
			continue;
		text_pad_right(out, ai_kind_name((enum ai_kind)k), 7 + extra[0]);
		strbuf_printf(out, "  %*d  %*ld    ", (int)(5 + extra[1]), seats, (int)(5 + extra[2]),
		              wins);
		rate_interval(out, wins, r->won * seats, fair, (struct rate_widening){ extra[3], extra[4] },
		              marked);
		strbuf_putc(out, '\n');
	}
}

static void format_first_seat(const struct ai_sim_report *r, double fair, struct strbuf *out)
{
	struct ai_interval i = ai_wilson(r->wins[0], r->won, AI_Z95);
	strbuf_printf(out, _("\nfirst seat: wins %.1f%% (95%% interval %.1f-%.1f%%) where a fair seat "
	                "wins %.1f%%:\n  "), percent(r->wins[0], r->won), 100 * i.low, 100 * i.high,
	              100 * fair);
	if (r->won == 0)
		strbuf_puts(out, _("no match was won\n"));
	else if (!ai_interval_excludes(i, fair))
		strbuf_puts(out, _("no significant advantage or disadvantage\n"));
	else
		strbuf_printf(out, i.low > fair ? _("a significant advantage of %+.1f points\n")
		                                : _("a significant disadvantage of %+.1f points\n"),
		              percent(r->wins[0], r->won) - 100 * fair);
}

static void format_lengths(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	strbuf_printf(out, _("\nwon: %ld of %ld; stopped without a winner at %d turns or %ld actions: "
	                "%ld\n"), r->won, r->matches, o->caps.max_turns, o->caps.max_actions, r->capped);
	if (r->matches - r->won - r->capped > 0)
		strbuf_printf(out, _("ended without a winner: %ld\n"), r->matches - r->won - r->capped);
	const struct ai_sim_length *lengths[2] = { &r->turns, &r->actions };
	const char *names[2] = { _("turns"), _("actions") };
	/* the first column fits its heading and the rows' names */
	size_t width = 9;
	for (int i = 0; i < 2; i++) {
		size_t w = text_width(names[i]);
		width = w > width ? w : width;
	}
	const struct text_heading headings[] = {
		{ "", _("per match"), width, false },
		{ "  ", _("mean"), 10, true },
		{ "  ", _("sd"), 8, true },
		{ "  ", _("min"), 8, true },
		{ "  ", _("max"), 8, true },
	};
	size_t extra[5];
	strbuf_putc(out, '\n');
	text_headings(out, headings, 5, extra);
	for (int i = 0; i < 2; i++) {
		text_pad_right(out, names[i], width + extra[0]);
		strbuf_printf(out, "  %*.1f  %*.1f  %*ld  %*ld\n", (int)(10 + extra[1]),
		              ai_length_mean(lengths[i]), (int)(8 + extra[2]), ai_length_sd(lengths[i]),
		              (int)(8 + extra[3]), lengths[i]->min, (int)(8 + extra[4]), lengths[i]->max);
	}
}

static long card_seen(const struct ai_sim_card *card)
{
	return card->drawn + card->built + card->played + card->revealed;
}

/* Most seen first; equal by key, so the order is the same every run. */
static int by_seen(const void *a, const void *b)
{
	const struct ai_sim_card *x = *(const struct ai_sim_card *const *)a;
	const struct ai_sim_card *y = *(const struct ai_sim_card *const *)b;
	long sx = card_seen(x), sy = card_seen(y);
	if (sx != sy)
		return sx > sy ? -1 : 1;
	return strcmp(x->key, y->key);
}

static void format_cards(const struct ai_sim_report *r, double fair, bool *marked,
                         struct strbuf *out)
{
	size_t n = r->options.card_count;
	const struct ai_sim_card **order = malloc((n ? n : 1) * sizeof *order);
	if (!order) {
		strbuf_puts(out, _("\n(no memory for the card table)\n"));
		return;
	}
	size_t seen = 0, width = 4;
	for (size_t i = 0; i < n; i++) {
		if (!card_seen(&r->cards[i]))
			continue;
		order[seen++] = &r->cards[i];
		size_t w = text_width(r->cards[i].key);
		width = w > width ? w : width;
	}
	qsort(order, seen, sizeof *order, by_seen);
	strbuf_printf(out, _("\ncards seen: %zu of %zu; per match drawn, built, played, revealed; "
	                "of the\nplayers who built one in a match someone won, how many won\n"),
	              seen, n);
	size_t len = text_width(_("card"));
	width = len > width ? len : width;
	const struct text_heading headings[] = {
		{ "", _("card"), width, false },
		{ "  ", _("drawn"), 5, true },
		{ "  ", _("built"), 5, true },
		{ "  ", _("played"), 6, true },
		{ "  ", _("revealed"), 8, true },
		{ "  ", _("builders"), 8, true },
		{ "  ", _("won"), 5, true },
		/* xgettext:no-c-format */
		{ "  ", _("95% interval"), 12, false },
	};
	size_t extra[8];
	struct strbuf heading_line = STRBUF_INIT;
	text_headings(&heading_line, headings, 8, extra);
	if (seen)
		strbuf_puts(out, strbuf_str(&heading_line));
	strbuf_free(&heading_line);
	for (size_t i = 0; i < seen; i++) {
		const struct ai_sim_card *c = order[i];
		text_pad_right(out, c->key, width);
		strbuf_printf(out, "  %*.2f  %*.2f  %*.2f  %*.2f  %*ld  ", (int)(5 + extra[1]),
		              per_match(c->drawn, r->matches), (int)(5 + extra[2]),
		              per_match(c->built, r->matches), (int)(6 + extra[3]),
		              per_match(c->played, r->matches), (int)(8 + extra[4]),
		              per_match(c->revealed, r->matches), (int)(8 + extra[5]), c->builders);
		if (c->builders)
			rate_interval(out, c->builders_won, c->builders, fair,
			              (struct rate_widening){ extra[6], extra[7] }, marked);
		else
			strbuf_printf(out, "%*s", (int)(5 + extra[6]), "-");
		strbuf_putc(out, '\n');
	}
	if (seen < n) {
		const char *label = _("never drawn, built, played or revealed:");
		strbuf_puts(out, label);
		size_t column = text_width(label);
		for (size_t i = 0; i < n; i++) {
			if (card_seen(&r->cards[i]))
				continue;
			size_t w = text_width(r->cards[i].key) + 1;
			if (column + w > 78) {
				strbuf_puts(out, "\n ");
				column = 1;
			}
			strbuf_printf(out, " %s", r->cards[i].key);
			column += w;
		}
		strbuf_putc(out, '\n');
	}
	free(order);
}

/* Each card's win rate is a test of its own: among many, one in twenty is
 * starred by chance alone although no card matters (the multiple
 * comparisons problem), and a designer should know how many to expect. */
static void format_many_tests(const struct ai_sim_report *r, struct strbuf *out)
{
	long tested = 0;
	for (size_t i = 0; i < r->options.card_count; i++)
		tested += r->cards[i].builders > 0;
	if (tested < 20)
		return;
	strbuf_printf(out, _("  %ld cards were tested: about %ld of them would be starred by chance "
	                "alone even\n  if no card mattered: run other seeds (--seed) or --against before "
	                "trusting\n  a star\n"), tested, (tested + 10) / 20);
}

void ai_sim_format_title(const char *game, const struct ai_sim_options *o, struct strbuf *out)
{
	strbuf_printf(out, ngettext("%s: %ld match, seed %llu,", "%s: %ld matches, seed %llu,",
	                            (unsigned long)o->matches),
	              game, o->matches, (unsigned long long)o->seed);
	char name[32];
	for (int p = 0; p < o->players; p++)
		strbuf_printf(out, "%s%s", p ? _(" vs ") : " ", seat_name(o, p, name, sizeof name));
}

void ai_sim_format_setup(const struct ai_sim_options *o, struct strbuf *out)
{
	if (!o->setup[0])
		return;
	/* sim writes "sets KEY, ...; options KEY=VALUE, ...": the keys stay
	 * as they are typed, the two words are translated */
	static const char sets[] = "sets", options[] = "; options ";
	const char *rest = o->setup;
	struct strbuf text = STRBUF_INIT;
	if (strncmp(rest, sets, strlen(sets)) == 0) {
		strbuf_puts(&text, _("sets"));
		rest += strlen(sets);
	}
	const char *at = strstr(rest, options);
	if (at) {
		strbuf_printf(&text, "%.*s%s%s", (int)(at - rest), rest, _("; options "),
		              at + strlen(options));
	} else {
		strbuf_puts(&text, rest);
	}
	strbuf_printf(out, _("set-up: %s\n"), strbuf_str(&text));
	strbuf_free(&text);
}

void ai_sim_format_text(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	ai_sim_format_title(r->game, o, out);
	strbuf_putc(out, '\n');
	ai_sim_format_setup(o, out);
	if (o->shards > 1)
		strbuf_printf(out, _("shard %d of %d: %ld of the matches\n"), o->shard, o->shards,
		              ai_sim_shard_matches(o));
	if (r->matches != ai_sim_shard_matches(o))
		strbuf_printf(out, _("played: %ld\n"), r->matches);
	strbuf_putc(out, '\n');
	/* in a match someone won, chance alone gives each player one win in
	 * players */
	double fair = 1.0 / o->players;
	bool marked = false;
	format_seats(r, fair, &marked, out);
	format_first_seat(r, fair, out);
	format_lengths(r, out);
	if (o->card_count)
		format_cards(r, fair, &marked, out);
	strbuf_printf(out, marked ? _("\n* significant: the 95%% interval excludes %.1f%%, what chance "
	                              "alone gives one of\n  %d players in a match someone won\n")
	                          : _("\n* significant: the 95%% interval excludes %.1f%%, what chance "
	                              "alone gives one of\n  %d players in a match someone won (no "
	                              "figure here is)\n"),
	              100 * fair, o->players);
	format_many_tests(r, out);
	if (r->error[0])
		strbuf_printf(out, _("\nstopped: %s\n"), r->error);
}
