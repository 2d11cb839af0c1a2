/*
 * host: what the fast card game does for the effect interpreter.
 *
 * Handles: a building card is its id; a resource card in the market or in
 * a hand is named by where it lies and its resource (FAST_H_MARKET + r,
 * FAST_H_HAND + player * FAST_H_HAND_STRIDE + r), because cards of one
 * resource are alike and the state only counts them. A zone therefore lists
 * one handle per resource present, so a choice offers each resource once.
 * Resources are carddb.resources indexes, as the compiler's resolver gave
 * them; types are carddb.types indexes.
 *
 * The game has no bank: what the language calls the supply is the draw pile
 * for taking (as the 3:1 exchange takes) and the discard pile for paying.
 * There is no hand limit either, except the robber raid's check, so `room`
 * is what a player may still take before that limit (RAID_HAND_LIMIT; no
 * limit at all when RAID_DISCARD is none).
 */
#include "games/fast/internal.h"
#include "games/seats.h"

static bool valid_player(const struct fast_state *s, int32_t p)
{
	return p >= 0 && p < s->player_count;
}

/* The db card a handle shows, or -1. */
static int handle_card(const struct fast_state *s, int32_t h)
{
	if (h >= 0 && h < s->card_count)
		return fast_face(s, h);
	if (h >= FAST_H_MARKET && h < FAST_H_MARKET + s->resource_count)
		return s->res_card[h - FAST_H_MARKET];
	if (h >= FAST_H_HAND && h < FAST_H_END) {
		int r = (h - FAST_H_HAND) % FAST_H_HAND_STRIDE;
		return r < s->resource_count ? s->res_card[r] : -1;
	}
	return -1;
}

static int32_t handle_owner(const struct fast_state *s, int32_t h)
{
	if (h >= 0 && h < s->card_count)
		return s->card[h].owner;
	if (h >= FAST_H_HAND && h < FAST_H_END)
		return (h - FAST_H_HAND) / FAST_H_HAND_STRIDE;
	return EFFECT_NONE;
}

static int32_t card_attr(const struct fast_state *s, int32_t h, int32_t attr)
{
	int db_card = handle_card(s, h);
	if (db_card < 0)
		return EFFECT_NONE;
	const struct carddb_card *c = &s->db->cards[db_card];
	switch (attr) {
	case EFFECT_ATTR_CARD: return db_card;
	case EFFECT_ATTR_TYPE: return c->type;
	case EFFECT_ATTR_KIND: return (int32_t)s->db->types[c->type].kind;
	case EFFECT_ATTR_PLACEMENT: return (int32_t)c->placement;
	case EFFECT_ATTR_OWNER: return handle_owner(s, h);
	case EFFECT_ATTR_PRODUCES: return c->produces;
	default: return EFFECT_NONE;
	}
}

static int seat_position(const void *game, int32_t res)
{
	return fast_res_position(game, res);
}

static int32_t query(void *game, enum effect_query q, const int32_t *args)
{
	const struct fast_state *s = game;
	const struct game_seats seats = {
		s, s->player_count, s->active, s->player[0].hand, &s->player[0].hand_count,
		sizeof s->player[0], seat_position,
	};
	int32_t answer;
	if (game_seats_query(&seats, q, args, &answer))
		return answer;
	switch (q) {
	case EFFECT_Q_ROOM:
		if (!valid_player(s, args[0]) || s->opt.raid_none)
			return 255;
		return s->opt.raid_limit - s->player[args[0]].hand_count;
	case EFFECT_Q_POINTS:
		return valid_player(s, args[0]) && args[1] == FAST_POINTS_VP ? s->player[args[0]].vp : 0;
	case EFFECT_Q_CARD_POINTS:
		return args[0] >= 0 && args[0] < s->card_count && args[1] == FAST_POINTS_VP
		       ? fast_card_vp(s, args[0]) : 0;
	case EFFECT_Q_CARD:
		return card_attr(s, args[0], args[1]);
	case EFFECT_Q_PHASE:
		return (args[0] == FAST_PHASE_TRADE && s->phase == PH_EXCHANGE) ||
		       (args[0] == FAST_PHASE_ACTION && s->phase == PH_BUILD);
	case EFFECT_Q_HOLDER:
	case EFFECT_Q_TOP:
	case EFFECT_Q_MEMORY:
		return EFFECT_NONE;
	case EFFECT_Q_OPTION:
		return game_option_query(&s->opt.all, args[0]);
	default:
		return 0;
	}
}

/* (move CARD ZONE) for the moves this game has: a market card or a card of
 * another hand into a hand, a hand card onto the discard pile or into the
 * market. A market card that leaves is replaced from the draw pile at once. */
static int32_t move(struct fast_state *s, int32_t h, int32_t zone)
{
	int kind = EFFECT_ZONE_KIND(zone), who = EFFECT_ZONE_WHO(zone);
	if (h >= FAST_H_MARKET && h < FAST_H_MARKET + s->resource_count) {
		int r = h - FAST_H_MARKET;
		if (kind != FAST_ZONE_HAND || !valid_player(s, who) || s->market[r] == 0)
			return 0;
		s->market[r]--;
		s->market_count--;
		fast_hand_add(s, who, r, 1);
		fast_market_refill(s);
		return 1;
	}
	if (h >= FAST_H_HAND && h < FAST_H_END) {
		int from = (h - FAST_H_HAND) / FAST_H_HAND_STRIDE, r = (h - FAST_H_HAND) % FAST_H_HAND_STRIDE;
		if (!valid_player(s, from) || r >= s->resource_count || s->player[from].hand[r] == 0)
			return 0;
		if (kind == FAST_ZONE_DISCARD) {
			fast_hand_to_discard(s, from, r, 1);
			return 1;
		}
		if (kind == FAST_ZONE_MARKET) {
			fast_hand_remove(s, from, r, 1);
			s->market[r]++;
			s->market_count++;
			return 1;
		}
		if (kind != FAST_ZONE_HAND || !valid_player(s, who) || who == from)
			return 0;
		fast_hand_remove(s, from, r, 1);
		fast_hand_add(s, who, r, 1);
		return 1;
	}
	return 0;
}

static int32_t act(void *game, enum effect_act a, const int32_t *args)
{
	struct fast_state *s = game;
	int32_t done = 0;
	int r;
	switch (a) {
	case EFFECT_A_GAIN:
		r = fast_res_position(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0)
			return 0;
		for (; done < args[2] && fast_supply_take(s, r); done++)
			fast_hand_add(s, args[0], r, 1);
		return done;
	case EFFECT_A_PAY:
		r = fast_res_position(s, args[1]);
		if (!valid_player(s, args[0]) || r < 0)
			return 0;
		done = args[2] < s->player[args[0]].hand[r] ? args[2] : s->player[args[0]].hand[r];
		if (done > 0)
			fast_hand_to_discard(s, args[0], r, done);
		return done > 0 ? done : 0;
	case EFFECT_A_TRANSFER:
		r = fast_res_position(s, args[2]);
		if (!valid_player(s, args[0]) || !valid_player(s, args[1]) || r < 0 || args[0] == args[1])
			return 0;
		done = args[3] < s->player[args[0]].hand[r] ? args[3] : s->player[args[0]].hand[r];
		if (done <= 0)
			return 0;
		fast_hand_remove(s, args[0], r, done);
		fast_hand_add(s, args[1], r, done);
		return done;
	case EFFECT_A_MOVE:
		return move(s, args[0], args[1]);
	case FAST_A_FLIP_DESTINY:
		if (s->destiny < 0)
			return 0;
		s->card[s->destiny].turned ^= 1;
		return 1;
	default:
		return 0;
	}
}

static int list_zone(const struct fast_state *s, int32_t zone, int32_t *out, int max)
{
	int kind = EFFECT_ZONE_KIND(zone), who = EFFECT_ZONE_WHO(zone), n = 0;
	switch (kind) {
	case FAST_ZONE_HAND:
		if (!valid_player(s, who))
			return 0;
		for (int r = 0; r < s->resource_count && n < max; r++)
			if (s->player[who].hand[r])
				out[n++] = FAST_H_HAND + who * FAST_H_HAND_STRIDE + r;
		return n;
	case FAST_ZONE_MARKET:
		for (int r = 0; r < s->resource_count && n < max; r++)
			if (s->market[r])
				out[n++] = FAST_H_MARKET + r;
		return n;
	case FAST_ZONE_OPEN_ROW:
		if (s->destiny >= 0 && max > 0)
			out[n++] = s->destiny;
		return n;
	case FAST_ZONE_PRINCIPALITY: {
		if (!valid_player(s, who))
			return 0;
		const struct fast_player *pl = &s->player[who];
		for (int i = 0; i < pl->town_count && n < max; i++)
			out[n++] = pl->town[i];
		for (int i = 0; i < pl->expansion_count && n < max; i++)
			out[n++] = pl->expansion[i];
		for (int i = pl->road_count - 1; i >= 0 && n < max; i--)
			out[n++] = pl->road[i];
		for (int i = pl->knight_count - 1; i >= 0 && n < max; i--)
			out[n++] = pl->knight[i];
		return n;
	}
	default:
		return 0;
	}
}

static int list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	const struct fast_state *s = game;
	(void)b;
	int n = 0;
	switch (l) {
	case EFFECT_L_ZONE:
		return list_zone(s, a, out, max);
	case EFFECT_L_RESOURCES:
		for (int r = 0; r < s->resource_count && n < max; r++)
			out[n++] = s->res_db[r];
		return n;
	case EFFECT_L_PLAYERS:
		if (!valid_player(s, a))
			a = s->active;
		/* Round the table from a; the seat wraps by a subtraction, as
		 * card effects list the players often. */
		for (int i = 0, p = a; i < s->player_count && n < max; i++, p++)
			out[n++] = p < s->player_count ? p : p - s->player_count;
		return n;
	default:
		return 0;
	}
}

static int32_t roll(void *game, int32_t sides)
{
	struct fast_state *s = game;
	return sides < 1 ? 0 : 1 + (int32_t)rng_below(&s->rng, (uint64_t)sides);
}

const struct effect_host fast_host = { query, act, list, roll, NULL, NULL, NULL };
