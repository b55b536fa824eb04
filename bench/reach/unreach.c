/* unreach: thesis Fig. 4.4 with n = 9: y only grows, so the guard right
   above the target contradicts it. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define BLOCK(k)                                                               \
  if (__VERIFIER_nondet_int() > 0)                                             \
    y = y + 1;                                                                 \
  else                                                                         \
    y = y + 2;
int main(void) {
  int y = 0;
  BLOCK(1) BLOCK(2) BLOCK(3) BLOCK(4) BLOCK(5) BLOCK(6) BLOCK(7) BLOCK(8)
  BLOCK(9)
  if (y > 0) {
    if (y == 0)
      reach_error();
  }
  return 0;
}
