/*
 * Tests of core/text: decoding by the Unicode well-formedness rules, case
 * folding of the Latin-1 letters card names use, widths and padding.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/text.h"

static void assert_decodes(const char *s, size_t len, uint32_t cp, size_t used)
{
	uint32_t got = 0;
	assert_int_equal(text_decode_utf8(s, len, &got), used);
	assert_int_equal(got, cp);
}

static void test_decode_valid(void **unused)
{
	(void)unused;
	assert_decodes("A", 1, 'A', 1);
	assert_decodes("", 1, 0, 1);                        /* the NUL itself */
	assert_decodes("\xC3\xA4x", 3, 0xE4, 2);            /* ä */
	assert_decodes("\xC2\x80", 2, 0x80, 2);
	assert_decodes("\xDF\xBF", 2, 0x7FF, 2);
	assert_decodes("\xE0\xA0\x80", 3, 0x800, 3);
	assert_decodes("\xE2\x82\xAC", 3, 0x20AC, 3);       /* € */
	assert_decodes("\xED\x9F\xBF", 3, 0xD7FF, 3);       /* last before surrogates */
	assert_decodes("\xEE\x80\x80", 3, 0xE000, 3);       /* first after them */
	assert_decodes("\xF0\x90\x80\x80", 4, 0x10000, 4);
	assert_decodes("\xF4\x8F\xBF\xBF", 4, 0x10FFFF, 4);
}

static void test_decode_invalid(void **unused)
{
	(void)unused;
	assert_decodes("\x80", 1, TEXT_INVALID, 1);
	assert_decodes("\xC0\x80", 2, TEXT_INVALID, 1);     /* overlong leads */
	assert_decodes("\xC1\xBF", 2, TEXT_INVALID, 1);
	assert_decodes("\xE0\x9F\xBF", 3, TEXT_INVALID, 1); /* overlong 3-byte */
	assert_decodes("\xED\xA0\x80", 3, TEXT_INVALID, 1); /* surrogate */
	assert_decodes("\xF0\x8F\xBF\xBF", 4, TEXT_INVALID, 1);
	assert_decodes("\xF4\x90\x80\x80", 4, TEXT_INVALID, 1);
	assert_decodes("\xF5\x80\x80\x80", 4, TEXT_INVALID, 1);
	assert_decodes("\xFF", 1, TEXT_INVALID, 1);
	/* A valid beginning cut short is one subpart, however long. */
	assert_decodes("\xC3" "A", 2, TEXT_INVALID, 1);
	assert_decodes("\xE2\x82" "A", 3, TEXT_INVALID, 2);
	assert_decodes("\xF0\x9F\x98" "A", 4, TEXT_INVALID, 3);
	/* The length is a hard limit: bytes past it are not looked at. */
	assert_decodes("\xE2\x82\xAC", 2, TEXT_INVALID, 2);
	assert_decodes("\xF0\x9F\x98\x80", 1, TEXT_INVALID, 1);
}

static void test_valid_utf8(void **unused)
{
	(void)unused;
	size_t bad = 99;
	assert_true(text_valid_utf8("", 0, &bad));
	assert_true(text_valid_utf8("Stra\xC3\x9F" "e \xE2\x82\xAC", 11, NULL));
	assert_false(text_valid_utf8("Stra\xC3\x9F" "e \xE2\x82\xAC", 10, &bad));
	assert_int_equal(bad, 8);                 /* the euro sign cut short */
	assert_false(text_valid_utf8("ab\xC3", 3, &bad));
	assert_int_equal(bad, 2);
	assert_false(text_valid_utf8("\xC3\xA4\xA4", 3, &bad));
	assert_int_equal(bad, 2);
}

static void test_casecmp_folds_ascii_and_latin1(void **unused)
{
	(void)unused;
	assert_int_equal(text_casecmp("", ""), 0);
	assert_int_equal(text_casecmp("Road", "rOAD"), 0);
	assert_int_equal(text_casecmp("Universit\xC3\xA4t", "UNIVERSIT\xC3\x84T"), 0);
	assert_int_equal(text_casecmp("\xC3\x80", "\xC3\xA0"), 0);     /* À à, first */
	assert_int_equal(text_casecmp("\xC3\x9E", "\xC3\xBE"), 0);     /* Þ þ, last */
	assert_int_equal(text_casecmp("\xC3\x89glise", "\xC3\xA9GLISE"), 0);  /* É é */
	assert_int_equal(text_casecmp("\xC3\x9F", "\xC3\x9F"), 0);     /* ß is itself */
}

static void test_casecmp_leaves_the_rest(void **unused)
{
	(void)unused;
	assert_int_not_equal(text_casecmp("\xC3\x9F", "SS"), 0);
	assert_int_not_equal(text_casecmp("\xC3\x9F", "ss"), 0);
	/* × U+00D7 sits among the capitals but is no letter: not folded to ÷. */
	assert_int_not_equal(text_casecmp("\xC3\x97", "\xC3\xB7"), 0);
	/* Ÿ U+0178 lies outside Latin-1, so it does not match ÿ U+00FF. */
	assert_int_not_equal(text_casecmp("\xC5\xB8", "\xC3\xBF"), 0);
	/* Cyrillic Д and д compare as their bytes. */
	assert_int_not_equal(text_casecmp("\xD0\x94", "\xD0\xB4"), 0);
	/* Invalid bytes compare as bytes; a stray continuation is not folded. */
	assert_int_equal(text_casecmp("a\xFF", "A\xFF"), 0);
	assert_int_not_equal(text_casecmp("\x80", "\xA0"), 0);
	assert_int_not_equal(text_casecmp("[", "{"), 0);  /* only letters fold */
}

static void test_casecmp_orders(void **unused)
{
	(void)unused;
	assert_true(text_casecmp("apfel", "Birne") < 0);
	assert_true(text_casecmp("Birne", "apfel") > 0);
	assert_true(text_casecmp("a", "AB") < 0);
	assert_true(text_casecmp("AB", "a") > 0);
	/* Code point order: Ä (folded ä, U+00E4) after every ASCII letter. */
	assert_true(text_casecmp("\xC3\x84", "z") > 0);
	assert_true(text_casecmp("Z", "\xC3\xA4") < 0);
}

static void test_case_prefix(void **unused)
{
	(void)unused;
	const char *name = "Universit\xC3\xA4t";
	assert_true(text_case_prefix(name, ""));
	assert_true(text_case_prefix(name, "univ"));
	assert_true(text_case_prefix(name, "UNIVERSIT\xC3\x84"));
	assert_true(text_case_prefix(name, "universit\xC3\xA4T"));
	assert_false(text_case_prefix(name, "universitat"));
	assert_false(text_case_prefix(name, "Universit\xC3\xA4tt"));
	assert_false(text_case_prefix("", "a"));
	assert_true(text_case_prefix("R\xC3\xBCstung", "r\xC3\x9C"));
	assert_false(text_case_prefix("R\xC3\xBCstung", "ru"));
}

static void test_width(void **unused)
{
	(void)unused;
	assert_int_equal(text_width(""), 0);
	assert_int_equal(text_width("road"), 4);
	assert_int_equal(text_width("Universit\xC3\xA4t"), 11);   /* 12 bytes */
	assert_int_equal(text_width("\xE2\x82\xAC 5"), 3);
	assert_int_equal(text_width("\xF0\x9F\x98\x80"), 1);
	assert_int_equal(text_width("\xFF\xFE"), 2);              /* one per invalid byte */
	assert_int_equal(text_width("a\xE2\x82"), 3);
}

static void assert_padded(void (*pad)(struct strbuf *, const char *, size_t),
                          const char *s, size_t width, const char *expected)
{
	struct strbuf out = STRBUF_INIT;
	strbuf_puts(&out, "|");
	pad(&out, s, width);
	strbuf_puts(&out, "|");
	assert_string_equal(strbuf_str(&out), expected);
	strbuf_free(&out);
}

static void test_padding(void **unused)
{
	(void)unused;
	assert_padded(text_pad_right, "R\xC3\xBCstung", 10, "|R\xC3\xBCstung   |");
	assert_padded(text_pad_left, "R\xC3\xBCstung", 10, "|   R\xC3\xBCstung|");
	assert_padded(text_pad_right, "ore", 3, "|ore|");
	assert_padded(text_pad_right, "toolong", 3, "|toolong|");   /* never cut */
	assert_padded(text_pad_left, "toolong", 0, "|toolong|");
	assert_padded(text_pad_right, "", 2, "|  |");

	/* Longer runs of spaces than the module writes at once. */
	struct strbuf out = STRBUF_INIT;
	text_pad_left(&out, "x", 71);
	assert_int_equal(out.len, 71);
	assert_int_equal(text_width(strbuf_str(&out)), 71);
	assert_int_equal(strspn(strbuf_str(&out), " "), 70);
	strbuf_free(&out);
}

/* Wrapping breaks before the word that would pass the width, starts the
 * next line with the indent, keeps newlines and a line's own leading
 * blanks, counts columns (not bytes), and never cuts a word. */
static void test_wrap(void **state)
{
	(void)state;
	struct strbuf out = STRBUF_INIT;
	text_wrap(&out, "aaa bbb ccc ddd", 9, "  ");
	assert_string_equal(strbuf_str(&out), "aaa bbb\n  ccc ddd");
	strbuf_reset(&out);
	text_wrap(&out, "  one\ntwo three\n", 80, "    ");
	assert_string_equal(strbuf_str(&out), "  one\ntwo three\n");
	strbuf_reset(&out);
	text_wrap(&out, "Größe Größe", 11, "");
	assert_string_equal(strbuf_str(&out), "Größe Größe");
	strbuf_reset(&out);
	text_wrap(&out, "x enormouslylongword", 5, " ");
	assert_string_equal(strbuf_str(&out), "x\n enormouslylongword");
	strbuf_free(&out);
}

/* A heading line laid out for English headings: each heading after its gap
 * in its room, at its left or right; one wider than its room (an umlaut
 * counting one column) says by how much its column must widen, and the
 * last one gets no trailing blanks. */
static void test_headings(void **state)
{
	(void)state;
	struct strbuf out = STRBUF_INIT;
	size_t extra[3];
	const struct text_heading english[] = {
		{ "", "card", 6, false }, { "  ", "drawn", 5, true }, { "  ", "won", 5, false },
	};
	text_headings(&out, english, 3, extra);
	assert_string_equal(strbuf_str(&out), "card    drawn  won\n");
	assert_int_equal(extra[0] + extra[1] + extra[2], 0);
	strbuf_reset(&out);
	const struct text_heading german[] = {
		{ "", "Karte", 6, false }, { "  ", "gezogen", 5, true }, { "  ", "Größe", 4, false },
	};
	text_headings(&out, german, 3, extra);
	assert_string_equal(strbuf_str(&out), "Karte   gezogen  Größe\n");
	assert_int_equal(extra[0], 0);
	assert_int_equal(extra[1], 2);
	assert_int_equal(extra[2], 1);
	strbuf_reset(&out);
	const struct text_heading shorter[] = { { "", "ab", 4, true }, { " ", "c", 3, false } };
	text_headings(&out, shorter, 2, extra);
	assert_string_equal(strbuf_str(&out), "  ab c\n");
	strbuf_free(&out);
}

static const char *escaped(const char *s, bool keep_newlines)
{
	static char result[256];
	struct strbuf out = STRBUF_INIT;
	text_escape(&out, s, keep_newlines);
	snprintf(result, sizeof result, "%s", strbuf_str(&out));
	strbuf_free(&out);
	return result;
}

/* What could command a terminal or turn text around is written visibly;
 * every other character, in any script, stays as it is. */
static void test_escape(void **unused)
{
	(void)unused;
	assert_string_equal(escaped("Universit\xC3\xA4t \\ ok", false), "Universit\xC3\xA4t \\ ok");
	assert_false(text_needs_escape("Universit\xC3\xA4t"));
	assert_string_equal(escaped("a\x1B[2Jb", false), "a\\x1B[2Jb");
	assert_string_equal(escaped("\x07\t\x7F", false), "\\x07\\x09\\x7F");
	assert_string_equal(escaped("\xC2\x9B" "31m", false), "\\u009B31m");
	assert_string_equal(escaped("x\xE2\x80\xAEy", false), "x\\u202Ey");
	assert_string_equal(escaped("\xE2\x81\xA6\xE2\x80\x8F\xD8\x9C", false),
	                    "\\u2066\\u200F\\u061C");
	assert_string_equal(escaped("\xE2\x80\xA8", false), "\\u2028");
	assert_string_equal(escaped("bad \xFF\xC3", false), "bad \\xFF\\xC3");
	assert_string_equal(escaped("two\nlines", false), "two\\x0Alines");
	assert_string_equal(escaped("two\nlines", true), "two\nlines");
	assert_true(text_needs_escape("x\xE2\x80\xAE"));
	assert_true(text_needs_escape("\xFF"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decode_valid),
		cmocka_unit_test(test_decode_invalid),
		cmocka_unit_test(test_valid_utf8),
		cmocka_unit_test(test_casecmp_folds_ascii_and_latin1),
		cmocka_unit_test(test_casecmp_leaves_the_rest),
		cmocka_unit_test(test_casecmp_orders),
		cmocka_unit_test(test_case_prefix),
		cmocka_unit_test(test_width),
		cmocka_unit_test(test_padding),
		cmocka_unit_test(test_wrap),
		cmocka_unit_test(test_headings),
		cmocka_unit_test(test_escape),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
