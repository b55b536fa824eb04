// Differential check of the libc inside forage: printf, snprintf, sscanf,
// strtol/strtod, qsort, strtok and strerror formats, printed through
// uClibc's stdio and write() with --program-output, match the native
// glibc run byte for byte (forage's summary lines are filtered out).
// RUN: clang-14 -w %s -o %t.native && %t.native > %t.expected
// RUN: %forage %s --program-output --out %t > %t.all 2>/dev/null
// RUN: grep -v -e '^forage:' -e '^  ' %t.all > %t.actual
// RUN: diff %t.expected %t.actual
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>
static int cmp(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
  char buf[256];
  printf("%d %i %u %x %X %o %c %s %%\n", -42, 7, 3000000000u, 255, 255, 8,
         'z', "str");
  printf("|%5d|%-5d|%05d|%+d|% d\n", 42, 42, 42, 42, 42);
  printf("%ld %lld %lu %llx %hd %hhu\n", -1L, LLONG_MIN, ULONG_MAX,
         0xdeadbeefcafeULL, (short)-3, (unsigned char)250);
  printf("%f %.2f %e %g %G %10.3f\n", 3.14159, 2.5, 12345.678, 0.0001, 1e20,
         -1.5);
  printf("%Lf %.3Lg\n", (long double)1.25, (long double)3.0e10);
  printf("%s %.3s %*d %-*d|\n", "x", "abcdef", 4, 9, 3, 1);
  snprintf(buf, 8, "%s", "truncated text");
  printf("[%s] %zu\n", buf, strlen(buf));
  int n = sprintf(buf, "%08.3f|%#x|%#o", 3.5, 17, 9);
  printf("%s %d\n", buf, n);
  int a, b;
  char w[16];
  char c;
  unsigned u;
  double d;
  float f;
  int k = sscanf("12 -7 word X 0x1f 2.5 1e3", "%d %d %15s %c %x %lf %f", &a,
                 &b, w, &c, &u, &d, &f);
  printf("%d: %d %d %s %c %u %g %g\n", k, a, b, w, c, u, d, (double)f);
  k = sscanf("abc123def", "%[a-z]%d%n", w, &a, &b);
  printf("%d: %s %d %d\n", k, w, a, b);
  errno = 0;
  long v = strtol("99999999999999999999", 0, 10);
  printf("%ld %d\n", v, errno == ERANGE);
  printf("%g %g %g\n", strtod("1.5e-3", 0), atof("-2.25"), strtod("inf", 0));
  char *words[] = {"pear", "apple", "fig", "kiwi"};
  qsort(words, 4, sizeof words[0], cmp);
  printf("%s %s %s %s\n", words[0], words[1], words[2], words[3]);
  char t[] = "a,b,,c";
  for (char *p = strtok(t, ","); p; p = strtok(0, ","))
    printf("<%s>", p);
  printf("\n%s\n", strerror(ENOENT));
  puts("puts line");
  fputs("fputs line\n", stdout);
  putchar('!');
  putchar('\n');
  return 0;
}
