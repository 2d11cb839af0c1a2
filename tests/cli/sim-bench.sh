#!/bin/sh
# catan sim and catan bench as a user runs them: usage errors exit 1, a
# simulation repeats itself for a seed, and the benchmark prints its figures
# as a table and as JSON. Games that are not in the engine yet are skipped.
. "${top_srcdir:-.}/tests/cli/harness.sh"

"$catan" sim >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "missing GAME" "$dir/err"
check "sim without a game is a usage error" $?

"$catan" sim no-such-game >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "no game 'no-such-game'" "$dir/err"
check "sim names an unknown game" $?

"$catan" sim principality --p1 clever >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "no player kind 'clever'" "$dir/err"
check "sim names an unknown player kind" $?

"$catan" bench --seconds soon >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--seconds wants a positive number" "$dir/err"
check "bench refuses a bad --seconds" $?

"$catan" bench --seconds 0.2 >"$dir/out"
[ $? -eq 0 ] && grep -q "^effect runs/s: [1-9]" "$dir/out"
check "bench prints the effect rate" $?

"$catan" bench fast --players 2 --matches 2 >"$dir/out"
[ $? -eq 0 ] && grep -q "playouts/s" "$dir/out" && grep -q "^fast  *2 " "$dir/out"
check "bench reports the search's playouts per second" $?

"$catan" bench --seconds 0.2 --json >"$dir/out"
[ $? -eq 0 ] && grep -q '^{"seed":1,"games":\[.*\],"effect_runs_per_second":[1-9][0-9]*}$' "$dir/out"
check "bench --json prints one object" $?

"$catan" bench --theme science --matches 2 --json >"$dir/out"
[ $? -eq 0 ] && grep -q '"game":"principality"' "$dir/out" && ! grep -q '"game":"fast"' "$dir/out"
check "bench --theme measures only the game of the set" $?

"$catan" bench --theme nope --matches 1 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "no theme set 'nope'" "$dir/err"
check "bench names an unknown theme set" $?

# catan bench board --set cities --players 4: Cities & Knights at four
# players, and only the board game; sets of two games are refused, named.
"$catan" bench board --set cities --players 4 --matches 2 --json >"$dir/out" &&
	grep -q '"game":"board","players":4' "$dir/out" &&
	[ "$(grep -o '"game":' "$dir/out" | wc -l)" -eq 1 ]
check "bench board --set cities measures Cities & Knights at four players" $?
"$catan" bench --set cities --set knights --matches 1 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "the sets 'cities' and 'knights' belong to different games" "$dir/err"
check "bench refuses sets of two games, named" $?

"$catan" bench --players 9 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--players wants a positive number" "$dir/err"
check "bench refuses a bad --players" $?

"$catan" bench fast --matches 2 >"$dir/out"
[ $? -eq 0 ] && [ "$(grep -c '^fast  *[2-6] ' "$dir/out")" -eq 5 ]
check "bench fast measures 2 to 6 players" $?

"$catan" bench fast --players 3 --matches 2 --json >"$dir/out"
[ $? -eq 0 ] && grep -q '"games":\[{"game":"fast","players":3,"matches":2,' "$dir/out" &&
	! grep -q '"players":[^3]' "$dir/out"
check "bench --players measures that many players only" $?

"$catan" sim fast --players 4 --seat 3=uniform --p4 random --matches 3 --seed 5 >"$dir/out"
[ $? -eq 0 ] && grep -q "^fast: 3 matches, seed 5, greedy vs greedy vs uniform vs random$" "$dir/out"
check "sim --players and --seat seat a table of four" $?

"$catan" sim fast --p1 search:0 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "no player kind 'search:0'" "$dir/err"
check "sim refuses a search without playouts" $?

# The search with a budget in playouts is a function of the seed: the
# same report twice, its seats named with their budgets.
"$catan" sim fast --p1 search:20 --p2 normal --matches 3 --seed 7 >"$dir/a"
check "sim runs a search seat" $?
"$catan" sim fast --p1 search:20 --p2 normal --matches 3 --seed 7 >"$dir/b"
cmp -s "$dir/a" "$dir/b" && grep -q "^fast: 3 matches, seed 7, search:20 vs greedy$" "$dir/a"
check "sim with a search:N seat repeats itself for a seed" $?
# Under --jobs every thread has its own search player: the same report.
"$catan" sim fast --p1 search:20 --p2 normal --matches 3 --seed 7 --jobs 2 >"$dir/b"
cmp -s "$dir/a" "$dir/b" && grep -q "^1     search:20  " "$dir/a"
check "sim --jobs 2 with a search:N seat gives the report of one job" $?
"$catan" sim fast --p1 search:20 --p2 search:0.01s --matches 1 --json >"$dir/out"
[ $? -eq 0 ] && grep -q '"player":"search:0.01s"' "$dir/out"
check "sim --json names a timed search seat" $?
"$catan" sim fast --p1 hard --check --matches 1 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "check plays random, greedy and uniform players, not the search (seat 1)" "$dir/err"
check "sim --check refuses a search seat" $?

"$catan" sim fast --p3 greedy --matches 1 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q "seat 3, but 2 players" "$dir/err"
check "sim refuses a seat beyond the players" $?

"$catan" sim fast --players 7 >/dev/null 2>"$dir/err"
[ $? -eq 1 ] && grep -q -- "--players wants a number from 2 to 6" "$dir/err"
check "sim refuses a bad --players" $?

"$catan" sim principality --players 3 --matches 1 >"$dir/out" 2>"$dir/err"
[ $? -eq 1 ] && [ ! -s "$dir/out" ] && grep -q "for 2 players, not 3" "$dir/err"
check "sim reports a player count the game refuses, and nothing else" $?

# Short matches (a few turns each): these check the commands, not the rules;
# the rules' own tests run the random-match checker over whole matches.
if "$catan" sim principality --matches 1 --max-turns 1 >/dev/null 2>&1; then
	short="--max-turns 12"
	"$catan" sim principality --matches 5 --p1 random --seed 9 $short >"$dir/a"
	check "sim principality runs" $?
	"$catan" sim principality --matches 5 --p1 random --seed 9 $short >"$dir/b"
	cmp -s "$dir/a" "$dir/b"
	check "sim principality repeats itself for a seed" $?
	grep -q "^principality: 5 matches, seed 9, random vs greedy$" "$dir/a"
	check "sim names the game, the series and the players" $?
	"$catan" sim principality --matches 2 --json $short | grep -q '^{"game":"principality","seed":1,"matches":2,'
	check "sim --json prints one object" $?
	"$catan" sim principality --matches 3 --check $short >"$dir/out" 2>&1
	[ $? -eq 0 ] && grep -q "every invariant held" "$dir/out" &&
		grep -q "^3 of them stopped at 12 turns or 200000 actions, without a winner$" "$dir/out"
	check "sim --check reports a match past the turn cap as capped, not as broken" $?
	"$catan" sim principality --check --theme science --matches 3 >"$dir/out" 2>&1
	[ $? -eq 0 ] && grep -q "every invariant held" "$dir/out"
	check "sim --check --theme science holds" $?
	for theme in science knights; do
		"$catan" sim principality --theme $theme --p1 random --p2 random --matches 20 >"$dir/out"
		[ $? -eq 0 ] && grep -q "^won: 20 of 20; stopped without a winner at 1000 turns or 200000 actions: 0$" "$dir/out"
		check "random players finish their matches with the $theme theme" $?
	done
	"$catan" bench principality --matches 1 --seconds 0.3 --seed 4 | grep -q "^principality "
	check "bench principality prints its row" $?
	"$catan" sim principality --matches 2 --p1 search:10 --seed 3 $short >"$dir/a"
	"$catan" sim principality --matches 2 --p1 search:10 --seed 3 $short >"$dir/b"
	cmp -s "$dir/a" "$dir/b"
	check "sim principality with a search:N seat repeats itself for a seed" $?
else
	echo "ok - principality not playable yet: its checks skipped"
fi

[ "$failures" -eq 0 ]
