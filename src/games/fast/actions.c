/*
 * actions: the one canonical text of every action.
 *
 *   exchange draw RES          discard RES, draw 1 (phase 1)
 *   exchange market RES        take RES from the market
 *   exchange player N          draw 1 blind from seat N's hand
 *   exchange player N RES      take RES from seat N's open hand (Library)
 *   return market RES          give a card back to the market
 *   return player N RES        give a card back to seat N
 *   end                        end the exchange phase
 *   build road|knight|settlement|city
 *   build CARD                 a city expansion, by its card key
 *   trade RES RES RES RES      3 alike for 1 of choice (phase 2)
 *   activate CARD              a card's once-a-turn ability
 *   draw                       end phase 2: draw, and the turn passes
 *   choose ... | yes | no      the answer a card effect waits for
 * and the sandbox commands of sandbox.c. Seats are 1-based, resources and
 * cards are keys.
 */
#include "games/fast/internal.h"

static const char *const build_words[FB_COUNT] = {
	[FB_ROAD] = "road", [FB_KNIGHT] = "knight", [FB_SETTLEMENT] = "settlement",
	[FB_CITY] = "city", [FB_EXPANSION] = "expansion",
};

const char *fast_build_word(int build)
{
	return build >= 0 && build < FB_COUNT ? build_words[build] : "?";
}

const char *fast_res_key(const struct fast_state *s, int res)
{
	return res >= 0 && res < s->resource_count ? s->db->resources[s->res_db[res]].key : "?";
}

static const char *card_key(const struct fast_state *s, int card)
{
	return card >= 0 && card < s->card_count ? s->db->cards[fast_face(s, card)].key : "?";
}

static void format_handle(const struct fast_state *s, int32_t h, struct strbuf *out)
{
	if (h >= FAST_H_MARKET && h < FAST_H_MARKET + s->resource_count)
		strbuf_printf(out, "choose market %s", fast_res_key(s, h - FAST_H_MARKET));
	else if (h >= FAST_H_HAND && h < FAST_H_END)
		strbuf_printf(out, "choose %s", fast_res_key(s, (h - FAST_H_HAND) % FAST_H_HAND_STRIDE));
	else
		strbuf_printf(out, "choose %s", card_key(s, h));
}

static void format_answer(const struct fast_state *s, int32_t answer, struct strbuf *out)
{
	const struct effect_decision *d = fast_pending(s);
	int kind = d ? d->kind : EFFECT_DECIDE_NUMBER;
	if (kind == EFFECT_DECIDE_YES_NO) {
		strbuf_puts(out, answer ? "yes" : "no");
		return;
	}
	if (answer == EFFECT_NONE) {
		strbuf_puts(out, "choose none");
		return;
	}
	switch (kind) {
	case EFFECT_DECIDE_RESOURCE:
		strbuf_printf(out, "choose %s", fast_res_key(s, fast_res_position(s, answer)));
		break;
	case EFFECT_DECIDE_CARD:
		format_handle(s, answer, out);
		break;
	case EFFECT_DECIDE_PLAYER:
		strbuf_printf(out, "choose player %d", answer + 1);
		break;
	default:
		strbuf_printf(out, "choose %d", answer);
		break;
	}
}

static void format_sandbox(const struct fast_state *s, const struct action *a, struct strbuf *out)
{
	switch (a->kind) {
	case A_SB_GIVE:
		strbuf_printf(out, "give %d %s %d", a->arg[0] + 1, fast_res_key(s, a->arg[1]), a->arg[2]);
		break;
	case A_SB_TOP:
		strbuf_printf(out, "top %s", fast_res_key(s, a->arg[0]));
		break;
	case A_SB_PLACE:
		if (a->arg[1] == FB_EXPANSION)
			strbuf_printf(out, "place %d %s", a->arg[0] + 1, card_key(s, a->arg[2]));
		else
			strbuf_printf(out, "place %d %s", a->arg[0] + 1, fast_build_word(a->arg[1]));
		break;
	default:
		strbuf_puts(out, "flip destiny");
		break;
	}
}

void fast_format_action(const void *state, const struct action *a, struct strbuf *out)
{
	const struct fast_state *s = state;
	switch (a->kind) {
	case A_EXCHANGE_DRAW:
		strbuf_printf(out, "exchange draw %s", fast_res_key(s, a->arg[0]));
		break;
	case A_EXCHANGE_MARKET:
		strbuf_printf(out, "exchange market %s", fast_res_key(s, a->arg[0]));
		break;
	case A_EXCHANGE_PLAYER:
		if (a->arg[1] < 0)
			strbuf_printf(out, "exchange player %d", a->arg[0] + 1);
		else
			strbuf_printf(out, "exchange player %d %s", a->arg[0] + 1, fast_res_key(s, a->arg[1]));
		break;
	case A_RETURN_MARKET:
		strbuf_printf(out, "return market %s", fast_res_key(s, a->arg[0]));
		break;
	case A_RETURN_PLAYER:
		strbuf_printf(out, "return player %d %s", a->arg[0] + 1, fast_res_key(s, a->arg[1]));
		break;
	case A_END:
		strbuf_puts(out, "end");
		break;
	case A_BUILD:
		if (a->arg[0] == FB_EXPANSION)
			strbuf_printf(out, "build %s", card_key(s, a->arg[1]));
		else
			strbuf_printf(out, "build %s", fast_build_word(a->arg[0]));
		break;
	case A_TRADE: {
		const char *give = fast_res_key(s, a->arg[0]);
		strbuf_printf(out, "trade %s %s %s %s", give, give, give, fast_res_key(s, a->arg[1]));
		break;
	}
	case A_ACTIVATE:
		strbuf_printf(out, "activate %s", card_key(s, a->arg[0]));
		break;
	case A_DRAW:
		strbuf_puts(out, "draw");
		break;
	case A_ANSWER:
		format_answer(s, a->arg[0], out);
		break;
	default:
		format_sandbox(s, a, out);
		break;
	}
}
