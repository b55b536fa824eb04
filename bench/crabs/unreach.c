/* Seed 003, appendix Fig. 6 (unreach): r >= 0 always, so the true outcome
   of i < 0 in call() is unreachable. */
extern int __VERIFIER_nondet_int(void);

int h(int y) {
  int c = 0;
  for (int k = 0; k < 30; k++) {
    int i = __VERIFIER_nondet_int();
    if (i == c)
      c++;
  }
  (void)y;
  return c;
}

int call(int i) {
  if (i < 0)
    return 1; /* goal unreach */
  return 2;   /* goal two */
}

int main(void) {
  int i = 5, r = 0;
  while (i > 0) {
    int tmp = h(i);
    if (tmp > r)
      r = tmp;
    i--;
  }
  call(r);
  return 0;
}
