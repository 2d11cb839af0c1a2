/*
 * internal: what the files of the board game share.
 *
 * board.h is the module's face to the rest of the engine; this header is
 * how its files (one job each) reach one another.
 */
#ifndef CATAN_GAMES_BOARD_INTERNAL_H
#define CATAN_GAMES_BOARD_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "games/board/board.h"
#include "games/board/state.h"

/* The kinds of struct action. Numbers in args are 0-based (hexes, nodes,
 * edges, players); their text is 1-based. */
enum board_action_kind {
	A_SETTLE,             /* arg0 node: a settlement (set-up or built) */
	A_ROAD,               /* arg0 edge: a road (set-up, built or free) */
	A_CITY,               /* arg0 node: a settlement becomes a city */
	A_ROLL,               /* roll the dice */
	A_DISCARD,            /* arg0 resource: one card back to the bank on a 7 */
	A_ROBBER,             /* arg0 hex: where the robber goes */
	A_STEAL,              /* arg0 player: whom to steal a random card from */
	A_BUY,                /* buy a development card */
	A_PLAY,               /* arg0 development row: play that card */
	A_BANK,               /* arg0 resource given (at his rate), arg1 resource taken */
	A_OFFER,              /* begin a domestic offer (its terms follow, card by card) */
	A_ACCEPT,             /* take the offer as it stands */
	A_DECLINE,            /* refuse it */
	A_COUNTER,            /* begin a counter: other terms, put together as an offer is */
	A_GIVE,               /* arg0 resource: one more card of it on the side he gives */
	A_WANT,               /* arg0 resource: one more card of it on the side he wants */
	A_PROPOSE,            /* the terms put together, packed (board_pack_terms): make
	                       * the offer, or the counter */
	A_WITHDRAW,           /* drop the terms: no offer (it still counts), or no counter
	                       * (a decline) */
	A_TRADE_WITH,         /* arg0 player: trade with him on his answer */
	A_NO_TRADE,           /* take no answer: the offer lapses */
	A_END,                /* end the turn */
	A_ANSWER,             /* arg0 the answer to a card effect's pending decision */
	A_NEUTRAL,            /* two players: arg0 neutral colour, arg1 enum board_piece, arg2 site */
	A_FORCED_TRADE,       /* two players: pay tokens, draw from the opponent's hand */
	A_HAND_OVER,          /* two players: arg0 resource, one card given after a Forced Trade */
	A_TOKEN_ROBBER,       /* two players: pay tokens, the robber to the desert */
	A_DISCARD_KNIGHT,     /* two players: arg0 development row, a face-up knight for tokens */
	A_PILLAGE,            /* arg0 node: the city the barbarians take (Cities & Knights) */
	A_DRAW_DECK,          /* arg0 track: the progress deck a tied defender draws from */
	A_PUT_UNDER,          /* arg0 progress row: a card over the limit under its deck */
	A_IMPROVE,            /* arg0 track: the next city improvement of that track */
	A_METROPOLIS,         /* arg0 node: the city that carries the new metropolis */
	A_WALL,               /* arg0 node: a city wall under that city */
	A_KNIGHT,             /* arg0 node: a basic knight recruited there */
	A_ACTIVATE,           /* arg0 node: the knight there activated */
	A_PROMOTE,            /* arg0 node: the knight there promoted one rank */
	A_MOVE_KNIGHT,        /* arg0 node, arg1 node: a knight's move along his roads */
	A_DISPLACE,           /* arg0 node, arg1 node: onto a weaker knight of another */
	A_CHASE,              /* arg0 node: the knight there chases the robber */
	A_RELOCATE,           /* arg0 node: where a displaced knight goes */
	A_AQUEDUCT,           /* arg0 resource: the Aqueduct's card of choice */
	A_PLAY_PROGRESS,      /* arg0 progress row: play that progress card */
	A_DEFEND,             /* arg0 bit per active knight of the deciding player, in
	                       * the order of their intersections: those he commits to
	                       * the battle (DEFENDERS_CHOSEN) */
	A_ENLIST,             /* arg0 node, or -1: where the Deserter's player places his
	                       * knight, or none */
	A_SB_GIVE,            /* arg0 player, arg1 resource, arg2 n (negative: to the bank) */
	A_SB_PLACE,           /* arg0 player, arg1 0 settlement / 1 city / 2 road, arg2 site */
	A_SB_ROLL,            /* arg0 the next roll's sum, arg1 the one after it (0: none) */
	A_SB_DEV,             /* arg0 development row: it goes on top of the deck */
	A_SB_ROBBER,          /* arg0 hex: the robber goes there, nobody steals */
	A_SB_TOKENS,          /* arg0 seat, arg1 n trade tokens from the supply (negative: to it) */
	/* Cities & Knights' (sandbox-cities.c) */
	A_SB_KNIGHT,          /* arg0 seat, arg1 node, arg2 strength, arg3 active */
	A_SB_WALL,            /* arg0 seat, arg1 node: a wall under his city */
	A_SB_METROPOLIS,      /* arg0 seat, arg1 node, arg2 track */
	A_SB_LEVEL,           /* arg0 seat, arg1 track, arg2 level */
	A_SB_BARBARIANS,      /* arg0 the ship's steps from the start */
	A_SB_DICE,            /* arg0 the sum (0: thrown), arg1 red die, arg2 event face + 1 */
	A_SB_PROGRESS,        /* arg0 progress row: it goes on top of its deck */
	A_KIND_COUNT
};

/* The lowest set bit's index of x (not 0), in plain C: a de Bruijn
 * sequence turns the isolated bit into a table index. */
static inline int board_low_bit(uint64_t x)
{
	static const uint8_t index64[64] = {
		0, 47, 1, 56, 48, 27, 2, 60, 57, 49, 41, 37, 28, 16, 3, 61,
		54, 58, 35, 52, 50, 42, 21, 44, 38, 32, 29, 23, 17, 11, 4, 62,
		46, 55, 26, 59, 40, 36, 15, 53, 34, 51, 20, 43, 31, 22, 10, 45,
		25, 39, 14, 33, 19, 30, 9, 24, 13, 18, 8, 12, 7, 6, 5, 63,
	};
	return index64[((x ^ (x - 1)) * UINT64_C(0x03f79d71b4cb0a89)) >> 58];
}

static inline int board_bits(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* ---- tables.c: what set-up reads of the card database, derived once ---- */
struct board_tables {
	struct board_map map;
	int res_db[BOARD_CARD_KINDS];         /* resource position -> carddb.resources index */
	int dev_count;                        /* development card rows */
	int dev_card[BOARD_MAX_DEV_ROWS];     /* row -> carddb.cards index */
	uint8_t dev_copies[BOARD_MAX_DEV_ROWS];
	uint8_t dev_vp[BOARD_MAX_DEV_ROWS];   /* points a hidden card is worth */
	uint8_t dev_strength[BOARD_MAX_DEV_ROWS]; /* what a face-up card adds to the army */
	bool dev_playable[BOARD_MAX_DEV_ROWS];/* it has an (on play ...) handler */
	bool dev_refuses[BOARD_MAX_DEV_ROWS]; /* its handler may refuse: tried first */
	int road_type;                        /* card type "road": (build-free p road) */
	uint8_t dev_cost[BOARD_RESOURCES];    /* what buying one costs */
	int deck_size;
	/* Cities & Knights (progress.c): the set that holds the progress
	 * cards (-1: none), and those cards by row with their track, copies
	 * and points. */
	int ck_set;
	int progress_count;
	int progress_card[BOARD_MAX_PROGRESS_ROWS];
	uint8_t progress_track[BOARD_MAX_PROGRESS_ROWS];
	uint8_t progress_copies[BOARD_MAX_PROGRESS_ROWS];
	uint8_t progress_vp[BOARD_MAX_PROGRESS_ROWS];
	bool progress_playable[BOARD_MAX_PROGRESS_ROWS];   /* it has an (on play ...) handler */
	bool progress_refuses[BOARD_MAX_PROGRESS_ROWS];    /* its handler may refuse: tried first */
	bool progress_before_roll[BOARD_MAX_PROGRESS_ROWS];/* played before the roll, not after */
	bool progress_turn_mods[BOARD_MAX_PROGRESS_ROWS];  /* it has (modify-turn ...) clauses */
	int settlement_type, city_type;       /* card types "settlement", "city" */
};

const void *board_load(const struct carddb *db, struct diag_list *diags);
void board_unload(const void *tables);
int board_tables_fill(struct board_tables *t, const struct carddb *db, struct diag_list *diags);

/* ---- costs of the pieces (board.md §1.1) ---- */
enum board_piece { PIECE_ROAD, PIECE_SETTLEMENT, PIECE_CITY, PIECE_COUNT };
extern const uint8_t board_piece_cost[PIECE_COUNT][BOARD_RESOURCES];

/* ---- options.c ---- */
int board_read_options(struct board_options *opt, const struct carddb *db,
                       const struct match_setup *setup, const int *sets, size_t set_count,
                       struct diag_list *diags);
const char *board_layout_word(const struct carddb *db, const struct match_setup *setup,
                              const int *sets, size_t set_count);

/* ---- cities.c, progress.c: Cities & Knights set up ---- */
int board_ck_read_options(struct board_ck_options *opt, const struct carddb *db,
                          const struct match_setup *setup, const int *sets, size_t set_count,
                          struct diag_list *diags);
bool board_ck_in_play(const struct board_tables *t, const int *sets, size_t set_count);
int board_ck_setup(struct board_state *s, struct diag_list *diags);
int board_ck_points(const struct board_state *s, int player);
int board_progress_tables_fill(struct board_tables *t, const struct carddb *db,
                               struct diag_list *diags);
void board_progress_decks(struct board_state *s);
int board_progress_draw(struct board_state *s, int player, int track);
void board_progress_under(struct board_state *s, int player, int row);
/* cities-check.c: the expansion's invariants (check.c asks them). */
int board_ck_check(const struct board_state *s, struct strbuf *why);

/* ---- setup.c, layout.c ---- */
bool board_plays_set(const struct carddb *db, int set);
void board_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why);
/* refuse.c: why a piece or the robber cannot go where a player named it
 * (struct game_rules conceivable and why_refused). */
size_t board_conceivable(const void *state, struct action *out, size_t max);
void board_why_refused(const void *state, const struct action *action, enum carddb_lang lang,
                       struct strbuf *why);
int board_init(void *state, const struct carddb *db, const void *tables,
               const struct match_setup *setup, struct diag_list *diags);
int board_deal_layout(struct board_state *s, const char *word, struct diag_list *diags);

/* ---- event.c, barbarians.c: a Cities & Knights roll ---- */
void board_ck_roll(struct board_state *s);
void board_ck_continue(struct board_state *s);
bool board_ck_deciding(const struct board_state *s);
int board_ck_current(const struct board_state *s);
bool board_robber_awake(const struct board_state *s);
bool board_over_limit(const struct board_state *s);
bool board_aqueduct_choices(const struct board_state *s);
int board_discard_limit(const struct board_state *s, int player);
void board_attack(struct board_state *s);
void board_battle(struct board_state *s);
uint64_t board_defence_knights(const struct board_state *s, int player, int mask);
size_t board_defend_options(const struct board_state *s, struct action *out, size_t max);
bool board_can_defend(const struct board_state *s, int mask);
bool board_attack_step(struct board_state *s);
bool board_can_pillage(const struct board_state *s, int player, int node);
void board_pillage(struct board_state *s, int player, int node);
/* The barbarians' strength; the active knights' of Catan and of each
 * player. */
int board_ck_strengths(const struct board_state *s, int *catan, int *knights);
size_t board_ck_legal(const struct board_state *s, struct action *out, size_t max);
bool board_ck_allowed(const struct board_state *s, const struct action *a);
void board_ck_carry_out(struct board_state *s, const struct action *a);
extern const char *const board_track_key[BOARD_TRACKS];
/* board.md §2.4, the commodity a city on a resource's hex adds (-1: none). */
extern const int8_t board_commodity_of[BOARD_RESOURCES];

/* ---- improve.c: city improvements, metropolises, walls ---- */
extern const int8_t board_track_commodity[BOARD_TRACKS];
extern const uint8_t board_wall_cost[BOARD_RESOURCES];
int board_improve_cost(const struct board_state *s, int track);
bool board_can_improve(const struct board_state *s, int track);
void board_improve(struct board_state *s, int track);
bool board_can_metropolis(const struct board_state *s, int node);
void board_place_metropolis(struct board_state *s, int node);
bool board_wall_site(const struct board_state *s, int player, int node);
bool board_can_wall(const struct board_state *s, int node);
void board_place_wall(struct board_state *s, int player, int node);
void board_build_wall(struct board_state *s, int node);
size_t board_ck_builds(const struct board_state *s, struct action *out, size_t max);

/* ---- knights.c ---- */
extern const uint8_t board_knight_cost[BOARD_RESOURCES];
extern const uint8_t board_activate_cost[BOARD_RESOURCES];
bool board_can_recruit(const struct board_state *s, int node);
void board_recruit(struct board_state *s, int node);
void board_place_knight(struct board_state *s, int player, int node, uint8_t knight);
bool board_can_activate(const struct board_state *s, int node);
void board_activate(struct board_state *s, int node);
bool board_may_promote(const struct board_state *s, int player, int node);
bool board_can_promote(const struct board_state *s, int node);
void board_raise_knight(struct board_state *s, int node);
void board_promote(struct board_state *s, int node);
void board_knights_end_turn(struct board_state *s);
size_t board_knight_builds(const struct board_state *s, struct action *out, size_t max);
bool board_can_move_knight(const struct board_state *s, int from, int to);
bool board_can_displace(const struct board_state *s, int from, int to);
bool board_can_chase(const struct board_state *s, int node);
void board_move_knight(struct board_state *s, int from, int to);
void board_displace(struct board_state *s, int from, int to);
void board_chase(struct board_state *s, int node);
uint8_t board_lift_knight(struct board_state *s, int node);
size_t board_errant_actions(const struct board_state *s, struct action *out, size_t max);
uint64_t board_knight_refuges(const struct board_state *s, int player);
bool board_can_relocate(const struct board_state *s, int node);
void board_relocate(struct board_state *s, int node);
size_t board_knight_actions(const struct board_state *s, struct action *out, size_t max);

/* ---- politics.c: what the politics progress cards do on the island ---- */
bool board_can_bishop(const struct board_state *s, int hex);
void board_bishop(struct board_state *s, int thief, int hex);
int board_activate_knights(struct board_state *s);
uint64_t board_foreign_knights(const struct board_state *s, int player);
void board_drive_off(struct board_state *s, int node);
void board_defect(struct board_state *s, int player, int node);
bool board_can_enlist(const struct board_state *s, int node);
void board_enlist(struct board_state *s, int node);
size_t board_enlist_options(const struct board_state *s, struct action *out, size_t max);
bool board_open_road(const struct board_state *s, int edge);
void board_remove_road(struct board_state *s, int edge);
bool board_can_replace_road(const struct board_state *s, int player, int edge);
void board_replace_road(struct board_state *s, int player, int edge);
/* the host's words for them (host.c asks, with a handle's kind and place) */
bool board_politics_fits(const struct board_state *s, int piece, int player, int kind, int at);
void board_politics_place(struct board_state *s, int piece, int player, int at);
int board_politics_sites(const struct board_state *s, int piece, int player, int32_t *out, int max);
int board_politics_zone(const struct board_state *s, int word, int player, int32_t *out, int max);
int board_politics_move(struct board_state *s, int kind, int at, int zone);

/* ---- turn.c: the one authority on what comes next ---- */
void board_after_dice(struct board_state *s, int sum);
bool board_setup_city(const struct board_state *s);
void board_after_setup_settlement(struct board_state *s, int node);
void board_after_setup_road(struct board_state *s);
void board_roll(struct board_state *s);
void board_after_discard(struct board_state *s);
void board_robber_moved(struct board_state *s);
void board_after_steal(struct board_state *s);
void board_after_build(struct board_state *s);
void board_after_effect(struct board_state *s);
void board_end_turn(struct board_state *s);
void board_after_offer_begun(struct board_state *s);
void board_after_counter_begun(struct board_state *s);
void board_after_offer(struct board_state *s);
void board_after_withdraw(struct board_state *s);
void board_after_answer(struct board_state *s);
void board_after_trade(struct board_state *s);
int board_current(const void *state);

/* ---- produce.c ---- */
void board_produce(struct board_state *s, int sum);

/* ---- build.c: where pieces may go ---- */
bool board_can_settle(const struct board_state *s, int player, int node, bool setup);
bool board_can_road(const struct board_state *s, int player, int edge);
bool board_can_city(const struct board_state *s, int player, int node);
bool board_can_afford(const struct board_state *s, int player, const uint8_t *cost);
void board_pay(struct board_state *s, int player, const uint8_t *cost);
void board_place_settlement(struct board_state *s, int player, int node);
void board_place_road(struct board_state *s, int player, int edge);
void board_place_city(struct board_state *s, int player, int node);
bool board_any_road_site(const struct board_state *s, int player);
void board_road_sites(const struct board_state *s, int player, uint64_t *out);

/* ---- bank.c: resources moving between bank and hands ---- */
void board_gain(struct board_state *s, int player, int res, int n);
void board_commodity_stock(struct board_state *s, int res, int n);
int board_bank_can_pay(const struct board_state *s, int res);
void board_lose(struct board_state *s, int player, int res, int n);
void board_move(struct board_state *s, int from, int to, int res, int n);
int board_random_card(struct board_state *s, int player);

/* ---- robber.c ---- */
bool board_can_rob(const struct board_state *s, int hex);
unsigned board_victims(const struct board_state *s, int hex, int thief);
void board_steal(struct board_state *s, int thief, int victim);

/* ---- trade.c ---- */
/* The card kinds of a hand a match deals in: the resources, and the
 * commodities after them while Cities & Knights is in play. */
static inline int board_card_kinds(const struct board_state *s)
{
	return s->ck.on ? BOARD_CARD_KINDS : BOARD_RESOURCES;
}
/* The cards of a kind there are in all (19 a resource, 12 a commodity). */
int board_kind_cards(const struct board_state *s, int kind);
bool board_can_bank(const struct board_state *s, int give, int take);
void board_do_bank(struct board_state *s, int give, int take);
/* Domestic trade (board.md §1.9), built a card an action: the offerer
 * begins an offer (board_begin_offer), adds a card to either side at a
 * time, then proposes or withdraws; each other player accepts, declines or
 * begins a counter, put together the same way; the offerer trades with one
 * who accepted or countered, or with nobody. */
bool board_can_begin_offer(const struct board_state *s);
void board_begin_offer(struct board_state *s);
bool board_can_accept(const struct board_state *s, int player);
bool board_can_begin_counter(const struct board_state *s, int player);
void board_answer_offer(struct board_state *s, int player, int kind);
int board_drafter(const struct board_state *s);
bool board_can_give(const struct board_state *s, int res);
bool board_can_want(const struct board_state *s, int res);
void board_add_card(struct board_state *s, int kind, int res);
bool board_can_propose(const struct board_state *s, const struct action *a);
void board_propose(struct board_state *s);
void board_withdraw(struct board_state *s);
/* Every answer to the offer is in: an offer nobody accepted (declined, or
 * met only with counters) is remembered for the rest of the turn
 * (board_state declined). */
void board_note_answers(struct board_state *s);
/* Whether the active player's offer give/get (counts by card kind) is one
 * nobody accepted this turn. */
bool board_declined_before(const struct board_state *s, const int *give, const int *get);
bool board_can_trade_with(const struct board_state *s, int player);
void board_trade_with(struct board_state *s, int player);
/* A propose action's args hold the terms it proposes, 5 bits a resource
 * (a side never names more cards of one resource than there are): so the
 * action says what it proposes, in the log and to a player who remembers
 * an offer declined. */
void board_pack_terms(const struct board_trade *t, struct action *a);
void board_unpack_terms(const struct action *a, struct board_trade *t);
/* The console's shorthand for a whole offer or counter in one line
 * (game_rules parse_steps): "offer 2 wool brick for 3 ore". */
int board_parse_steps(const void *state, int player, const char *text, struct action *out,
                      size_t max, struct strbuf *why);

/* ---- dev.c: development cards ---- */
bool board_can_buy(const struct board_state *s);
void board_buy(struct board_state *s);
bool board_can_play(const struct board_state *s, int row);
void board_play(struct board_state *s, int row);
int board_answer_effect(struct board_state *s, int32_t answer);
/* The card effect that runs (development and progress cards alike). */
int board_effect_start(struct board_state *s, int card);
enum effect_status board_effect_settle(struct board_state *s);
bool board_effect_would_run(const struct board_state *s, int card, bool refuses);

/* ---- progress-play.c: progress cards played (Cities & Knights) ---- */
bool board_can_play_progress(const struct board_state *s, int row);
void board_play_progress(struct board_state *s, int row);
size_t board_progress_plays(const struct board_state *s, struct action *out, size_t max);
void board_progress_why_not(const struct board_state *s, int card, struct strbuf *why);
static inline const struct effect_decision *board_pending(const struct board_state *s)
{
	return s->running && s->run.status == EFFECT_PENDING && !s->run.answered
	       ? &s->run.decision : NULL;
}

/* ---- turn-rates.c: the turn modifiers of progress cards played ---- */
bool board_has_turn_mods(const struct effect_program *program);
void board_turn_play(struct board_state *s, int card);
void board_turn_rates(const struct board_state *s, int player, uint8_t *rate);
void board_turn_plays_end(struct board_state *s);

/* ---- host.c ---- */
extern const struct effect_host board_host;

/* ---- roads.c: the longest trail ---- */
int board_road_length(const struct board_state *s, int player);

/* ---- index.c: derived data, recomputed after every change ---- */
void board_reindex(struct board_state *s);          /* after a piece changed */
void board_reindex_cards(struct board_state *s);    /* after only cards changed */
/* search: bit per player whose roads are searched; the others' lengths
 * are read from the state. */
void board_derive(const struct board_state *s, struct board_player *out, int *longest,
                  int *army, unsigned search);
bool board_check_victory(struct board_state *s);

/* ---- legal.c, apply.c, actions.c ---- */
size_t board_legal(const void *state, struct action *out, size_t max);
int board_apply(void *state, const struct action *action);
void board_apply_listed(void *state, const struct action *action);
void board_format_action(const void *state, const struct action *action, struct strbuf *out);
const char *board_res_key(const struct board_state *s, int res);
/* narrate.c: what an action did (struct game_rules events). */
void board_events(const void *before, const void *after, const struct action *action,
                  int viewer, struct game_events *out);
const char *board_res_letter(const struct board_state *s, int res);

/* ---- two.c: the two-player variant's neutrals and trade tokens ---- */
int board_two_set(const struct carddb *db);
int board_read_two_options(struct board_two_options *two, const struct carddb *db,
                           const struct match_setup *setup, const int *sets, size_t set_count,
                           struct diag_list *diags);
int board_two_setup(struct board_state *s, struct diag_list *diags);
bool board_desert_node(const struct board_state *s, int node);
int board_desert(const struct board_state *s);
int board_settlement_tokens(const struct board_state *s, int node);
void board_two_settled(struct board_state *s, int player, int node, bool setup);
int board_token_cost(const struct board_state *s);
bool board_can_forced_trade(const struct board_state *s);
void board_forced_trade(struct board_state *s);
bool board_can_hand_over(const struct board_state *s, int res);
void board_hand_over(struct board_state *s, int res);
bool board_can_token_robber(const struct board_state *s);
void board_token_robber(struct board_state *s);
bool board_can_discard_knight(const struct board_state *s, int row);
void board_discard_knight(struct board_state *s, int row);
size_t board_neutral_options(const struct board_state *s, struct action *out, size_t max);
bool board_can_neutral(const struct board_state *s, const struct action *a);
void board_build_neutral(struct board_state *s, const struct action *a);
void board_neutral_due(struct board_state *s, int piece);
/* two-cities.c: with Cities & Knights, the neutral's knight that a seat's
 * knight brings (A_NEUTRAL's piece beyond enum board_piece). */
enum { NEUTRAL_KNIGHT = PIECE_COUNT, NEUTRAL_PROMOTE };
size_t board_two_ck_options(const struct board_state *s, struct action *out, size_t max);
void board_two_ck_build(struct board_state *s, const struct action *a);
uint64_t board_neutral_knights(const struct board_state *s);
void board_after_neutral(struct board_state *s);

/* ---- sandbox.c ---- */
int board_parse_sandbox(const void *state, int player, const char *text,
                        enum carddb_lang lang, struct action *out, struct strbuf *why);
int board_apply_sandbox(struct board_state *s, const struct action *a);
/* The row among count rows of card (carddb.cards indexes) that word names,
 * by key or by name in any language, or -1. */
int board_sandbox_row(const struct board_state *s, const int *card, int count, const char *word);
/* sandbox-cities.c: Cities & Knights' commands, asked first while the
 * set is in play (1: not one of them). */
int board_ck_parse_sandbox(const struct board_state *s, char **w, int n, enum carddb_lang lang,
                           struct action *out, struct strbuf *why);
int board_ck_apply_sandbox(struct board_state *s, const struct action *a);
void board_ck_format_sandbox(const struct board_state *s, const struct action *a,
                             struct strbuf *out);
/* The resource position word names (as actions name it, names.h), or -1
 * with why: for the sandbox and the shorthands of steps.c. */
int board_parse_res(const struct board_state *s, const char *word, struct strbuf *why);

/* ---- render.c, json.c, eval.c, check.c, board.c ---- */
void board_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                  struct strbuf *out);
void board_write_json(const void *state, int viewer, struct json_writer *w);
/* render-cities.c: Cities & Knights in the view (render.c asks it). An
 * intersection's mark (a knight, a city with a wall or a metropolis, a
 * pillaged city): its colour's seat, or -1 when the base game's mark
 * stands. */
int board_ck_node_mark(const struct board_state *s, int node, char *buf, size_t size);
void board_ck_player_lines(const struct board_state *s, int viewer, enum carddb_lang lang, int p,
                           struct strbuf *out);
void board_ck_dice(const struct board_state *s, struct strbuf *out);
void board_ck_lines(const struct board_state *s, struct strbuf *out);
/* The event die's face as a word of the catalogue (N_), untranslated. */
const char *board_ck_event_word(int event);
/* narrate-cities.c: Cities & Knights in what an action did (narrate.c
 * asks it). */
void board_ck_news(const struct board_state *a, const struct board_state *b,
                   struct game_events *out);
void board_ck_neutral_events(const struct board_state *a, const struct board_state *b,
                             int neutral, struct game_events *out);
void board_ck_player_events(const struct board_state *a, const struct board_state *b,
                            const struct action *action, int viewer, int p,
                            struct game_events *out);
void board_ck_asked(const struct board_state *a, const struct board_state *b,
                    struct game_events *out);
/* json-cities.c: Cities & Knights in the JSON (json.c asks it). */
void board_ck_json_player(const struct board_state *s, int p, bool open, struct json_writer *w);
void board_ck_json(const struct board_state *s, struct json_writer *w);
double board_evaluate(const void *state, int player);
/* eval-cities.c: Cities & Knights' part of the estimate, and what a hand is
 * for beyond the base game's pieces, added into need (by card kind). */
double board_ck_evaluate(const struct board_state *s, int player);
void board_ck_needs(const struct board_state *s, int player, int *need);
void board_determinise(void *state, int viewer, struct rng *rng);
int board_check(const void *state, struct strbuf *why);
const char *board_phase_name(const struct board_state *s);

#endif
