/*
 * The players' common ground: their names, their scratch, the dispatch,
 * and the seeds and set-ups every tool that plays many matches shares.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

static const char *const kind_names[AI_KIND_COUNT] = {
	[AI_RANDOM] = "random",
	[AI_GREEDY] = "greedy",
	[AI_UNIFORM] = "uniform",
	[AI_SEARCH] = "search",
};

const char *ai_kind_name(enum ai_kind kind)
{
	return (unsigned)kind < AI_KIND_COUNT ? kind_names[kind] : "?";
}

/* The names of the levels a player is offered by: easy is the random
 * player, normal the greedy one, hard and expert the search with a time
 * a decision (seconds 0: a level without a budget). */
static const struct {
	const char *name;
	enum ai_kind kind;
	double seconds;
} levels[] = {
	{ "easy", AI_RANDOM, 0 },
	{ "normal", AI_GREEDY, 0 },
	{ "hard", AI_SEARCH, AI_HARD_SECONDS },
	{ "expert", AI_SEARCH, AI_EXPERT_SECONDS },
};

int ai_kind_by_name(const char *name)
{
	for (int k = 0; k < AI_KIND_COUNT; k++)
		if (strcmp(kind_names[k], name) == 0)
			return k;
	for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
		if (levels[i].seconds == 0 && strcmp(levels[i].name, name) == 0)
			return (int)levels[i].kind;
	return -1;
}

void ai_kind_list(struct strbuf *out)
{
	for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
		strbuf_printf(out, "%s%s (%s", i ? ", " : "", levels[i].name,
		              kind_names[levels[i].kind]);
		if (levels[i].seconds > 0)
			strbuf_printf(out, ":%gs", levels[i].seconds);
		strbuf_puts(out, ")");
	}
	strbuf_puts(out, ", search:N, search:Ts, search:N/T, search:Ts/T");
	for (int k = 0; k < AI_KIND_COUNT; k++) {
		bool level = k == AI_SEARCH;
		for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
			level |= levels[i].kind == (enum ai_kind)k;
		if (!level)
			strbuf_printf(out, ", %s", kind_names[k]);
	}
}

/* The budget of "search:N" or "search:Ts" after the colon: a whole number
 * of playouts, or a decimal number of seconds ending in s. Returns 0, or
 * -1 for anything else (signs, spaces, zero, beyond the limits). */
static int parse_budget(const char *text, struct ai_budget *budget)
{
	size_t len = strlen(text);
	if (len == 0 || strspn(text, "0123456789.s") != len)
		return -1;
	char *end;
	if (text[len - 1] == 's') {
		if (len < 2 || text[0] == '.' || strchr(text, 's') != text + len - 1)
			return -1;
		double seconds = strtod(text, &end);
		if (end != text + len - 1 || !isfinite(seconds) || seconds <= 0 ||
		    seconds > AI_MAX_SECONDS)
			return -1;
		budget->seconds = seconds;
		return 0;
	}
	if (strchr(text, '.'))
		return -1;
	long playouts = strtol(text, &end, 10);
	if (*end || playouts <= 0 || playouts > AI_MAX_PLAYOUTS || len > 9)
		return -1;
	budget->playouts = playouts;
	return 0;
}

/* The threads of "search:.../T": 2 to AI_MAX_THREADS, in plain digits
 * (1 is said by leaving the suffix out, so that a level has one name). */
static int parse_threads(const char *text, int *threads)
{
	size_t len = strlen(text);
	if (len == 0 || len > 2 || strspn(text, "0123456789") != len || text[0] == '0')
		return -1;
	int n = atoi(text);
	if (n < 2 || n > AI_MAX_THREADS)
		return -1;
	*threads = n;
	return 0;
}

int ai_level_parse(const char *name, enum ai_kind *kind, struct ai_budget *budget)
{
	memset(budget, 0, sizeof *budget);
	for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
		if (strcmp(levels[i].name, name) == 0) {
			*kind = levels[i].kind;
			budget->seconds = levels[i].seconds;
			return 0;
		}
	if (strncmp(name, "search:", 7) == 0) {
		/* "search:N/T", "search:Ts/T": on T threads */
		char text[32];
		const char *slash = strchr(name + 7, '/');
		size_t len = slash ? (size_t)(slash - (name + 7)) : strlen(name + 7);
		if (len >= sizeof text)
			return -1;
		memcpy(text, name + 7, len);
		text[len] = '\0';
		if (parse_budget(text, budget) != 0 ||
		    (slash && parse_threads(slash + 1, &budget->threads) != 0))
			return -1;
		*kind = AI_SEARCH;
		return 0;
	}
	/* A bare "search" has no budget: the levels and search:N say it. */
	int k = ai_kind_by_name(name);
	if (k < 0 || k == AI_SEARCH)
		return -1;
	*kind = (enum ai_kind)k;
	return 0;
}

void ai_level_name(enum ai_kind kind, const struct ai_budget *budget, char *out, size_t size)
{
	char threads[16] = "";
	if (budget->threads > 1)
		snprintf(threads, sizeof threads, "/%d", budget->threads);
	if (kind != AI_SEARCH)
		snprintf(out, size, "%s", ai_kind_name(kind));
	else if (budget->playouts > 0)
		snprintf(out, size, "search:%ld%s", budget->playouts, threads);
	else
		snprintf(out, size, "search:%gs%s", budget->seconds, threads);
}

size_t ai_scratch_size(const struct game_rules *rules)
{
	return ai_scratch_actions_offset(rules) + GAME_MAX_ACTIONS * sizeof(struct action);
}

int ai_choose(enum ai_kind kind, const struct game_rules *rules, const void *state,
              struct rng *rng, void *scratch, struct action *out)
{
	switch (kind) {
	case AI_RANDOM: return ai_random_choose(rules, state, rng, scratch, out);
	case AI_GREEDY: return ai_greedy_choose(rules, state, rng, scratch, out);
	case AI_UNIFORM: return ai_uniform_choose(rules, state, rng, scratch, out);
	case AI_SEARCH:
	case AI_KIND_COUNT: break;
	}
	return -1;
}

void ai_default_setup(struct match_setup *setup, const struct game_rules *rules,
                      const struct carddb *db, uint64_t seed)
{
	memset(setup, 0, sizeof *setup);
	setup->player_count = 2;
	setup->seed = seed;
	int game = carddb_game_by_key(rules->key);
	if (!db || game < 0)
		return;
	int cap = (int)(sizeof setup->sets / sizeof setup->sets[0]);
	for (size_t i = 0; i < db->set_count && setup->set_count < cap; i++)
		if ((int)db->sets[i].game == game && db->sets[i].base)
			setup->sets[setup->set_count++] = (int)i;
}

/* splitmix64's finaliser: neighbouring inputs give unrelated outputs, so
 * match i and match i + 1 of a series do not start alike. */
static uint64_t mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

int ai_load_tables(const struct game_rules *rules, const struct carddb *db, const void **tables,
                   char *error, size_t size)
{
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = game_load(rules, db, tables, &diags);
	if (rc != 0) {
		struct strbuf why = STRBUF_INIT;
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_puts(&why, i ? "; " : "");
			diag_format(&diags.items[i], &why);
		}
		snprintf(error, size, _("the game cannot use the card database: %s"), strbuf_str(&why));
		strbuf_free(&why);
	}
	diag_list_free(&diags);
	return rc;
}

uint64_t ai_match_seed(uint64_t seed, long index)
{
	/* Match 0 keeps the series' seed, so a one-match series with seed S
	 * is the match a failure reported as "seed S" names. */
	return index == 0 ? seed : mix(seed + (uint64_t)index * UINT64_C(0x9E3779B97F4A7C15));
}

uint64_t ai_players_seed(uint64_t match_seed)
{
	return mix(match_seed ^ UINT64_C(0x6A09E667F3BCC908));
}
