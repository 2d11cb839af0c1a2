/*
 * Private to the carddb module: reading one table through column rules.
 */
#ifndef CATAN_CARDDB_READ_H
#define CATAN_CARDDB_READ_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/diag.h"

struct arena;

enum column_type {
	COL_INT,        /* INTEGER from min to max */
	COL_TEXT,       /* one-line printable UTF-8 of min to max bytes */
	COL_LONG_TEXT,  /* like COL_TEXT, newlines and tabs allowed */
};

struct column_rule {
	const char *name;
	enum column_type type;
	bool nullable;
	int min, max;               /* value range, or text length in bytes */
	const char *const *words;   /* text only: the allowed values, NULL-ended */
};

/* One value read through its rule. number holds an integer, or the index of
 * a word in rule->words; text points into the database's arena. */
struct cell {
	bool is_null;
	int number;
	const char *text;
};

struct table_reader {
	/* Set by the caller before reader_open. */
	const char *source;
	const char *table;
	const struct column_rule *columns;  /* columns[0] is the row's key */
	size_t column_count;
	struct diag_list *diags;
	struct arena *arena;
	uint64_t *digest;
	/* Kept by the reader. */
	sqlite3 *sql;
	sqlite3_stmt *stmt;
	char row_key[64];
	bool row_ok;                        /* the current row had no problem */
	size_t problems;
};

/* Checks that the table and its columns exist and starts the query. */
bool reader_open(struct table_reader *r, sqlite3 *sql, const char *order_by);
/* Reads the next row into cells (column_count of them): 1, or 0 at the end. */
int reader_next(struct table_reader *r, struct cell *cells);
void reader_close(struct table_reader *r);

/* Reports a problem of the current row (column may be NULL). */
void reader_error(struct table_reader *r, const char *column, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void reader_where(const struct table_reader *r, const char *column, struct diag_where *where);

#endif
