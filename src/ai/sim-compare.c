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
 */
#include "ai/ai.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"

static double rate(long part, long whole)
{
	return whole ? (double)part / (double)whole : 0.0;
}

/* One row: base and changed as percentages, the change in points and its
 * interval, a star when significant. */
static void rate_row(struct strbuf *out, long part1, long whole1, long part2, long whole2,
                     long *marked)
{
	struct ai_interval d = ai_difference(part2, whole2, part1, whole1, AI_Z95);
	bool significant = whole1 > 0 && whole2 > 0 && ai_interval_excludes(d, 0.0);
	*marked += significant;
	strbuf_printf(out, "  %6.1f%%  %7.1f%%  %+6.1f  %+6.1f..%+5.1f%s\n", 100 * rate(part1, whole1),
	              100 * rate(part2, whole2), 100 * (rate(part2, whole2) - rate(part1, whole1)),
	              100 * d.low, 100 * d.high, significant ? " *" : "");
}

static void length_row(struct strbuf *out, const char *name, const struct ai_sim_length *a,
                       const struct ai_sim_length *b, long *marked)
{
	double ma = ai_length_mean(a), mb = ai_length_mean(b);
	double sa = ai_length_sd(a), sb = ai_length_sd(b);
	double se = sqrt((a->count ? sa * sa / (double)a->count : 0.0) +
	                 (b->count ? sb * sb / (double)b->count : 0.0));
	struct ai_interval d = { mb - ma - AI_Z95 * se, mb - ma + AI_Z95 * se };
	bool significant = a->count > 1 && b->count > 1 && ai_interval_excludes(d, 0.0);
	*marked += significant;
	strbuf_printf(out, "%-18s  %8.1f  %8.1f  %+7.1f  %+.1f..%+.1f%s\n", name, ma, mb, mb - ma,
	              d.low, d.high, significant ? " *" : "");
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
	size_t width = 14, changed = 0;
	for (size_t i = 0; i < a->options.card_count; i++) {
		const struct ai_sim_card *x = &a->cards[i], *y = find_card(b, x->key);
		if (y && !same_counts(x, y)) {
			changed++;
			size_t w = text_width(x->key);
			width = w > width ? w : width;
		}
	}
	strbuf_printf(out, "\ncards whose counts changed: %zu\n", changed);
	/* players who built a card, of all the players of the matches
	 * someone won; then, of those, the ones who won */
	long players_a = a->won * a->options.players, players_b = b->won * b->options.players;
	bool (*const picks[2])(const struct ai_sim_card *, const struct ai_sim_card *) = {
		builders_differ, wins_differ,
	};
	const char *titles[2] = { "built by", "won when built" };
	for (int t = 0; t < 2; t++) {
		bool header = false;
		for (size_t i = 0; i < a->options.card_count; i++) {
			const struct ai_sim_card *x = &a->cards[i], *y = find_card(b, x->key);
			if (!picks[t](x, y))
				continue;
			if (!header) {
				strbuf_putc(out, '\n');
				text_pad_right(out, titles[t], width);
				strbuf_puts(out, "     base  changed  change  95% interval\n");
				header = true;
			}
			text_pad_right(out, x->key, width);
			if (t == 0)
				rate_row(out, x->builders, players_a, y->builders, players_b, marked);
			else
				rate_row(out, x->builders_won, x->builders, y->builders_won, y->builders, marked);
		}
	}
	strbuf_putc(out, '\n');
	list_cards(out, "drawn, played or revealed more or less often:", a, b, only_uses_differ);
	list_cards(out, "only in the base database:", a, b, missing);
	list_cards(out, "only in the changed database:", b, a, missing);
}

void ai_sim_format_compare(const struct ai_sim_report *a, const char *base_name,
                           const struct ai_sim_report *b, const char *changed_name,
                           struct strbuf *out)
{
	const struct ai_sim_options *o = &a->options;
	strbuf_printf(out, "%s: %ld match%s, seed %llu,", a->game, o->matches,
	              o->matches == 1 ? "" : "es", (unsigned long long)o->seed);
	char name[32];
	for (int p = 0; p < o->players; p++) {
		ai_level_name(o->kinds[p], &o->budgets[p], name, sizeof name);
		strbuf_printf(out, "%s%s", p ? " vs " : " ", name);
	}
	strbuf_printf(out, "\nbase: %s\nchanged: %s\n", base_name, changed_name);
	if (o->setup[0])
		strbuf_printf(out, "set-up: %s\n", o->setup);
	long marked = 0;
	strbuf_puts(out, "\n                        base  changed  change  95% interval\n");
	for (int p = 0; p < o->players; p++) {
		strbuf_printf(out, "seat %d wins       ", p + 1);
		rate_row(out, a->wins[p], a->won, b->wins[p], b->won, &marked);
	}
	strbuf_puts(out, "won matches       ");
	rate_row(out, a->won, a->matches, b->won, b->matches, &marked);
	strbuf_puts(out, "\nper match               base   changed   change  95% interval\n");
	length_row(out, "turns", &a->turns, &b->turns, &marked);
	length_row(out, "actions", &a->actions, &b->actions, &marked);
	format_card_changes(a, b, &marked, out);
	strbuf_printf(out, "\n* significant: the 95%% interval of the change excludes 0 (%ld here)\n",
	              marked);
	if (a->error[0])
		strbuf_printf(out, "\nbase stopped: %s\n", a->error);
	if (b->error[0])
		strbuf_printf(out, "\nchanged stopped: %s\n", b->error);
}
