/*
 * legal-play: answers to an effect's question, and plays of action cards.
 */
#include <string.h>

#include "games/principality/legal.h"

/* ---- an effect's question ---- */

/* An option as a number that two options share exactly when they read
 * the same: a card (or counter) as its def, zone and owner, and on a grid
 * its column and side besides, so that the same card in the same place
 * is listed once; anything else, and no card (negative), as itself. */
static inline uint64_t option_key(const struct prin_state *s,
                                   int kind, int32_t option)
{
	if ((kind != EFFECT_DECIDE_CARD && kind != EFFECT_DECIDE_COUNTER) || option < 0)
		return (uint32_t)option;
	const struct prin_instance *in = &s->card[option];
	uint64_t place = 0;
	if (in->zone == Z_PRINCIPALITY)
		place = (uint64_t)(prin_cell_x(in->order) - PRIN_X_MIN) << 1 |
		        (prin_cell_y(in->order) > 0);
	return 1ull << 40 | (uint64_t)in->def << 24 | (uint64_t)in->zone << 16 |
	       (uint64_t)in->who << 8 | place;
}

void prin_legal_answers(const struct prin_state *s, const struct effect_decision *d, struct out *o)
{
	uint64_t key[EFFECT_LIST_MAX];
	int n = d->count < EFFECT_LIST_MAX ? d->count : EFFECT_LIST_MAX;
	for (int i = 0; i < n; i++) {
		key[i] = option_key(s, d->kind, d->options[i]);
		bool dup = false;
		for (int j = 0; j < i; j++)
			dup |= key[j] == key[i];
		if (!dup)
			add(o, A_ANSWER, d->options[i], 0, 0, 0, 0);
	}
	if (d->optional)
		add(o, A_ANSWER, EFFECT_NONE, 0, 0, 0, 0);
}

size_t prin_legal_listed_answers(const struct prin_state *s, const struct effect_decision *d,
                                 struct action *out, size_t max)
{
	/* the keys of the options listed: an option is listed when its key
	 * is none of theirs, as prin_legal_answers finds it from all the
	 * keys before it, for an earlier equal key's first holder is listed */
	uint64_t listed_key[EFFECT_LIST_MAX];
	int n = d->count < EFFECT_LIST_MAX ? d->count : EFFECT_LIST_MAX;
	int kind = d->kind;
	/* of a question whose options are their own keys (option_key), those
	 * listed that are 0 to 63, a bit each: most options of such a
	 * question are, and each is then told by a bit, not by the keys */
	bool own_keys = kind != EFFECT_DECIDE_CARD && kind != EFFECT_DECIDE_COUNTER;
	uint64_t small_listed = 0;
	size_t listed = 0;
	for (int i = 0; i < n && listed < max; i++) {
		int32_t option = d->options[i];
		uint64_t key = option_key(s, kind, option);
		if (own_keys && key < 64) {
			uint64_t bit = 1ull << key;
			if (small_listed & bit)
				continue;
			small_listed |= bit;
		} else {
			size_t j = 0;
			while (j < listed && listed_key[j] != key)
				j++;
			if (j < listed)
				continue;
		}
		listed_key[listed] = key;
		put_action(&out[listed++], A_ANSWER, option, 0, 0, 0, 0);
	}
	if (d->optional && listed < max)
		put_action(&out[listed++], A_ANSWER, EFFECT_NONE, 0, 0, 0, 0);
	return listed;
}

/* ---- playing action cards ---- */

/* ACTION_GATE. A card exempt from it says so in its own effect (ungated). */
static bool gate_open(const struct prin_state *s)
{
	switch (s->opt.action_gate) {
	case GATE_BOTH_3: return s->gate_open;
	case GATE_SUM_7: return s->ix.player[0].vp + s->ix.player[1].vp >= 7;
	default: return true;
	}
}

static bool foldable(int kind)
{
	return kind >= 0 && kind < 32 && ((PRIN_FOLDED_DECISIONS >> kind) & 1);
}

/* Lists the plays of def by player p as a trial run on a copy of the
 * match tells: none when its handler refuses, else one for each answer
 * to its first question when that is folded, else the play alone. Apart
 * from plays(), so that the copy's four kilobytes are on the stack only
 * for the few cards that need the trial. */
static __attribute__((noinline)) void try_play(const struct prin_state *s, int p, int def,
                                               struct out *o)
{
	struct prin_state trial = *s;
	prin_start_play(&trial, p, def);
	prin_run_effects(&trial);
	if (trial.play_refused)
		return;
	const struct effect_decision *q = prin_pending(&trial);
	/* A question asked after a die was rolled is not folded: listing
	 * its answers would tell the player the roll before he plays
	 * (the Brigands' attacker would see whether it succeeds). */
	bool rolled = memcmp(&trial.rng, &s->rng, sizeof s->rng) != 0;
	if (q && q->player == p && trial.current_job.kind == JOB_PLAY && foldable(q->kind) &&
	    !rolled) {
		for (int k = 0; k < q->count; k++)
			add(o, A_PLAY, def, q->options[k], q->kind, 0, 0);
		if (q->optional)
			add(o, A_PLAY, def, EFFECT_NONE, q->kind, 0, 0);
	} else {
		add(o, A_PLAY, def, PRIN_NO_ARG, 0, 0, 0);
	}
}

/* prin_playable of p's card: apart, so that the host's state is on the
 * stack only for the cards with a (playable ...) clause. */
static __attribute__((noinline)) bool ask_playable(const struct prin_state *s, int p, int card)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	return prin_playable(&h, p, card);
}

/* prin_playable of p's card, its answer read here when his player keeps
 * it (struct prin_player_index playable_known), as prin_playable would read it:
 * the answers are kept for the action cards of his hand, and most asks of
 * a listing then need no host. */
static inline bool playable(const struct prin_state *s, int p, int card)
{
	int kept = kept_playable(&s->ix.player[p], card);
	return kept >= 0 ? kept : ask_playable(s, p, card);
}

/* The plays of the card at place i of the hand: an action card with an
 * (on play) handler, as the table's compact column told. */
static inline void plays_of(const struct prin_state *s, int p, const struct hand *hand, int i,
                            bool gated, struct out *o)
{
	int def = hand_def(s, hand, i);
	const struct prin_def *d = &s->cards->def[def];
	if (not_first(o, def) || (gated && !d->ungated))
		return;
	/* the first of the hand, as prin_build_source finds it */
	int card = hand->card[i];
	if (d->play_phase >= 0) {
		/* timed by its phase alone: no need to run its clauses */
		if (!prin_in_effect_phase(s, d->play_phase))
			return;
	} else {
		/* outside the action phase only a card timed for the moment,
		 * which one that never asks the phase is not: prin_timed would
		 * find it unplayable, or prin_playable below would */
		if (s->phase != PH_ACTION && (d->phaseless || !prin_timed(s, p, card)))
			return;
		/* without a (playable ...) clause a card is playable */
		if (d->playable && !playable(s, p, card))
			return;
	}
	/* A trial run can refuse the card or fold its first question;
	 * a card that has neither is listed as it is (cards.c), and so is
	 * one that asks only after a roll, which try_play does not fold. */
	if (d->plain_play || (d->rolls_first && !s->next_roll))
		add(o, A_PLAY, def, PRIN_NO_ARG, 0, 0, 0);
	else
		try_play(s, p, def, o);
}

void prin_legal_hand_plays(const struct prin_state *s, int p, const struct hand *hand,
                           struct out *o)
{
	if (!wanted(o, A_PLAY))
		return;
	if (hand->places <= 64) {
		/* the hand index, or a short hand: one word, some card in it played */
		bool gated = !gate_open(s);
		for (uint64_t play = hand->on_play[0]; play; play &= play - 1)
			plays_of(s, p, hand, __builtin_ctzll(play), gated, o);
		return;
	}
	for (int w = 0; w * 64 < hand->places; w++) {
		uint64_t play = hand->on_play[w];
		if (!play)
			continue;
		bool gated = !gate_open(s);
		for (; play; play &= play - 1)
			plays_of(s, p, hand, w * 64 + __builtin_ctzll(play), gated, o);
	}
}
