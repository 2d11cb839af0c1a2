/*
 * help [COMMAND]: the console commands, or one of them.
 */
#include "console/console.h"

#include <string.h>

static void help_one(struct console *c, const struct console_cmd *cmd)
{
	fprintf(c->out, "usage: %s%s%s\n%s\n", cmd->name, cmd->args[0] ? " " : "", cmd->args,
	        cmd->help);
}

static void help_exec(struct console *c, int argc, char **argv)
{
	if (argc > 2) {
		console_error(c, "usage: help [COMMAND]");
		return;
	}
	if (argc == 2) {
		const struct console_cmd *cmd = console_cmd_find(c->mode, argv[1]);
		if (!cmd)
			console_error(c, "no command '%s' (help lists them)", argv[1]);
		else
			help_one(c, cmd);
		fflush(c->out);
		return;
	}
	fprintf(c->out, "commands:\n");
	for (size_t i = 0; console_cmd_table[i]; i++) {
		const struct console_cmd *cmd = console_cmd_table[i];
		if (!(cmd->modes & c->mode))
			continue;
		char head[48];
		snprintf(head, sizeof head, "%s%s%s", cmd->name, cmd->args[0] ? " " : "", cmd->args);
		fprintf(c->out, "  %-20s %s\n", head, cmd->summary);
	}
	if (c->mode == CONSOLE_PLAY)
		fprintf(c->out,
		        "anything else is an action: its words as moves lists them, or the unique\n"
		        "start of each word; cards by any of their names (German, Dutch, English),\n"
		        "with '-' or quotes for the blanks%s\n",
		        c->match->setup.sandbox ? ";\nin this sandbox match also set-up commands" : "");
	fflush(c->out);
}

const struct console_cmd console_cmd_help = {
	.name = "help",
	.args = "[COMMAND]",
	.summary = "the commands, or what one does",
	.help = "Lists the console commands, or explains COMMAND.",
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = help_exec,
};
