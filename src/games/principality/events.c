/*
 * events: the faces of the event die (§6, §7).
 *
 * First the cards that act on the face run (the Toll House on the sun, the
 * Bank on the windmill...); one may cancel the base rule for its owner.
 * Then the base rule, for both players, the roller first:
 *
 *   brigand     more than 7 resources on one's regions (not counting the
 *               regions a card makes immune to the brigand, the Garrison's
 *               neighbours) loses every resource of the BRIGAND_LOSES
 *               types; no effect in the first BRIGAND_GRACE_ROUNDS rounds
 *   windmill    the holder of the windmill takes 1 resource of choice from
 *               the opponent
 *   tournament  strictly more tournament points takes 1 of choice from the
 *               supply; a tie, 0-0 included, gives nothing
 *   sun         each player takes 1 resource of choice
 *   ?           the top event card is revealed, put at the bottom of the
 *               event stack, and its reveal handler runs for the roller
 *
 * A resource "of choice" is a decision (PH_EVENT_CHOICE); a player with no
 * room for any resource has nothing to choose and is passed over.
 */
#include "games/principality/internal.h"

/* prin_event_begin, which queues the cards that act on the face, is inline
 * in internal.h: resolve() asks it at every roll. */

static bool spared(const struct prin_state *s, int player)
{
	return (s->cancel_mask >> player) & 1;
}

/* The regions on player's grid: the region index while it holds them all
 * (in grid order), else the cards walked (in card order). */
static int player_regions(const struct prin_state *s, int player, int *out)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	int n = 0;
	if (pl->region_count < PRIN_MAX_INDEXED) {
		for (int k = 0; k < pl->region_count; k++)
			out[n++] = pl->region[k];
		return n;
	}
	PRIN_FOR_ZONE(s, Z_PRINCIPALITY, c)
		if (s->card[c].who == player && prin_is_region(s, c))
			out[n++] = c;
	return n;
}

/* Whether more than 7 resources lie on player's regions[0..n-1] that no
 * card makes immune to the brigand. Immunity is asked only while the
 * answer is open: until the count is over, or until the regions not yet
 * asked about hold too few to bring it over; and not at all when none of
 * his cards grants any. */
static bool over_seven(const struct prin_state *s, struct prin_host *h, int player,
                       const int *regions, int n)
{
	int counted = 0, unasked = 0;
	for (int k = 0; k < n; k++)
		unasked += s->card[regions[k]].stock;
	if (s->ix.player[player].passive_immune == 0)
		return unasked > 7;
	for (int k = 0; k < n && counted <= 7 && counted + unasked > 7; k++) {
		int c = regions[k], stock = s->card[c].stock;
		if (!stock)
			continue;
		unasked -= stock;
		if (!prin_immune(h, c, -1, PRIN_FACE_BRIGAND))
			counted += stock;
	}
	return counted > 7;
}

static void brigand(struct prin_state *s)
{
	int round = (s->turn + 1) / 2;
	if (round <= s->opt.brigand_grace_rounds)
		return;
	struct prin_host h;
	prin_host_init(&h, s, true);
	for (int i = 0; i < PRIN_PLAYERS; i++) {
		int p = (s->active + i) % PRIN_PLAYERS;
		if (spared(s, p))
			continue;
		/* no more than 7 on all his regions: none to count (immunity
		 * is a pure question; the tallies count every region while the
		 * index holds them all) */
		const struct prin_player_index *pl = &s->ix.player[p];
		if (pl->region_count < PRIN_MAX_INDEXED && pl->have_all <= 7)
			continue;
		/* the regions' order does not matter: immunity is a pure
		 * question, and the losses are independent of one another */
		int regions[PRIN_MAX_INSTANCES];
		int n = player_regions(s, p, regions);
		if (!over_seven(s, &h, p, regions, n))
			continue;
		for (int k = 0; k < n; k++) {
			const struct prin_def *d = prin_def_of(s, regions[k]);
			if (d->produces >= 0 && ((s->opt.brigand_loses >> d->produces) & 1))
				prin_set_stock(s, regions[k], 0);
		}
	}
	prin_refresh(s);   /* points that count stored resources follow the loss */
}

static void ask(struct prin_state *s, int kind, int player)
{
	s->choice_kind = (uint8_t)kind;
	s->choice_players[s->choice_count++] = (int8_t)player;
}

void prin_event_base_rule(struct prin_state *s)
{
	s->choice_count = 0;
	switch (s->face) {
	case FACE_BRIGAND:
		brigand(s);
		break;
	case FACE_WINDMILL: {
		int h = s->holder[PRIN_ADV_COMMERCE];
		if (h != PRIN_EMPTY && !spared(s, h))
			ask(s, CHOICE_TAKE, h);
		break;
	}
	case FACE_TOURNAMENT: {
		int t0 = s->ix.player[0].tournament, t1 = s->ix.player[1].tournament;
		int w = t0 > t1 ? 0 : t1 > t0 ? 1 : -1;
		if (w >= 0 && !spared(s, w))
			ask(s, CHOICE_GAIN, w);
		break;
	}
	case FACE_PLENTY:
		for (int i = 0; i < PRIN_PLAYERS; i++) {
			int p = (s->active + i) % PRIN_PLAYERS;
			if (!spared(s, p))
				ask(s, CHOICE_GAIN, p);
		}
		break;
	case FACE_EVENT: {
		/* Under the stack before it acts, so that a card which shuffles
		 * the event stack shuffles itself in. */
		int top = prin_cycle(s, Z_EVENT_STACK, 0);
		if (top < 0)
			break;
		s->event_card = (int16_t)top;
		prin_queue_trigger(s, top, EFFECT_ON_REVEAL, -1, s->active, -1);
		break;
	}
	default:
		break;
	}
}

int prin_event_options(const struct prin_state *s, int *out)
{
	int n = 0;
	if (s->choice_count == 0)
		return 0;
	/* prin_room and prin_resources read straight from their tallies, and
	 * all the rest once, before the loop: a store to out[] might be to the
	 * state or the card table, for all the compiler knows, and it would
	 * read each of them again each pass */
	int p = s->choice_players[0];
	const uint8_t *room = s->ix.player[p].room, *have = s->ix.player[1 - p].have;
	int resources = s->cards->resource_count;
	if (resources > PRIN_MAX_RESOURCES)
		resources = PRIN_MAX_RESOURCES;   /* the rest have no room */
	bool take = s->choice_kind == CHOICE_TAKE;
	for (int r = 0; r < resources; r++)
		if (room[r] && (!take || have[r]))
			out[n++] = r;
	return n;
}

bool prin_event_has_option(const struct prin_state *s)
{
	if (s->choice_count == 0)
		return false;
	/* the same test as prin_event_options', stopping at the first */
	int p = s->choice_players[0];
	for (int r = 0; r < s->cards->resource_count; r++)
		if (prin_room(s, p, r) > 0 &&
		    (s->choice_kind != CHOICE_TAKE || prin_resources(s, 1 - p, r) > 0))
			return true;
	return false;
}

void prin_event_choose(struct prin_state *s, int resource)
{
	int p = s->choice_players[0];
	if (resource >= 0) {
		if (s->choice_kind == CHOICE_TAKE && prin_pay(s, 1 - p, resource, 1) == 1)
			prin_gain(s, p, resource, 1);
		else if (s->choice_kind == CHOICE_GAIN)
			prin_gain(s, p, resource, 1);
	}
	prin_refresh(s);
	for (int i = 1; i < s->choice_count; i++)
		s->choice_players[i - 1] = s->choice_players[i];
	s->choice_count--;
}
