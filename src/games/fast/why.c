/*
 * why: why no action takes a card now, for the console's refusal (struct
 * game_rules why_not).
 *
 * A card the player named in full and that no legal action takes: the
 * reasons a build fails, in the order the rules put them (R003): building
 * is phase 2, each kind once a turn, a card must be there to take (a stack
 * not empty, a fellow player to take a road or knight from, a settlement
 * to turn into a city, an expansion of a design not owned yet and a city
 * for it), and the hand pays its cost. The reason is in the interface's
 * language (core/i18n.h), its cards and resources named in the caller's.
 */
#include "core/i18n.h"
#include "games/fast/internal.h"

/* The build that takes db card, and in *id a card of the match that shows
 * it (an unowned one first), or -1 when no build takes it. */
static int build_of(const struct fast_state *s, int db_card, int *id)
{
	*id = -1;
	int build = -1;
	for (int i = 0; i < s->card_count; i++) {
		const struct fast_card *c = &s->card[i];
		if (c->front != db_card && c->back != db_card)
			continue;
		int b = c->kind == FK_ROAD ? FB_ROAD : c->kind == FK_KNIGHT ? FB_KNIGHT
		      : c->kind == FK_EXPANSION ? FB_EXPANSION
		      : c->kind == FK_SETTLEMENT ? (c->front == db_card ? FB_SETTLEMENT : FB_CITY)
		      : -1;
		if (b < 0)
			continue;
		if (*id < 0 || (c->owner < 0 && s->card[*id].owner >= 0)) {
			*id = i;
			build = b;
		}
	}
	return build;
}

static const char *resource_name(const struct fast_state *s, int r, enum carddb_lang lang)
{
	const struct carddb_resource *res = &s->db->resources[s->res_db[r]];
	return res->name[lang] ? res->name[lang] : res->name[LANG_EN] ? res->name[LANG_EN] : res->key;
}

/* "it costs 2 Grain 3 Ore and the hand holds 1 Grain 0 Ore": the two
 * lists are made first, so that a language puts them where its sentence
 * needs. */
static void cost_and_hand(const struct fast_state *s, int row, enum carddb_lang lang,
                          struct strbuf *why)
{
	const struct carddb_card *c = &s->db->cards[row];
	struct strbuf cost = STRBUF_INIT, hand = STRBUF_INIT;
	for (int r = 0; r < s->resource_count; r++)
		if (c->cost[r]) {
			const char *name = resource_name(s, r, lang);
			strbuf_printf(&cost, "%s%d %s", cost.len ? " " : "", c->cost[r], name);
			strbuf_printf(&hand, "%s%d %s", hand.len ? " " : "",
			              s->player[s->active].hand[r], name);
		}
	strbuf_printf(why, _("it costs %s and the hand holds %s"), strbuf_str(&cost),
	              strbuf_str(&hand));
	strbuf_free(&cost);
	strbuf_free(&hand);
}

/* "a road was built this turn already", a sentence for each kind: the
 * languages do not put one word into one sentence alike. */
static const char *built_already(int build)
{
	switch (build) {
	case FB_ROAD: return _("a road was built this turn already: each kind once a turn");
	case FB_KNIGHT: return _("a knight was built this turn already: each kind once a turn");
	case FB_SETTLEMENT:
		return _("a settlement was built this turn already: each kind once a turn");
	case FB_CITY: return _("a city was built this turn already: each kind once a turn");
	default: return _("an expansion was built this turn already: each kind once a turn");
	}
}

static bool affords(const struct fast_state *s, int row)
{
	const struct carddb_card *c = &s->db->cards[row];
	for (int r = 0; r < s->resource_count; r++)
		if (s->player[s->active].hand[r] < c->cost[r])
			return false;
	return true;
}

/* Why an expansion (card id) cannot be built, or NULL when it could be. */
static const char *expansion_refusal(const struct fast_state *s, int id)
{
	const struct fast_card *c = &s->card[id];
	if (c->owner == s->active)
		return _("it lies in your row already");
	if (c->owner >= 0)
		return _("it lies in another player's row");
	if ((s->player[s->active].designs >> c->design) & 1)
		return _("you have an expansion of this name: one of each");
	if (fast_eligible_city(s, s->active) < 0)
		return s->opt.one_per_city ? _("an expansion goes on a city without one, and you have none")
		                           : _("an expansion goes on a city, and you have none");
	return NULL;
}

void fast_why_not(const void *state, int card, enum carddb_lang lang, struct strbuf *why)
{
	const struct fast_state *s = state;
	int id;
	int build = card >= 0 ? build_of(s, card, &id) : -1;
	if (build < 0)
		return;
	if (s->phase == PH_OVER) {
		strbuf_puts(why, _("the match is over"));
	} else if (s->running || fast_current(s) != s->active) {
		strbuf_puts(why, _("a decision is asked first"));
	} else if (s->phase != PH_BUILD) {
		strbuf_puts(why, _("building is phase 2: end the exchanges first"));
	} else if ((s->built >> build) & 1) {
		strbuf_puts(why, built_already(build));
	} else if (build == FB_EXPANSION && expansion_refusal(s, id)) {
		strbuf_puts(why, expansion_refusal(s, id));
	} else {
		int row = -1;
		int target = fast_build_target(s, build, build == FB_EXPANSION ? id : -1, &row);
		if (target < 0 || row < 0) {
			strbuf_puts(why, build == FB_CITY ? _("a city is a settlement turned over, and you "
			                                      "have no settlement left to turn")
			                 : build == FB_SETTLEMENT ? _("the settlement stack is empty")
			                 : _("its stack is empty, and no other player has one that may be "
			                     "taken"));
		} else if (!affords(s, row)) {
			cost_and_hand(s, row, lang, why);
		}
	}
}
