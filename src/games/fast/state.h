/*
 * state: one match of the fast card game, as one flat struct.
 *
 * Everything a match is lives here in fixed-size arrays, with no pointer but
 * to the immutable card database, so memcpy clones a match.
 *
 * Resource cards of one kind are alike, so the state counts them: per hand,
 * in the market and on the discard pile. Only the draw pile keeps an order,
 * because what lies on top is what the next player draws. Building cards
 * differ (each settlement hides its own city event on the back), so each
 * one in play is a record of its own, struct fast_card, and every place a
 * building card can be (a supply stack, a player's road or knight stack, a
 * player's row of settlements and cities, a player's expansions) lists card
 * ids. check.c proves that every card is in exactly one place.
 */
#ifndef CATAN_GAMES_FAST_STATE_H
#define CATAN_GAMES_FAST_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "effect/effect.h"
#include "games/options.h"

#define FAST_MIN_PLAYERS 2
#define FAST_MAX_PLAYERS 6
#define FAST_MAX_RESOURCES 8        /* kinds of resource; the box has 5 */
#define FAST_MAX_RESOURCE_CARDS 250 /* two copies of the box hold 134 */
#define FAST_MAX_CARDS 64           /* building cards in play (6 players: at most 58) */
#define FAST_MAX_STACK 24           /* roads or knights one player can hold */
#define FAST_MAX_TOWNS 32           /* settlements and cities of one player */
#define FAST_MAX_DESIGNS 16         /* distinct city expansions */

/* R003: "Zum Abschluss ziehst du die obersten 2 Karten vom Nachziehstapel." */
#define FAST_DRAW_BASE 2
/* R003: "3 gleiche Rohstoffkarten gegen 1 Rohstoff deiner Wahl". */
#define FAST_EXCHANGE_RATE 3

/* What a building card is, from its card type. */
enum fast_kind { FK_ROAD, FK_KNIGHT, FK_SETTLEMENT, FK_EXPANSION, FK_DESTINY, FK_COUNT };

/* What a player may build once per turn; a city is a settlement turned over. */
enum fast_build { FB_ROAD, FB_KNIGHT, FB_SETTLEMENT, FB_CITY, FB_EXPANSION, FB_COUNT };

enum fast_phase { PH_EXCHANGE, PH_BUILD, PH_OVER };

/* What a player's cards give through their (modify ...) clauses, as far as
 * the rules of this game ask. */
enum fast_gift { FG_PROTECTED, FG_DRAWS, FG_TRADES, FG_OPEN_HAND, FG_COUNT };
#define FAST_ASK_CLAUSES INT8_MIN

/* Rule options (cards/fast-base.sql), read once at set-up. */
struct fast_options {
	uint8_t victory_points;       /* VICTORY_POINTS */
	uint8_t victory_exact;        /* VICTORY_EXACT */
	uint8_t market_size;          /* MARKET_SIZE */
	uint8_t start_hand;           /* START_HAND */
	uint8_t destiny_start;        /* DESTINY_START: 0 clockwise, 1 counter, 2 random */
	uint8_t five_six_all;         /* FIVE_SIX_READING is all-buildings */
	uint8_t exchange_source;      /* EXCHANGE_SOURCE: enum fast_exchange_source */
	uint8_t open_hands;           /* OPEN_HANDS */
	uint8_t one_per_city;         /* EXPANSION_ONE_PER_CITY */
	uint8_t knight_same_turn;     /* KNIGHT_COUNTS_SAME_TURN */
	uint8_t taken_as_shown;       /* TAKEN_CARD_SIDE is as-shown */
	uint8_t event_split_random;   /* CITY_EVENT_SPLIT is random */
	uint8_t raid_limit;           /* RAID_HAND_LIMIT */
	uint8_t raid_none;            /* RAID_DISCARD is none */
	uint8_t house_expansions;     /* HOUSE_EXPANSIONS */
	struct game_option_values all; /* every option, for effects (EFFECT_Q_OPTION) */
};

enum fast_exchange_source { EXS_DRAW_THEN_DISCARD, EXS_DRAW_ONLY, EXS_UNLIMITED };

/* One building card in play. */
struct fast_card {
	int16_t front;                /* db card of the A side, settlement side, ... */
	int16_t back;                 /* db card printed on the back, or -1 */
	uint8_t kind;                 /* enum fast_kind */
	uint8_t design;               /* expansions: cards with one name share it */
	int8_t owner;                 /* the player it lies before, or -1 */
	uint8_t turned;               /* the back is up: B side, city, counter-clockwise */
	int8_t on;                    /* an expansion: the city card it lies on, else -1 */
	uint8_t abilities;            /* bit 0: the front has (on activate ...), bit 1: the back */
	uint8_t gives[2];             /* bit per enum fast_gift the front's, the back's clauses change */
	/* What a side adds to the one gift it changes when a lone (+ value K)
	 * clause is all it does there, else FAST_ASK_CLAUSES: its clauses run. */
	int8_t adds[2];
	int8_t vp[2];                 /* victory points the front and the back show */
};

struct fast_player {
	uint8_t hand[FAST_MAX_RESOURCES];
	uint8_t hand_count;
	uint8_t vp;                   /* kept up to date; check.c recounts it */
	uint8_t owed;                 /* cards the trader still has to give back */
	/* What his cards give (points.c keeps these up to date). */
	uint8_t protected_count[2];   /* roads, knights that cannot be taken */
	uint8_t trades;               /* exchanges in phase 1 */
	uint8_t draws;                /* cards drawn in phase 3 */
	uint8_t open_hand;            /* exchanges per phase 1 with an open hand */
	uint8_t road_count, knight_count, town_count, expansion_count;
	uint8_t road[FAST_MAX_STACK];         /* card ids, bottom first */
	uint8_t knight[FAST_MAX_STACK];
	uint8_t town[FAST_MAX_TOWNS];         /* settlements and cities, in build order */
	uint8_t expansion[FAST_MAX_DESIGNS];  /* one per design at most */
	uint32_t designs;             /* bit per expansion design owned */
};

struct fast_state {
	const struct carddb *db;
	struct fast_options opt;
	struct rng rng;

	uint8_t player_count;
	uint8_t resource_count;
	bool sandbox;
	int16_t res_db[FAST_MAX_RESOURCES];    /* resource position -> carddb.resources index */
	int16_t res_card[FAST_MAX_RESOURCES];  /* resource position -> its resource card */
	int16_t kind_type[FK_COUNT];           /* carddb.types index of each kind */
	uint8_t design_count;
	uint64_t able;                /* bit per card id with an (on activate ...) side */
	uint64_t ready;               /* of those, the owned ones whose ability side shows
	                               * (points.c keeps it, check.c recounts it) */
	/* What the cards in play cost, derived at set-up (they never change). */
	uint8_t min_cost[FB_COUNT][FAST_MAX_RESOURCES]; /* the least any build of a kind costs */
	uint8_t uniform_cost;         /* bit per enum fast_build whose cards all cost that */

	/* Building cards in play and where the unowned ones wait. */
	uint8_t card_count;
	struct fast_card card[FAST_MAX_CARDS];
	uint8_t supply_count[FK_COUNT];        /* road, knight, settlement stacks; expansions */
	uint8_t supply[FK_DESTINY][FAST_MAX_CARDS]; /* top last; the destiny card has none */
	int8_t destiny;                        /* the destiny card's id, or -1 (2 players) */

	/* Resource cards. */
	uint8_t total[FAST_MAX_RESOURCES];     /* cards of each kind in the match */
	uint8_t pile_count;
	uint8_t pile[FAST_MAX_RESOURCE_CARDS]; /* resource positions, top last */
	uint8_t pile_of[FAST_MAX_RESOURCES];   /* cards of each resource in the pile */
	uint8_t discard[FAST_MAX_RESOURCES];
	uint8_t market[FAST_MAX_RESOURCES];
	uint8_t market_count;
	/* EXCHANGE_SOURCE unlimited: cards that left the game or came from
	 * the bank, so that the count of cards still adds up. */
	uint16_t gone[FAST_MAX_RESOURCES];
	uint16_t made[FAST_MAX_RESOURCES];

	struct fast_player player[FAST_MAX_PLAYERS];

	/* The turn. */
	uint8_t phase;                 /* enum fast_phase */
	int8_t active;                 /* whose turn it is */
	int8_t winner;
	int turn;                      /* 1-based, every player's turn counts */
	uint8_t built;                 /* bit per enum fast_build built this turn */
	uint8_t units_left;            /* exchanges left this phase */
	uint8_t draw_only;             /* no road: the one exchange is with the draw pile */
	uint8_t open_left;             /* open-hand exchanges left this phase */
	uint8_t owed_market;           /* cards the trader owes the market */
	uint8_t owed_players;          /* the players' owed, summed (check.c recounts it) */
	/* Bit per player with a road, a knight that can be taken (more than
	 * his cards protect); points.c keeps it, check.c recounts it. */
	uint8_t takeable[2];
	int8_t fresh_knight;           /* the knight gained this turn, or -1 */
	uint64_t activated;            /* bit per card id whose ability was used this turn */

	/* The card effect that runs now, if any. */
	bool running;
	int16_t run_program;           /* db card whose program runs */
	struct effect_run run;
};

#endif
