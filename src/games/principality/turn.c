/*
 * turn: the turn engine, the one authority on what happens next (§4, §8).
 *
 *   pick -> [before-roll -> roll -> event die and production -> action ->
 *            discard -> refill -> exchange] -> next player's before-roll ...
 *
 * Two tables say it all. after_action[] names, for each kind of action,
 * what the action does to the turn once apply.c has carried out its
 * change (moved the cards, paid the resources): the phase it ends, the one
 * it begins. phase_rules[] names, for each phase, its automatic steps,
 * who decides in it and which generator lists its actions (legal.h).
 * prin_turn_advance then runs everything that needs no decision (queued
 * card effects, the event die and production, the steps of a phase with
 * nothing to choose) and stops where a player must choose; only then
 * does current() name a player.
 *
 * Two things interrupt any phase: a card effect waiting for a decision, and
 * a player who must put cards under the stacks at once because an effect
 * put him above his hand limit outside the end of his own turn (§8: the
 * passive player discards immediately, the active one at the end of turn,
 * unless an effect such as Civil War asks for it now).
 */
#include "games/principality/index.h"
#include "games/principality/legal.h"

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

/* The roll (§6): the production die and the event die, then their steps
 * in the order EVENT_ORDER gives: the event (the brigand included) before
 * production, or only the brigand before it and every other face after. */
static void roll(struct prin_state *s)
{
	s->die = (int8_t)(s->next_die ? s->next_die : rng_die(&s->rng));
	int event_die = rng_die(&s->rng);
	s->face = (int8_t)(s->next_face >= 0 ? s->next_face : face_of_die(event_die));
	s->next_die = 0;
	s->next_face = -1;
	s->event_card = -1;
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
static bool resolve_stops(const struct prin_state *s)
{
	return s->phase != PH_RESOLVE || s->running || s->job_count > 0 || s->winner >= 0;
}

/* The end of the event step: it queues and asks nothing. */
static void end_event_step(struct prin_state *s)
{
	s->substep = 0;
	s->cancel_mask = 0;
	s->step_index++;
}

/* Runs the automatic steps of the event die and production, one after
 * the other, until one queues a card effect, leaves a choice to a player
 * (PH_EVENT_CHOICE) or makes a winner: the turn engine sees to those
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
			/* the players it left a resource to name choose in turn */
			if (s->choice_count > 0)
				s->phase = PH_EVENT_CHOICE;
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

/* The end of the action phase (§8): a hand above its limit is brought
 * down to it, one below it refilled; the exchange follows when the hand
 * was at its limit or above. */
static void end_action_phase(struct prin_state *s)
{
	int p = s->active;
	int limit = prin_hand_limit(s, p), n = prin_hand_count(s, p);
	s->exchange_allowed = n >= limit;
	s->exchanged = 0;
	s->phase = n > limit ? PH_DISCARD : PH_REFILL;
}

/* Ends the turn and hands it to the other player; the refresh after it
 * (prin_refresh) finds the victory, which reads who is active. */
static void finish_turn(struct prin_state *s)
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

/* ---- what an action does to the turn ---- */

/* Setup (§3): a player looks through one stack, and picks from it three
 * cards in all. */
static void after_look(struct prin_state *s, const struct action *a)
{
	s->pick_stack = (int8_t)a->arg[0];
}

static void after_pick(struct prin_state *s, const struct action *a)
{
	(void)a;
	if (s->picks_left > 0)
		s->picks_left--;
}

static void after_roll(struct prin_state *s, const struct action *a)
{
	(void)a;
	roll(s);
}

/* A settlement built (§7) is followed by its two new regions. */
static void after_build(struct prin_state *s, const struct action *a)
{
	const struct principality_cards *t = s->cards;
	if (a->arg[0] >= 0 && a->arg[0] < t->def_count && t->def[a->arg[0]].kind == KIND_CENTER &&
	    t->def[a->arg[0]].type == t->type_settlement)
		s->phase = PH_REGION;
}

/* An offer (§9) waits for the opponent's answer; the answer ends it. */
static void after_offer(struct prin_state *s, const struct action *a)
{
	(void)a;
	s->offers_made++;
	s->phase = PH_OFFER;
}

static void after_answer_to_offer(struct prin_state *s, const struct action *a)
{
	(void)a;
	s->phase = PH_ACTION;
}

static void after_end(struct prin_state *s, const struct action *a)
{
	(void)a;
	end_action_phase(s);
}

/* A draw of the exchange (§8) ends the turn; one of the refill leaves
 * the refill to go on. */
static void after_draw(struct prin_state *s, const struct action *a)
{
	(void)a;
	if (s->phase == PH_EXCHANGE_DRAW)
		finish_turn(s);
}

/* A search (§8) shows its stack; the card taken from it takes the place
 * of a draw: of the refill, or of the exchange, which then ends the turn. */
static void after_search(struct prin_state *s, const struct action *a)
{
	s->search_stack = (int8_t)a->arg[0];
	s->search_return = s->phase;
	s->phase = PH_SEARCH;
}

static void after_take(struct prin_state *s, const struct action *a)
{
	(void)a;
	s->search_stack = -1;
	if (s->search_return == PH_EXCHANGE_DRAW)
		finish_turn(s);
	else
		s->phase = PH_REFILL;
}

/* The exchange (§8): one card under a stack, then one drawn from it. */
static void after_exchange(struct prin_state *s, const struct action *a)
{
	s->exchanged = 1;
	s->exchange_stack = (int8_t)a->arg[1];
	s->phase = PH_EXCHANGE_DRAW;
}

static void after_pass(struct prin_state *s, const struct action *a)
{
	(void)a;
	finish_turn(s);
}

/* By kind of action; NULL: the action leaves the turn where it was (a
 * play, an answer to an effect, a demolition, a region, a card under a
 * stack, an answer to the event die: prin_turn_advance sees what follows
 * from them). */
static void (*const after_action[A_COUNT])(struct prin_state *, const struct action *) = {
	[A_LOOK] = after_look,
	[A_PICK] = after_pick,
	[A_ROLL] = after_roll,
	[A_BUILD] = after_build,
	[A_TRADE] = NULL,
	[A_OFFER] = after_offer,
	[A_ACCEPT] = after_answer_to_offer,
	[A_DECLINE] = after_answer_to_offer,
	[A_END] = after_end,
	[A_DRAW] = after_draw,
	[A_SEARCH] = after_search,
	[A_TAKE] = after_take,
	[A_EXCHANGE] = after_exchange,
	[A_PASS] = after_pass,
};

void prin_turn_after(struct prin_state *s, const struct action *a)
{
	if (a->kind < A_COUNT && after_action[a->kind])
		after_action[a->kind](s, a);
}

/* ---- the phases: their automatic steps, and who decides ---- */

/* Every card in Z_STACK lies in one of the stacks (check() sees to it). */
static bool any_stack_card(const struct prin_state *s)
{
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		if (s->ix.zone_bits[Z_STACK][w])
			return true;
	return false;
}

/* The cards in stack st, as prin_count tells them (kept by prin_move). */
static int stack_cards(const struct prin_state *s, int st)
{
	return st >= 0 && st < PRIN_MAX_STACKS ? s->ix.stack_size[st] : prin_count(s, Z_STACK, st);
}

/* The steps of each phase return true when the phase waits for its
 * decider, false when they moved the match on (to another phase, or the
 * same one with a step done): the engine then looks again. */

/* Setup: a player whose stack ran out before 3 picks is done with it. */
static bool pick_steps(struct prin_state *s)
{
	if (s->picks_done >= PRIN_PLAYERS) {
		s->phase = PH_BEFORE_ROLL;
		return false;
	}
	if (s->pick_stack >= 0 &&
	    (s->picks_left == 0 || prin_count(s, Z_STACK, s->pick_stack) == 0)) {
		s->used_stack_mask |= (uint8_t)(1u << s->pick_stack);
		s->pick_stack = -1;
		s->picks_left = PRIN_START_HAND;
		s->picks_done++;
		return false;
	}
	if (s->pick_stack < 0 && s->picks_left == 0)
		s->picks_left = PRIN_START_HAND;
	return true;
}

/* The event die and production: when their steps are done, the action
 * phase's player acts at once (no winner, nothing queued or running, and
 * no hand or hand limit changed since the engine found no one to discard:
 * stock and points are all the steps change; a hand limit follows the
 * grids). */
static bool resolve_steps(struct prin_state *s)
{
	return resolve(s);
}

/* The players the event die left a resource to name, in turn; one who
 * may take none passes. */
static bool event_choice_steps(struct prin_state *s)
{
	if (s->choice_count == 0) {
		s->phase = PH_RESOLVE;
		return false;
	}
	if (!prin_event_has_option(s)) {
		prin_event_choose(s, -1);
		return false;
	}
	return true;
}

/* The new settlement's regions when there is nothing to decide: the rules
 * put them (NEW_REGION_SIDE fixed, or one corner left). A card played
 * while building (the Scout) is a choice too: the engine comes here with
 * no winner, nothing pending and no discard due. */
static bool region_steps(struct prin_state *s)
{
	int top = prin_top(s, Z_REGION_STACK, 0);
	if (top < 0 || s->settle_sides == 3) {
		s->phase = PH_ACTION;
		return false;
	}
	if ((s->player[s->active].grants & (1u << PRIN_GRANT_CHOOSE_REGIONS)) ||
	    (s->settle_sides == 0 && s->opt.new_region_side == SIDE_CHOOSE) ||
	    prin_settlement_plays(s))
		return true;
	prin_place_region(s, top, (s->settle_sides & 1) ? 1 : -1);
	return false;
}

/* The end of the turn (§8): the hand above its limit is brought down,
 * then refilled while a stack holds cards; the exchange follows when it
 * is allowed, else the turn ends. */
static bool discard_steps(struct prin_state *s)
{
	if (prin_hand_count(s, s->active) <= prin_hand_limit(s, s->active)) {
		s->phase = PH_REFILL;
		return false;
	}
	return true;
}

static bool refill_steps(struct prin_state *s)
{
	if (prin_hand_count(s, s->active) < prin_hand_limit(s, s->active) && any_stack_card(s))
		return true;
	if (s->exchange_allowed && !s->exchanged && prin_hand_count(s, s->active) > 0) {
		s->phase = PH_EXCHANGE;
		return true;
	}
	finish_turn(s);
	prin_refresh(s);   /* the victory check reads who is active */
	return false;
}

static bool search_steps(struct prin_state *s)
{
	if (s->search_stack < 0 || stack_cards(s, s->search_stack) == 0) {
		s->phase = s->search_return;
		return false;
	}
	return true;
}

static bool exchange_draw_steps(struct prin_state *s)
{
	if (stack_cards(s, s->exchange_stack) > 0)
		return true;
	finish_turn(s);
	prin_refresh(s);   /* the victory check reads who is active */
	return false;
}

/* Who decides in a phase, where no effect asks and no one must discard. */
enum decider {
	BY_NOBODY,
	BY_ACTIVE,
	BY_OPPONENT,     /* of the active player: the offer's answer */
	BY_PICKER,       /* setup: the players pick in turn from the first */
	BY_CHOOSER       /* the first player the event die left a choice */
};

struct phase_rule {
	bool (*steps)(struct prin_state *s);   /* NULL: it waits for its decider */
	enum decider decider;
	struct prin_phase_listing listing;     /* its actions (legal.h) */
};

#define LISTS(phase) { prin_legal_##phase, NULL }
#define WRITES(phase) { prin_legal_##phase, prin_write_##phase }

static const struct phase_rule phase_rules[PH_COUNT] = {
	[PH_PICK] = { pick_steps, BY_PICKER, LISTS(picks) },
	[PH_BEFORE_ROLL] = { NULL, BY_ACTIVE, LISTS(before_roll) },
	[PH_RESOLVE] = { resolve_steps, BY_ACTIVE, { NULL, NULL } },
	[PH_EVENT_CHOICE] = { event_choice_steps, BY_CHOOSER, LISTS(event_choices) },
	[PH_REGION] = { region_steps, BY_ACTIVE, LISTS(new_settlement) },
	[PH_ACTION] = { NULL, BY_ACTIVE, WRITES(action_phase) },
	[PH_OFFER] = { NULL, BY_OPPONENT, WRITES(offer_answers) },
	[PH_DISCARD] = { discard_steps, BY_ACTIVE, LISTS(discards) },
	[PH_REFILL] = { refill_steps, BY_ACTIVE, LISTS(refills) },
	[PH_SEARCH] = { search_steps, BY_ACTIVE, LISTS(takes) },
	[PH_EXCHANGE] = { NULL, BY_ACTIVE, LISTS(exchanges) },
	[PH_EXCHANGE_DRAW] = { exchange_draw_steps, BY_ACTIVE, LISTS(exchange_draws) },
	[PH_OVER] = { NULL, BY_NOBODY, { NULL, NULL } },
};

const struct prin_phase_listing *prin_phase_listing(int phase)
{
	if (phase < 0 || phase >= PH_COUNT || !phase_rules[phase].listing.lists)
		return NULL;
	return &phase_rules[phase].listing;
}

int prin_phase_player(const struct prin_state *s)
{
	if (s->phase >= PH_COUNT)
		return -1;
	switch (phase_rules[s->phase].decider) {
	case BY_ACTIVE: return s->active;
	case BY_OPPONENT: return 1 - s->active;
	case BY_PICKER: return (s->first_player + s->picks_done) % PRIN_PLAYERS;
	case BY_CHOOSER: return s->choice_count ? s->choice_players[0] : s->active;
	default: return -1;
	}
}

/* Runs the automatic steps; returns the player to act. */
static int advance(struct prin_state *s)
{
	for (;;) {
		if (s->winner >= 0) {
			s->phase = PH_OVER;
			return -1;
		}
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
		const struct phase_rule *rule = &phase_rules[s->phase];
		if (!rule->steps || rule->steps(s))
			return prin_phase_player(s);
	}
}

void prin_turn_advance(struct prin_state *s)
{
	int was = s->phase;
	s->to_act = (int8_t)advance(s);
	/* legal() asks whether his action cards can be played at every
	 * action of this phase: the answers are kept while the grids stay.
	 * His hand changes as the phase begins (or a card's play ends), and
	 * the answers are lost when a grid changes. */
	if (s->phase == PH_ACTION && s->to_act >= 0 &&
	    (was != PH_ACTION || !s->ix.player[s->to_act].playable_filled))
		prin_index_keep_playable(s, s->to_act);
}
