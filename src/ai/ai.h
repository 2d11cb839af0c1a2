/*
 * ai: the computer players, and the tools that let them play many matches.
 *
 * A computer player is a client like the console: it sees a match only
 * through struct game_rules, asks which actions are legal and picks one.
 * It never applies what it picks; the caller does, so one loop serves a
 * human seat and a computer seat alike.
 *
 * Two rules shape this interface:
 *
 *   - A player's own randomness (which of several equal actions to take)
 *     comes from an rng the caller owns, never from the match's generator.
 *     So a computer player's choices do not move the match's dice, and a
 *     game log of its decisions replays without it.
 *
 *   - Choosing allocates nothing. The caller lends a scratch buffer of
 *     ai_scratch_size() bytes, once per match or once per program, where a
 *     player keeps the list of legal actions and the clone of the match it
 *     looks ahead on. A clone is a memcpy: a match is a flat struct.
 *
 * On top of the players sit the tools that play whole matches with them:
 * the random-match checker that tests run over every game (invariants after
 * every action), the simulation a card designer runs after editing the
 * database (win rates and card statistics), and the benchmark.
 */
#ifndef CATAN_AI_AI_H
#define CATAN_AI_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "games/game.h"

/* ---------------------------------------------------------------------------
 * Players
 * ------------------------------------------------------------------------- */

enum ai_kind {
	AI_RANDOM,   /* a kind of action uniformly, then one action of that kind */
	AI_GREEDY,   /* the action whose resulting state evaluates best, one ply */
	AI_UNIFORM,  /* uniform over the legal actions */
	AI_KIND_COUNT
};

/* "random", "greedy", "uniform". */
const char *ai_kind_name(enum ai_kind kind);
/* The kind called name, or -1. */
int ai_kind_by_name(const char *name);

/* The bytes of scratch a player needs for matches of rules: room for one
 * clone of the match and GAME_MAX_ACTIONS actions. */
size_t ai_scratch_size(const struct game_rules *rules);

/* Picks an action for the player who decides now (rules->current) in
 * state, which is left untouched, and stores it in out. rng is the
 * player's own generator; scratch is ai_scratch_size(rules) bytes, aligned
 * as malloc aligns. Returns 0, or -1 (out untouched) when nobody decides
 * (the match is over) or nothing is legal. */
int ai_choose(enum ai_kind kind, const struct game_rules *rules, const void *state,
              struct rng *rng, void *scratch, struct action *out);

/* The players themselves, with ai_choose's contract. */
int ai_uniform_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                      void *scratch, struct action *out);
int ai_random_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                     void *scratch, struct action *out);
int ai_greedy_choose(const struct game_rules *rules, const void *state, struct rng *rng,
                     void *scratch, struct action *out);

/* The score greedy gives the state after an action, for player: the game's
 * evaluate(), overruled by the end of the match (a won match beats every
 * estimate, a lost one is worse than any). Exposed for tests. */
double ai_greedy_score(const struct game_rules *rules, const void *state, int player);

/* ---------------------------------------------------------------------------
 * Setting up matches for the tools
 * ------------------------------------------------------------------------- */

/* A setup for a two-player match of rules with the base sets of its game
 * in db (all of them when db is NULL or knows no such game) and seed. */
void ai_default_setup(struct match_setup *setup, const struct game_rules *rules,
                      const struct carddb *db, uint64_t seed);

/* The game's tables for db (game_load), once for a whole series; on a
 * problem, -1 with the reasons in error. */
int ai_load_tables(const struct game_rules *rules, const struct carddb *db, const void **tables,
                   char *error, size_t size);

/* The seed of match number index of a series started from seed, and the
 * seed of the players' generator in that match. A series is reproducible
 * from its first seed; one match of it from the seed reported for it. */
uint64_t ai_match_seed(uint64_t seed, long index);
uint64_t ai_players_seed(uint64_t match_seed);

/* Limits of a match played by computer players: random players can wander
 * for a long time in a game with no pressure to end. */
struct ai_caps {
	int max_turns;           /* rules->turn() beyond this: the match is capped */
	long max_actions;        /* actions in one match beyond this: capped */
};

#define AI_DEFAULT_MAX_TURNS 1000
#define AI_DEFAULT_MAX_ACTIONS 200000L

/* ---------------------------------------------------------------------------
 * The random-match checker (for tests of every game)
 * ------------------------------------------------------------------------- */

/* Where a checked match went wrong: enough to rerun exactly that match. */
struct ai_check_failure {
	long match;              /* 0-based index in the series */
	uint64_t seed;           /* the match's seed (setup->seed of a rerun) */
	long action;             /* 1-based number of the action after which it broke; 0: at set-up */
	int player;              /* who took that action, or -1 */
	char action_text[128];   /* its canonical text, or "" */
	char reason[512];
};

/* Plays matches matches of rules with the given kinds of player (NULL: all
 * random), match i set up from setup with seed ai_match_seed(setup->seed, i).
 * After set-up and after every action it runs rules->check and the contract
 * of game.h (a current player in range, something legal for him, apply
 * taking what legal offered and doing the same to a copy of the match, a
 * winner only at the end, one-space-separated canonical texts). A match
 * that goes past caps breaks no invariant: with capped, it is counted
 * there and the series goes on; without (NULL), it is a failure, for tests
 * that require every match to end. Returns the number of matches checked
 * (capped ones included), or -1 with the first failure in *failure: a
 * broken invariant, a refused action, or (capped NULL) a match past caps. */
long ai_check_matches(const struct game_rules *rules, const struct carddb *db,
                      const struct match_setup *setup, const enum ai_kind *kinds,
                      long matches, const struct ai_caps *caps, long *capped,
                      struct ai_check_failure *failure);

/* "match 3 (seed 1234), action 57 (player 1: take rock): REASON". */
void ai_check_failure_format(const struct ai_check_failure *failure, struct strbuf *out);

/* ---------------------------------------------------------------------------
 * Simulation: many matches between computer players, with statistics
 * ------------------------------------------------------------------------- */

struct ai_sim_options {
	long matches;
	uint64_t seed;           /* of the whole series */
	int players;             /* 2..GAME_MAX_PLAYERS */
	enum ai_kind kinds[GAME_MAX_PLAYERS];  /* by seat */
	struct ai_caps caps;
	/* The words of canonical action texts that name cards: a card is
	 * counted as used by a player each time one of his actions names it. */
	const char *const *card_keys;
	size_t card_count;
};

/* One card's use over the series. Uses are counted only in matches that
 * someone won: by the winner, and by the others ("losers"). */
struct ai_sim_card {
	const char *key;
	long winner_uses;
	long loser_uses;
	long used_in;            /* player-matches in which the player used it at least once */
	long used_and_won;       /* of those, the ones the player won */
};

struct ai_sim_report {
	const char *game;
	struct ai_sim_options options;
	long matches;            /* played */
	long won;                /* ended with a winner */
	long capped;             /* stopped at the caps */
	long wins[GAME_MAX_PLAYERS];            /* by seat */
	long total_actions, total_turns;        /* over all matches played */
	struct ai_sim_card *cards;              /* options.card_count, in card_keys' order */
	char error[512];         /* why the series stopped, or "" */
};

/* Runs the series: match i is set up from setup with options->players
 * players and seed ai_match_seed(options->seed, i) (setup's own seed and
 * player count are not used). Every allocation is made before the first
 * match. Returns
 * 0, or -1 with report->error set (a set-up refused by the game, a refused
 * action, no memory); the matches played until then stay in the report. */
int ai_sim_run(const struct game_rules *rules, const struct carddb *db,
               const struct match_setup *setup, const struct ai_sim_options *options,
               struct ai_sim_report *report);
void ai_sim_report_free(struct ai_sim_report *report);

/* The report as a table for people, or as one JSON object. Both are a
 * function of the report alone: one seed, one text. */
void ai_sim_format_text(const struct ai_sim_report *report, struct strbuf *out);
void ai_sim_format_json(const struct ai_sim_report *report, struct strbuf *out);

/* ---------------------------------------------------------------------------
 * Benchmark
 * ------------------------------------------------------------------------- */

struct ai_bench_result {
	long matches;            /* random against random, played to their end or caps */
	long capped;
	long actions;            /* legal() + choice + apply() each */
	double seconds;          /* spent on those matches */
	long greedy_decisions;
	double greedy_seconds;
	size_t state_size;
};

/* Plays random-vs-random matches until max_matches (0: no limit) or
 * seconds (0: no limit; one of the two must be set) and then greedy
 * decisions on a quarter of the time or matches again. Returns 0, or -1 with
 * why when the game refuses the setup or an action. */
int ai_bench_game(const struct game_rules *rules, const struct carddb *db,
                  const struct match_setup *setup, long max_matches, double seconds,
                  struct ai_bench_result *result, struct strbuf *why);

/* Runs a representative compiled card effect against a minimal host for
 * about seconds (or runs times when runs > 0). Returns runs per second, or
 * a negative number with why when the effect does not compile or run. */
double ai_bench_effects(double seconds, long runs, struct strbuf *why);

/* Seconds of processor time this thread has used, for measuring. */
double ai_clock(void);

#endif
