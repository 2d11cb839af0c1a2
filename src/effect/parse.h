/*
 * parse: effect text as a tree.
 *
 * The tree is a flat array of nodes; a list's children are linked by
 * index (first, next), so the tree is one allocation and holds no pointers
 * into itself. Every node keeps the line and column where it starts.
 */
#ifndef CATAN_EFFECT_PARSE_H
#define CATAN_EFFECT_PARSE_H

#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"

enum node_kind { NODE_LIST, NODE_SYMBOL, NODE_INT, NODE_STRING };

struct node {
	uint8_t kind;           /* enum node_kind */
	int32_t line, col;
	int32_t value;          /* NODE_INT */
	uint32_t start, len;    /* the text of a symbol or string (no quotes) */
	int32_t first;          /* NODE_LIST: first child, or -1 */
	int32_t next;           /* next sibling, or -1 */
	int32_t count;          /* NODE_LIST: number of children */
};

struct tree {
	const char *text;       /* the source, not owned */
	struct node *nodes;     /* nodes[0] is the whole text, a list of clauses */
	size_t count, cap;
};

/* Parses text into tree. Problems go to diags (positions filled into a
 * copy of *where); parsing stops at the first. Returns 0 on success, -1 on
 * a syntax error or when memory ran out. tree is valid either way and must
 * be freed. */
int parse(struct tree *tree, const char *text, size_t len, const struct diag_where *where,
          struct diag_list *diags);
void tree_free(struct tree *tree);

/* The child of list node at index i (0-based), or NULL. */
const struct node *node_child(const struct tree *tree, const struct node *list, int i);
const struct node *node_next(const struct tree *tree, const struct node *node);

#endif
