/*
 * event: a roll of Cities & Knights, after the white and the red die: the
 * event die first, then the production dice (turn.c's board_after_dice).
 *
 * 000, "Dobbelen": "Je gooit tegelijk met de witte dobbelsteen, de rode
 * dobbelsteen en de gebeurtenissendobbelsteen. Wat er gebeurt, handel je in
 * deze volgorde af." "Een schip op de gebeurtenissendobbelsteen. Het
 * barbarenschip vaart één vakje verder ... Komt het schip op het rood
 * omrande laatste vakje, dan vallen de barbaren Catan aan." "Een stadspoort
 * ... Iedereen die in die kleur ver genoeg heeft uitgebouwd, trekt een
 * kaart." "De opbrengst."
 *
 * "Ontwikkelingskaarten krijgen": a player draws when "Je hebt in het
 * terrein van die kleur minstens de eerste uitbouw gedaan", the gate shows
 * that colour and "Het getal op de rode dobbelsteen staat afgebeeld op je
 * fiches van die kleur" (level n shows the red results 1 to n + 1: "Bij het
 * eerste niveau zijn dat er twee (de worpen 1 en 2), bij het tweede drie en
 * zo verder"); "Voldoen meerdere spelers aan de voorwaarden, dan trekken ze
 * om de beurt ... De speler die aan de beurt is, begint en daarna gaat het
 * met de klok mee."
 *
 * "Je mag maximaal vier ontwikkelingskaarten in je hand hebben. Krijg je
 * een vijfde kaart terwijl je niet aan de beurt bent, dan leg je meteen een
 * kaart naar keuze onder de stapel van de juiste kleur" (PROGRESS_HAND_LIMIT;
 * in one's own turn PROGRESS_EXCESS_OWN_TURN says when).
 *
 * The robber: "Zolang de barbaren nog niet voor het eerst zijn aangevallen,
 * gebeurt er daarna niets meer. De struikrover blijft in de woestijn staan
 * en je steelt geen kaart" (ROBBER_ASLEEP). A 7's discards count every
 * card in the hand, commodities too ("Handelswaren tellen als kaarten in je
 * hand. Ze tellen dus mee als er een 7 valt"), above 7 plus 2 a wall
 * ("Elke stadsmuur verhoogt het aantal kaarten dat je veilig in je hand mag
 * houden met twee").
 */
#include "games/board/internal.h"

const char *const board_track_key[BOARD_TRACKS] = { "trade", "politics", "science" };

bool board_robber_awake(const struct board_state *s)
{
	return !s->ck.on || !s->opt.ck.robber_asleep || s->ck.attacks > 0;
}

int board_discard_limit(const struct board_state *s, int player)
{
	return s->opt.discard_above + BOARD_WALL_LIMIT * board_bits(s->ck.walls & s->own_nodes[player]);
}

/* board.md §2.1: "3 ship faces + 3 city-gate faces (one each for trade,
 * politics, science)". A face the sandbox fixed is used up, and the one it
 * fixed for the roll after (two players) comes up next. */
static int throw_event(struct board_state *s)
{
	int fixed = s->ck.fixed_event;
	s->ck.fixed_event = s->ck.fixed_event2;
	s->ck.fixed_event2 = 0;
	if (fixed)
		return fixed - 1;
	int face = (int)rng_below(&s->rng, BOARD_EVENT_FACES);
	return face < BOARD_EVENT_SHIPS ? EVENT_SHIP : EVENT_GATE + face - BOARD_EVENT_SHIPS;
}

void board_ck_roll(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	ck->step = 0;
	ck->stage = STAGE_PRODUCE;
	/* two players: the second roll's event die, as CK_EVENT_DIE_ROLLS
	 * says (two-cities.c) */
	if (s->two && s->rolls > 1 && !s->opt.two.ck_each_roll) {
		ck->event = EVENT_NONE;
		board_ck_continue(s);
		return;
	}
	ck->event = (uint8_t)throw_event(s);
	if (ck->event == EVENT_SHIP) {
		if (++ck->barbarians >= s->opt.ck.track) {
			ck->barbarians = 0;   /* "Het barbarenschip gaat terug naar het startvakje" */
			board_attack(s);
		}
	} else {
		ck->stage = STAGE_DRAWS;
	}
	board_ck_continue(s);
}

/* Whether a player is over the progress card limit and must put a card
 * under now: at once outside his turn, and in it as PROGRESS_EXCESS_OWN_TURN
 * says (else at its end, legal.c's A_END waits for it). */
static bool must_put_under(const struct board_state *s, int player)
{
	return s->player[player].ck.progress_count > s->opt.ck.hand_limit &&
	       (player != s->active || s->opt.ck.excess_at_once);
}

/* The gate's draws from the next seat on; false when one paused them for
 * a card to go under. */
static bool gate_draws(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	int track = ck->event - EVENT_GATE, red = s->dice[1];
	for (; ck->step < s->player_count; ck->step++) {
		int p = (s->active + ck->step) % s->player_count;
		int level = s->player[p].ck.level[track];
		if (level < 1 || red > level + 1)
			continue;
		if (board_progress_draw(s, p, track) >= 0 && must_put_under(s, p)) {
			ck->step++;
			ck->over_limit = (int8_t)p;
			s->phase = PH_PROGRESS_LIMIT;
			return false;
		}
	}
	return true;
}

/* The attack's outcome, one waiting player after another in turn order
 * from the roller; false when one must decide. A choice of one is made
 * for him: a single city to give up, a single deck left to draw from. */
bool board_attack_step(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	while (ck->waiting) {
		int p = board_ck_current(s), only = -1, count = 0;
		if (ck->stage == STAGE_PILLAGE) {
			for (int n = 0; n < s->t->map.node_count; n++)
				if (board_can_pillage(s, p, n)) {
					only = n;
					count++;
				}
			if (count > 1) {
				s->phase = PH_PILLAGE;
				return false;
			}
			ck->waiting &= (uint8_t)~(1u << p);
			if (count == 1)
				board_pillage(s, p, only);
			continue;
		}
		for (int k = 0; k < BOARD_TRACKS; k++)
			if (ck->deck_count[k]) {
				only = k;
				count++;
			}
		if (count > 1) {
			s->phase = PH_DEFENDER_DRAW;
			return false;
		}
		ck->waiting &= (uint8_t)~(1u << p);
		if (count == 1 && board_progress_draw(s, p, only) >= 0 && must_put_under(s, p)) {
			ck->over_limit = (int8_t)p;
			s->phase = PH_PROGRESS_LIMIT;
			return false;
		}
	}
	return true;
}

/* 000, "Het derde niveau": "Aquaduct (Wetenschap, groen). Krijg je bij een
 * worp geen enkele grondstof of handelswaar, dan pak je één
 * grondstoffenkaart naar keuze. Dat geldt niet als er een 7 valt. Krijg je
 * niets omdat de struikrover je opbrengst blokkeert, dan mag je wel een
 * grondstof kiezen." The players it serves choose in turn order from the
 * roller, before the turn goes on. */
static void aqueducts(struct board_state *s, const uint8_t *before)
{
	if (s->dice[0] + s->dice[1] == 7)
		return;
	for (int p = 0; p < s->player_count; p++)
		if (s->player[p].ck.level[TRACK_SCIENCE] >= BOARD_ABILITY_LEVEL &&
		    s->player[p].hand_count == before[p])
			s->ck.waiting |= (uint8_t)(1u << p);
	if (s->ck.waiting && board_aqueduct_choices(s))
		s->phase = PH_AQUEDUCT;
	else
		s->ck.waiting = 0;
}

/* Whether the bank holds any resource to choose. */
bool board_aqueduct_choices(const struct board_state *s)
{
	for (int r = 0; r < BOARD_RESOURCES; r++)
		if (s->bank[r])
			return true;
	return false;
}

void board_ck_continue(struct board_state *s)
{
	struct board_ck *ck = &s->ck;
	ck->over_limit = -1;
	for (;;) {
		switch (ck->stage) {
		case STAGE_DRAWS:
			if (!gate_draws(s))
				return;
			break;
		case STAGE_DEFEND:
			if (ck->waiting) {
				s->phase = PH_DEFEND;
				return;
			}
			board_battle(s);
			continue;   /* to the stage the battle's outcome set */
		case STAGE_PILLAGE: case STAGE_DEFENDER_DRAWS:
			if (!board_attack_step(s))
				return;
			break;
		case STAGE_PRODUCE: {
			ck->stage = STAGE_NONE;
			board_reindex_cards(s);
			uint8_t before[BOARD_MAX_PLAYERS];
			for (int p = 0; p < s->player_count; p++)
				before[p] = s->player[p].hand_count;
			board_after_dice(s, s->dice[0] + s->dice[1]);
			aqueducts(s, before);
			/* a Defender of Catan or a point card may have brought the
			 * roller to the target in his own turn */
			board_check_victory(s);
			return;
		}
		default:
			return;
		}
		ck->stage = STAGE_PRODUCE;
	}
}

/* The active player holds more progress cards than the limit: his turn
 * cannot end until he has put the excess under (PROGRESS_EXCESS_OWN_TURN
 * is end-of-turn; at-once never lets it come to this). */
bool board_over_limit(const struct board_state *s)
{
	return s->ck.on && s->player[s->active].ck.progress_count > s->opt.ck.hand_limit;
}

bool board_ck_deciding(const struct board_state *s)
{
	return s->phase == PH_PILLAGE || s->phase == PH_DEFENDER_DRAW ||
	       s->phase == PH_PROGRESS_LIMIT || s->phase == PH_DISPLACED || s->phase == PH_AQUEDUCT ||
	       s->phase == PH_DEFEND;
}

/* Who decides in the expansion's interludes: the player over the limit,
 * the owner of a displaced knight, else the first in turn order from the roller whom the stage waits on. */
int board_ck_current(const struct board_state *s)
{
	if (s->phase == PH_PROGRESS_LIMIT)
		return s->ck.over_limit;
	if (s->phase == PH_DISPLACED)   /* a neutral's knight: the displacer (two-cities.c) */
		return s->ck.displaced_owner < s->player_count ? s->ck.displaced_owner : s->active;
	for (int i = 0; i < s->player_count; i++) {
		int p = (s->active + i) % s->player_count;
		if (s->ck.waiting >> p & 1)
			return p;
	}
	return s->active;
}

/* ---- the interludes' actions ---- */

static void put(struct action *out, size_t max, size_t *n, int kind, int arg)
{
	if (*n < max)
		out[(*n)++] = (struct action){ (uint16_t)kind, { (int16_t)arg, 0, 0, 0, 0 } };
}

size_t board_ck_legal(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	int p = board_ck_current(s);
	if (s->phase == PH_PILLAGE) {
		for (int node = 0; node < s->t->map.node_count; node++)
			if (board_can_pillage(s, p, node))
				put(out, max, &n, A_PILLAGE, node);
	} else if (s->phase == PH_AQUEDUCT) {
		for (int r = 0; r < BOARD_RESOURCES; r++)
			if (s->bank[r])
				put(out, max, &n, A_AQUEDUCT, r);
	} else if (s->phase == PH_DEFEND) {
		n = board_defend_options(s, out, max);
	} else if (s->phase == PH_DEFENDER_DRAW) {
		for (int k = 0; k < BOARD_TRACKS; k++)
			if (s->ck.deck_count[k])
				put(out, max, &n, A_DRAW_DECK, k);
	} else {
		for (int row = 0; row < s->t->progress_count; row++)
			if (s->player[p].ck.progress[row])
				put(out, max, &n, A_PUT_UNDER, row);
	}
	return n;
}

bool board_ck_allowed(const struct board_state *s, const struct action *a)
{
	int p = board_ck_current(s), arg = a->arg[0];
	switch (a->kind) {
	case A_PILLAGE:
		return s->phase == PH_PILLAGE && board_can_pillage(s, p, arg);
	case A_DRAW_DECK:
		return s->phase == PH_DEFENDER_DRAW && arg >= 0 && arg < BOARD_TRACKS &&
		       s->ck.deck_count[arg] > 0;
	case A_AQUEDUCT:
		return s->phase == PH_AQUEDUCT && arg >= 0 && arg < BOARD_RESOURCES && s->bank[arg] > 0;
	case A_DEFEND:
		return board_can_defend(s, arg);
	case A_PUT_UNDER:
		return (s->phase == PH_PROGRESS_LIMIT || (s->phase == PH_ACTION && board_over_limit(s))) &&
		       arg >= 0 && arg < s->t->progress_count && s->player[p].ck.progress[arg] > 0;
	default:
		return false;
	}
}

void board_ck_carry_out(struct board_state *s, const struct action *a)
{
	int p = board_ck_current(s);
	switch (a->kind) {
	case A_PILLAGE:
		board_pillage(s, p, a->arg[0]);
		s->ck.waiting &= (uint8_t)~(1u << p);
		break;
	case A_AQUEDUCT:
		board_gain(s, p, a->arg[0], 1);
		s->ck.waiting &= (uint8_t)~(1u << p);
		if (!s->ck.waiting || !board_aqueduct_choices(s)) {
			s->ck.waiting = 0;
			s->phase = PH_ACTION;   /* after a roll other than 7 */
		}
		return;
	case A_DEFEND:
		s->ck.defending |= board_defence_knights(s, p, a->arg[0]);
		s->ck.waiting &= (uint8_t)~(1u << p);
		break;
	case A_DRAW_DECK:
		s->ck.waiting &= (uint8_t)~(1u << p);
		board_progress_draw(s, p, a->arg[0]);
		if (must_put_under(s, p)) {
			s->ck.over_limit = (int8_t)p;
			s->phase = PH_PROGRESS_LIMIT;
			return;
		}
		break;
	default:
		board_progress_under(s, p, a->arg[0]);
		if (s->phase == PH_ACTION)   /* his own excess, at his turn's end */
			return;
		break;
	}
	board_ck_continue(s);
}
