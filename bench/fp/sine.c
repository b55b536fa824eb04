/* sine.c - a sine function computed on the bit pattern of its argument
 * (an original, simplified implementation in the style of the classic
 * fdlibm s_sin.c / k_sin.c / k_cos.c structure).
 *
 * Stresses: float-to-bit-vector conversion.  The argument is copied into a
 * uint64_t with memcpy and every case split is a comparison of the high
 * word (sign, exponent, leading mantissa bits) against a magic constant:
 * inf/NaN, tiny arguments, subnormals, signed zero, |x| <= pi/4, one-step
 * reduction for |x| < 3pi/4, Cody-Waite reduction up to 2^20 * pi/2 and a
 * fallback for huge arguments, then the quadrant n & 3 selects a sine or
 * cosine kernel, each with its own "tiny after reduction" branch (only hit
 * when x is within ~1e-8 of a multiple of pi/2).  main() adds goals on the
 * result: exact values 1.0 and 0.5 (need an input for which this
 * implementation rounds exactly - not the same set of inputs as for libm's
 * sin) and the bit test of example2 in Figure 5.1 of the concolic-walk
 * chapter ((bits & 0xff000) != 0).  A solver without an interpretation of
 * the double <-> bit-pattern conversion cannot relate the branches to x.
 *
 * Goals: 16 branches, each marked "goal N" and counted in hits[N].  All are
 * reachable; witnesses (replayed by witness/sine_witness.c):
 *   1 x = INFINITY         2 x = 1e-9           3 x = 1e-310
 *   4 x = -0.0             5 x = 0.5            6 x = -2.0
 *   7 x = 10.0             8 x = 1e7            9 x = PI (the double)
 *  10 x = PI/2            11 x = 3.5           12 x = -PI/2
 *  13 x = 0.1             14 x = PI/2          15 x = 0x1.0c152382d7366p-1
 *  16 x = 4.0
 * (goal 15: the double nearest pi/6 gives 0.49999999999999994; the next
 * double up gives exactly 0.5.)
 * No reach_error(): the goals only increment counters.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

extern double __VERIFIER_nondet_double(void);

static int hits[17];

/* pi/2 split into a 33-bit head and a tail for Cody-Waite reduction */
#define PIO2_HI 1.57079632673412561417e+00 /* 0x3ff921fb 0x54400000 */
#define PIO2_LO 6.07710050650619224932e-11
#define INV_PIO2 6.36619772367581382433e-01
#define TWO_PI 6.28318530717958647692e+00

static uint32_t high_word(double d) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return (uint32_t)(bits >> 32);
}

static uint32_t low_word(double d) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  return (uint32_t)bits;
}

/* sine on [-pi/4, pi/4]: odd Taylor polynomial up to x^15 */
static double kernel_sin(double x) {
  uint32_t ix = high_word(x) & 0x7fffffffu;
  if (ix < 0x3e400000u) { /* |x| < 2^-27: sin(x) rounds to x */
    hits[9]++;            /* goal 9: reduced argument is tiny */
    return x;
  }
  double z = x * x;
  double p = -1.0 / 1307674368000.0;
  p = p * z + 1.0 / 6227020800.0;
  p = p * z - 1.0 / 39916800.0;
  p = p * z + 1.0 / 362880.0;
  p = p * z - 1.0 / 5040.0;
  p = p * z + 1.0 / 120.0;
  p = p * z - 1.0 / 6.0;
  return x + x * z * p;
}

/* cosine on [-pi/4, pi/4]: even Taylor polynomial up to x^16 */
static double kernel_cos(double x) {
  uint32_t ix = high_word(x) & 0x7fffffffu;
  if (ix < 0x3e400000u) { /* |x| < 2^-27: cos(x) rounds to 1 */
    hits[10]++;           /* goal 10: reduced argument is tiny */
    return 1.0;
  }
  double z = x * x;
  double p = 1.0 / 20922789888000.0;
  p = p * z - 1.0 / 87178291200.0;
  p = p * z + 1.0 / 479001600.0;
  p = p * z - 1.0 / 3628800.0;
  p = p * z + 1.0 / 40320.0;
  p = p * z - 1.0 / 720.0;
  p = p * z + 1.0 / 24.0;
  return 1.0 - 0.5 * z + z * z * p;
}

static double bit_sin(double x, int depth) {
  uint32_t hx = high_word(x);
  uint32_t lx = low_word(x);
  uint32_t ix = hx & 0x7fffffffu;
  double r;
  int n;

  if (ix >= 0x7ff00000u) { /* inf or NaN */
    hits[1]++;             /* goal 1 */
    return x - x;
  }
  if (ix < 0x3e400000u) { /* |x| < 2^-27 */
    hits[2]++;            /* goal 2 */
    if (ix < 0x00100000u) { /* zero or subnormal */
      if ((ix | lx) != 0u)
        hits[3]++; /* goal 3: subnormal */
      else if (hx != 0u)
        hits[4]++; /* goal 4: negative zero */
    }
    return x;
  }
  if (ix <= 0x3fe921fbu) { /* |x| <= ~pi/4: no reduction */
    hits[5]++;             /* goal 5 */
    return kernel_sin(x);
  }
  if (ix < 0x4002d97cu) { /* |x| < 3pi/4: subtract pi/2 once */
    if (hx & 0x80000000u) {
      hits[6]++; /* goal 6: negative, one-step reduction */
      r = x + PIO2_HI + PIO2_LO;
      n = -1;
    } else {
      r = x - PIO2_HI - PIO2_LO;
      n = 1;
    }
  } else if (ix <= 0x413921fbu) { /* |x| <= 2^20 * pi/2: Cody-Waite */
    hits[7]++;                    /* goal 7 */
    double fn = x * INV_PIO2;
    n = (int)(fn < 0.0 ? fn - 0.5 : fn + 0.5);
    fn = (double)n;
    r = (x - fn * PIO2_HI) - fn * PIO2_LO;
  } else { /* huge: fold into one period (inaccurate, but bounded) */
    hits[8]++; /* goal 8 */
    if (depth > 0)
      return 0.0;
    return bit_sin(fmod(x, TWO_PI), depth + 1);
  }

  switch (n & 3) {
  case 0:
    return kernel_sin(r);
  case 1:
    return kernel_cos(r);
  case 2:
    hits[11]++; /* goal 11 */
    return -kernel_sin(r);
  default:
    hits[12]++; /* goal 12 */
    return -kernel_cos(r);
  }
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);

  /* Figure 5.1, example2: a test on the raw representation */
  if ((bits & 0xff000u) != 0u)
    hits[13]++; /* goal 13 */

  double s = bit_sin(x, 0);

  if (s == 1.0)
    hits[14]++; /* goal 14 */
  if (s == 0.5)
    hits[15]++; /* goal 15 */
  if (s < -0.75 && x > 0.0)
    hits[16]++; /* goal 16 */

  int total = 0;
  for (int i = 1; i <= 16; i++)
    total += hits[i] != 0;
  return total;
}
