/*
 * legal: every action the deciding player may take now, in a fixed order.
 *
 * This list is the rules' last word: the computer players choose from it,
 * `moves` prints it, and apply() accepts exactly what it holds. Actions
 * that would be the same move are listed once: of two Abbeys in a hand,
 * or two equal city sites on one side, the first stands for both.
 *
 * Playing an action card is tried on a copy of the match first: a card
 * whose handler refuses (its require fails) is not listed, and when its
 * first question is its player's own choice of a number, resource, player
 * or stack, the answer is folded into the action ("play alchemist 4").
 */
#include <string.h>

#include "games/principality/internal.h"

struct out {
	struct action *a;
	size_t n, max;
	int want;           /* the one kind asked for, or -1 for all */
	/* apply()'s question "is this one action listed?": generators then
	 * record only whether they met it, and skip what cannot be it. */
	const struct action *match;
	bool found;
};

/* Whether actions of kind are asked for: generators skip work otherwise. */
static bool wanted(const struct out *o, int kind)
{
	return o->want < 0 || o->want == kind;
}

/* Whether the action matched for has a first argument other than arg0:
 * then nothing a generator would list under arg0 can be it. */
static bool not_first(const struct out *o, int arg0)
{
	return o->match && o->match->arg[0] != arg0;
}

static bool same_args(const struct action *a, int a0, int a1, int a2, int a3, int a4)
{
	return a->arg[0] == (int16_t)a0 && a->arg[1] == (int16_t)a1 && a->arg[2] == (int16_t)a2 &&
	       a->arg[3] == (int16_t)a3 && a->arg[4] == (int16_t)a4;
}

static void add(struct out *o, int kind, int a0, int a1, int a2, int a3, int a4)
{
	if (o->match) {
		if (o->match->kind == kind && same_args(o->match, a0, a1, a2, a3, a4))
			o->found = true;
		return;
	}
	if (o->n >= o->max || !wanted(o, kind))
		return;
	struct action *a = &o->a[o->n++];
	a->kind = (uint16_t)kind;
	a->arg[0] = (int16_t)a0;
	a->arg[1] = (int16_t)a1;
	a->arg[2] = (int16_t)a2;
	a->arg[3] = (int16_t)a3;
	a->arg[4] = (int16_t)a4;
}

/* The distinct card definitions in zone/who, in the zone's order. */
static int distinct_defs(const struct prin_state *s, int zone, int who, int *defs)
{
	int list[PRIN_MAX_INSTANCES], n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES), k = 0;
	bool seen[PRIN_MAX_DEFS + 1];
	memset(seen, 0, sizeof seen);
	for (int i = 0; i < n; i++) {
		int def = s->card[list[i]].def;
		if (!seen[def]) {
			seen[def] = true;
			defs[k++] = def;
		}
	}
	return k;
}

/* ---- an effect's question ---- */

/* Two options that read the same: the same card in the same place. */
static bool same_option(const struct prin_state *s, int kind, int32_t a, int32_t b)
{
	if (a == b)
		return true;
	if ((kind != EFFECT_DECIDE_CARD && kind != EFFECT_DECIDE_COUNTER) || a < 0 || b < 0)
		return false;
	const struct prin_instance *x = &s->card[a], *y = &s->card[b];
	if (x->def != y->def || x->zone != y->zone || x->who != y->who)
		return false;
	if (x->zone != Z_PRINCIPALITY)
		return true;
	return prin_cell_x(x->order) == prin_cell_x(y->order) &&
	       (prin_cell_y(x->order) > 0) == (prin_cell_y(y->order) > 0);
}

static void answers(const struct prin_state *s, const struct effect_decision *d, struct out *o)
{
	for (int i = 0; i < d->count && i < EFFECT_LIST_MAX; i++) {
		bool dup = false;
		for (int j = 0; j < i && !dup; j++)
			dup = same_option(s, d->kind, d->options[i], d->options[j]);
		if (!dup)
			add(o, A_ANSWER, d->options[i], 0, 0, 0, 0);
	}
	if (d->optional)
		add(o, A_ANSWER, EFFECT_NONE, 0, 0, 0, 0);
}

/* ---- playing action cards ---- */

/* ACTION_GATE. A card exempt from it says so in its own effect (ungated). */
static bool gate_open(const struct prin_state *s)
{
	switch (s->opt.action_gate) {
	case GATE_BOTH_3: return s->gate_open;
	case GATE_SUM_7: return s->player[0].vp + s->player[1].vp >= 7;
	default: return true;
	}
}

static bool foldable(int kind)
{
	return kind == EFFECT_DECIDE_NUMBER || kind == EFFECT_DECIDE_RESOURCE ||
	       kind == EFFECT_DECIDE_PLAYER || kind == EFFECT_DECIDE_STACK;
}

static void plays(const struct prin_state *s, int p, struct out *o)
{
	int defs[PRIN_MAX_INSTANCES];
	if (!wanted(o, A_PLAY))
		return;
	bool gated = !gate_open(s);
	int n = distinct_defs(s, Z_HAND, p, defs);
	for (int i = 0; i < n; i++) {
		const struct prin_def *d = &s->cards->def[defs[i]];
		if (not_first(o, defs[i]))
			continue;
		if (d->kind != KIND_ACTION || !(d->handlers & (1u << EFFECT_ON_PLAY)))
			continue;
		if (gated && !d->ungated)
			continue;
		int card = prin_build_source(s, p, defs[i]);
		if (card < 0)
			continue;
		/* outside the action phase only a card timed for the moment */
		if (s->phase != PH_ACTION && !prin_timed(s, p, card))
			continue;
		struct prin_host h;
		prin_host_init(&h, s, true);
		if (!prin_playable(&h, p, card))
			continue;
		struct prin_state trial = *s;
		prin_start_play(&trial, p, defs[i]);
		prin_run_effects(&trial);
		if (trial.play_refused)
			continue;
		const struct effect_decision *q = prin_pending(&trial);
		/* A question asked after a die was rolled is not folded: listing
		 * its answers would tell the player the roll before he plays
		 * (the Brigands' attacker would see whether it succeeds). */
		bool rolled = memcmp(&trial.rng, &s->rng, sizeof s->rng) != 0;
		if (q && q->player == p && trial.current_job.kind == JOB_PLAY && foldable(q->kind) &&
		    !rolled) {
			for (int k = 0; k < q->count; k++)
				add(o, A_PLAY, defs[i], q->options[k], q->kind, 0, 0);
			if (q->optional)
				add(o, A_PLAY, defs[i], EFFECT_NONE, q->kind, 0, 0);
		} else {
			add(o, A_PLAY, defs[i], PRIN_NO_ARG, 0, 0, 0);
		}
	}
}

/* ---- the action phase ---- */

/* What one player's grid offers builders, worked out once per legal():
 * the card type on each column of the axis (-1: none), and per column
 * the sides (bit 0: above, bit 1: below) where a settlement expansion
 * (settle) or a city expansion (city) finds a free site. */
struct sites {
	int axis[PRIN_COLS];
	uint8_t settle[PRIN_COLS], city[PRIN_COLS];
};

static void find_sites(const struct prin_state *s, int player, struct sites *out)
{
	const struct principality_cards *t = s->cards;
	for (int col = 0; col < PRIN_COLS; col++) {
		int c = s->player[player].cell[col][2];   /* the axis, y = 0 */
		out->axis[col] = c == PRIN_EMPTY ? -1 : prin_def_of(s, c)->type;
	}
	for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++) {
		int col = x - PRIN_X_MIN, type = out->axis[col];
		bool city = type >= 0 && type == t->type_city;
		out->settle[col] = out->city[col] = 0;
		if (type < 0 || (type != t->type_settlement && !city))
			continue;
		for (int side = -1; side <= 1; side += 2) {
			uint8_t bit = (uint8_t)(side < 0 ? 1 : 2);
			if (prin_at(s, player, x, side) < 0 || (city && prin_at(s, player, x, 2 * side) < 0)) {
				out->settle[col] |= bit;
				if (city)
					out->city[col] |= bit;
			}
		}
	}
}

/* Mirrors center_site_ok (build.c) on the axis types found once. */
static bool center_site(const struct prin_state *s, const struct sites *g, int type, int x)
{
	const struct principality_cards *t = s->cards;
	if (x - 1 < PRIN_X_MIN || x + 1 > PRIN_X_MAX)
		return false;
	int col = x - PRIN_X_MIN, here = g->axis[col], left = g->axis[col - 1],
	    right = g->axis[col + 1];
	if (type == t->type_city)
		return here == t->type_settlement;
	if (here >= 0)
		return false;
	bool odd = x % 2 != 0;
	if (type == t->type_road) {
		bool l = left >= 0 && (left == t->type_settlement || left == t->type_city);
		bool r = right >= 0 && (right == t->type_settlement || right == t->type_city);
		return !odd && (l || r);
	}
	if (type == t->type_settlement)
		return odd && (left == t->type_road || right == t->type_road);
	return false;
}

/* The sites where def may be built, as prin_site_ok finds them, in the
 * order legal() lists them; returns how many (out holds x, y pairs). */
static int build_sites(const struct prin_state *s, const struct sites *own,
                       const struct sites *opp, int def, int8_t out[][2])
{
	const struct prin_def *d = &s->cards->def[def];
	int n = 0;
	if (d->kind == KIND_CENTER) {
		for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++)
			if (center_site(s, own, d->type, x)) {
				out[n][0] = (int8_t)x;
				out[n++][1] = 0;
			}
		return n;
	}
	const uint8_t *free_sides = d->placement == PLACE_SETTLEMENT ? own->settle :
	                            d->placement == PLACE_CITY ? own->city :
	                            d->placement == PLACE_OPPONENT_CITY ? opp->city : NULL;
	if (!free_sides)
		return 0;
	for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++)
		for (int side = -1; side <= 1; side += 2)
			if (free_sides[x - PRIN_X_MIN] & (side < 0 ? 1 : 2)) {
				out[n][0] = (int8_t)x;
				out[n++][1] = (int8_t)side;
			}
	return n;
}

static void builds(const struct prin_state *s, int p, struct out *o)
{
	const struct principality_cards *t = s->cards;
	int defs[PRIN_MAX_INSTANCES], n = 0;
	bool seen[PRIN_MAX_DEFS + 1];
	if (!wanted(o, A_BUILD))
		return;
	struct sites own, opp;
	find_sites(s, p, &own);
	find_sites(s, 1 - p, &opp);
	memset(seen, 0, sizeof seen);
	/* the center stacks and the open row are there for both players; their
	 * cards are met in index order, as a walk of every instance would */
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[Z_CENTER][w] | s->zone_bits[Z_OPEN][w]; bits;
		     bits &= bits - 1) {
			int def = s->card[w * 64 + __builtin_ctzll(bits)].def;
			if (!seen[def]) {
				seen[def] = true;
				defs[n++] = def;
			}
		}
	int hand[PRIN_MAX_INSTANCES], nh = distinct_defs(s, Z_HAND, p, hand);
	for (int i = 0; i < nh; i++)
		if (!seen[hand[i]])
			defs[n++] = hand[i];
	for (int i = 0; i < n; i++) {
		const struct prin_def *d = &t->def[defs[i]];
		if (not_first(o, defs[i]))
			continue;
		if (d->kind == KIND_ACTION || d->kind == KIND_EVENT || d->kind == KIND_REGION)
			continue;
		int8_t site[2 * PRIN_COLS][2];
		int k = build_sites(s, &own, &opp, defs[i], site);
		if (k == 0 || !prin_can_afford(s, p, defs[i]))
			continue;
		for (int j = 0; j < k; j++)
			add(o, A_BUILD, defs[i], site[j][0], site[j][1], 0, 0);
	}
}

/* prin_can_trade for every pair, with the counts read once. */
static void trades(const struct prin_state *s, int p, struct out *o)
{
	int nr = prin_resource_count(s);
	if (!wanted(o, A_TRADE))
		return;
	for (int give = 0; give < nr; give++) {
		if (not_first(o, give))
			continue;
		int have = prin_resources(s, p, give), rate = prin_trade_rate(s, p, give);
		if (have == 0 || have < rate)
			continue;
		for (int get = 0; get < nr; get++)
			if (get != give && prin_room(s, p, get) > 0)
				add(o, A_TRADE, give, rate, get, 0, 0);
	}
}

/* One side of an offer: 1 resource, or 2 in ascending order. */
static int sides(int nr, int8_t out[][2])
{
	int n = 0;
	for (int a = 0; a < nr; a++) {
		out[n][0] = (int8_t)a;
		out[n++][1] = -1;
	}
	for (int a = 0; a < nr; a++)
		for (int b = a; b < nr; b++) {
			out[n][0] = (int8_t)a;
			out[n++][1] = (int8_t)b;
		}
	return n;
}

/* Whether r0, r1 is a side as sides() lists it. */
static bool is_side(int nr, int r0, int r1)
{
	return r0 >= 0 && r0 < nr && (r1 == -1 || (r1 >= r0 && r1 < nr));
}

static unsigned side_mask(int r0, int r1)
{
	return (1u << r0) | (r1 >= 0 ? 1u << r1 : 0);
}

/* Whether player from has side r0, r1 and player to has room for it. */
static bool can_give(const struct prin_state *s, int from, int to, int r0, int r1)
{
	int need0 = 1 + (r1 == r0);
	return prin_resources(s, from, r0) >= need0 && prin_room(s, to, r0) >= need0 &&
	       (r1 < 0 || r1 == r0 || (prin_resources(s, from, r1) >= 1 && prin_room(s, to, r1) >= 1));
}

/* The test offers() makes of each pair, made of the one offer matched. */
static void match_offer(const struct prin_state *s, struct out *o)
{
	const struct action *m = o->match;
	int nr = s->cards->resource_count, a = s->active;
	int g0 = m->arg[0], g1 = m->arg[1], h0 = m->arg[2], h1 = m->arg[3];
	if (m->kind != A_OFFER || m->arg[4] != 0 || !is_side(nr, g0, g1) || !is_side(nr, h0, h1))
		return;
	if ((g1 >= 0 && h1 >= 0) || (side_mask(g0, g1) & side_mask(h0, h1)))
		return;
	o->found = can_give(s, a, 1 - a, g0, g1) && can_give(s, 1 - a, a, h0, h1);
}

/* Offers (§9): the active player gives side g, the opponent side h. A
 * side must be in the giver's stock and fit on the taker's regions; the
 * two sides share no resource type; at most 3 resources change hands. */
static void offers(const struct prin_state *s, struct out *o)
{
	if (s->offers_made >= PRIN_OFFERS_PER_TURN || !wanted(o, A_OFFER))
		return;
	if (o->match) {
		match_offer(s, o);
		return;
	}
	int8_t side[PRIN_MAX_RESOURCES * (PRIN_MAX_RESOURCES + 3) / 2][2];
	int n = sides(s->cards->resource_count, side);
	int a = s->active, b = 1 - a;
	int have[PRIN_PLAYERS][PRIN_MAX_RESOURCES], room[PRIN_PLAYERS][PRIN_MAX_RESOURCES];
	for (int p = 0; p < PRIN_PLAYERS; p++)
		for (int r = 0; r < prin_resource_count(s); r++) {
			have[p][r] = prin_resources(s, p, r);
			room[p][r] = prin_room(s, p, r);
		}
	/* The sides the opponent can give, and each side's resources as a bit
	 * set, so that a pair is checked with two tests. */
	int takes[PRIN_MAX_RESOURCES * (PRIN_MAX_RESOURCES + 3) / 2], nt = 0;
	unsigned mask[PRIN_MAX_RESOURCES * (PRIN_MAX_RESOURCES + 3) / 2];
	for (int i = 0; i < n; i++) {
		int r0 = side[i][0], r1 = side[i][1], need0 = 1 + (r1 == r0);
		mask[i] = side_mask(r0, r1);
		if (have[b][r0] >= need0 && room[a][r0] >= need0 &&
		    (r1 < 0 || r1 == r0 || (have[b][r1] >= 1 && room[a][r1] >= 1)))
			takes[nt++] = i;
	}
	for (int g = 0; g < n; g++) {
		int r0 = side[g][0], r1 = side[g][1], need0 = 1 + (r1 == r0);
		if (!(have[a][r0] >= need0 && room[b][r0] >= need0 &&
		      (r1 < 0 || r1 == r0 || (have[a][r1] >= 1 && room[b][r1] >= 1))))
			continue;
		for (int k = 0; k < nt; k++) {
			int h = takes[k];
			if ((r1 >= 0 && side[h][1] >= 0) || (mask[g] & mask[h]))
				continue;
			add(o, A_OFFER, r0, r1, side[h][0], side[h][1], 0);
		}
	}
}

static void demolitions(const struct prin_state *s, int p, struct out *o)
{
	if (!s->opt.demolish)
		return;
	for (int c = 0; c < s->instance_count; c++)
		if (!not_first(o, c) && prin_can_demolish(s, p, c))
			add(o, A_DEMOLISH, c, 0, 0, 0, 0);
}

/* ---- the end of the turn ---- */

static void unders(const struct prin_state *s, int p, int kind, struct out *o)
{
	int defs[PRIN_MAX_INSTANCES];
	int n = distinct_defs(s, Z_HAND, p, defs);
	for (int i = 0; i < n; i++)
		for (int st = 0; st < s->stack_count && !not_first(o, defs[i]); st++)
			add(o, kind, defs[i], st, 0, 0, 0);
}

/* Every way to pay price resources: multisets in ascending order. */
static void payments(const struct prin_state *s, int p, int stack, int price, int from,
                     int16_t *paid, int k, int have[PRIN_MAX_RESOURCES], struct out *o)
{
	if (k == price) {
		add(o, A_SEARCH, stack, k > 0 ? paid[0] : -1, k > 1 ? paid[1] : -1,
		    k > 2 ? paid[2] : -1, k > 3 ? paid[3] : -1);
		return;
	}
	for (int r = from; r < s->cards->resource_count; r++) {
		if (have[r] == 0)
			continue;
		have[r]--;
		paid[k] = (int16_t)r;
		payments(s, p, stack, price, r, paid, k + 1, have, o);
		have[r]++;
	}
}

static void draws(const struct prin_state *s, int p, int only_stack, struct out *o)
{
	if (!wanted(o, A_DRAW) && !wanted(o, A_SEARCH))
		return;
	int price = prin_search_price(s, p), size[PRIN_MAX_STACKS] = { 0 };
	PRIN_FOR_ZONE(s, Z_STACK, i)
		if (s->card[i].who < PRIN_MAX_STACKS)
			size[s->card[i].who]++;
	for (int st = 0; st < s->stack_count; st++) {
		if ((only_stack >= 0 && st != only_stack) || size[st] == 0 || not_first(o, st))
			continue;
		add(o, A_DRAW, st, 0, 0, 0, 0);
		if (price > 4 || prin_resources(s, p, -1) < price)
			continue;
		int have[PRIN_MAX_RESOURCES] = { 0 };
		for (int r = 0; r < s->cards->resource_count; r++)
			have[r] = prin_resources(s, p, r);
		int16_t paid[4];
		payments(s, p, st, price, 0, paid, 0, have, o);
	}
}

/* ---- setup and the new settlement ---- */

static void picks(const struct prin_state *s, struct out *o)
{
	int defs[PRIN_MAX_INSTANCES];
	for (int st = 0; st < s->stack_count; st++) {
		if (s->pick_stack >= 0 ? st != s->pick_stack : (s->used_stack_mask >> st) & 1)
			continue;
		if (not_first(o, st))
			continue;
		int n = distinct_defs(s, Z_STACK, st, defs);
		for (int i = 0; i < n; i++)
			add(o, A_PICK, st, defs[i], 0, 0, 0);
	}
}

static void regions(const struct prin_state *s, struct out *o)
{
	int p = s->active;
	bool choose = s->player[p].grants & (1u << EFFECT_GRANT_CHOOSE_REGIONS);
	int list[PRIN_MAX_INSTANCES], n;
	if (choose) {
		n = prin_list(s, Z_REGION_STACK, 0, list, PRIN_MAX_INSTANCES);
	} else {
		list[0] = prin_top(s, Z_REGION_STACK, 0);
		n = list[0] >= 0;
	}
	bool any_side = choose || s->opt.new_region_side == SIDE_CHOOSE;
	for (int i = 0; i < n; i++) {
		for (int side = -1; side <= 1; side += 2) {
			bool filled = (s->settle_sides >> (side < 0 ? 0 : 1)) & 1;
			if (filled)
				continue;
			add(o, A_REGION, list[i], side, 0, 0, 0);
			if (!any_side)
				break;   /* fixed: the first card above, the second below */
		}
	}
}

/* Lists every legal action of o's kind, or looks for o's one action. */
static void generate(const struct prin_state *s, struct out *o)
{
	if (s->winner >= 0)
		return;
	const struct effect_decision *d = prin_pending(s);
	if (d) {
		answers(s, d, o);
		return;
	}
	int interrupt = prin_discard_interrupt(s);
	if (interrupt >= 0) {
		unders(s, interrupt, A_UNDER, o);
		return;
	}
	int p = s->active;
	switch (s->phase) {
	case PH_PICK:
		picks(s, o);
		break;
	case PH_BEFORE_ROLL:
		plays(s, p, o);
		add(o, A_ROLL, 0, 0, 0, 0, 0);
		break;
	case PH_EVENT_CHOICE: {
		int options[PRIN_MAX_RESOURCES];
		int n = prin_event_options(s, options);
		for (int i = 0; i < n; i++)
			add(o, A_EVENT, options[i], 0, 0, 0, 0);
		break;
	}
	case PH_REGION:
		if (s->settle_sides == 0)
			plays(s, p, o);
		regions(s, o);
		break;
	case PH_ACTION:
		builds(s, p, o);
		plays(s, p, o);
		trades(s, p, o);
		offers(s, o);
		demolitions(s, p, o);
		add(o, A_END, 0, 0, 0, 0, 0);
		break;
	case PH_OFFER:
		add(o, A_ACCEPT, 0, 0, 0, 0, 0);
		add(o, A_DECLINE, 0, 0, 0, 0, 0);
		break;
	case PH_DISCARD:
		unders(s, p, A_UNDER, o);
		break;
	case PH_REFILL:
		draws(s, p, -1, o);
		break;
	case PH_SEARCH: {
		int defs[PRIN_MAX_INSTANCES];
		int n = distinct_defs(s, Z_STACK, s->search_stack, defs);
		for (int i = 0; i < n; i++)
			add(o, A_TAKE, defs[i], 0, 0, 0, 0);
		break;
	}
	case PH_EXCHANGE:
		unders(s, p, A_EXCHANGE, o);
		add(o, A_PASS, 0, 0, 0, 0, 0);
		break;
	case PH_EXCHANGE_DRAW:
		draws(s, p, s->exchange_stack, o);
		break;
	default:
		break;
	}
}

size_t prin_legal(const void *state, struct action *out, size_t max)
{
	struct out o = { out, 0, max, -1, NULL, false };
	generate(state, &o);
	return o.n;
}

bool prin_is_legal(const struct prin_state *s, const struct action *a)
{
	struct out o = { NULL, 0, 0, a->kind, a, false };
	generate(s, &o);
	return o.found;
}
