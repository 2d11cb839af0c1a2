/*
 * lex: turns effect text into tokens.
 *
 * The lexer never looks further than the text's length, so a text need
 * not be NUL-terminated and may hold NUL bytes (which are errors).
 */
#include "effect/lex.h"

#include <limits.h>

#include "core/i18n.h"

/* The range is written out in the message, for the translations. */
_Static_assert(EFFECT_NUMBER_MAX == 9999, "the out-of-range message names 9999");

void lex_init(struct lexer *lx, const char *text, size_t len)
{
	lx->text = text ? text : "";
	lx->len = text ? len : 0;
	lx->pos = 0;
	lx->line = 1;
	lx->col = 1;
}

static int peek(const struct lexer *lx)
{
	return lx->pos < lx->len ? (unsigned char)lx->text[lx->pos] : -1;
}

/* Moves one byte. A UTF-8 continuation byte (10xxxxxx) does not start a
 * character, so it does not advance the column. */
static void advance(struct lexer *lx)
{
	int c = peek(lx);
	lx->pos++;
	if (c == '\n') {
		lx->line++;
		lx->col = 1;
	} else if ((c & 0xC0) != 0x80) {
		lx->col++;
	}
}

static void skip_space_and_comments(struct lexer *lx)
{
	for (;;) {
		int c = peek(lx);
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			advance(lx);
		} else if (c == ';') {
			while (peek(lx) != -1 && peek(lx) != '\n')
				advance(lx);
		} else {
			return;
		}
	}
}

/* Characters that end a symbol. */
static int is_delimiter(int c)
{
	return c == -1 || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '(' ||
	       c == ')' || c == '"' || c == ';';
}

static struct token error_token(struct token t, const char *why)
{
	t.kind = TOK_ERROR;
	t.error = why;
	return t;
}

/* The length of a well-formed UTF-8 sequence starting at s[0], or 0. */
static size_t utf8_length(const unsigned char *s, size_t avail)
{
	size_t n;
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xC2 && s[0] <= 0xDF)
		n = 2;
	else if (s[0] >= 0xE0 && s[0] <= 0xEF)
		n = 3;
	else if (s[0] >= 0xF0 && s[0] <= 0xF4)
		n = 4;
	else
		return 0;
	if (n > avail)
		return 0;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	return n;
}

static struct token lex_string(struct lexer *lx, struct token t)
{
	advance(lx); /* the opening quote */
	t.start = lx->pos;
	for (;;) {
		int c = peek(lx);
		if (c == -1 || c == '\n')
			return error_token(t, N_("unterminated string"));
		if (c == '"')
			break;
		if (c == '\\')
			return error_token(t, N_("strings have no escapes"));
		if (c < 0x20)
			return error_token(t, N_("control character in a string"));
		size_t n = utf8_length((const unsigned char *)lx->text + lx->pos, lx->len - lx->pos);
		if (n == 0)
			return error_token(t, N_("invalid UTF-8 in a string"));
		while (n--)
			advance(lx);
	}
	t.len = lx->pos - t.start;
	advance(lx); /* the closing quote */
	if (t.len == 0)
		return error_token(t, N_("empty string"));
	t.kind = TOK_STRING;
	return t;
}

/* A symbol that is all digits (with an optional leading '-') is an
 * integer, from -EFFECT_NUMBER_MAX to EFFECT_NUMBER_MAX. */
static struct token classify_word(struct lexer *lx, struct token t)
{
	const char *s = lx->text + t.start;
	size_t i = (s[0] == '-' && t.len > 1) ? 1 : 0;
	size_t digits = 0;
	int64_t value = 0;
	for (; i < t.len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return t; /* a symbol */
		if (value <= EFFECT_NUMBER_MAX + 1)
			value = value * 10 + (s[i] - '0');
		digits++;
	}
	if (digits == 0)
		return t;
	if (s[0] == '-')
		value = -value;
	if (value > EFFECT_NUMBER_MAX || value < -EFFECT_NUMBER_MAX)
		return error_token(t, N_("integer out of range (-9999 to 9999)"));
	t.kind = TOK_INT;
	t.value = (int32_t)value;
	return t;
}

struct token lex_next(struct lexer *lx)
{
	skip_space_and_comments(lx);
	struct token t = { TOK_END, lx->line, lx->col, lx->pos, 0, 0, NULL };
	int c = peek(lx);
	if (c == -1)
		return t;
	if (c == '(' || c == ')') {
		advance(lx);
		t.kind = c == '(' ? TOK_OPEN : TOK_CLOSE;
		t.len = 1;
		return t;
	}
	if (c == '"')
		return lex_string(lx, t);
	while (!is_delimiter(peek(lx))) {
		int b = peek(lx);
		if (b < 0x20 || b == 0x7F)
			return error_token(t, N_("control character"));
		if (b >= 0x80)
			return error_token(t, N_("symbols are ASCII; put names in double quotes"));
		advance(lx);
	}
	t.len = lx->pos - t.start;
	t.kind = TOK_SYMBOL;
	return classify_word(lx, t);
}

const char *token_kind_name(enum token_kind kind)
{
	switch (kind) {
	case TOK_END: return "end of text";
	case TOK_OPEN: return "\"(\"";
	case TOK_CLOSE: return "\")\"";
	case TOK_SYMBOL: return "a word";
	case TOK_INT: return "a number";
	case TOK_STRING: return "a string";
	case TOK_ERROR: return "an error";
	}
	return "?";
}
