/* bst.c - a binary search tree (heap-allocated nodes) and a sorted array,
 * driven by a symbolic sequence of insert / delete / lookup operations,
 * with structural assertions.
 *
 * Stresses: pointer-based data structures whose shape is decided by the
 * relative order of symbolic keys, and properties checked after a whole
 * sequence.  Inserts go both into the BST and into a sorted array
 * (insertion by shifting); lookups are checked against a binary search of
 * the array; after every operation the in-order traversal must be sorted
 * and the node count must equal the array length.  The delete routine has
 * a bug in the two-children case when the in-order successor has a right
 * child (the successor's right subtree is lost), so reach_error() needs a
 * specific shape: e.g. insert 50 30 70 60 65, then delete 50.
 */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define OPS 7
#define CAP 8

struct node {
  int key;
  struct node *left, *right;
};

static struct node *root;
static int count;
static int arr[CAP];
static int alen;

static struct node *new_node(int key) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->key = key;
  n->left = n->right = NULL;
  return n;
}

/* returns 1 if inserted, 0 if the key was present */
static int bst_insert(int key) {
  struct node **p = &root;
  while (*p) {
    if (key == (*p)->key)
      return 0;
    p = key < (*p)->key ? &(*p)->left : &(*p)->right;
  }
  *p = new_node(key);
  count++;
  return 1;
}

static int bst_find(int key) {
  struct node *n = root;
  while (n) {
    if (key == n->key)
      return 1;
    n = key < n->key ? n->left : n->right;
  }
  return 0;
}

/* returns 1 if deleted */
static int bst_delete(int key) {
  struct node **p = &root, *n, **sp, *s;
  while (*p && (*p)->key != key)
    p = key < (*p)->key ? &(*p)->left : &(*p)->right;
  if (!*p)
    return 0;
  n = *p;
  if (!n->left) {
    *p = n->right;
  } else if (!n->right) {
    *p = n->left;
  } else {
    /* two children: splice out the in-order successor */
    sp = &n->right;
    while ((*sp)->left)
      sp = &(*sp)->left;
    s = *sp;
    if (sp == &n->right) {
      /* successor is the right child */
      s->left = n->left;
      *p = s;
    } else {
      /* BUG: should be *sp = s->right; the successor's right subtree is
       * dropped (and leaked) */
      *sp = NULL;
      s->left = n->left;
      s->right = n->right;
      *p = s;
    }
  }
  free(n);
  count--;
  return 1;
}

static int height(const struct node *n) {
  int l, r;
  if (!n)
    return 0;
  l = height(n->left);
  r = height(n->right);
  return 1 + (l > r ? l : r);
}

static int nvisited;
static int last_key;
static int sorted_ok;

static void inorder(const struct node *n) {
  if (!n)
    return;
  inorder(n->left);
  if (nvisited > 0 && n->key <= last_key)
    sorted_ok = 0;
  last_key = n->key;
  nvisited++;
  inorder(n->right);
}

static void free_tree(struct node *n) {
  if (!n)
    return;
  free_tree(n->left);
  free_tree(n->right);
  free(n);
}

/* sorted array with binary search */
static int arr_find(int key) {
  int lo = 0, hi = alen - 1, mid;
  while (lo <= hi) {
    mid = lo + (hi - lo) / 2;
    if (arr[mid] == key)
      return mid;
    if (arr[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

static void arr_insert(int key) {
  int i = alen;
  while (i > 0 && arr[i - 1] > key) {
    arr[i] = arr[i - 1];
    i--;
  }
  arr[i] = key;
  alen++;
}

static void arr_delete(int idx) {
  int i;
  for (i = idx; i + 1 < alen; i++)
    arr[i] = arr[i + 1];
  alen--;
}

int main(void) {
  int i, op, key, idx, h;
  int deletes = 0;

  for (i = 0; i < OPS; i++) {
    op = __VERIFIER_nondet_int();
    key = __VERIFIER_nondet_int();
    if (key < 0 || key > 99)
      break;
    if (op == 0) {
      /* insert */
      if (arr_find(key) < 0 && alen < CAP) {
        if (!bst_insert(key))
          return 90; /* impossible: the array and tree agree */
        arr_insert(key);
      }
    } else if (op == 1) {
      /* delete */
      idx = arr_find(key);
      if (idx >= 0) {
        bst_delete(key);
        arr_delete(idx);
        deletes++;
      }
    } else if (op == 2) {
      /* lookup */
      if (bst_find(key) != (arr_find(key) >= 0))
        reach_error(); /* tree lost a key */
    } else {
      break;
    }

    nvisited = 0;
    sorted_ok = 1;
    inorder(root);
    if (!sorted_ok)
      return 91; /* impossible: deletion keeps the order */
    if (nvisited != alen)
      reach_error(); /* tree lost a key */
  }

  h = height(root);
  if (alen >= 5 && h == alen)
    i = 1; /* degenerate chain: sorted insertion order */
  else if (alen >= 6 && h == 3)
    i = 2; /* perfectly balanced for 6..7 keys */
  else
    i = 0;
  if (deletes >= 2 && alen == 0)
    i += 10; /* everything deleted again */

  free_tree(root);
  root = NULL;
  return i;
}
