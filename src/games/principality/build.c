/*
 * build: building, placement (§3) and demolishing.
 *
 *   road         on the axis beside one of your settlements or cities
 *   settlement   on the axis at the open end of one of your roads; its two
 *                outer corners then get new regions (PH_REGION)
 *   city         on one of your settlements, which goes under it
 *   green card   a free site of a settlement or city
 *   red card     a free site of a city
 *
 * Roads lie at even x and settlements at odd x, so "two roads are never
 * adjacent" and "a settlement is never next to another" hold by
 * construction. A site is named by its settlement's x and a side (above
 * or below); of a city's two sites on one side the inner one is taken
 * first — both border the same two regions, so the choice is no choice.
 *
 * Discounts (modifiers of kind discount) take resources "of choice" off the
 * cost (the Building Crane: "kost één willekeurige grondstof minder"). Where
 * taking off one or another resource both leave a cost the player can pay,
 * the choice is his: the build names the resource saved (prin_saving_
 * choices lists them). Any discount left is taken off what he is shortest
 * of, so that it always goes where it helps.
 */
#include <string.h>

#include "games/principality/internal.h"

int prin_build_source(const struct prin_state *s, int player, int def)
{
	const struct prin_def *d = &s->cards->def[def];
	if (d->kind == KIND_CENTER)
		return prin_first_of(s, def, Z_CENTER, d->type);
	int card = prin_first_of(s, def, Z_HAND, player);
	/* a card of the open row (the University, R002) is there for either
	 * player to build */
	if (card < 0 && d->deck == DECK_OPEN)
		card = prin_first_of(s, def, Z_OPEN, 0);
	return card;
}

/* The resources player's cards take off the cost of card. */
static int discount_on(const struct prin_state *s, int player, int card)
{
	/* without a discount among his modifiers prin_modify would answer 0:
	 * a build pays the printed cost without asking */
	if (!prin_may_discount(s, player))
		return 0;
	struct prin_host h;
	prin_host_init(&h, s, true);
	return prin_modify(&h, player, PRIN_MOD_DISCOUNT, card, 0);
}

/* Takes discount resources off cost where player is shortest. */
static void discount_shortest(const struct prin_state *s, int player, int discount,
                              uint8_t cost[PRIN_MAX_RESOURCES])
{
	for (; discount > 0; discount--) {
		int best = -1, best_short = 0;
		for (int r = 0; r < s->cards->resource_count; r++) {
			if (!cost[r])
				continue;
			int shortage = cost[r] - prin_resources(s, player, r);
			if (best < 0 || shortage > best_short ||
			    (shortage == best_short && cost[r] > cost[best])) {
				best = r;
				best_short = shortage;
			}
		}
		if (best < 0)
			break;
		cost[best]--;
	}
}

/* The cost of card with saved (a resource position, or -1) the first
 * resource a discount takes off. */
static void cost_saving(const struct prin_state *s, int player, int card, int discount, int saved,
                        uint8_t cost[PRIN_MAX_RESOURCES])
{
	memcpy(cost, prin_def_of(s, card)->cost, PRIN_MAX_RESOURCES);
	if (discount > 0 && saved >= 0 && saved < PRIN_MAX_RESOURCES && cost[saved]) {
		cost[saved]--;
		discount--;
	}
	discount_shortest(s, player, discount, cost);
}

void prin_cost_saving(const struct prin_state *s, int player, int card, int saved,
                      uint8_t cost[PRIN_MAX_RESOURCES])
{
	cost_saving(s, player, card, discount_on(s, player, card), saved, cost);
}

void prin_cost(const struct prin_state *s, int player, int card, uint8_t cost[PRIN_MAX_RESOURCES])
{
	prin_cost_saving(s, player, card, -1, cost);
}

int prin_saving_choices(const struct prin_state *s, int player, int card,
                        int8_t saves[PRIN_MAX_RESOURCES])
{
	int discount = discount_on(s, player, card);
	if (discount <= 0)
		return 0;
	const uint8_t *printed = prin_def_of(s, card)->cost;
	uint8_t costs[PRIN_MAX_RESOURCES][PRIN_MAX_RESOURCES];
	int n = 0;
	for (int r = 0; r < s->cards->resource_count; r++) {
		if (!printed[r])
			continue;
		cost_saving(s, player, card, discount, r, costs[n]);
		if (!prin_can_pay(s, player, costs[n]))
			continue;
		/* two savings that come to one price are one choice (two
		 * Castles make a Knight of grain and ore free either way) */
		bool same = false;
		for (int i = 0; i < n && !same; i++)
			same = memcmp(costs[i], costs[n], PRIN_MAX_RESOURCES) == 0;
		if (!same)
			saves[n++] = (int8_t)r;
	}
	return n >= 2 ? n : 0;
}

bool prin_can_pay(const struct prin_state *s, int player, const uint8_t *cost)
{
	for (int r = 0; r < s->cards->resource_count; r++)
		if (cost[r] && prin_resources(s, player, r) < cost[r])
			return false;
	return true;
}

static int type_at(const struct prin_state *s, int player, int x, int y)
{
	int c = prin_at(s, player, x, y);
	return c < 0 ? -1 : prin_def_of(s, c)->type;
}

static bool settlement_or_city(const struct prin_state *s, int player, int x)
{
	int t = type_at(s, player, x, 0);
	return t >= 0 && (t == s->cards->type_settlement || t == s->cards->type_city);
}

int prin_free_site(const struct prin_state *s, int player, int def, int x, int side)
{
	if ((side != -1 && side != 1) || !settlement_or_city(s, player, x))
		return 0;
	bool city = type_at(s, player, x, 0) == s->cards->type_city;
	int placement = s->cards->def[def].placement;
	if ((placement == PLACE_CITY || placement == PLACE_OPPONENT_CITY) && !city)
		return 0;
	if (placement != PLACE_SETTLEMENT && placement != PLACE_CITY &&
	    placement != PLACE_OPPONENT_CITY)
		return 0;
	if (prin_at(s, player, x, side) < 0)
		return side;
	if (city && prin_at(s, player, x, 2 * side) < 0)
		return 2 * side;
	return 0;
}

static bool center_site_ok(const struct prin_state *s, int player, int def, int x, int y)
{
	const struct principality_cards *t = s->cards;
	int type = t->def[def].type;
	if (y != 0 || !prin_on_grid(x - 1, 0) || !prin_on_grid(x + 1, 0))
		return false;
	if (type == t->type_city)
		return type_at(s, player, x, 0) == t->type_settlement;
	if (prin_at(s, player, x, 0) >= 0)
		return false;
	bool odd = x % 2 != 0;
	if (type == t->type_road)
		return !odd && (settlement_or_city(s, player, x - 1) ||
		                settlement_or_city(s, player, x + 1));
	if (type == t->type_settlement)
		return odd && (type_at(s, player, x - 1, 0) == t->type_road ||
		               type_at(s, player, x + 1, 0) == t->type_road);
	return false;
}

/* Calls visit(s, card, arg) for each card on player's grid until it returns
 * true; returns whether one did. The grid index lists them all unless it
 * overflowed, when the instances are walked instead. */
static bool any_placed(const struct prin_state *s, int player,
                       bool (*visit)(const struct prin_state *, int, int), int arg)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (pl->placed_count < PRIN_MAX_PLACED) {
		for (int i = 0; i < pl->placed_count; i++)
			if (visit(s, pl->placed[i], arg))
				return true;
		return false;
	}
	for (int i = 0; i < s->instance_count; i++)
		if (s->card[i].zone == Z_PRINCIPALITY && s->card[i].who == player && visit(s, i, arg))
			return true;
	return false;
}

/* Whether card is one of def's prerequisites. */
static bool is_prerequisite(const struct prin_state *s, int card, int def)
{
	const struct carddb_card *c = &s->db->cards[s->cards->def[def].db_index];
	int have = prin_def_of(s, card)->db_index;
	for (int k = 0; k < c->prereq_count; k++)
		if (s->db->prereqs[c->prereq_first + k] == have)
			return true;
	return false;
}

static bool has_prerequisite(const struct prin_state *s, int player, int def)
{
	const struct carddb_card *c = &s->db->cards[s->cards->def[def].db_index];
	return c->prereq_count == 0 || any_placed(s, player, is_prerequisite, def);
}

static bool is_def(const struct prin_state *s, int card, int def)
{
	return s->card[card].def == def;
}

static bool owns_one(const struct prin_state *s, int player, int def)
{
	return any_placed(s, player, is_def, def);
}

bool prin_site_ok(const struct prin_state *s, int player, int def, int x, int y)
{
	const struct prin_def *d = &s->cards->def[def];
	if (d->kind == KIND_CENTER)
		return center_site_ok(s, player, def, x, y);
	if (d->placement == PLACE_SETTLEMENT || d->placement == PLACE_CITY)
		return prin_free_site(s, player, def, x, y) != 0;
	if (d->placement == PLACE_OPPONENT_CITY)
		return prin_free_site(s, 1 - player, def, x, y) != 0;
	return false;
}

bool prin_can_afford(const struct prin_state *s, int player, int def)
{
	/* most cards legal() asks about are out of reach: the printed cost
	 * tells without looking for the card to build */
	return prin_might_afford(s, player, def) &&
	       prin_can_afford_card(s, player, def, prin_build_source(s, player, def));
}

bool prin_can_afford_card(const struct prin_state *s, int player, int def, int card)
{
	const struct prin_def *d = &s->cards->def[def];
	if (card < 0 || !has_prerequisite(s, player, def) || (d->unique && owns_one(s, player, def)))
		return false;
	if (prin_can_pay_printed(s, player, prin_def_of(s, card)))
		return true;
	if (!prin_may_discount(s, player))
		return false;
	uint8_t cost[PRIN_MAX_RESOURCES];
	prin_cost(s, player, card, cost);
	return prin_can_pay(s, player, cost);
}

bool prin_can_build(const struct prin_state *s, int player, int def, int x, int y)
{
	return prin_site_ok(s, player, def, x, y) && prin_can_afford(s, player, def);
}

void prin_build(struct prin_state *s, int player, int def, int x, int y, int saved)
{
	const struct prin_def *d = &s->cards->def[def];
	const struct principality_cards *t = s->cards;
	int card = prin_build_source(s, player, def);
	uint8_t cost[PRIN_MAX_RESOURCES];
	prin_cost_saving(s, player, card, saved, cost);
	for (int r = 0; r < t->resource_count; r++)
		if (cost[r])
			prin_pay(s, player, r, cost[r]);
	if (d->kind != KIND_CENTER) {
		int owner = d->placement == PLACE_OPPONENT_CITY ? 1 - player : player;
		/* the action is legal (prin_site_ok): prin_free_site's answer is
		 * the inner site when it is empty, else the outer one */
		prin_place(s, card, owner, x, prin_at(s, owner, x, y) < 0 ? y : 2 * y);
	} else if (d->type == t->type_city) {
		int settlement = prin_at(s, player, x, 0);
		prin_move(s, settlement, Z_UNDER, player, false);
		s->card[settlement].order = (int16_t)prin_cell(x, 0);
		prin_place(s, card, player, x, 0);
	} else {
		prin_place(s, card, player, x, 0);
		if (d->type == t->type_settlement) {
			/* the corners not shared with the road's other settlement */
			int outer = prin_at(s, player, x - 1, -1) < 0 && prin_at(s, player, x - 1, 1) < 0 ?
			            x - 1 : x + 1;
			s->settle_x = (int8_t)outer;
			s->settle_sides = (uint8_t)((prin_at(s, player, outer, -1) >= 0 ? 1 : 0) |
			                            (prin_at(s, player, outer, 1) >= 0 ? 2 : 0));
		}
	}
	prin_queue_trigger(s, card, EFFECT_ON_BUILD, -1, player, -1);
}

void prin_place_region(struct prin_state *s, int card, int side)
{
	int p = s->active;
	prin_place(s, card, p, s->settle_x, side);
	prin_set_stock(s, card, 0);
	s->settle_sides |= (uint8_t)(side < 0 ? 1 : 2);
	uint8_t grant = (uint8_t)(1u << PRIN_GRANT_CHOOSE_REGIONS);
	if (s->settle_sides == 3 && (s->player[p].grants & grant)) {
		/* the Scout looked through the stack: it is shuffled afterwards */
		s->player[p].grants &= (uint8_t)~grant;
		prin_shuffle(s, Z_REGION_STACK, 0);
	}
}

bool prin_can_demolish(const struct prin_state *s, int player, int card)
{
	if (!s->opt.demolish || s->card[card].zone != Z_PRINCIPALITY || s->card[card].who != player)
		return false;
	const struct prin_def *d = prin_def_of(s, card);
	/* a foreign card (the Embassy) lies on his grid but is not his own:
	 * R002 "Je tegenspeler mag deze kaart niet wegnemen" */
	if (d->placement == PLACE_OPPONENT_CITY)
		return false;
	return d->kind == KIND_BUILDING || d->kind == KIND_UNIT;
}

void prin_demolish(struct prin_state *s, int card)
{
	int owner = s->card[card].who;
	prin_move(s, card, Z_DISCARD, owner, true);
	prin_queue_trigger(s, card, EFFECT_ON_REMOVE, -1, owner, -1);
}
