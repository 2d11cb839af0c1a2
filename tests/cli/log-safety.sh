#!/bin/sh
# A game log is never lost or misread (catan(6), GAME LOGS): one writer at a
# time, no partial line after a failed write, a last line without its newline
# left out, and a log that appears only with its whole header. Each case is a
# way the log used to be lost; each is played here as a user meets it.
. "${top_srcdir:-.}/tests/cli/harness.sh"
holder=
cleanup='[ -z "$holder" ] || kill "$holder" 2>/dev/null'
computers="principality --p1 random --p2 greedy --seed 5"

# The whole match, for comparing.
"$catan" play $computers --log "$dir/whole.log" </dev/null >/dev/null 2>&1
check "a whole match is logged" $?

# 1. A second writer is refused while the first one plays.
mkfifo "$dir/hold"
"$catan" play principality --p1 human --p2 human --seed 5 --log "$dir/busy.log" \
	<"$dir/hold" >/dev/null 2>&1 &
holder=$!
exec 9>"$dir/hold"    # the human seats wait for this pipe
tries=0
while [ ! -s "$dir/busy.log" ] && [ $tries -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
cp "$dir/busy.log" "$dir/busy.before"
"$catan" resume "$dir/busy.log" </dev/null >/dev/null 2>"$dir/err"
status=$?
[ $status -eq 1 ] && grep -q "busy.log: another catan is writing this log" "$dir/err" &&
	cmp -s "$dir/busy.log" "$dir/busy.before"
check "resume refuses a log that a play is writing, and leaves it alone" $?
"$catan" resume "$dir/busy.log" </dev/null >/dev/null 2>"$dir/err" &
second=$!
wait $second
[ $? -eq 1 ] && grep -q "another catan is writing this log" "$dir/err"
check "so does a second resume" $?
echo "pick 1 mayor" >&9
echo quit >&9
exec 9>&-
wait "$holder"
holder=
"$catan" resume "$dir/busy.log" </dev/null >/dev/null 2>"$dir/err"
check "once the first has ended, resume may write" $?

# 2. A write that fails half-way (a full disk; here a file size limit)
# leaves no partial line, and the log resumes to the same match.
(trap '' XFSZ; ulimit -f 4; exec "$catan" play $computers --log "$dir/full.log") \
	</dev/null >/dev/null 2>"$dir/err"
status=$?
[ $status -eq 1 ] && grep -q "the move was made but not logged" "$dir/err"
check "a failed write ends the match and says so" $?
[ "$(tail -c 1 "$dir/full.log" | od -An -c | tr -d ' ')" = '\n' ]
check "the log ends with a whole line" $?
"$catan" resume "$dir/full.log" </dev/null >/dev/null 2>"$dir/err"
check "the log resumes" $?
cmp -s "$dir/whole.log" "$dir/full.log"
check "the resumed match is the whole match" $?

# A log that ends in a partial line (a crash mid-write) resumes from its
# last whole line, and says so.
head -c $(( $(wc -c <"$dir/whole.log") * 2 / 3 )) "$dir/whole.log" >"$dir/torn.log"
whole=$(wc -l <"$dir/torn.log")
"$catan" resume "$dir/torn.log" </dev/null >/dev/null 2>"$dir/err"
[ $? -eq 0 ] && grep -q "torn.log:$((whole + 1)): the last line has no newline" "$dir/err" &&
	grep -q "goes on after line $whole" "$dir/err"
check "resume goes on after the last whole line, and says so" $?
cmp -s "$dir/whole.log" "$dir/torn.log"
check "and the match it plays is the whole match" $?

# 3. A last line cut at a word boundary is never read as the shorter move
# it spells: 'roll-next 3 brigand' cut to 'roll-next 3' would be legal.
printf 'roll-next 3 brigand\nquit\n' |
	"$catan" play principality --sandbox --seed 5 --log "$dir/cut.log" >/dev/null 2>&1
grep -q '^1: roll-next 3 brigand$' "$dir/cut.log"
check "the sandbox match logs its command" $?
size=$(wc -c <"$dir/cut.log")
head -c $((size - 9)) "$dir/cut.log" >"$dir/cut2.log" && mv "$dir/cut2.log" "$dir/cut.log"
line=$(wc -l <"$dir/cut.log")
"$catan" replay "$dir/cut.log" --json >"$dir/out" 2>"$dir/err"
[ $? -eq 2 ] &&
	grep -q "cut.log:$((line + 1)): the last line has no newline: it was cut off as it was written" \
		"$dir/err"
check "replay leaves out a last line without its newline, and says so" $?
printf 'log\nquit\n' | "$catan" resume "$dir/cut.log" >"$dir/out" 2>"$dir/err"
[ $? -eq 0 ] && ! grep -q "roll-next" "$dir/out" "$dir/cut.log"
check "resume never applies it, and cuts it from the log" $?

# 4. A log exists only with its whole header: a kill while the header is
# written (here by the file size limit's signal) leaves no file behind.
(ulimit -c 0; ulimit -f 0; exec "$catan" play $computers --log "$dir/killed.log") \
	</dev/null >/dev/null 2>&1
[ ! -e "$dir/killed.log" ]
check "a kill before the header is written leaves no log" $?
"$catan" play $computers --log "$dir/killed.log" </dev/null >/dev/null 2>&1 &&
	cmp -s "$dir/whole.log" "$dir/killed.log"
check "and play --log may then create it" $?
(ulimit -c 0; ulimit -f 8; exec "$catan" db init "$dir/cards.db") >/dev/null 2>&1
[ ! -e "$dir/cards.db" ]
check "db init killed while writing leaves no database" $?
(trap '' XFSZ; ulimit -f 8; exec "$catan" db init "$dir/cards.db") >/dev/null 2>"$dir/err"
[ $? -ne 0 ] && [ ! -e "$dir/cards.db" ] && grep -q "cards.db" "$dir/err"
check "db init on a full disk leaves no database" $?
[ -z "$(ls -A "$dir" | grep -v -e '\.log$' -e '^err$' -e '^out$' -e '^hold$' \
	-e '^busy.before$' -e '^state$')" ]
check "no temporary file is left behind" $?
"$catan" db init "$dir/cards.db" >/dev/null 2>&1 && "$catan" db check "$dir/cards.db" >/dev/null
check "db init then writes a good database" $?

[ "$failures" -eq 0 ]
