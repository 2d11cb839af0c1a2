/*
 * The fast game's words of the effect language (words.h): what its cards
 * may say, each with the value its host reads.
 */
#include "games/fast/words.h"

#define LIST(kind, words) \
	.list[kind] = words, .count[kind] = sizeof words / sizeof words[0]

static const struct effect_word zones[] = {
	{ "hand", FAST_ZONE_HAND, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_RETURNED },
	{ "principality", FAST_ZONE_PRINCIPALITY, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_BUILT },
	{ "discard", FAST_ZONE_DISCARD, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_DESTROYED },
	{ "open-row", FAST_ZONE_OPEN_ROW, EFFECT_ZONE_PLAIN },
	{ "market", FAST_ZONE_MARKET, EFFECT_ZONE_PLAIN },
};

static const struct effect_word modifiers[] = {
	{ "protected", FAST_MOD_PROTECTED, EFFECT_SUBJECT_TYPE },
	{ "draws", FAST_MOD_DRAWS, EFFECT_SUBJECT_NONE },
	{ "trades", FAST_MOD_TRADES, EFFECT_SUBJECT_NONE },
	{ "open-hand", FAST_MOD_OPEN_HAND, EFFECT_SUBJECT_NONE },
};

static const struct effect_word points[] = { { "vp", FAST_POINTS_VP, 0 } };

static const struct effect_word phases[] = {
	{ "action", FAST_PHASE_ACTION, 0 }, { "trade", FAST_PHASE_TRADE, 0 },
};

static const struct effect_word acts[] = { { "flip-destiny", FAST_A_FLIP_DESTINY, 0 } };

const struct effect_words fast_effect_words = {
	LIST(EFFECT_WORD_ZONE, zones),
	LIST(EFFECT_WORD_MODIFIER, modifiers),
	LIST(EFFECT_WORD_POINTS, points),
	LIST(EFFECT_WORD_PHASE, phases),
	LIST(EFFECT_WORD_ACT, acts),
};
