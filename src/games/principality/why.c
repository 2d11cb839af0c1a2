/*
 * why: why no action takes a card now, for the console's refusal (struct
 * game_rules why_not).
 *
 * A card the player named in full and that no legal action takes: the
 * reasons the rules give, in their order (§6, §7): cards are built and
 * played in the action phase of one's own turn; a card of the center comes
 * from its pile, any other from the hand; a card may need another on the
 * principality first, and a unique card stands there once; its printed
 * cost must be paid. What is said is always so; where none of these is the
 * reason (a site, a card's own condition), nothing is added. The reason is
 * in the interface's language (core/i18n.h), its cards and resources named
 * in the caller's.
 */
#include "core/i18n.h"
#include "games/principality/internal.h"

static const char *resource_name(const struct prin_state *s, int position, enum carddb_lang lang)
{
	const struct carddb_resource *r = &s->db->resources[prin_resource_id(s, position)];
	return r->name[lang] ? r->name[lang] : r->name[LANG_EN] ? r->name[LANG_EN] : r->key;
}

/* "it costs 1 Lumber 2 Ore and you have 0 Lumber 1 Ore": the two lists
 * are made first, so that a language puts them where its sentence needs. */
static void cost_and_purse(const struct prin_state *s, int p, const struct prin_def *d,
                           enum carddb_lang lang, struct strbuf *why)
{
	struct strbuf cost = STRBUF_INIT, purse = STRBUF_INIT;
	int n = prin_resource_count(s);
	for (int r = 0; r < n; r++)
		if (d->cost[r]) {
			const char *name = resource_name(s, r, lang);
			strbuf_printf(&cost, "%s%d %s", cost.len ? " " : "", d->cost[r], name);
			strbuf_printf(&purse, "%s%d %s", purse.len ? " " : "", prin_resources(s, p, r),
			              name);
		}
	strbuf_printf(why, _("it costs %s and you have %s"), strbuf_str(&cost), strbuf_str(&purse));
	strbuf_free(&cost);
	strbuf_free(&purse);
}

/* Whether one of card's prerequisites stands on p's principality (or none
 * is asked); else the names into why. */
static bool prerequisite_met(const struct prin_state *s, int p, int card, enum carddb_lang lang,
                             struct strbuf *why)
{
	const struct carddb *db = s->db;
	const struct carddb_card *c = &db->cards[card];
	if (c->prereq_count == 0)
		return true;
	for (int i = 0; i < c->prereq_count; i++) {
		int need = db->prereqs[c->prereq_first + i];
		int def = need >= 0 && need < PRIN_MAX_DB_CARDS ? s->cards->card_def[need] : PRIN_NO_DEF;
		if (def != PRIN_NO_DEF && prin_first_of(s, def, Z_PRINCIPALITY, p) >= 0)
			return true;
	}
	struct strbuf names = STRBUF_INIT;
	for (int i = 0; i < c->prereq_count; i++)
		strbuf_printf(&names, "%s%s", i ? _(" or ") : "",
		              carddb_card_name(&db->cards[db->prereqs[c->prereq_first + i]], lang));
	strbuf_printf(why, _("it needs %s in your principality"), strbuf_str(&names));
	strbuf_free(&names);
	return false;
}

void prin_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why)
{
	const struct prin_state *s = state;
	const struct principality_cards *t = s->cards;
	if (card < 0 || card >= PRIN_MAX_DB_CARDS || t->card_def[card] == PRIN_NO_DEF)
		return;
	int def = t->card_def[card];
	const struct prin_def *d = &t->def[def];
	int p = s->active;
	if (s->phase == PH_OVER) {
		strbuf_puts(why, _("the match is over"));
	} else if (prin_current(s) != p || s->phase != PH_ACTION) {
		strbuf_printf(why, _("cards are built and played in the action phase of one's turn; "
		                     "it is the %s phase"), _(prin_phase_name(s->phase)));
	} else if (d->kind == KIND_CENTER) {
		if (prin_count(s, Z_CENTER, d->type) == 0)
			strbuf_puts(why, _("its pile is empty"));
		else if (!prin_may_discount(s, p) && !prin_can_pay_printed(s, p, d))
			cost_and_purse(s, p, d, lang, why);
	} else if (prin_first_of(s, def, Z_HAND, p) < 0 && prin_first_of(s, def, Z_OPEN, 0) < 0) {
		strbuf_puts(why, _("it is not in your hand"));
	} else if (d->kind != KIND_ACTION && d->unique &&
	           prin_first_of(s, def, Z_PRINCIPALITY, p) >= 0) {
		strbuf_puts(why, _("it stands in your principality already, and only once"));
	} else if (d->kind != KIND_ACTION && !prerequisite_met(s, p, card, lang, why)) {
		return;
	} else if (d->kind != KIND_ACTION && !prin_may_discount(s, p) &&
	           !prin_can_pay_printed(s, p, d)) {
		cost_and_purse(s, p, d, lang, why);
	}
}
