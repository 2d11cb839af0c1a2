#!/bin/sh
# Games on disk: catan games lists the logged matches with what became of
# them, catan resume without a LOG continues the most recent unfinished one,
# a missing log gets one clear message; Ctrl-C leaves as quit does; log N
# and a replay's next number the moves alike.
. "${top_srcdir:-.}/tests/cli/harness.sh"
writer=
cleanup='[ -z "$writer" ] || kill "$writer" 2>/dev/null'
logs="$dir/state/catan/games"

"$catan" games >"$dir/out" 2>&1
[ $? -eq 0 ] && grep -q "^no game logs in $logs$" "$dir/out"
check "games without any log" $?

"$catan" resume >"$dir/out" 2>&1
[ $? -eq 1 ] && [ "$(wc -l <"$dir/out")" -eq 1 ] && grep -q "no game logs in $logs" "$dir/out"
check "resume without a LOG and without logs says so in one line" $?

"$catan" resume "$dir/missing.log" >"$dir/out" 2>&1
[ $? -eq 2 ] && [ "$(wc -l <"$dir/out")" -eq 1 ] &&
	grep -q "^catan resume: no game log $dir/missing.log" "$dir/out"
check "resume of a missing log: one clear message" $?

# An unfinished match (a human who made one move), then a finished one.
echo "look 1" | "$catan" play principality --p2 greedy --seed 4 >/dev/null 2>"$dir/err"
unfinished=$(sed -n 's/^catan: the game log is //p' "$dir/err")
sleep 1
"$catan" play principality --p1 greedy --p2 greedy --seed 4 </dev/null >/dev/null 2>"$dir/err"
finished=$(sed -n 's/^catan: the game log is //p' "$dir/err")
[ -f "$unfinished" ] && [ -f "$finished" ]
check "two matches logged" $?

"$catan" games >"$dir/out" 2>&1
check "games lists them" $?
grep -q "^[0-9-]* [0-9:]*  principality  human greedy    unfinished, turn 1$" "$dir/out" &&
	grep -q "^[0-9-]* [0-9:]*  principality  greedy greedy   over, player [12] won (turn [0-9]*)$" \
		"$dir/out" &&
	grep -q "^    $(basename "$unfinished")$" "$dir/out"
check "games says when, which game, who played and what became of it" $?

printf '# game: chess\n' >"$logs/broken.log"
"$catan" games >"$dir/out" 2>&1
grep -q "does not replay: line 1: no game 'chess'" "$dir/out"
check "games names why a log does not replay" $?

echo moves | "$catan" resume >"$dir/out" 2>&1
[ $? -eq 0 ] && grep -q "^catan: resuming $unfinished$" "$dir/out" && grep -q "^pick " "$dir/out"
check "resume without a LOG continues the most recent unfinished match" $?

# log N: the last N moves, numbered as a replay's next numbers them.
"$catan" replay "$finished" <<EOF2 >"$dir/out" 2>&1
next 3
log
log 2
EOF2
grep "^[0-9]*: " "$dir/out" >"$dir/numbered"
[ "$(sed -n 1,3p "$dir/numbered")" = "$(sed -n 4,6p "$dir/numbered")" ] &&
	[ "$(sed -n 2,3p "$dir/numbered")" = "$(sed -n 7,8p "$dir/numbered")" ] &&
	[ "$(wc -l <"$dir/numbered")" -eq 8 ] && grep -q "^1: player 1 (greedy): " "$dir/numbered"
check "log, log N and next number the moves alike" $?
printf 'log 0\nlog x\n' | "$catan" replay "$finished" >"$dir/out" 2>&1
[ "$(grep -c "usage: log \[N\]" "$dir/out")" -eq 2 ]
check "log refuses a count that is not a number from 1" $?

# Ctrl-C at the prompt: saved, and said so.
mkfifo "$dir/in"
sleep 300 >"$dir/in" &
writer=$!
"$catan" play principality --p2 greedy --seed 4 --log "$dir/int.log" <"$dir/in" \
	>"$dir/out" 2>&1 &
player=$!
# the signal only once the match is set up (the log is named just before the
# console takes over Ctrl-C): under the sanitizers on a loaded machine that
# takes far longer than a second
tries=0
while ! grep -q "^catan: the game log is" "$dir/out" 2>/dev/null && [ $tries -lt 600 ]; do
	sleep 0.2
	tries=$((tries + 1))
done
sleep 1
kill -INT "$player"
wait "$player"
status=$?
kill "$writer" 2>/dev/null
writer=
[ "$status" -eq 0 ] && grep -q "^interrupted: leaving as quit does$" "$dir/out" &&
	grep -q "^the match is saved: catan resume $dir/int.log$" "$dir/out"
check "Ctrl-C at the prompt leaves as quit does, and says the match is saved" $?
echo "look 2" | "$catan" resume "$dir/int.log" >/dev/null 2>&1
check "the interrupted match resumes" $?

exit $((failures > 0))
