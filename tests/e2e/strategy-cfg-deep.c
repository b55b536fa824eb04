// --strategy cfg (seed 001, section 4) against bounded DFS at the same
// iteration budget. The error sits behind `mode == 7`, which comes before a
// loop of 14 symbolic branches. DFS forces the deepest branch first, so it
// works through the loop's 2^14 paths (bounded: every path with at most 10
// forced branches) before it gets back to `mode`; cfg picks the branch whose
// other side is closest to an uncovered branch in the CFCG (here: reaching
// check() through the call graph) and finds the error in a few iterations.
// RUN: rm -rf %t && %forage %s --out %t/cfg --strategy cfg --max-iterations 150 > %t.cfg; echo "exit=$?" >> %t.cfg
// RUN: FileCheck --check-prefix=CFG %s < %t.cfg
// RUN: %forage %s --out %t/dfs --strategy bounded-dfs --depth 10 --max-iterations 150 > %t.dfs; echo "exit=$?" >> %t.dfs
// RUN: FileCheck --check-prefix=DFS %s < %t.dfs
// CFG: explored with cfg
// CFG: branches: 8/8
// CFG: bug: reach-error at {{.*}}strategy-cfg-deep.c:[[@LINE+13]]
// CFG: exit=1
// DFS: explored with bounded-dfs
// DFS: executions: 150
// DFS: branches: 5/8
// DFS: bugs: 0
// DFS: exit=0
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

static void check(int y) {
  if (y == 4242)
    reach_error();
}

int main(void) {
  int mode = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (mode == 7)
    check(y);
  int spaces = 0;
  for (int i = 0; i < 14; ++i)
    if (__VERIFIER_nondet_char() == ' ')
      ++spaces;
  return spaces;
}
