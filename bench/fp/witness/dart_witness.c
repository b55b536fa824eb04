/* Throwaway checker for dart.c: replays each goal's witness. */
#include "harness.h"
#define main bench_main
#include "../dart.c"
#undef main

int main(void) {
  W_expect("goal 1", W_run(W_ARR(10, 0)) == 1);
  int r = W_run(W_ARR(2001, -577928594));
  W_expect("goal 2 (reach_error)", r == 2 && W_reach_error);
  W_expect("goal 3", W_run(W_ARR(65536, 0)) == 3);
  W_expect("goal 4", W_run(W_ARR(-1431655765, 0)) == 4);
  W_expect("goal 5", W_run(W_ARR(1073741825, 1073741824)) == 5);
  W_expect("goal 6", W_run(W_ARR(98304, 32768)) == 6);
  W_expect("goal 7", W_run(W_ARR(18, 715827885)) == 7);
  W_expect("zero input hits nothing", W_run(W_ARR(0, 0)) == 0);
  /* over the integers, 2001^3 - 3 does not fit in an int */
  printf("2001^3 - 3 = %lld (INT_MAX = 2147483647)\n", 2001LL * 2001 * 2001 - 3);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
