/*
 * legal-end: the end of the turn: cards put under a stack (discards and
 * exchanges), and draws and searches from the stacks.
 */
#include <string.h>

#include "games/principality/legal.h"

/* ---- the end of the turn ---- */

void prin_legal_unders(const struct prin_state *s, int p, int kind, struct out *o)
{
	struct defs hand;
	if (!wanted(o, kind))
		return;
	prin_legal_candidate_defs(s, Z_HAND, p, o, 0, true, &hand);
	if (!o->match && o->max - o->n >= (size_t)hand.n * s->stack_count) {
		/* each card of the hand under each stack, written in one run */
		struct action *next = o->a + o->n;
		for (int i = 0; i < hand.n; i++)
			for (int st = 0; st < s->stack_count; st++)
				*next++ = (struct action){ (uint16_t)kind, { hand.def[i], (int16_t)st, 0, 0, 0 } };
		o->n = (size_t)(next - o->a);
		return;
	}
	for (int i = 0; i < hand.n; i++)
		for (int st = 0; st < s->stack_count && !not_first(o, hand.def[i]); st++)
			add(o, kind, hand.def[i], st, 0, 0, 0);
}

/* Multisets of 4 of PRIN_MAX_RESOURCES types: the most ways to pay. */
#define MAX_PAYMENTS 330

struct payments {
	int n;
	int8_t paid[MAX_PAYMENTS][4];   /* ascending, -1 past the price */
};

/* Every way for player p to pay price resources: multisets in ascending
 * order, walked depth first (the resource at each place, then the next
 * places from the same resource on) without recursion. */
/* find_payments for a price of two, the base game's (§8): each resource
 * he has twice, paid twice, and before it with each later one he has. */
static void pay_two(const struct prin_state *s, int p, struct payments *out)
{
	uint64_t have;
	memcpy(&have, s->player[p].have, sizeof have);
	unsigned all = (1u << prin_resource_count(s)) - 1;
	unsigned once = nonzero_bytes(have) & all, twice = nonzero_bytes(have & ~0x0101010101010101ull) & all;
	int n = 0;
	for (unsigned first = once; first; first &= first - 1) {
		int r0 = __builtin_ctz(first);
		if ((twice >> r0) & 1)
			memcpy(out->paid[n++], (int8_t[4]){ (int8_t)r0, (int8_t)r0, -1, -1 }, 4);
		for (unsigned later = once & ~((2u << r0) - 1); later; later &= later - 1)
			memcpy(out->paid[n++], (int8_t[4]){ (int8_t)r0, (int8_t)__builtin_ctz(later), -1, -1 }, 4);
	}
	out->n = n;
}

static void find_payments(const struct prin_state *s, int p, int price, struct payments *out)
{
	if (price == 2) {
		pay_two(s, p, out);
		return;
	}
	int nr = prin_resource_count(s), left[PRIN_MAX_RESOURCES];
	int8_t paid[4] = { -1, -1, -1, -1 };
	for (int r = 0; r < nr; r++)
		left[r] = prin_resources(s, p, r);
	out->n = 0;
	if (price == 0) {
		memcpy(out->paid[out->n++], paid, sizeof paid);
		return;
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
			memcpy(out->paid[out->n++], paid, sizeof paid);
			r++;
			continue;
		}
		if (k == 0)
			return;
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
	unsigned filled = 0;
	for (int st = 0; st < s->stack_count && st < PRIN_MAX_STACKS; st++)
		filled |= (unsigned)(s->stack_size[st] > 0) << st;
	return filled & mask;
}

/* The draws from the stacks in filled (a bit per stack), each followed by
 * the searches of that stack at price, or by none for a price of -1: the
 * searches differ from stack to stack in the stack alone, so they are
 * put together once and copied. */
static void list_draws(const struct prin_state *s, int p, unsigned filled, int price,
                       struct out *o)
{
	struct action search[MAX_PAYMENTS];
	int ways = 0;
	if (filled && price >= 0) {
		struct payments pay;
		find_payments(s, p, price, &pay);
		for (int i = 0; i < pay.n; i++)
			search[i] = (struct action){ A_SEARCH, { 0, pay.paid[i][0], pay.paid[i][1],
			                                         pay.paid[i][2], pay.paid[i][3] } };
		ways = pay.n;
	}
	for (; filled; filled &= filled - 1) {
		int st = __builtin_ctz(filled);
		add(o, A_DRAW, st, 0, 0, 0, 0);
		if (o->max - o->n < (size_t)ways) {
			for (int i = 0; i < ways; i++)
				add(o, A_SEARCH, st, search[i].arg[1], search[i].arg[2], search[i].arg[3],
				    search[i].arg[4]);
			continue;
		}
		struct action *next = o->a + o->n;
		for (int i = 0; i < ways; i++) {
			next[i] = search[i];
			next[i].arg[0] = (int16_t)st;
		}
		o->n += (size_t)ways;
	}
}

void prin_legal_draws(const struct prin_state *s, int p, int only_stack, struct out *o)
{
	if (!wanted(o, A_DRAW) && !wanted(o, A_SEARCH))
		return;
	/* the price asks the player's modifiers: only when a search may be
	 * listed or is the action matched */
	bool priced = !o->match || o->match->kind == A_SEARCH;
	int price = priced ? prin_search_price(s, p) : 0;
	/* the stacks asked about: every one, or the one of the action matched */
	unsigned asked = (1u << s->stack_count) - 1;
	if (only_stack >= 0)
		asked &= 1u << only_stack;
	if (o->match)
		asked &= o->match->arg[0] >= 0 && o->match->arg[0] < PRIN_MAX_STACKS ?
		         1u << o->match->arg[0] : 0;
	unsigned filled = filled_stacks(s, asked);
	bool search = priced && price <= 4 && prin_resources(s, p, -1) >= price;
	if (!o->match) {
		list_draws(s, p, filled, search ? price : -1, o);
		return;
	}
	struct payments ways;
	ways.n = -1;   /* found at the first stack that needs them */
	for (int st = 0; st < s->stack_count; st++) {
		if ((only_stack >= 0 && st != only_stack) || !((filled >> st) & 1) || not_first(o, st))
			continue;
		add(o, A_DRAW, st, 0, 0, 0, 0);
		if (!search)
			continue;
		if (o->match) {
			if (o->match->kind == A_SEARCH && is_payment(s, p, price, o->match))
				o->found = true;
			continue;
		}
		if (ways.n < 0)
			find_payments(s, p, price, &ways);
		for (int i = 0; i < ways.n; i++)
			add(o, A_SEARCH, st, ways.paid[i][0], ways.paid[i][1], ways.paid[i][2],
			    ways.paid[i][3]);
	}
}
