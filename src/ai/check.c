/*
 * The random-match checker: plays matches with computer players and holds
 * the game to its invariants and to the contract of game.h after every
 * action, so that a game's tests need only say how many matches to play.
 *
 * A failure names the match's own seed and the action number: rerunning
 * one match from that seed (match 0 of a series keeps the series' seed)
 * repeats it exactly, because both the match and its players are seeded
 * from it.
 */
#include "ai/ai.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

struct checker {
	const struct game_rules *rules;
	const void *tables;         /* game_load's, for every match checked */
	void *state;
	void *twin;                 /* a copy the same action is applied to */
	void *scratch;
	struct action *legal;       /* what legal() offered, to check apply against */
	struct strbuf text;         /* reused: no allocation once it has grown */
	bool capped_ends;           /* a match past the caps ends it, no failure */
	struct ai_check_failure *failure;
};

static void fail(struct checker *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void fail(struct checker *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(c->failure->reason, sizeof c->failure->reason, fmt, ap);
	va_end(ap);
}

/* The canonical text is words separated by single spaces (game.h). */
static int text_well_formed(const char *text, size_t len)
{
	if (len == 0 || text[0] == ' ' || text[len - 1] == ' ')
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)text[i];
		if (ch < 0x20 || ch == 0x7f || (ch == ' ' && text[i + 1] == ' '))
			return 0;
	}
	return 1;
}

/* Everything that must hold in any state: the game's own invariants, and
 * who decides agreeing with who won. Returns 0, or -1 after fail(). */
static int check_state(struct checker *c, int players)
{
	const struct game_rules *rules = c->rules;
	strbuf_reset(&c->text);
	if (rules->check(c->state, &c->text) != 0) {
		fail(c, _("invariant broken: %s"), c->text.len ? strbuf_str(&c->text) : _("(no reason given)"));
		return -1;
	}
	int current = rules->current(c->state), winner = rules->winner(c->state);
	if (current < -1 || current >= players) {
		fail(c, _("current() is %d with %d players"), current, players);
		return -1;
	}
	if (winner < -1 || winner >= players) {
		fail(c, _("winner() is %d with %d players"), winner, players);
		return -1;
	}
	if (current >= 0 && winner >= 0) {
		fail(c, _("player %d won, yet player %d must still decide"), winner + 1, current + 1);
		return -1;
	}
	if (current >= 0 && rules->legal(c->state, c->legal, GAME_MAX_ACTIONS) == 0) {
		fail(c, _("player %d must decide in phase '%s', but nothing is legal"), current + 1,
		     rules->phase(c->state));
		return -1;
	}
	return 0;
}

/* Whether legal() offers action now. */
static int offered(struct checker *c, const struct action *action)
{
	size_t count = c->rules->legal(c->state, c->legal, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < count; i++)
		if (memcmp(&c->legal[i], action, sizeof *action) == 0)
			return 1;
	return 0;
}

/* One match; 0 when it held to its end, 1 when it held until it went past
 * caps, -1 with the failure filled. */
static int check_match(struct checker *c, const struct carddb *db, const struct match_setup *setup,
                       const enum ai_kind *kinds, const struct ai_caps *caps)
{
	const struct game_rules *rules = c->rules;
	struct ai_check_failure *f = c->failure;
	struct diag_list diags = DIAG_LIST_INIT;
	if (rules->init(c->state, db, c->tables, setup, &diags) != 0) {
		strbuf_reset(&c->text);
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_puts(&c->text, i ? "; " : "");
			diag_format(&diags.items[i], &c->text);
		}
		diag_list_free(&diags);
		fail(c, _("the game refused the set-up: %s"), strbuf_str(&c->text));
		return -1;
	}
	diag_list_free(&diags);
	if (check_state(c, setup->player_count) != 0)
		return -1;
	struct rng players_rng;
	rng_seed(&players_rng, ai_players_seed(setup->seed));
	for (long n = 1;; n++) {
		int player = rules->current(c->state);
		if (player < 0)
			return 0;
		f->action = n;
		f->player = player;
		f->action_text[0] = '\0';
		if (n > caps->max_actions || rules->turn(c->state) > caps->max_turns) {
			if (c->capped_ends)
				return 1;
			fail(c, _("the match did not end within %d turns and %ld actions (turn %d, phase '%s')"),
			     caps->max_turns, caps->max_actions, rules->turn(c->state), rules->phase(c->state));
			return -1;
		}
		struct action action;
		enum ai_kind kind = kinds ? kinds[player] : AI_RANDOM;
		if (ai_choose(kind, rules, c->state, &players_rng, c->scratch, &action) != 0) {
			fail(c, _("the %s player found no action"), ai_kind_name(kind));
			return -1;
		}
		strbuf_reset(&c->text);
		rules->format_action(c->state, &action, &c->text);
		snprintf(f->action_text, sizeof f->action_text, "%s", strbuf_str(&c->text));
		if (!text_well_formed(c->text.data ? c->text.data : "", c->text.len)) {
			fail(c, _("the canonical text '%s' is not words separated by single spaces"),
			     strbuf_str(&c->text));
			return -1;
		}
		if (!offered(c, &action)) {
			fail(c, _("the player chose an action legal() does not offer"));
			return -1;
		}
		memcpy(c->twin, c->state, rules->state_size);
		if (rules->apply(c->state, &action) != 0) {
			fail(c, _("apply() refused an action legal() offered"));
			return -1;
		}
		/* A match is a value: the same action on a byte-for-byte copy must
		 * give the same bytes, or apply() depends on something outside the
		 * state (a pointer, a global, uninitialised memory). The copy takes
		 * the way the computer players take, which skips the legality
		 * question: so the two ways are proven the same as well. */
		if (game_apply_listed(rules, c->twin, &action) != 0 ||
		    memcmp(c->twin, c->state, rules->state_size) != 0) {
			fail(c, _("applying the action to a copy of the match, as a computer player does, "
			        "gave another match"));
			return -1;
		}
		if (check_state(c, setup->player_count) != 0)
			return -1;
	}
}

long ai_check_matches(const struct game_rules *rules, const struct carddb *db,
                      const struct match_setup *setup, const enum ai_kind *kinds,
                      long matches, const struct ai_caps *caps, long *capped,
                      struct ai_check_failure *failure)
{
	static const struct ai_caps default_caps = { AI_DEFAULT_MAX_TURNS, AI_DEFAULT_MAX_ACTIONS };
	struct checker c = { rules, NULL, NULL, NULL, NULL, NULL, STRBUF_INIT, capped != NULL, failure };
	if (capped)
		*capped = 0;
	memset(failure, 0, sizeof *failure);
	failure->player = -1;
	c.state = malloc(rules->state_size);
	c.twin = malloc(rules->state_size);
	c.scratch = malloc(ai_scratch_size(rules));
	c.legal = malloc(GAME_MAX_ACTIONS * sizeof *c.legal);
	long checked = 0;
	if (!c.state || !c.twin || !c.scratch || !c.legal) {
		fail(&c, _("out of memory"));
		checked = -1;
	} else if (ai_load_tables(rules, db, &c.tables, failure->reason, sizeof failure->reason) != 0) {
		checked = -1;
	}
	for (long i = 0; checked >= 0 && i < matches; i++) {
		struct match_setup one = *setup;
		one.seed = ai_match_seed(setup->seed, i);
		failure->match = i;
		failure->seed = one.seed;
		failure->action = 0;
		failure->player = -1;
		failure->action_text[0] = '\0';
		int held = check_match(&c, db, &one, kinds, caps ? caps : &default_caps);
		if (held < 0) {
			checked = -1;
		} else {
			checked++;
			if (held > 0)
				(*capped)++;
		}
	}
	game_unload(rules, c.tables);
	free(c.state);
	free(c.twin);
	free(c.scratch);
	free(c.legal);
	strbuf_free(&c.text);
	return checked;
}

void ai_check_failure_format(const struct ai_check_failure *failure, struct strbuf *out)
{
	strbuf_printf(out, _("match %ld (seed %llu)"), failure->match,
	              (unsigned long long)failure->seed);
	if (failure->action > 0 && failure->action_text[0])
		strbuf_printf(out, _(", action %ld (player %d: %s)"), failure->action, failure->player + 1,
		              failure->action_text);
	else if (failure->action > 0)
		strbuf_printf(out, _(", action %ld (player %d)"), failure->action, failure->player + 1);
	else
		strbuf_puts(out, _(", at set-up"));
	strbuf_printf(out, ": %s", failure->reason);
}
