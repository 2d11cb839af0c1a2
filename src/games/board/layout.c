/*
 * layout: the island of one match, dealt as LAYOUT says (board.md §1.3,
 * §1.4): terrains, number tokens, harbour markers, and the robber on the
 * desert.
 *
 *   variable  "Shuffle the 19 terrain hexes into the frame, then place the
 *             9 harbor markers at random on the frame's harbor spots";
 *             tokens "in alphabetical order, going counter-clockwise toward
 *             the centre", from a corner hex, skipping the desert.
 *   random    the same, but the tokens at random: "6s and 8s ... must not be
 *             on adjacent hexes; swap tokens until they are not". Dealing
 *             them again until no red numbers touch gives every allowed
 *             deal the same chance, which swapping would not.
 *   WORD      a fixed layout of the board_layout table, with the harbour
 *             markers as board_harbor lays them.
 * "The robber starts on the desert" (AlmDE): the first hex without a token.
 */
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"

static void where_layout(struct diag_where *where, const struct carddb *db)
{
	diag_where_set(where, db->source, "board_layout", NULL, NULL, 0, 0);
}

static int terrain_resource(const struct board_state *s, int terrain)
{
	int res = s->db->terrains[terrain].resource;
	return res < 0 ? -1 : s->db->resources[res].position;
}

/* The terrain tiles of the box, shuffled onto the hexes. */
static int shuffle_terrains(struct board_state *s, struct diag_list *diags)
{
	const struct board_map *m = &s->t->map;
	int tiles[BOARD_MAX_HEXES], count = 0;
	for (size_t i = 0; i < s->db->terrain_count; i++)
		for (int c = 0; c < s->db->terrains[i].count && count <= m->hex_count; c++)
			if (count < BOARD_MAX_HEXES)
				tiles[count++] = (int)i;
	if (count != m->hex_count) {
		struct diag_where where;
		diag_where_set(&where, s->db->source, "board_terrain", NULL, "count", 0, 0);
		diag_add(diags, &where, _("the terrain tiles number %d, the island has %d hexes"),
		         count, m->hex_count);
		return -1;
	}
	rng_shuffle_ints(&s->rng, tiles, (size_t)count);
	for (int h = 0; h < count; h++) {
		s->hex_terrain[h] = (uint8_t)tiles[h];
		s->hex_resource[h] = (int8_t)terrain_resource(s, tiles[h]);
	}
	return 0;
}

static int productive_hexes(const struct board_state *s)
{
	int n = 0;
	for (int h = 0; h < s->t->map.hex_count; h++)
		n += s->hex_resource[h] >= 0;
	return n;
}

static int check_token_count(const struct board_state *s, struct diag_list *diags)
{
	if ((int)s->db->token_count == productive_hexes(s))
		return 0;
	struct diag_where where;
	diag_where_set(&where, s->db->source, "board_token", NULL, NULL, 0, 0);
	diag_add(diags, &where, _("%zu number tokens for %d hexes that produce"), s->db->token_count,
	         productive_hexes(s));
	return -1;
}

/* Tokens in letter order along the spiral from a random corner. */
static int spiral_tokens(struct board_state *s, struct diag_list *diags)
{
	const struct board_map *m = &s->t->map;
	if (m->corner_count == 0) {
		struct diag_where where;
		diag_where_set(&where, s->db->source, "board_hex", NULL, NULL, 0, 0);
		diag_add(diags, &where, "%s", _("the island is no ring of rings: it has no spiral for the "
		         "tokens (use LAYOUT=random or a fixed layout)"));
		return -1;
	}
	const uint8_t *spiral = m->spiral[rng_below(&s->rng, (uint64_t)m->corner_count)];
	size_t next = 0;
	for (int i = 0; i < m->hex_count; i++) {
		int h = spiral[i];
		s->hex_token[h] = s->hex_resource[h] < 0 ? 0 : (uint8_t)s->db->tokens[next++].number;
	}
	return 0;
}

static bool red(int token)
{
	return token == 6 || token == 8;
}

static bool reds_touch(const struct board_state *s)
{
	const struct board_map *m = &s->t->map;
	for (int h = 0; h < m->hex_count; h++)
		for (int k = 0; red(s->hex_token[h]) && k < 6; k++)
			if (m->hex_next[h][k] >= 0 && red(s->hex_token[m->hex_next[h][k]]))
				return true;
	return false;
}

/* Tokens at random, dealt again until no 6 or 8 touches another. An island
 * on which no deal can keep them apart is refused after enough tries that
 * a possible deal is all but sure to have come up. */
static int random_tokens(struct board_state *s, struct diag_list *diags)
{
	int tokens[BOARD_MAX_HEXES], count = (int)s->db->token_count;
	for (int tries = 0; tries < 10000; tries++) {
		for (int i = 0; i < count; i++)
			tokens[i] = s->db->tokens[i].number;
		rng_shuffle_ints(&s->rng, tokens, (size_t)count);
		int next = 0;
		for (int h = 0; h < s->t->map.hex_count; h++)
			s->hex_token[h] = s->hex_resource[h] < 0 ? 0 : (uint8_t)tokens[next++];
		if (!reds_touch(s))
			return 0;
	}
	struct diag_where where;
	diag_where_set(&where, s->db->source, "board_token", NULL, NULL, 0, 0);
	diag_add(diags, &where, "%s", _("no deal of the tokens keeps every 6 and 8 apart"));
	return -1;
}

static void harbors_as_listed(struct board_state *s)
{
	const struct board_map *m = &s->t->map;
	for (int k = 0; k < m->harbor_count; k++) {
		s->harbor_resource[k] = m->harbor_resource[k];
		s->harbor_ratio[k] = m->harbor_ratio[k];
	}
}

static void shuffle_harbors(struct board_state *s)
{
	const struct board_map *m = &s->t->map;
	int order[BOARD_MAX_HARBORS];
	for (int k = 0; k < m->harbor_count; k++)
		order[k] = k;
	rng_shuffle_ints(&s->rng, order, (size_t)m->harbor_count);
	for (int k = 0; k < m->harbor_count; k++) {
		s->harbor_resource[k] = m->harbor_resource[order[k]];
		s->harbor_ratio[k] = m->harbor_ratio[order[k]];
	}
}

static int fixed_layout(struct board_state *s, const char *word, struct diag_list *diags)
{
	const struct board_map *m = &s->t->map;
	struct diag_where where;
	where_layout(&where, s->db);
	uint64_t laid = 0;
	for (size_t i = 0; i < s->db->layout_hex_count; i++) {
		const struct carddb_layout_hex *l = &s->db->layout_hexes[i];
		if (strcmp(l->layout, word) != 0)
			continue;
		laid |= (uint64_t)1 << l->hex;
		s->hex_terrain[l->hex] = (uint8_t)l->terrain;
		s->hex_resource[l->hex] = (int8_t)terrain_resource(s, l->terrain);
		s->hex_token[l->hex] = (uint8_t)l->number;
		if ((l->number != 0) != (s->hex_resource[l->hex] >= 0)) {
			diag_add(diags, &where,
			         l->number ? _("layout %s: hex %d produces nothing but has a token")
			                   : _("layout %s: hex %d produces but has no token"),
			         word, m->hex_number[l->hex]);
			return -1;
		}
	}
	if (laid != ((uint64_t)1 << m->hex_count) - 1) {
		diag_add(diags, &where, laid ? _("layout %s does not lay every hex")
		                             : _("no layout %s (variable, random, or one of board_layout)"),
		         word);
		return -1;
	}
	harbors_as_listed(s);
	return 0;
}

static void place_robber(struct board_state *s)
{
	s->robber = 0;
	for (int h = s->t->map.hex_count - 1; h >= 0; h--)
		if (s->hex_token[h] == 0)
			s->robber = (uint8_t)h;
}

int board_deal_layout(struct board_state *s, const char *word, struct diag_list *diags)
{
	int rc;
	if (strcmp(word, "variable") == 0 || strcmp(word, "random") == 0) {
		rc = shuffle_terrains(s, diags);
		if (rc == 0)
			rc = check_token_count(s, diags);
		if (rc == 0)
			rc = word[0] == 'v' ? spiral_tokens(s, diags) : random_tokens(s, diags);
		shuffle_harbors(s);
	} else {
		rc = fixed_layout(s, word, diags);
	}
	if (rc == 0)
		place_robber(s);
	return rc;
}
