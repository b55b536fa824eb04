// A write a[i] = 1 into int a[4] with an input index: forage must report an
// out-of-bounds access at the store (i outside 0..3).
// RUN: rm -rf %t && %forage %s --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: grep '"out-of-bounds"' %t/tests.jsonl > %t.bug
// RUN: sed 's/.*"value":"\(-\?[0-9]*\)".*/\1/' %t.bug > %t.i
// RUN: read i < %t.i && test "$i" -lt 0 -o "$i" -gt 3
// CHECK: bugs: 1
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[4] = {0, 0, 0, 0};
  int i = __VERIFIER_nondet_int();
  // CHECK: bug: out-of-bounds at {{.*}}out-of-bounds-write.c:[[@LINE+1]]
  a[i] = 1;
  return a[0];
}
// CHECK: exit=1
