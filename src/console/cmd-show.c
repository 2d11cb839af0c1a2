/*
 * show: the match as the player at the keyboard sees it.
 */
#include "console/console.h"
#include "core/i18n.h"

static void show_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	if (argc != 1) {
		console_error(c, _("usage: show"));
		return;
	}
	console_render(c);
}

const struct console_cmd console_cmd_show = {
	.name = "show",
	.args = "",
	.summary = N_("the match as you may see it"),
	.help = N_("Shows the match: in play, as the player to decide may see it, the other\n"
	        "players' hidden cards hidden; in a replay, as --as chose (everything by default)."),
	.modes = CONSOLE_PLAY | CONSOLE_REPLAY,
	.exec = show_exec,
};
