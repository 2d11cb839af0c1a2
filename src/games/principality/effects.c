/*
 * effects: the queue of card handlers and the one run that executes them.
 *
 * A match holds a single struct effect_run (it is large, and a match must
 * stay small enough to clone quickly), so handlers run one after another:
 * whatever fires a trigger queues the handler, and the state machine drains
 * the queue before it goes on. A handler that needs a decision suspends;
 * the decision is then the action of its player (A_ANSWER), and the run
 * resumes on the next prin_run_effects.
 *
 * Playing an action card queues first the handlers of the opponent's
 * cards that watch for it (opponent-plays: the Great Wall against a spy),
 * then the card's own play handler. A watcher that cancels spares the
 * opponent: the card then goes to the discard pile without effect.
 */
#include <string.h>

#include "games/principality/internal.h"

void prin_queue(struct prin_state *s, int card, int clause, int self, int trigger,
                enum prin_job_kind kind)
{
	if (s->job_count >= PRIN_MAX_JOBS) {
		s->effect_errors++;
		return;
	}
	struct prin_job *j = &s->jobs[s->job_count++];
	memset(j, 0, sizeof *j);
	j->card = (int16_t)card;
	j->trigger = (int16_t)trigger;
	j->clause = (uint8_t)clause;
	j->self = (int8_t)self;
	j->kind = (uint8_t)kind;
}

void prin_queue_trigger(struct prin_state *s, int card, enum effect_trigger trigger, int face,
                        int self, int trigger_card)
{
	const struct prin_def *d = prin_def_of(s, card);
	if (!(d->handlers & (1u << trigger)))
		return;
	for (int c = effect_find_handler(prin_program(s, d), trigger, face, 0); c >= 0;
	     c = effect_find_handler(prin_program(s, d), trigger, face, (size_t)c + 1))
		prin_queue(s, card, c, self, trigger_card, JOB_PLAIN);
}

/* prin_queue_grid's walk, once the grid's handler mask let it through. */
void prin_walk_grid(struct prin_state *s, int player, enum effect_trigger trigger, int face)
{
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c)
		if (s->card[c].who == player)
			prin_queue_trigger(s, c, trigger, face, player, -1);
}

/* The played card rests in Z_PLAYED while it acts, then is spent. */
static void spend(struct prin_state *s, int card)
{
	if (card >= 0 && s->card[card].zone == Z_PLAYED)
		prin_move(s, card, Z_DISCARD, s->card[card].who, true);
}

/* Queues the handlers of watcher's cards that watch for card, played by
 * his opponent, and accept it. */
static void queue_guards(struct prin_state *s, int card, int watcher)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, g) {
		if (s->card[g].who != watcher)
			continue;
		const struct prin_def *d = prin_def_of(s, g);
		if (!(d->handlers & (1u << EFFECT_ON_OPPONENT_PLAYS)))
			continue;
		struct effect_context ctx = { watcher, g, card };
		for (int c = effect_find_handler(prin_program(s, d), EFFECT_ON_OPPONENT_PLAYS, -1, 0); c >= 0;
		     c = effect_find_handler(prin_program(s, d), EFFECT_ON_OPPONENT_PLAYS, -1, (size_t)c + 1))
			if (effect_clause_accepts(prin_program(s, d), (size_t)c, &ctx, card, &prin_effect_host, &h))
				prin_queue(s, g, c, watcher, card, JOB_GUARD);
	}
}

int prin_start_play(struct prin_state *s, int player, int def)
{
	int card = prin_first_of(s, def, Z_HAND, player);
	if (card < 0)
		return -1;
	prin_move(s, card, Z_PLAYED, player, true);
	s->play_refused = 0;
	s->play_cancelled = 0;
	int opponent = 1 - player;
	if (s->ix.player[opponent].handler_mask & (1u << EFFECT_ON_OPPONENT_PLAYS))
		queue_guards(s, card, opponent);
	const struct prin_def *d = prin_def_of(s, card);
	int clause = effect_find_handler(prin_program(s, d), EFFECT_ON_PLAY, -1, 0);
	if (clause >= 0)
		prin_queue(s, card, clause, player, -1, JOB_PLAY);
	else
		spend(s, card);
	return card;
}

static void finish(struct prin_state *s, enum effect_status status)
{
	if (status == EFFECT_ERROR)
		s->effect_errors++;
	if (s->current_job.kind == JOB_PLAY && status == EFFECT_REFUSED)
		s->play_refused = 1;
	if (s->current_job.kind == JOB_PLAY)
		spend(s, s->current_job.card);
	s->running = 0;
}

/* Takes the next job off the queue and starts it; false when none is left. */
static bool start_next(struct prin_state *s)
{
	while (s->job_count > 0) {
		s->current_job = s->jobs[0];
		memmove(&s->jobs[0], &s->jobs[1], (size_t)(s->job_count - 1) * sizeof s->jobs[0]);
		s->job_count--;
		const struct prin_job *j = &s->current_job;
		if (j->kind == JOB_PLAY && s->play_cancelled) {
			s->play_cancelled = 0;
			spend(s, j->card);
			continue;
		}
		const struct prin_def *d = prin_def_of(s, j->card);
		struct effect_context ctx = { j->self, j->card, j->trigger };
		if (effect_start(&s->run, prin_program(s, d), j->clause, &ctx) != 0) {
			if (j->kind == JOB_PLAY)
				spend(s, j->card);
			continue;
		}
		s->running = 1;
		return true;
	}
	return false;
}

bool prin_run_effects(struct prin_state *s)
{
	for (;;) {
		if (s->winner >= 0) {
			s->running = 0;
			s->job_count = 0;
			return false;
		}
		if (!s->running && !start_next(s))
			return false;
		if (s->run.status == EFFECT_PENDING && !s->run.answered)
			return true;
		struct prin_host h;
		prin_host_init(&h, s, false);
		const struct prin_def *d = prin_def_of(s, s->current_job.card);
		enum effect_status status = effect_run(&s->run, prin_program(s, d), &prin_effect_host, &h);
		if (status == EFFECT_PENDING)
			return true;
		finish(s, status);
		prin_refresh(s);
	}
}
