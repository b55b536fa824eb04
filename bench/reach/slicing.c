/* slicing: thesis Fig. 4.5 with n = 9, in the evaluated shape (y defined
   before the irrelevant blocks): 2^9 backward paths, each refuted. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define BLOCK(k)                                                               \
  if (__VERIFIER_nondet_int() > 0)                                             \
    z = z + 1;                                                                 \
  else                                                                         \
    z = z + 2;
int main(void) {
  int z = 0;
  int y = 0;
  BLOCK(1) BLOCK(2) BLOCK(3) BLOCK(4) BLOCK(5) BLOCK(6) BLOCK(7) BLOCK(8)
  BLOCK(9)
  if (y == 1)
    reach_error();
  return z;
}
