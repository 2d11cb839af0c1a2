/*
 * words: the principality game's words of the effect language.
 *
 * The effect compiler knows no game; the loader hands it these lists
 * (prin_effect_words) when it compiles a principality card, and the host
 * (host.c) reads the values they compile to. Kinds and placements of cards
 * are the schema's and come from the loader itself.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_WORDS_H
#define CATAN_GAMES_PRINCIPALITY_WORDS_H

#include "effect/effect.h"

/* The faces of the event die. */
enum prin_effect_face {
	PRIN_FACE_BRIGAND, PRIN_FACE_WINDMILL, PRIN_FACE_TOURNAMENT, PRIN_FACE_PLENTY,
	PRIN_FACE_EVENT, PRIN_FACE_COUNT
};

/* Where cards lie, the kind part of EFFECT_ZONE(zone, who). */
enum prin_effect_zone {
	PRIN_ZONE_HAND, PRIN_ZONE_PRINCIPALITY, PRIN_ZONE_DISCARD,
	PRIN_ZONE_STACK,         /* an expansion stack: lists all, moves under */
	PRIN_ZONE_STACK_TOP,     /* an expansion stack: moves on top */
	PRIN_ZONE_LANDS,         /* the regions a player produces from */
	PRIN_ZONE_OPEN_ROW, PRIN_ZONE_SUPPLY, PRIN_ZONE_OUT,
	PRIN_ZONE_REGION_STACK, PRIN_ZONE_EVENT_STACK,
	PRIN_ZONE_COUNT
};

/* What a passive modifier changes. "per card": the rules ask for every
 * card that contributes (the subject) and sum; "per resource": the subject
 * is a resource; "per region": the subject is a region card; otherwise the
 * value is the player's and there is no subject. */
enum prin_effect_modifier {
	PRIN_MOD_DISCOUNT,       /* per card being built: resources of choice less */
	PRIN_MOD_HAND_LIMIT,
	PRIN_MOD_STRENGTH,       /* per card */
	PRIN_MOD_TOURNAMENT,     /* per card */
	PRIN_MOD_COMMERCE,       /* per card */
	PRIN_MOD_VP,             /* per card */
	PRIN_MOD_TRADE_RATE,     /* per resource: how many for 1 at the bank */
	PRIN_MOD_SEARCH_PRICE,   /* resources a search of a stack costs */
	PRIN_MOD_PRODUCTION,     /* per region: what one matching roll adds */
	PRIN_MOD_SEES_DRAWS,      /* > 0: this player shows the opponent every card he takes */
	PRIN_MOD_COUNT
};

enum prin_effect_points {
	PRIN_POINTS_VP, PRIN_POINTS_STRENGTH, PRIN_POINTS_TOURNAMENT, PRIN_POINTS_COMMERCE,
	PRIN_POINTS_COUNT
};

enum prin_effect_advantage {
	PRIN_ADV_STRENGTH,       /* the knight figure */
	PRIN_ADV_COMMERCE,       /* the windmill figure */
	PRIN_ADV_COUNT
};

enum prin_effect_relation {
	PRIN_REL_NEAR,           /* a borders b: a region next to b's site, or b next to a */
	PRIN_REL_SAME_CITY,      /* a and b lie at (or border) the same settlement or city */
	PRIN_REL_COUNT
};

enum prin_effect_phase {
	PRIN_PHASE_BEFORE_ROLL, PRIN_PHASE_ACTION, PRIN_PHASE_BUILD_SETTLEMENT,
	PRIN_PHASE_TRADE, PRIN_PHASE_DRAW, PRIN_PHASE_COUNT
};

enum prin_effect_die { PRIN_DIE_PRODUCTION, PRIN_DIE_COUNT };

enum prin_effect_grant {
	PRIN_GRANT_CHOOSE_REGIONS, /* the new settlement's regions come by choice */
	PRIN_GRANT_FREE_SEARCH,    /* the next search of a stack is free */
	PRIN_GRANT_COUNT
};

extern const struct effect_words prin_effect_words;

#endif
