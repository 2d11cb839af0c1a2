/*
 * i18n: the language of the interface, with GNU gettext.
 *
 * Every message, heading, phase and help text the console and the
 * commands print is an English text marked _() (or N_() where it is a
 * constant in a table, translated where it is printed). The translations
 * live in po/LANG.po and are installed as LOCALEDIR/LANG/LC_MESSAGES/
 * catan.mo; CATAN_LOCALEDIR names another directory (the build tree's
 * po/locale, for the tests).
 *
 * The language is the one --lang names, else the one the environment asks
 * for (i18n_env_lang), and the same language names the cards: a German
 * table has German card names under German headings.
 */
#ifndef CATAN_CORE_I18N_H
#define CATAN_CORE_I18N_H

#include <libintl.h>

#define _(text) gettext(text)
#define N_(text) (text)

/* "de", "nl" or "en" from the first of LANGUAGE, LC_ALL, LC_MESSAGES and
 * LANG that is set and not empty ("de_DE.UTF-8", "nl:en"), as gettext
 * reads them; NULL when that names another language or none is set. */
const char *i18n_env_lang(void);

/* Makes code ("de", "nl" or "en") the language of every message from now
 * on. Safe to call again: --lang after the command word overrides the
 * environment's choice. */
void i18n_use(const char *code);

#endif
