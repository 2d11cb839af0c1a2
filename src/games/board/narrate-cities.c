/*
 * narrate-cities: what an action did in Cities & Knights, beside what
 * narrate.c tells of the base game (which asks here while the set is in
 * play), worked out from the state before and after it:
 *
 *   the barbarians' ship sailing on ("barbarians": count its place, extra
 *   the track's length), their attack with both sides' strength as they
 *   stood when it came ("repelled" or "pillage": count the barbarians',
 *   extra the knights'); the Defender of Catan, a metropolis and the
 *   merchant taken (advantages); a city the barbarians took and a wall
 *   lost with it; a wall built; an improvement ("trade-level"...: count
 *   the level); knights recruited (a piece built), activated, promoted,
 *   moved, displaced or sent home, made inactive one by one (not after an
 *   attack, which says so itself); progress cards drawn, laid open and
 *   given up, named to their owner, and to everyone when laid open or
 *   played, counted for the others.
 */
#include "core/i18n.h"
#include "games/board/internal.h"

static void news(struct game_events *out, int player, const char *word, int count, int extra)
{
	game_event_push(out, (struct game_event){ GEV_NEWS, (int8_t)player, -1, (int16_t)extra,
	                                          (int16_t)count, word });
}

static void push(struct game_events *out, int kind, int player, int card, int count,
                 const char *word)
{
	game_event_push(out, (struct game_event){ (uint8_t)kind, (int8_t)player, (int16_t)card, -1,
	                                          (int16_t)count, word });
}

static void barbarians(const struct board_state *a, const struct board_state *b,
                       struct game_events *out)
{
	if (b->ck.attacks != a->ck.attacks) {
		/* the battle as it stood when the ship landed: before the roll */
		int knights[BOARD_MAX_PLAYERS], catan;
		int strength = board_ck_strengths(a, &catan, knights);
		news(out, -1, catan >= strength ? "repelled" : "pillage", strength, catan);
	} else if (b->ck.barbarians != a->ck.barbarians) {
		news(out, -1, "barbarians", b->ck.barbarians, b->opt.ck.track);
	}
}

static int holder(const struct board_state *s, int track)
{
	int n = s->ck.metropolis[track];
	return n >= 0 ? s->node_owner[n] : -1;
}

static void advantages(const struct board_state *a, const struct board_state *b, int p,
                       struct game_events *out)
{
	static const char *const metropolis[BOARD_TRACKS] = {
		N_("trade metropolis"), N_("politics metropolis"), N_("science metropolis"),
	};
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (holder(b, k) == p && holder(a, k) != p)
			push(out, GEV_ADVANTAGE, p, -1, 0, metropolis[k]);
	if (b->player[p].ck.defender > a->player[p].ck.defender)
		push(out, GEV_ADVANTAGE, p, -1, 0, N_("Defender of Catan"));
	if (b->ck.merchant_owner == p && a->ck.merchant_owner != p)
		push(out, GEV_ADVANTAGE, p, -1, 0, N_("merchant"));
}

static void cities(const struct board_state *a, const struct board_state *b, int p,
                   struct game_events *out)
{
	uint64_t was = a->own_nodes[p] & a->cities & ~a->ck.pillaged;
	uint64_t now = b->own_nodes[p] & b->cities & ~b->ck.pillaged;
	/* a city the barbarians took: turned back to a settlement, or over;
	 * one turned over restored */
	for (uint64_t lost = was & ~now; lost; lost &= lost - 1)
		push(out, GEV_REMOVE, p, -1, 1, N_("city"));
	for (uint64_t back = now & a->ck.pillaged; back; back &= back - 1)
		push(out, GEV_BUILD, p, -1, 1, N_("city"));
	int walls_was = board_bits(a->ck.walls & a->own_nodes[p]);
	int walls_now = board_bits(b->ck.walls & b->own_nodes[p]);
	for (int i = walls_was; i < walls_now; i++)
		push(out, GEV_BUILD, p, -1, 1, N_("city wall"));
	for (int i = walls_now; i < walls_was; i++)
		push(out, GEV_REMOVE, p, -1, 1, N_("city wall"));
	static const char *const level[BOARD_TRACKS] = { "trade-level", "politics-level",
	                                                 "science-level" };
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (b->player[p].ck.level[k] != a->player[p].ck.level[k])
			news(out, p, level[k], b->player[p].ck.level[k], 0);
}

/* Knights: by intersection, what stood there before and after. A knight
 * gone from one of his intersections and one come to another in the same
 * action moved; one of his that stands where another's stood displaced
 * it. */
static void knights(const struct board_state *a, const struct board_state *b, int p,
                    struct game_events *out)
{
	const struct board_ck *was = &a->ck, *now = &b->ck;
	int gone = -1, came = -1;
	bool attacked = b->ck.attacks != a->ck.attacks;
	for (int n = 0; n < b->t->map.node_count; n++) {
		bool had = was->knight_owner[n] == p, has = now->knight_owner[n] == p;
		if (had && !has && gone < 0)
			gone = n;
		if (has && !had && came < 0)
			came = n;
		if (!had || !has)
			continue;
		int s0 = was->knight[n] & KNIGHT_STRENGTH, s1 = now->knight[n] & KNIGHT_STRENGTH;
		bool on0 = was->knight[n] & KNIGHT_ACTIVE, on1 = now->knight[n] & KNIGHT_ACTIVE;
		if (s1 > s0)
			news(out, p, "promote", n + 1, s1);
		if (on1 && !on0)
			news(out, p, "activate", n + 1, 0);
		else if (on0 && !on1 && !attacked)
			news(out, p, "rest", n + 1, 0);
	}
	int supply_was = 0, supply_now = 0;
	for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++) {
		supply_was += a->player[p].ck.knights[k];
		supply_now += b->player[p].ck.knights[k];
	}
	if (gone >= 0 && came >= 0) {
		bool displacing = was->knight_owner[came] >= 0;
		news(out, p, displacing ? "displace" : "move", gone + 1, came + 1);
	} else if (came >= 0 && supply_now < supply_was) {
		push(out, GEV_BUILD, p, -1, 1, N_("knight"));
	} else if (came >= 0) {
		news(out, p, "relocate", came + 1, 0);
	} else if (gone >= 0 && now->knight_owner[gone] < 0 && supply_now > supply_was) {
		news(out, p, "home", gone + 1, 0);
	}
}

/* A neutral's knight placed or promoted for the player whose knight
 * brought it (board.md §3.5), told as his, as the neutrals' other free
 * pieces are; one taken off into the neutral's supply (the Deserter with
 * CK_COMMUNITY_RULES) as the active player's doing. */
void board_ck_neutral_events(const struct board_state *a, const struct board_state *b,
                             int neutral, struct game_events *out)
{
	const struct board_ck *was = &a->ck, *now = &b->ck;
	/* a knight come from his supply, not one displaced and put back */
	int supply_was = 0, supply_now = 0;
	for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++) {
		supply_was += a->player[neutral].ck.knights[k];
		supply_now += b->player[neutral].ck.knights[k];
	}
	for (int n = 0; n < b->t->map.node_count; n++) {
		if (was->knight_owner[n] == neutral && now->knight_owner[n] != neutral &&
		    supply_now > supply_was)
			news(out, b->active, "neutral-home", n + 1, 0);
		if (now->knight_owner[n] != neutral)
			continue;
		if (was->knight_owner[n] != neutral) {
			if (supply_now < supply_was)
				push(out, GEV_BUILD, b->active, -1, 1, N_("neutral knight"));
			continue;
		}
		int s0 = was->knight[n] & KNIGHT_STRENGTH, s1 = now->knight[n] & KNIGHT_STRENGTH;
		if (s1 > s0)
			news(out, b->active, "neutral-promote", n + 1, s1);
	}
}

/* Progress cards into and out of a hand, and laid open: named where the
 * viewer sees them. */
static void progress(const struct board_state *a, const struct board_state *b, int viewer, int p,
                     int played, struct game_events *out)
{
	const struct board_ck_player *was = &a->player[p].ck, *now = &b->player[p].ck;
	bool seen = viewer < 0 || viewer == p;
	int in = 0, away = 0;
	for (int row = 0; row < b->t->progress_count; row++) {
		int card = b->t->progress_card[row];
		for (int i = was->shown[row]; i < now->shown[row]; i++)
			push(out, GEV_TAKE, p, card, 1, NULL);
		int change = now->progress[row] - was->progress[row];
		if (row == played && change < 0) {
			/* a card played lies open for everyone to read */
			push(out, GEV_PLAY, p, card, 1, NULL);
			change++;
		}
		if (seen)
			for (int i = 0; i < (change > 0 ? change : -change); i++)
				push(out, change > 0 ? GEV_TAKE : GEV_DISCARD, p, card, 1, NULL);
		else if (change > 0)
			in += change;
		else
			away -= change;
	}
	/* said apart from the resources' counts, which are cards too */
	if (in)
		news(out, p, "progress-in", in, 0);
	if (away)
		news(out, p, "progress-away", away, 0);
}

void board_ck_news(const struct board_state *a, const struct board_state *b,
                   struct game_events *out)
{
	barbarians(a, b, out);
}

void board_ck_player_events(const struct board_state *a, const struct board_state *b,
                            const struct action *action, int viewer, int p,
                            struct game_events *out)
{
	int played = action && action->kind == A_PLAY_PROGRESS && p == a->active ? action->arg[0]
	                                                                           : -1;
	cities(a, b, p, out);
	knights(a, b, p, out);
	progress(a, b, viewer, p, played, out);
	advantages(a, b, p, out);
}

/* The decision a Cities & Knights phase asks, when it or its decider
 * changed. */
void board_ck_asked(const struct board_state *a, const struct board_state *b,
                    struct game_events *out)
{
	static const char *const why[] = {
		[PH_PILLAGE] = "pillage", [PH_DEFENDER_DRAW] = "defender-draw",
		[PH_PROGRESS_LIMIT] = "progress-limit", [PH_METROPOLIS] = "metropolis",
		[PH_DISPLACED] = "displaced", [PH_AQUEDUCT] = "aqueduct",
		[PH_DEFEND] = "defend", [PH_DESERTER] = "deserter",
	};
	if (b->phase < PH_PILLAGE || b->phase > PH_DESERTER || !why[b->phase])
		return;
	int who = board_current(b);
	if (a->phase == b->phase && board_current(a) == who)
		return;
	push(out, GEV_ASK, who, -1, 0, why[b->phase]);
}
