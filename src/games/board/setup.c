/*
 * setup: a new match of the base game for 3 or 4 players, or of its
 * two-player variant (cards/board-two.sql, two.c).
 *
 * board.md §1.10: "3 players: remove one colour's pieces. Nothing else
 * changes." Each player has 5 settlements, 4 cities and 15 roads; the bank
 * holds 19 cards of each resource; the development cards are shuffled into
 * one face-down deck. The island is dealt (layout.c), then the set-up rounds
 * begin with the first player ("The oldest player starts", AlmST): seat 1.
 */
#include <string.h>

#include "games/board/internal.h"
#include "core/i18n.h"

/* The set of the two-player variant: the board game's set that defines
 * its rule options (PRODUCTION_ROLLS), or -1. */
int board_two_set(const struct carddb *db)
{
	for (size_t i = 0; i < db->option_count; i++)
		if (strcmp(db->options[i].key, "PRODUCTION_ROLLS") == 0 &&
		    db->sets[db->options[i].set].game == GAME_BOARD)
			return db->options[i].set;
	return -1;
}

/* The set of Cities & Knights: the one that holds the progress cards
 * (progress.c reads them by their types, the tracks), or -1. */
static int cities_set(const struct carddb *db)
{
	int science = carddb_type_by_key(db, GAME_BOARD, "science");
	for (size_t i = 0; science >= 0 && i < db->card_count; i++)
		if (db->cards[i].game == GAME_BOARD && db->cards[i].type == science)
			return db->cards[i].set;
	return -1;
}

/* The engine plays the base sets, the two-player variant and Cities &
 * Knights. */
bool board_plays_set(const struct carddb *db, int set)
{
	return set >= 0 && (size_t)set < db->set_count && db->sets[set].game == GAME_BOARD &&
	       (db->sets[set].base || set == board_two_set(db) || set == cities_set(db));
}

/* The sets in play: the game's base sets, and those asked for, which must
 * be sets the engine plays (board_plays_set): asking for another, as a
 * user's database may hold, is refused by name. */
static int gather_sets(const struct carddb *db, const struct match_setup *setup, int *sets, size_t *count, struct diag_list *diags,
                       const struct diag_where *where)
{
	*count = 0;
	for (size_t i = 0; i < db->set_count && *count < 16; i++)
		if (db->sets[i].game == GAME_BOARD && db->sets[i].base)
			sets[(*count)++] = (int)i;
	/* Two players play the variant: its set comes into play with them,
	 * and with them only. */
	int two = board_two_set(db);
	if (setup->player_count == BOARD_TWO_PLAYERS) {
		if (two < 0) {
			diag_add(diags, where, "%s", _("two players play the two-player variant, and the card "
			         "database has no set of it (cards/board-two.sql)"));
			return -1;
		}
		sets[(*count)++] = two;
	}
	for (int i = 0; i < setup->set_count; i++) {
		int set = setup->sets[i];
		bool known = set >= 0 && (size_t)set < db->set_count;
		if (!known || db->sets[set].game != GAME_BOARD) {
			diag_add(diags, where, _("set %s is not a set of the board game"),
			         known ? db->sets[set].key : "(unknown)");
			return -1;
		}
		if (!board_plays_set(db, set)) {
			diag_add(diags, where, _("the board game plays its base game, the two-player "
			         "variant and Cities & Knights, not %s"), db->sets[set].key);
			return -1;
		}
		if (set == two && setup->player_count != BOARD_TWO_PLAYERS) {
			diag_add(diags, where, _("%s is the variant for 2 players, not %d"),
			         db->sets[set].key, setup->player_count);
			return -1;
		}
		/* the base sets, and the variant's with two players, are in already */
		if (!db->sets[set].base && set != two && *count < 16)
			sets[(*count)++] = set;
	}
	return 0;
}

static void fill_deck(struct board_state *s)
{
	const struct board_tables *t = s->t;
	s->deck_count = 0;
	for (int row = 0; row < t->dev_count; row++)
		for (int c = 0; c < t->dev_copies[row]; c++)
			s->deck[s->deck_count++] = (uint8_t)row;
	rng_shuffle(&s->rng, s->deck, s->deck_count, 1);
}

int board_init(void *state, const struct carddb *db, const void *tables,
               const struct match_setup *setup, struct diag_list *diags)
{
	struct board_state *s = state;
	memset(s, 0, sizeof *s);
	struct diag_where where;
	diag_where_set(&where, "board", NULL, NULL, NULL, 0, 0);
	if (!tables) {
		diag_add(diags, &where, "%s", _("the board game needs its tables (game_load)"));
		return -1;
	}
	if ((setup->player_count < BOARD_MIN_PLAYERS && setup->player_count != BOARD_TWO_PLAYERS) ||
	    setup->player_count > BOARD_MAX_PLAYERS) {
		diag_add(diags, &where, _("the board game is for %d to %d players, not %d"),
		         BOARD_TWO_PLAYERS, BOARD_MAX_PLAYERS, setup->player_count);
		return -1;
	}
	int sets[16];
	size_t set_count;
	if (gather_sets(db, setup, sets, &set_count, diags, &where) != 0 ||
	    board_read_options(&s->opt, db, setup, sets, set_count, diags) != 0)
		return -1;
	bool ck = board_ck_in_play(tables, sets, set_count);
	if (ck && board_ck_read_options(&s->opt.ck, db, setup, sets, set_count, diags) != 0)
		return -1;
	s->db = db;
	s->t = tables;
	s->player_count = (uint8_t)setup->player_count;
	s->two = s->player_count == BOARD_TWO_PLAYERS;
	s->colours = (uint8_t)(s->player_count + (s->two ? BOARD_NEUTRALS : 0));
	s->sandbox = setup->sandbox;
	rng_seed(&s->rng, setup->seed);
	const char *layout = board_layout_word(db, setup, sets, set_count);
	if (ck && s->opt.ck.first_game) {
		/* 000, "Het eerste potje": "Bouw het speelveld op volgens de
		 * startopstelling uit het regelboek", the layout of that name in
		 * the card database. */
		if (strcmp(layout, "variable") != 0) {
			diag_add(diags, &where, _("CK_BOARD_SETUP=first-game lays the island itself; "
			         "LAYOUT=%s asks for another"), layout);
			return -1;
		}
		layout = "first-game";
	}
	if (board_deal_layout(s, layout, diags) != 0)
		return -1;
	memset(s->node_owner, -1, sizeof s->node_owner);
	memset(s->edge_owner, -1, sizeof s->edge_owner);
	for (int r = 0; r < BOARD_RESOURCES; r++)
		s->bank[r] = BOARD_RESOURCE_CARDS;
	fill_deck(s);
	for (int p = 0; p < s->colours; p++) {
		struct board_player *pl = &s->player[p];
		pl->roads = BOARD_ROADS;
		pl->settlements = BOARD_SETTLEMENTS;
		pl->cities = BOARD_CITIES;
	}
	if (ck && board_ck_setup(s, diags) != 0)
		return -1;
	s->longest_holder = -1;
	s->army_holder = -1;
	s->winner = -1;
	s->active = 0;
	s->turn = 0;
	s->setup_node = -1;
	s->phase = PH_SETUP_SETTLEMENT;
	if (s->two && board_two_setup(s, diags) != 0)
		return -1;
	board_reindex(s);
	return 0;
}
