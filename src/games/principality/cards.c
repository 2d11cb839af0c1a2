/*
 * cards: what the rules read of the card database, built once per database.
 *
 * A match state holds card instances as small indexes into this table, and
 * a pointer to the table itself, so the table must outlive every match of
 * its database and must never change: the game's load builds it, every
 * match on the database reads it, and unload frees it after the last one.
 * A card's compiled effect is read from the database itself (prin_program).
 */
#include <stdlib.h>
#include <string.h>

#include "games/principality/internal.h"
#include "core/i18n.h"

/* What the rules need to know of a card's effect without running it. */
static void describe_program(struct prin_def *d, const struct effect_program *program)
{
	bool refuses;
	uint32_t asks = effect_program_asks(program, &refuses);
	d->plain_play = !refuses && !(asks & PRIN_FOLDED_DECISIONS);
	int on_play = effect_find_handler(program, EFFECT_ON_PLAY, -1, 0);
	d->rolls_first = !refuses && on_play >= 0 &&
	                 effect_rolls_before_asking(program, (size_t)on_play, PRIN_FOLDED_DECISIONS);
	int32_t phase = -1;
	d->play_phase = (int8_t)(effect_playable_phase(program, &phase) && phase >= 0 &&
	                         phase < PRIN_PHASE_COUNT ? phase : -1);
	d->phaseless = !effect_program_queries(program, EFFECT_Q_PHASE);
	size_t n = effect_clause_count(program);
	for (size_t i = 0; i < n; i++) {
		const struct effect_clause *cl = effect_clause_at(program, i);
		switch (cl->kind) {
		case EFFECT_CLAUSE_ON:
			d->handlers |= (uint16_t)(1u << cl->what);
			break;
		case EFFECT_CLAUSE_MODIFY:
			d->modifiers |= (uint16_t)(1u << cl->what);
			break;
		case EFFECT_CLAUSE_IMMUNE:
			d->immune = true;
			break;
		case EFFECT_CLAUSE_PLAYABLE:
			d->playable = true;
			break;
		case EFFECT_CLAUSE_UNGATED:
			d->ungated = true;
			break;
		default:
			break;
		}
	}
}

static uint64_t cost_word(const uint8_t cost[PRIN_MAX_RESOURCES], int resource_count)
{
	uint64_t word = 0;
	for (int r = 0; r < resource_count && r < PRIN_MAX_RESOURCES; r++) {
		if (cost[r] >= 0x80)
			return PRIN_COST_WORD_NONE;
		word |= (uint64_t)cost[r] << (8 * r);
	}
	return word;
}

_Static_assert(PRIN_MAX_SIDES <= 64, "a side mask holds every side");
_Static_assert(PRIN_MAX_RESOURCES <= 8, "a resource mask is a byte");
_Static_assert((PRIN_MAX_RESOURCES - 1) * (PRIN_MAX_RESOURCES + 2) / 2 * sizeof(struct action) <=
               UINT16_MAX, "a block's bytes fit their column");
_Static_assert(PRIN_OFFER_SINGLE_MOVES >= PRIN_OFFER_MID_MOVES &&
               PRIN_OFFER_MID_MOVES >= PRIN_OFFER_SHORT_MOVES &&
               PRIN_OFFER_SHORT_MOVES >= PRIN_OFFER_DOUBLE_MOVES &&
               PRIN_OFFER_REACH >= PRIN_OFFER_MOVE &&
               PRIN_OFFER_REACH >= PRIN_OFFER_MID_HALVES * PRIN_OFFER_HALF &&
               PRIN_OFFER_MID_HALVES >= PRIN_OFFER_SHORT_HALVES &&
               PRIN_OFFER_SHORT_HALVES >= PRIN_OFFER_TINY_HALVES,
               "no move reaches further past a block's end than PRIN_OFFER_REACH");

static uint8_t side_resources(const int16_t side[2])
{
	return (uint8_t)((1u << side[0]) | (side[1] >= 0 ? 1u << side[1] : 0));
}

static struct action offer(const struct principality_cards *t, int give, int take)
{
	return (struct action){ A_OFFER, { t->side[give][0], t->side[give][1], t->side[take][0],
	                                   t->side[take][1], 0 } };
}

/* 3 to the power r: the weight of resource r's digit in a state of the
 * opponent (struct principality_cards, offer_state). */
static int digit_weight(int r)
{
	int weight = 1;
	while (r-- > 0)
		weight *= 3;
	return weight;
}

/* What the opponent can give of resource r in state: 0, 1 or 2. */
static int state_digit(int state, int r)
{
	return state / digit_weight(r) % 3;
}

/* Whether the opponent can give side h in state. */
static bool side_fits(const struct principality_cards *t, int h, int state)
{
	int r0 = t->side[h][0], r1 = t->side[h][1];
	if (r1 == r0)
		return state_digit(state, r0) == 2;
	return state_digit(state, r0) >= 1 && (r1 < 0 || state_digit(state, r1) >= 1);
}

/* How short every block of a single given in state is (each holds some
 * of the sides he can give): PRIN_OFFER_TINY, PRIN_OFFER_SHORT,
 * PRIN_OFFER_MID or none of them; a tier also bounds every block of a
 * side of two given (legal-trade.c moves those in its own count of
 * halves): they take a single resource he can give once, each but the
 * side's own. */
static uint32_t blocks_tier(const struct principality_cards *t, int state)
{
	size_t bytes = 0, pair_bytes = 0;
	for (int h = 0; h < t->side_count; h++)
		bytes += side_fits(t, h, state) ? sizeof(struct action) : 0;
	for (int h = 0; h < t->resource_count; h++)
		pair_bytes += side_fits(t, h, state) ? sizeof(struct action) : 0;
	if (bytes <= PRIN_OFFER_TINY_MOVES * PRIN_OFFER_MOVE &&
	    pair_bytes <= PRIN_OFFER_TINY_HALVES * PRIN_OFFER_HALF)
		return PRIN_OFFER_TINY;
	if (bytes <= PRIN_OFFER_SHORT_MOVES * PRIN_OFFER_MOVE &&
	    pair_bytes <= PRIN_OFFER_SHORT_HALVES * PRIN_OFFER_HALF)
		return PRIN_OFFER_SHORT;
	return bytes <= PRIN_OFFER_MID_MOVES * PRIN_OFFER_MOVE &&
	                       pair_bytes <= PRIN_OFFER_MID_HALVES * PRIN_OFFER_HALF
	               ? PRIN_OFFER_MID
	               : 0;
}

/* Lays out the block of the offers giving side g in state at *used of
 * blocks (only counted when blocks is NULL), moves *used past it, and
 * returns its offset (struct principality_cards, offer_single), its
 * bytes in *bytes. */
static uint32_t offer_block(const struct principality_cards *t, int g, int state,
                            unsigned char *blocks, size_t *used, uint16_t *bytes)
{
	size_t at = *used;
	for (int h = 0; h < t->side_count; h++)
		if (((t->side_pairs[g] >> h) & 1) && side_fits(t, h, state)) {
			struct action a = offer(t, g, h);
			if (blocks)
				memcpy(blocks + *used, &a, sizeof a);
			*used += sizeof a;
		}
	*bytes = (uint16_t)(*used - at);
	return (uint32_t)at;
}

/* Fills the offsets, bytes and tiers of the blocks of offers and, when
 * blocks is not NULL, the blocks; returns their bytes. A block depends
 * only on what the opponent can give of the resources the side given
 * lacks: the states that differ in those of the side given share the
 * block of the state without them, laid out before them. */
static size_t lay_out_offers(struct principality_cards *t, unsigned char *blocks)
{
	int nr = t->resource_count, doubles = t->side_count - nr, states = digit_weight(nr);
	size_t used = 0;
	for (int state = 0; state < states; state++) {
		t->offer_tier[state] = (uint8_t)blocks_tier(t, state);
		for (int g = 0; g < nr; g++) {
			size_t at = (size_t)state * (size_t)nr + (size_t)g;
			int digit = state_digit(state, g);
			if (digit) {
				size_t same = at - (size_t)(digit * digit_weight(g) * nr);
				t->offer_single[at] = t->offer_single[same];
				t->offer_single_bytes[at] = t->offer_single_bytes[same];
			} else {
				t->offer_single[at] = offer_block(t, g, state, blocks, &used,
				                                  &t->offer_single_bytes[at]);
			}
		}
	}
	for (unsigned once = 0; once < 1u << nr; once++)
		for (int g = nr; g < t->side_count; g++) {
			size_t at = once * (unsigned)doubles + (unsigned)(g - nr);
			unsigned shared = once & side_resources(t->side[g]);
			if (shared) {
				size_t same = at - shared * (unsigned)doubles;
				t->offer_double[at] = t->offer_double[same];
				t->offer_double_bytes[at] = t->offer_double_bytes[same];
			} else {
				t->offer_double[at] = offer_block(t, g, t->offer_state[once], blocks, &used,
				                                  &t->offer_double_bytes[at]);
			}
		}
	return used;
}

/* The blocks of offers for legal-trade.c (struct principality_cards,
 * offer_single), each state of the opponent's resources with each side
 * given, sized by the resource count. Returns -1 when they do not fit. */
static int describe_offers(struct principality_cards *t)
{
	int nr = t->resource_count, states = digit_weight(nr);
	for (unsigned m = 0; m < 1u << PRIN_MAX_RESOURCES; m++)
		for (int r = 0; r < nr; r++)
			t->offer_state[m] = (uint16_t)(t->offer_state[m] + ((m >> r) & 1) * digit_weight(r));
	size_t singles = (size_t)states * (size_t)nr;
	size_t doubles = ((size_t)t->side_count - (size_t)nr) << nr;
	/* + 1: never none */
	t->offer_single = calloc(singles + doubles + 1, sizeof *t->offer_single);
	t->offer_single_bytes = calloc(singles + doubles + 1, sizeof *t->offer_single_bytes);
	t->offer_tier = calloc((size_t)states, sizeof *t->offer_tier);
	if (!t->offer_single || !t->offer_single_bytes || !t->offer_tier)
		return -1;
	t->offer_double = t->offer_single + singles;
	t->offer_double_bytes = t->offer_single_bytes + singles;
	size_t bytes = lay_out_offers(t, NULL);
	if (bytes > UINT32_MAX)
		return -1;
	t->offer_blocks = calloc(1, bytes + PRIN_OFFER_REACH);
	if (!t->offer_blocks)
		return -1;
	lay_out_offers(t, t->offer_blocks);
	t->offer_span += (int)((PRIN_OFFER_REACH + sizeof(struct action) - 1) / sizeof(struct action));
	return 0;
}

/* The rows of trades with the supply for legal-trade.c (struct
 * principality_cards, trade_rows). Returns -1 when they do not fit. */
static int describe_trades(struct principality_cards *t)
{
	int nr = t->resource_count;
	t->trade_units = (nr - 1 + PRIN_TRADE_UNIT - 1) / PRIN_TRADE_UNIT;
	if (t->trade_units < PRIN_TRADE_FIXED_UNITS)
		t->trade_units = PRIN_TRADE_FIXED_UNITS;
	size_t row_bytes = (size_t)t->trade_units * PRIN_TRADE_UNIT * sizeof(struct action);
	_Static_assert(PRIN_TRADE_UNIT * sizeof(struct action) == 3 * sizeof(uint64_t),
	               "a unit of trades is three words");
	t->trade_rows = calloc(((size_t)1 << nr) + 1, row_bytes); /* + 1: never none */
	if (!t->trade_rows)
		return -1;
	for (unsigned m = 0; m < 1u << PRIN_MAX_RESOURCES; m++)
		for (int r = 0; r < nr; r++)
			t->trade_count[m] = (uint8_t)(t->trade_count[m] + ((m >> r) & 1));
	for (unsigned m = 0; m < 1u << nr; m++) {
		unsigned char *row = (unsigned char *)t->trade_rows + m * row_bytes;
		for (int r = 0; r < nr; r++)
			if ((m >> r) & 1) {
				struct action a = { A_TRADE, { 0, 0, (int16_t)r, 0, 0 } };
				memcpy(row, &a, sizeof a);
				row += sizeof a;
			}
	}
	return 0;
}

/* Writes the ways to pay two resources in state into pairs (only counted
 * when pairs is NULL), in the order legal-end.c lists them: by the first
 * resource, each paid twice where he has it twice and then with each
 * later one he has. Returns how many. */
static uint32_t lay_out_ways(const struct principality_cards *t, int state, uint32_t *pairs)
{
	uint32_t n = 0;
	for (int r0 = 0; r0 < t->resource_count; r0++) {
		int digit = state_digit(state, r0);
		if (digit == 0)
			continue;
		for (int r1 = digit == 2 ? r0 : r0 + 1; r1 < t->resource_count; r1++)
			if (state_digit(state, r1) >= 1) {
				if (pairs)
					pairs[n] = (uint32_t)r0 | (uint32_t)r1 << 16;
				n++;
			}
	}
	return n;
}

/* The ways to pay a search of two for legal-end.c (struct
 * principality_cards, search_ways), in one allocation with their places.
 * Returns -1 when they do not fit. */
static int describe_searches(struct principality_cards *t)
{
	_Static_assert(PRIN_MAX_RESOURCES * (PRIN_MAX_RESOURCES + 1) / 2 < 1 << PRIN_WAYS_SHIFT,
	               "a state's count of ways fits below its place");
	int states = digit_weight(t->resource_count);
	size_t ways = 0;
	for (int state = 0; state < states; state++)
		ways += lay_out_ways(t, state, NULL);
	if (ways > UINT32_MAX >> PRIN_WAYS_SHIFT)
		return -1;
	t->search_ways = calloc((size_t)states + ways + 1, sizeof *t->search_ways); /* + 1: never none */
	if (!t->search_ways)
		return -1;
	t->search_pairs = t->search_ways + states;
	uint32_t at = 0;
	for (int state = 0; state < states; state++) {
		uint32_t n = lay_out_ways(t, state, t->search_pairs + at);
		t->search_ways[state] = at << PRIN_WAYS_SHIFT | n;
		at += n;
	}
	return 0;
}

/* Frees what describe_offers, describe_trades and describe_searches
 * allocated. */
static void release_offers(const struct principality_cards *t)
{
	free(t->offer_single);
	free(t->offer_single_bytes);
	free(t->offer_tier);
	free(t->offer_blocks);
	free(t->trade_rows);
	free(t->search_ways);
}

/* The sides of an offer: every single resource, then every pair. */
static void describe_sides(struct principality_cards *t)
{
	int n = 0, nr = t->resource_count;
	for (int a = 0; a < nr; a++) {
		t->side[n][0] = (int16_t)a;
		t->side[n++][1] = -1;
	}
	for (int a = 0; a < nr; a++)
		for (int b = a; b < nr; b++) {
			t->side[n][0] = (int16_t)a;
			t->side[n++][1] = (int16_t)b;
		}
	t->side_count = n;
	for (int i = 0; i < n; i++) {
		bool pair = t->side[i][1] >= 0, twice = t->side[i][0] == t->side[i][1];
		unsigned need = side_resources(t->side[i]);
		t->side_pairs[i] = 0;
		for (int j = 0; j < n; j++)
			if (!(pair && t->side[j][1] >= 0) && !(need & side_resources(t->side[j])))
				t->side_pairs[i] |= 1ull << j;
		for (int j = 0; j < n; j++)
			t->offer_span += (int)((t->side_pairs[i] >> j) & 1);
		for (unsigned m = 0; m < 1u << PRIN_MAX_RESOURCES; m++)
			if (!(need & ~m)) {
				if (twice)
					t->sides_twice[m] |= 1ull << i;
				else
					t->sides_once[m] |= 1ull << i;
			}
	}
}

/* The prerequisites of each card as defs: a prerequisite that is no
 * principality card can never be on a grid, and is left out. */
static void describe_prerequisites(struct principality_cards *t, const struct carddb *db)
{
	for (int def = 0; def < t->def_count; def++) {
		const struct carddb_card *c = &db->cards[t->def[def].db_index];
		t->def[def].needs_prereq = c->prereq_count > 0;
		t->def[def].prereq_expansions = true;
		for (int k = 0; k < c->prereq_count; k++)
			for (int other = 0; other < t->def_count; other++)
				if (t->def[other].db_index == db->prereqs[c->prereq_first + k]) {
					t->prereq_defs[def][other / 64] |= 1ull << (other % 64);
					if (t->def[other].kind == KIND_CENTER || t->def[other].kind == KIND_REGION)
						t->def[def].prereq_expansions = false;
				}
	}
}

static void describe_compactly(struct principality_cards *t)
{
	for (int def = 0; def < t->def_count; def++) {
		const struct prin_def *d = &t->def[def];
		if (d->kind != KIND_ACTION && d->kind != KIND_EVENT && d->kind != KIND_REGION)
			t->facts[def] |= PRIN_FACT_BUILT;
		if ((t->facts[def] & PRIN_FACT_BUILT) && d->cost_word != PRIN_COST_WORD_NONE)
			t->facts[def] |= PRIN_FACT_PRICED;
		t->cost_word[def] = (t->facts[def] & PRIN_FACT_PRICED) ? d->cost_word
		                                                        : PRIN_COST_WORD_UNPAID;
		if (d->kind == KIND_ACTION && (d->handlers & (1u << EFFECT_ON_PLAY)))
			t->facts[def] |= PRIN_FACT_ON_PLAY;
		/* a card timed by its phase alone (legal-play.c, plays_of) */
		if ((t->facts[def] & PRIN_FACT_ON_PLAY) &&
		    (d->play_phase < 0 || prin_phase_is_effect_phase(PH_ACTION, d->play_phase)))
			t->facts[def] |= PRIN_FACT_ACTION_PLAY;
		if ((t->facts[def] & PRIN_FACT_ON_PLAY) &&
		    (d->play_phase >= 0 ? prin_phase_is_effect_phase(PH_BEFORE_ROLL, d->play_phase)
		                        : !d->phaseless))
			t->facts[def] |= PRIN_FACT_ROLL_PLAY;
		if ((t->facts[def] & PRIN_FACT_ON_PLAY) && d->playable && d->play_phase < 0)
			t->facts[def] |= PRIN_FACT_ASKED;
		if (t->db->cards[d->db_index].count == 1)
			t->facts[def] |= PRIN_FACT_ONE_COPY;
		if ((d->kind == KIND_BUILDING || d->kind == KIND_UNIT) &&
		    d->placement != PLACE_OPPONENT_CITY)
			t->demolishable[def] = 1;
	}
}

/* The def's only immune clause against a face, and that face: found
 * among the faces below PRIN_IMMUNE_FACES, the ones a table describes. */
static void describe_face_clause(struct principality_cards *t, int def,
                                 const struct effect_program *program)
{
	for (int face = 0; face < PRIN_IMMUNE_FACES; face++) {
		int clause = effect_face_clause(program, face);
		if (clause < 0)
			continue;
		if (t->immune_face_clause[def] >= 0) {   /* clauses against two faces */
			t->immune_face_clause[def] = -1;
			t->immune_face_of[def] = -1;
			return;
		}
		t->immune_face_clause[def] = (int8_t)clause;
		t->immune_face_of[def] = (int8_t)face;
	}
}

/* Sets bit which of immune_simple[def] when clause's filter is one that
 * immune_by may test itself (see immune_simple). */
static void describe_simple(struct principality_cards *t, int def,
                            const struct effect_program *program, int which, int clause)
{
	struct effect_simple_filter *f = &t->immune_filter[def][which];
	if (clause < 0 || !effect_simple_filter(program, (size_t)clause, f))
		return;
	if (f->attr == EFFECT_ATTR_OWNER)
		return;   /* asked off the grids, it notes a look beyond them */
	if (f->relation >= 0 && f->relation != PRIN_REL_NEAR && f->relation != PRIN_REL_SAME_CITY)
		return;
	t->immune_simple[def] |= (uint8_t)(1u << which);
}

/* What the immune clauses of each def could cover (immune_faces,
 * immune_threats), asked of effect_may_be_immune once per face and per
 * threatening def: it answers for a face and a card apart, and true for
 * both when either part is. */
static void describe_immunities(struct principality_cards *t, const struct carddb *db)
{
	for (int def = 0; def < t->def_count; def++) {
		t->immune_listed[def] = -1;
		t->immune_face_clause[def] = -1;
		t->immune_face_of[def] = -1;
		t->immune_simple[def] = 0;
		if (!t->def[def].immune)
			continue;
		const struct effect_program *program = db->cards[t->def[def].db_index].program;
		t->immune_listed[def] = (int8_t)effect_threat_listed(program);
		describe_face_clause(t, def, program);
		describe_simple(t, def, program, 0, t->immune_listed[def]);
		describe_simple(t, def, program, 1, t->immune_face_clause[def]);
		for (int face = 0; face < PRIN_IMMUNE_FACES; face++)
			if (effect_may_be_immune(program, false, EFFECT_NONE, face))
				t->immune_faces[def] |= 1u << face;
		for (int threat = 0; threat < t->def_count; threat++)
			if (effect_may_be_immune(program, true, t->def[threat].db_index, -1))
				t->immune_threats[def][threat / 64] |= 1ull << (threat % 64);
		for (int w = 0; w < (PRIN_MAX_DEFS + 63) / 64; w++)
			t->immune_threatened[w] |= t->immune_threats[def][w];
	}
}

static int build(struct principality_cards *t, const struct carddb *db, struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, NULL, NULL, NULL, 0, 0);
	size_t before = diag_list_total(diags);
	memset(t, 0, sizeof *t);
	t->db = db;
	t->digest = db->digest;
	memset(t->resource_position, -1, sizeof t->resource_position);
	for (int r = 0; r < PRIN_MAX_RESOURCES; r++)
		t->resource_id[r] = -1;
	if (db->resource_count > PRIN_MAX_DB_RESOURCES)
		diag_add(diags, &where, _("more than %d resources in the card database"),
		         PRIN_MAX_DB_RESOURCES);
	for (size_t i = 0; i < db->resource_count && i < PRIN_MAX_DB_RESOURCES; i++) {
		const struct carddb_resource *r = &db->resources[i];
		if (r->game != GAME_PRINCIPALITY)
			continue;
		if (r->position >= PRIN_MAX_RESOURCES) {
			diag_add(diags, &where, _("resource %s: the principality game has room for %d resources"),
			         r->key, PRIN_MAX_RESOURCES);
			continue;
		}
		t->resource_id[r->position] = (int)i;
		t->resource_position[i] = (int8_t)r->position;
		if (r->position + 1 > t->resource_count)
			t->resource_count = r->position + 1;
	}
	for (int r = 0; r < t->resource_count; r++)
		if (t->resource_id[r] < 0)
			diag_add(diags, &where, _("no principality resource has position %d"), r);
	t->type_road = carddb_type_by_key(db, GAME_PRINCIPALITY, "road");
	t->type_settlement = carddb_type_by_key(db, GAME_PRINCIPALITY, "settlement");
	t->type_city = carddb_type_by_key(db, GAME_PRINCIPALITY, "city");
	if (t->type_road < 0 || t->type_settlement < 0 || t->type_city < 0)
		diag_add(diags, &where, "%s", _("the principality game needs the card types road, settlement and city"));
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *c = &db->cards[i];
		if (c->game != GAME_PRINCIPALITY)
			continue;
		if (t->def_count == PRIN_MAX_DEFS) {
			diag_add(diags, &where, _("more than %d principality cards"), PRIN_MAX_DEFS);
			break;
		}
		struct prin_def *d = &t->def[t->def_count++];
		d->db_index = (int)i;
		d->type = c->type;
		d->kind = (uint8_t)db->types[c->type].kind;
		d->placement = (uint8_t)c->placement;
		d->deck = (uint8_t)c->deck;
		d->produces = (int8_t)(c->produces >= 0 ? db->resources[c->produces].position : -1);
		d->die = (uint8_t)c->die;
		if (d->kind == KIND_REGION && d->die >= 1u << PRIN_DIE_BITS)
			diag_add(diags, &where, _("card %s: a region's die number is at most %d"), c->key,
			         (1 << PRIN_DIE_BITS) - 1);
		d->vp = (uint8_t)c->vp;
		d->strength = (uint8_t)c->strength;
		d->tournament = (uint8_t)c->tournament;
		d->commerce = (uint8_t)c->commerce;
		for (int r = 0; r < PRIN_MAX_RESOURCES; r++)
			d->cost[r] = c->cost[r];
		d->cost_word = cost_word(d->cost, t->resource_count);
		d->unique = c->unique_per_player;
		d->base_set = db->sets[c->set].base;
		describe_program(d, c->program);
		if (d->modifiers & (1u << PRIN_MOD_TRADE_RATE))
			d->rates_touched = prin_rates_touched(c->program, t->resource_id, t->resource_count);
	}
	memset(t->card_def, PRIN_NO_DEF, sizeof t->card_def);
	for (int def = 0; def < t->def_count; def++)
		if (t->def[def].db_index < PRIN_MAX_DB_CARDS)
			t->card_def[t->def[def].db_index] = (uint8_t)def;
	describe_prerequisites(t, db);
	describe_compactly(t);
	describe_immunities(t, db);
	if (t->resource_count <= PRIN_MAX_RESOURCES) {
		describe_sides(t);
		if (describe_offers(t) != 0 || describe_trades(t) != 0 || describe_searches(t) != 0)
			diag_add(diags, &where, "%s", _("the offers, trades and searches do not fit their table"));
	}
	prin_preset_options(t, db);
	return diag_list_total(diags) == before ? 0 : -1;
}

const void *prin_load(const struct carddb *db, struct diag_list *diags)
{
	struct principality_cards *table = calloc(1, sizeof *table);
	if (!table) {
		struct diag_where where;
		diag_where_set(&where, db->source, NULL, NULL, NULL, 0, 0);
		diag_add(diags, &where, "%s", _("out of memory building the card table"));
		return NULL;
	}
	if (build(table, db, diags) != 0) {
		release_offers(table);
		free(table);
		return NULL;
	}
	return table;
}

void prin_unload(const void *tables)
{
	release_offers(tables);
	free((void *)tables);
}
