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
 */
#include <string.h>

#include "games/principality/internal.h"

static void pick(struct prin_state *s, int player, int def)
{
	prin_move_stack_to_hand(s, prin_first_of(s, def, Z_STACK, s->pick_stack), player);
	if (s->picks_left > 0)
		s->picks_left--;
}

static void play(struct prin_state *s, int player, const struct action *a)
{
	prin_start_play(s, player, a->arg[0]);
	if (a->arg[1] == PRIN_NO_ARG)
		return;
	prin_run_effects(s);
	effect_answer(&s->run, a->arg[1]);
}

/* A search's price is paid with the resources that follow its stack in
 * the action, as legal-end.c (find_payments) lists them: prin_pay_list. */
static void search(struct prin_state *s, int player, const struct action *a)
{
	prin_pay_list(s, player, &a->arg[1], GAME_ACTION_ARGS - 1);
	s->player[player].grants &= (uint8_t)~(1u << PRIN_GRANT_FREE_SEARCH);
	s->search_stack = (int8_t)a->arg[0];
	s->search_return = s->phase;
	s->phase = PH_SEARCH;
}

static void take(struct prin_state *s, int player, int def)
{
	prin_move_stack_to_hand(s, prin_first_of(s, def, Z_STACK, s->search_stack), player);
	s->search_stack = -1;
	if (s->search_return == PH_EXCHANGE_DRAW)
		prin_finish_turn(s);
	else
		s->phase = PH_REFILL;
}

static void draw(struct prin_state *s, int player, int stack)
{
	prin_move_stack_to_hand(s, prin_top(s, Z_STACK, stack), player);
	if (s->phase == PH_EXCHANGE_DRAW)
		prin_finish_turn(s);
}

static void offer(struct prin_state *s, const struct action *a)
{
	s->offer_give[0] = (int8_t)a->arg[0];
	s->offer_give[1] = (int8_t)a->arg[1];
	s->offer_get[0] = (int8_t)a->arg[2];
	s->offer_get[1] = (int8_t)a->arg[3];
	s->offers_made++;
	s->phase = PH_OFFER;
}

/* Whether a stack that a search or an exchange left to take from still
 * holds cards: advance() then finds the phase waiting for the active
 * player, its own test (stack_cards). */
static inline bool stack_waits(const struct prin_state *s, int stack)
{
	return stack >= 0 && stack < PRIN_MAX_STACKS && s->stack_size[stack] > 0;
}

/* Whether an action of the end of turn (its end, a draw, a take) left it
 * waiting for the active player, as advance() tells it: a hand above its
 * limit to discard from, one below it to refill while a stack holds
 * cards, or else the exchange, which begins here as advance() would begin
 * it (the refill has nothing to draw). With no exchange the turn ends
 * here, as there. */
static inline bool turn_end_waits(struct prin_state *s)
{
	const struct prin_player *pl = &s->player[s->active];
	if (s->phase == PH_DISCARD)
		return pl->hand_size > pl->hand_limit;
	if (s->phase != PH_REFILL)
		return false;
	_Static_assert(PRIN_ZONE_WORDS == 3, "the stacks' cards lie in three words");
	if (pl->hand_size < pl->hand_limit)
		return (s->zone_bits[Z_STACK][0] | s->zone_bits[Z_STACK][1] |
		        s->zone_bits[Z_STACK][2]) != 0;
	if (s->exchange_allowed && !s->exchanged && pl->hand_size > 0) {
		s->phase = PH_EXCHANGE;
		return true;
	}
	/* the turn ends, as advance() ends it; the next one's roll waits
	 * for the other player, which prin_advance tells inline */
	prin_finish_turn(s);
	return false;
}

/* Carries out the action, but for the calm ones of the action phase and
 * the offer (offer_or_decline, resources_only). Inlined in its one
 * caller: every action pays for the call otherwise.
 *
 * What prin_advance would do after the action, where it is known here
 * without prin_advance_all. These actions are listed in a match where
 * nothing runs, nothing is queued and neither player must discard
 * (advance() stopped there, having let go of every must-discard whose
 * hand fits; one that does not stops the match for his discards), and
 * those named below change none of that, moving cards and resources
 * alone or ending a phase; the caller asks the winner, which a refresh
 * may have found. Returns NEXT_WAITS when the action left a phase of the
 * end of turn that waits for the active player (a stack to search or
 * draw from, a hand to refill or to discard from, the exchange); a roll,
 * and the last answer to the event die (A_EVENT), NEXT_RESOLVE when they
 * leave the event die and production to resolve (prin_advance_resolve);
 * an answer that leaves the next player one to give, NEXT_CHOOSES; any
 * other action NEXT_ADVANCE. */
enum next_step { NEXT_ADVANCE, NEXT_WAITS, NEXT_RESOLVE, NEXT_CHOOSES };

static inline enum next_step perform(struct prin_state *s,
                                                                   int player,
                                                                   const struct action *a)
{
	switch (a->kind) {
	case A_ANSWER:
		effect_answer(&s->run, a->arg[0]);
		break;
	case A_LOOK:
		s->pick_stack = (int8_t)a->arg[0];
		break;
	case A_PICK:
		pick(s, player, a->arg[0]);
		break;
	case A_ROLL:
		prin_roll(s);
		return NEXT_RESOLVE;
	case A_PLAY:
		play(s, player, a);
		break;
	case A_EVENT:
		prin_event_choose(s, a->arg[0]);
		if (s->phase == PH_RESOLVE)
			return NEXT_RESOLVE;
		return prin_event_has_option(s) ? NEXT_CHOOSES : NEXT_ADVANCE;
	case A_REGION:
		prin_place_region(s, a->arg[0], a->arg[1]);
		break;
	case A_BUILD:
		prin_build(s, player, a->arg[0], a->arg[1], a->arg[2], a->arg[3] - 1);
		break;
	case A_DEMOLISH:
		prin_demolish(s, a->arg[0]);
		break;
	case A_END:
		prin_end_action_phase(s);
		return turn_end_waits(s) ? NEXT_WAITS : NEXT_ADVANCE;
	case A_UNDER:
		prin_move_first_to_stack(s, player, a->arg[0], a->arg[1]);
		break;
	case A_DRAW:
		draw(s, player, a->arg[0]);
		return turn_end_waits(s) ? NEXT_WAITS : NEXT_ADVANCE;
	case A_SEARCH:
		search(s, player, a);
		return stack_waits(s, s->search_stack) ? NEXT_WAITS : NEXT_ADVANCE;
	case A_TAKE:
		take(s, player, a->arg[0]);
		return turn_end_waits(s) ? NEXT_WAITS : NEXT_ADVANCE;
	case A_EXCHANGE:
		prin_move_first_to_stack(s, player, a->arg[0], a->arg[1]);
		s->exchanged = 1;
		s->exchange_stack = (int8_t)a->arg[1];
		s->phase = PH_EXCHANGE_DRAW;
		return stack_waits(s, s->exchange_stack) ? NEXT_WAITS : NEXT_ADVANCE;
	case A_PASS:
		prin_finish_turn(s);
		break;
	default:
		break;
	}
	return NEXT_ADVANCE;
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

/* The calm actions of the action phase and the offer (an offer, its
 * answer, a trade with the supply) are half of all actions, and each is
 * told before perform's switch: they need neither its registers nor
 * prin_settled's loads. Legal() lists them in a settled match alone, in
 * one of those phases (no question pending, no hand to bring to its
 * limit, nothing queued: prin_advance_all left none), whose refresh found
 * nothing left to do (check_refreshed proves it), and what they change
 * asks nothing of prin_settled but the phase. */

/* Whether the match that a calm action left, and prin_refresh after it,
 * is settled with nothing for prin_advance_all to do. The refresh may
 * have found a winner, or a figure changing hands that forgets the
 * playable answers. */
static inline bool calm_settled(const struct prin_state *s)
{
	return s->winner < 0 &&
	       (s->phase == PH_OFFER ||
	        (s->phase == PH_ACTION && s->player[s->active].playable_filled));
}

/* An offer, or its refusal, changes nothing prin_refresh_all reads (the
 * points and their marks, the figures, the gate, the jobs; the phase only
 * between the action phase and the offer): a refresh would find nothing
 * new, and is not asked. (At most it would mark right points fresh, which
 * the next refresh does as well.) Returns false for any other action. */
static inline bool offer_or_decline(struct prin_state *s, const struct action *a)
{
	if (a->kind == A_OFFER) {
		offer(s, a);
		s->to_act = (int8_t)(1 - s->active);
		return true;
	}
	if (a->kind != A_DECLINE)
		return false;
	s->phase = PH_ACTION;
	if (s->player[s->active].playable_filled)
		s->to_act = s->active;
	else
		prin_advance(s);
	return true;
}

/* A trade with the supply, or an accepted offer, moves resources alone and
 * leaves the action phase. Of what a refresh reads, resources count only
 * towards the points of a player whose points read the stock (struct
 * prin_player points_stock, kept right: check_refreshed): for neither the
 * refresh would find nothing new, as for an offer. Returns false for any
 * other action. */
static inline bool resources_only(struct prin_state *s, const struct action *a)
{
	if (a->kind == A_TRADE) {
		prin_trade(s, s->to_act, a->arg[0], a->arg[2]);
	} else if (a->kind == A_ACCEPT) {
		prin_offer_settle(s);
		s->phase = PH_ACTION;
	} else {
		return false;
	}
	if (s->player[0].points_stock | s->player[1].points_stock)
		prin_refresh(s);
	if (calm_settled(s))
		s->to_act = s->active;   /* the action phase's */
	else
		prin_advance(s);
	return true;
}

/* prin_apply_listed of any other action: out of line, so that the
 * registers perform's cases need are saved by these actions alone. */
__attribute__((noinline)) static void apply_performed(struct prin_state *s,
                                                      const struct action *action)
{
	enum next_step next = perform(s, s->to_act, action);
	prin_refresh(s);
	if (next != NEXT_ADVANCE && s->winner < 0) {
		if (next == NEXT_WAITS)
			s->to_act = s->active;
		else if (next == NEXT_CHOOSES)
			s->to_act = s->choice_players[0];
		else
			prin_advance_resolve(s);
	} else {
		prin_advance(s);
	}
}

void prin_apply_listed(void *state, const struct action *action)
{
	struct prin_state *s = state;
	if (!offer_or_decline(s, action) && !resources_only(s, action))
		apply_performed(s, action);
}
