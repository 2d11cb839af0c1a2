/*
 * setup: a new match (§2).
 *
 * Every card of the sets in play becomes an instance, put where its deck
 * column says: the two starting principalities, the center stacks (roads,
 * settlements, cities by card type; the region stack shuffled), the
 * expansion stacks (base cards dealt into EXPANSION_STACKS stacks, the
 * cards of theme sets into THEME_STACKS more), the open row, the event
 * stack (shuffled), or out of the game. The higher production die starts;
 * then each player in turn takes 3 cards of a stack of his choice (the
 * second another stack) — those are the match's first actions (PH_PICK).
 *
 * A starting principality is laid out as §2.2 draws it: the road at x = 0,
 * the settlements at -1 and +1, the six regions at x = -2, 0, 2 above and
 * below the axis, each with 1 resource. The regions go to their corners in
 * the order of the card data (the rules let each player order them freely;
 * the order changes no die number).
 */
#include <string.h>

#include "core/i18n.h"
#include "games/principality/index.h"

/* The corners of the starting regions, in the order they are filled. */
static const int start_corner[][2] = {
	{ -2, -1 }, { 0, -1 }, { 2, -1 }, { -2, 1 }, { 0, 1 }, { 2, 1 },
};

struct layout {
	int settlements, roads, regions;
};

static bool set_in_play(const int *sets, size_t count, int set)
{
	for (size_t i = 0; i < count; i++)
		if (sets[i] == set)
			return true;
	return false;
}

/* The sets in play: every base set of the game, and those asked for. */
static int gather_sets(const struct carddb *db, const struct match_setup *setup, int *sets,
                       size_t *count, struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, "card_set", NULL, NULL, 0, 0);
	*count = prin_base_sets(db, sets);
	for (int i = 0; i < setup->set_count; i++) {
		int set = setup->sets[i];
		if (set < 0 || (size_t)set >= db->set_count || db->sets[set].game != GAME_PRINCIPALITY) {
			diag_add(diags, &where, _("set %s is not a set of the principality game"),
			         set >= 0 && (size_t)set < db->set_count ? db->sets[set].key : "(unknown)");
			return -1;
		}
		if (!set_in_play(sets, *count, set) && *count < PRIN_MAX_SETS)
			sets[(*count)++] = set;
	}
	return 0;
}

/* Puts a starting card on its player's grid. */
static int lay_start(struct prin_state *s, int card, int player, struct layout *l)
{
	const struct prin_def *d = prin_def_of(s, card);
	if (d->type == s->cards->type_road && l->roads < 1) {
		prin_place(s, card, player, 0, 0);
		l->roads++;
	} else if (d->type == s->cards->type_settlement && l->settlements < 2) {
		prin_place(s, card, player, l->settlements++ ? 1 : -1, 0);
	} else if (d->kind == KIND_REGION && l->regions < 6) {
		prin_place(s, card, player, start_corner[l->regions][0], start_corner[l->regions][1]);
		prin_set_stock(s, card, 1);
		l->regions++;
	} else {
		return -1;
	}
	return 0;
}

/* The zones set-up fills only grow while it runs, each card joining at the
 * bottom: their bottoms are kept here, where prin_move would walk a zone
 * (whose count it does not keep) for each card, a tenth of set-up. next
 * is the order the next card of zone and who gets: one past the largest
 * there, 0 for an empty zone. Zones of a larger who are left to prin_move. */
#define SETUP_WHO 16

struct bottoms {
	int16_t next[Z_COUNT][SETUP_WHO];
};

/* prin_move(s, card, zone, who, false) of a new card, still in Z_OUT where
 * make_instances put it (no stock, not shown), to an ordered zone off the
 * grid, out of any hand or stack. */
static void append(struct prin_state *s, struct bottoms *b, int card, int zone, int who)
{
	if (who < 0 || who >= SETUP_WHO) {
		prin_move(s, card, zone, who, false);
		return;
	}
	prin_set_zone(s, card, zone);
	s->card[card].who = (uint8_t)who;
	s->card[card].order = b->next[zone][who]++;
}

/* A card left in Z_OUT, at order 0, until it is dealt: a card put out of
 * the game meanwhile goes below it. */
static void wait_out(struct bottoms *b)
{
	if (b->next[Z_OUT][0] == 0)
		b->next[Z_OUT][0] = 1;
}

/* Deals cards round the stacks first .. first + count - 1, shuffled. */
static void deal(struct prin_state *s, int *cards, int n, int first, int count)
{
	rng_shuffle_ints(&s->rng, cards, (size_t)n);
	for (int i = 0; i < n; i++)
		prin_move(s, cards[i], Z_STACK, first + i % count, false);
}

static int make_instances(struct prin_state *s, const int *sets, size_t set_count,
                          struct diag_list *diags)
{
	const struct carddb *db = s->db;
	struct diag_where where;
	diag_where_set(&where, db->source, "card", NULL, "count", 0, 0);
	int base[PRIN_MAX_INSTANCES], theme[PRIN_MAX_INSTANCES], nbase = 0, ntheme = 0;
	struct layout layout[PRIN_PLAYERS];
	struct bottoms bottoms;
	memset(layout, 0, sizeof layout);
	memset(&bottoms, 0, sizeof bottoms);
	for (int def = 0; def < s->cards->def_count; def++) {
		const struct prin_def *d = &s->cards->def[def];
		const struct carddb_card *c = &db->cards[d->db_index];
		if (!set_in_play(sets, set_count, c->set))
			continue;
		for (int k = 0; k < c->count; k++) {
			if (s->instance_count >= PRIN_MAX_INSTANCES) {
				diag_add(diags, &where, _("the sets in play hold more than %d cards"),
				         PRIN_MAX_INSTANCES);
				return -1;
			}
			int card = s->instance_count++;
			s->card[card].def = (uint8_t)def;
			prin_set_zone(s, card, Z_OUT);
			switch (d->deck) {
			case DECK_START_A:
			case DECK_START_B: {
				int player = d->deck == DECK_START_A ? 0 : 1;
				if (lay_start(s, card, player, &layout[player]) != 0) {
					diag_where_set(&where, db->source, "card", c->key, "deck", 0, 0);
					diag_add(diags, &where, "%s", _("a starting principality holds 1 road, 2 "
					         "settlements and 6 regions; this card does not fit"));
					return -1;
				}
				break;
			}
			case DECK_CENTER:
				if (d->kind == KIND_REGION)
					append(s, &bottoms, card, Z_REGION_STACK, 0);
				else
					append(s, &bottoms, card, Z_CENTER, d->type);
				break;
			case DECK_EXPANSION:
				if (d->base_set)
					base[nbase++] = card;
				else
					theme[ntheme++] = card;
				wait_out(&bottoms);
				break;
			case DECK_OPEN:
				append(s, &bottoms, card, Z_OPEN, 0);
				break;
			case DECK_EVENT:
				append(s, &bottoms, card, Z_EVENT_STACK, 0);
				break;
			default:
				append(s, &bottoms, card, Z_OUT, 0);
				break;
			}
		}
	}
	int e = s->opt.expansion_stacks, t = ntheme ? s->opt.theme_stacks : 0;
	if (e < 1)
		e = 1;
	if (t == 0) {
		/* no theme stacks: the theme cards join the base stacks */
		for (int i = 0; i < ntheme; i++)
			base[nbase++] = theme[i];
		ntheme = 0;
	}
	deal(s, base, nbase, 0, e);
	if (t)
		deal(s, theme, ntheme, e, t);
	s->stack_count = (uint8_t)(e + t);
	prin_shuffle(s, Z_REGION_STACK, 0);
	prin_shuffle(s, Z_EVENT_STACK, 0);
	return 0;
}

int prin_init(void *state, const struct carddb *db, const void *tables,
              const struct match_setup *setup, struct diag_list *diags)
{
	struct prin_state *s = state;
	struct diag_where where;
	diag_where_set(&where, db ? db->source : "", NULL, NULL, NULL, 0, 0);
	memset(s, 0, sizeof *s);
	if (!db || !db->games[GAME_PRINCIPALITY].present) {
		diag_add(diags, &where, "%s", _("the card database has no principality game"));
		return -1;
	}
	if (setup->player_count != PRIN_PLAYERS) {
		diag_add(diags, &where, _("the principality game is for 2 players, not %d"),
		         setup->player_count);
		return -1;
	}
	int sets[PRIN_MAX_SETS];
	size_t set_count;
	if (gather_sets(db, setup, sets, &set_count, diags) != 0)
		return -1;
	const struct principality_cards *cards = tables;
	if (!cards || cards->db != db) {
		diag_add(diags, &where, "%s", _("the card tables were not loaded for this database"));
		return -1;
	}
	s->db = db;
	s->cards = cards;
	if (prin_options_for(&s->opt, cards, setup, sets, set_count, diags) != 0)
		return -1;
	rng_seed(&s->rng, setup->seed);
	s->sandbox = setup->sandbox;
	prin_index_clear(s);
	s->holder[0] = s->holder[1] = PRIN_EMPTY;
	s->winner = -1;
	s->face = -1;
	s->event_card = -1;
	s->next_face = -1;
	s->pick_stack = -1;
	s->search_stack = -1;
	s->exchange_stack = -1;
	s->settle_x = 0;
	s->offer_give[0] = s->offer_give[1] = s->offer_get[0] = s->offer_get[1] = -1;
	for (int i = 0; i < PRIN_MAX_MEMORY; i++)
		s->memory[i].card = -1;
	s->current_job.card = -1;
	int preset = prin_preset_of(cards, sets, set_count);
	s->layout = (int8_t)(preset >= 0 && preset < INT8_MAX ? preset : -1);
	if (make_instances(s, sets, set_count, diags) != 0)
		return -1;

	/* The higher production die starts; a tie is rolled again. */
	int a, b;
	do {
		a = rng_die(&s->rng);
		b = rng_die(&s->rng);
	} while (a == b);
	s->opening_roll[0] = (int8_t)a;
	s->opening_roll[1] = (int8_t)b;
	s->first_player = (int8_t)(a > b ? 0 : 1);
	s->active = s->first_player;
	s->turn = 1;
	s->phase = PH_PICK;
	prin_refresh(s);
	prin_turn_advance(s);
	return 0;
}
