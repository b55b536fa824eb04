// A scalar global whose address never escapes is model-checker state: the
// flag is only ever set to 1 or 2 (in a callee), so its test against 3 is
// proved unreachable, across the call and the loop.
// RUN: rm -rf %t && %forage-bin prove %s --out %t --time 30 > %t.out
// RUN: FileCheck %s < %t.out
// CHECK: unreachable: 1 proved
// CHECK: open: 0
// CHECK: proved unreachable: {{.*}}crabs-tracked-global.c:[[@LINE+13]]:7 (true outcome, into line [[@LINE+14]])
extern int __VERIFIER_nondet_int(void);

int flag = 1;

void set(int v) { flag = v > 0 ? 2 : 1; }

int main(void) {
  for (int k = 0; k < 3; k++) {
    int x = __VERIFIER_nondet_int();
    if (x == 5)
      set(x);
  }
  if (flag == 3)
    return 1;
  return 0;
}
