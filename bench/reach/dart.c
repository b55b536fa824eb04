/* dart: thesis Fig. 4.3 in C. Phase I keeps or skips the cubic term; the
   concrete phase fits x (y follows). Target: the reach_error call. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000 || y < -1000000000 || y > 1000000000)
    return 0;
  int a = x * x * x;
  int b = y + 3;
  if (a == b && x > 7)
    reach_error();
  return 0;
}
