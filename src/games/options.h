/*
 * options: the rule options a game reads at set-up.
 *
 * A rule option's default lives in the card database (rule_option), a set
 * in play may override its base set's row, and --option KEY=VALUE
 * overrides both for one match. Every game reads its options the same way,
 * into a plain struct of small numbers; this module does the reading and
 * the refusing, and the game only says which keys it reads and where they go.
 */
#ifndef CATAN_GAMES_OPTIONS_H
#define CATAN_GAMES_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "effect/effect.h"
#include "games/game.h"

/* One option a game reads into a uint8_t of its options struct. */
struct game_option_field {
	const char *key;
	/* enum options: the words in the order the game numbers them, '|'
	 * between; the value stored is the word's position. */
	const char *words;
	size_t offset;      /* offsetof the uint8_t in the options struct */
};

/* Refuses any --option of setup that the sets in play do not define or whose
 * value is not valid, then stores the value in force of every field into
 * options: an int as its number (0..255), a bool as 0 or 1, an enum as the
 * position of its word in field->words, resources as a bit per resource
 * position. Returns 0, or -1 with every problem in diags. */
int game_read_options(const struct carddb *db, enum carddb_game game,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      const struct game_option_field *fields, size_t field_count,
                      void *options, struct diag_list *diags);

/* The value in force of every rule option of a game, whether its C rules
 * read it or only card effects do, by the number the effect compiler gave
 * it (carddb_option_id): what the host answers EFFECT_Q_OPTION with. A
 * plain array, so a match state holding it can still be copied by memcpy. */
struct game_option_values {
	uint8_t value[EFFECT_OPTION_MAX];
};

/* Fills values, numbered as game_read_options numbers its fields (an enum
 * by the position of its word in the option's allowed list). An option no
 * set in play defines keeps its first row's default: only cards of other
 * sets read it. Call after game_read_options has refused bad --options. */
void game_read_option_values(const struct carddb *db, enum carddb_game game,
                             const struct match_setup *setup, const int *sets, size_t set_count,
                             struct game_option_values *values);

/* The answer to EFFECT_Q_OPTION for id: 0 when id names no option. */
int32_t game_option_query(const struct game_option_values *values, int32_t id);

/* The value in force for key (setup's --option, else default_value). */
const char *game_option_value(const struct match_setup *setup, const char *key,
                              const char *default_value);

#endif
