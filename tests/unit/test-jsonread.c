/*
 * Tests of core/jsonread: every kind of value read back, the text of
 * numbers kept whole, and each refusal naming its line and column.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "core/jsonread.h"

static const struct jsonread_value *parse(struct arena *arena, const char *text,
                                          struct strbuf *why)
{
	strbuf_reset(why);
	return jsonread_parse(arena, text, strlen(text), why);
}

static void test_values(void **unused)
{
	(void)unused;
	struct arena *arena = arena_new();
	struct strbuf why = STRBUF_INIT;
	const struct jsonread_value *v = parse(arena,
		" {\"a\": [1, -2.5e3, true, false, null], \"b\": \"x\\n\\u00e9\\\"\", "
		"\"c\": {}, \"d\": [], \"big\": 18446744073709551615}\n", &why);
	assert_non_null(v);
	assert_int_equal(v->type, JSONREAD_OBJECT);
	assert_int_equal(v->count, 5);
	const struct jsonread_value *a = jsonread_member(v, "a");
	assert_int_equal(a->type, JSONREAD_ARRAY);
	assert_int_equal(a->count, 5);
	assert_string_equal(a->items[1]->text, "-2.5e3");
	assert_true(a->items[2]->type == JSONREAD_BOOL && a->items[2]->boolean);
	assert_true(a->items[3]->type == JSONREAD_BOOL && !a->items[3]->boolean);
	assert_int_equal(a->items[4]->type, JSONREAD_NULL);
	assert_string_equal(jsonread_member(v, "b")->text, "x\n\xc3\xa9\"");
	assert_int_equal(jsonread_member(v, "c")->count, 0);
	assert_int_equal(jsonread_member(v, "d")->type, JSONREAD_ARRAY);
	assert_null(jsonread_member(v, "e"));
	int64_t n;
	assert_int_equal(jsonread_integer(a->items[0], 0, 10, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(jsonread_integer(a->items[0], 2, 10, &n), -1);
	assert_int_equal(jsonread_integer(a->items[1], INT64_MIN, INT64_MAX, &n), -1);
	uint64_t u;
	assert_int_equal(jsonread_unsigned(jsonread_member(v, "big"), &u), 0);
	assert_true(u == UINT64_MAX);
	strbuf_free(&why);
	arena_free(arena);
}

static void test_refusals(void **unused)
{
	(void)unused;
	static const struct {
		const char *text, *why;
	} cases[] = {
		{ "", "line 1, column 1: a value expected, not the end" },
		{ "{\"a\" 1}", "line 1, column 6: ':' expected after a member name" },
		{ "[1,\n 2", "line 2, column 3: ',' or ']' expected" },
		{ "[01]", "line 1, column 4: a number wants digits, without a leading zero" },
		{ "\"abc", "line 1, column 5: the string does not end" },
		{ "\"\\q\"", "line 1, column 3: an unknown escape in a string" },
		{ "{1: 2}", "line 1, column 2: a member name (a string) expected" },
		{ "[] []", "line 1, column 4: nothing may follow the value" },
		{ "[tru]", "line 1, column 2: a value expected" },
		{ "\"\\ud800\"", "line 1, column 3: a surrogate \\u escape is not read" },
	};
	struct arena *arena = arena_new();
	struct strbuf why = STRBUF_INIT;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		assert_null(parse(arena, cases[i].text, &why));
		assert_string_equal(strbuf_str(&why), cases[i].why);
	}
	/* too deep: refused, never a crash */
	char deep[2 * JSONREAD_MAX_DEPTH + 8];
	memset(deep, '[', JSONREAD_MAX_DEPTH + 1);
	memset(deep + JSONREAD_MAX_DEPTH + 1, ']', JSONREAD_MAX_DEPTH + 1);
	deep[2 * JSONREAD_MAX_DEPTH + 2] = '\0';
	assert_null(parse(arena, deep, &why));
	assert_non_null(strstr(strbuf_str(&why), "nested deeper than 64"));
	strbuf_free(&why);
	arena_free(arena);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_refusals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
