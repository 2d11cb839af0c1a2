/*
 * rng: the seeded random generator that lives inside a match.
 *
 * Every die, shuffle and blind draw of a match comes from its own struct rng,
 * seeded once from the `seed` line of the game log. The same seed and the
 * same decisions therefore give the same match, on every machine and in every
 * build: the algorithms below are part of the log format and must not change
 * without changing the engine version written into the logs.
 *
 * Generator: xoshiro256** 1.0 by David Blackman and Sebastiano Vigna,
 *   "Scrambled Linear Pseudorandom Number Generators", ACM TOMS 47(4), 2021;
 *   reference code at https://prng.di.unimi.it/xoshiro256starstar.c
 * Seeding: the 256-bit state is four successive outputs of splitmix64
 *   (Steele, Lea, Flood, "Fast Splittable Pseudorandom Number Generators",
 *   OOPSLA 2014; https://prng.di.unimi.it/splitmix64.c) started from the
 *   64-bit seed, as the xoshiro authors recommend. splitmix64 never yields
 *   four zero words, so every seed, including 0, gives a valid state.
 * Ranges: rng_below() uses Lemire's multiply-and-reject method (D. Lemire,
 *   "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1), 2019),
 *   which is exactly uniform: no modulo bias.
 * Shuffles: Fisher-Yates, walking from the last element down, swapping
 *   element i with element rng_below(i + 1).
 *
 * The struct is plain data: a copy made by assignment continues the same
 * stream, which is how a computer player explores a match without touching
 * the real one. Nothing here allocates or keeps global state.
 */
#ifndef CATAN_CORE_RNG_H
#define CATAN_CORE_RNG_H

#include <stddef.h>
#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/* Sets the state from a 64-bit seed through splitmix64. */
void rng_seed(struct rng *rng, uint64_t seed);

/* The next 64 random bits, and a uniform integer in [0, n) are defined
 * below, inline: every random choice of every game passes through them. */
static inline uint64_t rng_next(struct rng *rng);
/* A uniform integer in [0, n). n must be at least 1; for n == 0 it returns 0
 * and draws nothing, so a caller's bug cannot become a division by zero. */
static inline uint64_t rng_below(struct rng *rng, uint64_t n);

/* A six-sided die: 1..6. Inline below: two a roll, and with the constant
 * range its remainder folds away. */
static inline int rng_die(struct rng *rng);

/* Puts count ints into a uniformly random order. */
void rng_shuffle_ints(struct rng *rng, int *items, size_t count);

/* The same for an array of any element type; elements are swapped byte by
 * byte, so no scratch memory is needed. Draws exactly as rng_shuffle_ints. */
void rng_shuffle(struct rng *rng, void *items, size_t count, size_t size);

/* Reads a seed written as a decimal number 0..18446744073709551615: digits
 * only, nothing before or after (no sign, no spaces), no overflow. Returns 0
 * and sets *seed on success, -1 (leaving *seed alone) otherwise. */
int rng_parse_seed(const char *text, uint64_t *seed);

/* A seed for a match the user did not seed: the wall clock, a monotonic
 * clock and the process id, mixed. Different between runs, not secret. */
uint64_t rng_fresh_seed(void);

/* ---- the inline definitions ---- */

static inline uint64_t rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(struct rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* The full 128-bit product a * b: returns the high half and stores the low
 * half. C11 has no 128-bit integer type, so the portable way is on 32-bit
 * halves; where the compiler offers one, a single multiplication gives the
 * same halves at a fraction of the cost (every random choice passes here). */
static inline uint64_t rng_mul_wide(uint64_t a, uint64_t b, uint64_t *low)
{
#ifdef __SIZEOF_INT128__
	unsigned __int128 product = (unsigned __int128)a * b;
	*low = (uint64_t)product;
	return (uint64_t)(product >> 64);
#else
	const uint64_t mask = UINT64_C(0xFFFFFFFF);
	uint64_t a_lo = a & mask, a_hi = a >> 32;
	uint64_t b_lo = b & mask, b_hi = b >> 32;
	uint64_t lo_lo = a_lo * b_lo;
	uint64_t hi_lo = a_hi * b_lo;
	uint64_t lo_hi = a_lo * b_hi;
	uint64_t hi_hi = a_hi * b_hi;
	/* At most (2^32-1) + (2^32-1) + (2^32-1)^2 = 2^64-1: cannot overflow. */
	uint64_t cross = (lo_lo >> 32) + (hi_lo & mask) + lo_hi;

	*low = (cross << 32) | (lo_lo & mask);
	return hi_hi + (hi_lo >> 32) + (cross >> 32);
#endif
}

/*
 * Lemire's method: the high half of x * n is a number below n. It would be
 * biased if used for every x, because 2^64 is not a multiple of n; the
 * (2^64 mod n) values of x that make the low half fall below that remainder
 * are exactly the surplus, and are drawn again. The remainder is computed
 * only when the low half is below n, which is rare for small n.
 */
static inline uint64_t rng_below(struct rng *rng, uint64_t n)
{
	if (n == 0)
		return 0;
	uint64_t low;
	uint64_t high = rng_mul_wide(rng_next(rng), n, &low);
	if (low < n) {
		uint64_t surplus = (0 - n) % n;  /* 2^64 mod n */
		while (low < surplus)
			high = rng_mul_wide(rng_next(rng), n, &low);
	}
	return high;
}

static inline int rng_die(struct rng *rng)
{
	return (int)rng_below(rng, 6) + 1;
}

#endif
