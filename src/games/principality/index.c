/*
 * index: what the match keeps that can be recomputed from its cards and
 * stocks (struct prin_state and struct prin_player_index say which fields).
 *
 * The rules ask the same questions many times per action (which cards
 * lie in a zone, which regions a player has and what they hold, where his
 * grid takes new cards, which cards of his hand come first or may be
 * played), and the cards change far less often: the answers are kept,
 * and brought up to date where a card moves (zones.c). This file holds
 * what builds them from the cards alone: the full rebuild,
 * prin_index_rebuild, which check() runs on a copy of the match after
 * every action and compares with what was kept, and the parts of it that
 * the moves call when a change is too large to book.
 *
 * The grid's sites, as bit masks by column: legal() lists every build of
 * every card in reach on every free site, and apply() asks the same
 * question of the one action it is given; a site test is then a shift
 * and an and. Bit col stands for x = col + PRIN_X_MIN. A settlement or a
 * city has a free site on a side when the inner site of that side is
 * empty, or for a city also the outer one (build.c, prin_free_site); a
 * city's sites are its own besides.
 */
#include <string.h>

#include "games/principality/index.h"

_Static_assert(PRIN_COLS <= 32, "a column mask holds every column");

void prin_index_site_column(const struct prin_state *s, struct prin_player_index *pl, int col)
{
	const struct principality_cards *t = s->cards;
	const uint8_t *cell = pl->cell[col];   /* rows y = -2..2 */
	uint32_t bit = 1u << col;
	pl->axis_taken &= ~bit;
	pl->axis_road &= ~bit;
	pl->axis_settlement &= ~bit;
	pl->axis_city &= ~bit;
	pl->free_side[0] &= ~bit;
	pl->free_side[1] &= ~bit;
	if (cell[2] == PRIN_EMPTY)
		return;
	int type = prin_def_of(s, cell[2])->type;
	pl->axis_taken |= bit;
	if (type == t->type_road) {
		pl->axis_road |= bit;
		return;
	}
	bool city = type == t->type_city;
	if (city)
		pl->axis_city |= bit;
	else if (type == t->type_settlement)
		pl->axis_settlement |= bit;
	else
		return;
	if (cell[1] == PRIN_EMPTY || (city && cell[0] == PRIN_EMPTY))
		pl->free_side[0] |= bit;
	if (cell[3] == PRIN_EMPTY || (city && cell[4] == PRIN_EMPTY))
		pl->free_side[1] |= bit;
}

void prin_index_sites(const struct prin_state *s, struct prin_player_index *pl)
{
	pl->axis_taken = pl->axis_road = pl->axis_settlement = pl->axis_city = 0;
	pl->free_side[0] = pl->free_side[1] = 0;
	for (int col = 0; col < PRIN_COLS; col++)
		if (pl->cell[col][2] != PRIN_EMPTY)
			prin_index_site_column(s, pl, col);
}

/* Columns of x = PRIN_X_MIN + 1 .. PRIN_X_MAX - 1: a center card needs a
 * neighbour column on either side (build.c, center_site_ok). */
#define INNER_COLS (((1u << (PRIN_COLS - 1)) - 1) & ~1u)

/* Columns of even x (roads); the others are of odd x (settlements and
 * cities). Column 0 is x = PRIN_X_MIN. */
#define EVEN_X_COLS (PRIN_X_MIN % 2 == 0 ? 0x55555555u : 0xAAAAAAAAu)

uint32_t prin_center_sites(const struct prin_state *s, const struct prin_player_index *pl, int type)
{
	const struct principality_cards *t = s->cards;
	uint32_t empty = ~pl->axis_taken & INNER_COLS;
	if (type == t->type_city)
		return pl->axis_settlement & INNER_COLS;
	if (type == t->type_road) {
		uint32_t towns = pl->axis_settlement | pl->axis_city;
		return empty & EVEN_X_COLS & ((towns << 1) | (towns >> 1));
	}
	if (type == t->type_settlement)
		return empty & ~EVEN_X_COLS & ((pl->axis_road << 1) | (pl->axis_road >> 1));
	return 0;
}

/* ---- a grid: its lists, and the resources on its regions ---- */

/* Counts pl's resources and room from his indexed regions. */
void prin_tally_player(const struct prin_state *s, struct prin_player_index *pl)
{
	memset(pl->have, 0, sizeof pl->have);
	memset(pl->room, 0, sizeof pl->room);
	memset(pl->region_of, 0, sizeof pl->region_of);
	memset(pl->region_die, 0, sizeof pl->region_die);
	pl->have_all = 0;
	for (int i = 0; i < pl->region_count; i++) {
		int c = pl->region[i], stock = s->card[c].stock;
		const struct prin_def *d = prin_def_of(s, c);
		int r = d->produces;
		for (int b = 0; b < PRIN_DIE_BITS && i < PRIN_DIE_INDEXED; b++)
			pl->region_die[b] |= (uint16_t)(((d->die >> b) & 1u) << i);
		prin_tally_region(pl, stock, r, i);
	}
}

/* Adds card, the next on the grid, to pl's lists. */
static void index_card(const struct prin_state *s, struct prin_player_index *pl, int c)
{
	const struct prin_def *d = prin_def_of(s, c);
	pl->handler_mask |= d->handlers;
	pl->foreign_count = (uint8_t)(pl->foreign_count + (d->placement == PLACE_OPPONENT_CITY));
	if (pl->placed_count < PRIN_MAX_PLACED)
		pl->placed[pl->placed_count++] = (uint8_t)c;
	if (d->kind == KIND_REGION && pl->region_count < PRIN_MAX_INDEXED)
		pl->region[pl->region_count++] = (uint8_t)c;
	if ((d->modifiers || d->immune) && pl->passive_count < PRIN_MAX_INDEXED) {
		pl->passive[pl->passive_count++] = (uint8_t)c;
		pl->mod_mask |= d->modifiers;
	}
}

void prin_index_player(const struct prin_state *s, struct prin_player_index *pl)
{
	pl->mod_mask = pl->handler_mask = 0;
	pl->region_count = pl->passive_count = pl->placed_count = pl->foreign_count = 0;
	/* the cells in grid order, column by column */
	const uint8_t *cells = &pl->cell[0][0];
	for (int at = 0; at < PRIN_CELLS; at++)
		if (cells[at] != PRIN_EMPTY)
			index_card(s, pl, cells[at]);
	prin_tally_player(s, pl);
	prin_index_sites(s, pl);
}



uint32_t prin_passive_immune(const struct prin_state *s, int player)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	uint32_t bits = 0;
	for (int k = 0; k < pl->passive_count && k < 32; k++)
		bits |= (uint32_t)prin_def_of(s, pl->passive[k])->immune << k;
	return bits;
}


/* ---- a grid's lists as a card comes or goes ---- */

/* Inserts card into list[0..n-1], kept in grid order (the cells' orders),
 * which has room for one more; returns its place. */
static int insert_in_grid_order(const struct prin_state *s, uint8_t *list, int n,
                                int card)
{
	/* the cards after it move up as they are passed */
	int at = n, order = s->card[card].order;
	for (; at > 0 && s->card[list[at - 1]].order > order; at--)
		list[at] = list[at - 1];
	list[at] = (uint8_t)card;
	return at;
}

/* prin_tally_player of pl once card, a region, has come in at place k of his region
 * index: the places from k on move up one, and the newcomer's stock and
 * room are added, rather than every region counted again. */
static void tally_joined(const struct prin_state *s, struct prin_player_index *pl, int card, int k)
{
	const struct prin_def *d = prin_def_of(s, card);
	int stock = s->card[card].stock, r = d->produces;
	uint32_t below = (1u << k) - 1;
	for (int i = 0; i < PRIN_MAX_RESOURCES; i++)
		pl->region_of[i] = (pl->region_of[i] & below) | (pl->region_of[i] & ~below) << 1;
	for (int b = 0; b < PRIN_DIE_BITS; b++) {
		uint32_t die = (pl->region_die[b] & below) | (pl->region_die[b] & ~below) << 1;
		if (k < PRIN_DIE_INDEXED)
			die |= ((d->die >> b) & 1u) << k;
		pl->region_die[b] = (uint16_t)die;   /* a place moved beyond the kept ones is dropped */
	}
	prin_tally_region(pl, stock, r, k);
}

/* Card has just been put on pl's grid: it joins the lists where a walk of
 * the grid would find it, as prin_index_player would make them, unless a
 * list is full (a walk cuts the lists at their ends). False then, and
 * nothing is changed. */
static bool index_joined(const struct prin_state *s, struct prin_player_index *pl, int card)
{
	const struct prin_def *d = prin_def_of(s, card);
	bool region = d->kind == KIND_REGION, passive = d->modifiers || d->immune;
	if (pl->placed_count >= PRIN_MAX_PLACED || (region && pl->region_count >= PRIN_MAX_INDEXED) ||
	    (passive && pl->passive_count >= PRIN_MAX_INDEXED))
		return false;
	pl->handler_mask |= d->handlers;
	pl->foreign_count = (uint8_t)(pl->foreign_count + (d->placement == PLACE_OPPONENT_CITY));
	insert_in_grid_order(s, pl->placed, pl->placed_count++, card);
	if (region) {
		tally_joined(s, pl, card, insert_in_grid_order(s, pl->region, pl->region_count++, card));
	}
	if (passive) {
		insert_in_grid_order(s, pl->passive, pl->passive_count++, card);
		pl->mod_mask |= d->modifiers;
	}
	prin_index_site_column(s, pl, prin_cell_x(s->card[card].order) - PRIN_X_MIN);
	return true;
}

/* Drops card from list[0..n-1] (where it is). */
static void drop_from(uint8_t *list, int n, int card)
{
	int at = 0;
	while (at < n && list[at] != card)
		at++;
	if (at < n)
		memmove(&list[at], &list[at + 1], (size_t)(n - at - 1));
}

/* Card has just left pl's grid (its cell is empty): it leaves the lists,
 * as prin_index_player would make them without it, unless a list was full
 * (a walk cut it, and a card it left out might come in now). False then,
 * and nothing is changed. The masks are the union over the cards left. */
static bool index_left(const struct prin_state *s, struct prin_player_index *pl, int card, int cell)
{
	const struct prin_def *d = prin_def_of(s, card);
	bool region = d->kind == KIND_REGION, passive = d->modifiers || d->immune;
	if (pl->placed_count >= PRIN_MAX_PLACED || pl->region_count >= PRIN_MAX_INDEXED ||
	    pl->passive_count >= PRIN_MAX_INDEXED)
		return false;
	pl->foreign_count = (uint8_t)(pl->foreign_count - (d->placement == PLACE_OPPONENT_CITY));
	drop_from(pl->placed, pl->placed_count--, card);
	/* a card that handles nothing (most buildings and roads) leaves the
	 * mask as the others make it */
	if (d->handlers) {
		pl->handler_mask = 0;
		for (int i = 0; i < pl->placed_count; i++)
			pl->handler_mask |= prin_def_of(s, pl->placed[i])->handlers;
	}
	if (region) {
		drop_from(pl->region, pl->region_count--, card);
		prin_tally_player(s, pl);
	}
	if (passive) {
		drop_from(pl->passive, pl->passive_count--, card);
		if (d->modifiers) {
			pl->mod_mask = 0;
			for (int i = 0; i < pl->passive_count; i++)
				pl->mod_mask |= prin_def_of(s, pl->passive[i])->modifiers;
		}
	}
	prin_index_site_column(s, pl, prin_cell_x(cell) - PRIN_X_MIN);
	return true;
}


void prin_index_grid_joined(struct prin_state *s, int player, int card)
{
	struct prin_points_share share;
	int was_fresh = s->ix.player[player].points_fresh;
	if (!index_joined(s, &s->ix.player[player], card))
		prin_index_player(s, &s->ix.player[player]);
	prin_index_kept_grid_changed(s, player, card);
	prin_index_share(s, player, card, &share);
	share.was_fresh = was_fresh;
	prin_index_book_share(s, player, &share, 1);
}

void prin_index_grid_left(struct prin_state *s, int player, int card, int cell,
                          const struct prin_points_share *share)
{
	if (!index_left(s, &s->ix.player[player], card, cell))
		prin_index_player(s, &s->ix.player[player]);
	prin_index_kept_grid_changed(s, player, card);
	prin_index_book_share(s, player, share, -1);
}

void prin_index_regrid(struct prin_state *s, int player)
{
	prin_index_player(s, &s->ix.player[player]);
	prin_index_kept_grid_changed(s, player, -1);
}

void prin_index_immunities(struct prin_state *s, int player)
{
	s->ix.player[player].passive_immune = prin_passive_immune(s, player);
}

/* ---- the piles, the supply and the hands ---- */

void prin_index_numbered(struct prin_state *s, int zone, int who, int n)
{
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS)
		s->ix.stack_hi[who] = (int16_t)(n > 0 ? n - 1 : 0);
}

/* The list of the supply (struct prin_state supply_def) found again. */
void prin_index_supply_relist(struct prin_state *s)
{
	int n = prin_supply_defs(s, s->ix.supply_def, PRIN_SUPPLY_DEFS);
	s->ix.supply_count = (uint8_t)(n < 0 ? PRIN_SUPPLY_UNKEPT : n);
}

/* Card has come to the center or the open row: its card joins the list
 * there (struct prin_state supply_def) unless a copy is in it. */
void prin_index_supply_joined(struct prin_state *s, int card)
{
	int def = s->card[card].def, n = s->ix.supply_count, at = 0;
	if (n == PRIN_SUPPLY_UNKEPT)
		return;
	while (at < n && s->ix.supply_def[at] < def)
		at++;
	if (at < n && s->ix.supply_def[at] == def)
		return;
	if (n == PRIN_SUPPLY_DEFS) {
		s->ix.supply_count = PRIN_SUPPLY_UNKEPT;
		return;
	}
	memmove(&s->ix.supply_def[at + 1], &s->ix.supply_def[at], (size_t)(n - at));
	s->ix.supply_def[at] = (uint8_t)def;
	s->ix.supply_count = (uint8_t)(n + 1);
}


int prin_supply_defs(const struct prin_state *s, uint8_t *defs, int max)
{
	int n = 0, last = -1;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->ix.zone_bits[Z_CENTER][w] | s->ix.zone_bits[Z_OPEN][w];
		     bits; bits &= bits - 1) {
			int def = s->card[w * 64 + __builtin_ctzll(bits)].def;
			if (def == last)
				continue;
			if (n == max)
				return -1;
			defs[n++] = (uint8_t)def;
			last = def;
		}
	return n;
}


uint16_t prin_first_copies(const struct prin_state *s, int player)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	uint64_t seen[(PRIN_MAX_DEFS + 64) / 64] = { 0 };
	unsigned first = 0;
	for (int i = 0; i < pl->hand_size && pl->hand_size <= PRIN_HAND_INDEXED; i++) {
		int def = s->card[pl->hand[i]].def;
		uint64_t bit = 1ull << (def % 64);
		first |= (unsigned)!(seen[def / 64] & bit) << i;
		seen[def / 64] |= bit;
	}
	return (uint16_t)first;
}

uint16_t prin_fact_places(const struct prin_state *s, int player, unsigned fact)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	unsigned places = 0;
	for (int i = 0; i < pl->hand_size && pl->hand_size <= PRIN_HAND_INDEXED; i++)
		places |= (unsigned)((s->cards->facts[s->card[pl->hand[i]].def] & fact) != 0) << i;
	return (uint16_t)places;
}


/* Lists player's hand afresh, when the index has room for it. */
void prin_index_hand(struct prin_state *s, int player)
{
	struct prin_player_index *pl = &s->ix.player[player];
	int list[PRIN_HAND_INDEXED];
	if (pl->hand_size > PRIN_HAND_INDEXED)
		return;
	int n = prin_list(s, Z_HAND, player, list, PRIN_HAND_INDEXED);
	for (int i = 0; i < n; i++)
		pl->hand[i] = (uint8_t)list[i];
	pl->hand_first = prin_first_copies(s, player);
	pl->hand_plays = prin_fact_places(s, player, PRIN_FACT_ACTION_PLAY);
	pl->hand_rolls = prin_fact_places(s, player, PRIN_FACT_ROLL_PLAY);
}

/* ---- the whole index ---- */

void prin_index_clear(struct prin_state *s)
{
	memset(&s->ix, 0, sizeof s->ix);
	for (int p = 0; p < PRIN_PLAYERS; p++)
		memset(s->ix.player[p].cell, PRIN_EMPTY, sizeof s->ix.player[p].cell);
}

void prin_index_rebuild(struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++)
		memset(s->ix.player[p].cell, PRIN_EMPTY, sizeof s->ix.player[p].cell);
	for (int i = 0; i < s->instance_count; i++) {
		const struct prin_instance *in = &s->card[i];
		if (in->zone == Z_PRINCIPALITY && in->who < PRIN_PLAYERS && in->order >= 0 &&
		    in->order < PRIN_CELLS)
			(&s->ix.player[in->who].cell[0][0])[in->order] = (uint8_t)i;
	}
	memset(s->ix.zone_bits, 0, sizeof s->ix.zone_bits);
	memset(s->ix.stack_bit, 0, sizeof s->ix.stack_bit);
	memset(s->ix.stack_size, 0, sizeof s->ix.stack_size);
	for (int p = 0; p < PRIN_PLAYERS; p++)
		s->ix.player[p].hand_size = 0;
	for (int i = 0; i < s->instance_count; i++) {
		const struct prin_instance *in = &s->card[i];
		uint64_t bit = 1ull << (i % 64);
		if (in->zone < Z_COUNT)
			s->ix.zone_bits[in->zone][i / 64] |= bit;
		if (in->zone == Z_STACK && in->who < PRIN_MAX_STACKS) {
			s->ix.stack_size[in->who]++;
			for (int b = 0; b < PRIN_STACK_BITS; b++)
				if ((in->who >> b) & 1)
					s->ix.stack_bit[b][i / 64] |= bit;
		}
		if (in->zone == Z_HAND && in->who < PRIN_PLAYERS)
			s->ix.player[in->who].hand_size++;
	}
	int n = prin_supply_defs(s, s->ix.supply_def, PRIN_SUPPLY_DEFS);
	s->ix.supply_count = (uint8_t)(n < 0 ? PRIN_SUPPLY_UNKEPT : n);
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		prin_index_player(s, pl);
		if (pl->hand_size <= PRIN_HAND_INDEXED) {
			int list[PRIN_HAND_INDEXED];
			int listed = prin_list(s, Z_HAND, p, list, PRIN_HAND_INDEXED);
			for (int i = 0; i < listed; i++)
				pl->hand[i] = (uint8_t)list[i];
		}
		pl->hand_first = prin_first_copies(s, p);
		pl->hand_plays = prin_fact_places(s, p, PRIN_FACT_ACTION_PLAY);
		pl->hand_rolls = prin_fact_places(s, p, PRIN_FACT_ROLL_PLAY);
		pl->passive_immune = prin_passive_immune(s, p);
	}
	/* the hand limits and the rates read the grids' indexes, both built */
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		bool limit_fixed, rates_fixed;
		int rates[PRIN_MAX_RESOURCES];
		pl->hand_limit = (uint8_t)prin_hand_limit_watched(s, p, &limit_fixed);
		prin_trade_rates_watched(s, p, ~0u, rates, &rates_fixed);
		for (int r = 0; r < prin_resource_count(s); r++)
			pl->trade_rate[r] = (uint8_t)rates[r];
		pl->rates_fixed = limit_fixed && rates_fixed;
	}
	/* the points counted afresh, from the grids the lists hold */
	int card_vp[PRIN_PLAYERS];
	for (int p = 0; p < PRIN_PLAYERS; p++)
		s->ix.player[p].points_fresh = 0;
	prin_index_count_points(s, card_vp);
	prin_index_count_vp(s, card_vp);
	prin_index_settled(s);
}
