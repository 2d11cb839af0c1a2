/*
 * compile: effect trees into programs.
 *
 * THE SURVEY. Before the grammar was fixed, every card of the rules was
 * read for what it needs: the principality base game (62 expansion cards and
 * 10 events), both theme sets, the fast card game's city expansions and city
 * events, and the 54 Cities & Knights progress cards. The forms below are
 * the union; catan-cards(5), "Forms the cards need", names the cards behind
 * each line (card names belong in data and documentation, not in C).
 *
 *   Triggers     play, build, remove, reveal (events), event FACE (each face
 *                of both event dice), production, turn-start, turn-end,
 *                opponent-plays FILTER (a defence against an opponent's
 *                card), attacked FILTER (counter cards), activate
 *                (once-a-turn abilities)
 *   Conditions   has (prerequisites), holds/holder (knight figure, windmill),
 *                points and comparisons (more victory points than you),
 *                count/exists over zones with filters, resources, room,
 *                stock, total-stock, phase (before the roll, while building),
 *                roll (duels, defences), resource-of (a region's kind) and
 *                with (an outer filter's subject kept for an inner filter)
 *   Effects      gain, pay, take, give, choose (card, resource, number,
 *                player, stack, yes/no, counter card, site), move between
 *                hand, principality, discard pile, stacks (top or under),
 *                open row, supply, market and out, destroy, return,
 *                set-stock and add-stock (turn a region), swap (regions,
 *                number tokens), reveal (look at a hand or stack), set-die,
 *                shuffle, cancel (a defence, "instead of"), grant (choose
 *                the new regions), discard-to-limit, flip-destiny,
 *                build-free, promote, place (robber, merchant), remember
 *                (a choice that lasts the turn), loops over players (roller
 *                first) and over cards, repeat
 *   Modifiers    discount (per card kind; the rules keep the floor), hand
 *                limit, strength, tournament, commerce, vp (per card),
 *                trade-rate (per resource), search-price, production
 *                (doubling next to a building), protected (the first knight
 *                or roads), draws, trades, open-hand, sees-draws,
 *                progress-limit; each either while the card lies in play
 *                (modify) or for the turn it is played (modify-turn)
 *   Immunity     immune THREAT FILTER, THREAT a die face or a test of the
 *                threatening card; effects test it with (exposed)
 *   Conditions   playable: when a card may be played at all
 *   of play
 *   Options      option, option-is: a rule option in force in the match, where
 *                sources disagree and the card holds every reading (what a
 *                card may take, with whom it trades, whether its own point
 *                counts, how large a bonus, which city event text); ungated:
 *                a card the rules' gate on action cards does not hold back
 *
 * The compiler turns each clause into a record (struct effect_clause) and
 * its handler or expressions into code (code.h). Names resolve in this
 * order: the program's own names (let, for), the fixed words of the
 * language, the game's words (struct effect_words: its zones, faces,
 * relations...), then, where the argument must be a resource, card type
 * or card, the resolver. Forms resolve likewise: the language's own, then
 * the game's zone, relation and act words. Each argument is compiled against the kind it must
 * have, so a wrong name is reported as "expected a resource, found "wod"".
 * After an error the compiler goes on with the next argument or form, so a
 * user sees every problem of a card at once; the program is then thrown
 * away.
 *
 * This file holds the clauses, the forms and what a name means; the code
 * itself is appended and tightened by emit.c, errors are worded by
 * errors.c, and what a finished program asks is read by program.c
 * (compiler.h is their shared inside).
 */
#include <stdlib.h>
#include <string.h>

#include "effect/compiler.h"
#include "core/i18n.h"

/* How an error names each kind of value. */
static const char *const kind_names[K_COUNT] = {
	[K_VOID] = N_("a statement"), [K_INT] = N_("a number"), [K_BOOL] = N_("a condition"),
	[K_PLAYER] = N_("a player"), [K_RESOURCE] = N_("a resource"), [K_CARD] = N_("a card"),
	[K_ZONE] = N_("a zone"), [K_STACK] = N_("a stack"), [K_TYPE] = N_("a card type"),
	[K_ANY] = N_("a value"), [K_ERROR] = N_("an error"),
	[W_POINTS] = N_("a point kind"), [W_ADVANTAGE] = N_("an advantage"), [W_DIE] = N_("a die"),
	[W_GRANT] = N_("a right"), [W_PIECE] = N_("a piece"), [W_PHASE] = N_("a phase"),
};

/* ---------------------------------------------------------------------------
 * The fixed words
 * ------------------------------------------------------------------------- */

static const struct word trigger_words[] = {
	{ "play", EFFECT_ON_PLAY }, { "build", EFFECT_ON_BUILD }, { "remove", EFFECT_ON_REMOVE },
	{ "reveal", EFFECT_ON_REVEAL }, { "event", EFFECT_ON_EVENT },
	{ "production", EFFECT_ON_PRODUCTION }, { "turn-start", EFFECT_ON_TURN_START },
	{ "turn-end", EFFECT_ON_TURN_END }, { "opponent-plays", EFFECT_ON_OPPONENT_PLAYS },
	{ "attacked", EFFECT_ON_ATTACKED }, { "activate", EFFECT_ON_ACTIVATE },
};

/* The word kind behind each word argument kind, and how an error names it. */
static const int8_t word_kind_of[K_COUNT] = {
	[K_VOID] = -1, [K_INT] = -1, [K_BOOL] = -1, [K_PLAYER] = -1, [K_RESOURCE] = -1,
	[K_CARD] = -1, [K_ZONE] = -1, [K_STACK] = -1, [K_TYPE] = -1, [K_ANY] = -1, [K_ERROR] = -1,
	[W_POINTS] = EFFECT_WORD_POINTS, [W_ADVANTAGE] = EFFECT_WORD_ADVANTAGE,
	[W_DIE] = EFFECT_WORD_DIE, [W_GRANT] = EFFECT_WORD_GRANT, [W_PIECE] = EFFECT_WORD_PIECE,
	[W_PHASE] = EFFECT_WORD_PHASE,
};

/* The kind of each modifier subject (enum effect_subject). */
static const uint8_t subject_kind[] = {
	[EFFECT_SUBJECT_NONE] = K_VOID, [EFFECT_SUBJECT_CARD] = K_CARD,
	[EFFECT_SUBJECT_RESOURCE] = K_RESOURCE, [EFFECT_SUBJECT_TYPE] = K_TYPE,
};

/* ---------------------------------------------------------------------------
 * Forms that are one host call: a question (OP_QUERY) or a change (OP_ACT)
 * with its arguments checked against their kinds (struct host_form)
 * ------------------------------------------------------------------------- */

const struct host_form host_forms[] = {
	/* questions */
	{ "opponent-of", OP_QUERY, EFFECT_Q_OPPONENT, K_PLAYER, 1, 1, { K_PLAYER }, 0, 0 },
	{ "resources", OP_QUERY, EFFECT_Q_RESOURCES, K_INT, 1, 2, { K_PLAYER, K_RESOURCE }, 0, 0 },
	{ "room", OP_QUERY, EFFECT_Q_ROOM, K_INT, 2, 2, { K_PLAYER, K_RESOURCE }, 0, 0 },
	{ "stock", OP_QUERY, EFFECT_Q_STOCK, K_INT, 1, 1, { K_CARD }, 0, 0 },
	{ "points", OP_QUERY, EFFECT_Q_POINTS, K_INT, 2, 2, { K_PLAYER, W_POINTS }, 0, 0 },
	{ "card-points", OP_QUERY, EFFECT_Q_CARD_POINTS, K_INT, 2, 2, { K_CARD, W_POINTS }, 0, 0 },
	{ "holder", OP_QUERY, EFFECT_Q_HOLDER, K_PLAYER, 1, 1, { W_ADVANTAGE }, 0, 0 },
	{ "owner", OP_QUERY, EFFECT_Q_CARD, K_PLAYER, 1, 1, { K_CARD }, F_EXTRA, EFFECT_ATTR_OWNER },
	{ "resource-of", OP_QUERY, EFFECT_Q_CARD, K_RESOURCE, 1, 1, { K_CARD }, F_EXTRA,
	  EFFECT_ATTR_PRODUCES },
	{ "top", OP_QUERY, EFFECT_Q_TOP, K_CARD, 1, 1, { K_ZONE }, 0, 0 },
	{ "phase", OP_QUERY, EFFECT_Q_PHASE, K_BOOL, 1, 1, { W_PHASE }, 0, 0 },
	{ "memory", OP_QUERY, EFFECT_Q_MEMORY, K_ANY, 0, 0, { 0 }, F_THIS, 0 },
	/* changes */
	{ "gain", OP_ACT, EFFECT_A_GAIN, K_INT, 3, 3, { K_PLAYER, K_RESOURCE, K_INT }, F_ACT, 0 },
	{ "pay", OP_ACT, EFFECT_A_PAY, K_INT, 3, 3, { K_PLAYER, K_RESOURCE, K_INT }, F_ACT, 0 },
	{ "take", OP_ACT, EFFECT_A_TRANSFER, K_INT, 4, 4,
	  { K_PLAYER, K_PLAYER, K_RESOURCE, K_INT }, F_ACT | F_SWAP, 0 },
	{ "give", OP_ACT, EFFECT_A_TRANSFER, K_INT, 4, 4,
	  { K_PLAYER, K_PLAYER, K_RESOURCE, K_INT }, F_ACT, 0 },
	{ "move", OP_ACT, EFFECT_A_MOVE, K_INT, 2, 2, { K_CARD, K_ZONE }, F_ACT, 0 },
	{ "set-stock", OP_ACT, EFFECT_A_SET_STOCK, K_INT, 2, 2, { K_CARD, K_INT }, F_ACT, 0 },
	{ "add-stock", OP_ACT, EFFECT_A_ADD_STOCK, K_INT, 2, 2, { K_CARD, K_INT }, F_ACT, 0 },
	{ "swap", OP_ACT, EFFECT_A_SWAP, K_INT, 2, 2, { K_CARD, K_CARD }, F_ACT, 0 },
	{ "reveal", OP_ACT, EFFECT_A_REVEAL, K_INT, 2, 2, { K_ZONE, K_PLAYER }, F_ACT, 0 },
	{ "set-die", OP_ACT, EFFECT_A_SET_DIE, K_INT, 2, 2, { W_DIE, K_INT }, F_ACT, 0 },
	{ "shuffle", OP_ACT, EFFECT_A_SHUFFLE, K_INT, 1, 1, { K_ZONE }, F_ACT, 0 },
	{ "cancel", OP_ACT, EFFECT_A_CANCEL, K_INT, 0, 0, { 0 }, F_ACT, 0 },
	{ "grant", OP_ACT, EFFECT_A_GRANT, K_INT, 2, 2, { K_PLAYER, W_GRANT }, F_ACT, 0 },
	{ "discard-to-limit", OP_ACT, EFFECT_A_DISCARD_TO_LIMIT, K_INT, 1, 1, { K_PLAYER }, F_ACT, 0 },
	{ "build-free", OP_ACT, EFFECT_A_BUILD_FREE, K_INT, 2, 2, { K_PLAYER, K_TYPE }, F_ACT, 0 },
	{ "promote", OP_ACT, EFFECT_A_PROMOTE, K_INT, 1, 1, { K_CARD }, F_ACT, 0 },
	{ "place", OP_ACT, EFFECT_A_PLACE, K_INT, 3, 3, { W_PIECE, K_PLAYER, K_INT }, F_ACT, 0 },
	{ "remember", OP_ACT, EFFECT_A_REMEMBER, K_INT, 1, 1, { K_ANY }, F_ACT | F_THIS, 0 },
};

const size_t host_form_count = sizeof host_forms / sizeof host_forms[0];

/* Runs for every form name of every table the compiler searches, so it
 * stops at the first differing byte instead of measuring word first. */
static int is_symbol(const struct compiler *c, const struct node *n, const char *word)
{
	if (!n || n->kind != NODE_SYMBOL)
		return 0;
	const char *text = c->tree->text + n->start;
	return text[0] == word[0] && strncmp(text, word, n->len) == 0 && word[n->len] == '\0';
}

static int find_word(const struct compiler *c, const struct node *n, const struct word *words,
                     size_t count)
{
	if (!n || n->kind != NODE_SYMBOL)
		return -1;
	for (size_t i = 0; i < count; i++)
		if (is_symbol(c, n, words[i].name))
			return (int)i;
	return -1;
}

/* The game's word of kind that n spells, or NULL. */
static const struct effect_word *game_word(const struct compiler *c, const struct node *n,
                                           enum effect_word_kind kind)
{
	if (!n || n->kind != NODE_SYMBOL)
		return NULL;
	const struct effect_word *list = c->words->list[kind];
	for (size_t i = 0; list && i < c->words->count[kind]; i++)
		if (list[i].name && is_symbol(c, n, list[i].name))
			return &list[i];
	return NULL;
}

/* A zone word of the game with the shape (enum effect_zone_role) given. */
static const struct effect_word *zone_word(const struct compiler *c, const struct node *n,
                                           uint32_t shape)
{
	const struct effect_word *w = game_word(c, n, EFFECT_WORD_ZONE);
	return w && (w->role & EFFECT_ZONE_SHAPE) == shape ? w : NULL;
}

/* The head word of a list node, or NULL. */
static const struct node *head_of(const struct compiler *c, const struct node *n)
{
	const struct node *head = n && n->kind == NODE_LIST ? node_child(c->tree, n, 0) : NULL;
	return head && head->kind == NODE_SYMBOL ? head : NULL;
}

/* ---------------------------------------------------------------------------
 * Names
 * ------------------------------------------------------------------------- */

static const struct local *find_local(const struct compiler *c, const struct node *n)
{
	if (n->kind != NODE_SYMBOL)
		return NULL;
	for (int i = c->local_count - 1; i >= 0; i--) {
		const struct local *l = &c->locals[i];
		if (l->len == n->len && memcmp(c->tree->text + l->start, c->tree->text + n->start, n->len) == 0)
			return l;
	}
	return NULL;
}

/* A slot for a hidden counter or a name, or -1 after an error. */
static int32_t new_slot(struct compiler *c, const struct node *at)
{
	if (c->next_slot >= EFFECT_LOCAL_MAX) {
		error_at(c, at, _("too many names and loops (at most %d)"), EFFECT_LOCAL_MAX);
		return -1;
	}
	return c->next_slot++;
}

static int resolve(const struct compiler *c, const struct node *n,
                   int (*fn)(void *, const char *, size_t, int32_t *), int32_t *id)
{
	if (!fn || (n->kind != NODE_SYMBOL && n->kind != NODE_STRING))
		return -1;
	return fn(c->resolver->ctx, c->tree->text + n->start, n->len, id);
}

/* ---------------------------------------------------------------------------
 * Expressions
 * ------------------------------------------------------------------------- */

static uint8_t expr(struct compiler *c, const struct node *n, uint8_t want);
static void body(struct compiler *c, const struct node *list, int from);

static int compatible(uint8_t have, uint8_t want)
{
	if (have == want || want == K_ANY || have == K_ANY || have == K_ERROR || want == K_ERROR)
		return 1;
	if ((have == K_INT || have == K_BOOL) && (want == K_INT || want == K_BOOL))
		return 1;
	/* stacks are numbered: a number names one */
	return have == K_INT && want == K_STACK;
}

/* Checks the kind an expression produced against the one wanted. */
static uint8_t check(struct compiler *c, const struct node *n, uint8_t have, uint8_t want)
{
	if (want == K_VOID)
		return have; /* a statement: any value is dropped */
	if (compatible(have, want))
		return have == K_ERROR || want == K_ANY ? have : want;
	if (n->kind == NODE_LIST)
		error_at(c, n, _("expected %s, found %s"), _(kind_names[want]), _(kind_names[have]));
	else
		error_expected(c, n, _(kind_names[want]));
	return K_ERROR;
}

/* Pushes a word argument's constant. */
static uint8_t word_argument(struct compiler *c, const struct node *n, uint8_t want)
{
	const struct effect_word *w = game_word(c, n, (enum effect_word_kind)word_kind_of[want]);
	if (!w) {
		error_expected_word(c, n, _(kind_names[want]), (enum effect_word_kind)word_kind_of[want]);
		emit2(c, OP_PUSH, EFFECT_NONE);
		return K_ERROR;
	}
	emit2(c, OP_PUSH, w->value);
	return want;
}

/* A name the database defines: a resource or a card type, as a word or,
 * for names with spaces or letters beyond ASCII, in double quotes. */
static uint8_t name(struct compiler *c, const struct node *n, uint8_t want)
{
	int32_t id;
	if ((want == K_RESOURCE || want == K_ANY) && resolve(c, n, c->resolver->resource, &id) == 0) {
		emit2(c, OP_PUSH, id);
		return K_RESOURCE;
	}
	if ((want == K_TYPE || want == K_ANY) && resolve(c, n, c->resolver->type, &id) == 0) {
		emit2(c, OP_PUSH, id);
		return K_TYPE;
	}
	error_expected(c, n, want == K_ANY || want == K_VOID ? _("a value") : _(kind_names[want]));
	emit2(c, OP_PUSH, EFFECT_NONE);
	return K_ERROR;
}

static uint8_t symbol(struct compiler *c, const struct node *n, uint8_t want)
{
	const struct local *l = find_local(c, n);
	if (l) {
		emit2(c, OP_LOCAL, l->slot);
		return check(c, n, l->kind, want);
	}
	if (is_symbol(c, n, "self")) {
		emit(c, OP_SELF);
		return check(c, n, K_PLAYER, want);
	}
	if (is_symbol(c, n, "opponent")) {
		emit(c, OP_SELF);
		emit(c, OP_QUERY);
		emit2(c, EFFECT_Q_OPPONENT, 1);
		return check(c, n, K_PLAYER, want);
	}
	if (is_symbol(c, n, "active")) {
		emit(c, OP_QUERY);
		emit2(c, EFFECT_Q_ACTIVE, 0);
		return check(c, n, K_PLAYER, want);
	}
	if (is_symbol(c, n, "none")) {
		emit2(c, OP_PUSH, EFFECT_NONE);
		return want == K_VOID ? check(c, n, K_ANY, want) : (want == K_ANY ? K_ANY : want);
	}
	if (is_symbol(c, n, "this") || is_symbol(c, n, "trigger")) {
		emit(c, is_symbol(c, n, "this") ? OP_THIS : OP_TRIGGER);
		return check(c, n, K_CARD, want);
	}
	if (is_symbol(c, n, "subject")) {
		if (c->subject == K_VOID) {
			error_at(c, n, _("\"subject\" is only defined in a filter or a modifier with a subject"));
			return K_ERROR;
		}
		emit(c, OP_SUBJECT);
		return check(c, n, c->subject, want);
	}
	if (is_symbol(c, n, "value")) {
		if (!c->has_value) {
			error_at(c, n, _("\"value\" is only defined in a modifier"));
			return K_ERROR;
		}
		emit(c, OP_VALUE);
		return check(c, n, K_INT, want);
	}
	const struct effect_word *zone = zone_word(c, n, EFFECT_ZONE_PLAIN);
	if (zone) {
		emit2(c, OP_PUSH, EFFECT_ZONE(zone->value, 0));
		return check(c, n, K_ZONE, want);
	}
	if (want >= W_POINTS && want <= W_PHASE)
		return word_argument(c, n, want);
	return name(c, n, want);
}

/* The conditions of a filter: the nodes of list from from on, count of
 * them, with the arguments of an "and" among them in its place, into
 * out[] (max); returns how many, or -1 when they do not fit. */
static int conditions(const struct compiler *c, const struct node *list, int from, int count,
                      const struct node **out, int max)
{
	int n = 0;
	for (int i = 0; i < count; i++) {
		const struct node *cond = node_child(c->tree, list, from + i);
		if (is_symbol(c, head_of(c, cond), "and") && cond->count >= 2 && cond->count <= 256) {
			int more = conditions(c, cond, 1, cond->count - 1, out + n, max - n);
			if (more < 0)
				return -1;
			n += more;
		} else if (n < max) {
			out[n++] = cond;
		} else {
			return -1;
		}
	}
	return n;
}

/* Compiles a pure block (filter, condition, modifier body) where it stands:
 * the code jumps over it, and the block's entry is returned. The
 * conditions of a filter are one "and": each that is a filter test's
 * shape becomes the test (emit_test), any other is followed by OP_CHECK,
 * or, the last, by OP_RETURN with its value; after a last test, OP_PASS.
 * A clause's block (clause) puts its attribute tests first. */
static int32_t pure_block(struct compiler *c, const struct node *list, int from, int count,
                          uint8_t subject, uint8_t want, bool clause)
{
	size_t over = emit_jump(c, OP_JUMP);
	int32_t entry = (int32_t)c->len;
	uint8_t saved_subject = c->subject, saved_pure = c->pure;
	c->subject = subject;
	c->pure = 1;
	const struct node *conds[256];
	int n = want == K_BOOL ? conditions(c, list, from, count, conds, 256) : -1;
	bool flat = n >= 0, tests = true, last_test = false;
	if (!flat)
		n = count;   /* a value (a modifier's body), or more conditions than fit */
	for (int i = 0; i < n; i++) {
		size_t at = c->len;
		expr(c, flat ? conds[i] : node_child(c->tree, list, from + i), want);
		last_test = want == K_BOOL && emit_test(c, at);
		if (last_test)
			continue;
		tests = false;
		emit(c, i + 1 < n ? OP_CHECK : OP_RETURN);
	}
	if (clause && tests && n > 0)
		emit_attributes_first(c, (size_t)entry);
	if (n == 0 || last_test)
		emit(c, OP_PASS);
	c->subject = saved_subject;
	c->pure = saved_pure;
	emit_patch(c, over);
	return entry;
}

/* SOURCE := ZONE | (in ZONE FILTER...). Pushes the zone, returns the filter entry. */
static int32_t source(struct compiler *c, const struct node *n)
{
	if (is_symbol(c, head_of(c, n), "in")) {
		if (n->count < 2) {
			error_at(c, n, _("\"in\" takes a zone and filters, found nothing"));
			emit2(c, OP_PUSH, EFFECT_NONE);
			return -1;
		}
		expr(c, node_child(c->tree, n, 1), K_ZONE);
		return n->count > 2 ? pure_block(c, n, 2, n->count - 2, K_CARD, K_BOOL, false) : -1;
	}
	expr(c, n, K_ZONE);
	return -1;
}

static int arity(struct compiler *c, const struct node *n, const char *name, int min, int max)
{
	int args = n->count - 1;
	if (args >= min && args <= max)
		return 1;
	if (min == max)
		error_at(c, n, ngettext("\"%s\" takes %d argument, found %d",
		                        "\"%s\" takes %d arguments, found %d", (unsigned long)min),
		         name, min, args);
	else if (max > 99)
		error_at(c, n, ngettext("\"%s\" takes at least %d argument, found %d",
		                        "\"%s\" takes at least %d arguments, found %d", (unsigned long)min),
		         name, min, args);
	else
		error_at(c, n, _("\"%s\" takes %d to %d arguments, found %d"), name, min, max, args);
	return 0;
}

static const struct node *arg(const struct compiler *c, const struct node *n, int i)
{
	return node_child(c->tree, n, i);
}

static int not_in_pure(struct compiler *c, const struct node *n, const char *name)
{
	if (!c->pure)
		return 1;
	error_at(c, n, _("\"%s\" acts on the match: not allowed in a filter, modifier or condition"), name);
	return 0;
}

static uint8_t host_call(struct compiler *c, const struct node *n, const struct host_form *f)
{
	if (f->flags & F_ACT)
		not_in_pure(c, n, f->name);
	if (!arity(c, n, f->name, f->min, f->max))
		return f->result;
	int argc = 0;
	size_t from = c->len;
	if (f->flags & F_THIS) {
		emit(c, OP_THIS);
		argc++;
	}
	int given = n->count - 1;
	/* F_SWAP: (take TO FROM ...) calls transfer(from, to, ...) */
	for (int i = 0; i < f->max; i++) {
		int src = i;
		if ((f->flags & F_SWAP) && i < 2)
			src = 1 - i;
		if (src < given)
			expr(c, arg(c, n, src + 1), f->args[src]);
		else
			emit2(c, OP_PUSH, EFFECT_NONE);
		argc++;
	}
	if (f->flags & F_EXTRA) {
		emit2(c, OP_PUSH, f->extra);
		argc++;
	}
	if (f->op == OP_ACT) {
		emit_act(c, from, f->code, argc);
	} else {
		emit(c, f->op);
		emit2(c, f->code, argc);
	}
	return f->result;
}

/* ---- special forms: each returns the kind of its value ---- */

static uint8_t form_arith(struct compiler *c, const struct node *n, const char *name, int32_t op)
{
	int unary_minus = op == OP_SUB && n->count == 2;
	if (!arity(c, n, name, unary_minus ? 1 : 2, op == OP_DIV ? 2 : 255))
		return K_INT;
	if (unary_minus) {
		emit2(c, OP_PUSH, 0);
		expr(c, arg(c, n, 1), K_INT);
		emit(c, OP_SUB);
		return K_INT;
	}
	expr(c, arg(c, n, 1), K_INT);
	for (int i = 2; i < n->count; i++) {
		expr(c, arg(c, n, i), K_INT);
		emit(c, op);
	}
	return K_INT;
}

static uint8_t form_compare(struct compiler *c, const struct node *n, const char *name, int32_t op)
{
	if (!arity(c, n, name, 2, 2))
		return K_BOOL;
	if (op == OP_EQ || op == OP_NE) {
		uint8_t k = expr(c, arg(c, n, 1), K_ANY);
		if (k == K_BOOL)
			k = K_INT;
		expr(c, arg(c, n, 2), k == K_ERROR ? K_ANY : k);
	} else {
		expr(c, arg(c, n, 1), K_INT);
		expr(c, arg(c, n, 2), K_INT);
	}
	emit(c, op);
	return K_BOOL;
}

static uint8_t form_and_or(struct compiler *c, const struct node *n, int is_and)
{
	if (!arity(c, n, is_and ? "and" : "or", 1, 255))
		return K_BOOL;
	size_t exits[EFFECT_DEPTH_MAX * 4];
	int nexits = 0;
	for (int i = 1; i < n->count; i++) {
		expr(c, arg(c, n, i), K_BOOL);
		if (!is_and)
			emit(c, OP_NOT);
		if (nexits < (int)(sizeof exits / sizeof exits[0]))
			exits[nexits++] = emit_jump(c, OP_JUMP_IF_NOT);
	}
	emit2(c, OP_PUSH, is_and ? 1 : 0);
	size_t done = emit_jump(c, OP_JUMP);
	for (int i = 0; i < nexits; i++)
		emit_patch(c, exits[i]);
	emit2(c, OP_PUSH, is_and ? 0 : 1);
	emit_patch(c, done);
	return K_BOOL;
}

static uint8_t form_not(struct compiler *c, const struct node *n)
{
	if (arity(c, n, "not", 1, 1)) {
		expr(c, arg(c, n, 1), K_BOOL);
		emit(c, OP_NOT);
	}
	return K_BOOL;
}

/* A statement, in its own scope; n is a single statement. */
static void statement(struct compiler *c, const struct node *n)
{
	uint8_t k = expr(c, n, K_VOID);
	if (k != K_VOID)
		emit(c, OP_POP);
}

/* The statements of list from index from on, as one scope: names bound by
 * let live until the end of the list. */
static void body(struct compiler *c, const struct node *list, int from)
{
	int saved_locals = c->local_count;
	int32_t saved_slot = c->next_slot;
	for (const struct node *n = node_child(c->tree, list, from); n; n = node_next(c->tree, n))
		statement(c, n);
	c->local_count = saved_locals;
	c->next_slot = saved_slot;
}

/* (if C A [B]): with want K_VOID a statement (B optional), else an
 * expression whose branches have one kind. */
static uint8_t form_if(struct compiler *c, const struct node *n, uint8_t want)
{
	if (!arity(c, n, "if", want == K_VOID ? 2 : 3, 3))
		return K_ERROR;
	expr(c, arg(c, n, 1), K_BOOL);
	size_t to_else = emit_jump(c, OP_JUMP_IF_NOT);
	if (want == K_VOID) {
		statement(c, arg(c, n, 2));
		if (n->count == 4) {
			size_t to_end = emit_jump(c, OP_JUMP);
			emit_patch(c, to_else);
			statement(c, arg(c, n, 3));
			emit_patch(c, to_end);
		} else {
			emit_patch(c, to_else);
		}
		return K_VOID;
	}
	uint8_t kind = expr(c, arg(c, n, 2), want);
	size_t to_end = emit_jump(c, OP_JUMP);
	emit_patch(c, to_else);
	expr(c, arg(c, n, 3), kind == K_ERROR ? want : kind);
	emit_patch(c, to_end);
	return kind;
}

static uint8_t form_when(struct compiler *c, const struct node *n, int unless)
{
	if (!arity(c, n, unless ? "unless" : "when", 2, 255))
		return K_VOID;
	expr(c, arg(c, n, 1), K_BOOL);
	if (unless)
		emit(c, OP_NOT);
	size_t to_end = emit_jump(c, OP_JUMP_IF_NOT);
	body(c, n, 2);
	emit_patch(c, to_end);
	return K_VOID;
}

static int is_fixed_word(const struct compiler *c, const struct node *n)
{
	static const char *const reserved[] = {
		"self", "opponent", "active", "none", "this", "trigger", "subject", "value",
		"each", "others", "optional",
	};
	for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
		if (is_symbol(c, n, reserved[i]))
			return 1;
	return zone_word(c, n, EFFECT_ZONE_PLAIN) != NULL;
}

/* Binds name to the value in slot, for the rest of the current scope. */
static void bind(struct compiler *c, const struct node *name, uint8_t kind, int32_t slot)
{
	if (c->local_count >= EFFECT_LOCAL_MAX) {
		error_at(c, name, _("too many names (at most %d)"), EFFECT_LOCAL_MAX);
		return;
	}
	struct local *l = &c->locals[c->local_count++];
	l->start = name->start;
	l->len = name->len;
	l->kind = kind;
	l->slot = slot;
}

static int check_name(struct compiler *c, const struct node *name)
{
	if (name->kind != NODE_SYMBOL) {
		error_expected(c, name, _("a name"));
		return 0;
	}
	if (is_fixed_word(c, name)) {
		error_expected(c, name, _("a name that is not a word of the language"));
		return 0;
	}
	return 1;
}

static uint8_t form_let(struct compiler *c, const struct node *n)
{
	if (!arity(c, n, "let", 2, 2))
		return K_VOID;
	const struct node *name = arg(c, n, 1);
	int named = check_name(c, name);
	uint8_t kind = expr(c, arg(c, n, 2), K_ANY);
	if (kind == K_VOID) {
		error_at(c, arg(c, n, 2), "%s", _("expected a value, found a statement"));
		kind = K_ERROR;
	}
	int32_t slot = new_slot(c, n);
	if (slot < 0 || !named) {
		emit(c, OP_POP);
		return K_VOID;
	}
	emit2(c, OP_SET_LOCAL, slot);
	bind(c, name, kind == K_BOOL ? K_INT : kind, slot);
	return K_VOID;
}

/* (with NAME VALUE EXPR): EXPR with NAME bound to VALUE. Unlike let it is
 * an expression, so it may stand in a filter, a modifier or a condition,
 * where it keeps a value (the subject of an outer filter) for an inner one. */
static uint8_t form_with(struct compiler *c, const struct node *n, uint8_t want)
{
	if (!arity(c, n, "with", 3, 3)) {
		emit2(c, OP_PUSH, EFFECT_NONE);
		return K_ERROR;
	}
	const struct node *name = arg(c, n, 1);
	int named = check_name(c, name);
	uint8_t kind = expr(c, arg(c, n, 2), K_ANY);
	if (kind == K_VOID) {
		error_at(c, arg(c, n, 2), "%s", _("expected a value, found a statement"));
		kind = K_ERROR;
	}
	int saved_locals = c->local_count;
	int32_t saved_slot = c->next_slot;
	int32_t slot = new_slot(c, n);
	if (slot < 0) {
		emit(c, OP_POP);
	} else {
		emit2(c, OP_SET_LOCAL, slot);
		if (named)
			bind(c, name, kind == K_BOOL ? K_INT : kind, slot);
	}
	uint8_t result = expr(c, arg(c, n, 3), want);
	c->local_count = saved_locals;
	c->next_slot = saved_slot;
	return result;
}

static uint8_t form_repeat(struct compiler *c, const struct node *n)
{
	if (!not_in_pure(c, n, "repeat") || !arity(c, n, "repeat", 2, 255))
		return K_VOID;
	expr(c, arg(c, n, 1), K_INT);
	int32_t counter = new_slot(c, n);
	if (counter < 0) {
		emit(c, OP_POP);
		return K_VOID;
	}
	emit2(c, OP_SET_LOCAL, counter);
	int32_t top = (int32_t)c->len;
	emit2(c, OP_COUNTDOWN, counter);
	size_t to_end = c->len;
	emit(c, -1);
	body(c, n, 2);
	emit2(c, OP_JUMP, top);
	emit_patch(c, to_end);
	c->next_slot = counter; /* the counter is free again */
	return K_VOID;
}

/* (for NAME each|others S...) and (for-card NAME SOURCE S...). */
static uint8_t form_for(struct compiler *c, const struct node *n, int cards)
{
	const char *name = cards ? "for-card" : "for";
	if (!not_in_pure(c, n, name) || !arity(c, n, name, 3, 255))
		return K_VOID;
	if (c->loop_depth >= EFFECT_LOOP_MAX) {
		error_at(c, n, _("loops nest at most %d deep"), EFFECT_LOOP_MAX);
		return K_VOID;
	}
	int saved_locals = c->local_count;
	int32_t saved_slot = c->next_slot;
	int32_t list_slot = c->loop_depth++;
	const struct node *var = arg(c, n, 1), *what = arg(c, n, 2);
	int named = check_name(c, var);
	if (cards) {
		int32_t filter = source(c, what);
		emit(c, OP_LIST_CARDS);
		emit2(c, list_slot, filter);
	} else {
		int others = is_symbol(c, what, "others");
		if (!others && !is_symbol(c, what, "each"))
			error_expected(c, what, _("\"each\" or \"others\""));
		emit(c, OP_LIST_PLAYERS);
		emit2(c, list_slot, others);
	}
	int32_t index = new_slot(c, n), value = new_slot(c, n);
	if (index >= 0 && value >= 0) {
		emit2(c, OP_PUSH, 0);
		emit2(c, OP_SET_LOCAL, index);
		if (named)
			bind(c, var, cards ? K_CARD : K_PLAYER, value);
		int32_t top = (int32_t)c->len;
		emit(c, OP_NEXT);
		emit2(c, list_slot, index);
		emit(c, value);
		size_t to_end = c->len;
		emit(c, -1);
		body(c, n, 3);
		emit2(c, OP_JUMP, top);
		emit_patch(c, to_end);
		if (cards)
			emit_each(c, (size_t)top);
	}
	c->loop_depth--;
	c->local_count = saved_locals;
	c->next_slot = saved_slot;
	return K_VOID;
}

static uint8_t form_require(struct compiler *c, const struct node *n)
{
	if (!not_in_pure(c, n, "require") || !arity(c, n, "require", 1, 255))
		return K_VOID;
	for (int i = 1; i < n->count; i++) {
		expr(c, arg(c, n, i), K_BOOL);
		emit(c, OP_REQUIRE);
	}
	return K_VOID;
}

/* (count SOURCE), (exists SOURCE), (total-stock SOURCE). */
static uint8_t form_aggregate(struct compiler *c, const struct node *n, const char *name)
{
	int exists = strcmp(name, "exists") == 0;
	if (!arity(c, n, name, 1, 1)) {
		emit2(c, OP_PUSH, 0);
		return exists ? K_BOOL : K_INT;
	}
	size_t from = c->len;
	int32_t filter = source(c, arg(c, n, 1));
	if (exists) {
		emit2(c, OP_EXISTS, filter);
		emit_exists_of(c, from);
		return K_BOOL;
	}
	emit2(c, strcmp(name, "total-stock") == 0 ? OP_TOTAL_STOCK : OP_COUNT, filter);
	return K_INT;
}

/* Emits OP_IN over the arguments of n from index from, each resolved by
 * lookup: the game's words of kind words (-1: none), else the resolver's fn. */
static void emit_in(struct compiler *c, const struct node *n, int from, const char *what,
                    int words, int (*fn)(void *, const char *, size_t, int32_t *))
{
	int32_t values[32];
	int count = 0;
	for (int i = from; i < n->count; i++) {
		const struct node *a = arg(c, n, i);
		int32_t id = EFFECT_NONE;
		int found;
		if (words >= 0) {
			const struct effect_word *w = game_word(c, a, (enum effect_word_kind)words);
			found = w != NULL;
			if (found)
				id = w->value;
		} else {
			found = resolve(c, a, fn, &id) == 0;
		}
		if (!found && words >= 0)
			error_expected_word(c, a, what, (enum effect_word_kind)words);
		else if (!found)
			error_expected(c, a, what);
		else if (count == (int)(sizeof values / sizeof values[0]))
			error_at(c, a, _("at most 32 values in one test"));
		else
			values[count++] = id;
	}
	emit2(c, OP_IN, count);
	for (int i = 0; i < count; i++)
		emit(c, values[i]);
}

/* The predicates over the subject card of a filter. */
static int card_subject(struct compiler *c, const struct node *n, const char *name)
{
	if (c->subject == K_CARD)
		return 1;
	if (c->subject == K_VOID)
		error_at(c, n, _("\"%s\" tests the card a filter looks at; there is none here"), name);
	else
		error_at(c, n, _("\"%s\" tests a card, but here the subject is %s"), name,
		         _(kind_names[c->subject]));
	return 0;
}

/* Whether an argument of n (from index 1 on) is known only when the
 * effect runs: a name the effect bound, or a form. */
static int computed_argument(const struct compiler *c, const struct node *n)
{
	for (int i = 1; i < n->count; i++) {
		const struct node *a = arg(c, n, i);
		if (a->kind == NODE_LIST || find_local(c, a))
			return 1;
	}
	return 0;
}

static uint8_t form_attribute(struct compiler *c, const struct node *n, const char *name)
{
	int ok = card_subject(c, n, name) & arity(c, n, name, 1, 255);
	if (!ok) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	if (strcmp(name, "type") == 0) {
		emit2(c, OP_ATTR, EFFECT_ATTR_TYPE);
		emit_in(c, n, 1, _("a card type"), -1, c->resolver->type);
	} else if (strcmp(name, "kind") == 0) {
		emit2(c, OP_ATTR, EFFECT_ATTR_KIND);
		emit_in(c, n, 1, _("a card kind"), EFFECT_WORD_CARD_KIND, NULL);
	} else if (strcmp(name, "card") == 0) {
		emit2(c, OP_ATTR, EFFECT_ATTR_CARD);
		emit_in(c, n, 1, _("a card name"), -1, c->resolver->card);
	} else if (strcmp(name, "placement") == 0) {
		emit2(c, OP_ATTR, EFFECT_ATTR_PLACEMENT);
		emit_in(c, n, 1, _("a placement"), EFFECT_WORD_PLACEMENT, NULL);
	} else if (!computed_argument(c, n)) {
		emit2(c, OP_ATTR, EFFECT_ATTR_PRODUCES);
		emit_in(c, n, 1, _("a resource"), -1, c->resolver->resource);
	} else {
		/* a resource known only when the effect runs (a bound name,
		 * a form such as resource-of): compare one by one */
		for (int i = 1; i < n->count; i++) {
			emit2(c, OP_ATTR, EFFECT_ATTR_PRODUCES);
			expr(c, arg(c, n, i), K_RESOURCE);
			emit(c, OP_EQ);
			if (i > 1)
				emit(c, OP_MAX);
		}
	}
	return K_BOOL;
}

/* The game's relation forms: (near CARD), (same-city CARD)... */
static uint8_t form_relation(struct compiler *c, const struct node *n, const struct effect_word *w)
{
	const char *name = w->name;
	int32_t relation = w->value;
	if (!(card_subject(c, n, name) & arity(c, n, name, 1, 1))) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	emit(c, OP_SUBJECT);
	expr(c, arg(c, n, 1), K_CARD);
	emit2(c, OP_PUSH, relation);
	emit(c, OP_QUERY);
	emit2(c, EFFECT_Q_RELATION, 3);
	return K_BOOL;
}

static uint8_t form_exposed(struct compiler *c, const struct node *n)
{
	if (!(card_subject(c, n, "exposed") & arity(c, n, "exposed", 0, 0))) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	emit(c, OP_SUBJECT);
	emit(c, OP_THIS);
	emit(c, OP_QUERY);
	emit2(c, EFFECT_Q_IMMUNE, 2);
	emit(c, OP_NOT);
	return K_BOOL;
}

static uint8_t form_owned_by(struct compiler *c, const struct node *n)
{
	if (!(card_subject(c, n, "owned-by") & arity(c, n, "owned-by", 1, 1))) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	emit2(c, OP_ATTR, EFFECT_ATTR_OWNER);
	expr(c, arg(c, n, 1), K_PLAYER);
	emit(c, OP_EQ);
	return K_BOOL;
}

/* ---- rule options ---- */

/* The position of the word text[0..len) in a '|'-separated list, or -1. */
static int word_position(const char *words, const char *text, size_t len)
{
	int i = 0;
	for (const char *p = words; *p; i++) {
		size_t n = strcspn(p, "|");
		if (n == len && memcmp(p, text, len) == 0)
			return i;
		p += n + (p[n] == '|');
	}
	return -1;
}

/* "a|b" as "a, b", the way errors list words; cut to fit buf. */
static void comma_list(const char *words, char *buf, size_t size)
{
	size_t k = 0;
	for (const char *p = words; *p && k + 3 < size; p++) {
		if (*p == '|') {
			buf[k++] = ',';
			buf[k++] = ' ';
		} else {
			buf[k++] = *p;
		}
	}
	buf[k] = '\0';
}

/* Pushes the value in force of the rule option named by key; the host
 * answers, since the value belongs to the match, not to the card. *words
 * gets the option's words when it is an enum. Returns 0 after an error. */
static int option_value(struct compiler *c, const struct node *key, const char **words)
{
	int32_t id = EFFECT_NONE;
	*words = NULL;
	if (!c->resolver->option || key->kind != NODE_SYMBOL ||
	    c->resolver->option(c->resolver->ctx, c->tree->text + key->start, key->len, &id,
	                        words) != 0 ||
	    id < 0 || id >= EFFECT_OPTION_MAX) {
		*words = NULL;
		error_expected(c, key, _("a rule option of the game"));
		emit2(c, OP_PUSH, EFFECT_NONE);
		return 0;
	}
	emit2(c, OP_PUSH, id);
	emit(c, OP_QUERY);
	emit2(c, EFFECT_Q_OPTION, 1);
	return 1;
}

/* (option KEY): the option's value as a number (an enum's word position). */
static uint8_t form_option(struct compiler *c, const struct node *n)
{
	const char *words;
	if (!arity(c, n, "option", 1, 1)) {
		emit2(c, OP_PUSH, 0);
		return K_INT;
	}
	option_value(c, arg(c, n, 1), &words);
	return K_INT;
}

/* (option-is KEY WORD...): the enum option is set to one of the words. The
 * words are checked against the option's allowed list here, at load, so a
 * misspelt word is an error and not a test that is never true. */
static uint8_t form_option_is(struct compiler *c, const struct node *n)
{
	const char *words;
	const struct node *key = arg(c, n, 1);
	if (!arity(c, n, "option-is", 2, 255) || !option_value(c, key, &words)) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	if (!words) {
		error_at(c, key, _("\"option-is\" tests an enum option; %.*s is not one, use (option %.*s)"),
		         (int)key->len, c->tree->text + key->start, (int)key->len,
		         c->tree->text + key->start);
		return K_BOOL;
	}
	int32_t values[32];
	int count = 0;
	for (int i = 2; i < n->count; i++) {
		const struct node *w = arg(c, n, i);
		int at = w->kind == NODE_SYMBOL ? word_position(words, c->tree->text + w->start, w->len) : -1;
		if (at >= 0 && count == (int)(sizeof values / sizeof values[0])) {
			error_at(c, w, _("at most 32 values in one test"));
			continue;
		}
		if (at >= 0) {
			values[count++] = at;
			continue;
		}
		char what[200], list[160];
		comma_list(words, list, sizeof list);
		snprintf(what, sizeof what, _("a value of %.*s (%s)"), (int)key->len,
		         c->tree->text + key->start, list);
		error_expected(c, w, what);
	}
	emit2(c, OP_IN, count);
	for (int i = 0; i < count; i++)
		emit(c, values[i]);
	return K_BOOL;
}

/* The game's zone whose role has the bit role, or NULL after an error
 * that says a form needs one. */
static const struct effect_word *role_zone(struct compiler *c, const struct node *n,
                                           const char *name, uint32_t role)
{
	const struct effect_word *list = c->words->list[EFFECT_WORD_ZONE];
	for (size_t i = 0; list && i < c->words->count[EFFECT_WORD_ZONE]; i++)
		if (list[i].role & role)
			return &list[i];
	error_at(c, n, _("\"%s\" needs a zone this game does not have"), name);
	return NULL;
}

/* (has P CARD...): P's built cards (the game's zone for has: the
 * principality) hold one of the cards. */
static uint8_t form_has(struct compiler *c, const struct node *n)
{
	const struct effect_word *built = role_zone(c, n, "has", EFFECT_ZONE_BUILT);
	if (!arity(c, n, "has", 2, 255) || !built) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	size_t player = c->len;
	expr(c, arg(c, n, 1), K_PLAYER);
	emit_zone(c, player, built->value);
	size_t over = emit_jump(c, OP_JUMP);
	int32_t entry = (int32_t)c->len;
	emit2(c, OP_ATTR, EFFECT_ATTR_CARD);
	emit_in(c, n, 2, _("a card name"), -1, c->resolver->card);
	emit(c, emit_test(c, (size_t)entry) ? OP_PASS : OP_RETURN);
	emit_patch(c, over);
	emit2(c, OP_EXISTS, entry);
	emit_exists_of(c, player);
	return K_BOOL;
}

static uint8_t form_holds(struct compiler *c, const struct node *n)
{
	if (!arity(c, n, "holds", 2, 2)) {
		emit2(c, OP_PUSH, 0);
		return K_BOOL;
	}
	word_argument(c, arg(c, n, 2), W_ADVANTAGE);
	emit(c, OP_QUERY);
	emit2(c, EFFECT_Q_HOLDER, 1);
	expr(c, arg(c, n, 1), K_PLAYER);
	emit(c, OP_EQ);
	return K_BOOL;
}

/* The game's zone forms: (hand [P]) ... (stack S). */
static uint8_t form_zone(struct compiler *c, const struct node *n, const struct effect_word *w)
{
	const char *name = w->name;
	int32_t zone = w->value;
	int stack = (w->role & EFFECT_ZONE_SHAPE) == EFFECT_ZONE_OF_STACK;
	if (stack) {
		if (arity(c, n, name, 1, 1))
			expr(c, arg(c, n, 1), K_STACK);
		else
			emit2(c, OP_PUSH, 0);
	} else if (n->count == 2) {
		size_t player = c->len;
		expr(c, arg(c, n, 1), K_PLAYER);
		emit_zone(c, player, zone);
		return K_ZONE;
	} else {
		arity(c, n, name, 0, 1);
		emit2(c, OP_PUSH, EFFECT_ZONE_OWNER);
	}
	emit2(c, OP_ZONE, zone);
	return K_ZONE;
}

/* (destroy CARD) and (return CARD): to its owner's zone of the game's
 * words for each (the discard pile, the hand). */
static uint8_t form_send(struct compiler *c, const struct node *n, const char *name, uint32_t role)
{
	not_in_pure(c, n, name);
	const struct effect_word *to = role_zone(c, n, name, role);
	size_t from = c->len;
	if (arity(c, n, name, 1, 1))
		expr(c, arg(c, n, 1), K_CARD);
	else
		emit2(c, OP_PUSH, EFFECT_NONE);
	emit2(c, OP_PUSH, to ? EFFECT_ZONE(to->value, EFFECT_ZONE_OWNER) : EFFECT_NONE);
	emit_act(c, from, EFFECT_A_MOVE, 2);
	return K_INT;
}

static uint8_t form_roll(struct compiler *c, const struct node *n)
{
	not_in_pure(c, n, "roll");
	if (arity(c, n, "roll", 0, 1) && n->count == 2)
		expr(c, arg(c, n, 1), K_INT);
	else
		emit2(c, OP_PUSH, 6);
	emit(c, OP_ROLL);
	return K_INT;
}

/* The choices. Each pushes its operands, then OP_CHOOSE kind filter optional. */
static uint8_t form_choose(struct compiler *c, const struct node *n, const char *name)
{
	not_in_pure(c, n, name);
	int count = n->count - 1;
	int optional = 0;
	if (count > 0 && is_symbol(c, arg(c, n, count), "optional")) {
		optional = 1;
		count--;
	}
	int32_t filter = -1, kind;
	uint8_t result;
	const struct node *who = arg(c, n, 1);
	if (count < 1) {
		error_at(c, n, _("\"%s\" takes the player who chooses first, found nothing"), name);
		emit2(c, OP_PUSH, EFFECT_NONE);
		return K_ERROR;
	}
	expr(c, who, K_PLAYER);
	if (strcmp(name, "choose") == 0) {
		kind = EFFECT_DECIDE_CARD;
		result = K_CARD;
		if (count != 2)
			error_at(c, n, ngettext("\"choose\" takes a player and a source of cards, "
			                        "found %d argument",
			                        "\"choose\" takes a player and a source of cards, "
			                        "found %d arguments", (unsigned long)count), count);
		else
			filter = source(c, arg(c, n, 2));
	} else if (strcmp(name, "choose-resource") == 0 || strcmp(name, "choose-player") == 0) {
		int players = strcmp(name, "choose-player") == 0;
		kind = players ? EFFECT_DECIDE_PLAYER : EFFECT_DECIDE_RESOURCE;
		result = players ? K_PLAYER : K_RESOURCE;
		if (count > 2)
			error_at(c, n, ngettext("\"%s\" takes a player and a filter, found %d argument",
			                        "\"%s\" takes a player and a filter, found %d arguments",
			                        (unsigned long)count), name, count);
		else if (count == 2)
			filter = pure_block(c, n, 2, 1, result, K_BOOL, false);
	} else if (strcmp(name, "choose-number") == 0) {
		kind = EFFECT_DECIDE_NUMBER;
		result = K_INT;
		if (count != 3) {
			error_at(c, n, ngettext("\"choose-number\" takes a player, a lowest and a highest "
			                        "number, found %d argument",
			                        "\"choose-number\" takes a player, a lowest and a highest "
			                        "number, found %d arguments", (unsigned long)count), count);
		} else {
			expr(c, arg(c, n, 2), K_INT);
			expr(c, arg(c, n, 3), K_INT);
		}
	} else if (strcmp(name, "choose-site") == 0) {
		kind = EFFECT_DECIDE_SITE;
		result = K_INT;
		if (count != 2)
			error_at(c, n, ngettext("\"choose-site\" takes a player and a piece, found %d argument",
			                        "\"choose-site\" takes a player and a piece, found %d arguments",
			                        (unsigned long)count), count);
		else
			word_argument(c, arg(c, n, 2), W_PIECE);
	} else {
		/* confirm, offer-counter: the player alone; choose-stack also
		 * takes a filter (the Master Builder's two players use two stacks) */
		if (strcmp(name, "choose-stack") == 0) {
			kind = EFFECT_DECIDE_STACK;
			result = K_STACK;
			if (count == 2) {
				filter = pure_block(c, n, 2, 1, result, K_BOOL, false);
				count = 1;
			}
		} else if (strcmp(name, "confirm") == 0) {
			kind = EFFECT_DECIDE_YES_NO;
			result = K_BOOL;
		} else {
			kind = EFFECT_DECIDE_COUNTER;
			result = K_CARD;
		}
		if (count != 1)
			error_at(c, n, _("\"%s\" takes 1 argument, found %d"), name, count);
	}
	emit(c, OP_CHOOSE);
	emit2(c, kind, filter);
	emit(c, optional);
	return result;
}

/* (die) and (produced P): what the roll a production handler runs for
 * showed, and which of P's regions produced. */
static int in_production(struct compiler *c, const struct node *n, const char *name)
{
	if (c->production)
		return 1;
	error_at(c, n, _("\"%s\" is only defined in a production handler, (on production ...)"), name);
	return 0;
}

static uint8_t form_die(struct compiler *c, const struct node *n)
{
	if (in_production(c, n, "die") && arity(c, n, "die", 0, 0)) {
		emit(c, OP_QUERY);
		emit2(c, EFFECT_Q_ROLLED, 0);
	} else {
		emit2(c, OP_PUSH, EFFECT_NONE);
	}
	return K_INT;
}

static uint8_t form_produced(struct compiler *c, const struct node *n)
{
	if (in_production(c, n, "produced") && arity(c, n, "produced", 1, 1)) {
		size_t player = c->len;
		expr(c, arg(c, n, 1), K_PLAYER);
		emit_zone(c, player, EFFECT_ZONE_PRODUCED);
	} else {
		emit2(c, OP_PUSH, EFFECT_NONE);
	}
	return K_ZONE;
}

/* A change only the game knows, (flip-destiny): its act word. */
static uint8_t form_game_act(struct compiler *c, const struct node *n, const struct effect_word *w)
{
	not_in_pure(c, n, w->name);
	if (w->value < EFFECT_A_GAME || w->value >= EFFECT_A_MAX) {
		error_at(c, n, _("\"%s\" is a change of the game numbered %d, outside %d..%d"),
		         w->name, (int)w->value, EFFECT_A_GAME, EFFECT_A_MAX - 1);
		return K_INT;
	}
	if (arity(c, n, w->name, 0, 0)) {
		emit(c, OP_ACT);
		emit2(c, w->value, 0);
	}
	return K_INT;
}

#define SPECIAL(fname) \
	static uint8_t fname(struct compiler *c, const struct node *n, \
	                     const struct special_form *f, uint8_t want)

SPECIAL(sf_arith) { (void)want; return form_arith(c, n, f->name, f->op); }

SPECIAL(sf_compare) { (void)want; return form_compare(c, n, f->name, f->op); }

SPECIAL(sf_and) { (void)want; return form_and_or(c, n, f->op); }

SPECIAL(sf_not) { (void)want; (void)f; return form_not(c, n); }

SPECIAL(sf_if) { (void)f; return form_if(c, n, want); }

SPECIAL(sf_do) { (void)want; (void)f; body(c, n, 1); return K_VOID; }

SPECIAL(sf_when) { (void)want; return form_when(c, n, f->op); }

SPECIAL(sf_with) { (void)f; return form_with(c, n, want); }

SPECIAL(sf_let) { (void)want; (void)f; return not_in_pure(c, n, "let") ? form_let(c, n) : K_VOID; }

SPECIAL(sf_repeat) { (void)want; (void)f; return form_repeat(c, n); }

SPECIAL(sf_for) { (void)want; return form_for(c, n, f->op); }

SPECIAL(sf_require) { (void)want; (void)f; return form_require(c, n); }

SPECIAL(sf_stop)
{
	(void)want;
	(void)f;
	if (not_in_pure(c, n, "stop") && arity(c, n, "stop", 0, 0))
		emit(c, OP_END);
	return K_VOID;
}

SPECIAL(sf_aggregate) { (void)want; return form_aggregate(c, n, f->name); }

SPECIAL(sf_has) { (void)want; (void)f; return form_has(c, n); }

SPECIAL(sf_holds) { (void)want; (void)f; return form_holds(c, n); }

SPECIAL(sf_choose) { (void)want; return form_choose(c, n, f->name); }

SPECIAL(sf_roll) { (void)want; (void)f; return form_roll(c, n); }

SPECIAL(sf_send) { (void)want; return form_send(c, n, f->name, (uint32_t)f->op); }

SPECIAL(sf_attribute) { (void)want; return form_attribute(c, n, f->name); }

SPECIAL(sf_exposed) { (void)want; (void)f; return form_exposed(c, n); }

SPECIAL(sf_owned_by) { (void)want; (void)f; return form_owned_by(c, n); }

SPECIAL(sf_option) { (void)want; (void)f; return form_option(c, n); }

SPECIAL(sf_die) { (void)want; (void)f; return form_die(c, n); }

SPECIAL(sf_produced) { (void)want; (void)f; return form_produced(c, n); }

SPECIAL(sf_option_is) { (void)want; (void)f; return form_option_is(c, n); }

SPECIAL(sf_in)
{
	(void)want;
	(void)f;
	error_at(c, n, _("\"in\" names the cards of count, exists, total-stock, choose or for-card"));
	emit2(c, OP_PUSH, EFFECT_NONE);
	return K_ERROR;
}

const struct special_form special_forms[] = {
	{ "+", OP_ADD, sf_arith }, { "-", OP_SUB, sf_arith }, { "*", OP_MUL, sf_arith },
	{ "/", OP_DIV, sf_arith }, { "min", OP_MIN, sf_arith }, { "max", OP_MAX, sf_arith },
	{ "<", OP_LT, sf_compare }, { "<=", OP_LE, sf_compare }, { ">", OP_GT, sf_compare },
	{ ">=", OP_GE, sf_compare }, { "=", OP_EQ, sf_compare }, { "!=", OP_NE, sf_compare },
	{ "and", 1, sf_and }, { "or", 0, sf_and }, { "not", 0, sf_not },
	{ "if", 0, sf_if }, { "do", 0, sf_do }, { "when", 0, sf_when }, { "unless", 1, sf_when },
	{ "let", 0, sf_let }, { "with", 0, sf_with }, { "repeat", 0, sf_repeat }, { "for", 0, sf_for },
	{ "for-card", 1, sf_for }, { "require", 0, sf_require }, { "stop", 0, sf_stop },
	{ "count", 0, sf_aggregate }, { "exists", 0, sf_aggregate },
	{ "total-stock", 0, sf_aggregate }, { "has", 0, sf_has }, { "holds", 0, sf_holds },
	{ "choose", 0, sf_choose }, { "choose-resource", 0, sf_choose },
	{ "choose-number", 0, sf_choose }, { "choose-player", 0, sf_choose },
	{ "choose-stack", 0, sf_choose }, { "confirm", 0, sf_choose },
	{ "offer-counter", 0, sf_choose }, { "choose-site", 0, sf_choose },
	{ "roll", 0, sf_roll },
	{ "destroy", EFFECT_ZONE_DESTROYED, sf_send }, { "return", EFFECT_ZONE_RETURNED, sf_send },
	{ "type", 0, sf_attribute }, { "kind", 0, sf_attribute }, { "card", 0, sf_attribute },
	{ "placement", 0, sf_attribute }, { "produces", 0, sf_attribute },
	{ "exposed", 0, sf_exposed }, { "owned-by", 0, sf_owned_by }, { "in", 0, sf_in },
	{ "option", 0, sf_option }, { "option-is", 0, sf_option_is },
	{ "die", 0, sf_die }, { "produced", 0, sf_produced },
};

const size_t special_form_count = sizeof special_forms / sizeof special_forms[0];

static uint8_t list_form(struct compiler *c, const struct node *n, uint8_t want)
{
	const struct node *head = head_of(c, n);
	if (!head) {
		if (n->count == 0)
			error_at(c, n, _("expected a form, found \"()\""));
		else
			error_expected(c, node_child(c->tree, n, 0), _("the name of a form"));
		emit2(c, OP_PUSH, EFFECT_NONE);
		return K_ERROR;
	}
	for (size_t i = 0; i < sizeof special_forms / sizeof special_forms[0]; i++) {
		const struct special_form *f = &special_forms[i];
		if (is_symbol(c, head, f->name))
			return f->fn(c, n, f, want);
	}
	for (size_t i = 0; i < sizeof host_forms / sizeof host_forms[0]; i++)
		if (is_symbol(c, head, host_forms[i].name))
			return host_call(c, n, &host_forms[i]);
	const struct effect_word *w = game_word(c, head, EFFECT_WORD_ZONE);
	if (w && (w->role & EFFECT_ZONE_SHAPE) != EFFECT_ZONE_PLAIN)
		return form_zone(c, n, w);
	if ((w = game_word(c, head, EFFECT_WORD_RELATION)) != NULL)
		return form_relation(c, n, w);
	if ((w = game_word(c, head, EFFECT_WORD_ACT)) != NULL)
		return form_game_act(c, n, w);
	error_unknown_form(c, head);
	emit2(c, OP_PUSH, EFFECT_NONE);
	return K_ERROR;
}

static uint8_t expr(struct compiler *c, const struct node *n, uint8_t want)
{
	if (!n) {
		emit2(c, OP_PUSH, EFFECT_NONE);
		return K_ERROR;
	}
	switch (n->kind) {
	case NODE_INT:
		emit2(c, OP_PUSH, n->value);
		return check(c, n, K_INT, want);
	case NODE_STRING:
		return name(c, n, want);
	case NODE_SYMBOL:
		return symbol(c, n, want);
	default:
		return check(c, n, list_form(c, n, want), want);
	}
}

/* ---------------------------------------------------------------------------
 * Clauses
 * ------------------------------------------------------------------------- */

static struct effect_clause *new_clause(struct compiler *c, const struct node *n, uint8_t kind)
{
	if (c->clause_count == c->clause_cap) {
		size_t cap = c->clause_cap ? c->clause_cap * 2 : 8;
		struct effect_clause *clauses = realloc(c->clauses, cap * sizeof *clauses);
		if (!clauses) {
			c->out_of_memory = 1;
			return NULL;
		}
		c->clauses = clauses;
		c->clause_cap = cap;
	}
	struct effect_clause *cl = &c->clauses[c->clause_count++];
	memset(cl, 0, sizeof *cl);
	cl->kind = kind;
	cl->face = -1;
	cl->filter = cl->threat = cl->body = -1;
	cl->line = n->line;
	cl->col = n->col;
	return cl;
}

static const char *const trigger_list =
	N_("a trigger (play, build, remove, reveal, event, production, turn-start, turn-end, "
	   "opponent-plays, attacked, activate)");

/* (on TRIGGER [FACE | FILTER] STATEMENT...) */
static void clause_on(struct compiler *c, const struct node *n)
{
	const struct node *t = arg(c, n, 1);
	if (!t) {
		error_at(c, n, _("\"on\" takes a trigger and what happens, found nothing"));
		return;
	}
	int w = find_word(c, t, WORDS(trigger_words));
	if (w < 0) {
		error_expected(c, t, _(trigger_list));
		return;
	}
	int32_t trigger = trigger_words[w].value;
	int first = 2;
	int16_t face = -1;
	int32_t filter = -1;
	if (trigger == EFFECT_ON_EVENT) {
		const struct node *f = arg(c, n, 2);
		const struct effect_word *fw = f ? game_word(c, f, EFFECT_WORD_FACE) : NULL;
		if (!fw) {
			if (f)
				error_expected_word(c, f, _("a die face"), EFFECT_WORD_FACE);
			else
				error_at(c, n, _("\"on event\" takes a die face, found nothing"));
			return;
		}
		face = (int16_t)fw->value;
		first = 3;
	} else if (trigger == EFFECT_ON_OPPONENT_PLAYS || trigger == EFFECT_ON_ATTACKED) {
		if (n->count < 3) {
			error_at(c, n, _("\"on %s\" takes a filter of cards, found nothing"), trigger_words[w].name);
			return;
		}
		filter = pure_block(c, n, 2, 1, K_CARD, K_BOOL, true);
		first = 3;
	}
	int32_t entry = (int32_t)c->len;
	c->production = trigger == EFFECT_ON_PRODUCTION;
	body(c, n, first);
	c->production = 0;
	emit(c, OP_END);
	struct effect_clause *cl = new_clause(c, n, EFFECT_CLAUSE_ON);
	if (cl) {
		cl->what = (uint8_t)trigger;
		cl->face = face;
		cl->filter = filter;
		cl->body = entry;
	}
}

/* (modify KIND [FILTER] EXPR) and (modify-turn ...). */
static void clause_modify(struct compiler *c, const struct node *n, uint8_t kind, const char *name)
{
	const struct node *k = arg(c, n, 1);
	const struct effect_word *m = k ? game_word(c, k, EFFECT_WORD_MODIFIER) : NULL;
	if (!m) {
		if (k)
			error_expected_word(c, k, _("a modifier"), EFFECT_WORD_MODIFIER);
		else
			error_at(c, n, _("\"%s\" takes a modifier and a value, found nothing"), name);
		return;
	}
	uint8_t subject = m->role < sizeof subject_kind ? subject_kind[m->role] : K_VOID;
	int with_subject = subject != K_VOID;
	int want = with_subject ? 3 : 2;
	if (n->count - 1 != want) {
		unsigned long found = (unsigned long)(n->count - 2);
		if (with_subject)
			error_at(c, n, ngettext("\"%s %s\" takes a filter and a value, found %d argument",
			                        "\"%s %s\" takes a filter and a value, found %d arguments",
			                        found), name, m->name, n->count - 2);
		else
			error_at(c, n, ngettext("\"%s %s\" takes a value, found %d argument",
			                        "\"%s %s\" takes a value, found %d arguments", found),
			         name, m->name, n->count - 2);
		return;
	}
	int32_t filter = with_subject ? pure_block(c, n, 2, 1, subject, K_BOOL, true) : -1;
	c->has_value = 1;
	int32_t entry = pure_block(c, n, want, 1, subject, K_INT, false);
	c->has_value = 0;
	struct effect_clause *cl = new_clause(c, n, kind);
	if (cl) {
		cl->what = (uint8_t)m->value;
		cl->filter = filter;
		cl->body = entry;
	}
}

/* (immune THREAT FILTER): THREAT is a die face or a test of the threatening card. */
static void clause_immune(struct compiler *c, const struct node *n)
{
	if (n->count != 3) {
		error_at(c, n, ngettext("\"immune\" takes a threat and a filter, found %d argument",
		                        "\"immune\" takes a threat and a filter, found %d arguments",
		                        (unsigned long)(n->count - 1)), n->count - 1);
		return;
	}
	const struct node *t = arg(c, n, 1);
	int16_t face = -1;
	int32_t threat = -1;
	if (t->kind == NODE_SYMBOL) {
		const struct effect_word *fw = game_word(c, t, EFFECT_WORD_FACE);
		if (!fw)
			error_expected_word(c, t, _("a die face or a test of a card"), EFFECT_WORD_FACE);
		else
			face = (int16_t)fw->value;
	} else {
		threat = pure_block(c, n, 1, 1, K_CARD, K_BOOL, true);
	}
	int32_t filter = pure_block(c, n, 2, 1, K_CARD, K_BOOL, true);
	struct effect_clause *cl = new_clause(c, n, EFFECT_CLAUSE_IMMUNE);
	if (cl) {
		cl->face = face;
		cl->threat = threat;
		cl->filter = filter;
	}
}

static void clause_playable(struct compiler *c, const struct node *n)
{
	if (n->count < 2) {
		error_at(c, n, _("\"playable\" takes at least 1 condition, found nothing"));
		return;
	}
	int32_t entry = pure_block(c, n, 1, n->count - 1, K_VOID, K_BOOL, true);
	struct effect_clause *cl = new_clause(c, n, EFFECT_CLAUSE_PLAYABLE);
	if (cl)
		cl->body = entry;
}

/* (ungated): a mark the rules read, not code to run. */
static void clause_ungated(struct compiler *c, const struct node *n)
{
	if (n->count != 1) {
		error_at(c, n, _("\"ungated\" takes no arguments, found %d"), n->count - 1);
		return;
	}
	new_clause(c, n, EFFECT_CLAUSE_UNGATED);
}

static void clause(struct compiler *c, const struct node *n)
{
	const struct node *head = head_of(c, n);
	if (is_symbol(c, head, "on"))
		clause_on(c, n);
	else if (is_symbol(c, head, "modify"))
		clause_modify(c, n, EFFECT_CLAUSE_MODIFY, "modify");
	else if (is_symbol(c, head, "modify-turn"))
		clause_modify(c, n, EFFECT_CLAUSE_MODIFY_TURN, "modify-turn");
	else if (is_symbol(c, head, "immune"))
		clause_immune(c, n);
	else if (is_symbol(c, head, "playable"))
		clause_playable(c, n);
	else if (is_symbol(c, head, "ungated"))
		clause_ungated(c, n);
	else
		error_expected(c, head ? head : n,
		         _("a clause (on, modify, modify-turn, immune, playable, ungated)"));
}

/* ---------------------------------------------------------------------------
 * The program
 * ------------------------------------------------------------------------- */

static struct effect_program *assemble(struct compiler *c)
{
	size_t header = sizeof(struct effect_program);
	size_t clauses = c->clause_count * sizeof(struct effect_clause);
	size_t quick = c->clause_count * QUICK_BLOCKS * sizeof(struct effect_quick);
	size_t filter_count = effect_filter_entries(c->code, c->len, NULL);
	size_t filters = filter_count * sizeof(struct effect_filter);
	size_t filter_at = c->len * sizeof(int32_t);
	size_t code = (c->len + 1) * sizeof(int32_t);   /* and OP_OFF_END */
	struct effect_program *p = malloc(header + clauses + quick + filters + filter_at + code +
	                                  c->len + 1);
	if (!p)
		return NULL;
	p->clause_count = c->clause_count;
	p->code_len = c->len;
	p->listed_relation = EFFECT_NONE;
	for (size_t i = 0; i < c->words->count[EFFECT_WORD_RELATION]; i++)
		if (c->words->list[EFFECT_WORD_RELATION][i].role & EFFECT_RELATION_LISTED)
			p->listed_relation = c->words->list[EFFECT_WORD_RELATION][i].value;
	p->filter_count = filter_count;
	p->clauses = (struct effect_clause *)(void *)((char *)p + header);
	p->quick = (struct effect_quick *)(void *)((char *)p + header + clauses);
	p->filters = (struct effect_filter *)(void *)((char *)p + header + clauses + quick);
	p->filter_at = (int32_t *)(void *)((char *)p + header + clauses + quick + filters);
	p->code = (int32_t *)(void *)((char *)p + header + clauses + quick + filters + filter_at);
	p->starts = (uint8_t *)p + header + clauses + quick + filters + filter_at + code;
	if (clauses)
		memcpy(p->clauses, c->clauses, clauses);
	if (c->len)
		memcpy(p->code, c->code, c->len * sizeof(int32_t));
	p->code[c->len] = OP_OFF_END;
	const char *wrong = effect_check_code(p->code, p->code_len, p->clauses, p->clause_count,
	                                      p->starts);
	if (wrong) {
		struct diag_where here = c->where;
		here.line = here.col = 0;
		diag_add(c->diags, &here, _("internal error: the compiled effect has %s"), _(wrong));
		c->errors++;
		free(p);
		return NULL;
	}
	effect_quicken(p);
	return p;
}

struct effect_program *effect_compile(const char *text, size_t len,
                                      const struct effect_resolver *resolver,
                                      const struct diag_where *where,
                                      struct diag_list *diags)
{
	static const struct effect_resolver no_names = { NULL, NULL, NULL, NULL, NULL, NULL };
	static const struct effect_words no_words;
	struct diag_where here;
	if (where)
		here = *where;
	else
		memset(&here, 0, sizeof here);
	struct tree tree;
	if (parse(&tree, text, text ? len : 0, &here, diags) != 0) {
		tree_free(&tree);
		return NULL;
	}
	struct compiler c;
	memset(&c, 0, sizeof c);
	c.tree = &tree;
	c.resolver = resolver ? resolver : &no_names;
	c.words = c.resolver->words ? c.resolver->words : &no_words;
	c.where = here;
	c.diags = diags;
	for (const struct node *n = node_child(&tree, &tree.nodes[0], 0); n; n = node_next(&tree, n))
		clause(&c, n);
	struct effect_program *p = NULL;
	if (!c.errors && !c.out_of_memory)
		p = assemble(&c);
	if (!c.errors && !p) {
		here.line = here.col = 0;
		diag_add(diags, &here, "%s", _("out of memory compiling an effect"));
	}
	free(c.code);
	free(c.clauses);
	tree_free(&tree);
	return p;
}

const char *effect_trigger_name(enum effect_trigger trigger)
{
	for (size_t i = 0; i < sizeof trigger_words / sizeof trigger_words[0]; i++)
		if (trigger_words[i].value == (int32_t)trigger)
			return trigger_words[i].name;
	return "?";
}
