/*
 * steps: the console's shorthands for domestic trade (game_rules
 * parse_steps). An offer is put together a card an action (trade.c); a
 * person says the whole of it in one line, which becomes those actions:
 *
 *   offer [N] RES... for [N] RES...     offer, give RES (N times) ...,
 *                                       want RES (N times) ..., propose
 *   counter [N] RES... for [N] RES...   the same for a counter: what the
 *                                       answerer gives, for what he gets
 *   give N RES | want N RES             N cards more on a side of the terms
 *   propose                             the terms as they stand
 *
 * "->" may stand for "for" (as propose writes its terms), and a resource
 * may be repeated instead of counted ("offer wool wool -> ore").
 * Resources are named as actions name them (games/names.h), and with
 * Cities & Knights the commodities too ("offer 2 paper for 1 ore"). The steps are
 * tried on a copy of the match first: a shorthand that cannot be made
 * changes nothing and says why, in the interface's language (core/i18n.h),
 * with resources named by their keys, as the actions name them.
 */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/board/internal.h"
#include "games/names.h"

#define WORDS_MAX 64
#define TEXT_MAX 512

struct steps {
	struct action *out;
	size_t max, count;
};

static bool push(struct steps *st, int kind, int arg0, struct strbuf *why)
{
	if (st->count == st->max) {
		strbuf_puts(why, _("too many cards for one line"));
		return false;
	}
	st->out[st->count++] = (struct action){ (uint16_t)kind, { (int16_t)arg0, 0, 0, 0, 0 } };
	return true;
}

static bool is_word(const char *typed, const char *word)
{
	return text_casecmp(typed, word) == 0;
}

static bool separator(const char *word)
{
	return is_word(word, "for") || strcmp(word, "->") == 0;
}

/* [N] RES ... up to the end or the separator, from words[*i] on, into
 * cards. */
static bool parse_side(const struct board_state *s, char **words, int count, int *i,
                       uint8_t *cards, struct strbuf *why)
{
	while (*i < count && !separator(words[*i])) {
		int n = 1;
		if (words[*i][0] >= '0' && words[*i][0] <= '9') {
			if (!text_parse_int(words[*i], 1, BOARD_RESOURCE_CARDS, &n)) {
				strbuf_printf(why, _("%s: a count of cards is 1 to %d"), words[*i],
				              BOARD_RESOURCE_CARDS);
				return false;
			}
			if (++*i == count || separator(words[*i])) {
				strbuf_printf(why, _("%d of what? a resource follows the count"), n);
				return false;
			}
		}
		int r = board_parse_res(s, words[*i], why);
		if (r < 0)
			return false;
		if (cards[r] + n > board_kind_cards(s, r)) {
			strbuf_printf(why, _("there are %d %s in all"), board_kind_cards(s, r),
			              board_res_key(s, r));
			return false;
		}
		cards[r] = (uint8_t)(cards[r] + n);
		++*i;
	}
	return true;
}

/* "offer|counter SIDE for SIDE": the steps that put it together. */
static bool terms_steps(const struct board_state *s, char **words, int count, struct steps *st,
                        struct strbuf *why)
{
	struct board_trade t;
	memset(&t, 0, sizeof t);
	int i = 1;
	if (!parse_side(s, words, count, &i, t.give, why))
		return false;
	bool split = i < count;
	i++;
	if (split && !parse_side(s, words, count, &i, t.get, why))
		return false;
	int gives = 0, wants = 0;
	for (int r = 0; r < BOARD_CARD_KINDS; r++) {
		gives += t.give[r];
		wants += t.get[r];
		if (t.give[r] && t.get[r]) {
			strbuf_printf(why, _("%s on both sides: matching resources are not traded"),
			              board_res_key(s, r));
			return false;
		}
	}
	if (!split || gives == 0 || wants == 0) {
		strbuf_printf(why, _("%s names cards on both sides: %s 2 wool for 1 ore (no gifts)"),
		              words[0], words[0]);
		return false;
	}
	if (!push(st, is_word(words[0], "offer") ? A_OFFER : A_COUNTER, 0, why))
		return false;
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		for (int n = 0; n < t.give[r]; n++)
			if (!push(st, A_GIVE, r, why))
				return false;
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		for (int n = 0; n < t.get[r]; n++)
			if (!push(st, A_WANT, r, why))
				return false;
	if (st->count == st->max) {
		strbuf_puts(why, _("too many cards for one line"));
		return false;
	}
	struct action *propose = &st->out[st->count++];
	*propose = (struct action){ A_PROPOSE, { 0 } };
	board_pack_terms(&t, propose);
	return true;
}

static bool cards_on(const uint8_t *cards)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (cards[r])
			return true;
	return false;
}

/* Why the offerer cannot want one more res: the others hold no more of it,
 * or no other hand holds more cards. */
static void want_refused(const struct board_state *s, int drafter, int res, struct strbuf *why)
{
	int elsewhere = board_kind_cards(s, res) - s->player[drafter].hand[res] - s->bank[res];
	int most = 0;
	for (int p = 0; p < s->player_count; p++)
		if (p != drafter && s->player[p].hand_count > most)
			most = s->player[p].hand_count;
	if (s->draft.get[res] >= elsewhere)
		strbuf_printf(why, _("the others hold %d %s in all"), elsewhere, board_res_key(s, res));
	else
		strbuf_printf(why, _("no other player holds more than %d cards"), most);
}

/* Why step, refused in s, cannot be taken. */
static void why_refused(const struct board_state *s, const struct action *step,
                        struct strbuf *why)
{
	int me = board_current(s), drafter = board_drafter(s);
	int res = step->arg[0];
	const char *key = board_res_key(s, res);
	switch (step->kind) {
	case A_OFFER:
		if (s->phase == PH_OFFER_CLOSE)
			strbuf_puts(why, _("your offer waits for its close: trade with a seat, or no trade"));
		else if (s->phase != PH_ACTION || me != s->active)
			strbuf_puts(why, _("an offer is made in your own turn, after the roll, when "
			                 "nothing else waits"));
		else if (s->opt.separate_phases && s->built)
			strbuf_puts(why, _("no trading after building (TRADE_BUILD_PHASES=separate)"));
		else if (s->offers_made >= s->opt.offers_per_turn)
			strbuf_printf(why, _("a turn has %d offers (OFFERS_PER_TURN), all made"),
			              s->opt.offers_per_turn);
		else if (s->player[me].hand_count == 0)
			strbuf_puts(why, _("your hand is empty: an offer gives cards"));
		else
			strbuf_puts(why, _("nobody else holds a card"));
		break;
	case A_COUNTER:
		if (s->phase != PH_OFFER)
			strbuf_puts(why, _("a counter answers an offer made to you"));
		else
			strbuf_puts(why, _("your hand is empty: a counter gives cards"));
		break;
	case A_GIVE:
	case A_WANT:
		if (drafter < 0)
			strbuf_puts(why, _("no offer is being put together"));
		else if ((step->kind == A_GIVE ? s->draft.get : s->draft.give)[res])
			strbuf_printf(why, _("%s on both sides: matching resources are not traded"), key);
		else if (step->kind == A_GIVE)
			strbuf_printf(why, _("you hold %d %s"), s->player[drafter].hand[res], key);
		else if (drafter != s->active)
			strbuf_printf(why, _("seat %d holds %d cards"), s->active + 1,
			              s->player[s->active].hand_count);
		else
			want_refused(s, drafter, res, why);
		break;
	default:
		if (drafter < 0)
			strbuf_puts(why, _("no offer is being put together"));
		else if (!cards_on(s->draft.give) || !cards_on(s->draft.get))
			strbuf_puts(why, _("the terms want cards on both sides first (give, want)"));
		else if (drafter != s->active)
			strbuf_puts(why, _("those are the offer's own terms: accept it"));
		else
			strbuf_puts(why, _("those terms cannot be proposed now"));
		break;
	}
}

/* The steps, tried on a copy of s: false, with why, at the first refused. */
static bool try_steps(const struct board_state *s, const struct steps *st, struct strbuf *why)
{
	struct board_state copy = *s;
	for (size_t i = 0; i < st->count; i++)
		if (board_apply(&copy, &st->out[i]) != 0) {
			why_refused(&copy, &st->out[i], why);
			return false;
		}
	return true;
}

int board_parse_steps(const void *state, int player, const char *text, struct action *out,
                      size_t max, struct strbuf *why)
{
	const struct board_state *s = state;
	char buf[TEXT_MAX], *words[WORDS_MAX];
	if (player != board_current(s) || strlen(text) >= sizeof buf)
		return 0;
	strcpy(buf, text);
	struct strbuf ignored = STRBUF_INIT;
	int count = names_split(buf, words, WORDS_MAX, &ignored);
	strbuf_free(&ignored);
	if (count < 2 && !(count == 1 && is_word(words[0], "propose") && board_drafter(s) >= 0))
		return 0;
	struct steps st = { out, max, 0 };
	bool drafting = board_drafter(s) >= 0;
	if (is_word(words[0], "propose")) {
		if (count != 1)
			return 0;
		struct action propose = { A_PROPOSE, { 0 } };
		board_pack_terms(&s->draft, &propose);
		st.out[st.count++] = propose;
	} else if ((is_word(words[0], "give") || is_word(words[0], "want")) && count == 3 &&
	           drafting && words[1][0] >= '0' && words[1][0] <= '9') {
		int n, r;
		if (!text_parse_int(words[1], 1, BOARD_RESOURCE_CARDS, &n)) {
			strbuf_printf(why, _("%s: a count of cards is 1 to %d"), words[1],
			              BOARD_RESOURCE_CARDS);
			return -1;
		}
		if ((r = board_parse_res(s, words[2], why)) < 0)
			return -1;
		for (int i = 0; i < n; i++)
			if (!push(&st, is_word(words[0], "give") ? A_GIVE : A_WANT, r, why))
				return -1;
	} else if (is_word(words[0], "offer") || is_word(words[0], "counter")) {
		if (!terms_steps(s, words, count, &st, why))
			return -1;
	} else {
		return 0;
	}
	if (max == 0 || !try_steps(s, &st, why))
		return -1;
	return (int)st.count;
}
