/* Throwaway checker for tsafe.c: runs each goal's witness and checks that
 * the goal's counter moved.  Input order: x1, y1, h1, v1, x2, y2, h2, v2,
 * theta. */
#include "harness.h"
#define main bench_main
#include "../tsafe.c"
#undef main

static void check(int goal, double x1, double y1, double h1, double v1,
                  double x2, double y2, double h2, double v2, double th) {
  char buf[160];
  memset(hits, 0, sizeof hits);
  int r = W_run(W_ARR(x1, y1, h1, v1, x2, y2, h2, v2, th));
  snprintf(buf, sizeof buf, "goal %2d A=(%g,%g) h=%g v=%g B=(%g,%g) h=%g v=%g theta=%g",
           goal, x1, y1, h1, v1, x2, y2, h2, v2, th);
  W_expect(buf, r != W_ASSUME_FAILED && hits[goal] > 0);
}

int main(void) {
  check(1, 0, 0, 0, 300, 3, 0, 0, 300, 0);
  check(2, 0, 0, 0, 300, 0, 0, 1, 300, 0);
  check(3, 0, 0, 0, 300, 0, 20, PI, 300, 0);
  check(4, 0, 0, 0, 300, 0, 20, PI, 300, 0);
  check(5, 0, 0, 0, 300, 20, 20, PI / 2, 300, 0);
  check(6, 0, 0, 0, 300, 20, 20, 0, 300, 3.0);
  check(7, 0, 0, 0, 360, 2, 11, PI, 600, PI / 2);
  check(8, 0, 0, 0, 300, 0, -4, PI, 300, 0.3);
  check(9, 0, 0, 0, 300, 0, 20, PI, 600, 0);
  check(10, 0, 0, 0, 100, 0, 20, PI, 600, 0);
  /* a benign encounter hits nothing */
  memset(hits, 0, sizeof hits);
  W_run(W_ARR(-40, -40, 0, 300, 40, 40, 0, 300, 0));
  int any = 0;
  for (int i = 1; i <= 10; i++)
    any += hits[i];
  W_expect("benign encounter hits no goal", any == 0);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
