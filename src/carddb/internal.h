/*
 * Private to the carddb module: what its files share.
 */
#ifndef CATAN_CARDDB_INTERNAL_H
#define CATAN_CARDDB_INTERNAL_H

#include <sqlite3.h>

#include "carddb/carddb.h"

/* Opens path read-only (NULL: the built-in image) with every protection an
 * untrusted file needs. Returns NULL with a diag on failure. */
sqlite3 *carddb_sqlite_open(const char *path, const char *source, struct diag_list *diags);

/* Reads and validates every table of an open database into db. Returns the
 * number of problems found (0: db is complete). */
size_t carddb_read_all(sqlite3 *sql, struct carddb *db, struct diag_list *diags);

/* Reads the board game's island (the board_* tables) into db, after the
 * resources. Returns the number of problems found. */
size_t carddb_read_board(sqlite3 *sql, struct carddb *db, struct diag_list *diags);

/* Compiles every card's effect into card->program, reporting each problem
 * with its line:column. Returns the number of problems. */
size_t carddb_compile_effects(struct carddb *db, struct diag_list *diags);
void carddb_free_effects(struct carddb *db);

#endif
