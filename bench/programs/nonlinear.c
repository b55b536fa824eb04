/* nonlinear.c - branches guarded by non-linear integer arithmetic.
 *
 * Stresses: the constraint solver rather than the search.  Conditions are
 * products of inputs (x*y == 210 with ordering constraints), polynomial
 * equalities (a cubic with roots 1, 2, 3; sums of squares x*x+y*y == 625;
 * the Pell equation x*x - 2*y*y == 1), modular arithmetic (a system of
 * congruences solved by the Chinese remainder theorem, modular inverses),
 * integer division and bit-vector wrap-around (a multiplicative hash that
 * must hit a magic value).  Random testing almost never hits these; a
 * concolic tool needs non-linear bit-vector solving.  reach_error() is
 * reached by a Pell solution with y > 10 combined with a CRT residue.
 */
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

static int in(int v, int lo, int hi) { return v >= lo && v <= hi; }

/* x * y == 210, x < y, both > 1: factor pairs of 210 = 2*3*5*7 */
static int factor_pairs(int x, int y) {
  if (!in(x, -1000, 1000) || !in(y, -1000, 1000))
    return -1;
  if (x * y == 210) {
    if (x <= 1 || y <= 1)
      return 1; /* trivial or negative factors */
    if (x < y) {
      if (x % 2 == 0 && y % 2 == 0)
        return 2; /* impossible: 210 has one factor 2 */
      if (x + y == 29)
        return 3; /* 14 * 15 */
      if (y - x == 1)
        return 4; /* impossible besides 14*15, already taken */
      return 5;
    }
    return 6;
  }
  if (x * y == -210 && x + y == 1)
    return 7; /* -14 * 15 */
  return 0;
}

/* x^3 - 6x^2 + 11x - 6 == 0  <=>  x in {1, 2, 3} */
static int cubic(int x) {
  long long v;
  if (!in(x, -5000, 5000))
    return -1;
  v = (long long)x * x * x - 6LL * x * x + 11LL * x - 6;
  if (v == 0) {
    if (x == 2)
      return 2;
    return 1;
  }
  if (v == 6)
    return 3; /* x == 0 gives -6, x == 4 gives 6 */
  if (v > 1000000 && v < 1000100)
    return 4; /* impossible: v(102) = 999900, v(103) = 1030200 */
  return 0;
}

/* points on the circle of radius 25 */
static int circle(int x, int y) {
  if (!in(x, -100, 100) || !in(y, -100, 100))
    return -1;
  if (x * x + y * y == 625) {
    if (x > 0 && y > 0 && x != y) {
      if (x < y)
        return 1; /* (7,24) (15,20) */
      return 2;
    }
    if (x == 0 || y == 0)
      return 3;
    return 4;
  }
  if (x * x + y * y == 2 * 625 && x == y)
    return 5; /* (25, 25) */
  return 0;
}

/* Pell equation x^2 - 2 y^2 == 1 */
static int pell(int x, int y) {
  long long lx = x, ly = y;
  if (!in(x, 0, 100000) || !in(y, 0, 100000))
    return -1;
  if (lx * lx - 2 * ly * ly == 1) {
    if (y == 0)
      return 1; /* trivial (1, 0) */
    if (y < 10)
      return 2; /* (3, 2) */
    if (y < 100)
      return 3; /* (17, 12), (99, 70) */
    return 4; /* (577, 408), ... */
  }
  return 0;
}

/* x == 2 (mod 3), x == 3 (mod 5), x == 2 (mod 7): x == 23 (mod 105) */
static int crt(int x) {
  if (!in(x, 0, 1000000))
    return -1;
  if (x % 3 == 2) {
    if (x % 5 == 3) {
      if (x % 7 == 2) {
        if (x > 1000)
          return 3;
        return 2;
      }
      return 1;
    }
  }
  return 0;
}

/* modular inverse: a * b == 1 (mod 97), with a, b in 1..96 */
static int inverse(int a, int b) {
  if (!in(a, 1, 96) || !in(b, 1, 96))
    return -1;
  if ((a * b) % 97 == 1) {
    if (a == b)
      return 2; /* self-inverse: 1 and 96 */
    return 1;
  }
  return 0;
}

/* a multiplicative hash with 32-bit wrap-around */
static int hash_magic(unsigned h) {
  unsigned v = h * 2654435761u;
  v ^= v >> 16;
  if (v == 0xdeadbeefu)
    return 1;
  if ((v & 0xffff) == 0x1234)
    return 2;
  return 0;
}

/* integer division and remainder */
static int divmod(int a, int b) {
  if (!in(a, -100000, 100000) || !in(b, -1000, 1000) || b == 0)
    return -1;
  if (a / b == 7 && a % b == 3) {
    if (b < 0)
      return 2; /* impossible: a < 0 here, so a % b <= 0 */
    return 1;
  }
  if (a / b == -3 && a % b == -2)
    return 3;
  return 0;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int z = __VERIFIER_nondet_int();
  unsigned h = __VERIFIER_nondet_uint();
  int score = 0;

  score += factor_pairs(x, y) > 0;
  score += cubic(x) > 0;
  score += circle(x, y) > 0;
  score += inverse(x, y) > 0;
  score += divmod(x, y) > 0;
  score += hash_magic(h) > 0;

  if (pell(x, y) == 3 && crt(z) > 0) {
    if (z % 11 == (x % 11))
      reach_error();
    return 10;
  }

  if (score >= 3)
    return 11; /* several properties at once */
  return score;
}
