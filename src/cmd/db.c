/*
 * catan db: create, check and dump card databases.
 */
#include "cmd/cmd.h"

#include "core/i18n.h"

#include <string.h>

#include "ai/ai.h"
#include "games/game.h"

static int db_init(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *path = NULL;
	bool force = false;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--force") == 0 || strcmp(argv[i], "-f") == 0)
			force = true;
		else if (argv[i][0] == '-' || path) {
			fprintf(ctx->err, _("catan db init: unexpected argument '%s'\n%s"), argv[i], _(cmd_db.usage));
			return EXIT_FAILURE_;
		} else
			path = argv[i];
	}
	if (!path) {
		fprintf(ctx->err, _("catan db init: missing FILE\n%s"), _(cmd_db.usage));
		return EXIT_FAILURE_;
	}
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = carddb_write_default(path, force, &diags);
	diag_list_print(&diags, ctx->err);
	diag_list_free(&diags);
	if (rc == 0)
		fprintf(ctx->out, _("wrote the built-in card database to %s\n"), path);
	return rc == 0 ? EXIT_OK : EXIT_FAILURE_;
}

/* check and dump take at most one FILE, defaulting to the context's. */
static int one_optional_file(const struct cmd_context *ctx, const char *verb, int argc,
                             char **argv, const char **path)
{
	*path = ctx->db_path;
	if (argc > 1 || (argc == 1 && argv[0][0] == '-')) {
		fprintf(ctx->err, _("catan db %s: unexpected argument '%s'\n%s"), verb,
		        argv[argc > 1 ? 1 : 0], _(cmd_db.usage));
		return 0;
	}
	if (argc == 1)
		*path = argv[0];
	return 1;
}

static int db_check(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *path;
	if (!one_optional_file(ctx, "check", argc, argv, &path))
		return EXIT_FAILURE_;
	struct diag_list diags = DIAG_LIST_INIT;
	struct carddb *db = carddb_load(path, &diags);
	size_t problems = diag_list_total(&diags);
	diag_list_print(&diags, ctx->err);
	diag_list_free(&diags);
	if (db) {
		/* Each row can be right and the whole still unplayable. */
		struct diag_list unplayable = DIAG_LIST_INIT;
		for (size_t i = 0; game_table[i]; i++)
			ai_check_playable(game_table[i], db, &unplayable);
		problems = diag_list_total(&unplayable);
		diag_list_print(&unplayable, ctx->err);
		diag_list_free(&unplayable);
		if (problems) {
			carddb_free(db);
			db = NULL;
		}
	}
	if (!db) {
		fprintf(ctx->err, ngettext("%s: %zu problem\n", "%s: %zu problems\n", problems),
		        carddb_display_name(path), problems);
		return EXIT_BAD_INPUT;
	}
	size_t copies = 0;
	for (size_t i = 0; i < db->card_count; i++)
		copies += (size_t)db->cards[i].count;
	fprintf(ctx->out, _("%s: ok: %zu sets, %zu cards (%zu copies), %zu rule options, digest %016llx\n"),
	        db->source, db->set_count, db->card_count, copies, db->option_count,
	        (unsigned long long)db->digest);
	carddb_free(db);
	return EXIT_OK;
}

static int db_dump(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *path;
	if (!one_optional_file(ctx, "dump", argc, argv, &path))
		return EXIT_FAILURE_;
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = carddb_dump(path, ctx->out, &diags);
	diag_list_print(&diags, ctx->err);
	diag_list_free(&diags);
	return rc == 0 ? EXIT_OK : EXIT_BAD_INPUT;
}

static int db_run(const struct cmd_context *ctx, int argc, char **argv)
{
	if (argc < 1 || cmd_wants_help(argv[0])) {
		fputs(_(cmd_db.usage), argc < 1 ? ctx->err : ctx->out);
		return argc < 1 ? EXIT_FAILURE_ : EXIT_OK;
	}
	for (int i = 1; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_db.usage), ctx->out);
			return EXIT_OK;
		}
	}
	if (strcmp(argv[0], "init") == 0)
		return db_init(ctx, argc - 1, argv + 1);
	if (strcmp(argv[0], "check") == 0)
		return db_check(ctx, argc - 1, argv + 1);
	if (strcmp(argv[0], "dump") == 0)
		return db_dump(ctx, argc - 1, argv + 1);
	fprintf(ctx->err, _("catan db: unknown subcommand '%s'\n%s"), argv[0], _(cmd_db.usage));
	return EXIT_FAILURE_;
}

const struct cmd cmd_db = {
	.name = "db",
	.summary = N_("create, check or dump a card database"),
	.usage = N_("usage: catan db init FILE [--force]\n"
	           "       catan db check [FILE]\n"
	           "       catan db dump [FILE]\n"
	           "\n"
	           "  init FILE   write the built-in card database to FILE, for editing with\n"
	           "              sqlite3; refuses to overwrite an existing FILE unless --force\n"
	           "              is given\n"
	           "  check       validate the database (FILE, else --db, $CATAN_DB or the\n"
	           "              built-in one) and report every problem, also what makes a game\n"
	           "              unplayable (nothing to play with, a set-up that fails, a random\n"
	           "              match that breaks a rule); exit status 2 if there is any\n"
	           "  dump        print SQL that rebuilds the database\n"),
	.run = db_run,
};
