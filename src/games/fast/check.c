/*
 * check: the game's invariants, run after every action of the random
 * matches in the tests.
 *
 *   - No resource card is made or lost: for every resource, the draw pile,
 *     the discard pile, the market and the hands hold what the match began
 *     with (the unlimited 3:1 exchange books what it took and made).
 *   - Every building card lies in exactly one place, and its owner field
 *     says whose place that is.
 *   - Points equal the visible sides and cards; stacked cards alternate
 *     A, B, A... (unless taken cards keep their side); an expansion lies on
 *     an own city and each design is owned once.
 */
#include "games/fast/internal.h"
#include "core/i18n.h"

#define FAIL(...) do { strbuf_printf(why, __VA_ARGS__); return -1; } while (0)

static int check_resources(const struct fast_state *s, struct strbuf *why)
{
	int in_pile[FAST_MAX_RESOURCES] = { 0 };
	for (int i = 0; i < s->pile_count; i++) {
		if (s->pile[i] >= s->resource_count)
			FAIL(_("draw pile card %d is resource %d"), i, s->pile[i]);
		in_pile[s->pile[i]]++;
	}
	int market = 0;
	for (int r = 0; r < s->resource_count; r++) {
		if (in_pile[r] != s->pile_of[r])
			FAIL(_("the draw pile holds %d %s cards, counted %d"), in_pile[r], fast_res_key(s, r),
			     s->pile_of[r]);
		int n = in_pile[r] + s->discard[r] + s->market[r] + s->gone[r] - s->made[r];
		market += s->market[r];
		for (int p = 0; p < s->player_count; p++)
			n += s->player[p].hand[r];
		if (n != s->total[r])
			FAIL(_("%d %s cards in the match, %d expected"), n, fast_res_key(s, r), s->total[r]);
	}
	if (market != s->market_count || market > s->opt.market_size)
		FAIL(_("market holds %d cards, counted %d (size %d)"), market, s->market_count,
		     s->opt.market_size);
	for (int p = 0; p < s->player_count; p++) {
		int n = 0;
		for (int r = 0; r < s->resource_count; r++)
			n += s->player[p].hand[r];
		if (n != s->player[p].hand_count)
			FAIL(_("player %d holds %d cards, counted %d"), p + 1, n, s->player[p].hand_count);
	}
	return 0;
}

/* Marks the cards of one place in seen, a bit per card id (the tests run
 * this after every action, so it stays in a register); each card must be
 * of kind and owned by owner. */
static int mark(const struct fast_state *s, uint64_t *seen, const uint8_t *ids, int n, int kind,
                int owner, const char *place, struct strbuf *why)
{
	_Static_assert(FAST_MAX_CARDS <= 64, "a bit per card id");
	for (int i = 0; i < n; i++) {
		int id = ids[i];
		if (id >= s->card_count)
			FAIL(_("%s holds card %d of %d"), _(place), id, s->card_count);
		if ((*seen >> id) & 1)
			FAIL(_("card %d (%s) lies in two places, one is %s"), id,
			     s->db->cards[s->card[id].front].key, _(place));
		*seen |= (uint64_t)1 << id;
		if (s->card[id].kind != kind || s->card[id].owner != owner)
			FAIL(_("card %d (%s) in %s has kind %d owner %d"), id,
			     s->db->cards[s->card[id].front].key, _(place), s->card[id].kind,
			     s->card[id].owner);
	}
	return 0;
}

static int check_stack(const struct fast_state *s, const uint8_t *ids, int n, int p,
                       bool knights, struct strbuf *why)
{
	if (s->opt.taken_as_shown)
		return 0;
	for (int i = 0; i < n; i++)
		if (s->card[ids[i]].turned != i % 2)
			FAIL(knights ? _("player %d's knight %d shows side %c")
			             : _("player %d's road %d shows side %c"), p + 1, i + 1,
			     s->card[ids[i]].turned ? 'B' : 'A');
	return 0;
}

static int check_player(const struct fast_state *s, int p, uint64_t *seen, struct strbuf *why)
{
	const struct fast_player *pl = &s->player[p];
	if (mark(s, seen, pl->road, pl->road_count, FK_ROAD, p, N_("a road stack"), why) ||
	    mark(s, seen, pl->knight, pl->knight_count, FK_KNIGHT, p, N_("a knight stack"), why) ||
	    mark(s, seen, pl->town, pl->town_count, FK_SETTLEMENT, p, N_("a row of settlements"), why) ||
	    mark(s, seen, pl->expansion, pl->expansion_count, FK_EXPANSION, p, N_("the expansions"), why) ||
	    check_stack(s, pl->road, pl->road_count, p, false, why) ||
	    check_stack(s, pl->knight, pl->knight_count, p, true, why))
		return -1;
	uint32_t designs = 0;
	for (int e = 0; e < pl->expansion_count; e++) {
		const struct fast_card *c = &s->card[pl->expansion[e]];
		uint32_t bit = 1u << c->design;
		if (designs & bit)
			FAIL(_("player %d owns an expansion design twice"), p + 1);
		designs |= bit;
		if (c->on < 0 || s->card[c->on].owner != p || !s->card[c->on].turned)
			FAIL(_("player %d's expansion %s lies on no city of his"),
			     p + 1, s->db->cards[c->front].key);
	}
	if (designs != pl->designs)
		FAIL(_("player %d's designs are %#x, his expansions say %#x"), p + 1, pl->designs, designs);
	if (pl->vp != fast_count_vp(s, p))
		FAIL(_("player %d has %d VP, his cards show %d"), p + 1, pl->vp, fast_count_vp(s, p));
	return 0;
}

static int check_buildings(const struct fast_state *s, struct strbuf *why)
{
	uint64_t seen = 0;
	for (int k = 0; k < FK_DESTINY; k++)
		if (mark(s, &seen, s->supply[k], s->supply_count[k], k, -1, N_("a supply stack"), why))
			return -1;
	for (int k = FK_ROAD; k <= FK_SETTLEMENT; k++)
		for (int i = 0; i < s->supply_count[k]; i++)
			if (s->card[s->supply[k][i]].turned)
				FAIL(_("a card in a supply stack shows its back"));
	for (int p = 0; p < s->player_count; p++)
		if (check_player(s, p, &seen, why))
			return -1;
	uint8_t destiny = (uint8_t)s->destiny;
	if (s->destiny >= 0 && mark(s, &seen, &destiny, 1, FK_DESTINY, -1, N_("the destiny card's place"),
	                            why))
		return -1;
	/* Marking found no card twice; every card must have been found once. */
	uint64_t all = s->card_count >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << s->card_count) - 1;
	if (seen != all) {
		int id = __builtin_ctzll(all & ~seen);
		FAIL(_("card %d (%s) lies nowhere"), id, s->db->cards[s->card[id].front].key);
	}
	return 0;
}

/* One of the five things the active player's cards give, as kept, against
 * every clause run anew: the next one each round, so that the random
 * matches of the tests see every player's every one, at a fifth of the
 * cost of all after every action. */
static int check_gifts(const struct fast_state *s, struct strbuf *why)
{
	static const char *const names[] = {
		N_("protected roads"), N_("protected knights"), N_("draws"), N_("trades"),
		N_("open-hand exchanges"),
	};
	const struct fast_player *pl = &s->player[s->active];
	const uint8_t *kept[] = {
		&pl->protected_count[FK_ROAD], &pl->protected_count[FK_KNIGHT], &pl->draws,
		&pl->trades, &pl->open_hand,
	};
	static const uint8_t gift[] = { FG_PROTECTED, FG_PROTECTED, FG_DRAWS, FG_TRADES, FG_OPEN_HAND };
	int i = (s->turn - 1) / s->player_count % 5;
	int n = fast_count_gift(s, s->active, gift[i], i == 1 ? FK_KNIGHT : FK_ROAD);
	if (*kept[i] != n)
		FAIL(_("player %d's cards give %d %s, kept %d"), s->active + 1, n, _(names[i]), *kept[i]);
	return 0;
}

/* What the state keeps beside the cards to save looking: equal to a fresh
 * count. (Points are checked per player.) */
static int check_caches(const struct fast_state *s, struct strbuf *why)
{
	if (check_gifts(s, why))
		return -1;
	uint64_t ready = fast_ready_abilities(s);
	if (s->ready != ready)
		FAIL(_("abilities ready %#llx, the cards say %#llx"), (unsigned long long)s->ready,
		     (unsigned long long)ready);
	int owed = 0;
	for (int p = 0; p < s->player_count; p++)
		owed += s->player[p].owed;
	if (s->owed_players != owed)
		FAIL(_("the players are owed %d cards, counted %d"), owed, s->owed_players);
	for (int k = FK_ROAD; k <= FK_KNIGHT; k++) {
		unsigned takeable = 0;
		for (int p = 0; p < s->player_count; p++)
			takeable |= (unsigned)fast_takeable(s, p, k) << p;
		if (s->takeable[k] != takeable)
			FAIL(k == FK_ROAD ? _("roads to take from players %#x, the stacks say %#x")
			                  : _("knights to take from players %#x, the stacks say %#x"),
			     s->takeable[k], takeable);
	}
	return 0;
}

int fast_check(const void *state, struct strbuf *why)
{
	const struct fast_state *s = state;
	if (check_resources(s, why) || check_buildings(s, why))
		return -1;
	if ((s->phase == PH_OVER) != (s->winner >= 0))
		FAIL(_("phase %d with winner %d"), s->phase, s->winner);
	if (s->winner >= 0 && s->player[s->winner].vp < s->opt.victory_points)
		FAIL(_("player %d won with %d VP"), s->winner + 1, s->player[s->winner].vp);
	if (s->running && !fast_pending(s))
		FAIL(_("a card effect runs but waits for nobody"));
	return check_caches(s, why);
}
