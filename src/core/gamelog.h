/*
 * gamelog: reading and writing game logs.
 *
 * A game log is the whole record of a match: replaying its actions from its
 * seed gives the match back. The format is a contract (see DESIGN.md and
 * catan(6)); this module owns its syntax, and knows nothing of what the keys
 * and actions mean.
 *
 *   # game: principality
 *   # seed: 42
 *   1: build road
 *   2: trade wool wool wool -> ore
 *
 * Header: lines "# key: value", all before the first action. A key is one or
 * more ASCII letters, digits, '-', '_' or '.'; each key appears once; the
 * value is the rest of the line and may be empty.
 * Actions: lines "<seat>: <action>". The seat is the player's seat number,
 * 1 to GAMELOG_MAX_SEAT, written without leading zeros; a number, unlike a
 * name, cannot collide with the separator or change when a player is renamed.
 * The action is its canonical text form, which this module does not check.
 *
 * A line counts only when it ends in a newline. A last line without one was
 * cut off as it was written (a killed process, a full disk, a crash), and
 * what is left of it may spell another move ("offer lumber for wool" from
 * "offer lumber for wool wool"): it is never read, only noted, so that
 * callers can say so and resume from the last whole line.
 *
 * Reading is lenient where it costs nothing: CRLF line ends, a UTF-8 byte
 * order mark, blank lines, and spaces or tabs around '#', ':' and at line
 * ends are accepted and dropped. Everything else that is not one of the two
 * line forms is a problem, reported with the line and the column (counted in
 * bytes, from 1): lines longer than GAMELOG_MAX_LINE bytes, NUL bytes and
 * other control characters, ill-formed UTF-8, '#' lines that are not
 * "key: value" (there are no comments), keys longer than GAMELOG_MAX_KEY
 * bytes, more than GAMELOG_MAX_HEADER header lines, header lines after the
 * first action, repeated keys, bad seats and empty actions. The reader
 * never stops early and never fails on any input except by reporting, and
 * its time grows with the log's length, never faster.
 *
 * Writing is strict, so that everything written reads back identically: the
 * writer refuses control characters (tabs and newlines included), ill-formed
 * UTF-8, leading or trailing spaces, over-long lines, bad keys and bad seats.
 * Each line goes to the file in one write(): there is no user-space buffer to
 * flush, so a killed process loses nothing it logged. A write that fails
 * half-way (a full disk) is cut back, so the file still ends with a whole
 * line, and the writer takes no more lines after it.
 *
 * One log, one writer: a writer holds a lock on its file (fcntl(2); an open
 * file description lock where the system has them) from the moment it is
 * created or opened until it is closed, and a second writer is refused. A new
 * log is written under no name, or a temporary one, and gets its name only
 * with its whole header, so a log never exists without one.
 */
#ifndef CATAN_CORE_GAMELOG_H
#define CATAN_CORE_GAMELOG_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "core/diag.h"
#include "core/strbuf.h"

#define GAMELOG_MAX_LINE 4096              /* bytes in a line, without its end */
#define GAMELOG_MAX_BYTES (16L << 20)      /* larger logs are refused */
#define GAMELOG_MAX_HEADER 64            /* header lines; a match writes about 10 */
#define GAMELOG_MAX_KEY 64               /* bytes in a header key */
#define GAMELOG_MAX_SEAT 6
#define GAMELOG_PATH_MAX 4096

/* A header line. The writer ignores line. */
struct gamelog_pair {
	const char *key;
	const char *value;
	int line;
};

struct gamelog_action {
	int seat;          /* 1..GAMELOG_MAX_SEAT */
	const char *text;  /* the action, trimmed, never empty */
	int line;          /* where it is in the log, for the replayer's messages */
	int col;           /* the column where text starts */
};

/* A log as read. Every string points into text, which the log owns. */
struct gamelog {
	char *text;
	struct gamelog_pair *header;
	size_t header_count;
	struct gamelog_action *actions;
	size_t action_count;
	/* The last line, when the log does not end with a newline (0 when it
	 * does): a line cut off as it was written, by a killed process or a
	 * full disk. It is left out of header and actions. */
	int unterminated_line;
	/* The bytes of the log up to the end of its last whole line: where a
	 * resumed log is cut back to when its last line was cut off. */
	size_t whole_bytes;
};

#define GAMELOG_INIT { NULL, NULL, 0, NULL, 0, 0, 0 }

/* Reads the log at path, which must be a regular file (a pipe is refused,
 * not waited on). path names it in diags. Returns 0 when the log
 * had no problems, -1 when it had some (each added to diags); either way log
 * holds every line that could be read, and must be freed. */
int gamelog_read_file(struct gamelog *log, const char *path, struct diag_list *diags);

/* The same for len bytes in memory, which may hold anything. */
int gamelog_read_buffer(struct gamelog *log, const char *source, const char *data,
                        size_t len, struct diag_list *diags);

/* The value of a header key, or NULL when the log has none. */
const char *gamelog_header_value(const struct gamelog *log, const char *key);

void gamelog_free(struct gamelog *log);

/* An open log being written. error holds the reason of the last failure.
 *
 * Each action reaches the file (write(2)) as it is made, so a killed
 * process loses nothing. The disk itself is made to hold it (fsync(2))
 * at most GAMELOG_SYNC_SECONDS later, and at once when the caller asks
 * (gamelog_sync: before waiting for a person) and at close: one fsync per
 * action would make a match between computer players wait for the disk
 * thousands of times, and a person at the keyboard gains nothing from it. */
struct gamelog_writer {
	int fd;
	bool unsynced;        /* written since the last fsync */
	bool stopped;         /* a line failed: the log ends before it, for good */
	bool busy;            /* the last open failed: another writer holds the log */
	double synced_at;     /* CLOCK_MONOTONIC seconds of the last fsync */
	long long size;       /* bytes in the file: the end of its last whole line */
	char path[GAMELOG_PATH_MAX];
	char error[512];
};

#define GAMELOG_WRITER_INIT { -1, false, false, false, 0, 0, "", "" }
#define GAMELOG_SYNC_SECONDS 1.0

/* Creates a new log at path with the given header, in a directory that must
 * exist. Refuses to replace an existing file. The file appears under its name
 * with the whole header written and synced, locked for this writer. Returns
 * 0, or -1 with w->error set (nothing is left on disk then). */
int gamelog_create(struct gamelog_writer *w, const char *path,
                   const struct gamelog_pair *header, size_t count);

/* Creates a new log in dir named by gamelog_file_name() for now, trying the
 * next attempt number while the name is taken, and dir with its missing
 * parents first (mode 0700). w->path tells the name. */
int gamelog_create_new(struct gamelog_writer *w, const char *dir, const char *game,
                       const struct gamelog_pair *header, size_t count);

/* Opens an existing log to append to it (resuming a match): locks it,
 * refusing a log that another writer holds, and reads it into log (problems
 * into diags, as gamelog_read_file), so that what is read is what is appended
 * to. Returns 0, or -1 with w->error set (log is then empty). */
int gamelog_open_append(struct gamelog_writer *w, const char *path, struct gamelog *log,
                        struct diag_list *diags);

/* Cuts the file back to its first bytes (log.whole_bytes, to drop a last
 * line cut off as it was written), and syncs. Returns 0 or -1. */
int gamelog_cut(struct gamelog_writer *w, size_t bytes);

/* Writes "<seat>: <action>", and syncs the file to disk when the last sync
 * is GAMELOG_SYNC_SECONDS old. Returns 0 or -1. After a failed write the
 * file is cut back to its last whole line and every later append fails. */
int gamelog_append(struct gamelog_writer *w, int seat, const char *action);

/* Syncs to disk what was written since the last sync. Returns 0 or -1. */
int gamelog_sync(struct gamelog_writer *w);

/* Syncs and closes the file. Returns 0, or -1 if either reported an error. */
int gamelog_close(struct gamelog_writer *w);

/* Whether the writer accepts key as a header key, and text as a header value
 * (empty allowed) or as an action (empty refused) -- for callers that want
 * to check a player's name before the match starts. */
int gamelog_valid_key(const char *key);
int gamelog_valid_text(const char *text);

/* The directory for logs: $XDG_STATE_HOME/catan/games, or, when that is
 * unset, empty or relative (the XDG rule), $HOME/.local/state/catan/games.
 * Replaces dir's contents. Returns 0, or -1 when neither variable helps. */
int gamelog_default_dir(struct strbuf *dir);

/* A file name for a log of game started at when (local time):
 * "2024-05-01-134512-principality.log", with "-<attempt>" before ".log" for
 * attempt 2 and later. game is reduced to a-z, 0-9 and '-'. Replaces name's
 * contents. */
void gamelog_file_name(struct strbuf *name, const char *game, time_t when, unsigned attempt);

#endif
