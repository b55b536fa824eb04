/* sttable.c - a chained hash table in the style of Peter Moore's st.c
 * (init, insert, lookup, delete, foreach, rehash, free); modelled on the
 * paper's ST-TABLE. Bug: rehash() grows to a prime from a table of primes
 * and, past the last entry, indexes the prime table one too far. */
#include "harness.h"
#include <stdlib.h>

static const int primes[] = {5, 11, 23, 47};
#define NPRIMES 4
#define DENSITY 2

struct entry {
  int key, rec;
  struct entry *next;
};

struct table {
  int num_bins, num_entries, prime;
  struct entry **bins;
};

static void init(struct table *t) {
  t->prime = 0;
  t->num_bins = primes[0];
  t->num_entries = 0;
  t->bins = calloc(t->num_bins, sizeof(struct entry *));
}

static unsigned hash(int key) { return (unsigned)key * 2654435761u; }

static void rehash(struct table *t) {
  int np = t->prime + 1;
  int nb = primes[np]; /* bug: np may be NPRIMES */
  struct entry **bins = calloc(nb, sizeof(struct entry *));
  for (int i = 0; i < t->num_bins; i++) {
    struct entry *e = t->bins[i];
    while (e) {
      struct entry *n = e->next;
      unsigned h = hash(e->key) % nb;
      e->next = bins[h];
      bins[h] = e;
      e = n;
    }
  }
  free(t->bins);
  t->bins = bins;
  t->num_bins = nb;
  t->prime = np;
}

static int lookup(struct table *t, int key, int *rec) {
  for (struct entry *e = t->bins[hash(key) % t->num_bins]; e; e = e->next)
    if (e->key == key) {
      *rec = e->rec;
      return 1;
    }
  return 0;
}

static int insert(struct table *t, int key, int rec) {
  int old;
  if (lookup(t, key, &old)) {
    for (struct entry *e = t->bins[hash(key) % t->num_bins]; e; e = e->next)
      if (e->key == key)
        e->rec = rec;
    return 1;
  }
  if (t->num_entries / t->num_bins > DENSITY)
    rehash(t);
  struct entry *e = malloc(sizeof *e);
  unsigned h = hash(key) % t->num_bins;
  e->key = key;
  e->rec = rec;
  e->next = t->bins[h];
  t->bins[h] = e;
  t->num_entries++;
  return 0;
}

static int del(struct table *t, int key) {
  struct entry **p = &t->bins[hash(key) % t->num_bins];
  for (; *p; p = &(*p)->next)
    if ((*p)->key == key) {
      struct entry *e = *p;
      *p = e->next;
      free(e);
      t->num_entries--;
      return 1;
    }
  return 0;
}

static int foreach_sum(struct table *t) {
  int s = 0;
  for (int i = 0; i < t->num_bins; i++)
    for (struct entry *e = t->bins[i]; e; e = e->next)
      s += e->rec;
  return s;
}

static void free_table(struct table *t) {
  for (int i = 0; i < t->num_bins; i++) {
    struct entry *e = t->bins[i];
    while (e) {
      struct entry *n = e->next;
      free(e);
      e = n;
    }
  }
  free(t->bins);
}

int main(void) {
  struct table t;
  init(&t);
  int steps = nd(1, 40), acc = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 3), key = __VERIFIER_nondet_int(), rec = nd(0, 9);
    int r;
    switch (op) {
    case 0: acc += insert(&t, key, rec); break;
    case 1: if (lookup(&t, key, &r)) acc += r; break;
    case 2: acc += del(&t, key); break;
    default: acc += foreach_sum(&t) > 50; break;
    }
  }
  if (t.num_entries > 12 && acc == 0)
    reach_error();
  free_table(&t);
  return 0;
}
