/*
 * walk: the walks over a zone's cards (count, exists, total-stock,
 * for-card, choose) and the loops over them.
 *
 * A walk lists the zone's cards and keeps those its filter passes,
 * running the filter's tests (OP_TEST_IN ...) itself, card after card,
 * with the machine's evaluation and each instruction's steps, and the
 * rest of the filter in the machine. Where the host can list fewer (the
 * cards near one, the cards of an attribute: host->near, host->select)
 * the walk runs the filter on those alone, but for the test the host
 * listed them by; where it can answer for the whole walk
 * (EFFECT_Q_NEAR_FIRST, EFFECT_Q_NONE_IMMUNE, EFFECT_Q_SELECT_ANY) it
 * asks that, and counts the steps of the instructions the host answered
 * for, from effect_steps, as the walk of the listed cards would.
 */
#include <string.h>

#include "effect/code.h"
#include "effect/effect.h"
#include "effect/machine.h"

/* The steps of a card that passes a filter whose only test run is test:
 * the test's and OP_PASS's. */
static uint32_t pass_steps(int32_t test)
{
	return effect_steps[test] + effect_steps[OP_PASS];
}

/* Ends the run past the step limit, as the machine does at the
 * instruction that would pass it. */
static enum outcome over_limit(struct machine *m)
{
	m->run->steps = EFFECT_STEP_LIMIT + 1;
	return fail(m, EFFECT_ERR_STEPS);
}

/* Keeps the items of items[0..n-1] that pass the filter at entry, in
 * place. Its tests run here, card after card, as the machine runs them
 * (test_passes), each counting its steps (effect_steps); the test at skip
 * (a place of the filter, or -1) is not run: the host listed the items by
 * it. From the first instruction that is no test the machine runs the
 * rest of the filter. With any, only whether one passes counts (an
 * exists): the walk stops at the first that passes. */
static enum outcome keep_items(struct machine *m, int32_t entry, int32_t skip, int32_t *items,
                               int *n, bool any)
{
	struct effect_run *run = m->run;
	const int32_t *code = m->program->code;
	const struct effect_host *h = m->host;
	const int count = *n;
	int kept = 0;
	if (entry < 0)
		return GO_ON;   /* no filter: machine_test passes every item, taking no step */
	if (m->depth >= PURE_DEPTH_MAX || run->status == EFFECT_ERROR) {
		/* the machine says what comes of that */
		for (int i = 0; i < count; i++) {
			int32_t yes;
			if (machine_test(m, entry, items[i], &yes) == STOP)
				return STOP;
			if (yes) {
				items[kept++] = items[i];
				if (any)
					break;
			}
		}
		*n = kept;
		return GO_ON;
	}
	uint32_t steps = run->steps;
	for (int i = 0; i < count; i++) {
		const int32_t item = items[i];
		int32_t pc = entry, yes = -1;
		for (;;) {
			const int32_t op = code[pc];
			if (pc == skip) {
				pc += op_words(&code[pc]);
				continue;
			}
			if (op == OP_PASS) {
				steps += effect_steps[OP_PASS];
				if (steps > EFFECT_STEP_LIMIT)
					return over_limit(m);
				yes = 1;
				break;
			}
			if (!is_test(op))
				break;
			steps += effect_steps[op];
			if (steps > EFFECT_STEP_LIMIT)
				return over_limit(m);
			if (!test_passes(h, m->game, op, &code[pc + 1], &run->ctx, run->locals, item)) {
				yes = 0;
				break;
			}
			pc += op_words(&code[pc]);
		}
		if (yes < 0) {
			run->steps = steps;
			if (machine_test(m, pc, item, &yes) == STOP)
				return STOP;
			steps = run->steps;
		}
		if (yes) {
			items[kept++] = item;
			if (any)
				break;
		}
	}
	run->steps = steps;
	*n = kept;
	return GO_ON;
}

enum outcome walk_keep(struct machine *m, int32_t filter, int32_t *items, int *n)
{
	return keep_items(m, filter, -1, items, n, false);
}

/* The X of a near filter (f, its record) in this run, into *card; false
 * when the filter is no near filter or has no record. */
static bool near_filter(struct machine *m, const struct effect_filter *f, int32_t *card)
{
	if (!f || f->near_at < 0)
		return false;
	*card = test_of(f->near, f->near_slot, &m->run->ctx, m->run->locals);
	return true;
}

/* Whether a walk of at most n cards, each taking the most steps of the
 * filter f, stays within the step limit: then a host may answer for it. */
static bool within_limit(const struct effect_run *run, const struct effect_filter *f, int n)
{
	return run->steps <= EFFECT_STEP_LIMIT &&
	       (uint64_t)f->most * (uint64_t)n <= EFFECT_STEP_LIMIT - run->steps;
}

/* Whether the walk is a plain one: nothing but the step limit could stop
 * the machine on the way. */
static bool plain_walk(const struct machine *m)
{
	return m->depth < PURE_DEPTH_MAX && m->run->status != EFFECT_ERROR;
}

/* The test of a near first filter f that is run on the cards near its
 * card (f->near_first): the one that is not the near test. */
static const int32_t *near_first_test(const struct effect_program *p, const struct effect_filter *f)
{
	const int32_t *c = p->code;
	return f->near_at == f->entry ? &c[f->entry + op_words(&c[f->entry])] : &c[f->entry];
}

/* An exists over the cards of zone near card, whose filter f leaves one
 * attribute test for them (f->near_first), answered by the host
 * (EFFECT_Q_NEAR_FIRST) rather than walked: keep_items would list them
 * (host->near) and run the test on each till one passes, which asks
 * nothing a host notices (host->near notes the look around, and so does
 * the question). The host says how many it looked at and whether one
 * passed; each took the test's steps, and the one found OP_PASS's. Only
 * while the step limit could not stop the walk on the way. Sets *n to
 * the count, 0 or 1, and returns true; false (nothing counted) when the
 * host cannot say, or the walk is no plain one. */
static bool near_first(struct machine *m, const struct effect_filter *f, int32_t zone,
                       int32_t card, int *n)
{
	struct effect_run *run = m->run;
	const int32_t *t = near_first_test(m->program, f);
	if (!plain_walk(m) || !within_limit(run, f, EFFECT_LIST_MAX))
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, card, t[1], t[3] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_NEAR_FIRST, args);
	if (answer < 1)
		return false;
	int32_t looked = EFFECT_NEAR_FIRST_LOOKED(answer), found = EFFECT_NEAR_FIRST_FOUND(answer);
	if (looked > EFFECT_LIST_MAX || found > looked)
		return false;   /* no answer near could give: the walk then says */
	run->steps += effect_steps[OP_TEST_IN] * (uint32_t)looked +
	              effect_steps[OP_PASS] * (uint32_t)found;
	*n = found;
	return true;
}

/* The n cards host->select listed of zone by the attribute test of filter
 * f, whose only other test is (exposed) (f->select_exposed), all kept
 * when the host knows none of them can be immune to this card
 * (EFFECT_Q_NONE_IMMUNE): keep_items would run OP_TEST_EXPOSED on each,
 * which asks nothing a host notices but the look around (the question
 * notes it too), and every one would pass, taking that test's steps and
 * OP_PASS's (an exists, any, stops at the first). Only while the step
 * limit could not stop the walk on the way. Returns false (nothing
 * counted) when the walk is no plain one, or the host cannot say. */
static bool none_immune(struct machine *m, const struct effect_filter *f, int32_t zone, int *n,
                        bool any)
{
	struct effect_run *run = m->run;
	if (*n < 1 || *n > EFFECT_LIST_MAX || !plain_walk(m) || !within_limit(run, f, *n))
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, run->ctx.card, 0, 0 };
	if (m->host->query(m->game, EFFECT_Q_NONE_IMMUNE, args) != 1)
		return false;
	if (any)
		*n = 1;   /* an exists stops at the first */
	run->steps += pass_steps(OP_TEST_EXPOSED) * (uint32_t)*n;
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
static int select_any(struct machine *m, const struct effect_filter *f, int32_t zone)
{
	const int32_t *t = &m->program->code[f->select_at];
	if (t[2] < 1 || t[2] > 2 || !within_limit(m->run, f, EFFECT_LIST_MAX))
		return -1;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, t[1], t[3], t[3 + t[2] - 1] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_SELECT_ANY, args);
	if (answer < 1 || answer > EFFECT_SELECT_ANY(1))
		return -1;
	return EFFECT_SELECT_ANY_FOUND(answer);
}

/* The cards of zone that pass filter (with any, see keep_items). A filter
 * that holds (near X) walks only the cards of the zone near X, and one
 * that tests an attribute first only the cards that pass the test, when
 * the host can list them: the cards it passes over take no steps, since
 * no instruction runs for them, and the test a listed card passes by
 * being listed is not run. */
enum outcome walk_zone(struct machine *m, int32_t zone, int32_t filter, int32_t *out, int *n,
                       bool any)
{
	int32_t card, skip = -1;
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	*n = -1;
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY) {
		*n = 0;
	} else if (m->host->near && near_filter(m, f, &card)) {
		if (any && f->near_first && near_first(m, f, zone, card, n))
			return GO_ON;
		*n = m->host->near(m->game, zone, card, out, EFFECT_LIST_MAX);
		skip = *n >= 0 ? f->near_at : -1;
	}
	if (*n < 0 && m->host->select && f && f->select_at >= 0) {
		/* an exists that finds one needs no list while none can be
		 * immune; one that finds none walks none */
		const int32_t *t = &m->program->code[f->select_at];
		bool exposed = f->select_exposed;
		int found = any && exposed ? select_any(m, f, zone) : -1;
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
			*n = m->host->select(m->game, zone, t[1], &t[3], t[2], out, EFFECT_LIST_MAX);
		skip = *n >= 0 && f->select_skips ? f->select_at : -1;
		if (*n >= 0 && exposed && none_immune(m, f, zone, n, any))
			return GO_ON;
	}
	if (*n < 0)
		*n = list(m, EFFECT_L_ZONE, zone, 0, out);
	else if (*n > EFFECT_LIST_MAX)
		*n = EFFECT_LIST_MAX;
	return keep_items(m, filter, skip, out, n, any);
}

/* The answers EFFECT_Q_NEAR_FIRST would give walk_near_loop for the
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
	const int32_t *t = near_first_test(m->program, f);
	const int32_t attr = t[1], value = t[3];
	if (!m->host->list || f->near != OF_LOCAL || f->near_slot != var || zone_slot == var ||
	    zone_slot == index || (what != EFFECT_A_ADD_STOCK && what != EFFECT_A_SET_STOCK) ||
	    value < 0 || value > EFFECT_NEAR_FIRST_VALUE_MAX || attr < 0 || attr >= EFFECT_ATTR_COUNT)
		return 0;
	int32_t zone = EFFECT_ZONE(zone_kind, m->run->locals[zone_slot]);
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return 0;
	int n = m->host->list(m->game, EFFECT_L_NEAR_FIRST, zone, EFFECT_NEAR_FIRST_KEY(attr, value),
	                      listed, 2 * EFFECT_LIST_MAX);
	return n > 0 && n <= 2 * EFFECT_LIST_MAX ? n / 2 : 0;
}

/* The steps of a near loop's turn that acts on the card it found:
 * (ACT_LOCAL) (POP). */
static uint32_t near_act_steps(void)
{
	return effect_steps[OP_ACT_LOCAL] + effect_steps[OP_POP];
}

/* The end of a near loop's turn whose exists answered found: its word at
 * top (the answer), and when it found a card the act on the turn's card.
 * Returns the steps with the act's. */
static inline uint32_t near_turn_found(struct machine *m, int32_t *top, int32_t found,
                                       int32_t act_card, int32_t act_value, enum effect_act what,
                                       uint32_t steps)
{
	top[0] = found;
	if (!found)
		return steps;
	const int32_t act_args[EFFECT_ARGS_MAX] = { act_card, act_value, 0, 0 };
	steps += near_act_steps();
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
void walk_stock_loop(struct machine *m, int32_t pc)
{
	struct effect_run *run = m->run;
	const int32_t *c = m->program->code, *next = &c[pc + 1], *act = &c[pc + STOCK_ACT];
	const int32_t slot = next[0], index = next[1], var = next[2];
	const int32_t len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	const int32_t turns = len - run->locals[index];
	/* a turn: (NEXT) (ACT_LOCAL) (POP) (JUMP) */
	const uint32_t turn_steps = effect_steps[OP_NEXT] + effect_steps[OP_ACT_LOCAL] +
	                            effect_steps[OP_POP] + effect_steps[OP_JUMP];
	if (turns <= 0 || turns > EFFECT_LIST_MAX || run->sp < 0 || run->sp + 2 > EFFECT_STACK_MAX ||
	    run->steps > EFFECT_STEP_LIMIT ||
	    turn_steps * (uint32_t)turns + 1 > EFFECT_STEP_LIMIT - run->steps)
		return;
	int32_t *locals = run->locals, acted[EFFECT_LIST_MAX];
	const int32_t *item = &run->loop[slot][locals[index]];
	for (int32_t t = 0; t < turns; t++) {
		locals[var] = item[t];
		locals[index]++;
		acted[t] = locals[act[1]];
	}
	run->steps += turn_steps * (uint32_t)turns;
	run->stack[run->sp] = stock_acts(m, (enum effect_act)act[3], acted, turns, act[2]);
}

/* Takes whole turns of the near loop whose OP_NEXT is at pc, the run
 * standing there with the NEXT's step counted: each asks the host what
 * the machine would ask (EFFECT_Q_NEAR_FIRST, and the act when the exists
 * finds a card), counts the steps it would take and leaves the stack
 * words it would leave, while nothing in the turn could go another way
 * (the step limit, the stack, a zone of nobody, a host that cannot say).
 * It stops before a turn that could, or at the loop's end, and the machine
 * takes the NEXT from there as before. */
void walk_near_loop(struct machine *m, int32_t pc)
{
	struct effect_run *run = m->run;
	const struct effect_host *h = m->host;
	const int32_t *c = m->program->code, *next = &c[pc + 1];
	const int32_t t = c[pc + LOOP_JUMP + 1], *act = &c[t + COUNT_ACT];
	const struct effect_filter *f = filter_record(m->program, c[t + 1]);
	const int32_t *test = near_first_test(m->program, f);
	/* what every turn reads of the code and the run, read once: the host
	 * calls in between would make the compiler read each again */
	const int32_t slot = next[0], index = next[1], var = next[2];
	const int32_t zone_slot = c[pc + LOOP_ZONE + 1], zone_kind = c[pc + LOOP_ZONE + 2];
	const int32_t attr = test[1], value = test[3];
	const int32_t act_slot = act[1], act_value = act[2];
	const enum effect_act what = (enum effect_act)act[3];
	const int32_t near = f->near, near_slot = f->near_slot;
	const int32_t len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	/* a turn's steps but the filter's: those of its instructions,
	 * (LOCAL_ZONE) (JUMP) (EXISTS) (JUMP_IF_NOT) (JUMP) (NEXT), and
	 * near_act_steps when one is found; the filter's, the test's of each
	 * card looked at and OP_PASS's of the one found (near_first) */
	const uint32_t plain = effect_steps[OP_LOCAL_ZONE] + effect_steps[OP_JUMP] +
	                       effect_steps[OP_EXISTS] + effect_steps[OP_JUMP_IF_NOT] +
	                       effect_steps[OP_JUMP] + effect_steps[OP_NEXT];
	const uint32_t act_steps = near_act_steps();
	const uint32_t look = effect_steps[OP_TEST_IN], pass = effect_steps[OP_PASS];
	const uint32_t worst = plain + act_steps + (f->most + 3) * EFFECT_LIST_MAX;
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
	/* a card found takes the act's steps and OP_PASS's */
	const uint32_t found_more = pass + act_steps;
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
		steps += plain + look * looked + found_more * found;
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
	}
	for (int32_t a = locals[index]; a >= 0 && a < len && steps <= EFFECT_STEP_LIMIT - worst; a++) {
		/* the NEXT's names, taken back when the turn cannot go on */
		const int32_t was_var = locals[var], was_index = locals[index];
		locals[var] = run->loop[slot][a];
		locals[index] = a + 1;
		int32_t zone = EFFECT_ZONE(zone_kind, locals[zone_slot]);
		int32_t card = test_of(near, near_slot, &run->ctx, locals);
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
		steps += plain + look * (uint32_t)looked + pass * (uint32_t)found;
		steps = near_turn_found(m, st + sp, found, locals[act_slot], act_value, what, steps);
	}
	run->steps = steps;
}
