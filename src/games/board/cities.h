/*
 * cities: the rules state of Cities & Knights (cards/board-cities.sql,
 * the Dutch text 000 and board.md §2), beside the base game's in state.h.
 *
 * Plain values in fixed arrays, like the rest of the state, so that a
 * match still clones with memcpy. Without the expansion every field here
 * stays 0 (or -1 where it names a place or a player) and no rule reads it:
 * the base game plays as before.
 *
 * Numbering shared by the state, the actions and the effect host:
 *   track      0 trade (yellow, cloth), 1 politics (blue, coin),
 *              2 science (green, paper): the order of the card types'
 *              colours in 000, "geel voor Handel, blauw voor Politiek en
 *              groen voor Wetenschap";
 *   commodity  its place in the hand after the resources (5 paper,
 *              6 cloth, 7 coin, as cards/board-base.sql numbers them);
 *   knight     its strength 1..3 (000: "Een gewone ridder heeft één
 *              vaantje en kracht 1, een sterke ridder heeft kracht 2 en een
 *              machtige ridder heeft kracht 3").
 */
#ifndef CATAN_GAMES_BOARD_CITIES_H
#define CATAN_GAMES_BOARD_CITIES_H

#include <stdbool.h>
#include <stdint.h>

#include "games/board/map.h"


/* 000: "Elk terrein heeft vijf niveaus." */
enum board_track { TRACK_TRADE, TRACK_POLITICS, TRACK_SCIENCE, BOARD_TRACKS };
#define BOARD_LEVELS 5
/* 000, "Het derde niveau": the level whose ability (Gilde, Vesting,
 * Aquaduct) its builder keeps "voor de rest van het spel". */
#define BOARD_ABILITY_LEVEL 3
/* The rate of the Gilde's commodities and of the merchant's resource (000:
 * "twee gelijke handelswaren", "in de verhouding 2:1"). */
#define BOARD_FAVOURED_RATE 2
/* 000, "Metropolen": "Wie als eerste in een terrein het vierde niveau
 * bereikt ... zet een metropool-speelstuk op een van zijn steden";
 * "Bereikt een andere speler in dat terrein het vijfde niveau terwijl jij
 * daar nog op het vierde zit, dan neemt hij je metropool over". */
#define BOARD_METROPOLIS_LEVEL 4
#define BOARD_METROPOLIS_VP 2       /* "twee voor de stad en twee voor de metropool zelf" */

/* board.md §2.1: "36: 12 paper (from forest), 12 cloth (pasture), 12 coin
 * (mountains)". */
#define BOARD_COMMODITY_CARDS 12
/* COMMODITY_SHORTAGE=unlimited: "commodities never run out". The bank
 * holds at least the box's 12 of each once a card is paid out, the box
 * adding cards to the match as it must; a hand holds at most 255 cards,
 * so the match stops adding at this many of a commodity. */
#define BOARD_COMMODITY_MOST 240

/* 000, set-up step 9: "6 ridders (2 gewone met één vaantje, 2 sterke met
 * twee vaantjes en 2 machtige met drie vaantjes), 6 helmen, 3 stadsmuren,
 * 3 metropool-speelstukken". */
#define BOARD_KNIGHT_STRENGTHS 3
#define BOARD_KNIGHTS_EACH 2
#define BOARD_WALLS 3
#define BOARD_WALL_LIMIT 2          /* "Elke stadsmuur verhoogt het aantal kaarten ... met twee" */

/* The event die (000, "Dobbelen"; board.md §2.1: "3 ship faces + 3
 * city-gate faces (one each for trade, politics, science)"). A gate face
 * is EVENT_GATE + track. */
enum board_event { EVENT_NONE, EVENT_SHIP, EVENT_GATE };
#define BOARD_EVENT_FACES 6
#define BOARD_EVENT_SHIPS 3

/* Progress cards: rows are distinct cards of the set (all three tracks),
 * counted by row like the development cards; each track's deck keeps its
 * order. 000: 18 cards a track in 10, 9 and 6 rows. */
#define BOARD_MAX_PROGRESS_ROWS 32
#define BOARD_MAX_PROGRESS_DECK 24

/* A knight on an intersection: its strength in the low bits, then its
 * state. Active: "Zet je er een helm op, dan is hij actief". The three
 * turn marks are cleared when the turn ends: NEW, "Je mag ook geen ridder
 * bevorderen in de beurt waarin je hem gebouwd hebt"; PROMOTED, "Een
 * ridder kan maar één keer per beurt bevorderd worden"; FRESH, "Een ridder
 * die je in deze beurt activeert, kan pas in je volgende beurt een actie
 * uitvoeren" (KNIGHT_ACT_WHEN_ACTIVATED=1 lets it act). */
enum {
	KNIGHT_STRENGTH = 0x03,
	KNIGHT_ACTIVE = 0x04,
	KNIGHT_NEW = 0x08,
	KNIGHT_PROMOTED = 0x10,
	KNIGHT_FRESH = 0x20,
	KNIGHT_TURN_MARKS = KNIGHT_NEW | KNIGHT_PROMOTED | KNIGHT_FRESH,
};

/* The expansion's rule options (cards/board-cities.sql), read once at
 * set-up while its set is in play. VICTORY_POINTS is the base game's
 * field, which the set's row overrides. */
/* What is left of a roll once the event die is thrown (000, "Wat er
 * gebeurt, handel je in deze volgorde af": the ship, a city gate, then
 * the production dice); a stage that waits on players' decisions pauses
 * the roll, and event.c takes it up again after each. */
enum board_ck_stage {
	STAGE_NONE,
	STAGE_DRAWS,            /* a city gate: draws in turn order from the roller */
	STAGE_DEFEND,           /* DEFENDERS_CHOSEN: each commits knights, in turn order
	                         * from the roller, before the battle */
	STAGE_PILLAGE,          /* the barbarians won: the victims each give up a city */
	STAGE_DEFENDER_DRAWS,   /* Catan won with a tie at the top: each draws, by choice of deck */
	STAGE_PRODUCE,          /* the white and the red die */
};

struct board_ck_options {
	uint8_t track;                /* BARBARIAN_TRACK: ship results until the attack */
	uint8_t metropolis_weight;    /* METROPOLIS_BARBARIAN_WEIGHT */
	uint8_t defenders_chosen;     /* DEFENDERS_CHOSEN: the "Fiesepeter" variant */
	uint8_t metropolis_spared;    /* METROPOLIS_ONLY_VICTIMS is spared (else skip) */
	uint8_t robber_asleep;        /* ROBBER_ASLEEP */
	uint8_t act_when_activated;   /* KNIGHT_ACT_WHEN_ACTIVATED */
	uint8_t knight_errant;        /* KNIGHT_ERRANT */
	uint8_t hand_limit;           /* PROGRESS_HAND_LIMIT */
	uint8_t excess_at_once;       /* PROGRESS_EXCESS_OWN_TURN is at-once (else end-of-turn) */
	uint8_t commodities_unlimited;/* COMMODITY_SHORTAGE is unlimited (else as-resources) */
	uint8_t start_commodities;    /* START_COMMODITIES */
	uint8_t first_game;           /* CK_BOARD_SETUP is first-game (else variable) */
	uint8_t seafarers;            /* SEAFARERS_COMBINATION */
};

struct board_ck_player {
	uint8_t level[BOARD_TRACKS];                 /* city improvements built, 0..5 */
	uint8_t knights[BOARD_KNIGHT_STRENGTHS];     /* knights in supply, by strength - 1 */
	uint8_t walls;                               /* city walls in supply */
	uint8_t progress[BOARD_MAX_PROGRESS_ROWS];   /* progress cards in hand, by row */
	uint8_t progress_count;                      /* of those, the ones the limit counts */
	uint8_t shown[BOARD_MAX_PROGRESS_ROWS];      /* point cards laid open, by row */
	uint8_t defender;                            /* Defender of Catan cards ("Redder van Catan") */
};

/* A progress card played this turn whose (modify-turn ...) clauses hold
 * until the turn ends (the Merchant Fleet: "Tot het einde van je beurt"),
 * with what its run remembered ((remember V): the fleet's kind of card). */
#define BOARD_TURN_PLAYS 8
struct board_turn_play {
	int16_t card;                                /* db card */
	int16_t memory;                              /* EFFECT_NONE (-1) until remembered */
};

struct board_ck {
	bool on;                                     /* the set is in play */
	uint8_t barbarians;                          /* ship steps since the start space */
	uint8_t attacks;                             /* attacks so far (held at 255) */
	uint8_t event;                               /* the last event face: enum board_event,
	                                              * EVENT_GATE + track */
	uint8_t fixed_event;                         /* sandbox: the next face + 1, 0: none */
	uint8_t fixed_red;                           /* sandbox: the next red die, with the
	                                              * fixed roll's sum; 0: none */
	uint8_t fixed_event2;                        /* sandbox, two players: those of the */
	uint8_t fixed_red2;                          /* roll after the next (fixed_roll2) */
	/* The turn's grants of progress cards, cleared as it ends: Cranes
	 * played and not yet used on an improvement; the white die the
	 * Alchemist fixed for the roll (0: none; his red one is fixed_red). */
	uint8_t cranes;
	uint8_t fixed_white;
	uint8_t stage;                               /* enum board_ck_stage */
	uint8_t step;                                /* the stage's next seat, counted from
	                                              * the roller */
	uint8_t waiting;                             /* bit per player the stage waits on */
	int8_t over_limit;                           /* the player who must put a progress
	                                              * card under its deck, or -1 */
	uint8_t displaced;                           /* a knight displaced, waiting for its
	                                              * owner to place it (PH_DISPLACED) */
	int8_t displaced_owner;                      /* its owner, or -1 */
	bool errant;                                 /* KNIGHT_ERRANT: a knight chased the
	                                              * robber before this turn's roll */
	/* The politics cards (politics.c): the knight the Deserter lets the
	 * active player place (strength and KNIGHT_ACTIVE, 0: none), during
	 * PH_DESERTER; the path the last Diplomat took a road from, + 1 (0:
	 * none), which its own road may not go back on. */
	uint8_t deserter;
	uint8_t removed_road;
	int8_t metropolis_due;                       /* the track whose metropolis the active
	                                              * player must place now, or -1 */
	/* Knights: the owner of the one on each intersection (-1: none) and
	 * its strength and state (KNIGHT_*). knight_nodes mirrors the owners
	 * for the placement rules. */
	int8_t knight_owner[BOARD_MAX_NODES];
	uint8_t knight[BOARD_MAX_NODES];
	uint64_t knight_nodes;
	/* The knights that fight the barbarians landing now: every active one,
	 * or with DEFENDERS_CHOSEN those their owners committed (STAGE_DEFEND);
	 * empty outside an attack. */
	uint64_t defending;
	uint64_t walls;                              /* bit per city with a wall under it */
	/* Bit per city pillaged while its owner had no settlement left: "dan
	 * draai je de geplunderde stad om. Hij geldt dan als dorp, levert één
	 * grondstof op en is één punt waard." A subset of the cities. */
	uint64_t pillaged;
	int8_t metropolis[BOARD_TRACKS];             /* the city carrying it, -1: not taken */
	int8_t merchant_hex;                         /* -1: not yet in play */
	int8_t merchant_owner;                       /* -1: nobody */
	/* The cards of each commodity in the match, bank and hands: the box's
	 * 12, more with COMMODITY_SHORTAGE=unlimited (bank.c). */
	uint8_t commodity_total[BOARD_TRACKS];       /* one commodity a track */
	/* The active player's cards of this turn with turn modifiers, in the
	 * order played; emptied as the turn ends (progress.c refuses a
	 * database with more such cards than BOARD_TURN_PLAYS). */
	uint8_t turn_plays;
	struct board_turn_play turn_play[BOARD_TURN_PLAYS];
	/* The three progress decks, top last; "Gespeelde kaarten gaan onder de
	 * stapel van hun kleur" puts a card at index 0. */
	uint8_t deck_count[BOARD_TRACKS];
	uint8_t deck[BOARD_TRACKS][BOARD_MAX_PROGRESS_DECK];
};

#endif
