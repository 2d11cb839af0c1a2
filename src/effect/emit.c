/*
 * emit: the compiler's code, appended word by word, and the rewrites that
 * turn shapes the interpreter runs hot into one instruction (code.h).
 *
 * Each rewrite looks at code just emitted in one piece, which nothing
 * jumps into, and either replaces it with its single instruction or
 * leaves it as it was: the general code is always correct, the rewrite
 * only faster. Out of memory, every function does nothing; the compiler
 * reports it once at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "effect/compiler.h"

void emit(struct compiler *c, int32_t word)
{
	if (c->out_of_memory)
		return;
	if (c->len == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 256;
		int32_t *code = realloc(c->code, cap * sizeof *code);
		if (!code) {
			c->out_of_memory = 1;
			return;
		}
		c->code = code;
		c->cap = cap;
	}
	c->code[c->len++] = word;
}

void emit2(struct compiler *c, int32_t op, int32_t operand)
{
	emit(c, op);
	emit(c, operand);
}

/* Emits a jump with a target to fill in later; returns where the target goes. */
size_t emit_jump(struct compiler *c, int32_t op)
{
	emit2(c, op, -1);
	return c->len - 1;
}

void emit_patch(struct compiler *c, size_t at)
{
	if (!c->out_of_memory && at < c->len)
		c->code[at] = (int32_t)c->len;
}

/* Specialised instructions (code.h): where the code just emitted from
 * from on is a shape the interpreter takes hot, the compiler emits one
 * instruction for it. Each rewrites only code of its own form, emitted
 * in one piece: nothing jumps into it. */

/* Whether the code from from on is exactly (LOCAL slot). */
static bool is_name_alone(const struct compiler *c, size_t from)
{
	return !c->out_of_memory && c->len == from + 2 && c->code[from] == OP_LOCAL;
}

/* (ZONE zone) of the player whose code begins at from: (LOCAL_ZONE slot
 * zone) when the player is a name alone. */
void emit_zone(struct compiler *c, size_t from, int32_t zone)
{
	if (is_name_alone(c, from)) {
		c->code[from] = OP_LOCAL_ZONE;
		emit(c, zone);
		return;
	}
	emit2(c, OP_ZONE, zone);
}

/* (ACT act argc) of the arguments whose code begins at from: (ACT_LOCAL
 * slot value act) when they are a name alone and a constant. */
void emit_act(struct compiler *c, size_t from, int32_t act, int argc)
{
	if (argc == 2 && !c->out_of_memory && c->len == from + 4 && c->code[from] == OP_LOCAL &&
	    c->code[from + 2] == OP_PUSH) {
		c->code[from] = OP_ACT_LOCAL;
		c->code[from + 2] = c->code[from + 3];   /* the value after the slot */
		c->len = from + 3;
		emit(c, act);
		return;
	}
	emit(c, OP_ACT);
	emit2(c, act, argc);
}

/* The card a filter test reads, as the general code at k (n words left)
 * pushes it: (THIS), (TRIGGER) or (LOCAL slot), or with players (SELF),
 * (SELF) (QUERY OPPONENT 1) too; sets *of, *slot and *len (its words), or
 * returns false. */
static bool test_operand(const int32_t *k, size_t n, bool players, int32_t *of, int32_t *slot,
                         size_t *len)
{
	*slot = 0;
	if (n >= 1 && !players && (k[0] == OP_THIS || k[0] == OP_TRIGGER)) {
		*of = k[0] == OP_THIS ? OF_THIS : OF_TRIGGER;
		*len = 1;
	} else if (n >= 2 && k[0] == OP_LOCAL) {
		*of = OF_LOCAL;
		*slot = k[1];
		*len = 2;
	} else if (n >= 4 && players && k[0] == OP_SELF && k[1] == OP_QUERY &&
	           k[2] == EFFECT_Q_OPPONENT && k[3] == 1) {
		*of = OF_OPPONENT;
		*len = 4;
	} else if (n >= 1 && players && k[0] == OP_SELF) {
		*of = OF_SELF;
		*len = 1;
	} else {
		return false;
	}
	return true;
}

static bool is_comparison(int32_t op)
{
	return op >= OP_LT && op <= OP_NE;
}

/* A condition of a filter's "and" emitted from from on, as a filter test
 * (code.h: OP_TEST_IN ... OP_TEST_COMPARE) when it is the general code
 * of one: an attribute test, a relation, (exposed), what a player holds
 * of the subject compared with a constant, the subject compared with
 * what the host says of a card. The test asks the host the same
 * questions in the same order. Returns whether it rewrote the code. */
bool emit_test(struct compiler *c, size_t from)
{
	if (c->out_of_memory || c->len <= from)
		return false;
	int32_t *k = &c->code[from];
	const size_t n = c->len - from;
	int32_t of, slot;
	size_t len;
	if (n >= 4 && k[0] == OP_ATTR && k[2] == OP_IN && k[3] >= 0 && n == 4 + (size_t)k[3]) {
		/* (ATTR a) (IN count v...): (TEST_IN a count v...) */
		k[0] = OP_TEST_IN;
		k[2] = k[3];
		memmove(&k[3], &k[4], sizeof k[0] * (size_t)k[2]);
		c->len--;
		return true;
	}
	if (n == 6 && k[0] == OP_SUBJECT && k[1] == OP_THIS && k[2] == OP_QUERY &&
	    k[3] == EFFECT_Q_IMMUNE && k[4] == 2 && k[5] == OP_NOT) {
		k[0] = OP_TEST_EXPOSED;
		c->len = from + 1;
		return true;
	}
	if (test_operand(k, n, true, &of, &slot, &len) && n == len + 7 && k[len] == OP_SUBJECT &&
	    k[len + 1] == OP_QUERY && (k[len + 2] == EFFECT_Q_RESOURCES ||
	    k[len + 2] == EFFECT_Q_ROOM) && k[len + 3] == 2 && k[len + 4] == OP_PUSH &&
	    is_comparison(k[len + 6])) {
		/* PLAYER (SUBJECT) (QUERY q 2) (PUSH count) (op) */
		const int32_t t[6] = { OP_TEST_HOLDING, of, slot, k[len + 2], k[len + 5], k[len + 6] };
		memcpy(k, t, sizeof t);
		c->len = from + 6;
		return true;
	}
	if (n < 2 || k[0] != OP_SUBJECT || !test_operand(&k[1], n - 1, false, &of, &slot, &len))
		return false;
	const int32_t *q = &k[1 + len];
	if (n == 1 + len + 5 && q[0] == OP_PUSH && q[2] == OP_QUERY && q[3] == EFFECT_Q_RELATION &&
	    q[4] == 3) {
		/* (SUBJECT) CARD (PUSH relation) (QUERY RELATION 3) */
		const int32_t t[4] = { OP_TEST_RELATION, of, slot, q[1] };
		memcpy(k, t, sizeof t);
		c->len = from + 4;
		return true;
	}
	if (n == 1 + len + 4 && q[0] == OP_QUERY && q[1] >= 0 && q[1] < EFFECT_Q_COUNT &&
	    q[2] == 1 && is_comparison(q[3])) {
		/* (SUBJECT) CARD (QUERY q 1) (op) */
		const int32_t t[5] = { OP_TEST_COMPARE, of, slot, q[1], q[3] };
		memcpy(k, t, sizeof t);
		c->len = from + 5;
		return true;
	}
	return false;
}

/* Puts the attribute tests of the block of tests from entry to the end
 * of the code before its relations, unless it holds another test:
 * attributes are cheap to read and fail most cards, and the questions of
 * a relation are read-only, so that asking fewer of them changes nothing.
 * Immunity runs modifiers of its own, a host notes who reads resources,
 * and any other question may be one it notes: those keep their place.
 * For the blocks of clauses, which the games ask again and again. */
void emit_attributes_first(struct compiler *c, size_t entry)
{
	int32_t sorted[256];
	size_t n = 0, end = c->len;
	if (c->out_of_memory || end - entry > sizeof sorted / sizeof sorted[0])
		return;
	for (size_t pc = entry; pc < end; pc += (size_t)op_words(&c->code[pc]))
		if (c->code[pc] != OP_TEST_IN && c->code[pc] != OP_TEST_RELATION)
			return;
	for (int pass = 0; pass < 2; pass++)
		for (size_t pc = entry; pc < end; pc += (size_t)op_words(&c->code[pc]))
			if ((c->code[pc] == OP_TEST_IN) == (pass == 0)) {
				size_t words = (size_t)op_words(&c->code[pc]);
				memcpy(&sorted[n], &c->code[pc], sizeof sorted[0] * words);
				n += words;
			}
	memcpy(&c->code[entry], sorted, sizeof sorted[0] * n);
}

/* Whether act is a stock act, which moves no card. */
static bool is_stock_act(int32_t act)
{
	return act == EFFECT_A_ADD_STOCK || act == EFFECT_A_SET_STOCK;
}

/* Moves the pure block of words code[from..from+len) to code[to...] (to
 * before from), its jumps and the entries of its walks, which point
 * into it, with it. A pure block holds no loop. */
static void move_block(struct compiler *c, size_t from, size_t len, size_t to)
{
	int32_t *k = c->code;
	const int32_t shift = (int32_t)(from - to);
	memmove(&k[to], &k[from], sizeof k[0] * len);
	for (size_t pc = to; pc < to + len; pc += (size_t)op_words(&k[pc])) {
		int32_t *target = NULL;
		switch (k[pc]) {
		case OP_JUMP: case OP_JUMP_IF_NOT: case OP_COUNT: case OP_TOTAL_STOCK: case OP_EXISTS:
			target = &k[pc + 1];
			break;
		case OP_EXISTS_OF:
			target = &k[pc + 3];
			break;
		default:
			break;
		}
		if (target && *target >= (int32_t)from && *target <= (int32_t)(from + len))
			*target -= shift;
	}
}

/* An exists emitted from from on over a zone of self or his opponent,
 *   (SELF) [(QUERY OPPONENT 1)] (ZONE zone) [(JUMP t) FILTER] t: (EXISTS f)
 * becomes [(JUMP over) FILTER] over: (EXISTS_OF of zone f), the filter
 * moved up to where the exists began. */
void emit_exists_of(struct compiler *c, size_t from)
{
	if (c->out_of_memory)
		return;
	int32_t *k = c->code;
	const size_t t = c->len - 2;   /* the (EXISTS f) */
	size_t at = from + 1;
	int32_t of = OF_SELF;
	if (k[from] != OP_SELF || k[t] != OP_EXISTS)
		return;
	if (at + 3 <= t && k[at] == OP_QUERY && k[at + 1] == EFFECT_Q_OPPONENT && k[at + 2] == 1) {
		of = OF_OPPONENT;
		at += 3;
	}
	if (at + 2 > t || k[at] != OP_ZONE)
		return;
	const int32_t zone = k[at + 1], filter = k[t + 1];
	at += 2;
	size_t over = from;
	if (filter >= 0) {
		if (at + 2 > t || k[at] != OP_JUMP || k[at + 1] != (int32_t)t ||
		    filter != (int32_t)at + 2)
			return;
		move_block(c, at + 2, t - (at + 2), from + 2);
		over = from + 2 + (t - (at + 2));
		k[from] = OP_JUMP;
		k[from + 1] = (int32_t)over;
	} else if (at != t) {
		return;
	}
	const int32_t exists[4] = { OP_EXISTS_OF, of, zone, filter >= 0 ? (int32_t)from + 2 : -1 };
	memcpy(&k[over], exists, sizeof exists);
	c->len = over + 4;
}

/* The loop instructions (code.h): a for-card loop emitted from top on,
 * (NEXT slot index var end) BODY (JUMP top), whose body is one stock
 * act on a name with a constant, (ACT_LOCAL s value act) (POP), becomes
 * (STOCK_EACH slot index var s value act); one whose body is
 *   (LOCAL_ZONE zs zone) [(JUMP t) FILTER] t: (EXISTS f)
 *   (JUMP_IF_NOT j) (ACT_LOCAL v value act) (POP) j:
 * of a stock act, "(when (exists (in (ZONE name) FILTER...)) (add-stock
 * name value))", becomes [(JUMP over) FILTER] over: (NEAR_EACH slot
 * index var zs zone f v value act), the filter moved up to where the
 * loop began. */
void emit_each(struct compiler *c, size_t top)
{
	if (c->out_of_memory)
		return;
	int32_t *k = c->code;
	const size_t end = c->len - 2;   /* the (JUMP top) */
	const size_t at = top + 5;       /* the body */
	const int32_t slot = k[top + 1], index = k[top + 2], var = k[top + 3];
	if (k[top] != OP_NEXT)
		return;
	if (end == at + 5 && k[at] == OP_ACT_LOCAL && is_stock_act(k[at + 3]) && k[at + 4] == OP_POP) {
		const int32_t each[7] = { OP_STOCK_EACH, slot, index, var, k[at + 1], k[at + 2], k[at + 3] };
		memcpy(&k[top], each, sizeof each);
		c->len = top + 7;
		return;
	}
	if (end < at + 12 || k[at] != OP_LOCAL_ZONE || k[end - 5] != OP_ACT_LOCAL ||
	    !is_stock_act(k[end - 2]) || k[end - 1] != OP_POP || k[end - 7] != OP_JUMP_IF_NOT ||
	    k[end - 6] != (int32_t)end || k[end - 9] != OP_EXISTS)
		return;
	const size_t t = end - 9;
	const int32_t filter = k[t + 1];
	size_t block = 0;   /* the filter's words */
	if (filter >= 0) {
		if (k[at + 3] != OP_JUMP || k[at + 4] != (int32_t)t || filter != (int32_t)at + 5)
			return;
		block = t - (at + 5);
	} else if (t != at + 3) {
		return;
	}
	const int32_t each[10] = { OP_NEAR_EACH, slot, index, var, k[at + 1], k[at + 2],
	                           filter >= 0 ? (int32_t)top + 2 : -1, k[end - 4], k[end - 3],
	                           k[end - 2] };
	size_t over = top;
	if (filter >= 0) {
		move_block(c, at + 5, block, top + 2);
		k[top] = OP_JUMP;
		over = top + 2 + block;
		k[top + 1] = (int32_t)over;
	}
	memcpy(&k[over], each, sizeof each);
	c->len = over + 10;
}
