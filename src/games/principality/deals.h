/*
 * deals: what two players' tallies allow of trades with the supply and of
 * offers (§9), eight resources at a time.
 *
 * The one part of the game with a twin tuned for a processor: deals.c is
 * plain C, deals-sse2.c does the same with SSE2 instructions; configure
 * builds one of them (--enable-tuned, --disable-tuned). Both answer alike,
 * and both are tested.
 */
#ifndef CATAN_GAMES_PRINCIPALITY_DEALS_H
#define CATAN_GAMES_PRINCIPALITY_DEALS_H

#include <stdint.h>

/* The tallies trades and offers are listed from, as words (a byte per
 * resource, resource r in bits 8r to 8r + 7: prin_bytes_word). */
struct deal_words {
	uint64_t have, rates, room;         /* the player's who trades */
	uint64_t opp_have, opp_room;        /* his opponent's */
};

/* The resources he can give at his rates (gives) and those he has room
 * for (room_for): a bit per position, of the positions below all. */
struct trade_masks {
	unsigned gives, room_for;
};

/* What one player can give the other of each resource, as masks (a bit
 * per position): once, in his stock and with room for it on the taker's
 * regions; twice, neither below 2. */
struct fits {
	unsigned once, twice;
};

/* The trade masks of the player of w, of the first nr resources (all:
 * their bits). */
struct trade_masks prin_trade_masks(const struct deal_words *w, int nr, unsigned all);

/* What the opponent can give the player (takes) and the player the
 * opponent (gives), struct fits of each, in one word, a byte each from
 * the low one up: takes.once, gives.once, takes.twice, gives.twice; the
 * positions past all are dropped. */
uint32_t prin_fits_word(const struct deal_words *w, unsigned all);

#endif
