// Each configuration of seed 000's Table 4 runs and writes the same
// outputs as `forage run` (Test-Comp suite, tests.jsonl, stats.json with a
// record per round: runs, acceptance rate, domains, coverage, bugs).
// A(LP) and A(BBOX) build constraints from the path trie; B and C do not.
// RUN: rm -rf %t.lp && %forage-bin sample %s --seed 3 --rounds 3 --samples 200 --no-progress --out %t.lp | FileCheck --check-prefix=LP %s
// RUN: FileCheck --check-prefix=STATS %s < %t.lp/stats.json
// RUN: test -f %t.lp/metadata.xml && test -f %t.lp/test-00001.xml
// RUN: rm -rf %t.bb && %forage-bin sample %s --config bbox --seed 3 --rounds 3 --samples 200 --no-progress --out %t.bb | FileCheck --check-prefix=BBOX %s
// RUN: rm -rf %t.b && %forage-bin sample %s --config bias-only --seed 3 --rounds 3 --samples 200 --no-progress --out %t.b | FileCheck --check-prefix=B %s
// RUN: rm -rf %t.c && %forage-bin sample %s --config uniform --seed 3 --rounds 3 --samples 200 --no-progress --out %t.c | FileCheck --check-prefix=C %s
// RUN: FileCheck --check-prefix=CSTATS %s < %t.c/stats.json
// RUN: not %forage-bin sample %s --config nope 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %forage-bin sample %s --range x=5 2>&1 | FileCheck --check-prefix=BADRANGE %s
// LP: sampled with A(LP)
// LP: branches: 6/6
// BBOX: sampled with A(BBOX)
// BBOX: branches: 6/6
// B: sampled with B
// B: paths: 0 symbolic
// C: sampled with C
// C: runs: 600
// STATS: "config": "A(LP)"
// STATS: "domains_feasible": {{[1-9]}}
// STATS: "acceptance_rate":
// STATS: "domains":
// STATS: "round": 3
// CSTATS: "config": "C"
// BAD: forage: error: unknown --config 'nope'
// BADRANGE: forage: error: --range x=5 is not NAME=LO:HI
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x == 123456) // a flip of the trie's decision: a linear domain
    return 1;
  if (x + y > 10 && y < -7)
    return 2;
  return 0;
}
