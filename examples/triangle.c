// The classic triangle classifier. forage covers every branch and finds the
// input that reaches the error call: a large equilateral triangle.
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

enum Kind { NotATriangle, Scalene, Isosceles, Equilateral };

static enum Kind classify(int a, int b, int c) {
  if (a <= 0 || b <= 0 || c <= 0)
    return NotATriangle;
  if (a + b <= c || a + c <= b || b + c <= a)
    return NotATriangle;
  if (a == b && b == c)
    return Equilateral;
  if (a == b || b == c || a == c)
    return Isosceles;
  return Scalene;
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  enum Kind k = classify(a, b, c);
  if (k == Equilateral && a > 1000000000)
    reach_error();
  printf("%d\n", k);
  return 0;
}
