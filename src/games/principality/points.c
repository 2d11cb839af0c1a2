/*
 * points: victory, strength, tournament and commerce points, the two
 * advantage figures (§11), the values modifiers change (hand limit, search
 * price, trade rate), and the victory check (§5).
 *
 * A card's points are its printed value threaded through the modifiers of
 * its owner's cards (the Smithy adds to every knight, the Harbor to every
 * fleet). A player's sums are counted again when his grid changes, or,
 * while each card's share is its own (struct prin_player_index points_own), a
 * card's share is booked as it comes or goes. The figures are found again
 * from both players' sums after every change: whoever has at least the
 * minimum and strictly more than the opponent holds the figure; a tie sends
 * it back to the middle.
 */
#include "games/principality/index.h"

static const int32_t point_modifier[PTS_COUNT] = {
	[PTS_VP] = PRIN_MOD_VP, [PTS_STRENGTH] = PRIN_MOD_STRENGTH,
	[PTS_TOURNAMENT] = PRIN_MOD_TOURNAMENT, [PTS_COMMERCE] = PRIN_MOD_COMMERCE,
};

static int printed(const struct prin_def *d, enum prin_points kind)
{
	switch (kind) {
	case PTS_VP: return d->vp;
	case PTS_STRENGTH: return d->strength;
	case PTS_TOURNAMENT: return d->tournament;
	case PTS_COMMERCE: return d->commerce;
	default: return 0;
	}
}

/* ---- modifiers watched for what they ask ----
 *
 * A modifier that asks the match nothing (the Harbor's (min value 2) for
 * one resource, the Smithy's +1 to every knight) gives what it gives
 * whatever else lies on the grid: the values it makes need counting again
 * only for a card that comes or goes. The host below passes every
 * question on and notes whether one was asked. */

struct watch {
	struct prin_host *h;
	int subject;    /* the card whose points are asked for, or -1 */
	bool asked;
};

/* What is printed on a card never changes, nor whose grid a card lies on
 * while it lies there, nor a rule option during a match (the Harbor asks
 * whether its own point counts): those questions are not noted. */
static int32_t watch_query(void *game, enum effect_query q, const int32_t *args)
{
	struct watch *w = game;
	if (q == EFFECT_Q_OPTION)
		return prin_effect_host.query(w->h, q, args);
	if (q != EFFECT_Q_CARD || (args[1] == EFFECT_ATTR_OWNER && args[0] != w->subject))
		w->asked = true;
	return prin_effect_host.query(w->h, q, args);
}

static int32_t watch_act(void *game, enum effect_act a, const int32_t *args)
{
	struct watch *w = game;
	w->asked = true;
	return prin_effect_host.act(w->h, a, args);
}

static int watch_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	struct watch *w = game;
	w->asked = true;
	return prin_effect_host.list(w->h, l, a, b, out, max);
}

static int32_t watch_roll(void *game, int32_t sides)
{
	struct watch *w = game;
	w->asked = true;
	return prin_effect_host.roll(w->h, sides);
}

static int watch_near(void *game, int32_t zone, int32_t card, int32_t *out, int max)
{
	struct watch *w = game;
	w->asked = true;
	return prin_effect_host.near ? prin_effect_host.near(w->h, zone, card, out, max) : -1;
}

static int watch_select(void *game, int32_t zone, int32_t attr, const int32_t *values, int count,
                        int32_t *out, int max)
{
	struct watch *w = game;
	w->asked = true;
	return prin_effect_host.select ?
	       prin_effect_host.select(w->h, zone, attr, values, count, out, max) : -1;
}

static const struct effect_host watch_host = { watch_query, watch_act, watch_list, watch_roll,
                                               watch_near, watch_select, NULL };

/* prin_modify_through, noting in w whether a modifier asked anything. */
static int modify_watched(struct watch *w, const struct prin_modifiers *mods, int subject,
                          int value)
{
	if (mods->count == 0)
		return value;
	w->h->depth++;
	for (int k = 0; k < mods->count; k++) {
		struct effect_context ctx = { mods->player, mods->card[k], EFFECT_NONE };
		value = effect_modify(mods->program[k], EFFECT_CLAUSE_MODIFY, mods->what, &ctx, subject,
		                      value, &watch_host, w);
	}
	w->h->depth--;
	return value;
}

int prin_card_points(struct prin_host *h, int card, enum prin_points kind)
{
	const struct prin_state *s = h->s;
	int value = printed(prin_def_of(s, card), kind);
	int owner = prin_owner(s, card);
	if (owner < 0)
		return value;
	value = prin_modify(h, owner, point_modifier[kind], card, value);
	return value < 0 ? 0 : value;
}

/* The sums of player's points; with w, also whether every card's share
 * was found without a question noted there (*own). Printed points are
 * unsigned and modified ones floored at 0: no share is below 0. */
static void point_sums(struct prin_host *h, int player, int sums[PTS_COUNT], struct watch *w,
                       bool *own)
{
	const struct prin_state *s = h->s;
	const struct prin_player_index *pl = &s->ix.player[player];
	/* the modifying cards of each kind, found once for every card */
	struct prin_modifiers mods[PTS_COUNT];
	int modified = 0;   /* bit per kind some card modifies */
	for (int k = 0; k < PTS_COUNT; k++) {
		sums[k] = 0;
		prin_modifiers_of(s, player, point_modifier[k], &mods[k]);
		modified |= (mods[k].count > 0) << k;
	}
	/* the printed points are added up, and for each kind a card's
	 * modifiers change, what they make of them replaces them */
	for (int i = 0; i < pl->placed_count; i++) {
		int card = pl->placed[i];
		const struct prin_def *d = prin_def_of(s, card);
		sums[PTS_VP] += d->vp;
		sums[PTS_STRENGTH] += d->strength;
		sums[PTS_TOURNAMENT] += d->tournament;
		sums[PTS_COMMERCE] += d->commerce;
		if (w)
			w->subject = card;
		for (int m = modified; m; m &= m - 1) {
			int k = __builtin_ctz((unsigned)m);
			int v = printed(d, (enum prin_points)k);
			int x = w ? modify_watched(w, &mods[k], card, v) :
			            prin_modify_through(h, &mods[k], card, v);
			sums[k] += (x < 0 ? 0 : x) - v;
		}
	}
	if (w)
		*own = !w->asked;
}

void prin_point_sums(struct prin_host *h, int player, int sums[PTS_COUNT])
{
	point_sums(h, player, sums, NULL, NULL);
}

void prin_point_sums_watched(const struct prin_state *s, int player, int sums[PTS_COUNT],
                             bool *own, bool *read_stock)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	struct watch w = { &h, -1, false };
	h.read_stock = false;
	point_sums(&h, player, sums, &w, own);
	*read_stock = h.read_stock;
}

/* The bits of the point modifiers in a definition's modifiers mask. */
static unsigned point_modifier_bits(void)
{
	unsigned bits = 0;
	for (int k = 0; k < PTS_COUNT; k++)
		bits |= 1u << point_modifier[k];
	return bits;
}

bool prin_card_terms(const struct prin_state *s, int player, int card, int terms[PTS_COUNT])
{
	const struct prin_player_index *pl = &s->ix.player[player];
	const struct prin_def *d = prin_def_of(s, card);
	if (!pl->points_own || (d->modifiers & point_modifier_bits()))
		return false;
	for (int k = 0; k < PTS_COUNT; k++)
		terms[k] = printed(d, (enum prin_points)k);
	/* mostly he has no point modifier: the printed points are the share */
	unsigned modified = pl->mod_mask & point_modifier_bits();
	if (!modified)
		return true;
	struct prin_host h;
	prin_host_init(&h, s, true);
	struct watch w = { &h, card, false };
	for (int k = 0; k < PTS_COUNT; k++) {
		if (!(modified & (1u << point_modifier[k])))
			continue;
		struct prin_modifiers mods;
		prin_modifiers_of(s, player, point_modifier[k], &mods);
		int x = modify_watched(&w, &mods, card, terms[k]);
		terms[k] = x < 0 ? 0 : x;
	}
	return !w.asked;
}

int prin_card_points_sum(struct prin_host *h, int player, enum prin_points kind)
{
	int sums[PTS_COUNT];
	prin_point_sums(h, player, sums);
	return sums[kind];
}

static bool has_city(const struct prin_state *s, int player)
{
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, i)
		if (s->card[i].who == player && prin_def_of(s, i)->type == s->cards->type_city)
			return true;
	return false;
}

int prin_holder_from(const struct prin_state *s, const int pts[PRIN_PLAYERS], int advantage)
{
	bool windmill = advantage == PRIN_ADV_COMMERCE;
	int least = windmill ? s->opt.adv_min_commerce : s->opt.adv_min_strength;
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		if (pts[p] > pts[1 - p] && pts[p] >= least) {
			if (windmill && s->opt.windmill_needs_city && !has_city(s, p))
				return PRIN_EMPTY;
			return p;
		}
	}
	return PRIN_EMPTY;
}

int prin_compute_vp(struct prin_host *h, int player)
{
	const struct prin_state *s = h->s;
	int vp = prin_card_points_sum(h, player, PTS_VP);
	for (int a = 0; a < 2; a++)
		vp += s->holder[a] == player;
	return vp;
}

/* A hand limit or a trade rate as the game keeps it, in a byte: whatever
 * the cards' effects add up to, the incremental update and the index's
 * rebuild bound it alike, so an extreme card never makes them disagree. */
#define PRIN_LIMIT_MAX 255

static int bounded(int value, int low, int high)
{
	return value < low ? low : value > high ? high : value;
}

/* The hand limit and the trade rates, and whether their modifiers asked
 * nothing (struct prin_player_index rates_fixed). */
int prin_hand_limit_watched(const struct prin_state *s, int player, bool *fixed)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	struct watch w = { &h, -1, false };
	struct prin_modifiers mods;
	prin_modifiers_of(s, player, PRIN_MOD_HAND_LIMIT, &mods);
	int limit = modify_watched(&w, &mods, EFFECT_NONE, PRIN_BASE_HAND_LIMIT);
	*fixed = !w.asked;
	return bounded(limit, 0, PRIN_LIMIT_MAX);
}

/* The rates of the resource positions in resources, a bit each. */
void prin_trade_rates_watched(const struct prin_state *s, int player, unsigned resources,
                              int rates[PRIN_MAX_RESOURCES], bool *fixed)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	struct watch w = { &h, -1, false };
	struct prin_modifiers mods;
	prin_modifiers_of(s, player, PRIN_MOD_TRADE_RATE, &mods);
	for (int r = 0; r < prin_resource_count(s); r++) {
		if (!((resources >> r) & 1))
			continue;
		int rate = modify_watched(&w, &mods, prin_resource_id(s, r), PRIN_BASE_TRADE_RATE);
		rates[r] = bounded(rate, 1, PRIN_LIMIT_MAX);
	}
	*fixed = !w.asked;
}

/* ---- which rates a card's modifiers touch, found at load ----
 *
 * A fleet lowers the rate of one resource; a card coming or going then
 * changes that rate alone. Its modifiers are run without a match for
 * every resource and every rate a modifier could be handed: a resource
 * whose rate comes back as it went in, without a question asked, is
 * not touched. The host below answers nothing and notes a question. */

static int32_t silent_query(void *game, enum effect_query q, const int32_t *args)
{
	(void)q, (void)args;
	*(bool *)game = true;
	return 0;
}

static int32_t silent_act(void *game, enum effect_act a, const int32_t *args)
{
	(void)a, (void)args;
	*(bool *)game = true;
	return 0;
}

static int silent_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out,
                       int max)
{
	(void)l, (void)a, (void)b, (void)out, (void)max;
	*(bool *)game = true;
	return 0;
}

static int32_t silent_roll(void *game, int32_t sides)
{
	(void)sides;
	*(bool *)game = true;
	return 1;
}

static const struct effect_host silent_host = { silent_query, silent_act, silent_list,
                                                silent_roll, NULL, NULL, NULL };

/* The rates tried: from below the least a rate is kept as (1) to far
 * above the base rate (3), which modifiers lower (check() compares the
 * kept rates with a full count after every action of the tests). */
#define RATE_TRIED_LOW (-1)
#define RATE_TRIED_HIGH 64

uint8_t prin_rates_touched(const struct effect_program *program, const int *resource_id,
                           int resource_count)
{
	uint8_t touched = 0;
	/* "this" is an instance of the match; a clause that compares it
	 * with the subject is tried with the subject's own number too */
	for (int r = 0; r < resource_count && r < PRIN_MAX_RESOURCES; r++) {
		const int32_t instances[] = { EFFECT_NONE, resource_id[r] };
		bool asked = false, same = true;
		for (size_t i = 0; i < sizeof instances / sizeof instances[0]; i++) {
			struct effect_context ctx = { 0, instances[i], EFFECT_NONE };
			for (int v = RATE_TRIED_LOW; v <= RATE_TRIED_HIGH && same && !asked; v++)
				same = effect_modify(program, EFFECT_CLAUSE_MODIFY, PRIN_MOD_TRADE_RATE, &ctx,
				                     resource_id[r], v, &silent_host, &asked) == v;
		}
		if (asked || !same)
			touched |= (uint8_t)(1u << r);
	}
	return touched;
}

int prin_search_price(const struct prin_state *s, int player)
{
	if (s->player[player].grants & (1u << PRIN_GRANT_FREE_SEARCH))
		return 0;
	struct prin_host h;
	prin_host_init(&h, s, true);
	int price = prin_modify(&h, player, PRIN_MOD_SEARCH_PRICE, EFFECT_NONE,
	                        PRIN_BASE_SEARCH_PRICE);
	return price < 0 ? 0 : price;
}

static void check_victory(struct prin_state *s)
{
	/* Mostly nobody has the points: that needs no more than the sums,
	 * read side by side, not through whoever is active. */
	int target = s->opt.vp_target;
	bool reached = false;
	for (int p = 0; p < PRIN_PLAYERS; p++)
		reached |= s->ix.player[p].vp >= target;
	if (!reached || s->winner >= 0 || s->phase == PH_PICK)
		return;
	int a = s->active;
	if (s->ix.player[a].vp >= target)
		s->winner = (int8_t)a;
	else if (s->opt.win_check == WIN_IMMEDIATE && s->ix.player[1 - a].vp >= target)
		s->winner = (int8_t)(1 - a);
	if (s->winner >= 0) {
		s->phase = PH_OVER;
		s->running = 0;
		s->job_count = 0;
	}
}

/* A player's points follow from his grid and, when his modifiers read it,
 * the stock on it (a knight counting the resources beside it); while
 * neither changes (struct prin_player_index points_fresh) the index keeps them,
 * and the modifiers need not be asked again. (A modifier that looked
 * elsewhere, at the other player or a hand, would need more; no card
 * does.) The figures follow from both players' points. Kept out of line:
 * prin_refresh runs after every action and seldom needs it. */
__attribute__((noinline)) static void refresh_figures(struct prin_state *s)
{
	int card_vp[PRIN_PLAYERS];
	prin_index_count_points(s, card_vp);
	int strength[PRIN_PLAYERS], commerce[PRIN_PLAYERS];
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		strength[p] = s->ix.player[p].strength;
		commerce[p] = s->ix.player[p].commerce;
	}
	int was_strength = s->holder[PRIN_ADV_STRENGTH], was_commerce = s->holder[PRIN_ADV_COMMERCE];
	s->holder[PRIN_ADV_STRENGTH] = (uint8_t)prin_holder_from(s, strength, PRIN_ADV_STRENGTH);
	s->holder[PRIN_ADV_COMMERCE] = (uint8_t)prin_holder_from(s, commerce, PRIN_ADV_COMMERCE);
	if (s->holder[PRIN_ADV_STRENGTH] != was_strength ||
	    s->holder[PRIN_ADV_COMMERCE] != was_commerce)
		prin_index_holders_changed(s);
	prin_index_count_vp(s, card_vp);
}

/* The figures and the victory points follow from both players' points
 * (and, for the windmill, their cities: a grid change): while both
 * players' points are fresh, the last refresh left them as they are. */
void prin_refresh_all(struct prin_state *s)
{
	bool fresh = true;
	for (int p = 0; p < PRIN_PLAYERS; p++)
		fresh &= s->ix.player[p].points_fresh == 1;
	if (!fresh)
		refresh_figures(s);
	if (s->opt.action_gate == GATE_BOTH_3 && s->ix.player[0].vp >= 3 && s->ix.player[1].vp >= 3)
		s->gate_open = 1;
	/* Victory is judged on a settled match, once every card effect under
	 * way has run to its end: halfway through a Civil War, with one
	 * player's knight taken and the other's not yet, the first holds the
	 * knight figure for a moment that the rules never show. */
	if (!s->running && s->job_count == 0)
		check_victory(s);
	prin_index_settled(s);
}
