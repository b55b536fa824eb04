// Built with -D_FILE_OFFSET_BITS=64, stat, lstat and fstat are stat64,
// lstat64 and fstat64: the same model answers for the symbolic file (other
// names are looked up on the real machine, under the plain names), and the
// recorded ends match the native replay.
// RUN: rm -rf %t && not %forage %s --compile-flag=-D_FILE_OFFSET_BITS=64 --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 3 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external lstat64 --no-external stat64 --no-external fstat64 --ends-match
// CHECK: bug: assertion-failure at {{.*}}lstat64.c
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  struct stat a, b, c;
  if (lstat(argv[1], &a) != 0)
    return 2;
  if (stat(argv[1], &b) != 0 || !S_ISREG(a.st_mode))
    return 3;
  int fd = open(argv[1], O_RDONLY);
  if (fd < 0 || fstat(fd, &c) != 0)
    return 4;
  char buf[3];
  if (read(fd, buf, 3) != 3 || a.st_size != 3 || c.st_size != b.st_size)
    return 5;
  assert(buf[0] != '#');
  return 0;
}
