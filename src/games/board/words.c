/*
 * The board game's words of the effect language (words.h): what its cards
 * may say, each with the value its host reads.
 */
#include "games/board/words.h"

#define LIST(kind, words) \
	.list[kind] = words, .count[kind] = sizeof words / sizeof words[0]

static const struct effect_word pieces[] = { { "robber", BOARD_PIECE_ROBBER, 0 } };

static const struct effect_word points[] = { { "vp", BOARD_POINTS_VP, 0 } };

static const struct effect_word advantages[] = {
	{ "longest-road", BOARD_ADV_LONGEST_ROAD, 0 },
	{ "largest-army", BOARD_ADV_LARGEST_ARMY, 0 },
};

static const struct effect_word phases[] = {
	{ "before-roll", BOARD_PHASE_BEFORE_ROLL, 0 }, { "action", BOARD_PHASE_ACTION, 0 },
};

const struct effect_words board_effect_words = {
	LIST(EFFECT_WORD_PIECE, pieces),
	LIST(EFFECT_WORD_POINTS, points),
	LIST(EFFECT_WORD_ADVANTAGE, advantages),
	LIST(EFFECT_WORD_PHASE, phases),
};
