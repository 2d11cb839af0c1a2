/*
 * undo: a person takes back his last decision in a match against the
 * computer.
 *
 * The match goes back to the moment before that decision, with the moves
 * the computer players made after it; the dice and the draws come out as
 * they did, since chance lives in the match's state. The undo is a move
 * of its own ("undo N", N the number of the move taken back): the log
 * keeps what was taken back and the undo after it, so that a replay shows
 * both and a resumed match stands where the undo left it. Only a decision
 * no other person has answered since may be taken back: at one keyboard,
 * the other player's move stands.
 */
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/i18n.h"

/* The seat whose decision undo takes back: the player to decide now, or,
 * once the match is over, the person who decided last. -1 when none. */
static int undoer(struct console *c)
{
	struct match *m = c->match;
	int player = match_current(m);
	if (player >= 0)
		return player;
	for (long i = match_live_move(m, m->at); i >= 0; i = match_live_move(m, (size_t)i))
		if (console_is_human(c, m->moves[i].player))
			return m->moves[i].player;
	return -1;
}

static void undo_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	struct match *m = c->match;
	if (argc != 1) {
		console_error(c, _("usage: undo"));
		return;
	}
	int me = undoer(c);
	if (me < 0 || !console_is_human(c, me)) {
		console_error(c, _("undo: nobody at this console has decided yet"));
		return;
	}
	long target = -1;
	size_t after = 0;
	for (long i = match_live_move(m, m->at); i >= 0; i = match_live_move(m, (size_t)i)) {
		int who = m->moves[i].player;
		/* with offers off, a decline was the console's, not a decision */
		bool declined = c->offers_off && strcmp(m->moves[i].text, "decline") == 0;
		if (who == me && !declined) {
			target = i;
			break;
		}
		if (console_is_human(c, who) && who != me) {
			console_error(c, _("undo: player %d has decided since your last decision; "
			                   "it stands"), who + 1);
			return;
		}
		after++;
	}
	if (target < 0) {
		console_error(c, _("undo: player %d has no decision to take back"), me + 1);
		return;
	}
	/* A line typed as a shorthand was one decision: its steps go back
	 * together, from the first. */
	if (c->line_first >= 0 && c->line_first <= target &&
	    m->moves[c->line_first].player == me) {
		after += (size_t)(target - c->line_first);
		target = c->line_first;
	}
	struct strbuf why = STRBUF_INIT;
	size_t before = m->at;
	int rc = match_undo(m, (size_t)target, &why);
	if (m->at > before) {
		console_report_move(c, &m->moves[m->at - 1]);
		fprintf(c->out, _("  takes back move %ld (%s)"), target + 1, m->moves[target].text);
		if (after)
			fprintf(c->out, ngettext(" and %zu move after it", " and %zu moves after it",
			                         after), after);
		fputc('\n', c->out);
		c->viewer = me;
		c->last_human = me;
		c->line_first = -1;
		c->ended = match_current(m) < 0;
		c->shown = false;
	}
	if (rc != 0)
		console_error(c, "%s", strbuf_str(&why));
	strbuf_free(&why);
	fflush(c->out);
}

const struct console_cmd console_cmd_undo = {
	.name = "undo",
	.args = "",
	.summary = N_("take back your last decision (against the computer)"),
	.help = N_("Takes back your last decision and the computer players' moves after it:\n"
	        "the match stands as before it, and you decide again. The dice and the\n"
	        "draws come out as they did. The log keeps the moves taken back and the\n"
	        "undo (undo N, N the number of the move taken back), so a replay shows\n"
	        "them and a resumed match goes on from the undo. Another person's\n"
	        "decision made since stands."),
	.modes = CONSOLE_PLAY,
	.exec = undo_exec,
};
