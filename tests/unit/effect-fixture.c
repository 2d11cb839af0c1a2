#include "effect-fixture.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/diag.h"
#include "core/strbuf.h"

/* ---- the resolver ---- */

struct name_row {
	int32_t id;
	const char *names[4];    /* key, German, Dutch, English */
};

static const struct name_row card_rows[] = {
	{ TC_ABBEY, { "abbey", "Kloster", "klooster", "Abbey" } },
	{ TC_LIBRARY, { "library", "Bibliothek", "bibliotheek", "Library" } },
	{ TC_UNIVERSITY, { "university", "Universität", "universiteit", "University" } },
	{ TC_ARSONIST, { "arsonist", "Feuerteufel", "vuurduivel", "Arsonist" } },
	{ TC_BISHOP, { "bishop", "Bischof", "bisschop", "Bishop" } },
	{ TC_SPY, { "spy", "Spion", "spion", "Spy" } },
	{ TC_PLAGUE, { "plague", "Seuche", "epidemie", "Plague" } },
	{ TC_GARRISON, { "garrison", "Lager", "garnizoen", "Garrison" } },
	{ TC_KNIGHT, { "knight-conrad", "Konrad der Schnelle", "Koenraad de snelle", "Conrad the Swift" } },
	{ TC_FLEET, { "gold-fleet", "Gold-Handelsflotte", "goudvloot", "Gold Fleet" } },
	{ TC_FIELDS, { "fields", "Ackerland", "akkerland", "Fields" } },
	{ TC_FOREST, { "forest", "Wald", "bos", "Forest" } },
	{ TC_TOWN_HALL, { "town-hall", "Rathaus", "raadhuis", "Town Hall" } },
	{ TC_WATCHTOWER, { "watchtower", "Wachturm", "wachttoren", "Watchtower" } },
};

static const struct name_row type_rows[] = {
	{ TT_ROAD, { "road" } }, { TT_SETTLEMENT, { "settlement" } }, { TT_CITY, { "city" } },
	{ TT_REGION, { "region" } }, { TT_BUILDING, { "building" } }, { TT_KNIGHT, { "knight" } },
	{ TT_FLEET, { "fleet" } }, { TT_CANNON, { "cannon" } }, { TT_ACTION, { "action" } },
	{ TT_EVENT, { "event" } },
};

static const struct name_row resource_rows[] = {
	{ TR_LUMBER, { "lumber", "Holz", "hout", "Lumber" } },
	{ TR_BRICK, { "brick", "Lehm", "leem", "Brick" } },
	{ TR_GRAIN, { "grain", "Getreide", "graan", "Grain" } },
	{ TR_WOOL, { "wool", "Wolle", "wol", "Wool" } },
	{ TR_ORE, { "ore", "Erz", "erts", "Ore" } },
	{ TR_GOLD, { "gold", "Gold", "goud", "Gold" } },
};

static int same_name(const char *name, const char *text, size_t len)
{
	if (!name || strlen(name) != len)
		return 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char a = (unsigned char)name[i], b = (unsigned char)text[i];
		if (a < 0x80 && b < 0x80 && a >= 'A' && a <= 'Z')
			a = (unsigned char)(a - 'A' + 'a');
		if (a < 0x80 && b < 0x80 && b >= 'A' && b <= 'Z')
			b = (unsigned char)(b - 'A' + 'a');
		if (a != b)
			return 0;
	}
	return 1;
}

static int lookup(const struct name_row *rows, size_t n, const char *text, size_t len, int32_t *id)
{
	for (size_t i = 0; i < n; i++)
		for (int k = 0; k < 4; k++)
			if (same_name(rows[i].names[k], text, len)) {
				*id = rows[i].id;
				return 0;
			}
	return -1;
}

static int resolve_card(void *ctx, const char *text, size_t len, int32_t *id)
{
	(void)ctx;
	return lookup(card_rows, sizeof card_rows / sizeof card_rows[0], text, len, id);
}

static int resolve_type(void *ctx, const char *text, size_t len, int32_t *id)
{
	(void)ctx;
	return lookup(type_rows, sizeof type_rows / sizeof type_rows[0], text, len, id);
}

static int resolve_resource(void *ctx, const char *text, size_t len, int32_t *id)
{
	(void)ctx;
	return lookup(resource_rows, sizeof resource_rows / sizeof resource_rows[0], text, len, id);
}

/* Rule options: one of each kind the database has. */
static const struct { const char *key; int32_t id; const char *words; } option_rows[] = {
	{ "SPY_TAKES", TO_SPY_TAKES, "any|units-actions" },
	{ "HARBOR_OWN_C", TO_HARBOR_OWN_C, NULL },
	{ "UNIVERSITY_HAND_BONUS", TO_UNIVERSITY_HAND_BONUS, NULL },
	{ "BRIGAND_LOSES", TO_BRIGAND_LOSES, NULL },
	{ "CARAVAN_WITH", TO_CARAVAN_WITH, "supply|opponent" },
	{ "MARKTTAG_EFFECT", TO_MARKTTAG_EFFECT, "take-one|swap-one|none" },
};

static int resolve_option(void *ctx, const char *text, size_t len, int32_t *id, const char **words)
{
	(void)ctx;
	for (size_t i = 0; i < sizeof option_rows / sizeof option_rows[0]; i++)
		if (strlen(option_rows[i].key) == len && memcmp(option_rows[i].key, text, len) == 0) {
			*id = option_rows[i].id;
			*words = option_rows[i].words;
			return 0;
		}
	return -1;
}

/* ---- the test game's words ---- */

#define LIST(kind, words) \
	.list[kind] = words, .count[kind] = sizeof words / sizeof words[0]

static const struct effect_word faces[] = {
	{ "brigand", TEST_FACE_BRIGAND, 0 }, { "windmill", TEST_FACE_WINDMILL, 0 },
	{ "tournament", TEST_FACE_TOURNAMENT, 0 }, { "plenty", TEST_FACE_PLENTY, 0 },
	{ "event", TEST_FACE_EVENT, 0 }, { "barbarians", TEST_FACE_BARBARIANS, 0 },
	{ "science", TEST_FACE_SCIENCE, 0 }, { "trade", TEST_FACE_TRADE, 0 },
	{ "politics", TEST_FACE_POLITICS, 0 },
};

static const struct effect_word zones[] = {
	{ "hand", TEST_ZONE_HAND, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_RETURNED },
	{ "principality", TEST_ZONE_PRINCIPALITY, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_BUILT },
	{ "discard", TEST_ZONE_DISCARD, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_DESTROYED },
	{ "lands", TEST_ZONE_LANDS, EFFECT_ZONE_OF_PLAYER },
	{ "stack", TEST_ZONE_STACK, EFFECT_ZONE_OF_STACK },
	{ "stack-top", TEST_ZONE_STACK_TOP, EFFECT_ZONE_OF_STACK },
	{ "open-row", TEST_ZONE_OPEN_ROW, EFFECT_ZONE_PLAIN },
	{ "supply", TEST_ZONE_SUPPLY, EFFECT_ZONE_PLAIN },
	{ "out", TEST_ZONE_OUT, EFFECT_ZONE_PLAIN },
	{ "market", TEST_ZONE_MARKET, EFFECT_ZONE_PLAIN },
	{ "region-stack", TEST_ZONE_REGION_STACK, EFFECT_ZONE_PLAIN },
	{ "event-stack", TEST_ZONE_EVENT_STACK, EFFECT_ZONE_PLAIN },
};

static const struct effect_word modifiers[] = {
	{ "discount", TEST_MOD_DISCOUNT, EFFECT_SUBJECT_CARD },
	{ "hand-limit", TEST_MOD_HAND_LIMIT, EFFECT_SUBJECT_NONE },
	{ "strength", TEST_MOD_STRENGTH, EFFECT_SUBJECT_CARD },
	{ "tournament", TEST_MOD_TOURNAMENT, EFFECT_SUBJECT_CARD },
	{ "commerce", TEST_MOD_COMMERCE, EFFECT_SUBJECT_CARD },
	{ "vp", TEST_MOD_VP, EFFECT_SUBJECT_CARD },
	{ "trade-rate", TEST_MOD_TRADE_RATE, EFFECT_SUBJECT_RESOURCE },
	{ "search-price", TEST_MOD_SEARCH_PRICE, EFFECT_SUBJECT_NONE },
	{ "production", TEST_MOD_PRODUCTION, EFFECT_SUBJECT_CARD },
	{ "protected", TEST_MOD_PROTECTED, EFFECT_SUBJECT_TYPE },
	{ "draws", TEST_MOD_DRAWS, EFFECT_SUBJECT_NONE },
	{ "trades", TEST_MOD_TRADES, EFFECT_SUBJECT_NONE },
	{ "open-hand", TEST_MOD_OPEN_HAND, EFFECT_SUBJECT_NONE },
	{ "sees-draws", TEST_MOD_SEES_DRAWS, EFFECT_SUBJECT_NONE },
	{ "progress-limit", TEST_MOD_PROGRESS_LIMIT, EFFECT_SUBJECT_NONE },
};

static const struct effect_word points[] = {
	{ "vp", TEST_POINTS_VP, 0 }, { "strength", TEST_POINTS_STRENGTH, 0 },
	{ "tournament", TEST_POINTS_TOURNAMENT, 0 }, { "commerce", TEST_POINTS_COMMERCE, 0 },
	{ "progress", TEST_POINTS_PROGRESS, 0 },
};

static const struct effect_word advantages[] = {
	{ "strength", TEST_ADV_STRENGTH, 0 }, { "commerce", TEST_ADV_COMMERCE, 0 },
	{ "longest-road", TEST_ADV_LONGEST_ROAD, 0 }, { "largest-army", TEST_ADV_LARGEST_ARMY, 0 },
	{ "merchant", TEST_ADV_MERCHANT, 0 },
};

static const struct effect_word dice[] = {
	{ "production", TEST_DIE_PRODUCTION, 0 }, { "red", TEST_DIE_RED, 0 },
	{ "white", TEST_DIE_WHITE, 0 },
};

static const struct effect_word grants[] = {
	{ "choose-regions", TEST_GRANT_CHOOSE_REGIONS, 0 },
	{ "free-search", TEST_GRANT_FREE_SEARCH, 0 },
};

static const struct effect_word pieces[] = {
	{ "robber", TEST_PIECE_ROBBER, 0 }, { "merchant", TEST_PIECE_MERCHANT, 0 },
	{ "pirate", TEST_PIECE_PIRATE, 0 },
};

static const struct effect_word phases[] = {
	{ "before-roll", TEST_PHASE_BEFORE_ROLL, 0 }, { "action", TEST_PHASE_ACTION, 0 },
	{ "build-settlement", TEST_PHASE_BUILD_SETTLEMENT, 0 }, { "trade", TEST_PHASE_TRADE, 0 },
	{ "draw", TEST_PHASE_DRAW, 0 },
};

static const struct effect_word relations[] = {
	{ "near", TEST_REL_NEAR, EFFECT_RELATION_LISTED },
	{ "same-city", TEST_REL_SAME_CITY, 0 },
};

static const struct effect_word acts[] = { { "flip-destiny", TEST_A_FLIP_DESTINY, 0 } };

static const struct effect_word card_kinds[] = {
	{ "center", TEST_KIND_CENTER, 0 }, { "region", TEST_KIND_REGION, 0 },
	{ "building", TEST_KIND_BUILDING, 0 }, { "unit", TEST_KIND_UNIT, 0 },
	{ "action", TEST_KIND_ACTION, 0 }, { "event", TEST_KIND_EVENT, 0 },
	{ "resource", TEST_KIND_RESOURCE, 0 }, { "progress", TEST_KIND_PROGRESS, 0 },
	{ "marker", TEST_KIND_MARKER, 0 },
};

static const struct effect_word placements[] = {
	{ "center-row", TEST_PLACE_CENTER_ROW, 0 }, { "region-slot", TEST_PLACE_REGION_SLOT, 0 },
	{ "settlement", TEST_PLACE_SETTLEMENT, 0 }, { "city", TEST_PLACE_CITY, 0 },
	{ "opponent-city", TEST_PLACE_OPPONENT_CITY, 0 }, { "stack", TEST_PLACE_STACK, 0 },
	{ "none", TEST_PLACE_NONE, 0 },
};

const struct effect_words test_words = {
	LIST(EFFECT_WORD_FACE, faces),
	LIST(EFFECT_WORD_ZONE, zones),
	LIST(EFFECT_WORD_MODIFIER, modifiers),
	LIST(EFFECT_WORD_POINTS, points),
	LIST(EFFECT_WORD_ADVANTAGE, advantages),
	LIST(EFFECT_WORD_DIE, dice),
	LIST(EFFECT_WORD_GRANT, grants),
	LIST(EFFECT_WORD_PIECE, pieces),
	LIST(EFFECT_WORD_PHASE, phases),
	LIST(EFFECT_WORD_RELATION, relations),
	LIST(EFFECT_WORD_ACT, acts),
	LIST(EFFECT_WORD_CARD_KIND, card_kinds),
	LIST(EFFECT_WORD_PLACEMENT, placements),
};

const struct effect_resolver test_resolver = {
	NULL, resolve_card, resolve_type, resolve_resource, resolve_option, &test_words,
};

/* ---- what each test card is ---- */

static const struct { int32_t type, kind, placement, produces; } card_facts[TC_COUNT] = {
	[TC_ABBEY] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_SETTLEMENT, -1 },
	[TC_LIBRARY] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_CITY, -1 },
	[TC_UNIVERSITY] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_CITY, -1 },
	[TC_ARSONIST] = { TT_ACTION, TEST_KIND_ACTION, TEST_PLACE_NONE, -1 },
	[TC_BISHOP] = { TT_ACTION, TEST_KIND_ACTION, TEST_PLACE_NONE, -1 },
	[TC_SPY] = { TT_ACTION, TEST_KIND_ACTION, TEST_PLACE_NONE, -1 },
	[TC_PLAGUE] = { TT_EVENT, TEST_KIND_EVENT, TEST_PLACE_NONE, -1 },
	[TC_GARRISON] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_SETTLEMENT, -1 },
	[TC_KNIGHT] = { TT_KNIGHT, TEST_KIND_UNIT, TEST_PLACE_SETTLEMENT, -1 },
	[TC_FLEET] = { TT_FLEET, TEST_KIND_UNIT, TEST_PLACE_SETTLEMENT, -1 },
	[TC_FIELDS] = { TT_REGION, TEST_KIND_REGION, TEST_PLACE_REGION_SLOT, TR_GRAIN },
	[TC_FOREST] = { TT_REGION, TEST_KIND_REGION, TEST_PLACE_REGION_SLOT, TR_LUMBER },
	[TC_TOWN_HALL] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_CITY, -1 },
	[TC_WATCHTOWER] = { TT_BUILDING, TEST_KIND_BUILDING, TEST_PLACE_SETTLEMENT, -1 },
};

/* ---- the fake game ---- */

void fake_init(struct fake_game *g, int players)
{
	memset(g, 0, sizeof *g);
	g->players = players;
	for (int a = 0; a < TEST_ADV_COUNT; a++)
		g->holder[a] = EFFECT_NONE;
	for (int r = 0; r < TR_COUNT; r++)
		g->resource_ids[r] = r;
}

int32_t fake_add_card(struct fake_game *g, int32_t def, int32_t type, int32_t kind,
                      int32_t placement, int32_t produces, int32_t zone_kind, int32_t owner,
                      int32_t site, const struct effect_program *program)
{
	struct fake_card *c = &g->cards[g->ncards];
	c->def = def;
	c->type = type;
	c->kind = kind;
	c->placement = placement;
	c->produces = produces;
	c->program = program;
	c->zone = EFFECT_ZONE(zone_kind, owner);
	c->owner = owner;
	c->stock = 0;
	c->site = site;
	c->memory = EFFECT_NONE;
	return g->ncards++;
}

/* The slot of a resource id, or -1. */
static int slot_of(const struct fake_game *g, int32_t id)
{
	for (int r = 0; r < TR_COUNT; r++)
		if (g->resource_ids[r] == id)
			return r;
	return -1;
}

int32_t fake_add(struct fake_game *g, int32_t def, int32_t zone_kind, int32_t owner, int32_t site)
{
	return fake_add_card(g, def, card_facts[def].type, card_facts[def].kind,
	                     card_facts[def].placement, card_facts[def].produces, zone_kind, owner,
	                     site, NULL);
}

static void say(struct fake_game *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void say(struct fake_game *g, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(g->log + g->log_len, sizeof g->log - g->log_len, fmt, ap);
	va_end(ap);
	if (n > 0)
		g->log_len += (size_t)n < sizeof g->log - g->log_len ? (size_t)n : sizeof g->log - g->log_len - 1;
}

static int valid_card(const struct fake_game *g, int32_t c)
{
	return c >= 0 && c < g->ncards;
}

static int32_t fake_query(void *game, enum effect_query q, const int32_t *a);

/* As a game does it: the cards in the subject owner's principality say. */
static int32_t fake_immune(struct fake_game *g, int32_t subject, int32_t threat)
{
	int32_t owner = g->cards[subject].owner;
	for (int i = 0; i < g->ncards; i++) {
		const struct fake_card *c = &g->cards[i];
		struct effect_context ctx = { owner, i, EFFECT_NONE };
		if (c->program && c->owner == owner &&
		    c->zone == EFFECT_ZONE(TEST_ZONE_PRINCIPALITY, owner) &&
		    effect_immune(c->program, &ctx, threat, -1, subject, &test_host, g))
			return 1;
	}
	return 0;
}

static int32_t fake_query(void *game, enum effect_query q, const int32_t *a)
{
	struct fake_game *g = game;
	int valid_player = a[0] >= 0 && a[0] < g->players;
	switch (q) {
	case EFFECT_Q_ACTIVE:
		return g->active;
	case EFFECT_Q_OPTION:
		return a[0] >= 0 && a[0] < EFFECT_OPTION_MAX ? g->options[a[0]] : 0;
	case EFFECT_Q_ROLLED:
		return g->rolled > 0 ? g->rolled : EFFECT_NONE;
	case EFFECT_Q_OPPONENT:
		return valid_player ? (a[0] + 1) % g->players : EFFECT_NONE;
	case EFFECT_Q_RESOURCES: {
		if (!valid_player)
			return 0;
		if (a[1] != EFFECT_NONE)
			return slot_of(g, a[1]) < 0 ? 0 : g->resources[a[0]][slot_of(g, a[1])];
		int32_t total = 0;
		for (int r = 0; r < TR_COUNT; r++)
			total += g->resources[a[0]][r];
		return total;
	}
	case EFFECT_Q_ROOM:
		return valid_player && slot_of(g, a[1]) >= 0 ? 9 - g->resources[a[0]][slot_of(g, a[1])] : 0;
	case EFFECT_Q_STOCK:
		return valid_card(g, a[0]) ? g->cards[a[0]].stock : 0;
	case EFFECT_Q_POINTS:
		return valid_player && a[1] >= 0 && a[1] < TEST_POINTS_COUNT ? g->points[a[0]][a[1]] : 0;
	case EFFECT_Q_HOLDER:
		return a[0] >= 0 && a[0] < TEST_ADV_COUNT ? g->holder[a[0]] : EFFECT_NONE;
	case EFFECT_Q_CARD: {
		if (!valid_card(g, a[0]))
			return EFFECT_NONE;
		const struct fake_card *c = &g->cards[a[0]];
		switch (a[1]) {
		case EFFECT_ATTR_CARD: return c->def;
		case EFFECT_ATTR_TYPE: return c->type;
		case EFFECT_ATTR_KIND: return c->kind;
		case EFFECT_ATTR_PLACEMENT: return c->placement;
		case EFFECT_ATTR_OWNER: return c->owner;
		case EFFECT_ATTR_PRODUCES: return c->produces;
		default: return EFFECT_NONE;
		}
	}
	case EFFECT_Q_RELATION:
		if (!valid_card(g, a[0]) || !valid_card(g, a[1]) || a[0] == a[1])
			return 0;
		if (g->cards[a[0]].owner != g->cards[a[1]].owner)
			return 0;
		if (a[2] == TEST_REL_NEAR)
			return g->cards[a[0]].site - g->cards[a[1]].site <= 1 &&
			       g->cards[a[1]].site - g->cards[a[0]].site <= 1;
		return g->cards[a[0]].site / 4 == g->cards[a[1]].site / 4;
	case EFFECT_Q_IMMUNE:
		if (!valid_card(g, a[0]))
			return 0;
		if (g->use_programs)
			return fake_immune(g, a[0], a[1]);
		/* otherwise a Garrison makes a player's regions immune to everything */
		for (int i = 0; i < g->ncards; i++)
			if (g->cards[i].def == TC_GARRISON && g->cards[i].owner == g->cards[a[0]].owner &&
			    g->cards[a[0]].kind == TEST_KIND_REGION &&
			    EFFECT_ZONE_KIND(g->cards[i].zone) == TEST_ZONE_PRINCIPALITY)
				return 1;
		return 0;
	case EFFECT_Q_TOP:
		for (int i = 0; i < g->ncards; i++)
			if (g->cards[i].zone == a[0])
				return i;
		return EFFECT_NONE;
	case EFFECT_Q_PHASE:
		return g->phase == a[0];
	case EFFECT_Q_MEMORY:
		return valid_card(g, a[0]) ? g->cards[a[0]].memory : EFFECT_NONE;
	case EFFECT_Q_CARD_POINTS:
	case EFFECT_Q_NEAR_FIRST:   /* 0: cannot say; the interpreter walks near's list */
	case EFFECT_Q_NONE_IMMUNE:  /* 0: cannot say; the interpreter asks each card */
	case EFFECT_Q_SELECT_ANY:   /* 0: cannot say; the interpreter asks select */
	case EFFECT_Q_COUNT:
		break;
	}
	return 0;
}

static int32_t take_resources(struct fake_game *g, int32_t p, int32_t id, int32_t n)
{
	int r = slot_of(g, id);
	if (p < 0 || p >= g->players || r < 0 || n <= 0)
		return 0;
	int32_t done = n < g->resources[p][r] ? n : g->resources[p][r];
	g->resources[p][r] -= done;
	return done;
}

static int32_t give_resources(struct fake_game *g, int32_t p, int32_t id, int32_t n)
{
	int r = slot_of(g, id);
	if (p < 0 || p >= g->players || r < 0 || n <= 0)
		return 0;
	int32_t room = 9 - g->resources[p][r];
	int32_t done = n < room ? n : room;
	g->resources[p][r] += done;
	return done;
}

static int32_t fake_act(void *game, enum effect_act act, const int32_t *a)
{
	struct fake_game *g = game;
	switch (act) {
	case EFFECT_A_GAIN:
		say(g, "gain %d %d %d\n", a[0], a[1], a[2]);
		return give_resources(g, a[0], a[1], a[2]);
	case EFFECT_A_PAY:
		say(g, "pay %d %d %d\n", a[0], a[1], a[2]);
		return take_resources(g, a[0], a[1], a[2]);
	case EFFECT_A_TRANSFER: {
		say(g, "transfer %d %d %d %d\n", a[0], a[1], a[2], a[3]);
		int32_t n = take_resources(g, a[0], a[2], a[3]);
		return give_resources(g, a[1], a[2], n);
	}
	case EFFECT_A_MOVE: {
		if (!valid_card(g, a[0]))
			return 0;
		struct fake_card *c = &g->cards[a[0]];
		int32_t who = EFFECT_ZONE_WHO(a[1]);
		if (who == EFFECT_ZONE_NOBODY)
			return 0;
		if (who == EFFECT_ZONE_OWNER)
			who = c->owner;
		c->zone = EFFECT_ZONE(EFFECT_ZONE_KIND(a[1]), who);
		say(g, "move %d to %d/%d\n", a[0], EFFECT_ZONE_KIND(a[1]), who);
		return 1;
	}
	case EFFECT_A_SET_STOCK:
	case EFFECT_A_ADD_STOCK: {
		if (!valid_card(g, a[0]))
			return 0;
		int32_t v = act == EFFECT_A_SET_STOCK ? a[1] : g->cards[a[0]].stock + a[1];
		g->cards[a[0]].stock = v < 0 ? 0 : v > 3 ? 3 : v;
		say(g, "stock %d = %d\n", a[0], g->cards[a[0]].stock);
		return 1;
	}
	case EFFECT_A_SWAP:
		if (!valid_card(g, a[0]) || !valid_card(g, a[1]))
			return 0;
		say(g, "swap %d %d\n", a[0], a[1]);
		return 1;
	case EFFECT_A_REVEAL:
		say(g, "reveal %d/%d to %d\n", EFFECT_ZONE_KIND(a[0]), EFFECT_ZONE_WHO(a[0]), a[1]);
		return 1;
	case EFFECT_A_SET_DIE:
		say(g, "die %d = %d\n", a[0], a[1]);
		return 1;
	case EFFECT_A_REMEMBER:
		if (valid_card(g, a[0]))
			g->cards[a[0]].memory = a[1];
		say(g, "remember %d %d\n", a[0], a[1]);
		return 1;
	default:
		say(g, "act %d %d %d %d %d\n", (int)act, a[0], a[1], a[2], a[3]);
		return 1;
	}
}

static int fake_list(void *game, enum effect_list what, int32_t a, int32_t b, int32_t *out, int max)
{
	struct fake_game *g = game;
	int n = 0;
	switch (what) {
	case EFFECT_L_ZONE:
		if (g->huge_list > 0) {
			for (; n < max && n < g->huge_list; n++)
				out[n] = 0;
			return g->huge_list;
		}
		for (int i = 0; i < g->ncards && n < max; i++)
			if (g->cards[i].zone == a)
				out[n++] = i;
		return n;
	case EFFECT_L_RESOURCES:
		for (int r = 0; r < TR_COUNT && n < max; r++)
			out[n++] = g->resource_ids[r];
		return n;
	case EFFECT_L_PLAYERS:
		for (int i = 0; i < g->players && n < max; i++)
			out[n++] = (a + i) % g->players;
		return n;
	case EFFECT_L_STACKS:
		for (int s = 0; s < 4 && n < max; s++)
			out[n++] = s;
		return n;
	case EFFECT_L_COUNTERS:
		for (int i = 0; i < g->ncards && n < max; i++)
			if (g->cards[i].zone == EFFECT_ZONE(TEST_ZONE_HAND, a) && g->cards[i].def == TC_BISHOP &&
			    valid_card(g, b) && g->cards[b].def == TC_ARSONIST)
				out[n++] = i;
		return n;
	case EFFECT_L_SITES:
		for (int s = 0; s < 3 && n < max; s++)
			out[n++] = 100 + s;
		return n;
	case EFFECT_L_NEAR_FIRST:
		return 0;   /* lists nothing: each card is asked alone */
	case EFFECT_L_COUNT:
		break;
	}
	return 0;
}

static int32_t fake_roll(void *game, int32_t sides)
{
	struct fake_game *g = game;
	(void)sides;
	int32_t v = g->next_roll < g->nrolls ? g->rolls[g->next_roll++] : 6;
	say(g, "roll %d\n", v);
	return v;
}

const struct effect_host test_host = { fake_query, fake_act, fake_list, fake_roll, NULL, NULL,
                                       NULL };

/* ---- helpers ---- */

struct effect_program *compile_text(const char *text, char *errors, size_t size)
{
	struct diag_list diags = DIAG_LIST_INIT;
	struct effect_program *p = effect_compile(text, strlen(text), &test_resolver, NULL, &diags);
	if (errors && size) {
		struct strbuf all = STRBUF_INIT;
		for (size_t i = 0; i < diags.count; i++) {
			diag_format(&diags.items[i], &all);
			strbuf_putc(&all, '\n');
		}
		snprintf(errors, size, "%s", strbuf_str(&all));
		strbuf_free(&all);
	}
	diag_list_free(&diags);
	return p;
}

enum effect_status run_with_answers(const struct effect_program *p, size_t clause,
                                    struct fake_game *g, int32_t self, int32_t card,
                                    const int32_t *answers, int nanswers)
{
	struct effect_run run;
	struct effect_context ctx = { self, card, EFFECT_NONE };
	if (effect_start(&run, p, clause, &ctx) != 0)
		return EFFECT_ERROR;
	int used = 0;
	for (;;) {
		enum effect_status s = effect_run(&run, p, &test_host, g);
		if (s != EFFECT_PENDING)
			return s;
		int32_t answer = used < nanswers ? answers[used++] : run.decision.options[0];
		if (effect_answer(&run, answer) != 0)
			return EFFECT_ERROR;
	}
}
