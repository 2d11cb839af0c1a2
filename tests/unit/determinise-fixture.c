/*
 * determinise-fixture: see determinise-fixture.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "determinise-fixture.h"

#define PLAY_ON 12           /* random actions on a redrawn copy, checked */

/* Everything viewer sees of state: the text view and the JSON. */
static void view_of(const struct game_rules *rules, const void *state, int viewer,
                    struct strbuf *out)
{
	rules->render(state, viewer, LANG_EN, false, out);
	struct strbuf json = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &json, 0);
	rules->write_json(state, viewer, &w);
	assert_int_equal(json_finish(&w), 0);
	strbuf_puts(out, "\n");
	strbuf_puts(out, strbuf_str(&json));
	strbuf_free(&json);
}

static int compare_texts(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The legal actions of state as texts, sorted, one a line, but those
 * beginning with hidden_offer (when not NULL). */
static void legal_texts(const struct game_rules *rules, const void *state, struct action *acts,
                        const char *hidden_offer, struct strbuf *out)
{
	size_t n = rules->legal(state, acts, GAME_MAX_ACTIONS);
	char **texts = calloc(n ? n : 1, sizeof *texts);
	assert_non_null(texts);
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		rules->format_action(state, &acts[i], &t);
		texts[i] = strdup(strbuf_str(&t));
		assert_non_null(texts[i]);
		strbuf_free(&t);
	}
	qsort(texts, n, sizeof *texts, compare_texts);
	for (size_t i = 0; i < n; i++) {
		if (!hidden_offer || strncmp(texts[i], hidden_offer, strlen(hidden_offer)) != 0)
			strbuf_printf(out, "%s\n", texts[i]);
		free(texts[i]);
	}
	free(texts);
}

static void assert_checks(const struct game_rules *rules, const void *state, const char *when)
{
	struct strbuf why = STRBUF_INIT;
	int rc = rules->check(state, &why);
	if (rc != 0)
		fail_msg("check() after %s: %s", when, strbuf_str(&why));
	strbuf_free(&why);
}

struct bench {
	const struct game_rules *rules;
	void *copy, *again, *play;
	struct action *acts;
	struct rng rng;
	determinise_conserved_fn *conserved;
	struct determinise_tally *tally;
	const char *hidden_offer;
};

/* Random actions on the copy, with check() after each. */
static void play_on(struct bench *b, void *state)
{
	const struct game_rules *rules = b->rules;
	for (int k = 0; k < PLAY_ON && rules->current(state) >= 0; k++) {
		size_t n = rules->legal(state, b->acts, GAME_MAX_ACTIONS);
		assert_true(n > 0);
		assert_int_equal(rules->apply(state, &b->acts[rng_below(&b->rng, n)]), 0);
		assert_checks(rules, state, "an action on a redrawn match");
	}
}

static void redraw_for(struct bench *b, const void *state, int viewer)
{
	const struct game_rules *rules = b->rules;
	size_t size = rules->state_size;
	memcpy(b->copy, state, size);
	uint64_t seed = rng_next(&b->rng);
	struct rng redraw;
	rng_seed(&redraw, seed);
	rules->determinise(b->copy, viewer, &redraw);
	assert_checks(rules, b->copy, "determinise");

	/* the same seed, the same redraw */
	memcpy(b->again, state, size);
	rng_seed(&redraw, seed);
	rules->determinise(b->again, viewer, &redraw);
	assert_memory_equal(b->copy, b->again, size);

	struct strbuf seen = STRBUF_INIT, seen_after = STRBUF_INIT;
	view_of(rules, state, viewer, &seen);
	view_of(rules, b->copy, viewer, &seen_after);
	assert_string_equal(strbuf_str(&seen), strbuf_str(&seen_after));
	strbuf_free(&seen);
	strbuf_free(&seen_after);

	if (rules->current(state) == viewer) {
		struct strbuf offered = STRBUF_INIT, offered_after = STRBUF_INIT;
		legal_texts(rules, state, b->acts, b->hidden_offer, &offered);
		legal_texts(rules, b->copy, b->acts, b->hidden_offer, &offered_after);
		assert_string_equal(strbuf_str(&offered), strbuf_str(&offered_after));
		strbuf_free(&offered);
		strbuf_free(&offered_after);
		b->tally->deciding++;
	}
	b->tally->redraws++;
	b->tally->moved += b->conserved(state, b->copy, viewer);
	play_on(b, b->copy);
}

void determinise_check_matches(const struct game_rules *rules, const struct carddb *db,
                               const void *tables, const struct match_setup *setup, int matches,
                               long max_actions, int every, const char *hidden_offer,
                               determinise_conserved_fn *conserved,
                               struct determinise_tally *tally)
{
	assert_non_null(rules->determinise);
	size_t size = rules->state_size;
	void *state = malloc(size);
	struct bench b = { rules, malloc(size), malloc(size), NULL, NULL, { { 0 } }, conserved,
	                   tally, hidden_offer };
	b.acts = malloc(GAME_MAX_ACTIONS * sizeof *b.acts);
	assert_true(state && b.copy && b.again && b.acts);
	memset(tally, 0, sizeof *tally);
	for (int m = 0; m < matches; m++) {
		struct match_setup one = *setup;
		one.seed = setup->seed + (uint64_t)m;
		rng_seed(&b.rng, one.seed ^ UINT64_C(0x5DEECE66D));
		struct diag_list diags = DIAG_LIST_INIT;
		assert_int_equal(rules->init(state, db, tables, &one, &diags), 0);
		diag_list_free(&diags);
		for (long a = 0; a < max_actions && rules->current(state) >= 0; a++) {
			if (a % every == 0)
				for (int viewer = 0; viewer < one.player_count; viewer++)
					redraw_for(&b, state, viewer);
			size_t n = rules->legal(state, b.acts, GAME_MAX_ACTIONS);
			assert_true(n > 0);
			assert_int_equal(rules->apply(state, &b.acts[rng_below(&b.rng, n)]), 0);
		}
	}
	free(b.acts);
	free(b.again);
	free(b.copy);
	free(state);
}
