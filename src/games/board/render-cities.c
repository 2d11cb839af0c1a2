/*
 * render-cities: what render.c shows of Cities & Knights, when its set is
 * in play; without it nothing here is asked and the base game's view stays
 * as it was.
 *
 * On the island an intersection's mark grows to three columns at most, so
 * that it still leaves a blank before the next mark on its line:
 *   "C2w"  a city of seat 2 with a wall under it ("Je zet hem onder een
 *          van je steden");
 *   "M2"   a city of seat 2 carrying a metropolis (its track on the
 *          metropolises' line), "M2w" with a wall;
 *   "c2"   a city the barbarians turned over, which "geldt ... als dorp";
 *   "k23"  a knight of seat 2 with strength 3, inactive; "K23" active
 *          ("Zet je er een helm op, dan is hij actief").
 * The merchant stands on a hex: "m1" (seat 1 controls it) beside the hex's
 * number.
 *
 * Under the players' lines: each player's improvement levels by track,
 * walls, knights (the strength of his active ones and of all) and progress
 * cards in hand (a count; their names to their owner only, and the point
 * cards laid open to everyone); the barbarians' place on their track with
 * both sides' strength as it stands; the metropolises; the bank with the
 * commodities, and the three progress decks.
 */
#include "core/i18n.h"
#include "core/text.h"
#include "games/board/internal.h"

static bool carries_metropolis(const struct board_state *s, int node)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return true;
	return false;
}

int board_ck_node_mark(const struct board_state *s, int node, char *buf, size_t size)
{
	const struct board_ck *ck = &s->ck;
	uint64_t bit = (uint64_t)1 << node;
	int owner = s->node_owner[node];
	if (ck->knight_owner[node] >= 0) {
		uint8_t k = ck->knight[node];
		snprintf(buf, size, "%c%d%d", (k & KNIGHT_ACTIVE) ? 'K' : 'k', ck->knight_owner[node] + 1,
		         k & KNIGHT_STRENGTH);
		return ck->knight_owner[node];
	}
	if (owner < 0 || !(s->cities & bit))
		return -1;
	char piece = (ck->pillaged & bit) ? 'c' : carries_metropolis(s, node) ? 'M' : 'C';
	snprintf(buf, size, "%c%d%s", piece, owner + 1, (ck->walls & bit) ? "w" : "");
	return owner;
}

/* The strength of a player's knights: of the active ones, of all. */
static void knight_strength(const struct board_state *s, int p, int *active, int *all)
{
	*active = *all = 0;
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] != p)
			continue;
		*all += s->ck.knight[n] & KNIGHT_STRENGTH;
		if (s->ck.knight[n] & KNIGHT_ACTIVE)
			*active += s->ck.knight[n] & KNIGHT_STRENGTH;
	}
}

static void card_list(const struct board_state *s, const uint8_t *rows, enum carddb_lang lang,
                      struct strbuf *out)
{
	const char *sep = " ";
	for (int row = 0; row < s->t->progress_count; row++) {
		if (!rows[row])
			continue;
		strbuf_printf(out, "%s%s", sep,
		              carddb_card_name(&s->db->cards[s->t->progress_card[row]], lang));
		if (rows[row] > 1)
			strbuf_printf(out, " x%d", rows[row]);
		sep = ", ";
	}
}

static bool any(const uint8_t *rows, int count)
{
	for (int row = 0; row < count; row++)
		if (rows[row])
			return true;
	return false;
}

void board_ck_player_lines(const struct board_state *s, int viewer, enum carddb_lang lang, int p,
                           struct strbuf *out)
{
	const struct board_ck_player *c = &s->player[p].ck;
	int active, all;
	knight_strength(s, p, &active, &all);
	strbuf_printf(out, _("     trade %d  politics %d  science %d  walls %d  knights %d/%d  "
	                     "progress %d\n"),
	              c->level[TRACK_TRADE], c->level[TRACK_POLITICS], c->level[TRACK_SCIENCE],
	              board_bits(s->ck.walls & s->own_nodes[p]), active, all, c->progress_count);
	if ((viewer < 0 || viewer == p) && any(c->progress, s->t->progress_count)) {
		struct strbuf line = STRBUF_INIT;
		strbuf_puts(&line, _("     cards:"));
		card_list(s, c->progress, lang, &line);
		text_wrap(out, strbuf_str(&line), 80, "       ");
		strbuf_putc(out, '\n');
		strbuf_free(&line);
	}
	if (any(c->shown, s->t->progress_count) || c->defender) {
		struct strbuf line = STRBUF_INIT;
		strbuf_puts(&line, _("     open:"));
		card_list(s, c->shown, lang, &line);
		if (c->defender)
			strbuf_printf(&line, ngettext("%s%d Defender of Catan", "%s%d Defenders of Catan",
			                              c->defender),
			              any(c->shown, s->t->progress_count) ? ", " : " ", c->defender);
		text_wrap(out, strbuf_str(&line), 80, "       ");
		strbuf_putc(out, '\n');
		strbuf_free(&line);
	}
}

const char *board_ck_event_word(int event)
{
	static const char *const gate[BOARD_TRACKS] = { N_("trade gate"), N_("politics gate"),
	                                                N_("science gate") };
	if (event == EVENT_SHIP)
		return N_("ship");
	if (event >= EVENT_GATE && event < EVENT_GATE + BOARD_TRACKS)
		return gate[event - EVENT_GATE];
	return "";
}

/* With two players the turn's second roll may throw no event die
 * (CK_EVENT_DIE_ROLLS): then there is no face to name. */
void board_ck_dice(const struct board_state *s, struct strbuf *out)
{
	if (s->ck.event == EVENT_NONE)
		strbuf_printf(out, _("  dice %d+%d=%d, red %d"), s->dice[0], s->dice[1],
		              s->dice[0] + s->dice[1], s->dice[1]);
	else
		strbuf_printf(out, _("  dice %d+%d=%d, red %d, %s"), s->dice[0], s->dice[1],
		              s->dice[0] + s->dice[1], s->dice[1], _(board_ck_event_word(s->ck.event)));
}

void board_ck_lines(const struct board_state *s, struct strbuf *out)
{
	const struct board_ck *ck = &s->ck;
	int knights[BOARD_MAX_PLAYERS], catan;
	int barbarians = board_ck_strengths(s, &catan, knights);
	strbuf_printf(out, _("barbarians %d of %d, attacks %d; strength: cities %d, active knights "
	                     "%d\n"), ck->barbarians, s->opt.ck.track, ck->attacks, barbarians, catan);
	static const char *const track[BOARD_TRACKS] = { N_("trade %d"), N_("politics %d"),
	                                                 N_("science %d") };
	bool listed = false;
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (ck->metropolis[k] >= 0) {
			strbuf_puts(out, listed ? ", " : _("metropolises: "));
			strbuf_printf(out, _(track[k]), ck->metropolis[k] + 1);
			listed = true;
		}
	if (listed)
		strbuf_putc(out, '\n');
	strbuf_puts(out, _("bank"));
	for (int r = 0; r < BOARD_CARD_KINDS; r++)
		strbuf_printf(out, " %s%d", board_res_letter(s, r), s->bank[r]);
	strbuf_printf(out, _("  decks %d/%d/%d\n"), ck->deck_count[TRACK_TRADE],
	              ck->deck_count[TRACK_POLITICS], ck->deck_count[TRACK_SCIENCE]);
}
