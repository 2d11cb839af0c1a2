/*
 * bank: resource cards (and, with Cities & Knights, commodities) moving
 * between the bank and the hands. Every move of such a card goes through
 * here, so that check.c's counts (bank plus hands is 19 of each resource,
 * board.md §4, and 12 of each commodity, or what the box added to a
 * commodity that never runs out) hold by construction.
 */
#include "games/board/internal.h"

/* COMMODITY_SHORTAGE=unlimited (board.md §2.4: "One engine treats
 * commodities as unlimited"): the bank of a commodity is brought up to n
 * cards from the box, the match's count of it growing alike. */
void board_commodity_stock(struct board_state *s, int res, int n)
{
	if (!s->ck.on || !s->opt.ck.commodities_unlimited || res < BOARD_RESOURCES ||
	    res >= BOARD_CARD_KINDS || s->bank[res] >= n)
		return;
	uint8_t *total = &s->ck.commodity_total[res - BOARD_RESOURCES];
	int more = n - s->bank[res];
	if (*total + more > BOARD_COMMODITY_MOST)
		more = BOARD_COMMODITY_MOST - *total;
	if (more <= 0)
		return;
	s->bank[res] = (uint8_t)(s->bank[res] + more);
	*total = (uint8_t)(*total + more);
}

/* How many cards of res the bank can pay out now: those it holds, and for
 * a commodity that never runs out (COMMODITY_SHORTAGE=unlimited) what the
 * box may still add as board_commodity_stock does. board_gain of as many
 * never takes the bank below nothing. */
int board_bank_can_pay(const struct board_state *s, int res)
{
	int n = s->bank[res];
	if (s->ck.on && s->opt.ck.commodities_unlimited && res >= BOARD_RESOURCES &&
	    res < BOARD_CARD_KINDS)
		n += BOARD_COMMODITY_MOST - s->ck.commodity_total[res - BOARD_RESOURCES];
	return n;
}

void board_gain(struct board_state *s, int player, int res, int n)
{
	board_commodity_stock(s, res, n);
	s->bank[res] = (uint8_t)(s->bank[res] - n);
	s->player[player].hand[res] = (uint8_t)(s->player[player].hand[res] + n);
	s->player[player].hand_count = (uint8_t)(s->player[player].hand_count + n);
	/* so that the bank never refuses one: a trade, a card's gift */
	board_commodity_stock(s, res, BOARD_COMMODITY_CARDS);
}

void board_lose(struct board_state *s, int player, int res, int n)
{
	s->bank[res] = (uint8_t)(s->bank[res] + n);
	s->player[player].hand[res] = (uint8_t)(s->player[player].hand[res] - n);
	s->player[player].hand_count = (uint8_t)(s->player[player].hand_count - n);
}

void board_move(struct board_state *s, int from, int to, int res, int n)
{
	struct board_player *a = &s->player[from], *b = &s->player[to];
	a->hand[res] = (uint8_t)(a->hand[res] - n);
	a->hand_count = (uint8_t)(a->hand_count - n);
	b->hand[res] = (uint8_t)(b->hand[res] + n);
	b->hand_count = (uint8_t)(b->hand_count + n);
}

/* A card drawn blind from player's hand: each card equally likely. Returns
 * its resource, or -1 for an empty hand. */
int board_random_card(struct board_state *s, int player)
{
	const struct board_player *pl = &s->player[player];
	if (pl->hand_count == 0)
		return -1;
	int k = (int)rng_below(&s->rng, pl->hand_count);
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {   /* commodities too (000) */
		k -= pl->hand[r];
		if (k < 0)
			return r;
	}
	return -1;
}
