/* dart.c - DART-style integer goals whose solutions require 32-bit
 * wrap-around (written from scratch after the classic DART example,
 * f(x) = 2 * x; if (x != y) if (f(x) == x + 10) abort();, extended with
 * a cubic and other products that only have solutions modulo 2^32).
 *
 * Stresses: polynomial path conditions over machine integers.  Apart from
 * goal 1 (the linear DART example) no goal has a solution over the
 * mathematical integers within int range: a solver or search that reasons
 * about unbounded integers or reals concludes they are unsatisfiable.  All
 * arithmetic is done in unsigned int, so the wrap-around is defined
 * behaviour.  reach_error() guards the cubic goal
 *     x > 2000 && x < 5000 && x*x*x == y + 3   (mod 2^32)
 * (W: x = 2001, y = -577928594; 2001^3 = 8012006001 > UINT_MAX).
 * The other goals return distinct codes; witnesses are in the comments and
 * are replayed by witness/dart_witness.c.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static unsigned f(unsigned v) { return 2u * v; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  unsigned ux = (unsigned)x, uy = (unsigned)y;

  /* 1. the DART example.  W: x = 10, y = 0. */
  if (x != y) {
    if (f(ux) == ux + 10u)
      return 1;
  }

  /* 2. cubic that needs overflow.  W: x = 2001, y = -577928594. */
  if (x > 2000 && x < 5000) {
    unsigned cube = ux * ux * ux;
    if (cube == uy + 3u) {
      reach_error();
      return 2;
    }
  }

  /* 3. a non-zero square that wraps to zero.  W: x = 65536. */
  if (ux * ux == 0u && x != 0)
    return 3;

  /* 4. multiplicative inverse of 3 mod 2^32.
   *    W: x = -1431655765 (0xaaaaaaab). */
  if (ux * 3u == 1u)
    return 4;

  /* 5. positive sum that wraps negative.
   *    W: x = 1073741825, y = 1073741824. */
  if (x > 0 && y > 0 && (int)(ux + uy) < 0)
    return 5;

  /* 6. distinct positive numbers with equal squares mod 2^32.
   *    W: x = 98304, y = 32768 ((x - y)(x + y) = 2^33). */
  if (x > 0 && y > 0 && x != y && ux * ux == uy * uy)
    return 6;

  /* 7. a product of positives that wraps to 42.
   *    W: x = 18, y = 715827885 (18 * y = 3 * 2^32 + 42). */
  if (x > 1 && y > 1 && ux * uy == 42u)
    return 7;

  return 0;
}
