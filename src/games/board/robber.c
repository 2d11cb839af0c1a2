/*
 * robber: where it may go, whom it robs.
 *
 * board.md §1.6: "The player who rolled must move the robber to a
 * different hex: any other terrain hex or the desert. 'You may not choose
 * to leave the robber in the same hex.'" "They then steal 1 random
 * resource from one player who has a settlement or city adjacent to the
 * new hex." "If the chosen victim has no cards, nothing is taken", and
 * board.md §4: "Steal only from adjacent players with ≥1 card, never
 * yourself; empty target → no steal."
 */
#include "games/board/internal.h"

bool board_can_rob(const struct board_state *s, int hex)
{
	return hex >= 0 && hex < s->t->map.hex_count && hex != s->robber;
}

unsigned board_victims(const struct board_state *s, int hex, int thief)
{
	unsigned victims = 0;
	for (uint64_t b = s->t->map.hex_nodes[hex] & s->built_nodes; b; b &= b - 1) {
		int p = s->node_owner[board_low_bit(b)];
		if (p != thief && s->player[p].hand_count > 0)
			victims |= 1u << p;
	}
	return victims;
}

void board_steal(struct board_state *s, int thief, int victim)
{
	int res = board_random_card(s, victim);
	if (res >= 0)
		board_move(s, victim, thief, res, 1);
}
