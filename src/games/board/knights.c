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

/* Whether player may promote his knight on node one rank, cost aside: a
 * stronger knight in his supply, not built or promoted this turn, and a
 * mighty one only with the Fortress. The Smith promotes so, for free. */
bool board_may_promote(const struct board_state *s, int player, int node)
{
	if (node < 0 || node >= s->t->map.node_count || s->ck.knight_owner[node] != player)
		return false;
	const struct board_ck_player *c = &s->player[player].ck;
	int strength = s->ck.knight[node] & KNIGHT_STRENGTH;
	return strength < BOARD_KNIGHT_STRENGTHS && c->knights[strength] > 0 &&
	       !(s->ck.knight[node] & (KNIGHT_NEW | KNIGHT_PROMOTED)) &&
	       (strength + 1 < BOARD_KNIGHT_STRENGTHS || c->level[TRACK_POLITICS] >= BOARD_ABILITY_LEVEL);
}

bool board_can_promote(const struct board_state *s, int node)
{
	return acting_time(s) && own_knight(s, node) && board_may_promote(s, s->active, node) &&
	       board_can_afford(s, s->active, board_knight_cost);
}

/* The knight on node one rank up, its stronger twin from its owner's
 * supply, unpaid. */
void board_raise_knight(struct board_state *s, int node)
{
	struct board_ck_player *c = &s->player[s->ck.knight_owner[node]].ck;
	int strength = s->ck.knight[node] & KNIGHT_STRENGTH;
	c->knights[strength - 1]++;
	c->knights[strength]--;
	s->ck.knight[node] = (uint8_t)((s->ck.knight[node] & ~KNIGHT_STRENGTH) | (strength + 1) |
	                               KNIGHT_PROMOTED);
}

void board_promote(struct board_state *s, int node)
{
	board_pay(s, s->active, board_knight_cost);
	board_raise_knight(s, node);
}

/* The turn's marks end with the turn. */
void board_knights_end_turn(struct board_state *s)
{
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1)
		s->ck.knight[board_low_bit(b)] &= (uint8_t)~KNIGHT_TURN_MARKS;
	s->ck.errant = false;
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

/* ---- a knight's actions ----
 *
 * "Ridders in actie": "Nadat je gedobbeld hebt, mag elke actieve ridder in
 * je beurt één actie uitvoeren. Na die actie wordt hij passief en haal je
 * zijn helm eraf. Je mag hem in dezelfde beurt opnieuw activeren voor 1
 * graan, maar dan kan hij pas in je volgende beurt weer iets doen."
 *
 * "Verplaatsen. Je verplaatst een ridder ... naar een andere vrije
 * driesprong. Beide driesprongen moeten via jouw eigen straten met elkaar
 * verbonden zijn. Een ridder kan niet over een andere ridder heen
 * springen." Nor past another's building, which ends his roads there
 * (board.md §2.7, "You may not pass opposing pieces").
 *
 * "Verdrijven. Je verplaatst je ridder naar een driesprong waar een ridder
 * van een tegenspeler staat. Dat kan alleen als die ridder zwakker is dan
 * de jouwe, ongeacht of hij actief of passief is. ... De eigenaar van de
 * verdreven ridder zet hem op een vrije driesprong langs zijn eigen
 * straten. Is er geen vrije driesprong, dan gaat de ridder terug naar zijn
 * voorraad. Een verdreven ridder houdt zijn status."
 *
 * "De struikrover verdrijven. Staat een actieve ridder van jou op een van
 * de hoeken van het landschap met de struikrover, dan kan hij de
 * struikrover wegjagen. Je verplaatst de struikrover dan naar een ander
 * landschap en steelt een kaart ... net als in het basisspel. ... Deze
 * actie kan pas als de barbaren minstens één keer zijn aangevallen."
 */

static bool can_act(const struct board_state *s, int node)
{
	return acting_time(s) && s->rolled && own_knight(s, node) &&
	       (s->ck.knight[node] & KNIGHT_ACTIVE) && !(s->ck.knight[node] & KNIGHT_FRESH);
}

/* The intersections the knight on from could end on along his owner's
 * roads: every one one road beyond an intersection it can pass (its
 * start, or one with no knight and no other player's building). */
static uint64_t knight_reach(const struct board_state *s, int from)
{
	const struct board_map *m = &s->t->map;
	int me = s->ck.knight_owner[from];
	uint64_t passed = (uint64_t)1 << from, ends = 0, todo = passed;
	while (todo) {
		int n = board_low_bit(todo);
		todo &= todo - 1;
		for (int i = 0; i < m->node_edge_count[n]; i++) {
			if (s->edge_owner[m->node_edge[n][i]] != me)
				continue;
			int next = m->node_next[n][i];
			uint64_t bit = (uint64_t)1 << next;
			ends |= bit;
			bool open = !((s->ck.knight_nodes >> next) & 1) &&
			            (s->node_owner[next] < 0 || s->node_owner[next] == me);
			if (open && !(passed & bit)) {
				passed |= bit;
				todo |= bit;
			}
		}
	}
	return ends & ~((uint64_t)1 << from);
}

bool board_can_move_knight(const struct board_state *s, int from, int to)
{
	return can_act(s, from) && to >= 0 && to < s->t->map.node_count &&
	       !((s->built_nodes | s->ck.knight_nodes) >> to & 1) && (knight_reach(s, from) >> to & 1);
}

bool board_can_displace(const struct board_state *s, int from, int to)
{
	return can_act(s, from) && to >= 0 && to < s->t->map.node_count &&
	       s->ck.knight_owner[to] >= 0 && s->ck.knight_owner[to] != s->active &&
	       (s->ck.knight[to] & KNIGHT_STRENGTH) < (s->ck.knight[from] & KNIGHT_STRENGTH) &&
	       (knight_reach(s, from) >> to & 1);
}

/* KNIGHT_ERRANT, board.md §2.7: "Optional Knight-Errant variant: one
 * active knight may chase the robber before the roll." One a turn: the
 * chase before the roll is marked until the turn ends. */
static bool errant(const struct board_state *s, int node)
{
	return s->ck.on && s->opt.ck.knight_errant && s->phase == PH_ROLL && !s->ck.errant &&
	       own_knight(s, node) && (s->ck.knight[node] & KNIGHT_ACTIVE) &&
	       !(s->ck.knight[node] & KNIGHT_FRESH);
}

bool board_can_chase(const struct board_state *s, int node)
{
	return (can_act(s, node) || errant(s, node)) && board_robber_awake(s) &&
	       (s->t->map.hex_nodes[s->robber] >> node & 1);
}

/* A knight taken off node (displaced, or moved away). */
uint8_t board_lift_knight(struct board_state *s, int node)
{
	uint8_t knight = s->ck.knight[node];
	int owner = s->ck.knight_owner[node];
	s->ck.knight_owner[node] = -1;
	s->ck.knight[node] = 0;
	s->ck.knight_nodes &= ~((uint64_t)1 << node);
	s->player[owner].ck.knights[(knight & KNIGHT_STRENGTH) - 1]++;
	/* the roads it broke may join again */
	s->roads_stale |= (uint8_t)((1u << s->colours) - 1);
	return knight;
}

static void move_knight(struct board_state *s, int from, int to)
{
	int owner = s->ck.knight_owner[from];
	uint8_t knight = board_lift_knight(s, from);
	board_place_knight(s, owner, to, (uint8_t)(knight & ~KNIGHT_ACTIVE));
}

/* The free intersections at a player's roads, where his displaced knight
 * may go. */
uint64_t board_knight_refuges(const struct board_state *s, int player)
{
	const struct board_map *m = &s->t->map;
	uint64_t at = 0;
	for (int w = 0; w < 2; w++)
		for (uint64_t e = s->own_edges[player][w]; e; e &= e - 1) {
			int edge = w * 64 + board_low_bit(e);
			at |= (uint64_t)1 << m->edge_node[edge][0] | (uint64_t)1 << m->edge_node[edge][1];
		}
	return at & ~(s->built_nodes | s->ck.knight_nodes);
}

void board_move_knight(struct board_state *s, int from, int to)
{
	move_knight(s, from, to);
	board_reindex(s);
}

void board_displace(struct board_state *s, int from, int to)
{
	int victim = s->ck.knight_owner[to];
	s->ck.displaced = board_lift_knight(s, to);
	s->ck.displaced_owner = (int8_t)victim;
	move_knight(s, from, to);
	if (board_knight_refuges(s, victim) == 0) {
		s->ck.displaced = 0;       /* back to his supply, where board_lift_knight put it */
		s->ck.displaced_owner = -1;
	} else {
		s->phase = PH_DISPLACED;
	}
	board_reindex(s);
}

bool board_can_relocate(const struct board_state *s, int node)
{
	return s->phase == PH_DISPLACED && node >= 0 && node < s->t->map.node_count &&
	       (board_knight_refuges(s, s->ck.displaced_owner) >> node & 1);
}

void board_relocate(struct board_state *s, int node)
{
	board_place_knight(s, s->ck.displaced_owner, node, (uint8_t)(s->ck.displaced & ~KNIGHT_TURN_MARKS));
	s->ck.displaced = 0;
	s->ck.displaced_owner = -1;
	s->phase = PH_ACTION;
	board_reindex(s);
}

void board_chase(struct board_state *s, int node)
{
	s->ck.knight[node] &= (uint8_t)~KNIGHT_ACTIVE;
	s->ck.errant = s->phase == PH_ROLL;
	s->resume = s->phase;   /* the roll still to come, or the turn's actions */
	s->phase = PH_ROBBER;
}

/* KNIGHT_ERRANT: the chases open before the roll. */
size_t board_errant_actions(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1)
		if (board_can_chase(s, board_low_bit(b)))
			put(out, max, &n, A_CHASE, board_low_bit(b));
	return n;
}

size_t board_knight_actions(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int from = board_low_bit(b);
		if (!can_act(s, from))
			continue;
		for (uint64_t r = knight_reach(s, from); r; r &= r - 1) {
			int to = board_low_bit(r);
			int kind = board_can_move_knight(s, from, to) ? A_MOVE_KNIGHT
			           : board_can_displace(s, from, to) ? A_DISPLACE : -1;
			if (kind >= 0 && n < max)
				out[n++] = (struct action){ (uint16_t)kind,
					{ (int16_t)from, (int16_t)to, 0, 0, 0 } };
		}
		if (board_can_chase(s, from) && n < max)
			out[n++] = (struct action){ A_CHASE, { (int16_t)from, 0, 0, 0, 0 } };
	}
	return n;
}
