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
 * its steps (effect_steps in code.h, the one table of what each costs)
 * against EFFECT_STEP_LIMIT, so a program fed with runaway data (a loop
 * over a count the host reports as huge) ends in EFFECT_ERR_STEPS.
 *
 * The walks over a zone's cards are walk.c's, the clauses that are asked
 * rather than run passive.c's, and what is read of a program once, when
 * it is made, analyse.c's: this file is the machine alone, a loop over
 * instructions.
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
#include "effect/machine.h"

static enum outcome exec(struct machine *m, int32_t pc, int pure, int32_t *result);

enum outcome machine_test(struct machine *m, int32_t entry, int32_t subject, int32_t *yes)
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
		if (walk_zone(m, b, filter, d->options, &n, false) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_RESOURCE:
		n = list(m, EFFECT_L_RESOURCES, 0, 0, d->options);
		if (walk_keep(m, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_PLAYER:
		n = list(m, EFFECT_L_PLAYERS, player, 0, d->options);
		if (walk_keep(m, filter, d->options, &n) == STOP)
			return STOP;
		break;
	case EFFECT_DECIDE_NUMBER:
		for (int64_t v = a; v <= b && n < EFFECT_LIST_MAX; v++)
			d->options[n++] = (int32_t)v;
		break;
	case EFFECT_DECIDE_STACK:
		n = list(m, EFFECT_L_STACKS, 0, 0, d->options);
		if (walk_keep(m, filter, d->options, &n) == STOP)
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
/* The steps of an instruction are counted before it does anything:
 * one at its dispatch (COUNT_STEP), the cost of every general
 * instruction, and a specialised one's others first thing in its case
 * (MORE_STEPS(op): effect_steps in code.h). A run that would pass the
 * limit stops there, its steps one past the limit whatever the
 * instruction would have cost, as where the general instructions a
 * specialised one stands for stop one at a time. */
#define COUNT_STEP() do { if (++steps > EFFECT_STEP_LIMIT) FAIL(EFFECT_ERR_STEPS); } while (0)
#define MORE_STEPS(opcode) do { steps += effect_steps[opcode] - 1u; \
                                if (steps > EFFECT_STEP_LIMIT) { \
                                        steps = EFFECT_STEP_LIMIT + 1; \
                                        FAIL(EFFECT_ERR_STEPS); } } while (0)

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
		[OP_REQUIRE] = &&do_require, [OP_EXISTS] = &&do_exists,
		[OP_LOCAL_ZONE] = &&do_local_zone, [OP_ACT_LOCAL] = &&do_act_local,
		[OP_EXISTS_OF] = &&do_exists_of,
		[OP_TEST_IN] = &&do_test, [OP_TEST_RELATION] = &&do_test,
		[OP_TEST_EXPOSED] = &&do_test, [OP_TEST_HOLDING] = &&do_test,
		[OP_TEST_COMPARE] = &&do_test, [OP_CHECK] = &&do_check, [OP_PASS] = &&do_pass,
		[OP_STOCK_EACH] = &&do_each, [OP_NEAR_EACH] = &&do_each,
		[OP_OFF_END] = &&do_off_end,
	};
#define LABEL(name) name:
/* The step to the instruction at to, counted, and its code and operands
 * read: what both jumps below do before they branch. */
#define STEP_TO(to) \
		at = pc; \
		pc = (to); \
		COUNT_STEP(); \
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
		COUNT_STEP();
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
			goto returned;
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
		case OP_TOTAL_STOCK: LABEL(do_count)
			POP(a);
			SYNC();
			if (walk_zone(m, a, op[0], buf, &n, false) == STOP)
				goto stopped_synced;
			b = op_code == OP_COUNT ? n : 0;
			for (int i = 0; op_code == OP_TOTAL_STOCK && i < n; i++)
				b = clamp((int64_t)b + query(m, EFFECT_Q_STOCK, buf[i], 0));
			RELOAD();
			PUSH(b);
			GO(pc + 2);
		case OP_LIST_CARDS: LABEL(do_list_cards)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			POP(a);
			SYNC();
			if (walk_zone(m, a, op[1], run->loop[op[0]], &n, false) == STOP)
				goto stopped_synced;
			RELOAD();
			run->loop_len[op[0]] = n;
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
		case OP_EXISTS: LABEL(do_exists)
			MORE_STEPS(OP_EXISTS);
			POP(a);
			SYNC();
			if (walk_zone(m, a, op[0], buf, &n, true) == STOP)
				goto stopped_synced;
			RELOAD();
			PUSH(n > 0);
			GO_LIKELY(pc + 2, OP_JUMP_IF_NOT, do_jump_if_not);
		case OP_EXISTS_OF: LABEL(do_exists_of)
			MORE_STEPS(OP_EXISTS_OF);
			SYNC();
			if (walk_exists_of(m, op, &a) == STOP)
				goto stopped_synced;
			RELOAD();
			PUSH(a);
			GO(pc + 4);
		case OP_LOCAL_ZONE: LABEL(do_local_zone)
			MORE_STEPS(OP_LOCAL_ZONE);
			PUSH(EFFECT_ZONE(op[1], run->locals[op[0]]));
			GO_LIKELY(pc + 3, OP_JUMP, do_jump);
		case OP_ACT_LOCAL: { LABEL(do_act_local)
			MORE_STEPS(OP_ACT_LOCAL);
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			const int32_t act_args[EFFECT_ARGS_MAX] = { run->locals[op[0]], op[1], 0, 0 };
			SYNC();
			a = h->act(m->game, (enum effect_act)op[2], act_args);
			RELOAD();
			PUSH(a);
			GO_LIKELY(pc + 4, OP_POP, do_pop);
		}
		case OP_TEST_IN: case OP_TEST_RELATION: case OP_TEST_EXPOSED: case OP_TEST_HOLDING:
		case OP_TEST_COMPARE: LABEL(do_test)
			if (!pure)
				FAIL(EFFECT_ERR_CODE);
			SYNC();
			a = test_passes(h, m->game, op_code, op, &run->ctx, run->locals, m->subject);
			RELOAD();
			if (!a) {
				*result = 0;
				goto returned;
			}
			GO(pc + op_words(&code[pc]));
		case OP_CHECK: LABEL(do_check)
			if (!pure)
				FAIL(EFFECT_ERR_CODE);
			POP(a);
			if (!a) {
				*result = 0;
				goto returned;
			}
			GO(pc + 1);
		case OP_PASS: LABEL(do_pass)
			if (!pure)
				FAIL(EFFECT_ERR_CODE);
			*result = 1;
			goto returned;
		case OP_STOCK_EACH:
		case OP_NEAR_EACH: LABEL(do_each)
			if (pure)
				FAIL(EFFECT_ERR_CODE);
			SYNC();
			if ((op_code == OP_STOCK_EACH ? walk_stock_each(m, op) : walk_near_each(m, op)) == STOP)
				goto stopped_synced;
			RELOAD();
			GO(pc + op_words(&code[pc]));
		case OP_OFF_END: LABEL(do_off_end)
			pc = at;   /* a handler stops at the jump, as it always has */
			FAIL(EFFECT_ERR_CODE);
		default:
			FAIL(EFFECT_ERR_CODE);
		}
		at = pc;
		pc = next;
	}

returned:
	/* a pure block's value is in *result */
	run->steps = steps;
	if (run->status == EFFECT_ERROR) {
		run->sp = sp;
		return STOP;
	}
	run->sp = base;
	return GO_ON;
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
#undef COUNT_STEP
#undef MORE_STEPS
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
	if (!program || !host || run->pc < 0 ||
	    (size_t)run->pc >= program->code_len || !program->starts[run->pc]) {
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
