/*
 * index-kept: the answers of the index that take a card effect to find
 * (index.h): each player's points, his hand limit and trade rates, the
 * gains of his regions and whether the action cards of his hand are
 * playable. Asking the modifiers is dear and their answers change far
 * less often than they are read, so each is kept until something it may
 * have read changes: the grids (prin_index_grid_changed), the stock on
 * regions, who holds a figure. Some are kept for a while only (the gains
 * and the playable answers, for the cards asked about): check() asks
 * those again and compares (prin_index_check_kept); the others are
 * rebuilt whole (prin_index_rebuild) and compared.
 */
#include "games/principality/index.h"

#define FAIL(...)                                   \
	do {                                        \
		strbuf_printf(why, __VA_ARGS__);    \
		return -1;                          \
	} while (0)

static uint8_t clamp8(int v)
{
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

/* ---- points ---- */

void prin_index_count_points(struct prin_state *s, int card_vp[PRIN_PLAYERS])
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		if (pl->points_fresh) {
			card_vp[p] = pl->vp - (s->holder[0] == p) - (s->holder[1] == p);
			continue;
		}
		int sums[PTS_COUNT];
		bool own, read_stock;
		prin_point_sums_watched(s, p, sums, &own, &read_stock);
		pl->points_stock = read_stock;
		pl->points_own = own;
		pl->strength = clamp8(sums[PTS_STRENGTH]);
		pl->tournament = clamp8(sums[PTS_TOURNAMENT]);
		pl->commerce = clamp8(sums[PTS_COMMERCE]);
		card_vp[p] = sums[PTS_VP];
		pl->points_fresh = 1;
	}
}

void prin_index_count_vp(struct prin_state *s, const int card_vp[PRIN_PLAYERS])
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		s->ix.player[p].vp = clamp8(card_vp[p] + (s->holder[0] == p) + (s->holder[1] == p));
		s->ix.player[p].points_fresh = 1;
	}
}

/* value + delta when both are kept unclamped (clamp8 above), else -1. */
static int booked(int value, int delta)
{
	int v = value + delta;
	return value < PRIN_POINTS_BOOKED && v >= 0 && v < PRIN_POINTS_BOOKED ? v : -1;
}

void prin_index_book_share(struct prin_state *s, int player, const struct prin_points_share *share,
                           int sign)
{
	struct prin_player_index *pl = &s->ix.player[player];
	prin_index_points_stale(s, pl, 0);
	if (!share->was_fresh || !share->known)
		return;
	const int *terms = share->terms;
	int held = (s->holder[0] == player) + (s->holder[1] == player);
	int vp = booked(pl->vp - held, sign * terms[PTS_VP]);
	int strength = booked(pl->strength, sign * terms[PTS_STRENGTH]);
	int tournament = booked(pl->tournament, sign * terms[PTS_TOURNAMENT]);
	int commerce = booked(pl->commerce, sign * terms[PTS_COMMERCE]);
	if (vp < 0 || strength < 0 || tournament < 0 || commerce < 0 || pl->vp >= PRIN_POINTS_BOOKED)
		return;
	pl->vp = (uint8_t)(vp + held);
	pl->strength = (uint8_t)strength;
	pl->tournament = (uint8_t)tournament;
	pl->commerce = (uint8_t)commerce;
	prin_index_points_stale(s, pl, PRIN_POINTS_SUMMED);
}

void prin_index_share(const struct prin_state *s, int player, int card,
                      struct prin_points_share *share)
{
	share->was_fresh = s->ix.player[player].points_fresh;
	share->known = prin_card_terms(s, player, card, share->terms);
}

/* ---- the hand limit and the trade rates ---- */

/* While both asked nothing, a card changes only what it modifies (a fleet
 * its trade rate, and that of its resource alone; the Library the hand
 * limit): the rest stays, and stays fixed. */
static void count_rates(struct prin_state *s, int player, int card)
{
	struct prin_player_index *pl = &s->ix.player[player];
	unsigned changed = (1u << PRIN_MOD_HAND_LIMIT) | (1u << PRIN_MOD_TRADE_RATE);
	unsigned resources = ~0u;
	if (card >= 0 && pl->rates_fixed) {
		const struct prin_def *d = prin_def_of(s, card);
		changed &= d->modifiers;
		resources = d->rates_touched;
	}
	if (!changed)
		return;
	bool limit_fixed = true, rates_fixed = true;
	if (changed & (1u << PRIN_MOD_HAND_LIMIT)) {
		int limit = prin_hand_limit_watched(s, player, &limit_fixed);
		pl->hand_limit = (uint8_t)(limit > 255 ? 255 : limit);
	}
	if ((changed & (1u << PRIN_MOD_TRADE_RATE)) && resources) {
		int rates[PRIN_MAX_RESOURCES];
		prin_trade_rates_watched(s, player, resources, rates, &rates_fixed);
		for (int r = 0; r < prin_resource_count(s); r++)
			if ((resources >> r) & 1)
				pl->trade_rate[r] = (uint8_t)(rates[r] > 255 ? 255 : rates[r]);
	}
	pl->rates_fixed = limit_fixed && rates_fixed;
}

/* ---- the gains of the regions ---- */

/* Forgets every gain kept for pl. */
static void forget_gains(struct prin_player_index *pl)
{
	pl->gain_known = 0;
	pl->gain_local = 1;   /* true of none */
}

/* Keeps pl's gains of the regions from place k on at the place after,
 * for a region that came in at k. */
static void open_gain_place(struct prin_player_index *pl, int k)
{
	uint32_t below = (1u << k) - 1;
	pl->gain_known = (pl->gain_known & below) | ((pl->gain_known & ~below) << 1);
	pl->gain_low = (pl->gain_low & below) | ((pl->gain_low & ~below) << 1);
	pl->gain_high = (pl->gain_high & below) | ((pl->gain_high & ~below) << 1);
}

/* The place of region card in pl's region index, or -1. */
static int region_place(const struct prin_player_index *pl, int card)
{
	for (int k = 0; k < pl->region_count && k < PRIN_MAX_INDEXED; k++)
		if (pl->region[k] == card)
			return k;
	return -1;
}

/* The places of pl's kept gains whose regions a clause (modify production
 * ...) of card, just come to player's grid, accepts; or all of them, when
 * a filter read more than those regions, the card and where they lie (it
 * may read what is not yet told of the change, or change with more than
 * what forgets a gain). A clause that accepts no region leaves its value
 * as it was (effect_modify), whatever the value and wherever it stands
 * among his modifiers: the gains of the regions none of the card's
 * clauses accepts hold. Filters are pure; they are asked as
 * prin_modify_through asks them, one level deep. */
static uint32_t gains_card_may_change(struct prin_state *s, int player, int card)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	const struct effect_program *program = prin_program(s, prin_def_of(s, card));
	struct effect_context ctx = { player, card, EFFECT_NONE };
	struct prin_host h;
	prin_host_init(&h, s, true);
	h.depth = 1;
	uint32_t accepted = 0;
	for (size_t i = 0, n = effect_clause_count(program); i < n; i++) {
		const struct effect_clause *cl = effect_clause_at(program, i);
		if (cl->kind != EFFECT_CLAUSE_MODIFY || cl->what != PRIN_MOD_PRODUCTION)
			continue;
		for (uint32_t known = pl->gain_known & ~accepted; known; known &= known - 1) {
			int k = __builtin_ctz(known);
			if (effect_clause_accepts(program, i, &ctx, pl->region[k], &prin_effect_host, &h))
				accepted |= 1u << k;
		}
		if (h.read_beyond_grid || h.read_around)
			return pl->gain_known;
	}
	return accepted;
}

static void gains_changed(struct prin_state *s, int player, int card)
{
	/* A gain that read only its region and the modifying card, and where
	 * they lie, holds while both stay where they are and the modifying
	 * cards are the same: most grid changes are a road or a building
	 * that is neither a region nor a production modifier. A player's
	 * modifying cards are those on his own grid (prin_modifiers_of), so
	 * a modifier coming to the other grid leaves such gains of his; and
	 * so does a change of more than one card (card -1: a swap), which
	 * is told of each grid it changed, his too when it did. */
	bool modifies = card < 0 ||
	                (prin_def_of(s, card)->modifiers & (1u << PRIN_MOD_PRODUCTION));
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		if (pl->gain_known == 0)
			continue;
		if (!pl->gain_local) {
			forget_gains(pl);
			continue;
		}
		if (modifies && p == player) {
			/* a modifier come to his grid changes the gains of the
			 * regions it accepts; one that left, or more than one
			 * card, any */
			if (card < 0 || s->card[card].zone != Z_PRINCIPALITY ||
			    s->card[card].who != player || prin_is_region(s, card))
				forget_gains(pl);
			else
				pl->gain_known &= ~gains_card_may_change(s, player, card);
			continue;
		}
		if (p != player || !prin_is_region(s, card))
			continue;
		/* a region that came in moves the places after it; one that
		 * left is rare enough to forget them all */
		int k = region_place(pl, card);
		if (k < 0 || pl->region_count >= PRIN_MAX_INDEXED)
			forget_gains(pl);
		else
			open_gain_place(pl, k);
	}
}

/* ---- whether the action cards of a hand are playable ---- */

/* Forgets the kept answers to whether action cards are playable: a
 * card's play asks about either grid. A player who keeps none (his hand
 * held no card legal() asks about, the common case) stays filled: a
 * refill (prin_index_keep_playable) would look at the same hand and mostly
 * keep nothing again, and it would cost every build a full advance. A
 * card that comes to his hand meanwhile is asked afresh until the next
 * refill, as it is now between grid changes. */
static void forget_playable(struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player_index *pl = &s->ix.player[p];
		if (!(pl->playable_known | pl->playable_beyond))
			continue;
		pl->playable_known = pl->playable_beyond = pl->playable_filled = 0;
	}
}

void prin_index_holders_changed(struct prin_state *s)
{
	forget_playable(s);
}

/* The cards legal() asks prin_playable about in the action phase: action
 * cards with an (on play) handler and a (playable ...) clause not timed by
 * its phase alone (the table's compact column), all of them cards the
 * action phase may play (PRIN_FACT_ACTION_PLAY). */
static bool asked_when_playing(const struct prin_state *s, int card)
{
	return s->cards->facts[s->card[card].def] & PRIN_FACT_ASKED;
}

/* Whether card has a place among player's answers, kept or marked. */
static bool taken_by(const struct prin_player_index *pl, int card)
{
	/* the places taken alone: most hands keep one or two */
	unsigned taken = (pl->playable_known | pl->playable_beyond) & ((1u << PRIN_PLAYABLE_KEPT) - 1);
	for (; taken; taken &= taken - 1)
		if (pl->playable_card[lowest_bit(taken)] == card)
			return true;
	return false;
}

static bool in_hand_index(const struct prin_player_index *pl, int card)
{
	for (int i = 0; i < pl->hand_size && i < PRIN_HAND_INDEXED; i++)
		if (pl->hand[i] == card)
			return true;
	return false;
}

/* prin_index_keep_playable from the first card of first (the bits of
 * hand_first and hand_plays left to walk) on, the first card one to ask
 * about. Out of line, so that the common walk that finds none needs no
 * registers saved. */
__attribute__((noinline)) static void keep_playable_from(struct prin_state *s, int player,
                                                         unsigned first)
{
	struct prin_player_index *pl = &s->ix.player[player];
	for (; first; first &= first - 1) {
		int card = pl->hand[lowest_bit(first)];
		if (!asked_when_playing(s, card) || taken_by(pl, card))
			continue;
		/* a free place, or one of a card no longer in his hand */
		int at = -1;
		for (int i = 0; i < PRIN_PLAYABLE_KEPT && at < 0; i++)
			if (!(((pl->playable_known | pl->playable_beyond) >> i) & 1) ||
			    !in_hand_index(pl, pl->playable_card[i]))
				at = i;
		if (at < 0)
			return;
		bool grid_only;
		bool yes = prin_playable_now(s, player, card, &grid_only);
		uint8_t bit = (uint8_t)(1u << at);
		pl->playable_card[at] = (uint8_t)card;
		pl->playable_known = grid_only ? pl->playable_known | bit : pl->playable_known & (uint8_t)~bit;
		pl->playable_beyond = grid_only ? pl->playable_beyond & (uint8_t)~bit : pl->playable_beyond | bit;
		pl->playable_yes = yes ? pl->playable_yes | bit : pl->playable_yes & (uint8_t)~bit;
	}
}

void prin_index_keep_playable(struct prin_state *s, int player)
{
	struct prin_player_index *pl = &s->ix.player[player];
	pl->playable_filled = 1;
	if (pl->hand_size > PRIN_HAND_INDEXED)
		return;
	/* legal() asks about the first copy of each card of the hand alone
	 * (hand_first), as the hand's plays are listed, and only about cards
	 * the action phase may play (hand_plays, which most hands hold none
	 * of: the walk reads no card then) */
	for (unsigned first = pl->hand_first & pl->hand_plays; first; first &= first - 1) {
		int card = pl->hand[lowest_bit(first)];
		if (asked_when_playing(s, card) && !taken_by(pl, card)) {
			keep_playable_from(s, player, first);
			return;
		}
	}
}

/* ---- a grid changed ---- */

void prin_index_kept_grid_changed(struct prin_state *s, int player, int card)
{
	prin_index_points_stale(s, &s->ix.player[player], 0);
	gains_changed(s, player, card);
	/* a card without modifiers or immunities moved no card of passive[] */
	const struct prin_def *d = card >= 0 ? prin_def_of(s, card) : NULL;
	if (!d || d->modifiers || d->immune)
		prin_index_immunities(s, player);
	forget_playable(s);
	count_rates(s, player, card);
}

/* What was kept of the grids' answers is what asking again gives. */
int prin_index_check_kept(const struct prin_state *s, struct strbuf *why)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		const struct prin_player_index *pl = &s->ix.player[p];
		if (pl->playable_known & pl->playable_beyond)
			FAIL("player %d keeps and marks one answer", p + 1);
		for (int i = 0; i < PRIN_PLAYABLE_KEPT; i++) {
			if (!((pl->playable_known >> i) & 1))
				continue;
			int card = pl->playable_card[i];
			bool grid_only;
			if (card >= s->instance_count)
				FAIL("player %d keeps an answer for card %d", p + 1, card);
			/* legal.h, kept_refusals, reads a kept refusal without the card's row */
			if (!(s->cards->facts[s->card[card].def] & PRIN_FACT_ASKED))
				FAIL("player %d keeps an answer for %s, which it is not asked of", p + 1,
				     prin_card_key(s, s->card[card].def));
			bool yes = prin_playable_now(s, p, card, &grid_only);
			if (!grid_only || yes != ((pl->playable_yes >> i) & 1))
				FAIL("player %d keeps a stale answer to whether %s is playable", p + 1,
				     prin_card_key(s, s->card[card].def));
		}
		uint32_t indexed = pl->region_count < 32 ? (1u << pl->region_count) - 1 : UINT32_MAX;
		if (pl->gain_known & ~indexed)
			FAIL("player %d keeps gains of regions he does not have", p + 1);
		for (int k = 0; k < pl->region_count && k < 32; k++) {
			uint32_t bit = 1u << k;
			if (!(pl->gain_known & bit))
				continue;
			bool grid_only, local;
			int gain = prin_region_gain(s, p, k, &grid_only, &local);
			int kept = ((pl->gain_low & bit) ? 1 : 0) | ((pl->gain_high & bit) ? 2 : 0);
			if (!grid_only || gain != kept)
				FAIL("player %d keeps a gain of %d for region %d, the modifiers give %d", p + 1,
				     kept, pl->region[k], gain);
			if (pl->gain_local && !local)
				FAIL("player %d keeps the gain of region %d as his cards' own, but it "
				     "reads more", p + 1, pl->region[k]);
		}
	}
	return 0;
}
