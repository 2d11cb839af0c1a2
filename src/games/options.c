#include "games/options.h"

#include <stdlib.h>
#include <string.h>

const char *game_option_value(const struct match_setup *setup, const char *key,
                              const char *default_value)
{
	const char *value = default_value;
	for (int i = 0; i < setup->option_count; i++)
		if (setup->options[i].key && setup->options[i].value &&
		    strcmp(setup->options[i].key, key) == 0)
			value = setup->options[i].value;
	return value;
}

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

/* Resource letters ("Au W") as a bit per resource position. */
static uint8_t resource_mask(const struct carddb *db, enum carddb_game game, const char *value)
{
	unsigned mask = 0;
	for (const char *p = value; *p;) {
		while (*p == ' ')
			p++;
		size_t len = strcspn(p, " ");
		for (size_t i = 0; i < db->resource_count && len; i++) {
			const struct carddb_resource *r = &db->resources[i];
			if (r->game == game && strlen(r->letter) == len &&
			    strncmp(r->letter, p, len) == 0 && r->position < 8)
				mask |= 1u << r->position;
		}
		p += len;
	}
	return (uint8_t)mask;
}

/* The value already passed carddb_option_value_valid: only the mapping to a
 * number is left. */
static uint8_t field_number(const struct carddb *db, enum carddb_game game,
                            const struct game_option_field *field,
                            const struct carddb_option *row, const char *value)
{
	if (row->kind == OPTION_RESOURCES)
		return resource_mask(db, game, value);
	if (row->kind == OPTION_ENUM) {
		int i = field->words ? word_index(field->words, value) : -1;
		return (uint8_t)(i < 0 ? 0 : i);
	}
	long v = strtol(value, NULL, 10);
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

static int check_command_line(const struct carddb *db, enum carddb_game game,
                              const struct match_setup *setup, const int *sets, size_t set_count,
                              const struct diag_where *where, struct diag_list *diags)
{
	int errors = 0;
	for (int i = 0; i < setup->option_count; i++) {
		const char *key = setup->options[i].key, *value = setup->options[i].value;
		const struct carddb_option *row =
			key ? carddb_option_in_play(db, key, sets, set_count) : NULL;
		char why[256];
		if (!row) {
			diag_add(diags, where, "unknown option %s: the %s game with these sets has no "
			         "such rule option", key ? key : "(null)", db->games[game].key);
			errors++;
		} else if (!value || !carddb_option_value_valid(db, game, row->kind, row->allowed,
		                                               value, why, sizeof why)) {
			diag_add(diags, where, "option %s=%s: %s", key, value ? value : "",
			         value ? why : "a value is needed");
			errors++;
		}
	}
	return errors;
}

int game_read_options(const struct carddb *db, enum carddb_game game,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      const struct game_option_field *fields, size_t field_count,
                      void *options, struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, "rule_option", NULL, NULL, 0, 0);
	int errors = check_command_line(db, game, setup, sets, set_count, &where, diags);
	for (size_t f = 0; f < field_count; f++) {
		const struct carddb_option *row = carddb_option_in_play(db, fields[f].key, sets, set_count);
		if (!row) {
			diag_add(diags, &where, "the card database defines no rule option %s, which the "
			         "%s game needs", fields[f].key, db->games[game].key);
			errors++;
			continue;
		}
		const char *value = game_option_value(setup, fields[f].key, row->value);
		((uint8_t *)options)[fields[f].offset] = field_number(db, game, &fields[f], row, value);
	}
	return errors ? -1 : 0;
}
