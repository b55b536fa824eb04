/* Throwaway checker for blind.c: each witness must make main() return the
 * goal's code (1 also requires reach_error()). */
#include "harness.h"
#define main bench_main
#include "../blind.c"
#undef main

int main(void) {
  int r = W_run(W_ARR(3, 1, 0));
  W_expect("goal 1 (example1, reach_error)", r == 1 && W_reach_error);
  W_expect("goal 2", W_run(W_ARR(20, 10, 5)) == 2);
  W_expect("goal 3", W_run(W_ARR(7, 3, 0)) == 3);
  W_expect("goal 4", W_run(W_ARR(9, 8, 0)) == 4);
  W_expect("goal 5", W_run(W_ARR(2, 61, 11)) == 5);
  W_expect("goal 6", W_run(W_ARR(9, 10, 12)) == 6);
  W_expect("goal 7", W_run(W_ARR(1, 5, 12)) == 7);
  W_expect("goal 8", W_run(W_ARR(13, 5, 12)) == 8);
  W_expect("zero input hits nothing", W_run(W_ARR(0, 0, 0)) == 0);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
