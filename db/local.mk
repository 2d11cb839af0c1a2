# The default card database: schema first, then every set in load order
# (a theme set after the base set of its game).
CARD_SQL = \
	$(srcdir)/db/schema.sql \
	$(srcdir)/cards/principality-base.sql \
	$(srcdir)/cards/principality-science.sql \
	$(srcdir)/cards/principality-knights.sql \
	$(srcdir)/cards/fast-base.sql \
	$(srcdir)/cards/board-base.sql \
	$(srcdir)/cards/board-map.sql \
	$(srcdir)/cards/board-cities.sql \
	$(srcdir)/cards/board-two.sql

EXTRA_DIST += $(CARD_SQL)

# The embedding tool runs on the build machine: it executes the SQL into an
# in-memory database, checks its foreign keys, and writes the image as C.
noinst_PROGRAMS += src/tools/embed-db
src_tools_embed_db_SOURCES = src/tools/embed-db.c
src_tools_embed_db_CFLAGS = $(AM_CFLAGS) $(SQLITE_CFLAGS)
src_tools_embed_db_LDADD = $(SQLITE_LIBS)

src/carddb/default-db.c: src/tools/embed-db$(EXEEXT) $(CARD_SQL)
	$(AM_V_GEN)$(MKDIR_P) src/carddb && \
	src/tools/embed-db$(EXEEXT) -o $@.tmp $(CARD_SQL) && mv $@.tmp $@

nodist_src_libcatan_a_SOURCES += src/carddb/default-db.c
BUILT_SOURCES += src/carddb/default-db.c
CLEANFILES += src/carddb/default-db.c
