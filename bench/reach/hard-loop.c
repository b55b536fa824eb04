/* hard-loop: the running example, thesis Fig. 3.1, in C. res reaches 8192
   only for x == 1024; sin has no body for the search. */
#include <math.h>
extern int __VERIFIER_nondet_int(void);
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  double u = __VERIFIER_nondet_double();
  int res = 0, i = 0;
  while (i < x) {
    int tmp = i % 2;
    if (tmp == 0)
      res = res - 1;
    else
      res = res + 17;
    i++;
  }
  if (res == 8192)
    if (sin(u) > 0)
      reach_error();
  return 0;
}
