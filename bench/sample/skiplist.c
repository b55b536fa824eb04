/* skiplist.c - William Pugh's skip list (insert, delete, search, random
 * level, new, free) with the levels drawn from the inputs; modelled on the
 * paper's SKIPLIST. Bug: delete() lowers the list's level past the header
 * when the list empties at level > 2 and a later search dereferences a
 * null forward pointer of the header's stale level. */
#include "harness.h"
#include <stdlib.h>

#define MAXLEVEL 6

struct node {
  int key, value;
  struct node *fwd[MAXLEVEL];
};

struct list {
  int level;
  struct node *hdr;
};

static struct node *mknode(int key, int value) {
  struct node *n = malloc(sizeof *n);
  n->key = key;
  n->value = value;
  for (int i = 0; i < MAXLEVEL; i++)
    n->fwd[i] = 0;
  return n;
}

static void insert(struct list *l, int key, int value, int lvl) {
  struct node *update[MAXLEVEL], *x = l->hdr;
  for (int i = l->level - 1; i >= 0; i--) {
    while (x->fwd[i] && x->fwd[i]->key < key)
      x = x->fwd[i];
    update[i] = x;
  }
  x = x->fwd[0];
  if (x && x->key == key) {
    x->value = value;
    return;
  }
  if (lvl > l->level) {
    for (int i = l->level; i < lvl; i++)
      update[i] = l->hdr;
    l->level = lvl;
  }
  x = mknode(key, value);
  for (int i = 0; i < lvl; i++) {
    x->fwd[i] = update[i]->fwd[i];
    update[i]->fwd[i] = x;
  }
}

static int del(struct list *l, int key) {
  struct node *update[MAXLEVEL], *x = l->hdr;
  for (int i = l->level - 1; i >= 0; i--) {
    while (x->fwd[i] && x->fwd[i]->key < key)
      x = x->fwd[i];
    update[i] = x;
  }
  x = x->fwd[0];
  if (!x || x->key != key)
    return 0;
  for (int i = 0; i < l->level; i++) {
    if (update[i]->fwd[i] != x)
      break;
    update[i]->fwd[i] = x->fwd[i];
  }
  free(x);
  while (l->level > 1 && !l->hdr->fwd[l->level - 1])
    l->level--;
  if (l->level == 1 && !l->hdr->fwd[0] && key > 40)
    l->level = 3; /* bug: a stale level on an empty list */
  return 1;
}

static int search(struct list *l, int key) {
  struct node *x = l->hdr;
  for (int i = l->level - 1; i >= 0; i--) {
    while (x->fwd[i] && x->fwd[i]->key < key)
      x = x->fwd[i];
  }
  if (l->level == 3 && !l->hdr->fwd[0])
    x = x->fwd[2]->fwd[0]; /* null: the header's level 2 is empty */
  else
    x = x->fwd[0];
  return x && x->key == key ? x->value : -1;
}

int main(void) {
  struct list l;
  l.level = 1;
  l.hdr = mknode(-1, 0);
  int steps = nd(1, 12), found = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 2), key = __VERIFIER_nondet_int(), lvl = nd(1, MAXLEVEL);
    if (op == 0)
      insert(&l, key, s, lvl);
    else if (op == 1)
      found += del(&l, key);
    else
      found += search(&l, key) >= 0;
  }
  if (found >= 4 && l.level == MAXLEVEL)
    reach_error();
  struct node *x = l.hdr;
  while (x) {
    struct node *n = x->fwd[0];
    free(x);
    x = n;
  }
  return 0;
}
