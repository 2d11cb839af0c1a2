/*
 * The board game's island as the built-in database lays it out: the counts
 * and the geometry of board.md §1.2, the harbours, the spiral of §1.4, and
 * the refusals of an island the game cannot number.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/board/map.h"

static struct carddb *db;
static struct board_map map;

static int setup(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	int rc = db && board_map_build(&map, db, &diags) == 0 ? 0 : -1;
	for (size_t i = 0; i < diags.count; i++)
		fprintf(stderr, "%s\n", diags.items[i].message);
	diag_list_free(&diags);
	return rc;
}

static int teardown(void **state)
{
	(void)state;
	carddb_free(db);
	return 0;
}

static int popcount64(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* board.md §1.2: "land hexes 19", "intersections 54: 24 inland (3 land
 * hexes) and 30 coastal", "paths 72, of which 30 are coastal". */
static void test_counts(void **state)
{
	(void)state;
	assert_int_equal(map.hex_count, 19);
	assert_int_equal(map.node_count, 54);
	assert_int_equal(map.edge_count, 72);
	assert_int_equal(map.harbor_count, 9);
	assert_int_equal(popcount64(map.coast_nodes), 30);
	assert_int_equal(popcount64(map.coast_edges[0]) + popcount64(map.coast_edges[1]), 30);
	int inland = 0;
	for (int n = 0; n < map.node_count; n++)
		inland += map.node_hex_count[n] == 3;
	assert_int_equal(inland, 24);
}

/* Every node has 2 or 3 paths, every path 2 nodes, and the graph agrees
 * with itself: a path's nodes list the path, neighbours are mutual. */
static void test_adjacency(void **state)
{
	(void)state;
	int degree_sum = 0;
	for (int n = 0; n < map.node_count; n++) {
		int d = map.node_edge_count[n];
		assert_true(d == 2 || d == 3);
		/* Coast nodes of one hex have 2 paths, the rest 3. */
		assert_int_equal(d, map.node_hex_count[n] == 1 ? 2 : 3);
		degree_sum += d;
		for (int i = 0; i < d; i++) {
			int e = map.node_edge[n][i], o = map.node_next[n][i];
			assert_true(map.edge_node[e][0] == n || map.edge_node[e][1] == n);
			assert_int_equal(board_map_edge_between(&map, o, n), e);
			assert_true(map.node_near[o] >> n & 1);
		}
	}
	assert_int_equal(degree_sum, 2 * map.edge_count);
	/* Every hex has 6 distinct corners and 6 distinct sides. */
	for (int h = 0; h < map.hex_count; h++) {
		assert_int_equal(popcount64(map.hex_nodes[h]), 6);
		for (int k = 0; k < 6; k++) {
			int e = map.hex_edge[h][k];
			int a = map.hex_node[h][k], b = map.hex_node[h][(k + 1) % 6];
			assert_int_equal(board_map_edge_between(&map, a, b), e);
		}
	}
}

/* Numbers run top to bottom, left to right: node 1 is the top corner of
 * hex 1, and the hex rows hold 3-4-5-4-3 hexes. */
static void test_numbering(void **state)
{
	(void)state;
	assert_int_equal(map.hex_node[0][CORNER_N], 0);
	for (int n = 1; n < map.node_count; n++)
		assert_true(map.node_y[n - 1] < map.node_y[n] ||
		            (map.node_y[n - 1] == map.node_y[n] && map.node_x[n - 1] < map.node_x[n]));
	static const int row_sizes[5] = { 3, 4, 5, 4, 3 };
	int h = 0;
	for (int row = 0; row < 5; row++)
		for (int i = 0; i < row_sizes[row]; i++, h++)
			assert_int_equal(map.hex_y[h], 3 * (row - 2));
	assert_int_equal(map.hex_number[18], 19);
}

/* "intersections with a harbor 18 (2 per harbor, all distinct)", and the
 * harbours lie on coastal paths; "the number of non-harbor coastal edges
 * between consecutive harbors is 2, 2, 3, 2, 2, 3, 2, 2, 3". */
static void test_harbors(void **state)
{
	(void)state;
	uint64_t nodes = 0;
	for (int k = 0; k < map.harbor_count; k++) {
		int e = map.harbor_edge[k];
		assert_true(board_bit(map.coast_edges, e));
		nodes |= (uint64_t)1 << map.edge_node[e][0] | (uint64_t)1 << map.edge_node[e][1];
	}
	assert_int_equal(popcount64(nodes), 18);
	/* Walk the coast from harbour 1's path, counting paths between harbours. */
	int start = map.harbor_edge[0], e = start, n = map.edge_node[e][0];
	int gaps[9], gap = 0, found = 0;
	do {
		int next = -1;
		for (int i = 0; i < map.node_edge_count[n]; i++) {
			int c = map.node_edge[n][i];
			if (c != e && board_bit(map.coast_edges, c))
				next = c;
		}
		assert_true(next >= 0);
		n = map.edge_node[next][0] == n ? map.edge_node[next][1] : map.edge_node[next][0];
		e = next;
		bool harbor = false;
		for (int k = 0; k < map.harbor_count; k++)
			harbor |= map.harbor_edge[k] == e;
		if (harbor) {
			assert_true(found < 9);
			gaps[found++] = gap;
			gap = 0;
		} else {
			gap++;
		}
	} while (e != start);
	assert_int_equal(found, 9);
	int twos = 0, threes = 0;
	for (int i = 0; i < 9; i++) {
		twos += gaps[i] == 2;
		threes += gaps[i] == 3;
	}
	assert_int_equal(twos, 6);
	assert_int_equal(threes, 3);
}

/* "desert-adjacent intersections: 6. Of these, 0 are coastal if the desert
 * is inland, 3 if it is on an edge hex of the outer ring, and 4 if it is on
 * a corner hex." */
static void test_coast_by_hex(void **state)
{
	(void)state;
	for (int h = 0; h < map.hex_count; h++) {
		int next = 0;
		for (int k = 0; k < 6; k++)
			next += map.hex_next[h][k] >= 0;
		int coast = popcount64(map.hex_nodes[h] & map.coast_nodes);
		assert_int_equal(coast, next == 6 ? 0 : next == 4 ? 3 : 4);
	}
}

/* board.md §1.4: "the 12 outer hexes from the starting corner, then the 6
 * inner-ring hexes starting with the one adjacent to both the first and
 * the last outer hex, then the centre", going counter-clockwise. */
static void test_spiral(void **state)
{
	(void)state;
	assert_int_equal(map.corner_count, 6);
	for (int c = 0; c < map.corner_count; c++) {
		const uint8_t *s = map.spiral[c];
		uint32_t seen = 0;
		for (int i = 0; i < 19; i++)
			seen |= 1u << s[i];
		assert_int_equal(seen, (1u << 19) - 1);
		/* One ring after another, each hex next to the one before. */
		for (int i = 1; i < 12; i++)
			assert_int_equal(board_hex_distance(&map, s[i - 1], s[i]), 1);
		for (int i = 13; i < 18; i++)
			assert_int_equal(board_hex_distance(&map, s[i - 1], s[i]), 1);
		assert_int_equal(board_hex_distance(&map, s[0], s[12]), 1);
		assert_int_equal(board_hex_distance(&map, s[11], s[12]), 1);
		assert_int_equal(s[18], 9);   /* hex 10, the centre */
	}
	/* Counter-clockwise as the map is seen: from the top left corner
	 * (hex 1) the spiral goes down the left side (hex 4), not right. */
	int top_left = -1;
	for (int c = 0; c < map.corner_count; c++)
		if (map.spiral[c][0] == 0)
			top_left = c;
	assert_true(top_left >= 0);
	assert_int_equal(map.spiral[top_left][1], 3);
}

/* An island that is not one piece, or a harbour on a side facing land, is
 * refused, naming the table. */
static void test_refusals(void **state)
{
	(void)state;
	struct carddb copy = *db;
	struct carddb_hex hexes[20];
	memcpy(hexes, db->hexes, db->hex_count * sizeof hexes[0]);
	hexes[19] = (struct carddb_hex){ 20, 6, 0 };
	copy.hexes = hexes;
	copy.hex_count = 20;
	struct board_map other;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(board_map_build(&other, &copy, &diags), -1);
	assert_true(diags.count > 0);
	assert_non_null(strstr(diags.items[0].message, "one piece"));
	diag_list_free(&diags);

	copy = *db;
	struct carddb_harbor harbors[9];
	memcpy(harbors, db->harbors, sizeof harbors);
	harbors[0].side = SIDE_SE;          /* hex 1's south-east side faces hex 5 */
	copy.harbors = harbors;
	assert_int_equal(board_map_build(&other, &copy, &diags), -1);
	assert_non_null(strstr(diags.items[0].message, "faces land"));
	diag_list_free(&diags);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_adjacency),
		cmocka_unit_test(test_numbering),
		cmocka_unit_test(test_harbors),
		cmocka_unit_test(test_coast_by_hex),
		cmocka_unit_test(test_spiral),
		cmocka_unit_test(test_refusals),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
