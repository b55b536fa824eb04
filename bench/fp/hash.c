/* hash.c - collision and preimage goals on a 32-bit multiply/rotate/xor
 * hash of four 32-bit words (an original hash in the style of the common
 * multiply-rotate block hashes with an xorshift-multiply finaliser).
 *
 * Stresses: the path conditions are polynomials modulo 2^32 mixed with
 * shifts, rotations and xor - hard for linear or real-arithmetic solvers,
 * and there is no useful gradient for a search (the finaliser spreads a
 * one-bit change over the whole word).  Every step is a bijection of the
 * state for a fixed key word, so each goal is satisfiable by inverting the
 * later rounds; witness/hash_witness.c computes the witnesses that way and
 * replays them.  Five goals, as in the five collision variants of the
 * original benchmark:
 *   1. preimage of a constant: hash(a) == HASH_KNOWN = 0x51bcd1f5, the
 *      hash of the key {0x666f7261, 0x67652121, 0x00c0ffee, 0x12345678}
 *      (W: that key);
 *   2. preimage of zero with a[0] == a[1]
 *      (W: a = {0, 0, 0, 0x2512f817});
 *   3. full collision of two keys that differ in word 0
 *      (W: a = {1, 2, 3, 4}, b = {5, 2, 3, 0x479cacdf});
 *   4. 16-bit partial collision of keys that differ only in word 3
 *      (W: a = {0, 0, 0, 0}, b = {0, 0, 0, 0x00022bda});
 *   5. complementary hashes: hash(a) == ~hash(b), keys equal in words 0..2
 *      (W: a = {7, 7, 7, 7}, b = {7, 7, 7, 0xc415cf43}).
 * No reach_error(): each goal returns its own code.
 */
#include <stdint.h>

extern int __VERIFIER_nondet_int(void);

#define HASH_SEED 0x2545f491u
#define HASH_KNOWN 0x51bcd1f5u

static uint32_t rotl32(uint32_t v, int r) {
  return (v << r) | (v >> (32 - r));
}

static uint32_t mix_word(uint32_t k) {
  k *= 0x6b43a9b5u;
  k = rotl32(k, 17);
  k *= 0x1c8e9a37u;
  return k;
}

static uint32_t hash4(const uint32_t key[4]) {
  uint32_t h = HASH_SEED;
  for (int i = 0; i < 4; i++) {
    h ^= mix_word(key[i]);
    h = rotl32(h, 13);
    h = h * 5u + 0x7c3a1e95u;
  }
  h ^= 16u; /* length in bytes */
  h ^= h >> 16;
  h *= 0x8a3c5e27u;
  h ^= h >> 13;
  h *= 0x3b9d1c63u;
  h ^= h >> 16;
  return h;
}

int main(void) {
  uint32_t a[4], b[4];
  for (int i = 0; i < 4; i++)
    a[i] = (uint32_t)__VERIFIER_nondet_int();
  for (int i = 0; i < 4; i++)
    b[i] = (uint32_t)__VERIFIER_nondet_int();

  uint32_t ha = hash4(a);
  uint32_t hb = hash4(b);

  if (ha == HASH_KNOWN)
    return 1;
  if (ha == 0u && a[0] == a[1])
    return 2;
  if (ha == hb && a[0] != b[0])
    return 3;
  if ((ha & 0xffffu) == (hb & 0xffffu) && a[0] == b[0] && a[1] == b[1] &&
      a[2] == b[2] && a[3] != b[3])
    return 4;
  if (ha == ~hb && a[0] == b[0] && a[1] == b[1] && a[2] == b[2])
    return 5;
  return 0;
}
