/*
 * Tests of core/gamelog: what is written reads back identically, every kind
 * of damage is reported at its line and column, and no input -- truncated,
 * mutated or random -- upsets the reader.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/gamelog.h"
#include "core/rng.h"
#include "core/text.h"

/* ---- helpers ---------------------------------------------------------- */

/* A fresh directory under $TMPDIR (or /tmp), removed after each test. */
struct fixture {
	char dir[512];
};

static int make_tmpdir(void **state)
{
	static struct fixture fixture;
	const char *base = getenv("TMPDIR");
	if (!base || !*base)
		base = "/tmp";
	snprintf(fixture.dir, sizeof fixture.dir, "%s/catan-gamelog-XXXXXX", base);
	if (!mkdtemp(fixture.dir))
		return -1;
	*state = &fixture;
	return 0;
}

static void remove_tree(const char *path)
{
	struct stat st;
	if (lstat(path, &st) != 0)
		return;
	if (S_ISDIR(st.st_mode)) {
		DIR *dir = opendir(path);
		if (dir) {
			struct dirent *entry;
			char child[1024];
			while ((entry = readdir(dir)) != NULL) {
				if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
					continue;
				snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
				remove_tree(child);
			}
			closedir(dir);
		}
		rmdir(path);
	} else {
		unlink(path);
	}
}

static int remove_tmpdir(void **state)
{
	struct fixture *fixture = *state;
	remove_tree(fixture->dir);
	return 0;
}

static const char *in_tmp(void **state, const char *name, char *buf, size_t size)
{
	struct fixture *fixture = *state;
	snprintf(buf, size, "%s/%s", fixture->dir, name);
	return buf;
}

/* The whole file as a NUL-terminated string, in a buffer of size bytes. */
static void slurp(const char *path, char *buf, size_t size)
{
	FILE *fp = fopen(path, "rb");
	assert_non_null(fp);
	size_t n = fread(buf, 1, size - 1, fp);
	buf[n] = '\0';
	fclose(fp);
}

static void write_file(const char *path, const char *text)
{
	FILE *fp = fopen(path, "wb");
	assert_non_null(fp);
	fputs(text, fp);
	fclose(fp);
}

static int file_exists(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0;
}

static const struct gamelog_pair sample_header[] = {
	{ "game", "principality", 0 },
	{ "sets", "base", 0 },
	{ "variant", "", 0 },
	{ "players", "Anna, J\xC3\xBCrgen", 0 },
	{ "seed", "42", 0 },
	{ "db-digest", "sha256:9f86d081884c7d65", 0 },
	{ "engine", "catan 0.1.0", 0 },
};
#define SAMPLE_HEADER_COUNT (sizeof sample_header / sizeof sample_header[0])

static const char sample_text[] =
	"# game: principality\n"
	"# sets: base\n"
	"# variant:\n"
	"# players: Anna, J\xC3\xBCrgen\n"
	"# seed: 42\n"
	"# db-digest: sha256:9f86d081884c7d65\n"
	"# engine: catan 0.1.0\n";

/* ---- writing and reading back ----------------------------------------- */

static void test_round_trip(void **state)
{
	char path[1024], text[4096];
	in_tmp(state, "game.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, SAMPLE_HEADER_COUNT), 0);
	assert_string_equal(w.path, path);
	assert_int_equal(gamelog_append(&w, 1, "build road"), 0);
	assert_int_equal(gamelog_append(&w, 2, "play Universit\xC3\xA4t 3 5"), 0);
	assert_int_equal(gamelog_append(&w, 6, "trade wool wool wool -> ore"), 0);
	assert_int_equal(gamelog_close(&w), 0);

	slurp(path, text, sizeof text);
	char expected[4096];
	snprintf(expected, sizeof expected, "%s%s", sample_text,
	         "1: build road\n"
	         "2: play Universit\xC3\xA4t 3 5\n"
	         "6: trade wool wool wool -> ore\n");
	assert_string_equal(text, expected);

	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_file(&log, path, &diags), 0);
	assert_int_equal(diag_list_total(&diags), 0);
	assert_int_equal(log.header_count, SAMPLE_HEADER_COUNT);
	for (size_t i = 0; i < SAMPLE_HEADER_COUNT; i++) {
		assert_string_equal(log.header[i].key, sample_header[i].key);
		assert_string_equal(log.header[i].value, sample_header[i].value);
		assert_int_equal(log.header[i].line, (int)i + 1);
	}
	assert_string_equal(gamelog_header_value(&log, "seed"), "42");
	assert_string_equal(gamelog_header_value(&log, "variant"), "");
	assert_null(gamelog_header_value(&log, "Seed"));
	assert_int_equal(log.action_count, 3);
	assert_int_equal(log.actions[1].seat, 2);
	assert_string_equal(log.actions[1].text, "play Universit\xC3\xA4t 3 5");
	assert_int_equal(log.actions[1].line, 9);
	assert_int_equal(log.actions[1].col, 4);
	assert_int_equal(log.actions[2].seat, 6);
	assert_int_equal(log.actions[2].line, 10);
	gamelog_free(&log);
	assert_null(log.text);
	diag_list_free(&diags);
}

static void test_create_refuses_existing_file(void **state)
{
	char path[1024];
	in_tmp(state, "taken.log", path, sizeof path);
	write_file(path, "precious\n");
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 1), -1);
	assert_non_null(strstr(w.error, "File exists"));
	assert_int_equal(w.fd, -1);
	char text[64];
	slurp(path, text, sizeof text);
	assert_string_equal(text, "precious\n");
}

/* A log named by the user goes where the user said, or nowhere: a missing
 * directory is a mistyped name, not one to create. */
static void test_create_wants_its_directory(void **state)
{
	char path[1024], dir[1024];
	in_tmp(state, "a/b/game.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 1), -1);
	assert_non_null(strstr(w.error, "the directory "));
	assert_non_null(strstr(w.error, "a/b does not exist"));
	assert_false(file_exists(in_tmp(state, "a", dir, sizeof dir)));
}

static void test_create_refuses_bad_header(void **state)
{
	static const struct gamelog_pair bad[][2] = {
		{ { "game", "two\nlines", 0 }, { "seed", "1", 0 } },
		{ { "game", "tab\there", 0 }, { "seed", "1", 0 } },
		{ { "game", " padded", 0 }, { "seed", "1", 0 } },
		{ { "game", "padded ", 0 }, { "seed", "1", 0 } },
		{ { "game", "bad \xC3(", 0 }, { "seed", "1", 0 } },
		{ { "two words", "x", 0 }, { "seed", "1", 0 } },
		{ { "key:", "x", 0 }, { "seed", "1", 0 } },
		{ { "", "x", 0 }, { "seed", "1", 0 } },
		{ { "seed", "1", 0 }, { "seed", "2", 0 } },
	};
	char path[1024];
	in_tmp(state, "bad.log", path, sizeof path);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct gamelog_writer w = GAMELOG_WRITER_INIT;
		assert_int_equal(gamelog_create(&w, path, bad[i], 2), -1);
		assert_true(w.error[0] != '\0');
		assert_false(file_exists(path));
	}
}

/* Every action reaches the file at once (a killed process loses nothing);
 * the disk is made to hold it when the last sync is a second old, when the
 * caller asks, and at close. */
static void test_append_syncs_by_the_second(void **state)
{
	char path[1024], text[256];
	in_tmp(state, "sync.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 1), 0);
	assert_false(w.unsynced);

	assert_int_equal(gamelog_append(&w, 1, "roll"), 0);
	assert_true(w.unsynced);
	slurp(path, text, sizeof text);
	assert_non_null(strstr(text, "1: roll\n"));
	assert_int_equal(gamelog_sync(&w), 0);
	assert_false(w.unsynced);

	w.synced_at -= 2 * GAMELOG_SYNC_SECONDS;   /* as if two seconds had passed */
	assert_int_equal(gamelog_append(&w, 2, "end"), 0);
	assert_false(w.unsynced);

	assert_int_equal(gamelog_append(&w, 1, "roll"), 0);
	assert_true(w.unsynced);
	assert_int_equal(gamelog_close(&w), 0);
	assert_int_equal(w.fd, -1);
	assert_int_equal(gamelog_sync(&w), 0);   /* closed: nothing to do */
}

static void test_append_refuses_bad_actions(void **state)
{
	char path[1024];
	in_tmp(state, "actions.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 1), 0);

	assert_int_equal(gamelog_append(&w, 0, "build road"), -1);
	assert_non_null(strstr(w.error, "seat 0"));
	assert_int_equal(gamelog_append(&w, 7, "build road"), -1);
	static const char *const bad[] = {
		"", "build\nroad", "build road\n", "build\rroad", "build\troad", " build",
		"build ", "bad \xFF byte", "del\x7f",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(gamelog_append(&w, 1, bad[i]), -1);

	/* The longest line that fits: "1: " and 4093 bytes. */
	static char longest[GAMELOG_MAX_LINE];
	memset(longest, 'x', GAMELOG_MAX_LINE - 3);
	longest[GAMELOG_MAX_LINE - 3] = '\0';
	assert_int_equal(gamelog_append(&w, 1, longest), 0);
	static char too_long[GAMELOG_MAX_LINE + 1];
	memset(too_long, 'x', GAMELOG_MAX_LINE - 2);
	too_long[GAMELOG_MAX_LINE - 2] = '\0';
	assert_int_equal(gamelog_append(&w, 1, too_long), -1);
	assert_int_equal(gamelog_close(&w), 0);
	assert_int_equal(gamelog_append(&w, 1, "build road"), -1);  /* closed */

	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_file(&log, path, &diags), 0);
	assert_int_equal(log.action_count, 1);  /* only the good one went in */
	assert_int_equal(strlen(log.actions[0].text), GAMELOG_MAX_LINE - 3);
	gamelog_free(&log);
	diag_list_free(&diags);
}

static void test_resume_appends(void **state)
{
	char path[1024];
	in_tmp(state, "resume.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 2), 0);
	assert_int_equal(gamelog_append(&w, 1, "roll"), 0);
	assert_int_equal(gamelog_close(&w), 0);

	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), 0);
	assert_int_equal(log.action_count, 1);
	assert_int_equal(log.unterminated_line, 0);
	assert_int_equal(gamelog_append(&w, 2, "roll"), 0);
	assert_int_equal(gamelog_close(&w), 0);
	gamelog_free(&log);
	diag_list_free(&diags);

	char text[256];
	slurp(path, text, sizeof text);
	assert_string_equal(text, "# game: principality\n# sets: base\n1: roll\n2: roll\n");
}

/* A log whose last line lost its newline (a crash mid-write) is read
 * without it, and cut back to its whole lines before the next action. */
static void test_resume_after_cut_line(void **state)
{
	char path[1024];
	in_tmp(state, "cut.log", path, sizeof path);
	write_file(path, "# seed: 1\n1: build ro");
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), 0);
	assert_int_equal(log.action_count, 0);
	assert_int_equal(log.unterminated_line, 2);
	assert_int_equal(log.whole_bytes, 10);
	assert_int_equal(gamelog_cut(&w, log.whole_bytes), 0);
	assert_int_equal(gamelog_append(&w, 2, "roll"), 0);
	assert_int_equal(gamelog_close(&w), 0);
	gamelog_free(&log);
	diag_list_free(&diags);
	char text[256];
	slurp(path, text, sizeof text);
	assert_string_equal(text, "# seed: 1\n2: roll\n");
}

/* Runs body in a child process and returns its wait status: for what the
 * test process itself must not suffer (a file size limit, a second
 * writer's lock, a signal). */
static int in_child(void (*body)(void *), void *arg)
{
	fflush(NULL);
	pid_t child = fork();
	assert_true(child >= 0);
	if (child == 0) {
		body(arg);
		_exit(0);
	}
	int status;
	assert_int_equal(waitpid(child, &status, 0), child);
	return status;
}

static void second_writer(void *path)
{
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = gamelog_open_append(&w, path, &log, &diags);
	_exit(rc == -1 && w.busy && strstr(w.error, "another catan is writing this log") ? 0 : 1);
}

/* One log, one writer: a second process cannot open a log that a writer
 * holds, whether it created the log or opened it to append. */
static void test_second_writer_refused(void **state)
{
	char path[1024];
	in_tmp(state, "busy.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 1), 0);
	int status = in_child(second_writer, path);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	assert_int_equal(gamelog_close(&w), 0);

	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), 0);
	gamelog_free(&log);
	status = in_child(second_writer, path);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	assert_int_equal(gamelog_close(&w), 0);
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), 0);
	assert_int_equal(gamelog_close(&w), 0);
	gamelog_free(&log);
	diag_list_free(&diags);
}

struct limited {
	struct gamelog_writer *w;
	const char *path;
	long long limit;     /* bytes the file may grow to */
};

static void limit_file_size(long long bytes)
{
	struct rlimit none = { 0, 0 }, size;
	setrlimit(RLIMIT_CORE, &none);
	getrlimit(RLIMIT_FSIZE, &size);
	size.rlim_cur = (rlim_t)bytes;
	setrlimit(RLIMIT_FSIZE, &size);
}

/* A disk that fills up half-way through a line: write() takes what fits,
 * then fails. SIGXFSZ is ignored, so the write fails with EFBIG. */
static void append_to_full_disk(void *arg)
{
	struct limited *l = arg;
	signal(SIGXFSZ, SIG_IGN);
	limit_file_size(l->limit);
	int first = gamelog_append(l->w, 2, "build road to the castle");
	int second = gamelog_append(l->w, 1, "roll");
	_exit(first == -1 && second == -1 && l->w->stopped &&
	      strstr(l->w->error, "a line could not be written before") ? 0 : 1);
}

static void test_failed_append_cut_back(void **state)
{
	char path[1024], before[256], after[256];
	in_tmp(state, "full.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create(&w, path, sample_header, 2), 0);
	assert_int_equal(gamelog_append(&w, 1, "roll"), 0);
	slurp(path, before, sizeof before);
	struct limited l = { &w, path, w.size + 6 };
	int status = in_child(append_to_full_disk, &l);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	slurp(path, after, sizeof after);
	assert_string_equal(after, before);
	assert_int_equal(gamelog_close(&w), 0);
}

/* Killed (by the file size limit's signal) as the header is written. */
static void create_and_die(void *arg)
{
	struct limited *l = arg;
	limit_file_size(l->limit);
	gamelog_create(l->w, l->path, sample_header, SAMPLE_HEADER_COUNT);
	_exit(0);
}

/* A log exists with its whole header or not at all: a process killed
 * between creating it and writing the header leaves nothing a later run
 * would refuse to resume or to replace. */
static void test_create_is_atomic(void **state)
{
	char path[1024], text[1024];
	in_tmp(state, "killed.log", path, sizeof path);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	struct limited l = { &w, path, 20 };
	int status = in_child(create_and_die, &l);
	assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ);
	assert_false(file_exists(path));
	assert_int_equal(gamelog_create(&w, path, sample_header, SAMPLE_HEADER_COUNT), 0);
	assert_int_equal(gamelog_close(&w), 0);
	slurp(path, text, sizeof text);
	assert_string_equal(text, sample_text);
}

/* A pipe is refused, not waited on: reading a log needs its end. */
static void test_fifo_refused(void **state)
{
	char path[1024];
	in_tmp(state, "pipe.log", path, sizeof path);
	assert_int_equal(mkfifo(path, 0600), 0);
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_file(&log, path, &diags), -1);
	assert_non_null(strstr(diags.items[0].message, "not a regular file"));
	diag_list_free(&diags);
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), -1);
	assert_non_null(strstr(w.error, "not a regular file"));
	assert_int_equal(w.fd, -1);
	gamelog_free(&log);
	diag_list_free(&diags);
}

static void test_open_append_failures(void **state)
{
	char path[1024];
	struct gamelog_writer w = GAMELOG_WRITER_INIT;
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	in_tmp(state, "missing.log", path, sizeof path);
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), -1);
	assert_non_null(strstr(w.error, "missing.log"));
	assert_false(file_exists(path));

	in_tmp(state, "", path, sizeof path);
	assert_int_equal(gamelog_open_append(&w, path, &log, &diags), -1);  /* a directory */
	assert_int_equal(w.fd, -1);
	assert_int_equal(log.action_count + log.header_count, 0);
	diag_list_free(&diags);
}

static void test_create_new_picks_free_names(void **state)
{
	char dir[1024];
	in_tmp(state, "state/catan/games", dir, sizeof dir);
	struct gamelog_writer a = GAMELOG_WRITER_INIT, b = GAMELOG_WRITER_INIT;
	assert_int_equal(gamelog_create_new(&a, dir, "Principality", sample_header, 1), 0);
	assert_int_equal(gamelog_create_new(&b, dir, "Principality", sample_header, 1), 0);
	assert_string_not_equal(a.path, b.path);
	assert_int_equal(strncmp(a.path, dir, strlen(dir)), 0);
	assert_non_null(strstr(a.path, "-principality"));
	assert_non_null(strstr(b.path, ".log"));
	assert_int_equal(gamelog_close(&a), 0);
	assert_int_equal(gamelog_close(&b), 0);
	assert_true(file_exists(a.path));
	assert_true(file_exists(b.path));
	/* The directory and its missing parents were made, private. */
	struct stat st;
	assert_int_equal(stat(dir, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0700);
	in_tmp(state, "state", dir, sizeof dir);
	assert_int_equal(stat(dir, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0700);
}

static void test_file_name(void **unused)
{
	(void)unused;
	setenv("TZ", "UTC", 1);
	tzset();
	struct strbuf name = STRBUF_INIT;
	time_t when = 1714571112;  /* 2024-05-01 13:45:12 UTC */
	gamelog_file_name(&name, "principality", when, 1);
	assert_string_equal(strbuf_str(&name), "2024-05-01-134512-principality.log");
	gamelog_file_name(&name, "principality", when, 3);
	assert_string_equal(strbuf_str(&name), "2024-05-01-134512-principality-3.log");
	gamelog_file_name(&name, "Fast Card/Game!", when, 1);
	assert_string_equal(strbuf_str(&name), "2024-05-01-134512-fast-card-game-.log");
	gamelog_file_name(&name, "", when, 1);
	assert_string_equal(strbuf_str(&name), "2024-05-01-134512-game.log");
	gamelog_file_name(&name, NULL, when, 2);
	assert_string_equal(strbuf_str(&name), "2024-05-01-134512-game-2.log");
	strbuf_free(&name);
}

static void test_default_dir(void **unused)
{
	(void)unused;
	char *saved_state = getenv("XDG_STATE_HOME") ? strdup(getenv("XDG_STATE_HOME")) : NULL;
	char *saved_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
	struct strbuf dir = STRBUF_INIT;

	setenv("XDG_STATE_HOME", "/srv/state", 1);
	setenv("HOME", "/home/anna", 1);
	assert_int_equal(gamelog_default_dir(&dir), 0);
	assert_string_equal(strbuf_str(&dir), "/srv/state/catan/games");

	setenv("XDG_STATE_HOME", "relative/state", 1);  /* ignored, as XDG says */
	assert_int_equal(gamelog_default_dir(&dir), 0);
	assert_string_equal(strbuf_str(&dir), "/home/anna/.local/state/catan/games");

	unsetenv("XDG_STATE_HOME");
	assert_int_equal(gamelog_default_dir(&dir), 0);
	assert_string_equal(strbuf_str(&dir), "/home/anna/.local/state/catan/games");

	unsetenv("HOME");
	assert_int_equal(gamelog_default_dir(&dir), -1);

	if (saved_state)
		setenv("XDG_STATE_HOME", saved_state, 1);
	if (saved_home)
		setenv("HOME", saved_home, 1);
	free(saved_state);
	free(saved_home);
	strbuf_free(&dir);
}

static void test_valid_key_and_text(void **unused)
{
	(void)unused;
	assert_true(gamelog_valid_key("db-digest"));
	assert_true(gamelog_valid_key("engine.version_2"));
	assert_false(gamelog_valid_key(""));
	assert_false(gamelog_valid_key("has space"));
	assert_false(gamelog_valid_key("colon:"));
	assert_false(gamelog_valid_key("Stra\xC3\x9F" "e"));
	assert_true(gamelog_valid_text(""));
	assert_true(gamelog_valid_text("J\xC3\xBCrgen von Stein"));
	assert_false(gamelog_valid_text("a\nb"));
	assert_false(gamelog_valid_text(" a"));
	assert_false(gamelog_valid_text("\xE2\x82"));
}

/* ---- reading damaged logs --------------------------------------------- */

/* Reads len bytes of text and checks that exactly one problem is reported,
 * at line:col, with a message containing what. */
static void assert_one_problem(const char *text, size_t len, int line, int col,
                               const char *what)
{
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", text, len, &diags), -1);
	if (diags.count != 1 || diags.items[0].where.line != line ||
	    diags.items[0].where.col != col || !strstr(diags.items[0].message, what)) {
		diag_list_print(&diags, stderr);
		fail_msg("expected one problem at %d:%d containing \"%s\"", line, col, what);
	}
	assert_string_equal(diags.items[0].where.source, "t.log");
	gamelog_free(&log);
	diag_list_free(&diags);
}

#define ASSERT_ONE_PROBLEM(lit, line, col, what) \
	assert_one_problem(lit, sizeof lit - 1, line, col, what)

static void test_damage_header(void **unused)
{
	(void)unused;
	ASSERT_ONE_PROBLEM("# game principality\n", 1, 8, "not a '# key: value' header line");
	ASSERT_ONE_PROBLEM("#\n", 1, 2, "not a '# key: value' header line");
	ASSERT_ONE_PROBLEM("# : x\n", 1, 3, "not a '# key: value' header line");
	ASSERT_ONE_PROBLEM("# two words: x\n", 1, 7, "not a '# key: value' header line");
	ASSERT_ONE_PROBLEM("# seed: 1\n1: roll\n# just a comment\n", 3, 8,
	                   "(a log has no comments)");
	ASSERT_ONE_PROBLEM("# seed: 1\n1: roll\n\n# game: fast\n", 4, 1,
	                   "header line after the first action (line 2)");
	ASSERT_ONE_PROBLEM("# seed: 1\n# game: x\n# seed: 2\n", 3, 3, "header key 'seed' repeats line 1");
	/* a key the writer would refuse is not read either: 65 bytes */
	ASSERT_ONE_PROBLEM("# kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk: 1\n", 1, 3,
	                   "header key longer than 64 bytes");
	assert_false(gamelog_valid_key("kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"));
	assert_true(gamelog_valid_key("kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"));
}

/* A line counts only when it ends in a newline. A last line without one
 * was cut off as it was written, and what is left of it may spell another
 * move ("offer lumber for wool" from "... wool wool") or another seed: it
 * is left out, and the log says which line it was and where it starts. */
static void test_unterminated_last_line(void **unused)
{
	(void)unused;
	static const char cut[] = "# seed: 1\n1: roll\n2: offer lumber for wool";
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", cut, sizeof cut - 1, &diags), 0);
	assert_int_equal(log.action_count, 1);
	assert_string_equal(log.actions[0].text, "roll");
	assert_int_equal(log.unterminated_line, 3);
	assert_int_equal(log.whole_bytes, 18);
	gamelog_free(&log);

	static const char header[] = "# game: fast\n# seed: 4";
	assert_int_equal(gamelog_read_buffer(&log, "t.log", header, sizeof header - 1, &diags), 0);
	assert_int_equal(log.header_count, 1);
	assert_null(gamelog_header_value(&log, "seed"));
	assert_int_equal(log.unterminated_line, 2);
	gamelog_free(&log);

	/* A torn UTF-8 sequence in it is no problem: the line is not read. */
	static const char torn[] = "# seed: 1\n1: play Universit\xC3";
	assert_int_equal(gamelog_read_buffer(&log, "t.log", torn, sizeof torn - 1, &diags), 0);
	assert_int_equal(log.action_count, 0);
	gamelog_free(&log);

	static const char whole[] = "# seed: 1\n1: roll\n";
	assert_int_equal(gamelog_read_buffer(&log, "t.log", whole, sizeof whole - 1, &diags), 0);
	assert_int_equal(log.unterminated_line, 0);
	assert_int_equal(log.whole_bytes, sizeof whole - 1);
	gamelog_free(&log);
	assert_int_equal(diags.count, 0);
	diag_list_free(&diags);
}

/* Many header lines take time in proportion, not quadratic: past
 * GAMELOG_MAX_HEADER they are one problem, named once. */
static void test_many_header_lines(void **unused)
{
	(void)unused;
	enum { LINES = 100000 };
	struct strbuf text = STRBUF_INIT;
	for (int i = 0; i < LINES; i++)
		strbuf_printf(&text, "# key%d: %d\n", i, i);
	strbuf_puts(&text, "1: roll\n");
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", text.data, text.len, &diags), -1);
	assert_int_equal(log.header_count, GAMELOG_MAX_HEADER);
	assert_int_equal(diags.count, 1);
	assert_int_equal(diags.items[0].where.line, GAMELOG_MAX_HEADER + 1);
	assert_string_equal(diags.items[0].message, "more than 64 header lines");
	assert_int_equal(log.action_count, 1);
	gamelog_free(&log);
	diag_list_free(&diags);
	strbuf_free(&text);
}

static void test_damage_actions(void **unused)
{
	(void)unused;
	ASSERT_ONE_PROBLEM("x: build road\n", 1, 1, "expected '<seat>: <action>'");
	ASSERT_ONE_PROBLEM("Anna: build road\n", 1, 1, "expected '<seat>: <action>'");
	ASSERT_ONE_PROBLEM(": build road\n", 1, 1, "expected '<seat>: <action>'");
	ASSERT_ONE_PROBLEM("0: roll\n", 1, 1, "seat '0' is not a seat number 1-6");
	ASSERT_ONE_PROBLEM("7: roll\n", 1, 1, "seat '7' is not a seat number 1-6");
	ASSERT_ONE_PROBLEM("  01: roll\n", 1, 3, "seat '01' is not a seat number");
	ASSERT_ONE_PROBLEM("99999999999999999999999: roll\n", 1, 1, "is not a seat number");
	ASSERT_ONE_PROBLEM("1 roll\n", 1, 3, "expected ':' after the seat number");
	ASSERT_ONE_PROBLEM("1\n", 1, 2, "expected ':' after the seat number");
	ASSERT_ONE_PROBLEM("1:\n", 1, 3, "empty action after '1:'");
	ASSERT_ONE_PROBLEM("2:   \t \n", 1, 8, "empty action after '2:'");
	/* the writer writes no tab: one inside an action or a value is no line
	 * of a log (a fuzzed "offer wool for\t lumber" was read as an action) */
	ASSERT_ONE_PROBLEM("2: offer wool for\t lumber\n", 1, 18, "tab inside the action");
	ASSERT_ONE_PROBLEM("# variant: two\twords\n", 1, 15, "tab inside the value");
}

static void test_damage_bytes(void **unused)
{
	(void)unused;
	ASSERT_ONE_PROBLEM("1: a\0b\n", 1, 5, "NUL byte");
	ASSERT_ONE_PROBLEM("1: a\x01\n", 1, 5, "control character 0x01");
	ASSERT_ONE_PROBLEM("1: a\x7f\n", 1, 5, "control character 0x7F");
	ASSERT_ONE_PROBLEM("1: a\r\r\n", 1, 5, "control character 0x0D");
	ASSERT_ONE_PROBLEM("1: \xC3(\n", 1, 4, "invalid UTF-8 (byte 0xC3)");
	ASSERT_ONE_PROBLEM("\n\n1: ok\n2: x\xFF\n", 4, 5, "invalid UTF-8 (byte 0xFF)");
	ASSERT_ONE_PROBLEM("# seed: \xED\xA0\x80\n", 1, 9, "invalid UTF-8");
}

static void test_damage_long_line(void **unused)
{
	(void)unused;
	size_t len = 3 + 5000 + 1 + 8;
	char *text = malloc(len);
	assert_non_null(text);
	memcpy(text, "1: ", 3);
	memset(text + 3, 'a', 5000);
	memcpy(text + 5003, "\n2: roll\n", 9);
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", text, len, &diags), -1);
	assert_int_equal(diags.count, 1);
	assert_int_equal(diags.items[0].where.line, 1);
	assert_int_equal(diags.items[0].where.col, GAMELOG_MAX_LINE + 1);
	assert_string_equal(diags.items[0].message, "line is longer than 4096 bytes");
	/* The next line is still read. */
	assert_int_equal(log.action_count, 1);
	assert_int_equal(log.actions[0].line, 2);
	gamelog_free(&log);
	diag_list_free(&diags);
	free(text);
}

/* Problems do not stop the reader: each is reported, good lines are kept. */
static void test_damage_everywhere(void **unused)
{
	(void)unused;
	static const char text[] =
		"# seed: 7\n"
		"# oops\n"
		"1: roll\n"
		"9: roll\n"
		"2: build road\n"
		"# seed: 8\n";
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", text, sizeof text - 1, &diags), -1);
	assert_int_equal(diags.count, 3);
	assert_int_equal(diags.items[0].where.line, 2);
	assert_int_equal(diags.items[1].where.line, 4);
	assert_int_equal(diags.items[2].where.line, 6);
	assert_int_equal(log.header_count, 1);
	assert_int_equal(log.action_count, 2);
	assert_string_equal(log.actions[1].text, "build road");

	struct strbuf line = STRBUF_INIT;
	diag_format(&diags.items[1], &line);
	assert_string_equal(strbuf_str(&line), "t.log: 4:1: seat '9' is not a seat number 1-6");
	strbuf_free(&line);
	gamelog_free(&log);
	diag_list_free(&diags);
}

/* What the reader forgives: CRLF, a byte order mark, blank lines, and
 * blanks around the separators. (A last line without a newline is not
 * forgiven but left out: test_unterminated_last_line.) */
static void test_lenient_forms(void **unused)
{
	(void)unused;
	static const char text[] =
		"\xEF\xBB\xBF# game: fast\r\n"
		"#seed:42   \r\n"
		"#\tvariant :\r\n"
		"\r\n"
		"   \t\n"
		"  2 :  build road  \r\n"
		"1:roll\n";
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", text, sizeof text - 1, &diags), 0);
	assert_int_equal(diags.count, 0);
	assert_int_equal(log.header_count, 3);
	assert_string_equal(gamelog_header_value(&log, "game"), "fast");
	assert_string_equal(gamelog_header_value(&log, "seed"), "42");
	assert_string_equal(gamelog_header_value(&log, "variant"), "");
	assert_int_equal(log.action_count, 2);
	assert_int_equal(log.actions[0].seat, 2);
	assert_string_equal(log.actions[0].text, "build road");
	assert_int_equal(log.actions[0].line, 6);
	assert_int_equal(log.actions[0].col, 8);
	assert_int_equal(log.actions[1].seat, 1);
	assert_string_equal(log.actions[1].text, "roll");
	assert_int_equal(log.actions[1].line, 7);
	gamelog_free(&log);
	diag_list_free(&diags);
}

static void test_empty_inputs(void **unused)
{
	(void)unused;
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&log, "t.log", NULL, 0, &diags), 0);
	assert_int_equal(log.header_count + log.action_count, 0);
	gamelog_free(&log);
	assert_int_equal(gamelog_read_buffer(&log, "t.log", "\n\n\n", 3, &diags), 0);
	assert_int_equal(log.header_count + log.action_count, 0);
	gamelog_free(&log);
	assert_int_equal(diags.count, 0);
	diag_list_free(&diags);
}

static void test_read_file_failures(void **state)
{
	char path[1024];
	in_tmp(state, "no-such.log", path, sizeof path);
	struct gamelog log = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_file(&log, path, &diags), -1);
	assert_int_equal(diags.count, 1);
	assert_string_equal(diags.items[0].where.source, path);
	assert_int_equal(diags.items[0].where.line, 0);
	assert_string_equal(diags.items[0].message, strerror(ENOENT));
	gamelog_free(&log);
	diag_list_free(&diags);

	size_t big = (size_t)GAMELOG_MAX_BYTES + 1;
	char *junk = calloc(big, 1);
	assert_non_null(junk);
	assert_int_equal(gamelog_read_buffer(&log, "big.log", junk, big, &diags), -1);
	assert_int_equal(diags.count, 1);
	assert_non_null(strstr(diags.items[0].message, "larger than"));
	gamelog_free(&log);
	diag_list_free(&diags);

	/* The same limit holds for a file. */
	in_tmp(state, "big.log", path, sizeof path);
	memset(junk, '\n', big);
	FILE *fp = fopen(path, "wb");
	assert_non_null(fp);
	assert_int_equal(fwrite(junk, 1, big, fp), big);
	fclose(fp);
	free(junk);
	assert_int_equal(gamelog_read_file(&log, path, &diags), -1);
	assert_int_equal(diags.count, 1);
	assert_non_null(strstr(diags.items[0].message, "larger than"));
	gamelog_free(&log);
	diag_list_free(&diags);
}

/* ---- fuzz-style loops ------------------------------------------------- */

static const char fuzz_log[] =
	"# game: principality\n"
	"# seed: 1234\n"
	"# players: Anna, J\xC3\xBCrgen\r\n"
	"1: roll\n"
	"1: build road\n"
	"2: play Universit\xC3\xA4t 3 5\n"
	"\n"
	"2: trade wool wool wool -> ore\r\n"
	"1: discard \xE2\x82\xAC \xF0\x9F\x98\x80\n"
	"2: end\n";

static int count_lines(const char *text, size_t len)
{
	int lines = 0;
	for (size_t i = 0; i < len; i++)
		lines += text[i] == '\n';
	return lines + 1;
}

/* What must hold for any input: every kept line is well-formed, every
 * position is inside the input. */
static void assert_sane(const struct gamelog *log, const struct diag_list *diags,
                        const char *text, size_t len)
{
	int lines = count_lines(text, len);
	for (size_t i = 0; i < log->header_count; i++) {
		assert_true(gamelog_valid_key(log->header[i].key));
		assert_true(text_valid_utf8(log->header[i].value, strlen(log->header[i].value), NULL));
		assert_in_range(log->header[i].line, 1, lines);
	}
	for (size_t i = 0; i < log->action_count; i++) {
		const struct gamelog_action *a = &log->actions[i];
		size_t n = strlen(a->text);
		assert_in_range(a->seat, 1, GAMELOG_MAX_SEAT);
		assert_true(n > 0 && a->text[0] != ' ' && a->text[n - 1] != ' ');
		assert_true(text_valid_utf8(a->text, n, NULL));
		assert_in_range(a->line, 1, lines);
		assert_in_range(a->col, 1, GAMELOG_MAX_LINE);
		if (i > 0)
			assert_true(a->line > log->actions[i - 1].line);
	}
	for (size_t i = 0; i < diags->count; i++) {
		assert_in_range(diags->items[i].where.line, 1, lines);
		assert_in_range(diags->items[i].where.col, 1, GAMELOG_MAX_LINE + 1);
	}
}

static void test_fuzz_truncations(void **unused)
{
	(void)unused;
	size_t full_len = sizeof fuzz_log - 1;
	struct gamelog full = GAMELOG_INIT;
	struct diag_list diags = DIAG_LIST_INIT;
	assert_int_equal(gamelog_read_buffer(&full, "full.log", fuzz_log, full_len, &diags), 0);
	assert_int_equal(full.header_count, 3);
	assert_int_equal(full.action_count, 6);

	for (size_t len = 0; len <= full_len; len++) {
		/* A copy of exactly len bytes, so ASan sees any read past it. */
		char *cut = malloc(len ? len : 1);
		assert_non_null(cut);
		memcpy(cut, fuzz_log, len);
		struct gamelog log = GAMELOG_INIT;
		int rc = gamelog_read_buffer(&log, "cut.log", cut, len, &diags);
		assert_sane(&log, &diags, cut, len);
		assert_int_equal(rc == 0, diags.count == 0);

		/* Every action on a line the cut left whole is read as in the full
		 * log; the line that was cut is never read. */
		int whole_lines = count_lines(cut, len) - 1;
		size_t whole = 0;
		while (whole < full.action_count && full.actions[whole].line <= whole_lines)
			whole++;
		assert_int_equal(log.action_count, whole);
		assert_int_equal(log.unterminated_line,
		                 len == 0 || cut[len - 1] == '\n' ? 0 : whole_lines + 1);
		for (size_t i = 0; i < whole; i++) {
			assert_int_equal(log.actions[i].seat, full.actions[i].seat);
			assert_int_equal(log.actions[i].line, full.actions[i].line);
			assert_string_equal(log.actions[i].text, full.actions[i].text);
		}
		if (len == 0 || cut[len - 1] == '\n')
			assert_int_equal(diags.count, 0);  /* a cut between lines is clean */
		gamelog_free(&log);
		diag_list_free(&diags);
		free(cut);
	}
	gamelog_free(&full);
}

static void test_fuzz_mutations(void **unused)
{
	(void)unused;
	static const char nasty[] = { '\0', '\n', '\r', '#', ':', ' ', '\t', '1', '7',
	                              (char)0xC3, (char)0x80, (char)0xFF, (char)0xED };
	size_t full = sizeof fuzz_log - 1;
	char *text = malloc(full);
	assert_non_null(text);
	struct rng rng;
	rng_seed(&rng, 20240501);
	for (int round = 0; round < 3000; round++) {
		memcpy(text, fuzz_log, full);
		int changes = 1 + (int)rng_below(&rng, 8);
		for (int c = 0; c < changes; c++) {
			size_t at = (size_t)rng_below(&rng, full);
			if (rng_below(&rng, 2))
				text[at] = nasty[rng_below(&rng, sizeof nasty)];
			else
				text[at] = (char)rng_below(&rng, 256);
		}
		size_t len = (size_t)rng_below(&rng, full + 1);
		struct gamelog log = GAMELOG_INIT;
		struct diag_list diags = DIAG_LIST_INIT;
		int rc = gamelog_read_buffer(&log, "mutant.log", text, len, &diags);
		assert_sane(&log, &diags, text, len);
		assert_int_equal(rc == 0, diags.count == 0);
		gamelog_free(&log);
		diag_list_free(&diags);
	}
	free(text);
}

/* Pure noise, in lines of every length: the diag list stops growing at its
 * cap, the reader keeps going. */
static void test_fuzz_random_bytes(void **unused)
{
	(void)unused;
	struct rng rng;
	rng_seed(&rng, 99);
	for (int round = 0; round < 200; round++) {
		size_t len = (size_t)rng_below(&rng, 20000);
		unsigned char *noise = malloc(len ? len : 1);
		assert_non_null(noise);
		for (size_t i = 0; i < len; i++)
			noise[i] = (unsigned char)rng_below(&rng, round % 2 ? 256 : 16);
		struct gamelog log = GAMELOG_INIT;
		struct diag_list diags = DIAG_LIST_INIT;
		gamelog_read_buffer(&log, "noise.log", (const char *)noise, len, &diags);
		assert_sane(&log, &diags, (const char *)noise, len);
		assert_true(diags.count <= DIAG_MAX);
		gamelog_free(&log);
		diag_list_free(&diags);
		free(noise);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_trip, make_tmpdir, remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_create_refuses_existing_file, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_create_refuses_bad_header, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_append_syncs_by_the_second, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_append_refuses_bad_actions, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_resume_appends, make_tmpdir, remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_resume_after_cut_line, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_second_writer_refused, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_failed_append_cut_back, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_create_is_atomic, make_tmpdir, remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_create_wants_its_directory, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_fifo_refused, make_tmpdir, remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_open_append_failures, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test_setup_teardown(test_create_new_picks_free_names, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test(test_file_name),
		cmocka_unit_test(test_default_dir),
		cmocka_unit_test(test_valid_key_and_text),
		cmocka_unit_test(test_damage_header),
		cmocka_unit_test(test_unterminated_last_line),
		cmocka_unit_test(test_many_header_lines),
		cmocka_unit_test(test_damage_actions),
		cmocka_unit_test(test_damage_bytes),
		cmocka_unit_test(test_damage_long_line),
		cmocka_unit_test(test_damage_everywhere),
		cmocka_unit_test(test_lenient_forms),
		cmocka_unit_test(test_empty_inputs),
		cmocka_unit_test_setup_teardown(test_read_file_failures, make_tmpdir,
		                                remove_tmpdir),
		cmocka_unit_test(test_fuzz_truncations),
		cmocka_unit_test(test_fuzz_mutations),
		cmocka_unit_test(test_fuzz_random_bytes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
