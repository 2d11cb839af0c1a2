/*
 * diag: problems found in untrusted input, with the place they were found.
 *
 * Card databases and game logs are user files. Loading one does not stop at
 * the first problem: every problem becomes a diag in a list, so that
 * `catan db check` can report them all, each naming what and where.
 */
#ifndef CATAN_CORE_DIAG_H
#define CATAN_CORE_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "core/strbuf.h"

/* Where a problem is. Empty strings and zero numbers mean "does not apply". */
struct diag_where {
	char source[256];  /* the database or log file, as the user named it */
	char table[32];    /* database table */
	char card[64];     /* card key (or other row key) */
	char column[32];   /* database column */
	int line;          /* 1-based line inside a text (an effect, a log) */
	int col;           /* 1-based column inside that line */
};

struct diag {
	struct diag_where where;
	char message[384];
};

/* Lists stop growing at DIAG_MAX; later problems are only counted. */
#define DIAG_MAX 500

struct diag_list {
	struct diag *items;
	size_t count;
	size_t cap;
	size_t dropped;    /* problems past DIAG_MAX, or lost to a failed allocation */
};

#define DIAG_LIST_INIT { NULL, 0, 0, 0 }

void diag_list_free(struct diag_list *list);
size_t diag_list_total(const struct diag_list *list);

/* Sets every field of where; NULL strings become empty. */
void diag_where_set(struct diag_where *where, const char *source, const char *table,
                    const char *card, const char *column, int line, int col);

void diag_add(struct diag_list *list, const struct diag_where *where, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_vadd(struct diag_list *list, const struct diag_where *where, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

/* One line, no newline:
 *   SOURCE: table T, card K, column C, LINE:COL: MESSAGE
 * with the parts that do not apply left out. */
void diag_format(const struct diag *d, struct strbuf *out);

/* Every diag, one per line, then a count if some were dropped. */
void diag_list_print(const struct diag_list *list, FILE *out);

#endif
