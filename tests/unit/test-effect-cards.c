/*
 * The effects the project ships: every effect of the built-in card
 * database compiles, and the principality base game's cards do what their
 * rules text says when run against the fake game.
 *
 * Card keys appear here, and only here: the C sources name no card.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <strings.h>

#include <cmocka.h>

#include <sqlite3.h>
#include <unistd.h>

#include "carddb/carddb.h"
#include "core/diag.h"
#include "core/strbuf.h"
#include "effect-fixture.h"
#include "effect/effect.h"

static struct carddb *db;
/* The loader compiles every effect; a card's program is db->cards[i].program. */
#define PROGRAM(i) (db->cards[(i)].program)

static int setup(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	db = carddb_load(NULL, &diags);
	if (!db) {
		diag_list_print(&diags, stderr);
		diag_list_free(&diags);
		return -1;
	}
	diag_list_free(&diags);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	carddb_free(db);
	return 0;
}

static int card_index(const char *key)
{
	for (size_t i = 0; i < db->card_count; i++)
		if (strcmp(db->cards[i].key, key) == 0)
			return (int)i;
	fail_msg("no card %s in the built-in database", key);
	return -1;
}

/* Every effect of every card compiles: the database loaded (setup), and
 * each card with effect text has its program. */
static void test_every_shipped_effect_compiles(void **state)
{
	(void)state;
	size_t with_effect = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *c = &db->cards[i];
		if (!c->effect)
			continue;
		with_effect++;
		if (!PROGRAM(i))
			fail_msg("card %s has an effect but no program", c->key);
	}
	assert_true(with_effect >= 38);
	/* the principality base cards with behaviour keep their effects */
	static const char *const base[] = {
		"abbey", "garrison", "smithy", "brick-factory", "foundry", "grain-mill", "sawmill",
		"woolen-mill", "brick-fleet", "gold-fleet", "grain-fleet", "lumber-fleet", "ore-fleet",
		"wool-fleet", "aqueduct", "bath-house", "church", "harbor", "library", "mint",
		"town-hall", "alchemist", "arsonist", "bishop", "black-knight", "brigands", "caravan",
		"herb-woman", "merchant", "scout", "spy", "civil-war", "conflict", "master-builder",
		"plague", "productive-year", "progress", "year-end",
	};
	for (size_t i = 0; i < sizeof base / sizeof base[0]; i++)
		if (!PROGRAM(card_index(base[i])))
			fail_msg("%s has no effect", base[i]);
	/* the loader and the effect module agree on the schema's orders */
	assert_int_equal(KIND_MARKER, EFFECT_KIND_MARKER);
	assert_int_equal(PLACE_NONE, EFFECT_PLACE_NONE);
}

/* ---- the fake game with real cards ---- */

static void game(struct fake_game *g)
{
	static const char *const keys[TR_COUNT] = { "lumber", "brick", "grain", "wool", "ore", "gold" };
	fake_init(g, 2);
	g->use_programs = 1;
	for (int r = 0; r < TR_COUNT; r++)
		g->resource_ids[r] = carddb_resource_by_name(db, GAME_PRINCIPALITY, keys[r]);
}

static int32_t add(struct fake_game *g, const char *key, int32_t zone, int32_t owner, int32_t site)
{
	int i = card_index(key);
	const struct carddb_card *c = &db->cards[i];
	return fake_add_card(g, i, c->type, (int32_t)db->types[c->type].kind, (int32_t)c->placement,
	                     c->produces, zone, owner, site, PROGRAM(i));
}

static const struct effect_program *program(const char *key)
{
	const struct effect_program *p = PROGRAM(card_index(key));
	assert_non_null(p);
	return p;
}

static int32_t modify(struct fake_game *g, const char *key, int32_t card, enum effect_modifier what,
                      int32_t subject, int32_t value)
{
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	return effect_modify(program(key), EFFECT_CLAUSE_MODIFY, what, &ctx, subject, value,
	                     &test_host, g);
}

/* Runs the card's first handler for player 0. */
static enum effect_status play(struct fake_game *g, const char *key, int32_t card,
                               const int32_t *answers, int n)
{
	const struct effect_program *p = program(key);
	int h = effect_find_handler(p, EFFECT_ON_PLAY, -1, 0);
	if (h < 0)
		h = effect_find_handler(p, EFFECT_ON_REVEAL, -1, 0);
	assert_true(h >= 0);
	return run_with_answers(p, (size_t)h, g, 0, card, answers, n);
}

static void test_passive_cards(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t abbey = add(&g, "abbey", EFFECT_ZONE_PRINCIPALITY, 0, 0);
	int32_t library = add(&g, "library", EFFECT_ZONE_PRINCIPALITY, 0, 4);
	int32_t limit = modify(&g, "abbey", abbey, EFFECT_MOD_HAND_LIMIT, EFFECT_NONE, 3);
	assert_int_equal(modify(&g, "library", library, EFFECT_MOD_HAND_LIMIT, EFFECT_NONE, limit), 5);

	int32_t hall = add(&g, "town-hall", EFFECT_ZONE_PRINCIPALITY, 0, 5);
	assert_int_equal(modify(&g, "town-hall", hall, EFFECT_MOD_SEARCH_PRICE, EFFECT_NONE, 2), 1);

	int32_t mint = add(&g, "mint", EFFECT_ZONE_PRINCIPALITY, 0, 6);
	int32_t fleet = add(&g, "gold-fleet", EFFECT_ZONE_PRINCIPALITY, 0, 7);
	int32_t gold = g.resource_ids[TR_GOLD], wool = g.resource_ids[TR_WOOL];
	assert_int_equal(modify(&g, "gold-fleet", fleet, EFFECT_MOD_TRADE_RATE, gold, 3), 2);
	assert_int_equal(modify(&g, "mint", mint, EFFECT_MOD_TRADE_RATE, gold, 2), 1);
	assert_int_equal(modify(&g, "gold-fleet", fleet, EFFECT_MOD_TRADE_RATE, wool, 3), 3);

	int32_t factory = add(&g, "brick-factory", EFFECT_ZONE_PRINCIPALITY, 0, 10);
	int32_t hills = add(&g, "start-a-hills", EFFECT_ZONE_PRINCIPALITY, 0, 11);
	int32_t far_hills = add(&g, "start-a-hills", EFFECT_ZONE_PRINCIPALITY, 0, 20);
	int32_t forest = add(&g, "start-a-forest", EFFECT_ZONE_PRINCIPALITY, 0, 9);
	assert_int_equal(modify(&g, "brick-factory", factory, EFFECT_MOD_PRODUCTION, hills, 1), 2);
	assert_int_equal(modify(&g, "brick-factory", factory, EFFECT_MOD_PRODUCTION, far_hills, 1), 1);
	assert_int_equal(modify(&g, "brick-factory", factory, EFFECT_MOD_PRODUCTION, forest, 1), 1);

	int32_t smithy = add(&g, "smithy", EFFECT_ZONE_PRINCIPALITY, 0, 12);
	int32_t knight = add(&g, "knight-karl", EFFECT_ZONE_PRINCIPALITY, 0, 13);
	assert_int_equal(modify(&g, "smithy", smithy, EFFECT_MOD_STRENGTH, knight, 7), 8);
	assert_int_equal(modify(&g, "smithy", smithy, EFFECT_MOD_STRENGTH, fleet, 0), 0);
	int32_t harbor = add(&g, "harbor", EFFECT_ZONE_PRINCIPALITY, 0, 14);
	assert_int_equal(modify(&g, "harbor", harbor, EFFECT_MOD_COMMERCE, fleet, 1), 2);
	assert_int_equal(modify(&g, "harbor", harbor, EFFECT_MOD_COMMERCE, knight, 0), 0);
	assert_string_equal(g.log, "");
}

static void test_immunities(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t garrison = add(&g, "garrison", EFFECT_ZONE_PRINCIPALITY, 0, 1);
	int32_t fields = add(&g, "start-a-fields", EFFECT_ZONE_PRINCIPALITY, 0, 2);
	int32_t far_fields = add(&g, "start-a-fields", EFFECT_ZONE_PRINCIPALITY, 0, 9);
	int32_t plague = add(&g, "plague", EFFECT_ZONE_OUT, 0, 0);
	struct effect_context ctx = { 0, garrison, EFFECT_NONE };
	assert_true(effect_immune(program("garrison"), &ctx, EFFECT_NONE, EFFECT_FACE_BRIGAND, fields,
	                          &test_host, &g));
	assert_false(effect_immune(program("garrison"), &ctx, EFFECT_NONE, EFFECT_FACE_BRIGAND,
	                           far_fields, &test_host, &g));
	int32_t bath = add(&g, "bath-house", EFFECT_ZONE_PRINCIPALITY, 0, 10);
	ctx.card = bath;
	assert_true(effect_immune(program("bath-house"), &ctx, plague, -1, far_fields, &test_host, &g));
	assert_false(effect_immune(program("bath-house"), &ctx, plague, -1, fields, &test_host, &g));
	assert_false(effect_immune(program("bath-house"), &ctx, garrison, -1, far_fields, &test_host, &g));
}

static void test_alchemist(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "alchemist", EFFECT_ZONE_HAND, 0, 0);
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	g.phase = EFFECT_PHASE_ACTION;
	assert_false(effect_playable(program("alchemist"), &ctx, &test_host, &g));
	g.phase = EFFECT_PHASE_BEFORE_ROLL;
	assert_true(effect_playable(program("alchemist"), &ctx, &test_host, &g));
	int32_t answers[] = { 5 };
	assert_int_equal(play(&g, "alchemist", card, answers, 1), EFFECT_DONE);
	assert_string_equal(g.log, "die 0 = 5\n");
}

static void test_brigands(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "brigands", EFFECT_ZONE_HAND, 0, 0);
	g.resources[1][TR_WOOL] = 2;
	g.resources[1][TR_ORE] = 1;
	g.rolls[0] = 5;
	g.nrolls = 1;
	int32_t answers[] = { g.resource_ids[TR_ORE], g.resource_ids[TR_WOOL] };
	assert_int_equal(play(&g, "brigands", card, answers, 2), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_ORE], 1);
	assert_int_equal(g.resources[0][TR_WOOL], 1);
	assert_int_equal(g.resources[1][TR_WOOL], 1);
	/* a 6 backfires: the victim takes from the attacker */
	game(&g);
	card = add(&g, "brigands", EFFECT_ZONE_HAND, 0, 0);
	g.resources[0][TR_GOLD] = 3;
	assert_int_equal(play(&g, "brigands", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.resources[1][TR_GOLD], 2);
	assert_int_equal(g.resources[0][TR_GOLD], 1);
}

/* Writes the built-in database to a file, runs sql on it as a card designer
 * with the sqlite3 shell would, and loads the result into *edited (NULL
 * when it does not load; then problems holds why). */
static void load_edited(const char *sql, struct carddb **edited, struct diag_list *problems)
{
	char dir[] = "/tmp/catan-edit-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[64];
	snprintf(path, sizeof path, "%s/my.db", dir);
	assert_int_equal(carddb_write_default(path, false, problems), 0);
	sqlite3 *file = NULL;
	assert_int_equal(sqlite3_open(path, &file), SQLITE_OK);
	assert_int_equal(sqlite3_exec(file, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(file);
	*edited = carddb_load(path, problems);
	unlink(path);
	rmdir(dir);
}

/* The promise: edit an effect with SQL, and the next match plays
 * the new card, with no rebuild. Brigands made to take three instead of two. */
static void test_edited_effect_changes_the_card(void **state)
{
	(void)state;
	struct diag_list problems = DIAG_LIST_INIT;
	struct carddb *edited = NULL;
	load_edited("UPDATE card SET effect = replace(effect, '(repeat 2', '(repeat 3') "
	            "WHERE key = 'brigands'", &edited, &problems);
	assert_non_null(edited);
	struct carddb *builtin = db;
	db = edited;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "brigands", EFFECT_ZONE_HAND, 0, 0);
	g.resources[1][TR_WOOL] = 3;
	g.rolls[0] = 1;
	g.nrolls = 1;
	int32_t answers[] = { g.resource_ids[TR_WOOL], g.resource_ids[TR_WOOL], g.resource_ids[TR_WOOL] };
	assert_int_equal(play(&g, "brigands", card, answers, 3), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_WOOL], 3);
	assert_int_equal(g.resources[1][TR_WOOL], 0);
	db = builtin;
	carddb_free(edited);
	diag_list_free(&problems);
}

/* A typo in that edit is refused at load with the card, the column and
 * the line:column inside the effect. */
static void test_edited_effect_typo_is_located(void **state)
{
	(void)state;
	struct diag_list problems = DIAG_LIST_INIT;
	struct carddb *edited = NULL;
	load_edited("UPDATE card SET effect = '(modify hand-limit\n  (+ valu 1))' WHERE key = 'abbey'",
	            &edited, &problems);
	assert_null(edited);
	assert_int_equal(problems.count, 1);
	struct strbuf text = STRBUF_INIT;
	diag_format(&problems.items[0], &text);
	const char *line = strstr(strbuf_str(&text), ": table card, card abbey, column effect, 2:6: ");
	if (!line)
		fail_msg("unexpected message: %s", strbuf_str(&text));
	strbuf_free(&text);
	diag_list_free(&problems);
}

static void test_arsonist_countered_by_bishop(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "arsonist", EFFECT_ZONE_HAND, 0, 0);
	int32_t bishop = add(&g, "bishop", EFFECT_ZONE_HAND, 1, 0);
	int32_t abbey = add(&g, "abbey", EFFECT_ZONE_PRINCIPALITY, 1, 1);
	int32_t mine = add(&g, "library", EFFECT_ZONE_PRINCIPALITY, 0, 1);
	/* the fake's counter list only knows its own test cards: ask the card itself */
	int h = effect_find_handler(program("bishop"), EFFECT_ON_ATTACKED, -1, 0);
	struct effect_context bctx = { 1, bishop, EFFECT_NONE };
	assert_true(effect_clause_accepts(program("bishop"), (size_t)h, &bctx, card, &test_host, &g));
	assert_false(effect_clause_accepts(program("bishop"), (size_t)h, &bctx, abbey, &test_host, &g));
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	assert_true(effect_playable(program("arsonist"), &ctx, &test_host, &g));
	g.rolls[0] = 3;
	g.nrolls = 1;
	assert_int_equal(play(&g, "arsonist", card, NULL, 0), EFFECT_DONE);
	/* uncountered, a 3 wins: the opponent's only building goes back to his hand */
	assert_int_equal(g.cards[abbey].zone, EFFECT_ZONE(EFFECT_ZONE_HAND, 1));
	assert_int_equal(g.cards[mine].zone, EFFECT_ZONE(EFFECT_ZONE_PRINCIPALITY, 0));
	assert_false(effect_playable(program("arsonist"), &ctx, &test_host, &g));
}

static void test_plague_and_aqueduct(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "plague", EFFECT_ZONE_OUT, 0, 0);
	add(&g, "start-a-settlement", EFFECT_ZONE_PRINCIPALITY, 0, 1); /* no city */
	int32_t a = add(&g, "start-a-fields", EFFECT_ZONE_PRINCIPALITY, 0, 2);
	int32_t city = add(&g, "city", EFFECT_ZONE_PRINCIPALITY, 1, 5);
	int32_t b = add(&g, "start-b-fields", EFFECT_ZONE_PRINCIPALITY, 1, 6);
	int32_t c = add(&g, "start-b-forest", EFFECT_ZONE_PRINCIPALITY, 1, 20);
	g.cards[a].stock = g.cards[b].stock = g.cards[c].stock = 2;
	assert_int_equal(play(&g, "plague", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[a].stock, 2);  /* borders no city */
	assert_int_equal(g.cards[b].stock, 1);
	assert_int_equal(g.cards[c].stock, 2);
	add(&g, "aqueduct", EFFECT_ZONE_PRINCIPALITY, 1, 4);
	assert_int_equal(play(&g, "plague", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[b].stock, 1);
	(void)city;
}

static void test_progress_and_year_end(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "progress", EFFECT_ZONE_OUT, 0, 0);
	add(&g, "abbey", EFFECT_ZONE_PRINCIPALITY, 0, 1);
	add(&g, "library", EFFECT_ZONE_PRINCIPALITY, 0, 2);
	add(&g, "abbey", EFFECT_ZONE_PRINCIPALITY, 1, 1);
	int32_t answers[] = { g.resource_ids[TR_ORE], g.resource_ids[TR_GOLD], g.resource_ids[TR_WOOL] };
	assert_int_equal(play(&g, "progress", card, answers, 3), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_ORE], 1);
	assert_int_equal(g.resources[0][TR_GOLD], 1);
	assert_int_equal(g.resources[1][TR_WOOL], 1);

	game(&g);
	card = add(&g, "year-end", EFFECT_ZONE_OUT, 0, 0);
	assert_int_equal(play(&g, "year-end", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(EFFECT_ZONE_KIND(g.cards[card].zone), EFFECT_ZONE_EVENT_STACK);
}

static void test_spy_and_civil_war(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t spy = add(&g, "spy", EFFECT_ZONE_HAND, 0, 0);
	add(&g, "abbey", EFFECT_ZONE_HAND, 1, 0);
	int32_t merchant = add(&g, "merchant", EFFECT_ZONE_HAND, 1, 0);
	int32_t none[] = { EFFECT_NONE };
	assert_int_equal(play(&g, "spy", spy, none, 1), EFFECT_DONE);
	assert_int_equal(g.cards[merchant].zone, EFFECT_ZONE(EFFECT_ZONE_HAND, 1));
	g.log_len = 0;
	g.log[0] = '\0';
	assert_int_equal(play(&g, "spy", spy, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[merchant].zone, EFFECT_ZONE(EFFECT_ZONE_HAND, 0)); /* not the abbey */

	/* Civil War: the church keeps the knight of its city */
	game(&g);
	int32_t war = add(&g, "civil-war", EFFECT_ZONE_OUT, 0, 0);
	add(&g, "church", EFFECT_ZONE_PRINCIPALITY, 1, 4);
	int32_t safe = add(&g, "knight-otto", EFFECT_ZONE_PRINCIPALITY, 1, 5);
	int32_t exposed = add(&g, "wool-fleet", EFFECT_ZONE_PRINCIPALITY, 1, 9);
	int32_t mine = add(&g, "knight-karl", EFFECT_ZONE_PRINCIPALITY, 0, 1);
	assert_int_equal(play(&g, "civil-war", war, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[safe].zone, EFFECT_ZONE(EFFECT_ZONE_PRINCIPALITY, 1));
	assert_int_equal(g.cards[exposed].zone, EFFECT_ZONE(EFFECT_ZONE_HAND, 1));
	assert_int_equal(g.cards[mine].zone, EFFECT_ZONE(EFFECT_ZONE_HAND, 0));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_shipped_effect_compiles),
		cmocka_unit_test(test_passive_cards),
		cmocka_unit_test(test_immunities),
		cmocka_unit_test(test_alchemist),
		cmocka_unit_test(test_brigands),
		cmocka_unit_test(test_edited_effect_changes_the_card),
		cmocka_unit_test(test_edited_effect_typo_is_located),
		cmocka_unit_test(test_arsonist_countered_by_bishop),
		cmocka_unit_test(test_plague_and_aqueduct),
		cmocka_unit_test(test_progress_and_year_end),
		cmocka_unit_test(test_spy_and_civil_war),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
