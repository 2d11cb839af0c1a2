/*
 * legal-end: the end of the turn: cards put under a stack (discards and
 * exchanges), draws and searches from the stacks, and the card taken from
 * a stack searched.
 */
#include <stddef.h>
#include <string.h>

#include "games/principality/legal.h"

/* Writes at a the count actions kind a0 st, for st from 0 up (the
 * other arguments 0). */
static inline void put_stacks(struct action *a, int kind, int a0, int count)
{
	for (int st = 0; st < count; st++)
		put_action(a + st, kind, a0, st, 0, 0, 0);
}

/* ---- the end of the turn ---- */

/* The rows of list_indexed_unders from next on, each first copy of pl's
 * hand under each of the stacks; returns the end. (Inline: written for a
 * number of stacks fixed where it is called.) */
static inline struct action *
put_unders_rows(const struct prin_state *s, const struct prin_player_index *pl, int kind,
                int stacks, struct action *next)
{
	for (unsigned first = pl->hand_first; first; first &= first - 1, next += stacks)
		put_stacks(next, kind, s->card[pl->hand[lowest_bit(first)]].def, stacks);
	return next;
}

/* prin_legal_unders' listing while the hand index holds his hand: each
 * first copy of a card (hand_first), in the order of the index, as
 * prin_legal_candidate_defs would give them, under each stack, written
 * as the index is read and without a list of the defs between. Returns
 * false, writing nothing, when the list may lack the room. */
static bool list_indexed_unders(const struct prin_state *s, int p, int kind, struct out *o)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	/* the count in a local: the stores might alias the state's */
	const int stacks = s->stack_count;
	if (pl->hand_size > PRIN_HAND_INDEXED ||
	    o->max - o->n < (size_t)pl->hand_size * (size_t)stacks)
		return false;
	struct action *next = o->a + o->n;
	/* the stacks of the base game (5) and of a theme's (4 + 2) counted
	 * where the rows are written, without the steps between their pairs */
	switch (stacks) {
	case 5:
		next = put_unders_rows(s, pl, kind, 5, next);
		break;
	case 6:
		next = put_unders_rows(s, pl, kind, 6, next);
		break;
	default:
		next = put_unders_rows(s, pl, kind, stacks, next);
		break;
	}
	o->n = (size_t)(next - o->a);
	return true;
}

/* prin_legal_unders from the hand's distinct defs. (Out of line: its list
 * of defs would cost list_indexed_unders a frame.) */
static __attribute__((noinline)) void list_unders(const struct prin_state *s, int p, int kind,
                                                  struct out *o)
{
	struct defs hand;
	prin_legal_candidate_defs(s, Z_HAND, p, o, 0, true, &hand);
	if (!o->match && o->max - o->n >= (size_t)hand.n * s->stack_count) {
		/* each card of the hand under each stack, written in one run
		 * (the count in a local: the stores might alias the state's) */
		struct action *next = o->a + o->n;
		const int stacks = s->stack_count;
		for (int i = 0; i < hand.n; i++, next += stacks)
			put_stacks(next, kind, hand.def[i], stacks);
		o->n = (size_t)(next - o->a);
		return;
	}
	for (int i = 0; i < hand.n; i++)
		for (int st = 0; st < s->stack_count && !not_first(o, hand.def[i]); st++)
			add(o, kind, hand.def[i], st, 0, 0, 0);
}

void prin_legal_unders(const struct prin_state *s, int p, int kind, struct out *o)
{
	if (!wanted(o, kind))
		return;
	if (!o->match && list_indexed_unders(s, p, kind, o))
		return;
	list_unders(s, p, kind, o);
}

/* The distinct cards of the stack searched, each taken by its top copy. */
void prin_legal_takes(const struct prin_state *s, struct out *o)
{
	struct defs stack;
	if (!wanted(o, A_TAKE))
		return;
	if (!o->match && o->max - o->n >= PRIN_STACK_PLACES) {
		/* the listing: written as the stack's cards are read in order */
		int n = prin_legal_stack_actions(s, s->search_stack, A_TAKE, o->a + o->n);
		if (n >= 0) {
			o->n += (size_t)n;
			return;
		}
	}
	prin_legal_candidate_defs(s, Z_STACK, s->search_stack, o, 0, true, &stack);
	/* the count in a local: the stores might alias it */
	const int n = stack.n;
	if (!o->match && o->max - o->n >= (size_t)n) {
		struct action *next = o->a + o->n;
		for (int i = 0; i < n; i++)
			put_action(next + i, A_TAKE, stack.def[i], 0, 0, 0, 0);
		o->n += (size_t)n;
		return;
	}
	for (int i = 0; i < n; i++)
		add(o, A_TAKE, stack.def[i], 0, 0, 0, 0);
}

/* Multisets of 4 of PRIN_MAX_RESOURCES types: the most ways to pay. */
#define MAX_PAYMENTS 330

/* find_payments for a price of two, the base game's (§8): each resource
 * he has twice, paid twice, and before it with each later one he has,
 * as the card table lays them out for what he has once and twice
 * (struct principality_cards, search_ways). */
static int pay_two(const struct prin_state *s, int p, int st, struct action *out)
{
	const struct principality_cards *t = s->cards;
	uint64_t have = prin_bytes_word(s->ix.player[p].have);
	unsigned all = (1u << prin_resource_count(s)) - 1;
	unsigned once = nonzero_bytes(have) & all,
	         twice = nonzero_bytes(have & ~0x0101010101010101ull) & all;
	uint32_t at = t->search_ways[t->offer_state[once] + t->offer_state[twice]];
	const uint32_t *way = t->search_pairs + (at >> PRIN_WAYS_SHIFT);
	int n = (int)(at & ((1u << PRIN_WAYS_SHIFT) - 1));
	for (int i = 0; i < n; i++)
		put_action(&out[i], A_SEARCH, st, (int)(way[i] & 0xffff), (int)(way[i] >> 16), -1, -1);
	return n;
}

/* Every way for player p to pay price resources, as searches of stack st
 * into out (which has room for MAX_PAYMENTS); returns how many. The ways
 * are multisets in ascending order, walked depth first (the resource at
 * each place, then the next places from the same resource on) without
 * recursion. */
static int find_payments(const struct prin_state *s, int p, int price, int st, struct action *out)
{
	if (price == 2)
		return pay_two(s, p, st, out);
	int nr = prin_resource_count(s), left[PRIN_MAX_RESOURCES], n = 0;
	int8_t paid[4] = { -1, -1, -1, -1 };
	for (int r = 0; r < nr; r++)
		left[r] = prin_resources(s, p, r);
	if (price == 0) {
		put_action(&out[n++], A_SEARCH, st, -1, -1, -1, -1);
		return n;
	}
	int k = 0, r = 0;   /* the place filled next, and the first resource to try there */
	for (;;) {
		while (r < nr && left[r] == 0)
			r++;
		if (r < nr) {
			paid[k] = (int8_t)r;
			if (k + 1 < price) {
				left[r]--;
				k++;        /* the next place starts from the same resource */
				continue;
			}
			put_action(&out[n++], A_SEARCH, st, paid[0], paid[1], paid[2], paid[3]);
			r++;
			continue;
		}
		if (k == 0)
			return n;
		k--;               /* back to the place before: its next resource */
		r = paid[k];
		left[r]++;
		r++;
	}
}

/* Whether m's resources are one of the ways find_payments lists. */
static bool is_payment(const struct prin_state *s, int p, int price, const struct action *m)
{
	int used[PRIN_MAX_RESOURCES] = { 0 }, nr = prin_resource_count(s), last = 0;
	for (int i = 0; i < 4; i++) {
		int r = m->arg[1 + i];
		if (i >= price) {
			if (r != -1)
				return false;
			continue;
		}
		if (r < last || r >= nr || ++used[r] > prin_resources(s, p, r))
			return false;
		last = r;
	}
	return true;
}

/* Of the stacks in mask (a bit per stack), those that hold a card: read
 * from the sizes kept of the stacks (prin_move). */
static unsigned filled_stacks(const struct prin_state *s, unsigned mask)
{
	_Static_assert(PRIN_MAX_STACKS <= 16, "the stack sizes are read in two words");
	uint8_t sizes[16] = { 0 };
	memcpy(sizes, s->ix.stack_size, PRIN_MAX_STACKS);
	uint64_t low = prin_bytes_word(sizes), high = prin_bytes_word(sizes + 8);
	unsigned filled = nonzero_bytes(low) | nonzero_bytes(high) << 8;
	unsigned counted = s->stack_count < PRIN_MAX_STACKS ? (1u << s->stack_count) - 1
	                                                    : (1u << PRIN_MAX_STACKS) - 1;
	return filled & counted & mask;
}

/* The draws from the stacks in filled (a bit per stack), each followed by
 * the searches of that stack at price, or by none for a price of -1: the
 * searches differ from stack to stack in the stack alone, so they are
 * written once, straight into the list, and copied for the other stacks. */
static void list_draws(const struct prin_state *s, int p, unsigned filled, int price,
                       struct out *o)
{
	struct action spare[MAX_PAYMENTS];
	const struct action *search = NULL;   /* the first stack's, once written */
	int ways = 0;
	if (filled && o->max - o->n > MAX_PAYMENTS) {
		/* the listing's case: the first stack's draw and searches
		 * straight into the list, and when the others' fit after
		 * them, theirs without add()'s questions per action */
		struct action *next = o->a + o->n;
		int st = __builtin_ctz(filled);
		put_action(next, A_DRAW, st, 0, 0, 0, 0);
		/* (the base game's price inline, without find_payments' frame) */
		ways = price < 0 ? 0 : price == 2 ? pay_two(s, p, st, next + 1)
		                                  : find_payments(s, p, price, st, next + 1);
		search = next + 1;
		next += 1 + ways;
		filled &= filled - 1;
		o->n = (size_t)(next - o->a);
		/* (the stacks left counted high, as all of them: a call to
		 * count their bits would cost more than the test saves) */
		if (!filled)
			return;
		if ((size_t)s->stack_count * (size_t)(1 + ways) <= o->max - o->n) {
			for (; filled; filled &= filled - 1, next += 1 + ways) {
				st = __builtin_ctz(filled);
				put_action(next, A_DRAW, st, 0, 0, 0, 0);
				for (int i = 0; i < ways; i++) {
					next[1 + i] = search[i];
					next[1 + i].arg[0] = (int16_t)st;
				}
			}
			o->n = (size_t)(next - o->a);
			return;
		}
	}
	for (; filled; filled &= filled - 1) {
		int st = __builtin_ctz(filled);
		add(o, A_DRAW, st, 0, 0, 0, 0);
		if (price < 0)
			continue;
		struct action *next = o->a + o->n;
		if (!search) {
			bool room = o->max - o->n >= MAX_PAYMENTS;
			struct action *to = room ? next : spare;
			ways = find_payments(s, p, price, st, to);
			search = to;
			if (room) {
				o->n += (size_t)ways;
				continue;
			}
		} else if (o->max - o->n >= (size_t)ways) {
			/* a few actions: copied as they are patched, not
			 * through a call to memcpy first */
			for (int i = 0; i < ways; i++) {
				next[i] = search[i];
				next[i].arg[0] = (int16_t)st;
			}
			o->n += (size_t)ways;
			continue;
		}
		for (int i = 0; i < ways; i++)
			add(o, A_SEARCH, st, search[i].arg[1], search[i].arg[2], search[i].arg[3],
			    search[i].arg[4]);
	}
}

/* The price of a search (prin_search_price), read without asking the
 * modifiers when he has none of that kind and no free search. */
static int search_price(const struct prin_state *s, int p)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	if (!(pl->mod_mask & (1u << PRIN_MOD_SEARCH_PRICE)) &&
	    !(s->player[p].grants & (1u << PRIN_GRANT_FREE_SEARCH)))
		return PRIN_BASE_SEARCH_PRICE;
	return prin_search_price(s, p);
}

void prin_legal_draws(const struct prin_state *s, int p, int only_stack, struct out *o)
{
	if (!wanted(o, A_DRAW) && !wanted(o, A_SEARCH))
		return;
	/* the price asks the player's modifiers: only when a search may be
	 * listed or is the action matched */
	bool priced = !o->match || o->match->kind == A_SEARCH;
	int price = priced ? search_price(s, p) : 0;
	/* the stacks asked about: every one, or the one of the action matched */
	unsigned asked = (1u << s->stack_count) - 1;
	if (only_stack >= 0)
		asked &= 1u << only_stack;
	if (o->match)
		asked &= o->match->arg[0] >= 0 && o->match->arg[0] < PRIN_MAX_STACKS ?
		         1u << o->match->arg[0] : 0;
	/* the exchange's draw, most of these listings, asks one stack: its
	 * size alone, not every one's */
	unsigned filled = !o->match && only_stack >= 0 && only_stack < s->stack_count &&
	                  only_stack < PRIN_MAX_STACKS
	                  ? (s->ix.stack_size[only_stack] ? 1u << only_stack : 0)
	                  : filled_stacks(s, asked);
	bool search = priced && price <= 4 && prin_resources(s, p, -1) >= price;
	if (!o->match) {
		list_draws(s, p, filled, search ? price : -1, o);
		return;
	}
	/* apply()'s question: a draw, or a search paid one of the ways */
	for (int st = 0; st < s->stack_count; st++) {
		if ((only_stack >= 0 && st != only_stack) || !((filled >> st) & 1) || not_first(o, st))
			continue;
		add(o, A_DRAW, st, 0, 0, 0, 0);
		if (search && o->match->kind == A_SEARCH && is_payment(s, p, price, o->match))
			o->found = true;
	}
}
