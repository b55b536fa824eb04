/* stat.c - mean, standard deviation and median of five doubles, with goals
 * on combinations of the statistics (written from scratch in the spirit of
 * the "stat" example of the Symbolic PathFinder distribution).
 *
 * Stresses: the statistics are sums of squares divided by constants and a
 * square root, so every goal couples all five inputs non-linearly; the
 * median adds a data-dependent insertion sort (path explosion: 5! orders).
 * Several goals are equalities that must hold exactly in double arithmetic
 * (goals 1, 6, 8: e.g. the mean of {0, 0.1, 0.2, 0.3, -0.1} is NOT 0.1 in
 * doubles), goal 3 holds only through underflow (the variance of distinct
 * numbers rounds to 0) and goals 5, 7, 9 are thin regions near the limits
 * of what five samples allow: with the population standard deviation no
 * sample can lie more than 4/sqrt(5) = 1.79 sd from the mean, and
 * (median - mean) / sd is at most 0.5.
 * Inputs are assumed to lie in [-1000, 1000].  Goals are counted in hits[];
 * all are reachable, witnesses (replayed by witness/stat_witness.c):
 *   1 {-20, -10, 0, 10, 20}        2 {101, 101, 101, 101, 101}
 *   3 {1e-170, 0, 0, 0, 0}         4 {0, 25.5, 25.5, 25.5, 51}
 *   5 {-10, -10, -10, -10, 60}     6 {-0.2, 0, 0.1, 0.2, 0.4}
 *   7 {0, 0, 0, 0, 10}             8 {7, 9, 10, 11, 13}
 *   9 {0, 10, 10, 10, 10}
 * No reach_error().
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

#define N 5

static int hits[10];

static double mean_of(const double *v) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += v[i];
  return s / N;
}

static double variance_of(const double *v, double mean) {
  double s = 0.0;
  for (int i = 0; i < N; i++) {
    double d = v[i] - mean;
    s += d * d;
  }
  return s / N;
}

static void sort(double *v) {
  for (int i = 1; i < N; i++) {
    double key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = key;
  }
}

int main(void) {
  double x[N], sorted[N];
  for (int i = 0; i < N; i++) {
    x[i] = __VERIFIER_nondet_double();
    __VERIFIER_assume(x[i] >= -1000.0 && x[i] <= 1000.0);
    sorted[i] = x[i];
  }

  double mean = mean_of(x);
  double var = variance_of(x, mean);
  double sd = sqrt(var);
  sort(sorted);
  double median = sorted[N / 2];
  double range = sorted[N - 1] - sorted[0];
  int distinct = 1;
  for (int i = 0; i + 1 < N; i++)
    if (sorted[i] == sorted[i + 1])
      distinct = 0;
  int outliers = 0;
  for (int i = 0; i < N; i++)
    if (fabs(x[i] - mean) > 1.5 * sd)
      outliers++;

  /* 1. EXACT: wide spread around an exact zero mean */
  if (sd > 10.0 && mean == 0.0)
    hits[1]++;
  /* 2. almost constant, large values */
  if (sd < 0.001 && mean > 100.0)
    hits[2]++;
  /* 3. EXACT, unsatisfiable over the reals: zero variance, distinct data */
  if (var == 0.0 && x[0] != x[1])
    hits[3]++;
  /* 4. wide range but small deviation (sd >= range / sqrt(10)) */
  if (range > 50.0 && sd < 17.0)
    hits[4]++;
  /* 5. coefficient of variation above 2 with a positive mean */
  if (mean > 1.0 && sd / mean > 2.0)
    hits[5]++;
  /* 6. EXACT: mean of five distinct values is exactly 0.1 */
  if (mean == 0.1 && distinct)
    hits[6]++;
  /* 7. an outlier beyond 1.5 sd (at most 1.79 sd is possible) */
  if (outliers > 0 && sd > 1.0)
    hits[7]++;
  /* 8. EXACT: both moments exact */
  if (sd == 2.0 && mean == 10.0 && distinct)
    hits[8]++;
  /* 9. median far above the mean (at most 0.5 sd is possible) */
  if (sd > 0.0 && median > mean + 0.45 * sd)
    hits[9]++;

  int total = 0;
  for (int i = 1; i <= 9; i++)
    total += hits[i] != 0;
  return total;
}
