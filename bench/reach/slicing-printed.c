/* slicing, as printed in thesis Fig. 4.5 (y defined after the blocks): a
   two-step proof. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define BLOCK(k)                                                               \
  if (__VERIFIER_nondet_int() > 0)                                             \
    z = z + 1;                                                                 \
  else                                                                         \
    z = z + 2;
int main(void) {
  int z = 0;
  BLOCK(1) BLOCK(2) BLOCK(3) BLOCK(4) BLOCK(5) BLOCK(6) BLOCK(7) BLOCK(8)
  BLOCK(9)
  int y = 0;
  if (y == 1)
    reach_error();
  return z;
}
