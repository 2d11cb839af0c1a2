/*
 * toy-game: a tiny game behind struct game_rules, for testing the clients.
 *
 * "toy": two players take 1 to 3 tokens from a pile in turn; whoever
 * takes the last one wins. Each player also holds three cards of the card
 * database, dealt by the match's own generator and hidden from the other
 * player; playing one takes a single token. Once per match each player may
 * gain a resource, which does not end the turn. In a sandbox match,
 * "pile N" sets the pile. That is enough to exercise every part of the
 * match layer and the console: card keys and resource keys in action texts,
 * chance, hidden information, decisions that do not pass the turn, and
 * sandbox commands -- without depending on the rules of a real game.
 */
#ifndef CATAN_TESTS_TOY_GAME_H
#define CATAN_TESTS_TOY_GAME_H

#include "core/rng.h"
#include "games/game.h"

#define TOY_HAND 3
#define TOY_DEAL 6

enum toy_kind { TOY_TAKE, TOY_PLAY, TOY_GAIN, TOY_PILE };

struct toy_state {
	const struct carddb *db;
	struct rng rng;
	bool sandbox;
	int pile;
	int turn;
	int current;                  /* -1 once over */
	int winner;
	int hand[2][TOY_HAND];        /* card indexes, -1 for a played card */
	int gained[2];                /* resource index, or -1 */
};

extern const struct game_rules toy_rules;
/* { &toy_rules, NULL }, for match_replay. */
extern const struct game_rules *const toy_games[];

/* The fixture the match and console tests share: the built-in cards and a
 * scratch directory that teardown removes. setup and teardown fit
 * cmocka_run_group_tests; path gives a file name inside the directory. */
struct toy_fixture {
	struct carddb *db;
	char dir[512];
};

int toy_fixture_setup(void **state);
int toy_fixture_teardown(void **state);
const char *toy_fixture_path(void **state, const char *name);

#endif
