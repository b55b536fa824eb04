// --sym-files 1 4: a file named A of 4 symbolic bytes that the program opens
// by the name it gets on its command line; the bug needs argv[1] = "A" and
// the file to start with "BUG". Replayed natively, the file is created in a
// scratch directory and the bug happens.
// RUN: rm -rf %t && not %forage %s --max-iterations 1000 --out %t --stop-on-error --sym-arg 1 --sym-files 1 4 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl files | FileCheck --check-prefix=FILES %s
// RUN: python3 %S/Inputs/env.py %t/tests.jsonl argv | FileCheck --check-prefix=ARGV %s
// CHECK: bug: null-dereference at {{.*}}sym-files.c
// CHECK: replayed bugs: 1 confirmed natively
// FILES: bug: {'A': b'BUG
// ARGV: bug: ["sym-files", "A"]
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  char buf[4];
  if (argc < 2)
    return 1;
  int fd = open(argv[1], O_RDONLY);
  if (fd < 0)
    return 2;
  if (read(fd, buf, 3) == 3 && memcmp(buf, "BUG", 3) == 0)
    *(volatile int *)0 = 1;
  close(fd);
  return 0;
}
