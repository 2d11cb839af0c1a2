/*
 * legal-trade: trades with the bank at a player's rates, and offers (§9)
 * to the opponent, the commonest actions of all.
 */
#include <stddef.h>
#include <string.h>

#include "games/principality/legal.h"

/* The bytes of a not below those of b, a bit per byte, when no byte of
 * either has its high bit set: a byte of a with the high bit set, less
 * b's byte, keeps the high bit exactly then, and borrows nothing. */
static unsigned bytes_at_least(uint64_t a, uint64_t b)
{
	return high_bits((a | 0x8080808080808080ull) - b);
}

/* The first eight bytes of the action "trade give at rate for get", as
 * a word: its kind and its first three arguments; the other two are 0. */
static uint64_t trade_word(int give, int rate, int get)
{
	_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "an action's first bytes as a word");
	_Static_assert(offsetof(struct action, arg) == 2 && sizeof(struct action) == 12,
	               "an action is its kind and five arguments of two bytes");
	return (uint64_t)A_TRADE | (uint64_t)(uint16_t)give << 16 | (uint64_t)(uint16_t)rate << 32 |
	       (uint64_t)(uint16_t)get << 48;
}

/* prin_can_trade for every pair, with the counts read once: the
 * resources he can give at his rates and those he has room for, as masks
 * (a bit per position). */
void prin_legal_trades(const struct prin_state *s, int p, struct out *o)
{
	const struct prin_player *pl = &s->player[p];
	int nr = prin_resource_count(s);
	if (!wanted(o, A_TRADE))
		return;
	_Static_assert(sizeof pl->trade_rate == sizeof(uint64_t), "the rates fill one word");
	uint64_t have, rates, room;
	memcpy(&have, pl->have, sizeof have);
	memcpy(&rates, pl->trade_rate, sizeof rates);
	memcpy(&room, pl->room, sizeof room);
	unsigned all = (1u << nr) - 1, gives = 0;
	if ((have | rates) & 0x8080808080808080ull) {
		for (int r = 0; r < nr; r++)
			gives |= (unsigned)(pl->have[r] > 0 && pl->have[r] >= pl->trade_rate[r]) << r;
	} else {
		gives = nonzero_bytes(have) & bytes_at_least(have, rates) & all;
	}
	unsigned room_for = nonzero_bytes(room) & all;
	if (o->match) {
		int give = o->match->arg[0];
		gives &= give >= 0 && give < nr ? 1u << give : 0;
	}
	for (; gives; gives &= gives - 1) {
		int give = __builtin_ctz(gives), rate = pl->trade_rate[give];
		unsigned gets = room_for & ~(1u << give);
		if (o->match || o->max - o->n < (size_t)nr) {
			for (; gets; gets &= gets - 1)
				add(o, A_TRADE, give, rate, __builtin_ctz(gets), 0, 0);
			continue;
		}
		/* every get written, the cursor moved past those listed: no
		 * branch on the room of each. Each is stored in two moves, the
		 * action's first eight bytes as a word (trade_word) and its last
		 * four, zeros, rather than a move for each field. */
		const uint32_t zeros = 0;
		unsigned char *next = (unsigned char *)(o->a + o->n);
		for (int get = 0; get < nr; get++) {
			uint64_t first = trade_word(give, rate, get);
			memcpy(next, &first, sizeof first);
			memcpy(next + sizeof first, &zeros, sizeof zeros);
			next += ((gets >> get) & 1) * sizeof(struct action);
		}
		o->n = (size_t)((struct action *)next - o->a);
	}
}

/* Whether r0, r1 is a side as the card table lists them. */
static bool is_side(int nr, int r0, int r1)
{
	return r0 >= 0 && r0 < nr && (r1 == -1 || (r1 >= r0 && r1 < nr));
}

static unsigned side_mask(int r0, int r1)
{
	return (1u << r0) | (r1 >= 0 ? 1u << r1 : 0);
}

/* Whether player from has side r0, r1 and player to has room for it. */
static bool can_give(const struct prin_state *s, int from, int to, int r0, int r1)
{
	int need0 = 1 + (r1 == r0);
	return prin_resources(s, from, r0) >= need0 && prin_room(s, to, r0) >= need0 &&
	       (r1 < 0 || r1 == r0 || (prin_resources(s, from, r1) >= 1 && prin_room(s, to, r1) >= 1));
}

/* The test offers() makes of each pair, made of the one offer matched. */
static void match_offer(const struct prin_state *s, struct out *o)
{
	const struct action *m = o->match;
	int nr = s->cards->resource_count, a = s->active;
	int g0 = m->arg[0], g1 = m->arg[1], h0 = m->arg[2], h1 = m->arg[3];
	if (m->kind != A_OFFER || m->arg[4] != 0 || !is_side(nr, g0, g1) || !is_side(nr, h0, h1))
		return;
	if ((g1 >= 0 && h1 >= 0) || (side_mask(g0, g1) & side_mask(h0, h1)))
		return;
	o->found = can_give(s, a, 1 - a, g0, g1) && can_give(s, 1 - a, a, h0, h1);
}

/* The sides (a bit per side of the card table) player from can give to
 * player to: in his stock, and room for it on the taker's regions. The
 * tallies are read eight resources at once: a resource fits once when
 * both its stock and the room for it are not zero, twice when neither is
 * below 2 (not zero once bit 0 is cleared). The positions past the
 * resource count pick no side. */
static uint64_t givable_sides(const struct prin_state *s, int from, int to)
{
	_Static_assert(sizeof s->player[0].have == 8 && sizeof s->player[0].room == 8,
	               "the tallies of a player are read as one word");
	const uint64_t not_bit0 = 0xfefefefefefefefeull;
	uint64_t have, room;
	memcpy(&have, s->player[from].have, sizeof have);
	memcpy(&room, s->player[to].room, sizeof room);
	unsigned once = nonzero_bytes(have) & nonzero_bytes(room);
	unsigned twice = nonzero_bytes(have & not_bit0) & nonzero_bytes(room & not_bit0);
	return s->cards->sides_once[once] | s->cards->sides_twice[twice];
}

/* The eight bits of bits as the bytes of a word, 0 or 1: bit i in byte i
 * (as nonzero_bytes reads them back). Each byte of the copies keeps its
 * own bit, and is 1 when that is not zero. */
static uint64_t byte_per_bit(unsigned bits)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	uint64_t x = (bits * 0x0101010101010101ull) & 0x8040201008040201ull;
	return ((((x & low7) + low7) | x) >> 7) & 0x0101010101010101ull;
}

/* The bytes offers() copies of an offer, a little more than one: the
 * copy of the last offer of a run stays in its row of the card table. */
#define OFFER_COPY 16
_Static_assert(sizeof(struct action) <= OFFER_COPY &&
               (PRIN_MAX_SIDES + PRIN_OFFER_BATCH - 2) * sizeof(struct action) + OFFER_COPY <=
               PRIN_OFFER_ROW * sizeof(struct action), "an offer's copy stays in its row");
_Static_assert(PRIN_NO_SIDE >= (PRIN_MAX_SIDES + 7) / 8 * 8 && PRIN_NO_SIDE < 64,
               "the side of no offer is past every side");

/* Offers (§9): the active player gives side g, the opponent side h. A
 * side must be in the giver's stock and fit on the taker's regions; the
 * two sides share no resource type; at most 3 resources change hands. */
void prin_legal_offers(const struct prin_state *s, struct out *o)
{
	const struct principality_cards *t = s->cards;
	if (s->offers_made >= PRIN_OFFERS_PER_TURN || !wanted(o, A_OFFER))
		return;
	if (o->match) {
		match_offer(s, o);
		return;
	}
	int a = s->active;
	uint64_t takes = givable_sides(s, 1 - a, a);
	if (!takes)
		return;
	/* The commonest actions by far: copied from the table through a
	 * cursor kept in a register, as add() would store them. Every offer
	 * of g's run is written and the cursor moves past those the opponent
	 * can give: which they are varies too much for a branch per offer to
	 * be foreseen. step[h] is how far it moves past an offer of side h:
	 * 0 for a side the opponent cannot give, and for PRIN_NO_SIDE. */
	uint8_t step[64];
	memset(&step[56], 0, 8);
	for (int i = 0; i < (t->side_count + 7) / 8; i++) {
		uint64_t eight = byte_per_bit((unsigned)(takes >> (8 * i)) & 0xff) * sizeof(struct action);
		memcpy(&step[8 * i], &eight, sizeof eight);
	}
	/* Where every run fits, the room is not asked again for each; where
	 * a run may not fit, only the offers listed are written, up to the end. */
	bool roomy = o->max - o->n > (size_t)t->offer_span;
	unsigned char *base = (unsigned char *)o->a, *next = base + o->n * sizeof(struct action);
	for (uint64_t gives = givable_sides(s, a, 1 - a); gives; gives &= gives - 1) {
		int g = __builtin_ctzll(gives), count = t->offer_count[g];
		const struct action *run = t->offer[g];
		const uint8_t *side = t->offer_side[g];
		if (!roomy) {
			size_t n = (size_t)(next - base) / sizeof(struct action);
			if (o->max - n <= (size_t)count + PRIN_OFFER_BATCH) {
				for (int k = 0; k < count && n < o->max; k++)
					if (step[side[k]])
						o->a[n++] = run[k];
				next = base + n * sizeof(struct action);
				continue;
			}
		}
		/* sixteen bytes a copy, which the compiler does in one move: the
		 * four past the action land in the next place, which the next
		 * offer overwrites or the list does not reach */
		const unsigned char *from = (const unsigned char *)run;
		for (int k = 0; k < count; k += PRIN_OFFER_BATCH, from += 4 * sizeof *run) {
			_Static_assert(PRIN_OFFER_BATCH == 4, "four copies a batch");
			memcpy(next, from, OFFER_COPY);
			next += step[side[k]];
			memcpy(next, from + sizeof *run, OFFER_COPY);
			next += step[side[k + 1]];
			memcpy(next, from + 2 * sizeof *run, OFFER_COPY);
			next += step[side[k + 2]];
			memcpy(next, from + 3 * sizeof *run, OFFER_COPY);
			next += step[side[k + 3]];
		}
	}
	o->n = (size_t)(next - base) / sizeof(struct action);
}
