/*
 * eval: a one-ply estimate of how well a player stands, for the greedy
 * computer player.
 *
 * The greedy player looks one action ahead, so every step toward a victory
 * point must be worth something on its own, or it is never taken: a road
 * costs three resources and brings no point, but it is the only way to the
 * next settlement. Hence the order of the weights:
 *
 *   victory points                      dominate everything
 *   cards in the principality           each a lasting gain (a road, an
 *                                       expansion), regions more (production)
 *   strength and commerce               toward the figures (1 VP each)
 *   cards in hand                       a little: playable later
 *   resources                           least, so that spending them on any
 *                                       card is a gain, and less again above
 *                                       the brigand's 7
 *
 * The opponent's standing counts against, at half weight, so that hurting
 * him is worth something but building for oneself is worth more.
 */
#include "games/principality/internal.h"

#define W_VP 100.0
#define W_PLACED 12.0      /* any card on the grid */
#define W_REGION 8.0       /* a region on top of that: it produces */
#define W_FIGURE_POINT 3.0 /* a strength or commerce point */
#define W_TOURNAMENT 1.0
#define W_HAND 3.0
#define W_RESOURCE 2.0
#define W_EXCESS 3.0       /* what a resource above 7 loses to the brigand risk */
#define BRIGAND_SAFE 7

static double standing(const struct prin_state *s, int p)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	double score = W_VP * pl->vp;
	score += W_PLACED * pl->placed_count + W_REGION * pl->region_count;
	score += W_FIGURE_POINT * (pl->strength + pl->commerce) + W_TOURNAMENT * pl->tournament;
	int hand = prin_hand_count(s, p), limit = prin_hand_limit(s, p);
	score += W_HAND * (hand < limit ? hand : limit);
	int stock = prin_resources(s, p, -1);
	score += W_RESOURCE * stock;
	if (stock > BRIGAND_SAFE)
		score -= W_EXCESS * (stock - BRIGAND_SAFE);
	return score;
}

double prin_evaluate(const void *state, int player)
{
	const struct prin_state *s = state;
	if (player < 0 || player >= PRIN_PLAYERS)
		return 0.0;
	if (s->winner >= 0)
		return s->winner == player ? 1e6 : -1e6;
	return standing(s, player) - 0.5 * standing(s, 1 - player);
}
