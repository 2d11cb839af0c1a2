/*
 * A match: setting one up, applying moves, stepping back, and its log.
 */
#include "match/match.h"

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "ai/ai.h"
#include "core/i18n.h"

bool match_kind_valid(const char *kind)
{
	enum ai_kind level;
	struct ai_budget budget;
	return strcmp(kind, "human") == 0 ||
	       (strlen(kind) < MATCH_KIND_MAX && ai_level_parse(kind, &level, &budget) == 0);
}

void match_kind_list(struct strbuf *out)
{
	strbuf_puts(out, "human, " AI_LEVEL_NAMES);
}

/* Copies the option strings of setup into one block the match owns, so the
 * caller's argv or log text may go away. */
static int copy_options(struct match *m, const struct match_setup *setup)
{
	size_t size = 1;
	for (int i = 0; i < setup->option_count; i++)
		size += strlen(setup->options[i].key) + strlen(setup->options[i].value) + 2;
	m->option_store = malloc(size);
	if (!m->option_store)
		return -1;
	char *p = m->option_store;
	for (int i = 0; i < setup->option_count; i++) {
		size_t klen = strlen(setup->options[i].key) + 1;
		size_t vlen = strlen(setup->options[i].value) + 1;
		memcpy(p, setup->options[i].key, klen);
		m->setup.options[i].key = p;
		p += klen;
		memcpy(p, setup->options[i].value, vlen);
		m->setup.options[i].value = p;
		p += vlen;
	}
	return 0;
}

static int push_checkpoint(struct match *m)
{
	size_t size = m->rules->state_size;
	if (m->checkpoint_count == m->checkpoint_cap) {
		size_t cap = m->checkpoint_cap ? 2 * m->checkpoint_cap : 4;
		unsigned char *grown = realloc(m->checkpoints, cap * size);
		if (!grown)
			return -1;
		m->checkpoints = grown;
		m->checkpoint_cap = cap;
	}
	memcpy(m->checkpoints + m->checkpoint_count * size, m->state, size);
	m->checkpoint_count++;
	return 0;
}

struct match *match_new(const struct game_rules *rules, const struct carddb *db,
                        const struct match_setup *setup, const char *const *kinds,
                        struct strbuf *why)
{
	if (setup->player_count < 1 || setup->player_count > GAME_MAX_PLAYERS) {
		strbuf_printf(why, _("%d players: a match has 1 to %d\n"), setup->player_count,
		              GAME_MAX_PLAYERS);
		return NULL;
	}
	for (int i = 0; i < setup->player_count; i++) {
		if (strlen(kinds[i]) >= MATCH_KIND_MAX || !match_kind_valid(kinds[i])) {
			strbuf_printf(why, _("player %d: no player kind '%s' ("), i + 1, kinds[i]);
			match_kind_list(why);
			strbuf_puts(why, ")\n");
			return NULL;
		}
	}
	struct match *m = calloc(1, sizeof *m);
	if (!m || !(m->state = malloc(rules->state_size))) {
		free(m);
		strbuf_puts(why, _("out of memory\n"));
		return NULL;
	}
	m->rules = rules;
	m->db = db;
	m->game = carddb_game_by_key(rules->key);
	m->lang = LANG_EN;
	m->setup = *setup;
	m->log = (struct gamelog_writer)GAMELOG_WRITER_INIT;
	for (int i = 0; i < setup->player_count; i++)
		strcpy(m->kind[i], kinds[i]);
	struct diag_list diags = DIAG_LIST_INIT;
	int rc = copy_options(m, setup);
	if (rc == 0)
		rc = game_load(rules, db, &m->tables, &diags);
	if (rc == 0 && (rc = rules->init(m->state, db, m->tables, &m->setup, &diags)) != 0) {
		for (size_t i = 0; i < diags.count; i++) {
			diag_format(&diags.items[i], why);
			strbuf_putc(why, '\n');
		}
		if (!diags.count)
			strbuf_printf(why, _("the %s game refused this setup\n"), rules->key);
	}
	diag_list_free(&diags);
	if (rc == 0 && push_checkpoint(m) != 0) {
		strbuf_puts(why, _("out of memory\n"));
		rc = -1;
	}
	if (rc != 0 && m->option_store == NULL && !why->len)
		strbuf_puts(why, _("out of memory\n"));
	if (rc != 0) {
		match_free(m);
		return NULL;
	}
	return m;
}

static void forget_moves_after(struct match *m, size_t keep)
{
	for (size_t i = keep; i < m->move_count; i++)
		free(m->moves[i].text);
	if (m->move_count > keep)
		m->move_count = keep;
	/* Checkpoint k is the state after k * MATCH_CHECKPOINT moves. */
	size_t checkpoints = keep / MATCH_CHECKPOINT + 1;
	if (m->checkpoint_count > checkpoints)
		m->checkpoint_count = checkpoints;
}

void match_free(struct match *m)
{
	if (!m)
		return;
	if (m->logging)
		gamelog_close(&m->log);
	game_unload(m->rules, m->tables);
	forget_moves_after(m, 0);
	free(m->moves);
	free(m->checkpoints);
	free(m->state);
	free(m->option_store);
	strbuf_free(&m->legal_text);
	free(m);
}

/* ---- the log header ---------------------------------------------------- */

static void put_pair(struct strbuf *store, const char *key, const char *value)
{
	strbuf_append(store, key, strlen(key) + 1);
	strbuf_append(store, value, strlen(value) + 1);
}

size_t match_header(const struct match *m, struct gamelog_pair *pairs, size_t max,
                    struct strbuf *store)
{
	struct strbuf value = STRBUF_INIT;
	strbuf_reset(store);
	put_pair(store, "game", m->rules->key);
	for (int i = 0; i < m->setup.set_count; i++)
		strbuf_printf(&value, "%s%s", i ? " " : "", m->db->sets[m->setup.sets[i]].key);
	put_pair(store, "sets", strbuf_str(&value));
	for (int i = 0; i < m->setup.option_count; i++) {
		strbuf_reset(&value);
		strbuf_printf(&value, "option.%s", m->setup.options[i].key);
		put_pair(store, strbuf_str(&value), m->setup.options[i].value);
	}
	strbuf_reset(&value);
	for (int i = 0; i < m->setup.player_count; i++)
		strbuf_printf(&value, "%s%s", i ? " " : "", m->kind[i]);
	put_pair(store, "players", strbuf_str(&value));
	strbuf_reset(&value);
	strbuf_printf(&value, "%llu", (unsigned long long)m->setup.seed);
	put_pair(store, "seed", strbuf_str(&value));
	if (m->setup.sandbox)
		put_pair(store, "sandbox", "yes");
	strbuf_reset(&value);
	strbuf_printf(&value, "%016llx", (unsigned long long)m->db->digest);
	put_pair(store, "carddb", strbuf_str(&value));
	put_pair(store, "engine", PACKAGE_VERSION);
	strbuf_free(&value);

	/* The store is complete, so pointers into it stay valid. */
	size_t count = 0;
	const char *p = store->data, *end = store->data + store->len;
	while (p && p < end && count < max) {
		pairs[count].key = p;
		p += strlen(p) + 1;
		pairs[count].value = p;
		p += strlen(p) + 1;
		pairs[count].line = 0;
		count++;
	}
	return count;
}

/* Writes the moves already made, for a match logged after it began. */
static int log_moves_so_far(struct match *m, struct strbuf *why)
{
	for (size_t i = 0; i < m->at; i++) {
		if (gamelog_append(&m->log, m->moves[i].player + 1, m->moves[i].text) != 0) {
			strbuf_printf(why, "%s", m->log.error);
			return -1;
		}
	}
	return 0;
}

int match_log_create(struct match *m, const char *path, struct strbuf *why)
{
	struct gamelog_pair pairs[GAME_MAX_OPTIONS + 16];
	struct strbuf store = STRBUF_INIT, dir = STRBUF_INIT;
	size_t count = match_header(m, pairs, sizeof pairs / sizeof pairs[0], &store);
	int rc;
	if (store.failed) {
		strbuf_puts(why, _("out of memory"));
		rc = -1;
	} else if (path) {
		rc = gamelog_create(&m->log, path, pairs, count);
	} else if (gamelog_default_dir(&dir) != 0) {
		strbuf_puts(why, _("no directory for game logs: set XDG_STATE_HOME or HOME, "
		                   "or name a file with --log"));
		rc = -1;
	} else {
		rc = gamelog_create_new(&m->log, strbuf_str(&dir), m->rules->key, pairs, count);
	}
	if (rc != 0 && m->log.error[0])
		strbuf_puts(why, m->log.error);
	strbuf_free(&store);
	strbuf_free(&dir);
	if (rc != 0)
		return -1;
	m->logging = true;
	return log_moves_so_far(m, why);
}

/* ---- moves ------------------------------------------------------------- */

int match_log_sync(struct match *m, struct strbuf *why)
{
	if (!m->logging || gamelog_sync(&m->log) == 0)
		return 0;
	strbuf_printf(why, _("the log could not be saved to disk: %s"), m->log.error);
	return -1;
}

int match_current(const struct match *m)
{
	return m->rules->current(m->state);
}

size_t match_legal(struct match *m)
{
	if (m->legal_fresh)
		return m->legal_count;
	m->legal_count = 0;
	strbuf_reset(&m->legal_text);
	if (match_current(m) >= 0)
		m->legal_count = m->rules->legal(m->state, m->legal, GAME_MAX_ACTIONS);
	for (size_t i = 0; i < m->legal_count; i++) {
		m->legal_offset[i] = m->legal_text.len;
		m->rules->format_action(m->state, &m->legal[i], &m->legal_text);
		strbuf_append(&m->legal_text, "", 1);
	}
	m->legal_fresh = true;
	return m->legal_count;
}

const struct action *match_legal_action(struct match *m, size_t i)
{
	return i < match_legal(m) ? &m->legal[i] : NULL;
}

const char *match_legal_text(struct match *m, size_t i)
{
	if (i >= match_legal(m) || m->legal_text.failed)
		return "";
	return m->legal_text.data + m->legal_offset[i];
}

/* Applies moves[at] to the state, keeping the checkpoints. An undo puts
 * the state of the step before the move it takes back: match_goto to an
 * earlier step, which may replay undos further back, each to a step
 * earlier still. */
static int advance(struct match *m)
{
	size_t next = m->at + 1;
	const struct match_move *move = &m->moves[m->at];
	if (move->undoes >= 0) {
		if ((size_t)move->undoes >= m->at || match_goto(m, (size_t)move->undoes) != 0)
			return -1;
	} else if (m->rules->apply(m->state, &move->action) != 0) {
		return -1;
	}
	m->at = next;
	m->legal_fresh = false;
	if (m->at % MATCH_CHECKPOINT == 0 && m->checkpoint_count == m->at / MATCH_CHECKPOINT)
		return push_checkpoint(m);
	return 0;
}

/* Room for one more move. */
static int grow_moves(struct match *m)
{
	if (m->move_count < m->move_cap)
		return 0;
	size_t cap = m->move_cap ? 2 * m->move_cap : 64;
	struct match_move *grown = realloc(m->moves, cap * sizeof *grown);
	if (!grown)
		return -1;
	m->moves = grown;
	m->move_cap = cap;
	return 0;
}

int match_apply(struct match *m, const struct action *action, struct strbuf *why)
{
	int player = match_current(m);
	if (player < 0) {
		strbuf_puts(why, _("the match is over"));
		return -1;
	}
	struct strbuf text = STRBUF_INIT;
	m->rules->format_action(m->state, action, &text);
	if (text.failed || text.len == 0) {
		strbuf_free(&text);
		strbuf_puts(why, text.failed ? "out of memory" : "the game has no text for this action");
		return -1;
	}
	/* A move made after stepping back starts a new branch. */
	forget_moves_after(m, m->at);
	if (grow_moves(m) != 0) {
		strbuf_free(&text);
		strbuf_puts(why, _("out of memory"));
		return -1;
	}
	struct match_move *move = &m->moves[m->move_count];
	*move = (struct match_move){ player, *action, text.data, 0, -1 };
	m->move_count++;
	if (advance(m) != 0) {
		/* The game refused it and changed nothing: forget the move. */
		strbuf_printf(why, _("'%s' is not legal now"), move->text);
		forget_moves_after(m, m->at);
		return -1;
	}
	if (m->logging && gamelog_append(&m->log, player + 1, move->text) != 0) {
		strbuf_printf(why, _("the move was made but not logged: %s"), m->log.error);
		return -1;
	}
	return 0;
}

int match_goto(struct match *m, size_t step)
{
	if (step > m->move_count)
		step = m->move_count;
	if (step < m->at) {
		size_t k = step / MATCH_CHECKPOINT;
		memcpy(m->state, m->checkpoints + k * m->rules->state_size, m->rules->state_size);
		m->at = k * MATCH_CHECKPOINT;
		m->legal_fresh = false;
	}
	while (m->at < step)
		if (advance(m) != 0)
			return -1;
	return 0;
}

long match_live_move(const struct match *m, size_t step)
{
	long i = (long)(step < m->move_count ? step : m->move_count) - 1;
	while (i >= 0 && m->moves[i].undoes >= 0)
		i = m->moves[i].undoes - 1;
	return i;
}

long match_undo_target(const char *text)
{
	if (strncmp(text, "undo ", 5) != 0 || text[5] < '1' || text[5] > '9')
		return -1;
	char *end;
	long n = strtol(text + 5, &end, 10);
	return *end || n < 1 || n > 100000000 ? -1 : n - 1;
}

int match_undo(struct match *m, size_t target, struct strbuf *why)
{
	bool counts = false;
	for (long i = match_live_move(m, m->at); i >= 0 && !counts; i = match_live_move(m, (size_t)i))
		counts = (size_t)i == target;
	if (!counts) {
		strbuf_printf(why, _("move %zu does not count now: nothing to take back"), target + 1);
		return -1;
	}
	struct strbuf text = STRBUF_INIT;
	strbuf_printf(&text, "undo %zu", target + 1);
	forget_moves_after(m, m->at);
	if (text.failed || grow_moves(m) != 0) {
		strbuf_free(&text);
		strbuf_puts(why, _("out of memory"));
		return -1;
	}
	int player = m->moves[target].player;
	struct match_move *move = &m->moves[m->move_count];
	*move = (struct match_move){ player, { 0, { 0 } }, text.data, 0, (long)target };
	m->move_count++;
	if (advance(m) != 0) {
		strbuf_puts(why, _("the match does not step back: the game is not deterministic"));
		forget_moves_after(m, m->at);
		return -1;
	}
	if (m->logging && gamelog_append(&m->log, player + 1, move->text) != 0) {
		strbuf_printf(why, _("the undo was made but not logged: %s"), m->log.error);
		return -1;
	}
	return 0;
}
