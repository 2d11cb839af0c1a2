/*
 * deals: the tallies read eight resources at a time, in plain C (the twin
 * of deals-sse2.c; deals.h).
 */
#include "games/principality/deals.h"

#include "games/principality/legal.h"

/* The high bit of each byte of v set where the byte is not zero (as
 * nonzero_bytes tests it, before the bits are gathered). */
static uint64_t nonzero_high_bits(uint64_t v)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	return ((v & low7) + low7) | v;
}

/* The high bit of each byte of v set where the byte is 2 or more: where
 * its bits but bit 0 are not all zero, as nonzero_high_bits tests them
 * (bit 7 of v & ~1 is bit 7 of v). */
static uint64_t two_high_bits(uint64_t v)
{
	const uint64_t bits1to6 = 0x7e7e7e7e7e7e7e7eull;
	return ((v & bits1to6) + bits1to6) | v;
}

/* The high bit of each byte of a set where the byte is not below b's,
 * when no byte of either has its high bit set: a byte of a with the
 * high bit set, less b's byte, keeps the high bit exactly then, and
 * borrows nothing. */
static uint64_t at_least_high_bits(uint64_t a, uint64_t b)
{
	return (a | 0x8080808080808080ull) - b;
}

/* Byte r of word. */
static unsigned byte_of(uint64_t word, int r)
{
	return (unsigned)(word >> (8 * r)) & 0xff;
}

struct trade_masks prin_trade_masks(const struct deal_words *w, int nr, unsigned all)
{
	unsigned room_for = nonzero_bytes(w->room) & all;
	if (!((w->have | w->rates) & 0x8080808080808080ull))
		return (struct trade_masks){
			high_bits(nonzero_high_bits(w->have) & at_least_high_bits(w->have, w->rates)) & all,
			room_for
		};
	/* a tally or a rate of 128 or more: byte by byte */
	unsigned gives = 0;
	for (int r = 0; r < nr; r++)
		gives |= (unsigned)(byte_of(w->have, r) > 0 && byte_of(w->have, r) >= byte_of(w->rates, r))
		         << r;
	return (struct trade_masks){ gives, room_for };
}

/* A resource fits once when both its stock, have, and the room for it,
 * room, are not zero, twice when neither is below 2; the two tests are
 * joined before their bits are gathered. */
static struct fits fits(uint64_t have, uint64_t room, unsigned all)
{
	unsigned once = high_bits(nonzero_high_bits(have) & nonzero_high_bits(room));
	unsigned twice = high_bits(two_high_bits(have) & two_high_bits(room));
	return (struct fits){ once & all, twice & all };
}

uint32_t prin_fits_word(const struct deal_words *w, unsigned all)
{
	_Static_assert(PRIN_MAX_RESOURCES <= 8, "a mask of fits is a byte");
	struct fits takes = fits(w->opp_have, w->room, all), gives = fits(w->have, w->opp_room, all);
	return takes.once | gives.once << 8 | takes.twice << 16 | gives.twice << 24;
}
