/*
 * parse: builds the tree of an effect text.
 *
 * Recursive descent over a grammar of one rule (an item is an atom or a
 * parenthesised list of items), with the depth bounded by
 * EFFECT_DEPTH_MAX so that no input can exhaust the C stack. Any input,
 * however broken, gives either a tree or a diag, never a crash.
 */
#include "effect/parse.h"

#include <stdlib.h>
#include <string.h>

#include "effect/effect.h"
#include "effect/lex.h"
#include "core/i18n.h"

struct parser {
	struct lexer lx;
	struct token tok;       /* the current token */
	struct tree *tree;
	struct diag_where where;
	struct diag_list *diags;
	int failed;
};

static void report(struct parser *ps, int line, int col, const char *fmt, const char *arg)
{
	if (ps->failed)
		return;
	ps->failed = 1;
	struct diag_where w = ps->where;
	w.line = line;
	w.col = col;
	diag_add(ps->diags, &w, fmt, arg);
}

static void next_token(struct parser *ps)
{
	ps->tok = lex_next(&ps->lx);
	if (ps->tok.kind == TOK_ERROR)
		report(ps, ps->tok.line, ps->tok.col, "%s", _(ps->tok.error));
}

/* Appends a node and returns its index, or -1 when memory ran out. */
static int32_t new_node(struct parser *ps, enum node_kind kind, const struct token *t)
{
	struct tree *tree = ps->tree;
	if (tree->count == tree->cap) {
		size_t cap = tree->cap ? tree->cap * 2 : 32;
		struct node *nodes = realloc(tree->nodes, cap * sizeof *nodes);
		if (!nodes) {
			report(ps, t->line, t->col, "%s", _("out of memory"));
			return -1;
		}
		tree->nodes = nodes;
		tree->cap = cap;
	}
	struct node *n = &tree->nodes[tree->count];
	n->kind = (uint8_t)kind;
	n->line = t->line;
	n->col = t->col;
	n->value = t->value;
	n->start = (uint32_t)t->start;
	n->len = (uint32_t)t->len;
	n->first = -1;
	n->next = -1;
	n->count = 0;
	return (int32_t)tree->count++;
}

static int32_t parse_item(struct parser *ps, int depth);

/* Parses items up to the closing token into the list at index list. The
 * opening token has been consumed; closer is TOK_CLOSE, or TOK_END for the
 * whole text. */
static void parse_items(struct parser *ps, int32_t list, enum token_kind closer, int depth)
{
	int32_t last = -1;
	int line = ps->tree->nodes[list].line, col = ps->tree->nodes[list].col;
	while (!ps->failed) {
		if (ps->tok.kind == closer) {
			if (closer == TOK_CLOSE)
				next_token(ps);
			return;
		}
		if (ps->tok.kind == TOK_END) {
			report(ps, line, col, "%s", _("\"(\" is never closed"));
			return;
		}
		if (ps->tok.kind == TOK_CLOSE) {
			report(ps, ps->tok.line, ps->tok.col, "%s", _("unexpected \")\""));
			return;
		}
		int32_t item = parse_item(ps, depth);
		if (item < 0)
			return;
		/* nodes may have moved: address them by index only */
		if (last < 0)
			ps->tree->nodes[list].first = item;
		else
			ps->tree->nodes[last].next = item;
		ps->tree->nodes[list].count++;
		last = item;
	}
}

static int32_t parse_item(struct parser *ps, int depth)
{
	struct token t = ps->tok;
	switch (t.kind) {
	case TOK_SYMBOL:
	case TOK_INT:
	case TOK_STRING: {
		enum node_kind kind = t.kind == TOK_SYMBOL ? NODE_SYMBOL :
		                      t.kind == TOK_INT ? NODE_INT : NODE_STRING;
		int32_t n = new_node(ps, kind, &t);
		next_token(ps);
		return n;
	}
	case TOK_OPEN: {
		if (depth >= EFFECT_DEPTH_MAX) {
			report(ps, t.line, t.col, _("nesting deeper than %s levels"), "32");
			return -1;
		}
		int32_t n = new_node(ps, NODE_LIST, &t);
		if (n < 0)
			return -1;
		next_token(ps);
		parse_items(ps, n, TOK_CLOSE, depth + 1);
		return ps->failed ? -1 : n;
	}
	default:
		return -1; /* errors were reported when the token was read */
	}
}

int parse(struct tree *tree, const char *text, size_t len, const struct diag_where *where,
          struct diag_list *diags)
{
	struct parser ps;
	memset(&ps, 0, sizeof ps);
	memset(tree, 0, sizeof *tree);
	tree->text = text ? text : "";
	ps.tree = tree;
	ps.diags = diags;
	if (where)
		ps.where = *where;
	lex_init(&ps.lx, text, len);
	if (len > EFFECT_TEXT_MAX) {
		report(&ps, 1, 1, _("effect text longer than %s bytes"), "8000");
		return -1;
	}
	struct token root = { TOK_OPEN, 1, 1, 0, 0, 0, NULL };
	if (new_node(&ps, NODE_LIST, &root) < 0)
		return -1;
	next_token(&ps);
	parse_items(&ps, 0, TOK_END, 0);
	return ps.failed ? -1 : 0;
}

void tree_free(struct tree *tree)
{
	free(tree->nodes);
	tree->nodes = NULL;
	tree->count = tree->cap = 0;
}

const struct node *node_next(const struct tree *tree, const struct node *node)
{
	return node && node->next >= 0 ? &tree->nodes[node->next] : NULL;
}

const struct node *node_child(const struct tree *tree, const struct node *list, int i)
{
	if (!list || list->kind != NODE_LIST || i < 0 || i >= list->count)
		return NULL;
	const struct node *n = &tree->nodes[list->first];
	while (i-- > 0 && n)
		n = node_next(tree, n);
	return n;
}
