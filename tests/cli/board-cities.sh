#!/bin/sh
# Cities & Knights at the console, as a user plays it: catan play board
# --set cities with a scripted human among computer players through a pipe,
# the view and what each move did within 80 columns, the log replayed to the
# state the player saw; a sandbox match whose set-up commands (knights,
# walls, levels, the barbarians, the three dice, a progress deck) are logged
# and replay; the view in German and Dutch; a computers-only match that ends.
. "${top_srcdir:-.}/tests/cli/harness.sh"
seats="--seat 1=human --seat 2=greedy --seat 3=greedy"

# The human takes the first settlement and city offered, then rolls and
# ends his turns, answering what he is asked with its first choice; lines
# not legal at that moment are reported and the console reads on.
turns() { # turns ROUNDS
	i=0
	while [ "$i" -lt "$1" ]; do
		echo decline
		echo roll
		for r in lumber brick grain wool ore paper cloth coin; do echo "discard $r"; done
		echo 'pillage 1'
		echo end
		i=$((i + 1))
	done
}
{
	echo 'build settlement 1'
	echo 'build road 1'
	echo 'build city 53'
	echo 'build road 70'
	turns 8
	echo show
	echo 'state --json'
	echo quit
} | "$catan" play board --players 3 --set cities $seats --layout beginner --seed 7 \
	--log "$dir/a.log" >"$dir/a.out" 2>&1
check "play board --set cities with a scripted human" $?
grep -q '^# sets: .*cities' "$dir/a.log" && grep -q '^1: build city 53$' "$dir/a.log" &&
	grep -q '^2: ' "$dir/a.log" && grep -q '^1: roll$' "$dir/a.log"
check "the log names the set and holds every seat's moves" $?
grep -q '^  roll: production [0-9]*, event \(ship\|trade gate\|politics gate\|science gate\)' \
	"$dir/a.out"
check "a roll is told with its event die" $?
grep -q '^barbarians [0-6] of 7, attacks [0-9]*; strength: cities [0-9]*, active knights [0-9]*$' \
	"$dir/a.out" && grep -q '^     trade [0-5]  politics [0-5]  science [0-5]  walls [0-3]' "$dir/a.out" &&
	grep -q '^bank L[0-9]* B[0-9]* G[0-9]* W[0-9]* O[0-9]* P[0-9]* C[0-9]* M[0-9]*  decks ' "$dir/a.out"
check "the view shows the barbarians, the levels, the bank's commodities and the decks" $?
grep -v '^{' "$dir/a.out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "the table stays within 80 columns" $?
tail -n 1 "$dir/a.out" >"$dir/a.json"
grep -q '"cities":{"barbarians":' "$dir/a.json" && grep -q '"progress":null' "$dir/a.json" &&
	"$catan" replay "$dir/a.log" --json --as 1 | cmp -s - "$dir/a.json"
check "the JSON hides the others' progress cards, and the log replays to it" $?

# The sandbox's commands of the expansion are moves like any other.
printf '%s\n' 'build settlement 1' 'build road 1' 'build city 53' 'build road 70' \
	'level 1 politics 3' 'place 1 knight 2 3 active' 'place 1 wall 53' 'give 1 coin 2' \
	'barbarians 6' 'deck ck-alchemist' 'dice 2 5 science' 'show' 'state --json' 'quit' |
	"$catan" play board --players 3 --set cities --sandbox $seats --layout beginner --seed 3 \
		--log "$dir/s.log" >"$dir/s.out" 2>&1
[ $? -eq 0 ] && grep -q '^1: place 1 knight 2 3 active$' "$dir/s.log" &&
	grep -q '^1: dice 2 5 science$' "$dir/s.log" && grep -q '^1: deck ck-alchemist$' "$dir/s.log"
check "the expansion's sandbox commands are logged" $?
grep -q 'K13' "$dir/s.out" && grep -q 'C1w' "$dir/s.out" &&
	grep -q '^barbarians 6 of 7' "$dir/s.out"
check "the map marks the knight and the wall" $?
tail -n 1 "$dir/s.out" >"$dir/s.json"
"$catan" replay "$dir/s.log" --json --as 1 | cmp -s - "$dir/s.json"
check "the sandbox log replays to the same state" $?

# help WORD gives every form of a sandbox command (the base game's dice N
# [M] and the expansion's dice W R [EVENT] and dice W R [E] W R [E]); help's list keeps a command's
# text in its column where the words fill it up to one blank.
printf 'help dice\nhelp\nquit\n' |
	"$catan" play board --players 3 --set cities $seats --seed 7 --sandbox >"$dir/h.out" 2>&1
grep -q '^usage: dice N \[M\]$' "$dir/h.out" && grep -q '^usage: dice W R \[EVENT\]$' "$dir/h.out" &&
	grep -q '^usage: dice W R \[E\] W R \[E\]$' "$dir/h.out" &&
	grep -A1 '^  place SEAT metropolis N T ' "$dir/h.out" | tail -n 1 | grep -q '^                            [a-z(]'
check "help dice gives both forms; help keeps the metropolis line's text in its column" $?

# German and Dutch.
for lang in de nl; do
	printf 'build settlement 1\nbuild road 1\nshow\nquit\n' |
		"$catan" play board --players 3 --set cities $seats --seed 7 --lang $lang \
			>"$dir/$lang.out" 2>&1
	check "the view in $lang" $?
done
grep -q '^Barbaren 0 von 7' "$dir/de.out" && grep -q '^barbaren 0 van 7' "$dir/nl.out"
check "the barbarians' line is translated" $?
for lang in de nl; do
	[ "$(grep -v '^{' "$dir/$lang.out" | grep -v '^catan: ' | LC_ALL=C.UTF-8 wc -L)" -le 80 ]
	check "the view in $lang stays within 80 columns" $?
done

# Two players: a neutral's knight, placed or promoted for the player whose
# knight brought it, is told as his (board.md §3.5).
echo | "$catan" play board --set cities --p1 greedy --p2 greedy --seed 5 >"$dir/two.out" 2>&1
grep -q '^  player [12]: gets neutral knight' "$dir/two.out" &&
	grep -q 'promotes the neutral knight on [0-9]* to strength 2' "$dir/two.out"
check "a neutral's knight placed and promoted is told" $?

# Two players roll twice a turn: the sandbox's dice W R [EVENT] W R [EVENT]
# fixes both rolls, the second one's event die only where that roll throws
# it (CK_EVENT_DIE_ROLLS); a repeated sum and a face for a roll without the
# event die are refused, saying why. The log replays to what was seen.
start2='build settlement 1
build road 1
build settlement 20
build road 22
build city 40
build road 51
build city 53
build road 70'
two_dice() { # two_dice NAME OPTION COMMAND
	printf '%s\n' "$start2" "$3" roll roll 'state --json' quit |
		"$catan" play board --players 2 --set cities --sandbox --seat 1=human \
			--seat 2=human --layout beginner --seed 3 --option "$2" \
			--log "$dir/$1.log" >"$dir/$1.out" 2>&1
}
two_dice d1 CK_EVENT_DIE_ROLLS=each-roll 'dice 2 2 trade 5 1 politics'
grep -q '^  roll: production 4, event trade gate$' "$dir/d1.out" &&
	grep -q '^  roll: production 6, event politics gate$' "$dir/d1.out" &&
	tail -n 1 "$dir/d1.out" | grep -q '"dice":\[5,1\]' &&
	grep -q '^1: dice 2 2 trade 5 1 politics$' "$dir/d1.log"
check "dice W R EVENT W R EVENT fixes the turn's two rolls and event dice" $?
tail -n 1 "$dir/d1.out" >"$dir/d1.json"
"$catan" replay "$dir/d1.log" --json --as 1 | cmp -s - "$dir/d1.json"
check "the two rolls fixed replay to the same state" $?
two_dice d2 CK_EVENT_DIE_ROLLS=first-roll 'dice 6 3 ship 1 1'
grep -q '^  roll: production 9, event ship; ' "$dir/d2.out" &&
	grep -q '^  roll: 2$' "$dir/d2.out" && grep -q '^1: dice 6 3 ship 1 1$' "$dir/d2.log" &&
	printf '%s\n' "$start2" 'dice 6 3 ship 1 1' roll roll show quit |
	"$catan" play board --players 2 --set cities --sandbox --seat 1=human --seat 2=human \
		--layout beginner --seed 3 --lang de 2>&1 | grep -q 'Würfel 1+1=2, rot 1$'
check "with the event die on the first roll only, the second roll is fixed without it" $?
two_dice d3 CK_EVENT_DIE_ROLLS=first-roll 'dice 6 3 ship 1 1 trade'
grep -q "second roll throws no event die (CK_EVENT_DIE_ROLLS=first-roll): no" "$dir/d3.out" &&
	! grep -q '^1: dice' "$dir/d3.log"
check "a face for the second roll without the event die is refused" $?
two_dice d4 CK_EVENT_DIE_ROLLS=each-roll 'dice 3 4 ship 5 2'
grep -q "second roll must differ from the first: both come to 7" "$dir/d4.out"
check "two rolls of one sum are refused" $?
printf '%s\n' "$start2" 'dice 1 2 3 4 5' 'help dice' quit |
	"$catan" play board --players 2 --set cities --sandbox --seat 1=human --seat 2=human \
		--layout beginner --seed 3 --lang de >"$dir/d5.out" 2>&1
grep -q '^Aufruf: dice W R \[EREIGNIS\] \[W R \[EREIGNIS\]\]$' "$dir/d5.out" &&
	grep -q '^Aufruf: dice W R \[E\] W R \[E\]$' "$dir/d5.out"
check "help dice gives the two-roll form, in German too" $?

# Computer players alone finish a match, every invariant held.
"$catan" sim board --set cities --players 3 --matches 2 --check --seed 4 >"$dir/sim.out" 2>&1
check "sim board --set cities --check holds every invariant" $?

[ "$failures" -eq 0 ]
