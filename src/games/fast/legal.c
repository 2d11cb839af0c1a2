/*
 * legal: every action the deciding player may take now, in a fixed order.
 *
 * The order is part of replay (game.h): a pending decision's options as the
 * effect listed them; in the exchange phase the exchanges by partner (draw
 * pile, market, each fellow player in seat order), then what is owed back,
 * abilities, and the end of the phase; in the build phase the five kinds of
 * building, the 3:1 exchanges, abilities, and the draw that ends the turn.
 * Each action listed passes the test apply() uses; the tests prove that the
 * lists equal the candidates those tests accept.
 */
#include <string.h>

#include "games/fast/internal.h"

/* The most actions one call can list: a decision's options and its "none";
 * in the exchange phase a draw and a market exchange per resource, a blind
 * and an open exchange per resource with each fellow player, a return per
 * resource to the market and to each player, the abilities and the end; in
 * the build phase four buildings, one expansion per design, the 3:1
 * exchanges, the abilities and the draw. Lists are written unchecked into
 * room for this many, which leaves a slot after the longest (add_if()). */
#define MAX_LISTED 256
_Static_assert(EFFECT_LIST_MAX + 1 < MAX_LISTED, "a decision fits");
_Static_assert(2 * FAST_MAX_RESOURCES + (FAST_MAX_PLAYERS - 1) * (1 + FAST_MAX_RESOURCES) +
               (1 + FAST_MAX_PLAYERS) * FAST_MAX_RESOURCES + FAST_MAX_CARDS + 1 < MAX_LISTED,
               "an exchange phase fits, and a slot after it");
_Static_assert(4 + FAST_MAX_DESIGNS + FAST_MAX_RESOURCES * (FAST_MAX_RESOURCES - 1) +
               FAST_MAX_CARDS + 1 < MAX_LISTED, "a build phase fits");

struct out {
	struct action *items;
	size_t count;
};

static void add(struct out *o, int kind, int a0, int a1)
{
	o->items[o->count++] = (struct action){ (uint16_t)kind, { (int16_t)a0, (int16_t)a1, 0, 0, 0 } };
}

/* add() if cond, without a branch: the slot after the list is written
 * either way (there is room: MAX_LISTED) and kept only if cond. What a
 * hand or the market holds is a coin toss to a branch predictor. */
static void add_if(struct out *o, bool cond, int kind, int a0, int a1)
{
	o->items[o->count] = (struct action){ (uint16_t)kind, { (int16_t)a0, (int16_t)a1, 0, 0, 0 } };
	o->count += cond;
}

static void answers(struct out *o, const struct effect_decision *d)
{
	for (int i = 0; i < d->count; i++)
		add(o, A_ANSWER, d->options[i], 0);
	if (d->optional)
		add(o, A_ANSWER, EFFECT_NONE, 0);
}

/* fast_can_activate()'s test, with what holds for every card of the match
 * (no effect running, the match going on) asked once, and only the owned
 * cards whose ability shows (s->ready) looked at, but those used this turn. */
static inline void abilities(struct out *o, const struct fast_state *s)
{
	uint64_t bits = s->ready & ~s->activated;
	if (!bits || s->running || s->phase == PH_OVER)
		return;
	for (; bits; bits &= bits - 1) {
		int c = __builtin_ctzll(bits);
		if (s->card[c].owner == s->active)
			add(o, A_ACTIVATE, c, 0);
	}
}

/* A bit per resource of which counts holds some. */
static inline unsigned held(const uint8_t *counts)
{
	return fast_lane_bits(fast_lanes_nonzero(fast_lanes(counts)));
}

/* For each resource r of the game, kept where bit r of mask is set:
 * (kind, r) or, for a player q >= 0, (kind, q, r). */
static void per_resource(struct out *o, const struct fast_state *s, unsigned mask, int kind, int q)
{
	for (int r = 0; r < s->resource_count; r++)
		if (q < 0)
			add_if(o, (mask >> r) & 1, kind, r, 0);
		else
			add_if(o, (mask >> r) & 1, kind, q, r);
}

/* The exchange phase. The tests are fast_exchange()'s, unrolled over the
 * candidates so that a table of six players costs no more than it must. */
static void exchanges(struct out *o, const struct fast_state *s)
{
	unsigned mine = held(s->player[s->active].hand);
	if (s->units_left) {
		per_resource(o, s, mine, A_EXCHANGE_DRAW, -1);
		if (!s->draw_only) {
			per_resource(o, s, held(s->market), A_EXCHANGE_MARKET, -1);
			bool open = s->opt.open_hands || s->open_left;
			for (int q = 0; q < s->player_count; q++) {
				const struct fast_player *other = &s->player[q];
				bool partner = (q != s->active) & (other->hand_count != 0);
				if (!s->opt.open_hands)
					add_if(o, partner, A_EXCHANGE_PLAYER, q, -1);
				if (open)
					per_resource(o, s, partner ? held(other->hand) : 0, A_EXCHANGE_PLAYER, q);
			}
		}
	}
	if (s->owed_market)
		per_resource(o, s, mine, A_RETURN_MARKET, -1);
	if (s->owed_players)
		for (int q = 0; q < s->player_count; q++)
			if (s->player[q].owed)
				per_resource(o, s, mine, A_RETURN_PLAYER, q);
	abilities(o, s);
	if (!fast_owes(s))
		add(o, A_END, 0, 0);
}

/* One expansion per design: the first card of it in the supply. The
 * build phase and the hand's cover of the least cost were asked already. */
static void expansions(struct out *o, const struct fast_state *s)
{
	if (fast_eligible_city(s, s->active) < 0)
		return;
	uint32_t seen = s->player[s->active].designs;
	for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++) {
		int card = s->supply[FK_EXPANSION][i];
		uint32_t bit = 1u << s->card[card].design;
		if (seen & bit)
			continue;
		seen |= bit;
		if (fast_buildable(s, FB_EXPANSION, card))
			add(o, A_BUILD, FB_EXPANSION, card);
	}
}

/* The 3:1 exchanges: fast_can_trade()'s test, with what the supply holds
 * asked once for all resources instead of once per pair. */
static void trades(struct out *o, const struct fast_state *s)
{
	const uint8_t *hand = s->player[s->active].hand;
	uint64_t lanes = fast_lanes(hand);
	unsigned givers = 0;
	if (lanes & FAST_LANE_TOPS) {
		for (int r = 0; r < s->resource_count; r++)
			givers |= (unsigned)(hand[r] >= FAST_EXCHANGE_RATE) << r;
	} else {   /* lanes past the resources hold 0: no giver there */
		const uint64_t rate = UINT64_C(0x0101010101010101) * FAST_EXCHANGE_RATE;
		givers = fast_lane_bits(fast_lanes_at_least(lanes, rate));
	}
	if (!givers)
		return;
	unsigned supplied = fast_supply_mask(s);
	for (; givers; givers &= givers - 1) {
		int give = __builtin_ctz(givers);
		for (unsigned take = supplied & ~(1u << give); take; take &= take - 1)
			add(o, A_TRADE, give, __builtin_ctz(take));
	}
}

static void builds(struct out *o, const struct fast_state *s)
{
	/* Only what the hand may pay for can pass fast_can_build(), whose
	 * other tests hold in the build phase for a kind not built yet. */
	unsigned affordable = fast_affordable_builds(s);
	for (int b = FB_ROAD; b <= FB_CITY; b++)
		if ((affordable >> b) & 1 && fast_buildable(s, b, -1))
			add(o, A_BUILD, b, -1);
	if ((affordable >> FB_EXPANSION) & 1)
		expansions(o, s);
	trades(o, s);
	abilities(o, s);
	add(o, A_DRAW, 0, 0);
}

size_t fast_legal(const void *state, struct action *out, size_t max)
{
	const struct fast_state *s = state;
	if (s->phase == PH_OVER)
		return 0;
	/* A short out: the whole list here, then as much as fits. */
	struct action all[MAX_LISTED];
	struct out o = { max >= MAX_LISTED ? out : all, 0 };
	const struct effect_decision *d = fast_pending(s);
	if (d)
		answers(&o, d);
	else if (s->phase == PH_EXCHANGE)
		exchanges(&o, s);
	else
		builds(&o, s);
	if (o.items == out)
		return o.count;
	size_t count = o.count < max ? o.count : max;
	memcpy(out, all, count * sizeof *out);
	return count;
}
