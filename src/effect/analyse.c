/*
 * analyse: what is read of a program once, when it is made.
 *
 * effect_check_code checks the code the compiler made, so that the
 * interpreter may take it on trust; effect_quicken decodes the shapes
 * the walks and the passive clauses answer without the machine (code.h:
 * struct effect_quick, struct effect_filter, the START_ marks); the rest
 * answer questions the games ask of a program as a whole. Nothing here
 * runs a program.
 */
#include <string.h>

#include "effect/code.h"
#include "effect/effect.h"

const uint8_t effect_operands[OP_COUNT_OPS + 1] = {
	[OP_PUSH] = 1, [OP_LOCAL] = 1, [OP_SET_LOCAL] = 1, [OP_JUMP] = 1, [OP_JUMP_IF_NOT] = 1,
	[OP_QUERY] = 2, [OP_ACT] = 2, [OP_ATTR] = 1, [OP_IN] = 1, [OP_ZONE] = 1,
	[OP_COUNT] = 1, [OP_TOTAL_STOCK] = 1, [OP_LIST_CARDS] = 2, [OP_LIST_PLAYERS] = 2,
	[OP_NEXT] = 4, [OP_COUNTDOWN] = 2, [OP_CHOOSE] = 3,
	[OP_EXISTS] = 1, [OP_LOCAL_ZONE] = 2, [OP_ACT_LOCAL] = 3,
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

/* Whether act is an act of the language or of a game. */
static bool valid_act(int32_t act)
{
	return act >= 0 && (act < EFFECT_A_COUNT || (act >= EFFECT_A_GAME && act < EFFECT_A_MAX));
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
		return valid_act(op[0]) && op[1] >= 0 && op[1] <= EFFECT_ARGS_MAX;
	case OP_COUNT: case OP_TOTAL_STOCK: case OP_EXISTS:
		return is_entry(starts, len, op[0]);
	case OP_LOCAL_ZONE:
		return is_local(op[0]);
	case OP_ACT_LOCAL:
		return is_local(op[0]) && valid_act(op[2]);
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

/* The most steps one item takes in a walk with conds: its first failing
 * condition's, or the pass's. */
static uint32_t most_steps(const struct effect_conds *conds)
{
	uint32_t most = conds->pass_steps;
	for (int32_t k = 0; k < conds->count; k++)
		most = conds->cond[k].fail_steps > most ? conds->cond[k].fail_steps : most;
	return most;
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

/* Fills program->filter_at: the first record of each entry, as a search
 * of filters[] finds it. */
static void index_walks(struct effect_program *program)
{
	for (size_t pc = 0; pc < program->code_len; pc++)
		program->filter_at[pc] = -1;
	for (size_t i = program->filter_count; i-- > 0;)
		program->filter_at[program->filters[i].entry] = (int32_t)i;
}

/* Whether an instruction op begins at pc. */
static bool op_at(const struct effect_program *p, size_t pc, int32_t op)
{
	return pc < p->code_len && (p->starts[pc] & START_AT) && p->code[pc] == op;
}

/* Whether the OP_NEXT at pc begins a near loop (code.h); the filters are
 * decoded. */
static bool near_loop(const struct effect_program *p, size_t pc)
{
	const int32_t *c = p->code;
	size_t len = p->code_len;
	if (!op_at(p, pc, OP_NEXT) || pc + LOOP_JUMP + 2 > len || !op_at(p, pc + LOOP_ZONE, OP_LOCAL_ZONE) ||
	    !op_at(p, pc + LOOP_JUMP, OP_JUMP))
		return false;
	int32_t t = c[pc + LOOP_JUMP + 1];
	if (t < 0 || (size_t)t + COUNT_BACK + 2 > len || !op_at(p, (size_t)t, OP_EXISTS))
		return false;
	size_t act = (size_t)t + COUNT_ACT, back = (size_t)t + COUNT_BACK;
	const struct effect_filter *f = c[t + 1] >= 0 ? filter_record(p, c[t + 1]) : NULL;
	return f && f->near_first && op_at(p, (size_t)t + 2, OP_JUMP_IF_NOT) &&
	       c[t + 3] == (int32_t)back && op_at(p, act, OP_ACT_LOCAL) && op_at(p, act + 4, OP_POP) &&
	       op_at(p, back, OP_JUMP) && c[back + 1] == (int32_t)pc;
}

/* Whether the OP_NEXT at pc begins a stock loop (code.h). */
static bool stock_loop(const struct effect_program *p, size_t pc)
{
	const int32_t *c = p->code;
	size_t act = pc + STOCK_ACT, back = pc + STOCK_BACK;
	if (!op_at(p, pc, OP_NEXT) || back + 2 > p->code_len || !op_at(p, act, OP_ACT_LOCAL))
		return false;
	int32_t what = c[act + 3];
	return (what == EFFECT_A_ADD_STOCK || what == EFFECT_A_SET_STOCK) &&
	       op_at(p, pc + STOCK_POP, OP_POP) && op_at(p, back, OP_JUMP) &&
	       c[back + 1] == (int32_t)pc && c[pc + 4] == (int32_t)back + 2;
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
		if (count < 0 || !op_at(p, (size_t)count, OP_EXISTS))
			return false;
		x->count_at = count;
		pc = (size_t)count + 2;   /* past the EXISTS */
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

size_t effect_filter_entries(const int32_t *code, size_t len, struct effect_filter *out)
{
	size_t n = 0;
	for (size_t pc = 0; pc < len;) {
		size_t left = len - pc;
		int32_t op = code[pc], filter = -1;
		if ((uint32_t)op >= OP_COUNT_OPS || left < 1u + effect_operands[op] ||
		    (op == OP_IN && (code[pc + 1] < 0 || left < 2u + (size_t)code[pc + 1])))
			break;   /* code no walk can read: the machine will say so */
		if (op == OP_COUNT || op == OP_TOTAL_STOCK || op == OP_EXISTS)
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

static size_t clause_count(const struct effect_program *program)
{
	return program ? program->clause_count : 0;
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
