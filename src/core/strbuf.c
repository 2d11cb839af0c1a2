#include "core/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strbuf_free(struct strbuf *sb)
{
	free(sb->data);
	sb->data = NULL;
	sb->len = sb->cap = 0;
	sb->failed = 0;
}

void strbuf_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->data)
		sb->data[0] = '\0';
}

/* Makes room for extra more bytes plus the NUL; on failure the buffer keeps
 * what it has and remembers that it is incomplete. */
static int strbuf_reserve(struct strbuf *sb, size_t extra)
{
	if (sb->failed)
		return 0;
	if (sb->len + extra + 1 <= sb->cap)
		return 1;
	size_t cap = sb->cap ? sb->cap : 64;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	char *data = realloc(sb->data, cap);
	if (!data) {
		sb->failed = 1;
		return 0;
	}
	sb->data = data;
	sb->cap = cap;
	return 1;
}

void strbuf_append(struct strbuf *sb, const char *text, size_t len)
{
	if (!strbuf_reserve(sb, len))
		return;
	memcpy(sb->data + sb->len, text, len);
	sb->len += len;
	sb->data[sb->len] = '\0';
}

void strbuf_puts(struct strbuf *sb, const char *text)
{
	strbuf_append(sb, text, strlen(text));
}

void strbuf_putc(struct strbuf *sb, char c)
{
	strbuf_append(sb, &c, 1);
}

void strbuf_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
	/* Most texts fit in the room already there: format once into it, and
	 * only when it was too small grow and format again. */
	va_list again;
	va_copy(again, ap);
	size_t room = sb->cap > sb->len ? sb->cap - sb->len : 0;
	int need = vsnprintf(room ? sb->data + sb->len : NULL, room, fmt, ap);
	if (need > 0 && (size_t)need < room) {
		sb->len += (size_t)need;
	} else if (need > 0 && strbuf_reserve(sb, (size_t)need)) {
		vsnprintf(sb->data + sb->len, (size_t)need + 1, fmt, again);
		sb->len += (size_t)need;
	} else if (sb->data) {
		sb->data[sb->len] = '\0';
	}
	va_end(again);
}

void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	strbuf_vprintf(sb, fmt, ap);
	va_end(ap);
}

const char *strbuf_str(const struct strbuf *sb)
{
	return sb->data ? sb->data : "";
}
