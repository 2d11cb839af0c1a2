/*
 * next [N]: replay the next move, or the next N.
 */
#include "console/console.h"

#include <stdlib.h>
#include "core/i18n.h"

static void next_exec(struct console *c, int argc, char **argv)
{
	char *end = NULL;
	long n = argc == 2 ? strtol(argv[1], &end, 10) : 1;
	if (argc > 2 || (end && (*end || end == argv[1])) || n < 1) {
		console_error(c, _("usage: next [N], N a number of moves from 1"));
		return;
	}
	struct match *m = c->match;
	if (m->at == m->move_count) {
		console_error(c, _("at the end: move %zu of %zu"), m->at, m->move_count);
		return;
	}
	size_t left = m->move_count - m->at;
	console_step_to(c, m->at + ((size_t)n < left ? (size_t)n : left));
}

const struct console_cmd console_cmd_next = {
	.name = "next",
	.args = "[N]",
	.summary = N_("replay the next move (or N)"),
	.help = N_("Applies the next move of the log, or the next N, and prints each."),
	.modes = CONSOLE_REPLAY,
	.exec = next_exec,
};
