/*
 * The greedy player: looks one action ahead and takes the best.
 *
 * For each legal action it clones the match (a memcpy), applies the action
 * to the clone and scores the result for the deciding player. It does not
 * look past the action: when the action hands the decision to a die or to
 * the opponent, the resulting state is scored as it stands. Equal scores
 * are broken by the player's own rng, uniformly (reservoir sampling over
 * the tied actions), so the player does not favour the first action of the
 * list and two seeds give two different, equally greedy players.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#include <float.h>
#include <string.h>

double ai_greedy_score(const struct game_rules *rules, const void *state, int player)
{
	/* The game's estimate need not know that the match is over: a win is
	 * worth more than any estimate, a loss less. */
	int winner = rules->current(state) < 0 ? rules->winner(state) : -1;
	if (winner == player)
		return DBL_MAX;
	if (winner >= 0)
		return -DBL_MAX;
	return rules->evaluate(state, player);
}

/* Whether action is one of avoid[0..count). */
static bool avoided(const struct action *action, const struct action *avoid, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (memcmp(action, &avoid[i], sizeof *action) == 0)
			return true;
	return false;
}

int ai_greedy_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                     void *scratch, struct action *out)
{
	return ai_greedy_choose_avoiding(rules, state, rng, scratch, NULL, 0, out);
}

int ai_greedy_choose_avoiding(const struct game_rules *rules, const void *state,
                              struct rng *rng, void *scratch, const struct action *avoid,
                              size_t avoid_count, struct action *out)
{
	int player = rules->current(state);
	if (player < 0)
		return -1;
	struct action *actions = ai_scratch_actions(rules, scratch);
	void *clone = ai_scratch_clone(scratch);
	size_t count = rules->legal(state, actions, GAME_MAX_ACTIONS);
	size_t best = count, ties = 0;
	double best_score = 0;
	for (size_t i = 0; i < count; i++) {
		if (avoid_count && avoided(&actions[i], avoid, avoid_count))
			continue;
		memcpy(clone, state, rules->state_size);
		if (game_apply_listed(rules, clone, &actions[i]) != 0)
			continue;     /* legal() offered it, apply() refused: never pick it */
		double score = ai_greedy_score(rules, clone, player);
		if (best == count || score > best_score) {
			best = i;
			best_score = score;
			ties = 1;
		} else if (score == best_score && rng_below(rng, ++ties) == 0) {
			best = i;
		}
	}
	if (best == count)
		return -1;
	*out = actions[best];
	return 0;
}
