/*
 * The principality game's words of the effect language (words.h): what
 * its cards may say, each with the value its host reads.
 */
#include "games/principality/words.h"

#define LIST(kind, words) \
	.list[kind] = words, .count[kind] = sizeof words / sizeof words[0]

static const struct effect_word faces[] = {
	{ "brigand", PRIN_FACE_BRIGAND, 0 }, { "windmill", PRIN_FACE_WINDMILL, 0 },
	{ "tournament", PRIN_FACE_TOURNAMENT, 0 }, { "plenty", PRIN_FACE_PLENTY, 0 },
	{ "event", PRIN_FACE_EVENT, 0 },
};

static const struct effect_word zones[] = {
	{ "hand", PRIN_ZONE_HAND, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_RETURNED },
	{ "principality", PRIN_ZONE_PRINCIPALITY, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_BUILT },
	{ "discard", PRIN_ZONE_DISCARD, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_DESTROYED },
	{ "lands", PRIN_ZONE_LANDS, EFFECT_ZONE_OF_PLAYER },
	{ "stack", PRIN_ZONE_STACK, EFFECT_ZONE_OF_STACK },
	{ "stack-top", PRIN_ZONE_STACK_TOP, EFFECT_ZONE_OF_STACK },
	{ "open-row", PRIN_ZONE_OPEN_ROW, EFFECT_ZONE_PLAIN },
	{ "supply", PRIN_ZONE_SUPPLY, EFFECT_ZONE_PLAIN },
	{ "out", PRIN_ZONE_OUT, EFFECT_ZONE_PLAIN },
	{ "region-stack", PRIN_ZONE_REGION_STACK, EFFECT_ZONE_PLAIN },
	{ "event-stack", PRIN_ZONE_EVENT_STACK, EFFECT_ZONE_PLAIN },
};

static const struct effect_word modifiers[] = {
	{ "discount", PRIN_MOD_DISCOUNT, EFFECT_SUBJECT_CARD },
	{ "hand-limit", PRIN_MOD_HAND_LIMIT, EFFECT_SUBJECT_NONE },
	{ "strength", PRIN_MOD_STRENGTH, EFFECT_SUBJECT_CARD },
	{ "tournament", PRIN_MOD_TOURNAMENT, EFFECT_SUBJECT_CARD },
	{ "commerce", PRIN_MOD_COMMERCE, EFFECT_SUBJECT_CARD },
	{ "vp", PRIN_MOD_VP, EFFECT_SUBJECT_CARD },
	{ "trade-rate", PRIN_MOD_TRADE_RATE, EFFECT_SUBJECT_RESOURCE },
	{ "search-price", PRIN_MOD_SEARCH_PRICE, EFFECT_SUBJECT_NONE },
	{ "production", PRIN_MOD_PRODUCTION, EFFECT_SUBJECT_CARD },
	{ "sees-draws", PRIN_MOD_SEES_DRAWS, EFFECT_SUBJECT_NONE },
};

static const struct effect_word points[] = {
	{ "vp", PRIN_POINTS_VP, 0 }, { "strength", PRIN_POINTS_STRENGTH, 0 },
	{ "tournament", PRIN_POINTS_TOURNAMENT, 0 }, { "commerce", PRIN_POINTS_COMMERCE, 0 },
};

static const struct effect_word advantages[] = {
	{ "strength", PRIN_ADV_STRENGTH, 0 }, { "commerce", PRIN_ADV_COMMERCE, 0 },
};

static const struct effect_word dice[] = { { "production", PRIN_DIE_PRODUCTION, 0 } };

static const struct effect_word grants[] = {
	{ "choose-regions", PRIN_GRANT_CHOOSE_REGIONS, 0 },
	{ "free-search", PRIN_GRANT_FREE_SEARCH, 0 },
};

static const struct effect_word phases[] = {
	{ "before-roll", PRIN_PHASE_BEFORE_ROLL, 0 }, { "action", PRIN_PHASE_ACTION, 0 },
	{ "build-settlement", PRIN_PHASE_BUILD_SETTLEMENT, 0 }, { "trade", PRIN_PHASE_TRADE, 0 },
	{ "draw", PRIN_PHASE_DRAW, 0 },
};

/* The host lists the regions near a card from its grid (host->near). */
static const struct effect_word relations[] = {
	{ "near", PRIN_REL_NEAR, EFFECT_RELATION_LISTED },
	{ "same-city", PRIN_REL_SAME_CITY, 0 },
};

const struct effect_words prin_effect_words = {
	LIST(EFFECT_WORD_FACE, faces),
	LIST(EFFECT_WORD_ZONE, zones),
	LIST(EFFECT_WORD_MODIFIER, modifiers),
	LIST(EFFECT_WORD_POINTS, points),
	LIST(EFFECT_WORD_ADVANTAGE, advantages),
	LIST(EFFECT_WORD_DIE, dice),
	LIST(EFFECT_WORD_GRANT, grants),
	LIST(EFFECT_WORD_PHASE, phases),
	LIST(EFFECT_WORD_RELATION, relations),
};
