// __builtin_constant_p that the optimiser did not fold reaches the
// interpreter as llvm.is.constant (gnulib's xmalloc in cpio, built at -O2):
// it answers false, always a correct answer, instead of ending the run as
// an unsupported intrinsic (exit 3). The program is Inputs/is-constant.ll.
// RUN: rm -rf %t && %forage %S/Inputs/is-constant.ll --out %t --max-iterations 10 > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: unsupported
// CHECK: branches: 1/2 covered
// CHECK: exit=0
