/*
 * game-fixture: the card database and one game's tables, as a test group
 * loads them once in its setup and frees them in its teardown.
 */
#ifndef CATAN_TESTS_GAME_FIXTURE_H
#define CATAN_TESTS_GAME_FIXTURE_H

#include "carddb/carddb.h"
#include "games/game.h"

/* Loads the built-in cards into *db and rules' tables for them into
 * *tables; prints what went wrong and returns -1 when either fails. */
int game_fixture_load(const struct game_rules *rules, struct carddb **db, const void **tables);
void game_fixture_free(const struct game_rules *rules, struct carddb *db, const void *tables);

/* A set-up of the game's base sets for players and seed, with no theme
 * and no option, for a test to add to. */
void game_fixture_setup(struct match_setup *setup, int players, uint64_t seed);

/* A new match of rules as setup asks, in a state of its own (free() it);
 * NULL, with the game's reasons printed, when the game refuses it. */
void *game_fixture_start(const struct game_rules *rules, const struct carddb *db,
                         const void *tables, const struct match_setup *setup);

/* A test program's group of one game: declares its card database db and
 * the game's tables for it, and the group's setup_db, which loads both
 * once for every test, and teardown_db, which frees them; for
 * cmocka_run_group_tests(tests, setup_db, teardown_db). */
#define GAME_FIXTURE_GROUP(rules)                                              \
	static struct carddb *db;                                                  \
	static const void *tables;                                                 \
	static int setup_db(void **state)                                          \
	{                                                                          \
		(void)state;                                                           \
		return game_fixture_load((rules), &db, &tables);                       \
	}                                                                          \
	static int teardown_db(void **state)                                       \
	{                                                                          \
		(void)state;                                                           \
		game_fixture_free((rules), db, tables);                                \
		return 0;                                                              \
	}

#endif
