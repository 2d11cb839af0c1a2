/* The effect compiler: every form compiles; every error reads as golden text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "effect-fixture.h"
#include "core/strbuf.h"
#include "effect/effect.h"

/* One program per form (or per group of forms), each a correct use. */
static const char *const good[] = {
	/* clauses and triggers */
	"",
	"; nothing but a comment",
	"(on play)",
	"(on build (gain self gold 1))",
	"(on remove (move this open-row))",
	"(on reveal (for p each (gain p grain 1)))",
	"(on event brigand (cancel)) (on event windmill) (on event tournament) (on event plenty)"
	" (on event event) (on event barbarians) (on event science) (on event trade)"
	" (on event politics)",
	"(on production (gain self gold 1))",
	"(on turn-start) (on turn-end)",
	"(on opponent-plays (card spy) (when (>= (roll) 3) (cancel)))",
	"(on attacked (card arsonist) (move this (discard self)))",
	"(on activate (take self opponent (choose-resource self) 1))",
	"(modify hand-limit (+ value 1))",
	"(modify discount (type knight cannon) (+ value 1))",
	"(modify strength (type knight) (+ value 1))",
	"(modify tournament (type knight) (+ value 1))",
	"(modify commerce (type fleet) (+ value 1))",
	"(modify vp (= subject this) 1)",
	"(modify trade-rate (= subject gold) (min value 1))",
	"(modify search-price (min value 1))",
	"(modify production (and (near this) (produces brick)) (* value 2))",
	"(modify protected (= subject knight) (max value 1))",
	"(modify draws (+ value 1)) (modify trades (+ value 1)) (modify open-hand 1)"
	" (modify sees-draws 1) (modify progress-limit (+ value 1))",
	"(modify-turn trade-rate (= subject (memory)) 2)",
	"(immune brigand (near this))",
	"(immune (card plague) (and (kind region) (same-city this)))",
	"(playable (phase before-roll))",
	"(playable (exists (in (principality opponent) (kind building))) (> 3 2))",
	/* control */
	"(on play (do (gain self wool 1) (pay self ore 1)))",
	"(on play (if (has self abbey) (gain self wool 1) (gain self ore 1)))",
	"(on play (if (has self \"Kloster\" \"bibliotheek\" Library) (gain self wool 1)))",
	"(on play (gain self wool (if (holds self strength) 2 1)))",
	"(on play (when (< 1 2) (gain self wool 1)) (unless (> 1 2) (gain self ore 1)))",
	"(on play (let n (count (hand opponent))) (repeat n (gain self wool 1)))",
	"(on play (for p others (for-card r (in (principality p) (kind region)) (add-stock r -1))))",
	"(on play (require (exists (principality opponent))) (stop) (gain self ore 1))",
	/* arithmetic and comparison */
	"(on play (gain self wool (- (+ 1 2 3) (* 2 (/ 4 2)) (- 1))))",
	"(on play (gain self wool (max 0 (min 3 (resources self)))))",
	"(on play (when (and (<= 1 2) (or (= self opponent) (!= self active)) (not (>= 1 2)))"
	" (gain self wool 1)))",
	/* questions */
	"(on play (gain self wool (+ (resources self wool) (room self wool) (stock this)"
	" (points self vp) (card-points this strength) (total-stock (lands self)))))",
	"(on play (when (= (holder commerce) (opponent-of self)) (gain self wool 1)))",
	"(on play (move (top (stack 1)) (hand (owner this))))",
	"(on play (when (phase action) (remember (choose-resource self))) (gain self (memory) 1))",
	/* changes */
	"(on play (take self opponent wool 2) (give self opponent ore 1))",
	"(on play (set-stock (choose self (in (lands self) (produces grain))) 3))",
	"(on play (swap (choose self (lands self)) (choose self (lands opponent))))",
	"(on play (reveal (hand opponent) self) (set-die production (choose-number self 1 6)))",
	"(on play (shuffle event-stack) (shuffle region-stack) (grant self choose-regions))",
	"(on play (discard-to-limit opponent) (flip-destiny) (build-free self road))",
	"(on play (promote (choose self (principality self))) (place robber self (choose-site self robber)))",
	"(on play (destroy (choose self (in (principality opponent) (type fleet) (exposed))))"
	" (return (choose opponent (principality opponent))))",
	"(on play (move (choose self (hand opponent) optional) (stack-top (choose-stack self))))",
	"(on play (move (choose self (in supply (placement city))) (principality self)))",
	"(on play (move (choose self (in market (owned-by none))) (hand self)))",
	"(on play (when (confirm self) (gain self wool 1)))",
	"(on play (let c (offer-counter opponent)) (when (<= (roll) (if (= c none) 5 2)) (gain self wool 1)))",
	"(on play (let p (choose-player self (> (points subject vp) (points self vp)))) (take self p wool 1))",
	"(on play (move this out))",
	/* a value kept for an inner filter, a region's resource, produces over names */
	"(modify trade-rate (with r subject (exists (in (lands self) (near this) (produces r))))"
	" (min value 2))",
	"(on play (swap (choose self (lands self)) (choose self (in (lands opponent)"
	" (with r (resource-of subject) (>= (count (in (lands self) (produces r))) 2))))))",
	"(on play (let r (choose-resource self))"
	" (gain self (resource-of (choose self (in (lands self) (produces r grain)))) 1))",
	"(on play (with n 2 (gain self wool n)))",
	"(playable (with n (count (hand self)) (and (> n 1) (< n 5))))",
	/* rule options: a number, a bool, an enum's words; the gate exemption */
	"(modify hand-limit (+ value (option UNIVERSITY_HAND_BONUS)))",
	"(modify commerce (= subject this) (if (option HARBOR_OWN_C) value (- value 1)))",
	"(on play (when (option-is SPY_TAKES any units-actions) (gain self wool (option BRIGAND_LOSES))))",
	"(on play (choose self (in (hand opponent) (or (option-is SPY_TAKES any) (kind unit)))))",
	"(ungated) (playable (phase build-settlement)) (on play (grant self choose-regions))",
};

static void test_every_form_compiles(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
		char errors[2048];
		struct effect_program *p = compile_text(good[i], errors, sizeof errors);
		if (!p)
			fail_msg("%s\n%s", good[i], errors);
		effect_program_free(p);
	}
}

/* Each error message, as the user reads it. */
static const struct { const char *text, *errors; } bad[] = {
	{ "(on play (gain self wod 1))",
	  "1:21: expected a resource, found \"wod\"\n" },
	{ "(on play\n  (gain self \"Wolle\" 1)\n  (gain self wood 1))",
	  "3:14: expected a resource, found \"wood\"\n" },
	{ "(on play (gain self wool))",
	  "1:10: \"gain\" takes 3 arguments, found 2\n" },
	{ "(on play (gain 3 wool 1))",
	  "1:16: expected a player, found 3\n" },
	{ "(on play (gain self wool self))",
	  "1:26: expected a number, found \"self\"\n" },
	{ "(on play (gain self wool (opponent-of self)))",
	  "1:26: expected a number, found a player\n" },
	{ "(on plya)",
	  "1:5: expected a trigger (play, build, remove, reveal, event, production, turn-start, "
	  "turn-end, opponent-plays, attacked, activate), found \"plya\"\n" },
	{ "(on event sunny (gain self wool 1))",
	  "1:11: expected a die face (brigand, windmill, tournament, plenty, event, barbarians, "
	  "science, trade, politics), found \"sunny\"\n" },
	{ "(when 1 2)",
	  "1:2: expected a clause (on, modify, modify-turn, immune, playable, ungated), "
	  "found \"when\"\n" },
	{ "42",
	  "1:1: expected a clause (on, modify, modify-turn, immune, playable, ungated), "
	  "found 42\n" },
	{ "(on play (gian self wool 1))",
	  "1:11: unknown form \"gian\"; the closest is \"gain\"\n" },
	{ "(on production (gain self grain (dye)))",
	  "1:34: unknown form \"dye\"; the closest is \"die\"\n" },
	{ "(on play (gain self grain (die)))",
	  "1:27: \"die\" is only defined in a production handler, (on production ...)\n" },
	{ "(modify hand-limit (+ value (count (produced self))))",
	  "1:36: \"produced\" is only defined in a production handler, (on production ...)\n" },
	{ "(modify hand-limit (zzyzx))",
	  "1:21: unknown form \"zzyzx\"; forms here: +, -, *, /, min, max, <, <=, >, >=, =, !=, and, "
	  "or, not, if, do, when, unless, with, count, exists, total-stock, has, holds, type, kind, "
	  "card, placement, produces, exposed, owned-by, option, option-is, opponent-of, resources, "
	  "room, stock, points, card-points, holder, owner, resource-of, ...\n" },
	{ "(on play (has self \"Klooster\" \"Kastel\"))",
	  "1:31: expected a card name, found \"Kastel\"\n" },
	{ "(modify hand-limit (type knight) 1)",
	  "1:1: \"modify hand-limit\" takes a value, found 2 arguments\n" },
	{ "(modify strenght 1)",
	  "1:9: expected a modifier (discount, hand-limit, strength, tournament, commerce, vp, "
	  "trade-rate, search-price, production, protected, draws, trades, open-hand, sees-draws, "
	  "progress-limit), found \"strenght\"\n" },
	{ "(modify hand-limit (gain self wool 1))",
	  "1:20: \"gain\" acts on the match: not allowed in a filter, modifier or condition\n" },
	{ "(playable (choose self (hand self)))",
	  "1:11: \"choose\" acts on the match: not allowed in a filter, modifier or condition\n"
	  "1:11: expected a condition, found a card\n" },
	{ "(on play (gain self wool value))",
	  "1:26: \"value\" is only defined in a modifier\n" },
	{ "(on play (type knight))",
	  "1:10: \"type\" tests the card a filter looks at; there is none here\n" },
	{ "(modify trade-rate (type knight) 2)",
	  "1:20: \"type\" tests a card, but here the subject is a resource\n" },
	{ "(on play (count (in (hand self) (type knigt))))",
	  "1:39: expected a card type, found \"knigt\"\n" },
	{ "(on play (let self 3))",
	  "1:15: expected a name that is not a word of the language, found \"self\"\n" },
	{ "(on play (for p everybody (gain p wool 1)))",
	  "1:17: expected \"each\" or \"others\", found \"everybody\"\n" },
	{ "(on play (set-die production))",
	  "1:10: \"set-die\" takes 2 arguments, found 1\n" },
	{ "(on play (set-die blue 3))",
	  "1:19: expected a die (production, red, white), found \"blue\"\n" },
	{ "(on play (gain self \"wool\" 1) (pay self ore \"1\"))",
	  "1:45: expected a number, found \"1\"\n" },
	{ "(on play (count (hand self) (kind unit)))",
	  "1:10: \"count\" takes 1 argument, found 2\n" },
	{ "(on play (in (hand self)))",
	  "1:10: \"in\" names the cards of count, exists, total-stock, choose or for-card\n" },
	{ "(on play ())",
	  "1:10: expected a form, found \"()\"\n" },
	{ "(on play ((gain self wool 1)))",
	  "1:11: expected the name of a form, found \"(gain ...)\"\n" },
	{ "(on play (gain self wool (let x 1)))",
	  "1:26: expected a number, found a statement\n" },
	{ "(on play (choose-number self 1))",
	  "1:10: \"choose-number\" takes a player, a lowest and a highest number, found 2 arguments\n" },
	{ "(on play (when (= self wool) (gain self wool 1)))",
	  "1:24: expected a player, found \"wool\"\n" },
	{ "(on play (for-card a (hand self) (for-card b (hand self) (for-card c (hand self)"
	  " (for-card d (hand self) (destroy d))))))",
	  "1:82: loops nest at most 3 deep\n" },
	{ "(immune plague (kind region))",
	  "1:9: expected a die face or a test of a card (brigand, windmill, tournament, plenty, "
	  "event, barbarians, science, trade, politics), found \"plague\"\n" },
	{ "(on play (gain self wod 1) (pay self ore) (take self opponent wool))\n(modify hand-lmit 1)",
	  "1:21: expected a resource, found \"wod\"\n"
	  "1:28: \"pay\" takes 3 arguments, found 2\n"
	  "1:43: \"take\" takes 4 arguments, found 3\n"
	  "2:9: expected a modifier (discount, hand-limit, strength, tournament, commerce, vp, "
	  "trade-rate, search-price, production, protected, draws, trades, open-hand, sees-draws, "
	  "progress-limit), found \"hand-lmit\"\n" },
	{ "(on play (gain self wool 1)",
	  "1:1: \"(\" is never closed\n" },
	{ "(on play (with r 1))",
	  "1:10: \"with\" takes 3 arguments, found 2\n" },
	{ "(playable (with 3 1 (> 2 1)))",
	  "1:17: expected a name, found 3\n" },
	{ "(playable (with none 1 (> 2 1)))",
	  "1:17: expected a name that is not a word of the language, found \"none\"\n" },
	{ "(on play (gain self wool (with n (do) n)))",
	  "1:34: expected a value, found a statement\n" },
	{ "(modify trade-rate (with r subject (produces r)) 2)",
	  "1:36: \"produces\" tests a card, but here the subject is a resource\n" },
	{ "(on play (let n 2) (count (in (lands self) (produces n))))",
	  "1:54: expected a resource, found \"n\"\n" },
	{ "(on play (let r wool) (count (in (lands self) (produces r wod))))",
	  "1:59: expected a resource, found \"wod\"\n" },
	{ "(on play (gain self (resource-of self) 1))",
	  "1:34: expected a card, found \"self\"\n" },
	{ "(on play (with r wool (gain self r)))",
	  "1:23: \"gain\" takes 3 arguments, found 2\n" },
	{ "(on play (gain self wool (option SPY_TAKE)))",
	  "1:34: expected a rule option of the game, found \"SPY_TAKE\"\n" },
	{ "(playable (option-is SPY_TAKES units))",
	  "1:32: expected a value of SPY_TAKES (any, units-actions), found \"units\"\n" },
	{ "(playable (option-is SPY_TAKES any 2))",
	  "1:36: expected a value of SPY_TAKES (any, units-actions), found 2\n" },
	{ "(playable (option-is HARBOR_OWN_C 1))",
	  "1:22: \"option-is\" tests an enum option; HARBOR_OWN_C is not one, "
	  "use (option HARBOR_OWN_C)\n" },
	{ "(playable (option-is SPY_TAKES))",
	  "1:11: \"option-is\" takes at least 2 arguments, found 1\n" },
	{ "(playable (option SPY_TAKES any))",
	  "1:11: \"option\" takes 1 argument, found 2\n" },
	{ "(playable (option (option SPY_TAKES)))",
	  "1:19: expected a rule option of the game, found \"(option ...)\"\n" },
	{ "(on play (gain self (option SPY_TAKES) 1))",
	  "1:21: expected a resource, found a number\n" },
	{ "(ungated 1)",
	  "1:1: \"ungated\" takes no arguments, found 1\n" },
};

static void test_golden_errors(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char errors[4096];
		struct effect_program *p = compile_text(bad[i].text, errors, sizeof errors);
		assert_null(p);
		if (strcmp(errors, bad[i].errors) != 0)
			fail_msg("for %s\nwant: %sgot:  %s", bad[i].text, bad[i].errors, errors);
	}
}

/* The caller's where reaches every diag, with line:col filled in. */
static void test_where_is_the_callers(void **state)
{
	(void)state;
	struct diag_where where;
	diag_where_set(&where, "cards.db", "card", "abbey", "effect", 0, 0);
	struct diag_list diags = DIAG_LIST_INIT;
	const char *text = "(modify hand-limit (+ value x))";
	assert_null(effect_compile(text, strlen(text), &test_resolver, &where, &diags));
	assert_int_equal(diags.count, 1);
	struct strbuf sb = STRBUF_INIT;
	diag_format(&diags.items[0], &sb);
	assert_string_equal(strbuf_str(&sb),
	                    "cards.db: table card, card abbey, column effect, 1:29: "
	                    "expected a number, found \"x\"");
	strbuf_free(&sb);
	diag_list_free(&diags);
}

static void test_clauses(void **state)
{
	(void)state;
	struct effect_program *p = compile_text(
		"(modify hand-limit (+ value 1))\n"
		"(on event plenty (gain self gold 2))\n"
		"(immune brigand (near this))\n"
		"(playable (phase action))\n"
		"(on play (gain self wool 1))", NULL, 0);
	assert_non_null(p);
	assert_int_equal(effect_clause_count(p), 5);
	const struct effect_clause *cl = effect_clause_at(p, 1);
	assert_int_equal(cl->kind, EFFECT_CLAUSE_ON);
	assert_int_equal(cl->what, EFFECT_ON_EVENT);
	assert_int_equal(cl->face, TEST_FACE_PLENTY);
	assert_int_equal(cl->line, 2);
	assert_int_equal(effect_clause_at(p, 0)->kind, EFFECT_CLAUSE_MODIFY);
	assert_int_equal(effect_clause_at(p, 0)->what, TEST_MOD_HAND_LIMIT);
	assert_int_equal(effect_clause_at(p, 2)->kind, EFFECT_CLAUSE_IMMUNE);
	assert_int_equal(effect_clause_at(p, 2)->face, TEST_FACE_BRIGAND);
	assert_int_equal(effect_find_handler(p, EFFECT_ON_EVENT, TEST_FACE_PLENTY, 0), 1);
	assert_int_equal(effect_find_handler(p, EFFECT_ON_EVENT, TEST_FACE_BRIGAND, 0), -1);
	assert_int_equal(effect_find_handler(p, EFFECT_ON_PLAY, -1, 0), 4);
	assert_int_equal(effect_find_handler(p, EFFECT_ON_PLAY, -1, 5), -1);
	assert_null(effect_clause_at(p, 5));
	assert_string_equal(effect_trigger_name(EFFECT_ON_OPPONENT_PLAYS), "opponent-plays");
	assert_false(effect_ungated(p));
	effect_program_free(p);
}

/* (ungated) is a clause of its own, with no code; effect_ungated finds it. */
static void test_ungated_clause(void **state)
{
	(void)state;
	struct effect_program *p = compile_text(
		"(playable (phase build-settlement))\n(ungated)\n(on play (grant self choose-regions))",
		NULL, 0);
	assert_non_null(p);
	assert_int_equal(effect_clause_count(p), 3);
	assert_int_equal(effect_clause_at(p, 1)->kind, EFFECT_CLAUSE_UNGATED);
	assert_int_equal(effect_clause_at(p, 1)->line, 2);
	assert_int_equal(effect_clause_at(p, 1)->body, -1);
	assert_true(effect_ungated(p));
	assert_false(effect_ungated(NULL));
	effect_program_free(p);
}

/* effect_program_asks reads the choices and requires of every clause from
 * the code: an (in ...) test with its list of values is stepped over whole. */
static void test_program_asks(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		uint32_t asks;
		bool refuses;
	} cases[] = {
		{ "(on play (grant self choose-regions))", 0, false },
		{ "(playable (phase before-roll))\n(on play (set-die production (choose-number self 1 6)))",
		  1u << EFFECT_DECIDE_NUMBER, false },
		{ "(on play (let c (offer-counter opponent))"
		  " (when (= (card-points this strength) 2) (gain self wool 1))"
		  " (move (choose self (in (principality opponent) (kind building unit action) (exposed)))"
		  " (hand self)))",
		  (1u << EFFECT_DECIDE_COUNTER) | (1u << EFFECT_DECIDE_CARD), false },
		{ "(on play (require (has self abbey)) (gain self (choose-resource self) 1))",
		  1u << EFFECT_DECIDE_RESOURCE, true },
		{ "(modify hand-limit (+ value 1)) (on build (move (top (stack (choose-stack self)))"
		  " (hand self)) (when (confirm self) (gain self ore 1)))",
		  (1u << EFFECT_DECIDE_STACK) | (1u << EFFECT_DECIDE_YES_NO), false },
		{ "(on activate (give self (choose-player self) wool 1))", 1u << EFFECT_DECIDE_PLAYER,
		  false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct effect_program *p = compile_text(cases[i].text, NULL, 0);
		assert_non_null(p);
		bool refuses = !cases[i].refuses;
		assert_int_equal(effect_program_asks(p, &refuses), cases[i].asks);
		assert_int_equal(refuses, cases[i].refuses);
		effect_program_free(p);
	}
	bool refuses = true;
	assert_int_equal(effect_program_asks(NULL, &refuses), 0);
	assert_false(refuses);
}

/* effect_playable_phase recognises a card timed by its phase alone. */
static void test_playable_phase(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		int32_t phase;   /* -1: not recognised */
	} cases[] = {
		{ "(playable (phase before-roll))\n(on play (set-die production (choose-number self 1 6)))",
		  TEST_PHASE_BEFORE_ROLL },
		{ "(ungated)\n(playable (phase build-settlement))\n(on play (grant self choose-regions))",
		  TEST_PHASE_BUILD_SETTLEMENT },
		{ "(playable (phase action)) (playable (phase action))", TEST_PHASE_ACTION },
		{ "(playable (phase action)) (playable (phase trade))", -1 },
		{ "(playable (phase action) (has self abbey))", -1 },
		{ "(playable (not (phase action)))", -1 },
		{ "(playable (exists (in (principality opponent) (kind building))))", -1 },
		{ "(on play (gain self wool 1))", -1 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct effect_program *p = compile_text(cases[i].text, NULL, 0);
		assert_non_null(p);
		int32_t phase = -1;
		bool timed = effect_playable_phase(p, &phase);
		assert_int_equal(timed, cases[i].phase >= 0);
		if (timed)
			assert_int_equal(phase, cases[i].phase);
		effect_program_free(p);
	}
	int32_t phase;
	assert_false(effect_playable_phase(NULL, &phase));
}

/* effect_program_queries finds a host question anywhere in the code. */
static void test_program_queries(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		bool phase;
	} cases[] = {
		{ "(playable (phase before-roll))\n(on play (set-die production (choose-number self 1 6)))",
		  true },
		{ "(playable (exists (in (principality opponent) (kind building))))", false },
		{ "(playable (not (phase action)))", true },
		{ "(on play (when (phase action) (gain self wool 1)))", true },
		{ "(on play (gain self wool 1))", false },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct effect_program *p = compile_text(cases[i].text, NULL, 0);
		assert_non_null(p);
		assert_int_equal(effect_program_queries(p, EFFECT_Q_PHASE), cases[i].phase);
		effect_program_free(p);
	}
	assert_false(effect_program_queries(NULL, EFFECT_Q_PHASE));
}

/* effect_rolls_before_asking finds a roll that every run of a handler
 * passes before its first question of the kinds asked about. */
static void test_rolls_before_asking(void **state)
{
	(void)state;
	const uint32_t kinds = (1u << EFFECT_DECIDE_RESOURCE) | (1u << EFFECT_DECIDE_NUMBER);
	static const struct {
		const char *text;
		bool rolls;
	} cases[] = {
		{ "(on play (let counter (offer-counter opponent))"
		  " (when (!= counter none) (destroy counter))"
		  " (if (<= (roll) (if (= counter none) 5 2))"
		  " (gain self (choose-resource self) 1) (gain opponent (choose-resource opponent) 1)))",
		  true },
		{ "(on play (gain self (choose-resource self) 1) (when (<= (roll) 3) (gain self wool 1)))",
		  false },
		{ "(on play (when (has self abbey) (gain self wool (roll)))"
		  " (gain self (choose-resource self) 1))",
		  false },
		{ "(on play (gain self wool (roll 0)) (gain self (choose-resource self) 1))", false },
		{ "(on play (set-die production (choose-number self 1 6)))", false },
		{ "(on play (gain self wool 1))", true },
		{ "(on play (move (choose self (in (principality opponent) (kind building))) (hand self))"
		  " (gain self wool (roll)) (gain self (choose-resource self) 1))",
		  true },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct effect_program *p = compile_text(cases[i].text, NULL, 0);
		assert_non_null(p);
		int clause = effect_find_handler(p, EFFECT_ON_PLAY, -1, 0);
		assert_true(clause >= 0);
		assert_int_equal(effect_rolls_before_asking(p, (size_t)clause, kinds), cases[i].rolls);
		assert_false(effect_rolls_before_asking(p, 99, kinds));
		effect_program_free(p);
	}
	assert_false(effect_rolls_before_asking(NULL, 0, kinds));
}

/* A resolver that knows no options (an older caller's, or none at all)
 * refuses every (option ...) instead of guessing. */
static void test_option_without_resolver(void **state)
{
	(void)state;
	static const struct effect_resolver no_options = { NULL, NULL, NULL, NULL, NULL, NULL };
	struct diag_list diags = DIAG_LIST_INIT;
	const char *text = "(playable (option-is SPY_TAKES any))";
	assert_null(effect_compile(text, strlen(text), &no_options, NULL, &diags));
	assert_null(effect_compile(text, strlen(text), NULL, NULL, &diags));
	assert_int_equal(diags.count, 2);
	assert_string_equal(diags.items[0].message,
	                    "expected a rule option of the game, found \"SPY_TAKES\"");
	diag_list_free(&diags);
}

static void test_empty_and_null(void **state)
{
	(void)state;
	struct diag_list diags = DIAG_LIST_INIT;
	struct effect_program *p = effect_compile(NULL, 0, NULL, NULL, &diags);
	assert_non_null(p);
	assert_int_equal(effect_clause_count(p), 0);
	effect_program_free(p);
	/* with no resolver, no card, type or resource name is known */
	const char *text = "(on play (gain self wool 1))";
	assert_null(effect_compile(text, strlen(text), NULL, NULL, &diags));
	assert_int_equal(diags.count, 1);
	diag_list_free(&diags);
}

/* ---- a third game: the compiler knows only the words it is given ---- */

/* A made-up river game, neither card game: its own faces, zones,
 * relations, modifier, phase and change. */
enum { RIVER_FLOOD = 7, RIVER_DROUGHT };
enum { RIVER_BOAT = 3, RIVER_BANK, RIVER_SPRING };
enum { RIVER_UPSTREAM = 2, RIVER_ACROSS };
enum { RIVER_OARS = 5 };
enum { RIVER_DAWN = 1 };
enum { RIVER_RING_BELL = EFFECT_A_GAME + 3 };

static const struct effect_word river_faces[] = {
	{ "flood", RIVER_FLOOD, 0 }, { "drought", RIVER_DROUGHT, 0 },
};
static const struct effect_word river_zones[] = {
	{ "boat", RIVER_BOAT, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_BUILT },
	{ "bank", RIVER_BANK, EFFECT_ZONE_OF_PLAYER | EFFECT_ZONE_DESTROYED | EFFECT_ZONE_RETURNED },
	{ "spring", RIVER_SPRING, EFFECT_ZONE_PLAIN },
};
static const struct effect_word river_relations[] = {
	{ "upstream", RIVER_UPSTREAM, EFFECT_RELATION_LISTED }, { "across", RIVER_ACROSS, 0 },
};
static const struct effect_word river_modifiers[] = { { "oars", RIVER_OARS, EFFECT_SUBJECT_CARD } };
static const struct effect_word river_phases[] = { { "dawn", RIVER_DAWN, 0 } };
static const struct effect_word river_acts[] = { { "ring-bell", RIVER_RING_BELL, 0 } };

#define RIVER_LIST(kind, words) .list[kind] = words, .count[kind] = sizeof words / sizeof words[0]
static const struct effect_words river_words = {
	RIVER_LIST(EFFECT_WORD_FACE, river_faces),
	RIVER_LIST(EFFECT_WORD_ZONE, river_zones),
	RIVER_LIST(EFFECT_WORD_RELATION, river_relations),
	RIVER_LIST(EFFECT_WORD_MODIFIER, river_modifiers),
	RIVER_LIST(EFFECT_WORD_PHASE, river_phases),
	RIVER_LIST(EFFECT_WORD_ACT, river_acts),
};

/* The river game's host: every zone holds cards 1 and 2, card 2 lies
 * upstream of every card; what the effect changes goes to the log. */
static int32_t river_query(void *game, enum effect_query q, const int32_t *args)
{
	(void)game;
	if (q == EFFECT_Q_RELATION)
		return args[0] == 2 && args[2] == RIVER_UPSTREAM;
	if (q == EFFECT_Q_PHASE)
		return args[0] == RIVER_DAWN;
	if (q == EFFECT_Q_ROLLED)
		return 3;
	return 0;
}

static int32_t river_act(void *game, enum effect_act a, const int32_t *args)
{
	struct strbuf *log = game;
	if (a == EFFECT_A_MOVE)
		strbuf_printf(log, "move %d to %d/%d\n", args[0], EFFECT_ZONE_KIND(args[1]),
		              EFFECT_ZONE_WHO(args[1]));
	else if (a == EFFECT_A_ADD_STOCK)
		strbuf_printf(log, "add-stock %d %d\n", args[0], args[1]);
	else
		strbuf_printf(log, "act %d\n", (int)a);
	return 1;
}

static int river_list(void *game, enum effect_list l, int32_t a, int32_t b, int32_t *out, int max)
{
	(void)game;
	(void)b;
	if (l != EFFECT_L_ZONE || max < 2)
		return 0;
	/* what produced in the roll: cards 5 and 6 of player 0 */
	if (EFFECT_ZONE_KIND(a) == EFFECT_ZONE_PRODUCED && EFFECT_ZONE_WHO(a) == 0) {
		out[0] = 5;
		out[1] = 6;
		return 2;
	}
	if (EFFECT_ZONE_KIND(a) != RIVER_BOAT)
		return 0;
	out[0] = 1;
	out[1] = 2;
	return 2;
}

static int32_t river_roll(void *game, int32_t sides)
{
	(void)game;
	return sides;
}

static void test_a_third_games_words(void **state)
{
	(void)state;
	const struct effect_resolver river = { NULL, NULL, NULL, NULL, NULL, &river_words };
	const char *text =
		"(on event drought (for-card c (in (boat self) (upstream this)) (destroy c)) (ring-bell))\n"
		"(modify oars (across this) (+ value 1))\n"
		"(playable (phase dawn) (not (exists spring)))\n"
		"(on production (when (= (die) 3) (for-card r (produced self) (add-stock r (die)))))";
	struct diag_list diags = DIAG_LIST_INIT;
	struct effect_program *p = effect_compile(text, strlen(text), &river, NULL, &diags);
	assert_int_equal(diags.count, 0);
	assert_non_null(p);
	assert_int_equal(effect_clause_at(p, 0)->face, RIVER_DROUGHT);
	assert_int_equal(effect_clause_at(p, 1)->what, RIVER_OARS);
	assert_int_equal(effect_find_handler(p, EFFECT_ON_EVENT, RIVER_DROUGHT, 0), 0);

	const struct effect_host host = { river_query, river_act, river_list, river_roll,
	                                  NULL, NULL, NULL };
	struct strbuf log = STRBUF_INIT;
	const struct effect_context ctx = { 0, 9, EFFECT_NONE };
	assert_true(effect_playable(p, &ctx, &host, &log));
	struct effect_run run;
	assert_int_equal(effect_start(&run, p, 0, &ctx), 0);
	assert_int_equal(effect_run(&run, p, &host, &log), EFFECT_DONE);
	char want[64];
	snprintf(want, sizeof want, "move 2 to %d/%d\nact %d\n", RIVER_BANK, EFFECT_ZONE_OWNER,
	         RIVER_RING_BELL);
	assert_string_equal(strbuf_str(&log), want);
	/* a production handler sees the roll: the die and what produced */
	strbuf_reset(&log);
	assert_int_equal(effect_start(&run, p, (size_t)effect_find_handler(p, EFFECT_ON_PRODUCTION,
	                                                                    -1, 0), &ctx), 0);
	assert_int_equal(effect_run(&run, p, &host, &log), EFFECT_DONE);
	assert_string_equal(strbuf_str(&log), "add-stock 5 3\nadd-stock 6 3\n");
	strbuf_free(&log);
	effect_program_free(p);

	/* another game's words are unknown here, and the errors list the river's */
	const char *wrong = "(on event brigand) (modify hand-limit 1) (on play (flip-destiny))"
	                    " (on play (move this (hand self)))";
	assert_null(effect_compile(wrong, strlen(wrong), &river, NULL, &diags));
	assert_int_equal(diags.count, 4);
	assert_string_equal(diags.items[0].message,
	                    "expected a die face (flood, drought), found \"brigand\"");
	assert_string_equal(diags.items[1].message,
	                    "expected a modifier (oars), found \"hand-limit\"");
	assert_non_null(strstr(diags.items[2].message, "unknown form \"flip-destiny\"; forms here: "));
	assert_string_equal(diags.items[3].message, "unknown form \"hand\"; the closest is \"and\"");
	diag_list_free(&diags);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_form_compiles),
		cmocka_unit_test(test_golden_errors),
		cmocka_unit_test(test_where_is_the_callers),
		cmocka_unit_test(test_clauses),
		cmocka_unit_test(test_ungated_clause),
		cmocka_unit_test(test_program_asks),
		cmocka_unit_test(test_playable_phase),
		cmocka_unit_test(test_program_queries),
		cmocka_unit_test(test_rolls_before_asking),
		cmocka_unit_test(test_option_without_resolver),
		cmocka_unit_test(test_empty_and_null),
		cmocka_unit_test(test_a_third_games_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
