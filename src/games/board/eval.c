/*
 * eval: a one-ply estimate of how well a player stands, for the greedy
 * computer player: his points (hidden ones too: it is his own estimate)
 * first, then what his buildings produce (the chance of each adjacent
 * token, counted twice for a city), the cards he holds and his roads; with
 * two players, his trade tokens too; with Cities & Knights, what
 * eval-cities.c adds.
 * In game.h's unit: a victory point is worth 100, so that the search player
 * reads a difference of estimates as a lead of so many points.
 *
 * A hand is worth more for the cards it holds toward his next settlement
 * and city, and a pending trade he has a say in is valued as if made
 * (trade_hand_value): so the greedy player trades what he needs least for
 * what he needs. Terms he proposes count only when another player would
 * take them by the same estimate of his own hand (would_take), so that he
 * opens no offer or counter he then withdraws, and makes no offer again
 * that nobody took in the same turn.
 *
 * A card effect waiting for his own choice is worth its best choice
 * (best_answer), so that he plays a card whose choice brings more than
 * the card is worth in hand.
 */
#include <float.h>

#include "games/board/internal.h"

/* Ways two dice make each sum, out of 36. */
static const int ways[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

/* What a hand is worth: 5 a card up to the discard limit, and 4 more for
 * each card toward the next settlement and city he may build, so that a
 * trade of a card he has no use for against one he needs gains him. */
static void needs(const struct board_state *s, int player, int *need)
{
	const struct board_player *pl = &s->player[player];
	bool settle = pl->settlements > 0, city = pl->cities > 0 && (s->own_nodes[player] & ~s->cities);
	for (int r = 0; r < BOARD_RESOURCES; r++)
		need[r] = (settle ? board_piece_cost[PIECE_SETTLEMENT][r] : 0) +
		          (city ? board_piece_cost[PIECE_CITY][r] : 0);
	for (int r = BOARD_RESOURCES; r < BOARD_CARD_KINDS; r++)
		need[r] = 0;
	if (s->ck.on)
		board_ck_needs(s, player, need);
}

/* The limit counts commodities as cards and rises with city walls (000:
 * "Handelswaren tellen als kaarten in je hand"); need is needs()'s. */
static double hand_worth(const struct board_state *s, int player, const int *need,
                         const int *hand)
{
	int count = 0, useful = 0, limit = board_discard_limit(s, player);
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		count += hand[r];
		useful += hand[r] < need[r] ? hand[r] : need[r];
	}
	return 5.0 * (count <= limit ? count : limit) + 4.0 * useful;
}

static double hand_value(const struct board_state *s, int player, const int *hand)
{
	int need[BOARD_CARD_KINDS];
	needs(s, player, need);
	return hand_worth(s, player, need, hand);
}

/* The card kinds a trade's terms name (struct board_trade): the resources,
 * and the commodities when they are traded too. */
#define TERM_KINDS ((int)sizeof ((const struct board_trade *)0)->give)

/* The terms a trade pending now would move for player, from his side, and
 * whether he proposes them: the terms he puts together, the offer he made,
 * the offer he accepted or his counter. NULL when none. */
static bool pending_terms(const struct board_state *s, int player, int *give, int *get,
                          bool *proposer)
{
	const uint8_t *out = NULL, *in = NULL;
	*proposer = true;
	if (player == board_drafter(s)) {
		out = s->draft.give;
		in = s->draft.get;
	} else if (player == s->active && (s->phase == PH_OFFER || s->phase == PH_OFFER_CLOSE ||
	                                   s->phase == PH_COUNTER_DRAFT)) {
		out = s->offer.give;
		in = s->offer.get;
	} else if (s->phase == PH_OFFER || s->phase == PH_OFFER_CLOSE ||
	           s->phase == PH_COUNTER_DRAFT) {
		const struct board_trade *t = s->answer[player] == ANSWER_COUNTER ? &s->counter[player]
		                              : s->answer[player] == ANSWER_ACCEPT ? &s->offer : NULL;
		if (t) {
			out = t->get;     /* kept from the offerer's side */
			in = t->give;
			*proposer = false;
		}
	}
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		give[r] = out && r < TERM_KINDS ? out[r] : 0;
		get[r] = in && r < TERM_KINDS ? in[r] : 0;
	}
	return out != NULL;
}

/* Takes n cards he would give to even terms that ask more than they give
 * from hand, and adds them to give: those beyond his needs first, never
 * one of a resource he asks for; returns how many it could not take. */
static int even_out(const int *need, int *hand, int *give, const int *get, int n)
{
	for (int pass = 0; pass < 2 && n > 0; pass++)
		for (int r = 0; r < TERM_KINDS && n > 0; r++)
			while (n > 0 && !get[r] && hand[r] > (pass == 0 ? need[r] : 0)) {
				hand[r]--;
				give[r]++;
				n--;
			}
	return n;
}

/* Whether partner would take terms proposed to him (give: what he would
 * receive; get: what he would hand over), judged as a greedy partner
 * judges them: he holds what they ask and his hand is worth no less after
 * (hand_value; the rest of his standing does not change by a trade). */
static bool would_take(const struct board_state *s, int partner, const int *give,
                       const int *get)
{
	const struct board_player *pl = &s->player[partner];
	int before[BOARD_CARD_KINDS], after[BOARD_CARD_KINDS], need[BOARD_CARD_KINDS];
	bool moves = false;
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		if (pl->hand[r] < get[r])
			return false;
		before[r] = pl->hand[r];
		after[r] = pl->hand[r] - get[r] + give[r];
		moves |= get[r] > 0;
	}
	if (!moves)
		return false;
	needs(s, partner, need);
	return hand_worth(s, partner, need, after) >= hand_worth(s, partner, need, before);
}

/* Whether someone would take the terms player proposes: any other player
 * for an offer of the active player's, unless nobody took the same offer
 * before in this turn; the offerer for a counter. */
static bool taken_by_someone(const struct board_state *s, int player, const int *give,
                             const int *get)
{
	if (player != s->active)
		return would_take(s, s->active, give, get);
	if (board_declined_before(s, give, get))
		return false;
	for (int p = 0; p < s->player_count; p++)
		if (p != player && would_take(s, p, give, get))
			return true;
	return false;
}

/* The hand worth of terms player proposes or puts together: what they
 * would bring once evened out with the cards he needs least, less a
 * little for each card still to even out (terms he has evened out himself
 * are worth a little more, so that he gives before he proposes); terms
 * that would gain him count only when someone would take them, else they
 * are worth less than no terms at all, so that he withdraws them rather
 * than proposes what nobody takes. */
static double proposal_value(const struct board_state *s, int player, const int *give,
                             const int *get)
{
	const struct board_player *pl = &s->player[player];
	int own[BOARD_CARD_KINDS], hand[BOARD_CARD_KINDS], evened[BOARD_CARD_KINDS];
	int asked = 0;
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		own[r] = pl->hand[r];
		hand[r] = own[r] - give[r] + get[r];
		if (hand[r] < 0)
			hand[r] = 0;
		evened[r] = give[r];
		asked += get[r] - give[r];
	}
	int need[BOARD_CARD_KINDS];
	needs(s, player, need);
	double none = hand_worth(s, player, need, own);
	int short_of = asked > 0 ? even_out(need, hand, evened, get, asked) : 0;
	double value = hand_worth(s, player, need, hand) - 10.0 * short_of -
	               1.0 * (asked > 0 ? asked : 0);
	if (value > none - 1.0 && !taken_by_someone(s, player, evened, get))
		return none - 1.0;
	return value;
}

/* Ten victory points: below any turn's end. */
#define NO_OPENING 1000.0

/* Terms not yet begun (an offer or counter just opened) are worth the
 * best card he could ask for that someone would give him, evened out; or,
 * when no such card gains him, less than no terms, so that the greedy
 * player opens no offer or counter he will withdraw (one action ahead, an
 * empty draft would tie with ending the turn or declining). Far less
 * (NO_OPENING): ending the turn can be worth less to him than the turn as
 * it stands (in Cities & Knights it often is), and an offer opened to be
 * withdrawn must not beat it. */
static double opening_value(const struct board_state *s, int player)
{
	int own[BOARD_CARD_KINDS], give[BOARD_CARD_KINDS] = { 0 }, get[BOARD_CARD_KINDS] = { 0 };
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		own[r] = s->player[player].hand[r];
	double none = hand_value(s, player, own), best = none - 1.0;
	for (int r = 0; r < TERM_KINDS; r++) {
		if (!board_can_want(s, r))
			continue;
		get[r] = 1;
		double value = proposal_value(s, player, give, get);
		get[r] = 0;
		if (value > best)
			best = value;
	}
	return best > none ? best : none - NO_OPENING;
}

/* His hand's worth, with the trade he has a say in as if made: his word
 * (an accept, a counter) binds him, and terms he proposes are worth what
 * proposal_value says. So the greedy player asks for what he needs, gives
 * what he needs least, offers only what someone takes, and accepts what
 * gains him. */
static double trade_hand_value(const struct board_state *s, int player)
{
	int hand[BOARD_CARD_KINDS], give[BOARD_CARD_KINDS], get[BOARD_CARD_KINDS];
	bool proposer;
	bool pending = pending_terms(s, player, give, get, &proposer);
	if (pending && proposer) {
		int cards = 0;
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			cards += give[r] + get[r];
		return cards ? proposal_value(s, player, give, get) : opening_value(s, player);
	}
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		hand[r] = s->player[player].hand[r] - give[r] + get[r];
		if (hand[r] < 0)
			hand[r] = 0;
	}
	return hand_value(s, player, hand);
}

/* The estimate of the match as it stands. */
static double as_it_stands(const struct board_state *s, int player)
{
	const struct board_map *m = &s->t->map;
	if (player < 0 || player >= s->player_count)
		return 0;
	if (s->phase == PH_OVER)
		return s->winner == player ? 1e6 : -1e6;
	const struct board_player *pl = &s->player[player];
	double score = 100.0 * (pl->vp + pl->hidden_vp);
	int production = 0;
	uint64_t cities = s->cities & ~s->ck.pillaged;   /* a pillaged one yields one card */
	for (uint64_t b = s->own_nodes[player]; b; b &= b - 1) {
		int n = board_low_bit(b), weight = (cities >> n & 1) ? 2 : 1;
		for (int i = 0; i < m->node_hex_count[n]; i++) {
			int h = m->node_hex[n][i];
			if (h != s->robber)
				production += weight * ways[s->hex_token[h]];
		}
	}
	score += production * 10.0 / 3.0;
	score += trade_hand_value(s, player);
	score += 15.0 * pl->dev_count + 5.0 * pl->army + 3.0 * pl->road_length;
	if (s->two)
		score += 6.0 * s->tokens[player];
	if (s->ck.on)
		score += board_ck_evaluate(s, player);
	return score;
}

/* An effect that waits for a choice of his own (a card he played asks
 * what to take, whom, which knight) is worth the best of its answers, one
 * action further: one action ahead, playing such a card changes nothing
 * yet but the card spent, and the greedy player kept his cards unplayed.
 * Each answer is valued as it leaves the match, another choice too. */
static double best_answer(const struct board_state *s, const struct effect_decision *d,
                          int player)
{
	struct board_state next;
	double best = -DBL_MAX;
	for (int i = 0; i < d->count + (d->optional ? 1 : 0); i++) {
		struct action answer = { A_ANSWER, { 0 } };
		answer.arg[0] = (int16_t)(i < d->count ? d->options[i] : EFFECT_NONE);
		next = *s;
		board_apply_listed(&next, &answer);
		double value = as_it_stands(&next, player);
		if (value > best)
			best = value;
	}
	return best;
}

double board_evaluate(const void *state, int player)
{
	const struct board_state *s = state;
	const struct effect_decision *d = board_pending(s);
	if (d && d->player == player && player >= 0 && player < s->player_count &&
	    s->phase != PH_OVER)
		return best_answer(s, d, player);
	return as_it_stands(s, player);
}
