/*
 * The random players: the kind-first player ("random") and the uniform one
 * ("uniform").
 *
 * The uniform player takes every legal action equally likely. It reaches
 * every corner a game allows, but where one kind of action has hundreds of
 * variants (trade offers, sites to build on) it spends nearly every
 * decision on them, and the one "end" among them is almost never taken:
 * its matches run for thousands of actions and many never end.
 *
 * The random player picks a kind of action first, uniformly among the
 * kinds listed (build, play, trade, end...), then one action of that kind,
 * uniformly. A kind is the kind field of struct action, which every game
 * keeps for one verb of the canonical text; the player only compares
 * kinds, it never reads what they mean.
 *
 * Kind-first alone still does not finish a match where a player may undo
 * his own progress for free: with a principality theme set he may demolish
 * his buildings, as often as he builds, and what he demolishes is gone for
 * good, so the game empties until nobody can reach the target. So an
 * action the game calls a setback (game_rules.setback) is put back, and
 * another kind drawn, SETBACK_ODDS - 1 times in SETBACK_ODDS: such actions
 * stay in every long match, rare as a person would take them. Every legal
 * action keeps a chance, so this player too reaches every corner.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#define SETBACK_ODDS 20

int ai_uniform_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                      void *scratch, struct action *out)
{
	if (rules->current(state) < 0)
		return -1;
	struct action *actions = ai_scratch_actions(rules, scratch);
	size_t count = rules->legal(state, actions, GAME_MAX_ACTIONS);
	if (count == 0)
		return -1;
	*out = actions[rng_below(rng, count)];
	return 0;
}

/* The distinct kinds of the count actions, in the order they are first
 * listed, into kinds (room for count); returns how many. */
static size_t distinct_kinds(const struct action *actions, size_t count, uint16_t *kinds)
{
	size_t n = 0;
	for (size_t i = 0; i < count; i++) {
		size_t k = 0;
		while (k < n && kinds[k] != actions[i].kind)
			k++;
		if (k == n)
			kinds[n++] = actions[i].kind;
	}
	return n;
}

/* One of the count actions of kind, uniformly. */
static const struct action *one_of_kind(const struct action *actions, size_t count,
                                        uint16_t kind, struct rng *rng)
{
	size_t of_kind = 0;
	for (size_t i = 0; i < count; i++)
		of_kind += actions[i].kind == kind;
	uint64_t pick = rng_below(rng, of_kind);
	for (size_t i = 0; i < count; i++)
		if (actions[i].kind == kind && pick-- == 0)
			return &actions[i];
	return &actions[0];     /* not reached: kind is among the actions */
}

int ai_random_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                     void *scratch, struct action *out)
{
	if (rules->current(state) < 0)
		return -1;
	struct action *actions = ai_scratch_actions(rules, scratch);
	size_t count = rules->legal(state, actions, GAME_MAX_ACTIONS);
	if (count == 0)
		return -1;
	uint16_t kinds[GAME_MAX_ACTIONS];
	size_t kind_count = distinct_kinds(actions, count, kinds);
	uint16_t kind = kinds[rng_below(rng, kind_count)];
	const struct action *chosen = one_of_kind(actions, count, kind, rng);
	if (kind_count > 1 && rules->setback && rules->setback(state, chosen) &&
	    rng_below(rng, SETBACK_ODDS) != 0) {
		/* another kind, uniformly among the others */
		size_t other = rng_below(rng, kind_count - 1);
		for (size_t k = 0; k < kind_count; k++)
			if (kinds[k] == kind)
				other += other >= k;     /* skip the kind put back */
		chosen = one_of_kind(actions, count, kinds[other], rng);
	}
	*out = *chosen;
	return 0;
}
