/*
 * The console's loop: whose turn it is, who moves, what a line means.
 */
#include "console/console.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "ai/ai.h"
#include "console/input.h"
#include "core/i18n.h"
#include "core/text.h"

/* Wrong input lists at most this many alternatives; moves lists them all. */
#define MAX_ALTERNATIVES 12
/* Words of a command line passed to a command. */
#define MAX_ARGS 16
/* Actions one line of a shorthand may stand for (game_rules parse_steps):
 * the board game's offer of every card in two hands. */
#define CONSOLE_STEPS_MAX 256

const struct console_cmd *const console_cmd_table[] = {
	&console_cmd_help,
	&console_cmd_show,
	&console_cmd_moves,
	&console_cmd_card,
	&console_cmd_hint,
	&console_cmd_state,
	&console_cmd_log,
	&console_cmd_offers,
	&console_cmd_undo,
	&console_cmd_next,
	&console_cmd_back,
	&console_cmd_goto,
	&console_cmd_again,
	&console_cmd_quit,
	NULL,
};

const struct console_cmd *console_cmd_find(enum console_mode mode, const char *name)
{
	for (size_t i = 0; console_cmd_table[i]; i++)
		if ((console_cmd_table[i]->modes & mode) && strcmp(console_cmd_table[i]->name, name) == 0)
			return console_cmd_table[i];
	return NULL;
}

bool console_is_human(const struct console *c, int player)
{
	return player >= 0 && strcmp(c->match->kind[player], "human") == 0;
}

static int first_human(const struct console *c)
{
	for (int p = 0; p < c->match->setup.player_count; p++)
		if (console_is_human(c, p))
			return p;
	return -1;
}

/* COLUMNS, when set, else the terminal's own width, else 80: a script's
 * output is laid out as for a common terminal. */
static int terminal_width(FILE *out)
{
	const char *columns = getenv("COLUMNS");
	int width = columns ? atoi(columns) : 0;
	struct winsize size;
	if (width <= 0 && isatty(fileno(out)) && ioctl(fileno(out), TIOCGWINSZ, &size) == 0)
		width = size.ws_col;
	return width > 0 ? width : 80;
}

void console_init(struct console *c, struct match *match, enum console_mode mode, FILE *in,
                  FILE *out, FILE *err)
{
	memset(c, 0, sizeof *c);
	c->match = match;
	c->mode = mode;
	c->in = in;
	c->out = out;
	c->err = err;
	c->interactive = isatty(fileno(in)) && isatty(fileno(out));
	const char *no_color = getenv("NO_COLOR");
	c->color = isatty(fileno(out)) && !(no_color && *no_color);
	c->viewer = mode == CONSOLE_PLAY ? first_human(c) : -1;
	c->lang = LANG_EN;
	c->last_human = -1;
	c->line_first = -1;
	c->max_turns = mode == CONSOLE_PLAY && first_human(c) < 0 ? AI_DEFAULT_MAX_TURNS : 0;
	c->width = terminal_width(out);
	c->offers_turn = -1;
	c->declined_turn = -1;
}

size_t console_width(const struct console *c)
{
	return c->width >= 40 ? (size_t)c->width : 40;
}

void console_replace_match(struct console *c, struct match *match)
{
	if (c->owns_match)
		match_free(c->match);
	c->match = match;
	c->owns_match = true;
	c->viewer = first_human(c);
	c->last_human = -1;
	c->line_first = -1;
	c->shown = false;
	c->ended = false;
	c->offers_turn = -1;
	c->declined_count = 0;
	c->declined_turn = -1;
}

void console_free(struct console *c)
{
	free(c->bot_scratch);
	c->bot_scratch = NULL;
	ai_search_free(c->search);
	c->search = NULL;
	free(c->before);
	c->before = NULL;
	if (c->owns_match)
		match_free(c->match);
	c->owns_match = false;
}

void console_render(struct console *c)
{
	struct strbuf text = STRBUF_INIT;
	c->match->rules->render(c->match->state, c->viewer, c->lang, c->color, &text);
	fputs(strbuf_str(&text), c->out);
	if (text.len && text.data[text.len - 1] != '\n')
		fputc('\n', c->out);
	strbuf_free(&text);
	fflush(c->out);
	c->shown = true;
}

void console_error(struct console *c, const char *fmt, ...)
{
	struct strbuf line = STRBUF_INIT;
	va_list ap;
	va_start(ap, fmt);
	strbuf_vprintf(&line, fmt, ap);
	va_end(ap);
	/* A message quotes what was typed: its control bytes (an escape
	 * sequence, a bell) are shown as '?', not sent to the terminal; a line
	 * typed holds no newline, so the message's own stay. */
	for (size_t i = 0; i < line.len; i++)
		if (((unsigned char)line.data[i] < 0x20 && line.data[i] != '\n') || line.data[i] == 0x7f)
			line.data[i] = '?';
	fflush(c->out);
	fprintf(c->err, "%s\n", strbuf_str(&line));
	fflush(c->err);
	strbuf_free(&line);
}

void console_report_move(struct console *c, const struct match_move *move)
{
	if (console_is_human(c, move->player))
		fprintf(c->out, _("player %d: %s\n"), move->player + 1, move->text);
	else
		fprintf(c->out, _("player %d (%s): %s\n"), move->player + 1, c->match->kind[move->player],
		        move->text);
	fflush(c->out);
}

bool console_keep_before(struct console *c)
{
	size_t size = c->match->rules->state_size;
	if (!c->match->rules->events || (!c->before && !(c->before = malloc(size))))
		return false;
	memcpy(c->before, c->match->state, size);
	return true;
}

void console_report_numbered(struct console *c, size_t index)
{
	fprintf(c->out, "%zu: ", index + 1);
	console_report_move(c, &c->match->moves[index]);
}

/* The move that a decline at index at - 1 answered: the last one before
 * it that is no other answer to the same offer -- an accept, a decline, or
 * a counter with the moves that put it together (the board game asks
 * several players in turn). -1 when there is none. */
static long answered_move(const struct match *m)
{
	long i = (long)m->at - 2;
	while (i >= 0) {
		const struct match_move *move = &m->moves[i];
		if (strcmp(move->text, "accept") == 0 || strcmp(move->text, "decline") == 0) {
			i--;
			continue;
		}
		/* a counter: its player's moves back to the word counter */
		long k = i;
		while (k >= 0 && m->moves[k].player == move->player &&
		       strcmp(m->moves[k].text, "counter") != 0)
			k--;
		if (k < 0 || m->moves[k].player != move->player)
			return i;
		i = k - 1;
	}
	return -1;
}

/* The offers a person declined this turn, so that the computer players
 * do not make them again: a person's "decline" declined the computer
 * player's move it answered. */
static void remember_decline(struct console *c)
{
	struct match *m = c->match;
	int turn = m->rules->turn(m->state);
	if (turn != c->declined_turn) {
		c->declined_turn = turn;
		c->declined_count = 0;
	}
	if (m->at < 2 || strcmp(m->moves[m->at - 1].text, "decline") != 0 ||
	    !console_is_human(c, m->moves[m->at - 1].player) ||
	    c->declined_count == CONSOLE_DECLINED_MAX)
		return;
	long offer = answered_move(m);
	if (offer < 0 || console_is_human(c, m->moves[offer].player) || m->moves[offer].undoes >= 0)
		return;
	c->declined[c->declined_count++] = m->moves[offer].action;
}

/* Whether action is an offer a person declined this turn. */
static bool declined_before(const struct console *c, const struct action *action)
{
	if (c->declined_turn != c->match->rules->turn(c->match->state))
		return false;
	for (size_t i = 0; i < c->declined_count; i++)
		if (memcmp(&c->declined[i], action, sizeof *action) == 0)
			return true;
	return false;
}

/* Applies action, reports it, and keeps the log's promise: a move that
 * could not be logged ends the session, since the log would not replay. */
static void make_move(struct console *c, const struct action *action)
{
	struct match *m = c->match;
	size_t before = m->at;
	struct strbuf why = STRBUF_INIT;
	bool kept = console_keep_before(c);
	int rc = match_apply(m, action, &why);
	if (m->at > before) {
		remember_decline(c);
		console_report_move(c, &m->moves[m->at - 1]);
		/* A move that is told changes the table by what it told: the
		 * whole table waits for show. */
		if (kept)
			console_narrate(c, c->before, action);
		else
			c->shown = false;
	}
	if (rc != 0) {
		console_error(c, "%s", strbuf_str(&why));
		if (m->at > before) {
			c->status = 1;
			c->quit = true;
		}
	}
	strbuf_free(&why);
}

/* The length of text's first word. */
static size_t first_word(const char *text)
{
	return strcspn(text, " ");
}

/* The key candidate i is grouped by in a refusal's list: its form where it
 * has numbers ("build settlement N"), else its first word ("offer"). */
static void group_key(const char *text, struct strbuf *key)
{
	if (console_form(text, key, NULL) == 0) {
		strbuf_reset(key);
		strbuf_append(key, text, first_word(text));
	}
}

/* How many of parse's candidates share the group of candidate i (its
 * key into key), and whether one before i does. */
static size_t kin_of(struct console *c, const struct match_parse *parse, size_t i, bool *seen,
                     struct strbuf *key)
{
	struct strbuf other = STRBUF_INIT;
	group_key(match_legal_text(c->match, parse->index[i]), key);
	size_t n = 0;
	*seen = false;
	for (size_t k = 0; k < parse->count; k++) {
		group_key(match_legal_text(c->match, parse->index[k]), &other);
		if (strcmp(strbuf_str(&other), strbuf_str(key)) == 0) {
			n++;
			*seen = *seen || k < i;
		}
	}
	strbuf_free(&other);
	return n;
}

/* Appends item to out, a list being wrapped at width after column
 * *column: on the line if it fits, else on a new line indented. */
static void put_item(struct strbuf *out, const char *item, size_t width, size_t *column)
{
	size_t w = text_width(item);
	if (*column > 2 && *column + 1 + w > width) {
		strbuf_puts(out, "\n  ");
		*column = 2;
	} else {
		strbuf_putc(out, ' ');
		(*column)++;
	}
	strbuf_puts(out, item);
	*column += w;
}

/* The actions the user may have meant, for a refusal, wrapped between
 * actions: all of them when they are few; else a kind of many (the
 * offers) is one item, as moves lists it, and the list stops after
 * MAX_ALTERNATIVES items. */
static void list_alternatives(struct console *c, const struct match_parse *parse, size_t width,
                              size_t column, struct strbuf *out)
{
	size_t items = 0, left = 0;
	bool group = parse->count > MAX_ALTERNATIVES;
	struct strbuf item = STRBUF_INIT, key = STRBUF_INIT;
	for (size_t i = 0; i < parse->count; i++) {
		const char *text = match_legal_text(c->match, parse->index[i]);
		bool seen = false;
		size_t kin = group ? kin_of(c, parse, i, &seen, &key) : 1;
		bool many = kin > MAX_ALTERNATIVES / 3;
		if (many && seen)
			continue;
		if (items == MAX_ALTERNATIVES) {
			left += many ? kin : 1;
			continue;
		}
		strbuf_reset(&item);
		size_t named = 0;
		if (many && console_form(text, &key, &named))   /* "build settlement N (35 of them...)" */
			strbuf_printf(&item, _("%s (%zu of them: moves %.*s)"), strbuf_str(&key), kin,
			              (int)named, strbuf_str(&key));
		else if (many)
			strbuf_printf(&item, _("%.*s ... (%zu of them: moves %.*s)"), (int)first_word(text),
			              text, kin, (int)first_word(text), text);
		else
			strbuf_puts(&item, text);
		if (i + 1 < parse->count || left)
			strbuf_putc(&item, ',');
		put_item(out, strbuf_str(&item), width, &column);
		items++;
	}
	if (left) {
		strbuf_reset(&item);
		strbuf_printf(&item, _("and %zu more (moves lists them)"), left);
		put_item(out, strbuf_str(&item), width, &column);
	}
	/* a list cut short ends in a comma only when more follows */
	if (out->len && out->data[out->len - 1] == ',')
		out->data[--out->len] = '\0';
	strbuf_free(&item);
	strbuf_free(&key);
}

/* The reason, then the actions the user may have meant, wrapped to the
 * width of the table. */
static void explain(struct console *c, const struct match_parse *parse)
{
	struct strbuf line = STRBUF_INIT, wrapped = STRBUF_INIT;
	size_t width = console_width(c) - 1;
	strbuf_puts(&line, parse->reason);
	if (parse->count)
		strbuf_puts(&line, parse->found == MATCH_AMBIGUOUS ? ":" : _("; legal:"));
	text_wrap(&wrapped, strbuf_str(&line), width, "  ");
	if (parse->count) {
		const char *last = strrchr(strbuf_str(&wrapped), '\n');
		list_alternatives(c, parse, width, text_width(last ? last + 1 : strbuf_str(&wrapped)),
		                  &wrapped);
	}
	console_error(c, "%s", strbuf_str(&wrapped));
	strbuf_free(&line);
	strbuf_free(&wrapped);
}

/* A game's shorthand for several actions (game_rules parse_steps): each
 * is applied, reported and logged as if typed alone; true when text was
 * one (made, or refused with the game's reason). */
static bool do_steps(struct console *c, const char *text, int player)
{
	const struct game_rules *rules = c->match->rules;
	if (!rules->parse_steps)
		return false;
	struct action steps[CONSOLE_STEPS_MAX];
	struct strbuf why = STRBUF_INIT;
	int count = rules->parse_steps(c->match->state, player, text, steps, CONSOLE_STEPS_MAX, &why);
	if (count < 0)
		console_error(c, "%s", strbuf_str(&why));
	strbuf_free(&why);
	if (count > 0)
		c->line_first = count > 1 ? (long)c->match->at : -1;
	for (int i = 0; i < count && !c->quit && match_current(c->match) == player; i++) {
		c->last_human = player;
		make_move(c, &steps[i]);
	}
	return count != 0;
}

static void do_action(struct console *c, const char *text)
{
	int player = match_current(c->match);
	if (c->mode != CONSOLE_PLAY) {
		console_error(c, _("no command '%.*s' (help lists them)"), (int)strcspn(text, " \t"), text);
		return;
	}
	if (player < 0) {
		console_error(c, _("the match is over (show, log, again, quit)"));
		return;
	}
	struct match_parse *parse = malloc(sizeof *parse);
	if (!parse) {
		console_error(c, _("out of memory"));
		return;
	}
	c->match->lang = c->lang;   /* the game's reasons name cards as the table does */
	if (do_steps(c, text, player)) {
		free(parse);
		return;
	}
	match_parse(c->match, text, parse);
	if (parse->found == MATCH_FOUND) {
		c->last_human = player;
		c->line_first = -1;
		make_move(c, &parse->action);
	} else {
		explain(c, parse);
	}
	free(parse);
}

void console_execute(struct console *c, const char *line)
{
	struct strbuf words = STRBUF_INIT;
	int count = match_split_words(line, &words);
	if (count == 0) {
		strbuf_free(&words);
		return;
	}
	const struct console_cmd *cmd = count > 0 ? console_cmd_find(c->mode, words.data) : NULL;
	if (cmd && count <= MAX_ARGS) {
		char *argv[MAX_ARGS + 1];
		char *word = words.data;
		for (int i = 0; i < count; i++, word += strlen(word) + 1)
			argv[i] = word;
		argv[count] = NULL;
		cmd->exec(c, count, argv);
	} else if (cmd) {
		console_error(c, _("%s: too many arguments"), cmd->name);
	} else {
		do_action(c, line);
	}
	strbuf_free(&words);
}

struct ai_search *console_search(struct console *c)
{
	if (!c->search && !(c->search = ai_search_new(c->match->rules, c->match->setup.player_count))) {
		console_error(c, _("out of memory"));
		c->quit = true;
		c->status = 1;
	}
	return c->search;
}

/* A computer player's turn: it chooses, the match applies, the console
 * reports. */
static void bot_move(struct console *c, int player)
{
	struct match *m = c->match;
	size_t size = ai_scratch_size(m->rules);
	if (!c->bot_scratch && !(c->bot_scratch = malloc(size))) {
		console_error(c, _("out of memory"));
		c->quit = true;
		c->status = 1;
		return;
	}
	enum ai_kind kind;
	struct ai_budget budget;
	bool known = ai_level_parse(m->kind[player], &kind, &budget) == 0;
	struct action action;
	/* Seeded afresh for each move from the match's seed and the move's
	 * number, so a computer's choice depends on nothing but the match: a
	 * resumed match goes on exactly as the uninterrupted one would have
	 * (the search's too, with a budget in playouts). */
	rng_seed(&c->bot_rng, ai_players_seed(m->setup.seed) + m->at);
	int chose = -1;
	if (known && kind == AI_SEARCH) {
		struct ai_search *search = console_search(c);
		if (!search)
			return;
		if (!budget.threads)
			budget.threads = c->threads;   /* a level without its own count */
		chose = ai_search_choose(search, m->state, &budget, &c->bot_rng, &action);
	} else if (known) {
		chose = ai_choose(kind, m->rules, m->state, &c->bot_rng, c->bot_scratch, &action);
	}
	/* An offer a person declined this turn is not made again: the player
	 * takes its best other action, as the greedy player judges them. */
	if (chose == 0 && declined_before(c, &action) &&
	    ai_greedy_choose_avoiding(m->rules, m->state, &c->bot_rng, c->bot_scratch, c->declined,
	                              c->declined_count, &action) != 0)
		chose = -1;
	if (chose != 0) {
		console_error(c, _("player %d (%s) finds nothing to do: the match cannot go on"),
		              player + 1, m->kind[player]);
		c->quit = true;
		c->status = 1;
		return;
	}
	make_move(c, &action);
}

/* With offers off, a human's answer to an offer -- a decision whose every
 * action is accept, decline or counter -- is decline, made at once; true
 * when it was. */
static bool decline_offer(struct console *c)
{
	struct match *m = c->match;
	size_t count = match_legal(m), decline = count;
	for (size_t i = 0; i < count; i++) {
		const char *text = match_legal_text(m, i);
		if (strcmp(text, "decline") == 0)
			decline = i;
		else if (strcmp(text, "accept") != 0 && strcmp(text, "counter") != 0)
			return false;
	}
	if (decline == count)
		return false;
	struct action action = *match_legal_action(m, decline);
	make_move(c, &action);
	return true;
}

/* Two humans at one keyboard: before one of them decides after the other,
 * hide the screen and wait for the keyboard to change hands. */
static void hand_over(struct console *c, int player)
{
	if (c->interactive)
		fputs("\033[H\033[2J", c->out);
	fprintf(c->out, _("pass the keyboard to player %d%s\n"), player + 1,
	        c->interactive ? _(", then press Enter") : "");
	fflush(c->out);
	c->viewer = player;
	c->last_human = player;
	c->shown = false;
	if (!c->interactive)
		return;
	char *line = console_read_line(c, "");
	if (!line)
		c->quit = true;
	free(line);
	fputs("\033[H\033[2J", c->out);
}

static void prompt_for(struct console *c, int player, char *prompt, size_t size)
{
	if (!c->interactive)
		prompt[0] = '\0';
	else if (c->mode == CONSOLE_REPLAY)
		snprintf(prompt, size, _("replay %zu/%zu> "), c->match->at, c->match->move_count);
	else if (player < 0)
		snprintf(prompt, size, _("over> "));
	else
		snprintf(prompt, size, _("player %d> "), player + 1);
}

/* Whether play has passed the turn cap: the match stops there, unfinished
 * and logged, for resume to go on with. */
static bool past_turn_cap(struct console *c, int player)
{
	struct match *m = c->match;
	int turn = m->rules->turn(m->state);
	if (c->mode != CONSOLE_PLAY || player < 0 || c->max_turns <= 0 || turn <= c->max_turns)
		return false;
	fprintf(c->out, _("the match stopped at turn %d without a winner (--max-turns %d)"), turn,
	        c->max_turns);
	if (m->logging)
		fprintf(c->out, _("; catan resume %s --max-turns N goes on"), m->log.path);
	fputc('\n', c->out);
	return true;
}

int console_run(struct console *c)
{
	bool capped = false;
	c->ended = match_current(c->match) < 0;
	if (c->ended && c->mode == CONSOLE_PLAY)
		console_report_end(c);
	console_catch_interrupt();
	while (!c->quit && !console_interrupted()) {
		/* again (cmd-again.c) may put a new match in c->match */
		int player = match_current(c->match);
		if ((capped = past_turn_cap(c, player)))
			break;
		if (c->mode == CONSOLE_PLAY && player >= 0 && !console_is_human(c, player)) {
			bot_move(c, player);
			continue;
		}
		if (c->mode == CONSOLE_PLAY && player >= 0 &&
		    (c->offers_off || c->offers_turn == c->match->rules->turn(c->match->state)) &&
		    decline_offer(c))
			continue;
		if (c->mode == CONSOLE_PLAY && player < 0 && !c->ended) {
			/* said once: the table (where the moves did not tell what
			 * they did), then the scores */
			c->ended = true;
			c->viewer = -1;
			if (c->interactive && !c->shown)
				console_render(c);
			console_report_end(c);
		}
		if (c->mode == CONSOLE_PLAY && player >= 0 && c->last_human >= 0 &&
		    c->last_human != player) {
			hand_over(c, player);
			if (c->quit)
				break;
		}
		if (c->mode == CONSOLE_PLAY && player >= 0)
			c->viewer = player;
		if (c->interactive && !c->shown)
			console_render(c);
		char prompt[64];
		prompt_for(c, player, prompt, sizeof prompt);
		char *line = console_read_line(c, prompt);
		if (!line)
			break;
		console_execute(c, line);
		free(line);
	}
	console_release_interrupt();
	/* Ctrl-C leaves as quit does, and says so wherever it came from */
	struct match *m = c->match;
	bool interrupted = console_interrupted();
	if (interrupted)
		fprintf(c->out, _("%sinterrupted: leaving as quit does\n"), c->interactive ? "" : "\n");
	if ((c->interactive || interrupted) && m->logging && match_current(m) >= 0 && !capped)
		fprintf(c->out, _("the match is saved: catan resume %s\n"), m->log.path);
	fflush(c->out);
	return c->status;
}

void console_step_to(struct console *c, size_t step)
{
	struct match *m = c->match;
	if (step > m->move_count)
		step = m->move_count;
	/* One move told is the change; any other step, or an undo, redraws
	 * the table. */
	bool told = m->rules->events && step == m->at + 1 && m->at < m->move_count &&
	            m->moves[m->at].undoes < 0;
	while (m->at < step) {
		bool undo = m->moves[m->at].undoes >= 0;
		bool kept = !undo && console_keep_before(c);
		if (match_goto(m, m->at + 1) != 0)
			break;
		console_report_numbered(c, m->at - 1);
		if (undo)
			fprintf(c->out, _("  the match stands as before move %ld again\n"),
			        m->moves[m->at - 1].undoes + 1);
		if (kept)
			console_narrate(c, c->before, &m->moves[m->at - 1].action);
	}
	if (step < m->at && match_goto(m, step) != 0)
		console_error(c, _("the match does not step back to %zu"), step);
	if (m->at != step)
		console_error(c, _("move %zu does not apply again: the game is not deterministic"),
		              m->at + 1);
	fprintf(c->out, _("at move %zu of %zu, turn %d, %s\n"), m->at, m->move_count,
	        m->rules->turn(m->state), _(m->rules->phase(m->state)));
	fflush(c->out);
	if (!told)
		c->shown = false;
}
