/* throwaway: search exact double witnesses for the equality goals */
#include <math.h>
#include <stdio.h>
static volatile double vx, vy, vz;
int main(void) {
  /* c10: pow(x,3)+pow(y,3) == pow(z,3), x,y>1 */
  int found = 0;
  for (int a = 2; a < 30 && found < 3; a++)
    for (int b = 2; b < 30 && found < 3; b++) {
      vx = a; vy = b;
      double s = pow(vx, 3.0) + pow(vy, 3.0);
      double z = cbrt(s);
      for (int k = -4; k <= 4; k++) {
        double zz = z; for (int j = 0; j < (k < 0 ? -k : k); j++) zz = nextafter(zz, k < 0 ? 0 : 1e9);
        vz = zz;
        if (pow(vx, 3.0) + pow(vy, 3.0) == pow(vz, 3.0)) { printf("c10 x=%d y=%d z=%a (%.17g)\n", a, b, vz, vz); found++; break; }
      }
    }
  /* c11: exp(x) == y*y, y < -5 */
  found = 0;
  for (int a = 4; a < 40 && found < 3; a++) {
    vx = a; double y = -sqrt(exp(vx));
    for (int k = -4; k <= 4; k++) {
      double yy = y; for (int j = 0; j < (k < 0 ? -k : k); j++) yy = nextafter(yy, k < 0 ? -1e300 : 0);
      vy = yy;
      if (vy < -5 && exp(vx) == vy * vy) { printf("c11 x=%d y=%a (%.17g)\n", a, vy, vy); found++; break; }
    }
  }
  /* c14: log(x)+log(y) == log(z), z > 50 */
  found = 0;
  for (int a = 2; a < 20 && found < 3; a++)
    for (int b = a; b < 20 && found < 3; b++) {
      if (a * b <= 50) continue;
      vx = a; vy = b; vz = a * b;
      if (log(vx) + log(vy) == log(vz)) { printf("c14 x=%d y=%d z=%d\n", a, b, a * b); found++; }
    }
  /* c30: exp(x)*exp(y) == exp(z), x,y > 0.5 */
  found = 0;
  for (int a = 1; a < 20 && found < 3; a++)
    for (int b = a; b < 20 && found < 3; b++) {
      vx = a; vy = b; vz = a + b;
      if (exp(vx) * exp(vy) == exp(vz)) { printf("c30 x=%d y=%d z=%d\n", a, b, a + b); found++; }
    }
  /* sin collision: sin(x) == sin(y), x>0, y - x > 1 */
  found = 0;
  for (int i = 1; i < 200 && found < 3; i++) {
    vx = i / 100.0; double y = 3.141592653589793 - vx;
    for (int k = -4; k <= 4; k++) {
      double yy = y; for (int j = 0; j < (k < 0 ? -k : k); j++) yy = nextafter(yy, k < 0 ? 0 : 10);
      vy = yy;
      if (vy - vx > 1 && sin(vx) == sin(vy)) { printf("sin x=%a (%.17g) y=%a (%.17g)\n", vx, vx, vy, vy); found++; break; }
    }
  }
  /* sqrt collision: sqrt(x) == sqrt(y), 1 < x < y */
  vx = 2.0; vy = nextafter(2.0, 3.0);
  printf("sqrt(2)==sqrt(next(2)): %d  y=%a\n", sqrt(vx) == sqrt(vy), vy);
  vx = 3.0; vy = nextafter(3.0, 4.0);
  printf("sqrt(3)==sqrt(next(3)): %d  y=%a\n", sqrt(vx) == sqrt(vy), vy);
  /* tan collision over pi shift */
  found = 0;
  for (int i = 1; i < 300 && found < 3; i++) {
    vx = i / 100.0 - 1.5; double y = vx + 3.141592653589793;
    for (int k = -4; k <= 4; k++) {
      double yy = y; for (int j = 0; j < (k < 0 ? -k : k); j++) yy = nextafter(yy, k < 0 ? 0 : 10);
      vy = yy;
      if (tan(vx) == tan(vy)) { printf("tan x=%a (%.17g) y=%a (%.17g)\n", vx, vx, vy, vy); found++; break; }
    }
  }
  return 0;
}
