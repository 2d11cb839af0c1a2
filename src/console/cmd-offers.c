/*
 * offers: whether the humans at this console see the offers made to them.
 *
 * A computer player of the principality game offers trades often, and a
 * person may not care to answer each. With offers off, the console answers
 * every offer to a human with decline, at once, and reports it like any
 * move: the log holds the answer, so a replay or a resume is the same
 * match. It holds for this session of the match (--offers off of play and
 * resume starts one so). With offers turn, the
 * same until the turn ends: the answer to every offer of a turn at once.
 */
#include <string.h>

#include "console/console.h"
#include "core/i18n.h"

static void offers_exec(struct console *c, int argc, char **argv)
{
	static const char *const words[] = { "on", "off", "turn" };
	int word = -1;
	for (int i = 0; argc == 2 && i < 3; i++)
		if (strcmp(argv[1], words[i]) == 0)
			word = i;
	if (argc > 2 || (argc == 2 && word < 0)) {
		console_error(c, _("usage: offers [on|off|turn]"));
		return;
	}
	const struct match *m = c->match;
	int turn = m->rules->turn(m->state);
	if (word == 0 || word == 1) {
		c->offers_off = word == 1;
		c->offers_turn = -1;
	} else if (word == 2) {
		c->offers_turn = turn;
	}
	if (c->offers_off)
		fputs(_("offers are off: every offer to you is declined at once\n"), c->out);
	else if (c->offers_turn == turn)
		fprintf(c->out, _("offers are off until turn %d ends: every offer to you is declined "
		                  "at once\n"), turn);
	else
		fputs(_("offers are on\n"), c->out);
	fflush(c->out);
}

const struct console_cmd console_cmd_offers = {
	.name = "offers",
	.args = "[on|off|turn]",
	.summary = N_("answer offers yourself, or decline them all"),
	.help = N_("With off, every offer made to a human at this console is declined at once,\n"
	        "and the answer is reported and logged like any move; with turn, every offer\n"
	        "until the turn ends (the one waiting too: answers them all at once); with on\n"
	        "(the start), each offer waits for an answer. Without a word, says which\n"
	        "holds. It holds for the rest of this session (catan play and catan resume\n"
	        "start with it off with --offers off). A computer player does not make\n"
	        "again in the same turn an offer a person declined."),
	.modes = CONSOLE_PLAY,
	.exec = offers_exec,
};
