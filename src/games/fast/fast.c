/*
 * fast: the game's entry in the table of games, and what tools read of a
 * match without knowing its layout.
 */
#include <string.h>

#include "core/i18n.h"
#include "games/fast/internal.h"

int fast_current(const void *state)
{
	const struct fast_state *s = state;
	if (s->phase == PH_OVER)
		return -1;
	const struct effect_decision *d = fast_pending(s);
	return d ? d->player : s->active;
}

static int winner(const void *state)
{
	return ((const struct fast_state *)state)->winner;
}

static int turn(const void *state)
{
	return ((const struct fast_state *)state)->turn;
}

const char *fast_phase_name(const struct fast_state *s)
{
	/* marked for the catalogue: the console translates them, JSON not */
	if (s->phase == PH_OVER)
		return N_("over");
	if (fast_pending(s))
		return N_("decision");
	return s->phase == PH_EXCHANGE ? N_("exchange") : N_("build");
}

static const char *phase(const void *state)
{
	return fast_phase_name(state);
}

static int victory_points(const void *state, int player)
{
	const struct fast_state *s = state;
	return player >= 0 && player < s->player_count ? s->player[player].vp : 0;
}

const struct game_rules fast_rules = {
	.key = "fast",
	.state_size = sizeof(struct fast_state),
	.load = fast_load,
	.unload = fast_unload,
	.init = fast_init,
	.current = fast_current,
	.winner = winner,
	.turn = turn,
	.phase = phase,
	.legal = fast_legal,
	.apply = fast_apply,
	.format_action = fast_format_action,
	.parse_sandbox = fast_parse_sandbox,
	.render = fast_render,
	.events = fast_events,
	.why_not = fast_why_not,
	.score = fast_score,
	.write_json = fast_write_json,
	.victory_points = victory_points,
	.evaluate = fast_evaluate,
	.determinise = fast_determinise,
	.check = fast_check,
	.sandbox_help =
		N_("give SEAT RESOURCE N   N resource cards from the piles into the seat's hand\n"
		   "                       (N < 0: from the hand to the discard pile)\n"
		   "top RESOURCE           a card of RESOURCE onto the top of the draw pile\n"
		   "place SEAT WHAT        a road, knight, settlement, city or city expansion\n"
		   "                       from the supply to the seat\n"
		   "flip destiny           turn the destiny card over\n"),
};

int fast_hand_size(const void *state, int player)
{
	const struct fast_state *s = state;
	return player >= 0 && player < s->player_count ? s->player[player].hand_count : 0;
}

int fast_hand_of(const void *state, int player, const char *resource)
{
	const struct fast_state *s = state;
	for (int r = 0; r < s->resource_count; r++)
		if (player >= 0 && player < s->player_count && strcmp(fast_res_key(s, r), resource) == 0)
			return s->player[player].hand[r];
	return 0;
}

int fast_pile_size(const void *state)
{
	return ((const struct fast_state *)state)->pile_count;
}

int fast_discard_size(const void *state)
{
	const struct fast_state *s = state;
	int n = 0;
	for (int r = 0; r < s->resource_count; r++)
		n += s->discard[r];
	return n;
}

int fast_market_size(const void *state)
{
	return ((const struct fast_state *)state)->market_count;
}

int fast_stack_sides(const void *state, int player, bool knights, char *out, size_t size)
{
	const struct fast_state *s = state;
	if (player < 0 || player >= s->player_count || size == 0)
		return 0;
	const struct fast_player *pl = &s->player[player];
	int n = knights ? pl->knight_count : pl->road_count;
	const uint8_t *stack = knights ? pl->knight : pl->road;
	size_t len = 0;
	for (int i = 0; i < n && len + 1 < size; i++)
		out[len++] = s->card[stack[i]].turned ? 'B' : 'A';
	out[len] = '\0';
	return n;
}

int fast_destiny(const void *state)
{
	const struct fast_state *s = state;
	if (s->destiny < 0)
		return 0;
	return s->card[s->destiny].turned ? -1 : 1;
}
