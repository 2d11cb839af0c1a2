# The fast card game: rules and state machine, and its tests.
src_libcatan_a_SOURCES += \
	src/games/fast/fast.h \
	src/games/fast/state.h \
	src/games/fast/internal.h \
	src/games/fast/actions.c \
	src/games/fast/apply.c \
	src/games/fast/build.c \
	src/games/fast/check.c \
	src/games/fast/effects.c \
	src/games/fast/eval.c \
	src/games/fast/determinise.c \
	src/games/fast/exchange.c \
	src/games/fast/fast.c \
	src/games/fast/host.c \
	src/games/fast/json.c \
	src/games/fast/legal.c \
	src/games/fast/narrate.c \
	src/games/fast/why.c \
	src/games/fast/options.c \
	src/games/fast/piles.c \
	src/games/fast/points.c \
	src/games/fast/render.c \
	src/games/fast/sandbox.c \
	src/games/fast/setup.c \
	src/games/fast/tables.c \
	src/games/fast/turn.c \
	src/games/fast/words.c \
	src/games/fast/words.h

check_PROGRAMS += \
	tests/unit/test-fast-rules \
	tests/unit/test-fast-cards \
	tests/unit/test-fast-random \
	tests/unit/test-fast-determinise
TESTS += \
	tests/unit/test-fast-rules \
	tests/unit/test-fast-cards \
	tests/unit/test-fast-random \
	tests/unit/test-fast-determinise
EXTRA_DIST += tests/unit/fast-fixture.h

tests_unit_test_fast_rules_SOURCES = tests/unit/test-fast-rules.c tests/unit/fast-fixture.c
tests_unit_test_fast_rules_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_fast_rules_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_fast_cards_SOURCES = tests/unit/test-fast-cards.c tests/unit/fast-fixture.c
tests_unit_test_fast_cards_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_fast_cards_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_fast_random_SOURCES = tests/unit/test-fast-random.c \
	tests/unit/random-fixture.c tests/unit/random-fixture.h
tests_unit_test_fast_random_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_fast_random_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_fast_determinise_SOURCES = tests/unit/test-fast-determinise.c \
	tests/unit/determinise-fixture.c tests/unit/game-fixture.c
tests_unit_test_fast_determinise_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_fast_determinise_LDADD = $(UNIT_TEST_LIBS)

# The fast game at the console: a scripted match, its replay and its resume.
EXTRA_DIST += tests/cli/fast-play.sh
TESTS += tests/cli/fast-play.sh
