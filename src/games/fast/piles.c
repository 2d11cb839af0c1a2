/*
 * piles: resource cards moving between the draw pile, the discard pile,
 * the market and the hands.
 *
 * R003: "Geht der Nachziehstapel aus, mischt ihr die Ablage und legt sie als
 * neuen Nachziehstapel aus." The pile is reshuffled at the moment a card is
 * needed and none is left, not before, so that the discard pile keeps
 * everything played up to then.
 *
 * The draw pile keeps its order and, beside it, how many cards of each
 * resource it holds (pile_of), so that "is there one?" costs no search.
 */
#include <string.h>

#include "games/fast/internal.h"

void fast_pile_push(struct fast_state *s, int res)
{
	s->pile[s->pile_count++] = (uint8_t)res;
	s->pile_of[res]++;
}

/* Takes the card at index i out of the pile, keeping the others' order. */
static void pile_remove_at(struct fast_state *s, int i)
{
	s->pile_of[s->pile[i]]--;
	memmove(&s->pile[i], &s->pile[i + 1], (size_t)(s->pile_count - i - 1));
	s->pile_count--;
}

/* The lane of the m-th (from 1) top bit set in tops, lowest lane first:
 * each lane of the product counts the set ones up to it, and the lane that
 * counts m and is set itself is the one. */
static int nth_lane(uint64_t tops, int m)
{
	uint64_t upto = (tops >> 7) * UINT64_C(0x0101010101010101);
	return __builtin_ctzll(fast_lanes_equal(upto, (unsigned)m) & tops) / 8;
}

/* The index of the k-th card of res in the pile, counted from the top.
 * The pile is long (134 cards with 5 or 6 players) and the 3:1 exchange
 * looks for a card at a random depth: eight cards are counted at a time,
 * the top ones first, and the card picked out of its eight without a
 * branch per card. */
static int pile_find(const struct fast_state *s, int res, int k)
{
	int top = s->pile_count;
	for (; top >= 8; top -= 8) {
		uint64_t hits = fast_lanes_equal(fast_lanes(&s->pile[top - 8]), (unsigned)res);
		int n = fast_lane_count(hits);
		if (k < n)
			return top - 8 + nth_lane(hits, n - k);
		k -= n;
	}
	/* The bottom cards, fewer than eight, in the array's first eight. */
	uint64_t live = FAST_LANE_TOPS & ((UINT64_C(1) << (8 * top)) - 1);
	uint64_t hits = fast_lanes_equal(fast_lanes(s->pile), (unsigned)res) & live;
	int n = fast_lane_count(hits);
	return k < n ? nth_lane(hits, n - k) : -1;
}

/* Turns the discard pile into a new, shuffled draw pile. */
static void reshuffle(struct fast_state *s)
{
	for (int r = 0; r < s->resource_count; r++) {
		for (int i = 0; i < s->discard[r]; i++)
			fast_pile_push(s, r);
		s->discard[r] = 0;
	}
	rng_shuffle(&s->rng, s->pile, s->pile_count, 1);
}

/* The top card of the draw pile, reshuffling when it is empty; -1 when
 * both piles are empty. */
int fast_pile_draw(struct fast_state *s)
{
	if (s->pile_count == 0)
		reshuffle(s);
	if (s->pile_count == 0)
		return -1;
	int r = s->pile[--s->pile_count];
	s->pile_of[r]--;
	return r;
}

void fast_hand_add(struct fast_state *s, int player, int res, int n)
{
	s->player[player].hand[res] = (uint8_t)(s->player[player].hand[res] + n);
	s->player[player].hand_count = (uint8_t)(s->player[player].hand_count + n);
}

void fast_hand_remove(struct fast_state *s, int player, int res, int n)
{
	fast_hand_add(s, player, res, -n);
}

void fast_hand_to_discard(struct fast_state *s, int player, int res, int n)
{
	fast_hand_remove(s, player, res, n);
	s->discard[res] = (uint8_t)(s->discard[res] + n);
}

/* R003 draws "die obersten Karten"; if both piles run dry, what exists.
 * Every turn ends here: while the pile holds enough, straight from its top. */
void fast_draw_into_hand(struct fast_state *s, int player, int n)
{
	struct fast_player *pl = &s->player[player];
	if (n > 0 && n <= s->pile_count) {
		for (int i = 0; i < n; i++) {
			int r = s->pile[--s->pile_count];
			s->pile_of[r]--;
			pl->hand[r]++;
		}
		pl->hand_count = (uint8_t)(pl->hand_count + n);
		return;
	}
	for (int i = 0; i < n; i++) {
		int r = fast_pile_draw(s);
		if (r < 0)
			return;
		fast_hand_add(s, player, r, 1);
	}
}

/* Where the card chosen in a 3:1 exchange comes from (EXCHANGE_SOURCE):
 * there is no bank in this game. */
bool fast_supply_has(const struct fast_state *s, int res)
{
	if (s->opt.exchange_source == EXS_UNLIMITED || s->pile_of[res] > 0)
		return true;
	return s->opt.exchange_source == EXS_DRAW_THEN_DISCARD && s->discard[res] > 0;
}

/* fast_supply_has() of every resource, a bit each. */
unsigned fast_supply_mask(const struct fast_state *s)
{
	unsigned all = (1u << s->resource_count) - 1;
	if (s->opt.exchange_source == EXS_UNLIMITED)
		return all;
	uint64_t held = fast_lanes_nonzero(fast_lanes(s->pile_of));
	if (s->opt.exchange_source == EXS_DRAW_THEN_DISCARD)
		held |= fast_lanes_nonzero(fast_lanes(s->discard));
	unsigned bits = fast_lane_bits(held);   /* lanes past the resources are 0 */
	return bits & all;
}

/* Takes a card of res out of the supply. House rule (fast.md §4.2): the
 * player searches the draw pile, then shuffles it. Since nobody knows the
 * pile's order, taking a card of res at a uniformly random place among
 * those of res leaves the rest exactly as random as that shuffle would, and
 * costs one draw of the generator instead of a shuffle. */
bool fast_supply_take(struct fast_state *s, int res)
{
	if (s->opt.exchange_source == EXS_UNLIMITED) {
		s->made[res]++;
		return true;
	}
	if (s->pile_of[res] > 0) {
		pile_remove_at(s, pile_find(s, res, (int)rng_below(&s->rng, s->pile_of[res])));
		return true;
	}
	if (s->opt.exchange_source == EXS_DRAW_THEN_DISCARD && s->discard[res] > 0) {
		s->discard[res]--;
		return true;
	}
	return false;
}

/* Sandbox: a card of res from the draw pile (the topmost) or else the
 * discard pile; false if neither has one. */
bool fast_pile_take(struct fast_state *s, int res)
{
	if (s->pile_of[res] > 0) {
		pile_remove_at(s, pile_find(s, res, 0));
		return true;
	}
	if (s->discard[res] == 0)
		return false;
	s->discard[res]--;
	return true;
}

/* Sandbox: a card of res, from the draw or discard pile, onto the draw pile. */
bool fast_pile_to_top(struct fast_state *s, int res)
{
	if (!fast_pile_take(s, res))
		return false;
	fast_pile_push(s, res);
	return true;
}

/* Fills the market up to MARKET_SIZE from the draw pile. */
void fast_market_refill(struct fast_state *s)
{
	while (s->market_count < s->opt.market_size) {
		int r = fast_pile_draw(s);
		if (r < 0)
			return;
		s->market[r]++;
		s->market_count++;
	}
}

/* A card drawn blind from player's hand: each card is equally likely. */
int fast_blind_card(struct fast_state *s, int player)
{
	const struct fast_player *pl = &s->player[player];
	if (pl->hand_count == 0)
		return -1;
	int k = (int)rng_below(&s->rng, pl->hand_count);
	for (int r = 0; r < s->resource_count; r++) {
		if (k < pl->hand[r])
			return r;
		k -= pl->hand[r];
	}
	return -1;
}

/* A resource id of the effect language (a carddb.resources index) as a
 * resource position of this game, or -1. */
int fast_res_position(const struct fast_state *s, int32_t db_resource)
{
	for (int r = 0; r < s->resource_count; r++)
		if (s->res_db[r] == db_resource)
			return r;
	return -1;
}
