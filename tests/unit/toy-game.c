/*
 * The toy game of toy-game.h.
 */
#include "toy-game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const toy_cards[TOY_DEAL] = {
	"abbey", "brick-factory", "brick-fleet", "knight-gotz", "knight-karl", "grain-mill",
};

static int card_index(const struct carddb *db, const char *key)
{
	for (size_t i = 0; i < db->card_count; i++)
		if (strcmp(db->cards[i].key, key) == 0)
			return (int)i;
	return -1;
}

static int toy_init(void *state, const struct carddb *db, const void *tables,
                    const struct match_setup *setup, struct diag_list *diags)
{
	(void)tables; /* the toy game derives nothing from a card database */
	struct toy_state *s = state;
	struct diag_where where;
	diag_where_set(&where, "toy", NULL, NULL, NULL, 0, 0);
	memset(s, 0, sizeof *s);
	s->db = db;
	s->sandbox = setup->sandbox;
	s->pile = 15;
	s->turn = 1;
	s->winner = -1;
	s->gained[0] = s->gained[1] = -1;
	if (setup->player_count != 2)
		diag_add(diags, &where, "toy is for 2 players, not %d", setup->player_count);
	for (int i = 0; i < setup->option_count; i++) {
		char *end;
		long pile = strtol(setup->options[i].value, &end, 10);
		if (strcmp(setup->options[i].key, "PILE") != 0)
			diag_add(diags, &where, "no option '%s'", setup->options[i].key);
		else if (*end || end == setup->options[i].value || pile < 1 || pile > 99)
			diag_add(diags, &where, "PILE takes 1..99, not '%s'", setup->options[i].value);
		else
			s->pile = (int)pile;
	}
	int deal[TOY_DEAL];
	for (int i = 0; i < TOY_DEAL; i++)
		if ((deal[i] = card_index(db, toy_cards[i])) < 0)
			diag_add(diags, &where, "no card '%s'", toy_cards[i]);
	if (diags->count)
		return -1;
	rng_seed(&s->rng, setup->seed);
	rng_shuffle_ints(&s->rng, deal, TOY_DEAL);
	for (int i = 0; i < TOY_HAND; i++) {
		s->hand[0][i] = deal[i];
		s->hand[1][i] = deal[TOY_HAND + i];
	}
	return 0;
}

static int toy_current(const void *state)
{
	return ((const struct toy_state *)state)->current;
}

static int toy_winner(const void *state)
{
	return ((const struct toy_state *)state)->winner;
}

static int toy_turn(const void *state)
{
	return ((const struct toy_state *)state)->turn;
}

static const char *toy_phase(const void *state)
{
	return toy_current(state) < 0 ? "over" : "take";
}

static void push(struct action *out, size_t max, size_t *count, int kind, int a0, int a1)
{
	if (*count < max)
		out[*count] = (struct action){ (uint16_t)kind, { (int16_t)a0, (int16_t)a1, 0, 0, 0 } };
	(*count)++;
}

static size_t toy_legal(const void *state, struct action *out, size_t max)
{
	const struct toy_state *s = state;
	size_t count = 0;
	if (s->current < 0)
		return 0;
	for (int n = 1; n <= 3 && n <= s->pile; n++)
		push(out, max, &count, TOY_TAKE, n, 0);
	for (int i = 0; i < TOY_HAND; i++)
		if (s->hand[s->current][i] >= 0)
			push(out, max, &count, TOY_PLAY, s->hand[s->current][i], i);
	if (s->gained[s->current] < 0)
		for (size_t r = 0; r < s->db->resource_count; r++)
			if (s->db->resources[r].game == GAME_PRINCIPALITY)
				push(out, max, &count, TOY_GAIN, (int)r, 0);
	return count < max ? count : max;
}

static void take(struct toy_state *s, int n)
{
	s->pile -= n;
	if (s->pile == 0) {
		s->winner = s->current;
		s->current = -1;
	} else {
		s->current = 1 - s->current;
		s->turn++;
	}
}

static int toy_apply(void *state, const struct action *a)
{
	struct toy_state *s = state;
	if (s->current < 0)
		return -1;
	switch (a->kind) {
	case TOY_TAKE:
		if (a->arg[0] < 1 || a->arg[0] > 3 || a->arg[0] > s->pile)
			return -1;
		take(s, a->arg[0]);
		return 0;
	case TOY_PLAY:
		if (a->arg[1] < 0 || a->arg[1] >= TOY_HAND || s->hand[s->current][a->arg[1]] != a->arg[0])
			return -1;
		s->hand[s->current][a->arg[1]] = -1;
		take(s, 1);
		return 0;
	case TOY_GAIN:
		if (s->gained[s->current] >= 0 || a->arg[0] < 0 || (size_t)a->arg[0] >= s->db->resource_count)
			return -1;
		s->gained[s->current] = a->arg[0];
		return 0;
	case TOY_PILE:
		if (!s->sandbox || a->arg[0] < 1 || a->arg[0] > 99)
			return -1;
		s->pile = a->arg[0];
		return 0;
	}
	return -1;
}

static void toy_format(const void *state, const struct action *a, struct strbuf *out)
{
	const struct toy_state *s = state;
	switch (a->kind) {
	case TOY_TAKE: strbuf_printf(out, "take %d", a->arg[0]); break;
	case TOY_PLAY: strbuf_printf(out, "play %s", s->db->cards[a->arg[0]].key); break;
	case TOY_GAIN: strbuf_printf(out, "gain %s", s->db->resources[a->arg[0]].key); break;
	case TOY_PILE: strbuf_printf(out, "pile %d", a->arg[0]); break;
	}
}

static int toy_parse_sandbox(const void *state, int player, const char *text,
                             enum carddb_lang lang, struct action *out, struct strbuf *why)
{
	(void)state;
	(void)player;
	(void)lang;
	if (strncmp(text, "pile", 4) != 0 || (text[4] != ' ' && text[4] != '\0'))
		return 1;
	char *end;
	long n = strtol(text + 4, &end, 10);
	if (end == text + 4 || *end || n < 1 || n > 99) {
		strbuf_puts(why, "pile takes a number 1..99");
		return -1;
	}
	*out = (struct action){ TOY_PILE, { (int16_t)n, 0, 0, 0, 0 } };
	return 0;
}

static void toy_render(const void *state, int viewer, enum carddb_lang lang, bool color,
                       struct strbuf *out)
{
	(void)lang; /* the toy game has no card names to translate */
	const struct toy_state *s = state;
	strbuf_printf(out, "%spile %d%s, turn %d\n", color ? "\033[1m" : "", s->pile,
	              color ? "\033[0m" : "", s->turn);
	for (int p = 0; p < 2; p++) {
		int held = 0;
		for (int i = 0; i < TOY_HAND; i++)
			held += s->hand[p][i] >= 0;
		strbuf_printf(out, "player %d:", p + 1);
		if (viewer >= 0 && viewer != p)
			strbuf_printf(out, " %d cards", held);
		for (int i = 0; i < TOY_HAND && (viewer < 0 || viewer == p); i++)
			if (s->hand[p][i] >= 0)
				strbuf_printf(out, " %s", s->db->cards[s->hand[p][i]].name[LANG_EN]);
		strbuf_putc(out, '\n');
	}
}

static int toy_vp(const void *state, int player)
{
	return toy_winner(state) == player;
}

static void toy_json(const void *state, int viewer, struct json_writer *w)
{
	const struct toy_state *s = state;
	json_begin_object(w);
	json_member_string(w, "game", "toy");
	json_member_int(w, "turn", s->turn);
	json_member_string(w, "phase", toy_phase(s));
	json_member_int(w, "current", s->current);
	json_member_int(w, "winner", s->winner);
	json_member_int(w, "pile", s->pile);
	json_key(w, "players");
	json_begin_array(w);
	for (int p = 0; p < 2; p++) {
		json_begin_object(w);
		json_member_string(w, "name", p ? "player 2" : "player 1");
		json_member_int(w, "vp", toy_vp(s, p));
		json_key(w, "hand");
		json_begin_array(w);
		for (int i = 0; i < TOY_HAND; i++)
			if (s->hand[p][i] >= 0)
				json_string(w, viewer < 0 || viewer == p ? s->db->cards[s->hand[p][i]].key
				                                         : "hidden");
		json_end_array(w);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

/* Leaving the opponent a multiple of four wins. */
static double toy_evaluate(const void *state, int player)
{
	const struct toy_state *s = state;
	if (s->winner >= 0)
		return s->winner == player ? 100 : -100;
	return s->current != player && s->pile % 4 == 0 ? 10 : 0;
}

static int toy_check(const void *state, struct strbuf *why)
{
	const struct toy_state *s = state;
	if (s->pile < 0) {
		strbuf_puts(why, "negative pile");
		return -1;
	}
	return 0;
}

const struct game_rules toy_rules = {
	.key = "toy",
	.state_size = sizeof(struct toy_state),
	.init = toy_init,
	.current = toy_current,
	.winner = toy_winner,
	.turn = toy_turn,
	.phase = toy_phase,
	.legal = toy_legal,
	.apply = toy_apply,
	.format_action = toy_format,
	.parse_sandbox = toy_parse_sandbox,
	.render = toy_render,
	.write_json = toy_json,
	.victory_points = toy_vp,
	.evaluate = toy_evaluate,
	.check = toy_check,
};

const struct game_rules *const toy_games[] = { &toy_rules, NULL };

int toy_fixture_setup(void **state)
{
	static struct toy_fixture f;
	struct diag_list diags = DIAG_LIST_INIT;
	f.db = carddb_load(NULL, &diags);
	diag_list_free(&diags);
	const char *base = getenv("TMPDIR");
	snprintf(f.dir, sizeof f.dir, "%s/catan-toy-XXXXXX", base && *base ? base : "/tmp");
	if (!f.db || !mkdtemp(f.dir))
		return -1;
	*state = &f;
	return 0;
}

int toy_fixture_teardown(void **state)
{
	struct toy_fixture *f = *state;
	char command[600];
	snprintf(command, sizeof command, "rm -rf '%s'", f->dir);
	if (system(command) != 0)
		return -1;
	carddb_free(f->db);
	return 0;
}

const char *toy_fixture_path(void **state, const char *name)
{
	static char path[1024];
	snprintf(path, sizeof path, "%s/%s", ((struct toy_fixture *)*state)->dir, name);
	return path;
}
