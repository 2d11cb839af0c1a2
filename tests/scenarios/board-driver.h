/*
 * board-driver: what the board game's scenario tests share (board-driver.c).
 */
#ifndef CATAN_TESTS_BOARD_DRIVER_H
#define CATAN_TESTS_BOARD_DRIVER_H

#include <stdbool.h>

#include "carddb/carddb.h"
#include "core/strbuf.h"
#include "games/board/internal.h"

extern const struct game_rules *R;
extern struct board_state *S;      /* the match a scenario plays */
extern const char *const res_keys[BOARD_RESOURCES];

/* A sandbox match of players (2 plays the two-player variant, up to 3
 * seats start_node places) on the beginner island, from seed, with set in
 * play besides the base game's (NULL: none) and the options "KEY=VALUE" (a
 * LAYOUT among them replaces beginner), before its set-up rounds; finish
 * frees it. */
void start_sandbox(const struct carddb *db, const void *tables, int players, uint64_t seed,
                   const char *set, const char *const *options, int count);
void finish(void);
/* The coast intersection (1-based) of seat's piece of set-up round round
 * (0 or 1): seat 1 on the west coast, 2 on the east, 3 on the south. */
int start_node(int seat, int round);
/* Seat's settlement of round on its coast, and a road to its first
 * neighbour; past_set_up plays both rounds so (in turn order, then back),
 * empties every hand and leaves seat 1 to roll. */
void settle_start(int seat, int round);
void past_set_up(void);

const struct board_map *map(void);
/* The intersection at lattice (x, y), 1-based as commands take it. */
int node(int x, int y);
/* The path between two intersections, 1-based. */
int path(int a, int b);
/* The hex numbered number (as shown), 0-based. */
int hex(int number);
/* Every legal action's text, a line each. */
void moves(struct strbuf *out);
/* Whether text is a legal action now. */
bool can(const char *text);
/* Fails the test when an invariant of the game breaks. */
void check_ok(void);
/* Applies an action given as its text (or a sandbox command); fails the
 * test when it is neither legal nor a valid sandbox command. */
void act(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int hand(int seat, const char *res);
/* Empties a seat's hand into the bank. */
void empty_hand(int seat);

#endif
