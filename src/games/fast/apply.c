/*
 * apply: one action of the deciding player, checked as legal() checks it.
 *
 * While a card effect waits for a decision, only its answer is legal. After
 * a build the game may be over (fast.md §10: the target is checked after
 * every build); the draw that ends a turn passes it to the next player.
 */
#include "games/fast/internal.h"

static bool owns_ability(const struct fast_state *s, int card)
{
	return card >= 0 && card < s->card_count && fast_can_activate(s, card);
}

int fast_apply(void *state, const struct action *a)
{
	struct fast_state *s = state;
	if (s->phase == PH_OVER)
		return -1;
	if (fast_pending(s))
		return a->kind == A_ANSWER ? fast_answer(s, a->arg[0]) : -1;
	/* The exchange phase's kinds come first (internal.h): one test sends
	 * them on, so that only one switch picks among them. */
	_Static_assert(A_EXCHANGE_DRAW == 0 && A_EXCHANGE_MARKET < A_END && A_EXCHANGE_PLAYER < A_END &&
	               A_RETURN_MARKET < A_END && A_RETURN_PLAYER < A_END && A_END == 5,
	               "the six exchange kinds first");
	if (a->kind <= A_END)
		return fast_exchange(s, a);
	switch (a->kind) {
	case A_BUILD:
		if (!fast_can_build(s, a))
			return -1;
		fast_do_build(s, a);
		return 0;
	case A_TRADE:
		if (!fast_can_trade(s, a->arg[0], a->arg[1]))
			return -1;
		fast_do_trade(s, a->arg[0], a->arg[1]);
		return 0;
	case A_ACTIVATE:
		if (!owns_ability(s, a->arg[0]))
			return -1;
		s->activated |= (uint64_t)1 << a->arg[0];
		fast_fire(s, a->arg[0], fast_face(s, a->arg[0]), EFFECT_ON_ACTIVATE);
		return 0;
	case A_DRAW:
		if (s->phase != PH_BUILD)
			return -1;
		fast_end_turn(s);
		return 0;
	case A_SB_GIVE: case A_SB_TOP: case A_SB_PLACE: case A_SB_DESTINY:
		return s->sandbox ? fast_apply_sandbox(s, a) : -1;
	default:
		return -1;
	}
}
