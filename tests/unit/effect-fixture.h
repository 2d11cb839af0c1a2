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
	int32_t points[EFFECT_MAX_PLAYERS][EFFECT_POINTS_COUNT];
	int32_t holder[EFFECT_ADV_COUNT];
	struct fake_card cards[FAKE_CARDS];
	int ncards;
	int32_t rolls[16];       /* what the die shows, in turn; then 6 */
	int nrolls, next_roll;
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
