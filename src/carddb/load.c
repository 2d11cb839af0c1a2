/*
 * Loading every table of a card database, in the order their references
 * run: games, sets, resources, types, cards, costs, prerequisites, options.
 * A row that refers to another is resolved to an index as it is read, so a
 * loaded database holds no names that point nowhere.
 */
#include "carddb/internal.h"
#include "carddb/read.h"
#include "core/i18n.h"

#include <stdlib.h>
#include <string.h>

#define LENGTH(array) (sizeof(array) / sizeof((array)[0]))

static const char *const game_words[] = { "principality", "fast", "board", NULL };
static const char *const kind_words[] = {
	"center", "region", "building", "unit", "action", "event", "resource", "progress",
	"marker", NULL
};
static const char *const deck_words[] = {
	"start-a", "start-b", "center", "expansion", "open", "event", "supply", "progress",
	"out", NULL
};
static const char *const placement_words[] = {
	"center-row", "region-slot", "settlement", "city", "opponent-city", "stack", "none", NULL
};
static const char *const option_kind_words[] = { "bool", "int", "enum", "resources", NULL };

const char *carddb_kind_name(enum carddb_kind kind) { return kind_words[kind]; }
const char *carddb_deck_name(enum carddb_deck deck) { return deck_words[deck]; }
const char *carddb_placement_name(enum carddb_placement p) { return placement_words[p]; }
const char *carddb_option_kind_name(enum carddb_option_kind k) { return option_kind_words[k]; }

int carddb_game_by_key(const char *key)
{
	for (int g = 0; game_words[g]; g++)
		if (strcmp(game_words[g], key) == 0)
			return g;
	return -1;
}

void loader_start(struct loader *l, struct table_reader *r, const char *table,
                  const struct column_rule *columns, size_t count)
{
	memset(r, 0, sizeof *r);
	r->source = l->db->source;
	r->table = table;
	r->columns = columns;
	r->column_count = count;
	r->diags = l->diags;
	r->arena = l->db->arena;
	r->digest = &l->db->digest;
}

void loader_finish(struct loader *l, struct table_reader *r)
{
	if (!r->stmt && r->problems)
		l->unreadable++;
	reader_close(r);
	l->problems += r->problems;
}

/* Grows an array by one element; the caller's count is advanced. */
static void *grow(void *array, size_t *count, size_t size, struct table_reader *r)
{
	void *bigger = realloc(array, (*count + 1) * size);
	if (!bigger) {
		reader_error(r, NULL, "%s", _("out of memory"));
		return NULL;
	}
	(*count)++;
	return bigger;
}

#define KEY_RULE(max) { "key", COL_TEXT, false, 1, max, NULL }
#define NAME_RULES(max) \
	{ "name_de", COL_TEXT, false, 1, max, NULL }, \
	{ "name_nl", COL_TEXT, true, 1, max, NULL }, \
	{ "name_en", COL_TEXT, false, 1, max, NULL }

static void copy_names(const char *name[LANG_COUNT], const struct cell *cells)
{
	name[LANG_DE] = cells[0].text;
	name[LANG_NL] = cells[1].text;
	name[LANG_EN] = cells[2].text;
}

/* Keys are the handles every other table and every effect uses: plain
 * lowercase ASCII, so that they can be typed and never need quoting. */
static void check_key(struct table_reader *r, const char *column, const char *key, bool upper)
{
	if (!key)
		return;
	for (const char *p = key; *p; p++) {
		char c = *p;
		bool letter = upper ? (c >= 'A' && c <= 'Z') : (c >= 'a' && c <= 'z');
		bool other = (c >= '0' && c <= '9') || c == (upper ? '_' : '-');
		if (!letter && !(other && p != key)) {
			reader_error(r, column, upper ? _("expected a key of capital letters, digits "
			                                  "and '_', found '%s'")
			                              : _("expected a key of small letters, digits "
			                                  "and '-', found '%s'"), key);
			return;
		}
	}
}

static void check_duplicate(struct table_reader *r, const char *previous, const char *key)
{
	if (previous && key && strcmp(previous, key) == 0)
		reader_error(r, "key", "%s", _("the key is used by another row too"));
}

static void load_games(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "key", COL_TEXT, false, 1, 20, game_words }, NAME_RULES(80),
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "game", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			if (!r.row_ok)
				continue;
			struct carddb_game_info *game = &l->db->games[cells[0].number];
			if (game->present)
				reader_error(&r, "key", "%s", _("the key is used by another row too"));
			game->key = game_words[cells[0].number];
			game->present = true;
			copy_names(game->name, &cells[1]);
		}
	}
	loader_finish(l, &r);
}

/* A reference to a game must name one the database defines. */
static int game_ref(struct loader *l, struct table_reader *r, const char *column, const struct cell *cell)
{
	if (cell->number < 0)
		return -1;
	if (!l->db->games[cell->number].present) {
		reader_error(r, column, _("the game '%s' has no row in table game"), game_words[cell->number]);
		return -1;
	}
	return cell->number;
}

static void load_sets(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(32),
		{ "game", COL_TEXT, false, 1, 20, game_words },
		{ "base", COL_INT, false, 0, 1, NULL },
		NAME_RULES(80),
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	const char *previous = NULL;
	loader_start(l, &r, "card_set", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[0].text, false);
			check_duplicate(&r, previous, cells[0].text);
			previous = cells[0].text;
			int game = game_ref(l, &r, "game", &cells[1]);
			if (!r.row_ok)
				continue;
			struct carddb *db = l->db;
			db->sets = grow(db->sets, &db->set_count, sizeof *db->sets, &r);
			if (!db->sets)
				break;
			struct carddb_set *set = &db->sets[db->set_count - 1];
			set->key = cells[0].text;
			set->game = (enum carddb_game)game;
			set->base = cells[2].number == 1;
			copy_names(set->name, &cells[3]);
		}
	}
	loader_finish(l, &r);
}

static void load_resources(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(16),
		{ "game", COL_TEXT, false, 1, 20, game_words },
		{ "letter", COL_TEXT, false, 1, 2, NULL },
		{ "position", COL_INT, false, 0, CARDDB_MAX_RESOURCES - 1, NULL },
		NAME_RULES(40),
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "resource", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "game, position")) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[0].text, false);
			int game = game_ref(l, &r, "game", &cells[1]);
			struct carddb *db = l->db;
			for (size_t i = 0; r.row_ok && i < db->resource_count; i++) {
				const struct carddb_resource *other = &db->resources[i];
				if ((int)other->game != game)
					continue;
				if (strcmp(other->key, cells[0].text) == 0)
					reader_error(&r, "key", "%s", _("the game has another resource with this key"));
				else if (other->position == cells[3].number)
					reader_error(&r, "position", _("the game has another resource at position %d"),
					             other->position);
				else if (strcmp(other->letter, cells[2].text) == 0)
					reader_error(&r, "letter", "%s",
					             _("the game has another resource with this letter"));
			}
			if (!r.row_ok)
				continue;
			db->resources = grow(db->resources, &db->resource_count, sizeof *db->resources, &r);
			if (!db->resources)
				break;
			struct carddb_resource *res = &db->resources[db->resource_count - 1];
			res->key = cells[0].text;
			res->game = (enum carddb_game)game;
			res->letter = cells[2].text;
			res->position = cells[3].number;
			copy_names(res->name, &cells[4]);
		}
	}
	loader_finish(l, &r);
}

static int resource_by_key(const struct carddb *db, int game, const char *key)
{
	for (size_t i = 0; i < db->resource_count; i++)
		if ((int)db->resources[i].game == game && strcmp(db->resources[i].key, key) == 0)
			return (int)i;
	return -1;
}

static void load_types(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(32),
		{ "game", COL_TEXT, false, 1, 20, game_words },
		{ "kind", COL_TEXT, false, 1, 20, kind_words },
		{ "name_en", COL_TEXT, false, 1, 40, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "card_type", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "game, key")) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[0].text, false);
			int game = game_ref(l, &r, "game", &cells[1]);
			struct carddb *db = l->db;
			if (r.row_ok && carddb_type_by_key(db, (enum carddb_game)game, cells[0].text) >= 0)
				reader_error(&r, "key", "%s", _("the game has another type with this key"));
			if (!r.row_ok)
				continue;
			db->types = grow(db->types, &db->type_count, sizeof *db->types, &r);
			if (!db->types)
				break;
			struct carddb_type *type = &db->types[db->type_count - 1];
			type->key = cells[0].text;
			type->game = (enum carddb_game)game;
			type->kind = (enum carddb_kind)cells[2].number;
			type->name_en = cells[3].text;
		}
	}
	loader_finish(l, &r);
}

enum card_column {
	CC_KEY, CC_SET, CC_GAME, CC_TYPE, CC_NAME_DE, CC_NAME_NL, CC_NAME_EN, CC_COUNT,
	CC_DECK, CC_PLACEMENT, CC_VP, CC_STRENGTH, CC_TOURNAMENT, CC_COMMERCE,
	CC_PRODUCES, CC_DIE, CC_PLAYERS, CC_REVERSE, CC_UNIQUE, CC_EFFECT, CC_RULES,
	CC_SOURCE, CC_COUNT_COLUMNS
};

static const struct column_rule card_columns[CC_COUNT_COLUMNS] = {
	[CC_KEY]        = KEY_RULE(40),
	[CC_SET]        = { "card_set", COL_TEXT, false, 1, 32, NULL },
	[CC_GAME]       = { "game", COL_TEXT, false, 1, 20, game_words },
	[CC_TYPE]       = { "type", COL_TEXT, false, 1, 32, NULL },
	[CC_NAME_DE]    = { "name_de", COL_TEXT, false, 1, 60, NULL },
	[CC_NAME_NL]    = { "name_nl", COL_TEXT, true, 1, 60, NULL },
	[CC_NAME_EN]    = { "name_en", COL_TEXT, false, 1, 60, NULL },
	[CC_COUNT]      = { "count", COL_INT, false, 0, 99, NULL },
	[CC_DECK]       = { "deck", COL_TEXT, false, 1, 20, deck_words },
	[CC_PLACEMENT]  = { "placement", COL_TEXT, false, 1, 20, placement_words },
	[CC_VP]         = { "vp", COL_INT, false, 0, 9, NULL },
	[CC_STRENGTH]   = { "strength", COL_INT, false, 0, 9, NULL },
	[CC_TOURNAMENT] = { "tournament", COL_INT, false, 0, 9, NULL },
	[CC_COMMERCE]   = { "commerce", COL_INT, false, 0, 9, NULL },
	[CC_PRODUCES]   = { "produces", COL_TEXT, true, 1, 16, NULL },
	[CC_DIE]        = { "die", COL_INT, true, 1, 6, NULL },
	[CC_PLAYERS]    = { "players", COL_INT, true, 2, 4, NULL },
	[CC_REVERSE]    = { "reverse", COL_TEXT, true, 1, 40, NULL },
	[CC_UNIQUE]     = { "unique_per_player", COL_INT, false, 0, 1, NULL },
	[CC_EFFECT]     = { "effect", COL_LONG_TEXT, true, 0, 8000, NULL },
	[CC_RULES]      = { "rules_text", COL_LONG_TEXT, false, 0, 2000, NULL },
	[CC_SOURCE]     = { "source", COL_LONG_TEXT, true, 0, 2000, NULL },
};

/* The columns of one card row that name other rows. */
static void resolve_card(struct loader *l, struct table_reader *r, const struct cell *cells,
                         struct carddb_card *card)
{
	const struct carddb *db = l->db;
	card->set = carddb_set_by_key(db, cells[CC_SET].text ? cells[CC_SET].text : "");
	if (cells[CC_SET].text && card->set < 0)
		reader_error(r, "card_set", _("no set has the key '%s'"), cells[CC_SET].text);
	int game = game_ref(l, r, "game", &cells[CC_GAME]);
	if (game < 0)
		return;
	card->game = (enum carddb_game)game;
	if (card->set >= 0 && (int)db->sets[card->set].game != game)
		reader_error(r, "game", _("the card's set '%s' belongs to the game '%s'"),
		             db->sets[card->set].key, game_words[db->sets[card->set].game]);
	if (cells[CC_TYPE].text) {
		card->type = carddb_type_by_key(db, card->game, cells[CC_TYPE].text);
		if (card->type < 0)
			reader_error(r, "type", _("the game '%s' has no card type '%s'"),
			             game_words[game], cells[CC_TYPE].text);
	}
	card->produces = -1;
	if (cells[CC_PRODUCES].text) {
		card->produces = resource_by_key(db, game, cells[CC_PRODUCES].text);
		if (card->produces < 0)
			reader_error(r, "produces", _("the game '%s' has no resource '%s'"),
			             game_words[game], cells[CC_PRODUCES].text);
	}
	if (card->type >= 0 && db->types[card->type].kind == KIND_REGION) {
		if (card->produces < 0 && !cells[CC_PRODUCES].text)
			reader_error(r, "produces", "%s", _("a region must say which resource it holds"));
		if (card->die == 0)
			reader_error(r, "die", "%s", _("a region must have a production number"));
	}
}

static void load_cards(struct loader *l)
{
	struct table_reader r;
	struct cell cells[CC_COUNT_COLUMNS];
	const char *previous = NULL;
	loader_start(l, &r, "card", card_columns, CC_COUNT_COLUMNS);
	l->cards_readable = reader_open(&r, l->sql, "key");
	if (l->cards_readable) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[CC_KEY].text, false);
			check_duplicate(&r, previous, cells[CC_KEY].text);
			previous = cells[CC_KEY].text;
			struct carddb_card card = { .type = -1, .set = -1, .reverse = -1, .produces = -1,
			                            .effect_from = -1, .effect_named = -1 };
			card.die = cells[CC_DIE].is_null ? 0 : cells[CC_DIE].number;
			if (r.row_ok)
				resolve_card(l, &r, cells, &card);
			if (!r.row_ok)
				continue;
			card.key = cells[CC_KEY].text;
			copy_names(card.name, &cells[CC_NAME_DE]);
			card.count = cells[CC_COUNT].number;
			card.deck = (enum carddb_deck)cells[CC_DECK].number;
			card.placement = (enum carddb_placement)cells[CC_PLACEMENT].number;
			card.vp = cells[CC_VP].number;
			card.strength = cells[CC_STRENGTH].number;
			card.tournament = cells[CC_TOURNAMENT].number;
			card.commerce = cells[CC_COMMERCE].number;
			card.players = cells[CC_PLAYERS].is_null ? 0 : cells[CC_PLAYERS].number;
			card.unique_per_player = cells[CC_UNIQUE].number == 1;
			card.effect = cells[CC_EFFECT].text;
			card.rules_text = cells[CC_RULES].text;
			card.source = cells[CC_SOURCE].text;
			struct carddb *db = l->db;
			db->cards = grow(db->cards, &db->card_count, sizeof *db->cards, &r);
			if (!db->cards)
				break;
			db->cards[db->card_count - 1] = card;
		}
	}
	loader_finish(l, &r);
}

static int card_by_key(const struct carddb *db, const char *key)
{
	size_t lo = 0, hi = db->card_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int cmp = strcmp(db->cards[mid].key, key);
		if (cmp == 0)
			return (int)mid;
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* The reverse side of a card is another card row, which may sort after it,
 * so it is resolved once every card is in. */
static void load_reverses(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(40),
		{ "reverse", COL_TEXT, true, 1, 40, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "card", columns, LENGTH(columns));
	if (l->cards_readable && reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			int self = cells[0].text ? card_by_key(l->db, cells[0].text) : -1;
			if (self < 0 || !cells[1].text)
				continue;
			int other = card_by_key(l->db, cells[1].text);
			if (other < 0)
				reader_error(&r, "reverse", _("no card has the key '%s'"), cells[1].text);
			else if (other == self)
				reader_error(&r, "reverse", "%s", _("a card cannot be its own reverse"));
			else
				l->db->cards[self].reverse = other;
		}
	}
	loader_finish(l, &r);
}

/* Effects several cards share by name; read before the cards that take
 * them. */
static void load_named_effects(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(40),
		{ "game", COL_TEXT, false, 1, 20, game_words },
		{ "effect", COL_LONG_TEXT, false, 1, 8000, NULL },
		{ "source", COL_LONG_TEXT, true, 0, 2000, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	const char *previous = NULL;
	struct carddb *db = l->db;
	loader_start(l, &r, "named_effect", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[0].text, false);
			check_duplicate(&r, previous, cells[0].text);
			previous = cells[0].text;
			int game = r.row_ok ? game_ref(l, &r, "game", &cells[1]) : -1;
			if (!r.row_ok || game < 0)
				continue;
			db->named_effects = grow(db->named_effects, &db->named_effect_count,
			                         sizeof *db->named_effects, &r);
			if (!db->named_effects)
				break;
			struct carddb_named_effect *named = &db->named_effects[db->named_effect_count - 1];
			named->key = cells[0].text;
			named->game = (enum carddb_game)game;
			named->effect = cells[2].text;
			named->source = cells[3].text;
		}
	}
	loader_finish(l, &r);
}

static int named_effect_by_key(const struct carddb *db, const char *key)
{
	for (size_t i = 0; i < db->named_effect_count; i++)
		if (strcmp(db->named_effects[i].key, key) == 0)
			return (int)i;
	return -1;
}

/* A card that takes its effect from another card or a named effect:
 * resolved once every card is in, since the other card may sort after it.
 * The other card must be of the same game (the text names that game's
 * cards and words) and have a text of its own, so that every shared text
 * is written once and read from where it is written. */
static void load_effect_sources(struct loader *l)
{
	static const struct column_rule columns[] = {
		KEY_RULE(40),
		{ "effect_from", COL_TEXT, true, 1, 40, NULL },
		{ "effect_named", COL_TEXT, true, 1, 40, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	struct carddb *db = l->db;
	loader_start(l, &r, "card", columns, LENGTH(columns));
	if (l->cards_readable && reader_open(&r, l->sql, "key")) {
		while (reader_next(&r, cells)) {
			int self = cells[0].text ? card_by_key(db, cells[0].text) : -1;
			if (self < 0 || (!cells[1].text && !cells[2].text))
				continue;
			struct carddb_card *card = &db->cards[self];
			if (card->effect || (cells[1].text && cells[2].text)) {
				reader_error(&r, cells[1].text ? "effect_from" : "effect_named",
				             "%s", _("a card has one effect: its own, one from another "
				                     "card, or a named one"));
				continue;
			}
			if (cells[1].text) {
				int other = card_by_key(db, cells[1].text);
				if (other < 0)
					reader_error(&r, "effect_from", _("no card has the key '%s'"), cells[1].text);
				else if (other == self)
					reader_error(&r, "effect_from", "%s",
					             _("a card cannot take its effect from itself"));
				else if (db->cards[other].game != card->game)
					reader_error(&r, "effect_from", _("the card '%s' belongs to another game"),
					             cells[1].text);
				else if (db->cards[other].effect_from >= 0 || db->cards[other].effect_named >= 0 ||
				         !db->cards[other].effect)
					reader_error(&r, "effect_from",
					             _("the card '%s' has no effect text of its own"), cells[1].text);
				if (!r.row_ok)
					continue;
				card->effect_from = other;
				card->effect = db->cards[other].effect;
			} else {
				int named = named_effect_by_key(db, cells[2].text);
				if (named < 0)
					reader_error(&r, "effect_named", _("no named effect has the key '%s'"),
					             cells[2].text);
				else if (db->named_effects[named].game != card->game)
					reader_error(&r, "effect_named", _("the named effect '%s' belongs to another game"),
					             cells[2].text);
				if (!r.row_ok)
					continue;
				card->effect_named = named;
				card->effect = db->named_effects[named].effect;
			}
		}
	}
	loader_finish(l, &r);
}

static void load_costs(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "card", COL_TEXT, false, 1, 40, NULL },
		{ "game", COL_TEXT, false, 1, 20, game_words },
		{ "resource", COL_TEXT, false, 1, 16, NULL },
		{ "amount", COL_INT, false, 1, 9, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	loader_start(l, &r, "card_cost", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "card, resource")) {
		while (reader_next(&r, cells)) {
			if (!r.row_ok)
				continue;
			int card = card_by_key(l->db, cells[0].text);
			if (card < 0) {
				reader_error(&r, "card", _("no card has the key '%s'"), cells[0].text);
				continue;
			}
			struct carddb_card *c = &l->db->cards[card];
			if ((int)c->game != cells[1].number) {
				reader_error(&r, "game", _("the card belongs to the game '%s'"), game_words[c->game]);
				continue;
			}
			int res = resource_by_key(l->db, cells[1].number, cells[2].text);
			if (res < 0) {
				reader_error(&r, "resource", _("the game '%s' has no resource '%s'"),
				             game_words[c->game], cells[2].text);
				continue;
			}
			int position = l->db->resources[res].position;
			if (c->cost[position])
				reader_error(&r, "resource", _("the card has another cost row for '%s'"), cells[2].text);
			else
				c->cost[position] = (uint8_t)cells[3].number;
		}
	}
	loader_finish(l, &r);
}

static void load_prerequisites(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "card", COL_TEXT, false, 1, 40, NULL },
		{ "requires", COL_TEXT, false, 1, 40, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	struct carddb *db = l->db;
	loader_start(l, &r, "card_prerequisite", columns, LENGTH(columns));
	for (size_t i = 0; i < db->card_count; i++)
		db->cards[i].prereq_first = -1;
	int last_card = -1;
	if (reader_open(&r, l->sql, "card, requires")) {
		while (reader_next(&r, cells)) {
			if (!r.row_ok)
				continue;
			int card = card_by_key(db, cells[0].text);
			int requires = card_by_key(db, cells[1].text);
			if (card < 0)
				reader_error(&r, "card", _("no card has the key '%s'"), cells[0].text);
			if (requires < 0)
				reader_error(&r, "requires", _("no card has the key '%s'"), cells[1].text);
			if (r.row_ok && card == requires)
				reader_error(&r, "requires", "%s", _("a card cannot require itself"));
			if (r.row_ok && db->cards[card].game != db->cards[requires].game)
				reader_error(&r, "requires", _("the card '%s' belongs to another game"), cells[1].text);
			if (!r.row_ok)
				continue;
			db->prereqs = grow(db->prereqs, &db->prereq_count, sizeof *db->prereqs, &r);
			if (!db->prereqs)
				break;
			db->prereqs[db->prereq_count - 1] = requires;
			/* Rows come sorted by card, so each card's list is one slice. */
			if (card != last_card)
				db->cards[card].prereq_first = (int)db->prereq_count - 1;
			db->cards[card].prereq_count++;
			last_card = card;
		}
	}
	loader_finish(l, &r);
}



static void load_options(struct loader *l)
{
	static const struct column_rule columns[] = {
		{ "key", COL_TEXT, false, 1, 40, NULL },
		{ "card_set", COL_TEXT, false, 1, 32, NULL },
		{ "kind", COL_TEXT, false, 1, 20, option_kind_words },
		{ "value", COL_TEXT, false, 1, 80, NULL },
		{ "allowed", COL_TEXT, true, 1, 200, NULL },
		{ "description", COL_LONG_TEXT, false, 1, 600, NULL },
		{ "source", COL_LONG_TEXT, true, 0, 2000, NULL },
	};
	struct table_reader r;
	struct cell cells[LENGTH(columns)];
	struct carddb *db = l->db;
	loader_start(l, &r, "rule_option", columns, LENGTH(columns));
	if (reader_open(&r, l->sql, "card_set, key")) {
		while (reader_next(&r, cells)) {
			check_key(&r, "key", cells[0].text, true);
			int set = cells[1].text ? carddb_set_by_key(db, cells[1].text) : -1;
			if (cells[1].text && set < 0)
				reader_error(&r, "card_set", _("no set has the key '%s'"), cells[1].text);
			if (!r.row_ok)
				continue;
			enum carddb_option_kind kind = (enum carddb_option_kind)cells[2].number;
			char why[200];
			if (!carddb_option_allowed_valid(kind, cells[4].text, why, sizeof why)) {
				reader_error(&r, "allowed", "%s", why);
				continue;
			}
			if (!carddb_option_value_valid(db, db->sets[set].game, kind, cells[4].text,
			                               cells[3].text, why, sizeof why)) {
				reader_error(&r, "value", "%s", why);
				continue;
			}
			db->options = grow(db->options, &db->option_count, sizeof *db->options, &r);
			if (!db->options)
				break;
			struct carddb_option *option = &db->options[db->option_count - 1];
			option->key = cells[0].text;
			option->set = set;
			option->kind = (enum carddb_option_kind)cells[2].number;
			option->value = cells[3].text;
			option->allowed = cells[4].text;
			option->description = cells[5].text;
			option->source = cells[6].text;
		}
	}
	loader_finish(l, &r);
}

static size_t check_schema_version(struct loader *l)
{
	struct diag_where where;
	diag_where_set(&where, l->db->source, NULL, NULL, NULL, 0, 0);
	sqlite3_stmt *stmt = NULL;
	int rc = sqlite3_prepare_v2(l->sql, "PRAGMA user_version", -1, &stmt, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(stmt);
	if (rc != SQLITE_ROW) {
		int code = sqlite3_errcode(l->sql);
		if (code == SQLITE_NOTADB)
			diag_add(l->diags, &where, "%s", _("not a card database: the file is not an SQLite database"));
		else
			diag_add(l->diags, &where, _("cannot read the database: %s"), sqlite3_errmsg(l->sql));
		sqlite3_finalize(stmt);
		return 1;
	}
	int version = sqlite3_column_int(stmt, 0);
	sqlite3_finalize(stmt);
	if (version != CARDDB_SCHEMA_VERSION) {
		diag_add(l->diags, &where,
		         version == 0 ? _("expected schema version %d (PRAGMA user_version), found %d: "
		                          "not a card database, or one made without db/schema.sql")
		                      : _("expected schema version %d (PRAGMA user_version), found %d"),
		         CARDDB_SCHEMA_VERSION, version);
		return 1;
	}
	return 0;
}

size_t carddb_read_all(sqlite3 *sql, struct carddb *db, struct diag_list *diags)
{
	struct loader l = { sql, db, diags, 0, false, 0 };
	db->digest = 0xcbf29ce484222325ULL;
	if (check_schema_version(&l))
		return 1;

	/* Rows that refer to an unreadable table would each be reported as
	 * dangling; the unreadable table alone is the problem worth naming. */
	load_games(&l);
	load_sets(&l);
	load_resources(&l);
	load_types(&l);
	load_named_effects(&l);
	if (l.unreadable == 0)
		load_cards(&l);
	if (l.cards_readable) {
		load_reverses(&l);
		load_effect_sources(&l);
		load_costs(&l);
		load_prerequisites(&l);
	}
	if (l.unreadable == 0)
		load_options(&l);
	if (l.unreadable == 0)
		carddb_read_board(&l);
	/* Effects name cards, types and resources: compiled once every row is
	 * in, so that a card may name one that sorts after it. */
	if (l.cards_readable)
		l.problems += carddb_compile_effects(db, diags);
	return l.problems;
}
