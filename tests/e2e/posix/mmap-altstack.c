// An anonymous mmap is a block of forage's heap and sigaltstack stays in
// the model (gnulib's c-stack does both at the start of cmp and diff: run
// natively, the mapping lay outside every object and the first read into
// it ended every path as out of bounds). A file mapping copies the file.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 2 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external mmap --no-external munmap --no-external sigaltstack
// CHECK-NOT: outside every object
// CHECK: bug: assertion-failure at {{.*}}mmap-altstack.c
#include <assert.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  static char stack[16384];
  stack_t ss = {stack, 0, sizeof stack};
  if (sigaltstack(&ss, 0) != 0)
    return 2;
  char *p = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                 -1, 0);
  if (p == MAP_FAILED || p[100] != 0)
    return 3;
  memcpy(p, argv[1], 2);
  int fd = open("A", O_RDONLY);
  char *f = fd < 0 ? MAP_FAILED : mmap(0, 2, PROT_READ, MAP_PRIVATE, fd, 0);
  if (f == MAP_FAILED)
    return 4;
  assert(!(p[0] == 'm' && f[1] == 'z'));
  munmap(f, 2);
  munmap(p, 4096);
  return 0;
}
