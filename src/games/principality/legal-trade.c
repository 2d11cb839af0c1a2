/*
 * legal-trade: trades with the bank at a player's rates, and offers (§9)
 * to the opponent, the commonest actions of all.
 */
#include <stddef.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "games/principality/legal.h"

/* The high bit of each byte of a set where the byte is not below b's,
 * when no byte of either has its high bit set: a byte of a with the
 * high bit set, less b's byte, keeps the high bit exactly then, and
 * borrows nothing. */
static inline uint64_t at_least_high_bits(uint64_t a, uint64_t b)
{
	return (a | 0x8080808080808080ull) - b;
}

/* What the trades giving one resource add to a row of trades (struct
 * principality_cards, trade_rows), word by word of a unit of two trades
 * in three words: the resource given (arg[0]) and the rate (arg[1]) of
 * the first in bits 16 to 47 of the first word, the resource the second
 * gives in bits 48 to 63 of the second, its rate in bits 0 to 15 of the
 * third. */
struct giving {
	uint64_t first, second, third;
};

/* Moves a unit of a row of trades with what giving adds, a word at a
 * time: the unit built whole and moved as one (16 bytes and 8) is built
 * on the stack first, and the move then waits for those stores. */
static inline __attribute__((always_inline)) void move_unit(const uint64_t *from,
                                                            const struct giving *giving,
                                                            unsigned char *to)
{
	uint64_t first = from[0] | giving->first, second = from[1] | giving->second,
	         third = from[2] | giving->third;
	memcpy(to, &first, sizeof first);
	memcpy(to + sizeof first, &second, sizeof second);
	memcpy(to + 2 * sizeof first, &third, sizeof third);
}

/* The trades past a row's that its moves may write: with SSE2, a word
 * of one (move_trades). */
#if defined(__SSE2__)
#define TRADE_MOVES_REACH 1
#else
#define TRADE_MOVES_REACH 0
#endif

/* Moves a row of trades (struct principality_cards, trade_rows) to
 * next, with the resource given and the rate set in each. The first
 * units are moved whatever the row holds, so that no branch turns on its
 * trades; they reach past them, where the next row writes or the list
 * does not reach. */
static inline __attribute__((always_inline)) void move_trades(const uint64_t *row, uint64_t give,
                                                              uint64_t rate, struct action *next,
                                                              int units)
{
	_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "an action's bytes as words");
	_Static_assert(offsetof(struct action, arg) == 2 && sizeof(struct action) == 12,
	               "an action is its kind and five arguments of two bytes");
	unsigned char *to = (unsigned char *)next;
	const struct giving giving = { give << 16 | rate << 32, give << 48, rate };
#if defined(__SSE2__)
	/* the fixed units as moves of sixteen bytes, five for their 72 (the
	 * last reaches a word further, TRADE_MOVES_REACH), what giving adds
	 * repeating every two units: (first, second), (third, first),
	 * (second, third); half the loads, ors and stores of words */
	_Static_assert(PRIN_TRADE_FIXED_UNITS * 3 * 8 <= 5 * 16, "five moves hold the fixed units");
	const __m128i adds[3] = {
		_mm_set_epi64x((long long)giving.second, (long long)giving.first),
		_mm_set_epi64x((long long)giving.first, (long long)giving.third),
		_mm_set_epi64x((long long)giving.third, (long long)giving.second),
	};
	const unsigned char *from = (const unsigned char *)row;
#pragma GCC unroll 5
	for (int k = 0; k < 5; k++)
		_mm_storeu_si128((__m128i *)(void *)(to + 16 * k),
		                 _mm_or_si128(_mm_loadu_si128((const __m128i *)(const void *)(from + 16 * k)),
		                              adds[k % 3]));
#else
#pragma GCC unroll 3
	for (int u = 0; u < PRIN_TRADE_FIXED_UNITS * 3; u += 3)
		move_unit(row + u, &giving, to + u * sizeof *row);
#endif
	for (int u = PRIN_TRADE_FIXED_UNITS * 3; u < units * 3; u += 3)
		move_unit(row + u, &giving, to + u * sizeof *row);
}

/* The high bit of each byte of v set where the byte is not zero (as
 * nonzero_bytes tests it, before the bits are gathered). */
static inline uint64_t nonzero_high_bits(uint64_t v)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	return ((v & low7) + low7) | v;
}

/* The tallies trades and offers are listed from, as words (a byte per
 * resource), read before any action is written: the stores of the
 * actions, bytes that might be anything, would oblige each test to read
 * them again, and the same tests of the one word could not be shared. */
struct deal_words {
	uint64_t have, rates, room;         /* the player's who trades */
	uint64_t opp_have, opp_room;        /* his opponent's */
};

static inline void read_deal_words(const struct prin_state *s, int p, struct deal_words *w)
{
	_Static_assert(sizeof s->player[0].trade_rate == sizeof(uint64_t) &&
	                       sizeof s->player[0].have == sizeof(uint64_t) &&
	                       sizeof s->player[0].room == sizeof(uint64_t),
	               "the rates and the tallies fill one word each");
	memcpy(&w->have, s->player[p].have, sizeof w->have);
	memcpy(&w->rates, s->player[p].trade_rate, sizeof w->rates);
	memcpy(&w->room, s->player[p].room, sizeof w->room);
	memcpy(&w->opp_have, s->player[1 - p].have, sizeof w->opp_have);
	memcpy(&w->opp_room, s->player[1 - p].room, sizeof w->opp_room);
}

/* Byte r of word. */
static inline unsigned byte_of(uint64_t word, int r)
{
	return (unsigned)(word >> (8 * r)) & 0xff;
}

/* The resources he can give at his rates (gives) and those he has room
 * for (room_for): a bit per position, of the positions below all. */
struct trade_masks {
	unsigned gives, room_for;
};

static inline __attribute__((always_inline)) struct trade_masks
trade_masks(const struct deal_words *w, int nr, unsigned all)
{
#if defined(__SSE2__)
	/* a lane each of his stock and his room, the stock's bytes against
	 * the rates (the room's against none): the bytes that are zero, and
	 * those of his stock that the rates do not pass, gathered by pmovmskb */
	(void)nr;
	__m128i tallies = _mm_set_epi64x((long long)w->room, (long long)w->have);
	__m128i rates = _mm_set_epi64x(0, (long long)w->rates), none = _mm_setzero_si128();
	unsigned zero = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(tallies, none));
	unsigned paid = (unsigned)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_max_epu8(tallies, rates), tallies));
	return (struct trade_masks){ ~zero & paid & all, ~zero >> 8 & all };
#else
	unsigned room_for = nonzero_bytes(w->room) & all;
	if (!((w->have | w->rates) & 0x8080808080808080ull))
		return (struct trade_masks){
			high_bits(nonzero_high_bits(w->have) & at_least_high_bits(w->have, w->rates)) & all,
			room_for
		};
	unsigned gives = 0;
	for (int r = 0; r < nr; r++)
		gives |= (unsigned)(byte_of(w->have, r) > 0 &&
		                    byte_of(w->have, r) >= byte_of(w->rates, r))
		         << r;
	return (struct trade_masks){ gives, room_for };
#endif
}

/* The trades of the resources he gives, masks.gives, of those he has
 * room for, masks.room_for, at his rates, rates (a
 * byte each, read as the list is written: one load of the one given,
 * where its byte of the word took a shift by a count), written from n of out,
 * which has room for max, and the count past them: a row moved whole
 * for each where the list has room for its moves, else each trade in
 * turn while there is room, as add() would. */
static inline __attribute__((always_inline)) size_t
list_trades(const struct principality_cards *t, const uint8_t *rates, struct trade_masks masks,
            struct action *out, size_t n, size_t max)
{
	unsigned gives = masks.gives, room_for = masks.room_for;
	size_t reach = (size_t)(t->trade_units * PRIN_TRADE_UNIT) + TRADE_MOVES_REACH;
	for (; gives; gives &= gives - 1) {
		size_t give = lowest_bit(gives);
		int rate = rates[give];
		unsigned gets = room_for & ~(1u << give);
		if (n + reach > max) {
			for (; gets && n < max; gets &= gets - 1)
				put_action(&out[n++], A_TRADE, (int)give, rate, __builtin_ctz(gets), 0, 0);
			continue;
		}
		move_trades(t->trade_rows + (size_t)gets * 3 * (size_t)t->trade_units, (uint64_t)give,
		            (uint64_t)rate, out + n, t->trade_units);
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
	const struct prin_player *pl = &s->player[p];
	int nr = s->cards->resource_count;
	if (!wanted(o, A_TRADE))
		return;
	struct deal_words w;
	read_deal_words(s, p, &w);
	struct trade_masks masks = trade_masks(&w, nr, (1u << nr) - 1);
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

/* What player from can give player to of each resource, as masks (a bit
 * per position): once, in his stock and room for it on the taker's
 * regions; twice, neither below 2. */
struct fits {
	unsigned once, twice;
};

/* The high bit of each byte of v set where the byte is 2 or more: where
 * its bits but bit 0 are not all zero, as nonzero_high_bits tests them
 * (bit 7 of v & ~1 is bit 7 of v). */
static inline uint64_t two_high_bits(uint64_t v)
{
	const uint64_t bits1to6 = 0x7e7e7e7e7e7e7e7eull;
	return ((v & bits1to6) + bits1to6) | v;
}

/* The tallies are read eight resources at once: a resource fits once when
 * both its stock, have, and the room for it, room, are not zero, twice
 * when neither is below 2; the two tests are joined before their bits
 * are gathered. The positions past the resource count are dropped (all). */
static inline __attribute__((always_inline)) struct fits fits(uint64_t have, uint64_t room,
                                                             unsigned all)
{
	unsigned once = high_bits(nonzero_high_bits(have) & nonzero_high_bits(room));
	unsigned twice = high_bits(two_high_bits(have) & two_high_bits(room));
	return (struct fits){ once & all, twice & all };
}

/* What the opponent can give the player (takes) and the player the
 * opponent (gives), fits of each, in one word, a byte each from the low
 * one up: takes.once, gives.once, takes.twice, gives.twice (one register
 * kept across the trades' loop, where four would go on the stack). With
 * SSE2, both at once, a lane each, as bytes: a resource fits once where
 * the lesser of the stock and the room is not zero, twice where it less
 * 1 (saturated) is not; the bytes that are zero are gathered by one
 * instruction (pmovmskb), where each word's high bits took a multiply. */
static inline __attribute__((always_inline)) uint32_t fits_word(const struct deal_words *w,
                                                                unsigned all)
{
	_Static_assert(PRIN_MAX_RESOURCES <= 8, "a mask of fits is a byte");
#if defined(__SSE2__)
	__m128i stock = _mm_set_epi64x((long long)w->have, (long long)w->opp_have);
	__m128i room = _mm_set_epi64x((long long)w->opp_room, (long long)w->room);
	__m128i fit = _mm_min_epu8(stock, room), none = _mm_setzero_si128();
	uint32_t zero_once = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(fit, none));
	uint32_t zero_twice = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_subs_epu8(fit, _mm_set1_epi8(1)), none));
	return ~(zero_once | zero_twice << 16) & all * 0x01010101u;
#else
	struct fits takes = fits(w->opp_have, w->room, all), gives = fits(w->have, w->opp_room, all);
	return takes.once | gives.once << 8 | takes.twice << 16 | gives.twice << 24;
#endif
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
static inline __attribute__((always_inline)) unsigned char *
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
static inline __attribute__((always_inline)) unsigned char *
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
static inline __attribute__((always_inline)) size_t list_offers(const struct principality_cards *t,
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
	uint32_t fit = fits_word(&w, (1u << s->cards->resource_count) - 1);
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
	uint32_t fit = s->offers_made < PRIN_OFFERS_PER_TURN ? fits_word(&w, all) : 0;
	n = list_trades(t, s->player[s->active].trade_rate, trade_masks(&w, nr, all), out, n, max);
#if defined(__GNUC__)
	/* and not taken apart before the loop (code hoisting), into four */
	__asm__("" : "+r"(fit));
#endif
	return list_offers(t, fit, out, n, max);
}
