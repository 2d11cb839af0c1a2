/*
 * legal-setup: the picks of setup and the regions of a new settlement.
 */
#include "games/principality/legal.h"

/* ---- setup and the new settlement ---- */

/* §2.3: a player "picks one expansion stack, looks through it ..., takes
 * 3 cards of choice; then the second player does the same with a different
 * stack". Two decisions, so that no listing shows a stack before its
 * player has chosen it: first the stack (look), then its cards (pick). */
void prin_legal_picks(const struct prin_state *s, struct out *o)
{
	if (s->pick_stack < 0) {
		if (!wanted(o, A_LOOK))
			return;
		for (int st = 0; st < s->stack_count; st++)
			if (!((s->used_stack_mask >> st) & 1) && prin_count(s, Z_STACK, st) > 0)
				add(o, A_LOOK, st, 0, 0, 0, 0);
		return;
	}
	if (!wanted(o, A_PICK))
		return;
	struct defs stack;
	prin_legal_candidate_defs(s, Z_STACK, s->pick_stack, o, 0, true, &stack);
	for (int i = 0; i < stack.n; i++)
		add(o, A_PICK, stack.def[i], 0, 0, 0, 0);
}

void prin_legal_regions(const struct prin_state *s, struct out *o)
{
	int p = s->active;
	bool choose = s->player[p].grants & (1u << PRIN_GRANT_CHOOSE_REGIONS);
	int list[PRIN_MAX_INSTANCES], n;
	if (choose) {
		n = prin_list(s, Z_REGION_STACK, 0, list, PRIN_MAX_INSTANCES);
	} else {
		list[0] = prin_top(s, Z_REGION_STACK, 0);
		n = list[0] >= 0;
	}
	bool any_side = choose || s->opt.new_region_side == SIDE_CHOOSE;
	for (int i = 0; i < n; i++) {
		for (int side = -1; side <= 1; side += 2) {
			bool filled = (s->settle_sides >> (side < 0 ? 0 : 1)) & 1;
			if (filled)
				continue;
			add(o, A_REGION, list[i], side, 0, 0, 0);
			if (!any_side)
				break;   /* fixed: the first card above, the second below */
		}
	}
}
