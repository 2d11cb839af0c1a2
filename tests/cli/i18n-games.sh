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

# The fast game has no Dutch edition; its Dutch names are the card game's
# words (cards/fast-base.sql), found by the Dutch name and shown in Dutch.
printf 'show\ncard stadsburcht\ncard ridder te paard\nquit\n' |
	play nl fast --players 3 --p1 human --p2 human --p3 human --seed 3 --log "$dir/f-nl2.log"
has "Stadsburcht (Stadtburg, City Castle; sleutel fast-city-castle)" &&
	has "Ridder te paard (B-zijde) (Ritter zu Pferd (B-Seite), Mounted knight (B side);" &&
	has "uitbreidingen: Kerk, Kerk, Stadsburcht, Stadsburcht, Bibliotheek, Handelsgilde, Raadhuis"
check "fast: the cards' Dutch names" $?

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

# The sandbox's set-up commands (sandbox.c, names.c): a refusal says why in
# the console's language, a card named as the table names it.
sandbox='look 2\npick knight-siegfried\nhand 2 knight-siegfried\nplace 1 colossus -1 up\ngive 1 wool 0\ngive 1 stone 1\nevent-next nowhere\nhand 1\n'
printf "$sandbox" | play de principality --sandbox --seed 5 --log "$dir/s-de.log"
has "kein Exemplar von Siegfried Ohneland ist frei: jedes liegt auf einer Hand oder in einem Fürstentum" &&
	grep -q "^Koloss von Catan kann nicht bei -1 oben von Spieler 1 liegen$" "$dir/out" &&
	grep -q "^give 0 gibt nichts: N ist -9..9, aber nicht 0$" "$dir/out" &&
	grep -q "^kein Rohstoff heißt stone$" "$dir/out" &&
	grep -q "^keine Ereigniskarte heißt nowhere$" "$dir/out" &&
	grep -q "^Aufruf: hand SPIELER KARTE$" "$dir/out"
check "principality: the sandbox's refusals in German" $?
printf "$sandbox" | play nl principality --sandbox --seed 5 --log "$dir/s-nl.log"
has "geen exemplaar van Siegfried zonder land is vrij: elk ligt in een hand of in een vorstendom" &&
	grep -q "^de kolos van Catan kan niet bij -1 boven van speler 1 liggen$" "$dir/out" &&
	grep -q "^geen gebeurteniskaart heet nowhere$" "$dir/out"
check "principality: the sandbox's refusals in Dutch" $?
printf "$sandbox" | play en principality --sandbox --seed 5 --log "$dir/s-en.log"
grep -q "^no copy of Siegfried Lackland is free: each lies in a hand or a principality$" "$dir/out" &&
	grep -q "^no event card is called nowhere$" "$dir/out" &&
	grep -q "^usage: hand PLAYER CARD$" "$dir/out"
check "principality: the sandbox's refusals in English with --lang en" $?
printf 'help\n' | play de principality --sandbox --seed 5 --log "$dir/h-de.log"
grep -q "^  give SPIELER ROHSTOFF N  *N Rohstoffe auf die Landschaften des" "$dir/out" &&
	[ "$(LC_ALL=C.UTF-8 wc -L <"$dir/out")" -le 80 ]
check "principality: the sandbox's help in German, within 80 columns" $?

fast='give 1 ore -5\ntop nothing\nplace 1 s\nplace 1 castle\nflip destiny\n'
printf "$fast" | play de fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
	--log "$dir/fs-de.log"
grep -q "^Platz 1 hat nur [0-9]* Erz$" "$dir/out" &&
	grep -q "^s könnte 'settlement' oder ein Stadtausbau sein (tippe mehr davon)$" "$dir/out" &&
	has "keine Ausbaukarte im Vorrat heißt castle; und es ist auch nicht road, knight, settlement oder city" &&
	grep -q "^in dieser Partie gibt es keine Schicksalskarte$" "$dir/out"
check "fast: the sandbox's refusals in German" $?
printf "$fast" | play nl fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
	--log "$dir/fs-nl.log"
grep -q "^plaats 1 heeft maar [0-9]* Erts$" "$dir/out" &&
	grep -q "^in deze partij is er geen lotkaart$" "$dir/out"
check "fast: the sandbox's refusals in Dutch" $?

board='give 9 wool 1\ngive 2 wool -1\nplace 1 settlement 99\nplace 1 road 1\nplace 1 road 1\ndeck nosuch\n'
printf "$board" | play de board --players 3 --sandbox --seed 2 --log "$dir/bs-de.log"
grep -q "^kein Platz 9: die Plätze sind 1 bis 3$" "$dir/out" &&
	grep -q "^Platz 2 hat 0 Wolle, nicht 1$" "$dir/out" &&
	grep -q "^keine Kreuzung 99: die Kreuzungen sind 1 bis 54$" "$dir/out" &&
	grep -q "^Platz 1 kann dort nicht bauen: auf dem Weg liegt eine Straße (Weg 1)$" "$dir/out" &&
	grep -q "^'nosuch' ist keine Entwicklungskarte$" "$dir/out"
check "board: the sandbox's refusals in German" $?
printf "$board" | play nl board --players 3 --sandbox --seed 2 --log "$dir/bs-nl.log"
grep -q "^plaats 2 heeft 0 Wol, niet 1$" "$dir/out" &&
	grep -q "^plaats 1 kan daar niet bouwen: op het pad ligt een straat (pad 1)$" "$dir/out"
check "board: the sandbox's refusals in Dutch" $?
printf "$board" | play en board --players 3 --sandbox --seed 2 --log "$dir/bs-en.log"
grep -q "^seat 2 holds 0 Wool, not 1$" "$dir/out" && ! grep -q "Platz\|plaats" "$dir/out"
check "board: the sandbox's refusals in English with --lang en" $?

# The commands' own help and messages: play's, resume's, replay's, games'.
help_fits() { # whether every command's help fits 80 columns in German and Dutch
	for c in play replay resume games; do
		for l in de nl; do
			[ "$("$catan" --lang $l $c --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] || return 1
		done
	done
}
"$catan" --lang de play --help >"$dir/out" 2>&1
grep -q "^Aufruf: catan play SPIEL \[--p1 ART\]" "$dir/out" &&
	grep -q "^An der Konsole listet help die Befehle auf; alles andere ist eine Aktion.$" "$dir/out" &&
	"$catan" --lang nl resume --help | grep -q "^gebruik: catan resume \[VERSLAG\]" &&
	"$catan" --lang nl replay --help | grep -q "^gebruik: catan replay VERSLAG" &&
	"$catan" --lang de games --help | grep -q "^Aufruf: catan games" &&
	"$catan" --lang en play --help | grep -q "^usage: catan play GAME" &&
	help_fits
check "the commands' help in German and Dutch, within 80 columns" $?
"$catan" --lang de play >"$dir/out" 2>&1
grep -q "^catan play: SPIEL fehlt$" "$dir/out" &&
	"$catan" --lang nl play principality --p1 nobody 2>&1 | grep -q "^catan play: geen spelersoort 'nobody'"
check "play's refusals in German and Dutch" $?
# catan's own refusals, and a game's refusal of a set-up and of a rule
# option's value
"$catan" --lang nl frob 2>&1 | grep -q "^catan: onbekende opdracht 'frob'$" &&
	"$catan" --lang de --frob 2>&1 | grep -q "^catan: unbekannte Option '--frob'$" &&
	"$catan" --lang nl play nosuch 2>&1 | grep -q "de spellen zijn: principality fast board$" &&
	"$catan" --lang de play principality --option X 2>&1 |
	grep -q "^catan play: --option verlangt NAME=WERT, nicht 'X'$" &&
	"$catan" --lang nl play principality --players 9 2>&1 |
	grep -q "^catan play: --players vraagt een getal van 1 tot 6, niet '9'$" &&
	"$catan" --lang nl play principality --option ADV_MIN_STRENGTH=99 </dev/null 2>&1 |
	grep -q "^catan play: optie ADV_MIN_STRENGTH=99: verwacht een geheel getal van 0 tot 30, gevonden '99'$" &&
	"$catan" --lang de play principality --option NOPE=1 </dev/null 2>&1 |
	grep -q "^catan play: unbekannte Option NOPE: das Spiel principality hat mit diesen Sets keine solche Regeloption$" &&
	"$catan" --lang nl play fast --players 1 </dev/null 2>&1 |
	grep -q ": het snelle kaartspel is voor 2 tot 6 spelers, niet 1$" &&
	"$catan" --lang de sim principality --players 3 2>&1 |
	grep -q "^catan sim: das Spiel lehnte den Aufbau ab: eingebaute Kartendatenbank: das Fürstentum-Spiel ist für 2 Spieler, nicht 3$" &&
	"$catan" --lang en play principality --option NOPE=1 </dev/null 2>&1 |
	grep -q "^catan play: unknown option NOPE: the principality game with these sets has no such rule option$"
check "catan's, play's and sim's refusals of a set-up in German and Dutch" $?

# cards: its refusals and its count in the language asked for.
"$catan" --lang de cards show nope 2>&1 | grep -q "^catan cards show: keine Karte heißt 'nope'$" &&
	"$catan" --lang nl cards list --game fast | tail -n 1 | grep -q "^[0-9]* kaarten$" &&
	"$catan" --lang en cards list --game fast | tail -n 1 | grep -q "^[0-9]* cards$"
check "cards in German and Dutch, English with --lang en" $?


# A log that does not replay, in the console's language: an edited option
# of the header named by its line, another card database, and catan games'
# account of both.
mkdir -p "$dir/games"
printf 'quit\n' | "$catan" play principality --seed 5 --log "$dir/games/a.log" >/dev/null 2>&1
sed 's/^# seed: 5$/# seed: 5\n# option.VP_TARGET: 99/' "$dir/games/a.log" >"$dir/games/option.log"
sed 's/^# carddb: .*/# carddb: 0000000000000000/' "$dir/games/a.log" >"$dir/games/db.log"
line=$(grep -n '^# option.VP_TARGET' "$dir/games/option.log" | cut -d: -f1)
"$catan" --lang de replay "$dir/games/option.log" 2>&1 |
	grep -q "option.log:$line: der Kopf ergibt keine Partie: Option VP_TARGET=99: erwartet eine ganze Zahl von 5 bis 20, gefunden '99'$" &&
	"$catan" --lang nl replay "$dir/games/db.log" 2>&1 |
	grep -q "db.log:5: gespeeld met de kaartendatabank 0000000000000000; deze is [0-9a-f]* (gebruik --db met de databank waarmee gespeeld is)$" &&
	"$catan" --lang nl games --dir "$dir/games" >"$dir/out" 2>&1 &&
	grep -q "laat zich niet naspelen: regel $line: de kop zet geen partij op: optie VP_TARGET=99" "$dir/out" &&
	grep -q "laat zich niet naspelen: regel 5: gespeeld met de kaartendatabank 0000000000000000;" "$dir/out"
check "a log that does not replay, in German and Dutch, with its line" $?
printf '# game: principality\nx\n' >"$dir/games/bad.log"
"$catan" --lang de replay "$dir/games/bad.log" 2>&1 |
	grep -q "bad.log:2:1: erwartet '<Platz>: <Aktion>' oder eine Kopfzeile '# Schlüssel: Wert'$" &&
	"$catan" --lang nl play principality --log "$dir/none/x.log" </dev/null 2>&1 |
	grep -q "none/x.log: de map .*/none bestaat niet$"
check "a log's own problems in German and Dutch" $?

# sim's and sim merge's help and refusals.
sim_help_fits() {
	for l in de nl; do
		[ "$("$catan" --lang $l sim --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
			[ "$("$catan" --lang $l sim merge --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] || return 1
	done
}
"$catan" --lang de sim --help | grep -q "^Aufruf: catan sim SPIEL \[--matches N\]" &&
	"$catan" --lang nl sim merge --help | grep -q "^gebruik: catan sim merge BESTAND" &&
	"$catan" --lang en sim --help | grep -q "^usage: catan sim GAME \[--matches N\]" &&
	sim_help_fits
check "sim's help in German and Dutch, within 80 columns" $?
"$catan" --lang de sim principality --players 9 >"$dir/out" 2>&1
grep -q "^catan sim: --players verlangt eine Zahl von 2 bis 6, nicht '9'$" "$dir/out" &&
	"$catan" --lang nl sim merge 2>&1 | grep -q "^catan sim merge: BESTAND ontbreekt$" &&
	"$catan" --lang en sim principality --jobs 0 2>&1 |
	grep -q "^catan sim: --jobs wants a positive number up to 256, not '0'$"
check "sim's refusals in German and Dutch, English with --lang en" $?


# bench's help, refusals and table headings (padded by the columns they
# take, so the table stays aligned).
"$catan" --lang nl bench --help | grep -q "^gebruik: catan bench \[SPEL\]" &&
	[ "$("$catan" --lang nl bench --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
	[ "$("$catan" --lang de bench --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
	"$catan" --lang de bench --seconds x 2>&1 |
	grep -q "^catan bench: --seconds verlangt eine positive Zahl, nicht 'x'$"
check "bench's help and refusals in German and Dutch, within 80 columns" $?
"$catan" --lang de bench fast --players 2 --matches 1 --seconds 0.2 >"$dir/out" 2>&1
grep -q "^Spiel         Spieler  Partien  Partien/s  Aktionen/s " "$dir/out" &&
	grep -q "^Effektläufe/s: " "$dir/out" &&
	"$catan" --lang en bench fast --players 2 --matches 1 --seconds 0.2 2>&1 |
	grep -q "^game          players  matches  matches/s   actions/s "
check "bench's table headings in German, English with --lang en" $?


# db's help and its report.
"$catan" --lang de db --help | grep -q "^Aufruf: catan db init DATEI \[--force\]" &&
	[ "$("$catan" --lang de db --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
	[ "$("$catan" --lang nl db --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
	[ "$("$catan" --lang en db --help | LC_ALL=C.UTF-8 wc -L)" -le 80 ] &&
	"$catan" --lang nl db check | grep -q ": ok: [0-9]* sets, [0-9]* kaarten ([0-9]* exemplaren)" &&
	"$catan" --lang de db frob 2>&1 | grep -q "^catan db: unbekannter Unterbefehl 'frob'$" &&
	"$catan" --lang en db check | grep -q ": ok: [0-9]* sets, [0-9]* cards ([0-9]* copies)"
check "db's help and report in German and Dutch, its help within 80 columns in all three" $?
"$catan" db init "$dir/exists.db" >/dev/null 2>&1
"$catan" --lang de db init "$dir/exists.db" 2>&1 |
	grep -q "exists.db: Datei existiert; --force überschreibt sie$" &&
	"$catan" --lang nl db check "$dir/none.db" 2>&1 | grep -q "none.db: kan niet openen: "
check "db's refusals of a file in German and Dutch" $?


# cards show's labels, padded by the columns they take (umlauts).
"$catan" --lang de cards show abbey >"$dir/out" 2>&1
grep -q "^  Schlüssel   abbey$" "$dir/out" && grep -q "^  Kosten      " "$dir/out" &&
	"$catan" --lang nl cards show abbey | grep -q "^  sleutel     abbey$" &&
	"$catan" --lang en cards show abbey | grep -q "^  key         abbey$"
check "cards show's labels in German and Dutch, aligned" $?
"$catan" --lang de cards show knight-hagen >"$dir/out" 2>&1
grep -q "^  Punkte      St1 Tu2$" "$dir/out" && grep -q "^Quelle: " "$dir/out" &&
	"$catan" --lang de cards show abbey | grep -q "^Effekt:$" &&
	"$catan" --lang de cards show fast-library | grep -q "^  Punkte      3 SP$" &&
	"$catan" --lang nl cards show abbey | grep -q "^bron: " &&
	"$catan" --lang nl cards show knight-hagen | grep -q "^  punten      K1 T2$" &&
	"$catan" --lang en cards show knight-hagen | grep -q "^  points      S1 T2$" &&
	"$catan" --lang en cards show abbey >"$dir/out" 2>&1 &&
	grep -q "^effect:$" "$dir/out" && grep -q "^source: " "$dir/out"
check "cards show's points, effect and source in German and Dutch" $?


# sim's report: the first seat's advantage in German; English with --lang en.
"$catan" --lang de sim fast --matches 4 >"$dir/out" 2>&1
grep -q "^erster Platz: gewinnt [0-9.]*% (95-%-Intervall " "$dir/out" &&
	"$catan" --lang en sim fast --matches 4 2>&1 | grep -q "^first seat: wins [0-9.]*% (95% interval "
check "sim's report on the first seat in German, English with --lang en" $?

# under HEADING FILE: whether every row of each table whose heading line
# holds HEADING in FILE has a number ending in HEADING's last column (or
# one before its percent sign): a table's columns widen under a translated
# heading wider than the English one.
under() {
	# in Latin-1, one byte a column, for awks that count bytes
	iconv -f UTF-8 -t ISO-8859-1 "$2" | LC_ALL=C awk -v h="$(printf '%s' "$1" | iconv -f UTF-8 -t ISO-8859-1)" '
		!/[^ ]  / { inside = 0 }
		inside { rows++; c = substr($0, end, 1); n = substr($0, end + 1, 1)
			if (c !~ /[0-9%-]/ || (n != " " && n != "%" && n != "")) bad++ }
		{ at = index($0, h) }
		at && !inside && /  / { end = at + length(h) - 1; inside = 1 }
		END { exit !(rows > 0 && bad == 0) }'
}

# sim's report: every table's headings and lines in German and Dutch, each
# column under its heading.
"$catan" --lang de sim fast --players 4 --seat 2=random --seat 4=random --matches 8 \
	--option MARKET_SIZE=4 >"$dir/out" 2>&1
grep -q "^fast: 8 Partien, Startwert 1, greedy gegen random gegen greedy gegen random$" "$dir/out" &&
	grep -q "^Aufbau: Sets fast-base; Optionen MARKET_SIZE=4$" "$dir/out" &&
	grep -q "^Platz  Spieler  Siege  Siegquote  95-%-Intervall$" "$dir/out" &&
	grep -q "^Spieler  Plätze  Siege  Siegquote  95-%-Intervall$" "$dir/out" &&
	grep -q "^gewonnen: [0-9]* von 8; ohne Sieger gestoppt bei 1000 Zügen oder 200000 Aktionen: " "$dir/out" &&
	grep -q "^pro Partie      Mittel  Streuung       min       max$" "$dir/out" &&
	grep -q "^Züge    " "$dir/out" && grep -q "^Aktionen    " "$dir/out" &&
	grep -q "^gesehene Karten: [0-9]* von 39; pro Partie gezogen, gebaut, gespielt, aufgedeckt;$" "$dir/out" &&
	grep -q "^Karte  *gezogen  gebaut  gespielt  aufgedeckt   Erbauer  Siege  95-%-Intervall$" "$dir/out" &&
	grep -q "^nie gezogen, gebaut, gespielt oder aufgedeckt:" "$dir/out" &&
	grep -q "^\* signifikant: das 95-%-Intervall schließt 25.0% aus" "$dir/out" &&
	under "Siegquote" "$dir/out" && under "Plätze" "$dir/out" && under "Streuung" "$dir/out" &&
	under "gezogen" "$dir/out" && under "aufgedeckt" "$dir/out" && under "Erbauer" "$dir/out"
check "sim's report in German, each column under its heading" $?
"$catan" --lang nl sim principality --matches 6 --shard 1/2 >"$dir/out" 2>&1
grep -q "^principality: 6 partijen, startwaarde 1, greedy tegen greedy$" "$dir/out" &&
	grep -q "^deel 1 van 2: 3 van de partijen$" "$dir/out" &&
	grep -q "^plaats  speler   zeges  winkans   95-%-interval$" "$dir/out" &&
	grep -q "^per partij   gemiddeld  spreiding       min       max$" "$dir/out" &&
	grep -q "^kaart  *getrokken  gebouwd  gespeeld   onthuld   bouwers  zeges  95-%-interval$" "$dir/out" &&
	grep -q "^van de spelers die er een bouwden in een partij met winnaar, hoeveel wonnen$" "$dir/out" &&
	under "getrokken" "$dir/out" && under "gespeeld" "$dir/out" && under "spreiding" "$dir/out" &&
	[ "$(LC_ALL=C.UTF-8 grep -v '[^ ]  ' "$dir/out" | LC_ALL=C.UTF-8 wc -L)" -le 80 ]
check "sim's report in Dutch, its sentences within 80 columns" $?

# sim --against: the comparison's tables in Dutch; sim --check's verdict.
"$catan" db init "$dir/same.db" >/dev/null
"$catan" --lang nl sim principality --matches 4 --against "$dir/same.db" >"$dir/out" 2>&1
grep -q "^basis: ingebouwde kaartendatabank$" "$dir/out" &&
	grep -q "^gewijzigd: .*same.db$" "$dir/out" &&
	grep -q "^                       basis  gewijzigd  verschil  95-%-interval$" "$dir/out" &&
	grep -q "^zeges plaats 2  *[0-9]" "$dir/out" && grep -q "^gewonnen partijen  *[0-9]" "$dir/out" &&
	grep -q "^per partij             basis  gewijzigd  verschil  95-%-interval$" "$dir/out" &&
	grep -q "^kaarten met gewijzigde tellingen: 0$" "$dir/out" &&
	grep -q "^\* significant: het 95-%-interval van het verschil sluit 0 uit (0 hier)$" "$dir/out" &&
	under "gewijzigd" "$dir/out" && under "verschil" "$dir/out"
check "sim --against in Dutch, each column under its heading" $?
"$catan" --lang de sim fast --check --matches 2 2>&1 |
	grep -q "^fast: 2 Partien geprüft, Startwert 1: jede Invariante hielt$" &&
	"$catan" --lang nl sim fast --check --matches 1 2>&1 |
	grep -q "^fast: 1 partij gecontroleerd, startwaarde 1: elke invariant hield stand$"
check "sim --check's verdict in German and Dutch" $?
# the progress bar, drawn on a terminal only
if command -v script >/dev/null 2>&1; then
	script -qc "'$catan' --lang de sim fast --matches 20" /dev/null </dev/null >"$dir/out" 2>&1
	grep -q "[0-9]*/20 Partien" "$dir/out"
	check "sim's progress bar in German" $?
else
	echo "ok - script(1) not installed: the progress bar's check skipped"
fi

exit $((failures > 0))
