// Every searcher reaches full branch coverage of a small program with a
// loop, calls and a table lookup at a symbolic index, as gcov confirms.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: for s in dfs bfs random-state random-path nurs:covnew nurs:md2u nurs:depth nurs:icnt nurs:cpicnt nurs:qc; do %forage %s --mode symbolic --search $s --out %t.d/$s --replay | grep "gcov:"; done > %t.out
// RUN: grep -c -E "gcov: +24/24 branches taken" %t.out | FileCheck %s
// CHECK: 10
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);

static int classify(char c) {
  if (c >= '0' && c <= '9')
    return 0;
  if (c >= 'a' && c <= 'z')
    return 1;
  return 2;
}

static const int Weight[4] = {3, 5, 7, 11};

int main(void) {
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < 3; ++i)
    counts[classify(__VERIFIER_nondet_char())]++;
  int k = __VERIFIER_nondet_int();
  int score = 0;
  if (k >= 0 && k < 4 && Weight[k] > 6)
    score = Weight[k];
  if (counts[0] == 3)
    score += 1;
  if (counts[1] == 2 && counts[2] == 1)
    score += 2;
  if (score == 13)
    return 1;
  return 0;
}
