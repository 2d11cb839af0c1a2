/*
 * apply: one action of the deciding player, checked as legal() checks it,
 * carried out, and handed to the turn engine (turn.c) for what comes next.
 */
#include "games/board/internal.h"

static int setup_action(struct board_state *s, const struct action *a)
{
	if (s->phase == PH_SETUP_SETTLEMENT) {
		if (a->kind != A_SETTLE || !board_can_settle(s, s->active, a->arg[0], true))
			return -1;
		board_place_settlement(s, s->active, a->arg[0]);
		board_reindex(s);
		board_after_setup_settlement(s, a->arg[0]);
		return 0;
	}
	int e = a->arg[0];
	const struct board_map *m = &s->t->map;
	if (a->kind != A_ROAD || e < 0 || e >= m->edge_count || board_bit(s->built_edges, e) ||
	    (m->edge_node[e][0] != s->setup_node && m->edge_node[e][1] != s->setup_node))
		return -1;
	board_place_road(s, s->active, e);
	board_reindex(s);
	board_after_setup_road(s);
	return 0;
}

static int build(struct board_state *s, const struct action *a)
{
	int me = s->active, site = a->arg[0];
	enum board_piece piece = a->kind == A_ROAD ? PIECE_ROAD
	                         : a->kind == A_SETTLE ? PIECE_SETTLEMENT : PIECE_CITY;
	bool free_road = s->phase == PH_FREE_ROADS;
	if (!free_road && (s->phase != PH_ACTION || !board_can_afford(s, me, board_piece_cost[piece])))
		return -1;
	if (free_road && piece != PIECE_ROAD)
		return -1;
	bool ok = piece == PIECE_ROAD ? board_can_road(s, me, site)
	          : piece == PIECE_SETTLEMENT ? board_can_settle(s, me, site, false)
	          : board_can_city(s, me, site);
	if (!ok)
		return -1;
	if (free_road)
		s->free_roads--;
	else
		board_pay(s, me, board_piece_cost[piece]);
	if (piece == PIECE_ROAD)
		board_place_road(s, me, site);
	else if (piece == PIECE_SETTLEMENT)
		board_place_settlement(s, me, site);
	else
		board_place_city(s, me, site);
	if (!free_road)
		s->built = true;
	board_after_build(s);
	return 0;
}

static int answer_offer(struct board_state *s, const struct action *a)
{
	int me = board_current(s);
	if (s->phase != PH_OFFER)
		return -1;
	if ((a->kind == A_ACCEPT && !board_can_accept(s, me)) ||
	    (a->kind == A_COUNTER && !board_can_counter(s, me, a)))
		return -1;
	board_answer_offer(s, me, a);
	board_after_answer(s);
	return 0;
}

int board_apply(void *state, const struct action *a)
{
	struct board_state *s = state;
	if (s->phase == PH_OVER)
		return -1;
	if (board_pending(s))
		return a->kind == A_ANSWER ? board_answer_effect(s, a->arg[0]) : -1;
	if (s->phase == PH_SETUP_SETTLEMENT || s->phase == PH_SETUP_ROAD)
		return a->kind >= A_SB_GIVE ? (s->sandbox ? board_apply_sandbox(s, a) : -1)
		                            : setup_action(s, a);
	switch (a->kind) {
	case A_SETTLE: case A_ROAD: case A_CITY:
		return build(s, a);
	case A_ROLL:
		if (s->phase != PH_ROLL)
			return -1;
		board_roll(s);
		return 0;
	case A_DISCARD: {
		if (s->phase != PH_DISCARD || a->arg[0] < 0 || a->arg[0] >= BOARD_RESOURCES)
			return -1;
		int p = board_current(s);
		if (s->player[p].hand[a->arg[0]] == 0)
			return -1;
		board_lose(s, p, a->arg[0], 1);
		s->player[p].discard--;
		board_after_discard(s);
		return 0;
	}
	case A_ROBBER:
		if (s->phase != PH_ROBBER || !board_can_rob(s, a->arg[0]))
			return -1;
		s->robber = (uint8_t)a->arg[0];
		board_robber_moved(s);
		return 0;
	case A_STEAL:
		if (s->phase != PH_STEAL || a->arg[0] < 0 || a->arg[0] >= s->player_count ||
		    !(s->victims >> a->arg[0] & 1))
			return -1;
		board_steal(s, s->active, a->arg[0]);
		board_after_steal(s);
		return 0;
	case A_BUY:
		if (!board_can_buy(s))
			return -1;
		board_buy(s);
		return 0;
	case A_PLAY:
		if (!board_can_play(s, a->arg[0]))
			return -1;
		board_play(s, a->arg[0]);
		return 0;
	case A_BANK:
		if (!board_can_bank(s, a->arg[0], a->arg[1]))
			return -1;
		board_do_bank(s, a->arg[0], a->arg[1]);
		return 0;
	case A_OFFER:
		if (!board_can_offer(s, a))
			return -1;
		board_offer(s, a);
		board_after_offer(s);
		return 0;
	case A_ACCEPT: case A_DECLINE: case A_COUNTER:
		return answer_offer(s, a);
	case A_TRADE_WITH:
		if (!board_can_trade_with(s, a->arg[0]))
			return -1;
		board_trade_with(s, a->arg[0]);
		board_after_trade(s);
		return 0;
	case A_NO_TRADE:
		if (s->phase != PH_OFFER_CLOSE)
			return -1;
		board_after_trade(s);
		return 0;
	case A_END:
		if (s->phase != PH_ACTION)
			return -1;
		board_end_turn(s);
		return 0;
	case A_SB_GIVE: case A_SB_PLACE: case A_SB_ROLL: case A_SB_DEV: case A_SB_ROBBER:
		return s->sandbox ? board_apply_sandbox(s, a) : -1;
	default:
		return -1;
	}
}
