/*
 * Cities & Knights played whole by the computer players, as catan sim
 * --check and catan bench play the other games: the random-match checker
 * (ai_check_matches: every invariant, cities-check.c's and the base
 * game's, and the contract of game.h after every action) over matches of
 * random, greedy and mixed seats at 2 (the two-player variant,
 * two-cities.c), 3 and 4 players.
 *
 * The matches are set up through the board game's rules as users play
 * them. The same serve the benchmark, which a person runs by hand (a timed
 * test would measure the machine's load, not the engine):
 *
 *   test-board-cities-play bench [SECONDS] [PLAYERS]
 *       what catan bench board --set cities --players PLAYERS reports;
 *   test-board-cities-play check [MATCHES] [PLAYERS] [KIND]
 *       what catan sim board --set cities --check --matches MATCHES
 *       reports, KIND (random, greedy, uniform) at every seat;
 *   test-board-cities-play sim MATCHES KIND...
 *       what catan sim board --set cities --matches MATCHES reports, with
 *       one KIND a seat (a level as the seats name them: search:100).
 *
 * The search player decides along a match of the expansion too.
 *
 * Without arguments it runs the tests, a few matches each; CK_MATCHES in
 * the environment plays that many matches a test instead. Besides, the
 * greedy player is seen to choose the expansion's actions where they
 * gain him (eval-cities.c): an improvement for the commodities it costs,
 * a knight activated against barbarians at the gate, and the poorer of
 * his cities given up to the barbarians.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "games/board/board.h"
#include "games/board/internal.h"
#include "game-fixture.h"

GAME_FIXTURE_GROUP(&board_rules)

static void cities_setup(const struct carddb *d, struct match_setup *setup, int players,
                         uint64_t seed)
{
	game_fixture_setup(setup, players, seed);
	setup->sets[setup->set_count++] = carddb_set_by_key(d, "cities");
}

/* Matches a test plays: CK_MATCHES, or its own few. */
static long matches_or(long few)
{
	const char *text = getenv("CK_MATCHES");
	long n = text ? strtol(text, NULL, 10) : 0;
	return n > 0 ? n : few;
}

/* Checks matches with kinds at each seat, with a rule option set (none
 * when option is NULL); returns how many stopped at the caps. Every match
 * must keep every invariant. */
static long check_with(int players, const enum ai_kind *kinds, long matches, uint64_t seed,
                       const char *option, const char *value)
{
	struct match_setup setup;
	cities_setup(db, &setup, players, seed);
	if (option) {
		setup.options[setup.option_count].key = option;
		setup.options[setup.option_count++].value = value;
	}
	struct ai_check_failure failure;
	long capped = 0;
	long checked = ai_check_matches(&board_rules, db, &setup, kinds, matches, NULL, &capped,
	                                &failure);
	if (checked < 0) {
		struct strbuf text = STRBUF_INIT;
		ai_check_failure_format(&failure, &text);
		fail_msg("%d players: %s", players, strbuf_str(&text));
	}
	assert_int_equal(checked, matches);
	print_message("%d players, %s at seat 1: %ld matches checked, %ld stopped at the caps\n",
	              players, ai_kind_name(kinds[0]), checked, capped);
	return capped;
}

static long check(int players, const enum ai_kind *kinds, long matches, uint64_t seed)
{
	return check_with(players, kinds, matches, seed, NULL, NULL);
}

static void test_random(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_RANDOM, AI_RANDOM, AI_RANDOM, AI_RANDOM };
	for (int players = 2; players <= 4; players++) {
		long n = matches_or(10);
		assert_true(check(players, kinds, n, 100 + (uint64_t)players) < n);
	}
}

static void test_uniform(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_UNIFORM, AI_UNIFORM, AI_UNIFORM, AI_UNIFORM };
	for (int players = 2; players <= 4; players++)
		check(players, kinds, matches_or(2), 200 + (uint64_t)players);
}

/* Greedy players must finish their matches: a match they leave to the
 * caps means they miss what brings the expansion's points. */
static void test_greedy(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_GREEDY, AI_GREEDY, AI_GREEDY, AI_GREEDY };
	for (int players = 2; players <= 4; players++)
		assert_int_equal(check(players, kinds, matches_or(3), 300 + (uint64_t)players), 0);
}

static void test_mixed(void **state)
{
	(void)state;
	const enum ai_kind kinds[] = { AI_GREEDY, AI_RANDOM, AI_GREEDY, AI_RANDOM };
	for (int players = 2; players <= 4; players++)
		check(players, kinds, matches_or(3), 400 + (uint64_t)players);
}

/* Two players with the forum's rules (CK_COMMUNITY_RULES, two-cities.c):
 * a Forced Trade with commodities, the Deserter at the neutrals' knights,
 * every invariant held in random and greedy matches. */
static void test_community_rules(void **state)
{
	(void)state;
	const enum ai_kind randoms[] = { AI_RANDOM, AI_RANDOM };
	const enum ai_kind greedy[] = { AI_GREEDY, AI_RANDOM };
	check_with(2, randoms, matches_or(10), 500, "CK_COMMUNITY_RULES", "1");
	check_with(2, greedy, matches_or(3), 501, "CK_COMMUNITY_RULES", "1");
}

/* The search player (information-set search over determinised matches)
 * decides along a greedy match of 2 and of 4 players: every choice is an
 * action legal in the real match. */
static void test_search_decides(void **state)
{
	(void)state;
	static unsigned char scratch[1 << 20];
	assert_true(ai_scratch_size(&board_rules) <= sizeof scratch);
	for (int players = 2; players <= 4; players += 2) {
		struct match_setup setup;
		cities_setup(db, &setup, players, 77);
		struct board_state *s = game_fixture_start(&board_rules, db, tables, &setup);
		assert_non_null(s);
		struct ai_search *search = ai_search_new(&board_rules, players);
		assert_non_null(search);
		const struct ai_budget budget = { 20, 0, 1 };
		struct rng rng;
		rng_seed(&rng, 5);
		int searched = 0;
		for (int i = 0; i < 1500 && board_rules.current(s) >= 0; i++) {
			struct action a;
			if (i % 40 == 0) {
				assert_int_equal(ai_search_choose(search, s, &budget, &rng, &a), 0);
				static struct board_state copy;
				memcpy(&copy, s, sizeof copy);
				assert_int_equal(board_rules.apply(&copy, &a), 0);
				searched++;
			}
			assert_int_equal(ai_greedy_choose(&board_rules, s, &rng, scratch, &a), 0);
			assert_int_equal(board_rules.apply(s, &a), 0);
		}
		assert_true(searched > 5);
		ai_search_free(search);
		free(s);
	}
}

/* A 4-player match, played at random into the action phase of a turn
 * after the first round, with the active player's hand emptied. */
static struct board_state *mid_match(uint64_t seed)
{
	struct match_setup setup;
	cities_setup(db, &setup, 4, seed);
	struct board_state *s = malloc(sizeof *s);
	assert_non_null(s);
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(board_init(s, db, tables, &setup, &diags), 0);
	diag_list_free(&diags);
	static struct action list[GAME_MAX_ACTIONS];
	struct rng pick;
	rng_seed(&pick, seed);
	while (!(s->phase == PH_ACTION && s->turn > 4 && s->ck.knight_nodes == 0)) {
		if (board_rules.current(s) < 0 || s->turn > 40) {
			free(s);
			return NULL;
		}
		size_t n = board_rules.legal(s, list, GAME_MAX_ACTIONS);
		/* no knight anywhere: the tests place their own */
		const struct action *a = &list[rng_below(&pick, n)];
		if (a->kind == A_KNIGHT && n > 1)
			continue;
		assert_int_equal(board_rules.apply(s, a), 0);
	}
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		board_lose(s, s->active, r, s->player[s->active].hand[r]);
	return s;
}

/* The greedy player's choice in s. */
static struct action greedy_choice(const struct board_state *s)
{
	static unsigned char scratch[1 << 20];
	assert_true(ai_scratch_size(&board_rules) <= sizeof scratch);
	struct rng rng;
	rng_seed(&rng, 3);
	struct action a;
	assert_int_equal(ai_greedy_choose(&board_rules, s, &rng, scratch, &a), 0);
	return a;
}

/* 000: "Het eerste niveau kost één handelswaar van de juiste soort": with
 * one cloth and a city, the first level of trade beats keeping the card. */
static void test_greedy_improves(void **state)
{
	(void)state;
	struct board_state *s = NULL;
	for (uint64_t seed = 1; !s; seed++)
		s = mid_match(seed);
	board_gain(s, s->active, board_track_commodity[TRACK_TRADE], 1);
	struct action a = greedy_choice(s);
	assert_int_equal(a.kind, A_IMPROVE);
	assert_int_equal(a.arg[0], TRACK_TRADE);
	free(s);
}

/* 000: "Zijn de barbaren sterker, dan plunderen ze een stad. Dat treft de
 * speler die de minste kracht aan actieve ridders heeft bijgedragen." The
 * ship one step from Catan, nobody's knight active: a player with one
 * grain activates his knight, and is no longer among the weakest. */
static void test_greedy_activates_at_the_gate(void **state)
{
	(void)state;
	struct board_state *s = NULL;
	for (uint64_t seed = 1; !s; seed++)
		s = mid_match(seed);
	const struct board_map *m = &s->t->map;
	int me = s->active, node = -1;
	for (int n = 0; n < m->node_count && node < 0; n++)
		if (s->node_owner[n] < 0 && !(s->built_nodes >> n & 1))
			node = n;
	board_place_knight(s, me, node, 1);
	board_reindex(s);
	s->ck.barbarians = (uint8_t)(s->opt.ck.track - 1);
	board_gain(s, me, 2, 1);   /* grain */
	struct strbuf why = STRBUF_INIT;
	if (board_rules.check(s, &why) != 0)
		fail_msg("%s", strbuf_str(&why));
	strbuf_free(&why);
	struct action a = greedy_choice(s);
	assert_int_equal(a.kind, A_ACTIVATE);
	assert_int_equal(a.arg[0], node);
	free(s);
}

/* What a city at node yields a roll, in ways of 36 (its hexes' tokens). */
static int yield(const struct board_state *s, int node)
{
	static const int ways[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };
	const struct board_map *m = &s->t->map;
	int sum = 0;
	for (int i = 0; i < m->node_hex_count[node]; i++)
		if (m->node_hex[node][i] != s->robber)
			sum += ways[s->hex_token[m->node_hex[node][i]]];
	return sum;
}

/* 000: "De getroffen speler kiest een van zijn steden en vervangt die door
 * een dorp uit zijn voorraad." The roller, without an active knight, has a
 * second city that yields less than his first: when the barbarians win,
 * he gives up the one that yields less. */
static void test_greedy_gives_up_the_poorer_city(void **state)
{
	(void)state;
	struct board_state *s = NULL;
	for (uint64_t seed = 1; !s; seed++) {
		s = mid_match(seed);
		if (!s)
			continue;
		/* the next roller's second city, yielding less than his first */
		int next = (s->active + 1) % s->player_count, first = -1, poorer = -1;
		for (uint64_t b = s->own_nodes[next] & s->cities; b; b &= b - 1)
			first = board_low_bit(b);
		for (int n = 0; n < s->t->map.node_count && poorer < 0; n++)
			if (board_can_settle(s, next, n, true) && !(s->ck.knight_nodes >> n & 1) &&
			    first >= 0 && yield(s, n) + 2 < yield(s, first))
				poorer = n;
		if (poorer < 0 || board_bits(s->own_nodes[next] & s->cities) != 1) {
			free(s);
			s = NULL;
			continue;
		}
		board_place_settlement(s, next, poorer);
		board_place_city(s, next, poorer);
		board_reindex(s);
	}
	int next = (s->active + 1) % s->player_count;
	static struct action list[GAME_MAX_ACTIONS];
	size_t n = board_rules.legal(s, list, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n && s->active != next; i++)
		if (list[i].kind == A_END)
			assert_int_equal(board_rules.apply(s, &list[i]), 0);
	assert_int_equal(s->active, next);
	s->ck.barbarians = (uint8_t)(s->opt.ck.track - 1);
	s->ck.fixed_event = EVENT_SHIP + 1;
	s->fixed_roll = 6;
	struct action roll = { A_ROLL, { 0 } };
	assert_int_equal(board_rules.apply(s, &roll), 0);
	assert_int_equal(s->phase, PH_PILLAGE);
	assert_int_equal(board_rules.current(s), next);
	int poorest = -1;
	for (uint64_t b = s->own_nodes[next] & s->cities; b; b &= b - 1)
		if (poorest < 0 || yield(s, board_low_bit(b)) < yield(s, poorest))
			poorest = board_low_bit(b);
	struct action a = greedy_choice(s);
	assert_int_equal(a.kind, A_PILLAGE);
	assert_int_equal(a.arg[0], poorest);
	free(s);
}

/* By hand: the benchmark, as catan bench prints it. */
static int bench(double seconds, int players)
{
	struct match_setup setup;
	cities_setup(db, &setup, players, 1);
	struct ai_bench_result r;
	struct strbuf why = STRBUF_INIT;
	if (ai_bench_game(&board_rules, db, &setup, 0, seconds, 1, &r, &why) != 0) {
		fprintf(stderr, "bench: %s\n", strbuf_str(&why));
		strbuf_free(&why);
		return 1;
	}
	strbuf_free(&why);
	printf("board --set cities --players %d: %ld matches (%ld capped), %ld actions in %.2f s: "
	       "%.0f actions/s, %.1f matches/s; greedy %.0f decisions/s; search %.0f playouts/s; "
	       "state %zu bytes\n", players, r.matches, r.capped, r.actions, r.seconds,
	       r.actions / r.seconds, r.matches / r.seconds, r.greedy_decisions / r.greedy_seconds,
	       r.search_playouts / r.search_seconds, r.state_size);
	return 0;
}

/* By hand: the checker over matches, as catan sim --check prints it. */
static int check_by_hand(long matches, int players, const char *kind_name)
{
	int kind = ai_kind_by_name(kind_name);
	if (kind < 0 || kind == AI_SEARCH) {
		fprintf(stderr, "check: no such player: %s\n", kind_name);
		return 1;
	}
	enum ai_kind kinds[GAME_MAX_PLAYERS];
	for (int p = 0; p < GAME_MAX_PLAYERS; p++)
		kinds[p] = (enum ai_kind)kind;
	struct match_setup setup;
	cities_setup(db, &setup, players, 1);
	struct ai_check_failure failure;
	long capped = 0;
	long checked = ai_check_matches(&board_rules, db, &setup, kinds, matches, NULL, &capped,
	                                &failure);
	if (checked < 0) {
		struct strbuf text = STRBUF_INIT;
		ai_check_failure_format(&failure, &text);
		fprintf(stderr, "check: %s\n", strbuf_str(&text));
		strbuf_free(&text);
		return 1;
	}
	printf("board --set cities --players %d, %s: %ld matches checked, seed 1: every invariant "
	       "held; %ld stopped at the caps\n", players, kind_name, checked, capped);
	return 0;
}

/* By hand: a series between the kinds of players named, as catan sim
 * reports it. */
static int sim_by_hand(long matches, int players, char **names)
{
	struct ai_sim_options o;
	memset(&o, 0, sizeof o);
	o.matches = matches;
	o.seed = 1;
	o.players = players;
	o.caps.max_turns = AI_DEFAULT_MAX_TURNS;
	o.caps.max_actions = AI_DEFAULT_MAX_ACTIONS;
	o.shard = o.shards = 1;
	o.jobs = 1;
	snprintf(o.setup, sizeof o.setup, "sets base,cities");
	for (int p = 0; p < players; p++)
		if (ai_level_parse(names[p], &o.kinds[p], &o.budgets[p]) != 0) {
			fprintf(stderr, "sim: no such player: %s\n", names[p]);
			return 1;
		}
	struct match_setup setup;
	cities_setup(db, &setup, players, 1);
	struct ai_sim_report report;
	if (ai_sim_run(&board_rules, db, &setup, &o, &report) != 0) {
		fprintf(stderr, "sim: %s\n", report.error);
		ai_sim_report_free(&report);
		return 1;
	}
	struct strbuf text = STRBUF_INIT;
	ai_sim_format_text(&report, &text);
	fputs(strbuf_str(&text), stdout);
	strbuf_free(&text);
	ai_sim_report_free(&report);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 3 && strcmp(argv[1], "sim") == 0) {
		int players = argc - 3;
		if (players < BOARD_TWO_PLAYERS || players > BOARD_MAX_PLAYERS) {
			fprintf(stderr, "%s: players must be 2, 3 or 4\n", argv[0]);
			return 2;
		}
		if (setup_db(NULL) != 0)
			return 1;
		int rc = sim_by_hand(atol(argv[2]), players, argv + 3);
		teardown_db(NULL);
		return rc;
	}
	if (argc > 1) {
		if (setup_db(NULL) != 0)
			return 1;
		int players = argc > 3 ? atoi(argv[3]) : 4, rc = 2;
		if (players < BOARD_TWO_PLAYERS || players > BOARD_MAX_PLAYERS)
			fprintf(stderr, "%s: players must be 2, 3 or 4\n", argv[0]);
		else if (strcmp(argv[1], "bench") == 0)
			rc = bench(argc > 2 ? atof(argv[2]) : 10.0, players);
		else if (strcmp(argv[1], "check") == 0)
			rc = check_by_hand(argc > 2 ? atol(argv[2]) : 1000, players,
			                   argc > 4 ? argv[4] : "random");
		else
			fprintf(stderr, "usage: %s [bench [SECONDS] [PLAYERS] | check [MATCHES] [PLAYERS] "
			        "[KIND] | sim MATCHES KIND KIND [KIND [KIND]]]\n", argv[0]);
		teardown_db(NULL);
		return rc;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random),
		cmocka_unit_test(test_uniform),
		cmocka_unit_test(test_greedy),
		cmocka_unit_test(test_mixed),
		cmocka_unit_test(test_community_rules),
		cmocka_unit_test(test_search_decides),
		cmocka_unit_test(test_greedy_improves),
		cmocka_unit_test(test_greedy_activates_at_the_gate),
		cmocka_unit_test(test_greedy_gives_up_the_poorer_city),
	};
	return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
