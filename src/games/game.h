/*
 * game: the face every game shows its clients.
 *
 * A match is a value: one flat struct per game (no pointers but to the
 * immutable card database), holding the whole state and the match's own
 * random generator. Copying it with memcpy clones the match, which is what
 * computer players do to look ahead. Every client — the console, the
 * replayer, the computer players, the benchmark, the tests — drives a match
 * through the same few functions of struct game_rules: who decides now,
 * which actions are legal, apply one, is it over, show it as a player sees
 * it. The engine never reads the terminal, never prints, never sleeps, and
 * never calls back into a client: a decision outside one's turn is just an
 * action of another player, announced by current().
 */
#ifndef CATAN_GAMES_GAME_H
#define CATAN_GAMES_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "carddb/carddb.h"
#include "core/diag.h"
#include "core/json.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "games/event.h"

#define GAME_MAX_PLAYERS 6
/* Enough for the widest choice any game offers in one decision. */
#define GAME_MAX_ACTIONS 1024
#define GAME_MAX_OPTIONS 32
#define GAME_ACTION_ARGS 5

/* One decision, in a game's own compact encoding. kind and args mean what
 * the game says; clients never look inside, they use format_action. */
struct action {
	uint16_t kind;
	int16_t arg[GAME_ACTION_ARGS];
};

/* What a match is set up from; the log header records all of it. */
struct match_setup {
	int player_count;
	uint64_t seed;
	int sets[8];                   /* indexes into carddb.sets: the sets in play */
	int set_count;
	struct {
		const char *key;
		const char *value;
	} options[GAME_MAX_OPTIONS];   /* --option KEY=VALUE, over the database's defaults */
	int option_count;
	bool sandbox;                  /* set-up actions are legal (testing) */
};

struct game_rules {
	const char *key;               /* "principality", "fast", "board" */
	size_t state_size;             /* bytes of one match */

	/* What the game derives from a card database once (its card tables),
	 * shared read-only by every match on that database, so that setting up
	 * a match costs no more than the match. NULL when the game derives
	 * nothing; else load returns NULL with the reasons in diags, and the
	 * caller hands the tables back to unload when its last match is gone.
	 * game_load and game_unload below do both for any game. */
	const void *(*load)(const struct carddb *db, struct diag_list *diags);
	void (*unload)(const void *tables);

	/* Sets up a match in state (state_size bytes) with the tables load
	 * made for db. Returns 0, or -1 with the reasons in diags (an unknown
	 * option, a set of another game...). */
	int (*init)(void *state, const struct carddb *db, const void *tables,
	            const struct match_setup *setup, struct diag_list *diags);
	/* Whether the engine plays set (an index into db->sets, a set of this
	 * game) yet: an expansion whose cards are data waiting for their rules
	 * is refused by init, and that is the engine's limit, not a fault of the
	 * database, which catan db check must not report. Optional: NULL when
	 * every set of the game is played. */
	bool (*plays_set)(const struct carddb *db, int set);

	/* The player who must decide now, 0-based; -1 once the match is over. */
	int (*current)(const void *state);
	/* The winner, or -1 while the match goes on (or if nobody won). */
	int (*winner)(const void *state);
	int (*turn)(const void *state);            /* 1-based, counting every player's turn */
	const char *(*phase)(const void *state);   /* a word: "roll", "action", "discard"... */

	/* Every action current() may take now, in a fixed order; returns the
	 * count (at most max). The order is part of replay: do not sort by
	 * anything that is not in the state. */
	size_t (*legal)(const void *state, struct action *out, size_t max);
	/* Applies a legal action of current(). Returns 0, or -1 (nothing
	 * changed) for an action that is not legal now. */
	int (*apply)(void *state, const struct action *action);
	/* Applies an action that legal() listed for this very state, without
	 * asking whether it is legal: the computer players and the benchmark
	 * choose from that list, so for them the question is answered twice
	 * (in the card game, a sixth of an action's cost). Anything typed,
	 * logged or replayed goes through apply(). Optional: NULL when apply()
	 * costs no more; game_apply_listed below picks. */
	void (*apply_listed)(void *state, const struct action *action);

	/* The one canonical text of an action: words separated by single
	 * spaces, card keys for cards, resource keys for resources. Logs store
	 * it; the console matches what a user types against it. */
	void (*format_action)(const void *state, const struct action *action, struct strbuf *out);

	/* Sandbox set-up commands (give resources, put a card somewhere, fix the
	 * next roll): parses text as one, for player. Returns 0 and fills out,
	 * 1 when text is no sandbox command, -1 with why when it is a wrong one:
	 * a text in the interface's language (core/i18n.h), naming cards and
	 * resources in lang. NULL for a game without a sandbox. Sandbox actions
	 * are applied with apply() and logged like any other. */
	int (*parse_sandbox)(const void *state, int player, const char *text, enum carddb_lang lang,
	                     struct action *out, struct strbuf *why);

	/* A shorthand a person types for several actions in a row (the board
	 * game's whole offer in one line, "offer 2 wool brick for 3 ore": begin
	 * the offer, add each card, propose): parses text, typed by player,
	 * into the actions to apply one after another, each legal in the state
	 * the one before leaves (at most max). Returns their count; 0 when text
	 * is no such shorthand (the console then matches it as one action); -1
	 * with why when it is one that cannot be made now, and then nothing is
	 * applied. The console applies, reports and logs the actions one by
	 * one, as if each had been typed. NULL for a game without shorthands. */
	int (*parse_steps)(const void *state, int player, const char *text, struct action *out,
	                   size_t max, struct strbuf *why);
	/* The match as viewer sees it (-1: everything, for replays), as text
	 * for the console, with card names in lang; color adds ANSI colours. */
	void (*render)(const void *state, int viewer, enum carddb_lang lang, bool color,
	               struct strbuf *out);
	/* What the action that led from before to after did, as viewer sees
	 * it (-1: everything), appended to out: the roll, the cards revealed,
	 * who gained or lost what, the decision now asked and why (event.h).
	 * before is the state the action was applied to. NULL for a game that
	 * tells nothing: its clients show the actions alone. */
	void (*events)(const void *before, const void *after, const struct action *action,
	               int viewer, struct game_events *out);
	/* Why the player to decide can take no action with card (a carddb
	 * index, a card of this game) now, as one short clause appended to
	 * why, in the interface's language (core/i18n.h) with the names of
	 * cards and resources in lang: "it costs 2 Grain 3 Ore and the hand
	 * holds 1 Grain 0 Ore". What a client says when a card named in full
	 * is refused (match_parse). Optional: NULL when the game does not
	 * tell; then, and for a card it has nothing to say of, why stays as it
	 * was. */
	void (*why_not)(const void *state, int card, enum carddb_lang lang, struct strbuf *why);
	/* The places a game's pieces may go, as actions legal now or not: a
	 * settlement on every intersection, a road on every path... (at most
	 * max into out; returns the count). When a typed text fits none of the
	 * legal actions but fits one of these whole, the player named a real
	 * place, and why_refused says, as why_not does for a card, why the
	 * player to decide cannot take that action now: "the building on 12
	 * stands next to it: ... (the distance rule)". Both optional (NULL for
	 * a game whose refusals name cards only); why stays as it was where
	 * the game has nothing to say. */
	size_t (*conceivable)(const void *state, struct action *out, size_t max);
	void (*why_refused)(const void *state, const struct action *action, enum carddb_lang lang,
	                    struct strbuf *why);
	/* Where player's victory points come from, at most max sources into
	 * out, adding up to victory_points (event.h). Returns the count. NULL
	 * for a game that does not tell them apart. */
	size_t (*score)(const void *state, int player, struct game_score *out, size_t max);
	/* The match as one JSON object: at least game, turn, phase, current,
	 * winner, and players with name and vp (DESIGN.md). */
	void (*write_json)(const void *state, int viewer, struct json_writer *w);
	/* A player's victory points. */
	int (*victory_points)(const void *state, int player);
	/* A one-ply estimate of how well player stands (victory points,
	 * production, advantages, hand...), larger is better: what the greedy
	 * computer player maximises. Its unit: a victory point is worth about
	 * 100, so that the search player reads a difference of estimates
	 * between two players as a lead of so many points in any game. */
	double (*evaluate)(const void *state, int player);
	/* Whether action gives up, for nothing, what its player has built
	 * (demolishing his own building): a computer player that plays at
	 * random takes such an action rarely, as a person would, or it undoes
	 * its progress as often as it makes some and the match never ends.
	 * Optional: NULL for a game without such actions. */
	bool (*setback)(const void *state, const struct action *action);

	/* Determinisation, for the search player: redraws in state everything
	 * viewer (a player, 0-based) cannot see, at random but consistently
	 * with everything he can, so that state becomes one match among all
	 * those that look the same to him, each as likely as the deal made it.
	 * What is redrawn:
	 *
	 *   - the cards of the other players' hidden hands, and the order of
	 *     every face-down stack and pile, dealt anew from the cards that
	 *     lie hidden there, each hand and stack keeping its number of
	 *     cards and each card staying where what is printed on its back
	 *     says it may be (a theme card among theme cards, an event among
	 *     events); hidden faces of cards in play (a settlement's city
	 *     event) likewise;
	 *   - the match's own generator, seeded from rng: the dice and the
	 *     draws to come are not the ones the real match will see.
	 *
	 * What stays: everything viewer's view shows (render and write_json
	 * for viewer give the same text before and after), his own hand,
	 * cards he knows in the others' hands (taken by a spy he played,
	 * shown to him by an Embassy), and whatever a decision of his that
	 * waits now lets him look at (the stack he searches, the stacks he
	 * picks from): when current() is viewer, legal() offers the same
	 * actions after as before, but where the rules let an action hang on
	 * cards nobody sees (the fast game's 3:1 trade takes its card from
	 * the draw pile), so a searching player must play an action legal in
	 * the real match. A card effect halfway through its run
	 * holds cards of hands and stacks in its lists; while one runs, the
	 * cards stay and only the generator is redrawn.
	 *
	 * The viewer's memory is the state's: a card he saw once and that
	 * went back face down (a stack he searched last turn) is redrawn.
	 * rng NULL redraws with the match's own generator (which then moves
	 * on). check() holds afterwards; viewer -1 or out of range changes
	 * nothing. Every game provides it, next to the views that hide the
	 * same cards (a game whose views hide nothing still reseeds its
	 * generator). */
	void (*determinise)(void *state, int viewer, struct rng *rng);
	/* Checks the game's invariants (no card created or lost, stocks within
	 * their limits, points equal to the sum of their sources...). Returns 0,
	 * or -1 with the first broken one in why. Tests run it after every
	 * action of random matches. */
	int (*check)(const void *state, struct strbuf *why);

	/* The sandbox set-up commands for the console's help: one line each,
	 * the command's words, blanks, and what it does. NULL for a game
	 * without a sandbox. */
	const char *sandbox_help;
	/* The shorthands of parse_steps for the console's help and moves, one
	 * line each as sandbox_help's, marked for translation (N_): the first
	 * word is the action's first word, in every language. NULL for a game
	 * without shorthands. */
	const char *steps_help;
};

/* Every game this engine plays, NULL-terminated. */
extern const struct game_rules *const game_table[];
const struct game_rules *game_find(const char *key);

/* The game's tables for db into *tables (NULL for a game without any).
 * Returns 0, or -1 with the reasons in diags. */
int game_load(const struct game_rules *rules, const struct carddb *db, const void **tables,
              struct diag_list *diags);
void game_unload(const struct game_rules *rules, const void *tables);

/* Applies action, taken from what legal() listed for state just now: by
 * apply_listed when the game has it, else by apply(). Returns apply()'s
 * answer, or 0. */
int game_apply_listed(const struct game_rules *rules, void *state, const struct action *action);

#endif
