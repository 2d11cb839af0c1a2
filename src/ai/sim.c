/*
 * Simulation: a series of matches between computer players, with the
 * statistics a card designer reads after editing the database.
 *
 * Card use is read from the canonical action texts, not from inside a
 * game: every word of an action's text that is a card key counts as a use
 * of that card by the player who took the action ("play alchemist 3 5",
 * "build abbey 2"). That works the same for every game and needs nothing
 * from it but format_action. Uses are tallied per match and booked when
 * the match ends, to its winner or to the others.
 *
 * The series is a function of its seed: match i is set up with
 * ai_match_seed(seed, i) and its players draw from ai_players_seed() of
 * that, so the report, and its text, repeat exactly.
 */
#include "ai/ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A card key with its place in the caller's list, sorted by key for
 * bsearch; and the per-match tallies. */
struct sim_key {
	const char *key;
	size_t index;
};

struct sim_cards {
	size_t count;
	struct sim_key *sorted;
	long *uses;              /* [player * count + card index] in the current match */
};

static int by_key(const void *a, const void *b)
{
	return strcmp(((const struct sim_key *)a)->key, ((const struct sim_key *)b)->key);
}

struct word {
	const char *text;
	size_t len;
};

static int word_vs_key(const void *w, const void *k)
{
	const struct word *word = w;
	const char *key = ((const struct sim_key *)k)->key;
	int c = strncmp(word->text, key, word->len);
	return c ? c : (key[word->len] ? -1 : 0);
}

static void sort_keys(struct sim_cards *cards, const char *const *keys)
{
	for (size_t i = 0; i < cards->count; i++)
		cards->sorted[i] = (struct sim_key){ keys[i], i };
	qsort(cards->sorted, cards->count, sizeof *cards->sorted, by_key);
}

/* Counts the card keys among the words of text as uses by player. */
static void tally(struct sim_cards *cards, int player, const char *text)
{
	while (*text) {
		while (*text == ' ')
			text++;
		size_t len = strcspn(text, " ");
		if (len) {
			struct word word = { text, len };
			const struct sim_key *hit = bsearch(&word, cards->sorted, cards->count,
			                                    sizeof *cards->sorted, word_vs_key);
			if (hit)
				cards->uses[(size_t)player * cards->count + hit->index]++;
		}
		text += len;
	}
}

static void book_uses(struct ai_sim_report *report, const struct sim_cards *cards, int players,
                      int winner)
{
	for (int p = 0; p < players; p++) {
		const long *uses = cards->uses + (size_t)p * cards->count;
		for (size_t k = 0; k < cards->count; k++) {
			if (!uses[k])
				continue;
			struct ai_sim_card *card = &report->cards[k];
			if (p == winner)
				card->winner_uses += uses[k];
			else
				card->loser_uses += uses[k];
			card->used_in++;
			card->used_and_won += p == winner;
		}
	}
}

struct sim_match {
	const struct game_rules *rules;
	const void *tables;          /* game_load's, for every match of the run */
	void *state;
	void *scratch;
	struct strbuf text;
	struct sim_cards cards;
};

/* Plays match index to its end or the caps and books it. Returns 0, or -1
 * with report->error set. */
static int play_one(struct sim_match *m, const struct carddb *db, const struct match_setup *setup,
                    long index, struct ai_sim_report *report)
{
	const struct game_rules *rules = m->rules;
	const struct ai_sim_options *o = &report->options;
	struct match_setup one = *setup;
	one.seed = ai_match_seed(o->seed, index);
	one.player_count = o->players;
	struct diag_list diags = DIAG_LIST_INIT;
	if (rules->init(m->state, db, m->tables, &one, &diags) != 0) {
		struct strbuf why = STRBUF_INIT;
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_puts(&why, i ? "; " : "");
			diag_format(&diags.items[i], &why);
		}
		snprintf(report->error, sizeof report->error, "the game refused the set-up: %s",
		         strbuf_str(&why));
		strbuf_free(&why);
		diag_list_free(&diags);
		return -1;
	}
	diag_list_free(&diags);
	struct rng players_rng;
	rng_seed(&players_rng, ai_players_seed(one.seed));
	if (m->cards.count)
		memset(m->cards.uses, 0, (size_t)o->players * m->cards.count * sizeof *m->cards.uses);
	long actions = 0;
	bool capped = false;
	for (int player; (player = rules->current(m->state)) >= 0; actions++) {
		if (actions >= o->caps.max_actions || rules->turn(m->state) > o->caps.max_turns) {
			capped = true;
			break;
		}
		struct action action;
		if (player >= o->players) {
			snprintf(report->error, sizeof report->error,
			         "match %ld (seed %llu), action %ld: current() is player %d of %d", index,
			         (unsigned long long)one.seed, actions + 1, player, o->players);
			return -1;
		}
		if (ai_choose(o->kinds[player], rules, m->state, &players_rng, m->scratch, &action) != 0) {
			snprintf(report->error, sizeof report->error,
			         "match %ld (seed %llu), action %ld: no action for player %d", index,
			         (unsigned long long)one.seed, actions + 1, player);
			return -1;
		}
		if (m->cards.count) {
			strbuf_reset(&m->text);
			rules->format_action(m->state, &action, &m->text);
			tally(&m->cards, player, strbuf_str(&m->text));
		}
		if (game_apply_listed(rules, m->state, &action) != 0) {
			snprintf(report->error, sizeof report->error,
			         "match %ld (seed %llu), action %ld: apply() refused a legal action", index,
			         (unsigned long long)one.seed, actions + 1);
			return -1;
		}
	}
	report->matches++;
	report->total_actions += actions;
	report->total_turns += rules->turn(m->state);
	int winner = capped ? -1 : rules->winner(m->state);
	if (capped)
		report->capped++;
	if (winner >= 0 && winner < o->players) {
		report->won++;
		report->wins[winner]++;
		if (m->cards.count)
			book_uses(report, &m->cards, o->players, winner);
	}
	return 0;
}

int ai_sim_run(const struct game_rules *rules, const struct carddb *db,
               const struct match_setup *setup, const struct ai_sim_options *options,
               struct ai_sim_report *report)
{
	memset(report, 0, sizeof *report);
	report->game = rules->key;
	report->options = *options;
	struct ai_sim_options *o = &report->options;
	if (o->players < 2 || o->players > GAME_MAX_PLAYERS)
		o->players = 2;
	if (o->caps.max_turns <= 0)
		o->caps.max_turns = AI_DEFAULT_MAX_TURNS;
	if (o->caps.max_actions <= 0)
		o->caps.max_actions = AI_DEFAULT_MAX_ACTIONS;

	struct sim_match m = { rules, NULL, NULL, NULL, STRBUF_INIT, { options->card_count, NULL, NULL } };
	size_t n = options->card_count;
	m.state = malloc(rules->state_size);
	m.scratch = malloc(ai_scratch_size(rules));
	report->cards = calloc(n ? n : 1, sizeof *report->cards);
	m.cards.sorted = malloc((n ? n : 1) * sizeof *m.cards.sorted);
	m.cards.uses = malloc((n ? n : 1) * (size_t)o->players * sizeof *m.cards.uses);
	int status = 0;
	if (!m.state || !m.scratch || !report->cards || !m.cards.sorted || !m.cards.uses) {
		snprintf(report->error, sizeof report->error, "out of memory");
		status = -1;
	} else {
		for (size_t k = 0; k < n; k++)
			report->cards[k].key = options->card_keys[k];
		sort_keys(&m.cards, options->card_keys);
	}
	if (status == 0 && ai_load_tables(rules, db, &m.tables, report->error,
	                                  sizeof report->error) != 0)
		status = -1;
	for (long i = 0; status == 0 && i < o->matches; i++)
		status = play_one(&m, db, setup, i, report);
	game_unload(rules, m.tables);
	free(m.state);
	free(m.scratch);
	free(m.cards.sorted);
	free(m.cards.uses);
	strbuf_free(&m.text);
	return status;
}

void ai_sim_report_free(struct ai_sim_report *report)
{
	free(report->cards);
	report->cards = NULL;
}
