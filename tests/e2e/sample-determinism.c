// Every random choice of forage sample comes from --seed: two runs with
// the same seed write the same tests (inputs, order, executions) and the
// same per-round figures; another seed samples other inputs.
// RUN: rm -rf %t.1 %t.2 %t.3
// RUN: %forage-bin sample %s --seed 7 --rounds 3 --samples 300 --no-progress --out %t.1 > /dev/null; test $? -le 1
// RUN: %forage-bin sample %s --seed 7 --rounds 3 --samples 300 --no-progress --out %t.2 > /dev/null; test $? -le 1
// RUN: %forage-bin sample %s --seed 8 --rounds 3 --samples 300 --no-progress --out %t.3 > /dev/null; test $? -le 1
// RUN: sed 's/"seconds":[^,}]*//' %t.1/tests.jsonl > %t.1.tests
// RUN: sed 's/"seconds":[^,}]*//' %t.2/tests.jsonl > %t.2.tests
// RUN: sed 's/"seconds":[^,}]*//' %t.3/tests.jsonl > %t.3.tests
// RUN: diff %t.1.tests %t.2.tests
// RUN: not diff -q %t.1.tests %t.3.tests
// RUN: grep -E '"(runs|accepted|trie_nodes)"' %t.1/stats.json > %t.1.rounds
// RUN: grep -E '"(runs|accepted|trie_nodes)"' %t.2/stats.json > %t.2.rounds
// RUN: diff %t.1.rounds %t.2.rounds
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int() % 8, acc = 0;
  for (int i = 0; i < n; i++) {
    int v = __VERIFIER_nondet_int();
    if (v > 1000 && v < 5000)
      acc += 2;
    else if (v < -100000)
      acc -= 1;
  }
  if (acc == 5)
    reach_error();
  return 0;
}
