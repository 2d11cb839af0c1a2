/*
 * seats: see seats.h.
 */
#include "games/seats.h"

static bool valid_seat(const struct game_seats *seats, int32_t p)
{
	return p >= 0 && p < seats->count;
}

static int32_t cards_of(const struct game_seats *seats, int32_t player, int32_t resource)
{
	if (!valid_seat(seats, player))
		return 0;
	size_t at = (size_t)player * seats->stride;
	if (resource == EFFECT_NONE)
		return seats->hand_count[at];
	int r = seats->position(seats->game, resource);
	return r < 0 ? 0 : seats->hand[at + (size_t)r];
}

bool game_seats_query(const struct game_seats *seats, enum effect_query q, const int32_t *args,
                      int32_t *answer)
{
	switch (q) {
	case EFFECT_Q_ACTIVE:
		*answer = seats->active;
		return true;
	case EFFECT_Q_OPPONENT:
		*answer = valid_seat(seats, args[0]) ? (args[0] + 1) % seats->count : EFFECT_NONE;
		return true;
	case EFFECT_Q_RESOURCES:
		*answer = cards_of(seats, args[0], args[1]);
		return true;
	default:
		return false;
	}
}
