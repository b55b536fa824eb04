// A two-file program built with make CC=forage-cc gives prog.bc; forage
// runs the bitcode, and its suite replays against the same program built
// natively with --coverage (forage replay --exe): each test's argv, the
// exit status forage recorded, and gcov's lines and branches of both files.
// RUN: rm -rf %t && mkdir -p %t/bc %t/cov
// RUN: cp %S/Inputs/Makefile %S/Inputs/util.c %S/Inputs/util.h %t/bc/ && cp %s %t/bc/main.c && cp %t/bc/* %t/cov/
// RUN: make -s -C %t/bc prog CC=%forage-cc
// RUN: make -s -C %t/cov prog CC=gcc "CFLAGS=-O0 --coverage"
// RUN: %forage %t/bc/prog.bc --out %t/out --max-iterations 40 --sym-arg 1 > %t/run.txt 2>&1
// RUN: %forage-bin replay %t/out --exe %t/cov/prog > %t/replay.txt 2>&1
// RUN: FileCheck %s < %t/replay.txt
// RUN: python3 %S/../posix/Inputs/check_run.py %t/out --ends-match
// With --curve, gcov after every test: the suite's branches so far, never
// falling, ending at the total.
// RUN: %forage-bin replay %t/out --exe %t/cov/prog --curve --json %t/curve.json > /dev/null 2>&1
// RUN: python3 -c "import json,sys; r=json.load(open(sys.argv[1])); c=[t['cumulative_branches_taken'] for t in r['tests']]; assert c == sorted(c) and c[-1] == r['totals']['branches_taken'], c; print('CURVE', c[-1])" %t/curve.json | FileCheck %s --check-prefix=CURVE
// RUN: not %forage-bin replay %t/out 2>&1 | FileCheck %s --check-prefix=BC
// CHECK: forage replay: {{[0-9]+}} tests of {{.*}}cov/prog
// CHECK-DAG: util.c {{ *}}4/4 {{ *}}100.0% {{ *}}2/2 {{ *}}100.0%
// CHECK-DAG: main.c {{ *}}4/4 {{ *}}100.0%
// CHECK: gcov branch coverage:
// CURVE: CURVE {{[1-9][0-9]*}}
// BC: is bitcode, which replay cannot compile: give the program built natively with --coverage as --exe EXE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "util.h"

int main(int argc, char **argv) {
  int x = argc > 1 ? argv[1][0] : 0;
  printf("class %d root %.0f\n", classify(x), sqrt(x > 0 ? x : 0));
  return classify(x);
}
