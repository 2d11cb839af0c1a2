/* For open file description locks (F_OFD_SETLK) and O_TMPFILE, where the
 * system has them; the code falls back to POSIX without. */
#define _GNU_SOURCE
#include "core/gamelog.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/newfile.h"
#include "core/text.h"

/* ---- reading ---------------------------------------------------------- */

/* What the reader knows while it walks the lines of one log. */
struct reader {
	struct gamelog *log;
	struct diag_list *diags;
	const char *source;
	int line;             /* the line being read, from 1 */
	int first_action;     /* line of the first action, 0 before it */
	int problems;         /* diags added by this read */
	bool header_full;     /* GAMELOG_MAX_HEADER lines read and one refused */
};

static void report(struct reader *r, int col, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void report(struct reader *r, int col, const char *fmt, ...)
{
	char message[sizeof ((struct diag *)0)->message];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(message, sizeof message, fmt, ap);
	va_end(ap);

	struct diag_where where;
	diag_where_set(&where, r->source, NULL, NULL, NULL, r->line, col);
	diag_add(r->diags, &where, "%s", message);
	r->problems++;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_key_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '-' || c == '_' || c == '.';
}

static char *skip_blanks(char *p)
{
	while (is_blank(*p))
		p++;
	return p;
}

/* Cuts trailing blanks off the string at p by moving its NUL. */
static void trim_end(char *p)
{
	size_t len = strlen(p);
	while (len > 0 && is_blank(p[len - 1]))
		p[--len] = '\0';
}

/* The array items of count elements of size bytes, made big enough for one
 * more: the same pointer while there is room, a new one, or NULL when memory
 * ran out (items is then still valid). The capacity is implied by the count
 * -- 16, then doubling -- so the array is full when count is 16, 32, 64... */
static void *room_for_one_more(void *items, size_t count, size_t size)
{
	if (count != 0 && (count < 16 || (count & (count - 1)) != 0))
		return items;
	return realloc(items, (count ? count * 2 : 16) * size);
}

static int add_pair(struct gamelog *log, struct gamelog_pair pair)
{
	struct gamelog_pair *header =
		room_for_one_more(log->header, log->header_count, sizeof *header);
	if (!header)
		return -1;
	log->header = header;
	log->header[log->header_count++] = pair;
	return 0;
}

static int add_action(struct gamelog *log, struct gamelog_action action)
{
	struct gamelog_action *actions =
		room_for_one_more(log->actions, log->action_count, sizeof *actions);
	if (!actions)
		return -1;
	log->actions = actions;
	log->actions[log->action_count++] = action;
	return 0;
}

/* Checks the bytes of one line: no NUL, no control character but tab, only
 * well-formed UTF-8. Reports the first offence. */
static int line_bytes_ok(struct reader *r, const char *s, size_t len)
{
	size_t at = 0;
	while (at < len) {
		uint32_t cp;
		size_t used = text_decode_utf8(s + at, len - at, &cp);
		int col = (int)at + 1;
		if (cp == TEXT_INVALID) {
			report(r, col, _("invalid UTF-8 (byte 0x%02X)"), (unsigned char)s[at]);
			return 0;
		}
		if (cp == 0) {
			report(r, col, _("NUL byte in the line"));
			return 0;
		}
		if ((cp < 0x20 && cp != '\t') || cp == 0x7F) {
			report(r, col, _("control character 0x%02X in the line"), (unsigned)cp);
			return 0;
		}
		at += used;
	}
	return 1;
}

static const struct gamelog_pair *find_pair(const struct gamelog *log, const char *key)
{
	for (size_t i = 0; i < log->header_count; i++)
		if (strcmp(log->header[i].key, key) == 0)
			return &log->header[i];
	return NULL;
}

/* "# key: value", starting at the '#'. */
static void read_header_line(struct reader *r, char *start, char *hash)
{
	char *key = skip_blanks(hash + 1);
	char *p = key;
	while (is_key_char(*p))
		p++;
	char *key_end = p;
	p = skip_blanks(p);
	if (key_end == key || *p != ':') {
		report(r, (int)(p - start) + 1,
		       _("not a '# key: value' header line (a log has no comments)"));
		return;
	}
	/* the writer's bound (gamelog_valid_key): a log only it could write */
	if (key_end - key > GAMELOG_MAX_KEY) {
		report(r, (int)(key - start) + 1, _("header key longer than %d bytes"),
		       GAMELOG_MAX_KEY);
		return;
	}
	if (r->first_action) {
		report(r, (int)(hash - start) + 1,
		       _("header line after the first action (line %d): header lines must come first"),
		       r->first_action);
		return;
	}
	/* Keys are looked up by a walk of the header: bounding its length
	 * keeps a log of many header lines from taking quadratic time. */
	if (r->log->header_count == GAMELOG_MAX_HEADER) {
		if (!r->header_full)
			report(r, (int)(hash - start) + 1, _("more than %d header lines"),
			       GAMELOG_MAX_HEADER);
		r->header_full = true;
		return;
	}
	*key_end = '\0';
	char *value = skip_blanks(p + 1);
	trim_end(value);
	const char *tab = strchr(value, '\t');
	if (tab) {
		report(r, (int)(tab - start) + 1,
		       _("tab inside the value (tabs may stand only around ':' and at the ends)"));
		return;
	}

	const struct gamelog_pair *earlier = find_pair(r->log, key);
	if (earlier) {
		report(r, (int)(key - start) + 1, _("header key '%s' repeats line %d"), key,
		       earlier->line);
		return;
	}
	if (add_pair(r->log, (struct gamelog_pair){ key, value, r->line }) != 0)
		report(r, 1, _("out of memory"));
}

/* "<seat>: <action>", starting at its first non-blank byte. */
static void read_action_line(struct reader *r, char *start, char *p)
{
	char *digits = p;
	while (*p >= '0' && *p <= '9')
		p++;
	size_t ndigits = (size_t)(p - digits);
	if (ndigits == 0) {
		report(r, (int)(digits - start) + 1,
		       _("expected '<seat>: <action>' or a '# key: value' header line"));
		return;
	}
	int seat = ndigits == 1 ? digits[0] - '0' : -1;
	if (seat < 1 || seat > GAMELOG_MAX_SEAT) {
		report(r, (int)(digits - start) + 1, _("seat '%.*s' is not a seat number 1-%d"),
		       ndigits > 20 ? 20 : (int)ndigits, digits, GAMELOG_MAX_SEAT);
		return;
	}
	p = skip_blanks(p);
	if (*p != ':') {
		report(r, (int)(p - start) + 1, _("expected ':' after the seat number"));
		return;
	}
	char *text = skip_blanks(p + 1);
	trim_end(text);
	if (*text == '\0') {
		report(r, (int)(text - start) + 1, _("empty action after '%d:'"), seat);
		return;
	}
	/* the writer writes no tab (gamelog_valid_text): a tab inside an
	 * action would read as an action no log holds */
	const char *tab = strchr(text, '\t');
	if (tab) {
		report(r, (int)(tab - start) + 1,
		       _("tab inside the action (tabs may stand only around ':' and at the ends)"));
		return;
	}
	if (!r->first_action)
		r->first_action = r->line;
	struct gamelog_action action = { seat, text, r->line, (int)(text - start) + 1 };
	if (add_action(r->log, action) != 0)
		report(r, 1, _("out of memory"));
}

/* One line of len bytes at s, not counting its '\n'; s[len] may be changed. */
static void read_line(struct reader *r, char *s, size_t len)
{
	if (len > 0 && s[len - 1] == '\r')
		len--;
	if (len > GAMELOG_MAX_LINE) {
		report(r, GAMELOG_MAX_LINE + 1, _("line is longer than %d bytes"), GAMELOG_MAX_LINE);
		return;
	}
	if (!line_bytes_ok(r, s, len))
		return;
	s[len] = '\0';
	char *p = skip_blanks(s);
	if (*p == '\0')
		return;
	if (*p == '#')
		read_header_line(r, s, p);
	else
		read_action_line(r, s, p);
}

/* Reads the log in text, which holds len bytes and one more for a NUL, and
 * becomes the log's. */
static int read_owned(struct gamelog *log, const char *source, char *text, size_t len,
                      struct diag_list *diags)
{
	memset(log, 0, sizeof *log);
	log->text = text;
	text[len] = '\0';

	struct reader r = { log, diags, source ? source : "", 0, 0, 0, false };
	char *p = text, *end = text + len;
	if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
		p += 3;
	while (p < end) {
		char *newline = memchr(p, '\n', (size_t)(end - p));
		r.line++;
		if (!newline) {
			/* Cut off as it was written: noted, never read. */
			log->unterminated_line = r.line;
			break;
		}
		read_line(&r, p, (size_t)(newline - p));
		p = newline + 1;
	}
	log->whole_bytes = (size_t)(p - text);
	return r.problems ? -1 : 0;
}

/* A diag that is about the whole file, not a line of it. */
static int report_file(struct diag_list *diags, const char *source, const char *message)
{
	struct diag_where where;
	diag_where_set(&where, source, NULL, NULL, NULL, 0, 0);
	diag_add(diags, &where, "%s", message);
	return -1;
}

int gamelog_read_buffer(struct gamelog *log, const char *source, const char *data,
                        size_t len, struct diag_list *diags)
{
	memset(log, 0, sizeof *log);
	if (len > (size_t)GAMELOG_MAX_BYTES)
		return report_file(diags, source, _("log is larger than 16 MiB"));
	char *text = malloc(len + 1);
	if (!text)
		return report_file(diags, source, _("out of memory"));
	if (len)
		memcpy(text, data, len);
	return read_owned(log, source, text, len, diags);
}

/* Reads the whole regular file open at fd into a new buffer with room for a
 * NUL: its length in *len, or NULL with errno set (EFBIG: too large). */
static char *read_whole(int fd, size_t *len)
{
	size_t cap = 8192, used = 0;
	char *text = malloc(cap);
	if (!text)
		return NULL;
	for (;;) {
		if (used + 1 == cap) {
			char *bigger = cap > (size_t)GAMELOG_MAX_BYTES ? NULL : realloc(text, cap * 2);
			if (!bigger) {
				int err = cap > (size_t)GAMELOG_MAX_BYTES ? EFBIG : ENOMEM;
				free(text);
				errno = err;
				return NULL;
			}
			text = bigger;
			cap *= 2;
		}
		ssize_t got = pread(fd, text + used, cap - 1 - used, (off_t)used);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int err = errno;
			free(text);
			errno = err;
			return NULL;
		}
		if (got == 0)
			break;
		used += (size_t)got;
	}
	if (used > (size_t)GAMELOG_MAX_BYTES) {
		free(text);
		errno = EFBIG;
		return NULL;
	}
	*len = used;
	return text;
}

/* Whether fd is a regular file; 0, or -1 with errno set (EINVAL if not). A
 * log is read whole: a pipe or a terminal would be waited on for ever. */
static int need_regular(int fd)
{
	struct stat st;
	if (fstat(fd, &st) != 0)
		return -1;
	if (!S_ISREG(st.st_mode))
		return errno = EINVAL, -1;
	return 0;
}

static const char *read_error(int err)
{
	return err == EFBIG ? _("log is larger than 16 MiB")
	     : err == EINVAL ? _("not a regular file (a log is read from a file, not a pipe)")
	     : strerror(err);
}

/* Reads the log open at fd. */
static int read_fd(struct gamelog *log, const char *path, int fd, struct diag_list *diags)
{
	size_t len = 0;
	char *text = need_regular(fd) == 0 ? read_whole(fd, &len) : NULL;
	if (!text)
		return report_file(diags, path, read_error(errno));
	return read_owned(log, path, text, len, diags);
}

int gamelog_read_file(struct gamelog *log, const char *path, struct diag_list *diags)
{
	memset(log, 0, sizeof *log);
	/* O_NONBLOCK: opening a FIFO for reading would wait for a writer. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return report_file(diags, path, strerror(errno));
	int rc = read_fd(log, path, fd, diags);
	close(fd);
	return rc;
}

const char *gamelog_header_value(const struct gamelog *log, const char *key)
{
	const struct gamelog_pair *pair = find_pair(log, key);
	return pair ? pair->value : NULL;
}

void gamelog_free(struct gamelog *log)
{
	free(log->text);
	free(log->header);
	free(log->actions);
	memset(log, 0, sizeof *log);
}

/* ---- writing ---------------------------------------------------------- */

static int set_error(struct gamelog_writer *w, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int set_error(struct gamelog_writer *w, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(w->error, sizeof w->error, fmt, ap);
	va_end(ap);
	return -1;
}

int gamelog_valid_key(const char *key)
{
	if (!*key || strlen(key) > GAMELOG_MAX_KEY)
		return 0;
	for (const char *p = key; *p; p++)
		if (!is_key_char(*p))
			return 0;
	return 1;
}

int gamelog_valid_text(const char *text)
{
	size_t len = strlen(text);
	if (len > GAMELOG_MAX_LINE)
		return 0;
	if (len > 0 && (text[0] == ' ' || text[len - 1] == ' '))
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c < 0x20 || c == 0x7F)
			return 0;
	}
	return text_valid_utf8(text, len, NULL);
}

/* Writes all len bytes, retrying after signals and short writes. */
static int write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, data, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Like mkdir -p dir (mode 0700). */
static int make_dirs(const char *path)
{
	char dir[GAMELOG_PATH_MAX];
	size_t len = strlen(path);
	if (len >= sizeof dir)
		return errno = ENAMETOOLONG, -1;
	memcpy(dir, path, len + 1);
	for (char *p = dir + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char held = *p;
		*p = '\0';
		if (mkdir(dir, 0700) != 0 && errno != EEXIST)
			return -1;
		*p = held;
		if (held == '\0')
			return 0;
	}
}

static double monotonic_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The writer of fd, whose every byte (size of them) is on disk now. */
static void opened(struct gamelog_writer *w, int fd, long long size)
{
	w->fd = fd;
	w->unsynced = false;
	w->stopped = false;
	w->size = size;
	w->synced_at = monotonic_seconds();
}

/* Takes the log's write lock, or fails (EAGAIN, EACCES) when another writer
 * holds it. An open file description lock is not lost when this process
 * closes another descriptor of the file, as a POSIX record lock would be. */
static int lock_log(int fd)
{
	struct flock lock;
	memset(&lock, 0, sizeof lock);
	lock.l_type = F_WRLCK;
	lock.l_whence = SEEK_SET;
#ifdef F_OFD_SETLK
	if (fcntl(fd, F_OFD_SETLK, &lock) == 0)
		return 0;
	if (errno != EINVAL)
		return -1;
#endif
	return fcntl(fd, F_SETLK, &lock);
}

static int lock_error(struct gamelog_writer *w, const char *path, int err)
{
	w->busy = err == EAGAIN || err == EACCES;
	if (w->busy)
		return set_error(w, _("%s: another catan is writing this log (a play or resume of it "
		                 "has not ended)"), path);
	return set_error(w, _("%s: cannot lock it: %s"), path, strerror(err));
}

static int check_header(struct gamelog_writer *w, const struct gamelog_pair *header,
                        size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (!gamelog_valid_key(header[i].key))
			return set_error(w, "bad header key '%.*s'", GAMELOG_MAX_KEY, header[i].key);
		if (!gamelog_valid_text(header[i].value) ||
		    strlen(header[i].key) + strlen(header[i].value) + 4 > GAMELOG_MAX_LINE)
			return set_error(w, "bad value for header key '%s'", header[i].key);
		for (size_t j = 0; j < i; j++)
			if (strcmp(header[j].key, header[i].key) == 0)
				return set_error(w, "header key '%s' given twice", header[i].key);
	}
	return 0;
}

/* Creates the file; on failure returns the errno value (EINVAL for a bad
 * header) so that gamelog_create_new can tell a taken name from the rest. */
static int create_log(struct gamelog_writer *w, const char *path,
                      const struct gamelog_pair *header, size_t count)
{
	w->fd = -1;
	w->error[0] = '\0';
	if (check_header(w, header, count) != 0)
		return EINVAL;
	size_t len = strlen(path);
	if (len == 0 || len >= sizeof w->path) {
		set_error(w, "bad log file name");
		return EINVAL;
	}
	memcpy(w->path, path, len + 1);
	struct stat st;
	if (lstat(path, &st) == 0) {
		set_error(w, "%s: %s", path, strerror(EEXIST));
		return EEXIST;
	}

	struct strbuf text = STRBUF_INIT;
	for (size_t i = 0; i < count; i++) {
		if (header[i].value[0])
			strbuf_printf(&text, "# %s: %s\n", header[i].key, header[i].value);
		else
			strbuf_printf(&text, "# %s:\n", header[i].key);
	}
	struct newfile file;
	int err = text.failed ? ENOMEM : 0;
	if (!err && newfile_open(&file, path, false) != 0) {
		err = errno;
		char dir[GAMELOG_PATH_MAX];
		if (err == ENOENT && newfile_dir_of(path, dir, sizeof dir) == 0)
			set_error(w, _("%s: the directory %s does not exist"), path, dir);
	}
	/* Locked before it has a name: no other writer ever sees it unlocked. */
	if (!err && (lock_log(file.fd) != 0 ||
	             write_all(file.fd, strbuf_str(&text), text.len) != 0 ||
	             newfile_publish(&file, false) != 0)) {
		err = errno;
		newfile_abandon(&file);
	}
	if (err) {
		if (!w->error[0])
			set_error(w, "%s: %s", path, strerror(err));
		strbuf_free(&text);
		return err;
	}
	opened(w, file.fd, (long long)text.len);
	strbuf_free(&text);
	return 0;
}

int gamelog_create(struct gamelog_writer *w, const char *path,
                   const struct gamelog_pair *header, size_t count)
{
	return create_log(w, path, header, count) == 0 ? 0 : -1;
}

int gamelog_create_new(struct gamelog_writer *w, const char *dir, const char *game,
                       const struct gamelog_pair *header, size_t count)
{
	if (make_dirs(dir) != 0)
		return set_error(w, _("%s: cannot create this directory: %s"), dir, strerror(errno));
	time_t now = time(NULL);
	struct strbuf name = STRBUF_INIT, path = STRBUF_INIT;
	int err = EEXIST;
	for (unsigned attempt = 1; attempt <= 100 && err == EEXIST; attempt++) {
		gamelog_file_name(&name, game, now, attempt);
		strbuf_reset(&path);
		strbuf_printf(&path, "%s/%s", dir, strbuf_str(&name));
		err = path.failed ? ENOMEM : create_log(w, strbuf_str(&path), header, count);
	}
	strbuf_free(&name);
	strbuf_free(&path);
	if (err == ENOMEM && !w->error[0])
		set_error(w, "out of memory");
	return err ? -1 : 0;
}

int gamelog_open_append(struct gamelog_writer *w, const char *path, struct gamelog *log,
                        struct diag_list *diags)
{
	memset(log, 0, sizeof *log);
	w->fd = -1;
	w->busy = false;
	w->error[0] = '\0';
	size_t len = strlen(path);
	if (len == 0 || len >= sizeof w->path)
		return set_error(w, "bad log file name");
	memcpy(w->path, path, len + 1);

	/* O_NONBLOCK: a FIFO is refused below, not waited on. */
	int fd = open(path, O_RDWR | O_APPEND | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return set_error(w, "%s: %s", path, strerror(errno));
	if (need_regular(fd) != 0 || lock_log(fd) != 0) {
		int err = errno;
		close(fd);
		if (err == EINVAL)
			return set_error(w, "%s: %s", path, read_error(err));
		return lock_error(w, path, err);
	}
	/* Read under the lock: what is appended to is what was replayed. */
	size_t size = 0;
	char *text = read_whole(fd, &size);
	if (!text) {
		int err = errno;
		close(fd);
		return set_error(w, "%s: %s", path, read_error(err));
	}
	read_owned(log, path, text, size, diags);
	opened(w, fd, (long long)size);
	return 0;
}

int gamelog_cut(struct gamelog_writer *w, size_t bytes)
{
	if (w->fd < 0)
		return set_error(w, "the log is not open");
	if (ftruncate(w->fd, (off_t)bytes) != 0 || fsync(w->fd) != 0)
		return set_error(w, "%s: %s", w->path, strerror(errno));
	w->size = (long long)bytes;
	w->unsynced = false;
	return 0;
}

int gamelog_append(struct gamelog_writer *w, int seat, const char *action)
{
	if (w->fd < 0)
		return set_error(w, "the log is not open");
	if (w->stopped)
		return set_error(w, _("%s: a line could not be written before: the log ends there"),
		                 w->path);
	if (seat < 1 || seat > GAMELOG_MAX_SEAT)
		return set_error(w, "seat %d is not a seat number 1-%d", seat, GAMELOG_MAX_SEAT);
	if (!*action || !gamelog_valid_text(action))
		return set_error(w, "action cannot be logged: empty, too long, control characters, "
		                    "invalid UTF-8 or spaces at an end");

	char line[GAMELOG_MAX_LINE + 2];
	int n = snprintf(line, sizeof line, "%d: %s\n", seat, action);
	if (n < 0 || (size_t)n >= sizeof line)
		return set_error(w, "action is too long for one log line");
	if (write_all(w->fd, line, (size_t)n) != 0) {
		/* Part of the line may have gone: cut it back, so the log still
		 * ends with a whole line and resumes before this move. */
		int err = errno;
		bool cut = ftruncate(w->fd, (off_t)w->size) == 0;
		w->stopped = true;
		return set_error(w, "%s: %s (%s)", w->path, strerror(err),
		                 cut ? _("the log ends with the move before")
		                     : _("its last line is cut off, and will be left out"));
	}
	w->size += n;
	w->unsynced = true;
	if (monotonic_seconds() - w->synced_at >= GAMELOG_SYNC_SECONDS)
		return gamelog_sync(w);
	return 0;
}

int gamelog_sync(struct gamelog_writer *w)
{
	if (w->fd < 0 || !w->unsynced)
		return 0;
	if (fsync(w->fd) != 0)
		return set_error(w, "%s: %s", w->path, strerror(errno));
	w->unsynced = false;
	w->synced_at = monotonic_seconds();
	return 0;
}

int gamelog_close(struct gamelog_writer *w)
{
	if (w->fd < 0)
		return 0;
	int synced = gamelog_sync(w);
	int rc = close(w->fd);
	w->fd = -1;
	if (rc != 0)
		return set_error(w, "%s: %s", w->path, strerror(errno));
	return synced;
}

/* ---- where logs live -------------------------------------------------- */

int gamelog_default_dir(struct strbuf *dir)
{
	const char *state = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");
	strbuf_reset(dir);
	if (state && state[0] == '/')
		strbuf_printf(dir, "%s/catan/games", state);
	else if (home && home[0])
		strbuf_printf(dir, "%s/.local/state/catan/games", home);
	else
		return -1;
	return dir->failed ? -1 : 0;
}

void gamelog_file_name(struct strbuf *name, const char *game, time_t when, unsigned attempt)
{
	struct tm tm;
	strbuf_reset(name);
	if (localtime_r(&when, &tm))
		strbuf_printf(name, "%04d-%02d-%02d-%02d%02d%02d-", tm.tm_year + 1900,
		              tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
	size_t start = name->len;
	for (const char *p = game ? game : ""; *p && name->len - start < 32; p++) {
		char c = *p;
		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
			c = '-';
		strbuf_putc(name, c);
	}
	if (name->len == start)
		strbuf_puts(name, "game");
	if (attempt > 1)
		strbuf_printf(name, "-%u", attempt);
	strbuf_puts(name, ".log");
}
