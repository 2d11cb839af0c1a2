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
	AI_SEARCH,   /* information-set Monte-Carlo tree search (search.c) */
	AI_KIND_COUNT
};

/* "random", "greedy", "uniform", "search". */
const char *ai_kind_name(enum ai_kind kind);
/* The kind called name, or -1: a kind's name, or the name of a level
 * that has no budget ("easy" is random, "normal" greedy). */
int ai_kind_by_name(const char *name);
/* Every name ai_level_parse takes, for a message: "easy (random), normal
 * (greedy), hard (search:1s), expert (search:5s), search:N, search:Ts,
 * uniform". */
void ai_kind_list(struct strbuf *out);

/* What the search may spend on one decision: playouts > 0 a number of
 * playouts (the same choice for one seed on any machine), else seconds
 * > 0 a time, never exceeded. */
struct ai_budget {
	long playouts;
	double seconds;
	/* Threads the search runs on (root parallelism), 1 to AI_MAX_THREADS;
	 * 0 is 1. With a budget in playouts, the choice depends on the count
	 * of threads but not on their timing: the same seed, playouts and
	 * threads give the same choice. */
	int threads;
};
#define AI_MAX_THREADS 16

/* The levels people choose from. */
#define AI_HARD_SECONDS 1.0
#define AI_EXPERT_SECONDS 5.0
#define AI_MAX_PLAYOUTS 100000000L
#define AI_MAX_SECONDS 3600.0

/* A computer player as a seat names it: "easy" (random), "normal"
 * (greedy), "hard" (search, AI_HARD_SECONDS a decision), "expert"
 * (AI_EXPERT_SECONDS), "search:N" (N playouts a decision), "search:Ts"
 * (T seconds, a decimal number: "search:2.5s"), and the kinds' own names
 * "random", "greedy" and "uniform" (not "search", which needs a
 * budget). Returns 0 with *kind and *budget (zero but for the search)
 * set, or -1 for any other text. */
int ai_level_parse(const char *name, enum ai_kind *kind, struct ai_budget *budget);
/* The names ai_level_parse takes, for messages and help. */
#define AI_LEVEL_NAMES "easy, normal, hard, expert, search:N, search:Ts, search:N/T, search:Ts/T, " \
	"random, greedy, uniform"
/* A seat's player as a report names it: the kind, with the search's
 * budget ("search:200", "search:2.5s"). */
void ai_level_name(enum ai_kind kind, const struct ai_budget *budget, char *out, size_t size);

/* The bytes of scratch a player needs for matches of rules: room for one
 * clone of the match and GAME_MAX_ACTIONS actions. */
size_t ai_scratch_size(const struct game_rules *rules);

/* Picks an action for the player who decides now (rules->current) in
 * state, which is left untouched, and stores it in out. For random and
 * greedy only: the search needs its struct ai_search (below). rng is the
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
/* The greedy player, never choosing one of the avoid_count actions of
 * avoid: a client's way of keeping a computer player from what it knows to
 * be pointless (the console: an offer a person declined this turn).
 * Returns -1 when every legal action is avoided. */
int ai_greedy_choose_avoiding(const struct game_rules *rules, const void *state,
                              struct rng *rng, void *scratch, const struct action *avoid,
                              size_t avoid_count, struct action *out);

/* The search player keeps its tree and its copies of the match in a
 * struct ai_search, made once for matches of rules with players players
 * (NULL: no memory, or a player count out of range) and used for every
 * decision after. */
struct ai_search;
struct ai_search *ai_search_new(const struct game_rules *rules, int players);
void ai_search_free(struct ai_search *search);

/* ai_choose's contract for the search, within budget. */
int ai_search_choose(struct ai_search *search, const void *state, const struct ai_budget *budget,
                     struct rng *rng, struct action *out);

/* One action of the player to move, as the search judged it. */
struct ai_search_estimate {
	struct action action;
	long visits;             /* iterations that went through it */
	double win_rate;         /* its mean reward for him, 0..1; -1 not searched */
};

/* Searches within budget and stores the best max actions, most visited
 * first, in out. Returns how many, or -1 when nobody decides or nothing
 * is legal. A decision with one legal action is not searched: that one
 * action, with 0 visits and win rate -1. */
int ai_search_rank(struct ai_search *search, const void *state, const struct ai_budget *budget,
                   struct rng *rng, struct ai_search_estimate *out, size_t max);

/* Playouts the last search made. */
long ai_search_playouts(const struct ai_search *search);

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

/* Whether db gives rules matches that can be played, as catan db check and
 * the set-up of play and sim ask: the game has cards with copies outside the
 * deck 'out'; a match sets up (with the base sets, and with each theme set),
 * its first player has a legal action, and a few random matches keep every
 * invariant to their end or to the caps. Adds one diag per problem, naming
 * the table and the rule; returns their count. A database without any set
 * of the game is not checked (0). */
size_t ai_check_playable(const struct game_rules *rules, const struct carddb *db,
                         struct diag_list *diags);

/* "match 3 (seed 1234), action 57 (player 1: take rock): REASON". */
void ai_check_failure_format(const struct ai_check_failure *failure, struct strbuf *out);

/* ---------------------------------------------------------------------------
 * Statistics
 * ------------------------------------------------------------------------- */

/* z of a two-sided 95 % interval of the normal distribution. */
#define AI_Z95 1.959963984540054

struct ai_interval {
	double low, high;
};

/* Wilson's score interval of the proportion successes / trials at z
 * (AI_Z95 for 95 %); [0, 1] when there are no trials. */
struct ai_interval ai_wilson(long successes, long trials, double z);
/* Newcombe's hybrid score interval of p1 - p2, from the Wilson intervals
 * of the two proportions. */
struct ai_interval ai_difference(long successes1, long trials1, long successes2, long trials2,
                                 double z);
/* Whether value lies outside interval: the difference from it is
 * significant at the interval's level. */
bool ai_interval_excludes(struct ai_interval interval, double value);

/* A count taken once per match (turns, actions), kept as exact integer
 * sums so that runs split in any way add up to the same figures. */
struct ai_sim_length {
	long count;
	uint64_t sum, sum_squares;
	long min, max;
};

void ai_length_add(struct ai_sim_length *length, long value);
void ai_length_merge(struct ai_sim_length *into, const struct ai_sim_length *from);
double ai_length_mean(const struct ai_sim_length *length);
double ai_length_sd(const struct ai_sim_length *length);   /* sample standard deviation */

/* ---------------------------------------------------------------------------
 * Simulation: many matches between computer players, with statistics
 * ------------------------------------------------------------------------- */

struct ai_sim_options {
	long matches;            /* of the whole series */
	uint64_t seed;           /* of the whole series */
	int players;             /* 2..GAME_MAX_PLAYERS */
	enum ai_kind kinds[GAME_MAX_PLAYERS];  /* by seat */
	struct ai_budget budgets[GAME_MAX_PLAYERS];  /* by seat, for AI_SEARCH */
	struct ai_caps caps;
	/* This run plays the matches i of the series with i % shards ==
	 * shard - 1; 1 of 1 plays them all. */
	int shard, shards;
	/* Threads that play the matches; the report does not depend on it. */
	int jobs;
	/* The game's card keys, the words its canonical action texts use for
	 * cards: the cards the report counts. */
	const char *const *card_keys;
	size_t card_count;
	/* What else the series was set up with (sets, options, database), for
	 * the header and for merge to refuse reports of another set-up. */
	char setup[256];
	uint64_t db_digest;
	/* Called by the calling thread about five times a second while the
	 * series runs and once at its end, with the matches done and to do;
	 * NULL: nothing is called. */
	void (*progress)(void *context, long done, long total);
	void *progress_context;
};

/* One card over the series. drawn: taken into a hand (picked at set-up,
 * drawn, taken from a stack); built: put into play by a player; played:
 * an action card played; revealed: an event card turned up. Builders are
 * player-matches, in matches someone won, in which the player built the
 * card at least once; builders_won: of those, the ones the player won. */
struct ai_sim_card {
	char *key;               /* the report's own copy */
	long drawn, built, played, revealed;
	long builders, builders_won;
};

struct ai_sim_report {
	char game[32];
	struct ai_sim_options options;   /* card_keys and progress not kept */
	long matches;            /* played */
	long won;                /* ended with a winner */
	long capped;             /* stopped at the caps */
	long wins[GAME_MAX_PLAYERS];            /* by seat */
	struct ai_sim_length turns, actions;    /* per match played */
	struct ai_sim_card *cards;              /* options.card_count, in card_keys' order */
	char error[512];         /* why the series stopped, or "" */
};

/* The matches of the series this run plays: those of its shard. */
long ai_sim_shard_matches(const struct ai_sim_options *options);

/* Runs the series: match i is set up from setup with options->players
 * players and seed ai_match_seed(options->seed, i) (setup's own seed and
 * player count are not used), and its players draw from
 * ai_players_seed() of that: so every match is fixed by its index, and
 * the report is the same for any number of jobs. Returns 0, or -1 with
 * report->error set (a set-up refused by the game, a refused action, no
 * memory): the error of the first such match by index; the other matches
 * played until then stay in the report. */
int ai_sim_run(const struct game_rules *rules, const struct carddb *db,
               const struct match_setup *setup, const struct ai_sim_options *options,
               struct ai_sim_report *report);
void ai_sim_report_free(struct ai_sim_report *report);

/* Adds the matches of from, another shard of the same series, to into.
 * Returns 0, or -1 with why when they are no shards of one series (game,
 * seed, matches, seats, caps, set-up, database, shards or cards differ).
 * into starts as a copy of a first shard (ai_sim_report_copy); that no
 * shard comes twice is the caller's to see. */
int ai_sim_merge(struct ai_sim_report *into, const struct ai_sim_report *from,
                 struct strbuf *why);
/* A deep copy of from into into; -1 when there is no memory. */
int ai_sim_report_copy(struct ai_sim_report *into, const struct ai_sim_report *from);

/* The report as tables for people, as one JSON object, or as CSV (one row
 * per card; the header line only when out is empty; with label, a first
 * column "database" holding it). All are a function of the report alone:
 * one seed, one text. */
void ai_sim_format_text(const struct ai_sim_report *report, struct strbuf *out);
void ai_sim_format_json(const struct ai_sim_report *report, struct strbuf *out);
void ai_sim_format_csv(const struct ai_sim_report *report, const char *label,
                       struct strbuf *out);
/* Reads what ai_sim_format_json wrote into report. Returns 0, or -1 with
 * why (naming what is wrong and where). */
int ai_sim_read_json(const char *text, size_t len, struct ai_sim_report *report,
                     struct strbuf *why);

/* Two series on the same seeds and seats, base and changed (another card
 * database): what changed, significant differences marked. */
void ai_sim_format_compare(const struct ai_sim_report *base, const char *base_name,
                           const struct ai_sim_report *changed, const char *changed_name,
                           struct strbuf *out);

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
	long search_playouts;    /* the search player's, over its decisions */
	double search_seconds;
	size_t state_size;
};

/* Plays random-vs-random matches until max_matches (0: no limit) or
 * seconds (0: no limit; one of the two must be set), then greedy
 * decisions on a quarter of the time or matches again, then search
 * decisions (AI_BENCH_PLAYOUTS playouts each) on another quarter, or on
 * one decision per match with max_matches, searching on threads
 * threads (0: one). Returns 0, or -1 with why when the game refuses the
 * setup or an action. */
int ai_bench_game(const struct game_rules *rules, const struct carddb *db,
                  const struct match_setup *setup, long max_matches, double seconds,
                  int threads, struct ai_bench_result *result, struct strbuf *why);

#define AI_BENCH_PLAYOUTS 200

/* Runs a representative compiled card effect against a minimal host for
 * about seconds (or runs times when runs > 0). Returns runs per second, or
 * a negative number with why when the effect does not compile or run. */
double ai_bench_effects(double seconds, long runs, struct strbuf *why);

/* Seconds of processor time this thread has used, for measuring. */
double ai_clock(void);

#endif
