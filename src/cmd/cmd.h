/*
 * cmd: the subcommands of catan, one file each.
 *
 * main() parses the options that come before the command word and hands
 * the rest to the command, which parses its own options, does its work and
 * returns the process's exit status.
 */
#ifndef CATAN_CMD_CMD_H
#define CATAN_CMD_CMD_H

#include <stdbool.h>
#include <stdio.h>

#include "carddb/carddb.h"
#include "games/game.h"

/* Exit statuses, documented in catan(6). */
enum {
	EXIT_OK = 0,
	EXIT_FAILURE_ = 1,   /* usage error, or the command could not do its work */
	EXIT_BAD_INPUT = 2,  /* an invalid card database or game log */
};

/* What every command gets from the global options. */
struct cmd_context {
	const char *db_path;     /* --db FILE or $CATAN_DB; NULL: built-in */
	enum carddb_lang lang;   /* --lang: the language card names are shown in */
	FILE *out;
	FILE *err;
	int threads;             /* --threads: the search players' threads (0: one) */
	bool offers_off;         /* --offers off: the humans decline every offer */
};

struct cmd {
	const char *name;
	const char *summary;     /* one line for the command list */
	const char *usage;       /* the full --help text */
	int (*run)(const struct cmd_context *ctx, int argc, char **argv);
};

extern const struct cmd cmd_play;
extern const struct cmd cmd_replay;
extern const struct cmd cmd_resume;
extern const struct cmd cmd_games;
extern const struct cmd cmd_cards;
extern const struct cmd cmd_db;
extern const struct cmd cmd_sim;
extern const struct cmd cmd_bench;

/* Every command, NULL-terminated, in the order help lists them. */
extern const struct cmd *const cmd_table[];

const struct cmd *cmd_find(const char *name);
void cmd_print_usage(FILE *out);

/* Loads the database the context names, printing every problem to err.
 * NULL when it is invalid (exit with EXIT_BAD_INPUT). */
struct carddb *cmd_load_cards(const struct cmd_context *ctx);
/* For a user's database (ctx->db_path set): whether it gives rules a
 * playable match (ai_check_playable); prints the problems and returns -1
 * when it does not. The built-in one is proven by the tests. */
int cmd_check_playable(const struct cmd_context *ctx, const struct game_rules *rules,
                       const struct carddb *db);

struct match;

/* Runs the console on m in mode (console.h) until the user quits: card
 * names in lang, the match as viewer sees it (CMD_VIEWER_DEFAULT: the
 * console's own choice), banner printed first on a terminal (NULL: none),
 * play stopped past turn max_turns (CMD_MAX_TURNS_DEFAULT: the console's
 * own choice; 0: never). Returns the exit status. */
#define CMD_VIEWER_DEFAULT (-2)
#define CMD_MAX_TURNS_DEFAULT (-1)
int cmd_run_console(const struct cmd_context *ctx, struct match *m, int mode, int viewer,
                    enum carddb_lang lang, const char *banner, int max_turns);

/* The value of --threads: a number from 1 to AI_MAX_THREADS into *out.
 * Returns 0, or -1 after a message naming command ("" for the global
 * option). */
int cmd_parse_threads(const struct cmd_context *ctx, const char *command, const char *value,
                      int *out);

/* The value of --offers: on or off into *off. Returns 0, or -1 after a
 * message naming command. */
int cmd_parse_offers(const struct cmd_context *ctx, const char *command, const char *value,
                     bool *off);

/* The value of --max-turns: a number from 0 to 1000000 into *out. Returns
 * 0, or -1 after a message naming command. */
int cmd_parse_max_turns(const struct cmd_context *ctx, const char *command, const char *value,
                        int *out);

/* Whether argv[i] asks for help ("-h" or "--help"). */
int cmd_wants_help(const char *arg);

/* The path of the most recent unfinished match in the game log directory
 * (resume.c), into path; 0, or -1 with a message on ctx->err. */
int cmd_latest_unfinished(const struct cmd_context *ctx, const struct carddb *db,
                          struct strbuf *path);

/* Whether arg is --pK (K a seat, 1 to GAME_MAX_PLAYERS): K, or 0. */
int cmd_short_seat(const char *arg);
/* A seat option with its value, --pK KIND or --seat K=KIND: returns K and
 * points *kind at the kind's name; 0 when arg is neither; -1 when the value
 * of --seat is not K=KIND with K a seat. */
int cmd_parse_seat(const char *arg, const char *value, const char **kind);

#endif
