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

exit $((failures > 0))
