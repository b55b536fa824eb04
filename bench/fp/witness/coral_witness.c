/* Throwaway checker: replays the witness of every coral goal through main()
 * and checks that main() returns +selector (goal hit). */
#include "harness.h"
#define main bench_main
#include "../coral.c"
#undef main

#define W(sel, x, y, z)                                                     \
  do {                                                                      \
    char buf[64];                                                           \
    snprintf(buf, sizeof buf, "coral_%02d", sel);                           \
    W_expect(buf, W_run(W_ARR(x, y, z, sel)) == sel);                       \
  } while (0)

int main(void) {
  W(1, PI / 2, 0, 0);
  W(2, 2 * PI, -3 * PI / 2, 0);
  W(3, 5, 4.5, 0);
  W(4, 5, 4, 0);
  W(5, 9, 4, 0);
  W(6, 9, 3, 0);
  W(7, 20, 20, 0);
  W(8, 1.5705, 0, 0);
  W(9, 0, PI, 0);
  W(10, 2, 3, 0x1.a2b24d04a7586p+1);
  W(11, 5, -0x1.85d6fd931e0bbp+3, 0);
  W(12, PI / 2, -2 * PI, 0);
  W(13, PI, 2 * PI, 0);
  W(14, 3, 18, 54);
  W(15, 2, 10, 0);
  W(16, 9, 12, 15);
  W(17, PI / 2, PI, 0);
  W(18, 49, 49, 0);
  W(19, PI, 4, 0);
  W(20, 1e-9, 0, 0);
  W(21, 2, 0x1.0000000000001p+1, 0);
  W(22, 50, -47, 0);
  W(23, 25, 0, 0);
  W(24, 1, 0, 0);
  W(25, 7.95, 0, 0);
  W(26, 41.5, 4, 0);
  W(27, 2, 4, 0);
  W(28, 3, 0, 0);
  W(29, PI / 2, PI / 2, PI / 2 + 2 * PI);
  W(30, 1, 2, 3);
  W(31, 0.3, 0x1.6bb94edddc6b2p+1, 0);
  W(32, -0.9, 0x1.1eec82110f9e5p+1, 0);
  W(33, 0.001, 0.1, 0);
  W(34, -36, -1, 0);
  W(35, -PI, 3 * PI, PI);
  W(36, -10, -1e-4, 0);
  W(37, -2, 3, 0);
  W(38, 0.015625, 0.046875, 0);
  W(39, PI / 2 - 2 * PI, -2 * PI, -PI / 2 - 0.005);
  W(40, 12, 0x1.3e116bcd39e7dp+1, 0);
  W(41, 0x1.afffffffffffep+4, 0, 0);
  W(42, 19.5, 0, 0);
  /* sanity: the all-zero input hits nothing */
  int zero_hits = 0;
  for (int s = 1; s <= 42; s++)
    zero_hits += W_run(W_ARR(0, 0, 0, s)) == s;
  printf("goals hit by x=y=z=0: %d\n", zero_hits);
  printf("%d failure(s)\n", W_failures);
  return W_failures != 0;
}
