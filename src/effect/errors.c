/*
 * errors: how the compiler says what is wrong with an effect: the place
 * (line and column of the node), what it expected and what it found, and
 * for a form it does not know, the closest one when a slip of a letter or
 * two explains it, else the forms that may stand there. A card designer
 * reads these after editing a card, so each names the word as written.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "effect/compiler.h"
#include "core/i18n.h"

void error_at(struct compiler *c, const struct node *n, const char *fmt, ...)
{
	struct diag_where w = c->where;
	w.line = n ? n->line : 1;
	w.col = n ? n->col : 1;
	char message[sizeof ((struct diag *)0)->message];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(message, sizeof message, fmt, ap);
	va_end(ap);
	diag_add(c->diags, &w, "%s", message);
	c->errors++;
}

/* How an error shows the node it did not expect: a word or string in
 * quotes (cut at 40 bytes), a number as is, a list by its head. */
static void describe(const struct compiler *c, const struct node *n, char *buf, size_t size)
{
	const char *text = c->tree->text;
	switch (n->kind) {
	case NODE_INT:
		snprintf(buf, size, "%d", (int)n->value);
		return;
	case NODE_SYMBOL:
	case NODE_STRING: {
		int len = n->len > 40 ? 40 : (int)n->len;
		snprintf(buf, size, "\"%.*s%s\"", len, text + n->start, n->len > 40 ? "..." : "");
		return;
	}
	case NODE_LIST: {
		const struct node *head = node_child(c->tree, n, 0);
		if (head && head->kind == NODE_SYMBOL) {
			int len = head->len > 40 ? 40 : (int)head->len;
			snprintf(buf, size, "\"(%.*s ...)\"", len, text + head->start);
		} else {
			snprintf(buf, size, "%s", n->count ? _("a list") : "\"()\"");
		}
		return;
	}
	}
	snprintf(buf, size, "?");
}

void error_expected(struct compiler *c, const struct node *n, const char *what)
{
	char found[64];
	describe(c, n, found, sizeof found);
	error_at(c, n, _("expected %s, found %s"), what, found);
}

/* The game's words of kind, ", " between, as errors list them; cut to fit
 * buf. A game without any says so. */
static void word_list(const struct compiler *c, enum effect_word_kind kind, char *buf, size_t size)
{
	size_t k = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < c->words->count[kind] && k + 1 < size; i++) {
		int n = snprintf(buf + k, size - k, "%s%s", i ? ", " : "", c->words->list[kind][i].name);
		if (n < 0)
			break;
		k += (size_t)n;
	}
	if (k == 0)
		snprintf(buf, size, "%s", _("none in this game"));
}

/* "expected WHAT (the game's words of kind), found ..." */
void error_expected_word(struct compiler *c, const struct node *n, const char *what,
                          enum effect_word_kind kind)
{
	char list[600], message[700];
	word_list(c, kind, list, sizeof list);
	snprintf(message, sizeof message, "%s (%s)", what, list);
	error_expected(c, n, message);
}

/* How many single-byte edits (an insertion, a deletion, a change, or two
 * neighbours swapped) turn a (alen bytes) into b: the closeness of a
 * misspelt form to a real one. */
static size_t edits(const char *a, size_t alen, const char *b)
{
	size_t blen = strlen(b), rows[3][64];
	if (alen >= 63 || blen >= 63)
		return SIZE_MAX;
	size_t *before = rows[0], *last = rows[1], *row = rows[2];
	for (size_t j = 0; j <= blen; j++)
		last[j] = j;
	for (size_t i = 1; i <= alen; i++) {
		row[0] = i;
		for (size_t j = 1; j <= blen; j++) {
			size_t best = last[j - 1] + (a[i - 1] != b[j - 1]);
			if (last[j] + 1 < best)
				best = last[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    before[j - 2] + 1 < best)
				best = before[j - 2] + 1;
			row[j] = best;
		}
		size_t *spare = before;
		before = last;
		last = row;
		row = spare;
	}
	return last[blen];
}

/* Every form name that may stand where the compiler is now, in turn:
 * the language's (no changes in a pure block; die and produced only in
 * a production handler), then the game's zone, relation and act forms.
 * Calls fn with each; stops when fn returns nonzero. */
static void each_form(const struct compiler *c, int (*fn)(void *ctx, const char *name), void *ctx)
{
	for (size_t i = 0; i < special_form_count; i++) {
		const char *name = special_forms[i].name;
		static const char *const acting[] = { "let", "repeat", "for", "for-card", "require",
		                                      "stop", "choose", "choose-resource",
		                                      "choose-number", "choose-player", "choose-stack",
		                                      "confirm", "offer-counter", "choose-site", "roll",
		                                      "destroy", "return" };
		bool skip = strcmp(name, "in") == 0 ||
		            (!c->production && (strcmp(name, "die") == 0 || strcmp(name, "produced") == 0));
		for (size_t k = 0; c->pure && k < sizeof acting / sizeof acting[0]; k++)
			skip = skip || strcmp(name, acting[k]) == 0;
		if (!skip && fn(ctx, name))
			return;
	}
	for (size_t i = 0; i < host_form_count; i++)
		if ((!c->pure || !(host_forms[i].flags & F_ACT)) && fn(ctx, host_forms[i].name))
			return;
	const struct effect_word *zones = c->words->list[EFFECT_WORD_ZONE];
	for (size_t i = 0; zones && i < c->words->count[EFFECT_WORD_ZONE]; i++)
		if ((zones[i].role & EFFECT_ZONE_SHAPE) != EFFECT_ZONE_PLAIN && fn(ctx, zones[i].name))
			return;
	for (size_t i = 0; i < c->words->count[EFFECT_WORD_RELATION]; i++)
		if (fn(ctx, c->words->list[EFFECT_WORD_RELATION][i].name))
			return;
	for (size_t i = 0; !c->pure && i < c->words->count[EFFECT_WORD_ACT]; i++)
		if (fn(ctx, c->words->list[EFFECT_WORD_ACT][i].name))
			return;
}

struct closest {
	const char *text;
	size_t len, best;
	const char *name;
};

static int closer(void *ctx, const char *name)
{
	struct closest *cl = ctx;
	size_t d = edits(cl->text, cl->len, name);
	if (d < cl->best) {
		cl->best = d;
		cl->name = name;
	}
	return 0;
}

struct listing {
	char *buf;
	size_t size, len;
	bool cut;
};

static int add_name(void *ctx, const char *name)
{
	struct listing *l = ctx;
	size_t need = strlen(name) + (l->len ? 2 : 0);
	if (l->len + need + 5 >= l->size) {
		l->cut = true;
		return 1;
	}
	l->len += (size_t)snprintf(l->buf + l->len, l->size - l->len, "%s%s", l->len ? ", " : "", name);
	return 0;
}

/* "unknown form": with the closest form when one is a slip of a few
 * letters away, else with the forms that may stand here. */
void error_unknown_form(struct compiler *c, const struct node *head)
{
	char found[64];
	describe(c, head, found, sizeof found);
	struct closest cl = { c->tree->text + head->start, head->len, SIZE_MAX, NULL };
	each_form(c, closer, &cl);
	if (cl.name && cl.best <= (head->len >= 4 ? 2u : 1u)) {
		error_at(c, head, _("unknown form %s; the closest is \"%s\""), found, cl.name);
		return;
	}
	char list[300];
	struct listing l = { list, sizeof list - 4, 0, false };
	list[0] = '\0';
	each_form(c, add_name, &l);
	error_at(c, head, _("unknown form %s; forms here: %s%s"), found, list, l.cut ? ", ..." : "");
}
