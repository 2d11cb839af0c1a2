/*
 * host: what the board game does for the effect interpreter, for the
 * development cards' and the progress cards' handlers.
 *
 * Handles: players are seats (0-based); resources are carddb.resources
 * indexes, as the compiler's resolver gave them, the commodities too; the
 * island's places and pieces and the progress cards in hands are the
 * handles of words.h (a hex's is its index, so the robber's site is a
 * hex). The supply of the language is the bank: (room p r) is how many
 * cards of r the bank still holds, which is what limits Year of Plenty
 * ("The bank's stock limits the choice", board.md §1.7), and for a
 * commodity that never runs out (COMMODITY_SHORTAGE=unlimited) what the
 * box may still add: board_bank_can_pay says both. (build-free p
 * road) grants a road that the player then places himself, as an action:
 * the grant fits only while he has a road in his supply beyond those
 * already granted and a place to put one (with ROAD_BUILDING_PARTIAL=0,
 * only while two fit). (place robber p hex) moves the robber and starts the
 * steal, as a 7 does.
 *
 * Each word's answer or change is a case of its own below, in the order
 * of words.h, so that words added apart merge apart.
 */
#include "games/board/internal.h"
#include "games/board/words.h"
#include "games/seats.h"

static bool valid_player(const struct board_state *s, int32_t p)
{
	return p >= 0 && p < s->player_count;
}

/* A resource's place in the hand: the five resources, and the three
 * commodities after them (they exist only while Cities & Knights is
 * played, and no card of the base game names them). */
static int position_of(const struct board_state *s, int32_t res)
{
	if (res < 0 || (size_t)res >= s->db->resource_count ||
	    s->db->resources[res].game != GAME_BOARD)
		return -1;
	int pos = s->db->resources[res].position;
	return pos < BOARD_CARD_KINDS ? pos : -1;
}

static int seat_position(const void *game, int32_t res)
{
	return position_of(game, res);
}

/* ---- handles ---- */

static bool valid_node(const struct board_state *s, int node)
{
	return node >= 0 && node < s->t->map.node_count;
}

/* The hex, node or edge a handle names (its kind in *kind), or -1. */
static int place_of(const struct board_state *s, int32_t handle, int *kind)
{
	*kind = board_handle_kind(handle);
	int i = board_handle_index(handle);
	switch (*kind) {
	case BOARD_HANDLE_HEX:
		return i < s->t->map.hex_count ? i : -1;
	case BOARD_HANDLE_NODE: case BOARD_HANDLE_KNIGHT:
		return valid_node(s, i) ? i : -1;
	case BOARD_HANDLE_EDGE:
		return i < s->t->map.edge_count ? i : -1;
	default:
		return -1;
	}
}

/* A progress handle's holder and row, when he holds a card of that row. */
static bool progress_of(const struct board_state *s, int32_t handle, int *player, int *row)
{
	if (board_handle_kind(handle) != BOARD_HANDLE_PROGRESS)
		return false;
	int i = board_handle_index(handle) / BOARD_PROGRESS_COPIES;
	*player = i / 32;
	*row = i % 32;
	return valid_player(s, *player) && *row < s->t->progress_count &&
	       s->player[*player].ck.progress[*row] > 0;
}

/* His nodes that count as settlements (a pillaged city too) and as cities. */
static uint64_t settlement_nodes(const struct board_state *s, int p)
{
	return s->own_nodes[p] & (~s->cities | s->ck.pillaged);
}

static uint64_t city_nodes(const struct board_state *s, int p)
{
	return s->own_nodes[p] & s->cities & ~s->ck.pillaged;
}

/* The owner of what a handle names, or EFFECT_NONE. */
static int32_t owner_of(const struct board_state *s, int32_t handle)
{
	int kind, at = place_of(s, handle, &kind), p, row;
	if (kind == BOARD_HANDLE_PROGRESS)
		return progress_of(s, handle, &p, &row) ? p : EFFECT_NONE;
	if (at < 0)
		return EFFECT_NONE;
	switch (kind) {
	case BOARD_HANDLE_NODE:
		return s->node_owner[at] >= 0 ? s->node_owner[at] : EFFECT_NONE;
	case BOARD_HANDLE_KNIGHT:
		return s->ck.knight_owner[at] >= 0 ? s->ck.knight_owner[at] : EFFECT_NONE;
	case BOARD_HANDLE_EDGE:
		return s->edge_owner[at] >= 0 ? s->edge_owner[at] : EFFECT_NONE;
	default:
		return EFFECT_NONE;
	}
}

static int32_t card_attr(const struct board_state *s, int32_t handle, int32_t attr)
{
	int kind, at = place_of(s, handle, &kind), p, row;
	switch (attr) {
	case EFFECT_ATTR_OWNER:
		return owner_of(s, handle);
	case EFFECT_ATTR_PRODUCES:
		return kind == BOARD_HANDLE_HEX && at >= 0 && s->hex_resource[at] >= 0
		       ? s->t->res_db[s->hex_resource[at]] : EFFECT_NONE;
	case EFFECT_ATTR_CARD:
		return progress_of(s, handle, &p, &row) ? s->t->progress_card[row] : EFFECT_NONE;
	case EFFECT_ATTR_TYPE:
		if (progress_of(s, handle, &p, &row))
			return s->db->cards[s->t->progress_card[row]].type;
		if (kind == BOARD_HANDLE_EDGE && at >= 0 && s->edge_owner[at] >= 0)
			return s->t->road_type;
		if (kind == BOARD_HANDLE_NODE && at >= 0 && s->node_owner[at] >= 0)
			return (s->cities >> at & 1) && !(s->ck.pillaged >> at & 1) ? s->t->city_type
			       : s->t->settlement_type;
		return EFFECT_NONE;
	default:
		return EFFECT_NONE;
	}
}

/* ---- (card-points C KIND) ---- */
static int32_t card_points(const struct board_state *s, int32_t handle, int32_t kind_word)
{
	int kind, at = place_of(s, handle, &kind), p, row;
	switch (kind_word) {
	case BOARD_POINTS_VP:
		return progress_of(s, handle, &p, &row) ? s->t->progress_vp[row] : 0;
	case BOARD_POINTS_STRENGTH:
		return kind == BOARD_HANDLE_KNIGHT && at >= 0 && s->ck.knight_owner[at] >= 0
		       ? s->ck.knight[at] & KNIGHT_STRENGTH : 0;
	case BOARD_POINTS_TOKEN:
		return kind == BOARD_HANDLE_HEX && at >= 0 ? s->hex_token[at] : 0;
	default:
		return 0;
	}
}

/* ---- (points P KIND) ---- */
static int32_t points(const struct board_state *s, int32_t p, int32_t kind_word)
{
	if (!valid_player(s, p))
		return 0;
	switch (kind_word) {
	case BOARD_POINTS_VP:
		return s->player[p].vp;
	case BOARD_POINTS_TRADE:
		return s->player[p].ck.level[TRACK_TRADE];
	case BOARD_POINTS_POLITICS:
		return s->player[p].ck.level[TRACK_POLITICS];
	case BOARD_POINTS_SCIENCE:
		return s->player[p].ck.level[TRACK_SCIENCE];
	default:
		return 0;
	}
}

/* ---- (REL CARD): touches ---- */

/* The nodes a hex, a node or an edge touches, as bits; hexes touched by
 * a node or an edge as bits of *hexes. */
static uint64_t touched_nodes(const struct board_state *s, int kind, int at)
{
	const struct board_map *m = &s->t->map;
	switch (kind) {
	case BOARD_HANDLE_HEX:
		return m->hex_nodes[at];
	case BOARD_HANDLE_EDGE:
		return (uint64_t)1 << m->edge_node[at][0] | (uint64_t)1 << m->edge_node[at][1];
	default:
		return 0;
	}
}

static bool hex_has_edge(const struct board_map *m, int hex, int edge)
{
	for (int k = 0; k < 6; k++)
		if (m->hex_edge[hex][k] == edge)
			return true;
	return false;
}

static bool touches(const struct board_state *s, int32_t a, int32_t b)
{
	int ka, kb, pa = place_of(s, a, &ka), pb = place_of(s, b, &kb);
	if (pa < 0 || pb < 0)
		return false;
	if (ka == BOARD_HANDLE_KNIGHT)
		ka = BOARD_HANDLE_NODE;
	if (kb == BOARD_HANDLE_KNIGHT)
		kb = BOARD_HANDLE_NODE;
	if (ka == BOARD_HANDLE_NODE && kb != BOARD_HANDLE_NODE)
		return touched_nodes(s, kb, pb) >> pa & 1;
	if (kb == BOARD_HANDLE_NODE && ka != BOARD_HANDLE_NODE)
		return touched_nodes(s, ka, pa) >> pb & 1;
	if (ka == BOARD_HANDLE_HEX && kb == BOARD_HANDLE_EDGE)
		return hex_has_edge(&s->t->map, pa, pb);
	if (kb == BOARD_HANDLE_HEX && ka == BOARD_HANDLE_EDGE)
		return hex_has_edge(&s->t->map, pb, pa);
	return false;
}

static int32_t relation(const struct board_state *s, int32_t a, int32_t b, int32_t word)
{
	switch (word) {
	case BOARD_REL_TOUCHES:
		return touches(s, a, b);
	default:
		return 0;
	}
}

/* (memory): what the last play of card remembered this turn. */
static int32_t memory(const struct board_state *s, int32_t card)
{
	for (int k = s->ck.turn_plays - 1; k >= 0; k--)
		if (s->ck.turn_play[k].card == card)
			return s->ck.turn_play[k].memory;
	return EFFECT_NONE;
}

static int32_t query(void *game, enum effect_query q, const int32_t *args)
{
	const struct board_state *s = game;
	const struct game_seats seats = {
		s, s->player_count, s->active, s->player[0].hand, &s->player[0].hand_count,
		sizeof s->player[0], seat_position,
	};
	int32_t answer;
	if (game_seats_query(&seats, q, args, &answer))
		return answer;
	int r;
	switch (q) {
	case EFFECT_Q_ROOM:
		r = position_of(s, args[1]);
		return r < 0 ? 0 : board_bank_can_pay(s, r);
	case EFFECT_Q_POINTS:
		return points(s, args[0], args[1]);
	case EFFECT_Q_CARD_POINTS:
		return card_points(s, args[0], args[1]);
	case EFFECT_Q_HOLDER:
		return args[0] == BOARD_ADV_LONGEST_ROAD ? s->longest_holder
		       : args[0] == BOARD_ADV_LARGEST_ARMY ? s->army_holder
		       : args[0] == BOARD_ADV_MERCHANT && s->ck.on && s->ck.merchant_owner >= 0
		       ? s->ck.merchant_owner : EFFECT_NONE;
	case EFFECT_Q_CARD:
		return card_attr(s, args[0], args[1]);
	case EFFECT_Q_RELATION:
		return relation(s, args[0], args[1], args[2]);
	case EFFECT_Q_PHASE:
		return args[0] == BOARD_PHASE_BEFORE_ROLL ? !s->rolled
		       : args[0] == BOARD_PHASE_ACTION ? s->rolled : 0;
	case EFFECT_Q_OPTION:
		return game_option_query(&s->opt.all, args[0]);
	case EFFECT_Q_MEMORY:
		return memory(s, args[0]);
	default:
		return 0;
	}
}

/* ---- changes ---- */

/* A free road fits: one more in his supply than already granted, and a
 * place for it. */
static int32_t grant_road(struct board_state *s, int player)
{
	int roads = s->player[player].roads;
	int least = s->opt.road_building_partial || s->free_roads > 0 ? 1 : 2;
	if (roads - s->free_roads < least || !board_any_road_site(s, player))
		return 0;
	s->free_roads++;
	return 1;
}

/* Where player may put piece now (a site handle), as EFFECT_L_SITES
 * lists and (place ...) checks. */
static bool site_fits(const struct board_state *s, int32_t piece, int32_t player, int32_t site)
{
	int kind, at = place_of(s, site, &kind);
	if (at < 0)
		return false;
	switch (piece) {
	case BOARD_PIECE_ROBBER:
		return kind == BOARD_HANDLE_HEX && board_can_rob(s, at);
	case BOARD_PIECE_WALL:
		return s->ck.on && kind == BOARD_HANDLE_NODE && valid_player(s, player) &&
		       board_wall_site(s, player, at);
	case BOARD_PIECE_CITY:
		return s->ck.on && kind == BOARD_HANDLE_NODE && valid_player(s, player) &&
		       (settlement_nodes(s, player) >> at & 1) && board_can_city(s, player, at);
	case BOARD_PIECE_MERCHANT:
		/* 000, "Handelaar": "Je zet de handelaar naast een landschap dat
		 * grenst aan een van je dorpen of steden." */
		return s->ck.on && kind == BOARD_HANDLE_HEX && valid_player(s, player) &&
		       (s->t->map.hex_nodes[at] & s->own_nodes[player]) != 0;
	/* politics (politics.c) */
	case BOARD_PIECE_BISHOP: case BOARD_PIECE_DESERTER: case BOARD_PIECE_ROAD:
		return valid_player(s, player) && board_politics_fits(s, piece, player, kind, at);
	default:
		return false;
	}
}

static int32_t place(struct board_state *s, int32_t piece, int32_t player, int32_t site)
{
	if (!site_fits(s, piece, player, site))
		return 0;
	int at = board_handle_index(site);
	switch (piece) {
	case BOARD_PIECE_ROBBER:
		s->robber = (uint8_t)at;
		board_robber_moved(s);
		return 1;
	case BOARD_PIECE_WALL:
		board_place_wall(s, player, at);
		return 1;
	case BOARD_PIECE_CITY:
		board_place_city(s, player, at);
		board_reindex(s);
		return 1;
	case BOARD_PIECE_MERCHANT:
		/* "De speler die de handelaar heeft, krijgt daar één
		 * overwinningspunt voor. Speelt een andere speler een kaart
		 * Handelaar, dan neemt hij de handelaar en het punt over."
		 * His points and his rates follow (index.c). */
		s->ck.merchant_hex = (int8_t)at;
		s->ck.merchant_owner = (int8_t)player;
		board_reindex_cards(s);
		return 1;
	/* politics (politics.c) */
	case BOARD_PIECE_BISHOP: case BOARD_PIECE_DESERTER: case BOARD_PIECE_ROAD:
		board_politics_place(s, piece, player, at);
		return 1;
	default:
		return 0;
	}
}

/* (swap C C) of two hexes: their number tokens change places (the
 * Inventor); the rules of which tokens may are the card's. */
static int32_t swap(struct board_state *s, int32_t a, int32_t b)
{
	int ka, kb, ha = place_of(s, a, &ka), hb = place_of(s, b, &kb);
	if (ha < 0 || hb < 0 || ka != BOARD_HANDLE_HEX || kb != BOARD_HANDLE_HEX || ha == hb ||
	    !s->hex_token[ha] || !s->hex_token[hb])
		return 0;
	uint8_t token = s->hex_token[ha];
	s->hex_token[ha] = s->hex_token[hb];
	s->hex_token[hb] = token;
	return 1;
}

/* (promote C) of a knight: one rank up, free, as far as its owner may. */
static int32_t promote(struct board_state *s, int32_t handle)
{
	int kind, at = place_of(s, handle, &kind);
	if (kind != BOARD_HANDLE_KNIGHT || at < 0 || s->ck.knight_owner[at] < 0 ||
	    !board_may_promote(s, s->ck.knight_owner[at], at))
		return 0;
	board_raise_knight(s, at);
	return 1;
}

/* (set-die DIE N): the die shows N in the next roll (the Alchemist). */
static int32_t set_die(struct board_state *s, int32_t die, int32_t n)
{
	if (!s->ck.on || n < 1 || n > 6)
		return 0;
	switch (die) {
	case BOARD_DIE_WHITE:
		s->ck.fixed_white = (uint8_t)n;
		return 1;
	case BOARD_DIE_RED:
		s->ck.fixed_red = (uint8_t)n;
		return 1;
	default:
		return 0;
	}
}

/* (grant P RIGHT): for the rest of the active player's turn. */
static int32_t grant(struct board_state *s, int32_t player, int32_t right)
{
	if (player != s->active || !s->ck.on)
		return 0;
	switch (right) {
	case BOARD_GRANT_CRANE:
		s->ck.cranes++;
		return 1;
	default:
		return 0;
	}
}

/* (remember V) of a card played this turn with turn modifiers: kept with
 * the last play of that card (turn-rates.c), so its rates change now. */
static int32_t remember(struct board_state *s, int32_t card, int32_t value)
{
	for (int k = s->ck.turn_plays - 1; k >= 0; k--)
		if (s->ck.turn_play[k].card == card) {
			if (value < INT16_MIN || value > INT16_MAX)
				return 0;
			s->ck.turn_play[k].memory = (int16_t)value;
			board_reindex_cards(s);
			return 1;
		}
	return 0;
}

/* (move C ZONE) of a progress card into another player's progress hand
 * (a card taken, the Spy's). */
static int32_t move(struct board_state *s, int32_t card, int32_t zone)
{
	int from, row, to = EFFECT_ZONE_WHO(zone);
	/* politics (politics.c): a road or a knight to its owner's supply, a
	 * knight driven off, a knight taken by the Deserter */
	if (EFFECT_ZONE_KIND(zone) == BOARD_ZONE_SUPPLY || EFFECT_ZONE_KIND(zone) == BOARD_ZONE_DISPLACED ||
	    EFFECT_ZONE_KIND(zone) == BOARD_ZONE_DESERTED) {
		int kind, at = place_of(s, card, &kind);
		return at >= 0 && board_politics_move(s, kind, at, EFFECT_ZONE_KIND(zone));
	}
	if (EFFECT_ZONE_KIND(zone) != BOARD_ZONE_PROGRESS || !progress_of(s, card, &from, &row) ||
	    !valid_player(s, to) || to == from)
		return 0;
	struct board_ck_player *a = &s->player[from].ck, *b = &s->player[to].ck;
	a->progress[row]--;
	a->progress_count--;
	b->progress[row]++;
	b->progress_count++;
	return 1;
}

static int32_t act(void *game, enum effect_act a, const int32_t *args)
{
	struct board_state *s = game;
	int r, n;
	switch (a) {
	case EFFECT_A_GAIN:
		r = position_of(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0 || args[2] <= 0)
			return 0;
		n = board_bank_can_pay(s, r);
		n = args[2] < n ? args[2] : n;
		board_gain(s, args[0], r, n);
		return n;
	case EFFECT_A_PAY:
		r = position_of(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0 || args[2] <= 0)
			return 0;
		n = args[2] < s->player[args[0]].hand[r] ? args[2] : s->player[args[0]].hand[r];
		board_lose(s, args[0], r, n);
		return n;
	case EFFECT_A_TRANSFER:
		r = position_of(s, args[2]);
		if (!valid_player(s, args[0]) || !valid_player(s, args[1]) || r < 0 || args[3] <= 0 ||
		    args[0] == args[1])
			return 0;
		n = args[3] < s->player[args[0]].hand[r] ? args[3] : s->player[args[0]].hand[r];
		if (n > 0)
			board_move(s, args[0], args[1], r, n);
		return n;
	case EFFECT_A_BUILD_FREE:
		if (!valid_player(s, args[0]) || args[1] != s->t->road_type)
			return 0;
		return grant_road(s, args[0]);
	case EFFECT_A_PLACE:
		return place(s, args[0], args[1], args[2]);
	case EFFECT_A_SWAP:
		return swap(s, args[0], args[1]);
	case EFFECT_A_PROMOTE:
		return promote(s, args[0]);
	case EFFECT_A_SET_DIE:
		return set_die(s, args[0], args[1]);
	case EFFECT_A_GRANT:
		return grant(s, args[0], args[1]);
	case EFFECT_A_MOVE:
		return move(s, args[0], args[1]);
	case EFFECT_A_REMEMBER:
		return remember(s, args[0], args[1]);
	default:
		/* politics (politics.c) */
		if ((int)a == BOARD_ACT_ACTIVATE_KNIGHTS)
			return board_activate_knights(s);
		return 0;
	}
}

/* ---- lists ---- */

static int list_bits(uint64_t bits, int kind, int32_t *out, int max)
{
	int n = 0;
	for (; bits && n < max; bits &= bits - 1)
		out[n++] = BOARD_HANDLE(kind, board_low_bit(bits));
	return n;
}

static uint64_t own_knights(const struct board_state *s, int p)
{
	uint64_t bits = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1)
		if (s->ck.knight_owner[board_low_bit(b)] == p)
			bits |= (uint64_t)1 << board_low_bit(b);
	return bits;
}

/* The nodes of a zone of nodes, as bits; false for a zone of another kind. */
static bool zone_nodes(const struct board_state *s, int word, int p, uint64_t *bits, int *kind)
{
	*kind = BOARD_HANDLE_NODE;
	switch (word) {
	case BOARD_ZONE_BUILDINGS:
		*bits = s->own_nodes[p];
		return true;
	case BOARD_ZONE_SETTLEMENTS:
		*bits = settlement_nodes(s, p);
		return true;
	case BOARD_ZONE_CITIES:
		*bits = city_nodes(s, p);
		return true;
	case BOARD_ZONE_WALLS:
		*bits = city_nodes(s, p) & s->ck.walls;
		return true;
	case BOARD_ZONE_KNIGHTS:
		*kind = BOARD_HANDLE_KNIGHT;
		*bits = own_knights(s, p);
		return true;
	case BOARD_ZONE_PROMOTABLE:
		*kind = BOARD_HANDLE_KNIGHT;
		*bits = 0;
		for (uint64_t b = own_knights(s, p); b; b &= b - 1)
			if (board_may_promote(s, p, board_low_bit(b)))
				*bits |= (uint64_t)1 << board_low_bit(b);
		return true;
	default:
		return false;
	}
}

static int list_zone(const struct board_state *s, int32_t zone, int32_t *out, int max)
{
	int word = EFFECT_ZONE_KIND(zone), p = EFFECT_ZONE_WHO(zone), n = 0, kind;
	uint64_t bits;
	/* politics (politics.c) */
	n = board_politics_zone(s, word, p, out, max);
	if (n >= 0)
		return n;
	n = 0;
	if (word == BOARD_ZONE_HEXES) {
		for (int h = 0; h < s->t->map.hex_count && n < max; h++)
			out[n++] = BOARD_HANDLE(BOARD_HANDLE_HEX, h);
		return n;
	}
	if (!valid_player(s, p))
		return 0;
	if (zone_nodes(s, word, p, &bits, &kind))
		return list_bits(bits, kind, out, max);
	if (word == BOARD_ZONE_ROADS) {
		n = list_bits(s->own_edges[p][0], BOARD_HANDLE_EDGE, out, max);
		for (uint64_t b = s->own_edges[p][1]; b && n < max; b &= b - 1)
			out[n++] = BOARD_HANDLE(BOARD_HANDLE_EDGE, 64 + board_low_bit(b));
		return n;
	}
	if (word == BOARD_ZONE_PROGRESS)
		for (int row = 0; row < s->t->progress_count; row++)
			for (int c = 0; c < s->player[p].ck.progress[row] && n < max; c++)
				out[n++] = BOARD_PROGRESS_HANDLE(p, row, c < BOARD_PROGRESS_COPIES ? c
				                                 : BOARD_PROGRESS_COPIES - 1);
	return n;
}

static int list_sites(const struct board_state *s, int32_t piece, int32_t player, int32_t *out,
                      int max)
{
	/* politics (politics.c) */
	int n = valid_player(s, player) ? board_politics_sites(s, piece, player, out, max) : -1;
	if (n >= 0)
		return n;
	n = 0;
	if (piece == BOARD_PIECE_ROBBER || piece == BOARD_PIECE_MERCHANT) {
		for (int h = 0; h < s->t->map.hex_count && n < max; h++)
			if (site_fits(s, piece, player, BOARD_HANDLE(BOARD_HANDLE_HEX, h)))
				out[n++] = BOARD_HANDLE(BOARD_HANDLE_HEX, h);
		return n;
	}
	for (int node = 0; node < s->t->map.node_count && n < max; node++)
		if (site_fits(s, piece, player, BOARD_HANDLE(BOARD_HANDLE_NODE, node)))
			out[n++] = BOARD_HANDLE(BOARD_HANDLE_NODE, node);
	return n;
}

static int list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	const struct board_state *s = game;
	int n = 0;
	switch (l) {
	case EFFECT_L_RESOURCES: {
		int kinds = s->ck.on ? BOARD_CARD_KINDS : BOARD_RESOURCES;
		for (int r = 0; r < kinds && n < max; r++)
			out[n++] = s->t->res_db[r];
		return n;
	}
	case EFFECT_L_PLAYERS:
		for (int i = 0; i < s->player_count && n < max; i++)
			out[n++] = ((valid_player(s, a) ? a : s->active) + i) % s->player_count;
		return n;
	case EFFECT_L_SITES:
		return list_sites(s, a, b, out, max);
	case EFFECT_L_ZONE:
		return list_zone(s, a, out, max);
	default:
		return 0;
	}
}

/* host->near for touches: of a zone of nodes, those at the corners of a
 * hex or the ends of a path, in the zone's order (by node). */
static int near(void *game, int32_t zone, int32_t card, int32_t *out, int max)
{
	const struct board_state *s = game;
	int word = EFFECT_ZONE_KIND(zone), p = EFFECT_ZONE_WHO(zone), kind, at = place_of(s, card, &kind);
	uint64_t bits;
	int zone_kind;
	if (at < 0 || (kind != BOARD_HANDLE_HEX && kind != BOARD_HANDLE_EDGE) || !valid_player(s, p) ||
	    !zone_nodes(s, word, p, &bits, &zone_kind))
		return -1;
	return list_bits(bits & touched_nodes(s, kind, at), zone_kind, out, max);
}

static int32_t roll(void *game, int32_t sides)
{
	struct board_state *s = game;
	return sides > 0 ? (int32_t)rng_below(&s->rng, (uint64_t)sides) + 1 : 0;
}

const struct effect_host board_host = {
	.query = query,
	.act = act,
	.list = list,
	.roll = roll,
	.near = near,
};
