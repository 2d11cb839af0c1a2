/*
 * moves: the legal actions, in their canonical texts.
 */
#include "console/console.h"

static void moves_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	if (argc != 1) {
		console_error(c, "usage: moves");
		return;
	}
	size_t count = match_legal(c->match);
	if (count == 0)
		fprintf(c->out, match_current(c->match) < 0 ? "nothing to do: the match is over\n"
		                                            : "nothing is legal now\n");
	for (size_t i = 0; i < count; i++)
		fprintf(c->out, "%s\n", match_legal_text(c->match, i));
	fflush(c->out);
}

const struct console_cmd console_cmd_moves = {
	.name = "moves",
	.args = "",
	.summary = "the legal actions now",
	.help = "Lists every action the player to decide may take now, one per line, in its\n"
	        "canonical text: what the log stores and what typing it does.",
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = moves_exec,
};
