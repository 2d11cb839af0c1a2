# Core: the pieces every game and client shares.
src_libcatan_a_SOURCES += \
	src/core/arena.c src/core/arena.h \
	src/core/diag.c src/core/diag.h \
	src/core/gamelog.c src/core/gamelog.h \
	src/core/i18n.c src/core/i18n.h \
	src/core/json.c src/core/json.h \
	src/core/jsonread.c src/core/jsonread.h \
	src/core/newfile.c src/core/newfile.h \
	src/core/rng.c src/core/rng.h \
	src/core/strbuf.c src/core/strbuf.h \
	src/core/text.c src/core/text.h

check_PROGRAMS += \
	tests/unit/test-gamelog \
	tests/unit/test-json \
	tests/unit/test-jsonread \
	tests/unit/test-rng \
	tests/unit/test-text
TESTS += \
	tests/unit/test-gamelog \
	tests/unit/test-json \
	tests/unit/test-jsonread \
	tests/unit/test-rng \
	tests/unit/test-text

tests_unit_test_gamelog_SOURCES = tests/unit/test-gamelog.c
tests_unit_test_gamelog_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_gamelog_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_json_SOURCES = tests/unit/test-json.c
tests_unit_test_json_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_json_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_jsonread_SOURCES = tests/unit/test-jsonread.c
tests_unit_test_jsonread_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_jsonread_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_rng_SOURCES = tests/unit/test-rng.c
tests_unit_test_rng_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_rng_LDADD = $(UNIT_TEST_LIBS)

tests_unit_test_text_SOURCES = tests/unit/test-text.c
tests_unit_test_text_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_text_LDADD = $(UNIT_TEST_LIBS)
