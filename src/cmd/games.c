/*
 * catan games: the matches in the game log directory, and what became of
 * each.
 */
#include "cmd/cmd.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "match/match.h"
#include "core/i18n.h"

static void state_text(const struct match_log_summary *s, char *out, size_t size)
{
	switch (s->state) {
	case MATCH_LOG_OVER:
		if (s->winner >= 0)
			snprintf(out, size, _("over, player %d won (turn %d)"), s->winner + 1, s->turn);
		else
			snprintf(out, size, _("over, nobody won (turn %d)"), s->turn);
		break;
	case MATCH_LOG_UNFINISHED:
		snprintf(out, size, _("unfinished, turn %d"), s->turn);
		break;
	default:
		snprintf(out, size, _("does not replay: %s"), s->why);
		break;
	}
}

static int list_games(const struct cmd_context *ctx, const char *dir, const struct carddb *db)
{
	struct match_log_summary *logs;
	size_t count;
	struct strbuf why = STRBUF_INIT;
	if (match_list_logs(dir, db, &logs, &count, &why) != 0) {
		fprintf(ctx->err, _("catan games: %s\n"), strbuf_str(&why));
		strbuf_free(&why);
		return EXIT_FAILURE_;
	}
	strbuf_free(&why);
	if (count == 0)
		fprintf(ctx->out, _("no game logs in %s\n"), dir);
	else
		fprintf(ctx->out, _("game logs in %s:\n%-16s  %-12s  %-14s  %s\n"), dir, _("LAST MOVE"),
		        _("GAME"), _("PLAYERS"), _("STATE"));
	for (size_t i = 0; i < count; i++) {
		const struct match_log_summary *s = &logs[i];
		char when[32] = "?", state[320];
		struct tm tm;
		if (localtime_r(&s->mtime, &tm))
			strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
		state_text(s, state, sizeof state);
		const char *name = strrchr(s->path, '/');
		fprintf(ctx->out, "%-16s  %-12s  %-14s  %s\n    %s\n", when, s->game, s->players, state,
		        name ? name + 1 : s->path);
	}
	free(logs);
	return EXIT_OK;
}

static int games_run(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *dir = NULL;
	struct cmd_context local = *ctx;
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_games.usage), ctx->out);
			return EXIT_OK;
		}
		if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
			dir = argv[++i];
		} else if (strcmp(argv[i], "--db") == 0 && i + 1 < argc) {
			local.db_path = argv[++i];
		} else {
			fprintf(ctx->err, _("catan games: unexpected argument '%s'\n%s"), argv[i], _(cmd_games.usage));
			return EXIT_FAILURE_;
		}
	}
	struct strbuf default_dir = STRBUF_INIT;
	if (!dir && gamelog_default_dir(&default_dir) != 0) {
		fprintf(ctx->err, _("catan games: no directory for game logs: set XDG_STATE_HOME or HOME\n"));
		strbuf_free(&default_dir);
		return EXIT_FAILURE_;
	}
	if (!dir)
		dir = strbuf_str(&default_dir);
	struct carddb *db = cmd_load_cards(&local);
	int status = db ? list_games(&local, dir, db) : EXIT_BAD_INPUT;
	carddb_free(db);
	strbuf_free(&default_dir);
	return status;
}

const struct cmd cmd_games = {
	.name = "games",
	.summary = N_("list the logged matches: when, game, players, over or unfinished"),
	.usage = N_("usage: catan games [--dir DIR] [--db FILE]\n"
	           "\n"
	           "Lists the game logs in the directory catan play writes them to, oldest\n"
	           "first: when the last move was made, the game, the players, and what became\n"
	           "of the match (over and who won, unfinished and where, or why its log does\n"
	           "not replay), then the log's file name. catan resume without a LOG continues\n"
	           "the most recent unfinished one.\n"
	           "\n"
	           "  --dir DIR   list the logs in DIR (default: $XDG_STATE_HOME/catan/games)\n"
	           "  --db FILE   use the card database FILE (the one the logs were played with)\n"),
	.run = games_run,
};
