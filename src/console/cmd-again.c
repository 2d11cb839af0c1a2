/*
 * again: after the end of a match, a new one with the same settings.
 *
 * The same game, sets, options, players and sandbox; a fresh seed, since
 * the same seed would deal the same match again; a new game log in the
 * default directory when the match was logged.
 */
#include <string.h>

#include "console/console.h"
#include "core/rng.h"
#include "core/i18n.h"

static void again_exec(struct console *c, int argc, char **argv)
{
	(void)argv;
	if (argc > 1) {
		console_error(c, _("usage: again"));
		return;
	}
	struct match *old = c->match;
	if (match_current(old) >= 0) {
		console_error(c, _("the match is not over yet: again starts a new one after its end"));
		return;
	}
	struct match_setup setup = old->setup;
	setup.seed = rng_fresh_seed();
	const char *kinds[GAME_MAX_PLAYERS];
	for (int i = 0; i < setup.player_count; i++)
		kinds[i] = old->kind[i];
	struct strbuf why = STRBUF_INIT;
	struct match *m = match_new(old->rules, old->db, &setup, kinds, &why);
	if (m && old->logging && match_log_create(m, NULL, &why) != 0) {
		console_error(c, _("cannot write the game log: %s"), strbuf_str(&why));
		match_free(m);
		m = NULL;
	} else if (!m) {
		console_error(c, _("no new match: %s"), strbuf_str(&why));
	}
	strbuf_free(&why);
	if (!m)
		return;
	fprintf(c->out, _("a new match of %s, seed %llu"), m->rules->key,
	        (unsigned long long)m->setup.seed);
	if (m->logging)
		fprintf(c->out, _("; the game log is %s"), m->log.path);
	fputc('\n', c->out);
	fflush(c->out);
	console_replace_match(c, m);
}

const struct console_cmd console_cmd_again = {
	.name = "again",
	.args = "",
	.summary = N_("after the end: a new match with the same settings"),
	.help = N_("Once the match is over, starts a new one: the same game, sets, rule options,\n"
	        "players and sandbox, with a fresh seed, logged to a new game log."),
	.modes = CONSOLE_PLAY,
	.exec = again_exec,
};
