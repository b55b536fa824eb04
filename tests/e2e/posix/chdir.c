// chdir and fchdir never move forage's own process: the model's one working
// directory is the replay's, so fchdir back to a descriptor of "." (find's
// way of returning to where it started) and chdir(".") succeed; another
// directory is refused with EACCES; a file is no directory. The bug sits on
// the path where all of that held.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 4 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external fchdir --no-external chdir
// CHECK-NOT: unsupported
// CHECK: bug: assertion-failure at {{.*}}chdir.c:[[#@LINE+19]]
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int start = open(".", O_RDONLY | O_DIRECTORY);
  if (start < 0 || fchdir(start) != 0 || chdir(".") != 0)
    return 2;
  if (chdir("/") == 0 || errno != EACCES)
    return 3;
  int file = open("A", O_RDONLY);
  if (file < 0 || fchdir(file) == 0 || errno != ENOTDIR)
    return 4;
  if (chdir("A") == 0 || errno != ENOTDIR)
    return 5;
  assert(argv[1][0] != 'c');
  return 0;
}
