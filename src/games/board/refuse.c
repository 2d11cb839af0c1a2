/*
 * refuse: why a settlement, a city, a road or the robber cannot go where a
 * player typed it, for the console's refusal (struct game_rules
 * conceivable and why_refused).
 *
 * The matcher fits a typed text that no legal action takes against every
 * placement the island has (board_conceivable); when one fits, the player
 * named a real intersection, path or hex, and is told the first rule that
 * forbids it, in the order the rules check them: board.md §1.4 "The
 * distance rule applies throughout, including set-up: no settlement or
 * city on any of the 3 neighbouring intersections"; "Place 1 road adjacent
 * to that settlement"; §4 "A road must connect to your own road or
 * building, and cannot pass through an opponent's building"; §1.10 "With
 * no settlement in supply, you cannot build a settlement. You can build a
 * city only if you have a city piece left"; the costs of the building
 * costs card; §3 the robber "must be moved" to another hex. What is said
 * is always so; where none of these is the reason, nothing is said.
 */
#include "core/i18n.h"
#include "games/board/internal.h"

static void put(struct action *out, size_t max, size_t *count, int kind, int arg)
{
	if (*count < max)
		out[(*count)++] = (struct action){ (uint16_t)kind, { (int16_t)arg, 0, 0, 0, 0 } };
}

size_t board_conceivable(const void *state, struct action *out, size_t max)
{
	const struct board_state *s = state;
	const struct board_map *m = &s->t->map;
	size_t count = 0;
	for (int n = 0; n < m->node_count; n++)
		put(out, max, &count, A_SETTLE, n);
	for (int n = 0; n < m->node_count; n++)
		put(out, max, &count, A_CITY, n);
	for (int e = 0; e < m->edge_count; e++)
		put(out, max, &count, A_ROAD, e);
	for (int h = 0; h < m->hex_count; h++)
		put(out, max, &count, A_ROBBER, h);
	return count;
}

static const char *res_name(const struct board_state *s, int r, enum carddb_lang lang)
{
	const struct carddb_resource *res = &s->db->resources[s->t->res_db[r]];
	return res->name[lang] ? res->name[lang] : res->name[LANG_EN] ? res->name[LANG_EN]
	                                                                : res->key;
}

/* "it costs 1 Lumber 1 Brick and you have 0 Lumber 2 Brick", or nothing
 * when the hand pays it. */
static bool cost_unpaid(const struct board_state *s, enum board_piece piece,
                        enum carddb_lang lang, struct strbuf *why)
{
	const uint8_t *cost = board_piece_cost[piece];
	if (board_can_afford(s, s->active, cost))
		return false;
	struct strbuf price = STRBUF_INIT, purse = STRBUF_INIT;
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (cost[r]) {
			strbuf_printf(&price, "%s%d %s", price.len ? " " : "", cost[r], res_name(s, r, lang));
			strbuf_printf(&purse, "%s%d %s", purse.len ? " " : "",
			              s->player[s->active].hand[r], res_name(s, r, lang));
		}
	strbuf_printf(why, _("it costs %s and you have %s"), strbuf_str(&price), strbuf_str(&purse));
	strbuf_free(&price);
	strbuf_free(&purse);
	return true;
}

/* Why a piece cannot be built in this phase at all, or false when the
 * phase builds it (the set-up's piece, or any after the roll). */
static bool wrong_phase(const struct board_state *s, int kind, struct strbuf *why)
{
	if (board_pending(s)) {
		strbuf_puts(why, _("a played card waits for your choice first (moves lists it)"));
		return true;
	}
	switch (s->phase) {
	case PH_SETUP_SETTLEMENT:
		if (kind == A_ROAD)
			strbuf_puts(why, _("in the set-up a road follows its settlement: place the "
			                   "settlement first"));
		else if (kind == A_SETTLE && board_setup_city(s))
			strbuf_puts(why, _("the second set-up round places a city, not a settlement"));
		else if (kind == A_CITY && !board_setup_city(s))
			strbuf_puts(why, _("the set-up places settlements; a city comes later, on one "
			                   "of them"));
		else
			return false;
		return true;
	case PH_SETUP_ROAD:
		if (kind == A_ROAD)
			return false;
		strbuf_puts(why, _("in the set-up the road comes next, beside the settlement just "
		                   "placed"));
		return true;
	case PH_ACTION:
		return false;
	case PH_FREE_ROADS:
		if (kind == A_ROAD)
			return false;
		strbuf_puts(why, _("the Road Building card's free roads are placed first"));
		return true;
	case PH_ROLL:
		strbuf_puts(why, _("roll the dice first: building comes after the roll"));
		return true;
	default:
		strbuf_printf(why, _("pieces are built in their owner's turn after the roll, not now "
		                     "(%s)"), _(board_phase_name(s)));
		return true;
	}
}

/* The building nearest to node that the distance rule looks at, or -1. */
static int neighbour_built(const struct board_state *s, int node)
{
	uint64_t near = s->t->map.node_near[node] & s->built_nodes;
	return near ? board_low_bit(near) : -1;
}

static bool touches_own_road(const struct board_state *s, int player, int node)
{
	const struct board_map *m = &s->t->map;
	return (m->node_edges[node][0] & s->own_edges[player][0]) ||
	       (m->node_edges[node][1] & s->own_edges[player][1]);
}

static void why_settlement(const struct board_state *s, int node, enum carddb_lang lang,
                           struct strbuf *why)
{
	int me = s->active, near = neighbour_built(s, node);
	bool setup = s->phase == PH_SETUP_SETTLEMENT;
	if (s->built_nodes >> node & 1)
		strbuf_printf(why, s->node_owner[node] == me
		              ? _("your own building stands on %d already")
		              : _("player %d's building stands on %d already"),
		              s->node_owner[node] == me ? node + 1 : s->node_owner[node] + 1, node + 1);
	else if (s->ck.knight_nodes >> node & 1)
		strbuf_printf(why, _("a knight stands on %d"), node + 1);
	else if (near >= 0)
		strbuf_printf(why, _("the building on %d stands next to it: no two buildings on "
		                     "neighbouring intersections (the distance rule)"), near + 1);
	else if (s->player[me].settlements == 0)
		strbuf_puts(why, _("you have no settlement left in your supply (a city gives one "
		                   "back)"));
	else if (!setup && !touches_own_road(s, me, node))
		strbuf_printf(why, _("none of your roads reaches %d: a settlement stands at the end "
		                     "of one"), node + 1);
	else if (!setup)
		cost_unpaid(s, PIECE_SETTLEMENT, lang, why);
}

static void why_city(const struct board_state *s, int node, enum carddb_lang lang,
                     struct strbuf *why)
{
	int me = s->active;
	if (s->phase == PH_SETUP_SETTLEMENT) {   /* Cities & Knights' city round */
		why_settlement(s, node, lang, why);
		return;
	}
	if (!(s->built_nodes >> node & 1))
		strbuf_printf(why, _("a city replaces one of your settlements, and none stands on "
		                     "%d"), node + 1);
	else if (s->node_owner[node] != me)
		strbuf_printf(why, _("the building on %d is player %d's"), node + 1,
		              s->node_owner[node] + 1);
	else if ((s->cities >> node & 1) && !(s->ck.pillaged >> node & 1))
		strbuf_printf(why, _("%d is a city already"), node + 1);
	else if (s->player[me].cities == 0 && !(s->ck.pillaged >> node & 1))
		strbuf_puts(why, _("you have no city left in your supply"));
	else
		cost_unpaid(s, PIECE_CITY, lang, why);
}

static void why_road(const struct board_state *s, int edge, enum carddb_lang lang,
                     struct strbuf *why)
{
	const struct board_map *m = &s->t->map;
	int me = s->active;
	int a = m->edge_node[edge][0], b = m->edge_node[edge][1];
	if (board_bit(s->built_edges, edge))
		strbuf_printf(why, s->edge_owner[edge] == me ? _("your own road lies on %d already")
		                                             : _("player %d's road lies there already"),
		              s->edge_owner[edge] == me ? edge + 1 : s->edge_owner[edge] + 1);
	else if (s->player[me].roads == 0)
		strbuf_puts(why, _("you have no road left in your supply"));
	else if (s->phase == PH_SETUP_ROAD)
		strbuf_printf(why, _("the set-up road goes beside the settlement just placed, on %d"),
		              s->setup_node + 1);
	else if (!touches_own_road(s, me, a) && !touches_own_road(s, me, b) &&
	         s->node_owner[a] != me && s->node_owner[b] != me)
		strbuf_puts(why, _("it joins none of your roads and buildings"));
	else if (!board_can_road(s, me, edge))
		strbuf_puts(why, _("another's piece stands where it would join your road, and cuts "
		                   "it there"));
	else if (s->phase == PH_ACTION)
		cost_unpaid(s, PIECE_ROAD, lang, why);
}

static void why_robber(const struct board_state *s, int hex, struct strbuf *why)
{
	if (s->phase != PH_ROBBER || board_pending(s))
		strbuf_puts(why, _("the robber moves after a 7 or a Knight, not now"));
	else if (hex == s->robber)
		strbuf_puts(why, _("the robber stands there: he must move to another hex"));
}

void board_why_refused(const void *state, const struct action *action, enum carddb_lang lang,
                       struct strbuf *why)
{
	const struct board_state *s = state;
	if (s->phase == PH_OVER)
		return;
	if (action->kind == A_ROBBER) {
		why_robber(s, action->arg[0], why);
		return;
	}
	if (wrong_phase(s, action->kind, why))
		return;
	switch (action->kind) {
	case A_SETTLE:
		why_settlement(s, action->arg[0], lang, why);
		break;
	case A_CITY:
		why_city(s, action->arg[0], lang, why);
		break;
	case A_ROAD:
		why_road(s, action->arg[0], lang, why);
		break;
	default:
		break;
	}
}
