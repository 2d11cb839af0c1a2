#include "core/diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"

static void copy_field(char *dst, size_t size, const char *src)
{
	if (!src)
		src = "";
	size_t n = strlen(src);
	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

void diag_where_set(struct diag_where *where, const char *source, const char *table,
                    const char *card, const char *column, int line, int col)
{
	copy_field(where->source, sizeof where->source, source);
	copy_field(where->table, sizeof where->table, table);
	copy_field(where->card, sizeof where->card, card);
	copy_field(where->column, sizeof where->column, column);
	where->line = line;
	where->col = col;
}

void diag_list_free(struct diag_list *list)
{
	free(list->items);
	list->items = NULL;
	list->count = list->cap = list->dropped = 0;
}

size_t diag_list_total(const struct diag_list *list)
{
	return list->count + list->dropped;
}

static struct diag *diag_slot(struct diag_list *list)
{
	if (list->count >= DIAG_MAX)
		return NULL;
	if (list->count == list->cap) {
		size_t cap = list->cap ? list->cap * 2 : 16;
		struct diag *items = realloc(list->items, cap * sizeof *items);
		if (!items)
			return NULL;
		list->items = items;
		list->cap = cap;
	}
	return &list->items[list->count++];
}

void diag_vadd(struct diag_list *list, const struct diag_where *where, const char *fmt, va_list ap)
{
	struct diag *d = diag_slot(list);
	if (!d) {
		list->dropped++;
		return;
	}
	if (where)
		d->where = *where;
	else
		memset(&d->where, 0, sizeof d->where);
	vsnprintf(d->message, sizeof d->message, fmt, ap);
}

void diag_add(struct diag_list *list, const struct diag_where *where, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_vadd(list, where, fmt, ap);
	va_end(ap);
}

/* The diag's line as its parts say it; diag_format escapes it. */
static void format_raw(const struct diag *d, struct strbuf *out)
{
	const struct diag_where *w = &d->where;
	const char *sep = "";
	if (w->source[0]) {
		strbuf_puts(out, w->source);
		sep = ": ";
	}
	if (w->table[0]) {
		strbuf_puts(out, sep);
		strbuf_printf(out, _("table %s"), w->table);
		sep = ", ";
	}
	if (w->card[0]) {
		strbuf_puts(out, sep);
		strbuf_printf(out, _("card %s"), w->card);
		sep = ", ";
	}
	if (w->column[0]) {
		strbuf_puts(out, sep);
		strbuf_printf(out, _("column %s"), w->column);
		sep = ", ";
	}
	if (w->line > 0) {
		strbuf_printf(out, "%s%d:%d", sep, w->line, w->col);
		sep = ", ";
	}
	strbuf_printf(out, "%s%s", sep[0] ? ": " : "", d->message);
}

/* Every part of a diag may quote a card database or a log, written by
 * anyone: the line is escaped, so no byte of them commands the terminal. */
void diag_format(const struct diag *d, struct strbuf *out)
{
	struct strbuf raw = STRBUF_INIT;
	format_raw(d, &raw);
	text_escape(out, strbuf_str(&raw), false);
	strbuf_free(&raw);
}

void diag_list_print(const struct diag_list *list, FILE *out)
{
	struct strbuf line = STRBUF_INIT;
	for (size_t i = 0; i < list->count; i++) {
		strbuf_reset(&line);
		diag_format(&list->items[i], &line);
		fprintf(out, "%s\n", strbuf_str(&line));
	}
	if (list->dropped)
		fprintf(out, ngettext("... and %zu more problem\n", "... and %zu more problems\n",
		                      (unsigned long)list->dropped), list->dropped);
	strbuf_free(&line);
}
