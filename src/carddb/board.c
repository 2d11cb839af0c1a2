/*
 * Loading the board game's island: hexes, terrains, number tokens, harbours
 * and fixed layouts (the board_* tables of db/schema.sql).
 *
 * Each row is checked for itself and for what it names (a resource, a hex,
 * a terrain); whether the hexes make an island whose intersections and
 * paths the game can number, and whether a layout lays every terrain of the
 * box, is the game's to check when it builds its map (games/board/map.c),
 * because only the game knows its limits.
 */
#include "carddb/internal.h"
#include "carddb/read.h"
#include "core/i18n.h"

#include <stdlib.h>
#include <string.h>

#define LENGTH(array) (sizeof(array) / sizeof((array)[0]))

static const char *const side_words[] = { "ne", "e", "se", "sw", "w", "nw", NULL };

const char *carddb_side_name(enum carddb_side side)
{
	return side >= 0 && side < SIDE_COUNT ? side_words[side] : "?";
}

/* Grows *array by one element of size bytes; NULL (with a problem) when
 * there is no memory, leaving *array as it was. */
static void *grow(void **array, size_t *count, size_t size, struct table_reader *r)
{
	void *bigger = realloc(*array, (*count + 1) * size);
	if (!bigger) {
		reader_error(r, NULL, "%s", _("out of memory"));
		return NULL;
	}
	*array = bigger;
	return (char *)bigger + (*count)++ * size;
}

static int board_resource(const struct carddb *db, struct table_reader *r, const char *column,
                          const struct cell *cell)
{
	if (cell->is_null || !cell->text)   /* NULL, or already reported */
		return -1;
	for (size_t i = 0; i < db->resource_count; i++)
		if (db->resources[i].game == GAME_BOARD && strcmp(db->resources[i].key, cell->text) == 0)
			return (int)i;
	reader_error(r, column, _("the board game has no resource '%s'"), cell->text);
	return -1;
}

static int hex_by_number(const struct carddb *db, struct table_reader *r, const char *column,
                         int number)
{
	if (number < 0)                      /* already reported */
		return -1;
	for (size_t i = 0; i < db->hex_count; i++)
		if (db->hexes[i].number == number)
			return (int)i;
	reader_error(r, column, _("no hex numbered %d (table board_hex)"), number);
	return -1;
}

static void load_hexes(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "number", COL_INT, false, 1, 32, NULL },
		{ "q", COL_INT, false, -8, 8, NULL },
		{ "r", COL_INT, false, -8, 8, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_hex", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "number")) {
		while (reader_next(&r, cells)) {
			struct carddb *db = l->db;
			for (size_t i = 0; r.row_ok && i < db->hex_count; i++) {
				if (db->hexes[i].number == cells[0].number)
					reader_error(&r, "number", _("hex %d is listed twice"), cells[0].number);
				else if (db->hexes[i].q == cells[1].number && db->hexes[i].r == cells[2].number)
					reader_error(&r, "q", _("hex %d lies at the place of hex %d"),
					             cells[0].number, db->hexes[i].number);
			}
			if (!r.row_ok)
				continue;
			struct carddb_hex *h = grow((void **)&db->hexes, &db->hex_count, sizeof *h, &r);
			if (!h)
				break;
			h->number = cells[0].number;
			h->q = cells[1].number;
			h->r = cells[2].number;
		}
	}
	loader_finish(l, &r);
}

static void load_terrains(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "key", COL_TEXT, false, 1, 16, NULL },
		{ "resource", COL_TEXT, true, 1, 16, NULL },
		{ "count", COL_INT, false, 0, 32, NULL },
		{ "name_de", COL_TEXT, false, 1, 40, NULL },
		{ "name_nl", COL_TEXT, true, 1, 40, NULL },
		{ "name_en", COL_TEXT, false, 1, 40, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_terrain", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			struct carddb *db = l->db;
			int resource = board_resource(db, &r, "resource", &cells[1]);
			if (!r.row_ok)
				continue;
			struct carddb_terrain *t = grow((void **)&db->terrains, &db->terrain_count,
			                                sizeof *t, &r);
			if (!t)
				break;
			t->key = cells[0].text;
			t->resource = resource;
			t->count = cells[2].number;
			t->name[LANG_DE] = cells[3].text;
			t->name[LANG_NL] = cells[4].text;
			t->name[LANG_EN] = cells[5].text;
		}
	}
	loader_finish(l, &r);
}

static void load_tokens(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "letter", COL_TEXT, false, 1, 1, NULL },
		{ "number", COL_INT, false, 2, 12, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_token", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "letter")) {
		while (reader_next(&r, cells)) {
			char letter = cells[0].text ? cells[0].text[0] : 0;
			if (letter < 'A' || letter > 'Z')
				reader_error(&r, "letter", "%s", _("expected a capital letter A to Z"));
			if (cells[1].number == 7)
				reader_error(&r, "number", "%s", _("no token shows 7"));
			if (!r.row_ok)
				continue;
			struct carddb *db = l->db;
			struct carddb_token *t = grow((void **)&db->tokens, &db->token_count, sizeof *t, &r);
			if (!t)
				break;
			t->letter = letter;
			t->number = cells[1].number;
		}
	}
	loader_finish(l, &r);
}

static void load_harbors(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "number", COL_INT, false, 1, 32, NULL },
		{ "hex", COL_INT, false, 1, 32, NULL },
		{ "side", COL_TEXT, false, 1, 2, side_words },
		{ "resource", COL_TEXT, true, 1, 16, NULL },
		{ "ratio", COL_INT, false, 1, 9, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_harbor", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "number")) {
		while (reader_next(&r, cells)) {
			struct carddb *db = l->db;
			int hex = hex_by_number(db, &r, "hex", cells[1].number);
			int resource = board_resource(db, &r, "resource", &cells[3]);
			for (size_t i = 0; r.row_ok && i < db->harbor_count; i++)
				if (db->harbors[i].hex == hex && (int)db->harbors[i].side == cells[2].number)
					reader_error(&r, "side", _("harbour %d has this spot too"),
					             db->harbors[i].number);
			if (!r.row_ok)
				continue;
			struct carddb_harbor *h = grow((void **)&db->harbors, &db->harbor_count,
			                               sizeof *h, &r);
			if (!h)
				break;
			h->number = cells[0].number;
			h->hex = hex;
			h->side = (enum carddb_side)cells[2].number;
			h->resource = resource;
			h->ratio = cells[4].number;
		}
	}
	loader_finish(l, &r);
}

static void load_layouts(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "layout", COL_TEXT, false, 1, 16, NULL },
		{ "hex", COL_INT, false, 1, 32, NULL },
		{ "terrain", COL_TEXT, false, 1, 16, NULL },
		{ "number", COL_INT, true, 2, 12, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_layout", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "layout, hex")) {
		while (reader_next(&r, cells)) {
			struct carddb *db = l->db;
			int hex = hex_by_number(db, &r, "hex", cells[1].number);
			int terrain = -1;
			for (size_t i = 0; cells[2].text && i < db->terrain_count; i++)
				if (strcmp(db->terrains[i].key, cells[2].text) == 0)
					terrain = (int)i;
			if (terrain < 0 && cells[2].text)
				reader_error(&r, "terrain", _("no terrain '%s' (table board_terrain)"), cells[2].text);
			if (!cells[3].is_null && cells[3].number == 7)
				reader_error(&r, "number", "%s", _("no token shows 7"));
			if (!r.row_ok)
				continue;
			struct carddb_layout_hex *h = grow((void **)&db->layout_hexes, &db->layout_hex_count,
			                                   sizeof *h, &r);
			if (!h)
				break;
			h->layout = cells[0].text;
			h->hex = hex;
			h->terrain = terrain;
			h->number = cells[3].is_null ? 0 : cells[3].number;
		}
	}
	loader_finish(l, &r);
}

static void load_neutral_starts(struct loader *l)
{
	static const char *const corner_words[] = { "n", "ne", "se", "s", "sw", "nw", NULL };
	static const struct column_rule columns[] = {
		{ "neutral", COL_INT, false, 1, 2, NULL },
		{ "hex", COL_INT, false, 1, 32, NULL },
		{ "corner", COL_TEXT, false, 1, 2, corner_words },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "board_neutral_start", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "neutral")) {
		while (reader_next(&r, cells)) {
			struct carddb *db = l->db;
			int hex = hex_by_number(db, &r, "hex", cells[1].number);
			if (!r.row_ok)
				continue;
			struct carddb_neutral_start *n = grow((void **)&db->neutral_starts,
			                                      &db->neutral_start_count, sizeof *n, &r);
			if (!n)
				break;
			n->neutral = cells[0].number;
			n->hex = hex;
			n->corner = cells[2].number;
		}
	}
	loader_finish(l, &r);
}

void carddb_read_board(struct loader *l)
{
	load_hexes(l);
	load_terrains(l);
	load_tokens(l);
	load_harbors(l);
	load_layouts(l);
	load_neutral_starts(l);
}
