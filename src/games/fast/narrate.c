/*
 * narrate: what one action did, as a list of events (games/event.h).
 *
 * The state before and after are compared, as the viewer may see them: the
 * resource cards in each hand (by kind where the viewer sees the hand, else
 * as a count of cards), every building card that came to a player or left
 * one (a settlement turned into a city shows its city side, which nobody
 * saw before), points, the card whose effect now asks a decision, the
 * winner. apply() itself tells nothing: the computer players run it far
 * more often than anyone reads.
 */
#include "core/i18n.h"
#include "games/fast/internal.h"

static bool sees_hand(const struct fast_state *s, int viewer, int p)
{
	return viewer < 0 || viewer == p || s->opt.open_hands;
}

static void hand(const struct fast_state *b, const struct fast_state *a, int viewer, int p,
                 struct game_events *out)
{
	if (!sees_hand(a, viewer, p)) {
		int delta = a->player[p].hand_count - b->player[p].hand_count;
		if (delta)
			game_event_push(out, (struct game_event){ delta > 0 ? GEV_TAKE : GEV_DISCARD,
			                                          (int8_t)p, -1, -1,
			                                          (int16_t)(delta > 0 ? delta : -delta),
			                                          NULL });
		return;
	}
	for (int r = 0; r < a->resource_count; r++) {
		int delta = a->player[p].hand[r] - b->player[p].hand[r];
		if (delta)
			game_event_push(out, (struct game_event){ delta > 0 ? GEV_GAIN : GEV_LOSE,
			                                          (int8_t)p, -1, a->res_db[r],
			                                          (int16_t)(delta > 0 ? delta : -delta),
			                                          NULL });
	}
}

static void cards(const struct fast_state *b, const struct fast_state *a,
                  const struct action *action, struct game_events *out)
{
	if (action->kind == A_SB_PLACE)
		return;
	for (int i = 0; i < a->card_count; i++) {
		const struct fast_card *was = &b->card[i], *now = &a->card[i];
		bool city = now->kind == FK_SETTLEMENT && now->turned && !was->turned;
		if (was->owner == now->owner && !city)
			continue;
		if (was->owner >= 0 && was->owner != now->owner)
			game_event_push(out, (struct game_event){ GEV_REMOVE, was->owner,
			                                          (int16_t)fast_face(b, i), -1, 1, NULL });
		if (now->owner >= 0)
			game_event_push(out, (struct game_event){ GEV_BUILD, now->owner,
			                                          (int16_t)fast_face(a, i), -1, 1, NULL });
	}
}

static void ask(const struct fast_state *b, const struct fast_state *a, struct game_events *out)
{
	const struct effect_decision *d = fast_pending(a), *had = fast_pending(b);
	if (!d || a->winner >= 0)
		return;
	if (had && b->run_program == a->run_program && had->player == d->player &&
	    had->kind == d->kind)
		return;
	game_event_push(out, (struct game_event){ GEV_ASK, (int8_t)d->player, a->run_program, -1,
	                                          d->kind, "effect" });
}

void fast_events(const void *before, const void *after, const struct action *action, int viewer,
                 struct game_events *out)
{
	const struct fast_state *b = before, *a = after;
	for (int p = 0; p < a->player_count; p++)
		hand(b, a, viewer, p, out);
	cards(b, a, action, out);
	for (int p = 0; p < a->player_count; p++)
		if (a->player[p].vp != b->player[p].vp)
			game_event_push(out, (struct game_event){ GEV_POINTS, (int8_t)p, -1, -1,
			                                          a->player[p].vp, NULL });
	ask(b, a, out);
	if (a->winner >= 0 && b->winner < 0)
		game_event_push(out, (struct game_event){ GEV_WIN, a->winner, -1, -1, 0, NULL });
}

/* The sources of player's points, as fast_count_vp adds them: roads,
 * knights, settlements and cities (a city under an expansion counts in
 * the expansion's points), expansions by name. */
size_t fast_score(const void *state, int player, struct game_score *out, size_t max)
{
	const struct fast_state *s = state;
	size_t count = 0;
	if (player < 0 || player >= s->player_count)
		return 0;
	const struct fast_player *pl = &s->player[player];
	uint64_t covered = 0;
	for (int i = 0; i < pl->expansion_count; i++)
		if (s->card[pl->expansion[i]].on >= 0)
			covered |= (uint64_t)1 << s->card[pl->expansion[i]].on;
	for (int i = 0; i < pl->road_count; i++)
		game_score_add(out, &count, max, N_("road"), -1, fast_card_vp(s, pl->road[i]));
	for (int i = 0; i < pl->knight_count; i++)
		game_score_add(out, &count, max, N_("knight"), -1, fast_card_vp(s, pl->knight[i]));
	for (int i = 0; i < pl->town_count; i++)
		if (!((covered >> pl->town[i]) & 1))
			game_score_add(out, &count, max, s->card[pl->town[i]].turned ? N_("city") : N_("settlement"),
			               -1, fast_card_vp(s, pl->town[i]));
	for (int i = 0; i < pl->expansion_count; i++)
		game_score_add(out, &count, max, NULL, s->card[pl->expansion[i]].front,
		               fast_card_vp(s, pl->expansion[i]));
	/* sources worth nothing (roads, knights of no points) are not told */
	size_t kept = 0;
	for (size_t i = 0; i < count; i++)
		if (out[i].points)
			out[kept++] = out[i];
	return kept;
}
