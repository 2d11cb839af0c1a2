/*
 * Reading lines: readline on a terminal, getline elsewhere.
 */
#include "console/input.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include <readline/history.h>
#include <readline/readline.h>
#include <unistd.h>
#include "core/i18n.h"

/*
 * readline calls its completion hook with no pointer of the caller's, so
 * the console being completed for must sit where the hook finds it. It is
 * set only while readline() runs, inside console_read_line.
 */
static struct console *completing;

/* For the same reason, the completions of the word being typed: computed
 * once per attempt, handed to readline one by one, freed after readline(). */
static struct strbuf candidates = STRBUF_INIT;
static const char *next_candidate;

static char *candidate_generator(const char *text, int state)
{
	(void)text;
	if (state == 0)
		next_candidate = candidates.data;
	if (!next_candidate || next_candidate >= candidates.data + candidates.len)
		return NULL;
	char *copy = strdup(next_candidate);
	next_candidate += strlen(next_candidate) + 1;
	return copy;
}

static char **complete(const char *text, int start, int end)
{
	(void)end;
	rl_attempted_completion_over = 1;    /* never file names */
	if (!completing)
		return NULL;
	char *before = strndup(rl_line_buffer, (size_t)start);
	if (!before)
		return NULL;
	/* A word opened with a quote: readline hands us what follows it. */
	strbuf_reset(&candidates);
	console_completions(completing, before, text, &candidates);
	free(before);
	return rl_completion_matches(text, candidate_generator);
}

/*
 * Ctrl-C. A signal handler can reach nothing but a flag of this file: it
 * is set by the handler and read by the console's loop, which then leaves
 * as quit does. Installed without SA_RESTART, so that a read waiting for a
 * line returns. readline is left out of SIGINT (rl_catch_signals 0) and
 * reads its keys through read_key, which ends the input when the read was
 * interrupted by Ctrl-C: readline then returns as at the end of input.
 */
static volatile sig_atomic_t interrupted;
static struct sigaction interrupt_before;

static void on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

static int read_key(FILE *stream)
{
	for (;;) {
		unsigned char key;
		ssize_t n = read(fileno(stream), &key, 1);
		if (n == 1)
			return key;
		if (n == 0 || errno != EINTR || interrupted)
			return EOF;
	}
}

void console_catch_interrupt(void)
{
	struct sigaction action;
	memset(&action, 0, sizeof action);
	action.sa_handler = on_interrupt;
	sigemptyset(&action.sa_mask);
	interrupted = 0;
	sigaction(SIGINT, &action, &interrupt_before);
}

void console_release_interrupt(void)
{
	sigaction(SIGINT, &interrupt_before, NULL);
}

bool console_interrupted(void)
{
	return interrupted != 0;
}

/* A line too long to be anything typed: refused whole, like one with a NUL
 * byte, since a part of it might still read as an action. */
static void refuse_long(struct console *c, char *line)
{
	console_error(c, "the line is longer than %d bytes: it is ignored", CONSOLE_MAX_LINE);
	line[0] = '\0';
}

static char *read_terminal(struct console *c, const char *prompt)
{
	rl_readline_name = "catan";
	rl_instream = c->in;
	rl_outstream = c->out;
	rl_attempted_completion_function = complete;
	rl_completer_quote_characters = "\"'";
	rl_basic_word_break_characters = " \t\n";
	rl_variable_bind("completion-ignore-case", "on");
	rl_catch_signals = 0;
	rl_getc_function = read_key;
	completing = c;
	char *line = readline(prompt);
	completing = NULL;
	strbuf_free(&candidates);
	if (interrupted) {
		free(line);
		return NULL;
	}
	if (line && strlen(line) > CONSOLE_MAX_LINE)
		refuse_long(c, line);
	if (line && line[strspn(line, " \t")])
		add_history(line);
	return line;
}

/* One line from c->in into at most CONSOLE_MAX_LINE + 1 bytes: the rest of
 * a longer one is read and dropped, so memory stays bounded whatever the
 * input. Returns its length (with its '\n'), or -1 at the end of input;
 * *too_long tells whether some was dropped. */
static ssize_t get_bounded_line(FILE *in, char *line, bool *too_long)
{
	size_t len = 0;
	int ch = EOF;
	*too_long = false;
	while ((ch = getc(in)) != EOF) {
		if (len < CONSOLE_MAX_LINE + 1)
			line[len++] = (char)ch;
		else if (ch != '\n' && ch != '\r')
			*too_long = true;
		if (ch == '\n')
			break;
	}
	if (ch == EOF && len == 0)
		return -1;
	line[len] = '\0';
	return (ssize_t)len;
}

static char *read_plain(struct console *c)
{
	char *line = malloc(CONSOLE_MAX_LINE + 2);
	if (!line)
		return NULL;
	bool too_long;
	ssize_t len = get_bounded_line(c->in, line, &too_long);
	if (len < 0 || interrupted) {
		free(line);
		return NULL;
	}
	while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		line[--len] = '\0';
	if (too_long || len > CONSOLE_MAX_LINE) {
		refuse_long(c, line);
		return line;
	}
	/* A NUL byte would cut the line short, and what came before it may
	 * still read as an action: the whole line is refused instead. */
	const char *nul = memchr(line, '\0', (size_t)len);
	if (nul) {
		console_error(c, _("a NUL byte at column %td: the line is ignored"), nul - line + 1);
		line[0] = '\0';
	}
	return line;
}

char *console_read_line(struct console *c, const char *prompt)
{
	/* a person may take long to answer, or never: what was played so far
	 * goes to the disk first */
	struct strbuf why = STRBUF_INIT;
	if (c->match && match_log_sync(c->match, &why) != 0)
		console_error(c, "%s", strbuf_str(&why));
	strbuf_free(&why);
	fflush(c->out);
	char *line = c->interactive ? read_terminal(c, prompt) : read_plain(c);
	if (!line && c->interactive)
		fputc('\n', c->out);    /* end of input leaves the prompt's line */
	return line;
}
