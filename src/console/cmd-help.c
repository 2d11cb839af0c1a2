/*
 * help [COMMAND]: the console commands, or one of them.
 */
#include "console/console.h"

#include <string.h>
#include "core/i18n.h"
#include "core/text.h"

/* A command's arguments as the reader's language names them: "[BEFEHL]". */
static const char *args_of(const struct console_cmd *cmd)
{
	return cmd->args[0] ? _(cmd->args) : "";
}

static void help_one(struct console *c, const struct console_cmd *cmd)
{
	fprintf(c->out, _("usage: %s%s%s\n%s\n"), cmd->name, cmd->args[0] ? " " : "", args_of(cmd),
	        _(cmd->help));
}

/* The game's sandbox commands, in a sandbox match; NULL elsewhere. */
static const char *sandbox_help(const struct console *c)
{
	if (c->mode != CONSOLE_PLAY || !c->match->setup.sandbox)
		return NULL;
	const char *help = c->match->rules->sandbox_help;
	return help ? _(help) : NULL;
}

/* Where the text of the sandbox entry at line starts: after the first run
 * of two blanks in its first line, or, where its words fill the column to
 * one blank ("place SEAT metropolis N T the ..."), at the indent of the
 * line that goes on with it; the line's length when neither says. */
static size_t entry_column(const char *line)
{
	size_t len = strcspn(line, "\n");
	const char *gap = strstr(line, "  ");
	if (gap && gap < line + len)
		return (size_t)(gap - line) + strspn(gap, " ");
	if (line[len] == '\n' && line[len + 1] == ' ') {
		size_t indent = strspn(line + len + 1, " ");
		if (indent < len)
			return indent;
	}
	return len;
}

/* help WORD for a sandbox command: its words, then what it does, from the
 * game's list (a line that starts with blanks goes on with the one
 * before); every entry of the word, as an expansion's form of a command
 * (dice W R [EVENT]) follows the base game's. Returns false when word
 * names none. */
static bool help_sandbox_one(struct console *c, const char *word)
{
	size_t len = strlen(word);
	bool found = false;
	for (const char *line = sandbox_help(c); line && *line; line += strcspn(line, "\n") + 1) {
		if (strncmp(line, word, len) != 0 || (line[len] != ' ' && line[len] != '\n'))
			continue;
		size_t words = entry_column(line);
		while (words > 0 && line[words - 1] == ' ')
			words--;
		fprintf(c->out, _("usage: %.*s\n"), (int)words, line);
		/* what it does: the rest of the line and of the lines that go on */
		const char *what = line + words;
		for (;;) {
			what += strspn(what, " ");
			size_t n = strcspn(what, "\n");
			if (n)
				fprintf(c->out, "%.*s\n", (int)n, what);
			what += n;
			if (what[0] != '\n' || what[1] != ' ')
				break;
			what++;
		}
		found = true;
	}
	if (found)
		fputs(_("A set-up command of this sandbox match, logged like a move.\n"), c->out);
	return found;
}

/* A command of the game's sandbox help, its lines (a line that starts with
 * a blank continues the one before) joined and wrapped under its text to
 * the table's width: "  give PLAYER RESOURCE N   put N ...". Returns
 * where the next command starts. */
static const char *sandbox_entry(struct console *c, const char *line)
{
	struct strbuf text = STRBUF_INIT, wrapped = STRBUF_INIT, indent = STRBUF_INIT;
	const char *start = line;
	size_t len = strcspn(line, "\n");
	strbuf_printf(&text, "  %.*s", (int)len, line);
	line += len + (line[len] == '\n');
	while (*line == ' ') {
		line += strspn(line, " ");
		len = strcspn(line, "\n");
		strbuf_printf(&text, " %.*s", (int)len, line);
		line += len + (line[len] == '\n');
	}
	size_t column = 2 + entry_column(start);
	for (size_t i = 0; i < column && i < 40; i++)
		strbuf_putc(&indent, ' ');
	text_wrap(&wrapped, strbuf_str(&text), console_width(c) - 1, strbuf_str(&indent));
	fprintf(c->out, "%s\n", strbuf_str(&wrapped));
	strbuf_free(&text);
	strbuf_free(&wrapped);
	strbuf_free(&indent);
	return line;
}

static void help_exec(struct console *c, int argc, char **argv)
{
	if (argc > 2) {
		console_error(c, _("usage: help [COMMAND]"));
		return;
	}
	if (argc == 2) {
		const struct console_cmd *cmd = console_cmd_find(c->mode, argv[1]);
		if (cmd)
			help_one(c, cmd);
		else if (!help_sandbox_one(c, argv[1]))
			console_error(c, _("no command '%s' (help lists them)"), argv[1]);
		fflush(c->out);
		return;
	}
	fprintf(c->out, _("commands:\n"));
	for (size_t i = 0; console_cmd_table[i]; i++) {
		const struct console_cmd *cmd = console_cmd_table[i];
		if (!(cmd->modes & c->mode))
			continue;
		char head[48];
		snprintf(head, sizeof head, "%s%s%s", cmd->name, cmd->args[0] ? " " : "", args_of(cmd));
		fprintf(c->out, "  %-20s %s\n", head, _(cmd->summary));
	}
	if (c->mode == CONSOLE_PLAY)
		fprintf(c->out,
		        _("anything else is an action: its words as moves lists them, or the unique\n"
		          "start of each word; cards by any of their names (German, Dutch, English),\n"
		          "with '-' or quotes for the blanks%s\n"),
		        sandbox_help(c) ? _(";\nin this sandbox match also these set-up commands,"
		                            " logged like moves:")
		                        : "");
	for (const char *line = sandbox_help(c); line && *line;)
		line = sandbox_entry(c, line);
	if (sandbox_help(c))
		fputs(_("their cards and resources named as in actions; a gift of 0 is refused\n"), c->out);
	if (c->mode == CONSOLE_PLAY && c->match->rules->steps_help) {
		fputs(_("and shorthands for several actions in a row, each logged as a move:\n"),
		      c->out);
		for (const char *line = _(c->match->rules->steps_help); *line;
		     line += strcspn(line, "\n") + 1)
			fprintf(c->out, "  %.*s\n", (int)strcspn(line, "\n"), line);
	}
	fflush(c->out);
}

const struct console_cmd console_cmd_help = {
	.name = "help",
	.args = N_("[COMMAND]"),
	.summary = N_("the commands, or what one does"),
	.help = N_("Lists the console commands, or explains COMMAND."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = help_exec,
};
