// A native call may hand the program host memory (localtime_r's tm_zone
// points into the native libc's data). Reading it is not a bug: forage reads
// it as concrete data from outside its model (the run is lossy), where it
// used to report "outside every object" (coreutils' pr did, through
// gnulib's time_rz).
// RUN: rm -rf %t && %forage %s --max-iterations 1000 --out %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: outside every object
// CHECK: bugs: 0
// CHECK: lossy: {{.*}}native memory
// CHECK: exit=0
#include <time.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  time_t T = 0;
  struct tm Tm;
  if (!localtime_r(&T, &Tm) || !Tm.tm_zone)
    return 1;
  int Letters = 0;
  for (const char *Z = Tm.tm_zone; *Z; ++Z)
    Letters += *Z >= 'A' && *Z <= 'Z';
  return __VERIFIER_nondet_int() > Letters ? 2 : 0;
}
