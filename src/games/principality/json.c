/*
 * json: the match as one JSON object (state --json), as a viewer sees it.
 *
 *   game, turn, phase, current, winner (-1: nobody yet), active, die,
 *   event (the face of this turn's event die), event_card (the card its
 *   "?" revealed: {key, name, text}, or null), vp_target,
 *   figures {knight, windmill} (player or -1),
 *   stacks [sizes], region_stack, event_stack, center {road, settlement, city},
 *   open [keys],
 *   players [{name, vp, strength, tournament, commerce, resources {key: n},
 *             hand_size, hand_limit, trade_rates {key: n} (the supply's
 *             rate of each resource, 1..255), hand [keys] (only when visible),
 *             seen [keys] (instead of hand for the opponent: the cards he saw
 *                          taken into it, an Embassy standing),
 *             discard [keys] (his discard pile, open to everyone),
 *             principality [{card, x, y, stock, owner (only on a card
 *                           of the other player's, the Embassy)}] }]
 *
 * Players are numbered from 0 here, as in the game API.
 */
#include "games/principality/internal.h"
#include "games/principality/principality.h"

static void cards_of(const struct prin_state *s, int zone, int who, struct json_writer *w)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, zone, who, list, PRIN_MAX_INSTANCES);
	json_begin_array(w);
	for (int i = 0; i < n; i++)
		json_string(w, prin_card_key(s, s->card[list[i]].def));
	json_end_array(w);
}

/* The event card this turn's "?" revealed, or null. */
static void event_card(const struct prin_state *s, struct json_writer *w)
{
	json_key(w, "event_card");
	if (s->face != FACE_EVENT || s->event_card < 0) {
		json_null(w);
		return;
	}
	int def = s->card[s->event_card].def;
	const struct carddb_card *c = &s->db->cards[s->cards->def[def].db_index];
	json_begin_object(w);
	json_member_string(w, "key", c->key);
	json_member_string(w, "name", carddb_card_name(c, LANG_EN));
	json_member_string(w, "text", c->rules_text);
	json_end_object(w);
}

/* The cards of p's hidden hand that his opponent saw him take. */
static void seen_of(const struct prin_state *s, int p, struct json_writer *w)
{
	int list[PRIN_MAX_INSTANCES];
	int n = prin_list(s, Z_HAND, p, list, PRIN_MAX_INSTANCES);
	json_begin_array(w);
	for (int i = 0; i < n; i++)
		if (prin_shown(s, list[i]))
			json_string(w, prin_card_key(s, s->card[list[i]].def));
	json_end_array(w);
}

static void principality(const struct prin_state *s, int p, struct json_writer *w)
{
	json_begin_array(w);
	for (int x = PRIN_X_MIN; x <= PRIN_X_MAX; x++) {
		for (int y = -2; y <= 2; y++) {
			int c = prin_at(s, p, x, y);
			if (c < 0)
				continue;
			json_begin_object(w);
			json_member_string(w, "card", prin_card_key(s, s->card[c].def));
			json_member_int(w, "x", x);
			json_member_int(w, "y", y);
			if (prin_belongs_to(s, c) != p)
				json_member_int(w, "owner", prin_belongs_to(s, c));
			if (prin_is_region(s, c)) {
				json_member_string(w, "produces",
				                   prin_resource_key(s, prin_def_of(s, c)->produces));
				json_member_int(w, "die", prin_def_of(s, c)->die);
				json_member_int(w, "stock", s->card[c].stock);
			}
			json_end_object(w);
		}
	}
	json_end_array(w);
}

static void player(const struct prin_state *s, int viewer, int p, struct json_writer *w)
{
	const struct prin_player_index *pl = &s->ix.player[p];
	char name[32];
	snprintf(name, sizeof name, "player %d", p + 1);
	json_begin_object(w);
	json_member_string(w, "name", name);
	json_member_int(w, "vp", pl->vp);
	json_member_int(w, "strength", pl->strength);
	json_member_int(w, "tournament", pl->tournament);
	json_member_int(w, "commerce", pl->commerce);
	json_key(w, "resources");
	json_begin_object(w);
	for (int r = 0; r < s->cards->resource_count; r++)
		json_member_int(w, prin_resource_key(s, r), prin_resources(s, p, r));
	json_end_object(w);
	json_member_int(w, "hand_size", prin_hand_count(s, p));
	json_member_int(w, "hand_limit", prin_hand_limit(s, p));
	json_key(w, "trade_rates");
	json_begin_object(w);
	for (int r = 0; r < s->cards->resource_count; r++)
		json_member_int(w, prin_resource_key(s, r), prin_trade_rate(s, p, r));
	json_end_object(w);
	if (viewer < 0 || viewer == p || (viewer < PRIN_PLAYERS && s->player[viewer].sees_hand)) {
		json_key(w, "hand");
		cards_of(s, Z_HAND, p, w);
	} else if (viewer == 1 - p) {
		json_key(w, "seen");
		seen_of(s, p, w);
	}
	json_key(w, "discard");
	cards_of(s, Z_DISCARD, p, w);
	json_key(w, "principality");
	principality(s, p, w);
	json_end_object(w);
}

void prin_write_json(const void *state, int viewer, struct json_writer *w)
{
	const struct prin_state *s = state;
	const struct principality_cards *t = s->cards;
	json_begin_object(w);
	json_member_string(w, "game", "principality");
	json_member_int(w, "turn", s->turn);
	json_member_string(w, "phase", principality_rules.phase(s));
	json_member_int(w, "current", prin_current(s));
	json_member_int(w, "winner", s->winner);
	json_member_int(w, "active", s->active);
	json_member_int(w, "first_player", s->first_player);
	json_key(w, "opening_roll");
	json_begin_array(w);
	for (int p = 0; p < PRIN_PLAYERS; p++)
		json_int(w, s->opening_roll[p]);
	json_end_array(w);
	json_member_int(w, "die", s->die);
	json_member_string(w, "event", s->face >= 0 ? prin_face_name(s->face) : NULL);
	event_card(s, w);
	json_member_int(w, "vp_target", s->opt.vp_target);
	json_key(w, "figures");
	json_begin_object(w);
	json_member_int(w, "knight", s->holder[0] == PRIN_EMPTY ? -1 : s->holder[0]);
	json_member_int(w, "windmill", s->holder[1] == PRIN_EMPTY ? -1 : s->holder[1]);
	json_end_object(w);
	json_key(w, "stacks");
	json_begin_array(w);
	for (int st = 0; st < s->stack_count; st++)
		json_int(w, prin_count(s, Z_STACK, st));
	json_end_array(w);
	json_member_int(w, "region_stack", prin_count(s, Z_REGION_STACK, 0));
	json_member_int(w, "event_stack", prin_count(s, Z_EVENT_STACK, 0));
	json_key(w, "center");
	json_begin_object(w);
	json_member_int(w, "road", prin_count(s, Z_CENTER, t->type_road));
	json_member_int(w, "settlement", prin_count(s, Z_CENTER, t->type_settlement));
	json_member_int(w, "city", prin_count(s, Z_CENTER, t->type_city));
	json_end_object(w);
	json_key(w, "open");
	cards_of(s, Z_OPEN, 0, w);
	json_key(w, "players");
	json_begin_array(w);
	for (int p = 0; p < PRIN_PLAYERS; p++)
		player(s, viewer, p, w);
	json_end_array(w);
	json_end_object(w);
}
