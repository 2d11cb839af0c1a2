/*
 * Two series on the same seeds and seats, one per card database: what
 * changed, with the significant differences marked -- the question a card
 * designer asks after an edit ("did it change anything?").
 *
 * A difference of two rates gets Newcombe's interval (stats.c) and is
 * significant when that excludes 0; a difference of two mean lengths gets
 * the normal interval of a difference of means. Both treat the two series
 * as independent samples. They share their seeds, which makes them alike
 * where the edit changes nothing, so the intervals are, if anything, wide:
 * a difference marked significant is one.
 *
 * As in the report of one series (sim-report.c), the words are in the
 * console's language and the columns widen under wider translated headings.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

static double rate(long part, long whole)
{
	return whole ? (double)part / (double)whole : 0.0;
}

/* The headings of a table of changes after its first column's: base,
 * changed, change and the interval, each in the room the English heading
 * line gives it. */
static void change_headings(struct strbuf *out, size_t base_room, size_t changed_room,
                            size_t change_room, size_t extra[4])
{
	const struct text_heading headings[] = {
		{ "  ", _("base"), base_room, true },
		{ "  ", _("changed"), changed_room, true },
		{ "  ", _("change"), change_room, true },
		/* xgettext:no-c-format */
		{ "  ", _("95% interval"), 12, false },
	};
	text_headings(out, headings, 4, extra);
}

/* One row: base and changed as percentages, the change in points and its
 * interval, a star when significant; each column widened by extra. */
static void rate_row(struct strbuf *out, const size_t extra[4], long part1, long whole1,
                     long part2, long whole2, long *marked)
{
	struct ai_interval d = ai_difference(part2, whole2, part1, whole1, AI_Z95);
	bool significant = whole1 > 0 && whole2 > 0 && ai_interval_excludes(d, 0.0);
	*marked += significant;
	strbuf_printf(out, "  %*.1f%%  %*.1f%%  %+*.1f  %+*.1f..%+5.1f%s\n", (int)(6 + extra[0]),
	              100 * rate(part1, whole1), (int)(7 + extra[1]), 100 * rate(part2, whole2),
	              (int)(6 + extra[2]), 100 * (rate(part2, whole2) - rate(part1, whole1)),
	              (int)(6 + extra[3]), 100 * d.low, 100 * d.high, significant ? " *" : "");
}

static void length_row(struct strbuf *out, const char *name, size_t width, const size_t extra[4],
                       const struct ai_sim_length *a, const struct ai_sim_length *b, long *marked)
{
	double ma = ai_length_mean(a), mb = ai_length_mean(b);
	double sa = ai_length_sd(a), sb = ai_length_sd(b);
	double se = sqrt((a->count ? sa * sa / (double)a->count : 0.0) +
	                 (b->count ? sb * sb / (double)b->count : 0.0));
	struct ai_interval d = { mb - ma - AI_Z95 * se, mb - ma + AI_Z95 * se };
	bool significant = a->count > 1 && b->count > 1 && ai_interval_excludes(d, 0.0);
	*marked += significant;
	text_pad_right(out, name, width);
	strbuf_printf(out, "  %*.1f  %*.1f  %+*.1f  %+.1f..%+.1f%s\n", (int)(8 + extra[0]), ma,
	              (int)(8 + extra[1]), mb, (int)(7 + extra[2]), mb - ma, d.low, d.high,
	              significant ? " *" : "");
}

static const struct ai_sim_card *find_card(const struct ai_sim_report *r, const char *key)
{
	for (size_t i = 0; i < r->options.card_count; i++)
		if (strcmp(r->cards[i].key, key) == 0)
			return &r->cards[i];
	return NULL;
}

static bool same_counts(const struct ai_sim_card *a, const struct ai_sim_card *b)
{
	return a->drawn == b->drawn && a->built == b->built && a->played == b->played &&
	       a->revealed == b->revealed && a->builders == b->builders &&
	       a->builders_won == b->builders_won;
}

/* Appends key to a wrapped list that began with label at column. */
static void list_key(struct strbuf *out, const char *key, size_t *column)
{
	size_t w = text_width(key) + 1;
	if (*column + w > 78) {
		strbuf_puts(out, "\n ");
		*column = 1;
	}
	strbuf_printf(out, " %s", key);
	*column += w;
}

/* The cards of a that the filter picks, with the first key's label; a
 * line only when some card is picked. */
static void list_cards(struct strbuf *out, const char *label, const struct ai_sim_report *a,
                       const struct ai_sim_report *b,
                       bool (*pick)(const struct ai_sim_card *x, const struct ai_sim_card *y))
{
	size_t column = 0;
	for (size_t i = 0; i < a->options.card_count; i++) {
		const struct ai_sim_card *x = &a->cards[i], *y = b ? find_card(b, x->key) : NULL;
		if (!pick(x, y))
			continue;
		if (column == 0) {
			strbuf_puts(out, label);
			column = text_width(label);
		}
		list_key(out, x->key, &column);
	}
	if (column)
		strbuf_putc(out, '\n');
}

static bool builders_differ(const struct ai_sim_card *x, const struct ai_sim_card *y)
{
	return y && x->builders != y->builders;
}

static bool wins_differ(const struct ai_sim_card *x, const struct ai_sim_card *y)
{
	return y && x->builders && y->builders &&
	       (x->builders != y->builders || x->builders_won != y->builders_won);
}

static bool only_uses_differ(const struct ai_sim_card *x, const struct ai_sim_card *y)
{
	return y && !same_counts(x, y) && !builders_differ(x, y) && !wins_differ(x, y);
}

static bool missing(const struct ai_sim_card *x, const struct ai_sim_card *y)
{
	(void)x;
	return !y;
}

static void format_card_changes(const struct ai_sim_report *a, const struct ai_sim_report *b,
                                long *marked, struct strbuf *out)
{
	const char *titles[2] = { _("built by"), _("won when built") };
	size_t width = 14, changed = 0;
	for (int t = 0; t < 2; t++) {
		size_t w = text_width(titles[t]);
		width = w > width ? w : width;
	}
	for (size_t i = 0; i < a->options.card_count; i++) {
		const struct ai_sim_card *x = &a->cards[i], *y = find_card(b, x->key);
		if (y && !same_counts(x, y)) {
			changed++;
			size_t w = text_width(x->key);
			width = w > width ? w : width;
		}
	}
	strbuf_printf(out, _("\ncards whose counts changed: %zu\n"), changed);
	/* players who built a card, of all the players of the matches
	 * someone won; then, of those, the ones who won */
	long players_a = a->won * a->options.players, players_b = b->won * b->options.players;
	bool (*const picks[2])(const struct ai_sim_card *, const struct ai_sim_card *) = {
		builders_differ, wins_differ,
	};
	for (int t = 0; t < 2; t++) {
		bool header = false;
		size_t extra[4] = { 0, 0, 0, 0 };
		for (size_t i = 0; i < a->options.card_count; i++) {
			const struct ai_sim_card *x = &a->cards[i], *y = find_card(b, x->key);
			if (!picks[t](x, y))
				continue;
			if (!header) {
				strbuf_putc(out, '\n');
				text_pad_right(out, titles[t], width);
				change_headings(out, 7, 7, 6, extra);
				header = true;
			}
			text_pad_right(out, x->key, width);
			if (t == 0)
				rate_row(out, extra, x->builders, players_a, y->builders, players_b, marked);
			else
				rate_row(out, extra, x->builders_won, x->builders, y->builders_won, y->builders,
				         marked);
		}
	}
	strbuf_putc(out, '\n');
	list_cards(out, _("drawn, played or revealed more or less often:"), a, b, only_uses_differ);
	list_cards(out, _("only in the base database:"), a, b, missing);
	list_cards(out, _("only in the changed database:"), b, a, missing);
}

void ai_sim_format_compare(const struct ai_sim_report *a, const char *base_name,
                           const struct ai_sim_report *b, const char *changed_name,
                           struct strbuf *out)
{
	const struct ai_sim_options *o = &a->options;
	ai_sim_format_title(a->game, o, out);
	strbuf_putc(out, '\n');
	strbuf_printf(out, _("base: %s\n"), base_name);
	strbuf_printf(out, _("changed: %s\n"), changed_name);
	ai_sim_format_setup(o, out);
	long marked = 0;
	/* the rows' names: each seat's wins, the matches won */
	struct strbuf names = STRBUF_INIT;
	size_t width = 18;
	for (int p = 0; p <= o->players; p++) {
		strbuf_reset(&names);
		if (p < o->players)
			strbuf_printf(&names, _("seat %d wins"), p + 1);
		else
			strbuf_puts(&names, _("won matches"));
		size_t w = text_width(strbuf_str(&names));
		width = w > width ? w : width;
	}
	size_t extra[4];
	strbuf_putc(out, '\n');
	text_pad_right(out, "", width);
	change_headings(out, 8, 7, 6, extra);
	for (int p = 0; p <= o->players; p++) {
		strbuf_reset(&names);
		if (p < o->players) {
			strbuf_printf(&names, _("seat %d wins"), p + 1);
			text_pad_right(out, strbuf_str(&names), width);
			rate_row(out, extra, a->wins[p], a->won, b->wins[p], b->won, &marked);
		} else {
			text_pad_right(out, _("won matches"), width);
			rate_row(out, extra, a->won, a->matches, b->won, b->matches, &marked);
		}
	}
	strbuf_free(&names);
	const char *lengths[3] = { _("turns"), _("actions"), _("per match") };
	width = 18;
	for (int i = 0; i < 3; i++) {
		size_t w = text_width(lengths[i]);
		width = w > width ? w : width;
	}
	strbuf_putc(out, '\n');
	text_pad_right(out, lengths[2], width);
	change_headings(out, 8, 8, 7, extra);
	length_row(out, lengths[0], width, extra, &a->turns, &b->turns, &marked);
	length_row(out, lengths[1], width, extra, &a->actions, &b->actions, &marked);
	format_card_changes(a, b, &marked, out);
	strbuf_printf(out, _("\n* significant: the 95%% interval of the change excludes 0 (%ld here)\n"),
	              marked);
	if (a->error[0])
		strbuf_printf(out, _("\nbase stopped: %s\n"), a->error);
	if (b->error[0])
		strbuf_printf(out, _("\nchanged stopped: %s\n"), b->error);
}
