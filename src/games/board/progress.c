/*
 * progress: the progress cards of Cities & Knights, as rows read once from
 * the card database, and their three decks.
 *
 * The rules know no progress card by name: a progress card is a card of
 * type "trade", "politics" or "science" (its track, 000: "Sorteer de
 * nieuwe ontwikkelingskaarten op de kleur van hun achterkant"); its vp
 * column makes it a point card, which 000 has laid open at once
 * ("Kaarten die een overwinningspunt opleveren ... leg je direct open voor
 * je neer. Ze tellen niet mee voor het maximum van vier"); what playing it
 * does is its effect. The set that holds them is the expansion's set.
 *
 * 000, set-up step 5: "Schud elke stapel apart"; "Gespeelde kaarten gaan
 * onder de stapel van hun kleur" and a fifth card "leg je meteen ... onder
 * de stapel van de juiste kleur": a deck is drawn from its top (its last
 * element) and fed from below (its first).
 */
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"
#include "games/board/words.h"

/* The type keys of the three tracks, in enum board_track's order. */
static const char *const track_type[BOARD_TRACKS] = { "trade", "politics", "science" };

int board_progress_tables_fill(struct board_tables *t, const struct carddb *db,
                               struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, db->source, "card", NULL, NULL, 0, 0);
	int types[BOARD_TRACKS];
	for (int k = 0; k < BOARD_TRACKS; k++)
		types[k] = carddb_type_by_key(db, GAME_BOARD, track_type[k]);
	t->ck_set = -1;
	int in_deck[BOARD_TRACKS] = { 0 }, turn_mod_cards = 0;
	for (size_t i = 0; i < db->card_count; i++) {
		const struct carddb_card *c = &db->cards[i];
		int track = -1;
		for (int k = 0; k < BOARD_TRACKS; k++)
			if (c->game == GAME_BOARD && types[k] >= 0 && c->type == types[k])
				track = k;
		if (track < 0 || c->count == 0)
			continue;
		if (t->ck_set >= 0 && c->set != t->ck_set) {
			diag_add(diags, &where, _("progress card %s is in set %s; all progress cards must be "
			         "in one set, %s"), c->key, db->sets[c->set].key, db->sets[t->ck_set].key);
			return -1;
		}
		t->ck_set = c->set;
		if (t->progress_count == BOARD_MAX_PROGRESS_ROWS ||
		    in_deck[track] + c->count > BOARD_MAX_PROGRESS_DECK) {
			diag_add(diags, &where, _("more than %d progress cards in a deck or %d kinds of them"),
			         BOARD_MAX_PROGRESS_DECK, BOARD_MAX_PROGRESS_ROWS);
			return -1;
		}
		int row = t->progress_count++;
		t->progress_card[row] = (int)i;
		t->progress_track[row] = (uint8_t)track;
		t->progress_copies[row] = (uint8_t)c->count;
		t->progress_vp[row] = (uint8_t)c->vp;
		/* A point card is laid open, never played; a card whose every
		 * (playable ...) says (phase before-roll) is played before the
		 * roll and only then (the Alchemist), any other after it. */
		t->progress_playable[row] = !c->vp &&
		                            effect_find_handler(c->program, EFFECT_ON_PLAY, -1, 0) >= 0;
		bool refuses = false;
		effect_program_asks(c->program, &refuses);
		t->progress_refuses[row] = refuses;
		int32_t phase;
		t->progress_before_roll[row] = effect_playable_phase(c->program, &phase) &&
		                               phase == BOARD_PHASE_BEFORE_ROLL;
		t->progress_turn_mods[row] = board_has_turn_mods(c->program);
		turn_mod_cards += t->progress_turn_mods[row] ? c->count : 0;
		if (turn_mod_cards > BOARD_TURN_PLAYS) {
			diag_add(diags, &where, _("more than %d progress cards with (modify-turn ...) "
			         "clauses: a turn keeps that many"), BOARD_TURN_PLAYS);
			return -1;
		}
		in_deck[track] += c->count;
	}
	return 0;
}

void board_progress_decks(struct board_state *s)
{
	const struct board_tables *t = s->t;
	for (int k = 0; k < BOARD_TRACKS; k++)
		s->ck.deck_count[k] = 0;
	for (int row = 0; row < t->progress_count; row++) {
		int k = t->progress_track[row];
		for (int c = 0; c < t->progress_copies[row]; c++)
			s->ck.deck[k][s->ck.deck_count[k]++] = (uint8_t)row;
	}
	for (int k = 0; k < BOARD_TRACKS; k++)
		rng_shuffle(&s->rng, s->ck.deck[k], s->ck.deck_count[k], 1);
}

/* The top card of a track's deck into a player's hand; a point card is
 * laid open at once. Returns its row, or -1 when the deck is empty. */
int board_progress_draw(struct board_state *s, int player, int track)
{
	if (s->ck.deck_count[track] == 0)
		return -1;
	int row = s->ck.deck[track][--s->ck.deck_count[track]];
	struct board_ck_player *c = &s->player[player].ck;
	if (s->t->progress_vp[row]) {
		c->shown[row]++;
		board_reindex_cards(s);   /* his points went up */
	} else {
		c->progress[row]++;
		c->progress_count++;
	}
	return row;
}

/* A card from a player's hand under its deck. */
void board_progress_under(struct board_state *s, int player, int row)
{
	int k = s->t->progress_track[row];
	struct board_ck_player *c = &s->player[player].ck;
	c->progress[row]--;
	c->progress_count--;
	memmove(&s->ck.deck[k][1], &s->ck.deck[k][0], s->ck.deck_count[k]);
	s->ck.deck[k][0] = (uint8_t)row;
	s->ck.deck_count[k]++;
}
