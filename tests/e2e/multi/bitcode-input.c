// A whole program given as LLVM bitcode (or textual IR), as a build with
// forage-cc leaves it: forage explores it as it would the source.
// RUN: rm -rf %t %t.bc %t.ll && clang-14 -c -emit-llvm -g -O0 -Xclang -disable-O0-optnone %s -o %t.bc && llvm-dis-14 %t.bc -o %t.ll
// RUN: not %forage %t.bc --max-iterations 1000 --out %t --sym-arg 4 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: not %forage %t.ll --max-iterations 1000 --out %t-ll --sym-arg 4 2>&1 | FileCheck %s
// CHECK: bug: assertion-failure at {{.*}}bitcode-input.c
#include <assert.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc > 1)
    assert(strcmp(argv[1], "bc") != 0);
  return 0;
}
