# The games: the face they share, then one folder per game.
src_libcatan_a_SOURCES += \
	src/games/game.h src/games/game.c \
	src/games/names.h src/games/names.c \
	src/games/event.h src/games/event.c \
	src/games/options.h src/games/options.c \
	src/games/seats.h \
	src/games/words.h src/games/words.c
