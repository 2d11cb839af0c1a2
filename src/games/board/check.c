/*
 * check: the game's invariants, asserted after every action of the random
 * matches (board.md §4, "Invariants worth asserting"): resource cards
 * conserved (bank plus hands is 19 of each), development cards conserved
 * (deck, hands and face-up cards hold the box), pieces conserved (supply
 * plus island is 5 settlements, 4 cities, 15 roads), the distance rule,
 * the bit sets equal to the arrays they mirror, every derived value equal
 * to a recomputation from scratch, each player's longest road equal to a
 * second, independent search, the holders of Longest Road and Largest Army
 * possible, and points equal to their sources.
 */
#include "games/board/internal.h"
#include "core/i18n.h"

/* The independent search: trails grown one road at a time over the list of
 * all paths, with no bit sets and no adjacency lists. */
static int trail_from(const struct board_state *s, int player, int node, bool *used, int length)
{
	const struct board_map *m = &s->t->map;
	int best = length;
	if (length > 0 && s->node_owner[node] >= 0 && s->node_owner[node] != player)
		return best;   /* an opponent's building ends the trail here */
	if (length > 0 && s->ck.on && s->ck.knight_owner[node] >= 0 && s->ck.knight_owner[node] != player)
		return best;   /* and so does an opponent's knight (Cities & Knights) */
	for (int e = 0; e < m->edge_count; e++) {
		if (used[e] || s->edge_owner[e] != player)
			continue;
		int other;
		if (m->edge_node[e][0] == node)
			other = m->edge_node[e][1];
		else if (m->edge_node[e][1] == node)
			other = m->edge_node[e][0];
		else
			continue;
		used[e] = true;
		int got = trail_from(s, player, other, used, length + 1);
		used[e] = false;
		best = got > best ? got : best;
	}
	return best;
}

static int longest_by_list(const struct board_state *s, int player)
{
	const struct board_map *m = &s->t->map;
	bool used[BOARD_MAX_EDGES] = { false };
	int best = 0;
	for (int n = 0; n < m->node_count; n++) {
		int got = trail_from(s, player, n, used, 0);
		best = got > best ? got : best;
	}
	return best;
}

static int fail(struct strbuf *why, const char *what)
{
	strbuf_puts(why, what);
	return -1;
}

static int check_cards(const struct board_state *s, struct strbuf *why)
{
	for (int r = 0; r < BOARD_RESOURCES; r++) {
		int total = s->bank[r];
		for (int p = 0; p < s->player_count; p++)
			total += s->player[p].hand[r];
		if (total != BOARD_RESOURCE_CARDS) {
			strbuf_printf(why, _("%d cards of %s in the match, not %d"), total,
			              board_res_key(s, r), BOARD_RESOURCE_CARDS);
			return -1;
		}
	}
	int in_deck[BOARD_MAX_DEV_ROWS] = { 0 };
	for (int i = 0; i < s->deck_count; i++)
		in_deck[s->deck[i]]++;
	for (int row = 0; row < s->t->dev_count; row++)
		in_deck[row] += s->knights_out[row];
	for (int p = 0; p < s->player_count; p++) {
		const struct board_player *pl = &s->player[p];
		int count = 0, dev = 0;
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			count += pl->hand[r];
		if (count != pl->hand_count)
			return fail(why, _("a hand's count is not its cards'"));
		for (int row = 0; row < s->t->dev_count; row++) {
			dev += pl->dev[row];
			in_deck[row] += pl->dev[row] + pl->played[row];
			if (pl->dev_new[row] > pl->dev[row])
				return fail(why, _("more cards bought this turn than held"));
		}
		if (dev != pl->dev_count)
			return fail(why, _("a player's development card count is not his cards'"));
		if (pl->discard > pl->hand_count)
			return fail(why, _("a player owes more discards than he holds"));
	}
	/* With Cities & Knights the development cards stay in the box
	 * (cities-check.c sees that none is in play). */
	for (int row = 0; row < s->t->dev_count && !s->ck.on; row++)
		if (in_deck[row] != s->t->dev_copies[row]) {
			strbuf_printf(why, _("%d copies of %s in the match, not %d"), in_deck[row],
			              s->db->cards[s->t->dev_card[row]].key, s->t->dev_copies[row]);
			return -1;
		}
	return 0;
}

static int check_pieces(const struct board_state *s, struct strbuf *why)
{
	const struct board_map *m = &s->t->map;
	uint64_t built = 0, edges[2] = { 0, 0 };
	for (int p = 0; p < s->colours; p++) {
		uint64_t own = 0, own_edges[2] = { 0, 0 };
		for (int n = 0; n < m->node_count; n++)
			if (s->node_owner[n] == p)
				own |= (uint64_t)1 << n;
		for (int e = 0; e < m->edge_count; e++)
			if (s->edge_owner[e] == p)
				own_edges[e >> 6] |= (uint64_t)1 << (e & 63);
		if (own != s->own_nodes[p] || own_edges[0] != s->own_edges[p][0] ||
		    own_edges[1] != s->own_edges[p][1])
			return fail(why, _("a player's bit sets differ from the island"));
		const struct board_player *pl = &s->player[p];
		int cities = board_bits(own & s->cities);
		int settlements = board_bits(own) - cities;
		int roads = board_bits(own_edges[0]) + board_bits(own_edges[1]);
		if (settlements + pl->settlements != BOARD_SETTLEMENTS ||
		    cities + pl->cities != BOARD_CITIES || roads + pl->roads != BOARD_ROADS)
			return fail(why, _("a player's pieces on the island and in supply do not add up"));
		built |= own;
		edges[0] |= own_edges[0];
		edges[1] |= own_edges[1];
	}
	if (built != s->built_nodes || edges[0] != s->built_edges[0] || edges[1] != s->built_edges[1])
		return fail(why, _("the island's bit sets differ from its pieces"));
	if (s->cities & ~built)
		return fail(why, _("a city stands where no building is"));
	for (uint64_t b = built; b; b &= b - 1)
		if (m->node_near[board_low_bit(b)] & built)
			return fail(why, _("two buildings stand on neighbouring intersections"));
	if (s->robber >= m->hex_count)
		return fail(why, _("the robber is off the island"));
	return 0;
}

static int check_derived(const struct board_state *s, struct strbuf *why)
{
	struct board_player derived[BOARD_MAX_PLAYERS];
	int longest, army;
	if (s->roads_stale)
		return fail(why, _("a piece was placed and the roads it touches were not searched again"));
	board_derive(s, derived, &longest, &army, (1u << s->colours) - 1);
	if (longest != s->longest_holder || army != s->army_holder)
		return fail(why, _("Longest Road or Largest Army is held by the wrong player"));
	for (int p = 0; p < s->colours; p++) {
		const struct board_player *pl = &s->player[p], *d = &derived[p];
		if (pl->road_length != d->road_length || pl->road_length != longest_by_list(s, p)) {
			strbuf_printf(why, _("colour %d's longest road is %d, a search finds %d"), p + 1,
			              pl->road_length, longest_by_list(s, p));
			return -1;
		}
	}
	for (int p = 0; p < s->player_count; p++) {
		const struct board_player *pl = &s->player[p], *d = &derived[p];
		if (pl->army != d->army || pl->vp != d->vp || pl->hidden_vp != d->hidden_vp)
			return fail(why, _("a player's army or points differ from their sources"));
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			if (pl->rate[r] != d->rate[r])
				return fail(why, _("a player's maritime rate differs from his harbours, "
				            "his Gilde and the merchant"));
	}
	if (s->longest_holder >= 0 && s->player[s->longest_holder].road_length < BOARD_LONGEST_MIN)
		return fail(why, _("Longest Road is held with a road shorter than 5"));
	if (s->army_holder >= 0 && s->player[s->army_holder].army < BOARD_ARMY_MIN)
		return fail(why, _("Largest Army is held with fewer than 3 knights"));
	if (s->phase == PH_OVER && s->winner >= 0) {
		const struct board_player *w = &s->player[s->winner];
		if (w->vp + w->hidden_vp < s->opt.victory_points)
			return fail(why, _("the winner has fewer points than the target"));
	}
	return 0;
}

/* Terms with a resource on both sides, or none on one: "You cannot give
 * cards away. You cannot trade matching resources." */
static bool fair_terms(const struct board_trade *t)
{
	int gives = 0, gets = 0;
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		if (t->give[r] && t->get[r])
			return false;
		gives += t->give[r];
		gets += t->get[r];
	}
	return gives > 0 && gets > 0;
}

/* Domestic trade (trade.c): the offers of a turn within the bound; an
 * offer or counter that stands is no gift and trades no matching
 * resources; a draft holds no matching resources, and outside the
 * sandbox (whose give takes cards from any hand) its giver holds what it
 * gives; no draft outside the drafts. */
static int check_trade(const struct board_state *s, struct strbuf *why)
{
	if (s->offers_made > s->opt.offers_per_turn)
		return fail(why, _("more offers this turn than OFFERS_PER_TURN"));
	bool standing = s->phase == PH_OFFER || s->phase == PH_OFFER_CLOSE ||
	                s->phase == PH_COUNTER_DRAFT;
	if (standing && !fair_terms(&s->offer))
		return fail(why, _("the offer standing is a gift or trades matching resources"));
	for (int p = 0; standing && p < s->player_count; p++)
		if (s->answer[p] == ANSWER_COUNTER && !fair_terms(&s->counter[p]))
			return fail(why, _("a counter is a gift or trades matching resources"));
	if (s->declined_count > BOARD_DECLINED_MAX || s->declined_count > s->offers_made)
		return fail(why, _("more offers remembered as declined than made this turn"));
	for (int i = 0; i < s->declined_count; i++)
		if (!fair_terms(&s->declined[i]))
			return fail(why, _("an offer remembered as declined is a gift or trades matching "
			                   "resources"));
	int drafter = board_drafter(s);
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		if (drafter < 0 && (s->draft.give[r] || s->draft.get[r]))
			return fail(why, _("terms are put together outside an offer or counter"));
		if (s->draft.give[r] && s->draft.get[r])
			return fail(why, _("the terms put together trade matching resources"));
		if (drafter >= 0 && !s->sandbox && s->draft.give[r] > s->player[drafter].hand[r])
			return fail(why, _("the terms put together give cards their player lacks"));
	}
	return 0;
}

/* Two players: the trade tokens are conserved (hands and supply hold them
 * all), the neutrals hold no card, and the interludes are consistent. */
static int check_two(const struct board_state *s, struct strbuf *why)
{
	if (!s->two)
		return s->colours == s->player_count ? 0 : fail(why, _("neutral colours without two players"));
	int tokens = s->token_supply;
	for (int p = 0; p < s->player_count; p++)
		tokens += s->tokens[p];
	if (tokens != s->opt.two.tokens_total) {
		strbuf_printf(why, _("%d trade tokens in the match, not %d"), tokens,
		              s->opt.two.tokens_total);
		return -1;
	}
	for (int p = s->player_count; p < s->colours; p++) {
		const struct board_player *pl = &s->player[p];
		if (pl->hand_count || pl->dev_count || s->tokens[p])
			return fail(why, _("a neutral colour holds cards or tokens"));
	}
	if (s->rolls > s->opt.two.production_rolls)
		return fail(why, _("more production rolls than a turn has"));
	if (s->phase == PH_FORCED_GIVE && s->forced_give == 0)
		return fail(why, _("a Forced Trade waits for no card"));
	return 0;
}

int board_check(const void *state, struct strbuf *why)
{
	const struct board_state *s = state;
	if (check_cards(s, why) != 0 || check_pieces(s, why) != 0 || check_derived(s, why) != 0 ||
	    check_trade(s, why) != 0 || check_two(s, why) != 0 || board_ck_check(s, why) != 0)
		return -1;
	return 0;
}
