// Wide characters run as bitcode in the C locale: mbstowcs, wcslen,
// iswspace, towupper, wcscpy and wcscat see the symbolic argument, so the
// solver finds the one that makes "A B!" (none is called natively).
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 400 --sym-arg 3 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../posix/Inputs/check_run.py %t --no-external mbstowcs --no-external wcslen --no-external iswspace --no-external wcscpy --no-external wcscat --no-external towupper
// CHECK: bug: assertion-failure at {{.*}}wide.c
#include <assert.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  wchar_t W[8], Out[16];
  if (mbstowcs(W, argv[1], 8) == (size_t)-1)
    return 2;
  if (wcslen(W) != 3 || !iswspace(W[1]))
    return 3;
  for (int K = 0; W[K]; ++K)
    W[K] = towupper(W[K]);
  wcscpy(Out, W);
  wcscat(Out, L"!");
  assert(wcscmp(Out, L"A B!") != 0);
  return 0;
}
