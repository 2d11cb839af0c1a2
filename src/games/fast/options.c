/*
 * options: the rule options of cards/fast-base.sql, read once at set-up.
 *
 * Each value comes from the rule_option row of the sets in play, then from
 * --option KEY=VALUE; values are checked against the row's kind and allowed
 * words, so a typo on the command line is refused before the match starts.
 *
 * MARKTTAG_EFFECT chose between readings of the Market Day event before the
 * events became card data; the card's effect text is now what the event
 * does, so only the value that matches the shipped text is accepted, and the
 * refusal says where to make the change instead.
 */
#include <stdlib.h>
#include <string.h>

#include "games/fast/internal.h"

enum field {
	F_VICTORY_POINTS, F_VICTORY_EXACT, F_MARKET_SIZE, F_START_HAND, F_DESTINY_START,
	F_FIVE_SIX, F_EXCHANGE_SOURCE, F_OPEN_HANDS, F_ONE_PER_CITY, F_KNIGHT_SAME_TURN,
	F_TAKEN_SIDE, F_EVENT_SPLIT, F_MARKTTAG, F_RAID_LIMIT, F_RAID_DISCARD,
	F_HOUSE_EXPANSIONS, F_COUNT
};

static const struct {
	const char *key;
	const char *words;   /* enum options: the values in the order the rules use */
} fields[F_COUNT] = {
	[F_VICTORY_POINTS] = { "VICTORY_POINTS", NULL },
	[F_VICTORY_EXACT] = { "VICTORY_EXACT", NULL },
	[F_MARKET_SIZE] = { "MARKET_SIZE", NULL },
	[F_START_HAND] = { "START_HAND", NULL },
	[F_DESTINY_START] = { "DESTINY_START", "clockwise|counter-clockwise|random" },
	[F_FIVE_SIX] = { "FIVE_SIX_READING", "expansions-only|all-buildings" },
	[F_EXCHANGE_SOURCE] = { "EXCHANGE_SOURCE", "draw-then-discard|draw-only|unlimited" },
	[F_OPEN_HANDS] = { "OPEN_HANDS", NULL },
	[F_ONE_PER_CITY] = { "EXPANSION_ONE_PER_CITY", NULL },
	[F_KNIGHT_SAME_TURN] = { "KNIGHT_COUNTS_SAME_TURN", NULL },
	[F_TAKEN_SIDE] = { "TAKEN_CARD_SIDE", "own-alternation|as-shown" },
	[F_EVENT_SPLIT] = { "CITY_EVENT_SPLIT", "card-data|random" },
	[F_MARKTTAG] = { "MARKTTAG_EFFECT", "take-one|swap-one|none" },
	[F_RAID_LIMIT] = { "RAID_HAND_LIMIT", NULL },
	[F_RAID_DISCARD] = { "RAID_DISCARD", "half-down|none" },
	[F_HOUSE_EXPANSIONS] = { "HOUSE_EXPANSIONS", NULL },
};

/* The position of word in a '|'-separated list, or -1. */
static int word_index(const char *words, const char *word)
{
	size_t len = strlen(word);
	int i = 0;
	for (const char *p = words; *p; i++) {
		size_t n = strcspn(p, "|");
		if (n == len && strncmp(p, word, len) == 0)
			return i;
		p += n;
		if (*p == '|')
			p++;
	}
	return -1;
}

static uint8_t field_value(int field, const struct carddb_option *row, const char *value)
{
	if (row->kind == OPTION_ENUM) {
		int i = fields[field].words ? word_index(fields[field].words, value) : -1;
		return (uint8_t)(i < 0 ? 0 : i);
	}
	long v = strtol(value, NULL, 10);
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

static void store(struct fast_options *opt, int field, uint8_t v)
{
	switch (field) {
	case F_VICTORY_POINTS: opt->victory_points = v; break;
	case F_VICTORY_EXACT: opt->victory_exact = v; break;
	case F_MARKET_SIZE: opt->market_size = v; break;
	case F_START_HAND: opt->start_hand = v; break;
	case F_DESTINY_START: opt->destiny_start = v; break;
	case F_FIVE_SIX: opt->five_six_all = v; break;
	case F_EXCHANGE_SOURCE: opt->exchange_source = v; break;
	case F_OPEN_HANDS: opt->open_hands = v; break;
	case F_ONE_PER_CITY: opt->one_per_city = v; break;
	case F_KNIGHT_SAME_TURN: opt->knight_same_turn = v; break;
	case F_TAKEN_SIDE: opt->taken_as_shown = v; break;
	case F_EVENT_SPLIT: opt->event_split_random = v; break;
	case F_RAID_LIMIT: opt->raid_limit = v; break;
	case F_RAID_DISCARD: opt->raid_none = v; break;
	case F_HOUSE_EXPANSIONS: opt->house_expansions = v; break;
	default: break;
	}
}

/* The value in force: the database's row, unless --option names the key. */
static const char *value_of(const struct match_setup *setup, const char *key, const char *value)
{
	for (int i = 0; i < setup->option_count; i++)
		if (setup->options[i].key && setup->options[i].value &&
		    strcmp(setup->options[i].key, key) == 0)
			value = setup->options[i].value;
	return value;
}

int fast_read_options(struct fast_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, "rule_option", NULL, NULL, 0, 0);
	int errors = 0;
	memset(opt, 0, sizeof *opt);

	for (int i = 0; i < setup->option_count; i++) {
		const char *key = setup->options[i].key, *value = setup->options[i].value;
		const struct carddb_option *row =
			key ? carddb_option_in_play(db, key, sets, set_count) : NULL;
		char why[256];
		if (!row) {
			diag_add(diags, &where, "unknown option %s: the fast card game has no such rule "
			         "option", key ? key : "(null)");
			errors++;
		} else if (!value || !carddb_option_value_valid(db, GAME_FAST, row->kind, row->allowed,
		                                               value, why, sizeof why)) {
			diag_add(diags, &where, "option %s=%s: %s", key, value ? value : "",
			         value ? why : "a value is needed");
			errors++;
		}
	}
	for (int f = 0; f < F_COUNT; f++) {
		const struct carddb_option *row = carddb_option_in_play(db, fields[f].key, sets, set_count);
		if (!row) {
			diag_add(diags, &where, "the card database defines no rule option %s, which the "
			         "fast card game needs", fields[f].key);
			errors++;
			continue;
		}
		const char *value = value_of(setup, fields[f].key, row->value);
		uint8_t v = field_value(f, row, value);
		if (f == F_MARKTTAG && v != 0) {
			diag_add(diags, &where, "option MARKTTAG_EFFECT=%s: the Market Day event is the "
			         "effect text of its city cards now; change that text in the card "
			         "database instead (cards/fast-base.sql shows the alternatives)", value);
			errors++;
		}
		store(opt, f, v);
	}
	return errors ? -1 : 0;
}
