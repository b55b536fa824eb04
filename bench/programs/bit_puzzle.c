/* bit_puzzle.c - bit-manipulation puzzles over symbolic 32-bit words.
 *
 * Stresses: bit-vector reasoning.  Each puzzle is a condition on bit
 * operations: population count (a loop with one branch per set bit, and a
 * branch-free SWAR version), parity, isolation of the lowest set bit,
 * power-of-two tests, bit reversal, rotations, Gray code and its inverse,
 * masks and shifts by symbolic amounts.  The loop-based popcount makes
 * the number of paths grow with the number of set bits, while the
 * branch-free variants give the solver large but single terms.
 * reach_error() needs x with exactly 7 set bits, odd parity of y, y equal
 * to the bit reversal of x rotated by a symbolic amount (more than 3),
 * and a given low nibble of x's Gray code.
 */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

static int popcount_loop(unsigned x) {
  int c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

static int popcount_swar(unsigned x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (int)((x * 0x01010101u) >> 24);
}

static unsigned parity(unsigned x) {
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return x & 1u;
}

static unsigned reverse(unsigned x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}

static unsigned rotl(unsigned x, unsigned r) {
  r &= 31u;
  if (r == 0)
    return x;
  return (x << r) | (x >> (32u - r));
}

static unsigned gray(unsigned x) { return x ^ (x >> 1); }

static unsigned gray_inverse(unsigned g) {
  g ^= g >> 16;
  g ^= g >> 8;
  g ^= g >> 4;
  g ^= g >> 2;
  g ^= g >> 1;
  return g;
}

static int is_pow2(unsigned x) { return x && !(x & (x - 1)); }

/* index of the lowest set bit by binary search (branches) */
static int ctz(unsigned x) {
  int n = 0;
  if (x == 0)
    return 32;
  if (!(x & 0x0000FFFFu)) { n += 16; x >>= 16; }
  if (!(x & 0x000000FFu)) { n += 8; x >>= 8; }
  if (!(x & 0x0000000Fu)) { n += 4; x >>= 4; }
  if (!(x & 0x00000003u)) { n += 2; x >>= 2; }
  if (!(x & 0x00000001u)) { n += 1; }
  return n;
}

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = __VERIFIER_nondet_uint();
  unsigned r = __VERIFIER_nondet_uint();
  int pc = popcount_loop(x);
  int result = 0;

  if (pc != popcount_swar(x))
    return 99; /* impossible: both popcounts agree */

  if (gray_inverse(gray(x)) != x)
    return 98; /* impossible: Gray code is invertible */

  if (gray(x ^ y) != (gray(x) ^ gray(y)))
    return 96; /* impossible: Gray code is linear over xor */

  if (is_pow2(x)) {
    if (ctz(x) == 31)
      result = 1; /* the top bit */
    else if (ctz(x) == 17)
      result = 2;
    else
      result = 3;
  }

  if ((x & -x) == 0x100u && pc == 3 && (x >> 28) == 0xAu)
    result = 4; /* lowest bit 8, top nibble 1010 */

  if (rotl(x, r) == 0x12345678u && (r & 31u) == 13)
    result = 5;

  if (reverse(x) == x && pc == 16)
    result = 6; /* palindromic word with 16 bits set */

  if (((x ^ y) & 0xFF00FF00u) == 0xFF00FF00u && parity(x & y) == 1 &&
      ctz(y) == 5)
    result = 7;

  if (pc == 7 && parity(y) == 1 && y == rotl(reverse(x), r)) {
    if ((gray(x) & 0xFu) == 0x9u && (r & 31u) > 3)
      reach_error();
    result = 8;
  }

  if ((x << (r & 31u)) == 0x80000000u && (r & 31u) == 0)
    result = 97; /* x == 0x80000000 and r % 32 == 0: reachable */

  return result;
}
