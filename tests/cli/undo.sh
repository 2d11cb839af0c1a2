#!/bin/sh
# undo against the computer (catan(6), undo): the person's last decision
# and the computer's moves after it are taken back; the log keeps both the
# moves and the undo, a replay shows them, and a resumed match goes on from
# where the undo left it. A line typed as a shorthand for several actions
# is one decision, taken back whole.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# Player 1's opening as the normal player would play it, seed 3: the
# human plays it, so the computer's moves are the same as between two
# computers until the undo.
"$catan" play principality --p1 normal --p2 normal --seed 3 --max-turns 2 \
	--log "$dir/ref.log" </dev/null >/dev/null 2>&1
grep '^1: ' "$dir/ref.log" | sed 's/^1: //' | head -6 >"$dir/p1"
[ "$(wc -l <"$dir/p1")" -eq 6 ]
check "a reference opening" $?

{ echo undo; cat "$dir/p1"; echo undo; echo log 4; echo quit; } |
	"$catan" play principality --seed 3 --log "$dir/u.log" >"$dir/u.out" 2>"$dir/u.err"
grep -q "^undo: player 1 has no decision to take back$" "$dir/u.err"
check "nothing to take back before the first decision" $?
last=$(tail -1 "$dir/p1")
n=$(grep -n "^1: $last\$" "$dir/u.log" | head -1 | cut -d: -f1)
move=$((n - 6))
after=$(($(grep -c '^[12]: ' "$dir/u.log") - move - 1))
tail -1 "$dir/u.log" | grep -qx "1: undo $move"
check "the undo is logged with the move it takes back (undo $move)" $?
[ "$after" -ge 1 ] &&
	grep -q "^player 1: undo $move\$" "$dir/u.out" &&
	grep -q "^  takes back move $move ($last) and $after moves\{0,1\} after it\$" "$dir/u.out"
check "the computer's moves after it are taken back with it ($after)" $?
[ "$(grep -vc "game log is" "$dir/u.err")" -eq 1 ] && grep -q "^[0-9]*: player 1: $last\$" "$dir/u.out"
check "the match goes on after an undo, without a complaint" $?
grep -q "^[0-9]*: player 1: undo $move\$" "$dir/u.out"
check "log lists the undo as a move" $?

# Resumed: the player decides again where the undo left him, and an undo
# of a move made after it goes back to the same point.
printf '%s\nundo\nlog 3\nquit\n' "$last" |
	"$catan" resume "$dir/u.log" >"$dir/r.out" 2>"$dir/r.err"
tail -3 "$dir/u.log" | head -1 | grep -qx "1: $last" &&
	tail -1 "$dir/u.log" | grep -qx "1: undo $((move + 3))" &&
	grep -q "^  takes back move $((move + 3)) ($last) and 1 move after it\$" "$dir/r.out"
check "resume continues from the undo, and undoes again" $?
! grep -q . "$dir/r.err"
check "resume replays the undo without a complaint" $?

# A replay shows the undo as a step of its own.
total=$(grep -c '^[12]: ' "$dir/u.log")
printf 'goto end\nback 1\nnext\n' | "$catan" replay "$dir/u.log" >"$dir/p.out" 2>&1
grep -q "^$total: player 1: undo $((move + 3))\$" "$dir/p.out" &&
	grep -q "^  the match stands as before move $((move + 3)) again\$" "$dir/p.out"
check "a replay shows the undo and what it did" $?

# Two people at one keyboard: the other's decision stands.
{ head -4 "$dir/p1"; echo undo; echo quit; } |
	"$catan" play principality --p1 human --p2 human --seed 3 --log "$dir/h.log" \
	>"$dir/h.out" 2>"$dir/h.err"
grep -q "^undo: player 1 has decided since your last decision; it stands$" "$dir/h.err" &&
	! grep -q ": undo" "$dir/h.log"
check "at one keyboard, the other player's decision stands" $?

# The board game's one-line offer is seven actions; the computers answer
# it, and undo takes back the line from its first step, with the answers.
{
	printf 'build settlement 1\nbuild road 1\nbuild settlement 3\nbuild road 5\n'
	printf 'dice 6\nroll\ngive 1 wool 3\ngive 1 brick 1\n'
	echo 'offer 2 wool 1 brick for 1 ore'
	echo undo
	echo 'state --json'
	echo quit
} | "$catan" play board --players 4 --seat 1=human --seat 2=greedy --seat 3=greedy \
	--seat 4=greedy --layout beginner --seed 7 --sandbox --log "$dir/b.log" \
	>"$dir/b.out" 2>&1
first=$(grep '^[1-6]: ' "$dir/b.log" | grep -n '^1: offer$' | cut -d: -f1)
answers=$(grep '^[1-6]: ' "$dir/b.log" | sed -n "$((first + 6)),\$p" | grep -c '^[2-4]: ')
[ -n "$first" ] && [ "$answers" -eq 3 ] &&
	tail -1 "$dir/b.log" | grep -qx "1: undo $first" &&
	grep -q "^  takes back move $first (offer) and 8 moves after it\$" "$dir/b.out" &&
	tail -1 "$dir/b.out" | grep -q '"draft":null' &&
	tail -1 "$dir/b.out" | grep -q '"name":"player 1",[^}]*"hand":{"lumber":[0-9]*,"brick":1,"grain":[0-9]*,"wool":3,'
check "undo takes back a one-line offer whole, from its first step" $?
tail -1 "$dir/b.out" >"$dir/b.json"
"$catan" replay "$dir/b.log" --json --as 1 | cmp -s - "$dir/b.json"
check "the match replays to the state after the undo" $?

exit $((failures > 0))
