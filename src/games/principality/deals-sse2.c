/*
 * deals-sse2: the tallies read eight resources at a time with SSE2 (the
 * twin of deals.c; deals.h): the two words compared are the two lanes of
 * one register, and the bytes that pass a test are gathered into a mask
 * by one instruction (pmovmskb), where plain C takes a multiply per word.
 * Built with configure --enable-tuned, on processors with SSE2.
 */
#include <emmintrin.h>

#include "games/principality/deals.h"

#include "games/principality/internal.h"

struct trade_masks prin_trade_masks(const struct deal_words *w, int nr, unsigned all)
{
	/* a lane each of his stock and his room, the stock's bytes against
	 * the rates (the room's against none): the bytes that are zero, and
	 * those of his stock that the rates do not pass */
	(void)nr;
	__m128i tallies = _mm_set_epi64x((long long)w->room, (long long)w->have);
	__m128i rates = _mm_set_epi64x(0, (long long)w->rates), none = _mm_setzero_si128();
	unsigned zero = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(tallies, none));
	unsigned paid = (unsigned)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_max_epu8(tallies, rates), tallies));
	return (struct trade_masks){ ~zero & paid & all, ~zero >> 8 & all };
}

uint32_t prin_fits_word(const struct deal_words *w, unsigned all)
{
	_Static_assert(PRIN_MAX_RESOURCES <= 8, "a mask of fits is a byte");
	/* both players at once, a lane each: a resource fits once where the
	 * lesser of the stock and the room is not zero, twice where it less 1
	 * (saturated) is not */
	__m128i stock = _mm_set_epi64x((long long)w->have, (long long)w->opp_have);
	__m128i room = _mm_set_epi64x((long long)w->opp_room, (long long)w->room);
	__m128i fit = _mm_min_epu8(stock, room), none = _mm_setzero_si128();
	uint32_t zero_once = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(fit, none));
	uint32_t zero_twice = (uint32_t)_mm_movemask_epi8(
		_mm_cmpeq_epi8(_mm_subs_epu8(fit, _mm_set1_epi8(1)), none));
	return ~(zero_once | zero_twice << 16) & all * 0x01010101u;
}
