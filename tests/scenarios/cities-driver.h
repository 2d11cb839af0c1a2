/*
 * cities-driver: what the scenario tests of Cities & Knights share
 * (cities-driver.c), beside board-driver.h: a match of the expansion past
 * its set-up rounds, the three dice fixed for the next roll, cards of any
 * kind given and counted, knights and progress cards put in place.
 */
#ifndef CATAN_TESTS_CITIES_DRIVER_H
#define CATAN_TESTS_CITIES_DRIVER_H

#include <stdbool.h>

#include "carddb/carddb.h"
#include "board-driver.h"

/* A match of players (2 or 3) on the beginner island with the set cities,
 * as a sandbox (board-driver.h's start_sandbox, seed 11); one rule option
 * set (none when option is NULL). start_match stops before the set-up
 * rounds; play_start plays them (a settlement, then a city, each with a
 * road, on the coasts of start_node), empties every hand and leaves seat 1
 * to roll; start_with does both for 3 players. finish is board-driver's. */
void start_match(const struct carddb *db, const void *tables, int players, const char *option,
                 const char *value);
void play_start(void);
void start_with(const struct carddb *db, const void *tables, const char *option,
                const char *value);
void place_start(int seat, int round);

/* A card kind's place in the hand (resources, then commodities). */
int kind(const char *key);
/* A seat's cards of one kind, commodities too. */
int held(int seat, const char *key);
void give(int seat, const char *key, int n);
/* Empties a seat's hand of every kind into the bank. */
void empty_cards(int seat);

/* The next roll: white + red come to sum with red as given, and the event
 * die shows face (EVENT_SHIP, or EVENT_GATE + a track). */
void next_roll(int sum, int red, int face);
/* The roller's roll with nothing in it: a 6 with a gate nobody draws on
 * (what the 6 produces stays in the hands). */
void pass_roll(void);
void pass_turn(void);
/* After the roll, with what the roll brought given back: the hands empty. */
void roll_and_empty(void);
/* can() of a formatted action text. */
bool can_f(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A knight of strength for seat on intersection n (1-based), from his
 * supply. */
void knight(int seat, int n, int strength, bool active);
/* A seat's starting city and settlement (1-based intersections), and the
 * which-th neighbour of its starting piece of round (0 or 1). */
int city_of(int seat);
int settlement_of(int seat);
int beside(int seat, int round, int which);
/* The far end of the road a seat built in set-up round round (0 or 1). */
int road_end(int seat, int round);

/* The row of the progress card with key; the card of that row from its
 * deck into seat's hand (a point card is laid open), as a draw would. */
int progress_row(const char *key);
void hand_progress(int seat, const char *key);
/* A card of the row with key to the top of its deck. */
void deck_top(const char *key);
/* How many cards of the row with key seat holds, and a deck's bottom card's key. */
int progress_held(int seat, const char *key);
const char *deck_bottom(int track);

#endif
