/*
 * catan resume: replay a game log and play on, appending to it.
 */
#include "cmd/cmd.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "console/console.h"
#include "match/match.h"
#include "core/i18n.h"

static int resume_run(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *path = NULL;
	int max_turns = CMD_MAX_TURNS_DEFAULT;
	struct cmd_context local = *ctx;
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_resume.usage), ctx->out);
			return EXIT_OK;
		}
		if (strcmp(argv[i], "--db") == 0 && i + 1 < argc) {
			local.db_path = argv[++i];
		} else if (strcmp(argv[i], "--max-turns") == 0 && i + 1 < argc) {
			if (cmd_parse_max_turns(ctx, "resume", argv[++i], &max_turns) != 0)
				return EXIT_FAILURE_;
		} else if (strcmp(argv[i], "--offers") == 0 && i + 1 < argc) {
			if (cmd_parse_offers(ctx, "resume", argv[++i], &local.offers_off) != 0)
				return EXIT_FAILURE_;
		} else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
			if (cmd_parse_threads(ctx, "resume", argv[++i], &local.threads) != 0)
				return EXIT_FAILURE_;
		} else if (argv[i][0] == '-' || path) {
			fprintf(ctx->err, _("catan resume: unexpected argument '%s'\n%s"), argv[i],
			        _(cmd_resume.usage));
			return EXIT_FAILURE_;
		} else {
			path = argv[i];
		}
	}
	struct stat st;
	if (path && stat(path, &st) != 0) {
		fprintf(ctx->err, _("catan resume: no game log %s (catan games lists them)\n"), path);
		return EXIT_BAD_INPUT;
	}
	struct carddb *db = cmd_load_cards(&local);
	if (!db)
		return EXIT_BAD_INPUT;
	struct match *m = NULL;
	struct strbuf why = STRBUF_INIT, note = STRBUF_INIT, latest = STRBUF_INIT;
	if (!path) {
		if (cmd_latest_unfinished(&local, db, &latest) != 0) {
			strbuf_free(&latest);
			carddb_free(db);
			return EXIT_FAILURE_;
		}
		path = strbuf_str(&latest);
		fprintf(ctx->err, _("catan: resuming %s\n"), path);
	}
	int status = EXIT_OK;
	int rc = match_resume(&m, NULL, db, path, &why, &note);
	if (rc != 0 && m) {
		fprintf(ctx->err, _("%s\ncatan resume: the log does not replay to its end; "
		        "catan replay %s shows where it stops\n"), strbuf_str(&why), path);
		status = EXIT_BAD_INPUT;
	} else if (rc == -2) {
		fprintf(ctx->err, _("catan resume: %s\n"), strbuf_str(&why));
		status = EXIT_FAILURE_;
	} else if (rc != 0) {
		fprintf(ctx->err, _("%s\ncatan resume: the log does not replay to its end; "
		        "catan replay %s shows where it stops\n"), strbuf_str(&why), path);
		status = EXIT_BAD_INPUT;
	} else {
		if (note.len)
			fprintf(ctx->err, "catan resume: %s\n", strbuf_str(&note));
		char banner[600];
		snprintf(banner, sizeof banner, _("%s: %zu moves replayed"), path, m->move_count);
		status = cmd_run_console(&local, m, CONSOLE_PLAY, CMD_VIEWER_DEFAULT, ctx->lang, banner,
		                         max_turns);
	}
	match_free(m);
	strbuf_free(&why);
	strbuf_free(&latest);
	strbuf_free(&note);
	carddb_free(db);
	return status;
}

int cmd_latest_unfinished(const struct cmd_context *ctx, const struct carddb *db,
                          struct strbuf *path)
{
	struct strbuf dir = STRBUF_INIT, why = STRBUF_INIT;
	struct match_log_summary *logs = NULL;
	size_t count = 0;
	int rc = -1;
	if (gamelog_default_dir(&dir) != 0)
		fprintf(ctx->err, _("catan resume: no directory for game logs: set XDG_STATE_HOME or "
		                  "HOME, or name a LOG\n"));
	else if (match_list_logs(strbuf_str(&dir), db, &logs, &count, &why) != 0)
		fprintf(ctx->err, _("catan resume: no game logs: %s\n"), strbuf_str(&why));
	/* the list is oldest first: the most recent unfinished is the last */
	for (size_t i = count; rc != 0 && i-- > 0;) {
		if (logs[i].state == MATCH_LOG_UNFINISHED) {
			strbuf_puts(path, logs[i].path);
			rc = 0;
		}
	}
	if (rc != 0 && count > 0)
		fprintf(ctx->err, _("catan resume: no unfinished match in %s (catan games lists the "
		                  "logs there)\n"), strbuf_str(&dir));
	else if (rc != 0 && !why.len && dir.len)
		fprintf(ctx->err, _("catan resume: no game logs in %s\n"), strbuf_str(&dir));
	free(logs);
	strbuf_free(&dir);
	strbuf_free(&why);
	return rc;
}

const struct cmd cmd_resume = {
	.name = "resume",
	.summary = N_("continue a match from its game log"),
	.usage = N_("usage: catan resume [LOG] [--max-turns N] [--threads N] [--offers on|off]\n"
	           "                    [--db FILE]\n"
	           "\n"
	           "Replays the game log LOG and continues the match at the console, with the\n"
	           "players the log names, appending the new moves to LOG. Without LOG, the most\n"
	           "recent unfinished match in the game log directory (catan games lists them).\n"
	           "A log that does not replay to its end is refused (exit status 2): catan\n"
	           "replay LOG shows where it stops.\n"
	           "\n"
	           "  --max-turns N  stop the match after turn N, without a winner (0: never;\n"
	           "                 default 1000 when no seat is human, else never)\n"
	           "  --threads N    the search players (hard, expert, search:..., hint) search\n"
	           "                 on N threads (default 1)\n"
	           "  --offers off   decline every trade offer made to a human at once (default on)\n"
	           "  --db FILE      use the card database FILE (the one the log was played with)\n"),
	.run = resume_run,
};
