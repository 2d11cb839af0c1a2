/*
 * i18n: gettext set up for the catan text domain, in one language.
 */
#include "core/i18n.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"

const char *i18n_env_lang(void)
{
	static const char *const variables[] = { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG" };
	static const char *const codes[] = { "de", "nl", "en" };
	for (size_t i = 0; i < sizeof variables / sizeof variables[0]; i++) {
		const char *value = getenv(variables[i]);
		if (!value || !*value)
			continue;
		for (size_t lang = 0; lang < sizeof codes / sizeof codes[0]; lang++)
			if (strncmp(value, codes[lang], 2) == 0 && !(value[2] >= 'a' && value[2] <= 'z'))
				return codes[lang];
		return NULL;
	}
	return NULL;
}

void i18n_use(const char *code)
{
	/* Only the messages follow the locale: numbers in JSON, the benchmark
	 * and the statistics keep their C form. */
	setlocale(LC_MESSAGES, "");
	/* gettext reads LANGUAGE only when the messages' locale is not C; a
	 * system without a German locale installed still has C.UTF-8. */
	const char *messages = setlocale(LC_MESSAGES, NULL);
	if (!messages || strcmp(messages, "C") == 0 || strcmp(messages, "POSIX") == 0)
		setlocale(LC_MESSAGES, "C.UTF-8");
	setenv("LANGUAGE", code, 1);
	const char *dir = getenv("CATAN_LOCALEDIR");
	bindtextdomain(PACKAGE, dir && *dir ? dir : LOCALEDIR);
	bind_textdomain_codeset(PACKAGE, "UTF-8");
	textdomain(PACKAGE);
}
