/*
 * names: cards and resources named in a game's set-up commands the way the
 * console takes them in actions.
 *
 * The console matches actions against their canonical texts (match/), but
 * a sandbox command is parsed by its game, which names cards no legal
 * action lists. Both take a name alike: a key, or a name in German, Dutch
 * or English; without regard to case; its blanks written as '-' or the
 * whole name in quotes; in full, or by a start that fits one card alone.
 * A name in full wins over a start.
 */
#ifndef CATAN_GAMES_NAMES_H
#define CATAN_GAMES_NAMES_H

#include <stdbool.h>

#include "carddb/carddb.h"
#include "core/strbuf.h"

/* Splits text in place into at most max words at blanks and tabs; a word
 * in single or double quotes keeps its blanks. Returns the number of words,
 * or -1 with why when a quote is not closed or there are more than max. */
int names_split(char *text, char **words, int max, struct strbuf *why);

/* Which cards a command may name: accept(card index, ctx) says. */
typedef bool (*names_accept)(const struct carddb *db, int card, const void *ctx);

/* The card of game that text names, among those accept takes (NULL: every
 * card of the game): an index into db->cards; else, with why, -1 when no
 * card is so called and -2 when several are. what names the cards sought
 * in messages ("card", "event card"). Several cards whose names are the
 * same in full are told apart by their keys. */
int names_card(const struct carddb *db, enum carddb_game game, const char *text,
               names_accept accept, const void *ctx, const char *what, struct strbuf *why);

/* Whether text is card's key or one of its names in full. */
bool names_whole(const struct carddb_card *card, const char *text);

/* The resource of game that text names (its key, letter or a name, in full
 * or a unique start): an index into db->resources, or -1 with why. */
int names_resource(const struct carddb *db, enum carddb_game game, const char *text,
                   struct strbuf *why);

/* Whether text is word, or a start of it, without regard to case: the
 * command words and fixed words of set-up commands. */
bool names_word(const char *word, const char *text);

#endif
