// openat, fstatat, faccessat and unlinkat resolve a relative name against
// the directory their descriptor names, not the working directory (find's
// fts stats a directory's entries through a descriptor of it): "x" under a
// created directory "d" is found there, and the symbolic file A, which is
// in the working directory, is not. The bug sits on the path where all of
// that held, and each test's recorded exit status is its replay's.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 2 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --ends-match --no-external fstatat --no-external openat
// CHECK: bug: assertion-failure at {{.*}}at-dirfd.c:[[#@LINE+31]]
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (mkdir("d", 0755) != 0)
    return 2;
  int X = open("d/x", O_WRONLY | O_CREAT, 0644);
  if (X < 0 || close(X) != 0)
    return 3;
  int Dir = open("d", O_RDONLY | O_DIRECTORY);
  struct stat St;
  if (Dir < 0 || fstatat(Dir, "x", &St, 0) != 0 || !S_ISREG(St.st_mode))
    return 4;
  if (faccessat(Dir, "x", F_OK, 0) != 0)
    return 5;
  int Y = openat(Dir, "x", O_RDONLY);
  if (Y < 0 || close(Y) != 0)
    return 6;
  if (fstatat(Dir, "A", &St, 0) == 0 || errno != ENOENT)
    return 7;
  if (fstatat(AT_FDCWD, "A", &St, 0) != 0)
    return 8;
  if (unlinkat(Dir, "x", 0) != 0 || fstatat(Dir, "x", &St, 0) == 0)
    return 9;
  assert(argv[1][0] != 'q');
  return 0;
}
