// UniformRandomSearch generates each path with probability 2^-k, k its
// symbolic branches (seed 001, Prop. 1). On this tree the paths are
// C (x <= 0; k = 1, p = 1/2), A (x > 0, y > 0; 1/4), and B1 and B2 (x > 0,
// y <= 0, z either way; 1/8 each). stats.json counts the path each walk
// ended on; a chi-square test (3 degrees of freedom) must not reject the
// distribution at the 0.1% level (critical value 16.27), over 1000+ walks.
// RUN: rm -rf %t && %forage %s --out %t --strategy uniform-random --max-iterations 4000 > /dev/null
// RUN: python3 %S/Inputs/chi_square_paths.py %t/stats.json 1000 16.27 | FileCheck %s
// CHECK: paths: 4
// CHECK: chi-square ok
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int z = __VERIFIER_nondet_int();
  if (x > 0) {
    if (y > 0)
      return 1; // A
    if (z > 0)
      return 2; // B1
    return 3;   // B2
  }
  return 0; // C
}
