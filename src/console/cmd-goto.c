/*
 * goto TURN|start|end: jump to the start of a turn.
 */
#include "console/console.h"

#include <stdlib.h>
#include <string.h>
#include "core/i18n.h"

static void goto_exec(struct console *c, int argc, char **argv)
{
	struct match *m = c->match;
	char *end = NULL;
	long turn = argc == 2 ? strtol(argv[1], &end, 10) : 0;
	bool word = argc == 2 && (strcmp(argv[1], "start") == 0 || strcmp(argv[1], "end") == 0);
	if (argc != 2 || (!word && (*end || end == argv[1] || turn < 1))) {
		console_error(c, _("usage: goto TURN|start|end, TURN a turn number from 1"));
		return;
	}
	size_t step = 0;
	if (word && argv[1][0] == 'e') {
		step = m->move_count;
	} else if (!word) {
		/* The first move at which the turn has come: turns only grow. */
		if (match_goto(m, 0) == 0)
			while (m->at < m->move_count && m->rules->turn(m->state) < turn &&
			       match_goto(m, m->at + 1) == 0)
				;
		step = m->at;
		if (m->rules->turn(m->state) < turn)
			console_error(c, _("the log ends in turn %d"), m->rules->turn(m->state));
	}
	match_goto(m, step);
	console_step_to(c, step);
}

const struct console_cmd console_cmd_goto = {
	.name = "goto",
	.args = N_("TURN|start|end"),
	.summary = N_("jump to the start of a turn"),
	.help = N_("Moves the replay to the first move of turn TURN (turns count every player's\n"
	        "turn, from 1), to the start of the match, or to the end of the log."),
	.modes = CONSOLE_REPLAY,
	.exec = goto_exec,
};
