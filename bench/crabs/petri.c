/* petri.c - an nsichneu-like Petri net (seed 003, Section 5): a fixed
   number of rounds over a long chain of guarded transitions on a few
   places whose initial marking is the input; some transitions need long
   firing sequences, some can never fire (tokens of the last places are
   only ever consumed). Generated once with a fixed seed; edit freely. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int p[10];
  for (int i = 0; i < 10; i++) {
    p[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(p[i] >= 0 && p[i] <= 2);
  }
  int fired = 0;
  for (int round = 0; round < 4; round++) {
    if (p[3] >= 1 && p[4] >= 1) { p[3]--; p[2]++; fired++; }
    if (p[5] >= 1 && p[4] >= 2) { p[5]--; p[7]++; fired++; }
    if (p[1] >= 1 && p[4] >= 1) { p[1]--; p[0]++; fired++; }
    if (p[7] >= 1 && p[2] >= 2) { p[7]--; p[3]++; fired++; }
    if (p[3] >= 1 && p[5] >= 1) { p[3]--; p[7]++; fired++; }
    if (p[7] >= 1 && p[3] >= 2) { p[7]--; p[2]++; fired++; }
    if (p[3] >= 1 && p[5] >= 1) { p[3]--; p[2]++; fired++; }
    if (p[6] >= 1 && p[5] >= 2) { p[6]--; p[0]++; fired++; }
    if (p[8] >= 1 && p[7] >= 1) { p[8]--; p[0]++; fired++; }
    if (p[4] >= 1 && p[6] >= 2) { p[4]--; p[0]++; fired++; }
    if (p[4] >= 1 && p[3] >= 1) { p[4]--; p[6]++; fired++; }
    if (p[6] >= 1 && p[3] >= 2) { p[6]--; p[7]++; fired++; }
    if (p[2] >= 1 && p[7] >= 1) { p[2]--; p[1]++; fired++; }
    if (p[0] >= 1 && p[1] >= 2) { p[0]--; p[7]++; fired++; }
    if (p[3] >= 1 && p[2] >= 1) { p[3]--; p[6]++; fired++; }
    if (p[4] >= 1 && p[3] >= 2) { p[4]--; p[6]++; fired++; }
    if (p[5] >= 1 && p[4] >= 1) { p[5]--; p[6]++; fired++; }
    if (p[9] >= 1 && p[2] >= 2) { p[9]--; p[0]++; fired++; }
    if (p[4] >= 1 && p[7] >= 1) { p[4]--; p[2]++; fired++; }
    if (p[5] >= 1 && p[4] >= 2) { p[5]--; p[1]++; fired++; }
    if (p[3] >= 1 && p[5] >= 1) { p[3]--; p[4]++; fired++; }
    if (p[4] >= 1 && p[0] >= 2) { p[4]--; p[1]++; fired++; }
    if (p[7] >= 1 && p[6] >= 1) { p[7]--; p[7]++; fired++; }
    if (p[1] >= 1 && p[2] >= 2) { p[1]--; p[1]++; fired++; }
    if (p[6] >= 1 && p[1] >= 1) { p[6]--; p[0]++; fired++; }
    if (p[4] >= 1 && p[3] >= 2) { p[4]--; p[6]++; fired++; }
    if (p[8] >= 1 && p[0] >= 1) { p[8]--; p[0]++; fired++; }
    if (p[6] >= 1 && p[5] >= 2) { p[6]--; p[5]++; fired++; }
    if (p[4] >= 1 && p[7] >= 1) { p[4]--; p[3]++; fired++; }
    if (p[0] >= 1 && p[2] >= 2) { p[0]--; p[0]++; fired++; }
    if (p[1] >= 1 && p[0] >= 1) { p[1]--; p[0]++; fired++; }
    if (p[3] >= 1 && p[7] >= 2) { p[3]--; p[4]++; fired++; }
    if (p[4] >= 1 && p[1] >= 1) { p[4]--; p[0]++; fired++; }
    if (p[5] >= 1 && p[2] >= 2) { p[5]--; p[5]++; fired++; }
    if (p[2] >= 1 && p[6] >= 1) { p[2]--; p[6]++; fired++; }
    if (p[9] >= 1 && p[3] >= 2) { p[9]--; p[6]++; fired++; }
  }
  if (fired > 20)
    return 1;
  return 0;
}
