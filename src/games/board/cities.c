/*
 * cities: Cities & Knights set up beside the base game: its rule options
 * and the supplies of a new match.
 *
 * 000, "Voorbereiding": the base game's development cards and Largest Army
 * go back in the box ("Leg de ontwikkelingskaarten, de bouwkostenkaarten en
 * de kaart Grootste riddermacht van het basisspel terug in de doos"); each
 * colour has 6 knights, 3 walls and 3 metropolises (cities.h); the
 * commodities lie beside the resources; the three progress decks are
 * shuffled apart; "zet het barbarenschip op het startvakje"; "Zet de
 * struikrover in de woestijn. Hij blijft daar staan tot de barbaren voor de
 * eerste keer Catan aanvallen" (ROBBER_ASLEEP).
 */
#include <stddef.h>
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"
#include "games/options.h"

#define FIELD(key, words, member) { key, words, offsetof(struct board_ck_options, member) }

int board_ck_read_options(struct board_ck_options *opt, const struct carddb *db,
                          const struct match_setup *setup, const int *sets, size_t set_count,
                          struct diag_list *diags)
{
	const struct game_option_field fields[] = {
		FIELD("BARBARIAN_TRACK", NULL, track),
		FIELD("METROPOLIS_BARBARIAN_WEIGHT", NULL, metropolis_weight),
		FIELD("DEFENDERS_CHOSEN", NULL, defenders_chosen),
		FIELD("METROPOLIS_ONLY_VICTIMS", "skip|spared", metropolis_spared),
		FIELD("ROBBER_ASLEEP", NULL, robber_asleep),
		FIELD("KNIGHT_ACT_WHEN_ACTIVATED", NULL, act_when_activated),
		FIELD("KNIGHT_ERRANT", NULL, knight_errant),
		FIELD("PROGRESS_HAND_LIMIT", NULL, hand_limit),
		FIELD("PROGRESS_EXCESS_OWN_TURN", "end-of-turn|at-once", excess_at_once),
		FIELD("COMMODITY_SHORTAGE", "as-resources|unlimited", commodities_unlimited),
		FIELD("START_COMMODITIES", NULL, start_commodities),
		FIELD("CK_BOARD_SETUP", "variable|first-game", first_game),
		FIELD("SEAFARERS_COMBINATION", NULL, seafarers),
	};
	memset(opt, 0, sizeof *opt);
	return game_read_options(db, GAME_BOARD, setup, sets, set_count, fields,
	                         sizeof fields / sizeof fields[0], opt, diags);
}

/* Whether the expansion is among the sets in play. */
bool board_ck_in_play(const struct board_tables *t, const int *sets, size_t set_count)
{
	for (size_t i = 0; i < set_count; i++)
		if (t->ck_set >= 0 && sets[i] == t->ck_set)
			return true;
	return false;
}

/* Options the engine cannot play yet are refused by name, not played
 * wrong: Seafarers is not in the engine. */
static int refuse_unplayable(const struct board_ck_options *opt, struct diag_list *diags)
{
	struct diag_where where;
	diag_where_set(&where, NULL, NULL, NULL, NULL, 0, 0);
	if (opt->seafarers) {
		diag_add(diags, &where, "%s", _("SEAFARERS_COMBINATION=1 needs Seafarers, which the board game "
		         "does not have"));
		return -1;
	}
	return 0;
}

int board_ck_setup(struct board_state *s, struct diag_list *diags)
{
	if (refuse_unplayable(&s->opt.ck, diags) != 0)
		return -1;
	struct board_ck *ck = &s->ck;
	ck->on = true;
	memset(ck->knight_owner, -1, sizeof ck->knight_owner);
	memset(ck->metropolis, -1, sizeof ck->metropolis);
	ck->merchant_hex = -1;
	ck->over_limit = -1;
	ck->metropolis_due = -1;
	ck->displaced_owner = -1;
	ck->merchant_owner = -1;
	for (int c = BOARD_RESOURCES; c < BOARD_CARD_KINDS; c++) {
		s->bank[c] = BOARD_COMMODITY_CARDS;
		ck->commodity_total[c - BOARD_RESOURCES] = BOARD_COMMODITY_CARDS;
	}
	s->deck_count = 0;
	board_progress_decks(s);
	/* every colour's knights, the neutrals' too (two-cities.c) */
	for (int p = 0; p < s->colours; p++)
		for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++)
			s->player[p].ck.knights[k] = BOARD_KNIGHTS_EACH;
	for (int p = 0; p < s->player_count; p++)
		s->player[p].ck.walls = BOARD_WALLS;
	return 0;
}

/* 000, "Doel van het spel": "Naast dorpen, steden en de Langste
 * handelsroute verdien je punten met metropolen, met de kaart Redder van
 * Catan, met de handelaar en met twee ontwikkelingskaarten die een punt
 * opleveren." A metropolis "is vier overwinningspunten waard, twee voor
 * de stad en twee voor de metropool zelf"; a pillaged city turned on its
 * side "is één punt waard". What a player has beyond the base game's
 * buildings and Longest Road: all of it lies open. */
int board_ck_points(const struct board_state *s, int player)
{
	const struct board_ck *ck = &s->ck;
	const struct board_ck_player *c = &s->player[player].ck;
	int vp = c->defender - board_bits(ck->pillaged & s->own_nodes[player]);
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (ck->metropolis[k] >= 0 && s->node_owner[ck->metropolis[k]] == player)
			vp += BOARD_METROPOLIS_VP;
	if (ck->merchant_owner == player)
		vp++;
	for (int row = 0; row < s->t->progress_count; row++)
		vp += c->shown[row] * s->t->progress_vp[row];
	return vp;
}
