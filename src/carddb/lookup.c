/*
 * Finding sets, types, resources and cards by what a user types.
 */
#include "carddb/carddb.h"

#include <string.h>

#include "core/text.h"

int carddb_set_by_key(const struct carddb *db, const char *key)
{
	for (size_t i = 0; i < db->set_count; i++)
		if (strcmp(db->sets[i].key, key) == 0)
			return (int)i;
	return -1;
}

int carddb_type_by_key(const struct carddb *db, enum carddb_game game, const char *key)
{
	for (size_t i = 0; i < db->type_count; i++)
		if (db->types[i].game == game && strcmp(db->types[i].key, key) == 0)
			return (int)i;
	return -1;
}

int carddb_resource_by_name(const struct carddb *db, enum carddb_game game, const char *name)
{
	for (size_t i = 0; i < db->resource_count; i++) {
		const struct carddb_resource *res = &db->resources[i];
		if (res->game != game)
			continue;
		if (text_casecmp(res->key, name) == 0 || text_casecmp(res->letter, name) == 0)
			return (int)i;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			if (res->name[lang] && text_casecmp(res->name[lang], name) == 0)
				return (int)i;
	}
	return -1;
}

const struct carddb_resource *carddb_resource_at(const struct carddb *db,
                                                 enum carddb_game game, int position)
{
	for (size_t i = 0; i < db->resource_count; i++)
		if (db->resources[i].game == game && db->resources[i].position == position)
			return &db->resources[i];
	return NULL;
}

int carddb_lang_by_code(const char *code)
{
	static const char *const codes[LANG_COUNT] = { "de", "nl", "en" };
	for (int lang = 0; lang < LANG_COUNT; lang++)
		if (strcmp(code, codes[lang]) == 0)
			return lang;
	return -1;
}

const char *carddb_card_name(const struct carddb_card *card, enum carddb_lang lang)
{
	return card->name[lang] ? card->name[lang] : card->name[LANG_EN];
}

/* 2: the key or a name equals query; 1: one of them starts with it; 0: no. */
static int card_match(const struct carddb_card *card, const char *query)
{
	if (text_casecmp(card->key, query) == 0)
		return 2;
	int best = text_case_prefix(card->key, query) ? 1 : 0;
	for (int lang = 0; lang < LANG_COUNT; lang++) {
		const char *name = card->name[lang];
		if (!name)
			continue;
		if (text_casecmp(name, query) == 0)
			return 2;
		if (text_case_prefix(name, query))
			best = 1;
	}
	return best;
}

size_t carddb_find_cards(const struct carddb *db, const char *query, int *found, size_t max)
{
	/* Exact matches win over prefixes: "Stadt" is the city, not every
	 * card whose name starts with it. */
	for (int level = 2; level >= 1; level--) {
		size_t total = 0;
		for (size_t i = 0; i < db->card_count; i++) {
			if (card_match(&db->cards[i], query) != level)
				continue;
			if (total < max)
				found[total] = (int)i;
			total++;
		}
		if (total)
			return total;
	}
	return 0;
}
