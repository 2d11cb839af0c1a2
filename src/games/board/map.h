/*
 * map: the board game's island as a graph, built once per card database.
 *
 * The hexes come from the board_hex table with their axial coordinates; the
 * intersections (nodes) and paths (edges) are derived from them and
 * numbered by where they lie, top to bottom and left to right (an edge by
 * its midpoint), so that the same database always gives the same numbers.
 * The console shows those numbers, commands and logs use them, and the JSON
 * writes them: every one is 1-based outside, 0-based here.
 *
 * Lattice: a hex at axial (q, r) has its centre at x = 2q + r, y = 3r (x in
 * half hex widths, y in quarter hex heights); its corners lie at the centre
 * plus N (0,-2), NE (1,-1), SE (1,1), S (0,2), SW (-1,1), NW (-1,-1), and its
 * side k (NE, E, SE, SW, W, NW: enum carddb_side) joins corners k and k+1.
 * Two hexes that share a corner give it the same lattice point, which is
 * how the graph is found.
 */
#ifndef CATAN_GAMES_BOARD_MAP_H
#define CATAN_GAMES_BOARD_MAP_H

#include <stdbool.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/diag.h"

#define BOARD_MAX_HEXES 32
#define BOARD_MAX_NODES 64      /* a bit per node in one uint64_t */
#define BOARD_MAX_EDGES 128     /* a bit per edge in two uint64_t */
#define BOARD_MAX_HARBORS 16
#define BOARD_MAX_CORNERS 8     /* corner hexes a spiral may start from */

enum board_corner { CORNER_N, CORNER_NE, CORNER_SE, CORNER_S, CORNER_SW, CORNER_NW };

struct board_map {
	int hex_count, node_count, edge_count, harbor_count;

	/* Hexes, in the database's order (by number). */
	int hex_number[BOARD_MAX_HEXES];
	int8_t hex_x[BOARD_MAX_HEXES], hex_y[BOARD_MAX_HEXES];   /* lattice centre */
	uint8_t hex_node[BOARD_MAX_HEXES][6];    /* by enum board_corner */
	uint8_t hex_edge[BOARD_MAX_HEXES][6];    /* by enum carddb_side */
	int8_t hex_next[BOARD_MAX_HEXES][6];     /* the land hex across side k, or -1 */
	uint64_t hex_nodes[BOARD_MAX_HEXES];     /* bit per corner node */

	/* Nodes (intersections). */
	int8_t node_x[BOARD_MAX_NODES], node_y[BOARD_MAX_NODES];
	uint8_t node_hex_count[BOARD_MAX_NODES];
	uint8_t node_hex[BOARD_MAX_NODES][3];
	uint8_t node_edge_count[BOARD_MAX_NODES];
	uint8_t node_edge[BOARD_MAX_NODES][3];
	uint8_t node_next[BOARD_MAX_NODES][3];   /* the node across node_edge[n][i] */
	uint64_t node_near[BOARD_MAX_NODES];     /* bit per neighbouring node */
	uint64_t node_edges[BOARD_MAX_NODES][2]; /* bit per edge touching the node */
	uint64_t coast_nodes;                    /* nodes with fewer than 3 land hexes */

	/* Edges (paths). */
	uint8_t edge_node[BOARD_MAX_EDGES][2];   /* lower number first */
	uint64_t edge_edges[BOARD_MAX_EDGES][2]; /* bit per edge sharing a node with it */
	uint64_t coast_edges[2];                 /* edges with land on one side only */

	/* Harbour spots, in the database's order, with the fixed layouts' markers. */
	int harbor_number[BOARD_MAX_HARBORS];
	uint8_t harbor_hex[BOARD_MAX_HARBORS];
	uint8_t harbor_side[BOARD_MAX_HARBORS];
	uint8_t harbor_edge[BOARD_MAX_HARBORS];
	int8_t harbor_resource[BOARD_MAX_HARBORS];  /* resource position, -1: any */
	uint8_t harbor_ratio[BOARD_MAX_HARBORS];

	/* The spiral of the variable set-up (board.md §1.4): from each corner
	 * hex of the outer ring, the hexes in the order the tokens go. */
	int corner_count;
	uint8_t spiral[BOARD_MAX_CORNERS][BOARD_MAX_HEXES];
};

/* Builds map from db's board tables. Returns 0, or -1 with every problem
 * in diags (too many hexes, a harbour on a side that is not coast...). */
int board_map_build(struct board_map *map, const struct carddb *db, struct diag_list *diags);

/* The edge joining nodes a and b, or -1. */
int board_map_edge_between(const struct board_map *map, int a, int b);

/* Hex distance in axial coordinates (for the spiral and for tests). */
int board_hex_distance(const struct board_map *map, int a, int b);

static inline bool board_bit(const uint64_t *words, int i)
{
	return (words[i >> 6] >> (i & 63)) & 1;
}

#endif
