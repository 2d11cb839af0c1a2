# One file per subcommand.
src_libcatan_a_SOURCES += \
	src/cmd/cmd.h src/cmd/cmd.c \
	src/cmd/cards.c \
	src/cmd/db.c
