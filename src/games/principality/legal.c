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
 * or stack, the answer is folded into the action ("play alchemist 4"). A
 * card whose effect holds neither a require nor such a question is listed
 * without the trial, which could not change the listing (cards.c).
 *
 * legal() runs before every action of every match, and apply() asks it
 * again for an action typed, logged or replayed (the computer players'
 * apply_listed does not); so it reads what the state keeps for it (the
 * free sites of each grid as column masks, sites.c; the resources on
 * regions; a hand's first copies; the center's distinct cards) and the
 * card table's facts (the sides of offers, what an effect may ask, the
 * printed costs and prerequisites), and walks only the zones it lists
 * from.
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

/* Lists one action, or notes that it is the one matched for. Inline: a
 * list holds some thirty actions on average, most of them stored here
 * (offers, the most numerous, are stored by offers() itself). */
static inline __attribute__((always_inline)) void add(struct out *o, int kind, int a0, int a1,
                                                       int a2, int a3, int a4)
{
	if (o->match) {
		if (o->match->kind == kind && same_args(o->match, a0, a1, a2, a3, a4))
			o->found = true;
		return;
	}
	if (o->n >= o->max)
		return;
	struct action *a = &o->a[o->n++];
	a->kind = (uint16_t)kind;
	a->arg[0] = (int16_t)a0;
	a->arg[1] = (int16_t)a1;
	a->arg[2] = (int16_t)a2;
	a->arg[3] = (int16_t)a3;
	a->arg[4] = (int16_t)a4;
}

/* A set of card definitions, a bit per def. */
struct def_set {
	uint64_t bits[(PRIN_MAX_DEFS + 64) / 64];
};

/* Adds def; returns whether it was new. */
static bool def_set_add(struct def_set *set, int def)
{
	uint64_t bit = 1ull << (def % 64), *word = &set->bits[def / 64];
	bool fresh = !(*word & bit);
	*word |= bit;
	return fresh;
}

/* The distinct card definitions of a zone in its order, each with its
 * first instance there (for a hand: the card prin_build_source plays or
 * builds for it). */
struct defs {
	int n;
	uint8_t def[PRIN_MAX_INSTANCES], card[PRIN_MAX_INSTANCES];
};

/* A card's place as one number, smaller for a card above another (as
 * prin_list orders them: by order, ties in index order), with its def in
 * the low byte: the order biased to unsigned, the index, the def. */
static uint32_t place_key(int16_t order, int card, int def)
{
	_Static_assert(PRIN_MAX_INSTANCES <= 256 && PRIN_MAX_DEFS <= 256, "a card and a def fit a byte");
	return (uint32_t)(uint16_t)(order ^ INT16_MIN) << 16 | (uint32_t)card << 8 | (uint32_t)def;
}

static void sort_keys(uint32_t *key, int n)
{
	for (int i = 1; i < n; i++) {
		uint32_t k = key[i];
		int j = i;
		for (; j > 0 && k < key[j - 1]; j--)
			key[j] = key[j - 1];
		key[j] = k;
	}
}

#define PLACE_SPAN 256

/* Sorts the place keys of n cards by their places alone, when they lie
 * within PLACE_SPAN of each other and no two share one (a stack's cards
 * are numbered apart, within a little more than its size): each goes to
 * its place in a span, and the span is read in order, without the branch
 * per step of an insertion sort that cannot be foreseen. Returns false,
 * the keys untouched, when they do not so fit. */
static bool sort_by_place(uint32_t *key, int n)
{
	if (n < 2)
		return true;
	uint32_t lo = UINT32_MAX, hi = 0;
	for (int i = 0; i < n; i++) {
		uint32_t place = key[i] >> 16;
		lo = place < lo ? place : lo;
		hi = place > hi ? place : hi;
	}
	if (hi - lo >= PLACE_SPAN)
		return false;
	uint64_t taken[PLACE_SPAN / 64] = { 0 };
	uint32_t at[PLACE_SPAN];
	for (int i = 0; i < n; i++) {
		uint32_t off = (key[i] >> 16) - lo;
		uint64_t bit = 1ull << (off % 64);
		if (taken[off / 64] & bit)
			return false;
		taken[off / 64] |= bit;
		at[off] = key[i];
	}
	int k = 0;
	for (int w = 0; w < PLACE_SPAN / 64; w++)
		for (uint64_t bits = taken[w]; bits; bits &= bits - 1)
			key[k++] = at[w * 64 + __builtin_ctzll(bits)];
	return true;
}

/* The distinct defs of zone/who, ordered by their top copies. The copies
 * of a card are neighbours in card[] (prin_first_instance), so a walk in
 * index order meets each def in one run: its top copy is found there, and
 * only the distinct defs are sorted, not every card. */
static void distinct_defs(const struct prin_state *s, int zone, int who, struct defs *out)
{
	/* his cards of the zone, gathered without a branch on whose each is
	 * (the stacks share a zone, and their cards are mixed) */
	uint8_t mine[PRIN_MAX_INSTANCES];
	int held = 0;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			int c = w * 64 + __builtin_ctzll(bits);
			mine[held] = (uint8_t)c;
			held += s->card[c].who == who;
		}
	/* each distinct def's top copy as its place key (place_key), sorted
	 * as numbers rather than through the cards */
	uint32_t key[PRIN_MAX_INSTANCES];
	int n = 0, last = -1;
	for (int i = 0; i < held; i++) {
		int c = mine[i];
		const struct prin_instance *in = &s->card[c];
		uint32_t k = place_key(in->order, c, in->def);
		if (in->def == last) {
			if (k < key[n - 1])
				key[n - 1] = k;
			continue;
		}
		last = in->def;
		key[n++] = k;
	}
	if (!sort_by_place(key, n))
		sort_keys(key, n);
	for (int i = 0; i < n; i++) {
		out->def[i] = (uint8_t)key[i];
		out->card[i] = (uint8_t)(key[i] >> 8);
	}
	out->n = n;
}

/* The instance of def in zone/who nearest the top (prin_first_of), or
 * with any the first one met: then only whether there is one counts.
 * The copies of a card are neighbours in card[] (prin_first_instance):
 * only they are looked at, not the whole zone. */
static int find_def(const struct prin_state *s, int zone, int who, int def, bool any)
{
	if (!any)
		return prin_first_of(s, def, zone, who);
	for (int c = prin_first_instance(s, def); c < s->instance_count && s->card[c].def == def;
	     c++)
		if (s->card[c].zone == zone && s->card[c].who == who)
			return c;
	return -1;
}

/* The distinct defs of player p's hand, as distinct_defs finds them, from
 * the hand index (struct prin_player hand, hand_first) while it holds the
 * hand: with matched, only that def, if the hand holds it. */
static void hand_defs(const struct prin_state *s, int p, int matched, struct defs *out)
{
	const struct prin_player *pl = &s->player[p];
	int n = 0;
	for (unsigned first = pl->hand_first; first; first &= first - 1) {
		int card = pl->hand[__builtin_ctz(first)], def = s->card[card].def;
		if (matched >= 0 && def != matched)
			continue;
		out->def[n] = (uint8_t)def;
		out->card[n++] = (uint8_t)card;
		if (matched >= 0)
			break;
	}
	out->n = n;
}

/* The defs a generator lists of zone/who: all of them, or when apply()
 * asks for one action, only the def named by its argument arg (if the
 * zone holds it), since the generator skips every other. Each comes with
 * its first instance, unless any says that one will do (stacks). */
static void candidate_defs(const struct prin_state *s, int zone, int who, const struct out *o,
                           int arg, bool any, struct defs *out)
{
	if (zone == Z_HAND && s->player[who].hand_size <= PRIN_HAND_INDEXED) {
		int matched = o->match ? o->match->arg[arg] : -1;
		if (matched >= 0 || !o->match)
			hand_defs(s, who, matched, out);
		else
			out->n = 0;
		return;
	}
	if (!o->match) {
		distinct_defs(s, zone, who, out);
		return;
	}
	int card = find_def(s, zone, who, o->match->arg[arg], any);
	out->n = card >= 0;
	if (card >= 0) {
		out->def[0] = s->card[card].def;
		out->card[0] = (uint8_t)card;
	}
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
	return kind >= 0 && kind < 32 && ((PRIN_FOLDED_DECISIONS >> kind) & 1);
}

/* Lists the plays of def by player p as a trial run on a copy of the
 * match tells: none when its handler refuses, else one for each answer
 * to its first question when that is folded, else the play alone. Apart
 * from plays(), so that the copy's four kilobytes are on the stack only
 * for the few cards that need the trial. */
static __attribute__((noinline)) void try_play(const struct prin_state *s, int p, int def,
                                               struct out *o)
{
	struct prin_state trial = *s;
	prin_start_play(&trial, p, def);
	prin_run_effects(&trial);
	if (trial.play_refused)
		return;
	const struct effect_decision *q = prin_pending(&trial);
	/* A question asked after a die was rolled is not folded: listing
	 * its answers would tell the player the roll before he plays
	 * (the Brigands' attacker would see whether it succeeds). */
	bool rolled = memcmp(&trial.rng, &s->rng, sizeof s->rng) != 0;
	if (q && q->player == p && trial.current_job.kind == JOB_PLAY && foldable(q->kind) &&
	    !rolled) {
		for (int k = 0; k < q->count; k++)
			add(o, A_PLAY, def, q->options[k], q->kind, 0, 0);
		if (q->optional)
			add(o, A_PLAY, def, EFFECT_NONE, q->kind, 0, 0);
	} else {
		add(o, A_PLAY, def, PRIN_NO_ARG, 0, 0, 0);
	}
}

static void plays(const struct prin_state *s, int p, const struct defs *hand, struct out *o)
{
	if (!wanted(o, A_PLAY))
		return;
	bool gated = !gate_open(s);
	for (int i = 0; i < hand->n; i++) {
		int def = hand->def[i];
		const struct prin_def *d = &s->cards->def[def];
		if (not_first(o, def))
			continue;
		/* an action card with an (on play) handler, as the table's
		 * compact column tells without its row */
		if (!((s->cards->on_play[def / 64] >> (def % 64)) & 1))
			continue;
		if (gated && !d->ungated)
			continue;
		/* the first of the hand, as prin_build_source finds it */
		int card = hand->card[i];
		if (d->play_phase >= 0) {
			/* timed by its phase alone: no need to run its clauses */
			if (!prin_in_effect_phase(s, d->play_phase))
				continue;
		} else {
			/* outside the action phase only a card timed for the moment */
			if (s->phase != PH_ACTION && !prin_timed(s, p, card))
				continue;
			/* without a (playable ...) clause a card is playable */
			if (d->playable) {
				struct prin_host h;
				prin_host_init(&h, s, true);
				if (!prin_playable(&h, p, card))
					continue;
			}
		}
		/* A trial run can refuse the card or fold its first question;
		 * a card that has neither is listed as it is (cards.c). */
		if (d->plain_play) {
			add(o, A_PLAY, def, PRIN_NO_ARG, 0, 0, 0);
			continue;
		}
		try_play(s, p, def, o);
	}
}

/* ---- the action phase ---- */

/* prin_build_source, with the first instances in the hand known. */
static int build_source(const struct prin_state *s, int def, const struct defs *hand)
{
	const struct prin_def *d = &s->cards->def[def];
	if (d->kind == KIND_CENTER)
		return find_def(s, Z_CENTER, d->type, def, false);
	for (int i = 0; i < hand->n; i++)
		if (hand->def[i] == def)
			return hand->card[i];
	return d->deck == DECK_OPEN ? find_def(s, Z_OPEN, 0, def, false) : -1;
}

/* The defs of the cards on a player's grid, gathered the first time a
 * card in reach needs them. */
struct grid_defs {
	bool known;
	struct def_set on;
};

/* Whether def, a card with prerequisites, may stand on p's grid as far
 * as they and its uniqueness tell (prin_can_afford_card asks them too):
 * a theme set's cards in reach mostly lack a prerequisite, which
 * prin_can_afford_card finds by a walk of the grid for each. A card
 * without is left to prin_can_afford_card (the base set's unique cards
 * in reach are seldom owned), and so is every card when the grid index
 * overflowed. */
static bool may_stand(const struct prin_state *s, int p, int def, struct grid_defs *grid)
{
	const struct prin_def *d = &s->cards->def[def];
	const struct prin_player *pl = &s->player[p];
	if (!d->needs_prereq || pl->placed_count >= PRIN_MAX_PLACED)
		return true;
	if (!grid->known) {
		grid->known = true;
		for (int i = 0; i < pl->placed_count; i++)
			def_set_add(&grid->on, s->card[pl->placed[i]].def);
	}
	if (d->unique && ((grid->on.bits[def / 64] >> (def % 64)) & 1))
		return false;
	const uint64_t *prereq = s->cards->prereq_defs[def];
	uint64_t met = 0;
	for (int w = 0; w < (PRIN_MAX_DEFS + 63) / 64; w++)
		met |= prereq[w] & grid->on.bits[w];
	return met != 0;
}

/* prin_can_afford, with the card to build found through the hand. */
static bool affordable(const struct prin_state *s, int p, int def, const struct defs *hand,
                       struct grid_defs *grid)
{
	return prin_might_afford(s, p, def) && may_stand(s, p, def, grid) &&
	       prin_can_afford_card(s, p, def, build_source(s, def, hand));
}

/* The builds of def on the sites its placement asks for: on the axis of
 * his own grid for a center card, else on a free site of a settlement or
 * city of his own or (PLACE_OPPONENT_CITY) his opponent's grid, in the
 * order of x and then side. */
static void build_sites(const struct prin_state *s, int p, int def, const struct defs *hand,
                        struct grid_defs *on_grid, struct out *o)
{
	const struct prin_def *d = &s->cards->def[def];
	if (d->kind == KIND_CENTER) {
		uint32_t cols = prin_center_sites(s, &s->player[p], d->type);
		if (!cols || !affordable(s, p, def, hand, on_grid))
			return;
		for (; cols; cols &= cols - 1)
			add(o, A_BUILD, def, __builtin_ctz(cols) + PRIN_X_MIN, 0, 0, 0);
		return;
	}
	const struct prin_player *grid = &s->player[d->placement == PLACE_OPPONENT_CITY ? 1 - p : p];
	uint32_t towns;
	if (d->placement == PLACE_SETTLEMENT)
		towns = grid->axis_settlement | grid->axis_city;
	else if (d->placement == PLACE_CITY || d->placement == PLACE_OPPONENT_CITY)
		towns = grid->axis_city;
	else
		return;
	uint32_t above = grid->free_side[0] & towns, below = grid->free_side[1] & towns;
	if (!(above | below) || !affordable(s, p, def, hand, on_grid))
		return;
	for (uint32_t cols = above | below; cols; cols &= cols - 1) {
		int col = __builtin_ctz(cols);
		if ((above >> col) & 1)
			add(o, A_BUILD, def, col + PRIN_X_MIN, -1, 0, 0);
		if ((below >> col) & 1)
			add(o, A_BUILD, def, col + PRIN_X_MIN, 1, 0, 0);
	}
}

/* A player's tallies as prin_might_afford reads them, read once for
 * every card in reach. */
struct purse {
	int player;
	bool discount;      /* he may pay less than the printed cost (prin_may_discount) */
	bool in_word;       /* every tally below 128: have compares eight at once */
	uint64_t have;
};

static void open_purse(const struct prin_state *s, int p, struct purse *purse)
{
	purse->player = p;
	purse->discount = prin_may_discount(s, p);
	memcpy(&purse->have, s->player[p].have, sizeof purse->have);
	purse->in_word = !(purse->have & 0x8080808080808080ull);
}

/* prin_might_afford (prin_can_pay_printed), with the cost word read from
 * the table's compact column rather than the card's row. */
static bool might_afford(const struct prin_state *s, const struct purse *purse, int def)
{
	const uint64_t high = 0x8080808080808080ull;
	uint64_t cost = s->cards->cost_word[def];
	if (purse->discount)
		return true;
	if (cost == PRIN_COST_WORD_NONE || !purse->in_word)
		return prin_can_pay(s, purse->player, s->cards->def[def].cost);
	return (((purse->have | high) - cost) & high) == high;
}

static void builds(const struct prin_state *s, int p, const struct defs *hand, struct out *o)
{
	const struct principality_cards *t = s->cards;
	uint8_t defs[PRIN_MAX_DEFS + 1];
	struct def_set seen = { { 0 } };
	struct grid_defs grid = { false, { { 0 } } };
	int n = 0;
	if (!wanted(o, A_BUILD))
		return;
	/* the center stacks and the open row are there for both players; their
	 * cards in index order, as a walk of every instance would meet them,
	 * are kept (struct prin_state supply_def) */
	if (s->supply_count != PRIN_SUPPLY_UNKEPT) {
		n = s->supply_count;
		memcpy(defs, s->supply_def, PRIN_SUPPLY_DEFS);
	} else {
		n = prin_supply_defs(s, defs, PRIN_MAX_DEFS);
	}
	for (int i = 0; i < n; i++)
		def_set_add(&seen, defs[i]);
	for (int i = 0; i < hand->n; i++)
		if (def_set_add(&seen, hand->def[i]))
			defs[n++] = hand->def[i];
	/* Most cards in reach are out of reach of his purse: the printed cost
	 * (prin_might_afford) sorts them out first, in one pass without a
	 * branch per card, and only the few left are placed. */
	struct purse purse;
	open_purse(s, p, &purse);
	for (int from = 0; from < n; from += 64) {
		uint64_t reach = 0;
		for (int i = from; i < n && i < from + 64; i++) {
			int def = defs[i];
			bool kind = (t->buildable[def / 64] >> (def % 64)) & 1;
			reach |= (uint64_t)(kind & !not_first(o, def) && might_afford(s, &purse, def))
			         << (i - from);
		}
		for (; reach; reach &= reach - 1)
			build_sites(s, p, defs[from + __builtin_ctzll(reach)], hand, &grid, o);
	}
}

/* The high bits of the eight bytes of v, a bit per byte: byte i at bit i. */
static unsigned high_bits(uint64_t v)
{
	const uint64_t high = 0x8080808080808080ull;
	return (unsigned)((((v & high) >> 7) * 0x0102040810204080ull) >> 56);
}

/* Of the eight bytes of v, those not zero: a bit per byte, byte i at bit
 * i. The sum of the low seven bits carries into the high bit of the byte
 * when any is set, and never into the next byte. */
static unsigned nonzero_bytes(uint64_t v)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	return high_bits(((v & low7) + low7) | v);
}

/* The bytes of a not below those of b, a bit per byte, when no byte of
 * either has its high bit set: a byte of a with the high bit set, less
 * b's byte, keeps the high bit exactly then, and borrows nothing. */
static unsigned bytes_at_least(uint64_t a, uint64_t b)
{
	return high_bits((a | 0x8080808080808080ull) - b);
}

/* prin_can_trade for every pair, with the counts read once: the
 * resources he can give at his rates and those he has room for, as masks
 * (a bit per position). */
static void trades(const struct prin_state *s, int p, struct out *o)
{
	const struct prin_player *pl = &s->player[p];
	int nr = prin_resource_count(s);
	if (!wanted(o, A_TRADE))
		return;
	_Static_assert(sizeof pl->trade_rate == sizeof(uint64_t), "the rates fill one word");
	uint64_t have, rates, room;
	memcpy(&have, pl->have, sizeof have);
	memcpy(&rates, pl->trade_rate, sizeof rates);
	memcpy(&room, pl->room, sizeof room);
	unsigned all = (1u << nr) - 1, gives = 0;
	if ((have | rates) & 0x8080808080808080ull) {
		for (int r = 0; r < nr; r++)
			gives |= (unsigned)(pl->have[r] > 0 && pl->have[r] >= pl->trade_rate[r]) << r;
	} else {
		gives = nonzero_bytes(have) & bytes_at_least(have, rates) & all;
	}
	unsigned room_for = nonzero_bytes(room) & all;
	if (o->match) {
		int give = o->match->arg[0];
		gives &= give >= 0 && give < nr ? 1u << give : 0;
	}
	for (; gives; gives &= gives - 1) {
		int give = __builtin_ctz(gives), rate = pl->trade_rate[give];
		unsigned gets = room_for & ~(1u << give);
		if (o->match || o->max - o->n < (size_t)nr) {
			for (; gets; gets &= gets - 1)
				add(o, A_TRADE, give, rate, __builtin_ctz(gets), 0, 0);
			continue;
		}
		/* every get written, the cursor moved past those listed: no
		 * branch on the room of each */
		struct action *next = o->a + o->n;
		for (int get = 0; get < nr; get++) {
			*next = (struct action){ A_TRADE, { (int16_t)give, (int16_t)rate, (int16_t)get, 0, 0 } };
			next += (gets >> get) & 1;
		}
		o->n = (size_t)(next - o->a);
	}
}

/* Whether r0, r1 is a side as the card table lists them. */
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

/* The sides (a bit per side of the card table) player from can give to
 * player to: in his stock, and room for it on the taker's regions. The
 * tallies are read eight resources at once: a resource fits once when
 * both its stock and the room for it are not zero, twice when neither is
 * below 2 (not zero once bit 0 is cleared). The positions past the
 * resource count pick no side. */
static uint64_t givable_sides(const struct prin_state *s, int from, int to)
{
	_Static_assert(sizeof s->player[0].have == 8 && sizeof s->player[0].room == 8,
	               "the tallies of a player are read as one word");
	const uint64_t not_bit0 = 0xfefefefefefefefeull;
	uint64_t have, room;
	memcpy(&have, s->player[from].have, sizeof have);
	memcpy(&room, s->player[to].room, sizeof room);
	unsigned once = nonzero_bytes(have) & nonzero_bytes(room);
	unsigned twice = nonzero_bytes(have & not_bit0) & nonzero_bytes(room & not_bit0);
	return s->cards->sides_once[once] | s->cards->sides_twice[twice];
}

/* The eight bits of bits as the bytes of a word, 0 or 1: bit i in byte i
 * (as nonzero_bytes reads them back). Each byte of the copies keeps its
 * own bit, and is 1 when that is not zero. */
static uint64_t byte_per_bit(unsigned bits)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	uint64_t x = (bits * 0x0101010101010101ull) & 0x8040201008040201ull;
	return ((((x & low7) + low7) | x) >> 7) & 0x0101010101010101ull;
}

/* The bytes offers() copies of an offer, a little more than one: the
 * copy of the last offer of a run stays in its row of the card table. */
#define OFFER_COPY 16
_Static_assert(sizeof(struct action) <= OFFER_COPY &&
               (PRIN_MAX_SIDES + PRIN_OFFER_BATCH - 2) * sizeof(struct action) + OFFER_COPY <=
               PRIN_OFFER_ROW * sizeof(struct action), "an offer's copy stays in its row");
_Static_assert(PRIN_NO_SIDE >= (PRIN_MAX_SIDES + 7) / 8 * 8 && PRIN_NO_SIDE < 64,
               "the side of no offer is past every side");

/* Offers (§9): the active player gives side g, the opponent side h. A
 * side must be in the giver's stock and fit on the taker's regions; the
 * two sides share no resource type; at most 3 resources change hands. */
static void offers(const struct prin_state *s, struct out *o)
{
	const struct principality_cards *t = s->cards;
	if (s->offers_made >= PRIN_OFFERS_PER_TURN || !wanted(o, A_OFFER))
		return;
	if (o->match) {
		match_offer(s, o);
		return;
	}
	int a = s->active;
	uint64_t takes = givable_sides(s, 1 - a, a);
	if (!takes)
		return;
	/* The commonest actions by far: copied from the table through a
	 * cursor kept in a register, as add() would store them. Every offer
	 * of g's run is written and the cursor moves past those the opponent
	 * can give: which they are varies too much for a branch per offer to
	 * be foreseen. step[h] is how far it moves past an offer of side h:
	 * 0 for a side the opponent cannot give, and for PRIN_NO_SIDE. */
	uint8_t step[64];
	memset(&step[56], 0, 8);
	for (int i = 0; i < (t->side_count + 7) / 8; i++) {
		uint64_t eight = byte_per_bit((unsigned)(takes >> (8 * i)) & 0xff) * sizeof(struct action);
		memcpy(&step[8 * i], &eight, sizeof eight);
	}
	/* Where every run fits, the room is not asked again for each; where
	 * a run may not fit, only the offers listed are written, up to the end. */
	bool roomy = o->max - o->n > (size_t)t->offer_span;
	unsigned char *base = (unsigned char *)o->a, *next = base + o->n * sizeof(struct action);
	for (uint64_t gives = givable_sides(s, a, 1 - a); gives; gives &= gives - 1) {
		int g = __builtin_ctzll(gives), count = t->offer_count[g];
		const struct action *run = t->offer[g];
		const uint8_t *side = t->offer_side[g];
		if (!roomy) {
			size_t n = (size_t)(next - base) / sizeof(struct action);
			if (o->max - n <= (size_t)count + PRIN_OFFER_BATCH) {
				for (int k = 0; k < count && n < o->max; k++)
					if (step[side[k]])
						o->a[n++] = run[k];
				next = base + n * sizeof(struct action);
				continue;
			}
		}
		/* sixteen bytes a copy, which the compiler does in one move: the
		 * four past the action land in the next place, which the next
		 * offer overwrites or the list does not reach */
		const unsigned char *from = (const unsigned char *)run;
		for (int k = 0; k < count; k += PRIN_OFFER_BATCH, from += 4 * sizeof *run) {
			_Static_assert(PRIN_OFFER_BATCH == 4, "four copies a batch");
			memcpy(next, from, OFFER_COPY);
			next += step[side[k]];
			memcpy(next, from + sizeof *run, OFFER_COPY);
			next += step[side[k + 1]];
			memcpy(next, from + 2 * sizeof *run, OFFER_COPY);
			next += step[side[k + 2]];
			memcpy(next, from + 3 * sizeof *run, OFFER_COPY);
			next += step[side[k + 3]];
		}
	}
	o->n = (size_t)(next - base) / sizeof(struct action);
}

/* Only cards on a grid can be demolished: the walk of the grids' zone
 * meets them in index order, as a walk of every instance would. */
static void demolitions(const struct prin_state *s, int p, struct out *o)
{
	if (!s->opt.demolish || !wanted(o, A_DEMOLISH))
		return;
	if (o->match) {
		int c = o->match->arg[0];
		if (c >= 0 && c < s->instance_count && prin_can_demolish(s, p, c))
			add(o, A_DEMOLISH, c, 0, 0, 0, 0);
		return;
	}
	/* prin_can_demolish for each card of his grid, its card's part read
	 * from the table's demolishable column: a theme set's grids hold some
	 * twenty cards, and the call for each was most of the listing. His
	 * grid's cards are those its index lists (placed, unless it
	 * overflowed): a bit each for the demolishable, read in index order. */
	const struct prin_player *pl = &s->player[p];
	const uint8_t *demolishable = s->cards->demolishable;
	uint64_t mine[PRIN_ZONE_WORDS] = { 0 };
	if (pl->placed_count < PRIN_MAX_PLACED) {
		for (int i = 0; i < pl->placed_count; i++) {
			int c = pl->placed[i], def = s->card[c].def;
			mine[c / 64] |= (uint64_t)demolishable[def] << (c % 64);
		}
	} else {
		PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c) {
			if (c >= s->instance_count || s->card[c].who != p)
				continue;
			int def = s->card[c].def;
			mine[c / 64] |= (uint64_t)demolishable[def] << (c % 64);
		}
	}
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = mine[w]; bits; bits &= bits - 1)
			add(o, A_DEMOLISH, w * 64 + __builtin_ctzll(bits), 0, 0, 0, 0);
}

/* ---- the end of the turn ---- */

static void unders(const struct prin_state *s, int p, int kind, struct out *o)
{
	struct defs hand;
	if (!wanted(o, kind))
		return;
	candidate_defs(s, Z_HAND, p, o, 0, true, &hand);
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

static void draws(const struct prin_state *s, int p, int only_stack, struct out *o)
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

/* ---- setup and the new settlement ---- */

static void picks(const struct prin_state *s, struct out *o)
{
	struct defs stack;
	for (int st = 0; st < s->stack_count; st++) {
		if (s->pick_stack >= 0 ? st != s->pick_stack : (s->used_stack_mask >> st) & 1)
			continue;
		if (not_first(o, st))
			continue;
		candidate_defs(s, Z_STACK, st, o, 1, true, &stack);
		for (int i = 0; i < stack.n; i++)
			add(o, A_PICK, st, stack.def[i], 0, 0, 0);
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

/* The hand's definitions as plays() and builds() read them, when either
 * lists anything of the kind asked for. */
static void read_hand(const struct prin_state *s, int p, const struct out *o, struct defs *hand)
{
	hand->n = 0;
	if (wanted(o, A_PLAY) || wanted(o, A_BUILD))
		candidate_defs(s, Z_HAND, p, o, 0, false, hand);
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
	struct defs hand;   /* read once for plays() and builds() */
	switch (s->phase) {
	case PH_PICK:
		picks(s, o);
		break;
	case PH_BEFORE_ROLL:
		read_hand(s, p, o, &hand);
		plays(s, p, &hand, o);
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
		if (s->settle_sides == 0) {
			read_hand(s, p, o, &hand);
			plays(s, p, &hand, o);
		}
		regions(s, o);
		break;
	case PH_ACTION:
		read_hand(s, p, o, &hand);
		builds(s, p, &hand, o);
		plays(s, p, &hand, o);
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
		struct defs stack;
		candidate_defs(s, Z_STACK, s->search_stack, o, 0, true, &stack);
		for (int i = 0; i < stack.n; i++)
			add(o, A_TAKE, stack.def[i], 0, 0, 0, 0);
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

/* Whether a, one of the actions only the phase lists (with no effect's
 * question and no discard pending), is legal: as generate() would find,
 * without its walk past the generators of other kinds. Returns -1 for
 * the kinds it does not know. */
static int phase_action_legal(const struct prin_state *s, const struct action *a, struct out *o)
{
	bool no_args = same_args(a, 0, 0, 0, 0, 0);
	switch (a->kind) {
	case A_OFFER:
		if (s->phase == PH_ACTION)
			offers(s, o);
		return o->found;
	case A_TRADE:
		if (s->phase == PH_ACTION)
			trades(s, s->active, o);
		return o->found;
	case A_END:
		return s->phase == PH_ACTION && no_args;
	case A_ROLL:
		return s->phase == PH_BEFORE_ROLL && no_args;
	case A_ACCEPT:
	case A_DECLINE:
		return s->phase == PH_OFFER && no_args;
	default:
		return -1;
	}
}

bool prin_is_legal(const struct prin_state *s, const struct action *a)
{
	struct out o = { NULL, 0, 0, a->kind, a, false };
	if (s->winner < 0 && !prin_pending(s) && prin_discard_interrupt(s) < 0) {
		int legal = phase_action_legal(s, a, &o);
		if (legal >= 0)
			return legal;
	}
	generate(s, &o);
	return o.found;
}
