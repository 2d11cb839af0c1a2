/*
 * passive: the clauses that are asked rather than run: modifiers,
 * immunities, playable conditions and the filters of triggers.
 *
 * Each is a pure block, evaluated with a machine of its own over a
 * scratch run; the shapes most of them have, decoded when the program was
 * made (effect_quicken, analyse.c), are answered without the machine.
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

/* Of an exists of QUICK_EXISTS whose filter is one attribute test
 * (attr_only), whether host->select would list a card of zone, as the
 * host answers it without the list (EFFECT_Q_SELECT_ANY): 1 or 0, or -1
 * when it cannot say, and walk_zone walks. */
static int32_t select_attr(struct machine *m, int32_t filter, int32_t zone)
{
	const struct effect_program *p = m->program;
	const int32_t *t = &p->code[filter];
	if (!m->host->select || EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return -1;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, t[1], t[3], t[3 + t[2] - 1] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_SELECT_ANY, args);
	return answer < 1 || answer > EFFECT_SELECT_ANY(1) ? -1 : EFFECT_SELECT_ANY_FOUND(answer);
}

/* Evaluates the QUICK_EXISTS block q with subject, its run set up, as
 * run_pure would run it in the machine: the same host questions and walks
 * (walk_zone, as OP_EXISTS calls it), the same steps, the same failures;
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
		/* the ZONE, [the JUMP,] the EXISTS */
		steps += effect_steps[OP_ZONE] + (uint32_t)x->jump * effect_steps[OP_JUMP] +
		         effect_steps[OP_EXISTS];
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
			/* the walk of what select would list: the card found
			 * passes its test by being listed, and takes OP_PASS's
			 * step (an exists stops there) */
			value = found;
			steps += effect_steps[OP_PASS] * (uint32_t)found;
		} else {
			if (walk_zone(m, zone, filter, buf, &n, true) == STOP)
				goto done;
			value = n > 0;
			steps = run->steps;
		}
		if (k + 1 < q->count) {
			steps += effect_steps[OP_CHECK];
			if (!value)
				break;
		} else {
			steps += effect_steps[OP_RETURN];
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
