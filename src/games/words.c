/*
 * The table of each game's words of the effect language (words.h).
 */
#include "games/words.h"

#include "games/board/words.h"
#include "games/fast/words.h"
#include "games/principality/words.h"

const struct effect_words *game_effect_words(enum carddb_game game)
{
	switch (game) {
	case GAME_PRINCIPALITY: return &prin_effect_words;
	case GAME_FAST: return &fast_effect_words;
	case GAME_BOARD: return &board_effect_words;
	default: return NULL;
	}
}
