/*
 * state: one match of the principality card game, as one flat struct.
 *
 * Everything a match is lives here in fixed-size arrays: no pointer but to
 * the immutable card database and to the card table built from it (cards.c),
 * so memcpy clones a match. A card in the match is an *instance*: an index
 * into cards[], built at setup from the card counts of the sets in play.
 * Each instance records its one place (zone, owner or stack, order); the
 * two principality grids index the same instances by site so that the rules
 * find "what lies at x, y" without a search. check.c proves the two agree.
 *
 * Grid coordinates follow principality.md §2.1: columns x, rows y = -2..2,
 * the central axis y = 0. Settlements and cities sit at odd x on the axis,
 * roads at even x; regions at even x on y = +-1; building sites at the odd x
 * of a settlement on y = +-1, and of a city also on y = +-2.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_STATE_H
#define CATAN_GAMES_PRINCIPALITY_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "effect/effect.h"
#include "games/options.h"

#define PRIN_PLAYERS 2
#define PRIN_MAX_INSTANCES 192      /* 120 base cards + 60 of two theme sets */
#define PRIN_ZONE_WORDS (PRIN_MAX_INSTANCES / 64)
#define PRIN_MAX_DEFS 254           /* distinct principality cards in a database */
#define PRIN_MAX_RESOURCES 8
#define PRIN_MAX_STACKS 9           /* EXPANSION_STACKS + THEME_STACKS */
#define PRIN_STACK_BITS 4           /* a stack number (below PRIN_MAX_STACKS) fits 4 bits */
#define PRIN_MAX_JOBS 8             /* effect handlers waiting to run */
#define PRIN_MAX_MEMORY 4           /* (remember ...) values of this turn */
#define PRIN_MAX_INDEXED 32         /* regions, or cards with passive clauses, of one player */
#define PRIN_DIE_INDEXED 16         /* places of region[] whose die numbers are kept */
#define PRIN_DIE_BITS 3             /* die numbers (1..6, the card database's) are 3 bits */
#define PRIN_MAX_PLACED 64          /* cards on one player's grid */
#define PRIN_PLAYABLE_KEPT 4         /* answers of prin_playable kept per player */
#define PRIN_HAND_INDEXED 12        /* cards of a hand kept in order (hand[]) */
#define PRIN_SUPPLY_DEFS 7          /* distinct cards of center and open row kept */
#define PRIN_SUPPLY_UNKEPT 0xFF

/* The grid. Seven settlements (2 + 5 from the center stack) in a row with
 * roads between and one road beyond reach at most 12 columns from x = 0. */
#define PRIN_X_MIN (-12)
#define PRIN_X_MAX 12
#define PRIN_COLS (PRIN_X_MAX - PRIN_X_MIN + 1)
#define PRIN_ROWS 5
#define PRIN_CELLS (PRIN_COLS * PRIN_ROWS)
#define PRIN_EMPTY 0xFF

#define PRIN_STOCK_MAX 3            /* resources one region holds (§4) */
#define PRIN_BASE_HAND_LIMIT 3      /* §8 */
#define PRIN_BASE_SEARCH_PRICE 2    /* §8 */
#define PRIN_BASE_TRADE_RATE 3      /* §9 */
#define PRIN_START_HAND 3           /* §2.3 */
/* Offers to the opponent a player may make in one turn. The rules set no
 * number; a bound keeps every match finite when both players keep
 * offering what the other declines. */
#define PRIN_OFFERS_PER_TURN 3

/* Where an instance is. who is the owning player, the stack number, or
 * (center) the card type index of the pile. */
enum prin_zone {
	Z_HAND, Z_PRINCIPALITY,
	Z_UNDER,          /* a settlement under the city built on it */
	Z_DISCARD, Z_STACK, Z_CENTER, Z_REGION_STACK, Z_EVENT_STACK,
	Z_OPEN, Z_OUT,
	Z_PLAYED,         /* an action card while its effect runs */
	Z_COUNT
};

struct prin_instance {
	uint8_t def;      /* index into principality_cards.def */
	uint8_t zone;     /* enum prin_zone */
	uint8_t who;
	uint8_t stock;    /* regions: resources held, 0..3 */
	int16_t order;    /* stacks: smaller is nearer the top; grid: the cell */
};

/* The phases of the turn; phase() names them. */
enum prin_phase {
	PH_PICK,          /* setup: each player takes 3 cards of one stack */
	PH_BEFORE_ROLL,   /* cards played before the roll (Alchemist), or roll */
	PH_RESOLVE,       /* event die and production: automatic steps */
	PH_EVENT_CHOICE,  /* a player picks a resource for the event die */
	PH_REGION,        /* the new settlement's regions */
	PH_ACTION,
	PH_OFFER,         /* the opponent answers a trade offer */
	PH_DISCARD,       /* end of turn: hand above the limit */
	PH_REFILL,        /* end of turn: draw or search up to the limit */
	PH_SEARCH,        /* a searched stack: take one card of it */
	PH_EXCHANGE,      /* end of turn: the one-card exchange, or pass */
	PH_EXCHANGE_DRAW, /* ... and the card taken for it */
	PH_OVER,
	PH_COUNT
};

/* Steps of PH_RESOLVE, in the order EVENT_ORDER gives them. */
enum prin_step { STEP_EVENT, STEP_PRODUCTION, STEP_COUNT };

/* Faces of the event die (§6): die 1..6 maps onto them. */
enum prin_face {
	FACE_BRIGAND, FACE_WINDMILL, FACE_TOURNAMENT, FACE_PLENTY, FACE_EVENT, FACE_COUNT
};

/* What PH_EVENT_CHOICE asks. */
enum prin_choice { CHOICE_GAIN, CHOICE_TAKE };

/* Rule options (§13), read at init from the card database and --option. */
enum prin_win_check { WIN_IMMEDIATE, WIN_OWN_TURN };
enum prin_gate { GATE_NONE, GATE_BOTH_3, GATE_SUM_7 };
enum prin_event_order { ORDER_EVENT_FIRST, ORDER_BRIGAND_FIRST };
enum prin_region_side { SIDE_CHOOSE, SIDE_FIXED };

struct prin_options {
	uint8_t vp_target;
	uint8_t win_check;            /* enum prin_win_check */
	uint8_t brigand_loses;        /* bit per resource position */
	uint8_t brigand_grace_rounds;
	uint8_t action_gate;          /* enum prin_gate */
	uint8_t adv_min_strength, adv_min_commerce;
	uint8_t windmill_needs_city;
	uint8_t event_order;          /* enum prin_event_order */
	uint8_t expansion_stacks, theme_stacks;
	uint8_t new_region_side;      /* enum prin_region_side */
	uint8_t demolish;
	struct game_option_values all; /* every option, for effects (EFFECT_Q_OPTION) */
};

/* An effect handler waiting to run: card's clause, for self. */
enum prin_job_kind {
	JOB_PLAIN,        /* nothing to do after it */
	JOB_PLAY,         /* an action card: to the discard pile afterwards */
	JOB_GUARD,        /* an opponent-plays handler: may cancel the play */
};

struct prin_job {
	int16_t card;
	int16_t trigger;  /* the card that fired it, or -1 */
	uint8_t clause;
	int8_t self;
	uint8_t kind;     /* enum prin_job_kind */
	uint8_t pad;
};

/* ---------------------------------------------------------------------------
 * The index: what follows from the rules state below (the cards' places and
 * the stock on regions), kept so that the rules need not find it again at
 * every question. index.c and index-kept.c own it: they rebuild it whole
 * (prin_index_rebuild, which check() compares after every action of the
 * tests) and bring it up to date as cards and resources move (index.h);
 * the rules read it and never write it.
 * ------------------------------------------------------------------------- */

/* What the index keeps of one player. */
struct prin_player_index {
	/* The instance at each site of his grid, or PRIN_EMPTY: the cards in
	 * Z_PRINCIPALITY of his, by their order (the cell). */
	uint8_t cell[PRIN_COLS][PRIN_ROWS];
	/* Indexes of the grid, rebuilt whenever a card comes or goes, so that
	 * counting resources or asking modifiers does not walk every card. */
	uint16_t mod_mask;                    /* bit per modifier word his cards carry */
	uint16_t handler_mask;                /* bit per enum effect_trigger his cards handle */
	uint8_t region_count, passive_count, placed_count;
	/* Foreign cards on his grid (the Embassy: its builder's, not his),
	 * counted over every cell: while both grids hold none, the cards a
	 * player has in the principalities are just his grid's. */
	uint8_t foreign_count;
	uint8_t hand_size;                    /* cards in his hand */
	/* The cards of his hand, top first (as prin_list finds them), while
	 * it holds at most PRIN_HAND_INDEXED: legal() reads the hand for
	 * every action, so prin_move keeps this as cards come and go rather
	 * than sorting the hand each time; check() recomputes it. */
	uint8_t hand[PRIN_HAND_INDEXED];
	uint8_t hand_limit;                   /* §8, from his grid's modifiers */
	uint8_t trade_rate[PRIN_MAX_RESOURCES]; /* §9, the same */
	/* Resources on his indexed regions and the room left on them, by
	 * position, and the resources in all (the total also counts regions
	 * that produce nothing; the room in all follows from it and
	 * region_count, prin_room). legal() asks for them many times per
	 * action, so they are kept: recounted (prin_tally_player) when a region
	 * comes or goes, and a change of stock booked (prin_set_stock). */
	uint8_t have[PRIN_MAX_RESOURCES], room[PRIN_MAX_RESOURCES];
	uint8_t have_all;
	/* Of hand[], the cards that are the first (topmost) of their card
	 * there, a bit per place: legal() lists a hand's distinct cards for
	 * every action, and a hand changes far less often (zones.c). */
	uint16_t hand_first;
	/* The regions of each resource, a bit per place in region[]: paying
	 * and gaining look at those few, not at every region (prin_tally_player). */
	uint32_t region_of[PRIN_MAX_RESOURCES];
	/* The die numbers of the regions at the first PRIN_DIE_INDEXED places
	 * of region[], bit b of each in region_die[b]: a roll finds the
	 * regions that show it without reading every region's card (kept by
	 * prin_tally_player with region_of). */
	uint16_t region_die[PRIN_DIE_BITS];
	uint8_t region[PRIN_MAX_INDEXED];     /* his regions, in grid order */
	uint8_t passive[PRIN_MAX_INDEXED];    /* his cards with modifiers or immunities */
	uint8_t placed[PRIN_MAX_PLACED];      /* every card on his grid, in grid order */
	/* Cached by refresh() after every change; check() recomputes them. */
	uint8_t vp, strength, tournament, commerce;
	uint8_t points_stock;                 /* his points read the stock on regions */
	/* His hand limit and trade rates asked the match nothing when last
	 * counted: they follow from his cards that modify them, alone. */
	uint8_t rates_fixed;
	/* His points are his cards' own: each card's share was found asking
	 * nothing but what is printed on cards; a card
	 * without point modifiers coming or going then books its share. */
	uint8_t points_own;
	/* His points (vp, strength, ...) still follow from his grid: cleared
	 * when a card comes, goes or moves there, or when stock his points
	 * read changes, so that refresh() asks the modifiers only then
	 * (PRIN_POINTS_SUMMED: a card's share was booked, points.c). */
	uint8_t points_fresh;
	/* Every kept gain (gain_known, below) read nothing but its region,
	 * the modifying cards and where they lie: a card coming or going that
	 * neither is a region nor modifies production leaves them
	 * (prin_index_kept_grid_changed). */
	uint8_t gain_local;
	/* Where his grid takes new cards, a bit per column (x - PRIN_X_MIN):
	 * the cards on the axis by type, and the settlements and cities with a
	 * free building site on side -1 and side +1. legal() reads them for
	 * every build it lists, so prin_index_sites keeps them with the grid
	 * index (index.c); check() recomputes them. */
	uint32_t axis_taken, axis_road, axis_settlement, axis_city;
	uint32_t free_side[2];
	/* What a roll of each indexed region adds (prin_region_gain), kept
	 * while his grid stays as it is: a bit per place in region[] says it
	 * is known, and the gain's two bits are in gain_low and gain_high.
	 * The doubling buildings' modifiers were asked for every region on
	 * every roll. Cleared by prin_index_kept_grid_changed; check() recomputes. */
	uint32_t gain_known, gain_low, gain_high;
	/* Of hand[], the action cards the action phase may play
	 * (PRIN_FACT_ACTION_PLAY, hand_plays) and those played before the
	 * roll (PRIN_FACT_ROLL_PLAY, hand_rolls), a bit per place as in
	 * hand_first: legal() sorts the first out of the hand for every
	 * action of the phase and asks for the second at every roll, and a
	 * hand changes far less often. zones.c keeps both with hand_first,
	 * as one word (hand_marks) where a card comes or goes; check()
	 * recomputes them. */
	union {
		uint32_t hand_marks;
		struct {
			uint16_t hand_plays;
			uint16_t hand_rolls;
		};
	};
	/* A bit per place in passive[] of a card with an (immune ...)
	 * clause: immunity is asked for every card an attack or an event
	 * could hit. Set by prin_index_kept_grid_changed; check() recomputes. */
	uint32_t passive_immune;
	/* What prin_playable answers for a few action cards of his hand
	 * (playable_card[i] while bit i of playable_known is set, the answer
	 * bit i of playable_yes), kept while both grids stay as they are,
	 * for answers that read nothing but the grids: legal() asks them for
	 * every action. Filled by prin_index_keep_playable; check() recomputes.
	 * Bit i of playable_beyond instead marks an answer that read more
	 * (the phase, a hand): not asked again while the grids stay. */
	uint8_t playable_card[PRIN_PLAYABLE_KEPT];
	uint8_t playable_known, playable_yes, playable_beyond;
	/* prin_index_keep_playable looked at his hand since the grids last changed */
	uint8_t playable_filled;
};

struct prin_index {
	/* The instances in each zone, a bit per instance, whoever owns them:
	 * listing a hand or a stack walks its few cards, not every instance.
	 * prin_set_zone keeps them; check() compares them with card[]. */
	uint64_t zone_bits[Z_COUNT][PRIN_ZONE_WORDS];
	uint8_t stack_size[PRIN_MAX_STACKS]; /* cards in each, kept by prin_move */
	/* A bound on the orders of each stack's cards, no smaller than any:
	 * a card put under a stack is numbered one more without a walk for
	 * its bottom. A card taken from the bottom leaves it as it was. */
	int16_t stack_hi[PRIN_MAX_STACKS];
	/* The stack of each card in Z_STACK as bits: bit b of its stack number
	 * in stack_bit[b], a bit per instance as in zone_bits (0 for a card
	 * elsewhere). The stacks share one zone and their cards lie mixed in
	 * it; with these a stack's own cards are a few word operations away
	 * (prin_stack_word), so that its top and the cards listed of it (a
	 * search) cost a walk of its few cards, not a look at every stack's.
	 * zones.c keeps both, check() recomputes. */
	uint64_t stack_bit[PRIN_STACK_BITS][PRIN_ZONE_WORDS];
	/* The distinct cards of the center stacks and the open row, which
	 * either player may build, in index order (as a walk of the two zones
	 * meets them), or supply_count PRIN_SUPPLY_UNKEPT when there are more
	 * than the list holds. legal() lists them for every action and they
	 * change only when a card comes or goes there: prin_set_zone keeps
	 * them, check() recomputes them. */
	uint8_t supply_count;
	uint8_t supply_def[PRIN_SUPPLY_DEFS];
	/* prin_refresh_all would change nothing: both players' points are
	 * fresh (points_fresh 1), neither has the points to win, and no
	 * ACTION_GATE both-3 waits to latch. prin_refresh asks it after
	 * every action, where the seven fields it follows from lie apart;
	 * prin_refresh_all sets it, whatever makes points stale clears it
	 * (prin_index_points_stale), check() works it out afresh. */
	uint8_t refresh_idle;
	struct prin_player_index player[PRIN_PLAYERS];
};

/* ---------------------------------------------------------------------------
 * The rules state: what the rules name.
 * ------------------------------------------------------------------------- */

/* What the rules keep of one player besides his cards (their places are
 * in card[]) and the stock on his regions. */
struct prin_player {
	uint8_t grants;                       /* bit per enum prin_effect_grant, this turn */
	uint8_t must_discard;                 /* discard-to-limit asked for */
	uint8_t sees_hand;                    /* the opponent's hand is shown to him */
};

struct prin_state {
	const struct carddb *db;
	const struct principality_cards *cards;   /* immutable, shared */
	struct rng rng;
	struct prin_options opt;
	bool sandbox;

	uint8_t instance_count;
	/* The preset of the sets in play (struct principality_cards preset),
	 * whose table gives each def's first instance, or -1: set at set-up,
	 * check() compares the table with card[]. */
	int8_t layout;
	uint8_t stack_count;          /* expansion stacks */
	struct prin_instance card[PRIN_MAX_INSTANCES];
	struct prin_index ix;          /* what follows from the above, kept */
	struct prin_player player[PRIN_PLAYERS];

	/* The turn. */
	uint8_t phase;                /* enum prin_phase */
	int8_t active;
	int8_t first_player;
	int8_t winner;
	/* The player current() names, or -1: worked out once whenever the
	 * turn engine stops (prin_turn_advance), since every action asks for it
	 * several times; check() works it out afresh. */
	int8_t to_act;
	uint16_t turn;                /* 1-based, every player's turn counts */
	int8_t die;                   /* the production die of this turn, 0 before */
	int8_t face;                  /* the event face of this turn, -1 before */
	int16_t event_card;           /* the event card this turn's "?" revealed, or -1 */
	int8_t next_die;              /* fixed by the Alchemist or the sandbox, or 0 */
	int8_t next_face;             /* fixed by the sandbox, or -1 */
	int8_t next_roll;             /* a card's next roll of the die (a duel, the
	                               * Great Wall), fixed by the sandbox, or 0 */
	uint8_t gate_open;            /* ACTION_GATE both-3 has latched */
	uint8_t holder[2];            /* knight figure, windmill: player or PRIN_EMPTY */

	/* Setup picks. */
	int8_t pick_stack;            /* the stack the picking player took from, or -1 */
	uint8_t picks_left;
	uint8_t picks_done;           /* players who have picked */
	uint8_t used_stack_mask;

	/* PH_RESOLVE. */
	uint8_t steps[STEP_COUNT];
	uint8_t step_index;
	uint8_t substep;
	uint8_t cancel_mask;          /* players a handler spared the base rule */
	/* PH_EVENT_CHOICE: players still to choose, in order. */
	uint8_t choice_kind;
	uint8_t choice_count;
	int8_t choice_players[PRIN_PLAYERS];

	/* PH_REGION: the settlement whose regions are placed. */
	int8_t settle_x;
	uint8_t settle_sides;         /* bit 0: above is filled, bit 1: below */

	/* PH_OFFER. */
	int8_t offer_give[2], offer_get[2];  /* resources, -1 for none */
	uint8_t offers_made;

	/* End of turn. */
	uint8_t exchange_allowed;
	uint8_t exchanged;
	int8_t search_stack;
	int8_t exchange_stack;
	uint8_t search_return;        /* the phase after PH_SEARCH */
	/* Cards in a hand that the holder's opponent saw him take (a card of
	 * the holder's principality made him show them: the Embassy), a bit
	 * per instance. A card loses its bit when it leaves the hand. */
	uint8_t shown[(PRIN_MAX_INSTANCES + 7) / 8];

	/* Effects: the handler running, and those waiting. */
	uint8_t running;
	uint8_t job_count;
	uint8_t play_cancelled;
	uint8_t play_refused;         /* the last play handler hit a failed require */
	uint16_t effect_errors;
	struct prin_job current_job;
	struct prin_job jobs[PRIN_MAX_JOBS];
	struct {
		int16_t card;
		int32_t value;
	} memory[PRIN_MAX_MEMORY];
	struct effect_run run;

	/* The production die each player rolled at set-up for who begins (the
	 * higher; a tie is rolled again), kept to be shown. Last, as play never
	 * reads it: the fields play reads keep their places. */
	int8_t opening_roll[PRIN_PLAYERS];
};

#endif
