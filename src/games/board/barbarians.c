/*
 * barbarians: the barbarians' attack on Catan and its outcome.
 *
 * 000, "De barbarenaanval": "De kracht van de barbaren is gelijk aan het
 * aantal steden op het speelveld, van alle spelers samen. Metropolen tellen
 * mee als stad. Met zeven steden op het speelveld, waarvan twee metropolen,
 * is de kracht van de barbaren dus 7" (METROPOLIS_BARBARIAN_WEIGHT). "De
 * kracht van Catan is de som van de vaantjes van alle actieve ridders van
 * alle spelers. Passieve ridders tellen niet mee."
 *
 * "Zijn de barbaren sterker, dan plunderen ze een stad. Dat treft de speler
 * die de minste kracht aan actieve ridders heeft bijgedragen. Spelers die
 * alleen dorpen hebben, doen niet mee in deze vergelijking ... Ook
 * metropolen zijn altijd beschermd" (METROPOLIS_ONLY_VICTIMS says whether a
 * player whose only cities are metropolises takes part). "Hebben meerdere
 * spelers samen de minste kracht bijgedragen, dan verliezen ze allemaal een
 * stad." "De getroffen speler kiest een van zijn steden en vervangt die
 * door een dorp uit zijn voorraad." "Staan al je dorpen al op het
 * speelveld, dan draai je de geplunderde stad om." "Wordt een stad met een
 * muur geplunderd, dan gaat de muur terug naar je voorraad."
 *
 * "Is het leger van Catan even sterk of sterker dan de barbaren, dan is de
 * aanval afgeslagen. Heeft één speler de meeste kracht aan actieve ridders
 * bijgedragen, dan krijgt hij een kaart Redder van Catan ... Hebben twee of
 * meer spelers samen de meeste kracht geleverd, dan krijgt niemand die
 * kaart. In dat geval trekken die spelers allemaal een ontwikkelingskaart
 * van een stapel naar keuze, te beginnen met de speler die aan de beurt
 * is."
 *
 * "Na de aanval: Ongeacht de uitkomst worden alle ridders passief."
 */
#include "games/board/internal.h"

/* A city the barbarians may take: the player's, not turned over already
 * (it counts as a settlement), and no metropolis. */
bool board_can_pillage(const struct board_state *s, int player, int node)
{
	if (node < 0 || node >= s->t->map.node_count || s->node_owner[node] != player ||
	    !(s->cities >> node & 1) || (s->ck.pillaged >> node & 1))
		return false;
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return false;
	return true;
}

static int pillageable(const struct board_state *s, int player)
{
	int n = 0;
	for (uint64_t b = s->own_nodes[player] & s->cities; b; b &= b - 1)
		n += board_can_pillage(s, player, board_low_bit(b));
	return n;
}

static bool is_metropolis(const struct board_state *s, int node)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return true;
	return false;
}

void board_pillage(struct board_state *s, int player, int node)
{
	uint64_t bit = (uint64_t)1 << node;
	struct board_player *pl = &s->player[player];
	if (s->ck.walls & bit) {
		s->ck.walls &= ~bit;
		pl->ck.walls++;
	}
	if (pl->settlements > 0) {
		s->cities &= ~bit;
		pl->cities++;
		pl->settlements--;
	} else {
		s->ck.pillaged |= bit;
	}
	board_reindex_cards(s);
}

static uint64_t active_knights(const struct board_state *s)
{
	uint64_t active = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight[n] & KNIGHT_ACTIVE)
			active |= (uint64_t)1 << n;
	}
	return active;
}

/* What each player's knights of the set fighting bring, and the
 * barbarians' strength. */
static int strengths(const struct board_state *s, uint64_t fighting, int *catan, int *knights)
{
	const struct board_ck *ck = &s->ck;
	for (int p = 0; p < s->player_count; p++)
		knights[p] = 0;
	for (uint64_t b = fighting; b; b &= b - 1) {
		int n = board_low_bit(b);
		knights[ck->knight_owner[n]] += ck->knight[n] & KNIGHT_STRENGTH;
	}
	*catan = 0;
	for (int p = 0; p < s->player_count; p++)
		*catan += knights[p];
	int barbarians = 0;
	for (uint64_t b = s->cities & ~ck->pillaged; b; b &= b - 1)
		barbarians += is_metropolis(s, board_low_bit(b)) ? s->opt.ck.metropolis_weight : 1;
	return barbarians;
}

/* The same for the views (render.c): the battle as it stands, every
 * active knight fighting (with DEFENDERS_CHOSEN, each one that could). */
int board_ck_strengths(const struct board_state *s, int *catan, int *knights)
{
	return strengths(s, active_knights(s), catan, knights);
}

/* The players the barbarians hit: those with the least knights among the
 * players who take part. */
static unsigned victims(const struct board_state *s, const int *knights)
{
	unsigned part = 0;
	for (int p = 0; p < s->player_count; p++) {
		int cities = board_bits(s->own_nodes[p] & s->cities & ~s->ck.pillaged);
		if (s->opt.ck.metropolis_spared ? cities > 0 : pillageable(s, p) > 0)
			part |= 1u << p;
	}
	int least = -1;
	for (int p = 0; p < s->player_count; p++)
		if ((part >> p & 1) && (least < 0 || knights[p] < least))
			least = knights[p];
	unsigned hit = 0;
	for (int p = 0; p < s->player_count; p++)
		if ((part >> p & 1) && knights[p] == least && pillageable(s, p) > 0)
			hit |= 1u << p;
	return hit;
}


/* The barbarians land. In the basic rule every active knight fights; with
 * DEFENDERS_CHOSEN ("Variant voor ervaren spelers") each player who has an
 * active knight first decides which of them he commits, in turn order from
 * the roller (STAGE_DEFEND), and the battle waits for them. */
void board_attack(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	if (ck->attacks < UINT8_MAX)
		ck->attacks++;
	ck->waiting = 0;
	ck->step = 0;
	uint64_t active = active_knights(s);
	if (!s->opt.ck.defenders_chosen) {
		ck->defending = active;
		board_battle(s);
		return;
	}
	ck->defending = 0;
	for (uint64_t b = active; b; b &= b - 1)
		ck->waiting |= (uint8_t)(1u << ck->knight_owner[board_low_bit(b)]);
	ck->stage = STAGE_DEFEND;
}

/* The battle between the barbarians and the defending knights, and its
 * outcome: the stage that follows (the victims' choices, the tied
 * defenders' draws, or production). "Ongeacht de uitkomst worden alle
 * ridders passief": the defending ones; with DEFENDERS_CHOSEN "Alleen de
 * ridders die je hebt ingezet, worden na de aanval passief". */
void board_battle(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	int knights[BOARD_MAX_PLAYERS], catan;
	int barbarians = strengths(s, ck->defending, &catan, knights);
	for (uint64_t b = ck->defending; b; b &= b - 1)
		ck->knight[board_low_bit(b)] &= (uint8_t)~KNIGHT_ACTIVE;
	ck->defending = 0;
	ck->waiting = 0;
	ck->step = 0;
	if (catan < barbarians) {
		ck->waiting = (uint8_t)victims(s, knights);
		ck->stage = ck->waiting ? STAGE_PILLAGE : STAGE_PRODUCE;
		return;
	}
	int top = 0, at_top = 0, who = -1;
	for (int p = 0; p < s->player_count; p++)
		if (knights[p] > top) {
			top = knights[p];
			at_top = 1;
			who = p;
		} else if (knights[p] == top && top > 0) {
			at_top++;
		}
	/* With no knight anywhere nobody brought the most: the barbarians
	 * could only have lost to a Catan without cities, and no one earned
	 * a card. */
	if (at_top == 1) {
		s->player[who].ck.defender++;
		board_reindex_cards(s);
		ck->stage = STAGE_PRODUCE;
	} else if (at_top > 1) {
		for (int p = 0; p < s->player_count; p++)
			if (knights[p] == top)
				ck->waiting |= (uint8_t)(1u << p);
		ck->stage = STAGE_DEFENDER_DRAWS;
	} else {
		ck->stage = STAGE_PRODUCE;
	}
}

/* ---- the defenders' choice (DEFENDERS_CHOSEN) ----
 *
 * 000, "Variant voor ervaren spelers": "Zodra het barbarenleger landt,
 * beslist elke speler hoeveel van zijn actieve ridders hij inzet. De
 * speler die aan de beurt is, begint en daarna gaat het met de klok mee.
 * Je mag bewust minder ridders of helemaal geen ridders inzetten, ook als
 * je daarmee een andere speler in de problemen brengt." 001 ("Fiesepeter"):
 * "Nur wer Ritter einsetzt, muß sie nach der Entscheidung deaktivieren."
 * Knights differ in strength and stand in different places, so the choice
 * is which of them: one decision a player, a bit per active knight of his
 * in the order of their intersections (A_DEFEND), none at all included.
 */

/* The knights of player's a mask names (board_can_defend judges the
 * mask). */
uint64_t board_defence_knights(const struct board_state *s, int player, int mask)
{
	uint64_t chosen = 0;
	int i = 0;
	for (uint64_t b = active_knights(s); b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] != player)
			continue;
		if (mask >> i++ & 1)
			chosen |= (uint64_t)1 << n;
	}
	return chosen;
}

static int own_active(const struct board_state *s, int player)
{
	int count = 0;
	for (uint64_t b = active_knights(s); b; b &= b - 1)
		count += s->ck.knight_owner[board_low_bit(b)] == player;
	return count;
}

bool board_can_defend(const struct board_state *s, int mask)
{
	return s->phase == PH_DEFEND && mask >= 0 && mask < 1 << own_active(s, board_ck_current(s));
}

size_t board_defend_options(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	int all = 1 << own_active(s, board_ck_current(s));
	for (int mask = 0; mask < all && n < max; mask++)
		out[n++] = (struct action){ A_DEFEND, { (int16_t)mask, 0, 0, 0, 0 } };
	return n;
}
