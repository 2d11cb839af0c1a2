/*
 * state: one match of the board game, as one flat struct.
 *
 * Everything a match is lives here in fixed-size arrays, with no pointer but
 * to the immutable card database and the game's tables (the island's graph),
 * so memcpy clones a match. Resource cards of one kind are alike and are
 * counted; development cards are counted by their row (struct board_tables
 * lists the rows), and only the deck keeps an order.
 *
 * Rules state and derived data are apart: the fields under "derived" are
 * recomputed from the rules state by index.c and nothing else writes them;
 * check.c recomputes them from scratch after every action of the random
 * matches and compares.
 */
#ifndef CATAN_GAMES_BOARD_STATE_H
#define CATAN_GAMES_BOARD_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "effect/effect.h"
#include "games/board/cities.h"
#include "games/board/map.h"
#include "games/options.h"

#define BOARD_MIN_PLAYERS 3
#define BOARD_MAX_PLAYERS 4        /* colours of pieces: seats, then neutrals */
#define BOARD_TWO_PLAYERS 2        /* the two-player variant (board-two.sql) */
#define BOARD_NEUTRALS 2           /* its neutral colours, after the two seats */
#define BOARD_RESOURCES 5          /* lumber, brick, grain, wool, ore: positions 0..4 */
#define BOARD_MAX_DEV_ROWS 16      /* distinct development cards */
#define BOARD_MAX_DEV_CARDS 64     /* development cards in the deck */
#define BOARD_RESOURCE_CARDS 19    /* board.md §1.1: "95: 19 of each of the 5 resources" */
/* Hands and the bank hold the resources (positions 0..4) and, with Cities
 * & Knights, the commodities after them (paper, cloth, coin: 5..7, as in
 * cards/board-base.sql): 000, "Handelswaren tellen als kaarten in je
 * hand". Without the expansion the commodities' places stay empty. */
#define BOARD_COMMODITIES 3
#define BOARD_CARD_KINDS (BOARD_RESOURCES + BOARD_COMMODITIES)
#define BOARD_DECLINED_MAX 4       /* offers of a turn nobody took, remembered */

/* board.md §1.10: "Limits: 5 settlements, 4 cities, 15 roads per player". */
#define BOARD_ROADS 15
#define BOARD_SETTLEMENTS 5
#define BOARD_CITIES 4

/* board.md §1.8: "at least 5" for Longest Road, "3" knights for Largest Army. */
#define BOARD_LONGEST_MIN 5
#define BOARD_ARMY_MIN 3
#define BOARD_ADVANTAGE_VP 2

enum board_phase {
	PH_SETUP_SETTLEMENT,  /* the set-up rounds: a settlement... */
	PH_SETUP_ROAD,        /* ...then a road touching it */
	PH_ROLL,              /* before the roll: roll, or play a development card */
	PH_DISCARD,           /* a 7: players above the limit discard, one card an action */
	PH_ROBBER,            /* the robber must move */
	PH_STEAL,             /* the mover picks whom to steal from */
	PH_ACTION,            /* trade, build, buy, play; end the turn */
	PH_FREE_ROADS,        /* roads a card lets the player build free */
	PH_OFFER,             /* the others answer a domestic trade offer */
	PH_OFFER_CLOSE,       /* the offerer picks an answer to trade on, or none */
	PH_OFFER_DRAFT,       /* the active player puts an offer together, card by card */
	PH_COUNTER_DRAFT,     /* an answerer puts a counter together, card by card */
	PH_NEUTRAL,           /* two players: the builder places a neutral's free piece */
	PH_FORCED_GIVE,       /* two players: after a Forced Trade, his cards to give */
	PH_PILLAGE,           /* Cities & Knights: a victim of the barbarians picks his city */
	PH_DEFENDER_DRAW,     /* a tied defender of Catan picks the deck he draws from */
	PH_PROGRESS_LIMIT,    /* a player over the progress card limit puts one under */
	PH_METROPOLIS,        /* the active player picks the city for his new metropolis */
	PH_DISPLACED,         /* a displaced knight's owner picks where it goes */
	PH_AQUEDUCT,          /* a player the roll gave nothing takes a resource (Aqueduct) */
	PH_DEFEND,            /* DEFENDERS_CHOSEN: a player commits knights to the battle */
	PH_DESERTER,          /* the Deserter's player places his own knight, or none */
	PH_OVER
};

/* The two-player variant's rule options (cards/board-two.sql), in the
 * order of its text. */
struct board_two_options {
	uint8_t production_rolls;       /* PRODUCTION_ROLLS */
	uint8_t second_roll_different;  /* SECOND_ROLL_DIFFERENT */
	uint8_t tokens_total;           /* TRADE_TOKENS_TOTAL */
	uint8_t tokens_start;           /* TRADE_TOKENS_START */
	uint8_t cost_behind;            /* TOKEN_COST_BEHIND */
	uint8_t cost_ahead;             /* TOKEN_COST_AHEAD */
	uint8_t vp_total;               /* TOKEN_VP_BASIS is total */
	uint8_t action_limit;           /* TOKEN_ACTION_LIMIT: enum board_token_limit */
	uint8_t supply_none;            /* TOKEN_SUPPLY_EXHAUSTED is none */
	uint8_t forced_cards;           /* FORCED_TRADE_CARDS */
	uint8_t forced_return_drawn;    /* FORCED_TRADE_RETURN_DRAWN */
	uint8_t robber_in_desert;       /* ROBBER_ACTION_IN_DESERT */
	uint8_t tokens_desert;          /* TOKENS_DESERT */
	uint8_t tokens_coast;           /* TOKENS_COAST */
	uint8_t tokens_desert_coast;    /* TOKENS_DESERT_COAST */
	uint8_t setup_tokens;           /* SETUP_TOKENS */
	uint8_t knight_tokens;          /* KNIGHT_DISCARD_TOKENS */
	uint8_t knight_discards;        /* KNIGHT_DISCARDS_PER_TURN */
	uint8_t army_keep;              /* LARGEST_ARMY_AFTER_DISCARD is keep */
	uint8_t neutral_random;         /* NEUTRAL_START is random-inland */
	uint8_t neutral_same_type;      /* NEUTRAL_SAME_TYPE */
	uint8_t neutral_free_roads;     /* NEUTRAL_FOR_FREE_ROADS */
	uint8_t neutral_nothing;        /* NEUTRAL_OUT_OF_PIECES is nothing */
	/* With Cities & Knights (two-cities.c). */
	uint8_t ck_neutral_knights;     /* CK_NEUTRAL_KNIGHTS */
	uint8_t ck_each_roll;           /* CK_EVENT_DIE_ROLLS is each-roll */
	uint8_t ck_community;           /* CK_COMMUNITY_RULES */
};

enum board_token_limit { TOKEN_EACH_ONCE, TOKEN_ONE_PER_TURN, TOKEN_UNLIMITED };

/* The token actions, as bits of token_used. */
enum board_token_action { TOKEN_FORCED_TRADE, TOKEN_ROBBER };

/* Rule options (cards/board-base.sql), read once at set-up. */
struct board_options {
	uint8_t victory_points;       /* VICTORY_POINTS */
	uint8_t layout;               /* LAYOUT: 0 variable, 1 random, else a fixed layout */
	uint8_t discard_above;        /* DISCARD_ABOVE */
	uint8_t separate_phases;      /* TRADE_BUILD_PHASES is separate */
	uint8_t shortage_single;      /* SHORTAGE_SINGLE_PLAYER */
	uint8_t road_building_partial;/* ROAD_BUILDING_PARTIAL */
	uint8_t offers_per_turn;      /* OFFERS_PER_TURN */
	struct board_two_options two; /* the two-player variant's, when it is played */
	struct board_ck_options ck;   /* read only while Cities & Knights is in play */
	struct game_option_values all;
};

/* A domestic trade: what the offerer gives and gets, by resource and
 * commodity (000, "Handelen": "Handelswaren gebruik je daarbij net als
 * grondstoffen"). */
struct board_trade {
	uint8_t give[BOARD_CARD_KINDS];
	uint8_t get[BOARD_CARD_KINDS];
};

/* Answers to an offer, per player. */
enum board_answer { ANSWER_NONE, ANSWER_DECLINE, ANSWER_ACCEPT, ANSWER_COUNTER };

struct board_player {
	uint8_t hand[BOARD_CARD_KINDS];       /* by resource, then commodity */
	uint8_t hand_count;
	uint8_t dev[BOARD_MAX_DEV_ROWS];      /* development cards in hand, by row */
	uint8_t dev_new[BOARD_MAX_DEV_ROWS];  /* of those, bought this turn */
	uint8_t dev_count;
	uint8_t played[BOARD_MAX_DEV_ROWS];   /* played, face up, by row */
	uint8_t roads, settlements, cities;   /* pieces left in his supply */
	uint8_t discard;                      /* cards he still has to discard on a 7 */
	/* derived (index.c) */
	uint8_t army;                         /* strength of his face-up cards */
	uint8_t road_length;                  /* his longest trail of roads */
	uint8_t rate[BOARD_CARD_KINDS];       /* maritime rate per resource and commodity
	                                       * (4, 3 or 2) */
	uint8_t vp;                           /* public points: no hidden card */
	uint8_t hidden_vp;                    /* points of his hidden cards */
	struct board_ck_player ck;            /* Cities & Knights: all 0 without it */
};

struct board_state {
	const struct carddb *db;
	const struct board_tables *t;
	struct board_options opt;
	struct rng rng;
	uint8_t player_count;                   /* seats: they take turns and hold cards */
	uint8_t colours;                        /* seats and neutral colours: own pieces */
	bool two;                               /* the two-player variant is played */
	bool sandbox;

	/* The island as dealt for this match. */
	int8_t hex_resource[BOARD_MAX_HEXES];   /* resource position, -1: none */
	uint8_t hex_terrain[BOARD_MAX_HEXES];   /* index into db->terrains */
	uint8_t hex_token[BOARD_MAX_HEXES];     /* 2..12, 0: none */
	int8_t harbor_resource[BOARD_MAX_HARBORS]; /* resource position, -1: any */
	uint8_t harbor_ratio[BOARD_MAX_HARBORS];
	uint8_t robber;                         /* the hex it stands on */

	/* Pieces on the island. */
	int8_t node_owner[BOARD_MAX_NODES];     /* -1: free */
	uint64_t cities;                        /* bit per node holding a city */
	int8_t edge_owner[BOARD_MAX_EDGES];     /* -1: free */
	/* The same as bits, for the placement rules: kept by build.c's
	 * place functions alone, recounted by check.c. */
	uint64_t built_nodes;
	uint64_t built_edges[2];
	uint64_t own_nodes[BOARD_MAX_PLAYERS];
	uint64_t own_edges[BOARD_MAX_PLAYERS][2];
	/* Bit per player whose longest road a piece placed since the last
	 * index may have changed (his road, an opponent's building on his
	 * road): set by the place functions, searched again and cleared by
	 * index.c, which searches no other. */
	uint8_t roads_stale;

	/* The bank and the deck. */
	uint8_t bank[BOARD_CARD_KINDS];
	uint8_t deck_count;
	uint8_t deck[BOARD_MAX_DEV_CARDS];      /* development rows, top last */

	struct board_player player[BOARD_MAX_PLAYERS];
	int8_t longest_holder;                  /* Longest Road, or -1: set aside */
	int8_t army_holder;                     /* Largest Army, or -1 */

	/* The turn. */
	uint8_t phase;                          /* enum board_phase */
	int8_t active;                          /* whose turn it is */
	int8_t winner;
	int turn;                               /* 1-based; the set-up rounds are turn 0 */
	uint8_t setup_step;                     /* 0 .. 2 * players - 1 in the set-up rounds */
	int8_t setup_node;                      /* the settlement the set-up road must touch */
	bool rolled;                            /* the active player has rolled this turn */
	bool dev_played;                        /* he has played a development card */
	bool built;                             /* he has built (TRADE_BUILD_PHASES=separate) */
	uint8_t dice[2];                        /* the last roll */
	uint8_t fixed_roll;                     /* sandbox: the next roll's sum, 0: none */
	uint8_t free_roads;                     /* roads he may still build free */
	uint8_t resume;                         /* the phase an interlude (the robber, free
	                                         * roads) returns to: PH_ROLL or PH_ACTION */
	uint8_t victims;                        /* PH_STEAL: bit per player to pick from */

	/* A domestic trade offer and its answers. */
	struct board_trade offer;
	uint8_t answer[BOARD_MAX_PLAYERS];      /* enum board_answer */
	struct board_trade counter[BOARD_MAX_PLAYERS]; /* a counter, from the offerer's side */
	uint8_t offers_made;                    /* offers begun this turn (OFFERS_PER_TURN) */
	/* The offer or counter being put together (PH_OFFER_DRAFT,
	 * PH_COUNTER_DRAFT), from the side of the player who puts it
	 * together: give is what he would give. */
	struct board_trade draft;
	/* The offers of this turn that no other player accepted, the last
	 * BOARD_DECLINED_MAX of them: a table remembers them, and the greedy
	 * estimate makes none of them again (the rules forbid no offer a
	 * second time). Forgotten as the turn ends. */
	struct board_trade declined[BOARD_DECLINED_MAX];
	uint8_t declined_count;

	/* The two-player variant (board-two.sql). */
	uint8_t tokens[BOARD_MAX_PLAYERS];      /* trade tokens in each seat's hand */
	uint8_t token_supply;                   /* those beside the board */
	uint8_t rolls;                          /* production rolls made this turn */
	uint8_t first_sum;                      /* the first roll's sum */
	uint8_t fixed_roll2;                    /* sandbox: the roll after the next, 0: none */
	uint8_t neutral_piece;                  /* PH_NEUTRAL: PIECE_ROAD or PIECE_SETTLEMENT built */
	uint8_t two_resume;                     /* the phase PH_NEUTRAL, PH_FORCED_GIVE return to */
	uint8_t token_used;                     /* token actions this turn: bit per kind */
	uint8_t token_actions;                  /* and how many */
	uint8_t knight_discards;                /* knights discarded for tokens this turn */
	uint8_t forced_give;                    /* PH_FORCED_GIVE: cards he still gives */
	uint8_t forced_drawn[BOARD_CARD_KINDS]; /* what he drew, not to be given back */
	uint8_t knights_out[BOARD_MAX_DEV_ROWS];/* face-up knights discarded for tokens */
	/* Cities & Knights, when its set is in play (ck.on). */
	struct board_ck ck;

	/* The card effect that runs now, if any. */
	bool running;
	int16_t run_card;                       /* db card whose program runs */
	struct effect_run run;
};

#endif
