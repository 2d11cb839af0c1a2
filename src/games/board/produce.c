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
 *
 * Cities & Knights, 000 "De opbrengst": "Een stad levert bij heuvels twee
 * baksteen en bij akkers twee graan op. Bij bergen, bossen en weiden krijg
 * je met een stad één grondstof en één handelswaar" (board.md §2.4: forest
 * paper, pasture cloth, mountains coin); a pillaged city turned over
 * "levert één grondstof op". The shortage rule runs per commodity too
 * (COMMODITY_SHORTAGE=as-resources), unless commodities never run out
 * (unlimited: bank.c brings the bank up to what the roll owes).
 */
#include "games/board/internal.h"

/* Resource positions: lumber, brick, grain, wool, ore; commodities: paper
 * 5, cloth 6, coin 7. */
const int8_t board_commodity_of[BOARD_RESOURCES] = { 5, -1, -1, 6, 7 };

/* What a city of Cities & Knights on a hex of res adds to owed. */
static unsigned ck_city(const struct board_state *s, int node, int res, uint8_t *owed)
{
	int commodity = board_commodity_of[res];
	if ((s->ck.pillaged >> node & 1) || commodity < 0) {
		owed[res] += (s->ck.pillaged >> node & 1) ? 1 : 2;
		return 1u << res;
	}
	owed[res]++;
	owed[commodity]++;
	return 1u << res | 1u << commodity;
}

void board_produce(struct board_state *s, int sum)
{
	const struct board_map *m = &s->t->map;
	uint8_t owed[BOARD_MAX_PLAYERS][BOARD_CARD_KINDS] = { { 0 } };
	unsigned due = 0;                       /* bit per card kind somebody is owed */
	for (int h = 0; h < m->hex_count; h++) {
		int res = s->hex_resource[h];
		if (s->hex_token[h] != sum || h == s->robber || res < 0)
			continue;
		uint64_t built = m->hex_nodes[h] & s->built_nodes;
		for (; built; built &= built - 1) {
			int n = board_low_bit(built);
			if (s->ck.on && (s->cities >> n & 1)) {
				due |= ck_city(s, n, res, owed[s->node_owner[n]]);
				continue;
			}
			owed[s->node_owner[n]][res] += (s->cities >> n & 1) ? 2 : 1;
			due |= 1u << res;
		}
	}
	for (int res = 0; res < BOARD_CARD_KINDS; res++) {
		if (!(due >> res & 1))
			continue;
		int total = 0, owed_players = 0, only = -1;
		for (int p = 0; p < s->player_count; p++)
			if (owed[p][res]) {
				total += owed[p][res];
				owed_players++;
				only = p;
			}
		board_commodity_stock(s, res, total);   /* COMMODITY_SHORTAGE=unlimited */
		if (total <= s->bank[res]) {
			for (int p = 0; p < s->player_count; p++)
				if (owed[p][res])
					board_gain(s, p, res, owed[p][res]);
		} else if (owed_players == 1 && s->opt.shortage_single && s->bank[res] > 0) {
			board_gain(s, only, res, s->bank[res]);
		}
	}
}
