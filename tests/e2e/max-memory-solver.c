// --max-memory holds while Z3 solves: a deep nested recursion's path
// condition (thousands of linear constraints on one input) once took Z3
// 2 GB and seconds past its time limit. Z3's checks run on a solver thread
// whose caller watches resident memory and interrupts the check, or leaves
// it behind, once the budget's stop level is passed; the run then ends on
// the memory budget with its summary and tests. --time is only a cap far
// above what the run takes (17 s on a busy machine), so that a loaded
// machine ends it on memory too.
// RUN: rm -rf %t && %forage %s --strategy hybrid --max-memory 250 --time 120 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// Z3's own allocator is capped at what --max-memory leaves above forage's
// memory at the start, so a runaway check stops inside Z3 (answering
// unknown) before the solver thread's watch must interrupt it; either way
// the peak stays under the budget.
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json')); sys.exit(not (s['peak_rss_mb'] <= 250))"
// CHECK: (memory budget reached (--max-memory))
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
