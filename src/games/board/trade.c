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
 *
 * With Cities & Knights the commodities trade as the resources do (000,
 * "Handelen"): "Handelswaren gebruik je daarbij net als grondstoffen. ...
 * Je mag grondstoffen ook ruilen tegen handelswaren en andersom." "Bij de
 * bank ruil je vier gelijke handelswaren voor één grondstof of handelswaar
 * naar keuze" (the rates, index.c). "Ontwikkelingskaarten mag je niet
 * ruilen": a progress card is no card kind of a hand, so no term names one.
 */
#include <string.h>

#include "games/board/internal.h"

static bool trading_time(const struct board_state *s)
{
	return s->phase == PH_ACTION && !(s->opt.separate_phases && s->built);
}

int board_kind_cards(const struct board_state *s, int kind)
{
	return kind < BOARD_RESOURCES ? BOARD_RESOURCE_CARDS
	                              : s->ck.commodity_total[kind - BOARD_RESOURCES];
}

static bool card_kind(const struct board_state *s, int kind)
{
	return kind >= 0 && kind < board_card_kinds(s);
}

bool board_can_bank(const struct board_state *s, int give, int take)
{
	if (!trading_time(s) || !card_kind(s, give) || !card_kind(s, take) || give == take)
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
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (s->player[player].hand[r] < cards[r])
			return false;
	return true;
}

static int side_count(const uint8_t *cards)
{
	int n = 0;
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
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

/* The most cards of a kind a side of the terms names: what its slot of
 * the packed action holds (a commodity's 4 bits are the box's 12 and
 * more; COMMODITY_SHORTAGE=unlimited may put more in a hand). */
static int term_most(int kind);

bool board_can_give(const struct board_state *s, int res)
{
	int me = board_drafter(s);
	return me >= 0 && card_kind(s, res) && s->draft.get[res] == 0 &&
	       s->draft.give[res] < s->player[me].hand[res] && s->draft.give[res] < term_most(res);
}

bool board_can_want(const struct board_state *s, int res)
{
	int me = board_drafter(s);
	if (me < 0 || !card_kind(s, res) || s->draft.give[res] != 0)
		return false;
	/* the cards of res that the other hands hold at most */
	int elsewhere = board_kind_cards(s, res) - s->player[me].hand[res] - s->bank[res];
	return s->draft.get[res] < elsewhere && s->draft.get[res] < term_most(res) &&
	       side_count(s->draft.get) < partner_cards(s, me);
}

void board_add_card(struct board_state *s, int kind, int res)
{
	if (kind == A_GIVE)
		s->draft.give[res]++;
	else
		s->draft.get[res]++;
}

/* Where each card kind's count lies in a propose action's args, per side
 * (give, get): its arg, shift and width. A resource takes 5 bits (19
 * cards), a commodity 4 (12): 2 x (25 + 12) bits fill the five args, with
 * the base game's resources where they always were. */
static const struct term_slot {
	uint8_t arg, shift, bits;
} term_slot[2][BOARD_CARD_KINDS] = {
	{ { 0, 0, 5 }, { 0, 5, 5 }, { 0, 10, 5 }, { 1, 0, 5 }, { 1, 5, 5 },
	  { 1, 10, 4 }, { 4, 0, 4 }, { 4, 4, 4 } },
	{ { 2, 0, 5 }, { 2, 5, 5 }, { 2, 10, 5 }, { 3, 0, 5 }, { 3, 5, 5 },
	  { 3, 10, 4 }, { 4, 8, 4 }, { 4, 12, 4 } },
};

static int term_most(int kind)
{
	return (1 << term_slot[0][kind].bits) - 1;
}

void board_pack_terms(const struct board_trade *t, struct action *a)
{
	uint16_t word[GAME_ACTION_ARGS] = { 0 };
	for (int side = 0; side < 2; side++)
		for (int r = 0; r < BOARD_CARD_KINDS; r++) {
			const struct term_slot *slot = &term_slot[side][r];
			unsigned n = (side ? t->get : t->give)[r] & ((1u << slot->bits) - 1);
			word[slot->arg] = (uint16_t)(word[slot->arg] | n << slot->shift);
		}
	for (int i = 0; i < GAME_ACTION_ARGS; i++)
		a->arg[i] = (int16_t)word[i];
}

void board_unpack_terms(const struct action *a, struct board_trade *t)
{
	for (int side = 0; side < 2; side++)
		for (int r = 0; r < BOARD_CARD_KINDS; r++) {
			const struct term_slot *slot = &term_slot[side][r];
			unsigned word = (uint16_t)a->arg[slot->arg];
			(side ? t->get : t->give)[r] = (uint8_t)(word >> slot->shift &
			                                         ((1u << slot->bits) - 1));
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
	if (me < 0 || side_count(s->draft.give) == 0 || side_count(s->draft.get) == 0 ||
	    !holds(s, me, s->draft.give))
		return false;
	struct action packed = { a->kind, { 0 } };
	board_pack_terms(&s->draft, &packed);
	if (memcmp(packed.arg, a->arg, sizeof packed.arg) != 0)
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

void board_note_answers(struct board_state *s)
{
	for (int p = 0; p < s->player_count; p++)
		if (s->answer[p] == ANSWER_ACCEPT)
			return;
	if (s->declined_count == BOARD_DECLINED_MAX) {
		memmove(&s->declined[0], &s->declined[1],
		        (BOARD_DECLINED_MAX - 1) * sizeof s->declined[0]);
		s->declined_count--;
	}
	s->declined[s->declined_count++] = s->offer;
}

bool board_declined_before(const struct board_state *s, const int *give, const int *get)
{
	for (int i = 0; i < s->declined_count; i++) {
		const struct board_trade *t = &s->declined[i];
		int r = 0;
		while (r < BOARD_CARD_KINDS && t->give[r] == give[r] && t->get[r] == get[r])
			r++;
		if (r == BOARD_CARD_KINDS)
			return true;
	}
	return false;
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
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		if (t->give[r])
			board_move(s, s->active, player, r, t->give[r]);
		if (t->get[r])
			board_move(s, player, s->active, r, t->get[r]);
	}
}
