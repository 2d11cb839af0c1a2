/*
 * back [N]: step back one move, or N.
 */
#include "console/console.h"

#include <stdlib.h>
#include "core/i18n.h"

static void back_exec(struct console *c, int argc, char **argv)
{
	char *end = NULL;
	long n = argc == 2 ? strtol(argv[1], &end, 10) : 1;
	if (argc > 2 || (end && (*end || end == argv[1])) || n < 1) {
		console_error(c, _("usage: back [N], N a number of moves from 1"));
		return;
	}
	struct match *m = c->match;
	if (m->at == 0) {
		console_error(c, _("at the start: no move to take back"));
		return;
	}
	console_step_to(c, (size_t)n < m->at ? m->at - (size_t)n : 0);
}

const struct console_cmd console_cmd_back = {
	.name = "back",
	.args = "[N]",
	.summary = N_("step back a move (or N)"),
	.help = N_("Takes back the last move replayed, or the last N."),
	.modes = CONSOLE_REPLAY,
	.exec = back_exec,
};
