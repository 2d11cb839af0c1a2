/*
 * tables: what a match reads of the card database, derived once per
 * database (game_rules.load): the island's graph (map.c), the resources by
 * position, and the development cards by row with what the rules ask of
 * each (points while hidden, strength face up, whether it can be played).
 *
 * The rules know no card by name: a development card is a card of type
 * "development" in a base set of the game; its vp column makes it a hidden
 * point, its strength column counts toward Largest Army once played, and
 * its (on play ...) handler is what playing it does.
 */
#include <stdlib.h>
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"

/* board.md §1.1, "Costs": road 1 brick + 1 lumber; settlement 1 brick,
 * 1 lumber, 1 wool, 1 grain; city 3 ore + 2 grain. Pieces are no cards,
 * so their costs are the rules' (resource positions: lumber, brick, grain,
 * wool, ore). */
const uint8_t board_piece_cost[PIECE_COUNT][BOARD_RESOURCES] = {
	[PIECE_ROAD] = { 1, 1, 0, 0, 0 },
	[PIECE_SETTLEMENT] = { 1, 1, 1, 1, 0 },
	[PIECE_CITY] = { 0, 0, 2, 0, 3 },
};

static void where_db(struct diag_where *where, const struct carddb *db, const char *table)
{
	diag_where_set(where, db->source, table, NULL, NULL, 0, 0);
}

static int read_resources(struct board_tables *t, const struct carddb *db,
                          struct diag_list *diags)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		const struct carddb_resource *res = carddb_resource_at(db, GAME_BOARD, r);
		if (!res) {
			struct diag_where where;
			where_db(&where, db, "resource");
			diag_add(diags, &where, _("the board game needs resources at positions 0 to %d "
			         "(the commodities after the resources)"), BOARD_CARD_KINDS - 1);
			return -1;
		}
		t->res_db[r] = (int)(res - db->resources);
	}
	return 0;
}

static bool base_set(const struct carddb *db, int set)
{
	return set >= 0 && (size_t)set < db->set_count && db->sets[set].base &&
	       db->sets[set].game == GAME_BOARD;
}

static int read_development(struct board_tables *t, const struct carddb *db,
                            struct diag_list *diags)
{
	struct diag_where where;
	where_db(&where, db, "card");
	int type = carddb_type_by_key(db, GAME_BOARD, "development");
	bool costed = false;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *c = &db->cards[i];
		if (c->game != GAME_BOARD || c->type != type || !base_set(db, c->set) || c->count == 0)
			continue;
		if (t->dev_count == BOARD_MAX_DEV_ROWS || t->deck_size + c->count > BOARD_MAX_DEV_CARDS) {
			diag_add(diags, &where, _("more than %d development cards or %d kinds of them"),
			         BOARD_MAX_DEV_CARDS, BOARD_MAX_DEV_ROWS);
			return -1;
		}
		int row = t->dev_count++;
		t->dev_card[row] = (int)i;
		t->dev_copies[row] = (uint8_t)c->count;
		t->dev_vp[row] = (uint8_t)c->vp;
		t->dev_strength[row] = (uint8_t)c->strength;
		t->dev_playable[row] = effect_find_handler(c->program, EFFECT_ON_PLAY, -1, 0) >= 0;
		bool refuses = false;
		effect_program_asks(c->program, &refuses);
		t->dev_refuses[row] = refuses;
		t->deck_size += c->count;
		/* Every development card costs the same (board.md §1.1): the
		 * first row's cost is the price, and a row that differs is a
		 * mistake in the data. */
		uint8_t cost[BOARD_RESOURCES];
		for (int r = 0; r < BOARD_RESOURCES; r++)
			cost[r] = c->cost[r];
		if (!costed) {
			memcpy(t->dev_cost, cost, sizeof cost);
			costed = true;
		} else if (memcmp(t->dev_cost, cost, sizeof cost) != 0) {
			diag_where_set(&where, db->source, "card_cost", c->key, NULL, 0, 0);
			diag_add(diags, &where, _("every development card must cost the same; %s does not"),
			         c->key);
			return -1;
		}
	}
	return 0;
}

int board_tables_fill(struct board_tables *t, const struct carddb *db, struct diag_list *diags)
{
	memset(t, 0, sizeof *t);
	t->road_type = carddb_type_by_key(db, GAME_BOARD, "road");
	t->settlement_type = carddb_type_by_key(db, GAME_BOARD, "settlement");
	t->city_type = carddb_type_by_key(db, GAME_BOARD, "city");
	if (read_resources(t, db, diags) != 0 || board_map_build(&t->map, db, diags) != 0 ||
	    read_development(t, db, diags) != 0 || board_progress_tables_fill(t, db, diags) != 0)
		return -1;
	return 0;
}

const void *board_load(const struct carddb *db, struct diag_list *diags)
{
	struct board_tables *t = malloc(sizeof *t);
	if (!t) {
		struct diag_where where;
		where_db(&where, db, NULL);
		diag_add(diags, &where, "%s", _("out of memory for the board game's tables"));
		return NULL;
	}
	if (board_tables_fill(t, db, diags) != 0) {
		free(t);
		return NULL;
	}
	return t;
}

void board_unload(const void *tables)
{
	free((void *)tables);
}
