/*
 * sandbox: set-up commands for trying a rule quickly (--sandbox).
 *
 *   give SEAT RES N          N cards of RES from the bank into the seat's
 *                            hand (N < 0: from the hand back to the bank)
 *   place SEAT settlement N  a settlement from his supply on intersection N
 *                            (free, the distance rule holds, no road needed)
 *   place SEAT city N        his settlement on N becomes a city (free)
 *   place SEAT road N        a road from his supply on path N (free, no
 *                            connection needed); with two players, SEAT 3
 *                            and 4 place the neutral colours' pieces
 *   dice N [M]               the next roll comes to N (2 to 12), and the one
 *                            after it to M (two players: the turn's second
 *                            roll; M equal to N is refused, as it would be
 *                            rolled again)
 *   tokens SEAT N            two players: N trade tokens from the supply to
 *                            the seat (N < 0: from the seat to the supply)
 *   deck CARD                a development card of that kind from the deck
 *                            onto its top: the next one bought
 *   put robber H             the robber to hex H; nobody is robbed
 * and, with Cities & Knights, those of sandbox-cities.c (knights, walls,
 * metropolises, levels, the barbarians, the three dice, the progress
 * decks); give takes its commodities too.
 *
 * Cards and pieces are only ever moved, never made, so check() holds in a
 * sandbox too. Every refusal says why: the seat, the resource (named as
 * actions name it, names.h), the number, or what the bank, the hand, the
 * supply or the island lacks; in the interface's language (core/i18n.h),
 * naming resources and cards in the caller's.
 */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/board/internal.h"
#include "games/names.h"

#define WORDS_MAX 8   /* one more than the longest command takes */

int board_parse_res(const struct board_state *s, const char *word, struct strbuf *why)
{
	int db_res = names_resource(s->db, GAME_BOARD, word, why);
	for (int r = 0; db_res >= 0 && r < board_card_kinds(s); r++)
		if (s->t->res_db[r] == db_res)
			return r;
	if (db_res >= 0)
		strbuf_printf(why, _("no resource is called %s"), word);
	return -1;
}

static bool parse_seat(const struct board_state *s, const char *word, int *seat,
                       struct strbuf *why)
{
	if (text_parse_int(word, 1, s->player_count, seat))
		return true;
	strbuf_printf(why, _("no seat %s: the seats are 1 to %d"), word, s->player_count);
	return false;
}

/* give SEAT RES N: refused with the reason, also when the bank or the
 * hand holds too few. */
static int parse_give(const struct board_state *s, char **w, enum carddb_lang lang,
                      struct action *out, struct strbuf *why)
{
	int seat, k, r;
	if (!parse_seat(s, w[1], &seat, why) || (r = board_parse_res(s, w[2], why)) < 0)
		return -1;
	if (!text_parse_int(w[3], -19, 19, &k)) {
		strbuf_printf(why, _("give SEAT RESOURCE N: N is -19..19 but not 0, not '%s'"), w[3]);
		return -1;
	}
	if (k == 0) {
		strbuf_puts(why, _("give 0 gives nothing: N is -19..19 but not 0"));
		return -1;
	}
	const struct carddb_resource *res = &s->db->resources[s->t->res_db[r]];
	const char *name = res->name[lang] ? res->name[lang] : res->key;
	if (k > 0 && s->bank[r] < k) {
		strbuf_printf(why, _("the bank holds %d %s, not %d"), s->bank[r], name, k);
		return -1;
	}
	if (k < 0 && s->player[seat - 1].hand[r] < -k) {
		strbuf_printf(why, _("seat %d holds %d %s, not %d"), seat, s->player[seat - 1].hand[r],
		              name, -k);
		return -1;
	}
	*out = (struct action){ A_SB_GIVE, { (int16_t)(seat - 1), (int16_t)r, (int16_t)k, 0, 0 } };
	return 0;
}

int board_sandbox_row(const struct board_state *s, const int *card, int count, const char *word)
{
	for (int row = 0; row < count; row++) {
		const struct carddb_card *c = &s->db->cards[card[row]];
		if (text_casecmp(c->key, word) == 0)
			return row;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			if (c->name[lang] && text_casecmp(c->name[lang], word) == 0)
				return row;
	}
	return -1;
}

static int parse_hex(const struct board_state *s, const char *word)
{
	int number;
	if (!text_parse_int(word, 1, 99, &number))
		return -1;
	for (int h = 0; h < s->t->map.hex_count; h++)
		if (s->t->map.hex_number[h] == number)
			return h;
	return -1;
}

static int parse_place(const struct board_state *s, char **w, struct action *out,
                       struct strbuf *why)
{
	static const char *const pieces[3] = { "settlement", "city", "road" };
	int seat, site, piece = -1;
	for (int i = 0; i < 3; i++)
		if (names_word(pieces[i], w[2]))
			piece = i;
	if (!text_parse_int(w[1], 1, s->colours, &seat)) {
		strbuf_printf(why, _("no seat %s: the seats are 1 to %d"), w[1], s->player_count);
		if (s->colours > s->player_count)
			strbuf_printf(why, _(", the neutral colours %d to %d"), s->player_count + 1,
			              s->colours);
		return -1;
	}
	if (piece < 0) {
		strbuf_printf(why, _("no piece is called %s: settlement, city or road"), w[2]);
		return -1;
	}
	int sites = piece == 2 ? s->t->map.edge_count : s->t->map.node_count;
	if (!text_parse_int(w[3], 1, sites, &site)) {
		strbuf_printf(why, piece == 2 ? _("no path %s: they are 1 to %d")
		                              : _("no intersection %s: they are 1 to %d"), w[3], sites);
		return -1;
	}
	const struct board_player *pl = &s->player[seat - 1];
	/* whole sentences, each with its seat and site: the languages do not
	 * put the parts together alike */
	const char *refusal = NULL;
	if (piece == 1 && seat > s->player_count)
		refusal = _("seat %d is a neutral colour: neutrals build no city (intersection %d)");
	else if (piece == 0 && pl->settlements == 0)
		refusal = _("seat %d has no settlement left in his supply (intersection %d)");
	else if (piece == 0 && !board_can_settle(s, seat - 1, site - 1, true))
		refusal = _("seat %d cannot settle there: it is taken, or next to a settlement "
		            "(intersection %d)");
	else if (piece == 1 && !board_can_city(s, seat - 1, site - 1))
		refusal = _("seat %d has no settlement there to make a city of, or no city left "
		            "(intersection %d)");
	else if (piece == 2 && pl->roads == 0)
		refusal = _("seat %d has no road left in his supply (path %d)");
	else if (piece == 2 && board_bit(s->built_edges, site - 1))
		refusal = _("seat %d cannot build there: the path has a road (path %d)");
	if (refusal) {
		strbuf_printf(why, refusal, seat, site);
		return -1;
	}
	*out = (struct action){ A_SB_PLACE, { (int16_t)(seat - 1), (int16_t)piece,
	                                      (int16_t)(site - 1), 0, 0 } };
	return 0;
}

/* dice N [M]: M (two players) is the roll after N. */
static int parse_dice(const struct board_state *s, char **w, int n, struct action *out,
                      struct strbuf *why)
{
	int k, k2 = 0;
	for (int i = 1; i < n; i++)
		if (!text_parse_int(w[i], 2, 12, i == 1 ? &k : &k2)) {
			strbuf_printf(why, _("dice N: a sum from 2 to 12, not '%s'"), w[i]);
			return -1;
		}
	if (k2 && k2 == k && s->opt.two.second_roll_different) {
		strbuf_printf(why, _("dice %d %d: the turn's second roll must differ from the first"),
		              k, k2);
		return -1;
	}
	*out = (struct action){ A_SB_ROLL, { (int16_t)k, (int16_t)k2, 0, 0, 0 } };
	return 0;
}

/* tokens SEAT N: refused with the reason when the supply or the seat holds
 * too few. */
static int parse_tokens(const struct board_state *s, char **w, struct action *out,
                        struct strbuf *why)
{
	int seat, k;
	if (!s->two) {
		strbuf_puts(why, _("trade tokens are the two-player variant's"));
		return -1;
	}
	if (!parse_seat(s, w[1], &seat, why))
		return -1;
	if (!text_parse_int(w[2], -99, 99, &k) || k == 0) {
		strbuf_printf(why, _("tokens SEAT N: N is -99..99 but not 0, not '%s'"), w[2]);
		return -1;
	}
	if (k > 0 && s->token_supply < k) {
		strbuf_printf(why, _("the supply holds %d trade tokens, not %d"), s->token_supply, k);
		return -1;
	}
	if (k < 0 && s->tokens[seat - 1] < -k) {
		strbuf_printf(why, _("seat %d holds %d trade tokens, not %d"), seat,
		              s->tokens[seat - 1], -k);
		return -1;
	}
	*out = (struct action){ A_SB_TOKENS, { (int16_t)(seat - 1), (int16_t)k, 0, 0, 0 } };
	return 0;
}

int board_parse_sandbox(const void *state, int player, const char *text,
                        enum carddb_lang lang, struct action *out, struct strbuf *why)
{
	const struct board_state *s = state;
	char buf[256], *w[WORDS_MAX];
	(void)player;
	snprintf(buf, sizeof buf, "%s", text);
	int n = text_split_words(buf, w, WORDS_MAX);
	memset(out, 0, sizeof *out);
	int r = -1;
	if (n > 0 && s->ck.on && (r = board_ck_parse_sandbox(s, w, n, lang, out, why)) <= 0)
		return r;
	/* a command word with the wrong number of words gets its usage; two
	 * players may fix two rolls */
	static const char *const usage[][2] = {
		{ "give", N_("usage: give SEAT RESOURCE N") },
		{ "place", N_("usage: place SEAT settlement|city|road N") },
		{ "dice", N_("usage: dice N") }, { "deck", N_("usage: deck CARD") },
		{ "put", N_("usage: put robber H") }, { "tokens", N_("usage: tokens SEAT N") },
	};
	static const int words[] = { 4, 4, 2, 2, 3, 3 };
	for (int i = 0; n > 0 && i < 6; i++)
		if (strcmp(w[0], usage[i][0]) == 0 && n != words[i] && !(i == 2 && n == 3 && s->two)) {
			strbuf_puts(why, i == 2 && s->two ? _("usage: dice N [M]") : _(usage[i][1]));
			return -1;
		}
	if (n == 4 && strcmp(w[0], "give") == 0)
		return parse_give(s, w, lang, out, why);
	if (n == 4 && strcmp(w[0], "place") == 0)
		return parse_place(s, w, out, why);
	if ((n == 2 || n == 3) && strcmp(w[0], "dice") == 0)
		return parse_dice(s, w, n, out, why);
	if (n == 3 && strcmp(w[0], "tokens") == 0)
		return parse_tokens(s, w, out, why);
	if (n == 2 && strcmp(w[0], "deck") == 0) {
		if ((r = board_sandbox_row(s, s->t->dev_card, s->t->dev_count, w[1])) < 0) {
			strbuf_printf(why, _("'%s' is no development card"), w[1]);
			return -1;
		}
		bool left = false;
		for (int i = 0; i < s->deck_count; i++)
			left |= s->deck[i] == r;
		if (!left) {
			strbuf_printf(why, _("no %s is left in the deck"),
			              carddb_card_name(&s->db->cards[s->t->dev_card[r]], lang));
			return -1;
		}
		*out = (struct action){ A_SB_DEV, { (int16_t)r, 0, 0, 0, 0 } };
		return 0;
	}
	if (n == 3 && strcmp(w[0], "put") == 0 && strcmp(w[1], "robber") == 0) {
		if ((r = parse_hex(s, w[2])) < 0) {
			strbuf_printf(why, _("put robber H: a hex from 1 to %d, not '%s'"),
			              s->t->map.hex_count, w[2]);
			return -1;
		}
		*out = (struct action){ A_SB_ROBBER, { (int16_t)r, 0, 0, 0, 0 } };
		return 0;
	}
	return 1;
}

static int give(struct board_state *s, int p, int r, int k)
{
	if (k < 0 ? s->player[p].hand[r] < -k : s->bank[r] < k)
		return -1;
	if (k < 0)
		board_lose(s, p, r, -k);
	else
		board_gain(s, p, r, k);
	return 0;
}

static int place(struct board_state *s, int p, int piece, int site)
{
	const struct board_map *m = &s->t->map;
	if (piece == 0) {
		if (site >= m->node_count || !board_can_settle(s, p, site, true))
			return -1;
		board_place_settlement(s, p, site);
	} else if (piece == 1) {
		if (!board_can_city(s, p, site))
			return -1;
		board_place_city(s, p, site);
	} else {
		if (site >= m->edge_count || board_bit(s->built_edges, site) || s->player[p].roads == 0)
			return -1;
		board_place_road(s, p, site);
	}
	return 0;
}

/* A copy of row from anywhere in the deck onto its top. */
static int deck_top(struct board_state *s, int row)
{
	for (int i = s->deck_count - 1; i >= 0; i--)
		if (s->deck[i] == row) {
			for (int j = i; j + 1 < s->deck_count; j++)
				s->deck[j] = s->deck[j + 1];
			s->deck[s->deck_count - 1] = (uint8_t)row;
			return 0;
		}
	return -1;
}

int board_apply_sandbox(struct board_state *s, const struct action *a)
{
	int rc = -1;
	switch (a->kind) {
	case A_SB_GIVE:
		if (a->arg[0] >= 0 && a->arg[0] < s->player_count && a->arg[1] >= 0 &&
		    a->arg[1] < board_card_kinds(s))
			rc = give(s, a->arg[0], a->arg[1], a->arg[2]);
		break;
	case A_SB_PLACE:
		if (a->arg[0] >= 0 && a->arg[0] < s->colours && a->arg[2] >= 0 &&
		    (a->arg[1] != 1 || a->arg[0] < s->player_count))
			rc = place(s, a->arg[0], a->arg[1], a->arg[2]);
		break;
	case A_SB_ROLL:
		if (a->arg[0] >= 2 && a->arg[0] <= 12 &&
		    (a->arg[1] == 0 || (a->arg[1] >= 2 && a->arg[1] <= 12))) {
			s->fixed_roll = (uint8_t)a->arg[0];
			s->fixed_roll2 = (uint8_t)a->arg[1];
			rc = 0;
		}
		break;
	case A_SB_TOKENS:
		if (s->two && a->arg[0] >= 0 && a->arg[0] < s->player_count &&
		    (a->arg[1] > 0 ? s->token_supply >= a->arg[1] : s->tokens[a->arg[0]] >= -a->arg[1])) {
			s->token_supply = (uint8_t)(s->token_supply - a->arg[1]);
			s->tokens[a->arg[0]] = (uint8_t)(s->tokens[a->arg[0]] + a->arg[1]);
			rc = 0;
		}
		break;
	case A_SB_DEV:
		if (a->arg[0] >= 0 && a->arg[0] < s->t->dev_count)
			rc = deck_top(s, a->arg[0]);
		break;
	case A_SB_ROBBER:
		if (a->arg[0] >= 0 && a->arg[0] < s->t->map.hex_count) {
			s->robber = (uint8_t)a->arg[0];
			rc = 0;
		}
		break;
	default:
		if (s->ck.on)
			rc = board_ck_apply_sandbox(s, a);
		break;
	}
	if (rc == 0) {
		board_reindex(s);
		if (s->turn >= 1)
			board_check_victory(s);
	}
	return rc;
}
