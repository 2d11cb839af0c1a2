/*
 * Tests of core/json: golden texts for structure, layout and every class of
 * character, and the error flag for every kind of misuse.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <string.h>

#include "core/json.h"

/* The same document, written by one function, checked in both layouts. */
static void write_sample(struct json_writer *w)
{
	json_begin_object(w);
	json_member_int(w, "a", 1);
	json_key(w, "b");
	json_begin_array(w);
	json_bool(w, 1);
	json_bool(w, 0);
	json_null(w);
	json_begin_object(w);
	json_member_string(w, "c", "d");
	json_end_object(w);
	json_begin_array(w);
	json_end_array(w);
	json_end_array(w);
	json_key(w, "e");
	json_begin_object(w);
	json_end_object(w);
	json_end_object(w);
}

static void test_nesting_compact(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	write_sample(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out),
	                    "{\"a\":1,\"b\":[true,false,null,{\"c\":\"d\"},[]],\"e\":{}}");
	strbuf_free(&out);
}

static void test_nesting_pretty(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, JSON_PRETTY);
	write_sample(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out),
	                    "{\n"
	                    "  \"a\": 1,\n"
	                    "  \"b\": [\n"
	                    "    true,\n"
	                    "    false,\n"
	                    "    null,\n"
	                    "    {\n"
	                    "      \"c\": \"d\"\n"
	                    "    },\n"
	                    "    []\n"
	                    "  ],\n"
	                    "  \"e\": {}\n"
	                    "}");
	strbuf_free(&out);
}

static void test_scalars_at_top_level(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &out, 0);
	json_int(&w, -5);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out), "-5");

	strbuf_reset(&out);
	json_init(&w, &out, JSON_PRETTY);
	json_string(&w, "x");
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out), "\"x\"");
	strbuf_free(&out);
}

static void test_integers(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	json_begin_array(&w);
	json_int(&w, 0);
	json_int(&w, -1);
	json_int(&w, INT64_MAX);
	json_int(&w, INT64_MIN);
	json_uint(&w, UINT64_MAX);
	json_end_array(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out),
	                    "[0,-1,9223372036854775807,-9223372036854775808,"
	                    "18446744073709551615]");
	strbuf_free(&out);
}

static void test_fixed(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	json_begin_array(&w);
	json_fixed(&w, 0.5, 4);
	json_fixed(&w, -2.0 / 3.0, 3);
	json_fixed(&w, 12.0, 0);
	json_fixed(&w, NAN, 2);
	json_end_array(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out), "[0.5000,-0.667,12,null]");
	strbuf_free(&out);
}

static void test_members_and_null_string(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	json_begin_object(&w);
	json_member_string(&w, "game", "principality");
	json_member_int(&w, "turn", 3);
	json_member_bool(&w, "over", 0);
	json_member_string(&w, "winner", NULL);
	json_end_object(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out),
	                    "{\"game\":\"principality\",\"turn\":3,\"over\":false,\"winner\":null}");
	strbuf_free(&out);
}

/* Quotes len bytes and compares with the expected literal. */
static void assert_quoted(const char *s, size_t len, const char *expected)
{
	struct strbuf out = STRBUF_INIT;
	json_quote(&out, s, len);
	assert_string_equal(strbuf_str(&out), expected);
	strbuf_free(&out);
}

#define ASSERT_QUOTED(lit, expected) assert_quoted(lit, sizeof lit - 1, expected)

static void test_escape_syntax_characters(void **unused)
{
	(void)unused;
	ASSERT_QUOTED("", "\"\"");
	ASSERT_QUOTED("plain text", "\"plain text\"");
	ASSERT_QUOTED("say \"hi\"", "\"say \\\"hi\\\"\"");
	ASSERT_QUOTED("a\\b", "\"a\\\\b\"");
	/* '/' and DEL need no escape in JSON, and get none. */
	ASSERT_QUOTED("a/b\x7f", "\"a/b\x7f\"");
}

static void test_escape_every_control_character(void **unused)
{
	(void)unused;
	char input[32];
	for (int c = 0; c < 32; c++)
		input[c] = (char)c;
	const char *expected =
		"\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007"
		"\\b\\t\\n\\u000b\\f\\r\\u000e\\u000f"
		"\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017"
		"\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\"";
	assert_quoted(input, sizeof input, expected);

	/* Through the writer, an embedded NUL is kept with json_string_len. */
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	json_string_len(&w, "a\0b", 3);
	assert_int_equal(json_finish(&w), 0);
	assert_string_equal(strbuf_str(&out), "\"a\\u0000b\"");
	strbuf_free(&out);
}

static void test_valid_utf8_passes_through(void **unused)
{
	(void)unused;
	/* Two-, three- and four-byte forms, the smallest and largest of each,
	 * and U+2028, which JSON allows raw. */
	ASSERT_QUOTED("Universit\xC3\xA4t", "\"Universit\xC3\xA4t\"");
	ASSERT_QUOTED("\xC2\x80\xDF\xBF", "\"\xC2\x80\xDF\xBF\"");
	ASSERT_QUOTED("\xE0\xA0\x80\xE2\x82\xAC\xEF\xBF\xBF", "\"\xE0\xA0\x80\xE2\x82\xAC\xEF\xBF\xBF\"");
	ASSERT_QUOTED("\xE2\x80\xA8", "\"\xE2\x80\xA8\"");
	ASSERT_QUOTED("\xF0\x90\x80\x80\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF",
	              "\"\xF0\x90\x80\x80\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF\"");
}

#define FFFD "\xEF\xBF\xBD"

static void test_invalid_utf8_replaced(void **unused)
{
	(void)unused;
	/* Each maximal ill-formed subpart becomes one U+FFFD. */
	ASSERT_QUOTED("a\x80z", "\"a" FFFD "z\"");                    /* stray continuation */
	ASSERT_QUOTED("\xBF\xBF", "\"" FFFD FFFD "\"");
	ASSERT_QUOTED("\xC0\x80", "\"" FFFD FFFD "\"");               /* overlong NUL */
	ASSERT_QUOTED("\xC1\xBF", "\"" FFFD FFFD "\"");
	ASSERT_QUOTED("\xE0\x80\x80", "\"" FFFD FFFD FFFD "\"");      /* overlong 3-byte */
	ASSERT_QUOTED("\xED\xA0\x80", "\"" FFFD FFFD FFFD "\"");      /* surrogate D800 */
	ASSERT_QUOTED("\xF0\x80\x80\x80", "\"" FFFD FFFD FFFD FFFD "\"");
	ASSERT_QUOTED("\xF4\x90\x80\x80", "\"" FFFD FFFD FFFD FFFD "\""); /* past U+10FFFF */
	ASSERT_QUOTED("\xF5\xFE\xFF", "\"" FFFD FFFD FFFD "\"");
	ASSERT_QUOTED("\xE2\x82" "A", "\"" FFFD "A\"");               /* cut short by ASCII */
	ASSERT_QUOTED("\xF0\x9F\x98" "\"", "\"" FFFD "\\\"\"");       /* cut short by a quote */
	ASSERT_QUOTED("x\xE2\x82", "\"x" FFFD "\"");                  /* cut short by the end */
	ASSERT_QUOTED("\xC3" "\xC3\xA4", "\"" FFFD "\xC3\xA4\"");
}

/* Every misuse sets the flag, and nothing is written after it. */
static void assert_misuse_flagged(struct json_writer *w, const struct strbuf *out)
{
	assert_int_equal(json_finish(w), -1);
	size_t len = out->len;
	json_begin_object(w);
	json_key(w, "k");
	json_int(w, 1);
	json_end_object(w);
	assert_int_equal(out->len, len);
	assert_int_equal(json_finish(w), -1);
}

static void test_misuse(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &out, 0);            /* a value where a key belongs */
	json_begin_object(&w);
	json_int(&w, 1);
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* a key in an array */
	json_begin_array(&w);
	json_key(&w, "k");
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* a key at the top level */
	json_key(&w, "k");
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* two keys in a row */
	json_begin_object(&w);
	json_key(&w, "a");
	json_key(&w, "b");
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* a key without its value */
	json_begin_object(&w);
	json_key(&w, "a");
	json_end_object(&w);
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* the wrong closer */
	json_begin_object(&w);
	json_end_array(&w);
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* closing what was never opened */
	json_end_object(&w);
	assert_misuse_flagged(&w, &out);

	json_init(&w, &out, 0);            /* two top-level values */
	json_int(&w, 1);
	json_int(&w, 2);
	assert_misuse_flagged(&w, &out);

	strbuf_free(&out);
}

static void test_unfinished(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &out, 0);
	assert_int_equal(json_finish(&w), -1);   /* nothing written */

	json_init(&w, &out, 0);
	json_begin_array(&w);
	json_begin_object(&w);
	json_end_object(&w);
	assert_int_equal(json_finish(&w), -1);   /* array still open */
	json_end_array(&w);
	assert_int_equal(json_finish(&w), 0);
	strbuf_free(&out);
}

static void test_depth_limit(void **unused)
{
	(void)unused;
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &out, 0);
	for (int i = 0; i < JSON_MAX_DEPTH; i++)
		json_begin_array(&w);
	for (int i = 0; i < JSON_MAX_DEPTH; i++)
		json_end_array(&w);
	assert_int_equal(json_finish(&w), 0);
	assert_int_equal(out.len, 2 * JSON_MAX_DEPTH);

	strbuf_reset(&out);
	json_init(&w, &out, JSON_PRETTY);
	for (int i = 0; i < JSON_MAX_DEPTH + 1; i++) {
		json_begin_object(&w);
		json_key(&w, "x");
	}
	assert_int_equal(w.depth, JSON_MAX_DEPTH);
	assert_misuse_flagged(&w, &out);
	for (int i = 0; i < 100; i++)      /* the flag holds; nothing breaks */
		json_end_object(&w);
	assert_int_equal(json_finish(&w), -1);
	strbuf_free(&out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_nesting_compact),
		cmocka_unit_test(test_nesting_pretty),
		cmocka_unit_test(test_scalars_at_top_level),
		cmocka_unit_test(test_integers),
		cmocka_unit_test(test_fixed),
		cmocka_unit_test(test_members_and_null_string),
		cmocka_unit_test(test_escape_syntax_characters),
		cmocka_unit_test(test_escape_every_control_character),
		cmocka_unit_test(test_valid_utf8_passes_through),
		cmocka_unit_test(test_invalid_utf8_replaced),
		cmocka_unit_test(test_misuse),
		cmocka_unit_test(test_unfinished),
		cmocka_unit_test(test_depth_limit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
