/*
 * internal: what the files of the principality game share.
 *
 * principality.h is the module's face to the rest of the engine; this
 * header is how its files (one job each) reach one another.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_INTERNAL_H
#define CATAN_GAMES_PRINCIPALITY_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "games/game.h"
#include "games/principality/state.h"
#include "games/principality/words.h"

/* ---------------------------------------------------------------------------
 * cards.c: the card table, built once per card database
 * ------------------------------------------------------------------------- */

/* What the rules read of one card, taken from the database once. */
struct prin_def {
	int db_index;                       /* into carddb.cards */
	int type;                           /* into carddb.types */
	uint8_t kind;                       /* enum carddb_kind */
	uint8_t placement;                  /* enum carddb_placement */
	uint8_t deck;                       /* enum carddb_deck */
	int8_t produces;                    /* resource position, or -1 */
	uint8_t die;
	uint8_t vp, strength, tournament, commerce;
	uint8_t cost[PRIN_MAX_RESOURCES];
	/* cost[] of the first resource_count positions, a byte each (byte r
	 * for position r), for comparing eight at once with a player's
	 * tallies; PRIN_COST_WORD_NONE when a cost does not fit in 7 bits. */
	uint64_t cost_word;
	bool unique;
	bool base_set;
	uint16_t modifiers;                 /* bit per modifier word it modifies */
	/* The resource positions whose trade rate its (modify trade-rate ...)
	 * clauses may change (prin_rates_touched): coming or going, it leaves
	 * the others' rates as they were. */
	uint8_t rates_touched;
	uint16_t handlers;                  /* bit per enum effect_trigger it handles */
	bool immune;                        /* has an (immune ...) clause */
	bool playable;                      /* has a (playable ...) clause */
	bool ungated;                       /* has an (ungated) clause: ACTION_GATE does not hold it */
	/* Its effect holds no (require ...) and no question legal() folds
	 * into a play (PRIN_FOLDED_DECISIONS): a play is then listed without
	 * trying it first, since the trial could not change the listing. */
	bool plain_play;
	/* Its effect holds no (require ...), and its (on play) handler rolls
	 * a die before any question legal() folds (effect_rolls_before_asking):
	 * a trial run then lists the play as it is too, when the roll draws
	 * on the match's random numbers (no roll fixed: next_roll). */
	bool rolls_first;
	/* The effect phase its (playable ...) clauses ask for, when they ask
	 * for nothing else (effect_playable_phase), else -1: playable exactly
	 * in that phase, and timed (prin_timed) for it. */
	int8_t play_phase;
	/* Its effect never asks the phase (effect_program_queries): its
	 * (playable ...) clauses answer alike whether or not a phase holds,
	 * so it is never timed for a moment (prin_timed) and is played in the
	 * action phase only. */
	bool phaseless;
	/* It may be built only beside one of the cards of prereq_defs[] of
	 * its def (carddb prerequisites): none when false. */
	bool needs_prereq;
	/* Each card of its prereq_defs[] is an expansion, neither a center
	 * card nor a region: a grid that holds no expansion meets none. */
	bool prereq_expansions;
};

/* The questions whose answers legal() folds into a play of an action card
 * when the card asks its player one first (a bit per effect_decision_kind). */
#define PRIN_FOLDED_DECISIONS                                                              \
	((1u << EFFECT_DECIDE_NUMBER) | (1u << EFFECT_DECIDE_RESOURCE) |                        \
	 (1u << EFFECT_DECIDE_PLAYER) | (1u << EFFECT_DECIDE_STACK))

#define PRIN_COST_WORD_NONE UINT64_MAX
/* The compact cost word (struct principality_cards cost_word) of a card
 * that is not priced (PRIN_FACT_PRICED): every byte 0x80, which tallies
 * below 128, their high bits set, less it leave clear without a borrow,
 * so that no purse that tells by word pays it (legal.h pays_word), and
 * legal() need not ask the card's facts first. */
#define PRIN_COST_WORD_UNPAID 0x8080808080808080ull

#define PRIN_MAX_DB_RESOURCES 64
/* The db indexes the table maps to defs (card_def), and its mark of a card
 * that is no principality card. */
#define PRIN_MAX_DB_CARDS 1024
#define PRIN_NO_DEF UINT8_MAX
_Static_assert(PRIN_MAX_DEFS <= PRIN_NO_DEF, "a def index fits card_def's bytes");
/* The sides of a trade offer (§9): 1 resource, or 2 in ascending order. */
#define PRIN_MAX_SIDES (PRIN_MAX_RESOURCES * (PRIN_MAX_RESOURCES + 3) / 2)
/* The count in a place of struct principality_cards search_ways: at most
 * the ways of paying two of eight resources, 8 * 9 / 2. */
#define PRIN_WAYS_SHIFT 6
/* The tier of a state of the opponent (struct principality_cards,
 * offer_tier): every block of a single given that his state lists
 * (offer_single's row; each holds some of the sides he can give) holds
 * no more than PRIN_OFFER_TINY_MOVES moves (PRIN_OFFER_TINY),
 * PRIN_OFFER_SHORT_MOVES (PRIN_OFFER_SHORT) or PRIN_OFFER_MID_MOVES
 * (PRIN_OFFER_MID): then legal-trade.c makes only those of each, not
 * PRIN_OFFER_SINGLE_MOVES (in two listings in three, the blocks hold no
 * more than half of those, in all but one in twelve no more than three
 * quarters). 0: none of them. */
#define PRIN_OFFER_SHORT 1u
#define PRIN_OFFER_MID 2u
#define PRIN_OFFER_TINY 3u
/* The bytes a move of a block of offers copies (legal-trade.c), and the
 * moves made of each block whatever it holds: those of a single given
 * and of a side of two given hold at most 20 and 5 offers with six
 * resources. A move reads and writes past the block's end, up to the
 * fixed moves or one move less a byte (PRIN_OFFER_REACH). */
#define PRIN_OFFER_MOVE 32
#define PRIN_OFFER_SINGLE_MOVES 8
#define PRIN_OFFER_MID_MOVES 6
#define PRIN_OFFER_SHORT_MOVES 4
#define PRIN_OFFER_TINY_MOVES 2
#define PRIN_OFFER_DOUBLE_MOVES 2
#define PRIN_OFFER_REACH (PRIN_OFFER_SINGLE_MOVES * PRIN_OFFER_MOVE)
/* A side of two's block holds no more offers than the resources the
 * opponent can give once, and his state's tier bounds those too (its
 * sides are each of them, each two of them and more; cards.c makes
 * sure): at most 2, 4 and 5 in a tiny, short and mid state. Its block is
 * moved sixteen bytes at a time (PRIN_OFFER_HALF), as many as those
 * need: 2, 3 and 4 (PRIN_OFFER_DOUBLE_MOVES of a move in a long
 * state). */
#define PRIN_OFFER_HALF 16
#define PRIN_OFFER_TINY_HALVES 2
#define PRIN_OFFER_SHORT_HALVES 3
#define PRIN_OFFER_MID_HALVES 4
/* The trades of a unit of a row of trades (struct principality_cards,
 * trade_rows), three words, and the units moved of each row whatever it
 * holds: enough for six resources, 5 trades. */
#define PRIN_TRADE_UNIT 2
#define PRIN_TRADE_FIXED_UNITS 3

/* The facts of a def that legal() reads of each card of a hand and of
 * the supply (struct principality_cards facts), a bit each. */
enum prin_def_fact {
	PRIN_FACT_BUILT = 1,     /* neither an action, an event nor a region */
	PRIN_FACT_ON_PLAY = 2,   /* an action card with an (on play) handler */
	PRIN_FACT_PRICED = 4,    /* built, its printed cost in a word (not PRIN_COST_WORD_NONE) */
	/* ON_PLAY, and its play not timed by a phase (play_phase) that the
	 * action phase is not: one the action phase's listing may play */
	PRIN_FACT_ACTION_PLAY = 8,
	/* ON_PLAY, and played before the roll as far as its play phase and
	 * whether it asks the phase at all (phaseless) tell */
	PRIN_FACT_ROLL_PLAY = 16,
	/* ON_PLAY, with a (playable ...) clause not timed by its phase alone
	 * (play_phase): one legal() asks prin_playable about in the action
	 * phase, whose answer prin_index_keep_playable keeps; so ACTION_PLAY too,
	 * which that walk reads of a hand (struct prin_player_index hand_plays) */
	PRIN_FACT_ASKED = 32,
	/* one copy of it in the card database, so one in a match at most:
	 * a card taken into a hand has no copy there (index.h, prin_index_hand_note) */
	PRIN_FACT_ONE_COPY = 64
};

/* The options read for one selection of sets, in the order set-up
 * gathers them (the base sets, then the others asked for), and where the
 * instances of each def begin in a match of those sets: set-up makes the
 * copies of the defs in play in def order (setup.c), so that is the
 * count of the copies in play of the defs before it. A match of the
 * selection finds a def's first instance there (prin_first_instance) for
 * every card it takes by def, rather than searching card[]. */
#define PRIN_OPTION_PRESETS 16
#define PRIN_MAX_SETS 16

struct prin_option_preset {
	int sets[PRIN_MAX_SETS];
	size_t set_count;
	struct prin_options opt;
	uint8_t first_instance[PRIN_MAX_DEFS];
};

struct principality_cards {
	uint64_t digest;
	const struct carddb *db;
	int def_count;
	struct prin_def def[PRIN_MAX_DEFS];
	int resource_count;
	/* Effects name a resource by its index in carddb.resources, the rules
	 * by its position (the index of cost[]); these translate. */
	int resource_id[PRIN_MAX_RESOURCES];            /* position -> index */
	int8_t resource_position[PRIN_MAX_DB_RESOURCES]; /* index -> position, or -1 */
	int type_road, type_settlement, type_city;
	/* The sides of an offer in the order legal() lists them, and for each
	 * the sides it pairs with in one offer (a bit per side): those sharing
	 * no resource type, at most 3 resources in all. A side can be given
	 * when each of its resources fits once, or twice for a side of one
	 * resource twice: sides_once[m] are the sides that need only the
	 * resources of m (a bit per position) once, sides_twice[m] those that
	 * need one of m twice. */
	int side_count;
	int16_t side[PRIN_MAX_SIDES][2];     /* resource positions, -1: none, as
	                                      * struct action holds them */
	uint64_t side_pairs[PRIN_MAX_SIDES];
	uint64_t sides_once[1 << PRIN_MAX_RESOURCES], sides_twice[1 << PRIN_MAX_RESOURCES];
	/* Offers (§9), the commonest actions by far, are copied whole from
	 * blocks built here (offer_blocks, an allocation of its own sized by
	 * the resource count; legal-trade.c): a block holds the offers giving
	 * one side, in the order listed, for one set of sides the opponent can
	 * give. What he can give of resource r is a digit, 0 (none), 1 (once)
	 * or 2 (twice, both in stock and room), and his state is the number
	 * those digits write in base 3: offer_state[once] + offer_state[twice]
	 * for the masks of the resources that fit once and twice (a bit per
	 * position). The block for a single given, g, is offer_single[state *
	 * resource_count + g]; for a side of two given, which takes single
	 * resources only, offer_double[once * (side_count - resource_count) +
	 * side - resource_count]. Each is the block's offset in offer_blocks,
	 * and its bytes are at the same index of offer_single_bytes and
	 * offer_double_bytes: apart, so that the listing reads each with a
	 * load of its own, where one word for both took a copy, a mask and a
	 * shift a block. offer_tier[state] bounds the state's blocks (see
	 * PRIN_OFFER_TINY). Blocks are read and written 32 bytes a move, past
	 * their end: offer_span is the offers a listing holds at most and the
	 * places its moves may reach past them. */
	uint16_t offer_state[1 << PRIN_MAX_RESOURCES];
	uint32_t *offer_single, *offer_double;
	uint16_t *offer_single_bytes, *offer_double_bytes;
	uint8_t *offer_tier;
	unsigned char *offer_blocks;
	int offer_span;
	/* Trades with the supply (§9) are copied from rows built here too: the
	 * trades for each resource of a set m (a bit per position), in order,
	 * giving resource 0 at rate 0, are the row at trade_rows + m * 3 *
	 * trade_units, words of PRIN_TRADE_UNIT trades; legal-trade.c sets the
	 * resource given (never in m) and the rate in each word that holds
	 * them. One row for every resource given, not one each, keeps the rows
	 * a sixth the size (4.6 KB with six resources, not 27), small beside
	 * the level-one cache that the listing shares with the offers' blocks.
	 * trade_count[m]: the resources of m. */
	uint64_t *trade_rows;
	int trade_units;
	uint8_t trade_count[1 << PRIN_MAX_RESOURCES];
	/* The ways to pay a search's price of two (§8), listed for every
	 * search (legal-end.c), depend only on the resources a player has
	 * once and twice: for his state, numbered as the opponent's is for
	 * offers (offer_state), search_ways[state] is the place of its first
	 * way in search_pairs, shifted left PRIN_WAYS_SHIFT, plus how many;
	 * a way is its two resource positions, r0 | r1 << 16, in the order
	 * listed. */
	uint32_t *search_ways, *search_pairs;
	/* The prerequisites of each card (needs_prereq), a bit per def: legal()
	 * tells from the defs on a grid whether a card can be built there
	 * without a walk of the grid for each card in reach. */
	uint64_t prereq_defs[PRIN_MAX_DEFS][(PRIN_MAX_DEFS + 63) / 64];
	/* What legal() asks of every card in reach and of every card in a
	 * hand, kept apart from the rows of def[] (a cache line each), in a
	 * few lines: each def's cost_word (PRIN_COST_WORD_UNPAID for a card
	 * not priced); its facts (enum prin_def_fact), a
	 * byte per def, so that a card of a hand is sorted with one load and
	 * its bits are taken with constant shifts; and whether its owner may
	 * demolish it from his grid (prin_can_demolish: a building or a
	 * unit, but no foreign card, PLACE_OPPONENT_CITY), a byte per def,
	 * shifted into place as it is. */
	uint64_t cost_word[PRIN_MAX_DEFS];
	uint8_t facts[PRIN_MAX_DEFS];
	uint8_t demolishable[PRIN_MAX_DEFS];   /* a byte per def: 1 or 0 */
	/* The threats the (immune ...) clauses of each def could hold
	 * against, as effect_may_be_immune reads them: the event die faces
	 * below PRIN_IMMUNE_FACES, a bit per face, and the threatening
	 * cards, a bit per def. Immunity is asked for every card an attack
	 * or an event could hit; a card that cannot cover the threat is then
	 * passed over without decoding its clauses (prin_immune). */
	uint32_t immune_faces[PRIN_MAX_DEFS];
	uint64_t immune_threats[PRIN_MAX_DEFS][(PRIN_MAX_DEFS + 63) / 64];
	/* The threatening cards some def's clauses could hold against (the
	 * union of immune_threats), a bit per def: no card is immune to one
	 * without its bit, whatever the grids hold (the Productive Year's
	 * stock acts ask immunity of each region they reach). */
	uint64_t immune_threatened[(PRIN_MAX_DEFS + 63) / 64];
	/* Of each def, the immune clause whose threat test the bit of
	 * immune_threats settles (effect_threat_listed), or -1: a threat card
	 * it covers then needs that clause's filter alone (immune_by). */
	int8_t immune_listed[PRIN_MAX_DEFS];
	/* Of each def, the clause of its only immune clause against a face
	 * (effect_face_clause; the Garrison's against the brigand), or -1;
	 * its face in immune_face_of. */
	int8_t immune_face_clause[PRIN_MAX_DEFS];
	int8_t immune_face_of[PRIN_MAX_DEFS];
	/* The filters of immune_listed's and immune_face_clause's clauses,
	 * where immune_simple has bit 0 and bit 1 set: simple ones
	 * (effect_simple_filter) that ask nothing but what host_query answers
	 * noting nothing (no owner; a relation near or same-city), which
	 * immune_by then tests itself rather than through the interpreter (the
	 * Plague asks it of each region, the Civil War of each unit). */
	uint8_t immune_simple[PRIN_MAX_DEFS];
	struct effect_simple_filter immune_filter[PRIN_MAX_DEFS][2];
	/* The def of each card of the database (its db index) below
	 * PRIN_MAX_DB_CARDS, or PRIN_NO_DEF: the effects name cards by db
	 * index ((card garrison)), and the copies of a def are found from it
	 * (prin_first_instance) rather than by a walk of a grid. */
	uint8_t card_def[PRIN_MAX_DB_CARDS];
	/* The rule options of a match without --option, read at load for the
	 * base sets alone and for the base sets with each other set of the
	 * game (prin_preset_options): reading them costs a match's set-up a
	 * third of its time. A selection whose reading failed has no preset,
	 * so that set-up reads it again and reports the problem. */
	int preset_count;
	struct prin_option_preset preset[PRIN_OPTION_PRESETS];
};

#define PRIN_IMMUNE_FACES 32

/* The game's load and unload (struct game_rules): the table for db, shared
 * by every match of that database. NULL with diags on a problem. */
const void *prin_load(const struct carddb *db, struct diag_list *diags);
void prin_unload(const void *tables);

/* The position of the lowest set bit of a mask that is not zero, as an
 * index. */
static inline size_t lowest_bit(uint64_t mask)
{
	return (size_t)__builtin_ctzll(mask);
}

/* Eight bytes as one word, byte i in bits 8i to 8i + 7, whatever the
 * machine's byte order: the tallies and rates of a player (a byte per
 * resource) are compared eight at a time so. Compilers make one load of
 * it where the order is the machine's own. */
static inline uint64_t prin_bytes_word(const uint8_t *bytes)
{
	uint64_t word = 0;
	for (int i = 0; i < 8; i++)
		word |= (uint64_t)bytes[i] << (8 * i);
	return word;
}

/* How many resources the rules know; at most PRIN_MAX_RESOURCES (the load
 * checks it), which the clamp tells the compiler. */
static inline int prin_resource_count(const struct prin_state *s)
{
	int n = s->cards->resource_count;
	return n < PRIN_MAX_RESOURCES ? n : PRIN_MAX_RESOURCES;
}

/* A resource as the effect language names it (its carddb index) and as
 * the rules do (its position); -1 / EFFECT_NONE when there is none. */
static inline int prin_resource_position(const struct prin_state *s, int32_t id)
{
	return id >= 0 && id < PRIN_MAX_DB_RESOURCES ? s->cards->resource_position[id] : -1;
}

static inline int32_t prin_resource_id(const struct prin_state *s, int position)
{
	return position >= 0 && position < s->cards->resource_count ?
	       s->cards->resource_id[position] : -1;
}

/* A card's compiled effect, or NULL. The card database owns it. */
static inline const struct effect_program *prin_program(const struct prin_state *s,
                                                        const struct prin_def *d)
{
	return s->db->cards[d->db_index].program;
}

/* ---------------------------------------------------------------------------
 * options.c
 * ------------------------------------------------------------------------- */

int prin_read_options(struct prin_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags);

/* The base sets of the game, in database order: the sets every match
 * plays with (at most PRIN_MAX_SETS). Returns their count. */
size_t prin_base_sets(const struct carddb *db, int sets[PRIN_MAX_SETS]);

/* Fills t->preset: the load's part of reading options, for every selection
 * of sets a match is commonly set up with. */
void prin_preset_options(struct principality_cards *t, const struct carddb *db);

/* prin_read_options, from a preset of cards when setup has no --option
 * and one was read for these sets; set-up calls this. */
/* The preset of a selection of sets (struct principality_cards preset), or
 * -1 when it has none. */
int prin_preset_of(const struct principality_cards *cards, const int *sets, size_t set_count);
int prin_options_for(struct prin_options *opt, const struct principality_cards *cards,
                     const struct match_setup *setup, const int *sets, size_t set_count,
                     struct diag_list *diags);

/* ---------------------------------------------------------------------------
 * zones.c: instances, stacks, the grid, resources on regions
 * ------------------------------------------------------------------------- */

static inline const struct prin_def *prin_def_of(const struct prin_state *s, int card)
{
	return &s->cards->def[s->card[card].def];
}

static inline int prin_cell(int x, int y)
{
	return (x - PRIN_X_MIN) * PRIN_ROWS + (y + 2);
}

static inline int prin_cell_x(int cell)
{
	return cell / PRIN_ROWS + PRIN_X_MIN;
}

static inline int prin_cell_y(int cell)
{
	return cell % PRIN_ROWS - 2;
}

static inline bool prin_on_grid(int x, int y)
{
	return x >= PRIN_X_MIN && x <= PRIN_X_MAX && y >= -2 && y <= 2;
}

/* Puts card in zone (Z_COUNT: nowhere for now); the one writer of
 * prin_instance.zone, so that zone_bits stay true. */
void prin_set_zone(struct prin_state *s, int card, int zone);

/* A walk over a copy of a zone's bit set, taking off each bit it visits. */
struct prin_walk {
	uint64_t bits[PRIN_ZONE_WORDS];
	int word;         /* the word being walked; -1 once the walk is over */
};

static inline struct prin_walk prin_walk_start(const struct prin_state *s, int zone)
{
	struct prin_walk w;
	for (int k = 0; k < PRIN_ZONE_WORDS; k++)
		w.bits[k] = s->ix.zone_bits[zone][k];
	w.word = 0;
	return w;
}

static inline int prin_walk_next(struct prin_walk *w)
{
	for (; w->word < PRIN_ZONE_WORDS; w->word++) {
		uint64_t bits = w->bits[w->word];
		if (bits) {
			w->bits[w->word] = bits & (bits - 1);
			return w->word * 64 + __builtin_ctzll(bits);
		}
	}
	return -1;
}

/* Walks the instances of zone in index order: the order a scan of card[]
 * meets them, so results (and ties) are the same. The walk sees the zone
 * as it was when the walk began; no walk moves cards of its zone. (Two
 * loops, so that the body's break and continue work as in one.) */
#define PRIN_FOR_ZONE(s, zone, i) \
	for (struct prin_walk prin_walk_##i = prin_walk_start((s), (zone)); \
	     prin_walk_##i.word >= 0; prin_walk_##i.word = -1) \
		for (int i; (i = prin_walk_next(&prin_walk_##i)) >= 0;)

/* The cards of stack (below PRIN_MAX_STACKS) among instances 64w ..
 * 64w + 63, a bit each: those of Z_STACK whose stack bits (struct
 * prin_state stack_bit) spell its number. */
static inline uint64_t prin_stack_word(const struct prin_state *s, int stack, int w)
{
	_Static_assert(PRIN_STACK_BITS == 4, "a stack's cards are the zone's with its four bits");
	/* each bit word as it is where the stack's bit is set, else its
	 * complement: all ones where a card's bit is the stack's */
	const uint64_t set = 1;
	return s->ix.zone_bits[Z_STACK][w] &
	       (s->ix.stack_bit[0][w] ^ (((uint64_t)stack & 1) - set)) &
	       (s->ix.stack_bit[1][w] ^ (((uint64_t)stack >> 1 & 1) - set)) &
	       (s->ix.stack_bit[2][w] ^ (((uint64_t)stack >> 2 & 1) - set)) &
	       (s->ix.stack_bit[3][w] ^ (((uint64_t)stack >> 3 & 1) - set));
}

/* The instance of def nearest the top of zone/who, or -1. */
int prin_first_of(const struct prin_state *s, int def, int zone, int who);
/* The first instance of def in card[] (the copies of a card are
 * neighbours there), or instance_count when it has none. */
int prin_first_instance(const struct prin_state *s, int def);

/* The instance at x, y of player's grid, or -1. (Inline: legal() asks
 * for sites many times per action.) */
static inline int prin_at(const struct prin_state *s, int player, int x, int y)
{
	if (player < 0 || player >= PRIN_PLAYERS || !prin_on_grid(x, y))
		return -1;
	uint8_t c = s->ix.player[player].cell[x - PRIN_X_MIN][y + 2];
	return c == PRIN_EMPTY ? -1 : c;
}
/* The owner of a card (hand, principality, discard pile), or -1. */
int prin_owner(const struct prin_state *s, int card);
/* The player a card belongs to: prin_owner, except for a foreign card (the
 * Embassy), which lies on the opponent's grid but is its builder's. */
int prin_belongs_to(const struct prin_state *s, int card);

/* Moves card to a zone off the grid: on top (top) or at the bottom of an
 * ordered zone. Takes it off the grid first if it lay there. */
void prin_move(struct prin_state *s, int card, int zone, int who, bool top);
/* prin_move(s, card, Z_HAND, player, false) of a card from a stack, and
 * prin_move(s, card, Z_STACK, stack, false) of one from a hand: the same
 * moves, made with fewer tests (any other card is moved by prin_move). */
void prin_move_stack_to_hand(struct prin_state *s, int card, int player);
void prin_move_hand_to_stack(struct prin_state *s, int card, int stack);
/* prin_move_hand_to_stack of prin_first_of(s, def, Z_HAND, player), which
 * the hand holds. */
void prin_move_first_to_stack(struct prin_state *s, int player, int def, int stack);
/* Puts the top card of an ordered zone at its bottom, as prin_move of
 * prin_top would; returns the card, or -1 when the zone is empty. */
int prin_cycle(struct prin_state *s, int zone, int who);
/* Puts card on player's grid at x, y (which must be free). */
void prin_place(struct prin_state *s, int card, int player, int x, int y);
/* Exchanges the places of two cards on the grids (regions keep their stock). */
void prin_swap(struct prin_state *s, int a, int b);
/* The cards of zone/who, top first. Returns how many (at most max). */
int prin_list(const struct prin_state *s, int zone, int who, int *out, int max);
/* prin_count reads the sizes kept of hands and stacks, prin_recount counts. */
int prin_count(const struct prin_state *s, int zone, int who);
int prin_recount(const struct prin_state *s, int zone, int who);
int prin_top(const struct prin_state *s, int zone, int who);

void prin_shuffle(struct prin_state *s, int zone, int who);

/* Sets a card's stock; every change of stock goes through it, so that the
 * owner's tallies (struct prin_player_index have/room) stay true. */
void prin_set_stock(struct prin_state *s, int card, int stock);
/* Resources on a player's regions (-1: all types), and room for more:
 * read from the tallies, since legal() asks many times per action. */
static inline int prin_resources(const struct prin_state *s, int player, int resource)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (resource < 0)
		return pl->have_all;
	return resource < PRIN_MAX_RESOURCES ? pl->have[resource] : 0;
}

static inline int prin_room(const struct prin_state *s, int player, int resource)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (resource < 0)
		return (uint8_t)(PRIN_STOCK_MAX * pl->region_count - pl->have_all);
	return resource < PRIN_MAX_RESOURCES ? pl->room[resource] : 0;
}
/* Adds up to n of resource to the player's regions, the emptiest region
 * first; returns how many fitted. */
int prin_gain(struct prin_state *s, int player, int resource, int n);
/* Takes up to n, the fullest region first; returns how many. */
int prin_pay(struct prin_state *s, int player, int resource, int n);
/* prin_pay of one of each resource of list[0..n-1], which come in
 * ascending order, a place after them -1: each run of one resource is
 * paid at once, which pays from the same regions as one at a time, and
 * the first -1 ends the payment (a search's price, as an action holds
 * it). */
void prin_pay_list(struct prin_state *s, int player, const int16_t *list, int n);
/* prin_pay of up to n from player from and prin_gain of what was paid to
 * player to (resources changing hands); returns how many were paid. */
int prin_hand_over(struct prin_state *s, int from, int to, int resource, int n);
/* One of resource a and one of b (the same resource: two of it; -1: none)
 * from player from to player to, as prin_hand_over of each in turn: one
 * side of a trade offer. */
void prin_hand_over_pair(struct prin_state *s, int from, int to, int a, int b);
/* Both sides of a trade offer (trade.c): give from player from to player
 * to, then get back, each a pair of resources (the same resource twice:
 * two of it; -1: none), as prin_hand_over of each in turn. */
void prin_hand_over_pairs(struct prin_state *s, int from, int to, const int8_t give[2],
                          const int8_t get[2]);
/* prin_pay of n of resource give and prin_gain of one of get, for player:
 * a trade with the supply (trade.c). */
void prin_exchange(struct prin_state *s, int player, int give, int n, int get);

static inline int prin_hand_count(const struct prin_state *s, int player)
{
	return s->ix.player[player].hand_size;
}
/* Whether the opponent of the player holding card saw him take it into
 * his hand (struct prin_state shown); prin_move keeps the bits. */
static inline bool prin_shown(const struct prin_state *s, int card)
{
	return (s->shown[card / 8] >> (card % 8)) & 1u;
}
/* Inline: the grid relations of card effects ask it of both cards. */
static inline bool prin_is_region(const struct prin_state *s, int card)
{
	return prin_def_of(s, card)->kind == KIND_REGION;
}

/* ---------------------------------------------------------------------------
 * host.c: the effect host, and the passive clauses asked through it
 * ------------------------------------------------------------------------- */

/* What the interpreter is handed as its game: the state, and whether it may
 * change it (pure questions asked from legal() and friends may not). */
struct prin_host {
	struct prin_state *s;
	bool read_only;
	bool no_phase;      /* every (phase ...) question answers no */
	bool read_stock;    /* a question read the stock on regions */
	/* a question read more than the cards on the grids (their attributes
	 * and places, and immunities): an answer that did not may be kept
	 * until a grid changes (prin_index_kept_grid_changed) */
	bool read_beyond_grid;
	/* who holds a figure (which follows from the grids' points) counts as
	 * read from the grids, for an answer kept until a figure changes hands
	 * too (prin_index_holders_changed): whether an action card is playable */
	bool holders_kept;
	/* a question read the grids beyond the cards it names (a walk of a
	 * grid or of a card's neighbours, a city's extent, immunities): an
	 * answer that read neither this nor beyond the grids depends on the
	 * cards it names and their places alone, and holds while they stay */
	bool read_around;
	int depth;
	/* Bumped after every act that may move a card onto a grid or off it
	 * (acts are the only steps of a run that change the match): what was
	 * read of the grids alone with the count unchanged still holds. */
	uint32_t grid_changes;
	/* prin_immune's cards that may cover a threat, asked once per player
	 * while the count stays (they follow from the grids alone) */
	uint8_t cover_known;           /* a bit per player */
	int32_t cover_threat;          /* the threat card they were asked for */
	int32_t cover_face;            /* the threat face */
	uint32_t cover_changes;        /* grid_changes when they were asked */
	uint32_t cover[PRIN_PLAYERS];  /* a bit per place in passive[] */
};

extern const struct effect_host prin_effect_host;

void prin_host_init(struct prin_host *h, const struct prin_state *s, bool read_only);

/* Threads value through the (modify what ...) clauses of every card in
 * player's principality, for subject (-1: the player's own value). */
int prin_modify(struct prin_host *h, int player, int32_t what, int subject,
                int value);
/* prin_modify in two steps, for a caller that asks for many subjects: the
 * cards of player's principality that carry modifier what, and value
 * threaded through them. */
struct prin_modifiers {
	int player;
	int32_t what;
	int count;
	uint8_t card[PRIN_MAX_INDEXED];
	const struct effect_program *program[PRIN_MAX_INDEXED];
};
void prin_modifiers_of(const struct prin_state *s, int player, int32_t what,
                       struct prin_modifiers *out);
int prin_modify_through(struct prin_host *h, const struct prin_modifiers *mods, int subject,
                        int value);
/* True when a card of subject's owner makes subject immune to threat_card
 * or threat_face. */
bool prin_immune(struct prin_host *h, int subject, int threat_card, int threat_face);
bool prin_playable(struct prin_host *h, int player, int card);
/* prin_playable asked afresh, never from what was kept; *grid_only is set
 * when the answer read nothing but the grids. */
bool prin_playable_now(const struct prin_state *s, int player, int card, bool *grid_only);
/* Whether player shows his opponent every card he takes into his hand: the
 * sees-draws modifiers of the cards in his principality (an Embassy the
 * opponent built there) say so. */
bool prin_draws_shown(const struct prin_state *s, int player);
/* Whether the card's (playable ...) clauses tie it to a moment of the turn:
 * they fail when no phase holds. Such a card is played at that moment
 * (the Alchemist before the roll); any other in the action phase. */
bool prin_timed(const struct prin_state *s, int player, int card);

/* ---------------------------------------------------------------------------
 * points.c: points, advantages (§11), victory (§5)
 * ------------------------------------------------------------------------- */

enum prin_points { PTS_VP, PTS_STRENGTH, PTS_TOURNAMENT, PTS_COMMERCE, PTS_COUNT };

int prin_card_points(struct prin_host *h, int card, enum prin_points kind);
/* The points of every kind of the cards on player's grid, in one pass. */
void prin_point_sums(struct prin_host *h, int player, int sums[PTS_COUNT]);
/* prin_point_sums, noting whether each card's share is its own, found
 * asking nothing but what is printed on cards (*own: struct
 * prin_player_index points_own), and whether a modifier read the stock
 * on regions. */
void prin_point_sums_watched(const struct prin_state *s, int player, int sums[PTS_COUNT],
                             bool *own, bool *read_stock);
/* The share of card, on player's grid, in each of his point sums, when
 * his points are his cards' own (points_own) and card modifies no points:
 * its coming or going then changes the sums by that much and no more.
 * False when that cannot be said. */
bool prin_card_terms(const struct prin_state *s, int player, int card, int terms[PTS_COUNT]);
/* Who holds the figure (PRIN_EMPTY: nobody) when the players have pts. */
int prin_holder_from(const struct prin_state *s, const int pts[PRIN_PLAYERS], int advantage);
/* Points of the player's cards, without the figures. */
int prin_card_points_sum(struct prin_host *h, int player, enum prin_points kind);
int prin_compute_vp(struct prin_host *h, int player);
/* The hand limit (§8): 3 through the hand-limit modifiers of the player's
 * cards. It depends on his grid only, so the index keeps it in
 * struct prin_player_index (prin_hand_limit_watched counts it). */
static inline int prin_hand_limit(const struct prin_state *s, int player)
{
	return s->ix.player[player].hand_limit;
}
int prin_search_price(const struct prin_state *s, int player);
/* The supply's rate for resource (§9), kept like the hand limit. */
static inline int prin_trade_rate(const struct prin_state *s, int player, int resource)
{
	return s->ix.player[player].trade_rate[resource];
}
/* The hand limit, and the rates of the resource positions in resources
 * (a bit each), each with whether its modifiers asked the match nothing
 * (*fixed): what the index keeps (struct prin_player_index rates_fixed). */
int prin_hand_limit_watched(const struct prin_state *s, int player, bool *fixed);
void prin_trade_rates_watched(const struct prin_state *s, int player, unsigned resources,
                              int rates[PRIN_MAX_RESOURCES], bool *fixed);
/* The resource positions (of resource_count, their carddb indexes in
 * resource_id) whose trade rate program's modifiers may change, found at
 * load: a bit each (struct prin_def rates_touched). */
uint8_t prin_rates_touched(const struct effect_program *program, const int *resource_id,
                           int resource_count);
/* Recomputes every cached value and the figures; the victory check. */
void prin_refresh_all(struct prin_state *s);
/* Whether prin_refresh_all would change nothing (struct prin_state
 * refresh_idle), worked out afresh. */
static inline bool prin_refresh_idle(const struct prin_state *s)
{
	const struct prin_player_index *pl = s->ix.player;
	int target = s->opt.vp_target;
	return pl[0].points_fresh == 1 && pl[1].points_fresh == 1 && pl[0].vp < target &&
	       pl[1].vp < target && (s->gate_open || s->opt.action_gate != GATE_BOTH_3);
}
/* prin_refresh_all, after every action. Mostly it would change nothing,
 * which the kept refresh_idle tells here, inline, without the call. */
static inline void prin_refresh(struct prin_state *s)
{
	if (!s->ix.refresh_idle)
		prin_refresh_all(s);
}

/* ---------------------------------------------------------------------------
 * effects.c: running handlers
 * ------------------------------------------------------------------------- */

/* Queues handler clause of card's program for self. */
void prin_queue(struct prin_state *s, int card, int clause, int self, int trigger,
                enum prin_job_kind kind);
/* Queues every handler of card for trigger (face for events). */
void prin_queue_trigger(struct prin_state *s, int card, enum effect_trigger trigger, int face,
                        int self, int trigger_card);
/* Queues the handlers for trigger (face for events) of every card on
 * player's grid, for him, in index order. Inline: production and the
 * event die ask it of both players at every roll, and the grid's handler
 * mask mostly spares the walk (prin_walk_grid) and the call. */
void prin_walk_grid(struct prin_state *s, int player, enum effect_trigger trigger, int face);
static inline void prin_queue_grid(struct prin_state *s, int player, enum effect_trigger trigger,
                                   int face)
{
	if (s->ix.player[player].handler_mask & (1u << trigger))
		prin_walk_grid(s, player, trigger, face);
}
/* Runs queued handlers until one waits for a decision or none is left.
 * Returns true while one waits. */
bool prin_run_effects(struct prin_state *s);
/* Plays the first card of def in player's hand: it rests in Z_PLAYED, the
 * opponent's cards that watch for it and then its play handler are queued.
 * Returns the card. */
int prin_start_play(struct prin_state *s, int player, int def);
/* The pending decision of the running handler, or NULL. Inline: legal()
 * and apply() ask it for every action. */
static inline const struct effect_decision *prin_pending(const struct prin_state *s)
{
	if (!s->running || s->run.status != EFFECT_PENDING || s->run.answered)
		return NULL;
	return &s->run.decision;
}

/* ---------------------------------------------------------------------------
 * setup.c, turn.c, production.c, events.c, build.c, trade.c
 * ------------------------------------------------------------------------- */

int prin_init(void *state, const struct carddb *db, const void *tables,
              const struct match_setup *setup, struct diag_list *diags);

/* The turn engine (turn.c), the one authority on what happens next.
 * prin_turn_after: what action does to the turn, once apply has carried
 * out its change (the phase it ends or begins). prin_turn_advance: runs
 * the automatic parts of the turn until a player must decide, and keeps
 * who that is (to_act). */
void prin_turn_after(struct prin_state *s, const struct action *a);
void prin_turn_advance(struct prin_state *s);
/* The player who must put cards under stacks now, outside the end of turn
 * (an effect put him above his limit), or -1: the passive player first.
 * (Inline, and for two players: current() and legal() ask it all the time.) */
static inline int prin_discard_interrupt(const struct prin_state *s)
{
	_Static_assert(PRIN_PLAYERS == 2, "prin_discard_interrupt asks two players");
	if (s->phase == PH_PICK || s->phase == PH_OVER)
		return -1;
	/* Both players' hands are read before the active player is known,
	 * so that the reads need not wait for it: they are not one chain of
	 * loads but three at once. */
	const struct prin_player_index *p0 = &s->ix.player[0], *p1 = &s->ix.player[1];
	bool over0 = p0->hand_size > p0->hand_limit, over1 = p1->hand_size > p1->hand_limit;
	bool must0 = over0 && s->player[0].must_discard, must1 = over1 && s->player[1].must_discard;
	int a = s->active;
	if (a ? over0 : over1)
		return 1 - a;
	if (a ? must1 : must0)
		return a;
	return -1;
}
/* The player to act in the phase itself, with no winner, no decision
 * pending and no discard interrupt: where prin_turn_advance stops, and
 * the last question of prin_find_current. */
int prin_phase_player(const struct prin_state *s);
/* True when the match is in the phase the effect language names. */
bool prin_in_effect_phase(const struct prin_state *s, int phase);
/* True when the match's phase (enum prin_phase) is the phase the effect
 * language names: prin_in_effect_phase of a match in it. */
bool prin_phase_is_effect_phase(int match_phase, int phase);

void prin_produce(struct prin_state *s);
/* What a roll of the region at index place of player's grid adds to its
 * stock, 0..PRIN_STOCK_MAX (all a region can hold); *grid_only is set
 * when the modifiers read nothing but the grids, *local when they read
 * nothing but the region, the modifying cards and where these lie. */
int prin_region_gain(const struct prin_state *s, int player, int place, bool *grid_only,
                     bool *local);
/* The event step's first part: the cards that act on the face are queued,
 * both players' in turn from the roller (they may spare their owner the
 * base rule, cancel_mask). Inline: at every roll, the grids' handler
 * masks mostly spare the walk, and the call cost as much as the rest. */
static inline void prin_event_begin(struct prin_state *s)
{
	_Static_assert(PRIN_PLAYERS == 2, "the roller, then the other: a bit flipped");
	s->cancel_mask = 0;
	for (int i = 0; i < PRIN_PLAYERS; i++)
		prin_queue_grid(s, s->active ^ i, EFFECT_ON_EVENT, s->face);
}
void prin_event_base_rule(struct prin_state *s);
/* Applies one PH_EVENT_CHOICE answer. */
void prin_event_choose(struct prin_state *s, int resource);
/* The resources the current PH_EVENT_CHOICE player may name. */
int prin_event_options(const struct prin_state *s, int *out);
/* Whether prin_event_options would name any: the state machine asks after
 * every answer whether the next player has a choice at all. */
bool prin_event_has_option(const struct prin_state *s);

/* What building card costs player after discounts, by resource position. */
void prin_cost(const struct prin_state *s, int player, int card, uint8_t cost[PRIN_MAX_RESOURCES]);
/* The same with saved (a resource position, or -1) the resource a discount
 * takes off first: the player's choice. */
void prin_cost_saving(const struct prin_state *s, int player, int card, int saved,
                      uint8_t cost[PRIN_MAX_RESOURCES]);
/* The resources player may choose to save on card, a discount's "resource
 * of choice", into saves: their count when there are two or more (a
 * choice), else 0 (the discount, if any, goes where it must). */
int prin_saving_choices(const struct prin_state *s, int player, int card,
                        int8_t saves[PRIN_MAX_RESOURCES]);
/* The card player would build for def: one in his hand, or in a center
 * stack for center cards; -1 when there is none. */
int prin_build_source(const struct prin_state *s, int player, int def);
bool prin_can_pay(const struct prin_state *s, int player, const uint8_t *cost);
/* Whether player may build def at x, y (y = 0: axis; +-1: a site side):
 * prin_can_afford (a card to build, prerequisites, uniqueness, cost) and
 * prin_site_ok (placement) together. */
bool prin_can_build(const struct prin_state *s, int player, int def, int x, int y);
bool prin_can_afford(const struct prin_state *s, int player, int def);
/* Whether a discount of player's cards may lower a cost (prin_cost asks
 * them only then). A discount only ever takes off: a printed cost the
 * player can pay he can pay after any discount too. */
static inline bool prin_may_discount(const struct prin_state *s, int player)
{
	return (s->ix.player[player].mod_mask & (1u << PRIN_MOD_DISCOUNT)) != 0;
}

/* prin_can_pay for a printed cost, eight resources at once: with every
 * byte of the tallies and of the cost below 128, a byte of the tallies
 * with its high bit set, less the cost's byte, keeps the high bit exactly
 * when the cost is covered, and borrows nothing from the next byte. */
static inline bool prin_can_pay_printed(const struct prin_state *s, int player,
                                        const struct prin_def *d)
{
	_Static_assert(sizeof s->ix.player[0].have == sizeof(uint64_t),
	               "the tallies fill one word");
	const uint64_t high = 0x8080808080808080ull;
	uint64_t have = prin_bytes_word(s->ix.player[player].have);
	if (d->cost_word == PRIN_COST_WORD_NONE || (have & high))
		return prin_can_pay(s, player, d->cost);
	return (((have | high) - d->cost_word) & high) == high;
}

/* What prin_can_afford asks first, from the printed cost alone: false
 * when player cannot pay for def, whatever card he would build. legal()
 * asks it of every card in reach, and most are out of reach. */
static inline bool prin_might_afford(const struct prin_state *s, int player, int def)
{
	return prin_may_discount(s, player) || prin_can_pay_printed(s, player, &s->cards->def[def]);
}
/* The same when card is already known to be prin_build_source's answer. */
bool prin_can_afford_card(const struct prin_state *s, int player, int def, int card);
bool prin_site_ok(const struct prin_state *s, int player, int def, int x, int y);
/* The free site for an expansion on side y (-1 above, 1 below) of the
 * settlement at x: the y of the inner site, else the outer one of a city, or 0. */
int prin_free_site(const struct prin_state *s, int player, int def, int x, int side);
/* saved: the resource a discount takes off first (an A_BUILD's choice), or -1. */
void prin_build(struct prin_state *s, int player, int def, int x, int y, int saved);
void prin_place_region(struct prin_state *s, int card, int side);
bool prin_can_demolish(const struct prin_state *s, int player, int card);
void prin_demolish(struct prin_state *s, int card);

bool prin_can_trade(const struct prin_state *s, int player, int give, int get);
void prin_trade(struct prin_state *s, int player, int give, int get);
void prin_offer_settle(struct prin_state *s);

/* ---------------------------------------------------------------------------
 * actions.c, legal.c, apply.c, sandbox.c
 * ------------------------------------------------------------------------- */

/* Action kinds (struct action.kind). */
enum prin_action_kind {
	A_PICK,           /* def: setup, a card of the stack looked through */
	A_ROLL,
	A_PLAY,           /* def, first answer or INT16_MIN */
	A_ANSWER,         /* value (the effect decision's option) */
	A_EVENT,          /* resource: gain or take on the event die */
	A_REGION,         /* card, side */
	A_BUILD,          /* def, x, y, 1 + the resource a discount saves or 0 */
	A_DEMOLISH,       /* card */
	A_TRADE,          /* give, count, get */
	A_OFFER,          /* give a, give b, get a, get b */
	A_ACCEPT,
	A_DECLINE,
	A_END,
	A_UNDER,          /* def, stack */
	A_DRAW,           /* stack */
	A_SEARCH,         /* stack, paid resources (up to 4) */
	A_TAKE,           /* def */
	A_EXCHANGE,       /* def, stack */
	A_PASS,
	A_LOOK,           /* stack: setup, the one stack to pick from */
	A_SB_GIVE,        /* player, resource, n */
	A_SB_HAND,        /* player, def */
	A_SB_PLACE,       /* player, def, x, y */
	A_SB_ROLL,        /* die, face or -1 */
	A_SB_EVENT,       /* def: the next event card */
	A_SB_DIE,         /* the result of a card's next roll of the die */
	A_COUNT
};

#define PRIN_NO_ARG INT16_MIN

size_t prin_legal(const void *state, struct action *out, size_t max);
/* Whether legal() lists a, found without listing the rest. */
bool prin_is_legal(const struct prin_state *s, const struct action *a);
/* Whether legal() lists a play while the new settlement's regions are
 * placed (PH_REGION), found without listing the regions: where the phase
 * lists (no winner, no question pending, no discard interrupt). */
bool prin_settlement_plays(const struct prin_state *s);
int prin_apply(void *state, const struct action *action);
void prin_apply_listed(void *state, const struct action *action);
void prin_format_action(const void *state, const struct action *action, struct strbuf *out);
int prin_parse_sandbox(const void *state, int player, const char *text,
                       enum carddb_lang lang, struct action *out, struct strbuf *why);
/* Applies a sandbox action; -1 when it is not a valid one. */
int prin_apply_sandbox(struct prin_state *s, const struct action *a);

/* Names used in texts. */
const char *prin_resource_key(const struct prin_state *s, int resource);
const char *prin_card_key(const struct prin_state *s, int def);
/* The site of a principality card as text: "3", "2 up", "-1 down". */
void prin_format_site(struct strbuf *out, int x, int y);
const char *prin_phase_name(int phase);
const char *prin_face_name(int face);

/* ---------------------------------------------------------------------------
 * render.c, json.c, eval.c, check.c
 * ------------------------------------------------------------------------- */

/* narrate.c: what an action did (struct game_rules events). */
void prin_events(const void *before, const void *after, const struct action *action, int viewer,
                 struct game_events *out);
/* narrate.c: where a player's points come from (struct game_rules score). */
size_t prin_score(const void *state, int player, struct game_score *out, size_t max);
/* why.c: why no action takes a card now (struct game_rules why_not). */
void prin_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why);
void prin_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                 struct strbuf *out);
void prin_write_json(const void *state, int viewer, struct json_writer *w);
double prin_evaluate(const void *state, int player);
void prin_determinise(void *state, int viewer, struct rng *rng);
int prin_check(const void *state, struct strbuf *why);
/* The player to act, or -1, as prin_turn_advance left it (struct prin_state
 * to_act); prin_find_current works it out from the state. */
int prin_current(const void *state);
int prin_find_current(const struct prin_state *s);

#endif
