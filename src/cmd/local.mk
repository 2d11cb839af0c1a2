# One file per subcommand.
src_libcatan_a_SOURCES += \
	src/cmd/cmd.h src/cmd/cmd.c \
	src/cmd/cards.c \
	src/cmd/play.c \
	src/cmd/replay.c \
	src/cmd/resume.c \
	src/cmd/games.c \
	src/cmd/db.c \
	src/cmd/sim.h src/cmd/sim.c src/cmd/sim-merge.c \
	src/cmd/bench.c

# Careless and hostile input to the commands: refused early, or read
# without harm.
EXTRA_DIST += tests/cli/hostile.sh
TESTS += tests/cli/hostile.sh
