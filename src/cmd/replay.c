/*
 * catan replay: step through a game log, or print where it ends as JSON.
 */
#include "cmd/cmd.h"

#include "core/i18n.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/json.h"
#include "match/match.h"

struct replay_args {
	const char *path;
	const char *as;
	const char *db_path;
	bool json;
};

static int parse_args(const struct cmd_context *ctx, int argc, char **argv,
                      struct replay_args *a)
{
	for (int i = 0; i < argc; i++) {
		const char *arg = argv[i];
		const char **slot = strcmp(arg, "--as") == 0 ? &a->as
		                  : strcmp(arg, "--db") == 0 ? &a->db_path : NULL;
		if (strcmp(arg, "--json") == 0) {
			a->json = true;
		} else if (slot && i + 1 < argc) {
			*slot = argv[++i];
		} else if (arg[0] == '-' || a->path) {
			fprintf(ctx->err, _("catan replay: %s '%s'\n%s"),
			        slot ? "missing value after" : arg[0] == '-' ? "unknown option"
			                                                      : "unexpected argument",
			        arg, _(cmd_replay.usage));
			return -1;
		} else {
			a->path = arg;
		}
	}
	if (!a->path) {
		fprintf(ctx->err, _("catan replay: missing LOG\n%s"), _(cmd_replay.usage));
		return -1;
	}
	return 0;
}

/* --as: a seat of this match, or all. */
static int viewer_of(const struct cmd_context *ctx, const struct match *m, const char *as,
                     int *viewer)
{
	*viewer = -1;
	if (!as || strcmp(as, "all") == 0)
		return 0;
	char *end;
	long seat = strtol(as, &end, 10);
	if (end == as || *end || seat < 1 || seat > m->setup.player_count) {
		fprintf(ctx->err, _("catan replay: --as wants a seat from 1 to %d or all, not '%s'\n"),
		        m->setup.player_count, as);
		return -1;
	}
	*viewer = (int)seat - 1;
	return 0;
}

static int print_json(const struct cmd_context *ctx, const struct match *m, int viewer)
{
	struct strbuf text = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &text, 0);
	m->rules->write_json(m->state, viewer, &w);
	int rc = json_finish(&w);
	if (rc == 0)
		fprintf(ctx->out, "%s\n", strbuf_str(&text));
	else
		fprintf(ctx->err, _("catan replay: the %s game wrote no valid JSON\n"), m->rules->key);
	strbuf_free(&text);
	return rc;
}

static int replay_run(const struct cmd_context *ctx, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_replay.usage), ctx->out);
			return EXIT_OK;
		}
	}
	struct replay_args a = { NULL, NULL, NULL, false };
	if (parse_args(ctx, argc, argv, &a) != 0)
		return EXIT_FAILURE_;
	struct cmd_context local = *ctx;
	if (a.db_path)
		local.db_path = a.db_path;
	struct carddb *db = cmd_load_cards(&local);
	if (!db)
		return EXIT_BAD_INPUT;
	struct match *m;
	struct strbuf why = STRBUF_INIT;
	int rc = match_replay(&m, NULL, db, a.path, &why);
	int status = rc == 0 ? EXIT_OK : EXIT_BAD_INPUT;
	if (rc != 0)
		fprintf(ctx->err, "%s\n", strbuf_str(&why));
	int viewer;
	if (m && viewer_of(ctx, m, a.as, &viewer) != 0) {
		status = EXIT_FAILURE_;
	} else if (m && a.json) {
		if (print_json(ctx, m, viewer) != 0)
			status = EXIT_FAILURE_;
	} else if (m) {
		match_goto(m, 0);
		char banner[600];
		snprintf(banner, sizeof banner,
		         ngettext("%s: %zu move; next, back, goto TURN, help",
		                  "%s: %zu moves; next, back, goto TURN, help", m->move_count),
		         a.path, m->move_count);
		if (cmd_run_console(ctx, m, CONSOLE_REPLAY, viewer, ctx->lang, banner,
		                    CMD_MAX_TURNS_DEFAULT) != EXIT_OK)
			status = EXIT_FAILURE_;
	}
	match_free(m);
	strbuf_free(&why);
	carddb_free(db);
	return status;
}

const struct cmd cmd_replay = {
	.name = "replay",
	.summary = N_("step through a game log"),
	.usage = N_("usage: catan replay LOG [--json] [--as PLAYER|--as all] [--db FILE]\n"
	           "\n"
	           "Replays the game log LOG from its seed and its moves. A log that does not\n"
	           "replay -- written by another version of catan or with another card database,\n"
	           "truncated, or edited -- is reported with the line and the reason, and exit\n"
	           "status 2; the moves before that line can still be stepped through.\n"
	           "\n"
	           "Commands, from the terminal or from standard input: next [N], back [N],\n"
	           "goto TURN|start|end, show, moves, state [--json], log, help, quit.\n"
	           "\n"
	           "  --json          print the match at the end of the log as one JSON object\n"
	           "                  and exit\n"
	           "  --as PLAYER     show the match as seat PLAYER sees it (default: all, every\n"
	           "                  hidden card shown)\n"
	           "  --db FILE       use the card database FILE (the one the log was played with)\n"),
	.run = replay_run,
};
