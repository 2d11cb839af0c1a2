/*
 * production: the production die (§4).
 *
 * Every region of both players whose number the die shows gains what the
 * modifiers of its owner's cards make of 1 (a doubling building beside it
 * doubles it), and holds at most 3: a region on 2 gains only 1, whatever
 * the doubling. Then the cards that act after production do so, the
 * active player's first.
 */
#include "games/principality/internal.h"

/* The regions of player that show die, in index order (the order in which
 * the rules book their gains). The grid index lists them when it holds
 * every region of his; else the cards are walked. */
static int rolled_regions(const struct prin_state *s, int player, int die, int *out)
{
	const struct prin_player *pl = &s->player[player];
	int n = 0;
	if (pl->region_count < PRIN_MAX_INDEXED) {
		for (int k = 0; k < pl->region_count; k++) {
			int c = pl->region[k];
			if (prin_def_of(s, c)->die != die)
				continue;
			int j = n++;
			for (; j > 0 && out[j - 1] > c; j--)
				out[j] = out[j - 1];
			out[j] = c;
		}
		return n;
	}
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c) {
		const struct prin_def *d = prin_def_of(s, c);
		if (s->card[c].who == player && d->kind == KIND_REGION && d->die == die)
			out[n++] = c;
	}
	return n;
}

void prin_produce(struct prin_state *s)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int i = 0; i < PRIN_PLAYERS; i++) {
		int p = (s->active + i) % PRIN_PLAYERS;
		int regions[PRIN_MAX_INSTANCES];
		int n = rolled_regions(s, p, s->die, regions);
		if (n == 0)
			continue;
		/* booking stock moves no card: one look for the modifiers serves
		 * every region */
		struct prin_modifiers mods;
		prin_modifiers_of(s, p, EFFECT_MOD_PRODUCTION, &mods);
		for (int k = 0; k < n; k++) {
			int c = regions[k];
			int gain = prin_modify_through(&h, &mods, c, 1);
			int stock = s->card[c].stock + (gain > 0 ? gain : 0);
			prin_set_stock(s, c, stock > PRIN_STOCK_MAX ? PRIN_STOCK_MAX : stock);
		}
	}
	/* points that count stored resources (Trade Academy, Rich Farmer) and
	 * the figures they decide follow the new stock */
	prin_refresh(s);
	for (int i = 0; i < PRIN_PLAYERS; i++)
		prin_queue_grid(s, (s->active + i) % PRIN_PLAYERS, EFFECT_ON_PRODUCTION, -1);
}
