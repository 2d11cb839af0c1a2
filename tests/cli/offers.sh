#!/bin/sh
# Offers without fatigue (catan(6), offers): a computer player does not
# make again in the same turn an offer a person declined, offers turn
# answers every offer of a turn at once, and --offers off starts a match, or
# a resumed one, with every offer declined.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# Between two computer players, player 2 makes again an offer player 1
# declined in the same turn (seed 3).
"$catan" play principality --p1 normal --p2 normal --seed 3 --max-turns 8 \
	--log "$dir/ref.log" </dev/null >/dev/null 2>&1
# repeat: the line number of the first offer of player 2 made again after
# player 1 declined it in the same turn.
repeat=$(awk '/^[12]: roll$/ { delete declined }
	/^1: decline$/ && last ~ /^2: offer / { declined[last] = 1 }
	/^2: offer / && ($0 in declined) { print NR; exit }
	{ last = $0 }' "$dir/ref.log")
[ -n "$repeat" ]
check "between computers, a declined offer is made again (line $repeat)" $?

# The same moves by a person at the console: the offer is not made again.
head -n "$repeat" "$dir/ref.log" | grep '^1: ' | sed 's/^1: //' >"$dir/p1"
offer=$(sed -n "${repeat}p" "$dir/ref.log")
{ cat "$dir/p1"; echo quit; } |
	"$catan" play principality --seed 3 --log "$dir/h.log" >"$dir/h.out" 2>"$dir/h.err"
after=$(grep -c '^[12]: ' "$dir/h.log")
head -n "$((repeat - 1))" "$dir/ref.log" | grep '^[12]: ' >"$dir/before"
grep '^[12]: ' "$dir/h.log" | head -n "$(wc -l <"$dir/before")" | cmp -s - "$dir/before" &&
	[ "$after" -gt "$(wc -l <"$dir/before")" ] &&
	[ "$(grep '^[12]: ' "$dir/h.log" | sed -n "$(($(wc -l <"$dir/before") + 1))p")" != "$offer" ]
check "at the console, the computer does not make the declined offer again" $?
! grep -q . "$dir/h.err" || ! grep -qv "game log is" "$dir/h.err"
check "without a complaint" $?

# offers turn: the offer waiting and every other one of the turn are
# declined at once; the next turn's wait again.
first=$(grep -n '^2: offer ' "$dir/ref.log" | head -1 | cut -d: -f1)
head -n "$first" "$dir/ref.log" | grep '^1: ' | sed 's/^1: //' >"$dir/q1"
{ cat "$dir/q1"; echo "offers turn"; echo offers; echo quit; } |
	"$catan" play principality --seed 3 --log "$dir/t.log" >"$dir/t.out" 2>"$dir/t.err"
grep -q "^offers are off until turn [0-9]* ends: every offer to you is declined at once$" \
	"$dir/t.out" &&
	grep -q "^offers are on$" "$dir/t.out"
check "offers turn holds until the turn ends" $?
turn_offers=$(awk -v from="$first" 'NR >= from && /^[12]: end$/ { exit }
	NR >= from && /^2: offer / { n++ } END { print n + 0 }' "$dir/t.log")
turn_declines=$(awk -v from="$first" 'NR >= from && /^[12]: end$/ { exit }
	NR >= from && /^1: decline$/ { n++ } END { print n + 0 }' "$dir/t.log")
[ "$turn_offers" -ge 1 ] && [ "$turn_offers" -eq "$turn_declines" ]
check "every offer of that turn is declined ($turn_offers offers)" $?
# --offers off: a match that starts, or resumes, as offers off leaves it.
{ cat "$dir/q1"; echo offers; echo quit; } |
	"$catan" play principality --seed 3 --offers off --log "$dir/o.log" >"$dir/o.out" 2>&1
grep -q "^offers are off: every offer to you is declined at once$" "$dir/o.out" &&
	grep -q "^1: decline$" "$dir/o.log"
check "play --offers off declines every offer from the start" $?
echo offers | "$catan" resume "$dir/o.log" --offers off >"$dir/r.out" 2>&1
grep -q "^offers are off: every offer to you is declined at once$" "$dir/r.out" &&
	echo offers | "$catan" resume "$dir/o.log" 2>&1 | grep -q "^offers are on$"
check "resume --offers off keeps them off, and without it they are on" $?
"$catan" play principality --offers maybe </dev/null >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "^catan play: --offers wants on or off, not 'maybe'$" "$dir/err"
check "play --offers with another word is a usage error" $?

echo offers bogus | "$catan" play principality --seed 3 --log "$dir/y.log" 2>&1 >/dev/null |
	grep -q "^usage: offers \[on|off|turn\]$"
check "a wrong word is refused with the usage" $?

exit $((failures > 0))
