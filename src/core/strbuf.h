/*
 * strbuf: a growable, always NUL-terminated string.
 *
 * Used for output that is built once and printed (tables, JSON, messages),
 * never inside a running match, which allocates nothing.
 */
#ifndef CATAN_CORE_STRBUF_H
#define CATAN_CORE_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

struct strbuf {
	char *data;      /* NUL-terminated; NULL until the first append */
	size_t len;      /* bytes before the NUL */
	size_t cap;      /* bytes allocated */
	int failed;      /* an allocation failed; the text is truncated */
};

#define STRBUF_INIT { NULL, 0, 0, 0 }

void strbuf_free(struct strbuf *sb);
void strbuf_reset(struct strbuf *sb);
void strbuf_append(struct strbuf *sb, const char *text, size_t len);
void strbuf_puts(struct strbuf *sb, const char *text);
void strbuf_putc(struct strbuf *sb, char c);
void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void strbuf_vprintf(struct strbuf *sb, const char *fmt, va_list ap);
/* The text so far; "" for an empty buffer, never NULL. */
const char *strbuf_str(const struct strbuf *sb);

#endif
