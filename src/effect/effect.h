/*
 * effect: the language in which cards say what they do.
 *
 * A card's effect is text in the card database. At load the text is
 * compiled once (effect_compile) into a program: a list of clauses
 * (triggered handlers, passive modifiers, immunities, play conditions)
 * over one array of bytecode. During a match the game runs a handler of a
 * program against a host interface that the game supplies, so one
 * interpreter serves the principality game, the fast game and the board
 * game alike. The language itself is described in catan-cards(5).
 *
 * Two rules shape this interface:
 *
 *   - The compiler knows no game. Names of cards, card types and
 *     resources reach it through a resolver (struct effect_resolver) that
 *     the caller fills in, and so do the game's words (die faces, zones,
 *     pieces, phases, relations...: struct effect_words); only the
 *     language's own words (its forms, triggers and clauses) are fixed.
 *
 *   - A running effect is a value. struct effect_run is a flat struct with
 *     no pointers, so a match state that holds one can be copied with
 *     memcpy by a computer player. Running allocates nothing. A step that
 *     needs a player's decision suspends the run: effect_run returns
 *     EFFECT_PENDING with the deciding player and the legal options; the
 *     answer arrives later as an ordinary action (effect_answer) and the
 *     next effect_run goes on from there.
 *
 * Handles: players are 0..EFFECT_MAX_PLAYERS-1, cards in a match are
 * whatever non-negative int32 the host uses for a card instance, resources
 * and card types are the ids the resolver gave. EFFECT_NONE (-1) is "no
 * such thing" for every kind of handle.
 */
#ifndef CATAN_EFFECT_EFFECT_H
#define CATAN_EFFECT_EFFECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"

#define EFFECT_NONE (-1)

/* Limits. The text limit matches the schema's check on card.effect. */
enum {
	EFFECT_TEXT_MAX = 8000,     /* bytes of effect text */
	EFFECT_DEPTH_MAX = 32,      /* nesting of parentheses */
	EFFECT_MAX_PLAYERS = 6,
	EFFECT_STACK_MAX = 64,      /* values on the run's operand stack */
	EFFECT_LOCAL_MAX = 16,      /* (let ...) names and hidden counters */
	EFFECT_LOOP_MAX = 3,        /* nesting of (for ...) and (for-card ...) */
	EFFECT_LIST_MAX = 64,       /* cards one loop, choice or count can see */
	EFFECT_ARGS_MAX = 4,        /* arguments of one host call */
	EFFECT_STEP_LIMIT = 20000,  /* instructions per run, all resumptions together */
	EFFECT_OPTION_MAX = 64,     /* rule options of one game an effect can name */
};

/* ---------------------------------------------------------------------------
 * Compiling
 * ------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------
 * The game's words
 * ------------------------------------------------------------------------- */

/* The language's forms are fixed, but many of their words belong to a game:
 * the faces of its event die, its zones, pieces, phases, point kinds, the
 * relations between its cards ("near"), the changes only it knows. Each game
 * hands the compiler its words in a struct effect_words, as the resolver
 * hands it the card names, and the compiler knows no others: a word of
 * another game is an unknown word, and an error lists the game's own.
 *
 * The compiler turns a word into its value and nothing more: the value is
 * what the game's host then receives in a question or a change (a zone's
 * value in EFFECT_ZONE(value, who), a phase's in EFFECT_Q_PHASE, a
 * relation's in EFFECT_Q_RELATION...), so a game numbers its words as its
 * host reads them. A word kind a game leaves empty cannot be said in its
 * effects. */
enum effect_word_kind {
	EFFECT_WORD_FACE,          /* (on event FACE ...), (immune FACE ...): event die faces */
	EFFECT_WORD_ZONE,          /* zones: a plain word, or a form of a player or a stack;
	                            * role: enum effect_zone_role bits */
	EFFECT_WORD_MODIFIER,      /* (modify KIND ...); role: enum effect_subject */
	EFFECT_WORD_POINTS,        /* (points P KIND), (card-points C KIND) */
	EFFECT_WORD_ADVANTAGE,     /* (holder A), (holds P A) */
	EFFECT_WORD_DIE,           /* (set-die DIE N) */
	EFFECT_WORD_GRANT,         /* (grant P RIGHT) */
	EFFECT_WORD_PIECE,         /* (place PIECE P SITE), (choose-site P PIECE) */
	EFFECT_WORD_PHASE,         /* (phase P) */
	EFFECT_WORD_RELATION,      /* (REL CARD): the filter's subject stands in REL to CARD
	                            * (EFFECT_Q_RELATION); role: EFFECT_RELATION_LISTED */
	EFFECT_WORD_ACT,           /* (ACT): a change only the game knows, no arguments;
	                            * value: its enum effect_act code, EFFECT_A_GAME or above */
	EFFECT_WORD_CARD_KIND,     /* (kind K...): EFFECT_ATTR_KIND values */
	EFFECT_WORD_PLACEMENT,     /* (placement P...): EFFECT_ATTR_PLACEMENT values */
	EFFECT_WORD_KINDS
};

/* What a zone word is (the low bits), and the zones some forms need. */
enum effect_zone_role {
	EFFECT_ZONE_PLAIN = 0,     /* a word: the zone of nobody, EFFECT_ZONE(value, 0) */
	EFFECT_ZONE_OF_PLAYER = 1, /* (WORD [P]): P's zone; without P, the moved card's owner's */
	EFFECT_ZONE_OF_STACK = 2,  /* (WORD S): stack number S's zone */
	EFFECT_ZONE_SHAPE = 3,     /* the bits above */
	EFFECT_ZONE_BUILT = 4,     /* (has P CARD...) looks in P's zone of this word */
	EFFECT_ZONE_DESTROYED = 8, /* (destroy C) moves C to its owner's zone of this word */
	EFFECT_ZONE_RETURNED = 16, /* (return C) moves C to its owner's zone of this word */
};

/* The subject of a modifier: what the rules ask it for (effect_modify). */
enum effect_subject {
	EFFECT_SUBJECT_NONE,       /* the player's own value, no subject */
	EFFECT_SUBJECT_CARD,       /* per card that contributes */
	EFFECT_SUBJECT_RESOURCE,   /* per resource */
	EFFECT_SUBJECT_TYPE,       /* per card type */
};

/* A relation host->near can list (at most one word has it). */
#define EFFECT_RELATION_LISTED 1u

struct effect_word {
	const char *name;          /* as effects spell it: lower case, '-' between words */
	int32_t value;
	uint32_t role;             /* by kind, as enum effect_word_kind says; else 0 */
};

struct effect_words {
	const struct effect_word *list[EFFECT_WORD_KINDS];
	size_t count[EFFECT_WORD_KINDS];
};

/* How the compiler learns the names that the card database defines. Each
 * function returns 0 and sets *id when name (not NUL-terminated, len bytes,
 * UTF-8) is known, else -1. card matches a card key or a card name in any
 * language, case-insensitively; type a card type key; resource a resource
 * key or name. A NULL function knows no names.
 *
 * option matches the key of a rule option of the card's game; *id is what
 * EFFECT_Q_OPTION will ask the host for, 0..EFFECT_OPTION_MAX-1. For an
 * enum option *words is its allowed words, '|' between, in the order whose
 * positions the host answers with; for any other kind *words is NULL. The
 * words must stay valid while the compiler runs. */
struct effect_resolver {
	void *ctx;
	int (*card)(void *ctx, const char *name, size_t len, int32_t *id);
	int (*type)(void *ctx, const char *name, size_t len, int32_t *id);
	int (*resource)(void *ctx, const char *name, size_t len, int32_t *id);
	int (*option)(void *ctx, const char *name, size_t len, int32_t *id, const char **words);
	const struct effect_words *words;   /* the game's words; NULL: none */
};

struct effect_program;

/* Compiles text (len bytes; NULL or empty gives a program with no clauses).
 * Every problem becomes a diag in diags whose where.line/where.col point
 * into the text; where is copied from the caller's template (source, table,
 * card, column), so the caller names the card. Compilation goes on past an
 * error where it can, to report several. Returns the program, or NULL when
 * there was any error (or no memory: then one diag says so). */
struct effect_program *effect_compile(const char *text, size_t len,
                                      const struct effect_resolver *resolver,
                                      const struct diag_where *where,
                                      struct diag_list *diags);
void effect_program_free(struct effect_program *program);

/* ---------------------------------------------------------------------------
 * Clauses: what a program holds
 * ------------------------------------------------------------------------- */

enum effect_clause_kind {
	EFFECT_CLAUSE_ON,          /* (on TRIGGER ...) a handler to run */
	EFFECT_CLAUSE_MODIFY,      /* (modify KIND ...) while the card lies in play */
	EFFECT_CLAUSE_MODIFY_TURN, /* (modify-turn KIND ...) the turn the card is played */
	EFFECT_CLAUSE_IMMUNE,      /* (immune THREAT FILTER) */
	EFFECT_CLAUSE_PLAYABLE,    /* (playable COND...) */
	EFFECT_CLAUSE_UNGATED,     /* (ungated): the rules' gate on action cards does not hold it back */
};

/* When a handler runs. The game fires each trigger at the moment the
 * rules name; the argument says which face, card, etc. */
enum effect_trigger {
	EFFECT_ON_PLAY,            /* an action card is played */
	EFFECT_ON_BUILD,           /* the card is built or placed */
	EFFECT_ON_REMOVE,          /* the card leaves play */
	EFFECT_ON_REVEAL,          /* an event card is revealed */
	EFFECT_ON_EVENT,           /* the event die shows a face (clause arg) */
	EFFECT_ON_PRODUCTION,      /* after production is booked */
	EFFECT_ON_TURN_START,
	EFFECT_ON_TURN_END,
	EFFECT_ON_OPPONENT_PLAYS,  /* an opponent plays a card the filter accepts */
	EFFECT_ON_ATTACKED,        /* a counter card, against attacks the filter accepts */
	EFFECT_ON_ACTIVATE,        /* an ability its owner may use once a turn */
	EFFECT_TRIGGER_COUNT
};

struct effect_clause {
	uint8_t kind;              /* enum effect_clause_kind */
	uint8_t what;              /* trigger, or a modifier word's value */
	int16_t face;              /* EFFECT_ON_EVENT and immune: a face word's value, or -1 */
	int32_t filter;            /* entry of a predicate, or -1 (see effect_clause_accepts) */
	int32_t threat;            /* immune: entry of a predicate over the threat card, or -1 */
	int32_t body;              /* entry of the handler, the modifier or the condition */
	int32_t line, col;         /* where the clause starts in the text */
};

size_t effect_clause_count(const struct effect_program *program);
const struct effect_clause *effect_clause_at(const struct effect_program *program, size_t index);

/* The index of the first clause at or after from that is a handler for
 * trigger (and, for EFFECT_ON_EVENT, face), or -1. */
int effect_find_handler(const struct effect_program *program, enum effect_trigger trigger,
                        int face, size_t from);

/* ---------------------------------------------------------------------------
 * The host: what the game does for the interpreter
 *
 * THE CONTRACT. A game hands effect_run a struct effect_host. It has two
 * parts, kept apart:
 *
 *   Required, every game: query, act, list and roll, for the questions,
 *   changes and lists below that its effects can reach (its words say
 *   which). A question it has no answer for answers 0 or EFFECT_NONE, a
 *   change it does not know does nothing and answers 0, a list it does not
 *   know lists nothing: an effect of another game's words never compiles
 *   against it, so these are never wrong for its own cards.
 *
 *   Optional, for speed only: the callbacks near, select and stock_acts,
 *   and the questions and the list that the interpreter asks of a host
 *   that has near or select (EFFECT_Q_NEAR_FIRST, EFFECT_Q_NONE_IMMUNE,
 *   EFFECT_Q_SELECT_ANY, EFFECT_L_NEAR_FIRST). Each has a plain fallback
 *   made of the required calls, which the interpreter takes when the
 *   callback is NULL or the answer says "cannot say" (-1, or below 1):
 *     near        list EFFECT_L_ZONE and ask EFFECT_Q_RELATION of each card
 *     select      list EFFECT_L_ZONE and ask EFFECT_Q_CARD of each card
 *     stock_acts  act EFFECT_A_SET_STOCK or EFFECT_A_ADD_STOCK card by card
 *     EFFECT_Q_NEAR_FIRST, EFFECT_L_NEAR_FIRST  walk near's list
 *     EFFECT_Q_NONE_IMMUNE  ask EFFECT_Q_IMMUNE of each card
 *     EFFECT_Q_SELECT_ANY   ask select for the list
 *   A fast path gives the very answers and changes its fallback gives, in
 *   the same order; a game may start with none (the fast game has none)
 *   and add one where a measurement shows it pays.
 * ------------------------------------------------------------------------- */

/* Zones where cards lie: the game's zone words. A zone value packs a zone
 * word's value (0 to 8388607) with its owner (a player) or its stack
 * number: EFFECT_ZONE(zone, who). */
#define EFFECT_ZONE(zone, who) ((int32_t)(zone) * 256 + ((int32_t)(who) & 255))
#define EFFECT_ZONE_KIND(value) ((value) / 256)
#define EFFECT_ZONE_WHO(value) ((value) % 256)
/* The zone the language itself names: (produced P), the regions of
 * player P that produced in the roll a production handler runs for, in
 * the order the game lists his regions. A game's zone words are below it. */
#define EFFECT_ZONE_PRODUCED 8388607
/* Owners that are not players: the owner of the card being moved (for
 * "destroy" and "return"), and nobody (the player was EFFECT_NONE: the zone
 * is empty and nothing can move there). */
#define EFFECT_ZONE_OWNER 254
#define EFFECT_ZONE_NOBODY 255

/* Read-only questions. args[] as listed; the answer is the return value. */
enum effect_query {
	EFFECT_Q_ACTIVE,           /* () the player whose turn it is */
	EFFECT_Q_OPPONENT,         /* (player) the opponent (2 players) or the next player */
	EFFECT_Q_RESOURCES,        /* (player, resource or -1 for all) how many he has */
	EFFECT_Q_ROOM,             /* (player, resource) how many more he could take */
	EFFECT_Q_STOCK,            /* (card) resources on a card */
	EFFECT_Q_POINTS,           /* (player, points word) */
	EFFECT_Q_CARD_POINTS,      /* (card, points word) a card's own, modifiers applied */
	EFFECT_Q_HOLDER,           /* (advantage word) the holder, or -1 */
	EFFECT_Q_CARD,             /* (card, enum effect_attr) */
	EFFECT_Q_RELATION,         /* (card a, card b, relation word) 1 or 0 */
	EFFECT_Q_IMMUNE,           /* (card, threat card) 1 when card is immune to threat */
	EFFECT_Q_TOP,              /* (zone) the top card, or -1 */
	EFFECT_Q_PHASE,            /* (phase word) 1 when the match is in it */
	EFFECT_Q_MEMORY,           /* (card) what (remember) stored for it this turn, or -1 */
	EFFECT_Q_OPTION,           /* (option id) the rule option's value in force in this match:
	                            * int or bool as the number, enum as the position of its
	                            * word, resources as a bit per resource position */
	/* Optional, for speed (see THE CONTRACT above): */
	EFFECT_Q_NEAR_FIRST,       /* (zone, card, attr, value) asked by the interpreter alone,
	                            * of a host with near, for an exists whose filter is
	                            * (attr value) (near card): see EFFECT_NEAR_FIRST */
	EFFECT_Q_NONE_IMMUNE,      /* (zone, threat card) asked by the interpreter alone, of a
	                            * host with select, before it asks EFFECT_Q_IMMUNE of
	                            * each card of zone: 1 when none of them can be immune to
	                            * the threat (what EFFECT_Q_IMMUNE would answer of each
	                            * is 0), 0 when the host cannot say (a host that knows
	                            * no such question) */
	EFFECT_Q_SELECT_ANY,       /* (zone, attr, value, value) asked by the interpreter
	                            * alone, of a host with select, for an exists whose
	                            * filter is an attribute test of one or two values and
	                            * (exposed): see EFFECT_SELECT_ANY */
	/* Required again: */
	EFFECT_Q_ROLLED,           /* () what the production die showed in the roll a
	                            * production handler runs for: (die) */
	EFFECT_Q_COUNT
};

enum effect_attr {
	EFFECT_ATTR_CARD,          /* the card's id (the resolver's card id) */
	EFFECT_ATTR_TYPE,          /* its card type id */
	EFFECT_ATTR_KIND,          /* a card kind word's value */
	EFFECT_ATTR_PLACEMENT,     /* a placement word's value */
	EFFECT_ATTR_OWNER,         /* player, or -1 */
	EFFECT_ATTR_PRODUCES,      /* resource id of a region, or -1 */
	EFFECT_ATTR_COUNT
};

/* The answer to EFFECT_Q_NEAR_FIRST. Of the cards host->near would list
 * for zone and card (cut at EFFECT_LIST_MAX), looked is how many come up
 * to the first whose attribute attr (never EFFECT_ATTR_OWNER) is value,
 * that one included, or all of them when none is; found is 1 when one
 * is. The interpreter then knows what its walk of that list would have
 * asked and counted, without the list: an exists over the cards near
 * each card of a loop. An answer below 1 (what a host that knows no such
 * question gives, 0 or EFFECT_NONE) means the host cannot say, and the
 * interpreter walks the list. */
#define EFFECT_NEAR_FIRST(looked, found) (1 + 2 * (int32_t)(looked) + ((found) != 0))
#define EFFECT_NEAR_FIRST_LOOKED(answer) (((answer) - 1) / 2)
#define EFFECT_NEAR_FIRST_FOUND(answer) (((answer) - 1) % 2)

/* EFFECT_L_NEAR_FIRST's second word: the attribute attr and its value
 * (0 to EFFECT_NEAR_FIRST_VALUE_MAX) of EFFECT_Q_NEAR_FIRST. The list
 * holds, for cards of zone in the order EFFECT_L_ZONE lists them, each
 * card and what EFFECT_Q_NEAR_FIRST (zone, card, attr, value) answers of
 * it, two words a card: all the answers a near loop's walk (a for-card
 * whose exists asks it of each of its cards in turn) would ask for, in
 * one call. A card it leaves out is asked
 * alone. The loop's acts come between its questions: the list is asked
 * only where they are stock acts, which change a region's stock and
 * nothing a near question reads (no card moves). A host that cannot say
 * lists nothing (0) or gives -1. */
#define EFFECT_NEAR_FIRST_VALUE_MAX (INT32_MAX / EFFECT_ATTR_COUNT - 1)
#define EFFECT_NEAR_FIRST_KEY(attr, value) ((int32_t)(value) * EFFECT_ATTR_COUNT + (int32_t)(attr))
#define EFFECT_NEAR_FIRST_KEY_ATTR(key) ((key) % EFFECT_ATTR_COUNT)
#define EFFECT_NEAR_FIRST_KEY_VALUE(key) ((key) / EFFECT_ATTR_COUNT)

/* The answer to EFFECT_Q_SELECT_ANY: found is 1 when host->select would
 * list at least one card of zone (cut at EFFECT_LIST_MAX) whose attribute
 * attr is one of the two values, 0 when it would list none. An exists
 * then need not have the list while the host knows none of them can be
 * immune (EFFECT_Q_NONE_IMMUNE): whether an attack on an exposed card of
 * an opponent's may be played at all. An answer
 * below 1 (what a host that knows no such question gives) means the host
 * cannot say, and the interpreter asks select. */
#define EFFECT_SELECT_ANY(found) (1 + ((found) != 0))
#define EFFECT_SELECT_ANY_FOUND(answer) ((answer) - 1)

/* Changes to the match. The return value says how much was done (0: nothing),
 * which a program may test: (gain ...) returns what fitted. */
enum effect_act {
	EFFECT_A_GAIN,             /* (player, resource, n) from the supply */
	EFFECT_A_PAY,              /* (player, resource, n) to the supply */
	EFFECT_A_TRANSFER,         /* (from, to, resource, n) between players */
	EFFECT_A_MOVE,             /* (card, zone) */
	EFFECT_A_SET_STOCK,        /* (card, n); the stock acts move no card (as a host
	                            * must keep them: EFFECT_L_NEAR_FIRST counts on it) */
	EFFECT_A_ADD_STOCK,        /* (card, n) n may be negative */
	EFFECT_A_SWAP,             /* (card, card) exchange places (regions keep stock) */
	EFFECT_A_REVEAL,           /* (zone, player) show the zone's cards to player */
	EFFECT_A_SET_DIE,          /* (die word, n) the next roll of that die */
	EFFECT_A_SHUFFLE,          /* (zone) */
	EFFECT_A_CANCEL,           /* () what triggered this handler has no effect */
	EFFECT_A_GRANT,            /* (player, grant word) a right for this turn */
	EFFECT_A_DISCARD_TO_LIMIT, /* (player) put cards above the hand limit away now */
	EFFECT_A_BUILD_FREE,       /* (player, card type) build one, free */
	EFFECT_A_PROMOTE,          /* (card) one rank up, as its game ranks cards */
	EFFECT_A_PLACE,            /* (piece word, player, site) */
	EFFECT_A_REMEMBER,         /* (card, value) keep value for the card until the turn ends */
	EFFECT_A_COUNT,
	/* A game's own changes (its act words) take codes from here on, up
	 * to EFFECT_A_MAX - 1, with no arguments. */
	EFFECT_A_GAME = 32,
	EFFECT_A_MAX = 64
};

/* What a list asks for. The host fills out[] with at most max handles,
 * in the order a player would meet them, and returns how many. */
enum effect_list {
	EFFECT_L_ZONE,             /* (zone, -) the cards in it, top first */
	EFFECT_L_RESOURCES,        /* (-, -) every resource of the game */
	EFFECT_L_PLAYERS,          /* (first, -) every player in turn order from first */
	EFFECT_L_STACKS,           /* (-, -) the expansion stacks that hold a card */
	EFFECT_L_COUNTERS,         /* (player, attacking card) cards in player's hand that counter it */
	EFFECT_L_SITES,            /* (piece word, player) where player may put it */
	/* Optional, for speed (see THE CONTRACT above): */
	EFFECT_L_NEAR_FIRST,       /* (zone, EFFECT_NEAR_FIRST_KEY(attr, value)) asked by the
	                            * interpreter alone, of a host with near: the answers
	                            * EFFECT_Q_NEAR_FIRST would give, see EFFECT_NEAR_FIRST_KEY */
	EFFECT_L_COUNT
};

struct effect_host {
	/* Required. */
	int32_t (*query)(void *game, enum effect_query q, const int32_t *args);
	int32_t (*act)(void *game, enum effect_act a, const int32_t *args);
	int (*list)(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max);
	int32_t (*roll)(void *game, int32_t sides);   /* 1..sides from the match's generator */
	/* Optional, for speed: each NULL is always correct. */
	/* near (NULL: never asked). The cards of zone that stand in the
	 * relation its words mark EFFECT_RELATION_LISTED to card, in the
	 * order EFFECT_L_ZONE lists the zone (cut at max as it cuts it); or
	 * -1 when the host can say no better than by listing the whole
	 * zone. A filter that holds that relation (near X) then looks only
	 * at the few cards next to X: a grid keeps them side by side. */
	int (*near)(void *game, int32_t zone, int32_t card, int32_t *out, int max);
	/* select (NULL: never asked). The cards of zone whose attribute attr
	 * (enum effect_attr) is one of values[0..count-1], in the order and
	 * cut of EFFECT_L_ZONE; or -1. A filter that tests an attribute
	 * first then looks only at the cards that pass it. */
	int (*select)(void *game, int32_t zone, int32_t attr, const int32_t *values, int count,
	              int32_t *out, int max);
	/* stock_acts (NULL: never asked). The stock act what (EFFECT_A_SET_STOCK or
	 * EFFECT_A_ADD_STOCK) of value on each of cards[0..n-1] in turn, as n
	 * calls of act (card, value) would make them, each one's answer into
	 * done[]; returns n. A host that cannot make them returns -1 having
	 * made none, and act is called for each. The acts of a near loop's
	 * turns and of a loop of stock acts alone come at once. */
	int (*stock_acts)(void *game, enum effect_act what, const int32_t *cards, int n,
	                  int32_t value, int32_t *done);
};

/* ---------------------------------------------------------------------------
 * Running
 * ------------------------------------------------------------------------- */

enum effect_status {
	EFFECT_READY,              /* started, not yet run */
	EFFECT_DONE,               /* the handler ran to its end */
	EFFECT_PENDING,            /* waiting for run->decision to be answered */
	EFFECT_REFUSED,            /* a (require ...) failed: the card cannot be used now */
	EFFECT_ERROR,              /* run->error says why; the match should report it */
};

enum effect_error {
	EFFECT_ERR_NONE,
	EFFECT_ERR_STEPS,          /* more than EFFECT_STEP_LIMIT instructions */
	EFFECT_ERR_STACK,          /* operand stack or loop nesting exhausted */
	EFFECT_ERR_CODE,           /* the program does not fit the run (wrong program?) */
	EFFECT_ERR_STATE,          /* effect_run on a run that is not ready or answered */
};

enum effect_decision_kind {
	EFFECT_DECIDE_CARD, EFFECT_DECIDE_RESOURCE, EFFECT_DECIDE_NUMBER,
	EFFECT_DECIDE_PLAYER, EFFECT_DECIDE_STACK, EFFECT_DECIDE_YES_NO,
	EFFECT_DECIDE_COUNTER,     /* a card to counter an attack with, or EFFECT_NONE */
	EFFECT_DECIDE_SITE,
	EFFECT_DECIDE_COUNT
};

/* A question for one player. options[] are the legal answers; when
 * optional, EFFECT_NONE ("none") is legal too. */
struct effect_decision {
	int32_t player;
	uint8_t kind;              /* enum effect_decision_kind */
	uint8_t optional;
	uint16_t count;
	int32_t options[EFFECT_LIST_MAX];
};

/* Who runs a handler, and for which card. */
struct effect_context {
	int32_t self;              /* the player the card belongs to */
	int32_t card;              /* the card instance whose program runs ("this") */
	int32_t trigger_card;      /* the card that fired the trigger (played, attacking), or -1 */
};

struct effect_run {
	uint8_t status;            /* enum effect_status */
	uint8_t error;             /* enum effect_error */
	uint8_t answered;          /* an answer waits to be taken */
	uint8_t pad;
	int32_t clause;
	int32_t pc, sp;
	uint32_t steps;
	struct effect_context ctx;
	int32_t answer;
	int32_t stack[EFFECT_STACK_MAX];
	int32_t locals[EFFECT_LOCAL_MAX];
	int32_t loop_len[EFFECT_LOOP_MAX];
	int32_t loop[EFFECT_LOOP_MAX][EFFECT_LIST_MAX];
	struct effect_decision decision;
};

/* Prepares run to execute handler clause of program for ctx. Returns -1
 * (run untouched) when clause is not a handler of program. The parts of
 * the run that are written before they are read (the stack, the loops'
 * lists, the decision) keep what an earlier run left there. */
int effect_start(struct effect_run *run, const struct effect_program *program,
                 size_t clause, const struct effect_context *ctx);

/* Runs until the handler ends, needs a decision, or fails. program must be
 * the one the run was started with. */
enum effect_status effect_run(struct effect_run *run, const struct effect_program *program,
                              const struct effect_host *host, void *game);

/* Gives the answer to a pending decision. Returns 0, or -1 (nothing
 * changes) when the run is not pending or the answer is not legal. */
int effect_answer(struct effect_run *run, int32_t answer);

/* ---------------------------------------------------------------------------
 * Passive clauses: what the rules ask while they compute
 * ------------------------------------------------------------------------- */

/* Applies every (modify KIND ...) clause of the program (clause_kind
 * EFFECT_CLAUSE_MODIFY, or EFFECT_CLAUSE_MODIFY_TURN for a card played this
 * turn) that accepts subject, to value, and returns the result. The rules
 * call it for each card of the player concerned, in a fixed order, threading
 * the value through; then they apply their own floors and caps. A modifier
 * that fails at run time leaves the value as it was. */
int32_t effect_modify(const struct effect_program *program, enum effect_clause_kind clause_kind,
                      int32_t what, const struct effect_context *ctx,
                      int32_t subject, int32_t value, const struct effect_host *host, void *game);

/* effect_modify() without running anything, for the common clause that adds
 * a constant: when every such clause of the program is unfiltered and reads
 * (+ value K) or (+ K value), sets *result to what effect_modify would
 * return and returns true; else returns false, and the caller runs
 * effect_modify. Rules ask for these values after nearly every build. */
bool effect_modify_constant(const struct effect_program *program,
                            enum effect_clause_kind clause_kind, int32_t what,
                            int32_t value, int32_t *result);

/* True when the program makes subject immune to threat: a card instance
 * (threat_card, -1 if none) or an event die face (threat_face, -1 if none). */
bool effect_immune(const struct effect_program *program, const struct effect_context *ctx,
                   int32_t threat_card, int threat_face, int32_t subject,
                   const struct effect_host *host, void *game);

/* False when no (immune ...) clause of the program can hold against the
 * threat, read from its code without running it: each names another face,
 * or tests the threat card's id against a list (card ...) that lacks
 * threat_id, or (no threat card) asks about one. threat_id is the threat
 * card's EFFECT_ATTR_CARD as the host answers it. True means effect_immune
 * must be asked. Rules ask immunity for every card an attack could hit. */
bool effect_may_be_immune(const struct effect_program *program, bool threat_card,
                          int32_t threat_id, int threat_face);

/* The clause whose threat test effect_may_be_immune's answer for a threat
 * card settles, or -1: the program's one (immune ...) clause against
 * threat cards, whose threat is a list of cards (card ...) and nothing
 * more. effect_immune of a threat card (no face) that list holds is then
 * effect_clause_accepts of that clause and the subject: the clauses of
 * faces fail a threat without one, and the threat test passes. */
int effect_threat_listed(const struct effect_program *program);

/* The immune clause of the program against face, when it is its only
 * one: effect_immune of no threat card and that face is then
 * effect_clause_accepts of that clause and the subject. Else -1. */
int effect_face_clause(const struct effect_program *program, int face);

/* A clause's filter simple enough for a host to test itself: a subject
 * passes when its attribute attr (-1: none asked) is one of values[0..
 * count-1] and then, unless relation is -1, when the host's
 * EFFECT_Q_RELATION of the subject, the clause's card (this) and relation
 * answers not 0. effect_clause_accepts asks the host those questions, in
 * that order, and nothing else. */
struct effect_simple_filter {
	int32_t attr, count, values[2];
	int32_t relation;
};

/* Describes the filter of clause as a struct effect_simple_filter; false
 * when it is no such filter. */
bool effect_simple_filter(const struct effect_program *program, size_t clause,
                          struct effect_simple_filter *out);

/* True when the program has an (ungated) clause: the card may be played
 * before the rules' gate on action cards opens. */
bool effect_ungated(const struct effect_program *program);

/* What running any clause of the program may ask, read from its code
 * without running it: a bit per enum effect_decision_kind of the choices
 * it holds; *refuses is set when it holds a (require ...), which can
 * refuse the run. Rules use it to skip trial runs that could tell them
 * nothing. A NULL program asks nothing. */
uint32_t effect_program_asks(const struct effect_program *program, bool *refuses);

/* Whether any clause of the program may ask the host query, read from
 * its code without running it (true for code the walk cannot read). Rules
 * use it to know at load that an answer cannot depend on that question:
 * a card whose (playable ...) clauses never ask the phase is playable in
 * every phase alike. A NULL program asks nothing. */
bool effect_program_queries(const struct effect_program *program, enum effect_query query);

/* Whether every run of the handler clause that asks a question of one of
 * kinds (a bit per enum effect_decision_kind) has rolled a die before it,
 * read from its code without running it: true when, in the order of the
 * code from its entry, a roll of a die of one side or more (a host roll)
 * comes before any such question and no jump passes over it, or the
 * handler ends before any. False when that cannot be read so. Rules use it
 * to know that a question the handler asks its player first comes after a
 * roll, which a trial run would not reveal beforehand. */
bool effect_rolls_before_asking(const struct effect_program *program, size_t clause,
                                uint32_t kinds);

/* effect_playable() without running anything, for a card timed by its
 * phase alone: when every (playable ...) clause of the program reads
 * (phase P) for one P, sets *phase to P and returns true (the card is
 * playable exactly when the host answers the question of phase P yes);
 * else returns false. */
bool effect_playable_phase(const struct effect_program *program, int32_t *phase);

/* True unless a (playable ...) clause says no. */
bool effect_playable(const struct effect_program *program, const struct effect_context *ctx,
                     const struct effect_host *host, void *game);

/* True when clause (a handler with a filter: opponent-plays, attacked)
 * accepts card. */
bool effect_clause_accepts(const struct effect_program *program, size_t clause,
                           const struct effect_context *ctx, int32_t card,
                           const struct effect_host *host, void *game);

/* Names, for messages and listings. */
const char *effect_trigger_name(enum effect_trigger trigger);
const char *effect_status_name(enum effect_status status);
const char *effect_error_name(enum effect_error error);

#endif
