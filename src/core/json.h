/*
 * json: a streaming JSON writer into a strbuf.
 *
 * `state --json` and the tools built on it need one JSON text per call,
 * written as the match is walked; nothing here parses JSON. The writer knows
 * where it is (object or array, key written or not, first item or not), so it
 * places the commas and colons itself and callers only say what comes next.
 *
 * Misuse -- a value where a key belongs, a key in an array, closing what was
 * not opened, nesting deeper than JSON_MAX_DEPTH, a second top-level value --
 * sets the writer's error flag; from then on every call is ignored, so a
 * buggy caller gets a flag to check, never a crash or a half-right text.
 *
 * Strings are written as RFC 8259 asks: '"' and '\' escaped, the control
 * characters U+0000-U+001F escaped (\b \f \n \r \t in their short forms, the
 * rest as \u00xx with lower-case hex), all other well-formed UTF-8 passed
 * through unchanged, and every ill-formed stretch (see text.h) replaced by
 * U+FFFD, so the output is always valid UTF-8 whatever the input was.
 *
 * Compact output has no whitespace at all. Pretty output puts each member and
 * element on its own line, indented by two spaces per level, with a space
 * after each colon; empty containers stay "{}" and "[]". Neither form ends
 * with a newline.
 */
#ifndef CATAN_CORE_JSON_H
#define CATAN_CORE_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "core/strbuf.h"

#define JSON_MAX_DEPTH 32

/* Flags for json_init. */
#define JSON_PRETTY 1

struct json_writer {
	struct strbuf *out;
	int pretty;
	int failed;        /* misuse seen: the text is incomplete */
	int depth;         /* open containers */
	int done;          /* the top-level value is complete */
	int have_key;      /* inside an object, a key waits for its value */
	char kind[JSON_MAX_DEPTH];   /* '{' or '[' for each open container */
	char items[JSON_MAX_DEPTH];  /* whether that container has a member yet */
};

/* Starts a writer that appends one JSON text to out. */
void json_init(struct json_writer *w, struct strbuf *out, int flags);

void json_begin_object(struct json_writer *w);
void json_end_object(struct json_writer *w);
void json_begin_array(struct json_writer *w);
void json_end_array(struct json_writer *w);

/* The name of the next member; only inside an object, before each value. */
void json_key(struct json_writer *w, const char *key);

/* A NULL s writes null, so an optional field needs no branch. */
void json_string(struct json_writer *w, const char *s);
/* The same for len bytes that may contain NUL (written as \u0000). */
void json_string_len(struct json_writer *w, const char *s, size_t len);
void json_int(struct json_writer *w, int64_t value);
void json_uint(struct json_writer *w, uint64_t value);
/* A number with that many decimals (0 to 17), fixed so that one value
 * gives one text; null for NaN and infinities. */
void json_fixed(struct json_writer *w, double value, int decimals);
void json_bool(struct json_writer *w, int value);
void json_null(struct json_writer *w);

/* Key and value in one call, for the common member. */
void json_member_string(struct json_writer *w, const char *key, const char *s);
void json_member_int(struct json_writer *w, const char *key, int64_t value);
void json_member_bool(struct json_writer *w, const char *key, int value);

/* 0 when exactly one complete value was written and nothing went wrong
 * (including an allocation failure in the strbuf), -1 otherwise. */
int json_finish(const struct json_writer *w);

/* Appends s as a JSON string literal, quotes included, to out: the escaping
 * described above, usable without a writer. */
void json_quote(struct strbuf *out, const char *s, size_t len);

#endif
