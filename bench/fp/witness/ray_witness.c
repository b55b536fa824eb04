/* Throwaway checker for ray.c: runs each goal's witness and checks that
 * the goal's counter moved.  Input order: o, d, c (3 each), r. */
#include "harness.h"
#define main bench_main
#include "../ray.c"
#undef main

static void check(int goal, double ox, double oy, double oz, double dx,
                  double dy, double dz, double cx, double cy, double cz,
                  double r) {
  char buf[160];
  memset(hits, 0, sizeof hits);
  int ret = W_run(W_ARR(ox, oy, oz, dx, dy, dz, cx, cy, cz, r));
  snprintf(buf, sizeof buf, "goal %2d o=(%g,%g,%g) d=(%g,%g,%g) c=(%g,%g,%g) r=%g",
           goal, ox, oy, oz, dx, dy, dz, cx, cy, cz, r);
  W_expect(buf, ret != W_ASSUME_FAILED && hits[goal] > 0);
}

int main(void) {
  check(1, 0, 0, 0, 0, 0, 1, 0, 0, 0, -1);
  check(2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
  check(3, 0, 5, -10, 0, 0, 1, 0, 0, 0, 1);
  check(4, 0, 1, -5, 0, 0, 1, 0, 0, 0, 1);
  check(5, 0, 1, -5, 0, 0, 1, 0, 0, 0, 1);
  check(6, 0, 0, 5, 0, 0, 1, 0, 0, 0, 1);
  check(7, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1);
  check(8, 0, 0, -5, 0, 0, 1, 0, 0, 0, 1);
  check(9, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1);
  check(10, 10, 10, -10, -1, -1, 1, 0, 0, 0, 1);
  check(11, 0, 10, 0, 0, -1, 0, 0, 0, 0, 1);
  check(12, 0, 2 - sqrt(0.5), -10, 0, 0, 1, 0, 2, 2, 1);
  check(13, 0, 10, 0, 0, -1, 0, 0, 0, 0, 1);
  check(14, 0, 0.9999999, -5, 0, 0, 1, 0, 0, 0, 1);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
