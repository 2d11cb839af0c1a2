/*
 * eval: a one-ply estimate of how well a player stands, for the greedy
 * computer player. Points first; then what brings points in later turns:
 * the cards one holds, the exchanges A-side roads give and the extra draws
 * A-side knights give, settlements that can become cities.
 */
#include "games/fast/internal.h"

double fast_evaluate(const void *state, int player)
{
	const struct fast_state *s = state;
	if (player < 0 || player >= s->player_count)
		return 0.0;
	if (s->winner >= 0)
		return s->winner == player ? 1e6 : -1e6;
	const struct fast_player *pl = &s->player[player];
	double score = 100.0 * pl->vp + 3.0 * pl->hand_count;
	for (int i = 0; i < pl->road_count; i++)
		score += s->card[pl->road[i]].turned ? 0.0 : 8.0;
	for (int i = 0; i < pl->knight_count; i++)
		score += s->card[pl->knight[i]].turned ? 0.0 : 12.0;
	for (int i = 0; i < pl->town_count; i++)
		score += s->card[pl->town[i]].turned ? 0.0 : 10.0;
	return score;
}
