/*
 * sandbox: set-up commands for trying a card quickly (--sandbox).
 *
 *   give N RES K         K cards of RES into seat N's hand, from the draw
 *                        pile, else the discard pile; a negative K puts
 *                        them from his hand onto the discard pile
 *   top RES              a card of RES onto the draw pile: the next drawn
 *   place N WHAT         road, knight, settlement (from the supply), city
 *                        (his first settlement turned over, no event read),
 *                        or an expansion's card key (onto his city), free
 *   flip destiny         turn the destiny card
 *
 * Resources and cards are named as in actions (names.h): a key or a name
 * in any language, in full or a unique start, any case, blanks as '-' or
 * in quotes. Every refusal says why, in the interface's language
 * (core/i18n.h), naming resources in the caller's.
 *
 * Cards are only ever moved, never made, so check() holds in a sandbox too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/fast/internal.h"
#include "games/names.h"

#define WORDS_MAX 5

static int parse_res(const struct fast_state *s, const char *word, struct strbuf *why)
{
	int db_res = names_resource(s->db, GAME_FAST, word, why);
	return db_res < 0 ? -1 : fast_res_position(s, db_res);
}

/* The supply's copy of database card card, or -1. */
static int supply_copy(const struct fast_state *s, int card)
{
	for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++)
		if (s->card[s->supply[FK_EXPANSION][i]].front == card)
			return s->supply[FK_EXPANSION][i];
	return -1;
}

static bool in_supply(const struct carddb *db, int card, const void *ctx)
{
	(void)db;
	return supply_copy(ctx, card) >= 0;
}

/* The build word text names in full or by a unique start, or -1. */
static int parse_build_word(const char *text)
{
	int found = -1, count = 0;
	for (int b = FB_ROAD; b <= FB_CITY; b++) {
		if (text_casecmp(fast_build_word(b), text) == 0)
			return b;
		if (names_word(fast_build_word(b), text)) {
			found = b;
			count++;
		}
	}
	return count == 1 ? found : -1;
}

/* A road, knight, settlement or city by its word in full, else a city
 * expansion of the supply by its name in full, else the one of them that
 * text starts: "s" could be the settlement or the Stadtburg, and is
 * refused. */
static int parse_place(const struct fast_state *s, char **w, struct action *out, struct strbuf *why)
{
	int b = parse_build_word(w[2]);
	if (b >= 0 && text_casecmp(fast_build_word(b), w[2]) == 0) {
		out->arg[1] = (int16_t)b;
		out->arg[2] = -1;
		return 0;
	}
	struct strbuf expansion_why = STRBUF_INIT;
	int card = names_card(s->db, GAME_FAST, w[2], in_supply, s,
	                      _("city expansion in the supply"), &expansion_why);
	if (b >= 0 && (card == -2 || (card >= 0 && !names_whole(&s->db->cards[card], w[2])))) {
		strbuf_printf(why, _("%s could be a %s or a city expansion (type more of it)"), w[2],
		              fast_build_word(b));
		strbuf_free(&expansion_why);
		return -1;
	}
	if (card < 0 && b >= 0) {
		strbuf_free(&expansion_why);
		out->arg[1] = (int16_t)b;
		out->arg[2] = -1;
		return 0;
	}
	if (card < 0) {
		strbuf_printf(why, _("%s; nor is it road, knight, settlement or city"),
		              strbuf_str(&expansion_why));
		strbuf_free(&expansion_why);
		return -1;
	}
	strbuf_free(&expansion_why);
	out->arg[1] = FB_EXPANSION;
	out->arg[2] = (int16_t)supply_copy(s, card);
	return 0;
}

static const char *resource_name(const struct fast_state *s, int r, enum carddb_lang lang)
{
	const struct carddb_resource *res = &s->db->resources[s->res_db[r]];
	return res->name[lang] ? res->name[lang] : res->name[LANG_EN] ? res->name[LANG_EN] : res->key;
}

/* "no road is left in the supply", a sentence for each kind of the
 * supply: the languages do not put one word into one sentence alike. */
static const char *none_left(int build)
{
	switch (build) {
	case FB_ROAD: return _("no road is left in the supply");
	case FB_KNIGHT: return _("no knight is left in the supply");
	default: return _("no settlement is left in the supply");
	}
}

/* Why a set-up command that parsed changes nothing, tried on a copy of
 * the match: 0 when it applies, else -1 with the reason, naming
 * resources in lang. */
static int refusal(const struct fast_state *s, const struct action *a, enum carddb_lang lang,
                   struct strbuf *why)
{
	struct fast_state *trial = malloc(sizeof *s);
	if (!trial) {
		strbuf_puts(why, _("out of memory"));
		return -1;
	}
	memcpy(trial, s, sizeof *s);
	int rc = fast_apply_sandbox(trial, a);
	free(trial);
	if (rc == 0)
		return 0;
	int p = a->arg[0];
	switch (a->kind) {
	case A_SB_GIVE:
		if (a->arg[2] < 0)
			strbuf_printf(why, _("seat %d holds only %d %s"), p + 1,
			              s->player[p].hand[a->arg[1]], resource_name(s, a->arg[1], lang));
		else
			strbuf_printf(why, _("the draw and discard piles hold only %d %s"),
			              s->pile_of[a->arg[1]] + s->discard[a->arg[1]],
			              resource_name(s, a->arg[1], lang));
		break;
	case A_SB_TOP:
		strbuf_printf(why, _("no %s lies in the draw pile"), resource_name(s, a->arg[0], lang));
		break;
	case A_SB_PLACE:
		if (a->arg[1] == FB_CITY)
			strbuf_printf(why, _("seat %d has no settlement to turn into a city"), p + 1);
		else if (a->arg[1] == FB_EXPANSION)
			strbuf_printf(why, _("seat %d has no city with room for it, or has its design "
			                     "already"), p + 1);
		else
			strbuf_puts(why, none_left(a->arg[1]));
		break;
	default:
		strbuf_puts(why, _("there is no destiny card in this match"));
		break;
	}
	return -1;
}

int fast_parse_sandbox(const void *state, int player, const char *text,
                       enum carddb_lang lang, struct action *out, struct strbuf *why)
{
	const struct fast_state *s = state;
	char buf[256], *w[WORDS_MAX];
	(void)player;
	snprintf(buf, sizeof buf, "%s", text);
	struct strbuf split = STRBUF_INIT;
	int n = names_split(buf, w, WORDS_MAX, &split);
	strbuf_free(&split);
	if (n <= 0)
		return 1;   /* no set-up command is so long or has an open quote */
	memset(out, 0, sizeof *out);
	int seat = 0, k = 0, r = -1;
	if (strcmp(w[0], "give") == 0) {
		if (n != 4 || !text_parse_int(w[1], 1, s->player_count, &seat) ||
		    !text_parse_int(w[3], -99, 99, &k)) {
			strbuf_printf(why, _("usage: give SEAT RESOURCE N (SEAT 1..%d, N -99..99)"),
			              s->player_count);
			return -1;
		}
		if (k == 0) {
			strbuf_puts(why, _("give 0 gives nothing: N is -99..99 but not 0"));
			return -1;
		}
		if ((r = parse_res(s, w[2], why)) < 0)
			return -1;
		*out = (struct action){ A_SB_GIVE, { (int16_t)(seat - 1), (int16_t)r, (int16_t)k, 0, 0 } };
		return refusal(s, out, lang, why);
	}
	if (strcmp(w[0], "top") == 0) {
		if (n != 2) {
			strbuf_puts(why, _("usage: top RESOURCE"));
			return -1;
		}
		if ((r = parse_res(s, w[1], why)) < 0)
			return -1;
		*out = (struct action){ A_SB_TOP, { (int16_t)r, 0, 0, 0, 0 } };
		return refusal(s, out, lang, why);
	}
	if (strcmp(w[0], "place") == 0) {
		if (n != 3 || !text_parse_int(w[1], 1, s->player_count, &seat)) {
			strbuf_printf(why, _("usage: place SEAT WHAT (SEAT 1..%d; WHAT road, knight, "
			                     "settlement, city or a city expansion)"), s->player_count);
			return -1;
		}
		out->kind = A_SB_PLACE;
		out->arg[0] = (int16_t)(seat - 1);
		if (parse_place(s, w, out, why) != 0)
			return -1;
		return refusal(s, out, lang, why);
	}
	if (strcmp(w[0], "flip") == 0) {
		if (n != 2 || !names_word("destiny", w[1])) {
			strbuf_puts(why, _("usage: flip destiny"));
			return -1;
		}
		out->kind = A_SB_DESTINY;
		return refusal(s, out, lang, why);
	}
	return 1;
}

static int give(struct fast_state *s, int p, int r, int k)
{
	if (k < 0) {
		if (s->player[p].hand[r] < -k)
			return -1;
		fast_hand_to_discard(s, p, r, -k);
		return 0;
	}
	if (s->pile_of[r] + s->discard[r] < k)
		return -1;
	for (int i = 0; i < k; i++)
		if (fast_pile_take(s, r))
			fast_hand_add(s, p, r, 1);
	return 0;
}

static int place(struct fast_state *s, int p, int what, int card)
{
	struct fast_player *pl = &s->player[p];
	switch (what) {
	case FB_ROAD:
	case FB_KNIGHT: {
		int kind = what == FB_ROAD ? FK_ROAD : FK_KNIGHT;
		if (!s->supply_count[kind])
			return -1;
		fast_place_road_or_knight(s, p, s->supply[kind][--s->supply_count[kind]]);
		break;
	}
	case FB_SETTLEMENT:
		if (!s->supply_count[FK_SETTLEMENT])
			return -1;
		card = s->supply[FK_SETTLEMENT][--s->supply_count[FK_SETTLEMENT]];
		s->card[card].owner = (int8_t)p;
		pl->town[pl->town_count++] = (uint8_t)card;
		break;
	case FB_CITY:
		card = -1;
		for (int i = 0; i < pl->town_count && card < 0; i++)
			if (!s->card[pl->town[i]].turned && s->card[pl->town[i]].back >= 0)
				card = pl->town[i];
		if (card < 0)
			return -1;
		s->card[card].turned = 1;
		break;
	default: {
		int city = fast_eligible_city(s, p);
		if (card < 0 || card >= s->card_count || s->card[card].owner >= 0 ||
		    s->card[card].kind != FK_EXPANSION || city < 0 ||
		    (pl->designs >> s->card[card].design) & 1)
			return -1;
		for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++)
			if (s->supply[FK_EXPANSION][i] == card) {
				memmove(&s->supply[FK_EXPANSION][i], &s->supply[FK_EXPANSION][i + 1],
				        (size_t)(s->supply_count[FK_EXPANSION] - i - 1));
				s->supply_count[FK_EXPANSION]--;
				break;
			}
		s->card[card].owner = (int8_t)p;
		s->card[card].on = (int8_t)city;
		pl->expansion[pl->expansion_count++] = (uint8_t)card;
		pl->designs |= 1u << s->card[card].design;
		break;
	}
	}
	fast_cards_changed(s, p, -1);
	fast_check_victory(s, p);
	return 0;
}

int fast_apply_sandbox(struct fast_state *s, const struct action *a)
{
	int p = a->arg[0];
	switch (a->kind) {
	case A_SB_GIVE:
		if (p < 0 || p >= s->player_count || a->arg[1] < 0 || a->arg[1] >= s->resource_count)
			return -1;
		return give(s, p, a->arg[1], a->arg[2]);
	case A_SB_TOP:
		return p >= 0 && p < s->resource_count && fast_pile_to_top(s, p) ? 0 : -1;
	case A_SB_PLACE:
		if (p < 0 || p >= s->player_count)
			return -1;
		return place(s, p, a->arg[1], a->arg[2]);
	case A_SB_DESTINY:
		if (s->destiny < 0)
			return -1;
		s->card[s->destiny].turned ^= 1;
		return 0;
	default:
		return -1;
	}
}
