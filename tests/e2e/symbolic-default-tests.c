// Every mode writes a test only for an execution or state that covers a
// new branch or finds a bug; --all-tests writes one per path. 16 paths
// (one condition met or not in four rounds), 4 branch edges: a few tests
// cover them all.
// RUN: rm -rf %t.c %t.s %t.a
// RUN: %forage %s --out %t.c | FileCheck --check-prefix=CONC %s
// RUN: %forage %s --mode symbolic --out %t.s | FileCheck --check-prefix=SYM %s
// RUN: %forage %s --mode symbolic --all-tests --out %t.a | FileCheck --check-prefix=ALL %s
// CONC: paths: 16
// CONC: tests: 2 in
// CONC: branches: 4/4
// SYM: paths: 16
// SYM: tests: {{[2-4]}} in
// SYM: branches: 4/4
// ALL: paths: 16
// ALL: tests: 16 in
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = 0;
  for (int k = 0; k < 4; k++)
    if (__VERIFIER_nondet_int() > 10)
      n++;
  return n;
}
