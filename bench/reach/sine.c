/* sine: a C port in the spirit of fdlibm's sin (s_sin.c, k_sin.c, k_cos.c
   and a reduced argument reduction), written for this corpus (thesis
   Table 4.1 uses SPF's Java port): the high word of the double decides
   the branches. Targets: the |x| < 2^-27 shortcut, and the NaN/Inf case. */
#include <string.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

static int high_word(double x) {
  unsigned long long b;
  memcpy(&b, &x, sizeof b);
  return (int)(b >> 32);
}

static const double S1 = -1.66666666666666324348e-01,
                    S2 = 8.33333333332248946124e-03,
                    S3 = -1.98412698298579493134e-04,
                    S4 = 2.75573137070700676789e-06,
                    S5 = -2.50507602534068634195e-08,
                    S6 = 1.58969099521155010221e-10;
static const double C1 = 4.16666666666666019037e-02,
                    C2 = -1.38888888888741095749e-03,
                    C3 = 2.48015872894767294178e-05,
                    C4 = -2.75573143513906633035e-07,
                    C5 = 2.08757232129817482790e-09,
                    C6 = -1.13596475577881948265e-11;

static double kernel_sin(double x, double y, int iy) {
  int ix = high_word(x) & 0x7fffffff;
  if (ix < 0x3e400000) { /* |x| < 2^-27 */
    if ((int)x == 0) {
      reach_error(); /* target 1: the tiny-argument shortcut */
      return x;
    }
  }
  double z = x * x, v = z * x;
  double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  if (iy == 0)
    return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

static double kernel_cos(double x, double y) {
  int ix = high_word(x) & 0x7fffffff;
  if (ix < 0x3e400000)
    if ((int)x == 0)
      return 1.0;
  double z = x * x;
  double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  if (ix < 0x3FD33333)
    return 1.0 - (0.5 * z - (z * r - x * y));
  double qx = ix > 0x3fe90000 ? 0.28125 : (x * 0.25);
  double hz = 0.5 * z - qx, a = 1.0 - qx;
  return a - (hz - (z * r - x * y));
}

static int rem_pio2(double x, double *y) {
  /* Reduced: one Cody-Waite step, good for |x| < 2^20 * pi/2. */
  const double invpio2 = 6.36619772367581382433e-01;
  const double pio2_1 = 1.57079632673412561417e+00;
  const double pio2_1t = 6.07710050650619224932e-11;
  int n = (int)(x * invpio2 + 0.5);
  double fn = (double)n;
  y[0] = (x - fn * pio2_1) - fn * pio2_1t;
  y[1] = 0.0;
  return n;
}

static double my_sin(double x) {
  double y[2];
  int ix = high_word(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb)
    return kernel_sin(x, 0.0, 0);
  if (ix >= 0x7ff00000) {
    reach_error(); /* target 2: NaN or infinity */
    return x - x;
  }
  int n = rem_pio2(x, y);
  switch (n & 3) {
  case 0:
    return kernel_sin(y[0], y[1], 1);
  case 1:
    return kernel_cos(y[0], y[1]);
  case 2:
    return -kernel_sin(y[0], y[1], 1);
  default:
    return -kernel_cos(y[0], y[1]);
  }
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  return my_sin(x) > 2.0;
}
