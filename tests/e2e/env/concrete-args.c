// Concrete arguments mix with symbolic ones, in order, as KLEE allows: after
// --, "-v" stays argv[1] in every test and -sym-arg 2 (one dash, as KLEE
// also accepts) makes argv[2].
// RUN: rm -rf %t && %forage %s --max-iterations 1000 --out %t -- -v -sym-arg 2 > %t.out 2>&1
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl argv | FileCheck %s
// RUN: FileCheck --check-prefix=SUMMARY %s < %t.out
// CHECK-NOT: no env
// CHECK: test: ["concrete-args", "-v", "{{.*}}"]
// CHECK-NOT: "-v", "-v"
// CHECK: test: ["concrete-args", "-v", "q{{.?}}"]
// SUMMARY: path space exhausted
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 3 || strcmp(argv[1], "-v") != 0)
    return 1;
  if (argv[2][0] == 'q')
    return 2;
  return 0;
}
