/*
 * fuzz-carddb: libFuzzer over the card database loader and the check that
 * a database is playable.
 *
 * An input is SQL run against a copy of the built-in database (the form a
 * card designer's edit takes: UPDATE card SET count = 0 ...), with the
 * schema's CHECK constraints off so that the loader meets every value; or,
 * when it starts with the SQLite file header, a database image itself. The
 * result is loaded as catan loads a file, and a database that loads is
 * checked as catan db check checks it: every game set up, random matches
 * played with every invariant checked. Crashes, sanitizer reports and leaks
 * are findings; refusals are expected. The SQL may only change the
 * in-memory copy: an authorizer allows reading and changing rows and
 * tables, nothing that reaches a file.
 */
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "carddb/carddb.h"
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
	if (sqlite3_deserialize(db, "main", copy, (sqlite3_int64)carddb_default_image_size,
	                        (sqlite3_int64)carddb_default_image_size * 4,
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
			ai_check_playable(game_table[i], db, &diags);
		carddb_free(db);
	}
	diag_list_free(&diags);
	return 0;
}
