/*
 * knights: the knights of Cities & Knights on the island: recruited,
 * activated and promoted; where they stand, they block others' roads.
 *
 * 000, "Een ridder rekruteren": "Een gewone ridder kost 1 erts en 1 wol.
 * Je zet hem passief op een vrije driesprong die verbonden is met een van
 * je eigen straten. De afstandsregel voor dorpen geldt niet voor ridders,
 * maar op een driesprong staat altijd maar één ridder." "Je hebt van elke
 * sterkte twee ridders. Staan je beide gewone ridders al op het speelveld,
 * dan moet je eerst een van de twee bevorderen voordat je een nieuwe gewone
 * ridder kunt rekruteren."
 *
 * "Een ridder activeren kost 1 graan. ... Een ridder die je net gebouwd
 * hebt, mag je meteen activeren. Een ridder die je in deze beurt activeert,
 * kan pas in je volgende beurt een actie uitvoeren" (KNIGHT_FRESH).
 *
 * "Voor 1 erts en 1 wol maak je van een gewone ridder een sterke ridder. Je
 * vervangt de gewone ridder door een sterke uit je voorraad. Een actieve
 * ridder blijft daarbij actief en een passieve blijft passief. ... bevorder
 * je een sterke ridder tot machtige ridder. Dat mag pas als je in Politiek
 * (blauw) de derde stadsuitbouw hebt gedaan, de Vesting." "Een ridder kan
 * maar één keer per beurt bevorderd worden. Je mag ook geen ridder
 * bevorderen in de beurt waarin je hem gebouwd hebt."
 *
 * "Een ridder blokkeert de straten van anderen. Staat jouw ridder aan het
 * eind van een straat van een tegenspeler, dan kan die speler zijn straat
 * vanaf die driesprong niet verder bouwen. Ook een passieve ridder doet
 * dat. Een ridder kan verder de Langste handelsroute van een andere speler
 * onderbreken" (build.c's passable, roads.c's open_node). "Wil je een dorp
 * bouwen op een driesprong waar je eigen ridder staat, dan moet je die
 * ridder eerst verplaatsen."
 */
#include "games/board/internal.h"

/* Resource positions: lumber, brick, grain, wool, ore. */
const uint8_t board_knight_cost[BOARD_RESOURCES] = { 0, 0, 0, 1, 1 };
const uint8_t board_activate_cost[BOARD_RESOURCES] = { 0, 0, 1, 0, 0 };

static bool own_knight(const struct board_state *s, int node)
{
	return node >= 0 && node < s->t->map.node_count && s->ck.knight_owner[node] == s->active;
}

static bool acting_time(const struct board_state *s)
{
	return s->ck.on && s->phase == PH_ACTION;
}

bool board_can_recruit(const struct board_state *s, int node)
{
	const struct board_map *m = &s->t->map;
	int me = s->active;
	if (!acting_time(s) || node < 0 || node >= m->node_count || s->player[me].ck.knights[0] == 0 ||
	    ((s->built_nodes | s->ck.knight_nodes) >> node & 1) ||
	    !board_can_afford(s, me, board_knight_cost))
		return false;
	return (m->node_edges[node][0] & s->own_edges[me][0]) ||
	       (m->node_edges[node][1] & s->own_edges[me][1]);
}

/* A knight put on node: roads of others through it are searched again. */
void board_place_knight(struct board_state *s, int player, int node, uint8_t knight)
{
	const struct board_map *m = &s->t->map;
	for (int i = 0; i < m->node_edge_count[node]; i++) {
		int owner = s->edge_owner[m->node_edge[node][i]];
		if (owner >= 0 && owner != player)
			s->roads_stale |= (uint8_t)(1u << owner);
	}
	s->ck.knight_owner[node] = (int8_t)player;
	s->ck.knight[node] = knight;
	s->ck.knight_nodes |= (uint64_t)1 << node;
	s->player[player].ck.knights[(knight & KNIGHT_STRENGTH) - 1]--;
}

void board_recruit(struct board_state *s, int node)
{
	board_pay(s, s->active, board_knight_cost);
	board_place_knight(s, s->active, node, 1 | KNIGHT_NEW);
	board_reindex(s);
}

bool board_can_activate(const struct board_state *s, int node)
{
	return acting_time(s) && own_knight(s, node) && !(s->ck.knight[node] & KNIGHT_ACTIVE) &&
	       board_can_afford(s, s->active, board_activate_cost);
}

void board_activate(struct board_state *s, int node)
{
	board_pay(s, s->active, board_activate_cost);
	s->ck.knight[node] |= KNIGHT_ACTIVE;
	if (!s->opt.ck.act_when_activated)
		s->ck.knight[node] |= KNIGHT_FRESH;
}

bool board_can_promote(const struct board_state *s, int node)
{
	if (!acting_time(s) || !own_knight(s, node))
		return false;
	const struct board_ck_player *c = &s->player[s->active].ck;
	int strength = s->ck.knight[node] & KNIGHT_STRENGTH;
	return strength < BOARD_KNIGHT_STRENGTHS && c->knights[strength] > 0 &&
	       !(s->ck.knight[node] & (KNIGHT_NEW | KNIGHT_PROMOTED)) &&
	       (strength + 1 < BOARD_KNIGHT_STRENGTHS || c->level[TRACK_POLITICS] >= BOARD_ABILITY_LEVEL) &&
	       board_can_afford(s, s->active, board_knight_cost);
}

void board_promote(struct board_state *s, int node)
{
	struct board_ck_player *c = &s->player[s->active].ck;
	int strength = s->ck.knight[node] & KNIGHT_STRENGTH;
	board_pay(s, s->active, board_knight_cost);
	c->knights[strength - 1]++;
	c->knights[strength]--;
	s->ck.knight[node] = (uint8_t)((s->ck.knight[node] & ~KNIGHT_STRENGTH) | (strength + 1) |
	                               KNIGHT_PROMOTED);
}

/* The turn's marks end with the turn. */
void board_knights_end_turn(struct board_state *s)
{
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1)
		s->ck.knight[board_low_bit(b)] &= (uint8_t)~KNIGHT_TURN_MARKS;
}

static void put(struct action *out, size_t max, size_t *n, int kind, int arg)
{
	if (*n < max)
		out[(*n)++] = (struct action){ (uint16_t)kind, { (int16_t)arg, 0, 0, 0, 0 } };
}

size_t board_knight_builds(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	const struct board_map *m = &s->t->map;
	for (int node = 0; node < m->node_count; node++) {
		if (s->ck.knight_owner[node] == s->active) {
			if (board_can_activate(s, node))
				put(out, max, &n, A_ACTIVATE, node);
			if (board_can_promote(s, node))
				put(out, max, &n, A_PROMOTE, node);
		} else if (board_can_recruit(s, node)) {
			put(out, max, &n, A_KNIGHT, node);
		}
	}
	return n;
}
