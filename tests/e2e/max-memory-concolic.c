// --max-memory holds in concolic mode too, expressions included: a loop
// that builds millions of symbolic terms is stopped below the budget, the
// run ends with a summary, and stats.json accounts for the expressions.
// RUN: rm -rf %t && %forage %s --strategy hybrid --max-memory 200 --time 20 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: python3 -c "import json,sys; s=json.load(open('%t/stats.json')); sys.exit(not (s['peak_rss_mb'] <= 200 and s['expression_bytes'] > 0))"
// CHECK: (memory budget reached (--max-memory))
// CHECK: tests: {{[1-9]}}
// CHECK: exit=0
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned s = 0;
  for (int round = 0; round < 1000; round++) {
    for (int i = 0; i < 100000; i++)
      s = s * 3 + (unsigned)x + i;
    if (s == 12345u)
      return 1;
  }
  return 0;
}
