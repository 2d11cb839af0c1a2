#!/bin/sh
# Input a careless or hostile user gives catan (catan(6)): each is refused
# early with a clear message, or read without harm -- never waited on,
# never written beside, never echoed to the terminal raw.
. "${top_srcdir:-.}/tests/cli/harness.sh"
esc=$(printf '\033')

"$catan" --db "" cards list >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "^catan: --db wants a file name, not an empty one$" "$dir/err"
check "--db with an empty name is an error, not the default" $?
"$catan" replay --db "" "$dir/none.log" >/dev/null 2>"$dir/err"
[ $? -ne 0 ] && grep -q "^catan: --db wants a file name, not an empty one$" "$dir/err"
check "so is a command's --db with an empty name" $?

"$catan" play principality --option VP_TARGET=13 --option VP_TARGET=14 \
	--log "$dir/twice.log" </dev/null >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "^catan play: --option given twice for one name: 'VP_TARGET=14'$" "$dir/err" &&
	[ ! -e "$dir/twice.log" ]
check "--option twice for one name fails before the match" $?

"$catan" play principality --p1 random --p2 random --log "$dir/no/such/dir/x.log" \
	</dev/null >/dev/null 2>"$dir/err"
[ $? -ne 0 ] && grep -q "the directory .*no/such/dir does not exist" "$dir/err" &&
	[ ! -e "$dir/no" ]
check "--log does not create missing directories" $?

mkfifo "$dir/pipe.log"
timeout 120 "$catan" replay "$dir/pipe.log" --json >/dev/null 2>"$dir/err"
[ $? -eq 2 ] && grep -q "pipe.log: not a regular file" "$dir/err"
check "replay refuses a FIFO instead of waiting on it" $?
timeout 120 "$catan" resume "$dir/pipe.log" </dev/null >/dev/null 2>"$dir/err"
[ $? -eq 2 ] && grep -q "pipe.log: not a regular file" "$dir/err"
check "so does resume" $?

# A line of 5 MB at the console: refused in bounded memory, and the next
# line is read as usual.
{ head -c 5000000 /dev/zero | tr '\0' 'x'; printf '\nstate\n'; } |
	"$catan" play principality --seed 5 --log "$dir/long.log" >"$dir/out" 2>&1
grep -q "^the line is longer than 4096 bytes: it is ignored$" "$dir/out" &&
	grep -q "^principality, turn 1, pick" "$dir/out"
check "a console line too long is refused and the next one read" $?

if command -v sqlite3 >/dev/null 2>&1; then
	# A database in WAL mode, in a directory catan may not write: read as
	# it is, with nothing written beside it.
	mkdir "$dir/ro"
	"$catan" db init "$dir/ro/wal.db" >/dev/null &&
		sqlite3 "$dir/ro/wal.db" "PRAGMA journal_mode=WAL;" >/dev/null
	chmod a-w "$dir/ro"
	"$catan" db check "$dir/ro/wal.db" >"$dir/out" 2>&1
	[ $? -eq 0 ] && grep -q "wal.db: ok" "$dir/out" && [ "$(ls "$dir/ro")" = "wal.db" ]
	check "a WAL database in a read-only directory is read, and nothing written beside it" $?
	"$catan" --db "$dir/ro/wal.db" cards list --game fast >/dev/null 2>&1 &&
		[ "$(ls "$dir/ro")" = "wal.db" ]
	check "so it is for the other commands" $?
	chmod u+w "$dir/ro"

	# Terminal controls in a card's name reach no terminal: CSI (U+009B)
	# and the right-to-left override (U+202E), which the loader lets pass.
	"$catan" db init "$dir/esc.db" >/dev/null
	sqlite3 "$dir/esc.db" "UPDATE card SET name_en = 'Abbey' || char(155) || '2J' ||
		char(8238) || 'x' WHERE key = 'abbey'"
	csi=$(printf '\302\233')
	"$catan" --db "$dir/esc.db" --lang en cards list --game principality >"$dir/out" 2>&1
	! grep -q "$csi" "$dir/out" && grep -q 'Abbey\\u009B2J\\u202Ex' "$dir/out"
	check "cards list prints terminal controls from the database escaped" $?
	"$catan" --db "$dir/esc.db" --lang en cards show abbey >"$dir/out" 2>&1
	! grep -q "$csi" "$dir/out" && grep -q '^Abbey\\u009B2J\\u202Ex$' "$dir/out"
	check "so does cards show" $?
	sqlite3 "$dir/esc.db" "PRAGMA ignore_check_constraints = 1;
		UPDATE card SET count = 'two' || char(27) || '[31m' WHERE key = 'abbey'"
	"$catan" db check "$dir/esc.db" >"$dir/out" 2>&1
	[ $? -eq 2 ] && ! grep -q "$esc" "$dir/out" && grep -q 'two\\x1B\[31m' "$dir/out"
	check "a diagnostic quoting the database prints it escaped" $?

	# Databases whose every row is right and whose whole is unplayable.
	"$catan" db init "$dir/zero.db" >/dev/null
	sqlite3 "$dir/zero.db" "UPDATE card SET count = 0 WHERE game = 'principality'"
	"$catan" db check "$dir/zero.db" >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "zero.db: table card, column count: every card of the principality game has count 0" "$dir/err"
	check "db check refuses a game whose every count is 0" $?
	"$catan" --db "$dir/zero.db" play principality --p1 random --p2 random \
		--log "$dir/zero.log" </dev/null >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "every card of the principality game has count 0" "$dir/err" &&
		[ ! -e "$dir/zero.log" ]
	check "play refuses it at set-up" $?
	"$catan" --db "$dir/zero.db" sim principality --matches 2 >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "every card of the principality game has count 0" "$dir/err"
	check "sim refuses it at set-up" $?
	"$catan" db init "$dir/out.db" >/dev/null
	sqlite3 "$dir/out.db" "UPDATE card SET deck = 'out' WHERE game = 'fast'"
	"$catan" db check "$dir/out.db" >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "table card, column deck: every card of the fast game is in the deck 'out'" "$dir/err"
	check "db check refuses a game whose every card is out" $?
	"$catan" db init "$dir/big.db" >/dev/null
	sqlite3 "$dir/big.db" "UPDATE card SET count = 99 WHERE key IN ('abbey', 'bath-house')"
	"$catan" db check "$dir/big.db" >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "the principality game cannot be set up with the base sets: .*table card, column count: the sets in play hold more than 192 cards" "$dir/err"
	check "db check refuses more cards in play than the game holds" $?

	# Effect values past what the game holds: a hand limit raised by
	# 2147483647, a fleet's rate of 30000. The language's numbers stop at
	# 9999, so db check names the card, the column and the position; a value
	# within that bound is kept within the game's own (a hand limit or a rate
	# of at most 255) by the rules and the index alike, and the trial passes.
	# held_in_sandbox DB CARD PATTERN: CARD placed in a sandbox match of
	# DB, the JSON state matches PATTERN and the match's log replays.
	held_in_sandbox() {
		printf 'place 1 %s 1 up\nstate --json\nquit\n' "$2" |
			"$catan" play principality --db "$1" --sandbox --p1 human --p2 human \
				--log "$dir/$2.log" >"$dir/out" 2>&1 &&
			grep -q "$3" "$dir/out" &&
			"$catan" replay --db "$1" "$dir/$2.log" >/dev/null 2>&1
	}
	"$catan" db init "$dir/values.db" >/dev/null
	sqlite3 "$dir/values.db" "UPDATE card SET effect = '(modify hand-limit (+ value 2147483647))'
		WHERE key = 'abbey'"
	"$catan" db check "$dir/values.db" >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "card abbey, column effect, 1:29: integer out of range (-9999 to 9999)" "$dir/err"
	check "db check refuses a hand limit the game cannot hold" $?
	sqlite3 "$dir/values.db" "UPDATE card SET effect = '(modify hand-limit (+ value 9999))'
		WHERE key = 'abbey'"
	"$catan" db check "$dir/values.db" >/dev/null 2>&1
	check "db check passes the largest hand limit the language writes" $?
	held_in_sandbox "$dir/values.db" abbey '"hand_limit":255'
	check "a hand limit of 7 + 9999 is held at 255, and the match replays" $?
	"$catan" db init "$dir/rate.db" >/dev/null
	sqlite3 "$dir/rate.db" "UPDATE card SET effect = '(modify trade-rate (= subject brick) (+ value 300))'
		WHERE key = 'gold-fleet'"
	"$catan" db check "$dir/rate.db" >/dev/null 2>&1
	check "db check passes a rate of 3 + 300" $?
	held_in_sandbox "$dir/rate.db" gold-fleet '"trade_rates":{[^}]*"brick":255'
	check "a brick rate of 3 + 300 is held at 255, and the match replays" $?
	sqlite3 "$dir/rate.db" "UPDATE card SET effect = '(modify trade-rate (= subject brick) (+ value 30000))'
		WHERE key = 'gold-fleet'"
	"$catan" db check "$dir/rate.db" >/dev/null 2>"$dir/err"
	[ $? -eq 2 ] && grep -q "card gold-fleet, column effect, .*integer out of range" "$dir/err"
	check "db check refuses a trade rate the game cannot hold" $?
else
	echo "ok - # SKIP sqlite3 is not installed"
fi

[ "$failures" -eq 0 ]
