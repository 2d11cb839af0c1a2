/*
 * options: the rule options of cards/board-base.sql, read once at set-up
 * (games/options.h does the reading and the refusing).
 */
#include <stddef.h>
#include <string.h>

#include "games/board/internal.h"
#include "games/options.h"

#define FIELD(key, words, member) { key, words, offsetof(struct board_options, member) }

int board_read_options(struct board_options *opt, const struct carddb *db,
                       const struct match_setup *setup, const int *sets, size_t set_count,
                       struct diag_list *diags)
{
	/* LAYOUT's words are the database's: a fixed layout added in SQL
	 * comes with its word in the option's allowed list. */
	const struct carddb_option *layout = carddb_option_in_play(db, "LAYOUT", sets, set_count);
	const struct game_option_field fields[] = {
		FIELD("VICTORY_POINTS", NULL, victory_points),
		FIELD("LAYOUT", layout && layout->allowed ? layout->allowed : "variable|random",
		      layout),
		FIELD("DISCARD_ABOVE", NULL, discard_above),
		FIELD("TRADE_BUILD_PHASES", "combined|separate", separate_phases),
		FIELD("SHORTAGE_SINGLE_PLAYER", NULL, shortage_single),
		FIELD("ROAD_BUILDING_PARTIAL", NULL, road_building_partial),
		FIELD("OFFERS_PER_TURN", NULL, offers_per_turn),
	};
	memset(opt, 0, sizeof *opt);
	if (game_read_options(db, GAME_BOARD, setup, sets, set_count, fields,
	                      sizeof fields / sizeof fields[0], opt, diags) != 0)
		return -1;
	game_read_option_values(db, GAME_BOARD, setup, sets, set_count, &opt->all);
	return 0;
}

/* The word LAYOUT is set to: --option LAYOUT=WORD, else the default. */
const char *board_layout_word(const struct carddb *db, const struct match_setup *setup,
                              const int *sets, size_t set_count)
{
	const struct carddb_option *o = carddb_option_in_play(db, "LAYOUT", sets, set_count);
	return game_option_value(setup, "LAYOUT", o ? o->value : "variable");
}
