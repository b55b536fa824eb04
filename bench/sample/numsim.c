/* numsim.c - a damped-oscillator simulation over 200 steps whose
 * parameters come from the inputs; the alarm (reach_error) sits at the end,
 * behind a narrow band of the final energy. Path-by-path search sees one
 * long chain of non-linear floating-point steps; sampling moves the inputs
 * and watches the distance to the band. */
#include "harness.h"

static double simulate(double k, double c, double x0, int steps) {
  double x = x0, v = 0, dt = 0.01;
  for (int i = 0; i < steps; i++) {
    double a = -k * x - c * v;
    v += a * dt;
    x += v * dt;
  }
  return 0.5 * v * v + 0.5 * k * x * x;
}

int main(void) {
  int ki = nd(1, 1000), ci = nd(0, 100), xi = nd(-500, 500);
  double k = ki / 10.0, c = ci / 100.0, x0 = xi / 100.0;
  double e = simulate(k, c, x0, 200);
  int level = 0;
  if (e > 1.0)
    level = 1;
  if (e > 10.0)
    level = 2;
  if (e > 100.0)
    level = 3;
  if (level == 2 && e > 12.34 && e < 12.36)
    reach_error();
  return level == 3;
}
