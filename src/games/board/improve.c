/*
 * improve: what Cities & Knights lets a player build beyond the base game's
 * pieces, bar knights: city improvements, metropolises and city walls.
 *
 * 000, "Steden uitbouwen": "Met handelswaren bouw je je steden uit op drie
 * terreinen. Elke soort handelswaar hoort bij één terrein." (Trade cloth,
 * politics coin, science paper: board.md §2.5.) "Je kunt pas uitbouwen als
 * je minstens één stad hebt." "Het eerste niveau kost één handelswaar van
 * de juiste soort, het tweede twee, het derde drie en zo verder tot vijf
 * handelswaren voor het vijfde niveau."
 *
 * "Metropolen": "Wie als eerste in een terrein het vierde niveau bereikt
 * ... zet een metropool-speelstuk op een van zijn steden." "Bereikt een
 * andere speler in dat terrein het vijfde niveau terwijl jij daar nog op
 * het vierde zit, dan neemt hij je metropool over en zet hij hem op een van
 * zijn eigen steden. Heb je zelf het vijfde niveau bereikt, dan is je
 * metropool veilig." "Heb je maar één stad en is die een metropool, dan
 * kun je de andere twee terreinen niet verder uitbouwen dan het derde
 * niveau. Zodra je een tweede stad hebt, mag je daar ook het vierde niveau
 * bouwen."
 *
 * "Stadsmuren. Een stadsmuur kost 2 baksteen. Je zet hem onder een van je
 * steden. Rond een dorp kun je geen muur bouwen en een stad heeft maximaal
 * één muur. ... Je kunt maximaal drie muren bouwen."
 *
 * A city turned over by the barbarians "geldt ... als dorp": it carries no
 * wall or metropolis and does not let its owner improve.
 */
#include "games/board/internal.h"

/* Commodity positions by track: cloth 6, coin 7, paper 5. */
const int8_t board_track_commodity[BOARD_TRACKS] = { 6, 7, 5 };

const uint8_t board_wall_cost[BOARD_RESOURCES] = { 0, 2, 0, 0, 0 };

static bool carries_metropolis(const struct board_state *s, int node)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return true;
	return false;
}

/* His cities that count as cities, and of those the ones free for a
 * metropolis. */
static uint64_t real_cities(const struct board_state *s, int player)
{
	return s->own_nodes[player] & s->cities & ~s->ck.pillaged;
}

static bool has_free_city(const struct board_state *s, int player)
{
	for (uint64_t b = real_cities(s, player); b; b &= b - 1)
		if (!carries_metropolis(s, board_low_bit(b)))
			return true;
	return false;
}

/* What the active player's next improvement of track costs: its level in
 * commodities, one less while a Crane of this turn is unused (000,
 * "Bouwkraan": "In de beurt waarin je deze kaart speelt, kost één
 * stadsuitbouw één handelswaar minder. Je eerste uitbouw in een terrein is
 * daardoor gratis"). */
int board_improve_cost(const struct board_state *s, int track)
{
	return s->player[s->active].ck.level[track] + 1 - (s->ck.cranes > 0);
}

bool board_can_improve(const struct board_state *s, int track)
{
	if (!s->ck.on || s->phase != PH_ACTION || track < 0 || track >= BOARD_TRACKS)
		return false;
	int me = s->active, level = s->player[me].ck.level[track];
	if (level >= BOARD_LEVELS || !real_cities(s, me))
		return false;
	/* Past level 3 a city must be free for the metropolis, unless he
	 * holds this track's already. */
	int held = s->ck.metropolis[track];
	if (level + 1 >= BOARD_METROPOLIS_LEVEL && !(held >= 0 && s->node_owner[held] == me) &&
	    !has_free_city(s, me))
		return false;
	return s->player[me].hand[board_track_commodity[track]] >= board_improve_cost(s, track);
}

/* Whether the active player takes the track's metropolis with the level
 * he has just reached. */
static bool takes_metropolis(const struct board_state *s, int track)
{
	int me = s->active, level = s->player[me].ck.level[track], held = s->ck.metropolis[track];
	if (held >= 0 && s->node_owner[held] == me)
		return false;
	if (held < 0)
		return level >= BOARD_METROPOLIS_LEVEL;
	return level == BOARD_LEVELS && s->player[s->node_owner[held]].ck.level[track] < BOARD_LEVELS;
}

void board_improve(struct board_state *s, int track)
{
	int me = s->active;
	struct board_ck_player *c = &s->player[me].ck;
	int cost = board_improve_cost(s, track);
	if (cost > 0)
		board_lose(s, me, board_track_commodity[track], cost);
	if (s->ck.cranes > 0)
		s->ck.cranes--;
	c->level[track]++;
	if (!takes_metropolis(s, track)) {
		board_reindex_cards(s);
		return;
	}
	s->ck.metropolis[track] = -1;   /* off the holder's city, if anyone's */
	s->ck.metropolis_due = (int8_t)track;
	int only = -1, count = 0;
	for (uint64_t b = real_cities(s, me); b; b &= b - 1)
		if (!carries_metropolis(s, board_low_bit(b))) {
			only = board_low_bit(b);
			count++;
		}
	if (count == 1) {
		board_place_metropolis(s, only);
		return;
	}
	s->phase = PH_METROPOLIS;
	board_reindex_cards(s);   /* a holder it was taken from has lost its points */
}

bool board_can_metropolis(const struct board_state *s, int node)
{
	return s->phase == PH_METROPOLIS && node >= 0 && node < s->t->map.node_count &&
	       (real_cities(s, s->active) >> node & 1) && !carries_metropolis(s, node);
}

void board_place_metropolis(struct board_state *s, int node)
{
	s->ck.metropolis[s->ck.metropolis_due] = (int8_t)node;
	s->ck.metropolis_due = -1;
	s->phase = PH_ACTION;
	board_reindex_cards(s);
	board_check_victory(s);
}

/* Whether player may put a wall under his city on node, cost aside: a
 * city that counts as one, no wall under it yet, a wall in his supply.
 * The Engineer builds one so, for free. */
bool board_wall_site(const struct board_state *s, int player, int node)
{
	return node >= 0 && node < s->t->map.node_count && (real_cities(s, player) >> node & 1) &&
	       !(s->ck.walls >> node & 1) && s->player[player].ck.walls > 0;
}

bool board_can_wall(const struct board_state *s, int node)
{
	int me = s->active;
	return s->ck.on && s->phase == PH_ACTION && board_wall_site(s, me, node) &&
	       board_can_afford(s, me, board_wall_cost);
}

void board_place_wall(struct board_state *s, int player, int node)
{
	s->ck.walls |= (uint64_t)1 << node;
	s->player[player].ck.walls--;
}

void board_build_wall(struct board_state *s, int node)
{
	board_pay(s, s->active, board_wall_cost);
	board_place_wall(s, s->active, node);
}

static void put(struct action *out, size_t max, size_t *n, int kind, int arg)
{
	if (*n < max)
		out[(*n)++] = (struct action){ (uint16_t)kind, { (int16_t)arg, 0, 0, 0, 0 } };
}

/* The expansion's builds in the action phase: improvements, walls, and
 * the restoring of a city turned over. */
size_t board_ck_builds(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	int me = s->active;
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (board_can_improve(s, k))
			put(out, max, &n, A_IMPROVE, k);
	for (uint64_t b = real_cities(s, me) & ~s->ck.walls; b; b &= b - 1)
		if (board_can_wall(s, board_low_bit(b)))
			put(out, max, &n, A_WALL, board_low_bit(b));
	if (board_can_afford(s, me, board_piece_cost[PIECE_CITY]))
		for (uint64_t b = s->own_nodes[me] & s->ck.pillaged; b; b &= b - 1)
			put(out, max, &n, A_CITY, board_low_bit(b));
	return n;
}
