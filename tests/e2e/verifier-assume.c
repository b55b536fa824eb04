// __VERIFIER_assume prunes paths: without it the two inputs give 4 paths
// over 6 branch edges; with x <= 0 assumed (-DLIMIT) the x > 0 side is
// infeasible, leaving 2 paths and 3 coverable edges, and no test violates
// the assumption.
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck --check-prefix=FREE %s < %t.out
// RUN: rm -rf %t.lim && %forage %s --out %t.lim --compile-flag=-DLIMIT > %t.lim.out; echo "exit=$?" >> %t.lim.out
// RUN: FileCheck --check-prefix=LIM %s < %t.lim.out
// x is the first input of every test; it is never positive.
// RUN: test -s %t.lim/tests.jsonl && not grep '"inputs":\[{"name":"","type":"int","value":"[1-9]' %t.lim/tests.jsonl
// FREE: (path space exhausted)
// FREE: paths: 4
// FREE: branches: 6/6
// FREE: exit=0
// LIM: (path space exhausted)
// LIM: paths: 2
// LIM: branches: 3/6
// LIM: exit=0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
#ifdef LIMIT
  __VERIFIER_assume(x <= 0);
#endif
  int r;
  if (x > 0) {
    if (y > 0)
      r = 1;
    else
      r = 2;
  } else {
    if (y < 0)
      r = 3;
    else
      r = 4;
  }
  return r;
}
