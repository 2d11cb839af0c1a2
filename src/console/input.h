/*
 * input: where the console's lines come from.
 *
 * A terminal gets GNU readline, with history and completion; anything else
 * gets getline(), so that scripts and tests drive the console through a
 * pipe. This is the only file that knows readline.
 */
#ifndef CATAN_CONSOLE_INPUT_H
#define CATAN_CONSOLE_INPUT_H

#include "console/console.h"

/* The next line without its end, to be freed; NULL at the end of input. */
char *console_read_line(struct console *c, const char *prompt);

#endif
