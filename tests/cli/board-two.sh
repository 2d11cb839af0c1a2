#!/bin/sh
# The board game's two-player variant at the console, as a user plays it: a
# scripted human against the greedy player on the beginner island, in a
# sandbox: a road that brings a free neutral road, a Forced Trade and its
# cards given, turns of two rolls; the view with the neutral colours and
# the trade tokens within 80 columns; the log replayed to the state the
# player saw and resumed; a computers-only match to its winner, half of it
# resumed to the whole; sim --check and bench at 2 players.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# Turns of two rolls; on a 7 the human gives up cards and moves the robber,
# and he declines the computer's offers. A line that is not legal at that
# moment is reported and the console reads on.
turns() { # turns ROUNDS
	i=0
	while [ "$i" -lt "$1" ]; do
		echo decline
		echo roll
		for r in lumber brick grain wool ore; do echo "discard $r"; done
		echo 'robber 5'
		echo 'robber 6'
		echo roll
		for r in lumber brick grain wool ore; do echo "discard $r"; done
		echo 'robber 5'
		echo 'robber 6'
		echo end
		i=$((i + 1))
	done
}
# Set-up on the top and bottom coasts (a token each); then a road from the
# first settlement, which asks for a neutral's road: neutral 3 starts on
# intersection 9, at the end of path 8; then a Forced Trade, paid with a
# token, and the two cards given for the ones drawn.
script() { # script ROUNDS
	echo 'build settlement 1'
	echo 'build road 1'
	echo 'build settlement 53'
	echo 'build road 70'
	echo 'give 1 lumber 1'
	echo 'give 1 brick 1'
	echo 'give 1 wool 2'
	echo 'give 2 ore 2'
	echo 'dice 8 5'
	echo roll
	echo roll
	echo 'build road 2'
	echo moves
	echo 'neutral 3 road 8'
	echo 'forced trade'
	echo 'hand over wool'
	echo 'hand over wool'
	echo show
	echo end
	turns "$1"
}

{ script 5; echo log; echo 'state --json'; echo quit; } |
	"$catan" play board --players 2 --seat 2=greedy --layout beginner --sandbox --seed 7 \
		--log "$dir/a.log" >"$dir/a.out" 2>&1
check "play board --players 2 with a scripted human against the computer" $?
grep -q '^neutral 3 road 8$' "$dir/a.out" && grep -q '^neutral 4 road ' "$dir/a.out" &&
	grep -q '^  player 1 builds a free piece for a neutral colour$' "$dir/a.out" &&
	grep -q '^  player 1: gets neutral road$' "$dir/a.out"
check "a road built asks for a neutral's free road, listed for both neutrals" $?
grep -q '^  player 1 gives cards for the Forced Trade$' "$dir/a.out" &&
	grep -q '^1: forced trade$' "$dir/a.log" && grep -q '^1: hand over wool$' "$dir/a.log"
check "a Forced Trade draws, then asks for the cards given" $?
grep -q '^ 3 white  neutral  road 1  4s 14r$' "$dir/a.out" &&
	grep -q '^ 4 orange neutral  road 0  4s 15r$' "$dir/a.out" &&
	grep -q '^trade tokens: seat 1 6, seat 2 7, supply 7  first roll 8$' "$dir/a.out" &&
	grep -q '|=3' "$dir/a.out" && grep -q ' s3 ' "$dir/a.out" && grep -q ' s4 ' "$dir/a.out"
check "the map and the lines under it show the neutral colours and the tokens" $?
[ "$(grep -c '^1: roll$' "$dir/a.log")" -ge 4 ] && [ "$(grep -c '^2: roll$' "$dir/a.log")" -ge 4 ]
check "each turn has two rolls" $?
grep -v '^{' "$dir/a.out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "the table stays within 80 columns" $?

tail -n 1 "$dir/a.out" >"$dir/a.json"
grep -q '"token_supply":' "$dir/a.json" && grep -q '"neutrals":\[{"colour":2,' "$dir/a.json" &&
	grep -q '{"node":9,"player":2,"piece":"settlement"}' "$dir/a.json" &&
	grep -q '{"path":8,"player":2}' "$dir/a.json" && grep -q '"tokens":' "$dir/a.json"
check "state --json holds the tokens and the neutral colours' pieces" $?
"$catan" replay "$dir/a.log" --json --as 1 >"$dir/replayed.json"
[ $? -eq 0 ] && cmp -s "$dir/a.json" "$dir/replayed.json"
check "the log replays to the state the player saw" $?

cp "$dir/a.log" "$dir/b.log"
{ turns 3; echo quit; } | "$catan" resume "$dir/b.log" >"$dir/b.out" 2>&1
check "resume plays on" $?
head -n "$(wc -l <"$dir/a.log")" "$dir/b.log" | cmp -s - "$dir/a.log" &&
	[ "$(wc -l <"$dir/b.log")" -gt "$(wc -l <"$dir/a.log")" ]
check "resume appends to the log" $?

# Sandbox refusals of the variant's commands say why.
printf 'dice 6 6\ntokens 1 99\ntokens 3 1\ntokens 1\nplace 3 city 9\nplace 5 road 1\n' |
	"$catan" play board --players 2 --sandbox --seed 2 --log "$dir/r.log" >"$dir/r.out" 2>&1
grep -q "^dice 6 6: the turn's second roll must differ from the first$" "$dir/r.out" &&
	grep -q '^the supply holds 10 trade tokens, not 99$' "$dir/r.out" &&
	grep -q '^no seat 3: the seats are 1 to 2$' "$dir/r.out" &&
	grep -q '^usage: tokens SEAT N$' "$dir/r.out" &&
	grep -q '^seat 3 is a neutral colour: neutrals build no city (intersection 9)$' "$dir/r.out" &&
	grep -q '^no seat 5: the seats are 1 to 2, the neutral colours 3 to 4$' "$dir/r.out"
check "the variant's set-up commands refused say why" $?

# Computers only: the whole match, and half of it resumed to the same log.
"$catan" play board --players 2 --seat 1=random --seat 2=greedy --seed 11 \
	--log "$dir/c.log" </dev/null >/dev/null 2>&1
check "play board --players 2, computers only, to the end" $?
"$catan" replay "$dir/c.log" --json | grep -q '"winner":[01],'
check "the replayed match has a winner" $?
grep -q '^[12]: neutral [34] ' "$dir/c.log" && grep -q '^# players: random greedy$' "$dir/c.log"
check "the computers build for the neutrals" $?
lines=$(grep -c '^[1-2]: ' "$dir/c.log")
head -n $(( $(grep -c '^#' "$dir/c.log") + lines / 2 )) "$dir/c.log" >"$dir/half.log"
"$catan" resume "$dir/half.log" </dev/null >/dev/null 2>&1
check "resume plays a half match on" $?
cmp -s "$dir/c.log" "$dir/half.log"
check "resume appends to the log what the whole match had" $?

# The search player plays the variant, the same match for a seed.
for log in s1 s2; do
	"$catan" play board --players 2 --seat 1=search:5 --seat 2=random --seed 6 --max-turns 8 \
		--log "$dir/$log.log" </dev/null >/dev/null 2>&1
done
cmp -s "$dir/s1.log" "$dir/s2.log" && [ "$(grep -c '^1: ' "$dir/s1.log")" -gt 4 ]
check "a search seat plays the variant, the same match for a seed" $?

"$catan" sim board --players 2 --matches 3 --check --seed 2 --seat 1=uniform --seat 2=uniform \
	>"$dir/check.out"
[ $? -eq 0 ] && grep -q "^board: 3 matches checked, seed 2: every invariant held$" "$dir/check.out"
check "sim board --check holds every invariant at 2 players" $?
"$catan" bench board --players 2 --matches 2 >"$dir/bench.out"
[ $? -eq 0 ] && grep -q "^board  *2  *2 " "$dir/bench.out"
check "bench board measures the variant" $?

[ "$failures" -eq 0 ]
