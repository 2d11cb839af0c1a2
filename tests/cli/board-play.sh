#!/bin/sh
# The board game at the console, as a user plays it: a scripted human among
# three computer players on the beginner island, the log replayed to the
# state the player saw, the match resumed from its log; a computers-only
# match that ends with a winner and whose half log resumes to the whole; a
# sandbox match whose set-up commands replay; the view within 80 columns;
# what each move did said under it; hint and search seats; sim --check and
# bench.
. "${top_srcdir:-.}/tests/cli/harness.sh"
seats="--seat 1=human --seat 2=random --seat 3=random --seat 4=random"

# The human builds on the top and bottom coasts, then rolls and ends his
# turns; on a 7 he moves the robber and gives up cards. A line that is not
# legal at that moment is reported and the console reads on.
turns() { # turns ROUNDS
	i=0
	while [ "$i" -lt "$1" ]; do
		echo decline
		echo roll
		for r in lumber brick grain wool ore; do echo "discard $r"; done
		echo 'robber 5'
		echo 'robber 6'
		echo end
		i=$((i + 1))
	done
}
script() { # script ROUNDS
	echo 'build settlement 1'
	echo 'build road 1'
	echo 'build settlement 53'
	echo 'build road 70'
	turns "$1"
}

{ echo moves; echo show; script 6; echo log; echo 'state --json'; echo quit; } |
	"$catan" play board --players 4 $seats --layout beginner --seed 7 --log "$dir/a.log" \
		>"$dir/a.out" 2>&1
check "play board with a scripted human" $?
grep -q 'build settlement' "$dir/a.out" && grep -q 'turn 0, seat 1: setup-settlement' "$dir/a.out"
check "moves and show answer at the set-up" $?
grep -q '^# game: board$' "$dir/a.log" && grep -q '^1: build settlement 1$' "$dir/a.log" &&
	grep -q '^4: ' "$dir/a.log" && grep -q '^1: roll$' "$dir/a.log"
check "the log names the game and holds every seat's moves" $?
grep -v 'legal' "$dir/a.out" | grep -v '^{' | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "the table stays within 80 columns" $?
grep -v '^{' "$dir/a.out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "refusals and their lists of actions stay within 80 columns too" $?
# What a move did is said under it, as for the card games: the roll, the
# pieces built, the cards got and lost (another's by name where they lie
# open, as production), the decision now asked.
grep -q '^  roll: \([2-9]\|1[0-2]\)$' "$dir/a.out" &&
	grep -q '^  player 1: gets settlement, now 1 VP$' "$dir/a.out" &&
	grep -q '^  player 1: gets road$' "$dir/a.out" &&
	grep -q '^  player [2-4]: +[0-9] [A-Z][a-z]*' "$dir/a.out" &&
	grep -q '^  player [2-4] answers the offer: accept, decline or counter$' "$dir/a.out" &&
	grep -q '^  player 1: +[0-9] [A-Z][a-z]*' "$dir/a.out"
check "each move says what it did" $?

tail -n 1 "$dir/a.out" >"$dir/a.json"
grep -q '^{"game":"board",' "$dir/a.json" && grep -q '"hexes":\[{"number":1,"terrain":"mountains"' "$dir/a.json"
check "state --json prints the match with its island" $?
"$catan" replay "$dir/a.log" --json --as 1 >"$dir/replayed.json"
[ $? -eq 0 ] && cmp -s "$dir/a.json" "$dir/replayed.json"
check "the log replays to the state the player saw" $?

cp "$dir/a.log" "$dir/b.log"
{ turns 3; echo 'state --json'; echo quit; } | "$catan" resume "$dir/b.log" >"$dir/b.out" 2>&1
check "resume plays on" $?
head -n "$(wc -l <"$dir/a.log")" "$dir/b.log" | cmp -s - "$dir/a.log" &&
	[ "$(wc -l <"$dir/b.log")" -gt "$(wc -l <"$dir/a.log")" ]
check "resume appends to the log" $?

# Computers only: the whole match, and half of it resumed to the same log.
"$catan" play board --players 3 --seat 1=random --seat 2=greedy --seat 3=random --seed 11 \
	--log "$dir/c.log" </dev/null >/dev/null 2>&1
check "play board, computers only, to the end" $?
"$catan" replay "$dir/c.log" --json | grep -q '"winner":[0-2],'
check "the replayed match has a winner" $?
lines=$(grep -c '^[1-6]: ' "$dir/c.log")
head -n $(( $(grep -c '^#' "$dir/c.log") + lines / 2 )) "$dir/c.log" >"$dir/half.log"
"$catan" resume "$dir/half.log" </dev/null >/dev/null 2>&1
check "resume plays a half match on" $?
cmp -s "$dir/c.log" "$dir/half.log"
check "resume appends to the log what the whole match had" $?

# Sandbox: every refusal of a set-up command says why, a gift of 0 too.
printf 'give 1 wool 0\ngive 9 wool 1\ngive 1 nothing 2\ngive 1 wool\ngive 2 wool -1\nplace 1 nosuch 3\nplace 1 settlement 99\nplace 1 road 1\nplace 1 road 1\ndeck nosuch\n' |
	"$catan" play board --players 3 --sandbox --seed 2 --log "$dir/r.log" >"$dir/r.out" 2>&1
grep -q '^give 0 gives nothing: N is -19..19 but not 0$' "$dir/r.out" &&
	grep -q '^no seat 9: the seats are 1 to 3$' "$dir/r.out" &&
	grep -q '^no resource is called nothing$' "$dir/r.out" &&
	grep -q '^usage: give SEAT RESOURCE N$' "$dir/r.out" &&
	grep -q '^seat 2 holds 0 Wool, not 1$' "$dir/r.out" &&
	grep -q '^no piece is called nosuch: settlement, city or road$' "$dir/r.out" &&
	grep -q '^no intersection 99: they are 1 to 54$' "$dir/r.out" &&
	grep -q '^seat 1 cannot build there: the path has a road (path 1)$' "$dir/r.out" &&
	grep -q "^'nosuch' is no development card$" "$dir/r.out" &&
	! grep -q '^1: give' "$dir/r.log"
check "a set-up command refused says why" $?

# Sandbox: set-up commands are moves like any other.
printf 'give 1 ore 3\nplace 1 settlement 10\nplace 1 city 10\ndice 8\ndeck monopoly\nstate --json\nquit\n' |
	"$catan" play board --players 3 --sandbox --seat 2=random --seat 3=random --seed 2 \
		--log "$dir/s.log" >"$dir/s.out" 2>&1
[ $? -eq 0 ] && grep -q '^# sandbox: yes$' "$dir/s.log" && grep -q '^1: place 1 city 10$' "$dir/s.log" &&
	grep -q '^1: deck board-monopoly$' "$dir/s.log"
check "sandbox commands are logged" $?
tail -n 1 "$dir/s.out" >"$dir/s.json"
grep -q '"buildings":\[{"node":10,"player":0,"piece":"city"}' "$dir/s.json" &&
	"$catan" replay "$dir/s.log" --json --as 1 | cmp -s - "$dir/s.json"
check "the sandbox log replays to the same state" $?

# The search player on the board: hint at the set-up and at a roll, and a
# search:N seat that plays one match for a seed (its redraws of the hidden
# cards come from the seed too).
printf 'hint 2\nbuild settlement 1\nbuild road 1\nhint 1\nquit\n' |
	"$catan" play board --players 3 --seat 2=random --seat 3=random --layout beginner \
		--seed 4 >"$dir/h.out" 2>&1
[ $? -eq 0 ] && [ "$(grep -c '^player 1, best by [0-9]* playouts:$' "$dir/h.out")" -eq 2 ] &&
	[ "$(grep -c ' win  *[0-9]*%  visits [0-9]*$' "$dir/h.out")" -eq 3 ]
check "hint lists the search's best actions on the board" $?
for log in s1 s2; do
	"$catan" play board --players 3 --seat 1=search:5 --seat 2=random --seat 3=search:3 \
		--seed 6 --max-turns 8 --log "$dir/$log.log" </dev/null >/dev/null 2>&1
done
cmp -s "$dir/s1.log" "$dir/s2.log" && grep -q '^# players: search:5 random search:3$' "$dir/s1.log" &&
	[ "$(grep -c '^1: ' "$dir/s1.log")" -gt 4 ]
check "search seats play the board, the same match for a seed" $?

# sim and bench, as for the card games: invariants checked after every
# action of random matches, the same report for a seed with any number of
# jobs, and a row of the benchmark.
for players in 3 4; do
	uniform=$(seq 1 $players | sed 's/.*/--seat &=uniform/')
	"$catan" sim board --players $players --matches 3 --check --seed 2 $uniform >"$dir/check.out"
	[ $? -eq 0 ] && grep -q "^board: 3 matches checked, seed 2: every invariant held$" "$dir/check.out"
	check "sim board --check holds every invariant at $players players" $?
done
"$catan" sim board --players 4 --matches 4 --seed 5 >"$dir/sim1.out" &&
	"$catan" sim board --players 4 --matches 4 --seed 5 --jobs 2 >"$dir/sim2.out" &&
	cmp -s "$dir/sim1.out" "$dir/sim2.out" && grep -q "^won: 4 of 4;" "$dir/sim1.out"
check "sim board repeats its report for a seed, with any number of jobs" $?
"$catan" bench board --players 4 --matches 2 >"$dir/bench.out"
[ $? -eq 0 ] && grep -q "^board  *4  *2 " "$dir/bench.out"
check "bench board measures the game" $?

# The layouts and a refused one.
"$catan" play board --players 4 --layout nowhere --seat 1=random </dev/null >"$dir/l.out" 2>&1
[ $? -ne 0 ] && grep -q 'LAYOUT' "$dir/l.out"
check "an unknown layout is refused with its option's name" $?
"$catan" play board --players 5 --seat 1=random </dev/null >"$dir/p.out" 2>&1
[ $? -ne 0 ] && grep -q '2 to 4 players' "$dir/p.out"
check "five players are refused with the reason" $?

[ "$failures" -eq 0 ]
