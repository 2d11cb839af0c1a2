/*
 * zones: where card instances lie, and the resources on regions.
 *
 * An ordered zone (a stack, a pile, a hand) keeps its order in the
 * instances' order field: smaller is nearer the top. Putting a card on top
 * takes one less than the smallest order there, under it one more than the
 * largest (for a stack, one more than a bound kept on its orders: only the
 * order of its cards counts), so a move touches one instance. The numbers
 * only drift outward; when they near the int16 limits the zone is
 * renumbered from 0, in the same order.
 *
 * Resources are not cards: they are the stock on a player's regions (§4).
 * Paying takes from the fullest region of the type and gaining fills the
 * emptiest one first, which keeps resources spread out; a player does not
 * choose the region (a simplification of the physical game, where rotating
 * a particular card matters only to the brigand and the plague).
 */
#include <string.h>

#include "games/principality/index.h"

#define ORDER_LIMIT 30000

_Static_assert(PRIN_MAX_STACKS <= 1 << PRIN_STACK_BITS, "a stack's number fits its stack bits");

int prin_owner(const struct prin_state *s, int card)
{
	if (card < 0 || card >= s->instance_count)
		return -1;
	switch (s->card[card].zone) {
	case Z_HAND: case Z_PRINCIPALITY: case Z_UNDER: case Z_DISCARD: case Z_PLAYED:
		return s->card[card].who;
	default:
		return -1;
	}
}

int prin_belongs_to(const struct prin_state *s, int card)
{
	int owner = prin_owner(s, card);
	if (owner >= 0 && s->card[card].zone == Z_PRINCIPALITY &&
	    prin_def_of(s, card)->placement == PLACE_OPPONENT_CITY)
		return 1 - owner;
	return owner;
}

static void renumber(struct prin_state *s, int zone, int who)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES);
	for (int i = 0; i < n; i++)
		s->card[list[i]].order = (int16_t)i;
	prin_index_numbered(s, zone, who, n);
}

void prin_set_stock(struct prin_state *s, int card, int stock)
{
	struct prin_instance *in = &s->card[card];
	int old = in->stock;
	in->stock = (uint8_t)stock;
	if (in->zone != Z_PRINCIPALITY || in->who >= PRIN_PLAYERS)
		return;
	struct prin_player_index *pl = &s->ix.player[in->who];
	/* The tallies count the indexed regions only; while the index holds
	 * every region of his, a change is booked, not recounted. */
	if (pl->region_count < PRIN_MAX_INDEXED) {
		if (prin_is_region(s, card))
			prin_index_stock_change(pl, prin_def_of(s, card)->produces, in->stock - old);
	} else {
		prin_tally_player(s, pl);
	}
	prin_index_stock_moved(s, pl);
}

/* Puts card, which lies in zone was, in zone: the one writer of an
 * instance's zone, and the index follows (prin_index_zone_change). */
static inline void prin_set_zone_from(struct prin_state *s, int card, int was, int zone)
{
	s->card[card].zone = (uint8_t)zone;
	prin_index_zone_change(s, card, was, zone);
}

void prin_set_zone(struct prin_state *s, int card, int zone)
{
	prin_set_zone_from(s, card, s->card[card].zone, zone);
}

/* Takes card, which lies in zone was, out of its zone's counts before it
 * moves (hand_at: prin_index_hand_forget's known). Inlined, as the
 * zone's change is. */
static inline void leave_from(struct prin_state *s, int card,
                              int was, int hand_at)
{
	struct prin_instance *in = &s->card[card];
	/* only a card in a hand is shown (check() sees to it): it loses the
	 * mark as it leaves, and a move from elsewhere has none to clear */
	if (was == Z_HAND)
		s->shown[(unsigned)card / 8] &= (uint8_t)~(1u << ((unsigned)card % 8));
	if (was == Z_HAND && in->who < PRIN_PLAYERS)
		prin_index_hand_left(s, in->who, card, hand_at);
	else if (was == Z_STACK && in->who < PRIN_MAX_STACKS)
		prin_index_stack_left(s, in->who);
}

static inline void leave(struct prin_state *s, int card, int was)
{
	leave_from(s, card, was, -1);
}

/* A card taken into player's hand is shown to his opponent while a card of
 * his principality says so (the Embassy): the opponent knows it from then
 * on, as long as it stays in that hand. */
static void taken(struct prin_state *s, int card, int player)
{
	/* the modifier is asked only of a player whose cards carry it */
	if ((s->ix.player[player].mod_mask & (1u << PRIN_MOD_SEES_DRAWS)) &&
	    prin_draws_shown(s, player))
		s->shown[(unsigned)card / 8] |= (uint8_t)(1u << ((unsigned)card % 8));
}

static void off_grid(struct prin_state *s, int card)
{
	struct prin_instance *in = &s->card[card];
	if (in->zone != Z_PRINCIPALITY)
		return;
	int x = prin_cell_x(in->order), y = prin_cell_y(in->order), who = in->who;
	struct prin_points_share share;
	prin_index_share(s, who, card, &share);   /* asked while it lies there */
	prin_index_cell(s, who, x, y, PRIN_EMPTY);
	prin_set_zone(s, card, Z_COUNT);   /* nowhere, until the caller puts it somewhere */
	prin_index_grid_left(s, who, card, in->order, &share);
}

/* The smallest and largest order in player who's hand, read from its
 * index (which the caller has seen is whole); false for an empty hand. */
static bool hand_ends(const struct prin_state *s, int who, int *lo, int *hi)
{
	const struct prin_player_index *pl = &s->ix.player[who];
	if (pl->hand_size == 0)
		return false;
	*lo = s->card[pl->hand[0]].order;
	*hi = s->card[pl->hand[pl->hand_size - 1]].order;
	return true;
}

/* The cards of zone that who holds, where the state keeps the number
 * (hands and stacks), else -1: a walk for them may stop at the last. */
static int known_count(const struct prin_state *s, int zone, int who)
{
	if (who < 0)
		return -1;
	if (zone == Z_STACK && who < PRIN_MAX_STACKS)
		return s->ix.stack_size[who];
	if (zone == Z_HAND && who < PRIN_PLAYERS)
		return s->ix.player[who].hand_size;
	return -1;
}

/* The smallest and largest order among the cards of zone that who holds;
 * false when he holds none. (leave() has already taken the moving card
 * out of its zone's count.) Whose each card is, and whether it is an end,
 * cannot be foreseen: the walk takes them without a branch. */
static bool order_ends(const struct prin_state *s, int zone, int who, int *lo, int *hi)
{
	int left = known_count(s, zone, who), least = INT16_MAX, most = INT16_MIN;
	bool any = false;
	for (int w = 0; w < PRIN_ZONE_WORDS && left != 0; w++)
		for (uint64_t bits = s->ix.zone_bits[zone][w]; bits; bits &= bits - 1) {
			const struct prin_instance *o = &s->card[w * 64 + __builtin_ctzll(bits)];
			bool mine = o->who == who;
			least = mine && o->order < least ? o->order : least;
			most = mine && o->order > most ? o->order : most;
			any |= mine;
			left -= mine;
			if (left == 0)
				break;
		}
	if (any) {
		*lo = least;
		*hi = most;
	}
	return any;
}

/* Instance i's place as one number, smaller nearer the top: its order,
 * then its index, as prin_top and prin_list order cards. */
static inline uint32_t place_key(const struct prin_instance *in, int i)
{
	return (uint32_t)(uint16_t)(in->order ^ INT16_MIN) << 8 | (uint32_t)i;
}

/* The smallest place key among stack's own cards (prin_stack_word), or
 * UINT32_MAX for an empty stack: its top card is in the low byte. */
static uint32_t stack_top_key(const struct prin_state *s, int stack)
{
	uint32_t best = UINT32_MAX;
	/* only the words that instances fill: the base game's leave the last empty */
	const int words = (s->instance_count + 63) / 64;
	for (int w = 0; w < words && w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = prin_stack_word(s, stack, w); bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			uint32_t key = place_key(&s->card[i], i);
			best = key < best ? key : best;
		}
	return best;
}

/* prin_move of a card that lies in zone was. Inlined where the zones are
 * constants (the commonest moves of an action, a card from a stack into a
 * hand and back), so that the tests on them fall away. */
static inline void move_at(struct prin_state *s, int card,
                           int was, int hand_at, int zone, int who,
                           bool top)
{
	leave_from(s, card, was, hand_at);
	if (was == Z_PRINCIPALITY) {
		off_grid(s, card);
		was = Z_COUNT;
	}
	struct prin_instance *in = &s->card[card];
	/* out of the way while the ends of its new zone are found, where it
	 * would be seen */
	if (was == zone) {
		prin_set_zone_from(s, card, was, Z_COUNT);
		was = Z_COUNT;
	}
	bool stack = zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS;
	int lo = 0, hi = 0;
	bool any;
	if (stack) {
		/* under a stack, its bound numbers the card; on top, its top */
		any = s->ix.stack_size[who] > 0;
		hi = s->ix.stack_hi[who];
		lo = any && top ? s->card[stack_top_key(s, who) & 0xFF].order : hi;
	} else if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS &&
	           s->ix.player[who].hand_size <= PRIN_HAND_INDEXED) {
		any = hand_ends(s, who, &lo, &hi);
	} else {
		any = order_ends(s, zone, who, &lo, &hi);
	}
	if (any && (lo <= -ORDER_LIMIT || hi >= ORDER_LIMIT)) {
		renumber(s, zone, who);
		lo = 0;
		hi = prin_count(s, zone, who) - 1;
	}
	prin_set_zone_from(s, card, was, zone);
	in->who = (uint8_t)who;
	in->order = (int16_t)(!any ? 0 : top ? lo - 1 : hi + 1);
	if (zone == Z_HAND && who < PRIN_PLAYERS) {
		prin_index_hand_joined(s, who, card, any && top);
		taken(s, card, who);
	} else if (stack) {
		prin_index_stack_joined(s, card, who);
	}
	if (zone != Z_PRINCIPALITY)
		in->stock = 0;
}

/* move_at of a card whose place in a hand's index, if any, is not known. */
static inline void move_from(struct prin_state *s, int card,
                             int was, int zone, int who, bool top)
{
	move_at(s, card, was, -1, zone, who, top);
}

void prin_move(struct prin_state *s, int card, int zone, int who, bool top)
{
	move_from(s, card, s->card[card].zone, zone, who, top);
}

void prin_move_stack_to_hand(struct prin_state *s, int card, int player)
{
	if (s->card[card].zone == Z_STACK)
		move_from(s, card, Z_STACK, Z_HAND, player, false);
	else
		prin_move(s, card, Z_HAND, player, false);
}

void prin_move_hand_to_stack(struct prin_state *s, int card, int stack)
{
	if (s->card[card].zone == Z_HAND)
		move_from(s, card, Z_HAND, Z_STACK, stack, false);
	else
		prin_move(s, card, Z_STACK, stack, false);
}

/* The search of prin_first_of finds the card's place in the hand's index
 * too, which the move then need not look for again. */
void prin_move_first_to_stack(struct prin_state *s, int player, int def, int stack)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (pl->hand_size > PRIN_HAND_INDEXED) {
		prin_move_hand_to_stack(s, prin_first_of(s, def, Z_HAND, player), stack);
		return;
	}
	for (unsigned first = pl->hand_first; first; first &= first - 1) {
		int at = __builtin_ctz(first), card = pl->hand[at];
		if (s->card[card].def == def) {
			move_at(s, card, Z_HAND, at, Z_STACK, stack, false);
			return;
		}
	}
}

int prin_cycle(struct prin_state *s, int zone, int who)
{
	/* the top (the smallest place key: the order, then the index, as
	 * prin_top finds it) and the largest order, in one walk of the bit
	 * words in place */
	uint32_t best = UINT32_MAX;
	int hi = INT16_MIN, n = 0;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->ix.zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			const struct prin_instance *in = &s->card[i];
			bool mine = in->who == who;
			uint32_t key = place_key(in, i);
			best = mine && key < best ? key : best;
			hi = mine && in->order > hi ? in->order : hi;
			n += mine;
		}
	const unsigned kept = (1u << Z_STACK) | (1u << Z_HAND) | (1u << Z_PRINCIPALITY) |
	                      (1u << Z_CENTER) | (1u << Z_OPEN);
	if (best == UINT32_MAX)
		return -1;
	int top = (int)(best & 0xFF), lo = s->card[top].order;
	/* prin_move's way where it would do more than give the card the
	 * order after the others' (the top is never the last of several) */
	if (n == 1 || ((1u << zone) & kept) || hi >= ORDER_LIMIT || lo <= -ORDER_LIMIT) {
		prin_move(s, top, zone, who, false);
		return top;
	}
	/* under the pile, as prin_move would put it there (a pile is no
	 * hand: the card has no shown mark to lose) */
	s->card[top].order = (int16_t)(hi + 1);
	s->card[top].stock = 0;
	return top;
}

void prin_place(struct prin_state *s, int card, int player, int x, int y)
{
	leave(s, card, s->card[card].zone);
	off_grid(s, card);
	struct prin_instance *in = &s->card[card];
	prin_set_zone(s, card, Z_PRINCIPALITY);
	in->who = (uint8_t)player;
	in->order = (int16_t)prin_cell(x, y);
	prin_index_cell(s, player, x, y, card);
	prin_index_grid_joined(s, player, card);
}

void prin_swap(struct prin_state *s, int a, int b)
{
	struct prin_instance ia = s->card[a], ib = s->card[b];
	int ax = prin_cell_x(ia.order), ay = prin_cell_y(ia.order);
	int bx = prin_cell_x(ib.order), by = prin_cell_y(ib.order);
	s->card[a].who = ib.who;
	s->card[a].order = ib.order;
	s->card[b].who = ia.who;
	s->card[b].order = ia.order;
	prin_index_cell(s, ib.who, bx, by, a);
	prin_index_cell(s, ia.who, ax, ay, b);
	/* the modifier cards may change their order: everything is counted */
	prin_index_regrid(s, ia.who);
	if (ib.who != ia.who)
		prin_index_regrid(s, ib.who);
}

/* Inserts card by its order into out[0..n-1], which holds at most max;
 * returns the new n. Zones are small: insertion is enough. */
static int insert_by_order(const struct prin_state *s, int card, int *out, int n, int max)
{
	int order = s->card[card].order;
	int j = n < max ? n : max;
	if (j == max && (j == 0 || s->card[out[j - 1]].order <= order))
		return n;
	while (j > 0 && s->card[out[j - 1]].order > order) {
		if (j < max)
			out[j] = out[j - 1];
		j--;
	}
	out[j] = card;
	return n < max ? n + 1 : n;
}

/* legal() lists hands and stacks many times per action: the bit words are
 * walked in place here rather than through PRIN_FOR_ZONE; a stack's own
 * cards are found from its stack bits. */
int prin_list(const struct prin_state *s, int zone, int who, int *out, int max)
{
	int n = 0;
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS) {
		for (int w = 0; w < PRIN_ZONE_WORDS; w++)
			for (uint64_t bits = prin_stack_word(s, who, w); bits; bits &= bits - 1)
				n = insert_by_order(s, w * 64 + __builtin_ctzll(bits), out, n, max);
		return n;
	}
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->ix.zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			if (s->card[i].who == who)
				n = insert_by_order(s, i, out, n, max);
		}
	return n;
}

int prin_count(const struct prin_state *s, int zone, int who)
{
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS)
		return s->ix.stack_size[who];
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS)
		return s->ix.player[who].hand_size;
	return prin_recount(s, zone, who);
}

int prin_recount(const struct prin_state *s, int zone, int who)
{
	int n = 0;
	PRIN_FOR_ZONE(s, zone, i)
		n += s->card[i].who == who;
	return n;
}

/* The card of zone/who nearest the top, or -1: the one of the smallest
 * place key (the order, then the index, as prin_list orders them), the
 * cards taken without a branch on whose each is or which is smaller. */
static int top_by_walk(const struct prin_state *s, int zone, int who)
{
	uint32_t best = UINT32_MAX;
	int left = known_count(s, zone, who);
	for (int w = 0; w < PRIN_ZONE_WORDS && left != 0; w++)
		for (uint64_t bits = s->ix.zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			const struct prin_instance *in = &s->card[i];
			bool mine = in->who == who;
			uint32_t key = place_key(in, i);
			best = mine && key < best ? key : best;
			left -= mine;
			if (left == 0)
				break;
		}
	return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
}

int prin_top(const struct prin_state *s, int zone, int who)
{
	_Static_assert(PRIN_MAX_INSTANCES <= 256, "a card fits the low byte of a place key");
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS) {
		uint32_t best = stack_top_key(s, who);
		return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
	}
	return top_by_walk(s, zone, who);
}

/* The first instance of def. Setup makes the instances in the order of
 * their definitions and a card never changes its definition, so the
 * copies of one card are neighbours in card[] (check() sees to it). */
static int search_first_instance(const struct prin_state *s, int def);

/* prin_first_instance, inline for prin_first_of: most matches read the
 * table of their preset, and the call cost more than the read. */
static inline int first_instance(const struct prin_state *s, int def)
{
	/* a match of a preset selection of sets has its table */
	if (s->layout >= 0 && def >= 0 && def < PRIN_MAX_DEFS)
		return s->cards->preset[s->layout].first_instance[def];
	return search_first_instance(s, def);
}

int prin_first_instance(const struct prin_state *s, int def)
{
	return first_instance(s, def);
}

/* prin_first_instance without a table: halving the span that holds the
 * answer without a branch on each comparison, which cannot be foreseen. */
static int search_first_instance(const struct prin_state *s, int def)
{
	const struct prin_instance *base = s->card;
	int n = s->instance_count;
	if (n == 0)
		return 0;
	while (n > 1) {
		int half = n / 2;
		base = base[half - 1].def < def ? base + half : base;
		n -= half;
	}
	return (int)(base - s->card) + (base->def < def);
}

/* Only the copies of def are looked at, in index order: the instance a
 * walk of the whole zone would find. In a hand the index holds, the first
 * copy in it is that one. */
int prin_first_of(const struct prin_state *s, int def, int zone, int who)
{
	/* a hand the index holds lists its cards top first */
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS &&
	    s->ix.player[who].hand_size <= PRIN_HAND_INDEXED) {
		const struct prin_player_index *pl = &s->ix.player[who];
		/* the first copy of def is marked (hand_first): only the
		 * marked places need a look */
		for (unsigned first = pl->hand_first; first; first &= first - 1) {
			int card = pl->hand[lowest_bit(first)];
			if (s->card[card].def == def)
				return card;
		}
		return -1;
	}
	/* the smallest place key (the order, then the index) of the copies
	 * there, kept without a branch on where each copy lies */
	uint32_t best = UINT32_MAX;
	for (int i = first_instance(s, def); i < s->instance_count && s->card[i].def == def; i++) {
		const struct prin_instance *in = &s->card[i];
		bool there = in->zone == zone && in->who == who;
		uint32_t key = (uint32_t)(uint16_t)(in->order ^ INT16_MIN) << 8 | (uint32_t)i;
		best = there && key < best ? key : best;
	}
	return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
}

void prin_shuffle(struct prin_state *s, int zone, int who)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES);
	rng_shuffle_ints(&s->rng, list, (size_t)n);
	for (int i = 0; i < n; i++)
		s->card[list[i]].order = (int16_t)i;
	prin_index_numbered(s, zone, who, n);
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS)
		prin_index_hand(s, who);
}

/* ---- resources on regions ---- */

/* The region of the type with the least (fewest) or most stock that can
 * still change, the first of equals, or -1. An empty region has the least
 * there can be, a full one (regions hold 0..PRIN_STOCK_MAX, check() sees
 * to it) the most: the first such ends the search. This walks every
 * region: for a resource outside the positions (none, -1) only. */
static int pick_region_slowly(const struct prin_state *s, int player, int resource, bool fewest)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	int best = -1, extreme = fewest ? 0 : PRIN_STOCK_MAX;
	for (int i = 0; i < pl->region_count; i++) {
		int card = pl->region[i], stock = s->card[card].stock;
		if (prin_def_of(s, card)->produces != resource)
			continue;
		if (fewest ? stock >= PRIN_STOCK_MAX : stock == 0)
			continue;
		if (stock == extreme)
			return card;
		if (best < 0 || (fewest ? stock < s->card[best].stock : stock > s->card[best].stock))
			best = card;
	}
	return best;
}

/* The same searches over the regions of the resource alone (struct
 * prin_player region_of, not empty), in the same order: the first region
 * stands until a later one has strictly less (more) stock, so the first of
 * equals wins. Each returns the stock of the region it names in *card. No
 * branch hangs on a stock, which a processor guesses badly. */
static inline int extreme_stock(const struct prin_state *s, const struct prin_player_index *pl,
                                uint32_t regions, bool most, int *card)
{
	int best = pl->region[lowest_bit(regions)], held = s->card[best].stock;
	for (regions &= regions - 1; regions; regions &= regions - 1) {
		int c = pl->region[lowest_bit(regions)], stock = s->card[c].stock;
		bool better = most ? stock > held : stock < held;
		best = better ? c : best;
		held = better ? stock : held;
	}
	*card = best;
	return held;
}

/* The tallies of a resource (regions, a bit per place, are all of its
 * regions while the index holds every region) tell the answer without a
 * look at each region when every region holds the same: none at all
 * (emptiest: the first) or all they can (fullest: the first). */
static inline int emptiest(const struct prin_state *s, const struct prin_player_index *pl,
                           uint32_t regions, int resource, int *card)
{
	if (pl->have[resource] == 0 && pl->region_count < PRIN_MAX_INDEXED) {
		*card = pl->region[lowest_bit(regions)];
		return 0;
	}
	return extreme_stock(s, pl, regions, false, card);
}

static inline int fullest(const struct prin_state *s, const struct prin_player_index *pl,
                          uint32_t regions, int resource, int *card)
{
	if (pl->room[resource] == 0 && pl->region_count < PRIN_MAX_INDEXED) {
		*card = pl->region[lowest_bit(regions)];
		return PRIN_STOCK_MAX;
	}
	return extreme_stock(s, pl, regions, true, card);
}

_Static_assert(PRIN_MAX_INDEXED <= 32, "a place in a list of regions fits a bit of region_of");

/* prin_set_stock for a region of resource that lies on pl's grid and holds
 * stock, by delta: while the index holds every region of his, what it
 * books is known without looking at the card again. */
static inline void step_stock(struct prin_state *s, struct prin_player_index *pl, int card,
                              int stock, int resource, int delta)
{
	if (pl->region_count >= PRIN_MAX_INDEXED) {
		prin_set_stock(s, card, stock + delta);
		return;
	}
	s->card[card].stock = (uint8_t)(stock + delta);
	prin_index_stock_change(pl, resource, delta);
	prin_index_stock_moved(s, pl);
}

/* n of resource (a position, delta its sign) moved on pl's one region of it
 * (place, alone in region_of) while the index holds every region of his:
 * the tallies of the type are that region's stock and room, and are read
 * rather than the card, so that the chain of loads from region_of through
 * region[] to the card's stock is waited for by the store alone. Returns
 * how many fitted (were there). */
static inline int step_alone(struct prin_state *s,
                             struct prin_player_index *pl, int place,
                             int resource, int n, int delta)
{
	int can = delta > 0 ? pl->room[resource] : pl->have[resource];
	int done = n < can ? n : can;
	if (done <= 0)
		return 0;
	prin_index_stock_change(pl, resource, delta * done);
	s->card[pl->region[place]].stock = pl->have[resource];
	prin_index_stock_moved(s, pl);
	return done;
}

/* Up to n of resource (a position) to pl's regions, or from them, one at a
 * time to the emptiest region (from the fullest); returns how many fitted
 * (were there). A player often has one region of a type: then it takes
 * (gives) what it can in one step. */
static inline int gain_run(struct prin_state *s,
                           struct prin_player_index *pl, int resource, int n)
{
	uint32_t regions = pl->region_of[resource];
	if (!regions)
		return 0;
	if (!(regions & (regions - 1)) && pl->region_count < PRIN_MAX_INDEXED)
		return step_alone(s, pl, __builtin_ctz(regions), resource, n, 1);
	int card, stock = emptiest(s, pl, regions, resource, &card);
	if (!(regions & (regions - 1))) {
		int done = n < PRIN_STOCK_MAX - stock ? n : PRIN_STOCK_MAX - stock;
		if (done > 0)
			step_stock(s, pl, card, stock, resource, done);
		return done;
	}
	int done = 0;
	for (; done < n && stock < PRIN_STOCK_MAX; done++) {
		step_stock(s, pl, card, stock, resource, 1);
		if (done + 1 < n)
			stock = emptiest(s, pl, regions, resource, &card);
	}
	return done;
}

static inline int pay_run(struct prin_state *s,
                          struct prin_player_index *pl, int resource, int n)
{
	uint32_t regions = pl->region_of[resource];
	if (!regions)
		return 0;
	if (pl->region_count < PRIN_MAX_INDEXED && !(regions & (regions - 1)))
		return step_alone(s, pl, __builtin_ctz(regions), resource, n, -1);
	int card, stock = fullest(s, pl, regions, resource, &card);
	if (!(regions & (regions - 1))) {
		int done = n < stock ? n : stock;
		if (done > 0)
			step_stock(s, pl, card, stock, resource, -done);
		return done;
	}
	int done = 0;
	for (; done < n && stock > 0; done++) {
		step_stock(s, pl, card, stock, resource, -1);
		if (done + 1 < n)
			stock = fullest(s, pl, regions, resource, &card);
	}
	return done;
}

int prin_gain(struct prin_state *s, int player, int resource, int n)
{
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int done = 0;
		for (int r; done < n && (r = pick_region_slowly(s, player, resource, true)) >= 0; done++)
			prin_set_stock(s, r, s->card[r].stock + 1);
		return done;
	}
	return gain_run(s, &s->ix.player[player], resource, n);
}

int prin_pay(struct prin_state *s, int player, int resource, int n)
{
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int done = 0;
		for (int r; done < n && (r = pick_region_slowly(s, player, resource, false)) >= 0; done++)
			prin_set_stock(s, r, s->card[r].stock - 1);
		return done;
	}
	return pay_run(s, &s->ix.player[player], resource, n);
}

void prin_pay_list(struct prin_state *s, int player, const int16_t *list, int n)
{
	struct prin_player_index *pl = &s->ix.player[player];
	for (int i = 0; i < n && list[i] >= 0;) {
		int r = list[i], count = 1;
		while (++i < n && list[i] == r)
			count++;
		if (r < PRIN_MAX_RESOURCES)
			pay_run(s, pl, r, count);
		else
			prin_pay(s, player, r, count);
	}
}

void prin_exchange(struct prin_state *s, int player, int give, int n, int get)
{
	if (give < 0 || give >= PRIN_MAX_RESOURCES || get < 0 || get >= PRIN_MAX_RESOURCES) {
		prin_pay(s, player, give, n);
		prin_gain(s, player, get, 1);
		return;
	}
	struct prin_player_index *pl = &s->ix.player[player];
	pay_run(s, pl, give, n);
	gain_run(s, pl, get, 1);
}

/* prin_hand_over_pair, inlined in prin_hand_over_pairs once for each
 * side: an accepted offer pays one call. */
static inline void hand_over_pair(struct prin_state *s, int from,
                                  int to, int a, int b)
{
	if (a < 0 || a >= PRIN_MAX_RESOURCES || b >= PRIN_MAX_RESOURCES) {
		prin_hand_over(s, from, to, a, b == a ? 2 : 1);
		if (b >= 0 && b != a)
			prin_hand_over(s, from, to, b, 1);
		return;
	}
	/* pay_run and gain_run inline, each with its count known: a pair is
	 * what most accepted offers hand over */
	struct prin_player_index *payer = &s->ix.player[from], *taker = &s->ix.player[to];
	if (b == a) {
		int paid = pay_run(s, payer, a, 2);
		if (paid > 0)
			gain_run(s, taker, a, paid);
		return;
	}
	if (pay_run(s, payer, a, 1))
		gain_run(s, taker, a, 1);
	if (b >= 0 && pay_run(s, payer, b, 1))
		gain_run(s, taker, b, 1);
}

void prin_hand_over_pair(struct prin_state *s, int from, int to, int a, int b)
{
	hand_over_pair(s, from, to, a, b);
}

void prin_hand_over_pairs(struct prin_state *s, int from, int to, const int8_t give[2],
                          const int8_t get[2])
{
	hand_over_pair(s, from, to, give[0], give[1]);
	hand_over_pair(s, to, from, get[0], get[1]);
}

int prin_hand_over(struct prin_state *s, int from, int to, int resource, int n)
{
	/* The payer's regions and the taker's are not the same: paying all
	 * first gives what paying and gaining one at a time would. */
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int paid = prin_pay(s, from, resource, n);
		if (paid > 0)
			prin_gain(s, to, resource, paid);
		return paid;
	}
	/* one at a time is the most common: its own copy, without the loops */
	if (n == 1) {
		if (!pay_run(s, &s->ix.player[from], resource, 1))
			return 0;
		gain_run(s, &s->ix.player[to], resource, 1);
		return 1;
	}
	int paid = pay_run(s, &s->ix.player[from], resource, n);
	if (paid > 0)
		gain_run(s, &s->ix.player[to], resource, paid);
	return paid;
}
