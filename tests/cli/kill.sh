#!/bin/sh
# Crash safety: a match killed with SIGKILL at a random moment loses nothing
# it logged, and its log, resumed, plays the same match as the one never
# interrupted -- byte for byte the same log. KILLS moments (100 by default)
# are spread over two scripted matches: computer players alone, and two
# human seats whose moves come through a pipe.
. "${top_srcdir:-.}/tests/cli/harness.sh"
kills=${KILLS:-100}
computers="principality --p1 random --p2 greedy --seed 5"
humans="principality --p1 human --p2 human --seed 5"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# The uninterrupted matches, and how long one takes here.
start=$(now_ms)
"$catan" play $computers --log "$dir/computers.log" </dev/null >/dev/null 2>&1
check "the computers' match is logged" $?
span=$(( $(now_ms) - start ))
grep '^[1-6]: ' "$dir/computers.log" | sed 's/^[1-6]: //' >"$dir/moves"
"$catan" play $humans --log "$dir/humans.log" <"$dir/moves" >/dev/null 2>&1
check "the same moves typed by two humans through a pipe are logged" $?
cmp -s "$dir/computers.log" "$dir/humans.log"
[ $? -ne 0 ] && [ "$(grep -c '^[1-6]: ' "$dir/humans.log")" -eq "$(wc -l <"$dir/moves")" ]
check "the humans' match has every move" $?

# A log killed at some moment: what it holds is the start of the whole log
# (nothing it logged lost, no line damaged), and resumed it is the whole log.
# $1: the whole log, $2: the killed log, $3: the input resume needs.
verify() {
	[ -e "$2" ] || return 0        # killed before the log had its name
	size=$(wc -c <"$2")
	head -c "$size" "$1" | cmp -s - "$2" || { echo "# $2: not the start of $1"; return 1; }
	done_moves=$(grep -c '^[1-6]: ' "$2")
	# A last line without its newline is no move: resume leaves it out.
	if [ -n "$(tail -c 1 "$2")" ] && tail -n 1 "$2" | grep -q '^[1-6]: '; then
		done_moves=$((done_moves - 1))
	fi
	tail -n +$((done_moves + 1)) "$dir/moves" >"$dir/rest"
	"$catan" resume "$2" <"$3" >/dev/null 2>"$dir/err" ||
		{ echo "# $2: resume failed: $(cat "$dir/err")"; return 1; }
	cmp -s "$1" "$2" || { echo "# $2: resumed, not the whole match"; return 1; }
}

# Moments spread evenly over the match and a little past its start-up, in
# an order of their own.
moments=$(awk -v n="$kills" -v span="$span" 'BEGIN { srand(26);
	for (i = 0; i < n; i++) printf "%.3f\n", rand() * (span + 50) / 1000 }')
i=0
lost=0
before=0
for moment in $moments; do
	i=$((i + 1))
	log="$dir/kill-$i.log"
	if [ $((i % 2)) -eq 1 ]; then
		"$catan" play $computers --log "$log" </dev/null >/dev/null 2>&1 &
		input=/dev/null
		whole="$dir/computers.log"
	else
		"$catan" play $humans --log "$log" <"$dir/moves" >/dev/null 2>&1 &
		input="$dir/rest"
		whole="$dir/humans.log"
	fi
	pid=$!
	sleep "$moment"
	kill -KILL "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	[ -e "$log" ] || before=$((before + 1))
	verify "$whole" "$log" "$input" || lost=$((lost + 1))
done
echo "# $i kills: $before before the log had its name, $lost lost or different"
[ "$lost" -eq 0 ]
check "$i matches killed at random moments resume to the whole match" $?

[ "$failures" -eq 0 ]
