/*
 * fast-fixture: what the fast card game's tests share.
 *
 * A match is set up from the built-in cards, then shaped through its flat
 * state (hands, stacks, the draw pile's top) with moves that keep every card
 * in exactly one place, so that check() holds throughout; actions are
 * applied by their canonical text, which tests format_action on the way.
 */
#ifndef CATAN_TESTS_FAST_FIXTURE_H
#define CATAN_TESTS_FAST_FIXTURE_H

#include <stdbool.h>

#include "games/fast/internal.h"

/* The built-in card database, loaded once. */
const struct carddb *fx_db(void);

/* A new match; options are "KEY=VALUE" strings, NULL-terminated (or NULL). */
void fx_new(struct fast_state *s, int players, uint64_t seed, const char *const *options);

/* Resource position of a key ("ore"). */
int fx_res(const struct fast_state *s, const char *key);

/* Sets player's hand to the given counts, in resource position order
 * (lumber, brick, grain, wool, ore), moving cards from and to the piles. */
void fx_hand(struct fast_state *s, int player, int lumber, int brick, int grain, int wool, int ore);

/* Puts a card of res on top of the draw pile. */
void fx_top(struct fast_state *s, const char *res);

/* The legal action (or sandbox command) whose text is text, applied;
 * fails the test if none. */
void fx_do(struct fast_state *s, const char *text);
/* Whether an action with this text is legal now. */
bool fx_legal(const struct fast_state *s, const char *text);

/* A free building for player, as the sandbox's place command gives it:
 * "road", "knight", "settlement", "city" or an expansion's card key. */
void fx_place(struct fast_state *s, int player, const char *what);

/* Ends the exchange phase if it is on, so that building may start. */
void fx_to_build(struct fast_state *s);

/* Fails the test unless check() holds. */
void fx_check(const struct fast_state *s);

/* The card id of the first card whose front row key starts with prefix. */
int fx_card(const struct fast_state *s, const char *prefix);

#endif
