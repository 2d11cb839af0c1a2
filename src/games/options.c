#include "games/options.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

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
 * number is left. words numbers an enum's values. */
static uint8_t option_number(const struct carddb *db, enum carddb_game game,
                             enum carddb_option_kind kind, const char *words, const char *value)
{
	if (kind == OPTION_RESOURCES)
		return resource_mask(db, game, value);
	if (kind == OPTION_ENUM) {
		int i = words ? word_index(words, value) : -1;
		return (uint8_t)(i < 0 ? 0 : i);
	}
	long v = strtol(value, NULL, 10);
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

static uint8_t field_number(const struct carddb *db, enum carddb_game game,
                            const struct game_option_field *field,
                            const struct carddb_option *row, const char *value)
{
	return option_number(db, game, row->kind, field->words, value);
}

/* The keys of one game's rule options, numbered in the order of their first
 * rows as carddb_option_id numbers them, behind a small open-addressing
 * table: set-up of every match comes here, so no key is compared with more
 * than the few that share its slot. */
#define KEY_SLOTS (2 * EFFECT_OPTION_MAX)

struct option_keys {
	int count;
	size_t first[EFFECT_OPTION_MAX];         /* the key's first row */
	const struct carddb_option *in_play[EFFECT_OPTION_MAX]; /* as carddb_option_in_play */
	int8_t slot[KEY_SLOTS];                 /* key id, or -1 */
};

static unsigned key_hash(const char *key)
{
	unsigned h = 2166136261u;
	for (const unsigned char *p = (const unsigned char *)key; *p; p++)
		h = (h ^ *p) * 16777619u;
	return h;
}

/* The slot that holds key, or the empty one where it belongs. */
static unsigned key_slot(const struct carddb *db, const struct option_keys *keys, const char *key)
{
	unsigned i = key_hash(key) % KEY_SLOTS;
	while (keys->slot[i] >= 0 && strcmp(db->options[keys->first[keys->slot[i]]].key, key) != 0)
		i = (i + 1) % KEY_SLOTS;
	return i;
}

static void number_keys(const struct carddb *db, enum carddb_game game, struct option_keys *keys)
{
	memset(keys->slot, -1, sizeof keys->slot);
	keys->count = 0;
	for (size_t i = 0; i < db->option_count && keys->count < EFFECT_OPTION_MAX; i++) {
		if (db->sets[db->options[i].set].game != game)
			continue;
		unsigned slot = key_slot(db, keys, db->options[i].key);
		if (keys->slot[slot] >= 0)
			continue;
		keys->slot[slot] = (int8_t)keys->count;
		keys->first[keys->count] = i;
		keys->in_play[keys->count++] = NULL;
	}
}

static bool set_in_play(int set, const int *sets, size_t set_count)
{
	for (size_t s = 0; s < set_count; s++)
		if (sets[s] == set)
			return true;
	return false;
}

/* carddb_option_in_play for every numbered key in one pass over the rows. */
static void find_in_play(const struct carddb *db, const int *sets, size_t set_count,
                         struct option_keys *keys)
{
	for (size_t i = 0; i < db->option_count; i++) {
		const struct carddb_option *option = &db->options[i];
		if (!set_in_play(option->set, sets, set_count))
			continue;
		int id = keys->slot[key_slot(db, keys, option->key)];
		if (id < 0)
			continue;
		/* A theme set's row beats the base row, whatever the order. */
		const struct carddb_option *found = keys->in_play[id];
		if (!found || db->sets[found->set].base)
			keys->in_play[id] = option;
	}
}

/* The row in force for key: what carddb_option_in_play answers, from the
 * table when the key is numbered (the sets in play are the game's own), else
 * asked of the database. */
static const struct carddb_option *row_in_play(const struct carddb *db,
                                               const struct option_keys *keys, const char *key,
                                               const int *sets, size_t set_count)
{
	int id = keys->slot[key_slot(db, keys, key)];
	if (id >= 0 && keys->in_play[id])
		return keys->in_play[id];
	return carddb_option_in_play(db, key, sets, set_count);
}

static int check_command_line(const struct carddb *db, enum carddb_game game,
                              const struct match_setup *setup, const int *sets, size_t set_count,
                              const struct option_keys *keys, const struct diag_where *where,
                              struct diag_list *diags)
{
	int errors = 0;
	for (int i = 0; i < setup->option_count; i++) {
		const char *key = setup->options[i].key, *value = setup->options[i].value;
		const struct carddb_option *row =
			key ? row_in_play(db, keys, key, sets, set_count) : NULL;
		char why[256];
		if (!row) {
			diag_add(diags, where, _("unknown option %s: the %s game with these sets has no "
			         "such rule option"), key ? key : "(null)", db->games[game].key);
			errors++;
		} else if (!value || !carddb_option_value_valid(db, game, row->kind, row->allowed,
		                                               value, why, sizeof why)) {
			diag_add(diags, where, _("option %s=%s: %s"), key, value ? value : "",
			         value ? why : _("a value is needed"));
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
	/* Every match's set-up comes here: the rows in force are found in one
	 * pass, not one pass per field. */
	struct option_keys keys;
	number_keys(db, game, &keys);
	find_in_play(db, sets, set_count, &keys);
	/* An option the user set (on the command line, or in a log's header)
	 * is wrong where it was set, not in the card database. */
	struct diag_where typed;
	diag_where_set(&typed, NULL, NULL, NULL, NULL, 0, 0);
	int errors = check_command_line(db, game, setup, sets, set_count, &keys, &typed, diags);
	for (size_t f = 0; f < field_count; f++) {
		const struct carddb_option *row = row_in_play(db, &keys, fields[f].key, sets, set_count);
		if (!row) {
			diag_add(diags, &where, _("the card database defines no rule option %s, which the "
			         "%s game needs"), fields[f].key, db->games[game].key);
			errors++;
			continue;
		}
		const char *value = game_option_value(setup, fields[f].key, row->value);
		((uint8_t *)options)[fields[f].offset] = field_number(db, game, &fields[f], row, value);
	}
	return errors ? -1 : 0;
}

void game_read_option_values(const struct carddb *db, enum carddb_game game,
                             const struct match_setup *setup, const int *sets, size_t set_count,
                             struct game_option_values *values)
{
	struct option_keys keys;
	number_keys(db, game, &keys);
	find_in_play(db, sets, set_count, &keys);
	memset(values, 0, sizeof *values);
	for (int k = 0; k < keys.count; k++) {
		const struct carddb_option *first = &db->options[keys.first[k]];
		const struct carddb_option *row = keys.in_play[k];
		const char *value = row ? game_option_value(setup, first->key, row->value) : first->value;
		values->value[k] = option_number(db, game, first->kind, first->allowed, value);
	}
}

int32_t game_option_query(const struct game_option_values *values, int32_t id)
{
	return id >= 0 && id < EFFECT_OPTION_MAX ? values->value[id] : 0;
}
