/*
 * input: where the console's lines come from.
 *
 * A terminal gets GNU readline, with history and completion; anything else
 * gets plain lines, so that scripts and tests drive the console through a
 * pipe. This is the only file that knows readline.
 */
#ifndef CATAN_CONSOLE_INPUT_H
#define CATAN_CONSOLE_INPUT_H

#include "console/console.h"

/* The longest line the console reads, in bytes without its end: no command
 * or action is near it (a log line holds 4096). A longer line is read to
 * its end in bounded memory, refused with a message, and given as "". */
#define CONSOLE_MAX_LINE 4096

/* The next line without its end, to be freed; NULL at the end of input,
 * and after Ctrl-C while console_catch_interrupt is in force. */
char *console_read_line(struct console *c, const char *prompt);

/* From console_catch_interrupt to console_release_interrupt, Ctrl-C
 * (SIGINT) does not end the process: console_interrupted() says it came,
 * and a line being read ends as the input does. */
void console_catch_interrupt(void);
void console_release_interrupt(void);
bool console_interrupted(void);

#endif
