// Under a symbolic environment ".." is the parent of the replay's working
// directory, and every relative name below it is hidden (stat says ENOENT),
// so listing it gives "." and ".." only. Listed natively, it gave forage's
// own neighbours, which stat then denied: `find ..` recorded exit 1 where
// its replay exits 0 (issue 22, find's test-00115). The bug sits on the
// path where the listing and stat agreed.
// RUN: rm -rf %t %t.d && mkdir -p %t.d/cwd && touch %t.d/neighbour
// RUN: cd %t.d/cwd && not %forage %s --out %t --max-iterations 40 --sym-arg 1 --sym-files 1 2 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --ends-match --no-external opendir
// CHECK: bug: assertion-failure at {{.*}}parent-dir.c:[[#@LINE+28]]
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  DIR *D = opendir("..");
  if (!D)
    return 2;
  struct dirent *E;
  while ((E = readdir(D))) {
    if (strcmp(E->d_name, ".") == 0 || strcmp(E->d_name, "..") == 0)
      continue;
    char Path[300];
    snprintf(Path, sizeof Path, "../%s", E->d_name);
    struct stat St;
    if (stat(Path, &St) != 0)
      return 3; // find: "'../name': No such file or directory", exit 1
  }
  closedir(D);
  struct stat Up;
  if (stat("..", &Up) != 0 || !S_ISDIR(Up.st_mode))
    return 4;
  assert(argv[1][0] != 'p');
  return 0;
}
