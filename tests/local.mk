# Shell-level tests: the catan binary driven as a user drives it.
dist_check_SCRIPTS = tests/cli/db-edit.sh tests/cli/man-options.sh
TESTS += tests/cli/db-edit.sh tests/cli/man-options.sh
