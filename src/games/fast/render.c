/*
 * render: the match as a player sees it, as text for the console.
 *
 * Everyone sees every building card's visible side, the market, the
 * destiny card and the sizes of the piles. A hand is seen by its owner only
 * (OPEN_HANDS shows them all; viewer -1, a replay, sees everything). The
 * city event on the back of a settlement is seen by nobody until the
 * settlement becomes a city: R003, "Die Rückseite einer Siedlungskarte mit
 * dem Stadtereignis darfst du erst anschauen, wenn du die Siedlung
 * tatsächlich zur Stadt umwandelst."
 */
#include "core/text.h"
#include "games/fast/internal.h"
#include "core/i18n.h"

#define BOLD "\033[1m"
#define PLAIN "\033[0m"

struct view {
	const struct fast_state *s;
	int viewer;
	enum carddb_lang lang;
	bool color;
};

static const char *name_of(const struct view *v, int db_card)
{
	return carddb_card_name(&v->s->db->cards[db_card], v->lang);
}

/* The resources as the reader names them: "Holz 0, Lehm 1, ...". */
static void counts(const struct view *v, const uint8_t *n, struct strbuf *out)
{
	const struct fast_state *s = v->s;
	for (int r = 0; r < s->resource_count; r++) {
		const struct carddb_resource *res = &s->db->resources[s->res_db[r]];
		const char *name = res->name[v->lang] ? res->name[v->lang] : res->key;
		strbuf_printf(out, "%s%s %d", r ? ", " : "", name, n[r]);
	}
}

static void stack(const struct fast_state *s, const char *what, const uint8_t *ids, int n,
                  struct strbuf *out)
{
	strbuf_printf(out, "  %s:", what);
	if (n == 0)
		strbuf_puts(out, _(" none"));
	for (int i = 0; i < n; i++)
		strbuf_printf(out, " %c", s->card[ids[i]].turned ? 'B' : 'A');
	strbuf_putc(out, '\n');
}

static void towns(const struct view *v, const struct fast_player *pl, struct strbuf *out)
{
	const struct fast_state *s = v->s;
	strbuf_puts(out, _("  settlements and cities:"));
	for (int i = 0; i < pl->town_count; i++) {
		int id = pl->town[i];
		strbuf_printf(out, "%s %s", i ? "," : "", name_of(v, fast_face(s, id)));
		for (int e = 0; e < pl->expansion_count; e++)
			if (s->card[pl->expansion[e]].on == id)
				strbuf_printf(out, " + %s", name_of(v, s->card[pl->expansion[e]].front));
	}
	strbuf_putc(out, '\n');
}

static void player(const struct view *v, int p, struct strbuf *out)
{
	const struct fast_state *s = v->s;
	const struct fast_player *pl = &s->player[p];
	strbuf_printf(out, _("%sPlayer %d%s%s: %d VP\n"), v->color ? BOLD : "", p + 1,
	              v->color ? PLAIN : "", p == s->active ? _(" (to move)") : "", pl->vp);
	if (v->viewer < 0 || v->viewer == p || s->opt.open_hands) {
		strbuf_printf(out, _("  hand (%d): "), pl->hand_count);
		counts(v, pl->hand, out);
		strbuf_putc(out, '\n');
	} else {
		strbuf_printf(out, _("  hand: %d cards\n"), pl->hand_count);
	}
	towns(v, pl, out);
	stack(s, _("roads"), pl->road, pl->road_count, out);
	stack(s, _("knights"), pl->knight, pl->knight_count, out);
}

static void status(const struct view *v, struct strbuf *out)
{
	const struct fast_state *s = v->s;
	if (s->phase == PH_OVER) {
		strbuf_printf(out, _("The match is over: player %d wins.\n"), s->winner + 1);
		return;
	}
	const struct effect_decision *d = fast_pending(s);
	if (d) {
		strbuf_printf(out, _("Player %d decides for %s.\n"), d->player + 1,
		              name_of(v, s->run_program));
		return;
	}
	strbuf_printf(out, _("Turn %d, player %d, %s phase"), s->turn, s->active + 1,
	              s->phase == PH_EXCHANGE ? _("exchange") : _("build"));
	if (s->phase == PH_EXCHANGE)
		strbuf_printf(out, ngettext(" (%d exchange left%s)", " (%d exchanges left%s)",
		                            s->units_left),
		              s->units_left, s->draw_only ? _(", draw pile only") : "");
	strbuf_puts(out, ".\n");
}

/* The table laid out for a common terminal: long lists wrap under
 * themselves. */
#define FAST_RENDER_WIDTH 80

static void render_lines(const struct view *view, struct strbuf *out);

void fast_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                 struct strbuf *out)
{
	const struct view v = { state, viewer, lang, color };
	struct strbuf lines = STRBUF_INIT;
	render_lines(&v, &lines);
	text_wrap(out, strbuf_str(&lines), FAST_RENDER_WIDTH, "    ");
	strbuf_free(&lines);
}

static void render_lines(const struct view *view, struct strbuf *out)
{
	const struct fast_state *s = view->s;
	const struct view v = *view;
	status(&v, out);
	strbuf_puts(out, _("Market: "));
	counts(&v, s->market, out);
	strbuf_printf(out, _("\nDraw pile %d, discard pile %d"), s->pile_count, fast_discard_size(s));
	if (s->destiny >= 0)
		strbuf_printf(out, _(", destiny card %s"),
		              s->card[s->destiny].turned ? _("counter-clockwise") : _("clockwise"));
	strbuf_printf(out, _("\nStacks: %d roads, %d knights, %d settlements; expansions:"),
	              s->supply_count[FK_ROAD], s->supply_count[FK_KNIGHT],
	              s->supply_count[FK_SETTLEMENT]);
	for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++)
		strbuf_printf(out, "%s %s", i ? "," : "", name_of(&v, s->card[s->supply[FK_EXPANSION][i]].front));
	strbuf_puts(out, s->supply_count[FK_EXPANSION] ? "\n" : " none\n");
	for (int p = 0; p < s->player_count; p++)
		player(&v, p, out);
}
