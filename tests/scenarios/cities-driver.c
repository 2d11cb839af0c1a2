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

/* Starting places on the coasts (lattice points), by seat and round. */
static const int start_at[3][2][2] = {
	{ { -5, -1 }, { -4, 4 } },
	{ { 5, -1 }, { 4, 4 } },
	{ { -4, -4 }, { 4, -4 } },
};

void place_start(int seat, int round)
{
	int n = node(start_at[seat - 1][round][0], start_at[seat - 1][round][1]);
	act(round == 0 ? "build settlement %d" : "build city %d", n);
	act("build road %d", path(n, road_end(seat, round)));
}

void start_match(const struct carddb *db, const void *tables, int players, const char *option,
                 const char *value)
{
	assert_true(players >= 2 && players <= 3);   /* the seats start_at places */
	struct match_setup setup;
	game_fixture_setup(&setup, players, 11);
	setup.sets[setup.set_count++] = carddb_set_by_key(db, "cities");
	setup.sandbox = true;
	setup.options[0].key = "LAYOUT";
	setup.options[0].value = "beginner";
	setup.option_count = 1;
	if (option) {
		setup.options[1].key = option;
		setup.options[1].value = value;
		setup.option_count = 2;
	}
	S = malloc(sizeof *S);
	assert_non_null(S);
	struct diag_list diags = DIAG_LIST_INIT;
	if (board_init_unplayed(S, db, tables, &setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail_msg("refused");
	}
	diag_list_free(&diags);
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

void finish(void)
{
	free(S);
	S = NULL;
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
	int n = node(start_at[seat - 1][round][0], start_at[seat - 1][round][1]);
	return map()->node_next[n - 1][which] + 1;
}

int road_end(int seat, int round)
{
	return beside(seat, round, 0);
}

int city_of(int seat)
{
	return node(start_at[seat - 1][1][0], start_at[seat - 1][1][1]);
}

int settlement_of(int seat)
{
	return node(start_at[seat - 1][0][0], start_at[seat - 1][0][1]);
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
