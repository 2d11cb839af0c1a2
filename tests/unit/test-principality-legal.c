/*
 * legal() and apply()'s check of one action against the rules' own
 * predicates, over random matches of the principality game.
 *
 * legal() finds builds through the site masks of the grid index and offers
 * through side tables of the card table; apply() asks prin_is_legal, which
 * looks for one action without listing the rest. Each must agree with the
 * plain rules: a build is listed exactly when prin_can_build allows it, an
 * offer exactly when both sides are in stock and fit, a demolition exactly
 * when prin_can_demolish allows it, picks and searches in the order of the
 * stack's top copies (prin_list), and prin_is_legal
 * accepts exactly the listed actions, also when an action is changed a
 * little (one argument off by one or two, another kind). The indexes that
 * zones.c keeps for them (a hand's cards in order, a stack's ends) are
 * driven through their corner cases on their own.
 * The host lists the cards near a card as a walk asking the relation of
 * each would, and a stock act that changes nothing leaves the match as it
 * was.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "games/principality/internal.h"
#include "games/principality/legal.h"
#include "games/principality/deals.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

#define MATCHES 12
#define TURN_CAP 120

GAME_FIXTURE_GROUP(&principality_rules)

static bool listed(const struct action *list, size_t n, const struct action *a)
{
	for (size_t i = 0; i < n; i++)
		if (memcmp(&list[i], a, sizeof *a) == 0)
			return true;
	return false;
}

static struct action make(int kind, int a0, int a1, int a2, int a3, int a4)
{
	struct action a = { (uint16_t)kind, { (int16_t)a0, (int16_t)a1, (int16_t)a2, (int16_t)a3,
	                                      (int16_t)a4 } };
	return a;
}

/* Every card a player could build now: his hand, the center, the open row. */
static void check_builds(const struct prin_state *s, const struct action *list, size_t n)
{
	int p = s->active;
	for (int c = 0; c < s->instance_count; c++) {
		int zone = s->card[c].zone;
		if (!(zone == Z_HAND && s->card[c].who == p) && zone != Z_CENTER && zone != Z_OPEN)
			continue;
		int def = s->card[c].def;
		const struct prin_def *d = &s->cards->def[def];
		if (d->kind == KIND_ACTION || d->kind == KIND_EVENT || d->kind == KIND_REGION)
			continue;
		for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++)
			for (int y = -1; y <= 1; y++) {
				struct action a = make(A_BUILD, def, x, y, 0, 0);
				if (prin_can_build(s, p, def, x, y) != listed(list, n, &a))
					fail_msg("turn %d: build %s at %d,%d: prin_can_build %d, listed %d",
					         s->turn, prin_card_key(s, def), x, y, prin_can_build(s, p, def, x, y),
					         listed(list, n, &a));
			}
	}
}

/* Whether player from has r0 (and r1) for player to, as §9 asks. */
static bool can_give(const struct prin_state *s, int from, int to, int r0, int r1)
{
	int need[PRIN_MAX_RESOURCES] = { 0 };
	need[r0]++;
	if (r1 >= 0)
		need[r1]++;
	for (int r = 0; r < PRIN_MAX_RESOURCES; r++)
		if (need[r] && (prin_resources(s, from, r) < need[r] || prin_room(s, to, r) < need[r]))
			return false;
	return true;
}

/* The place of side r0, r1 in the order offers are listed: every single
 * resource, then every pair in ascending order. */
static int side_order(int nr, int r0, int r1)
{
	if (r1 < 0)
		return r0;
	int at = nr;
	for (int a = 0; a < r0; a++)
		at += nr - a;
	return at + r1 - r0;
}

/* The actions of list of the kind of want's come in one run, in want's
 * order (legal() copies trades in rows built at load, and the random
 * player picks by index, so the order is its play). */
static void check_run(const struct action *list, size_t n, const struct action *want, size_t count)
{
	size_t at = 0;
	while (at < n && count > 0 && list[at].kind != want[0].kind)
		at++;
	assert_true(at + count <= n);
	assert_memory_equal(&list[at], want, count * sizeof *want);
}

/* The count offers listed come in one run, by the side given, then the
 * side taken, each in side order (legal() copies them in blocks built at
 * load, and the random player picks by index, so the order is its play). */
static void check_offer_order(const struct prin_state *s, const struct action *list, size_t n,
                              size_t count)
{
	int nr = s->cards->resource_count, last = -1;
	size_t at = 0;
	while (at < n && list[at].kind != A_OFFER)
		at++;
	assert_true(count == 0 || at + count <= n);
	for (size_t i = at; i < at + count; i++) {
		const int16_t *arg = list[i].arg;
		assert_int_equal(list[i].kind, A_OFFER);
		int order = side_order(nr, arg[0], arg[1]) * PRIN_MAX_SIDES + side_order(nr, arg[2], arg[3]);
		assert_true(order > last);
		last = order;
	}
}

/* The trades with the supply listed are those prin_can_trade allows, by
 * the resource given, then the one got, at the player's rate. */
static void check_trades(const struct prin_state *s, const struct action *list, size_t n)
{
	static struct action want[GAME_MAX_ACTIONS];
	int p = s->active, nr = s->cards->resource_count;
	size_t count = 0, trades = 0;
	for (int give = 0; give < nr; give++)
		for (int get = 0; get < nr; get++)
			if (prin_can_trade(s, p, give, get))
				want[count++] = make(A_TRADE, give, prin_trade_rate(s, p, give), get, 0, 0);
	for (size_t i = 0; i < n; i++)
		trades += list[i].kind == A_TRADE;
	assert_int_equal(trades, count);
	check_run(list, n, want, count);
}

static void check_offers(const struct prin_state *s, const struct action *list, size_t n)
{
	int a = s->active, nr = s->cards->resource_count, count = 0;
	for (int g0 = 0; g0 < nr; g0++)
		for (int g1 = -1; g1 < nr; g1++)
			for (int h0 = 0; h0 < nr; h0++)
				for (int h1 = -1; h1 < nr; h1++) {
					if ((g1 >= 0 && g1 < g0) || (h1 >= 0 && h1 < h0))
						continue;
					bool shared = g0 == h0 || g0 == h1 || (g1 >= 0 && (g1 == h0 || g1 == h1));
					bool ok = s->offers_made < PRIN_OFFERS_PER_TURN && !shared &&
					          (g1 < 0 || h1 < 0) && can_give(s, a, 1 - a, g0, g1) &&
					          can_give(s, 1 - a, a, h0, h1);
					struct action offer = make(A_OFFER, g0, g1, h0, h1, 0);
					assert_int_equal(ok, listed(list, n, &offer));
					count += ok;
				}
	size_t offers = 0;
	for (size_t i = 0; i < n; i++)
		offers += list[i].kind == A_OFFER;
	assert_int_equal(offers, count);
	check_offer_order(s, list, n, offers);
}

/* A demolition is listed exactly when prin_can_demolish allows it. */
static void check_demolitions(const struct prin_state *s, const struct action *list, size_t n)
{
	for (int c = 0; c < s->instance_count; c++) {
		struct action a = make(A_DEMOLISH, c, 0, 0, 0, 0);
		if (prin_can_demolish(s, s->active, c) != listed(list, n, &a))
			fail_msg("turn %d: demolish %d: prin_can_demolish %d, listed %d", s->turn, c,
			         prin_can_demolish(s, s->active, c), listed(list, n, &a));
	}
}

/* The actions of kind, in the list's order, name the distinct cards of
 * stack st in the order of their top copies (prin_list, top first), the
 * card in argument arg: from start on in the list, returning where the
 * stack's run ends. */
static size_t check_stack_run(const struct prin_state *s, int st, int kind, int arg,
                              const struct action *list, size_t n, size_t start)
{
	int cards[PRIN_MAX_INSTANCES];
	int held = prin_list(s, Z_STACK, st, cards, PRIN_MAX_INSTANCES);
	bool seen[PRIN_MAX_DEFS] = { false };
	size_t at = start;
	for (int i = 0; i < held; i++) {
		int def = s->card[cards[i]].def;
		if (seen[def])
			continue;
		seen[def] = true;
		while (at < n && list[at].kind != kind)
			at++;
		assert_true(at < n);
		assert_int_equal(list[at].arg[arg], def);
		at++;
	}
	return at;
}

/* Picks and searches list a stack's cards in the order of their top copies. */
static void check_stack_order(const struct prin_state *s, const struct action *list, size_t n)
{
	if (prin_pending(s) || prin_discard_interrupt(s) >= 0)
		return;
	if (s->phase == PH_SEARCH) {
		size_t end = check_stack_run(s, s->search_stack, A_TAKE, 0, list, n, 0);
		for (; end < n; end++)
			assert_int_not_equal(list[end].kind, A_TAKE);
	}
	if (s->phase == PH_PICK && s->pick_stack >= 0) {
		size_t end = check_stack_run(s, s->pick_stack, A_PICK, 0, list, n, 0);
		assert_int_equal(end, n);
	}
	/* §2.3: before a stack is chosen, no card of any stack is listed */
	if (s->phase == PH_PICK && s->pick_stack < 0)
		for (size_t i = 0; i < n; i++)
			assert_int_equal(list[i].kind, A_LOOK);
}

/* Two options of an effect's question that read the same: the same
 * card in the same place (the same column and side of a grid). */
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

/* The answers to a pending question are its options in order, each but
 * those that read the same as an earlier one, then none if it may be
 * declined. */
static void check_answers(const struct prin_state *s, const struct action *list, size_t n)
{
	const struct effect_decision *d = prin_pending(s);
	if (!d)
		return;
	size_t at = 0;
	for (int i = 0; i < d->count && i < EFFECT_LIST_MAX; i++) {
		bool dup = false;
		for (int j = 0; j < i; j++)
			dup = dup || same_option(s, d->kind, d->options[i], d->options[j]);
		if (dup)
			continue;
		assert_true(at < n);
		assert_int_equal(list[at].kind, A_ANSWER);
		assert_int_equal(list[at].arg[0], (int16_t)d->options[i]);
		at++;
	}
	if (d->optional) {
		assert_true(at < n);
		assert_int_equal(list[at].arg[0], (int16_t)EFFECT_NONE);
		at++;
	}
	assert_int_equal(at, n);
}

/* prin_is_legal accepts the listed actions and, of their neighbours,
 * exactly those listed too. */
static void check_is_legal(const struct prin_state *s, const struct action *list, size_t n)
{
	static const int shifts[] = { -2, -1, 1, 2 };
	for (size_t i = 0; i < n; i++) {
		assert_true(prin_is_legal(s, &list[i]));
		for (int k = 0; k < GAME_ACTION_ARGS; k++)
			for (size_t d = 0; d < sizeof shifts / sizeof shifts[0]; d++) {
				struct action a = list[i];
				a.arg[k] = (int16_t)(a.arg[k] + shifts[d]);
				assert_int_equal(prin_is_legal(s, &a), listed(list, n, &a));
			}
		struct action a = list[i];
		a.kind = (uint16_t)((a.kind + 1) % A_SB_GIVE);
		assert_int_equal(prin_is_legal(s, &a), listed(list, n, &a));
	}
}

/* A list cut short by the room given holds the first actions of the whole
 * list, and nothing is written past the room: legal() writes some kinds
 * (offers, trades, searches) in runs, with a faster path where the room
 * is ample. */
static void check_cut_short(const struct prin_state *s, const struct action *list, size_t n)
{
	static struct action cut[GAME_MAX_ACTIONS + 1];
	size_t rooms[] = { 0, 1, n / 3, n / 2, n > 0 ? n - 1 : 0, n, n + 1 };
	for (size_t i = 0; i < sizeof rooms / sizeof rooms[0]; i++) {
		size_t room = rooms[i];
		memset(cut, 0x5a, sizeof cut);
		size_t got = principality_rules.legal(s, cut, room);
		assert_int_equal(got, room < n ? room : n);
		assert_memory_equal(cut, list, got * sizeof *cut);
		for (const unsigned char *b = (const unsigned char *)&cut[room];
		     b < (const unsigned char *)&cut[GAME_MAX_ACTIONS + 1]; b++)
			assert_int_equal(*b, 0x5a);
	}
}

/* The host's listing of the cards near a card (host->near, which walks
 * the cells beside it) holds what a walk of the whole zone keeps when it
 * asks the relation of every card, in the same order: for every card on
 * a grid, both players' principalities and lands. */
static void check_near(const struct prin_state *s)
{
	const struct effect_host *host = &prin_effect_host;
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int card = 0; card < s->instance_count; card++) {
		if (s->card[card].zone != Z_PRINCIPALITY)
			continue;
		for (int p = 0; p < PRIN_PLAYERS; p++)
			for (int k = 0; k < 2; k++) {
				int32_t zone = EFFECT_ZONE(k ? PRIN_ZONE_LANDS : PRIN_ZONE_PRINCIPALITY, p);
				int32_t near[EFFECT_LIST_MAX], all[EFFECT_LIST_MAX], want[EFFECT_LIST_MAX];
				int n = host->near(&h, zone, card, near, EFFECT_LIST_MAX);
				if (n < 0)
					continue;   /* left to the walk */
				int count = host->list(&h, EFFECT_L_ZONE, zone, 0, all, EFFECT_LIST_MAX), kept = 0;
				for (int i = 0; i < count; i++) {
					int32_t args[EFFECT_ARGS_MAX] = { all[i], card, PRIN_REL_NEAR, 0 };
					if (host->query(&h, EFFECT_Q_RELATION, args))
						want[kept++] = all[i];
				}
				assert_int_equal(n, kept);
				assert_memory_equal(near, want, sizeof near[0] * (size_t)n);
			}
	}
}

/* One host asked about many cards and threats in turn (it keeps the cards
 * that may cover a threat, per player) answers as a fresh host for each
 * question does: for every card on a grid, against no card and a spread of
 * cards, and against a few faces of the event die. */
static void check_immune(const struct prin_state *s)
{
	struct prin_host kept;
	prin_host_init(&kept, s, true);
	for (int card = 0; card < s->instance_count; card++) {
		if (s->card[card].zone != Z_PRINCIPALITY)
			continue;
		for (int threat = -1; threat < s->instance_count; threat += 11)
			for (int face = -1; face < 4; face += threat < 0 ? 1 : 5) {
				struct prin_host fresh;
				prin_host_init(&fresh, s, true);
				assert_int_equal(prin_immune(&kept, card, threat, face),
				                 prin_immune(&fresh, card, threat, face));
			}
	}
}

/* The settlements a card on a grid belongs to, by column: its own, an
 * odd one (a road's, even, is none), or a region's two beside it. */
static int settlements_of(const struct prin_state *s, int card, int out[2])
{
	int x = prin_cell_x(s->card[card].order);
	if (prin_is_region(s, card)) {
		out[0] = x - 1;
		out[1] = x + 1;
		return 2;
	}
	out[0] = x;
	return x % 2 != 0;
}

/* The host's same-city relation holds of two cards of one grid that
 * belong to a settlement in common, and of no others: for every pair of
 * cards on the grids. */
static void check_same_city(const struct prin_state *s)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int a = 0; a < s->instance_count; a++)
		for (int b = 0; b < s->instance_count; b++) {
			bool on_grids = s->card[a].zone == Z_PRINCIPALITY && s->card[b].zone == Z_PRINCIPALITY;
			if (!on_grids && (a + b) % 16 != 0)
				continue;   /* a few pairs off the grids are enough */
			bool want = false;
			if (on_grids && s->card[a].who == s->card[b].who) {
				int sa[2], sb[2];
				int na = settlements_of(s, a, sa), nb = settlements_of(s, b, sb);
				for (int i = 0; i < na; i++)
					for (int j = 0; j < nb; j++)
						want |= sa[i] == sb[j];
			}
			const int32_t args[EFFECT_ARGS_MAX] = { a, b, PRIN_REL_SAME_CITY, 0 };
			assert_int_equal(prin_effect_host.query(&h, EFFECT_Q_RELATION, args), want);
		}
}

/* A stock act that would leave a region's stock as it is (an empty one
 * losing, a full one gaining, the stock it holds set again) does nothing
 * and says so: the match is left byte for byte as it was, and no question
 * of immunity is needed to tell. */
static void check_still_stock(const struct prin_state *s)
{
	static struct prin_state copy;
	for (int card = 0; card < s->instance_count; card++) {
		if (s->card[card].zone != Z_PRINCIPALITY || !prin_is_region(s, card))
			continue;
		int stock = s->card[card].stock;
		int32_t add = stock == 0 ? -1 : stock == PRIN_STOCK_MAX ? 1 : 0;
		const int32_t added[EFFECT_ARGS_MAX] = { card, add, 0, 0 };
		const int32_t same[EFFECT_ARGS_MAX] = { card, stock, 0, 0 };
		struct prin_host h;
		copy = *s;
		prin_host_init(&h, &copy, false);
		if (add != 0)
			assert_int_equal(prin_effect_host.act(&h, EFFECT_A_ADD_STOCK, added), 0);
		assert_int_equal(prin_effect_host.act(&h, EFFECT_A_SET_STOCK, same), 0);
		assert_memory_equal(&copy, s, sizeof copy);
	}
}

/* The stock acts of a near loop made in one call (stock_acts) leave the
 * match and answer as the same acts made one by one through act, for
 * each player's regions and a card of the other grid among them: adding,
 * taking and setting stock, by a host that may act and one that may not. */
static void check_stock_acts(const struct prin_state *s)
{
	static struct prin_state one_by_one, at_once;
	const struct effect_host *host = &prin_effect_host;
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *pl = &s->ix.player[p];
		int32_t cards[PRIN_MAX_INDEXED + 1], done[PRIN_MAX_INDEXED + 1];
		int n = 0;
		for (int i = 0; i < pl->region_count && i < PRIN_MAX_INDEXED; i++)
			cards[n++] = pl->region[i];
		if (s->ix.player[1 - p].placed_count > 0)
			cards[n++] = s->ix.player[1 - p].placed[0];
		static const struct {
			enum effect_act what;
			int32_t value;
		} acts[] = { { EFFECT_A_ADD_STOCK, 1 }, { EFFECT_A_ADD_STOCK, -1 },
		             { EFFECT_A_SET_STOCK, 2 } };
		for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++)
			for (int read_only = 0; read_only < 2; read_only++) {
				struct prin_host each, all;
				one_by_one = *s;
				at_once = *s;
				prin_host_init(&each, &one_by_one, read_only);
				prin_host_init(&all, &at_once, read_only);
				assert_int_equal(host->stock_acts(&all, acts[k].what, cards, n, acts[k].value, done),
				                 n);
				for (int i = 0; i < n; i++) {
					const int32_t args[EFFECT_ARGS_MAX] = { cards[i], acts[k].value, 0, 0 };
					/* a region of the other side immune to the running card keeps its stock */
					struct prin_host probe;
					prin_host_init(&probe, &one_by_one, true);
					int job = one_by_one.current_job.card;
					bool kept = prin_owner(&one_by_one, job) != one_by_one.card[cards[i]].who &&
					            prin_immune(&probe, cards[i], job, -1);
					int was = one_by_one.card[cards[i]].stock;
					assert_int_equal(host->act(&each, acts[k].what, args), done[i]);
					if (kept)
						assert_int_equal(one_by_one.card[cards[i]].stock, was);
				}
				assert_memory_equal(&at_once, &one_by_one, sizeof at_once);
				assert_int_equal(all.read_beyond_grid, each.read_beyond_grid || n == 0);
			}
	}
}

/* Of the kept supply, the cards that read_hand finds in reach of a purse
 * that tells by word (kept_supply_reach, which builds() then walks) are
 * those built that prin_might_afford allows, for either player. */
static void check_supply_reach(const struct prin_state *s)
{
	if (s->ix.supply_count == PRIN_SUPPLY_UNKEPT)
		return;
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct purse purse;
		open_purse(s, p, &purse);
		if (!by_word(&purse))
			continue;
		uint32_t want = 0;
		for (int i = 0; i < s->ix.supply_count; i++) {
			int def = s->ix.supply_def[i];
			if ((s->cards->facts[def] & PRIN_FACT_BUILT) && prin_might_afford(s, p, def))
				want |= 1u << i;
		}
		assert_int_equal(kept_supply_reach(s, &purse), want);
	}
}

/* The plays that the action phase's listing drops by a kept answer
 * (refusals_of, which reads no card's row) are those of cards not timed
 * by a phase, with a (playable ...) clause, whose kept answer is no: as
 * plays() would ask of each, for either player's hand index. */
static void check_refusals(const struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *pl = &s->ix.player[p];
		if (pl->hand_size > PRIN_HAND_INDEXED)
			continue;
		uint64_t on_play = 0, want = 0;
		for (unsigned first = pl->hand_first; first; first &= first - 1) {
			int at = __builtin_ctz(first), card = pl->hand[at];
			const struct prin_def *d = &s->cards->def[s->card[card].def];
			if (!(s->cards->facts[s->card[card].def] & PRIN_FACT_ON_PLAY))
				continue;
			on_play |= 1ull << at;
			if (d->play_phase < 0 && d->playable && kept_playable(pl, card) == 0)
				want |= 1ull << at;
		}
		assert_true(refusals_of(pl, pl->hand, on_play) == want);
	}
}

/* While a new settlement's regions are placed, prin_settlement_plays
 * (the question advance() asks before it places them for the player)
 * answers whether the listing holds a play. */
static void check_settlement_plays(const struct prin_state *s, const struct action *list, size_t n)
{
	if (s->phase != PH_REGION || s->winner >= 0 || prin_pending(s) || prin_discard_interrupt(s) >= 0)
		return;
	bool any = false;
	for (size_t i = 0; i < n; i++)
		any |= list[i].kind == A_PLAY;
	assert_int_equal(prin_settlement_plays(s), any);
}

static void play(uint64_t seed, const char *theme, const char *option, const char *value)
{
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, seed);
	if (theme)
		setup.sets[setup.set_count++] = carddb_set_by_key(db, theme);
	if (option) {
		setup.options[0].key = option;
		setup.options[0].value = value;
		setup.option_count = 1;
	}
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	struct rng chooser;
	rng_seed(&chooser, seed * 7919);
	static struct action list[GAME_MAX_ACTIONS];
	while (r->current(s) >= 0 && r->turn(s) <= TURN_CAP) {
		size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
		assert_true(n > 0);
		if (s->phase == PH_ACTION && !prin_pending(s) && prin_discard_interrupt(s) < 0) {
			check_builds(s, list, n);
			check_offers(s, list, n);
			check_trades(s, list, n);
			check_demolitions(s, list, n);
		}
		check_stack_order(s, list, n);
		check_supply_reach(s);
		check_refusals(s);
		check_answers(s, list, n);
		check_near(s);
		if (r->turn(s) % 4 == 0)
			check_immune(s);   /* often enough, and not too slow */
		check_still_stock(s);
		if (r->turn(s) % 4 == 1)
			check_stock_acts(s);
		if (r->turn(s) % 8 == 3)
			check_same_city(s);
		check_settlement_plays(s, list, n);
		check_is_legal(s, list, n);
		check_cut_short(s, list, n);
		/* mostly not an offer, so that matches move on */
		struct action a = list[rng_below(&chooser, n)];
		if (a.kind == A_OFFER)
			a = list[rng_below(&chooser, n)];
		assert_int_equal(r->apply(s, &a), 0);
	}
	free(s);
}

/* The table's summary of each def's immune clauses answers as
 * effect_may_be_immune does for every threat: a face, a card, or both. */
static void test_immunity_summary(void **state)
{
	(void)state;
	const struct principality_cards *t = tables;
	for (int def = 0; def < t->def_count; def++) {
		const struct effect_program *program = db->cards[t->def[def].db_index].program;
		for (int face = -1; face < PRIN_IMMUNE_FACES; face++) {
			bool by_face = face >= 0 && ((t->immune_faces[def] >> face) & 1);
			assert_int_equal(by_face, effect_may_be_immune(program, false, EFFECT_NONE, face));
			for (int threat = 0; threat < t->def_count; threat++) {
				bool by_card = (t->immune_threats[def][threat / 64] >> (threat % 64)) & 1;
				assert_int_equal(by_face || by_card,
				                 effect_may_be_immune(program, true, t->def[threat].db_index, face));
			}
		}
	}
	/* a threat card's bit of the union is set when some def's clauses
	 * may hold against it, and only then (prin_immune's first answer) */
	for (int threat = 0; threat < t->def_count; threat++) {
		bool some = false;
		for (int def = 0; def < t->def_count; def++)
			some |= effect_may_be_immune(db->cards[t->def[def].db_index].program, true,
			                             t->def[threat].db_index, -1);
		assert_int_equal(some, (t->immune_threatened[threat / 64] >> (threat % 64)) & 1);
	}
}

/* The table's compact facts of each def say what its row says: built
 * (neither an action, an event nor a region), with an (on play) handler,
 * and priced (built, with a cost that fits a word), its compact cost word
 * the row's when priced, else PRIN_COST_WORD_UNPAID; played in the action
 * phase and before the roll as far as its play phase (and before the
 * roll, whether it asks the phase) tells; and whether its prerequisites
 * are all expansions. */
static void test_facts(void **state)
{
	(void)state;
	const struct principality_cards *t = tables;
	const struct prin_state in_action = { .phase = PH_ACTION };
	const struct prin_state before_roll = { .phase = PH_BEFORE_ROLL };
	for (int def = 0; def < t->def_count; def++) {
		const struct prin_def *d = &t->def[def];
		bool built = d->kind != KIND_ACTION && d->kind != KIND_EVENT && d->kind != KIND_REGION;
		bool on_play = d->kind == KIND_ACTION && (d->handlers & (1u << EFFECT_ON_PLAY));
		assert_int_equal(built, (t->facts[def] & PRIN_FACT_BUILT) != 0);
		assert_int_equal(on_play, (t->facts[def] & PRIN_FACT_ON_PLAY) != 0);
		assert_int_equal(built && d->cost_word != PRIN_COST_WORD_NONE,
		                 (t->facts[def] & PRIN_FACT_PRICED) != 0);
		assert_int_equal(on_play && (d->play_phase < 0 ||
		                             prin_in_effect_phase(&in_action, d->play_phase)),
		                 (t->facts[def] & PRIN_FACT_ACTION_PLAY) != 0);
		assert_int_equal(on_play && (d->play_phase >= 0 ?
		                             prin_in_effect_phase(&before_roll, d->play_phase) :
		                             !d->phaseless),
		                 (t->facts[def] & PRIN_FACT_ROLL_PLAY) != 0);
		assert_int_equal(t->cost_word[def], (t->facts[def] & PRIN_FACT_PRICED) ?
		                                    d->cost_word : PRIN_COST_WORD_UNPAID);
		bool expansions = true;
		for (int other = 0; other < t->def_count; other++)
			if ((t->prereq_defs[def][other / 64] >> (other % 64)) & 1)
				expansions = expansions && t->def[other].kind != KIND_CENTER &&
				             t->def[other].kind != KIND_REGION;
		assert_int_equal(expansions, d->prereq_expansions);
	}
}

/* The table's ways to pay a search of two (search_ways) for each state of
 * a player's resources, none, once or twice of each: every pair of
 * resources he has, a resource twice only where he has it twice, in
 * ascending order of the first resource and then the second. */
static void test_search_ways(void **state)
{
	(void)state;
	const struct principality_cards *t = tables;
	int nr = t->resource_count, states = 1;
	for (int r = 0; r < nr; r++)
		states *= 3;
	for (int code = 0; code < states; code++) {
		int digit[PRIN_MAX_RESOURCES] = { 0 };
		unsigned once = 0, twice = 0;
		for (int r = 0, rest = code; r < nr; r++, rest /= 3) {
			digit[r] = rest % 3;
			once |= (digit[r] >= 1 ? 1u : 0u) << r;
			twice |= (digit[r] == 2 ? 1u : 0u) << r;
		}
		uint32_t at = t->search_ways[t->offer_state[once] + t->offer_state[twice]];
		const uint32_t *way = t->search_pairs + (at >> PRIN_WAYS_SHIFT);
		uint32_t n = at & ((1u << PRIN_WAYS_SHIFT) - 1), k = 0;
		for (int r0 = 0; r0 < nr; r0++)
			for (int r1 = r0; r1 < nr; r1++) {
				if (digit[r0] < (r1 == r0 ? 2 : 1) || digit[r1] < 1)
					continue;
				assert_true(k < n);
				assert_int_equal(way[k], (uint32_t)r0 | (uint32_t)r1 << 16);
				k++;
			}
		assert_int_equal(k, n);
	}
}

/* The bytes the listing of offers moves of each block whatever it holds
 * in a state of tier (struct principality_cards, offer_tier): of a single given when
 * pair is false, of a side of two given when it is true. */
static uint32_t tier_reach(uint32_t tier, bool pair)
{
	if (tier == PRIN_OFFER_TINY)
		return pair ? PRIN_OFFER_TINY_HALVES * PRIN_OFFER_HALF : PRIN_OFFER_TINY_MOVES * PRIN_OFFER_MOVE;
	if (tier == PRIN_OFFER_SHORT)
		return pair ? PRIN_OFFER_SHORT_HALVES * PRIN_OFFER_HALF : PRIN_OFFER_SHORT_MOVES * PRIN_OFFER_MOVE;
	if (tier == PRIN_OFFER_MID)
		return pair ? PRIN_OFFER_MID_HALVES * PRIN_OFFER_HALF : PRIN_OFFER_MID_MOVES * PRIN_OFFER_MOVE;
	return UINT32_MAX;
}

/* A state's tier bounds every block the listing moves in it (the moves
 * stop at the tier's reach): each single's block of the state's row, and
 * each side of two's block of the row of the resources that fit once. */
static void test_offer_tiers(void **state)
{
	(void)state;
	const struct principality_cards *t = tables;
	int nr = t->resource_count, doubles = t->side_count - nr;
	for (unsigned once = 0; once < 1u << nr; once++)
		for (unsigned twice = once;; twice = (twice - 1) & once) {
			int row = t->offer_state[once] + t->offer_state[twice];
			uint32_t tier = t->offer_tier[row];
			for (int g = 0; g < nr; g++)
				assert_true(t->offer_single_bytes[row * nr + g] <= tier_reach(tier, false));
			for (int g = 0; g < doubles; g++)
				assert_true(t->offer_double_bytes[once * (unsigned)doubles + (unsigned)g] <=
				            tier_reach(tier, true));
			if (!twice)
				break;
		}
}

/* A random word of eight tallies, mostly small, some at or above 128. */
static uint64_t random_tallies(struct rng *rng)
{
	uint64_t word = 0;
	for (int r = 0; r < 8; r++) {
		unsigned byte = rng_below(rng, 8) == 0 ? rng_below(rng, 256) : rng_below(rng, 4);
		word |= (uint64_t)byte << (8 * r);
	}
	return word;
}

static unsigned tally_of(uint64_t word, int r)
{
	return (unsigned)(word >> (8 * r)) & 0xff;
}

/* prin_trade_masks and prin_fits_word (deals.h) of whichever twin this
 * build holds, against the rules byte by byte: a resource is given at
 * the rate when his stock holds some and at least the rate, taken where
 * he has room; given to the other once where the giver holds one and the
 * taker has room for one, twice where both are 2 or more. */
static void test_deals(void **state)
{
	(void)state;
	struct rng rng;
	rng_seed(&rng, 7);
	for (int i = 0; i < 20000; i++) {
		struct deal_words w = { random_tallies(&rng), random_tallies(&rng), random_tallies(&rng),
		                        random_tallies(&rng), random_tallies(&rng) };
		int nr = 1 + (int)rng_below(&rng, 8);
		unsigned all = (1u << nr) - 1;
		unsigned gives = 0, room_for = 0, fit[4] = { 0 };
		for (int r = 0; r < nr; r++) {
			unsigned have = tally_of(w.have, r), rate = tally_of(w.rates, r);
			gives |= (unsigned)(have > 0 && have >= rate) << r;
			room_for |= (unsigned)(tally_of(w.room, r) > 0) << r;
			unsigned takes = tally_of(w.opp_have, r) < tally_of(w.room, r) ?
			                 tally_of(w.opp_have, r) : tally_of(w.room, r);
			unsigned giving = have < tally_of(w.opp_room, r) ? have : tally_of(w.opp_room, r);
			fit[0] |= (unsigned)(takes >= 1) << r;
			fit[1] |= (unsigned)(giving >= 1) << r;
			fit[2] |= (unsigned)(takes >= 2) << r;
			fit[3] |= (unsigned)(giving >= 2) << r;
		}
		struct trade_masks masks = prin_trade_masks(&w, nr, all);
		assert_int_equal(masks.gives, gives);
		assert_int_equal(masks.room_for, room_for);
		assert_int_equal(prin_fits_word(&w, all),
		                 fit[0] | fit[1] << 8 | fit[2] << 16 | fit[3] << 24);
	}
}

/* column_count counts the bits of a column mask, whichever they are. */
static void test_column_count(void **state)
{
	(void)state;
	struct rng rng;
	rng_seed(&rng, 5);
	assert_int_equal(column_count(0), 0);
	assert_int_equal(column_count(UINT32_MAX), 32);
	for (int i = 0; i < 1000; i++) {
		uint32_t cols = (uint32_t)rng_below(&rng, UINT32_MAX) ^ (uint32_t)rng_below(&rng, 2) << 31;
		int want = 0;
		for (uint32_t c = cols; c; c &= c - 1)
			want++;
		assert_int_equal(column_count(cols), want);
	}
}

/* pays_word, short_of and shift_in_short against a byte by byte
 * comparison, for random tallies and costs below 128 each; and no such
 * tallies pay the word of a card not priced (PRIN_COST_WORD_UNPAID). */
static void test_pays_word(void **state)
{
	(void)state;
	struct rng rng;
	rng_seed(&rng, 7);
	for (int i = 0; i < 2000; i++) {
		uint64_t have = 0, cost = 0;
		bool covered = true;
		for (int b = 0; b < 8; b++) {
			uint64_t h = rng_below(&rng, 128), c = rng_below(&rng, i % 2 ? 128 : 4);
			have |= h << (8 * b);
			cost |= c << (8 * b);
			covered = covered && h >= c;
		}
		struct purse purse = { .player = 0, .in_word = true, .have = have };
		assert_int_equal(pays_word(&purse, cost), covered);
		assert_int_equal(short_of(have | 0x8080808080808080ull, cost), !covered);
		assert_int_equal(pays_word(&purse, PRIN_COST_WORD_UNPAID), 0);
		assert_int_equal(short_of(have | 0x8080808080808080ull, PRIN_COST_WORD_UNPAID), 1);
		uint64_t bits = rng_below(&rng, UINT64_MAX) >> 1;
		assert_true(shift_in_short(bits, have | 0x8080808080808080ull, cost) ==
		            (bits << 1 | !covered));
		assert_true(shift_in_short(bits, have | 0x8080808080808080ull, PRIN_COST_WORD_UNPAID) ==
		            (bits << 1 | 1));
	}
}

/* refusals_of against kept_playable's answer for each card to play, for
 * random kept answers (cards repeated among them too) and hands. */
static void test_refusals_of(void **state)
{
	(void)state;
	struct rng rng;
	rng_seed(&rng, 11);
	for (int i = 0; i < 5000; i++) {
		struct prin_player_index pl = { 0 };
		uint8_t card[64];
		for (int k = 0; k < PRIN_PLAYABLE_KEPT; k++)
			pl.playable_card[k] = (uint8_t)rng_below(&rng, 8);
		pl.playable_known = (uint8_t)rng_below(&rng, 256);
		pl.playable_yes = (uint8_t)rng_below(&rng, 256);
		for (int k = 0; k < 64; k++)
			card[k] = (uint8_t)rng_below(&rng, i % 2 ? 8 : 256);
		uint64_t on_play = rng_below(&rng, UINT64_MAX) ^ rng_below(&rng, 2) << 63, want = 0;
		for (int k = 0; k < 64; k++)
			if (((on_play >> k) & 1) && kept_playable(&pl, card[k]) == 0)
				want |= 1ull << k;
		unsigned known = pl.playable_known & ((1u << PRIN_PLAYABLE_KEPT) - 1);
		if (!(known & ~pl.playable_yes))
			assert_true(want == 0);
		assert_true(refusals_of(&pl, card, on_play) == want);
	}
}

static void test_base(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= MATCHES; seed++)
		play(seed, NULL, NULL, NULL);
}

static void test_themes(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= MATCHES / 2; seed++) {
		play(seed, "science", NULL, NULL);
		play(seed, "knights", NULL, NULL);
	}
}

static void test_options(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= MATCHES / 2; seed++) {
		play(seed, NULL, "DEMOLISH", "1");
		play(seed, NULL, "ACTION_GATE", "sum-7");
	}
}

/* The hand index (struct prin_player_index hand) through a hand that outgrows
 * it and shrinks again: cards taken on top and under, and given back from
 * the top, the bottom and the middle; check() compares the index with the
 * hand after every move. */
static void test_hand_index(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 5);
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	struct strbuf why = STRBUF_INIT;
	int n = 0;
	for (int c = 0; c < s->instance_count && n < PRIN_HAND_INDEXED + 6; c++)
		if (s->card[c].zone == Z_STACK) {
			prin_move(s, c, Z_HAND, 0, n % 3 == 1);
			n++;
			if (prin_check(s, &why) != 0)
				fail_msg("taking card %d: %s", n, strbuf_str(&why));
		}
	assert_int_equal(n, PRIN_HAND_INDEXED + 6);
	for (int left = n; left > 0; left--) {
		int list[PRIN_MAX_INSTANCES];
		int held = prin_list(s, Z_HAND, 0, list, PRIN_MAX_INSTANCES);
		int pick = left % 3 == 0 ? 0 : left % 3 == 1 ? held - 1 : held / 2;
		prin_move(s, list[pick], Z_STACK, 0, true);
		if (prin_check(s, &why) != 0)
			fail_msg("giving back with %d left: %s", left, strbuf_str(&why));
	}
	assert_int_equal(prin_hand_count(s, 0), 0);
	strbuf_free(&why);
	free(s);
}

/* Builds and plays from a hand that outgrew its index (struct prin_player_index
 * hand), which legal() then reads from the hand zone, with every region
 * of the player full: more cards are in reach of his purse than a match
 * shows, and each is listed exactly as prin_can_build allows. */
static void test_big_hand(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct strbuf why = STRBUF_INIT;
	static struct action list[GAME_MAX_ACTIONS];
	for (uint64_t seed = 1; seed <= 4; seed++) {
		struct match_setup setup;
		game_fixture_setup(&setup, 2, seed);
		struct prin_state *s = game_fixture_start(r, db, tables, &setup);
		assert_non_null(s);
		struct rng chooser;
		rng_seed(&chooser, seed);
		while (r->current(s) >= 0 &&
		       (s->phase != PH_ACTION || prin_pending(s) || prin_discard_interrupt(s) >= 0)) {
			size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
			assert_int_equal(r->apply(s, &list[rng_below(&chooser, n)]), 0);
		}
		assert_int_equal(s->phase, PH_ACTION);
		int p = s->active;
		for (int c = 0; c < s->instance_count && prin_hand_count(s, p) <= PRIN_HAND_INDEXED + 2; c++)
			if (s->card[c].zone == Z_STACK)
				prin_move(s, c, Z_HAND, p, c % 2 == 0);
		for (int c = 0; c < s->instance_count; c++)
			if (s->card[c].zone == Z_PRINCIPALITY && s->card[c].who == p &&
			    s->cards->def[s->card[c].def].kind == KIND_REGION)
				prin_set_stock(s, c, PRIN_STOCK_MAX);
		if (prin_check(s, &why) != 0)
			fail_msg("seed %d: %s", (int)seed, strbuf_str(&why));
		size_t n = r->legal(s, list, GAME_MAX_ACTIONS);
		check_builds(s, list, n);
		check_offers(s, list, n);
		check_trades(s, list, n);
		check_is_legal(s, list, n);
		check_cut_short(s, list, n);
		free(s);
	}
	strbuf_free(&why);
}

/* A stack's top, found from its own cards (struct prin_state stack_bit),
 * and its bound (stack_hi), through cards searched out of its middle,
 * which leave a gap, cards put on it and under it, and draws from the top
 * until it is empty: prin_top names the first card prin_list does, and
 * check() compares the stack bits and the bound with the cards after
 * every move. */
static void test_stack_ends(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 11);
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	struct strbuf why = STRBUF_INIT;
	int list[PRIN_MAX_INSTANCES];
	int held = prin_list(s, Z_STACK, 0, list, PRIN_MAX_INSTANCES);
	assert_true(held >= 6);
	/* the second card out of the middle, then the top: bounds now */
	prin_move(s, list[1], Z_HAND, 0, false);
	prin_move(s, list[0], Z_HAND, 0, false);
	assert_int_equal(prin_top(s, Z_STACK, 0), list[2]);
	if (prin_check(s, &why) != 0)
		fail_msg("after the search: %s", strbuf_str(&why));
	/* a hand card on top and another under, then draws to the end */
	for (int step = 0; prin_count(s, Z_STACK, 0) > 0; step++) {
		if (step < 2)
			prin_move(s, prin_top(s, Z_HAND, 0), Z_STACK, 0, step == 0);
		held = prin_list(s, Z_STACK, 0, list, PRIN_MAX_INSTANCES);
		assert_int_equal(prin_top(s, Z_STACK, 0), list[0]);
		prin_move(s, list[0], Z_HAND, 1, false);
		if (prin_check(s, &why) != 0)
			fail_msg("drawing with %d left: %s", held - 1, strbuf_str(&why));
	}
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		assert_true(prin_stack_word(s, 0, w) == 0);
	assert_int_equal(prin_top(s, Z_STACK, 0), -1);
	strbuf_free(&why);
	free(s);
}

/* The takes of a searched stack, listed from the bits of its cards at
 * their orders while they lie within a word below its bound (stack_hi),
 * and by the general sort when they do not: in the order of the top
 * copies either way, as the orders spread past a word. Each step takes
 * the stack's second card and puts it back on top, one less than the
 * top's order, leaving a gap where it lay. */
static void test_takes_wide_bounds(void **state)
{
	(void)state;
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 23);
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	struct strbuf why = STRBUF_INIT;
	static struct action list[GAME_MAX_ACTIONS];
	int cards[PRIN_MAX_INSTANCES];
	int held = prin_list(s, Z_STACK, 0, cards, PRIN_MAX_INSTANCES);
	assert_true(held >= 4);
	int p = s->active;
	prin_move(s, cards[1], Z_HAND, p, false);   /* a gap */
	bool wide = false;
	for (int step = 0; step < 80; step++) {
		held = prin_list(s, Z_STACK, 0, cards, PRIN_MAX_INSTANCES);
		prin_move(s, cards[1], Z_HAND, p, false);
		prin_move(s, cards[1], Z_STACK, 0, true);
		if (prin_check(s, &why) != 0)
			fail_msg("step %d: %s", step, strbuf_str(&why));
		s->phase = PH_SEARCH;
		s->search_stack = 0;
		size_t n = prin_legal(s, list, GAME_MAX_ACTIONS);
		check_stack_order(s, list, n);
		held = prin_list(s, Z_STACK, 0, cards, PRIN_MAX_INSTANCES);
		wide |= s->ix.stack_hi[0] - s->card[cards[0]].order >= 64;
	}
	assert_true(wide);
	strbuf_free(&why);
	free(s);
}

/* The takes of each stack after one of the last instances is put on it,
 * wherever it lay: the listing reads the stack's cards from its bits a
 * word of 64 instances at a time, and the last ones (in the last word,
 * past a multiple of 8 with a theme set) must count. */
static void check_last_instances(const char *theme)
{
	const struct game_rules *r = &principality_rules;
	struct match_setup setup;
	game_fixture_setup(&setup, 2, 5);
	if (theme)
		setup.sets[setup.set_count++] = carddb_set_by_key(db, theme);
	struct prin_state *s = game_fixture_start(r, db, tables, &setup);
	assert_non_null(s);
	struct strbuf why = STRBUF_INIT;
	static struct action list[GAME_MAX_ACTIONS];
	for (int i = 1; i <= 8; i++) {
		int card = s->instance_count - i, st = i % s->stack_count;
		prin_move(s, card, Z_STACK, st, i % 2 == 0);
		if (prin_check(s, &why) != 0)
			fail_msg("card %d on stack %d: %s", card, st, strbuf_str(&why));
		s->phase = PH_SEARCH;
		s->search_stack = (int8_t)st;
		size_t n = prin_legal(s, list, GAME_MAX_ACTIONS);
		check_stack_order(s, list, n);
		struct action take = make(A_TAKE, s->card[card].def, 0, 0, 0, 0);
		assert_true(listed(list, n, &take));
	}
	strbuf_free(&why);
	free(s);
}

static void test_takes_last_instance(void **state)
{
	(void)state;
	check_last_instances(NULL);
	check_last_instances("science");
	check_last_instances("knights");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stack_ends),
		cmocka_unit_test(test_takes_wide_bounds),
		cmocka_unit_test(test_takes_last_instance),
		cmocka_unit_test(test_hand_index),
		cmocka_unit_test(test_big_hand),
		cmocka_unit_test(test_immunity_summary),
		cmocka_unit_test(test_facts),
		cmocka_unit_test(test_search_ways),
		cmocka_unit_test(test_offer_tiers),
		cmocka_unit_test(test_column_count),
		cmocka_unit_test(test_deals),
		cmocka_unit_test(test_pays_word),
		cmocka_unit_test(test_refusals_of),
		cmocka_unit_test(test_base),
		cmocka_unit_test(test_themes),
		cmocka_unit_test(test_options),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
