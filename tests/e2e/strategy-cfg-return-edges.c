// The paper's CFCG has no return edges: from a branch inside a helper no
// static path leads back to its caller. Here every symbolic branch of the
// first run (all zeros) is inside in_range(), and the code after the checks
// is only reached once all of them pass. --cfg-return-edges adds an edge
// from each return to what follows the call, and cfg walks through the
// checks to the error. Plain cfg used to fall back to random restarts,
// which never pass the checks; it now goes back to the earlier paths
// (those it left for one that covered a new branch), whose branches inside
// in_range() still lead to uncovered ones, and gets there as well.
// RUN: rm -rf %t && %forage %s --out %t/paper --strategy cfg --max-iterations 200 > %t.paper; echo "exit=$?" >> %t.paper
// RUN: FileCheck --check-prefix=PAPER %s < %t.paper
// RUN: FileCheck --check-prefix=STATS %s < %t/paper/stats.json
// RUN: %forage %s --out %t/returns --strategy cfg --cfg-return-edges --max-iterations 200 > %t.returns; echo "exit=$?" >> %t.returns
// RUN: FileCheck --check-prefix=RETURNS %s < %t.returns
// PAPER: bug: reach-error at {{.*}}strategy-cfg-return-edges.c:[[@LINE+24]]
// PAPER: exit=1
// STATS: "cfg_back_to_earlier_paths": {{[1-9]}}
// RETURNS: bug: reach-error at {{.*}}strategy-cfg-return-edges.c:[[@LINE+21]]
// RETURNS: exit=1
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  if (!in_range(a, 10, 20))
    return 1;
  if (!in_range(b, 30, 40))
    return 1;
  if (!in_range(c, 50, 60))
    return 1;
  if (!in_range(d, 70, 80))
    return 1;
  if (a + b + c + d == 180)
    reach_error();
  return 0;
}
