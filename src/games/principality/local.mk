# The principality card game: rules and state machine.
src_libcatan_a_SOURCES += \
	src/games/principality/principality.h \
	src/games/principality/state.h \
	src/games/principality/internal.h \
	src/games/principality/legal.h \
	src/games/principality/index.h \
	src/games/principality/actions.c \
	src/games/principality/apply.c \
	src/games/principality/build.c \
	src/games/principality/cards.c \
	src/games/principality/check.c \
	src/games/principality/effects.c \
	src/games/principality/eval.c \
	src/games/principality/determinise.c \
	src/games/principality/events.c \
	src/games/principality/host.c \
	src/games/principality/index.c \
	src/games/principality/index-kept.c \
	src/games/principality/json.c \
	src/games/principality/legal.c \
	src/games/principality/legal-build.c \
	src/games/principality/legal-cards.c \
	src/games/principality/legal-end.c \
	src/games/principality/legal-play.c \
	src/games/principality/legal-setup.c \
	src/games/principality/legal-trade.c \
	src/games/principality/narrate.c \
	src/games/principality/why.c \
	src/games/principality/options.c \
	src/games/principality/points.c \
	src/games/principality/principality.c \
	src/games/principality/production.c \
	src/games/principality/render.c \
	src/games/principality/sandbox.c \
	src/games/principality/setup.c \
	src/games/principality/trade.c \
	src/games/principality/turn.c \
	src/games/principality/words.c \
	src/games/principality/words.h \
	src/games/principality/zones.c \
	src/games/principality/deals.h

# The tuned twin (configure --enable-tuned) or the plain one (deals.h).
if TUNED
src_libcatan_a_SOURCES += src/games/principality/deals-sse2.c
else
src_libcatan_a_SOURCES += src/games/principality/deals.c
endif

EXTRA_DIST += tests/unit/game-fixture.h

# Random matches: one program per set, from one source, so that make -j
# runs the long runs side by side.
PRINCIPALITY_TESTS = \
	tests/unit/test-principality-random \
	tests/unit/test-principality-random-science \
	tests/unit/test-principality-random-knights \
	tests/unit/test-principality-legal \
	tests/unit/test-principality-zones \
	tests/unit/test-principality-production \
	tests/unit/test-principality-setup \
	tests/unit/test-principality-determinise \
	tests/unit/test-principality-turn
check_PROGRAMS += $(PRINCIPALITY_TESTS)
TESTS += $(PRINCIPALITY_TESTS)

tests_unit_test_principality_random_SOURCES = tests/unit/test-principality-random.c tests/unit/game-fixture.c
tests_unit_test_principality_random_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_random_LDADD = $(UNIT_TEST_LIBS)
tests_unit_test_principality_random_science_SOURCES = tests/unit/test-principality-random.c tests/unit/game-fixture.c
tests_unit_test_principality_random_science_CFLAGS = $(UNIT_TEST_FLAGS) -DRANDOM_SET='"science"'
tests_unit_test_principality_random_science_LDADD = $(UNIT_TEST_LIBS)
tests_unit_test_principality_random_knights_SOURCES = tests/unit/test-principality-random.c tests/unit/game-fixture.c
tests_unit_test_principality_random_knights_CFLAGS = $(UNIT_TEST_FLAGS) -DRANDOM_SET='"knights"'
tests_unit_test_principality_random_knights_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_principality_legal_SOURCES = tests/unit/test-principality-legal.c tests/unit/game-fixture.c
tests_unit_test_principality_legal_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_legal_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_principality_zones_SOURCES = tests/unit/test-principality-zones.c tests/unit/game-fixture.c
tests_unit_test_principality_zones_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_zones_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_principality_production_SOURCES = tests/unit/test-principality-production.c tests/unit/game-fixture.c
tests_unit_test_principality_production_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_production_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_principality_setup_SOURCES = tests/unit/test-principality-setup.c tests/unit/game-fixture.c
tests_unit_test_principality_setup_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_setup_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_principality_determinise_SOURCES = tests/unit/test-principality-determinise.c \
	tests/unit/determinise-fixture.c tests/unit/game-fixture.c
tests_unit_test_principality_determinise_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_determinise_LDADD = $(UNIT_TEST_LIBS)
EXTRA_DIST += tests/unit/determinise-fixture.h

tests_unit_test_principality_turn_SOURCES = tests/unit/test-principality-turn.c tests/unit/game-fixture.c
tests_unit_test_principality_turn_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_principality_turn_LDADD = $(UNIT_TEST_LIBS)

# Scenarios: one per rule of shared/rules/principality.md.
check_PROGRAMS += tests/scenarios/test-principality-rules
TESTS += tests/scenarios/test-principality-rules
tests_scenarios_test_principality_rules_SOURCES = tests/scenarios/test-principality-rules.c tests/unit/game-fixture.c
tests_scenarios_test_principality_rules_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_principality_rules_LDADD = $(UNIT_TEST_LIBS)
