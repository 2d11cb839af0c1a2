/*
 * zones: where card instances lie, and the resources on regions.
 *
 * An ordered zone (a stack, a pile, a hand) keeps its order in the
 * instances' order field: smaller is nearer the top. Putting a card on top
 * takes one less than the smallest order there, under it one more than the
 * largest (for a stack, one more than a bound kept on its orders: only the
 * order of its cards counts), so a move touches one instance. The numbers
 * only drift outward; when they near the int16 limits the zone is
 * renumbered from 0, in the same order.
 *
 * Resources are not cards: they are the stock on a player's regions (§4).
 * Paying takes from the fullest region of the type and gaining fills the
 * emptiest one first, which keeps resources spread out; a player does not
 * choose the region (a simplification of the physical game, where rotating
 * a particular card matters only to the brigand and the plague).
 */
#include <string.h>

#include "games/principality/internal.h"

#define ORDER_LIMIT 30000

_Static_assert(PRIN_MAX_STACKS <= 1 << PRIN_STACK_BITS, "a stack's number fits its stack bits");

int prin_owner(const struct prin_state *s, int card)
{
	if (card < 0 || card >= s->instance_count)
		return -1;
	switch (s->card[card].zone) {
	case Z_HAND: case Z_PRINCIPALITY: case Z_UNDER: case Z_DISCARD: case Z_PLAYED:
		return s->card[card].who;
	default:
		return -1;
	}
}

int prin_belongs_to(const struct prin_state *s, int card)
{
	int owner = prin_owner(s, card);
	if (owner >= 0 && s->card[card].zone == Z_PRINCIPALITY &&
	    prin_def_of(s, card)->placement == PLACE_OPPONENT_CITY)
		return 1 - owner;
	return owner;
}

/* The cards in the event stack, whoever holds them. */
static int events_there(const struct prin_state *s)
{
	int n = 0;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		n += __builtin_popcountll(s->zone_bits[Z_EVENT_STACK][w]);
	return n;
}

/* After the n cards of zone/who were numbered 0..n-1: a stack's bound,
 * the event stack's ends (when who 0 holds all its cards). */
static void numbered(struct prin_state *s, int zone, int who, int n)
{
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS)
		s->stack_hi[who] = (int16_t)(n > 0 ? n - 1 : 0);
	if (zone == Z_EVENT_STACK && who == 0 && n == events_there(s)) {
		s->event_top = 0;
		s->event_count = (uint8_t)n;
	}
}

static void renumber(struct prin_state *s, int zone, int who)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES);
	for (int i = 0; i < n; i++)
		s->card[list[i]].order = (int16_t)i;
	numbered(s, zone, who, n);
}

/* Books a change of delta resources of resource r (a position, or none)
 * on a region of pl in his tallies, as prin_tally_player would count them afresh
 * (modulo 256, like its sums). */
static void tally_change(struct prin_player *pl, int r, int delta)
{
	pl->have_all = (uint8_t)(pl->have_all + delta);
	if (r >= 0 && r < PRIN_MAX_RESOURCES) {
		pl->have[r] = (uint8_t)(pl->have[r] + delta);
		pl->room[r] = (uint8_t)(pl->room[r] - delta);
	}
}

void prin_set_stock(struct prin_state *s, int card, int stock)
{
	struct prin_instance *in = &s->card[card];
	int old = in->stock;
	in->stock = (uint8_t)stock;
	if (in->zone != Z_PRINCIPALITY || in->who >= PRIN_PLAYERS)
		return;
	struct prin_player *pl = &s->player[in->who];
	/* The tallies count the indexed regions only; while the index holds
	 * every region of his, a change is booked, not recounted. */
	if (pl->region_count < PRIN_MAX_INDEXED) {
		if (prin_is_region(s, card))
			tally_change(pl, prin_def_of(s, card)->produces, in->stock - old);
	} else {
		prin_tally(s, in->who);
	}
	if (pl->points_stock)
		prin_points_stale(s, pl, 0);
}

/* Inserts card into list[0..n-1], kept in grid order (the cells' orders),
 * which has room for one more; returns its place. */
static inline int insert_in_grid_order(const struct prin_state *s,
                                                                      uint8_t *list, int n, int card)
{
	/* A card comes in after the cards of the columns left of it (a grid
	 * grows outward on both sides, and the lists run column by column):
	 * the cards after it move up as they are passed, eight at a time
	 * while the eighth before is after it too (the list is in order, so
	 * the seven between are), a word loaded and stored a place higher,
	 * then four the same way, then a byte at a time. */
	int at = n, order = s->card[card].order;
	for (; at >= 8 && s->card[list[at - 8]].order > order; at -= 8) {
		uint64_t eight;
		memcpy(&eight, &list[at - 8], sizeof eight);
		memcpy(&list[at - 7], &eight, sizeof eight);
	}
	if (at >= 4 && s->card[list[at - 4]].order > order) {
		uint32_t four;
		memcpy(&four, &list[at - 4], sizeof four);
		memcpy(&list[at - 3], &four, sizeof four);
		at -= 4;
	}
	for (; at > 0 && s->card[list[at - 1]].order > order; at--)
		list[at] = list[at - 1];
	list[at] = (uint8_t)card;
	return at;
}

/* prin_tally_player of pl once card, a region, has come in at place k of his region
 * index: the places from k on move up one, and the newcomer's stock and
 * room are added, rather than every region counted again. */
static void tally_joined(const struct prin_state *s, struct prin_player *pl, int card, int k)
{
	const struct prin_def *d = prin_def_of(s, card);
	int stock = s->card[card].stock, r = d->produces;
	uint32_t below = (1u << k) - 1;
	for (int i = 0; i < PRIN_MAX_RESOURCES; i++)
		pl->region_of[i] = (pl->region_of[i] & below) | (pl->region_of[i] & ~below) << 1;
	for (int b = 0; b < PRIN_DIE_BITS; b++) {
		uint32_t die = (pl->region_die[b] & below) | (pl->region_die[b] & ~below) << 1;
		if (k < PRIN_DIE_INDEXED)
			die |= ((d->die >> b) & 1u) << k;
		pl->region_die[b] = (uint16_t)die;   /* a place moved beyond the kept ones is dropped */
	}
	prin_tally_region(pl, stock, r, k);
}

/* Card has just been put on pl's grid: it joins the lists where a walk of
 * the grid would find it, as prin_index_player would make them, unless a
 * list is full (a walk cuts the lists at their ends). False then, and
 * nothing is changed. */
static bool index_joined(const struct prin_state *s, struct prin_player *pl, int card)
{
	const struct prin_def *d = prin_def_of(s, card);
	bool region = d->kind == KIND_REGION, passive = d->modifiers || d->immune;
	if (pl->placed_count >= PRIN_MAX_PLACED || (region && pl->region_count >= PRIN_MAX_INDEXED) ||
	    (passive && pl->passive_count >= PRIN_MAX_INDEXED))
		return false;
	pl->handler_mask |= d->handlers;
	pl->foreign_count = (uint8_t)(pl->foreign_count + (d->placement == PLACE_OPPONENT_CITY));
	insert_in_grid_order(s, pl->placed, pl->placed_count++, card);
	if (region) {
		tally_joined(s, pl, card, insert_in_grid_order(s, pl->region, pl->region_count++, card));
	}
	if (passive) {
		insert_in_grid_order(s, pl->passive, pl->passive_count++, card);
		pl->mod_mask |= d->modifiers;
	}
	prin_index_site_column(s, pl, prin_cell_x(s->card[card].order) - PRIN_X_MIN);
	return true;
}

/* Drops card from list[0..n-1] (where it is). */
static void drop_from(uint8_t *list, int n, int card)
{
	int at = 0;
	while (at < n && list[at] != card)
		at++;
	if (at < n)
		memmove(&list[at], &list[at + 1], (size_t)(n - at - 1));
}

/* Card has just left pl's grid (its cell is empty): it leaves the lists,
 * as prin_index_player would make them without it, unless a list was full
 * (a walk cut it, and a card it left out might come in now). False then,
 * and nothing is changed. The masks are the union over the cards left. */
static bool index_left(const struct prin_state *s, struct prin_player *pl, int card, int cell)
{
	const struct prin_def *d = prin_def_of(s, card);
	bool region = d->kind == KIND_REGION, passive = d->modifiers || d->immune;
	if (pl->placed_count >= PRIN_MAX_PLACED || pl->region_count >= PRIN_MAX_INDEXED ||
	    pl->passive_count >= PRIN_MAX_INDEXED)
		return false;
	pl->foreign_count = (uint8_t)(pl->foreign_count - (d->placement == PLACE_OPPONENT_CITY));
	drop_from(pl->placed, pl->placed_count--, card);
	/* a card that handles nothing (most buildings and roads) leaves the
	 * mask as the others make it */
	if (d->handlers) {
		pl->handler_mask = 0;
		for (int i = 0; i < pl->placed_count; i++)
			pl->handler_mask |= prin_def_of(s, pl->placed[i])->handlers;
	}
	if (region) {
		drop_from(pl->region, pl->region_count--, card);
		prin_tally_player(s, pl);
	}
	if (passive) {
		drop_from(pl->passive, pl->passive_count--, card);
		if (d->modifiers) {
			pl->mod_mask = 0;
			for (int i = 0; i < pl->passive_count; i++)
				pl->mod_mask |= prin_def_of(s, pl->passive[i])->modifiers;
		}
	}
	prin_index_site_column(s, pl, prin_cell_x(cell) - PRIN_X_MIN);
	return true;
}

/* Forgets the kept answers to whether action cards are playable: a
 * card's play asks about either grid. A player who keeps none (his hand
 * held no card legal() asks about, the common case) stays filled: a
 * refill (prin_keep_playable) would look at the same hand and mostly
 * keep nothing again, and it would cost every build a full advance. A
 * card that comes to his hand meanwhile is asked afresh until the next
 * refill, as it is now between grid changes. */
static void forget_playable(struct prin_state *s)
{
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		struct prin_player *pl = &s->player[p];
		if (!(pl->playable_known | pl->playable_beyond))
			continue;
		pl->playable_known = pl->playable_beyond = pl->playable_filled = 0;
	}
}

void prin_grid_changed(struct prin_state *s, int player, int card)
{
	prin_gains_changed(s, player, card);
	/* a card without modifiers or immunities moved no card of passive[] */
	const struct prin_def *d = card >= 0 ? prin_def_of(s, card) : NULL;
	if (!d || d->modifiers || d->immune)
		s->player[player].passive_immune = prin_passive_immune(s, player);
	forget_playable(s);
}

void prin_holders_changed(struct prin_state *s)
{
	forget_playable(s);
}

/* What follows from player's grid, whose lists are up to date again after
 * card (-1: more) came or went. */
static void lists_changed(struct prin_state *s, int player, int card)
{
	prin_points_stale(s, &s->player[player], 0);
	prin_grid_changed(s, player, card);
	prin_count_rates(s, player, card);
}

/* prin_reindex for card, just put on player's grid. */
static void reindex_joined(struct prin_state *s, int player, int card)
{
	if (!index_joined(s, &s->player[player], card))
		prin_index_lists(s, player);
	lists_changed(s, player, card);
}

/* prin_reindex for card, which has just left player's grid from cell. */
static void reindex_left(struct prin_state *s, int player, int card, int cell)
{
	if (!index_left(s, &s->player[player], card, cell))
		prin_index_lists(s, player);
	lists_changed(s, player, card);
}

void prin_reindex(struct prin_state *s, int player, int card)
{
	prin_index_lists(s, player);
	lists_changed(s, player, card);
}

/* The list of the supply (struct prin_state supply_def) found again. */
__attribute__((noinline)) static void supply_relist(struct prin_state *s)
{
	int n = prin_supply_defs(s, s->supply_def, PRIN_SUPPLY_DEFS);
	s->supply_count = (uint8_t)(n < 0 ? PRIN_SUPPLY_UNKEPT : n);
}

/* Card has come to the center or the open row: its card joins the list
 * there (struct prin_state supply_def) unless a copy is in it. */
__attribute__((noinline)) static void supply_joined(struct prin_state *s, int card)
{
	int def = s->card[card].def, n = s->supply_count, at = 0;
	if (n == PRIN_SUPPLY_UNKEPT)
		return;
	while (at < n && s->supply_def[at] < def)
		at++;
	if (at < n && s->supply_def[at] == def)
		return;
	if (n == PRIN_SUPPLY_DEFS) {
		s->supply_count = PRIN_SUPPLY_UNKEPT;
		return;
	}
	memmove(&s->supply_def[at + 1], &s->supply_def[at], (size_t)(n - at));
	s->supply_def[at] = (uint8_t)def;
	s->supply_count = (uint8_t)(n + 1);
}

/* prin_set_zone, inlined where a card moves (prin_move, prin_place): a
 * match moves a card about once an action, and the call cost a fair part
 * of the few instructions of the move. */
static inline void set_zone_from(struct prin_state *s, int card,
                                                                int was, int zone)
{
	struct prin_instance *in = &s->card[card];
	/* (the card's word and bit taken unsigned here and in the moves: a
	 * signed division pays for the sign it never has) */
	uint64_t bit = 1ull << ((unsigned)card % 64);
	const unsigned supply = (1u << Z_CENTER) | (1u << Z_OPEN);
	const unsigned seldom = supply | (1u << Z_EVENT_STACK);
	if (was < Z_COUNT)
		s->zone_bits[was][(unsigned)card / 64] &= ~bit;
	if (was == Z_STACK) {
		/* all four cleared, whichever the stack: four stores cost less
		 * than a walk of its number's bits */
		s->stack_bit[0][(unsigned)card / 64] &= ~bit;
		s->stack_bit[1][(unsigned)card / 64] &= ~bit;
		s->stack_bit[2][(unsigned)card / 64] &= ~bit;
		s->stack_bit[3][(unsigned)card / 64] &= ~bit;
	}
	in->zone = (uint8_t)zone;
	if (zone < Z_COUNT)
		s->zone_bits[zone][(unsigned)card / 64] |= bit;
	if (__builtin_expect(((1u << was) | (1u << zone)) & seldom, 0)) {
		/* a card leaves the supply seldom (a build): the list is found again */
		if ((1u << was) & supply)
			supply_relist(s);
		if ((1u << zone) & supply)
			supply_joined(s, card);
		/* the event stack's numbers may have a gap now (prin_cycle and
		 * prin_shuffle number them without a move) */
		if (was == Z_EVENT_STACK || zone == Z_EVENT_STACK)
			s->event_count = PRIN_EVENTS_UNKEPT;
	}
}

/* set_zone_from where the card's zone is read from it, not known. */
static inline void set_zone(struct prin_state *s, int card,
                                                           int zone)
{
	set_zone_from(s, card, s->card[card].zone, zone);
}

void prin_set_zone(struct prin_state *s, int card, int zone)
{
	set_zone(s, card, zone);
}

/* ---- the hand index (struct prin_player hand) ---- */

/* Card's bits of hand_plays and hand_rolls as hand_marks holds them, at
 * bits 0 and 16. */
static inline uint32_t marks_of(const struct prin_state *s, int card)
{
	unsigned facts = s->cards->facts[s->card[card].def];
	return ((facts / PRIN_FACT_ACTION_PLAY) & 1) | ((facts / PRIN_FACT_ROLL_PLAY) & 1) << 16;
}

/* Lists player's hand afresh, when the index has room for it. */
static void hand_reindex(struct prin_state *s, int player)
{
	struct prin_player *pl = &s->player[player];
	int list[PRIN_HAND_INDEXED];
	if (pl->hand_size > PRIN_HAND_INDEXED)
		return;
	int n = prin_list(s, Z_HAND, player, list, PRIN_HAND_INDEXED);
	for (int i = 0; i < n; i++)
		pl->hand[i] = (uint8_t)list[i];
	pl->hand_first = prin_first_copies(s, player);
	pl->hand_plays = prin_fact_places(s, player, PRIN_FACT_ACTION_PLAY);
	pl->hand_rolls = prin_fact_places(s, player, PRIN_FACT_ROLL_PLAY);
}

/* Drops card, still in the hand, from the index of a hand that has just
 * lost it (hand_size counts it no more). A hand that outgrew the index
 * and now fits again is listed afresh, without card. known is card's
 * place in the index when the caller found it there, else -1. */
static inline void hand_forget(struct prin_state *s, int player,
                                                              int card, int known)
{
	struct prin_player *pl = &s->player[player];
	int n = pl->hand_size, list[PRIN_HAND_INDEXED + 1];
	if (n > PRIN_HAND_INDEXED) {
		pl->hand_first = 0;
		pl->hand_marks = 0;
		return;
	}
	if (n == PRIN_HAND_INDEXED) {
		int was = prin_list(s, Z_HAND, player, list, PRIN_HAND_INDEXED + 1);
		for (int i = 0, j = 0; i < was && j < n; i++)
			if (list[i] != card)
				pl->hand[j++] = (uint8_t)list[i];
		pl->hand_first = prin_first_copies(s, player);
		pl->hand_plays = prin_fact_places(s, player, PRIN_FACT_ACTION_PLAY);
		pl->hand_rolls = prin_fact_places(s, player, PRIN_FACT_ROLL_PLAY);
		return;
	}
	int at = known;
	if (at < 0)
		for (at = 0; at < n && pl->hand[at] != card; at++)
			;
	/* a few bytes, each passed down in turn rather than moved through a
	 * call of memmove (which a plain copying loop would become) */
	for (int i = n - 1, carry = pl->hand[n]; i >= at; i--) {
		int next = pl->hand[i];
		pl->hand[i] = (uint8_t)carry;
		carry = next;
	}
	/* The marks after it move down one place; when it was the first copy
	 * of its card, the next copy (if any) is the first now: one of the
	 * places after it without a mark, which most hands have none of. */
	unsigned first = pl->hand_first, was_first = (first >> at) & 1, below = (1u << at) - 1;
	first = (first & below) | ((first >> 1) & ~below);
	/* and so do those of hand_marks, in each half of the word */
	uint32_t below_both = below * 0x10001u;
	pl->hand_marks = (pl->hand_marks & below_both) |
	                 ((pl->hand_marks >> 1) & ~below_both & 0x7FFF7FFFu);
	unsigned copies = was_first ? ~first & ~below & ((1u << n) - 1) : 0;
	for (; copies; copies &= copies - 1) {
		int k = __builtin_ctz(copies);
		if (s->card[pl->hand[k]].def == s->card[card].def) {
			first |= 1u << k;
			break;
		}
	}
	pl->hand_first = (uint16_t)first;
}

/* Adds card, just put on top of player's hand or under it, to the index.
 * Inlined where a card moves, as hand_forget is: most moves into a hand
 * are draws under it, and the call cost them more than its work. */
static inline void hand_note(struct prin_state *s, int player,
                                                            int card, bool top)
{
	struct prin_player *pl = &s->player[player];
	int n = pl->hand_size;
	if (n > PRIN_HAND_INDEXED) {
		pl->hand_first = 0;
		pl->hand_marks = 0;
		return;
	}
	/* The marks of the n - 1 cards that were there: the new card is the
	 * first copy of its card on top; under the hand, when no mark is on
	 * a copy of it, which a card of one copy needs no look to tell. */
	unsigned first = pl->hand_first, def = s->card[card].def, marks = marks_of(s, card);
	if (top) {
		pl->hand_marks = pl->hand_marks << 1 | marks;
		for (int i = 0, carry = card; i < n; i++) {
			int next = pl->hand[i];
			pl->hand[i] = (uint8_t)carry;
			carry = next;
		}
		first = (first << 1) | 1;
		for (unsigned rest = first & ~1u; rest; rest &= rest - 1) {
			int at = __builtin_ctz(rest);
			if (s->card[pl->hand[at]].def == def) {
				first &= ~(1u << at);
				break;
			}
		}
	} else {
		pl->hand[n - 1] = (uint8_t)card;
		pl->hand_marks |= marks << (n - 1);
		bool copy = false;
		if (!(s->cards->facts[def] & PRIN_FACT_ONE_COPY))
			for (unsigned rest = first; rest && !copy; rest &= rest - 1)
				copy = s->card[pl->hand[lowest_bit(rest)]].def == def;
		first |= (unsigned)!copy << (n - 1);
	}
	pl->hand_first = (uint16_t)first;
}

/* Takes card, which lies in zone was, out of its zone's counts before it
 * moves (hand_at: hand_forget's known). Inlined, as set_zone is. */
static inline void leave_from(struct prin_state *s, int card,
                                                             int was, int hand_at)
{
	struct prin_instance *in = &s->card[card];
	/* only a card in a hand is shown (check() sees to it): it loses the
	 * mark as it leaves, and a move from elsewhere has none to clear */
	if (was == Z_HAND)
		s->shown[(unsigned)card / 8] &= (uint8_t)~(1u << ((unsigned)card % 8));
	if (was == Z_HAND && in->who < PRIN_PLAYERS) {
		s->player[in->who].hand_size--;
		hand_forget(s, in->who, card, hand_at);
	}
	else if (was == Z_STACK && in->who < PRIN_MAX_STACKS)
		s->stack_size[in->who]--;
}

static inline void leave(struct prin_state *s, int card, int was)
{
	leave_from(s, card, was, -1);
}

/* A card taken into player's hand is shown to his opponent while a card of
 * his principality says so (the Embassy): the opponent knows it from then
 * on, as long as it stays in that hand. */
static void taken(struct prin_state *s, int card, int player)
{
	/* the modifier is asked only of a player whose cards carry it */
	if ((s->player[player].mod_mask & (1u << PRIN_MOD_SEES_DRAWS)) &&
	    prin_draws_shown(s, player))
		s->shown[(unsigned)card / 8] |= (uint8_t)(1u << ((unsigned)card % 8));
}

static void off_grid(struct prin_state *s, int card)
{
	struct prin_instance *in = &s->card[card];
	if (in->zone != Z_PRINCIPALITY)
		return;
	int x = prin_cell_x(in->order), y = prin_cell_y(in->order), who = in->who;
	int terms[PTS_COUNT], was_fresh = s->player[who].points_fresh;
	bool known = prin_card_terms(s, who, card, terms);   /* asked while it lies there */
	s->player[who].cell[x - PRIN_X_MIN][y + 2] = PRIN_EMPTY;
	prin_set_zone(s, card, Z_COUNT);   /* nowhere, until the caller puts it somewhere */
	reindex_left(s, who, card, in->order);
	prin_book_terms(s, who, was_fresh, known, terms, -1);
}

/* The smallest and largest order in player who's hand, read from its
 * index (which the caller has seen is whole); false for an empty hand. */
static bool hand_ends(const struct prin_state *s, int who, int *lo, int *hi)
{
	const struct prin_player *pl = &s->player[who];
	if (pl->hand_size == 0)
		return false;
	*lo = s->card[pl->hand[0]].order;
	*hi = s->card[pl->hand[pl->hand_size - 1]].order;
	return true;
}

/* The cards of zone that who holds, where the state keeps the number
 * (hands and stacks), else -1: a walk for them may stop at the last. */
static int known_count(const struct prin_state *s, int zone, int who)
{
	if (who < 0)
		return -1;
	if (zone == Z_STACK && who < PRIN_MAX_STACKS)
		return s->stack_size[who];
	if (zone == Z_HAND && who < PRIN_PLAYERS)
		return s->player[who].hand_size;
	return -1;
}

/* The smallest and largest order among the cards of zone that who holds;
 * false when he holds none. (leave() has already taken the moving card
 * out of its zone's count.) Whose each card is, and whether it is an end,
 * cannot be foreseen: the walk takes them without a branch. */
static bool order_ends(const struct prin_state *s, int zone, int who, int *lo, int *hi)
{
	int left = known_count(s, zone, who), least = INT16_MAX, most = INT16_MIN;
	bool any = false;
	for (int w = 0; w < PRIN_ZONE_WORDS && left != 0; w++)
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			const struct prin_instance *o = &s->card[w * 64 + __builtin_ctzll(bits)];
			bool mine = o->who == who;
			least = mine && o->order < least ? o->order : least;
			most = mine && o->order > most ? o->order : most;
			any |= mine;
			left -= mine;
			if (left == 0)
				break;
		}
	if (any) {
		*lo = least;
		*hi = most;
	}
	return any;
}

/* Card has come to stack (its zone set already): its number goes into
 * the stack bits (set_zone_from took them out when it left one). */
static inline void stack_bits_set(struct prin_state *s, int card, int stack)
{
	const uint64_t bit = 1ull << ((unsigned)card % 64);
	const int w = (unsigned)card / 64;
	/* only the set bits of the number, one or two of its four mostly */
	for (unsigned b = (unsigned)stack & ((1u << PRIN_STACK_BITS) - 1); b; b &= b - 1)
		s->stack_bit[lowest_bit(b)][w] |= bit;
}

/* Instance i's place as one number, smaller nearer the top: its order,
 * then its index, as prin_top and prin_list order cards. */
static inline uint32_t place_key(const struct prin_instance *in, int i)
{
	return (uint32_t)(uint16_t)(in->order ^ INT16_MIN) << 8 | (uint32_t)i;
}

/* The smallest place key among stack's own cards (prin_stack_word), or
 * UINT32_MAX for an empty stack: its top card is in the low byte. */
static uint32_t stack_top_key(const struct prin_state *s, int stack)
{
	uint32_t best = UINT32_MAX;
	/* only the words that instances fill: the base game's leave the last empty */
	const int words = (s->instance_count + 63) / 64;
	for (int w = 0; w < words && w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = prin_stack_word(s, stack, w); bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			uint32_t key = place_key(&s->card[i], i);
			best = key < best ? key : best;
		}
	return best;
}

/* prin_move of a card that lies in zone was. Inlined where the zones are
 * constants (the commonest moves of an action, a card from a stack into a
 * hand and back), so that the tests on them fall away. */
static inline void move_at(struct prin_state *s, int card,
                                                          int was, int hand_at, int zone, int who,
                                                          bool top)
{
	leave_from(s, card, was, hand_at);
	if (was == Z_PRINCIPALITY) {
		off_grid(s, card);
		was = Z_COUNT;
	}
	struct prin_instance *in = &s->card[card];
	/* out of the way while the ends of its new zone are found, where it
	 * would be seen */
	if (was == zone) {
		set_zone_from(s, card, was, Z_COUNT);
		was = Z_COUNT;
	}
	bool stack = zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS;
	int lo = 0, hi = 0;
	bool any;
	if (stack) {
		/* under a stack, its bound numbers the card; on top, its top */
		any = s->stack_size[who] > 0;
		hi = s->stack_hi[who];
		lo = any && top ? s->card[stack_top_key(s, who) & 0xFF].order : hi;
	} else if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS &&
	           s->player[who].hand_size <= PRIN_HAND_INDEXED) {
		any = hand_ends(s, who, &lo, &hi);
	} else {
		any = order_ends(s, zone, who, &lo, &hi);
	}
	if (any && (lo <= -ORDER_LIMIT || hi >= ORDER_LIMIT)) {
		renumber(s, zone, who);
		lo = 0;
		hi = prin_count(s, zone, who) - 1;
	}
	set_zone_from(s, card, was, zone);
	in->who = (uint8_t)who;
	in->order = (int16_t)(!any ? 0 : top ? lo - 1 : hi + 1);
	if (zone == Z_HAND && who < PRIN_PLAYERS) {
		s->player[who].hand_size++;
		hand_note(s, who, card, any && top);
		taken(s, card, who);
	} else if (stack) {
		s->stack_size[who]++;
		stack_bits_set(s, card, who);
		if (!any || !top)
			s->stack_hi[who] = in->order;
	}
	if (zone != Z_PRINCIPALITY)
		in->stock = 0;
}

/* move_at of a card whose place in a hand's index, if any, is not known. */
static inline void move_from(struct prin_state *s, int card,
                                                            int was, int zone, int who, bool top)
{
	move_at(s, card, was, -1, zone, who, top);
}

static bool events_turn(struct prin_state *s, int card, bool top);

void prin_move(struct prin_state *s, int card, int zone, int who, bool top)
{
	if (zone == Z_EVENT_STACK && who == 0 && events_turn(s, card, top))
		return;
	move_from(s, card, s->card[card].zone, zone, who, top);
}

void prin_move_stack_to_hand(struct prin_state *s, int card, int player)
{
	if (s->card[card].zone == Z_STACK)
		move_from(s, card, Z_STACK, Z_HAND, player, false);
	else
		prin_move(s, card, Z_HAND, player, false);
}

void prin_move_hand_to_stack(struct prin_state *s, int card, int stack)
{
	if (s->card[card].zone == Z_HAND)
		move_from(s, card, Z_HAND, Z_STACK, stack, false);
	else
		prin_move(s, card, Z_STACK, stack, false);
}

/* The search of prin_first_of finds the card's place in the hand's index
 * too, which the move then need not look for again. */
void prin_move_first_to_stack(struct prin_state *s, int player, int def, int stack)
{
	const struct prin_player *pl = &s->player[player];
	if (pl->hand_size > PRIN_HAND_INDEXED) {
		prin_move_hand_to_stack(s, prin_first_of(s, def, Z_HAND, player), stack);
		return;
	}
	for (unsigned first = pl->hand_first; first; first &= first - 1) {
		int at = __builtin_ctz(first), card = pl->hand[at];
		if (s->card[card].def == def) {
			move_at(s, card, Z_HAND, at, Z_STACK, stack, false);
			return;
		}
	}
}

/* The card of the event stack with the given order, or -1: the kept ends
 * say which orders it holds, each once. The walk stops there. */
static int event_card_at(const struct prin_state *s, int order)
{
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[Z_EVENT_STACK][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			if (s->card[i].order == order)
				return i;
		}
	return -1;
}

/* Whether the event stack's ends are kept and zone/who names it. */
static inline bool events_kept(const struct prin_state *s, int zone, int who)
{
	return zone == Z_EVENT_STACK && who == 0 && s->event_count != PRIN_EVENTS_UNKEPT;
}

/* Card, the top of a pile of several, goes under it with the given order,
 * as prin_move would put it there (a pile is no hand: the card has no
 * shown mark to lose). */
static void turn_under(struct prin_state *s, int card, int order)
{
	s->card[card].order = (int16_t)order;
	s->card[card].stock = 0;
}

/* prin_move of card, the top or the bottom card of the event stack of
 * several while its ends are kept, to its top or its bottom: done from
 * the ends without a walk (an event card goes under the stack as it acts,
 * and the Year End's own effect puts it there again). The ends stay
 * without a gap. False, nothing done, for any other move, or where
 * prin_move would renumber the stack. */
static bool events_turn(struct prin_state *s, int card, bool top)
{
	struct prin_instance *in = &s->card[card];
	if (in->zone != Z_EVENT_STACK || in->who != 0 || s->event_count == PRIN_EVENTS_UNKEPT ||
	    s->event_count < 2)
		return false;
	/* the ends of the others */
	int first = s->event_top, last = s->event_top + s->event_count - 1;
	if (in->order == first)
		first++;
	else if (in->order == last)
		last--;
	else
		return false;
	if (first <= -ORDER_LIMIT || last >= ORDER_LIMIT)
		return false;
	int order = top ? first - 1 : last + 1;
	turn_under(s, card, order);
	s->event_top = (int16_t)(order < first ? order : first);
	return true;
}

int prin_cycle(struct prin_state *s, int zone, int who)
{
	/* the event stack's kept ends (a turn keeps them without a gap) give
	 * its top and its bottom */
	if (events_kept(s, zone, who) && s->event_count > 1 &&
	    s->event_top + s->event_count <= ORDER_LIMIT && s->event_top > -ORDER_LIMIT) {
		int top = event_card_at(s, s->event_top);
		turn_under(s, top, s->event_top + s->event_count);
		s->event_top++;
		return top;
	}
	/* else the top (the smallest place key: the order, then the index, as
	 * prin_top finds it) and the largest order, in one walk of the bit
	 * words in place */
	uint32_t best = UINT32_MAX;
	int hi = INT16_MIN, n = 0;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			const struct prin_instance *in = &s->card[i];
			bool mine = in->who == who;
			uint32_t key = place_key(in, i);
			best = mine && key < best ? key : best;
			hi = mine && in->order > hi ? in->order : hi;
			n += mine;
		}
	const unsigned kept = (1u << Z_STACK) | (1u << Z_HAND) | (1u << Z_PRINCIPALITY) |
	                      (1u << Z_CENTER) | (1u << Z_OPEN);
	if (best == UINT32_MAX)
		return -1;
	int top = (int)(best & 0xFF), lo = s->card[top].order;
	/* prin_move's way where it would do more than give the card the
	 * order after the others' (the top is never the last of several) */
	if (n == 1 || ((1u << zone) & kept) || hi >= ORDER_LIMIT || lo <= -ORDER_LIMIT) {
		prin_move(s, top, zone, who, false);
		return top;
	}
	turn_under(s, top, hi + 1);
	/* an event stack numbered without a gap (its orders differ: check()
	 * sees to it) has its ends kept from now on */
	if (zone == Z_EVENT_STACK && who == 0 && hi - lo + 1 == n && n == events_there(s)) {
		s->event_top = (int16_t)(lo + 1);
		s->event_count = (uint8_t)n;
	}
	return top;
}

void prin_place(struct prin_state *s, int card, int player, int x, int y)
{
	leave(s, card, s->card[card].zone);
	off_grid(s, card);
	struct prin_instance *in = &s->card[card];
	set_zone(s, card, Z_PRINCIPALITY);
	in->who = (uint8_t)player;
	in->order = (int16_t)prin_cell(x, y);
	s->player[player].cell[x - PRIN_X_MIN][y + 2] = (uint8_t)card;
	int terms[PTS_COUNT], was_fresh = s->player[player].points_fresh;
	reindex_joined(s, player, card);
	bool known = prin_card_terms(s, player, card, terms);
	prin_book_terms(s, player, was_fresh, known, terms, 1);
}

void prin_swap(struct prin_state *s, int a, int b)
{
	struct prin_instance ia = s->card[a], ib = s->card[b];
	int ax = prin_cell_x(ia.order), ay = prin_cell_y(ia.order);
	int bx = prin_cell_x(ib.order), by = prin_cell_y(ib.order);
	s->card[a].who = ib.who;
	s->card[a].order = ib.order;
	s->card[b].who = ia.who;
	s->card[b].order = ia.order;
	s->player[ib.who].cell[bx - PRIN_X_MIN][by + 2] = (uint8_t)a;
	s->player[ia.who].cell[ax - PRIN_X_MIN][ay + 2] = (uint8_t)b;
	/* the modifier cards may change their order: everything is counted */
	prin_reindex(s, ia.who, -1);
	if (ib.who != ia.who)
		prin_reindex(s, ib.who, -1);
}

/* Inserts card by its order into out[0..n-1], which holds at most max;
 * returns the new n. Zones are small: insertion is enough. */
static int insert_by_order(const struct prin_state *s, int card, int *out, int n, int max)
{
	int order = s->card[card].order;
	int j = n < max ? n : max;
	if (j == max && (j == 0 || s->card[out[j - 1]].order <= order))
		return n;
	while (j > 0 && s->card[out[j - 1]].order > order) {
		if (j < max)
			out[j] = out[j - 1];
		j--;
	}
	out[j] = card;
	return n < max ? n + 1 : n;
}

/* The event stack while its ends are kept: each card's order says its
 * place in the list. */
static int list_events(const struct prin_state *s, int *out, int max)
{
	int n = s->event_count;
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[Z_EVENT_STACK][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			unsigned at = (unsigned)(s->card[i].order - s->event_top);
			if (at < (unsigned)max)
				out[at] = i;
		}
	return n < max ? n : max;
}

/* legal() lists hands and stacks many times per action: the bit words are
 * walked in place here rather than through PRIN_FOR_ZONE; a stack's own
 * cards are found from its stack bits. */
int prin_list(const struct prin_state *s, int zone, int who, int *out, int max)
{
	int n = 0;
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS) {
		for (int w = 0; w < PRIN_ZONE_WORDS; w++)
			for (uint64_t bits = prin_stack_word(s, who, w); bits; bits &= bits - 1)
				n = insert_by_order(s, w * 64 + __builtin_ctzll(bits), out, n, max);
		return n;
	}
	if (events_kept(s, zone, who))
		return list_events(s, out, max);
	for (int w = 0; w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			if (s->card[i].who == who)
				n = insert_by_order(s, i, out, n, max);
		}
	return n;
}

int prin_count(const struct prin_state *s, int zone, int who)
{
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS)
		return s->stack_size[who];
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS)
		return s->player[who].hand_size;
	return prin_recount(s, zone, who);
}

int prin_recount(const struct prin_state *s, int zone, int who)
{
	int n = 0;
	PRIN_FOR_ZONE(s, zone, i)
		n += s->card[i].who == who;
	return n;
}

/* The card of zone/who nearest the top, or -1: the one of the smallest
 * place key (the order, then the index, as prin_list orders them), the
 * cards taken without a branch on whose each is or which is smaller. */
static int top_by_walk(const struct prin_state *s, int zone, int who)
{
	uint32_t best = UINT32_MAX;
	int left = known_count(s, zone, who);
	for (int w = 0; w < PRIN_ZONE_WORDS && left != 0; w++)
		for (uint64_t bits = s->zone_bits[zone][w]; bits; bits &= bits - 1) {
			int i = w * 64 + (int)lowest_bit(bits);
			const struct prin_instance *in = &s->card[i];
			bool mine = in->who == who;
			uint32_t key = place_key(in, i);
			best = mine && key < best ? key : best;
			left -= mine;
			if (left == 0)
				break;
		}
	return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
}

int prin_top(const struct prin_state *s, int zone, int who)
{
	_Static_assert(PRIN_MAX_INSTANCES <= 256, "a card fits the low byte of a place key");
	if (zone == Z_STACK && who >= 0 && who < PRIN_MAX_STACKS) {
		uint32_t best = stack_top_key(s, who);
		return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
	}
	if (events_kept(s, zone, who))
		return event_card_at(s, s->event_top);
	return top_by_walk(s, zone, who);
}

/* The first instance of def. Setup makes the instances in the order of
 * their definitions and a card never changes its definition, so the
 * copies of one card are neighbours in card[] (check() sees to it). */
static int search_first_instance(const struct prin_state *s, int def);

/* prin_first_instance, inline for prin_first_of: most matches read the
 * table of their preset, and the call cost more than the read. */
static inline int first_instance(const struct prin_state *s, int def)
{
	/* a match of a preset selection of sets has its table */
	if (s->layout >= 0 && def >= 0 && def < PRIN_MAX_DEFS)
		return s->cards->preset[s->layout].first_instance[def];
	return search_first_instance(s, def);
}

int prin_first_instance(const struct prin_state *s, int def)
{
	return first_instance(s, def);
}

/* prin_first_instance without a table: halving the span that holds the
 * answer without a branch on each comparison, which cannot be foreseen. */
static int search_first_instance(const struct prin_state *s, int def)
{
	const struct prin_instance *base = s->card;
	int n = s->instance_count;
	if (n == 0)
		return 0;
	while (n > 1) {
		int half = n / 2;
		base = base[half - 1].def < def ? base + half : base;
		n -= half;
	}
	return (int)(base - s->card) + (base->def < def);
}

/* Only the copies of def are looked at, in index order: the instance a
 * walk of the whole zone would find. In a hand the index holds, the first
 * copy in it is that one. */
int prin_first_of(const struct prin_state *s, int def, int zone, int who)
{
	/* a hand the index holds lists its cards top first */
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS &&
	    s->player[who].hand_size <= PRIN_HAND_INDEXED) {
		const struct prin_player *pl = &s->player[who];
		/* the first copy of def is marked (hand_first): only the
		 * marked places need a look */
		for (unsigned first = pl->hand_first; first; first &= first - 1) {
			int card = pl->hand[lowest_bit(first)];
			if (s->card[card].def == def)
				return card;
		}
		return -1;
	}
	/* the smallest place key (the order, then the index) of the copies
	 * there, kept without a branch on where each copy lies */
	uint32_t best = UINT32_MAX;
	for (int i = first_instance(s, def); i < s->instance_count && s->card[i].def == def; i++) {
		const struct prin_instance *in = &s->card[i];
		bool there = in->zone == zone && in->who == who;
		uint32_t key = (uint32_t)(uint16_t)(in->order ^ INT16_MIN) << 8 | (uint32_t)i;
		best = there && key < best ? key : best;
	}
	return best == UINT32_MAX ? -1 : (int)(best & 0xFF);
}

void prin_shuffle(struct prin_state *s, int zone, int who)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES);
	rng_shuffle_ints(&s->rng, list, (size_t)n);
	for (int i = 0; i < n; i++)
		s->card[list[i]].order = (int16_t)i;
	numbered(s, zone, who, n);
	if (zone == Z_HAND && who >= 0 && who < PRIN_PLAYERS)
		hand_reindex(s, who);
}

/* ---- resources on regions ---- */

/* The region of the type with the least (fewest) or most stock that can
 * still change, the first of equals, or -1. An empty region has the least
 * there can be, a full one (regions hold 0..PRIN_STOCK_MAX, check() sees
 * to it) the most: the first such ends the search. This walks every
 * region: for a resource outside the positions (none, -1) only. */
static int pick_region_slowly(const struct prin_state *s, int player, int resource, bool fewest)
{
	const struct prin_player *pl = &s->player[player];
	int best = -1, extreme = fewest ? 0 : PRIN_STOCK_MAX;
	for (int i = 0; i < pl->region_count; i++) {
		int card = pl->region[i], stock = s->card[card].stock;
		if (prin_def_of(s, card)->produces != resource)
			continue;
		if (fewest ? stock >= PRIN_STOCK_MAX : stock == 0)
			continue;
		if (stock == extreme)
			return card;
		if (best < 0 || (fewest ? stock < s->card[best].stock : stock > s->card[best].stock))
			best = card;
	}
	return best;
}

/* The same searches over the regions of the resource alone (struct
 * prin_player region_of, not empty), in the same order: the first region
 * stands until a later one has strictly less (more) stock, so the first of
 * equals wins. Each returns the stock of the region it names in *card. No
 * branch hangs on a stock, which a processor guesses badly. */
static inline int extreme_stock(const struct prin_state *s, const struct prin_player *pl,
                                uint32_t regions, bool most, int *card)
{
	int best = pl->region[lowest_bit(regions)], held = s->card[best].stock;
	for (regions &= regions - 1; regions; regions &= regions - 1) {
		int c = pl->region[lowest_bit(regions)], stock = s->card[c].stock;
		bool better = most ? stock > held : stock < held;
		best = better ? c : best;
		held = better ? stock : held;
	}
	*card = best;
	return held;
}

/* The tallies of a resource (regions, a bit per place, are all of its
 * regions while the index holds every region) tell the answer without a
 * look at each region when every region holds the same: none at all
 * (emptiest: the first) or all they can (fullest: the first). */
static inline int emptiest(const struct prin_state *s, const struct prin_player *pl,
                           uint32_t regions, int resource, int *card)
{
	if (pl->have[resource] == 0 && pl->region_count < PRIN_MAX_INDEXED) {
		*card = pl->region[lowest_bit(regions)];
		return 0;
	}
	return extreme_stock(s, pl, regions, false, card);
}

static inline int fullest(const struct prin_state *s, const struct prin_player *pl,
                          uint32_t regions, int resource, int *card)
{
	if (pl->room[resource] == 0 && pl->region_count < PRIN_MAX_INDEXED) {
		*card = pl->region[lowest_bit(regions)];
		return PRIN_STOCK_MAX;
	}
	return extreme_stock(s, pl, regions, true, card);
}

_Static_assert(PRIN_MAX_INDEXED <= 32, "a place in a list of regions fits a bit of region_of");

/* prin_set_stock for a region of resource that lies on pl's grid and holds
 * stock, by delta: while the index holds every region of his, what it
 * books is known without looking at the card again. */
static inline void step_stock(struct prin_state *s, struct prin_player *pl, int card, int stock,
                              int resource, int delta)
{
	if (pl->region_count >= PRIN_MAX_INDEXED) {
		prin_set_stock(s, card, stock + delta);
		return;
	}
	s->card[card].stock = (uint8_t)(stock + delta);
	tally_change(pl, resource, delta);
	if (pl->points_stock)
		prin_points_stale(s, pl, 0);
}

/* n of resource (a position, delta its sign) moved on pl's one region of it
 * (place, alone in region_of) while the index holds every region of his:
 * the tallies of the type are that region's stock and room, and are read
 * rather than the card, so that the chain of loads from region_of through
 * region[] to the card's stock is waited for by the store alone. Returns
 * how many fitted (were there). */
static inline int step_alone(struct prin_state *s,
                                                            struct prin_player *pl, int place,
                                                            int resource, int n, int delta)
{
	int can = delta > 0 ? pl->room[resource] : pl->have[resource];
	int done = n < can ? n : can;
	if (done <= 0)
		return 0;
	tally_change(pl, resource, delta * done);
	s->card[pl->region[place]].stock = pl->have[resource];
	if (pl->points_stock)
		prin_points_stale(s, pl, 0);
	return done;
}

/* Up to n of resource (a position) to pl's regions, or from them, one at a
 * time to the emptiest region (from the fullest); returns how many fitted
 * (were there). A player often has one region of a type: then it takes
 * (gives) what it can in one step. */
static inline int gain_run(struct prin_state *s,
                                                          struct prin_player *pl, int resource, int n)
{
	uint32_t regions = pl->region_of[resource];
	if (!regions)
		return 0;
	if (!(regions & (regions - 1)) && pl->region_count < PRIN_MAX_INDEXED)
		return step_alone(s, pl, __builtin_ctz(regions), resource, n, 1);
	int card, stock = emptiest(s, pl, regions, resource, &card);
	if (!(regions & (regions - 1))) {
		int done = n < PRIN_STOCK_MAX - stock ? n : PRIN_STOCK_MAX - stock;
		if (done > 0)
			step_stock(s, pl, card, stock, resource, done);
		return done;
	}
	int done = 0;
	for (; done < n && stock < PRIN_STOCK_MAX; done++) {
		step_stock(s, pl, card, stock, resource, 1);
		if (done + 1 < n)
			stock = emptiest(s, pl, regions, resource, &card);
	}
	return done;
}

static int pay_several(struct prin_state *s, struct prin_player *pl, uint32_t regions,
                       int resource, int n);

static inline int pay_run(struct prin_state *s,
                                                         struct prin_player *pl, int resource, int n)
{
	uint32_t regions = pl->region_of[resource];
	if (!regions)
		return 0;
	if (pl->region_count < PRIN_MAX_INDEXED) {
		if (!(regions & (regions - 1)))
			return step_alone(s, pl, __builtin_ctz(regions), resource, n, -1);
		if (n > 1)
			return pay_several(s, pl, regions, resource, n);
	}
	int card, stock = fullest(s, pl, regions, resource, &card);
	if (!(regions & (regions - 1))) {
		int done = n < stock ? n : stock;
		if (done > 0)
			step_stock(s, pl, card, stock, resource, -done);
		return done;
	}
	int done = 0;
	for (; done < n && stock > 0; done++) {
		step_stock(s, pl, card, stock, resource, -1);
		if (done + 1 < n)
			stock = fullest(s, pl, regions, resource, &card);
	}
	return done;
}

int prin_gain(struct prin_state *s, int player, int resource, int n)
{
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int done = 0;
		for (int r; done < n && (r = pick_region_slowly(s, player, resource, true)) >= 0; done++)
			prin_set_stock(s, r, s->card[r].stock + 1);
		return done;
	}
	return gain_run(s, &s->player[player], resource, n);
}

/* pay_run's steps, n of them, over several regions of resource (regions, a bit
 * per place; the index holds every region of his): the same regions give
 * the same, each time the fullest, the first of equals, but each region's
 * card is read and written once, and the tallies booked once. */
/* The stocks first and second of two regions after paying n from them,
 * each time from the fuller, the first of equals; returns how many. The
 * fuller gives until they are level (or n is paid), then they give in
 * turn, the first first: what the steps one at a time end with. */
static int pay_from_two(int *first, int *second, int n)
{
	int x = *first, y = *second;
	int done = n < x + y ? n : x + y;
	int lead = x >= y ? x - y : y - x;
	int alone = done < lead ? done : lead;
	x -= x >= y ? alone : 0;
	y -= x >= y ? 0 : alone;
	/* level now, when anything is left to pay */
	*first = x - (done - alone + 1) / 2;
	*second = y - (done - alone) / 2;
	return done;
}

static int pay_several(struct prin_state *s, struct prin_player *pl, uint32_t regions,
                       int resource, int n)
{
	uint32_t rest = regions & (regions - 1);
	if (!(rest & (rest - 1))) {
		int a = pl->region[lowest_bit(regions)], b = pl->region[lowest_bit(rest)];
		int x = s->card[a].stock, y = s->card[b].stock;
		int done = pay_from_two(&x, &y, n);
		if (done == 0)
			return 0;
		s->card[a].stock = (uint8_t)x;
		s->card[b].stock = (uint8_t)y;
		tally_change(pl, resource, -done);
		if (pl->points_stock)
			prin_points_stale(s, pl, 0);
		return done;
	}
	uint8_t stock[PRIN_MAX_INDEXED], card[PRIN_MAX_INDEXED];
	int k = 0, done = 0;
	for (; regions; regions &= regions - 1, k++) {
		card[k] = pl->region[lowest_bit(regions)];
		stock[k] = s->card[card[k]].stock;
	}
	for (; done < n; done++) {
		int best = 0;
		for (int j = 1; j < k; j++)
			best = stock[j] > stock[best] ? j : best;
		if (stock[best] == 0)
			break;
		stock[best]--;
	}
	if (done == 0)
		return 0;
	for (int j = 0; j < k; j++)
		s->card[card[j]].stock = stock[j];
	tally_change(pl, resource, -done);
	if (pl->points_stock)
		prin_points_stale(s, pl, 0);
	return done;
}

int prin_pay(struct prin_state *s, int player, int resource, int n)
{
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int done = 0;
		for (int r; done < n && (r = pick_region_slowly(s, player, resource, false)) >= 0; done++)
			prin_set_stock(s, r, s->card[r].stock - 1);
		return done;
	}
	return pay_run(s, &s->player[player], resource, n);
}

void prin_pay_list(struct prin_state *s, int player, const int16_t *list, int n)
{
	struct prin_player *pl = &s->player[player];
	for (int i = 0; i < n && list[i] >= 0;) {
		int r = list[i], count = 1;
		while (++i < n && list[i] == r)
			count++;
		if (r < PRIN_MAX_RESOURCES)
			pay_run(s, pl, r, count);
		else
			prin_pay(s, player, r, count);
	}
}

void prin_exchange(struct prin_state *s, int player, int give, int n, int get)
{
	if (give < 0 || give >= PRIN_MAX_RESOURCES || get < 0 || get >= PRIN_MAX_RESOURCES) {
		prin_pay(s, player, give, n);
		prin_gain(s, player, get, 1);
		return;
	}
	struct prin_player *pl = &s->player[player];
	pay_run(s, pl, give, n);
	gain_run(s, pl, get, 1);
}

/* prin_hand_over_pair, inlined in prin_hand_over_pairs once for each
 * side: an accepted offer pays one call. */
static inline void hand_over_pair(struct prin_state *s, int from,
                                                                 int to, int a, int b)
{
	if (a < 0 || a >= PRIN_MAX_RESOURCES || b >= PRIN_MAX_RESOURCES) {
		prin_hand_over(s, from, to, a, b == a ? 2 : 1);
		if (b >= 0 && b != a)
			prin_hand_over(s, from, to, b, 1);
		return;
	}
	/* pay_run and gain_run inline, each with its count known: a pair is
	 * what most accepted offers hand over */
	struct prin_player *payer = &s->player[from], *taker = &s->player[to];
	if (b == a) {
		int paid = pay_run(s, payer, a, 2);
		if (paid > 0)
			gain_run(s, taker, a, paid);
		return;
	}
	if (pay_run(s, payer, a, 1))
		gain_run(s, taker, a, 1);
	if (b >= 0 && pay_run(s, payer, b, 1))
		gain_run(s, taker, b, 1);
}

void prin_hand_over_pair(struct prin_state *s, int from, int to, int a, int b)
{
	hand_over_pair(s, from, to, a, b);
}

void prin_hand_over_pairs(struct prin_state *s, int from, int to, const int8_t give[2],
                          const int8_t get[2])
{
	hand_over_pair(s, from, to, give[0], give[1]);
	hand_over_pair(s, to, from, get[0], get[1]);
}

int prin_hand_over(struct prin_state *s, int from, int to, int resource, int n)
{
	/* The payer's regions and the taker's are not the same: paying all
	 * first gives what paying and gaining one at a time would. */
	if (resource < 0 || resource >= PRIN_MAX_RESOURCES) {
		int paid = prin_pay(s, from, resource, n);
		if (paid > 0)
			prin_gain(s, to, resource, paid);
		return paid;
	}
	/* one at a time is the most common: its own copy, without the loops */
	if (n == 1) {
		if (!pay_run(s, &s->player[from], resource, 1))
			return 0;
		gain_run(s, &s->player[to], resource, 1);
		return 1;
	}
	int paid = pay_run(s, &s->player[from], resource, n);
	if (paid > 0)
		gain_run(s, &s->player[to], resource, paid);
	return paid;
}
