/*
 * lex: the tokens of effect text.
 *
 * Effect text is an S-expression: parentheses, symbols, integers, strings
 * in double quotes (card names, UTF-8) and comments from ';' to the end of
 * the line. Every token carries the line and column where it starts;
 * columns count characters, not bytes, so that a position in a German or
 * Dutch card name is the one an editor shows.
 */
#ifndef CATAN_EFFECT_LEX_H
#define CATAN_EFFECT_LEX_H

#include <stddef.h>
#include <stdint.h>

enum token_kind {
	TOK_END, TOK_OPEN, TOK_CLOSE, TOK_SYMBOL, TOK_INT, TOK_STRING, TOK_ERROR
};

/* The largest number an effect may write. No count, cost, rate or limit of
 * any game comes near it: a card that raises a hand limit by 2147483647 is
 * a typo, refused where it stands rather than met by chance in the middle
 * of a match. What effects compute from such numbers the games bound again
 * where they keep it (in a byte, most of it). */
#define EFFECT_NUMBER_MAX 9999

struct token {
	enum token_kind kind;
	int line, col;
	size_t start, len;      /* the token's bytes; for strings without the quotes */
	int32_t value;          /* TOK_INT */
	const char *error;      /* TOK_ERROR: what is wrong (marked N_, translated where reported) */
};

struct lexer {
	const char *text;
	size_t len, pos;
	int line, col;
};

void lex_init(struct lexer *lx, const char *text, size_t len);

/* The next token. After TOK_END it keeps returning TOK_END. After
 * TOK_ERROR the position is unspecified: the parser stops there. */
struct token lex_next(struct lexer *lx);

const char *token_kind_name(enum token_kind kind);

#endif
