/*
 * The table of games: every game this engine plays.
 */
#include "games/game.h"
#include "games/board/board.h"
#include "games/fast/fast.h"
#include "games/principality/principality.h"

#include <string.h>

const struct game_rules *game_find(const char *key)
{
	for (size_t i = 0; game_table[i]; i++)
		if (strcmp(game_table[i]->key, key) == 0)
			return game_table[i];
	return NULL;
}

const struct game_rules *const game_table[] = {
	&principality_rules,
	&fast_rules,
	&board_rules,
	NULL,
};

int game_load(const struct game_rules *rules, const struct carddb *db, const void **tables,
              struct diag_list *diags)
{
	*tables = NULL;
	if (!rules->load)
		return 0;
	*tables = rules->load(db, diags);
	return *tables ? 0 : -1;
}

void game_unload(const struct game_rules *rules, const void *tables)
{
	if (rules->unload && tables)
		rules->unload(tables);
}

int game_apply_listed(const struct game_rules *rules, void *state, const struct action *action)
{
	if (!rules->apply_listed)
		return rules->apply(state, action);
	rules->apply_listed(state, action);
	return 0;
}
