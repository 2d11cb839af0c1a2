# The effect language: lexer, parser, compiler, interpreter.
src_libcatan_a_SOURCES += \
	src/effect/effect.h src/effect/code.h \
	src/effect/lex.c src/effect/lex.h \
	src/effect/parse.c src/effect/parse.h \
	src/effect/compiler.h src/effect/compile.c src/effect/emit.c src/effect/errors.c \
	src/effect/program.c \
	src/effect/analyse.c \
	src/effect/machine.h src/effect/interp.c src/effect/walk.c src/effect/passive.c

# Unit tests share a test resolver and a fake game (tests/unit/effect-fixture.*).
EFFECT_FIXTURE = tests/unit/effect-fixture.c tests/unit/effect-fixture.h

EFFECT_TESTS = \
	tests/unit/test-effect-lex \
	tests/unit/test-effect-parse \
	tests/unit/test-effect-compile \
	tests/unit/test-effect-interp \
	tests/unit/test-effect-cards
check_PROGRAMS += $(EFFECT_TESTS)
TESTS += $(EFFECT_TESTS)

tests_unit_test_effect_lex_SOURCES = tests/unit/test-effect-lex.c
tests_unit_test_effect_lex_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_effect_lex_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_effect_parse_SOURCES = tests/unit/test-effect-parse.c
tests_unit_test_effect_parse_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_effect_parse_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_effect_compile_SOURCES = tests/unit/test-effect-compile.c $(EFFECT_FIXTURE)
tests_unit_test_effect_compile_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_effect_compile_LDADD = $(UNIT_TEST_LIBS)

# Counts allocations by wrapping malloc: running an effect must make none.
tests_unit_test_effect_interp_SOURCES = tests/unit/test-effect-interp.c $(EFFECT_FIXTURE)
tests_unit_test_effect_interp_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_effect_interp_LDFLAGS = $(AM_LDFLAGS) \
	-Wl,--wrap=malloc -Wl,--wrap=calloc -Wl,--wrap=realloc
tests_unit_test_effect_interp_LDADD = $(UNIT_TEST_LIBS)

# The effects the card files ship: they compile, and some run on the fake game.
tests_unit_test_effect_cards_SOURCES = tests/unit/test-effect-cards.c $(EFFECT_FIXTURE)
tests_unit_test_effect_cards_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_effect_cards_LDADD = $(UNIT_TEST_LIBS)

# libFuzzer over lexer, parser and compiler (clang only); tests/fuzz/local.mk
# runs it with the other harnesses (`make fuzz`), seeded with every effect
# the project ships.
EXTRA_DIST += tests/fuzz/corpus-effect

if HAVE_FUZZER
noinst_PROGRAMS += tests/fuzz/fuzz-effect
# The module's sources are compiled into the target itself, so that the
# fuzzer's coverage instrumentation reaches them.
tests_fuzz_fuzz_effect_SOURCES = tests/fuzz/fuzz-effect.c $(EFFECT_FIXTURE) \
	src/effect/lex.c src/effect/parse.c src/effect/compile.c src/effect/emit.c \
	src/effect/errors.c src/effect/program.c src/effect/analyse.c \
	src/effect/interp.c src/effect/walk.c src/effect/passive.c \
	src/core/diag.c src/core/strbuf.c src/core/text.c
tests_fuzz_fuzz_effect_CFLAGS = $(AM_CFLAGS) -fsanitize=fuzzer
tests_fuzz_fuzz_effect_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer
endif
