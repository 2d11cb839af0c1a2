/*
 * log [N]: the moves so far, or the last N, numbered as next numbers them.
 */
#include <stdlib.h>

#include "console/console.h"
#include "core/i18n.h"

static void log_exec(struct console *c, int argc, char **argv)
{
	char *end = NULL;
	long n = argc == 2 ? strtol(argv[1], &end, 10) : -1;
	if (argc > 2 || (end && (*end || end == argv[1] || n < 1))) {
		console_error(c, _("usage: log [N], N a number of moves from 1"));
		return;
	}
	const struct match *m = c->match;
	size_t from = n > 0 && (size_t)n < m->at ? m->at - (size_t)n : 0;
	for (size_t i = from; i < m->at; i++)
		console_report_numbered(c, i);
	if (m->at == 0)
		fprintf(c->out, _("no moves yet\n"));
	fflush(c->out);
}

const struct console_cmd console_cmd_log = {
	.name = "log",
	.args = "[N]",
	.summary = N_("the moves so far (or the last N)"),
	.help = N_("Lists the moves made so far, or the last N, one per line: the move's number\n"
	        "(as next numbers it in a replay), the player, and the action's canonical\n"
	        "text as the game log stores it."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = log_exec,
};
