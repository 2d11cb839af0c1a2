# libFuzzer harnesses (clang only: ./configure CC=clang, with
# --enable-sanitizers for ASan and UBSan). `make fuzz` runs each for
# FUZZ_TIME seconds, seeded with its corpus from the source tree; the inputs
# it finds go to tests/fuzz/found-NAME in the build directory, a crash to
# ./crash-*, and the run stops at the first finding.
#   fuzz-effect   the effect language (src/effect/local.mk)
#   fuzz-log      the game log reader and the replayer
#   fuzz-console  each game's actions, sandbox and console commands, completion
#   fuzz-carddb   the card database loader and db check's playability check
FUZZ_TIME = 60
FUZZ_HARNESSES = effect log console carddb
EXTRA_DIST += tests/fuzz/corpus-log tests/fuzz/corpus-console tests/fuzz/corpus-carddb

if HAVE_FUZZER
# The whole library once more, instrumented for the fuzzer's coverage, for
# the harnesses that reach across it.
noinst_LIBRARIES += tests/fuzz/libcatan-fuzz.a
tests_fuzz_libcatan_fuzz_a_SOURCES = $(src_libcatan_a_SOURCES)
nodist_tests_fuzz_libcatan_fuzz_a_SOURCES = $(nodist_src_libcatan_a_SOURCES)
tests_fuzz_libcatan_fuzz_a_CFLAGS = $(AM_CFLAGS) $(SQLITE_CFLAGS) $(READLINE_CFLAGS) \
	-fsanitize=fuzzer-no-link
FUZZ_LIBS = tests/fuzz/libcatan-fuzz.a $(SQLITE_LIBS) $(READLINE_LIBS) -lm
FUZZ_FLAGS = $(AM_CFLAGS) $(SQLITE_CFLAGS) -fsanitize=fuzzer

noinst_PROGRAMS += tests/fuzz/fuzz-log tests/fuzz/fuzz-console tests/fuzz/fuzz-carddb
tests_fuzz_fuzz_log_SOURCES = tests/fuzz/fuzz-log.c
tests_fuzz_fuzz_log_CFLAGS = $(FUZZ_FLAGS)
tests_fuzz_fuzz_log_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer
tests_fuzz_fuzz_log_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_console_SOURCES = tests/fuzz/fuzz-console.c
tests_fuzz_fuzz_console_CFLAGS = $(FUZZ_FLAGS)
tests_fuzz_fuzz_console_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer
tests_fuzz_fuzz_console_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_carddb_SOURCES = tests/fuzz/fuzz-carddb.c
tests_fuzz_fuzz_carddb_CFLAGS = $(FUZZ_FLAGS)
tests_fuzz_fuzz_carddb_LDFLAGS = $(AM_LDFLAGS) -fsanitize=fuzzer
tests_fuzz_fuzz_carddb_LDADD = $(FUZZ_LIBS)

# Each harness in turn, FUZZ_TIME seconds each; the last line of each run
# (libFuzzer's "Done N runs") is the count of executions.
fuzz: $(FUZZ_HARNESSES:%=tests/fuzz/fuzz-%$(EXEEXT))
	@set -e; for h in $(FUZZ_HARNESSES); do \
		$(MKDIR_P) tests/fuzz/found-$$h; \
		echo "fuzz-$$h: $(FUZZ_TIME) s"; \
		tests/fuzz/fuzz-$$h$(EXEEXT) -max_total_time=$(FUZZ_TIME) -max_len=8000 \
			-print_final_stats=1 tests/fuzz/found-$$h $(srcdir)/tests/fuzz/corpus-$$h \
			2>tests/fuzz/fuzz-$$h.out || { tail -60 tests/fuzz/fuzz-$$h.out; exit 1; }; \
		grep -E '^(Done|stat::number_of_executed_units)' tests/fuzz/fuzz-$$h.out || true; \
	done
else
fuzz:
	@echo "make fuzz needs a compiler with -fsanitize=fuzzer: configure with CC=clang" >&2; exit 1
endif
.PHONY: fuzz
CLEANFILES += tests/fuzz/fuzz-*.out
