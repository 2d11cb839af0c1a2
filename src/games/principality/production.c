/*
 * production: the production die (§4).
 *
 * Every region of both players whose number the die shows gains what the
 * modifiers of its owner's cards make of 1 (a doubling building beside it
 * doubles it), and holds at most 3: a region on 2 gains only 1, whatever
 * the doubling. Then the cards that act after production do so, the
 * active player's first.
 */
#include "games/principality/index.h"

_Static_assert(PRIN_MAX_INDEXED <= 32, "a bit per indexed region in gain_known");

/* prin_set_stock for player's regions at the places of his region index
 * set in places, while the index holds every region of his: each gains
 * 1 where its bit of ones is set and 2 where that of twos is, as far as
 * it holds, and the tallies are booked as prin_set_stock books them.
 * Production books a roll's kept gains so, knowing the places. (Inline:
 * at every roll, for a region or two, the call cost as much as the work.) */
static inline void add_stock_at(struct prin_state *s, int player, uint32_t places,
                                uint32_t ones, uint32_t twos)
{
	struct prin_player_index *pl = &s->ix.player[player];
	int added = 0;   /* the gains are never below 0: nothing changed while 0 */
	for (; places; places &= places - 1) {
		/* the place's bit tested in the words, not each word shifted
		 * by its place */
		uint32_t bit = places & (0 - places);
		int c = pl->region[lowest_bit(places)];
		struct prin_instance *in = &s->card[c];
		int was = in->stock, stock = was + ((ones & bit) != 0) + 2 * ((twos & bit) != 0);
		stock = stock > PRIN_STOCK_MAX ? PRIN_STOCK_MAX : stock;
		in->stock = (uint8_t)stock;
		int delta = stock - was;
		prin_index_stock_change(pl, prin_def_of(s, c)->produces, delta);
		added += delta;
	}
	if (added)
		prin_index_stock_moved(s, pl);
}

/* The regions of player that show die, in index order (the order in which
 * the rules book their gains), walking the cards: the grid index does not
 * hold every region of his. */
static int rolled_regions(const struct prin_state *s, int player, int die, int *out)
{
	int n = 0;
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c) {
		const struct prin_def *d = prin_def_of(s, c);
		if (s->card[c].who == player && d->kind == KIND_REGION && d->die == die)
			out[n++] = c;
	}
	return n;
}

/* What the modifiers make of 1 for region c, as the region takes it: a
 * gain of more than PRIN_STOCK_MAX fills any region, and none or less
 * adds nothing. */
static int gain_through(struct prin_host *h, const struct prin_modifiers *mods, int c)
{
	int gain = prin_modify_through(h, mods, c, 1);
	return gain < 0 ? 0 : gain > PRIN_STOCK_MAX ? PRIN_STOCK_MAX : gain;
}

/* prin_region_gain through player's production modifiers mods. */
static int gain_of(const struct prin_state *s, const struct prin_modifiers *mods, int player,
                   int place, bool *grid_only, bool *local)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	int gain = gain_through(&h, mods, s->ix.player[player].region[place]);
	*grid_only = !h.read_beyond_grid;
	*local = !h.read_beyond_grid && !h.read_around;
	return gain;
}

int prin_region_gain(const struct prin_state *s, int player, int place, bool *grid_only,
                     bool *local)
{
	struct prin_modifiers mods;
	prin_modifiers_of(s, player, PRIN_MOD_PRODUCTION, &mods);
	return gain_of(s, &mods, player, place, grid_only, local);
}

/* The kept gain of the region at place k of pl's index. */
static int kept_gain(const struct prin_player_index *pl, int k)
{
	return (int)((pl->gain_low >> k) & 1) | (int)((pl->gain_high >> k) & 1) << 1;
}

/* The gain of the region at place, from what was kept of it; else asked,
 * and kept when the modifiers read nothing but the grids (a grid change
 * forgets it, or prin_index_kept_grid_changed when it read its cards alone). */
static int region_gain(struct prin_state *s, int player, int place, struct prin_modifiers *mods)
{
	struct prin_player_index *pl = &s->ix.player[player];
	uint32_t bit = 1u << place;
	if (pl->gain_known & bit)
		return kept_gain(pl, place);
	/* booking stock moves no card: one look for the modifiers serves
	 * every region */
	if (mods->player < 0)
		prin_modifiers_of(s, player, PRIN_MOD_PRODUCTION, mods);
	bool grid_only, local;
	int gain = gain_of(s, mods, player, place, &grid_only, &local);
	if (grid_only)
		prin_index_keep_gain(pl, place, gain, local);
	return gain;
}

_Static_assert(PRIN_DIE_INDEXED <= 16 && PRIN_DIE_INDEXED <= PRIN_MAX_INDEXED,
               "region_die holds a bit per kept place");

/* The places among the first PRIN_DIE_INDEXED of pl's region index whose
 * regions show die, a bit each. A die beyond PRIN_DIE_BITS shows on none.
 * The places beyond his regions hold no bit (prin_tally_player, which check()
 * compares), so that they show 0 alone: only die 0 (never rolled) asks
 * which places are his. */
static inline uint32_t showing_die(const struct prin_player_index *pl,
                                   int die)
{
	if (die < 0 || die >= 1 << PRIN_DIE_BITS)
		return 0;
	_Static_assert(PRIN_DIE_BITS == 3, "showing_die reads three bits");
	uint32_t places = (1u << PRIN_DIE_INDEXED) - 1;
	if (die == 0 && pl->region_count < PRIN_DIE_INDEXED)
		places = (1u << pl->region_count) - 1;
	/* a place shows die where each of its bits equals die's: a bit of
	 * die spread over a word, and the places that differ from it off */
	uint32_t b0 = -(uint32_t)(die & 1), b1 = -(uint32_t)((die >> 1) & 1),
	         b2 = -(uint32_t)((die >> 2) & 1);
	return places & ~((pl->region_die[0] ^ b0) | (pl->region_die[1] ^ b1) |
	                  (pl->region_die[2] ^ b2));
}

/* Puts region c at place into out[0..n-1] and place[], kept in the order
 * of card numbers; returns the new count. */
static int book_in_order(int *out, int *place, int n, int c, int k)
{
	int j = n;
	for (; j > 0 && out[j - 1] > c; j--) {
		out[j] = out[j - 1];
		place[j] = place[j - 1];
	}
	out[j] = c;
	place[j] = k;
	return n + 1;
}

/* The regions of player that show die and their places in the grid
 * index (which holds every region of his), in index order. */
static int rolled_indexed(const struct prin_state *s, int player, int die, int *out, int *place)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	int n = 0;
	for (uint32_t kept = showing_die(pl, die); kept; kept &= kept - 1) {
		int k = __builtin_ctz(kept);
		n = book_in_order(out, place, n, pl->region[k], k);
	}
	for (int k = PRIN_DIE_INDEXED; k < pl->region_count; k++)
		if (prin_def_of(s, pl->region[k])->die == die)
			n = book_in_order(out, place, n, pl->region[k], k);
	return n;
}

/* A full region, or a gain of none, changes nothing to book. */
static void book_gain(struct prin_state *s, int c, int gain)
{
	int stock = s->card[c].stock + gain;
	if (stock > PRIN_STOCK_MAX)
		stock = PRIN_STOCK_MAX;
	if (stock != s->card[c].stock)
		prin_set_stock(s, c, stock);
}

/* Books the gains of pl's regions that show die, in index order, when
 * every one is kept, and returns true; false, booking nothing, when a
 * gain must be asked or a region of his lies beyond the places whose die
 * numbers are kept. A kept gain read no stock (a look at it reads beyond
 * the grids), so no booking changes another's gain, and the tallies add
 * up alike in any order: the card order of rolled_indexed, and its sort,
 * are for gains that are asked. */
static bool book_kept(struct prin_state *s, int player, int die)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (pl->region_count > PRIN_DIE_INDEXED)
		return false;
	uint32_t places = showing_die(pl, die);
	if (places & ~pl->gain_known)
		return false;
	if (places)
		add_stock_at(s, player, places, pl->gain_low, pl->gain_high);
	return true;
}

_Static_assert(PRIN_PLAYERS == 2, "the active player, then the other: a bit flipped");

/* Asks and keeps the gains of p's regions that are not kept, once the
 * roll's were, so that the next rolls find every gain kept (book_kept)
 * rather than ask one die number's at a time: a production modifier that
 * comes to his grid forgets them all, and a match begins with none. The
 * questions are pure, and a kept gain read no stock, so that the order
 * changes nothing. Not while a gain of the roll read more than the grids
 * (it is asked at every roll: so would the others be, likely); and a gain
 * that did ends it. */
static void learn_gains(struct prin_state *s, int p, struct prin_modifiers *mods)
{
	struct prin_player_index *pl = &s->ix.player[p];
	if (pl->region_count > PRIN_DIE_INDEXED || (showing_die(pl, s->die) & ~pl->gain_known))
		return;
	uint32_t unknown = ((1u << pl->region_count) - 1) & ~pl->gain_known;
	for (; unknown; unknown &= unknown - 1) {
		int k = __builtin_ctz(unknown);
		region_gain(s, p, k, mods);
		if (!(pl->gain_known & (1u << k)))
			return;
	}
}

/* Books the gains of p's regions that show the die, asking each gain
 * just before it is booked, as a modifier that read the stock would see
 * it. (Out of line: most rolls find every gain kept, and need not set up
 * this one's lists.) */
static __attribute__((noinline)) void produce_asking(struct prin_state *s, int p)
{
	int regions[PRIN_MAX_INSTANCES], place[PRIN_MAX_INDEXED];
	if (s->ix.player[p].region_count < PRIN_MAX_INDEXED) {
		int n = rolled_indexed(s, p, s->die, regions, place);
		struct prin_modifiers mods;
		mods.player = -1;   /* not looked for yet */
		for (int k = 0; k < n; k++)
			book_gain(s, regions[k], region_gain(s, p, place[k], &mods));
		learn_gains(s, p, &mods);
		return;
	}
	int n = rolled_regions(s, p, s->die, regions);
	if (n == 0)
		return;
	/* booking stock moves no card: one look for the modifiers serves
	 * every region */
	struct prin_modifiers mods;
	prin_modifiers_of(s, p, PRIN_MOD_PRODUCTION, &mods);
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int k = 0; k < n; k++)
		book_gain(s, regions[k], gain_through(&h, &mods, regions[k]));
}

void prin_produce(struct prin_state *s)
{
	for (int i = 0; i < PRIN_PLAYERS; i++)
		if (!book_kept(s, s->active ^ i, s->die))
			produce_asking(s, s->active ^ i);
	/* points that count stored resources (Trade Academy, Rich Farmer) and
	 * the figures they decide follow the new stock */
	prin_refresh(s);
	for (int i = 0; i < PRIN_PLAYERS; i++)
		prin_queue_grid(s, s->active ^ i, EFFECT_ON_PRODUCTION, -1);
}
