/* arraycr.c - an array with constant-time reset (Aho/Hopcroft/Ullman's
 * exercise, Briggs and Torczon's sparse sets): val[], when[] and a stamp.
 * Modelled on the paper's ARRAYCR. Bug: init(0) leaves the value array
 * unallocated, and a later set() writes through it; a second one: after
 * exactly five resets the stamp wraps into a stale check that indexes one
 * past the end. */
#include "harness.h"
#include <stdlib.h>

struct arr {
  int *val;
  int *when;
  int cap;
  int stamp;
  int resets;
};

static void init(struct arr *a, int n) {
  a->cap = n;
  a->stamp = 1;
  a->resets = 0;
  a->val = n > 0 ? malloc(sizeof(int) * n) : 0;
  a->when = malloc(sizeof(int) * (n > 0 ? n : 1));
  for (int i = 0; i < (n > 0 ? n : 1); i++)
    a->when[i] = 0;
}

static int is_set(struct arr *a, int i) {
  if (i < 0 || i >= a->cap)
    return 0;
  return a->when[i] == a->stamp;
}

static void set(struct arr *a, int i, int v) {
  if (i < 0 || i > a->cap) /* allows i == cap when cap == 0 */
    return;
  if (a->cap == 0) {
    a->val[0] = v; /* bug: val was never allocated */
    return;
  }
  if (i == a->cap)
    return;
  a->val[i] = v;
  a->when[i] = a->stamp;
}

static int get(struct arr *a, int i) {
  if (!is_set(a, i))
    return -1;
  return a->val[i];
}

static void reset(struct arr *a) {
  a->stamp++;
  a->resets++;
  if (a->resets == 5 && a->cap > 3) {
    /* a stale-stamp sweep with an off-by-one bound */
    for (int i = 0; i <= a->cap; i++)
      if (a->when[i] > a->stamp)
        a->when[i] = 0;
  }
}

static int size(struct arr *a) {
  int n = 0;
  for (int i = 0; i < a->cap; i++)
    n += is_set(a, i);
  return n;
}

int main(void) {
  struct arr a;
  init(&a, nd(0, 8));
  int steps = nd(1, 14);
  int sum = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 4), i = __VERIFIER_nondet_int(), v = nd(-100, 100);
    switch (op) {
    case 0: set(&a, i, v); break;
    case 1: sum += get(&a, i); break;
    case 2: reset(&a); break;
    case 3: sum += is_set(&a, i); break;
    default: sum += size(&a); break;
    }
  }
  if (sum == 77 && size(&a) == 3)
    reach_error();
  free(a.val);
  free(a.when);
  return 0;
}
