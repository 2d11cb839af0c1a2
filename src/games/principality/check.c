/*
 * check: the invariants of a match, for the tests that run random matches
 * and check after every action.
 *
 *   - every instance has one valid place, and the grids point back at
 *     exactly the instances that say they lie there;
 *   - the grid is a principality: center cards on the axis (roads at even,
 *     settlements and cities at odd columns), regions at even columns
 *     beside it, expansions on the sites of a settlement or city, the
 *     outer row of sites only at a city; a settlement under every city;
 *   - regions hold 0..3 resources, other cards none;
 *   - ordered zones have distinct orders;
 *   - the cached points equal a recomputation from their sources, and the
 *     figures lie with whom the rules give them;
 *   - the index kept through the actions (index.c) is the one rebuilt
 *     from the cards and stocks, and the answers kept are those asked
 *     again;
 *   - the turn engine is in a state it can leave.
 */
#include <string.h>

#include "games/principality/index.h"
#include "core/i18n.h"

#define FAIL(...)                                   \
	do {                                        \
		strbuf_printf(why, __VA_ARGS__);    \
		return -1;                          \
	} while (0)

/* A card's key, for the messages. */
static const char *name(const struct prin_state *s, int card)
{
	return prin_card_key(s, s->card[card].def);
}

/* Whether a play job for card runs or waits. */
static bool playing(const struct prin_state *s, int card)
{
	if (s->running && s->current_job.kind == JOB_PLAY && s->current_job.card == card)
		return true;
	for (int j = 0; j < s->job_count; j++)
		if (s->jobs[j].kind == JOB_PLAY && s->jobs[j].card == card)
			return true;
	return false;
}

/* Card c of player p, at x, y of his grid, stands where its kind may stand. */
static int check_site(const struct prin_state *s, int p, int c, int x, int y, struct strbuf *why)
{
	const struct principality_cards *t = s->cards;
	const struct prin_def *d = prin_def_of(s, c);
	bool odd = x % 2 != 0;
	if (d->kind == KIND_CENTER) {
		bool road = d->type == t->type_road;
		if (y != 0 || odd == road)
			FAIL(_("%s of player %d stands at %d,%d"), name(s, c), p + 1, x, y);
	} else if (d->kind == KIND_REGION) {
		if (y == 0 || y == 2 || y == -2 || odd)
			FAIL(_("region %s of player %d lies at %d,%d"), name(s, c), p + 1, x, y);
	} else if (y != 0 && odd) {
		/* an expansion (the opponent's foreign cards included) */
		int under = prin_at(s, p, x, 0);
		int type = under < 0 ? -1 : prin_def_of(s, under)->type;
		if (type != t->type_settlement && type != t->type_city)
			FAIL(_("%s of player %d lies at %d,%d beside no settlement"), name(s, c), p + 1, x, y);
		if ((y == 2 || y == -2) && type != t->type_city)
			FAIL(_("%s of player %d lies on an outer site of a settlement"), name(s, c), p + 1);
	} else {
		FAIL(_("%s of player %d lies at %d,%d"), name(s, c), p + 1, x, y);
	}
	return 0;
}

static int check_place(const struct prin_state *s, int i, struct strbuf *why)
{
	const struct prin_instance *in = &s->card[i];
	switch (in->zone) {
	case Z_HAND: case Z_DISCARD: case Z_PLAYED:
		if (in->who >= PRIN_PLAYERS)
			FAIL(_("card %d (%s) belongs to player %d"), i, name(s, i), in->who);
		if (in->zone == Z_PLAYED && !playing(s, i))
			FAIL(_("card %d (%s) is played but no play is running"), i, name(s, i));
		break;
	case Z_PRINCIPALITY: {
		int x = prin_cell_x(in->order), y = prin_cell_y(in->order);
		if (in->who >= PRIN_PLAYERS || in->order < 0 || in->order >= PRIN_CELLS)
			FAIL(_("card %d (%s) lies off the grid"), i, name(s, i));
		if (prin_at(s, in->who, x, y) != i)
			FAIL(_("card %d (%s) says it lies at %d,%d of player %d, the grid disagrees"), i,
			     name(s, i), x, y, in->who + 1);
		if (check_site(s, in->who, i, x, y, why) != 0)
			return -1;
		break;
	}
	case Z_UNDER: {
		if (in->who >= PRIN_PLAYERS || in->order < 0 || in->order >= PRIN_CELLS)
			FAIL(_("card %d (%s) lies under nothing"), i, name(s, i));
		int city = prin_at(s, in->who, prin_cell_x(in->order), 0);
		if (city < 0 || prin_def_of(s, city)->type != s->cards->type_city)
			FAIL(_("card %d (%s) lies under no city"), i, name(s, i));
		break;
	}
	case Z_STACK:
		if (in->who >= s->stack_count)
			FAIL(_("card %d (%s) lies in stack %d of %d"), i, name(s, i), in->who + 1,
			     s->stack_count);
		break;
	case Z_CENTER:
		if (in->who != prin_def_of(s, i)->type)
			FAIL(_("card %d (%s) lies in the wrong center stack"), i, name(s, i));
		break;
	case Z_REGION_STACK: case Z_EVENT_STACK: case Z_OPEN: case Z_OUT:
		break;
	default:
		FAIL(_("card %d (%s) is in no zone (%d)"), i, name(s, i), in->zone);
	}
	if (!in->stock)
		return 0;
	if (in->zone != Z_PRINCIPALITY)
		FAIL(_("card %d (%s) holds %d resources off the grid"), i, name(s, i), in->stock);
	if (in->stock > PRIN_STOCK_MAX || prin_def_of(s, i)->kind != KIND_REGION)
		FAIL(_("card %d (%s) holds %d resources"), i, name(s, i), in->stock);
	return 0;
}

/* The index kept through the actions (index.c) is the one rebuilt from
 * the cards: fresh is a copy of s with its index rebuilt. */
static int check_index(const struct prin_state *s, const struct prin_state *fresh,
                       struct strbuf *why)
{
	for (int p = 0; p < PRIN_PLAYERS; p++)
		if (memcmp(fresh->ix.player[p].cell, s->ix.player[p].cell,
		           sizeof s->ix.player[p].cell))
			FAIL(_("the grid of player %d disagrees with the cards"), p + 1);
	if (memcmp(fresh->ix.zone_bits, s->ix.zone_bits, sizeof s->ix.zone_bits) != 0)
		FAIL(_("the zone bit sets disagree with the cards"));
	for (int i = 0; i < PRIN_MAX_STACKS; i++)
		if (s->ix.stack_size[i] != fresh->ix.stack_size[i])
			FAIL(_("stack %d holds %d cards, not %d"), i + 1, fresh->ix.stack_size[i],
			     s->ix.stack_size[i]);
	if (memcmp(fresh->ix.stack_bit, s->ix.stack_bit, sizeof s->ix.stack_bit) != 0)
		FAIL(_("the stack bits disagree with the cards"));
	if (s->ix.supply_count != fresh->ix.supply_count ||
	    (fresh->ix.supply_count != PRIN_SUPPLY_UNKEPT &&
	     memcmp(s->ix.supply_def, fresh->ix.supply_def, fresh->ix.supply_count) != 0))
		FAIL(_("the list of cards in the center and the open row is stale"));
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *a = &s->ix.player[p], *b = &fresh->ix.player[p];
		if (a->hand_size != b->hand_size)
			FAIL(_("player %d's hand holds %d cards, not %d"), p + 1, b->hand_size,
			     a->hand_size);
		if (b->hand_size <= PRIN_HAND_INDEXED) {
			for (int i = 0; i < b->hand_size; i++)
				if (a->hand[i] != b->hand[i])
					FAIL(_("player %d's hand index holds card %d at %d, not %d"), p + 1,
					     a->hand[i], i, b->hand[i]);
			if (a->hand_first != b->hand_first)
				FAIL(_("player %d's hand index marks the first copies %#x, not %#x"), p + 1,
				     a->hand_first, b->hand_first);
			if (a->hand_plays != b->hand_plays)
				FAIL(_("player %d's hand index marks the cards to play %#x, not %#x"), p + 1,
				     a->hand_plays, b->hand_plays);
			if (a->hand_rolls != b->hand_rolls)
				FAIL(_("player %d's hand index marks the cards to play before the roll %#x, "
				     "not %#x"), p + 1, a->hand_rolls, b->hand_rolls);
		}
		if (a->mod_mask != b->mod_mask || a->handler_mask != b->handler_mask ||
		    a->region_count != b->region_count ||
		    a->passive_count != b->passive_count || a->placed_count != b->placed_count ||
		    a->foreign_count != b->foreign_count ||
		    memcmp(a->region, b->region, a->region_count) != 0 ||
		    memcmp(a->passive, b->passive, a->passive_count) != 0 ||
		    memcmp(a->placed, b->placed, a->placed_count) != 0)
			FAIL(_("the grid index of player %d is stale"), p + 1);
		if (memcmp(a->have, b->have, sizeof a->have) != 0 ||
		    memcmp(a->room, b->room, sizeof a->room) != 0 || a->have_all != b->have_all ||
		    memcmp(a->region_of, b->region_of, sizeof a->region_of) != 0 ||
		    memcmp(a->region_die, b->region_die, sizeof a->region_die) != 0)
			FAIL(_("the resource tallies of player %d are stale"), p + 1);
		if (a->axis_taken != b->axis_taken || a->axis_road != b->axis_road ||
		    a->axis_settlement != b->axis_settlement || a->axis_city != b->axis_city ||
		    a->free_side[0] != b->free_side[0] || a->free_side[1] != b->free_side[1])
			FAIL(_("the site masks of player %d are stale"), p + 1);
		if (a->passive_immune != b->passive_immune)
			FAIL(_("player %d's cards with immunities are stale"), p + 1);
		if (a->hand_limit != b->hand_limit)
			FAIL(_("player %d's hand limit is stale"), p + 1);
		for (int r = 0; r < prin_resource_count(s); r++)
			if (a->trade_rate[r] != b->trade_rate[r])
				FAIL(_("player %d's trade rate for %s is stale"), p + 1, prin_resource_key(s, r));
		if (a->rates_fixed != b->rates_fixed)
			FAIL(_("player %d's mark of fixed trade rates is stale"), p + 1);
		if (a->vp != b->vp)
			FAIL(_("player %d shows %d VP, the sources sum to %d"), p + 1, a->vp, b->vp);
		if (a->strength != b->strength || a->commerce != b->commerce ||
		    a->tournament != b->tournament)
			FAIL(_("player %d's strength, tournament or commerce points are stale"), p + 1);
		if (a->points_fresh == 1 && a->points_own != b->points_own)
			FAIL(_("player %d's mark of points of the cards' own is stale"), p + 1);
	}
	/* (whether the kept points are fresh is the index's own affair) */
	if (s->ix.refresh_idle != prin_refresh_idle(s))
		FAIL(_("refresh_idle %d, the points and the gate say %d"), s->ix.refresh_idle,
		     prin_refresh_idle(s));
	return 0;
}

/* A stack's kept bound (stack_hi) holds its cards' orders, and no two of
 * its cards share an order: legal-cards.c (stack_defs) counts on it. */
static int check_stack_orders(const struct prin_state *s, struct strbuf *why)
{
	for (int i = 0; i < PRIN_MAX_STACKS; i++) {
		int list[PRIN_MAX_INSTANCES];
		int n = prin_list(s, Z_STACK, i, list, PRIN_MAX_INSTANCES);
		for (int j = 0; j < n; j++) {
			if (s->card[list[j]].order > s->ix.stack_hi[i])
				FAIL(_("stack %d runs down to order %d, beyond its bound %d"), i + 1,
				     s->card[list[j]].order, s->ix.stack_hi[i]);
			if (j > 0 && s->card[list[j]].order == s->card[list[j - 1]].order)
				FAIL(_("stack %d holds two cards of order %d"), i + 1, s->card[list[j]].order);
		}
	}
	return 0;
}

/* The ordered pile (a stack, the region or event stack) card lies in, or -1. */
static int pile_of(const struct prin_instance *in)
{
	switch (in->zone) {
	case Z_STACK: return in->who < PRIN_MAX_STACKS ? in->who : -1;
	case Z_REGION_STACK: return PRIN_MAX_STACKS;
	case Z_EVENT_STACK: return PRIN_MAX_STACKS + 1;
	default: return -1;
	}
}

/* No two cards share a place in an ordered pile: one pass puts each
 * (pile, order) into a small open hash table, where a second card with
 * the same key meets the first. It walks the zone bit sets, which the
 * caller has found true, so that it meets the piles' cards only. */
static int check_orders(const struct prin_state *s, struct strbuf *why)
{
	enum { SLOT_BITS = 9, SLOTS = 1 << SLOT_BITS };
	_Static_assert(SLOTS >= 2 * PRIN_MAX_INSTANCES, "the table stays at most half full");
	static const int zones[] = { Z_STACK, Z_REGION_STACK, Z_EVENT_STACK };
	uint32_t slot[SLOTS];
	memset(slot, 0, sizeof slot);
	for (int z = 0; z < 3; z++)
		PRIN_FOR_ZONE(s, zones[z], i) {
			const struct prin_instance *in = &s->card[i];
			int pile = pile_of(in);
			if (pile < 0)
				continue;
			uint32_t key = ((uint32_t)pile << 16 | (uint16_t)in->order) + 1;
			uint32_t at = (key * 2654435761u) >> (32 - SLOT_BITS);
			while (slot[at] && slot[at] != key)
				at = (at + 1) % SLOTS;
			if (slot[at] == key)
				FAIL(_("two cards share place %d of pile %d"), in->order, pile);
			slot[at] = key;
		}
	return 0;
}

/* A card marked as seen in a hand lies in one: the marks are a subset of
 * the hands' bit set (check_index has found it true). */
static int check_shown(const struct prin_state *s, struct strbuf *why)
{
	for (int w = 0; w < PRIN_ZONE_WORDS; w++) {
		uint64_t shown = 0;
		for (int b = 0; b < 8 && w * 8 + b < (int)sizeof s->shown; b++)
			shown |= (uint64_t)s->shown[w * 8 + b] << (8 * b);
		if (shown & ~s->ix.zone_bits[Z_HAND][w]) {
			int i = w * 64 + __builtin_ctzll(shown & ~s->ix.zone_bits[Z_HAND][w]);
			FAIL(_("card %d (%s) is marked as seen in a hand but lies elsewhere"), i,
			     i < s->instance_count ? name(s, i) : "none");
		}
	}
	return 0;
}

static int check_points(const struct prin_state *s, struct strbuf *why)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	int sums[PRIN_PLAYERS][PTS_COUNT];
	for (int p = 0; p < PRIN_PLAYERS; p++)
		prin_point_sums(&h, p, sums[p]);
	for (int a = 0; a < 2; a++) {
		enum prin_points kind = a == PRIN_ADV_COMMERCE ? PTS_COMMERCE : PTS_STRENGTH;
		int pts[PRIN_PLAYERS] = { sums[0][kind], sums[1][kind] };
		int holder = prin_holder_from(s, pts, a);
		if (holder != s->holder[a])
			FAIL(a ? _("the windmill figure lies with %d, the rules give it to %d")
			       : _("the knight figure lies with %d, the rules give it to %d"),
			     s->holder[a], holder);
	}
	return 0;
}

static int check_phase(const struct prin_state *s, struct strbuf *why)
{
	if (s->phase >= PH_COUNT || s->active < 0 || s->active >= PRIN_PLAYERS)
		FAIL(_("phase %d, active player %d"), s->phase, s->active);
	if (s->winner >= PRIN_PLAYERS || (s->winner >= 0) != (s->phase == PH_OVER))
		FAIL(_("winner %d in phase %s"), s->winner, prin_phase_name(s->phase));
	if (s->winner < 0 && s->phase != PH_RESOLVE && prin_find_current(s) < 0)
		FAIL(_("nobody is to act in phase %s"), prin_phase_name(s->phase));
	if (s->to_act != prin_find_current(s))
		FAIL(_("current() names player %d, the state player %d"), s->to_act + 1,
		     prin_find_current(s) + 1);
	if (s->job_count > PRIN_MAX_JOBS)
		FAIL(_("%d effect jobs queued"), s->job_count);
	if (s->first_player < 0 || s->first_player >= PRIN_PLAYERS)
		FAIL(_("first player %d"), s->first_player);
	int mine = s->opening_roll[s->first_player], theirs = s->opening_roll[1 - s->first_player];
	if (mine < 1 || mine > 6 || theirs < 1 || theirs > 6 || mine <= theirs)
		FAIL(_("player %d began on an opening roll of %d against %d"), s->first_player + 1, mine,
		     theirs);
	return 0;
}

/* The preset's table of first instances (struct prin_state layout) names
 * for each def the first card of it or after it, as a look along card[]. */
static int check_layout(const struct prin_state *s, struct strbuf *why)
{
	if (s->layout < 0)
		return 0;
	if (s->layout >= s->cards->preset_count)
		FAIL(_("the sets in play have preset %d of %d"), s->layout, s->cards->preset_count);
	const uint8_t *first = s->cards->preset[s->layout].first_instance;
	for (int def = 0, card = 0; def < PRIN_MAX_DEFS; def++) {
		while (card < s->instance_count && s->card[card].def < def)
			card++;
		if (first[def] != card)
			FAIL(_("the cards of def %d begin at %d, not %d"), def, card, first[def]);
	}
	return 0;
}

int prin_check(const void *state, struct strbuf *why)
{
	const struct prin_state *s = state;
	if (s->instance_count > PRIN_MAX_INSTANCES || s->stack_count > PRIN_MAX_STACKS)
		FAIL(_("%d cards, %d stacks"), s->instance_count, s->stack_count);
	int def_count = s->cards->def_count, last_def = 0;
	for (int i = 0; i < s->instance_count; i++) {
		const struct prin_instance *in = &s->card[i];
		if (in->def >= def_count)
			FAIL(_("card %d has no definition"), i);
		if (in->def < last_def)
			FAIL(_("card %d comes before the cards of an earlier definition"), i);
		if (i > 0 && in->def == last_def && (s->cards->facts[in->def] & PRIN_FACT_ONE_COPY))
			FAIL(_("card %d is a second copy of a card of one copy"), i);
		last_def = in->def;
		if (check_place(s, i, why) != 0)
			return -1;
	}
	/* the cards are where the rules allow: the index rebuilt from them
	 * is then the one to compare with */
	struct prin_state fresh = *s;
	prin_index_rebuild(&fresh);
	if (check_layout(s, why) != 0 || check_index(s, &fresh, why) != 0 ||
	    check_shown(s, why) != 0 || check_orders(s, why) != 0 ||
	    check_stack_orders(s, why) != 0)
		return -1;
	if (check_points(s, why) != 0 || prin_index_check_kept(s, why) != 0 || check_phase(s, why) != 0)
		return -1;
	return 0;
}
