// Creating a file fails where the native replay fails: a path that names a
// directory ("/"), a name ending in '/', and a name in a directory that
// does not exist (relative ones: the replay's working directory is empty).
// The model created an in-memory file for each: sed's `w/` (write to the
// file "/") exited 2 inside forage and 4 natively (issue 22).
// RUN: rm -rf %t %t.d && mkdir -p %t.d/cwd
// RUN: cd %t.d/cwd && %forage %s --out %t --max-iterations 40 --sym-arg 1 --replay > %t.out 2>&1
// RUN: python3 %S/Inputs/check_run.py %t --ends-match
// RUN: grep -q '"exit_code":3' %t/tests.jsonl
// RUN: grep -q '"exit_code":4' %t/tests.jsonl
// RUN: grep -q '"exit_code":5' %t/tests.jsonl
// RUN: grep -q '"exit_code":0' %t/tests.jsonl
// RUN: test -z "$(ls -A %t.d/cwd)"
#include <errno.h>
#include <stdio.h>

static int create(const char *Path) {
  FILE *F = fopen(Path, "w");
  if (F) {
    fclose(F);
    return 0;
  }
  return errno;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  if (argv[1][0] == '/')
    return create("/") == EISDIR ? 3 : 6;
  if (argv[1][0] == 'd')
    return create("nodir/f") == ENOENT ? 4 : 6;
  if (argv[1][0] == 's')
    return create("f/") == EISDIR ? 5 : 6;
  return create("out.txt");
}
