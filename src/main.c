/*
 * catan: the command line. Parses the global options, then hands the
 * command word and what follows it to the command.
 */
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "cmd/cmd.h"
#include "core/i18n.h"
#include "games/game.h"

/* With no command: a principality duel, human against greedy. Until that
 * game is in the table, the card list and the usage. */
static int run_default(const struct cmd_context *ctx)
{
	if (game_find("principality")) {
		char *play_argv[] = { "principality", NULL };
		return cmd_play.run(ctx, 1, play_argv);
	}
	char *list_argv[] = { "list", NULL };
	int status = cmd_cards.run(ctx, 1, list_argv);
	fputc('\n', ctx->out);
	cmd_print_usage(ctx->out);
	return status;
}

int main(int argc, char **argv)
{
	struct cmd_context ctx = { NULL, LANG_EN, stdout, stderr, 0, false };
	const char *db_option = NULL;
	/* the environment's language, until --lang names another */
	const char *lang = i18n_env_lang();
	if (lang)
		ctx.lang = (enum carddb_lang)carddb_lang_by_code(lang);
	i18n_use(lang ? lang : "en");
	int i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		const char *arg = argv[i];
		if (cmd_wants_help(arg)) {
			cmd_print_usage(stdout);
			return EXIT_OK;
		}
		if (strcmp(arg, "-V") == 0 || strcmp(arg, "--version") == 0) {
			printf(_("catan %s (card database schema %d)\n"), PACKAGE_VERSION, CARDDB_SCHEMA_VERSION);
			return EXIT_OK;
		}
		if ((strcmp(arg, "--db") == 0 || strcmp(arg, "--lang") == 0) && i + 1 < argc) {
			const char *value = argv[++i];
			if (arg[2] == 'd' && !value[0]) {
				/* Not the default: an empty name is a mistake, most likely
				 * an unset shell variable. */
				fputs(_("catan: --db wants a file name, not an empty one\n"), stderr);
				return EXIT_FAILURE_;
			}
			if (arg[2] == 'd')
				db_option = value;
			else if (carddb_lang_by_code(value) >= 0) {
				ctx.lang = (enum carddb_lang)carddb_lang_by_code(value);
				i18n_use(value);
			} else {
				fprintf(stderr, _("catan: --lang takes de, nl or en, not '%s'\n"), value);
				return EXIT_FAILURE_;
			}
			continue;
		}
		if (strcmp(arg, "--threads") == 0 && i + 1 < argc) {
			if (cmd_parse_threads(&ctx, "", argv[++i], &ctx.threads) != 0)
				return EXIT_FAILURE_;
			continue;
		}
		fprintf(stderr, _("catan: unknown option '%s'\n"), arg);
		cmd_print_usage(stderr);
		return EXIT_FAILURE_;
	}
	ctx.db_path = carddb_choose_path(db_option);
	if (i == argc)
		return run_default(&ctx);
	const struct cmd *cmd = cmd_find(argv[i]);
	if (!cmd) {
		fprintf(stderr, _("catan: unknown command '%s'\n"), argv[i]);
		cmd_print_usage(stderr);
		return EXIT_FAILURE_;
	}
	return cmd->run(&ctx, argc - i - 1, argv + i + 1);
}
