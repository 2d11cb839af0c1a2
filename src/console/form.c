/*
 * form: an action's shape with its numbers left out, for listings that
 * put the many choices of one shape on one line ("build settlement N",
 * one for each free intersection of the set-up).
 */
#include "console/console.h"

#include <string.h>

static bool is_number(const char *word, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (word[i] < '0' || word[i] > '9')
			return false;
	return len > 0;
}

int console_form(const char *action, struct strbuf *out, size_t *named)
{
	int numbers = 0;
	strbuf_reset(out);
	if (named)
		*named = 0;
	for (const char *w = action; *w;) {
		size_t len = strcspn(w, " ");
		if (out->len)
			strbuf_putc(out, ' ');
		if (is_number(w, len)) {
			strbuf_putc(out, 'N');
			numbers++;
		} else {
			if (named && !numbers)
				*named = out->len + len;
			strbuf_append(out, w, len);
		}
		w += len;
		while (*w == ' ')
			w++;
	}
	return numbers;
}
