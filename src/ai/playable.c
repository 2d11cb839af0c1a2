/*
 * Whether a card database can be played: what catan db check and the
 * set-up of a match ask before a player meets a game that stops at its
 * first action.
 *
 * The loader checks every value against the schema's rules, one row at a
 * time; it cannot see that the rows together leave nothing to play (every
 * count 0, every card 'out') or more than a game holds. So each game is set
 * up as a user would set it up -- with its base sets, and with each theme
 * set the engine plays -- and a few random matches are played with every
 * invariant checked after every action. Random players that never finish
 * within the caps are no fault of the database.
 */
#include "ai/ai.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

#define TRIAL_MATCHES 4
#define TRIAL_SEED 1

struct trial {
	const struct game_rules *rules;
	const struct carddb *db;
	int game;                     /* enum carddb_game */
	struct diag_list *diags;
	size_t problems;
};

static void problem(struct trial *t, const char *column, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void problem(struct trial *t, const char *column, const char *fmt, ...)
{
	struct diag_where where;
	diag_where_set(&where, t->db->source, "card", NULL, column, 0, 0);
	va_list ap;
	va_start(ap, fmt);
	diag_vadd(t->diags, &where, fmt, ap);
	va_end(ap);
	t->problems++;
}

/* Copies of the game's cards: in all, and outside the deck 'out'. */
static void count_copies(const struct trial *t, long *copies, long *in_play)
{
	*copies = *in_play = 0;
	for (size_t i = 0; i < t->db->card_count; i++) {
		const struct carddb_card *card = &t->db->cards[i];
		if ((int)t->db->sets[card->set].game != t->game)
			continue;
		*copies += card->count;
		if (card->deck != DECK_OUT)
			*in_play += card->count;
	}
}

/* The sets a trial puts into play, as words for messages. */
static void describe_sets(const struct trial *t, const struct match_setup *setup,
                          struct strbuf *out)
{
	strbuf_puts(out, _("the base sets"));
	for (int i = 0; i < setup->set_count; i++)
		strbuf_printf(out, _(" and %s"), t->db->sets[setup->sets[i]].key);
}

/* Sets a match up with setup for the first player count the game takes,
 * 2 to GAME_MAX_PLAYERS then 1. Returns the count, or 0 with the game's
 * reasons (for 2 players) reported. */
static int set_up(struct trial *t, const void *tables, struct match_setup *setup, void *state)
{
	static const int counts[] = { 2, 3, 4, 5, 6, 1 };
	struct diag_list first = DIAG_LIST_INIT;
	for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
		struct diag_list diags = DIAG_LIST_INIT;
		setup->player_count = counts[i];
		int rc = t->rules->init(state, t->db, tables, setup, &diags);
		if (i == 0)
			first = diags;
		else
			diag_list_free(&diags);
		if (rc == 0) {
			diag_list_free(&first);
			return counts[i];
		}
	}
	struct strbuf sets = STRBUF_INIT, line = STRBUF_INIT;
	describe_sets(t, setup, &sets);
	for (size_t i = 0; i < first.count; i++) {
		strbuf_reset(&line);
		diag_format(&first.items[i], &line);
		problem(t, NULL, _("the %s game cannot be set up with %s: %s"), t->rules->key,
		        strbuf_str(&sets), strbuf_str(&line));
	}
	if (!first.count)
		problem(t, NULL, _("the %s game cannot be set up with %s"), t->rules->key,
		        strbuf_str(&sets));
	strbuf_free(&sets);
	strbuf_free(&line);
	diag_list_free(&first);
	return 0;
}

/* One set-up: it works, its first player can act, and random matches keep
 * the invariants. */
static void try_setup(struct trial *t, const void *tables, struct match_setup *setup, void *state)
{
	int players = set_up(t, tables, setup, state);
	if (!players)
		return;
	struct strbuf sets = STRBUF_INIT;
	describe_sets(t, setup, &sets);
	struct action *legal = malloc(GAME_MAX_ACTIONS * sizeof *legal);
	int current = t->rules->current(state);
	if (legal && current >= 0 && t->rules->legal(state, legal, GAME_MAX_ACTIONS) == 0) {
		problem(t, NULL, _("a match of the %s game with %s cannot start: player %d has no "
		        "legal action (the counts and decks of the cards leave nothing to play)"),
		        t->rules->key, strbuf_str(&sets), current + 1);
	} else if (legal) {
		struct ai_check_failure failure;
		long capped = 0;
		if (ai_check_matches(t->rules, t->db, setup, NULL, TRIAL_MATCHES, NULL, &capped,
		                     &failure) < 0) {
			struct strbuf why = STRBUF_INIT;
			ai_check_failure_format(&failure, &why);
			problem(t, NULL, _("a random match of the %s game with %s, %d players, breaks a "
			        "rule of the engine: %s"), t->rules->key, strbuf_str(&sets), players,
			        strbuf_str(&why));
			strbuf_free(&why);
		}
	}
	free(legal);
	strbuf_free(&sets);
}

size_t ai_check_playable(const struct game_rules *rules, const struct carddb *db,
                         struct diag_list *diags)
{
	struct trial t = { rules, db, carddb_game_by_key(rules->key), diags, 0 };
	bool has_set = false;
	for (size_t i = 0; i < db->set_count; i++)
		has_set |= (int)db->sets[i].game == t.game;
	if (t.game < 0 || !has_set)
		return 0;

	long copies, in_play;
	count_copies(&t, &copies, &in_play);
	if (copies == 0) {
		problem(&t, "count", _("every card of the %s game has count 0: there is nothing to play "
		        "with"), rules->key);
		return t.problems;
	}
	if (in_play == 0) {
		problem(&t, "deck", _("every card of the %s game is in the deck 'out': there is "
		        "nothing to play with"), rules->key);
		return t.problems;
	}

	const void *tables = NULL;
	if (game_load(rules, db, &tables, diags) != 0)
		return t.problems + 1;
	void *state = malloc(rules->state_size);
	if (!state) {
		problem(&t, NULL, "%s", _("out of memory"));
		game_unload(rules, tables);
		return t.problems;
	}
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	setup.seed = TRIAL_SEED;
	try_setup(&t, tables, &setup, state);
	for (size_t i = 0; i < db->set_count; i++) {
		if ((int)db->sets[i].game != t.game || db->sets[i].base)
			continue;
		if (rules->plays_set && !rules->plays_set(db, (int)i))
			continue;
		setup.set_count = 1;
		setup.sets[0] = (int)i;
		try_setup(&t, tables, &setup, state);
	}
	free(state);
	game_unload(rules, tables);
	return t.problems;
}
