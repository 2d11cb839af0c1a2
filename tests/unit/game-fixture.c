/*
 * game-fixture: the card database and one game's tables for a test group.
 */
#include "game-fixture.h"

#include <stdio.h>

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
