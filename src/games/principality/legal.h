/*
 * legal.h: what the pieces of legal() share, and only they.
 *
 * legal() is cut by job into files, as the rules are (legal.c the phase
 * switch, legal-cards.c the listings of a zone's cards, legal-play.c,
 * legal-build.c, legal-trade.c, legal-end.c and legal-setup.c the
 * actions of each kind), so that a reader finds a rule where its kind
 * lives. They all store through struct out: add() and its tests are
 * inline here, as they were in the one file, since every action listed
 * passes through them. Nothing here is for the rest of the game; its
 * questions are prin_legal and prin_is_legal (internal.h).
 */
#ifndef CATAN_GAMES_PRINCIPALITY_LEGAL_H
#define CATAN_GAMES_PRINCIPALITY_LEGAL_H

#include <stddef.h>
#include <string.h>

#include "games/principality/internal.h"

struct out {
	struct action *a;
	size_t n, max;
	int want;           /* the one kind asked for, or -1 for all */
	/* apply()'s question "is this one action listed?": generators then
	 * record only whether they met it, and skip what cannot be it. */
	const struct action *match;
	bool found;
};

/* Whether actions of kind are asked for: generators skip work otherwise. */
static inline bool wanted(const struct out *o, int kind)
{
	return o->want < 0 || o->want == kind;
}

/* Whether the action matched for has a first argument other than arg0:
 * then nothing a generator would list under arg0 can be it. */
static inline bool not_first(const struct out *o, int arg0)
{
	return o->match && o->match->arg[0] != arg0;
}

static inline bool same_args(const struct action *a, int a0, int a1, int a2, int a3, int a4)
{
	return a->arg[0] == (int16_t)a0 && a->arg[1] == (int16_t)a1 && a->arg[2] == (int16_t)a2 &&
	       a->arg[3] == (int16_t)a3 && a->arg[4] == (int16_t)a4;
}

/* Lists one action, or notes that it is the one matched for. Inline: a
 * list holds some thirty actions on average, most of them stored here
 * (offers, the most numerous, are stored by offers() itself). */
static inline void add(struct out *o, int kind, int a0, int a1,
                        int a2, int a3, int a4)
{
	if (o->match) {
		if (o->match->kind == kind && same_args(o->match, a0, a1, a2, a3, a4))
			o->found = true;
		return;
	}
	if (o->n >= o->max)
		return;
	struct action *a = &o->a[o->n++];
	a->kind = (uint16_t)kind;
	a->arg[0] = (int16_t)a0;
	a->arg[1] = (int16_t)a1;
	a->arg[2] = (int16_t)a2;
	a->arg[3] = (int16_t)a3;
	a->arg[4] = (int16_t)a4;
}

/* Writes action kind with its arguments at a. */
static inline void put_action(struct action *a, int kind, int a0, int a1, int a2, int a3, int a4)
{
	*a = (struct action){ (uint16_t)kind,
	                      { (int16_t)a0, (int16_t)a1, (int16_t)a2, (int16_t)a3, (int16_t)a4 } };
}

/* A set of card definitions, a bit per def. */
struct def_set {
	uint64_t bits[(PRIN_MAX_DEFS + 64) / 64];
};

/* Adds def; returns whether it was new. */
static inline bool def_set_add(struct def_set *set, int def)
{
	uint64_t bit = 1ull << (def % 64), *word = &set->bits[def / 64];
	bool fresh = !(*word & bit);
	*word |= bit;
	return fresh;
}

/* The distinct card definitions of a zone in its order, each with its
 * first instance there (for a hand: the card prin_build_source plays or
 * builds for it). */
struct defs {
	int n;
	uint8_t def[PRIN_MAX_INSTANCES], card[PRIN_MAX_INSTANCES];
};

/* A player's tallies as builds() read them, once a listing. */
struct purse {
	int player;
	bool discount;      /* he may pay less than the printed cost (prin_may_discount) */
	bool in_word;       /* every tally below 128: have compares eight at once */
	uint64_t have;
};

static inline void open_purse(const struct prin_state *s, int p, struct purse *purse)
{
	purse->player = p;
	purse->discount = prin_may_discount(s, p);
	purse->have = prin_bytes_word(s->ix.player[p].have);
	purse->in_word = !(purse->have & 0x8080808080808080ull);
}

/* Whether the printed cost alone tells what he might pay for: then
 * pays_word() answers prin_might_afford. */
static inline bool by_word(const struct purse *purse)
{
	return !purse->discount && purse->in_word;
}

/* Whether a purse that tells by word pays the compact cost word cost
 * (struct principality_cards cost_word): with every byte of both below
 * 128, a byte of the tallies with its high bit set, less the cost's byte,
 * keeps the high bit exactly when the cost is covered. The word of a card
 * that is not priced (PRIN_COST_WORD_UNPAID) is paid by no such purse, so
 * a card built and in reach is one whose word it pays. */
static inline uint64_t pays_word(const struct purse *purse, uint64_t cost)
{
	const uint64_t high = 0x8080808080808080ull;
	return (((purse->have | high) - cost) & high) == high;
}

/* Whether a purse that tells by word, its tallies with their high bits
 * set paying, falls short of the compact cost word cost: 1 or 0, the
 * negation of pays_word. */
static inline uint64_t short_of(uint64_t paying, uint64_t cost)
{
	const uint64_t high = 0x8080808080808080ull;
	return ((paying - cost) & high) < high;
}

/* bits shifted up by one with short_of(paying, cost) below: the walks
 * below gather the cards out of reach so. */
static inline uint64_t shift_in_short(uint64_t bits, uint64_t paying, uint64_t cost)
{
	return bits + bits + short_of(paying, cost);
}

/* Of the kept supply (struct prin_state supply_def), the cards built and
 * in reach of a purse that tells by word, a bit each, without a branch
 * per card, since most are out of reach. */
static inline uint32_t kept_supply_reach(const struct prin_state *s, const struct purse *purse)
{
	_Static_assert(PRIN_SUPPLY_DEFS <= 32, "a kept supply's reach fits in a word");
	const uint64_t *cost = s->cards->cost_word;
	uint64_t paying = purse->have | 0x8080808080808080ull;
	uint64_t beyond = 0;
	/* from the last to the first, each card's bit shifted in below the
	 * later ones' (as legal.c walks the hand), counted down to none */
	const uint8_t *supply = s->ix.supply_def;
	for (const uint8_t *def = supply + s->ix.supply_count; def > supply; def--)
		beyond = shift_in_short(beyond, paying, cost[def[-1]]);
	return (uint32_t)~beyond & ((1u << s->ix.supply_count) - 1);
}

/* A player's hand as builds() and plays() read it, once for both: its
 * cards by place, card[] (the hand index, struct prin_player_index hand, while
 * it holds the hand, else the distinct cards found, cards), and of those
 * places, a bit each, the first copies of their cards (first, which
 * builds() and plays() list), the cards built that his purse might pay
 * for (every card built when the purse does not tell by word: priced is
 * then false) and the action cards with an (on play) handler, from the
 * table's compact columns, so that each walks only the few cards of its
 * kind. Only the words that places below places fall in are filled. */
struct hand {
	const uint8_t *card;
	int places;
	struct defs cards;
	struct purse purse;
	bool priced;
	bool plays;         /* some bit of on_play is set */
	/* A listing of every action by a purse that tells by word, the hand
	 * read from its index and the supply kept (struct prin_state
	 * supply_def): then supply_reach holds, a bit each, the supply's cards
	 * built that the purse might pay for, and builds() visits only those
	 * and reach[0]'s; most listings have none of either. */
	bool common;
	uint32_t supply_reach;
	uint64_t first[PRIN_ZONE_WORDS];
	uint64_t reach[PRIN_ZONE_WORDS], on_play[PRIN_ZONE_WORDS];
};

/* The def of the card at place at of hand. */
static inline int hand_def(const struct prin_state *s, const struct hand *hand, int at)
{
	return s->card[hand->card[at]].def;
}

/* The high bits of the eight bytes of v, a bit per byte: byte i at bit i. */
static inline unsigned high_bits(uint64_t v)
{
	const uint64_t high = 0x8080808080808080ull;
	return (unsigned)((((v & high) >> 7) * 0x0102040810204080ull) >> 56);
}

/* Of the eight bytes of v, those not zero: a bit per byte, byte i at bit
 * i. The sum of the low seven bits carries into the high bit of the byte
 * when any is set, and never into the next byte. */
static inline unsigned nonzero_bytes(uint64_t v)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	return high_bits(((v & low7) + low7) | v);
}

/* legal-cards.c: the cards of a zone as the generators list them. */
void prin_legal_candidate_defs(const struct prin_state *s, int zone, int who, const struct out *o,
                               int arg, bool any, struct defs *out);
int prin_legal_find_def(const struct prin_state *s, int zone, int who, int def, bool any);
/* The most actions prin_legal_stack_actions writes: a stack's cards read
 * in one word of places. */
#define PRIN_STACK_PLACES 64
int prin_legal_stack_actions(const struct prin_state *s, int stack, int kind, struct action *to);

/* legal-play.c: an effect's question, and playing action cards. */
void prin_legal_answers(const struct prin_state *s, const struct effect_decision *d, struct out *o);
/* prin_legal_answers for a listing of every action, written into out, which
 * has room for max, without struct out's questions; returns how many. */
size_t prin_legal_listed_answers(const struct prin_state *s, const struct effect_decision *d,
                                 struct action *out, size_t max);
void prin_legal_hand_plays(const struct prin_state *s, int p, const struct hand *hand, struct out *o);

/* What prin_playable answered for card, as his player keeps it (struct
 * prin_player playable_known): 1 or 0, or -1 when it is not kept. */
static inline int kept_playable(const struct prin_player_index *pl, int card)
{
	unsigned known = pl->playable_known & ((1u << PRIN_PLAYABLE_KEPT) - 1);
	for (int i = 0; known; i++, known >>= 1)
		if ((known & 1) && pl->playable_card[i] == card)
			return (pl->playable_yes >> i) & 1;
	return -1;
}

/* Of the places of the action cards to play, on_play, of a hand whose
 * cards by place, card, fit a word (places at most 64), in the action
 * phase, those that plays() would find unplayable by a kept answer of
 * prin_playable: cards not timed by a phase, with a (playable ...)
 * clause (legal-play.c, plays_of). A
 * theme set's hands hold many such cards, mostly unplayable, and most
 * of its listings then need not call plays() at all. Only such a card
 * has a kept answer (PRIN_FACT_ASKED, host.c; check.c sees it), so a
 * kept refusal alone tells, without the card's row. */
static inline uint64_t refusals_of(const struct prin_player_index *pl, const uint8_t *card,
                                   uint64_t on_play)
{
	if (!(pl->playable_known & ~pl->playable_yes & ((1u << PRIN_PLAYABLE_KEPT) - 1)))
		return 0;
	uint64_t refused = 0;
	for (uint64_t play = on_play; play; play &= play - 1)
		if (kept_playable(pl, card[lowest_bit(play)]) == 0)
			refused |= play & -play;
	return refused;
}

/* refusals_of for p's hand as struct hand holds it. */
static inline uint64_t kept_refusals(const struct prin_state *s, int p, const struct hand *hand)
{
	return refusals_of(&s->ix.player[p], hand->card, hand->on_play[0]);
}

/* The plays of the action cards of the hand. Inline: most hands hold
 * none to play, and the listing then leaves here without a call. */
static inline void prin_legal_plays(const struct prin_state *s, int p, const struct hand *hand,
                                    struct out *o)
{
	if (hand->plays)
		prin_legal_hand_plays(s, p, hand, o);
}

/* legal-build.c: building and demolishing. prin_legal_common_builds:
 * prin_legal_builds of a common hand (struct hand common), which the
 * action phase's listing calls directly. */
void prin_legal_builds(const struct prin_state *s, int p, const struct hand *hand, struct out *o);
void prin_legal_common_builds(const struct prin_state *s, int p, const struct hand *hand,
                              struct out *o);
void prin_legal_grid_demolitions(const struct prin_state *s, int p, struct out *o);

/* The set bits of a column mask. */
static inline int column_count(uint32_t cols)
{
	cols -= (cols >> 1) & 0x55555555u;
	cols = (cols & 0x33333333u) + ((cols >> 2) & 0x33333333u);
	cols = (cols + (cols >> 4)) & 0x0F0F0F0Fu;
	return (int)((cols * 0x01010101u) >> 24);
}

/* Whether p's grid may hold an expansion (a building or a unit), as its
 * index tells: the grid holds center cards on the axis (axis_taken, a
 * bit each), regions beside it (region_count) and expansions on the
 * sites of its towns, nothing else (check.c). Only an expansion can be
 * demolished, or be the prerequisite of most theme cards, and most grids
 * of a theme set's random matches hold none: the walks of some twenty
 * cards of the grid for them found none. */
static inline bool may_hold_expansion(const struct prin_player_index *pl)
{
	if (pl->placed_count >= PRIN_MAX_PLACED || pl->region_count >= PRIN_MAX_INDEXED)
		return true;
	return pl->placed_count > column_count(pl->axis_taken) + pl->region_count;
}

/* The demolitions of p's cards. Inline: most listings have none to
 * walk for, and leave here without a call. */
static inline void prin_legal_demolitions(const struct prin_state *s, int p, struct out *o)
{
	if (s->opt.demolish && wanted(o, A_DEMOLISH) &&
	    (o->match || may_hold_expansion(&s->ix.player[p])))
		prin_legal_grid_demolitions(s, p, o);
}

/* legal-trade.c: trades with the bank and offers to the opponent. */
void prin_legal_trades(const struct prin_state *s, int p, struct out *o);
void prin_legal_offers(const struct prin_state *s, struct out *o);
/* prin_legal_trades and prin_legal_offers of the active player for a
 * listing of every action, written from n of out, which has room for
 * max, without struct out's questions: one call where the two took two,
 * each with its frame and its tests of o. Returns the count past them. */
size_t prin_legal_listed_deals(const struct prin_state *s, struct action *out, size_t n,
                               size_t max);

/* legal-end.c: the end of the turn: cards under stacks, draws, searches, takes. */
void prin_legal_unders(const struct prin_state *s, int p, int kind, struct out *o);
void prin_legal_draws(const struct prin_state *s, int p, int only_stack, struct out *o);
void prin_legal_takes(const struct prin_state *s, struct out *o);

/* legal-setup.c: setup's picks and the new settlement's regions. */
void prin_legal_picks(const struct prin_state *s, struct out *o);

/* ---- the listing of each phase (turn.c's phase table names them) ----
 *
 * Where no effect asks and nobody must discard, a phase's actions are its
 * generator's, which lists them through struct out (or looks for one);
 * its writer, where it has one, stores the commonest listings straight
 * into out, or returns -1 (nothing written) for the generator to list. */
struct prin_phase_listing {
	void (*lists)(const struct prin_state *s, struct out *o);
	int (*writes)(const struct prin_state *s, struct action *out, size_t max);
};
/* The listing of phase (enum prin_phase), or NULL (turn.c). */
const struct prin_phase_listing *prin_phase_listing(int phase);

void prin_legal_before_roll(const struct prin_state *s, struct out *o);
void prin_legal_event_choices(const struct prin_state *s, struct out *o);
void prin_legal_new_settlement(const struct prin_state *s, struct out *o);
void prin_legal_action_phase(const struct prin_state *s, struct out *o);
void prin_legal_offer_answers(const struct prin_state *s, struct out *o);
void prin_legal_discards(const struct prin_state *s, struct out *o);
void prin_legal_refills(const struct prin_state *s, struct out *o);
void prin_legal_exchanges(const struct prin_state *s, struct out *o);
void prin_legal_exchange_draws(const struct prin_state *s, struct out *o);
int prin_write_action_phase(const struct prin_state *s, struct action *out, size_t max);
int prin_write_offer_answers(const struct prin_state *s, struct action *out, size_t max);
void prin_legal_regions(const struct prin_state *s, struct out *o);

#endif
