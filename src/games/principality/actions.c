/*
 * actions: the canonical text of every action.
 *
 * Lowercase words, card keys, resource keys, signed column numbers for
 * sites, stacks and players counted from 1:
 *
 *   look 2                     setup: the stack to take the starting cards from
 *   pick abbey                 setup: a starting card from that stack
 *   roll
 *   play alchemist 4           an action card, with its first answer
 *   choose abbey 3 up          an answer to a card's question (a card, a
 *   choose wool / choose 4     resource, a number, "choose player 2",
 *   choose stack 2 / yes / no  "choose stack 2", "counter bishop",
 *   counter bishop / no-counter  "no-counter", "choose none")
 *   gain wool / take wool      a resource of choice on the event die
 *   region region-fields-3 up  a region for the new settlement
 *   build settlement 3         a center card on the axis at x = 3
 *   build abbey -1 down        an expansion beside the settlement at -1
 *   build bank 1 up save ore   the same, saving ore by a discount of choice
 *   demolish abbey -1 down
 *   trade wool wool wool ore   with the supply (the rate's worth of wool)
 *   offer wool for ore ore     to the opponent, who will
 *   accept / decline
 *   end                        end of the action phase
 *   under abbey 2              a card of the hand under stack 2
 *   draw 2 / search 2 wool ore the refill: free top card, or a paid search
 *   take abbey                 the card chosen from the searched stack
 *   exchange abbey 2 / pass    the one-card exchange
 *
 * and the sandbox commands (sandbox.c): give 1 wool 2, hand 1 abbey,
 * place 1 abbey -1 up, roll-next 4 [brigand|windmill|tournament|plenty|event],
 * event-next plague, die-next 3.
 */
#include "core/i18n.h"
#include "games/principality/internal.h"

const char *prin_resource_key(const struct prin_state *s, int resource)
{
	const struct carddb_resource *r = carddb_resource_at(s->db, GAME_PRINCIPALITY, resource);
	return r ? r->key : "?";
}

const char *prin_card_key(const struct prin_state *s, int def)
{
	if (def < 0 || def >= s->cards->def_count)
		return "?";
	return s->db->cards[s->cards->def[def].db_index].key;
}

void prin_format_site(struct strbuf *out, int x, int y)
{
	strbuf_printf(out, "%d", x);
	if (y)
		strbuf_puts(out, y < 0 ? " up" : " down");
}

const char *prin_phase_name(int phase)
{
	static const char *const names[PH_COUNT] = {
		/* the words of logs and JSON; the console translates them */
		[PH_PICK] = N_("pick"), [PH_BEFORE_ROLL] = N_("roll"), [PH_RESOLVE] = N_("event"),
		[PH_EVENT_CHOICE] = N_("event"), [PH_REGION] = N_("region"), [PH_ACTION] = N_("action"),
		[PH_OFFER] = N_("offer"), [PH_DISCARD] = N_("discard"), [PH_REFILL] = N_("refill"),
		[PH_SEARCH] = N_("search"), [PH_EXCHANGE] = N_("exchange"),
		[PH_EXCHANGE_DRAW] = N_("exchange"), [PH_OVER] = N_("over"),
	};
	return phase >= 0 && phase < PH_COUNT && names[phase] ? names[phase] : "?";
}

const char *prin_face_name(int face)
{
	static const char *const names[FACE_COUNT] = {
		N_("brigand"), N_("windmill"), N_("tournament"), N_("plenty"), N_("event"),
	};
	return face >= 0 && face < FACE_COUNT ? names[face] : "none";
}

/* A card instance as an answer names it, with its site when it lies in a
 * principality. */
static void card_text(const struct prin_state *s, int card, struct strbuf *out)
{
	if (card < 0 || card >= s->instance_count) {
		strbuf_puts(out, "none");
		return;
	}
	strbuf_puts(out, prin_card_key(s, s->card[card].def));
	if (s->card[card].zone == Z_PRINCIPALITY) {
		strbuf_putc(out, ' ');
		int cell = s->card[card].order;
		prin_format_site(out, prin_cell_x(cell), prin_cell_y(cell));
	}
}

/* An answer to an effect's question of kind. */
static void answer_text(const struct prin_state *s, int kind, int value, bool prefix,
                        struct strbuf *out)
{
	if (kind == EFFECT_DECIDE_COUNTER) {
		if (value == EFFECT_NONE) {
			strbuf_puts(out, "no-counter");
			return;
		}
		strbuf_puts(out, prefix ? "counter " : "");
		card_text(s, value, out);
		return;
	}
	if (kind == EFFECT_DECIDE_YES_NO) {
		strbuf_puts(out, value ? "yes" : "no");
		return;
	}
	if (prefix)
		strbuf_puts(out, "choose ");
	if (value == EFFECT_NONE) {
		strbuf_puts(out, "none");
		return;
	}
	switch (kind) {
	case EFFECT_DECIDE_CARD: card_text(s, value, out); break;
	case EFFECT_DECIDE_RESOURCE:
		strbuf_puts(out, prin_resource_key(s, prin_resource_position(s, value)));
		break;
	case EFFECT_DECIDE_PLAYER: strbuf_printf(out, "player %d", value + 1); break;
	case EFFECT_DECIDE_STACK: strbuf_printf(out, "stack %d", value + 1); break;
	default: strbuf_printf(out, "%d", value); break;
	}
}

static void resources_text(const struct prin_state *s, const int16_t *r, int n,
                           struct strbuf *out)
{
	for (int i = 0; i < n; i++)
		if (r[i] >= 0)
			strbuf_printf(out, " %s", prin_resource_key(s, r[i]));
}

void prin_format_action(const void *state, const struct action *a, struct strbuf *out)
{
	const struct prin_state *s = state;
	const int16_t *g = a->arg;
	switch (a->kind) {
	case A_LOOK:
		strbuf_printf(out, "look %d", g[0] + 1);
		break;
	case A_PICK:
		strbuf_printf(out, "pick %s", prin_card_key(s, g[0]));
		break;
	case A_ROLL:
		strbuf_puts(out, "roll");
		break;
	case A_PLAY:
		strbuf_printf(out, "play %s", prin_card_key(s, g[0]));
		if (g[1] != PRIN_NO_ARG) {
			strbuf_putc(out, ' ');
			answer_text(s, g[2], g[1], false, out);
		}
		break;
	case A_ANSWER: {
		const struct effect_decision *d = prin_pending(s);
		answer_text(s, d ? d->kind : EFFECT_DECIDE_NUMBER, g[0], true, out);
		break;
	}
	case A_EVENT:
		strbuf_printf(out, "%s %s", s->choice_kind == CHOICE_TAKE ? "take" : "gain",
		              prin_resource_key(s, g[0]));
		break;
	case A_REGION:
		strbuf_printf(out, "region %s %s",
		              g[0] >= 0 && g[0] < s->instance_count ?
		              prin_card_key(s, s->card[g[0]].def) : "?", g[1] < 0 ? "up" : "down");
		break;
	case A_BUILD:
		strbuf_printf(out, "build %s ", prin_card_key(s, g[0]));
		prin_format_site(out, g[1], g[2]);
		if (g[3] > 0)
			strbuf_printf(out, " save %s", prin_resource_key(s, g[3] - 1));
		break;
	case A_DEMOLISH:
		strbuf_puts(out, "demolish ");
		card_text(s, g[0], out);
		break;
	case A_TRADE:
		strbuf_puts(out, "trade");
		for (int i = 0; i < g[1]; i++)
			strbuf_printf(out, " %s", prin_resource_key(s, g[0]));
		strbuf_printf(out, " %s", prin_resource_key(s, g[2]));
		break;
	case A_OFFER:
		strbuf_puts(out, "offer");
		resources_text(s, g, 2, out);
		strbuf_puts(out, " for");
		resources_text(s, g + 2, 2, out);
		break;
	case A_ACCEPT: strbuf_puts(out, "accept"); break;
	case A_DECLINE: strbuf_puts(out, "decline"); break;
	case A_END: strbuf_puts(out, "end"); break;
	case A_PASS: strbuf_puts(out, "pass"); break;
	case A_UNDER:
	case A_EXCHANGE:
		strbuf_printf(out, "%s %s %d", a->kind == A_UNDER ? "under" : "exchange",
		              prin_card_key(s, g[0]), g[1] + 1);
		break;
	case A_DRAW:
		strbuf_printf(out, "draw %d", g[0] + 1);
		break;
	case A_SEARCH:
		strbuf_printf(out, "search %d", g[0] + 1);
		resources_text(s, g + 1, 4, out);
		break;
	case A_TAKE:
		strbuf_printf(out, "take %s", prin_card_key(s, g[0]));
		break;
	case A_SB_GIVE:
		strbuf_printf(out, "give %d %s %d", g[0] + 1, prin_resource_key(s, g[1]), g[2]);
		break;
	case A_SB_HAND:
		strbuf_printf(out, "hand %d %s", g[0] + 1, prin_card_key(s, g[1]));
		break;
	case A_SB_PLACE:
		strbuf_printf(out, "place %d %s ", g[0] + 1, prin_card_key(s, g[1]));
		prin_format_site(out, g[2], g[3]);
		break;
	case A_SB_ROLL:
		strbuf_printf(out, "roll-next %d", g[0]);
		if (g[1] >= 0)
			strbuf_printf(out, " %s", prin_face_name(g[1]));
		break;
	case A_SB_EVENT:
		strbuf_printf(out, "event-next %s", prin_card_key(s, g[0]));
		break;
	case A_SB_DIE:
		strbuf_printf(out, "die-next %d", g[0]);
		break;
	default:
		strbuf_printf(out, "unknown-action-%d", a->kind);
		break;
	}
}
