/*
 * legal: every action the deciding player may take now, in a fixed order
 * (the order is part of replay: it depends on the state alone).
 */
#include <string.h>

#include "games/board/internal.h"

struct lister {
	struct action *out;
	size_t max, count;
};

static void put(struct lister *l, int kind, int a0, int a1, int a2, int a3)
{
	if (l->count == l->max)
		return;
	/* One store of the whole action, not field by field. */
	l->out[l->count++] = (struct action){ (uint16_t)kind,
		{ (int16_t)a0, (int16_t)a1, (int16_t)a2, (int16_t)a3, 0 } };
}

static void list_answers(const struct board_state *s, struct lister *l)
{
	const struct effect_decision *d = board_pending(s);
	for (int i = 0; i < d->count; i++)
		put(l, A_ANSWER, d->options[i], 0, 0, 0);
	if (d->optional)
		put(l, A_ANSWER, EFFECT_NONE, 0, 0, 0);
}

static void list_setup(const struct board_state *s, struct lister *l)
{
	const struct board_map *m = &s->t->map;
	if (s->phase == PH_SETUP_SETTLEMENT) {
		int kind = board_setup_city(s) ? A_CITY : A_SETTLE;
		for (int n = 0; n < m->node_count; n++)
			if (board_can_settle(s, s->active, n, true))
				put(l, kind, n, 0, 0, 0);
		return;
	}
	int node = s->setup_node;
	for (int i = 0; i < m->node_edge_count[node]; i++) {
		int e = m->node_edge[node][i];
		if (!board_bit(s->built_edges, e))
			put(l, A_ROAD, e, 0, 0, 0);
	}
}

static void list_roads(const struct board_state *s, struct lister *l)
{
	uint64_t sites[2];
	board_road_sites(s, s->active, sites);
	for (int w = 0; w < 2; w++)
		for (uint64_t b = sites[w]; b; b &= b - 1)
			put(l, A_ROAD, w * 64 + board_low_bit(b), 0, 0, 0);
}

static void list_plays(const struct board_state *s, struct lister *l)
{
	if (s->dev_played || s->player[s->active].dev_count == 0)
		return;
	for (int row = 0; row < s->t->dev_count; row++)
		if (board_can_play(s, row))
			put(l, A_PLAY, row, 0, 0, 0);
}

static void list_builds(const struct board_state *s, struct lister *l)
{
	const struct board_map *m = &s->t->map;
	int me = s->active;
	const struct board_player *pl = &s->player[me];
	if (pl->settlements && board_can_afford(s, me, board_piece_cost[PIECE_SETTLEMENT])) {
		/* Free nodes two steps from every building, at the end of his roads. */
		uint64_t blocked = s->built_nodes | s->ck.knight_nodes;
		for (uint64_t b = s->built_nodes; b; b &= b - 1)
			blocked |= m->node_near[board_low_bit(b)];
		for (int w = 0; w < 2; w++)
			for (uint64_t e = s->own_edges[me][w]; e; e &= e - 1) {
				int edge = w * 64 + board_low_bit(e);
				for (int i = 0; i < 2; i++) {
					int n = m->edge_node[edge][i];
					if (!(blocked >> n & 1)) {
						put(l, A_SETTLE, n, 0, 0, 0);
						blocked |= (uint64_t)1 << n;
					}
				}
			}
	}
	if (pl->cities && board_can_afford(s, me, board_piece_cost[PIECE_CITY]))
		for (uint64_t b = s->own_nodes[me] & ~s->cities; b; b &= b - 1)
			put(l, A_CITY, board_low_bit(b), 0, 0, 0);
	if (board_can_afford(s, me, board_piece_cost[PIECE_ROAD]))
		list_roads(s, l);
	if (board_can_buy(s))
		put(l, A_BUY, 0, 0, 0, 0);
}

/* Two players: the token actions and a face-up knight for tokens, at any
 * time of his turn (004: "op uw beurt"; "eenmaal tijdens uw beurt"). */
static void list_tokens(const struct board_state *s, struct lister *l)
{
	if (!s->two)
		return;
	if (board_can_forced_trade(s))
		put(l, A_FORCED_TRADE, 0, 0, 0, 0);
	if (board_can_token_robber(s))
		put(l, A_TOKEN_ROBBER, 0, 0, 0, 0);
	for (int row = 0; row < s->t->dev_count; row++)
		if (board_can_discard_knight(s, row))
			put(l, A_DISCARD_KNIGHT, row, 0, 0, 0);
}

static void list_trades(const struct board_state *s, struct lister *l)
{
	if (s->opt.separate_phases && s->built)
		return;
	const struct board_player *pl = &s->player[s->active];
	int kinds = board_card_kinds(s);
	for (int give = 0; give < kinds; give++) {
		if (pl->hand[give] < pl->rate[give])
			continue;
		for (int take = 0; take < kinds; take++)
			if (take != give && s->bank[take] > 0)
				put(l, A_BANK, give, take, 0, 0);
	}
	if (board_can_begin_offer(s))
		put(l, A_OFFER, 0, 0, 0, 0);
}

static void list_offer_answers(const struct board_state *s, struct lister *l)
{
	int me = board_current(s);
	if (board_can_accept(s, me))
		put(l, A_ACCEPT, 0, 0, 0, 0);
	put(l, A_DECLINE, 0, 0, 0, 0);
	if (board_can_begin_counter(s, me))
		put(l, A_COUNTER, 0, 0, 0, 0);
}

/* A card of each resource (and commodity) to either side, then the terms
 * as they stand. */
static void list_draft(const struct board_state *s, struct lister *l)
{
	int kinds = board_card_kinds(s);
	for (int r = 0; r < kinds; r++)
		if (board_can_give(s, r))
			put(l, A_GIVE, r, 0, 0, 0);
	for (int r = 0; r < kinds; r++)
		if (board_can_want(s, r))
			put(l, A_WANT, r, 0, 0, 0);
	struct action propose = { A_PROPOSE, { 0 } };
	board_pack_terms(&s->draft, &propose);
	if (board_can_propose(s, &propose) && l->count < l->max)
		l->out[l->count++] = propose;
	put(l, A_WITHDRAW, 0, 0, 0, 0);
}

size_t board_legal(const void *state, struct action *out, size_t max)
{
	const struct board_state *s = state;
	struct lister l = { out, max, 0 };
	if (s->phase == PH_OVER)
		return 0;
	if (board_pending(s)) {
		list_answers(s, &l);
		return l.count;
	}
	switch (s->phase) {
	case PH_SETUP_SETTLEMENT:
	case PH_SETUP_ROAD:
		list_setup(s, &l);
		break;
	case PH_ROLL:
		put(&l, A_ROLL, 0, 0, 0, 0);
		list_plays(s, &l);
		if (s->ck.on)
			l.count += board_progress_plays(s, l.out + l.count, l.max - l.count);
		list_tokens(s, &l);
		if (s->ck.on && s->opt.ck.knight_errant)
			l.count += board_errant_actions(s, l.out + l.count, l.max - l.count);
		break;
	case PH_DISCARD: {
		int p = board_current(s);
		for (int r = 0; r < BOARD_CARD_KINDS; r++)   /* commodities too (000) */
			if (s->player[p].hand[r])
				put(&l, A_DISCARD, r, 0, 0, 0);
		break;
	}
	case PH_ROBBER:
		for (int h = 0; h < s->t->map.hex_count; h++)
			if (board_can_rob(s, h))
				put(&l, A_ROBBER, h, 0, 0, 0);
		break;
	case PH_STEAL:
		for (int p = 0; p < s->player_count; p++)
			if (s->victims >> p & 1)
				put(&l, A_STEAL, p, 0, 0, 0);
		break;
	case PH_ACTION:
		list_builds(s, &l);
		if (s->ck.on) {
			l.count += board_ck_builds(s, l.out + l.count, l.max - l.count);
			l.count += board_knight_builds(s, l.out + l.count, l.max - l.count);
			l.count += board_knight_actions(s, l.out + l.count, l.max - l.count);
		}
		list_plays(s, &l);
		if (s->ck.on)
			l.count += board_progress_plays(s, l.out + l.count, l.max - l.count);
		list_tokens(s, &l);
		list_trades(s, &l);
		if (board_over_limit(s))
			l.count += board_ck_legal(s, l.out + l.count, l.max - l.count);
		else
			put(&l, A_END, 0, 0, 0, 0);
		break;
	case PH_NEUTRAL:
		l.count += board_neutral_options(s, l.out + l.count, l.max - l.count);
		if (l.count > l.max)
			l.count = l.max;
		break;
	case PH_FORCED_GIVE:
		for (int r = 0; r < BOARD_CARD_KINDS; r++)   /* commodities too (two-cities.c) */
			if (board_can_hand_over(s, r))
				put(&l, A_HAND_OVER, r, 0, 0, 0);
		break;
	case PH_FREE_ROADS:
		list_roads(s, &l);
		break;
	case PH_OFFER:
		list_offer_answers(s, &l);
		break;
	case PH_OFFER_DRAFT:
	case PH_COUNTER_DRAFT:
		list_draft(s, &l);
		break;
	case PH_PILLAGE: case PH_DEFENDER_DRAW: case PH_PROGRESS_LIMIT: case PH_AQUEDUCT:
	case PH_DEFEND:
		l.count = board_ck_legal(s, out, max);
		break;
	case PH_DESERTER:
		l.count = board_enlist_options(s, out, max);
		break;
	case PH_DISPLACED:
		for (uint64_t b = board_knight_refuges(s, s->ck.displaced_owner); b; b &= b - 1)
			put(&l, A_RELOCATE, board_low_bit(b), 0, 0, 0);
		break;
	case PH_METROPOLIS:
		for (int n = 0; n < s->t->map.node_count; n++)
			if (board_can_metropolis(s, n))
				put(&l, A_METROPOLIS, n, 0, 0, 0);
		break;
	case PH_OFFER_CLOSE:
		for (int p = 0; p < s->player_count; p++)
			if (board_can_trade_with(s, p))
				put(&l, A_TRADE_WITH, p, 0, 0, 0);
		put(&l, A_NO_TRADE, 0, 0, 0, 0);
		break;
	default:
		break;
	}
	return l.count;
}
