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

void prin_produce(struct prin_state *s)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int i = 0; i < PRIN_PLAYERS; i++) {
		int p = (s->active + i) % PRIN_PLAYERS;
		for (int c = 0; c < s->instance_count; c++) {
			struct prin_instance *in = &s->card[c];
			const struct prin_def *d = &s->cards->def[in->def];
			if (in->zone != Z_PRINCIPALITY || in->who != p || d->kind != KIND_REGION ||
			    d->die != s->die)
				continue;
			int gain = prin_modify(&h, p, EFFECT_MOD_PRODUCTION, c, 1);
			int stock = in->stock + (gain > 0 ? gain : 0);
			prin_set_stock(s, c, stock > PRIN_STOCK_MAX ? PRIN_STOCK_MAX : stock);
		}
	}
	/* points that count stored resources (Trade Academy, Rich Farmer) and
	 * the figures they decide follow the new stock */
	prin_refresh(s);
	for (int i = 0; i < PRIN_PLAYERS; i++) {
		int p = (s->active + i) % PRIN_PLAYERS;
		for (int c = 0; c < s->instance_count; c++)
			if (s->card[c].zone == Z_PRINCIPALITY && s->card[c].who == p)
				prin_queue_trigger(s, c, EFFECT_ON_PRODUCTION, -1, p, -1);
	}
}
