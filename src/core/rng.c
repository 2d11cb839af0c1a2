#include "core/rng.h"

#include <time.h>
#include <unistd.h>

/* One step of splitmix64: advances *state by the golden-ratio increment and
 * returns the mixed value. */
static uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

void rng_seed(struct rng *rng, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&seed);
}

void rng_shuffle_ints(struct rng *rng, int *items, size_t count)
{
	for (size_t i = count; i > 1; i--) {
		size_t j = (size_t)rng_below(rng, i);
		int held = items[i - 1];
		items[i - 1] = items[j];
		items[j] = held;
	}
}

static void swap_bytes(unsigned char *a, unsigned char *b, size_t size)
{
	for (size_t k = 0; k < size; k++) {
		unsigned char held = a[k];
		a[k] = b[k];
		b[k] = held;
	}
}

void rng_shuffle(struct rng *rng, void *items, size_t count, size_t size)
{
	unsigned char *bytes = items;
	if (size == 1) {
		/* Byte arrays (card piles) are the common case: the same draws
		 * and swaps, without the byte-by-byte loop. */
		for (size_t i = count; i > 1; i--) {
			size_t j = (size_t)rng_below(rng, i);
			unsigned char held = bytes[i - 1];
			bytes[i - 1] = bytes[j];
			bytes[j] = held;
		}
		return;
	}
	for (size_t i = count; i > 1; i--) {
		size_t j = (size_t)rng_below(rng, i);
		if (j != i - 1)
			swap_bytes(bytes + (i - 1) * size, bytes + j * size, size);
	}
}

int rng_parse_seed(const char *text, uint64_t *seed)
{
	if (!text || !*text)
		return -1;
	uint64_t value = 0;
	for (const char *p = text; *p; p++) {
		if (*p < '0' || *p > '9')
			return -1;
		unsigned digit = (unsigned)(*p - '0');
		if (value > (UINT64_MAX - digit) / 10)
			return -1;
		value = value * 10 + digit;
	}
	*seed = value;
	return 0;
}

static uint64_t clock_ns(clockid_t clock)
{
	struct timespec ts;
	if (clock_gettime(clock, &ts) != 0)
		return 0;
	return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}

uint64_t rng_fresh_seed(void)
{
	/* The address of a local adds whatever address-space randomisation the
	 * system does, so two processes started in the same nanosecond with
	 * recycled pids still differ. */
	int local = 0;
	uint64_t mix = clock_ns(CLOCK_REALTIME);
	uint64_t seed = splitmix64(&mix);
	mix ^= clock_ns(CLOCK_MONOTONIC);
	seed ^= splitmix64(&mix);
	mix ^= (uint64_t)getpid() << 32;
	seed ^= splitmix64(&mix);
	mix ^= (uint64_t)(uintptr_t)&local;
	seed ^= splitmix64(&mix);
	return seed;
}
