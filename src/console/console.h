/*
 * console: playing and replaying a match at the keyboard, or from a script.
 *
 * The console is a client of a match like any other: it shows the match as
 * the human at the keyboard may see it, turns the lines typed into actions
 * through the generic matcher (match/match.h), and lets the computer players
 * move when it is their turn. It holds no rules.
 *
 * On a terminal it reads with GNU readline (history, and completion of
 * command words, of the words of legal actions and of card names); otherwise
 * it reads plain lines, so that a script can play a whole match. Colour is
 * used only when standard output is a terminal and NO_COLOR is not set.
 *
 * Every console command lives in a file of its own, cmd-NAME.c, as one
 * struct console_cmd with its help text; a line whose first word is not a
 * command is an action (or, in a sandbox match, a set-up command).
 */
#ifndef CATAN_CONSOLE_CONSOLE_H
#define CATAN_CONSOLE_CONSOLE_H

#include <stdbool.h>
#include <stdio.h>

#include "ai/ai.h"
#include "core/rng.h"
#include "core/strbuf.h"
#include "match/match.h"

/* What a console is for: its commands say in which of these they work. */
/* Declined offers remembered in one turn: the games bound their offers a
 * turn far below this. */
#define CONSOLE_DECLINED_MAX 16

enum console_mode {
	CONSOLE_PLAY = 1,            /* playing: actions, computer players move */
	CONSOLE_REPLAY = 2,          /* stepping through a log: next, back, goto */
};

struct console {
	struct match *match;
	enum console_mode mode;
	FILE *in, *out, *err;
	bool interactive;            /* reading a terminal with readline */
	bool color;                  /* ANSI colours in the output */
	int viewer;                  /* whose view show and state give; -1: all */
	enum carddb_lang lang;       /* the language card names are shown in */
	int last_human;              /* the human who decided last, or -1 */
	/* The first move of the last line a person typed that stood for
	 * several actions (a game's shorthand, parse_steps), or -1: undo takes
	 * such a line back whole, as the one decision the person made. */
	long line_first;
	int max_turns;               /* play stops before a move of a later
	                                turn; 0: never */
	bool shown;                  /* the state on screen is the state now */
	bool offers_off;             /* offers: the humans decline every offer */
	int offers_turn;             /* offers turn: ... in this turn; else -1 */
	/* The offers the humans declined in turn declined_turn: the computer
	 * players do not make them again in that turn (bot_move). */
	struct action declined[CONSOLE_DECLINED_MAX];
	size_t declined_count;
	int declined_turn;
	bool quit;
	int status;                  /* the exit status console_run returns */
	struct rng bot_rng;          /* the computer players' own randomness */
	void *bot_scratch;           /* ai_scratch_size() bytes, when needed */
	struct ai_search *search;    /* the search players' and hint's memory,
	                                made when first needed */
	int threads;                 /* threads they search on (0: one) */
	void *before;                /* the state before the last move, to tell
	                                what it did (narrate.c) */
	int width;                   /* columns of the terminal, 80 if unknown */
	bool ended;                  /* the end of the match was reported */
	bool owns_match;             /* match is one again made: console_free frees it */
};

/* Sets a console up for match (which it does not own) in mode. Whether it
 * is interactive and coloured follows from the streams and NO_COLOR; the
 * viewer is the first human player in play, everyone in replay. Computer
 * players alone stop after AI_DEFAULT_MAX_TURNS turns, as catan sim stops
 * them: random players of a theme set may never end a match. */
void console_init(struct console *c, struct match *match, enum console_mode mode, FILE *in,
                  FILE *out, FILE *err);
void console_free(struct console *c);

/* Reads and carries out lines until quit or the end of input; in play, the
 * computer players move whenever it is their turn. Returns 0, or 1 when a
 * computer player or the log failed. */
int console_run(struct console *c);

/* Carries out one line: a command, else an action. */
void console_execute(struct console *c, const char *line);

/* Output helpers for the commands. */
void console_render(struct console *c);
void console_error(struct console *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* "player 2 (greedy): take 3": the move just made, for the record. */
void console_report_move(struct console *c, const struct match_move *move);
/* "12: player 2 (greedy): take 3": move index (from 0) under its number
 * (from 1), as log and next print the moves. */
void console_report_numbered(struct console *c, size_t index);

/* Whether a person plays seat player (0-based) at this console. */
bool console_is_human(const struct console *c, int player);

/* action's form: its words with each number written N ("build
 * settlement N"), into out; returns how many numbers it has. named (when
 * not NULL) gets the length of the words before its first number, what a
 * filter names the form by ("build settlement"). form.c. */
int console_form(const char *action, struct strbuf *out, size_t *named);

/* The columns lines are laid out for: the terminal's width when standard
 * output is one (or COLUMNS says), else 80. */
size_t console_width(const struct console *c);

/* Copies the match's state into c->before, for console_narrate after the
 * next move; false when the game tells nothing or memory is short. */
bool console_keep_before(struct console *c);
/* What a move did, under it: the game's events between before (the state
 * it was applied to) and the match now, worded for the console's viewer
 * and language (narrate.c). Nothing for a game that lists no events. */
void console_narrate(struct console *c, const void *before, const struct action *action);
/* The words of events, one or two lines wrapped to the width, into out. */
void console_narrate_events(struct console *c, const struct game_events *events,
                            struct strbuf *out);

/* The end of the match, said once: the winner, each player's points by
 * source, the length of the match, and in play that again starts a new one
 * (end.c). */
void console_report_end(struct console *c);
/* Puts match in the console's place of the one it plays, for again: the
 * console owns it from now on, and frees one it owned before. */
void console_replace_match(struct console *c, struct match *match);

/* The completions of partial, the word being typed after the text before
 * it on the line: command words, the next words of the legal actions (card
 * and resource names in every language, blanks as '-'), command arguments.
 * Appends them to out, NUL-terminated each, without repeats; returns how
 * many. */
size_t console_completions(struct console *c, const char *before, const char *partial,
                           struct strbuf *out);

/* One console command. */
struct console_cmd {
	const char *name;
	const char *args;            /* "[COMMAND]", or "" */
	const char *summary;         /* one line, for help */
	const char *help;            /* what help COMMAND adds */
	unsigned modes;              /* CONSOLE_PLAY | CONSOLE_REPLAY */
	/* argv[0] is the command's name. */
	void (*exec)(struct console *c, int argc, char **argv);
};

extern const struct console_cmd console_cmd_again;
extern const struct console_cmd console_cmd_back;
extern const struct console_cmd console_cmd_card;
extern const struct console_cmd console_cmd_goto;
extern const struct console_cmd console_cmd_help;
extern const struct console_cmd console_cmd_hint;
extern const struct console_cmd console_cmd_log;
extern const struct console_cmd console_cmd_moves;
extern const struct console_cmd console_cmd_next;
extern const struct console_cmd console_cmd_offers;
extern const struct console_cmd console_cmd_quit;
extern const struct console_cmd console_cmd_show;
extern const struct console_cmd console_cmd_state;
extern const struct console_cmd console_cmd_undo;

/* Every command, NULL-terminated, in the order help lists them. */
extern const struct console_cmd *const console_cmd_table[];

/* The command called name that works in mode, or NULL. */
const struct console_cmd *console_cmd_find(enum console_mode mode, const char *name);

/* The search's memory for the console's match (c->search), made on first
 * use; NULL after a message when there is no memory. */
struct ai_search *console_search(struct console *c);

/* Moves a replay to step (clamped to the moves known) and says where it is. */
void console_step_to(struct console *c, size_t step);

#endif
