/*
 * The effects the project ships: every effect of the built-in card
 * database compiles, and the principality cards (the base game and both
 * theme sets) do what their rules say when run against the fake game.
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
#include "games/principality/words.h"

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
	assert_true(with_effect >= 38 + 37);
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
	/* the test game's kinds and placements are the loader's, in its order */
	assert_int_equal(KIND_MARKER, TEST_KIND_MARKER);
	assert_int_equal(PLACE_NONE, TEST_PLACE_NONE);
	for (int k = 0; k < TEST_KIND_COUNT; k++)
		assert_string_equal(test_words.list[EFFECT_WORD_CARD_KIND][k].name,
		                    carddb_kind_name((enum carddb_kind)k));
	for (int p = 0; p < TEST_PLACE_COUNT; p++)
		assert_string_equal(test_words.list[EFFECT_WORD_PLACEMENT][p].name,
		                    carddb_placement_name((enum carddb_placement)p));
}

/* ---- the fake game with real cards ---- */

/* A rule option's value as the host answers it: an enum word's position
 * in the allowed list of the option's first row, else the number. */
static int32_t option_number(const struct carddb_option *row, const char *value)
{
	if (row->kind != OPTION_ENUM)
		return (int32_t)strtol(value, NULL, 10);
	int32_t i = 0;
	size_t len = strlen(value);
	for (const char *w = row->allowed; *w; i++) {
		size_t n = strcspn(w, "|");
		if (n == len && strncmp(w, value, len) == 0)
			return i;
		w += n + (w[n] == '|');
	}
	fail_msg("%s has no value %s", row->key, value);
	return -1;
}

/* Sets the value in force of a principality option in the fake game, by
 * the id the loader's resolver gave the cards. */
static void set_option(struct fake_game *g, const char *key, const char *value)
{
	int id = carddb_option_id(db, GAME_PRINCIPALITY, key);
	const struct carddb_option *row = carddb_option_by_id(db, GAME_PRINCIPALITY, id);
	if (!row)
		fail_msg("no principality option %s", key);
	g->options[id] = option_number(row, value);
}

static void game(struct fake_game *g)
{
	static const char *const keys[TR_COUNT] = { "lumber", "brick", "grain", "wool", "ore", "gold" };
	fake_init(g, 2);
	g->use_programs = 1;
	for (int r = 0; r < TR_COUNT; r++)
		g->resource_ids[r] = carddb_resource_by_name(db, GAME_PRINCIPALITY, keys[r]);
	/* every option at the base game's default (a theme set's own option
	 * at its set's) */
	int base = carddb_set_by_key(db, "principality-base");
	const struct carddb_option *first;
	for (int id = 0; (first = carddb_option_by_id(db, GAME_PRINCIPALITY, id)) != NULL; id++) {
		const struct carddb_option *row = carddb_option_in_play(db, first->key, &base, 1);
		g->options[id] = option_number(first, (row ? row : first)->value);
	}
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

static int32_t modify(struct fake_game *g, const char *key, int32_t card, int32_t what,
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
	int32_t abbey = add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 0, 0);
	int32_t library = add(&g, "library", PRIN_ZONE_PRINCIPALITY, 0, 4);
	int32_t limit = modify(&g, "abbey", abbey, PRIN_MOD_HAND_LIMIT, EFFECT_NONE, 3);
	assert_int_equal(modify(&g, "library", library, PRIN_MOD_HAND_LIMIT, EFFECT_NONE, limit), 5);

	int32_t hall = add(&g, "town-hall", PRIN_ZONE_PRINCIPALITY, 0, 5);
	assert_int_equal(modify(&g, "town-hall", hall, PRIN_MOD_SEARCH_PRICE, EFFECT_NONE, 2), 1);

	int32_t mint = add(&g, "mint", PRIN_ZONE_PRINCIPALITY, 0, 6);
	int32_t fleet = add(&g, "gold-fleet", PRIN_ZONE_PRINCIPALITY, 0, 7);
	int32_t gold = g.resource_ids[TR_GOLD], wool = g.resource_ids[TR_WOOL];
	assert_int_equal(modify(&g, "gold-fleet", fleet, PRIN_MOD_TRADE_RATE, gold, 3), 2);
	assert_int_equal(modify(&g, "mint", mint, PRIN_MOD_TRADE_RATE, gold, 2), 1);
	assert_int_equal(modify(&g, "gold-fleet", fleet, PRIN_MOD_TRADE_RATE, wool, 3), 3);

	int32_t factory = add(&g, "brick-factory", PRIN_ZONE_PRINCIPALITY, 0, 10);
	int32_t hills = add(&g, "start-a-hills", PRIN_ZONE_PRINCIPALITY, 0, 11);
	int32_t far_hills = add(&g, "start-a-hills", PRIN_ZONE_PRINCIPALITY, 0, 20);
	int32_t forest = add(&g, "start-a-forest", PRIN_ZONE_PRINCIPALITY, 0, 9);
	assert_int_equal(modify(&g, "brick-factory", factory, PRIN_MOD_PRODUCTION, hills, 1), 2);
	assert_int_equal(modify(&g, "brick-factory", factory, PRIN_MOD_PRODUCTION, far_hills, 1), 1);
	assert_int_equal(modify(&g, "brick-factory", factory, PRIN_MOD_PRODUCTION, forest, 1), 1);

	int32_t smithy = add(&g, "smithy", PRIN_ZONE_PRINCIPALITY, 0, 12);
	int32_t knight = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 13);
	assert_int_equal(modify(&g, "smithy", smithy, PRIN_MOD_STRENGTH, knight, 7), 8);
	assert_int_equal(modify(&g, "smithy", smithy, PRIN_MOD_STRENGTH, fleet, 0), 0);
	int32_t harbor = add(&g, "harbor", PRIN_ZONE_PRINCIPALITY, 0, 14);
	assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, fleet, 1), 2);
	assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, knight, 0), 0);
	assert_string_equal(g.log, "");
}

static void test_immunities(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t garrison = add(&g, "garrison", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t fields = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t far_fields = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 9);
	int32_t plague = add(&g, "plague", PRIN_ZONE_OUT, 0, 0);
	struct effect_context ctx = { 0, garrison, EFFECT_NONE };
	assert_true(effect_immune(program("garrison"), &ctx, EFFECT_NONE, PRIN_FACE_BRIGAND, fields,
	                          &test_host, &g));
	assert_false(effect_immune(program("garrison"), &ctx, EFFECT_NONE, PRIN_FACE_BRIGAND,
	                           far_fields, &test_host, &g));
	int32_t bath = add(&g, "bath-house", PRIN_ZONE_PRINCIPALITY, 0, 10);
	ctx.card = bath;
	assert_true(effect_immune(program("bath-house"), &ctx, plague, -1, far_fields, &test_host, &g));
	assert_false(effect_immune(program("bath-house"), &ctx, plague, -1, fields, &test_host, &g));
	assert_false(effect_immune(program("bath-house"), &ctx, garrison, -1, far_fields, &test_host, &g));
	/* the Bath House's one clause against threat cards lists them: the
	 * Plague, which the list holds, is then asked of its filter alone */
	int clause = effect_threat_listed(program("bath-house"));
	assert_true(clause >= 0);
	const int32_t subjects[] = { fields, far_fields, garrison, bath };
	for (size_t i = 0; i < sizeof subjects / sizeof subjects[0]; i++)
		assert_int_equal(effect_clause_accepts(program("bath-house"), (size_t)clause, &ctx,
		                                       subjects[i], &test_host, &g),
		                 effect_immune(program("bath-house"), &ctx, plague, -1, subjects[i],
		                               &test_host, &g));
	assert_true(effect_threat_listed(program("aqueduct")) >= 0);
	/* a face alone, or none */
	assert_int_equal(effect_threat_listed(program("garrison")), -1);
	assert_int_equal(effect_threat_listed(program("smithy")), -1);
}

/* A simple filter (effect_simple_filter) as a host tests it: its
 * attribute, then its relation to the clause's card. */
static bool simple_passes(struct fake_game *g, const struct effect_simple_filter *f,
                          int32_t subject, int32_t card)
{
	if (f->attr >= 0) {
		const int32_t args[EFFECT_ARGS_MAX] = { subject, f->attr, 0, 0 };
		int32_t v = test_host.query(g, EFFECT_Q_CARD, args);
		if (v != f->values[0] && v != f->values[f->count - 1])
			return false;
	}
	if (f->relation < 0)
		return true;
	const int32_t args[EFFECT_ARGS_MAX] = { subject, card, f->relation, 0 };
	return test_host.query(g, EFFECT_Q_RELATION, args) != 0;
}

static void test_simple_filters(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t garrison = add(&g, "garrison", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t fields = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t far_fields = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 9);
	int32_t bath = add(&g, "bath-house", PRIN_ZONE_PRINCIPALITY, 0, 10);
	int32_t aqueduct = add(&g, "aqueduct", PRIN_ZONE_PRINCIPALITY, 0, 3);
	int32_t church = add(&g, "church", PRIN_ZONE_PRINCIPALITY, 0, 4);
	int32_t knight = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 5);
	const int32_t subjects[] = { garrison, fields, far_fields, bath, aqueduct, church, knight };
	/* the threat-card clauses of the Bath House, the Aqueduct and the
	 * Church, and the Garrison's against the brigand, each as
	 * effect_clause_accepts answers it */
	const struct { const char *key; int32_t card; int clause; } cases[] = {
		{ "bath-house", bath, effect_threat_listed(program("bath-house")) },
		{ "aqueduct", aqueduct, effect_threat_listed(program("aqueduct")) },
		{ "church", church, effect_threat_listed(program("church")) },
		{ "garrison", garrison, effect_face_clause(program("garrison"), PRIN_FACE_BRIGAND) },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct effect_simple_filter f;
		struct effect_context ctx = { 0, cases[k].card, EFFECT_NONE };
		assert_true(cases[k].clause >= 0);
		assert_true(effect_simple_filter(program(cases[k].key), (size_t)cases[k].clause, &f));
		for (size_t i = 0; i < sizeof subjects / sizeof subjects[0]; i++)
			assert_int_equal(simple_passes(&g, &f, subjects[i], cases[k].card),
			                 effect_clause_accepts(program(cases[k].key), (size_t)cases[k].clause,
			                                       &ctx, subjects[i], &test_host, &g));
	}
	/* the Garrison's clause is the brigand's alone: effect_immune of the
	 * face asks it */
	struct effect_context ctx = { 0, garrison, EFFECT_NONE };
	int clause = effect_face_clause(program("garrison"), PRIN_FACE_BRIGAND);
	for (size_t i = 0; i < sizeof subjects / sizeof subjects[0]; i++)
		assert_int_equal(effect_clause_accepts(program("garrison"), (size_t)clause, &ctx,
		                                       subjects[i], &test_host, &g),
		                 effect_immune(program("garrison"), &ctx, EFFECT_NONE, PRIN_FACE_BRIGAND,
		                               subjects[i], &test_host, &g));
	/* no clause against a face, or no (immune ...) at all */
	assert_int_equal(effect_face_clause(program("bath-house"), PRIN_FACE_BRIGAND), -1);
	assert_int_equal(effect_face_clause(program("smithy"), PRIN_FACE_BRIGAND), -1);
	/* a clause that is no immunity filter of these shapes: the Smithy's
	 * modifier, (kind unit) and more */
	struct effect_simple_filter f;
	assert_false(effect_simple_filter(program("smithy"), 99, &f));
}

static void test_alchemist(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "alchemist", PRIN_ZONE_HAND, 0, 0);
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	g.phase = PRIN_PHASE_ACTION;
	assert_false(effect_playable(program("alchemist"), &ctx, &test_host, &g));
	g.phase = PRIN_PHASE_BEFORE_ROLL;
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
	int32_t card = add(&g, "brigands", PRIN_ZONE_HAND, 0, 0);
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
	card = add(&g, "brigands", PRIN_ZONE_HAND, 0, 0);
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
	int32_t card = add(&g, "brigands", PRIN_ZONE_HAND, 0, 0);
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

/* Shared effects: a theme twin takes its base card's text (effect_from),
 * the fast game's cities their city event by name (effect_named), so one
 * edit changes every card that shares the text. */
static void test_shared_effects_follow_one_edit(void **state)
{
	(void)state;
	struct diag_list problems = DIAG_LIST_INIT;
	struct carddb *edited = NULL;
	load_edited("UPDATE card SET effect = replace(effect, '(repeat 2', '(repeat 3') "
	            "WHERE key = 'brigands';"
	            "UPDATE named_effect SET effect = replace(effect, '(flip-destiny)', '') "
	            "WHERE key = 'fast-robber-raid'", &edited, &problems);
	assert_non_null(edited);
	struct carddb *builtin = db;
	db = edited;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "brigands-knights", PRIN_ZONE_HAND, 0, 0);
	g.resources[1][TR_WOOL] = 3;
	g.rolls[0] = 1;
	g.nrolls = 1;
	int32_t answers[] = { g.resource_ids[TR_WOOL], g.resource_ids[TR_WOOL], g.resource_ids[TR_WOOL] };
	assert_int_equal(play(&g, "brigands-knights", card, answers, 3), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_WOOL], 3);
	int twin = card_index("brigands-knights");
	assert_int_equal(db->cards[twin].effect_from, card_index("brigands"));
	assert_int_equal(db->cards[twin].effect_named, -1);
	static const char *const raids[] = { "fast-city-2-raid", "fast-city-3-raid", "fast-city-4-raid" };
	for (size_t i = 0; i < sizeof raids / sizeof raids[0]; i++) {
		const struct carddb_card *c = &db->cards[card_index(raids[i])];
		assert_int_equal(c->effect_from, -1);
		assert_true(c->effect_named >= 0);
		assert_string_equal(db->named_effects[c->effect_named].key, "fast-robber-raid");
		assert_null(strstr(c->effect, "flip-destiny"));
		assert_non_null(c->program);
	}
	db = builtin;
	carddb_free(edited);
	diag_list_free(&problems);
}

/* What db check says of a shared effect that cannot be: one problem each,
 * with the table, the row and the column. */
static void test_shared_effect_problems(void **state)
{
	(void)state;
	static const struct { const char *sql, *problem; } cases[] = {
		{ "UPDATE card SET effect = NULL, effect_from = 'no-such' WHERE key = 'plague-science'",
		  "table card, card plague-science, column effect_from: no card has the key 'no-such'" },
		{ "UPDATE card SET effect = NULL, effect_from = 'fast-road-2a' WHERE key = 'arsonist'",
		  "table card, card arsonist, column effect_from: the card 'fast-road-2a' belongs to "
		  "another game" },
		{ "UPDATE card SET effect_from = 'library' WHERE key = 'scout-science'",
		  "table card, card scout-science, column effect_from: the card 'library' has no effect "
		  "text of its own" },
		{ "UPDATE card SET effect_named = 'nothing' WHERE key = 'fast-city-2-market'",
		  "table card, card fast-city-2-market, column effect_named: no named effect has the key "
		  "'nothing'" },
		{ "UPDATE card SET effect_from = NULL, effect_named = 'fast-market-day' WHERE key = 'alchemist-science'",
		  "table card, card alchemist-science, column effect_named: the named effect "
		  "'fast-market-day' belongs to another game" },
		{ "UPDATE card SET effect_named = 'fast-market-day' WHERE key = 'alchemist-science'",
		  "table card, card alchemist-science, column effect_from: a card has one effect: its "
		  "own, one from another card, or a named one" },
		{ "UPDATE named_effect SET effect = '(on reveal' WHERE key = 'fast-robber-raid'",
		  "table named_effect, card fast-robber-raid, column effect, 1:1: \"(\" is never closed" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct diag_list problems = DIAG_LIST_INIT;
		struct carddb *edited = NULL;
		/* a file made before the schema's checks ran: the loader checks again */
		char sql[400];
		snprintf(sql, sizeof sql, "PRAGMA ignore_check_constraints = 1; %s", cases[i].sql);
		load_edited(sql, &edited, &problems);
		assert_null(edited);
		struct strbuf text = STRBUF_INIT;
		for (size_t k = 0; k < problems.count; k++) {
			diag_format(&problems.items[k], &text);
			strbuf_putc(&text, '\n');
		}
		if (problems.count != 1)
			fail_msg("case %zu: %zu problems: %s", i, problems.count, strbuf_str(&text));
		if (!strstr(strbuf_str(&text), cases[i].problem))
			fail_msg("case %zu: unexpected message: %s", i, strbuf_str(&text));
		strbuf_free(&text);
		diag_list_free(&problems);
	}
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
	int32_t card = add(&g, "arsonist", PRIN_ZONE_HAND, 0, 0);
	int32_t bishop = add(&g, "bishop", PRIN_ZONE_HAND, 1, 0);
	int32_t abbey = add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 1, 1);
	int32_t mine = add(&g, "library", PRIN_ZONE_PRINCIPALITY, 0, 1);
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
	assert_int_equal(g.cards[abbey].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
	assert_int_equal(g.cards[mine].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 0));
	assert_false(effect_playable(program("arsonist"), &ctx, &test_host, &g));
}

static void test_plague_and_aqueduct(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "plague", PRIN_ZONE_OUT, 0, 0);
	add(&g, "start-a-settlement", PRIN_ZONE_PRINCIPALITY, 0, 1); /* no city */
	int32_t a = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t city = add(&g, "city", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t b = add(&g, "start-b-fields", PRIN_ZONE_PRINCIPALITY, 1, 6);
	int32_t c = add(&g, "start-b-forest", PRIN_ZONE_PRINCIPALITY, 1, 20);
	g.cards[a].stock = g.cards[b].stock = g.cards[c].stock = 2;
	assert_int_equal(play(&g, "plague", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[a].stock, 2);  /* borders no city */
	assert_int_equal(g.cards[b].stock, 1);
	assert_int_equal(g.cards[c].stock, 2);
	add(&g, "aqueduct", PRIN_ZONE_PRINCIPALITY, 1, 4);
	assert_int_equal(play(&g, "plague", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[b].stock, 1);
	(void)city;
}

static void test_progress_and_year_end(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "progress", PRIN_ZONE_OUT, 0, 0);
	add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 0, 1);
	add(&g, "library", PRIN_ZONE_PRINCIPALITY, 0, 2);
	add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 1, 1);
	int32_t answers[] = { g.resource_ids[TR_ORE], g.resource_ids[TR_GOLD], g.resource_ids[TR_WOOL] };
	assert_int_equal(play(&g, "progress", card, answers, 3), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_ORE], 1);
	assert_int_equal(g.resources[0][TR_GOLD], 1);
	assert_int_equal(g.resources[1][TR_WOOL], 1);

	game(&g);
	card = add(&g, "year-end", PRIN_ZONE_OUT, 0, 0);
	assert_int_equal(play(&g, "year-end", card, NULL, 0), EFFECT_DONE);
	assert_int_equal(EFFECT_ZONE_KIND(g.cards[card].zone), PRIN_ZONE_EVENT_STACK);
}

/* SPY_TAKES any (the base game's default): the Spy may take a building;
 * units-actions: the building is not even offered. */
static void test_spy_takes(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t spy = add(&g, "spy", PRIN_ZONE_HAND, 0, 0);
	int32_t abbey = add(&g, "abbey", PRIN_ZONE_HAND, 1, 0);
	int32_t merchant = add(&g, "merchant", PRIN_ZONE_HAND, 1, 0);
	int32_t take_abbey[] = { abbey };
	assert_int_equal(play(&g, "spy", spy, take_abbey, 1), EFFECT_DONE);
	assert_int_equal(g.cards[abbey].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));

	game(&g);
	set_option(&g, "SPY_TAKES", "units-actions");
	spy = add(&g, "spy", PRIN_ZONE_HAND, 0, 0);
	abbey = add(&g, "abbey", PRIN_ZONE_HAND, 1, 0);
	merchant = add(&g, "merchant", PRIN_ZONE_HAND, 1, 0);
	take_abbey[0] = abbey;
	assert_int_equal(play(&g, "spy", spy, take_abbey, 1), EFFECT_ERROR); /* not an answer */
	assert_int_equal(g.cards[abbey].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
	assert_int_equal(play(&g, "spy", spy, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[merchant].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));
}

/* CARAVAN_WITH supply: what is given goes to the supply, what is taken
 * comes from it; opponent: both go to and come from the opponent. */
static void test_caravan_with(void **state)
{
	(void)state;
	for (int k = 0; k < 2; k++) {
		const char *key = k ? "caravan-knights" : "caravan";
		struct fake_game g;
		game(&g);
		g.resources[0][TR_WOOL] = 2;
		g.resources[0][TR_BRICK] = 1;     /* so that what to give is a choice */
		g.resources[1][TR_ORE] = 3;
		int32_t caravan = add(&g, key, PRIN_ZONE_HAND, 0, 0);
		int32_t wool = g.resource_ids[TR_WOOL], ore = g.resource_ids[TR_ORE];
		/* supply: 2, give wool twice, take ore twice; opponent: his ore
		 * is the only thing to take, so nobody is asked */
		int32_t answers[] = { 2, wool, wool, ore, ore };
		assert_int_equal(play(&g, key, caravan, answers, 5), EFFECT_DONE);
		assert_int_equal(g.resources[0][TR_WOOL], 0);
		assert_int_equal(g.resources[0][TR_BRICK], 1);
		assert_int_equal(g.resources[0][TR_ORE], 2);
		assert_int_equal(g.resources[1][TR_WOOL], 0);     /* the supply's */
		assert_int_equal(g.resources[1][TR_ORE], 3);

		game(&g);
		set_option(&g, "CARAVAN_WITH", "opponent");
		g.resources[0][TR_WOOL] = 2;
		g.resources[0][TR_BRICK] = 1;
		g.resources[1][TR_ORE] = 3;
		caravan = add(&g, key, PRIN_ZONE_HAND, 0, 0);
		assert_int_equal(play(&g, key, caravan, answers, 5), EFFECT_DONE);
		assert_int_equal(g.resources[0][TR_WOOL], 0);
		assert_int_equal(g.resources[0][TR_ORE], 2);
		assert_int_equal(g.resources[1][TR_WOOL], 2);     /* the opponent's now */
		assert_int_equal(g.resources[1][TR_ORE], 1);

		/* with the opponent, no more than the opponent has */
		game(&g);
		set_option(&g, "CARAVAN_WITH", "opponent");
		g.resources[0][TR_WOOL] = 2;
		g.resources[0][TR_BRICK] = 1;
		g.resources[1][TR_ORE] = 1;
		caravan = add(&g, key, PRIN_ZONE_HAND, 0, 0);
		assert_int_equal(play(&g, key, caravan, answers, 1), EFFECT_ERROR); /* 2 is not offered */
	}
}

/* HARBOR_OWN_C 1 (card text): the Harbor counts its own printed point;
 * 0 (the almanac's example): it does not. Fleets get +1 either way. */
static void test_harbor_own_point(void **state)
{
	(void)state;
	for (int own = 0; own <= 1; own++) {
		struct fake_game g;
		game(&g);
		set_option(&g, "HARBOR_OWN_C", own ? "1" : "0");
		int32_t harbor = add(&g, "harbor", PRIN_ZONE_PRINCIPALITY, 0, 4);
		int32_t fleet = add(&g, "wool-fleet", PRIN_ZONE_PRINCIPALITY, 0, 5);
		assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, harbor, 1), own);
		assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, fleet, 1), 2);
	}
}

/* The Scout, base and theme, is exempt from ACTION_GATE by its own
 * (ungated) clause; other action cards are not. */
static void test_scout_ungated(void **state)
{
	(void)state;
	assert_true(effect_ungated(program("scout")));
	assert_true(effect_ungated(program("scout-science")));
	assert_false(effect_ungated(program("spy")));
	assert_false(effect_ungated(program("caravan")));
	for (size_t i = 0; i < db->card_count; i++)
		if (db->cards[i].program && effect_ungated(db->cards[i].program) &&
		    strncmp(db->cards[i].key, "scout", 5) != 0)
			fail_msg("%s is ungated", db->cards[i].key);
}

static void test_spy_and_civil_war(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t spy = add(&g, "spy", PRIN_ZONE_HAND, 0, 0);
	add(&g, "abbey", PRIN_ZONE_HAND, 1, 0);
	int32_t merchant = add(&g, "merchant", PRIN_ZONE_HAND, 1, 0);
	int32_t none[] = { EFFECT_NONE };
	set_option(&g, "SPY_TAKES", "units-actions");
	assert_int_equal(play(&g, "spy", spy, none, 1), EFFECT_DONE);
	assert_int_equal(g.cards[merchant].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
	g.log_len = 0;
	g.log[0] = '\0';
	assert_int_equal(play(&g, "spy", spy, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[merchant].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0)); /* not the abbey */

	/* Civil War: the church keeps the knight of its city */
	game(&g);
	int32_t war = add(&g, "civil-war", PRIN_ZONE_OUT, 0, 0);
	add(&g, "church", PRIN_ZONE_PRINCIPALITY, 1, 4);
	int32_t safe = add(&g, "knight-otto", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t exposed = add(&g, "wool-fleet", PRIN_ZONE_PRINCIPALITY, 1, 9);
	int32_t mine = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 1);
	assert_int_equal(play(&g, "civil-war", war, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[safe].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
	assert_int_equal(g.cards[exposed].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
	assert_int_equal(g.cards[mine].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));
}


/* ---- the theme sets: Wissenschaft & Fortschritt, Ritter & Händler ----
 * Each test quotes the rule of R002 (the Dutch text, which wins) or its
 * English gist, then checks what the card does. */

/* Runs the card's handler for trigger (and face) as player self. */
static enum effect_status fire(struct fake_game *g, const char *key, int32_t card,
                               enum effect_trigger trigger, int face, int32_t self,
                               const int32_t *answers, int n)
{
	const struct effect_program *p = program(key);
	int h = effect_find_handler(p, trigger, face, 0);
	assert_true(h >= 0);
	return run_with_answers(p, (size_t)h, g, self, card, answers, n);
}

static bool playable(struct fake_game *g, const char *key, int32_t card)
{
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	return effect_playable(program(key), &ctx, &test_host, g);
}

static bool immune(struct fake_game *g, const char *key, int32_t card, int32_t owner,
                   int32_t threat, int32_t subject)
{
	struct effect_context ctx = { owner, card, EFFECT_NONE };
	return effect_immune(program(key), &ctx, threat, -1, subject, &test_host, g);
}

static void clear_log(struct fake_game *g)
{
	g->log[0] = '\0';
	g->log_len = 0;
}

/* "idem als in het basisspel": a theme card that is the base card again
 * carries the base card's effect; plain knights, the Cannon and the
 * Inquisition (taken out of the game) have none; every other theme card
 * has a program. */
static void test_theme_twins_and_plain_cards(void **state)
{
	(void)state;
	static const char *const twins[][2] = {
		{ "civil-war-science", "civil-war" }, { "progress-science", "progress" },
		{ "conflict-science", "conflict" }, { "plague-science", "plague" },
		{ "alchemist-science", "alchemist" }, { "scout-science", "scout" },
		{ "bishop-science", "bishop" }, { "productive-year-knights", "productive-year" },
		{ "caravan-knights", "caravan" }, { "brigands-knights", "brigands" },
		{ "privateer-fleet-knights", "privateer-fleet" },
	};
	for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++) {
		const char *a = db->cards[card_index(twins[i][0])].effect;
		const char *b = db->cards[card_index(twins[i][1])].effect;
		assert_non_null(a);
		assert_non_null(b);
		if (strcmp(a, b) != 0)
			fail_msg("%s differs from %s", twins[i][0], twins[i][1]);
	}
	static const char *const plain[] = {
		"knight-ingo", "cannon", "knight-bobo", "knight-roland", "knight-walter-singer",
		"inquisition",
	};
	for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
		assert_null(db->cards[card_index(plain[i])].effect);
	static const char *const acting[] = {
		"great-wall", "privateer-fleet", "building-crane", "fire-station", "embassy",
		"peoples-hall", "trade-academy", "cathedral", "university", "printing-office",
		"three-field-system", "inventor", "land-reform", "rich-farmer", "castle",
		"tournament-ground", "watchtower", "toll-house", "bank", "large-trade-fleet",
		"great-harbor", "palace", "raid", "lady-imelda", "herb-caravan", "border-conflict",
	};
	for (size_t i = 0; i < sizeof acting / sizeof acting[0]; i++)
		if (!PROGRAM(card_index(acting[i])))
			fail_msg("%s has no effect", acting[i]);
}

/* Grote muur: "Wanneer je tegenstander een spion uitspeelt mag je
 * dobbelen. Werp je een 3,4,5 of een 6 dan heeft de spion geen uitwerking."
 * Wachttoren: "Gooi je een 1 of een 2 dan heeft de spion geen uitwerking." */
static void test_great_wall_and_watchtower(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t wall = add(&g, "great-wall", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t tower = add(&g, "watchtower", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t spy = add(&g, "spy", PRIN_ZONE_HAND, 1, 0);
	int32_t merchant = add(&g, "merchant", PRIN_ZONE_HAND, 1, 0);
	struct effect_context ctx = { 0, wall, EFFECT_NONE };
	int h = effect_find_handler(program("great-wall"), EFFECT_ON_OPPONENT_PLAYS, -1, 0);
	assert_true(effect_clause_accepts(program("great-wall"), (size_t)h, &ctx, spy, &test_host, &g));
	assert_false(effect_clause_accepts(program("great-wall"), (size_t)h, &ctx, merchant,
	                                   &test_host, &g));
	static const struct { const char *key; int roll; const char *log; } cases[] = {
		{ "great-wall", 3, "roll 3\nact 10 0 0 0 0\n" },
		{ "great-wall", 6, "roll 6\nact 10 0 0 0 0\n" },
		{ "great-wall", 2, "roll 2\n" },
		{ "watchtower", 2, "roll 2\nact 10 0 0 0 0\n" },
		{ "watchtower", 1, "roll 1\nact 10 0 0 0 0\n" },
		{ "watchtower", 3, "roll 3\n" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		clear_log(&g);
		g.rolls[0] = cases[i].roll;
		g.nrolls = 1;
		g.next_roll = 0;
		int32_t card = strcmp(cases[i].key, "great-wall") == 0 ? wall : tower;
		assert_int_equal(fire(&g, cases[i].key, card, EFFECT_ON_OPPONENT_PLAYS, -1, 0, NULL, 0),
		                 EFFECT_DONE);
		assert_string_equal(g.log, cases[i].log);
	}
}

/* Kapervloot: "verwoest je onmiddellijk ... een vijandelijke vloot
 * (handels-, kaper- of grote vloot). Je mag zelf bepalen welke ... moet
 * deze op de aflegstapel leggen. Bovendien ontvang je telkens er een
 * vruchtbaar jaar gedobbeld wordt één extra goudstuk ... Een kapervloot
 * levert geen extra handelspunt op wanneer je een haven hebt gebouwd." */
static void test_privateer_fleet(void **state)
{
	(void)state;
	static const char *const keys[] = { "privateer-fleet", "privateer-fleet-knights" };
	for (size_t k = 0; k < 2; k++) {
		struct fake_game g;
		game(&g);
		int32_t mine = add(&g, keys[k], PRIN_ZONE_PRINCIPALITY, 0, 1);
		int32_t wool = add(&g, "wool-fleet", PRIN_ZONE_PRINCIPALITY, 1, 1);
		int32_t large = add(&g, "large-trade-fleet", PRIN_ZONE_PRINCIPALITY, 1, 4);
		int32_t knight = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 1, 2);
		int32_t answers[] = { large };
		assert_int_equal(fire(&g, keys[k], mine, EFFECT_ON_BUILD, -1, 0, answers, 1), EFFECT_DONE);
		assert_int_equal(g.cards[large].zone, EFFECT_ZONE(PRIN_ZONE_DISCARD, 1));
		assert_int_equal(g.cards[wool].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
		assert_int_equal(g.cards[knight].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
		assert_int_equal(fire(&g, keys[k], mine, EFFECT_ON_EVENT, PRIN_FACE_PLENTY, 0, NULL, 0),
		                 EFFECT_DONE);
		assert_int_equal(g.resources[0][TR_GOLD], 1);
		/* no fleet to destroy: nothing happens */
		g.cards[wool].zone = EFFECT_ZONE(PRIN_ZONE_HAND, 1);
		clear_log(&g);
		assert_int_equal(fire(&g, keys[k], mine, EFFECT_ON_BUILD, -1, 0, NULL, 0), EFFECT_DONE);
		assert_string_equal(g.log, "");
		/* the Harbor adds to trade fleets, not to privateers */
		int32_t harbor = add(&g, "harbor", PRIN_ZONE_PRINCIPALITY, 0, 5);
		int32_t fleet = add(&g, "ore-fleet", PRIN_ZONE_PRINCIPALITY, 0, 2);
		assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, mine, 0), 0);
		assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, fleet, 1), 2);
	}
}

/* Bouwkraan: "Elke stadsuitbouw ... kost één willekeurige grondstof minder
 * ... Een bouwkraan vermindert niet de kosten van een stad." Burcht: "heb
 * je één willekeurige grondstof minder nodig ... Bouw je twee burchten dan
 * zijn dat twee grondstoffen" (knights and cannons). */
static void test_building_crane_and_castle(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t crane = add(&g, "building-crane", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t library = add(&g, "library", PRIN_ZONE_HAND, 0, 0);
	int32_t fleet = add(&g, "large-trade-fleet", PRIN_ZONE_HAND, 0, 0);
	int32_t abbey = add(&g, "abbey", PRIN_ZONE_HAND, 0, 0);
	int32_t city = add(&g, "city", PRIN_ZONE_SUPPLY, 0, 0);
	assert_int_equal(modify(&g, "building-crane", crane, PRIN_MOD_DISCOUNT, library, 0), 1);
	assert_int_equal(modify(&g, "building-crane", crane, PRIN_MOD_DISCOUNT, fleet, 0), 1);
	assert_int_equal(modify(&g, "building-crane", crane, PRIN_MOD_DISCOUNT, abbey, 0), 0);
	assert_int_equal(modify(&g, "building-crane", crane, PRIN_MOD_DISCOUNT, city, 0), 0);

	int32_t castle1 = add(&g, "castle", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t castle2 = add(&g, "castle", PRIN_ZONE_PRINCIPALITY, 0, 3);
	int32_t knight = add(&g, "knight-conrad", PRIN_ZONE_HAND, 0, 0);
	int32_t cannon = add(&g, "cannon", PRIN_ZONE_HAND, 0, 0);
	int32_t two = modify(&g, "castle", castle2, PRIN_MOD_DISCOUNT, knight,
	                     modify(&g, "castle", castle1, PRIN_MOD_DISCOUNT, knight, 0));
	assert_int_equal(two, 2);
	assert_int_equal(modify(&g, "castle", castle1, PRIN_MOD_DISCOUNT, cannon, 0), 1);
	assert_int_equal(modify(&g, "castle", castle1, PRIN_MOD_DISCOUNT, abbey, 0), 0);
	assert_int_equal(modify(&g, "castle", castle1, PRIN_MOD_DISCOUNT, fleet, 0), 0);
}

/* Vuurwachter: "zijn alle gebouwen van deze stad (ook de ambassade van de
 * tegenstander) tegen de vuurduivel beschermd ... ook niet tegen de
 * vuurwachter zelf." */
static void test_fire_station(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t arsonist = add(&g, "arsonist", PRIN_ZONE_HAND, 0, 0);
	int32_t station = add(&g, "fire-station", PRIN_ZONE_PRINCIPALITY, 1, 4);
	int32_t library = add(&g, "library", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t embassy = add(&g, "embassy", PRIN_ZONE_PRINCIPALITY, 1, 6);
	int32_t knight = add(&g, "knight-otto", PRIN_ZONE_PRINCIPALITY, 1, 7);
	int32_t abbey = add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 1, 9);
	int32_t spy = add(&g, "spy", PRIN_ZONE_HAND, 0, 0);
	assert_true(immune(&g, "fire-station", station, 1, arsonist, station));
	assert_true(immune(&g, "fire-station", station, 1, arsonist, library));
	assert_true(immune(&g, "fire-station", station, 1, arsonist, embassy));
	assert_false(immune(&g, "fire-station", station, 1, arsonist, knight)); /* not a building */
	assert_false(immune(&g, "fire-station", station, 1, arsonist, abbey));  /* another city */
	assert_false(immune(&g, "fire-station", station, 1, spy, library));
	/* the Arsonist may burn only the abbey */
	assert_true(playable(&g, "arsonist", arsonist));
	g.rolls[0] = 1;
	g.nrolls = 1;
	assert_int_equal(play(&g, "arsonist", arsonist, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[abbey].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
	assert_false(playable(&g, "arsonist", arsonist));
}

/* Gezantschap: "moet hij jou, zolang het gebouw er staat, alle kaarten
 * tonen die hij in zijn hand neemt." De volkshallen: "In elke ronde mag je
 * kosteloos kaarten uit de uitbouwstapels kiezen." */
static void test_embassy_and_peoples_hall(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t embassy = add(&g, "embassy", PRIN_ZONE_PRINCIPALITY, 1, 4);
	assert_int_equal(modify(&g, "embassy", embassy, PRIN_MOD_SEES_DRAWS, EFFECT_NONE, 0), 1);
	int32_t hall = add(&g, "peoples-hall", PRIN_ZONE_PRINCIPALITY, 0, 4);
	int32_t town = add(&g, "town-hall", PRIN_ZONE_PRINCIPALITY, 0, 5);
	assert_int_equal(modify(&g, "peoples-hall", hall, PRIN_MOD_SEARCH_PRICE, EFFECT_NONE, 2), 0);
	int32_t price = modify(&g, "town-hall", town, PRIN_MOD_SEARCH_PRICE, EFFECT_NONE, 2);
	assert_int_equal(modify(&g, "peoples-hall", hall, PRIN_MOD_SEARCH_PRICE, EFFECT_NONE, price), 0);
	assert_string_equal(g.log, "");
}

/* Handelsakademie: "De goudvoorraad in je vorstendom telt tevens als
 * handelspunten. Voor elk goudstuk heeft men één handelspunt." */
static void test_trade_academy(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t academy = add(&g, "trade-academy", PRIN_ZONE_PRINCIPALITY, 0, 4);
	int32_t gold1 = add(&g, "start-a-gold-field", PRIN_ZONE_LANDS, 0, 1);
	int32_t gold2 = add(&g, "region-gold-field-2", PRIN_ZONE_LANDS, 0, 9);
	int32_t grain = add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 3);
	int32_t theirs = add(&g, "start-b-gold-field", PRIN_ZONE_LANDS, 1, 1);
	g.cards[gold1].stock = 2;
	g.cards[gold2].stock = 3;
	g.cards[grain].stock = 3;
	g.cards[theirs].stock = 3;
	assert_int_equal(modify(&g, "trade-academy", academy, PRIN_MOD_COMMERCE, academy, 0), 5);
	int32_t market = add(&g, "marketplace", PRIN_ZONE_PRINCIPALITY, 0, 5);
	assert_int_equal(modify(&g, "trade-academy", academy, PRIN_MOD_COMMERCE, market, 2), 2);
}

/* Kathedraal: "Alle vloten en ridders in je vorstendom zijn beschermd
 * tegen de burgeroorlog." Burgeroorlog (idem als in het basisspel). */
static void test_cathedral_and_civil_war(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t war = add(&g, "civil-war-science", PRIN_ZONE_OUT, 0, 0);
	int32_t base_war = add(&g, "civil-war", PRIN_ZONE_OUT, 0, 0);
	int32_t plague = add(&g, "plague-science", PRIN_ZONE_OUT, 0, 0);
	int32_t cathedral = add(&g, "cathedral", PRIN_ZONE_PRINCIPALITY, 1, 4);
	int32_t knight = add(&g, "knight-otto", PRIN_ZONE_PRINCIPALITY, 1, 20);
	int32_t fleet = add(&g, "wool-fleet", PRIN_ZONE_PRINCIPALITY, 1, 30);
	int32_t library = add(&g, "library", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t mine = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 1);
	assert_true(immune(&g, "cathedral", cathedral, 1, war, knight));
	assert_true(immune(&g, "cathedral", cathedral, 1, base_war, fleet));
	assert_false(immune(&g, "cathedral", cathedral, 1, war, library));
	assert_false(immune(&g, "cathedral", cathedral, 1, plague, knight));
	assert_int_equal(play(&g, "civil-war-science", war, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[knight].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
	assert_int_equal(g.cards[fleet].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
	assert_int_equal(g.cards[mine].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));
	assert_non_null(strstr(g.log, "act 12 0 0 0 0\nact 12 1 0 0 0\n"));
	/* the base Church knows the theme Civil War too */
	int32_t church = add(&g, "church", PRIN_ZONE_PRINCIPALITY, 0, 8);
	int32_t otto = add(&g, "knight-conrad", PRIN_ZONE_PRINCIPALITY, 0, 9);
	assert_true(immune(&g, "church", church, 0, war, otto));
}

/* Universiteit: hand limit +1 (UNIVERSITY_HAND_BONUS); "Men mag zijn
 * universiteit ook afbreken men legt dan de kaart terug in de rij van de
 * uitbouwkaarten. Speelt men met succes de kaart vuurduivel tegen een
 * universiteit ... legt hem eveneens in de rij van de uitbouwkaarten." */
static void test_university(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t university = add(&g, "university", PRIN_ZONE_PRINCIPALITY, 0, 4);
	assert_int_equal(modify(&g, "university", university, PRIN_MOD_HAND_LIMIT, EFFECT_NONE, 3), 4);
	set_option(&g, "UNIVERSITY_HAND_BONUS", "0");
	assert_int_equal(modify(&g, "university", university, PRIN_MOD_HAND_LIMIT, EFFECT_NONE, 3), 3);
	set_option(&g, "UNIVERSITY_HAND_BONUS", "3");
	assert_int_equal(modify(&g, "university", university, PRIN_MOD_HAND_LIMIT, EFFECT_NONE, 3), 6);
	g.cards[university].zone = EFFECT_ZONE(PRIN_ZONE_HAND, 0); /* burned */
	assert_int_equal(fire(&g, "university", university, EFFECT_ON_REMOVE, -1, 0, NULL, 0),
	                 EFFECT_DONE);
	assert_int_equal(EFFECT_ZONE_KIND(g.cards[university].zone), PRIN_ZONE_OPEN_ROW);
}

/* Voorschrift, conflict, epidemie, vruchtbaar jaar: "idem als in het
 * basisspel"; the base Aqueduct and Bath House guard against the theme
 * Plague as against their own. */
static void test_theme_events(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t progress = add(&g, "progress-science", PRIN_ZONE_OUT, 0, 0);
	add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t answers[] = { g.resource_ids[TR_BRICK] };
	assert_int_equal(play(&g, "progress-science", progress, answers, 1), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_BRICK], 1);

	game(&g);
	int32_t conflict = add(&g, "conflict-science", PRIN_ZONE_OUT, 0, 0);
	int32_t c1 = add(&g, "spy", PRIN_ZONE_HAND, 1, 0);
	int32_t c2 = add(&g, "abbey", PRIN_ZONE_HAND, 1, 0);
	g.holder[PRIN_ADV_STRENGTH] = 0;
	int32_t picks[] = { 2, c2, c1 };
	assert_int_equal(play(&g, "conflict-science", conflict, picks, 3), EFFECT_DONE);
	assert_int_equal(g.cards[c1].zone, EFFECT_ZONE(PRIN_ZONE_STACK, 2));
	assert_int_equal(g.cards[c2].zone, EFFECT_ZONE(PRIN_ZONE_STACK, 2));

	game(&g);
	int32_t plague = add(&g, "plague-science", PRIN_ZONE_OUT, 0, 0);
	add(&g, "city", PRIN_ZONE_PRINCIPALITY, 0, 5);
	int32_t a = add(&g, "start-a-fields", PRIN_ZONE_PRINCIPALITY, 0, 6);
	add(&g, "city", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t b = add(&g, "start-b-fields", PRIN_ZONE_PRINCIPALITY, 1, 6);
	int32_t bath = add(&g, "bath-house", PRIN_ZONE_PRINCIPALITY, 1, 4);
	g.cards[a].stock = g.cards[b].stock = 2;
	assert_true(immune(&g, "bath-house", bath, 1, plague, b));
	assert_int_equal(play(&g, "plague-science", plague, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[a].stock, 1);
	assert_int_equal(g.cards[b].stock, 2);
	int32_t aqueduct = add(&g, "aqueduct", PRIN_ZONE_PRINCIPALITY, 0, 7);
	assert_true(immune(&g, "aqueduct", aqueduct, 0, plague, a));

	game(&g);
	int32_t year = add(&g, "productive-year-knights", PRIN_ZONE_OUT, 0, 0);
	add(&g, "garrison", PRIN_ZONE_PRINCIPALITY, 1, 4);
	int32_t near = add(&g, "start-b-hills", PRIN_ZONE_PRINCIPALITY, 1, 5);
	int32_t far = add(&g, "start-b-forest", PRIN_ZONE_PRINCIPALITY, 1, 9);
	assert_int_equal(play(&g, "productive-year-knights", year, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[near].stock, 1);
	assert_int_equal(g.cards[far].stock, 0);
}

/* Alchimist, bisschop, verkenner: "idem als in het basisspel". The Bishop
 * of either set counters the Arsonist and the Brigands of either set. */
static void test_theme_actions_as_base(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t alchemist = add(&g, "alchemist-science", PRIN_ZONE_HAND, 0, 0);
	g.phase = PRIN_PHASE_ACTION;
	assert_false(playable(&g, "alchemist-science", alchemist));
	g.phase = PRIN_PHASE_BEFORE_ROLL;
	assert_true(playable(&g, "alchemist-science", alchemist));
	int32_t six[] = { 6 };
	assert_int_equal(play(&g, "alchemist-science", alchemist, six, 1), EFFECT_DONE);
	assert_string_equal(g.log, "die 0 = 6\n");

	clear_log(&g);
	int32_t scout = add(&g, "scout-science", PRIN_ZONE_HAND, 0, 0);
	assert_false(playable(&g, "scout-science", scout));
	g.phase = PRIN_PHASE_BUILD_SETTLEMENT;
	assert_true(playable(&g, "scout-science", scout));
	assert_int_equal(play(&g, "scout-science", scout, NULL, 0), EFFECT_DONE);
	assert_string_equal(g.log, "act 11 0 0 0 0\n");

	static const char *const bishops[] = { "bishop", "bishop-science" };
	static const char *const attacks[] = { "arsonist", "brigands", "brigands-knights" };
	for (size_t b = 0; b < 2; b++) {
		int32_t bishop = add(&g, bishops[b], PRIN_ZONE_HAND, 1, 0);
		struct effect_context ctx = { 1, bishop, EFFECT_NONE };
		int h = effect_find_handler(program(bishops[b]), EFFECT_ON_ATTACKED, -1, 0);
		for (size_t a = 0; a < 3; a++) {
			int32_t attack = add(&g, attacks[a], PRIN_ZONE_HAND, 0, 0);
			assert_true(effect_clause_accepts(program(bishops[b]), (size_t)h, &ctx, attack,
			                                  &test_host, &g));
		}
		int32_t black = add(&g, "black-knight", PRIN_ZONE_HAND, 0, 0);
		assert_false(effect_clause_accepts(program(bishops[b]), (size_t)h, &ctx, black,
		                                   &test_host, &g));
	}

	/* Rover (idem): a 1-5 takes two resources of choice from the opponent */
	game(&g);
	int32_t brigands = add(&g, "brigands-knights", PRIN_ZONE_HAND, 0, 0);
	g.resources[1][TR_ORE] = 2;
	g.rolls[0] = 4;
	g.nrolls = 1;
	int32_t ore[] = { g.resource_ids[TR_ORE], g.resource_ids[TR_ORE] };
	assert_int_equal(play(&g, "brigands-knights", brigands, ore, 2), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_ORE], 2);

	/* Karavaan (idem): up to two to the supply, as many of choice back */
	game(&g);
	int32_t caravan = add(&g, "caravan-knights", PRIN_ZONE_HAND, 0, 0);
	g.resources[0][TR_WOOL] = 3;
	g.resources[0][TR_BRICK] = 1;
	int32_t swap[] = { 2, g.resource_ids[TR_WOOL], g.resource_ids[TR_BRICK],
	                   g.resource_ids[TR_GOLD], g.resource_ids[TR_ORE] };
	assert_int_equal(play(&g, "caravan-knights", caravan, swap, 5), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_WOOL], 2);
	assert_int_equal(g.resources[0][TR_BRICK], 0);
	assert_int_equal(g.resources[0][TR_GOLD], 1);
	assert_int_equal(g.resources[0][TR_ORE], 1);
}

/* Boekdrukkerij: "Deze kaart mag je enkel uitspelen wanneer er een
 * universiteit in je vorstendom ligt. Je krijgt onmiddellijk twee
 * willekeurige grondstoffen." */
static void test_printing_office(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "printing-office", PRIN_ZONE_HAND, 0, 0);
	assert_false(playable(&g, "printing-office", card));
	int32_t university = add(&g, "university", PRIN_ZONE_PRINCIPALITY, 0, 4);
	assert_true(playable(&g, "printing-office", card));
	int32_t answers[] = { g.resource_ids[TR_ORE], g.resource_ids[TR_GOLD] };
	assert_int_equal(play(&g, "printing-office", card, answers, 2), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_ORE], 1);
	assert_int_equal(g.resources[0][TR_GOLD], 1);
	/* burned: the card can no longer be played */
	g.cards[university].zone = EFFECT_ZONE(PRIN_ZONE_OPEN_ROW, 0);
	assert_false(playable(&g, "printing-office", card));
}

/* Drievelden-rendement: "Draai één van je graanvelden tot drie
 * grondstoffen." Uitvinder: "Je mag één van je ertsvelden ... naar drie
 * draaien." Both need a University. */
static void test_three_field_system_and_inventor(void **state)
{
	(void)state;
	static const struct { const char *key, *region, *other; } cards[] = {
		{ "three-field-system", "start-a-fields", "start-a-mountains" },
		{ "inventor", "start-a-mountains", "start-a-fields" },
	};
	for (size_t i = 0; i < 2; i++) {
		struct fake_game g;
		game(&g);
		int32_t card = add(&g, cards[i].key, PRIN_ZONE_HAND, 0, 0);
		int32_t other = add(&g, cards[i].other, PRIN_ZONE_LANDS, 0, 1);
		add(&g, "university", PRIN_ZONE_PRINCIPALITY, 0, 4);
		assert_false(playable(&g, cards[i].key, card)); /* no such region */
		int32_t region = add(&g, cards[i].region, PRIN_ZONE_LANDS, 0, 3);
		g.cards[region].stock = 1;
		assert_true(playable(&g, cards[i].key, card));
		assert_int_equal(play(&g, cards[i].key, card, NULL, 0), EFFECT_DONE);
		assert_int_equal(g.cards[region].stock, 3);
		assert_int_equal(g.cards[other].stock, 0);
	}
}

/* Landhervormer: "Je mag binnen je vorstendom twee eigen landschappen met
 * elkaar omruilen ... De aangegeven grondstoffen blijven bij het ruilen op
 * de kaarten staan." */
static void test_land_reform(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "land-reform", PRIN_ZONE_HAND, 0, 0);
	int32_t a = add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 1);
	int32_t b = add(&g, "start-a-forest", PRIN_ZONE_LANDS, 0, 3);
	add(&g, "start-b-forest", PRIN_ZONE_LANDS, 1, 3);
	int32_t answers[] = { a };
	assert_int_equal(play(&g, "land-reform", card, answers, 1), EFFECT_DONE);
	char want[64];
	snprintf(want, sizeof want, "swap %d %d\n", a, b); /* b: the one option left */
	assert_string_equal(g.log, want);
}

/* Herenboer: "Alle grondstoffen in aangrenzende gebieden (rechts en / of
 * links) tellen tevens als krachtpunten ... eveneens wanneer men zelf geen
 * andere riddereenheden in zijn vorstendom heeft." */
static void test_rich_farmer(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t farmer = add(&g, "rich-farmer", PRIN_ZONE_PRINCIPALITY, 0, 10);
	int32_t left = add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 9);
	int32_t right = add(&g, "start-a-forest", PRIN_ZONE_LANDS, 0, 11);
	int32_t far = add(&g, "start-a-hills", PRIN_ZONE_LANDS, 0, 20);
	g.cards[left].stock = 2;
	g.cards[right].stock = 3;
	g.cards[far].stock = 3;
	assert_int_equal(modify(&g, "rich-farmer", farmer, PRIN_MOD_STRENGTH, farmer, 0), 5);
	int32_t knight = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 12);
	assert_int_equal(modify(&g, "rich-farmer", farmer, PRIN_MOD_STRENGTH, knight, 7), 7);
}

/* Tornooiplaats: "Elke ridder in je vorstendom krijgt één bijkomend
 * tornooipunt. Het kanon ... krijgt geen tornooipunt." */
static void test_tournament_ground(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t ground = add(&g, "tournament-ground", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t knight = add(&g, "knight-bobo", PRIN_ZONE_PRINCIPALITY, 0, 2);
	int32_t cannon = add(&g, "cannon", PRIN_ZONE_PRINCIPALITY, 0, 3);
	assert_int_equal(modify(&g, "tournament-ground", ground, PRIN_MOD_TOURNAMENT, knight, 4), 5);
	assert_int_equal(modify(&g, "tournament-ground", ground, PRIN_MOD_TOURNAMENT, cannon, 0), 0);
	/* the Smithy counts the cannon as a knight */
	int32_t smithy = add(&g, "smithy", PRIN_ZONE_PRINCIPALITY, 0, 4);
	assert_int_equal(modify(&g, "smithy", smithy, PRIN_MOD_STRENGTH, cannon, 4), 5);
}

/* Tolhuis: "Telkens wanneer een vruchtbaar jaar wordt gedobbeld krijgt men
 * bovenop de willekeurige grondstof nog twee grondstoffen goud." */
static void test_toll_house(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t toll = add(&g, "toll-house", PRIN_ZONE_PRINCIPALITY, 0, 1);
	assert_int_equal(fire(&g, "toll-house", toll, EFFECT_ON_EVENT, PRIN_FACE_PLENTY, 0, NULL, 0),
	                 EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_GOLD], 2);
	assert_null(strstr(g.log, "act 10")); /* the free resource stays */
	assert_int_equal(effect_find_handler(program("toll-house"), EFFECT_ON_EVENT,
	                                     PRIN_FACE_WINDMILL, 0), -1);
}

/* Bank: "Wanneer je de speelfiguur molen bezit mag je telkens wanneer het
 * symbool molen gedobbeld wordt twee grondstoffen van je tegenspeler
 * opvorderen. Je mag beide grondstoffen uitkiezen." */
static void test_bank(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t bank = add(&g, "bank", PRIN_ZONE_PRINCIPALITY, 0, 1);
	g.resources[1][TR_WOOL] = 1;
	g.resources[1][TR_ORE] = 2;
	assert_int_equal(fire(&g, "bank", bank, EFFECT_ON_EVENT, PRIN_FACE_WINDMILL, 0, NULL, 0),
	                 EFFECT_DONE);
	assert_string_equal(g.log, ""); /* nobody holds the windmill */
	g.holder[PRIN_ADV_COMMERCE] = 0;
	int32_t answers[] = { g.resource_ids[TR_WOOL], g.resource_ids[TR_ORE] };
	assert_int_equal(fire(&g, "bank", bank, EFFECT_ON_EVENT, PRIN_FACE_WINDMILL, 0, answers, 2),
	                 EFFECT_DONE);
	assert_non_null(strstr(g.log, "act 10 0 0 0 0\n")); /* instead of the one of the base rule */
	assert_int_equal(g.resources[0][TR_WOOL], 1);
	assert_int_equal(g.resources[0][TR_ORE], 1);
	assert_int_equal(g.resources[1][TR_WOOL], 0);
}

/* Grote handelsvloot: "Je mag de grondstoffen van beide aangrenzende
 * landschapskaarten in de verhouding 2:1 ruilen. In combinatie met een
 * haven telt de grote handelsvloot voor drie handelspunten." */
static void test_large_trade_fleet(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t fleet = add(&g, "large-trade-fleet", PRIN_ZONE_PRINCIPALITY, 0, 10);
	add(&g, "start-a-pasture", PRIN_ZONE_LANDS, 0, 9);
	add(&g, "start-a-mountains", PRIN_ZONE_LANDS, 0, 11);
	add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 20);
	add(&g, "start-b-gold-field", PRIN_ZONE_LANDS, 1, 11);
	assert_int_equal(modify(&g, "large-trade-fleet", fleet, PRIN_MOD_TRADE_RATE,
	                        g.resource_ids[TR_WOOL], 3), 2);
	assert_int_equal(modify(&g, "large-trade-fleet", fleet, PRIN_MOD_TRADE_RATE,
	                        g.resource_ids[TR_ORE], 3), 2);
	assert_int_equal(modify(&g, "large-trade-fleet", fleet, PRIN_MOD_TRADE_RATE,
	                        g.resource_ids[TR_GRAIN], 3), 3);
	assert_int_equal(modify(&g, "large-trade-fleet", fleet, PRIN_MOD_TRADE_RATE,
	                        g.resource_ids[TR_GOLD], 3), 3);
	int32_t harbor = add(&g, "harbor", PRIN_ZONE_PRINCIPALITY, 0, 12);
	assert_int_equal(modify(&g, "harbor", harbor, PRIN_MOD_COMMERCE, fleet,
	                        db->cards[card_index("large-trade-fleet")].commerce), 3);
}

/* Grote haven: "Deze kaart verdubbelt alle handelspunten van markten,
 * handelskantoren en de handelsgilde in je vorstendom." */
static void test_great_harbor(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t great = add(&g, "great-harbor", PRIN_ZONE_PRINCIPALITY, 0, 1);
	static const struct { const char *key; int printed, want; } cards[] = {
		{ "marketplace", 2, 4 }, { "counting-house", 3, 6 }, { "merchant-guild", 4, 8 },
		{ "harbor", 1, 1 }, { "mint", 1, 1 },
	};
	for (size_t i = 0; i < sizeof cards / sizeof cards[0]; i++) {
		int32_t c = add(&g, cards[i].key, PRIN_ZONE_PRINCIPALITY, 0, 2 + (int32_t)i);
		assert_int_equal(modify(&g, "great-harbor", great, PRIN_MOD_COMMERCE, c,
		                        cards[i].printed), cards[i].want);
	}
}

/* Paleis: "Telkens wanneer het symbool vruchtbaar jaar gedobbeld wordt mag
 * je in plaats van een willekeurige grondstof te nemen een kaart uit je
 * eigen aflegstapel terug in de hand nemen ... Als hierdoor het toegelaten
 * aantal handkaarten wordt overschreden dan moet men een willekeurige kaart
 * onder een willekeurige uitbouwstapel schuiven." */
static void test_palace(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t palace = add(&g, "palace", PRIN_ZONE_PRINCIPALITY, 0, 1);
	int32_t knight = add(&g, "knight-karl", PRIN_ZONE_DISCARD, 0, 0);
	add(&g, "spy", PRIN_ZONE_DISCARD, 0, 0);
	add(&g, "merchant", PRIN_ZONE_DISCARD, 1, 0); /* not his pile */
	int32_t none[] = { EFFECT_NONE };
	assert_int_equal(fire(&g, "palace", palace, EFFECT_ON_EVENT, PRIN_FACE_PLENTY, 0, none, 1),
	                 EFFECT_DONE);
	assert_string_equal(g.log, ""); /* he takes the resource as usual */
	int32_t answers[] = { knight };
	assert_int_equal(fire(&g, "palace", palace, EFFECT_ON_EVENT, PRIN_FACE_PLENTY, 0, answers, 1),
	                 EFFECT_DONE);
	char want[96];
	snprintf(want, sizeof want, "act 10 0 0 0 0\nmove %d to %d/0\nact 12 0 0 0 0\n", knight,
	         PRIN_ZONE_HAND);
	assert_string_equal(g.log, want);
	assert_int_equal(g.cards[knight].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));
}

/* Overval: "Wanneer je over de sterkste riddermacht beschikt (speelfiguur
 * ridder) noem je drie gebouwen in het vorstendom van je tegenstander. Een
 * van deze gebouwen moet hij terug in de hand nemen. Bezit je tegenstander
 * minder dan drie gebouwen dan noem je natuurlijk minder gebouwen." */
static void test_raid(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t raid = add(&g, "raid", PRIN_ZONE_OUT, 0, 0);
	int32_t b[4];
	static const char *const buildings[] = { "abbey", "library", "town-hall", "smithy" };
	for (int i = 0; i < 4; i++)
		b[i] = add(&g, buildings[i], PRIN_ZONE_PRINCIPALITY, 0, 1 + i);
	int32_t knight = add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 6);
	assert_int_equal(play(&g, "raid", raid, NULL, 0), EFFECT_DONE);
	assert_string_equal(g.log, ""); /* nobody holds the knight figure */

	/* player 1 holds it: he names three of player 0's buildings */
	g.holder[PRIN_ADV_STRENGTH] = 1;
	const struct effect_program *p = program("raid");
	struct effect_run run;
	struct effect_context ctx = { 0, raid, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, (size_t)effect_find_handler(p, EFFECT_ON_REVEAL, -1, 0),
	                              &ctx), 0);
	int32_t named[] = { b[3], b[0], b[2] };
	for (int i = 0; i < 3; i++) {
		assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
		assert_int_equal(run.decision.player, 1);
		assert_int_equal(run.decision.count, 4 - i); /* never the knight, never twice */
		assert_int_equal(effect_answer(&run, named[i]), 0);
	}
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.player, 0);
	assert_int_equal(run.decision.count, 3);
	assert_int_equal(effect_answer(&run, b[1]), -1); /* not named */
	assert_int_equal(effect_answer(&run, b[0]), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	assert_int_equal(g.cards[b[0]].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 0));
	assert_int_equal(g.cards[b[1]].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 0));
	assert_int_equal(g.cards[knight].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 0));

	/* one building left: it is named and goes back */
	game(&g);
	raid = add(&g, "raid", PRIN_ZONE_OUT, 0, 0);
	int32_t only = add(&g, "abbey", PRIN_ZONE_PRINCIPALITY, 1, 1);
	g.holder[PRIN_ADV_STRENGTH] = 0;
	assert_int_equal(play(&g, "raid", raid, NULL, 0), EFFECT_DONE);
	assert_int_equal(g.cards[only].zone, EFFECT_ZONE(PRIN_ZONE_HAND, 1));
}

/* Jonkvrouw Imelda: "moet je tegenstander een ridder van zijn keuze uit
 * zijn vorstendom nemen ... hij moet hem echter op zijn aflegstapel leggen.
 * Het kanon is natuurlijk ongevoelig voor de verleidingen van de jonkvrouw." */
static void test_lady_imelda(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "lady-imelda", PRIN_ZONE_HAND, 0, 0);
	int32_t cannon = add(&g, "cannon", PRIN_ZONE_PRINCIPALITY, 1, 1);
	add(&g, "knight-karl", PRIN_ZONE_PRINCIPALITY, 0, 1);
	assert_false(playable(&g, "lady-imelda", card)); /* a cannon only */
	int32_t k1 = add(&g, "knight-otto", PRIN_ZONE_PRINCIPALITY, 1, 2);
	int32_t k2 = add(&g, "knight-falk", PRIN_ZONE_PRINCIPALITY, 1, 3);
	assert_true(playable(&g, "lady-imelda", card));
	const struct effect_program *p = program("lady-imelda");
	struct effect_run run;
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, (size_t)effect_find_handler(p, EFFECT_ON_PLAY, -1, 0),
	                              &ctx), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.player, 1); /* his own choice */
	assert_int_equal(run.decision.count, 2);
	assert_int_equal(effect_answer(&run, k2), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	assert_int_equal(g.cards[k2].zone, EFFECT_ZONE(PRIN_ZONE_DISCARD, 1));
	assert_int_equal(g.cards[k1].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
	assert_int_equal(g.cards[cannon].zone, EFFECT_ZONE(PRIN_ZONE_PRINCIPALITY, 1));
}

/* Kruiden-karavaan: "Wanneer je de grootste handelsmacht bezit (speelfiguur
 * molen) mag je van je tegenstander twee grondstoffen opeisen." */
static void test_herb_caravan(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "herb-caravan", PRIN_ZONE_HAND, 0, 0);
	assert_false(playable(&g, "herb-caravan", card));
	g.holder[PRIN_ADV_COMMERCE] = 1;
	assert_false(playable(&g, "herb-caravan", card));
	g.holder[PRIN_ADV_COMMERCE] = 0;
	assert_true(playable(&g, "herb-caravan", card));
	g.resources[1][TR_GRAIN] = 1;
	g.resources[1][TR_BRICK] = 1;
	int32_t answers[] = { g.resource_ids[TR_BRICK] };
	assert_int_equal(play(&g, "herb-caravan", card, answers, 1), EFFECT_DONE);
	assert_int_equal(g.resources[0][TR_BRICK], 1);
	assert_int_equal(g.resources[0][TR_GRAIN], 1); /* the only one left */
	assert_int_equal(g.resources[1][TR_GRAIN] + g.resources[1][TR_BRICK], 0);
}

/* Grensconflict: "Enkel hij die over de sterkste riddermacht ... beschikt
 * mag deze kaart inzetten. Je ruilt een landschap met je tegenstander. Jij
 * bepaalt welke ... Beide landschappen moeten in beide vorstendommen
 * minstens dubbel aanwezig zijn." */
static void test_border_conflict(void **state)
{
	(void)state;
	struct fake_game g;
	game(&g);
	int32_t card = add(&g, "border-conflict", PRIN_ZONE_HAND, 0, 0);
	int32_t mine1 = add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 1);
	add(&g, "region-fields-3", PRIN_ZONE_LANDS, 0, 2);
	add(&g, "start-a-mountains", PRIN_ZONE_LANDS, 0, 3);      /* only one ore of mine */
	add(&g, "start-a-forest", PRIN_ZONE_LANDS, 0, 4);
	add(&g, "region-forest-2", PRIN_ZONE_LANDS, 0, 5);        /* lumber: one of his */
	add(&g, "start-b-fields", PRIN_ZONE_LANDS, 1, 1);
	int32_t theirs2 = add(&g, "region-fields-5", PRIN_ZONE_LANDS, 1, 2);
	add(&g, "start-b-mountains", PRIN_ZONE_LANDS, 1, 3);
	add(&g, "region-mountains-4", PRIN_ZONE_LANDS, 1, 4);
	add(&g, "start-b-forest", PRIN_ZONE_LANDS, 1, 5);
	assert_false(playable(&g, "border-conflict", card));
	g.holder[PRIN_ADV_STRENGTH] = 0;
	assert_true(playable(&g, "border-conflict", card));
	const struct effect_program *p = program("border-conflict");
	struct effect_run run;
	struct effect_context ctx = { 0, card, EFFECT_NONE };
	assert_int_equal(effect_start(&run, p, (size_t)effect_find_handler(p, EFFECT_ON_PLAY, -1, 0),
	                              &ctx), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.count, 2); /* the two fields: grain lies twice on both sides */
	assert_int_equal(effect_answer(&run, mine1), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_PENDING);
	assert_int_equal(run.decision.player, 0);
	assert_int_equal(run.decision.count, 2); /* his fields, not his mountains */
	assert_int_equal(effect_answer(&run, theirs2), 0);
	assert_int_equal(effect_run(&run, p, &test_host, &g), EFFECT_DONE);
	char want[32];
	snprintf(want, sizeof want, "swap %d %d\n", mine1, theirs2);
	assert_string_equal(g.log, want);

	/* no kind lies twice in both principalities: the card cannot be used */
	game(&g);
	card = add(&g, "border-conflict", PRIN_ZONE_HAND, 0, 0);
	add(&g, "start-a-fields", PRIN_ZONE_LANDS, 0, 1);
	add(&g, "region-fields-3", PRIN_ZONE_LANDS, 0, 2);
	add(&g, "start-b-fields", PRIN_ZONE_LANDS, 1, 1);
	g.holder[PRIN_ADV_STRENGTH] = 0;
	assert_int_equal(play(&g, "border-conflict", card, NULL, 0), EFFECT_REFUSED);
	assert_string_equal(g.log, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_shipped_effect_compiles),
		cmocka_unit_test(test_passive_cards),
		cmocka_unit_test(test_immunities),
		cmocka_unit_test(test_simple_filters),
		cmocka_unit_test(test_alchemist),
		cmocka_unit_test(test_brigands),
		cmocka_unit_test(test_spy_takes),
		cmocka_unit_test(test_caravan_with),
		cmocka_unit_test(test_harbor_own_point),
		cmocka_unit_test(test_scout_ungated),
		cmocka_unit_test(test_edited_effect_changes_the_card),
		cmocka_unit_test(test_edited_effect_typo_is_located),
		cmocka_unit_test(test_shared_effects_follow_one_edit),
		cmocka_unit_test(test_shared_effect_problems),
		cmocka_unit_test(test_arsonist_countered_by_bishop),
		cmocka_unit_test(test_plague_and_aqueduct),
		cmocka_unit_test(test_progress_and_year_end),
		cmocka_unit_test(test_spy_and_civil_war),
		cmocka_unit_test(test_theme_twins_and_plain_cards),
		cmocka_unit_test(test_great_wall_and_watchtower),
		cmocka_unit_test(test_privateer_fleet),
		cmocka_unit_test(test_building_crane_and_castle),
		cmocka_unit_test(test_fire_station),
		cmocka_unit_test(test_embassy_and_peoples_hall),
		cmocka_unit_test(test_trade_academy),
		cmocka_unit_test(test_cathedral_and_civil_war),
		cmocka_unit_test(test_university),
		cmocka_unit_test(test_theme_events),
		cmocka_unit_test(test_theme_actions_as_base),
		cmocka_unit_test(test_printing_office),
		cmocka_unit_test(test_three_field_system_and_inventor),
		cmocka_unit_test(test_land_reform),
		cmocka_unit_test(test_rich_farmer),
		cmocka_unit_test(test_tournament_ground),
		cmocka_unit_test(test_toll_house),
		cmocka_unit_test(test_bank),
		cmocka_unit_test(test_large_trade_fleet),
		cmocka_unit_test(test_great_harbor),
		cmocka_unit_test(test_palace),
		cmocka_unit_test(test_raid),
		cmocka_unit_test(test_lady_imelda),
		cmocka_unit_test(test_herb_caravan),
		cmocka_unit_test(test_border_conflict),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
