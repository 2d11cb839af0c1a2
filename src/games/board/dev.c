/*
 * dev: development cards, bought and played.
 *
 * board.md §1.7: "Buying one costs 1 ore, 1 wool and 1 grain. Take the top
 * card and keep it hidden." "You may play 1 development card per turn,
 * either a Knight or a progress card, at any time in your turn, including
 * before the roll. You may not play a card bought this turn." "VP cards are
 * never 'played': they stay hidden until the game ends." "If the deck is
 * empty, no more cards can be bought."
 *
 * What a card does when played is its (on play ...) handler in the card
 * database; a card without one (a victory point card) is never played. A
 * handler that may refuse (a (require ...), as Road Building's with no road
 * to place) is run on a copy of the match first, so that a card which would
 * be refused is not offered: "If you have 0 roads left, or no legal spot,
 * don't allow the card" (§1.7).
 */
#include <string.h>

#include "core/i18n.h"
#include "games/board/internal.h"

bool board_can_buy(const struct board_state *s)
{
	return s->phase == PH_ACTION && s->deck_count > 0 &&
	       board_can_afford(s, s->active, s->t->dev_cost);
}

void board_buy(struct board_state *s)
{
	struct board_player *pl = &s->player[s->active];
	board_pay(s, s->active, s->t->dev_cost);
	int row = s->deck[--s->deck_count];
	pl->dev[row]++;
	pl->dev_new[row]++;
	pl->dev_count++;
	s->built = true;
	/* "A VP card bought this turn may be revealed at once if it brings
	 * you to 10" (AlmDE): the points count as soon as he holds it. */
	board_reindex_cards(s);
	board_check_victory(s);
}

/* Runs the effect until it ends or waits for a decision. */
enum effect_status board_effect_settle(struct board_state *s)
{
	const struct effect_program *program = s->db->cards[s->run_card].program;
	enum effect_status status = effect_run(&s->run, program, &board_host, s);
	if (status != EFFECT_PENDING)
		s->running = false;
	return status;
}

/* Starts db card's (on play ...) handler for the active player. */
int board_effect_start(struct board_state *s, int card)
{
	const struct effect_program *program = s->db->cards[card].program;
	int clause = effect_find_handler(program, EFFECT_ON_PLAY, -1, 0);
	struct effect_context ctx = { s->active, card, EFFECT_NONE };
	if (clause < 0 || effect_start(&s->run, program, (size_t)clause, &ctx) != 0)
		return -1;
	s->running = true;
	s->run_card = (int16_t)card;
	return 0;
}

/* Whether db card's handler would run for the active player without
 * refusing: its (playable ...) clauses hold, and, when it holds a
 * (require ...) (refuses), a run on a copy of the match is not refused. */
bool board_effect_would_run(const struct board_state *s, int card, bool refuses)
{
	const struct effect_program *program = s->db->cards[card].program;
	struct effect_context ctx = { s->active, card, EFFECT_NONE };
	if (!effect_playable(program, &ctx, &board_host, (void *)s))
		return false;
	if (!refuses)
		return true;
	struct board_state trial;
	memcpy(&trial, s, sizeof trial);
	if (board_effect_start(&trial, card) != 0)
		return false;
	enum effect_status status = board_effect_settle(&trial);
	return status == EFFECT_DONE || status == EFFECT_PENDING;
}

static bool would_run(const struct board_state *s, int row)
{
	return board_effect_would_run(s, s->t->dev_card[row], s->t->dev_refuses[row]);
}

bool board_can_play(const struct board_state *s, int row)
{
	if ((s->phase != PH_ROLL && s->phase != PH_ACTION) || s->dev_played || row < 0 ||
	    row >= s->t->dev_count || !s->t->dev_playable[row])
		return false;
	const struct board_player *pl = &s->player[s->active];
	return pl->dev[row] > pl->dev_new[row] && would_run(s, row);
}

/* Why the player to decide cannot play db card now (game_rules why_not):
 * the reasons board_can_play checks, in the order §1.7 gives them; a
 * progress card's are progress-play.c's. Another card gets no word. */
void board_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why)
{
	const struct board_state *s = state;
	(void)lang;   /* the reasons name no card or resource */
	int row = 0;
	while (row < s->t->dev_count && s->t->dev_card[row] != card)
		row++;
	if (row == s->t->dev_count) {
		board_progress_why_not(s, card, why);
		return;
	}
	const struct board_player *pl = &s->player[s->active];
	if (!s->t->dev_playable[row])
		strbuf_puts(why, _("a victory point card is never played: it stays hidden in the "
		                   "hand and counts at once"));
	else if ((s->phase != PH_ROLL && s->phase != PH_ACTION) || board_current(s) != s->active)
		strbuf_printf(why, _("a development card is played in its owner's turn, before or "
		                     "after the roll, not now (%s)"), _(board_phase_name(s)));
	else if (pl->dev[row] == 0)
		strbuf_puts(why, _("it is not in your hand"));
	else if (s->dev_played)
		strbuf_puts(why, _("you have played a development card this turn: one a turn"));
	else if (pl->dev[row] <= pl->dev_new[row])
		strbuf_puts(why, _("you bought it this turn: it is played from your next turn on"));
	else if (!would_run(s, row))
		strbuf_puts(why, _("it has nothing to act on now"));
}

void board_play(struct board_state *s, int row)
{
	struct board_player *pl = &s->player[s->active];
	pl->dev[row]--;
	pl->dev_count--;
	pl->played[row]++;
	s->dev_played = true;
	s->resume = s->phase;
	s->free_roads = 0;
	board_reindex_cards(s);   /* a face-up knight counts for the army at once */
	if (board_effect_start(s, s->t->dev_card[row]) != 0 || board_effect_settle(s) != EFFECT_PENDING)
		board_after_effect(s);
}

int board_answer_effect(struct board_state *s, int32_t answer)
{
	if (!board_pending(s) || effect_answer(&s->run, answer) != 0)
		return -1;
	if (board_effect_settle(s) != EFFECT_PENDING)
		board_after_effect(s);
	return 0;
}
