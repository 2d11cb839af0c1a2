/*
 * turn: the one authority on what comes next. apply.c carries out an
 * action's change and then calls the function here that names the moment;
 * only this file moves the match from phase to phase.
 *
 * board.md §1.4, the set-up rounds: "each player in turn order places 1
 * settlement plus 1 adjacent road. Then, in reverse order, each places a
 * second settlement plus road. Each player receives 1 resource for each
 * terrain hex adjacent to their second settlement (the desert gives
 * nothing). The first player then takes the first turn."
 *
 * §1.5: "Turn order: roll for production (the result applies to all
 * players), trade, build. You may play 1 development card at any time
 * during your turn, even before the roll."
 *
 * §1.6, a 7: "Nobody produces. Every player with more than 7 resource cards
 * ... chooses and discards half of them, rounded down ... The player who
 * rolled must move the robber to a different hex ... They then steal 1
 * random resource from one player who has a settlement or city adjacent to
 * the new hex. ... The turn continues with trading."
 */
#include "games/board/internal.h"

static int setup_player(const struct board_state *s, int step)
{
	int n = s->player_count;
	return step < n ? step : 2 * n - 1 - step;
}

/* Cities & Knights, 000 "Opbouwfase": "In de tweede ronde zet je geen
 * tweede dorp neer, maar een stad met een straat"; "Voor elk landschap rond
 * je stad krijg je één bijpassende grondstoffenkaart. Je krijgt in de
 * opbouwfase geen handelswaren" (START_COMMODITIES=1 gives them). */
bool board_setup_city(const struct board_state *s)
{
	return s->ck.on && s->setup_step >= s->player_count;
}

void board_after_setup_settlement(struct board_state *s, int node)
{
	const struct board_map *m = &s->t->map;
	if (s->setup_step >= s->player_count)
		for (int i = 0; i < m->node_hex_count[node]; i++) {
			int res = s->hex_resource[m->node_hex[node][i]];
			if (res >= 0 && s->bank[res] > 0)
				board_gain(s, s->active, res, 1);
			int commodity = res >= 0 ? board_commodity_of[res] : -1;
			if (s->ck.on && s->opt.ck.start_commodities && commodity >= 0 && s->bank[commodity])
				board_gain(s, s->active, commodity, 1);
		}
	s->setup_node = (int8_t)node;
	s->phase = PH_SETUP_ROAD;
}

void board_after_setup_road(struct board_state *s)
{
	s->setup_node = -1;
	s->setup_step++;
	if (s->setup_step == 2 * s->player_count) {
		s->active = 0;
		s->turn = 1;
		s->phase = PH_ROLL;
		return;
	}
	s->active = (int8_t)setup_player(s, s->setup_step);
	s->phase = PH_SETUP_SETTLEMENT;
}

/* The robber's interlude, from a 7 or a card: the move comes next. */
static void robber_must_move(struct board_state *s)
{
	s->phase = PH_ROBBER;
}

static int random_dice(struct board_state *s)
{
	s->dice[0] = (uint8_t)rng_die(&s->rng);
	s->dice[1] = (uint8_t)rng_die(&s->rng);
	return s->dice[0] + s->dice[1];
}

/* The sandbox's fixed red die of this roll (0: none); the one it fixed for
 * the roll after (two players) comes up next, as fixed_roll2 does. */
static int take_fixed_red(struct board_state *s)
{
	int red = s->ck.fixed_red;
	s->ck.fixed_red = s->ck.fixed_red2;
	s->ck.fixed_red2 = 0;
	return red;
}

/* The dice: the sandbox's sum if one is fixed (with Cities & Knights, and
 * the red die's value if that is fixed too), else two dice. With Cities &
 * Knights, dice[1] is the red die (000: "De witte en de rode dobbelsteen
 * bepalen samen welke landschappen opbrengen"). */
static int throw_dice(struct board_state *s)
{
	if (s->ck.fixed_white) {
		/* 000, the Alchemist: "Je bepaalt zelf welk getal de witte en de
		 * rode dobbelsteen tonen." A roll the sandbox fixed is used up. */
		int red = take_fixed_red(s);
		s->dice[0] = s->ck.fixed_white;
		s->dice[1] = red ? (uint8_t)red : (uint8_t)rng_die(&s->rng);
		s->ck.fixed_white = 0;
		s->fixed_roll = s->fixed_roll2;
		s->fixed_roll2 = 0;
		return s->dice[0] + s->dice[1];
	}
	int sum = s->fixed_roll, fixed_red = take_fixed_red(s);
	s->fixed_roll = s->fixed_roll2;
	s->fixed_roll2 = 0;
	if (!sum)
		return random_dice(s);
	int red = sum > 7 ? 6 : 1;   /* the base game's split */
	if (fixed_red && sum - fixed_red >= 1 && sum - fixed_red <= 6)
		red = fixed_red;
	s->dice[1] = (uint8_t)red;
	s->dice[0] = (uint8_t)(sum - red);
	return sum;
}

/* The two-player variant (004, "Rolling for Production"): "Op Je beurt
 * gooi je de dobbelstenen twee keer achter elkaar. Het is essentieel dat de
 * resultaten van de twee dobbelstenen van elkaar verschillen. Als de tweede
 * dobbelsteen hetzelfde resultaat geeft als de eerste, rol dan opnieuw tot
 * je een ander resultaat krijgt. direct na elk van de twee dobbelstenen
 * rollen, de twee echte spelers krijgen middelen en / of verplaatsen de
 * rover." Each roll is an action; after the first one's production or 7,
 * the turn comes back to the roll (PH_ROLL), after the last to trading and
 * building. With Cities & Knights the event die is thrown with the dice and
 * resolved first (event.c), which then comes back to board_after_dice. */
void board_roll(struct board_state *s)
{
	int sum = throw_dice(s);
	if (s->two && s->rolls == 1 && s->opt.two.second_roll_different)
		while (sum == s->first_sum)   /* a fixed repeat is rolled again too */
			sum = random_dice(s);
	if (s->rolls++ == 0)
		s->first_sum = (uint8_t)sum;
	s->rolled = true;
	if (s->ck.on)
		board_ck_roll(s);
	else
		board_after_dice(s, sum);
}

/* The production dice: production, or a 7. With Cities & Knights a 7
 * moves the robber only once it is awake (event.c). */
void board_after_dice(struct board_state *s, int sum)
{
	uint8_t next = s->two && s->rolls < s->opt.two.production_rolls ? PH_ROLL : PH_ACTION;
	if (sum != 7) {
		board_produce(s, sum);
		s->phase = next;
		return;
	}
	s->resume = next;
	bool discards = false;
	for (int p = 0; p < s->player_count; p++) {
		struct board_player *pl = &s->player[p];
		pl->discard = pl->hand_count > board_discard_limit(s, p) ? (uint8_t)(pl->hand_count / 2)
		              : 0;
		discards |= pl->discard > 0;
	}
	if (discards)
		s->phase = PH_DISCARD;
	else if (board_robber_awake(s))
		robber_must_move(s);
	else
		s->phase = s->resume;
}

void board_after_discard(struct board_state *s)
{
	for (int p = 0; p < s->player_count; p++)
		if (s->player[p].discard)
			return;
	if (board_robber_awake(s))
		robber_must_move(s);
	else
		s->phase = s->resume;
}

/* "If there are several such players, the roller picks one"; with one
 * there is nothing to pick, and with none nothing is stolen. */
void board_robber_moved(struct board_state *s)
{
	unsigned victims = board_victims(s, s->robber, s->active);
	if (victims == 0) {
		board_after_steal(s);
	} else if ((victims & (victims - 1)) == 0) {
		int v = 0;
		while (!(victims >> v & 1))
			v++;
		board_steal(s, s->active, v);
		board_after_steal(s);
	} else {
		s->victims = (uint8_t)victims;
		s->phase = PH_STEAL;
	}
}

void board_after_steal(struct board_state *s)
{
	s->victims = 0;
	s->phase = s->resume;
}

/* A build changes points, roads and harbours: the index follows, and the
 * builder may have won. */
void board_after_build(struct board_state *s)
{
	board_reindex(s);
	if (s->phase == PH_FREE_ROADS &&
	    (s->free_roads == 0 || !board_any_road_site(s, s->active))) {
		s->free_roads = 0;
		s->phase = s->resume;
	}
	board_check_victory(s);
}

/* A card's effect has ended. It may have moved the robber (the steal is
 * under way) or granted free roads (they come next). */
void board_after_effect(struct board_state *s)
{
	board_reindex_cards(s);
	if (s->phase == PH_ROLL || s->phase == PH_ACTION) {
		if (s->free_roads > 0 && board_any_road_site(s, s->active))
			s->phase = PH_FREE_ROADS;
		else
			s->free_roads = 0;
	}
	board_check_victory(s);
}

/* A neutral piece is placed: the index follows (a neutral road may take
 * Longest Road, break a seat's), and the builder goes on where he was; free
 * roads end if the neutral's piece took their last spot. */
void board_after_neutral(struct board_state *s)
{
	board_reindex(s);
	s->phase = s->two_resume;
	if (s->phase == PH_FREE_ROADS &&
	    (s->free_roads == 0 || !board_any_road_site(s, s->active))) {
		s->free_roads = 0;
		s->phase = s->resume;
	}
	board_check_victory(s);
}

void board_end_turn(struct board_state *s)
{
	struct board_player *me = &s->player[s->active];
	for (int row = 0; row < BOARD_MAX_DEV_ROWS; row++)
		me->dev_new[row] = 0;
	if (s->ck.on)
		board_knights_end_turn(s);
	s->ck.cranes = 0;
	board_turn_plays_end(s);
	s->active = (int8_t)((s->active + 1) % s->player_count);
	s->turn++;
	s->rolled = false;
	s->dev_played = false;
	s->built = false;
	s->offers_made = 0;
	s->declined_count = 0;
	s->rolls = 0;
	s->token_used = 0;
	s->token_actions = 0;
	s->knight_discards = 0;
	s->phase = PH_ROLL;
	/* A player who came to the target outside his turn (Longest Road
	 * passed to him when another's road broke) wins as his turn begins. */
	board_check_victory(s);
}

/* Who decides now: a card effect's chooser, a player who still has to
 * discard (in turn order from the roller), a player who has not answered
 * an offer (in turn order from the offerer), else the active player. */
int board_current(const void *state)
{
	const struct board_state *s = state;
	if (s->phase == PH_OVER)
		return -1;
	const struct effect_decision *d = board_pending(s);
	if (d)
		return d->player;
	if (board_ck_deciding(s))
		return board_ck_current(s);
	int n = s->player_count;
	if (s->phase == PH_DISCARD) {
		for (int i = 0; i < n; i++) {
			int p = (s->active + i) % n;
			if (s->player[p].discard)
				return p;
		}
	}
	if (s->phase == PH_OFFER || s->phase == PH_COUNTER_DRAFT) {
		for (int i = 1; i < n; i++) {
			int p = (s->active + i) % n;
			if (s->answer[p] == ANSWER_NONE)
				return p;
		}
	}
	return s->active;
}

/* An offer is begun: its terms are put together next. */
void board_after_offer_begun(struct board_state *s)
{
	s->phase = PH_OFFER_DRAFT;
}

/* A counter is begun: the answerer puts its terms together, then the
 * next one is asked (board_after_answer). */
void board_after_counter_begun(struct board_state *s)
{
	s->phase = PH_COUNTER_DRAFT;
}

/* An offer is made: the others answer it in turn order. */
void board_after_offer(struct board_state *s)
{
	s->phase = PH_OFFER;
}

/* The offerer dropped his offer: the turn goes on. */
void board_after_withdraw(struct board_state *s)
{
	s->phase = PH_ACTION;
}

/* An answer is given (a counter proposed or withdrawn is one): the next
 * one is asked, or the offerer picks. */
void board_after_answer(struct board_state *s)
{
	s->phase = PH_OFFER;
	bool taken = false;
	for (int p = 0; p < s->player_count; p++) {
		if (s->answer[p] == ANSWER_NONE)
			return;
		taken |= s->answer[p] == ANSWER_ACCEPT || s->answer[p] == ANSWER_COUNTER;
	}
	board_note_answers(s);
	s->phase = taken ? PH_OFFER_CLOSE : PH_ACTION;
}

/* The offerer traded, or let the offer lapse. */
void board_after_trade(struct board_state *s)
{
	s->phase = PH_ACTION;
}
