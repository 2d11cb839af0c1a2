/*
 * progress-play: the progress cards of Cities & Knights played
 * (A_PLAY_PROGRESS). What a card does is its (on play ...) handler in the
 * card database, run as the development cards' are (dev.c); the rules
 * here say when a card may be played.
 *
 * 000, "Ontwikkelingskaarten spelen": "Nadat je gedobbeld hebt, mag je in
 * je beurt zoveel ontwikkelingskaarten spelen als je wilt. Alleen de
 * Alchemist speel je vóór het dobbelen. Een kaart die je in je beurt
 * trekt, mag je meteen spelen." "Gespeelde kaarten gaan onder de stapel
 * van hun kleur." "Kaarten die een overwinningspunt opleveren ... leg je
 * direct open voor je neer" (progress.c lays them open as they are drawn:
 * they are never in the hand, never played).
 *
 * The rules know no card by name: a card whose (playable ...) clauses all
 * read (phase before-roll) is the one played before the roll, and then
 * only ("Heb je al gedobbeld, dan kun je deze kaart die beurt niet meer
 * gebruiken"); every other card is played after the roll, as often as the
 * hand holds cards. A card whose handler would refuse (a (require ...)
 * with nothing to act on) is not offered, as dev.c does not offer one.
 */
#include "core/i18n.h"
#include "games/board/internal.h"

bool board_can_play_progress(const struct board_state *s, int row)
{
	const struct board_tables *t = s->t;
	if (!s->ck.on || row < 0 || row >= t->progress_count || !t->progress_playable[row] ||
	    s->player[s->active].ck.progress[row] == 0 || board_pending(s))
		return false;
	if (t->progress_before_roll[row] ? s->phase != PH_ROLL : s->phase != PH_ACTION)
		return false;
	return board_effect_would_run(s, t->progress_card[row], t->progress_refuses[row]);
}

void board_play_progress(struct board_state *s, int row)
{
	board_progress_under(s, s->active, row);
	if (s->t->progress_turn_mods[row])
		board_turn_play(s, s->t->progress_card[row]);
	s->resume = s->phase;
	s->free_roads = 0;
	if (board_effect_start(s, s->t->progress_card[row]) != 0 ||
	    board_effect_settle(s) != EFFECT_PENDING)
		board_after_effect(s);
}

/* The progress cards the active player may play now, by row. */
size_t board_progress_plays(const struct board_state *s, struct action *out, size_t max)
{
	size_t n = 0;
	if (!s->ck.on || s->player[s->active].ck.progress_count == 0)
		return 0;
	for (int row = 0; row < s->t->progress_count && n < max; row++)
		if (board_can_play_progress(s, row))
			out[n++] = (struct action){ A_PLAY_PROGRESS, { (int16_t)row, 0, 0, 0, 0 } };
	return n;
}

/* Why the active player cannot play db card now, when it is a progress
 * card: the reasons board_can_play_progress checks, in 000's order. */
void board_progress_why_not(const struct board_state *s, int card, struct strbuf *why)
{
	const struct board_tables *t = s->t;
	int row = 0;
	while (row < t->progress_count && t->progress_card[row] != card)
		row++;
	if (row == t->progress_count || !s->ck.on)
		return;
	if (t->progress_vp[row])
		strbuf_puts(why, _("a progress card worth a victory point is laid open as it is "
		                   "drawn and never played"));
	else if (s->player[s->active].ck.progress[row] == 0)
		strbuf_puts(why, _("it is not in your hand"));
	else if (board_current(s) != s->active ||
	         (t->progress_before_roll[row] ? s->phase != PH_ROLL : s->phase != PH_ACTION))
		strbuf_printf(why, t->progress_before_roll[row]
		              ? _("this progress card is played in its owner's turn before the roll, "
		                  "not now (%s)")
		              : _("a progress card is played in its owner's turn after the roll, not "
		                  "now (%s)"), _(board_phase_name(s)));
	else if (!board_can_play_progress(s, row))
		strbuf_puts(why, _("it has nothing to act on now"));
}
