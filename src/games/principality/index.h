/*
 * index: the face of index.c and index-kept.c, the module that owns
 * struct prin_index (state.h, s->ix): what the match keeps that can be
 * recomputed from its cards and stocks. The index alone writes it: the
 * moves of zones.c call its updates as cards and resources move, and the
 * rules only read it. It builds on the rules' faces (internal.h), which
 * do not include it: the files that move cards or ask it to rebuild
 * include it.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_INDEX_H
#define CATAN_GAMES_PRINCIPALITY_INDEX_H

#include <stdint.h>

#include "games/principality/internal.h"

/* Rebuilds every field of s that follows from its cards and stocks: the
 * grids' cells, the zones' bit sets, the stacks' bits and sizes, the
 * list of the supply, and of each player his grid's lists and tallies,
 * its sites, his hand's size, index and marks, his cards with
 * immunities, his hand limit and rates, and the points. The answers kept
 * while the grids stay for some cards (playability, gains) are left as
 * they are: check() asks each of those again (prin_index_check_kept). */
void prin_index_rebuild(struct prin_state *s);
/* The index of a match without cards: empty grids, zones and hands. */
void prin_index_clear(struct prin_state *s);

/* Rebuilds the lists of pl, a player of s or a copy of one, from his
 * grid: the cards placed, the regions, the cards with modifiers or
 * immunities, the masks of those, then his tallies and sites. */
void prin_index_player(const struct prin_state *s, struct prin_player_index *pl);
/* Recounts pl's tallies (a player of s, or a copy of one) from his regions. */
void prin_tally_player(const struct prin_state *s, struct prin_player_index *pl);
/* Counts a region of resource r with stock at place in pl's tallies. */
static inline void prin_tally_region(struct prin_player_index *pl, int stock, int r, int place)
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
void prin_index_sites(const struct prin_state *s, struct prin_player_index *pl);
/* The same for column col alone (x - PRIN_X_MIN), whose cells changed:
 * a column's bits follow from its own cells. */
void prin_index_site_column(const struct prin_state *s, struct prin_player_index *pl, int col);
/* The columns where a center card of type (a road, settlement or city)
 * may be built on pl's axis, as center_site_ok (build.c) finds them. */
uint32_t prin_center_sites(const struct prin_state *s, const struct prin_player_index *pl,
                           int type);

/* The distinct cards of the center and the open row in index order into
 * defs; returns how many, or -1 when there are more than max (struct
 * prin_state supply_def keeps the first PRIN_SUPPLY_DEFS). */
int prin_supply_defs(const struct prin_state *s, uint8_t *defs, int max);
/* Of player's hand index, the first copy of each card, a bit per place (0
 * while the index does not hold the hand): struct prin_player_index hand_first. */
uint16_t prin_first_copies(const struct prin_state *s, int player);
/* Of player's hand index, the cards whose def has fact (enum
 * prin_def_fact), a bit per place (0 while the index does not hold the
 * hand): struct prin_player_index hand_plays and hand_rolls keep those of
 * PRIN_FACT_ACTION_PLAY and PRIN_FACT_ROLL_PLAY. */
uint16_t prin_fact_places(const struct prin_state *s, int player, unsigned fact);

/* The hand index of player listed afresh, when it has room for the hand. */
void prin_index_hand(struct prin_state *s, int player);
/* A card's share in its player's points, asked while it lies on his grid
 * (prin_index_share) and booked as it comes or goes (index-kept.c). */
struct prin_points_share {
	int terms[PTS_COUNT];
	int was_fresh;    /* his points_fresh before the change */
	bool known;       /* prin_card_terms found the share */
};
#define PRIN_POINTS_BOOKED 250
/* points_fresh when the sums were booked but the figures and the victory
 * points that follow from both players' points not yet found again */
#define PRIN_POINTS_SUMMED 2

/* Card has come to player's grid: his lists (booked where they can be,
 * else built again), and what follows from them (prin_index_kept_grid_changed),
 * his points booked with card's share when they can be. */
void prin_index_grid_joined(struct prin_state *s, int player, int card);
/* Card, whose share was asked before it left (prin_index_share), has just
 * left player's grid from cell: the same. */
void prin_index_share(const struct prin_state *s, int player, int card,
                      struct prin_points_share *share);
void prin_index_grid_left(struct prin_state *s, int player, int card, int cell,
                          const struct prin_points_share *share);
/* More than one card of player's grid moved (a swap): all of it again. */
void prin_index_regrid(struct prin_state *s, int player);
/* What follows of the kept answers from player's grid, whose lists are up
 * to date again after card (-1: more) came or went: his points are
 * counted again, the gains and the playable answers a card may change are
 * forgotten, his immunities, hand limit and rates found again. */
void prin_index_kept_grid_changed(struct prin_state *s, int player, int card);
/* The answers kept while the figures stay with their holders are forgotten. */
void prin_index_holders_changed(struct prin_state *s);
/* Books share on player's points as its card came (sign 1) or left (-1),
 * when they were fresh before and share is known; else marks them for
 * prin_refresh to count again. Sums that near the uint8 limits are
 * counted again too: below PRIN_POINTS_BOOKED none was clamped. */
void prin_index_book_share(struct prin_state *s, int player, const struct prin_points_share *share,
                           int sign);
/* The points of each player not fresh counted again (the sums, and
 * whether they read the stock or are the cards' own), each player's
 * points of his cards alone into card_vp; then, the figures found again
 * by the rules, his victory points (prin_index_count_vp). */
void prin_index_count_points(struct prin_state *s, int card_vp[PRIN_PLAYERS]);
void prin_index_count_vp(struct prin_state *s, const int card_vp[PRIN_PLAYERS]);
/* Keeps the answers of prin_playable for the action cards of player's
 * hand that are asked for in the action phase. */
void prin_index_keep_playable(struct prin_state *s, int player);
/* What was kept of the grids' answers (the gains, the playable answers)
 * is what asking again gives; else -1 and why. */
int prin_index_check_kept(const struct prin_state *s, struct strbuf *why);
/* After the n cards of zone/who were numbered 0..n-1: a stack's bound. */
void prin_index_numbered(struct prin_state *s, int zone, int who, int n);
/* The cards with immunities of player's grid found again (struct
 * prin_player passive_immune). */
void prin_index_immunities(struct prin_state *s, int player);
/* The supply's list (struct prin_state supply_def) as a card has left the
 * supply (found again), or card has come to it (it joins the list). */
void prin_index_supply_relist(struct prin_state *s);
void prin_index_supply_joined(struct prin_state *s, int card);

/* ---- the updates made at every move, inline where the cards move ---- */

/* Card (PRIN_EMPTY: none) lies at x, y of player's grid now. */
static inline void prin_index_cell(struct prin_state *s, int player, int x, int y, int card)
{
	s->ix.player[player].cell[x - PRIN_X_MIN][y + 2] = (uint8_t)card;
}

/* Marks pl's points to be counted again (points_fresh 0), or booked but
 * not yet settled (PRIN_POINTS_SUMMED): prin_refresh will not be idle. */
static inline void prin_index_points_stale(struct prin_state *s, struct prin_player_index *pl,
                                           int fresh)
{
	pl->points_fresh = (uint8_t)fresh;
	s->ix.refresh_idle = 0;
}

/* The stock on pl's regions has changed: his points follow, when they
 * read it. */
static inline void prin_index_stock_moved(struct prin_state *s, struct prin_player_index *pl)
{
	if (pl->points_stock)
		prin_index_points_stale(s, pl, 0);
}

/* prin_refresh_all has settled the match: whether the next would be idle. */
static inline void prin_index_settled(struct prin_state *s)
{
	s->ix.refresh_idle = prin_refresh_idle(s);
}

/* Keeps gain, what a roll of the region at place of pl's index adds, found
 * reading nothing but the grids (local: nothing but the region, the
 * modifying cards and where they lie). */
static inline void prin_index_keep_gain(struct prin_player_index *pl, int place, int gain,
                                        bool local)
{
	uint32_t bit = 1u << place;
	pl->gain_local = (pl->gain_known ? pl->gain_local : 1) & local;
	pl->gain_known |= bit;
	pl->gain_low = (gain & 1) ? pl->gain_low | bit : pl->gain_low & ~bit;
	pl->gain_high = (gain & 2) ? pl->gain_high | bit : pl->gain_high & ~bit;
}

/* Books a change of delta resources of resource r (a position, or none)
 * on a region of pl in his tallies, as prin_tally_player would count them afresh
 * (modulo 256, like its sums). */
static inline void prin_index_stock_change(struct prin_player_index *pl, int r, int delta)
{
	pl->have_all = (uint8_t)(pl->have_all + delta);
	if (r >= 0 && r < PRIN_MAX_RESOURCES) {
		pl->have[r] = (uint8_t)(pl->have[r] + delta);
		pl->room[r] = (uint8_t)(pl->room[r] - delta);
	}
}

/* Card has gone from zone was to zone (Z_COUNT: nowhere), its zone set
 * already: the zones' bit sets, the stack bits and the supply's list
 * follow. Inline where a card moves (prin_move, prin_place): a match
 * moves a card about once an action. */
static inline void prin_index_zone_change(struct prin_state *s, int card, int was, int zone)
{
	/* (the card's word and bit taken unsigned here and in the moves: a
	 * signed division pays for the sign it never has) */
	uint64_t bit = 1ull << ((unsigned)card % 64);
	const unsigned supply = (1u << Z_CENTER) | (1u << Z_OPEN);
	if (was < Z_COUNT)
		s->ix.zone_bits[was][(unsigned)card / 64] &= ~bit;
	if (was == Z_STACK) {
		/* all four cleared, whichever the stack: four stores cost less
		 * than a walk of its number's bits */
		s->ix.stack_bit[0][(unsigned)card / 64] &= ~bit;
		s->ix.stack_bit[1][(unsigned)card / 64] &= ~bit;
		s->ix.stack_bit[2][(unsigned)card / 64] &= ~bit;
		s->ix.stack_bit[3][(unsigned)card / 64] &= ~bit;
	}
	if (zone < Z_COUNT)
		s->ix.zone_bits[zone][(unsigned)card / 64] |= bit;
	if (__builtin_expect(((1u << was) | (1u << zone)) & supply, 0)) {
		/* a card leaves the supply seldom (a build): the list is found again */
		if ((1u << was) & supply)
			prin_index_supply_relist(s);
		if ((1u << zone) & supply)
			prin_index_supply_joined(s, card);
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
		s->ix.stack_bit[lowest_bit(b)][w] |= bit;
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
	struct prin_player_index *pl = &s->ix.player[player];
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
	struct prin_player_index *pl = &s->ix.player[player];
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
	s->ix.player[player].hand_size--;
	prin_index_hand_forget(s, player, card, known);
}

static inline void prin_index_hand_joined(struct prin_state *s, int player, int card, bool top)
{
	s->ix.player[player].hand_size++;
	prin_index_hand_note(s, player, card, top);
}

/* A card has left stack, or card has come to it (its zone set already). */
static inline void prin_index_stack_left(struct prin_state *s, int stack)
{
	s->ix.stack_size[stack]--;
}

static inline void prin_index_stack_joined(struct prin_state *s, int card, int stack)
{
	/* its bound holds every order there; a card put under it is beyond */
	int order = s->card[card].order;
	if (s->ix.stack_size[stack] == 0 || order > s->ix.stack_hi[stack])
		s->ix.stack_hi[stack] = (int16_t)order;
	s->ix.stack_size[stack]++;
	prin_index_stack_bits(s, card, stack);
}

#endif
