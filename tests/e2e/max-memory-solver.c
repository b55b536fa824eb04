// --max-memory holds while Z3 solves: a deep nested recursion's path
// condition (thousands of linear constraints on one input) once took Z3
// 2 GB and seconds past its time limit. Z3's own allocator is capped at
// what --max-memory leaves above forage's memory at the start, so a
// runaway check stops inside Z3 (answering unknown), and the solver
// thread's caller watches resident memory and interrupts a check, or
// leaves it behind, once the budget's stop level is passed. Since the cap
// a budget of 250 MB took a few thousand executions (70 s idle) to reach,
// and under load --time came first. Here the budget is 150 MB, which the
// run reaches within 1000 iterations (7 s idle, peak 135 MB); the test
// asserts what must hold whichever limit ends the run: the peak stays
// under the budget, and the summary and tests are written. (--time is only
// a cap for a very slow machine.)
// RUN: rm -rf %t && %forage %s --strategy hybrid --max-memory 150 --max-iterations 1000 --time 300 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json')); sys.exit(not (s['peak_rss_mb'] <= 150))"
// CHECK: ({{memory budget reached \(--max-memory\)|iteration budget reached \(--max-iterations\)|time budget reached \(--time\)}})
// CHECK: tests: {{[1-9]}}
// CHECK: exit={{[01]}}
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static int nest(int x) {
  if (x > 100)
    return x - 10;
  return nest(nest(x + 11));
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = nest(x);
  if (r != 91 && !(x > 101 && r == x - 10))
    reach_error();
  return 0;
}
