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
			key[k++] = at[lowest_bit(taken)];
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

/* His cards of zone, in index order, gathered without a branch on whose
 * each is (a stack's from its own bits). Returns how many. */
static int gather(const struct prin_state *s, int zone, int who, uint8_t *mine)
{
	/* counted in words, which the compiler need not widen for each card */
	size_t held = 0;
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS) {
		for (size_t w = 0; w < PRIN_ZONE_WORDS; w++)
			for (uint64_t bits = prin_stack_word(s, who, w); bits; bits &= bits - 1)
				mine[held++] = (uint8_t)(w * 64 + lowest_bit(bits));
		return (int)held;
	}
	for (size_t w = 0; w < PRIN_ZONE_WORDS; w++) {
		const struct prin_instance *word = &s->card[w * 64];
		for (uint64_t bits = s->ix.zone_bits[zone][w]; bits; bits &= bits - 1) {
			size_t i = lowest_bit(bits);
			mine[held] = (uint8_t)(w * 64 + i);
			held += word[i].who == who;
		}
	}
	return (int)held;
}

/* A stack's cards at their places, when its cards' orders lie within
 * PRIN_STACK_PLACES below its bound (stack_hi): each, walked from the
 * stack's own bits (prin_stack_word), is put at its place in one word
 * (taken), which read in order gives the defs by their top copies, with
 * def_at[place] the def and, unless card_at is NULL, card_at[place] the
 * card. The copies of a card are neighbours in card[]
 * (prin_first_instance), so the walk in index order meets them one after
 * another: the one nearer the top keeps its place and the others take
 * none, with no set of the defs seen. The stack's orders are distinct
 * (check.c); a place taken twice (as the sum of the bits taken tells),
 * or a card further below the bound, returns false, and the stack is
 * listed by distinct_defs. Inline in its two readers: a search lists the
 * stack searched, and its cards are set in order as they are met, with
 * no sort of keys; its actions need the defs alone. */
static inline bool
stack_places(const struct prin_state *s, int stack, uint8_t *def_at, uint8_t *card_at,
             uint64_t *places)
{
	_Static_assert(PRIN_STACK_PLACES == 64, "a stack's places are one word");
	if (stack < 0 || stack >= PRIN_MAX_STACKS)
		return false;
	/* a card's place, 63 less its depth below the bound, is its order
	 * lifted by this: a place out of 0 .. 63 is a card 64 or more below
	 * the bound, or above it */
	const unsigned lift = (unsigned)(63 - s->ix.stack_hi[stack]);
	/* only the words that instances fill: the base game's leave the last empty */
	const int words = (s->instance_count + 63) / 64;
	/* the bits taken, and their sum: equal while no place is taken twice
	 * (an add a card, where a test of each bit against those taken took
	 * a copy, an and and an or; the stack's orders are distinct, check.c,
	 * so only a broken state takes a place twice, and only one that takes
	 * a place three times or more wraps the sum back to the bits) */
	uint64_t taken = 0, sum = 0;
	unsigned misplaced = 0;   /* the places, all or'ed */
	/* the card met before, its place as its bit: while the places are
	 * in range, one bit is above another's as its place is */
	unsigned last = PRIN_MAX_DEFS;
	uint64_t last_bit = 0;
	for (int w = 0; w < words && w < PRIN_ZONE_WORDS; w++) {
		/* the word's cards from its first: an index within the word */
		const struct prin_instance *word = &s->card[w * 64];
		for (uint64_t bits = prin_stack_word(s, stack, w); bits; bits &= bits - 1) {
			size_t i = lowest_bit(bits);
			unsigned place = (unsigned)word[i].order + lift, def = word[i].def;
			uint64_t bit = 1ull << place % 64;
			misplaced |= place;
			if (def == last) {
				/* a copy of the card before: the one above stands for both */
				if (bit > last_bit)
					continue;
				taken &= ~last_bit;
				sum -= last_bit;
			}
			taken |= bit;
			sum += bit;
			def_at[place % 64] = (uint8_t)def;
			if (card_at)
				card_at[place % 64] = (uint8_t)((unsigned)w * 64 + i);
			last = def;
			last_bit = bit;
		}
	}
	*places = taken;
	return sum == taken && misplaced < 64;
}

/* distinct_defs of a stack whose cards fit its places (stack_places). */
static bool stack_defs(const struct prin_state *s, int stack, struct defs *out)
{
	uint8_t def_at[PRIN_STACK_PLACES], card_at[PRIN_STACK_PLACES];
	uint64_t taken;
	if (!stack_places(s, stack, def_at, card_at, &taken))
		return false;
	int n = 0;
	for (; taken; taken &= taken - 1, n++) {
		size_t place = lowest_bit(taken);
		out->def[n] = def_at[place];
		out->card[n] = card_at[place];
	}
	out->n = n;
	return true;
}

/* The actions kind def (the other arguments 0) of the distinct defs of
 * stack, ordered by their top copies as stack_defs finds them, written
 * at to (which has room for PRIN_STACK_PLACES) as the places are read:
 * the takes of the stack searched, without the defs between. Returns how
 * many, or -1 when the stack's cards do not fit its places. */
int prin_legal_stack_actions(const struct prin_state *s, int stack, int kind, struct action *to)
{
	uint8_t def_at[PRIN_STACK_PLACES];
	uint64_t taken;
	if (!stack_places(s, stack, def_at, NULL, &taken))
		return -1;
	int n = 0;
	for (; taken; taken &= taken - 1, n++)
		put_action(to + n, kind, def_at[lowest_bit(taken)], 0, 0, 0, 0);
	return n;
}

/* The distinct defs of zone/who, ordered by their top copies. The copies
 * of a card are neighbours in card[] (prin_first_instance), so a walk in
 * index order meets each def in one run: its top copy is found there, and
 * only the distinct defs are sorted, not every card. */
static void distinct_defs(const struct prin_state *s, int zone, int who, struct defs *out)
{
	uint8_t mine[PRIN_MAX_INSTANCES];
	int held = gather(s, zone, who, mine);
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
 * the hand index (struct prin_player_index hand, hand_first) while it holds the
 * hand: with matched, only that def, if the hand holds it. */
static void hand_defs(const struct prin_state *s, int p, int matched, struct defs *out)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	int n = 0;
	if (matched < 0) {
		/* the listing, legal()'s every call: each first copy in turn */
		for (unsigned first = pl->hand_first; first; first &= first - 1) {
			int card = pl->hand[lowest_bit(first)];
			out->def[n] = s->card[card].def;
			out->card[n++] = (uint8_t)card;
		}
		out->n = n;
		return;
	}
	for (unsigned first = pl->hand_first; first; first &= first - 1) {
		int card = pl->hand[lowest_bit(first)], def = s->card[card].def;
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
	if (zone == Z_HAND && s->ix.player[who].hand_size <= PRIN_HAND_INDEXED) {
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
