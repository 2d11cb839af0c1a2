/*
 * turn: the phase state machine (§4, §8).
 *
 *   pick -> [before-roll -> roll -> event die and production -> action ->
 *            discard -> refill -> exchange] -> next player's before-roll ...
 *
 * An action (apply.c) changes the state and then calls prin_advance, which
 * runs everything that needs no decision — queued card effects, automatic
 * steps of the event die and production, empty refill steps — and stops
 * where a player must choose. Only then does current() name a player.
 *
 * Two things interrupt any phase: a card effect waiting for a decision, and
 * a player who must put cards under the stacks at once because an effect
 * put him above his hand limit outside the end of his own turn (§8: the
 * passive player discards immediately, the active one at the end of turn,
 * unless an effect such as Civil War asks for it now).
 */
#include "games/principality/internal.h"

bool prin_phase_is_effect_phase(int match_phase, int phase)
{
	switch (phase) {
	case PRIN_PHASE_BEFORE_ROLL: return match_phase == PH_BEFORE_ROLL;
	case PRIN_PHASE_ACTION: return match_phase == PH_ACTION;
	case PRIN_PHASE_BUILD_SETTLEMENT: return match_phase == PH_REGION;
	case PRIN_PHASE_TRADE: return match_phase == PH_ACTION || match_phase == PH_OFFER;
	case PRIN_PHASE_DRAW:
		return match_phase == PH_REFILL || match_phase == PH_SEARCH ||
		       match_phase == PH_EXCHANGE || match_phase == PH_EXCHANGE_DRAW;
	default: return false;
	}
}

bool prin_in_effect_phase(const struct prin_state *s, int phase)
{
	return prin_phase_is_effect_phase(s->phase, phase);
}

/* The event die: 1 brigand, 2 windmill, 3 knight's head, 4 sun, 5 and 6
 * the question mark (§6). die is rng_die's, 1 to 6: no remainder asked. */
static int face_of_die(int die)
{
	static const int faces[6] = { FACE_BRIGAND, FACE_WINDMILL, FACE_TOURNAMENT, FACE_PLENTY,
	                              FACE_EVENT, FACE_EVENT };
	return faces[die - 1];
}

void prin_roll(struct prin_state *s)
{
	s->die = (int8_t)(s->next_die ? s->next_die : rng_die(&s->rng));
	int event_die = rng_die(&s->rng);
	s->face = (int8_t)(s->next_face >= 0 ? s->next_face : face_of_die(event_die));
	s->next_die = 0;
	s->next_face = -1;
	s->event_card = -1;
	/* EVENT_ORDER: the event (the brigand included) before production, or
	 * only the brigand before it and every other face after. */
	bool event_first = s->opt.event_order == ORDER_EVENT_FIRST || s->face == FACE_BRIGAND;
	s->steps[0] = event_first ? STEP_EVENT : STEP_PRODUCTION;
	s->steps[1] = event_first ? STEP_PRODUCTION : STEP_EVENT;
	s->step_index = 0;
	s->substep = 0;
	s->cancel_mask = 0;
	s->phase = PH_RESOLVE;
}

/* Whether resolve() leaves its loop after a step: the step queued a card
 * effect, left a choice to a player or made a winner. */
static inline bool resolve_stops(const struct prin_state *s)
{
	return s->phase != PH_RESOLVE || s->running || s->job_count > 0 || s->winner >= 0;
}

/* The end of the event step: it queues and asks nothing. */
static inline void end_event_step(struct prin_state *s)
{
	s->substep = 0;
	s->cancel_mask = 0;
	s->step_index++;
}

/* Runs the automatic steps of the event die and production, one after
 * the other, until one queues a card effect, leaves a choice to a player
 * (PH_EVENT_CHOICE) or makes a winner: the state machine sees to those
 * before it comes back for the next step. After the last step comes the
 * action phase, and true is returned. (A step that queued nothing and
 * left no choice changed no hand and no grid: the next follows at once.) */
static bool resolve(struct prin_state *s)
{
	while (s->step_index < STEP_COUNT) {
		if (s->steps[s->step_index] == STEP_PRODUCTION) {
			prin_produce(s);
			s->step_index++;
		} else if (s->substep == 0) {
			/* the cards that act on this face first (they may
			 * spare their owner the base rule), then the base rule */
			prin_event_begin(s);
			s->substep = 1;
		} else if (s->substep == 1) {
			s->substep = 2;
			prin_event_base_rule(s);
			/* a base rule that queued and asked nothing ends the
			 * event step at once */
			if (!resolve_stops(s))
				end_event_step(s);
		} else {
			end_event_step(s);
			continue;
		}
		if (resolve_stops(s))
			return false;
	}
	s->phase = PH_ACTION;
	return true;
}

void prin_end_action_phase(struct prin_state *s)
{
	int p = s->active;
	int limit = prin_hand_limit(s, p), n = prin_hand_count(s, p);
	s->exchange_allowed = n >= limit;
	s->exchanged = 0;
	s->phase = n > limit ? PH_DISCARD : PH_REFILL;
}

void prin_finish_turn(struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		s->player[p].grants = 0;
		s->player[p].sees_hand = 0;
		s->player[p].must_discard = 0;
	}
	for (int i = 0; i < PRIN_MAX_MEMORY; i++)
		s->memory[i].card = -1;
	s->offers_made = 0;
	s->exchanged = 0;
	s->exchange_allowed = 0;
	s->exchange_stack = -1;
	s->search_stack = -1;
	s->cancel_mask = 0;
	s->active = (int8_t)(1 - s->active);
	s->turn++;
	s->phase = PH_BEFORE_ROLL;
}

/* Every card in Z_STACK lies in one of the stacks (check() sees to it). */
static bool any_stack_card(const struct prin_state *s)
{
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		if (s->zone_bits[Z_STACK][w])
			return true;
	return false;
}

/* The cards in stack st, as prin_count tells them (kept by prin_move),
 * without the call: the end of every turn asks it. */
static int stack_cards(const struct prin_state *s, int st)
{
	return st >= 0 && st < PRIN_MAX_STACKS ? s->stack_size[st] : prin_count(s, Z_STACK, st);
}

/* Setup: a player whose stack ran out before 3 picks is done with it. */
static void end_pick(struct prin_state *s)
{
	s->used_stack_mask |= (uint8_t)(1u << s->pick_stack);
	s->pick_stack = -1;
	s->picks_left = PRIN_START_HAND;
	s->picks_done++;
}

/* The new settlement's regions when there is nothing to decide: the rules
 * put them (NEW_REGION_SIDE fixed, or one corner left). */
static bool region_needs_choice(const struct prin_state *s);

static bool place_regions_automatically(struct prin_state *s)
{
	int top = prin_top(s, Z_REGION_STACK, 0);
	if (top < 0 || s->settle_sides == 3) {
		s->phase = PH_ACTION;
		return true;
	}
	if (region_needs_choice(s))
		return false;
	prin_place_region(s, top, (s->settle_sides & 1) ? 1 : -1);
	return true;
}

static bool region_needs_choice(const struct prin_state *s)
{
	if (s->player[s->active].grants & (1u << PRIN_GRANT_CHOOSE_REGIONS))
		return true;
	if (s->settle_sides == 0 && s->opt.new_region_side == SIDE_CHOOSE)
		return true;
	/* a card played while building (the Scout) is a choice too: advance()
	 * comes here with no winner, nothing pending and no discard due */
	return prin_settlement_plays(s);
}

/* Inline: advance() asks it after every action. */
static inline int phase_player(const struct prin_state *s)
{
	switch (s->phase) {
	case PH_PICK: return (s->first_player + s->picks_done) % PRIN_PLAYERS;
	case PH_EVENT_CHOICE: return s->choice_count ? s->choice_players[0] : s->active;
	case PH_OFFER: return 1 - s->active;
	case PH_OVER: return -1;
	default: return s->active;
	}
}

int prin_phase_player(const struct prin_state *s)
{
	return phase_player(s);
}

/* Runs the automatic steps; returns the player to act. (Inline in its
 * one caller, prin_advance_all, which prin_advance passes by after most
 * actions, see prin_settled(): a second call cost as much again.) */
static inline int advance(struct prin_state *s)
{
	for (;;) {
		if (s->winner >= 0) {
			s->phase = PH_OVER;
			return -1;
		}
		/* most turns of this loop find no handler running or queued */
		if ((s->running || s->job_count > 0) && prin_run_effects(s))
			return prin_find_current(s);   /* a decision waits */
		if (s->winner >= 0)
			continue;
		if (s->player[0].must_discard || s->player[1].must_discard)
			for (int p = 0; p < PRIN_PLAYERS; p++)
				if (s->player[p].must_discard &&
				    prin_hand_count(s, p) <= prin_hand_limit(s, p))
					s->player[p].must_discard = 0;
		int interrupt = prin_discard_interrupt(s);
		if (interrupt >= 0)
			return interrupt;
		switch (s->phase) {
		case PH_PICK:
			if (s->picks_done >= PRIN_PLAYERS) {
				s->phase = PH_BEFORE_ROLL;
				continue;
			}
			if (s->pick_stack >= 0 &&
			    (s->picks_left == 0 || prin_count(s, Z_STACK, s->pick_stack) == 0)) {
				end_pick(s);
				continue;
			}
			if (s->pick_stack < 0 && s->picks_left == 0)
				s->picks_left = PRIN_START_HAND;
			return phase_player(s);
		case PH_RESOLVE:
			/* Done, the steps left the action phase's player to act:
			 * no winner, nothing queued or running, and no hand or
			 * hand limit changed since this turn of the loop found
			 * no one to discard (stock and points are all the steps
			 * change; a hand limit follows the grids). */
			if (resolve(s))
				return phase_player(s);
			continue;
		case PH_EVENT_CHOICE:
			if (s->choice_count == 0) {
				s->phase = PH_RESOLVE;
				continue;
			}
			if (!prin_event_has_option(s)) {
				/* nothing he may take: his turn to choose passes */
				prin_event_choose(s, -1);
				continue;
			}
			return phase_player(s);
		case PH_REGION:
			if (place_regions_automatically(s))
				continue;
			return phase_player(s);
		/* The end of the turn: apply.c (turn_end_waits, stack_waits)
		 * tells the same for the actions that end in these phases, so
		 * that they skip this loop; a rule changed here changes there. */
		case PH_DISCARD:
			if (prin_hand_count(s, s->active) <= prin_hand_limit(s, s->active)) {
				s->phase = PH_REFILL;
				continue;
			}
			return phase_player(s);
		case PH_REFILL:
			if (prin_hand_count(s, s->active) >= prin_hand_limit(s, s->active) ||
			    !any_stack_card(s)) {
				if (s->exchange_allowed && !s->exchanged &&
				    prin_hand_count(s, s->active) > 0) {
					s->phase = PH_EXCHANGE;
					return phase_player(s);
				}
				prin_finish_turn(s);
				prin_refresh(s);   /* the victory check reads who is active */
				continue;
			}
			return phase_player(s);
		case PH_SEARCH:
			if (s->search_stack < 0 || stack_cards(s, s->search_stack) == 0) {
				s->phase = s->search_return;
				continue;
			}
			return phase_player(s);
		case PH_EXCHANGE_DRAW:
			if (stack_cards(s, s->exchange_stack) == 0) {
				prin_finish_turn(s);
				prin_refresh(s);   /* the victory check reads who is active */
				continue;
			}
			return phase_player(s);
		default:
			return phase_player(s);
		}
	}
}

void prin_advance_resolve(struct prin_state *s)
{
	/* advance()'s first turn of its loop, less the tests the calm match
	 * passes, and prin_advance_all's keeping of the playable answers as
	 * the action phase begins */
	if (!resolve(s)) {
		prin_advance_all(s);
		return;
	}
	s->to_act = s->active;
	prin_keep_playable(s, s->active);
}

void prin_advance_all(struct prin_state *s)
{
	int was = s->phase;
	/* not asked whether the match is settled again: prin_advance comes
	 * here mostly when it is not, and advance() on a settled match
	 * changes nothing and names the phase's player in one turn of its
	 * loop */
	s->to_act = (int8_t)advance(s);
	/* legal() asks whether his action cards can be played at every
	 * action of this phase: the answers are kept while the grids stay.
	 * His hand changes as the phase begins (or a card's play ends), and
	 * the answers are lost when a grid changes. */
	if (s->phase == PH_ACTION && s->to_act >= 0 &&
	    (was != PH_ACTION || !s->player[s->to_act].playable_filled))
		prin_keep_playable(s, s->to_act);
}
