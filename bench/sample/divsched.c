/* divsched.c - a round-robin scheduler that computes each task's share of
 * a time slice; a share of zero weight divides by zero, which needs the
 * weights of every live task to cancel out (a sum exactly 0 over signed
 * weights). Division is one of the checks forage makes; the violation
 * learner measures the divisor's distance to 0. */
#include "harness.h"

#define NT 4

int main(void) {
  int w[NT], live = 0, total = 0, slices = 0;
  for (int i = 0; i < NT; i++)
    w[i] = 0;
  int steps = nd(1, 12);
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 2), t = nd(0, NT - 1), v = nd(-50, 50);
    if (op == 0) {
      if (w[t] == 0)
        live++;
      w[t] = v != 0 ? v : 1;
    } else if (op == 1) {
      if (w[t] != 0)
        live--;
      w[t] = 0;
    } else if (live > 1) {
      total = 0;
      for (int i = 0; i < NT; i++)
        total += w[i];
      slices += 1000 / total; /* division by zero when weights cancel */
    }
  }
  if (slices > 5000)
    reach_error();
  return 0;
}
