/*
 * board-driver: what the board game's scenario tests share (board-driver.c).
 */
#ifndef CATAN_TESTS_BOARD_DRIVER_H
#define CATAN_TESTS_BOARD_DRIVER_H

#include <stdbool.h>

#include "core/strbuf.h"
#include "games/board/internal.h"

extern const struct game_rules *R;
extern struct board_state *S;      /* the match a scenario plays */
extern const char *const res_keys[BOARD_RESOURCES];

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
