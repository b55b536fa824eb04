/* throwaway: find x with bit_sin(x) == 0.5 exactly */
#include "harness.h"
#define main bench_main
#include "../sine.c"
#undef main
int main(void) {
  double x0 = 0.52359877559829887; /* pi/6 */
  for (int k = -20; k <= 20; k++) {
    double x = x0;
    for (int j = 0; j < (k < 0 ? -k : k); j++) x = nextafter(x, k < 0 ? 0 : 1);
    if (bit_sin(x, 0) == 0.5) printf("k=%d x=%a (%.17g)\n", k, x, x);
  }
  printf("libm sin(pi/6) = %a, bit_sin = %a\n", sin(x0), bit_sin(x0, 0));
  return 0;
}
