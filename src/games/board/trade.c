/*
 * trade: with the bank (maritime) and between players (domestic).
 *
 * board.md §1.9, maritime: "4 identical resources for 1 of your choice,
 * always. 3 identical for 1 if you have a settlement or city on either
 * intersection of a 3:1 harbor. 2 of that resource for 1 at a 2:1 harbor."
 * "Trading a resource for the same resource is pointless. Reject it."
 *
 * Domestic: "only on your own turn, after the roll, and only between the
 * active player and another player. ... You cannot give cards away. You
 * cannot trade matching resources." "Check that both sides hold the cards
 * at the moment the trade executes. Reject empty trades and one-sided
 * gifts." The active player offers some cards of one resource for some of
 * another; every other player, in turn order, accepts, declines or counters
 * with terms of his own; then the offerer trades with one who accepted or
 * countered, or with nobody. An offer names 1 to BOARD_OFFER_MAX cards a
 * side, and a turn holds at most BOARD_OFFERS_PER_TURN offers.
 *
 * Those bounds are the engine's, not the rules'. Every offer is one action,
 * so the terms a decision may name are all listed: one resource a side
 * and at most 2 of it make 80 offers (or counters), which a computer
 * player weighs one by one; two resources a side would make thousands. A
 * larger trade is made as several offers in a row, and the count a turn
 * keeps a match of computer players from haggling for ever.
 */
#include <string.h>

#include "games/board/internal.h"

static bool trading_time(const struct board_state *s)
{
	return s->phase == PH_ACTION && !(s->opt.separate_phases && s->built);
}

bool board_can_bank(const struct board_state *s, int give, int take)
{
	if (!trading_time(s) || give < 0 || give >= BOARD_RESOURCES || take < 0 ||
	    take >= BOARD_RESOURCES || give == take)
		return false;
	const struct board_player *pl = &s->player[s->active];
	return pl->hand[give] >= pl->rate[give] && s->bank[take] > 0;
}

void board_do_bank(struct board_state *s, int give, int take)
{
	board_lose(s, s->active, give, s->player[s->active].rate[give]);
	board_gain(s, s->active, take, 1);
}

void board_trade_of_action(const struct action *a, struct board_trade *t, bool counter)
{
	(void)counter;
	memset(t, 0, sizeof *t);
	t->give[a->arg[0]] = (uint8_t)a->arg[1];
	t->get[a->arg[2]] = (uint8_t)a->arg[3];
}

/* The terms an action names are an offer's shape: one resource for another,
 * 1 to BOARD_OFFER_MAX of each. */
static bool well_formed(const struct action *a)
{
	return a->arg[0] >= 0 && a->arg[0] < BOARD_RESOURCES && a->arg[2] >= 0 &&
	       a->arg[2] < BOARD_RESOURCES && a->arg[0] != a->arg[2] && a->arg[1] >= 1 &&
	       a->arg[1] <= BOARD_OFFER_MAX && a->arg[3] >= 1 && a->arg[3] <= BOARD_OFFER_MAX;
}

static bool holds(const struct board_state *s, int player, const uint8_t *cards)
{
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (s->player[player].hand[r] < cards[r])
			return false;
	return true;
}

bool board_can_offer(const struct board_state *s, const struct action *a)
{
	return trading_time(s) && s->offers_made < BOARD_OFFERS_PER_TURN && well_formed(a) &&
	       s->player[s->active].hand[a->arg[0]] >= a->arg[1];
}

void board_offer(struct board_state *s, const struct action *a)
{
	board_trade_of_action(a, &s->offer, false);
	memset(s->answer, ANSWER_NONE, sizeof s->answer);
	s->answer[s->active] = ANSWER_DECLINE;
	s->offers_made++;
}

bool board_can_accept(const struct board_state *s, int player)
{
	return s->phase == PH_OFFER && holds(s, player, s->offer.get);
}

bool board_can_counter(const struct board_state *s, int player, const struct action *a)
{
	if (s->phase != PH_OFFER || !well_formed(a))
		return false;
	struct board_trade t;
	board_trade_of_action(a, &t, true);
	return memcmp(&t, &s->offer, sizeof t) != 0 && holds(s, player, t.get);
}

void board_answer_offer(struct board_state *s, int player, const struct action *a)
{
	if (a->kind == A_ACCEPT) {
		s->answer[player] = ANSWER_ACCEPT;
	} else if (a->kind == A_COUNTER) {
		s->answer[player] = ANSWER_COUNTER;
		board_trade_of_action(a, &s->counter[player], true);
	} else {
		s->answer[player] = ANSWER_DECLINE;
	}
}

static const struct board_trade *terms(const struct board_state *s, int player)
{
	return s->answer[player] == ANSWER_COUNTER ? &s->counter[player] : &s->offer;
}

bool board_can_trade_with(const struct board_state *s, int player)
{
	if (s->phase != PH_OFFER_CLOSE || player < 0 || player >= s->player_count ||
	    player == s->active)
		return false;
	if (s->answer[player] != ANSWER_ACCEPT && s->answer[player] != ANSWER_COUNTER)
		return false;
	const struct board_trade *t = terms(s, player);
	return holds(s, s->active, t->give) && holds(s, player, t->get);
}

void board_trade_with(struct board_state *s, int player)
{
	const struct board_trade *t = terms(s, player);
	for (int r = 0; r < BOARD_RESOURCES; r++) {
		if (t->give[r])
			board_move(s, s->active, player, r, t->give[r]);
		if (t->get[r])
			board_move(s, player, s->active, r, t->get[r]);
	}
}
