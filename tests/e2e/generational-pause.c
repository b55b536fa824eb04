// Generational search pauses an expansion that gets no child from the
// solver 24 times in a row and expands the best child first: the first
// path holds 40 decisions on x whose other sides its prefix rules out
// (gzip's first path: hundreds of decisions on its stdin, nearly all
// unsat). The child with a == 7 is expanded before them, so the bug
// behind b == 9 is the fourth execution (the first run, the children
// a == 7 and x > 200, then the bug); the whole expansion first would make
// it the fifth (after the child c == 3).
// RUN: rm -rf %t && not %forage %s --out %t --strategy generational --max-iterations 4 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: executions: 4
// CHECK: bug: reach-error at {{.*}}generational-pause.c:[[#@LINE+11]]
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  unsigned char x = __VERIFIER_nondet_uchar();
  int c = __VERIFIER_nondet_int(), r = 0;
  if (a == 7) {
    if (b == 9)
      reach_error();
  }
  if (x > 200)
    return 1;
  for (int i = 0; i < 40; ++i)
    if (x > 200 + i)
      ++r;
  if (c == 3)
    return 2;
  return r;
}
