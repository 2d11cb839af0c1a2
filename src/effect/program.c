/*
 * program: what a compiled effect holds and what it may do, read from its
 * clauses and code without running it: its clauses and handlers, which
 * choices it may ask, which host questions it puts, whether it rolls
 * before it asks, in which phase it may be played. The walks read the
 * code in order and, for code a walk cannot read, answer as for code
 * that may do anything.
 */
#include <stdlib.h>

#include "effect/code.h"
#include "effect/effect.h"

void effect_program_free(struct effect_program *program)
{
	free(program);
}

size_t effect_clause_count(const struct effect_program *program)
{
	return program ? program->clause_count : 0;
}

const struct effect_clause *effect_clause_at(const struct effect_program *program, size_t index)
{
	return program && index < program->clause_count ? &program->clauses[index] : NULL;
}

int effect_find_handler(const struct effect_program *program, enum effect_trigger trigger,
                        int face, size_t from)
{
	for (size_t i = from; program && i < program->clause_count; i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind == EFFECT_CLAUSE_ON && cl->what == trigger &&
		    (trigger != EFFECT_ON_EVENT || cl->face == face))
			return (int)i;
	}
	return -1;
}

bool effect_ungated(const struct effect_program *program)
{
	for (size_t i = 0; program && i < program->clause_count; i++)
		if (program->clauses[i].kind == EFFECT_CLAUSE_UNGATED)
			return true;
	return false;
}

/* The words of the instruction at pc, for the walks below that read a
 * program's code in order; 0 where it cannot be read so, which a program
 * effect_check_code passed never holds: a walk then answers as it would
 * for code that may do anything. */
static size_t instruction_size(const struct effect_program *program, size_t pc)
{
	return op_words_checked(program->code, program->code_len, pc);
}

/* Whether the instruction at code asks the host query (OP_QUERY, OP_ATTR,
 * a filter test). */
static bool asks_query(const int32_t *code, enum effect_query query)
{
	switch (code[0]) {
	case OP_QUERY: return code[1] == (int32_t)query;
	case OP_ATTR: case OP_TEST_IN: return query == EFFECT_Q_CARD;
	case OP_TEST_RELATION: return query == EFFECT_Q_RELATION;
	case OP_TEST_EXPOSED: return query == EFFECT_Q_IMMUNE;
	case OP_TEST_HOLDING:
		return code[3] == (int32_t)query || (code[1] == OF_OPPONENT && query == EFFECT_Q_OPPONENT);
	case OP_TEST_COMPARE: return code[3] == (int32_t)query;
	default: return false;
	}
}

uint32_t effect_program_asks(const struct effect_program *program, bool *refuses)
{
	uint32_t asks = 0;
	*refuses = false;
	for (size_t pc = 0; program && pc < program->code_len;) {
		const int32_t *code = &program->code[pc];
		size_t size = instruction_size(program, pc);
		if (size == 0) {
			*refuses = true;   /* code this walk cannot read: it may do anything */
			return ~0u;
		}
		if (code[0] == OP_CHOOSE)
			asks |= code[1] >= 0 && code[1] < 32 ? 1u << code[1] : ~0u;
		if (code[0] == OP_REQUIRE)
			*refuses = true;
		pc += size;
	}
	return asks;
}

bool effect_program_queries(const struct effect_program *program, enum effect_query query)
{
	for (size_t pc = 0; program && pc < program->code_len;) {
		const int32_t *code = &program->code[pc];
		size_t size = instruction_size(program, pc);
		if (size == 0)
			return true;   /* code this walk cannot read: it may ask anything */
		if (asks_query(code, query))
			return true;
		pc += size;
	}
	return false;
}

/* The place a jump, a loop's end or a countdown's end at code may go to,
 * or -1 when the instruction goes only to the next. */
static int32_t jump_target(const int32_t *code)
{
	switch (code[0]) {
	case OP_JUMP: case OP_JUMP_IF_NOT: return code[1];
	case OP_NEXT: return code[4];
	case OP_COUNTDOWN: return code[2];
	default: return -1;
	}
}

bool effect_rolls_before_asking(const struct effect_program *program, size_t clause, uint32_t kinds)
{
	const struct effect_clause *cl = effect_clause_at(program, clause);
	if (!cl || cl->body < 0)
		return false;
	/* A walk from the entry in the order of the code: while no jump met
	 * goes past the place reached, every run passes each place in turn. */
	size_t entry = (size_t)cl->body, farthest = entry, push_at = SIZE_MAX;
	for (size_t pc = entry; pc < program->code_len;) {
		const int32_t *code = &program->code[pc];
		size_t size = instruction_size(program, pc);
		if (size == 0)
			return false;
		int32_t target = jump_target(code);
		if (target >= 0 && (size_t)target < entry)
			return false;   /* a jump back out of the walk: not followed */
		if (target >= 0 && (size_t)target > farthest)
			farthest = (size_t)target;
		if (code[0] == OP_CHOOSE && (code[1] < 0 || code[1] >= 32 || ((kinds >> code[1]) & 1)))
			return false;
		/* a die of a side or more, its sides pushed just before: every
		 * run rolls it, drawing on the match's random numbers */
		if (code[0] == OP_ROLL && push_at != SIZE_MAX && farthest <= push_at &&
		    program->code[push_at + 1] >= 1)
			return true;
		if (code[0] == OP_END && farthest <= pc)
			return true;    /* every run ends here, having asked none */
		push_at = code[0] == OP_PUSH ? pc : SIZE_MAX;
		pc += size;
	}
	return false;
}

bool effect_playable_phase(const struct effect_program *program, int32_t *phase)
{
	bool found = false;
	for (size_t i = 0; program && i < program->clause_count; i++) {
		const struct effect_clause *cl = &program->clauses[i];
		if (cl->kind != EFFECT_CLAUSE_PLAYABLE)
			continue;
		if (cl->body < 0 || (size_t)cl->body + 6 > program->code_len)
			return false;
		/* (phase P) compiles to: push P, query phase 1, return */
		const int32_t *c = &program->code[cl->body];
		if (c[0] != OP_PUSH || c[2] != OP_QUERY || c[3] != EFFECT_Q_PHASE || c[4] != 1 ||
		    c[5] != OP_RETURN || (found && c[1] != *phase))
			return false;
		*phase = c[1];
		found = true;
	}
	return found;
}
