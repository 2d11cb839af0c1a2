/*
 * index: the face of index.c, what the match keeps that can be recomputed
 * from its cards and stocks. internal.h includes it for every file of the
 * game; only index.c and the moves of zones.c write these fields.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_INDEX_H
#define CATAN_GAMES_PRINCIPALITY_INDEX_H

#include <stdint.h>

#include "games/principality/state.h"

/* Rebuilds every field of s that follows from its cards and stocks: the
 * zones' bit sets, the stacks' bits and sizes, the list of the supply,
 * and of each player his grid's lists and tallies, its sites, his hand's
 * size, index and marks, his cards with immunities, his hand limit and
 * rates. The answers kept while the grids stay (playability, gains,
 * points) are left as they are: check() asks each of those again. */
void prin_index_rebuild(struct prin_state *s);

/* Rebuilds the lists of pl, a player of s or a copy of one, from his
 * grid: the cards placed, the regions, the cards with modifiers or
 * immunities, the masks of those, then his tallies and sites. */
void prin_index_player(const struct prin_state *s, struct prin_player *pl);
/* prin_index_player of player of s. */
void prin_index_lists(struct prin_state *s, int player);
/* Recounts player's tallies from his regions. */
void prin_tally(struct prin_state *s, int player);
/* The same for pl, a player of s or a copy of one. */
void prin_tally_player(const struct prin_state *s, struct prin_player *pl);
/* Counts a region of resource r with stock at place in pl's tallies. */
static inline void prin_tally_region(struct prin_player *pl, int stock, int r, int place)
{
	pl->have_all = (uint8_t)(pl->have_all + stock);
	if (r >= 0 && r < PRIN_MAX_RESOURCES) {
		pl->have[r] = (uint8_t)(pl->have[r] + stock);
		pl->room[r] = (uint8_t)(pl->room[r] + PRIN_STOCK_MAX - stock);
		pl->region_of[r] |= 1u << place;
	}
}

/* The cards of player's passive[] with an (immune ...) clause, a bit per
 * place. */
uint32_t prin_passive_immune(const struct prin_state *s, int player);

/* Recomputes pl's site masks (axis_*, free_side) from its cells; the grid
 * index (prin_index_player) calls it whenever a card comes or goes. */
void prin_index_sites(const struct prin_state *s, struct prin_player *pl);
/* The same for column col alone (x - PRIN_X_MIN), whose cells changed:
 * a column's bits follow from its own cells. */
void prin_index_site_column(const struct prin_state *s, struct prin_player *pl, int col);
/* The columns where a center card of type (a road, settlement or city)
 * may be built on pl's axis, as center_site_ok (build.c) finds them. */
uint32_t prin_center_sites(const struct prin_state *s, const struct prin_player *pl, int type);

/* The distinct cards of the center and the open row in index order into
 * defs; returns how many, or -1 when there are more than max (struct
 * prin_state supply_def keeps the first PRIN_SUPPLY_DEFS). */
int prin_supply_defs(const struct prin_state *s, uint8_t *defs, int max);
/* Of player's hand index, the first copy of each card, a bit per place (0
 * while the index does not hold the hand): struct prin_player hand_first. */
uint16_t prin_first_copies(const struct prin_state *s, int player);
/* Of player's hand index, the cards whose def has fact (enum
 * prin_def_fact), a bit per place (0 while the index does not hold the
 * hand): struct prin_player hand_plays and hand_rolls keep those of
 * PRIN_FACT_ACTION_PLAY and PRIN_FACT_ROLL_PLAY. */
uint16_t prin_fact_places(const struct prin_state *s, int player, unsigned fact);

#endif
