# Shell-level tests: the catan binary driven as a user drives it. Each
# sources harness.sh, their shared head.
EXTRA_DIST += tests/cli/harness.sh
dist_check_SCRIPTS = tests/cli/db-edit.sh tests/cli/man-options.sh
TESTS += tests/cli/db-edit.sh tests/cli/man-options.sh

# make soak: SOAK_MATCHES random matches of every game and variant with every
# invariant checked after every action, on every core (tests/soak.sh). Hours
# on a small machine; CI runs it shorter under the sanitizers.
SOAK_MATCHES = 1000000
EXTRA_DIST += tests/soak.sh
soak: src/catan$(EXEEXT)
	SOAK_MATCHES=$(SOAK_MATCHES) top_builddir=$(top_builddir) $(SHELL) $(srcdir)/tests/soak.sh
.PHONY: soak
