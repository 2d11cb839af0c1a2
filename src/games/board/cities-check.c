/*
 * cities-check: the invariants of Cities & Knights, asked by check.c after
 * every action of the random matches (board.md §4, "Invariants worth
 * asserting"): commodities conserved (bank plus hands is 12 of each, or
 * what the box added with COMMODITY_SHORTAGE=unlimited),
 * progress cards conserved (decks, hands and open point cards hold the
 * 54), the base game's development cards out of the box, at most 2 knights
 * of each strength a player and each on a free intersection, mighty
 * knights only with the Fortress, walls only under cities
 * and at most 3 a player, metropolises on their owners' cities at level 4
 * or more, improvement levels 0..5, the barbarians on the track.
 */
#include "games/board/internal.h"
#include "core/i18n.h"

static int fail(struct strbuf *why, const char *what)
{
	strbuf_puts(why, what);
	return -1;
}

static int check_commodities(const struct board_state *s, struct strbuf *why)
{
	for (int c = BOARD_RESOURCES; c < BOARD_CARD_KINDS; c++) {
		int total = s->bank[c];
		for (int p = 0; p < s->player_count; p++)
			total += s->player[p].hand[c];
		int want = s->ck.on ? s->ck.commodity_total[c - BOARD_RESOURCES] : 0;
		if (total != want) {
			strbuf_printf(why, _("%d cards of %s in the match, not %d"), total,
			              board_res_key(s, c), want);
			return -1;
		}
	}
	return 0;
}

static int check_progress(const struct board_state *s, struct strbuf *why)
{
	const struct board_tables *t = s->t;
	int seen[BOARD_MAX_PROGRESS_ROWS] = { 0 };
	for (int k = 0; k < BOARD_TRACKS; k++)
		for (int i = 0; i < s->ck.deck_count[k]; i++) {
			int row = s->ck.deck[k][i];
			if (row >= t->progress_count || t->progress_track[row] != k)
				return fail(why, _("a progress deck holds a card of another colour"));
			seen[row]++;
		}
	for (int p = 0; p < s->player_count; p++) {
		const struct board_ck_player *c = &s->player[p].ck;
		int count = 0;
		for (int row = 0; row < BOARD_MAX_PROGRESS_ROWS; row++) {
			if (row >= t->progress_count && (c->progress[row] || c->shown[row]))
				return fail(why, _("a player holds a progress card that does not exist"));
			if (c->progress[row] && t->progress_vp[row])
				return fail(why, _("a point card is held hidden, not laid open"));
			count += c->progress[row];
			seen[row] += c->progress[row] + c->shown[row];
		}
		if (count != c->progress_count)
			return fail(why, _("a player's progress card count is not his cards'"));
		if (s->player[p].dev_count)
			return fail(why, _("a development card is in a hand with Cities & Knights"));
	}
	for (int row = 0; row < t->progress_count; row++)
		if (seen[row] != t->progress_copies[row]) {
			strbuf_printf(why, _("%d copies of %s in the match, not %d"), seen[row],
			              s->db->cards[t->progress_card[row]].key, t->progress_copies[row]);
			return -1;
		}
	if (s->deck_count)
		return fail(why, _("the development cards are in play with Cities & Knights"));
	return 0;
}

static int check_knights(const struct board_state *s, struct strbuf *why)
{
	const struct board_map *m = &s->t->map;
	int on_board[BOARD_MAX_PLAYERS][BOARD_KNIGHT_STRENGTHS] = { { 0 } };
	uint64_t nodes = 0;
	for (int n = 0; n < m->node_count; n++) {
		int owner = s->ck.knight_owner[n];
		if (owner < 0) {
			if (s->ck.knight[n])
				return fail(why, _("a knight's state lies where no knight stands"));
			continue;
		}
		int strength = s->ck.knight[n] & KNIGHT_STRENGTH;
		if (owner >= s->colours || strength < 1)
			return fail(why, _("a knight has no owner or no strength"));
		on_board[owner][strength - 1]++;
		/* 000: "Machtige ridders maak je alleen als je de Vesting hebt
		 * gebouwd", and the Deserter's example places a strong one
		 * instead; levels never fall, so none can be left over. */
		if (strength == 3 && s->player[owner].ck.level[TRACK_POLITICS] < BOARD_ABILITY_LEVEL)
			return fail(why, _("a mighty knight without the Fortress"));
		nodes |= (uint64_t)1 << n;
	}
	if (nodes != s->ck.knight_nodes)
		return fail(why, _("the knights' bit set differs from the island"));
	if (nodes & s->built_nodes)
		return fail(why, _("a knight stands on a building"));
	/* The committed knights wait for the battle only while the players
	 * choose them (DEFENDERS_CHOSEN); each is an active knight. */
	if (s->ck.defending && s->ck.stage != STAGE_DEFEND)
		return fail(why, _("knights are committed to a battle outside the barbarians' landing"));
	for (uint64_t b = s->ck.defending; b; b &= b - 1)
		if (!(nodes >> board_low_bit(b) & 1) || !(s->ck.knight[board_low_bit(b)] & KNIGHT_ACTIVE))
			return fail(why, _("a committed defender is no active knight"));
	for (int p = 0; p < s->colours; p++)   /* the neutrals' too (two-cities.c) */
		for (int k = 0; k < BOARD_KNIGHT_STRENGTHS; k++)
			if (on_board[p][k] + s->player[p].ck.knights[k] != BOARD_KNIGHTS_EACH)
				return fail(why, _("a player's knights on the island and in supply do not add up"));
	return 0;
}

static int check_cities(const struct board_state *s, struct strbuf *why)
{
	if ((s->ck.walls | s->ck.pillaged) & ~s->cities)
		return fail(why, _("a wall or a pillaged mark lies where no city stands"));
	if (s->ck.walls & s->ck.pillaged)
		return fail(why, _("a pillaged city keeps its wall"));
	for (int p = 0; p < s->player_count; p++) {
		const struct board_ck_player *c = &s->player[p].ck;
		int walls = board_bits(s->ck.walls & s->own_nodes[p]);
		if (walls + c->walls != BOARD_WALLS)
			return fail(why, _("a player's walls on the island and in supply do not add up"));
		for (int k = 0; k < BOARD_TRACKS; k++)
			if (c->level[k] > BOARD_LEVELS)
				return fail(why, _("an improvement beyond level 5"));
	}
	for (int k = 0; k < BOARD_TRACKS; k++) {
		int n = s->ck.metropolis[k];
		if (n < 0)
			continue;
		if (!(s->cities >> n & 1) || (s->ck.pillaged >> n & 1))
			return fail(why, _("a metropolis stands on no city"));
		if (s->player[s->node_owner[n]].ck.level[k] < BOARD_METROPOLIS_LEVEL)
			return fail(why, _("a metropolis is held below level 4"));
		for (int j = 0; j < k; j++)
			if (s->ck.metropolis[j] == n)
				return fail(why, _("two metropolises on one city"));
	}
	if (s->ck.barbarians >= s->opt.ck.track)
		return fail(why, _("the barbarians are past the end of their track"));
	if (s->ck.merchant_hex >= s->t->map.hex_count || (s->ck.merchant_hex < 0) != (s->ck.merchant_owner < 0))
		return fail(why, _("the merchant is off the island or has no owner"));
	return 0;
}

/* The trade cards' marks: the merchant's holder is a seat; the cards kept
 * for the turn are progress cards with turn modifiers, within the bound. */
static int check_trade_cards(const struct board_state *s, struct strbuf *why)
{
	if (s->ck.merchant_owner >= s->player_count)
		return fail(why, _("the merchant's holder is no seat"));
	if (s->ck.turn_plays > BOARD_TURN_PLAYS)
		return fail(why, _("more cards kept for the turn than BOARD_TURN_PLAYS"));
	for (int k = 0; k < s->ck.turn_plays; k++) {
		int card = s->ck.turn_play[k].card, row = 0;
		while (row < s->t->progress_count && s->t->progress_card[row] != card)
			row++;
		if (row == s->t->progress_count || !s->t->progress_turn_mods[row])
			return fail(why, _("a card kept for the turn is no progress card with turn modifiers"));
	}
	return 0;
}

int board_ck_check(const struct board_state *s, struct strbuf *why)
{
	if (!s->ck.on)   /* the base game: the commodities' places stay empty */
		return check_commodities(s, why);
	if (check_commodities(s, why) != 0 || check_progress(s, why) != 0 ||
	    check_knights(s, why) != 0 || check_cities(s, why) != 0 ||
	    check_trade_cards(s, why) != 0)
		return -1;
	return 0;
}
