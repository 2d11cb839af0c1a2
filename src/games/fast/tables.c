/*
 * tables: what set-up reads of the card database, derived once per database
 * (game_rules.load) instead of once per match.
 *
 * A match's set-up picks building cards by set, symbols and copy, and asks
 * each card's effect program what it gives, whether it has an ability and
 * what design it belongs to; without the tables it would look through every
 * card of every game for each match. The tables list the fast game's
 * building and resource card rows in database order, with those answers,
 * and the rule options in force for the base sets alone, which is what a
 * match without --option and theme sets reads. Set-up makes the same
 * choices from them as from the database, in the same order, so a match
 * is the same with or without them; fast_init() derives them itself when
 * it is given none.
 */
#include <stdlib.h>
#include <string.h>

#include "games/fast/internal.h"
#include "core/i18n.h"

/* The card types behind enum fast_kind: the rules' words, not card names. */
static const char *const kind_keys[FK_COUNT] = {
	[FK_ROAD] = "road", [FK_KNIGHT] = "knight", [FK_SETTLEMENT] = "settlement",
	[FK_EXPANSION] = "city-expansion", [FK_DESTINY] = "destiny",
};

static int kind_of(const struct fast_tables *t, const struct carddb_card *c)
{
	for (int k = 0; k < FK_COUNT; k++)
		if (t->kind_type[k] >= 0 && c->type == t->kind_type[k])
			return k;
	return -1;
}

static bool building_row(const struct fast_tables *t, const struct carddb_card *c)
{
	return c->game == GAME_FAST && c->count > 0 && kind_of(t, c) >= 0;
}

static bool resource_row(const struct fast_tables *t, const struct carddb_card *c)
{
	return c->game == GAME_FAST && c->type == t->resource_type;
}

/* The house rule behind HOUSE_EXPANSIONS=0: R003 says every expansion gives
 * a lasting advantage ("Jeder Ausbau bietet einen dauerhaften Vorteil"), so
 * an expansion card without any behaviour is a placeholder. */
static bool placeholder(const struct carddb_card *c, int kind)
{
	return kind == FK_EXPANSION && c->program == NULL;
}

static bool has_ability(const struct carddb *db, int db_card)
{
	return db_card >= 0 &&
	       effect_find_handler(db->cards[db_card].program, EFFECT_ON_ACTIVATE, -1, 0) >= 0;
}

/* Expansions that share a name are one design: R003, "Jeden Ausbau darfst
 * du nur einmal bauen, zwei Kirchen sind also nicht erlaubt." The first
 * expansion row with row's German name stands for them. */
static int name_group(const struct carddb *db, const struct fast_tables *t, int row)
{
	const char *name = db->cards[t->row[row].front].name[LANG_DE];
	for (int i = 0; i < row; i++)
		if (t->row[i].kind == FK_EXPANSION &&
		    strcmp(db->cards[t->row[i].front].name[LANG_DE], name) == 0)
			return i;
	return row;
}

static void fill_row(const struct carddb *db, struct fast_tables *t, int row, int db_card)
{
	const struct carddb_card *c = &db->cards[db_card];
	struct fast_row *r = &t->row[row];
	r->front = db_card;
	r->back = c->reverse;
	r->kind = kind_of(t, c);
	r->set = c->set;
	r->count = c->count;
	r->players = c->players;
	r->placeholder = placeholder(c, r->kind);
	r->abilities = (uint8_t)((has_ability(db, db_card) ? 1 : 0) | (has_ability(db, c->reverse) ? 2 : 0));
	fast_side_gifts(db, db_card, &r->gives[0], &r->adds[0]);
	fast_side_gifts(db, c->reverse, &r->gives[1], &r->adds[1]);
	r->vp[0] = (int8_t)c->vp;
	r->vp[1] = (int8_t)db->cards[c->reverse >= 0 ? c->reverse : db_card].vp;
	r->group = r->kind == FK_EXPANSION ? name_group(db, t, row) : row;
}

/* The options a match reads with the base sets alone and no --option. */
static void base_options(const struct carddb *db, struct fast_tables *t)
{
	struct match_setup setup;
	memset(&setup, 0, sizeof setup);
	struct diag_list diags = DIAG_LIST_INIT;
	struct diag_where where;
	diag_where_set(&where, db->source, NULL, NULL, NULL, 0, 0);
	t->base_options_read = fast_gather_sets(db, &setup, t->base_sets, &t->base_set_count,
	                                        &diags, &where) == 0 &&
	                       fast_read_options(&t->base_options, db, &setup, t->base_sets,
	                                         t->base_set_count, &diags) == 0 &&
	                       diags.count == 0;
	diag_list_free(&diags);
}

const void *fast_load(const struct carddb *db, struct diag_list *diags)
{
	struct fast_tables probe;
	memset(&probe, 0, sizeof probe);
	for (int k = 0; k < FK_COUNT; k++)
		probe.kind_type[k] = carddb_type_by_key(db, GAME_FAST, kind_keys[k]);
	probe.resource_type = carddb_type_by_key(db, GAME_FAST, "resource");
	size_t rows = 0;
	for (size_t i = 0; i < db->card_count; i++)
		rows += building_row(&probe, &db->cards[i]) || resource_row(&probe, &db->cards[i]);
	struct fast_tables *t = malloc(sizeof *t + rows * sizeof t->row[0]);
	if (!t) {
		struct diag_where where;
		diag_where_set(&where, db->source, NULL, NULL, NULL, 0, 0);
		diag_add(diags, &where, "%s", _("out of memory for the fast card game's tables"));
		return NULL;
	}
	*t = probe;
	for (size_t i = 0; i < db->card_count; i++)
		if (building_row(t, &db->cards[i]))
			fill_row(db, t, t->building_rows++, (int)i);
	t->resource_rows = t->building_rows;
	for (size_t i = 0; i < db->card_count; i++)
		if (resource_row(t, &db->cards[i])) {
			struct fast_row *r = &t->row[t->resource_rows++];
			memset(r, 0, sizeof *r);
			r->kind = -1;
			r->front = (int)i;
			r->set = db->cards[i].set;
			r->count = db->cards[i].count;
			r->produces = db->cards[i].produces;
		}
	base_options(db, t);
	return t;
}

void fast_unload(const void *tables)
{
	free((void *)tables);
}
