/*
 * hint: the best few actions for the player to move, as the search player
 * judges them, within the hard level's budget.
 *
 * The search looks at the match as the player to move sees it (it redraws
 * what he cannot see), so a hint tells a person nothing his own view does
 * not hold. Its generator is seeded from the match's seed and the move's
 * number, apart from the computer players' own: asking for a hint changes
 * nothing in the match, and the same question at the same point of a match
 * is answered alike but for the time the machine gives it.
 */
#include "console/console.h"
#include "core/i18n.h"

#include <stdlib.h>
#include <string.h>

#define HINT_DEFAULT 3
#define HINT_MAX 10
/* Set apart from the computer players' seeds (console.c, bot_move). */
#define HINT_SEED_MIX UINT64_C(0x2545F4914F6CDD1D)

static void hint_exec(struct console *c, int argc, char **argv)
{
	long count = HINT_DEFAULT;
	if (argc > 2 || (argc == 2 && ((count = strtol(argv[1], NULL, 10)) < 1 || count > HINT_MAX ||
	                               strspn(argv[1], "0123456789") != strlen(argv[1])))) {
		console_error(c, _("usage: hint [N], N from 1 to %d"), HINT_MAX);
		return;
	}
	struct match *m = c->match;
	int player = match_current(m);
	if (player < 0) {
		console_error(c, _("hint: the match is over"));
		return;
	}
	struct ai_search *search = console_search(c);
	if (!search)
		return;
	struct rng rng;
	rng_seed(&rng, (ai_players_seed(m->setup.seed) + m->at) ^ HINT_SEED_MIX);
	const struct ai_budget budget = { 0, AI_HARD_SECONDS, c->threads };
	struct ai_search_estimate best[HINT_MAX];
	int n = ai_search_rank(search, m->state, &budget, &rng, best, (size_t)count);
	if (n <= 0) {
		console_error(c, _("hint: nothing is legal now"));
		return;
	}
	struct strbuf text = STRBUF_INIT;
	if (best[0].win_rate < 0) {
		m->rules->format_action(m->state, &best[0].action, &text);
		fprintf(c->out, _("player %d has one action: %s\n"), player + 1, strbuf_str(&text));
	} else {
		fprintf(c->out, _("player %d, best by %ld playouts:\n"), player + 1,
		        ai_search_playouts(search));
		for (int i = 0; i < n; i++) {
			strbuf_reset(&text);
			m->rules->format_action(m->state, &best[i].action, &text);
			fprintf(c->out, _("  %-40s win %3.0f%%  visits %ld\n"), strbuf_str(&text),
			        100.0 * best[i].win_rate, best[i].visits);
		}
	}
	strbuf_free(&text);
	fflush(c->out);
}

const struct console_cmd console_cmd_hint = {
	.name = "hint",
	.args = "[N]",
	.summary = N_("the best N actions now, as the search judges them"),
	.help = N_("Searches the match as the player to move sees it for about a second (the\n"
	        "hard level's budget) and lists the N actions it likes best (default 3, at\n"
	        "most 10), most visited first, each with its estimated chance to win and\n"
	        "the playouts that went through it. A hint changes nothing in the match."),
	.modes = CONSOLE_PLAY,
	.exec = hint_exec,
};
