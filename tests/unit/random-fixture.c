/*
 * random-fixture: see random-fixture.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "random-fixture.h"

/* Every legal text unique, every legal action applies to a copy, the JSON
 * for the one to move well formed. */
static void look_closely(const struct random_play *p, const void *s, const struct action *acts,
                         size_t n)
{
	const struct game_rules *rules = p->rules;
	void *copy = malloc(rules->state_size);
	assert_non_null(copy);
	struct strbuf texts = STRBUF_INIT;
	for (size_t i = 0; i < n; i++) {
		struct strbuf t = STRBUF_INIT;
		rules->format_action(s, &acts[i], &t);
		char key[200];
		snprintf(key, sizeof key, "|%s|", strbuf_str(&t));
		if (strstr(strbuf_str(&texts), key))
			fail_msg("two legal actions read '%s'", strbuf_str(&t));
		strbuf_printf(&texts, "%s", key);
		strbuf_free(&t);
		memcpy(copy, s, rules->state_size);
		assert_int_equal(rules->apply(copy, &acts[i]), 0);
	}
	strbuf_free(&texts);
	free(copy);
	struct strbuf out = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &out, 0);
	rules->write_json(s, rules->current(s), &w);
	assert_int_equal(json_finish(&w), 0);
	strbuf_free(&out);
	if (p->look)
		p->look(s, acts, n);
}

long random_play(const struct random_play *p, void *s, void *twin)
{
	const struct game_rules *rules = p->rules;
	struct action *acts = malloc(GAME_MAX_ACTIONS * sizeof *acts);
	assert_non_null(acts);
	struct rng pick;
	rng_seed(&pick, p->seed ^ 0x5eed);
	struct strbuf why = STRBUF_INIT;
	long length = 0;
	while (rules->current(s) >= 0) {
		if (length >= p->max_actions)
			fail_msg("%d players, seed %llu: no end after %ld actions", p->players,
			         (unsigned long long)p->seed, p->max_actions);
		size_t n = rules->legal(s, acts, GAME_MAX_ACTIONS);
		if (n == 0 || n == GAME_MAX_ACTIONS)
			fail_msg("%zu legal actions", n);
		if (p->closely)
			look_closely(p, s, acts, n);
		const struct action *a = &acts[rng_below(&pick, n)];
		if (twin)
			assert_int_equal(game_apply_listed(rules, twin, a), 0);
		assert_int_equal(rules->apply(s, a), 0);
		length++;
		if (rules->check(s, &why) != 0)
			fail_msg("%d players, seed %llu, action %ld: %s", p->players,
			         (unsigned long long)p->seed, length, strbuf_str(&why));
	}
	assert_true(rules->winner(s) >= 0);
	assert_true(rules->victory_points(s, rules->winner(s)) >= p->min_points);
	if (twin)
		assert_memory_equal(s, twin, rules->state_size);
	strbuf_free(&why);
	free(acts);
	return length;
}
