/*
 * options: the rule options of cards/fast-base.sql, read once at set-up
 * (games/options.h does the reading and the refusing). Options that only
 * card effects read (MARKTTAG_EFFECT, the Market Day event) reach them
 * through opt.all.
 */
#include <stddef.h>
#include <string.h>

#include "games/fast/internal.h"
#include "games/options.h"

#define FIELD(key, words, member) { key, words, offsetof(struct fast_options, member) }

static const struct game_option_field fields[] = {
	FIELD("VICTORY_POINTS", NULL, victory_points),
	FIELD("VICTORY_EXACT", NULL, victory_exact),
	FIELD("MARKET_SIZE", NULL, market_size),
	FIELD("START_HAND", NULL, start_hand),
	FIELD("DESTINY_START", "clockwise|counter-clockwise|random", destiny_start),
	FIELD("FIVE_SIX_READING", "expansions-only|all-buildings", five_six_all),
	FIELD("EXCHANGE_SOURCE", "draw-then-discard|draw-only|unlimited", exchange_source),
	FIELD("OPEN_HANDS", NULL, open_hands),
	FIELD("EXPANSION_ONE_PER_CITY", NULL, one_per_city),
	FIELD("KNIGHT_COUNTS_SAME_TURN", NULL, knight_same_turn),
	FIELD("TAKEN_CARD_SIDE", "own-alternation|as-shown", taken_as_shown),
	FIELD("CITY_EVENT_SPLIT", "card-data|random", event_split_random),
	FIELD("RAID_HAND_LIMIT", NULL, raid_limit),
	FIELD("RAID_DISCARD", "half-down|none", raid_none),
	FIELD("HOUSE_EXPANSIONS", NULL, house_expansions),
};

int fast_read_options(struct fast_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags)
{
	memset(opt, 0, sizeof *opt);
	if (game_read_options(db, GAME_FAST, setup, sets, set_count, fields,
	                      sizeof fields / sizeof fields[0], opt, diags) != 0)
		return -1;
	game_read_option_values(db, GAME_FAST, setup, sets, set_count, &opt->all);
	return 0;
}
