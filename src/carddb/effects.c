/*
 * Compiling every card's effect at load, so that a match never meets an
 * effect that does not compile (nor one that names a rule option its game
 * lacks, or a word an enum option does not allow), and `catan db check`
 * reports each problem with the card, the column and the line:column inside
 * the effect.
 */
#include "carddb/internal.h"

#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "effect/effect.h"
#include "games/words.h"

/* The resolver sees the names of one game: an effect can only name cards,
 * types and resources of the game its card belongs to. */
struct name_scope {
	const struct carddb *db;
	enum carddb_game game;
};

/* Effect text names are not NUL-terminated; none needs more than this. */
static bool copy_name(char *buf, size_t size, const char *name, size_t len)
{
	if (len == 0 || len >= size)
		return false;
	memcpy(buf, name, len);
	buf[len] = '\0';
	return true;
}

/* A card key, or a name in any language that exactly one card of the
 * game has (the starting regions share names, so those need their key). */
static int resolve_card(void *ctx, const char *name, size_t len, int32_t *id)
{
	const struct name_scope *scope = ctx;
	char wanted[128];
	if (!copy_name(wanted, sizeof wanted, name, len))
		return -1;
	int found = -1, matches = 0;
	for (size_t i = 0; i < scope->db->card_count; i++) {
		const struct carddb_card *card = &scope->db->cards[i];
		if (card->game != scope->game)
			continue;
		if (strcmp(card->key, wanted) == 0) {
			*id = (int32_t)i;
			return 0;
		}
		for (int lang = 0; lang < LANG_COUNT; lang++) {
			if (card->name[lang] && text_casecmp(card->name[lang], wanted) == 0) {
				found = (int)i;
				matches++;
				break;
			}
		}
	}
	if (matches != 1)
		return -1;
	*id = found;
	return 0;
}

static int resolve_type(void *ctx, const char *name, size_t len, int32_t *id)
{
	const struct name_scope *scope = ctx;
	char wanted[64];
	if (!copy_name(wanted, sizeof wanted, name, len))
		return -1;
	int type = carddb_type_by_key(scope->db, scope->game, wanted);
	if (type < 0)
		return -1;
	*id = type;
	return 0;
}

static int resolve_resource(void *ctx, const char *name, size_t len, int32_t *id)
{
	const struct name_scope *scope = ctx;
	char wanted[64];
	if (!copy_name(wanted, sizeof wanted, name, len))
		return -1;
	int resource = carddb_resource_by_name(scope->db, scope->game, wanted);
	if (resource < 0)
		return -1;
	*id = resource;
	return 0;
}

/* A rule option of the card's game, by key. The id is the option's number
 * in its game (carddb_option_id), which every game also stores the value
 * in force under; an enum's words are those of the option's first row. */
static int resolve_option(void *ctx, const char *name, size_t len, int32_t *id, const char **words)
{
	const struct name_scope *scope = ctx;
	char wanted[64];
	if (!copy_name(wanted, sizeof wanted, name, len))
		return -1;
	int option = carddb_option_id(scope->db, scope->game, wanted);
	const struct carddb_option *row = carddb_option_by_id(scope->db, scope->game, option);
	if (!row)
		return -1;
	*id = option;
	*words = row->kind == OPTION_ENUM ? row->allowed : NULL;
	return 0;
}

/* The words an effect of game may say: the game's own, and the schema's
 * card kinds and placements, whose values are the loader's enums (what
 * every host answers for EFFECT_ATTR_KIND and EFFECT_ATTR_PLACEMENT). */
struct game_words {
	struct effect_words words;
	struct effect_word kinds[KIND_COUNT];
	struct effect_word placements[PLACE_COUNT];
};

static void game_words(struct game_words *gw, enum carddb_game game)
{
	const struct effect_words *own = game_effect_words(game);
	memset(gw, 0, sizeof *gw);
	if (own)
		gw->words = *own;
	for (int k = 0; k < KIND_COUNT; k++)
		gw->kinds[k] = (struct effect_word){ carddb_kind_name((enum carddb_kind)k), k, 0 };
	for (int p = 0; p < PLACE_COUNT; p++)
		gw->placements[p] =
			(struct effect_word){ carddb_placement_name((enum carddb_placement)p), p, 0 };
	gw->words.list[EFFECT_WORD_CARD_KIND] = gw->kinds;
	gw->words.count[EFFECT_WORD_CARD_KIND] = KIND_COUNT;
	gw->words.list[EFFECT_WORD_PLACEMENT] = gw->placements;
	gw->words.count[EFFECT_WORD_PLACEMENT] = PLACE_COUNT;
}

/* Compiles text of game; each problem goes to diags under where (NULL:
 * problems are not reported, the text's own row reports them). Returns
 * the program, or NULL; *problems counts what was reported. */
static struct effect_program *compile_text(const struct carddb *db, enum carddb_game game,
                                           const char *text, const struct game_words *words,
                                           const struct diag_where *where,
                                           struct diag_list *diags, size_t *problems)
{
	struct name_scope scope = { db, game };
	struct effect_resolver resolver = {
		&scope, resolve_card, resolve_type, resolve_resource, resolve_option, &words->words,
	};
	struct diag_list quiet = DIAG_LIST_INIT;
	struct diag_list *to = where ? diags : &quiet;
	size_t before = diag_list_total(to);
	struct effect_program *program =
		effect_compile(text, strlen(text), &resolver, where, to);
	if (!program && where) {
		*problems += diag_list_total(diags) - before;
		if (diag_list_total(diags) == before) {
			diag_add(diags, where, "%s", _("the effect does not compile"));
			(*problems)++;
		}
	}
	diag_list_free(&quiet);
	return program;
}

size_t carddb_compile_effects(struct carddb *db, struct diag_list *diags)
{
	size_t problems = 0;
	struct game_words words[GAME_COUNT];
	for (int g = 0; g < GAME_COUNT; g++)
		game_words(&words[g], (enum carddb_game)g);
	/* A named effect is checked once, in its own row, even when no card
	 * takes it; the cards that take it then compile it quietly. */
	for (size_t i = 0; i < db->named_effect_count; i++) {
		const struct carddb_named_effect *named = &db->named_effects[i];
		struct diag_where where;
		diag_where_set(&where, db->source, "named_effect", named->key, "effect", 0, 0);
		effect_program_free(compile_text(db, named->game, named->effect, &words[named->game],
		                                 &where, diags, &problems));
	}
	for (size_t i = 0; i < db->card_count; i++) {
		struct carddb_card *card = &db->cards[i];
		if (!card->effect)
			continue;
		struct diag_where where;
		diag_where_set(&where, db->source, "card", card->key, "effect", 0, 0);
		bool own = card->effect_from < 0 && card->effect_named < 0;
		card->program = compile_text(db, card->game, card->effect, &words[card->game],
		                             own ? &where : NULL, diags, &problems);
	}
	return problems;
}

void carddb_free_effects(struct carddb *db)
{
	for (size_t i = 0; i < db->card_count; i++) {
		effect_program_free(db->cards[i].program);
		db->cards[i].program = NULL;
	}
}
