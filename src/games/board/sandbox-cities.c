/*
 * sandbox-cities: the sandbox's set-up commands for Cities & Knights
 * (sandbox.c asks here first while the set is in play):
 *
 *   place SEAT knight N [S] [active]
 *                            a knight of strength S (1 to 3, default 1)
 *                            from the seat's supply on free intersection
 *                            N, inactive unless active is said (free, no
 *                            road needed); a mighty one needs the Fortress
 *   place SEAT wall N        a city wall from his supply under his city N
 *   place SEAT metropolis N TRACK
 *                            the track's metropolis, not yet taken, on his
 *                            city N; he must be at level 4 of the track
 *   level SEAT TRACK N       his improvement level of the track is N (0 to
 *                            5), free; not below 4 while his city carries
 *                            the track's metropolis, nor politics below 3
 *                            while a mighty knight of his stands
 *   barbarians N             the barbarians' ship N steps from the start (0
 *                            to the track's length less one)
 *   dice W R [EVENT]         the next roll: white die W, red die R (1 to
 *                            6), and the event die's face EVENT (ship,
 *                            trade, politics or science), else thrown
 *   dice W R [EVENT] W R [EVENT]
 *                            two players: the next roll and the one after
 *                            it, before the turn's first roll its two; the
 *                            second's EVENT only where that roll throws the
 *                            event die (CK_EVENT_DIE_ROLLS=each-roll)
 *   event EVENT              only the event die of the next roll
 *   deck CARD                a progress card of that kind from its deck onto
 *                            the deck's top: the next one drawn of its track
 * and give takes the commodities (paper, cloth, coin) as well.
 *
 * As sandbox.c's, these only move pieces and cards between supplies, decks
 * and the island (a level is no card), so check() holds in a sandbox too;
 * every refusal names the seat, the place or the word it does not take.
 */
#include <string.h>

#include "core/i18n.h"
#include "core/text.h"
#include "games/board/internal.h"
#include "games/names.h"

/* The event die's words: "ship", then the gates by track. */
static int parse_face(const char *word)
{
	if (names_word("ship", word))
		return EVENT_SHIP;
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (names_word(board_track_key[k], word))
			return EVENT_GATE + k;
	return -1;
}

static const char *face_word(int face)
{
	return face == EVENT_SHIP ? "ship" : board_track_key[(face - EVENT_GATE) % BOARD_TRACKS];
}

static int parse_track(const char *word)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (names_word(board_track_key[k], word))
			return k;
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

static bool parse_node(const struct board_state *s, const char *word, int *node,
                       struct strbuf *why)
{
	if (text_parse_int(word, 1, s->t->map.node_count, node)) {
		(*node)--;
		return true;
	}
	strbuf_printf(why, _("no intersection %s: they are 1 to %d"), word, s->t->map.node_count);
	return false;
}

static bool metropolis_on(const struct board_state *s, int node)
{
	for (int k = 0; k < BOARD_TRACKS; k++)
		if (s->ck.metropolis[k] == node)
			return true;
	return false;
}

/* What keeps a knight of seat p and strength off node, or NULL. */
static const char *knight_refusal(const struct board_state *s, int p, int node, int strength)
{
	if (s->player[p].ck.knights[strength - 1] == 0)
		return _("seat %d has no knight of that strength left in his supply (intersection %d)");
	/* "Machtige ridders maak je alleen als je de Vesting hebt gebouwd" */
	if (strength == BOARD_KNIGHT_STRENGTHS &&
	    s->player[p].ck.level[TRACK_POLITICS] < BOARD_ABILITY_LEVEL)
		return _("seat %d has no Fortress (politics level 3) for a mighty knight "
		         "(intersection %d)");
	if (s->node_owner[node] >= 0 || s->ck.knight_owner[node] >= 0)
		return _("seat %d cannot put a knight there: a building or a knight stands on it "
		         "(intersection %d)");
	return NULL;
}

static int parse_knight(const struct board_state *s, int p, int node, char **w, int n,
                        struct action *out, struct strbuf *why)
{
	int strength = 1;
	bool active = false;
	for (int i = 4; i < n; i++) {
		if (i == 4 && text_parse_int(w[i], 1, BOARD_KNIGHT_STRENGTHS, &strength))
			continue;
		if (strcmp(w[i], "active") == 0) {
			active = true;
			continue;
		}
		strbuf_printf(why, _("place SEAT knight N [S] [active]: S is 1 to 3, not '%s'"), w[i]);
		return -1;
	}
	const char *refusal = knight_refusal(s, p, node, strength);
	if (refusal) {
		strbuf_printf(why, refusal, p + 1, node + 1);
		return -1;
	}
	*out = (struct action){ A_SB_KNIGHT, { (int16_t)p, (int16_t)node, (int16_t)strength,
	                                       (int16_t)active, 0 } };
	return 0;
}

static const char *wall_refusal(const struct board_state *s, int p, int node)
{
	uint64_t bit = (uint64_t)1 << node;
	if (s->node_owner[node] != p || !(s->cities & bit) || (s->ck.pillaged & bit))
		return _("seat %d has no city there to put a wall under (intersection %d)");
	if (s->ck.walls & bit)
		return _("seat %d has a wall under that city already (intersection %d)");
	if (s->player[p].ck.walls == 0)
		return _("seat %d has no wall left in his supply (intersection %d)");
	return NULL;
}

static int parse_metropolis(const struct board_state *s, int p, int node, const char *word,
                            struct action *out, struct strbuf *why)
{
	int track = parse_track(word);
	uint64_t bit = (uint64_t)1 << node;
	if (track < 0) {
		strbuf_printf(why, _("no track is called %s: trade, politics or science"), word);
		return -1;
	}
	const char *refusal = NULL;
	if (s->node_owner[node] != p || !(s->cities & bit) || (s->ck.pillaged & bit) ||
	    metropolis_on(s, node))
		refusal = _("seat %d has no city free for a metropolis there (intersection %d)");
	else if (s->player[p].ck.level[track] < BOARD_METROPOLIS_LEVEL)
		refusal = _("seat %d is below level 4 of the track (intersection %d)");
	else if (s->ck.metropolis[track] >= 0)
		refusal = _("seat %d cannot have it: the track's metropolis is taken (intersection %d)");
	if (refusal) {
		strbuf_printf(why, refusal, p + 1, node + 1);
		return -1;
	}
	*out = (struct action){ A_SB_METROPOLIS, { (int16_t)p, (int16_t)node, (int16_t)track, 0, 0 } };
	return 0;
}

static int parse_place(const struct board_state *s, char **w, int n, struct action *out,
                       struct strbuf *why)
{
	int seat, node;
	bool knight = strcmp(w[2], "knight") == 0, metropolis = strcmp(w[2], "metropolis") == 0;
	if ((knight && (n < 4 || n > 6)) || (metropolis && n != 5) || (!knight && !metropolis && n != 4)) {
		strbuf_puts(why, knight ? _("usage: place SEAT knight N [S] [active]")
		                 : metropolis ? _("usage: place SEAT metropolis N TRACK")
		                              : _("usage: place SEAT wall N"));
		return -1;
	}
	if (!parse_seat(s, w[1], &seat, why) || !parse_node(s, w[3], &node, why))
		return -1;
	int p = seat - 1;
	if (knight)
		return parse_knight(s, p, node, w, n, out, why);
	if (metropolis)
		return parse_metropolis(s, p, node, w[4], out, why);
	const char *refusal = wall_refusal(s, p, node);
	if (refusal) {
		strbuf_printf(why, refusal, seat, node + 1);
		return -1;
	}
	*out = (struct action){ A_SB_WALL, { (int16_t)p, (int16_t)node, 0, 0, 0 } };
	return 0;
}

/* Whether a mighty knight of p's stands on the island: it needs the
 * Fortress, which levels that never fall keep. */
static bool mighty(const struct board_state *s, int p)
{
	for (uint64_t b = s->ck.knight_nodes; b; b &= b - 1) {
		int n = board_low_bit(b);
		if (s->ck.knight_owner[n] == p && (s->ck.knight[n] & KNIGHT_STRENGTH) == 3)
			return true;
	}
	return false;
}

static int parse_level(const struct board_state *s, char **w, struct action *out,
                       struct strbuf *why)
{
	int seat, track = parse_track(w[2]), level;
	if (!parse_seat(s, w[1], &seat, why))
		return -1;
	if (track < 0) {
		strbuf_printf(why, _("no track is called %s: trade, politics or science"), w[2]);
		return -1;
	}
	if (!text_parse_int(w[3], 0, BOARD_LEVELS, &level)) {
		strbuf_printf(why, _("level SEAT TRACK N: N is 0 to 5, not '%s'"), w[3]);
		return -1;
	}
	int m = s->ck.metropolis[track];
	if (m >= 0 && s->node_owner[m] == seat - 1 && level < BOARD_METROPOLIS_LEVEL) {
		strbuf_printf(why, _("seat %d holds the track's metropolis on intersection %d: his "
		                     "level stays 4 or more"), seat, m + 1);
		return -1;
	}
	if (track == TRACK_POLITICS && level < BOARD_ABILITY_LEVEL && mighty(s, seat - 1)) {
		strbuf_printf(why, _("seat %d has a mighty knight on the island: his politics level "
		                     "stays 3 or more"), seat);
		return -1;
	}
	*out = (struct action){ A_SB_LEVEL, { (int16_t)(seat - 1), (int16_t)track, (int16_t)level,
	                                      0, 0 } };
	return 0;
}

/* Whether the roll after skip more (0: the next) is a turn's first: with
 * two players, the next is the turn's second while its first is made and
 * the turn has one more (PRODUCTION_ROLLS). */
static bool first_of_turn(const struct board_state *s, int skip)
{
	if (!s->two)
		return true;
	int rolls = s->opt.two.production_rolls;
	int made = s->rolls < rolls ? s->rolls : 0;   /* all made: the next turn's */
	return (made + skip) % rolls == 0;
}

/* Whether that roll throws the event die: with two players, the turn's
 * second only with CK_EVENT_DIE_ROLLS=each-roll (two-cities.c). */
static bool throws_event(const struct board_state *s, int skip)
{
	return !s->two || s->opt.two.ck_each_roll || first_of_turn(s, skip);
}

/* The face word w[*i] of the roll after skip more, if one is there (the
 * next word no die): roll[2] is its face, else -1 for thrown. */
static int parse_roll_face(const struct board_state *s, char **w, int n, int *i, int skip,
                           int roll[3], struct strbuf *why)
{
	int die;
	roll[2] = -1;
	if (*i >= n || text_parse_int(w[*i], 1, 6, &die))
		return 0;
	const char *word = w[(*i)++];
	if ((roll[2] = parse_face(word)) < 0) {
		strbuf_printf(why, _("no face of the event die is called %s: ship, trade, politics "
		                     "or science"), word);
		return -1;
	}
	if (!throws_event(s, skip)) {
		strbuf_printf(why, _("the turn's second roll throws no event die "
		                     "(CK_EVENT_DIE_ROLLS=first-roll): no face %s for it"), word);
		return -1;
	}
	return 0;
}

/* One roll's W R [EVENT] from w[*i] on: its white and red dice and its
 * face. */
static int parse_roll(const struct board_state *s, char **w, int n, int *i, int skip,
                      int roll[3], struct strbuf *why)
{
	if (*i + 1 >= n || !text_parse_int(w[*i], 1, 6, &roll[0]) ||
	    !text_parse_int(w[*i + 1], 1, 6, &roll[1])) {
		strbuf_printf(why, _("dice W R [EVENT]: each die is 1 to 6, not '%s %s'"), w[*i],
		              *i + 1 < n ? w[*i + 1] : "");
		return -1;
	}
	*i += 2;
	return parse_roll_face(s, w, n, i, skip, roll, why);
}

/* dice W R [EVENT], with two players dice W R [EVENT] W R [EVENT] (the
 * next roll and the one after it: before the turn's first, its two), and
 * event EVENT. The action carries each roll's sum and red die, the first's
 * in arg0 and arg1 (0 0: only its event die), the second's in arg3 and
 * arg4, and the faces + 1 (0: thrown) in arg2, the first's in its low four
 * bits. */
static int parse_dice(const struct board_state *s, char **w, int n, struct action *out,
                      struct strbuf *why)
{
	int roll[2][3] = { { 0, 0, -1 }, { 0, 0, -1 } }, i = 1;
	if (strcmp(w[0], "event") == 0) {
		if (parse_roll_face(s, w, n, &i, 0, roll[0], why) < 0)
			return -1;
		if (roll[0][2] < 0) {
			strbuf_printf(why, _("no face of the event die is called %s: ship, trade, "
			                     "politics or science"), w[1]);
			return -1;
		}
	} else if (parse_roll(s, w, n, &i, 0, roll[0], why) < 0 ||
	           (i < n && s->two && parse_roll(s, w, n, &i, 1, roll[1], why) < 0)) {
		return -1;
	}
	if (i < n) {
		strbuf_puts(why, s->two ? _("usage: dice W R [EVENT] [W R [EVENT]]")
		                        : _("usage: dice W R [EVENT]"));
		return -1;
	}
	int sum = roll[0][0] + roll[0][1], sum2 = roll[1][0] + roll[1][1];
	if (sum2 == sum && s->opt.two.second_roll_different && first_of_turn(s, 0) &&
	    !first_of_turn(s, 1)) {
		strbuf_printf(why, _("the turn's second roll must differ from the first: both come "
		                     "to %d"), sum);
		return -1;
	}
	*out = (struct action){ A_SB_DICE, { (int16_t)sum, (int16_t)roll[0][1],
	                                     (int16_t)((roll[0][2] + 1) | (roll[1][2] + 1) << 4),
	                                     (int16_t)sum2, (int16_t)roll[1][1] } };
	return 0;
}

static int parse_deck(const struct board_state *s, const char *word, enum carddb_lang lang,
                      struct action *out, struct strbuf *why)
{
	int row = board_sandbox_row(s, s->t->progress_card, s->t->progress_count, word);
	if (row < 0)
		return 1;                 /* sandbox.c's development cards, or no card */
	int k = s->t->progress_track[row];
	bool left = false;
	for (int i = 0; i < s->ck.deck_count[k]; i++)
		left |= s->ck.deck[k][i] == row;
	if (!left) {
		strbuf_printf(why, _("no %s is left in its deck"),
		              carddb_card_name(&s->db->cards[s->t->progress_card[row]], lang));
		return -1;
	}
	*out = (struct action){ A_SB_PROGRESS, { (int16_t)row, 0, 0, 0, 0 } };
	return 0;
}

int board_ck_parse_sandbox(const struct board_state *s, char **w, int n, enum carddb_lang lang,
                           struct action *out, struct strbuf *why)
{
	if (n >= 3 && strcmp(w[0], "place") == 0 &&
	    (strcmp(w[2], "knight") == 0 || strcmp(w[2], "wall") == 0 ||
	     strcmp(w[2], "metropolis") == 0))
		return parse_place(s, w, n, out, why);
	if (strcmp(w[0], "level") == 0) {
		if (n != 4) {
			strbuf_puts(why, _("usage: level SEAT TRACK N"));
			return -1;
		}
		return parse_level(s, w, out, why);
	}
	if (strcmp(w[0], "barbarians") == 0) {
		int k;
		if (n != 2 || !text_parse_int(w[1], 0, s->opt.ck.track - 1, &k)) {
			strbuf_printf(why, _("barbarians N: N is 0 to %d, the steps from the start"),
			              s->opt.ck.track - 1);
			return -1;
		}
		*out = (struct action){ A_SB_BARBARIANS, { (int16_t)k, 0, 0, 0, 0 } };
		return 0;
	}
	if (strcmp(w[0], "event") == 0) {
		if (n != 2) {
			strbuf_puts(why, _("usage: event EVENT"));
			return -1;
		}
		return parse_dice(s, w, n, out, why);
	}
	/* dice N, one word, is sandbox.c's sum */
	if (strcmp(w[0], "dice") == 0 && n >= 3)
		return parse_dice(s, w, n, out, why);
	if (strcmp(w[0], "deck") == 0 && n == 2)
		return parse_deck(s, w[1], lang, out, why);
	return 1;
}

/* An action's face + 1 (0: thrown), and sum and red die (0 0: none). */
static bool fixed_face(int face)
{
	return face == 0 || (face - 1 >= EVENT_SHIP && face - 1 < EVENT_GATE + BOARD_TRACKS);
}

static bool fixed_roll(int sum, int red)
{
	return (sum == 0 && red == 0) || (red >= 1 && red <= 6 && sum - red >= 1 && sum - red <= 6);
}

int board_ck_apply_sandbox(struct board_state *s, const struct action *a)
{
	const int16_t *x = a->arg;
	bool seat = x[0] >= 0 && x[0] < s->player_count;
	bool node = x[1] >= 0 && x[1] < s->t->map.node_count;
	switch (a->kind) {
	case A_SB_KNIGHT:
		if (!seat || !node || x[2] < 1 || x[2] > BOARD_KNIGHT_STRENGTHS ||
		    knight_refusal(s, x[0], x[1], x[2]))
			return -1;
		board_place_knight(s, x[0], x[1], (uint8_t)(x[2] | (x[3] ? KNIGHT_ACTIVE : 0)));
		return 0;
	case A_SB_WALL:
		if (!seat || !node || wall_refusal(s, x[0], x[1]))
			return -1;
		s->ck.walls |= (uint64_t)1 << x[1];
		s->player[x[0]].ck.walls--;
		return 0;
	case A_SB_METROPOLIS:
		if (!seat || !node || x[2] < 0 || x[2] >= BOARD_TRACKS || s->node_owner[x[1]] != x[0] ||
		    !(s->cities >> x[1] & 1) || (s->ck.pillaged >> x[1] & 1) || metropolis_on(s, x[1]) ||
		    s->player[x[0]].ck.level[x[2]] < BOARD_METROPOLIS_LEVEL || s->ck.metropolis[x[2]] >= 0)
			return -1;
		s->ck.metropolis[x[2]] = (int8_t)x[1];
		return 0;
	case A_SB_LEVEL:
		if (!seat || x[1] < 0 || x[1] >= BOARD_TRACKS || x[2] < 0 || x[2] > BOARD_LEVELS)
			return -1;
		if ((s->ck.metropolis[x[1]] >= 0 && s->node_owner[s->ck.metropolis[x[1]]] == x[0] &&
		     x[2] < BOARD_METROPOLIS_LEVEL) ||
		    (x[1] == TRACK_POLITICS && x[2] < BOARD_ABILITY_LEVEL && mighty(s, x[0])))
			return -1;
		s->player[x[0]].ck.level[x[1]] = (uint8_t)x[2];
		return 0;
	case A_SB_BARBARIANS:
		if (x[0] < 0 || x[0] >= s->opt.ck.track)
			return -1;
		s->ck.barbarians = (uint8_t)x[0];
		return 0;
	case A_SB_DICE: {
		int face = x[2] & 15, face2 = x[2] >> 4;
		if (x[2] < 0 || !fixed_face(face) || !fixed_face(face2) || !fixed_roll(x[0], x[1]) ||
		    !fixed_roll(x[3], x[4]) || ((x[3] || face2) && (!s->two || !x[0])))
			return -1;
		if (x[0]) {
			s->fixed_roll = (uint8_t)x[0];
			s->ck.fixed_red = (uint8_t)x[1];
			s->fixed_roll2 = (uint8_t)x[3];
			s->ck.fixed_red2 = (uint8_t)x[4];
			s->ck.fixed_event2 = (uint8_t)face2;
		}
		s->ck.fixed_event = (uint8_t)face;
		return 0;
	}
	case A_SB_PROGRESS: {
		if (x[0] < 0 || x[0] >= s->t->progress_count)
			return -1;
		int k = s->t->progress_track[x[0]];
		uint8_t *deck = s->ck.deck[k];
		for (int i = s->ck.deck_count[k] - 1; i >= 0; i--)
			if (deck[i] == x[0]) {
				memmove(&deck[i], &deck[i + 1], (size_t)(s->ck.deck_count[k] - 1 - i));
				deck[s->ck.deck_count[k] - 1] = (uint8_t)x[0];
				return 0;
			}
		return -1;
	}
	default:
		return -1;
	}
}

void board_ck_format_sandbox(const struct board_state *s, const struct action *a,
                             struct strbuf *out)
{
	const int16_t *x = a->arg;
	switch (a->kind) {
	case A_SB_KNIGHT:
		strbuf_printf(out, "place %d knight %d %d%s", x[0] + 1, x[1] + 1, x[2],
		              x[3] ? " active" : "");
		break;
	case A_SB_WALL:
		strbuf_printf(out, "place %d wall %d", x[0] + 1, x[1] + 1);
		break;
	case A_SB_METROPOLIS:
		strbuf_printf(out, "place %d metropolis %d %s", x[0] + 1, x[1] + 1,
		              board_track_key[x[2] % BOARD_TRACKS]);
		break;
	case A_SB_LEVEL:
		strbuf_printf(out, "level %d %s %d", x[0] + 1, board_track_key[x[1] % BOARD_TRACKS], x[2]);
		break;
	case A_SB_BARBARIANS:
		strbuf_printf(out, "barbarians %d", x[0]);
		break;
	case A_SB_DICE:
		if (x[0])
			strbuf_printf(out, "dice %d %d", x[0] - x[1], x[1]);
		else
			strbuf_puts(out, "event");
		if (x[2] & 15)
			strbuf_printf(out, " %s", face_word((x[2] & 15) - 1));
		if (x[3])
			strbuf_printf(out, " %d %d", x[3] - x[4], x[4]);
		if (x[2] >> 4)
			strbuf_printf(out, " %s", face_word((x[2] >> 4) - 1));
		break;
	default:
		strbuf_printf(out, "deck %s", s->db->cards[s->t->progress_card[x[0]]].key);
		break;
	}
}
