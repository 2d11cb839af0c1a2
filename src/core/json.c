#include "core/json.h"

#include <inttypes.h>
#include <string.h>

#include "core/text.h"

void json_init(struct json_writer *w, struct strbuf *out, int flags)
{
	memset(w, 0, sizeof *w);
	w->out = out;
	w->pretty = (flags & JSON_PRETTY) != 0;
}

static void newline_indent(struct json_writer *w, int depth)
{
	strbuf_putc(w->out, '\n');
	for (int i = 0; i < depth; i++)
		strbuf_append(w->out, "  ", 2);
}

/* Checks that a value may come now and writes what separates it from the
 * previous one. Inside an object the key has already done that. */
static int begin_value(struct json_writer *w)
{
	if (w->failed)
		return 0;
	if (w->depth == 0) {
		if (w->done)
			w->failed = 1;  /* one JSON text holds one value */
		return !w->failed;
	}
	int top = w->depth - 1;
	if (w->kind[top] == '{') {
		if (!w->have_key) {
			w->failed = 1;
			return 0;
		}
		w->have_key = 0;
		return 1;
	}
	if (w->items[top])
		strbuf_putc(w->out, ',');
	if (w->pretty)
		newline_indent(w, w->depth);
	w->items[top] = 1;
	return 1;
}

static void end_value(struct json_writer *w)
{
	if (w->depth == 0)
		w->done = 1;
}

static void begin_container(struct json_writer *w, char kind)
{
	if (!begin_value(w))
		return;
	if (w->depth == JSON_MAX_DEPTH) {
		w->failed = 1;
		return;
	}
	w->kind[w->depth] = kind;
	w->items[w->depth] = 0;
	w->depth++;
	strbuf_putc(w->out, kind);
}

static void end_container(struct json_writer *w, char kind)
{
	if (w->failed)
		return;
	if (w->depth == 0 || w->kind[w->depth - 1] != kind || w->have_key) {
		w->failed = 1;
		return;
	}
	w->depth--;
	if (w->pretty && w->items[w->depth])
		newline_indent(w, w->depth);
	strbuf_putc(w->out, kind == '{' ? '}' : ']');
	end_value(w);
}

void json_begin_object(struct json_writer *w)
{
	begin_container(w, '{');
}

void json_end_object(struct json_writer *w)
{
	end_container(w, '{');
}

void json_begin_array(struct json_writer *w)
{
	begin_container(w, '[');
}

void json_end_array(struct json_writer *w)
{
	end_container(w, '[');
}

void json_key(struct json_writer *w, const char *key)
{
	if (w->failed)
		return;
	int top = w->depth - 1;
	if (top < 0 || w->kind[top] != '{' || w->have_key) {
		w->failed = 1;
		return;
	}
	if (w->items[top])
		strbuf_putc(w->out, ',');
	if (w->pretty)
		newline_indent(w, w->depth);
	json_quote(w->out, key, strlen(key));
	strbuf_append(w->out, ": ", w->pretty ? 2 : 1);
	w->items[top] = 1;
	w->have_key = 1;
}

/* The escape for a byte that may not appear raw in a JSON string, or NULL. */
static const char *short_escape(unsigned char c)
{
	switch (c) {
	case '"':  return "\\\"";
	case '\\': return "\\\\";
	case '\b': return "\\b";
	case '\f': return "\\f";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	default:   return NULL;
	}
}

void json_quote(struct strbuf *out, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t plain = 0;  /* start of the run of bytes copied as they are */
	size_t at = 0;

	strbuf_putc(out, '"');
	while (at < len) {
		unsigned char c = (unsigned char)s[at];
		uint32_t cp;
		size_t used = text_decode_utf8(s + at, len - at, &cp);
		int needs_escape = c < 0x20 || c == '"' || c == '\\';
		if (!needs_escape && cp != TEXT_INVALID) {
			at += used;
			continue;
		}
		strbuf_append(out, s + plain, at - plain);
		const char *esc = short_escape(c);
		if (esc) {
			strbuf_puts(out, esc);
		} else if (cp == TEXT_INVALID) {
			strbuf_puts(out, "\xEF\xBF\xBD");  /* U+FFFD */
		} else {
			char u[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };
			strbuf_append(out, u, sizeof u);
		}
		at += used;
		plain = at;
	}
	strbuf_append(out, s + plain, at - plain);
	strbuf_putc(out, '"');
}

void json_string_len(struct json_writer *w, const char *s, size_t len)
{
	if (!begin_value(w))
		return;
	json_quote(w->out, s, len);
	end_value(w);
}

void json_string(struct json_writer *w, const char *s)
{
	if (s)
		json_string_len(w, s, strlen(s));
	else
		json_null(w);
}

void json_int(struct json_writer *w, int64_t value)
{
	if (!begin_value(w))
		return;
	strbuf_printf(w->out, "%" PRId64, value);
	end_value(w);
}

void json_uint(struct json_writer *w, uint64_t value)
{
	if (!begin_value(w))
		return;
	strbuf_printf(w->out, "%" PRIu64, value);
	end_value(w);
}

void json_fixed(struct json_writer *w, double value, int decimals)
{
	if (!begin_value(w))
		return;
	/* JSON has no NaN or infinity */
	if (value != value || value > 1e300 || value < -1e300)
		strbuf_puts(w->out, "null");
	else
		strbuf_printf(w->out, "%.*f", decimals < 0 ? 0 : decimals > 17 ? 17 : decimals, value);
	end_value(w);
}

static void literal(struct json_writer *w, const char *text)
{
	if (!begin_value(w))
		return;
	strbuf_puts(w->out, text);
	end_value(w);
}

void json_bool(struct json_writer *w, int value)
{
	literal(w, value ? "true" : "false");
}

void json_null(struct json_writer *w)
{
	literal(w, "null");
}

void json_member_string(struct json_writer *w, const char *key, const char *s)
{
	json_key(w, key);
	json_string(w, s);
}

void json_member_int(struct json_writer *w, const char *key, int64_t value)
{
	json_key(w, key);
	json_int(w, value);
}

void json_member_bool(struct json_writer *w, const char *key, int value)
{
	json_key(w, key);
	json_bool(w, value);
}

int json_finish(const struct json_writer *w)
{
	return !w->failed && w->done && w->depth == 0 && !w->out->failed ? 0 : -1;
}
