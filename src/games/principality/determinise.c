/*
 * determinise: the match redrawn as one player might believe it to be, for
 * the search player (game.h, determinise).
 *
 * What a player cannot see here is what render.c and json.c hide from him:
 * his opponent's hand (but the cards an Embassy showed him, and all of it
 * while an effect shows it to him: sees_hand), the order of the expansion
 * stacks, of the region stack and of the event stack. The sizes of them all
 * are seen. The center piles (roads, settlements, cities) hold copies of one
 * card each and the open row lies face up: nothing to redraw there, nor on
 * the discard pile.
 *
 * The opponent's hidden hand and the expansion stacks are one pool: he drew
 * his hand from the stacks and put cards back under them. Which stack he
 * drew from is seen, so whether a hidden card of his is a base card or a
 * theme card is known when the theme cards have stacks of their own
 * (THEME_STACKS): the pool is then dealt anew in two parts, each place
 * taking a card of the part it held. The regions and the events are stacks
 * of their own, shuffled as the rules shuffle them (prin_shuffle).
 *
 * Cards move by prin_move, which keeps every index of the state; a card
 * moved into a hand must not count as shown to the opponent (an Embassy
 * shows what a player takes, not what a redraw deals him), so the shown
 * marks are put back as they were: no card that was shown moves.
 */
#include "games/principality/internal.h"

/* A place in the pool: the zone and owner (player, or stack number) of a
 * hidden card before the redraw. */
struct place {
	uint8_t zone;
	uint8_t who;
};

struct pool {
	int card[PRIN_MAX_INSTANCES];
	struct place place[PRIN_MAX_INSTANCES];
	int count;
};

/* The part of the pool a card belongs to: with theme stacks of their own,
 * base and theme cards are told apart by their backs (the stack they came
 * from), else all are one. */
static int part_of(const struct prin_state *s, int card, bool parted)
{
	return parted && !prin_def_of(s, card)->base_set;
}

static void add(struct pool *p, int card, int zone, int who)
{
	p->card[p->count] = card;
	p->place[p->count] = (struct place){ (uint8_t)zone, (uint8_t)who };
	p->count++;
}

/* Whether viewer, deciding now, looks into stack: the stack he chose to
 * pick from at set-up (§2.3, "looks through it"), the stack he searches. */
static bool stack_in_sight(const struct prin_state *s, int viewer, int stack)
{
	if (prin_current(s) != viewer)
		return false;
	if (s->phase == PH_PICK)
		return stack == s->pick_stack;
	return s->phase == PH_SEARCH && stack == s->search_stack;
}

/* The hidden cards of part of the pool, each with the place it held. */
static void gather(const struct prin_state *s, int viewer, int part, bool parted, struct pool *p)
{
	int list[PRIN_MAX_INSTANCES];
	int other = 1 - viewer;
	p->count = 0;
	if (!s->player[viewer].sees_hand) {
		int n = prin_list(s, Z_HAND, other, list, PRIN_MAX_INSTANCES);
		for (int i = 0; i < n; i++) {
			const struct prin_def *d = prin_def_of(s, list[i]);
			/* only cards of the stacks are hidden alike; a card shown
			 * to the viewer is known */
			if (d->deck == DECK_EXPANSION && !prin_shown(s, list[i]) &&
			    part_of(s, list[i], parted) == part)
				add(p, list[i], Z_HAND, other);
		}
	}
	for (int st = 0; st < s->stack_count; st++) {
		if (stack_in_sight(s, viewer, st))
			continue;
		int n = prin_list(s, Z_STACK, st, list, PRIN_MAX_INSTANCES);
		for (int i = 0; i < n; i++)
			if (part_of(s, list[i], parted) == part)
				add(p, list[i], Z_STACK, st);
	}
}

/* Deals the pool's cards anew over its places: shuffled, taken off, then
 * put back one by one under the hand or stack of the place each takes. */
static void redeal(struct prin_state *s, struct pool *p)
{
	if (p->count < 2)
		return;
	rng_shuffle_ints(&s->rng, p->card, (size_t)p->count);
	for (int i = 0; i < p->count; i++)
		prin_move(s, p->card[i], Z_OUT, 0, false);
	for (int i = 0; i < p->count; i++)
		prin_move(s, p->card[i], p->place[i].zone, p->place[i].who, false);
}

/* Whether viewer, deciding now, places the new settlement's regions: he
 * holds the region stack's top in his hand (or, with a card that lets him
 * choose, looks through the whole stack), and his actions name it. */
static bool regions_in_sight(const struct prin_state *s, int viewer)
{
	return prin_current(s) == viewer && s->phase == PH_REGION;
}

void prin_determinise(void *state, int viewer, struct rng *rng)
{
	struct prin_state *s = state;
	if (viewer < 0 || viewer >= PRIN_PLAYERS)
		return;
	if (rng)
		rng_seed(&s->rng, rng_next(rng));
	/* an effect's lists may name cards of hands and stacks */
	if (s->running || s->job_count)
		return;
	uint8_t shown[sizeof s->shown];
	memcpy(shown, s->shown, sizeof shown);
	bool parted = s->stack_count > s->opt.expansion_stacks;
	struct pool pool;
	for (int part = 0; part <= (int)parted; part++) {
		gather(s, viewer, part, parted, &pool);
		redeal(s, &pool);
	}
	memcpy(s->shown, shown, sizeof shown);
	if (!regions_in_sight(s, viewer))
		prin_shuffle(s, Z_REGION_STACK, 0);
	prin_shuffle(s, Z_EVENT_STACK, 0);
}
