# The head every console test shares; a test sources it first:
#
#	. "${top_srcdir:-.}/tests/cli/harness.sh"
#
# It gives the test the catan under test in $catan, a scratch directory in
# $dir that is removed however the test ends, check NAME STATUS to print one
# "ok" or "not ok" line and count the failures, and an XDG_STATE_HOME inside
# $dir, so that no test writes a log into the user's own games. A test that
# leaves something running sets $cleanup to the command that stops it: the
# exit trap runs it before removing $dir, whose files a test may have made
# read-only.
set -u
catan="${top_builddir:-.}/src/catan"
dir=$(mktemp -d "${TMPDIR:-/tmp}/catan-$(basename "$0" .sh)-XXXXXX") || exit 99
cleanup=:
trap 'eval "$cleanup"; chmod -R u+w "$dir" 2>/dev/null; rm -rf "$dir"' EXIT
export XDG_STATE_HOME="$dir/state"
failures=0

check() { # check NAME STATUS
	if [ "$2" -eq 0 ]; then
		echo "ok - $1"
	else
		echo "not ok - $1"
		failures=$((failures + 1))
	fi
}
