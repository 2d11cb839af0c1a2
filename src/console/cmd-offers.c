/*
 * offers: whether the humans at this console see the offers made to them.
 *
 * A computer player of the principality game offers trades often, and a
 * person may not care to answer each. With offers off, the console answers
 * every offer to a human with decline, at once, and reports it like any
 * move: the log holds the answer, so a replay or a resume is the same
 * match. It holds for this session of the match.
 */
#include <string.h>

#include "console/console.h"
#include "core/i18n.h"

static void offers_exec(struct console *c, int argc, char **argv)
{
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "on") != 0 && strcmp(argv[1], "off") != 0)) {
		console_error(c, _("usage: offers [on|off]"));
		return;
	}
	if (argc == 2)
		c->offers_off = strcmp(argv[1], "off") == 0;
	fputs(c->offers_off ? _("offers are off: every offer to you is declined at once\n")
	                    : _("offers are on\n"), c->out);
	fflush(c->out);
}

const struct console_cmd console_cmd_offers = {
	.name = "offers",
	.args = "[on|off]",
	.summary = N_("answer offers yourself, or decline them all"),
	.help = N_("With off, every offer made to a human at this console is declined at once,\n"
	        "and the answer is reported and logged like any move; with on (the start),\n"
	        "each offer waits for an answer. Without a word, says which holds. It holds\n"
	        "for the rest of this session."),
	.modes = CONSOLE_PLAY,
	.exec = offers_exec,
};
