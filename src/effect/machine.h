/*
 * machine: what the interpreter (interp.c), the walks over zones (walk.c)
 * and the passive clauses (passive.c) share: the machine a run goes on
 * in, its stack, and the conditions a walk answers without it.
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

/* Whether an exists (OP_EXISTS), its steps counted, may stop its walk at
 * the first card that passes: only while no walk of the zone, at most
 * three steps an item where it stops early, could reach the step limit,
 * so that stopping early changes nothing but the work. */
static inline bool counts_any(uint32_t steps)
{
	return steps + 3u * EFFECT_LIST_MAX <= EFFECT_STEP_LIMIT;
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

/* The turns of a near loop and of a stock loop taken whole, from the
 * OP_NEXT at pc (walk.c; START_NEAR_LOOP, START_STOCK_LOOP in code.h). */
void walk_near_loop(struct machine *m, int32_t pc);
void walk_stock_loop(struct machine *m, int32_t pc);

#endif
