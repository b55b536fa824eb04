// pipe, dup and opendir on the model: what is written to the pipe comes
// back from its read end through a duplicate, and the working directory
// lists the symbolic file A and the file the program created, as the
// replay's working directory does.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 60 --sym-arg 1 --sym-files 1 2 --replay > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external pipe --no-external dup --no-external opendir --no-external readdir64 --ends-match
// CHECK: bug: assertion-failure at {{.*}}pipe-dup-dir.c
// CHECK: replayed bugs: 1 confirmed natively
#include <assert.h>
#include <dirent.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int p[2];
  if (pipe(p) != 0)
    return 2;
  write(p[1], argv[1], 1);
  int r = dup(p[0]);
  close(p[0]);
  char c = 0;
  if (read(r, &c, 1) != 1)
    return 3;
  close(r);
  close(p[1]);
  close(open("made", O_CREAT | O_WRONLY, 0644));
  DIR *d = opendir(".");
  if (!d)
    return 4;
  int names = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    names += strcmp(e->d_name, "A") == 0 || strcmp(e->d_name, "made") == 0;
  closedir(d);
  assert(!(names == 2 && c == 'p'));
  return names == 2 ? 0 : 5;
}
