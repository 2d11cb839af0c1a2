/*
 * carddb: the card database, opened, validated and loaded into memory.
 *
 * The database is untrusted input: a user edits it with the sqlite3 shell.
 * Loading reads every table into immutable arrays and checks each value in
 * C (types, ranges, references between rows, option values), whatever the
 * file's own schema says, so that a match never meets a bad card. Every
 * problem becomes a diag naming the file, the table, the card and the
 * column; a database with any problem is refused as a whole.
 *
 * A loaded database is read-only and shared by every match that uses it.
 */
#ifndef CATAN_CARDDB_CARDDB_H
#define CATAN_CARDDB_CARDDB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/diag.h"

struct effect_program;

/* The schema version this engine reads (PRAGMA user_version). */
#define CARDDB_SCHEMA_VERSION 2

/* Resources per game, by their position column (0..15). */
#define CARDDB_MAX_RESOURCES 16

/* The image of the default database, made at build time from db/ and cards/. */
extern const unsigned char carddb_default_image[];
extern const size_t carddb_default_image_size;

enum carddb_lang { LANG_DE, LANG_NL, LANG_EN, LANG_COUNT };

/* The games are fixed by the schema; the rules of each live in C. */
enum carddb_game { GAME_PRINCIPALITY, GAME_FAST, GAME_BOARD, GAME_COUNT };

enum carddb_kind {
	KIND_CENTER, KIND_REGION, KIND_BUILDING, KIND_UNIT, KIND_ACTION,
	KIND_EVENT, KIND_RESOURCE, KIND_PROGRESS, KIND_MARKER, KIND_COUNT
};

enum carddb_deck {
	DECK_START_A, DECK_START_B, DECK_CENTER, DECK_EXPANSION, DECK_OPEN,
	DECK_EVENT, DECK_SUPPLY, DECK_PROGRESS, DECK_OUT, DECK_COUNT
};

enum carddb_placement {
	PLACE_CENTER_ROW, PLACE_REGION_SLOT, PLACE_SETTLEMENT, PLACE_CITY,
	PLACE_OPPONENT_CITY, PLACE_STACK, PLACE_NONE, PLACE_COUNT
};

enum carddb_option_kind { OPTION_BOOL, OPTION_INT, OPTION_ENUM, OPTION_RESOURCES, OPTION_KIND_COUNT };

struct carddb_game_info {
	const char *key;
	const char *name[LANG_COUNT];   /* name[LANG_NL] may be NULL */
	bool present;                   /* the database has this game */
};

struct carddb_set {
	const char *key;
	enum carddb_game game;
	bool base;                      /* always in play with its game */
	const char *name[LANG_COUNT];
};

struct carddb_resource {
	const char *key;
	const char *letter;
	enum carddb_game game;
	int position;                   /* index into a card's cost[] */
	const char *name[LANG_COUNT];
};

struct carddb_type {
	const char *key;
	enum carddb_game game;
	enum carddb_kind kind;
	const char *name_en;
};

struct carddb_card {
	const char *key;
	int set;                        /* index into carddb.sets */
	enum carddb_game game;
	int type;                       /* index into carddb.types */
	const char *name[LANG_COUNT];   /* name[LANG_NL] may be NULL */
	int count;
	enum carddb_deck deck;
	enum carddb_placement placement;
	int vp, strength, tournament, commerce;
	int produces;                   /* index into carddb.resources, or -1 */
	int die;                        /* production number 1..6, or 0 */
	int players;                    /* fast game player symbols 2..4, or 0 */
	int reverse;                    /* index of the card on the back, or -1 */
	bool unique_per_player;
	uint8_t cost[CARDDB_MAX_RESOURCES]; /* by resource position in its game */
	int prereq_first, prereq_count; /* slice of carddb.prereqs */
	const char *effect;             /* effect text, or NULL: its own, or the one it takes */
	int effect_from;                /* index of the card whose effect it takes, or -1 */
	int effect_named;               /* index into carddb.named_effects it takes, or -1 */
	struct effect_program *program; /* the effect compiled at load, or NULL */
	const char *rules_text;
	const char *source;             /* where the values come from, or NULL */
};

/* An effect text several cards share (the named_effect table). */
struct carddb_named_effect {
	const char *key;
	enum carddb_game game;
	const char *effect;
	const char *source;
};

struct carddb_option {
	const char *key;
	int set;                        /* index into carddb.sets */
	enum carddb_option_kind kind;
	const char *value;              /* the default */
	const char *allowed;            /* "MIN..MAX", "a|b|c", or NULL */
	const char *description;
	const char *source;
};

/* The board game's island, as the board_* tables give it. The game builds
 * its graph from these rows (games/board/map.c); the loader checks each row
 * and its references, the game checks the geometry. Hex, harbour and
 * terrain references are indexes into these arrays. */
enum carddb_side { SIDE_NE, SIDE_E, SIDE_SE, SIDE_SW, SIDE_W, SIDE_NW, SIDE_COUNT };

struct carddb_hex {
	int number;                     /* 1.., as shown and typed */
	int q, r;                       /* axial coordinates, pointy-top */
};

struct carddb_terrain {
	const char *key;
	int resource;                   /* index into carddb.resources, or -1 (desert) */
	int count;
	const char *name[LANG_COUNT];
};

struct carddb_token {
	char letter;                    /* 'A'..'Z': the order of the spiral */
	int number;                     /* 2..12, not 7 */
};

struct carddb_harbor {
	int number;                     /* 1.. */
	int hex;                        /* index into carddb.hexes */
	enum carddb_side side;
	int resource;                   /* index into carddb.resources, or -1 (any) */
	int ratio;
};

struct carddb_layout_hex {
	const char *layout;             /* the layout's word */
	int hex;                        /* index into carddb.hexes */
	int terrain;                    /* index into carddb.terrains */
	int number;                     /* the token, or 0 */
};

/* A neutral colour's starting settlement (the two-player variant): a
 * corner of a land hex. */
struct carddb_neutral_start {
	int neutral;                    /* 1 or 2 */
	int hex;                        /* index into carddb.hexes */
	int corner;                     /* 0..5: n, ne, se, s, sw, nw */
};

struct carddb {
	char source[256];               /* the file name, or "built-in" */
	uint64_t digest;                /* of everything loaded: logs name it */
	struct carddb_game_info games[GAME_COUNT];
	struct carddb_set *sets;           size_t set_count;
	struct carddb_resource *resources; size_t resource_count;
	struct carddb_type *types;         size_t type_count;
	struct carddb_card *cards;         size_t card_count;
	int *prereqs;                      size_t prereq_count; /* card indexes */
	struct carddb_option *options;     size_t option_count;
	struct carddb_named_effect *named_effects; size_t named_effect_count;
	struct carddb_hex *hexes;          size_t hex_count;      /* by number */
	struct carddb_terrain *terrains;   size_t terrain_count;  /* by key */
	struct carddb_token *tokens;       size_t token_count;    /* by letter */
	struct carddb_harbor *harbors;     size_t harbor_count;   /* by number */
	struct carddb_layout_hex *layout_hexes; size_t layout_hex_count; /* by layout, hex */
	struct carddb_neutral_start *neutral_starts; size_t neutral_start_count; /* by neutral */
	struct arena *arena;               /* owns every string above */
};

/* Where the user asked the cards to come from: --db FILE, else $CATAN_DB,
 * else NULL for the built-in database. */
const char *carddb_choose_path(const char *db_option);

/* The name problems of path are reported under ("built-in card database"
 * for NULL). */
const char *carddb_display_name(const char *path);

/* Loads path, or the built-in database when path is NULL. On any problem
 * returns NULL with every problem in diags. */
struct carddb *carddb_load(const char *path, struct diag_list *diags);
void carddb_free(struct carddb *db);

/* Loads a database from the size bytes of an SQLite file image in memory
 * (copied), as carddb_load loads a file; source names it in diags. For
 * tools and fuzzers that make databases without files. */
struct carddb *carddb_load_image(const void *image, size_t size, const char *source,
                                 struct diag_list *diags);

/* Writes the built-in database to path; refuses an existing file unless
 * force. Returns 0 on success, else fills diags. */
int carddb_write_default(const char *path, bool force, struct diag_list *diags);

/* Prints SQL that rebuilds the database at path (NULL: the built-in one).
 * Returns 0 on success, else fills diags. */
int carddb_dump(const char *path, FILE *out, struct diag_list *diags);

/* Lookups. Names match in any language, case-insensitively. */
int carddb_game_by_key(const char *key);                 /* enum or -1 */
int carddb_set_by_key(const struct carddb *db, const char *key);
int carddb_type_by_key(const struct carddb *db, enum carddb_game game, const char *key);
int carddb_resource_by_name(const struct carddb *db, enum carddb_game game, const char *name);
const struct carddb_resource *carddb_resource_at(const struct carddb *db,
                                                 enum carddb_game game, int position);

/* Cards whose key or a name equals query, or failing that starts with it.
 * Fills up to max indexes into found and returns how many matched in all
 * (which may exceed max). */
size_t carddb_find_cards(const struct carddb *db, const char *query, int *found, size_t max);

/* Option values. allowed_valid checks an option's allowed column against its
 * kind; value_valid checks a value (a default, or --option NAME=VALUE).
 * Both explain a refusal in why. */
bool carddb_option_allowed_valid(enum carddb_option_kind kind, const char *allowed,
                                 char *why, size_t size);
bool carddb_option_value_valid(const struct carddb *db, enum carddb_game game,
                               enum carddb_option_kind kind, const char *allowed,
                               const char *value, char *why, size_t size);
/* The value of option key for a match of game with the given sets in play:
 * a non-base set's row overrides the base row. NULL if no set defines it. */
const struct carddb_option *carddb_option_in_play(const struct carddb *db, const char *key,
                                                  const int *sets, size_t set_count);

/* Rule options by number: the options of game in first-row order, one
 * number per key whatever sets override it, so that a number given when
 * an effect compiles names the same option in every match of the game.
 * option_id returns key's number, or -1; option_by_id the first row of
 * number id (the row whose allowed words number an enum), or NULL. */
int carddb_option_id(const struct carddb *db, enum carddb_game game, const char *key);
const struct carddb_option *carddb_option_by_id(const struct carddb *db, enum carddb_game game,
                                                int id);

const char *carddb_kind_name(enum carddb_kind kind);
const char *carddb_side_name(enum carddb_side side);   /* "ne", "e", ... */
const char *carddb_deck_name(enum carddb_deck deck);
const char *carddb_placement_name(enum carddb_placement placement);
const char *carddb_option_kind_name(enum carddb_option_kind kind);

/* "de", "nl" or "en" as an enum carddb_lang, or -1. */
int carddb_lang_by_code(const char *code);

/* The card's name in lang, falling back to English where it has none. */
const char *carddb_card_name(const struct carddb_card *card, enum carddb_lang lang);

#endif
