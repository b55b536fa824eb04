/* drift.c - a rate limiter whose token count must drift far outside the
 * range short random sequences keep it in: the bug (an index past the
 * history buffer) needs the counter above 24, i.e. many more "take" than
 * "give" operations. The range learner rewards runs that push the
 * counter's observed range outwards. */
#include "harness.h"

#define HIST 25

static int hist[HIST];

static int take(int tokens, int n) {
  hist[tokens] = n; /* bug: tokens reaches HIST */
  return tokens + 1;
}

static int give(int tokens) { return tokens > 0 ? tokens - 1 : 0; }

int main(void) {
  int tokens = 0, steps = nd(1, 40), peak = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 2);
    if (op == 0)
      tokens = take(tokens, s);
    else if (op == 1)
      tokens = give(tokens);
    else
      tokens = give(give(tokens));
    if (tokens > peak)
      peak = tokens;
  }
  if (peak > 15 && tokens == 0)
    reach_error();
  return 0;
}
