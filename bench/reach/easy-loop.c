/* easy-loop: a decrementing data-dependent loop (thesis Table 4.1; the
   thesis shows no code, this is written in its spirit). The target needs
   exactly N iterations. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define N 500
int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = n, s = 0;
  while (i > 0) {
    i--;
    s += 2;
  }
  if (s == 2 * N)
    reach_error();
  return 0;
}
