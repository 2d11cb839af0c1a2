/*
 * The statistics of a simulation: intervals for proportions and for their
 * differences, and the mean and spread of a count.
 *
 * Proportions get Wilson's score interval (E. B. Wilson, "Probable
 * inference, the law of succession, and statistical inference", JASA 22,
 * 1927), not the textbook p +- z sqrt(p(1-p)/n): that one collapses to a
 * point at 0 and 1 and undercovers for the small counts a rarely built card
 * has, where Wilson's stays inside [0, 1] and keeps close to its promised
 * 95 %. A difference of two proportions gets Newcombe's hybrid score
 * interval built from the two Wilson intervals (R. G. Newcombe, "Interval
 * estimation for the difference between independent proportions",
 * Statistics in Medicine 17, 1998, method 10), for the same reasons.
 */
#include "ai/ai.h"

#include <math.h>

struct ai_interval ai_wilson(long successes, long trials, double z)
{
	if (trials <= 0)
		return (struct ai_interval){ 0.0, 1.0 };
	double n = (double)trials, p = (double)successes / n, z2 = z * z;
	double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
	double half = z / (1 + z2 / n) * sqrt(p * (1 - p) / n + z2 / (4 * n * n));
	struct ai_interval i = { centre - half, centre + half };
	/* exact at the ends: rounding must not put 0 or 1 outside */
	if (successes <= 0)
		i.low = 0.0;
	if (successes >= trials)
		i.high = 1.0;
	return i;
}

struct ai_interval ai_difference(long successes1, long trials1, long successes2, long trials2,
                                 double z)
{
	double p1 = trials1 > 0 ? (double)successes1 / (double)trials1 : 0.0;
	double p2 = trials2 > 0 ? (double)successes2 / (double)trials2 : 0.0;
	struct ai_interval w1 = ai_wilson(successes1, trials1, z);
	struct ai_interval w2 = ai_wilson(successes2, trials2, z);
	double d = p1 - p2;
	return (struct ai_interval){
		d - sqrt((p1 - w1.low) * (p1 - w1.low) + (w2.high - p2) * (w2.high - p2)),
		d + sqrt((w1.high - p1) * (w1.high - p1) + (p2 - w2.low) * (p2 - w2.low)),
	};
}

bool ai_interval_excludes(struct ai_interval interval, double value)
{
	return value < interval.low || value > interval.high;
}

void ai_length_add(struct ai_sim_length *length, long value)
{
	if (length->count == 0 || value < length->min)
		length->min = value;
	if (length->count == 0 || value > length->max)
		length->max = value;
	length->count++;
	length->sum += (uint64_t)value;
	length->sum_squares += (uint64_t)value * (uint64_t)value;
}

void ai_length_merge(struct ai_sim_length *into, const struct ai_sim_length *from)
{
	if (from->count == 0)
		return;
	if (into->count == 0 || from->min < into->min)
		into->min = from->min;
	if (into->count == 0 || from->max > into->max)
		into->max = from->max;
	into->count += from->count;
	into->sum += from->sum;
	into->sum_squares += from->sum_squares;
}

double ai_length_mean(const struct ai_sim_length *length)
{
	return length->count ? (double)length->sum / (double)length->count : 0.0;
}

/* The sample standard deviation, from the integer sums: exact sums, so the
 * same matches give the same figure whatever order they were added in. */
double ai_length_sd(const struct ai_sim_length *length)
{
	if (length->count < 2)
		return 0.0;
	double n = (double)length->count, mean = (double)length->sum / n;
	double variance = ((double)length->sum_squares - n * mean * mean) / (n - 1);
	return variance > 0 ? sqrt(variance) : 0.0;
}
