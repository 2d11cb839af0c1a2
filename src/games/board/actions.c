/*
 * actions: the one canonical text of every action. Hexes, intersections,
 * paths and seats are written 1-based, as the map shows them; resources
 * and cards by their keys (the console also takes their names and letters).
 *
 *   build settlement N | build city N | build road N
 *   roll                           the dice
 *   discard RES                    one card back to the bank, on a 7
 *   robber H                       move the robber to hex H
 *   steal P                        a random card from seat P
 *   buy                            a development card
 *   play CARD                      a development card
 *   trade RES RES RES RES -> RES   with the bank, as many as his rate
 *   offer                          begin a domestic trade offer
 *   give RES | want RES            one card more on the side he gives, or wants
 *   propose N RES... -> N RES...   make the offer (he gives -> he gets)
 *   withdraw                       or drop it
 *   accept | decline | counter     an answer to it; a counter is put together
 *                                  with give, want, propose and withdraw, from
 *                                  the answerer's side
 *   trade with P | no trade        the offerer closes
 *   end                            the turn
 *   neutral C road N | neutral C settlement N
 *                                  two players: a neutral colour's free piece
 *   neutral C knight N | neutral C promote N
 *                                  and with Cities & Knights its knight
 *   forced trade | hand over RES   two players: the token action, then each
 *                                  card given for what was drawn
 *   robber to desert               two players: the token action
 *   discard knight                 two players: a face-up knight for tokens
 *   defend N... | defend none      Cities & Knights with DEFENDERS_CHOSEN: the
 *                                  knights (by intersection) committed to the
 *                                  battle against the barbarians
 *   play CARD                      a progress card (Cities & Knights)
 *   enlist N | enlist none         after a Deserter: where the player puts his
 *                                  own knight, or nowhere
 *   choose RES | choose hex H | choose intersection N | choose road N |
 *   choose knight N | choose CARD [K] | choose player P | choose N |
 *   choose none                    an answer a card effect waits for
 * and the sandbox commands of sandbox.c.
 */
#include "games/board/internal.h"
#include "games/board/words.h"

const char *board_res_key(const struct board_state *s, int res)
{
	return res >= 0 && res < BOARD_CARD_KINDS ? s->db->resources[s->t->res_db[res]].key : "?";
}

const char *board_res_letter(const struct board_state *s, int res)
{
	return res >= 0 && res < BOARD_CARD_KINDS ? s->db->resources[s->t->res_db[res]].letter : "?";
}

static void repeat_res(const struct board_state *s, int res, int n, struct strbuf *out)
{
	for (int i = 0; i < n; i++)
		strbuf_printf(out, " %s", board_res_key(s, res));
}

/* "propose 2 wool 1 brick -> 3 ore": the terms packed in the action,
 * from the side of whoever put them together, each resource counted. */
static void counted(const struct board_state *s, const uint8_t *cards, struct strbuf *out)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (cards[r])
			strbuf_printf(out, " %d %s", cards[r], board_res_key(s, r));
}

static void format_terms(const struct board_state *s, const struct action *a, struct strbuf *out)
{
	struct board_trade t;
	board_unpack_terms(a, &t);
	strbuf_puts(out, "propose");
	counted(s, t.give, out);
	strbuf_puts(out, " ->");
	counted(s, t.get, out);
}

static int32_t resource_position(const struct board_state *s, int32_t db_res)
{
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		if (s->t->res_db[r] == db_res)
			return r;
	return -1;
}

/* A card or site of an effect's choice (a handle, words.h): "hex 5",
 * "intersection 12", "road 30", "knight 12", or a progress card's key
 * (with the copy's number from the second on: "ck-spy 2"). */
static void format_handle(const struct board_state *s, int32_t handle, struct strbuf *out)
{
	int i = board_handle_index(handle);
	switch (board_handle_kind(handle)) {
	case BOARD_HANDLE_HEX:
		strbuf_printf(out, "hex %d", s->t->map.hex_number[i]);
		break;
	case BOARD_HANDLE_NODE:
		strbuf_printf(out, "intersection %d", i + 1);
		break;
	case BOARD_HANDLE_EDGE:
		strbuf_printf(out, "road %d", i + 1);
		break;
	case BOARD_HANDLE_KNIGHT:
		strbuf_printf(out, "knight %d", i + 1);
		break;
	case BOARD_HANDLE_PROGRESS: {
		int row = i / BOARD_PROGRESS_COPIES % 32, copy = i % BOARD_PROGRESS_COPIES;
		strbuf_puts(out, s->db->cards[s->t->progress_card[row]].key);
		if (copy > 0)
			strbuf_printf(out, " %d", copy + 1);
		break;
	}
	default:
		strbuf_printf(out, "%d", handle);
		break;
	}
}

static void format_answer(const struct board_state *s, int32_t answer, struct strbuf *out)
{
	const struct effect_decision *d = board_pending(s);
	if (answer == EFFECT_NONE) {
		strbuf_puts(out, "choose none");
		return;
	}
	switch (d ? d->kind : EFFECT_DECIDE_NUMBER) {
	case EFFECT_DECIDE_RESOURCE:
		strbuf_printf(out, "choose %s", board_res_key(s, resource_position(s, answer)));
		break;
	case EFFECT_DECIDE_SITE: case EFFECT_DECIDE_CARD:
		strbuf_puts(out, "choose ");
		format_handle(s, answer, out);
		break;
	case EFFECT_DECIDE_PLAYER:
		strbuf_printf(out, "choose player %d", answer + 1);
		break;
	case EFFECT_DECIDE_YES_NO:
		strbuf_puts(out, answer ? "yes" : "no");
		break;
	default:
		strbuf_printf(out, "choose %d", answer);
		break;
	}
}

/* "defend 12 30": the intersections of the knights committed, or
 * "defend none". */
static void format_defence(const struct board_state *s, int mask, struct strbuf *out)
{
	uint64_t chosen = board_defence_knights(s, board_ck_current(s), mask);
	strbuf_puts(out, "defend");
	if (!chosen)
		strbuf_puts(out, " none");
	for (; chosen; chosen &= chosen - 1)
		strbuf_printf(out, " %d", board_low_bit(chosen) + 1);
}

static const char *const piece_words[3] = { "settlement", "city", "road" };

static void format_sandbox(const struct board_state *s, const struct action *a, struct strbuf *out)
{
	switch (a->kind) {
	case A_SB_GIVE:
		strbuf_printf(out, "give %d %s %d", a->arg[0] + 1, board_res_key(s, a->arg[1]), a->arg[2]);
		break;
	case A_SB_PLACE:
		strbuf_printf(out, "place %d %s %d", a->arg[0] + 1, piece_words[a->arg[1] % 3],
		              a->arg[2] + 1);
		break;
	case A_SB_ROLL:
		strbuf_printf(out, "dice %d", a->arg[0]);
		if (a->arg[1])
			strbuf_printf(out, " %d", a->arg[1]);
		break;
	case A_SB_TOKENS:
		strbuf_printf(out, "tokens %d %d", a->arg[0] + 1, a->arg[1]);
		break;
	case A_SB_DEV:
		strbuf_printf(out, "deck %s", s->db->cards[s->t->dev_card[a->arg[0]]].key);
		break;
	case A_SB_KNIGHT: case A_SB_WALL: case A_SB_METROPOLIS: case A_SB_LEVEL:
	case A_SB_BARBARIANS: case A_SB_DICE: case A_SB_PROGRESS:
		board_ck_format_sandbox(s, a, out);
		break;
	default:
		strbuf_printf(out, "put robber %d", s->t->map.hex_number[a->arg[0]]);
		break;
	}
}

void board_format_action(const void *state, const struct action *a, struct strbuf *out)
{
	const struct board_state *s = state;
	switch (a->kind) {
	case A_SETTLE:
		strbuf_printf(out, "build settlement %d", a->arg[0] + 1);
		break;
	case A_ROAD:
		strbuf_printf(out, "build road %d", a->arg[0] + 1);
		break;
	case A_CITY:
		strbuf_printf(out, "build city %d", a->arg[0] + 1);
		break;
	case A_ROLL:
		strbuf_puts(out, "roll");
		break;
	case A_DISCARD:
		strbuf_printf(out, "discard %s", board_res_key(s, a->arg[0]));
		break;
	case A_ROBBER:
		strbuf_printf(out, "robber %d", s->t->map.hex_number[a->arg[0]]);
		break;
	case A_STEAL:
		strbuf_printf(out, "steal %d", a->arg[0] + 1);
		break;
	case A_BUY:
		strbuf_puts(out, "buy");
		break;
	case A_PLAY:
		strbuf_printf(out, "play %s", s->db->cards[s->t->dev_card[a->arg[0]]].key);
		break;
	case A_PLAY_PROGRESS:
		strbuf_printf(out, "play %s", s->db->cards[s->t->progress_card[a->arg[0]]].key);
		break;
	case A_BANK:
		strbuf_puts(out, "trade");
		repeat_res(s, a->arg[0], s->player[s->active].rate[a->arg[0]], out);
		strbuf_printf(out, " -> %s", board_res_key(s, a->arg[1]));
		break;
	case A_OFFER:
		strbuf_puts(out, "offer");
		break;
	case A_GIVE:
		strbuf_printf(out, "give %s", board_res_key(s, a->arg[0]));
		break;
	case A_WANT:
		strbuf_printf(out, "want %s", board_res_key(s, a->arg[0]));
		break;
	case A_PROPOSE:
		format_terms(s, a, out);
		break;
	case A_WITHDRAW:
		strbuf_puts(out, "withdraw");
		break;
	case A_ACCEPT:
		strbuf_puts(out, "accept");
		break;
	case A_DECLINE:
		strbuf_puts(out, "decline");
		break;
	case A_COUNTER:
		strbuf_puts(out, "counter");
		break;
	case A_TRADE_WITH:
		strbuf_printf(out, "trade with %d", a->arg[0] + 1);
		break;
	case A_NO_TRADE:
		strbuf_puts(out, "no trade");
		break;
	case A_END:
		strbuf_puts(out, "end");
		break;
	case A_ANSWER:
		format_answer(s, a->arg[0], out);
		break;
	case A_NEUTRAL:
		strbuf_printf(out, "neutral %d %s %d", a->arg[0] + 1,
		              a->arg[1] == PIECE_ROAD ? "road" : a->arg[1] == NEUTRAL_KNIGHT ? "knight"
		              : a->arg[1] == NEUTRAL_PROMOTE ? "promote" : "settlement", a->arg[2] + 1);
		break;
	case A_FORCED_TRADE:
		strbuf_puts(out, "forced trade");
		break;
	case A_HAND_OVER:
		strbuf_printf(out, "hand over %s", board_res_key(s, a->arg[0]));
		break;
	case A_TOKEN_ROBBER:
		strbuf_puts(out, "robber to desert");
		break;
	case A_DISCARD_KNIGHT:
		strbuf_printf(out, "discard %s", s->db->cards[s->t->dev_card[a->arg[0]]].key);
		break;
	case A_PILLAGE:
		strbuf_printf(out, "pillage %d", a->arg[0] + 1);
		break;
	case A_DRAW_DECK:
		strbuf_printf(out, "draw %s", board_track_key[a->arg[0]]);
		break;
	case A_PUT_UNDER:
		strbuf_printf(out, "put under %s", s->db->cards[s->t->progress_card[a->arg[0]]].key);
		break;
	case A_IMPROVE:
		strbuf_printf(out, "improve %s", board_track_key[a->arg[0]]);
		break;
	case A_METROPOLIS:
		strbuf_printf(out, "metropolis %d", a->arg[0] + 1);
		break;
	case A_WALL:
		strbuf_printf(out, "build wall %d", a->arg[0] + 1);
		break;
	case A_KNIGHT:
		strbuf_printf(out, "build knight %d", a->arg[0] + 1);
		break;
	case A_ACTIVATE:
		strbuf_printf(out, "activate %d", a->arg[0] + 1);
		break;
	case A_PROMOTE:
		strbuf_printf(out, "promote %d", a->arg[0] + 1);
		break;
	case A_MOVE_KNIGHT:
		strbuf_printf(out, "move knight %d %d", a->arg[0] + 1, a->arg[1] + 1);
		break;
	case A_DISPLACE:
		strbuf_printf(out, "displace %d %d", a->arg[0] + 1, a->arg[1] + 1);
		break;
	case A_CHASE:
		strbuf_printf(out, "chase robber %d", a->arg[0] + 1);
		break;
	case A_RELOCATE:
		strbuf_printf(out, "relocate %d", a->arg[0] + 1);
		break;
	case A_AQUEDUCT:
		strbuf_printf(out, "aqueduct %s", board_res_key(s, a->arg[0]));
		break;
	case A_DEFEND:
		format_defence(s, a->arg[0], out);
		break;
	case A_ENLIST:
		if (a->arg[0] < 0)
			strbuf_puts(out, "enlist none");
		else
			strbuf_printf(out, "enlist %d", a->arg[0] + 1);
		break;
	default:
		format_sandbox(s, a, out);
		break;
	}
}
