/*
 * catan cards: list the cards of the database, or show one.
 */
#include "cmd/cmd.h"

#include "core/i18n.h"

#include <stdlib.h>
#include <stdarg.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/text.h"

/* "2L O B": the cost in the game's resource letters, by resource position. */
static void format_cost(const struct carddb *db, const struct carddb_card *card, struct strbuf *out)
{
	for (int pos = 0; pos < CARDDB_MAX_RESOURCES; pos++) {
		if (!card->cost[pos])
			continue;
		const struct carddb_resource *res = carddb_resource_at(db, card->game, pos);
		if (out->len)
			strbuf_putc(out, ' ');
		if (card->cost[pos] > 1)
			strbuf_printf(out, "%d", card->cost[pos]);
		strbuf_puts(out, res ? res->letter : "?");
	}
}

/* "1 VP, S2 T1, C1": the points a card carries, or "" for none. */
static void format_points(const struct carddb_card *card, struct strbuf *out)
{
	if (card->vp)
		strbuf_printf(out, _("%d VP"), card->vp);
	/* strength, tournament and commerce points, abbreviated as the
	 * console's table abbreviates them */
	const int values[] = { card->strength, card->tournament, card->commerce };
	const char *formats[] = { N_("S%d"), N_("T%d"), N_("C%d") };
	for (int i = 0; i < 3; i++) {
		if (!values[i])
			continue;
		if (out->len)
			strbuf_putc(out, ' ');
		strbuf_printf(out, _(formats[i]), values[i]);
	}
}

struct list_filter {
	int game;    /* -1: any */
	int set;     /* -1: any */
	const char *type;
};

static bool card_passes(const struct carddb *db, const struct carddb_card *card,
                        const struct list_filter *filter)
{
	if (filter->game >= 0 && (int)card->game != filter->game)
		return false;
	if (filter->set >= 0 && card->set != filter->set)
		return false;
	if (filter->type && strcmp(db->types[card->type].key, filter->type) != 0)
		return false;
	return true;
}

enum { COL_KEY, COL_NAME, COL_SET, COL_TYPE, COL_COUNT, COL_COST, COL_POINTS, COLUMNS };

static void cell_text(const struct carddb *db, const struct carddb_card *card, int column,
                      enum carddb_lang lang, struct strbuf *out)
{
	strbuf_reset(out);
	switch (column) {
	case COL_KEY: strbuf_puts(out, card->key); break;
	case COL_NAME: strbuf_puts(out, carddb_card_name(card, lang)); break;
	case COL_SET: strbuf_puts(out, db->sets[card->set].key); break;
	case COL_TYPE: strbuf_puts(out, db->types[card->type].key); break;
	case COL_COUNT: strbuf_printf(out, "%d", card->count); break;
	case COL_COST: format_cost(db, card, out); break;
	case COL_POINTS: format_points(card, out); break;
	}
}

/* One line of the table: the cells padded to their column's width. */
static void print_row(FILE *out, const char *const *cells, const size_t *width, struct strbuf *line)
{
	strbuf_reset(line);
	for (int c = 0; c < COLUMNS; c++) {
		if (c == COL_COUNT)
			text_pad_left(line, cells[c], width[c]);
		else if (c == COLUMNS - 1)
			strbuf_puts(line, cells[c]);
		else
			text_pad_right(line, cells[c], width[c]);
		if (c < COLUMNS - 1)
			strbuf_puts(line, "  ");
	}
	/* Trailing blanks of an empty last column help no one. */
	while (line->len && line->data[line->len - 1] == ' ')
		line->data[--line->len] = '\0';
	/* Keys and names come from the database: printed escaped. */
	struct strbuf shown = STRBUF_INIT;
	text_escape(&shown, strbuf_str(line), false);
	fprintf(out, "%s\n", strbuf_str(&shown));
	strbuf_free(&shown);
}

static void print_table(const struct cmd_context *ctx, const struct carddb *db,
                        const struct list_filter *filter)
{
	static const char *const headings[COLUMNS] = {
		"KEY", "NAME", "SET", "TYPE", "#", "COST", "POINTS"
	};
	size_t width[COLUMNS];
	for (int c = 0; c < COLUMNS; c++)
		width[c] = text_width(headings[c]);
	/* Every cell is formatted once, into one buffer (NUL after each), and
	 * measured; the second pass only pads and prints. */
	size_t *start = malloc((db->card_count * COLUMNS + 1) * sizeof *start);
	struct strbuf cells = STRBUF_INIT, cell = STRBUF_INIT, line = STRBUF_INIT;
	size_t shown = 0;
	for (size_t i = 0; start && i < db->card_count; i++) {
		if (!card_passes(db, &db->cards[i], filter))
			continue;
		for (int c = 0; c < COLUMNS; c++) {
			cell_text(db, &db->cards[i], c, ctx->lang, &cell);
			size_t w = text_width(strbuf_str(&cell));
			if (w > width[c])
				width[c] = w;
			start[shown * COLUMNS + (size_t)c] = cells.len;
			strbuf_append(&cells, strbuf_str(&cell), cell.len + 1);
		}
		shown++;
	}
	if (!start || cells.failed) {
		fputs(_("catan cards list: out of memory\n"), ctx->err);
	} else {
		print_row(ctx->out, headings, width, &line);
		for (size_t row = 0; row < shown; row++) {
			const char *texts[COLUMNS];
			for (int c = 0; c < COLUMNS; c++)
				texts[c] = cells.data + start[row * COLUMNS + (size_t)c];
			print_row(ctx->out, texts, width, &line);
		}
		fprintf(ctx->out, ngettext("%zu card\n", "%zu cards\n", shown), shown);
	}
	free(start);
	strbuf_free(&cells);
	strbuf_free(&cell);
	strbuf_free(&line);
}

static int cards_list(const struct cmd_context *ctx, int argc, char **argv)
{
	const char *game = NULL, *set = NULL, *type = NULL;
	for (int i = 0; i < argc; i++) {
		const char **slot = strcmp(argv[i], "--game") == 0 ? &game
		                  : strcmp(argv[i], "--set") == 0 ? &set
		                  : strcmp(argv[i], "--type") == 0 ? &type : NULL;
		if (!slot || i + 1 >= argc) {
			fprintf(ctx->err, slot ? _("catan cards list: missing value after '%s'\n%s")
			                       : _("catan cards list: unexpected argument '%s'\n%s"),
			        argv[i], _(cmd_cards.usage));
			return EXIT_FAILURE_;
		}
		*slot = argv[++i];
	}
	struct carddb *db = cmd_load_cards(ctx);
	if (!db)
		return EXIT_BAD_INPUT;
	struct list_filter filter = { -1, -1, type };
	int status = EXIT_OK;
	if (game && (filter.game = carddb_game_by_key(game)) < 0) {
		fprintf(ctx->err, _("catan cards list: no game '%s' (principality, fast, board)\n"),
		        game);
		status = EXIT_FAILURE_;
	}
	if (set && (filter.set = carddb_set_by_key(db, set)) < 0) {
		fprintf(ctx->err, _("catan cards list: no set '%s'; the sets are:"), set);
		for (size_t i = 0; i < db->set_count; i++)
			fprintf(ctx->err, " %s", db->sets[i].key);
		fprintf(ctx->err, "\n");
		status = EXIT_FAILURE_;
	}
	bool type_known = !type;
	for (size_t i = 0; type && i < db->type_count; i++)
		type_known |= strcmp(db->types[i].key, type) == 0;
	if (!type_known) {
		fprintf(ctx->err, _("catan cards list: no card type '%s'\n"), type);
		status = EXIT_FAILURE_;
	}
	if (status == EXIT_OK)
		print_table(ctx, db, &filter);
	carddb_free(db);
	return status;
}

/* One row of a card's page: the label padded to its column by the columns
 * it takes on a terminal (a translated label may hold umlauts), then the
 * value and a newline. */
static void add_line(struct strbuf *page, const char *label, const char *format, ...)
	__attribute__((format(printf, 3, 4)));
static void add_line(struct strbuf *page, const char *label, const char *format, ...)
{
	strbuf_puts(page, "  ");
	text_pad_right(page, label, 11);
	strbuf_puts(page, " ");
	va_list args;
	va_start(args, format);
	strbuf_vprintf(page, format, args);
	va_end(args);
	strbuf_puts(page, "\n");
}

static void print_card(const struct cmd_context *ctx, const struct carddb *db,
                       const struct carddb_card *card)
{
	static const char *const lang_labels[LANG_COUNT] = { N_("German"), N_("Dutch"), N_("English") };
	struct strbuf text = STRBUF_INIT;
	/* Every text of a card comes from the database: printed escaped. */
	struct strbuf page = STRBUF_INIT, shown = STRBUF_INIT;
	strbuf_printf(&page, "%s\n", carddb_card_name(card, ctx->lang));
	for (int lang = 0; lang < LANG_COUNT; lang++)
		add_line(&page, _(lang_labels[lang]), "%s", card->name[lang] ? card->name[lang] : "-");
	add_line(&page, _("key"), "%s", card->key);
	add_line(&page, _("set"), "%s (%s)", db->sets[card->set].key,
	        db->sets[card->set].name[ctx->lang] ? db->sets[card->set].name[ctx->lang]
	                                             : db->sets[card->set].name[LANG_EN]);
	add_line(&page, _("type"), "%s (%s)", db->types[card->type].key,
	        carddb_kind_name(db->types[card->type].kind));
	add_line(&page, _("count"), "%d, %s", card->count, carddb_deck_name(card->deck));
	if (card->placement != PLACE_NONE)
		add_line(&page, _("placed on"), "%s", carddb_placement_name(card->placement));
	format_cost(db, card, &text);
	add_line(&page, _("cost"), "%s", text.len ? strbuf_str(&text) : "-");
	strbuf_reset(&text);
	format_points(card, &text);
	add_line(&page, _("points"), "%s", text.len ? strbuf_str(&text) : "-");
	if (card->produces >= 0)
		add_line(&page, _("produces"), _("%s on %d"),
		        db->resources[card->produces].name[ctx->lang] ? db->resources[card->produces].name[ctx->lang]
		                                                      : db->resources[card->produces].name[LANG_EN],
		        card->die);
	if (card->players)
		add_line(&page, _("players"), "%d", card->players);
	if (card->reverse >= 0)
		add_line(&page, _("reverse"), "%s", db->cards[card->reverse].key);
	if (card->unique_per_player)
		add_line(&page, _("limit"), "%s", _("one per player"));
	for (int i = 0; i < card->prereq_count; i++)
		add_line(&page, i ? "" : _("needs"), "%s%s", i ? _("or ") : "",
		        carddb_card_name(&db->cards[db->prereqs[card->prereq_first + i]], ctx->lang));
	strbuf_printf(&page, "\n%s\n", card->rules_text);
	if (card->effect)
		strbuf_printf(&page, _("\neffect:\n%s\n"), card->effect);
	if (card->source)
		strbuf_printf(&page, _("\nsource: %s\n"), card->source);
	text_escape(&shown, strbuf_str(&page), true);
	fputs(strbuf_str(&shown), ctx->out);
	strbuf_free(&text);
	strbuf_free(&page);
	strbuf_free(&shown);
}

static int cards_show(const struct cmd_context *ctx, int argc, char **argv)
{
	if (argc != 1) {
		fprintf(ctx->err, argc ? _("catan cards show: expected one NAME\n%s")
		                       : _("catan cards show: missing NAME\n%s"), _(cmd_cards.usage));
		return EXIT_FAILURE_;
	}
	struct carddb *db = cmd_load_cards(ctx);
	if (!db)
		return EXIT_BAD_INPUT;
	int found[64];
	size_t total = carddb_find_cards(db, argv[0], found, 64);
	size_t listed = total < 64 ? total : 64;
	int status = EXIT_OK;
	bool all_exact = total > 0;
	for (size_t i = 0; i < listed; i++) {
		const struct carddb_card *card = &db->cards[found[i]];
		bool exact = text_casecmp(card->key, argv[0]) == 0;
		for (int lang = 0; lang < LANG_COUNT; lang++)
			exact |= card->name[lang] && text_casecmp(card->name[lang], argv[0]) == 0;
		all_exact &= exact;
	}
	if (total == 0) {
		fprintf(ctx->err, _("catan cards show: no card is called '%s'\n"), argv[0]);
		status = EXIT_FAILURE_;
	} else if (total == 1 || all_exact) {
		/* Several cards may share a name (the regions of a starting set
		 * and of the stack): a name that is whole shows them all. */
		for (size_t i = 0; i < listed; i++) {
			if (i)
				fprintf(ctx->out, "\n");
			print_card(ctx, db, &db->cards[found[i]]);
		}
	} else {
		fprintf(ctx->err, ngettext("catan cards show: '%s' could be %zu card:\n",
		                           "catan cards show: '%s' could be %zu cards:\n", total),
		        argv[0], total);
		struct strbuf line = STRBUF_INIT, shown = STRBUF_INIT;
		for (size_t i = 0; i < listed; i++) {
			strbuf_reset(&line);
			strbuf_reset(&shown);
			strbuf_printf(&line, "  %-24s %s", db->cards[found[i]].key,
			              carddb_card_name(&db->cards[found[i]], ctx->lang));
			text_escape(&shown, strbuf_str(&line), false);
			fprintf(ctx->err, "%s\n", strbuf_str(&shown));
		}
		strbuf_free(&line);
		strbuf_free(&shown);
		status = EXIT_FAILURE_;
	}
	carddb_free(db);
	return status;
}

static int cards_run(const struct cmd_context *ctx, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		if (cmd_wants_help(argv[i])) {
			fputs(_(cmd_cards.usage), ctx->out);
			return EXIT_OK;
		}
	}
	if (argc < 1) {
		fputs(_(cmd_cards.usage), ctx->err);
		return EXIT_FAILURE_;
	}
	if (strcmp(argv[0], "list") == 0)
		return cards_list(ctx, argc - 1, argv + 1);
	if (strcmp(argv[0], "show") == 0)
		return cards_show(ctx, argc - 1, argv + 1);
	fprintf(ctx->err, _("catan cards: unknown subcommand '%s'\n%s"), argv[0], _(cmd_cards.usage));
	return EXIT_FAILURE_;
}

const struct cmd cmd_cards = {
	.name = "cards",
	.summary = N_("list the cards, or show one"),
	.usage = N_("usage: catan cards list [--game GAME] [--set SET] [--type TYPE]\n"
	           "       catan cards show NAME\n"
	           "\n"
	           "  list   a table of the cards, optionally of one game, set or card type\n"
	           "         (GAME: principality, fast or board; SET and TYPE: keys as listed)\n"
	           "  show   everything about one card; NAME is a key or a name in German, Dutch\n"
	           "         or English, case-insensitive, or the unique start of one\n"),
	.run = cards_run,
};
