/*
 * legal-cards: the cards of a zone as legal()'s generators list them.
 *
 * Actions that would be the same move are listed once (legal.c): of the
 * copies of a card in a hand or a stack, the one nearest the top stands
 * for all. These find each zone's distinct definitions with their top
 * copies, in the order prin_list gives, or when apply() asks for one
 * action only the definition it names.
 */
#include <stddef.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "games/principality/legal.h"

/* A card's place as one number, smaller for a card above another (as
 * prin_list orders them: by order, ties in index order), with its def in
 * the low byte: the order biased to unsigned, the index, the def. */
static uint32_t place_key(int16_t order, int card, int def)
{
	_Static_assert(PRIN_MAX_INSTANCES <= 256 && PRIN_MAX_DEFS <= 256, "a card and a def fit a byte");
	return (uint32_t)(uint16_t)(order ^ INT16_MIN) << 16 | (uint32_t)card << 8 | (uint32_t)def;
}

static void sort_keys(uint32_t *key, int n)
{
	for (int i = 1; i < n; i++) {
		uint32_t k = key[i];
		int j = i;
		for (; j > 0 && k < key[j - 1]; j--)
			key[j] = key[j - 1];
		key[j] = k;
	}
}

#define PLACE_SPAN 256

/* Sorts the place keys of n cards by their places alone, when they lie
 * within PLACE_SPAN of each other and no two share one (a stack's cards
 * are numbered apart, within a little more than its size): each goes to
 * its place in a span, and the span is read in order, without the branch
 * per step of an insertion sort that cannot be foreseen. Returns false,
 * the keys untouched, when they do not so fit. */
static bool sort_by_place(uint32_t *key, int n)
{
	if (n < 2)
		return true;
	uint32_t lo = UINT32_MAX, hi = 0;
	for (int i = 0; i < n; i++) {
		uint32_t place = key[i] >> 16;
		lo = place < lo ? place : lo;
		hi = place > hi ? place : hi;
	}
	if (hi - lo >= PLACE_SPAN)
		return false;
	uint32_t at[PLACE_SPAN];
	if (hi - lo < 64) {
		/* the common span, a stack's size and a few gaps: one word */
		uint64_t taken = 0, shared = 0;
		for (int i = 0; i < n; i++) {
			uint32_t off = (key[i] >> 16) - lo;
			shared |= taken & (1ull << off);
			taken |= 1ull << off;
			at[off] = key[i];
		}
		if (shared)
			return false;
		int k = 0;
		for (; taken; taken &= taken - 1)
			key[k++] = at[__builtin_ctzll(taken)];
		return true;
	}
	uint64_t taken[PLACE_SPAN / 64] = { 0 };
	for (int i = 0; i < n; i++) {
		uint32_t off = (key[i] >> 16) - lo;
		uint64_t bit = 1ull << (off % 64);
		if (taken[off / 64] & bit)
			return false;
		taken[off / 64] |= bit;
		at[off] = key[i];
	}
	int k = 0;
	for (int w = 0; w < PLACE_SPAN / 64; w++)
		for (uint64_t bits = taken[w]; bits; bits &= bits - 1)
			key[k++] = at[w * 64 + __builtin_ctzll(bits)];
	return true;
}

/* His cards of zone (who's, for a stack), in index order, gathered
 * without a branch on whose each is (the stacks share a zone, and their
 * cards are mixed), up to the word where all known of, count, are met.
 * Returns how many. */
static int gather(const struct prin_state *s, int zone, int who, size_t count, uint8_t *mine)
{
	/* counted in words, which the compiler need not widen for each card */
	size_t held = 0;
	for (size_t w = 0; w < PRIN_ZONE_WORDS && held < count; w++) {
		const struct prin_instance *word = &s->card[w * 64];
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			size_t i = (size_t)__builtin_ctzll(bits);
			mine[held] = (uint8_t)(w * 64 + i);
			held += word[i].who == who;
		}
	}
	return (int)held;
}

/* Puts card c of a stack whose orders run from lo at its place in at, a
 * bit per place in taken; a place taken before is marked in shared. */
static inline void place_card(const struct prin_state *s, int c, int lo, uint8_t *at,
                              uint64_t *taken, uint64_t *shared)
{
	uint64_t bit = 1ull << ((unsigned)(s->card[c].order - lo) % 64);
	*shared |= *taken & bit;
	*taken |= bit;
	at[(unsigned)(s->card[c].order - lo) % 64] = (uint8_t)c;
}

#if defined(__SSE2__)
/* Of the eight instances from card, the lanes of those whose zone and
 * owner are key. Read from its zone byte on, instance j's zone and who
 * are the 16-bit lane 3j of three words, which falls in word 3j / 8 at
 * lane 3j % 8: the three words' lanes of the eight instances differ, so
 * each word's are kept and the three put together, instance j in lane
 * 3j % 8 (j is 3L % 8 of lane L, as 3 * 3 is 1 mod 8). Reads a byte past
 * the eighth instance. */
static inline __m128i eight_lanes(const struct prin_instance *card, __m128i key)
{
	const __m128i *word = (const __m128i *)(const void *)((const char *)card +
	                                                      offsetof(struct prin_instance, zone));
	const __m128i in0 = _mm_set_epi16(0, -1, 0, 0, -1, 0, 0, -1);   /* lanes 0, 3, 6 */
	const __m128i in1 = _mm_set_epi16(-1, 0, 0, -1, 0, 0, -1, 0);   /* lanes 1, 4, 7 */
	const __m128i in2 = _mm_set_epi16(0, 0, -1, 0, 0, -1, 0, 0);    /* lanes 2, 5 */
	__m128i c0 = _mm_and_si128(_mm_cmpeq_epi16(_mm_loadu_si128(word), key), in0);
	__m128i c1 = _mm_and_si128(_mm_cmpeq_epi16(_mm_loadu_si128(word + 1), key), in1);
	__m128i c2 = _mm_and_si128(_mm_cmpeq_epi16(_mm_loadu_si128(word + 2), key), in2);
	return _mm_or_si128(_mm_or_si128(c0, c1), c2);
}

/* Of the 64 instances from card, a bit each for those whose zone and
 * owner are key: instance 8k + 3L % 8 at bit 8k + L (eight_lanes). */
static inline uint64_t sixty_four(const struct prin_instance *card, __m128i key)
{
	uint64_t bits = 0;
	for (int k = 0; k < 64; k += 16) {
		__m128i lanes = _mm_packs_epi16(eight_lanes(card + k, key), eight_lanes(card + k + 8, key));
		bits |= (uint64_t)(unsigned)_mm_movemask_epi8(lanes) << k;
	}
	return bits;
}

/* The instance of bit b of sixty_four's answer. */
static inline int instance_of_bit(int b)
{
	return (b & ~7) | ((3 * b) & 7);
}

/* Places the cards of a stack (its orders from lo, count cards) in at
 * by order, a bit per place in taken; returns false when two share a
 * place. A stack is a few cards among the dozens of every stack's, and a
 * walk of the stacks' zone bits reads each of those dozens' owner in
 * turn, with a branch per card on where the walk ends: instead, the
 * zone and owner of 64 instances at a time are compared a word at a
 * time, with no branch but per 64, and only the stack's own cards are
 * then walked. Where they lie in index order does not count, as each
 * goes to its place by order. The reads past instance_count stay in
 * card[] (and the last one byte past it, in the state); their bits are
 * dropped. Stops at the 64 where all count are met. */
static bool place_stack(const struct prin_state *s, int stack, int count, int lo, uint8_t *at,
                        uint64_t *taken)
{
	_Static_assert(sizeof(struct prin_instance) == 6 &&
	               offsetof(struct prin_instance, zone) == 1 &&
	               offsetof(struct prin_instance, who) == 2,
	               "an instance's zone and who are one 16-bit lane at an even place");
	_Static_assert(PRIN_MAX_INSTANCES % 64 == 0 &&
	               offsetof(struct prin_state, card) + sizeof ((struct prin_state *)0)->card <
	               sizeof(struct prin_state),
	               "the last read's byte past card[] lies in the state");
	/* of the eight instances from a multiple of 8, the bits of the first
	 * r at their lanes (eight_lanes) */
	static const uint8_t first_lanes[8] = { 0x00, 0x01, 0x09, 0x49, 0x4B, 0x5B, 0xDB, 0xDF };
	const __m128i key = _mm_set1_epi16((short)(Z_STACK | stack << 8));
	const int instances = s->instance_count;
	uint64_t shared = 0;
	int held = 0;
	for (int first = 0; first < instances && held < count; first += 64) {
		uint64_t hits = sixty_four(&s->card[first], key);
		int left = instances - first;
		if (left < 64)
			hits &= ((1ull << (left & ~7)) - 1) | (uint64_t)first_lanes[left & 7] << (left & ~7);
		for (; hits; hits &= hits - 1, held++)
			place_card(s, first + instance_of_bit(__builtin_ctzll(hits)), lo, at, taken,
			           &shared);
	}
	return !shared;
}
#else
static bool place_stack(const struct prin_state *s, int stack, int count, int lo, uint8_t *at,
                        uint64_t *taken)
{
	uint8_t mine[PRIN_MAX_INSTANCES];
	uint64_t shared = 0;
	int held = gather(s, Z_STACK, stack, (size_t)count, mine);
	for (int i = 0; i < held; i++)
		place_card(s, mine[i], lo, at, taken, &shared);
	return !shared;
}
#endif

/* distinct_defs of a stack whose orders span less than 64 (its bounds,
 * stack_lo and stack_hi, tell): each of its cards is put at its place in
 * one word, which read in order meets the top copy of each def first.
 * The stack's orders are distinct (check.c); a place taken twice sends
 * the stack back to distinct_defs. A search lists the stack searched:
 * its cards are set in order as they are met, with no sort of keys. */
static bool stack_defs(const struct prin_state *s, int stack, struct defs *out)
{
	if (stack < 0 || stack >= PRIN_MAX_STACKS || s->stack_hi[stack] - s->stack_lo[stack] >= 64)
		return false;
	uint8_t at[64];
	uint64_t taken = 0;
	if (!place_stack(s, stack, s->stack_size[stack], s->stack_lo[stack], at, &taken))
		return false;
	struct def_set seen = { { 0 } };
	int n = 0;
	for (; taken; taken &= taken - 1) {
		int c = at[__builtin_ctzll(taken)], def = s->card[c].def;
		out->def[n] = (uint8_t)def;
		out->card[n] = (uint8_t)c;
		n += def_set_add(&seen, def);
	}
	out->n = n;
	return true;
}

/* The distinct defs of zone/who, ordered by their top copies. The copies
 * of a card are neighbours in card[] (prin_first_instance), so a walk in
 * index order meets each def in one run: its top copy is found there, and
 * only the distinct defs are sorted, not every card. */
static void distinct_defs(const struct prin_state *s, int zone, int who, struct defs *out)
{
	uint8_t mine[PRIN_MAX_INSTANCES];
	int held = gather(s, zone, who, PRIN_MAX_INSTANCES, mine);
	/* each distinct def's top copy as its place key (place_key), sorted
	 * as numbers rather than through the cards */
	uint32_t key[PRIN_MAX_INSTANCES];
	int n = 0, last = -1;
	for (int i = 0; i < held; i++) {
		int c = mine[i];
		const struct prin_instance *in = &s->card[c];
		uint32_t k = place_key(in->order, c, in->def);
		if (in->def == last) {
			if (k < key[n - 1])
				key[n - 1] = k;
			continue;
		}
		last = in->def;
		key[n++] = k;
	}
	if (!sort_by_place(key, n))
		sort_keys(key, n);
	for (int i = 0; i < n; i++) {
		out->def[i] = (uint8_t)key[i];
		out->card[i] = (uint8_t)(key[i] >> 8);
	}
	out->n = n;
}

/* The instance of def in zone/who nearest the top (prin_first_of), or
 * with any the first one met: then only whether there is one counts.
 * The copies of a card are neighbours in card[] (prin_first_instance):
 * only they are looked at, not the whole zone. */
int prin_legal_find_def(const struct prin_state *s, int zone, int who, int def, bool any)
{
	if (!any)
		return prin_first_of(s, def, zone, who);
	for (int c = prin_first_instance(s, def); c < s->instance_count && s->card[c].def == def;
	     c++)
		if (s->card[c].zone == zone && s->card[c].who == who)
			return c;
	return -1;
}

/* The distinct defs of player p's hand, as distinct_defs finds them, from
 * the hand index (struct prin_player hand, hand_first) while it holds the
 * hand: with matched, only that def, if the hand holds it. */
static void hand_defs(const struct prin_state *s, int p, int matched, struct defs *out)
{
	const struct prin_player *pl = &s->player[p];
	int n = 0;
	if (matched < 0) {
		/* the listing, legal()'s every call: each first copy in turn */
		for (unsigned first = pl->hand_first; first; first &= first - 1) {
			int card = pl->hand[__builtin_ctz(first)];
			out->def[n] = s->card[card].def;
			out->card[n++] = (uint8_t)card;
		}
		out->n = n;
		return;
	}
	for (unsigned first = pl->hand_first; first; first &= first - 1) {
		int card = pl->hand[__builtin_ctz(first)], def = s->card[card].def;
		if (matched >= 0 && def != matched)
			continue;
		out->def[n] = (uint8_t)def;
		out->card[n++] = (uint8_t)card;
		if (matched >= 0)
			break;
	}
	out->n = n;
}

/* The defs a generator lists of zone/who: all of them, or when apply()
 * asks for one action, only the def named by its argument arg (if the
 * zone holds it), since the generator skips every other. Each comes with
 * its first instance, unless any says that one will do (stacks). */
void prin_legal_candidate_defs(const struct prin_state *s, int zone, int who, const struct out *o,
                               int arg, bool any, struct defs *out)
{
	if (zone == Z_HAND && s->player[who].hand_size <= PRIN_HAND_INDEXED) {
		int matched = o->match ? o->match->arg[arg] : -1;
		if (matched >= 0 || !o->match)
			hand_defs(s, who, matched, out);
		else
			out->n = 0;
		return;
	}
	if (!o->match) {
		if (zone != Z_STACK || !stack_defs(s, who, out))
			distinct_defs(s, zone, who, out);
		return;
	}
	int card = prin_legal_find_def(s, zone, who, o->match->arg[arg], any);
	out->n = card >= 0;
	if (card >= 0) {
		out->def[0] = s->card[card].def;
		out->card[0] = (uint8_t)card;
	}
}
