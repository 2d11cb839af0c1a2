/*
 * points: victory points, counted from the sides that show.
 *
 * R003: a settlement "zählt 1 Siegpunkt", a city "2 Siegpunkte", an
 * expansion "3 oder 4 Siegpunkte" on a city "deren Punkte danach nicht mehr
 * zählen"; roads and knights count what their visible side shows. The values
 * are the card rows' vp column, so the rules here only say which side and
 * which card counts.
 */
#include "games/fast/internal.h"

/* The db row of the side that shows. */
int fast_face(const struct fast_state *s, int card)
{
	const struct fast_card *c = &s->card[card];
	return c->turned && c->back >= 0 ? c->back : c->front;
}

int fast_card_vp(const struct fast_state *s, int card)
{
	const struct fast_card *c = &s->card[card];
	return c->vp[c->turned ? 1 : 0];
}

int fast_count_vp(const struct fast_state *s, int player)
{
	const struct fast_player *pl = &s->player[player];
	/* The cities under an expansion, a bit per card id: one pass over the
	 * expansions instead of one per town. */
	uint64_t covered = 0;
	for (int i = 0; i < pl->expansion_count; i++)
		if (s->card[pl->expansion[i]].on >= 0)
			covered |= (uint64_t)1 << s->card[pl->expansion[i]].on;
	int vp = 0;
	for (int i = 0; i < pl->road_count; i++)
		vp += fast_card_vp(s, pl->road[i]);
	for (int i = 0; i < pl->knight_count; i++)
		vp += fast_card_vp(s, pl->knight[i]);
	for (int i = 0; i < pl->town_count; i++)
		if (!((covered >> pl->town[i]) & 1))
			vp += fast_card_vp(s, pl->town[i]);
	for (int i = 0; i < pl->expansion_count; i++)
		vp += fast_card_vp(s, pl->expansion[i]);
	return vp;
}

static uint8_t clamp_count(int v)
{
	return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

/* What one pass over a player's cards finds: their points, and for the
 * gifts asked the constants their sides add, or that some side's clauses
 * must run. */
struct tally {
	int vp;
	int adds[FG_COUNT];
	unsigned run;            /* bit per enum fast_gift */
};

static inline void tally(const struct fast_state *s, const uint8_t *ids, int n, uint64_t covered,
                         unsigned gifts, struct tally *t)
{
	int vp = 0;
	for (int i = 0; i < n; i++) {
		const struct fast_card *c = &s->card[ids[i]];
		int side = c->turned ? 1 : 0;
		vp += (covered >> ids[i]) & 1 ? 0 : c->vp[side];
		unsigned given = c->gives[side] & gifts;
		if (!given)
			continue;
		if (c->adds[side] == FAST_ASK_CLAUSES)
			t->run |= given;
		else    /* a side that adds a constant changes one gift */
			t->adds[__builtin_ctz(given)] += c->adds[side];
	}
	t->vp += vp;
}

/* gift threaded through the player's cards from value: the constants found
 * added (however many cards there are, nothing near the interpreter's
 * limits), unless a side's clauses must run. */
static int given(const struct fast_state *s, int player, const struct tally *t,
                 enum fast_gift gift, int32_t subject, int value)
{
	if ((t->run >> gift) & 1)
		return fast_modify(s, player, gift, subject, value, -1);
	return value + t->adds[gift];
}

/* What a player's cards give, kept in the state because the rules ask for it
 * far more often than the cards change: his points, the exchanges of his
 * exchange phase, the cards of his draw phase, his open-hand exchanges, and
 * how many of his roads and knights cannot be taken. The (modify ...)
 * clauses are therefore evaluated when their owner's cards change, those of
 * the gifts that card (the one that came, went or turned; -1: any) touches;
 * every clause in the box depends on the cards alone. The cards with an
 * ability that shows change with it too. */
void fast_cards_changed(struct fast_state *s, int player, int card)
{
	struct fast_player *pl = &s->player[player];
	unsigned gifts = card >= 0 ? fast_card_gifts(s, card) : FAST_ALL_GIFTS;
	/* fast_count_vp() and fast_modify() in one pass over the cards. */
	uint64_t covered = 0;
	for (int i = 0; i < pl->expansion_count; i++)
		if (s->card[pl->expansion[i]].on >= 0)
			covered |= (uint64_t)1 << s->card[pl->expansion[i]].on;
	struct tally t = { 0, { 0 }, 0 };
	tally(s, pl->road, pl->road_count, 0, gifts, &t);
	tally(s, pl->knight, pl->knight_count, 0, gifts, &t);
	tally(s, pl->town, pl->town_count, covered, gifts, &t);
	tally(s, pl->expansion, pl->expansion_count, 0, gifts, &t);
	pl->vp = clamp_count(t.vp);
	if ((gifts >> FG_PROTECTED) & 1)
		for (int k = FK_ROAD; k <= FK_KNIGHT; k++)
			pl->protected_count[k] = clamp_count(given(s, player, &t, FG_PROTECTED,
			                                           s->kind_type[k], 0));
	if ((gifts >> FG_TRADES) & 1)
		pl->trades = clamp_count(given(s, player, &t, FG_TRADES, EFFECT_NONE, 0));
	if ((gifts >> FG_DRAWS) & 1)
		pl->draws = clamp_count(given(s, player, &t, FG_DRAWS, EFFECT_NONE, FAST_DRAW_BASE));
	if ((gifts >> FG_OPEN_HAND) & 1)
		pl->open_hand = clamp_count(given(s, player, &t, FG_OPEN_HAND, EFFECT_NONE, 0));
	for (int k = FK_ROAD; k <= FK_KNIGHT; k++) {
		s->takeable[k] = (uint8_t)(s->takeable[k] & ~(1u << player));
		s->takeable[k] = (uint8_t)(s->takeable[k] | (unsigned)fast_takeable(s, player, k) << player);
	}
	if (card < 0 || (s->able >> card) & 1)
		s->ready = fast_ready_abilities(s);
}

/* What player's cards give of gift (FG_PROTECTED: of the kind of card
 * protected), threaded through all their clauses anew: what
 * fast_cards_changed() keeps, for check.c. */
int fast_count_gift(const struct fast_state *s, int player, enum fast_gift gift, int kind)
{
	switch (gift) {
	case FG_PROTECTED:
		return clamp_count(fast_modify(s, player, FG_PROTECTED, s->kind_type[kind], 0, -1));
	case FG_DRAWS:
		return clamp_count(fast_modify(s, player, FG_DRAWS, EFFECT_NONE, FAST_DRAW_BASE, -1));
	default:
		return clamp_count(fast_modify(s, player, gift, EFFECT_NONE, 0, -1));
	}
}

/* A bit per owned card whose ability side shows: the cards legal() offers
 * to activate, less those used this turn and those of other players. */
uint64_t fast_ready_abilities(const struct fast_state *s)
{
	uint64_t ready = 0;
	for (uint64_t bits = s->able; bits; bits &= bits - 1) {
		int id = __builtin_ctzll(bits);
		const struct fast_card *c = &s->card[id];
		if (c->owner >= 0 && (c->abilities & (c->turned ? 2 : 1)))
			ready |= (uint64_t)1 << id;
	}
	return ready;
}

/* The gifts a card's two sides touch: what must be asked again when it
 * comes, goes or turns. */
unsigned fast_card_gifts(const struct fast_state *s, int card)
{
	return s->card[card].gives[0] | s->card[card].gives[1];
}

/* Checked after every build (fast.md §10): only the builder's points rise. */
bool fast_check_victory(struct fast_state *s, int player)
{
	int vp = s->player[player].vp, target = s->opt.victory_points;
	if (s->opt.victory_exact ? vp != target : vp < target)
		return false;
	s->winner = (int8_t)player;
	s->phase = PH_OVER;
	s->running = false;
	return true;
}
