/*
 * words: the fast game's words of the effect language.
 *
 * The effect compiler knows no game; the loader hands it these lists
 * (fast_effect_words) when it compiles a fast-game card, and the host
 * (host.c) reads the values they compile to.
 */
#ifndef CATAN_GAMES_FAST_WORDS_H
#define CATAN_GAMES_FAST_WORDS_H

#include "effect/effect.h"

/* Where cards lie, the kind part of EFFECT_ZONE(zone, who). */
enum fast_effect_zone {
	FAST_ZONE_HAND, FAST_ZONE_PRINCIPALITY, FAST_ZONE_DISCARD,
	FAST_ZONE_OPEN_ROW,      /* the open cards beside the stacks */
	FAST_ZONE_MARKET,        /* the resource cards of the market */
	FAST_ZONE_COUNT
};

/* What a passive modifier changes (the gifts of a card's side). */
enum fast_effect_modifier {
	FAST_MOD_PROTECTED,      /* per card type: how many cannot be taken */
	FAST_MOD_DRAWS,          /* cards drawn in the draw phase */
	FAST_MOD_TRADES,         /* trades in the trade phase */
	FAST_MOD_OPEN_HAND,      /* > 0: an opponent's hand is open to this player in trade */
	FAST_MOD_COUNT
};

enum fast_effect_points { FAST_POINTS_VP, FAST_POINTS_COUNT };

enum fast_effect_phase { FAST_PHASE_ACTION, FAST_PHASE_TRADE, FAST_PHASE_COUNT };

/* The changes only this game knows. */
enum fast_effect_act {
	FAST_A_FLIP_DESTINY = EFFECT_A_GAME,   /* () turn the destiny card */
};

extern const struct effect_words fast_effect_words;

#endif
