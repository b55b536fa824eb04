/* Throwaway checker for tcas.c: runs each goal's witness and checks that
 * the goal's counter moved.  Input order: own_alt, own_vs, intr_alt,
 * intr_vs, range, range_rate, mode, other_rac, climb_inhibit, prev_ra,
 * own_valid, intr_valid. */
#include "harness.h"
#define main bench_main
#include "../tcas.c"
#undef main

static void check(int goal, double oa, double ovs, double ia, double ivs,
                  double rg, double rr, int mode, int rac, int ci, int prev) {
  char buf[160];
  memset(hits, 0, sizeof hits);
  int r = W_run(W_ARR(oa, ovs, ia, ivs, rg, rr, mode, rac, ci, prev, 1, 1));
  snprintf(buf, sizeof buf,
           "goal %2d own=%g/%g intr=%g/%g range=%g/%g mode=%d rac=%d ci=%d prev=%d -> adv %d",
           goal, oa, ovs, ia, ivs, rg, rr, mode, rac, ci, prev, r);
  W_expect(buf, r != W_ASSUME_FAILED && hits[goal] > 0);
}

int main(void) {
  check(1, 25000, 0, 25100, 0, 0.1, -100, 1, 0, 0, 0);
  check(2, 500, 0, 600, 0, 0.1, -100, 2, 0, 0, 0);
  check(3, 8000, 0, 8100, 0, 3, -400, 2, 0, 0, 0);
  check(4, 8000, 0, 8100, 0, 0.5, -100, 2, 0, 0, 0);
  check(5, 8000, 1500, 9000, -1500, 2, -400, 2, 0, 0, 0);
  check(6, 8000, 1500, 9000, -1500, 2, -400, 2, 1, 0, 0);
  check(7, 35000, 0, 35100, 0, 0.5, -100, 2, 0, 1, 0);
  check(8, 8000, 0, 8000, 0, 2, -400, 2, 0, 0, 0);
  check(9, 8000, 0, 8100, 0, 2, -400, 2, 2, 0, 0);
  check(10, 8000, 0, 7900, 0, 2, -400, 2, 1, 0, 0);
  check(11, 8000, 0, 8100, 0, 2, -400, 2, 0, 0, 2);
  check(12, 8000, -1000, 8500, -1200, 2, -400, 2, 0, 0, 0);
  check(13, 8000, 0, 8200, 0, 2, -400, 2, 0, 0, 0);
  check(14, 8000, 0, 8000, -1000, 2, -400, 2, 1, 0, 0);
  check(15, 8000, 0, 8100, 0, 0.5, -100, 2, 0, 0, 0);
  check(16, 35000, 0, 35000, -1000, 4, -400, 2, 1, 0, 0);
  check(17, 8000, -1000, 8500, -1200, 2, -400, 2, 0, 0, 0);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
