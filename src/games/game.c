/*
 * The table of games: every game this engine plays.
 */
#include "games/game.h"
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
	NULL,
};
