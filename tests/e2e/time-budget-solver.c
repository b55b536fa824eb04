// --time also bounds the solver: the query for `a * b == N` (factoring a
// 120-bit semiprime) is far beyond Z3 within the budget, and with a 60 s
// --solver-timeout it would overrun; the query's limit is cut to what is
// left of the 3 s budget, so the run ends on time (within seconds of it,
// on a loaded machine too) and prints its summary.
// RUN: rm -rf %t && %forage %s --out %t --strategy dfs --time 3 --solver-timeout 60 > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: explored with dfs in {{[1-9]\.[0-9]+}} s (time budget reached (--time))
// CHECK: exit=0
extern unsigned long long __VERIFIER_nondet_ulonglong(void);

int main(void) {
  unsigned __int128 a = __VERIFIER_nondet_ulonglong();
  unsigned __int128 b = __VERIFIER_nondet_ulonglong();
  unsigned __int128 n =
      ((unsigned __int128)0x4c84690ff02b9dULL << 64) | 0x3006f4fc29091f69ULL;
  if (a > 1 && b > 1 && a * b == n)
    return 1;
  return 0;
}
