/*
 * cities-driver: the scenario tests of Cities & Knights share these
 * (cities-driver.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../unit/game-fixture.h"
#include "cities-driver.h"

static const struct carddb *the_db;

int kind(const char *key)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (strcmp(board_res_key(S, r), key) == 0)
			return r;
	fail_msg("no card kind %s", key);
	return -1;
}

int held(int seat, const char *key)
{
	return S->player[seat - 1].hand[kind(key)];
}

void give(int seat, const char *key, int n)
{
	board_gain(S, seat - 1, kind(key), n);
}

void empty_cards(int seat)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (S->player[seat - 1].hand[r])
			board_lose(S, seat - 1, r, S->player[seat - 1].hand[r]);
}

void place_start(int seat, int round)
{
	int n = start_node(seat, round);
	act(round == 0 ? "build settlement %d" : "build city %d", n);
	act("build road %d", path(n, road_end(seat, round)));
}

void start_match(const struct carddb *db, const void *tables, int players, const char *option,
                 const char *value)
{
	char text[128];
	const char *options[1] = { text };
	if (option)
		snprintf(text, sizeof text, "%s=%s", option, value);
	start_sandbox(db, tables, players, 11, "cities", options, option ? 1 : 0);
	the_db = db;
}

void play_start(void)
{
	int players = S->player_count;
	for (int seat = 1; seat <= players; seat++)
		place_start(seat, 0);
	for (int seat = players; seat >= 1; seat--)
		place_start(seat, 1);
	assert_string_equal(R->phase(S), "roll");
	for (int seat = 1; seat <= players; seat++)
		empty_cards(seat);
}

void start_with(const struct carddb *db, const void *tables, const char *option,
                const char *value)
{
	start_match(db, tables, 3, option, value);
	play_start();
}

void next_roll(int sum, int red, int face)
{
	S->fixed_roll = (uint8_t)sum;
	S->ck.fixed_red = (uint8_t)red;
	S->ck.fixed_event = (uint8_t)(face + 1);
}

void pass_roll(void)
{
	next_roll(6, 3, EVENT_GATE + TRACK_POLITICS);
	act("roll");
}

void pass_turn(void)
{
	pass_roll();
	act("end");
}

void knight(int seat, int n, int strength, bool active)
{
	board_place_knight(S, seat - 1, n - 1, (uint8_t)(strength | (active ? KNIGHT_ACTIVE : 0)));
}

int beside(int seat, int round, int which)
{
	int n = start_node(seat, round);
	return map()->node_next[n - 1][which] + 1;
}

int road_end(int seat, int round)
{
	return beside(seat, round, 0);
}

int city_of(int seat)
{
	return start_node(seat, 1);
}

int settlement_of(int seat)
{
	return start_node(seat, 0);
}

int progress_row(const char *key)
{
	for (int row = 0; row < S->t->progress_count; row++)
		if (strcmp(the_db->cards[S->t->progress_card[row]].key, key) == 0)
			return row;
	fail_msg("no progress card %s", key);
	return -1;
}

void deck_top(const char *key)
{
	int row = progress_row(key), track = S->t->progress_track[row];
	struct board_ck *ck = &S->ck;
	for (int i = ck->deck_count[track] - 1; i >= 0; i--)
		if (ck->deck[track][i] == row) {
			memmove(&ck->deck[track][i], &ck->deck[track][i + 1],
			        (size_t)(ck->deck_count[track] - 1 - i));
			ck->deck[track][ck->deck_count[track] - 1] = (uint8_t)row;
			return;
		}
	fail_msg("no %s left in its deck", key);
}

void hand_progress(int seat, const char *key)
{
	int row = progress_row(key);
	deck_top(key);
	assert_int_equal(board_progress_draw(S, seat - 1, S->t->progress_track[row]), row);
	check_ok();
}

int progress_held(int seat, const char *key)
{
	return S->player[seat - 1].ck.progress[progress_row(key)];
}

const char *deck_bottom(int track)
{
	assert_true(S->ck.deck_count[track] > 0);
	return the_db->cards[S->t->progress_card[S->ck.deck[track][0]]].key;
}

void roll_and_empty(void)
{
	pass_roll();
	for (int seat = 1; seat <= S->player_count; seat++)
		empty_cards(seat);
}

bool can_f(const char *fmt, ...)
{
	char text[128];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	return can(text);
}
