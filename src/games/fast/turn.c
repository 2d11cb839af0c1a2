/*
 * turn: phase 3, "Rohstoffkarten nachziehen", and the next player's turn.
 *
 * R003: "Zum Abschluss ziehst du die obersten 2 Karten vom Nachziehstapel.
 * Für jede deiner Ritterkarten, die mit der A-Seite ausliegt, ziehst du 1
 * weitere Karte." The extra cards are the (modify draws) clauses of the
 * visible cards, which every knight's A side carries. Under
 * KNIGHT_COUNTS_SAME_TURN=0 the knight gained this turn does not count yet.
 *
 * "Den ersten Zug macht der älteste Spieler. Danach geht es im
 * Uhrzeigersinn reihum, unabhängig davon, wohin die Pfeile der
 * Schicksalskarte zeigen": seat 1 first, then seat order, always.
 */
#include "games/fast/internal.h"

void fast_end_turn(struct fast_state *s)
{
	int me = s->active;
	int n = s->player[me].draws;
	if (!s->opt.knight_same_turn && s->fresh_knight >= 0)
		n = fast_modify(s, me, FG_DRAWS, EFFECT_NONE, FAST_DRAW_BASE, s->fresh_knight);
	fast_draw_into_hand(s, me, n);

	s->active = (int8_t)((me + 1) % s->player_count);
	s->turn++;
	s->built = 0;
	s->activated = 0;
	s->fresh_knight = -1;
	fast_begin_exchange(s);
}
