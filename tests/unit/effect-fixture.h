/*
 * effect-fixture: a test resolver and a tiny fake game for the effect tests.
 *
 * The resolver knows a handful of cards by key and by their German, Dutch
 * and English names, the card types and kinds of the principality game,
 * and its six resources. The fake game keeps cards in zones, resources per
 * player, and a log of every change the interpreter asks for, one line
 * each, so a test compares what happened against golden text.
 */
#ifndef CATAN_TESTS_EFFECT_FIXTURE_H
#define CATAN_TESTS_EFFECT_FIXTURE_H

#include <stddef.h>
#include <stdint.h>

#include "effect/effect.h"

/* Card ids of the test resolver. */
enum {
	TC_ABBEY, TC_LIBRARY, TC_UNIVERSITY, TC_ARSONIST, TC_BISHOP, TC_SPY, TC_PLAGUE,
	TC_GARRISON, TC_KNIGHT, TC_FLEET, TC_FIELDS, TC_FOREST, TC_TOWN_HALL, TC_WATCHTOWER,
	TC_COUNT
};

/* Card type ids. */
enum { TT_ROAD, TT_SETTLEMENT, TT_CITY, TT_REGION, TT_BUILDING, TT_KNIGHT, TT_FLEET,
       TT_CANNON, TT_ACTION, TT_EVENT, TT_COUNT };

/* Resource ids. */
enum { TR_LUMBER, TR_BRICK, TR_GRAIN, TR_WOOL, TR_ORE, TR_GOLD, TR_COUNT };

/* Rule option ids of the test resolver: SPY_TAKES, CARAVAN_WITH and
 * MARKTTAG_EFFECT are enums with the database's words, HARBOR_OWN_C a
 * bool, the others numbers. */
enum { TO_SPY_TAKES, TO_HARBOR_OWN_C, TO_UNIVERSITY_HAND_BONUS, TO_BRIGAND_LOSES,
       TO_CARAVAN_WITH, TO_MARKTTAG_EFFECT, TO_COUNT };

/* The words of the test game: every word the cards of all games say. */
enum test_face {
	TEST_FACE_BRIGAND, TEST_FACE_WINDMILL, TEST_FACE_TOURNAMENT,
	TEST_FACE_PLENTY, TEST_FACE_EVENT,
	TEST_FACE_BARBARIANS, TEST_FACE_SCIENCE, TEST_FACE_TRADE,
	TEST_FACE_POLITICS,
	TEST_FACE_COUNT
};

enum test_modifier {
	TEST_MOD_DISCOUNT, TEST_MOD_HAND_LIMIT, TEST_MOD_STRENGTH, TEST_MOD_TOURNAMENT,
	TEST_MOD_COMMERCE, TEST_MOD_VP, TEST_MOD_TRADE_RATE, TEST_MOD_SEARCH_PRICE,
	TEST_MOD_PRODUCTION, TEST_MOD_PROTECTED, TEST_MOD_DRAWS, TEST_MOD_TRADES,
	TEST_MOD_OPEN_HAND, TEST_MOD_SEES_DRAWS, TEST_MOD_PROGRESS_LIMIT,
	TEST_MOD_COUNT
};

enum test_zone {
	TEST_ZONE_HAND, TEST_ZONE_PRINCIPALITY, TEST_ZONE_DISCARD,
	TEST_ZONE_STACK, TEST_ZONE_STACK_TOP, TEST_ZONE_LANDS,
	TEST_ZONE_OPEN_ROW, TEST_ZONE_SUPPLY, TEST_ZONE_OUT, TEST_ZONE_MARKET,
	TEST_ZONE_REGION_STACK, TEST_ZONE_EVENT_STACK,
	TEST_ZONE_COUNT
};

enum test_points {
	TEST_POINTS_VP, TEST_POINTS_STRENGTH, TEST_POINTS_TOURNAMENT,
	TEST_POINTS_COMMERCE, TEST_POINTS_PROGRESS, TEST_POINTS_COUNT
};

enum test_advantage {
	TEST_ADV_STRENGTH, TEST_ADV_COMMERCE,
	TEST_ADV_LONGEST_ROAD, TEST_ADV_LARGEST_ARMY, TEST_ADV_MERCHANT,
	TEST_ADV_COUNT
};

enum test_relation { TEST_REL_NEAR, TEST_REL_SAME_CITY, TEST_REL_COUNT };

enum test_phase {
	TEST_PHASE_BEFORE_ROLL, TEST_PHASE_ACTION, TEST_PHASE_BUILD_SETTLEMENT,
	TEST_PHASE_TRADE, TEST_PHASE_DRAW, TEST_PHASE_COUNT
};

enum test_die { TEST_DIE_PRODUCTION, TEST_DIE_RED, TEST_DIE_WHITE, TEST_DIE_COUNT };

enum test_grant { TEST_GRANT_CHOOSE_REGIONS, TEST_GRANT_FREE_SEARCH, TEST_GRANT_COUNT };

enum test_piece { TEST_PIECE_ROBBER, TEST_PIECE_MERCHANT, TEST_PIECE_PIRATE, TEST_PIECE_COUNT };

enum test_act { TEST_A_FLIP_DESTINY = EFFECT_A_GAME };

/* The schema's kinds and placements, in its order. */
enum test_card_kind {
	TEST_KIND_CENTER, TEST_KIND_REGION, TEST_KIND_BUILDING, TEST_KIND_UNIT,
	TEST_KIND_ACTION, TEST_KIND_EVENT, TEST_KIND_RESOURCE, TEST_KIND_PROGRESS,
	TEST_KIND_MARKER, TEST_KIND_COUNT
};

enum test_placement {
	TEST_PLACE_CENTER_ROW, TEST_PLACE_REGION_SLOT, TEST_PLACE_SETTLEMENT,
	TEST_PLACE_CITY, TEST_PLACE_OPPONENT_CITY, TEST_PLACE_STACK,
	TEST_PLACE_NONE, TEST_PLACE_COUNT
};

extern const struct effect_words test_words;
extern const struct effect_resolver test_resolver;
extern const struct effect_host test_host;

#define FAKE_CARDS 64

struct fake_card {
	int32_t def;             /* TC_*, or a database card index */
	int32_t type, kind, placement, produces;
	const struct effect_program *program;  /* its effect, when immunity should ask it */
	int32_t zone;            /* EFFECT_ZONE(...) */
	int32_t owner;
	int32_t stock;           /* regions */
	int32_t site;            /* position on the row: |a - b| <= 1 borders */
	int32_t memory;
};

struct fake_game {
	int players, active, phase;
	int32_t resources[EFFECT_MAX_PLAYERS][TR_COUNT];
	int32_t points[EFFECT_MAX_PLAYERS][TEST_POINTS_COUNT];
	int32_t holder[TEST_ADV_COUNT];
	struct fake_card cards[FAKE_CARDS];
	int ncards;
	int32_t rolls[16];       /* what the die shows, in turn; then 6 */
	int nrolls, next_roll;
	int32_t rolled;          /* what the production die showed: (die); 0 none */
	int32_t huge_list;       /* > 0: every zone lists this many copies of card 0 */
	int32_t resource_ids[TR_COUNT]; /* the resolver's id of each resource slot */
	int use_programs;        /* immunity comes from the cards' programs, not the Garrison rule */
	int32_t options[EFFECT_OPTION_MAX]; /* what EFFECT_Q_OPTION answers, by option id */
	char log[4096];
	size_t log_len;
};

void fake_init(struct fake_game *g, int players);
/* Adds a card; returns its handle. */
int32_t fake_add(struct fake_game *g, int32_t def, int32_t zone_kind, int32_t owner, int32_t site);

/* Adds a card with explicit attributes (a card of a real database). */
int32_t fake_add_card(struct fake_game *g, int32_t def, int32_t type, int32_t kind,
                      int32_t placement, int32_t produces, int32_t zone_kind, int32_t owner,
                      int32_t site, const struct effect_program *program);

/* Compiles text with the test resolver; on errors returns NULL and
 * writes "LINE:COL: message" lines into errors (may be NULL). */
struct effect_program *compile_text(const char *text, char *errors, size_t size);

/* Runs handler index of program to its end, answering every decision
 * with the answers in order (then with the first option). Returns the
 * final status. */
enum effect_status run_with_answers(const struct effect_program *p, size_t clause,
                                    struct fake_game *g, int32_t self, int32_t card,
                                    const int32_t *answers, int nanswers);

#endif
