/*
 * two-cities: Cities & Knights with two players, the two-player variant's
 * neutral colours (two.c) meeting the expansion's knights (knights.c), as
 * the combination notes say (board.md §3.5):
 *
 *   "When you place a knight, also place a knight of the same level for
 *   one of the neutrals. With several, you may alternate neutrals. If no
 *   neutral can legally take one (no site, or no such knight in their
 *   supply), place a road for a neutral instead, never a settlement."
 *   "Neutral knights are never active and don't count against the
 *   barbarians. They only block. Building a city or wall, or activating a
 *   knight, does nothing for the neutrals."
 *   "When you promote a knight, also promote one neutral knight, at most to
 *   strong. If that is impossible, nothing happens."
 *
 * CK_NEUTRAL_KNIGHTS=0 leaves the neutrals without knights. The knight
 * for a neutral is the builder's choice of neutral and site, as the free
 * road or settlement is (PH_NEUTRAL, A_NEUTRAL with the piece
 * NEUTRAL_KNIGHT or NEUTRAL_PROMOTE). A neutral's knight stands, as a
 * seat's does, on a free intersection at one of its roads. It is never
 * activated: only its owner activates a knight (knights.c), and a neutral
 * takes no turn. Each neutral colour has its six knights like a seat.
 *
 * What the notes leave out, as the two-player set's options settle it
 * (cards/board-two.sql):
 *   - the event die: with the first of the two production rolls alone
 *     (CK_EVENT_DIE_ROLLS=first-roll, the one reading documented, a rule
 *     of the players' forum board.md §3.5 reports), or with each
 *     (each-roll: event.c);
 *   - a Forced Trade moves resource cards, as the variant's text knows
 *     them; with CK_COMMUNITY_RULES=1 (the same forum's rules) it may take
 *     and give commodities too, at twice the tokens (two.c), and "the
 *     Deserter may target neutral knights, taking the weakest": the card's
 *     effect (cards/board-cities.sql) chooses among the weakest of
 *     board_neutral_knights, the player choosing, as he places the
 *     neutrals' pieces;
 * and, with no option:
 *   - a neutral's knight displaced by a stronger one goes where the player
 *     who displaced it puts it, at the neutral's roads (event.c's
 *     board_ck_current): the neutrals make no decision of their own, and
 *     the player whose turn it is places their pieces (board.md §3.3);
 *   - no tokens for a discarded Knight card: Cities & Knights has no
 *     development cards (000: "Leg de ontwikkelingskaarten ... van het
 *     basisspel terug in de doos").
 */
#include "games/board/internal.h"

static void put(struct action *out, size_t max, size_t *n, int colour, int piece, int site)
{
	if (*n < max)
		out[*n] = (struct action){ A_NEUTRAL,
			{ (int16_t)colour, (int16_t)piece, (int16_t)site, 0, 0 } };
	(*n)++;
}

/* Whether a neutral's basic knight may go on node: free, at its roads. */
static bool knight_site(const struct board_state *s, int colour, int node)
{
	const struct board_map *m = &s->t->map;
	if ((s->built_nodes | s->ck.knight_nodes) >> node & 1)
		return false;
	return (m->node_edges[node][0] & s->own_edges[colour][0]) ||
	       (m->node_edges[node][1] & s->own_edges[colour][1]);
}

/* Whether the neutral's knight on node may be promoted: a basic one, with
 * a strong one in its supply ("at most to strong"). */
static bool promotable(const struct board_state *s, int colour, int node)
{
	return s->ck.knight_owner[node] == colour &&
	       (s->ck.knight[node] & KNIGHT_STRENGTH) == 1 && s->player[colour].ck.knights[1] > 0;
}

size_t board_two_ck_options(const struct board_state *s, struct action *out, size_t max)
{
	const struct board_map *m = &s->t->map;
	size_t n = 0;
	for (int c = s->player_count; c < s->colours; c++)
		for (int node = 0; node < m->node_count; node++) {
			if (s->neutral_piece == NEUTRAL_PROMOTE && promotable(s, c, node))
				put(out, max, &n, c, NEUTRAL_PROMOTE, node);
			else if (s->neutral_piece == NEUTRAL_KNIGHT && s->player[c].ck.knights[0] > 0 &&
			         knight_site(s, c, node))
				put(out, max, &n, c, NEUTRAL_KNIGHT, node);
		}
	if (n > 0 || s->neutral_piece == NEUTRAL_PROMOTE)
		return n;
	/* no knight can go anywhere: a road, never a settlement */
	for (int c = s->player_count; c < s->colours; c++) {
		if (s->player[c].roads == 0)
			continue;
		uint64_t sites[2];
		board_road_sites(s, c, sites);
		for (int w = 0; w < 2; w++)
			for (uint64_t b = sites[w]; b; b &= b - 1)
				put(out, max, &n, c, PIECE_ROAD, w * 64 + board_low_bit(b));
	}
	return n;
}

void board_two_ck_build(struct board_state *s, const struct action *a)
{
	int colour = a->arg[0], node = a->arg[2];
	if (a->arg[1] == NEUTRAL_KNIGHT) {
		board_place_knight(s, colour, node, 1);
		return;
	}
	/* promoted: its basic knight back to the supply, a strong one out */
	struct board_ck_player *c = &s->player[colour].ck;
	c->knights[0]++;
	c->knights[1]--;
	s->ck.knight[node] = (uint8_t)((s->ck.knight[node] & ~KNIGHT_STRENGTH) | 2);
}

/* The neutral colours' knights on the island, as bits: what the Deserter
 * may take with CK_COMMUNITY_RULES (the card's effect chooses among them,
 * cards/board-cities.sql). */
uint64_t board_neutral_knights(const struct board_state *s)
{
	uint64_t bits = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] >= s->player_count)
			bits |= (uint64_t)1 << n;
	}
	return bits;
}
