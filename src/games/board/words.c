/*
 * The board game's words of the effect language (words.h): what its cards
 * may say, each with the value its host reads. One list a kind; a new word
 * goes at the end of its list, on a line of its own.
 */
#include "games/board/words.h"

#define LIST(kind, words) \
	.list[kind] = words, .count[kind] = sizeof words / sizeof words[0]

static const struct effect_word pieces[] = {
	{ "robber", BOARD_PIECE_ROBBER, 0 },
	{ "wall", BOARD_PIECE_WALL, 0 },
	{ "city", BOARD_PIECE_CITY, 0 },
	{ "merchant", BOARD_PIECE_MERCHANT, 0 },
	{ "bishop", BOARD_PIECE_BISHOP, 0 },
	{ "deserter", BOARD_PIECE_DESERTER, 0 },
	{ "road", BOARD_PIECE_ROAD, 0 },
};

static const struct effect_word points[] = {
	{ "vp", BOARD_POINTS_VP, 0 },
	{ "trade", BOARD_POINTS_TRADE, 0 },
	{ "politics", BOARD_POINTS_POLITICS, 0 },
	{ "science", BOARD_POINTS_SCIENCE, 0 },
	{ "strength", BOARD_POINTS_STRENGTH, 0 },
	{ "token", BOARD_POINTS_TOKEN, 0 },
};

static const struct effect_word advantages[] = {
	{ "longest-road", BOARD_ADV_LONGEST_ROAD, 0 },
	{ "largest-army", BOARD_ADV_LARGEST_ARMY, 0 },
	{ "merchant", BOARD_ADV_MERCHANT, 0 },
};

static const struct effect_word phases[] = {
	{ "before-roll", BOARD_PHASE_BEFORE_ROLL, 0 }, { "action", BOARD_PHASE_ACTION, 0 },
};

static const struct effect_word zones[] = {
	{ "hexes", BOARD_ZONE_HEXES, EFFECT_ZONE_PLAIN },
	{ "buildings", BOARD_ZONE_BUILDINGS, EFFECT_ZONE_OF_PLAYER },
	{ "settlements", BOARD_ZONE_SETTLEMENTS, EFFECT_ZONE_OF_PLAYER },
	{ "cities", BOARD_ZONE_CITIES, EFFECT_ZONE_OF_PLAYER },
	{ "walls", BOARD_ZONE_WALLS, EFFECT_ZONE_OF_PLAYER },
	{ "roads", BOARD_ZONE_ROADS, EFFECT_ZONE_OF_PLAYER },
	{ "knights", BOARD_ZONE_KNIGHTS, EFFECT_ZONE_OF_PLAYER },
	{ "promotable", BOARD_ZONE_PROMOTABLE, EFFECT_ZONE_OF_PLAYER },
	{ "progress", BOARD_ZONE_PROGRESS, EFFECT_ZONE_OF_PLAYER },
	{ "open-roads", BOARD_ZONE_OPEN_ROADS, EFFECT_ZONE_PLAIN },
	{ "foreign-knights", BOARD_ZONE_FOREIGN_KNIGHTS, EFFECT_ZONE_OF_PLAYER },
	{ "passive-knights", BOARD_ZONE_PASSIVE_KNIGHTS, EFFECT_ZONE_OF_PLAYER },
	{ "supply", BOARD_ZONE_SUPPLY, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_RETURNED },
	{ "displaced", BOARD_ZONE_DISPLACED, EFFECT_ZONE_PLAIN },
	{ "neutral-knights", BOARD_ZONE_NEUTRAL_KNIGHTS, EFFECT_ZONE_PLAIN },
	{ "deserted", BOARD_ZONE_DESERTED, EFFECT_ZONE_PLAIN },
};

/* The host lists the intersections at a hex's corners (host->near). */
static const struct effect_word relations[] = {
	{ "touches", BOARD_REL_TOUCHES, EFFECT_RELATION_LISTED },
};

static const struct effect_word dice[] = {
	{ "white", BOARD_DIE_WHITE, 0 },
	{ "red", BOARD_DIE_RED, 0 },
};

static const struct effect_word grants[] = {
	{ "crane", BOARD_GRANT_CRANE, 0 },
};

/* The rules ask them per resource or commodity (turn-rates.c). */
static const struct effect_word modifiers[] = {
	{ "trade-rate", BOARD_MOD_TRADE_RATE, EFFECT_SUBJECT_RESOURCE },
};

static const struct effect_word acts[] = {
	{ "activate-knights", BOARD_ACT_ACTIVATE_KNIGHTS, 0 },
};

const struct effect_words board_effect_words = {
	LIST(EFFECT_WORD_PIECE, pieces),
	LIST(EFFECT_WORD_POINTS, points),
	LIST(EFFECT_WORD_ADVANTAGE, advantages),
	LIST(EFFECT_WORD_PHASE, phases),
	LIST(EFFECT_WORD_ZONE, zones),
	LIST(EFFECT_WORD_RELATION, relations),
	LIST(EFFECT_WORD_DIE, dice),
	LIST(EFFECT_WORD_GRANT, grants),
	LIST(EFFECT_WORD_MODIFIER, modifiers),
	LIST(EFFECT_WORD_ACT, acts),
};
