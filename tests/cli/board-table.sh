#!/bin/sh
# The board game's table as a person at the console follows it: what a move
# did names the cards that lie open (the set-up's starting resources, the
# production of a roll) and only counts those that move face down (a steal,
# known to the thief and his victim); state --json lists the answers a card's
# decision offers to the player who decides; a placement refused says why;
# moves puts the many choices of one form on one line.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# The human's part: he settles, then for 40 turns rolls and ends his turn,
# gives up cards on a 7 and puts the robber on hex 5.
human_turns() {
	printf 'build settlement 13\nbuild road 12\nbuild settlement 14\nbuild road 14\n'
	i=0
	while [ $i -lt 40 ]; do
		printf 'decline\nroll\ndiscard ore\ndiscard grain\nrobber 5\nend\n'
		i=$((i + 1))
	done
}

# Seat 1 a scripted human, seats 2 and 3 computer players: the human settles,
# then rolls and ends his turns, gives up cards on a 7 and puts the robber on
# hex 5 (where the others stand, on this seed).
human_turns | "$catan" play board --players 3 --p1 human --seed 5 >"$dir/a.out" 2>&1
check "a match of a human against two computer players" $?

# board.md §1.4: "each player receives 1 resource card from each terrain hex
# adjacent to the second settlement" - laid open, so told by name to all.
grep -q '^  player 3: +1 Brick +1 Grain +1 Ore, gets settlement, now 2 VP$' "$dir/a.out" &&
	grep -q '^  player 2: +2 Grain +1 Wool, gets settlement, now 2 VP$' "$dir/a.out"
check "the others' starting resources are named" $?
# §1.5: "every player with a settlement ... adjacent to a producing hex
# takes 1 resource card" - from the bank, in the open.
grep -A1 '^  roll: 9$' "$dir/a.out" | grep -q '^  player 3: +1 Brick$'
check "the others' production is named" $?
! grep -q 'takes [0-9]* cards\{0,1\}$' "$dir/a.out"
check "no card from the bank is told as a count" $?
# §1.7: a development card bought is drawn face down.
grep -q '^  player [23]: -1 Grain -1 Wool -1 Ore, takes 1 development card$' "$dir/a.out"
check "another's development card bought is one, unnamed" $?
# §3: "steal 1 random resource card from one opponent" - unseen by the rest:
# another's steal from a third is a count, a steal from the human is named.
grep -A1 'robber [0-9]*$' "$dir/a.out" |
	grep -q '^  player 2: puts the robber on hex [0-9]*, takes 1 card from player 3$'
check "a steal between two others is a count, with the victim" $?
# §3: "The player who rolled must move the robber to a different hex":
# where he went is told, also when he robs nobody ("The steal is then
# skipped"); a card the viewer sees stolen follows it.
grep -A1 'robber 12$' "$dir/a.out" | grep -q '^  player 2: puts the robber on hex 12, ' &&
	grep -A1 'choose hex 7$' "$dir/a.out" | grep -q '^  player 2: puts the robber on hex 7$' &&
	grep -q '^  player 2: puts the robber on hex 2, +1 Grain$' "$dir/a.out"
check "where the robber goes is told" $?
# The same table on seed 10, where the computers rob the human.
human_turns | "$catan" play board --players 3 --p1 human --seed 10 >"$dir/v.out" 2>&1
grep -A2 '^player [23] (normal): robber [0-9]*$' "$dir/v.out" |
	grep -q '^  player 1: -1 [A-Z][a-z]*$'
check "the victim sees the card he loses" $?

# Year of Plenty's or Monopoly's choice: pending lists the answers. The
# computers' offers are declined at once (--offers off), however many
# they make.
{
	printf 'build settlement 13\nbuild road 12\nbuild settlement 14\nbuild road 14\n'
	printf 'deck board-monopoly\ngive 1 ore 3\ngive 1 grain 3\ngive 1 wool 3\nroll\nbuy\nend\n'
	printf 'roll\nplay monopoly\nstate --json\nquit\n'
} | "$catan" play board --players 3 --p1 human --seed 5 --sandbox --offers off \
	--log "$dir/m.log" >"$dir/m.out" 2>&1
grep -q '"pending":{"player":0,"card":"board-monopoly","options":5,"choices":\["choose lumber","choose brick","choose grain","choose wool","choose ore"\]}' "$dir/m.out"
check "state --json lists the pending decision's answers" $?
grep -q '^  player 1 chooses a resource for Monopoly$' "$dir/m.out"
check "what a played card asks is said" $?
"$catan" replay "$dir/m.log" --json >"$dir/m.json" 2>&1 &&
	grep -q '"choices":\["choose lumber",' "$dir/m.json"
check "replay --json lists them too" $?

# A placement refused says which rule forbids it (board.md §1.4, §1.10, §3,
# §4), as the card games say why a card is refused; the refusal and its list
# of legal actions are wrapped within 80 columns.
{
	printf 'build settlement 13\nbuild road 12\nbuild settlement 14\nbuild road 14\n'
	printf 'build settlement 20\nroll\nbuild settlement 20\nbuild settlement 8\n'
	printf 'build settlement 13\nbuild settlement 23\nbuild city 23\nbuild city 20\n'
	printf 'build road 40\nbuild road 12\nbuild road 13\nrobber 4\nbuild road 35\nquit\n'
} | "$catan" play board --players 3 --p1 human --seed 5 >"$dir/r.out" 2>&1
printf 'build settlement 99\nbuild settlement 13\nbuild settlement 14\nbuild road 40\nbuild road 99\nquit\n' |
	"$catan" play board --players 3 --p1 human --seed 5 >"$dir/s.out" 2>&1
grep -hv '^catan: the game log is' "$dir/r.out" "$dir/s.out" |
	awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "refusals stay within 80 columns" $?
# One refusal a line, its wrapped lines joined again.
joined() { sed -e ':a' -e 'N' -e '$!ba' -e 's/\n  / /g' "$1"; }
joined "$dir/s.out" >"$dir/s.txt"
joined "$dir/r.out" >"$dir/r.txt"
said() { # said FILE TEXT
	grep -qF "$2" "$1"
}
said "$dir/s.txt" "'build settlement 14' is refused: in the set-up the road comes next, beside the settlement just placed; legal: build road 12, build road 13, build road 20"
check "set-up: the road comes before another settlement" $?
said "$dir/s.txt" "'build road 40' is refused: the set-up road goes beside the settlement just placed, on 13"
check "set-up: the road goes beside its settlement" $?
said "$dir/s.txt" "'build settlement 99' names no place: the numbers there go from 1 to 54" &&
	said "$dir/s.txt" "'build road 99' names no place: the numbers there go from 1 to 72"
check "a number that names no place gives the numbers there are" $?
said "$dir/r.txt" "'build settlement 20' is refused: roll the dice first: building comes after the roll; legal: roll"
check "before the roll nothing is built" $?
said "$dir/r.txt" "'build settlement 8' is refused: the building on 13 stands next to it: no two buildings on neighbouring intersections (the distance rule)"
check "the distance rule is named" $?
said "$dir/r.txt" "'build settlement 13' is refused: your own building stands on 13 already" &&
	said "$dir/r.txt" "'build settlement 23' is refused: player 2's building stands on 23 already"
check "an intersection taken is named with its owner" $?
said "$dir/r.txt" "'build city 23' is refused: the building on 23 is player 2's" &&
	said "$dir/r.txt" "'build city 20' is refused: a city replaces one of your settlements, and none stands on 20"
check "a city goes on one's own settlement" $?
said "$dir/r.txt" "'build road 40' is refused: it joins none of your roads and buildings" &&
	said "$dir/r.txt" "'build road 12' is refused: your own road lies on 12 already" &&
	said "$dir/r.txt" "'build road 35' is refused: player 2's road lies there already"
check "a road joins one's own and goes on a free path" $?
said "$dir/r.txt" "'build road 13' is refused: it costs 1 Lumber 1 Brick and you have 0 Lumber 0 Brick"
check "a piece not paid for says its cost and the hand" $?
said "$dir/r.txt" "'robber 4' is refused: the robber moves after a 7 or a Knight, not now"
check "the robber moves only when he must" $?
# The set-up's 54 settlements are one item of moves, every intersection's
# number wrapped under it within 80 columns, with no filter and with the
# first word; naming the form lists them one by one, as --all does; a
# refusal's list of legal actions names the form too.
printf 'moves\nmoves build\nmoves b s\nmoves --all\nbuild road 3\nquit\n' |
	"$catan" play board --players 3 --p1 human --seed 9 >"$dir/g.out" 2>&1
grep -c '^build settlement N  (54 choices: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18$' \
	"$dir/g.out" | grep -qx 2 &&
	[ "$(grep -c '^    .* 54)$' "$dir/g.out")" -eq 2 ]
check "moves and moves build give the set-up's settlements as one item" $?
[ "$(grep -c '^build settlement [0-9]*$' "$dir/g.out")" -eq 108 ]
check "moves build settlement and moves --all list each one" $?
grep -hv '^catan: the game log is' "$dir/g.out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "the listings stay within 80 columns" $?
joined "$dir/g.out" | grep -qF "legal: build settlement N (54 of them: moves build settlement)"
check "a refusal's list names the form" $?

# In German and Dutch too.
for lang in de nl; do
	printf 'build settlement 13\nbuild settlement 14\nbuild road 40\nquit\n' |
		"$catan" --lang $lang play board --players 3 --p1 human --seed 5 >"$dir/$lang.out" 2>&1
	joined "$dir/$lang.out" >"$dir/$lang.txt"
done
said "$dir/de.txt" "'build settlement 14' wird abgelehnt: im Aufbau kommt jetzt die Straße, neben die eben gesetzte Siedlung" &&
	said "$dir/de.txt" "'build road 40' wird abgelehnt: die Aufbaustraße kommt neben die eben gesetzte Siedlung, auf 13"
check "the reasons in German" $?
said "$dir/nl.txt" "'build settlement 14' wordt geweigerd: in de opbouw komt nu de straat, naast de zojuist geplaatste nederzetting" &&
	said "$dir/nl.txt" "'build road 40' wordt geweigerd: de opbouwstraat komt naast de zojuist geplaatste nederzetting, op 13"
check "the reasons in Dutch" $?

[ "$failures" -eq 0 ]
