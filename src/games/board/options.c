/*
 * options: the rule options of cards/board-base.sql, read once at set-up
 * (games/options.h does the reading and the refusing).
 */
#include <stddef.h>
#include <string.h>

#include "games/board/internal.h"
#include "games/options.h"

#define FIELD(key, words, member) { key, words, offsetof(struct board_options, member) }

#define TWO(key, words, member) { key, words, offsetof(struct board_two_options, member) }

/* The two-player variant's options (cards/board-two.sql), read when its set
 * is in play. */
int board_read_two_options(struct board_two_options *two, const struct carddb *db,
                           const struct match_setup *setup, const int *sets, size_t set_count,
                           struct diag_list *diags)
{
	const struct game_option_field fields[] = {
		TWO("PRODUCTION_ROLLS", NULL, production_rolls),
		TWO("SECOND_ROLL_DIFFERENT", NULL, second_roll_different),
		TWO("TRADE_TOKENS_TOTAL", NULL, tokens_total),
		TWO("TRADE_TOKENS_START", NULL, tokens_start),
		TWO("TOKEN_COST_BEHIND", NULL, cost_behind),
		TWO("TOKEN_COST_AHEAD", NULL, cost_ahead),
		TWO("TOKEN_VP_BASIS", "public|total", vp_total),
		TWO("TOKEN_ACTION_LIMIT", "each-once|one-per-turn|unlimited", action_limit),
		TWO("TOKEN_SUPPLY_EXHAUSTED", "partial|none", supply_none),
		TWO("FORCED_TRADE_CARDS", NULL, forced_cards),
		TWO("FORCED_TRADE_RETURN_DRAWN", NULL, forced_return_drawn),
		TWO("ROBBER_ACTION_IN_DESERT", NULL, robber_in_desert),
		TWO("TOKENS_DESERT", NULL, tokens_desert),
		TWO("TOKENS_COAST", NULL, tokens_coast),
		TWO("TOKENS_DESERT_COAST", NULL, tokens_desert_coast),
		TWO("SETUP_TOKENS", NULL, setup_tokens),
		TWO("KNIGHT_DISCARD_TOKENS", NULL, knight_tokens),
		TWO("KNIGHT_DISCARDS_PER_TURN", NULL, knight_discards),
		TWO("LARGEST_ARMY_AFTER_DISCARD", "reassign|keep", army_keep),
		TWO("NEUTRAL_START", "marked|random-inland", neutral_random),
		TWO("NEUTRAL_SAME_TYPE", NULL, neutral_same_type),
		TWO("NEUTRAL_FOR_FREE_ROADS", NULL, neutral_free_roads),
		TWO("NEUTRAL_OUT_OF_PIECES", "other-type|nothing", neutral_nothing),
		TWO("CK_NEUTRAL_KNIGHTS", NULL, ck_neutral_knights),
		TWO("CK_EVENT_DIE_ROLLS", "first-roll|each-roll", ck_each_roll),
		TWO("CK_COMMUNITY_RULES", NULL, ck_community),
	};
	return game_read_options(db, GAME_BOARD, setup, sets, set_count, fields,
	                         sizeof fields / sizeof fields[0], two, diags);
}

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
	if (carddb_option_in_play(db, "PRODUCTION_ROLLS", sets, set_count) &&
	    board_read_two_options(&opt->two, db, setup, sets, set_count, diags) != 0)
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
