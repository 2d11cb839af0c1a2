/*
 * board: the game's entry in the table of games, and what tools read of a
 * match without knowing its layout.
 */
#include <string.h>

#include "core/i18n.h"
#include "games/board/internal.h"

static int winner(const void *state)
{
	return ((const struct board_state *)state)->winner;
}

static int turn(const void *state)
{
	return ((const struct board_state *)state)->turn;
}

const char *board_phase_name(const struct board_state *s)
{
	static const char *const names[] = {
		/* marked for the catalogue: render translates them, JSON not */
		[PH_SETUP_SETTLEMENT] = N_("setup-settlement"), [PH_SETUP_ROAD] = N_("setup-road"),
		[PH_ROLL] = N_("roll"), [PH_DISCARD] = N_("discard"), [PH_ROBBER] = N_("robber"),
		[PH_STEAL] = N_("steal"), [PH_ACTION] = N_("action"), [PH_FREE_ROADS] = N_("free-roads"),
		[PH_OFFER] = N_("offer"), [PH_OFFER_CLOSE] = N_("offer-close"),
		[PH_OFFER_DRAFT] = N_("offer-draft"), [PH_COUNTER_DRAFT] = N_("counter-draft"),
		[PH_NEUTRAL] = N_("neutral"), [PH_FORCED_GIVE] = N_("forced-give"),
		[PH_PILLAGE] = N_("pillage"), [PH_DEFENDER_DRAW] = N_("defender-draw"),
		[PH_PROGRESS_LIMIT] = N_("progress-limit"), [PH_METROPOLIS] = N_("metropolis"),
		[PH_DISPLACED] = N_("displaced"), [PH_AQUEDUCT] = N_("aqueduct"),
		[PH_DEFEND] = N_("defend"), [PH_DESERTER] = N_("deserter"),
		[PH_OVER] = N_("over"),
	};
	if (board_pending(s))
		return N_("decision");
	return s->phase <= PH_OVER ? names[s->phase] : "?";
}

static const char *phase(const void *state)
{
	return board_phase_name(state);
}

/* Every point, hidden ones too: what statistics and the end of a match
 * count. The views (render, json) hide what a viewer may not see. */
static int victory_points(const void *state, int player)
{
	const struct board_state *s = state;
	if (player < 0 || player >= s->player_count)
		return 0;
	return s->player[player].vp + s->player[player].hidden_vp;
}

const struct game_rules board_rules = {
	.key = "board",
	.state_size = sizeof(struct board_state),
	.load = board_load,
	.unload = board_unload,
	.init = board_init,
	.plays_set = board_plays_set,
	.current = board_current,
	.winner = winner,
	.turn = turn,
	.phase = phase,
	.legal = board_legal,
	.apply = board_apply,
	.apply_listed = board_apply_listed,
	.format_action = board_format_action,
	.parse_sandbox = board_parse_sandbox,
	.parse_steps = board_parse_steps,
	.render = board_render,
	.events = board_events,
	.why_not = board_why_not,
	.conceivable = board_conceivable,
	.why_refused = board_why_refused,
	.write_json = board_write_json,
	.victory_points = victory_points,
	.evaluate = board_evaluate,
	.determinise = board_determinise,
	.check = board_check,
	.sandbox_help =
		N_("give SEAT RESOURCE N      N cards from the bank into the seat's hand\n"
		   "                          (N < 0: from the hand to the bank)\n"
		   "place SEAT settlement N   a settlement on intersection N, free\n"
		   "place SEAT city N         his settlement on N becomes a city, free\n"
		   "place SEAT road N         a road on path N, free (two players: SEAT 3\n"
		   "                          and 4 are the neutral colours)\n"
		   "dice N [M]                the next roll comes to N (and the one after to M)\n"
		   "tokens SEAT N             N trade tokens from the supply to the seat\n"
		   "                          (two players; N < 0: back to the supply)\n"
		   "deck CARD                 that development card on top of the deck\n"
		   "put robber H              the robber to hex H, nobody robbed\n"
		   "Cities & Knights also (give takes paper, cloth and coin too):\n"
		   "place SEAT knight N [S]   a knight of strength S (1-3, default 1) on\n"
		   "                          intersection N; a last word active: active\n"
		   "place SEAT wall N         a wall under his city N\n"
		   "place SEAT metropolis N T the metropolis of track T on his city N (he is\n"
		   "                          at level 4 or more)\n"
		   "level SEAT TRACK N        his level of trade, politics or science is N\n"
		   "barbarians N              the barbarians' ship N steps from the start\n"
		   "dice W R [EVENT]          the next roll: white W, red R, event die EVENT\n"
		   "                          (ship, trade, politics or science)\n"
		   "dice W R [E] W R [E]      two players: the next roll and the one after\n"
		   "                          (before the turn's first roll, its two), each\n"
		   "                          as dice W R [EVENT]; the second's E only with\n"
		   "                          CK_EVENT_DIE_ROLLS=each-roll\n"
		   "event EVENT               only the next event die\n"
		   "deck CARD                 that progress card on top of its deck\n"),
	.steps_help =
		N_("offer [N] RES... for [N] RES...    a whole offer: offer, give and want\n"
		   "                                   each card, propose (2 wool for ore)\n"
		   "counter [N] RES... for [N] RES...  a whole counter: you give, for you get\n"
		   "give [N] RES, want [N] RES         N cards more on a side of the terms\n"),
};

int board_hand_of(const void *state, int player, const char *resource)
{
	const struct board_state *s = state;
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (player >= 0 && player < s->player_count && strcmp(board_res_key(s, r), resource) == 0)
			return s->player[player].hand[r];
	return 0;
}

int board_longest_road(const void *state, int player)
{
	const struct board_state *s = state;
	return player >= 0 && player < s->colours ? s->player[player].road_length : 0;
}

int board_longest_holder(const void *state)
{
	return ((const struct board_state *)state)->longest_holder;
}

int board_army_holder(const void *state)
{
	return ((const struct board_state *)state)->army_holder;
}
