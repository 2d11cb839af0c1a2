/*
 * Rule options: their vocabularies, and which row is in force for a match.
 */
#include "carddb/carddb.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

/* Strict decimal integer: optional '-', digits only, within int. */
static bool parse_int(const char *text, size_t len, long *out)
{
	if (len == 0 || len > 10)
		return false;
	size_t i = text[0] == '-' ? 1 : 0;
	if (i == len)
		return false;
	long value = 0;
	for (; i < len; i++) {
		if (text[i] < '0' || text[i] > '9')
			return false;
		value = value * 10 + (text[i] - '0');
	}
	*out = text[0] == '-' ? -value : value;
	return true;
}

/* "MIN..MAX" into its two ends. */
static bool parse_range(const char *allowed, long *min, long *max)
{
	const char *dots = strstr(allowed, "..");
	return dots && parse_int(allowed, (size_t)(dots - allowed), min) &&
	       parse_int(dots + 2, strlen(dots + 2), max) && *min <= *max;
}

static bool is_word(const char *text, size_t len)
{
	if (len == 0 || text[0] < 'a' || text[0] > 'z')
		return false;
	for (size_t i = 0; i < len; i++) {
		char c = text[i];
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '+'))
			return false;
	}
	return true;
}

/* Whether value is one of the '|'-separated words of allowed. */
static bool enum_has(const char *allowed, const char *value)
{
	size_t value_len = strlen(value);
	for (const char *p = allowed; *p;) {
		const char *bar = strchr(p, '|');
		size_t len = bar ? (size_t)(bar - p) : strlen(p);
		if (len == value_len && strncmp(p, value, len) == 0)
			return true;
		p += len + (bar ? 1 : 0);
	}
	return false;
}

bool carddb_option_allowed_valid(enum carddb_option_kind kind, const char *allowed,
                                 char *why, size_t size)
{
	long min, max;
	switch (kind) {
	case OPTION_BOOL:
	case OPTION_RESOURCES:
		if (allowed) {
			snprintf(why, size, _("expected NULL for a %s option, found '%s'"),
			         carddb_option_kind_name(kind), allowed);
			return false;
		}
		return true;
	case OPTION_INT:
		if (!allowed || !parse_range(allowed, &min, &max)) {
			if (allowed)
				snprintf(why, size, _("expected a range MIN..MAX for an int option, "
				                      "found '%s'"), allowed);
			else
				snprintf(why, size, "%s", _("expected a range MIN..MAX for an int option, "
				                            "found NULL"));
			return false;
		}
		return true;
	case OPTION_ENUM:
		if (!allowed) {
			snprintf(why, size, "%s",
			         _("expected the values of an enum option as a|b|c, found NULL"));
			return false;
		}
		for (const char *p = allowed;;) {
			const char *bar = strchr(p, '|');
			size_t len = bar ? (size_t)(bar - p) : strlen(p);
			if (!is_word(p, len)) {
				snprintf(why, size, _("expected words of small letters, digits, '-' and '+' "
				                      "separated by '|', found '%s'"), allowed);
				return false;
			}
			if (!bar)
				return true;
			p = bar + 1;
		}
	case OPTION_KIND_COUNT:
		break;
	}
	snprintf(why, size, "%s", _("unknown option kind"));
	return false;
}

/* Resource letters separated by spaces ("Au W"), each a resource of game,
 * none twice. */
static bool resources_valid(const struct carddb *db, enum carddb_game game, const char *value,
                            char *why, size_t size)
{
	unsigned seen = 0;
	for (const char *p = value; *p;) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		size_t len = strcspn(p, " ");
		int found = -1;
		for (size_t i = 0; i < db->resource_count; i++) {
			const struct carddb_resource *res = &db->resources[i];
			if (res->game == game && strlen(res->letter) == len && strncmp(res->letter, p, len) == 0)
				found = res->position;
		}
		if (found < 0) {
			snprintf(why, size, _("expected resource letters separated by spaces, "
			         "found '%.*s' in '%s'"), (int)len, p, value);
			return false;
		}
		if (seen & (1u << found)) {
			snprintf(why, size, _("the resource '%.*s' appears twice in '%s'"), (int)len, p, value);
			return false;
		}
		seen |= 1u << found;
		p += len;
	}
	if (!seen) {
		snprintf(why, size, _("expected at least one resource letter, found '%s'"), value);
		return false;
	}
	return true;
}

bool carddb_option_value_valid(const struct carddb *db, enum carddb_game game,
                               enum carddb_option_kind kind, const char *allowed,
                               const char *value, char *why, size_t size)
{
	long number, min, max;
	switch (kind) {
	case OPTION_BOOL:
		if (strcmp(value, "0") != 0 && strcmp(value, "1") != 0) {
			snprintf(why, size, _("expected 0 or 1, found '%s'"), value);
			return false;
		}
		return true;
	case OPTION_INT:
		if (!allowed || !parse_range(allowed, &min, &max))
			min = max = 0;
		if (!parse_int(value, strlen(value), &number) || number < min || number > max) {
			snprintf(why, size, _("expected an integer from %ld to %ld, found '%s'"), min, max,
			         value);
			return false;
		}
		return true;
	case OPTION_ENUM:
		if (!allowed || !enum_has(allowed, value)) {
			snprintf(why, size, _("expected one of %s, found '%s'"), allowed ? allowed : "(none)",
			         value);
			return false;
		}
		return true;
	case OPTION_RESOURCES:
		return resources_valid(db, game, value, why, size);
	case OPTION_KIND_COUNT:
		break;
	}
	snprintf(why, size, "%s", _("unknown option kind"));
	return false;
}

const struct carddb_option *carddb_option_in_play(const struct carddb *db, const char *key,
                                                  const int *sets, size_t set_count)
{
	const struct carddb_option *found = NULL;
	for (size_t i = 0; i < db->option_count; i++) {
		const struct carddb_option *option = &db->options[i];
		/* The sets first: every match set-up asks for every option, and
		 * most rows belong to sets (other games') that are not in play. */
		for (size_t s = 0; s < set_count; s++) {
			if (option->set != sets[s] || strcmp(option->key, key) != 0)
				continue;
			/* A theme set's row beats the base row, whatever the order. */
			if (!found || db->sets[found->set].base)
				found = option;
		}
	}
	return found;
}

/* Whether row i is the first row of its key in game. */
static bool first_of_key(const struct carddb *db, enum carddb_game game, size_t i)
{
	const struct carddb_option *row = &db->options[i];
	if (db->sets[row->set].game != game)
		return false;
	for (size_t j = 0; j < i; j++)
		if (db->sets[db->options[j].set].game == game && strcmp(db->options[j].key, row->key) == 0)
			return false;
	return true;
}

int carddb_option_id(const struct carddb *db, enum carddb_game game, const char *key)
{
	int id = 0;
	for (size_t i = 0; i < db->option_count; i++) {
		if (!first_of_key(db, game, i))
			continue;
		if (strcmp(db->options[i].key, key) == 0)
			return id;
		id++;
	}
	return -1;
}

const struct carddb_option *carddb_option_by_id(const struct carddb *db, enum carddb_game game,
                                                int id)
{
	int n = 0;
	for (size_t i = 0; i < db->option_count && id >= 0; i++)
		if (first_of_key(db, game, i) && n++ == id)
			return &db->options[i];
	return NULL;
}
