/*
 * apply: one action of the deciding player, checked as legal() checks it,
 * carried out, and handed to the turn engine (turn.c) for what comes next.
 *
 * board_apply_listed carries out an action that legal() has just listed,
 * without asking again whether it is legal (game.h, apply_listed): the
 * question (allowed) and the change (carry_out) are apart, so both entries
 * share every line of the change and the turn engine's say on what comes
 * next.
 */
#include "games/board/internal.h"

/* ---- whether an action is legal now: what apply() asks first ---- */

static bool setup_allowed(const struct board_state *s, const struct action *a)
{
	if (s->phase == PH_SETUP_SETTLEMENT)
		return a->kind == (board_setup_city(s) ? A_CITY : A_SETTLE) &&
		       board_can_settle(s, s->active, a->arg[0], true);
	int e = a->arg[0];
	const struct board_map *m = &s->t->map;
	return a->kind == A_ROAD && e >= 0 && e < m->edge_count && !board_bit(s->built_edges, e) &&
	       (m->edge_node[e][0] == s->setup_node || m->edge_node[e][1] == s->setup_node);
}

static enum board_piece piece_of(const struct action *a)
{
	return a->kind == A_ROAD ? PIECE_ROAD : a->kind == A_SETTLE ? PIECE_SETTLEMENT : PIECE_CITY;
}

static bool build_allowed(const struct board_state *s, const struct action *a)
{
	int me = s->active, site = a->arg[0];
	enum board_piece piece = piece_of(a);
	if (s->phase == PH_FREE_ROADS) {
		if (piece != PIECE_ROAD)
			return false;
	} else if (s->phase != PH_ACTION || !board_can_afford(s, me, board_piece_cost[piece])) {
		return false;
	}
	return piece == PIECE_ROAD ? board_can_road(s, me, site)
	       : piece == PIECE_SETTLEMENT ? board_can_settle(s, me, site, false)
	       : board_can_city(s, me, site);
}

static bool answer_allowed(const struct board_state *s, const struct action *a)
{
	int me = board_current(s);
	return s->phase == PH_OFFER && (a->kind != A_ACCEPT || board_can_accept(s, me)) &&
	       (a->kind != A_COUNTER || board_can_begin_counter(s, me));
}

static bool allowed(const struct board_state *s, const struct action *a)
{
	if (s->phase == PH_OVER)
		return false;
	if (board_pending(s))
		return a->kind == A_ANSWER;   /* the effect judges the answer itself */
	if (a->kind >= A_SB_GIVE)
		return s->sandbox;            /* board_apply_sandbox judges the command */
	if (s->phase == PH_SETUP_SETTLEMENT || s->phase == PH_SETUP_ROAD)
		return setup_allowed(s, a);
	switch (a->kind) {
	case A_SETTLE: case A_ROAD: case A_CITY:
		return build_allowed(s, a);
	case A_ROLL:
		return s->phase == PH_ROLL;
	case A_DISCARD:
		return s->phase == PH_DISCARD && a->arg[0] >= 0 && a->arg[0] < BOARD_CARD_KINDS &&
		       s->player[board_current(s)].hand[a->arg[0]] > 0;
	case A_ROBBER:
		return s->phase == PH_ROBBER && board_can_rob(s, a->arg[0]);
	case A_STEAL:
		return s->phase == PH_STEAL && a->arg[0] >= 0 && a->arg[0] < s->player_count &&
		       (s->victims >> a->arg[0] & 1);
	case A_BUY:
		return board_can_buy(s);
	case A_PLAY:
		return board_can_play(s, a->arg[0]);
	case A_PLAY_PROGRESS:
		return board_can_play_progress(s, a->arg[0]);
	case A_BANK:
		return board_can_bank(s, a->arg[0], a->arg[1]);
	case A_OFFER:
		return board_can_begin_offer(s);
	case A_ACCEPT: case A_DECLINE: case A_COUNTER:
		return answer_allowed(s, a);
	case A_GIVE:
		return board_can_give(s, a->arg[0]);
	case A_WANT:
		return board_can_want(s, a->arg[0]);
	case A_PROPOSE:
		return board_can_propose(s, a);
	case A_WITHDRAW:
		return board_drafter(s) >= 0;
	case A_TRADE_WITH:
		return board_can_trade_with(s, a->arg[0]);
	case A_NO_TRADE:
		return s->phase == PH_OFFER_CLOSE;
	case A_END:
		return s->phase == PH_ACTION && !board_over_limit(s);
	case A_NEUTRAL:
		return board_can_neutral(s, a);
	case A_FORCED_TRADE:
		return board_can_forced_trade(s);
	case A_HAND_OVER:
		return board_can_hand_over(s, a->arg[0]);
	case A_TOKEN_ROBBER:
		return board_can_token_robber(s);
	case A_DISCARD_KNIGHT:
		return board_can_discard_knight(s, a->arg[0]);
	case A_PILLAGE: case A_DRAW_DECK: case A_PUT_UNDER: case A_AQUEDUCT: case A_DEFEND:
		return board_ck_allowed(s, a);
	case A_IMPROVE:
		return board_can_improve(s, a->arg[0]);
	case A_METROPOLIS:
		return board_can_metropolis(s, a->arg[0]);
	case A_WALL:
		return board_can_wall(s, a->arg[0]);
	case A_KNIGHT:
		return board_can_recruit(s, a->arg[0]);
	case A_ACTIVATE:
		return board_can_activate(s, a->arg[0]);
	case A_PROMOTE:
		return board_can_promote(s, a->arg[0]);
	case A_MOVE_KNIGHT:
		return board_can_move_knight(s, a->arg[0], a->arg[1]);
	case A_DISPLACE:
		return board_can_displace(s, a->arg[0], a->arg[1]);
	case A_CHASE:
		return board_can_chase(s, a->arg[0]);
	case A_RELOCATE:
		return board_can_relocate(s, a->arg[0]);
	case A_ENLIST:
		return board_can_enlist(s, a->arg[0]);
	default:
		return false;
	}
}

/* ---- carrying a legal action out, then asking the turn engine ---- */

static void setup_action(struct board_state *s, const struct action *a)
{
	if (s->phase == PH_SETUP_SETTLEMENT) {
		board_place_settlement(s, s->active, a->arg[0]);
		if (a->kind == A_CITY)
			board_place_city(s, s->active, a->arg[0]);
		if (s->two)
			board_two_settled(s, s->active, a->arg[0], true);
		board_reindex(s);
		board_after_setup_settlement(s, a->arg[0]);
		return;
	}
	board_place_road(s, s->active, a->arg[0]);
	board_reindex(s);
	board_after_setup_road(s);
}

static void build(struct board_state *s, const struct action *a)
{
	int me = s->active, site = a->arg[0];
	enum board_piece piece = piece_of(a);
	bool free_road = s->phase == PH_FREE_ROADS;
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
	if (s->two && piece == PIECE_SETTLEMENT)
		board_two_settled(s, me, site, false);
	board_after_build(s);
	/* Two players: a road or a settlement brings a neutral's free piece. */
	if (s->two && piece != PIECE_CITY && (!free_road || s->opt.two.neutral_free_roads))
		board_neutral_due(s, piece);
}

/* Carries out an action that allowed() accepts; returns 0, or -1 where
 * the action's own code judges it (an effect's answer, a sandbox
 * command). */
static int carry_out(struct board_state *s, const struct action *a)
{
	if (board_pending(s))
		return board_answer_effect(s, a->arg[0]);
	if (a->kind >= A_SB_GIVE)
		return board_apply_sandbox(s, a);
	if (s->phase == PH_SETUP_SETTLEMENT || s->phase == PH_SETUP_ROAD) {
		setup_action(s, a);
		return 0;
	}
	switch (a->kind) {
	case A_SETTLE: case A_ROAD: case A_CITY:
		build(s, a);
		break;
	case A_ROLL:
		board_roll(s);
		break;
	case A_DISCARD: {
		int p = board_current(s);
		board_lose(s, p, a->arg[0], 1);
		s->player[p].discard--;
		board_after_discard(s);
		break;
	}
	case A_ROBBER:
		s->robber = (uint8_t)a->arg[0];
		board_robber_moved(s);
		break;
	case A_STEAL:
		board_steal(s, s->active, a->arg[0]);
		board_after_steal(s);
		break;
	case A_BUY:
		board_buy(s);
		break;
	case A_PLAY:
		board_play(s, a->arg[0]);
		break;
	case A_PLAY_PROGRESS:
		board_play_progress(s, a->arg[0]);
		break;
	case A_BANK:
		board_do_bank(s, a->arg[0], a->arg[1]);
		break;
	case A_OFFER:
		board_begin_offer(s);
		board_after_offer_begun(s);
		break;
	case A_ACCEPT: case A_DECLINE:
		board_answer_offer(s, board_current(s), a->kind);
		board_after_answer(s);
		break;
	case A_COUNTER:
		board_answer_offer(s, board_current(s), a->kind);
		board_after_counter_begun(s);
		break;
	case A_GIVE: case A_WANT:
		board_add_card(s, a->kind, a->arg[0]);
		break;
	case A_PROPOSE: case A_WITHDRAW: {
		bool counter = s->phase == PH_COUNTER_DRAFT;
		if (a->kind == A_PROPOSE)
			board_propose(s);
		else
			board_withdraw(s);
		if (counter)
			board_after_answer(s);
		else if (a->kind == A_PROPOSE)
			board_after_offer(s);
		else
			board_after_withdraw(s);
		break;
	}
	case A_TRADE_WITH:
		board_trade_with(s, a->arg[0]);
		board_after_trade(s);
		break;
	case A_NO_TRADE:
		board_after_trade(s);
		break;
	case A_END:
		board_end_turn(s);
		break;
	case A_NEUTRAL:
		board_build_neutral(s, a);
		board_after_neutral(s);
		break;
	case A_FORCED_TRADE:
		board_forced_trade(s);
		break;
	case A_HAND_OVER:
		board_hand_over(s, a->arg[0]);
		break;
	case A_TOKEN_ROBBER:
		board_token_robber(s);
		break;
	case A_DISCARD_KNIGHT:
		board_discard_knight(s, a->arg[0]);
		break;
	case A_PILLAGE: case A_DRAW_DECK: case A_PUT_UNDER: case A_AQUEDUCT: case A_DEFEND:
		board_ck_carry_out(s, a);
		break;
	case A_IMPROVE:
		board_improve(s, a->arg[0]);
		s->built = true;
		break;
	case A_METROPOLIS:
		board_place_metropolis(s, a->arg[0]);
		break;
	case A_WALL:
		board_build_wall(s, a->arg[0]);
		s->built = true;
		break;
	case A_KNIGHT:
		board_recruit(s, a->arg[0]);
		s->built = true;
		if (s->two && s->opt.two.ck_neutral_knights)
			board_neutral_due(s, NEUTRAL_KNIGHT);
		break;
	case A_ACTIVATE:
		board_activate(s, a->arg[0]);
		break;
	case A_PROMOTE:
		board_promote(s, a->arg[0]);
		s->built = true;
		if (s->two && s->opt.two.ck_neutral_knights)
			board_neutral_due(s, NEUTRAL_PROMOTE);
		break;
	case A_MOVE_KNIGHT:
		board_move_knight(s, a->arg[0], a->arg[1]);
		board_check_victory(s);
		break;
	case A_DISPLACE:
		board_displace(s, a->arg[0], a->arg[1]);
		board_check_victory(s);
		break;
	case A_CHASE:
		board_chase(s, a->arg[0]);
		break;
	case A_RELOCATE:
		board_relocate(s, a->arg[0]);
		board_check_victory(s);
		break;
	case A_ENLIST:
		board_enlist(s, a->arg[0]);
		board_check_victory(s);   /* his knight may break another's road */
		break;
	default:
		return -1;
	}
	return 0;
}

int board_apply(void *state, const struct action *a)
{
	struct board_state *s = state;
	if (!allowed(s, a))
		return -1;
	return carry_out(s, a);
}

void board_apply_listed(void *state, const struct action *a)
{
	carry_out(state, a);
}
