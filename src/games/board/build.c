/*
 * build: where pieces may go, what they cost, and putting them there.
 *
 * board.md §1.4: "The distance rule applies throughout, including set-up:
 * no settlement or city on any of the 3 neighbouring intersections."
 * §4, road legality: "A road must connect to your own road or building, and
 * cannot pass through an opponent's building." A settlement after set-up
 * stands at the end of one of the builder's roads. §1.10: "A city returns
 * its settlement to your supply. With no settlement in supply, you cannot
 * build a settlement. You can build a city only if you have a city piece
 * left." §4: "Check the supply for free builds too."
 *
 * The bit sets of the state (built_nodes, own_edges...) are kept here and
 * nowhere else: the place functions are the only writers.
 */
#include "games/board/internal.h"

bool board_can_afford(const struct board_state *s, int player, const uint8_t *cost)
{
	const struct board_player *pl = &s->player[player];
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (pl->hand[r] < cost[r])
			return false;
	return true;
}

void board_pay(struct board_state *s, int player, const uint8_t *cost)
{
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (cost[r])
			board_lose(s, player, r, cost[r]);
}

bool board_can_settle(const struct board_state *s, int player, int node, bool setup)
{
	const struct board_map *m = &s->t->map;
	if (node < 0 || node >= m->node_count || s->player[player].settlements == 0)
		return false;
	if (((s->built_nodes | s->ck.knight_nodes) >> node & 1) || (m->node_near[node] & s->built_nodes))
		return false;
	if (setup)
		return true;
	return (m->node_edges[node][0] & s->own_edges[player][0]) ||
	       (m->node_edges[node][1] & s->own_edges[player][1]);
}

/* Whether player's roads may go on from node: it is his, or free; a node
 * with an opponent's building ends his roads there. */
static bool passable(const struct board_state *s, int player, int node)
{
	if ((s->ck.knight_nodes >> node & 1) && s->ck.knight_owner[node] != player)
		return false;   /* Cities & Knights: another's knight blocks (knights.c) */
	return !(s->built_nodes >> node & 1) || s->node_owner[node] == player;
}

bool board_can_road(const struct board_state *s, int player, int edge)
{
	const struct board_map *m = &s->t->map;
	if (edge < 0 || edge >= m->edge_count || s->player[player].roads == 0 ||
	    board_bit(s->built_edges, edge))
		return false;
	for (int i = 0; i < 2; i++) {
		int n = m->edge_node[edge][i];
		if (s->node_owner[n] == player)
			return true;
		if (passable(s, player, n) &&
		    ((m->node_edges[n][0] & s->own_edges[player][0]) ||
		     (m->node_edges[n][1] & s->own_edges[player][1])))
			return true;
	}
	return false;
}

/* The edges player may build a road on now, as bits (two words). */
void board_road_sites(const struct board_state *s, int player, uint64_t *out)
{
	const struct board_map *m = &s->t->map;
	out[0] = out[1] = 0;
	if (s->player[player].roads == 0)
		return;
	/* The nodes his roads may grow from: his buildings, and the ends of
	 * his roads that no opponent's building closes. */
	uint64_t from = s->own_nodes[player];
	for (int w = 0; w < 2; w++)
		for (uint64_t e = s->own_edges[player][w]; e; e &= e - 1) {
			int edge = w * 64 + board_low_bit(e);
			for (int i = 0; i < 2; i++) {
				int n = m->edge_node[edge][i];
				if (passable(s, player, n))
					from |= (uint64_t)1 << n;
			}
		}
	for (; from; from &= from - 1) {
		int n = board_low_bit(from);
		out[0] |= m->node_edges[n][0];
		out[1] |= m->node_edges[n][1];
	}
	out[0] &= ~s->built_edges[0];
	out[1] &= ~s->built_edges[1];
}

bool board_any_road_site(const struct board_state *s, int player)
{
	uint64_t sites[2];
	board_road_sites(s, player, sites);
	return sites[0] || sites[1];
}

/* Cities & Knights: a city the barbarians turned over is restored "door
 * de normale bouwkosten van een stad te betalen" (000), with the piece
 * that stands there. */
bool board_can_city(const struct board_state *s, int player, int node)
{
	if (node < 0 || node >= s->t->map.node_count || s->node_owner[node] != player)
		return false;
	if (s->ck.pillaged >> node & 1)
		return true;
	return !(s->cities >> node & 1) && s->player[player].cities > 0;
}

void board_place_settlement(struct board_state *s, int player, int node)
{
	/* Another's building breaks a road through here (board.md §1.8);
	 * one's own never does. */
	const struct board_map *m = &s->t->map;
	for (int i = 0; i < m->node_edge_count[node]; i++) {
		int owner = s->edge_owner[m->node_edge[node][i]];
		if (owner >= 0 && owner != player)
			s->roads_stale |= (uint8_t)(1u << owner);
	}
	s->node_owner[node] = (int8_t)player;
	s->built_nodes |= (uint64_t)1 << node;
	s->own_nodes[player] |= (uint64_t)1 << node;
	s->player[player].settlements--;
}

void board_place_road(struct board_state *s, int player, int edge)
{
	s->edge_owner[edge] = (int8_t)player;
	s->built_edges[edge >> 6] |= (uint64_t)1 << (edge & 63);
	s->own_edges[player][edge >> 6] |= (uint64_t)1 << (edge & 63);
	s->player[player].roads--;
	s->roads_stale |= (uint8_t)(1u << player);
}

void board_place_city(struct board_state *s, int player, int node)
{
	if (s->ck.pillaged >> node & 1) {
		s->ck.pillaged &= ~((uint64_t)1 << node);
		return;
	}
	s->cities |= (uint64_t)1 << node;
	s->player[player].cities--;
	s->player[player].settlements++;
}
