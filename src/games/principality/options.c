/*
 * options: the rule options of §13, read from the card database.
 *
 * Each option's value comes from the rule_option row of the sets in play (a
 * theme set's row overrides the base row), then from --option KEY=VALUE.
 * Values are checked against the row's kind and allowed values, so a typo
 * on the command line is refused before the match starts. An option the
 * database defines but the rules here do not read (the effect language's
 * SPY_TAKES, CARAVAN_WITH...) is accepted and passed over; a name the
 * database does not define at all is refused.
 */
#include <stdlib.h>
#include <string.h>

#include "games/principality/internal.h"

enum opt_field {
	F_VP_TARGET, F_WIN_CHECK, F_BRIGAND_LOSES, F_BRIGAND_GRACE, F_ACTION_GATE,
	F_ADV_MIN_STRENGTH, F_ADV_MIN_COMMERCE, F_WINDMILL_CITY, F_EVENT_ORDER,
	F_EXPANSION_STACKS, F_THEME_STACKS, F_NEW_REGION_SIDE, F_DEMOLISH, F_COUNT
};

static const struct {
	const char *key;
	const char *words;   /* enum options: the values in enum order, '|' between */
} fields[F_COUNT] = {
	[F_VP_TARGET] = { "VP_TARGET", NULL },
	[F_WIN_CHECK] = { "WIN_CHECK", "immediate|own-turn" },
	[F_BRIGAND_LOSES] = { "BRIGAND_LOSES", NULL },
	[F_BRIGAND_GRACE] = { "BRIGAND_GRACE_ROUNDS", NULL },
	[F_ACTION_GATE] = { "ACTION_GATE", "none|both-3|sum-7" },
	[F_ADV_MIN_STRENGTH] = { "ADV_MIN_STRENGTH", NULL },
	[F_ADV_MIN_COMMERCE] = { "ADV_MIN_COMMERCE", NULL },
	[F_WINDMILL_CITY] = { "WINDMILL_NEEDS_CITY", NULL },
	[F_EVENT_ORDER] = { "EVENT_ORDER", "event-first|brigand-first" },
	[F_EXPANSION_STACKS] = { "EXPANSION_STACKS", NULL },
	[F_THEME_STACKS] = { "THEME_STACKS", NULL },
	[F_NEW_REGION_SIDE] = { "NEW_REGION_SIDE", "choose|fixed" },
	[F_DEMOLISH] = { "DEMOLISH", NULL },
};

/* The position of word in a '|'-separated list, or -1. */
static int word_index(const char *words, const char *word)
{
	int i = 0;
	size_t len = strlen(word);
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

/* Resource letters ("Au W") as a bit per resource position. */
static uint8_t resource_mask(const struct carddb *db, const char *value)
{
	unsigned mask = 0;
	for (const char *p = value; *p;) {
		while (*p == ' ')
			p++;
		size_t len = strcspn(p, " ");
		for (size_t i = 0; i < db->resource_count && len; i++) {
			const struct carddb_resource *r = &db->resources[i];
			if (r->game == GAME_PRINCIPALITY && strlen(r->letter) == len &&
			    strncmp(r->letter, p, len) == 0 && r->position < PRIN_MAX_RESOURCES)
				mask |= 1u << r->position;
		}
		p += len;
	}
	return (uint8_t)mask;
}

static uint8_t field_value(const struct carddb *db, int field, const struct carddb_option *row,
                           const char *value)
{
	if (row->kind == OPTION_RESOURCES)
		return resource_mask(db, value);
	if (row->kind == OPTION_ENUM) {
		int i = fields[field].words ? word_index(fields[field].words, value) : -1;
		return (uint8_t)(i < 0 ? 0 : i);
	}
	long v = strtol(value, NULL, 10);
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

static void store(struct prin_options *opt, int field, uint8_t v)
{
	switch (field) {
	case F_VP_TARGET: opt->vp_target = v; break;
	case F_WIN_CHECK: opt->win_check = v; break;
	case F_BRIGAND_LOSES: opt->brigand_loses = v; break;
	case F_BRIGAND_GRACE: opt->brigand_grace_rounds = v; break;
	case F_ACTION_GATE: opt->action_gate = v; break;
	case F_ADV_MIN_STRENGTH: opt->adv_min_strength = v; break;
	case F_ADV_MIN_COMMERCE: opt->adv_min_commerce = v; break;
	case F_WINDMILL_CITY: opt->windmill_needs_city = v; break;
	case F_EVENT_ORDER: opt->event_order = v; break;
	case F_EXPANSION_STACKS: opt->expansion_stacks = v; break;
	case F_THEME_STACKS: opt->theme_stacks = v; break;
	case F_NEW_REGION_SIDE: opt->new_region_side = v; break;
	case F_DEMOLISH: opt->demolish = v; break;
	default: break;
	}
}

int prin_read_options(struct prin_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, "rule_option", NULL, NULL, 0, 0);
	int errors = 0;
	memset(opt, 0, sizeof *opt);

	/* Every option given on the command line must exist and be valid. */
	for (int i = 0; i < setup->option_count; i++) {
		const char *key = setup->options[i].key, *value = setup->options[i].value;
		const struct carddb_option *row = carddb_option_in_play(db, key, sets, set_count);
		char why[256];
		if (!row) {
			diag_add(diags, &where, "unknown option %s: the principality game with these sets "
			         "has no such rule option", key ? key : "(null)");
			errors++;
		} else if (!value || !carddb_option_value_valid(db, GAME_PRINCIPALITY, row->kind,
		                                               row->allowed, value, why, sizeof why)) {
			diag_add(diags, &where, "option %s=%s: %s", key, value ? value : "",
			         value ? why : "a value is needed");
			errors++;
		}
	}
	for (int f = 0; f < F_COUNT; f++) {
		const struct carddb_option *row = carddb_option_in_play(db, fields[f].key, sets, set_count);
		if (!row) {
			diag_add(diags, &where, "the card database defines no rule option %s, which the "
			         "principality game needs", fields[f].key);
			errors++;
			continue;
		}
		const char *value = row->value;
		for (int i = 0; i < setup->option_count; i++)
			if (setup->options[i].key && setup->options[i].value &&
			    strcmp(setup->options[i].key, fields[f].key) == 0)
				value = setup->options[i].value;
		store(opt, f, field_value(db, f, row, value));
	}
	if (!errors && opt->expansion_stacks + opt->theme_stacks > PRIN_MAX_STACKS) {
		diag_add(diags, &where, "EXPANSION_STACKS + THEME_STACKS is %d, at most %d stacks fit",
		         opt->expansion_stacks + opt->theme_stacks, PRIN_MAX_STACKS);
		errors++;
	}
	return errors ? -1 : 0;
}
