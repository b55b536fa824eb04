/* throwaway: witness search for power.c */
#include <math.h>
#include <stdio.h>
static volatile double vx, vy;
int main(void) {
  int found = 0;
  /* pow(x,y) > pow(y,x) && x > y && y > e : only via rounding */
  for (double y = 2.72; y < 3.0 && found < 3; y += 0.001) {
    double x = y;
    for (int k = 1; k < 4 && found < 3; k++) {
      x = nextafter(x, 10);
      vx = x; vy = y;
      if (pow(vx, vy) > pow(vy, vx)) { printf("p4 x=%a y=%a (%.17g %.17g)\n", vx, vy, vx, vy); found++; }
    }
  }
  /* pow(x, 1/3) == 3 && x != 27 */
  double x = 27.0;
  for (int i = 0; i < 6; i++) { x = nextafter(x, 0); vx = x; if (pow(vx, 1.0 / 3.0) == 3.0) printf("p5 below %d x=%a\n", i + 1, vx); }
  x = 27.0;
  for (int i = 0; i < 6; i++) { x = nextafter(x, 100); vx = x; if (pow(vx, 1.0 / 3.0) == 3.0) printf("p5 above %d x=%a\n", i + 1, vx); }
  vx = 27.0; printf("pow(27,1/3) = %a\n", pow(vx, 1.0 / 3.0));
  vx = 1.1; vy = 0x1.0000000000001p+0; printf("pow(1.1, 1+2^-52) == 1.1: %d\n", pow(vx, vy) == vx);
  return 0;
}
