/*
 * Replaying a game log: the header back into a setup, then every line back
 * into a move.
 *
 * A log line holds a canonical text, so the replayer wants that exact text
 * among the legal actions -- not the typist's matcher with its prefixes,
 * which would let an edited log mean something its writer never chose.
 */
#include "match/match.h"

#include <stdio.h>
#include <string.h>

#include "config.h"
#include "core/i18n.h"
#include "core/rng.h"

#define MAX_HEADER_WORDS 64

struct header {
	const struct gamelog *log;
	const char *path;
	struct strbuf *why;
};

static const struct gamelog_pair *find_key(const struct header *h, const char *key)
{
	for (size_t i = 0; i < h->log->header_count; i++)
		if (strcmp(h->log->header[i].key, key) == 0)
			return &h->log->header[i];
	return NULL;
}

static const struct gamelog_pair *need_key(const struct header *h, const char *key)
{
	const struct gamelog_pair *pair = find_key(h, key);
	if (!pair)
		strbuf_printf(h->why, _("%s: the header has no '%s' line"), h->path, key);
	return pair;
}

static int refuse(const struct header *h, const struct gamelog_pair *pair, const char *fmt,
                  const char *a, const char *b)
{
	strbuf_printf(h->why, "%s:%d: ", h->path, pair->line);
	strbuf_printf(h->why, fmt, a, b);
	return -1;
}

/* Splits a space-separated value into words, in place in copy. */
static int split_value(const char *value, char *copy, size_t size, char **words)
{
	int count = 0;
	snprintf(copy, size, "%s", value);
	for (char *save = NULL, *w = strtok_r(copy, " ", &save); w && count < MAX_HEADER_WORDS;
	     w = strtok_r(NULL, " ", &save))
		words[count++] = w;
	return count;
}

static const struct game_rules *header_game(const struct header *h,
                                            const struct game_rules *const *games)
{
	const struct gamelog_pair *pair = need_key(h, "game");
	if (!pair)
		return NULL;
	for (size_t i = 0; games[i]; i++)
		if (strcmp(games[i]->key, pair->value) == 0)
			return games[i];
	refuse(h, pair, _("no game '%s' in this engine%s"), pair->value, "");
	return NULL;
}

/* The log must have been written by this engine with this card database:
 * another one might give its action texts other meanings. */
static int header_origin(const struct header *h, const struct carddb *db)
{
	const struct gamelog_pair *engine = need_key(h, "engine"), *digest;
	if (!engine || !(digest = need_key(h, "carddb")))
		return -1;
	if (strcmp(engine->value, PACKAGE_VERSION) != 0)
		return refuse(h, engine, _("written by catan %s; this is catan %s, which replays only "
		              "its own logs"), engine->value, PACKAGE_VERSION);
	char mine[17];
	snprintf(mine, sizeof mine, "%016llx", (unsigned long long)db->digest);
	if (strcmp(digest->value, mine) != 0)
		return refuse(h, digest, _("played with the card database %s; this one is %s "
		              "(use --db with the database it was played with)"), digest->value, mine);
	return 0;
}

static int header_setup(const struct header *h, const struct carddb *db,
                        struct match_setup *setup, const char **kinds, char *kind_text,
                        size_t kind_size)
{
	const struct gamelog_pair *seed = need_key(h, "seed"), *players;
	if (!seed || !(players = need_key(h, "players")))
		return -1;
	if (rng_parse_seed(seed->value, &setup->seed) != 0)
		return refuse(h, seed, _("the seed '%s' is not a number%s"), seed->value, "");

	char *words[MAX_HEADER_WORDS];
	int count = split_value(players->value, kind_text, kind_size, words);
	if (count < 1 || count > GAME_MAX_PLAYERS)
		return refuse(h, players, _("'%s': a match has 1 to 6 players%s"), players->value, "");
	for (int i = 0; i < count; i++) {
		if (!match_kind_valid(words[i])) {
			struct strbuf kinds_known = STRBUF_INIT;
			match_kind_list(&kinds_known);
			refuse(h, players, _("no player kind '%s' (%s)"), words[i], strbuf_str(&kinds_known));
			strbuf_free(&kinds_known);
			return -1;
		}
		kinds[i] = words[i];
	}
	setup->player_count = count;

	const struct gamelog_pair *sets = find_key(h, "sets");
	if (sets) {
		char copy[GAMELOG_MAX_LINE];
		int n = split_value(sets->value, copy, sizeof copy, words);
		for (int i = 0; i < n; i++) {
			int set = carddb_set_by_key(db, words[i]);
			if (set < 0 || setup->set_count == (int)(sizeof setup->sets / sizeof setup->sets[0]))
				return refuse(h, sets, _("no set '%s' in the card database%s"), words[i], "");
			setup->sets[setup->set_count++] = set;
		}
	}
	for (size_t i = 0; i < h->log->header_count; i++) {
		const struct gamelog_pair *pair = &h->log->header[i];
		if (strncmp(pair->key, "option.", 7) != 0)
			continue;
		if (setup->option_count == GAME_MAX_OPTIONS)
			return refuse(h, pair, _("more than %s options%s"), "32", "");
		setup->options[setup->option_count].key = pair->key + 7;
		setup->options[setup->option_count].value = pair->value;
		setup->option_count++;
	}
	const struct gamelog_pair *sandbox = find_key(h, "sandbox");
	if (sandbox && strcmp(sandbox->value, "yes") != 0 && strcmp(sandbox->value, "no") != 0)
		return refuse(h, sandbox, _("sandbox is '%s', not yes or no%s"), sandbox->value, "");
	setup->sandbox = sandbox && strcmp(sandbox->value, "yes") == 0;
	return 0;
}

/* The action a log line names: its exact canonical text among the legal
 * actions, else (in a sandbox match) a sandbox command. */
static int line_action(struct match *m, const struct gamelog_action *line, struct action *out,
                       struct strbuf *reason)
{
	int player = match_current(m);
	if (player < 0) {
		strbuf_puts(reason, _("the match is already over"));
		return -1;
	}
	if (line->seat != player + 1) {
		strbuf_printf(reason, _("player %d cannot act now: player %d is to decide"), line->seat,
		              player + 1);
		return -1;
	}
	size_t count = match_legal(m);
	for (size_t i = 0; i < count; i++) {
		if (strcmp(match_legal_text(m, i), line->text) == 0) {
			*out = *match_legal_action(m, i);
			return 0;
		}
	}
	if (m->setup.sandbox && m->rules->parse_sandbox) {
		struct strbuf why = STRBUF_INIT;
		int rc = m->rules->parse_sandbox(m->state, player, line->text, m->lang, out, &why);
		if (rc < 0)
			strbuf_printf(reason, "'%s': %s", line->text, strbuf_str(&why));
		strbuf_free(&why);
		if (rc <= 0)
			return rc;
	}
	strbuf_printf(reason, _("'%s' is not a legal action of player %d now"), line->text, player + 1);
	return -1;
}

/* Replays an undo line: its player takes back move target, his own. */
static int line_undo(struct match *m, const struct gamelog_action *line, size_t target,
                     struct strbuf *reason)
{
	if (target >= m->at || m->moves[target].player != line->seat - 1) {
		strbuf_printf(reason, _("'%s': player %d made no move %zu to take back"), line->text,
		              line->seat, target + 1);
		return -1;
	}
	return match_undo(m, target, reason);
}

/* The first problem the reader found after the header, or NULL. A problem
 * in the header makes the whole log unusable; one in the actions only ends
 * the replay there. */
static const struct diag *first_problem(const struct diag_list *problems)
{
	const struct diag *first = NULL;
	for (size_t i = 0; problems && i < problems->count; i++)
		if (!first || problems->items[i].where.line < first->where.line)
			first = &problems->items[i];
	return first;
}

static int replay_lines(struct match *m, const char *path, const struct gamelog *log,
                        const struct diag *problem, struct strbuf *why)
{
	struct strbuf reason = STRBUF_INIT;
	int rc = 0;
	for (size_t i = 0; i < log->action_count && rc == 0; i++) {
		const struct gamelog_action *line = &log->actions[i];
		if (problem && problem->where.line < line->line)
			break;
		struct action action;
		strbuf_reset(&reason);
		long undone = match_undo_target(line->text);
		if (undone >= 0 ? line_undo(m, line, (size_t)undone, &reason) != 0
		                : line_action(m, line, &action, &reason) != 0 ||
		                  match_apply(m, &action, &reason) != 0) {
			strbuf_printf(why, "%s:%d: %s", path, line->line, strbuf_str(&reason));
			rc = 1;
		} else {
			m->moves[m->move_count - 1].line = line->line;
		}
	}
	if (rc == 0 && problem) {
		strbuf_printf(why, "%s:%d:%d: %s", path, problem->where.line, problem->where.col,
		              problem->message);
		rc = 1;
	}
	if (rc == 0 && log->unterminated_line) {
		strbuf_printf(why, _("%s:%d: the last line has no newline: it was cut off as it was "
		                "written, and is left out"), path, log->unterminated_line);
		m->cut_line = log->unterminated_line;
		rc = 1;
	}
	strbuf_free(&reason);
	return rc;
}

/* The line of the option the game's reasons name (an option of the
 * header it refused), or 0 when they name none. The reasons are in the
 * console's language ("option KEY=VALUE: ...", "unknown option KEY: ..."),
 * so only their untranslated part is looked for: the key after a blank,
 * then '=' or ':'. */
static int refused_option_line(const struct header *h, const char *reasons)
{
	for (size_t i = 0; i < h->log->header_count; i++) {
		const struct gamelog_pair *pair = &h->log->header[i];
		if (strncmp(pair->key, "option.", 7) != 0)
			continue;
		char valued[96], unknown[96];
		snprintf(valued, sizeof valued, " %s=", pair->key + 7);
		snprintf(unknown, sizeof unknown, " %s:", pair->key + 7);
		if (strstr(reasons, valued) || strstr(reasons, unknown))
			return pair->line;
	}
	return 0;
}

/* Reads the header into a new match, or explains in why. */
static struct match *header_match(const struct header *h, const struct game_rules *const *games,
                                  const struct carddb *db)
{
	const struct game_rules *rules = header_game(h, games);
	if (!rules || header_origin(h, db) != 0)
		return NULL;
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	const char *kinds[GAME_MAX_PLAYERS];
	char kind_text[GAMELOG_MAX_LINE];
	if (header_setup(h, db, &setup, kinds, kind_text, sizeof kind_text) != 0)
		return NULL;
	struct strbuf reasons = STRBUF_INIT;
	struct match *m = match_new(rules, db, &setup, kinds, &reasons);
	if (!m) {
		/* One line: the header as a whole is what the game refused. */
		while (reasons.len && reasons.data[reasons.len - 1] == '\n')
			reasons.data[--reasons.len] = '\0';
		for (char *nl; reasons.data && (nl = strchr(reasons.data, '\n')) != NULL;)
			*nl = ';';
		int line = refused_option_line(h, strbuf_str(&reasons));
		if (line > 0)
			strbuf_printf(h->why, _("%s:%d: the header does not set up a match: %s"), h->path,
			              line, strbuf_str(&reasons));
		else
			strbuf_printf(h->why, _("%s: the header does not set up a match: %s"), h->path,
			              strbuf_str(&reasons));
	}
	strbuf_free(&reasons);
	return m;
}

int match_replay_log(struct match **out, const struct game_rules *const *games,
                     const struct carddb *db, const char *path, const struct gamelog *log,
                     const struct diag_list *problems, struct strbuf *why)
{
	struct strbuf header_why = STRBUF_INIT;
	struct header h = { log, path, &header_why };
	const struct diag *problem = first_problem(problems);
	*out = header_match(&h, games ? games : game_table, db);
	if (!*out) {
		/* A damaged line before the first action is likely what broke the
		 * header, and the reader's words for it are the more precise. */
		if (problem && (log->action_count == 0 || problem->where.line < log->actions[0].line))
			strbuf_printf(why, "%s:%d:%d: %s", path, problem->where.line, problem->where.col,
			              problem->message);
		else
			strbuf_puts(why, strbuf_str(&header_why));
		if (log->unterminated_line)
			strbuf_printf(why, _(" (line %d, the last, has no newline: it was cut off as it "
			                "was written)"), log->unterminated_line);
		strbuf_free(&header_why);
		return -1;
	}
	strbuf_free(&header_why);
	return replay_lines(*out, path, log, problem, why);
}

/* The reader's first message, for a log that could not be read at all. */
static void unreadable(const struct diag_list *problems, struct strbuf *why)
{
	struct strbuf line = STRBUF_INIT;
	diag_format(&problems->items[0], &line);
	strbuf_puts(why, strbuf_str(&line));
	strbuf_free(&line);
}

int match_resume(struct match **out, const struct game_rules *const *games,
                 const struct carddb *db, const char *path, struct strbuf *why,
                 struct strbuf *note)
{
	struct gamelog log = GAMELOG_INIT;
	struct diag_list problems = DIAG_LIST_INIT;
	struct gamelog_writer writer = GAMELOG_WRITER_INIT;
	*out = NULL;
	int rc = -1;
	if (gamelog_open_append(&writer, path, &log, &problems) != 0) {
		strbuf_puts(why, writer.error);
		rc = writer.busy ? -2 : -1;
	}
	else if (!log.text && problems.count)
		unreadable(&problems, why);
	else
		rc = match_replay_log(out, games, db, path, &log, &problems, why);
	if (rc == 1 && (*out)->cut_line) {
		if (gamelog_cut(&writer, log.whole_bytes) != 0) {
			strbuf_printf(why, _("; cannot cut it off: %s"), writer.error);
		} else {
			strbuf_reset(why);
			strbuf_printf(note, _("%s:%d: the last line has no newline: it was cut off as it "
			                "was written; it is left out, and the match goes on after line %d"),
			              path, (*out)->cut_line, (*out)->cut_line - 1);
			rc = 0;
		}
	}
	if (rc == 0) {
		(*out)->log = writer;
		(*out)->logging = true;
	} else {
		gamelog_close(&writer);
	}
	gamelog_free(&log);
	diag_list_free(&problems);
	return rc;
}

int match_replay(struct match **out, const struct game_rules *const *games,
                 const struct carddb *db, const char *path, struct strbuf *why)
{
	struct gamelog log = GAMELOG_INIT;
	struct diag_list problems = DIAG_LIST_INIT;
	*out = NULL;
	gamelog_read_file(&log, path, &problems);
	int rc;
	if (!log.text && problems.count) {
		/* Unreadable: the reader's message names the file already. */
		unreadable(&problems, why);
		rc = -1;
	} else {
		rc = match_replay_log(out, games, db, path, &log, &problems, why);
	}
	/* The moves copied their texts, so the log may go. */
	gamelog_free(&log);
	diag_list_free(&problems);
	return rc;
}
