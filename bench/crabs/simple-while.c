/* Seed 003, appendix Fig. 4 (simple-while): the goal needs x == 4 in every
   round but round 6, where x must not be 4. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int B = 30, i = 0, b = 0;
  while (i < B) {
    int x = __VERIFIER_nondet_int();
    if (i == 6 && x == 4)
      b = 1;
    if (i != 6 && x != 4)
      b = 1;
    i++;
  }
  if (b == 0)
    return 1; /* goal */
  return 0;
}
