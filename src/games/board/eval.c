/*
 * eval: a one-ply estimate of how well a player stands, for the greedy
 * computer player: his points (hidden ones too: it is his own estimate)
 * first, then what his buildings produce (the chance of each adjacent
 * token, counted twice for a city), the cards he holds and his roads.
 * In game.h's unit: a victory point is worth 100, so that the search player
 * reads a difference of estimates as a lead of so many points.
 *
 * A player who accepted an offer, or countered it, is valued with the
 * hand the trade would leave him: his answer is his word, and so the
 * greedy player accepts what gains him cards and declines what loses.
 */
#include "games/board/internal.h"

/* Ways two dice make each sum, out of 36. */
static const int ways[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

/* The cards a trade that player agreed to would add to his hand (fewer
 * than 0: take from it). */
static int promised(const struct board_state *s, int player)
{
	if ((s->phase != PH_OFFER && s->phase != PH_OFFER_CLOSE && s->phase != PH_COUNTER_DRAFT) ||
	    player == s->active)
		return 0;
	const struct board_trade *t = s->answer[player] == ANSWER_COUNTER ? &s->counter[player]
	                              : s->answer[player] == ANSWER_ACCEPT ? &s->offer : NULL;
	int n = 0;
	for (int r = 0; t && r < BOARD_RESOURCES; r++)
		n += t->give[r] - t->get[r];
	return n;
}

double board_evaluate(const void *state, int player)
{
	const struct board_state *s = state;
	const struct board_map *m = &s->t->map;
	if (player < 0 || player >= s->player_count)
		return 0;
	if (s->phase == PH_OVER)
		return s->winner == player ? 1e6 : -1e6;
	const struct board_player *pl = &s->player[player];
	double score = 100.0 * (pl->vp + pl->hidden_vp);
	int production = 0;
	for (uint64_t b = s->own_nodes[player]; b; b &= b - 1) {
		int n = board_low_bit(b), weight = (s->cities >> n & 1) ? 2 : 1;
		for (int i = 0; i < m->node_hex_count[n]; i++) {
			int h = m->node_hex[n][i];
			if (h != s->robber)
				production += weight * ways[s->hex_token[h]];
		}
	}
	score += production * 10.0 / 3.0;
	int hand = pl->hand_count + promised(s, player);
	score += hand <= s->opt.discard_above ? 5.0 * hand : 5.0 * s->opt.discard_above;
	score += 15.0 * pl->dev_count + 5.0 * pl->army + 3.0 * pl->road_length;
	return score;
}
