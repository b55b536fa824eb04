// mkstemp (mkstemp64 with -D_FILE_OFFSET_BITS=64), fopen for writing and
// rename: the files the program creates stay in forage's memory, where the
// program reads them back; none lands in the working directory.
// RUN: rm -rf %t && mkdir -p %t/cwd && cd %t/cwd && not %forage %s --compile-flag=-D_FILE_OFFSET_BITS=64 --out %t/out --max-iterations 60 --sym-arg 2 > %t/out.txt 2>&1
// RUN: FileCheck %s < %t/out.txt
// RUN: python3 %S/Inputs/check_run.py %t/out --no-external mkstemp64 --no-external open --no-external rename
// RUN: test -z "$(ls -A %t/cwd)"
// CHECK: bug: assertion-failure at {{.*}}mkstemp-cwd.c
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  char name[] = "d2utmpXXXXXX";
  int fd = mkstemp(name);
  if (fd < 0)
    return 2;
  write(fd, argv[1], strlen(argv[1]));
  close(fd);
  if (rename(name, "out.txt") != 0)
    return 3;
  FILE *f = fopen("out.txt", "r");
  if (!f)
    return 4;
  char buf[8] = {0};
  fgets(buf, sizeof buf, f);
  fclose(f);
  FILE *g = fopen("log.txt", "w");
  fputs(buf, g);
  fclose(g);
  unlink("out.txt");
  assert(strcmp(buf, "ok") != 0);
  return 0;
}
