/* Throwaway checker for stat.c: runs each goal's witness and checks that
 * the goal's counter moved. */
#include "harness.h"
#define main bench_main
#include "../stat.c"
#undef main

static void check(int goal, double a, double b, double c, double d, double e) {
  char buf[96];
  memset(hits, 0, sizeof hits);
  int r = W_run(W_ARR(a, b, c, d, e));
  snprintf(buf, sizeof buf, "goal %d {%g, %g, %g, %g, %g}", goal, a, b, c, d, e);
  W_expect(buf, r != W_ASSUME_FAILED && hits[goal] > 0);
}

int main(void) {
  check(1, -20, -10, 0, 10, 20);
  check(2, 101, 101, 101, 101, 101);
  check(3, 1e-170, 0, 0, 0, 0);
  check(4, 0, 25.5, 25.5, 25.5, 51);
  check(5, -10, -10, -10, -10, 60);
  check(6, -0.2, 0, 0.1, 0.2, 0.4);
  check(7, 0, 0, 0, 0, 10);
  check(8, 7, 9, 10, 11, 13);
  check(9, 0, 10, 10, 10, 10);
  /* the "obvious" distinct sample with mean 0.1 misses goal 6 */
  memset(hits, 0, sizeof hits);
  W_run(W_ARR(0, 0.1, 0.2, 0.3, -0.1));
  printf("info: {0, 0.1, 0.2, 0.3, -0.1} hits goal 6: %d\n", hits[6]);
  memset(hits, 0, sizeof hits);
  W_run(W_ARR(1, 2, 3, 4, 5));
  printf("info: {1..5} hits:");
  for (int i = 1; i <= 9; i++)
    if (hits[i])
      printf(" %d", i);
  printf("\n%d failure(s)\n", W_failures);
  return W_failures != 0;
}
