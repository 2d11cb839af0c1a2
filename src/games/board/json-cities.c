/*
 * json-cities: Cities & Knights in the match's JSON object (json.c asks
 * here while the set is in play; without it the object is as before).
 *
 * Bank and hands count the commodities (paper, cloth, coin) beside the
 * resources. Each player also has
 *   levels {trade, politics, science}, walls (under his cities),
 *   knights_left (in his supply, by strength [1, 2, 3]), progress_count (the cards the
 *   hand limit counts), progress {card: n} or null when hidden from the
 *   viewer, shown {card: n} (point cards laid open), defender (Defender of
 *   Catan cards);
 * and the object has cities {barbarians (steps from the start), track
 * (its length), attacks, event (the last event face: ship, trade,
 * politics, science, or null before the first roll), red (the red die, or
 * null), strength {barbarians, knights} (the battle as it stands), decks
 * {trade, politics, science} (cards left), metropolises {track: node or
 * null}, merchant null or {hex, player}, knights [{node, player,
 * strength, active}], walls [node], pillaged [node]}.
 * Intersections and hexes carry the numbers the map shows.
 */
#include "games/board/internal.h"

static const char *face_key(int event)
{
	if (event == EVENT_SHIP)
		return "ship";
	if (event >= EVENT_GATE && event < EVENT_GATE + BOARD_TRACKS)
		return board_track_key[event - EVENT_GATE];
	return NULL;
}

static void progress_cards(const struct board_state *s, const uint8_t *rows,
                           struct json_writer *w)
{
	json_begin_object(w);
	for (int row = 0; row < s->t->progress_count; row++)
		if (rows[row])
			json_member_int(w, s->db->cards[s->t->progress_card[row]].key, rows[row]);
	json_end_object(w);
}

void board_ck_json_player(const struct board_state *s, int p, bool open, struct json_writer *w)
{
	const struct board_ck_player *c = &s->player[p].ck;
	json_key(w, "levels");
	json_begin_object(w);
	for (int k = 0; k < BOARD_TRACKS; k++)
		json_member_int(w, board_track_key[k], c->level[k]);
	json_end_object(w);
	json_member_int(w, "walls", board_bits(s->ck.walls & s->own_nodes[p]));
	json_key(w, "knights_left");
	json_begin_array(w);
	for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++)
		json_int(w, c->knights[k]);
	json_end_array(w);
	json_member_int(w, "progress_count", c->progress_count);
	json_key(w, "progress");
	if (open)
		progress_cards(s, c->progress, w);
	else
		json_null(w);
	json_key(w, "shown");
	progress_cards(s, c->shown, w);
	json_member_int(w, "defender", c->defender);
}

static void nodes(uint64_t bits, struct json_writer *w)
{
	json_begin_array(w);
	for (; bits; bits &= bits - 1)
		json_int(w, board_low_bit(bits) + 1);
	json_end_array(w);
}

static void pieces(const struct board_state *s, struct json_writer *w)
{
	const struct board_ck *ck = &s->ck;
	json_key(w, "metropolises");
	json_begin_object(w);
	for (int k = 0; k < BOARD_TRACKS; k++) {
		json_key(w, board_track_key[k]);
		if (ck->metropolis[k] >= 0)
			json_int(w, ck->metropolis[k] + 1);
		else
			json_null(w);
	}
	json_end_object(w);
	json_key(w, "merchant");
	if (ck->merchant_hex >= 0) {
		json_begin_object(w);
		json_member_int(w, "hex", s->t->map.hex_number[ck->merchant_hex]);
		json_member_int(w, "player", ck->merchant_owner);
		json_end_object(w);
	} else {
		json_null(w);
	}
	json_key(w, "knights");
	json_begin_array(w);
	for (uint64_t b = ck->knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		json_begin_object(w);
		json_member_int(w, "node", n + 1);
		json_member_int(w, "player", ck->knight_owner[n]);
		json_member_int(w, "strength", ck->knight[n] & KNIGHT_STRENGTH);
		json_member_bool(w, "active", (ck->knight[n] & KNIGHT_ACTIVE) != 0);
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "walls");
	nodes(ck->walls, w);
	json_key(w, "pillaged");
	nodes(ck->pillaged, w);
}

void board_ck_json(const struct board_state *s, struct json_writer *w)
{
	const struct board_ck *ck = &s->ck;
	json_key(w, "cities");
	json_begin_object(w);
	json_member_int(w, "barbarians", ck->barbarians);
	json_member_int(w, "track", s->opt.ck.track);
	json_member_int(w, "attacks", ck->attacks);
	json_member_string(w, "event", s->rolled ? face_key(ck->event) : NULL);
	json_key(w, "red");
	if (s->rolled)
		json_int(w, s->dice[1]);
	else
		json_null(w);
	int knights[BOARD_MAX_PLAYERS], catan;
	int barbarians = board_ck_strengths(s, &catan, knights);
	json_key(w, "strength");
	json_begin_object(w);
	json_member_int(w, "barbarians", barbarians);
	json_member_int(w, "knights", catan);
	json_end_object(w);
	json_key(w, "decks");
	json_begin_object(w);
	for (int k = 0; k < BOARD_TRACKS; k++)
		json_member_int(w, board_track_key[k], ck->deck_count[k]);
	json_end_object(w);
	pieces(s, w);
	json_end_object(w);
}
