/*
 * catan sim: many matches between computer players, with win rates and
 * card statistics, for whoever edits the card database.
 */
#include "cmd/cmd.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/rng.h"
#include "core/strbuf.h"

static const char sim_usage[] =
	"usage: catan sim GAME [--matches N] [--players N] [--seat K=KIND]...\n"
	"                 [--p1 KIND] [--p2 KIND] [--seed N]\n"
	"                 [--set SET]... [--theme SET] [--option KEY=VALUE]...\n"
	"                 [--max-turns N]\n"
	"                 [--db FILE] [--json | --check]\n"
	"\n"
	"Plays N matches (default 100) of GAME between computer players and reports\n"
	"the wins of each seat and each kind of player, the average length of a match,\n"
	"and for every card how often the winners and the losers played or built it.\n"
	"The same seed gives the same report.\n"
	"\n"
	"  --players N           the number of players (default 2)\n"
	"  --seat K=KIND         who plays seat K: random (a kind of action first,\n"
	"                        then one of that kind), uniform (any legal action)\n"
	"                        or greedy (default random)\n"
	"  --p1 KIND, --p2 KIND  the same for seat 1, seat 2 (--pK: seat K)\n"
	"  --seed N              seed of the series (default 1)\n"
	"  --set SET             put a theme set into play (repeatable)\n"
	"  --theme SET           play the base game with one theme set (principality:\n"
	"                        science or knights), as --set SET\n"
	"  --option KEY=VALUE    set a rule option (repeatable)\n"
	"  --max-turns N         stop a match after N turns, without a winner\n"
	"                        (default 1000)\n"
	"  --db FILE             use the card database FILE\n"
	"  --json                one JSON object instead of the tables\n"
	"  --check               check the game's invariants after every action instead,\n"
	"                        and report the first that breaks, with its match's seed;\n"
	"                        matches stopped at --max-turns are counted, no breach\n";

struct sim_args {
	const char *game;
	const char *db_path;
	bool db_given;
	struct ai_sim_options o;
	const char *sets[8];
	int set_count;
	char *options[GAME_MAX_OPTIONS];   /* "KEY=VALUE" */
	int option_count;
	int highest_seat;                  /* the last seat named by --seat or --pK */
	bool json;
	bool check;
};

static int usage_error(const struct cmd_context *ctx, const char *what, const char *arg)
{
	fprintf(ctx->err, "catan sim: %s '%s'\n%s", what, arg, sim_usage);
	return -1;
}

static int parse_count(const char *text, long max, long *value)
{
	char *end;
	*value = strtol(text, &end, 10);
	return *text && !*end && *value > 0 && *value <= max ? 0 : -1;
}

static int set_seat(const struct cmd_context *ctx, struct sim_args *a, int seat,
                    const char *name)
{
	int kind = ai_kind_by_name(name);
	if (kind < 0) {
		fprintf(ctx->err, "catan sim: no player kind '%s' (random, greedy)\n", name);
		return -1;
	}
	a->o.kinds[seat - 1] = (enum ai_kind)kind;
	if (seat > a->highest_seat)
		a->highest_seat = seat;
	return 0;
}

/* --seat K=KIND, --pK KIND and --players N; returns 0, 1 when arg is none
 * of them, or -1 after a message. */
static int parse_seats(const struct cmd_context *ctx, const char *arg, const char *value,
                       struct sim_args *a)
{
	const char *kind;
	int seat = cmd_parse_seat(arg, value, &kind);
	if (seat < 0)
		return usage_error(ctx, "--seat wants K=KIND with K from 1 to 6, not", value);
	if (seat > 0)
		return set_seat(ctx, a, seat, kind);
	if (strcmp(arg, "--players") == 0) {
		char *end;
		long n = strtol(value, &end, 10);
		if (end == value || *end || n < 2 || n > GAME_MAX_PLAYERS)
			return usage_error(ctx, "--players wants a number from 2 to 6, not", value);
		a->o.players = (int)n;
		return 0;
	}
	return 1;
}

/* One option with its value; returns 0, or -1 after a message. */
static int parse_option(const struct cmd_context *ctx, const char *arg, char *value,
                        struct sim_args *a)
{
	long n;
	int seats = parse_seats(ctx, arg, value, a);
	if (seats <= 0) {
		return seats;
	} else if (strcmp(arg, "--matches") == 0 || strcmp(arg, "--max-turns") == 0) {
		if (parse_count(value, 100000000, &n) != 0) {
			fprintf(ctx->err, "catan sim: %s wants a positive number, not '%s'\n", arg, value);
			return -1;
		}
		if (strcmp(arg, "--matches") == 0)
			a->o.matches = n;
		else
			a->o.caps.max_turns = (int)(n < 1000000 ? n : 1000000);
	} else if (strcmp(arg, "--seed") == 0) {
		if (rng_parse_seed(value, &a->o.seed) != 0) {
			fprintf(ctx->err, "catan sim: --seed wants a number 0..18446744073709551615, not '%s'\n", value);
			return -1;
		}
	} else if (strcmp(arg, "--set") == 0 || strcmp(arg, "--theme") == 0) {
		/* --theme names the one theme set of a theme-set game: a set too */
		if (a->set_count == (int)(sizeof a->sets / sizeof a->sets[0]))
			return usage_error(ctx, "too many sets at", value);
		a->sets[a->set_count++] = value;
	} else if (strcmp(arg, "--option") == 0) {
		if (!strchr(value, '=') || value[0] == '=')
			return usage_error(ctx, "--option wants KEY=VALUE, not", value);
		if (a->option_count == GAME_MAX_OPTIONS)
			return usage_error(ctx, "too many options at", value);
		a->options[a->option_count++] = value;
	} else if (strcmp(arg, "--db") == 0) {
		a->db_path = value;
		a->db_given = true;
	} else {
		return usage_error(ctx, "unknown option", arg);
	}
	return 0;
}

static int parse_args(const struct cmd_context *ctx, int argc, char **argv, struct sim_args *a)
{
	memset(a, 0, sizeof *a);
	a->o.matches = 100;
	a->o.seed = 1;
	a->o.players = 2;
	for (int seat = 0; seat < GAME_MAX_PLAYERS; seat++)
		a->o.kinds[seat] = AI_RANDOM;
	a->o.caps.max_turns = AI_DEFAULT_MAX_TURNS;
	a->o.caps.max_actions = AI_DEFAULT_MAX_ACTIONS;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--json") == 0) {
			a->json = true;
		} else if (strcmp(argv[i], "--check") == 0) {
			a->check = true;
		} else if (argv[i][0] != '-') {
			if (a->game)
				return usage_error(ctx, "unexpected argument", argv[i]);
			a->game = argv[i];
		} else if (i + 1 >= argc) {
			return usage_error(ctx, "missing value after", argv[i]);
		} else if (parse_option(ctx, argv[i], argv[i + 1], a) != 0) {
			return -1;
		} else {
			i++;
		}
	}
	if (!a->game) {
		fprintf(ctx->err, "catan sim: missing GAME\n%s", sim_usage);
		return -1;
	}
	if (a->highest_seat > a->o.players) {
		fprintf(ctx->err, "catan sim: seat %d, but %d players\n", a->highest_seat, a->o.players);
		return -1;
	}
	return 0;
}

/* The base sets of the game, then the sets asked for; the options as
 * given. Their strings point into argv, which outlives the series. */
static int build_setup(const struct cmd_context *ctx, const struct carddb *db,
                       const struct game_rules *rules, struct sim_args *a,
                       struct match_setup *setup)
{
	ai_default_setup(setup, rules, db, a->o.seed);
	setup->player_count = a->o.players;
	int game = carddb_game_by_key(rules->key);
	for (int i = 0; i < a->set_count; i++) {
		int set = carddb_set_by_key(db, a->sets[i]);
		if (set < 0 || (int)db->sets[set].game != game) {
			fprintf(ctx->err, "catan sim: no set '%s' of %s; the sets are:", a->sets[i], rules->key);
			for (size_t s = 0; s < db->set_count; s++)
				if ((int)db->sets[s].game == game)
					fprintf(ctx->err, " %s", db->sets[s].key);
			fprintf(ctx->err, "\n");
			return -1;
		}
		bool present = false;
		for (int s = 0; s < setup->set_count; s++)
			present |= setup->sets[s] == set;
		if (!present && setup->set_count < (int)(sizeof setup->sets / sizeof setup->sets[0]))
			setup->sets[setup->set_count++] = set;
	}
	for (int i = 0; i < a->option_count; i++) {
		char *eq = strchr(a->options[i], '=');
		*eq = '\0';
		setup->options[i].key = a->options[i];
		setup->options[i].value = eq + 1;
	}
	setup->option_count = a->option_count;
	return 0;
}

/* The keys of the game's cards: the words a canonical action text uses
 * for them. NULL when there is no memory. */
static const char **card_keys(const struct carddb *db, const struct game_rules *rules,
                              size_t *count)
{
	int game = carddb_game_by_key(rules->key);
	const char **keys = malloc((db->card_count ? db->card_count : 1) * sizeof *keys);
	*count = 0;
	for (size_t i = 0; keys && i < db->card_count; i++)
		if ((int)db->cards[i].game == game)
			keys[(*count)++] = db->cards[i].key;
	return keys;
}

/* The series played by the random-match checker instead. */
static int check(const struct cmd_context *ctx, const struct carddb *db,
                 const struct game_rules *rules, const struct sim_args *a,
                 const struct match_setup *setup)
{
	struct ai_check_failure failure;
	long capped;
	long checked = ai_check_matches(rules, db, setup, a->o.kinds, a->o.matches, &a->o.caps,
	                                &capped, &failure);
	if (checked >= 0) {
		fprintf(ctx->out, "%s: %ld match%s checked, seed %llu: every invariant held\n", rules->key,
		        checked, checked == 1 ? "" : "es", (unsigned long long)a->o.seed);
		/* a match stopped at the caps held its invariants as far as it
		 * went: it is no failure, but worth knowing */
		if (capped)
			fprintf(ctx->out, "%ld of them stopped at %d turns or %ld actions, without a winner\n",
			        capped, a->o.caps.max_turns, a->o.caps.max_actions);
		return EXIT_OK;
	}
	struct strbuf text = STRBUF_INIT;
	ai_check_failure_format(&failure, &text);
	fprintf(ctx->err, "catan sim: %s: %s\n", rules->key, strbuf_str(&text));
	strbuf_free(&text);
	return EXIT_FAILURE_;
}

static int simulate(const struct cmd_context *ctx, const struct carddb *db,
                    const struct game_rules *rules, struct sim_args *a)
{
	struct match_setup setup;
	if (build_setup(ctx, db, rules, a, &setup) != 0)
		return EXIT_FAILURE_;
	if (a->check)
		return check(ctx, db, rules, a, &setup);
	const char **keys = card_keys(db, rules, &a->o.card_count);
	if (!keys) {
		fprintf(ctx->err, "catan sim: out of memory\n");
		return EXIT_FAILURE_;
	}
	a->o.card_keys = keys;
	struct ai_sim_report report;
	int rc = ai_sim_run(rules, db, &setup, &a->o, &report);
	struct strbuf text = STRBUF_INIT;
	/* a series refused at its first set-up has nothing to report */
	if (rc == 0 || report.matches > 0) {
		if (a->json)
			ai_sim_format_json(&report, &text);
		else
			ai_sim_format_text(&report, &text);
	}
	fputs(strbuf_str(&text), ctx->out);
	if (rc != 0)
		fprintf(ctx->err, "catan sim: %s\n", report.error);
	strbuf_free(&text);
	ai_sim_report_free(&report);
	free(keys);
	return rc == 0 ? EXIT_OK : EXIT_FAILURE_;
}

static int sim_run(const struct cmd_context *ctx, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(sim_usage, ctx->out);
			return EXIT_OK;
		}
	}
	struct sim_args a;
	if (parse_args(ctx, argc, argv, &a) != 0)
		return EXIT_FAILURE_;
	const struct game_rules *rules = game_find(a.game);
	if (!rules) {
		fprintf(ctx->err, "catan sim: no game '%s'; the games are:", a.game);
		for (size_t i = 0; game_table[i]; i++)
			fprintf(ctx->err, " %s", game_table[i]->key);
		fprintf(ctx->err, "\n");
		return EXIT_FAILURE_;
	}
	struct cmd_context local = *ctx;
	if (a.db_given)
		local.db_path = a.db_path;
	struct carddb *db = cmd_load_cards(&local);
	if (!db)
		return EXIT_BAD_INPUT;
	int status = simulate(ctx, db, rules, &a);
	carddb_free(db);
	return status;
}

const struct cmd cmd_sim = {
	.name = "sim",
	.summary = "play many matches between computer players; win rates and card statistics",
	.usage = sim_usage,
	.run = sim_run,
};
