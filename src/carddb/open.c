/*
 * Opening card databases: the user's file or the built-in image.
 */
#include "carddb/internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/arena.h"
#include "core/i18n.h"
#include "core/newfile.h"
#include "core/strbuf.h"

#define CARDDB_BUILTIN_NAME N_("built-in card database")

/* The name is in the console's language: it heads db check's report and
 * sim --against's, and every problem found in the database. */
const char *carddb_display_name(const char *path)
{
	return path ? path : _(CARDDB_BUILTIN_NAME);
}

const char *carddb_choose_path(const char *db_option)
{
	if (db_option && db_option[0])
		return db_option;
	const char *env = getenv("CATAN_DB");
	if (env && env[0])
		return env;
	return NULL;
}

static void report(struct diag_list *diags, const char *source, const char *fmt, const char *detail)
{
	struct diag_where where;
	diag_where_set(&where, source, NULL, NULL, NULL, 0, 0);
	diag_add(diags, &where, fmt, detail);
}

/* A database file can hold views, triggers and SQL functions calls that run
 * on read; none of that is wanted from a card file. Defensive mode also
 * forbids writes that could corrupt it. */
static int harden(sqlite3 *sql)
{
	int ok = 1;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_ENABLE_VIEW, 0, NULL) == SQLITE_OK;
	/* A double-quoted name that is no column would otherwise be read as a
	 * string literal, and a missing column would go unnoticed. */
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_DQS_DML, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(sql, SQLITE_DBCONFIG_DQS_DDL, 0, NULL) == SQLITE_OK;
	/* No card value needs more than a few kilobytes; a huge string in a
	 * damaged file becomes an error instead of a large allocation. */
	sqlite3_limit(sql, SQLITE_LIMIT_LENGTH, 1 << 20);
	sqlite3_limit(sql, SQLITE_LIMIT_SQL_LENGTH, 1 << 20);
	sqlite3_limit(sql, SQLITE_LIMIT_ATTACHED, 0);
	return ok;
}

static sqlite3 *open_builtin(struct diag_list *diags)
{
	sqlite3 *sql = NULL;
	if (sqlite3_open_v2(":memory:", &sql, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		report(diags, carddb_display_name(NULL), _("cannot open%s: out of memory"), "");
		sqlite3_close(sql);
		return NULL;
	}
	/* READONLY without FREEONCLOSE: SQLite reads the image in place and
	 * never writes it, so the constant array can be lent without a copy. */
	int rc = sqlite3_deserialize(sql, "main", (unsigned char *)carddb_default_image,
	                             (sqlite3_int64)carddb_default_image_size,
	                             (sqlite3_int64)carddb_default_image_size,
	                             SQLITE_DESERIALIZE_READONLY);
	if (rc != SQLITE_OK || !harden(sql)) {
		report(diags, carddb_display_name(NULL), _("cannot load the image: %s"), sqlite3_errmsg(sql));
		sqlite3_close(sql);
		return NULL;
	}
	return sql;
}

/* Whether path has a write-ahead log beside it that holds changes. */
static bool has_wal(const char *path)
{
	char wal[4200];
	struct stat st;
	int n = snprintf(wal, sizeof wal, "%s-wal", path);
	return n > 0 && (size_t)n < sizeof wal && stat(wal, &st) == 0 && st.st_size > 0;
}

/* The URI that opens path read-only: "immutable" when nothing but the file
 * itself holds the database, so that SQLite neither writes nor locks -- no
 * -wal or -shm file appears beside it, and a read-only directory does not
 * matter. A database with changes still in its write-ahead log is opened
 * "mode=ro" instead, which reads them (and may need the -shm file). */
static int read_only_uri(const char *path, struct strbuf *uri)
{
	strbuf_puts(uri, path[0] == '/' ? "file://" : "file:");
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if (*p == '%' || *p == '?' || *p == '#' || *p <= 0x20 || *p >= 0x7F)
			strbuf_printf(uri, "%%%02X", *p);
		else
			strbuf_putc(uri, (char)*p);
	}
	strbuf_puts(uri, has_wal(path) ? "?mode=ro" : "?immutable=1");
	return uri->failed ? -1 : 0;
}

sqlite3 *carddb_sqlite_open(const char *path, const char *source, struct diag_list *diags)
{
	if (!path)
		return open_builtin(diags);
	struct stat st;
	if (stat(path, &st) != 0) {
		report(diags, source, _("cannot open: %s"), strerror(errno));
		return NULL;
	}
	if (!S_ISREG(st.st_mode)) {
		report(diags, source, _("cannot open: %s"), _("not a regular file"));
		return NULL;
	}
	sqlite3 *sql = NULL;
	struct strbuf uri = STRBUF_INIT;
	int rc = read_only_uri(path, &uri) != 0 ? SQLITE_NOMEM
	       : sqlite3_open_v2(strbuf_str(&uri), &sql,
	                         SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, NULL);
	strbuf_free(&uri);
	if (rc != SQLITE_OK || !harden(sql)) {
		report(diags, source, _("cannot open: %s"), sql ? sqlite3_errmsg(sql) : _("out of memory"));
		sqlite3_close(sql);
		return NULL;
	}
	return sql;
}

/* Reads the database open in sql, and closes it. */
static struct carddb *load_open(sqlite3 *sql, const char *source, struct diag_list *diags)
{
	struct carddb *db = calloc(1, sizeof *db);
	if (db)
		db->arena = arena_new();
	if (!db || !db->arena) {
		report(diags, source, _("cannot load: %s"), _("out of memory"));
		sqlite3_close(sql);
		carddb_free(db);
		return NULL;
	}
	snprintf(db->source, sizeof db->source, "%s", source);
	size_t problems = carddb_read_all(sql, db, diags);
	sqlite3_close(sql);
	if (problems) {
		carddb_free(db);
		return NULL;
	}
	return db;
}

struct carddb *carddb_load(const char *path, struct diag_list *diags)
{
	const char *source = carddb_display_name(path);
	sqlite3 *sql = carddb_sqlite_open(path, source, diags);
	return sql ? load_open(sql, source, diags) : NULL;
}

struct carddb *carddb_load_image(const void *image, size_t size, const char *source,
                                 struct diag_list *diags)
{
	sqlite3 *sql = NULL;
	unsigned char *copy = sqlite3_malloc64(size ? size : 1);
	if (!copy || sqlite3_open_v2(":memory:", &sql, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX,
	                             NULL) != SQLITE_OK) {
		sqlite3_free(copy);
		sqlite3_close(sql);
		report(diags, source, _("cannot open%s: out of memory"), "");
		return NULL;
	}
	memcpy(copy, image, size);
	if (sqlite3_deserialize(sql, "main", copy, (sqlite3_int64)size, (sqlite3_int64)size,
	                        SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY) !=
	        SQLITE_OK ||
	    !harden(sql)) {
		report(diags, source, _("cannot open: %s"), sqlite3_errmsg(sql));
		sqlite3_close(sql);
		return NULL;
	}
	return load_open(sql, source, diags);
}

void carddb_free(struct carddb *db)
{
	if (!db)
		return;
	if (db->cards)
		carddb_free_effects(db);
	free(db->sets);
	free(db->resources);
	free(db->types);
	free(db->cards);
	free(db->prereqs);
	free(db->options);
	free(db->named_effects);
	free(db->hexes);
	free(db->terrains);
	free(db->tokens);
	free(db->harbors);
	free(db->layout_hexes);
	free(db->neutral_starts);
	arena_free(db->arena);
	free(db);
}

int carddb_write_default(const char *path, bool force, struct diag_list *diags)
{
	/* Written under a temporary name and named when whole: a full disk or
	 * a kill leaves no half database to be refused (and, without --force,
	 * kept) by the next run. Naming it refuses an existing file in the same
	 * step, so two runs cannot both think the file was theirs to write. */
	struct stat st;
	if (!force && lstat(path, &st) == 0) {
		report(diags, path, "%s", _("file exists; use --force to overwrite it"));
		return -1;
	}
	struct newfile file;
	if (newfile_open(&file, path, force) != 0) {
		report(diags, path, _("cannot create: %s"), strerror(errno));
		return -1;
	}
	const unsigned char *data = carddb_default_image;
	size_t left = carddb_default_image_size;
	while (left > 0) {
		ssize_t n = write(file.fd, data, left);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			report(diags, path, _("cannot write: %s"), strerror(errno));
			newfile_abandon(&file);
			return -1;
		}
		data += n;
		left -= (size_t)n;
	}
	if (newfile_publish(&file, force) != 0) {
		if (errno == EEXIST)
			report(diags, path, "%s", _("file exists; use --force to overwrite it"));
		else
			report(diags, path, _("cannot write: %s"), strerror(errno));
		return -1;
	}
	close(file.fd);
	return 0;
}
