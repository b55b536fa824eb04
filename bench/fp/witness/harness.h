/* Throwaway witness harness: replays a vector of input values through the
 * __VERIFIER_* interface.  A checker does
 *     #include "harness.h"
 *     #define main bench_main
 *     #include "../prog.c"
 *     #undef main
 * and then calls W_run(values, n) which returns bench_main()'s value, or
 * W_ASSUME_FAILED if an assumption was violated.  Integers are passed as
 * doubles (exact up to 2^53); values >= 2^31 are wrapped to int. */
#include <math.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W_ASSUME_FAILED (-99999)
static double W_in[64];
static int W_n, W_k;
static jmp_buf W_jb;
static int W_reach_error;
static int W_failures;

static double W_next(void) {
  if (W_k >= W_n) {
    fprintf(stderr, "witness: program read more inputs than given\n");
    exit(2);
  }
  return W_in[W_k++];
}
double __VERIFIER_nondet_double(void) { return W_next(); }
float __VERIFIER_nondet_float(void) { return (float)W_next(); }
int __VERIFIER_nondet_int(void) { return (int)(uint32_t)(int64_t)W_next(); }
unsigned __VERIFIER_nondet_uint(void) { return (uint32_t)(int64_t)W_next(); }
void reach_error(void) { W_reach_error = 1; }
void __VERIFIER_assume(int c) {
  if (!c)
    longjmp(W_jb, 1);
}

int bench_main(void);

static int W_run(const double *in, int n) {
  W_n = n;
  W_k = 0;
  W_reach_error = 0;
  for (int i = 0; i < n; i++)
    W_in[i] = in[i];
  if (setjmp(W_jb))
    return W_ASSUME_FAILED;
  int r = bench_main();
  if (W_k != n)
    fprintf(stderr, "witness: only %d of %d inputs consumed\n", W_k, n);
  return r;
}

static void W_expect(const char *what, int ok) {
  printf("%-4s %s\n", ok ? "ok" : "FAIL", what);
  if (!ok)
    W_failures++;
}

#define W_ARR(...)                                                             \
  ((const double[]){__VA_ARGS__}),                                             \
      (int)(sizeof((const double[]){__VA_ARGS__}) / sizeof(double))
