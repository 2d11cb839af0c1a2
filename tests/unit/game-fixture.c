/*
 * game-fixture: the card database and one game's tables for a test group.
 */
#include "game-fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int game_fixture_load(const struct game_rules *rules, struct carddb **db, const void **tables)
{
	struct diag_list diags = DIAG_LIST_INIT;
	*db = carddb_load(NULL, &diags);
	if (*db && game_load(rules, *db, tables, &diags) != 0) {
		carddb_free(*db);
		*db = NULL;
	}
	if (!*db)
		diag_list_print(&diags, stderr);
	diag_list_free(&diags);
	return *db ? 0 : -1;
}

void game_fixture_free(const struct game_rules *rules, struct carddb *db, const void *tables)
{
	game_unload(rules, tables);
	carddb_free(db);
}

void game_fixture_setup(struct match_setup *setup, int players, uint64_t seed)
{
	memset(setup, 0, sizeof *setup);
	setup->player_count = players;
	setup->seed = seed;
}

void *game_fixture_start(const struct game_rules *rules, const struct carddb *db,
                         const void *tables, const struct match_setup *setup)
{
	void *state = calloc(1, rules->state_size);
	struct diag_list diags = DIAG_LIST_INIT;
	if (state && rules->init(state, db, tables, setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		free(state);
		state = NULL;
	}
	diag_list_free(&diags);
	return state;
}
