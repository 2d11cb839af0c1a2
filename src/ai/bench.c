/*
 * The benchmark: how fast a game plays, measured the way the computer
 * players use it.
 *
 * Matches are random against random, because a random player costs almost
 * nothing: the time is the game's own, legal() and apply() with every
 * effect they run, plus set-up. The greedy player's decisions are measured
 * apart, since each costs one clone, apply and evaluate per legal action.
 */
#include "ai/ai.h"
#include "ai/internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"

/* The processor time of this thread, not the wall clock: the rate one core
 * gives, however many other programs share the machine. */
double ai_clock(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
		clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int set_up(const struct game_rules *rules, void *state, const struct carddb *db,
                  const void *tables, const struct match_setup *setup, long index,
                  struct rng *players, struct strbuf *why)
{
	struct match_setup one = *setup;
	one.seed = ai_match_seed(setup->seed, index);
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = rules->init(state, db, tables, &one, &diags);
	if (rc != 0) {
		strbuf_puts(why, _("the game refused the set-up:"));
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_putc(why, ' ');
			diag_format(&diags.items[i], why);
		}
	}
	diag_list_free(&diags);
	rng_seed(players, ai_players_seed(one.seed));
	return rc;
}

/* Whether a match should stop here: over, or past the caps. */
static bool match_ends(const struct game_rules *rules, const void *state, long actions,
                       bool *capped)
{
	if (rules->current(state) < 0)
		return true;
	*capped = actions >= AI_DEFAULT_MAX_ACTIONS || rules->turn(state) > AI_DEFAULT_MAX_TURNS;
	return *capped;
}

/* One step of a match: the player to move chooses and the choice is
 * applied. Returns 0, or -1 with why. */
static int step(const struct game_rules *rules, void *state, enum ai_kind kind,
                struct rng *players, void *scratch, struct strbuf *why)
{
	struct action action;
	if (ai_choose(kind, rules, state, players, scratch, &action) != 0) {
		strbuf_printf(why, "no action for player %d in phase '%s'", rules->current(state) + 1,
		              rules->phase(state));
		return -1;
	}
	if (game_apply_listed(rules, state, &action) != 0) {
		strbuf_puts(why, "apply() refused a legal action");
		return -1;
	}
	return 0;
}

/* The actions of one random match, set up, to its end or the caps; returns
 * their number, or -1 with why. This is what the benchmark times, so the
 * loop holds legal(), the choice and apply() and little else: the steps
 * of match_ends, step and the random player (ai_random_choose: every
 * listed action equally likely, one draw of the players' generator) are
 * made here in line, each asked of the game once. The action chosen is
 * handed to apply() where legal() wrote it, not copied out first: legal()
 * has just written the list in wide stores, and a copy that reads across
 * two of them waits until they have left the store buffer, where apply()'s
 * reads of single fields are served at once. */
static long random_match(const struct game_rules *rules, void *state, struct rng *players,
                         void *scratch, bool *capped, struct strbuf *why)
{
	struct action *listed = ai_scratch_actions(rules, scratch);
	long actions = 0;
	*capped = false;
	for (;; actions++) {
		int player = rules->current(state);
		if (player < 0)
			return actions;
		if (actions >= AI_DEFAULT_MAX_ACTIONS || rules->turn(state) > AI_DEFAULT_MAX_TURNS) {
			*capped = true;
			return actions;
		}
		size_t count = rules->legal(state, listed, GAME_MAX_ACTIONS);
		if (count == 0) {
			strbuf_printf(why, "no action for player %d in phase '%s'", player + 1,
			              rules->phase(state));
			return -1;
		}
		const struct action *action = &listed[rng_below(players, count)];
		if (rules->apply_listed)
			rules->apply_listed(state, action);
		else if (rules->apply(state, action) != 0) {
			strbuf_puts(why, "apply() refused a legal action");
			return -1;
		}
	}
}

static int random_matches(const struct game_rules *rules, const struct carddb *db,
                          const void *tables, const struct match_setup *setup, long max_matches, double seconds,
                          void *state, void *scratch, struct ai_bench_result *r,
                          struct strbuf *why)
{
	double start = ai_clock();
	struct rng players;
	while ((max_matches <= 0 || r->matches < max_matches) &&
	       (seconds <= 0 || ai_clock() - start < seconds)) {
		if (set_up(rules, state, db, tables, setup, r->matches, &players, why) != 0)
			return -1;
		bool capped;
		long actions = random_match(rules, state, &players, scratch, &capped, why);
		if (actions < 0)
			return -1;
		r->matches++;
		r->capped += capped;
		r->actions += actions;
	}
	r->seconds = ai_clock() - start;
	return 0;
}

static int greedy_decisions(const struct game_rules *rules, const struct carddb *db,
                            const void *tables, const struct match_setup *setup, long max_decisions, double seconds,
                            void *state, void *scratch, struct ai_bench_result *r,
                            struct strbuf *why)
{
	double start = ai_clock();
	struct rng players;
	long match = 0, actions = 0;
	bool capped = false;
	if (set_up(rules, state, db, tables, setup, match, &players, why) != 0)
		return -1;
	while ((max_decisions <= 0 || r->greedy_decisions < max_decisions) &&
	       (seconds <= 0 || ai_clock() - start < seconds)) {
		if (match_ends(rules, state, actions, &capped)) {
			if (set_up(rules, state, db, tables, setup, ++match, &players, why) != 0)
				return -1;
			actions = 0;
			continue;
		}
		if (step(rules, state, AI_GREEDY, &players, scratch, why) != 0)
			return -1;
		actions++;
		r->greedy_decisions++;
	}
	r->greedy_seconds = ai_clock() - start;
	return 0;
}

/* Search decisions of the player to move, AI_BENCH_PLAYOUTS playouts
 * each on threads threads, along a match the greedy player plays: the search's playouts per
 * second on the states a match goes through. */
static int search_decisions(const struct game_rules *rules, const struct carddb *db,
                            const void *tables, const struct match_setup *setup,
                            long max_decisions, double seconds, int threads, void *state,
                            void *scratch, struct ai_bench_result *r, struct strbuf *why)
{
	struct ai_search *search = ai_search_new(rules, setup->player_count);
	if (!search) {
		strbuf_puts(why, "out of memory");
		return -1;
	}
	const struct ai_budget budget = { AI_BENCH_PLAYOUTS, 0, threads };
	double start = ai_clock();
	struct rng players;
	long match = 0, actions = 0, decisions = 0;
	bool capped = false;
	int rc = set_up(rules, state, db, tables, setup, match, &players, why);
	while (rc == 0 && (max_decisions <= 0 || decisions < max_decisions) &&
	       (seconds <= 0 || ai_clock() - start < seconds)) {
		if (match_ends(rules, state, actions, &capped)) {
			rc = set_up(rules, state, db, tables, setup, ++match, &players, why);
			actions = 0;
			continue;
		}
		struct action action;
		if (ai_search_choose(search, state, &budget, &players, &action) != 0) {
			strbuf_printf(why, "the search found no action in phase '%s'", rules->phase(state));
			rc = -1;
			break;
		}
		r->search_playouts += ai_search_playouts(search);
		decisions += ai_search_playouts(search) > 0;
		/* the match goes on by greedy's choice: as fast as a match of
		 * searching players would reach its later states */
		rc = step(rules, state, AI_GREEDY, &players, scratch, why);
		actions++;
	}
	r->search_seconds = ai_clock() - start;
	ai_search_free(search);
	return rc;
}

int ai_bench_game(const struct game_rules *rules, const struct carddb *db,
                  const struct match_setup *setup, long max_matches, double seconds,
                  int threads, struct ai_bench_result *result, struct strbuf *why)
{
	memset(result, 0, sizeof *result);
	result->state_size = rules->state_size;
	if (max_matches <= 0 && seconds <= 0) {
		strbuf_puts(why, "neither a number of matches nor a time was given");
		return -1;
	}
	void *state = malloc(rules->state_size);
	void *scratch = malloc(ai_scratch_size(rules));
	const void *tables = NULL;
	char problem[256];
	int rc = -1;
	if (!state || !scratch)
		strbuf_puts(why, "out of memory");
	else if (ai_load_tables(rules, db, &tables, problem, sizeof problem) != 0)
		strbuf_puts(why, problem);
	else if (random_matches(rules, db, tables, setup, max_matches, seconds, state, scratch,
	                        result, why) == 0) {
		/* As many greedy decisions as the random matches had actions, in a
		 * quarter of their time at most: enough for a stable rate. */
		long decisions = max_matches > 0 ? (result->actions + 3) / 4 + 1 : 0;
		rc = greedy_decisions(rules, db, tables, setup, decisions, seconds > 0 ? seconds / 4 : 0, state,
		                      scratch, result, why);
		if (rc == 0)
			rc = search_decisions(rules, db, tables, setup, max_matches,
			                      seconds > 0 ? seconds / 4 : 0, threads, state, scratch, result,
			                      why);
	}
	game_unload(rules, tables);
	free(state);
	free(scratch);
	return rc;
}
