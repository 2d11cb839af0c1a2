/*
 * legal-trade: trades with the bank at a player's rates, and offers (§9)
 * to the opponent, the commonest actions of all.
 */
#include <stddef.h>
#include <string.h>

#include "games/principality/deals.h"
#include "games/principality/legal.h"

/* What the trades giving one resource add to a row of trades (struct
 * principality_cards, trade_rows), word by word of a unit of two trades:
 * the resource given (arg[0]) and the rate (arg[1]) of each, laid out as
 * two actions holding nothing else, so that an or of the words sets them
 * in the row's actions, whose kind and resource taken are set already. */
struct giving {
	uint64_t word[3];
};

static inline struct giving giving_of(int give, int rate)
{
	_Static_assert(PRIN_TRADE_UNIT * sizeof(struct action) == sizeof(struct giving),
	               "a unit of trades is three words");
	const struct action a = { 0, { (int16_t)give, (int16_t)rate, 0, 0, 0 } };
	const struct action unit[PRIN_TRADE_UNIT] = { a, a };
	struct giving g;
	memcpy(&g, unit, sizeof g);
	return g;
}

/* Moves a row of trades (struct principality_cards, trade_rows) to
 * next, with the resource given and the rate set in each, a unit of
 * three words at a time. */
static inline void move_trades(const uint64_t *row, const struct giving *giving,
                               struct action *next, int units)
{
	unsigned char *to = (unsigned char *)next;
	for (int u = 0; u < units * 3; u += 3) {
		uint64_t unit[3] = { row[u] | giving->word[0], row[u + 1] | giving->word[1],
		                     row[u + 2] | giving->word[2] };
		memcpy(to + u * sizeof *row, unit, sizeof unit);
	}
}

/* The tallies trades and offers are listed from, as words (a byte per
 * resource), read before any action is written. */
static inline void read_deal_words(const struct prin_state *s, int p, struct deal_words *w)
{
	w->have = prin_bytes_word(s->ix.player[p].have);
	w->rates = prin_bytes_word(s->ix.player[p].trade_rate);
	w->room = prin_bytes_word(s->ix.player[p].room);
	w->opp_have = prin_bytes_word(s->ix.player[1 - p].have);
	w->opp_room = prin_bytes_word(s->ix.player[1 - p].room);
}

/* The trades of the resources he gives, masks.gives, of those he has
 * room for, masks.room_for, at his rates, rates (a
 * byte each, read as the list is written: one load of the one given,
 * where its byte of the word took a shift by a count), written from n of out,
 * which has room for max, and the count past them: a row moved whole
 * for each where the list has room for its moves, else each trade in
 * turn while there is room, as add() would. */
static inline size_t list_trades(const struct principality_cards *t, const uint8_t *rates,
                                 struct trade_masks masks, struct action *out, size_t n,
                                 size_t max)
{
	unsigned gives = masks.gives, room_for = masks.room_for;
	size_t reach = (size_t)(t->trade_units * PRIN_TRADE_UNIT);
	for (; gives; gives &= gives - 1) {
		size_t give = lowest_bit(gives);
		int rate = rates[give];
		unsigned gets = room_for & ~(1u << give);
		if (n + reach > max) {
			for (; gets && n < max; gets &= gets - 1)
				put_action(&out[n++], A_TRADE, (int)give, rate, __builtin_ctz(gets), 0, 0);
			continue;
		}
		struct giving giving = giving_of((int)give, rate);
		move_trades(t->trade_rows + (size_t)gets * 3 * (size_t)t->trade_units, &giving, out + n,
		            t->trade_units);
		n += t->trade_count[gets];
	}
	return n;
}

/* prin_can_trade for every pair, with the counts read once: the
 * resources he can give at his rates and those he has room for, as masks
 * (a bit per position). The trades giving one resource are a row of the
 * card table, chosen by the resources he has room for less the one given,
 * the resource given and the rate set as it is moved. */
void prin_legal_trades(const struct prin_state *s, int p, struct out *o)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	int nr = s->cards->resource_count;
	if (!wanted(o, A_TRADE))
		return;
	struct deal_words w;
	read_deal_words(s, p, &w);
	struct trade_masks masks = prin_trade_masks(&w, nr, (1u << nr) - 1);
	if (!o->match) {
		o->n = list_trades(s->cards, pl->trade_rate, masks, o->a, o->n, o->max);
		return;
	}
	int give = o->match->arg[0];
	unsigned gives = masks.gives & (give >= 0 && give < nr ? 1u << give : 0),
	         room_for = masks.room_for;
	for (; gives; gives &= gives - 1) {
		give = __builtin_ctz(gives);
		for (unsigned gets = room_for & ~(1u << give); gets; gets &= gets - 1)
			add(o, A_TRADE, give, pl->trade_rate[give], __builtin_ctz(gets), 0, 0);
	}
}

/* Whether r0, r1 is a side as the card table lists them. */
static bool is_side(int nr, int r0, int r1)
{
	return r0 >= 0 && r0 < nr && (r1 == -1 || (r1 >= r0 && r1 < nr));
}

static unsigned side_mask(int r0, int r1)
{
	return (1u << r0) | (r1 >= 0 ? 1u << r1 : 0);
}

/* Whether player from has side r0, r1 and player to has room for it. */
static bool can_give(const struct prin_state *s, int from, int to, int r0, int r1)
{
	int need0 = 1 + (r1 == r0);
	return prin_resources(s, from, r0) >= need0 && prin_room(s, to, r0) >= need0 &&
	       (r1 < 0 || r1 == r0 || (prin_resources(s, from, r1) >= 1 && prin_room(s, to, r1) >= 1));
}

/* The test offers() makes of each pair, made of the one offer matched. */
static void match_offer(const struct prin_state *s, struct out *o)
{
	const struct action *m = o->match;
	int nr = s->cards->resource_count, a = s->active;
	int g0 = m->arg[0], g1 = m->arg[1], h0 = m->arg[2], h1 = m->arg[3];
	if (m->kind != A_OFFER || m->arg[4] != 0 || !is_side(nr, g0, g1) || !is_side(nr, h0, h1))
		return;
	if ((g1 >= 0 && h1 >= 0) || (side_mask(g0, g1) & side_mask(h0, h1)))
		return;
	o->found = can_give(s, a, 1 - a, g0, g1) && can_give(s, 1 - a, a, h0, h1);
}

/* The sides (a bit per side of the card table) of what fits. */
static uint64_t sides(const struct principality_cards *t, struct fits f)
{
	return t->sides_once[f.once] | t->sides_twice[f.twice];
}

/* The offers giving g and taking the sides of takes, where the list may
 * not hold them all: up to its end. */
static void offers_up_to_max(const struct principality_cards *t, int g, uint64_t takes,
                             struct out *o)
{
	for (uint64_t m = takes & t->side_pairs[g]; m && o->n < o->max; m &= m - 1) {
		int h = __builtin_ctzll(m);
		add(o, A_OFFER, t->side[g][0], t->side[g][1], t->side[h][0], t->side[h][1], 0);
	}
}

/* Moves the block of offers at offset at of blocks, of bytes bytes
 * (struct principality_cards, offer_single), to next, and returns the
 * place past them. The first moves, of sixteen bytes, are made whatever
 * the block holds, fixed (halves), as many as its kind of block needs at
 * most with six resources (or the state's blocks, short or tiny), so
 * that no branch turns on the block's size (the commonest
 * mispredictions of a listing); more, up to its end, only with more
 * resources (long, a single given of a state with long blocks). The
 * moves reach further, where the next block writes or the list does not
 * reach. */
static inline unsigned char *
move_block(const unsigned char *blocks, size_t at, size_t bytes, unsigned char *next,
           int halves, bool some_long)
{
	const unsigned char *from = blocks + at;
	_Static_assert(PRIN_OFFER_MOVE == 2 * PRIN_OFFER_HALF, "a move is two of sixteen bytes");
#pragma GCC unroll 16
	for (int k = 0; k < halves * PRIN_OFFER_HALF; k += PRIN_OFFER_HALF)
		memcpy(next + k, from + k, PRIN_OFFER_HALF);
	for (size_t k = (size_t)(halves * PRIN_OFFER_HALF); some_long && k < bytes; k += PRIN_OFFER_MOVE) {
		memcpy(next + k, from + k, 16);
		memcpy(next + k + 16, from + k + 16, 16);
	}
	return next + bytes;
}

/* The offers giving a single at most: every other side taken. */
static inline size_t single_offers(int nr)
{
	return (size_t)(nr - 1) * (size_t)(nr + 2) / 2;
}

/* Moves the blocks of the sides of sides (a bit per index of a row of
 * offsets, at, and of their bytes, bytes: the singles given,
 * offer_single's row of the opponent's state, or the pairs given,
 * offer_double's row of the resources that fit once) to next, halves
 * (sixteen bytes) of each, and the rest of each when some_long; returns
 * the place past them. */
static inline unsigned char *
move_blocks(const unsigned char *blocks, const uint32_t *at, const uint16_t *bytes,
            uint64_t sides, unsigned char *next, int halves, bool some_long)
{
	for (; sides; sides &= sides - 1) {
		size_t i = lowest_bit(sides);
		next = move_block(blocks, at[i], bytes[i], next, halves, some_long);
	}
	return next;
}

/* The offers of a listing of every action, written from n of out, which
 * has room for max, and the count past them: where the list may lack
 * room for the blocks' moves (offer_span), one at a time up to its end. */
static __attribute__((noinline)) size_t offers_one_by_one(const struct principality_cards *t,
                                                          struct fits gives, struct fits takes,
                                                          struct action *out, size_t n,
                                                          size_t max)
{
	struct out o = { out, n, max, -1, NULL, false };
	for (uint64_t g = sides(t, gives); g; g &= g - 1)
		offers_up_to_max(t, __builtin_ctzll(g), sides(t, takes), &o);
	return o.n;
}

/* Offers (§9): the active player gives side g, the opponent side h. A
 * side must be in the giver's stock and fit on the taker's regions; the
 * two sides share no resource type; at most 3 resources change hands.
 * The offers giving one side are a block of the card table, chosen by
 * what the opponent can give (its state, of takes), moved whole: fit,
 * as fits_word tells what each can give. Written from n of out,
 * which has room for max; returns the count past them. */
static inline size_t list_offers(const struct principality_cards *t,
                                 uint32_t fit, struct action *out,
                                 size_t n, size_t max)
{
	int nr = t->resource_count;
	struct fits takes = { fit & 0xff, fit >> 16 & 0xff }, gives = { fit >> 8 & 0xff, fit >> 24 };
	if (!takes.once)
		return n;
	if (n + (size_t)t->offer_span > max)
		return offers_one_by_one(t, gives, takes, out, n, max);
	int state = t->offer_state[takes.once] + t->offer_state[takes.twice];
	size_t row = (size_t)state * (size_t)nr, pair_row = takes.once * (unsigned)(t->side_count - nr);
	const uint32_t *single = t->offer_single + row, *two = t->offer_double + pair_row;
	const uint16_t *single_bytes = t->offer_single_bytes + row,
	               *two_bytes = t->offer_double_bytes + pair_row;
	unsigned char *next = (unsigned char *)(out + n);
	uint32_t tier = t->offer_tier[state];
	uint64_t pairs = sides(t, gives) >> nr;
	const unsigned char *blocks = t->offer_blocks;
	/* the tier bounds the blocks of the sides of two given too (cards.c,
	 * blocks_tier) */
	if (tier == PRIN_OFFER_TINY) {
		next = move_blocks(blocks, single, single_bytes, gives.once, next,
		                   2 * PRIN_OFFER_TINY_MOVES, false);
		next = move_blocks(blocks, two, two_bytes, pairs, next, PRIN_OFFER_TINY_HALVES, false);
	} else if (tier == PRIN_OFFER_SHORT) {
		next = move_blocks(blocks, single, single_bytes, gives.once, next,
		                   2 * PRIN_OFFER_SHORT_MOVES, false);
		next = move_blocks(blocks, two, two_bytes, pairs, next, PRIN_OFFER_SHORT_HALVES, false);
	} else if (tier == PRIN_OFFER_MID) {
		next = move_blocks(blocks, single, single_bytes, gives.once, next,
		                   2 * PRIN_OFFER_MID_MOVES, false);
		next = move_blocks(blocks, two, two_bytes, pairs, next, PRIN_OFFER_MID_HALVES, false);
	} else {
		next = move_blocks(blocks, single, single_bytes, gives.once, next,
		                   2 * PRIN_OFFER_SINGLE_MOVES,
		                   single_offers(nr) * sizeof(struct action) > PRIN_OFFER_REACH);
		next = move_blocks(blocks, two, two_bytes, pairs, next, 2 * PRIN_OFFER_DOUBLE_MOVES,
		                   (size_t)(nr - 1) * sizeof(struct action) >
		                           PRIN_OFFER_DOUBLE_MOVES * PRIN_OFFER_MOVE);
	}
	return (size_t)((struct action *)next - out);
}

void prin_legal_offers(const struct prin_state *s, struct out *o)
{
	if (!wanted(o, A_OFFER) || s->offers_made >= PRIN_OFFERS_PER_TURN)
		return;
	if (o->match) {
		match_offer(s, o);
		return;
	}
	struct deal_words w;
	read_deal_words(s, s->active, &w);
	uint32_t fit = prin_fits_word(&w, (1u << s->cards->resource_count) - 1);
	o->n = list_offers(s->cards, fit, o->a, o->n, o->max);
}

size_t prin_legal_listed_deals(const struct prin_state *s, struct action *out, size_t n,
                               size_t max)
{
	const struct principality_cards *t = s->cards;
	int nr = t->resource_count;
	unsigned all = (1u << nr) - 1;
	struct deal_words w;
	read_deal_words(s, s->active, &w);
	/* the offers' masks before the trades are written: the trades' loop
	 * then keeps them in a register, not the tallies they come of (none
	 * fit when he may make no more offers) */
	uint32_t fit = s->offers_made < PRIN_OFFERS_PER_TURN ? prin_fits_word(&w, all) : 0;
	n = list_trades(t, s->ix.player[s->active].trade_rate, prin_trade_masks(&w, nr, all), out,
	                n, max);
	return list_offers(t, fit, out, n, max);
}
