/*
 * sites: where a player's grid takes new cards, as bit masks by column.
 *
 * legal() lists every build of every card in reach on every free site,
 * and apply() asks the same question of the one action it is given; the
 * grid changes only when a card comes or goes. So the answer is kept in
 * struct prin_player (axis_*, free_side) with the grid index, and a site
 * test is a shift and an and. Bit col stands for x = col + PRIN_X_MIN.
 *
 * A settlement or a city has a free site on a side when the inner site of
 * that side is empty, or for a city also the outer one (build.c,
 * prin_free_site); a city's sites are its own besides.
 */
#include "games/principality/internal.h"

_Static_assert(PRIN_COLS <= 32, "a column mask holds every column");

void prin_index_site_column(const struct prin_state *s, struct prin_player *pl, int col)
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

void prin_index_sites(const struct prin_state *s, struct prin_player *pl)
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

uint32_t prin_center_sites(const struct prin_state *s, const struct prin_player *pl, int type)
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
