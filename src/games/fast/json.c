/*
 * json: the match as one JSON object, for `state --json` and tools.
 *
 *   game, turn, phase, current, winner, active,
 *   destiny ("clockwise", "counter-clockwise" or null), pile, discard,
 *   market {resource: n}, supply {roads, knights, settlements,
 *   expansions [keys]}, players [{name, vp, hand_count, hand {resource: n}
 *   or null when hidden from the viewer, roads "AB..", knights "AB..",
 *   settlements n, cities [{key, expansion}]}], pending (null, or
 *   {player, kind, options}) while a card effect waits.
 */
#include <stdio.h>

#include "games/fast/internal.h"

static void resources(const struct fast_state *s, const uint8_t *n, struct json_writer *w)
{
	json_begin_object(w);
	for (int r = 0; r < s->resource_count; r++)
		json_member_int(w, fast_res_key(s, r), n[r]);
	json_end_object(w);
}

static void sides(const struct fast_state *s, const uint8_t *ids, int n, struct json_writer *w)
{
	char text[FAST_MAX_STACK + 1];
	for (int i = 0; i < n; i++)
		text[i] = s->card[ids[i]].turned ? 'B' : 'A';
	text[n] = '\0';
	json_string(w, text);
}

static void cities(const struct fast_state *s, const struct fast_player *pl, struct json_writer *w)
{
	json_begin_array(w);
	for (int i = 0; i < pl->town_count; i++) {
		int id = pl->town[i];
		if (!s->card[id].turned)
			continue;
		json_begin_object(w);
		json_member_string(w, "key", s->db->cards[s->card[id].back].key);
		const char *expansion = NULL;
		for (int e = 0; e < pl->expansion_count; e++)
			if (s->card[pl->expansion[e]].on == id)
				expansion = s->db->cards[s->card[pl->expansion[e]].front].key;
		json_member_string(w, "expansion", expansion);
		json_end_object(w);
	}
	json_end_array(w);
}

static void player(const struct fast_state *s, int p, int viewer, struct json_writer *w)
{
	const struct fast_player *pl = &s->player[p];
	char name[24];   /* room for any int, which the compiler cannot rule out */
	snprintf(name, sizeof name, "player %d", p + 1);
	json_begin_object(w);
	json_member_string(w, "name", name);
	json_member_int(w, "vp", pl->vp);
	json_member_int(w, "hand_count", pl->hand_count);
	json_key(w, "hand");
	if (viewer < 0 || viewer == p || s->opt.open_hands)
		resources(s, pl->hand, w);
	else
		json_null(w);
	json_key(w, "roads");
	sides(s, pl->road, pl->road_count, w);
	json_key(w, "knights");
	sides(s, pl->knight, pl->knight_count, w);
	int settlements = 0;
	for (int i = 0; i < pl->town_count; i++)
		settlements += !s->card[pl->town[i]].turned;
	json_member_int(w, "settlements", settlements);
	json_key(w, "cities");
	cities(s, pl, w);
	json_end_object(w);
}

static void pending(const struct fast_state *s, struct json_writer *w)
{
	const struct effect_decision *d = fast_pending(s);
	json_key(w, "pending");
	if (!d) {
		json_null(w);
		return;
	}
	json_begin_object(w);
	json_member_int(w, "player", d->player);
	json_member_string(w, "card", s->db->cards[s->run_program].key);
	json_member_int(w, "options", d->count);
	json_end_object(w);
}

void fast_write_json(const void *state, int viewer, struct json_writer *w)
{
	const struct fast_state *s = state;
	json_begin_object(w);
	json_member_string(w, "game", "fast");
	json_member_int(w, "turn", s->turn);
	json_member_string(w, "phase", fast_phase_name(s));
	json_member_int(w, "current", fast_current(s));
	json_member_int(w, "winner", s->winner);
	json_member_int(w, "active", s->active);
	json_member_string(w, "destiny", s->destiny < 0 ? NULL : s->card[s->destiny].turned
	                                 ? "counter-clockwise" : "clockwise");
	json_member_int(w, "pile", s->pile_count);
	json_member_int(w, "discard", fast_discard_size(s));
	json_key(w, "market");
	resources(s, s->market, w);
	json_key(w, "supply");
	json_begin_object(w);
	json_member_int(w, "roads", s->supply_count[FK_ROAD]);
	json_member_int(w, "knights", s->supply_count[FK_KNIGHT]);
	json_member_int(w, "settlements", s->supply_count[FK_SETTLEMENT]);
	json_key(w, "expansions");
	json_begin_array(w);
	for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++)
		json_string(w, s->db->cards[s->card[s->supply[FK_EXPANSION][i]].front].key);
	json_end_array(w);
	json_end_object(w);
	json_key(w, "players");
	json_begin_array(w);
	for (int p = 0; p < s->player_count; p++)
		player(s, p, viewer, w);
	json_end_array(w);
	pending(s, w);
	json_end_object(w);
}
