/* An nsichneu-like Petri net, scalarised (seed 003, Fig. 3).
   Written by bench/crabs/gen_nsichneu.py --places 6 --transitions 8 --rounds 2 --perms 3 --seed 1. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int P1_is_marked;
long P1_m0, P1_m1, P1_m2, P1_m3, P1_m4, P1_m5;
int P2_is_marked;
long P2_m0, P2_m1, P2_m2, P2_m3, P2_m4, P2_m5;
int P3_is_marked;
long P3_m0, P3_m1, P3_m2, P3_m3, P3_m4, P3_m5;
int P4_is_marked;
long P4_m0, P4_m1, P4_m2, P4_m3, P4_m4, P4_m5;
int P5_is_marked;
long P5_m0, P5_m1, P5_m2, P5_m3, P5_m4, P5_m5;
int P6_is_marked;
long P6_m0, P6_m1, P6_m2, P6_m3, P6_m4, P6_m5;

int main(void) {
  P1_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P1_is_marked >= 0 && P1_is_marked <= 6);
  P1_m0 = __VERIFIER_nondet_int();
  P1_m1 = __VERIFIER_nondet_int();
  P1_m2 = __VERIFIER_nondet_int();
  P1_m3 = __VERIFIER_nondet_int();
  P1_m4 = __VERIFIER_nondet_int();
  P1_m5 = __VERIFIER_nondet_int();
  P2_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P2_is_marked >= 0 && P2_is_marked <= 6);
  P2_m0 = __VERIFIER_nondet_int();
  P2_m1 = __VERIFIER_nondet_int();
  P2_m2 = __VERIFIER_nondet_int();
  P2_m3 = __VERIFIER_nondet_int();
  P2_m4 = __VERIFIER_nondet_int();
  P2_m5 = __VERIFIER_nondet_int();
  P3_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P3_is_marked >= 0 && P3_is_marked <= 6);
  P3_m0 = __VERIFIER_nondet_int();
  P3_m1 = __VERIFIER_nondet_int();
  P3_m2 = __VERIFIER_nondet_int();
  P3_m3 = __VERIFIER_nondet_int();
  P3_m4 = __VERIFIER_nondet_int();
  P3_m5 = __VERIFIER_nondet_int();
  P4_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P4_is_marked >= 0 && P4_is_marked <= 6);
  P4_m0 = __VERIFIER_nondet_int();
  P4_m1 = __VERIFIER_nondet_int();
  P4_m2 = __VERIFIER_nondet_int();
  P4_m3 = __VERIFIER_nondet_int();
  P4_m4 = __VERIFIER_nondet_int();
  P4_m5 = __VERIFIER_nondet_int();
  P5_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P5_is_marked >= 0 && P5_is_marked <= 6);
  P5_m0 = __VERIFIER_nondet_int();
  P5_m1 = __VERIFIER_nondet_int();
  P5_m2 = __VERIFIER_nondet_int();
  P5_m3 = __VERIFIER_nondet_int();
  P5_m4 = __VERIFIER_nondet_int();
  P5_m5 = __VERIFIER_nondet_int();
  P6_is_marked = __VERIFIER_nondet_int();
  __VERIFIER_assume(P6_is_marked >= 0 && P6_is_marked <= 6);
  P6_m0 = __VERIFIER_nondet_int();
  P6_m1 = __VERIFIER_nondet_int();
  P6_m2 = __VERIFIER_nondet_int();
  P6_m3 = __VERIFIER_nondet_int();
  P6_m4 = __VERIFIER_nondet_int();
  P6_m5 = __VERIFIER_nondet_int();
  for (int round = 0; round < 2; round++) {
    /* T1, tokens of P2 in order 2, 1, 0 */
    if (P2_is_marked >= 3 && P5_is_marked + 3 <= 6 && P2_m1 == P2_m0) {
      long a = P2_m2, b = P2_m1;
      if (a <= b) {
        P2_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T1, tokens of P2 in order 1, 0, 2 */
    if (P2_is_marked >= 3 && P5_is_marked + 3 <= 6 && P2_m0 == P2_m2) {
      long a = P2_m1, b = P2_m0;
      if (a <= b) {
        P2_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T1, tokens of P2 in order 0, 2, 1 */
    if (P2_is_marked >= 3 && P5_is_marked + 3 <= 6 && P2_m2 == P2_m1) {
      long a = P2_m0, b = P2_m2;
      if (a <= b) {
        P2_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T2, tokens of P2 in order 0, 3, 1, 2 */
    if (P2_is_marked >= 4 && P1_is_marked + 3 <= 6 && P2_m3 == P2_m1 && P2_m3 == P2_m2) {
      long a = P2_m0, b = P2_m3;
      if (a < b) {
        P2_is_marked -= 4;
        long c = a - b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T2, tokens of P2 in order 0, 2, 1, 3 */
    if (P2_is_marked >= 4 && P1_is_marked + 3 <= 6 && P2_m2 == P2_m1 && P2_m2 == P2_m3) {
      long a = P2_m0, b = P2_m2;
      if (a < b) {
        P2_is_marked -= 4;
        long c = a - b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T2, tokens of P2 in order 1, 3, 2, 0 */
    if (P2_is_marked >= 4 && P1_is_marked + 3 <= 6 && P2_m3 == P2_m2 && P2_m3 == P2_m0) {
      long a = P2_m1, b = P2_m3;
      if (a < b) {
        P2_is_marked -= 4;
        long c = a - b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T3, tokens of P5 in order 3, 0, 2, 1 */
    if (P5_is_marked >= 4 && P2_is_marked + 3 <= 6 && P5_m0 == P5_m2 && P5_m0 == P5_m1) {
      long a = P5_m3, b = P5_m0;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T3, tokens of P5 in order 3, 0, 1, 2 */
    if (P5_is_marked >= 4 && P2_is_marked + 3 <= 6 && P5_m0 == P5_m1 && P5_m0 == P5_m2) {
      long a = P5_m3, b = P5_m0;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T3, tokens of P5 in order 3, 2, 1, 0 */
    if (P5_is_marked >= 4 && P2_is_marked + 3 <= 6 && P5_m2 == P5_m1 && P5_m2 == P5_m0) {
      long a = P5_m3, b = P5_m2;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T4, tokens of P5 in order 0, 3, 1, 2 */
    if (P5_is_marked >= 4 && P1_is_marked + 3 <= 6 && P5_m3 == P5_m1 && P5_m3 == P5_m2) {
      long a = P5_m0, b = P5_m3;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T4, tokens of P5 in order 3, 0, 1, 2 */
    if (P5_is_marked >= 4 && P1_is_marked + 3 <= 6 && P5_m0 == P5_m1 && P5_m0 == P5_m2) {
      long a = P5_m3, b = P5_m0;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T4, tokens of P5 in order 3, 2, 0, 1 */
    if (P5_is_marked >= 4 && P1_is_marked + 3 <= 6 && P5_m2 == P5_m0 && P5_m2 == P5_m1) {
      long a = P5_m3, b = P5_m2;
      if (a > b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P1_is_marked + 0 == 0) P1_m0 = a;
        else if (P1_is_marked + 0 == 1) P1_m1 = a;
        else if (P1_is_marked + 0 == 2) P1_m2 = a;
        else if (P1_is_marked + 0 == 3) P1_m3 = a;
        else if (P1_is_marked + 0 == 4) P1_m4 = a;
        else if (P1_is_marked + 0 == 5) P1_m5 = a;
        if (P1_is_marked + 1 == 0) P1_m0 = b;
        else if (P1_is_marked + 1 == 1) P1_m1 = b;
        else if (P1_is_marked + 1 == 2) P1_m2 = b;
        else if (P1_is_marked + 1 == 3) P1_m3 = b;
        else if (P1_is_marked + 1 == 4) P1_m4 = b;
        else if (P1_is_marked + 1 == 5) P1_m5 = b;
        if (P1_is_marked + 2 == 0) P1_m0 = c;
        else if (P1_is_marked + 2 == 1) P1_m1 = c;
        else if (P1_is_marked + 2 == 2) P1_m2 = c;
        else if (P1_is_marked + 2 == 3) P1_m3 = c;
        else if (P1_is_marked + 2 == 4) P1_m4 = c;
        else if (P1_is_marked + 2 == 5) P1_m5 = c;
        P1_is_marked += 3;
      }
    }
    /* T5, tokens of P6 in order 2, 1, 0 */
    if (P6_is_marked >= 3 && P2_is_marked + 3 <= 6 && P6_m1 == P6_m0) {
      long a = P6_m2, b = P6_m1;
      if (a > b) {
        P6_is_marked -= 3;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T5, tokens of P6 in order 1, 0, 2 */
    if (P6_is_marked >= 3 && P2_is_marked + 3 <= 6 && P6_m0 == P6_m2) {
      long a = P6_m1, b = P6_m0;
      if (a > b) {
        P6_is_marked -= 3;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T5, tokens of P6 in order 1, 2, 0 */
    if (P6_is_marked >= 3 && P2_is_marked + 3 <= 6 && P6_m2 == P6_m0) {
      long a = P6_m1, b = P6_m2;
      if (a > b) {
        P6_is_marked -= 3;
        long c = a + b;
        if (P2_is_marked + 0 == 0) P2_m0 = a;
        else if (P2_is_marked + 0 == 1) P2_m1 = a;
        else if (P2_is_marked + 0 == 2) P2_m2 = a;
        else if (P2_is_marked + 0 == 3) P2_m3 = a;
        else if (P2_is_marked + 0 == 4) P2_m4 = a;
        else if (P2_is_marked + 0 == 5) P2_m5 = a;
        if (P2_is_marked + 1 == 0) P2_m0 = b;
        else if (P2_is_marked + 1 == 1) P2_m1 = b;
        else if (P2_is_marked + 1 == 2) P2_m2 = b;
        else if (P2_is_marked + 1 == 3) P2_m3 = b;
        else if (P2_is_marked + 1 == 4) P2_m4 = b;
        else if (P2_is_marked + 1 == 5) P2_m5 = b;
        if (P2_is_marked + 2 == 0) P2_m0 = c;
        else if (P2_is_marked + 2 == 1) P2_m1 = c;
        else if (P2_is_marked + 2 == 2) P2_m2 = c;
        else if (P2_is_marked + 2 == 3) P2_m3 = c;
        else if (P2_is_marked + 2 == 4) P2_m4 = c;
        else if (P2_is_marked + 2 == 5) P2_m5 = c;
        P2_is_marked += 3;
      }
    }
    /* T6, tokens of P5 in order 3, 2, 0, 1 */
    if (P5_is_marked >= 4 && P3_is_marked + 3 <= 6 && P5_m2 == P5_m0 && P5_m2 == P5_m1) {
      long a = P5_m3, b = P5_m2;
      if (a <= b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P3_is_marked + 0 == 0) P3_m0 = a;
        else if (P3_is_marked + 0 == 1) P3_m1 = a;
        else if (P3_is_marked + 0 == 2) P3_m2 = a;
        else if (P3_is_marked + 0 == 3) P3_m3 = a;
        else if (P3_is_marked + 0 == 4) P3_m4 = a;
        else if (P3_is_marked + 0 == 5) P3_m5 = a;
        if (P3_is_marked + 1 == 0) P3_m0 = b;
        else if (P3_is_marked + 1 == 1) P3_m1 = b;
        else if (P3_is_marked + 1 == 2) P3_m2 = b;
        else if (P3_is_marked + 1 == 3) P3_m3 = b;
        else if (P3_is_marked + 1 == 4) P3_m4 = b;
        else if (P3_is_marked + 1 == 5) P3_m5 = b;
        if (P3_is_marked + 2 == 0) P3_m0 = c;
        else if (P3_is_marked + 2 == 1) P3_m1 = c;
        else if (P3_is_marked + 2 == 2) P3_m2 = c;
        else if (P3_is_marked + 2 == 3) P3_m3 = c;
        else if (P3_is_marked + 2 == 4) P3_m4 = c;
        else if (P3_is_marked + 2 == 5) P3_m5 = c;
        P3_is_marked += 3;
      }
    }
    /* T6, tokens of P5 in order 0, 1, 3, 2 */
    if (P5_is_marked >= 4 && P3_is_marked + 3 <= 6 && P5_m1 == P5_m3 && P5_m1 == P5_m2) {
      long a = P5_m0, b = P5_m1;
      if (a <= b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P3_is_marked + 0 == 0) P3_m0 = a;
        else if (P3_is_marked + 0 == 1) P3_m1 = a;
        else if (P3_is_marked + 0 == 2) P3_m2 = a;
        else if (P3_is_marked + 0 == 3) P3_m3 = a;
        else if (P3_is_marked + 0 == 4) P3_m4 = a;
        else if (P3_is_marked + 0 == 5) P3_m5 = a;
        if (P3_is_marked + 1 == 0) P3_m0 = b;
        else if (P3_is_marked + 1 == 1) P3_m1 = b;
        else if (P3_is_marked + 1 == 2) P3_m2 = b;
        else if (P3_is_marked + 1 == 3) P3_m3 = b;
        else if (P3_is_marked + 1 == 4) P3_m4 = b;
        else if (P3_is_marked + 1 == 5) P3_m5 = b;
        if (P3_is_marked + 2 == 0) P3_m0 = c;
        else if (P3_is_marked + 2 == 1) P3_m1 = c;
        else if (P3_is_marked + 2 == 2) P3_m2 = c;
        else if (P3_is_marked + 2 == 3) P3_m3 = c;
        else if (P3_is_marked + 2 == 4) P3_m4 = c;
        else if (P3_is_marked + 2 == 5) P3_m5 = c;
        P3_is_marked += 3;
      }
    }
    /* T6, tokens of P5 in order 2, 0, 3, 1 */
    if (P5_is_marked >= 4 && P3_is_marked + 3 <= 6 && P5_m0 == P5_m3 && P5_m0 == P5_m1) {
      long a = P5_m2, b = P5_m0;
      if (a <= b) {
        P5_is_marked -= 4;
        long c = a + b;
        if (P3_is_marked + 0 == 0) P3_m0 = a;
        else if (P3_is_marked + 0 == 1) P3_m1 = a;
        else if (P3_is_marked + 0 == 2) P3_m2 = a;
        else if (P3_is_marked + 0 == 3) P3_m3 = a;
        else if (P3_is_marked + 0 == 4) P3_m4 = a;
        else if (P3_is_marked + 0 == 5) P3_m5 = a;
        if (P3_is_marked + 1 == 0) P3_m0 = b;
        else if (P3_is_marked + 1 == 1) P3_m1 = b;
        else if (P3_is_marked + 1 == 2) P3_m2 = b;
        else if (P3_is_marked + 1 == 3) P3_m3 = b;
        else if (P3_is_marked + 1 == 4) P3_m4 = b;
        else if (P3_is_marked + 1 == 5) P3_m5 = b;
        if (P3_is_marked + 2 == 0) P3_m0 = c;
        else if (P3_is_marked + 2 == 1) P3_m1 = c;
        else if (P3_is_marked + 2 == 2) P3_m2 = c;
        else if (P3_is_marked + 2 == 3) P3_m3 = c;
        else if (P3_is_marked + 2 == 4) P3_m4 = c;
        else if (P3_is_marked + 2 == 5) P3_m5 = c;
        P3_is_marked += 3;
      }
    }
    /* T7, tokens of P4 in order 1, 0, 2 */
    if (P4_is_marked >= 3 && P5_is_marked + 3 <= 6 && P4_m0 == P4_m2) {
      long a = P4_m1, b = P4_m0;
      if (a > b) {
        P4_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T7, tokens of P4 in order 1, 2, 0 */
    if (P4_is_marked >= 3 && P5_is_marked + 3 <= 6 && P4_m2 == P4_m0) {
      long a = P4_m1, b = P4_m2;
      if (a > b) {
        P4_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T7, tokens of P4 in order 0, 1, 2 */
    if (P4_is_marked >= 3 && P5_is_marked + 3 <= 6 && P4_m1 == P4_m2) {
      long a = P4_m0, b = P4_m1;
      if (a > b) {
        P4_is_marked -= 3;
        long c = a + b;
        if (P5_is_marked + 0 == 0) P5_m0 = a;
        else if (P5_is_marked + 0 == 1) P5_m1 = a;
        else if (P5_is_marked + 0 == 2) P5_m2 = a;
        else if (P5_is_marked + 0 == 3) P5_m3 = a;
        else if (P5_is_marked + 0 == 4) P5_m4 = a;
        else if (P5_is_marked + 0 == 5) P5_m5 = a;
        if (P5_is_marked + 1 == 0) P5_m0 = b;
        else if (P5_is_marked + 1 == 1) P5_m1 = b;
        else if (P5_is_marked + 1 == 2) P5_m2 = b;
        else if (P5_is_marked + 1 == 3) P5_m3 = b;
        else if (P5_is_marked + 1 == 4) P5_m4 = b;
        else if (P5_is_marked + 1 == 5) P5_m5 = b;
        if (P5_is_marked + 2 == 0) P5_m0 = c;
        else if (P5_is_marked + 2 == 1) P5_m1 = c;
        else if (P5_is_marked + 2 == 2) P5_m2 = c;
        else if (P5_is_marked + 2 == 3) P5_m3 = c;
        else if (P5_is_marked + 2 == 4) P5_m4 = c;
        else if (P5_is_marked + 2 == 5) P5_m5 = c;
        P5_is_marked += 3;
      }
    }
    /* T8, tokens of P1 in order 2, 1, 0 */
    if (P1_is_marked >= 3 && P6_is_marked + 3 <= 6 && P1_m1 == P1_m0) {
      long a = P1_m2, b = P1_m1;
      if (a < b) {
        P1_is_marked -= 3;
        long c = a - b;
        if (P6_is_marked + 0 == 0) P6_m0 = a;
        else if (P6_is_marked + 0 == 1) P6_m1 = a;
        else if (P6_is_marked + 0 == 2) P6_m2 = a;
        else if (P6_is_marked + 0 == 3) P6_m3 = a;
        else if (P6_is_marked + 0 == 4) P6_m4 = a;
        else if (P6_is_marked + 0 == 5) P6_m5 = a;
        if (P6_is_marked + 1 == 0) P6_m0 = b;
        else if (P6_is_marked + 1 == 1) P6_m1 = b;
        else if (P6_is_marked + 1 == 2) P6_m2 = b;
        else if (P6_is_marked + 1 == 3) P6_m3 = b;
        else if (P6_is_marked + 1 == 4) P6_m4 = b;
        else if (P6_is_marked + 1 == 5) P6_m5 = b;
        if (P6_is_marked + 2 == 0) P6_m0 = c;
        else if (P6_is_marked + 2 == 1) P6_m1 = c;
        else if (P6_is_marked + 2 == 2) P6_m2 = c;
        else if (P6_is_marked + 2 == 3) P6_m3 = c;
        else if (P6_is_marked + 2 == 4) P6_m4 = c;
        else if (P6_is_marked + 2 == 5) P6_m5 = c;
        P6_is_marked += 3;
      }
    }
    /* T8, tokens of P1 in order 0, 2, 1 */
    if (P1_is_marked >= 3 && P6_is_marked + 3 <= 6 && P1_m2 == P1_m1) {
      long a = P1_m0, b = P1_m2;
      if (a < b) {
        P1_is_marked -= 3;
        long c = a - b;
        if (P6_is_marked + 0 == 0) P6_m0 = a;
        else if (P6_is_marked + 0 == 1) P6_m1 = a;
        else if (P6_is_marked + 0 == 2) P6_m2 = a;
        else if (P6_is_marked + 0 == 3) P6_m3 = a;
        else if (P6_is_marked + 0 == 4) P6_m4 = a;
        else if (P6_is_marked + 0 == 5) P6_m5 = a;
        if (P6_is_marked + 1 == 0) P6_m0 = b;
        else if (P6_is_marked + 1 == 1) P6_m1 = b;
        else if (P6_is_marked + 1 == 2) P6_m2 = b;
        else if (P6_is_marked + 1 == 3) P6_m3 = b;
        else if (P6_is_marked + 1 == 4) P6_m4 = b;
        else if (P6_is_marked + 1 == 5) P6_m5 = b;
        if (P6_is_marked + 2 == 0) P6_m0 = c;
        else if (P6_is_marked + 2 == 1) P6_m1 = c;
        else if (P6_is_marked + 2 == 2) P6_m2 = c;
        else if (P6_is_marked + 2 == 3) P6_m3 = c;
        else if (P6_is_marked + 2 == 4) P6_m4 = c;
        else if (P6_is_marked + 2 == 5) P6_m5 = c;
        P6_is_marked += 3;
      }
    }
    /* T8, tokens of P1 in order 2, 0, 1 */
    if (P1_is_marked >= 3 && P6_is_marked + 3 <= 6 && P1_m0 == P1_m1) {
      long a = P1_m2, b = P1_m0;
      if (a < b) {
        P1_is_marked -= 3;
        long c = a - b;
        if (P6_is_marked + 0 == 0) P6_m0 = a;
        else if (P6_is_marked + 0 == 1) P6_m1 = a;
        else if (P6_is_marked + 0 == 2) P6_m2 = a;
        else if (P6_is_marked + 0 == 3) P6_m3 = a;
        else if (P6_is_marked + 0 == 4) P6_m4 = a;
        else if (P6_is_marked + 0 == 5) P6_m5 = a;
        if (P6_is_marked + 1 == 0) P6_m0 = b;
        else if (P6_is_marked + 1 == 1) P6_m1 = b;
        else if (P6_is_marked + 1 == 2) P6_m2 = b;
        else if (P6_is_marked + 1 == 3) P6_m3 = b;
        else if (P6_is_marked + 1 == 4) P6_m4 = b;
        else if (P6_is_marked + 1 == 5) P6_m5 = b;
        if (P6_is_marked + 2 == 0) P6_m0 = c;
        else if (P6_is_marked + 2 == 1) P6_m1 = c;
        else if (P6_is_marked + 2 == 2) P6_m2 = c;
        else if (P6_is_marked + 2 == 3) P6_m3 = c;
        else if (P6_is_marked + 2 == 4) P6_m4 = c;
        else if (P6_is_marked + 2 == 5) P6_m5 = c;
        P6_is_marked += 3;
      }
    }
  }
  return (P1_is_marked + P2_is_marked + P3_is_marked + P4_is_marked + P5_is_marked + P6_is_marked) % 2;
}
