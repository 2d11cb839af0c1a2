/*
 * json: the match as one JSON object, for `state --json` and tools.
 *
 *   game, turn, phase, current, winner, active (seats 0-based, as every
 *   game writes them), dice [a, b] or null, robber (hex number),
 *   longest_road, largest_army (seat or -1), bank {resource: n}, deck n,
 *   hexes [{number, terrain, resource or null, token or null}],
 *   harbors [{number, resource or null, ratio, nodes [a, b]}],
 *   buildings [{node, player, piece}], roads [{path, player}],
 *   players [{name, vp, hand_count, hand {resource: n} or null when hidden
 *   from the viewer, dev_count, dev {card: n} or null, played {card: n},
 *   road_length, army, settlements, cities, roads (pieces left)}],
 *   offer null or {give {..}, get {..}, answers [..], counters [null or
 *   {give {..}, get {..}}]} while an offer stands (a counter's give is
 *   what its answerer gives), draft null or {player, counter (true for a
 *   counter), give {..}, get {..}, offers_made, offers_per_turn} while an
 *   offer or counter is put together (give: what that player gives),
 *   pending null or {player, card, options (their number, "choose none"
 *   among them where the card lets him decline), choices (the answers'
 *   action texts, or null to a viewer other than the player who decides)}
 *   while a card effect waits.
 * With two players also: tokens per player, token_supply, rolls (made this
 * turn), first_roll (its first sum, or null), and neutrals [{colour,
 * road_length, settlements, roads}]: a building's or road's "player" 2 or 3
 * (0-based) is a neutral colour, as longest_road may be.
 * With Cities & Knights also what json-cities.c adds.
 * Hexes, intersections (nodes) and paths carry the numbers the map shows.
 */
#include <stdio.h>

#include "games/board/internal.h"

static void resources(const struct board_state *s, const uint8_t *n, struct json_writer *w)
{
	json_begin_object(w);
	for (int r = 0; r < board_card_kinds(s); r++)
		json_member_int(w, board_res_key(s, r), n[r]);
	json_end_object(w);
}

static void cards(const struct board_state *s, const uint8_t *rows, struct json_writer *w)
{
	json_begin_object(w);
	for (int row = 0; row < s->t->dev_count; row++)
		if (rows[row])
			json_member_int(w, s->db->cards[s->t->dev_card[row]].key, rows[row]);
	json_end_object(w);
}

static void player(const struct board_state *s, int p, int viewer, struct json_writer *w)
{
	const struct board_player *pl = &s->player[p];
	bool open = viewer < 0 || viewer == p;
	char name[24];
	snprintf(name, sizeof name, "player %d", p + 1);
	json_begin_object(w);
	json_member_string(w, "name", name);
	json_member_int(w, "vp", pl->vp + (open || s->phase == PH_OVER ? pl->hidden_vp : 0));
	json_member_int(w, "hand_count", pl->hand_count);
	json_key(w, "hand");
	if (open)
		resources(s, pl->hand, w);
	else
		json_null(w);
	json_member_int(w, "dev_count", pl->dev_count);
	json_key(w, "dev");
	if (open)
		cards(s, pl->dev, w);
	else
		json_null(w);
	json_key(w, "played");
	cards(s, pl->played, w);
	json_member_int(w, "road_length", pl->road_length);
	json_member_int(w, "army", pl->army);
	json_member_int(w, "settlements", pl->settlements);
	json_member_int(w, "cities", pl->cities);
	json_member_int(w, "roads", pl->roads);
	if (s->two)
		json_member_int(w, "tokens", s->tokens[p]);
	if (s->ck.on)
		board_ck_json_player(s, p, open, w);
	json_end_object(w);
}

static void two_player(const struct board_state *s, struct json_writer *w)
{
	json_member_int(w, "token_supply", s->token_supply);
	json_member_int(w, "rolls", s->rolls);
	json_key(w, "first_roll");
	if (s->rolls > 0)
		json_int(w, s->first_sum);
	else
		json_null(w);
	json_key(w, "neutrals");
	json_begin_array(w);
	for (int p = s->player_count; p < s->colours; p++) {
		const struct board_player *pl = &s->player[p];
		json_begin_object(w);
		json_member_int(w, "colour", p);
		json_member_int(w, "road_length", pl->road_length);
		json_member_int(w, "settlements", pl->settlements);
		json_member_int(w, "roads", pl->roads);
		json_end_object(w);
	}
	json_end_array(w);
}

static void island(const struct board_state *s, struct json_writer *w)
{
	const struct board_map *m = &s->t->map;
	json_key(w, "hexes");
	json_begin_array(w);
	for (int h = 0; h < m->hex_count; h++) {
		json_begin_object(w);
		json_member_int(w, "number", m->hex_number[h]);
		json_member_string(w, "terrain", s->db->terrains[s->hex_terrain[h]].key);
		json_member_string(w, "resource", s->hex_resource[h] < 0 ? NULL
		                                  : board_res_key(s, s->hex_resource[h]));
		json_key(w, "token");
		if (s->hex_token[h])
			json_int(w, s->hex_token[h]);
		else
			json_null(w);
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "harbors");
	json_begin_array(w);
	for (int k = 0; k < m->harbor_count; k++) {
		json_begin_object(w);
		json_member_int(w, "number", m->harbor_number[k]);
		json_member_string(w, "resource", s->harbor_resource[k] < 0 ? NULL
		                                  : board_res_key(s, s->harbor_resource[k]));
		json_member_int(w, "ratio", s->harbor_ratio[k]);
		json_key(w, "nodes");
		json_begin_array(w);
		json_int(w, m->edge_node[m->harbor_edge[k]][0] + 1);
		json_int(w, m->edge_node[m->harbor_edge[k]][1] + 1);
		json_end_array(w);
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "buildings");
	json_begin_array(w);
	for (int n = 0; n < m->node_count; n++)
		if (s->node_owner[n] >= 0) {
			json_begin_object(w);
			json_member_int(w, "node", n + 1);
			json_member_int(w, "player", s->node_owner[n]);
			json_member_string(w, "piece", (s->cities >> n & 1) ? "city" : "settlement");
			json_end_object(w);
		}
	json_end_array(w);
	json_key(w, "roads");
	json_begin_array(w);
	for (int e = 0; e < m->edge_count; e++)
		if (s->edge_owner[e] >= 0) {
			json_begin_object(w);
			json_member_int(w, "path", e + 1);
			json_member_int(w, "player", s->edge_owner[e]);
			json_end_object(w);
		}
	json_end_array(w);
}

static void offer(const struct board_state *s, struct json_writer *w)
{
	json_key(w, "offer");
	if (s->phase != PH_OFFER && s->phase != PH_OFFER_CLOSE && s->phase != PH_COUNTER_DRAFT) {
		json_null(w);
		return;
	}
	static const char *const answers[] = { "none", "decline", "accept", "counter" };
	json_begin_object(w);
	json_key(w, "give");
	resources(s, s->offer.give, w);
	json_key(w, "get");
	resources(s, s->offer.get, w);
	json_key(w, "answers");
	json_begin_array(w);
	for (int p = 0; p < s->player_count; p++)
		json_string(w, p == s->active ? "offerer" : answers[s->answer[p]]);
	json_end_array(w);
	json_key(w, "counters");
	json_begin_array(w);
	for (int p = 0; p < s->player_count; p++) {
		if (p == s->active || s->answer[p] != ANSWER_COUNTER) {
			json_null(w);
			continue;
		}
		/* kept from the offerer's side: written from the answerer's */
		json_begin_object(w);
		json_key(w, "give");
		resources(s, s->counter[p].get, w);
		json_key(w, "get");
		resources(s, s->counter[p].give, w);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

static void draft(const struct board_state *s, struct json_writer *w)
{
	json_key(w, "draft");
	int drafter = board_drafter(s);
	if (drafter < 0) {
		json_null(w);
		return;
	}
	json_begin_object(w);
	json_member_int(w, "player", drafter);
	json_key(w, "counter");
	json_bool(w, s->phase == PH_COUNTER_DRAFT);
	json_key(w, "give");
	resources(s, s->draft.give, w);
	json_key(w, "get");
	resources(s, s->draft.get, w);
	json_member_int(w, "offers_made", s->offers_made);
	json_member_int(w, "offers_per_turn", s->opt.offers_per_turn);
	json_end_object(w);
}

/* The decision a card effect waits for: its options as the actions that
 * answer it, to the player who decides (and in a replay); the others see
 * their number only, as an option may be a card of a hand (a progress
 * card's choice). */
static void pending(const struct board_state *s, int viewer, struct json_writer *w)
{
	json_key(w, "pending");
	const struct effect_decision *d = board_pending(s);
	if (!d) {
		json_null(w);
		return;
	}
	json_begin_object(w);
	json_member_int(w, "player", d->player);
	json_member_string(w, "card", s->db->cards[s->run_card].key);
	json_member_int(w, "options", d->count + (d->optional ? 1 : 0));
	json_key(w, "choices");
	if (viewer >= 0 && viewer != d->player) {
		json_null(w);
	} else {
		struct strbuf text = STRBUF_INIT;
		json_begin_array(w);
		for (int i = 0; i <= d->count; i++) {
			if (i == d->count && !d->optional)
				break;
			struct action answer = { A_ANSWER, { 0 } };
			answer.arg[0] = (int16_t)(i < d->count ? d->options[i] : EFFECT_NONE);
			strbuf_reset(&text);
			board_format_action(s, &answer, &text);
			json_string(w, strbuf_str(&text));
		}
		json_end_array(w);
		strbuf_free(&text);
	}
	json_end_object(w);
}

void board_write_json(const void *state, int viewer, struct json_writer *w)
{
	const struct board_state *s = state;
	json_begin_object(w);
	json_member_string(w, "game", "board");
	json_member_int(w, "turn", s->turn);
	json_member_string(w, "phase", board_phase_name(s));
	json_member_int(w, "current", board_current(s));
	json_member_int(w, "winner", s->winner);
	json_member_int(w, "active", s->active);
	json_key(w, "dice");
	if (s->rolled) {
		json_begin_array(w);
		json_int(w, s->dice[0]);
		json_int(w, s->dice[1]);
		json_end_array(w);
	} else {
		json_null(w);
	}
	json_member_int(w, "robber", s->t->map.hex_number[s->robber]);
	json_member_int(w, "longest_road", s->longest_holder);
	json_member_int(w, "largest_army", s->army_holder);
	json_key(w, "bank");
	resources(s, s->bank, w);
	json_member_int(w, "deck", s->deck_count);
	island(s, w);
	json_key(w, "players");
	json_begin_array(w);
	for (int p = 0; p < s->player_count; p++)
		player(s, p, viewer, w);
	json_end_array(w);
	if (s->two)
		two_player(s, w);
	if (s->ck.on)
		board_ck_json(s, w);
	offer(s, w);
	draft(s, w);
	pending(s, viewer, w);
	json_end_object(w);
}
