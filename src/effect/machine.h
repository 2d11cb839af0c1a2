/*
 * machine: what the interpreter (interp.c), the walks over zones (walk.c)
 * and the passive clauses (passive.c) share: the machine a run goes on
 * in, its stack, and the evaluation of the filter tests.
 */
#ifndef CATAN_EFFECT_MACHINE_H
#define CATAN_EFFECT_MACHINE_H

#include <stdbool.h>
#include <stdint.h>

#include "effect/code.h"
#include "effect/effect.h"

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
};

enum outcome { GO_ON, STOP };  /* STOP: run->status says why */

static inline enum outcome fail(struct machine *m, enum effect_error error)
{
	m->run->status = EFFECT_ERROR;
	m->run->error = (uint8_t)error;
	return STOP;
}

static inline enum outcome push(struct machine *m, int32_t v)
{
	struct effect_run *run = m->run;
	if (run->sp < 0 || run->sp >= EFFECT_STACK_MAX)
		return fail(m, EFFECT_ERR_STACK);
	run->stack[run->sp++] = v;
	return GO_ON;
}

static inline enum outcome pop(struct machine *m, int32_t *v)
{
	struct effect_run *run = m->run;
	if (run->sp <= 0 || run->sp > EFFECT_STACK_MAX)
		return fail(m, EFFECT_ERR_CODE);
	*v = run->stack[--run->sp];
	return GO_ON;
}

static inline int32_t query(struct machine *m, enum effect_query q, int32_t a, int32_t b)
{
	int32_t args[EFFECT_ARGS_MAX] = { a, b, 0, 0 };
	return m->host->query(m->game, q, args);
}

static inline int list(struct machine *m, enum effect_list what, int32_t a, int32_t b, int32_t *out)
{
	int n = m->host->list(m->game, what, a, b, out, EFFECT_LIST_MAX);
	return n < 0 ? 0 : n > EFFECT_LIST_MAX ? EFFECT_LIST_MAX : n;
}

/* The card or player of a filter test's operands of and slot. */
static inline int32_t test_of(int32_t of, int32_t slot, const struct effect_context *ctx,
                              const int32_t *locals)
{
	return of == OF_THIS ? ctx->card : of == OF_TRIGGER ? ctx->trigger_card :
	       of == OF_LOCAL ? locals[slot] : ctx->self;
}

/* Whether subject passes the filter test op_code with its operands at
 * op (code.h), asking the host what the test asks: the one evaluation of
 * the tests, of the machine (interp.c) and of the walks that run them
 * card after card (walk.c, passive.c). locals is read only by a test of
 * a name (test_reads_local). */
static inline __attribute__((always_inline)) int32_t test_passes(const struct effect_host *h,
                                                               void *game, int32_t op_code,
                                                               const int32_t *op,
                                                               const struct effect_context *ctx,
                                                               const int32_t *locals,
                                                               int32_t subject)
{
	int32_t args[EFFECT_ARGS_MAX] = { subject, 0, 0, 0 };
	switch (op_code) {
	case OP_TEST_IN: {
		args[1] = op[0];
		const int32_t a = h->query(game, EFFECT_Q_CARD, args);
		int32_t yes = 0;
		for (int32_t j = 0; j < op[1]; j++)
			yes |= op[2 + j] == a;
		return yes;
	}
	case OP_TEST_RELATION:
		args[1] = test_of(op[0], op[1], ctx, locals);
		args[2] = op[2];
		return h->query(game, EFFECT_Q_RELATION, args) != 0;
	case OP_TEST_EXPOSED:
		args[1] = ctx->card;
		return !h->query(game, EFFECT_Q_IMMUNE, args);
	case OP_TEST_HOLDING:
		args[0] = test_of(op[0], op[1], ctx, locals);
		if (op[0] == OF_OPPONENT)
			args[0] = h->query(game, EFFECT_Q_OPPONENT, args);
		args[1] = subject;
		return arith(op[4], h->query(game, (enum effect_query)op[2], args), op[3]) != 0;
	default:   /* OP_TEST_COMPARE */
		args[0] = test_of(op[0], op[1], ctx, locals);
		return arith(op[3], subject, h->query(game, (enum effect_query)op[2], args)) != 0;
	}
}

/* Runs the pure block at entry with subject; *yes gets its value
 * (interp.c). */
enum outcome machine_test(struct machine *m, int32_t entry, int32_t subject, int32_t *yes);

/* The cards of zone that pass filter into out[], *n of them; with any,
 * only whether one passes counts (an exists) (walk.c). */
enum outcome walk_zone(struct machine *m, int32_t zone, int32_t filter, int32_t *out, int *n,
                       bool any);

/* Keeps the items of items[0..n-1] that pass filter, in place (walk.c). */
enum outcome walk_keep(struct machine *m, int32_t filter, int32_t *items, int *n);

/* OP_EXISTS_OF with its operands at op: *found gets its answer (walk.c). */
enum outcome walk_exists_of(struct machine *m, const int32_t *op, int32_t *found);

/* OP_STOCK_EACH and OP_NEAR_EACH with their operands at op: the loop's
 * turns (walk.c). */
enum outcome walk_stock_each(struct machine *m, const int32_t *op);
enum outcome walk_near_each(struct machine *m, const int32_t *op);

#endif
