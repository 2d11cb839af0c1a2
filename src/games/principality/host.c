/*
 * host: what the principality game does for the effect interpreter.
 *
 * The interpreter knows nothing of grids, stacks or regions; it asks
 * through struct effect_host, and this file answers from the state. Card
 * handles are instance indexes, resources are resource positions, types
 * are carddb type indexes, stacks are 0-based stack numbers.
 *
 * Pure questions (modifiers, immunity, playability) are also asked while
 * the rules only look at a match (legal moves, rendering). They go through
 * the same host with read_only set, so an act can never change a match
 * that was passed as const; the depth counter stops a modifier whose
 * question asks for the very value it modifies.
 */
#include <string.h>

#include "games/principality/internal.h"

#define HOST_DEPTH_MAX 6

void prin_host_init(struct prin_host *h, const struct prin_state *s, bool read_only)
{
	/* The cast is safe: a read-only host never writes through it. */
	h->s = (struct prin_state *)s;
	h->read_only = read_only;
	h->no_phase = false;
	h->read_stock = false;
	h->read_beyond_grid = false;
	h->read_around = false;
	h->holders_kept = false;
	h->depth = 0;
	h->grid_changes = 0;
	h->cover_known = 0;
}

static bool valid_player(int32_t p)
{
	return p >= 0 && p < PRIN_PLAYERS;
}

static bool valid_card(const struct prin_state *s, int32_t c)
{
	return c >= 0 && c < s->instance_count;
}

/* Resources reach the host as carddb indexes; the rules count by position. */
static int position(const struct prin_state *s, int32_t id)
{
	return prin_resource_position(s, id);
}

/* ---- passive clauses over a player's principality ---- */

void prin_modifiers_of(const struct prin_state *s, int player, int32_t what,
                       struct prin_modifiers *out)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	out->player = player;
	out->what = what;
	out->count = 0;
	if (!(pl->mod_mask & (1u << what)))
		return;
	for (int k = 0; k < pl->passive_count; k++) {
		const struct prin_def *d = prin_def_of(s, pl->passive[k]);
		if (d->modifiers & (1u << what)) {
			out->card[out->count] = pl->passive[k];
			out->program[out->count++] = prin_program(s, d);
		}
	}
}

int prin_modify_through(struct prin_host *h, const struct prin_modifiers *mods, int subject,
                        int value)
{
	if (mods->count == 0 || h->depth >= HOST_DEPTH_MAX)
		return value;
	h->depth++;
	for (int k = 0; k < mods->count; k++) {
		struct effect_context ctx = { mods->player, mods->card[k], EFFECT_NONE };
		value = effect_modify(mods->program[k], EFFECT_CLAUSE_MODIFY, mods->what, &ctx, subject,
		                      value, &prin_effect_host, h);
	}
	h->depth--;
	return value;
}

int prin_modify(struct prin_host *h, int player, int32_t what, int subject, int value)
{
	const struct prin_state *s = h->s;
	if (!valid_player(player) || h->depth >= HOST_DEPTH_MAX ||
	    !(s->ix.player[player].mod_mask & (1u << what)))
		return value;
	const struct prin_player_index *pl = &s->ix.player[player];
	h->depth++;
	for (int k = 0; k < pl->passive_count; k++) {
		int i = pl->passive[k];
		const struct prin_def *d = prin_def_of(s, i);
		if (!(d->modifiers & (1u << what)))
			continue;
		struct effect_context ctx = { player, i, EFFECT_NONE };
		value = effect_modify(prin_program(s, d), EFFECT_CLAUSE_MODIFY, what, &ctx, subject, value,
		                      &prin_effect_host, h);
	}
	h->depth--;
	return value;
}

static inline int32_t card_attr(const struct prin_state *s, int card, int attr);

/* Whether the immune clauses of def could cover the threat, from what the
 * table keeps of them (effect_may_be_immune's answer); threat_def is the
 * threat card's def, or -1. A threat the table does not describe (a face
 * beyond PRIN_IMMUNE_FACES, a threat card no instance) asks the program. */
static bool may_cover(const struct prin_state *s, int def, int threat_card, int threat_def,
                      int32_t threat_id, int threat_face)
{
	const struct principality_cards *t = s->cards;
	if (threat_face >= PRIN_IMMUNE_FACES || (threat_card >= 0 && threat_def < 0))
		return effect_may_be_immune(prin_program(s, &t->def[def]), threat_card >= 0, threat_id,
		                            threat_face);
	if (threat_face >= 0 && ((t->immune_faces[def] >> threat_face) & 1))
		return true;
	return threat_def >= 0 && ((t->immune_threats[def][threat_def / 64] >> (threat_def % 64)) & 1);
}

/* The places in owner's passive[] of the cards whose immune clauses may
 * cover the threat (may_cover), found afresh and kept in h. */
__attribute__((noinline)) static uint32_t find_cover(struct prin_host *h, int owner,
                                                     int threat_card, int threat_face)
{
	const struct prin_state *s = h->s;
	if (h->cover_known && (h->cover_changes != h->grid_changes || h->cover_threat != threat_card ||
	                       h->cover_face != threat_face))
		h->cover_known = 0;
	if (!h->cover_known) {
		h->cover_changes = h->grid_changes;
		h->cover_threat = threat_card;
		h->cover_face = threat_face;
	}
	const struct prin_player_index *pl = &s->ix.player[owner];
	/* what the threat tests of the clauses read, asked once */
	int32_t threat_id = card_attr(s, threat_card, EFFECT_ATTR_CARD);
	int threat_def = valid_card(s, threat_card) ? s->card[threat_card].def : -1;
	uint32_t cover = 0;
	for (uint32_t b = pl->passive_immune; b; b &= b - 1) {
		int k = __builtin_ctz(b);
		if (may_cover(s, s->card[pl->passive[k]].def, threat_card, threat_def, threat_id,
		              threat_face))
			cover |= 1u << k;
	}
	h->cover[owner] = cover;
	h->cover_known |= (uint8_t)(1u << owner);
	return cover;
}

/* find_cover's answer. They follow from owner's grid alone, which only an
 * act that moves cards changes: a walk asking about each region of a grid
 * (the Plague's, which changes stock alone) finds them once. */
static inline uint32_t covering(struct prin_host *h, int owner, int threat_card,
                                int threat_face)
{
	if (((h->cover_known >> owner) & 1) && h->cover_changes == h->grid_changes &&
	    h->cover_threat == threat_card && h->cover_face == threat_face)
		return h->cover[owner];
	return find_cover(h, owner, threat_card, threat_face);
}

static bool near(const struct prin_state *s, int a, int b);
static bool same_city(const struct prin_state *s, int a, int b);

/* Whether subject passes the simple filter f of card's immune clause
 * (struct effect_simple_filter), asking what effect_clause_accepts would
 * ask through host_query and noting what it notes. */
static bool passes_simple(struct prin_host *h, const struct effect_simple_filter *f, int subject,
                          int card)
{
	const struct prin_state *s = h->s;
	if (f->attr >= 0) {
		int32_t v = card_attr(s, subject, f->attr);
		if (v != f->values[0] && v != f->values[f->count - 1])
			return false;
	}
	if (f->relation == PRIN_REL_NEAR)
		return near(s, subject, card);
	if (f->relation == PRIN_REL_SAME_CITY) {
		h->read_around = true;
		return same_city(s, subject, card);
	}
	return true;
}

/* prin_immune once some card of owner's may cover the threat: their
 * clauses asked in turn. Out of line, so that the common answer (none
 * may) needs no registers saved. */
__attribute__((noinline)) static bool immune_by(struct prin_host *h, int owner, uint32_t cover,
                                                int subject, int threat_card, int threat_face)
{
	const struct prin_state *s = h->s;
	const struct prin_player_index *pl = &s->ix.player[owner];
	/* a threat card of a def covered its clauses' table (may_cover):
	 * where that settles the threat test, the filter alone is asked */
	bool settled = threat_face < 0 && valid_card(s, threat_card);
	/* a face without a threat card: the face's one clause, where the
	 * def has one, settles it (effect_face_clause) */
	bool faced = threat_face >= 0 && threat_card < 0;
	bool immune = false;
	h->depth++;
	for (uint32_t b = cover; b && !immune; b &= b - 1) {
		int i = pl->passive[lowest_bit(b)];
		int def = s->card[i].def;
		const struct principality_cards *t = s->cards;
		if (settled && t->immune_listed[def] >= 0 && (t->immune_simple[def] & 1)) {
			immune = passes_simple(h, &t->immune_filter[def][0], subject, i);
			continue;
		}
		if (faced && t->immune_face_of[def] == threat_face && (t->immune_simple[def] & 2)) {
			immune = passes_simple(h, &t->immune_filter[def][1], subject, i);
			continue;
		}
		const struct prin_def *d = prin_def_of(s, i);
		struct effect_context ctx = { owner, i, EFFECT_NONE };
		int clause = settled ? t->immune_listed[def] : -1;
		if (clause >= 0)
			immune = effect_clause_accepts(prin_program(s, d), (size_t)clause, &ctx, subject,
			                               &prin_effect_host, h);
		else
			immune = effect_immune(prin_program(s, d), &ctx, threat_card, threat_face, subject,
			                       &prin_effect_host, h);
	}
	h->depth--;
	return immune;
}

/* The places in owner's passive[] of the cards whose clauses may make a
 * card of his grid immune to the threat (covering), or 0 when prin_immune
 * would answer no of every one: they follow from his grid alone, so that
 * the stock acts of a walk, which move no card, ask them once. */
static inline uint32_t cover_of(struct prin_host *h, int owner, int threat_card, int threat_face)
{
	const struct prin_state *s = h->s;
	if (h->depth >= HOST_DEPTH_MAX || !s->ix.player[owner].passive_immune)
		return 0;   /* the common case: nothing of his makes anything immune */
	/* a threat card no card's clauses could hold against: nothing of his
	 * may cover it (find_cover would find none) */
	if (threat_face < 0 && valid_card(s, threat_card)) {
		int threat_def = s->card[threat_card].def;
		if (!((s->cards->immune_threatened[threat_def / 64] >> (threat_def % 64)) & 1))
			return 0;
	}
	return covering(h, owner, threat_card, threat_face);
}

bool prin_immune(struct prin_host *h, int subject, int threat_card, int threat_face)
{
	const struct prin_state *s = h->s;
	if (!valid_card(s, subject) || s->card[subject].zone != Z_PRINCIPALITY)
		return false;
	int owner = s->card[subject].who;
	uint32_t cover = cover_of(h, owner, threat_card, threat_face);
	return cover && immune_by(h, owner, cover, subject, threat_card, threat_face);
}

/* The place of card among player's kept answers, or -1. */
static int kept_playable(const struct prin_player_index *pl, int card)
{
	for (int i = 0; i < PRIN_PLAYABLE_KEPT; i++)
		if (((pl->playable_known >> i) & 1) && pl->playable_card[i] == card)
			return i;
	return -1;
}

bool prin_playable(struct prin_host *h, int player, int card)
{
	const struct prin_state *s = h->s;
	if (valid_player(player)) {
		const struct prin_player_index *pl = &s->ix.player[player];
		int i = pl->playable_known ? kept_playable(pl, card) : -1;
		if (i >= 0)
			return (pl->playable_yes >> i) & 1;
	}
	const struct prin_def *d = prin_def_of(s, card);
	struct effect_context ctx = { player, card, EFFECT_NONE };
	return effect_playable(prin_program(s, d), &ctx, &prin_effect_host, h);
}

bool prin_playable_now(const struct prin_state *s, int player, int card, bool *grid_only)
{
	struct prin_host h;
	prin_host_init(&h, s, true);
	/* the kept answers are forgotten when a figure changes hands
	 * (prin_index_holders_changed): the knights' action cards ask who holds one */
	h.holders_kept = true;
	const struct prin_def *d = prin_def_of(s, card);
	struct effect_context ctx = { player, card, EFFECT_NONE };
	bool yes = effect_playable(prin_program(s, d), &ctx, &prin_effect_host, &h);
	*grid_only = !h.read_beyond_grid;
	return yes;
}

bool prin_timed(const struct prin_state *s, int player, int card)
{
	const struct prin_def *d = prin_def_of(s, card);
	if (!d->playable)
		return false;
	struct prin_host h;
	prin_host_init(&h, s, true);
	h.no_phase = true;
	return !prin_playable(&h, player, card);
}

bool prin_draws_shown(const struct prin_state *s, int player)
{
	if (player < 0 || player >= PRIN_PLAYERS ||
	    !(s->ix.player[player].mod_mask & (1u << PRIN_MOD_SEES_DRAWS)))
		return false;
	struct prin_host h;
	prin_host_init(&h, s, true);
	return prin_modify(&h, player, PRIN_MOD_SEES_DRAWS, -1, 0) > 0;
}

/* ---- zones as the effect language names them ---- */

/* Turns an effect zone into a zone of the state; who may be resolved from
 * card (the owner) for destroy and return. Returns false for a zone this
 * game does not have. */
static bool map_zone(const struct prin_state *s, int32_t zone, int card, int *z, int *who,
                     bool *top)
{
	int kind = EFFECT_ZONE_KIND(zone), w = EFFECT_ZONE_WHO(zone);
	if (zone < 0)
		return false;
	if (w == EFFECT_ZONE_OWNER)
		w = prin_belongs_to(s, card);
	*top = false;
	*who = 0;
	switch (kind) {
	case PRIN_ZONE_HAND: *z = Z_HAND; break;
	case PRIN_ZONE_PRINCIPALITY: case PRIN_ZONE_LANDS: *z = Z_PRINCIPALITY; break;
	case PRIN_ZONE_DISCARD: *z = Z_DISCARD; break;
	case PRIN_ZONE_STACK_TOP: *top = true; /* fall through */
	case PRIN_ZONE_STACK:
		*z = Z_STACK;
		*who = w;
		return w >= 0 && w < s->stack_count;
	case PRIN_ZONE_OPEN_ROW: *z = Z_OPEN; return true;
	case PRIN_ZONE_OUT: *z = Z_OUT; return true;
	case PRIN_ZONE_REGION_STACK: *z = Z_REGION_STACK; return true;
	case PRIN_ZONE_EVENT_STACK: *z = Z_EVENT_STACK; return true;
	case PRIN_ZONE_SUPPLY: *z = Z_CENTER; return true;
	default: return false;
	}
	*who = w;
	return valid_player(w);
}

/* The cards on player's grid in cell order: from the grid index while it
 * holds them all. */
static int grid_cards(const struct prin_state *s, int player, int *out)
{
	const struct prin_player_index *pl = &s->ix.player[player];
	if (pl->placed_count >= PRIN_MAX_PLACED)
		return prin_list(s, Z_PRINCIPALITY, player, out, PRIN_MAX_INSTANCES);
	for (int i = 0; i < pl->placed_count; i++)
		out[i] = pl->placed[i];
	return pl->placed_count;
}

/* (principality P): the cards P has in the principalities, in cell order:
 * those on his grid but a foreign one, then his own foreign cards on the
 * opponent's grid. An Arsonist's "buildings of the opponent" are then the
 * opponent's Embassy too (R002: "Hij kan dit echter wel proberen met een
 * vuurduivel"), and never the attacker's own. */
static int list_belongings(const struct prin_state *s, int who, int32_t *out, int max)
{
	int list[PRIN_MAX_INSTANCES], n = 0;
	for (int side = 0; side < PRIN_PLAYERS; side++) {
		int grid = side == 0 ? who : 1 - who;
		/* Without a foreign card there, every card of his own grid is
		 * his and none of the opponent's (the common case by far). */
		const struct prin_player_index *pl = &s->ix.player[grid];
		bool mixed = pl->foreign_count > 0;
		if (!mixed && side == 1)
			continue;
		if (!mixed && pl->placed_count < PRIN_MAX_PLACED) {
			for (int i = 0; i < pl->placed_count && n < max; i++)
				out[n++] = pl->placed[i];
			continue;
		}
		int count = grid_cards(s, grid, list);
		for (int i = 0; i < count && n < max; i++)
			if (!mixed || prin_belongs_to(s, list[i]) == who)
				out[n++] = list[i];
	}
	return n;
}

/* The top card of zone/who into out[0], as prin_list would list it
 * first: 1, or 0 for an empty zone. */
static int top_of(const struct prin_state *s, int zone, int who, int32_t *out)
{
	int top = prin_top(s, zone, who);
	if (top < 0)
		return 0;
	out[0] = top;
	return 1;
}

/* prin_list of stack who, its first max cards top first, found without
 * sorting: a stack's cards have orders of their own up to its bound
 * (stack_hi), each put at its slot, the slots ending at the bound, while
 * those fit in the slots; -1 when they do not (or two shared an order),
 * and prin_list must sort them. The Master Builder looks through a
 * stack. */
static int list_stack(const struct prin_state *s, int who, int32_t *out, int max)
{
	enum { SLOTS = 128 };
	_Static_assert(PRIN_MAX_INSTANCES <= UINT8_MAX + 1, "a card's index fits card_at's bytes");
	uint64_t taken[SLOTS / 64] = { 0 };
	uint8_t card_at[SLOTS];
	if (who < 0 || who >= PRIN_MAX_STACKS)
		return -1;
	/* a card's slot: its order less the first slot's, so that the top
	 * (the lowest order) comes first in the slots' order */
	const int first = s->ix.stack_hi[who] - (SLOTS - 1);
	/* only the words that instances fill: the base game's leave the last empty */
	const int words = (s->instance_count + 63) / 64;
	for (int w = 0; w < words && w < PRIN_ZONE_WORDS; w++)
		for (uint64_t bits = prin_stack_word(s, who, w); bits; bits &= bits - 1) {
			int card = w * 64 + __builtin_ctzll(bits);
			unsigned k = (unsigned)(s->card[card].order - first);
			if (k >= SLOTS || ((taken[k / 64] >> (k % 64)) & 1))
				return -1;
			taken[k / 64] |= 1ull << (k % 64);
			card_at[k] = (uint8_t)card;
		}
	int n = 0;
	for (int w = 0; w < SLOTS / 64 && n < max; w++)
		for (uint64_t bits = taken[w]; bits && n < max; bits &= bits - 1)
			out[n++] = card_at[w * 64 + __builtin_ctzll(bits)];
	return n;
}

static int list_zone(const struct prin_state *s, int32_t zone, int32_t *out, int max);

/* (produced P): P's regions, in the order of his lands, whose die number
 * is the production die's (those that produced in this turn's roll). */
static int list_produced(const struct prin_state *s, int who, int32_t *out, int max)
{
	int n = 0;
	if (!valid_player(who) || s->die <= 0)
		return 0;
	int32_t lands[PRIN_MAX_INSTANCES];
	int count = list_zone(s, EFFECT_ZONE(PRIN_ZONE_LANDS, who), lands, PRIN_MAX_INSTANCES);
	for (int i = 0; i < count && n < max; i++)
		if (prin_def_of(s, lands[i])->die == s->die)
			out[n++] = lands[i];
	return n;
}

static int list_zone(const struct prin_state *s, int32_t zone, int32_t *out, int max)
{
	int z, who, list[PRIN_MAX_INSTANCES], n = 0;
	bool top;
	if (EFFECT_ZONE_KIND(zone) == EFFECT_ZONE_PRODUCED)
		return list_produced(s, EFFECT_ZONE_WHO(zone), out, max);
	if (!map_zone(s, zone, -1, &z, &who, &top))
		return 0;
	if (z == Z_CENTER) {
		PRIN_FOR_ZONE(s, Z_CENTER, i) {
			if (n >= max)
				break;
			out[n++] = i;
		}
		return n;
	}
	bool lands = EFFECT_ZONE_KIND(zone) == PRIN_ZONE_LANDS;
	if (z == Z_PRINCIPALITY && !lands)
		return list_belongings(s, who, out, max);
	const struct prin_player_index *pl = z == Z_PRINCIPALITY ? &s->ix.player[who] : NULL;
	if (pl && pl->region_count < PRIN_MAX_INDEXED) {
		/* the grid index lists the same cards in the same (cell) order */
		for (int i = 0; i < pl->region_count && n < max; i++)
			out[n++] = pl->region[i];
		return n;
	}
	if (z == Z_HAND && s->ix.player[who].hand_size <= PRIN_HAND_INDEXED) {
		/* the hand index lists it top first, as prin_list does (the
		 * Master Builder's hand card to put under a stack) */
		const struct prin_player_index *hand = &s->ix.player[who];
		for (int i = 0; i < hand->hand_size && n < max; i++)
			out[n++] = hand->hand[i];
		return n;
	}
	if (!lands) {
		/* a stack, a hand, a pile: prin_list keeps the first max in its
		 * own order, the cards a whole listing would begin with (the
		 * Master Builder looks through a stack, the top is asked of one) */
		if (max <= 0)
			return 0;
		if (max == 1)
			return top_of(s, z, who, out);
		int n_stack = z == Z_STACK ? list_stack(s, who, out, max) : -1;
		return n_stack >= 0 ? n_stack : prin_list(s, z, who, out, max);
	}
	int count = prin_list(s, z, who, list, PRIN_MAX_INSTANCES);
	for (int i = 0; i < count && n < max; i++)
		if (prin_is_region(s, list[i]))
			out[n++] = list[i];
	return n;
}

/* ---- relations on the grid ---- */

struct spot {
	int owner, x, y;
};

static bool spot_of(const struct prin_state *s, int card, struct spot *p)
{
	if (!valid_card(s, card) || s->card[card].zone != Z_PRINCIPALITY)
		return false;
	p->owner = s->card[card].who;
	p->x = prin_cell_x(s->card[card].order);
	p->y = prin_cell_y(s->card[card].order);
	return true;
}

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

/* A region borders the settlement or city beside it and the building sites
 * of that settlement on its own side of the axis (§2.1); a card on a site
 * borders the settlement or city it lies on. */
static bool near(const struct prin_state *s, int a, int b)
{
	struct spot p, q;
	if (a == b || !spot_of(s, a, &p) || !spot_of(s, b, &q) || p.owner != q.owner)
		return false;
	if (prin_is_region(s, b)) {
		struct spot t = p;
		p = q;
		q = t;
		int c = a;
		a = b;
		b = c;
	}
	if (prin_is_region(s, a))
		return !prin_is_region(s, b) && (q.x - p.x == 1 || p.x - q.x == 1) &&
		       (q.y == 0 || sign(q.y) == sign(p.y));
	return p.x == q.x && (p.y == 0 || q.y == 0) && p.y != q.y;
}

/* Whether the card c at x, y borders card p (near(), the coordinates
 * known): a region and a card beside it on its side of the axis, or two
 * cards of one column of which one lies on the axis. */
static bool borders(const struct prin_state *s, int c, int x, int y, const struct spot *p,
                    bool p_region)
{
	bool region = prin_is_region(s, c);
	if (region != p_region) {
		int ry = region ? y : p->y, oy = region ? p->y : y;
		return (x - p->x == 1 || p->x - x == 1) && (oy == 0 || sign(oy) == sign(ry));
	}
	return !region && x == p->x && (y == 0 || p->y == 0) && y != p->y;
}

/* host_near for a region at p (the Plague asks for each): what borders
 * it are the cards that are no regions in the two columns beside it,
 * from the axis to its edge of the grid (borders() with p a region),
 * in grid order; lands hold none of them. */
static int near_region(const struct prin_state *s, const struct prin_player_index *grid,
                       const struct spot *p, int who, bool mixed, int32_t *out, int max)
{
	int from = p->y < 0 ? -2 : 0, to = p->y > 0 ? 2 : 0, n = 0;
	for (int x = p->x - 1; x <= p->x + 1; x += 2) {
		if (x < PRIN_X_MIN || x > PRIN_X_MAX)
			continue;
		const uint8_t *column = grid->cell[x - PRIN_X_MIN];
		for (int y = from; y <= to && n < max; y++) {
			int c = column[y + 2];
			if (c != PRIN_EMPTY && !prin_is_region(s, c) &&
			    (!mixed || prin_belongs_to(s, c) == who))
				out[n++] = c;
		}
	}
	return n;
}

/* near_region for a region of who's own grid while neither grid holds a
 * foreign card (the Plague's case, every region of a principality in
 * turn): the cells it reads are those of near_region, in its order, with
 * room for all six (max >= 6), and every card there is who's. */
static inline int keep_no_region(const struct prin_state *s, int c, int32_t *out, int n)
{
	if (c != PRIN_EMPTY && prin_def_of(s, c)->kind != KIND_REGION)
		out[n++] = c;
	return n;
}

static int near_own_region(const struct prin_state *s, const struct prin_player_index *grid,
                           int x, int y, int32_t *out)
{
	int n = 0;
	for (int side = -1; side <= 1; side += 2) {
		if (x + side < PRIN_X_MIN || x + side > PRIN_X_MAX)
			continue;
		const uint8_t *column = grid->cell[x + side - PRIN_X_MIN];
		if (y == 0) {
			/* no region lies on the axis (check()); but for one that did */
			n = keep_no_region(s, column[2], out, n);
			continue;
		}
		/* the axis and the two rows on its side */
		const uint8_t *cell = &column[y < 0 ? 0 : 2];
		n = keep_no_region(s, cell[0], out, n);
		n = keep_no_region(s, cell[1], out, n);
		n = keep_no_region(s, cell[2], out, n);
	}
	return n;
}

/* The same for a card that is no region (the Garrison whose regions the
 * Productive Year fills): of the columns beside it the regions on its side
 * of the axis (all of them for a card on the axis), of its own column the
 * cards that are no regions with one of the two on the axis (borders());
 * the rows no card there could border are not read. Room for all (max >=
 * PRIN_ROWS * 3). */
static int near_own_card(const struct prin_state *s, const struct prin_player_index *grid, int x,
                         int y, int32_t *out)
{
	const struct prin_def *def = s->cards->def;
	/* rows of a column beside it, and of its own, as indexes y + 2 */
	int side_from = y > 0 ? 3 : 0, side_to = y < 0 ? 1 : PRIN_ROWS - 1;
	int own_from = y == 0 ? 0 : 2, own_to = y == 0 ? PRIN_ROWS - 1 : 2;
	int n = 0;
	for (int cx = x - 1; cx <= x + 1; cx++) {
		if (cx < PRIN_X_MIN || cx > PRIN_X_MAX)
			continue;
		const uint8_t *column = grid->cell[cx - PRIN_X_MIN];
		bool beside = cx != x;
		for (int r = beside ? side_from : own_from; r <= (beside ? side_to : own_to); r++) {
			int c = column[r];
			if (c == PRIN_EMPTY || (!beside && r - 2 == y))
				continue;   /* empty, or the card itself */
			if ((def[s->card[c].def].kind == KIND_REGION) == beside)
				out[n++] = c;
		}
	}
	return n;
}

/* host->near: the cards of zone near card, as list_zone would list them
 * and near() pass them. Those lie on card's grid within one column of it,
 * so the cells there are walked in grid order; a card is in the zone when
 * it belongs to its player (the principality) or is a region of his grid
 * (his lands). A zone list_zone would cut, or list out of the indexes, is
 * left to the interpreter's walk. */
__attribute__((noinline)) static int near_walk(const struct prin_state *s, int kind, int who,
                                               int32_t card, int32_t *out, int max);

static int host_near(void *game, int32_t zone, int32_t card, int32_t *out, int max)
{
	const struct prin_state *s = ((struct prin_host *)game)->s;
	int kind = EFFECT_ZONE_KIND(zone), who = EFFECT_ZONE_WHO(zone);
	((struct prin_host *)game)->read_around = true;
	if (zone < 0 || (kind != PRIN_ZONE_PRINCIPALITY && kind != PRIN_ZONE_LANDS) ||
	    !valid_player(who))
		return -1;
	const struct prin_player_index *me = &s->ix.player[who], *other = &s->ix.player[1 - who];
	if (kind == PRIN_ZONE_PRINCIPALITY && (me->foreign_count | other->foreign_count) == 0 &&
	    me->placed_count < PRIN_MAX_PLACED && other->placed_count < PRIN_MAX_PLACED &&
	    me->placed_count <= max && max >= PRIN_ROWS * 3 && valid_card(s, card)) {
		const struct prin_instance *in = &s->card[card];
		int x = prin_cell_x(in->order), y = prin_cell_y(in->order);
		if (in->zone == Z_PRINCIPALITY && in->who == who)
			return prin_is_region(s, card) ? near_own_region(s, me, x, y, out) :
			       near_own_card(s, me, x, y, out);
	}
	return near_walk(s, kind, who, card, out, max);
}

/* host_near's other cases: foreign cards on a grid, a card of the other
 * grid, his lands. Out of line, so that the common ones above need few
 * registers. */
__attribute__((noinline)) static int near_walk(const struct prin_state *s, int kind, int who,
                                               int32_t card, int32_t *out, int max)
{
	const struct prin_player_index *me = &s->ix.player[who], *other = &s->ix.player[1 - who];
	bool lands = kind == PRIN_ZONE_LANDS;
	bool mixed = me->foreign_count > 0 || other->foreign_count > 0;
	if (lands ? me->region_count >= PRIN_MAX_INDEXED :
	    me->placed_count >= PRIN_MAX_PLACED || other->placed_count >= PRIN_MAX_PLACED ||
	    me->placed_count + (mixed ? other->placed_count : 0) > max)
		return -1;
	struct spot p;
	if (!spot_of(s, card, &p) || (p.owner != who && (lands || !mixed)))
		return 0;
	const struct prin_player_index *grid = &s->ix.player[p.owner];
	bool p_region = prin_is_region(s, card);
	if (p_region)
		return lands ? 0 : near_region(s, grid, &p, who, mixed, out, max);
	int n = 0;
	for (int x = p.x - 1; x <= p.x + 1; x++) {
		if (x < PRIN_X_MIN || x > PRIN_X_MAX || (p_region && x == p.x))
			continue;
		/* a region borders the rows from the axis to its edge of the
		 * grid, never its own column */
		int from = -2, to = 2;
		if (p_region && p.y > 0)
			from = 0;
		else if (p_region && p.y < 0)
			to = 0;
		else if (p_region)
			from = to = 0;
		for (int y = from; y <= to && n < max; y++) {
			int c = grid->cell[x - PRIN_X_MIN][y + 2];
			if (c == PRIN_EMPTY || c == card || !borders(s, c, x, y, &p, p_region))
				continue;
			if (lands ? prin_is_region(s, c) : !mixed || prin_belongs_to(s, c) == who)
				out[n++] = c;
		}
	}
	return n;
}

/* Whether a and b lie on one grid and belong to a settlement in common:
 * a card belongs to the one at its own column (an odd one; a road, at an
 * even one, belongs to none), a region to the two beside it. Read from
 * their columns alone: the Bath House's immunity asks it of each region
 * a Plague could hit. */
static bool same_city(const struct prin_state *s, int a, int b)
{
	if (!valid_card(s, a) || !valid_card(s, b))
		return false;
	const struct prin_instance *ia = &s->card[a], *ib = &s->card[b];
	if (ia->zone != Z_PRINCIPALITY || ib->zone != Z_PRINCIPALITY || ia->who != ib->who)
		return false;
	int xa = prin_cell_x(ia->order), xb = prin_cell_x(ib->order);
	bool region_a = prin_is_region(s, a), region_b = prin_is_region(s, b);
	if (region_a && region_b)
		return xa == xb || xa - xb == 2 || xb - xa == 2;
	if (region_a)
		return xb % 2 != 0 && (xb == xa - 1 || xb == xa + 1);
	if (region_b)
		return xa % 2 != 0 && (xa == xb - 1 || xa == xb + 1);
	return xa % 2 != 0 && xa == xb;
}

/* ---- the host functions ---- */

/* The attributes printed on a card (all but its owner), from its def. */
static inline int32_t printed_attr(const struct prin_state *s, const struct prin_def *d, int attr)
{
	switch (attr) {
	case EFFECT_ATTR_CARD: return d->db_index;
	case EFFECT_ATTR_TYPE: return d->type;
	case EFFECT_ATTR_KIND: return d->kind;
	case EFFECT_ATTR_PLACEMENT: return d->placement;
	case EFFECT_ATTR_PRODUCES:
		return d->produces >= 0 ? prin_resource_id(s, d->produces) : EFFECT_NONE;
	default: return EFFECT_NONE;
	}
}

static inline int32_t card_attr(const struct prin_state *s, int card, int attr)
{
	if (!valid_card(s, card))
		return EFFECT_NONE;
	if (attr == EFFECT_ATTR_OWNER)
		return prin_belongs_to(s, card);
	return printed_attr(s, prin_def_of(s, card), attr);
}

/* One cell of near_first_beside's walk, holding c: true when its card is
 * the one sought (no region, attribute attr value); a card that is no
 * region counts in *looked. */
static inline bool
near_first_cell(const struct prin_state *s, int c, int32_t attr, int32_t value, int *looked)
{
	if (c == PRIN_EMPTY)
		return false;
	const struct prin_def *d = &s->cards->def[s->card[c].def];
	if (d->kind == KIND_REGION)
		return false;
	++*looked;
	return printed_attr(s, d, attr) == value;
}

/* near_first_region's walk of the columns beside column col, rows from
 * to to: the cards there that are no regions, in grid order, till one
 * whose attribute attr is value. Inlined where attr is a constant, so
 * that a card costs its loads and compares; the three rows of a region
 * off the axis (the axis and the two on its side) are read without a
 * loop. */
static inline int32_t
near_first_beside(const struct prin_state *s, const struct prin_player_index *grid, int col,
                  int from, int to, int32_t attr, int32_t value)
{
	int looked = 0;
	for (int x = col - 1; x <= col + 1; x += 2) {
		if (x < 0 || x >= PRIN_COLS)
			continue;
		const uint8_t *column = grid->cell[x];
		if (to - from == 2) {
			if (near_first_cell(s, column[from], attr, value, &looked) ||
			    near_first_cell(s, column[from + 1], attr, value, &looked) ||
			    near_first_cell(s, column[from + 2], attr, value, &looked))
				return EFFECT_NEAR_FIRST(looked, 1);
			continue;
		}
		for (int r = from; r <= to; r++)
			if (near_first_cell(s, column[r], attr, value, &looked))
				return EFFECT_NEAR_FIRST(looked, 1);
	}
	return EFFECT_NEAR_FIRST(looked, 0);
}

/* EFFECT_Q_NEAR_FIRST for a region at cell order of grid: near_own_region's
 * cells, in its order, read where they lie rather than listed first. */
static int32_t near_first_region(const struct prin_state *s, const struct prin_player_index *grid,
                                 int order, int32_t attr, int32_t value)
{
	int col = order / PRIN_ROWS, row = order % PRIN_ROWS;
	/* the axis and the two rows on the region's side; the axis alone
	 * for one on the axis (none lies there: check()) */
	int from = row < 2 ? 0 : 2, to = row > 2 ? PRIN_ROWS - 1 : 2;
	switch (attr) {
	case EFFECT_ATTR_TYPE:   /* "(type city)": the Plague's */
		return near_first_beside(s, grid, col, from, to, EFFECT_ATTR_TYPE, value);
	case EFFECT_ATTR_KIND:
		return near_first_beside(s, grid, col, from, to, EFFECT_ATTR_KIND, value);
	default:
		return near_first_beside(s, grid, col, from, to, attr, value);
	}
}

/* EFFECT_Q_NEAR_FIRST: how far host_near's list of the cards of zone
 * near card goes till one whose attribute attr is value, where host_near
 * lists them from the cells around card itself (a card of who's own grid
 * while neither grid holds a foreign card); else 0, and the interpreter
 * walks host_near's list. The Plague asks it of every region: whether a
 * city borders it. */
__attribute__((noinline)) static int32_t near_first(struct prin_host *h, const int32_t *args)
{
	const struct prin_state *s = h->s;
	int32_t zone = args[0], card = args[1], attr = args[2], value = args[3];
	int who = EFFECT_ZONE_WHO(zone);
	h->read_around = true;   /* as host_near notes it */
	if (zone < 0 || EFFECT_ZONE_KIND(zone) != PRIN_ZONE_PRINCIPALITY || !valid_player(who) ||
	    !valid_card(s, card) || attr == EFFECT_ATTR_OWNER)
		return 0;
	const struct prin_player_index *me = &s->ix.player[who], *other = &s->ix.player[1 - who];
	const struct prin_instance *in = &s->card[card];
	if ((me->foreign_count | other->foreign_count) != 0 || me->placed_count >= PRIN_MAX_PLACED ||
	    other->placed_count >= PRIN_MAX_PLACED || me->placed_count > EFFECT_LIST_MAX ||
	    in->zone != Z_PRINCIPALITY || in->who != who)
		return 0;
	if (prin_is_region(s, card))
		return near_first_region(s, me, in->order, attr, value);
	int32_t near[PRIN_ROWS * 3];
	int n = near_own_card(s, me, prin_cell_x(in->order), prin_cell_y(in->order), near);
	for (int i = 0; i < n; i++)
		if (printed_attr(s, prin_def_of(s, near[i]), attr) == value)
			return EFFECT_NEAR_FIRST(i + 1, 1);
	return EFFECT_NEAR_FIRST(n, 0);
}

/* near_first_beside's walk of the three cells from row from of column x,
 * alone: how many of them it looks at (cards that are no regions) and at
 * which of those it stops (1 to 3; 0 when at none), as 1 + (looked << 2 |
 * stop). */
static inline uint8_t
near_first_side(const struct prin_state *s, const struct prin_player_index *grid, int x, int from,
                int32_t attr, int32_t value)
{
	int looked = 0;
	if (x < 0 || x >= PRIN_COLS)
		return 1;
	const uint8_t *column = &grid->cell[x][from];
	if (near_first_cell(s, column[0], attr, value, &looked) ||
	    near_first_cell(s, column[1], attr, value, &looked) ||
	    near_first_cell(s, column[2], attr, value, &looked))
		return (uint8_t)(1 + (looked << 2 | looked));
	return (uint8_t)(1 + (looked << 2));
}

/* near_first_regions' loop, inlined where attr is a constant. A region
 * off the axis reads three cells of each column beside it (rows 0 to 2
 * above the axis, 2 to 4 below: near_first_region); a region on the axis
 * (none lies there: check()) is asked alone. His regions come in grid
 * order, so the column to the right of one is the column to the left of
 * the next on its side of the axis: the last column read on each side
 * (last_col, its answer in last_side) is read once for both. */
static inline void
near_first_each(const struct prin_state *s, const struct prin_player_index *me, int n, int32_t attr,
                int32_t value, int32_t *out)
{
	int last_col[2] = { -2, -2 };   /* no column: none lies left of 0 */
	uint8_t last_side[2] = { 0, 0 };
	for (int i = 0; i < n; i++) {
		int c = me->region[i], order = s->card[c].order;
		int col = order / PRIN_ROWS, row = order % PRIN_ROWS;
		out[2 * i] = c;
		if (row == 2) {
			out[2 * i + 1] = near_first_region(s, me, order, attr, value);
			continue;
		}
		int half = row > 2, from = half ? 2 : 0;
		uint8_t left = last_col[half] == col - 1 ? last_side[half] :
		               near_first_side(s, me, col - 1, from, attr, value);
		unsigned looked = (unsigned)(left - 1) >> 2, stop = (unsigned)(left - 1) & 3;
		if (stop) {
			out[2 * i + 1] = EFFECT_NEAR_FIRST(stop, 1);
			continue;
		}
		uint8_t right = near_first_side(s, me, col + 1, from, attr, value);
		last_col[half] = col + 1;
		last_side[half] = right;
		unsigned more = (unsigned)(right - 1) >> 2, stop_right = (unsigned)(right - 1) & 3;
		out[2 * i + 1] = stop_right ? EFFECT_NEAR_FIRST(looked + stop_right, 1) :
		                              EFFECT_NEAR_FIRST(looked + more, 0);
	}
}

/* EFFECT_L_NEAR_FIRST: near_first's answer for every region of zone, a
 * principality, by its region index (grid order, the zone's), where
 * near_first answers each from the cells around it: while neither grid
 * holds a foreign card, where his regions are indexed. The stock acts
 * between the questions move no card (act_stock): the answers hold for
 * all of them. -1 when it cannot say. */
static int near_first_regions(struct prin_host *h, int32_t zone, int32_t key, int32_t *out,
                              int max)
{
	const struct prin_state *s = h->s;
	int32_t attr = EFFECT_NEAR_FIRST_KEY_ATTR(key), value = EFFECT_NEAR_FIRST_KEY_VALUE(key);
	int who = EFFECT_ZONE_WHO(zone);
	h->read_around = true;   /* as near_first notes it */
	if (zone < 0 || key < 0 || EFFECT_ZONE_KIND(zone) != PRIN_ZONE_PRINCIPALITY ||
	    !valid_player(who) || attr == EFFECT_ATTR_OWNER)
		return -1;
	const struct prin_player_index *me = &s->ix.player[who], *other = &s->ix.player[1 - who];
	int n = me->region_count;
	if ((me->foreign_count | other->foreign_count) != 0 || me->placed_count >= PRIN_MAX_PLACED ||
	    other->placed_count >= PRIN_MAX_PLACED || me->placed_count > EFFECT_LIST_MAX ||
	    n >= PRIN_MAX_INDEXED || 2 * n > max)
		return -1;
	/* his indexed regions lie on his grid (check()) */
	switch (attr) {
	case EFFECT_ATTR_TYPE:   /* "(type city)": the Plague's */
		near_first_each(s, me, n, EFFECT_ATTR_TYPE, value, out);
		break;
	default:
		near_first_each(s, me, n, attr, value, out);
		break;
	}
	return 2 * n;
}

/* Whether a zone is a principality or its lands: what the grids hold. */
static bool grid_zone(int32_t zone)
{
	int kind = EFFECT_ZONE_KIND(zone);
	return zone >= 0 && (kind == PRIN_ZONE_PRINCIPALITY || kind == PRIN_ZONE_LANDS);
}

/* EFFECT_Q_NONE_IMMUNE: 1 when prin_immune would answer false of every
 * card of zone against the threat card args[1]: the owner of each (the
 * player whose grid it lies on) has nothing that makes anything immune,
 * or nothing whose immune clauses may cover that threat (the table's
 * answer, covering: a Bath House before a Civil War). The cards of a
 * grid zone of who lie on his grid while neither grid holds a foreign
 * card. */
static int32_t none_immune(struct prin_host *h, const int32_t *args)
{
	const struct prin_state *s = h->s;
	int32_t zone = args[0];
	int who = EFFECT_ZONE_WHO(zone);
	uint32_t immune = 0;
	int foreign = 0;
	h->read_around = true;   /* as EFFECT_Q_IMMUNE notes it */
	for (int p = 0; p < PRIN_PLAYERS; p++) {
		immune |= s->ix.player[p].passive_immune;
		foreign += s->ix.player[p].foreign_count;
	}
	if (!immune)
		return 1;
	if (!grid_zone(zone) || !valid_player(who) || foreign)
		return 0;
	/* his cards lie on his grid: prin_immune asks only his clauses that
	 * may cover this threat (covering), and there are none such */
	return !s->ix.player[who].passive_immune || covering(h, who, args[1], -1) == 0;
}

/* Out of line, as host_query_rest below: host_query stays small. */
__attribute__((noinline)) static int32_t select_any(struct prin_host *h, const int32_t *args);

/* Out of line, so that host_query stays small. */
__attribute__((noinline)) static int32_t host_query_rest(struct prin_host *h, enum effect_query q,
                                                         const int32_t *args);

/* Filters ask for a card's attributes far more often than for anything
 * else: that question is answered here, the others in host_query_rest. */
static int32_t host_query(void *game, enum effect_query q, const int32_t *args)
{
	struct prin_host *h = game;
	if (q == EFFECT_Q_CARD) {
		/* the owner of a card off the grids follows it from hand to
		 * hand; its other attributes are printed on it */
		if (args[1] == EFFECT_ATTR_OWNER &&
		    (!valid_card(h->s, args[0]) || h->s->card[args[0]].zone != Z_PRINCIPALITY))
			h->read_beyond_grid = true;
		return card_attr(h->s, args[0], args[1]);
	}
	/* asked of every card a threat or a neighbourhood walks: no detour
	 * through the rest (neither notes a look beyond the grids) */
	if (q == EFFECT_Q_IMMUNE) {
		h->read_around = true;   /* the clauses of the subject's neighbours */
		return prin_immune(h, args[0], args[1], -1);
	}
	if (q == EFFECT_Q_RELATION) {
		if (args[2] == PRIN_REL_NEAR)
			return near(h->s, args[0], args[1]);
		/* the Bath House's and the Church's immunity, asked of each
		 * card a Plague or a Civil War could hit: noted as the rest
		 * notes a city's extent */
		if (args[2] == PRIN_REL_SAME_CITY) {
			h->read_around = true;
			return same_city(h->s, args[0], args[1]);
		}
	}
	if (q == EFFECT_Q_NEAR_FIRST)
		return near_first(h, args);
	if (q == EFFECT_Q_NONE_IMMUNE)
		return none_immune(h, args);
	if (q == EFFECT_Q_SELECT_ANY)
		return select_any(h, args);
	/* "the opponent", which a handler asks as often as the rest
	 * together: fixed, it notes nothing */
	if (q == EFFECT_Q_OPPONENT)
		return valid_player(args[0]) ? 1 - args[0] : EFFECT_NONE;
	return host_query_rest(h, q, args);
}

__attribute__((noinline)) static int32_t host_query_rest(struct prin_host *h, enum effect_query q,
                                                         const int32_t *args)
{
	const struct prin_state *s = h->s;
	/* the opponent is fixed; relations and immunity read the grids
	 * (immunity through this host, which notes what its clauses read);
	 * the figures' holders, for a host that keeps them with the grids */
	if (q != EFFECT_Q_OPPONENT && q != EFFECT_Q_CARD && q != EFFECT_Q_RELATION &&
	    q != EFFECT_Q_IMMUNE && (q != EFFECT_Q_HOLDER || !h->holders_kept))
		h->read_beyond_grid = true;
	/* a city's extent, immunity and the holders read cards the question
	 * does not name */
	if (q == EFFECT_Q_RELATION || q == EFFECT_Q_IMMUNE || q == EFFECT_Q_HOLDER)
		h->read_around = true;
	switch (q) {
	case EFFECT_Q_ACTIVE:
		return s->active;
	case EFFECT_Q_OPPONENT:
		return valid_player(args[0]) ? 1 - args[0] : EFFECT_NONE;
	case EFFECT_Q_RESOURCES:
		h->read_stock = true;
		if (!valid_player(args[0]) || (args[1] != EFFECT_NONE && position(s, args[1]) < 0))
			return 0;
		return prin_resources(s, args[0], args[1] == EFFECT_NONE ? -1 : position(s, args[1]));
	case EFFECT_Q_ROOM:
		h->read_stock = true;
		return valid_player(args[0]) && position(s, args[1]) >= 0 ?
		       prin_room(s, args[0], position(s, args[1])) : 0;
	case EFFECT_Q_STOCK:
		h->read_stock = true;
		return valid_card(s, args[0]) ? s->card[args[0]].stock : 0;
	case EFFECT_Q_POINTS:
		if (!valid_player(args[0]))
			return 0;
		if (args[1] == PRIN_POINTS_VP)
			return prin_compute_vp(h, args[0]);
		if (args[1] >= PRIN_POINTS_STRENGTH && args[1] <= PRIN_POINTS_COMMERCE)
			return prin_card_points_sum(h, args[0], (enum prin_points)args[1]);
		return 0;
	case EFFECT_Q_CARD_POINTS:
		if (!valid_card(s, args[0]) || args[1] < 0 || args[1] >= PTS_COUNT)
			return 0;
		return prin_card_points(h, args[0], (enum prin_points)args[1]);
	case EFFECT_Q_HOLDER:
		if (args[0] == PRIN_ADV_STRENGTH || args[0] == PRIN_ADV_COMMERCE)
			return s->holder[args[0]] == PRIN_EMPTY ? EFFECT_NONE : s->holder[args[0]];
		return EFFECT_NONE;
	case EFFECT_Q_CARD:
		return card_attr(s, args[0], args[1]);
	case EFFECT_Q_RELATION:
		if (args[2] == PRIN_REL_NEAR)
			return near(s, args[0], args[1]);
		if (args[2] == PRIN_REL_SAME_CITY)
			return same_city(s, args[0], args[1]);
		return 0;
	case EFFECT_Q_IMMUNE:
		return prin_immune(h, args[0], args[1], -1);
	case EFFECT_Q_TOP: {
		int32_t top[1];
		return list_zone(s, args[0], top, 1) ? top[0] : EFFECT_NONE;
	}
	case EFFECT_Q_PHASE:
		return !h->no_phase && prin_in_effect_phase(s, args[0]);
	case EFFECT_Q_MEMORY:
		for (int i = 0; i < PRIN_MAX_MEMORY; i++)
			if (s->memory[i].card == args[0] && args[0] >= 0)
				return s->memory[i].value;
		return EFFECT_NONE;
	case EFFECT_Q_OPTION:
		return game_option_query(&s->opt.all, args[0]);
	case EFFECT_Q_ROLLED:
		return s->die > 0 ? s->die : EFFECT_NONE;
	default:
		return 0;
	}
}

/* A card leaves a principality: its remove handlers run afterwards. */
static void left_principality(struct prin_state *s, int card, int owner)
{
	prin_queue_trigger(s, card, EFFECT_ON_REMOVE, -1, owner, s->current_job.card);
}

/* Effects may move placed expansions, never the skeleton of a
 * principality (roads, settlements, cities, regions): a gap there would
 * leave cards on sites that no longer exist. */
static bool movable(const struct prin_state *s, int card)
{
	if (s->card[card].zone == Z_UNDER)
		return false;
	if (s->card[card].zone != Z_PRINCIPALITY)
		return true;
	int kind = prin_def_of(s, card)->kind;
	return kind != KIND_CENTER && kind != KIND_REGION;
}

/* Puts card into player's principality at its first free legal site. */
static int32_t place_anywhere(struct prin_state *s, int card, int player)
{
	const struct prin_def *d = prin_def_of(s, card);
	if (d->placement != PLACE_SETTLEMENT && d->placement != PLACE_CITY &&
	    d->placement != PLACE_OPPONENT_CITY)
		return 0;
	for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++) {
		for (int side = -1; side <= 1; side += 2) {
			int y = prin_free_site(s, player, s->card[card].def, x, side);
			if (y) {
				int was = prin_owner(s, card);
				bool from_grid = s->card[card].zone == Z_PRINCIPALITY;
				prin_place(s, card, player, x, y);
				if (from_grid)
					left_principality(s, card, was);
				prin_queue_trigger(s, card, EFFECT_ON_BUILD, -1, player, -1);
				return 1;
			}
		}
	}
	return 0;
}

static int32_t act_move(struct prin_host *h, int card, int32_t zone)
{
	struct prin_state *s = h->s;
	int z, who;
	bool top;
	if (!valid_card(s, card) || !map_zone(s, zone, card, &z, &who, &top) || !movable(s, card))
		return 0;
	/* a card's protections guard it against its owner's enemies: the
	 * Embassy's victim burning it is stopped by his own Fire Station */
	if (s->card[card].zone == Z_PRINCIPALITY &&
	    prin_owner(s, s->current_job.card) != prin_belongs_to(s, card) &&
	    prin_immune(h, card, s->current_job.card, -1))
		return 0;
	if (z == Z_PRINCIPALITY)
		return place_anywhere(s, card, who);
	if (z == Z_CENTER) {
		if (prin_def_of(s, card)->kind != KIND_CENTER)
			return 0;
		who = prin_def_of(s, card)->type;
	}
	int was = s->card[card].zone == Z_PRINCIPALITY ? s->card[card].who : -1;
	prin_move(s, card, z, who, top);
	if (was >= 0)
		left_principality(s, card, was);
	return 1;
}

/* What the stock acts of the running card ask of immunity once, kept
 * across them (they move no card): its owner (prin_owner), and of the
 * owner of each grid whose regions they reach the cards that may cover
 * it (cover_of), a bit per player in known. */
struct stock_acts {
	int actor;
	uint8_t known;
	uint32_t cover[PRIN_PLAYERS];
};

/* act_stock of the running card, as acts tells of it. */
static inline int32_t
stock_by(struct prin_host *h, struct stock_acts *acts, int card, int32_t n, bool add)
{
	struct prin_state *s = h->s;
	if (!valid_card(s, card) || s->card[card].zone != Z_PRINCIPALITY || !prin_is_region(s, card))
		return 0;
	int old = s->card[card].stock;
	int64_t v = add ? (int64_t)old + n : n;
	v = v < 0 ? 0 : v > PRIN_STOCK_MAX ? PRIN_STOCK_MAX : v;
	/* a region the act leaves as it is (the Plague's on an empty one)
	 * does 0 whether or not it is immune: immunity, a pure question,
	 * need not be asked */
	if (v == old)
		return 0;
	/* prin_immune, its owner's covering cards asked once */
	int owner = s->card[card].who;
	if (acts->actor != owner) {
		if (!((acts->known >> owner) & 1)) {
			acts->cover[owner] = cover_of(h, owner, s->current_job.card, -1);
			acts->known |= (uint8_t)(1u << owner);
		}
		if (acts->cover[owner] &&
		    immune_by(h, owner, acts->cover[owner], card, s->current_job.card, -1))
			return 0;
	}
	prin_set_stock(s, card, (int)v);
	return (int32_t)(v > old ? v - old : old - v);
}

static int32_t act_stock(struct prin_host *h, int card, int32_t n, bool add)
{
	struct stock_acts acts = { prin_owner(h->s, h->s->current_job.card), 0, { 0 } };
	return stock_by(h, &acts, card, n, add);
}

static int32_t act_swap(struct prin_state *s, int a, int b)
{
	struct spot p, q;
	if (!spot_of(s, a, &p) || !spot_of(s, b, &q) || a == b)
		return 0;
	prin_swap(s, a, b);
	return 1;
}

static int32_t act_transfer(struct prin_state *s, const int32_t *args)
{
	int from = args[0], to = args[1], r = position(s, args[2]), n = args[3];
	if (!valid_player(from) || !valid_player(to) || from == to || r < 0 || n <= 0)
		return 0;
	int have = prin_resources(s, from, r), room = prin_room(s, to, r);
	int k = n < have ? n : have;
	k = k < room ? k : room;
	prin_pay(s, from, r, k);
	prin_gain(s, to, r, k);
	return k;
}

static int32_t host_act_inner(struct prin_host *h, enum effect_act a, const int32_t *args)
{
	struct prin_state *s = h->s;
	switch (a) {
	case EFFECT_A_GAIN:
		if (!valid_player(args[0]) || position(s, args[1]) < 0 || args[2] <= 0)
			return 0;
		return prin_gain(s, args[0], position(s, args[1]), args[2]);
	case EFFECT_A_PAY:
		if (!valid_player(args[0]) || position(s, args[1]) < 0 || args[2] <= 0)
			return 0;
		return prin_pay(s, args[0], position(s, args[1]), args[2]);
	case EFFECT_A_TRANSFER:
		return act_transfer(s, args);
	case EFFECT_A_MOVE:
		return act_move(h, args[0], args[1]);
	case EFFECT_A_SET_STOCK:
		return act_stock(h, args[0], args[1], false);
	case EFFECT_A_ADD_STOCK:
		return act_stock(h, args[0], args[1], true);
	case EFFECT_A_SWAP:
		return act_swap(s, args[0], args[1]);
	case EFFECT_A_REVEAL:
		/* A hand shown to the other player stays open to him this turn;
		 * stacks shown to a player are already listed in his choices. */
		if (EFFECT_ZONE_KIND(args[0]) == PRIN_ZONE_HAND && valid_player(args[1]) &&
		    EFFECT_ZONE_WHO(args[0]) != args[1]) {
			s->player[args[1]].sees_hand = 1;
			return 1;
		}
		return 0;
	case EFFECT_A_SET_DIE:
		if (args[0] != PRIN_DIE_PRODUCTION || args[1] < 1 || args[1] > 6)
			return 0;
		s->next_die = (int8_t)args[1];
		return 1;
	case EFFECT_A_SHUFFLE: {
		int z, who;
		bool top;
		if (!map_zone(s, args[0], -1, &z, &who, &top) || z == Z_PRINCIPALITY || z == Z_CENTER)
			return 0;
		prin_shuffle(s, z, who);
		return 1;
	}
	case EFFECT_A_CANCEL:
		if (s->current_job.kind == JOB_GUARD)
			s->play_cancelled = 1;
		else if (valid_player(s->current_job.self))
			s->cancel_mask |= (uint8_t)(1u << s->current_job.self);
		return 1;
	case EFFECT_A_GRANT:
		if (!valid_player(args[0]) || args[1] < 0 || args[1] >= PRIN_GRANT_COUNT)
			return 0;
		s->player[args[0]].grants |= (uint8_t)(1u << args[1]);
		return 1;
	case EFFECT_A_DISCARD_TO_LIMIT:
		if (!valid_player(args[0]))
			return 0;
		s->player[args[0]].must_discard = 1;
		return 1;
	case EFFECT_A_REMEMBER:
		for (int i = 0; i < PRIN_MAX_MEMORY; i++) {
			if (s->memory[i].card == args[0] || s->memory[i].card < 0) {
				s->memory[i].card = (int16_t)args[0];
				s->memory[i].value = args[1];
				return 1;
			}
		}
		return 0;
	default:
		/* the fast game's destiny, the board game's pieces and promotions */
		return 0;
	}
}

/* Whether act a never moves a card onto a grid or off it: those that
 * change resources, stock, stacks off the grids (map_zone lets no shuffle
 * reach a grid), or marks of the match. Any other may. */
static bool leaves_grids(enum effect_act a)
{
	switch (a) {
	case EFFECT_A_GAIN: case EFFECT_A_PAY: case EFFECT_A_TRANSFER: case EFFECT_A_SET_STOCK:
	case EFFECT_A_ADD_STOCK: case EFFECT_A_REVEAL: case EFFECT_A_SET_DIE: case EFFECT_A_SHUFFLE:
	case EFFECT_A_CANCEL: case EFFECT_A_GRANT: case EFFECT_A_DISCARD_TO_LIMIT:
	case EFFECT_A_REMEMBER:
		return true;
	default:
		return false;
	}
}

static int32_t host_act(void *game, enum effect_act a, const int32_t *args)
{
	struct prin_host *h = game;
	h->read_beyond_grid = true;
	if (h->read_only)
		return 0;
	int32_t done = host_act_inner(h, a, args);
	if (!leaves_grids(a))
		h->grid_changes++;
	if (done)
		prin_refresh(h->s);
	return done;
}

/* The stock acts of a near loop's turns (struct effect_host stock_acts),
 * each as host_act makes it: the notes and the refusal of a read-only
 * host, the refresh after each act that did something. A stock act
 * moves no card: the running card keeps its owner across them, and each
 * grid the cards that may make its regions immune, found once (struct
 * stock_acts). */
static int host_stock_acts(void *game, enum effect_act what, const int32_t *cards, int n,
                           int32_t value, int32_t *done)
{
	struct prin_host *h = game;
	struct prin_state *s = h->s;
	if (what != EFFECT_A_ADD_STOCK && what != EFFECT_A_SET_STOCK)
		return -1;
	h->read_beyond_grid = true;
	struct stock_acts acts = { prin_owner(s, s->current_job.card), 0, { 0 } };
	for (int i = 0; i < n; i++) {
		done[i] = h->read_only ? 0 : stock_by(h, &acts, cards[i], value, what == EFFECT_A_ADD_STOCK);
		if (done[i])
			prin_refresh(s);
	}
	return n;
}

static int host_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	struct prin_host *h = game;
	const struct prin_state *s = h->s;
	int n = 0;
	if (l == EFFECT_L_NEAR_FIRST)
		return near_first_regions(h, a, b, out, max);   /* a pure near question */
	h->read_around = true;
	if (l != EFFECT_L_ZONE || !grid_zone(a))
		h->read_beyond_grid = true;
	switch (l) {
	case EFFECT_L_ZONE:
		return list_zone(s, a, out, max);
	case EFFECT_L_RESOURCES:
		for (int r = 0; r < s->cards->resource_count && n < max; r++)
			out[n++] = prin_resource_id(s, r);
		return n;
	case EFFECT_L_PLAYERS:
		if (!valid_player(a))
			a = s->active;
		for (int i = 0; i < PRIN_PLAYERS && n < max; i++)
			out[n++] = (a + i) % PRIN_PLAYERS;
		return n;
	case EFFECT_L_STACKS:
		for (int i = 0; i < s->stack_count && n < max; i++)
			if ((i < PRIN_MAX_STACKS ? s->ix.stack_size[i] :
			                           prin_count(s, Z_STACK, i)) > 0)
				out[n++] = i;   /* prin_count's answer, read in place */
		return n;
	case EFFECT_L_COUNTERS: {
		if (!valid_player(a) || !valid_card(s, b))
			return 0;
		int list[PRIN_MAX_INSTANCES];
		int count = prin_list(s, Z_HAND, a, list, PRIN_MAX_INSTANCES);
		for (int i = 0; i < count && n < max; i++) {
			const struct prin_def *d = prin_def_of(s, list[i]);
			if (!(d->handlers & (1u << EFFECT_ON_ATTACKED)))
				continue;
			struct effect_context ctx = { a, list[i], b };
			for (int c = effect_find_handler(prin_program(s, d), EFFECT_ON_ATTACKED, -1, 0); c >= 0;
			     c = effect_find_handler(prin_program(s, d), EFFECT_ON_ATTACKED, -1, (size_t)c + 1)) {
				if (effect_clause_accepts(prin_program(s, d), (size_t)c, &ctx, b, &prin_effect_host, h)) {
					out[n++] = list[i];
					break;
				}
			}
		}
		return n;
	}
	default:
		return 0;
	}
}

static int32_t host_roll(void *game, int32_t sides)
{
	struct prin_host *h = game;
	h->read_beyond_grid = true;
	if (h->read_only || sides < 1)
		return 1;
	/* a roll the sandbox fixed (die-next) is used once, by the next card */
	int fixed = h->s->next_roll;
	h->s->next_roll = 0;
	if (fixed >= 1 && fixed <= sides)
		return fixed;
	return (int32_t)rng_below(&h->s->rng, (uint64_t)sides) + 1;
}

/* Whether card's attribute attr is one of values. */
static inline bool attr_in(const struct prin_state *s, int card, int32_t attr,
                           const int32_t *values, int count)
{
	int32_t v = card_attr(s, card, attr);
	for (int j = 0; j < count; j++)
		if (values[j] == v)
			return true;
	return false;
}

/* The cards of the grid list pl that pass, as host_select would keep them;
 * one value of the card's own attributes is compared without a call. */
static int select_listed(const struct prin_state *s, const uint8_t *list, int n, int32_t attr,
                         const int32_t *values, int count, int32_t *out)
{
	int kept = 0;
	if (count == 1 && (attr == EFFECT_ATTR_CARD || attr == EFFECT_ATTR_TYPE ||
	                   attr == EFFECT_ATTR_KIND)) {
		/* a loop for each attribute, so that each card costs its loads
		 * and a compare (the Productive Year's Garrisons, the Civil
		 * War's units) */
		const struct prin_def *def = s->cards->def;
		const struct prin_instance *in = s->card;
		int32_t want = values[0];
		if (attr == EFFECT_ATTR_CARD) {
			for (int i = 0; i < n; i++) {
				int c = list[i];
				out[kept] = c;
				kept += def[in[c].def].db_index == want;
			}
		} else if (attr == EFFECT_ATTR_TYPE) {
			for (int i = 0; i < n; i++) {
				int c = list[i];
				out[kept] = c;
				kept += def[in[c].def].type == want;
			}
		} else {
			for (int i = 0; i < n; i++) {
				int c = list[i];
				out[kept] = c;
				kept += def[in[c].def].kind == want;
			}
		}
		return kept;
	}
	if (attr == EFFECT_ATTR_CARD) {
		/* a list of cards, (card abbey library): printed on the def;
		 * two (the Progress's) compared without a loop */
		if (count < 1)
			return 0;
		const struct prin_def *def = s->cards->def;
		const struct prin_instance *in = s->card;
		int32_t first = values[0], second = count > 1 ? values[1] : values[0];
		for (int i = 0; i < n; i++) {
			int c = list[i];
			int32_t v = def[in[c].def].db_index;
			bool yes = (v == first) | (v == second);
			for (int j = 2; j < count; j++)
				yes |= values[j] == v;
			out[kept] = c;
			kept += yes;
		}
		return kept;
	}
	for (int i = 0; i < n; i++)
		if (attr_in(s, list[i], attr, values, count))
			out[kept++] = list[i];
	return kept;
}

/* The cards on who's grid that are copies of the cards values name (db
 * indexes), in grid order, as select_listed would keep them from his
 * placed[] while it holds every card of his grid and all of them are his:
 * found among the few copies of each named card (neighbours in card[]:
 * prin_first_instance) rather than by a walk of the grid (the Productive
 * Year's Garrisons, the Progress's Abbeys and Libraries). -1 for a name
 * beyond the table (card_def), left to that walk. */
static int select_named(const struct prin_state *s, int who, const int32_t *values, int count,
                        int32_t *out)
{
	int kept = 0;
	for (int j = 0; j < count; j++) {
		int32_t id = values[j];
		if (id < 0 || id >= PRIN_MAX_DB_CARDS)
			return -1;
		int def = s->cards->card_def[id], named_before = 0;
		for (int k = 0; k < j; k++)
			named_before |= values[k] == id;
		if (def == PRIN_NO_DEF || named_before)
			continue;
		for (int c = prin_first_instance(s, def); c < s->instance_count && s->card[c].def == def;
		     c++) {
			const struct prin_instance *in = &s->card[c];
			if (in->zone != Z_PRINCIPALITY || in->who != who)
				continue;
			/* into its place by cell: the grid order */
			int at = kept++;
			for (; at > 0 && s->card[out[at - 1]].order > in->order; at--)
				out[at] = out[at - 1];
			out[at] = c;
		}
	}
	return kept;
}

/* The grid list that holds every card of zone, where one does and max
 * holds it: lands are the region index while it holds them all, a
 * principality without foreign cards its placed[] (see list_zone). Its
 * cards in *list, their count returned; -1 where the zone is to be
 * listed. */
static int grid_list(const struct prin_state *s, int32_t zone, int max, const uint8_t **list)
{
	int kind = EFFECT_ZONE_KIND(zone), who = EFFECT_ZONE_WHO(zone);
	if (zone < 0 || !valid_player(who) || max < PRIN_MAX_INDEXED)
		return -1;
	const struct prin_player_index *pl = &s->ix.player[who];
	if (kind == PRIN_ZONE_LANDS && pl->region_count < PRIN_MAX_INDEXED) {
		*list = pl->region;
		return pl->region_count;
	}
	if (kind == PRIN_ZONE_PRINCIPALITY && pl->foreign_count == 0 &&
	    s->ix.player[1 - who].foreign_count == 0 && pl->placed_count < PRIN_MAX_PLACED &&
	    pl->placed_count <= max) {
		*list = pl->placed;
		return pl->placed_count;
	}
	return -1;
}

/* host->select: list_zone's cards whose attribute is one of values, from
 * the zone's grid list where it has one, walked where it lies. */
static int host_select(void *game, int32_t zone, int32_t attr, const int32_t *values, int count,
                       int32_t *out, int max)
{
	const struct prin_state *s = ((struct prin_host *)game)->s;
	int who = EFFECT_ZONE_WHO(zone);
	((struct prin_host *)game)->read_around = true;
	if (!grid_zone(zone))
		((struct prin_host *)game)->read_beyond_grid = true;
	const uint8_t *list;
	int n = grid_list(s, zone, max, &list);
	if (n >= 0 && list == s->ix.player[who].placed) {
		const struct prin_player_index *pl = &s->ix.player[who];
		/* his regions are the region index, in the same grid order,
		 * while it holds them all (the Plague's walk) */
		if (attr == EFFECT_ATTR_KIND && count == 1 && values[0] == KIND_REGION &&
		    pl->region_count < PRIN_MAX_INDEXED) {
			for (int i = 0; i < pl->region_count; i++)
				out[i] = pl->region[i];
			return pl->region_count;
		}
		int named = attr == EFFECT_ATTR_CARD ? select_named(s, who, values, count, out) : -1;
		if (named >= 0)
			return named;
	}
	if (n >= 0)
		return select_listed(s, list, n, attr, values, count, out);
	int32_t all[PRIN_MAX_INSTANCES];
	n = list_zone(s, zone, all, max < PRIN_MAX_INSTANCES ? max : PRIN_MAX_INSTANCES);
	int kept = 0;
	for (int i = 0; i < n; i++)
		if (attr_in(s, all[i], attr, values, count))
			out[kept++] = all[i];
	return kept;
}

/* Whether a card of the grid list pl has attribute attr first or second. */
static bool any_listed(const struct prin_state *s, const uint8_t *list, int n, int32_t attr,
                       int32_t first, int32_t second)
{
	const struct prin_def *def = s->cards->def;
	const struct prin_instance *in = s->card;
	if (attr == EFFECT_ATTR_KIND) {
		for (int i = 0; i < n; i++) {
			int32_t v = def[in[list[i]].def].kind;
			if (v == first || v == second)
				return true;
		}
		return false;
	}
	if (attr == EFFECT_ATTR_TYPE) {
		for (int i = 0; i < n; i++) {
			int32_t v = def[in[list[i]].def].type;
			if (v == first || v == second)
				return true;
		}
		return false;
	}
	for (int i = 0; i < n; i++) {
		int32_t v = card_attr(s, list[i], attr);
		if (v == first || v == second)
			return true;
	}
	return false;
}

/* Whether who's grid holds a copy of the card first or second names (db
 * indexes), where select_named would list them: among the few copies of
 * each (the Printing Office's University); -1 for a name beyond the
 * table, left to the walk of his grid. */
static int any_named(const struct prin_state *s, int who, int32_t first, int32_t second)
{
	const int32_t ids[2] = { first, second };
	for (int j = 0; j < (second == first ? 1 : 2); j++) {
		if (ids[j] < 0 || ids[j] >= PRIN_MAX_DB_CARDS)
			return -1;
		int def = s->cards->card_def[ids[j]];
		if (def == PRIN_NO_DEF)
			continue;
		for (int c = prin_first_instance(s, def); c < s->instance_count && s->card[c].def == def;
		     c++)
			if (s->card[c].zone == Z_PRINCIPALITY && s->card[c].who == who)
				return 1;
	}
	return 0;
}

/* EFFECT_Q_SELECT_ANY (zone, attr, first, second): whether host_select
 * would list a card of zone whose attr is first or second, where it would
 * walk a grid list, from the first such card on that list; 0 (cannot
 * say) where it would list the zone. Notes what host_select notes. */
static int32_t select_any(struct prin_host *h, const int32_t *args)
{
	int32_t zone = args[0];
	if (!grid_zone(zone) || !valid_player(EFFECT_ZONE_WHO(zone)) ||
	    EFFECT_LIST_MAX < PRIN_MAX_INDEXED)
		return 0;
	h->read_around = true;
	const uint8_t *list;
	int who = EFFECT_ZONE_WHO(zone);
	int n = grid_list(h->s, zone, EFFECT_LIST_MAX, &list);
	if (n < 0)
		return 0;
	if (args[1] == EFFECT_ATTR_CARD && list == h->s->ix.player[who].placed) {
		int named = any_named(h->s, who, args[2], args[3]);
		if (named >= 0)
			return EFFECT_SELECT_ANY(named);
	}
	return EFFECT_SELECT_ANY(any_listed(h->s, list, n, args[1], args[2], args[3]));
}

const struct effect_host prin_effect_host = { host_query, host_act, host_list, host_roll,
                                              host_near, host_select, host_stock_acts };
