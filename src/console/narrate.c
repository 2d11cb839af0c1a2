/*
 * narrate: what a move did, in one or two short lines under it.
 *
 * The game lists the events of a move (games/event.h) as the viewer may see
 * them; this file words them: the roll and the event card first, then one
 * clause per player with what he got, lost, built or took and his points,
 * then the decision now asked and why. Lines are wrapped to the width of the
 * table (console width), indented under the move.
 */
#include <stdlib.h>
#include <string.h>

#include "console/console.h"
#include "core/text.h"
#include "core/i18n.h"

#define INDENT "  "

static const char *card_name(const struct console *c, int card)
{
	const struct carddb *db = c->match->db;
	if (card < 0 || (size_t)card >= db->card_count)
		return "?";
	return carddb_card_name(&db->cards[card], c->lang);
}

static const char *resource_name(const struct console *c, int resource)
{
	const struct carddb *db = c->match->db;
	if (resource < 0 || (size_t)resource >= db->resource_count)
		return "?";
	const struct carddb_resource *r = &db->resources[resource];
	return r->name[c->lang] ? r->name[c->lang] : r->name[LANG_EN];
}

/* What a card-effect decision asks for, by enum effect_decision_kind. */
static const char *decision_word(int kind)
{
	static const char *const words[] = {
		N_("a card"), N_("a resource"), N_("a number"), N_("a player"), N_("a stack"),
		N_("yes or no"), N_("a card to counter with"), N_("a site"),
	};
	return kind >= 0 && (size_t)kind < sizeof words / sizeof words[0] ? _(words[kind]) : "";
}

/* Appends text to line, wrapping at width: a word that does not fit starts
 * a new line, indented. */
static void put_wrapped(struct strbuf *out, const char *text, size_t width)
{
	size_t column = 0;
	const char *p = text;
	while (*p) {
		size_t len = strcspn(p, " ");
		char word[256];
		snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1), p);
		size_t w = text_width(word);
		if (column == 0) {
			strbuf_puts(out, INDENT);
			column = strlen(INDENT);
		} else if (column + 1 + w > width && column > 2 * strlen(INDENT)) {
			strbuf_puts(out, "\n" INDENT INDENT);
			column = 2 * strlen(INDENT);
		} else {
			strbuf_putc(out, ' ');
			column++;
		}
		strbuf_puts(out, word);
		column += w;
		p += len;
		while (*p == ' ')
			p++;
	}
	if (column)
		strbuf_putc(out, '\n');
}

/* A news event's sentence (GEV_NEWS): without a player a clause of its
 * own, with one a part of his clause (sep before it); count and resource
 * are its numbers. */
static void news(const struct game_event *e, const char *sep, struct strbuf *out)
{
	static const struct { const char *word, *text; } sentences[] = {
		{ "barbarians", N_("the barbarians sail to %d of %d") },
		{ "repelled", N_("the barbarians attack with strength %d; the knights' %d drive "
		                 "them off") },
		{ "pillage", N_("the barbarians attack with strength %d against the knights' %d "
		                "and win") },
		{ "trade-level", N_("%s improves trade to level %d") },
		{ "politics-level", N_("%s improves politics to level %d") },
		{ "science-level", N_("%s improves science to level %d") },
		{ "promote", N_("%s promotes the knight on %d to strength %d") },
		{ "activate", N_("%s activates the knight on %d") },
		{ "rest", N_("%s uses the knight on %d, inactive now") },
		{ "move", N_("%s moves a knight from %d to %d") },
		{ "displace", N_("%s moves a knight from %d to %d, displacing another") },
		{ "relocate", N_("%s puts his displaced knight on %d") },
		{ "home", N_("%s takes the knight on %d back into his supply") },
		{ "neutral-promote", N_("%s promotes the neutral knight on %d to strength %d") },
		{ "neutral-home", N_("%s takes the neutral knight on %d off the island") },
		{ "robber", N_("%s puts the robber on hex %d") },
	};
	/* cards moved face down between hands (a steal), counted */
	if (strcmp(e->word, "cards-from") == 0) {
		strbuf_printf(out, ngettext("%s takes %d card from player %d",
		                            "%s takes %d cards from player %d", (unsigned long)e->count),
		              sep, e->count, e->resource);
		return;
	}
	if (strcmp(e->word, "development-in") == 0) {
		strbuf_printf(out, ngettext("%s takes %d development card",
		                            "%s takes %d development cards", (unsigned long)e->count),
		              sep, e->count);
		return;
	}
	if (strcmp(e->word, "cards-in") == 0 || strcmp(e->word, "cards-out") == 0) {
		unsigned long n = (unsigned long)e->count;
		strbuf_printf(out, e->word[6] == 'i' ? ngettext("%s takes %d card unseen",
		                                                "%s takes %d cards unseen", n)
		                                     : ngettext("%s loses %d card unseen",
		                                                "%s loses %d cards unseen", n),
		              sep, e->count);
		return;
	}
	/* progress cards unseen, counted */
	if (strcmp(e->word, "progress-in") == 0 || strcmp(e->word, "progress-away") == 0) {
		bool in = e->word[9] == 'i';
		unsigned long n = (unsigned long)e->count;
		strbuf_printf(out, in ? ngettext("%s draws %d progress card", "%s draws %d progress cards", n)
		                      : ngettext("%s puts %d progress card under its deck",
		                                 "%s puts %d progress cards under their decks", n),
		              sep, e->count);
		return;
	}
	for (size_t i = 0; i < sizeof sentences / sizeof sentences[0]; i++) {
		if (strcmp(e->word, sentences[i].word) != 0)
			continue;
		if (e->player < 0)
			strbuf_printf(out, _(sentences[i].text), e->count, e->resource);
		else
			strbuf_printf(out, _(sentences[i].text), sep, e->count, e->resource);
		return;
	}
}

static void roll_line(const struct console *c, const struct game_events *ev, struct strbuf *out)
{
	for (size_t i = 0; i < ev->count; i++) {
		const struct game_event *e = &ev->item[i];
		if (e->kind == GEV_ROLL && !e->word)
			strbuf_printf(out, _("%sroll: %d"), out->len ? "; " : "", e->count);
		else if (e->kind == GEV_ROLL)
			strbuf_printf(out, _("%sroll: production %d, event %s"), out->len ? "; " : "",
			              e->count, _(e->word));
		else if (e->kind == GEV_NEWS && e->player < 0 && e->word) {
			strbuf_puts(out, out->len ? "; " : "");
			news(e, "", out);
		} else if (e->kind == GEV_EVENT_CARD)
			strbuf_printf(out, _("%sevent card %s: %s"), out->len ? "; " : "",
			              card_name(c, e->card),
			              c->match->db->cards[e->card].rules_text ?
			              c->match->db->cards[e->card].rules_text : "");
	}
}

/* player's clause: "player 1 +1 grain +1 wool -2 ore, builds Abbey, 5 VP" */
static void player_clause(const struct console *c, const struct game_events *ev, int player,
                          struct strbuf *out)
{
	size_t start = out->len;
	const char *sep = "";
	bool after_resource = false;   /* resources follow each other with a blank */
	for (size_t i = 0; i < ev->count; i++) {
		const struct game_event *e = &ev->item[i];
		if (e->player != player)
			continue;
		switch (e->kind) {
		case GEV_GAIN:
		case GEV_LOSE:
			strbuf_printf(out, "%s%c%d %s", !*sep ? "" : after_resource ? " " : ", ",
			              e->kind == GEV_GAIN ? '+' : '-', e->count,
			              resource_name(c, e->resource));
			sep = ",";
			after_resource = true;
			continue;
		case GEV_BUILD:
			/* a card, or a piece that is no card (the board game's) */
			strbuf_printf(out, _("%s gets %s"), sep,
			              e->card < 0 && e->word ? _(e->word) : card_name(c, e->card));
			break;
		case GEV_REMOVE:
			strbuf_printf(out, _("%s loses %s"), sep,
			              e->card < 0 && e->word ? _(e->word) : card_name(c, e->card));
			break;
		case GEV_NEWS:
			if (!e->word)
				continue;
			news(e, sep, out);
			break;
		case GEV_TAKE:
			if (e->card >= 0)
				strbuf_printf(out, _("%s takes %s"), sep, card_name(c, e->card));
			else
				strbuf_printf(out, ngettext("%s takes %d card", "%s takes %d cards",
				                            (unsigned long)e->count), sep, e->count);
			break;
		case GEV_DISCARD:
			if (e->card >= 0)
				strbuf_printf(out, _("%s puts away %s"), sep, card_name(c, e->card));
			else
				strbuf_printf(out, ngettext("%s puts away %d card", "%s puts away %d cards",
				                            (unsigned long)e->count), sep, e->count);
			break;
		case GEV_PLAY:
			strbuf_printf(out, _("%s plays %s"), sep, card_name(c, e->card));
			break;
		case GEV_POINTS:
			strbuf_printf(out, _("%s now %d VP"), sep, e->count);
			break;
		case GEV_ADVANTAGE:
			strbuf_printf(out, _("%s takes the %s"), sep, _(e->word));
			break;
		default:
			continue;
		}
		sep = ",";
		after_resource = false;
	}
	if (out->len > start) {
		char head[32];
		snprintf(head, sizeof head, _("player %d:%s"), player + 1, out->data[start] == ' ' ? "" : " ");
		struct strbuf clause = STRBUF_INIT;
		strbuf_puts(&clause, head);
		strbuf_puts(&clause, out->data + start);
		out->len = start;
		out->data[start] = '\0';
		strbuf_puts(out, strbuf_str(&clause));
		strbuf_free(&clause);
	}
}

static void ask_line(const struct console *c, const struct game_event *e, struct strbuf *out)
{
	int p = e->player + 1;
	const char *why = e->word;
	if (strcmp(why, "effect") == 0)
		strbuf_printf(out, _("player %d chooses %s for %s"), p, decision_word(e->count),
		              card_name(c, e->card));
	else if (strcmp(why, "discard") == 0)
		strbuf_printf(out, _("player %d discards down to %d cards"), p, e->count);
	else if (strcmp(why, "offer") == 0)
		strbuf_printf(out, _("player %d answers the offer: accept or decline"), p);
	else if (strcmp(why, "offer-counter") == 0)
		strbuf_printf(out, _("player %d answers the offer: accept, decline or counter"), p);
	else if (strcmp(why, "region") == 0)
		strbuf_printf(out, _("player %d places the new settlement's two regions"), p);
	else if (strcmp(why, "robber") == 0)
		strbuf_printf(out, _("player %d moves the robber"), p);
	else if (strcmp(why, "steal") == 0)
		strbuf_printf(out, _("player %d chooses whom to steal a card from"), p);
	else if (strcmp(why, "free-roads") == 0)
		strbuf_printf(out, _("player %d builds the free roads"), p);
	else if (strcmp(why, "neutral") == 0)
		strbuf_printf(out, _("player %d builds a free piece for a neutral colour"), p);
	else if (strcmp(why, "forced-give") == 0)
		strbuf_printf(out, _("player %d gives cards for the Forced Trade"), p);
	else if (strcmp(why, "pillage") == 0)
		strbuf_printf(out, _("player %d chooses the city the barbarians take"), p);
	else if (strcmp(why, "defender-draw") == 0)
		strbuf_printf(out, _("player %d chooses the deck to draw a progress card from"), p);
	else if (strcmp(why, "progress-limit") == 0)
		strbuf_printf(out, _("player %d puts a progress card under its deck: one too many"), p);
	else if (strcmp(why, "metropolis") == 0)
		strbuf_printf(out, _("player %d chooses the city for his metropolis"), p);
	else if (strcmp(why, "displaced") == 0)
		strbuf_printf(out, _("player %d places his displaced knight"), p);
	else if (strcmp(why, "aqueduct") == 0)
		strbuf_printf(out, _("player %d takes a resource of his choice (Aqueduct)"), p);
	else if (strcmp(why, "defend") == 0)
		strbuf_printf(out, _("player %d chooses the knights that defend Catan"), p);
	else if (strcmp(why, "deserter") == 0)
		strbuf_printf(out, _("player %d places the knight the Deserter brings him"), p);
	else if (e->count)
		strbuf_printf(out, _("player %d chooses a resource to take from the opponent (event %s)"),
		              p, _(why));
	else
		strbuf_printf(out, _("player %d chooses a resource to gain (event %s)"), p, _(why));
}

void console_narrate_events(struct console *c, const struct game_events *ev, struct strbuf *out)
{
	size_t width = console_width(c);
	struct strbuf line = STRBUF_INIT;
	roll_line(c, ev, &line);
	if (line.len)
		put_wrapped(out, strbuf_str(&line), width);
	for (int p = 0; p < c->match->setup.player_count; p++) {
		strbuf_reset(&line);
		player_clause(c, ev, p, &line);
		if (line.len)
			put_wrapped(out, strbuf_str(&line), width);
	}
	for (size_t i = 0; i < ev->count; i++) {
		strbuf_reset(&line);
		/* a win is said once, by the end of the match (end.c) */
		if (ev->item[i].kind == GEV_ASK)
			ask_line(c, &ev->item[i], &line);
		if (line.len)
			put_wrapped(out, strbuf_str(&line), width);
	}
	strbuf_free(&line);
}

void console_narrate(struct console *c, const void *before, const struct action *action)
{
	const struct game_rules *rules = c->match->rules;
	if (!rules->events || !before)
		return;
	struct game_events *ev = calloc(1, sizeof *ev);
	if (!ev)
		return;
	rules->events(before, c->match->state, action, c->viewer, ev);
	struct strbuf text = STRBUF_INIT;
	console_narrate_events(c, ev, &text);
	fputs(strbuf_str(&text), c->out);
	fflush(c->out);
	strbuf_free(&text);
	free(ev);
}
