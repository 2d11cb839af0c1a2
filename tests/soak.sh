#!/bin/sh
# make soak: random matches of every game and variant with every invariant
# checked after every action (catan sim --check), on every core.
#   SOAK_MATCHES  matches per game and variant (default 1000000)
#   SOAK_JOBS     processes at once (default: the number of cores)
#   SOAK_SEED     seed of the first series (default 1)
# A match that reaches the turn cap (1000 turns) kept every invariant as far
# as it went: it is counted as stopped, not as broken. The first breach stops
# the soak with its match's seed, which catan sim --check --seed S --matches 1
# repeats alone. A new game adds its variants to the list below.
set -u
catan="${top_builddir:-.}/src/catan"
matches=${SOAK_MATCHES:-1000000}
jobs=${SOAK_JOBS:-$(nproc 2>/dev/null || echo 2)}
seed=${SOAK_SEED:-1}
dir=$(mktemp -d "${TMPDIR:-/tmp}/catan-soak-XXXXXX")
trap 'rm -rf "$dir"' EXIT

# Random players at every seat: they try what a thoughtful player never
# would, which is what a soak is for.
two="--p1 random --p2 random"
variants="principality $two
principality --theme science $two
principality --theme knights $two
fast --players 2 $two
fast --players 3 $two --p3 random
fast --players 4 $two --p3 random --p4 random
fast --players 5 $two --p3 random --p4 random --p5 random
fast --players 6 $two --p3 random --p4 random --p5 random --p6 random
board --players 2 $two
board --players 3 $two --p3 random
board --players 4 $two --p3 random --p4 random
board --set cities --players 2 $two
board --set cities --players 4 $two --p3 random --p4 random"

total=0
status=0
echo "soak: $matches matches per game and variant, $jobs at once"
while IFS= read -r variant; do
	start=$(date +%s)
	per=$(( (matches + jobs - 1) / jobs ))
	left=$matches
	j=0
	while [ "$left" -gt 0 ]; do
		n=$per
		[ "$n" -gt "$left" ] && n=$left
		# Series seeds far apart: each job's matches are its own.
		$catan sim $variant --check --matches "$n" --seed $((seed + j * 1000003)) \
			>"$dir/out.$j" 2>&1 &
		left=$((left - n))
		j=$((j + 1))
	done
	wait
	checked=0
	stopped=0
	k=0
	while [ $k -lt $j ]; do
		# "GAME: N matches checked, seed S: every invariant held", then
		# "K of them stopped at ..." when some reached the caps.
		if grep -q "every invariant held" "$dir/out.$k"; then
			c=$(sed -n 's/^[a-z]*: \([0-9]*\) match.*every invariant held$/\1/p' "$dir/out.$k")
			s=$(sed -n 's/^\([0-9]*\) of them stopped at .*/\1/p' "$dir/out.$k")
			checked=$((checked + ${c:-0}))
			stopped=$((stopped + ${s:-0}))
		else
			echo "soak: $variant: $(cat "$dir/out.$k")"
			status=1
		fi
		k=$((k + 1))
	done
	seconds=$(( $(date +%s) - start ))
	echo "soak: $variant: $checked matches, $stopped stopped at the caps, every invariant held ($seconds s)"
	total=$((total + checked))
	[ $status -eq 0 ] || break
	seed=$((seed + 7919))
done <<EOF_VARIANTS
$variants
EOF_VARIANTS
[ $status -eq 0 ] && echo "soak: $total matches checked, every invariant held"
exit $status
