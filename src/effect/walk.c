/*
 * walk: the walks over a zone's cards (count, exists, total-stock,
 * for-card, choose) and the loops over them.
 *
 * A walk lists the zone's cards and keeps those its filter passes. Where
 * the host can list fewer (the cards near one, the cards of an
 * attribute: host->near, host->select) or answer for the whole walk
 * (EFFECT_Q_NEAR_FIRST, EFFECT_Q_NONE_IMMUNE, EFFECT_Q_SELECT_ANY), and
 * where the filter is one the analyses (analyse.c) decoded, the walk asks
 * that instead of running the filter in the machine, with the same
 * answers, the same host questions a host notices and the same steps.
 */
#include <string.h>

#include "effect/code.h"
#include "effect/effect.h"
#include "effect/machine.h"

/* The attribute test a shape begins with, and what answers it. */
struct attr_test {
	int32_t (*ask)(void *game, enum effect_query q, const int32_t *args);
	void *game;
	int32_t attr, count;
	const int32_t *values;
};

/* Whether card passes the test: OP_ATTR's host question, OP_IN's answer. */
static inline __attribute__((always_inline)) int32_t passes(const struct attr_test *t,
                                                          int32_t card)
{
	int32_t args[EFFECT_ARGS_MAX] = { card, t->attr, 0, 0 };
	int32_t v = t->ask(t->game, EFFECT_Q_CARD, args);
	int32_t yes = t->values[0] == v;
	for (int32_t j = 1; j < t->count; j++)
		yes |= t->values[j] == v;
	return yes;
}

/* How many items of need steps each the step limit lets the machine take
 * from steps on (it checks the limit before each item). */
static int items_allowed(uint32_t steps, uint32_t need)
{
	if (steps > EFFECT_STEP_LIMIT - need)
		return 0;
	return (int)((EFFECT_STEP_LIMIT - need - steps) / need) + 1;
}

/* The conds of the filter whose record is f, as the program decoded them,
 * or NULL (the machine runs it); *most gets their most steps an item.
 * Every walk of a program that effect_check_code passed names a filter
 * with a record (effect_filter_entries), so that f is NULL only for a
 * filter the program made no record of: the machine runs that. */
static const struct effect_conds *filter_conds(const struct effect_filter *f, uint32_t *most)
{
	*most = f ? f->most : 0;
	return f && f->ok ? &f->conds : NULL;
}

/* keep_known's walk when conds is one attribute test, the filter most
 * walks are left with once a host listed the cards near X or by another
 * test: eval_conds' question and steps for each item, without its loop
 * over conditions and its switch. Keeps items[0..count-1] that pass in
 * place (*kept of them) and returns the index of the first item it did
 * not look at: count, or where the step limit stopped it (steps + most
 * over the limit), which the machine then takes. */
static int keep_by_attr(const struct effect_host *h, void *game, const int32_t *code,
                        const struct effect_conds *conds, int32_t *items, int count, bool any,
                        uint32_t most, uint32_t *steps, int *kept)
{
	const struct effect_cond *c = &conds->cond[0];
	const int32_t *values = &code[c->at];
	const int32_t attr = c->k, nvalues = c->count;
	const uint32_t fail = c->fail_steps, pass = conds->pass_steps;
	uint32_t s = *steps;
	int i = 0, k = *kept;
	for (; i < count && s + most <= EFFECT_STEP_LIMIT; i++) {
		const int32_t args[EFFECT_ARGS_MAX] = { items[i], attr, 0, 0 };
		const int32_t a = h->query(game, EFFECT_Q_CARD, args);
		int32_t yes = 0;
		for (int32_t j = 0; j < nvalues; j++)
			yes |= values[j] == a;
		if (!yes) {
			s += fail;
			continue;
		}
		s += pass;
		items[k++] = items[i];
		if (any) {
			i = count;
			break;
		}
	}
	*steps = s;
	*kept = k;
	return i;
}

/* The attribute test the filter whose record is f begins with, as the
 * program read it when it was made (SHAPE_NONE without a record). */
static enum shape_kind filter_shape(const struct effect_program *p, const struct effect_filter *f,
                                   struct shape *sh)
{
	if (!f) {
		sh->kind = SHAPE_NONE;
		sh->rest = -1;
		return SHAPE_NONE;
	}
	sh->kind = (enum shape_kind)f->shape_kind;
	sh->attr = f->shape_attr;
	sh->count = f->shape_count;
	sh->values = &p->code[f->shape_at];
	sh->rest = f->shape_rest;
	return sh->kind;
}

/* keep_known: items are the cards host->near listed near the X of the
 * filter's (near X), which each of them passes without being asked. */
enum { NEAR_UNKNOWN, NEAR_LISTED };

/* f is filter's record (filter_record), or NULL when no walk names it. */
static enum outcome keep_known(struct machine *m, int32_t filter, const struct effect_filter *f,
                               int32_t *items, int *n, bool any, const struct shape *known,
                               int near)
{
	struct effect_run *run = m->run;
	int kept = 0, i = 0;
	struct shape sh;
	if (filter < 0)
		return GO_ON;   /* no filter: machine_test passes every item, taking no step */
	/* An "and" of conditions the interpreter answers itself, while
	 * nothing out of the ordinary (the step limit near, the stack or the
	 * nesting full, an error already) could make the machine stop.
	 *
	 * Else a known shape without the machine: the same host questions,
	 * the same steps an item, the same stack word left behind; an item
	 * that passes the first test runs the rest of the filter in the
	 * machine, where the machine would have gone on. Anything out of the
	 * ordinary goes the general way below. The step count and the stack
	 * word live in locals meanwhile: nothing but the machine reads them. */
	uint32_t most;
	const struct effect_conds *decoded = filter_conds(f, &most);
	if (m->depth < PURE_DEPTH_MAX && run->sp >= 0 && run->sp + 8 <= EFFECT_STACK_MAX &&
	    run->status != EFFECT_ERROR && decoded) {
		/* a condition every item is known to pass is left out: it asks
		 * the host nothing it notices, and a pass takes no steps of its
		 * own (the steps of the whole filter are counted at its end) */
		const struct effect_conds *conds = decoded;
		uint32_t steps = run->steps;
		if (near == NEAR_LISTED && f->near_ok)
			conds = &f->near_conds;
		else if (known)
			conds = &f->select_conds;
		const int count = *n;
		if (conds->count == 1 && conds->cond[0].kind == COND_ATTR_IN) {
			i = keep_by_attr(m->host, m->game, m->program->code, conds, items, count, any,
			                 most, &steps, &kept);
		} else if (conds->count == 1) {
			/* one condition: it passes when its value is not 0, which
			 * eval_conds then gives too (or 1) */
			const struct effect_cond *c = &conds->cond[0];
			const uint32_t fail = c->fail_steps, pass = conds->pass_steps;
			for (; i < count && steps + most <= EFFECT_STEP_LIMIT; i++) {
				int32_t item = items[i];
				if (!eval_cond(m->host, m->game, m->program->code, c, &run->ctx,
				               run->locals, item)) {
					steps += fail;
					continue;
				}
				steps += pass;
				items[kept++] = item;
				if (any) {
					i = count;
					break;
				}
			}
		} else {
			for (; i < count && steps + most <= EFFECT_STEP_LIMIT; i++) {
				int32_t item = items[i];
				if (eval_conds(m->host, m->game, m->program->code, conds, &run->ctx,
				               run->locals, item, &steps)) {
					items[kept++] = item;
					if (any) {
						i = count;
						break;
					}
				}
			}
		}
		run->steps = steps;
	} else if (filter_shape(m->program, f, &sh) != SHAPE_NONE && sh.count > 0 &&
	    m->depth < PURE_DEPTH_MAX && run->sp >= 0 && run->sp < EFFECT_STACK_MAX &&
	    run->status != EFFECT_ERROR) {
		const struct attr_test t = { m->host->query, m->game, sh.attr, sh.count, sh.values };
		const int count = *n;
		uint32_t steps = run->steps;
		int32_t word = run->stack[run->sp];
		if (sh.kind == SHAPE_IN) {
			/* three steps an item, whatever it gives */
			int allowed = items_allowed(steps, 3);
			int end = count < allowed ? count : allowed;
			for (; i < end; i++) {
				word = passes(&t, items[i]);
				if (word) {
					items[kept++] = items[i];
					if (any)
						break;
				}
			}
			if (i < end - 1)   /* stopped early: the last item's word */
				word = passes(&t, items[end - 1]);
			i = end;
			steps += 3u * (uint32_t)end;
		} else {
			/* five steps an item that fails the test; one that passes
			 * takes three and the rest of the filter */
			for (;;) {
				int allowed = items_allowed(steps, 5), from = i;
				int end = count - i < allowed ? count : i + allowed;
				while (i < end && !passes(&t, items[i]))
					i++;
				steps += 5u * (uint32_t)(i - from);
				if (i > from)
					word = 0;
				if (i == end)
					break;
				int32_t yes;
				run->stack[run->sp] = 1;
				run->steps = steps + 3;
				if (machine_test(m, sh.rest, items[i], &yes) == STOP)
					return STOP;
				steps = run->steps;
				word = run->stack[run->sp];
				if (yes)
					items[kept++] = items[i];
				i++;
			}
		}
		run->steps = steps;
		run->stack[run->sp] = word;
	}
	for (; i < *n; i++) {
		int32_t yes;
		if (machine_test(m, filter, items[i], &yes) == STOP)
			return STOP;
		if (yes)
			items[kept++] = items[i];
	}
	*n = kept;
	return GO_ON;
}

enum outcome walk_keep(struct machine *m, int32_t filter, int32_t *items, int *n)
{
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	return keep_known(m, filter, f, items, n, false, NULL, NEAR_UNKNOWN);
}

/* The X of a near filter (f, its record) in this run, into *card; false
 * when the filter is no near filter or has no record. */
static bool near_filter(struct machine *m, const struct effect_filter *f, int32_t *card)
{
	if (!f)
		return false;
	switch (f->near) {
	case COND_THIS: *card = m->run->ctx.card; return true;
	case COND_TRIGGER: *card = m->run->ctx.trigger_card; return true;
	case COND_LOCAL: *card = m->run->locals[f->near_slot]; return true;
	default: return false;
	}
}

/* An exists over the cards of zone near card, whose filter f leaves one
 * attribute test for them (f->near_first), answered by the host
 * (EFFECT_Q_NEAR_FIRST) rather than walked: keep_known would list them
 * (host->near) and ask each its attribute till one passes, which asks
 * nothing a host notices (host->near notes the look around, and so does
 * the question). Only while keep_known would walk them by its conditions
 * and the step limit could not stop it on the way: then the steps it
 * would take follow from how many it would look at. Sets *n to the
 * count, 0 or 1, and returns true; false (nothing counted) when the host
 * cannot say, or the walk is no plain one. */
static bool near_first(struct machine *m, const struct effect_filter *f, int32_t zone,
                       int32_t card, int *n)
{
	struct effect_run *run = m->run;
	const struct effect_cond *c = &f->near_conds.cond[0];
	if (m->depth >= PURE_DEPTH_MAX || run->sp < 0 || run->sp + 8 > EFFECT_STACK_MAX ||
	    run->status == EFFECT_ERROR || run->steps > EFFECT_STEP_LIMIT ||
	    f->most * EFFECT_LIST_MAX > EFFECT_STEP_LIMIT - run->steps)
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, card, c->k, m->program->code[c->at] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_NEAR_FIRST, args);
	if (answer < 1)
		return false;
	int32_t looked = EFFECT_NEAR_FIRST_LOOKED(answer), found = EFFECT_NEAR_FIRST_FOUND(answer);
	if (looked > EFFECT_LIST_MAX || found > looked)
		return false;   /* no answer near could give: the walk then says */
	run->steps += c->fail_steps * (uint32_t)(looked - found) +
	              f->near_conds.pass_steps * (uint32_t)found;
	*n = found;
	return true;
}

/* The n cards host->select listed of zone by the attribute test of filter
 * f, whose only other condition is (exposed) (f->select_exposed), all
 * kept when the host knows none of them can be immune to this card
 * (EFFECT_Q_NONE_IMMUNE): keep_known would ask EFFECT_Q_IMMUNE of each,
 * which asks nothing a host notices but the look around (the question
 * notes it too), and every one would pass. Only while keep_known would
 * walk them by its conditions and the step limit could not stop it on
 * the way: then each takes the steps of a pass (an exists, any, stops
 * at the first). Returns false (nothing counted) when the walk is no
 * plain one, or the host cannot say. */
static bool none_immune(struct machine *m, const struct effect_filter *f, int32_t zone, int *n,
                        bool any)
{
	struct effect_run *run = m->run;
	if (*n < 1 || *n > EFFECT_LIST_MAX || m->depth >= PURE_DEPTH_MAX || run->sp < 0 ||
	    run->sp + 8 > EFFECT_STACK_MAX || run->status == EFFECT_ERROR ||
	    run->steps > EFFECT_STEP_LIMIT ||
	    f->most * (uint32_t)*n > EFFECT_STEP_LIMIT - run->steps)
		return false;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, run->ctx.card, 0, 0 };
	if (m->host->query(m->game, EFFECT_Q_NONE_IMMUNE, args) != 1)
		return false;
	if (any)
		*n = 1;   /* an exists stops at the first */
	run->steps += f->select_conds.pass_steps * (uint32_t)*n;
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
static int select_any(struct machine *m, const struct effect_filter *f, int32_t zone,
                      const struct shape *sh)
{
	const struct effect_run *run = m->run;
	if (sh->count < 1 || sh->count > 2 || run->steps > EFFECT_STEP_LIMIT ||
	    f->most * EFFECT_LIST_MAX > EFFECT_STEP_LIMIT - run->steps)
		return -1;
	const int32_t args[EFFECT_ARGS_MAX] = { zone, sh->attr, sh->values[0],
	                                        sh->values[sh->count - 1] };
	int32_t answer = m->host->query(m->game, EFFECT_Q_SELECT_ANY, args);
	if (answer < 1 || answer > EFFECT_SELECT_ANY(1))
		return -1;
	return EFFECT_SELECT_ANY_FOUND(answer);
}

/* The cards of zone that pass filter (with any, see keep_known). A filter
 * that holds (near X) walks only the cards of the zone near X, and one
 * that tests an attribute first only the cards that pass the test, when
 * the host can list them: the steps of the cards it passes over are not
 * taken, since no instruction runs for them. */
enum outcome walk_zone(struct machine *m, int32_t zone, int32_t filter, int32_t *out, int *n,
                       bool any)
{
	int32_t card;
	struct shape sh;
	const struct shape *known = NULL;
	const struct effect_filter *f = filter < 0 ? NULL : filter_record(m->program, filter);
	int near = NEAR_UNKNOWN;
	*n = -1;
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY) {
		*n = 0;
	} else if (m->host->near && near_filter(m, f, &card)) {
		if (any && f && f->near_first && near_first(m, f, zone, card, n))
			return GO_ON;
		*n = m->host->near(m->game, zone, card, out, EFFECT_LIST_MAX);
		near = *n >= 0 ? NEAR_LISTED : NEAR_UNKNOWN;
	}
	if (*n < 0 && m->host->select && filter_shape(m->program, f, &sh) != SHAPE_NONE) {
		/* an exists that finds one needs no list while none can be
		 * immune; one that finds none walks none, as keep_known did */
		bool exposed = f && f->select_exposed;
		int found = any && exposed ? select_any(m, f, zone, &sh) : -1;
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
			*n = m->host->select(m->game, zone, sh.attr, sh.values, sh.count, out,
			                     EFFECT_LIST_MAX);
		known = *n >= 0 ? &sh : NULL;
		if (known && exposed && none_immune(m, f, zone, n, any))
			return GO_ON;
	}
	if (*n < 0)
		*n = list(m, EFFECT_L_ZONE, zone, 0, out);
	else if (*n > EFFECT_LIST_MAX)
		*n = EFFECT_LIST_MAX;
	return keep_known(m, filter, f, out, n, any, known, near);
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
	const struct effect_cond *cond = &f->near_conds.cond[0];
	int32_t value = m->program->code[cond->at];
	if (!m->host->list || f->near != COND_LOCAL || f->near_slot != var || zone_slot == var ||
	    zone_slot == index || (what != EFFECT_A_ADD_STOCK && what != EFFECT_A_SET_STOCK) ||
	    value < 0 || value > EFFECT_NEAR_FIRST_VALUE_MAX || cond->k < 0 ||
	    cond->k >= EFFECT_ATTR_COUNT)
		return 0;
	int32_t zone = EFFECT_ZONE(zone_kind, m->run->locals[zone_slot]);
	if (EFFECT_ZONE_WHO(zone) == EFFECT_ZONE_NOBODY)
		return 0;
	int n = m->host->list(m->game, EFFECT_L_NEAR_FIRST, zone, EFFECT_NEAR_FIRST_KEY(cond->k, value),
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
	const struct effect_cond *cond = &f->near_conds.cond[0];
	/* what every turn reads of the code and the run, read once: the host
	 * calls in between would make the compiler read each again */
	const int32_t slot = next[0], index = next[1], var = next[2];
	const int32_t zone_slot = c[pc + LOOP_ZONE + 1], zone_kind = c[pc + LOOP_ZONE + 2];
	const int32_t attr = cond->k, value = c[cond->at];
	const int32_t act_slot = act[1], act_value = act[2];
	const enum effect_act what = (enum effect_act)act[3];
	const int32_t near = f->near, near_slot = f->near_slot;
	const int32_t len = run->loop_len[slot] < EFFECT_LIST_MAX ? run->loop_len[slot] : EFFECT_LIST_MAX;
	/* a turn's steps but the filter's: (LOCAL_ZONE) (JUMP) (EXISTS)
	 * (JUMP_IF_NOT) (JUMP) (NEXT), and near_act_steps when one is found */
	const uint32_t plain = effect_steps[OP_LOCAL_ZONE] + effect_steps[OP_JUMP] +
	                       effect_steps[OP_EXISTS] + effect_steps[OP_JUMP_IF_NOT] +
	                       effect_steps[OP_JUMP] + effect_steps[OP_NEXT];
	const uint32_t act_steps = near_act_steps();
	const uint32_t fail = cond->fail_steps, pass = f->near_conds.pass_steps;
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
	/* a card found takes the act's steps, and a pass's for a fail's */
	const uint32_t found_more = pass + act_steps - fail;
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
		steps += plain + fail * looked + found_more * found;
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
		int32_t card = near == COND_THIS ? run->ctx.card :
		               near == COND_TRIGGER ? run->ctx.trigger_card : locals[near_slot];
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
		steps += plain + fail * (uint32_t)(looked - found) + pass * (uint32_t)found;
		steps = near_turn_found(m, st + sp, found, locals[act_slot], act_value, what, steps);
	}
	run->steps = steps;
}
