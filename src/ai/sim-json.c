/*
 * The report of a simulation as JSON and as CSV, and read back from JSON.
 *
 * The JSON holds every count of the report, so that the reports of shards
 * can be merged (catan sim merge) into what one run prints, and the
 * figures derived from the counts (rates, intervals, means), so that a
 * script need not work them out. Reading takes the counts and ignores the
 * derived figures. Both are documented in catan(6).
 */
#include "ai/ai.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/i18n.h"
#include "core/json.h"
#include "core/jsonread.h"

static void member_rate(struct json_writer *w, long part, long whole)
{
	struct ai_interval i = ai_wilson(part, whole, AI_Z95);
	json_key(w, "rate");
	json_fixed(w, whole ? (double)part / (double)whole : 0.0, 4);
	json_key(w, "low");
	json_fixed(w, i.low, 4);
	json_key(w, "high");
	json_fixed(w, i.high, 4);
}

static void member_length(struct json_writer *w, const char *key, const struct ai_sim_length *l)
{
	json_key(w, key);
	json_begin_object(w);
	json_member_int(w, "count", l->count);
	json_key(w, "sum");
	json_uint(w, l->sum);
	json_key(w, "sum_squares");
	json_uint(w, l->sum_squares);
	json_member_int(w, "min", l->min);
	json_member_int(w, "max", l->max);
	json_key(w, "mean");
	json_fixed(w, ai_length_mean(l), 2);
	json_key(w, "sd");
	json_fixed(w, ai_length_sd(l), 2);
	json_end_object(w);
}

void ai_sim_format_json(const struct ai_sim_report *r, struct strbuf *out)
{
	const struct ai_sim_options *o = &r->options;
	struct json_writer w;
	json_init(&w, out, 0);
	json_begin_object(&w);
	json_member_string(&w, "game", r->game);
	json_key(&w, "seed");
	json_uint(&w, o->seed);
	json_member_int(&w, "matches", o->matches);
	json_member_int(&w, "shard", o->shard);
	json_member_int(&w, "shards", o->shards);
	json_member_string(&w, "setup", o->setup);
	json_key(&w, "db_digest");
	json_uint(&w, o->db_digest);
	json_member_int(&w, "max_turns", o->caps.max_turns);
	json_member_int(&w, "max_actions", o->caps.max_actions);
	json_member_int(&w, "played", r->matches);
	json_member_int(&w, "won", r->won);
	json_member_int(&w, "capped", r->capped);
	member_length(&w, "turns", &r->turns);
	member_length(&w, "actions", &r->actions);
	json_key(&w, "seats");
	json_begin_array(&w);
	for (int p = 0; p < o->players; p++) {
		json_begin_object(&w);
		json_member_int(&w, "seat", p + 1);
		char name[32];
		ai_level_name(o->kinds[p], &o->budgets[p], name, sizeof name);
		json_member_string(&w, "player", name);
		json_member_int(&w, "wins", r->wins[p]);
		member_rate(&w, r->wins[p], r->won);
		json_end_object(&w);
	}
	json_end_array(&w);
	json_key(&w, "cards");
	json_begin_array(&w);
	for (size_t i = 0; i < o->card_count; i++) {
		const struct ai_sim_card *c = &r->cards[i];
		json_begin_object(&w);
		json_member_string(&w, "card", c->key);
		json_member_int(&w, "drawn", c->drawn);
		json_member_int(&w, "built", c->built);
		json_member_int(&w, "played", c->played);
		json_member_int(&w, "revealed", c->revealed);
		json_member_int(&w, "builders", c->builders);
		json_member_int(&w, "builders_won", c->builders_won);
		member_rate(&w, c->builders_won, c->builders);
		json_end_object(&w);
	}
	json_end_array(&w);
	json_member_string(&w, "error", r->error[0] ? r->error : NULL);
	json_end_object(&w);
	strbuf_putc(out, '\n');
}

/* CSV as RFC 4180 has it; card keys need no quotes, but a database may
 * hold any key. */
static void csv_field(struct strbuf *out, const char *text)
{
	if (!strpbrk(text, ",\"\r\n")) {
		strbuf_puts(out, text);
		return;
	}
	strbuf_putc(out, '"');
	for (; *text; text++) {
		if (*text == '"')
			strbuf_putc(out, '"');
		strbuf_putc(out, *text);
	}
	strbuf_putc(out, '"');
}

void ai_sim_format_csv(const struct ai_sim_report *r, const char *label, struct strbuf *out)
{
	double fair = 1.0 / r->options.players;
	if (out->len == 0)
		strbuf_printf(out, "%scard,matches,drawn,built,played,revealed,builders,builders_won,"
		              "win_rate,win_low,win_high,significant\n", label ? "database," : "");
	for (size_t i = 0; i < r->options.card_count; i++) {
		const struct ai_sim_card *c = &r->cards[i];
		struct ai_interval in = ai_wilson(c->builders_won, c->builders, AI_Z95);
		if (label) {
			csv_field(out, label);
			strbuf_putc(out, ',');
		}
		csv_field(out, c->key);
		strbuf_printf(out, ",%ld,%ld,%ld,%ld,%ld,%ld,%ld,%.4f,%.4f,%.4f,%d\n", r->matches,
		              c->drawn, c->built, c->played, c->revealed, c->builders, c->builders_won,
		              c->builders ? (double)c->builders_won / (double)c->builders : 0.0, in.low,
		              in.high, c->builders > 0 && ai_interval_excludes(in, fair));
	}
}

/* Reading: each helper names the member it could not read in why. */

static int get_long(const struct jsonread_value *object, const char *key, long min, long max,
                    long *out, struct strbuf *why)
{
	int64_t n;
	if (jsonread_integer(jsonread_member(object, key), min, max, &n) != 0) {
		strbuf_printf(why, _("'%s' is missing or not a whole number from %ld to %ld"), key, min, max);
		return -1;
	}
	*out = (long)n;
	return 0;
}

static int get_u64(const struct jsonread_value *object, const char *key, uint64_t *out,
                   struct strbuf *why)
{
	if (jsonread_unsigned(jsonread_member(object, key), out) != 0) {
		strbuf_printf(why, _("'%s' is missing or not a whole number from 0"), key);
		return -1;
	}
	return 0;
}

static const char *get_string(const struct jsonread_value *object, const char *key,
                              struct strbuf *why)
{
	const struct jsonread_value *v = jsonread_member(object, key);
	if (!v || v->type != JSONREAD_STRING) {
		strbuf_printf(why, _("'%s' is missing or not a string"), key);
		return NULL;
	}
	return v->text;
}

static int get_length(const struct jsonread_value *root, const char *key,
                      struct ai_sim_length *l, struct strbuf *why)
{
	const struct jsonread_value *v = jsonread_member(root, key);
	if (!v || v->type != JSONREAD_OBJECT) {
		strbuf_printf(why, _("'%s' is missing or not an object"), key);
		return -1;
	}
	struct strbuf inner = STRBUF_INIT;
	int rc = 0;
	if (get_long(v, "count", 0, LONG_MAX, &l->count, &inner) != 0 ||
	    get_u64(v, "sum", &l->sum, &inner) != 0 ||
	    get_u64(v, "sum_squares", &l->sum_squares, &inner) != 0 ||
	    get_long(v, "min", 0, LONG_MAX, &l->min, &inner) != 0 ||
	    get_long(v, "max", 0, LONG_MAX, &l->max, &inner) != 0) {
		strbuf_printf(why, "%s: %s", key, strbuf_str(&inner));
		rc = -1;
	}
	strbuf_free(&inner);
	return rc;
}

static int get_seats(const struct jsonread_value *root, struct ai_sim_report *r, struct strbuf *why)
{
	const struct jsonread_value *seats = jsonread_member(root, "seats");
	if (!seats || seats->type != JSONREAD_ARRAY || seats->count < 2 ||
	    seats->count > GAME_MAX_PLAYERS) {
		strbuf_printf(why, _("'seats' is missing or not a list of 2 to %d seats"), GAME_MAX_PLAYERS);
		return -1;
	}
	r->options.players = (int)seats->count;
	for (size_t p = 0; p < seats->count; p++) {
		const char *kind = get_string(seats->items[p], "player", why);
		if (!kind || ai_level_parse(kind, &r->options.kinds[p], &r->options.budgets[p]) != 0) {
			if (kind)
				strbuf_printf(why, _("seat %zu: no player kind '%s'"), p + 1, kind);
			return -1;
		}
		if (get_long(seats->items[p], "wins", 0, LONG_MAX, &r->wins[p], why) != 0)
			return -1;
	}
	return 0;
}

static int get_cards(const struct jsonread_value *root, struct ai_sim_report *r, struct strbuf *why)
{
	const struct jsonread_value *cards = jsonread_member(root, "cards");
	if (!cards || cards->type != JSONREAD_ARRAY) {
		strbuf_puts(why, _("'cards' is missing or not a list"));
		return -1;
	}
	r->cards = calloc(cards->count ? cards->count : 1, sizeof *r->cards);
	if (!r->cards) {
		strbuf_puts(why, _("out of memory"));
		return -1;
	}
	r->options.card_count = cards->count;
	for (size_t i = 0; i < cards->count; i++) {
		const struct jsonread_value *c = cards->items[i];
		struct ai_sim_card *card = &r->cards[i];
		const char *key = get_string(c, "card", why);
		if (!key || !(card->key = strdup(key)) ||
		    get_long(c, "drawn", 0, LONG_MAX, &card->drawn, why) != 0 ||
		    get_long(c, "built", 0, LONG_MAX, &card->built, why) != 0 ||
		    get_long(c, "played", 0, LONG_MAX, &card->played, why) != 0 ||
		    get_long(c, "revealed", 0, LONG_MAX, &card->revealed, why) != 0 ||
		    get_long(c, "builders", 0, LONG_MAX, &card->builders, why) != 0 ||
		    get_long(c, "builders_won", 0, card->builders, &card->builders_won, why) != 0) {
			if (key && !card->key)
				strbuf_puts(why, _("out of memory"));
			strbuf_printf(why, _(" (card %zu)"), i + 1);
			return -1;
		}
	}
	return 0;
}

static int read_report(const struct jsonread_value *root, struct ai_sim_report *r,
                       struct strbuf *why)
{
	struct ai_sim_options *o = &r->options;
	const char *game = get_string(root, "game", why);
	const char *setup = game ? get_string(root, "setup", why) : NULL;
	long shard, shards, max_turns;
	if (!setup)
		return -1;
	snprintf(r->game, sizeof r->game, "%s", game);
	snprintf(o->setup, sizeof o->setup, "%s", setup);
	if (get_u64(root, "seed", &o->seed, why) != 0 ||
	    get_long(root, "matches", 1, LONG_MAX, &o->matches, why) != 0 ||
	    get_long(root, "shards", 1, LONG_MAX, &shards, why) != 0 ||
	    get_long(root, "shard", 1, shards, &shard, why) != 0 ||
	    get_u64(root, "db_digest", &o->db_digest, why) != 0 ||
	    get_long(root, "max_turns", 1, 1000000, &max_turns, why) != 0 ||
	    get_long(root, "max_actions", 1, LONG_MAX, &o->caps.max_actions, why) != 0 ||
	    get_long(root, "played", 0, LONG_MAX, &r->matches, why) != 0 ||
	    get_long(root, "won", 0, r->matches, &r->won, why) != 0 ||
	    get_long(root, "capped", 0, r->matches - r->won, &r->capped, why) != 0 ||
	    get_length(root, "turns", &r->turns, why) != 0 ||
	    get_length(root, "actions", &r->actions, why) != 0 ||
	    get_seats(root, r, why) != 0 || get_cards(root, r, why) != 0)
		return -1;
	o->shard = (int)shard;
	o->shards = (int)shards;
	o->caps.max_turns = (int)max_turns;
	o->jobs = 1;
	long wins = 0;
	for (int p = 0; p < o->players; p++)
		wins += r->wins[p];
	if (wins != r->won) {
		strbuf_printf(why, _("the seats' wins add up to %ld, not to the %ld won"), wins, r->won);
		return -1;
	}
	const struct jsonread_value *error = jsonread_member(root, "error");
	if (error && error->type == JSONREAD_STRING)
		snprintf(r->error, sizeof r->error, "%s", error->text);
	return 0;
}

int ai_sim_read_json(const char *text, size_t len, struct ai_sim_report *report,
                     struct strbuf *why)
{
	memset(report, 0, sizeof *report);
	struct arena *arena = arena_new();
	if (!arena) {
		strbuf_puts(why, _("out of memory"));
		return -1;
	}
	const struct jsonread_value *root = jsonread_parse(arena, text, len, why);
	int rc = -1;
	if (root && root->type != JSONREAD_OBJECT)
		strbuf_puts(why, _("not a JSON object"));
	else if (root)
		rc = read_report(root, report, why);
	arena_free(arena);
	if (rc != 0)
		ai_sim_report_free(report);
	return rc;
}
