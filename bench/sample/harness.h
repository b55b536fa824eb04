/* harness.h - shared input helpers of the sampling bench: every step of an
 * operation sequence reads the same number of inputs, each bounded by an
 * assumption, so that input positions keep their meaning across runs. */
#ifndef SAMPLE_HARNESS_H
#define SAMPLE_HARNESS_H
extern int __VERIFIER_nondet_int(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static int nd(int lo, int hi) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= lo && x <= hi);
  return x;
}
#endif
