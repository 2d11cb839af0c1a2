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
 * gifts." The rules bound neither the cards an offer names nor their
 * kinds, so neither does the engine: an offer is put together one card at
 * a time. The active player begins an offer (offer), adds a card he holds
 * to what he gives (give RES) or a card to what he wants (want RES), as
 * often as he likes, then makes it (propose, with the terms) or drops it
 * (withdraw). Every other player, in turn order, accepts, declines or
 * begins a counter, which he puts together the same way from his own side
 * (a withdrawn counter is a decline); then the offerer trades with one who
 * accepted or countered, or with nobody.
 *
 * So every decision lists a few actions (a card of each resource to either
 * side, propose, withdraw: 12 at most), where listing whole terms would
 * list thousands, and a computer player weighs each. A side grows only
 * within what could be met: what he gives within his hand; what he wants
 * within the cards of that resource that the others hold (19 less his own
 * and the bank's) and within the most cards a partner holds (the offerer's,
 * for a counter); a resource on one side is never added to the other. So
 * every offer ends, and a turn begins at most OFFERS_PER_TURN offers (a
 * rule option): a table of people stops haggling long before, and the
 * bound keeps a match of computer players from haggling for ever. A
 * withdrawn offer counts, or begin and withdraw would be a loop.
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

static bool holds(const struct board_state *s, int player, const uint8_t *cards)
{
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (s->player[player].hand[r] < cards[r])
			return false;
	return true;
}

static int side_count(const uint8_t *cards)
{
	int n = 0;
	for (int r = 0; r < BOARD_RESOURCES; r++)
		n += cards[r];
	return n;
}

/* ---- the offer begun, and its answers ---- */

bool board_can_begin_offer(const struct board_state *s)
{
	if (!trading_time(s) || s->offers_made >= s->opt.offers_per_turn ||
	    s->player[s->active].hand_count == 0)
		return false;
	for (int p = 0; p < s->player_count; p++)
		if (p != s->active && s->player[p].hand_count > 0)
			return true;
	return false;
}

void board_begin_offer(struct board_state *s)
{
	memset(&s->draft, 0, sizeof s->draft);
	s->offers_made++;
}

bool board_can_accept(const struct board_state *s, int player)
{
	return s->phase == PH_OFFER && holds(s, player, s->offer.get);
}

/* A counter gives something (no gifts) and asks something of the offerer. */
bool board_can_begin_counter(const struct board_state *s, int player)
{
	return s->phase == PH_OFFER && s->player[player].hand_count > 0 &&
	       s->player[s->active].hand_count > 0;
}

void board_answer_offer(struct board_state *s, int player, int kind)
{
	if (kind == A_ACCEPT) {
		s->answer[player] = ANSWER_ACCEPT;
	} else if (kind == A_COUNTER) {
		memset(&s->draft, 0, sizeof s->draft);
	} else {
		s->answer[player] = ANSWER_DECLINE;
	}
}

/* ---- terms put together, a card an action ---- */

/* Who puts terms together now: the offerer, or the answerer whose turn to
 * answer it is; -1 outside the drafts. */
int board_drafter(const struct board_state *s)
{
	if (s->phase == PH_OFFER_DRAFT)
		return s->active;
	if (s->phase == PH_COUNTER_DRAFT)
		return board_current(s);
	return -1;
}

/* The most cards the drafter's partner can hand over: the largest hand
 * among the others for an offer, the offerer's for a counter (the counts
 * of hands are seen by all). */
static int partner_cards(const struct board_state *s, int drafter)
{
	if (drafter != s->active)
		return s->player[s->active].hand_count;
	int most = 0;
	for (int p = 0; p < s->player_count; p++)
		if (p != drafter && s->player[p].hand_count > most)
			most = s->player[p].hand_count;
	return most;
}

static bool resource(int res)
{
	return res >= 0 && res < BOARD_RESOURCES;
}

bool board_can_give(const struct board_state *s, int res)
{
	int me = board_drafter(s);
	return me >= 0 && resource(res) && s->draft.get[res] == 0 &&
	       s->draft.give[res] < s->player[me].hand[res];
}

bool board_can_want(const struct board_state *s, int res)
{
	int me = board_drafter(s);
	if (me < 0 || !resource(res) || s->draft.give[res] != 0)
		return false;
	/* the cards of res that the other hands hold at most */
	int elsewhere = BOARD_RESOURCE_CARDS - s->player[me].hand[res] - s->bank[res];
	return s->draft.get[res] < elsewhere && side_count(s->draft.get) < partner_cards(s, me);
}

void board_add_card(struct board_state *s, int kind, int res)
{
	if (kind == A_GIVE)
		s->draft.give[res]++;
	else
		s->draft.get[res]++;
}

void board_pack_terms(const struct board_trade *t, struct action *a)
{
	a->arg[0] = (int16_t)(t->give[0] | t->give[1] << 5 | t->give[2] << 10);
	a->arg[1] = (int16_t)(t->give[3] | t->give[4] << 5);
	a->arg[2] = (int16_t)(t->get[0] | t->get[1] << 5 | t->get[2] << 10);
	a->arg[3] = (int16_t)(t->get[3] | t->get[4] << 5);
	a->arg[4] = 0;
}

void board_unpack_terms(const struct action *a, struct board_trade *t)
{
	for (int r = 0; r < BOARD_RESOURCES; r++) {
		int word = r < 3 ? 0 : 1, shift = 5 * (r < 3 ? r : r - 3);
		t->give[r] = (uint8_t)(a->arg[word] >> shift & 31);
		t->get[r] = (uint8_t)(a->arg[word + 2] >> shift & 31);
	}
}

/* The draft as a counter's terms, from the offerer's side. */
static void as_counter(const struct board_trade *draft, struct board_trade *t)
{
	memcpy(t->give, draft->get, sizeof t->give);
	memcpy(t->get, draft->give, sizeof t->get);
}

/* The terms must be the draft's (a logged or typed propose names them);
 * both sides hold cards (no empty trade, no gift); the drafter holds what
 * he gives; a counter is not the offer itself (that is an accept). */
bool board_can_propose(const struct board_state *s, const struct action *a)
{
	int me = board_drafter(s);
	if (me < 0 || a->arg[4] != 0)
		return false;
	struct action packed = { a->kind, { 0 } };
	board_pack_terms(&s->draft, &packed);
	if (memcmp(packed.arg, a->arg, sizeof packed.arg) != 0)
		return false;
	if (side_count(s->draft.give) == 0 || side_count(s->draft.get) == 0 ||
	    !holds(s, me, s->draft.give))
		return false;
	if (s->phase == PH_COUNTER_DRAFT) {
		struct board_trade t;
		as_counter(&s->draft, &t);
		return memcmp(&t, &s->offer, sizeof t) != 0;
	}
	return true;
}

void board_propose(struct board_state *s)
{
	if (s->phase == PH_COUNTER_DRAFT) {
		int me = board_drafter(s);
		as_counter(&s->draft, &s->counter[me]);
		s->answer[me] = ANSWER_COUNTER;
	} else {
		s->offer = s->draft;
		memset(s->answer, ANSWER_NONE, sizeof s->answer);
		s->answer[s->active] = ANSWER_DECLINE;
		memset(s->counter, 0, sizeof s->counter);
	}
	memset(&s->draft, 0, sizeof s->draft);
}

void board_withdraw(struct board_state *s)
{
	if (s->phase == PH_COUNTER_DRAFT)
		s->answer[board_drafter(s)] = ANSWER_DECLINE;
	memset(&s->draft, 0, sizeof s->draft);
}

/* ---- the offerer closes ---- */

static const struct board_trade *terms(const struct board_state *s, int player)
{
	return s->answer[player] == ANSWER_COUNTER ? &s->counter[player] : &s->offer;
}

/* "Check that both sides hold the cards at the moment the trade executes." */
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
