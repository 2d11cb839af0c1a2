/*
 * determinise: the match redrawn as one player might believe it to be, for
 * the search player (game.h, determinise).
 *
 * What a player cannot see here is what render.c and json.c hide from him:
 *
 *   - the resource cards in the other players' hands, and with Cities &
 *     Knights the commodities among them (000: "Handelswaren tellen als
 *     kaarten in je hand"; a robber or a 7 takes one as any card): he sees
 *     how many each holds, and the bank's stock, so the cards of those
 *     hands are counted by kind and dealt anew, each hand keeping its
 *     number;
 *   - the development cards in the other players' hands and the order of
 *     the deck (board.md §1.7: "Take the top card and keep it hidden";
 *     "VP cards ... stay hidden until the game ends"): dealt anew from
 *     the cards of those hands and the deck together, each hand and the
 *     deck keeping its number, and each hand as many bought this turn
 *     (everyone saw them bought) as it had;
 *   - with Cities & Knights, the progress cards in the other players'
 *     hands and the order of the three progress decks: each card's back
 *     shows its colour (000: "Sorteer de nieuwe ontwikkelingskaarten op
 *     de kleur van hun achterkant"), so each colour's cards of those hands
 *     and of its deck are dealt anew among them, each hand keeping its
 *     number of that colour and the deck its size. A point card lies open
 *     ("leg je direct open voor je neer") and stays; a card played went
 *     under its deck before everyone's eyes, but the viewer's memory is
 *     the state's (game.h), so it is dealt anew with the rest.
 *
 * What he knows of those hands besides their size, and what a redraw
 * keeps:
 *
 *   - while an offer stands, that the offerer holds what he offers and
 *     that each player who accepted or countered holds what he would give
 *     (trade.c checked it when they answered, and nothing has moved
 *     since); while an offer or a counter is put together, that its
 *     player holds what he has put on the side he gives (trade.c adds
 *     no card he does not hold);
 *   - two players, while a Forced Trade waits for the cards given back,
 *     that the player whose turn it is holds the cards he drew (they left
 *     the other's hand before his eyes);
 *   - that the player whose turn it is has not reached the target: his
 *     victory is claimed as soon as his points come to it (index.c), so
 *     his hidden victory point cards leave him below it.
 *
 * A deal that breaks either is dealt again; the rare one that fails every
 * try gives each hand what it is known to hold first and deals only the
 * rest (resources), or keeps the development cards where they lie.
 * Face-up cards, the island, the bank and the viewer's own cards stay.
 * While a card effect runs, its lists may name cards of hands, so only the
 * generator is redrawn.
 */
#include <string.h>

#include "games/board/internal.h"

/* Deals tried before the fallback: a deal breaks what is known rarely
 * enough that a few tries nearly always suffice. */
#define DEAL_TRIES 64

/* Cards of the hidden hands: a hand holds at most 255 (COMMODITY_SHORTAGE=
 * unlimited lets commodities pass the box's 12). */
#define HAND_POOL (BOARD_MAX_PLAYERS * UINT8_MAX)

/* The cards viewer knows player q holds (game.h: kept by every redraw),
 * by card kind. The terms of a trade name as many kinds as struct
 * board_trade holds. */
static void known_cards(const struct board_state *s, int q, uint8_t *known)
{
	memset(known, 0, BOARD_CARD_KINDS);
	if (s->phase == PH_FORCED_GIVE && q == s->active) {
		memcpy(known, s->forced_drawn, sizeof s->forced_drawn);
		return;
	}
	if (q == board_drafter(s)) {
		memcpy(known, s->draft.give, sizeof s->draft.give);
		return;
	}
	if (s->phase != PH_OFFER && s->phase != PH_OFFER_CLOSE && s->phase != PH_COUNTER_DRAFT)
		return;
	const uint8_t *cards = NULL;
	if (q == s->active)
		cards = s->offer.give;
	else if (s->answer[q] == ANSWER_ACCEPT)
		cards = s->offer.get;
	else if (s->answer[q] == ANSWER_COUNTER)
		cards = s->counter[q].get;   /* kept from the offerer's side */
	if (cards)
		memcpy(known, cards, sizeof s->offer.give);
}

static bool holds_known(const struct board_state *s, int q)
{
	uint8_t known[BOARD_CARD_KINDS];
	known_cards(s, q, known);
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (s->player[q].hand[r] < known[r])
			return false;
	return true;
}

/* Deals pool[0..n) into the hidden hands in seat order, each its count
 * less what was put in it before. */
static void deal_hands(struct board_state *s, int viewer, const uint8_t *pool)
{
	int next = 0;
	for (int q = 0; q < s->player_count; q++) {
		struct board_player *pl = &s->player[q];
		if (q == viewer)
			continue;
		int have = 0;
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			have += pl->hand[r];
		for (; have < pl->hand_count; have++)
			pl->hand[pool[next++]]++;
	}
}

static void redeal_resources(struct board_state *s, int viewer)
{
	uint8_t pool[HAND_POOL];
	int n = 0;
	for (int q = 0; q < s->player_count; q++)
		if (q != viewer)
			for (int r = 0; r < BOARD_CARD_KINDS; r++)
				for (int k = 0; k < s->player[q].hand[r]; k++)
					pool[n++] = (uint8_t)r;
	for (int try = 0; try < DEAL_TRIES; try++) {
		rng_shuffle(&s->rng, pool, (size_t)n, 1);
		for (int q = 0; q < s->player_count; q++)
			if (q != viewer)
				memset(s->player[q].hand, 0, BOARD_CARD_KINDS);
		deal_hands(s, viewer, pool);
		bool fits = true;
		for (int q = 0; q < s->player_count; q++)
			fits &= q == viewer || holds_known(s, q);
		if (fits)
			return;
	}
	/* The known cards first, from the pool; the rest at random. */
	int left[BOARD_CARD_KINDS] = { 0 };
	for (int i = 0; i < n; i++)
		left[pool[i]]++;
	for (int q = 0; q < s->player_count; q++) {
		if (q == viewer)
			continue;
		known_cards(s, q, s->player[q].hand);
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			left[r] -= s->player[q].hand[r];
	}
	n = 0;
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		for (int k = 0; k < left[r]; k++)
			pool[n++] = (uint8_t)r;
	rng_shuffle(&s->rng, pool, (size_t)n, 1);
	deal_hands(s, viewer, pool);
}

/* Whether the active player, unless he is viewer, is still below the
 * target, as the match going on shows. */
static bool active_below_target(const struct board_state *s, int viewer)
{
	if (s->active == viewer || s->turn < 1)
		return true;
	const struct board_player *pl = &s->player[s->active];
	int hidden = 0;
	for (int row = 0; row < s->t->dev_count; row++)
		hidden += pl->dev[row] * s->t->dev_vp[row];
	return pl->vp + hidden < s->opt.victory_points;
}

static void deal_dev(struct board_state *s, int viewer, const uint8_t *pool, const int *fresh)
{
	int next = 0;
	for (int i = 0; i < s->deck_count; i++)
		s->deck[i] = pool[next++];
	for (int q = 0; q < s->player_count; q++) {
		struct board_player *pl = &s->player[q];
		if (q == viewer)
			continue;
		memset(pl->dev, 0, sizeof pl->dev);
		memset(pl->dev_new, 0, sizeof pl->dev_new);
		for (int k = 0; k < pl->dev_count; k++) {
			int row = pool[next++];
			pl->dev[row]++;
			if (k < fresh[q])
				pl->dev_new[row]++;
		}
	}
}

static void redeal_dev(struct board_state *s, int viewer)
{
	uint8_t pool[BOARD_MAX_DEV_CARDS];
	int fresh[BOARD_MAX_PLAYERS] = { 0 };
	int n = 0;
	for (int i = 0; i < s->deck_count; i++)
		pool[n++] = s->deck[i];
	for (int q = 0; q < s->player_count; q++) {
		const struct board_player *pl = &s->player[q];
		if (q == viewer)
			continue;
		for (int row = 0; row < s->t->dev_count; row++) {
			fresh[q] += pl->dev_new[row];
			for (int k = 0; k < pl->dev[row]; k++)
				pool[n++] = (uint8_t)row;
		}
	}
	uint8_t deck[BOARD_MAX_DEV_CARDS];
	struct board_player players[BOARD_MAX_PLAYERS];
	memcpy(deck, s->deck, sizeof deck);
	memcpy(players, s->player, sizeof players);
	for (int try = 0; try < DEAL_TRIES; try++) {
		rng_shuffle(&s->rng, pool, (size_t)n, 1);
		deal_dev(s, viewer, pool, fresh);
		if (active_below_target(s, viewer))
			return;
	}
	memcpy(s->deck, deck, sizeof s->deck);
	memcpy(s->player, players, sizeof s->player);
}

/* Cities & Knights: each colour's progress cards of the hidden hands and
 * its deck, dealt anew among them. Nothing is known of them beyond their
 * numbers, but that no hand holds a point card: it would lie open. */
static void redeal_progress(struct board_state *s, int viewer)
{
	const struct board_tables *t = s->t;
	for (int k = 0; k < BOARD_TRACKS; k++) {
		uint8_t pool[BOARD_MAX_PROGRESS_DECK];
		int n = 0, held[BOARD_MAX_PLAYERS] = { 0 };
		for (int i = 0; i < s->ck.deck_count[k]; i++)
			pool[n++] = s->ck.deck[k][i];
		for (int q = 0; q < s->player_count; q++) {
			struct board_ck_player *c = &s->player[q].ck;
			if (q == viewer)
				continue;
			for (int row = 0; row < t->progress_count; row++)
				if (t->progress_track[row] == k) {
					held[q] += c->progress[row];
					for (int j = 0; j < c->progress[row]; j++)
						pool[n++] = (uint8_t)row;
					c->progress[row] = 0;
				}
		}
		rng_shuffle(&s->rng, pool, (size_t)n, 1);
		/* The hands take the first cards of the shuffle that are no point
		 * card, in seat order; the deck keeps the rest in their order. */
		int q = 0, deck = 0;
		for (int i = 0; i < n; i++) {
			while (q < s->player_count && held[q] == 0)
				q++;
			if (q < s->player_count && !t->progress_vp[pool[i]]) {
				s->player[q].ck.progress[pool[i]]++;
				held[q]--;
			} else {
				s->ck.deck[k][deck++] = pool[i];
			}
		}
	}
}

void board_determinise(void *state, int viewer, struct rng *rng)
{
	struct board_state *s = state;
	if (viewer < 0 || viewer >= s->player_count)
		return;
	if (rng)
		rng_seed(&s->rng, rng_next(rng));
	if (s->running)
		return;
	redeal_resources(s, viewer);
	redeal_dev(s, viewer);
	if (s->ck.on)
		redeal_progress(s, viewer);
	board_reindex_cards(s);
}
