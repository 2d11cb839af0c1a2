#include "core/text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

size_t text_decode_utf8(const char *s, size_t len, uint32_t *cp)
{
	const unsigned char *b = (const unsigned char *)s;
	unsigned char lead = b[0];
	if (lead < 0x80) {
		*cp = lead;
		return 1;
	}

	/* The second byte's range depends on the lead: these limits are what
	 * rule out overlong forms (E0, F0), surrogates (ED) and values past
	 * U+10FFFF (F4). Later bytes are always 80..BF. */
	size_t trail;
	uint32_t value;
	unsigned char lo = 0x80, hi = 0xBF;
	if (lead >= 0xC2 && lead <= 0xDF) {
		trail = 1;
		value = lead & 0x1F;
	} else if (lead >= 0xE0 && lead <= 0xEF) {
		trail = 2;
		value = lead & 0x0F;
		if (lead == 0xE0)
			lo = 0xA0;
		else if (lead == 0xED)
			hi = 0x9F;
	} else if (lead >= 0xF0 && lead <= 0xF4) {
		trail = 3;
		value = lead & 0x07;
		if (lead == 0xF0)
			lo = 0x90;
		else if (lead == 0xF4)
			hi = 0x8F;
	} else {
		*cp = TEXT_INVALID;  /* a stray continuation byte, C0, C1, F5..FF */
		return 1;
	}

	for (size_t used = 1; used <= trail; used++) {
		if (used >= len || b[used] < lo || b[used] > hi) {
			*cp = TEXT_INVALID;  /* the valid beginning is one subpart */
			return used;
		}
		value = (value << 6) | (b[used] & 0x3F);
		lo = 0x80;
		hi = 0xBF;
	}
	*cp = value;
	return trail + 1;
}

int text_valid_utf8(const char *s, size_t len, size_t *bad_at)
{
	size_t at = 0;
	while (at < len) {
		/* ASCII is most of every text the engine checks: skip it here. */
		if ((unsigned char)s[at] < 0x80) {
			at++;
			continue;
		}
		uint32_t cp;
		size_t used = text_decode_utf8(s + at, len - at, &cp);
		if (cp == TEXT_INVALID) {
			if (bad_at)
				*bad_at = at;
			return 0;
		}
		at += used;
	}
	return 1;
}

/*
 * The folded value of byte i of s. Folding works on bytes because every
 * letter it changes keeps its length: ASCII stays one byte, and the Latin-1
 * capitals C3 80..C3 9E become C3 A0..C3 BE. A C3 byte is never a
 * continuation byte, so one that precedes byte i is always its lead.
 */
static unsigned char folded_byte(const unsigned char *s, size_t i)
{
	unsigned char c = s[i];
	if (c >= 'A' && c <= 'Z')
		return (unsigned char)(c + ('a' - 'A'));
	if (i > 0 && s[i - 1] == 0xC3 && c >= 0x80 && c <= 0x9E && c != 0x97)
		return (unsigned char)(c + 0x20);
	return c;
}

int text_casecmp(const char *a, const char *b)
{
	const unsigned char *ua = (const unsigned char *)a;
	const unsigned char *ub = (const unsigned char *)b;
	for (size_t i = 0;; i++) {
		unsigned char ca = folded_byte(ua, i);
		unsigned char cb = folded_byte(ub, i);
		if (ca != cb)
			return ca < cb ? -1 : 1;
		if (ca == '\0')
			return 0;
	}
}

int text_case_prefix(const char *s, const char *prefix)
{
	const unsigned char *us = (const unsigned char *)s;
	const unsigned char *up = (const unsigned char *)prefix;
	for (size_t i = 0; up[i]; i++) {
		if (folded_byte(us, i) != folded_byte(up, i))
			return 0;  /* also when s ends first: its NUL differs */
	}
	return 1;
}

size_t text_width(const char *s)
{
	size_t len = strlen(s);
	size_t width = 0;
	size_t at = 0;
	while (at < len) {
		if ((unsigned char)s[at] < 0x80) {
			at++;
			width++;
			continue;
		}
		uint32_t cp;
		size_t used = text_decode_utf8(s + at, len - at, &cp);
		width += cp == TEXT_INVALID ? used : 1;
		at += used;
	}
	return width;
}

static void append_spaces(struct strbuf *out, size_t count)
{
	static const char spaces[] = "                                ";
	while (count > 0) {
		size_t chunk = count < sizeof spaces - 1 ? count : sizeof spaces - 1;
		strbuf_append(out, spaces, chunk);
		count -= chunk;
	}
}

void text_pad_right(struct strbuf *out, const char *s, size_t width)
{
	size_t have = text_width(s);
	strbuf_puts(out, s);
	if (have < width)
		append_spaces(out, width - have);
}

void text_pad_left(struct strbuf *out, const char *s, size_t width)
{
	size_t have = text_width(s);
	if (have < width)
		append_spaces(out, width - have);
	strbuf_puts(out, s);
}

void text_headings(struct strbuf *out, const struct text_heading *headings, size_t count,
                   size_t *extra)
{
	for (size_t i = 0; i < count; i++) {
		const struct text_heading *h = &headings[i];
		size_t width = text_width(h->text);
		extra[i] = width > h->room ? width - h->room : 0;
		strbuf_puts(out, h->gap);
		if (h->right)
			text_pad_left(out, h->text, h->room);
		else if (i + 1 < count)
			text_pad_right(out, h->text, h->room);
		else
			strbuf_puts(out, h->text);
	}
	strbuf_putc(out, '\n');
}

int text_split_words(char *text, char **words, int max)
{
	int n = 0;
	char *save = NULL;
	for (char *p = strtok_r(text, " \t", &save); p && n < max; p = strtok_r(NULL, " \t", &save))
		words[n++] = p;
	return n;
}

bool text_parse_int(const char *text, int lo, int hi, int *out)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (!*text || *end || errno || v < lo || v > hi)
		return false;
	*out = (int)v;
	return true;
}

void text_fit(struct strbuf *out, const char *s, size_t width)
{
	size_t len = strlen(s), at = 0, used = 0;
	while (at < len && used < width) {
		uint32_t cp;
		at += text_decode_utf8(s + at, len - at, &cp);
		used++;
	}
	strbuf_append(out, s, at);
	append_spaces(out, width - used);
}

/* The columns of the len bytes at s. */
static size_t width_of(const char *s, size_t len)
{
	size_t at = 0, used = 0;
	while (at < len) {
		uint32_t cp;
		at += text_decode_utf8(s + at, len - at, &cp);
		used++;
	}
	return used;
}

void text_wrap(struct strbuf *out, const char *s, size_t width, const char *indent)
{
	size_t column = 0, indent_width = text_width(indent);
	bool line_empty = true, only_indent = false;
	while (*s) {
		size_t blanks = strspn(s, " ");
		if (s[blanks] == '\0' || s[blanks] == '\n') {
			s += blanks;
			if (*s == '\n') {
				strbuf_putc(out, '\n');
				s++;
				column = 0;
				line_empty = true;
			}
			continue;
		}
		const char *word = s + blanks;
		size_t len = strcspn(word, " \n");
		size_t w = width_of(word, len);
		if (!line_empty && !only_indent && column + blanks + w > width) {
			strbuf_putc(out, '\n');
			strbuf_puts(out, indent);
			column = indent_width;
			only_indent = true;
		} else if (only_indent) {
			/* the word after a break follows the indent */
		} else if (!line_empty) {
			append_spaces(out, blanks);
			column += blanks;
		} else if (blanks) {
			/* a line's own indentation is kept */
			append_spaces(out, blanks);
			column += blanks;
		}
		strbuf_append(out, word, len);
		column += w;
		line_empty = false;
		only_indent = false;
		s = word + len;
	}
}

/* A character a terminal might obey or that reorders the text around it. */
static bool is_unsafe(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x061C || cp == 0x200E ||
	       cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

void text_escape(struct strbuf *out, const char *s, bool keep_newlines)
{
	size_t len = strlen(s), at = 0;
	while (at < len) {
		uint32_t cp;
		size_t used = text_decode_utf8(s + at, len - at, &cp);
		if (cp == TEXT_INVALID) {
			strbuf_printf(out, "\\x%02X", (unsigned char)s[at]);
			at += 1;
			continue;
		}
		if (cp == '\n' && keep_newlines)
			strbuf_putc(out, '\n');
		else if (is_unsafe(cp) && cp < 0x80)
			strbuf_printf(out, "\\x%02X", (unsigned)cp);
		else if (is_unsafe(cp))
			strbuf_printf(out, "\\u%04X", (unsigned)cp);
		else
			strbuf_append(out, s + at, used);
		at += used;
	}
}

bool text_needs_escape(const char *s)
{
	size_t len = strlen(s), at = 0;
	while (at < len) {
		uint32_t cp;
		at += text_decode_utf8(s + at, len - at, &cp);
		if (cp == TEXT_INVALID || is_unsafe(cp))
			return true;
	}
	return false;
}
