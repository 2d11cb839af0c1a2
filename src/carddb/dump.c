/*
 * Dumping a card database back to SQL, the way `catan db dump` prints it:
 * the schema as stored, the schema version, then one INSERT per row, in
 * table creation order so that referenced rows come first.
 */
#include "carddb/internal.h"

#include <string.h>

#include "core/i18n.h"
#include "core/strbuf.h"

static void report_sql(struct diag_list *diags, const char *source, sqlite3 *sql)
{
	struct diag_where where;
	diag_where_set(&where, source, NULL, NULL, NULL, 0, 0);
	diag_add(diags, &where, _("cannot dump: %s"), sqlite3_errmsg(sql));
}

/* Identifiers from a user's file may hold any character: quote them. */
static void put_identifier(struct strbuf *sb, const char *name)
{
	strbuf_putc(sb, '"');
	for (const char *p = name; *p; p++) {
		if (*p == '"')
			strbuf_putc(sb, '"');
		strbuf_putc(sb, *p);
	}
	strbuf_putc(sb, '"');
}

/* Builds: SELECT 'INSERT INTO "t" VALUES(' || quote("a") || ',' || ... || ');' FROM "t" */
static int build_insert_query(sqlite3 *sql, const char *table, struct strbuf *query)
{
	struct strbuf info = STRBUF_INIT;
	strbuf_puts(&info, "SELECT name FROM pragma_table_info(?1) ORDER BY cid");
	sqlite3_stmt *stmt = NULL;
	int rc = sqlite3_prepare_v2(sql, strbuf_str(&info), -1, &stmt, NULL);
	strbuf_free(&info);
	if (rc != SQLITE_OK)
		return 0;
	sqlite3_bind_text(stmt, 1, table, -1, SQLITE_STATIC);
	struct strbuf name = STRBUF_INIT;
	put_identifier(&name, table);
	strbuf_reset(query);
	strbuf_puts(query, "SELECT 'INSERT INTO ' || ");
	strbuf_puts(query, "'");
	for (const char *p = strbuf_str(&name); *p; p++) {
		if (*p == '\'')
			strbuf_putc(query, '\'');
		strbuf_putc(query, *p);
	}
	strbuf_puts(query, " VALUES(' || ");
	int columns = 0;
	while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		if (columns++)
			strbuf_puts(query, " || ',' || ");
		strbuf_puts(query, "quote(");
		put_identifier(query, (const char *)sqlite3_column_text(stmt, 0));
		strbuf_puts(query, ")");
	}
	sqlite3_finalize(stmt);
	strbuf_puts(query, " || ');' FROM ");
	strbuf_append(query, strbuf_str(&name), name.len);
	strbuf_free(&name);
	return rc == SQLITE_DONE && columns > 0 && !query->failed;
}

static int dump_rows(sqlite3 *sql, const char *table, FILE *out)
{
	struct strbuf query = STRBUF_INIT;
	int ok = build_insert_query(sql, table, &query);
	sqlite3_stmt *stmt = NULL;
	if (ok)
		ok = sqlite3_prepare_v2(sql, strbuf_str(&query), -1, &stmt, NULL) == SQLITE_OK;
	strbuf_free(&query);
	int rc = SQLITE_DONE;
	while (ok && (rc = sqlite3_step(stmt)) == SQLITE_ROW)
		fprintf(out, "%s\n", (const char *)sqlite3_column_text(stmt, 0));
	sqlite3_finalize(stmt);
	return ok && rc == SQLITE_DONE;
}

static int dump_all(sqlite3 *sql, FILE *out)
{
	sqlite3_stmt *version = NULL;
	if (sqlite3_prepare_v2(sql, "PRAGMA user_version", -1, &version, NULL) != SQLITE_OK)
		return 0;
	int user_version = sqlite3_step(version) == SQLITE_ROW ? sqlite3_column_int(version, 0) : 0;
	sqlite3_finalize(version);

	fprintf(out, "PRAGMA foreign_keys = OFF;\nBEGIN TRANSACTION;\n");
	fprintf(out, "PRAGMA user_version = %d;\n", user_version);
	sqlite3_stmt *schema = NULL;
	if (sqlite3_prepare_v2(sql,
	        "SELECT type, name, sql FROM sqlite_schema "
	        "WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
	        -1, &schema, NULL) != SQLITE_OK)
		return 0;
	int ok = 1, rc;
	while (ok && (rc = sqlite3_step(schema)) == SQLITE_ROW) {
		const char *type = (const char *)sqlite3_column_text(schema, 0);
		const char *name = (const char *)sqlite3_column_text(schema, 1);
		fprintf(out, "%s;\n", (const char *)sqlite3_column_text(schema, 2));
		if (type && name && strcmp(type, "table") == 0)
			ok = dump_rows(sql, name, out);
	}
	if (ok && rc != SQLITE_DONE)
		ok = 0;
	sqlite3_finalize(schema);
	fprintf(out, "COMMIT;\n");
	return ok;
}

int carddb_dump(const char *path, FILE *out, struct diag_list *diags)
{
	const char *source = carddb_display_name(path);
	sqlite3 *sql = carddb_sqlite_open(path, source, diags);
	if (!sql)
		return -1;
	int ok = dump_all(sql, out);
	if (!ok)
		report_sql(diags, source, sql);
	sqlite3_close(sql);
	return ok ? 0 : -1;
}
