/*
 * fuzz-effect: libFuzzer over the effect lexer, parser and compiler.
 *
 * Every input is lexed to its end, then compiled with the test resolver
 * (which parses it first). A program that compiles is also run against
 * the fake game, answering every decision with its first option, so the
 * interpreter meets whatever code the compiler can produce. Crashes,
 * sanitizer reports and leaks are the findings; errors are expected.
 */
#include <stddef.h>
#include <stdint.h>

#include "../unit/effect-fixture.h"
#include "core/diag.h"
#include "effect/effect.h"
#include "effect/lex.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct lexer lx;
	lex_init(&lx, text, size);
	for (size_t guard = 0; guard <= size + 1; guard++) {
		struct token t = lex_next(&lx);
		if (t.kind == TOK_END || t.kind == TOK_ERROR)
			break;
	}

	struct diag_list diags = DIAG_LIST_INIT;
	struct effect_program *p = effect_compile(text, size, &test_resolver, NULL, &diags);
	if (p) {
		struct fake_game game;
		fake_init(&game, 2);
		fake_add(&game, TC_FIELDS, TEST_ZONE_PRINCIPALITY, 0, 1);
		fake_add(&game, TC_KNIGHT, TEST_ZONE_PRINCIPALITY, 1, 1);
		fake_add(&game, TC_SPY, TEST_ZONE_HAND, 1, 0);
		for (size_t i = 0; i < effect_clause_count(p); i++) {
			const struct effect_clause *cl = effect_clause_at(p, i);
			struct effect_context ctx = { 0, 0, 2 };
			if (cl->kind == EFFECT_CLAUSE_ON)
				run_with_answers(p, i, &game, 0, 0, NULL, 0);
			else if (cl->kind == EFFECT_CLAUSE_MODIFY || cl->kind == EFFECT_CLAUSE_MODIFY_TURN)
				effect_modify(p, (enum effect_clause_kind)cl->kind, (int32_t)cl->what,
				              &ctx, 0, 1, &test_host, &game);
			else if (cl->kind == EFFECT_CLAUSE_IMMUNE)
				effect_immune(p, &ctx, 2, cl->face, 0, &test_host, &game);
			else
				effect_playable(p, &ctx, &test_host, &game);
		}
		effect_program_free(p);
	}
	diag_list_free(&diags);
	return 0;
}
