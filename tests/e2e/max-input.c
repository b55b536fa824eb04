// --max-input N keeps only the first N input values symbolic: with
// --max-input 1 the second input stays at its concrete initial value 0, so
// y == 6 is never taken (2 paths, 3/4 edges) and a warning says so; without
// the limit all 4 paths and edges are explored.
// RUN: rm -rf %t && %forage %s --out %t --max-input 1 > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: FileCheck --check-prefix=ONE %s < %t.out
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: not grep '<input type="int">6</input>' %t/test-*.xml
// RUN: rm -rf %t.all && %forage %s --out %t.all > %t.all.out; echo "exit=$?" >> %t.all.out
// RUN: FileCheck --check-prefix=ALL %s < %t.all.out
// ONE: (path space exhausted)
// ONE: paths: 2
// ONE: branches: 3/4
// ONE: exit=0
// WARN: more than --max-input=1 input values
// ALL: (path space exhausted)
// ALL: paths: 4
// ALL: branches: 4/4
// ALL: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int r = 0;
  if (x == 5)
    r += 1;
  if (y == 6)
    r += 2;
  return r;
}
