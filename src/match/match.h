/*
 * match: a game's state together with its setup, its players and its log.
 *
 * The games (games/game.h) are pure values that know nothing of files or
 * users. A match wraps one of them with what a client needs around it: the
 * kinds of its players, the moves made so far with their canonical texts, the
 * game log those moves are appended to, and enough of the past to step back.
 * The console, the replayer and the tests drive games through a match; the
 * computer players see only the game's state.
 *
 * Three ways to get a match:
 *   match_new      a new one, from a setup (then match_log_create to log it)
 *   match_replay   the one a game log records, every line re-applied
 *   match_resume   the same, with the log kept open to go on writing it
 *
 * The log header a match writes, one key per line, in this order:
 *   # game: principality
 *   # sets: principality-base             set keys, space-separated (may be empty)
 *   # option.VP_TARGET: 13                one line per --option, in the given order
 *   # players: human greedy               each seat's kind, seat 1 first
 *   # seed: 42
 *   # sandbox: yes                        only for sandbox matches
 *   # carddb: 0123456789abcdef            the card database's digest
 *   # engine: 0.1.0                       PACKAGE_VERSION
 * Replaying refuses a log whose game is unknown, or whose card database or
 * engine differs from the running one: its actions would mean other things.
 */
#ifndef CATAN_MATCH_MATCH_H
#define CATAN_MATCH_MATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "carddb/carddb.h"
#include "core/gamelog.h"
#include "core/strbuf.h"
#include "games/game.h"

#define MATCH_KIND_MAX 16        /* bytes of a player kind, with its NUL */

/* One move of the match: who made it, what it was, and its canonical text.
 * An undo is a move too (match_undo): it takes back the move undoes and
 * every move after it, so that the match stands as before that move; the
 * moves it takes back stay in the list, as they stay in the log. */
struct match_move {
	int player;                  /* 0-based */
	struct action action;        /* nothing for an undo */
	char *text;                  /* owned; "undo N" for an undo of move N (1-based) */
	int line;                    /* the log line it was read from; 0 if made here */
	long undoes;                 /* an undo: the index of the move it takes back; else -1 */
};

struct match {
	const struct game_rules *rules;
	const struct carddb *db;
	const void *tables;          /* the game's tables for db (game_load) */
	int game;                    /* enum carddb_game of rules->key, or -1 */
	struct match_setup setup;    /* its option strings point into option_store */
	char *option_store;
	char kind[GAME_MAX_PLAYERS][MATCH_KIND_MAX];   /* "human", "greedy"... */

	void *state;                 /* the match after `at` moves */
	size_t at;                   /* moves applied to state */
	struct match_move *moves;    /* every move known: made, or read from a log */
	size_t move_count, move_cap;
	/* The state after 0, MATCH_CHECKPOINT, 2 * MATCH_CHECKPOINT... moves:
	 * stepping back restores the nearest one and re-applies the rest, so
	 * memory grows with the match's length / MATCH_CHECKPOINT only. */
	unsigned char *checkpoints;
	size_t checkpoint_count, checkpoint_cap;

	/* The language the names in the game's reasons are in (match_parse):
	 * the console's; LANG_EN from match_new. */
	enum carddb_lang lang;

	struct gamelog_writer log;
	bool logging;
	/* The log's last line, when it had no newline and was left out
	 * (gamelog.h); 0 when there was none. */
	int cut_line;

	/* The legal actions of state and their canonical texts, computed when
	 * first asked for after a change. */
	bool legal_fresh;
	size_t legal_count;
	struct action legal[GAME_MAX_ACTIONS];
	size_t legal_offset[GAME_MAX_ACTIONS];
	struct strbuf legal_text;    /* the texts, each NUL-terminated */
};

#define MATCH_CHECKPOINT 32

/* Whether kind is a player kind: "human" or a computer player's name. */
bool match_kind_valid(const char *kind);
/* Appends the kinds there are, for messages: "human, random, greedy". */
void match_kind_list(struct strbuf *out);

/* Sets up a new match of rules from setup, with kinds[i] the kind of seat
 * i + 1 (setup->player_count of them). Copies everything it keeps. Returns
 * the match, or NULL with the reasons in why (one per line). */
struct match *match_new(const struct game_rules *rules, const struct carddb *db,
                        const struct match_setup *setup, const char *const *kinds,
                        struct strbuf *why);
void match_free(struct match *m);

/* The header lines described above, pointing into store (kept by the
 * caller until the pairs are used). Returns their count. */
size_t match_header(const struct match *m, struct gamelog_pair *pairs, size_t max,
                    struct strbuf *store);

/* Starts logging a match that has no moves yet: creates the log at path,
 * or, for a NULL path, a new file in gamelog_default_dir(). Returns 0, or -1
 * with why. m->log.path names the file. */
int match_log_create(struct match *m, const char *path, struct strbuf *why);
/* Makes every logged move durable on disk (gamelog_sync): the console asks
 * before it waits for a person. Returns 0, or -1 with why. */
int match_log_sync(struct match *m, struct strbuf *why);

/* The player to decide now, or -1 once the match is over. */
int match_current(const struct match *m);
/* The legal actions now, in the game's order, with their canonical texts. */
size_t match_legal(struct match *m);
const struct action *match_legal_action(struct match *m, size_t i);
const char *match_legal_text(struct match *m, size_t i);

/* Applies action for the current player, records it as the next move
 * (forgetting any later moves a replay knew of) and logs it. Returns 0, or
 * -1 with why when the game refuses it or the log cannot be written (the
 * move is then made but not logged: why says so). */
int match_apply(struct match *m, const struct action *action, struct strbuf *why);

/* The index of the last move before step (of the moves 0..step-1) that
 * the state after step moves still stands on: an undo and the moves it
 * took back are skipped. -1 when there is none. Walking from m->at back
 * with match_live_move(m, i) visits the moves that made the match as it is,
 * newest first. */
long match_live_move(const struct match *m, size_t step);

/* Takes back move target (an index that match_live_move visits from
 * m->at) and every move after it: records "undo N" (N = target + 1) as the
 * next move, of target's player, logs it, and puts the state as it was
 * before target, its random generator too, so that the same decisions meet
 * the same dice and draws again. Returns 0, or -1 with why (not a move that
 * counts now; the log could not be written, the undo being made). */
int match_undo(struct match *m, size_t target, struct strbuf *why);

/* Reads an undo's canonical text: "undo N", N a move's number from 1.
 * Returns the move's index, or -1 when text is no undo. */
long match_undo_target(const char *text);

/* Moves state to after `step` moves of the known ones (0..move_count):
 * back, or forward along the moves a replay read. Returns 0, or -1 if a
 * move no longer applies (a game that is not deterministic: a bug). */
int match_goto(struct match *m, size_t step);

/* What the generic matcher made of a typed text. */
enum match_found { MATCH_FOUND, MATCH_AMBIGUOUS, MATCH_NONE, MATCH_SANDBOX_ERROR };

struct match_parse {
	enum match_found found;
	struct action action;        /* MATCH_FOUND: the action */
	bool sandbox;                /* MATCH_FOUND: a sandbox set-up command */
	char reason[256];            /* otherwise: one line, no full stop */
	/* MATCH_AMBIGUOUS: the candidates; MATCH_NONE: the legal actions that
	 * fit as far as the text went (all of them if none did). Indexes for
	 * match_legal_action/match_legal_text. */
	size_t count;
	unsigned short index[GAME_MAX_ACTIONS];
};

/* Turns what a user typed into an action of the current player.
 *
 * The text is split into words at blanks; a word starting with a quote (' or
 * ") runs to the matching quote and may hold blanks. It matches a legal
 * action when it has as many words as the action's canonical text and each
 * word fits the action's word there (match_word_fits). When several actions
 * match, those whose words fit exactly win over those that fit by a prefix,
 * word by word from the left; if more than one is left, the text is
 * ambiguous. In a sandbox match, a text that matches no action is offered to
 * the game's parse_sandbox. */
void match_parse(struct match *m, const char *text, struct match_parse *out);

/* How a typed word fits a word of a canonical text: 2 exactly, 1 as a
 * unique-prefix candidate, 0 not at all. Case never matters.
 *  - Any word: the word itself, or a prefix of it; a number only exactly.
 *  - A card key: also any of the card's names in German, Dutch or English,
 *    with blanks in the name written as '-' (or typed inside quotes), or a
 *    prefix of one.
 *  - A resource key: also the resource's names, or a prefix of one, and its
 *    letter (exactly). */
int match_word_fits(const struct match *m, const char *canonical, const char *typed);

/* Splits text into words as match_parse does, appending each to words as a
 * NUL-terminated string. Returns the count, or -1 for an unclosed quote. */
int match_split_words(const char *text, struct strbuf *words);

/* Replays the game log at path: reads it, checks its header against games
 * (NULL: game_table) and db, sets the match up as the header says and
 * applies every action line. Returns
 *    0  the whole log replayed: *out is the match after its last move;
 *    1  a line stopped it: *out is the match after the last good line and
 *       why says "LOG:LINE: reason"; when the only line left out is a last
 *       line without its newline, (*out)->cut_line is its number;
 *   -1  the log cannot be replayed at all (unreadable, a bad header, another
 *       card database or engine): *out is NULL and why says why.
 * The match's moves remember their log lines; it does not log. */
int match_replay(struct match **out, const struct game_rules *const *games,
                 const struct carddb *db, const char *path, struct strbuf *why);

/* Replays the log at path as match_replay does, and keeps it open, locked,
 * to append the match's next moves (catan resume): a log that another
 * process is writing is refused (-1). A last line without its newline is
 * left out and cut from the file, and note says so ("LOG:LINE: ..."); the
 * return value is then 0. Returns -2 when another process is writing the
 * log; the other returns are match_replay's, and the log is left as it was. */
int match_resume(struct match **out, const struct game_rules *const *games,
                 const struct carddb *db, const char *path, struct strbuf *why,
                 struct strbuf *note);

/* The same for a log already read (path names it in messages). */
int match_replay_log(struct match **out, const struct game_rules *const *games,
                     const struct carddb *db, const char *path, const struct gamelog *log,
                     const struct diag_list *problems, struct strbuf *why);

/* A game log in a directory and what its match came to (logs.c). */
enum match_log_state { MATCH_LOG_UNFINISHED, MATCH_LOG_OVER, MATCH_LOG_BROKEN };

struct match_log_summary {
	char path[GAMELOG_PATH_MAX];
	time_t mtime;                /* when its last line was written */
	long mtime_ns;               /* and the nanoseconds, to order logs */
	char game[32];               /* the header's game, or "?" */
	char players[128];           /* the header's players, or "?" */
	enum match_log_state state;
	int winner;                  /* over: the winner, or -1 */
	int turn;                    /* the turn it ended or stopped in */
	size_t moves;
	char why[256];               /* broken: why it does not replay */
};

/* Every file named *.log in dir, oldest last line first, each replayed on
 * db to say what became of its match. Returns 0 and *out (to free) with
 * *count entries (none when dir does not exist), or -1 with why when dir
 * cannot be read. */
int match_list_logs(const char *dir, const struct carddb *db, struct match_log_summary **out,
                    size_t *count, struct strbuf *why);

#endif
