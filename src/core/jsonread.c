/*
 * jsonread: a recursive-descent reader of one JSON text into a tree.
 *
 * The reader keeps its place as a byte offset and works out the line and
 * column only for a refusal. Containers collect their items in a growing
 * buffer on the heap and move them into the arena once complete, so a
 * deep or long text costs no more than its size.
 */
#include "core/jsonread.h"

#include "core/i18n.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct reader {
	struct arena *arena;
	const char *text;
	size_t len, at;
	int depth;
	struct strbuf *why;
	bool failed;
};

static void refuse(struct reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void refuse(struct reader *r, const char *fmt, ...)
{
	if (r->failed)
		return;
	r->failed = true;
	long line = 1, column = 1;
	for (size_t i = 0; i < r->at && i < r->len; i++) {
		if (r->text[i] == '\n') {
			line++;
			column = 1;
		} else {
			column++;
		}
	}
	strbuf_printf(r->why, _("line %ld, column %ld: "), line, column);
	va_list ap;
	va_start(ap, fmt);
	char message[200];
	vsnprintf(message, sizeof message, fmt, ap);
	va_end(ap);
	strbuf_puts(r->why, message);
}

static void skip_blanks(struct reader *r)
{
	while (r->at < r->len && strchr(" \t\r\n", r->text[r->at]) && r->text[r->at])
		r->at++;
}

static int peek(const struct reader *r)
{
	return r->at < r->len ? (unsigned char)r->text[r->at] : -1;
}

static struct jsonread_value *new_value(struct reader *r, enum jsonread_type type)
{
	struct jsonread_value *v = arena_alloc(r->arena, sizeof *v);
	if (!v) {
		refuse(r, "%s", _("out of memory"));
		return NULL;
	}
	memset(v, 0, sizeof *v);
	v->type = type;
	return v;
}

static void put_utf8(struct strbuf *out, unsigned code)
{
	if (code < 0x80) {
		strbuf_putc(out, (char)code);
	} else if (code < 0x800) {
		strbuf_putc(out, (char)(0xC0 | code >> 6));
		strbuf_putc(out, (char)(0x80 | (code & 0x3F)));
	} else {
		strbuf_putc(out, (char)(0xE0 | code >> 12));
		strbuf_putc(out, (char)(0x80 | ((code >> 6) & 0x3F)));
		strbuf_putc(out, (char)(0x80 | (code & 0x3F)));
	}
}

/* A string at r->at (its opening quote) into the arena; NULL on refusal. */
static const char *read_string(struct reader *r)
{
	struct strbuf value = STRBUF_INIT;
	r->at++;
	for (;;) {
		int c = peek(r);
		if (c < 0) {
			refuse(r, "%s", _("the string does not end"));
			break;
		}
		if (c < 0x20) {
			refuse(r, "%s", _("a control character inside a string"));
			break;
		}
		r->at++;
		if (c == '"') {
			const char *s = arena_strndup(r->arena, value.data ? value.data : "", value.len);
			if (!s)
				refuse(r, "%s", _("out of memory"));
			strbuf_free(&value);
			return s;
		}
		if (c != '\\') {
			strbuf_putc(&value, (char)c);
			continue;
		}
		int e = peek(r);
		const char *plain = e >= 0 ? strchr("\"\\/bfnrt", e) : NULL;
		if (e > 0 && plain) {
			static const char replaced[] = "\"\\/\b\f\n\r\t";
			strbuf_putc(&value, replaced[plain - "\"\\/bfnrt"]);
			r->at++;
		} else if (e == 'u' && r->at + 5 <= r->len) {
			unsigned code = 0;
			for (int i = 1; i <= 4; i++) {
				char h = r->text[r->at + (size_t)i];
				int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 :
				        h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
				if (d < 0) {
					refuse(r, "%s", _("\\u wants four hexadecimal digits"));
					strbuf_free(&value);
					return NULL;
				}
				code = code * 16 + (unsigned)d;
			}
			if (code >= 0xD800 && code <= 0xDFFF) {
				refuse(r, "%s", _("a surrogate \\u escape is not read"));
				break;
			}
			put_utf8(&value, code);
			r->at += 5;
		} else {
			refuse(r, "%s", _("an unknown escape in a string"));
			break;
		}
	}
	strbuf_free(&value);
	return NULL;
}

static struct jsonread_value *read_number(struct reader *r)
{
	size_t start = r->at;
	if (peek(r) == '-')
		r->at++;
	size_t digits = r->at;
	while (peek(r) >= '0' && peek(r) <= '9')
		r->at++;
	if (r->at == digits || (r->text[digits] == '0' && r->at - digits > 1)) {
		refuse(r, "%s", _("a number wants digits, without a leading zero"));
		return NULL;
	}
	if (peek(r) == '.') {
		r->at++;
		size_t fraction = r->at;
		while (peek(r) >= '0' && peek(r) <= '9')
			r->at++;
		if (r->at == fraction) {
			refuse(r, "%s", _("a fraction wants digits"));
			return NULL;
		}
	}
	if (peek(r) == 'e' || peek(r) == 'E') {
		r->at++;
		if (peek(r) == '+' || peek(r) == '-')
			r->at++;
		size_t exponent = r->at;
		while (peek(r) >= '0' && peek(r) <= '9')
			r->at++;
		if (r->at == exponent) {
			refuse(r, "%s", _("an exponent wants digits"));
			return NULL;
		}
	}
	struct jsonread_value *v = new_value(r, JSONREAD_NUMBER);
	if (v && !(v->text = arena_strndup(r->arena, r->text + start, r->at - start)))
		refuse(r, "%s", _("out of memory"));
	return r->failed ? NULL : v;
}

static struct jsonread_value *read_value(struct reader *r);

/* The items (and keys, for an object) of a container at r->at. */
static struct jsonread_value *read_container(struct reader *r, bool object)
{
	if (++r->depth > JSONREAD_MAX_DEPTH) {
		refuse(r, _("nested deeper than %d"), JSONREAD_MAX_DEPTH);
		return NULL;
	}
	char close = object ? '}' : ']';
	r->at++;
	struct jsonread_value **items = NULL;
	const char **keys = NULL;
	size_t count = 0, room = 0;
	skip_blanks(r);
	if (peek(r) == close) {
		r->at++;
	} else {
		for (;;) {
			const char *key = NULL;
			skip_blanks(r);
			if (object) {
				if (peek(r) != '"') {
					refuse(r, "%s", _("a member name (a string) expected"));
					break;
				}
				if (!(key = read_string(r)))
					break;
				skip_blanks(r);
				if (peek(r) != ':') {
					refuse(r, "%s", _("':' expected after a member name"));
					break;
				}
				r->at++;
			}
			struct jsonread_value *item = read_value(r);
			if (!item)
				break;
			if (count == room) {
				room = room ? room * 2 : 8;
				struct jsonread_value **more_items = realloc(items, room * sizeof *items);
				const char **more_keys = more_items ? realloc(keys, room * sizeof *keys) : NULL;
				if (more_items)
					items = more_items;
				if (more_keys)
					keys = more_keys;
				if (!more_items || !more_keys) {
					refuse(r, "%s", _("out of memory"));
					break;
				}
			}
			items[count] = item;
			keys[count++] = key;
			skip_blanks(r);
			if (peek(r) == ',') {
				r->at++;
				continue;
			}
			if (peek(r) == close) {
				r->at++;
				break;
			}
			refuse(r, _("',' or '%c' expected"), close);
			break;
		}
	}
	struct jsonread_value *v = r->failed ? NULL : new_value(r, object ? JSONREAD_OBJECT :
	                                                                  JSONREAD_ARRAY);
	if (v && count) {
		v->count = count;
		v->items = arena_alloc(r->arena, count * sizeof *v->items);
		v->keys = object ? arena_alloc(r->arena, count * sizeof *v->keys) : NULL;
		if (!v->items || (object && !v->keys)) {
			refuse(r, "%s", _("out of memory"));
			v = NULL;
		} else {
			memcpy(v->items, items, count * sizeof *items);
			if (object)
				memcpy(v->keys, keys, count * sizeof *keys);
		}
	}
	free(items);
	free(keys);
	r->depth--;
	return v;
}

static bool word(struct reader *r, const char *w)
{
	size_t n = strlen(w);
	if (r->len - r->at < n || memcmp(r->text + r->at, w, n) != 0)
		return false;
	r->at += n;
	return true;
}

static struct jsonread_value *read_value(struct reader *r)
{
	skip_blanks(r);
	int c = peek(r);
	struct jsonread_value *v = NULL;
	if (c == '{' || c == '[') {
		v = read_container(r, c == '{');
	} else if (c == '"') {
		const char *s = read_string(r);
		if (s && (v = new_value(r, JSONREAD_STRING)))
			v->text = s;
	} else if (c == '-' || (c >= '0' && c <= '9')) {
		v = read_number(r);
	} else if (word(r, "true") || word(r, "false")) {
		if ((v = new_value(r, JSONREAD_BOOL)))
			v->boolean = r->text[r->at - 1] == 'e' && r->text[r->at - 2] == 'u';
	} else if (word(r, "null")) {
		v = new_value(r, JSONREAD_NULL);
	} else {
		refuse(r, "%s", c < 0 ? _("a value expected, not the end") : _("a value expected"));
	}
	return r->failed ? NULL : v;
}

struct jsonread_value *jsonread_parse(struct arena *arena, const char *text, size_t len,
                                      struct strbuf *why)
{
	struct reader r = { arena, text, len, 0, 0, why, false };
	struct jsonread_value *root = read_value(&r);
	skip_blanks(&r);
	if (root && r.at < r.len) {
		refuse(&r, "%s", _("nothing may follow the value"));
		root = NULL;
	}
	return root;
}

const struct jsonread_value *jsonread_member(const struct jsonread_value *object, const char *key)
{
	if (!object || object->type != JSONREAD_OBJECT)
		return NULL;
	for (size_t i = 0; i < object->count; i++)
		if (strcmp(object->keys[i], key) == 0)
			return object->items[i];
	return NULL;
}

int jsonread_integer(const struct jsonread_value *value, int64_t min, int64_t max, int64_t *out)
{
	if (!value || value->type != JSONREAD_NUMBER)
		return -1;
	char *end;
	errno = 0;
	long long n = strtoll(value->text, &end, 10);
	if (errno || *end || n < min || n > max)
		return -1;
	*out = n;
	return 0;
}

int jsonread_unsigned(const struct jsonread_value *value, uint64_t *out)
{
	if (!value || value->type != JSONREAD_NUMBER || value->text[0] == '-')
		return -1;
	char *end;
	errno = 0;
	unsigned long long n = strtoull(value->text, &end, 10);
	if (errno || *end)
		return -1;
	*out = n;
	return 0;
}
