/*
 * options: the rule options of cards/fast-base.sql, read once at set-up
 * (games/options.h does the reading and the refusing).
 *
 * MARKTTAG_EFFECT chose between readings of the Market Day event before the
 * events became card data; the card's effect text is now what the event
 * does, so only the value that matches the shipped text is accepted, and the
 * refusal says where to make the change instead.
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
	int rc = game_read_options(db, GAME_FAST, setup, sets, set_count, fields,
	                           sizeof fields / sizeof fields[0], opt, diags);
	const struct carddb_option *row = carddb_option_in_play(db, "MARKTTAG_EFFECT", sets, set_count);
	const char *markttag = game_option_value(setup, "MARKTTAG_EFFECT",
	                                         row ? row->value : "take-one");
	if (strcmp(markttag, "take-one") != 0) {
		struct diag_where where;
		diag_where_set(&where, db->source, "rule_option", NULL, NULL, 0, 0);
		diag_add(diags, &where, "option MARKTTAG_EFFECT=%s: the Market Day event is the "
		         "effect text of its city cards now; change that text in the card "
		         "database instead (cards/fast-base.sql shows the alternatives)", markttag);
		rc = -1;
	}
	return rc;
}
