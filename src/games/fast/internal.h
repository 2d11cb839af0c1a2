/*
 * internal: what the files of the fast card game share.
 *
 * fast.h is the module's face to the rest of the engine; this header is how
 * its files (one job each) reach one another.
 */
#ifndef CATAN_GAMES_FAST_INTERNAL_H
#define CATAN_GAMES_FAST_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "games/fast/fast.h"
#include "games/fast/state.h"
#include "games/fast/words.h"

/* The kinds of struct action. Decisions of a running card effect are
 * A_ANSWER; the A_SB_ kinds are sandbox commands. */
enum fast_action_kind {
	A_EXCHANGE_DRAW,      /* arg0 resource: discard it, draw 1 */
	A_EXCHANGE_MARKET,    /* arg0 resource: take it from the market */
	A_EXCHANGE_PLAYER,    /* arg0 player, arg1 resource (open hand) or -1 (blind) */
	A_RETURN_MARKET,      /* arg0 resource: give it back to the market */
	A_RETURN_PLAYER,      /* arg0 player, arg1 resource: give it back to him */
	A_END,                /* end the exchange phase */
	A_BUILD,              /* arg0 enum fast_build; expansions: arg1 the card id */
	A_TRADE,              /* arg0 the resource given 3 times, arg1 the one taken */
	A_ACTIVATE,           /* arg0 card id: its once-a-turn ability */
	A_DRAW,               /* end the build phase: draw, and the next player's turn */
	A_ANSWER,             /* arg0 the answer to the pending decision */
	A_SB_GIVE,            /* arg0 player, arg1 resource, arg2 n (negative: take) */
	A_SB_TOP,             /* arg0 resource: the next card drawn */
	A_SB_PLACE,           /* arg0 player, arg1 enum fast_build, arg2 card id or -1 */
	A_SB_DESTINY,         /* turn the destiny card */
	A_KIND_COUNT
};

/* Card handles the effect interpreter sees: building cards by id, the
 * market's and the hands' resource cards by resource. */
#define FAST_H_MARKET 100
#define FAST_H_HAND 200
#define FAST_H_HAND_STRIDE 16
#define FAST_H_END (FAST_H_HAND + FAST_MAX_PLAYERS * FAST_H_HAND_STRIDE)

/* ---- lanes: eight counts (a hand, a cost, the pile by resource) in one
 * 64-bit word, a byte each, lane r for resource r, to be compared at once ---- */
#define FAST_LANE_TOPS UINT64_C(0x8080808080808080)

static inline uint64_t fast_lanes(const uint8_t *counts)
{
	_Static_assert(FAST_MAX_RESOURCES == 8, "one lane per resource");
	/* Written out, so that compilers see one load (on a little-endian
	 * machine) in what is the same word on any machine. */
	return (uint64_t)counts[0] | (uint64_t)counts[1] << 8 | (uint64_t)counts[2] << 16 |
	       (uint64_t)counts[3] << 24 | (uint64_t)counts[4] << 32 | (uint64_t)counts[5] << 40 |
	       (uint64_t)counts[6] << 48 | (uint64_t)counts[7] << 56;
}

/* A top bit in each lane where a >= b, while every lane of both is below
 * 128: (a | 0x80) - b stays within its lane, and its top bit survives
 * exactly where a >= b. */
static inline uint64_t fast_lanes_at_least(uint64_t a, uint64_t b)
{
	return ((a | FAST_LANE_TOPS) - b) & FAST_LANE_TOPS;
}

/* A top bit in each lane that is not 0: the low seven bits added apart
 * from the top one, so that no carry crosses a lane. */
static inline uint64_t fast_lanes_nonzero(uint64_t a)
{
	const uint64_t low7 = ~FAST_LANE_TOPS;
	return (((a & low7) + low7) | a) & FAST_LANE_TOPS;
}

/* A top bit in each lane that equals byte. */
static inline uint64_t fast_lanes_equal(uint64_t a, unsigned byte)
{
	return ~fast_lanes_nonzero(a ^ UINT64_C(0x0101010101010101) * (uint8_t)byte) & FAST_LANE_TOPS;
}

/* How many lanes have their top bit set. */
static inline int fast_lane_count(uint64_t tops)
{
	return (int)(((tops >> 7) * UINT64_C(0x0101010101010101)) >> 56);
}

/* Top bits of lanes as a bit per lane, lane 0 lowest: the multiplication
 * moves the bit of lane i to bit 56 + i, and nothing else reaches there. */
static inline unsigned fast_lane_bits(uint64_t tops)
{
	return (unsigned)(((tops >> 7) * UINT64_C(0x0102040810204080)) >> 56);
}

/* ---- fast.c: who decides ---- */
int fast_current(const void *state);

/* ---- options.c ---- */
int fast_read_options(struct fast_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags);

/* ---- tables.c: what set-up reads of the card database, derived once ---- */

/* A card row of the game: a building card (what struct fast_card keeps of
 * it, by side) or a resource card. */
struct fast_row {
	int front, back;           /* the db card, the db card on its back or -1 */
	int kind;                  /* enum fast_kind; -1 for a resource card */
	int set, count, players;   /* as the db card's */
	int produces;              /* a resource card's carddb.resources index */
	bool placeholder;          /* an expansion without behaviour (HOUSE_EXPANSIONS) */
	uint8_t abilities;         /* as struct fast_card's */
	uint8_t gives[2];
	int8_t adds[2];
	int8_t vp[2];
	int group;                 /* an expansion: the first row with its name (its design) */
};

struct fast_tables {
	int kind_type[FK_COUNT];   /* carddb.types index of each kind, or -1 */
	int resource_type;
	int building_rows;         /* row[0 .. building_rows): building cards, in db order */
	int resource_rows;         /* row[building_rows .. resource_rows): resource cards */
	bool base_options_read;    /* base_options hold what the base sets give */
	struct fast_options base_options;
	int base_sets[16];
	size_t base_set_count;
	struct fast_row row[];
};

const void *fast_load(const struct carddb *db, struct diag_list *diags);
void fast_unload(const void *tables);

/* ---- setup.c ---- */
int fast_init(void *state, const struct carddb *db, const void *tables,
              const struct match_setup *setup, struct diag_list *diags);
int fast_gather_sets(const struct carddb *db, const struct match_setup *setup, int *sets,
                     size_t *count, struct diag_list *diags, const struct diag_where *where);
unsigned fast_uniform_costs(const struct fast_state *s);

/* ---- piles.c: resource cards moving between piles, market and hands ---- */
int fast_pile_draw(struct fast_state *s);
void fast_draw_into_hand(struct fast_state *s, int player, int n);
void fast_hand_add(struct fast_state *s, int player, int res, int n);
void fast_hand_remove(struct fast_state *s, int player, int res, int n);
void fast_hand_to_discard(struct fast_state *s, int player, int res, int n);
bool fast_supply_has(const struct fast_state *s, int res);
unsigned fast_supply_mask(const struct fast_state *s);
bool fast_supply_take(struct fast_state *s, int res);
bool fast_pile_to_top(struct fast_state *s, int res);
bool fast_pile_take(struct fast_state *s, int res);
void fast_pile_push(struct fast_state *s, int res);
void fast_market_refill(struct fast_state *s);
int fast_blind_card(struct fast_state *s, int player);
int fast_res_position(const struct fast_state *s, int32_t db_resource);

/* ---- points.c ---- */
int fast_face(const struct fast_state *s, int card);
int fast_card_vp(const struct fast_state *s, int card);
int fast_count_vp(const struct fast_state *s, int player);
void fast_cards_changed(struct fast_state *s, int player, int card);
unsigned fast_card_gifts(const struct fast_state *s, int card);
int fast_count_gift(const struct fast_state *s, int player, enum fast_gift gift, int kind);
uint64_t fast_ready_abilities(const struct fast_state *s);
#define FAST_ALL_GIFTS ((1u << FG_COUNT) - 1)
bool fast_check_victory(struct fast_state *s, int player);

/* ---- effects.c: card behaviour ---- */
uint16_t fast_modifier_bits(const struct carddb *db, int db_card);
void fast_side_gifts(const struct carddb *db, int db_card, uint8_t *gives, int8_t *adds);
int fast_modify(const struct fast_state *s, int player, enum fast_gift gift,
                int32_t subject, int value, int exclude);
enum effect_status fast_fire(struct fast_state *s, int card, int db_card,
                             enum effect_trigger trigger);
/* The decision a running effect waits for, or NULL: asked before every
 * action by current(), legal() and apply(), so inline. */
static inline const struct effect_decision *fast_pending(const struct fast_state *s)
{
	return s->running && s->run.status == EFFECT_PENDING && !s->run.answered
	       ? &s->run.decision : NULL;
}
int fast_answer(struct fast_state *s, int32_t answer);

/* ---- host.c ---- */
extern const struct effect_host fast_host;

/* ---- exchange.c: phase 1 ---- */
void fast_begin_exchange(struct fast_state *s);
int fast_exchange(struct fast_state *s, const struct action *a);
bool fast_owes(const struct fast_state *s);

/* ---- build.c: phase 2 ---- */
bool fast_can_build(const struct fast_state *s, const struct action *a);
unsigned fast_affordable_builds(const struct fast_state *s);
bool fast_buildable(const struct fast_state *s, int build, int card);
int fast_first_settlement(const struct fast_state *s, int player);
void fast_do_build(struct fast_state *s, const struct action *a);
bool fast_can_trade(const struct fast_state *s, int give, int take);
void fast_do_trade(struct fast_state *s, int give, int take);
int fast_victim(const struct fast_state *s, int kind);
/* Whether player has a road or knight (kind) that can be taken: more
 * than his cards protect. */
static inline bool fast_takeable(const struct fast_state *s, int player, int kind)
{
	const struct fast_player *pl = &s->player[player];
	int have = kind == FK_ROAD ? pl->road_count : pl->knight_count;
	return have > pl->protected_count[kind];
}
bool fast_can_activate(const struct fast_state *s, int card);
void fast_place_road_or_knight(struct fast_state *s, int player, int card);
int fast_eligible_city(const struct fast_state *s, int player);

/* ---- turn.c: phase 3 and the next turn ---- */
void fast_end_turn(struct fast_state *s);

/* ---- legal.c, apply.c, actions.c ---- */
size_t fast_legal(const void *state, struct action *out, size_t max);
int fast_apply(void *state, const struct action *action);
void fast_format_action(const void *state, const struct action *action, struct strbuf *out);
const char *fast_res_key(const struct fast_state *s, int res);
const char *fast_build_word(int build);

/* ---- sandbox.c ---- */
int fast_parse_sandbox(const void *state, int player, const char *text,
                       enum carddb_lang lang, struct action *out, struct strbuf *why);
int fast_apply_sandbox(struct fast_state *s, const struct action *a);

/* ---- render.c, json.c, eval.c, check.c ---- */
/* why.c: why no action takes a card now (struct game_rules why_not). */
void fast_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why);
/* build.c: the card a build takes and the row whose cost it pays, or -1. */
int fast_build_target(const struct fast_state *s, int build, int card, int *cost_row);
/* narrate.c: what an action did (struct game_rules events). */
void fast_events(const void *before, const void *after, const struct action *action, int viewer,
                 struct game_events *out);
/* narrate.c: where a player's points come from (struct game_rules score). */
size_t fast_score(const void *state, int player, struct game_score *out, size_t max);
void fast_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                 struct strbuf *out);
void fast_write_json(const void *state, int viewer, struct json_writer *w);
double fast_evaluate(const void *state, int player);
void fast_determinise(void *state, int viewer, struct rng *rng);
int fast_check(const void *state, struct strbuf *why);
const char *fast_phase_name(const struct fast_state *s);

#endif
