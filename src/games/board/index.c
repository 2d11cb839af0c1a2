/*
 * index: what is derived from the rules state (each player's longest road,
 * army, maritime rates and points), recomputed from scratch whenever a
 * piece, a card or a holder changes, and who holds Longest Road and Largest
 * Army after the change.
 *
 * The holders are rules state, not derived: who keeps a card on a tie
 * depends on who had it. board.md §1.8: "The first player with a continuous
 * road of at least 5 pieces takes the card (2 VP). Another player takes the
 * card only with a strictly longer road." "If the holder, after the break,
 * is still tied for longest, the holder keeps the card. If the holder no
 * longer has the longest, and two or more players tie for the new longest,
 * the card is set aside. It is also set aside if nobody has 5 or more. It
 * returns when exactly 1 player has the longest road of 5 or more."
 * Largest Army: "the first player with 3 face-up Knight cards takes the
 * card (2 VP). Another player takes it only with strictly more face-up
 * knights"; the same rule settles who gets it back.
 *
 * A player's longest road is searched from scratch (§4: "don't update
 * incrementally"), but only when a piece placed since could change it: his
 * own road, or another's building on one of his roads (build.c marks them
 * in roads_stale). Anything else leaves every trail as it was.
 */
#include "games/board/internal.h"

/* The holder after a change: kept while he still has the most (ties
 * included) and at least least; else the one player alone at the top with
 * at least least, or nobody. */
static int holder_after(const uint8_t *amount, int players, int holder, int least)
{
	int top = 0, at_top = 0, who = -1;
	for (int p = 0; p < players; p++) {
		if (amount[p] > top) {
			top = amount[p];
			at_top = 1;
			who = p;
		} else if (amount[p] == top) {
			at_top++;
		}
	}
	if (holder >= 0 && amount[holder] == top && top >= least)
		return holder;
	return at_top == 1 && top >= least ? who : -1;
}

/* A player's maritime rates, per resource and commodity. board.md §1.9:
 * 4 always, 3 at a 3:1 harbour, 2 of that resource at a 2:1 harbour. With
 * Cities & Knights, 000, "Handelen": "Bij de bank ruil je vier gelijke
 * handelswaren voor één grondstof of handelswaar naar keuze. Met een
 * 3:1-haven ruil je drie gelijke handelswaren." A 2:1 harbour names its
 * resource ("Met een baksteenhaven ruil je bijvoorbeeld 2 baksteen voor 1
 * papier"), so it takes no commodity. The Gilde, trade level 3: "Je mag
 * bij de bank twee gelijke handelswaren ruilen voor één grondstof of
 * handelswaar naar keuze." The merchant's holder: "Zolang hij daar staat,
 * mag je de grondstof van dat landschap in de verhouding 2:1 met de bank
 * ruilen" ("De struikrover en de ridders hebben geen invloed op de
 * handelaar"). A progress card of this turn may lower them further (the
 * Merchant Fleet's, turn-rates.c). */
static void maritime_rates(const struct board_state *s, int p, uint8_t *rate)
{
	const struct board_map *m = &s->t->map;
	int kinds = board_card_kinds(s);   /* the base game's hands hold no commodity */
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		rate[r] = 4;
	for (int k = 0; k < m->harbor_count; k++) {
		int e = m->harbor_edge[k];
		if (s->node_owner[m->edge_node[e][0]] != p && s->node_owner[m->edge_node[e][1]] != p)
			continue;
		for (int r = 0; r < kinds; r++)
			if ((s->harbor_resource[k] < 0 || s->harbor_resource[k] == r) &&
			    s->harbor_ratio[k] < rate[r])
				rate[r] = s->harbor_ratio[k];
	}
	if (!s->ck.on)
		return;
	if (s->player[p].ck.level[TRACK_TRADE] >= BOARD_ABILITY_LEVEL)
		for (int r = BOARD_RESOURCES; r < BOARD_CARD_KINDS; r++)
			rate[r] = BOARD_FAVOURED_RATE;
	if (s->ck.merchant_owner == p && s->ck.merchant_hex >= 0 &&
	    s->ck.merchant_hex < m->hex_count && s->hex_resource[s->ck.merchant_hex] >= 0)
		rate[s->hex_resource[s->ck.merchant_hex]] = BOARD_FAVOURED_RATE;
	board_turn_rates(s, p, rate);
}

void board_derive(const struct board_state *s, struct board_player *out, int *longest,
                  int *army, unsigned search)
{
	uint8_t lengths[BOARD_MAX_PLAYERS] = { 0 }, armies[BOARD_MAX_PLAYERS] = { 0 };
	/* Every colour's roads, the neutrals' too: "zij kunnen de langste weg
	 * verkrijgen" (004); cards, harbours and points are the seats'. */
	for (int p = 0; p < s->colours; p++) {
		out[p].road_length = search >> p & 1 ? (uint8_t)board_road_length(s, p)
		                                     : s->player[p].road_length;
		lengths[p] = out[p].road_length;
	}
	for (int p = 0; p < s->player_count; p++) {
		const struct board_player *pl = &s->player[p];
		struct board_player *o = &out[p];
		int strength = 0, hidden = 0;
		for (int row = 0; row < s->t->dev_count; row++) {
			strength += pl->played[row] * s->t->dev_strength[row];
			hidden += pl->dev[row] * s->t->dev_vp[row];
		}
		o->army = (uint8_t)strength;
		armies[p] = o->army;
		o->hidden_vp = (uint8_t)hidden;
		maritime_rates(s, p, o->rate);
	}
	*longest = holder_after(lengths, s->colours, s->longest_holder, BOARD_LONGEST_MIN);
	*army = holder_after(armies, s->player_count, s->army_holder, BOARD_ARMY_MIN);
	for (int p = 0; p < s->player_count; p++) {
		int towns = board_bits(s->own_nodes[p]);
		int cities = board_bits(s->own_nodes[p] & s->cities);
		int vp = towns + cities;   /* 1 a settlement, 2 a city */
		if (*longest == p)
			vp += BOARD_ADVANTAGE_VP;
		if (*army == p)
			vp += BOARD_ADVANTAGE_VP;
		if (s->ck.on)
			vp += board_ck_points(s, p);
		out[p].vp = (uint8_t)vp;
	}
}

/* search: the players whose roads must be searched again (a road or a
 * building changed since the last time); the others' lengths stand. */
static void reindex(struct board_state *s, unsigned search)
{
	struct board_player derived[BOARD_MAX_PLAYERS];
	int longest, army;
	board_derive(s, derived, &longest, &army, search);
	s->roads_stale = 0;
	s->longest_holder = (int8_t)longest;
	s->army_holder = (int8_t)army;
	for (int p = s->player_count; p < s->colours; p++)
		s->player[p].road_length = derived[p].road_length;
	for (int p = 0; p < s->player_count; p++) {
		struct board_player *pl = &s->player[p];
		pl->road_length = derived[p].road_length;
		pl->army = derived[p].army;
		pl->hidden_vp = derived[p].hidden_vp;
		pl->vp = derived[p].vp;
		for (int r = 0; r < BOARD_CARD_KINDS; r++)
			pl->rate[r] = derived[p].rate[r];
	}
}

void board_reindex(struct board_state *s)
{
	reindex(s, s->roads_stale);
}

void board_reindex_cards(struct board_state *s)
{
	reindex(s, 0);
}

/* board.md §1.1: "You win with 10 VP during your own turn. VP cards stay
 * hidden until you claim the win." Asked after every change of the active
 * player's points and as his turn begins. */
bool board_check_victory(struct board_state *s)
{
	if (s->phase == PH_OVER || s->turn < 1)
		return s->phase == PH_OVER;
	const struct board_player *pl = &s->player[s->active];
	if (pl->vp + pl->hidden_vp < s->opt.victory_points)
		return false;
	s->winner = s->active;
	s->phase = PH_OVER;
	return true;
}
