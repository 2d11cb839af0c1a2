/*
 * options: the rule options of §13, read from the card database.
 *
 * Each option's value comes from the rule_option row of the sets in play (a
 * theme set's row overrides the base row), then from --option KEY=VALUE
 * (games/options.h does the reading and the refusing). An option the
 * rules here do not read (SPY_TAKES, CARAVAN_WITH...) is read by the cards'
 * effects, through (option KEY), from opt.all; a name the database does not
 * define at all is refused.
 *
 * Reading them is a third of a match's set-up, and a match without --option
 * reads the same as every other on its sets: the load reads them once for
 * the common selections (struct principality_cards preset), and set-up
 * reads afresh only a match with an --option or other sets.
 */
#include <stddef.h>
#include <string.h>

#include "games/options.h"
#include "core/i18n.h"
#include "games/principality/internal.h"

#define FIELD(key, words, member) { key, words, offsetof(struct prin_options, member) }

static const struct game_option_field fields[] = {
	FIELD("VP_TARGET", NULL, vp_target),
	FIELD("WIN_CHECK", "immediate|own-turn", win_check),
	FIELD("BRIGAND_LOSES", NULL, brigand_loses),
	FIELD("BRIGAND_GRACE_ROUNDS", NULL, brigand_grace_rounds),
	FIELD("ACTION_GATE", "none|both-3|sum-7", action_gate),
	FIELD("ADV_MIN_STRENGTH", NULL, adv_min_strength),
	FIELD("ADV_MIN_COMMERCE", NULL, adv_min_commerce),
	FIELD("WINDMILL_NEEDS_CITY", NULL, windmill_needs_city),
	FIELD("EVENT_ORDER", "event-first|brigand-first", event_order),
	FIELD("EXPANSION_STACKS", NULL, expansion_stacks),
	FIELD("THEME_STACKS", NULL, theme_stacks),
	FIELD("NEW_REGION_SIDE", "choose|fixed", new_region_side),
	FIELD("DEMOLISH", NULL, demolish),
};

int prin_read_options(struct prin_options *opt, const struct carddb *db,
                      const struct match_setup *setup, const int *sets, size_t set_count,
                      struct diag_list *diags)
{
	memset(opt, 0, sizeof *opt);
	if (game_read_options(db, GAME_PRINCIPALITY, setup, sets, set_count, fields,
	                      sizeof fields / sizeof fields[0], opt, diags) != 0)
		return -1;
	game_read_option_values(db, GAME_PRINCIPALITY, setup, sets, set_count, &opt->all);
	if (opt->expansion_stacks + opt->theme_stacks > PRIN_MAX_STACKS) {
		struct diag_where where;
		diag_where_set(&where, db->source, "rule_option", NULL, NULL, 0, 0);
		diag_add(diags, &where, _("EXPANSION_STACKS + THEME_STACKS is %d, at most %d stacks fit"),
		         opt->expansion_stacks + opt->theme_stacks, PRIN_MAX_STACKS);
		return -1;
	}
	return 0;
}

size_t prin_base_sets(const struct carddb *db, int sets[PRIN_MAX_SETS])
{
	size_t count = 0;
	for (size_t i = 0; i < db->set_count && count < PRIN_MAX_SETS; i++)
		if (db->sets[i].game == GAME_PRINCIPALITY && db->sets[i].base)
			sets[count++] = (int)i;
	return count;
}

/* Where the instances of each def begin in a match of the sets (struct
 * prin_option_preset first_instance), as set-up makes them: the copies of
 * the defs in play, in def order. A selection of more than a match holds
 * is refused at set-up; its numbers here are never read. */
static void lay_out(const struct principality_cards *t, const struct carddb *db, const int *sets,
                    size_t set_count, uint8_t *first)
{
	int n = 0;
	for (int def = 0; def < PRIN_MAX_DEFS; def++) {
		first[def] = (uint8_t)(n < PRIN_MAX_INSTANCES ? n : PRIN_MAX_INSTANCES);
		if (def >= t->def_count)
			continue;
		const struct carddb_card *c = &db->cards[t->def[def].db_index];
		for (size_t i = 0; i < set_count; i++)
			if (sets[i] == c->set) {
				n += c->count;
				break;
			}
	}
}

/* Reads the options of one selection into the next preset, if they read
 * without a problem. */
static void add_preset(struct principality_cards *t, const struct carddb *db, const int *sets,
                       size_t set_count)
{
	struct prin_option_preset *preset = &t->preset[t->preset_count];
	struct match_setup setup;
	struct diag_list diags = DIAG_LIST_INIT;
	memset(&setup, 0, sizeof setup);
	memset(preset, 0, sizeof *preset);
	if (prin_read_options(&preset->opt, db, &setup, sets, set_count, &diags) == 0) {
		memcpy(preset->sets, sets, set_count * sizeof sets[0]);
		preset->set_count = set_count;
		lay_out(t, db, sets, set_count, preset->first_instance);
		t->preset_count++;
	}
	diag_list_free(&diags);
}

void prin_preset_options(struct principality_cards *t, const struct carddb *db)
{
	int sets[PRIN_MAX_SETS] = { 0 };
	size_t base = prin_base_sets(db, sets);
	t->preset_count = 0;
	add_preset(t, db, sets, base);
	if (base == PRIN_MAX_SETS)
		return;
	for (size_t i = 0; i < db->set_count && t->preset_count < PRIN_OPTION_PRESETS; i++)
		if (db->sets[i].game == GAME_PRINCIPALITY && !db->sets[i].base) {
			sets[base] = (int)i;
			add_preset(t, db, sets, base + 1);
		}
}

int prin_preset_of(const struct principality_cards *cards, const int *sets, size_t set_count)
{
	for (int i = 0; i < cards->preset_count; i++) {
		const struct prin_option_preset *preset = &cards->preset[i];
		if (preset->set_count == set_count &&
		    memcmp(preset->sets, sets, set_count * sizeof sets[0]) == 0)
			return i;
	}
	return -1;
}

int prin_options_for(struct prin_options *opt, const struct principality_cards *cards,
                     const struct match_setup *setup, const int *sets, size_t set_count,
                     struct diag_list *diags)
{
	int preset = setup->option_count == 0 ? prin_preset_of(cards, sets, set_count) : -1;
	if (preset >= 0) {
		*opt = cards->preset[preset].opt;
		return 0;
	}
	return prin_read_options(opt, cards->db, setup, sets, set_count, diags);
}
