/*
 * Tests of every fast-game card with behaviour, run from its effect text in
 * the built-in database: the A sides of roads and knights, the settlement's
 * turn of the destiny card, both city events, and the city expansions.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "fast-fixture.h"

static struct fast_state S;

static int db_card(const char *key)
{
	const struct carddb *db = fx_db();
	for (size_t i = 0; i < db->card_count; i++)
		if (strcmp(db->cards[i].key, key) == 0)
			return (int)i;
	fail_msg("no card %s", key);
	return -1;
}

static bool deciding(const struct fast_state *s)
{
	return strcmp(fast_rules.phase(s), "decision") == 0;
}

/* Gives player's first settlement the city side key, so that building a
 * city turns exactly that event up. */
static int set_city_side(struct fast_state *s, int player, const char *key)
{
	int town = s->player[player].town[0];
	s->card[town].back = (int16_t)db_card(key);
	return town;
}

/* ---- roads and knights ---------------------------------------------------- */

/* A side "gives 1 trade unit in phase 1", B side "no ability". */
static void road_sides_modify_trades(void **state)
{
	(void)state;
	const char *a[] = { "fast-road-2a", "fast-road-3a", "fast-road-4a" };
	const char *b[] = { "fast-road-2b", "fast-road-3b", "fast-road-4b" };
	for (int i = 0; i < 3; i++) {
		assert_true(fast_modifier_bits(fx_db(), db_card(a[i])) & (1u << FAST_MOD_TRADES));
		assert_int_equal(fast_modifier_bits(fx_db(), db_card(b[i])), 0);
	}
	fx_new(&S, 2, 1, NULL);
	assert_int_equal(S.player[0].trades, 1);
	fx_place(&S, 0, "road");
	assert_int_equal(S.player[0].trades, 1);
	fx_place(&S, 0, "road");
	assert_int_equal(S.player[0].trades, 2);
}

/* A side "+1 card in phase 3", B side none. */
static void knight_sides_modify_draws(void **state)
{
	(void)state;
	const char *a[] = { "fast-knight-2a", "fast-knight-3a", "fast-knight-4a" };
	const char *b[] = { "fast-knight-2b", "fast-knight-3b", "fast-knight-4b" };
	for (int i = 0; i < 3; i++) {
		assert_true(fast_modifier_bits(fx_db(), db_card(a[i])) & (1u << FAST_MOD_DRAWS));
		assert_int_equal(fast_modifier_bits(fx_db(), db_card(b[i])), 0);
	}
	fx_new(&S, 3, 2, NULL);
	assert_int_equal(S.player[0].draws, 2);
	fx_place(&S, 0, "knight");
	assert_int_equal(S.player[0].draws, 3);
	fx_place(&S, 0, "knight");
	assert_int_equal(S.player[0].draws, 3);
	fx_place(&S, 0, "knight");
	assert_int_equal(S.player[0].draws, 4);
}

/* What a side's gives and adds say (fast_side_gifts) is what its clauses
 * do: for every card of the game, a gift whose clause adds a constant adds
 * that, threaded through any value as the interpreter threads it. */
static void side_gifts_match_clauses(void **state)
{
	(void)state;
	static const int32_t modifier[FG_COUNT] = {
		[FG_PROTECTED] = FAST_MOD_PROTECTED, [FG_DRAWS] = FAST_MOD_DRAWS,
		[FG_TRADES] = FAST_MOD_TRADES, [FG_OPEN_HAND] = FAST_MOD_OPEN_HAND,
	};
	const struct carddb *db = fx_db();
	int constant = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		if (db->cards[i].game != GAME_FAST)
			continue;
		uint8_t gives;
		int8_t adds;
		fast_side_gifts(db, (int)i, &gives, &adds);
		uint16_t modifiers = fast_modifier_bits(db, (int)i);
		for (int g = 0; g < FG_COUNT; g++) {
			assert_int_equal((gives >> g) & 1, (modifiers >> modifier[g]) & 1);
			if (!((gives >> g) & 1) || adds == FAST_ASK_CLAUSES)
				continue;
			assert_int_equal(gives, 1u << g);   /* a constant for one gift only */
			for (int32_t value = -3; value <= 3; value += 3) {
				int32_t result;
				assert_true(effect_modify_constant(db->cards[i].program, EFFECT_CLAUSE_MODIFY,
				                                   modifier[g], value, &result));
				assert_int_equal(result, value + adds);
			}
			constant++;
		}
	}
	assert_true(constant >= 6);   /* the A sides of roads and knights at least */
	uint8_t gives;
	int8_t adds;
	fast_side_gifts(db, -1, &gives, &adds);   /* no card: nothing given */
	assert_int_equal(gives, 0);
}

/* ---- settlement ------------------------------------------------------------- */

/* "Nach dem Bau einer Siedlung darfst du die Schicksalskarte umdrehen." */
static void settlement_may_turn_destiny(void **state)
{
	(void)state;
	fx_new(&S, 3, 3, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 1, 1, 0);
	fx_do(&S, "build settlement");
	assert_true(deciding(&S));
	assert_int_equal(fast_rules.current(&S), 0);
	assert_true(fx_legal(&S, "no"));
	fx_do(&S, "yes");
	assert_int_equal(fast_destiny(&S), -1);
	fx_do(&S, "draw");
	fx_to_build(&S);
	fx_hand(&S, 1, 1, 1, 1, 1, 0);
	fx_do(&S, "build settlement");
	fx_do(&S, "no");
	assert_int_equal(fast_destiny(&S), -1);
	/* "Die Schicksalskarte wird nicht benötigt": two players are not asked */
	fx_new(&S, 2, 3, NULL);
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 1, 1, 0);
	fx_do(&S, "build settlement");
	assert_false(deciding(&S));
}

/* ---- city events --------------------------------------------------------------- */

/* Market Day (fast.md §7.2, the house rule in card data): starting with the
 * builder and going clockwise, each player takes 1 market card of his choice;
 * the slot is refilled from the draw pile at once. */
static void market_day(void **state)
{
	(void)state;
	fx_new(&S, 3, 4, NULL);
	set_city_side(&S, 0, "fast-city-2-market");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 0, 3);
	int before[3] = { 0, S.player[1].hand_count, S.player[2].hand_count };
	fx_do(&S, "build city");
	for (int p = 0; p < 3; p++) {
		assert_true(deciding(&S));
		assert_int_equal(fast_rules.current(&S), p);
		struct action a[GAME_MAX_ACTIONS];
		size_t n = fast_rules.legal(&S, a, GAME_MAX_ACTIONS);
		assert_true(n >= 1);
		struct strbuf t = STRBUF_INIT;
		fast_rules.format_action(&S, &a[0], &t);
		assert_int_equal(strncmp(strbuf_str(&t), "choose market ", 14), 0);
		strbuf_free(&t);
		assert_int_equal(fast_rules.apply(&S, &a[0]), 0);
		fx_check(&S);
		assert_int_equal(fast_market_size(&S), 5);
	}
	assert_false(deciding(&S));
	assert_int_equal(S.player[0].hand_count, 1);
	assert_int_equal(S.player[1].hand_count, before[1] + 1);
	assert_int_equal(S.player[2].hand_count, before[2] + 1);
	assert_int_equal(S.player[0].vp, 2);
}

/* MARKTTAG_EFFECT=swap-one: each player, the builder first, may put 1 hand
 * card into the market and take 1 market card for it. */
static void market_day_swap_one(void **state)
{
	(void)state;
	const char *opts[] = { "MARKTTAG_EFFECT=swap-one", NULL };
	fx_new(&S, 3, 4, opts);
	set_city_side(&S, 0, "fast-city-3-market");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 1, 3);
	int before[3] = { 0, S.player[1].hand_count, S.player[2].hand_count };
	int wool = fx_res(&S, "wool");
	int market_wool = S.market[wool];
	fx_do(&S, "build city");
	assert_true(deciding(&S));
	assert_int_equal(fast_rules.current(&S), 0);
	assert_true(fx_legal(&S, "choose none"));
	fx_do(&S, "choose wool");
	assert_true(deciding(&S));
	assert_int_equal(fast_rules.current(&S), 0);
	struct action a[GAME_MAX_ACTIONS];
	size_t n = fast_rules.legal(&S, a, GAME_MAX_ACTIONS);
	assert_true(n >= 1);
	struct strbuf t = STRBUF_INIT;
	fast_rules.format_action(&S, &a[0], &t);
	assert_int_equal(strncmp(strbuf_str(&t), "choose market ", 14), 0);
	bool took_wool = strcmp(strbuf_str(&t), "choose market wool") == 0;
	strbuf_free(&t);
	assert_int_equal(fast_rules.apply(&S, &a[0]), 0);
	fx_check(&S);
	assert_int_equal(S.player[0].hand_count, 1);       /* one given, one taken */
	assert_int_equal(fast_market_size(&S), 5);
	assert_int_equal(S.market[wool], market_wool + (took_wool ? 0 : 1));
	/* the others may keep their hands */
	for (int p = 1; p < 3; p++) {
		assert_true(deciding(&S));
		assert_int_equal(fast_rules.current(&S), p);
		fx_do(&S, "choose none");
	}
	assert_false(deciding(&S));
	assert_int_equal(S.player[1].hand_count, before[1]);
	assert_int_equal(S.player[2].hand_count, before[2]);
	assert_int_equal(S.player[0].vp, 2);
}

/* MARKTTAG_EFFECT=none: the event has no effect; nobody is asked. */
static void market_day_none(void **state)
{
	(void)state;
	const char *opts[] = { "MARKTTAG_EFFECT=none", NULL };
	fx_new(&S, 3, 4, opts);
	set_city_side(&S, 0, "fast-city-4-market");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 0, 3);
	int before[3] = { 0, S.player[1].hand_count, S.player[2].hand_count };
	fx_do(&S, "build city");
	fx_check(&S);
	assert_false(deciding(&S));
	assert_int_equal(S.player[0].hand_count, 0);
	assert_int_equal(S.player[1].hand_count, before[1]);
	assert_int_equal(S.player[2].hand_count, before[2]);
	assert_int_equal(fast_market_size(&S), 5);
	assert_int_equal(S.player[0].vp, 2);
}

/* MARKTTAG_EFFECT=take-one, named: the same as the default (market_day). */
static void market_day_take_one(void **state)
{
	(void)state;
	const char *opts[] = { "MARKTTAG_EFFECT=take-one", NULL };
	fx_new(&S, 2, 4, opts);
	set_city_side(&S, 0, "fast-city-2-market");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 2, 0, 3);
	fx_do(&S, "build city");
	for (int p = 0; p < 2; p++) {
		assert_true(deciding(&S));
		assert_false(fx_legal(&S, "choose none"));
		struct action a[GAME_MAX_ACTIONS];
		assert_true(fast_rules.legal(&S, a, GAME_MAX_ACTIONS) >= 1);
		assert_int_equal(fast_rules.apply(&S, &a[0]), 0);
	}
	fx_check(&S);
	assert_false(deciding(&S));
	assert_int_equal(S.player[0].hand_count, 1);
}

/* Robber Raid: "Beim Ereignis "Räuberüberfall" wird zusätzlich die
 * Schicksalskarte gewendet." Who holds more than 7 cards discards half,
 * rounded down, choosing which (fast.md §7.1). */
static void robber_raid(void **state)
{
	(void)state;
	fx_new(&S, 3, 5, NULL);
	set_city_side(&S, 0, "fast-city-2-raid");
	fx_to_build(&S);
	fx_hand(&S, 0, 4, 4, 2, 0, 3);           /* 8 left after paying */
	fx_hand(&S, 1, 2, 2, 2, 2, 1);           /* 9: discards 4 */
	fx_hand(&S, 2, 2, 2, 1, 1, 1);           /* 7: keeps all */
	int discard = fast_discard_size(&S);
	fx_do(&S, "build city");
	int asked[3] = { 0, 0, 0 };
	while (deciding(&S)) {
		int p = fast_rules.current(&S);
		asked[p]++;
		if (fx_legal(&S, "choose lumber")) {
			fx_do(&S, "choose lumber");
			continue;
		}
		struct action a[GAME_MAX_ACTIONS];
		assert_true(fast_rules.legal(&S, a, GAME_MAX_ACTIONS) > 0);
		assert_int_equal(fast_rules.apply(&S, &a[0]), 0);
		fx_check(&S);
	}
	assert_int_equal(asked[0], 4);
	assert_int_equal(asked[1], 4);
	assert_int_equal(S.player[0].hand_count, 4);
	assert_int_equal(S.player[1].hand_count, 5);
	assert_int_equal(S.player[2].hand_count, 7);
	assert_int_equal(asked[2], 0);
	assert_int_equal(fast_discard_size(&S), discard + 5 + 4 + 4);
	assert_int_equal(fast_destiny(&S), -1);
}

/* RAID_DISCARD=none: the raid only turns the destiny card. */
static void robber_raid_without_discard(void **state)
{
	(void)state;
	const char *opts[] = { "RAID_DISCARD=none", NULL };
	fx_new(&S, 3, 6, opts);
	set_city_side(&S, 0, "fast-city-3-raid");
	fx_to_build(&S);
	fx_hand(&S, 0, 5, 5, 2, 0, 3);
	fx_do(&S, "build city");
	assert_false(deciding(&S));
	assert_int_equal(S.player[0].hand_count, 10);
	assert_int_equal(fast_destiny(&S), -1);
}

/* ---- city expansions ------------------------------------------------------------ */

/* Library: "Dank des Stadtausbaus "Bibliothek" suchst du dir einmal je
 * Tauschphase bei einem Mitspieler eine Karte aus, dessen Hand dafür offen
 * ist. Tauschst du danach erneut mit demselben Spieler, geschieht das wieder
 * blind". */
static void library(void **state)
{
	(void)state;
	fx_new(&S, 2, 7, NULL);
	fx_place(&S, 0, "city");
	fx_place(&S, 0, "fast-library");
	fx_place(&S, 0, "road");
	fx_place(&S, 0, "road");                 /* two exchanges */
	fast_begin_exchange(&S);
	fx_hand(&S, 1, 0, 0, 1, 0, 2);
	fx_hand(&S, 0, 0, 0, 0, 0, 0);
	assert_true(fx_legal(&S, "exchange player 2 grain"));
	fx_do(&S, "exchange player 2 grain");
	assert_int_equal(fast_hand_of(&S, 0, "grain"), 1);
	assert_false(fx_legal(&S, "exchange player 2 ore"));
	assert_true(fx_legal(&S, "exchange player 2"));
	/* without the library, no hand is open */
	fx_new(&S, 2, 7, NULL);
	fx_hand(&S, 1, 0, 0, 1, 0, 2);
	assert_false(fx_legal(&S, "exchange player 2 grain"));
}

/* Merchants' Guild (fast.md §9): once per turn, draw 1 card blind from a
 * fellow player who has at least as many points. */
static void merchants_guild(void **state)
{
	(void)state;
	fx_new(&S, 3, 8, NULL);
	fx_place(&S, 0, "city");
	fx_place(&S, 0, "fast-merchants-guild-3");   /* 3 VP */
	fx_place(&S, 1, "settlement");
	fx_place(&S, 1, "settlement");               /* 3 VP */
	fx_hand(&S, 1, 0, 0, 0, 0, 4);
	fx_hand(&S, 2, 4, 0, 0, 0, 0);               /* 1 VP: out of reach */
	fx_hand(&S, 0, 0, 0, 0, 0, 0);
	assert_true(fx_legal(&S, "activate fast-merchants-guild-3"));
	fx_do(&S, "activate fast-merchants-guild-3");
	assert_false(deciding(&S));                  /* one candidate, a blind card */
	assert_int_equal(fast_hand_of(&S, 0, "ore"), 1);
	assert_int_equal(fast_hand_of(&S, 1, "ore"), 3);
	assert_false(fx_legal(&S, "activate fast-merchants-guild-3"));   /* once a turn */
}

/* With two fellow players in reach the owner chooses whom. */
static void merchants_guild_choice(void **state)
{
	(void)state;
	fx_new(&S, 3, 9, NULL);
	fx_place(&S, 0, "city");
	fx_place(&S, 0, "fast-merchants-guild-3");
	for (int p = 1; p <= 2; p++) {
		fx_place(&S, p, "settlement");
		fx_place(&S, p, "settlement");
	}
	fx_hand(&S, 2, 0, 0, 0, 2, 0);
	fx_to_build(&S);
	fx_do(&S, "activate fast-merchants-guild-3");
	assert_true(deciding(&S));
	fx_do(&S, "choose player 3");
	assert_int_equal(fast_hand_of(&S, 2, "wool"), 1);
}

/* Church: "Eine Kirche schützt den ersten Ritter ... Wer nur 1 Ritter ...
 * besitzt, wird dadurch ebenfalls übersprungen." */
static void church(void **state)
{
	(void)state;
	fx_new(&S, 3, 10, NULL);
	fx_place(&S, 1, "city");
	fx_place(&S, 1, "fast-church");
	fx_place(&S, 1, "knight");
	while (S.supply_count[FK_KNIGHT])
		fx_place(&S, 2, "knight");
	fx_to_build(&S);
	fx_hand(&S, 0, 0, 0, 1, 1, 1);
	fx_do(&S, "build knight");                   /* seat 2 is skipped */
	assert_int_equal(S.player[1].knight_count, 1);
	assert_int_equal(S.player[0].knight_count, 1);
	assert_int_equal(S.player[2].knight_count, 2);
}

/* City Castle: "eine Stadtburg die ersten drei Straßen ihres Besitzers. Wer
 * ... höchstens 3 Straßen besitzt, wird dadurch ebenfalls übersprungen." */
static void city_castle(void **state)
{
	(void)state;
	fx_new(&S, 3, 11, NULL);
	fx_place(&S, 1, "city");
	fx_place(&S, 1, "fast-city-castle");
	fx_place(&S, 1, "road");
	fx_place(&S, 1, "road");                     /* 3 roads: all protected */
	while (S.supply_count[FK_ROAD])
		fx_place(&S, 2, "road");
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	fx_do(&S, "build road");                     /* from seat 3 */
	assert_int_equal(S.player[1].road_count, 3);
	/* a fourth road can be taken: the top one */
	fx_new(&S, 3, 11, NULL);
	fx_place(&S, 1, "city");
	fx_place(&S, 1, "fast-city-castle");
	for (int i = 0; i < 3; i++)
		fx_place(&S, 1, "road");
	while (S.supply_count[FK_ROAD])
		fx_place(&S, 2, "road");
	fx_to_build(&S);
	fx_hand(&S, 0, 1, 1, 0, 0, 0);
	fx_do(&S, "build road");
	assert_int_equal(S.player[1].road_count, 3);
}

/* Town Hall, the house placeholder: 4 points, no ability; HOUSE_EXPANSIONS=0
 * leaves it out. */
static void town_hall(void **state)
{
	(void)state;
	fx_new(&S, 3, 12, NULL);
	fx_place(&S, 0, "city");
	int before = S.player[0].vp;
	fx_place(&S, 0, "fast-town-hall-3");
	assert_int_equal(S.player[0].vp, before - 2 + 4);
	const char *opts[] = { "HOUSE_EXPANSIONS=0", NULL };
	fx_new(&S, 3, 12, opts);
	int expansions = 0;
	for (int i = 0; i < S.card_count; i++)
		expansions += S.card[i].kind == FK_EXPANSION;
	assert_int_equal(expansions, 6);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(road_sides_modify_trades),
		cmocka_unit_test(knight_sides_modify_draws),
		cmocka_unit_test(side_gifts_match_clauses),
		cmocka_unit_test(settlement_may_turn_destiny),
		cmocka_unit_test(market_day),
		cmocka_unit_test(market_day_take_one),
		cmocka_unit_test(market_day_swap_one),
		cmocka_unit_test(market_day_none),
		cmocka_unit_test(robber_raid),
		cmocka_unit_test(robber_raid_without_discard),
		cmocka_unit_test(library),
		cmocka_unit_test(merchants_guild),
		cmocka_unit_test(merchants_guild_choice),
		cmocka_unit_test(church),
		cmocka_unit_test(city_castle),
		cmocka_unit_test(town_hall),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
