# The readline console: the loop, its input, completion, one file per command.
src_libcatan_a_SOURCES += \
	src/console/console.h src/console/console.c \
	src/console/input.h src/console/input.c \
	src/console/complete.c \
	src/console/narrate.c \
	src/console/end.c \
	src/console/cmd-again.c \
	src/console/cmd-back.c \
	src/console/cmd-card.c \
	src/console/cmd-goto.c \
	src/console/cmd-help.c \
	src/console/cmd-hint.c \
	src/console/cmd-log.c \
	src/console/cmd-moves.c \
	src/console/form.c \
	src/console/cmd-next.c \
	src/console/cmd-offers.c \
	src/console/cmd-quit.c \
	src/console/cmd-show.c \
	src/console/cmd-state.c \
	src/console/cmd-undo.c

check_PROGRAMS += tests/unit/test-console
TESTS += tests/unit/test-console
tests_unit_test_console_SOURCES = tests/unit/test-console.c \
	tests/unit/toy-game.c tests/unit/toy-game.h
tests_unit_test_console_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_console_LDADD = $(UNIT_TEST_LIBS)

# The play, replay and resume commands as a user runs them.
EXTRA_DIST += tests/cli/play.sh
TESTS += tests/cli/play.sh

# What an action did: the games' events and the console's words for them.
check_PROGRAMS += tests/unit/test-narrate
TESTS += tests/unit/test-narrate
tests_unit_test_narrate_SOURCES = tests/unit/test-narrate.c tests/unit/game-fixture.c
tests_unit_test_narrate_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_narrate_LDADD = $(UNIT_TEST_LIBS)

# The table at 80 columns: whole matches followed at the console.
EXTRA_DIST += tests/cli/table.sh
TESTS += tests/cli/table.sh

# Games on disk, resume without a log, Ctrl-C, log N.
EXTRA_DIST += tests/cli/games.sh
TESTS += tests/cli/games.sh

# undo against the computer: taken back, logged, replayed, resumed.
EXTRA_DIST += tests/cli/undo.sh
TESTS += tests/cli/undo.sh

# Offers: a declined offer is not made again in the turn; offers turn.
EXTRA_DIST += tests/cli/offers.sh
TESTS += tests/cli/offers.sh
