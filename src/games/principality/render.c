/*
 * render: the match as text for the console, as one player sees it.
 *
 * Each principality is drawn as its grid: five rows (outer sites, regions
 * and inner sites above, the axis, the same below), one column per x that
 * holds a card. A region shows its resource, die number and stock
 * ("grain 3 ##."), a road, settlement or city its type, every other card
 * its name. The hands of the other player
 * and the stacks are hidden: a viewer sees his own hand, or a hand an
 * effect showed him this turn; viewer -1 (a replay) sees everything.
 */
#include <string.h>

#include "core/text.h"
#include "games/principality/internal.h"
#include "core/i18n.h"

/* The columns the table is laid out for: a common terminal's. A column's
 * last blank may fall beyond it. */
#define PRIN_RENDER_WIDTH 80
#define LABEL_WIDTH 8      /* "  axis  " before a grid's row */
#define COLUMN_MIN 4       /* the least width of a grid's column: "-12 " */
#define CELL_TEXT_MAX 64   /* a cell's text, in bytes, with its NUL */

#define BOLD "\033[1m"
#define DIM "\033[2m"
#define RESET "\033[0m"

struct pen {
	struct strbuf *out;
	bool color;
	enum carddb_lang lang;      /* card names are shown in this language */
};

/* A card as the viewer reads it: its name in the console's language. */
static const char *card_label(const struct prin_state *s, const struct pen *pen, int def)
{
	if (def < 0 || def >= s->cards->def_count)
		return "?";
	return carddb_card_name(&s->db->cards[s->cards->def[def].db_index], pen->lang);
}

static void styled(struct pen *p, const char *style, const char *text)
{
	if (p->color)
		strbuf_puts(p->out, style);
	strbuf_puts(p->out, text);
	if (p->color)
		strbuf_puts(p->out, RESET);
}

/* A resource as the viewer reads it, by its position in the rules. */
static const char *resource_label(const struct prin_state *s, const struct pen *pen, int position)
{
	int32_t id = prin_resource_id(s, position);
	if (id < 0)
		return "?";
	const struct carddb_resource *r = &s->db->resources[id];
	return r->name[pen->lang] ? r->name[pen->lang] : r->name[LANG_EN];
}

static void cell_text(const struct prin_state *s, const struct pen *pen, int card, char *buf,
                      size_t size)
{
	const struct prin_def *d = prin_def_of(s, card);
	if (d->kind == KIND_REGION) {
		char stock[PRIN_STOCK_MAX + 1];
		for (int i = 0; i < PRIN_STOCK_MAX; i++)
			stock[i] = i < s->card[card].stock ? '#' : '.';
		stock[PRIN_STOCK_MAX] = '\0';
		snprintf(buf, size, "%s %d %s", resource_label(s, pen, d->produces), d->die, stock);
	} else if (d->kind == KIND_CENTER) {
		/* the starting cards are roads and settlements like any other */
		snprintf(buf, size, "%s", _(s->db->types[d->type].key));
	} else {
		snprintf(buf, size, "%s", card_label(s, pen, s->card[card].def));
	}
}

/* The columns of p's grid that hold a card, lo to hi; false when none. */
static bool grid_span(const struct prin_state *s, int p, int *lo, int *hi)
{
	*lo = PRIN_X_MAX;
	*hi = PRIN_X_MIN;
	for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++)
		for (int y = -2; y <= 2; y++)
			if (prin_at(s, p, x, y) >= 0) {
				*lo = x < *lo ? x : *lo;
				*hi = x > *hi ? x : *hi;
			}
	return *lo <= *hi;
}

/* The width of column x: its widest card's text and a blank, so that no
 * name is cut, and at least COLUMN_MIN, for its number. */
static size_t column_width(const struct prin_state *s, int p, int x, const struct pen *pen)
{
	size_t width = COLUMN_MIN;
	for (int y = -2; y <= 2; y++) {
		int c = prin_at(s, p, x, y);
		if (c < 0)
			continue;
		char text[CELL_TEXT_MAX];
		cell_text(s, pen, c, text, sizeof text);
		size_t need = text_width(text) + 1;
		width = need > width ? need : width;
	}
	return width;
}

/* Columns from..to of the grid, as rows under their numbers. */
static void band(const struct prin_state *s, int p, struct pen *pen, int from, int to,
                 const size_t *width)
{
	strbuf_printf(pen->out, "%*s", LABEL_WIDTH, "");
	for (int x = from; x < to; x++)
		strbuf_printf(pen->out, "%-*d", (int)width[x - from], x);
	strbuf_printf(pen->out, "%d", to);
	strbuf_putc(pen->out, '\n');
	for (int y = -2; y <= 2; y++) {
		bool any = false;
		for (int x = from; x <= to; x++)
			any |= prin_at(s, p, x, y) >= 0;
		if (!any)
			continue;
		strbuf_printf(pen->out, "  %-*s", LABEL_WIDTH - 2, y < 0 ? _("up") : y > 0 ? _("down") : _("axis"));
		size_t blank = 0;       /* columns owed before the next text */
		for (int x = from; x <= to; x++) {
			char text[CELL_TEXT_MAX];
			int c = prin_at(s, p, x, y);
			if (c < 0) {
				blank += width[x - from];
				continue;
			}
			strbuf_printf(pen->out, "%*s", (int)blank, "");
			cell_text(s, pen, c, text, sizeof text);
			/* Names in any language fill the cell by columns, not bytes. */
			struct strbuf padded = STRBUF_INIT;
			text_fit(&padded, text, text_width(text));
			styled(pen, y == 0 ? BOLD : "", strbuf_str(&padded));
			strbuf_free(&padded);
			blank = width[x - from] - text_width(text);
		}
		strbuf_putc(pen->out, '\n');
	}
}

/* The grid in bands of columns, each as wide as PRIN_RENDER_WIDTH allows:
 * a principality of seven settlements is some 25 columns of cards, wider
 * than any terminal, and a band under another reads left to right. */
static void grid(const struct prin_state *s, int p, struct pen *pen)
{
	int lo, hi;
	if (!grid_span(s, p, &lo, &hi))
		return;
	size_t width[PRIN_X_MAX - PRIN_X_MIN + 1];
	for (int x = lo; x <= hi; x++)
		width[x - lo] = column_width(s, p, x, pen);
	int from = lo;
	while (from <= hi) {
		size_t used = LABEL_WIDTH + width[from - lo];
		int to = from;
		while (to < hi && used + width[to + 1 - lo] <= PRIN_RENDER_WIDTH + 1)
			used += width[++to - lo];
		band(s, p, pen, from, to, width + (from - lo));
		from = to + 1;
	}
}

static bool hand_visible(const struct prin_state *s, int viewer, int p)
{
	return viewer < 0 || viewer == p ||
	       (viewer < PRIN_PLAYERS && s->player[viewer].sees_hand && viewer != p);
}

static void hand_line(const struct prin_state *s, int viewer, int p, struct pen *pen);

static void hand(const struct prin_state *s, int viewer, int p, struct pen *pen)
{
	struct strbuf line = STRBUF_INIT;
	struct pen wide = *pen;
	wide.out = &line;
	hand_line(s, viewer, p, &wide);
	text_wrap(pen->out, strbuf_str(&line), PRIN_RENDER_WIDTH, "    ");
	strbuf_free(&line);
}

/* The hand on one line, for hand() to wrap. */
static void hand_line(const struct prin_state *s, int viewer, int p, struct pen *pen)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, Z_HAND, p, list, PRIN_MAX_INSTANCES);
	strbuf_printf(pen->out, _("  hand %d/%d:"), n, prin_hand_limit(s, p));
	if (!hand_visible(s, viewer, p)) {
		/* the opponent still names what he saw p take (an Embassy) */
		strbuf_puts(pen->out, _(" (hidden"));
		const char *sep = _("; seen:");
		for (int i = 0; i < n && viewer == 1 - p; i++) {
			if (!prin_shown(s, list[i]))
				continue;
			strbuf_printf(pen->out, "%s %s", sep, card_label(s, pen, s->card[list[i]].def));
			sep = "";
		}
		strbuf_puts(pen->out, ")\n");
		return;
	}
	for (int i = 0; i < n; i++)
		strbuf_printf(pen->out, "%s %s", i ? "," : "", card_label(s, pen, s->card[list[i]].def));
	strbuf_putc(pen->out, '\n');
}

/* p's discard pile, which either player may look through. */
static void discard(const struct prin_state *s, int p, struct pen *pen)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, Z_DISCARD, p, list, PRIN_MAX_INSTANCES);
	if (n == 0)
		return;
	struct strbuf line = STRBUF_INIT;
	strbuf_puts(&line, _("  discard:"));
	for (int i = 0; i < n; i++)
		strbuf_printf(&line, " %s", card_label(s, pen, s->card[list[i]].def));
	strbuf_putc(&line, '\n');
	text_wrap(pen->out, strbuf_str(&line), PRIN_RENDER_WIDTH, "    ");
	strbuf_free(&line);
}

static void player(const struct prin_state *s, int viewer, int p, struct pen *pen)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	char head[128];
	snprintf(head, sizeof head, _("Player %d%s: %d VP  S %d  T %d  C %d%s%s"), p + 1,
	         p == s->active ? _(" (active)") : "", pl->vp, pl->strength, pl->tournament,
	         pl->commerce, s->holder[PRIN_ADV_STRENGTH] == p ? _("  [knight]") : "",
	         s->holder[PRIN_ADV_COMMERCE] == p ? _("  [windmill]") : "");
	styled(pen, BOLD, head);
	strbuf_puts(pen->out, _("\n  resources:"));
	for (int r = 0; r < s->cards->resource_count; r++)
		strbuf_printf(pen->out, " %s %d", resource_label(s, pen, r), prin_resources(s, p, r));
	strbuf_putc(pen->out, '\n');
	grid(s, p, pen);
	hand(s, viewer, p, pen);
	discard(s, p, pen);
}

static void center(const struct prin_state *s, struct pen *pen)
{
	const struct principality_cards *t = s->cards;
	strbuf_puts(pen->out, _("Stacks:"));
	for (int st = 0; st < s->stack_count; st++)
		strbuf_printf(pen->out, " %d:%d", st + 1, prin_count(s, Z_STACK, st));
	strbuf_printf(pen->out, _("\nCenter: roads %d  settlements %d  cities %d  regions %d  events %d\n"),
	              prin_count(s, Z_CENTER, t->type_road), prin_count(s, Z_CENTER, t->type_settlement),
	              prin_count(s, Z_CENTER, t->type_city), prin_count(s, Z_REGION_STACK, 0),
	              prin_count(s, Z_EVENT_STACK, 0));
	int open[PRIN_MAX_INSTANCES];
	int n = prin_list(s, Z_OPEN, 0, open, PRIN_MAX_INSTANCES);
	if (n) {
		struct strbuf line = STRBUF_INIT;
		strbuf_puts(&line, _("Open:"));
		for (int i = 0; i < n; i++)
			strbuf_printf(&line, "%s %s", i ? "," : "", card_label(s, pen, s->card[open[i]].def));
		strbuf_putc(&line, '\n');
		text_wrap(pen->out, strbuf_str(&line), PRIN_RENDER_WIDTH, "    ");
		strbuf_free(&line);
	}
}

/* The card this turn's "?" revealed (§6: "Reveal top event card, resolve
 * for both players"), by name and rules text: the choices it asks for say
 * nothing to a player who does not know it. */
static void event_card(const struct prin_state *s, const struct pen *pen)
{
	if (s->face != FACE_EVENT || s->event_card < 0)
		return;
	int def = s->card[s->event_card].def;
	const struct carddb_card *c = &s->db->cards[s->cards->def[def].db_index];
	struct strbuf line = STRBUF_INIT;
	strbuf_printf(&line, _("Event card %s: %s\n"), card_label(s, pen, def), c->rules_text);
	text_wrap(pen->out, strbuf_str(&line), PRIN_RENDER_WIDTH, "  ");
	strbuf_free(&line);
}

/* Who began, and by what roll: shown through the first turn, when the
 * picks of the second player to pick may puzzle a newcomer. */
static void opening(const struct prin_state *s, struct strbuf *out)
{
	int first = s->first_player;
	strbuf_printf(out, _("Player %d begins: production die %d against %d\n"), first + 1,
	              s->opening_roll[first], s->opening_roll[1 - first]);
}

void prin_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                 struct strbuf *out)
{
	const struct prin_state *s = state;
	struct pen pen = { out, color, lang };
	struct strbuf line = STRBUF_INIT;
	strbuf_printf(&line, _("Turn %d, phase %s"), s->turn, _(prin_phase_name(s->phase)));
	if (s->winner >= 0)
		strbuf_printf(&line, _(", player %d has won"), s->winner + 1);
	else
		strbuf_printf(&line, _(", player %d to act"), prin_current(s) + 1);
	if (s->die && s->face == FACE_EVENT && s->event_card >= 0)
		strbuf_printf(&line, _("; roll: production %d, event card %s"), s->die,
		              card_label(s, &pen, s->card[s->event_card].def));
	else if (s->die)
		strbuf_printf(&line, _("; roll: production %d, event %s"), s->die,
		              _(prin_face_name(s->face)));
	strbuf_printf(&line, _("; %d VP wins\n"), s->opt.vp_target);
	text_wrap(out, strbuf_str(&line), PRIN_RENDER_WIDTH, "  ");
	strbuf_free(&line);
	event_card(s, &pen);
	if (s->turn == 1)
		opening(s, out);
	center(s, &pen);
	for (int i = 0; i < PRIN_PLAYERS; i++) {
		/* the viewer's own principality last, nearest the prompt */
		int p = viewer >= 0 && viewer < PRIN_PLAYERS ? (viewer + 1 + i) % PRIN_PLAYERS : i;
		player(s, viewer, p, &pen);
	}
	if (s->phase == PH_OFFER) {
		strbuf_printf(out, _("Offer from player %d:"), s->active + 1);
		for (int i = 0; i < 2; i++)
			if (s->offer_give[i] >= 0)
				strbuf_printf(out, " %s", prin_resource_key(s, s->offer_give[i]));
		strbuf_puts(out, _(" for"));
		for (int i = 0; i < 2; i++)
			if (s->offer_get[i] >= 0)
				strbuf_printf(out, " %s", prin_resource_key(s, s->offer_get[i]));
		strbuf_putc(out, '\n');
	}
	if (s->effect_errors)
		styled(&pen, DIM, _("(card effects failed this match; see the card database)\n"));
}
