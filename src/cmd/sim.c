/*
 * catan sim: many matches between computer players, with win rates and
 * card statistics, for whoever edits the card database.
 */
#include "cmd/sim.h"

#include <errno.h>

#include "core/i18n.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/rng.h"
#include "core/strbuf.h"
#include "core/text.h"

struct sim_args {
	const char *game;
	const char *db_path;
	bool db_given;
	const char *against;
	const char *csv;
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
	fprintf(ctx->err, "catan sim: %s '%s'\n%s", _(what), arg, _(cmd_sim.usage));
	return -1;
}

static int parse_count(const char *text, long max, long *value)
{
	char *end;
	errno = 0;
	*value = strtol(text, &end, 10);
	return *text && !*end && !errno && *value > 0 && *value <= max ? 0 : -1;
}

static int set_seat(const struct cmd_context *ctx, struct sim_args *a, int seat,
                    const char *name)
{
	enum ai_kind kind;
	if (ai_level_parse(name, &kind, &a->o.budgets[seat - 1]) != 0) {
		struct strbuf names = STRBUF_INIT;
		ai_kind_list(&names);
		fprintf(ctx->err, _("catan sim: no player kind '%s' (%s)\n"), name, strbuf_str(&names));
		strbuf_free(&names);
		return -1;
	}
	a->o.kinds[seat - 1] = kind;
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
		return usage_error(ctx, N_("--seat wants K=KIND with K from 1 to 6, not"), value);
	if (seat > 0)
		return set_seat(ctx, a, seat, kind);
	if (strcmp(arg, "--players") == 0) {
		char *end;
		long n = strtol(value, &end, 10);
		if (end == value || *end || n < 2 || n > GAME_MAX_PLAYERS)
			return usage_error(ctx, N_("--players wants a number from 2 to 6, not"), value);
		a->o.players = (int)n;
		return 0;
	}
	return 1;
}

/* --shard K/N. */
static int parse_shard(const struct cmd_context *ctx, const char *value, struct sim_args *a)
{
	char *slash;
	errno = 0;
	long k = strtol(value, &slash, 10), n = 0;
	if (slash != value && *slash == '/' && slash[1]) {
		char *end;
		n = strtol(slash + 1, &end, 10);
		if (*end)
			n = 0;
	}
	if (errno || n < 1 || n > 1000000 || k < 1 || k > n)
		return usage_error(ctx, N_("--shard wants K/N with K from 1 to N, not"), value);
	a->o.shard = (int)k;
	a->o.shards = (int)n;
	return 0;
}

/* One option with its value; returns 0, or -1 after a message. */
static int parse_option(const struct cmd_context *ctx, const char *arg, char *value,
                        struct sim_args *a)
{
	long n;
	int seats = parse_seats(ctx, arg, value, a);
	if (seats <= 0) {
		return seats;
	} else if (strcmp(arg, "--matches") == 0 || strcmp(arg, "--max-turns") == 0 ||
	           strcmp(arg, "--jobs") == 0) {
		if (parse_count(value, strcmp(arg, "--jobs") == 0 ? 256 : 100000000, &n) != 0) {
			fprintf(ctx->err, strcmp(arg, "--jobs") == 0
			        ? _("catan sim: %s wants a positive number up to 256, not '%s'\n")
			        : _("catan sim: %s wants a positive number, not '%s'\n"), arg, value);
			return -1;
		}
		if (strcmp(arg, "--matches") == 0)
			a->o.matches = n;
		else if (strcmp(arg, "--jobs") == 0)
			a->o.jobs = (int)n;
		else
			a->o.caps.max_turns = (int)(n < 1000000 ? n : 1000000);
	} else if (strcmp(arg, "--shard") == 0) {
		return parse_shard(ctx, value, a);
	} else if (strcmp(arg, "--seed") == 0) {
		if (rng_parse_seed(value, &a->o.seed) != 0) {
			fprintf(ctx->err, _("catan sim: --seed wants a number 0..18446744073709551615, not '%s'\n"), value);
			return -1;
		}
	} else if (strcmp(arg, "--set") == 0 || strcmp(arg, "--theme") == 0) {
		/* --theme names the one theme set of a theme-set game: a set too */
		if (a->set_count == (int)(sizeof a->sets / sizeof a->sets[0]))
			return usage_error(ctx, N_("too many sets at"), value);
		a->sets[a->set_count++] = value;
	} else if (strcmp(arg, "--option") == 0) {
		if (!strchr(value, '=') || value[0] == '=')
			return usage_error(ctx, N_("--option wants KEY=VALUE, not"), value);
		if (a->option_count == GAME_MAX_OPTIONS)
			return usage_error(ctx, N_("too many options at"), value);
		a->options[a->option_count++] = value;
	} else if (strcmp(arg, "--db") == 0) {
		a->db_path = value;
		a->db_given = true;
	} else if (strcmp(arg, "--against") == 0) {
		a->against = value;
	} else if (strcmp(arg, "--csv") == 0) {
		a->csv = value;
	} else {
		return usage_error(ctx, N_("unknown option"), arg);
	}
	return 0;
}

static int parse_args(const struct cmd_context *ctx, int argc, char **argv, struct sim_args *a)
{
	memset(a, 0, sizeof *a);
	a->o.matches = 100;
	a->o.seed = 1;
	a->o.players = 2;
	a->o.shard = a->o.shards = a->o.jobs = 1;
	/* one look ahead: quick, and a fair test of what a card is worth */
	for (int seat = 0; seat < GAME_MAX_PLAYERS; seat++)
		a->o.kinds[seat] = (enum ai_kind)ai_kind_by_name("normal");
	a->o.caps.max_turns = AI_DEFAULT_MAX_TURNS;
	a->o.caps.max_actions = AI_DEFAULT_MAX_ACTIONS;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--json") == 0) {
			a->json = true;
		} else if (strcmp(argv[i], "--check") == 0) {
			a->check = true;
		} else if (argv[i][0] != '-') {
			if (a->game)
				return usage_error(ctx, N_("unexpected argument"), argv[i]);
			a->game = argv[i];
		} else if (i + 1 >= argc) {
			return usage_error(ctx, N_("missing value after"), argv[i]);
		} else if (parse_option(ctx, argv[i], argv[i + 1], a) != 0) {
			return -1;
		} else {
			i++;
		}
	}
	if (!a->game) {
		fprintf(ctx->err, _("catan sim: missing GAME\n%s"), _(cmd_sim.usage));
		return -1;
	}
	if (a->highest_seat > a->o.players) {
		fprintf(ctx->err, _("catan sim: seat %d, but %d players\n"), a->highest_seat, a->o.players);
		return -1;
	}
	if (a->check && (a->against || a->csv || a->json || a->o.shards > 1)) {
		fprintf(ctx->err, _("catan sim: --check reports no statistics: not with --against, "
		                    "--csv, --json or --shard\n"));
		return -1;
	}
	return 0;
}

/* The base sets of the game, then the sets asked for; the options as
 * given. Their strings point into argv, which outlives the series. The
 * sets and options are written into the report's set-up too. */
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
			fprintf(ctx->err, _("catan sim: no set '%s' of %s; the sets are:"), a->sets[i], rules->key);
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
	struct strbuf text = STRBUF_INIT;
	strbuf_puts(&text, "sets");
	for (int s = 0; s < setup->set_count; s++)
		strbuf_printf(&text, "%s%s", s ? ", " : " ", db->sets[setup->sets[s]].key);
	for (int i = 0; i < a->option_count; i++) {
		strbuf_printf(&text, "%s%s", i ? ", " : "; options ", a->options[i]);
		char *eq = strchr(a->options[i], '=');
		*eq = '\0';
		setup->options[i].key = a->options[i];
		setup->options[i].value = eq + 1;
	}
	setup->option_count = a->option_count;
	snprintf(a->o.setup, sizeof a->o.setup, "%s", strbuf_str(&text));
	strbuf_free(&text);
	return 0;
}

/* The keys of the cards of the sets in play: the words a canonical action
 * text uses for them. NULL when there is no memory. */
static const char **card_keys(const struct carddb *db, const struct match_setup *setup,
                              size_t *count)
{
	const char **keys = malloc((db->card_count ? db->card_count : 1) * sizeof *keys);
	*count = 0;
	for (size_t i = 0; keys && i < db->card_count; i++) {
		bool in_play = false;
		for (int s = 0; s < setup->set_count; s++)
			in_play |= db->cards[i].set == setup->sets[s];
		if (in_play)
			keys[(*count)++] = db->cards[i].key;
	}
	return keys;
}

/* The series played by the random-match checker instead. */
static int check(const struct cmd_context *ctx, const struct carddb *db,
                 const struct game_rules *rules, const struct sim_args *a,
                 const struct match_setup *setup)
{
	struct ai_check_failure failure;
	long capped;
	for (int p = 0; p < a->o.players; p++)
		if (a->o.kinds[p] == AI_SEARCH) {
			fprintf(ctx->err, _("catan sim: --check plays random, greedy and uniform players, "
			                    "not the search (seat %d)\n"), p + 1);
			return EXIT_FAILURE_;
		}
	long checked = ai_check_matches(rules, db, setup, a->o.kinds, a->o.matches, &a->o.caps,
	                                &capped, &failure);
	if (checked >= 0) {
		fprintf(ctx->out, ngettext("%s: %ld match checked, seed %llu: every invariant held\n",
		                           "%s: %ld matches checked, seed %llu: every invariant held\n",
		                           (unsigned long)checked),
		        rules->key, checked, (unsigned long long)a->o.seed);
		/* a match stopped at the caps held its invariants as far as it
		 * went: it is no failure, but worth knowing */
		if (capped)
			fprintf(ctx->out, _("%ld of them stopped at %d turns or %ld actions, without a winner\n"),
			        capped, a->o.caps.max_turns, a->o.caps.max_actions);
		return EXIT_OK;
	}
	struct strbuf text = STRBUF_INIT;
	ai_check_failure_format(&failure, &text);
	fprintf(ctx->err, "catan sim: %s: %s\n", rules->key, strbuf_str(&text));
	strbuf_free(&text);
	return EXIT_FAILURE_;
}

/* The progress bar: on a terminal only, redrawn in place on one line. */
struct progress {
	FILE *err;
	const char *label;
	struct timespec start;
	size_t width;             /* columns of the last line drawn, to clear it */
};

static double seconds_since(const struct timespec *start)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

static void show_progress(void *context, long done, long total)
{
	struct progress *p = context;
	if (done >= total) {
		fprintf(p->err, "\r%*s\r", (int)p->width, "");
		fflush(p->err);
		return;
	}
	char bar[31];
	int filled = total ? (int)(30 * done / total) : 0;
	for (int i = 0; i < 30; i++)
		bar[i] = i < filled ? '#' : '.';
	bar[30] = '\0';
	double elapsed = seconds_since(&p->start);
	/* built first, so that its width is counted in columns, not bytes:
	 * a translated line may hold umlauts */
	struct strbuf line = STRBUF_INIT;
	strbuf_printf(&line, "%s[%s] ", p->label, bar);
	strbuf_printf(&line, ngettext("%ld/%ld match", "%ld/%ld matches", (unsigned long)total), done,
	              total);
	if (done > 0)
		strbuf_printf(&line, _(", %.0f s left"),
		              elapsed * (double)(total - done) / (double)done);
	strbuf_puts(&line, "  ");
	fprintf(p->err, "\r%s", strbuf_str(&line));
	p->width = text_width(strbuf_str(&line));
	strbuf_free(&line);
	fflush(p->err);
}

/* Runs one series on db with the progress bar when err is a terminal. */
static int run_series(const struct cmd_context *ctx, const struct carddb *db,
                      const struct game_rules *rules, struct sim_args *a, const char *label,
                      struct ai_sim_report *report)
{
	struct match_setup setup;
	if (build_setup(ctx, db, rules, a, &setup) != 0)
		return -1;
	const char **keys = card_keys(db, &setup, &a->o.card_count);
	if (!keys) {
		fprintf(ctx->err, _("catan sim: out of memory\n"));
		return -1;
	}
	struct progress progress = { ctx->err, label, { 0, 0 }, 0 };
	clock_gettime(CLOCK_MONOTONIC, &progress.start);
	struct ai_sim_options o = a->o;
	o.card_keys = keys;
	o.db_digest = db->digest;
	if (isatty(fileno(ctx->err))) {
		o.progress = show_progress;
		o.progress_context = &progress;
	}
	int rc = ai_sim_run(rules, db, &setup, &o, report);
	free(keys);
	return rc;
}

int sim_write_file(const struct cmd_context *ctx, const char *path, const struct strbuf *text)
{
	FILE *f = fopen(path, "w");
	if (!f || fwrite(text->data ? text->data : "", 1, text->len, f) != text->len || fclose(f) != 0) {
		fprintf(ctx->err, "catan sim: %s: %s\n", path, strerror(errno));
		return -1;
	}
	return 0;
}

int sim_print(const struct cmd_context *ctx, const struct ai_sim_report *report, bool json,
              const char *csv_path)
{
	struct strbuf text = STRBUF_INIT;
	if (json)
		ai_sim_format_json(report, &text);
	else
		ai_sim_format_text(report, &text);
	fputs(strbuf_str(&text), ctx->out);
	int rc = 0;
	if (csv_path) {
		strbuf_reset(&text);
		ai_sim_format_csv(report, NULL, &text);
		rc = sim_write_file(ctx, csv_path, &text);
	}
	strbuf_free(&text);
	return rc;
}

/* --against: the same series on a second database, and the changes. */
static int compare(const struct cmd_context *ctx, const struct game_rules *rules,
                   struct sim_args *a,
                   struct ai_sim_report *base)
{
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *other = carddb_load(a->against, &diags);
	if (!other) {
		for (size_t i = 0; i < diags.count; i++) {
			struct strbuf line = STRBUF_INIT;
			diag_format(&diags.items[i], &line);
			fprintf(ctx->err, "catan sim: %s\n", strbuf_str(&line));
			strbuf_free(&line);
		}
		diag_list_free(&diags);
		return EXIT_BAD_INPUT;
	}
	diag_list_free(&diags);
	struct ai_sim_report changed;
	int status = EXIT_FAILURE_;
	if (run_series(ctx, other, rules, a, _("against: "), &changed) == 0 || changed.matches > 0) {
		struct strbuf text = STRBUF_INIT;
		if (a->json) {
			strbuf_puts(&text, "{\"base\":");
			ai_sim_format_json(base, &text);
			text.len--;     /* its newline */
			strbuf_puts(&text, ",\"changed\":");
			ai_sim_format_json(&changed, &text);
			text.len--;
			strbuf_puts(&text, "}\n");
		} else {
			ai_sim_format_compare(base, carddb_display_name(a->db_path), &changed,
			                      carddb_display_name(a->against), &text);
		}
		fputs(strbuf_str(&text), ctx->out);
		status = EXIT_OK;
		if (a->csv) {
			strbuf_reset(&text);
			ai_sim_format_csv(base, "base", &text);
			ai_sim_format_csv(&changed, "changed", &text);
			if (sim_write_file(ctx, a->csv, &text) != 0)
				status = EXIT_FAILURE_;
		}
		strbuf_free(&text);
		ai_sim_report_free(&changed);
	}
	if (changed.error[0])
		fprintf(ctx->err, _("catan sim: against %s: %s\n"), a->against, changed.error);
	carddb_free(other);
	return base->error[0] || changed.error[0] ? EXIT_FAILURE_ : status;
}

static int simulate(const struct cmd_context *ctx, const struct carddb *db,
                    const struct game_rules *rules, struct sim_args *a)
{
	if (a->check) {
		struct match_setup setup;
		if (build_setup(ctx, db, rules, a, &setup) != 0)
			return EXIT_FAILURE_;
		return check(ctx, db, rules, a, &setup);
	}
	struct ai_sim_report report;
	int rc = run_series(ctx, db, rules, a, a->against ? _("base: ") : "", &report);
	int status = rc == 0 ? EXIT_OK : EXIT_FAILURE_;
	/* a series refused at its first set-up has nothing to report */
	if (report.matches > 0 || rc == 0) {
		if (a->against)
			status = compare(ctx, rules, a, &report);
		else if (sim_print(ctx, &report, a->json, a->csv) != 0)
			status = EXIT_FAILURE_;
	}
	if (report.error[0])
		fprintf(ctx->err, "catan sim: %s\n", report.error);
	ai_sim_report_free(&report);
	return status;
}

static int sim_run(const struct cmd_context *ctx, int argc, char **argv)
{
	if (argc > 0 && strcmp(argv[0], "merge") == 0)
		return sim_merge_run(ctx, argc - 1, argv + 1);
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_sim.usage), ctx->out);
			return EXIT_OK;
		}
	}
	struct sim_args a;
	if (parse_args(ctx, argc, argv, &a) != 0)
		return EXIT_FAILURE_;
	const struct game_rules *rules = game_find(a.game);
	if (!rules) {
		fprintf(ctx->err, _("catan sim: no game '%s'; the games are:"), a.game);
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
	a.db_path = local.db_path;
	if (cmd_check_playable(&local, rules, db) != 0) {
		carddb_free(db);
		return EXIT_BAD_INPUT;
	}
	int status = simulate(ctx, db, rules, &a);
	carddb_free(db);
	return status;
}

const struct cmd cmd_sim = {
	.name = "sim",
	.summary = N_("play many matches between computer players; win rates and card statistics"),
	.usage = N_("usage: catan sim GAME [--matches N] [--players N] [--seat K=KIND]...\n"
	           "                 [--p1 KIND] [--p2 KIND] [--seed N]\n"
	           "                 [--set SET]... [--theme SET] [--option KEY=VALUE]...\n"
	           "                 [--max-turns N] [--jobs N] [--shard K/N]\n"
	           "                 [--db FILE] [--against FILE] [--json] [--csv FILE] [--check]\n"
	           "       catan sim merge FILE... [--json] [--csv FILE]\n"
	           "\n"
	           "Plays N matches (default 100) of GAME between computer players and reports\n"
	           "each seat's wins with their 95% interval, the first seat's advantage, the\n"
	           "length of a match (mean, spread, shortest, longest), and for every card how\n"
	           "often it was drawn, built, played and revealed, and how often its builders\n"
	           "won. A star marks a figure that differs significantly from chance. The same\n"
	           "seed gives the same report, with any number of jobs.\n"
	           "\n"
	           "  --players N           the number of players (default 2; the board game\n"
	           "                        with 2 plays its two-player variant)\n"
	           "  --seat K=KIND         who plays seat K: normal or greedy (the default; one\n"
	           "                        look ahead), easy or random (a kind of action first,\n"
	           "                        then one of that kind), uniform (any legal action),\n"
	           "                        hard (search, 1 s a decision), expert (search, 5 s),\n"
	           "                        search:N (N playouts a decision: the same report for\n"
	           "                        one seed), search:Ts (T seconds a decision, e.g.\n"
	           "                        search:2.5s)\n"
	           "  --p1 KIND, --p2 KIND  the same for seat 1, seat 2 (--pK: seat K)\n"
	           "  --seed N              seed of the series (default 1)\n"
	           "  --set SET             put a theme set into play (repeatable)\n"
	           "  --theme SET           play the base game with one theme set (principality:\n"
	           "                        science or knights), as --set SET\n"
	           "  --option KEY=VALUE    set a rule option (repeatable)\n"
	           "  --max-turns N         stop a match after N turns, without a winner\n"
	           "                        (default 1000)\n"
	           "  --jobs N              play on N threads (default 1); the report is the same\n"
	           "  --shard K/N           play only shard K of N of the matches (match i when\n"
	           "                        i % N = K - 1), for catan sim merge\n"
	           "  --db FILE             use the card database FILE\n"
	           "  --against FILE        play the same matches with the card database FILE too\n"
	           "                        and report what changed\n"
	           "  --json                one JSON object instead of the tables\n"
	           "  --csv FILE            also write the card table to FILE as CSV\n"
	           "  --check               check the game's invariants after every action instead,\n"
	           "                        and report the first that breaks, with its match's seed;\n"
	           "                        matches stopped at --max-turns are counted, no breach\n"
	           "\n"
	           "On a terminal, a progress bar runs on standard error. catan sim merge combines\n"
	           "the --json reports of all the shards of a series into the report of one run.\n"
	           "catan(6) describes every column.\n"),
	.run = sim_run,
};
