# Matches: a game's state with its log; replay and resume.
src_libcatan_a_SOURCES += \
	src/match/match.h src/match/match.c \
	src/match/logs.c \
	src/match/parse.c \
	src/match/replay.c

check_PROGRAMS += tests/unit/test-match
TESTS += tests/unit/test-match
tests_unit_test_match_SOURCES = tests/unit/test-match.c \
	tests/unit/toy-game.c tests/unit/toy-game.h
tests_unit_test_match_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_match_LDADD = $(UNIT_TEST_LIBS)

# A game log is never lost or misread: one writer, no partial line, a cut
# last line left out, a log only with its whole header.
EXTRA_DIST += tests/cli/log-safety.sh
TESTS += tests/cli/log-safety.sh

# SIGKILL at random moments of scripted matches: each log resumes to the
# match never interrupted.
EXTRA_DIST += tests/cli/kill.sh
TESTS += tests/cli/kill.sh
