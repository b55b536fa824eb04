// uClibc's buffered stdio on the POSIX model's symbolic files: fopen, fgets
// and fscanf read file A (--sym-files) through read(), all inside forage,
// and the solver finds the line "7 Z" behind the bug.
// RUN: rm -rf %t && %forage %s --stop-on-error --max-iterations 1000 --out %t -- --sym-files 1 4 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t/stats.json
// CHECK: bugs: 1
// CHECK: exit=1
// STATS: "external_calls": 0,
#include <stdio.h>
extern void reach_error(void);

int main(void) {
  FILE *f = fopen("A", "r");
  if (!f)
    return 1;
  int n = 0;
  char c = 0;
  if (fscanf(f, "%d %c", &n, &c) == 2 && n == 7 && c == 'Z')
    reach_error();
  fclose(f);
  return 0;
}
