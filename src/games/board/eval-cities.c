/*
 * eval-cities: what Cities & Knights adds to the greedy player's estimate
 * (eval.c), in the same unit (a victory point is 100).
 *
 * Points already count the metropolises, the Defender of Catan cards, the
 * merchant and the open point cards (board_ck_points). Beyond them:
 *
 *   - city improvements: each level draws progress cards on its gate of the
 *     event die (000: the red die at or below the level plus one, board.md
 *     §2.5), the third brings its ability, and the fourth a metropolis to
 *     the first; a level is worth more than the commodities it costs, so
 *     the player builds it as soon as he can;
 *   - a metropolis he has just earned and is placing counts as placed;
 *   - knights: each on the island blocks roads and sites and can chase the
 *     robber, the more for its strength; an active one stands against the
 *     barbarians. As the ship nears Catan, a player whose cities the
 *     barbarians would take (Catan weaker than they are and he among the
 *     weakest, 000: "Dat treft de speler die de minste kracht aan actieve
 *     ridders heeft bijgedragen") loses most of a city's worth, and one who
 *     alone brings the most to a won defence gains most of a Defender of
 *     Catan's point; so he activates and promotes knights when the threat
 *     is near and their strength decides;
 *   - city walls (each also raises his hand limit, which the hand's worth
 *     counts) and progress cards in his hand;
 *   - what his hand is for: the next level of each track he can improve
 *     asks commodities, a knight ore and wool, an inactive knight grain, a
 *     wall brick (board_ck_needs).
 */
#include "games/board/internal.h"

/* Worth of level i of a track (i from 1): the draws it adds, more each
 * level; the third's ability on top. */
#define LEVEL_WORTH(i) (25.0 + 10.0 * (i))
#define ABILITY_WORTH 25.0
#define PROGRESS_CARD_WORTH 15.0
#define WALL_WORTH 10.0
/* A knight on the island, by strength, and active. */
#define KNIGHT_WORTH 12.0
#define KNIGHT_STRENGTH_WORTH 6.0
#define ACTIVE_STRENGTH_WORTH 4.0
/* What the barbarians' outcome is worth to him at the attack itself:
 * a city lost (a point and half its production), a Defender's point. */
#define PILLAGE_LOSS 130.0
#define DEFENDER_GAIN 80.0

static bool is_metropolis(const struct board_state *s, int node)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return true;
	return false;
}

void board_ck_needs(const struct board_state *s, int player, int *need)
{
	const struct board_player *pl = &s->player[player];
	const struct board_ck_player *c = &pl->ck;
	bool city = (s->own_nodes[player] & s->cities & ~s->ck.pillaged) != 0;
	for (int k = 0; k < BOARD_TRACKS && city; k++)
		if (c->level[k] < BOARD_LEVELS)
			need[board_track_commodity[k]] += c->level[k] + 1;
	bool supply = c->knights[0] > 0, idle = false;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		idle |= s->ck.knight_owner[n] == player && !(s->ck.knight[n] & KNIGHT_ACTIVE);
	}
	for (int r = 0; r < BOARD_RESOURCES; r++) {
		if (supply)
			need[r] += board_knight_cost[r];
		if (idle)
			need[r] += board_activate_cost[r];
		if (c->walls && city)
			need[r] += board_wall_cost[r];
	}
}

/* The barbarians' threat to player as things stand: what their attack,
 * were it now, would cost or bring him, weighed by how near the ship is
 * (the square of the share of the track behind it: far off it hardly
 * counts). */
static double barbarian_outlook(const struct board_state *s, int player)
{
	const struct board_ck *ck = &s->ck;
	int knights[BOARD_MAX_PLAYERS] = { 0 }, catan = 0, barbarians = 0;
	for (uint64_t b = ck->knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (ck->knight[n] & KNIGHT_ACTIVE)
			knights[ck->knight_owner[n]] += ck->knight[n] & KNIGHT_STRENGTH;
	}
	for (int p = 0; p < s->player_count; p++)
		catan += knights[p];
	for (uint64_t b = s->cities & ~ck->pillaged; b; b &= b - 1)
		barbarians += is_metropolis(s, board_low_bit(b)) ? s->opt.ck.metropolis_weight : 1;
	double near = (double)(ck->barbarians + 1) / s->opt.ck.track;
	near *= near;
	if (catan < barbarians) {
		bool exposed = false;
		for (uint64_t b = s->own_nodes[player] & s->cities & ~ck->pillaged; b; b &= b - 1)
			exposed |= !is_metropolis(s, board_low_bit(b));
		if (!exposed)
			return 0;
		for (int p = 0; p < s->player_count; p++)
			if (p != player && knights[p] < knights[player] &&
			    (s->own_nodes[p] & s->cities & ~ck->pillaged))
				return 0;   /* another, weaker, is hit before him */
		return -PILLAGE_LOSS * near;
	}
	for (int p = 0; p < s->player_count; p++)
		if (p != player && knights[p] >= knights[player])
			return 0;
	return knights[player] > 0 ? DEFENDER_GAIN * near : 0;
}

double board_ck_evaluate(const struct board_state *s, int player)
{
	const struct board_ck_player *c = &s->player[player].ck;
	double score = 0;
	for (int k = 0; k < BOARD_TRACKS; k++) {
		for (int i = 1; i <= c->level[k]; i++)
			score += LEVEL_WORTH(i);
		if (c->level[k] >= BOARD_ABILITY_LEVEL)
			score += ABILITY_WORTH;
	}
	if (s->phase == PH_METROPOLIS && s->active == player)
		score += 100.0 * BOARD_METROPOLIS_VP;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] != player)
			continue;
		int strength = s->ck.knight[n] & KNIGHT_STRENGTH;
		score += KNIGHT_WORTH + KNIGHT_STRENGTH_WORTH * strength;
		if (s->ck.knight[n] & KNIGHT_ACTIVE)
			score += ACTIVE_STRENGTH_WORTH * strength;
	}
	score += WALL_WORTH * board_bits(s->ck.walls & s->own_nodes[player]);
	score += PROGRESS_CARD_WORTH * c->progress_count;
	return score + barbarian_outlook(s, player);
}
