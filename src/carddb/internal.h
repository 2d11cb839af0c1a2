/*
 * Private to the carddb module: what its files share.
 */
#ifndef CATAN_CARDDB_INTERNAL_H
#define CATAN_CARDDB_INTERNAL_H

#include <sqlite3.h>

#include "carddb/carddb.h"
#include "carddb/read.h"

/* Everything one load needs while it runs; load.c and board.c read their
 * tables through it. */
struct loader {
	sqlite3 *sql;
	struct carddb *db;
	struct diag_list *diags;
	size_t problems;
	bool cards_readable;    /* the card table has every column */
	int unreadable;         /* tables that are missing or lack columns */
};

/* A reader for table and its column rules, reporting into the load's
 * diagnostics; finish closes it and counts its problems as the load's. */
void loader_start(struct loader *l, struct table_reader *r, const char *table,
                  const struct column_rule *columns, size_t count);
void loader_finish(struct loader *l, struct table_reader *r);

/* Opens path read-only (NULL: the built-in image) with every protection an
 * untrusted file needs. Returns NULL with a diag on failure. */
sqlite3 *carddb_sqlite_open(const char *path, const char *source, struct diag_list *diags);

/* Reads and validates every table of an open database into db. Returns the
 * number of problems found (0: db is complete). */
size_t carddb_read_all(sqlite3 *sql, struct carddb *db, struct diag_list *diags);

/* Reads the board game's island (the board_* tables) into the load's
 * database, after the resources, counting its problems as the load's. */
void carddb_read_board(struct loader *l);

/* Compiles every card's effect into card->program, reporting each problem
 * with its line:column. Returns the number of problems. */
size_t carddb_compile_effects(struct carddb *db, struct diag_list *diags);
void carddb_free_effects(struct carddb *db);

#endif
