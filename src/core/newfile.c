/* For O_TMPFILE and linkat's AT_SYMLINK_FOLLOW, where the system has them. */
#define _GNU_SOURCE
#include "core/newfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int newfile_dir_of(const char *path, char *dir, unsigned long size)
{
	const char *slash = strrchr(path, '/');
	size_t len = slash ? (size_t)(slash - path) : 1;
	if (!slash)
		path = ".";
	else if (len == 0)
		len = 1;     /* "/name": the root */
	if (len >= size)
		return errno = ENAMETOOLONG, -1;
	memcpy(dir, path, len);
	dir[len] = '\0';
	return 0;
}

/* A hidden name beside path, made unique by mkstemp. */
static int open_temp(struct newfile *f, const char *dir)
{
	const char *slash = strrchr(f->path, '/');
	const char *base = slash ? slash + 1 : f->path;
	int n = snprintf(f->temp, sizeof f->temp, "%s/.%s.XXXXXX", dir, base);
	if (n < 0 || (size_t)n >= sizeof f->temp)
		return f->temp[0] = '\0', errno = ENAMETOOLONG, -1;
	f->fd = mkstemp(f->temp);
	if (f->fd < 0)
		f->temp[0] = '\0';
	return f->fd;
}

int newfile_open(struct newfile *f, const char *path, bool replace)
{
	f->fd = -1;
	f->temp[0] = '\0';
	size_t len = strlen(path);
	if (len == 0 || len >= sizeof f->path)
		return errno = len ? ENAMETOOLONG : ENOENT, -1;
	memcpy(f->path, path, len + 1);
	char dir[NEWFILE_PATH_MAX];
	if (newfile_dir_of(path, dir, sizeof dir) != 0)
		return -1;
#ifdef O_TMPFILE
	/* An unnamed file can be linked, not renamed over another. */
	if (!replace) {
		f->fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		if (f->fd >= 0 || errno == ENOENT || errno == ENOTDIR || errno == EACCES)
			return f->fd < 0 ? -1 : 0;
	}
#endif
	(void)replace;
	if (open_temp(f, dir) < 0)
		return -1;
	if (fcntl(f->fd, F_SETFD, FD_CLOEXEC) != 0) {
		newfile_abandon(f);
		return -1;
	}
	return 0;
}

/* Makes the new name durable: fsync of the file covers its data, not the
 * directory entry. Best effort; some file systems refuse. */
static void sync_dir(const char *path)
{
	char dir[NEWFILE_PATH_MAX];
	if (newfile_dir_of(path, dir, sizeof dir) != 0)
		return;
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

static int link_new(struct newfile *f)
{
	if (!f->temp[0]) {
		char proc[64];
		snprintf(proc, sizeof proc, "/proc/self/fd/%d", f->fd);
		return linkat(AT_FDCWD, proc, AT_FDCWD, f->path, AT_SYMLINK_FOLLOW);
	}
	if (link(f->temp, f->path) == 0) {
		unlink(f->temp);
		f->temp[0] = '\0';
		return 0;
	}
	if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
		return -1;
	/* A file system without hard links: rename, after a check that cannot
	 * be one step with it. */
	struct stat st;
	if (lstat(f->path, &st) == 0)
		return errno = EEXIST, -1;
	if (rename(f->temp, f->path) != 0)
		return -1;
	f->temp[0] = '\0';
	return 0;
}

int newfile_publish(struct newfile *f, bool replace)
{
	int rc = fsync(f->fd);
	if (rc == 0 && replace && f->temp[0]) {
		rc = rename(f->temp, f->path);
		if (rc == 0)
			f->temp[0] = '\0';
	} else if (rc == 0) {
		rc = link_new(f);
	}
	if (rc != 0) {
		newfile_abandon(f);
		return -1;
	}
	sync_dir(f->path);
	return 0;
}

void newfile_abandon(struct newfile *f)
{
	int err = errno;
	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	if (f->temp[0])
		unlink(f->temp);
	f->temp[0] = '\0';
	errno = err;
}
