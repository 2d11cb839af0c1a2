/*
 * index: the face of index.c, what the match keeps that can be recomputed
 * from its cards and stocks. internal.h includes it for every file of the
 * game; only index.c and the moves of zones.c write these fields.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_INDEX_H
#define CATAN_GAMES_PRINCIPALITY_INDEX_H

#include <stdint.h>

#include "games/principality/internal.h"

/* Rebuilds every field of s that follows from its cards and stocks: the
 * zones' bit sets, the stacks' bits and sizes, the list of the supply,
 * and of each player his grid's lists and tallies, its sites, his hand's
 * size, index and marks, his cards with immunities, his hand limit and
 * rates. The answers kept while the grids stay (playability, gains,
 * points) are left as they are: check() asks each of those again. */
void prin_index_rebuild(struct prin_state *s);

/* Rebuilds the lists of pl, a player of s or a copy of one, from his
 * grid: the cards placed, the regions, the cards with modifiers or
 * immunities, the masks of those, then his tallies and sites. */
void prin_index_player(const struct prin_state *s, struct prin_player *pl);
/* prin_index_player of player of s. */
void prin_index_lists(struct prin_state *s, int player);
/* Recounts player's tallies from his regions. */
void prin_tally(struct prin_state *s, int player);
/* The same for pl, a player of s or a copy of one. */
void prin_tally_player(const struct prin_state *s, struct prin_player *pl);
/* Counts a region of resource r with stock at place in pl's tallies. */
static inline void prin_tally_region(struct prin_player *pl, int stock, int r, int place)
{
	pl->have_all = (uint8_t)(pl->have_all + stock);
	if (r >= 0 && r < PRIN_MAX_RESOURCES) {
		pl->have[r] = (uint8_t)(pl->have[r] + stock);
		pl->room[r] = (uint8_t)(pl->room[r] + PRIN_STOCK_MAX - stock);
		pl->region_of[r] |= 1u << place;
	}
}

/* The cards of player's passive[] with an (immune ...) clause, a bit per
 * place. */
uint32_t prin_passive_immune(const struct prin_state *s, int player);

/* Recomputes pl's site masks (axis_*, free_side) from its cells; the grid
 * index (prin_index_player) calls it whenever a card comes or goes. */
void prin_index_sites(const struct prin_state *s, struct prin_player *pl);
/* The same for column col alone (x - PRIN_X_MIN), whose cells changed:
 * a column's bits follow from its own cells. */
void prin_index_site_column(const struct prin_state *s, struct prin_player *pl, int col);
/* The columns where a center card of type (a road, settlement or city)
 * may be built on pl's axis, as center_site_ok (build.c) finds them. */
uint32_t prin_center_sites(const struct prin_state *s, const struct prin_player *pl, int type);

/* The distinct cards of the center and the open row in index order into
 * defs; returns how many, or -1 when there are more than max (struct
 * prin_state supply_def keeps the first PRIN_SUPPLY_DEFS). */
int prin_supply_defs(const struct prin_state *s, uint8_t *defs, int max);
/* Of player's hand index, the first copy of each card, a bit per place (0
 * while the index does not hold the hand): struct prin_player hand_first. */
uint16_t prin_first_copies(const struct prin_state *s, int player);
/* Of player's hand index, the cards whose def has fact (enum
 * prin_def_fact), a bit per place (0 while the index does not hold the
 * hand): struct prin_player hand_plays and hand_rolls keep those of
 * PRIN_FACT_ACTION_PLAY and PRIN_FACT_ROLL_PLAY. */
uint16_t prin_fact_places(const struct prin_state *s, int player, unsigned fact);

/* The hand index of player listed afresh, when it has room for the hand. */
void prin_index_hand(struct prin_state *s, int player);
/* The grid's lists of player as card has come to his grid or has left it
 * from cell: booked where they can be, else built again. */
void prin_index_grid_joined(struct prin_state *s, int player, int card);
void prin_index_grid_left(struct prin_state *s, int player, int card, int cell);
/* The cards with immunities of player's grid found again (struct
 * prin_player passive_immune). */
void prin_index_immunities(struct prin_state *s, int player);
/* The supply's list (struct prin_state supply_def) as a card has left the
 * supply (found again), or card has come to it (it joins the list). */
void prin_index_supply_relist(struct prin_state *s);
void prin_index_supply_joined(struct prin_state *s, int card);

/* ---- the updates made at every move, inline where the cards move ---- */

/* Books a change of delta resources of resource r (a position, or none)
 * on a region of pl in his tallies, as prin_tally_player would count them afresh
 * (modulo 256, like its sums). */
static inline void prin_index_stock_change(struct prin_player *pl, int r, int delta)
{
	pl->have_all = (uint8_t)(pl->have_all + delta);
	if (r >= 0 && r < PRIN_MAX_RESOURCES) {
		pl->have[r] = (uint8_t)(pl->have[r] + delta);
		pl->room[r] = (uint8_t)(pl->room[r] - delta);
	}
}

/* Card has gone from zone was to zone (Z_COUNT: nowhere), its zone set
 * already: the zones' bit sets, the stack bits, the supply's list and the
 * event stack's numbers follow. Inline where a card moves (prin_move,
 * prin_place): a match moves a card about once an action. */
static inline void prin_index_zone_change(struct prin_state *s, int card, int was, int zone)
{
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
	if (zone < Z_COUNT)
		s->zone_bits[zone][(unsigned)card / 64] |= bit;
	if (__builtin_expect(((1u << was) | (1u << zone)) & seldom, 0)) {
		/* a card leaves the supply seldom (a build): the list is found again */
		if ((1u << was) & supply)
			prin_index_supply_relist(s);
		if ((1u << zone) & supply)
			prin_index_supply_joined(s, card);
		/* the event stack's numbers may have a gap now (prin_cycle and
		 * prin_shuffle number them without a move) */
		if (was == Z_EVENT_STACK || zone == Z_EVENT_STACK)
			s->event_count = PRIN_EVENTS_UNKEPT;
	}
}

/* Card has come to stack (its zone set already): its number goes into
 * the stack bits (prin_index_zone_change took them out when it left one). */
static inline void prin_index_stack_bits(struct prin_state *s, int card, int stack)
{
	const uint64_t bit = 1ull << ((unsigned)card % 64);
	const int w = (unsigned)card / 64;
	/* only the set bits of the number, one or two of its four mostly */
	for (unsigned b = (unsigned)stack & ((1u << PRIN_STACK_BITS) - 1); b; b &= b - 1)
		s->stack_bit[lowest_bit(b)][w] |= bit;
}

/* Card's bits of hand_plays and hand_rolls as hand_marks holds them, at
 * bits 0 and 16. */
static inline uint32_t prin_index_marks_of(const struct prin_state *s, int card)
{
	unsigned facts = s->cards->facts[s->card[card].def];
	return ((facts / PRIN_FACT_ACTION_PLAY) & 1) | ((facts / PRIN_FACT_ROLL_PLAY) & 1) << 16;
}

/* Drops card, still in the hand, from the index of a hand that has just
 * lost it (hand_size counts it no more). A hand that outgrew the index
 * and now fits again is listed afresh, without card. known is card's
 * place in the index when the caller found it there, else -1. */
static inline void prin_index_hand_forget(struct prin_state *s, int player, int card, int known)
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
 * Inlined where a card moves, as prin_index_hand_forget is: most moves
 * into a hand are draws under it, and the call cost them more than its
 * work. */
static inline void prin_index_hand_note(struct prin_state *s, int player, int card, bool top)
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
	unsigned first = pl->hand_first, def = s->card[card].def, marks = prin_index_marks_of(s, card);
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


/* Card has left player's hand, or has come to it (on top, or under it). */
static inline void prin_index_hand_left(struct prin_state *s, int player, int card, int known)
{
	s->player[player].hand_size--;
	prin_index_hand_forget(s, player, card, known);
}

static inline void prin_index_hand_joined(struct prin_state *s, int player, int card, bool top)
{
	s->player[player].hand_size++;
	prin_index_hand_note(s, player, card, top);
}

/* A card has left stack, or card has come to it (its zone set already). */
static inline void prin_index_stack_left(struct prin_state *s, int stack)
{
	s->stack_size[stack]--;
}

static inline void prin_index_stack_joined(struct prin_state *s, int card, int stack)
{
	s->stack_size[stack]++;
	prin_index_stack_bits(s, card, stack);
}

#endif
