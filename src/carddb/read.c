/*
 * Reading the tables of a card database into memory, value by value.
 *
 * The file's own constraints are not trusted: a user may have rebuilt a
 * table without them. So every column is read through a rule that states its
 * SQL type, whether it may be NULL, and its range, length or vocabulary, and
 * every violation is reported with the table, the row's key and the column.
 * References between rows are checked once all tables are in (check.c).
 */
#include "carddb/read.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/i18n.h"
#include "core/text.h"

/* The digest only has to tell databases apart in a log header; it runs over
 * every byte loaded, so it takes eight bytes per step (FNV-1a's prime as the
 * multiplier, with a shift to spread the high bits down). */
static void digest_bytes(uint64_t *digest, const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t h = *digest ^ len;
	while (len >= 8) {
		uint64_t word;
		memcpy(&word, p, 8);
		h = (h ^ word) * 0x100000001b3ULL;
		h ^= h >> 29;
		p += 8;
		len -= 8;
	}
	while (len--) {
		h = (h ^ *p++) * 0x100000001b3ULL;
	}
	*digest = h ^ (h >> 31);
}

void reader_where(const struct table_reader *r, const char *column, struct diag_where *where)
{
	diag_where_set(where, r->source, r->table, r->row_key[0] ? r->row_key : NULL, column, 0, 0);
}

void reader_error(struct table_reader *r, const char *column, const char *fmt, ...)
{
	struct diag_where where;
	reader_where(r, column, &where);
	va_list ap;
	va_start(ap, fmt);
	diag_vadd(r->diags, &where, fmt, ap);
	va_end(ap);
	r->problems++;
	r->row_ok = false;
}

/* Whether any of the eight bytes of w is below 0x20, is 0x7f, or has its
 * high bit set: the bytes bad_text must look at one by one. */
static bool word_needs_look(uint64_t w)
{
	const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
	uint64_t below_space = (w - ones * 0x20) & ~w & highs;
	uint64_t del = w ^ (ones * 0x7f);
	uint64_t is_del = (del - ones) & ~del & highs;
	return ((w & highs) | below_space | is_del) != 0;
}

/* Names, keys and letters are shown at the console: printable UTF-8 only.
 * Long texts (effects, rules) may also hold newlines and tabs. Most text is
 * plain printable ASCII, which is passed eight bytes at a time; the UTF-8
 * decoder runs only on text that has other bytes. */
static const char *bad_text(const unsigned char *s, int len, bool multiline)
{
	unsigned char high = 0;
	int i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w;
		memcpy(&w, s + i, 8);
		if (!word_needs_look(w))
			continue;
		for (int k = i; k < i + 8; k++) {
			unsigned char c = s[k];
			high |= c;
			if (c == 0)
				return N_("a NUL byte");
			if ((c < 0x20 || c == 0x7f) &&
			    !(multiline && (c == '\n' || c == '\t' || c == '\r')))
				return N_("a control character");
		}
	}
	for (; i < len; i++) {
		unsigned char c = s[i];
		high |= c;
		if (c == 0)
			return N_("a NUL byte");
		if ((c < 0x20 || c == 0x7f) && !(multiline && (c == '\n' || c == '\t' || c == '\r')))
			return N_("a control character");
	}
	if ((high & 0x80) && !text_valid_utf8((const char *)s, (size_t)len, NULL))
		return N_("invalid UTF-8");
	return NULL;
}

static void describe_value(sqlite3_stmt *stmt, int i, char *out, size_t size)
{
	switch (sqlite3_column_type(stmt, i)) {
	case SQLITE_INTEGER:
		snprintf(out, size, _("the integer %lld"), (long long)sqlite3_column_int64(stmt, i));
		break;
	case SQLITE_FLOAT:
		snprintf(out, size, _("the real number %g"), sqlite3_column_double(stmt, i));
		break;
	case SQLITE_BLOB:
		snprintf(out, size, ngettext("a blob of %d byte", "a blob of %d bytes",
		                              (unsigned long)sqlite3_column_bytes(stmt, i)),
		         sqlite3_column_bytes(stmt, i));
		break;
	case SQLITE_NULL:
		snprintf(out, size, "NULL");
		break;
	default: {
		const char *text = (const char *)sqlite3_column_text(stmt, i);
		int len = sqlite3_column_bytes(stmt, i);
		if (len > 40)
			snprintf(out, size, _("the text '%.40s...'"), text ? text : "");
		else
			snprintf(out, size, _("the text '%s'"), text ? text : "");
	}
	}
}

static void read_int(struct table_reader *r, const struct column_rule *rule, int i, struct cell *cell)
{
	char found[96];
	if (sqlite3_column_type(r->stmt, i) != SQLITE_INTEGER) {
		describe_value(r->stmt, i, found, sizeof found);
		reader_error(r, rule->name, _("expected an integer from %d to %d, found %s"),
		             rule->min, rule->max, found);
		return;
	}
	sqlite3_int64 value = sqlite3_column_int64(r->stmt, i);
	if (value < rule->min || value > rule->max) {
		reader_error(r, rule->name, _("expected an integer from %d to %d, found %lld"),
		             rule->min, rule->max, (long long)value);
		return;
	}
	cell->number = (int)value;
	digest_bytes(r->digest, &cell->number, sizeof cell->number);
}

static void list_words(const char *const *words, char *out, size_t size)
{
	size_t used = 0;
	out[0] = '\0';
	for (int w = 0; words[w] && used + 1 < size; w++)
		used += (size_t)snprintf(out + used, size - used, "%s%s", w ? ", " : "", words[w]);
}

static void read_text(struct table_reader *r, const struct column_rule *rule, int i, struct cell *cell)
{
	char found[96];
	if (sqlite3_column_type(r->stmt, i) != SQLITE_TEXT) {
		describe_value(r->stmt, i, found, sizeof found);
		reader_error(r, rule->name, _("expected text, found %s"), found);
		return;
	}
	const unsigned char *text = sqlite3_column_text(r->stmt, i);
	int len = sqlite3_column_bytes(r->stmt, i);
	if (!text) {
		reader_error(r, rule->name, "%s", _("out of memory"));
		return;
	}
	if (len < rule->min || len > rule->max) {
		reader_error(r, rule->name, _("expected text of %d to %d bytes, found %d bytes"),
		             rule->min, rule->max, len);
		return;
	}
	const char *bad = bad_text(text, len, rule->type == COL_LONG_TEXT);
	if (bad) {
		reader_error(r, rule->name, _("the text holds %s"), _(bad));
		return;
	}
	if (rule->words) {
		for (int w = 0; rule->words[w]; w++) {
			if (strcmp(rule->words[w], (const char *)text) == 0) {
				cell->number = w;
				digest_bytes(r->digest, text, (size_t)len + 1);
				return;
			}
		}
		char allowed[300];
		list_words(rule->words, allowed, sizeof allowed);
		describe_value(r->stmt, i, found, sizeof found);
		reader_error(r, rule->name, _("expected one of %s, found %s"), allowed, found);
		return;
	}
	cell->text = arena_strndup(r->arena, (const char *)text, (size_t)len);
	if (!cell->text)
		reader_error(r, rule->name, "%s", _("out of memory"));
	digest_bytes(r->digest, text, (size_t)len + 1);
}

static void read_cell(struct table_reader *r, const struct column_rule *rule, int i, struct cell *cell)
{
	memset(cell, 0, sizeof *cell);
	cell->number = -1;
	if (sqlite3_column_type(r->stmt, i) == SQLITE_NULL) {
		cell->is_null = true;
		digest_bytes(r->digest, "", 1);
		if (!rule->nullable)
			reader_error(r, rule->name, "%s", _("expected a value, found NULL"));
		return;
	}
	if (rule->type == COL_INT)
		read_int(r, rule, i, cell);
	else
		read_text(r, rule, i, cell);
}

/* Lists every table, view and column of the database into index, one per
 * line, for the checks below. */
static bool schema_index(sqlite3 *sql, struct strbuf *index)
{
	sqlite3_stmt *stmt = NULL;
	int rc = sqlite3_prepare_v2(sql,
	        "SELECT m.type, m.name, p.name FROM sqlite_schema AS m "
	        "LEFT JOIN pragma_table_info(m.name) AS p ON m.type = 'table' "
	        "WHERE m.type IN ('table', 'view')", -1, &stmt, NULL);
	strbuf_putc(index, '\n');
	if (rc != SQLITE_OK)
		return false;
	while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
		const char *type = (const char *)sqlite3_column_text(stmt, 0);
		const char *table = (const char *)sqlite3_column_text(stmt, 1);
		const char *column = (const char *)sqlite3_column_text(stmt, 2);
		if (!type || !table)
			continue;
		strbuf_printf(index, "%s %s\n", type, table);
		if (column)
			strbuf_printf(index, "%s.%s\n", table, column);
	}
	sqlite3_finalize(stmt);
	return rc == SQLITE_DONE && !index->failed;
}

static bool schema_has(const char *index, const char *a, char sep, const char *b)
{
	char needle[160];
	snprintf(needle, sizeof needle, "\n%s%c%s\n", a, sep, b);
	return strstr(index, needle) != NULL;
}

/* Finds the columns the rules ask for; a missing one means another schema. */
static bool reader_columns_exist(struct table_reader *r, const char *index)
{
	bool all = true;
	for (size_t c = 0; c < r->column_count; c++) {
		if (!schema_has(index, r->table, '.', r->columns[c].name)) {
			reader_error(r, r->columns[c].name, "%s", _("the column is missing"));
			all = false;
		}
	}
	return all;
}

static bool reader_table_exists(struct table_reader *r, const char *index)
{
	if (schema_has(index, "table", ' ', r->table))
		return true;
	if (schema_has(index, "view", ' ', r->table))
		reader_error(r, NULL, "%s", _("expected a table, found a view"));
	else
		reader_error(r, NULL, "%s", _("the table is missing"));
	return false;
}

/* Says why a table cannot be read: it is missing, or a view, or lacks
 * columns. Runs only when the query failed, so a valid database never pays
 * for the schema walk. */
static void reader_diagnose(struct table_reader *r, sqlite3 *sql)
{
	struct strbuf index = STRBUF_INIT;
	if (!schema_index(sql, &index))
		reader_error(r, NULL, _("cannot read the schema: %s"), sqlite3_errmsg(sql));
	else if (reader_table_exists(r, strbuf_str(&index)) &&
	         reader_columns_exist(r, strbuf_str(&index)))
		reader_error(r, NULL, _("cannot read the table: %s"), sqlite3_errmsg(sql));
	strbuf_free(&index);
}

bool reader_open(struct table_reader *r, sqlite3 *sql, const char *order_by)
{
	r->row_key[0] = '\0';
	char query[1024];
	size_t used = (size_t)snprintf(query, sizeof query, "SELECT ");
	for (size_t c = 0; c < r->column_count; c++)
		used += (size_t)snprintf(query + used, sizeof query - used, "%s\"%s\"",
		                         c ? ", " : "", r->columns[c].name);
	snprintf(query + used, sizeof query - used, " FROM \"%s\" ORDER BY %s", r->table, order_by);
	if (sqlite3_prepare_v2(sql, query, -1, &r->stmt, NULL) != SQLITE_OK) {
		reader_diagnose(r, sql);
		return false;
	}
	r->sql = sql;
	return true;
}

int reader_next(struct table_reader *r, struct cell *cells)
{
	int rc = sqlite3_step(r->stmt);
	if (rc == SQLITE_DONE)
		return 0;
	r->row_key[0] = '\0';
	if (rc != SQLITE_ROW) {
		reader_error(r, NULL, _("cannot read the table: %s"), sqlite3_errmsg(r->sql));
		return 0;
	}
	r->row_ok = true;
	/* The first column is the row's key: read it first so that every
	 * later problem of the row can name it. */
	const unsigned char *key = sqlite3_column_text(r->stmt, 0);
	if (key && sqlite3_column_type(r->stmt, 0) == SQLITE_TEXT)
		snprintf(r->row_key, sizeof r->row_key, "%s", (const char *)key);
	for (size_t c = 0; c < r->column_count; c++)
		read_cell(r, &r->columns[c], (int)c, &cells[c]);
	return 1;
}

void reader_close(struct table_reader *r)
{
	sqlite3_finalize(r->stmt);
	r->stmt = NULL;
	r->row_key[0] = '\0';
}
