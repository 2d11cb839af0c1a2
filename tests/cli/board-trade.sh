#!/bin/sh
# Domestic trade in the board game at the console (catan(6)): a person types
# a whole offer of several cards and resources in one line, which the log
# keeps as its steps (offer, give, want, propose); another person counters
# in one line; a line that cannot be made is refused with the reason and
# changes nothing, in the console's language; moves shows the shorthand;
# the log replays to what the players saw; sim --check holds every
# invariant over many matches of computer players who trade.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# hand SEAT FILE: seat's hand in the JSON of FILE (its last line), as
# "lumber brick grain wool ore".
hand() {
	tail -n 1 "$2" | sed 's/.*"name":"player '"$1"'",[^}]*"hand":{"lumber":\([0-9]*\),"brick":\([0-9]*\),"grain":\([0-9]*\),"wool":\([0-9]*\),"ore":\([0-9]*\)}.*/\1 \2 \3 \4 \5/'
}

# Four people at one keyboard. The set-up rounds, a roll of 6, then cards
# from the sandbox.
{
	printf 'build settlement 1\nbuild road 1\nbuild settlement 27\nbuild road 33\n'
	printf 'build settlement 40\nbuild road 51\nbuild settlement 32\nbuild road 38\n'
	printf 'build settlement 29\nbuild road 35\nbuild settlement 41\nbuild road 52\n'
	printf 'build settlement 53\nbuild road 70\nbuild settlement 11\nbuild road 10\n'
	printf 'dice 6\nroll\ngive 1 wool 3\ngive 1 brick 1\ngive 2 grain 2\n'
	echo moves
	echo 'offer 2 wool for 2 wool'
	echo 'offer 4 wool for 1 ore'
	echo 'state --json'
	echo 'offer 2 wool 1 brick for 2 grain'
	echo moves
	echo 'counter 2 grain for 3 wool'
	echo decline
	echo decline
	echo 'state --json'
	echo 'trade with 2'
	echo 'state --json'
	echo quit
} | "$catan" play board --players 4 --seat 1=human --seat 2=human --seat 3=human \
	--seat 4=human --layout beginner --seed 7 --sandbox --log "$dir/a.log" >"$dir/a.out" 2>&1
check "a match with typed offers" $?

grep -q '^offer$' "$dir/a.out" &&
	grep -q '^  offer \[N\] RES\.\.\. for \[N\] RES\.\.\.  *a whole offer' "$dir/a.out"
check "moves lists offer and the one-line shorthand" $?
grep -q 'wool on both sides: matching resources are not traded' "$dir/a.out" &&
	grep -q 'you hold [0-3] wool' "$dir/a.out"
check "an offer of matching resources, or of cards not held, is refused with the reason" $?
[ "$(grep -c '^1: offer$' "$dir/a.log")" -eq 1 ]
check "a refused line leaves nothing in the log" $?

# The offer's steps, in order, then the answers.
awk '/^1: offer$/ { on = 1 } on && /^[0-9]: / { print } /^1: trade with/ { exit }' "$dir/a.log" \
	>"$dir/steps"
head -n 7 "$dir/steps" >"$dir/offer"
cat >"$dir/want" <<'EOF'
1: offer
1: give brick
1: give wool
1: give wool
1: want grain
1: want grain
1: propose 1 brick 2 wool -> 2 grain
EOF
cmp -s "$dir/offer" "$dir/want"
check "one typed line is the offer's steps in the log" $?
grep -q '^player 2 answers the offer: accept, decline or counter$' "$dir/a.out" ||
	grep -q '^  player 2 answers the offer: accept, decline or counter$' "$dir/a.out"
check "the others are asked to answer" $?
grep -A4 '^pass the keyboard to player 2' "$dir/a.out" | grep -q '^counter$'
check "moves for the answering person lists counter" $?
sed -n 8,13p "$dir/steps" | tr '\n' '|' |
	grep -q '^2: counter|2: give grain|2: give grain|2: want wool|2: want wool|2: want wool|$'
check "a typed counter is its steps too" $?
grep '"phase":"offer-close"' "$dir/a.out" |
	grep -q '"counters":\[null,{"give":{"lumber":0,"brick":0,"grain":2,"wool":0,"ore":0},"get":{"lumber":0,"brick":0,"grain":0,"wool":3,"ore":0}}'
check "state --json shows the counter from its answerer's side" $?
grep -q '^1: trade with 2$' "$dir/a.log"
check "the offerer trades on the counter" $?

grep '^{' "$dir/a.out" | sed -n 2p >"$dir/before.json"
grep '^{' "$dir/a.out" | sed -n 3p >"$dir/after.json"
set -- $(hand 1 "$dir/before.json")
b_grain=$3 b_wool=$4
set -- $(hand 1 "$dir/after.json")
[ "$3" -eq $((b_grain + 2)) ] && [ "$4" -eq $((b_wool - 3)) ]
check "the counter's terms moved the cards (grain $b_grain -> $3, wool $b_wool -> $4)" $?

"$catan" replay "$dir/a.log" --json --as 1 >"$dir/replayed.json"
[ $? -eq 0 ] && cmp -s "$dir/after.json" "$dir/replayed.json"
check "the log replays to the state the players saw" $?
grep -v '^{' "$dir/a.out" | awk 'length($0) > 80 { bad = 1 } END { exit bad }'
check "every line fits 80 columns" $?

# The reason in the console's language.
printf 'build settlement 1\nbuild road 1\n' >"$dir/de.in"
printf 'build settlement 27\nbuild road 33\nbuild settlement 40\nbuild road 51\n' >>"$dir/de.in"
printf 'build settlement 32\nbuild road 38\nbuild settlement 29\nbuild road 35\n' >>"$dir/de.in"
printf 'build settlement 41\nbuild road 52\nbuild settlement 53\nbuild road 70\n' >>"$dir/de.in"
printf 'build settlement 11\nbuild road 10\ndice 6\nroll\ngive 1 wool 2\n' >>"$dir/de.in"
printf 'offer 2 wool for 2 wool\nquit\n' >>"$dir/de.in"
"$catan" --lang de play board --players 4 --seat 2=human --seat 3=human --seat 4=human \
	--layout beginner --seed 7 --sandbox <"$dir/de.in" >"$dir/de.out" 2>&1
grep -q 'wool auf beiden Seiten: gleiche Rohstoffe werden nicht getauscht' "$dir/de.out"
check "a shorthand's refusal in German" $?

# With --offers off every offer to the person is declined at once, the
# counter beside accept and decline too.
{
	printf 'build settlement 1\nbuild road 1\nbuild settlement 53\nbuild road 70\n'
	i=0
	while [ "$i" -lt 30 ]; do printf 'roll\nrobber 5\nrobber 6\nend\n'; i=$((i + 1)); done
} | "$catan" play board --players 4 --seat 1=human --seat 2=random --seat 3=random \
	--seat 4=random --layout beginner --offers off --seed 7 --log "$dir/o.log" >/dev/null 2>&1
[ "$(grep -c '^1: decline$' "$dir/o.log")" -ge 1 ] && ! grep -q '^1: \(accept\|counter\)$' "$dir/o.log"
check "--offers off declines the offers made to the person" $?

# Computer players trade among many matches, every invariant holding.
"$catan" sim board --players 3 --matches 60 --check --seed 5 >"$dir/s3.out" 2>&1 &&
	grep -q 'every invariant held' "$dir/s3.out"
check "sim --check, 3 players" $?
"$catan" sim board --players 4 --matches 60 --check --seed 6 --seat 1=random \
	--seat 2=greedy --seat 3=random --seat 4=greedy >"$dir/s4.out" 2>&1 &&
	grep -q 'every invariant held' "$dir/s4.out"
check "sim --check, 4 players, random and greedy" $?
"$catan" play board --players 4 --p1 normal --p2 normal --p3 easy --p4 easy --seed 8 \
	--log "$dir/c.log" </dev/null >/dev/null 2>&1
grep -q '^[1-4]: propose [0-9]' "$dir/c.log" && grep -q '^[1-4]: trade with [1-4]$' "$dir/c.log"
check "computer players make offers and trade" $?

exit $((failures > 0))
