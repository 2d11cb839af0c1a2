/*
 * The rules state of Cities & Knights beside the base game's: what a new
 * match holds (000, "Voorbereiding"), the invariants that check.c asks of
 * it (each broken on purpose once), the points it adds (000, "Doel van het
 * spel") and the progress decks (000, "Ontwikkelingskaarten").
 *
 * The matches start through board_init, as users start them; one test
 * sees that users are offered the expansion (game_rules.plays_set).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/board/internal.h"
#include "game-fixture.h"

GAME_FIXTURE_GROUP(&board_rules)

static void setup_cities(struct match_setup *setup, uint64_t seed)
{
	game_fixture_setup(setup, 4, seed);
	setup->sets[setup->set_count++] = carddb_set_by_key(db, "cities");
}

static struct board_state *start(const struct match_setup *setup)
{
	struct board_state *s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	if (board_init(s, db, tables, setup, &diags) != 0) {
		diag_list_print(&diags, stderr);
		fail_msg("the match with Cities & Knights was refused");
	}
	diag_list_free(&diags);
	return s;
}

static struct board_state *new_match(uint64_t seed)
{
	struct match_setup setup;
	setup_cities(&setup, seed);
	return start(&setup);
}

static void assert_sound(const struct board_state *s)
{
	struct strbuf why = STRBUF_INIT;
	if (board_rules.check(s, &why) != 0)
		fail_msg("check: %s", strbuf_str(&why));
	strbuf_free(&why);
}

/* The invariant that s breaks names what, in check's words. */
static void assert_broken(const struct board_state *s, const char *what)
{
	struct strbuf why = STRBUF_INIT;
	assert_int_not_equal(board_rules.check(s, &why), 0);
	if (!strstr(strbuf_str(&why), what))
		fail_msg("check said \"%s\", not \"%s\"", strbuf_str(&why), what);
	strbuf_free(&why);
}

static int res(const struct board_state *s, const char *key)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (strcmp(board_res_key(s, r), key) == 0)
			return r;
	fail_msg("no card kind %s", key);
	return -1;
}

/* Users are offered the expansion: catan play board --set cities. */
static void test_users_are_offered(void **state)
{
	(void)state;
	struct match_setup setup;
	setup_cities(&setup, 1);
	struct board_state *s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(board_rules.init(s, db, tables, &setup, &diags), 0);
	assert_true(board_rules.plays_set(db, setup.sets[setup.set_count - 1]));
	assert_true(s->ck.on);
	diag_list_free(&diags);
	free(s);
}

/* 000, "Voorbereiding": "Leg de ontwikkelingskaarten, de bouwkostenkaarten
 * en de kaart Grootste riddermacht van het basisspel terug in de doos";
 * "Sorteer de handelswarenkaarten per soort (munten, papier en doek)";
 * "Schud elke stapel apart en leg de stapels in drie kaartenhouders ...
 * geel voor Handel, blauw voor Politiek en groen voor Wetenschap"; "zet
 * het barbarenschip op het startvakje"; "Elke speler ... krijgt ... 6
 * ridders (2 gewone ..., 2 sterke ... en 2 machtige ...), ... 3
 * stadsmuren"; "Je speelt tot 13 overwinningspunten in plaats van 10."
 */
static void test_new_match(void **state)
{
	(void)state;
	struct board_state *s = new_match(7);
	assert_true(s->ck.on);
	assert_int_equal(s->opt.victory_points, 13);
	assert_int_equal(s->opt.ck.track, 7);
	assert_int_equal(s->opt.ck.hand_limit, 4);
	assert_true(s->opt.ck.robber_asleep);
	assert_int_equal(s->deck_count, 0);
	assert_int_equal(s->bank[res(s, "paper")], 12);
	assert_int_equal(s->bank[res(s, "cloth")], 12);
	assert_int_equal(s->bank[res(s, "coin")], 12);
	assert_int_equal(s->bank[res(s, "ore")], 19);
	const char *const type[BOARD_TRACKS] = { "trade", "politics", "science" };
	for (int k = 0; k < BOARD_TRACKS; k++) {
		assert_int_equal(s->ck.deck_count[k], 18);
		for (int i = 0; i < 18; i++) {
			const struct carddb_card *c = &db->cards[s->t->progress_card[s->ck.deck[k][i]]];
			assert_string_equal(db->types[c->type].key, type[k]);
		}
	}
	assert_int_equal(s->ck.barbarians, 0);
	assert_int_equal(s->ck.attacks, 0);
	for (int p = 0; p < 4; p++) {
		for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++)
			assert_int_equal(s->player[p].ck.knights[k], 2);
		assert_int_equal(s->player[p].ck.walls, 3);
		assert_int_equal(s->player[p].vp, 0);
	}
	for (int k = 0; k < BOARD_TRACKS; k++)
		assert_int_equal(s->ck.metropolis[k], -1);
	assert_int_equal(s->ck.merchant_owner, -1);
	assert_sound(s);
	free(s);
}

/* The rows of board-cities.sql: 54 cards, 18 a colour in 6, 9 and 10
 * rows, and the two point cards "Boekdrukkunst en Wetgeving". */
static void test_progress_rows(void **state)
{
	(void)state;
	const struct board_tables *t = tables;
	int rows[BOARD_TRACKS] = { 0 }, points = 0;
	for (int row = 0; row < t->progress_count; row++) {
		rows[t->progress_track[row]]++;
		points += t->progress_vp[row] * t->progress_copies[row];
	}
	assert_int_equal(rows[TRACK_TRADE], 6);
	assert_int_equal(rows[TRACK_POLITICS], 9);
	assert_int_equal(rows[TRACK_SCIENCE], 10);
	assert_int_equal(points, 2);
	assert_string_equal(db->sets[t->ck_set].key, "cities");
}

static void test_options(void **state)
{
	(void)state;
	struct match_setup setup;
	setup_cities(&setup, 3);
	setup.options[0].key = "BARBARIAN_TRACK";
	setup.options[0].value = "5";
	setup.options[1].key = "ROBBER_ASLEEP";
	setup.options[1].value = "0";
	setup.option_count = 2;
	struct board_state *s = start(&setup);
	assert_int_equal(s->opt.ck.track, 5);
	assert_false(s->opt.ck.robber_asleep);
	free(s);
	/* An option whose rules the engine lacks is refused by name. */
	setup.options[0].key = "SEAFARERS_COMBINATION";
	setup.options[0].value = "1";
	setup.option_count = 1;
	s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_not_equal(board_init(s, db, tables, &setup, &diags), 0);
	assert_true(diags.count > 0);
	assert_non_null(strstr(diags.items[0].message, "SEAFARERS_COMBINATION"));
	diag_list_free(&diags);
	free(s);
}

/* "Kaarten die een overwinningspunt opleveren ... leg je direct open voor
 * je neer. Ze tellen niet mee voor het maximum van vier"; "Gespeelde
 * kaarten gaan onder de stapel van hun kleur." */
static void test_draw_and_under(void **state)
{
	(void)state;
	struct board_state *s = new_match(11);
	const struct board_tables *t = s->t;
	for (int k = 0; k < BOARD_TRACKS; k++) {
		int hidden = 0, shown = 0;
		while (s->ck.deck_count[k] > 0) {
			int top = s->ck.deck[k][s->ck.deck_count[k] - 1];
			assert_int_equal(board_progress_draw(s, 0, k), top);
			if (t->progress_vp[top])
				shown++;
			else
				hidden++;
			board_reindex_cards(s);
			assert_sound(s);
		}
		assert_int_equal(board_progress_draw(s, 0, k), -1);
		assert_int_equal(hidden + shown, 18);
		assert_int_equal(shown, k == TRACK_TRADE ? 0 : 1);
	}
	assert_int_equal(s->player[0].ck.progress_count, 52);
	assert_int_equal(s->player[0].vp, 2);
	/* Under the deck: the next draw takes another card first. */
	int row = -1;
	for (int r = 0; r < t->progress_count && row < 0; r++)
		if (s->player[0].ck.progress[r] && t->progress_track[r] == TRACK_SCIENCE)
			row = r;
	board_progress_under(s, 0, row);
	assert_int_equal(s->ck.deck_count[TRACK_SCIENCE], 1);
	assert_int_equal(s->ck.deck[TRACK_SCIENCE][0], row);
	assert_sound(s);
	free(s);
}

/* 000: "Een metropool is vier overwinningspunten waard"; "De speler die
 * de handelaar heeft, krijgt daar één overwinningspunt voor"; a card
 * "Redder van Catan ... is één overwinningspunt waard"; a pillaged city
 * turned over "is één punt waard". */
static void test_points(void **state)
{
	(void)state;
	struct board_state *s = new_match(5);
	const struct board_map *m = &s->t->map;
	int a = 0, b = -1;
	for (int n = 1; n < m->node_count && b < 0; n++)
		if (!(m->node_near[a] >> n & 1) && n != a)
			b = n;
	board_place_settlement(s, 1, a);
	board_place_city(s, 1, a);
	board_place_settlement(s, 1, b);
	board_place_city(s, 1, b);
	board_reindex(s);
	assert_int_equal(s->player[1].vp, 4);
	s->player[1].ck.level[TRACK_SCIENCE] = 4;
	s->ck.metropolis[TRACK_SCIENCE] = (int8_t)a;
	s->player[1].ck.defender = 2;
	s->ck.merchant_hex = 0;
	s->ck.merchant_owner = 1;
	s->ck.pillaged = (uint64_t)1 << b;
	board_reindex_cards(s);
	assert_sound(s);
	/* 4 for the metropolis, 1 for the pillaged city, 2 defenders, 1 merchant */
	assert_int_equal(s->player[1].vp, 8);
	free(s);
}

/* Each invariant, broken once. */
static void test_invariants(void **state)
{
	(void)state;
	struct board_state *s = new_match(9), *t = malloc(sizeof *s);
	assert_non_null(t);
	int paper = res(s, "paper");
	const struct board_map *m = &s->t->map;

	memcpy(t, s, sizeof *s);
	t->bank[paper]--;
	assert_broken(t, "cards of paper");

	memcpy(t, s, sizeof *s);
	t->player[2].ck.progress_count++;
	assert_broken(t, "progress card count");

	memcpy(t, s, sizeof *s);
	t->ck.deck_count[TRACK_TRADE]--;
	assert_broken(t, "copies of");

	memcpy(t, s, sizeof *s);
	t->ck.knight_owner[3] = 0;
	t->ck.knight[3] = 1;
	t->ck.knight_nodes |= 1u << 3;
	assert_broken(t, "knights on the island and in supply");
	t->player[0].ck.knights[0]--;
	assert_sound(t);
	t->ck.knight[3] = 3;
	t->player[0].ck.knights[0]++;
	t->player[0].ck.knights[2]--;
	assert_broken(t, "mighty knight without the Fortress");
	t->player[0].ck.level[TRACK_POLITICS] = 3;
	assert_sound(t);
	board_place_settlement(t, 0, 3);
	board_reindex(t);
	assert_broken(t, "knight stands on a building");

	memcpy(t, s, sizeof *s);
	board_place_settlement(t, 0, 3);
	board_reindex(t);
	t->ck.walls |= (uint64_t)1 << 3;
	t->player[0].ck.walls--;
	assert_broken(t, "no city stands");
	board_place_city(t, 0, 3);
	board_reindex(t);
	assert_sound(t);
	t->ck.metropolis[TRACK_TRADE] = 3;
	board_reindex_cards(t);
	assert_broken(t, "below level 4");
	t->player[0].ck.level[TRACK_TRADE] = 6;
	board_reindex_cards(t);
	assert_broken(t, "beyond level 5");

	memcpy(t, s, sizeof *s);
	t->ck.barbarians = t->opt.ck.track;
	assert_broken(t, "past the end of their track");

	memcpy(t, s, sizeof *s);
	t->ck.merchant_hex = (int8_t)m->hex_count;
	t->ck.merchant_owner = 0;
	board_reindex_cards(t);
	assert_broken(t, "merchant");
	free(t);
	free(s);
}

/* Random matches with the expansion as far as it plays: uniformly random
 * legal actions, every invariant checked after each (cities-check.c and
 * the base game's), every listed action's text unique; every other match
 * with DEFENDERS_CHOSEN and KNIGHT_ERRANT, whose decisions must come up. The expansion has
 * no improvements or knights to build yet, so a match need not end: each
 * stops after MAX_ACTIONS, and the barbarians must have come by then. */
#define RANDOM_MATCHES 6
#define MAX_ACTIONS 3000
static void test_random_matches(void **state)
{
	(void)state;
	static struct action list[GAME_MAX_ACTIONS];
	int attacks = 0, plays = 0, defences = 0, errants = 0;
	for (int players = 3; players <= 4; players++)
		for (uint64_t seed = 1; seed <= RANDOM_MATCHES; seed++) {
			struct match_setup setup;
			setup_cities(&setup, seed);
			setup.player_count = players;
			/* every other match with the variants whose decisions
			 * the others lack: the defenders' choice, and chases
			 * before the roll */
			if (seed % 2) {
				setup.options[0].key = "DEFENDERS_CHOSEN";
				setup.options[0].value = "1";
				setup.options[1].key = "KNIGHT_ERRANT";
				setup.options[1].value = "1";
				setup.option_count = 2;
			}
			struct board_state *s = start(&setup);
			struct rng pick;
			rng_seed(&pick, seed * 7919);
			for (int i = 0; i < MAX_ACTIONS && board_rules.winner(s) < 0; i++) {
				size_t n = board_rules.legal(s, list, GAME_MAX_ACTIONS);
				assert_true(n > 0);
				if (i % 97 == 0)
					for (size_t a = 0; a < n; a++)
						for (size_t b = a + 1; b < n; b++) {
							struct strbuf x = STRBUF_INIT, y = STRBUF_INIT;
							board_rules.format_action(s, &list[a], &x);
							board_rules.format_action(s, &list[b], &y);
							assert_string_not_equal(strbuf_str(&x), strbuf_str(&y));
							strbuf_free(&x);
							strbuf_free(&y);
						}
				const struct action *chosen = &list[rng_below(&pick, (uint32_t)n)];
				plays += chosen->kind == A_PLAY_PROGRESS;
				defences += chosen->kind == A_DEFEND;
				errants += chosen->kind == A_CHASE && s->phase == PH_ROLL;
				struct strbuf text = STRBUF_INIT;
				board_rules.format_action(s, chosen, &text);
				assert_int_equal(board_rules.apply(s, chosen), 0);
				struct strbuf why = STRBUF_INIT;
				if (board_rules.check(s, &why) != 0)
					fail_msg("after \"%s\" (%s): %s", strbuf_str(&text),
					         board_rules.phase(s), strbuf_str(&why));
				/* a card's effect never fails at run time */
				if (s->run.status == EFFECT_ERROR)
					fail_msg("after \"%s\": %s's effect: %s", strbuf_str(&text),
					         db->cards[s->run_card].key, effect_error_name(s->run.error));
				strbuf_free(&why);
				strbuf_free(&text);
			}
			attacks += s->ck.attacks;
			free(s);
		}
	assert_true(attacks > 0);
	assert_true(plays > 0);
	assert_true(defences > 0);
	assert_true(errants > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_users_are_offered),
		cmocka_unit_test(test_new_match),
		cmocka_unit_test(test_progress_rows),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_draw_and_under),
		cmocka_unit_test(test_points),
		cmocka_unit_test(test_invariants),
		cmocka_unit_test(test_random_matches),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
