/*
 * map: the island's graph from the board_hex and board_harbor tables
 * (map.h says how the lattice works and how everything is numbered).
 */
#include <stdlib.h>
#include <string.h>

#include "games/board/map.h"
#include "core/i18n.h"

static const int corner_dx[6] = { 0, 1, 1, 0, -1, -1 };
static const int corner_dy[6] = { -2, -1, 1, 2, 1, -1 };
/* The neighbour across side k, in axial steps. */
static const int side_dq[6] = { 1, 1, 0, -1, -1, 0 };
static const int side_dr[6] = { -1, 0, 1, 1, 0, -1 };

struct point {
	int x, y;
};

/* Sorting lattice points top to bottom, then left to right. */
static int point_order(const void *a, const void *b)
{
	const struct point *p = a, *q = b;
	if (p->y != q->y)
		return p->y < q->y ? -1 : 1;
	return (p->x > q->x) - (p->x < q->x);
}

static int find_point(const struct point *points, int count, int x, int y)
{
	for (int i = 0; i < count; i++)
		if (points[i].x == x && points[i].y == y)
			return i;
	return -1;
}

static void where_table(struct diag_where *where, const struct carddb *db, const char *table)
{
	diag_where_set(where, db->source, table, NULL, NULL, 0, 0);
}

static int find_hex(const struct carddb *db, int q, int r)
{
	for (size_t i = 0; i < db->hex_count; i++)
		if (db->hexes[i].q == q && db->hexes[i].r == r)
			return (int)i;
	return -1;
}

/* Every corner of every hex, each once, numbered by place. */
static int build_nodes(struct board_map *map, const struct carddb *db, struct diag_list *diags)
{
	struct point points[BOARD_MAX_HEXES * 6];
	int count = 0;
	for (int h = 0; h < map->hex_count; h++)
		for (int k = 0; k < 6; k++) {
			int x = map->hex_x[h] + corner_dx[k], y = map->hex_y[h] + corner_dy[k];
			if (find_point(points, count, x, y) < 0)
				points[count++] = (struct point){ x, y };
		}
	if (count > BOARD_MAX_NODES) {
		struct diag_where where;
		where_table(&where, db, "board_hex");
		diag_add(diags, &where, _("the hexes have %d intersections; the board game takes at most %d"),
		         count, BOARD_MAX_NODES);
		return -1;
	}
	qsort(points, (size_t)count, sizeof points[0], point_order);
	map->node_count = count;
	for (int n = 0; n < count; n++) {
		map->node_x[n] = (int8_t)points[n].x;
		map->node_y[n] = (int8_t)points[n].y;
	}
	for (int h = 0; h < map->hex_count; h++)
		for (int k = 0; k < 6; k++) {
			int n = find_point(points, count, map->hex_x[h] + corner_dx[k],
			                   map->hex_y[h] + corner_dy[k]);
			map->hex_node[h][k] = (uint8_t)n;
			map->hex_nodes[h] |= (uint64_t)1 << n;
			map->node_hex[n][map->node_hex_count[n]++] = (uint8_t)h;
		}
	for (int n = 0; n < count; n++)
		if (map->node_hex_count[n] < 3)
			map->coast_nodes |= (uint64_t)1 << n;
	return 0;
}

/* Every side of every hex, each once, numbered by the place of its middle. */
static int build_edges(struct board_map *map, const struct carddb *db, struct diag_list *diags)
{
	struct point mids[BOARD_MAX_HEXES * 6];
	int count = 0;
	for (int h = 0; h < map->hex_count; h++)
		for (int k = 0; k < 6; k++) {
			int a = map->hex_node[h][k], b = map->hex_node[h][(k + 1) % 6];
			int x = map->node_x[a] + map->node_x[b], y = map->node_y[a] + map->node_y[b];
			if (find_point(mids, count, x, y) < 0)
				mids[count++] = (struct point){ x, y };
		}
	if (count > BOARD_MAX_EDGES) {
		struct diag_where where;
		where_table(&where, db, "board_hex");
		diag_add(diags, &where, _("the hexes have %d paths; the board game takes at most %d"),
		         count, BOARD_MAX_EDGES);
		return -1;
	}
	qsort(mids, (size_t)count, sizeof mids[0], point_order);
	map->edge_count = count;
	int land_sides[BOARD_MAX_EDGES] = { 0 };
	for (int h = 0; h < map->hex_count; h++)
		for (int k = 0; k < 6; k++) {
			int a = map->hex_node[h][k], b = map->hex_node[h][(k + 1) % 6];
			int e = find_point(mids, count, map->node_x[a] + map->node_x[b],
			                   map->node_y[a] + map->node_y[b]);
			map->hex_edge[h][k] = (uint8_t)e;
			map->edge_node[e][0] = (uint8_t)(a < b ? a : b);
			map->edge_node[e][1] = (uint8_t)(a < b ? b : a);
			land_sides[e]++;
		}
	for (int e = 0; e < count; e++) {
		if (land_sides[e] == 1)
			map->coast_edges[e >> 6] |= (uint64_t)1 << (e & 63);
		for (int i = 0; i < 2; i++) {
			int n = map->edge_node[e][i], other = map->edge_node[e][1 - i];
			map->node_edge[n][map->node_edge_count[n]] = (uint8_t)e;
			map->node_next[n][map->node_edge_count[n]++] = (uint8_t)other;
			map->node_near[n] |= (uint64_t)1 << other;
			map->node_edges[n][e >> 6] |= (uint64_t)1 << (e & 63);
		}
	}
	for (int e = 0; e < count; e++)
		for (int i = 0; i < 2; i++) {
			int n = map->edge_node[e][i];
			map->edge_edges[e][0] |= map->node_edges[n][0];
			map->edge_edges[e][1] |= map->node_edges[n][1];
		}
	for (int e = 0; e < count; e++)
		map->edge_edges[e][e >> 6] &= ~((uint64_t)1 << (e & 63));
	return 0;
}

static int resource_position(const struct carddb *db, int resource)
{
	return resource < 0 ? -1 : db->resources[resource].position;
}

static int build_harbors(struct board_map *map, const struct carddb *db, struct diag_list *diags)
{
	struct diag_where where;
	where_table(&where, db, "board_harbor");
	if (db->harbor_count > BOARD_MAX_HARBORS) {
		diag_add(diags, &where, _("%zu harbours; the board game takes at most %d"),
		         db->harbor_count, BOARD_MAX_HARBORS);
		return -1;
	}
	int problems = 0;
	for (size_t i = 0; i < db->harbor_count; i++) {
		const struct carddb_harbor *h = &db->harbors[i];
		if (map->hex_next[h->hex][h->side] >= 0) {
			diag_add(diags, &where, _("harbour %d: side %s of hex %d faces land, not the sea"),
			         h->number, carddb_side_name(h->side), db->hexes[h->hex].number);
			problems++;
			continue;
		}
		int k = map->harbor_count++;
		map->harbor_number[k] = h->number;
		map->harbor_hex[k] = (uint8_t)h->hex;
		map->harbor_side[k] = (uint8_t)h->side;
		map->harbor_edge[k] = map->hex_edge[h->hex][h->side];
		map->harbor_resource[k] = (int8_t)resource_position(db, h->resource);
		map->harbor_ratio[k] = (uint8_t)h->ratio;
	}
	return problems ? -1 : 0;
}

int board_hex_distance(const struct board_map *map, int a, int b)
{
	/* Back from the lattice to axial: r = y / 3, q = (x - r) / 2. */
	int ra = map->hex_y[a] / 3, qa = (map->hex_x[a] - ra) / 2;
	int rb = map->hex_y[b] / 3, qb = (map->hex_x[b] - rb) / 2;
	int dq = qa - qb, dr = ra - rb;
	return (abs(dq) + abs(dr) + abs(dq + dr)) / 2;
}

/* The angle of a hex around the island's centre, counter-clockwise as the
 * map is seen (y grows downward), as a "diamond angle" from 0 to 4: it
 * orders points as their true angle does, with no trigonometry. Lattice x
 * is half a hex width, sqrt(3)/2 of the unit in which y counts 1/2. */
static double hex_angle(const struct board_map *map, int h, int centre)
{
	double dx = (map->hex_x[h] - map->hex_x[centre]) * 0.8660254037844386;
	double dy = -(map->hex_y[h] - map->hex_y[centre]) / 2.0;
	if (dx == 0 && dy == 0)
		return 0;
	if (dy >= 0)
		return dx >= 0 ? dy / (dx + dy) : 1 - dx / (-dx + dy);
	return dx < 0 ? 2 - dy / (-dx - dy) : 3 + dx / (dx - dy);
}

static bool adjacent(const struct board_map *map, int a, int b)
{
	for (int k = 0; k < 6; k++)
		if (map->hex_next[a][k] == b)
			return true;
	return false;
}

/* The ring of hexes at distance d from centre, counter-clockwise from
 * first: fills out and returns its size. */
static int ring_from(const struct board_map *map, int centre, int d, int first, uint8_t *out)
{
	int members[BOARD_MAX_HEXES], count = 0;
	for (int h = 0; h < map->hex_count; h++)
		if (board_hex_distance(map, h, centre) == d)
			members[count++] = h;
	double start = hex_angle(map, first, centre);
	/* Selection by angle past the first's: a handful of hexes. */
	bool taken[BOARD_MAX_HEXES] = { false };
	for (int i = 0; i < count; i++) {
		int best = -1;
		double best_turn = 0;
		for (int j = 0; j < count; j++) {
			if (taken[j])
				continue;
			double turn = hex_angle(map, members[j], centre) - start;
			if (turn < -1e-9)
				turn += 4.0;
			if (best < 0 || turn < best_turn) {
				best = j;
				best_turn = turn;
			}
		}
		taken[best] = true;
		out[i] = (uint8_t)members[best];
	}
	return count;
}

/* board.md §1.4: "the 12 outer hexes from the starting corner, then the 6
 * inner-ring hexes starting with the one adjacent to both the first and
 * the last outer hex, then the centre". Every ring starts so from the one
 * outside it. */
static void build_spiral(struct board_map *map, int centre, int outer, uint8_t *spiral,
                         int corner)
{
	if (outer == 0) {
		spiral[0] = (uint8_t)centre;
		return;
	}
	int ring_first = 0;
	int at = ring_from(map, centre, outer, corner, spiral);
	for (int d = outer - 1; d >= 1; d--) {
		int first = spiral[ring_first], last = spiral[at - 1];
		int start = -1;
		for (int h = 0; h < map->hex_count && start < 0; h++)
			if (board_hex_distance(map, h, centre) == d && adjacent(map, h, first) &&
			    adjacent(map, h, last))
				start = h;
		for (int h = 0; h < map->hex_count && start < 0; h++)
			if (board_hex_distance(map, h, centre) == d && adjacent(map, h, first))
				start = h;
		if (start < 0)
			return;   /* no ring here: build_spirals refuses the spiral */
		ring_first = at;
		at += ring_from(map, centre, d, start, spiral + at);
	}
	spiral[at] = (uint8_t)centre;
}

static void build_spirals(struct board_map *map)
{
	/* The centre: the hex nearest to all others. */
	int centre = 0, centre_reach = 1 << 30;
	for (int h = 0; h < map->hex_count; h++) {
		int reach = 0;
		for (int o = 0; o < map->hex_count; o++) {
			int d = board_hex_distance(map, h, o);
			reach = d > reach ? d : reach;
		}
		if (reach < centre_reach) {
			centre = h;
			centre_reach = reach;
		}
	}
	/* Corners: hexes of the outer ring with the fewest land neighbours. */
	int fewest = 7;
	for (int h = 0; h < map->hex_count; h++) {
		int next = 0;
		for (int k = 0; k < 6; k++)
			next += map->hex_next[h][k] >= 0;
		if (board_hex_distance(map, h, centre) == centre_reach && next < fewest)
			fewest = next;
	}
	map->corner_count = 0;
	for (int h = 0; h < map->hex_count && map->corner_count < BOARD_MAX_CORNERS; h++) {
		int next = 0;
		for (int k = 0; k < 6; k++)
			next += map->hex_next[h][k] >= 0;
		if (board_hex_distance(map, h, centre) == centre_reach && next == fewest)
			build_spiral(map, centre, centre_reach, map->spiral[map->corner_count++], h);
	}
	/* A spiral must visit every hex once: an island that is no ring of
	 * rings (a hole, an odd shape) has no spiral to lay tokens along. */
	for (int c = 0; c < map->corner_count; c++) {
		uint64_t seen = 0;
		for (int i = 0; i < map->hex_count; i++)
			seen |= (uint64_t)1 << map->spiral[c][i];
		if (seen != ((uint64_t)1 << map->hex_count) - 1) {
			map->corner_count = 0;
			break;
		}
	}
}

static int check_connected(const struct board_map *map, const struct carddb *db,
                           struct diag_list *diags)
{
	uint64_t reached = 1, grown;
	do {
		grown = reached;
		for (int h = 0; h < map->hex_count; h++)
			if (reached >> h & 1)
				for (int k = 0; k < 6; k++)
					if (map->hex_next[h][k] >= 0)
						grown |= (uint64_t)1 << map->hex_next[h][k];
		if (grown == reached)
			break;
		reached = grown;
	} while (1);
	for (int h = 0; h < map->hex_count; h++)
		if (!(reached >> h & 1)) {
			struct diag_where where;
			where_table(&where, db, "board_hex");
			diag_add(diags, &where, _("hex %d is not joined to hex %d: the island must be one piece"),
			         map->hex_number[h], map->hex_number[0]);
			return -1;
		}
	return 0;
}

int board_map_build(struct board_map *map, const struct carddb *db, struct diag_list *diags)
{
	memset(map, 0, sizeof *map);
	struct diag_where where;
	where_table(&where, db, "board_hex");
	if (db->hex_count == 0 || db->hex_count > BOARD_MAX_HEXES) {
		diag_add(diags, &where, _("%zu hexes; the board game takes 1 to %d"), db->hex_count,
		         BOARD_MAX_HEXES);
		return -1;
	}
	map->hex_count = (int)db->hex_count;
	for (int h = 0; h < map->hex_count; h++) {
		const struct carddb_hex *hex = &db->hexes[h];
		map->hex_number[h] = hex->number;
		map->hex_x[h] = (int8_t)(2 * hex->q + hex->r);
		map->hex_y[h] = (int8_t)(3 * hex->r);
		for (int k = 0; k < 6; k++)
			map->hex_next[h][k] = (int8_t)find_hex(db, hex->q + side_dq[k], hex->r + side_dr[k]);
	}
	if (check_connected(map, db, diags) != 0 || build_nodes(map, db, diags) != 0 ||
	    build_edges(map, db, diags) != 0 || build_harbors(map, db, diags) != 0)
		return -1;
	build_spirals(map);
	return 0;
}

int board_map_edge_between(const struct board_map *map, int a, int b)
{
	for (int i = 0; i < map->node_edge_count[a]; i++)
		if (map->node_next[a][i] == b)
			return map->node_edge[a][i];
	return -1;
}
