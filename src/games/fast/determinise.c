/*
 * determinise: the match redrawn as one player might believe it to be, for
 * the search player (game.h, determinise).
 *
 * What a player cannot see here is what render.c and json.c hide from him,
 * and the city events on the backs of settlements:
 *
 *   - the other players' hands (unless OPEN_HANDS) and the order of the
 *     draw pile: resource cards of one kind are alike, so the cards hidden
 *     there are counted by kind and dealt anew, each hand keeping its
 *     number of cards and the pile its size;
 *   - the back of every settlement not yet turned into a city, in the
 *     supply stack or before a player, his own too (R003: "Die Rückseite
 *     einer Siedlungskarte mit dem Stadtereignis darfst du erst anschauen,
 *     wenn du die Siedlung tatsächlich zur Stadt umwandelst"). The backs
 *     are dealt anew among settlements that look alike: all of them when
 *     CITY_EVENT_SPLIT deals the events at random, else those with the same
 *     player symbols, as the card data pairs events with symbols.
 *
 * The market, the discard pile, the road and knight stacks (face up) and
 * every card in play are seen by all. While the one to move is the viewer
 * and a Library lets him exchange with a hand he sees (open_left), the
 * others' hands are his to see and stay.
 */
#include <string.h>

#include "games/fast/internal.h"

/* Whether viewer sees player q's hand now. */
static bool hand_seen(const struct fast_state *s, int viewer, int q)
{
	if (q == viewer || s->opt.open_hands)
		return true;
	return fast_current(s) == viewer && s->phase == PH_EXCHANGE && s->open_left > 0;
}

/* Deals the hidden resource cards anew: the hands viewer cannot see and
 * the draw pile, each keeping its size. */
static void redeal_resources(struct fast_state *s, int viewer)
{
	uint8_t deck[FAST_MAX_RESOURCE_CARDS + FAST_MAX_PLAYERS * UINT8_MAX];
	int n = 0;
	for (int i = 0; i < s->pile_count; i++)
		deck[n++] = s->pile[i];
	for (int q = 0; q < s->player_count; q++) {
		if (hand_seen(s, viewer, q))
			continue;
		for (int r = 0; r < s->resource_count; r++)
			for (int k = 0; k < s->player[q].hand[r]; k++)
				deck[n++] = (uint8_t)r;
	}
	rng_shuffle(&s->rng, deck, (size_t)n, 1);
	int next = 0;
	memset(s->pile_of, 0, sizeof s->pile_of);
	for (int i = 0; i < s->pile_count; i++) {
		s->pile[i] = deck[next++];
		s->pile_of[s->pile[i]]++;
	}
	for (int q = 0; q < s->player_count; q++) {
		struct fast_player *pl = &s->player[q];
		if (hand_seen(s, viewer, q))
			continue;
		memset(pl->hand, 0, sizeof pl->hand);
		for (int k = 0; k < pl->hand_count; k++)
			pl->hand[deck[next++]]++;
	}
}

/* Whether settlement card id still hides its back. */
static bool back_hidden(const struct fast_state *s, int id)
{
	return s->card[id].kind == FK_SETTLEMENT && !s->card[id].turned;
}

/* The back sides of cards a and b trade places: the city event and all
 * that the state derived from it. */
static void swap_backs(struct fast_state *s, int a, int b)
{
	struct fast_card *x = &s->card[a], *y = &s->card[b];
	int16_t back = x->back;
	x->back = y->back;
	y->back = back;
	uint8_t ab = x->abilities & 2;
	x->abilities = (uint8_t)((x->abilities & ~2) | (y->abilities & 2));
	y->abilities = (uint8_t)((y->abilities & ~2) | ab);
	uint8_t gives = x->gives[1];
	x->gives[1] = y->gives[1];
	y->gives[1] = gives;
	int8_t adds = x->adds[1];
	x->adds[1] = y->adds[1];
	y->adds[1] = adds;
	int8_t vp = x->vp[1];
	x->vp[1] = y->vp[1];
	y->vp[1] = vp;
	uint64_t both = ((uint64_t)1 << a) | ((uint64_t)1 << b);
	s->able &= ~both;
	s->able |= (uint64_t)(x->abilities != 0) << a | (uint64_t)(y->abilities != 0) << b;
}

/* The symbols a settlement shows, which the card data pair with events;
 * 0 for all alike. */
static int look_of(const struct fast_state *s, int id)
{
	return s->opt.event_split_random ? 0 : s->db->cards[s->card[id].front].players;
}

/* Deals the hidden backs anew among settlements that look alike: a
 * shuffle of each group of look-alikes (Fisher-Yates over the ids). */
static void redeal_backs(struct fast_state *s)
{
	int ids[FAST_MAX_CARDS];
	bool done[FAST_MAX_CARDS] = { false };
	for (int first = 0; first < s->card_count; first++) {
		if (done[first] || !back_hidden(s, first))
			continue;
		int n = 0, look = look_of(s, first);
		for (int id = first; id < s->card_count; id++)
			if (!done[id] && back_hidden(s, id) && look_of(s, id) == look) {
				ids[n++] = id;
				done[id] = true;
			}
		for (int i = n - 1; i > 0; i--) {
			int j = (int)rng_below(&s->rng, (uint64_t)i + 1);
			if (j != i)
				swap_backs(s, ids[i], ids[j]);
		}
	}
	s->ready = fast_ready_abilities(s);
}

void fast_determinise(void *state, int viewer, struct rng *rng)
{
	struct fast_state *s = state;
	if (viewer < 0 || viewer >= s->player_count)
		return;
	if (rng)
		rng_seed(&s->rng, rng_next(rng));
	/* an effect's lists may name the cards it deals with */
	if (s->running)
		return;
	redeal_resources(s, viewer);
	redeal_backs(s);
}
