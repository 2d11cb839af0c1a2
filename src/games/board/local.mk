# The board game: its island, rules and state machine, and its tests.
src_libcatan_a_SOURCES += \
	src/games/board/board.h \
	src/games/board/internal.h \
	src/games/board/map.h \
	src/games/board/state.h \
	src/games/board/actions.c \
	src/games/board/apply.c \
	src/games/board/bank.c \
	src/games/board/barbarians.c \
	src/games/board/board.c \
	src/games/board/build.c \
	src/games/board/check.c \
	src/games/board/cities.h \
	src/games/board/cities.c \
	src/games/board/cities-check.c \
	src/games/board/determinise.c \
	src/games/board/dev.c \
	src/games/board/eval.c \
	src/games/board/eval-cities.c \
	src/games/board/event.c \
	src/games/board/host.c \
	src/games/board/improve.c \
	src/games/board/index.c \
	src/games/board/json.c \
	src/games/board/json-cities.c \
	src/games/board/knights.c \
	src/games/board/layout.c \
	src/games/board/legal.c \
	src/games/board/map.c \
	src/games/board/narrate.c \
	src/games/board/narrate-cities.c \
	src/games/board/options.c \
	src/games/board/produce.c \
	src/games/board/politics.c \
	src/games/board/progress.c \
	src/games/board/progress-play.c \
	src/games/board/refuse.c \
	src/games/board/render.c \
	src/games/board/render-cities.c \
	src/games/board/roads.c \
	src/games/board/robber.c \
	src/games/board/sandbox.c \
	src/games/board/sandbox-cities.c \
	src/games/board/setup.c \
	src/games/board/steps.c \
	src/games/board/tables.c \
	src/games/board/trade.c \
	src/games/board/turn.c \
	src/games/board/turn-rates.c \
	src/games/board/two.c \
	src/games/board/two-cities.c \
	src/games/board/words.h \
	src/games/board/words.c

check_PROGRAMS += tests/unit/test-board-map
TESTS += tests/unit/test-board-map

tests_unit_test_board_map_SOURCES = tests/unit/test-board-map.c
tests_unit_test_board_map_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_map_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/unit/test-board-random
TESTS += tests/unit/test-board-random
tests_unit_test_board_random_SOURCES = tests/unit/test-board-random.c \
	tests/unit/random-fixture.c tests/unit/random-fixture.h
tests_unit_test_board_random_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_random_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/unit/test-board-determinise
TESTS += tests/unit/test-board-determinise
tests_unit_test_board_determinise_SOURCES = tests/unit/test-board-determinise.c \
	tests/unit/determinise-fixture.c tests/unit/game-fixture.c
tests_unit_test_board_determinise_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_determinise_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/scenarios/test-board-rules
TESTS += tests/scenarios/test-board-rules
tests_scenarios_test_board_rules_SOURCES = tests/scenarios/test-board-rules.c \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_rules_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_rules_LDADD = $(UNIT_TEST_LIBS)

# The greedy player's domestic trade: offers and counters only that
# another player would take, none made again once nobody took it.
check_PROGRAMS += tests/unit/test-board-greedy
TESTS += tests/unit/test-board-greedy
tests_unit_test_board_greedy_SOURCES = tests/unit/test-board-greedy.c \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_unit_test_board_greedy_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_greedy_LDADD = $(UNIT_TEST_LIBS)

# The greedy player's progress cards: played when a choice they ask gains.
check_PROGRAMS += tests/unit/test-board-greedy-cards
TESTS += tests/unit/test-board-greedy-cards
tests_unit_test_board_greedy_cards_SOURCES = tests/unit/test-board-greedy-cards.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_unit_test_board_greedy_cards_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_greedy_cards_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/scenarios/test-board-two
TESTS += tests/scenarios/test-board-two
tests_scenarios_test_board_two_SOURCES = tests/scenarios/test-board-two.c \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_two_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_two_LDADD = $(UNIT_TEST_LIBS)

# The board game at the console: a scripted match, its replay and its resume.
EXTRA_DIST += tests/cli/board-play.sh
TESTS += tests/cli/board-play.sh
# The board game's table: what a move did, refusals, listings, pending.
EXTRA_DIST += tests/cli/board-table.sh
TESTS += tests/cli/board-table.sh
# Cities & Knights at the console.
EXTRA_DIST += tests/cli/board-cities.sh
TESTS += tests/cli/board-cities.sh
EXTRA_DIST += tests/cli/board-trade.sh
TESTS += tests/cli/board-trade.sh
# Its two-player variant at the console.
EXTRA_DIST += tests/cli/board-two.sh
TESTS += tests/cli/board-two.sh

check_PROGRAMS += tests/unit/test-board-cities
TESTS += tests/unit/test-board-cities
tests_unit_test_board_cities_SOURCES = tests/unit/test-board-cities.c tests/unit/game-fixture.c
tests_unit_test_board_cities_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_cities_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/unit/test-board-cities-view
TESTS += tests/unit/test-board-cities-view
tests_unit_test_board_cities_view_SOURCES = tests/unit/test-board-cities-view.c \
	tests/unit/game-fixture.c
tests_unit_test_board_cities_view_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_cities_view_LDADD = $(UNIT_TEST_LIBS)

check_PROGRAMS += tests/scenarios/test-board-cities
TESTS += tests/scenarios/test-board-cities
tests_scenarios_test_board_cities_SOURCES = tests/scenarios/test-board-cities.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_cities_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_cities_LDADD = $(UNIT_TEST_LIBS)

# Cities & Knights' set-up options: the first game's island, commodities
# that never run out.
check_PROGRAMS += tests/scenarios/test-board-cities-setup
TESTS += tests/scenarios/test-board-cities-setup
tests_scenarios_test_board_cities_setup_SOURCES = tests/scenarios/test-board-cities-setup.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_cities_setup_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_cities_setup_LDADD = $(UNIT_TEST_LIBS)

# Cities & Knights played whole by the computer players (random, greedy,
# mixed seats; every invariant after every action); by hand, its bench.
check_PROGRAMS += tests/unit/test-board-cities-play
TESTS += tests/unit/test-board-cities-play
tests_unit_test_board_cities_play_SOURCES = tests/unit/test-board-cities-play.c \
	tests/unit/game-fixture.c
tests_unit_test_board_cities_play_CFLAGS = $(UNIT_TEST_FLAGS)
tests_unit_test_board_cities_play_LDADD = $(UNIT_TEST_LIBS)

# The progress cards of Cities & Knights, each played as its text says.
check_PROGRAMS += tests/scenarios/test-board-progress
TESTS += tests/scenarios/test-board-progress
tests_scenarios_test_board_progress_SOURCES = tests/scenarios/test-board-progress.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_progress_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_progress_LDADD = $(UNIT_TEST_LIBS)

# The trade cards of Cities & Knights and the merchant, each as its text says.
check_PROGRAMS += tests/scenarios/test-board-trade-cards
TESTS += tests/scenarios/test-board-trade-cards
tests_scenarios_test_board_trade_cards_SOURCES = tests/scenarios/test-board-trade-cards.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_trade_cards_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_trade_cards_LDADD = $(UNIT_TEST_LIBS)

# The politics progress cards of Cities & Knights, each played as its text
# says.
check_PROGRAMS += tests/scenarios/test-board-politics
TESTS += tests/scenarios/test-board-politics
tests_scenarios_test_board_politics_SOURCES = tests/scenarios/test-board-politics.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_politics_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_politics_LDADD = $(UNIT_TEST_LIBS)

# Cities & Knights with two players (two-cities.c), quoting 004 and the
# combination notes.
check_PROGRAMS += tests/scenarios/test-board-cities-two
TESTS += tests/scenarios/test-board-cities-two
tests_scenarios_test_board_cities_two_SOURCES = tests/scenarios/test-board-cities-two.c \
	tests/scenarios/cities-driver.c tests/scenarios/cities-driver.h \
	tests/scenarios/board-driver.c tests/scenarios/board-driver.h tests/unit/game-fixture.c
tests_scenarios_test_board_cities_two_CFLAGS = $(UNIT_TEST_FLAGS)
tests_scenarios_test_board_cities_two_LDADD = $(UNIT_TEST_LIBS)
