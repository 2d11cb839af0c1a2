/*
 * quit: leave the console. Every move is in the log already.
 */
#include "console/console.h"
#include "core/i18n.h"

static void quit_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	/* as every other command: a word more is a mistake, not a yes */
	if (argc > 1) {
		console_error(c, _("usage: quit"));
		return;
	}
	c->quit = true;
}

const struct console_cmd console_cmd_quit = {
	.name = "quit",
	.args = "",
	.summary = N_("leave (the match stays in its log)"),
	.help = N_("Leaves the console. Every move was written to the game log as it was made,\n"
	        "so catan resume LOG continues the match later."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = quit_exec,
};
