/*
 * seats: the answers to the effect interpreter's queries that every game
 * with counted hands gives alike (effect.h, effect_host.query): whose turn
 * it is (EFFECT_Q_ACTIVE), which seat an effect means by "the opponent" of
 * a player, the next one in turn order (EFFECT_Q_OPPONENT), and how many
 * resource cards a hand holds, of one resource or in all
 * (EFFECT_Q_RESOURCES).
 *
 * The games keep their seats in structs of their own, so a game describes
 * its seats here: where seat 0's hand and card count lie, how many bytes
 * on the next seat's lie, and how a database resource maps to a place in
 * the hand.
 */
#ifndef CATAN_GAMES_SEATS_H
#define CATAN_GAMES_SEATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "effect/effect.h"

struct game_seats {
	const void *game;           /* the match, for position */
	int count;                  /* seats 0 .. count - 1 */
	int active;                 /* whose turn it is */
	const uint8_t *hand;        /* seat 0's cards, by the game's resource position */
	const uint8_t *hand_count;  /* seat 0's number of cards */
	size_t stride;              /* bytes from one seat's record to the next one's */
	/* The place in a hand of a carddb.resources index, or -1 when the
	 * game has no such resource. */
	int (*position)(const void *game, int32_t resource);
};

static inline bool game_valid_seat(const struct game_seats *seats, int32_t p)
{
	return p >= 0 && p < seats->count;
}

/* Answers q into *answer and returns true when q is one of the three
 * above; false, with *answer untouched, for any other. Inline: the hosts
 * ask it for every query of a card effect, and the compiler then reads
 * the seats straight from the match. */
static inline bool game_seats_query(const struct game_seats *seats, enum effect_query q,
                                    const int32_t *args, int32_t *answer)
{
	switch (q) {
	case EFFECT_Q_ACTIVE:
		*answer = seats->active;
		return true;
	case EFFECT_Q_OPPONENT:
		*answer = game_valid_seat(seats, args[0]) ? (args[0] + 1) % seats->count : EFFECT_NONE;
		return true;
	case EFFECT_Q_RESOURCES: {
		size_t at = (size_t)args[0] * seats->stride;
		int r = args[1] == EFFECT_NONE ? -1 : seats->position(seats->game, args[1]);
		if (!game_valid_seat(seats, args[0]))
			*answer = 0;
		else if (args[1] == EFFECT_NONE)
			*answer = seats->hand_count[at];
		else
			*answer = r < 0 ? 0 : seats->hand[at + (size_t)r];
		return true;
	}
	default:
		return false;
	}
}

#endif
