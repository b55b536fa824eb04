/* varset.c - sets over a universe {0..n-1} as bit-vectors of 32-bit words
 * (compilers' sbitmap modules); modelled on the paper's VAR-SET. Bugs: a
 * universe of zero elements allocates no word, and count()/member() touch
 * word 0 anyway (the paper's corner case); difference() of a set with
 * itself after a union reads one word too many when n is a multiple of 32;
 * iterating a set over zero elements reads word 0 too. */
#include "harness.h"
#include <stdlib.h>

struct set {
  unsigned *w;
  int n, words;
};

static struct set *create(int n) {
  struct set *s = malloc(sizeof *s);
  s->n = n;
  s->words = (n + 31) / 32;
  s->w = calloc(s->words, sizeof(unsigned));
  return s;
}

static void add(struct set *s, int e) {
  if (e >= 0 && e < s->n)
    s->w[e / 32] |= 1u << (e % 32);
}

static void del(struct set *s, int e) {
  if (e >= 0 && e < s->n)
    s->w[e / 32] &= ~(1u << (e % 32));
}

static int member(struct set *s, int e) {
  if (e < 0)
    return 0;
  if (s->n == 0)
    return s->w[0] != 0; /* bug: no word allocated */
  if (e >= s->n)
    return 0;
  return (s->w[e / 32] >> (e % 32)) & 1;
}

static int count(struct set *s) {
  int c = 0;
  for (int i = 0; i < s->words; i++)
    for (unsigned x = s->w[i]; x; x &= x - 1)
      c++;
  return c;
}

static void unite(struct set *a, struct set *b) {
  for (int i = 0; i < a->words && i < b->words; i++)
    a->w[i] |= b->w[i];
}

static void intersect(struct set *a, struct set *b) {
  for (int i = 0; i < a->words; i++)
    a->w[i] &= i < b->words ? b->w[i] : 0;
}

static void difference(struct set *a, struct set *b, int after_union) {
  int limit = a->words + (after_union && a->n % 32 == 0 && a->n > 0);
  for (int i = 0; i < limit; i++) /* bug: one word too many */
    a->w[i] &= ~b->w[i < b->words ? i : 0];
}

/* The least member >= e, or -1 (iteration). */
static int next_member(struct set *s, int e) {
  if (e < 0)
    e = 0;
  for (int i = e / 32; i < s->words || s->n == 0; i++) {
    unsigned x = s->w[i] >> (i == e / 32 ? e % 32 : 0); /* bug when n == 0 */
    if (x) {
      int b = i == e / 32 ? e % 32 : 0;
      while (!(x & 1)) {
        x >>= 1;
        b++;
      }
      return i * 32 + b < s->n ? i * 32 + b : -1;
    }
    if (s->n == 0)
      break;
  }
  return -1;
}

static void copy(struct set *dst, struct set *src) {
  for (int i = 0; i < dst->words && i < src->words; i++)
    dst->w[i] = src->w[i];
}

int main(void) {
  int n = nd(0, 96);
  struct set *a = create(n), *b = create(n);
  int steps = nd(1, 12), united = 0, total = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 9), e = __VERIFIER_nondet_int();
    switch (op) {
    case 0: add(a, e); break;
    case 1: add(b, e); break;
    case 2: del(a, e); break;
    case 3: total += member(a, e); break;
    case 4: unite(a, b); united = 1; break;
    case 5: intersect(a, b); break;
    case 6: difference(a, b, united); break;
    case 7: total += count(a); break;
    case 8:
      for (int m = next_member(a, e); m >= 0; m = next_member(a, m + 1))
        total++;
      break;
    default: copy(b, a); break;
    }
  }
  if (count(a) == 5 && count(b) == 5 && total > 10)
    reach_error();
  free(a->w); free(b->w); free(a); free(b);
  return 0;
}
