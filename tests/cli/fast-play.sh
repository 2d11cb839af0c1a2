#!/bin/sh
# The fast card game at the console, as a user plays it: a scripted human
# among computer players, the log replayed to the state the player saw, the
# match resumed from its log; a computers-only match whose half log resumes
# to the whole; a sandbox match whose set-up commands replay.
. "${top_srcdir:-.}/tests/cli/harness.sh"
seats="--seat 1=human --seat 2=random --seat 3=random --seat 4=random"

# The human ends each exchange phase and draws. Whatever a computer's card
# asks of him in between makes a line illegal, which the console reports
# and reads on; the checks below hold either way.
script() { # script ROUNDS
	i=0
	while [ "$i" -lt "$1" ]; do
		echo end
		echo draw
		i=$((i + 1))
	done
}

{ echo moves; echo show; script 6; echo log; echo 'state --json'; echo quit; } |
	"$catan" play fast --players 4 $seats --seed 7 --log "$dir/a.log" \
		>"$dir/a.out" 2>&1
check "play fast with a scripted human" $?
grep -q '^end$' "$dir/a.out" && grep -q '^Turn 1, player 1, exchange phase' "$dir/a.out"
check "moves and show answer at the first turn" $?
grep -q '^# game: fast$' "$dir/a.log" &&
	grep -q '^# players: human random random random$' "$dir/a.log" &&
	grep -q '^1: end$' "$dir/a.log" && grep -q '^4: ' "$dir/a.log"
check "the log names the game and the seats and holds every seat's moves" $?
grep -q '^[0-9]*: player 1: draw$' "$dir/a.out"
check "log lists the moves so far" $?

tail -n 1 "$dir/a.out" >"$dir/a.json"
grep -q '^{"game":"fast",' "$dir/a.json"
check "state --json prints the match" $?
"$catan" replay "$dir/a.log" --json --as 1 >"$dir/replayed.json"
[ $? -eq 0 ] && cmp -s "$dir/a.json" "$dir/replayed.json"
check "the log replays to the state the player saw" $?

printf 'goto end\nstate --json\nquit\n' | "$catan" replay "$dir/a.log" >"$dir/r.out" 2>&1
[ $? -eq 0 ] && "$catan" replay "$dir/a.log" --json --as all >"$dir/all.json" &&
	grep -qxF -f "$dir/all.json" "$dir/r.out"
check "replay steps to the end from standard input" $?

cp "$dir/a.log" "$dir/b.log"
{ script 3; echo 'state --json'; echo quit; } | "$catan" resume "$dir/b.log" >"$dir/b.out" 2>&1
check "resume plays on" $?
head -n "$(wc -l <"$dir/a.log")" "$dir/b.log" | cmp -s - "$dir/a.log" &&
	[ "$(wc -l <"$dir/b.log")" -gt "$(wc -l <"$dir/a.log")" ]
check "resume appends to the log" $?
tail -n 1 "$dir/b.out" >"$dir/b.json"
"$catan" replay "$dir/b.log" --json --as 1 | cmp -s - "$dir/b.json"
check "the resumed log replays to the state the player saw" $?

# Computers only: the whole match, and half of it resumed to the same log.
"$catan" play fast --players 3 --seat 1=random --seat 2=greedy --seat 3=random --seed 11 \
	--log "$dir/c.log" </dev/null >/dev/null 2>&1
check "play fast, computers only, to the end" $?
"$catan" replay "$dir/c.log" --json | grep -q '"winner":[0-2],'
check "the replayed match has a winner" $?
lines=$(grep -c '^[1-6]: ' "$dir/c.log")
head -n $(( $(grep -c '^#' "$dir/c.log") + lines / 2 )) "$dir/c.log" >"$dir/half.log"
"$catan" resume "$dir/half.log" </dev/null >/dev/null 2>&1
check "resume plays a half match on" $?
cmp -s "$dir/c.log" "$dir/half.log"
check "resume appends to the log what the whole match had" $?

# Sandbox: set-up commands are moves like any other.
printf 'give 1 ore 3\nplace 1 city\ntop wool\nstate --json\nquit\n' |
	"$catan" play fast --players 3 --sandbox --seat 2=random --seat 3=random --seed 2 \
		--log "$dir/s.log" >"$dir/s.out" 2>&1
[ $? -eq 0 ] && grep -q '^# sandbox: yes$' "$dir/s.log" && grep -q '^1: place 1 city$' "$dir/s.log"
check "sandbox commands are logged" $?
tail -n 1 "$dir/s.out" >"$dir/s.json"
grep -q '"cities":\[{' "$dir/s.json" &&
	"$catan" replay "$dir/s.log" --json --as 1 | cmp -s - "$dir/s.json"
check "the sandbox log replays to the same state" $?
printf 'place 1 city\nquit\n' |
	"$catan" play fast --players 3 --seat 2=random --seat 3=random --seed 2 \
		--log "$dir/n.log" >"$dir/n.out" 2>&1
! grep -q '^1: place' "$dir/n.log"
check "set-up commands need --sandbox" $?

# catan(6): "A word that is whole wins over one that is only a start." With
# a city and the price of an expansion but not of a city, "build city" and
# "build Stadt" name the City and are refused; the City Castle is built
# only when named.
printf 'place 1 city\ngive 1 wool 3\ngive 1 ore 1\nend\nbuild city\nbuild Stadt\nbuild stadtb\nquit\n' |
	"$catan" play fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
		--log "$dir/w.log" >"$dir/w.out" 2>&1
[ "$(grep -c "names a card in full, and no legal action takes that card now" "$dir/w.out")" -eq 2 ] &&
	[ "$(grep -c "no legal action takes that card now: a city is$" "$dir/w.out")" -eq 1 ] &&
	grep -q "^  a settlement turned over, and you have no settlement left to turn; legal:" \
		"$dir/w.out" &&
	[ "$(grep -c ': build fast-city-castle$' "$dir/w.log")" -eq 1 ]
check "a card named in full never becomes a card with a longer name" $?

# "If it is not legal, say why": a build the hand cannot pay names the cost
# and what the hand holds; an expansion without a city says it needs one.
printf 'give 1 wool 3\ngive 1 ore 1\ngive 1 lumber 1\nend\nbuild road\nbuild church\nbuild library\nquit\n' |
	"$catan" play fast --players 2 --sandbox --seat 1=human --seat 2=human --seed 3 \
		--log "$dir/y.log" >"$dir/y.out" 2>&1
tr '\n' ' ' <"$dir/y.out" | sed 's/   */ /g' >"$dir/y.flat"
grep -q "no legal action starts with 'build': it costs 1 Lumber 1 Brick and the hand holds 1 Lumber 0 Brick;" \
	"$dir/y.flat" &&
	[ "$(grep -o "no legal action starts with 'build': an expansion goes on a city" \
		"$dir/y.flat" | wc -l)" -eq 2 ]
check "a refused build says why: the cost and the hand, the city an expansion needs" $?

[ "$failures" -eq 0 ]
