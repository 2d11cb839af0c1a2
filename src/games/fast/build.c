/*
 * build: phase 2, "Bauen".
 *
 * R003: "Du zahlst die Kosten von der Übersichtskarte, indem du die
 * Rohstoffe auf die Ablage legst, und nimmst dir dann die gewünschte
 * Baukarte." The costs are the card rows' card_cost; "Jedes Bauobjekt baust
 * du pro Zug höchstens einmal". A road or knight whose stack is empty is
 * taken from a fellow player: "Betroffen ist der Spieler, der in
 * Pfeilrichtung der Schicksalskarte am nächsten sitzt. Hat dieser Spieler
 * keine passende Karte, wird er übersprungen"; a player whose cards are all
 * protected ((modify protected ...) clauses: Church, City Castle) is skipped
 * too. When nobody can lose one, the build is impossible (fast.md §6.7).
 *
 * Stacked cards alternate sides: "Die erste Straße liegt mit der A-Seite,
 * die zweite mit der B-Seite, danach wechseln sich die Seiten immer ab", and
 * "Der erste Ritter liegt mit der A-Seite, danach wechseln sich B- und A-Seite
 * ab". A taken card follows the taker's alternation unless TAKEN_CARD_SIDE
 * is as-shown.
 */
#include <string.h>

#include "games/fast/internal.h"

static void pay(struct fast_state *s, int player, int db_card)
{
	const struct carddb_card *c = &s->db->cards[db_card];
	for (int r = 0; r < s->resource_count; r++)
		if (c->cost[r])
			fast_hand_to_discard(s, player, r, c->cost[r]);
}

/* The destiny card's arrows: +1 clockwise (the turn order), -1 the other way. */
static int direction(const struct fast_state *s)
{
	return s->destiny >= 0 && s->card[s->destiny].turned ? -1 : 1;
}

/* The player who loses a road or knight (kind) to the active player, or -1:
 * the first along the arrows who has one that can be taken. */
int fast_victim(const struct fast_state *s, int kind)
{
	int me = s->active;
	unsigned others = s->takeable[kind] & ~(1u << me);
	if (!others)
		return -1;
	if (direction(s) > 0) {   /* the seats after mine, then from the first */
		unsigned after = others >> (me + 1);
		return after ? me + 1 + __builtin_ctz(after) : __builtin_ctz(others);
	}
	/* the seats before mine, nearest first, then from the last */
	unsigned before = others & ((1u << me) - 1);
	return 31 - __builtin_clz(before ? before : others);
}

/* The card a road or knight build would get: the stack's top, else the
 * victim's top card; -1 if there is none. */
static int stacked_source(const struct fast_state *s, int kind)
{
	if (s->supply_count[kind])
		return s->supply[kind][s->supply_count[kind] - 1];
	int q = fast_victim(s, kind);
	if (q < 0)
		return -1;
	const struct fast_player *pl = &s->player[q];
	return kind == FK_ROAD ? pl->road[pl->road_count - 1] : pl->knight[pl->knight_count - 1];
}

void fast_place_road_or_knight(struct fast_state *s, int player, int card)
{
	struct fast_player *pl = &s->player[player];
	struct fast_card *c = &s->card[card];
	uint8_t *count = c->kind == FK_ROAD ? &pl->road_count : &pl->knight_count;
	uint8_t *stack = c->kind == FK_ROAD ? pl->road : pl->knight;
	c->turned = (uint8_t)(*count % 2);   /* 1st A, 2nd B, ... */
	c->owner = (int8_t)player;
	stack[(*count)++] = (uint8_t)card;
}

/* The city an expansion goes on, or -1. With EXPANSION_ONE_PER_CITY a city
 * without an expansion; without it, a city that already carries one (its own
 * points are gone already), else any city. */
int fast_eligible_city(const struct fast_state *s, int player)
{
	const struct fast_player *pl = &s->player[player];
	int bare = -1, covered = -1;
	for (int i = 0; i < pl->town_count; i++) {
		int id = pl->town[i];
		if (!s->card[id].turned)
			continue;
		bool has = false;
		for (int e = 0; e < pl->expansion_count; e++)
			has |= s->card[pl->expansion[e]].on == id;
		if (has && covered < 0)
			covered = id;
		if (!has && bare < 0)
			bare = id;
	}
	if (s->opt.one_per_city)
		return bare;
	return covered >= 0 ? covered : bare;
}

/* The settlement a city turns: the oldest. Nobody has seen the backs (R003:
 * "Die Rückseite ... darfst du erst anschauen, wenn du die Siedlung
 * tatsächlich zur Stadt umwandelst"), so every choice is as blind as this
 * one, and one action instead of one per settlement keeps the event hidden. */
int fast_first_settlement(const struct fast_state *s, int player)
{
	const struct fast_player *pl = &s->player[player];
	for (int i = 0; i < pl->town_count; i++)
		if (!s->card[pl->town[i]].turned && s->card[pl->town[i]].back >= 0)
			return pl->town[i];
	return -1;
}

/* The card a build (enum fast_build; an expansion: card) takes, with the db
 * row whose cost is paid for it in *cost_row, or -1 when there is none. */
int fast_build_target(const struct fast_state *s, int build, int card, int *cost_row)
{
	int me = s->active;
	switch (build) {
	case FB_ROAD:
	case FB_KNIGHT:
		card = stacked_source(s, build == FB_ROAD ? FK_ROAD : FK_KNIGHT);
		*cost_row = card >= 0 ? s->card[card].front : -1;
		return card;
	case FB_SETTLEMENT:
		if (!s->supply_count[FK_SETTLEMENT])
			return -1;
		card = s->supply[FK_SETTLEMENT][s->supply_count[FK_SETTLEMENT] - 1];
		*cost_row = s->card[card].front;
		return card;
	case FB_CITY:
		card = fast_first_settlement(s, me);
		*cost_row = card >= 0 ? s->card[card].back : -1;
		return card;
	case FB_EXPANSION:
		if (card < 0 || card >= s->card_count || s->card[card].kind != FK_EXPANSION ||
		    s->card[card].owner >= 0 || (s->player[me].designs >> s->card[card].design) & 1 ||
		    fast_eligible_city(s, me) < 0)
			return -1;
		*cost_row = s->card[card].front;
		return card;
	default:
		return -1;
	}
}

/* Whether hand holds, lane by lane, at least least: at once while the
 * counts are below 128, else lane by lane. Lanes past the game's
 * resources are 0 in both. */
static bool covers(uint64_t hand, uint64_t least)
{
	if ((hand | least) & FAST_LANE_TOPS) {
		for (int lane = 0; lane < FAST_MAX_RESOURCES; lane++, hand >>= 8, least >>= 8)
			if ((hand & 0xFF) < (least & 0xFF))
				return false;
		return true;
	}
	return fast_lanes_at_least(hand, least) == FAST_LANE_TOPS;
}

/* Whether player's hand pays db_card's cost. A cost names the game's
 * resources only, by position; the lanes past them are not looked at. */
static bool affords(const struct fast_state *s, int player, int db_card)
{
	uint64_t cost = fast_lanes(s->db->cards[db_card].cost);
	if (s->resource_count < FAST_MAX_RESOURCES)
		cost &= (UINT64_C(1) << (8 * s->resource_count)) - 1;
	return covers(fast_lanes(s->player[player].hand), cost);
}

/* With every hand count below 128: whether hand covers a least cost, 1 or
 * 0. A least cost of 128 or more in some lane (a kind without cards) is
 * simply not covered. */
static inline unsigned covers_least(uint64_t hand, const uint8_t *least_cost)
{
	uint64_t least = fast_lanes(least_cost);
	return !(least & FAST_LANE_TOPS) & (fast_lanes_at_least(hand, least) == FAST_LANE_TOPS);
}

/* A bit per enum fast_build not built yet this turn whose least cost the
 * active player's hand covers: most builds fail here, before any card is
 * looked for among the stacks and the players. */
unsigned fast_affordable_builds(const struct fast_state *s)
{
	_Static_assert(FB_COUNT == 5, "a line per kind of build");
	uint64_t hand = fast_lanes(s->player[s->active].hand);
	unsigned bits = 0;
	if (hand & FAST_LANE_TOPS) {
		for (int b = 0; b < FB_COUNT; b++)
			if (covers(hand, fast_lanes(s->min_cost[b])))
				bits |= 1u << b;
	} else {
		bits = covers_least(hand, s->min_cost[FB_ROAD]) << FB_ROAD |
		       covers_least(hand, s->min_cost[FB_KNIGHT]) << FB_KNIGHT |
		       covers_least(hand, s->min_cost[FB_SETTLEMENT]) << FB_SETTLEMENT |
		       covers_least(hand, s->min_cost[FB_CITY]) << FB_CITY |
		       covers_least(hand, s->min_cost[FB_EXPANSION]) << FB_EXPANSION;
	}
	return bits & ~(unsigned)s->built;
}

/* Whether fast_build_target() finds a card to build (a road, knight, settlement or
 * city), from what the state keeps: a stack not empty, a fellow player to
 * take from, a settlement to turn. */
static bool available(const struct fast_state *s, int build)
{
	unsigned others = ~(1u << s->active);
	switch (build) {
	case FB_ROAD:
		return s->supply_count[FK_ROAD] > 0 || (s->takeable[FK_ROAD] & others);
	case FB_KNIGHT:
		return s->supply_count[FK_KNIGHT] > 0 || (s->takeable[FK_KNIGHT] & others);
	case FB_SETTLEMENT:
		return s->supply_count[FK_SETTLEMENT] > 0;
	default:
		return fast_first_settlement(s, s->active) >= 0;
	}
}

/* fast_can_build() past the tests fast_affordable_builds() makes: whether
 * there is a card to build (an expansion: card) and the hand pays its own
 * cost. Of a kind whose cards all cost the least, which the hand covers,
 * any card will do. */
bool fast_buildable(const struct fast_state *s, int build, int card)
{
	if (build <= FB_CITY && (s->uniform_cost >> build) & 1)
		return available(s, build);
	int row = -1;
	card = fast_build_target(s, build, card, &row);
	if (card < 0 || row < 0)
		return false;
	return (s->uniform_cost >> build) & 1 || affords(s, s->active, row);
}

bool fast_can_build(const struct fast_state *s, const struct action *a)
{
	int b = a->arg[0];
	return s->phase == PH_BUILD && b >= 0 && b < FB_COUNT && !((s->built >> b) & 1) &&
	       covers(fast_lanes(s->player[s->active].hand), fast_lanes(s->min_cost[b])) &&
	       fast_buildable(s, b, a->arg[1]);
}

static void remove_from_supply(struct fast_state *s, int kind, int card)
{
	for (int i = 0; i < s->supply_count[kind]; i++) {
		if (s->supply[kind][i] != card)
			continue;
		memmove(&s->supply[kind][i], &s->supply[kind][i + 1],
		        (size_t)(s->supply_count[kind] - i - 1));
		s->supply_count[kind]--;
		return;
	}
}

static void take_stacked(struct fast_state *s, int card)
{
	struct fast_card *c = &s->card[card];
	int loser = c->owner;
	uint8_t shown = c->turned;
	if (loser < 0) {
		s->supply_count[c->kind]--;   /* it was the top */
	} else {
		struct fast_player *pl = &s->player[loser];
		if (c->kind == FK_ROAD)
			pl->road_count--;
		else
			pl->knight_count--;
	}
	fast_place_road_or_knight(s, s->active, card);
	if (loser >= 0) {
		if (s->opt.taken_as_shown)
			c->turned = shown;
		fast_cards_changed(s, loser, card);
	}
	if (c->kind == FK_KNIGHT)
		s->fresh_knight = (int8_t)card;
}

void fast_do_build(struct fast_state *s, const struct action *a)
{
	int me = s->active, row = -1;
	int card = fast_build_target(s, a->arg[0], a->arg[1], &row);
	struct fast_player *pl = &s->player[me];
	pay(s, me, row);
	s->built |= (uint8_t)(1u << a->arg[0]);
	int handler_row = s->card[card].front;
	enum effect_trigger trigger = EFFECT_ON_BUILD;
	switch (a->arg[0]) {
	case FB_ROAD:
	case FB_KNIGHT:
		take_stacked(s, card);
		handler_row = fast_face(s, card);
		break;
	case FB_SETTLEMENT:
		s->supply_count[FK_SETTLEMENT]--;
		s->card[card].owner = (int8_t)me;
		pl->town[pl->town_count++] = (uint8_t)card;
		break;
	case FB_CITY:
		s->card[card].turned = 1;
		handler_row = s->card[card].back;
		trigger = EFFECT_ON_REVEAL;
		break;
	case FB_EXPANSION:
		s->card[card].on = (int8_t)fast_eligible_city(s, me);
		remove_from_supply(s, FK_EXPANSION, card);
		s->card[card].owner = (int8_t)me;
		pl->expansion[pl->expansion_count++] = (uint8_t)card;
		pl->designs |= 1u << s->card[card].design;
		break;
	}
	fast_cards_changed(s, me, card);
	if (fast_check_victory(s, me))
		return;
	fast_fire(s, card, handler_row, trigger);
}

bool fast_can_trade(const struct fast_state *s, int give, int take)
{
	return s->phase == PH_BUILD && give >= 0 && give < s->resource_count && take >= 0 &&
	       take < s->resource_count && give != take &&
	       s->player[s->active].hand[give] >= FAST_EXCHANGE_RATE && fast_supply_has(s, take);
}

/* EXCHANGE_SOURCE draw-then-discard or draw-only: the three cards go onto
 * the discard pile, the chosen one comes from the piles. unlimited: the
 * three leave the game and the chosen one comes from an unlimited bank. */
void fast_do_trade(struct fast_state *s, int give, int take)
{
	if (s->opt.exchange_source == EXS_UNLIMITED) {
		fast_hand_remove(s, s->active, give, FAST_EXCHANGE_RATE);
		s->gone[give] += FAST_EXCHANGE_RATE;
	} else {
		fast_hand_to_discard(s, s->active, give, FAST_EXCHANGE_RATE);
	}
	if (fast_supply_take(s, take))
		fast_hand_add(s, s->active, take, 1);
}

/* An ability may be used once a turn while its card shows. Whether it finds
 * anything to act on is the handler's business: one whose (require ...)
 * fails has used the turn's chance and done nothing, as a player who looks
 * for a fellow player with enough points and finds none. */
bool fast_can_activate(const struct fast_state *s, int card)
{
	return !s->running && s->phase != PH_OVER && card >= 0 && card < s->card_count &&
	       s->card[card].owner == s->active && !((s->activated >> card) & 1) &&
	       (s->card[card].abilities & (s->card[card].turned ? 2 : 1));
}
