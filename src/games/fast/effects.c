/*
 * effects: card behaviour, run from the cards' effect texts.
 *
 * Passive clauses: the rules ask a player's visible cards for a value
 * (exchanges, cards drawn, protected roads and knights, open hands) and
 * thread it through every (modify ...) clause, in the order the cards lie.
 * Only the side that shows counts, so an A-side road's clause is in force
 * and a B-side road's is not.
 *
 * Handlers: building a card fires its (on build ...), turning a settlement
 * into a city fires the city side's (on reveal ...) (R003: "liest das dort
 * abgedruckte Ereignis vor, das alle befolgen müssen"), and an ability is
 * (on activate ...). One handler runs at a time; a step that needs a
 * player's decision suspends it, and that player's answer is an action.
 *
 * One choice is no decision: a card taken from a hand its taker may not
 * see. R003: "ziehst du blind aus seiner Hand". The engine draws it at
 * random itself, as the taker's fingers would.
 */
#include "games/fast/internal.h"

/* Bit per modifier word that db_card's (modify ...) clauses change:
 * kept per card at set-up, so that asking a card without one costs a test. */
uint16_t fast_modifier_bits(const struct carddb *db, int db_card)
{
	const struct effect_program *program = db_card >= 0 ? db->cards[db_card].program : NULL;
	uint16_t bits = 0;
	size_t n = effect_clause_count(program);
	for (size_t i = 0; i < n; i++) {
		const struct effect_clause *cl = effect_clause_at(program, i);
		if (cl->kind == EFFECT_CLAUSE_MODIFY && cl->what < 16)
			bits |= (uint16_t)(1u << cl->what);
	}
	return bits;
}

/* The clause kind behind each enum fast_gift. */
static const int32_t gift_modifier[FG_COUNT] = {
	[FG_PROTECTED] = FAST_MOD_PROTECTED, [FG_DRAWS] = FAST_MOD_DRAWS,
	[FG_TRADES] = FAST_MOD_TRADES, [FG_OPEN_HAND] = FAST_MOD_OPEN_HAND,
};

/* What db_card's (modify ...) clauses give (struct fast_card's gives and
 * adds): kept per side at set-up, so that asking a card that gives nothing
 * costs a test, and one that adds a constant (every road's and knight's A
 * side) costs an addition. */
void fast_side_gifts(const struct carddb *db, int db_card, uint8_t *gives, int8_t *adds)
{
	const struct effect_program *program = db_card >= 0 ? db->cards[db_card].program : NULL;
	int32_t what = FAST_MOD_COUNT;
	int clauses = 0;
	*gives = 0;
	*adds = FAST_ASK_CLAUSES;
	for (size_t i = 0; i < effect_clause_count(program); i++) {
		const struct effect_clause *cl = effect_clause_at(program, i);
		for (int g = 0; g < FG_COUNT; g++)
			if (cl->kind == EFFECT_CLAUSE_MODIFY && cl->what == gift_modifier[g]) {
				*gives |= (uint8_t)(1u << g);
				what = gift_modifier[g];
				clauses++;
			}
	}
	/* One clause: (+ value K) on any value is the interpreter's clamped
	 * sum, which add_clamped() repeats. */
	int32_t k;
	if (clauses == 1 && effect_modify_constant(program, EFFECT_CLAUSE_MODIFY, what, 0, &k) &&
	    k > INT8_MIN && k <= INT8_MAX)
		*adds = (int8_t)k;
}

/* What the interpreter's (+ value K) gives: the sum, clamped as it clamps. */
static int add_clamped(int value, int k)
{
	int64_t sum = (int64_t)value + k;
	return sum > INT32_MAX ? INT32_MAX : sum < -INT32_MAX ? -INT32_MAX : (int)sum;
}

/* value through the clauses for gift of card's visible side, run. */
static int ask_clauses(const struct fast_state *s, int player, int card, enum fast_gift gift,
                       int32_t subject, int value)
{
	int32_t what = gift_modifier[gift];
	const struct effect_program *program = s->db->cards[fast_face(s, card)].program;
	int32_t result;
	if (effect_modify_constant(program, EFFECT_CLAUSE_MODIFY, what, value, &result))
		return result;
	struct effect_context ctx = { player, card, EFFECT_NONE };
	/* Modifier bodies are pure: the interpreter never lets them act, so
	 * the host only reads through this pointer. */
	return effect_modify(program, EFFECT_CLAUSE_MODIFY, what, &ctx, subject, value,
	                     &fast_host, (void *)(uintptr_t)s);
}

/* value through one place's cards (ids, n of them) but exclude. */
static int modify_cards(const struct fast_state *s, int player, const uint8_t *ids, int n,
                        enum fast_gift gift, int32_t subject, int value, int exclude)
{
	for (int i = 0; i < n; i++) {
		const struct fast_card *c = &s->card[ids[i]];
		int side = c->turned ? 1 : 0;
		if (!((c->gives[side] >> gift) & 1) || ids[i] == exclude)
			continue;
		value = c->adds[side] != FAST_ASK_CLAUSES
		        ? add_clamped(value, c->adds[side])
		        : ask_clauses(s, player, ids[i], gift, subject, value);
	}
	return value;
}

/* value, changed by every clause of player's visible cards but exclude. */
int fast_modify(const struct fast_state *s, int player, enum fast_gift gift,
                int32_t subject, int value, int exclude)
{
	const struct fast_player *pl = &s->player[player];
	value = modify_cards(s, player, pl->road, pl->road_count, gift, subject, value, -1);
	value = modify_cards(s, player, pl->knight, pl->knight_count, gift, subject, value, exclude);
	value = modify_cards(s, player, pl->town, pl->town_count, gift, subject, value, -1);
	return modify_cards(s, player, pl->expansion, pl->expansion_count, gift, subject, value, -1);
}

/* Whether the pending decision is a card from a hand its chooser may not see. */
static bool blind_choice(const struct fast_state *s, const struct effect_decision *d)
{
	if (d->kind != EFFECT_DECIDE_CARD || s->opt.open_hands || d->count == 0)
		return false;
	for (int i = 0; i < d->count; i++) {
		int32_t h = d->options[i];
		if (h < FAST_H_HAND || h >= FAST_H_END ||
		    (h - FAST_H_HAND) / FAST_H_HAND_STRIDE == d->player)
			return false;
	}
	return true;
}

/* The blind card: each card of the hand equally likely. */
static int32_t blind_answer(struct fast_state *s, const struct effect_decision *d)
{
	int total = 0;
	for (int i = 0; i < d->count; i++) {
		int32_t h = d->options[i] - FAST_H_HAND;
		total += s->player[h / FAST_H_HAND_STRIDE].hand[h % FAST_H_HAND_STRIDE];
	}
	int k = (int)rng_below(&s->rng, (uint64_t)(total > 0 ? total : 1));
	for (int i = 0; i < d->count; i++) {
		int32_t h = d->options[i] - FAST_H_HAND;
		k -= s->player[h / FAST_H_HAND_STRIDE].hand[h % FAST_H_HAND_STRIDE];
		if (k < 0)
			return d->options[i];
	}
	return d->options[0];
}

/* Runs the effect until it ends or waits for a real decision. */
static enum effect_status settle(struct fast_state *s)
{
	const struct effect_program *program = s->db->cards[s->run_program].program;
	for (;;) {
		enum effect_status status = effect_run(&s->run, program, &fast_host, s);
		if (status == EFFECT_PENDING && blind_choice(s, &s->run.decision)) {
			effect_answer(&s->run, blind_answer(s, &s->run.decision));
			continue;
		}
		if (status != EFFECT_PENDING)
			s->running = false;
		return status;
	}
}

/* Runs db_card's handler for trigger, for the owner of card. A card without
 * one does nothing: EFFECT_DONE. */
enum effect_status fast_fire(struct fast_state *s, int card, int db_card,
                             enum effect_trigger trigger)
{
	const struct effect_program *program = s->db->cards[db_card].program;
	int clause = effect_find_handler(program, trigger, -1, 0);
	if (clause < 0)
		return EFFECT_DONE;
	struct effect_context ctx = { s->card[card].owner, card, EFFECT_NONE };
	if (effect_start(&s->run, program, (size_t)clause, &ctx) != 0)
		return EFFECT_ERROR;
	s->running = true;
	s->run_program = (int16_t)db_card;
	return settle(s);
}

int fast_answer(struct fast_state *s, int32_t answer)
{
	if (!fast_pending(s) || effect_answer(&s->run, answer) != 0)
		return -1;
	settle(s);
	return 0;
}
