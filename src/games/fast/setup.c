/*
 * setup: a new match, with the components the player count asks for.
 *
 * R003 on the player count:
 *   "Spiel zu zweit: Alle Baukarten mit 3 oder 4 Spielerzahlsymbolen werden
 *    aussortiert. Die Schicksalskarte wird nicht benötigt."
 *   "Spiel zu dritt: Nur die Karten mit 4 Spielerzahlsymbolen werden
 *    aussortiert." "Spiel zu viert: Es wird mit allen Baukarten gespielt."
 *   "Zu fünft oder zu sechst: ... Die Rohstoffkarten beider Spiele werden
 *    zusammen gemischt. Zu fünft kommen aus dem zweiten Spiel alle
 *    Ausbaukarten mit 3 Spielerzahlsymbolen dazu, zu sechst zusätzlich die
 *    mit 4 Symbolen."
 * "Ausbaukarten" read literally means city expansions only; the option
 * FIVE_SIX_READING=all-buildings reads it as every building card.
 *
 * Then (fast.md §3): the settlement/city stack is shuffled settlement side
 * up, the resource cards are shuffled into the draw pile, MARKET_SIZE of
 * them are turned up as the market, and each player, oldest first, gets the
 * top settlement and the top road (A side up) and START_HAND cards.
 */
#include <string.h>

#include "core/i18n.h"
#include "games/fast/internal.h"

static bool set_listed(const int *sets, size_t count, int set)
{
	for (size_t i = 0; i < count; i++)
		if (sets[i] == set)
			return true;
	return false;
}

/* The sets in play: every base set of the game, and those asked for. */
int fast_gather_sets(const struct carddb *db, const struct match_setup *setup, int *sets,
                     size_t *count, struct diag_list *diags, const struct diag_where *where)
{
	*count = 0;
	for (size_t i = 0; i < db->set_count && *count < 16; i++)
		if (db->sets[i].game == GAME_FAST && db->sets[i].base)
			sets[(*count)++] = (int)i;
	for (int i = 0; i < setup->set_count; i++) {
		int set = setup->sets[i];
		if (set < 0 || (size_t)set >= db->set_count || db->sets[set].game != GAME_FAST) {
			diag_add(diags, where, _("set %s is not a set of the fast card game"),
			         set >= 0 && (size_t)set < db->set_count ? db->sets[set].key : "(unknown)");
			return -1;
		}
		if (!set_listed(sets, *count, set) && *count < 16)
			sets[(*count)++] = set;
	}
	return 0;
}

static int read_resources(struct fast_state *s, const struct carddb *db,
                          const struct fast_tables *t, struct diag_list *diags,
                          const struct diag_where *where)
{
	int n = 0;
	for (size_t i = 0; i < db->resource_count; i++)
		if (db->resources[i].game == GAME_FAST)
			n++;
	if (n == 0 || n > FAST_MAX_RESOURCES) {
		diag_add(diags, where, _("the fast card game needs 1 to %d resources, the database has %d"),
		         FAST_MAX_RESOURCES, n);
		return -1;
	}
	s->resource_count = (uint8_t)n;
	for (int r = 0; r < n; r++) {
		const struct carddb_resource *res = carddb_resource_at(db, GAME_FAST, r);
		if (!res) {
			diag_add(diags, where, _("the fast card game's resources must have the positions "
			         "0 to %d"), n - 1);
			return -1;
		}
		s->res_db[r] = (int16_t)(res - db->resources);
		s->res_card[r] = -1;
	}
	for (int k = 0; k < FK_COUNT; k++)
		s->kind_type[k] = (int16_t)t->kind_type[k];
	return 0;
}

/* Whether a building card with `symbols` player symbols comes into play
 * from copy `copy` of the box (1: the second copy, for 5 or 6 players). */
static bool in_play(const struct fast_state *s, int copy, int kind, int symbols)
{
	int n = s->player_count;
	if (kind == FK_DESTINY)
		return copy == 0 && n >= 3;
	if (symbols == 0)
		symbols = 2;
	if (copy == 0)
		return symbols <= (n < 4 ? n : 4);
	if (kind != FK_EXPANSION && !s->opt.five_six_all)
		return false;
	return symbols >= 3 && symbols <= (n == 5 ? 3 : 4);
}

/* The design of an expansion whose name's first row is group: ids in
 * the order the names first come into play, the groups behind them in
 * groups (R003, "Jeden Ausbau darfst du nur einmal bauen, zwei Kirchen sind
 * also nicht erlaubt"). Names past FAST_MAX_DESIGNS share the last id. */
static uint8_t design_of(struct fast_state *s, int *groups, int group)
{
	for (int d = 0; d < s->design_count; d++)
		if (groups[d] == group)
			return (uint8_t)d;
	if (s->design_count == FAST_MAX_DESIGNS)
		return FAST_MAX_DESIGNS - 1;
	groups[s->design_count] = group;
	return s->design_count++;
}

/* A building card of kind whose front is row f's and whose back is row b's
 * (the same row but for settlements whose city events were dealt anew). */
static int add_card(struct fast_state *s, int kind, const struct fast_row *f,
                    const struct fast_row *b, int *designs, struct diag_list *diags,
                    const struct diag_where *where)
{
	if (s->card_count >= FAST_MAX_CARDS) {
		diag_add(diags, where, _("more than %d building cards would be in play"), FAST_MAX_CARDS);
		return -1;
	}
	struct fast_card *c = &s->card[s->card_count];
	memset(c, 0, sizeof *c);
	c->front = (int16_t)f->front;
	c->back = (int16_t)b->back;
	c->kind = (uint8_t)kind;
	c->owner = -1;
	c->on = -1;
	c->design = kind == FK_EXPANSION ? design_of(s, designs, f->group) : 0;
	c->abilities = (uint8_t)((f->abilities & 1) | (b->abilities & 2));
	c->gives[0] = f->gives[0];
	c->adds[0] = f->adds[0];
	c->gives[1] = b->gives[1];
	c->adds[1] = b->adds[1];
	/* Points are asked after every build and checked after every action:
	 * kept by side here rather than looked up in the database each time.
	 * A card without a back shows its front's. */
	c->vp[0] = f->vp[0];
	c->vp[1] = b->back >= 0 ? b->vp[1] : f->vp[0];
	int id = s->card_count++;
	if (c->abilities)
		s->able |= (uint64_t)1 << id;
	if (kind == FK_DESTINY)
		s->destiny = (int8_t)id;
	else
		s->supply[kind][s->supply_count[kind]++] = (uint8_t)id;
	return 0;
}

/* The building cards of one copy of the box. The settlement cards' backs
 * (their city events) are dealt at random first under CITY_EVENT_SPLIT. */
static int add_copy(struct fast_state *s, const struct fast_tables *t, const int *sets,
                    size_t set_count, int copy, int *designs, struct diag_list *diags,
                    const struct diag_where *where)
{
	int town[FAST_MAX_CARDS * 2], town_back[FAST_MAX_CARDS * 2], towns = 0;
	for (int i = 0; i < t->building_rows; i++) {
		const struct fast_row *r = &t->row[i];
		if (!set_listed(sets, set_count, r->set))
			continue;
		if (!s->opt.house_expansions && r->placeholder)
			continue;
		for (int k = 0; k < r->count; k++) {
			if (r->kind == FK_SETTLEMENT) {
				if (towns == FAST_MAX_CARDS * 2)
					break;
				town[towns] = i;
				town_back[towns++] = i;
				continue;
			}
			if (in_play(s, copy, r->kind, r->players) &&
			    add_card(s, r->kind, r, r, designs, diags, where) != 0)
				return -1;
		}
	}
	if (s->opt.event_split_random)
		rng_shuffle_ints(&s->rng, town_back, (size_t)towns);
	for (int i = 0; i < towns; i++) {
		const struct fast_row *r = &t->row[town[i]];
		if (in_play(s, copy, FK_SETTLEMENT, r->players) &&
		    add_card(s, FK_SETTLEMENT, r, &t->row[town_back[i]], designs, diags, where) != 0)
			return -1;
	}
	return 0;
}

static int add_resources(struct fast_state *s, const struct fast_tables *t, const int *sets,
                         size_t set_count, int copies, struct diag_list *diags,
                         const struct diag_where *where)
{
	for (int i = t->building_rows; i < t->resource_rows; i++) {
		const struct fast_row *row = &t->row[i];
		if (!set_listed(sets, set_count, row->set))
			continue;
		int r = fast_res_position(s, row->produces);
		if (r < 0)
			continue;
		s->res_card[r] = (int16_t)row->front;
		for (int k = 0; k < row->count * copies; k++) {
			if (s->pile_count >= FAST_MAX_RESOURCE_CARDS) {
				diag_add(diags, where, _("more than %d resource cards would be in play"),
				         FAST_MAX_RESOURCE_CARDS);
				return -1;
			}
			fast_pile_push(s, r);
			s->total[r]++;
		}
	}
	return 0;
}

static void lower_to(uint8_t *least, const struct carddb_card *c, int resources)
{
	for (int r = 0; r < resources; r++)
		if (c->cost[r] < least[r])
			least[r] = c->cost[r];
}

static const int8_t build_of[FK_COUNT] = {
	[FK_ROAD] = FB_ROAD, [FK_KNIGHT] = FB_KNIGHT, [FK_SETTLEMENT] = FB_SETTLEMENT,
	[FK_EXPANSION] = FB_EXPANSION, [FK_DESTINY] = -1,
};

/* The least each kind of build costs, resource by resource (a city: the
 * backs of the settlement cards): a test that rejects most builds before
 * any card is looked for, in legal() as in apply(). */
static void min_costs(struct fast_state *s)
{
	/* A kind without cards costs more than any hand holds; lanes past the
	 * game's resources cost nothing. */
	memset(s->min_cost, 0, sizeof s->min_cost);
	for (int b = 0; b < FB_COUNT; b++)
		memset(s->min_cost[b], 0xFF, s->resource_count);
	for (int i = 0; i < s->card_count; i++) {
		const struct fast_card *c = &s->card[i];
		if (build_of[c->kind] < 0)
			continue;
		lower_to(s->min_cost[build_of[c->kind]], &s->db->cards[c->front], s->resource_count);
		if (c->kind == FK_SETTLEMENT && c->back >= 0)
			lower_to(s->min_cost[FB_CITY], &s->db->cards[c->back], s->resource_count);
	}
}

/* Whether db_card costs the least of build, over the game's resources. */
static bool costs_least(const struct fast_state *s, int build, int db_card)
{
	uint64_t game = s->resource_count < FAST_MAX_RESOURCES
	                ? (UINT64_C(1) << (8 * s->resource_count)) - 1 : ~UINT64_C(0);
	return ((fast_lanes(s->db->cards[db_card].cost) ^ fast_lanes(s->min_cost[build])) & game) == 0;
}

/* A bit per enum fast_build whose cards all cost the least of their kind
 * (in the box, every kind): there a hand that covers the least pays for
 * any card, and no card's own cost needs to be looked at. */
unsigned fast_uniform_costs(const struct fast_state *s)
{
	unsigned differ = 0;
	for (int i = 0; i < s->card_count; i++) {
		const struct fast_card *c = &s->card[i];
		int b = build_of[c->kind];
		if (b >= 0 && !costs_least(s, b, c->front))
			differ |= 1u << b;
		if (c->kind == FK_SETTLEMENT && c->back >= 0 && !costs_least(s, FB_CITY, c->back))
			differ |= 1u << FB_CITY;
	}
	return ((1u << FB_COUNT) - 1) & ~differ;
}

/* Each player, oldest first: the top settlement, the top road A side up,
 * and a hand of START_HAND cards. */
static void deal(struct fast_state *s)
{
	for (int p = 0; p < s->player_count; p++) {
		struct fast_player *pl = &s->player[p];
		if (s->supply_count[FK_SETTLEMENT]) {
			int id = s->supply[FK_SETTLEMENT][--s->supply_count[FK_SETTLEMENT]];
			s->card[id].owner = (int8_t)p;
			pl->town[pl->town_count++] = (uint8_t)id;
		}
		if (s->supply_count[FK_ROAD])
			fast_place_road_or_knight(s, p, s->supply[FK_ROAD][--s->supply_count[FK_ROAD]]);
	}
	for (int p = 0; p < s->player_count; p++) {
		fast_draw_into_hand(s, p, s->opt.start_hand);
		fast_cards_changed(s, p, -1);
	}
}

/* The options in force: with the base sets alone and no --option, those
 * the tables read once. */
static int read_options(struct fast_state *s, const struct carddb *db, const struct fast_tables *t,
                        const struct match_setup *setup, const int *sets, size_t set_count,
                        struct diag_list *diags)
{
	if (t->base_options_read && setup->option_count == 0 && set_count == t->base_set_count &&
	    memcmp(sets, t->base_sets, set_count * sizeof *sets) == 0) {
		s->opt = t->base_options;
		return 0;
	}
	return fast_read_options(&s->opt, db, setup, sets, set_count, diags);
}

static int set_up(struct fast_state *s, const struct carddb *db, const struct fast_tables *t,
                  const struct match_setup *setup, struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, NULL, NULL, NULL, 0, 0);
	memset(s, 0, sizeof *s);
	s->db = db;
	s->destiny = -1;
	s->winner = -1;
	s->fresh_knight = -1;
	if (setup->player_count < FAST_MIN_PLAYERS || setup->player_count > FAST_MAX_PLAYERS) {
		diag_add(diags, &where, _("the fast card game is for %d to %d players, not %d"),
		         FAST_MIN_PLAYERS, FAST_MAX_PLAYERS, setup->player_count);
		return -1;
	}
	s->player_count = (uint8_t)setup->player_count;
	s->sandbox = setup->sandbox;
	rng_seed(&s->rng, setup->seed);

	int sets[16];
	size_t set_count;
	if (fast_gather_sets(db, setup, sets, &set_count, diags, &where) != 0 ||
	    read_options(s, db, t, setup, sets, set_count, diags) != 0 ||
	    read_resources(s, db, t, diags, &where) != 0)
		return -1;
	int copies = s->player_count >= 5 ? 2 : 1;
	int designs[FAST_MAX_DESIGNS];   /* the group of each design id given */
	for (int copy = 0; copy < copies; copy++)
		if (add_copy(s, t, sets, set_count, copy, designs, diags, &where) != 0)
			return -1;
	if (add_resources(s, t, sets, set_count, copies, diags, &where) != 0)
		return -1;

	min_costs(s);
	s->uniform_cost = (uint8_t)fast_uniform_costs(s);
	rng_shuffle(&s->rng, s->supply[FK_SETTLEMENT], s->supply_count[FK_SETTLEMENT], 1);
	rng_shuffle(&s->rng, s->pile, s->pile_count, 1);
	if (s->destiny >= 0)
		s->card[s->destiny].turned = s->opt.destiny_start == 2 ? (uint8_t)rng_below(&s->rng, 2)
		                                                       : s->opt.destiny_start;
	fast_market_refill(s);
	deal(s);
	s->active = 0;
	s->turn = 1;
	fast_begin_exchange(s);
	return 0;
}

int fast_init(void *state, const struct carddb *db, const void *tables,
              const struct match_setup *setup, struct diag_list *diags)
{
	if (tables)
		return set_up(state, db, tables, setup, diags);
	/* A caller without tables (tests): derived here, for this match. */
	const void *own = fast_load(db, diags);
	if (!own)
		return -1;
	int rc = set_up(state, db, own, setup, diags);
	fast_unload(own);
	return rc;
}
