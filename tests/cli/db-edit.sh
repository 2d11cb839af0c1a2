#!/bin/sh
# The card designer's round trip, as a user types it: write the built-in
# database, edit a card with the sqlite3 shell, and see the change with no
# rebuild; then a damaged edit is refused with exit status 2 and a message
# naming the table, the card and the column.
. "${top_srcdir:-.}/tests/cli/harness.sh"
command -v sqlite3 >/dev/null 2>&1 || { echo "sqlite3 shell not installed: skipped"; exit 77; }

"$catan" db init "$dir/my.db" >/dev/null
check "db init writes a file" $?

"$catan" db init "$dir/my.db" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--force" "$dir/err"
check "db init refuses to overwrite without --force" $?

"$catan" db init --force "$dir/my.db" >/dev/null
check "db init --force overwrites" $?

"$catan" --db "$dir/my.db" cards show abbey | grep -q "cost *L B O"
check "the Abbey costs L B O before the edit" $?

sqlite3 "$dir/my.db" "UPDATE card_cost SET amount = 3 WHERE card = 'abbey' AND resource = 'ore'"
"$catan" --db "$dir/my.db" cards show Kloster | grep -q "cost *L B 3O"
check "after an UPDATE the Abbey costs L B 3O" $?

CATAN_DB="$dir/my.db" "$catan" cards show abbey | grep -q "cost *L B 3O"
check "CATAN_DB selects the edited database" $?

"$catan" db check "$dir/my.db" >/dev/null
check "the edited database is valid" $?

sqlite3 "$dir/my.db" "PRAGMA ignore_check_constraints = 1; UPDATE card SET count = 'two' WHERE key = 'abbey'"
"$catan" db check "$dir/my.db" >/dev/null 2>"$dir/err"
status=$?
[ $status -eq 2 ] && grep -q "my.db: table card, card abbey, column count: expected an integer from 0 to 99, found the text 'two'" "$dir/err"
check "a damaged edit: exit status 2 and table, card, column named" $?

"$catan" --db "$dir/my.db" cards list >/dev/null 2>&1
[ $? -eq 2 ]
check "every command refuses a damaged database with status 2" $?

"$catan" db init "$dir/effect.db" >/dev/null
sqlite3 "$dir/effect.db" "UPDATE card SET effect = '(modify hand-limit (+ value 1)' WHERE key = 'abbey'"
"$catan" db check "$dir/effect.db" >/dev/null 2>"$dir/err"
[ $? -eq 2 ] && grep -q "effect.db: table card, card abbey, column effect, 1:1: \"(\" is never closed" "$dir/err"
check "a typo in an edited effect: exit status 2 with card, column and line:column" $?

echo "not a database" >"$dir/text.db"
"$catan" db check "$dir/text.db" 2>&1 | grep -q "not a card database"
check "a text file is named as not a card database" $?

"$catan" db dump >"$dir/dump.sql"
sqlite3 "$dir/rebuilt.db" <"$dir/dump.sql" && "$catan" db check "$dir/rebuilt.db" >/dev/null
check "db dump rebuilds a valid database" $?

[ "$("$catan" db check "$dir/rebuilt.db" | sed 's/.*digest //')" = "$("$catan" db check | sed 's/.*digest //')" ]
check "the rebuilt database has the built-in digest" $?

"$catan" cards show Ha >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "could be" "$dir/err"
check "an ambiguous prefix lists the candidates" $?

for cmd in "" "cards" "db"; do
	"$catan" $cmd --help | grep -q "usage: catan"
	check "catan $cmd --help" $?
done

XDG_STATE_HOME="$dir/state" "$catan" </dev/null >"$dir/out" 2>&1
[ $? -eq 0 ] && ls "$dir/state/catan/games/"*.log >/dev/null 2>&1
check "catan with no command starts a logged duel (and ends cleanly at end of input)" $?

echo "$failures failed"
[ $failures -eq 0 ]
