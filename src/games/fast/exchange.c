/*
 * exchange: phase 1, "Rohstoffkarten tauschen".
 *
 * R003: "Wie viele Karten du tauschen darfst, hängt von deinen Straßen ab,
 * die mit der A-Seite nach oben liegen." The count is the (modify trades)
 * clauses of the player's visible cards, which the A side of every road
 * carries. "Ohne Straße in der Auslage darfst du genau 1 Karte mit dem
 * Nachziehstapel tauschen."
 *
 * One unit of exchange, each with its own partner ("für jede einzelne Karte
 * eine andere Möglichkeit"):
 *   draw pile  discard 1 card, then draw 1 ("legst ... auf die Ablage und
 *              ziehst genauso viele nach"): one action;
 *   market     take 1 open card, later put 1 back ("nimmst dir ... und legst
 *              anschließend genauso viele zurück");
 *   player     draw 1 blind from his hand, later give him 1 back ("Du darfst
 *              ihm dabei auch Karten zurückgeben, die du gerade bei ihm
 *              gezogen hast").
 * What is owed may be given back at any time of the phase, and must be
 * before it ends (fast.md §4.1). The Library's clause (modify open-hand)
 * says how many exchanges per phase are done with the partner's hand open,
 * choosing the card: "einmal je Tauschphase".
 */
#include "games/fast/internal.h"

void fast_begin_exchange(struct fast_state *s)
{
	const struct fast_player *pl = &s->player[s->active];
	s->phase = PH_EXCHANGE;
	s->owed_market = 0;
	if (s->owed_players)   /* else every player's owed is 0 (check.c) */
		for (int p = 0; p < s->player_count; p++)
			s->player[p].owed = 0;
	s->owed_players = 0;
	s->draw_only = pl->road_count == 0;
	s->units_left = s->draw_only ? 1 : pl->trades;
	s->open_left = pl->open_hand;
	if (s->units_left == 0)
		s->phase = PH_BUILD;
}

bool fast_owes(const struct fast_state *s)
{
	return s->owed_market || s->owed_players;
}

static bool valid_res(const struct fast_state *s, int r)
{
	return r >= 0 && r < s->resource_count;
}

static bool can_take_from(const struct fast_state *s, int q, int r)
{
	if (q < 0 || q >= s->player_count || q == s->active || s->player[q].hand_count == 0)
		return false;
	if (r < 0)
		return !s->opt.open_hands;
	return valid_res(s, r) && s->player[q].hand[r] > 0 && (s->opt.open_hands || s->open_left > 0);
}

/* Applies an exchange-phase action if its test passes, else returns -1
 * with nothing changed. One switch for both: apply() comes here for every
 * exchange, in an order no branch predictor guesses. */
int fast_exchange(struct fast_state *s, const struct action *a)
{
	struct fast_player *pl = &s->player[s->active];
	int me = s->active, r = a->arg[0];
	if (s->phase != PH_EXCHANGE)
		return -1;
	switch (a->kind) {
	case A_EXCHANGE_DRAW:
		if (!(s->units_left > 0 && valid_res(s, r) && pl->hand[r] > 0))
			return -1;
		fast_hand_to_discard(s, me, r, 1);
		fast_draw_into_hand(s, me, 1);
		s->units_left--;
		break;
	case A_EXCHANGE_MARKET:
		if (!(s->units_left > 0 && !s->draw_only && valid_res(s, r) && s->market[r] > 0))
			return -1;
		s->market[r]--;
		s->market_count--;
		fast_hand_add(s, me, r, 1);
		s->owed_market++;
		s->units_left--;
		break;
	case A_EXCHANGE_PLAYER: {
		int q = a->arg[0], take = a->arg[1];
		if (!(s->units_left > 0 && !s->draw_only && can_take_from(s, q, take)))
			return -1;
		if (take < 0)
			take = fast_blind_card(s, q);
		else if (!s->opt.open_hands)
			s->open_left--;
		fast_hand_remove(s, q, take, 1);
		fast_hand_add(s, me, take, 1);
		s->player[q].owed++;
		s->owed_players++;
		s->units_left--;
		break;
	}
	case A_RETURN_MARKET:
		if (!(s->owed_market > 0 && valid_res(s, r) && pl->hand[r] > 0))
			return -1;
		fast_hand_remove(s, me, r, 1);
		s->market[r]++;
		s->market_count++;
		s->owed_market--;
		break;
	case A_RETURN_PLAYER: {
		int q = a->arg[0], give = a->arg[1];
		if (!(q >= 0 && q < s->player_count && s->player[q].owed > 0 && valid_res(s, give) &&
		      pl->hand[give] > 0))
			return -1;
		fast_hand_remove(s, me, give, 1);
		fast_hand_add(s, q, give, 1);
		s->player[q].owed--;
		s->owed_players--;
		break;
	}
	case A_END:
		if (fast_owes(s))
			return -1;
		s->units_left = 0;
		break;
	default:
		return -1;
	}
	/* Nothing left to exchange or give back: the build phase begins. */
	if (s->units_left == 0 && !fast_owes(s))
		s->phase = PH_BUILD;
	return 0;
}
