/* power.c - goals on the library function pow(x, y) (written from scratch
 * in the spirit of the "power" example of the Symbolic PathFinder
 * distribution).
 *
 * Stresses: pow() is opaque to a bit-vector or floating-point solver, so
 * every goal needs either an interpretation of pow or search over concrete
 * executions.  The goals cover pow's special regimes: negative bases (only
 * defined for integral exponents - goal 6 wants the NaN), exact powers
 * (goals 1, 3, 5), underflow to zero (goal 9) and two goals that hold only
 * because of rounding and are unsatisfiable over the reals (goals 7, 9;
 * goal 9 is an underflow).
 * Inputs are assumed to lie in [-100, 100].  No reach_error(): each goal
 * returns its own code.  Witnesses (checked against glibc's libm by
 * witness/power_witness.c) are in the comments.
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();

  __VERIFIER_assume(x >= -100.0 && x <= 100.0);
  __VERIFIER_assume(y >= -100.0 && y <= 100.0);

  /* 1. EXACT: negative square root of 16.  W: x = -4. */
  if (pow(x, 2.0) == 16.0 && x < 0.0)
    return 1;

  /* 2. narrow exponent window (19.93, 21).  W: y = 20. */
  if (pow(2.0, y) > 1e6 && y < 21.0)
    return 2;

  /* 3. EXACT: pow(x, y) == 1 without the trivial solutions.
   *    W: x = -1, y = 2. */
  if (pow(x, y) == 1.0 && x != 1.0 && y != 0.0)
    return 3;

  /* 4. x^y > y^x with x > y > 1.5: over the reals only when y < e.
   *    W: x = 3, y = 2. */
  if (pow(x, y) > pow(y, x) && x > y && y > 1.5)
    return 4;

  /* 5. EXACT: cube root by pow with the inexact exponent 1/3, but not
   *    at 27.  W: x = 0x1.b000000000001p+4 (the double after 27). */
  if (pow(x, 1.0 / 3.0) == 3.0 && x != 27.0)
    return 5;

  /* 6. NaN: negative base with a non-integral exponent.
   *    W: x = -1, y = 0.5. */
  if (pow(x, y) != pow(x, y) && x > -10.0 && y > 0.2 && y < 0.8)
    return 6;

  /* 7. EXACT, unsatisfiable over the reals: x^y == x with x > 1, y > 1
   *    (x^(1 + 2^-52) rounds back to x for x near 1).
   *    W: x = 1.1, y = 0x1.0000000000001p+0. */
  if (pow(x, y) == x && x > 1.0 && y > 1.0)
    return 7;

  /* 8. a thin band around 10^3 that excludes the exact point.
   *    W: x = 3.0001. */
  if (pow(10.0, x) > 999.0 && pow(10.0, x) < 1001.0 && x != 3.0)
    return 8;

  /* 9. underflow: a positive base whose power rounds to zero (needs
   *    y * ln(x) < -745).  W: x = 1e-4, y = 100. */
  if (pow(x, y) == 0.0 && x > 0.0)
    return 9;

  return 0;
}
