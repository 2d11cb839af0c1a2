/*
 * narrate: what an action did, as a list of events (struct game_rules
 * events), worked out from the state before and after it.
 *
 * The roll (the two dice's sum), what each player got and lost (the
 * resources by name where they lie open on the table; only a count of
 * cards to the others where they move face down, as a steal), the pieces built (a settlement, a city, a road; with two
 * players a neutral colour's free piece, told as its builder's), the
 * development cards bought and played, the points that changed, Longest
 * Road and Largest Army taken, and the decision now asked and why (a 7's
 * discards, the robber, whom to steal from, the free roads, an offer, a
 * neutral's free piece, the cards a Forced Trade gives). With Cities &
 * Knights the roll names the event die's face, the hands count the
 * commodities, and narrate-cities.c tells the rest.
 */
#include <string.h>

#include "core/i18n.h"
#include "games/board/internal.h"

static void push(struct game_events *out, int kind, int player, int card, int resource,
                 int count, const char *word)
{
	game_event_push(out, (struct game_event){ (uint8_t)kind, (int8_t)player, (int16_t)card,
	                                          (int16_t)resource, (int16_t)count, word });
}

static bool sees(int viewer, int player)
{
	return viewer < 0 || viewer == player;
}

/* The points viewer sees of player: hidden ones to their owner, and to
 * everyone once the match is over. */
static int seen_vp(const struct board_state *s, int viewer, int p)
{
	const struct board_player *pl = &s->player[p];
	return pl->vp + (sees(viewer, p) || s->phase == PH_OVER ? pl->hidden_vp : 0);
}

/* Whether action moved cards face down from hand to hand: the robber's
 * steal (by a knight, a Knight card or a 7, with a choice of victim or
 * without), a Forced Trade's draw, and Cities & Knights' progress cards,
 * which look into hands and take from them. Everything else a hand gains
 * or loses lies open on the table (board.md: production and the set-up's
 * starting resources, payments, trades with the bank and between players,
 * the 7's discards, a Monopoly or Year of Plenty). */
static bool face_down(const struct board_state *a, const struct board_state *b,
                      const struct action *action)
{
	switch (action->kind) {
	case A_STEAL: case A_FORCED_TRADE: case A_PLAY_PROGRESS:
		return true;
	case A_ANSWER:
		return a->ck.on || a->robber != b->robber;
	default:
		return a->robber != b->robber;
	}
}

static bool hand_changed(const struct board_state *a, const struct board_state *b, int p)
{
	return memcmp(a->player[p].hand, b->player[p].hand, sizeof a->player[p].hand) != 0;
}

/* The one player other than p whose hand shrank by what p's grew (the
 * victim of p's steal), or -1. */
static int only_loser(const struct board_state *a, const struct board_state *b, int p)
{
	int gain = b->player[p].hand_count - a->player[p].hand_count, loser = -1;
	for (int q = 0; q < b->player_count; q++) {
		int change = b->player[q].hand_count - a->player[q].hand_count;
		if (q == p || !change)
			continue;
		if (change != -gain || loser >= 0)
			return -1;
		loser = q;
	}
	return loser;
}

/* The same from the loser's side: the one who gained what p lost. */
static int only_gainer(const struct board_state *a, const struct board_state *b, int p)
{
	for (int q = 0; q < b->player_count; q++)
		if (q != p && only_loser(a, b, q) == p)
			return q;
	return -1;
}

/* Whether viewer sees which cards p's hand gained and lost by action: his
 * own always; another's when they lay open, or when they moved face down
 * between the two of them (the thief and his victim know the card). */
static bool sees_cards(const struct board_state *a, const struct board_state *b,
                       const struct action *action, int viewer, int p)
{
	if (sees(viewer, p) || !face_down(a, b, action))
		return true;
	return viewer < b->player_count && hand_changed(a, b, viewer);
}

static void resources(const struct board_state *a, const struct board_state *b,
                      const struct action *action, int viewer, int p, struct game_events *out)
{
	const struct board_player *was = &a->player[p], *now = &b->player[p];
	if (!sees_cards(a, b, action, viewer, p)) {
		int change = now->hand_count - was->hand_count;
		int from = change > 0 ? only_loser(a, b, p) : -1;
		if (from >= 0)   /* the loser's clause says nothing then */
			push(out, GEV_NEWS, p, -1, from + 1, change, "cards-from");
		else if (change && (change > 0 || only_gainer(a, b, p) < 0))
			push(out, GEV_NEWS, p, -1, 0, change > 0 ? change : -change,
			     change > 0 ? "cards-in" : "cards-out");
		return;
	}
	for (int r = 0; r < board_card_kinds(b); r++) {
		int change = now->hand[r] - was->hand[r];
		if (change)
			push(out, change > 0 ? GEV_GAIN : GEV_LOSE, p, -1, b->t->res_db[r],
			     change > 0 ? change : -change, NULL);
	}
}

static void pieces(const struct board_state *a, const struct board_state *b, int p,
                   struct game_events *out)
{
	const struct board_player *was = &a->player[p], *now = &b->player[p];
	/* by intersection: a city where he had none (on his settlement, or
	 * new, as Cities & Knights' second set-up piece), a settlement where
	 * he had nothing (a city the barbarians took is neither) */
	uint64_t cities = b->own_nodes[p] & b->cities & ~(a->own_nodes[p] & a->cities);
	for (int i = board_bits(cities); i > 0; i--)
		push(out, GEV_BUILD, p, -1, -1, 1, N_("city"));
	uint64_t settled = b->own_nodes[p] & ~b->cities & ~a->own_nodes[p];
	for (int i = board_bits(settled); i > 0; i--)
		push(out, GEV_BUILD, p, -1, -1, 1, N_("settlement"));
	for (int i = now->roads; i < was->roads; i++)
		push(out, GEV_BUILD, p, -1, -1, 1, N_("road"));
}

static void development(const struct board_state *a, const struct board_state *b, int viewer,
                        int p, struct game_events *out)
{
	const struct board_player *was = &a->player[p], *now = &b->player[p];
	int bought = 0;
	for (int row = 0; row < b->t->dev_count; row++) {
		for (int i = was->played[row]; i < now->played[row]; i++)
			push(out, GEV_PLAY, p, b->t->dev_card[row], -1, 1, NULL);
		for (int i = was->dev_new[row]; i < now->dev_new[row]; i++)
			if (sees(viewer, p))
				push(out, GEV_TAKE, p, b->t->dev_card[row], -1, 1, NULL);
			else
				bought++;
	}
	if (bought)   /* face down: which, only their owner knows */
		push(out, GEV_NEWS, p, -1, 0, bought, "development-in");
}

/* The decision the action leads to, where the phase changed: who decides
 * and why. */
static void asked(const struct board_state *a, const struct board_state *b,
                  struct game_events *out)
{
	/* a played card's choice (Monopoly's resource, Year of Plenty's...),
	 * when it is a new one */
	const struct effect_decision *d = board_pending(b), *had = board_pending(a);
	if (d && b->winner < 0 && !(had && a->run_card == b->run_card &&
	                            had->player == d->player && had->kind == d->kind))
		push(out, GEV_ASK, d->player, b->run_card, -1, d->kind, "effect");
	if (a->phase == b->phase)
		return;
	switch (b->phase) {
	case PH_DISCARD:
		for (int p = 0; p < b->player_count; p++)
			if (b->player[p].discard)
				push(out, GEV_ASK, p, -1, -1, b->player[p].hand_count - b->player[p].discard,
				     "discard");
		break;
	case PH_ROBBER:
		push(out, GEV_ASK, b->active, -1, -1, 0, "robber");
		break;
	case PH_STEAL:
		push(out, GEV_ASK, b->active, -1, -1, 0, "steal");
		break;
	case PH_FREE_ROADS:
		push(out, GEV_ASK, b->active, -1, -1, 0, "free-roads");
		break;
	case PH_NEUTRAL:
		push(out, GEV_ASK, b->active, -1, -1, 0, "neutral");
		break;
	case PH_FORCED_GIVE:
		push(out, GEV_ASK, b->active, -1, -1, 0, "forced-give");
		break;
	case PH_OFFER:
		/* asked when the offer is made, not again after a counter */
		for (int p = 0; a->phase == PH_OFFER_DRAFT && p < b->player_count; p++)
			if (p != b->active)
				push(out, GEV_ASK, p, -1, -1, 0, "offer-counter");
		break;
	default:
		break;
	}
}

void board_events(const void *before, const void *after, const struct action *action,
                  int viewer, struct game_events *out)
{
	const struct board_state *a = before, *b = after;
	/* the roll, with the event die's face where one was thrown (two
	 * players' second roll: CK_EVENT_DIE_ROLLS) */
	if (b->rolled && (!a->rolled || a->turn != b->turn || a->rolls != b->rolls))
		push(out, GEV_ROLL, b->active, -1, -1, b->dice[0] + b->dice[1],
		     b->ck.on && b->ck.event != EVENT_NONE ? board_ck_event_word(b->ck.event) : NULL);
	if (b->ck.on)
		board_ck_news(a, b, out);
	/* where the robber went, before whom he robs: the active player moves
	 * him (a 7, a Knight, a progress card, a knight chasing him away) */
	if (b->robber != a->robber)
		push(out, GEV_NEWS, b->active, -1, 0, b->t->map.hex_number[b->robber], "robber");
	for (int p = 0; p < b->player_count; p++) {
		resources(a, b, action, viewer, p, out);
		pieces(a, b, p, out);
		development(a, b, viewer, p, out);
		if (b->ck.on)
			board_ck_player_events(a, b, action, viewer, p, out);
		if (b->longest_holder == p && a->longest_holder != p)
			push(out, GEV_ADVANTAGE, p, -1, -1, 0, N_("Longest Road"));
		if (b->army_holder == p && a->army_holder != p)
			push(out, GEV_ADVANTAGE, p, -1, -1, 0, N_("Largest Army"));
		int vp = seen_vp(b, viewer, p);
		if (vp != seen_vp(a, viewer, p))
			push(out, GEV_POINTS, p, -1, -1, vp, NULL);
	}
	/* a neutral's piece, told as its builder's */
	for (int p = b->player_count; p < b->colours; p++) {
		if (b->player[p].roads < a->player[p].roads)
			push(out, GEV_BUILD, b->active, -1, -1, 1, N_("neutral road"));
		if (b->player[p].settlements < a->player[p].settlements)
			push(out, GEV_BUILD, b->active, -1, -1, 1, N_("neutral settlement"));
		if (b->ck.on)
			board_ck_neutral_events(a, b, p, out);
	}
	asked(a, b, out);
	if (b->ck.on)
		board_ck_asked(a, b, out);
	if (b->winner >= 0 && a->winner < 0)
		push(out, GEV_WIN, b->winner, -1, -1, 0, NULL);
}
