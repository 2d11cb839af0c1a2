/*
 * legal: every action the deciding player may take now, in a fixed order.
 *
 * This list is the rules' last word: the computer players choose from it,
 * `moves` prints it, and apply() accepts exactly what it holds. Actions
 * that would be the same move are listed once: of two Abbeys in a hand,
 * or two equal city sites on one side, the first stands for both.
 *
 * Playing an action card is tried on a copy of the match first: a card
 * whose handler refuses (its require fails) is not listed, and when its
 * first question is its player's own choice of a number, resource, player
 * or stack, the answer is folded into the action ("play alchemist 4"). A
 * card whose effect holds neither a require nor such a question, or holds
 * no require and rolls a die before any such question, is listed without
 * the trial, which could not change the listing (cards.c).
 *
 * legal() runs before every action of every match, and apply() asks it
 * again for an action typed, logged or replayed (the computer players'
 * apply_listed does not); so it reads what the state keeps for it (the
 * free sites of each grid as column masks, index.c; the resources on
 * regions; a hand's first copies; the center's distinct cards) and the
 * card table's facts (the sides of offers, what an effect may ask, the
 * printed costs and prerequisites), and walks only the zones it lists
 * from.
 */
#include "games/principality/legal.h"

/* A card's place in the hand's masks is a bit, set through a mask of
 * all ones or none (reach_of, play_of), and each place's bit is the last
 * one's doubled, not 1 shifted by a count: a shift by a variable ties up
 * the count register (%cl on x86), and the walks of the hand then spill
 * the values they carry. */

/* Of def, a card of the hand, as all ones or none: whether it is built and
 * in reach of his purse as far as struct hand tells (every card built is,
 * when the purse does not tell by word: unpriced is then 1, and builds()
 * asks might_afford() of each). */
static inline uint64_t reach_of(const struct principality_cards *t, const struct hand *hand,
                                uint64_t unpriced, int def, unsigned facts)
{
	if (unpriced)
		return -(uint64_t)(facts & PRIN_FACT_BUILT);
	return -pays_word(&hand->purse, t->cost_word[def]);
}

/* Whether a card of the hand is an action card to play, as all ones or none. */
static inline uint64_t play_of(unsigned facts)
{
	return -(uint64_t)((facts / PRIN_FACT_ON_PLAY) & 1);
}

/* Notes of each card of hand->cards whether it is in reach and whether
 * it is played, in the words of the masks its cards fill: the places of
 * hand->card are theirs. */
static void sort_hand(const struct prin_state *s, struct hand *hand)
{
	const struct principality_cards *t = s->cards;
	uint64_t unpriced = !hand->priced, bit = 1;
	hand->card = hand->cards.card;
	hand->places = hand->cards.n;
	memset(hand->first, 0, sizeof hand->first);
	memset(hand->reach, 0, sizeof hand->reach);
	memset(hand->on_play, 0, sizeof hand->on_play);
	hand->plays = false;
	for (int i = 0; i < hand->cards.n; i++, bit = bit << 1 | bit >> 63) {
		int def = hand->cards.def[i];
		unsigned facts = t->facts[def];
		hand->first[i / 64] |= bit;
		hand->reach[i / 64] |= reach_of(t, hand, unpriced, def, facts) & bit;
		hand->on_play[i / 64] |= play_of(facts) & bit;
		hand->plays |= (facts & PRIN_FACT_ON_PLAY) != 0;
	}
}

/* Of the cards of p's hand index (struct prin_player_index hand, while it
 * holds the hand), the first copies (hand_first) built and in reach of
 * his purse as far as struct hand tells (see reach_of), and the first
 * copies of the action cards with the fact play, a bit per place: for
 * walk_hand, and for prin_write_action_phase, which keeps both in registers
 * while most of its listings need nothing of the hand but them. The
 * walk is apart for a purse that tells by word (priced) and one that
 * does not, so that neither carries the other's test through it. */
static inline void sort_index(const struct prin_state *s,
                              const struct prin_player_index *pl,
                              const struct purse *purse,
                              bool priced, unsigned play,
                              uint64_t *reach_out,
                              uint64_t *on_play_out)
{
	_Static_assert(PRIN_HAND_INDEXED <= 32, "the hand index sorts into half a word");
	const struct principality_cards *t = s->cards;
	uint64_t paying = purse->have | 0x8080808080808080ull, sorted = 0;
	/* the action phase's cards to play are kept (hand_plays): by a purse
	 * that tells by word, the walk reads no card's facts */
	if (priced && play == PRIN_FACT_ACTION_PLAY) {
		for (unsigned i = pl->hand_size; i > 0; i--)
			sorted = shift_in_short(sorted, paying,
			                        t->cost_word[s->card[pl->hand[i - 1]].def]);
		*reach_out = ~sorted & pl->hand_first;
		*on_play_out = (uint64_t)pl->hand_plays & pl->hand_first;
		return;
	}
	/* every card of the index in turn, the copies after a first too, and
	 * those dropped at the end: a hand holds few copies, and a counted
	 * walk costs less than finding each first copy's place. From the
	 * last place to the first, counted down to none, each card's bits
	 * shifted in below the later ones': a shift and an add, where a bit
	 * put in its place took a negation, a mask and an or. Both masks
	 * share the one word and its shift, the cards out of reach in the
	 * low half and the action cards to play in the high; and the cards
	 * out of reach are gathered, not those in reach, for short_of's bit
	 * is the carry of a comparison. */
	for (unsigned i = pl->hand_size; i > 0; i--) {
		int def = s->card[pl->hand[i - 1]].def;
		unsigned facts = t->facts[def];
		uint64_t beyond = priced ? short_of(paying, t->cost_word[def])
		                         : !(facts & PRIN_FACT_BUILT);
		sorted = sorted + sorted + ((uint64_t)(facts & play) << 32) / play + beyond;
	}
	*reach_out = ~sorted & pl->hand_first;
	*on_play_out = (sorted >> 32) & pl->hand_first;
}

/* The hand as read_hand leaves it when read from its index: its cards
 * by place, their first copies, and of those the cards in reach and the
 * action cards to play, a bit each (sort_index). */
static inline void index_hand(const struct prin_player_index *pl, struct hand *hand, uint64_t reach,
                              uint64_t on_play)
{
	hand->card = pl->hand;
	hand->places = PRIN_HAND_INDEXED;
	hand->first[0] = pl->hand_first;
	hand->reach[0] = reach;
	hand->on_play[0] = on_play;
	hand->plays = on_play != 0;
}

/* read_hand's walk of the hand index, each card sorted at its place
 * there and only the first copies kept. The action cards noted to play
 * are those with the fact play (read_hand). */
static inline void walk_hand(const struct prin_state *s,
                             const struct prin_player_index *pl,
                             struct hand *hand, bool priced,
                             unsigned play)
{
	/* a copy the stores of the walk, bytes that might be anything, do
	 * not oblige it to read again */
	const struct purse purse = hand->purse;
	uint64_t reach, on_play;
	sort_index(s, pl, &purse, priced, play, &reach, &on_play);
	index_hand(pl, hand, reach, on_play);
}

/* read_hand from the hand's distinct cards: apart, since a listing of
 * every action seldom needs it. */
static __attribute__((noinline)) void read_hand_cards(const struct prin_state *s, int p,
                                                      const struct out *o, struct hand *hand)
{
	prin_legal_candidate_defs(s, Z_HAND, p, o, 0, false, &hand->cards);
	sort_hand(s, hand);
}

/* The hand as plays() and builds() read it, when either lists anything
 * of the kind asked for. A listing of every action reads the hand index
 * (struct prin_player_index hand, hand_first) while it holds the hand, sorts
 * its cards as it goes, and by a purse that tells by word, finds the
 * kept supply's cards in reach with them (struct hand common). Its
 * action cards to play are those with the fact play: the action phase's
 * listing passes PRIN_FACT_ACTION_PLAY, for most of a hand's action
 * cards are timed for other phases (plays_of, legal-play.c, would walk
 * them for nothing), the others PRIN_FACT_ON_PLAY. Inline: such a
 * listing reads the hand before anything else, and its questions of o
 * then fold away. */
static inline void read_hand(const struct prin_state *s, int p,
                             const struct out *o,
                             struct hand *hand, unsigned play)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	hand->places = 0;
	hand->plays = false;
	hand->common = false;
	if (!wanted(o, A_PLAY) && !wanted(o, A_BUILD))
		return;
	open_purse(s, p, &hand->purse);
	hand->priced = by_word(&hand->purse);
	if (o->match || pl->hand_size > PRIN_HAND_INDEXED) {
		read_hand_cards(s, p, o, hand);
	} else if (hand->priced) {
		walk_hand(s, pl, hand, true, play);
		if (s->ix.supply_count != PRIN_SUPPLY_UNKEPT) {
			hand->common = true;
			hand->supply_reach = kept_supply_reach(s, &hand->purse);
		}
	} else {
		walk_hand(s, pl, hand, false, play);
	}
}

/* Of p's hand index (struct prin_player_index hand, while it holds the hand),
 * the first copies of the action cards with the fact play, a bit per
 * place: counted down and shifted in, as sort_index walks it. play is a
 * constant where this is inlined, and the test of its bit an and. */
static inline uint64_t index_plays(const struct prin_state *s,
                                   const struct prin_player_index *pl,
                                   unsigned play)
{
	/* those before the roll are kept (hand_rolls) */
	if (play == PRIN_FACT_ROLL_PLAY)
		return (uint64_t)pl->hand_rolls & pl->hand_first;
	const uint8_t *facts = s->cards->facts;
	uint64_t on_play = 0;
	for (unsigned i = pl->hand_size; i > 0; i--)
		on_play = on_play + on_play + ((facts[s->card[pl->hand[i - 1]].def] & play) != 0);
	return on_play & pl->hand_first;
}

/* The hand as plays() reads it from the index, its action cards to play
 * on_play (index_plays). */
static inline void index_hand_plays(const struct prin_player_index *pl, struct hand *hand,
                                    uint64_t on_play)
{
	hand->card = pl->hand;
	hand->places = PRIN_HAND_INDEXED;
	hand->first[0] = pl->hand_first;
	hand->on_play[0] = on_play;
	hand->plays = on_play != 0;
	hand->common = false;
}

/* The hand as plays() reads it, where no build is listed: from the
 * hand index while it holds the hand, only its action cards to play,
 * those with the fact play (most hands before the roll hold none). */
static inline void read_plays(const struct prin_state *s, int p,
                              const struct out *o,
                              struct hand *hand, unsigned play)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	if (o->match || pl->hand_size > PRIN_HAND_INDEXED) {
		read_hand(s, p, o, hand, PRIN_FACT_ON_PLAY);
		return;
	}
	index_hand_plays(pl, hand, index_plays(s, pl, play));
}

/* The builds and plays of the action phase, from the hand as read_hand
 * read it, less the plays refused by a kept answer (kept_refusals). */
static inline void builds_and_plays(const struct prin_state *s,
                                    int p,
                                    const struct hand *hand,
                                    struct out *o)
{
	/* most listings have nothing in reach to build */
	if (!hand->common)
		prin_legal_builds(s, p, hand, o);
	else if ((hand->supply_reach | hand->reach[0]) && wanted(o, A_BUILD))
		prin_legal_common_builds(s, p, hand, o);
	prin_legal_plays(s, p, hand, o);
}

/* The builds and plays of the action phase, from the hand as read_hand
 * read it. */
static inline void hand_actions(const struct prin_state *s,
                                int p, struct hand *hand,
                                struct out *o)
{
	/* what plays() would refuse by a kept answer, whatever o asks */
	if (hand->plays && hand->places <= 64) {
		hand->on_play[0] &= ~kept_refusals(s, p, hand);
		hand->plays = hand->on_play[0] != 0;
	}
	builds_and_plays(s, p, hand, o);
}

/* hand_actions for prin_write_action_phase, its hand read from the index by
 * purse, one that tells by word, with the supply kept (struct hand
 * common), the refused plays taken from on_play already, where some card
 * of the hand or the supply is in reach or some action card might be
 * played: only then is a struct hand stored. */
static inline void common_hand_actions(
	const struct prin_state *s, int p, const struct purse *purse, uint64_t reach,
	uint64_t on_play, uint32_t supply_reach, struct out *o)
{
	struct hand hand;
	hand.purse = *purse;
	hand.priced = true;
	hand.common = true;
	hand.supply_reach = supply_reach;
	index_hand(&s->ix.player[p], &hand, reach, on_play);
	builds_and_plays(s, p, &hand, o);
}

/* The action phase's listing of every action: apart from the other
 * phases', so that its hand and its registers are on the stack only
 * when it is listed. Inline in its callers: a listing of every action
 * then asks o nothing. */
static inline void action_phase(const struct prin_state *s, int p,
                                struct out *o)
{
	struct hand hand;   /* read once for plays() and builds() */
	read_hand(s, p, o, &hand, PRIN_FACT_ACTION_PLAY);
	hand_actions(s, p, &hand, o);
	prin_legal_trades(s, p, o);
	prin_legal_offers(s, o);
	prin_legal_demolitions(s, p, o);
	add(o, A_END, 0, 0, 0, 0, 0);
}

/* action_phase as a call, for the listings other than of every action
 * in a quiet match (prin_write_action_phase): apart, so that their
 * functions do not carry its hand on their stack for every phase. */
void prin_legal_action_phase(const struct prin_state *s, struct out *o)
{
	action_phase(s, s->active, o);
}

/* The plays before the roll, of a hand read from its index. Apart from
 * prin_legal_before_roll: most such hands hold no card to play then, and their
 * listing stores no struct hand. */
static __attribute__((noinline)) void index_roll_plays(const struct prin_state *s, int p,
                                                       uint64_t on_play, struct out *o)
{
	struct hand hand;
	index_hand_plays(&s->ix.player[p], &hand, on_play);
	prin_legal_hand_plays(s, p, &hand, o);
}

/* The plays before the roll, of any hand (read_plays). */
static __attribute__((noinline)) void roll_plays(const struct prin_state *s, int p, struct out *o)
{
	struct hand hand;
	read_plays(s, p, o, &hand, PRIN_FACT_ROLL_PLAY);
	prin_legal_plays(s, p, &hand, o);
}

/* The actions before the roll. Apart, as the new settlement's, so that
 * their hand is on the stack only for them: the cards timed for the
 * roll alone, as far as their facts tell, for a listing of every
 * action (PRIN_FACT_ROLL_PLAY; plays_of, legal-play.c, asks the rest).
 * Where read_plays would read the index, its bits are asked here, and
 * a hand is stored only when some card is to play. */
void prin_legal_before_roll(const struct prin_state *s, struct out *o)
{
	int p = s->active;
	const struct prin_player_index *pl = &s->ix.player[p];
	if (o->match || pl->hand_size > PRIN_HAND_INDEXED) {
		roll_plays(s, p, o);
	} else {
		uint64_t on_play = index_plays(s, pl, PRIN_FACT_ROLL_PLAY);
		if (on_play)
			index_roll_plays(s, p, on_play, o);
	}
	add(o, A_ROLL, 0, 0, 0, 0, 0);
}

/* The actions while a new settlement's regions are placed. */
void prin_legal_new_settlement(const struct prin_state *s, struct out *o)
{
	int p = s->active;
	if (s->settle_sides == 0) {
		struct hand hand;
		read_plays(s, p, o, &hand, PRIN_FACT_ON_PLAY);
		prin_legal_plays(s, p, &hand, o);
	}
	prin_legal_regions(s, o);
}

bool prin_settlement_plays(const struct prin_state *s)
{
	int p = s->active;
	const struct prin_player_index *pl = &s->ix.player[p];
	/* prin_legal_new_settlement lists plays before the first region only */
	if (s->settle_sides != 0)
		return false;
	/* most hands hold no card with an (on play) handler, as read_plays
	 * would find them in the index */
	if (pl->hand_size <= PRIN_HAND_INDEXED && !index_plays(s, pl, PRIN_FACT_ON_PLAY))
		return false;
	struct action first;
	struct out o = { &first, 0, 1, A_PLAY, NULL, false };
	struct hand hand;
	read_plays(s, p, &o, &hand, PRIN_FACT_ON_PLAY);
	prin_legal_plays(s, p, &hand, &o);
	return o.n > 0;
}

/* The phases' listings that are not a kind's generator of their own (turn.c's
 * phase table names each phase's). */

void prin_legal_event_choices(const struct prin_state *s, struct out *o)
{
	int options[PRIN_MAX_RESOURCES];
	int n = prin_event_options(s, options);
	for (int i = 0; i < n; i++)
		add(o, A_EVENT, options[i], 0, 0, 0, 0);
}

void prin_legal_offer_answers(const struct prin_state *s, struct out *o)
{
	(void)s;
	add(o, A_ACCEPT, 0, 0, 0, 0, 0);
	add(o, A_DECLINE, 0, 0, 0, 0, 0);
}

void prin_legal_discards(const struct prin_state *s, struct out *o)
{
	prin_legal_unders(s, s->active, A_UNDER, o);
}

void prin_legal_refills(const struct prin_state *s, struct out *o)
{
	prin_legal_draws(s, s->active, -1, o);
}

void prin_legal_exchanges(const struct prin_state *s, struct out *o)
{
	prin_legal_unders(s, s->active, A_EXCHANGE, o);
	add(o, A_PASS, 0, 0, 0, 0, 0);
}

void prin_legal_exchange_draws(const struct prin_state *s, struct out *o)
{
	prin_legal_draws(s, s->active, s->exchange_stack, o);
}

/* Lists every legal action of o's kind in the phase, or looks for o's
 * one action, with no effect's question and no discard pending. */
static inline void list_phase(const struct prin_state *s, struct out *o)
{
	const struct prin_phase_listing *listing = prin_phase_listing(s->phase);
	if (listing)
		listing->lists(s, o);
}

/* Lists every legal action of o's kind, or looks for o's one action. */
static inline void generate(const struct prin_state *s,
                            struct out *o)
{
	if (s->winner >= 0)
		return;
	const struct effect_decision *d = prin_pending(s);
	if (d) {
		prin_legal_answers(s, d, o);
		return;
	}
	int interrupt = prin_discard_interrupt(s);
	if (interrupt >= 0) {
		prin_legal_unders(s, interrupt, A_UNDER, o);
		return;
	}
	list_phase(s, o);
}

/* Whether generate() would go straight to the phase's listing: no
 * winner, no handler running (so no question pending) and no hand above
 * its limit (so no discard interrupt, prin_discard_interrupt). Most
 * listings are so, and this asks it with fewer loads and branches than
 * the three questions apart. */
static inline bool quiet(const struct prin_state *s)
{
	_Static_assert(PRIN_PLAYERS == 2, "quiet asks two players");
	const struct prin_player_index *p0 = &s->ix.player[0], *p1 = &s->ix.player[1];
	return (s->winner < 0) & !s->running & (p0->hand_size <= p0->hand_limit) &
	       (p1->hand_size <= p1->hand_limit);
}

/* The listing of every action of an action phase (quiet). Most are of
 * a common hand (struct hand common), and of those most have no card in
 * reach and none to play: it tells that from the bits of the hand and
 * the supply (as read_hand would find them), kept in registers, and
 * stores no struct hand for them. */
int prin_write_action_phase(const struct prin_state *s, struct action *out, size_t max)
{
	int p = s->active;
	const struct prin_player_index *pl = &s->ix.player[p];
	struct purse purse;
	open_purse(s, p, &purse);
	if (!by_word(&purse) || pl->hand_size > PRIN_HAND_INDEXED ||
	    s->ix.supply_count == PRIN_SUPPLY_UNKEPT) {
		struct out o = { out, 0, max, -1, NULL, false };
		prin_legal_action_phase(s, &o);
		return (int)o.n;
	}
	uint64_t reach, on_play;
	sort_index(s, pl, &purse, true, PRIN_FACT_ACTION_PLAY, &reach, &on_play);
	uint32_t supply_reach = kept_supply_reach(s, &purse);
	/* what plays() would refuse by a kept answer: a theme set's hands
	 * hold many such cards */
	if (on_play)
		on_play &= ~refusals_of(pl, pl->hand, on_play);
	/* a struct out only for the generators that store through it, most
	 * listings none */
	size_t n = 0;
	if (reach | on_play | supply_reach) {
		struct out o = { out, 0, max, -1, NULL, false };
		common_hand_actions(s, p, &purse, reach, on_play, supply_reach, &o);
		n = o.n;
	}
	n = prin_legal_listed_deals(s, out, n, max);
	if (s->opt.demolish && may_hold_expansion(pl)) {
		struct out o = { out, n, max, -1, NULL, false };
		prin_legal_grid_demolitions(s, p, &o);
		n = o.n;
	}
	if (n < max)
		put_action(&out[n++], A_END, 0, 0, 0, 0, 0);
	return (int)n;
}

/* The listing of every action of the other phases (quiet) through
 * struct out (list_phase). */
static __attribute__((noinline)) size_t list_phase_out(const struct prin_state *s,
                                                       struct action *out, size_t max)
{
	struct out o = { out, 0, max, -1, NULL, false };
	list_phase(s, &o);
	return o.n;
}

/* The listing of every action where generate() has more to ask. An
 * effect's question, most of these, has its answers written straight
 * into out, as the action phase's writer stores its own. */
static __attribute__((noinline)) size_t list_all(const struct prin_state *s, struct action *out,
                                                 size_t max)
{
	const struct effect_decision *d = s->winner < 0 ? prin_pending(s) : NULL;
	if (d)
		return prin_legal_listed_answers(s, d, out, max);
	struct out o = { out, 0, max, -1, NULL, false };
	generate(s, &o);
	return o.n;
}

/* Stores the two answers to an offer, as add() would: where both fit,
 * in a few stores of constants (put_action), not a copy through a loop. */
int prin_write_offer_answers(const struct prin_state *s, struct action *out, size_t max)
{
	(void)s;
	if (max >= 2) {
		put_action(&out[0], A_ACCEPT, 0, 0, 0, 0, 0);
		put_action(&out[1], A_DECLINE, 0, 0, 0, 0, 0);
		return 2;
	}
	if (max)
		put_action(&out[0], A_ACCEPT, 0, 0, 0, 0, 0);
	return (int)max;
}

/* The phase's listing is most of all: where no effect asks and nobody
 * must discard, the phase's writer (turn.c's table) stores the commonest
 * listings straight into out, without the frame and the questions of
 * struct out; what it cannot write (-1), the phase's generator lists. */
size_t prin_legal(const void *state, struct action *out, size_t max)
{
	const struct prin_state *s = state;
	if (!quiet(s))
		return list_all(s, out, max);
	const struct prin_phase_listing *listing = prin_phase_listing(s->phase);
	int n = listing && listing->writes ? listing->writes(s, out, max) : -1;
	return n >= 0 ? (size_t)n : list_phase_out(s, out, max);
}

/* Whether a, one of the actions only the phase lists (with no effect's
 * question and no discard pending), is legal: as generate() would find,
 * without its walk past the generators of other kinds. Returns -1 for
 * the kinds it does not know. */
static int phase_action_legal(const struct prin_state *s, const struct action *a, struct out *o)
{
	bool no_args = same_args(a, 0, 0, 0, 0, 0);
	switch (a->kind) {
	case A_OFFER:
		if (s->phase == PH_ACTION)
			prin_legal_offers(s, o);
		return o->found;
	case A_TRADE:
		if (s->phase == PH_ACTION)
			prin_legal_trades(s, s->active, o);
		return o->found;
	case A_END:
		return s->phase == PH_ACTION && no_args;
	case A_ROLL:
		return s->phase == PH_BEFORE_ROLL && no_args;
	case A_ACCEPT:
	case A_DECLINE:
		return s->phase == PH_OFFER && no_args;
	default:
		return -1;
	}
}

bool prin_is_legal(const struct prin_state *s, const struct action *a)
{
	struct out o = { NULL, 0, 0, a->kind, a, false };
	if (s->winner < 0 && !prin_pending(s) && prin_discard_interrupt(s) < 0) {
		int legal = phase_action_legal(s, a, &o);
		if (legal >= 0)
			return legal;
	}
	generate(s, &o);
	return o.found;
}
