#!/bin/sh
# The board game's table as a person at the console follows it: what a move
# did names the cards that lie open (the set-up's starting resources, the
# production of a roll) and only counts those that move face down (a steal,
# known to the thief and his victim); state --json lists the answers a card's
# decision offers to the player who decides.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# Seat 1 a scripted human, seats 2 and 3 computer players: the human settles,
# then rolls and ends his turns, gives up cards on a 7 and puts the robber on
# hex 5 (where the others stand, on this seed).
{
	printf 'build settlement 13\nbuild road 12\nbuild settlement 14\nbuild road 14\n'
	i=0
	while [ $i -lt 40 ]; do
		printf 'decline\nroll\ndiscard ore\ndiscard grain\nrobber 5\nend\n'
		i=$((i + 1))
	done
} | "$catan" play board --players 3 --p1 human --seed 5 >"$dir/a.out" 2>&1
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
grep -A1 'robber [0-9]*$' "$dir/a.out" | grep -q '^  player 2: takes 1 card from player 3$'
check "a steal between two others is a count, with the victim" $?
grep -A2 '^player 3 (normal): robber 5$' "$dir/a.out" | grep -q '^  player 1: -1 [A-Z][a-z]*$'
check "the victim sees the card he loses" $?

# Year of Plenty's or Monopoly's choice: pending lists the answers.
{
	printf 'build settlement 13\nbuild road 12\nbuild settlement 14\nbuild road 14\n'
	printf 'deck board-monopoly\ngive 1 ore 3\ngive 1 grain 3\ngive 1 wool 3\nroll\nbuy\nend\n'
	printf 'decline\ndecline\ndecline\ndecline\nroll\nplay monopoly\nstate --json\nquit\n'
} | "$catan" play board --players 3 --p1 human --seed 5 --sandbox --log "$dir/m.log" \
	>"$dir/m.out" 2>&1
grep -q '"pending":{"player":0,"card":"board-monopoly","options":5,"choices":\["choose lumber","choose brick","choose grain","choose wool","choose ore"\]}' "$dir/m.out"
check "state --json lists the pending decision's answers" $?
"$catan" replay "$dir/m.log" --json >"$dir/m.json" 2>&1 &&
	grep -q '"choices":\["choose lumber",' "$dir/m.json"
check "replay --json lists them too" $?

[ "$failures" -eq 0 ]
