/*
 * words: the board game's words of the effect language.
 *
 * The effect compiler knows no game; the loader hands it these lists
 * (board_effect_words) when it compiles a board-game card, and the host
 * (host.c) reads the values they compile to. The base game's development
 * cards need only the robber; Cities & Knights will add its pieces (the
 * merchant, knights), its event die's faces and its improvements here.
 */
#ifndef CATAN_GAMES_BOARD_WORDS_H
#define CATAN_GAMES_BOARD_WORDS_H

#include "effect/effect.h"

/* Pieces that (place PIECE P SITE) and (choose-site P PIECE) move. */
enum board_effect_piece { BOARD_PIECE_ROBBER, BOARD_PIECE_COUNT };

enum board_effect_points { BOARD_POINTS_VP, BOARD_POINTS_COUNT };

enum board_effect_advantage {
	BOARD_ADV_LONGEST_ROAD, BOARD_ADV_LARGEST_ARMY, BOARD_ADV_COUNT
};

enum board_effect_phase { BOARD_PHASE_BEFORE_ROLL, BOARD_PHASE_ACTION, BOARD_PHASE_COUNT };

extern const struct effect_words board_effect_words;

#endif
