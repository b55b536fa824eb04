// A file in memory has a positive timestamp in the past, as the replay's
// freshly written stdin has: gzip warns about a zero timestamp and exits
// with 2, which its native run (exit 0) did not. Every recorded end
// matches the replay's.
// RUN: rm -rf %t && %forage %s --out %t --max-iterations 20 --replay --sym-stdin 2 --sym-files 1 2 -- A > %t.out 2>&1
// RUN: python3 %S/Inputs/check_run.py %t --ends-match
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  struct stat in, file;
  if (argc < 2 || fstat(0, &in) != 0 || stat(argv[1], &file) != 0)
    return 3;
  if (in.st_mtime <= 0 || file.st_mtime <= 0)
    return 2;
  if (in.st_mtime > time(0) || file.st_mtime > time(0))
    return 4;
  char c;
  return read(0, &c, 1) == 1 && c == 'x';
}
