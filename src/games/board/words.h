/*
 * words: the board game's words of the effect language.
 *
 * The effect compiler knows no game; the loader hands it these lists
 * (board_effect_words) when it compiles a board-game card, and the host
 * (host.c) reads the values they compile to. The base game's development
 * cards need only the robber; the progress cards of Cities & Knights name
 * the island's hexes and pieces, the dice, the improvement levels and the
 * turn's grants.
 *
 * Adding a word: a value in its enum below (in its own block, so that two
 * additions merge apart), the word in words.c's list of its kind, and its
 * answer or change in host.c; catan-cards(5) lists every word.
 */
#ifndef CATAN_GAMES_BOARD_WORDS_H
#define CATAN_GAMES_BOARD_WORDS_H

#include "effect/effect.h"

/* ---- handles: what a card of the language is on the island ----
 *
 * The language's cards are int32 handles the host chooses. The board game
 * has no cards on the island, but pieces and places, so a handle names
 * one: its kind is the span it lies in, its index the rest. A hex's
 * handle is its index (0-based), as the robber's site always was; an
 * intersection's (a settlement, a city, a wall under it), a path's (a
 * road) and a knight's (the intersection it stands on) follow; a progress
 * card in a hand is its holder, its row and which copy of the row. Every
 * handle fits an action's argument (int16), as a decision's answer must. */
enum board_handle_kind {
	BOARD_HANDLE_HEX, BOARD_HANDLE_NODE, BOARD_HANDLE_EDGE, BOARD_HANDLE_KNIGHT,
	BOARD_HANDLE_PROGRESS, BOARD_HANDLE_KINDS
};
#define BOARD_HANDLE_SPAN 1024
#define BOARD_PROGRESS_COPIES 16   /* copies of one row a handle tells apart */
#define BOARD_HANDLE(kind, index) ((int32_t)(kind) * BOARD_HANDLE_SPAN + (int32_t)(index))
/* A progress card: player p's copy c of row. */
#define BOARD_PROGRESS_HANDLE(p, row, c) \
	BOARD_HANDLE(BOARD_HANDLE_PROGRESS, ((p) * 32 + (row)) * BOARD_PROGRESS_COPIES + (c))

/* Progress handles for 4 players, 32 rows, BOARD_PROGRESS_COPIES each. */
#define BOARD_PROGRESS_HANDLES (4 * 32 * BOARD_PROGRESS_COPIES)

/* A handle's kind (enum board_handle_kind), or -1 for none. */
static inline int board_handle_kind(int32_t handle)
{
	if (handle < 0)
		return -1;
	int kind = (int)(handle / BOARD_HANDLE_SPAN);
	if (kind < BOARD_HANDLE_PROGRESS)
		return kind;
	return handle < BOARD_HANDLE(BOARD_HANDLE_PROGRESS, BOARD_PROGRESS_HANDLES)
	       ? BOARD_HANDLE_PROGRESS : -1;
}

static inline int board_handle_index(int32_t handle)
{
	int kind = board_handle_kind(handle);
	return kind < 0 ? -1 : (int)(handle - BOARD_HANDLE(kind, 0));
}

/* ---- pieces: (place PIECE P SITE), (choose-site P PIECE) ----
 * A robber's site is a hex, a wall's and a city's an intersection (node
 * handles): the wall under one of P's cities (the Engineer), the city in
 * place of one of P's settlements or on his pillaged city (the Medicine).
 * The merchant's site is a hex at one of P's settlements or cities; placed,
 * he is P's (the Merchant). */
enum board_effect_piece {
	BOARD_PIECE_ROBBER,
	BOARD_PIECE_WALL,
	BOARD_PIECE_CITY,
	BOARD_PIECE_MERCHANT,
	/* politics (politics.c): the robber the Bishop moves, robbing every
	 * player at its new hex (site: a hex); the deserter, one of P's knights
	 * that leaves the board so that the active player may place one of
	 * his own (site: that knight); the road P's Diplomat took back, put
	 * elsewhere (site: a path). */
	BOARD_PIECE_BISHOP,
	BOARD_PIECE_DESERTER,
	BOARD_PIECE_ROAD,
	BOARD_PIECE_COUNT
};

/* ---- points: (points P KIND), (card-points C KIND) ----
 * vp: a player's public points; trade, politics, science: his city
 * improvement level on that track (0..5); strength: a knight's (1..3);
 * token: a hex's number token (0: none). */
enum board_effect_points {
	BOARD_POINTS_VP,
	BOARD_POINTS_TRADE, BOARD_POINTS_POLITICS, BOARD_POINTS_SCIENCE,
	BOARD_POINTS_STRENGTH,
	BOARD_POINTS_TOKEN,
	BOARD_POINTS_COUNT
};

/* ---- advantages: (holder A), (holds P A) ---- */
enum board_effect_advantage {
	BOARD_ADV_LONGEST_ROAD, BOARD_ADV_LARGEST_ARMY,
	BOARD_ADV_MERCHANT,
	BOARD_ADV_COUNT
};

enum board_effect_phase { BOARD_PHASE_BEFORE_ROLL, BOARD_PHASE_ACTION, BOARD_PHASE_COUNT };

/* ---- zones: (WORD P) lists P's; hexes lists the island's ----
 * buildings: his settlements and cities (node handles); settlements: those
 * that count as settlements (a pillaged city too, "Hij geldt dan als
 * dorp"); cities: the others; walls: his cities with a wall; roads: his
 * roads (path handles); knights: his knights (knight handles);
 * promotable: those of his knights he may promote one rank now, cost
 * aside; progress: the progress cards in his hand. */
enum board_effect_zone {
	BOARD_ZONE_HEXES,
	BOARD_ZONE_BUILDINGS, BOARD_ZONE_SETTLEMENTS, BOARD_ZONE_CITIES, BOARD_ZONE_WALLS,
	BOARD_ZONE_ROADS,
	BOARD_ZONE_KNIGHTS, BOARD_ZONE_PROMOTABLE,
	BOARD_ZONE_PROGRESS,
	/* politics (politics.c): open-roads, every road on the island with a
	 * loose end; (foreign-knights P), the others' knights at the ends of
	 * P's roads; (passive-knights P), his knights without a helmet;
	 * (supply P), where a road or a knight returned goes; displaced, where
	 * a knight moved is driven off to (its owner puts it at his roads, or
	 * it goes to his supply); neutral-knights, the neutral colours'
	 * knights on the island (two players, two-cities.c); deserted, where
	 * the Deserter takes another's knight to (the active player may put
	 * one of his own in its stead). */
	BOARD_ZONE_OPEN_ROADS,
	BOARD_ZONE_FOREIGN_KNIGHTS,
	BOARD_ZONE_PASSIVE_KNIGHTS,
	BOARD_ZONE_SUPPLY,
	BOARD_ZONE_DISPLACED,
	BOARD_ZONE_NEUTRAL_KNIGHTS,
	BOARD_ZONE_DESERTED,
	BOARD_ZONE_COUNT
};

/* ---- relations: (REL CARD) ----
 * touches: a hex and an intersection at one of its corners (a building, a
 * wall, a knight), a path and an intersection at one of its ends, a hex and
 * a path along one of its sides; either way round. */
enum board_effect_relation {
	BOARD_REL_TOUCHES,
	BOARD_REL_COUNT
};

/* ---- dice: (set-die DIE N), the next roll's ---- */
enum board_effect_die {
	BOARD_DIE_WHITE, BOARD_DIE_RED,
	BOARD_DIE_COUNT
};

/* ---- grants: (grant P RIGHT), for the rest of this turn ----
 * crane: his next city improvement this turn costs one commodity less. */
enum board_effect_grant {
	BOARD_GRANT_CRANE,
	BOARD_GRANT_COUNT
};

/* ---- modifiers: (modify-turn KIND [FILTER] EXPR) of a progress card,
 * in force for the rest of the turn it is played in ----
 * trade-rate: per resource and commodity (the subject), how many of it the
 * player gives the bank for one card (the Merchant Fleet's). */
enum board_effect_modifier {
	BOARD_MOD_TRADE_RATE,
	BOARD_MOD_COUNT
};

/* ---- changes only the board game knows: (WORD), no arguments ----
 * politics (politics.c): activate-knights, a helmet free on every passive
 * knight of the active player's (the Warlord). */
enum board_effect_act {
	BOARD_ACT_ACTIVATE_KNIGHTS = EFFECT_A_GAME,
	BOARD_ACT_COUNT
};

extern const struct effect_words board_effect_words;

#endif
