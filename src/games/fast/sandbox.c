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
 * Cards are only ever moved, never made, so check() holds in a sandbox too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "games/fast/internal.h"

#define WORDS_MAX 5

static int parse_res(const struct fast_state *s, const char *word)
{
	int db_res = carddb_resource_by_name(s->db, GAME_FAST, word);
	return db_res < 0 ? -1 : fast_res_position(s, db_res);
}

/* An expansion card in the supply named by key or name, or -1. */
static int parse_expansion(const struct fast_state *s, const char *word)
{
	for (int i = 0; i < s->supply_count[FK_EXPANSION]; i++) {
		int card = s->supply[FK_EXPANSION][i];
		const struct carddb_card *c = &s->db->cards[s->card[card].front];
		if (text_casecmp(c->key, word) == 0)
			return card;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			if (c->name[lang] && text_casecmp(c->name[lang], word) == 0)
				return card;
	}
	return -1;
}

static int parse_place(const struct fast_state *s, char **w, struct action *out, struct strbuf *why)
{
	for (int b = FB_ROAD; b <= FB_CITY; b++)
		if (strcmp(w[2], fast_build_word(b)) == 0) {
			out->arg[1] = (int16_t)b;
			out->arg[2] = -1;
			return 0;
		}
	int card = parse_expansion(s, w[2]);
	if (card < 0) {
		strbuf_printf(why, "no road, knight, settlement, city or city expansion in the "
		              "supply is called '%s'", w[2]);
		return -1;
	}
	out->arg[1] = FB_EXPANSION;
	out->arg[2] = (int16_t)card;
	return 0;
}

int fast_parse_sandbox(const void *state, int player, const char *text, struct action *out,
                       struct strbuf *why)
{
	const struct fast_state *s = state;
	char buf[256], *w[WORDS_MAX];
	(void)player;
	snprintf(buf, sizeof buf, "%s", text);
	int n = text_split_words(buf, w, WORDS_MAX);
	memset(out, 0, sizeof *out);
	int seat = 0, k = 0, r = -1;
	if (n == 4 && strcmp(w[0], "give") == 0) {
		if (!text_parse_int(w[1], 1, s->player_count, &seat) || (r = parse_res(s, w[2])) < 0 ||
		    !text_parse_int(w[3], -99, 99, &k)) {
			strbuf_puts(why, "give SEAT RESOURCE N: a seat, a resource and a number");
			return -1;
		}
		*out = (struct action){ A_SB_GIVE, { (int16_t)(seat - 1), (int16_t)r, (int16_t)k, 0, 0 } };
		return 0;
	}
	if (n == 2 && strcmp(w[0], "top") == 0) {
		if ((r = parse_res(s, w[1])) < 0) {
			strbuf_printf(why, "'%s' is no resource", w[1]);
			return -1;
		}
		*out = (struct action){ A_SB_TOP, { (int16_t)r, 0, 0, 0, 0 } };
		return 0;
	}
	if (n == 3 && strcmp(w[0], "place") == 0) {
		if (!text_parse_int(w[1], 1, s->player_count, &seat)) {
			strbuf_printf(why, "'%s' is no seat", w[1]);
			return -1;
		}
		out->kind = A_SB_PLACE;
		out->arg[0] = (int16_t)(seat - 1);
		return parse_place(s, w, out, why);
	}
	if (n == 2 && strcmp(w[0], "flip") == 0 && strcmp(w[1], "destiny") == 0) {
		out->kind = A_SB_DESTINY;
		return 0;
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
