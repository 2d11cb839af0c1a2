/*
 * eval: a one-ply estimate of how well a player stands, for the greedy
 * computer player. Victory points dominate; then what brings the next
 * ones: resources in stock, regions that can still produce, cards in hand,
 * strength and commerce toward the figures. The opponent's standing counts
 * against, at half weight, so that hurting him is worth something but
 * building for oneself is worth more.
 */
#include "games/principality/internal.h"

static double standing(const struct prin_state *s, int p)
{
	const struct prin_player *pl = &s->player[p];
	double score = 100.0 * pl->vp;
	score += 4.0 * prin_resources(s, p, -1);
	/* room on regions is future production */
	score += 1.0 * prin_room(s, p, -1);
	score += 6.0 * prin_hand_count(s, p);
	score += 2.0 * pl->strength + 2.0 * pl->commerce + 1.0 * pl->tournament;
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
