/* coral.c - CORAL-style constraint benchmarks: 42 single-condition goals
 * over three doubles mixing polynomials with sin/cos/tan/exp/log/pow/sqrt/
 * atan/atan2/fabs and a few other <math.h> functions (written from scratch
 * in the spirit of the benchmark set used to evaluate the CORAL solver).
 *
 * Stresses: each coral_NN() holds exactly one if-statement whose condition
 * is the goal; main() dispatches on a symbolic selector, so every condition
 * is a separate branch target.  A path condition therefore consists of the
 * input bounds, the selector value and one non-linear constraint over
 * library calls that a bit-vector/FP solver cannot interpret.  Equality
 * goals (marked EXACT below) need inputs for which the equation holds
 * exactly in IEEE double arithmetic, not just over the reals.  Three are
 * unsatisfiable over the reals and hold only because a function rounds
 * (coral_20: sin(x) == x for tiny x > 0, coral_21: a sqrt collision,
 * coral_42: tanh(x) == 1.0), and in coral_41 the real solution x = 27 does
 * not work with glibc's cbrt but a neighbouring double does.  Inequality
 * goals are mostly narrow regions (coral_18 holds only in a thin sliver
 * near x = y = 49).
 *
 * Every goal is satisfiable: the witness in front of each function was
 * checked natively (witness/coral_witness.c) against glibc's libm; exact
 * witnesses that are not "nice" numbers are given as C99 hex floats.  All
 * witnesses lie in the assumed input box [-100, 100]^3.
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define PI 3.14159265358979323846

/* EXACT. W: x = PI/2, y = 0 (sin(PI/2) rounds to 1.0). */
static int coral_01(double x, double y, double z) {
  if (sin(x) - cos(y) == 0.0 && x > 1.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 2*PI, y = -3*PI/2 (both sides round to 1.0). */
static int coral_02(double x, double y, double z) {
  if (cos(x) == sin(y) && x > 1.0 && y < 0.0)
    return 1;
  return 0;
}

/* W: x = 5, y = 4.5 (5^4.5 = 1397.5). */
static int coral_03(double x, double y, double z) {
  if (pow(x, y) > 1000.0 && x + y < 10.0)
    return 1;
  return 0;
}

/* W: x = 5, y = 4 (148.4 - 10 > 16). */
static int coral_04(double x, double y, double z) {
  if (exp(x) - 2.0 * x > y * y && y > 3.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 9, y = 4. */
static int coral_05(double x, double y, double z) {
  if (sqrt(x) + sqrt(y) == 5.0 && x > y && y > 0.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 9, y = 3. */
static int coral_06(double x, double y, double z) {
  if (log(x) == 2.0 * log(y) && y > 2.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 20, y = 20. */
static int coral_07(double x, double y, double z) {
  if (atan2(y, x) == PI / 4.0 && x > 10.0)
    return 1;
  return 0;
}

/* W: x = 1.5705 (tan = 3.4e3); x must be within 1e-3 below PI/2. */
static int coral_08(double x, double y, double z) {
  if (tan(x) > 1000.0 && x > 1.0 && x < 2.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 0, y = PI. */
static int coral_09(double x, double y, double z) {
  if (sin(x) * sin(x) + cos(y) * cos(y) == 1.0 && fabs(x - y) > 1.0)
    return 1;
  return 0;
}

/* EXACT (no integer solution - Fermat). W: x = 2, y = 3,
 * z = 0x1.a2b24d04a7586p+1 (3.2710663101885897). */
static int coral_10(double x, double y, double z) {
  if (pow(x, 3.0) + pow(y, 3.0) == pow(z, 3.0) && x > 1.0 && y > x)
    return 1;
  return 0;
}

/* EXACT. W: x = 5, y = -0x1.85d6fd931e0bbp+3 (-12.182493960703473). */
static int coral_11(double x, double y, double z) {
  if (exp(x) == y * y && y < -5.0)
    return 1;
  return 0;
}

/* W: x = PI/2, y = -2*PI. */
static int coral_12(double x, double y, double z) {
  if (sin(x) * cos(y) > 0.99 && x * y < -1.0)
    return 1;
  return 0;
}

/* W: x = PI, y = 2*PI (|1.2e-16 + 2.4e-16| < 1e-12). */
static int coral_13(double x, double y, double z) {
  if (fabs(sin(x) - tan(y)) < 1e-12 && x > 3.0 && y > x + 1.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 3, y = 18, z = 54. */
static int coral_14(double x, double y, double z) {
  if (log(x) + log(y) == log(z) && z > 50.0 && x < y)
    return 1;
  return 0;
}

/* EXACT. W: x = 2, y = 10. */
static int coral_15(double x, double y, double z) {
  if (pow(x, y) == 1024.0 && y > 5.0 && y < 20.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 9, y = 12, z = 15. */
static int coral_16(double x, double y, double z) {
  if (sqrt(x * x + y * y) == z && z > 10.0 && x > 0.0 && y > 0.0)
    return 1;
  return 0;
}

/* W: x = PI/2, y = PI (needs sin(x) > 0.916). */
static int coral_17(double x, double y, double z) {
  if (exp(sin(x)) > 2.5 && cos(y) < -0.9)
    return 1;
  return 0;
}

/* W: x = 49, y = 49 (sum 3.10078; over the reals x*y must exceed ~2312). */
static int coral_18(double x, double y, double z) {
  if (atan(x) + atan(y) > 3.1 && x * y < 2500.0)
    return 1;
  return 0;
}

/* EXACT. W: x = PI, y = 4 (cos(4*PI) rounds to 1.0). */
static int coral_19(double x, double y, double z) {
  if (cos(x * y) == 1.0 && x > 2.0 && y > 2.0)
    return 1;
  return 0;
}

/* EXACT, unsatisfiable over the reals (sin rounds to x only for
 * |x| < ~1.5e-8). W: x = 1e-9. */
static int coral_20(double x, double y, double z) {
  if (sin(x) == x && x > 1e-10)
    return 1;
  return 0;
}

/* EXACT, unsatisfiable over the reals (sqrt collision).
 * W: x = 2, y = 0x1.0000000000001p+1 (the double after 2). */
static int coral_21(double x, double y, double z) {
  if (sqrt(x) == sqrt(y) && x < y && x > 1.0)
    return 1;
  return 0;
}

/* W: x = 50, y = -47. */
static int coral_22(double x, double y, double z) {
  if (exp(x) > 1e20 && exp(y) < 1e-20 && x + y > 0.0)
    return 1;
  return 0;
}

/* W: x = 25 (sinh - cosh = -exp(-x); needs x > 23.03). */
static int coral_23(double x, double y, double z) {
  if (sinh(x) - cosh(x) > -1e-10 && x < 30.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 1, y = 0 (PI/2 + PI/2). */
static int coral_24(double x, double y, double z) {
  if (asin(x) + acos(y) == PI && x > 0.5)
    return 1;
  return 0;
}

/* W: x = 7.95 (x in (7.937, 8)). */
static int coral_25(double x, double y, double z) {
  if (floor(x) == 7.0 && x * x > 63.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 41.5, y = 4. */
static int coral_26(double x, double y, double z) {
  if (fmod(x, y) == 1.5 && y > 2.0 && x > 40.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 2, y = 4 (2^4 == 4^2). */
static int coral_27(double x, double y, double z) {
  if (pow(x, y) == pow(y, x) && x != y && x > 0.0 && y > 0.0)
    return 1;
  return 0;
}

/* EXACT (cubic with roots 1, 2, 3). W: x = 3. */
static int coral_28(double x, double y, double z) {
  if (pow(x, 3.0) - 6.0 * pow(x, 2.0) + 11.0 * x - 6.0 == 0.0 && x > 2.5)
    return 1;
  return 0;
}

/* W: x = PI/2, y = PI/2, z = PI/2 + 2*PI. */
static int coral_29(double x, double y, double z) {
  if (sin(x) + sin(y) + sin(z) > 2.99 && x + y + z > 10.0)
    return 1;
  return 0;
}

/* EXACT. W: x = 1, y = 2, z = 3. */
static int coral_30(double x, double y, double z) {
  if (exp(x) * exp(y) == exp(z) && x > 0.5 && y > 0.5)
    return 1;
  return 0;
}

/* EXACT. W: x = 0.3, y = 0x1.6bb94edddc6b2p+1 (2.8415926535897933). */
static int coral_31(double x, double y, double z) {
  if (sin(x) == sin(y) && x > 0.0 && y - x > 1.0)
    return 1;
  return 0;
}

/* EXACT. W: x = -0.9, y = 0x1.1eec82110f9e5p+1 (2.2415926535897932). */
static int coral_32(double x, double y, double z) {
  if (tan(x) == tan(y) && x < 0.0 && y > x && y - x < 4.0)
    return 1;
  return 0;
}

/* W: x = 0.001, y = 0.1 (log product 15.9). */
static int coral_33(double x, double y, double z) {
  if (log(x) * log(y) > 10.0 && x < 0.01 && y > 0.01)
    return 1;
  return 0;
}

/* EXACT. W: x = -36, y = -1. */
static int coral_34(double x, double y, double z) {
  if (sqrt(fabs(x)) * sqrt(fabs(y)) == 6.0 && x < 0.0 && y < 0.0 &&
      x < y - 5.0)
    return 1;
  return 0;
}

/* EXACT. W: x = -PI, y = 3*PI, z = PI. */
static int coral_35(double x, double y, double z) {
  if (cos(x) + cos(y) + cos(z) == -3.0 && x < 0.0 && y > 5.0)
    return 1;
  return 0;
}

/* W: x = -10, y = -1e-4 (atan2 = -PI + 1e-5). */
static int coral_36(double x, double y, double z) {
  if (atan2(y, x) < -3.0 && x > -20.0 && y > -0.001)
    return 1;
  return 0;
}

/* W: x = -2, y = 3 (y must be an odd integer, x < 0). */
static int coral_37(double x, double y, double z) {
  if (pow(x, y) < 0.0 && y > 2.5)
    return 1;
  return 0;
}

/* EXACT (y == 3x). W: x = 0.015625, y = 0.046875. */
static int coral_38(double x, double y, double z) {
  if (exp(-x * x) > 0.999 && fabs(x) > 0.01 && y == 3.0 * x)
    return 1;
  return 0;
}

/* W: x = PI/2 - 2*PI, y = -2*PI, z = -PI/2 - 0.005. */
static int coral_39(double x, double y, double z) {
  if (sin(x) > 0.999 && cos(y) > 0.999 && tan(z) > 100.0 && x + y + z < 0.0)
    return 1;
  return 0;
}

/* EXACT (log/exp round trip). W: x = 12, y = 0x1.3e116bcd39e7dp+1. */
static int coral_40(double x, double y, double z) {
  if (log(x) == y && exp(y) == x && x > 10.0)
    return 1;
  return 0;
}

/* EXACT, libm-dependent: glibc's cbrt(27.0) is 3.0000000000000004, so the
 * "obvious" x = 27 fails.  W (glibc): x = 0x1.afffffffffffep+4 (27 - 2 ulp). */
static int coral_41(double x, double y, double z) {
  if (cbrt(x) == 3.0 && x > 26.0)
    return 1;
  return 0;
}

/* EXACT, unsatisfiable over the reals (tanh rounds to 1.0 only above
 * x ~ 19.06). W: x = 19.5. */
static int coral_42(double x, double y, double z) {
  if (tanh(x) == 1.0 && x < 20.0)
    return 1;
  return 0;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  double z = __VERIFIER_nondet_double();
  int sel = __VERIFIER_nondet_int();
  int r;

  __VERIFIER_assume(x >= -100.0 && x <= 100.0);
  __VERIFIER_assume(y >= -100.0 && y <= 100.0);
  __VERIFIER_assume(z >= -100.0 && z <= 100.0);

  switch (sel) {
  case 1: r = coral_01(x, y, z); break;
  case 2: r = coral_02(x, y, z); break;
  case 3: r = coral_03(x, y, z); break;
  case 4: r = coral_04(x, y, z); break;
  case 5: r = coral_05(x, y, z); break;
  case 6: r = coral_06(x, y, z); break;
  case 7: r = coral_07(x, y, z); break;
  case 8: r = coral_08(x, y, z); break;
  case 9: r = coral_09(x, y, z); break;
  case 10: r = coral_10(x, y, z); break;
  case 11: r = coral_11(x, y, z); break;
  case 12: r = coral_12(x, y, z); break;
  case 13: r = coral_13(x, y, z); break;
  case 14: r = coral_14(x, y, z); break;
  case 15: r = coral_15(x, y, z); break;
  case 16: r = coral_16(x, y, z); break;
  case 17: r = coral_17(x, y, z); break;
  case 18: r = coral_18(x, y, z); break;
  case 19: r = coral_19(x, y, z); break;
  case 20: r = coral_20(x, y, z); break;
  case 21: r = coral_21(x, y, z); break;
  case 22: r = coral_22(x, y, z); break;
  case 23: r = coral_23(x, y, z); break;
  case 24: r = coral_24(x, y, z); break;
  case 25: r = coral_25(x, y, z); break;
  case 26: r = coral_26(x, y, z); break;
  case 27: r = coral_27(x, y, z); break;
  case 28: r = coral_28(x, y, z); break;
  case 29: r = coral_29(x, y, z); break;
  case 30: r = coral_30(x, y, z); break;
  case 31: r = coral_31(x, y, z); break;
  case 32: r = coral_32(x, y, z); break;
  case 33: r = coral_33(x, y, z); break;
  case 34: r = coral_34(x, y, z); break;
  case 35: r = coral_35(x, y, z); break;
  case 36: r = coral_36(x, y, z); break;
  case 37: r = coral_37(x, y, z); break;
  case 38: r = coral_38(x, y, z); break;
  case 39: r = coral_39(x, y, z); break;
  case 40: r = coral_40(x, y, z); break;
  case 41: r = coral_41(x, y, z); break;
  case 42: r = coral_42(x, y, z); break;
  default: return 0;
  }
  return r ? sel : -sel;
}
