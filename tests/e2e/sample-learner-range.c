// The range learner (seed 000, sections 6.4 and 7.2): the bug needs a
// counter far outside the range short random sequences keep it in (25
// more "take" than "give" operations). Biased sampling with the range
// learner alone pushes the observed range of take()'s argument outwards
// round after round and reaches it; with a flat bias (--learners none)
// the same budget does not.
// RUN: rm -rf %t.r %t.n
// RUN: %forage-bin sample %s --config bias-only --learners range --rounds 5 --samples 500 --seed 1 --no-progress --out %t.r > %t.r.out; echo "exit=$?" >> %t.r.out
// RUN: FileCheck --check-prefix=RANGE %s < %t.r.out
// RUN: %forage-bin sample %s --config bias-only --learners none --rounds 5 --samples 500 --seed 1 --no-progress --out %t.n > %t.n.out; echo "exit=$?" >> %t.n.out
// RUN: FileCheck --check-prefix=NONE %s < %t.n.out
// RANGE: bugs: 1
// RANGE: exit=1
// NONE: bugs: 0
// NONE: exit=0
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int hist[25];

static int take(int tokens, int n) {
  hist[tokens] = n; // out of bounds once tokens reaches 25
  return tokens + 1;
}

static int give(int tokens) { return tokens > 0 ? tokens - 1 : 0; }

int main(void) {
  int steps = __VERIFIER_nondet_int(), tokens = 0;
  __VERIFIER_assume(steps >= 1 && steps <= 40);
  for (int s = 0; s < steps; s++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= 0 && op <= 2);
    if (op == 0)
      tokens = take(tokens, s);
    else if (op == 1)
      tokens = give(tokens);
    else
      tokens = give(give(tokens));
  }
  return tokens;
}
