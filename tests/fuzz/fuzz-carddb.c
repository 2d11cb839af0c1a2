/*
 * fuzz-carddb: libFuzzer over the card database loader and the check that
 * a database is playable.
 *
 * An input is SQL run against a copy of the built-in database (the form a
 * card designer's edit takes: UPDATE card SET count = 0 ...), with the
 * schema's CHECK constraints off so that the loader meets every value; or,
 * when it starts with the SQLite file header, a database image itself. The
 * result is loaded as catan loads a file, and a database that loads is
 * played as catan db check's trial plays it, shorter: every game set up
 * with its base sets and a random match of a few turns played with the
 * game's check() after every action. Crashes, sanitizer reports and leaks
 * are findings; refusals and broken invariants (which db check reports)
 * are expected. The SQL may only change the
 * in-memory copy: an authorizer allows reading and changing rows and
 * tables, nothing that reaches a file.
 */
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "games/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_SQL 4096
#define MAX_STEPS 100000     /* progress-handler calls: no query runs long */

static int allow(void *unused, int action, const char *a, const char *b, const char *c,
                 const char *d)
{
	(void)unused;
	(void)a;
	(void)b;
	(void)c;
	(void)d;
	switch (action) {
	case SQLITE_SELECT: case SQLITE_READ: case SQLITE_INSERT: case SQLITE_UPDATE:
	case SQLITE_DELETE: case SQLITE_FUNCTION: case SQLITE_RECURSIVE:
	case SQLITE_CREATE_TABLE: case SQLITE_DROP_TABLE: case SQLITE_ALTER_TABLE:
	case SQLITE_CREATE_INDEX: case SQLITE_DROP_INDEX:
		return SQLITE_OK;
	default:
		return SQLITE_DENY;
	}
}

static int steps_left(void *count)
{
	return --*(long *)count <= 0;
}

/* The built-in database changed by sql, as a new image (sqlite3_free it). */
static unsigned char *edited_image(const char *sql, sqlite3_int64 *size)
{
	sqlite3 *db = NULL;
	unsigned char *copy = sqlite3_malloc64(carddb_default_image_size);
	if (!copy || sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
		abort();
	memcpy(copy, carddb_default_image, carddb_default_image_size);
	/* RESIZEABLE: SQLite grows the copy with sqlite3_realloc64 itself. */
	if (sqlite3_deserialize(db, "main", copy, (sqlite3_int64)carddb_default_image_size,
	                        (sqlite3_int64)carddb_default_image_size,
	                        SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE) !=
	    SQLITE_OK)
		abort();
	sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
	sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1 << 16);
	sqlite3_exec(db, "PRAGMA ignore_check_constraints = 1", NULL, NULL, NULL);
	sqlite3_set_authorizer(db, allow, NULL);
	long steps = MAX_STEPS;
	sqlite3_progress_handler(db, 100, steps_left, &steps);
	sqlite3_exec(db, sql, NULL, NULL, NULL);
	sqlite3_progress_handler(db, 0, NULL, NULL);
	sqlite3_set_authorizer(db, NULL, NULL);
	unsigned char *image = sqlite3_serialize(db, "main", size, 0);
	sqlite3_close(db);
	return image;
}

#define TRIAL_ACTIONS 300

/* A short random match of rules on db, checked after every action. */
static void trial(const struct game_rules *rules, const struct carddb *db)
{
	struct diag_list diags = DIAG_LIST_INIT;
	const void *tables = NULL;
	void *state = malloc(rules->state_size);
	struct action *legal = malloc(GAME_MAX_ACTIONS * sizeof *legal);
	if (!state || !legal)
		abort();
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = 2;
	setup.seed = 1;
	struct strbuf why = STRBUF_INIT;
	if (game_load(rules, db, &tables, &diags) == 0 &&
	    rules->init(state, db, tables, &setup, &diags) == 0) {
		struct rng rng;
		rng_seed(&rng, 7);
		for (int n = 0; n < TRIAL_ACTIONS && rules->current(state) >= 0; n++) {
			size_t count = rules->legal(state, legal, GAME_MAX_ACTIONS);
			if (count == 0)
				break;
			if (rules->apply(state, &legal[rng_below(&rng, count)]) != 0)
				break;
			strbuf_reset(&why);
			if (rules->check(state, &why) != 0)
				break;
		}
	}
	strbuf_free(&why);
	game_unload(rules, tables);
	free(legal);
	free(state);
	diag_list_free(&diags);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db;
	if (size >= 16 && memcmp(data, "SQLite format 3", 16) == 0) {
		db = carddb_load_image(data, size, "fuzz.db", &diags);
	} else {
		char sql[MAX_SQL + 1];
		size_t len = size < MAX_SQL ? size : MAX_SQL;
		memcpy(sql, data, len);
		sql[len] = '\0';
		sqlite3_int64 image_size = 0;
		unsigned char *image = edited_image(sql, &image_size);
		db = image ? carddb_load_image(image, (size_t)image_size, "fuzz.db", &diags) : NULL;
		sqlite3_free(image);
	}
	if (db) {
		for (size_t i = 0; game_table[i]; i++)
			trial(game_table[i], db);
		carddb_free(db);
	}
	diag_list_free(&diags);
	return 0;
}
