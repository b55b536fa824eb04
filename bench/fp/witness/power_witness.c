/* Throwaway checker for power.c: replays each goal's witness. */
#include "harness.h"
#define main bench_main
#include "../power.c"
#undef main

int main(void) {
  W_expect("goal 1", W_run(W_ARR(-4, 0)) == 1);
  W_expect("goal 2", W_run(W_ARR(0, 20)) == 2);
  W_expect("goal 3", W_run(W_ARR(-1, 2)) == 3);
  W_expect("goal 4", W_run(W_ARR(3, 2)) == 4);
  W_expect("goal 5", W_run(W_ARR(0x1.b000000000001p+4, 0)) == 5);
  W_expect("goal 6", W_run(W_ARR(-1, 0.5)) == 6);
  W_expect("goal 7", W_run(W_ARR(1.1, 0x1.0000000000001p+0)) == 7);
  W_expect("goal 8", W_run(W_ARR(3.0001, 0)) == 8);
  W_expect("goal 9", W_run(W_ARR(1e-4, 100)) == 9);
  W_expect("x = y = 0.5 hits nothing", W_run(W_ARR(0.5, 0.5)) == 0);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
