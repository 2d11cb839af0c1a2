/*
 * render: the match as a player sees it, as text for the console, within
 * 80 columns: the island, then a line per player, then the turn.
 *
 * The island is drawn on the lattice of map.h, one hex row every four
 * lines: an intersection's corner shows its number, or the piece on it
 * ("s2" a settlement of seat 2, "C2" a city); a path shows its number, or
 * "=2" for a road of seat 2; a hex shows its number ("#7"), its resource
 * and token, and "robber" under the robber; a harbour shows its rate
 * ("3:1", "2:1W" for wool) on the sea beside its path. Those are the numbers
 * the commands take. The marks on the island stay as they are in every
 * language: the canvas holds a byte a column, and they are symbols more
 * than words; the lines under it are translated.
 *
 * With two players, the neutral colours (seats 3 and 4 on the island) get
 * a line of their own under the seats': their roads and pieces left; a
 * line counts the trade tokens of the seats and the supply, and shows the
 * turn's first roll once the second is made (the turn line shows the last).
 *
 * Everyone sees the island, the piles and every player's counts. A hand of
 * resources and the development cards in it are seen by their owner only
 * (viewer -1, a replay, sees everything); a hidden card's points show when
 * the match is over.
 */
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/board/internal.h"

#define MAP_LINES 40
#define MAP_COLS 80
#define COL_STEP 6
#define MARGIN 5

/* A character grid with a colour per cell (0: plain). */
struct canvas {
	char text[MAP_LINES][MAP_COLS];
	uint8_t color[MAP_LINES][MAP_COLS];
	int lines, cols;
};

enum paint { PAINT_PLAIN, PAINT_DIM, PAINT_RED_NUMBER, PAINT_ROBBER, PAINT_HARBOR, PAINT_SEAT };

static const char *const seat_color[BOARD_MAX_PLAYERS] = {
	"\033[1;31m", "\033[1;34m", "\033[1;37m", "\033[1;33m",
};
static const char *const seat_name[BOARD_MAX_PLAYERS] = { N_("red"), N_("blue"), N_("white"),
                                                           N_("orange") };

static const char *paint_code(int paint)
{
	switch (paint) {
	case PAINT_DIM: return "\033[2m";
	case PAINT_RED_NUMBER: return "\033[1;31m";
	case PAINT_ROBBER: return "\033[7m";
	case PAINT_HARBOR: return "\033[36m";
	default:
		return paint >= PAINT_SEAT && paint < PAINT_SEAT + BOARD_MAX_PLAYERS
		       ? seat_color[paint - PAINT_SEAT] : "";
	}
}

static void draw(struct canvas *c, int line, int col, const char *text, int paint)
{
	for (int i = 0; text[i] && line >= 0 && line < c->lines; i++)
		if (col + i >= 0 && col + i < c->cols) {
			c->text[line][col + i] = text[i];
			c->color[line][col + i] = (uint8_t)paint;
		}
}

struct frame {
	int xmin, ymin;
};

static int col_of(const struct frame *f, int x)
{
	return COL_STEP * (x - f->xmin) + MARGIN;
}

/* Corners lie at y = 3r - 2 (top), 3r - 1 (upper), hex centres at 3r: four
 * lines a hex row, the line between top and upper left for slanted paths. */
static int line_of(const struct frame *f, int y)
{
	int rel = y - f->ymin;            /* ymin is a top corner: rel = 3k, 3k+1, 3k+2 */
	return 1 + 4 * (rel / 3) + (rel % 3 == 0 ? 0 : rel % 3 == 1 ? 2 : 3);
}

static void draw_hexes(const struct board_state *s, const struct frame *f, struct canvas *c)
{
	const struct board_map *m = &s->t->map;
	char buf[48];
	for (int h = 0; h < m->hex_count; h++) {
		int line = line_of(f, m->hex_y[h]), col = col_of(f, m->hex_x[h]);
		snprintf(buf, sizeof buf, "#%d", m->hex_number[h]);
		draw(c, line - 1, col - 1, buf, PAINT_PLAIN);
		int after_number = col + (int)strlen(buf);
		int res = s->hex_resource[h];
		if (res < 0)
			snprintf(buf, sizeof buf, "%s", s->db->terrains[s->hex_terrain[h]].key);
		else
			snprintf(buf, sizeof buf, "%s %d", board_res_key(s, res), s->hex_token[h]);
		int len = (int)strlen(buf);
		int token = s->hex_token[h];
		draw(c, line, col - len / 2, buf, token == 6 || token == 8 ? PAINT_RED_NUMBER : PAINT_PLAIN);
		/* With Cities & Knights an intersection's mark may take three
		 * columns: the robber moves one to the right to keep a blank. */
		if (h == s->robber)
			draw(c, line + 1, col - (s->ck.on ? 2 : 3), "robber", PAINT_ROBBER);
		if (s->ck.on && h == s->ck.merchant_hex) {
			snprintf(buf, sizeof buf, "m%d", s->ck.merchant_owner + 1);
			draw(c, line - 1, after_number, buf, PAINT_SEAT + s->ck.merchant_owner);
		}
	}
}

/* A path's label sits between its intersections: "/12" or "\\12" on the line
 * between a slanted path's ends, "|12" on the line between a vertical
 * path's ends; a road shows its seat instead of the number. */
static void draw_edges(const struct board_state *s, const struct frame *f, struct canvas *c)
{
	const struct board_map *m = &s->t->map;
	char buf[24];
	for (int e = 0; e < m->edge_count; e++) {
		int a = m->edge_node[e][0], b = m->edge_node[e][1];
		if (m->node_y[a] > m->node_y[b]) {
			int t = a;
			a = b;
			b = t;
		}
		char mark = m->node_x[a] == m->node_x[b] ? '|' : m->node_x[a] < m->node_x[b] ? '\\' : '/';
		int line = mark == '|' ? (line_of(f, m->node_y[a]) + line_of(f, m->node_y[b])) / 2
		                       : line_of(f, m->node_y[a]) + 1;
		int col = (col_of(f, m->node_x[a]) + col_of(f, m->node_x[b])) / 2 - 1;
		int owner = s->edge_owner[e];
		if (owner >= 0) {
			snprintf(buf, sizeof buf, "%c=%d", mark, owner + 1);
			draw(c, line, col, buf, PAINT_SEAT + owner);
		} else {
			snprintf(buf, sizeof buf, "%c%d", mark, e + 1);
			draw(c, line, col, buf, PAINT_DIM);
		}
	}
}

static void draw_nodes(const struct board_state *s, const struct frame *f, struct canvas *c)
{
	const struct board_map *m = &s->t->map;
	char buf[24];
	for (int n = 0; n < m->node_count; n++) {
		int line = line_of(f, m->node_y[n]), col = col_of(f, m->node_x[n]);
		int owner = s->node_owner[n], mark = s->ck.on ? board_ck_node_mark(s, n, buf, sizeof buf)
		                                            : -1;
		if (mark >= 0) {
			draw(c, line, col, buf, PAINT_SEAT + mark);
		} else if (owner >= 0) {
			snprintf(buf, sizeof buf, "%c%d", (s->cities >> n & 1) ? 'C' : 's', owner + 1);
			draw(c, line, col, buf, PAINT_SEAT + owner);
		} else {
			snprintf(buf, sizeof buf, "%2d", n + 1);
			draw(c, line, col, buf, PAINT_PLAIN);
		}
	}
}

/* A harbour's rate on the sea beside its path, away from its hex. */
static void draw_harbors(const struct board_state *s, const struct frame *f, struct canvas *c)
{
	const struct board_map *m = &s->t->map;
	for (int k = 0; k < m->harbor_count; k++) {
		char buf[24];
		if (s->harbor_resource[k] < 0)
			snprintf(buf, sizeof buf, "%d:1", s->harbor_ratio[k]);
		else
			snprintf(buf, sizeof buf, "%d:1%s", s->harbor_ratio[k],
			         board_res_letter(s, s->harbor_resource[k]));
		int len = (int)strlen(buf);
		int e = m->harbor_edge[k];
		int a = m->edge_node[e][0], b = m->edge_node[e][1];
		int ex = m->node_x[a] + m->node_x[b], ey = m->node_y[a] + m->node_y[b];
		int hx = 2 * m->hex_x[m->harbor_hex[k]], hy = 2 * m->hex_y[m->harbor_hex[k]];
		int line = line_of(f, m->node_y[a] < m->node_y[b] ? m->node_y[a] : m->node_y[b]);
		int col = (col_of(f, m->node_x[a]) + col_of(f, m->node_x[b])) / 2;
		if (m->node_x[a] == m->node_x[b]) {            /* east or west side */
			line = (line_of(f, m->node_y[a]) + line_of(f, m->node_y[b])) / 2;
			col = ex > hx ? col + 3 : col - len - 2;
		} else {                                       /* slanted: above or below */
			line += ey < hy ? 0 : 2;
			col = ex > hx ? col + 2 : col - len + 1;
		}
		draw(c, line, col, buf, PAINT_HARBOR);
	}
}

static void emit(const struct canvas *c, bool color, struct strbuf *out)
{
	for (int l = 0; l < c->lines; l++) {
		int end = c->cols;
		while (end > 0 && c->text[l][end - 1] == ' ')
			end--;
		int paint = PAINT_PLAIN;
		for (int i = 0; i < end; i++) {
			if (color && c->color[l][i] != paint) {
				strbuf_puts(out, "\033[0m");
				paint = c->color[l][i];
				strbuf_puts(out, paint_code(paint));
			}
			strbuf_putc(out, c->text[l][i]);
		}
		if (color && paint != PAINT_PLAIN)
			strbuf_puts(out, "\033[0m");
		strbuf_putc(out, '\n');
	}
}

static void render_map(const struct board_state *s, bool color, struct strbuf *out)
{
	const struct board_map *m = &s->t->map;
	struct frame f = { 127, 127 };
	int xmax = -128, ymax = -128;
	for (int n = 0; n < m->node_count; n++) {
		f.xmin = m->node_x[n] < f.xmin ? m->node_x[n] : f.xmin;
		f.ymin = m->node_y[n] < f.ymin ? m->node_y[n] : f.ymin;
		xmax = m->node_x[n] > xmax ? m->node_x[n] : xmax;
		ymax = m->node_y[n] > ymax ? m->node_y[n] : ymax;
	}
	struct canvas c;
	c.lines = line_of(&f, ymax) + 2;
	c.cols = col_of(&f, xmax) + MARGIN + 2;
	if (c.lines > MAP_LINES)
		c.lines = MAP_LINES;
	if (c.cols > MAP_COLS)
		c.cols = MAP_COLS;
	memset(c.text, ' ', sizeof c.text);
	memset(c.color, 0, sizeof c.color);
	draw_hexes(s, &f, &c);
	draw_edges(s, &f, &c);
	draw_nodes(s, &f, &c);
	draw_harbors(s, &f, &c);
	emit(&c, color, out);
}

static bool sees_hand(int viewer, int p)
{
	return viewer < 0 || viewer == p;
}

static void player_line(const struct board_state *s, int viewer, enum carddb_lang lang,
                        bool color, int p, struct strbuf *out)
{
	const struct board_player *pl = &s->player[p];
	bool open = sees_hand(viewer, p);
	int vp = pl->vp + (open || s->phase == PH_OVER ? pl->hidden_vp : 0);
	const char *name = _(seat_name[p]);
	strbuf_printf(out, "%s%c%d %s%*s%s", color ? seat_color[p] : "", p == s->active ? '>' : ' ',
	              p + 1, name, (int)(6 - (text_width(name) < 6 ? text_width(name) : 6)), "",
	              color ? "\033[0m" : "");
	strbuf_printf(out, _(" %2d VP  cards %2d"), vp, pl->hand_count);
	if (open)
		for (int r = 0; r < board_card_kinds(s); r++)
			strbuf_printf(out, " %s%d", board_res_letter(s, r), pl->hand[r]);
	if (s->ck.on) {
		/* no development cards and no Largest Army (000, "Voorbereiding") */
		strbuf_printf(out, _("  road %d%s  %ds %dc %dr\n"), pl->road_length,
		              s->longest_holder == p ? "*" : "", pl->settlements, pl->cities, pl->roads);
		board_ck_player_lines(s, viewer, lang, p, out);
		return;
	}
	strbuf_printf(out, _("  dev %d  road %d%s  army %d%s  %ds %dc %dr\n"), pl->dev_count,
	              pl->road_length, s->longest_holder == p ? "*" : "", pl->army,
	              s->army_holder == p ? "*" : "", pl->settlements, pl->cities, pl->roads);
	if (open && pl->dev_count) {
		strbuf_puts(out, _("     cards:"));
		for (int row = 0; row < s->t->dev_count; row++) {
			if (!pl->dev[row])
				continue;
			strbuf_printf(out, " %s", carddb_card_name(&s->db->cards[s->t->dev_card[row]], lang));
			if (pl->dev[row] > 1)
				strbuf_printf(out, " x%d", pl->dev[row]);
		}
		strbuf_putc(out, '\n');
	}
}

/* A neutral colour: its roads and the pieces it has left. */
static void neutral_line(const struct board_state *s, bool color, int p, struct strbuf *out)
{
	const struct board_player *pl = &s->player[p];
	const char *name = _(seat_name[p]);
	strbuf_printf(out, "%s %d %s%*s%s", color ? seat_color[p] : "", p + 1, name,
	              (int)(6 - (text_width(name) < 6 ? text_width(name) : 6)), "",
	              color ? "\033[0m" : "");
	strbuf_printf(out, _(" neutral  road %d%s  %ds %dr\n"), pl->road_length,
	              s->longest_holder == p ? "*" : "", pl->settlements, pl->roads);
}

/* " 2W 1O" (the letters of the bank's line), counted so that any offer
 * fits the line: a resource is on one side only; " -" for none. */
static void cards_of(const struct board_state *s, const uint8_t *counts, struct strbuf *out)
{
	bool any = false;
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (counts[r]) {
			strbuf_printf(out, " %d%s", counts[r], board_res_letter(s, r));
			any = true;
		}
	if (!any)
		strbuf_puts(out, " -");
}

static void turn_line(const struct board_state *s, struct strbuf *out)
{
	strbuf_printf(out, _("turn %d, seat %d: %s"), s->turn, s->active + 1, _(board_phase_name(s)));
	if (s->rolled && s->ck.on)
		board_ck_dice(s, out);
	else if (s->rolled)
		strbuf_printf(out, _("  dice %d+%d=%d"), s->dice[0], s->dice[1], s->dice[0] + s->dice[1]);
	if (s->ck.on) {
		strbuf_putc(out, '\n');
		board_ck_lines(s, out);
	} else {
		strbuf_puts(out, _("  bank"));
		for (int r = 0; r < BOARD_RESOURCES; r++)
			strbuf_printf(out, " %s%d", board_res_letter(s, r), s->bank[r]);
		strbuf_printf(out, _("  deck %d\n"), s->deck_count);
	}
	if (s->phase == PH_OFFER_DRAFT) {
		strbuf_printf(out, _("seat %d drafts offer %d of %d this turn: gives"),
		              s->active + 1, s->offers_made, s->opt.offers_per_turn);
		cards_of(s, s->draft.give, out);
		strbuf_puts(out, _(", wants"));
		cards_of(s, s->draft.get, out);
		strbuf_putc(out, '\n');
	}
	if (s->phase == PH_NEUTRAL)
		strbuf_printf(out, _("seat %d builds a free %s for a neutral colour\n"), s->active + 1,
		              s->neutral_piece == PIECE_ROAD ? _("road") : _("settlement"));
	if (s->phase == PH_FORCED_GIVE)
		strbuf_printf(out, _("seat %d gives %d more cards for the Forced Trade\n"),
		              s->active + 1, s->forced_give);
	if (s->phase == PH_OFFER || s->phase == PH_OFFER_CLOSE || s->phase == PH_COUNTER_DRAFT) {
		strbuf_printf(out, _("seat %d offers"), s->active + 1);
		cards_of(s, s->offer.give, out);
		strbuf_puts(out, " ->");
		cards_of(s, s->offer.get, out);
		strbuf_putc(out, '\n');
		static const char *const answers[] = { N_("has not answered"), N_("declines"),
		                                       N_("accepts"), N_("counters: gives") };
		for (int p = 0; p < s->player_count; p++) {
			if (p == s->active)
				continue;
			if (s->phase == PH_COUNTER_DRAFT && p == board_drafter(s)) {
				strbuf_printf(out, _("  seat %d drafts a counter: gives"), p + 1);
				cards_of(s, s->draft.give, out);
				strbuf_puts(out, _(", wants"));
				cards_of(s, s->draft.get, out);
			} else {
				strbuf_printf(out, _("  seat %d %s"), p + 1, _(answers[s->answer[p]]));
			}
			if (s->answer[p] == ANSWER_COUNTER) {
				/* The counter's terms are kept from the offerer's side. */
				cards_of(s, s->counter[p].get, out);
				strbuf_puts(out, _(", wants"));
				cards_of(s, s->counter[p].give, out);
			}
			strbuf_putc(out, '\n');
		}
	}
	if (s->phase == PH_OVER && s->winner >= 0)
		strbuf_printf(out, _("seat %d has won\n"), s->winner + 1);
}

void board_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                  struct strbuf *out)
{
	const struct board_state *s = state;
	render_map(s, color, out);
	strbuf_puts(out, _("s settlement, C city, =N road of seat N, #N hex; * holds the card; "
	                   "left: s c r\n"));
	if (s->ck.on)
		strbuf_puts(out, _("M metropolis, c pillaged, w walled; kPS knight of seat P, strength "
		                   "S (K active)\nmP merchant; knights: strength active/all; decks: "
		                   "trade/politics/science\n"));
	for (int p = 0; p < s->player_count; p++)
		player_line(s, viewer, lang, color, p, out);
	for (int p = s->player_count; p < s->colours; p++)
		neutral_line(s, color, p, out);
	if (s->two) {
		strbuf_puts(out, _("trade tokens:"));
		for (int p = 0; p < s->player_count; p++)
			strbuf_printf(out, _(" seat %d %d,"), p + 1, s->tokens[p]);
		strbuf_printf(out, _(" supply %d"), s->token_supply);
		if (s->rolls > 1)
			strbuf_printf(out, _("  first roll %d"), s->first_sum);
		strbuf_putc(out, '\n');
	}
	turn_line(s, out);
}
