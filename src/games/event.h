/*
 * event: what one action did, as plain data for a client to tell.
 *
 * A game never prints (DESIGN.md, "the engine is pure"). What a roll, an
 * event card, a card's effect or an answer changed is instead a short list
 * of events that the game works out from the state before and after the
 * action (struct game_rules events), as the viewer may see it: a card drawn
 * into a hidden hand is "a card", not its name. The console turns the list
 * into one or two lines in the reader's language; tests read it as data.
 *
 * Cards and resources are carddb indexes, so that a client names them in
 * any language without asking the game; word is one of the game's own
 * words (an event face, a phase), a static string.
 */
#ifndef CATAN_GAMES_EVENT_H
#define CATAN_GAMES_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Events one action yields at most; a game stops listing at the bound. */
#define GAME_MAX_EVENTS 48

enum game_event_kind {
	GEV_ROLL,         /* player rolled: count the production die, word the event face */
	GEV_EVENT_CARD,   /* the event card card was revealed for player */
	GEV_GAIN,         /* player got count of resource */
	GEV_LOSE,         /* player lost count of resource */
	GEV_BUILD,        /* card came into player's principality (or row) */
	GEV_REMOVE,       /* card left player's principality (or row) */
	GEV_TAKE,         /* count cards came into player's hand: card, or -1 unseen */
	GEV_DISCARD,      /* count cards left player's hand, not played: card, or -1 */
	GEV_POINTS,       /* player's victory points are count now */
	GEV_ADVANTAGE,    /* player holds the advantage word now */
	GEV_ASK,          /* player must decide: word why, card the card that asks, or -1 */
	GEV_WIN,          /* player won */
	GEV_NEWS,         /* something else happened, as word says (a game's sentence key,
	                   * which the console words): player (or -1); count, and resource
	                   * (no resource here) a second number, as the sentence takes */
	GEV_PLAY,         /* player played card from his hand (open to all) */
	GEV_COUNT
};

struct game_event {
	uint8_t kind;     /* enum game_event_kind */
	int8_t player;    /* 0-based */
	int16_t card;     /* carddb.cards index, or -1 */
	int16_t resource; /* carddb.resources index, or -1 */
	int16_t count;
	const char *word; /* a static game word, or NULL */
};

/* A list being filled: push drops what does not fit (the list says so in
 * dropped), so that a game may list without counting first. */
struct game_events {
	size_t count, dropped;
	struct game_event item[GAME_MAX_EVENTS];
};

static inline void game_event_push(struct game_events *list, struct game_event event)
{
	if (list->count < GAME_MAX_EVENTS)
		list->item[list->count++] = event;
	else
		list->dropped++;
}

/* One source of a player's victory points, for the end of a match: a kind
 * of card (word: "settlement", "city"...), one card (card, a carddb.cards
 * index), or an advantage (word: "knight"...). The sources of a player add
 * up to his points. */
struct game_score {
	const char *word;  /* a static or card database word, or NULL */
	int16_t card;      /* carddb.cards index, or -1 */
	int16_t points;
};

/* Adds points to the source of words or card in list[0..*count), or as a
 * new one while fewer than max: what the games' score functions share. */
void game_score_add(struct game_score *list, size_t *count, size_t max, const char *word,
                    int card, int points);

/* The kind's word for messages and JSON: "roll", "gain"... */
const char *game_event_kind_name(int kind);

#endif
