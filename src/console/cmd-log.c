/*
 * log: the moves so far, as the log file has them.
 */
#include "console/console.h"

static void log_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	if (argc != 1) {
		console_error(c, "usage: log");
		return;
	}
	const struct match *m = c->match;
	for (size_t i = 0; i < m->at; i++)
		fprintf(c->out, "%d: %s\n", m->moves[i].player + 1, m->moves[i].text);
	if (m->at == 0)
		fprintf(c->out, "no moves yet\n");
	fflush(c->out);
}

const struct console_cmd console_cmd_log = {
	.name = "log",
	.args = "",
	.summary = "the moves so far",
	.help = "Lists the moves made so far, one per line as the game log stores them:\n"
	        "the player's seat, a colon, and the action's canonical text.",
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = log_exec,
};
