#include <math.h>
#include <stdio.h>
static volatile double vx, vy;
int main(void) {
  for (int a = 11; a < 40; a++) { vx = a; vy = log(vx); if (exp(vy) == vx) { printf("c40 x=%d y=%a (%.17g)\n", a, vy, vy); break; } }
  vx = nextafter(27.0, 28.0); printf("cbrt(next27)==3: %d x=%a\n", cbrt(vx) == 3.0, vx);
  vx = nextafter(27.0, 26.0); printf("cbrt(prev27)==3: %d x=%a\n", cbrt(vx) == 3.0, vx);
  vx = 19.5; printf("tanh(19.5)==1: %d\n", tanh(vx) == 1.0);
  return 0;
}
