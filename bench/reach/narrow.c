/* narrow: thesis Fig. 4.6 in unsigned arithmetic: only x == INT_MIN gives
   a negative absolute value. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned m = x >= 0 ? (unsigned)x : 0u - (unsigned)x;
  if ((int)m < 0)
    reach_error();
  return 0;
}
