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
 */
#include "ai/ai.h"

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

/* "50.0%  43.1-56.9%", and a star when the interval of part / whole
 * excludes fair. */
static void rate_interval(struct strbuf *out, long part, long whole, double fair, bool *marked)
{
	struct ai_interval i = ai_wilson(part, whole, AI_Z95);
	bool significant = whole > 0 && ai_interval_excludes(i, fair);
	*marked |= significant;
	char interval[32];
	snprintf(interval, sizeof interval, "%.1f-%.1f%%", 100 * i.low, 100 * i.high);
	strbuf_printf(out, "%5.1f%%  %11s%s", percent(part, whole), interval,
	              significant ? " *" : "");
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
	/* the player column fits the longest name, a search's budget included */
	int width = 7;
	for (int p = 0; p < o->players; p++) {
		int len = (int)strlen(seat_name(o, p, name, sizeof name));
		width = len > width ? len : width;
	}
	strbuf_printf(out, "seat  %-*s  wins  win rate  95%% interval\n", width, "player");
	for (int p = 0; p < o->players; p++) {
		strbuf_printf(out, "%-4d  %-*s  %5ld    ", p + 1, width,
		              seat_name(o, p, name, sizeof name), r->wins[p]);
		rate_interval(out, r->wins[p], r->won, fair, marked);
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
	strbuf_puts(out, "\nplayer   seats   wins  win rate  95% interval\n");
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
		strbuf_printf(out, "%-7s  %5d  %5ld    ", ai_kind_name((enum ai_kind)k), seats, wins);
		rate_interval(out, wins, r->won * seats, fair, marked);
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
	strbuf_printf(out, "\nwon: %ld of %ld; stopped without a winner at %d turns or %ld actions: "
	              "%ld\n", r->won, r->matches, o->caps.max_turns, o->caps.max_actions, r->capped);
	if (r->matches - r->won - r->capped > 0)
		strbuf_printf(out, "ended without a winner: %ld\n", r->matches - r->won - r->capped);
	strbuf_puts(out, "\nper match        mean        sd       min       max\n");
	const struct ai_sim_length *lengths[2] = { &r->turns, &r->actions };
	const char *names[2] = { "turns", "actions" };
	for (int i = 0; i < 2; i++)
		strbuf_printf(out, "%-9s  %10.1f  %8.1f  %8ld  %8ld\n", names[i],
		              ai_length_mean(lengths[i]), ai_length_sd(lengths[i]), lengths[i]->min,
		              lengths[i]->max);
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
		strbuf_puts(out, "\n(no memory for the card table)\n");
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
	strbuf_printf(out, "\ncards seen: %zu of %zu; per match drawn, built, played, revealed; "
	              "of the\nplayers who built one in a match someone won, how many won\n", seen, n);
	if (seen) {
		text_pad_right(out, "card", width);
		strbuf_puts(out, "  drawn  built  played  revealed  builders    won  95% interval\n");
	}
	for (size_t i = 0; i < seen; i++) {
		const struct ai_sim_card *c = order[i];
		text_pad_right(out, c->key, width);
		strbuf_printf(out, "  %5.2f  %5.2f  %6.2f  %8.2f  %8ld  ", per_match(c->drawn, r->matches),
		              per_match(c->built, r->matches), per_match(c->played, r->matches),
		              per_match(c->revealed, r->matches), c->builders);
		if (c->builders)
			rate_interval(out, c->builders_won, c->builders, fair, marked);
		else
			strbuf_puts(out, "    -");
		strbuf_putc(out, '\n');
	}
	if (seen < n) {
		strbuf_puts(out, "never drawn, built, played or revealed:");
		size_t column = 39;
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
	strbuf_printf(out, "  %ld cards were tested: about %ld of them would be starred by chance "
	              "alone even\n  if no card mattered: run other seeds (--seed) or --against before "
	              "trusting\n  a star\n", tested, (tested + 10) / 20);
}

void ai_sim_format_text(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	strbuf_printf(out, "%s: %ld match%s, seed %llu,", r->game, o->matches,
	              o->matches == 1 ? "" : "es", (unsigned long long)o->seed);
	char name[32];
	for (int p = 0; p < o->players; p++)
		strbuf_printf(out, "%s%s", p ? " vs " : " ", seat_name(o, p, name, sizeof name));
	strbuf_putc(out, '\n');
	if (o->setup[0])
		strbuf_printf(out, "set-up: %s\n", o->setup);
	if (o->shards > 1)
		strbuf_printf(out, "shard %d of %d: %ld of the matches\n", o->shard, o->shards,
		              ai_sim_shard_matches(o));
	if (r->matches != ai_sim_shard_matches(o))
		strbuf_printf(out, "played: %ld\n", r->matches);
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
	strbuf_printf(out, "\n* significant: the 95%% interval excludes %.1f%%, what chance alone "
	              "gives one of\n  %d players in a match someone won%s\n", 100 * fair, o->players,
	              marked ? "" : " (no figure here is)");
	format_many_tests(r, out);
	if (r->error[0])
		strbuf_printf(out, "\nstopped: %s\n", r->error);
}
