/*
 * host: what the board game does for the effect interpreter, for the
 * development cards' handlers.
 *
 * Handles: players are seats (0-based); resources are carddb.resources
 * indexes, as the compiler's resolver gave them; a site of the robber is a
 * hex (0-based). The supply of the language is the bank: (room p r) is how
 * many cards of r the bank still holds, which is what limits Year of Plenty
 * ("The bank's stock limits the choice", board.md §1.7). (build-free p
 * road) grants a road that the player then places himself, as an action:
 * the grant fits only while he has a road in his supply beyond those
 * already granted and a place to put one (with ROAD_BUILDING_PARTIAL=0,
 * only while two fit). (place robber p hex) moves the robber and starts the
 * steal, as a 7 does.
 */
#include "games/board/internal.h"
#include "games/board/words.h"
#include "games/seats.h"

static bool valid_player(const struct board_state *s, int32_t p)
{
	return p >= 0 && p < s->player_count;
}

static int position_of(const struct board_state *s, int32_t res)
{
	if (res < 0 || (size_t)res >= s->db->resource_count ||
	    s->db->resources[res].game != GAME_BOARD)
		return -1;
	int pos = s->db->resources[res].position;
	return pos < BOARD_RESOURCES ? pos : -1;
}

static int seat_position(const void *game, int32_t res)
{
	return position_of(game, res);
}

static int32_t query(void *game, enum effect_query q, const int32_t *args)
{
	const struct board_state *s = game;
	const struct game_seats seats = {
		s, s->player_count, s->active, s->player[0].hand, &s->player[0].hand_count,
		sizeof s->player[0], seat_position,
	};
	int32_t answer;
	if (game_seats_query(&seats, q, args, &answer))
		return answer;
	int r;
	switch (q) {
	case EFFECT_Q_ROOM:
		r = position_of(s, args[1]);
		return r < 0 ? 0 : s->bank[r];
	case EFFECT_Q_POINTS:
		return valid_player(s, args[0]) && args[1] == BOARD_POINTS_VP
		       ? s->player[args[0]].vp : 0;
	case EFFECT_Q_HOLDER:
		return args[0] == BOARD_ADV_LONGEST_ROAD ? s->longest_holder
		       : args[0] == BOARD_ADV_LARGEST_ARMY ? s->army_holder : EFFECT_NONE;
	case EFFECT_Q_PHASE:
		return args[0] == BOARD_PHASE_BEFORE_ROLL ? !s->rolled
		       : args[0] == BOARD_PHASE_ACTION ? s->rolled : 0;
	case EFFECT_Q_OPTION:
		return game_option_query(&s->opt.all, args[0]);
	default:
		return 0;
	}
}

/* A free road fits: one more in his supply than already granted, and a
 * place for it. */
static int32_t grant_road(struct board_state *s, int player)
{
	int roads = s->player[player].roads;
	int least = s->opt.road_building_partial || s->free_roads > 0 ? 1 : 2;
	if (roads - s->free_roads < least || !board_any_road_site(s, player))
		return 0;
	s->free_roads++;
	return 1;
}

static int32_t act(void *game, enum effect_act a, const int32_t *args)
{
	struct board_state *s = game;
	int r, n;
	switch (a) {
	case EFFECT_A_GAIN:
		r = position_of(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0 || args[2] <= 0)
			return 0;
		n = args[2] < s->bank[r] ? args[2] : s->bank[r];
		board_gain(s, args[0], r, n);
		return n;
	case EFFECT_A_PAY:
		r = position_of(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0 || args[2] <= 0)
			return 0;
		n = args[2] < s->player[args[0]].hand[r] ? args[2] : s->player[args[0]].hand[r];
		board_lose(s, args[0], r, n);
		return n;
	case EFFECT_A_TRANSFER:
		r = position_of(s, args[2]);
		if (!valid_player(s, args[0]) || !valid_player(s, args[1]) || r < 0 || args[3] <= 0 ||
		    args[0] == args[1])
			return 0;
		n = args[3] < s->player[args[0]].hand[r] ? args[3] : s->player[args[0]].hand[r];
		if (n > 0)
			board_move(s, args[0], args[1], r, n);
		return n;
	case EFFECT_A_BUILD_FREE:
		if (!valid_player(s, args[0]) || args[1] != s->t->road_type)
			return 0;
		return grant_road(s, args[0]);
	case EFFECT_A_PLACE:
		if (args[0] != BOARD_PIECE_ROBBER || !board_can_rob(s, args[2]))
			return 0;
		s->robber = (uint8_t)args[2];
		board_robber_moved(s);
		return 1;
	default:
		return 0;
	}
}

static int list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	const struct board_state *s = game;
	int n = 0;
	(void)b;
	switch (l) {
	case EFFECT_L_RESOURCES:
		for (int r = 0; r < BOARD_RESOURCES && n < max; r++)
			out[n++] = s->t->res_db[r];
		return n;
	case EFFECT_L_PLAYERS:
		for (int i = 0; i < s->player_count && n < max; i++)
			out[n++] = ((valid_player(s, a) ? a : s->active) + i) % s->player_count;
		return n;
	case EFFECT_L_SITES:
		if (a != BOARD_PIECE_ROBBER)
			return 0;
		for (int h = 0; h < s->t->map.hex_count && n < max; h++)
			if (board_can_rob(s, h))
				out[n++] = h;
		return n;
	default:
		return 0;
	}
}

static int32_t roll(void *game, int32_t sides)
{
	struct board_state *s = game;
	return sides > 0 ? (int32_t)rng_below(&s->rng, (uint64_t)sides) + 1 : 0;
}

const struct effect_host board_host = {
	.query = query,
	.act = act,
	.list = list,
	.roll = roll,
};
