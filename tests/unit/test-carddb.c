/*
 * Loading card databases: the built-in one, and every kind of damage a
 * user's file can have. Each damaged database must be refused with a
 * message that names the file, the table, the card and the column.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "carddb/carddb.h"
#include "core/strbuf.h"

struct fixture {
	char dir[256];
	char path[300];
};

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof *f);
	const char *tmp = getenv("TMPDIR");
	snprintf(f->dir, sizeof f->dir, "%s/catan-carddb-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(f->dir))
		return -1;
	snprintf(f->path, sizeof f->path, "%s/cards.db", f->dir);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;
	unlink(f->path);
	rmdir(f->dir);
	free(f);
	return 0;
}

/* Writes the built-in database to the fixture's file, then runs sql on it
 * with the file's constraints switched off, as a careless edit would. */
static void damage(struct fixture *f, const char *sql)
{
	struct diag_list diags = DIAG_LIST_INIT;
	unlink(f->path);
	assert_int_equal(carddb_write_default(f->path, false, &diags), 0);
	sqlite3 *db = NULL;
	assert_int_equal(sqlite3_open(f->path, &db), SQLITE_OK);
	char *err = NULL;
	int rc = sqlite3_exec(db, "PRAGMA ignore_check_constraints = 1; PRAGMA foreign_keys = 0;",
	                      NULL, NULL, &err);
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(db, sql, NULL, NULL, &err);
	if (rc != SQLITE_OK)
		fail_msg("damage SQL failed: %s", err);
	sqlite3_close(db);
}

/* Loads the fixture's file, which must fail, and returns every problem as
 * one text with the file name replaced by "DB". */
static char *load_problems(struct fixture *f)
{
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(f->path, &diags);
	assert_null(db);
	assert_true(diags.count > 0);
	struct strbuf all = STRBUF_INIT, line = STRBUF_INIT;
	for (size_t i = 0; i < diags.count; i++) {
		strbuf_reset(&line);
		diag_format(&diags.items[i], &line);
		const char *text = strbuf_str(&line);
		size_t skip = strlen(f->path);
		assert_memory_equal(text, f->path, skip);
		strbuf_printf(&all, "DB%s\n", text + skip);
	}
	strbuf_free(&line);
	diag_list_free(&diags);
	return all.data;
}

static void expect_problem(struct fixture *f, const char *sql, const char *expected)
{
	damage(f, sql);
	char *problems = load_problems(f);
	if (!strstr(problems, expected))
		fail_msg("expected the problem\n  %s\nfound\n%s", expected, problems);
	free(problems);
}

static void test_builtin_loads(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(NULL, &diags);
	assert_non_null(db);
	assert_int_equal(diags.count, 0);
	assert_true(db->games[GAME_PRINCIPALITY].present);
	assert_true(db->card_count > 0);
	carddb_free(db);
}

/* principality.md §12.1: "Expansion cards ... 62 | 20 action + 26 green + 16 red" */
static void test_base_set_counts(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(NULL, &diags);
	assert_non_null(db);
	int set = carddb_set_by_key(db, "principality-base");
	assert_true(set >= 0);
	int action = 0, green = 0, red = 0, events = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *c = &db->cards[i];
		if (c->set != set)
			continue;
		if (c->deck == DECK_EXPANSION && db->types[c->type].kind == KIND_ACTION)
			action += c->count;
		else if (c->deck == DECK_EXPANSION && c->placement == PLACE_SETTLEMENT)
			green += c->count;
		else if (c->deck == DECK_EXPANSION && c->placement == PLACE_CITY)
			red += c->count;
		else if (c->deck == DECK_EVENT)
			events += c->count;
	}
	assert_int_equal(action, 20);
	assert_int_equal(green, 26);
	assert_int_equal(red, 16);
	assert_int_equal(events, 10);
	carddb_free(db);
}

static void test_same_file_same_digest(void **state)
{
	struct fixture *f = *state;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(carddb_write_default(f->path, false, &diags), 0);
	struct carddb *file = carddb_load(f->path, &diags);
	struct carddb *builtin = carddb_load(NULL, &diags);
	assert_non_null(file);
	assert_non_null(builtin);
	assert_true(file->digest == builtin->digest);
	assert_string_equal(file->source, f->path);
	carddb_free(file);
	carddb_free(builtin);
}

static void test_init_refuses_overwrite(void **state)
{
	struct fixture *f = *state;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(carddb_write_default(f->path, false, &diags), 0);
	assert_int_equal(carddb_write_default(f->path, false, &diags), -1);
	assert_int_equal(diags.count, 1);
	assert_non_null(strstr(diags.items[0].message, "use --force"));
	assert_int_equal(carddb_write_default(f->path, true, &diags), 0);
	diag_list_free(&diags);
}

static void test_edit_changes_cost(void **state)
{
	struct fixture *f = *state;
	damage(f, "UPDATE card_cost SET amount = 3 WHERE card = 'abbey' AND resource = 'ore'");
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(f->path, &diags);
	assert_non_null(db);
	int found[4];
	assert_int_equal(carddb_find_cards(db, "Kloster", found, 4), 1);
	int ore = carddb_resource_by_name(db, GAME_PRINCIPALITY, "Erz");
	assert_true(ore >= 0);
	assert_int_equal(db->cards[found[0]].cost[db->resources[ore].position], 3);
	carddb_free(db);
}

static void write_bytes(const char *path, const void *data, size_t len)
{
	FILE *out = fopen(path, "wb");
	assert_non_null(out);
	assert_int_equal(fwrite(data, 1, len, out), len);
	fclose(out);
}

static void test_text_file(void **state)
{
	struct fixture *f = *state;
	const char text[] = "this is not a database, only some text\n";
	write_bytes(f->path, text, sizeof text - 1);
	char *problems = load_problems(f);
	assert_string_equal(problems, "DB: not a card database: the file is not an SQLite database\n");
	free(problems);
}

static void test_truncated_file(void **state)
{
	struct fixture *f = *state;
	write_bytes(f->path, carddb_default_image, carddb_default_image_size / 2);
	char *problems = load_problems(f);
	assert_non_null(strstr(problems, "DB: "));
	free(problems);
}

static void test_empty_file(void **state)
{
	struct fixture *f = *state;
	write_bytes(f->path, "", 0);
	char *problems = load_problems(f);
	assert_string_equal(problems,
	        "DB: expected schema version 2 (PRAGMA user_version), found 0: "
	        "not a card database, or one made without db/schema.sql\n");
	free(problems);
}

static void test_missing_file(void **state)
{
	struct fixture *f = *state;
	unlink(f->path);
	char *problems = load_problems(f);
	assert_string_equal(problems, "DB: cannot open: No such file or directory\n");
	free(problems);
}

static void test_other_version(void **state)
{
	expect_problem(*state, "PRAGMA user_version = 7",
	               "DB: expected schema version 2 (PRAGMA user_version), found 7\n");
}

static void test_missing_table(void **state)
{
	expect_problem(*state, "DROP TABLE rule_option", "DB: table rule_option: the table is missing\n");
}

static void test_view_instead_of_table(void **state)
{
	expect_problem(*state, "ALTER TABLE rule_option RENAME TO old_option;"
	               "CREATE VIEW rule_option AS SELECT * FROM old_option",
	               "DB: table rule_option: expected a table, found a view\n");
}

static void test_missing_column(void **state)
{
	expect_problem(*state, "ALTER TABLE card DROP COLUMN source",
	               "DB: table card, column source: the column is missing\n");
}

static void test_text_for_integer(void **state)
{
	expect_problem(*state, "UPDATE card SET count = 'two' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column count: expected an integer from 0 to 99, "
	               "found the text 'two'\n");
}

static void test_out_of_range(void **state)
{
	expect_problem(*state, "UPDATE card SET vp = 12 WHERE key = 'abbey'",
	               "DB: table card, card abbey, column vp: expected an integer from 0 to 9, found 12\n");
}

static void test_real_for_integer(void **state)
{
	expect_problem(*state, "UPDATE card_cost SET amount = 1.5 WHERE card = 'abbey' AND resource = 'ore'",
	               "DB: table card_cost, card abbey, column amount: expected an integer from 1 to 9, "
	               "found the real number 1.5\n");
}

/* NOT NULL is a constraint of the file; a table rebuilt without it can
 * hold NULL anywhere. */
static void test_null_name(void **state)
{
	expect_problem(*state, "CREATE TABLE loose AS SELECT * FROM card; DROP TABLE card;"
	               "ALTER TABLE loose RENAME TO card;"
	               "UPDATE card SET name_en = NULL WHERE key = 'abbey'",
	               "DB: table card, card abbey, column name_en: expected a value, found NULL\n");
}

static void test_blob_name(void **state)
{
	expect_problem(*state, "UPDATE card SET name_de = x'00ff00' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column name_de: expected text, found a blob of 3 bytes\n");
}

static void test_invalid_utf8(void **state)
{
	expect_problem(*state, "UPDATE card SET name_de = CAST(x'4b6cff' AS TEXT) WHERE key = 'abbey'",
	               "DB: table card, card abbey, column name_de: the text holds invalid UTF-8\n");
}

static void test_control_character(void **state)
{
	expect_problem(*state, "UPDATE card SET name_en = 'Ab' || char(27) || 'bey' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column name_en: the text holds a control character\n");
}

static void test_long_string(void **state)
{
	expect_problem(*state, "UPDATE card SET rules_text = printf('%.3000c', 'x') WHERE key = 'abbey'",
	               "DB: table card, card abbey, column rules_text: expected text of 0 to 2000 bytes, "
	               "found 3000 bytes\n");
}

static void test_huge_string(void **state)
{
	damage(*state, "UPDATE card SET rules_text = printf('%.2000000c', 'x') WHERE key = 'abbey'");
	char *problems = load_problems(*state);
	assert_non_null(strstr(problems, "DB: table card"));
	free(problems);
}

static void test_bad_word(void **state)
{
	expect_problem(*state, "UPDATE card SET deck = 'hand' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column deck: expected one of start-a, start-b, center, "
	               "expansion, open, event, supply, progress, out, found the text 'hand'\n");
}

static void test_unknown_set(void **state)
{
	expect_problem(*state, "UPDATE card SET card_set = 'nonesuch' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column card_set: no set has the key 'nonesuch'\n");
}

static void test_unknown_type(void **state)
{
	expect_problem(*state, "UPDATE card SET type = 'castle' WHERE key = 'abbey'",
	               "DB: table card, card abbey, column type: the game 'principality' has no card type "
	               "'castle'\n");
}

static void test_unknown_cost_resource(void **state)
{
	expect_problem(*state, "UPDATE card_cost SET resource = 'wod' WHERE card = 'abbey' AND resource = 'lumber'",
	               "DB: table card_cost, card abbey, column resource: the game 'principality' has no "
	               "resource 'wod'\n");
}

static void test_cost_of_missing_card(void **state)
{
	expect_problem(*state, "UPDATE card_cost SET card = 'abby' WHERE card = 'abbey' AND resource = 'lumber'",
	               "DB: table card_cost, card abby, column card: no card has the key 'abby'\n");
}

static void test_duplicate_key(void **state)
{
	expect_problem(*state, "CREATE TABLE loose AS SELECT * FROM card; DROP TABLE card;"
	               "ALTER TABLE loose RENAME TO card;"
	               "INSERT INTO card SELECT * FROM card WHERE key = 'abbey'",
	               "DB: table card, card abbey, column key: the key is used by another row too\n");
}

static void test_bad_key(void **state)
{
	expect_problem(*state, "UPDATE card SET key = 'Abbey Card' WHERE key = 'abbey'",
	               "DB: table card, card Abbey Card, column key: expected a key of small letters, "
	               "digits and '-', found 'Abbey Card'\n");
}

static void test_region_without_die(void **state)
{
	expect_problem(*state, "UPDATE card SET die = NULL WHERE key = 'start-a-fields'",
	               "DB: table card, card start-a-fields, column die: a region must have a production "
	               "number\n");
}

static void test_bad_option_value(void **state)
{
	expect_problem(*state, "UPDATE rule_option SET value = 'forty' WHERE key = 'VP_TARGET' "
	               "AND card_set = 'principality-base'",
	               "DB: table rule_option, card VP_TARGET, column value: expected an integer from");
}

static void test_bad_option_allowed(void **state)
{
	expect_problem(*state, "UPDATE rule_option SET allowed = 'Yes|No' WHERE kind = 'enum' "
	               "AND key = 'WIN_CHECK' AND card_set = 'principality-base'",
	               "column allowed: expected words of small letters, digits, '-' and '+' separated by "
	               "'|', found 'Yes|No'\n");
}

/* db check reports every problem, not only the first. */
static void test_every_problem_reported(void **state)
{
	damage(*state, "UPDATE card SET vp = 12 WHERE key = 'abbey';"
	       "UPDATE card SET count = -1 WHERE key = 'library';"
	       "UPDATE card_cost SET amount = 0 WHERE card = 'city' AND resource = 'ore'");
	char *problems = load_problems(*state);
	assert_non_null(strstr(problems, "card abbey, column vp"));
	assert_non_null(strstr(problems, "card library, column count"));
	assert_non_null(strstr(problems, "table card_cost, card city, column amount"));
	free(problems);
}

/* Whatever bytes a file holds, loading it ends in a database or in
 * problems, never in a crash: damaged copies of the built-in image, each
 * with a few bytes changed at places chosen by a fixed generator. */
static void test_random_damage_never_crashes(void **state)
{
	struct fixture *f = *state;
	unsigned char *image = malloc(carddb_default_image_size);
	assert_non_null(image);
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	size_t refused = 0;
	for (int round = 0; round < 150; round++) {
		memcpy(image, carddb_default_image, carddb_default_image_size);
		for (int k = 0; k < 1 + round % 8; k++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			/* Skip the 100-byte header now and then: damage to the pages
			 * reaches the value checks rather than SQLite's own. */
			size_t skip = round % 2 ? 100 : 0;
			image[skip + x % (carddb_default_image_size - skip)] = (unsigned char)(x >> 32);
		}
		write_bytes(f->path, image, carddb_default_image_size);
		struct diag_list diags = DIAG_LIST_INIT;
		struct carddb *db = carddb_load(f->path, &diags);
		if (!db) {
			assert_true(diags.count > 0);
			refused++;
		}
		carddb_free(db);
		diag_list_free(&diags);
	}
	/* Most damage lands in text the loader accepts; some must be refused. */
	assert_true(refused > 0);
	free(image);
}

static void test_find_cards(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(NULL, &diags);
	assert_non_null(db);
	int found[16];
	/* any language, any case */
	assert_int_equal(carddb_find_cards(db, "KLOSTER", found, 16), 1);
	assert_string_equal(db->cards[found[0]].key, "abbey");
	assert_int_equal(carddb_find_cards(db, "abbey", found, 16), 1);
	/* a unique prefix */
	assert_int_equal(carddb_find_cards(db, "Kolo", found, 16), 1);
	assert_string_equal(db->cards[found[0]].key, "colossus");
	/* an exact name wins over names it begins */
	size_t n = carddb_find_cards(db, "Stadt", found, 16);
	assert_true(n >= 1);
	assert_string_equal(db->cards[found[0]].key, "city");
	/* an ambiguous prefix finds several */
	assert_true(carddb_find_cards(db, "Ha", found, 16) > 1);
	assert_int_equal(carddb_find_cards(db, "no such card", found, 16), 0);
	carddb_free(db);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builtin_loads),
		cmocka_unit_test(test_base_set_counts),
		cmocka_unit_test(test_find_cards),
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_same_file_same_digest),
		T(test_init_refuses_overwrite),
		T(test_edit_changes_cost),
		T(test_text_file),
		T(test_truncated_file),
		T(test_empty_file),
		T(test_missing_file),
		T(test_other_version),
		T(test_missing_table),
		T(test_view_instead_of_table),
		T(test_missing_column),
		T(test_text_for_integer),
		T(test_out_of_range),
		T(test_real_for_integer),
		T(test_null_name),
		T(test_blob_name),
		T(test_invalid_utf8),
		T(test_control_character),
		T(test_long_string),
		T(test_huge_string),
		T(test_bad_word),
		T(test_unknown_set),
		T(test_unknown_type),
		T(test_unknown_cost_resource),
		T(test_cost_of_missing_card),
		T(test_duplicate_key),
		T(test_bad_key),
		T(test_region_without_die),
		T(test_bad_option_value),
		T(test_bad_option_allowed),
		T(test_every_problem_reported),
		T(test_random_damage_never_crashes),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
