/*
 * The random player: every legal action equally likely.
 *
 * It is the baseline of every statistic and the engine of the random-match
 * tests, so it must reach every corner a game allows: no action is ever
 * preferred, whatever its text or its place in the list.
 */
#include "ai/ai.h"
#include "ai/internal.h"

int ai_random_choose(const struct game_rules *rules, const void *state, struct rng *rng,
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
