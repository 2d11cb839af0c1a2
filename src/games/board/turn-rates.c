/*
 * turn-rates: the (modify-turn ...) clauses of the progress cards played
 * this turn, which hold until it ends.
 *
 * 000, "Handelsvloot": "Tot het einde van je beurt mag je één soort
 * grondstof of handelswaar naar keuze in de verhouding 2:1 met de bank
 * ruilen, zo vaak als je wilt." The card says so as data: its play
 * remembers the kind chosen, and its (modify-turn trade-rate ...) lowers
 * that kind's rate; the rules know no card by name, only that a card
 * played with such clauses modifies the active player's rates until his
 * turn ends.
 *
 * Each card played is kept with what its own run remembered, so that two
 * such cards in one turn keep a kind each: while the rules ask one card's
 * clauses, (memory) answers that card's (turn_host below), whatever the
 * other remembered.
 */
#include "games/board/internal.h"
#include "games/board/words.h"

bool board_has_turn_mods(const struct effect_program *program)
{
	for (size_t i = 0; program && i < effect_clause_count(program); i++)
		if (effect_clause_at(program, i)->kind == EFFECT_CLAUSE_MODIFY_TURN)
			return true;
	return false;
}

/* A card with turn modifiers is played: kept for the rest of the turn,
 * nothing remembered yet (its run remembers into the last one kept). */
void board_turn_play(struct board_state *s, int card)
{
	if (s->ck.turn_plays == BOARD_TURN_PLAYS)
		return;   /* progress.c refuses a database with more such cards */
	s->ck.turn_play[s->ck.turn_plays++] = (struct board_turn_play){ (int16_t)card, EFFECT_NONE };
}

/* The match seen by one kept card's clauses: the board's host, but for
 * (memory), which is that card's. */
struct turn_view {
	const struct board_state *s;
	int32_t memory;
};

static int32_t view_query(void *game, enum effect_query q, const int32_t *args)
{
	const struct turn_view *v = game;
	if (q == EFFECT_Q_MEMORY)
		return v->memory;
	return board_host.query((void *)v->s, q, args);
}

/* A modifier changes nothing. */
static int32_t view_act(void *game, enum effect_act a, const int32_t *args)
{
	(void)game;
	(void)a;
	(void)args;
	return 0;
}

static int view_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	const struct turn_view *v = game;
	return board_host.list((void *)v->s, l, a, b, out, max);
}

/* No roll either: a modifier asked twice answers the same. */
static int32_t view_roll(void *game, int32_t sides)
{
	(void)game;
	(void)sides;
	return 0;
}

static const struct effect_host turn_host = {
	.query = view_query,
	.act = view_act,
	.list = view_list,
	.roll = view_roll,
};

/* The rate of each kind of card for player, as the cards kept this turn
 * modify it: only the active player's, in the order played. The rules'
 * floor is one card, or the bank would give cards for nothing. */
void board_turn_rates(const struct board_state *s, int player, uint8_t *rate)
{
	if (!s->ck.on || player != s->active)
		return;
	for (int k = 0; k < s->ck.turn_plays; k++) {
		const struct board_turn_play *play = &s->ck.turn_play[k];
		const struct effect_program *program = s->db->cards[play->card].program;
		struct turn_view view = { s, play->memory };
		struct effect_context ctx = { player, play->card, EFFECT_NONE };
		for (int r = 0; r < BOARD_CARD_KINDS; r++) {
			int32_t v = effect_modify(program, EFFECT_CLAUSE_MODIFY_TURN, BOARD_MOD_TRADE_RATE,
			                          &ctx, s->t->res_db[r], rate[r], &turn_host, &view);
			rate[r] = (uint8_t)(v < 1 ? 1 : v > UINT8_MAX ? UINT8_MAX : v);
		}
	}
}

/* The turn ends: its cards' modifiers with it, and the rates they gave. */
void board_turn_plays_end(struct board_state *s)
{
	if (s->ck.turn_plays == 0)
		return;
	s->ck.turn_plays = 0;
	board_reindex_cards(s);
}
