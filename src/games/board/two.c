/*
 * two: the official two-player variant (cards/board-two.sql; the Dutch text
 * 004 wins, board.md §3 for the numbers): the neutral colours, their free
 * pieces, and the trade tokens. The two production rolls are turn.c's.
 *
 * The two colours no seat plays are "twee denkbeeldige neutrale spelers"
 * (two imaginary neutral players): state.h numbers them after the seats,
 * so that their pieces live in the same arrays as the seats' and block,
 * break roads and hold Longest Road as any piece does; loops over the
 * seats (cards, points, turns) stop at player_count, loops over the pieces
 * (colours) at colours. "zij ontvangen nooit grondstoffen": they hold no
 * hand, so production, the 7 and the robber's steal pass them by.
 *
 * Set-up: "Plaats voor elke neutrale speler 1 nederzetting (zonder weg) op
 * een van de kruispunten van het bord gemarkeerd in de volgende
 * afbeelding" -- where, the database says (board_neutral_start, or at
 * random with NEUTRAL_START=random-inland). "Aan het begin van het spel,
 * elke speler ontvangt 5 trade tokens"; the rest of the 20 are the supply.
 *
 * Building for the neutrals: "Wanneer je een weg of een nederzetting bouwt,
 * moet je ook (gratis) 1 weg of 1 nederzetting bouwen voor een van de twee
 * neutrale spelers. Als er geen juridische locatie is voor de neutrale
 * spelers, moet je in plaats daarvan een weg aanleggen." The builder picks
 * the neutral and the spot, as an action (PH_NEUTRAL); the type follows
 * NEUTRAL_SAME_TYPE, a neutral out of a piece NEUTRAL_OUT_OF_PIECES. With no
 * place at all for either neutral, nothing is built. "U volgt dit proces
 * niet wanneer u een stad bouwt of een ontwikkelingskaart koopt."
 *
 * Trade tokens: "op uw beurt, kunt u 1 of 2 trade tokens betalen en een
 * van deze acties ondernemen": Forced Trade and Move the Robber (to the
 * desert). "als uw totaal aantal punten kleiner is dan of gelijk is aan het
 * totaal van uw tegenstander, moet u 1 trade token betalen om een actie te
 * ondernemen. Anders, een actie kost u 2 handel tokens. Retourneer bestede
 * handelsfiches aan de levering." Earned: 2 for a settlement next to the
 * desert, 1 on the coast, 3 for both ("dit geldt ook tijdens de set-up
 * fase"), and 2 for one face-up knight discarded, "eenmaal tijdens uw
 * beurt", after which Largest Army is looked at again.
 */
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"

/* ---- set-up ---- */

static bool inland_free(const struct board_state *s, int node)
{
	const struct board_map *m = &s->t->map;
	return m->node_hex_count[node] == 3 && !(s->built_nodes >> node & 1) &&
	       !(m->node_near[node] & s->built_nodes);
}

/* The neutrals' starting settlements: the marked spots of the database, or
 * two free inland intersections at random. */
static int place_neutral_starts(struct board_state *s, struct diag_list *diags)
{
	const struct board_map *m = &s->t->map;
	struct diag_where where;
	diag_where_set(&where, s->db->source, "board_neutral_start", NULL, NULL, 0, 0);
	for (int k = 0; k < BOARD_NEUTRALS; k++) {
		int colour = s->player_count + k, node = -1;
		if (s->opt.two.neutral_random) {
			int sites[BOARD_MAX_NODES], count = 0;
			for (int n = 0; n < m->node_count; n++)
				if (inland_free(s, n))
					sites[count++] = n;
			if (count)
				node = sites[rng_below(&s->rng, (uint64_t)count)];
		} else {
			for (size_t i = 0; i < s->db->neutral_start_count; i++) {
				const struct carddb_neutral_start *ns = &s->db->neutral_starts[i];
				if (ns->neutral == k + 1 && ns->hex >= 0 && ns->hex < m->hex_count)
					node = m->hex_node[ns->hex][ns->corner];
			}
		}
		if (node < 0) {
			diag_add(diags, &where, _("no starting intersection for neutral %d"), k + 1);
			return -1;
		}
		if (!board_can_settle(s, colour, node, true)) {
			diag_add(diags, &where, _("neutral %d's starting intersection %d is taken or next "
			         "to a settlement"), k + 1, node + 1);
			return -1;
		}
		board_place_settlement(s, colour, node);
	}
	return 0;
}

int board_two_setup(struct board_state *s, struct diag_list *diags)
{
	const struct board_two_options *o = &s->opt.two;
	int start = o->tokens_start;
	if (start * s->player_count > o->tokens_total)
		start = o->tokens_total / s->player_count;
	for (int p = 0; p < s->player_count; p++)
		s->tokens[p] = (uint8_t)start;
	s->token_supply = (uint8_t)(o->tokens_total - start * s->player_count);
	return place_neutral_starts(s, diags);
}

/* ---- earning and paying tokens ---- */

/* n tokens from the supply to player, or what is left of them
 * (TOKEN_SUPPLY_EXHAUSTED). */
static void earn(struct board_state *s, int player, int n)
{
	if (n > s->token_supply)
		n = s->opt.two.supply_none ? 0 : s->token_supply;
	s->token_supply = (uint8_t)(s->token_supply - n);
	s->tokens[player] = (uint8_t)(s->tokens[player] + n);
}

bool board_desert_node(const struct board_state *s, int node)
{
	const struct board_map *m = &s->t->map;
	for (int i = 0; i < m->node_hex_count[node]; i++)
		if (s->hex_resource[m->node_hex[node][i]] < 0)
			return true;
	return false;
}

int board_settlement_tokens(const struct board_state *s, int node)
{
	bool desert = board_desert_node(s, node), coast = s->t->map.coast_nodes >> node & 1;
	const struct board_two_options *o = &s->opt.two;
	return desert && coast ? o->tokens_desert_coast : desert ? o->tokens_desert
	       : coast ? o->tokens_coast : 0;
}

void board_two_settled(struct board_state *s, int player, int node, bool setup)
{
	if (!setup || s->opt.two.setup_tokens)
		earn(s, player, board_settlement_tokens(s, node));
}

/* The points that set the price: the public ones, or all (TOKEN_VP_BASIS). */
static int price_points(const struct board_state *s, int p)
{
	return s->player[p].vp + (s->opt.two.vp_total ? s->player[p].hidden_vp : 0);
}

int board_token_cost(const struct board_state *s)
{
	int me = s->active, them = (s->active + 1) % s->player_count;
	return price_points(s, me) <= price_points(s, them) ? s->opt.two.cost_behind
	                                                    : s->opt.two.cost_ahead;
}

/* Whether a token action of kind (TOKEN_FORCED_TRADE, TOKEN_ROBBER) may
 * be taken now, its price and TOKEN_ACTION_LIMIT aside from what it acts
 * on. */
/* The card kinds a Forced Trade moves: the resources; with Cities &
 * Knights and CK_COMMUNITY_RULES, the commodities too (two-cities.c). */
static int forced_kinds(const struct board_state *s)
{
	return s->ck.on && s->opt.two.ck_community ? BOARD_CARD_KINDS : BOARD_RESOURCES;
}

/* A token action's price: a Forced Trade that may take commodities costs
 * double (CK_COMMUNITY_RULES). */
static int action_cost(const struct board_state *s, int kind)
{
	int cost = board_token_cost(s);
	return kind == TOKEN_FORCED_TRADE && forced_kinds(s) > BOARD_RESOURCES ? 2 * cost : cost;
}

static bool token_time(const struct board_state *s, int kind)
{
	if (!s->two || (s->phase != PH_ROLL && s->phase != PH_ACTION) ||
	    s->tokens[s->active] < action_cost(s, kind))
		return false;
	switch (s->opt.two.action_limit) {
	case TOKEN_EACH_ONCE:
		return !(s->token_used >> kind & 1);
	case TOKEN_ONE_PER_TURN:
		return s->token_actions == 0;
	default:
		return true;
	}
}

static void pay_tokens(struct board_state *s, int kind)
{
	int cost = action_cost(s, kind);
	s->tokens[s->active] = (uint8_t)(s->tokens[s->active] - cost);
	s->token_supply = (uint8_t)(s->token_supply + cost);
	s->token_used |= (uint8_t)(1u << kind);
	s->token_actions++;
}

/* ---- Forced Trade ---- */

/* "u trekt 2 willekeurige kaarten uit de hand van uw tegenstander; in ruil
 * daarvoor geeft u uw tegenstander 2 kaarten van uw keuze uit uw eigen
 * hand. Als je tegenstander maar 1 kaart heeft, mag je die nemen, maar moet
 * je die tegenstander nog steeds 2 kaarten in ruil geven." He must be able
 * to give the full number: from his hand before the draw, or with
 * FORCED_TRADE_RETURN_DRAWN from his hand after it. */
bool board_can_forced_trade(const struct board_state *s)
{
	if (!token_time(s, TOKEN_FORCED_TRADE))
		return false;
	int them = (s->active + 1) % s->player_count, n = s->opt.two.forced_cards;
	int theirs = 0, mine = 0;
	for (int r = 0; r < forced_kinds(s); r++) {
		theirs += s->player[them].hand[r];
		mine += s->player[s->active].hand[r];
	}
	if (theirs == 0)
		return false;
	int drawn = theirs < n ? theirs : n;
	return mine + (s->opt.two.forced_return_drawn ? drawn : 0) >= n;
}

/* A card drawn blind from the kinds a Forced Trade moves, each equally
 * likely (with the resources alone, as bank.c's board_random_card draws
 * from a hand of resources); -1 when there is none. */
static int random_card(struct board_state *s, int player)
{
	const struct board_player *pl = &s->player[player];
	int count = 0;
	for (int r = 0; r < forced_kinds(s); r++)
		count += pl->hand[r];
	if (count == 0)
		return -1;
	int k = (int)rng_below(&s->rng, (uint64_t)count);
	for (int r = 0; r < forced_kinds(s); r++) {
		k -= pl->hand[r];
		if (k < 0)
			return r;
	}
	return -1;
}

void board_forced_trade(struct board_state *s)
{
	int them = (s->active + 1) % s->player_count, n = s->opt.two.forced_cards;
	pay_tokens(s, TOKEN_FORCED_TRADE);
	memset(s->forced_drawn, 0, sizeof s->forced_drawn);
	for (int i = 0; i < n; i++) {
		int res = random_card(s, them);
		if (res < 0)
			break;
		board_move(s, them, s->active, res, 1);
		s->forced_drawn[res]++;
	}
	s->forced_give = (uint8_t)n;
	s->two_resume = s->phase;
	s->phase = PH_FORCED_GIVE;
}

bool board_can_hand_over(const struct board_state *s, int res)
{
	if (s->phase != PH_FORCED_GIVE || res < 0 || res >= forced_kinds(s))
		return false;
	int kept = s->opt.two.forced_return_drawn ? 0 : s->forced_drawn[res];
	return s->player[s->active].hand[res] > kept;
}

void board_hand_over(struct board_state *s, int res)
{
	board_move(s, s->active, (s->active + 1) % s->player_count, res, 1);
	if (--s->forced_give == 0) {
		memset(s->forced_drawn, 0, sizeof s->forced_drawn);
		s->phase = s->two_resume;
	}
}

/* ---- Move the Robber ---- */

/* The desert the robber goes to: the first hex that yields nothing, the
 * one the robber started on. */
int board_desert(const struct board_state *s)
{
	for (int h = 0; h < s->t->map.hex_count; h++)
		if (s->hex_resource[h] < 0)
			return h;
	return -1;
}

bool board_can_token_robber(const struct board_state *s)
{
	int desert = board_desert(s);
	return token_time(s, TOKEN_ROBBER) && desert >= 0 &&
	       (s->robber != desert || s->opt.two.robber_in_desert);
}

void board_token_robber(struct board_state *s)
{
	pay_tokens(s, TOKEN_ROBBER);
	s->robber = (uint8_t)board_desert(s);
}

/* ---- a face-up knight for tokens ---- */

bool board_can_discard_knight(const struct board_state *s, int row)
{
	return s->two && (s->phase == PH_ROLL || s->phase == PH_ACTION) && row >= 0 &&
	       row < s->t->dev_count && s->t->dev_strength[row] > 0 &&
	       s->player[s->active].played[row] > 0 &&
	       s->knight_discards < s->opt.two.knight_discards;
}

/* "Als u na het weggooien slechts 2 kaarten hebt, zet deze dan opzij. Als
 * jij en je tegenstander hetzelfde aantal face-up ridderkaarten hebben (of
 * je tegenstander heeft meer) na het weggooien, zet het opzij. Daarna, een
 * speler die de meeste (minstens 3) face-up ridderkaarten heeft, neemt de
 * grootste Legerkaart." The card set aside, the index gives it to the one
 * player alone at the top with at least 3, who may be the discarder again.
 * LARGEST_ARMY_AFTER_DISCARD=keep leaves it to the base rule. */
void board_discard_knight(struct board_state *s, int row)
{
	struct board_player *me = &s->player[s->active];
	me->played[row]--;
	s->knights_out[row]++;
	s->knight_discards++;
	earn(s, s->active, s->opt.two.knight_tokens);
	if (!s->opt.two.army_keep && s->army_holder == s->active)
		s->army_holder = -1;
	board_reindex_cards(s);
}

/* ---- building for the neutrals ---- */

struct neutral_lister {
	struct action *out;
	size_t max, count;
};

static void put(struct neutral_lister *l, int colour, int piece, int site)
{
	if (l->count < l->max)
		l->out[l->count] = (struct action){ A_NEUTRAL,
			{ (int16_t)colour, (int16_t)piece, (int16_t)site, 0, 0 } };
	l->count++;
}

static void list_piece(const struct board_state *s, int colour, int piece,
                       struct neutral_lister *l)
{
	const struct board_map *m = &s->t->map;
	if (piece == PIECE_SETTLEMENT) {
		for (int n = 0; n < m->node_count; n++)
			if (board_can_settle(s, colour, n, false))
				put(l, colour, PIECE_SETTLEMENT, n);
		return;
	}
	uint64_t sites[2];
	board_road_sites(s, colour, sites);
	for (int w = 0; w < 2; w++)
		for (uint64_t b = sites[w]; b; b &= b - 1)
			put(l, colour, PIECE_ROAD, w * 64 + board_low_bit(b));
}

static bool has_piece(const struct board_state *s, int colour, int piece)
{
	return piece == PIECE_ROAD ? s->player[colour].roads > 0 : s->player[colour].settlements > 0;
}

/* Every neutral piece the builder may place now (the piece built was
 * s->neutral_piece); returns how many, listing at most max. */
size_t board_neutral_options(const struct board_state *s, struct action *out, size_t max)
{
	if (s->neutral_piece >= NEUTRAL_KNIGHT)
		return board_two_ck_options(s, out, max);
	struct neutral_lister l = { out, max, 0 };
	const struct board_two_options *o = &s->opt.two;
	int first = s->player_count, last = s->colours;
	if (!o->neutral_same_type) {
		/* his choice of type; a road where no settlement can go */
		for (int c = first; c < last; c++)
			list_piece(s, c, PIECE_SETTLEMENT, &l);
		for (int c = first; c < last; c++)
			list_piece(s, c, PIECE_ROAD, &l);
		return l.count;
	}
	int want = s->neutral_piece, other = want == PIECE_ROAD ? PIECE_SETTLEMENT : PIECE_ROAD;
	for (int c = first; c < last; c++) {
		if (has_piece(s, c, want))
			list_piece(s, c, want, &l);
		else if (!o->neutral_nothing)
			list_piece(s, c, other, &l);
	}
	/* "Als er geen juridische locatie is voor de neutrale spelers, moet je
	 * in plaats daarvan een weg aanleggen." */
	if (l.count == 0 && want == PIECE_SETTLEMENT)
		for (int c = first; c < last; c++)
			list_piece(s, c, PIECE_ROAD, &l);
	return l.count;
}

bool board_can_neutral(const struct board_state *s, const struct action *a)
{
	if (s->phase != PH_NEUTRAL)
		return false;
	struct action list[BOARD_MAX_NODES * BOARD_NEUTRALS + BOARD_MAX_EDGES];
	size_t n = board_neutral_options(s, list, sizeof list / sizeof list[0]);
	for (size_t i = 0; i < n; i++)
		if (list[i].arg[0] == a->arg[0] && list[i].arg[1] == a->arg[1] &&
		    list[i].arg[2] == a->arg[2])
			return true;
	return false;
}

void board_build_neutral(struct board_state *s, const struct action *a)
{
	if (a->arg[1] >= NEUTRAL_KNIGHT)
		board_two_ck_build(s, a);
	else if (a->arg[1] == PIECE_SETTLEMENT)
		board_place_settlement(s, a->arg[0], a->arg[2]);
	else
		board_place_road(s, a->arg[0], a->arg[2]);
}

/* A seat built piece (a road or a settlement): a neutral's free piece is
 * due, unless the match is over or no neutral can take one. */
void board_neutral_due(struct board_state *s, int piece)
{
	if (s->phase == PH_OVER)
		return;
	s->neutral_piece = (uint8_t)piece;
	if (board_neutral_options(s, NULL, 0) == 0)
		return;
	s->two_resume = s->phase;
	s->phase = PH_NEUTRAL;
}
