#!/bin/sh
# The interface in German and Dutch (GNU gettext, po/): chosen by --lang or
# by the locale's variables, the messages, headings and help as well as the
# card names; English when neither asks for another language.
set -u
catan="${top_builddir:-.}/src/catan"
dir=$(mktemp -d "${TMPDIR:-/tmp}/catan-i18n-XXXXXX")
trap 'rm -rf "$dir"' EXIT
failures=0
check() { # check NAME CONDITION-RESULT
	if [ "$2" -eq 0 ]; then echo "ok - $1"; else echo "not ok - $1"; failures=$((failures + 1)); fi
}
export XDG_STATE_HOME="$dir/state"
unset LC_ALL LC_MESSAGES LANG

LANGUAGE=en "$catan" --help | grep -q "^commands:$"
check "English without another language asked for" $?
LANGUAGE=en "$catan" --lang de --help | grep -q "^Befehle:$"
check "--lang de: the usage in German" $?
LANGUAGE=en "$catan" --lang nl --help | grep -q "^opdrachten:$"
check "--lang nl: the usage in Dutch" $?
(unset LANGUAGE; LANG=de_DE.UTF-8 "$catan" --help) | grep -q "^Befehle:$"
check "LANG=de_DE.UTF-8: German" $?
LANGUAGE=nl:en "$catan" --help | grep -q "^opdrachten:$"
check "LANGUAGE=nl:en: Dutch" $?

printf 'help\nshow\n' | LANGUAGE=en "$catan" --lang de play principality --seed 5 \
	>"$dir/de.out" 2>&1
grep -q "^Spieler 2 (greedy): " "$dir/de.out" &&
	grep -q "^  show  *die Partie, wie du sie sehen darfst$" "$dir/de.out" &&
	grep -q "^Mitte: Straßen 7 " "$dir/de.out" && grep -q "^  Rohstoffe: Holz 1 " "$dir/de.out"
check "a German table: moves, help, headings and resources in German" $?

printf 'look 2\nhelp again\n' | "$catan" play principality --lang nl --seed 5 \
	>"$dir/nl.out" 2>&1
grep -q "^gebruik: again$" "$dir/nl.out" && grep -q "^speler 1: look 2$" "$dir/nl.out"
check "play --lang nl: the console in Dutch" $?

"$catan" --lang de play fast --players 3 --seat 1=greedy --seed 2 </dev/null >"$dir/fast.out" 2>&1
grep -q "^die Partie ist vorbei: Spieler [1-3] gewinnt, nach [0-9]* Zügen und [0-9]* Aktionen$" \
	"$dir/fast.out"
check "the end of a fast match in German" $?

exit $((failures > 0))
