/*
 * narrate: what one action did, as a list of events (games/event.h).
 *
 * The state before and the state after are compared: the roll and the event
 * card revealed, the resources on each player's regions, every card that
 * came into or left a principality or a hand, points, the two advantages,
 * the decision now asked and why, the winner. Comparing keeps the rules
 * free of any telling: apply() runs for the computer players and the
 * benchmark millions of times and tells nobody.
 *
 * What the action's own text names (the card picked, built or taken) is not
 * told again. A card that comes into a hand the viewer may not see is told
 * as "a card".
 */
#include "core/i18n.h"
#include "games/principality/internal.h"

static int db_card(const struct prin_state *s, int instance)
{
	return s->cards->def[s->card[instance].def].db_index;
}

/* The roll: the dice changed, or the same faces came up again. A die left
 * from the turn before stays in the state until the next roll. */
static void roll(const struct prin_state *b, const struct prin_state *a,
                 const struct action *action, struct game_events *out)
{
	if (a->die <= 0 || (b->die == a->die && b->face == a->face && action->kind != A_ROLL))
		return;
	game_event_push(out, (struct game_event){ GEV_ROLL, a->active, -1, -1, a->die,
	                                          prin_face_name(a->face) });
}

/* The event stack turns its top card under when a "?" face is rolled:
 * the card that was on top and is no longer is the one revealed. */
static void event_card(const struct prin_state *b, const struct prin_state *a,
                       const struct action *action, struct game_events *out)
{
	if (action->kind == A_SB_EVENT)
		return;
	int top = prin_top(b, Z_EVENT_STACK, 0);
	if (top < 0 || prin_top(a, Z_EVENT_STACK, 0) == top)
		return;
	game_event_push(out, (struct game_event){ GEV_EVENT_CARD, a->active, (int16_t)db_card(a, top),
	                                          -1, 1, NULL });
}

static void resources(const struct prin_state *b, const struct prin_state *a,
                      struct game_events *out)
{
	for (int p = 0; p < PRIN_PLAYERS; p++)
		for (int r = 0; r < prin_resource_count(a); r++) {
			int delta = prin_resources(a, p, r) - prin_resources(b, p, r);
			if (delta)
				game_event_push(out, (struct game_event){
					delta > 0 ? GEV_GAIN : GEV_LOSE, (int8_t)p, -1,
					(int16_t)prin_resource_id(a, r), (int16_t)(delta > 0 ? delta : -delta),
					NULL });
		}
}

/* Whether the action's text already names instance c of state a. */
static bool named_by_action(const struct prin_state *a, const struct action *action, int c)
{
	int def = a->card[c].def;
	switch (action->kind) {
	case A_SB_HAND: case A_SB_PLACE: return action->arg[1] == def;
	case A_PICK: case A_BUILD: case A_TAKE: return action->arg[0] == def;
	case A_REGION: return action->arg[0] == c;
	default: return false;
	}
}

static bool public_zone(int zone)
{
	return zone == Z_PRINCIPALITY || zone == Z_OPEN || zone == Z_DISCARD || zone == Z_PLAYED ||
	       zone == Z_OUT || zone == Z_UNDER;
}

static bool sees_hand(const struct prin_state *s, int viewer, int p)
{
	return viewer < 0 || viewer == p || (viewer < PRIN_PLAYERS && s->player[viewer].sees_hand);
}

/* Adds a card to a hand's event, or a like unseen card to the count. */
static void hand_event(struct game_events *out, int kind, int player, int card)
{
	for (size_t i = 0; card < 0 && i < out->count; i++) {
		struct game_event *e = &out->item[i];
		if (e->kind == kind && e->player == player && e->card < 0) {
			e->count++;
			return;
		}
	}
	game_event_push(out, (struct game_event){ (uint8_t)kind, (int8_t)player, (int16_t)card, -1,
	                                          1, NULL });
}

static void cards(const struct prin_state *b, const struct prin_state *a,
                  const struct action *action, int viewer, struct game_events *out)
{
	for (int c = 0; c < a->instance_count; c++) {
		int zb = b->card[c].zone, za = a->card[c].zone, wb = b->card[c].who, wa = a->card[c].who;
		if (zb == za && wb == wa)
			continue;
		if (za == Z_PRINCIPALITY) {
			if (!named_by_action(a, action, c))
				game_event_push(out, (struct game_event){ GEV_BUILD, (int8_t)wa,
				                                          (int16_t)db_card(a, c), -1, 1, NULL });
		} else if (zb == Z_PRINCIPALITY && za != Z_UNDER) {
			game_event_push(out, (struct game_event){ GEV_REMOVE, (int8_t)wb,
			                                          (int16_t)db_card(a, c), -1, 1, NULL });
		}
		if (za == Z_HAND && !named_by_action(a, action, c)) {
			bool seen = sees_hand(a, viewer, wa) || public_zone(zb);
			hand_event(out, GEV_TAKE, wa, seen ? db_card(a, c) : -1);
		} else if (zb == Z_HAND && za != Z_PLAYED && za != Z_PRINCIPALITY && za != Z_HAND) {
			bool seen = sees_hand(b, viewer, wb) || public_zone(za);
			hand_event(out, GEV_DISCARD, wb, seen ? db_card(a, c) : -1);
		}
	}
}

static void points(const struct prin_state *b, const struct prin_state *a,
                   struct game_events *out)
{
	static const char *const advantage[2] = { N_("knight"), N_("windmill") };
	for (int p = 0; p < PRIN_PLAYERS; p++)
		if (a->ix.player[p].vp != b->ix.player[p].vp)
			game_event_push(out, (struct game_event){ GEV_POINTS, (int8_t)p, -1, -1,
			                                          a->ix.player[p].vp, NULL });
	for (int k = 0; k < 2; k++)
		if (a->holder[k] != b->holder[k] && a->holder[k] < PRIN_PLAYERS)
			game_event_push(out, (struct game_event){ GEV_ADVANTAGE, (int8_t)a->holder[k], -1,
			                                          -1, 0, advantage[k] });
}

/* Why the player to act now must decide, when it is not his own turn's
 * ordinary choice: the card whose effect asks, the event die, a hand over
 * its limit, an offer, a new settlement's regions. NULL otherwise. */
static const char *reason(const struct prin_state *s, int *card, int *count)
{
	*card = -1;
	*count = 0;
	if (s->winner >= 0)
		return NULL;
	const struct effect_decision *d = prin_pending(s);
	if (d) {
		int c = s->run.ctx.card;
		*card = c >= 0 && c < s->instance_count ? db_card(s, c) : -1;
		*count = d->kind;
		return "effect";
	}
	int p = prin_discard_interrupt(s);
	if (p >= 0) {
		*count = prin_hand_limit(s, p);
		return "discard";
	}
	switch (s->phase) {
	case PH_EVENT_CHOICE:
		*count = s->choice_kind;
		return prin_face_name(s->face);
	case PH_OFFER: return "offer";
	case PH_REGION: return "region";
	default: return NULL;
	}
}

static void ask(const struct prin_state *b, const struct prin_state *a, struct game_events *out)
{
	int card_a, count_a, card_b, count_b;
	const char *why = reason(a, &card_a, &count_a);
	const char *was = reason(b, &card_b, &count_b);
	int who = prin_find_current(a);
	if (!why || who < 0)
		return;
	if (was == why && card_a == card_b && count_a == count_b && prin_find_current(b) == who &&
	    b->turn == a->turn)
		return;
	game_event_push(out, (struct game_event){ GEV_ASK, (int8_t)who, (int16_t)card_a, -1,
	                                          (int16_t)count_a, why });
}

void prin_events(const void *before, const void *after, const struct action *action, int viewer,
                 struct game_events *out)
{
	const struct prin_state *b = before, *a = after;
	roll(b, a, action, out);
	event_card(b, a, action, out);
	resources(b, a, out);
	cards(b, a, action, viewer, out);
	points(b, a, out);
	ask(b, a, out);
	if (a->winner >= 0 && b->winner < 0)
		game_event_push(out, (struct game_event){ GEV_WIN, a->winner, -1, -1, 0, NULL });
}

/* The sources of player's points, as points.c sums them (point_sums):
 * every card of his grid, its printed points threaded through his
 * modifiers and floored at 0, then one for each advantage he holds. The
 * roads, settlements and cities count by their type, other cards by name. */
size_t prin_score(const void *state, int player, struct game_score *out, size_t max)
{
	const struct prin_state *s = state;
	size_t count = 0;
	if (player < 0 || player >= PRIN_PLAYERS)
		return 0;
	const struct prin_player_index *pl = &s->ix.player[player];
	struct prin_host h;
	prin_host_init(&h, s, true);
	struct prin_modifiers mods;
	prin_modifiers_of(s, player, PRIN_MOD_VP, &mods);
	for (int i = 0; i < pl->placed_count; i++) {
		int card = pl->placed[i];
		const struct prin_def *d = prin_def_of(s, card);
		int points = mods.count ? prin_modify_through(&h, &mods, card, d->vp) : d->vp;
		if (points <= 0)
			continue;
		if (d->kind == KIND_CENTER)
			game_score_add(out, &count, max, s->db->types[d->type].key, -1, points);
		else
			game_score_add(out, &count, max, NULL, d->db_index, points);
	}
	static const char *const advantage[2] = { N_("knight"), N_("windmill") };
	for (int a = 0; a < 2; a++)
		if (s->holder[a] == player)
			game_score_add(out, &count, max, advantage[a], -1, 1);
	return count;
}
