/*
 * sandbox: set-up commands for trying a card quickly (--sandbox).
 *
 *   give PLAYER RESOURCE N     N resources onto the player's regions (room
 *                              permitting; a negative N takes them away)
 *   hand PLAYER CARD           a card from the stacks (or wherever a free
 *                              copy lies) into the player's hand
 *   place PLAYER CARD SITE     a card onto the player's principality:
 *                              "3" on the axis, "2 up" / "3 down" beside it
 *   roll-next N [FACE]         the next production die, and event face
 *   event-next CARD            the event card a "?" of the event die reveals
 *                              next (put on top of the event stack)
 *   die-next N                 the next roll a card makes (a duel, the Great
 *                              Wall's or the Watchtower's roll against a Spy)
 *
 * PLAYER is 1 or 2; CARD and RESOURCE are named as in actions (names.h):
 * a key or a name in any language, in full or a unique start, any case,
 * blanks as '-' or in quotes. The rules' placement conditions are relaxed
 * (no cost, no neighbouring road needed) but a site must exist and be
 * free, so the grid stays a grid. Every refusal says why, in the
 * interface's language (core/i18n.h), naming cards in the caller's.
 */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/names.h"
#include "games/principality/internal.h"

#define WORDS_MAX 6

#define ANY_KIND (-1)

/* The def of the match for database card card, or -1 when its sets are
 * not in play. */
static int def_of_card(const struct prin_state *s, int card)
{
	for (int i = 0; i < s->cards->def_count; i++)
		if (s->cards->def[i].db_index == card)
			return i;
	return -1;
}

/* Whether the match holds a copy of def anywhere. */
static bool in_match(const struct prin_state *s, int def)
{
	for (int i = 0; i < s->instance_count; i++)
		if (s->card[i].def == def)
			return true;
	return false;
}

struct kind_filter {
	const struct prin_state *s;
	int kind;                     /* ANY_KIND: any */
};

static bool in_play_of_kind(const struct carddb *db, int card, const void *ctx)
{
	(void)db;
	const struct kind_filter *f = ctx;
	int def = def_of_card(f->s, card);
	return def >= 0 && (f->kind == ANY_KIND || f->s->cards->def[def].kind == f->kind) &&
	       in_match(f->s, def);
}

/* The def of kind (ANY_KIND: any) of the cards in the match that text names
 * (names_card), or -1 with the reason in why: a name two cards share is
 * answered with their keys, which are never shared. */
static int find_def(const struct prin_state *s, const char *text, int kind, struct strbuf *why)
{
	struct kind_filter f = { s, kind };
	int card = names_card(s->db, GAME_PRINCIPALITY, text, in_play_of_kind, &f,
	                      kind == KIND_EVENT ? _("event card") : _("card in play"), why);
	return card < 0 ? -1 : def_of_card(s, card);   /* none, or several */
}

/* The face text names, in full or by a unique start, or -1. */
static int parse_face(const char *text)
{
	int found = -1, count = 0;
	for (int f = 0; f < FACE_COUNT; f++) {
		if (text_casecmp(prin_face_name(f), text) == 0)
			return f;
		if (names_word(prin_face_name(f), text)) {
			found = f;
			count++;
		}
	}
	return count == 1 ? found : -1;
}

/* A free copy of def: in a stack first, then the other piles. */
static int free_copy(const struct prin_state *s, int def)
{
	static const int zones[] = { Z_STACK, Z_CENTER, Z_REGION_STACK, Z_DISCARD, Z_OPEN,
	                             Z_OUT, Z_EVENT_STACK };
	for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
		for (int i = 0; i < s->instance_count; i++)
			if (s->card[i].def == def && s->card[i].zone == zones[z])
				return i;
	return -1;
}

/* player's copy of def in his hand, or -1. */
static int copy_in_hand(const struct prin_state *s, int player, int def)
{
	for (int i = 0; i < s->instance_count; i++)
		if (s->card[i].def == def && s->card[i].zone == Z_HAND && s->card[i].who == player)
			return i;
	return -1;
}

/* def's name in lang, as the table shows it. */
static const char *def_name(const struct prin_state *s, int def, enum carddb_lang lang)
{
	return carddb_card_name(&s->db->cards[s->cards->def[def].db_index], lang);
}

/* Why a well-formed set-up command a would change nothing, tried on a
 * copy of the match: 0 when it applies, else -1 with the reason, so that
 * the console says more than that it is not legal now. */
static int refusal(const struct prin_state *s, const struct action *a, enum carddb_lang lang,
                   struct strbuf *why)
{
	struct prin_state trial = *s;
	if (prin_apply_sandbox(&trial, a) == 0)
		return 0;
	if (a->kind == A_SB_EVENT) {
		strbuf_printf(why, _("no %s lies in the event stack"), def_name(s, a->arg[0], lang));
		return -1;
	}
	const char *name = def_name(s, a->arg[1], lang);
	bool own = copy_in_hand(s, a->arg[0], a->arg[1]) >= 0;
	if (a->kind == A_SB_HAND || (!own && free_copy(s, a->arg[1]) < 0))
		strbuf_printf(why, _("no copy of %s is free: each lies in a hand or a principality"),
		              name);
	else if (a->arg[3] < 0)
		strbuf_printf(why, _("%s cannot stand at %d up of player %d"), name, a->arg[2],
		              a->arg[0] + 1);
	else if (a->arg[3] > 0)
		strbuf_printf(why, _("%s cannot stand at %d down of player %d"), name, a->arg[2],
		              a->arg[0] + 1);
	else
		strbuf_printf(why, _("%s cannot stand at %d of player %d"), name, a->arg[2],
		              a->arg[0] + 1);
	return -1;
}

int prin_parse_sandbox(const void *state, int player, const char *text,
                       enum carddb_lang lang, struct action *out, struct strbuf *why)
{
	const struct prin_state *s = state;
	(void)player;
	char buf[256];
	char *w[WORDS_MAX];
	snprintf(buf, sizeof buf, "%s", text ? text : "");
	struct strbuf split = STRBUF_INIT;
	int n = names_split(buf, w, WORDS_MAX, &split);
	strbuf_free(&split);
	if (n <= 0)
		return 1;   /* no set-up command is so long or has an open quote */
	memset(out, 0, sizeof *out);
	int who = 0, v = 0;
	if (strcmp(w[0], "give") == 0) {
		if (n != 4 || !text_parse_int(w[1], 1, 2, &who) || !text_parse_int(w[3], -9, 9, &v)) {
			strbuf_puts(why, _("usage: give PLAYER RESOURCE N (PLAYER 1 or 2, N -9..9)"));
			return -1;
		}
		if (v == 0) {
			strbuf_puts(why, _("give 0 gives nothing: N is -9..9 but not 0"));
			return -1;
		}
		int r = names_resource(s->db, GAME_PRINCIPALITY, w[2], why);
		if (r < 0)
			return -1;
		out->kind = A_SB_GIVE;
		out->arg[0] = (int16_t)(who - 1);
		out->arg[1] = (int16_t)s->db->resources[r].position;
		out->arg[2] = (int16_t)v;
		return 0;
	}
	if (strcmp(w[0], "hand") == 0 || strcmp(w[0], "place") == 0) {
		bool place = w[0][0] == 'p';
		int x = 0, y = 0;
		bool site_ok = !place || (n >= 4 && text_parse_int(w[3], PRIN_X_MIN, PRIN_X_MAX, &x) &&
		                          (n == 4 || (n == 5 && (names_word("up", w[4]) ||
		                                                 names_word("down", w[4])))));
		if (n == 5)
			y = names_word("up", w[4]) ? -1 : 1;
		if (n < 3 || !text_parse_int(w[1], 1, 2, &who) || !site_ok || (!place && n != 3)) {
			strbuf_puts(why, place ? _("usage: place PLAYER CARD X [up|down]")
			                       : _("usage: hand PLAYER CARD"));
			return -1;
		}
		int def = find_def(s, w[2], ANY_KIND, why);
		if (def < 0)
			return -1;
		out->kind = place ? A_SB_PLACE : A_SB_HAND;
		out->arg[0] = (int16_t)(who - 1);
		out->arg[1] = (int16_t)def;
		out->arg[2] = (int16_t)x;
		out->arg[3] = (int16_t)y;
		return refusal(s, out, lang, why);
	}
	if (strcmp(w[0], "roll-next") == 0) {
		int face = n == 3 ? parse_face(w[2]) : -1;
		if (n < 2 || n > 3 || !text_parse_int(w[1], 1, 6, &v) || (n == 3 && face < 0)) {
			strbuf_puts(why, _("usage: roll-next N [brigand|windmill|tournament|plenty|event]"));
			return -1;
		}
		out->kind = A_SB_ROLL;
		out->arg[0] = (int16_t)v;
		out->arg[1] = (int16_t)face;
		return 0;
	}
	if (strcmp(w[0], "die-next") == 0) {
		if (n != 2 || !text_parse_int(w[1], 1, 6, &v)) {
			strbuf_puts(why, _("usage: die-next N (1..6)"));
			return -1;
		}
		out->kind = A_SB_DIE;
		out->arg[0] = (int16_t)v;
		return 0;
	}
	if (strcmp(w[0], "event-next") == 0) {
		if (n != 2) {
			strbuf_puts(why, _("usage: event-next EVENT-CARD (an event card in play)"));
			return -1;
		}
		int def = find_def(s, w[1], KIND_EVENT, why);
		if (def < 0)
			return -1;
		out->kind = A_SB_EVENT;
		out->arg[0] = (int16_t)def;
		return refusal(s, out, lang, why);
	}
	return 1;
}

static int sandbox_place(struct prin_state *s, int player, int def, int x, int y)
{
	const struct prin_def *d = &s->cards->def[def];
	const struct principality_cards *t = s->cards;
	int card = copy_in_hand(s, player, def);
	if (card < 0)
		card = free_copy(s, def);
	if (card < 0)
		return -1;
	bool odd = x % 2 != 0;
	if (d->kind == KIND_REGION) {
		if (odd || y == 0 || prin_at(s, player, x, y) >= 0)
			return -1;
		prin_place(s, card, player, x, y);
		return 0;
	}
	if (d->kind == KIND_CENTER) {
		if (y != 0)
			return -1;
		if (d->type == t->type_city) {
			int under = prin_at(s, player, x, 0);
			if (under < 0 || prin_def_of(s, under)->type != t->type_settlement)
				return -1;
			prin_move(s, under, Z_UNDER, player, false);
			s->card[under].order = (int16_t)prin_cell(x, 0);
		} else if (prin_at(s, player, x, 0) >= 0 || odd != (d->type == t->type_settlement)) {
			return -1;
		}
		prin_place(s, card, player, x, 0);
		return 0;
	}
	int owner = d->placement == PLACE_OPPONENT_CITY ? 1 - player : player;
	int site = prin_free_site(s, owner, def, x, y);
	if (!site)
		return -1;
	prin_place(s, card, owner, x, site);
	prin_queue_trigger(s, card, EFFECT_ON_BUILD, -1, player, -1);
	return 0;
}

/* Puts a copy of event card def on top of the event stack: the next "?"
 * reveals it. Only a card of the sets in play, so the match stays one that
 * could have been dealt. */
static int next_event(struct prin_state *s, int def)
{
	if (def < 0 || def >= s->cards->def_count)
		return -1;
	for (int i = 0; i < s->instance_count; i++)
		if (s->card[i].def == def && s->card[i].zone == Z_EVENT_STACK) {
			prin_move(s, i, Z_EVENT_STACK, 0, true);
			return 0;
		}
	return -1;
}

int prin_apply_sandbox(struct prin_state *s, const struct action *a)
{
	int p = a->arg[0];
	bool for_player = a->kind != A_SB_ROLL && a->kind != A_SB_EVENT && a->kind != A_SB_DIE;
	if (for_player && (p < 0 || p >= PRIN_PLAYERS))
		return -1;
	switch (a->kind) {
	case A_SB_GIVE:
		if (a->arg[1] < 0 || a->arg[1] >= s->cards->resource_count)
			return -1;
		if (a->arg[2] >= 0)
			prin_gain(s, p, a->arg[1], a->arg[2]);
		else
			prin_pay(s, p, a->arg[1], -a->arg[2]);
		break;
	case A_SB_HAND: {
		if (a->arg[1] < 0 || a->arg[1] >= s->cards->def_count)
			return -1;
		int card = free_copy(s, a->arg[1]);
		if (card < 0)
			return -1;
		prin_move(s, card, Z_HAND, p, true);
		break;
	}
	case A_SB_PLACE:
		if (a->arg[1] < 0 || a->arg[1] >= s->cards->def_count ||
		    !prin_on_grid(a->arg[2], a->arg[3]) ||
		    sandbox_place(s, p, a->arg[1], a->arg[2], a->arg[3]) != 0)
			return -1;
		break;
	case A_SB_ROLL:
		if (a->arg[0] < 1 || a->arg[0] > 6 || a->arg[1] < -1 || a->arg[1] >= FACE_COUNT)
			return -1;
		s->next_die = (int8_t)a->arg[0];
		s->next_face = (int8_t)a->arg[1];
		break;
	case A_SB_EVENT:
		if (next_event(s, a->arg[0]) != 0)
			return -1;
		break;
	case A_SB_DIE:
		if (a->arg[0] < 1 || a->arg[0] > 6)
			return -1;
		s->next_roll = (int8_t)a->arg[0];
		break;
	default:
		return -1;
	}
	prin_refresh(s);
	prin_turn_advance(s);
	return 0;
}
