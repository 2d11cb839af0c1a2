/*
 * end: the end of a match, said once: who won, the final scores with each
 * player's points by source, and how long the match was.
 */
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/text.h"
#include "core/i18n.h"

#define MAX_SOURCES 32

/* "12 VP: settlement 2, city 6, Abbey 1, knight 1" */
static void sources(const struct console *c, int player, struct strbuf *out)
{
	const struct match *m = c->match;
	struct game_score score[MAX_SOURCES];
	size_t n = m->rules->score ? m->rules->score(m->state, player, score, MAX_SOURCES) : 0;
	strbuf_printf(out, _("player %d: %d VP"), player + 1, m->rules->victory_points(m->state, player));
	for (size_t i = 0; i < n; i++) {
		const char *name = score[i].word ? _(score[i].word) : NULL;
		if (!name && score[i].card >= 0 && (size_t)score[i].card < m->db->card_count)
			name = carddb_card_name(&m->db->cards[score[i].card], c->lang);
		strbuf_printf(out, "%s %s %d", i ? "," : ":", name ? name : "?", score[i].points);
	}
	strbuf_putc(out, '\n');
}

/* The players, the winner first, then by points, then by seat. */
static void ranking(const struct match *m, int *order)
{
	int count = m->setup.player_count, winner = m->rules->winner(m->state);
	for (int i = 0; i < count; i++)
		order[i] = i;
	for (int i = 1; i < count; i++)
		for (int j = i; j > 0; j--) {
			int a = order[j - 1], b = order[j];
			int va = a == winner ? 1000 : m->rules->victory_points(m->state, a);
			int vb = b == winner ? 1000 : m->rules->victory_points(m->state, b);
			if (vb <= va)
				break;
			order[j - 1] = b;
			order[j] = a;
		}
}

void console_report_end(struct console *c)
{
	const struct match *m = c->match;
	int winner = m->rules->winner(m->state);
	struct strbuf text = STRBUF_INIT, line = STRBUF_INIT;
	if (winner >= 0)
		strbuf_printf(&text, _("the match is over: player %d wins"), winner + 1);
	else
		strbuf_puts(&text, _("the match is over: nobody wins"));
	int turns = m->rules->turn(m->state);
	strbuf_printf(&text, ngettext(", after %d turn", ", after %d turns", (unsigned long)turns),
	              turns);
	strbuf_printf(&text, ngettext(" and %zu move\n", " and %zu moves\n", m->at), m->at);
	int order[GAME_MAX_PLAYERS];
	ranking(m, order);
	for (int i = 0; i < m->setup.player_count; i++) {
		strbuf_reset(&line);
		strbuf_puts(&line, "  ");
		sources(c, order[i], &line);
		text_wrap(&text, strbuf_str(&line), console_width(c), "      ");
	}
	if (c->mode == CONSOLE_PLAY)
		strbuf_puts(&text, _("again starts a new match with the same players, sets and options\n"));
	fputs(strbuf_str(&text), c->out);
	fflush(c->out);
	strbuf_free(&line);
	strbuf_free(&text);
}
