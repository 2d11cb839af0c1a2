/*
 * legal-build: builds (§3) of the cards in reach, and demolitions.
 */
#include "games/principality/index.h"
#include "games/principality/legal.h"

/* ---- the action phase ---- */

/* prin_build_source, with the first copies in the hand known, as
 * prin_can_afford_card reads it: which card it is counts only when a
 * discount may lower its cost (prin_cost asks about that card), else
 * only whether there is one. The first of a center pile is found by a
 * sort of the pile; any of its copies there will do, and one is found
 * among its neighbours in card[]. A card of the hand, at place at of
 * it (else at is -1), is its own first. */
static int build_source(const struct prin_state *s, int p, int def, const struct hand *hand, int at)
{
	const struct prin_def *d = &s->cards->def[def];
	if (d->kind == KIND_CENTER)
		return prin_legal_find_def(s, Z_CENTER, d->type, def, !prin_may_discount(s, p));
	if (at >= 0)
		return hand->card[at];
	for (int w = 0; w * 64 < hand->places; w++)
		for (uint64_t first = hand->first[w]; first; first &= first - 1) {
			int i = w * 64 + __builtin_ctzll(first);
			if (hand_def(s, hand, i) == def)
				return hand->card[i];
		}
	return d->deck == DECK_OPEN ? prin_legal_find_def(s, Z_OPEN, 0, def, false) : -1;
}

/* Whether the open row holds a copy of def. */
static bool open_holds(const struct prin_state *s, int def)
{
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t open = s->ix.zone_bits[Z_OPEN][w]; open; open &= open - 1)
			if (s->card[w * 64 + __builtin_ctzll(open)].def == def)
				return true;
	return false;
}

/* Whether def, a card of the supply (supplied: struct prin_state
 * supply_def lists it), is a center card with a copy on its center
 * pile, which build_source would find by a search of its copies: the
 * supply is the center piles and the open row, so a center card of the
 * supply that the open row does not hold lies on its pile (check.c).
 * A theme set's open row is seldom empty, and seldom holds a center
 * card: its few cards are asked here, where the search took a call. */
static bool supplied_center(const struct prin_state *s, int def, bool supplied)
{
	if (!supplied || s->cards->def[def].kind != KIND_CENTER)
		return false;
	uint64_t open = 0;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		open |= s->ix.zone_bits[Z_OPEN][w];
	return open == 0 || !open_holds(s, def);
}

/* The defs of the cards on a player's grid, gathered the first time a
 * card in reach needs them. */
struct grid_defs {
	bool known;
	struct def_set on;
};

/* Whether def, a card with prerequisites, may stand on p's grid as far
 * as they and its uniqueness tell (prin_can_afford_card asks them too):
 * a theme set's cards in reach mostly lack a prerequisite, which
 * prin_can_afford_card finds by a walk of the grid for each. A card
 * without is left to prin_can_afford_card (the base set's unique cards
 * in reach are seldom owned), and so is every card when the grid index
 * overflowed. */
static bool may_stand(const struct prin_state *s, int p, int def, struct grid_defs *grid)
{
	const struct prin_def *d = &s->cards->def[def];
	const struct prin_player_index *pl = &s->ix.player[p];
	if (!d->needs_prereq || pl->placed_count >= PRIN_MAX_PLACED)
		return true;
	if (d->prereq_expansions && !may_hold_expansion(pl))
		return false;
	if (!grid->known) {
		grid->known = true;
		memset(&grid->on, 0, sizeof grid->on);
		for (int i = 0; i < pl->placed_count; i++)
			def_set_add(&grid->on, s->card[pl->placed[i]].def);
	}
	if (d->unique && ((grid->on.bits[def / 64] >> (def % 64)) & 1))
		return false;
	const uint64_t *prereq = s->cards->prereq_defs[def];
	uint64_t met = 0;
	for (int w = 0; w < (PRIN_MAX_DEFS + 63) / 64; w++)
		met |= prereq[w] & grid->on.bits[w];
	return met != 0;
}

/* prin_can_afford of a card in reach of his purse (prin_might_afford,
 * which builds() asked first), with the card to build found through the
 * hand. A card without prerequisites or uniqueness asks prin_can_afford_card
 * nothing but its printed cost, which a purse that tells by word has
 * answered: then only whether there is a card to build counts. */
static __attribute__((noinline)) bool affordable(const struct prin_state *s, int p, int def,
                                                 const struct hand *hand, int at,
                                                 struct grid_defs *grid)
{
	const struct prin_def *d = &s->cards->def[def];
	if (!may_stand(s, p, def, grid))
		return false;
	if (hand->priced && !d->needs_prereq && !d->unique)
		return supplied_center(s, def, at < 0) || build_source(s, p, def, hand, at) >= 0;
	return prin_can_afford_card(s, p, def, build_source(s, p, def, hand, at));
}

/* affordable() without a call for the commonest cards in reach: of a
 * purse that tells by word, with neither prerequisites nor uniqueness,
 * one of the hand (its own first copy is the card built) but not a
 * center card, and a center card of the supply that the open row does
 * not hold (supplied_center: it lies on its pile); and a card whose
 * prerequisites are expansions, on a grid that holds none. */
static inline bool in_reach(const struct prin_state *s, int p, int def, const struct hand *hand,
                            int at, struct grid_defs *grid)
{
	const struct prin_def *d = &s->cards->def[def];
	if (!d->needs_prereq) {
		if (hand->priced && !d->unique &&
		    (at >= 0 ? d->kind != KIND_CENTER : supplied_center(s, def, true)))
			return true;
	} else if (d->prereq_expansions && s->ix.player[p].placed_count < PRIN_MAX_PLACED &&
	           !may_hold_expansion(&s->ix.player[p])) {
		/* may_stand's refusal of most of a theme set's cards in reach */
		return false;
	}
	return affordable(s, p, def, hand, at, grid);
}

/* Lists the build of def at column x, side side, as add() would. A
 * common listing (struct hand common) is of every action, and matches
 * none (read_hand): it stores the action without the question, in two
 * stores (put_action) where add() takes six. */
static inline void add_site(struct out *o, bool common, int def,
                            int x, int side)
{
	if (!common)
		add(o, A_BUILD, def, x, side, 0, 0);
	else if (o->n < o->max)
		put_action(&o->a[o->n++], A_BUILD, def, x, side, 0, 0);
}

/* The resources p may choose to save on def (prin_saving_choices), or
 * none. A common listing has none: its purse tells by word, which a
 * discount never does (by_word). */
static int saving_choices(const struct prin_state *s, int p, int def, const struct hand *hand,
                          int at, bool common, int8_t saves[PRIN_MAX_RESOURCES])
{
	if (common || !prin_may_discount(s, p))
		return 0;
	int card = build_source(s, p, def, hand, at);
	return card >= 0 ? prin_saving_choices(s, p, card, saves) : 0;
}

/* add_site for each choice of the resource saved, or once without one. */
static inline void add_sites(struct out *o, bool common, int def, int x, int side,
                             const int8_t *saves, int n)
{
	if (n == 0)
		add_site(o, common, def, x, side);
	for (int i = 0; i < n; i++)
		add(o, A_BUILD, def, x, side, saves[i] + 1, 0);
}

/* The builds of def on the sites its placement asks for: on the axis of
 * his own grid for a center card, else on a free site of a settlement or
 * city of his own or (PLACE_OPPONENT_CITY) his opponent's grid, in the
 * order of x and then side. def is the card at place at of the hand's
 * cards, or (at -1) one the supply lists; common, whether the listing
 * is a common one (add_site). */
static inline void sites_of(const struct prin_state *s, int p,
                            int def, const struct hand *hand,
                            int at, struct grid_defs *on_grid,
                            bool common, struct out *o)
{
	const struct prin_def *d = &s->cards->def[def];
	int8_t saves[PRIN_MAX_RESOURCES];
	if (d->kind == KIND_CENTER) {
		uint32_t cols = prin_center_sites(s, &s->ix.player[p], d->type);
		if (!cols || !in_reach(s, p, def, hand, at, on_grid))
			return;
		int n = saving_choices(s, p, def, hand, at, common, saves);
		for (; cols; cols &= cols - 1)
			add_sites(o, common, def, __builtin_ctz(cols) + PRIN_X_MIN, 0, saves, n);
		return;
	}
	const struct prin_player_index *grid =
		&s->ix.player[d->placement == PLACE_OPPONENT_CITY ? 1 - p : p];
	uint32_t towns;
	if (d->placement == PLACE_SETTLEMENT)
		towns = grid->axis_settlement | grid->axis_city;
	else if (d->placement == PLACE_CITY || d->placement == PLACE_OPPONENT_CITY)
		towns = grid->axis_city;
	else
		return;
	uint32_t above = grid->free_side[0] & towns, below = grid->free_side[1] & towns;
	if (!(above | below) || !in_reach(s, p, def, hand, at, on_grid))
		return;
	int n = saving_choices(s, p, def, hand, at, common, saves);
	for (uint32_t cols = above | below; cols; cols &= cols - 1) {
		int col = __builtin_ctz(cols);
		if ((above >> col) & 1)
			add_sites(o, common, def, col + PRIN_X_MIN, -1, saves, n);
		if ((below >> col) & 1)
			add_sites(o, common, def, col + PRIN_X_MIN, 1, saves, n);
	}
}

/* sites_of as a call: prin_legal_builds' other paths, which a listing seldom takes. */
static void build_sites(const struct prin_state *s, int p, int def, const struct hand *hand,
                        int at, struct grid_defs *on_grid, struct out *o)
{
	sites_of(s, p, def, hand, at, on_grid, false, o);
}

/* prin_might_afford (prin_can_pay_printed) of a card built, with the
 * cost word read from the table's compact column rather than the card's
 * row: a card built that is not priced has a cost that does not fit a
 * word (PRIN_COST_WORD_NONE in its row, PRIN_COST_WORD_UNPAID there). */
static bool might_afford(const struct prin_state *s, const struct purse *purse, int def)
{
	if (purse->discount)
		return true;
	if (!(s->cards->facts[def] & PRIN_FACT_PRICED) || !purse->in_word)
		return prin_can_pay(s, purse->player, s->cards->def[def].cost);
	return pays_word(purse, s->cards->cost_word[def]);
}

/* Of the cards of the supply, supply, at the bits of which, those his
 * purse might pay for (prin_might_afford): a bit each. */
static uint64_t in_purse(const struct prin_state *s, const struct purse *purse,
                         const uint8_t *supply, uint64_t which)
{
	uint64_t reach = 0;
	for (; which; which &= which - 1) {
		size_t i = lowest_bit(which);
		reach |= (uint64_t)might_afford(s, purse, supply[i]) << i;
	}
	return reach;
}

/* Of the n cards of the supply, supply (at most 64), those built that
 * his purse might pay for: a bit each, without a branch per card, since
 * most cards are out of reach of his purse. */
static uint64_t supply_in_reach(const struct prin_state *s, const struct purse *purse,
                                const uint8_t *supply, int n)
{
	const struct principality_cards *t = s->cards;
	uint64_t built = 0, reach = 0, bit = 1;
	/* each card's bit the last one's doubled, as read_hand (legal.c) */
	if (!by_word(purse)) {
		for (int i = 0; i < n; i++, bit <<= 1)
			built |= -(uint64_t)(t->facts[supply[i]] & PRIN_FACT_BUILT) & bit;
		return in_purse(s, purse, supply, built);
	}
	for (int i = 0; i < n; i++, bit <<= 1) {
		int def = supply[i];
		reach |= -pays_word(purse, t->cost_word[def]) & bit;
	}
	return reach;
}

/* Of the n cards of the supply, supply (at most 64), those of def only:
 * a bit each. */
static uint64_t only_def(const uint8_t *supply, int n, int only)
{
	uint64_t same = 0;
	for (int i = 0; i < n; i++)
		same |= (uint64_t)(supply[i] == only) << i;
	return same;
}

/* Whether def is among the n defs of defs. */
static bool in_list(const uint8_t *defs, int n, int def)
{
	for (int i = 0; i < n; i++)
		if (defs[i] == def)
			return true;
	return false;
}

/* Whether def is among the cards of the supply, supply, at the bits of
 * which: in a common listing a card of the hand in reach that the supply
 * holds is in reach there too (the same def, so the same facts and
 * cost), and only the supply's few cards in reach need a look. */
static bool in_supply_reach(const uint8_t *supply, uint32_t which, int def)
{
	for (; which; which &= which - 1)
		if (supply[lowest_bit(which)] == def)
			return true;
	return false;
}

/* The builds of a common listing (struct hand common: of every action,
 * by a purse that tells by word, the supply kept and the hand read from
 * its index), whose cards in reach read_hand found: apart from
 * prin_legal_builds' questions of a match, a long supply and a purse
 * that does not tell by word, which cost it more than its few cards. o
 * matches nothing (read_hand): its builds are stored without add(). */
void prin_legal_common_builds(const struct prin_state *s, int p, const struct hand *hand,
                              struct out *o)
{
	const uint8_t *supply = s->ix.supply_def;
	struct grid_defs grid;
	grid.known = false;
	for (uint32_t reach = hand->supply_reach; reach; reach &= reach - 1)
		sites_of(s, p, supply[lowest_bit(reach)], hand, -1, &grid, true, o);
	for (uint64_t in_hand = hand->reach[0]; in_hand; in_hand &= in_hand - 1) {
		int at = __builtin_ctzll(in_hand), def = hand_def(s, hand, at);
		if (!in_supply_reach(supply, hand->supply_reach, def))
			sites_of(s, p, def, hand, at, &grid, true, o);
	}
}

void prin_legal_builds(const struct prin_state *s, int p, const struct hand *hand, struct out *o)
{
	if (!wanted(o, A_BUILD))
		return;
	if (hand->common && !o->match) {
		prin_legal_common_builds(s, p, hand, o);
		return;
	}
	/* the center stacks and the open row are there for both players; their
	 * cards in index order, as a walk of every instance would meet them,
	 * are kept (struct prin_state supply_def) */
	const uint8_t *supply = s->ix.supply_def;
	uint8_t all[PRIN_MAX_DEFS];
	int n = s->ix.supply_count;
	if (n == PRIN_SUPPLY_UNKEPT) {
		n = prin_supply_defs(s, all, PRIN_MAX_DEFS);
		supply = all;
	}
	/* The supply's cards first, then his hand's not among them: only
	 * the few his purse might pay for are placed, and only a card of his
	 * hand that is is looked for in the supply. */
	const struct purse *purse = &hand->purse;
	int only = o->match ? o->match->arg[0] : -1;
	struct grid_defs grid;
	grid.known = false;
	for (int from = 0; from < n; from += 64) {
		int part = n - from < 64 ? n - from : 64;
		uint64_t reach = supply_in_reach(s, purse, supply + from, part);
		if (only >= 0)
			reach &= only_def(supply + from, part, only);
		for (; reach; reach &= reach - 1)
			build_sites(s, p, supply[from + __builtin_ctzll(reach)], hand, -1, &grid, o);
	}
	for (int w = 0; w * 64 < hand->places; w++)
		for (uint64_t reach = hand->reach[w]; reach; reach &= reach - 1) {
			int at = w * 64 + __builtin_ctzll(reach), def = hand_def(s, hand, at);
			if ((!hand->priced && !might_afford(s, purse, def)) || (only >= 0 && def != only))
				continue;
			if (!in_list(supply, n, def))
				build_sites(s, p, def, hand, at, &grid, o);
		}
}

/* Only cards on a grid can be demolished: the walk of the grids' zone
 * meets them in index order, as a walk of every instance would. */
void prin_legal_grid_demolitions(const struct prin_state *s, int p, struct out *o)
{
	if (o->match) {
		int c = o->match->arg[0];
		if (c >= 0 && c < s->instance_count && prin_can_demolish(s, p, c))
			add(o, A_DEMOLISH, c, 0, 0, 0, 0);
		return;
	}
	/* prin_can_demolish for each card of his grid, its card's part read
	 * from the table's demolishable column: a theme set's grids hold some
	 * twenty cards, and the call for each was most of the listing. His
	 * grid's cards are those its index lists (placed, unless it
	 * overflowed): a bit each for the demolishable, read in index order. */
	const struct prin_player_index *pl = &s->ix.player[p];
	const uint8_t *demolishable = s->cards->demolishable;
	uint64_t mine[PRIN_ZONE_WORDS] = { 0 };
	if (pl->placed_count < PRIN_MAX_PLACED) {
		for (int i = 0; i < pl->placed_count; i++) {
			int c = pl->placed[i], def = s->card[c].def;
			mine[c / 64] |= (uint64_t)demolishable[def] << (c % 64);
		}
	} else {
		PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c) {
			if (c >= s->instance_count || s->card[c].who != p)
				continue;
			int def = s->card[c].def;
			mine[c / 64] |= (uint64_t)demolishable[def] << (c % 64);
		}
	}
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = mine[w]; bits; bits &= bits - 1)
			add(o, A_DEMOLISH, w * 64 + __builtin_ctzll(bits), 0, 0, 0, 0);
}
