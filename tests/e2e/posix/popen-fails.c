// popen and system run no command inside forage (the shell would be a child
// of forage's own process): popen returns a null stream with ENOMEM, what
// it does when it cannot fork; system returns -1, and system(0) says no
// shell is there. The program's error path runs (sed's `e` command reports
// it cannot run the command), and the bug behind it is found.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external popen --no-external system --no-external pclose
// The native replay runs in the same model (forage replay --exe preloads
// runtime/posix/Process.c): no generated argv[1] runs as a shell command,
// and every test ends natively as it ended inside forage.
// RUN: gcc -O0 --coverage -o %t/native %s
// RUN: cd %t && %forage-bin replay %t --exe %t/native > %t/replay.txt 2>&1
// RUN: python3 %S/Inputs/check_run.py %t --ends-match
// So does a build with AddressSanitizer, whose runtime must otherwise come
// before every preloaded library.
// RUN: mkdir -p %t/asan && gcc -O0 --coverage -fsanitize=address -o %t/asan/native %s
// RUN: cd %t && %forage-bin replay %t --exe %t/asan/native > %t/replay-asan.txt 2>&1
// RUN: python3 %S/Inputs/check_run.py %t --ends-match
// RUN: not grep -q "ASan runtime does not come first" %t/replay/stderr.txt
// CHECK-NOT: cannot run natively
// CHECK-NOT: unsupported
// CHECK: bug: assertion-failure at {{.*}}popen-fails.c:[[#@LINE+17]]
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  FILE *p = popen(argv[1], "r");
  if (p) {
    char line[16];
    while (fgets(line, sizeof line, p))
      ;
    return pclose(p) == 0 ? 0 : 3;
  }
  int e = errno;
  assert(!(e == ENOMEM && argv[1][0] == 'e'));
  if (system(0) == 0 && system(argv[1]) == -1)
    return 2;
  return 4;
}
