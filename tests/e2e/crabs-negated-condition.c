// A proof names the outcome of the compiled condition, and for `if (!r)`
// clang branches on r != 0 with the targets swapped: the dead body of
// `if (!r)` is the *false* outcome. The summary, unreachable.json and
// tests.jsonl also give the line the dead edge leads into, which says it
// without knowing that.
// RUN: rm -rf %t && %forage-bin prove %s --out %t --time 20 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=JSON %s < %t/unreachable.json
// CHECK: unreachable: 1 proved
// CHECK: proved unreachable: {{.*}}crabs-negated-condition.c:[[@LINE+12]]:7 (false outcome, into line [[@LINE+13]])
// CHECK: exit=0
// JSON: "into_line": [[@LINE+11]],
// JSON: "outcome": "false"
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 2;
  if (x > 5)
    r = 1;
  int y = 0;
  if (!r)
    y = 7;
  return y + r;
}
