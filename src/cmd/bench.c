/*
 * catan bench: how fast the games play, on one core.
 */
#include "cmd/cmd.h"

#include "core/i18n.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "core/json.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "core/text.h"

/* The sets a match can hold beside its base sets. */
#define BENCH_MAX_SETS 6

struct bench_args {
	const char *game;
	int players;                   /* 0: every count the game allows */
	const char *sets[BENCH_MAX_SETS]; /* --set and --theme: set keys */
	int set_count;
	long matches;
	double seconds;
	uint64_t seed;
	bool json;
	int threads;
};

static int parse_args(const struct cmd_context *ctx, int argc, char **argv, struct bench_args *a)
{
	*a = (struct bench_args){ .seed = 1, .threads = ctx->threads };
	bool seconds_given = false;
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
		char *end = NULL;
		if (strcmp(arg, "--json") == 0) {
			a->json = true;
			continue;
		}
		if (arg[0] != '-') {
			if (a->game) {
				fprintf(ctx->err, _("catan bench: unexpected argument '%s'\n%s"), arg,
				        _(cmd_bench.usage));
				return -1;
			}
			a->game = arg;
			continue;
		}
		bool known = strcmp(arg, "--matches") == 0 || strcmp(arg, "--seconds") == 0 ||
		             strcmp(arg, "--seed") == 0 || strcmp(arg, "--players") == 0 ||
		             strcmp(arg, "--set") == 0 || strcmp(arg, "--theme") == 0 ||
		             strcmp(arg, "--threads") == 0;
		if (!known || !value) {
			fprintf(ctx->err, known ? _("catan bench: missing value after '%s'\n%s")
			                        : _("catan bench: unknown option '%s'\n%s"),
			        arg, _(cmd_bench.usage));
			return -1;
		}
		i++;
		bool ok;
		if (strcmp(arg, "--set") == 0 || strcmp(arg, "--theme") == 0) {
			/* --theme names the one theme set of a theme-set game: a set too */
			if (a->set_count == BENCH_MAX_SETS) {
				fprintf(ctx->err, _("catan bench: more than %d sets\n"), BENCH_MAX_SETS);
				return -1;
			}
			a->sets[a->set_count++] = value;
			ok = true;
		} else if (strcmp(arg, "--threads") == 0) {
			if (cmd_parse_threads(ctx, "bench", value, &a->threads) != 0)
				return -1;
			ok = true;
		} else if (strcmp(arg, "--players") == 0) {
			long n = strtol(value, &end, 10);
			ok = *value && !*end && n >= 1 && n <= GAME_MAX_PLAYERS;
			a->players = (int)n;
		} else if (arg[2] == 'm') {
			a->matches = strtol(value, &end, 10);
			ok = *value && !*end && a->matches > 0;
		} else if (strcmp(arg, "--seconds") == 0) {
			a->seconds = strtod(value, &end);
			ok = *value && !*end && a->seconds > 0 && a->seconds <= 86400;
			seconds_given = true;
		} else {
			ok = rng_parse_seed(value, &a->seed) == 0;
		}
		if (!ok) {
			fprintf(ctx->err, _("catan bench: %s wants a positive number, not '%s'\n"), arg, value);
			return -1;
		}
	}
	if (!seconds_given && !a->matches)
		a->seconds = 2;
	return 0;
}

struct bench_row {
	const char *game;
	int players;
	struct ai_bench_result r;
};

static double per_second(double count, double seconds)
{
	return seconds > 0 ? count / seconds : 0;
}

/* The table's headings in the console's language, each padded to its
 * column by the columns it takes on a terminal, not by its bytes. */
static void print_headings(FILE *out)
{
	static const char *const headings[] = {
		N_("game"), N_("players"), N_("matches"), N_("matches/s"), N_("actions/s"),
		N_("act/match"), N_("bytes"), N_("greedy/s"), N_("playouts/s"),
	};
	static const size_t widths[] = { 13, 7, 8, 10, 11, 8, 8, 10, 10 };
	struct strbuf line = STRBUF_INIT;
	for (size_t i = 0; i < sizeof headings / sizeof headings[0]; i++) {
		if (i == 0) {
			text_pad_right(&line, _(headings[i]), widths[i]);
		} else {
			strbuf_puts(&line, " ");
			text_pad_left(&line, _(headings[i]), widths[i]);
		}
	}
	fprintf(out, "%s\n", strbuf_str(&line));
	strbuf_free(&line);
}

static void print_table(const struct cmd_context *ctx, const struct bench_row *rows, size_t count,
                        double effect_rate)
{
	FILE *out = ctx->out;
	if (count)
		print_headings(out);
	for (size_t i = 0; i < count; i++) {
		const struct ai_bench_result *r = &rows[i].r;
		fprintf(out, "%-13s %7d %8ld %10.1f %11.0f %8.1f %8zu %10.0f %10.0f\n", rows[i].game,
		        rows[i].players, r->matches,
		        per_second((double)r->matches, r->seconds),
		        per_second((double)r->actions, r->seconds),
		        r->matches ? (double)r->actions / (double)r->matches : 0.0, r->state_size,
		        per_second((double)r->greedy_decisions, r->greedy_seconds),
		        per_second((double)r->search_playouts, r->search_seconds));
		if (r->capped)
			fprintf(out, _("  (%ld of the matches stopped at %d turns or %ld actions)\n"), r->capped,
			        AI_DEFAULT_MAX_TURNS, AI_DEFAULT_MAX_ACTIONS);
	}
	if (!count)
		fprintf(out, "%s", _("no game to play yet\n"));
	fprintf(out, _("effect runs/s: %.0f (one card effect on a minimal host)\n"), effect_rate);
}

static void print_json(const struct cmd_context *ctx, const struct bench_args *a,
                       const struct bench_row *rows, size_t count, double effect_rate)
{
	struct strbuf text = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &text, 0);
	json_begin_object(&w);
	json_key(&w, "seed");
	json_uint(&w, a->seed);
	json_key(&w, "games");
	json_begin_array(&w);
	for (size_t i = 0; i < count; i++) {
		const struct ai_bench_result *r = &rows[i].r;
		json_begin_object(&w);
		json_member_string(&w, "game", rows[i].game);
		json_member_int(&w, "players", rows[i].players);
		json_member_int(&w, "matches", r->matches);
		json_member_int(&w, "capped", r->capped);
		json_member_int(&w, "actions", r->actions);
		json_member_int(&w, "milliseconds", llround(r->seconds * 1000));
		json_member_int(&w, "matches_per_second", llround(per_second((double)r->matches, r->seconds)));
		json_member_int(&w, "actions_per_second", llround(per_second((double)r->actions, r->seconds)));
		json_member_int(&w, "actions_per_match",
		                r->matches ? llround((double)r->actions / (double)r->matches) : 0);
		json_member_int(&w, "state_bytes", (int64_t)r->state_size);
		json_member_int(&w, "greedy_decisions", r->greedy_decisions);
		json_member_int(&w, "greedy_decisions_per_second",
		                llround(per_second((double)r->greedy_decisions, r->greedy_seconds)));
		json_member_int(&w, "search_playouts", r->search_playouts);
		json_member_int(&w, "search_playouts_per_second",
		                llround(per_second((double)r->search_playouts, r->search_seconds)));
		json_end_object(&w);
	}
	json_end_array(&w);
	json_member_int(&w, "effect_runs_per_second", llround(effect_rate));
	json_end_object(&w);
	fprintf(ctx->out, "%s\n", strbuf_str(&text));
	strbuf_free(&text);
}

/* Whether rules set up a match of n players. The games know their own
 * limits, so the benchmark asks them instead of keeping a list. */
static bool allows_players(const struct game_rules *rules, const struct carddb *db,
                           const struct match_setup *setup, int n)
{
	struct match_setup one = *setup;
	one.player_count = n;
	const void *tables = NULL;
	struct diag_list diags = DIAG_LIST_INIT;
	void *state = malloc(rules->state_size);
	bool ok = state && game_load(rules, db, &tables, &diags) == 0 &&
	          rules->init(state, db, tables, &one, &diags) == 0;
	game_unload(rules, tables);
	diag_list_free(&diags);
	free(state);
	return ok;
}

/* The sets of --set and --theme, as indexes into db->sets: sets that are
 * not base sets, all of one game, as a match can hold them. */
static int find_sets(const struct cmd_context *ctx, const struct carddb *db,
                     const struct bench_args *a, int *sets)
{
	for (int k = 0; k < a->set_count; k++) {
		sets[k] = carddb_set_by_key(db, a->sets[k]);
		if (sets[k] < 0 || db->sets[sets[k]].base) {
			fprintf(ctx->err, _("catan bench: no theme set '%s'; the sets that are not base sets are:"),
			        a->sets[k]);
			for (size_t i = 0; i < db->set_count; i++)
				if (!db->sets[i].base)
					fprintf(ctx->err, " %s", db->sets[i].key);
			fprintf(ctx->err, "\n");
			return -1;
		}
		if (db->sets[sets[k]].game != db->sets[sets[0]].game) {
			fprintf(ctx->err, _("catan bench: the sets '%s' and '%s' belong to different games\n"),
			        a->sets[0], a->sets[k]);
			return -1;
		}
	}
	return 0;
}

static int bench_run(const struct cmd_context *ctx, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_bench.usage), ctx->out);
			return EXIT_OK;
		}
	}
	struct bench_args a;
	if (parse_args(ctx, argc, argv, &a) != 0)
		return EXIT_FAILURE_;
	if (a.game && !game_find(a.game)) {
		fprintf(ctx->err, _("catan bench: no game '%s'; the games are:"), a.game);
		for (size_t i = 0; game_table[i]; i++)
			fprintf(ctx->err, " %s", game_table[i]->key);
		fprintf(ctx->err, "\n");
		return EXIT_FAILURE_;
	}
	struct carddb *db = cmd_load_cards(ctx);
	if (!db)
		return EXIT_BAD_INPUT;
	int sets[BENCH_MAX_SETS];
	if (find_sets(ctx, db, &a, sets) != 0) {
		carddb_free(db);
		return EXIT_FAILURE_;
	}
	/* the game the sets belong to: only that one is measured */
	int set_game = a.set_count ? (int)db->sets[sets[0]].game : -1;
	struct bench_row rows[16];
	size_t count = 0;
	int status = EXIT_OK;
	struct strbuf why = STRBUF_INIT;
	for (size_t i = 0; game_table[i]; i++) {
		const struct game_rules *rules = game_table[i];
		if (a.game && strcmp(a.game, rules->key) != 0)
			continue;
		if (set_game >= 0 && set_game != carddb_game_by_key(rules->key))
			continue;
		struct match_setup setup;
		ai_default_setup(&setup, rules, db, a.seed);
		for (int k = 0; k < a.set_count; k++)
			setup.sets[setup.set_count++] = sets[k];
		for (int n = 1; n <= GAME_MAX_PLAYERS && count < sizeof rows / sizeof rows[0]; n++) {
			/* --players N: that count (a game named on the command line
			 * reports why it refuses it); else every count the game
			 * sets up a match for. */
			if (a.players ? n != a.players || (!a.game && !allows_players(rules, db, &setup, n))
			              : !allows_players(rules, db, &setup, n))
				continue;
			setup.player_count = n;
			rows[count].game = rules->key;
			rows[count].players = n;
			strbuf_reset(&why);
			if (ai_bench_game(rules, db, &setup, a.matches, a.seconds, a.threads,
			                  &rows[count].r, &why) != 0) {
				fprintf(ctx->err, _("catan bench: %s, %d players: %s\n"), rules->key, n,
				        strbuf_str(&why));
				status = EXIT_FAILURE_;
				continue;
			}
			count++;
		}
	}
	strbuf_reset(&why);
	double effect_rate = ai_bench_effects(a.seconds > 0 ? a.seconds / 2 : 1, 0, &why);
	if (effect_rate < 0) {
		fprintf(ctx->err, "catan bench: %s\n", strbuf_str(&why));
		effect_rate = 0;
		status = EXIT_FAILURE_;
	}
	if (a.json)
		print_json(ctx, &a, rows, count, effect_rate);
	else
		print_table(ctx, rows, count, effect_rate);
	strbuf_free(&why);
	carddb_free(db);
	return status;
}

const struct cmd cmd_bench = {
	.name = "bench",
	.summary = N_("measure how fast the games and the computer players run"),
	.usage = N_("usage: catan bench [GAME] [--players N] [--set SET]... [--theme SET]\n"
	           "                   [--matches N] [--seconds S] [--seed N] [--threads N]\n"
	           "                   [--json]\n"
	           "\n"
	           "Plays random-vs-random matches of GAME (without it: of every game) on one\n"
	           "core and reports matches, actions (legal moves and applying one, effects\n"
	           "included) and greedy decisions per second, actions per match, the size of\n"
	           "a match and the search player's playouts per second; then how fast one card\n"
	           "effect runs.\n"
	           "\n"
	           "  --players N   matches of N players (default: one row per player count\n"
	           "                the game allows)\n"
	           "  --set SET     put the set SET into play (repeatable; principality: science\n"
	           "                or knights; board: cities); only the game the sets belong\n"
	           "                to is measured\n"
	           "  --theme SET   the same as --set SET\n"
	           "  --matches N   stop each game after N matches\n"
	           "  --seconds S   stop each game after S seconds (default 2 without --matches)\n"
	           "  --seed N      seed of the first match (default 1)\n"
	           "  --threads N   the search player searches on N threads (default 1): its\n"
	           "                playouts per second on that many cores\n"
	           "  --json        one JSON object instead of the table\n"),
	.run = bench_run,
};
