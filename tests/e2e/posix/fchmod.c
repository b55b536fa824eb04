// fchmod, fchown and futimens on the model's descriptors are modelled
// (gzip and bzip2 give their output file the input's mode, owner and times
// through them): a file in memory keeps the new mode, stdout succeeds, a
// closed descriptor fails with EBADF. Called natively they failed with
// EBADF and bzip2 recorded exit 1 where its replay exits 0. The bug sits on
// the path where all of that held.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 4 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external fchmod --no-external fchown --no-external futimens
// CHECK-NOT: unsupported
// CHECK: bug: assertion-failure at {{.*}}fchmod.c:[[#@LINE+23]]
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int fd = open("A", O_RDWR);
  if (fd < 0 || fchmod(fd, 0600) != 0 || fchown(fd, 0, 0) != 0 ||
      futimens(fd, 0) != 0)
    return 2;
  struct stat st;
  if (fstat(fd, &st) != 0 || (st.st_mode & 07777) != 0600 ||
      !S_ISREG(st.st_mode))
    return 3;
  if (fchmod(1, 0644) != 0)
    return 4;
  close(fd);
  if (fchmod(fd, 0600) == 0 || errno != EBADF)
    return 5;
  assert(argv[1][0] != 'm');
  return 0;
}
