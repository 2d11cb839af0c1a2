/*
 * passive: the clauses that are asked rather than run: modifiers,
 * immunities, playable conditions and the filters of triggers.
 *
 * Each is a pure block, evaluated with a machine of its own over a
 * scratch run; the blocks most of them are, read when the program was
 * made (effect_quicken, analyse.c), go without the machine's loop.
 */
#include <string.h>

#include "effect/code.h"
#include "effect/effect.h"
#include "effect/machine.h"

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

/* effect_clause_count, inline: the passive clauses are asked very often. */
static size_t clause_count(const struct effect_program *program)
{
	return program ? program->clause_count : 0;
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
	if (machine_test(m, pc, subject, out) == STOP || m->run->status == EFFECT_ERROR)
		return -1;
	return 0;
}

/* Evaluates the QUICK_EXISTS block at entry with subject, its run set
 * up, as the machine runs it: its instructions (OP_EXISTS_OF, OP_CHECK,
 * OP_RETURN, and the jumps over the filters) one after the other, each counting its steps (effect_steps),
 * an exists through walk_exists_of as OP_EXISTS_OF does; returns 0 and
 * sets *out, or -1 (the step limit, an error). */
__attribute__((noinline)) static int quick_exists(struct machine *m, int32_t entry,
                                                  int32_t subject, int32_t *out)
{
	struct effect_run *run = m->run;
	const int32_t *code = m->program->code;
	if (m->depth >= PURE_DEPTH_MAX)
		return -1;
	int32_t saved = m->subject, value = 0;
	int ret = -1;
	run->status = EFFECT_READY;
	run->sp = 0;
	run->steps = 0;
	m->subject = subject;
	m->depth++;
	for (int32_t pc = entry;;) {
		const int32_t op = code[pc];
		run->steps += effect_steps[op];
		if (run->steps > EFFECT_STEP_LIMIT)
			break;
		if (op == OP_EXISTS_OF) {
			if (walk_exists_of(m, &code[pc + 1], &value) == STOP)
				break;
			pc += op_words(&code[pc]);
		} else if (op == OP_JUMP) {
			pc = code[pc + 1];   /* over a filter */
		} else if (op == OP_CHECK && value) {
			pc++;
		} else {
			/* OP_RETURN, or an OP_CHECK that ends the block with 0 */
			*out = value;
			ret = run->status == EFFECT_ERROR ? -1 : 0;
			break;
		}
	}
	run->sp = 0;
	m->depth--;
	m->subject = saved;
	return ret;
}

/* Evaluates block (of clause, QUICK_FILTER...) with subject; returns 0 and
 * sets *out, or -1. A block of tests and of exists runs its instructions
 * without the machine's loop, handing it what follows the tests; a value
 * of one of the shapes effect_quicken read is computed; any other block
 * runs in the machine. */
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
	case QUICK_TESTS: {
		/* the tests as the machine runs them (test_passes), from a fresh
		 * run's steps, which they cannot take to the limit; the machine
		 * runs what follows them */
		const int32_t *code = p->code;
		int32_t pc = q->at;
		uint32_t steps = 0;
		for (;;) {
			const int32_t op = code[pc];
			if (op == OP_PASS) {
				*out = 1;
				return 0;
			}
			if (!is_test(op)) {
				pure_run_setup(m);
				return run_pure(m, pc, steps, subject, out);
			}
			steps += effect_steps[op];
			if (!test_passes(m->host, m->game, op, &code[pc + 1], m->ctx, NULL, subject)) {
				*out = 0;
				return 0;
			}
			pc += op_words(&code[pc]);
		}
	}
	case QUICK_SUBJECT_THIS:
		*out = arith(q->op, subject, m->ctx->card);
		return 0;
	case QUICK_SUBJECT_OP:
		*out = arith(q->op, subject, q->k);
		return 0;
	case QUICK_VALUE_OP:
		*out = arith(q->op, m->value, q->k);
		return 0;
	case QUICK_OP_VALUE:
		*out = arith(q->op, q->k, m->value);
		return 0;
	case QUICK_QUERY_SELF:
		*out = arith(q->op, query(m, (enum effect_query)q->count, q->k, 0), m->ctx->self);
		return 0;
	case QUICK_EXISTS:
		pure_run_setup(m);
		return quick_exists(m, q->at, subject, out);
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
