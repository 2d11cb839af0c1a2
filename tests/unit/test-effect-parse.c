/* The effect parser: tree shape, positions, errors, and no crash on junk. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core/diag.h"
#include "core/strbuf.h"
#include "effect/parse.h"

/* Parses text; returns the first diag as "L:C: message", or "" if none. */
static const char *parse_error(const char *text, size_t len)
{
	static char out[512];
	struct tree tree;
	struct diag_list diags = DIAG_LIST_INIT;
	parse(&tree, text, len, NULL, &diags);
	out[0] = '\0';
	if (diags.count) {
		struct strbuf sb = STRBUF_INIT;
		diag_format(&diags.items[0], &sb);
		snprintf(out, sizeof out, "%s", strbuf_str(&sb));
		strbuf_free(&sb);
	}
	diag_list_free(&diags);
	tree_free(&tree);
	return out;
}

static void test_tree(void **state)
{
	(void)state;
	const char *text = "(on play\n  (gain self \"Gold\" 2))\n(modify hand-limit 1)";
	struct tree tree;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(parse(&tree, text, strlen(text), NULL, &diags), 0);
	assert_int_equal(diags.count, 0);
	const struct node *root = &tree.nodes[0];
	assert_int_equal(root->count, 2);
	const struct node *on = node_child(&tree, root, 0);
	assert_int_equal(on->kind, NODE_LIST);
	assert_int_equal(on->count, 3);
	assert_int_equal(on->line, 1);
	assert_int_equal(on->col, 1);
	const struct node *gain = node_child(&tree, on, 2);
	assert_int_equal(gain->line, 2);
	assert_int_equal(gain->col, 3);
	const struct node *gold = node_child(&tree, gain, 2);
	assert_int_equal(gold->kind, NODE_STRING);
	assert_int_equal(gold->col, 14);
	assert_memory_equal(text + gold->start, "Gold", 4);
	const struct node *two = node_child(&tree, gain, 3);
	assert_int_equal(two->kind, NODE_INT);
	assert_int_equal(two->value, 2);
	assert_null(node_child(&tree, gain, 4));
	const struct node *mod = node_child(&tree, root, 1);
	assert_int_equal(mod->line, 3);
	tree_free(&tree);
	diag_list_free(&diags);
}

static void test_errors(void **state)
{
	(void)state;
	assert_string_equal(parse_error("(on play\n  (gain self", 20), "2:3: \"(\" is never closed");
	assert_string_equal(parse_error("(on play))", 10), "1:10: unexpected \")\"");
	assert_string_equal(parse_error("(a \"b)", 6), "1:4: unterminated string");
	char deep[80];
	memset(deep, '(', 33);
	memset(deep + 33, ')', 33);
	assert_string_equal(parse_error(deep, 66), "1:33: nesting deeper than 32 levels");
	assert_string_equal(parse_error(deep + 1, 64), "");
	char big[8002];
	memset(big, ' ', sizeof big);
	assert_string_equal(parse_error(big, sizeof big), "1:1: effect text longer than 8000 bytes");
}

/* Random bytes drawn from the characters that matter must never crash the
 * parser (the fuzzer does this at length; this is the quick version). */
static void test_junk(void **state)
{
	(void)state;
	static const char alphabet[] = "()()\"; \n-0123abc\xc3\xa4\x01";
	uint32_t seed = 12345;
	char text[200];
	for (int round = 0; round < 3000; round++) {
		size_t len = (size_t)(round % 199) + 1;
		for (size_t i = 0; i < len; i++) {
			seed = seed * 1103515245u + 12345u;
			text[i] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
		}
		struct tree tree;
		struct diag_list diags = DIAG_LIST_INIT;
		int rc = parse(&tree, text, len, NULL, &diags);
		assert_true(rc == 0 || diags.count == 1);
		tree_free(&tree);
		diag_list_free(&diags);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tree),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_junk),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
