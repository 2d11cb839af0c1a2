/*
 * catan play: a new match at the console.
 *
 * The players are given by seat. --players N says how many there are, and
 * --seat K=KIND (or its short form --pK KIND) what sits in seat K; seats
 * not named are human in seat 1 and normal (the greedy player) elsewhere:
 * a first game against an opponent that answers at once and that a
 * newcomer can learn to beat (catan(6) says why). A duel is therefore
 * `--p2 hard`, and a fast-game table `--players 4 --seat 3=human`.
 */
#include "cmd/cmd.h"

#include "core/i18n.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/rng.h"
#include "games/game.h"
#include "match/match.h"

struct play_args {
	const char *game;
	const char *log_path;
	const char *db_path;
	bool db_given;
	enum carddb_lang lang;
	struct match_setup setup;
	bool seeded;
	const char *set_keys[8];
	int set_count;
	const char *kinds[GAME_MAX_PLAYERS];
	char *option_copy[GAME_MAX_OPTIONS];    /* "NAME\0VALUE" */
	int max_turns;                          /* or CMD_MAX_TURNS_DEFAULT */
	int threads;                            /* the search players' */
	bool offers_off;                        /* --offers off */
};

static int bad(const struct cmd_context *ctx, const char *what, const char *arg)
{
	fprintf(ctx->err, _("catan play: %s '%s'\n"), _(what), arg);
	return -1;
}

static int set_seat(const struct cmd_context *ctx, struct play_args *a, int seat,
                    const char *kind)
{
	if (!match_kind_valid(kind)) {
		struct strbuf known = STRBUF_INIT;
		match_kind_list(&known);
		fprintf(ctx->err, _("catan play: no player kind '%s' (%s)\n"), kind, strbuf_str(&known));
		strbuf_free(&known);
		return -1;
	}
	a->kinds[seat - 1] = kind;
	return 0;
}

/* One option with its value; returns 0, or -1 after a message. */
static int parse_option(const struct cmd_context *ctx, const char *arg, const char *value,
                        struct play_args *a)
{
	struct match_setup *s = &a->setup;
	char *end;
	const char *kind;
	int seat = cmd_parse_seat(arg, value, &kind);
	if (seat < 0)
		return bad(ctx, N_("--seat wants K=KIND with K from 1 to 6, not"), value);
	if (seat > 0)
		return set_seat(ctx, a, seat, kind);
	if (strcmp(arg, "--players") == 0) {
		long n = strtol(value, &end, 10);
		if (end == value || *end || n < 1 || n > GAME_MAX_PLAYERS)
			return bad(ctx, N_("--players wants a number from 1 to 6, not"), value);
		s->player_count = (int)n;
	} else if (strcmp(arg, "--seed") == 0) {
		if (rng_parse_seed(value, &s->seed) != 0)
			return bad(ctx, N_("--seed wants a number 0..18446744073709551615, not"), value);
		a->seeded = true;
	} else if (strcmp(arg, "--log") == 0) {
		a->log_path = value;
	} else if (strcmp(arg, "--max-turns") == 0) {
		return cmd_parse_max_turns(ctx, "play", value, &a->max_turns);
	} else if (strcmp(arg, "--threads") == 0) {
		return cmd_parse_threads(ctx, "play", value, &a->threads);
	} else if (strcmp(arg, "--offers") == 0) {
		return cmd_parse_offers(ctx, "play", value, &a->offers_off);
	} else if (strcmp(arg, "--db") == 0) {
		a->db_path = value;
		a->db_given = true;
	} else if (strcmp(arg, "--lang") == 0) {
		if (carddb_lang_by_code(value) < 0)
			return bad(ctx, N_("--lang takes de, nl or en, not"), value);
		a->lang = (enum carddb_lang)carddb_lang_by_code(value);
		i18n_use(value);
	} else if (strcmp(arg, "--set") == 0 || strcmp(arg, "--theme") == 0) {
		/* --theme names the one theme set of a theme-set game: a set too */
		if (a->set_count == (int)(sizeof a->set_keys / sizeof a->set_keys[0]))
			return bad(ctx, N_("too many sets at"), value);
		a->set_keys[a->set_count++] = value;
	} else if (strcmp(arg, "--layout") == 0) {
		/* the board game's island: --option LAYOUT=NAME by its own name */
		char option[80];
		snprintf(option, sizeof option, "LAYOUT=%s", value);
		return parse_option(ctx, "--option", option, a);
	} else if (strcmp(arg, "--option") == 0) {
		const char *eq = strchr(value, '=');
		if (!eq || eq == value)
			return bad(ctx, N_("--option wants NAME=VALUE, not"), value);
		if (s->option_count == GAME_MAX_OPTIONS)
			return bad(ctx, N_("too many options at"), value);
		/* Caught here, not later as a repeated key of the log header. */
		for (int k = 0; k < s->option_count; k++)
			if (strlen(s->options[k].key) == (size_t)(eq - value) &&
			    strncmp(s->options[k].key, value, (size_t)(eq - value)) == 0)
				return bad(ctx, N_("--option given twice for one name:"), value);
		char *copy = strdup(value);
		if (!copy)
			return bad(ctx, N_("out of memory at"), value);
		copy[eq - value] = '\0';
		a->option_copy[s->option_count] = copy;
		s->options[s->option_count].key = copy;
		s->options[s->option_count].value = copy + (eq - value) + 1;
		s->option_count++;
	} else {
		return bad(ctx, N_("unknown option"), arg);
	}
	return 0;
}

static bool takes_value(const char *arg)
{
	static const char *const with_value[] = {
		"--seat", "--players", "--seed", "--log", "--db", "--lang", "--set", "--theme", "--option",
		"--max-turns", "--layout", "--threads", "--offers", NULL,
	};
	for (size_t i = 0; with_value[i]; i++)
		if (strcmp(arg, with_value[i]) == 0)
			return true;
	return cmd_short_seat(arg) > 0;
}

static int parse_args(const struct cmd_context *ctx, int argc, char **argv, struct play_args *a)
{
	a->setup.player_count = 2;
	a->lang = ctx->lang;
	a->max_turns = CMD_MAX_TURNS_DEFAULT;
	a->threads = ctx->threads;
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i];
		if (strcmp(arg, "--sandbox") == 0) {
			a->setup.sandbox = true;
		} else if (arg[0] != '-') {
			if (a->game)
				return bad(ctx, N_("unexpected argument"), arg);
			a->game = arg;
		} else if (!takes_value(arg)) {
			return bad(ctx, N_("unknown option"), arg);
		} else if (i + 1 >= argc) {
			return bad(ctx, N_("missing value after"), arg);
		} else if (parse_option(ctx, arg, argv[++i], a) != 0) {
			return -1;
		}
	}
	if (!a->game) {
		fprintf(ctx->err, _("catan play: missing GAME\n"));
		return -1;
	}
	for (int seat = 1; seat <= GAME_MAX_PLAYERS; seat++) {
		if (seat > a->setup.player_count && a->kinds[seat - 1]) {
			fprintf(ctx->err, _("catan play: seat %d, but %d players\n"), seat,
			        a->setup.player_count);
			return -1;
		}
		if (!a->kinds[seat - 1])
			a->kinds[seat - 1] = seat == 1 ? "human" : "normal";
	}
	if (!a->seeded)
		a->setup.seed = rng_fresh_seed();
	return 0;
}

/* The base sets of the game are always in play; --set adds theme sets. */
static int choose_sets(const struct cmd_context *ctx, const struct carddb *db,
                       struct play_args *a)
{
	struct match_setup *s = &a->setup;
	int game = carddb_game_by_key(a->game);
	int cap = (int)(sizeof s->sets / sizeof s->sets[0]);
	for (size_t i = 0; game >= 0 && i < db->set_count && s->set_count < cap; i++)
		if ((int)db->sets[i].game == game && db->sets[i].base)
			s->sets[s->set_count++] = (int)i;
	for (int i = 0; i < a->set_count; i++) {
		int set = carddb_set_by_key(db, a->set_keys[i]);
		if (set < 0 || (game >= 0 && (int)db->sets[set].game != game)) {
			fprintf(ctx->err, _("catan play: no set '%s' of %s; the sets are:"), a->set_keys[i],
			        a->game);
			for (size_t k = 0; k < db->set_count; k++)
				if (game < 0 || (int)db->sets[k].game == game)
					fprintf(ctx->err, " %s", db->sets[k].key);
			fprintf(ctx->err, "\n");
			return -1;
		}
		bool have = false;
		for (int k = 0; k < s->set_count; k++)
			have |= s->sets[k] == set;
		if (!have && s->set_count < cap)
			s->sets[s->set_count++] = set;
	}
	return 0;
}

static void list_games(FILE *out)
{
	fputs(_("the games are:"), out);
	for (size_t i = 0; game_table[i]; i++)
		fprintf(out, " %s", game_table[i]->key);
	fprintf(out, "%s\n", game_table[0] ? "" : _(" (none yet)"));
}

static int play(const struct cmd_context *ctx, struct play_args *a)
{
	const struct game_rules *rules = game_find(a->game);
	if (!rules) {
		fprintf(ctx->err, _("catan play: no game '%s'; "), a->game);
		list_games(ctx->err);
		return EXIT_FAILURE_;
	}
	struct cmd_context local = *ctx;
	local.lang = a->lang;
	local.threads = a->threads;
	local.offers_off = a->offers_off;
	if (a->db_given)
		local.db_path = a->db_path;
	struct carddb *db = cmd_load_cards(&local);
	if (!db)
		return EXIT_BAD_INPUT;
	if (cmd_check_playable(&local, rules, db) != 0) {
		carddb_free(db);
		return EXIT_BAD_INPUT;
	}
	int status = EXIT_FAILURE_;
	struct strbuf why = STRBUF_INIT;
	struct match *m = NULL;
	if (choose_sets(ctx, db, a) == 0 &&
	    !(m = match_new(rules, db, &a->setup, a->kinds, &why)))
		fprintf(ctx->err, "catan play: %s", strbuf_str(&why));
	if (m && match_log_create(m, a->log_path, &why) != 0)
		fprintf(ctx->err, _("catan play: cannot write the game log: %s\n"), strbuf_str(&why));
	else if (m) {
		fprintf(ctx->err, _("catan: the game log is %s\n"), m->log.path);
		status = cmd_run_console(&local, m, CONSOLE_PLAY, CMD_VIEWER_DEFAULT, a->lang, NULL,
		                         a->max_turns);
	}
	match_free(m);
	strbuf_free(&why);
	carddb_free(db);
	return status;
}

static int play_run(const struct cmd_context *ctx, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_play.usage), ctx->out);
			return EXIT_OK;
		}
	}
	struct play_args a;
	memset(&a, 0, sizeof a);
	int status = EXIT_FAILURE_;
	if (parse_args(ctx, argc, argv, &a) != 0)
		fputs(_(cmd_play.usage), ctx->err);
	else
		status = play(ctx, &a);
	for (int i = 0; i < GAME_MAX_OPTIONS; i++)
		free(a.option_copy[i]);
	return status;
}

const struct cmd cmd_play = {
	.name = "play",
	.summary = N_("play a match at the console"),
	.usage = N_("usage: catan play GAME [--p1 KIND] [--p2 KIND] [--players N] [--seat K=KIND]...\n"
	           "                  [--seed N] [--log FILE] [--set SET]... [--theme SET]\n"
	           "                  [--option NAME=VALUE]... [--max-turns N] [--layout NAME]\n"
	           "                  [--threads N] [--offers on|off] [--sandbox] [--lang de|nl|en]\n"
	           "                  [--db FILE]\n"
	           "\n"
	           "Starts a match of GAME (principality: the two-player card game) at the console.\n"
	           "Every move is written to a game log as it is made; catan resume LOG continues\n"
	           "a match that was left.\n"
	           "\n"
	           "  --p1 KIND, --p2 KIND  who plays seat 1, seat 2 (--pK: seat K): human, easy\n"
	           "                        (random), normal (greedy), hard (search, 1 s a\n"
	           "                        decision), expert (search, 5 s), search:N (N playouts\n"
	           "                        a decision), search:Ts (T seconds, e.g. search:2.5s),\n"
	           "                        either on K threads with /K (search:2.5s/2) or\n"
	           "                        uniform (any legal action); default human in\n"
	           "                        seat 1, normal elsewhere\n"
	           "  --players N           the number of players (default 2); the board game is\n"
	           "                        for 3 or 4, and with 2 plays its two-player variant\n"
	           "                        (neutral colours, trade tokens, two rolls a turn)\n"
	           "  --seat K=KIND         who plays seat K\n"
	           "  --seed N              seed of the match's dice and shuffles (default: fresh)\n"
	           "  --log FILE            write the log to FILE (default: a new file in\n"
	           "                        $XDG_STATE_HOME/catan/games)\n"
	           "  --set SET             put a theme set into play (repeatable); the board\n"
	           "                        game's cities is Cities & Knights\n"
	           "  --theme SET           play the base game with one theme set (principality:\n"
	           "                        science or knights), as --set SET\n"
	           "  --option NAME=VALUE   set a rule option (repeatable; catan cards list shows\n"
	           "                        the sets, catan(6) the options)\n"
	           "  --layout NAME         the board game's island: variable, random, beginner\n"
	           "                        (as --option LAYOUT=NAME)\n"
	           "  --max-turns N         stop the match after N turns, without a winner (0:\n"
	           "                        never; default 1000 when no seat is human, else never)\n"
	           "  --threads N           hard, expert and hint search on N threads (default 1)\n"
	           "  --offers off          decline every trade offer made to a human at once, as\n"
	           "                        the console's offers off does (default on)\n"
	           "  --sandbox             allow set-up commands (give, place, fix the next roll)\n"
	           "                        for trying out cards; they are logged like moves\n"
	           "  --lang LANG           show card names in German, Dutch or English\n"
	           "  --db FILE             use the card database FILE\n"
	           "\n"
	           "At the console, help lists the commands; anything else is an action.\n"),
	.run = play_run,
};
