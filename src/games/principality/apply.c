/*
 * apply: carries out one action.
 *
 * An action is accepted only if legal() lists it now, so the two can never
 * disagree, and a refused action changes nothing. Sandbox set-up actions
 * are the exception: they are never listed (there are too many) and are
 * accepted whenever the match was set up as a sandbox.
 *
 * prin_apply_listed is the same without the question, for an action taken
 * from legal()'s list of this very state. The invariant checker applies
 * every action of its random matches both ways and compares the matches.
 *
 * What an action changes (cards moved, resources paid) is carried out
 * here; what it does to the turn, and everything that follows without a
 * decision, the turn engine says (turn.c).
 */
#include <string.h>

#include "games/principality/internal.h"

static void play(struct prin_state *s, int player, const struct action *a)
{
	prin_start_play(s, player, a->arg[0]);
	if (a->arg[1] == PRIN_NO_ARG)
		return;
	prin_run_effects(s);
	effect_answer(&s->run, a->arg[1]);
}

static void offer(struct prin_state *s, const struct action *a)
{
	s->offer_give[0] = (int8_t)a->arg[0];
	s->offer_give[1] = (int8_t)a->arg[1];
	s->offer_get[0] = (int8_t)a->arg[2];
	s->offer_get[1] = (int8_t)a->arg[3];
}

/* The change the action makes to the cards and the resources. */
static void perform(struct prin_state *s, int player, const struct action *a)
{
	switch (a->kind) {
	case A_ANSWER:
		effect_answer(&s->run, a->arg[0]);
		break;
	case A_PICK:
		prin_move_stack_to_hand(s, prin_first_of(s, a->arg[0], Z_STACK, s->pick_stack), player);
		break;
	case A_PLAY:
		play(s, player, a);
		break;
	case A_EVENT:
		prin_event_choose(s, a->arg[0]);
		break;
	case A_REGION:
		prin_place_region(s, a->arg[0], a->arg[1]);
		break;
	case A_BUILD:
		prin_build(s, player, a->arg[0], a->arg[1], a->arg[2], a->arg[3] - 1);
		break;
	case A_DEMOLISH:
		prin_demolish(s, a->arg[0]);
		break;
	case A_TRADE:
		prin_trade(s, player, a->arg[0], a->arg[2]);
		break;
	case A_OFFER:
		offer(s, a);
		break;
	case A_ACCEPT:
		prin_offer_settle(s);
		break;
	case A_UNDER:
	case A_EXCHANGE:
		prin_move_first_to_stack(s, player, a->arg[0], a->arg[1]);
		break;
	case A_DRAW:
		prin_move_stack_to_hand(s, prin_top(s, Z_STACK, a->arg[0]), player);
		break;
	case A_SEARCH:
		/* the price is paid with the resources that follow the stack in
		 * the action, as legal-end.c (find_payments) lists them */
		prin_pay_list(s, player, &a->arg[1], GAME_ACTION_ARGS - 1);
		s->player[player].grants &= (uint8_t)~(1u << PRIN_GRANT_FREE_SEARCH);
		break;
	case A_TAKE:
		prin_move_stack_to_hand(s, prin_first_of(s, a->arg[0], Z_STACK, s->search_stack),
		                        player);
		break;
	default:   /* A_LOOK, A_ROLL, A_DECLINE, A_END, A_PASS: the turn's alone */
		break;
	}
}

int prin_apply(void *state, const struct action *action)
{
	struct prin_state *s = state;
	if (action->kind >= A_SB_GIVE && action->kind < A_COUNT) {
		if (!s->sandbox)
			return -1;
		struct prin_state trial = *s;
		if (prin_apply_sandbox(&trial, action) != 0)
			return -1;
		*s = trial;
		return 0;
	}
	if (!prin_is_legal(s, action))
		return -1;
	prin_apply_listed(s, action);
	return 0;
}

void prin_apply_listed(void *state, const struct action *action)
{
	struct prin_state *s = state;
	perform(s, s->to_act, action);
	prin_turn_after(s, action);
	prin_refresh(s);
	prin_turn_advance(s);
}
