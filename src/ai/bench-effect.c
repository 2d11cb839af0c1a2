/*
 * The effect benchmark: one compiled card effect run again and again
 * against a minimal host, to measure the interpreter apart from any game.
 *
 * The effect is written like the cards are: a loop over the players and
 * their regions with a comparison inside, a count of a hand, a bounded
 * repetition of a transfer, and a branch on a card in play (a made-up
 * "landmark", so that no real card is named in C). The host answers every
 * question with small fixed numbers and lists a few cards
 * for every zone, so what is measured is dispatch, the operand stack and
 * the loops, not a game's bookkeeping.
 */
#include "ai/ai.h"

#include <string.h>

#include "effect/effect.h"

static const char bench_effect[] =
	"(on play\n"
	"  (for p each\n"
	"    (for-card r (in (lands p) (produces grain))\n"
	"      (when (< (stock r) 3) (add-stock r 1))))\n"
	"  (let n (count (hand opponent)))\n"
	"  (repeat (min n 2) (take self opponent wool 1))\n"
	"  (if (has self landmark) (gain self ore 1) (gain self gold 1)))\n";

/* The names the effect uses, and nothing else. */
static int known(const char *const *names, const char *name, size_t len, int32_t *id)
{
	for (int32_t i = 0; names[i]; i++) {
		if (strlen(names[i]) == len && memcmp(names[i], name, len) == 0) {
			*id = i;
			return 0;
		}
	}
	return -1;
}

static int resolve_card(void *ctx, const char *name, size_t len, int32_t *id)
{
	static const char *const cards[] = { "landmark", NULL };
	(void)ctx;
	return known(cards, name, len, id);
}

static int resolve_resource(void *ctx, const char *name, size_t len, int32_t *id)
{
	static const char *const resources[] = { "lumber", "brick", "grain", "wool", "ore", "gold", NULL };
	(void)ctx;
	return known(resources, name, len, id);
}

/* The words of the made-up game: the zones the effect names. */
enum { ZONE_HAND, ZONE_BUILT, ZONE_LANDS };
enum { KIND_OF_REGION = 1 };

static const struct effect_word bench_zones[] = {
	{ "hand", ZONE_HAND, EFFECT_ZONE_OF_PLAYER },
	{ "principality", ZONE_BUILT, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_BUILT },
	{ "lands", ZONE_LANDS, EFFECT_ZONE_OF_PLAYER },
};

static const struct effect_words bench_words = {
	.list[EFFECT_WORD_ZONE] = bench_zones,
	.count[EFFECT_WORD_ZONE] = sizeof bench_zones / sizeof bench_zones[0],
};

/* The host: two players, each with four cards in every zone. Card c
 * belongs to player c / 100 and is a grain region when c is even. */
enum { HOST_CARDS = 4 };

static int32_t host_query(void *game, enum effect_query q, const int32_t *args)
{
	(void)game;
	switch (q) {
	case EFFECT_Q_ACTIVE: return 0;
	case EFFECT_Q_OPPONENT: return args[0] == 0 ? 1 : 0;
	case EFFECT_Q_RESOURCES: return 3;
	case EFFECT_Q_ROOM: return 2;
	case EFFECT_Q_STOCK: return args[0] % 4;
	case EFFECT_Q_CARD:
		switch (args[1]) {
		case EFFECT_ATTR_CARD: return args[0] % 3 == 0 ? 0 : 1;
		case EFFECT_ATTR_KIND: return KIND_OF_REGION;
		case EFFECT_ATTR_OWNER: return args[0] / 100;
		case EFFECT_ATTR_PRODUCES: return args[0] % 2 == 0 ? 2 : 3;
		default: return 0;
		}
	default: return 0;
	}
}

static int32_t host_act(void *game, enum effect_act a, const int32_t *args)
{
	(void)game;
	(void)a;
	(void)args;
	return 1;
}

static int host_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	(void)game;
	(void)b;
	int n = 0;
	switch (l) {
	case EFFECT_L_ZONE:
		for (; n < HOST_CARDS && n < max; n++)
			out[n] = EFFECT_ZONE_WHO(a) % 2 * 100 + n;
		return n;
	case EFFECT_L_PLAYERS:
		for (; n < 2 && n < max; n++)
			out[n] = (a + n) % 2;
		return n;
	case EFFECT_L_RESOURCES:
		for (; n < 6 && n < max; n++)
			out[n] = n;
		return n;
	default:
		return 0;
	}
}

static int32_t host_roll(void *game, int32_t sides)
{
	(void)game;
	return sides > 0 ? (sides + 1) / 2 : 1;
}

static const struct effect_host bench_host = { host_query, host_act, host_list, host_roll, NULL, NULL,
                                              NULL };

/* One run of the handler to its end, answering any question with its
 * first option. Returns the final status. */
static enum effect_status run_once(const struct effect_program *program, size_t clause)
{
	struct effect_run run;
	const struct effect_context ctx = { 0, 1, EFFECT_NONE };
	if (effect_start(&run, program, clause, &ctx) != 0)
		return EFFECT_ERROR;
	for (;;) {
		enum effect_status s = effect_run(&run, program, &bench_host, NULL);
		if (s != EFFECT_PENDING)
			return s;
		int32_t answer = run.decision.count ? run.decision.options[0] : EFFECT_NONE;
		if (effect_answer(&run, answer) != 0)
			return EFFECT_ERROR;
	}
}

double ai_bench_effects(double seconds, long runs, struct strbuf *why)
{
	const struct effect_resolver resolver = {
		NULL, resolve_card, NULL, resolve_resource, NULL, &bench_words,
	};
	struct diag_list diags = DIAG_LIST_INIT;
	struct effect_program *program =
		effect_compile(bench_effect, sizeof bench_effect - 1, &resolver, NULL, &diags);
	if (!program) {
		strbuf_puts(why, "the benchmark effect does not compile:");
		for (size_t i = 0; i < diags.count; i++) {
			strbuf_putc(why, ' ');
			diag_format(&diags.items[i], why);
		}
		diag_list_free(&diags);
		return -1;
	}
	diag_list_free(&diags);
	int clause = effect_find_handler(program, EFFECT_ON_PLAY, -1, 0);
	double start = ai_clock(), elapsed = 0;
	long done = 0;
	/* The clock is read once per batch, so reading it costs nothing. */
	while (clause >= 0 && (runs > 0 ? done < runs : elapsed < seconds)) {
		for (int i = 0; i < 256 && (runs <= 0 || done < runs); i++, done++) {
			enum effect_status s = run_once(program, (size_t)clause);
			if (s != EFFECT_DONE) {
				strbuf_printf(why, "the benchmark effect ended %s", effect_status_name(s));
				effect_program_free(program);
				return -1;
			}
		}
		elapsed = ai_clock() - start;
	}
	effect_program_free(program);
	if (clause < 0) {
		strbuf_puts(why, "the benchmark effect has no play handler");
		return -1;
	}
	return elapsed > 0 ? (double)done / elapsed : 0;
}
