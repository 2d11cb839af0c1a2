/*
 * The turn engine (turn.c) is the one authority on what happens next: the
 * same situation reached by different paths continues identically.
 *
 * Random matches are played (of the base game, and of each theme set with
 * it), and at many states of an action phase the
 * end of the turn is reached five ways:
 *   - a plain end;
 *   - an offer refused, then the end (§9: the offer changes nothing);
 *   - a trade with the supply, then the end, against the same trade made
 *     on the cards alone (prin_trade) and then the end;
 *   - the end with one card more in hand, which the hand limit sends under
 *     the stack it came from (§8: "Hat ein Spieler mehr Karten auf der
 *     Hand, muss er die überzähligen Karten unter die Stapel legen"),
 *     against the plain end;
 *   - at the exchange, the exchange and its draw, against the same two
 *     moves made on the cards alone and the exchange passed.
 * Each pair then plays on with the same random choices, through the rest
 * of the turn and the opponent's next one, and must agree at every step
 * (who acts, the phase, every legal action) and at the end byte for byte.
 * Before the turn engine was one, the actions of the first three paths
 * went round it by routes of their own.
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
#include "games/principality/internal.h"
#include "games/principality/principality.h"
#include "game-fixture.h"

#define MATCHES 60
#define MATCH_ACTIONS 4000
/* One state in SAMPLE of the action phase's is taken apart five ways. */
#define SAMPLE 4
/* Actions each pair plays on after the paths meet, at most. */
#define ONWARDS 400
/* Each path must be compared at least so often for the test to say anything. */
#define AT_LEAST 40

GAME_FIXTURE_GROUP(&principality_rules)

enum path { PATH_OFFER, PATH_TRADE, PATH_DISCARD, PATH_EXCHANGE, PATH_COUNT };
static const char *const path_name[PATH_COUNT] = { "offer", "trade", "discard", "exchange" };

struct run {
	uint64_t seed;
	long compared[PATH_COUNT];
};

/* The sets of the matches: the base game, and each theme with it. */
static const char *const themes[] = { NULL, "science", "knights" };

static struct prin_state *new_match(uint64_t seed, const char *theme)
{
	struct match_setup setup;
	game_fixture_setup(&setup, 2, seed);
	if (theme) {
		setup.sets[0] = carddb_set_by_key(db, theme);
		assert_true(setup.sets[0] >= 0);
		setup.set_count = 1;
	}
	struct prin_state *s = game_fixture_start(&principality_rules, db, tables, &setup);
	if (!s)
		fail_msg("seed %llu: the game refused the set-up", (unsigned long long)seed);
	return s;
}

static size_t list(const struct prin_state *s, struct action *out)
{
	return principality_rules.legal(s, out, GAME_MAX_ACTIONS);
}

static void apply(struct prin_state *s, const struct action *a, const struct run *run)
{
	if (principality_rules.apply(s, a) != 0)
		fail_msg("seed %llu: action of kind %d refused", (unsigned long long)run->seed, a->kind);
}

static void apply_kind(struct prin_state *s, int kind, const struct run *run)
{
	struct action a = { (uint16_t)kind, { 0, 0, 0, 0, 0 } };
	apply(s, &a, run);
}

/* The first listed action of kind, into *a; false when none is listed. */
static bool first_of_kind(const struct prin_state *s, int kind, struct action *a)
{
	struct action acts[GAME_MAX_ACTIONS];
	size_t n = list(s, acts);
	for (size_t i = 0; i < n; i++)
		if (acts[i].kind == kind) {
			*a = acts[i];
			return true;
		}
	return false;
}

/* A random action, its kind first (as the random player picks), so that
 * the offers do not drown the other kinds. */
static struct action random_action(const struct prin_state *s, struct rng *rng)
{
	struct action acts[GAME_MAX_ACTIONS];
	size_t n = list(s, acts);
	assert_true(n > 0);
	int kinds[A_COUNT], kind_count = 0;
	for (size_t i = 0; i < n; i++) {
		bool seen = false;
		for (int k = 0; k < kind_count; k++)
			seen |= kinds[k] == acts[i].kind;
		if (!seen)
			kinds[kind_count++] = acts[i].kind;
	}
	int kind = kinds[rng_below(rng, (uint64_t)kind_count)];
	size_t of_kind = 0;
	for (size_t i = 0; i < n; i++)
		of_kind += acts[i].kind == kind;
	size_t pick = rng_below(rng, of_kind);
	for (size_t i = 0; i < n; i++)
		if (acts[i].kind == kind && pick-- == 0)
			return acts[i];
	return acts[0];
}

/* Whether two matches are the same byte for byte, but for what numbers
 * the same order of a stack's cards (card[].order, stack_hi: a card put
 * under a stack is numbered one past the stack's bound, however it got
 * there) and the places of the hand index past the hand. */
static bool same_match(const struct prin_state *a, const struct prin_state *b)
{
	struct prin_state x = *a, y = *b;
	for (int st = 0; st < x.stack_count; st++) {
		int cx[PRIN_MAX_INSTANCES], cy[PRIN_MAX_INSTANCES];
		int nx = prin_list(&x, Z_STACK, st, cx, PRIN_MAX_INSTANCES);
		int ny = prin_list(&y, Z_STACK, st, cy, PRIN_MAX_INSTANCES);
		if (nx != ny || memcmp(cx, cy, (size_t)nx * sizeof *cx) != 0)
			return false;
		for (int i = 0; i < nx; i++)
			y.card[cy[i]].order = x.card[cx[i]].order;
	}
	memcpy(y.ix.stack_hi, x.ix.stack_hi, sizeof x.ix.stack_hi);
	for (int p = 0; p < PRIN_PLAYERS; p++)
		for (int i = 0; i < PRIN_HAND_INDEXED; i++)
			if (i >= x.ix.player[p].hand_size) {
				x.ix.player[p].hand[i] = 0;
				y.ix.player[p].hand[i] = 0;
			}
	return memcmp(&x, &y, sizeof x) == 0;
}

/* Plays a and b on with the same random choices until the turn after the
 * next has begun, and asks that they agree all the way. */
static void continue_identically(struct prin_state *a, struct prin_state *b, enum path path,
                                 struct run *run)
{
	struct rng rng;
	rng_seed(&rng, run->seed * 7919 + (uint64_t)path);
	int until = a->turn + 2;
	for (int step = 0; step < ONWARDS && a->winner < 0 && a->turn < until; step++) {
		if (a->to_act != b->to_act || a->phase != b->phase || a->turn != b->turn)
			fail_msg("seed %llu, path %s, step %d: player %d in phase %s, against %d in %s",
			         (unsigned long long)run->seed, path_name[path], step, a->to_act,
			         prin_phase_name(a->phase), b->to_act, prin_phase_name(b->phase));
		struct action la[GAME_MAX_ACTIONS], lb[GAME_MAX_ACTIONS];
		size_t na = list(a, la), nb = list(b, lb);
		if (na != nb || memcmp(la, lb, na * sizeof *la) != 0)
			fail_msg("seed %llu, path %s, step %d: %zu actions listed against %zu",
			         (unsigned long long)run->seed, path_name[path], step, na, nb);
		struct action next = random_action(a, &rng);
		apply(a, &next, run);
		apply(b, &next, run);
	}
	if (!same_match(a, b))
		fail_msg("seed %llu, path %s: the matches differ after the paths met",
		         (unsigned long long)run->seed, path_name[path]);
	run->compared[path]++;
}

/* An offer refused, then the end, against the plain end. */
static void offer_path(const struct prin_state *s, struct run *run)
{
	struct action offer;
	if (!first_of_kind(s, A_OFFER, &offer))
		return;
	struct prin_state plain = *s, offered = *s;
	apply_kind(&plain, A_END, run);
	apply(&offered, &offer, run);
	apply_kind(&offered, A_DECLINE, run);
	apply_kind(&offered, A_END, run);
	/* the traces of the offer: the count of this turn's offers, and
	 * the sides of the last one, which nothing reads once it is answered */
	offered.offers_made = plain.offers_made;
	memcpy(offered.offer_give, plain.offer_give, sizeof plain.offer_give);
	memcpy(offered.offer_get, plain.offer_get, sizeof plain.offer_get);
	continue_identically(&plain, &offered, PATH_OFFER, run);
}

/* A trade with the supply, then the end, against the same trade made on
 * the cards, the turn engine asked what follows, then the end. */
static void trade_path(const struct prin_state *s, struct run *run)
{
	struct action trade;
	if (!first_of_kind(s, A_TRADE, &trade))
		return;
	struct prin_state traded = *s, by_hand = *s;
	apply(&traded, &trade, run);
	apply_kind(&traded, A_END, run);
	prin_trade(&by_hand, by_hand.active, trade.arg[0], trade.arg[2]);
	prin_refresh(&by_hand);
	prin_turn_advance(&by_hand);
	apply_kind(&by_hand, A_END, run);
	continue_identically(&traded, &by_hand, PATH_TRADE, run);
}

/* The bottom card of a stack that holds more than one, whose card has no
 * copy in p's hand, or -1; *stack is set to its stack. */
static int bottom_card(const struct prin_state *s, int p, int *stack)
{
	for (int st = 0; st < s->stack_count; st++) {
		int cards[PRIN_MAX_INSTANCES];
		int n = prin_list(s, Z_STACK, st, cards, PRIN_MAX_INSTANCES);
		if (n < 2)
			continue;
		int bottom = cards[n - 1];
		if (prin_first_of(s, s->card[bottom].def, Z_HAND, p) >= 0)
			continue;
		*stack = st;
		return bottom;
	}
	return -1;
}

/* A hand at its limit with one card more, taken from the bottom of a
 * stack: the end sends the player to discard, and he puts that card back
 * under its stack. Against the plain end of the hand at its limit. */
static void discard_path(const struct prin_state *s, struct run *run)
{
	int p = s->active, st;
	if (prin_hand_count(s, p) != prin_hand_limit(s, p))
		return;
	int card = bottom_card(s, p, &st);
	if (card < 0)
		return;
	struct prin_state plain = *s, over = *s;
	apply_kind(&plain, A_END, run);
	prin_move_stack_to_hand(&over, card, p);
	prin_refresh(&over);
	prin_turn_advance(&over);
	apply_kind(&over, A_END, run);
	assert_int_equal(over.phase, PH_DISCARD);
	struct action under = { A_UNDER, { (int16_t)s->card[card].def, (int16_t)st, 0, 0, 0 } };
	apply(&over, &under, run);
	continue_identically(&plain, &over, PATH_DISCARD, run);
}

/* At the exchange of a plain end: the exchange and its draw, against the
 * same card under the stack and the same draw made on the cards, and the
 * exchange passed. */
static void exchange_path(const struct prin_state *s, struct run *run)
{
	struct prin_state plain = *s;
	apply_kind(&plain, A_END, run);
	struct action exchange;
	if (plain.phase != PH_EXCHANGE || !first_of_kind(&plain, A_EXCHANGE, &exchange))
		return;
	struct prin_state exchanged = plain, by_hand = plain;
	int p = plain.active, st = exchange.arg[1];
	apply(&exchanged, &exchange, run);
	if (exchanged.phase != PH_EXCHANGE_DRAW)
		return;   /* the stack is empty: nothing to draw */
	struct action draw;
	assert_true(first_of_kind(&exchanged, A_DRAW, &draw));
	assert_int_equal(draw.arg[0], st);
	apply(&exchanged, &draw, run);
	prin_move_first_to_stack(&by_hand, p, exchange.arg[0], st);
	prin_move_stack_to_hand(&by_hand, prin_top(&by_hand, Z_STACK, st), p);
	apply_kind(&by_hand, A_PASS, run);
	continue_identically(&exchanged, &by_hand, PATH_EXCHANGE, run);
}

/* Whether the active player may end his action phase: nothing asks,
 * nobody must discard, no winner. */
static bool may_end(const struct prin_state *s)
{
	return s->winner < 0 && s->phase == PH_ACTION && s->to_act == s->active && !prin_pending(s) &&
	       prin_discard_interrupt(s) < 0;
}

static void test_paths_meet(void **state)
{
	(void)state;
	struct run run = { 0, { 0 } };
	for (uint64_t seed = 1; seed <= MATCHES; seed++) {
		run.seed = seed;
		struct prin_state *s = new_match(seed, themes[seed % 3]);
		struct rng rng;
		rng_seed(&rng, seed);
		for (int step = 0; step < MATCH_ACTIONS && s->winner < 0; step++) {
			if (may_end(s) && rng_below(&rng, SAMPLE) == 0) {
				offer_path(s, &run);
				trade_path(s, &run);
				discard_path(s, &run);
				exchange_path(s, &run);
			}
			struct action a = random_action(s, &rng);
			apply(s, &a, &run);
		}
		free(s);
	}
	for (int p = 0; p < PATH_COUNT; p++)
		print_message("%s: %ld\n", path_name[p], run.compared[p]);
	for (int p = 0; p < PATH_COUNT; p++)
		if (run.compared[p] < AT_LEAST)
			fail_msg("the %s path was compared %ld times, fewer than %d", path_name[p],
			         run.compared[p], AT_LEAST);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_paths_meet),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
