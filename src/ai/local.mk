# Computer players, and the tools that play many matches with them.
src_libcatan_a_SOURCES += \
	src/ai/ai.h src/ai/internal.h src/ai/ai.c \
	src/ai/random.c \
	src/ai/greedy.c \
	src/ai/search.c \
	src/ai/check.c \
	src/ai/stats.c \
	src/ai/sim.c src/ai/sim-report.c src/ai/sim-json.c src/ai/sim-compare.c \
	src/ai/playable.c \
	src/ai/bench.c src/ai/bench-effect.c

# The players, the checker, the simulation and the benchmark, against a
# small test game of their own (tests/unit/takeaway.c).
check_PROGRAMS += \
	tests/unit/test-ai \
	tests/unit/test-ai-tools \
	tests/unit/test-ai-sim
TESTS += \
	tests/unit/test-ai \
	tests/unit/test-ai-tools \
	tests/unit/test-ai-sim

tests_unit_test_ai_SOURCES = tests/unit/test-ai.c tests/unit/takeaway.c tests/unit/takeaway.h
tests_unit_test_ai_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_ai_LDADD = $(UNIT_TEST_LIBS)
# Counts the allocations the library makes while a player chooses.
tests_unit_test_ai_LDFLAGS = $(AM_LDFLAGS) -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc

tests_unit_test_ai_tools_SOURCES = tests/unit/test-ai-tools.c tests/unit/takeaway.c tests/unit/takeaway.h
tests_unit_test_ai_tools_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_ai_tools_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_ai_sim_SOURCES = tests/unit/test-ai-sim.c tests/unit/takeaway.c tests/unit/takeaway.h
tests_unit_test_ai_sim_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_ai_sim_LDADD = $(UNIT_TEST_LIBS)

# Builds catan and measures every game it plays.
bench: src/catan
	src/catan bench
.PHONY: bench

# The commands sim and bench, driven from the shell.
EXTRA_DIST += tests/cli/sim-bench.sh tests/cli/sim-stats.sh
TESTS += tests/cli/sim-bench.sh tests/cli/sim-stats.sh
