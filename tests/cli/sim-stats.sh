#!/bin/sh
# catan sim as a card designer runs it: the same report for any --jobs,
# shards merged into the report of one run, CSV and JSON, a second
# database compared on the same seeds, and no progress bar off a terminal.
. "${top_srcdir:-.}/tests/cli/harness.sh"

# A short series: these check the command, not the rules.
series="principality --matches 30 --seed 3 --max-turns 60"

"$catan" sim $series >"$dir/one" 2>"$dir/err"
[ $? -eq 0 ] && grep -q "^principality: 30 matches, seed 3, greedy vs greedy$" "$dir/one"
check "sim seats normal (greedy) players by default" $?
[ ! -s "$dir/err" ]
check "sim draws no progress bar when standard error is no terminal" $?
grep -q "^seat  player   wins  win rate  95% interval$" "$dir/one" &&
	grep -q "^first seat: wins " "$dir/one" &&
	grep -q "^per match        mean        sd       min       max$" "$dir/one" &&
	grep -q "^card  *drawn  built  played  revealed  builders    won  95% interval$" "$dir/one" &&
	grep -q "^\* significant: the 95% interval excludes 50.0%" "$dir/one"
check "sim reports intervals, the first seat, lengths and cards" $?
# an event card is never named by an action's text: the roll reveals it
awk '$1 == "plague" && $5 > 0 { found = 1 } END { exit !found }' "$dir/one" &&
	awk '$1 == "knight-hagen" && $2 > 0 { found = 1 } END { exit !found }' "$dir/one"
check "sim counts event cards revealed and cards drawn blind, from the game's events" $?
grep -q "^  [0-9]* cards were tested: about [0-9]* of them would be starred by chance alone" "$dir/one"
check "sim says how many stars chance alone gives among the cards tested" $?

"$catan" sim $series --jobs 2 >"$dir/two"
cmp -s "$dir/one" "$dir/two"
check "sim --jobs 2 gives the report of one job" $?
"$catan" sim $series --jobs 5 >"$dir/five"
cmp -s "$dir/one" "$dir/five"
check "sim --jobs 5 gives the report of one job" $?

for k in 1 2 3; do
	"$catan" sim $series --shard $k/3 --json >"$dir/shard$k.json" || echo "shard $k failed"
done
"$catan" sim $series --shard 2/3 >"$dir/out"
grep -q "^shard 2 of 3: 10 of the matches$" "$dir/out"
check "sim --shard plays its share of the matches" $?
"$catan" sim merge "$dir/shard3.json" "$dir/shard1.json" "$dir/shard2.json" >"$dir/merged"
[ $? -eq 0 ] && cmp -s "$dir/one" "$dir/merged"
check "sim merge of the shards gives the report of one run" $?
"$catan" sim $series --json >"$dir/one.json"
"$catan" sim merge --json "$dir/shard1.json" "$dir/shard2.json" "$dir/shard3.json" >"$dir/merged.json"
cmp -s "$dir/one.json" "$dir/merged.json"
check "sim merge --json gives the JSON of one run" $?

"$catan" sim merge "$dir/shard1.json" "$dir/shard3.json" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "^catan sim merge: shard missing: 2 of 3$" "$dir/err"
check "sim merge names a missing shard" $?
"$catan" sim merge "$dir/shard1.json" "$dir/shard1.json" "$dir/shard2.json" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "are both shard 1 of 3" "$dir/err"
check "sim merge refuses a shard twice" $?
"$catan" sim principality --matches 30 --seed 4 --max-turns 60 --shard 2/3 --json >"$dir/other.json"
"$catan" sim merge "$dir/shard1.json" "$dir/other.json" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "other.json: not a shard of the same series: another seed" "$dir/err"
check "sim merge refuses a shard of another series" $?
printf '{"game": "principality",\n "seed": }\n' >"$dir/bad.json"
"$catan" sim merge "$dir/bad.json" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "bad.json: no report of catan sim --json: line 2, column 10: a value expected" "$dir/err"
check "sim merge names where a file is no report" $?
"$catan" sim merge "$dir/none.json" >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "none.json: No such file" "$dir/err"
check "sim merge names a file it cannot open" $?

"$catan" sim $series --shard 4/3 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--shard wants K/N with K from 1 to N, not '4/3'" "$dir/err"
check "sim refuses a shard beyond the shards" $?
"$catan" sim $series --jobs 0 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--jobs wants a positive number up to 256" "$dir/err"
check "sim refuses --jobs 0" $?
"$catan" sim $series --check --json >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--check reports no statistics" "$dir/err"
check "sim refuses --check with --json" $?

"$catan" sim $series --csv "$dir/cards.csv" >"$dir/out"
[ $? -eq 0 ] && cmp -s "$dir/one" "$dir/out" &&
	head -n 1 "$dir/cards.csv" | grep -q "^card,matches,drawn,built,played,revealed,builders,builders_won,win_rate,win_low,win_high,significant$" &&
	grep -q "^road,30,0,[1-9][0-9]*,0,0,[1-9]" "$dir/cards.csv"
check "sim --csv writes the card table" $?
grep -q '"played":30,"won":' "$dir/one.json" && grep -q '"cards":\[{"card":"' "$dir/one.json"
check "sim --json holds the counts" $?

"$catan" sim fast --players 3 --p2 random --matches 10 >"$dir/out"
[ $? -eq 0 ] && grep -q "^fast: 10 matches, seed 1, greedy vs random vs greedy$" "$dir/out"
check "sim names each seat's player" $?
"$catan" sim fast --p2 easy --matches 4 >"$dir/out"
[ $? -eq 0 ] && grep -q "greedy vs random$" "$dir/out"
check "sim takes easy for the random player" $?

if command -v sqlite3 >/dev/null 2>&1; then
	"$catan" db init "$dir/cheap.db" >/dev/null
	sqlite3 "$dir/cheap.db" "UPDATE card_cost SET amount = 1 WHERE card = 'aqueduct'"
	"$catan" sim $series --against "$dir/cheap.db" --csv "$dir/both.csv" >"$dir/out"
	[ $? -eq 0 ] && grep -q "^base: built-in card database$" "$dir/out" &&
		grep -q "^changed: .*cheap.db$" "$dir/out" &&
		grep -q "^seat 1 wins  " "$dir/out" && grep -q "^cards whose counts changed: [1-9]" "$dir/out" &&
		grep -q "^aqueduct  " "$dir/out"
	check "sim --against compares two databases on the same seeds" $?
	head -n 1 "$dir/both.csv" | grep -q "^database,card," && grep -q "^base,road," "$dir/both.csv" &&
		grep -q "^changed,road," "$dir/both.csv"
	check "sim --against --csv writes both card tables" $?
	"$catan" sim $series --against "$dir/cheap.db" --json >"$dir/out"
	grep -q '^{"base":{"game":"principality".*},"changed":{"game":"principality".*}}$' "$dir/out"
	check "sim --against --json prints both reports" $?
else
	echo "ok - sqlite3 shell not installed: --against checks skipped"
fi
"$catan" sim $series --against "$dir/none.db" >/dev/null 2>"$dir/err"
[ $? -eq 2 ] && grep -q "none.db" "$dir/err"
check "sim --against names a database it cannot open" $?

[ "$failures" -eq 0 ]
