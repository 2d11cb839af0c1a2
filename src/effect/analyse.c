/*
 * analyse: what is read of a program once, when it is made.
 *
 * effect_check_code checks the code the compiler made, so that the
 * interpreter may take it on trust; effect_quicken reads, of each walk's
 * filter, what a host's lists can answer (struct effect_filter), and of
 * each clause's blocks, which the passive clauses evaluate without the
 * machine's loop (struct effect_quick); the rest answer questions the
 * games ask of a program as a whole. Nothing here runs a program.
 */
#include <string.h>

#include "core/i18n.h"

#include "effect/code.h"
#include "effect/effect.h"

const uint8_t effect_operands[OP_COUNT_OPS + 1] = {
	[OP_PUSH] = 1, [OP_LOCAL] = 1, [OP_SET_LOCAL] = 1, [OP_JUMP] = 1, [OP_JUMP_IF_NOT] = 1,
	[OP_QUERY] = 2, [OP_ACT] = 2, [OP_ATTR] = 1, [OP_IN] = 1, [OP_ZONE] = 1,
	[OP_COUNT] = 1, [OP_TOTAL_STOCK] = 1, [OP_LIST_CARDS] = 2, [OP_LIST_PLAYERS] = 2,
	[OP_NEXT] = 4, [OP_COUNTDOWN] = 2, [OP_CHOOSE] = 3,
	[OP_EXISTS] = 1, [OP_LOCAL_ZONE] = 2, [OP_ACT_LOCAL] = 3, [OP_EXISTS_OF] = 3,
	[OP_TEST_IN] = 2, [OP_TEST_RELATION] = 3, [OP_TEST_HOLDING] = 5, [OP_TEST_COMPARE] = 4,
	[OP_STOCK_EACH] = 6, [OP_NEAR_EACH] = 9,
};

/* The words of the instruction at pc, its operands included, or 0 when
 * it does not fit in len words or its opcode is none. */
static size_t instruction_size(const int32_t *code, size_t len, size_t pc)
{
	return op_words_checked(code, len, pc);
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

/* Whether op is an operator that compares. */
static bool is_comparison(int32_t op)
{
	return op >= OP_LT && op <= OP_NE;
}

/* Whether of and slot name a card a filter test may read (OF_THIS,
 * OF_TRIGGER, OF_LOCAL), or with players a player too (OF_SELF,
 * OF_OPPONENT). */
static bool valid_of(int32_t of, int32_t slot, bool players)
{
	if (of == OF_LOCAL)
		return is_local(slot);
	return of == OF_THIS || of == OF_TRIGGER ? !players :
	       players && (of == OF_SELF || of == OF_OPPONENT);
}

static bool valid_query(int32_t query)
{
	return query >= 0 && query < EFFECT_Q_COUNT;
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
	case OP_EXISTS_OF:
		return (op[0] == OF_SELF || op[0] == OF_OPPONENT) && is_entry(starts, len, op[2]);
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
	case OP_STOCK_EACH:
		return is_loop(op[0]) && is_local(op[1]) && is_local(op[2]) && is_local(op[3]) &&
		       (op[5] == EFFECT_A_ADD_STOCK || op[5] == EFFECT_A_SET_STOCK);
	case OP_NEAR_EACH:
		return is_loop(op[0]) && is_local(op[1]) && is_local(op[2]) && is_local(op[3]) &&
		       is_entry(starts, len, op[5]) && is_local(op[6]) &&
		       (op[8] == EFFECT_A_ADD_STOCK || op[8] == EFFECT_A_SET_STOCK);
	case OP_TEST_RELATION:
		return valid_of(op[0], op[1], false);
	case OP_TEST_HOLDING:
		return valid_of(op[0], op[1], true) && (op[2] == EFFECT_Q_RESOURCES ||
		       op[2] == EFFECT_Q_ROOM) && is_comparison(op[4]);
	case OP_TEST_COMPARE:
		return valid_of(op[0], op[1], false) && valid_query(op[2]) && is_comparison(op[3]);
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
			return N_("an unknown opcode or an instruction cut short");
		starts[pc] = START_AT;
	}
	for (pc = 0; pc < len; pc += size) {
		size = instruction_size(code, len, pc);
		if (!operands_valid(code, len, starts, pc))
			return N_("an operand out of range");
	}
	for (size_t i = 0; i < clause_count; i++) {
		const struct effect_clause *cl = &clauses[i];
		if (!is_entry(starts, len, cl->filter) || !is_entry(starts, len, cl->threat) ||
		    !is_entry(starts, len, cl->body))
			return N_("a clause that starts outside the code");
	}
	return NULL;
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


/* Whether the pure block at entry is QUICK_EXISTS (code.h): exists of
 * self or his opponent (OP_EXISTS_OF), each but the last followed by
 * OP_CHECK, the last by OP_RETURN, and the jumps over their filters. */
static bool exists_block(const struct effect_program *p, int32_t entry)
{
	const int32_t *c = p->code;
	bool exists = false;
	for (size_t pc = (size_t)entry; pc < p->code_len;) {
		if (c[pc] == OP_JUMP && c[pc + 1] > (int32_t)pc) {
			pc = (size_t)c[pc + 1];   /* over an exists' filter */
			continue;
		}
		if (c[pc] == OP_RETURN || (c[pc] == OP_CHECK && !exists))
			return exists && c[pc] == OP_RETURN;
		if (c[pc] != OP_EXISTS_OF && c[pc] != OP_CHECK)
			return false;
		exists = c[pc] == OP_EXISTS_OF;
		pc += (size_t)op_words(&c[pc]);
	}
	return false;
}

/* Whether the filter tests the block at entry begins with read no name:
 * evaluate() runs them before any run is set up. */
static bool tests_read_no_name(const struct effect_program *p, int32_t entry)
{
	const int32_t *c = p->code;
	for (int32_t pc = entry; is_test(c[pc]); pc += op_words(&c[pc]))
		if (test_reads_local(&c[pc]))
			return false;
	return true;
}

/* Decodes the block at entry for effect_quicken. It accepts only code on
 * which the interpreter's own checks pass: such a block cannot fail or
 * run long on a fresh run, so evaluating it without the machine, with
 * the same host questions, gives the same answer. The walks of a
 * QUICK_EXISTS block alone may (their filters may run in the machine). */
static void decode_quick(const struct effect_program *p, int32_t entry, struct effect_quick *q)
{
	const int32_t *c = p->code;
	size_t e = (size_t)entry, len = p->code_len;
	memset(q, 0, sizeof *q);
	q->kind = QUICK_NONE;
	if (entry < 0) {
		q->kind = QUICK_TRUE;
		return;
	}
	if ((is_test(c[e]) || c[e] == OP_PASS) && tests_read_no_name(p, entry)) {
		q->kind = QUICK_TESTS;
		q->at = entry;
		return;
	}
	if (exists_block(p, entry)) {
		q->kind = QUICK_EXISTS;
		q->at = entry;
		return;
	}
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
		size_t size = op_words_checked(code, len, pc);
		int32_t op = code[pc], filter = -1;
		if (!size)
			break;   /* code no walk can read: the machine will say so */
		if (op == OP_COUNT || op == OP_TOTAL_STOCK || op == OP_EXISTS)
			filter = code[pc + 1];
		else if (op == OP_LIST_CARDS || op == OP_CHOOSE)
			filter = code[pc + 2];
		else if (op == OP_NEAR_EACH)
			filter = code[pc + 6];
		else if (op == OP_EXISTS_OF)
			filter = code[pc + 3];
		if (filter >= 0) {
			if (out)
				out[n].entry = filter;
			n++;
		}
		pc += size;
	}
	return n;
}

/* Reads the record f of a walk's filter from its instructions (code.h:
 * struct effect_filter). */
static void read_filter(const struct effect_program *p, struct effect_filter *f)
{
	const int32_t *c = p->code;
	int32_t pc = f->entry, tests = 0, other = -1;
	f->tests_only = 0;
	f->most = 0;
	f->near_at = -1;
	f->near = -1;
	f->near_slot = 0;
	f->near_first = 0;
	f->select_at = c[pc] == OP_TEST_IN ? pc : -1;
	f->select_skips = f->select_at >= 0 && c[pc + 1] != EFFECT_ATTR_OWNER;
	f->select_exposed = 0;
	f->select_alone = 0;
	/* the relation host->near lists, after the attribute tests */
	while (c[pc] == OP_TEST_IN)
		pc += op_words(&c[pc]);
	if (c[pc] == OP_TEST_RELATION && p->listed_relation >= 0 &&
	    c[pc + 3] == p->listed_relation) {
		f->near_at = pc;
		f->near = (int8_t)c[pc + 1];
		f->near_slot = (uint8_t)(c[pc + 1] == OF_LOCAL ? c[pc + 2] : 0);
	}
	uint32_t most = 0;
	for (pc = f->entry; is_test(c[pc]); pc += op_words(&c[pc])) {
		most += effect_steps[c[pc]];
		tests++;
	}
	if (c[pc] != OP_PASS)
		return;
	f->tests_only = 1;
	f->most = most + effect_steps[OP_PASS];
	f->select_alone = tests == 1 && f->select_skips && c[f->entry + 2] >= 1 &&
	                  c[f->entry + 2] <= 2;
	/* the one test left once the near test or the select test is not run */
	if (tests == 2) {
		int32_t second = f->entry + op_words(&c[f->entry]);
		if (f->near_at == f->entry)
			other = second;
		else if (f->near_at == second)
			other = f->entry;
		if (other >= 0 && c[other] == OP_TEST_IN && c[other + 2] == 1 &&
		    c[other + 1] != EFFECT_ATTR_OWNER)
			f->near_first = 1;
		f->select_exposed = f->select_skips && c[second] == OP_TEST_EXPOSED;
	}
}

void effect_quicken(struct effect_program *program)
{
	effect_filter_entries(program->code, program->code_len, program->filters);
	index_walks(program);
	for (size_t i = 0; i < program->filter_count; i++)
		read_filter(program, &program->filters[i]);
	for (size_t i = 0; i < program->clause_count; i++) {
		const struct effect_clause *cl = &program->clauses[i];
		struct effect_quick *q = &program->quick[i * QUICK_BLOCKS];
		decode_quick(program, cl->filter, &q[QUICK_FILTER]);
		decode_quick(program, cl->body, &q[QUICK_BODY]);
		decode_quick(program, cl->threat, &q[QUICK_THREAT]);
	}
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

/* The (TEST_IN CARD ...) the block at entry begins with, or NULL. */
static const int32_t *card_test(const struct effect_program *program, int32_t entry)
{
	const int32_t *c = entry < 0 ? NULL : &program->code[entry];
	return c && c[0] == OP_TEST_IN && c[1] == EFFECT_ATTR_CARD ? c : NULL;
}

int effect_threat_listed(const struct effect_program *program)
{
	int found = -1;
	for (size_t i = 0; i < clause_count(program); i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_IMMUNE || cl->face >= 0)
			continue;
		const int32_t *t = card_test(program, cl->threat);
		if (found >= 0 || !t || t[op_words(t)] != OP_PASS || i > INT8_MAX)
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

/* An attribute test of one or two values for effect_simple_filter: the
 * OP_TEST_IN at t. */
static bool simple_attr(const int32_t *t, struct effect_simple_filter *out)
{
	int32_t count = t[2];
	if (count < 1 || count > 2)
		return false;
	out->attr = t[1];
	out->count = count;
	out->values[0] = t[3];
	out->values[1] = t[3 + count - 1];
	return true;
}

/* From the filter's tests: none, or an attribute test, a relation to
 * this, or an attribute test and then a relation to this, and OP_PASS
 * (the compiler puts a clause's attribute tests first). */
bool effect_simple_filter(const struct effect_program *program, size_t clause,
                          struct effect_simple_filter *out)
{
	if (clause >= clause_count(program))
		return false;
	const int32_t entry = program->clauses[clause].filter;
	out->attr = -1;
	out->count = 0;
	out->values[0] = out->values[1] = EFFECT_NONE;
	out->relation = -1;
	if (entry < 0)
		return true;
	const int32_t *c = &program->code[entry];
	if (c[0] == OP_TEST_IN) {
		if (!simple_attr(c, out))
			return false;
		c += op_words(c);
	}
	if (c[0] == OP_TEST_RELATION && c[1] == OF_THIS) {
		out->relation = c[3];
		c += op_words(c);
	}
	return c[0] == OP_PASS;
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
		const int32_t *t = card_test(program, cl->threat);
		if (!t)
			return true;
		for (int32_t j = 0; j < t[2]; j++)
			if (t[3 + j] == threat_id)
				return true;
	}
	return false;
}
