// forage report writes an HTML report: gcov's numbers, the bugs with their
// native verdict, the annotated source from gcovr and the coverage plot.
// RUN: rm -rf %t && %forage %s --out %t > /dev/null; test $? -eq 1
// RUN: %forage-bin report %t | FileCheck --check-prefix=OUT %s
// RUN: FileCheck %s < %t/report/index.html
// RUN: test -s %t/report/coverage.html && test -s %t/report/coverage-over-time.png
// OUT: forage report: wrote {{.*}}/report/index.html
// CHECK: gcov branch coverage (replayed)</th><td>4 / 4 (100.0%)
// CHECK: <td>division-by-zero</td><td class="good">confirmed</td>
// CHECK: coverage-over-time.png
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int d = __VERIFIER_nondet_int();
  if (d > 100)
    return 1;
  if (d < -100)
    return 2;
  return 1000 / d;
}
