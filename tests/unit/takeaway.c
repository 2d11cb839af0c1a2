#include "takeaway.h"

#include <string.h>

const char *const takeaway_cards[3] = { "pebble", "stone", "rock" };

static int ta_init(void *state, const struct carddb *db, const void *tables,
                   const struct match_setup *setup, struct diag_list *diags)
{
	struct takeaway *g = state;
	(void)db;
	(void)tables;
	memset(g, 0, sizeof *g);
	if (setup->player_count != 2) {
		diag_add(diags, NULL, "takeaway is for two players, not %d", setup->player_count);
		return -1;
	}
	for (int i = 0; i < setup->option_count; i++) {
		bool on = strcmp(setup->options[i].value, "1") == 0;
		if (strcmp(setup->options[i].key, "bug") == 0)
			g->bug = on;
		else if (strcmp(setup->options[i].key, "stall") == 0)
			g->stall = on;
		else if (strcmp(setup->options[i].key, "impure") == 0)
			g->impure = on;
		else if (strcmp(setup->options[i].key, "shortcut") == 0)
			g->shortcut = on;
		else {
			diag_add(diags, NULL, "no option '%s'", setup->options[i].key);
			return -1;
		}
	}
	rng_seed(&g->rng, setup->seed);
	g->start = g->pile = 20 + (int)rng_below(&g->rng, 10);
	g->winner = -1;
	g->turn = 1;
	return 0;
}

static int ta_current(const void *state)
{
	return ((const struct takeaway *)state)->current;
}

static int ta_winner(const void *state)
{
	return ((const struct takeaway *)state)->winner;
}

static int ta_turn(const void *state)
{
	return ((const struct takeaway *)state)->turn;
}

static const char *ta_phase(const void *state)
{
	return ta_current(state) < 0 ? "over" : "take";
}

static size_t ta_legal(const void *state, struct action *out, size_t max)
{
	const struct takeaway *g = state;
	size_t n = 0;
	for (int k = 1; g->current >= 0 && k <= 3 && k <= g->pile && n < max; k++)
		out[n++] = (struct action){ .kind = 0, .arg = { (int16_t)k } };
	return n;
}

static int ta_apply(void *state, const struct action *a)
{
	struct takeaway *g = state;
	int k = a->arg[0];
	if (g->current < 0 || a->kind != 0 || k < 1 || k > 3 || k > g->pile)
		return -1;
	int p = g->current;
	if (g->stall) {
		g->current = 1 - p;
		g->turn++;
		return 0;
	}
	g->pile -= k;
	g->taken[p] += k;
	if (g->bug && g->turn >= 5 && k == 3)
		g->pile--;
	if (g->pile <= 0) {
		g->current = -1;
		g->winner = p;
		return 0;
	}
	static unsigned outside;   /* the flaw "impure" is about */
	bool gust = g->impure ? ++outside % 5 == 0 : rng_below(&g->rng, 6) == 0;
	if (g->pile > 1 && gust) {
		g->pile--;
		g->blown++;
	}
	g->current = 1 - p;
	g->turn++;
	return 0;
}

static void ta_apply_listed(void *state, const struct action *a)
{
	struct takeaway *g = state;
	int turn = g->turn;
	(void)ta_apply(state, a);
	if (g->shortcut)
		g->turn = turn;
}

static void ta_format(const void *state, const struct action *a, struct strbuf *out)
{
	(void)state;
	int k = a->arg[0];
	strbuf_printf(out, "take %s", k >= 1 && k <= 3 ? takeaway_cards[k - 1] : "?");
}

static int ta_vp(const void *state, int player)
{
	const struct takeaway *g = state;
	return player == 0 || player == 1 ? g->taken[player] : 0;
}

/* Leaving the opponent a multiple of four is the winning line of the game
 * without gusts; a stone taken is worth a little. */
static double ta_evaluate(const void *state, int player)
{
	const struct takeaway *g = state;
	double score = 0.01 * g->taken[player];
	if (g->current >= 0 && g->current != player && g->pile % 4 == 0)
		score += 1;
	return score;
}

static int ta_check(const void *state, struct strbuf *why)
{
	const struct takeaway *g = state;
	if (g->pile + g->taken[0] + g->taken[1] + g->blown != g->start) {
		strbuf_printf(why, "stones: %d on the pile + %d + %d taken + %d blown != %d", g->pile,
		              g->taken[0], g->taken[1], g->blown, g->start);
		return -1;
	}
	if (g->pile < 0) {
		strbuf_printf(why, "the pile has %d stones", g->pile);
		return -1;
	}
	return 0;
}

/* Nothing is hidden but the gusts to come: the generator is redrawn. */
static void ta_determinise(void *state, int viewer, struct rng *rng)
{
	struct takeaway *g = state;
	if (viewer >= 0 && viewer < 2 && rng)
		rng_seed(&g->rng, rng_next(rng));
}

const struct game_rules takeaway_rules = {
	.key = "takeaway",
	.state_size = sizeof(struct takeaway),
	.init = ta_init,
	.current = ta_current,
	.winner = ta_winner,
	.turn = ta_turn,
	.phase = ta_phase,
	.legal = ta_legal,
	.apply = ta_apply,
	.apply_listed = ta_apply_listed,
	.format_action = ta_format,
	.victory_points = ta_vp,
	.evaluate = ta_evaluate,
	.determinise = ta_determinise,
	.check = ta_check,
};
