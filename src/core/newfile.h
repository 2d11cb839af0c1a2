/*
 * newfile: a file that gets its name only once it is whole.
 *
 * A game log without its header, or a card database half written, is worse
 * than none: the next run refuses it and will not replace it. So a new file
 * is written under no name (O_TMPFILE, where the system has it) or under a
 * hidden temporary name beside its own, synced, and then given its name in
 * one step: link(2) when an existing file must be kept, rename(2) when it is
 * to be replaced. A process killed before that leaves no file at its name
 * (at most the hidden temporary one, where there is no O_TMPFILE).
 */
#ifndef CATAN_CORE_NEWFILE_H
#define CATAN_CORE_NEWFILE_H

#include <stdbool.h>

#define NEWFILE_PATH_MAX 4096

struct newfile {
	int fd;                              /* open for writing, or -1 */
	char path[NEWFILE_PATH_MAX];         /* the name it will get */
	char temp[NEWFILE_PATH_MAX + 16];    /* its temporary name; empty if none */
};

/* Opens a new file that is to be named path, in path's directory (which
 * must exist). replace: path may exist and will be replaced. Returns 0, or
 * -1 with errno set. */
int newfile_open(struct newfile *f, const char *path, bool replace);

/* Syncs the file and gives it its name: fails with EEXIST when path exists
 * and replace was not asked for. The descriptor stays open (for a log that
 * goes on); the caller closes f->fd. Returns 0, or -1 with errno set (the
 * file is then abandoned: nothing is left on disk). */
int newfile_publish(struct newfile *f, bool replace);

/* Closes and removes a file that will not be named. Keeps errno. */
void newfile_abandon(struct newfile *f);

/* The directory part of path ("." when it has none). Returns 0, or -1. */
int newfile_dir_of(const char *path, char *dir, unsigned long size);

#endif
