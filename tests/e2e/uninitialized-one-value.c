// A never-assigned local is one input, however often it is read: here the
// bounds check and the index read the same i (ddv-machzwd's tasklet code).
// With an input per read, forage took i < 1 with one value, indexed with
// another and reported t[i] out of bounds: a false bug.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: (path space exhausted)
// CHECK: bugs: 0
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);
extern void abort(void);

int t[1];

int tasklet(void) {
  unsigned i;
  if (!(i < 1))
    abort();
  return t[i];
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  return tasklet() + (x == 3);
}
