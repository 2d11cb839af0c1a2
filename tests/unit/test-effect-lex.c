/* The effect lexer: tokens, their positions, and every lexical error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "effect/lex.h"

static struct token first_token(const char *text)
{
	struct lexer lx;
	lex_init(&lx, text, strlen(text));
	return lex_next(&lx);
}

static void test_tokens_and_positions(void **state)
{
	(void)state;
	const char *text = "(gain self wool -2) ; take it\n  \"Universität\" x";
	struct lexer lx;
	lex_init(&lx, text, strlen(text));
	static const struct { enum token_kind kind; int line, col; const char *text; } want[] = {
		{ TOK_OPEN, 1, 1, "(" }, { TOK_SYMBOL, 1, 2, "gain" }, { TOK_SYMBOL, 1, 7, "self" },
		{ TOK_SYMBOL, 1, 12, "wool" }, { TOK_INT, 1, 17, "-2" }, { TOK_CLOSE, 1, 19, ")" },
		{ TOK_STRING, 2, 3, "Universität" }, { TOK_SYMBOL, 2, 17, "x" }, { TOK_END, 2, 18, "" },
	};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		struct token t = lex_next(&lx);
		assert_int_equal(t.kind, want[i].kind);
		assert_int_equal(t.line, want[i].line);
		assert_int_equal(t.col, want[i].col);
		assert_int_equal(t.len, strlen(want[i].text));
		assert_memory_equal(text + t.start, want[i].text, t.len);
	}
	assert_int_equal(lex_next(&lx).kind, TOK_END);
}

static void test_integers(void **state)
{
	(void)state;
	struct token t = first_token("9999");
	assert_int_equal(t.kind, TOK_INT);
	assert_int_equal(t.value, 9999);
	t = first_token("-17");
	assert_int_equal(t.kind, TOK_INT);
	assert_int_equal(t.value, -17);
	assert_int_equal(first_token("-").kind, TOK_SYMBOL);
	assert_int_equal(first_token("<=").kind, TOK_SYMBOL);
	assert_int_equal(first_token("3rd").kind, TOK_SYMBOL);
	t = first_token("99999999999999999999");
	assert_int_equal(t.kind, TOK_ERROR);
	assert_string_equal(t.error, "integer out of range (-9999 to 9999)");
	/* past what any game holds: a typo, refused where it stands */
	t = first_token("10000");
	assert_int_equal(t.kind, TOK_ERROR);
	t = first_token("-10000");
	assert_int_equal(t.kind, TOK_ERROR);
	t = first_token("-9999");
	assert_int_equal(t.kind, TOK_INT);
	assert_int_equal(t.value, -9999);
}

static void test_errors(void **state)
{
	(void)state;
	static const struct { const char *text; const char *error; int col; } cases[] = {
		{ "\"abc", "unterminated string", 1 },
		{ "\"ab\ncd\"", "unterminated string", 1 },
		{ "\"\"", "empty string", 1 },
		{ "\"a\\\"b\"", "strings have no escapes", 1 },
		{ "\"\xff\"", "invalid UTF-8 in a string", 1 },
		{ "\"\xc3\"", "invalid UTF-8 in a string", 1 },
		{ "  Stra\xc3\x9f" "e", "symbols are ASCII; put names in double quotes", 3 },
		{ "a\x01", "control character", 1 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct token t = first_token(cases[i].text);
		assert_int_equal(t.kind, TOK_ERROR);
		assert_string_equal(t.error, cases[i].error);
		assert_int_equal(t.col, cases[i].col);
	}
}

static void test_nul_bytes_and_empty(void **state)
{
	(void)state;
	struct lexer lx;
	lex_init(&lx, "a\0b", 3);
	assert_int_equal(lex_next(&lx).kind, TOK_ERROR);
	lex_init(&lx, NULL, 10);
	assert_int_equal(lex_next(&lx).kind, TOK_END);
	lex_init(&lx, "; only a comment", 16);
	assert_int_equal(lex_next(&lx).kind, TOK_END);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tokens_and_positions),
		cmocka_unit_test(test_integers),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_nul_bytes_and_empty),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
