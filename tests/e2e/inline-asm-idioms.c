// x86 inline assembly of longlong.h's kind (GMP, gnulib: coreutils' factor)
// and a CPU feature probe run as the IR they compute (frontend/
// InlineAsmIdioms.cpp): the run used to end with exit 3, "unsupported
// inline assembly", at the first statement. The asserts compare each
// statement with the same arithmetic in C on symbolic inputs (a wrong
// lowering is a reachable assertion failure); the bug sits behind a carry
// that only adcq propagates, so reaching it shows the flag is followed.
// An instruction not modelled (rdtsc) still ends the run as unsupported.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 60 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK-NOT: unsupported
// CHECK-NOT: assert
// CHECK: bug: reach-error at {{.*}}inline-asm-idioms.c:[[#@LINE+57]]
// CHECK-NOT: assert
// RUN: rm -rf %t2 && not %forage %s --out %t2 --max-iterations 5 -DRDTSC > %t2.out 2>&1
// RUN: FileCheck --check-prefix=RDTSC %s < %t2.out
// RDTSC: unsupported inline assembly at {{.*}}inline-asm-idioms.c:[[#@LINE+56]]
#include <assert.h>
typedef unsigned long UDItype;
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

#define add_ssaaaa(sh, sl, ah, al, bh, bl)                                     \
  __asm__("addq %5,%q1\n\tadcq %3,%q0"                                         \
          : "=r"(sh), "=&r"(sl)                                                \
          : "0"((UDItype)(ah)), "rme"((UDItype)(bh)), "%1"((UDItype)(al)),     \
            "rme"((UDItype)(bl)))
#define sub_ddmmss(sh, sl, ah, al, bh, bl)                                     \
  __asm__("subq %5,%q1\n\tsbbq %3,%q0"                                         \
          : "=r"(sh), "=&r"(sl)                                                \
          : "0"((UDItype)(ah)), "rme"((UDItype)(bh)), "1"((UDItype)(al)),      \
            "rme"((UDItype)(bl)))
#define umul_ppmm(w1, w0, u, v)                                                \
  __asm__("mulq\t%3" : "=a"(w0), "=d"(w1) : "%0"((UDItype)(u)), "rm"((UDItype)(v)))
#define udiv_qrnnd(q, r, n1, n0, dx)                                           \
  __asm__("divq %4"                                                            \
          : "=a"(q), "=d"(r)                                                   \
          : "0"((UDItype)(n0)), "1"((UDItype)(n1)), "rm"((UDItype)(dx)))

int main(void) {
  UDItype a = __VERIFIER_nondet_ulong(), b = __VERIFIER_nondet_ulong();
  unsigned __int128 A = ((unsigned __int128)a << 64) | b;
  UDItype sh, sl, hi, lo, q, r, n;
  add_ssaaaa(sh, sl, a, b, 0, b);
  assert((((unsigned __int128)sh << 64) | sl) == A + b);
  sub_ddmmss(sh, sl, a, b, 1, a);
  assert((((unsigned __int128)sh << 64) | sl) == A - (((unsigned __int128)1 << 64) | a));
  umul_ppmm(hi, lo, a, 1000003);
  assert((((unsigned __int128)hi << 64) | lo) == (unsigned __int128)a * 1000003);
  if (b > 7) {
    udiv_qrnnd(q, r, 3, a, b);
    assert(q == (((unsigned __int128)3 << 64) | a) / b);
    assert(r == (((unsigned __int128)3 << 64) | a) % b);
  }
  if (a) {
    __asm__("bsf\t%1, %q0" : "=r"(n) : "rm"(a));
    assert(n == (UDItype)__builtin_ctzl(a));
    __asm__("bsr\t%1,%0" : "=r"(n) : "rm"(a));
    assert((n ^ 63) == (UDItype)__builtin_clzl(a));
  }
  unsigned eax = 0, ebx = 1, ecx = 0, edx = 1;
  __asm__("  xchgq  %%rbx,%q1\n  cpuid\n  xchgq  %%rbx,%q1"
          : "=a"(eax), "=r"(ebx), "=c"(ecx), "=d"(edx)
          : "0"(eax));
  __asm__ volatile("" ::: "memory");
  assert(eax == 0 && ebx == 0 && ecx == 0 && edx == 0); // no leaves
  // The carry out of b + b is the high word's only source here.
  add_ssaaaa(sh, sl, 0, b, 0, b);
  if (sh == 1 && sl == 6)
    reach_error();
#ifdef RDTSC
  unsigned t1, t2;
  __asm__ volatile("rdtsc" : "=a"(t1), "=d"(t2));
#endif
  return 0;
}
