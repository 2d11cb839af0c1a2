/*
 * The report of a simulation, as a table for people and as JSON.
 *
 * Both are computed from the report alone, with fixed formats, so that one
 * seed gives one text: a card designer can diff two runs before and after
 * an edit of the database.
 */
#include "ai/ai.h"

#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "core/text.h"

static double percent(long part, long whole)
{
	return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

static long card_uses(const struct ai_sim_card *card)
{
	return card->winner_uses + card->loser_uses;
}

/* Most used first; equal use by key, so the order is the same every run. */
static int by_use(const void *a, const void *b)
{
	const struct ai_sim_card *x = *(const struct ai_sim_card *const *)a;
	const struct ai_sim_card *y = *(const struct ai_sim_card *const *)b;
	long ux = card_uses(x), uy = card_uses(y);
	if (ux != uy)
		return ux > uy ? -1 : 1;
	return strcmp(x->key, y->key);
}

static void format_seats(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	strbuf_puts(out, "seat  player  wins  win rate\n");
	for (int p = 0; p < o->players; p++)
		strbuf_printf(out, "%-4d  %-6s  %4ld  %7.1f%%\n", p + 1, ai_kind_name(o->kinds[p]),
		              r->wins[p], percent(r->wins[p], r->matches));
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
	strbuf_puts(out, "\nplayer  seats  wins  win rate\n");
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		int seats = 0;
		long wins = 0;
		for (int p = 0; p < o->players; p++) {
			if ((int)o->kinds[p] != k)
				continue;
			seats++;
			wins += r->wins[p];
		}
		if (seats)
			strbuf_printf(out, "%-6s  %5d  %4ld  %7.1f%%\n", ai_kind_name((enum ai_kind)k), seats,
			              wins, percent(wins, r->matches * seats));
	}
}

static void format_cards(const struct ai_sim_report *r, struct strbuf *out)
{
	size_t n = r->options.card_count;
	const struct ai_sim_card **order = malloc((n ? n : 1) * sizeof *order);
	if (!order) {
		strbuf_puts(out, "\n(no memory for the card table)\n");
		return;
	}
	size_t used = 0, width = 4;
	for (size_t i = 0; i < n; i++) {
		if (!card_uses(&r->cards[i]))
			continue;
		order[used++] = &r->cards[i];
		size_t w = text_width(r->cards[i].key);
		width = w > width ? w : width;
	}
	qsort(order, used, sizeof *order, by_use);
	strbuf_printf(out, "\ncards used in won matches: %zu of %zu\n", used, n);
	if (used) {
		text_pad_right(out, "card", width);
		strbuf_puts(out, "  by winner  by loser  per match  used in  won when used\n");
	}
	for (size_t i = 0; i < used; i++) {
		const struct ai_sim_card *c = order[i];
		text_pad_right(out, c->key, width);
		strbuf_printf(out, "  %9ld  %8ld  %9.2f  %7ld  %12.1f%%\n", c->winner_uses, c->loser_uses,
		              r->won ? (double)card_uses(c) / (double)r->won : 0.0, c->used_in,
		              percent(c->used_and_won, c->used_in));
	}
	if (used < n) {
		strbuf_puts(out, "never used:");
		size_t column = 11;
		for (size_t i = 0; i < n; i++) {
			if (card_uses(&r->cards[i]))
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

void ai_sim_format_text(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	strbuf_printf(out, "%s: %ld match%s, seed %llu,", r->game, r->matches,
	              r->matches == 1 ? "" : "es", (unsigned long long)o->seed);
	for (int p = 0; p < o->players; p++)
		strbuf_printf(out, "%s%s", p ? " vs " : " ", ai_kind_name(o->kinds[p]));
	strbuf_puts(out, "\n\n");
	format_seats(r, out);
	strbuf_printf(out, "\nno winner: %ld of %ld (%ld stopped at %d turns or %ld actions)\n",
	              r->matches - r->won, r->matches, r->capped, o->caps.max_turns,
	              o->caps.max_actions);
	strbuf_printf(out, "length: %.1f actions, %.1f turns per match\n",
	              r->matches ? (double)r->total_actions / (double)r->matches : 0.0,
	              r->matches ? (double)r->total_turns / (double)r->matches : 0.0);
	if (o->card_count)
		format_cards(r, out);
	if (r->error[0])
		strbuf_printf(out, "\nstopped: %s\n", r->error);
}

void ai_sim_format_json(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	struct json_writer w;
	json_init(&w, out, 0);
	json_begin_object(&w);
	json_member_string(&w, "game", r->game);
	json_key(&w, "seed");
	json_uint(&w, o->seed);
	json_member_int(&w, "matches", r->matches);
	json_member_int(&w, "won", r->won);
	json_member_int(&w, "capped", r->capped);
	json_member_int(&w, "max_turns", o->caps.max_turns);
	json_member_int(&w, "max_actions", o->caps.max_actions);
	json_member_int(&w, "actions", r->total_actions);
	json_member_int(&w, "turns", r->total_turns);
	json_key(&w, "seats");
	json_begin_array(&w);
	for (int p = 0; p < o->players; p++) {
		json_begin_object(&w);
		json_member_int(&w, "seat", p + 1);
		json_member_string(&w, "player", ai_kind_name(o->kinds[p]));
		json_member_int(&w, "wins", r->wins[p]);
		json_end_object(&w);
	}
	json_end_array(&w);
	json_key(&w, "cards");
	json_begin_array(&w);
	for (size_t i = 0; i < o->card_count; i++) {
		const struct ai_sim_card *c = &r->cards[i];
		json_begin_object(&w);
		json_member_string(&w, "card", c->key);
		json_member_int(&w, "winner_uses", c->winner_uses);
		json_member_int(&w, "loser_uses", c->loser_uses);
		json_member_int(&w, "used_in", c->used_in);
		json_member_int(&w, "used_and_won", c->used_and_won);
		json_end_object(&w);
	}
	json_end_array(&w);
	json_member_string(&w, "error", r->error[0] ? r->error : NULL);
	json_end_object(&w);
	strbuf_putc(out, '\n');
}
