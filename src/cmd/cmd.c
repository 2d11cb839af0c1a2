/*
 * The command table and what commands share.
 */
#include "cmd/cmd.h"

#include "ai/ai.h"

#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "match/match.h"
#include "core/i18n.h"

const struct cmd *const cmd_table[] = {
	&cmd_play,
	&cmd_replay,
	&cmd_resume,
	&cmd_games,
	&cmd_cards,
	&cmd_db,
	&cmd_sim,
	&cmd_bench,
	NULL,
};

const struct cmd *cmd_find(const char *name)
{
	for (size_t i = 0; cmd_table[i]; i++)
		if (strcmp(cmd_table[i]->name, name) == 0)
			return cmd_table[i];
	return NULL;
}

void cmd_print_usage(FILE *out)
{
	fputs(_("usage: catan [--db FILE] [--lang de|nl|en] [COMMAND [ARGS]]\n"
	        "       catan --help | --version\n"
	        "\n"
	        "Without a command: a principality duel, you against the computer\n"
	        "(catan play principality).\n"
	        "\n"
	        "commands:\n"), out);
	for (size_t i = 0; cmd_table[i]; i++)
		fprintf(out, "  %-8s %s\n", cmd_table[i]->name, _(cmd_table[i]->summary));
	fputs(_("\n"
	        "options:\n"
	        "  --db FILE        use the card database FILE (default: $CATAN_DB, else built-in)\n"
	        "  --lang LANG      the language of the interface and the card names: German\n"
	        "                   (de), Dutch (nl) or English (en); default: the locale's\n"
	        "  -h, --help       show this help; COMMAND --help shows a command's help\n"
	        "  -V, --version    show the version\n"), out);
}

struct carddb *cmd_load_cards(const struct cmd_context *ctx)
{
	if (ctx->db_path && !ctx->db_path[0]) {
		fprintf(ctx->err, _("catan: --db wants a file name, not an empty one\n"));
		return NULL;
	}
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(ctx->db_path, &diags);
	if (!db)
		diag_list_print(&diags, ctx->err);
	diag_list_free(&diags);
	return db;
}

int cmd_check_playable(const struct cmd_context *ctx, const struct game_rules *rules,
                       const struct carddb *db)
{
	if (!ctx->db_path)
		return 0;
	struct diag_list diags = DIAG_LIST_INIT;
	size_t problems = ai_check_playable(rules, db, &diags);
	diag_list_print(&diags, ctx->err);
	diag_list_free(&diags);
	if (problems)
		fprintf(ctx->err, _("catan: the card database %s cannot be played (catan db check "
		          "names every problem)\n"), ctx->db_path);
	return problems ? -1 : 0;
}

int cmd_wants_help(const char *arg)
{
	return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}

int cmd_short_seat(const char *arg)
{
	if (strncmp(arg, "--p", 3) != 0 || arg[3] < '1' || arg[3] > '0' + GAME_MAX_PLAYERS ||
	    arg[4])
		return 0;
	return arg[3] - '0';
}

int cmd_parse_seat(const char *arg, const char *value, const char **kind)
{
	if (cmd_short_seat(arg)) {
		*kind = value;
		return cmd_short_seat(arg);
	}
	if (strcmp(arg, "--seat") != 0)
		return 0;
	char *end;
	long seat = strtol(value, &end, 10);
	if (end == value || *end != '=' || seat < 1 || seat > GAME_MAX_PLAYERS)
		return -1;
	*kind = end + 1;
	return (int)seat;
}

int cmd_run_console(const struct cmd_context *ctx, struct match *m, int mode, int viewer,
                    enum carddb_lang lang, const char *banner, int max_turns)
{
	struct console c;
	console_init(&c, m, (enum console_mode)mode, stdin, ctx->out, ctx->err);
	c.lang = lang;
	c.threads = ctx->threads;
	c.offers_off = ctx->offers_off;
	if (viewer != CMD_VIEWER_DEFAULT)
		c.viewer = viewer;
	if (max_turns != CMD_MAX_TURNS_DEFAULT)
		c.max_turns = max_turns;
	if (banner && c.interactive)
		fprintf(ctx->out, "%s\n", banner);
	int status = console_run(&c) == 0 ? EXIT_OK : EXIT_FAILURE_;
	console_free(&c);
	return status;
}

int cmd_parse_threads(const struct cmd_context *ctx, const char *command, const char *value,
                      int *out)
{
	char *end;
	long n = strtol(value, &end, 10);
	if (end == value || *end || n < 1 || n > AI_MAX_THREADS) {
		fprintf(ctx->err, _("catan%s%s: --threads wants a number from 1 to %d, not '%s'\n"),
		        *command ? " " : "", command, AI_MAX_THREADS, value);
		return -1;
	}
	*out = (int)n;
	return 0;
}

int cmd_parse_offers(const struct cmd_context *ctx, const char *command, const char *value,
                     bool *off)
{
	if (strcmp(value, "on") != 0 && strcmp(value, "off") != 0) {
		fprintf(ctx->err, _("catan %s: --offers wants on or off, not '%s'\n"), command, value);
		return -1;
	}
	*off = strcmp(value, "off") == 0;
	return 0;
}

int cmd_parse_max_turns(const struct cmd_context *ctx, const char *command, const char *value,
                        int *out)
{
	char *end;
	long n = strtol(value, &end, 10);
	if (end == value || *end || n < 0 || n > 1000000) {
		fprintf(ctx->err, _("catan %s: --max-turns wants a number from 0 to 1000000, not '%s'\n"),
		        command, value);
		return -1;
	}
	*out = (int)n;
	return 0;
}
