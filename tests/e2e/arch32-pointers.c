// --arch 32 compiles for ILP32: pointers and long are 4 bytes, so the list
// node is 8 bytes and the heap-allocated list of three input values is
// walked to the error (sum 100, head value 1).  Under the default LP64 the
// node is 16 bytes and main returns before any input-dependent branch.
// RUN: rm -rf %t.32 && %forage %s --out %t.32 --arch 32 > %t.32.out; echo "exit=$?" >> %t.32.out
// RUN: FileCheck --check-prefix=ARCH32 %s < %t.32.out
// RUN: grep -l 'coversError="true"' %t.32/test-*.xml | xargs cat > %t.bug
// RUN: grep -o '<input type="int">-\?[0-9]*</input>' %t.bug | sed 's/<[^>]*>//g' | tr '\n' ' ' > %t.vals; echo >> %t.vals
// RUN: read a b c < %t.vals && test "$c" -eq 1 && test $((a + b + c)) -eq 100
// RUN: rm -rf %t.64 && %forage %s --out %t.64 > %t.64.out; echo "exit=$?" >> %t.64.out
// RUN: FileCheck --check-prefix=ARCH64 %s < %t.64.out
// forage sample holds two interpreters beside the session's; under --arch 32
// their arenas must all lie below 4 GB (it aborted: "cannot reserve memory").
// RUN: rm -rf %t.s && %forage-bin sample %s --arch 32 --seed 1 --no-progress --max-iterations 2000 --out %t.s > %t.s.out; echo "exit=$?" >> %t.s.out
// RUN: FileCheck --check-prefix=SAMPLE %s < %t.s.out
// SAMPLE: bug: reach-error at {{.*}}arch32-pointers.c
// SAMPLE: exit=1
// ARCH32: (path space exhausted)
// ARCH32: paths: 3
// ARCH32: bugs: 1
// ARCH64: (path space exhausted)
// ARCH64: paths: 1
// ARCH64: bugs: 0
// ARCH64: exit=0
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct node {
  struct node *next;
  long val;
};

int main(void) {
  struct node *head = 0;
  for (int k = 0; k < 3; k++) {
    struct node *n = malloc(sizeof *n);
    n->next = head;
    n->val = __VERIFIER_nondet_int();
    head = n;
  }
  if (sizeof(struct node) != 8)
    return 9;
  long sum = 0;
  for (struct node *p = head; p; p = p->next)
    sum += p->val;
  if (sum == 100 && head->val == 1)
    // ARCH32: bug: reach-error at {{.*}}arch32-pointers.c:[[@LINE+1]]
    reach_error();
  return 0;
}
// ARCH32: exit=1
