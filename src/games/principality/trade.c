/*
 * trade: with the supply and with the opponent (§9).
 *
 * The supply takes 3 resources of one type for 1 of another; the modifiers
 * of the player's cards lower the rate for a type (a trade fleet to 2, the
 * Mint gold to 1). Whatever is received needs room on a region of its type.
 *
 * With the opponent, the active player offers during his action phase and
 * the opponent accepts or declines; both are actions. An offer gives 1 or 2
 * resources for 1 or 2 others (never the same type on both sides, never 2
 * for 2 — enough for every trade a player means, few enough to list), and
 * both sides must have what they give and room for what they receive.
 */
#include "games/principality/internal.h"

bool prin_can_trade(const struct prin_state *s, int player, int give, int get)
{
	if (give == get || give < 0 || get < 0 || give >= s->cards->resource_count ||
	    get >= s->cards->resource_count)
		return false;
	return prin_resources(s, player, give) >= prin_trade_rate(s, player, give) &&
	       prin_room(s, player, get) > 0;
}

void prin_trade(struct prin_state *s, int player, int give, int get)
{
	prin_exchange(s, player, give, prin_trade_rate(s, player, give), get);
}

/* The two sides never share a type (nor, then, a region), and the players
 * hold regions of their own: one side settled before the other ends as the
 * resources handed over in turn did. */
void prin_offer_settle(struct prin_state *s)
{
	prin_hand_over_pairs(s, s->active, 1 - s->active, s->offer_give, s->offer_get);
}
