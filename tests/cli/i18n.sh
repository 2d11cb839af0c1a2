#!/bin/sh
# The interface in German and Dutch (GNU gettext, po/): chosen by --lang or
# by the locale's variables, the messages, headings and help as well as the
# card names; English when neither asks for another language.
. "${top_srcdir:-.}/tests/cli/harness.sh"
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
grep -q "^Spieler 2 (normal): " "$dir/de.out" &&
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

printf 'show\nhint 1\noffers off\n' | "$catan" --lang de play board --players 3 --seed 4 \
	--seat 2=greedy --seat 3=greedy >"$dir/board.out" 2>&1
grep -q "^Zug 0, Platz 1: Gründungssiedlung  Bank " "$dir/board.out" &&
	grep -q "^ 2 blau    0 SP  Karten  0  Entw 0 " "$dir/board.out" &&
	grep -q "^Spieler 1, die besten nach [0-9]* Probespielen:$" "$dir/board.out" &&
	grep -q "^Angebote sind aus: jedes Angebot an dich wird sofort abgelehnt$" "$dir/board.out"
check "the board game's table, hint and offers in German" $?

printf 'show\nmoves zz\n' | "$catan" --lang nl play board --players 3 --seed 4 >"$dir/board-nl.out" 2>&1
grep -q "^beurt 0, plaats 1: opbouwdorp  bank " "$dir/board-nl.out" &&
	grep -q "^s dorp, C stad, =N straat van plaats N" "$dir/board-nl.out" &&
	grep -q "^geen toegestane actie begint met 'zz'$" "$dir/board-nl.out"
check "the board game's table and a refusal in Dutch" $?

exit $((failures > 0))
