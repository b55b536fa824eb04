/* blind.c - multinomial integer constraints that defeat "blind commitment"
 * (written from scratch after the example1 method in Figure 5.1 of the
 * concolic-walk chapter: z = x * y; if (x == z) if (x > 2) error();).
 *
 * Stresses: every goal is a conjunction of a non-linear (multinomial)
 * equation and linear side conditions.  A concolic tool that linearises
 * x * y by substituting the concrete value of one factor (e.g. x * y ->
 * 2 * y when x happened to be 2) commits to that value and can no longer
 * satisfy the side condition that needs a different x; the goals need the
 * product to be solved as a whole.  Inputs are bounded to |v| <= 1000 so
 * no product overflows.  reach_error() is the example1 error: x == x * y
 * && x > 2 (witness x = 3, y = 1).  The other goals return distinct
 * codes; all are satisfiable (witnesses in the comments, checked by
 * witness/blind_witness.c).
 */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

/* Figure 5.1, example1.  W: x = 3, y = 1. */
static int example1(int x, int y) {
  int z = x * y; /* non-linear operation */
  if (x == z) {
    if (x > 2) {
      reach_error();
      return 1;
    }
  }
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int z = __VERIFIER_nondet_int();

  __VERIFIER_assume(x >= -1000 && x <= 1000);
  __VERIFIER_assume(y >= -1000 && y <= 1000);
  __VERIFIER_assume(z >= -1000 && z <= 1000);

  if (example1(x, y))
    return 1;

  /* product of three with a strict order.  W: x = 20, y = 10, z = 5. */
  if (x * y * z == 1000 && x > y && y > z && z > 1)
    return 2;

  /* (x - 1)(y - 1) == 12.  W: x = 7, y = 3. */
  if (x * y == x + y + 11 && x > y && y > 1)
    return 3;

  /* difference of squares, (x - y)(x + y) == 17.  W: x = 9, y = 8. */
  if (x * x - y * y == 17 && y > 0)
    return 4;

  /* W: x = 2, y = 61, z = 11. */
  if (x * y - z * z == 1 && z > 10 && x < y)
    return 5;

  /* taxicab-like: 9^3 + 10^3 == 12^3 + 1.  W: x = 9, y = 10, z = 12. */
  if (x * x * x + y * y * y == z * z * z + 1 && x > 1 && y > x)
    return 6;

  /* x * y == y forces x = 1, then x * z == 12 forces z = 12 (blind
   * commitment to a random x makes this unsatisfiable).
   * W: x = 1, y = 5, z = 12. */
  if (x * y == y && y > 2 && x * z == 12 && z > 3)
    return 7;

  /* Pythagorean triple with a gap.  W: x = 13, y = 5, z = 12. */
  if (x * x == y * y + z * z && y > 1 && z > y + 5)
    return 8;

  return 0;
}
