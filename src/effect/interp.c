/*
 * interp: runs compiled effects against a host.
 *
 * A handler runs in a struct effect_run, which holds everything a
 * suspended handler needs to go on (the program counter, the operand stack,
 * the names, the lists its loops walk) and nothing else: no pointers, so
 * the match state that contains it can be copied byte for byte. The
 * program, the host and the game are passed in on every call instead.
 *
 * Pure blocks (filters, modifiers, conditions) run to completion inside
 * one call: they cannot ask a player anything, so they never suspend, and
 * they run above the caller's part of the stack. Every instruction counts
 * against EFFECT_STEP_LIMIT, so a program fed with runaway data (a loop
 * over a count the host reports as huge) ends in EFFECT_ERR_STEPS.
 *
 * A program's code is checked once, when it is made (effect_check_code):
 * opcodes, operands, jump targets and block entries. The machine then
 * takes them on trust and checks only what depends on the run: the stack,
 * the steps, that a handler and a pure block each keep to their own kind
 * of instruction, and (effect_run) that the run resumes at an instruction
 * of the program, since a program may be paired with the wrong run by a
 * bug elsewhere: that gives EFFECT_ERR_CODE, never a wild read.
 */
#include <string.h>

#include "effect/code.h"
#include "effect/effect.h"

const uint8_t effect_operands[OP_COUNT_OPS + 1] = {
	[OP_PUSH] = 1, [OP_LOCAL] = 1, [OP_SET_LOCAL] = 1, [OP_JUMP] = 1, [OP_JUMP_IF_NOT] = 1,
	[OP_QUERY] = 2, [OP_ACT] = 2, [OP_ATTR] = 1, [OP_IN] = 1, [OP_ZONE] = 1,
	[OP_COUNT] = 1, [OP_TOTAL_STOCK] = 1, [OP_LIST_CARDS] = 2, [OP_LIST_PLAYERS] = 2,
	[OP_NEXT] = 4, [OP_COUNTDOWN] = 2, [OP_CHOOSE] = 3,
};

/* The words of the instruction at pc, its operands included (OP_IN
 * carries its values), or 0 when it does not fit in len words or its
 * opcode is none. */
static size_t instruction_size(const int32_t *code, size_t len, size_t pc)
{
	int32_t op = code[pc];
	if ((uint32_t)op >= OP_COUNT_OPS)
		return 0;
	size_t size = 1u + effect_operands[op];
	if (op == OP_IN && len - pc >= 2) {
		if (code[pc + 1] < 0)
			return 0;
		size += (size_t)code[pc + 1];
	}
	return size <= len - pc ? size : 0;
}

static bool is_start(const uint8_t *starts, size_t len, int32_t at)
{
	return at >= 0 && (size_t)at < len && starts[at];
}

/* Where a jump may land: an instruction, or the end of the code (the
 * jumps over pure blocks at the end do), where OP_OFF_END lies. */
static bool is_target(const uint8_t *starts, size_t len, int32_t at)
{
	return at >= 0 && (size_t)at <= len && ((size_t)at == len || starts[at]);
}

/* A block entry: none (negative) or an instruction. */
static bool is_entry(const uint8_t *starts, size_t len, int32_t at)
{
	return at < 0 || is_start(starts, len, at);
}

static bool is_local(int32_t slot)
{
	return slot >= 0 && slot < EFFECT_LOCAL_MAX;
}

static bool is_loop(int32_t slot)
{
	return slot >= 0 && slot < EFFECT_LOOP_MAX;
}

/* Whether the operands of the instruction at pc name only what exists:
 * slots, host questions and acts, argument counts, and jump targets and
 * filters that are instructions. */
static bool operands_valid(const int32_t *code, size_t len, const uint8_t *starts, size_t pc)
{
	const int32_t *op = &code[pc + 1];
	switch (code[pc]) {
	case OP_LOCAL: case OP_SET_LOCAL:
		return is_local(op[0]);
	case OP_JUMP: case OP_JUMP_IF_NOT:
		return is_target(starts, len, op[0]);
	case OP_QUERY:
		return op[0] >= 0 && op[0] < EFFECT_Q_COUNT && op[1] >= 0 && op[1] <= EFFECT_ARGS_MAX;
	case OP_ACT:
		return op[0] >= 0 && (op[0] < EFFECT_A_COUNT || (op[0] >= EFFECT_A_GAME && op[0] < EFFECT_A_MAX)) &&
		       op[1] >= 0 && op[1] <= EFFECT_ARGS_MAX;
	case OP_COUNT: case OP_TOTAL_STOCK:
		return is_entry(starts, len, op[0]);
	case OP_LIST_CARDS:
		return is_loop(op[0]) && is_entry(starts, len, op[1]);
	case OP_LIST_PLAYERS:
		return is_loop(op[0]);
	case OP_NEXT:
		return is_loop(op[0]) && is_local(op[1]) && is_local(op[2]) &&
		       is_target(starts, len, op[3]);
	case OP_COUNTDOWN:
		return is_local(op[0]) && is_target(starts, len, op[1]);
	case OP_CHOOSE:
		return is_entry(starts, len, op[1]);
	default:
		return true;
	}
}

const char *effect_check_code(const int32_t *code, size_t len,
                              const struct effect_clause *clauses, size_t clause_count,
                              uint8_t *starts)
{
	size_t pc = 0, size = 0;
	memset(starts, 0, len);
	for (; pc < len; pc += size) {
		size = instruction_size(code, len, pc);
		if (!size)
			return "an unknown opcode or an instruction cut short";
		starts[pc] = START_AT;
	}
	for (pc = 0; pc < len; pc += size) {
		size = instruction_size(code, len, pc);
		if (!operands_valid(code, len, starts, pc))
			return "an operand out of range";
	}
	for (size_t i = 0; i < clause_count; i++) {
		const struct effect_clause *cl = &clauses[i];
		if (!is_entry(starts, len, cl->filter) || !is_entry(starts, len, cl->threat) ||
		    !is_entry(starts, len, cl->body))
			return "a clause that starts outside the code";
	}
	return NULL;
}

/* Pure blocks nest as deep as the source does; this bounds the C stack. */
#define PURE_DEPTH_MAX (EFFECT_DEPTH_MAX * 2)

struct machine {
	const struct effect_program *program;
	struct effect_run *run;
	const struct effect_host *host;
	void *game;
	int32_t subject;         /* what a filter looks at */
	int32_t value;           /* what a modifier changes */
	int depth;               /* of pure blocks */
	const struct effect_context *ctx;  /* a pure machine's */
	bool ready;                        /* a pure machine's run is set up */
	/* The filter keep_any decoded last (-2: none yet), when the program
	 * did not decode it: a loop asks the same filter of many lists. */
	int32_t conds_entry;
	bool conds_ok;
	struct effect_conds conds;
};

enum outcome { GO_ON, STOP };  /* STOP: run->status says why */

static enum outcome fail(struct machine *m, enum effect_error error)
{
	m->run->status = EFFECT_ERROR;
	m->run->error = (uint8_t)error;
	return STOP;
}

static enum outcome push(struct machine *m, int32_t v)
{
	struct effect_run *run = m->run;
	if (run->sp < 0 || run->sp >= EFFECT_STACK_MAX)
		return fail(m, EFFECT_ERR_STACK);
	run->stack[run->sp++] = v;
	return GO_ON;
}

static enum outcome pop(struct machine *m, int32_t *v)
{
	struct effect_run *run = m->run;
	if (run->sp <= 0 || run->sp > EFFECT_STACK_MAX)
		return fail(m, EFFECT_ERR_CODE);
	*v = run->stack[--run->sp];
	return GO_ON;
}

static int32_t clamp(int64_t v)
{
	return v > INT32_MAX ? INT32_MAX : v < -INT32_MAX ? -INT32_MAX : (int32_t)v;
}

static inline int32_t arith(int32_t op, int32_t a, int32_t b)
{
	switch (op) {
	case OP_ADD: return clamp((int64_t)a + b);
	case OP_SUB: return clamp((int64_t)a - b);
	case OP_MUL: return clamp((int64_t)a * b);
	case OP_DIV: return b == 0 ? 0 : clamp((int64_t)a / b);
	case OP_MIN: return a < b ? a : b;
	case OP_MAX: return a > b ? a : b;
	case OP_LT: return a < b;
	case OP_LE: return a <= b;
	case OP_GT: return a > b;
	case OP_GE: return a >= b;
	case OP_EQ: return a == b;
	default: return a != b;
	}
}

static int32_t query(struct machine *m, enum effect_query q, int32_t a, int32_t b)
{
	int32_t args[EFFECT_ARGS_MAX] = { a, b, 0, 0 };
	return m->host->query(m->game, q, args);
}

static int list(struct machine *m, enum effect_list what, int32_t a, int32_t b, int32_t *out)
{
	int n = m->host->list(m->game, what, a, b, out, EFFECT_LIST_MAX);
	return n < 0 ? 0 : n > EFFECT_LIST_MAX ? EFFECT_LIST_MAX : n;
}

static enum outcome exec(struct machine *m, int32_t pc, int pure, int32_t *result);

/* Runs the pure block at entry with subject; *yes gets its value. */
static enum outcome test(struct machine *m, int32_t entry, int32_t subject, int32_t *yes)
{
	if (entry < 0) {
		*yes = 1;
		return GO_ON;
	}
	if (m->depth >= PURE_DEPTH_MAX)
		return fail(m, EFFECT_ERR_STACK);
	int32_t saved = m->subject;
	m->subject = subject;
	m->depth++;
	enum outcome o = exec(m, entry, 1, yes);
	m->depth--;
	m->subject = saved;
	return o;
}

/* The shapes of filter that keep() runs without the machine. Nearly every
 * filter tests an attribute of the card against constants first ("type",
 * "kind", "card", "placement", "produces"), and most cards fail that test. */
enum shape_kind {
	SHAPE_NONE,      /* anything else: the machine runs it */
	SHAPE_IN,        /* (ATTR k) (IN n v1..vn) (RETURN) */
	SHAPE_IN_THEN,   /* (ATTR k) (IN n v1..vn) (JUMP_IF_NOT f) REST..., where f is
	                  * (PUSH 0) (RETURN): what "in" makes of several filters */
};

struct shape {
	enum shape_kind kind;
	int32_t attr, count;
	const int32_t *values;
	int32_t rest;           /* SHAPE_IN_THEN: where REST begins */
};

/* Whether the code at f is (PUSH 0) (RETURN): where "in" and "and" go when
 * a condition fails. */
static bool fails_to_zero(const struct effect_program *p, int32_t f)
{
	const int32_t *c = p->code;
	return f >= 0 && (size_t)f + 3 <= p->code_len && c[f] == OP_PUSH && c[f + 1] == 0 &&
	       c[f + 2] == OP_RETURN;
}

/* COND_HOLDING at at (see decode_cond). */
static bool decode_holding(const struct effect_program *p, size_t at, struct effect_cond *out,
                           size_t *len, int *instrs)
{
	const int32_t *code = p->code;
	size_t end = p->code_len, q;
	struct effect_cond one = { 0 }, *c = &one;
	if (at + 11 > end)
		return false;
	if (code[at] == OP_SELF && code[at + 1] == OP_QUERY && code[at + 2] == EFFECT_Q_OPPONENT &&
	    code[at + 3] == 1) {
		c->card = COND_OPPONENT;
		q = at + 4;
		*instrs = 2;
	} else if (code[at] == OP_SELF) {
		c->card = COND_SELF;
		q = at + 1;
		*instrs = 1;
	} else if (code[at] == OP_LOCAL && code[at + 1] >= 0 && code[at + 1] < EFFECT_LOCAL_MAX) {
		c->card = COND_LOCAL;
		c->slot = (uint8_t)code[at + 1];
		q = at + 2;
		*instrs = 1;
	} else {
		return false;
	}
	if (code[q] != OP_SUBJECT || code[q + 1] != OP_QUERY ||
	    (code[q + 2] != EFFECT_Q_RESOURCES && code[q + 2] != EFFECT_Q_ROOM) ||
	    code[q + 3] != 2 || code[q + 4] != OP_PUSH || code[q + 6] < OP_LT || code[q + 6] > OP_NE)
		return false;
	c->kind = COND_HOLDING;
	c->k = code[q + 2];
	c->count = code[q + 5];
	c->at = code[q + 6];
	*len = q + 7 - at;
	*instrs += 4;
	*out = one;
	return true;
}

/* One condition of an "and" at at; sets *c and *len (its words) and
 * *instrs (its instructions), or returns false. */
static bool decode_cond(const struct effect_program *p, size_t at, struct effect_cond *c,
                        size_t *len, int *instrs)
{
	const int32_t *code = p->code;
	size_t end = p->code_len;
	memset(c, 0, sizeof *c);
	if (at + 4 <= end && code[at] == OP_ATTR && code[at + 2] == OP_IN) {
		if (code[at + 3] < 0 || at + 4 + (size_t)code[at + 3] > end)
			return false;
		c->kind = COND_ATTR_IN;
		c->k = code[at + 1];
		c->count = code[at + 3];
		c->at = (int32_t)(at + 4);
		*len = 4 + (size_t)code[at + 3];
		*instrs = 2;
		return true;
	}
	if (decode_holding(p, at, c, len, instrs))
		return true;
	if (at + 5 > end || code[at] != OP_SUBJECT)
		return false;
	if (code[at + 1] == OP_THIS && code[at + 2] == OP_QUERY && code[at + 3] == EFFECT_Q_IMMUNE &&
	    code[at + 4] == 2 && at + 6 <= end && code[at + 5] == OP_NOT) {
		c->kind = COND_EXPOSED;
		*len = 6;
		*instrs = 4;
		return true;
	}
	size_t card = 1;
	if (code[at + 1] == OP_THIS) {
		c->card = COND_THIS;
	} else if (code[at + 1] == OP_TRIGGER) {
		c->card = COND_TRIGGER;
	} else if (code[at + 1] == OP_LOCAL && at + 3 <= end && code[at + 2] >= 0 &&
	           code[at + 2] < EFFECT_LOCAL_MAX) {
		c->card = COND_LOCAL;
		c->slot = (uint8_t)code[at + 2];
		card = 2;
	} else {
		return false;
	}
	size_t q = at + 1 + card;
	if (q + 4 <= end && code[q] == OP_QUERY && code[q + 1] >= 0 &&
	    code[q + 1] < EFFECT_Q_COUNT && code[q + 2] == 1 && code[q + 3] >= OP_LT &&
	    code[q + 3] <= OP_NE) {
		c->kind = COND_COMPARE;
		c->k = code[q + 1];
		c->at = code[q + 3];
		*len = 1 + card + 4;
		*instrs = 4;
		return true;
	}
	if (q + 5 > end || code[q] != OP_PUSH || code[q + 2] != OP_QUERY ||
	    code[q + 3] != EFFECT_Q_RELATION || code[q + 4] != 3)
		return false;
	c->kind = COND_RELATION;
	c->k = code[q + 1];
	*len = 1 + card + 5;
	*instrs = 4;
	return true;
}

/* A lone attribute test has shapes of its own (QUICK_ATTR_IN, SHAPE_IN). */
static bool several_or_not_attr(const struct effect_conds *conds)
{
	return conds->count > 1 || conds->cond[0].kind != COND_ATTR_IN;
}

bool effect_decode_conds(const struct effect_program *p, int32_t entry,
                         struct effect_conds *conds)
{
	const int32_t *code = p->code;
	size_t at = (size_t)entry, end = p->code_len;
	int steps = 0;
	memset(conds, 0, sizeof *conds);
	if (entry < 0)
		return false;
	for (int n = 0; n < CONDS_MAX; n++) {
		struct effect_cond *c = &conds->cond[n];
		size_t len;
		int instrs;
		if (!decode_cond(p, at, c, &len, &instrs))
			return false;
		conds->count = n + 1;
		conds->last = (uint8_t)n;
		conds->locals |= c->card == COND_LOCAL;
		steps += instrs;
		at += len;
		if (at + 2 > end)
			return false;
		if (code[at] == OP_JUMP_IF_NOT && fails_to_zero(p, code[at + 1])) {
			/* fails: (JUMP_IF_NOT) (PUSH 0) (RETURN) */
			c->fail_steps = (uint8_t)(steps + 3);
			steps++;
			at += 2;
			if (at + 4 <= end && code[at] == OP_PUSH && code[at + 1] == 1 &&
			    code[at + 2] == OP_JUMP && code[at + 3] >= 0 && (size_t)code[at + 3] < end &&
			    code[code[at + 3]] == OP_RETURN) {
				conds->and_tail = 1;
				conds->pass_steps = (uint8_t)(steps + 3);
				return several_or_not_attr(conds);
			}
			continue;
		}
		if (code[at] == OP_JUMP && code[at + 1] >= 0 && (size_t)code[at + 1] < end &&
		    code[code[at + 1]] == OP_RETURN) {
			c->fail_steps = conds->pass_steps = (uint8_t)(steps + 2);
			return several_or_not_attr(conds);
		}
		if (code[at] == OP_RETURN) {
			c->fail_steps = conds->pass_steps = (uint8_t)(steps + 1);
			return several_or_not_attr(conds);
		}
		return false;
	}
	return false;
}

/* The value of condition c for subject, asking the host what the machine
 * would ask (see eval_conds). */
static inline __attribute__((always_inline)) int32_t eval_cond(const struct effect_host *h,
                                                             void *game, const int32_t *code,
                                                             const struct effect_cond *c,
                                                             const struct effect_context *ctx,
                                                             const int32_t *locals,
                                                             int32_t subject)
{
	int32_t args[EFFECT_ARGS_MAX] = { subject, 0, 0, 0 };
	int32_t v;
	switch (c->kind) {
	case COND_ATTR_IN: {
		args[1] = c->k;
		int32_t a = h->query(game, EFFECT_Q_CARD, args);
		v = 0;
		for (int32_t j = 0; j < c->count; j++)
			v |= code[c->at + j] == a;
		break;
	}
	case COND_RELATION:
		args[1] = c->card == COND_THIS ? ctx->card :
		          c->card == COND_TRIGGER ? ctx->trigger_card : locals[c->slot];
		args[2] = c->k;
		v = h->query(game, EFFECT_Q_RELATION, args);
		break;
	case COND_HOLDING:
		args[0] = c->card == COND_LOCAL ? locals[c->slot] : ctx->self;
		if (c->card == COND_OPPONENT)
			args[0] = h->query(game, EFFECT_Q_OPPONENT, args);
		args[1] = subject;
		v = arith(c->at, h->query(game, (enum effect_query)c->k, args), c->count);
		break;
	case COND_COMPARE:
		args[0] = c->card == COND_THIS ? ctx->card :
		          c->card == COND_TRIGGER ? ctx->trigger_card : locals[c->slot];
		v = arith(c->at, subject, h->query(game, (enum effect_query)c->k, args));
		break;
	default:
		args[1] = ctx->card;
		v = !h->query(game, EFFECT_Q_IMMUNE, args);
		break;
	}
	return v;
}

/* The value of conds for subject, asking the host what the machine would
 * ask, in the same order; adds the steps the machine would take. Inlined:
 * a walk asks it of every card, and what it reads of conds, ctx and
 * locals then stays in registers from card to card. */
static inline __attribute__((always_inline)) int32_t eval_conds(const struct effect_host *h,
                                                              void *game, const int32_t *code,
                                                              const struct effect_conds *conds,
                                                              const struct effect_context *ctx,
                                                              const int32_t *locals,
                                                              int32_t subject, uint32_t *steps)
{
	int32_t last = 1;
	for (int32_t n = 0; n < conds->count; n++) {
		const struct effect_cond *c = &conds->cond[n];
		int32_t v = eval_cond(h, game, code, c, ctx, locals, subject);
		if (!v) {
			*steps += c->fail_steps;
			return 0;
		}
		if (n == conds->last)
			last = v;
	}
	*steps += conds->pass_steps;
	return conds->and_tail ? 1 : last;
}

/* Recognises the shape of the filter at entry. It accepts only code on
 * which the interpreter's own checks pass, so that the shortcut never
 * reads what the machine would refuse. */
static enum shape_kind shape_of(const struct effect_program *p, int32_t entry, struct shape *sh)
{
	const int32_t *c = p->code;
	size_t e = (size_t)entry, len = p->code_len;
	sh->kind = SHAPE_NONE;
	sh->rest = -1;
	if (entry < 0 || e + 4 > len || c[e] != OP_ATTR || c[e + 2] != OP_IN)
		return SHAPE_NONE;
	int32_t n = c[e + 3];
	size_t after = e + 4 + (size_t)n;   /* the instruction after IN */
	if (n < 0 || after >= len)
		return SHAPE_NONE;
	sh->attr = c[e + 1];
	sh->count = n;
	sh->values = &c[e + 4];
	if (c[after] == OP_RETURN) {
		sh->kind = SHAPE_IN;
	} else if (c[after] == OP_JUMP_IF_NOT && after + 2 <= len) {
		if (!fails_to_zero(p, c[after + 1]))
			return SHAPE_NONE;
		sh->kind = SHAPE_IN_THEN;
		sh->rest = (int32_t)(after + 2);
	}
	return sh->kind;
}

/* The attribute test a shape begins with, and what answers it. */
struct attr_test {
	int32_t (*ask)(void *game, enum effect_query q, const int32_t *args);
	void *game;
	int32_t attr, count;
	const int32_t *values;
};

/* Whether card passes the test: OP_ATTR's host question, OP_IN's answer. */
static inline __attribute__((always_inline)) int32_t passes(const struct attr_test *t,
                                                          int32_t card)
{
	int32_t args[EFFECT_ARGS_MAX] = { card, t->attr, 0, 0 };
	int32_t v = t->ask(t->game, EFFECT_Q_CARD, args);
	int32_t yes = t->values[0] == v;
	for (int32_t j = 1; j < t->count; j++)
		yes |= t->values[j] == v;
	return yes;
}

/* How many items of need steps each the step limit lets the machine take
 * from steps on (it checks the limit before each item). */
static int items_allowed(uint32_t steps, uint32_t need)
{
	if (steps > EFFECT_STEP_LIMIT - need)
		return 0;
	return (int)((EFFECT_STEP_LIMIT - need - steps) / need) + 1;
}

/* The most steps one item takes in a walk with conds: its first failing
 * condition's, or the pass's. */
static uint32_t most_steps(const struct effect_conds *conds)
{
	uint32_t most = conds->pass_steps;
	for (int32_t k = 0; k < conds->count; k++)
		most = conds->cond[k].fail_steps > most ? conds->cond[k].fail_steps : most;
	return most;
}

/* What the program decoded of the filter at entry, or NULL when no walk
 * names it. entry is an instruction of the program (effect_check_code). */
static const struct effect_filter *filter_record(const struct effect_program *p, int32_t entry)
{
	int32_t i = p->filter_at[entry];
	return i < 0 ? NULL : &p->filters[i];
}

/* The conds of the filter at entry, or NULL: as the program decoded it
 * (f, its record), else (a filter no walk names) decoded now, once a
 * machine. *most gets their most_steps. */
static const struct effect_conds *filter_conds(struct machine *m, const struct effect_filter *f,
                                               int32_t entry, uint32_t *most)
{
	if (f) {
		*most = f->most;
		return f->ok ? &f->conds : NULL;
	}
	if (m->conds_entry != entry) {
		m->conds_entry = entry;
		m->conds_ok = effect_decode_conds(m->program, entry, &m->conds);
	}
	*most = m->conds_ok ? most_steps(&m->conds) : 0;
	return m->conds_ok ? &m->conds : NULL;
}

/* Keeps the items of items[0..n-1] that pass filter, in place; returns how
 * many. With any, only whether one passes counts (an exists): a filter of
 * the three-step shape then stops at the first that passes, taking the
 * steps and leaving the stack word the whole walk would have, so nothing
 * but the count (one) tells the two apart. */
/* Drops the first of conds when it is the attribute test known, which
 * every item passes already (the host selected them by it): its question
 * asks nothing a host notices (but the owner's, which notes a look off
 * the grids, kept), and a pass takes no steps of its own, so that leaving
 * it out changes only the work. */
static void drop_known(const struct effect_program *p, struct effect_conds *conds,
                       const struct shape *known)
{
	const struct effect_cond *first = &conds->cond[0];
	if (!known || conds->count < 1 || first->kind != COND_ATTR_IN ||
	    known->attr == EFFECT_ATTR_OWNER || first->k != known->attr ||
	    first->count != known->count || &p->code[first->at] != known->values)
		return;
	memmove(&conds->cond[0], &conds->cond[1], sizeof conds->cond[0] * (size_t)(conds->count - 1));
	conds->count--;
	/* the dropped test's pass gives 1, as a filter of no test does */
	conds->last = conds->last == 0 ? CONDS_MAX : (uint8_t)(conds->last - 1);
}

/* keep_known's walk when conds is one attribute test, the filter most
 * walks are left with once a host listed the cards near X or by another
 * test: eval_conds' question and steps for each item, without its loop
 * over conditions and its switch. Keeps items[0..count-1] that pass in
 * place (*kept of them) and returns the index of the first item it did
 * not look at: count, or where the step limit stopped it (steps + most
 * over the limit), which the machine then takes. */
static int keep_by_attr(const struct effect_host *h, void *game, const int32_t *code,
                        const struct effect_conds *conds, int32_t *items, int count, bool any,
                        uint32_t most, uint32_t *steps, int *kept)
{
	const struct effect_cond *c = &conds->cond[0];
	const int32_t *values = &code[c->at];
	const int32_t attr = c->k, nvalues = c->count;
	const uint32_t fail = c->fail_steps, pass = conds->pass_steps;
	uint32_t s = *steps;
	int i = 0, k = *kept;
	for (; i < count && s + most <= EFFECT_STEP_LIMIT; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { items[i], attr, 0, 0 };
		const int32_t a = h->query(game, EFFECT_Q_CARD, args);
		int32_t yes = 0;
		for (int32_t j = 0; j < nvalues; j++)
			yes |= values[j] == a;
		if (!yes) {
			s += fail;
			continue;
		}
		s += pass;
		items[k++] = items[i];
		if (any) {
			i = count;
			break;
		}
	}
	*steps = s;
	*kept = k;
	return i;
}

/* shape_of the filter at entry, as its record f read it when the program
 * was made (or, no walk naming it, read now). */
static enum shape_kind filter_shape(const struct effect_program *p, const struct effect_filter *f,
                                   int32_t entry, struct shape *sh)
{
	if (!f)
		return shape_of(p, entry, sh);
	sh->kind = (enum shape_kind)f->shape_kind;
	sh->attr = f->shape_attr;
	sh->count = f->shape_count;
	sh->values = &p->code[f->shape_at];
	sh->rest = f->shape_rest;
	return sh->kind;
}

/* keep_known: items are the cards host->near listed near the X of the
 * filter's (near X), which each of them passes without being asked. */
enum { NEAR_UNKNOWN, NEAR_LISTED };

/* f is filter's record (filter_record), or NULL when no walk names it. */
static enum outcome keep_known(struct machine *m, int32_t filter, const struct effect_filter *f,
                               int32_t *items, int *n, bool any, const struct shape *known,
                               int near)
{
	struct effect_run *run = m->run;
	int kept = 0, i = 0;
	struct shape sh;
	if (filter < 0)
		return GO_ON;   /* no filter: test() passes every item, taking no step */
	/* An "and" of conditions the interpreter answers itself, while
	 * nothing out of the ordinary (the step limit near, the stack or the
	 * nesting full, an error already) could make the machine stop.
	 *
	 * Else a known shape without the machine: the same host questions,
	 * the same steps an item, the same stack word left behind; an item
	 * that passes the first test runs the rest of the filter in the
	 * machine, where the machine would have gone on. Anything out of the
	 * ordinary goes the general way below. The step count and the stack
	 * word live in locals meanwhile: nothing but the machine reads them. */
	uint32_t most;
	const struct effect_conds *decoded = filter_conds(m, f, filter, &most);
	if (m->depth < PURE_DEPTH_MAX && run->sp >= 0 && run->sp + 8 <= EFFECT_STACK_MAX &&
	    run->status != EFFECT_ERROR && decoded) {
		/* a condition every item is known to pass is left out: it asks
		 * the host nothing it notices, and a pass takes no steps of its
		 * own (the steps of the whole filter are counted at its end) */
		struct effect_conds dropped;
		const struct effect_conds *conds = decoded;
		uint32_t steps = run->steps;
		if (near == NEAR_LISTED && f && f->near_ok) {
			conds = &f->near_conds;
		} else if (known && f) {
			conds = &f->select_conds;
		} else if (known) {
			dropped = *decoded;
			drop_known(m->program, &dropped, known);
			conds = &dropped;
		}
		const int count = *n;
		if (conds->count == 1 && conds->cond[0].kind == COND_ATTR_IN) {
			i = keep_by_attr(m->host, m->game, m->program->code, conds, items, count, any,
			                 most, &steps, &kept);
		} else if (conds->count == 1) {
			/* one condition: it passes when its value is not 0, which
			 * eval_conds then gives too (or 1) */
			const struct effect_cond *c = &conds->cond[0];
			const uint32_t fail = c->fail_steps, pass = conds->pass_steps;
			for (; i < count && steps + most <= EFFECT_STEP_LIMIT; i++) {
				int32_t item = items[i];
				if (!eval_cond(m->host, m->game, m->program->code, c, &run->ctx,
				               run->locals, item)) {
					steps += fail;
					continue;
				}
				steps += pass;
				items[kept++] = item;
				if (any) {
					i = count;
					break;
				}
			}
		} else {
			for (; i < count && steps + most <= EFFECT_STEP_LIMIT; i++) {
				int32_t item = items[i];
				if (eval_conds(m->host, m->game, m->program->code, conds, &run->ctx,
				               run->locals, item, &steps)) {
					items[kept++] = item;
					if (any) {
						i = count;
						break;
					}
				}
			}
		}
		run->steps = steps;
	} else if (filter_shape(m->program, f, filter, &sh) != SHAPE_NONE && sh.count > 0 &&
	    m->depth < PURE_DEPTH_MAX && run->sp >= 0 && run->sp < EFFECT_STACK_MAX &&
	    run->status != EFFECT_ERROR) {
		const struct attr_test t = { m->host->query, m->game, sh.attr, sh.count, sh.values };
		const int count = *n;
		uint32_t steps = run->steps;
		int32_t word = run->stack[run->sp];
		if (sh.kind == SHAPE_IN) {
			/* three steps an item, whatever it gives */
			int allowed = items_allowed(steps, 3);
			int end = count < allowed ? count : allowed;
			for (; i < end; i++) {
				word = passes(&t, items[i]);
				if (word) {
					items[kept++] = items[i];
					if (any)
						break;
				}
			}
			if (i < end - 1)   /* stopped early: the last item's word */
				word = passes(&t, items[end - 1]);
			i = end;
			steps += 3u * (uint32_t)end;
		} else {
			/* five steps an item that fails the test; one that passes
			 * takes three and the rest of the filter */
			for (;;) {
				int allowed = items_allowed(steps, 5), from = i;
				int end = count - i < allowed ? count : i + allowed;
				while (i < end && !passes(&t, items[i]))
					i++;
				steps += 5u * (uint32_t)(i - from);
				if (i > from)
					word = 0;
				if (i == end)
					break;
				int32_t yes;
				run->stack[run->sp] = 1;
				run->steps = steps + 3;
				if (test(m, sh.rest, items[i], &yes) == STOP)
					return STOP;
				steps = run->steps;
				word = run->stack[run->sp];
				if (yes)
					items[kept++] = items[i];
				i++;
			}
		}
		run->steps = steps;
		run->stack[run->sp] = word;
	}
	for (; i < *n; i++) {
		int32_t yes;
		if (test(m, filter, items[i], &yes) == STOP)
			return STOP;
		if (yes)
			items[kept++] = items[i];
	}
	*n = kept;
	return GO_ON;
}

static enum outcome keep_any(struct machine *m, int32_t filter, int32_t *items, int *n, bool any)
{
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	return keep_known(m, filter, f, items, n, any, NULL, NEAR_UNKNOWN);
}

static enum outcome keep(struct machine *m, int32_t filter, int32_t *items, int *n)
{
	return keep_any(m, filter, items, n, false);
}

/* Whether the code at at ends a condition of an "and" chain: (RETURN),
 * (JUMP_IF_NOT f) to a (PUSH 0) (RETURN), or the last condition's (JUMP
 * done) to the (RETURN). The value the condition leaves is then the
 * filter's, or makes it fail. */
static bool ends_condition(const struct effect_program *p, size_t at)
{
	const int32_t *c = p->code;
	size_t len = p->code_len;
	if (at >= len)
		return false;
	if (c[at] == OP_RETURN)
		return true;
	if (at + 2 > len)
		return false;
	if (c[at] == OP_JUMP_IF_NOT)
		return fails_to_zero(p, c[at + 1]);
	return c[at] == OP_JUMP && c[at + 1] >= 0 && (size_t)c[at + 1] < len &&
	       c[c[at + 1]] == OP_RETURN;
}

/* Whether the filter at entry passes only cards near one card, and which:
 * an "and" of conditions that tests attributes of the card first (no
 * host question but the card's attributes, so nothing a host notices)
 * and then reads (near X), X being this, the trigger or a name. A card
 * not near X then fails the filter whatever it is, so only the cards
 * near X need a look. Sets *card to X (enum cond_card) and *slot to its
 * name's slot; decoded once, when the program is made. */
static bool near_shape(const struct effect_program *p, int32_t entry, int8_t *card, uint8_t *slot)
{
	const int32_t *c = p->code;
	size_t at = (size_t)entry, len = p->code_len;
	if (entry < 0)
		return false;
	while (at + 4 <= len && c[at] == OP_ATTR && c[at + 2] == OP_IN) {
		if (c[at + 3] < 0 || at + 4 + (size_t)c[at + 3] + 2 > len)
			return false;
		at += 4 + (size_t)c[at + 3];
		if (c[at] != OP_JUMP_IF_NOT || !fails_to_zero(p, c[at + 1]))
			return false;
		at += 2;
	}
	if (at + 3 > len || c[at] != OP_SUBJECT)
		return false;
	*slot = 0;
	switch (c[at + 1]) {
	case OP_THIS: *card = COND_THIS; at += 2; break;
	case OP_TRIGGER: *card = COND_TRIGGER; at += 2; break;
	case OP_LOCAL:
		if (c[at + 2] < 0 || c[at + 2] >= EFFECT_LOCAL_MAX)
			return false;
		*card = COND_LOCAL;
		*slot = (uint8_t)c[at + 2];
		at += 3;
		break;
	default:
		return false;
	}
	return at + 5 <= len && p->listed_relation >= 0 && c[at] == OP_PUSH &&
	       c[at + 1] == p->listed_relation &&
	       c[at + 2] == OP_QUERY && c[at + 3] == EFFECT_Q_RELATION && c[at + 4] == 3 &&
	       ends_condition(p, at + 5);
}

/* Leaves out of f->near_conds the (near X) of a near filter: the first
 * condition after its attribute tests, which near_shape read. */
static void drop_near(struct effect_filter *f, int32_t listed_relation)
{
	struct effect_conds *conds = &f->near_conds;
	int32_t k = 0;
	*conds = f->conds;
	f->near_ok = 0;
	if (!f->ok || f->near < 0)
		return;
	while (k < conds->count && conds->cond[k].kind == COND_ATTR_IN)
		k++;
	const struct effect_cond *c = &conds->cond[k];
	if (k >= conds->count || c->kind != COND_RELATION || c->k != listed_relation ||
	    c->card != (uint8_t)f->near || (f->near == COND_LOCAL && c->slot != f->near_slot))
		return;
	memmove(&conds->cond[k], &conds->cond[k + 1],
	        sizeof conds->cond[0] * (size_t)(conds->count - 1 - k));
	conds->count--;
	/* a relation answers 1 when it holds: the value the pass then gives */
	if (conds->last == k)
		conds->last = CONDS_MAX;
	else if (conds->last > k && conds->last < CONDS_MAX)
		conds->last--;
	f->near_ok = 1;
}

/* The X of a near filter (f, its record; else decoded now) in this run,
 * into *card; false when the filter is no near filter. */
static bool near_filter(struct machine *m, const struct effect_filter *f, int32_t entry,
                        int32_t *card)
{
	int8_t which;
	uint8_t slot;
	if (f) {
		which = f->near;
		slot = f->near_slot;
	} else if (!near_shape(m->program, entry, &which, &slot)) {
		return false;
	}
	switch (which) {
	case COND_THIS: *card = m->run->ctx.card; return true;
	case COND_TRIGGER: *card = m->run->ctx.trigger_card; return true;
	case COND_LOCAL: *card = m->run->locals[slot]; return true;
	default: return false;
	}
}

/* An exists over the cards of zone near card, whose filter f leaves one
 * attribute test for them (f->near_first), answered by the host
 * (EFFECT_Q_NEAR_FIRST) rather than walked: keep_known would list them
 * (host->near) and ask each its attribute till one passes, which asks
 * nothing a host notices (host->near notes the look around, and so does
 * the question). Only while keep_known would walk them by its conditions
 * and the step limit could not stop it on the way: then the steps it
 * would take follow from how many it would look at. Sets *n to the
 * count, 0 or 1, and returns true; false (nothing counted) when the host
 * cannot say, or the walk is no plain one. */
static bool near_first(struct machine *m, const struct effect_filter *f, int32_t zone,
                       int32_t card, int *n)
{
	struct effect_run *run = m->run;
	const struct effect_cond *c = &f->near_conds.cond[0];
	if (m->depth >= PURE_DEPTH_MAX || run->sp < 0 || run->sp + 8 > EFFECT_STACK_MAX ||
	    run->status == EFFECT_ERROR || run->steps > EFFECT_STEP_LIMIT ||
	    f->most * EFFECT_LIST_MAX > EFFECT_STEP_LIMIT - run->steps)
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, card, c->k, m->program->code[c->at] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_NEAR_FIRST, args);
	if (answer < 1)
		return false;
	int32_t looked = EFFECT_NEAR_FIRST_LOOKED(answer), found = EFFECT_NEAR_FIRST_FOUND(answer);
	if (looked > EFFECT_LIST_MAX || found > looked)
		return false;   /* no answer near could give: the walk then says */
	run->steps += c->fail_steps * (uint32_t)(looked - found) +
	              f->near_conds.pass_steps * (uint32_t)found;
	*n = found;
	return true;
}

/* The n cards host->select listed of zone by the attribute test of filter
 * f, whose only other condition is (exposed) (f->select_exposed), all
 * kept when the host knows none of them can be immune to this card
 * (EFFECT_Q_NONE_IMMUNE): keep_known would ask EFFECT_Q_IMMUNE of each,
 * which asks nothing a host notices but the look around (the question
 * notes it too), and every one would pass. Only while keep_known would
 * walk them by its conditions and the step limit could not stop it on
 * the way: then each takes the steps of a pass (an exists, any, stops
 * at the first). Returns false (nothing counted) when the walk is no
 * plain one, or the host cannot say. */
static bool none_immune(struct machine *m, const struct effect_filter *f, int32_t zone, int *n,
                        bool any)
{
	struct effect_run *run = m->run;
	if (*n < 1 || *n > EFFECT_LIST_MAX || m->depth >= PURE_DEPTH_MAX || run->sp < 0 ||
	    run->sp + 8 > EFFECT_STACK_MAX || run->status == EFFECT_ERROR ||
	    run->steps > EFFECT_STEP_LIMIT ||
	    f->most * (uint32_t)*n > EFFECT_STEP_LIMIT - run->steps)
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, run->ctx.card, 0, 0 };
	if (m->host->query(m->game, EFFECT_Q_NONE_IMMUNE, args) != 1)
		return false;
	if (any)
		*n = 1;   /* an exists stops at the first */
	run->steps += f->select_conds.pass_steps * (uint32_t)*n;
	return true;
}

/* Of an exists whose filter f is an attribute test of one or two values
 * and (exposed) (f->select_exposed), whether host->select would list any
 * card of zone, as the host answers it (EFFECT_Q_SELECT_ANY) without the
 * list: 1 or 0, or -1 when it cannot say. Only while none_immune could
 * answer whatever select listed (the step limit far), so that the count
 * of the list is not needed: the exists of an action card's (playable
 * ...), asked after every change of a grid, walks the opponent's grid no
 * further than its first building. The question asks nothing a host
 * notices but the look around that select notes too. */
static int select_any(struct machine *m, const struct effect_filter *f, int32_t zone,
                      const struct shape *sh)
{
	const struct effect_run *run = m->run;
	if (sh->count < 1 || sh->count > 2 || run->steps > EFFECT_STEP_LIMIT ||
	    f->most * EFFECT_LIST_MAX > EFFECT_STEP_LIMIT - run->steps)
		return -1;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, sh->attr, sh->values[0],
	                                        sh->values[sh->count - 1] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_SELECT_ANY, args);
	if (answer < 1 || answer > EFFECT_SELECT_ANY(1))
		return -1;
	return EFFECT_SELECT_ANY_FOUND(answer);
}

/* The cards of zone that pass filter (with any, see keep_any). A filter
 * that holds (near X) walks only the cards of the zone near X, and one
 * that tests an attribute first only the cards that pass the test, when
 * the host can list them: the steps of the cards it passes over are not
 * taken, since no instruction runs for them. */
static enum outcome cards_any(struct machine *m, int32_t zone, int32_t filter, int32_t *out,
                              int *n, bool any)
{
	int32_t card;
	struct shape sh;
	const struct shape *known = NULL;
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	int near = NEAR_UNKNOWN;
	*n = -1;
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY) {
		*n = 0;
	} else if (m->host->near && near_filter(m, f, filter, &card)) {
		if (any && f && f->near_first && near_first(m, f, zone, card, n))
			return GO_ON;
		*n = m->host->near(m->game, zone, card, out, EFFECT_LIST_MAX);
		near = *n >= 0 ? NEAR_LISTED : NEAR_UNKNOWN;
	}
	if (*n < 0 && m->host->select && filter_shape(m->program, f, filter, &sh) != SHAPE_NONE) {
		/* an exists that finds one needs no list while none can be
		 * immune; one that finds none walks none, as keep_known did */
		bool exposed = f && f->select_exposed;
		int found = any && exposed ? select_any(m, f, zone, &sh) : -1;
		if (found == 1) {
			int one = 1;
			if (none_immune(m, f, zone, &one, any)) {
				*n = 1;
				return GO_ON;
			}
			exposed = false;   /* it would answer the same of the list */
		}
		if (found == 0)
			*n = 0;
		else
			*n = m->host->select(m->game, zone, sh.attr, sh.values, sh.count, out,
			                     EFFECT_LIST_MAX);
		known = *n >= 0 ? &sh : NULL;
		if (known && exposed && none_immune(m, f, zone, n, any))
			return GO_ON;
	}
	if (*n < 0)
		*n = list(m, EFFECT_L_ZONE, zone, 0, out);
	else if (*n > EFFECT_LIST_MAX)
		*n = EFFECT_LIST_MAX;
	return keep_known(m, filter, f, out, n, any, known, near);
}

static enum outcome cards(struct machine *m, int32_t zone, int32_t filter, int32_t *out, int *n)
{
	return cards_any(m, zone, filter, out, n, false);
}

/* Whether the OP_COUNT at pc is an exists, (count ...) > 0, whose count
 * keep_any may stop at one: only then, and only while the push of the 0
 * and the comparison cannot fail, whatever the count takes (at most three
 * steps an item on the early-stopping path), so that they run as before. */
static bool counts_any(const struct effect_program *p, int32_t pc, int32_t sp, uint32_t steps)
{
	return (p->starts[pc] & START_EXISTS) && sp + 2 <= EFFECT_STACK_MAX &&
	       steps + 3u * EFFECT_LIST_MAX + 2 <= EFFECT_STEP_LIMIT;
}

/* Whether the instruction at pc is an exists (START_EXISTS). */
static bool is_exists(const struct effect_program *p, size_t pc)
{
	const int32_t *c = p->code;
	size_t at = pc + 2;
	return c[pc] == OP_COUNT && at + 3 <= p->code_len && c[at] == OP_PUSH && c[at + 1] == 0 &&
	       c[at + 2] == OP_GT;
}

/* Whether the instructions at pc are those of op0, op1 and op2, each
 * beginning where the one before ends. */
static bool runs_as(const struct effect_program *p, size_t pc, int32_t op0, int32_t op1,
                    int32_t op2)
{
	const int32_t *c = p->code;
	size_t second = pc + 1 + effect_operands[op0];
	size_t third = second + 1 + effect_operands[op1];
	return c[pc] == op0 && third + effect_operands[op2] < p->code_len &&
	       (p->starts[second] & START_AT) && c[second] == op1 &&
	       (p->starts[third] & START_AT) && c[third] == op2;
}

/* Marks the runs of instructions the interpreter takes in one dispatch
 * (START_ZONE_JUMP, START_ACT_CONST in code.h). Only the first of a run
 * is marked: a jump into its middle runs the rest one by one, as before. */
static void mark_runs(struct effect_program *program)
{
	const int32_t *c = program->code;
	for (size_t pc = 0; pc < program->code_len; pc++) {
		if (!(program->starts[pc] & START_AT))
			continue;
		if (runs_as(program, pc, OP_LOCAL, OP_ZONE, OP_JUMP))
			program->starts[pc] |= START_ZONE_JUMP;
		if (runs_as(program, pc, OP_LOCAL, OP_PUSH, OP_ACT) && c[pc + 6] == 2)
			program->starts[pc] |= START_ACT_CONST;
	}
}

/* Fills program->filter_at (the first record of each entry, as a search
 * of filters[] finds it) and marks the exists in program->starts. */
static void index_walks(struct effect_program *program)
{
	for (size_t pc = 0; pc < program->code_len; pc++) {
		program->filter_at[pc] = -1;
		if (program->starts[pc] && is_exists(program, pc))
			program->starts[pc] |= START_EXISTS;
	}
	for (size_t i = program->filter_count; i-- > 0;)
		program->filter_at[program->filters[i].entry] = (int32_t)i;
}

/* OP_CHOOSE: gathers the options; answers by itself when the choice is no
 * choice (nothing to choose, or exactly one option that must be taken),
 * else suspends. */
static enum outcome choose(struct machine *m, int32_t kind, int32_t filter, int32_t optional,
                           int32_t next_pc)
{
	struct effect_run *run = m->run;
	struct effect_decision *d = &run->decision;
	int32_t player, a = 0, b = 0;
	int n = 0;
	if (kind == EFFECT_DECIDE_NUMBER || kind == EFFECT_DECIDE_CARD || kind == EFFECT_DECIDE_SITE) {
		if (pop(m, &b) == STOP)
			return STOP;
	}
	if (kind == EFFECT_DECIDE_NUMBER && pop(m, &a) == STOP)
		return STOP;
	if (pop(m, &player) == STOP)
		return STOP;
	/* the options are read below count only: those past the ones written
	 * here keep what they held, as in effect_start */
	d->player = 0;
	d->kind = 0;
	d->optional = 0;
	d->count = 0;
	d->options[0] = EFFECT_NONE;
	switch (kind) {
	case EFFECT_DECIDE_CARD:
		if (cards(m, b, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_RESOURCE:
		n = list(m, EFFECT_L_RESOURCES, 0, 0, d->options);
		if (keep(m, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_PLAYER:
		n = list(m, EFFECT_L_PLAYERS, player, 0, d->options);
		if (keep(m, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_NUMBER:
		for (int64_t v = a; v <= b && n < EFFECT_LIST_MAX; v++)
			d->options[n++] = (int32_t)v;
		break;
	case EFFECT_DECIDE_STACK:
		n = list(m, EFFECT_L_STACKS, 0, 0, d->options);
		if (keep(m, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_YES_NO:
		d->options[n++] = 1;
		d->options[n++] = 0;
		break;
	case EFFECT_DECIDE_COUNTER:
		n = list(m, EFFECT_L_COUNTERS, player, run->ctx.card, d->options);
		optional = 1; /* a counter card is never forced */
		break;
	case EFFECT_DECIDE_SITE:
		n = list(m, EFFECT_L_SITES, b, player, d->options);
		break;
	default:
		return fail(m, EFFECT_ERR_CODE);
	}
	if (player < 0 || player >= EFFECT_MAX_PLAYERS || n == 0)
		return push(m, kind == EFFECT_DECIDE_YES_NO ? 0 : EFFECT_NONE);
	if (n == 1 && !optional)
		return push(m, d->options[0]);
	d->player = player;
	d->kind = (uint8_t)kind;
	d->optional = optional != 0;
	d->count = (uint16_t)n;
	run->pc = next_pc;
	run->status = EFFECT_PENDING;
	run->answered = 0;
	return STOP;
}

static enum outcome list_players(struct machine *m, int32_t slot, int32_t others)
{
	struct effect_run *run = m->run;
	int32_t first = others ? run->ctx.self : query(m, EFFECT_Q_ACTIVE, 0, 0);
	int32_t *out = run->loop[slot];
	int n = list(m, EFFECT_L_PLAYERS, first, 0, out), kept = 0;
	for (int i = 0; i < n; i++)
		if (!others || out[i] != run->ctx.self)
			out[kept++] = out[i];
	run->loop_len[slot] = kept;
	return GO_ON;
}

/* The places of a near loop's instructions (START_NEAR_LOOP), from the
 * OP_NEXT at pc:
 *   pc:   (NEXT slot index var end)
 *         (LOCAL s) (ZONE k) (JUMP t)              START_ZONE_JUMP
 *   t:    (COUNT f) (PUSH 0) (GT) (JUMP_IF_NOT j)  START_EXISTS
 *         (LOCAL v) (PUSH c) (ACT a 2) (POP)       START_ACT_CONST
 *   j:    (JUMP pc)
 * where the filter f is one near_first may answer (f->near_first). */
enum {
	LOOP_ZONE = 5,             /* the (LOCAL s) after NEXT */
	LOOP_JUMP = LOOP_ZONE + 4, /* its (JUMP t) */
	COUNT_ACT = 7,             /* from t: the (LOCAL v) of the act */
	COUNT_BACK = 15,           /* from t: the (JUMP pc) */
};

/* Whether the OP_NEXT at pc begins a near loop (above); program->starts
 * holds the other runs' bits and the filters are decoded. */
static bool near_loop(const struct effect_program *p, size_t pc)
{
	const int32_t *c = p->code;
	const uint8_t *starts = p->starts;
	size_t len = p->code_len;
	if (c[pc] != OP_NEXT || pc + LOOP_JUMP + 2 > len || !(starts[pc + LOOP_ZONE] & START_ZONE_JUMP))
		return false;
	int32_t t = c[pc + LOOP_JUMP + 1];
	if (t < 0 || (size_t)t + COUNT_BACK + 2 > len || !(starts[t] & START_EXISTS))
		return false;
	size_t act = (size_t)t + COUNT_ACT, back = (size_t)t + COUNT_BACK;
	const struct effect_filter *f = c[t + 1] >= 0 ? filter_record(p, c[t + 1]) : NULL;
	return f && f->near_first && (starts[t + 5] & START_AT) && c[t + 5] == OP_JUMP_IF_NOT &&
	       c[t + 6] == (int32_t)back && (starts[act] & START_ACT_CONST) &&
	       (starts[act + 7] & START_AT) && c[act + 7] == OP_POP && (starts[back] & START_AT) &&
	       c[back] == OP_JUMP && c[back + 1] == (int32_t)pc;
}

/* The places of a stock loop's instructions (START_STOCK_LOOP), from the
 * OP_NEXT at pc:
 *   pc:   (NEXT slot index var end)
 *         (LOCAL s) (PUSH c) (ACT a 2)  START_ACT_CONST, a stock act a
 *         (POP)
 *         (JUMP pc)
 */
enum {
	STOCK_ACT = 5,              /* the (LOCAL s) after NEXT */
	STOCK_POP = STOCK_ACT + 7,  /* the (POP) after the ACT */
	STOCK_BACK = STOCK_POP + 1, /* the (JUMP pc) */
	STOCK_TURN_STEPS = 6,       /* NEXT LOCAL PUSH ACT POP JUMP */
};

/* Whether the OP_NEXT at pc begins a stock loop (above); program->starts
 * holds the runs' bits. */
static bool stock_loop(const struct effect_program *p, size_t pc)
{
	const int32_t *c = p->code;
	const uint8_t *starts = p->starts;
	size_t act = pc + STOCK_ACT, back = pc + STOCK_BACK;
	if (c[pc] != OP_NEXT || back + 2 > p->code_len || !(starts[act] & START_ACT_CONST))
		return false;
	int32_t what = c[act + 5];
	return (what == EFFECT_A_ADD_STOCK || what == EFFECT_A_SET_STOCK) &&
	       (starts[pc + STOCK_POP] & START_AT) && c[pc + STOCK_POP] == OP_POP &&
	       (starts[back] & START_AT) && c[back] == OP_JUMP && c[back + 1] == (int32_t)pc &&
	       c[pc + 4] == (int32_t)back + 2;
}

/* Marks the near loops (START_NEAR_LOOP) and the stock loops
 * (START_STOCK_LOOP) on the OP_LIST_CARDS that fills their list and
 * begins them, (LIST_CARDS slot f) (PUSH 0) (SET_LOCAL index) then the
 * loop's (NEXT slot index ...), once their filters are decoded: a loop
 * is entered there once, and its turns are taken from there, so that the
 * NEXT of every other loop pays nothing for them. */
static void mark_loops(struct effect_program *program)
{
	const int32_t *c = program->code;
	const uint8_t *starts = program->starts;
	for (size_t pc = 0; pc + 10 <= program->code_len; pc++) {
		if (!((starts[pc] & START_AT) && c[pc] == OP_LIST_CARDS && (starts[pc + 3] & START_AT) &&
		      c[pc + 3] == OP_PUSH && c[pc + 4] == 0 && (starts[pc + 5] & START_AT) &&
		      c[pc + 5] == OP_SET_LOCAL && (starts[pc + 7] & START_AT) &&
		      c[pc + 8] == c[pc + 1] && c[pc + 9] == c[pc + 6]))
			continue;
		if (near_loop(program, pc + 7))
			program->starts[pc] |= START_NEAR_LOOP;
		else if (stock_loop(program, pc + 7))
			program->starts[pc] |= START_STOCK_LOOP;
	}
}

/* The answers EFFECT_Q_NEAR_FIRST would give near_loop_turns for the
 * cards of its loop, listed by the host at once (EFFECT_L_NEAR_FIRST),
 * into listed[] as pairs of card and answer; returns how many pairs.
 * Only where each turn asks it of the turn's card (the filter's (near
 * X), X the loop's name) in one zone (its player no name the loop sets),
 * and the act of a card found is a stock act, which moves no card: the
 * answers then hold across the acts between them. None (0) else: each
 * turn asks. The list asks nothing a host notices but what the first
 * turn's question notes, and is asked only where that turn is taken. */
static int near_first_listed(struct machine *m, const struct effect_filter *f, int32_t zone_kind,
                             int32_t zone_slot, int32_t var, int32_t index, enum effect_act what,
                             int32_t *listed)
{
	const struct effect_cond *cond = &f->near_conds.cond[0];
	int32_t value = m->program->code[cond->at];
	if (!m->host->list || f->near != COND_LOCAL || f->near_slot != var || zone_slot == var ||
	    zone_slot == index || (what != EFFECT_A_ADD_STOCK && what != EFFECT_A_SET_STOCK) ||
	    value < 0 || value > EFFECT_NEAR_FIRST_VALUE_MAX || cond->k < 0 ||
	    cond->k >= EFFECT_ATTR_COUNT)
		return 0;
	int32_t zone = EFFECT_ZONE(zone_kind, m->run->locals[zone_slot]);
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return 0;
	int n = m->host->list(m->game, EFFECT_L_NEAR_FIRST, zone, EFFECT_NEAR_FIRST_KEY(cond->k, value),
	                      listed, 2 * EFFECT_LIST_MAX);
	return n > 0 && n <= 2 * EFFECT_LIST_MAX ? n / 2 : 0;
}

/* The steps of a near loop's turn that acts on the card it found: LOCAL
 * PUSH ACT POP. */
enum { NEAR_ACT_STEPS = 4 };

/* The end of a near loop's turn whose exists answered found: its words
 * at top (the answer, and the 0 it compares with), and when it found a
 * card the act on the turn's card. Returns the steps with the act's. */
static inline uint32_t near_turn_found(struct machine *m, int32_t *top, int32_t found,
                                       int32_t act_card, int32_t act_value, enum effect_act what,
                                       uint32_t steps)
{
	top[0] = found;
	top[1] = 0;
	if (!found)
		return steps;
	const int32_t act_args[EFFECT_ARGS_MAX] = { act_card, act_value, 0, 0 };
	steps += NEAR_ACT_STEPS;
	m->run->steps = steps;
	top[0] = m->host->act(m->game, what, act_args);
	return steps;
}

/* The stock act what of value on each of cards[0..n-1] in turn, through
 * the host's stock_acts where it makes them (all in one call), else
 * through act, a call each. Returns the last act's answer (0 for none). */
static inline __attribute__((always_inline)) int32_t
stock_acts(struct machine *m, enum effect_act what, const int32_t *cards, int n, int32_t value)
{
	int32_t done[EFFECT_LIST_MAX];
	if (n <= 0)
		return 0;
	if (m->host->stock_acts && m->host->stock_acts(m->game, what, cards, n, value, done) == n)
		return done[n - 1];
	int32_t last = 0;
	for (int i = 0; i < n; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { cards[i], value, 0, 0 };
		last = m->host->act(m->game, what, args);
	}
	return last;
}

/* Takes the turns of the stock loop whose OP_NEXT is at pc, the run
 * standing there on the first of its list with the NEXT's step counted,
 * all at once where none could fail (the step limit too near, the stack
 * too full, for the machine to take them): each sets the loop's names as
 * the NEXT does and counts the steps the machine would; their acts come
 * after, in their order (stock_acts), and the last act's answer is left
 * in the stack word the POP leaves. Else it takes none. The machine takes
 * the NEXT that ends the loop, or the turns left. */
__attribute__((noinline)) static void stock_loop_turns(struct machine *m, int32_t pc)
{
	struct effect_run *run = m->run;
	const int32_t *c = m->program->code, *next = &c[pc + 1], *act = &c[pc + STOCK_ACT];
	const int32_t slot = next[0], index = next[1], var = next[2];
	const int32_t len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	const int32_t turns = len - run->locals[index];
	if (turns <= 0 || turns > EFFECT_LIST_MAX || run->sp < 0 || run->sp + 2 > EFFECT_STACK_MAX ||
	    run->steps > EFFECT_STEP_LIMIT ||
	    STOCK_TURN_STEPS * (uint32_t)turns + 1 > EFFECT_STEP_LIMIT - run->steps)
		return;
	int32_t *locals = run->locals, acted[EFFECT_LIST_MAX];
	const int32_t *item = &run->loop[slot][locals[index]];
	for (int32_t t = 0; t < turns; t++) {
		locals[var] = item[t];
		locals[index]++;
		acted[t] = locals[act[1]];
	}
	run->steps += STOCK_TURN_STEPS * (uint32_t)turns;
	run->stack[run->sp] = stock_acts(m, (enum effect_act)act[5], acted, turns, act[3]);
}

/* Takes whole turns of the near loop whose OP_NEXT is at pc, the run
 * standing there with the NEXT's step counted: each asks the host what
 * the machine would ask (EFFECT_Q_NEAR_FIRST, and the act when the exists
 * finds a card), counts the steps it would take and leaves the stack
 * words it would leave, while nothing in the turn could go another way
 * (the step limit, the stack, a zone of nobody, a host that cannot say).
 * It stops before a turn that could, or at the loop's end, and the machine
 * takes the NEXT from there as before. */
__attribute__((noinline)) static void near_loop_turns(struct machine *m, int32_t pc)
{
	struct effect_run *run = m->run;
	const struct effect_host *h = m->host;
	const int32_t *c = m->program->code, *next = &c[pc + 1];
	const int32_t t = c[pc + LOOP_JUMP + 1], *act = &c[t + COUNT_ACT];
	const struct effect_filter *f = filter_record(m->program, c[t + 1]);
	const struct effect_cond *cond = &f->near_conds.cond[0];
	/* what every turn reads of the code and the run, read once: the host
	 * calls in between would make the compiler read each again */
	const int32_t slot = next[0], index = next[1], var = next[2];
	const int32_t zone_slot = c[pc + LOOP_ZONE + 1], zone_kind = c[pc + LOOP_ZONE + 3];
	const int32_t attr = cond->k, value = c[cond->at];
	const int32_t act_slot = act[1], act_value = act[3];
	const enum effect_act what = (enum effect_act)act[5];
	const int32_t near = f->near, near_slot = f->near_slot;
	const int32_t len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	/* a turn's steps but the filter's: LOCAL ZONE JUMP COUNT PUSH GT
	 * JUMP_IF_NOT JUMP NEXT, and NEAR_ACT_STEPS when one is found */
	const uint32_t plain = 9;
	const uint32_t fail = cond->fail_steps, pass = f->near_conds.pass_steps;
	const uint32_t worst = plain + NEAR_ACT_STEPS + (f->most + 3) * EFFECT_LIST_MAX;
	const int32_t sp = run->sp;
	int32_t *locals = run->locals, *st = run->stack;
	if (!h->near || m->depth != 0 || worst > EFFECT_STEP_LIMIT || sp < 0 ||
	    sp + 8 > EFFECT_STACK_MAX || run->status == EFFECT_ERROR)
		return;
	uint32_t steps = run->steps;
	int32_t listed[2 * EFFECT_LIST_MAX];
	int pairs = 0;
	if (locals[index] >= 0 && locals[index] < len && steps <= EFFECT_STEP_LIMIT - worst)
		pairs = near_first_listed(m, f, zone_kind, zone_slot, var, index, what, listed);
	/* The turns the list answers, while it does: the turn's card is the
	 * one its (near X) names, and the zone, of nobody the loop sets, is
	 * one the list was asked of. Both lists run in zone order, so the
	 * list is looked through once; a card it lacks is asked below. The
	 * list holds across the stock acts: the turns are counted first, and
	 * their acts made after, in their order (stock_acts). */
	const int32_t *item = run->loop[slot];
	int32_t acted[EFFECT_LIST_MAX];
	int acts = 0;
	int32_t last_found = -1;   /* no turn taken */
	/* the names the NEXT sets, the loop's card and index, set once after
	 * the turns (nothing reads them between): the act's name is either,
	 * or one the turns leave as it is */
	const int32_t first = locals[index];
	const int32_t act_fixed = locals[act_slot];
	int32_t turn = first;
	/* a card found takes the act's steps, and a pass's for a fail's */
	const uint32_t found_more = pass + NEAR_ACT_STEPS - fail;
	for (int32_t at = 0; pairs > 0 && turn >= 0 && turn < len && steps <= EFFECT_STEP_LIMIT - worst;
	     turn++) {
		const int32_t card = item[turn];
		while (at < pairs && listed[2 * at] != card)
			at++;
		if (at == pairs)
			break;
		/* looked and found of an answer no near list could give (looked
		 * beyond the list's cut, or a card found among none looked at,
		 * or no answer at all, below 1) end the turns */
		const uint32_t word = (uint32_t)listed[2 * at + 1] - 1;
		if (word > 2 * EFFECT_LIST_MAX + 1 || word == 1)
			break;
		const uint32_t looked = word >> 1, found = word & 1;
		at++;
		steps += plain + fail * looked + found_more * found;
		acted[acts] = act_slot == var ? card : act_slot == index ? turn + 1 : act_fixed;
		acts += (int)found;
		last_found = (int32_t)found;
	}
	if (last_found >= 0) {
		locals[var] = item[turn - 1];
		locals[index] = turn;
		run->steps = steps;
		int32_t done = stock_acts(m, what, acted, acts, act_value);
		st[sp] = last_found ? done : 0;
		st[sp + 1] = 0;
	}
	for (int32_t a = locals[index]; a >= 0 && a < len && steps <= EFFECT_STEP_LIMIT - worst; a++) {
		/* the NEXT's names, taken back when the turn cannot go on */
		const int32_t was_var = locals[var], was_index = locals[index];
		locals[var] = run->loop[slot][a];
		locals[index] = a + 1;
		int32_t zone = EFFECT_ZONE(zone_kind, locals[zone_slot]);
		int32_t card = near == COND_THIS ? run->ctx.card :
		               near == COND_TRIGGER ? run->ctx.trigger_card : locals[near_slot];
		int32_t answer = 0;
		if (EFFECT_ZONE_WHO(zone) != EFFECT_ZONE_NOBODY) {
			const int32_t args[EFFECT_ARGS_MAX] = { zone, card, attr, value };
			answer = h->query(m->game, EFFECT_Q_NEAR_FIRST, args);
		}
		int32_t looked = EFFECT_NEAR_FIRST_LOOKED(answer), found = EFFECT_NEAR_FIRST_FOUND(answer);
		if (answer < 1 || looked > EFFECT_LIST_MAX || found > looked) {
			locals[index] = was_index;
			locals[var] = was_var;
			break;
		}
		steps += plain + fail * (uint32_t)(looked - found) + pass * (uint32_t)found;
		steps = near_turn_found(m, st + sp, found, locals[act_slot], act_value, what, steps);
	}
	run->steps = steps;
}

/* Runs from pc until the handler ends, suspends or fails, or (pure) until
 * the block returns. A handler keeps its pc in the run.
 *
 * The hot state (stack pointer, step count) lives in locals while the loop
 * runs and goes back to the run before anything that may look at it: a
 * nested pure block, a host call, and every way out. */
static enum outcome exec(struct machine *m, int32_t pc, int pure, int32_t *result)
{
	struct effect_run *run = m->run;
	const struct effect_host *h = m->host;
	const int32_t *code = m->program->code;
	const uint8_t *starts = m->program->starts;
	int32_t *const st = run->stack;
	const int32_t base = run->sp;
	int32_t sp = run->sp;
	uint32_t steps = run->steps;
	int32_t at = pc, next, a, b, args[EFFECT_ARGS_MAX];
	int32_t buf[EFFECT_LIST_MAX];
	int n;
	enum effect_error error;

#define SYNC() (run->sp = sp, run->steps = steps)
#define RELOAD() (sp = run->sp, steps = run->steps)
#define FAIL(e) do { error = (e); goto failed; } while (0)
#define PUSH(v) do { if ((uint32_t)sp >= EFFECT_STACK_MAX) FAIL(EFFECT_ERR_STACK); \
                     st[sp++] = (v); } while (0)
#define POP(v) do { if (sp <= 0 || sp > EFFECT_STACK_MAX) FAIL(EFFECT_ERR_CODE); \
                    (v) = st[--sp]; } while (0)

	/* With GCC and Clang every instruction ends in a dispatch of its own
	 * (GO) through a table of the cases: one indirect jump per
	 * instruction kind predicts the next instruction far better than the
	 * switch's single jump does. Elsewhere it is the switch. The steps,
	 * the checks and the instructions are the same either way. Each case
	 * names where the run goes on (its own size is a constant there), so
	 * that a dispatch reads no table of sizes and keeps nothing for later. */
#if defined(__GNUC__)
	static const void *const dispatch[OP_COUNT_OPS + 1] = {
		[OP_END] = &&do_end, [OP_RETURN] = &&do_return, [OP_PUSH] = &&do_push,
		[OP_POP] = &&do_pop, [OP_DUP] = &&do_dup, [OP_LOCAL] = &&do_local,
		[OP_SET_LOCAL] = &&do_set_local, [OP_JUMP] = &&do_jump,
		[OP_JUMP_IF_NOT] = &&do_jump_if_not,
		[OP_ADD] = &&do_arith, [OP_SUB] = &&do_arith, [OP_MUL] = &&do_arith,
		[OP_DIV] = &&do_arith, [OP_MIN] = &&do_arith, [OP_MAX] = &&do_arith,
		[OP_LT] = &&do_arith, [OP_LE] = &&do_arith, [OP_GT] = &&do_arith,
		[OP_GE] = &&do_arith, [OP_EQ] = &&do_arith, [OP_NE] = &&do_arith,
		[OP_NOT] = &&do_not, [OP_SELF] = &&do_self, [OP_THIS] = &&do_this,
		[OP_TRIGGER] = &&do_trigger, [OP_SUBJECT] = &&do_subject, [OP_VALUE] = &&do_value,
		[OP_QUERY] = &&do_host, [OP_ACT] = &&do_host, [OP_ROLL] = &&do_roll,
		[OP_ATTR] = &&do_attr, [OP_IN] = &&do_in, [OP_ZONE] = &&do_zone,
		[OP_COUNT] = &&do_count, [OP_TOTAL_STOCK] = &&do_count,
		[OP_LIST_CARDS] = &&do_list_cards, [OP_LIST_PLAYERS] = &&do_list_players,
		[OP_NEXT] = &&do_next, [OP_COUNTDOWN] = &&do_countdown, [OP_CHOOSE] = &&do_choose,
		[OP_REQUIRE] = &&do_require, [OP_OFF_END] = &&do_off_end,
	};
#define LABEL(name) name:
/* The step to the instruction at to, counted, and its code and operands
 * read: what both jumps below do before they branch. */
#define STEP_TO(to) \
		at = pc; \
		pc = (to); \
		if (++steps > EFFECT_STEP_LIMIT) \
			FAIL(EFFECT_ERR_STEPS); \
		op_code = code[pc]; \
		op = &code[pc + 1];
#define GO(to) { \
		STEP_TO(to) \
		goto *dispatch[op_code]; \
	}
/* GO where the code nearly always holds one instruction next (an act's
 * value dropped, a zone walked, a loop's jump back): a direct branch
 * there, which predicts better than the shared indirect jump. */
#define GO_LIKELY(to, likely, label) { \
		STEP_TO(to) \
		if (op_code == (likely)) \
			goto label; \
		goto *dispatch[op_code]; \
	}
#else
#define LABEL(name)
#define GO(to) { next = (to); break; }
#define GO_LIKELY(to, likely, label) GO(to)
#endif

	for (;;) {
		if (++steps > EFFECT_STEP_LIMIT)
			FAIL(EFFECT_ERR_STEPS);
		int32_t op_code = code[pc];
		const int32_t *op = &code[pc + 1];

		switch (op_code) {
		case OP_END: LABEL(do_end)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			run->status = EFFECT_DONE;
			goto stopped;
		case OP_RETURN: LABEL(do_return)
			if (!pure)
				FAIL(EFFECT_ERR_CODE);
			POP(*result);
			run->steps = steps;
			if (run->status == EFFECT_ERROR) {
				run->sp = sp;
				return STOP;
			}
			run->sp = base;
			return GO_ON;
		case OP_PUSH: LABEL(do_push)
			PUSH(op[0]);
			GO(pc + 2);
		case OP_POP: LABEL(do_pop)
			POP(a);
			GO(pc + 1);
		case OP_DUP: LABEL(do_dup)
			POP(a);
			PUSH(a);
			PUSH(a);
			GO(pc + 1);
		case OP_LOCAL: LABEL(do_local)
			/* the runs that begin here taken at once, while no push,
			 * pop or step of them could fail on the way (else one by
			 * one, where the failure shows as before) */
			if ((starts[pc] & START_ZONE_JUMP) && (uint32_t)sp < EFFECT_STACK_MAX &&
			    steps + 2 <= EFFECT_STEP_LIMIT) {
				st[sp++] = EFFECT_ZONE(op[2], run->locals[op[0]]);
				steps += 2;   /* the ZONE, the JUMP */
				pc += 4;      /* the JUMP */
				GO(code[pc + 1]);
			}
			if ((starts[pc] & START_ACT_CONST) && !pure && (uint32_t)sp + 2 <= EFFECT_STACK_MAX &&
			    steps + 2 <= EFFECT_STEP_LIMIT) {
				/* the act's two arguments, pushed and popped as words */
				const int32_t act_args[EFFECT_ARGS_MAX] = { run->locals[op[0]], op[2], 0, 0 };
				steps += 2;   /* the PUSH, the ACT */
				pc += 4;      /* the ACT */
				SYNC();
				a = h->act(m->game, (enum effect_act)op[4], act_args);
				RELOAD();
				PUSH(a);
				GO_LIKELY(pc + 3, OP_POP, do_pop);
			}
			PUSH(run->locals[op[0]]);
			GO(pc + 2);
		case OP_SET_LOCAL: LABEL(do_set_local)
			POP(run->locals[op[0]]);
			GO(pc + 2);
		case OP_JUMP: LABEL(do_jump)
			GO_LIKELY(op[0], OP_NEXT, do_next);
		case OP_JUMP_IF_NOT: LABEL(do_jump_if_not)
			POP(a);
			GO(a ? pc + 2 : op[0]);
		case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIV: case OP_MIN: case OP_MAX:
		case OP_LT: case OP_LE: case OP_GT: case OP_GE: case OP_EQ: case OP_NE: LABEL(do_arith)
			POP(b);
			POP(a);
			PUSH(arith(op_code, a, b));
			GO(pc + 1);
		case OP_NOT: LABEL(do_not)
			POP(a);
			PUSH(!a);
			GO(pc + 1);
		case OP_SELF: LABEL(do_self)
			PUSH(run->ctx.self);
			GO(pc + 1);
		case OP_THIS: LABEL(do_this)
			PUSH(run->ctx.card);
			GO(pc + 1);
		case OP_TRIGGER: LABEL(do_trigger)
			PUSH(run->ctx.trigger_card);
			GO(pc + 1);
		case OP_SUBJECT: LABEL(do_subject)
			PUSH(m->subject);
			GO(pc + 1);
		case OP_VALUE: LABEL(do_value)
			PUSH(m->value);
			GO(pc + 1);
		case OP_QUERY:
		case OP_ACT: LABEL(do_host)
			if (op_code == OP_ACT && pure)
				FAIL(EFFECT_ERR_CODE);
			memset(args, 0, sizeof args);
			n = op[1];
			if (sp >= n && sp <= EFFECT_STACK_MAX) {
				/* every pop would pass: the arguments in one go */
				sp -= n;
				for (int32_t i = 0; i < n; i++)
					args[i] = st[sp + i];
			} else {
				/* an underflow fails where the pops one by one do */
				for (int32_t i = n - 1; i >= 0; i--)
					POP(args[i]);
			}
			SYNC();
			a = op_code == OP_QUERY ? h->query(m->game, (enum effect_query)op[0], args)
			                        : h->act(m->game, (enum effect_act)op[0], args);
			RELOAD();
			PUSH(a);
			GO_LIKELY(pc + 3, OP_POP, do_pop);
		case OP_ROLL: LABEL(do_roll)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			POP(a);
			SYNC();
			b = a < 1 ? 0 : h->roll(m->game, a);
			RELOAD();
			PUSH(b < 0 ? 0 : b > a ? a : b);
			GO(pc + 1);
		case OP_ATTR: LABEL(do_attr)
			SYNC();
			a = query(m, EFFECT_Q_CARD, m->subject, op[0]);
			RELOAD();
			PUSH(a);
			GO(pc + 2);
		case OP_IN: LABEL(do_in)
			POP(a);
			b = 0;
			for (int32_t i = 0; i < op[0]; i++)
				b |= op[1 + i] == a;
			PUSH(b);
			GO(pc + 2 + op[0]);
		case OP_ZONE: LABEL(do_zone)
			POP(a);
			PUSH(EFFECT_ZONE(op[0], a));
			GO_LIKELY(pc + 2, OP_JUMP, do_jump);
		case OP_COUNT:
		case OP_TOTAL_STOCK: { LABEL(do_count)
			POP(a);
			SYNC();
			bool any = counts_any(m->program, pc, sp, steps);
			if (cards_any(m, a, op[0], buf, &n, any) == STOP)
				goto stopped_synced;
			b = op_code == OP_COUNT ? n : 0;
			for (int i = 0; op_code == OP_TOTAL_STOCK && i < n; i++)
				b = clamp((int64_t)b + query(m, EFFECT_Q_STOCK, buf[i], 0));
			RELOAD();
			if (any && sp + 2 <= EFFECT_STACK_MAX && steps + 2 <= EFFECT_STEP_LIMIT) {
				/* the (PUSH 0) (GT) of the exists, and the (JUMP_IF_NOT)
				 * of a (when) after it, taken here where none can fail:
				 * the same steps, the same words left on the stack */
				st[sp] = b > 0;
				st[sp + 1] = 0;
				steps += 2;
				pc += 4;   /* the GT */
				if (code[pc + 1] == OP_JUMP_IF_NOT && steps + 1 <= EFFECT_STEP_LIMIT) {
					steps++;
					pc++;
					next = b > 0 ? pc + 2 : code[pc + 1];
				} else {
					sp++;
					next = pc + 1;
				}
				GO(next);
			}
			PUSH(b);
			GO(pc + 2);
		}
		case OP_LIST_CARDS: LABEL(do_list_cards)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			POP(a);
			SYNC();
			if (cards(m, a, op[1], run->loop[op[0]], &n) == STOP)
				goto stopped_synced;
			RELOAD();
			run->loop_len[op[0]] = n;
#if defined(__GNUC__)
			if ((starts[pc] & (START_NEAR_LOOP | START_STOCK_LOOP)) &&
			    (uint32_t)sp < EFFECT_STACK_MAX && steps + 3 <= EFFECT_STEP_LIMIT) {
				/* a near or a stock loop begins: its (PUSH 0)
				 * (SET_LOCAL index) taken here, where neither can
				 * fail, and the NEXT's step; its whole turns then (a
				 * stock loop's all at once), and the NEXT as ever */
				const bool near = starts[pc] & START_NEAR_LOOP;
				st[sp] = 0;
				run->locals[code[pc + 6]] = 0;
				steps += 3;
				at = pc + 5;
				pc += 7;
				SYNC();
				if (near)
					near_loop_turns(m, pc);
				else
					stock_loop_turns(m, pc);
				RELOAD();
				op_code = OP_NEXT;
				op = &code[pc + 1];
				goto do_next;
			}
#endif
			GO(pc + 3);
		case OP_LIST_PLAYERS: LABEL(do_list_players)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			SYNC();
			list_players(m, op[0], op[1]);
			RELOAD();
			GO(pc + 3);
		case OP_NEXT: LABEL(do_next)
			a = run->locals[op[1]];
			if (a < 0 || a >= run->loop_len[op[0]] || a >= EFFECT_LIST_MAX)
				GO(op[3]);
			run->locals[op[2]] = run->loop[op[0]][a];
			run->locals[op[1]] = a + 1;
			GO_LIKELY(pc + 5, OP_LOCAL, do_local);
		case OP_COUNTDOWN: LABEL(do_countdown)
			if (run->locals[op[0]] <= 0)
				GO(op[1]);
			run->locals[op[0]]--;
			GO(pc + 3);
		case OP_CHOOSE: LABEL(do_choose)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			SYNC();
			if (choose(m, op[0], op[1], op[2], pc + 4) == STOP)
				goto stopped_synced; /* suspended (run->pc is the next) or failed */
			RELOAD();
			GO(pc + 4);
		case OP_REQUIRE: LABEL(do_require)
			POP(a);
			if (!a) {
				run->status = EFFECT_REFUSED;
				goto stopped;
			}
			GO(pc + 1);
		case OP_OFF_END: LABEL(do_off_end)
			pc = at;   /* a handler stops at the jump, as it always has */
			FAIL(EFFECT_ERR_CODE);
		default:
			FAIL(EFFECT_ERR_CODE);
		}
		at = pc;
		pc = next;
	}

failed:
	run->status = EFFECT_ERROR;
	run->error = (uint8_t)error;
stopped:
	SYNC();
stopped_synced:
	if (!pure && run->status != EFFECT_PENDING)
		run->pc = pc;
	return STOP;
#undef SYNC
#undef RELOAD
#undef FAIL
#undef PUSH
#undef POP
#undef LABEL
#undef GO
#undef GO_LIKELY
#undef STEP_TO
}

/* effect_clause_at, here: the interpreter asks nothing of the compiler. */
static const struct effect_clause *clause_at(const struct effect_program *program, size_t index)
{
	return program && index < program->clause_count ? &program->clauses[index] : NULL;
}

int effect_start(struct effect_run *run, const struct effect_program *program, size_t clause,
                 const struct effect_context *ctx)
{
	const struct effect_clause *cl = clause_at(program, clause);
	if (!cl || cl->kind != EFFECT_CLAUSE_ON)
		return -1;
	/* Only what the run reads before it writes it: the stack is read
	 * below sp, a loop's list below its length and the decision while
	 * the run is pending, all written first. The rest (about 1.2 KB of
	 * a 1.4 KB run) keeps what it held, and a handler starts often. */
	run->status = EFFECT_READY;
	run->error = EFFECT_ERR_NONE;
	run->answered = 0;
	run->pad = 0;
	run->clause = (int32_t)clause;
	run->pc = cl->body;
	run->sp = 0;
	run->steps = 0;
	run->ctx = *ctx;
	run->answer = EFFECT_NONE;
	memset(run->locals, 0, sizeof run->locals);
	memset(run->loop_len, 0, sizeof run->loop_len);
	return 0;
}

enum effect_status effect_run(struct effect_run *run, const struct effect_program *program,
                              const struct effect_host *host, void *game)
{
	/* conds is read only once conds_entry names what it holds: a handler
	 * starts often, and it is most of the machine */
	struct machine m;
	m.program = program;
	m.run = run;
	m.host = host;
	m.game = game;
	m.subject = EFFECT_NONE;
	m.value = 0;
	m.depth = 0;
	m.ctx = NULL;
	m.ready = true;
	m.conds_entry = -2;
	m.conds_ok = false;
	if (run->status == EFFECT_PENDING) {
		if (!run->answered)
			return EFFECT_PENDING;
		run->answered = 0;
		run->status = EFFECT_READY;
		if (push(&m, run->answer) == STOP)
			return (enum effect_status)run->status;
	} else if (run->status != EFFECT_READY) {
		if (run->status != EFFECT_ERROR) {
			run->status = EFFECT_ERROR;
			run->error = EFFECT_ERR_STATE;
		}
		return EFFECT_ERROR;
	}
	/* the program's code was checked when it was made (effect_check_code);
	 * what it cannot vouch for is that this run is one of its own */
	if (!program || !host || !is_start(program->starts, program->code_len, run->pc)) {
		fail(&m, EFFECT_ERR_CODE);
		return EFFECT_ERROR;
	}
	int32_t unused;
	exec(&m, run->pc, 0, &unused);
	return (enum effect_status)run->status;
}

int effect_answer(struct effect_run *run, int32_t answer)
{
	const struct effect_decision *d = &run->decision;
	if (run->status != EFFECT_PENDING || run->answered)
		return -1;
	int legal = answer == EFFECT_NONE && d->optional;
	for (int i = 0; i < d->count && i < EFFECT_LIST_MAX && !legal; i++)
		legal = d->options[i] == answer;
	if (!legal)
		return -1;
	run->answer = answer;
	run->answered = 1;
	return 0;
}

/* ---------------------------------------------------------------------------
 * Passive clauses
 * ------------------------------------------------------------------------- */

/* A machine over a run of its own, for pure evaluations. Only the fields
 * a pure block touches are set, and only once the machine must run one
 * (a quick block needs no run): ctx waits in the machine till then. */
static void pure_machine(struct machine *m, struct effect_run *scratch,
                         const struct effect_program *program, const struct effect_context *ctx,
                         const struct effect_host *host, void *game)
{
	m->program = program;
	m->run = scratch;
	m->host = host;
	m->game = game;
	m->subject = EFFECT_NONE;
	m->value = 0;
	m->depth = 0;
	m->ctx = ctx;
	m->ready = false;
	m->conds_entry = -2;
}

static void pure_run_setup(struct machine *m)
{
	struct effect_run *scratch = m->run;
	if (m->ready)
		return;
	scratch->status = EFFECT_READY;
	scratch->error = EFFECT_ERR_NONE;
	scratch->sp = 0;
	scratch->steps = 0;
	scratch->ctx = *m->ctx;
	memset(scratch->locals, 0, sizeof scratch->locals);
	m->ready = true;
}

/* Puts the attribute tests of conds before its relations, unless it asks
 * for immunity, holdings or another question (COND_COMPARE): a pure
 * block's steps count for nothing, attributes are cheap to read and fail
 * most cards, and the questions of a relation are read-only, so that
 * asking fewer of them changes nothing. Immunity runs modifiers of its
 * own, a host notes who reads resources, and any other question may be
 * one it notes: those keep their place. */
static void attributes_first(struct effect_conds *conds)
{
	struct effect_cond sorted[CONDS_MAX];
	int n = 0;
	for (int32_t k = 0; k < conds->count; k++)
		if (conds->cond[k].kind == COND_EXPOSED || conds->cond[k].kind == COND_HOLDING ||
		    conds->cond[k].kind == COND_COMPARE)
			return;
	for (int pass = 0; pass < 2; pass++)
		for (int32_t k = 0; k < conds->count; k++)
			if ((conds->cond[k].kind == COND_ATTR_IN) == (pass == 0)) {
				if (k == conds->last)
					conds->last = (uint8_t)n;
				sorted[n++] = conds->cond[k];
			}
	memcpy(conds->cond, sorted, sizeof sorted[0] * (size_t)n);
}

/* Decodes the pure block at entry as QUICK_EXISTS (code.h) into q; false
 * when it is anything else. */
static bool decode_exists(const struct effect_program *p, int32_t entry, struct effect_quick *q)
{
	const int32_t *c = p->code;
	const size_t len = p->code_len;
	size_t pc = (size_t)entry;
	int32_t n = 0;
	for (;;) {
		if (n == CONDS_MAX || pc + 1 > len || c[pc] != OP_SELF)
			return false;
		struct effect_exists *x = &q->exists[n++];
		pc++;
		x->opponent = pc + 3 <= len && c[pc] == OP_QUERY && c[pc + 1] == EFFECT_Q_OPPONENT &&
		              c[pc + 2] == 1;
		pc += x->opponent ? 3 : 0;
		if (pc + 2 > len || c[pc] != OP_ZONE)
			return false;
		x->zone = c[pc + 1];
		pc += 2;
		/* a filter is jumped over; no filter, no jump */
		x->jump = pc + 2 <= len && c[pc] == OP_JUMP;
		int32_t count = x->jump ? c[pc + 1] : (int32_t)pc;
		if (count < 0 || (size_t)count >= len || !(p->starts[count] & START_AT) ||
		    !is_exists(p, (size_t)count))
			return false;
		x->count_at = count;
		pc = (size_t)count + 5;   /* past the (PUSH 0) (GT) */
		if (pc + 1 > len)
			return false;
		if (c[pc] == OP_RETURN && n == 1)
			break;
		if (c[pc] == OP_JUMP && n > 1 && pc + 2 <= len && c[pc + 1] >= 0 &&
		    (size_t)c[pc + 1] < len && c[c[pc + 1]] == OP_RETURN)
			break;
		if (c[pc] != OP_JUMP_IF_NOT || pc + 2 > len || !fails_to_zero(p, c[pc + 1]))
			return false;
		pc += 2;
	}
	q->kind = QUICK_EXISTS;
	q->count = n;
	q->exists[0].attr_only = 1;
	for (int32_t k = 0; k < n; k++) {
		const int32_t filter = c[q->exists[k].count_at + 1];
		const struct effect_filter *f = filter < 0 ? NULL : filter_record(p, filter);
		if (!f || f->shape_kind != SHAPE_IN || f->shape_count < 1 || f->shape_count > 2 ||
		    f->shape_attr == EFFECT_ATTR_OWNER)
			q->exists[0].attr_only = 0;
	}
	return true;
}

/* Decodes the block at entry for effect_quicken. It accepts only code on
 * which the interpreter's own checks pass: such a block cannot fail or
 * run long on a fresh run, so evaluating it without the machine, with
 * the same host questions, gives the same answer. The walks of a
 * QUICK_EXISTS block alone may (their filters run in the machine), and
 * quick_exists counts their steps as the machine does. */
static void decode_quick(const struct effect_program *p, int32_t entry, struct effect_quick *q)
{
	const int32_t *c = p->code;
	size_t e = (size_t)entry, len = p->code_len;
	struct shape sh;
	memset(q, 0, sizeof *q);
	q->kind = QUICK_NONE;
	if (entry < 0) {
		q->kind = QUICK_TRUE;
		return;
	}
	/* before a run is set up no name has a value: conds that read one
	 * are left to the machine */
	if (effect_decode_conds(p, entry, &q->conds) && !q->conds.locals) {
		q->kind = QUICK_CONDS;
		attributes_first(&q->conds);
		return;
	}
	memset(&q->conds, 0, sizeof q->conds);
	if (shape_of(p, entry, &sh) != SHAPE_NONE) {
		q->kind = sh.kind == SHAPE_IN ? QUICK_ATTR_IN : QUICK_ATTR_IN_THEN;
		q->k = sh.attr;
		q->count = sh.count;
		q->at = (int32_t)(sh.values - c);
		q->rest = sh.rest;
		return;
	}
	if (decode_exists(p, entry, q))
		return;
	if (e + 8 <= len && c[e] == OP_PUSH && c[e + 2] == OP_QUERY && c[e + 4] == 1 &&
	    c[e + 5] == OP_SELF && c[e + 6] >= OP_ADD && c[e + 6] <= OP_NE && c[e + 7] == OP_RETURN) {
		q->kind = QUICK_QUERY_SELF;
		q->k = c[e + 1];
		q->count = c[e + 3];   /* the question */
		q->op = c[e + 6];
		return;
	}
	if (e + 4 <= len && c[e] == OP_SUBJECT && c[e + 1] == OP_THIS && c[e + 3] == OP_RETURN &&
	    c[e + 2] >= OP_ADD && c[e + 2] <= OP_NE) {
		q->kind = QUICK_SUBJECT_THIS;
		q->op = c[e + 2];
		return;
	}
	if (e + 8 <= len && c[e] == OP_SUBJECT && c[e + 1] == OP_THIS && c[e + 2] == OP_PUSH &&
	    c[e + 4] == OP_QUERY && c[e + 5] == EFFECT_Q_RELATION && c[e + 6] == 3) {
		q->k = c[e + 3];
		if (c[e + 7] == OP_RETURN) {
			q->kind = QUICK_RELATION;
		} else if (e + 9 <= len && c[e + 7] == OP_JUMP_IF_NOT && fails_to_zero(p, c[e + 8])) {
			q->kind = QUICK_RELATION_THEN;
			q->rest = (int32_t)(e + 9);
		}
		return;
	}
	if (e + 5 > len || c[e + 4] != OP_RETURN || c[e + 3] < OP_ADD || c[e + 3] > OP_NE)
		return;
	q->op = c[e + 3];
	if (c[e] == OP_SUBJECT && c[e + 1] == OP_PUSH) {
		q->kind = QUICK_SUBJECT_OP;
		q->k = c[e + 2];
	} else if (c[e] == OP_VALUE && c[e + 1] == OP_PUSH) {
		q->kind = QUICK_VALUE_OP;
		q->k = c[e + 2];
	} else if (c[e] == OP_PUSH && c[e + 2] == OP_VALUE) {
		q->kind = QUICK_OP_VALUE;
		q->k = c[e + 1];
	}
}

/* effect_clause_count, inline: the passive clauses are asked very often. */
static size_t clause_count(const struct effect_program *program)
{
	return program ? program->clause_count : 0;
}

size_t effect_filter_entries(const int32_t *code, size_t len, struct effect_filter *out)
{
	size_t n = 0;
	for (size_t pc = 0; pc < len;) {
		size_t left = len - pc;
		int32_t op = code[pc], filter = -1;
		if ((uint32_t)op >= OP_COUNT_OPS || left < 1u + effect_operands[op] ||
		    (op == OP_IN && (code[pc + 1] < 0 || left < 2u + (size_t)code[pc + 1])))
			break;   /* code no walk can read: the machine will say so */
		if (op == OP_COUNT || op == OP_TOTAL_STOCK)
			filter = code[pc + 1];
		else if (op == OP_LIST_CARDS || op == OP_CHOOSE)
			filter = code[pc + 2];
		if (filter >= 0) {
			if (out)
				out[n].entry = filter;
			n++;
		}
		pc += op == OP_IN ? 2u + (size_t)code[pc + 1] : 1u + effect_operands[op];
	}
	return n;
}

void effect_quicken(struct effect_program *program)
{
	effect_filter_entries(program->code, program->code_len, program->filters);
	index_walks(program);
	mark_runs(program);
	for (size_t i = 0; i < program->filter_count; i++) {
		struct effect_filter *f = &program->filters[i];
		f->ok = effect_decode_conds(program, f->entry, &f->conds);
		f->most = f->ok ? most_steps(&f->conds) : 0;
		if (!near_shape(program, f->entry, &f->near, &f->near_slot))
			f->near = -1;
		drop_near(f, program->listed_relation);
		const struct effect_cond *c = &f->near_conds.cond[0];
		f->near_first = f->near_ok && f->near_conds.count == 1 && c->kind == COND_ATTR_IN &&
		                c->count == 1 && c->k != EFFECT_ATTR_OWNER;
		struct shape sh;
		f->select_conds = f->conds;
		f->shape_kind = shape_of(program, f->entry, &sh);
		f->shape_attr = f->shape_count = f->shape_at = 0;
		f->shape_rest = -1;
		f->select_exposed = 0;
		if (f->shape_kind != SHAPE_NONE) {
			drop_known(program, &f->select_conds, &sh);
			f->select_exposed = f->ok && f->select_conds.count == 1 &&
			                    f->select_conds.cond[0].kind == COND_EXPOSED;
			f->shape_attr = sh.attr;
			f->shape_count = sh.count;
			f->shape_at = (int32_t)(sh.values - program->code);
			f->shape_rest = sh.rest;
		}
	}
	for (size_t i = 0; i < program->clause_count; i++) {
		const struct effect_clause *cl = &program->clauses[i];
		struct effect_quick *q = &program->quick[i * QUICK_BLOCKS];
		decode_quick(program, cl->filter, &q[QUICK_FILTER]);
		decode_quick(program, cl->body, &q[QUICK_BODY]);
		decode_quick(program, cl->threat, &q[QUICK_THREAT]);
	}
	mark_loops(program);
}

/* Runs the machine on the pure block from pc, as evaluate() does, its
 * first steps taken already (the run is set up). Out of line: the quick
 * shapes stay small. */
__attribute__((noinline)) static int run_pure(struct machine *m, int32_t pc, uint32_t steps,
                                              int32_t subject, int32_t *out)
{
	m->run->status = EFFECT_READY;
	m->run->steps = steps;
	m->run->sp = 0;
	if (test(m, pc, subject, out) == STOP || m->run->status == EFFECT_ERROR)
		return -1;
	return 0;
}

/* Of an exists of QUICK_EXISTS whose filter is one attribute test
 * (attr_only), whether host->select would list a card of zone, as the
 * host answers it without the list (EFFECT_Q_SELECT_ANY): 1 or 0, or -1
 * when it cannot say, and cards_any walks. */
static int32_t select_attr(struct machine *m, int32_t filter, int32_t zone)
{
	const struct effect_program *p = m->program;
	const struct effect_filter *f = filter_record(p, filter);
	if (!m->host->select || EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return -1;
	const int32_t *values = &p->code[f->shape_at];
	const int32_t args[EFFECT_ARGS_MAX] = { zone, f->shape_attr, values[0],
	                                        values[f->shape_count - 1] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_SELECT_ANY, args);
	return answer < 1 || answer > EFFECT_SELECT_ANY(1) ? -1 : EFFECT_SELECT_ANY_FOUND(answer);
}

/* Evaluates the QUICK_EXISTS block q with subject, its run set up, as
 * run_pure would run it in the machine: the same host questions and walks
 * (cards_any, as OP_COUNT calls it), the same steps, the same failures;
 * returns 0 and sets *out, or -1. */
__attribute__((noinline)) static int quick_exists(struct machine *m, const struct effect_quick *q,
                                                  int32_t subject, int32_t *out)
{
	struct effect_run *run = m->run;
	const struct effect_program *p = m->program;
	if (m->depth >= PURE_DEPTH_MAX)
		return -1;
	int32_t saved = m->subject, value = 0;
	uint32_t steps = 0;
	int ret = -1;
	run->status = EFFECT_READY;
	run->sp = 0;
	m->subject = subject;
	m->depth++;
	for (int32_t k = 0; k < q->count; k++) {
		const struct effect_exists *x = &q->exists[k];
		int32_t who = run->ctx.self;
		steps++;   /* the SELF */
		if (x->opponent) {
			if (++steps > EFFECT_STEP_LIMIT)
				goto done;
			run->steps = steps;
			who = query(m, EFFECT_Q_OPPONENT, who, 0);
		}
		steps += 2 + (uint32_t)x->jump;   /* the ZONE, [the JUMP,] the COUNT */
		if (steps > EFFECT_STEP_LIMIT)
			goto done;
		const int32_t zone = EFFECT_ZONE(x->zone, who);
		int32_t buf[EFFECT_LIST_MAX];
		int n;
		run->stack[0] = zone;   /* the word the machine leaves there */
		run->sp = 0;
		run->steps = steps;
		const int32_t filter = p->code[x->count_at + 1];
		int32_t found = q->exists[0].attr_only ? select_attr(m, filter, zone) : -1;
		if (found >= 0) {
			/* at most the steps of the longest walk: none of the
			 * block's can reach the limit, so that it needs no count */
			value = found;
			steps += 3u * EFFECT_LIST_MAX + 2;
		} else {
			bool any = counts_any(p, x->count_at, 0, steps);
			if (cards_any(m, zone, filter, buf, &n, any) == STOP)
				goto done;
			value = n > 0;
			steps = run->steps + 2;   /* the PUSH, the GT */
		}
		if (k + 1 < q->count) {
			steps++;   /* the JUMP_IF_NOT */
			if (!value) {
				steps += 2;   /* the PUSH 0, the RETURN */
				break;
			}
		} else {
			steps += q->count > 1 ? 2 : 1;   /* [the JUMP] the RETURN */
		}
	}
	if (steps <= EFFECT_STEP_LIMIT && run->status != EFFECT_ERROR) {
		*out = value;
		ret = 0;
	}
done:
	run->steps = steps;
	run->sp = 0;
	m->depth--;
	m->subject = saved;
	return ret;
}

/* Evaluates block (of clause, QUICK_FILTER...) with subject; returns 0 and
 * sets *out, or -1. The decoded shapes go without the machine, or (a
 * shape whose first test passes) with it only for the rest. */
static inline __attribute__((always_inline)) int evaluate(struct machine *m, size_t clause,
                                                         int block, int32_t subject,
                                                         int32_t *out)
{
	const struct effect_program *p = m->program;
	const struct effect_quick *q = &p->quick[clause * QUICK_BLOCKS + (size_t)block];
	switch (q->kind) {
	case QUICK_TRUE:
		*out = 1;
		return 0;
	case QUICK_ATTR_IN:
	case QUICK_ATTR_IN_THEN: {
		int32_t v = query(m, EFFECT_Q_CARD, subject, q->k), yes = 0;
		for (int32_t j = 0; j < q->count; j++)
			yes |= p->code[q->at + j] == v;
		*out = yes;
		if (q->kind == QUICK_ATTR_IN || !yes)
			return 0;
		/* the first three steps taken, as the machine would have */
		pure_run_setup(m);
		m->run->stack[0] = 1;
		return run_pure(m, q->rest, 3, subject, out);
	}
	case QUICK_SUBJECT_THIS:
		*out = arith(q->op, subject, m->ctx->card);
		return 0;
	case QUICK_RELATION:
	case QUICK_RELATION_THEN: {
		int32_t args[EFFECT_ARGS_MAX] = { subject, m->ctx->card, q->k, 0 };
		int32_t related = m->host->query(m->game, EFFECT_Q_RELATION, args);
		*out = q->kind == QUICK_RELATION ? related : 0;
		if (q->kind == QUICK_RELATION || !related)
			return 0;
		/* the first five steps taken, as the machine would have */
		pure_run_setup(m);
		m->run->stack[0] = related;
		m->run->stack[1] = m->ctx->card;
		m->run->stack[2] = q->k;
		return run_pure(m, q->rest, 5, subject, out);
	}
	case QUICK_SUBJECT_OP:
		*out = arith(q->op, subject, q->k);
		return 0;
	case QUICK_VALUE_OP:
		*out = arith(q->op, m->value, q->k);
		return 0;
	case QUICK_OP_VALUE:
		*out = arith(q->op, q->k, m->value);
		return 0;
	case QUICK_CONDS: {
		uint32_t steps = 0;   /* a fresh run's: far from the limit */
		*out = eval_conds(m->host, m->game, p->code, &q->conds, m->ctx, NULL, subject, &steps);
		return 0;
	}
	case QUICK_QUERY_SELF:
		*out = arith(q->op, query(m, (enum effect_query)q->count, q->k, 0), m->ctx->self);
		return 0;
	case QUICK_EXISTS:
		pure_run_setup(m);
		return quick_exists(m, q, subject, out);
	default: {
		const struct effect_clause *cl = &p->clauses[clause];
		int32_t entry = block == QUICK_FILTER ? cl->filter :
		                block == QUICK_BODY ? cl->body : cl->threat;
		pure_run_setup(m);
		return run_pure(m, entry, 0, subject, out);
	}
	}
}

int32_t effect_modify(const struct effect_program *program, enum effect_clause_kind clause_kind,
                      int32_t what, const struct effect_context *ctx,
                      int32_t subject, int32_t value, const struct effect_host *host, void *game)
{
	struct effect_run scratch;
	struct machine m;
	pure_machine(&m, &scratch, program, ctx, host, game);
	size_t count = clause_count(program);
	for (size_t i = 0; i < count; i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != clause_kind || cl->what != what)
			continue;
		int32_t yes, result;
		if (evaluate(&m, i, QUICK_FILTER, subject, &yes) != 0 || !yes)
			continue;
		m.value = value;
		if (evaluate(&m, i, QUICK_BODY, subject, &result) == 0)
			value = result;
	}
	return value;
}

/* The constant K of a body that is exactly (+ value K) or (+ K value). */
static bool adds_constant(const struct effect_program *program, int32_t body, int32_t *k)
{
	if (body < 0 || (size_t)body + 5 > program->code_len)
		return false;
	const int32_t *c = &program->code[body];
	if (c[3] != OP_ADD || c[4] != OP_RETURN)
		return false;
	if (c[0] == OP_VALUE && c[1] == OP_PUSH) {
		*k = c[2];
		return true;
	}
	if (c[0] == OP_PUSH && c[2] == OP_VALUE) {
		*k = c[1];
		return true;
	}
	return false;
}

bool effect_modify_constant(const struct effect_program *program,
                            enum effect_clause_kind clause_kind, int32_t what,
                            int32_t value, int32_t *result)
{
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		int32_t k;
		if (cl->kind != clause_kind || cl->what != what)
			continue;
		if (cl->filter >= 0 || !adds_constant(program, cl->body, &k))
			return false;
		value = arith(OP_ADD, value, k);   /* clamped as the interpreter does */
	}
	*result = value;
	return true;
}

bool effect_immune(const struct effect_program *program, const struct effect_context *ctx,
                   int32_t threat_card, int threat_face, int32_t subject,
                   const struct effect_host *host, void *game)
{
	struct effect_run scratch;
	struct machine m;
	pure_machine(&m, &scratch, program, ctx, host, game);
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_IMMUNE)
			continue;
		int32_t yes;
		if (cl->face >= 0) {
			if (cl->face != threat_face)
				continue;
		} else if (threat_card < 0 || evaluate(&m, i, QUICK_THREAT, threat_card, &yes) != 0 ||
		           !yes) {
			continue;
		}
		if (evaluate(&m, i, QUICK_FILTER, subject, &yes) == 0 && yes)
			return true;
	}
	return false;
}

int effect_threat_listed(const struct effect_program *program)
{
	int found = -1;
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_IMMUNE || cl->face >= 0)
			continue;
		const struct effect_quick *q = &program->quick[i * QUICK_BLOCKS + QUICK_THREAT];
		if (found >= 0 || q->kind != QUICK_ATTR_IN || q->k != EFFECT_ATTR_CARD || i > INT8_MAX)
			return -1;
		found = (int)i;
	}
	return found;
}

int effect_face_clause(const struct effect_program *program, int face)
{
	int found = -1;
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_IMMUNE || cl->face != face)
			continue;
		if (found >= 0 || i > INT8_MAX)
			return -1;
		found = (int)i;
	}
	return found;
}

/* An attribute test of one or two values for effect_simple_filter. */
static bool simple_attr(const struct effect_program *p, int32_t attr, int32_t count, int32_t at,
                        struct effect_simple_filter *out)
{
	if (count < 1 || count > 2)
		return false;
	out->attr = attr;
	out->count = count;
	out->values[0] = p->code[at];
	out->values[1] = p->code[at + count - 1];
	return true;
}

/* From the quick form evaluate() runs: a lone attribute test, a lone
 * relation to this, no filter, or an "and" of an attribute test and a
 * relation to this (QUICK_CONDS puts the attribute first), each passing
 * with a value not 0. */
bool effect_simple_filter(const struct effect_program *program, size_t clause,
                          struct effect_simple_filter *out)
{
	if (clause >= clause_count(program) || !program->quick)
		return false;
	const struct effect_quick *q = &program->quick[clause * QUICK_BLOCKS + QUICK_FILTER];
	out->attr = -1;
	out->count = 0;
	out->values[0] = out->values[1] = EFFECT_NONE;
	out->relation = -1;
	switch (q->kind) {
	case QUICK_TRUE:
		return true;
	case QUICK_ATTR_IN:
		return simple_attr(program, q->k, q->count, q->at, out);
	case QUICK_RELATION:
		out->relation = q->k;
		return true;
	case QUICK_CONDS: {
		const struct effect_conds *c = &q->conds;
		int32_t k = 0;
		if (c->count < 1 || c->count > 2 || c->locals)
			return false;
		if (c->cond[0].kind == COND_ATTR_IN) {
			if (!simple_attr(program, c->cond[0].k, c->cond[0].count, c->cond[0].at, out))
				return false;
			k = 1;
		}
		if (k < c->count && c->cond[k].kind == COND_RELATION && c->cond[k].card == COND_THIS) {
			out->relation = c->cond[k].k;
			k++;
		}
		return k == c->count;
	}
	default:
		return false;
	}
}

bool effect_may_be_immune(const struct effect_program *program, bool threat_card,
                          int32_t threat_id, int threat_face)
{
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_IMMUNE)
			continue;
		if (cl->face >= 0) {
			if (cl->face == threat_face)
				return true;
			continue;
		}
		if (!threat_card)
			continue;
		/* the threat test (card ...) as effect_immune's quick block
		 * reads it: a card it does not list fails it, asking nothing
		 * more of the host */
		const struct effect_quick *q = &program->quick[i * QUICK_BLOCKS + QUICK_THREAT];
		if (q->kind != QUICK_ATTR_IN && q->kind != QUICK_ATTR_IN_THEN)
			return true;
		if (q->k != EFFECT_ATTR_CARD)
			return true;
		for (int32_t j = 0; j < q->count; j++)
			if (program->code[q->at + j] == threat_id)
				return true;
	}
	return false;
}

bool effect_playable(const struct effect_program *program, const struct effect_context *ctx,
                     const struct effect_host *host, void *game)
{
	struct effect_run scratch;
	struct machine m;
	pure_machine(&m, &scratch, program, ctx, host, game);
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		int32_t yes;
		if (cl->kind == EFFECT_CLAUSE_PLAYABLE &&
		    (evaluate(&m, i, QUICK_BODY, EFFECT_NONE, &yes) != 0 || !yes))
			return false;
	}
	return true;
}

bool effect_clause_accepts(const struct effect_program *program, size_t clause,
                           const struct effect_context *ctx, int32_t card,
                           const struct effect_host *host, void *game)
{
	const struct effect_clause *cl = clause_at(program, clause);
	if (!cl)
		return false;
	struct effect_run scratch;
	struct machine m;
	pure_machine(&m, &scratch, program, ctx, host, game);
	int32_t yes;
	return evaluate(&m, clause, QUICK_FILTER, card, &yes) == 0 && yes;
}

const char *effect_status_name(enum effect_status status)
{
	switch (status) {
	case EFFECT_READY: return "ready";
	case EFFECT_DONE: return "done";
	case EFFECT_PENDING: return "pending";
	case EFFECT_REFUSED: return "refused";
	case EFFECT_ERROR: return "error";
	}
	return "?";
}

const char *effect_error_name(enum effect_error error)
{
	switch (error) {
	case EFFECT_ERR_NONE: return "no error";
	case EFFECT_ERR_STEPS: return "step limit reached";
	case EFFECT_ERR_STACK: return "stack exhausted";
	case EFFECT_ERR_CODE: return "malformed program";
	case EFFECT_ERR_STATE: return "run is not ready";
	}
	return "?";
}
