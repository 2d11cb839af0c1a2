#!/bin/sh
# The table at an 80-column terminal: a full principality match and a full
# four-player fast match, followed move by move with what each move did and
# the whole table every few moves, never print a line wider than 80
# columns; and what a move did is said under it.
. "${top_srcdir:-.}/tests/cli/harness.sh"
export COLUMNS=80

# widest FILE: the display columns of FILE's widest line (wc counts
# characters in a UTF-8 locale, bytes elsewhere: never fewer).
widest() {
	LC_ALL=C.UTF-8 wc -L <"$1"
}

# follow LOG: a replay of LOG, one move at a time, the table every 20 moves.
follow() {
	moves=$(grep -c '^[0-9]' "$1")
	i=0
	while [ $i -lt "$moves" ]; do
		[ $((i % 20)) -eq 0 ] && echo show
		echo next
		i=$((i + 1))
	done
	echo show
}

# A person at an 80-column terminal follows a whole match without show:
# player 1's moves of the match above, typed, with wrong input now and
# then (a refusal lists the legal actions: the offers among them), moves,
# moves --text, log, help and a card read; stdout and stderr together.
# person LOG SEAT: the script of seat SEAT's moves in LOG, with the rest.
person() {
	echo help
	echo "help moves"
	echo "card Imelda"
	grep "^$2: " "$1" | sed "s/^$2: //" | awk '{
		if (NR % 7 == 0) print "build nosuchcard"
		if (NR % 11 == 0) print "b"
		if (NR % 13 == 0) print "moves"
		if (NR % 17 == 0) print "play"
		if (NR % 19 == 0) print "moves --text"
		if (NR % 23 == 0) print "log 3"
		print
	}'
}
"$catan" play principality --p1 greedy --p2 greedy --seed 3 --log "$dir/p.log" \
	</dev/null >"$dir/p.out" 2>&1
check "a full principality match between computer players" $?
follow "$dir/p.log" | "$catan" replay "$dir/p.log" >"$dir/p.replay" 2>&1
check "the principality match replays" $?
cat "$dir/p.out" "$dir/p.replay" >"$dir/p.all"
w=$(widest "$dir/p.all")
[ "$w" -le 80 ]
check "principality: every line fits 80 columns (widest $w)" $?
grep -q "^  roll: production [1-6], event " "$dir/p.out"
check "principality: a roll is said under the move" $?
grep -q "^  player [12]: .*[+-][0-9] " "$dir/p.out"
check "principality: gains and losses are said" $?
grep -q "^  player [12] answers the offer" "$dir/p.out"
check "principality: why a choice is asked is said" $?
grep -q "^        -2 " "$dir/p.replay" && grep -q "^  axis  " "$dir/p.replay"
check "principality: show draws the grids" $?

"$catan" play fast --players 4 --seat 1=greedy --seat 2=greedy --seat 3=random \
	--seat 4=random --seed 3 --log "$dir/f.log" </dev/null >"$dir/f.out" 2>&1
check "a full four-player fast match between computer players" $?
follow "$dir/f.log" | "$catan" replay "$dir/f.log" >"$dir/f.replay" 2>&1
check "the fast match replays" $?
cat "$dir/f.out" "$dir/f.replay" >"$dir/f.all"
w=$(widest "$dir/f.all")
[ "$w" -le 80 ]
check "fast: every line fits 80 columns (widest $w)" $?
grep -q "^  player [1-4]: .*gets " "$dir/f.out"
check "fast: a building card built is said" $?
person "$dir/f.log" 1 | "$catan" play fast --players 4 --seat 1=human --seat 2=greedy \
	--seat 3=random --seat 4=random --seed 3 --log "$dir/fh.log" >"$dir/fh.out" 2>&1
grep '^[1-4]: ' "$dir/fh.log" >"$dir/fh.moves"
grep '^[1-4]: ' "$dir/f.log" | cmp -s - "$dir/fh.moves" &&
	grep -q "^the match is over: player [1-4] wins" "$dir/fh.out"
check "fast: a person plays the whole four-player match at the console" $?
w=$(widest "$dir/fh.out")
[ "$w" -le 80 ] && grep -q "; legal:" "$dir/fh.out"
check "fast: a person's whole match, refusals too, fits 80 columns (widest $w)" $?

# (Seed 6: the computer never offers again what the other declined in the
# same turn, which it does not do against a person.)
"$catan" play principality --p1 greedy --p2 greedy --seed 6 --log "$dir/pp.log" \
	</dev/null >/dev/null 2>&1
person "$dir/pp.log" 1 | "$catan" play principality --p1 human --p2 greedy --seed 6 \
	--log "$dir/ph.log" >"$dir/ph.out" 2>&1
grep '^[12]: ' "$dir/ph.log" >"$dir/ph.moves"
grep '^[12]: ' "$dir/pp.log" | cmp -s - "$dir/ph.moves" &&
	grep -q "^the match is over: player [12] wins" "$dir/ph.out"
check "principality: a person plays the whole match at the console" $?
w=$(widest "$dir/ph.out")
[ "$w" -le 80 ] && grep -q "; legal:" "$dir/ph.out" && grep -q "^  offer \.\.\. (" "$dir/ph.out"
check "principality: a person's whole match, refusals too, fits 80 columns (widest $w)" $?
person "$dir/pp.log" 1 | "$catan" --lang de play principality --p1 human --p2 greedy \
	--seed 6 --log "$dir/pd.log" >"$dir/pd.out" 2>&1
w=$(widest "$dir/pd.out")
[ "$w" -le 80 ] && grep -q "^die Partie ist vorbei" "$dir/pd.out"
check "principality in German: a person's whole match fits 80 columns (widest $w)" $?

# A German table fits too: its names are longer.
follow "$dir/p.log" | "$catan" --lang de replay "$dir/p.log" >"$dir/p.de" 2>&1
w=$(widest "$dir/p.de")
[ "$w" -le 80 ]
check "principality in German: every line fits 80 columns (widest $w)" $?

# The end of a match: said once, with the scores by source and the length;
# again starts a new match of the same settings, logged anew.
printf 'again\n' | "$catan" play fast --players 4 --seat 1=greedy --seat 2=greedy \
	--seat 3=random --seat 4=random --seed 3 --log "$dir/g.log" >"$dir/g.out" 2>&1
check "again after a fast match" $?
[ "$(grep -c '^the match is over: player [1-4] wins, after [0-9]* turns and [0-9]* moves$' \
	"$dir/g.out")" -eq 2 ]
check "fast: each end is announced once, with its length" $?
grep -q "^  player [1-4]: [0-9]* VP: .*settlement [0-9]" "$dir/g.out"
check "fast: the scores say where the points come from" $?
grep -q "^a new match of fast, seed [0-9]*; the game log is $dir/state/catan/games/" "$dir/g.out"
check "again starts a new match with a log of its own" $?
[ "$(grep -c '^again starts a new match' "$dir/p.out")" -eq 1 ] &&
	grep -q "^  player [12]: [0-9]* VP: " "$dir/p.out"
check "principality: the end gives each player's points by source" $?
echo again | "$catan" play principality --p1 human --p2 greedy --seed 3 \
	--log "$dir/h.log" >/dev/null 2>"$dir/h.err"
grep -q "not over yet" "$dir/h.err"
check "again refuses while the match goes on" $?

exit $((failures > 0))
