/*
 * politics: what the island does for the politics progress cards of
 * Cities & Knights (cards/board-cities.sql), the changes their effects
 * make through the host's words (host.c) and the interlude one of them
 * leaves to a player's decision.
 *
 * The cards' texts (000, "Politiek (blauw)") are quoted where each change
 * serves them; what a card does with these changes, and in what order, is
 * its effect.
 */
#include "games/board/internal.h"
#include "games/board/words.h"

/* ---- the Bishop ----
 *
 * "Je verplaatst de struikrover. Daarna pak je van elke speler met een
 * dorp of stad aan het nieuwe landschap een willekeurige handkaart. Zolang
 * de barbaren nog niet zijn aangevallen, kun je de struikrover niet
 * verplaatsen en dus ook deze kaart niet gebruiken."
 */

bool board_can_bishop(const struct board_state *s, int hex)
{
	return board_robber_awake(s) && board_can_rob(s, hex);
}

void board_bishop(struct board_state *s, int thief, int hex)
{
	s->robber = (uint8_t)hex;
	unsigned victims = board_victims(s, hex, thief);
	for (int i = 1; i < s->player_count; i++) {
		int p = (thief + i) % s->player_count;
		if (victims >> p & 1)
			board_steal(s, thief, p);
	}
}

/* ---- the Warlord ----
 *
 * "Je activeert al je eigen ridders op het speelveld zonder graan te
 * betalen." Activated so as with grain: it acts from his next turn on
 * (KNIGHT_ACT_WHEN_ACTIVATED=0, "Een ridder die je in deze beurt activeert,
 * kan pas in je volgende beurt een actie uitvoeren").
 */

/* Returns how many knights it activated. */
int board_activate_knights(struct board_state *s)
{
	int count = 0;
	if (!s->ck.on)
		return 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] != s->active || (s->ck.knight[n] & KNIGHT_ACTIVE))
			continue;
		s->ck.knight[n] |= KNIGHT_ACTIVE;
		if (!s->opt.ck.act_when_activated)
			s->ck.knight[n] |= KNIGHT_FRESH;
		count++;
	}
	return count;
}

/* ---- the Intrigue ----
 *
 * "Je verdrijft een ridder van een tegenspeler zonder daar een eigen
 * ridder voor nodig te hebben. De ridder moet wel op een driesprong staan
 * die met minstens één van jouw straten (of scheepsroutes) verbonden is. De
 * eigenaar verplaatst de verdreven ridder volgens de gewone regels of zet
 * hem terug in zijn voorraad." The ordinary rules of "Verdrijven": "De
 * eigenaar van de verdreven ridder zet hem op een vrije driesprong langs
 * zijn eigen straten. Is er geen vrije driesprong, dan gaat de ridder terug
 * naar zijn voorraad. Een verdreven ridder houdt zijn status."
 */

/* The other players' knights at the ends of player's roads. */
uint64_t board_foreign_knights(const struct board_state *s, int player)
{
	const struct board_map *m = &s->t->map;
	uint64_t ends = 0, foreign = 0;
	for (int w = 0; w < 2; w++)
		for (uint64_t e = s->own_edges[player][w]; e; e &= e - 1) {
			int edge = w * 64 + board_low_bit(e);
			ends |= (uint64_t)1 << m->edge_node[edge][0] | (uint64_t)1 << m->edge_node[edge][1];
		}
	for (uint64_t b = ends & s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] != player)
			foreign |= (uint64_t)1 << n;
	}
	return foreign;
}

void board_drive_off(struct board_state *s, int node)
{
	int owner = s->ck.knight_owner[node];
	uint8_t knight = board_lift_knight(s, node);
	board_reindex(s);
	if (board_knight_refuges(s, owner) == 0)
		return;   /* back to his supply, where it was lifted to */
	s->ck.displaced = knight;
	s->ck.displaced_owner = (int8_t)owner;
	s->phase = PH_DISPLACED;   /* board_relocate goes on with the turn's actions */
}

/* ---- the Deserter ----
 *
 * "Je kiest een tegenspeler. Hij haalt een van zijn ridders naar keuze van
 * het speelveld. Jij mag daarna een eigen ridder van dezelfde sterkte
 * neerzetten volgens de gewone bouwregels. Heb je geen ridder van die
 * sterkte meer in je voorraad of mag je hem niet plaatsen, dan zet je een
 * zwakkere ridder neer. ... Je nieuwe ridder krijgt dezelfde status als de
 * verwijderde ridder, dus actief of passief."
 *
 * The card's effect takes the knight off (board_defect); the player whose
 * card it is then places his own as an action of an interlude
 * (PH_DESERTER), or none ("mag"): on a free intersection at one of his
 * roads, as a knight is recruited ("Je zet hem ... op een vrije driesprong
 * die verbonden is met een van je eigen straten").
 */

/* The strongest knight of strength at most strength player may place: one
 * in his supply, a mighty one only with the Fortress ("Machtige ridders
 * maak je alleen als je de Vesting hebt gebouwd"); 0 for none. */
static int deserter_strength(const struct board_state *s, int player, int strength)
{
	const struct board_ck_player *c = &s->player[player].ck;
	for (int k = strength; k >= 1; k--)
		if (c->knights[k - 1] > 0 &&
		    (k < BOARD_KNIGHT_STRENGTHS || c->level[TRACK_POLITICS] >= BOARD_ABILITY_LEVEL))
			return k;
	return 0;
}

void board_defect(struct board_state *s, int player, int node)
{
	uint8_t knight = board_lift_knight(s, node);
	board_reindex(s);
	int strength = deserter_strength(s, player, knight & KNIGHT_STRENGTH);
	if (strength == 0 || board_knight_refuges(s, player) == 0)
		return;
	s->ck.deserter = (uint8_t)(strength | (knight & KNIGHT_ACTIVE));
	s->phase = PH_DESERTER;
}

bool board_can_enlist(const struct board_state *s, int node)
{
	return s->phase == PH_DESERTER &&
	       (node == -1 || (node >= 0 && node < s->t->map.node_count &&
	                       (board_knight_refuges(s, s->active) >> node & 1)));
}

/* His new knight is one placed this turn: he may not promote it in it
 * ("Je mag ook geen ridder bevorderen in de beurt waarin je hem gebouwd
 * hebt"). */
void board_enlist(struct board_state *s, int node)
{
	if (node >= 0)
		board_place_knight(s, s->active, node, (uint8_t)(s->ck.deserter | KNIGHT_NEW));
	s->ck.deserter = 0;
	s->phase = PH_ACTION;   /* the turn's actions, where the card was played */
	board_reindex(s);
}

size_t board_enlist_options(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	for (uint64_t b = board_knight_refuges(s, s->active); b && n < max; b &= b - 1)
		out[n++] = (struct action){ A_ENLIST, { (int16_t)board_low_bit(b), 0, 0, 0, 0 } };
	if (n < max)
		out[n++] = (struct action){ A_ENLIST, { -1, 0, 0, 0, 0 } };
	return n;
}

/* ---- the Diplomat ----
 *
 * "Je haalt een open straat van het speelveld. Een straat is open als er
 * aan het losse uiteinde geen andere straat, ridder, dorp of stad van
 * dezelfde speler staat. Haal je een straat van jezelf weg, dan mag je die
 * meteen gratis ergens anders neerleggen."
 */

/* Whether the end node of a road of player's is loose: nothing of his
 * there but that road. */
static bool loose_end(const struct board_state *s, int player, int edge, int node)
{
	const struct board_map *m = &s->t->map;
	if (s->node_owner[node] == player || s->ck.knight_owner[node] == player)
		return false;
	for (int i = 0; i < m->node_edge_count[node]; i++) {
		int e = m->node_edge[node][i];
		if (e != edge && s->edge_owner[e] == player)
			return false;
	}
	return true;
}

bool board_open_road(const struct board_state *s, int edge)
{
	const struct board_map *m = &s->t->map;
	if (edge < 0 || edge >= m->edge_count || s->edge_owner[edge] < 0)
		return false;
	int owner = s->edge_owner[edge];
	return loose_end(s, owner, edge, m->edge_node[edge][0]) ||
	       loose_end(s, owner, edge, m->edge_node[edge][1]);
}

/* The road off the island into its owner's supply. His own, taken by his
 * Diplomat, may go "ergens anders" (board_can_replace_road). */
void board_remove_road(struct board_state *s, int edge)
{
	int owner = s->edge_owner[edge];
	s->edge_owner[edge] = -1;
	s->built_edges[edge >> 6] &= ~((uint64_t)1 << (edge & 63));
	s->own_edges[owner][edge >> 6] &= ~((uint64_t)1 << (edge & 63));
	s->player[owner].roads++;
	s->roads_stale |= (uint8_t)(1u << owner);
	s->ck.removed_road = (uint8_t)(edge + 1);
	board_reindex(s);
}

/* Where player may put the road his Diplomat took: a road site of his
 * but the path it came from, free. */
bool board_can_replace_road(const struct board_state *s, int player, int edge)
{
	return s->ck.on && player >= 0 && player < s->player_count && s->ck.removed_road &&
	       edge != s->ck.removed_road - 1 && board_can_road(s, player, edge);
}

void board_replace_road(struct board_state *s, int player, int edge)
{
	board_place_road(s, player, edge);
	s->ck.removed_road = 0;
	board_reindex(s);
}

/* ---- the host's words for these cards (words.h, host.c) ---- */

static bool valid_node(const struct board_state *s, int node)
{
	return node >= 0 && node < s->t->map.node_count;
}

static uint64_t passive_knights(const struct board_state *s, int player)
{
	uint64_t bits = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] == player && !(s->ck.knight[n] & KNIGHT_ACTIVE))
			bits |= (uint64_t)1 << n;
	}
	return bits;
}

/* Whether player may put piece on the place at of handle kind kind. */
bool board_politics_fits(const struct board_state *s, int piece, int player, int kind, int at)
{
	if (!s->ck.on)
		return false;
	switch (piece) {
	case BOARD_PIECE_BISHOP:
		return kind == BOARD_HANDLE_HEX && board_can_bishop(s, at);
	case BOARD_PIECE_DESERTER:
		return kind == BOARD_HANDLE_KNIGHT && valid_node(s, at) && s->ck.knight_owner[at] == player &&
		       player != s->active;
	case BOARD_PIECE_ROAD:
		return kind == BOARD_HANDLE_EDGE && board_can_replace_road(s, player, at);
	default:
		return false;
	}
}

void board_politics_place(struct board_state *s, int piece, int player, int at)
{
	switch (piece) {
	case BOARD_PIECE_BISHOP:
		board_bishop(s, player, at);
		break;
	case BOARD_PIECE_DESERTER:
		board_defect(s, s->active, at);
		break;
	default:
		board_replace_road(s, player, at);
		break;
	}
}

static int list_bits(uint64_t bits, int kind, int32_t *out, int max)
{
	int n = 0;
	for (; bits && n < max; bits &= bits - 1)
		out[n++] = BOARD_HANDLE(kind, board_low_bit(bits));
	return n;
}

/* The sites of one of these pieces (-1: another piece). */
int board_politics_sites(const struct board_state *s, int piece, int player, int32_t *out, int max)
{
	const struct board_map *m = &s->t->map;
	int n = 0, kind, count;
	switch (piece) {
	case BOARD_PIECE_BISHOP:
		kind = BOARD_HANDLE_HEX;
		count = m->hex_count;
		break;
	case BOARD_PIECE_DESERTER:
		kind = BOARD_HANDLE_KNIGHT;
		count = m->node_count;
		break;
	case BOARD_PIECE_ROAD:
		kind = BOARD_HANDLE_EDGE;
		count = m->edge_count;
		break;
	default:
		return -1;
	}
	for (int at = 0; at < count && n < max; at++)
		if (board_politics_fits(s, piece, player, kind, at))
			out[n++] = BOARD_HANDLE(kind, at);
	return n;
}

/* The cards of one of these zones (-1: another zone). */
int board_politics_zone(const struct board_state *s, int word, int player, int32_t *out, int max)
{
	bool valid = player >= 0 && player < s->player_count && s->ck.on;
	int n = 0;
	switch (word) {
	case BOARD_ZONE_OPEN_ROADS:
		for (int e = 0; e < s->t->map.edge_count && n < max; e++)
			if (board_open_road(s, e))
				out[n++] = BOARD_HANDLE(BOARD_HANDLE_EDGE, e);
		return n;
	case BOARD_ZONE_FOREIGN_KNIGHTS:
		return valid ? list_bits(board_foreign_knights(s, player), BOARD_HANDLE_KNIGHT, out, max) : 0;
	case BOARD_ZONE_PASSIVE_KNIGHTS:
		return valid ? list_bits(passive_knights(s, player), BOARD_HANDLE_KNIGHT, out, max) : 0;
	case BOARD_ZONE_SUPPLY: case BOARD_ZONE_DISPLACED: case BOARD_ZONE_DESERTED:
		return 0;   /* nothing lies there to see */
	case BOARD_ZONE_NEUTRAL_KNIGHTS:
		return s->ck.on ? list_bits(board_neutral_knights(s), BOARD_HANDLE_KNIGHT, out, max) : 0;
	default:
		return -1;
	}
}

/* (move C supply) of a road or a knight, (move C displaced) of a knight,
 * (move C deserted) of another's knight (a neutral colour's too: the card's
 * effect says whose, cards/board-cities.sql); returns 1 when done. */
int board_politics_move(struct board_state *s, int kind, int at, int zone)
{
	if (!s->ck.on)
		return 0;
	if (kind == BOARD_HANDLE_EDGE && zone == BOARD_ZONE_SUPPLY && at < s->t->map.edge_count &&
	    s->edge_owner[at] >= 0) {
		board_remove_road(s, at);
		return 1;
	}
	if (kind != BOARD_HANDLE_KNIGHT || !valid_node(s, at) || s->ck.knight_owner[at] < 0)
		return 0;
	if (zone == BOARD_ZONE_SUPPLY) {
		board_lift_knight(s, at);
		board_reindex(s);
	} else if (zone == BOARD_ZONE_DESERTED) {
		if (s->ck.knight_owner[at] == s->active)
			return 0;
		board_defect(s, s->active, at);
	} else {
		board_drive_off(s, at);
	}
	return 1;
}
