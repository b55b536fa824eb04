/* Throwaway checker for hash.c: computes witnesses by inverting the hash
 * rounds (every round is a bijection for a fixed key word), prints them,
 * and replays them through main(). */
#include "harness.h"
#define main bench_main
#include "../hash.c"
#undef main

static uint32_t inv_odd(uint32_t a) { /* Newton iteration mod 2^32 */
  uint32_t x = a;
  for (int i = 0; i < 5; i++)
    x *= 2u - a * x;
  return x;
}
static uint32_t rotr32(uint32_t v, int r) { return (v >> r) | (v << (32 - r)); }
static uint32_t unxorshr(uint32_t v, int s) {
  uint32_t x = v;
  for (int i = 0; i < 32 / s + 1; i++)
    x = v ^ (x >> s);
  return x;
}
static uint32_t unmix_word(uint32_t k) {
  k *= inv_odd(0x1c8e9a37u);
  k = rotr32(k, 17);
  k *= inv_odd(0x6b43a9b5u);
  return k;
}
static uint32_t unfinal(uint32_t h) {
  h = unxorshr(h, 16);
  h *= inv_odd(0x3b9d1c63u);
  h = unxorshr(h, 13);
  h *= inv_odd(0x8a3c5e27u);
  h = unxorshr(h, 16);
  h ^= 16u;
  return h;
}
/* state after the first n words */
static uint32_t state(const uint32_t key[4], int n) {
  uint32_t h = HASH_SEED;
  for (int i = 0; i < n; i++) {
    h ^= mix_word(key[i]);
    h = rotl32(h, 13);
    h = h * 5u + 0x7c3a1e95u;
  }
  return h;
}
/* the last word that makes hash4(key) == target, given key[0..2] */
static uint32_t solve_last(const uint32_t key[4], uint32_t target) {
  uint32_t h = unfinal(target);
  h = (h - 0x7c3a1e95u) * inv_odd(5u);
  h = rotr32(h, 13);
  return unmix_word(h ^ state(key, 3));
}

static int run8(const uint32_t a[4], const uint32_t b[4]) {
  return W_run(W_ARR((int32_t)a[0], (int32_t)a[1], (int32_t)a[2], (int32_t)a[3],
                     (int32_t)b[0], (int32_t)b[1], (int32_t)b[2], (int32_t)b[3]));
}

int main(void) {
  uint32_t known[4] = {0x666f7261u, 0x67652121u, 0x00c0ffeeu, 0x12345678u};
  printf("hash(known) = 0x%08x   (HASH_KNOWN in hash.c = 0x%08x)\n",
         hash4(known), HASH_KNOWN);
  uint32_t z[4] = {0, 0, 0, 0};
  z[3] = solve_last(z, 0u);
  printf("goal 2: a = {0, 0, 0, 0x%08x}\n", z[3]);
  uint32_t c1[4] = {1, 2, 3, 4}, c2[4] = {5, 2, 3, 0};
  c2[3] = solve_last(c2, hash4(c1));
  printf("goal 3: b[3] = 0x%08x\n", c2[3]);
  uint32_t p1[4] = {0, 0, 0, 0}, p2[4] = {0, 0, 0, 1};
  while ((hash4(p2) & 0xffffu) != (hash4(p1) & 0xffffu))
    p2[3]++;
  printf("goal 4: b[3] = 0x%08x\n", p2[3]);
  uint32_t q1[4] = {7, 7, 7, 7}, q2[4] = {7, 7, 7, 0};
  q2[3] = solve_last(q2, ~hash4(q1));
  printf("goal 5: b[3] = 0x%08x\n", q2[3]);

  /* replay the witnesses stated in hash.c */
  uint32_t zero[4] = {0, 0, 0, 0};
  W_expect("goal 1", run8(known, zero) == 1);
  uint32_t g2[4] = {0, 0, 0, 0x2512f817u};
  W_expect("goal 2", run8(g2, zero) == 2);
  uint32_t g3a[4] = {1, 2, 3, 4}, g3b[4] = {5, 2, 3, 0x479cacdfu};
  W_expect("goal 3", run8(g3a, g3b) == 3);
  uint32_t g4b[4] = {0, 0, 0, 0x00022bdau};
  W_expect("goal 4", run8(zero, g4b) == 4);
  uint32_t g5a[4] = {7, 7, 7, 7}, g5b[4] = {7, 7, 7, 0xc415cf43u};
  W_expect("goal 5", run8(g5a, g5b) == 5);
  W_expect("zero input hits nothing", run8(zero, zero) == 0);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
