/*
 * produce: what a roll other than 7 brings.
 *
 * board.md §1.5: "Production gives 1 resource per adjacent settlement and 2
 * per adjacent city, for every hex whose token shows the rolled sum, except
 * the hex under the robber" — the robber blocks the hex, not the buildings
 * next to it. "Resource shortage. If the bank cannot pay everyone what the
 * roll entitles them to in a resource, no one receives that resource this
 * turn. Exception: if the shortage affects only 1 player, that player gets
 * whatever is left" (SHORTAGE_SINGLE_PLAYER). "The rule runs per resource
 * type."
 */
#include "games/board/internal.h"

void board_produce(struct board_state *s, int sum)
{
	const struct board_map *m = &s->t->map;
	uint8_t owed[BOARD_MAX_PLAYERS][BOARD_RESOURCES] = { { 0 } };
	unsigned due = 0;                       /* bit per resource somebody is owed */
	for (int h = 0; h < m->hex_count; h++) {
		int res = s->hex_resource[h];
		if (s->hex_token[h] != sum || h == s->robber || res < 0)
			continue;
		uint64_t built = m->hex_nodes[h] & s->built_nodes;
		for (; built; built &= built - 1) {
			int n = board_low_bit(built);
			owed[s->node_owner[n]][res] += (s->cities >> n & 1) ? 2 : 1;
			due |= 1u << res;
		}
	}
	for (int res = 0; res < BOARD_RESOURCES; res++) {
		if (!(due >> res & 1))
			continue;
		int total = 0, owed_players = 0, only = -1;
		for (int p = 0; p < s->player_count; p++)
			if (owed[p][res]) {
				total += owed[p][res];
				owed_players++;
				only = p;
			}
		if (total <= s->bank[res]) {
			for (int p = 0; p < s->player_count; p++)
				if (owed[p][res])
					board_gain(s, p, res, owed[p][res]);
		} else if (owed_players == 1 && s->opt.shortage_single && s->bank[res] > 0) {
			board_gain(s, only, res, s->bank[res]);
		}
	}
}
