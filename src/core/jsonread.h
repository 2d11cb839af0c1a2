/*
 * jsonread: a small JSON reader, for the files catan writes and reads back
 * (the reports of simulation shards).
 *
 * The whole text is read into a tree that lives in an arena: objects keep
 * their members in order, numbers keep the text they were written as so
 * that a 64-bit integer comes back whole. RFC 8259 is followed, with two
 * limits that files written by catan never reach: nesting deeper than
 * JSONREAD_MAX_DEPTH, and \u escapes outside the Basic Multilingual Plane
 * written as surrogate pairs, are refused. A refusal says what was
 * expected at which line and column; the reader never crashes on any input.
 */
#ifndef CATAN_CORE_JSONREAD_H
#define CATAN_CORE_JSONREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/strbuf.h"

#define JSONREAD_MAX_DEPTH 64

enum jsonread_type { JSONREAD_NULL, JSONREAD_BOOL, JSONREAD_NUMBER, JSONREAD_STRING,
                     JSONREAD_ARRAY, JSONREAD_OBJECT };

struct jsonread_value {
	enum jsonread_type type;
	bool boolean;
	const char *text;        /* a string's value, or a number as written */
	size_t count;            /* an array's items, an object's members */
	struct jsonread_value **items;
	const char **keys;       /* an object's member names, as items */
};

/* Reads the one JSON text of len bytes into a tree allocated in arena.
 * Returns its root, or NULL with why ("line 3, column 7: ..."). */
struct jsonread_value *jsonread_parse(struct arena *arena, const char *text, size_t len,
                                      struct strbuf *why);

/* The member key of object, or NULL (also when object is no object). */
const struct jsonread_value *jsonread_member(const struct jsonread_value *object,
                                             const char *key);
/* A number that is a whole number from min to max into *out: 0, or -1. */
int jsonread_integer(const struct jsonread_value *value, int64_t min, int64_t max, int64_t *out);
int jsonread_unsigned(const struct jsonread_value *value, uint64_t *out);

#endif
