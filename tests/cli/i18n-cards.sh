#!/bin/sh
# A card designer's messages in German and Dutch (po/): a card database
# edited with the sqlite3 shell is refused with each problem named by its
# table, card, column (and line:column inside an effect) in the language
# asked for, the database's own words (keys, columns, effect words) kept as
# they are written; English when English is asked for.
. "${top_srcdir:-.}/tests/cli/harness.sh"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not installed: skipped"; exit 77; }
unset LC_ALL LC_MESSAGES LANG LANGUAGE

# edit NAME SQL: a copy of the built-in database with SQL applied, as $db
edit() {
	db="$dir/$1.db"
	"$catan" db init "$db" >/dev/null &&
		sqlite3 "$db" "PRAGMA ignore_check_constraints = 1; $2"
}
# db_check LANG: catan db check's report of $db in LANG, into $dir/out
db_check() {
	"$catan" --lang "$1" db check "$db" >"$dir/out" 2>&1
}
has() { # has TEXT: whether the report holds TEXT
	grep -qF -- "$1" "$dir/out"
}

# A bad column value: the table, the card and the column named.
edit count "UPDATE card SET count = 'two' WHERE key = 'abbey'"
db_check de
[ $? -eq 2 ] &&
	has "count.db: Tabelle card, Karte abbey, Spalte count: erwartet eine ganze Zahl von 0 bis 99, gefunden den Text 'two'" &&
	grep -q "count.db: [0-9]* Probleme$" "$dir/out"
check "a bad column value in German" $?
db_check nl
has "count.db: tabel card, kaart abbey, kolom count: verwacht een geheel getal van 0 tot 99, gevonden de tekst 'two'"
check "a bad column value in Dutch" $?
db_check en
has "count.db: table card, card abbey, column count: expected an integer from 0 to 99, found the text 'two'"
check "a bad column value in English with --lang en" $?

# A bad cost: an amount out of range, a resource the game does not have.
edit cost "UPDATE card_cost SET amount = 12 WHERE card = 'abbey' AND resource = 'ore';
	UPDATE card_cost SET resource = 'gold2' WHERE card = 'library' AND resource = 'ore'"
db_check de
has "Tabelle card_cost, Karte abbey, Spalte amount: erwartet eine ganze Zahl von 1 bis 9, gefunden 12" &&
	has "Tabelle card_cost, Karte library, Spalte resource: das Spiel 'principality' hat keinen Rohstoff 'gold2'"
check "a bad cost in German" $?
db_check nl
has "tabel card_cost, kaart abbey, kolom amount: verwacht een geheel getal van 1 tot 9, gevonden 12" &&
	has "tabel card_cost, kaart library, kolom resource: het spel 'principality' heeft geen grondstof 'gold2'"
check "a bad cost in Dutch" $?

# A missing reference and a text a card cannot hold.
edit ref "UPDATE card SET reverse = 'nosuch' WHERE key = 'abbey';
	UPDATE card SET name_de = 'Kloster' || char(7) WHERE key = 'library'"
db_check de
has "Tabelle card, Karte abbey, Spalte reverse: keine Karte hat den Schlüssel 'nosuch'" &&
	has "Tabelle card, Karte library, Spalte name_de: der Text enthält ein Steuerzeichen"
check "a missing reference and a control character in German" $?
db_check nl
has "tabel card, kaart abbey, kolom reverse: geen kaart heeft de sleutel 'nosuch'" &&
	has "tabel card, kaart library, kolom name_de: de tekst bevat een stuurteken"
check "a missing reference and a control character in Dutch" $?

# A schema another program made.
printf 'CREATE TABLE t(x);\n' | sqlite3 "$dir/other.db"
db="$dir/other.db"
db_check de
has "other.db: erwartet Schemaversion" && has "keine Kartendatenbank, oder eine ohne db/schema.sql angelegte"
check "another schema in German" $?

# A game that has nothing to play with, found by the trial matches.
edit none "UPDATE card SET count = 0 WHERE game = 'fast'"
db_check de
has "none.db: Tabelle card, Spalte count: jede Karte des Spiels fast hat count 0: es gibt nichts, womit man spielen kann"
check "a game with nothing to play in German" $?

# The games' own checks of the tables they build from the database: a
# harbour facing land, a development card dearer than the others.
edit harbour "UPDATE board_harbor SET side = 'e' WHERE number = 1"
db_check de
has "harbour.db: Tabelle board_harbor: Hafen 1: Seite e von Feld 1 liegt am Land, nicht am Meer"
check "a harbour facing land in German" $?
db_check nl
has "harbour.db: tabel board_harbor: haven 1: zijde e van veld 1 grenst aan land, niet aan de zee"
check "a harbour facing land in Dutch" $?
edit devcost "UPDATE card_cost SET amount = 2 WHERE card = 'board-knight' AND resource = 'ore'"
db_check de
has "devcost.db: Tabelle card_cost, Karte board-knight: jede Entwicklungskarte muss gleich viel kosten; board-knight tut es nicht"
check "a development card dearer than the others in German" $?
db_check nl
has "devcost.db: tabel card_cost, kaart board-knight: elke ontwikkelingskaart moet evenveel kosten; board-knight doet dat niet"
check "a development card dearer than the others in Dutch" $?

# The effect compiler: a word it does not know, a wrong number of
# arguments, a resource misspelt and a string that does not end, each at
# its line:column, the effect's own words as written.
edit effect "UPDATE card SET effect = '(on play (gian self wool 1))' WHERE key = 'abbey';
	UPDATE card SET effect = '(on play (gain self wool))' WHERE key = 'aqueduct';
	UPDATE card SET effect = '(on play (gain self wod 1))' WHERE key = 'alchemist';
	UPDATE card SET effect = '(on play
  (gain self wool \"x))' WHERE key = 'town-hall'"
db_check de
[ $? -eq 2 ] &&
	has "effect.db: Tabelle card, Karte abbey, Spalte effect, 1:11: unbekannte Form \"gian\"; die nächste ist \"gain\"" &&
	has "Tabelle card, Karte aqueduct, Spalte effect, 1:10: \"gain\" nimmt 3 Argumente, gefunden 2" &&
	has "Tabelle card, Karte alchemist, Spalte effect, 1:21: erwartet einen Rohstoff, gefunden \"wod\"" &&
	has "Tabelle card, Karte town-hall, Spalte effect, 2:19: die Zeichenkette endet nicht"
check "the effect compiler's messages in German" $?
db_check nl
has "tabel card, kaart abbey, kolom effect, 1:11: onbekende vorm \"gian\"; de dichtstbijzijnde is \"gain\"" &&
	has "tabel card, kaart aqueduct, kolom effect, 1:10: \"gain\" neemt 3 argumenten, gevonden 2" &&
	has "tabel card, kaart alchemist, kolom effect, 1:21: verwacht een grondstof, gevonden \"wod\"" &&
	has "tabel card, kaart town-hall, kolom effect, 2:19: de tekenreeks eindigt niet"
check "the effect compiler's messages in Dutch" $?
db_check en
has "card abbey, column effect, 1:11: unknown form \"gian\"; the closest is \"gain\"" &&
	has "column effect, 1:10: \"gain\" takes 3 arguments, found 2"
check "the effect compiler's messages in English with --lang en" $?
edit paren "UPDATE card SET effect = '(modify hand-limit (+ value 1)' WHERE key = 'abbey'"
db_check de
has "Tabelle card, Karte abbey, Spalte effect, 1:1: \"(\" wird nie geschlossen"
check "an effect's unclosed parenthesis in German" $?

# sim merge: a report cut short, a report without a member, and a shard
# of another series, each named with its file.
"$catan" sim fast --matches 2 --json --shard 1/2 >"$dir/one.json" &&
	"$catan" sim fast --matches 2 --json --shard 2/2 --seed 9 >"$dir/other.json" &&
	head -c 15 "$dir/one.json" >"$dir/cut.json" &&
	sed 's/"seats"/"sits"/' "$dir/one.json" >"$dir/noseats.json"
check "sim writes shard reports" $?
"$catan" --lang de sim merge "$dir/cut.json" >"$dir/out" 2>&1
[ $? -eq 1 ] &&
	has "cut.json: kein Bericht von catan sim --json: Zeile 1, Spalte 16: ein Membername (eine Zeichenkette) erwartet" &&
	"$catan" --lang nl sim merge "$dir/cut.json" 2>&1 |
	grep -qF "cut.json: geen verslag van catan sim --json: regel 1, kolom 16: een lidnaam (een tekenreeks) verwacht"
check "sim merge: a JSON report cut short in German and Dutch" $?
"$catan" --lang nl sim merge "$dir/noseats.json" >"$dir/out" 2>&1
has "noseats.json: geen verslag van catan sim --json: 'seats' ontbreekt of is geen lijst van 2 tot 6 plaatsen" &&
	"$catan" --lang de sim merge "$dir/noseats.json" 2>&1 |
	grep -qF "noseats.json: kein Bericht von catan sim --json: 'seats' fehlt oder ist keine Liste von 2 bis 6 Plätzen"
check "sim merge: a report without a member in Dutch and German" $?
"$catan" --lang de sim merge "$dir/one.json" "$dir/other.json" >"$dir/out" 2>&1
has "other.json: kein Teil derselben Serie: ein anderer Startwert" &&
	"$catan" --lang nl sim merge "$dir/one.json" "$dir/other.json" 2>&1 |
	grep -qF "other.json: geen deel van dezelfde reeks: een andere startwaarde" &&
	"$catan" --lang en sim merge "$dir/one.json" "$dir/other.json" 2>&1 |
	grep -qF "other.json: not a shard of the same series: another seed"
check "sim merge: a shard of another series in German, Dutch and English" $?

exit $((failures > 0))
