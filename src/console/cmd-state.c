/*
 * state [--json]: where the match stands, in a line or as JSON.
 */
#include "console/console.h"

#include <string.h>

#include "core/json.h"
#include "core/i18n.h"

static void state_exec(struct console *c, int argc, char **argv)
{
	const struct match *m = c->match;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--json") != 0)) {
		console_error(c, _("usage: state [--json]"));
		return;
	}
	if (argc == 1) {
		int current = match_current(m), winner = m->rules->winner(m->state);
		fprintf(c->out, _("%s, turn %d, %s"), m->rules->key, m->rules->turn(m->state),
		        _(m->rules->phase(m->state)));
		if (current >= 0)
			fprintf(c->out, _(", player %d to decide\n"), current + 1);
		else if (winner >= 0)
			fprintf(c->out, _(", player %d won\n"), winner + 1);
		else
			fprintf(c->out, _(", over\n"));
		fflush(c->out);
		return;
	}
	struct strbuf text = STRBUF_INIT;
	struct json_writer w;
	json_init(&w, &text, 0);
	m->rules->write_json(m->state, c->viewer, &w);
	if (json_finish(&w) != 0)
		console_error(c, _("the game wrote no valid JSON"));
	else
		fprintf(c->out, "%s\n", strbuf_str(&text));
	strbuf_free(&text);
	fflush(c->out);
}

const struct console_cmd console_cmd_state = {
	.name = "state",
	.args = "[--json]",
	.summary = N_("where the match stands (--json: all of it, one line)"),
	.help = N_("Prints the game, turn, phase and who decides. With --json, prints the match\n"
	        "as one JSON object on one line (game, turn, phase, current, winner, players\n"
	        "with name and vp, and what the game adds), as the viewer may see it."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = state_exec,
};
