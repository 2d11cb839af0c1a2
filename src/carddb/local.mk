# The card database: open, validate and load it.
src_libcatan_a_SOURCES += \
	src/carddb/carddb.h src/carddb/internal.h src/carddb/read.h \
	src/carddb/board.c \
	src/carddb/dump.c \
	src/carddb/effects.c \
	src/carddb/load.c \
	src/carddb/lookup.c \
	src/carddb/open.c \
	src/carddb/options.c \
	src/carddb/read.c

check_PROGRAMS += tests/unit/test-carddb
TESTS += tests/unit/test-carddb
tests_unit_test_carddb_SOURCES = tests/unit/test-carddb.c
tests_unit_test_carddb_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_carddb_LDADD = $(UNIT_TEST_LIBS)
