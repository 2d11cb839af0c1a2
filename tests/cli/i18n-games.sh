#!/bin/sh
# The games' own texts in German and Dutch (po/): why a card named in full
# is refused, the refusals of the generic matcher and of the sandbox's
# set-up commands, each in the console's language with the cards and
# resources named in it; English when English is asked for.
set -u
catan="${top_builddir:-.}/src/catan"
dir=$(mktemp -d "${TMPDIR:-/tmp}/catan-i18n-games-XXXXXX")
trap 'rm -rf "$dir"' EXIT
failures=0
check() { # check NAME CONDITION-RESULT
	if [ "$2" -eq 0 ]; then echo "ok - $1"; else echo "not ok - $1"; failures=$((failures + 1)); fi
}
export XDG_STATE_HOME="$dir/state"
unset LC_ALL LC_MESSAGES LANG

# play LANG GAME ARGS... < input: the console's output, its lines joined
# with blanks and the wrapping's indent taken out, into $dir/flat
play() {
	lang=$1
	shift
	"$catan" --lang "$lang" play "$@" >"$dir/out" 2>&1
	tr '\n' ' ' <"$dir/out" | sed 's/   */ /g' >"$dir/flat"
}
has() { # has TEXT: whether the flattened output holds TEXT
	grep -qF -- "$1" "$dir/flat"
}

# The principality game (why.c): the phase, the hand, the printed cost
# against the resources, each resource named as the table names it.
pick='look 1\npick town-hall\npick gold-fleet\npick library\nlook 2\npick abbey\npick scout\npick knight-otto\nbuild abbey\nroll\nbuild abbey\nbuild town-hall\nbuild city\n'
printf "$pick" | play de principality --p1 human --p2 human --seed 2 --log "$dir/p-de.log"
has "keine erlaubte Aktion beginnt mit 'build': Karten werden in der Aktionsphase des eigenen Zugs gebaut und gespielt; jetzt ist Phase Wurf;" &&
	has "'abbey' nennt eine Karte ganz, und keine erlaubte Aktion nimmt diese Karte jetzt: sie ist nicht auf deiner Hand;" &&
	has ": sie kostet 1 Lehm 2 Wolle 2 Erz und du hast 1 Lehm 2 Wolle 1 Erz;" &&
	has ": sie kostet 2 Getreide 3 Erz und du hast 1 Getreide 1 Erz;"
check "principality: why a card is refused, in German" $?
printf "$pick" | play nl principality --p1 human --p2 human --seed 2 --log "$dir/p-nl.log"
has "geen toegestane actie begint met 'build': kaarten worden gebouwd en gespeeld in de actiefase van de eigen beurt; nu is het fase worp;" &&
	has "'abbey' noemt een kaart voluit, en geen toegestane actie neemt die kaart nu: ze is niet in je hand;" &&
	has ": ze kost 1 leem 2 wol 2 erts en je hebt 1 leem 2 wol 1 erts;"
check "principality: why a card is refused, in Dutch" $?
printf "$pick" | play en principality --p1 human --p2 human --seed 2 --log "$dir/p-en.log"
has "no legal action starts with 'build': cards are built and played in the action phase of one's turn; it is the roll phase;" &&
	has ": it costs 1 Brick 2 Wool 2 Ore and you have 1 Brick 2 Wool 1 Ore;" &&
	! grep -q "Lehm\|leem\|kost " "$dir/out"
check "principality: why a card is refused, in English with --lang en" $?

# The fast game (why.c): the cost against the hand, the city an expansion
# needs.
build='give 1 wool 3\ngive 1 ore 1\ngive 1 lumber 1\nend\nbuild road\nbuild church\nquit\n'
printf "$build" | play de fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
	--log "$dir/f-de.log"
has "keine erlaubte Aktion beginnt mit 'build': sie kostet 1 Holz 1 Lehm und die Hand hält 1 Holz 0 Lehm;" &&
	has "'build': ein Ausbau kommt auf eine Stadt ohne Ausbau, und du hast keine;"
check "fast: why a build is refused, in German" $?
printf "$build" | play nl fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
	--log "$dir/f-nl.log"
has "geen toegestane actie begint met 'build': ze kost 1 Hout 1 Baksteen en de hand houdt 1 Hout 0 Baksteen;" &&
	has "'build': een uitbreiding komt op een stad zonder uitbreiding, en je hebt er geen;"
check "fast: why a build is refused, in Dutch" $?

# The board game (dev.c): a development card is played in its owner's
# turn, and the set-up is no turn.
printf 'play Monopol\n' | play de board --players 3 --seed 4 --seat 2=greedy --seat 3=greedy \
	--log "$dir/b-de.log"
has "eine Entwicklungskarte wird im eigenen Zug vor oder nach dem Wurf gespielt, nicht jetzt (Gründungssiedlung);"
check "board: why a development card is refused, in German" $?
printf 'play monopolie\n' | play nl board --players 3 --seed 4 --seat 2=greedy --seat 3=greedy \
	--log "$dir/b-nl.log"
has "een ontwikkelingskaart wordt in de eigen beurt gespeeld, voor of na de worp, niet nu (opbouwdorp);"
check "board: why a development card is refused, in Dutch" $?

exit $((failures > 0))
