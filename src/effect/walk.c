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

/* The one test a walk of the filter at entry runs on each item, the test
 * at skip left out, when OP_PASS follows it; else NULL. */
static const int32_t *lone_test(const int32_t *code, int32_t entry, int32_t skip)
{
	int32_t pc = entry == skip ? entry + op_words(&code[entry]) : entry;
	if (!is_test(code[pc]))
		return NULL;
	const int32_t *test = &code[pc];
	pc += op_words(test);
	if (pc == skip)
		pc += op_words(&code[pc]);
	return code[pc] == OP_PASS ? test : NULL;
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
	int i = 0;
	const int32_t *lone = lone_test(code, entry, skip);
	if (lone && lone[0] == OP_TEST_IN) {
		/* the walk most filters leave, one attribute test and OP_PASS:
		 * the same instructions with their steps, the test read once,
		 * while no item can reach the step limit */
		const uint32_t fail = effect_steps[OP_TEST_IN], pass = fail + effect_steps[OP_PASS];
		for (; i < count && steps + pass <= EFFECT_STEP_LIMIT; i++) {
			if (!test_passes(h, m->game, OP_TEST_IN, &lone[1], &run->ctx, run->locals,
			                 items[i])) {
				steps += fail;
				continue;
			}
			steps += pass;
			items[kept++] = items[i];
			if (any) {
				i = count;
				break;
			}
		}
	}
	for (; i < count; i++) {
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

/* Of an exists whose filter f is an attribute test of one or two values,
 * alone (f->select_alone) or and (exposed) (f->select_exposed), whether
 * host->select would list any
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
		int found = any && (exposed || f->select_alone) ? select_any(m, f, zone) : -1;
		if (found == 1 && f->select_alone) {
			/* the card found passes by being listed: OP_PASS's step */
			m->run->steps += effect_steps[OP_PASS];
			*n = 1;
			return GO_ON;
		}
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

enum outcome walk_exists_of(struct machine *m, const int32_t *op, int32_t *found)
{
	const struct effect_run *run = m->run;
	int32_t who = run->ctx.self, buf[EFFECT_LIST_MAX];
	int n;
	if (op[0] == OF_OPPONENT)
		who = query(m, EFFECT_Q_OPPONENT, who, 0);
	if (walk_zone(m, EFFECT_ZONE(op[1], who), op[2], buf, &n, true) == STOP)
		return STOP;
	*found = n > 0;
	return GO_ON;
}

/* The answers EFFECT_Q_NEAR_FIRST would give walk_near_each for the
 * cards of its loop, listed by the host at once (EFFECT_L_NEAR_FIRST),
 * into listed[] as pairs of card and answer; returns how many pairs.
 * Only where each turn asks it of the turn's card (the filter's (near
 * X), X the loop's name) in one zone (its player no name the loop sets),
 * and the act of a card found is a stock act, which moves no card: the
 * answers then hold across the acts between them. None (0) else: each
 * turn walks. The list asks nothing a host notices but what the first
 * turn's question notes, and is asked only where that turn is taken. */
static int near_first_listed(struct machine *m, const struct effect_filter *f, int32_t zone_kind,
                             int32_t zone_slot, int32_t var, int32_t index, int32_t *listed)
{
	const int32_t *t = near_first_test(m->program, f);
	const int32_t attr = t[1], value = t[3];
	if (!m->host->list || f->near != OF_LOCAL || f->near_slot != var || zone_slot == var ||
	    zone_slot == index || value < 0 || value > EFFECT_NEAR_FIRST_VALUE_MAX || attr < 0 ||
	    attr >= EFFECT_ATTR_COUNT)
		return 0;
	int32_t zone = EFFECT_ZONE(zone_kind, m->run->locals[zone_slot]);
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return 0;
	int n = m->host->list(m->game, EFFECT_L_NEAR_FIRST, zone, EFFECT_NEAR_FIRST_KEY(attr, value),
	                      listed, 2 * EFFECT_LIST_MAX);
	return n > 0 && n <= 2 * EFFECT_LIST_MAX ? n / 2 : 0;
}

/* The stock act what of value on each of cards[0..n-1] in turn, through
 * the host's stock_acts where it makes them (all in one call), else
 * through act, a call each. */
static void stock_acts(struct machine *m, enum effect_act what, const int32_t *cards, int n,
                       int32_t value)
{
	int32_t done[EFFECT_LIST_MAX];
	if (n <= 0)
		return;
	if (m->host->stock_acts && m->host->stock_acts(m->game, what, cards, n, value, done) == n)
		return;
	for (int i = 0; i < n; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { cards[i], value, 0, 0 };
		m->host->act(m->game, what, args);
	}
}

/* The index of the loop's turn to take next and the loop's length (at
 * most EFFECT_LIST_MAX), into *first and *len. */
static void loop_left(const struct effect_run *run, int32_t slot, int32_t index, int32_t *first,
                      int32_t *len)
{
	*len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	*first = run->locals[index] < 0 ? *len : run->locals[index];
}

/* OP_STOCK_EACH: the turns the step limit lets it take set the loop's
 * names as OP_NEXT does; their acts come after, in their order
 * (stock_acts), since a stock act changes nothing a turn reads. */
enum outcome walk_stock_each(struct machine *m, const int32_t *op)
{
	struct effect_run *run = m->run;
	const int32_t slot = op[0], index = op[1], var = op[2], s = op[3], value = op[4];
	const uint32_t turn = effect_steps[OP_STOCK_EACH];
	int32_t first, len, acted[EFFECT_LIST_MAX];
	loop_left(run, slot, index, &first, &len);
	const int32_t turns = first < len ? len - first : 0;
	const uint32_t room = run->steps > EFFECT_STEP_LIMIT ? 0 : EFFECT_STEP_LIMIT - run->steps;
	const int32_t taken = (uint32_t)turns * turn <= room ? turns : (int32_t)(room / turn);
	int32_t *locals = run->locals;
	for (int32_t t = 0; t < taken; t++) {
		locals[var] = run->loop[slot][first + t];
		locals[index] = first + t + 1;
		acted[t] = locals[s];
	}
	run->steps += turn * (uint32_t)taken;
	if (taken > 0)
		stock_acts(m, (enum effect_act)op[5], acted, taken, value);
	return taken < turns ? over_limit(m) : GO_ON;
}

/* OP_NEAR_EACH. Where the host lists the answers of the turns' exists at
 * once (near_first_listed) and the step limit is far, the turns they
 * answer are counted from them: each the turn's step, the filter's test
 * of each card the host looked at and OP_PASS's of the one found, as
 * near_first counts a walk; their acts come after, in their order
 * (stock_acts). The turns left each walk the zone (walk_zone, which asks
 * the host for the one turn where it can) and act when it finds a card. */
enum outcome walk_near_each(struct machine *m, const int32_t *op)
{
	struct effect_run *run = m->run;
	const struct effect_host *h = m->host;
	const int32_t slot = op[0], index = op[1], var = op[2], zone_slot = op[3];
	const int32_t zone_kind = op[4], filter = op[5], act_slot = op[6], act_value = op[7];
	const enum effect_act what = (enum effect_act)op[8];
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	const uint32_t turn = effect_steps[OP_NEAR_EACH];
	int32_t *locals = run->locals, first, len;
	loop_left(run, slot, index, &first, &len);
	const int32_t *item = run->loop[slot];
	if (f && f->near_first && h->near && first < len && plain_walk(m) &&
	    run->steps <= EFFECT_STEP_LIMIT &&
	    (uint64_t)(turn + f->most * EFFECT_LIST_MAX) * (uint64_t)(len - first) <=
	    EFFECT_STEP_LIMIT - run->steps) {
		int32_t listed[2 * EFFECT_LIST_MAX], acted[EFFECT_LIST_MAX];
		const int pairs = near_first_listed(m, f, zone_kind, zone_slot, var, index, listed);
		const uint32_t look = effect_steps[OP_TEST_IN], pass = effect_steps[OP_PASS];
		const int32_t act_fixed = locals[act_slot];
		uint32_t steps = run->steps;
		int32_t t = first;
		int acts = 0;
		/* Both lists run in zone order, so the list is looked through
		 * once; a card it lacks, and the turns after, walk. An answer
		 * no near list could give (looked beyond the list's cut, a card
		 * found among none looked at, or none at all, below 1) ends
		 * the turns counted so. */
		for (int at = 0; pairs > 0 && t < len; t++) {
			const int32_t card = item[t];
			while (at < pairs && listed[2 * at] != card)
				at++;
			if (at == pairs)
				break;
			const uint32_t word = (uint32_t)listed[2 * at + 1] - 1;
			if (word > 2 * EFFECT_LIST_MAX + 1 || word == 1)
				break;
			const uint32_t looked = word >> 1, found = word & 1;
			at++;
			steps += turn + look * looked + pass * found;
			acted[acts] = act_slot == var ? card : act_slot == index ? t + 1 : act_fixed;
			acts += (int)found;
		}
		if (t > first) {
			locals[var] = item[t - 1];
			locals[index] = t;
			run->steps = steps;
			stock_acts(m, what, acted, acts, act_value);
			first = t;
		}
	}
	for (int32_t t = first; t < len; t++) {
		int32_t buf[EFFECT_LIST_MAX];
		int n;
		run->steps += turn;
		if (run->steps > EFFECT_STEP_LIMIT)
			return over_limit(m);
		locals[var] = item[t];
		locals[index] = t + 1;
		if (walk_zone(m, EFFECT_ZONE(zone_kind, locals[zone_slot]), filter, buf, &n, true) == STOP)
			return STOP;
		if (n > 0) {
			const int32_t args[EFFECT_ARGS_MAX] = { locals[act_slot], act_value, 0, 0 };
			h->act(m->game, what, args);
		}
	}
	return GO_ON;
}
