/*
 * principality: the game's entry in the table of games.
 */
#include "games/principality/principality.h"

#include <string.h>

#include "core/i18n.h"
#include "games/principality/internal.h"

int prin_current(const void *state)
{
	return ((const struct prin_state *)state)->to_act;
}

int prin_find_current(const struct prin_state *s)
{
	if (s->winner >= 0 || s->phase == PH_OVER)
		return -1;
	/* a decision is pending only while a handler runs */
	const struct effect_decision *d = s->running ? prin_pending(s) : NULL;
	if (d)
		return d->player;
	int interrupt = prin_discard_interrupt(s);
	if (interrupt >= 0)
		return interrupt;
	return prin_phase_player(s);
}

static int winner(const void *state)
{
	return ((const struct prin_state *)state)->winner;
}

static int turn(const void *state)
{
	return ((const struct prin_state *)state)->turn;
}

static const char *phase(const void *state)
{
	const struct prin_state *s = state;
	if (s->winner < 0 && prin_pending(s))
		return "effect";
	if (s->winner < 0 && prin_discard_interrupt(s) >= 0)
		return "discard";
	return prin_phase_name(s->phase);
}

static int victory_points(const void *state, int player)
{
	const struct prin_state *s = state;
	return player >= 0 && player < PRIN_PLAYERS ? s->ix.player[player].vp : 0;
}

/* Demolishing: free, to the discard pile for good (R002 §4). */
static bool setback(const void *state, const struct action *action)
{
	(void)state;
	return action->kind == A_DEMOLISH;
}

const struct game_rules principality_rules = {
	.key = "principality",
	.state_size = sizeof(struct prin_state),
	.load = prin_load,
	.unload = prin_unload,
	.init = prin_init,
	.current = prin_current,
	.winner = winner,
	.turn = turn,
	.phase = phase,
	.legal = prin_legal,
	.apply = prin_apply,
	.apply_listed = prin_apply_listed,
	.format_action = prin_format_action,
	.parse_sandbox = prin_parse_sandbox,
	.render = prin_render,
	.events = prin_events,
	.why_not = prin_why_not,
	.score = prin_score,
	.write_json = prin_write_json,
	.victory_points = victory_points,
	.evaluate = prin_evaluate,
	.setback = setback,
	.determinise = prin_determinise,
	.check = prin_check,
	.sandbox_help =
		N_("give PLAYER RESOURCE N         put N resources onto the player's regions (N < 0 takes)\n"
		   "hand PLAYER CARD               a free copy of CARD into the player's hand\n"
		   "place PLAYER CARD X [up|down]  CARD from the player's hand, else a free copy, onto\n"
		   "                               the player's principality at X (up, down: its site)\n"
		   "roll-next N [FACE]             fix the next production die and event face\n"
		   "                               (brigand, windmill, tournament, plenty, event)\n"
		   "event-next CARD                that event card on top of the event stack\n"
		   "die-next N                     fix the next roll a card makes (a duel, a spy's)\n"),
};

int principality_resources(const void *state, int player, int resource)
{
	return prin_resources(state, player, resource);
}

int principality_hand_size(const void *state, int player)
{
	return prin_hand_count(state, player);
}

int principality_hand_limit(const void *state, int player)
{
	return prin_hand_limit(state, player);
}

int principality_holder(const void *state, int advantage)
{
	const struct prin_state *s = state;
	if (advantage < 0 || advantage > 1)
		return -1;
	return s->holder[advantage] == PRIN_EMPTY ? -1 : s->holder[advantage];
}

const char *principality_card_at(const void *state, int player, int x, int y)
{
	const struct prin_state *s = state;
	int c = prin_at(s, player, x, y);
	return c < 0 ? NULL : prin_card_key(s, s->card[c].def);
}

int principality_stock_at(const void *state, int player, int x, int y)
{
	const struct prin_state *s = state;
	int c = prin_at(s, player, x, y);
	return c < 0 || !prin_is_region(s, c) ? -1 : s->card[c].stock;
}

int principality_stack_count(const void *state)
{
	return ((const struct prin_state *)state)->stack_count;
}

int principality_stack_size(const void *state, int stack)
{
	return prin_count(state, Z_STACK, stack);
}

int principality_cards_in(const void *state, const char *zone, int who, const char *key)
{
	static const struct {
		const char *name;
		int zone;
		bool owned;   /* who names a player or a stack */
	} zones[] = {
		{ "hand", Z_HAND, true }, { "discard", Z_DISCARD, true }, { "stack", Z_STACK, true },
		{ "open", Z_OPEN, false }, { "out", Z_OUT, false }, { "events", Z_EVENT_STACK, false },
	};
	const struct prin_state *s = state;
	for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
		if (strcmp(zones[z].name, zone) != 0)
			continue;
		int n = 0;
		for (int i = 0; i < s->instance_count; i++)
			if (s->card[i].zone == zones[z].zone && (!zones[z].owned || s->card[i].who == who) &&
			    (!key || strcmp(prin_card_key(s, s->card[i].def), key) == 0))
				n++;
		return n;
	}
	return -1;
}
