/* Throwaway checker for sine.c: runs each goal's witness and checks that
 * the goal's counter moved. */
#include "harness.h"
#define main bench_main
#include "../sine.c"
#undef main

static void check(int goal, double x) {
  char buf[64];
  memset(hits, 0, sizeof hits);
  W_run(W_ARR(x));
  snprintf(buf, sizeof buf, "goal %d (x = %a)", goal, x);
  W_expect(buf, hits[goal] > 0);
}

#define PI 3.14159265358979323846

int main(void) {
  check(1, INFINITY);
  check(1, NAN);
  check(2, 1e-9);
  check(3, 1e-310);
  check(4, -0.0);
  check(5, 0.5);
  check(6, -2.0);
  check(7, 10.0);
  check(8, 1e7);
  check(9, PI);
  check(10, PI / 2);
  check(11, 3.5);
  check(12, -PI / 2);
  check(13, 0.1);
  check(14, PI / 2);
  check(15, 0x1.0c152382d7366p-1);
  check(16, 4.0);
  /* goals hit by x = 0 */
  memset(hits, 0, sizeof hits);
  W_run(W_ARR(0.0));
  printf("x = 0 hits:");
  for (int i = 1; i <= 16; i++)
    if (hits[i])
      printf(" %d", i);
  printf("\n");
  /* accuracy sanity of the implementation against libm */
  double worst = 0;
  for (int i = -2000; i <= 2000; i++) {
    double x = i * 0.01;
    double e = fabs(bit_sin(x, 0) - sin(x));
    if (e > worst) worst = e;
  }
  printf("max |bit_sin - sin| on [-20, 20]: %g\n", worst);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
