/* Seed 003, appendix Fig. 5 (branches): the goals in bar need y > 0, but
   DFS covers x == 5 in the y <= 0 half first and stays there. */
extern int __VERIFIER_nondet_int(void);

int foo(int y) {
  int c = 0;
  for (int k = 0; k < 30; k++) {
    int i = __VERIFIER_nondet_int();
    if (i == c)
      c++;
  }
  (void)y;
  return c;
}

int bar(int y) {
  if (y < 20)
    return 1; /* goal one */
  return 2;   /* goal two */
}

int main(void) {
  int x, y = __VERIFIER_nondet_int();
  if (y > 0)
    x = foo(y);
  else
    x = foo(y + 1);
  if (x == 5 && y > 10)
    bar(y);
  return 0;
}
