#!/bin/sh
# catan(6) lists every rule option of the principality, fast and board games
# (the board game's two-player variant and Cities & Knights too) with its
# built-in default, so the page stays true to the card data.
set -u
catan="${top_builddir:-.}/src/catan"
page="${top_srcdir:-.}/man/catan.6"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not installed: skipped"; exit 77; }
dir=$(mktemp -d "${TMPDIR:-/tmp}/catan-man-XXXXXX")
trap 'rm -rf "$dir"' EXIT
"$catan" db init "$dir/cards.db" >/dev/null || exit 1
failures=0
total=0
sqlite3 -separator ' ' "$dir/cards.db" "SELECT o.key, o.value FROM rule_option o
    JOIN card_set s ON s.key = o.card_set
    WHERE s.game IN ('principality', 'fast', 'board') AND
          (s.base = 1 OR s.key = 'two-player' OR s.key = 'cities')" >"$dir/options"
while read -r key value; do
	total=$((total + 1))
	if ! grep -q "^\.It Cm $key Ns" "$page"; then
		echo "not ok - $key is not in catan(6)"
		failures=$((failures + 1))
	elif ! sed -n "/^\.It Cm $key Ns/,/^\.It/p" "$page" | grep -q "^\.Ql $value [.;]"; then
		echo "not ok - catan(6) does not give $key's default '$value'"
		failures=$((failures + 1))
	fi
done <"$dir/options"
echo "$((total - failures)) passed, $failures failed"
[ "$total" -gt 0 ] && [ "$failures" -eq 0 ]
