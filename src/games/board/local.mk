# The board game: its island, rules and state machine, and its tests.
src_libcatan_a_SOURCES += \
	src/games/board/map.h \
	src/games/board/map.c

check_PROGRAMS += tests/unit/test-board-map
TESTS += tests/unit/test-board-map

tests_unit_test_board_map_SOURCES = tests/unit/test-board-map.c
tests_unit_test_board_map_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_map_LDADD = $(UNIT_TEST_LIBS)
