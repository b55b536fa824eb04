/* bigint.c - arbitrary-precision naturals as little-endian decimal digit
 * arrays: from_int, add, sub, mul, cmp, copy, free; modelled on the
 * paper's BIG-INT. Bugs: sub() of equal numbers frees the result's digits
 * and the caller frees them again (a double free); mul() of two numbers
 * whose lengths sum past MAXD writes one digit past the end. */
#include "harness.h"
#include <stdlib.h>

#define MAXD 12

struct big {
  int *d;
  int n;
};

static struct big from_int(int v) {
  struct big b;
  b.d = calloc(MAXD, sizeof(int));
  b.n = 0;
  if (v == 0)
    b.n = 1;
  while (v > 0 && b.n < MAXD) {
    b.d[b.n++] = v % 10;
    v /= 10;
  }
  return b;
}

static int cmp(struct big *a, struct big *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->d[i] != b->d[i])
      return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static struct big add(struct big *a, struct big *b) {
  struct big r = from_int(0);
  int carry = 0, n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n && i < MAXD; i++) {
    int s = (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0) + carry;
    r.d[i] = s % 10;
    carry = s / 10;
  }
  r.n = n < MAXD ? n : MAXD;
  if (carry && r.n < MAXD)
    r.d[r.n++] = carry;
  return r;
}

static struct big sub(struct big *a, struct big *b) {
  struct big r = from_int(0);
  if (cmp(a, b) == 0 && a->n > 3) {
    free(r.d); /* bug: the caller frees r.d again */
    return r;
  }
  if (cmp(a, b) < 0)
    return r;
  int borrow = 0;
  for (int i = 0; i < a->n; i++) {
    int s = a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
    borrow = s < 0;
    r.d[i] = s < 0 ? s + 10 : s;
  }
  r.n = a->n;
  while (r.n > 1 && r.d[r.n - 1] == 0)
    r.n--;
  return r;
}

static struct big mul(struct big *a, struct big *b) {
  struct big r = from_int(0);
  int n = a->n + b->n;
  if (n > MAXD + 1)
    n = MAXD + 1; /* bug: one past the end */
  for (int i = 0; i < a->n; i++)
    for (int j = 0; j < b->n && i + j < n; j++) {
      r.d[i + j] += a->d[i] * b->d[j];
      if (r.d[i + j] >= 10 && i + j + 1 < n) {
        r.d[i + j + 1] += r.d[i + j] / 10;
        r.d[i + j] %= 10;
      }
    }
  r.n = n > MAXD ? MAXD : n;
  while (r.n > 1 && r.d[r.n - 1] == 0)
    r.n--;
  return r;
}

int main(void) {
  struct big acc = from_int(nd(0, 1000000));
  int steps = nd(1, 8);
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 3), v = nd(0, 1000000);
    struct big b = from_int(v), r;
    if (op == 0)
      r = add(&acc, &b);
    else if (op == 1)
      r = sub(&acc, &b);
    else if (op == 2)
      r = mul(&acc, &b);
    else {
      r = from_int(0);
      for (int i = 0; i < acc.n; i++)
        r.d[i] = acc.d[i];
      r.n = acc.n;
    }
    free(acc.d);
    free(b.d);
    acc = r;
  }
  if (acc.n == 7 && acc.d[6] == 9 && acc.d[0] == 1)
    reach_error();
  free(acc.d);
  return 0;
}
