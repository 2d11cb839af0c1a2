/*
 * fast-fixture: see fast-fixture.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fast-fixture.h"

static struct carddb *db;

static void free_db(void)
{
	carddb_free(db);
}

const struct carddb *fx_db(void)
{
	if (!db) {
		struct diag_list diags = DIAG_LIST_INIT;
		db = carddb_load(NULL, &diags);
		if (!db)
			diag_list_print(&diags, stderr);
		diag_list_free(&diags);
		assert_non_null(db);
		atexit(free_db);
	}
	return db;
}

void fx_new(struct fast_state *s, int players, uint64_t seed, const char *const *options)
{
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.player_count = players;
	setup.seed = seed;
	setup.sandbox = true;
	static char store[GAME_MAX_OPTIONS][2][64];
	for (int i = 0; options && options[i] && i < GAME_MAX_OPTIONS; i++) {
		const char *eq = strchr(options[i], '=');
		assert_non_null(eq);
		snprintf(store[i][0], sizeof store[i][0], "%.*s", (int)(eq - options[i]), options[i]);
		snprintf(store[i][1], sizeof store[i][1], "%s", eq + 1);
		setup.options[i].key = store[i][0];
		setup.options[i].value = store[i][1];
		setup.option_count = i + 1;
	}
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = fast_rules.init(s, fx_db(), NULL, &setup, &diags);
	if (rc != 0)
		diag_list_print(&diags, stderr);
	diag_list_free(&diags);
	assert_int_equal(rc, 0);
	fx_check(s);
}

int fx_res(const struct fast_state *s, const char *key)
{
	for (int r = 0; r < s->resource_count; r++)
		if (strcmp(fast_res_key(s, r), key) == 0)
			return r;
	fail_msg("no resource %s", key);
	return -1;
}

void fx_hand(struct fast_state *s, int player, int lumber, int brick, int grain, int wool, int ore)
{
	const int want[5] = { lumber, brick, grain, wool, ore };
	struct fast_player *pl = &s->player[player];
	for (int r = 0; r < s->resource_count; r++) {
		while (pl->hand[r]) {
			fast_hand_remove(s, player, r, 1);
			fast_pile_push(s, r);
		}
	}
	for (int r = 0; r < 5; r++)
		for (int i = 0; i < want[r]; i++) {
			assert_true(fast_pile_take(s, r));
			fast_hand_add(s, player, r, 1);
		}
	fx_check(s);
}

void fx_top(struct fast_state *s, const char *res)
{
	assert_true(fast_pile_to_top(s, fx_res(s, res)));
}

static bool find(const struct fast_state *s, const char *text, struct action *found)
{
	struct action acts[GAME_MAX_ACTIONS];
	size_t n = fast_rules.legal(s, acts, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		fast_rules.format_action(s, &acts[i], &t);
		bool same = strcmp(strbuf_str(&t), text) == 0;
		strbuf_free(&t);
		if (same) {
			*found = acts[i];
			return true;
		}
	}
	return false;
}

bool fx_legal(const struct fast_state *s, const char *text)
{
	struct action a;
	return find(s, text, &a);
}

static bool sandbox_command(const struct fast_state *s, const char *text, struct action *a)
{
	struct strbuf why = STRBUF_INIT;
	int rc = fast_rules.parse_sandbox(s, fast_rules.current(s), text, LANG_EN, a, &why);
	strbuf_free(&why);
	return rc == 0;
}

void fx_do(struct fast_state *s, const char *text)
{
	struct action a;
	if (!find(s, text, &a) && !sandbox_command(s, text, &a)) {
		struct action acts[GAME_MAX_ACTIONS];
		size_t n = fast_rules.legal(s, acts, GAME_MAX_ACTIONS);
		struct strbuf all = STRBUF_INIT;
		for (size_t i = 0; i < n; i++) {
			strbuf_puts(&all, " | ");
			fast_rules.format_action(s, &acts[i], &all);
		}
		fail_msg("'%s' is not legal; legal:%s", text, strbuf_str(&all));
	}
	assert_int_equal(fast_rules.apply(s, &a), 0);
	fx_check(s);
}

void fx_place(struct fast_state *s, int player, const char *what)
{
	char text[96];
	struct action a;
	struct strbuf why = STRBUF_INIT;
	snprintf(text, sizeof text, "place %d %s", player + 1, what);
	int rc = fast_rules.parse_sandbox(s, player, text, LANG_EN, &a, &why);
	if (rc != 0)
		fail_msg("%s: %s", text, strbuf_str(&why));
	strbuf_free(&why);
	assert_int_equal(fast_rules.apply(s, &a), 0);
	fx_check(s);
}

void fx_to_build(struct fast_state *s)
{
	if (s->phase == PH_EXCHANGE)
		fx_do(s, "end");
	assert_int_equal(s->phase, PH_BUILD);
}

void fx_check(const struct fast_state *s)
{
	struct strbuf why = STRBUF_INIT;
	if (fast_rules.check(s, &why) != 0)
		fail_msg("check: %s", strbuf_str(&why));
	strbuf_free(&why);
}

int fx_card(const struct fast_state *s, const char *prefix)
{
	for (int i = 0; i < s->card_count; i++)
		if (strncmp(s->db->cards[s->card[i].front].key, prefix, strlen(prefix)) == 0)
			return i;
	fail_msg("no card %s in play", prefix);
	return -1;
}
