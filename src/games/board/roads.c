/*
 * roads: a player's longest road, searched from scratch.
 *
 * board.md §1.8, the algorithm: "Length = the maximum number of edges in a
 * trail that uses no edge twice. Intersections may repeat: a closed loop of
 * 6 roads counts 6, and a loop plus a tail counts loop + tail. The trail may
 * end at an intersection that holds an opponent's settlement, city ... The
 * road leading into it counts. The trail may not pass through that
 * intersection. Your own settlements, cities ... never break your road."
 * §4: "Use a DFS over edges (a trail), not a vertex-simple path";
 * "Recompute from scratch; don't update incrementally."
 *
 * A depth-first search with the used roads as bits; at most 15 roads a
 * player, so the search is small. It starts where a longest trail can
 * start: at an intersection where his roads end or fork (not 2 of them) or
 * that an opponent's building closes. A trail starting elsewhere, at an
 * open intersection with 2 of his roads, either leaves one of them unused
 * (and is not longest: that road could come first) or returns through it
 * to close a loop, whose length a start at a fork of the loop finds as
 * well. A loop with no fork and nothing attached has no such start: any of
 * its intersections is one, and the roads no search reached tell it.
 */
#include "games/board/internal.h"

struct trail_search {
	const struct board_state *s;
	const struct board_map *m;
	int player;
	uint64_t used[2];
	uint64_t reached[2];          /* every road some search has walked */
	int best;
};

/* Whether a trail may go on through node: no opponent's building there. */
static bool open_node(const struct trail_search *t, int node)
{
	int owner = t->s->node_owner[node];
	if ((t->s->ck.knight_nodes >> node & 1) && t->s->ck.knight_owner[node] != t->player)
		return false;   /* Cities & Knights: another's knight breaks it too */
	return owner < 0 || owner == t->player;
}

static void walk(struct trail_search *t, int node, int length)
{
	if (length > t->best)
		t->best = length;
	const struct board_map *m = t->m;
	for (int i = 0; i < m->node_edge_count[node]; i++) {
		int e = m->node_edge[node][i];
		if (t->s->edge_owner[e] != t->player || board_bit(t->used, e))
			continue;
		int next = m->node_next[node][i];
		t->used[e >> 6] |= (uint64_t)1 << (e & 63);
		t->reached[e >> 6] |= (uint64_t)1 << (e & 63);
		if (open_node(t, next))
			walk(t, next, length + 1);
		else if (length + 1 > t->best)
			t->best = length + 1;
		t->used[e >> 6] &= ~((uint64_t)1 << (e & 63));
	}
}

int board_road_length(const struct board_state *s, int player)
{
	struct trail_search t = { s, &s->t->map, player, { 0, 0 }, { 0, 0 }, 0 };
	const struct board_map *m = t.m;
	const uint64_t *own = s->own_edges[player];
	uint64_t touched = 0, starts = 0;
	for (int w = 0; w < 2; w++)
		for (uint64_t e = own[w]; e; e &= e - 1) {
			int edge = w * 64 + board_low_bit(e);
			touched |= (uint64_t)1 << m->edge_node[edge][0] | (uint64_t)1 << m->edge_node[edge][1];
		}
	for (uint64_t b = touched; b; b &= b - 1) {
		int n = board_low_bit(b);
		int degree = board_bits(m->node_edges[n][0] & own[0]) + board_bits(m->node_edges[n][1] & own[1]);
		if (degree != 2 || !open_node(&t, n))
			starts |= (uint64_t)1 << n;
	}
	for (; starts; starts &= starts - 1)
		walk(&t, board_low_bit(starts), 0);
	/* Loops that no start reached. */
	for (int w = 0; w < 2; w++)
		while (own[w] & ~t.reached[w]) {
			int edge = w * 64 + board_low_bit(own[w] & ~t.reached[w]);
			walk(&t, m->edge_node[edge][0], 0);
		}
	return t.best;
}
