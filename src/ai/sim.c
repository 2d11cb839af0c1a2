/*
 * Simulation: a series of matches between computer players, with the
 * statistics a card designer reads after editing the database.
 *
 * Every match is fixed by its index in the series: match i is set up with
 * ai_match_seed(seed, i) and its players draw from ai_players_seed() of
 * that. The report holds only sums (counts, integer sums of lengths and
 * their squares, minima and maxima), which do not depend on the order the
 * matches are added in. So the matches can be shared out in any way --
 * among threads (jobs) here, among machines (shards, merged later) -- and
 * the report comes out the same.
 *
 * Cards are counted from the canonical action texts, which name cards by
 * their keys: the first word of a text is its verb, and every later word
 * that is a card key is a card the action concerns. "build" builds it (and
 * "region" puts a region into play), "play" plays it, "pick" and "take"
 * draw it into a hand. What an action does that its text does not name --
 * a card drawn blind, an event card revealed by a roll, a card put into
 * play by another card -- comes from the game's list of the action's
 * events (game_rules.events, which tells what the text names only once),
 * seen by everyone: a card taken into a hand, one that came into play, an
 * event card turned up. A game without that list is counted from its texts
 * alone.
 */
#include "ai/ai.h"

#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"

/* A card key with its place in the caller's list, sorted by key for
 * bsearch. */
struct sim_key {
	const char *key;
	size_t index;
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

/* What the threads share: the series, and who takes which match. */
struct sim_series {
	const struct game_rules *rules;
	const struct carddb *db;
	const struct match_setup *setup;
	const struct ai_sim_options *options;
	const void *tables;              /* game_load's, read by every match */
	const struct sim_key *sorted;    /* the card keys */
	const long *card_of_db;          /* [carddb card] -> index of its key, or -1; NULL:
	                                  * events are not counted */
	long total;                      /* matches of this shard */
	atomic_long next;                /* the next match to take, 0..total */
	atomic_long done;                /* matches played */
	atomic_long first_error;         /* the lowest index that failed, or LONG_MAX */
	atomic_int running;              /* workers not yet finished */
};

/* One thread's matches and its share of the report. */
struct sim_worker {
	struct sim_series *series;
	void *state;
	void *before;                    /* the state an action was applied to, for events */
	void *scratch;
	unsigned char *built_by;         /* [player * card_count + card] in this match */
	/* The search seats' players, this thread's own: a search keeps its
	 * tree and its clones between decisions. */
	struct ai_search *search[GAME_MAX_PLAYERS];
	struct strbuf text;
	struct ai_sim_report part;
	long error_index;                /* the match that failed, or -1 */
	pthread_t thread;
	bool started;
};

enum verb { VERB_OTHER, VERB_BUILD, VERB_PLAY, VERB_DRAW };

static enum verb verb_of(const char *text, size_t len)
{
	static const struct {
		const char *word;
		enum verb verb;
	} verbs[] = {
		{ "build", VERB_BUILD }, { "region", VERB_BUILD }, { "play", VERB_PLAY },
		{ "pick", VERB_DRAW }, { "take", VERB_DRAW },
	};
	for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
		if (strlen(verbs[i].word) == len && memcmp(verbs[i].word, text, len) == 0)
			return verbs[i].verb;
	return VERB_OTHER;
}

/* Counts what player's action, of canonical text text, did to cards. */
static void observe(struct sim_worker *w, int player, const char *text)
{
	size_t count = w->series->options->card_count;
	size_t len = strcspn(text, " ");
	enum verb verb = verb_of(text, len);
	if (verb == VERB_OTHER)
		return;
	for (text += len; *text; text += len) {
		while (*text == ' ')
			text++;
		len = strcspn(text, " ");
		struct word word = { text, len };
		const struct sim_key *hit = len ? bsearch(&word, w->series->sorted, count,
		                                          sizeof *w->series->sorted, word_vs_key) : NULL;
		if (!hit)
			continue;
		struct ai_sim_card *card = &w->part.cards[hit->index];
		switch (verb) {
		case VERB_BUILD:
			card->built++;
			w->built_by[(size_t)player * count + hit->index] = 1;
			break;
		case VERB_PLAY: card->played++; break;
		case VERB_DRAW: card->drawn++; break;
		case VERB_OTHER: break;
		}
	}
}

/* Counts what the events of an action, from w->before to w->state, did to
 * cards. */
static void observe_events(struct sim_worker *w, const struct action *action)
{
	const struct sim_series *series = w->series;
	struct game_events events;
	events.count = events.dropped = 0;
	series->rules->events(w->before, w->state, action, -1, &events);
	size_t count = series->options->card_count;
	for (size_t i = 0; i < events.count; i++) {
		const struct game_event *e = &events.item[i];
		if (e->card < 0 || (size_t)e->card >= series->db->card_count)
			continue;
		long k = series->card_of_db[e->card];
		if (k < 0)
			continue;
		struct ai_sim_card *card = &w->part.cards[k];
		switch (e->kind) {
		case GEV_TAKE: card->drawn += e->count > 0 ? e->count : 1; break;
		case GEV_EVENT_CARD: card->revealed++; break;
		case GEV_BUILD:
			card->built++;
			if (e->player >= 0 && e->player < series->options->players)
				w->built_by[(size_t)e->player * count + (size_t)k] = 1;
			break;
		default: break;
		}
	}
}

/* The builders of each card in a match that player winner won. */
static void book_builders(struct sim_worker *w, int players, int winner)
{
	size_t count = w->series->options->card_count;
	for (int p = 0; p < players; p++) {
		const unsigned char *built = w->built_by + (size_t)p * count;
		for (size_t k = 0; k < count; k++) {
			if (!built[k])
				continue;
			w->part.cards[k].builders++;
			w->part.cards[k].builders_won += p == winner;
		}
	}
}

static void fail(struct sim_worker *w, long index, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void fail(struct sim_worker *w, long index, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(w->part.error, sizeof w->part.error, fmt, ap);
	va_end(ap);
	w->error_index = index;
	long seen = atomic_load(&w->series->first_error);
	while (index < seen && !atomic_compare_exchange_weak(&w->series->first_error, &seen, index))
		;
}

/* Plays match index to its end or the caps and books it. Returns 0, or -1
 * after fail(). */
static int play_one(struct sim_worker *w, long index)
{
	const struct sim_series *series = w->series;
	const struct game_rules *rules = series->rules;
	const struct ai_sim_options *o = series->options;
	struct match_setup one = *series->setup;
	one.seed = ai_match_seed(o->seed, index);
	one.player_count = o->players;
	struct diag_list diags = DIAG_LIST_INIT;
	if (rules->init(w->state, series->db, series->tables, &one, &diags) != 0) {
		struct strbuf why = STRBUF_INIT;
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_puts(&why, i ? "; " : "");
			diag_format(&diags.items[i], &why);
		}
		fail(w, index, _("the game refused the set-up: %s"), strbuf_str(&why));
		strbuf_free(&why);
		diag_list_free(&diags);
		return -1;
	}
	diag_list_free(&diags);
	struct rng players_rng;
	rng_seed(&players_rng, ai_players_seed(one.seed));
	if (o->card_count)
		memset(w->built_by, 0, (size_t)o->players * o->card_count);
	long actions = 0;
	bool capped = false;
	for (int player; (player = rules->current(w->state)) >= 0; actions++) {
		if (actions >= o->caps.max_actions || rules->turn(w->state) > o->caps.max_turns) {
			capped = true;
			break;
		}
		struct action action;
		if (player >= o->players) {
			fail(w, index, "match %ld (seed %llu), action %ld: current() is %d with %d players",
			     index, (unsigned long long)one.seed, actions + 1, player, o->players);
			return -1;
		}
		int chose = o->kinds[player] == AI_SEARCH
		                ? ai_search_choose(w->search[player], w->state, &o->budgets[player],
		                                   &players_rng, &action)
		                : ai_choose(o->kinds[player], rules, w->state, &players_rng, w->scratch,
		                            &action);
		if (chose != 0) {
			fail(w, index, "match %ld (seed %llu), action %ld: no action for player %d", index,
			     (unsigned long long)one.seed, actions + 1, player + 1);
			return -1;
		}
		if (o->card_count) {
			strbuf_reset(&w->text);
			rules->format_action(w->state, &action, &w->text);
			observe(w, player, strbuf_str(&w->text));
		}
		bool events = series->card_of_db != NULL;
		if (events)
			memcpy(w->before, w->state, rules->state_size);
		if (game_apply_listed(rules, w->state, &action) != 0) {
			fail(w, index, "match %ld (seed %llu), action %ld: apply() refused a legal action",
			     index, (unsigned long long)one.seed, actions + 1);
			return -1;
		}
		if (events)
			observe_events(w, &action);
	}
	struct ai_sim_report *r = &w->part;
	r->matches++;
	ai_length_add(&r->actions, actions);
	ai_length_add(&r->turns, rules->turn(w->state));
	int winner = capped ? -1 : rules->winner(w->state);
	if (capped)
		r->capped++;
	if (winner >= 0 && winner < o->players) {
		r->won++;
		r->wins[winner]++;
		if (o->card_count)
			book_builders(w, o->players, winner);
	}
	return 0;
}

/* Takes matches until none is left, or one at a lower index than the next
 * has failed. */
static void *work(void *arg)
{
	struct sim_worker *w = arg;
	struct sim_series *series = w->series;
	const struct ai_sim_options *o = series->options;
	for (;;) {
		long k = atomic_fetch_add(&series->next, 1);
		if (k >= series->total)
			break;
		long index = (long)(o->shard - 1) + k * (long)o->shards;
		if (index > atomic_load(&series->first_error))
			break;
		if (play_one(w, index) != 0)
			break;
		atomic_fetch_add(&series->done, 1);
	}
	atomic_fetch_sub(&series->running, 1);
	return NULL;
}

long ai_sim_shard_matches(const struct ai_sim_options *options)
{
	if (options->shards <= 1)
		return options->matches;
	long before = options->shard - 1;
	return options->matches > before ? (options->matches - before - 1) / options->shards + 1 : 0;
}

/* A report's empty card table of count cards named by keys (copied). */
static int new_cards(struct ai_sim_report *report, const char *const *keys, size_t count)
{
	report->cards = calloc(count ? count : 1, sizeof *report->cards);
	if (!report->cards)
		return -1;
	for (size_t k = 0; k < count; k++) {
		report->cards[k].key = strdup(keys[k]);
		if (!report->cards[k].key)
			return -1;
	}
	return 0;
}

/* Adds a worker's matches to the report. */
static void add_part(struct ai_sim_report *r, const struct ai_sim_report *part, size_t cards)
{
	r->matches += part->matches;
	r->won += part->won;
	r->capped += part->capped;
	for (int p = 0; p < GAME_MAX_PLAYERS; p++)
		r->wins[p] += part->wins[p];
	ai_length_merge(&r->turns, &part->turns);
	ai_length_merge(&r->actions, &part->actions);
	for (size_t k = 0; k < cards; k++) {
		struct ai_sim_card *c = &r->cards[k];
		const struct ai_sim_card *d = &part->cards[k];
		c->drawn += d->drawn;
		c->built += d->built;
		c->played += d->played;
		c->revealed += d->revealed;
		c->builders += d->builders;
		c->builders_won += d->builders_won;
	}
}

static int worker_init(struct sim_worker *w, struct sim_series *series)
{
	const struct ai_sim_options *o = series->options;
	memset(w, 0, sizeof *w);
	w->series = series;
	w->error_index = -1;
	w->text = (struct strbuf)STRBUF_INIT;
	w->state = malloc(series->rules->state_size);
	w->before = malloc(series->rules->state_size);
	w->scratch = malloc(ai_scratch_size(series->rules));
	w->built_by = malloc(o->card_count ? (size_t)o->players * o->card_count : 1);
	w->part.cards = calloc(o->card_count ? o->card_count : 1, sizeof *w->part.cards);
	bool searches = true;
	for (int p = 0; p < o->players; p++)
		if (o->kinds[p] == AI_SEARCH && !(w->search[p] = ai_search_new(series->rules, o->players)))
			searches = false;
	return w->state && w->before && w->scratch && w->built_by && w->part.cards && searches ? 0 : -1;
}

static void worker_free(struct sim_worker *w)
{
	free(w->state);
	free(w->before);
	free(w->scratch);
	free(w->built_by);
	free(w->part.cards);
	for (int p = 0; p < GAME_MAX_PLAYERS; p++)
		ai_search_free(w->search[p]);
	strbuf_free(&w->text);
}

static void sleep_a_little(void)
{
	struct timespec pause = { 0, 200 * 1000 * 1000 };
	nanosleep(&pause, NULL);
}

/* Plays the series on jobs workers: threads, and the calling thread when
 * it has no progress to report. A worker whose thread cannot be started
 * plays in the calling thread, after the others. */
static void play_series(struct sim_series *series, struct sim_worker *workers, int jobs)
{
	const struct ai_sim_options *o = series->options;
	int first_thread = o->progress ? 0 : 1;
	for (int j = first_thread; j < jobs; j++) {
		atomic_fetch_add(&series->running, 1);
		workers[j].started = pthread_create(&workers[j].thread, NULL, work, &workers[j]) == 0;
		if (!workers[j].started)
			atomic_fetch_sub(&series->running, 1);
	}
	if (!o->progress) {
		atomic_fetch_add(&series->running, 1);
		work(&workers[0]);
	}
	while (o->progress && atomic_load(&series->running) > 0) {
		o->progress(o->progress_context, atomic_load(&series->done), series->total);
		sleep_a_little();
	}
	for (int j = first_thread; j < jobs; j++) {
		if (workers[j].started)
			pthread_join(workers[j].thread, NULL);
		else
			work(&workers[j]);
	}
	if (o->progress)
		o->progress(o->progress_context, atomic_load(&series->done), series->total);
}

int ai_sim_run(const struct game_rules *rules, const struct carddb *db,
               const struct match_setup *setup, const struct ai_sim_options *options,
               struct ai_sim_report *report)
{
	memset(report, 0, sizeof *report);
	snprintf(report->game, sizeof report->game, "%s", rules->key);
	report->options = *options;
	struct ai_sim_options *o = &report->options;
	o->card_keys = NULL;
	o->progress = NULL;
	o->progress_context = NULL;
	if (o->players < 2 || o->players > GAME_MAX_PLAYERS)
		o->players = 2;
	if (o->caps.max_turns <= 0)
		o->caps.max_turns = AI_DEFAULT_MAX_TURNS;
	if (o->caps.max_actions <= 0)
		o->caps.max_actions = AI_DEFAULT_MAX_ACTIONS;
	if (o->shards < 1 || o->shard < 1 || o->shard > o->shards)
		o->shard = o->shards = 1;
	int jobs = o->jobs < 1 ? 1 : o->jobs;
	/* the caller's keys and progress, for the run itself */
	struct ai_sim_options run = *o;
	run.card_keys = options->card_keys;
	run.progress = options->progress;
	run.progress_context = options->progress_context;

	size_t n = o->card_count;
	struct sim_key *sorted = malloc((n ? n : 1) * sizeof *sorted);
	/* events name cards by their place in db: a map to the report's */
	bool events = db && rules->events && n;
	long *card_of_db = events ? malloc((db->card_count ? db->card_count : 1) *
	                                   sizeof *card_of_db) : NULL;
	struct sim_worker *workers = calloc((size_t)jobs, sizeof *workers);
	struct sim_series series = { rules, db, setup, &run, NULL, sorted, card_of_db,
	                             ai_sim_shard_matches(o), 0, 0, LONG_MAX, 0 };
	int ready = sorted && workers && (card_of_db || !events) &&
	            new_cards(report, options->card_keys, n) == 0 ? 0 : -1;
	for (int j = 0; ready == 0 && j < jobs; j++)
		ready = worker_init(&workers[j], &series);
	if (ready != 0) {
		snprintf(report->error, sizeof report->error, "out of memory");
	} else {
		for (size_t i = 0; i < n; i++)
			sorted[i] = (struct sim_key){ options->card_keys[i], i };
		qsort(sorted, n, sizeof *sorted, by_key);
		for (size_t c = 0; card_of_db && c < db->card_count; c++) {
			struct word key = { db->cards[c].key, strlen(db->cards[c].key) };
			const struct sim_key *hit = bsearch(&key, sorted, n, sizeof *sorted, word_vs_key);
			card_of_db[c] = hit ? (long)hit->index : -1;
		}
		if (ai_load_tables(rules, db, &series.tables, report->error, sizeof report->error) != 0)
			ready = -1;
	}
	if (ready == 0)
		play_series(&series, workers, jobs);
	long first_error = atomic_load(&series.first_error);
	for (int j = 0; workers && j < jobs; j++) {
		if (ready == 0)
			add_part(report, &workers[j].part, n);
		if (workers[j].error_index >= 0 && workers[j].error_index == first_error)
			memcpy(report->error, workers[j].part.error, sizeof report->error);
		worker_free(&workers[j]);
	}
	if (ready == 0)
		game_unload(rules, series.tables);
	free(workers);
	free(sorted);
	free(card_of_db);
	return ready == 0 && first_error == LONG_MAX ? 0 : -1;
}

void ai_sim_report_free(struct ai_sim_report *report)
{
	for (size_t k = 0; report->cards && k < report->options.card_count; k++)
		free(report->cards[k].key);
	free(report->cards);
	report->cards = NULL;
}

int ai_sim_report_copy(struct ai_sim_report *into, const struct ai_sim_report *from)
{
	*into = *from;
	into->cards = calloc(from->options.card_count ? from->options.card_count : 1,
	                     sizeof *into->cards);
	if (!into->cards)
		return -1;
	for (size_t k = 0; k < from->options.card_count; k++) {
		into->cards[k] = from->cards[k];
		into->cards[k].key = strdup(from->cards[k].key);
		if (!into->cards[k].key) {
			ai_sim_report_free(into);
			return -1;
		}
	}
	return 0;
}

/* Whether the search seats of a and b have the same budgets (compared
 * field by field: the struct may have padding). */
static bool same_budgets(const struct ai_sim_options *a, const struct ai_sim_options *b)
{
	for (int p = 0; p < a->players; p++)
		if (a->budgets[p].playouts != b->budgets[p].playouts ||
		    a->budgets[p].seconds != b->budgets[p].seconds)
			return false;
	return true;
}

int ai_sim_merge(struct ai_sim_report *into, const struct ai_sim_report *from,
                 struct strbuf *why)
{
	const struct ai_sim_options *a = &into->options, *b = &from->options;
	const char *differs = NULL;
	if (strcmp(into->game, from->game) != 0)
		differs = N_("another game");
	else if (a->seed != b->seed)
		differs = N_("another seed");
	else if (a->matches != b->matches)
		differs = N_("another number of matches");
	else if (a->players != b->players || memcmp(a->kinds, b->kinds, sizeof a->kinds) != 0 ||
	         !same_budgets(a, b))
		differs = N_("other seats");
	else if (a->caps.max_turns != b->caps.max_turns || a->caps.max_actions != b->caps.max_actions)
		differs = N_("other caps");
	else if (strcmp(a->setup, b->setup) != 0)
		differs = N_("another set-up (sets, options)");
	else if (a->db_digest != b->db_digest)
		differs = N_("another card database");
	else if (a->shards != b->shards)
		differs = N_("another number of shards");
	else if (a->card_count != b->card_count)
		differs = N_("other cards");
	for (size_t k = 0; !differs && k < a->card_count; k++)
		if (strcmp(into->cards[k].key, from->cards[k].key) != 0)
			differs = N_("other cards");
	if (differs) {
		strbuf_printf(why, _("not a shard of the same series: %s"), _(differs));
		return -1;
	}
	if (from->error[0] && !into->error[0])
		memcpy(into->error, from->error, sizeof into->error);
	add_part(into, from, a->card_count);
	return 0;
}
