/* forage.h - Public C API of the forage concolic test generator.
   Include this in a program under test to mark inputs and state assumptions. */
#ifndef FORAGE_FORAGE_H
#define FORAGE_FORAGE_H

#include <stddef.h>

/* Overview
   ========
   forage runs the program under test (compiled to LLVM bitcode) inside its
   interpreter.  Every value obtained from the functions below is an *input*:
   forage records the constraints the program places on it along each path
   and then solves for new input values that drive execution down paths not
   yet covered.  Each generated test is the list of input values consumed, in
   the order they were created.

   Example:

     #include <forage/forage.h>

     int main(void) {
       char buf[8];
       int n = forage_range(0, 8, "n");   // 0 <= n < 8
       forage_make_symbolic(buf, sizeof buf, "buf");
       forage_assume(buf[0] != 0);
       if (buf[n] == 'x')
         return 1;
       return 0;
     }

   The functions are defined by forage's runtime library (runtime.bc),
   which forage links with the program; a native build of the program
   must provide its own definitions.

   The `name` arguments are labels for humans: forage_make_symbolic passes
   its name on to the engine, the single-value functions ignore theirs.
   Names need not be unique. */

#ifdef __cplusplus
extern "C" {
#define FORAGE_BOOL bool
#else
#define FORAGE_BOOL _Bool
#endif

/* Marks the nbytes bytes at addr as inputs: each byte becomes one fresh,
   unconstrained 8-bit input, overwriting the current contents. */
void forage_make_symbolic(void *addr, size_t nbytes, const char *name);

/* Restricts the analysis to executions where cond is non-zero.  A path on
   which cond is zero is infeasible: it is abandoned without producing a
   test, and forage never generates inputs that violate the assumption.
   Compute compound conditions with `&` / `|` rather than `&&` / `||` to
   avoid introducing extra branches (and hence extra paths). */
void forage_assume(int cond);

/* Each of these returns one fresh, unconstrained input of the named type
   (a single input variable of that type's width, not a sequence of bytes).
   forage_bool returns 0 or 1; forage_float / forage_double may return any
   bit pattern the solver produces, including NaN and infinities. */
int forage_int(const char *name);
unsigned int forage_uint(const char *name);
char forage_char(const char *name);
unsigned char forage_uchar(const char *name);
short forage_short(const char *name);
unsigned short forage_ushort(const char *name);
long forage_long(const char *name);
unsigned long forage_ulong(const char *name);
long long forage_longlong(const char *name);
unsigned long long forage_ulonglong(const char *name);
FORAGE_BOOL forage_bool(const char *name);
float forage_float(const char *name);
double forage_double(const char *name);

/* Returns a fresh int input constrained to lo <= x < hi_exclusive.  If the
   range is empty (lo >= hi_exclusive) the current path is infeasible. */
int forage_range(int lo, int hi_exclusive, const char *name);

/* SV-COMP / Test-Comp interface
   =============================
   Benchmarks normally declare these themselves; they are repeated here for
   convenience.  Each call returns one fresh input of the given type.
   The runtime additionally defines the less common variants (_int128,
   _uint128, _loff_t, _sector_t, _pthread_t, _u8.._u64, _pchar, _charp,
   _const_char_pointer, _unsigned_char, _unsigned_int, _ssize_t), which are
   not declared here because their types need system headers.
   Programs define reach_error() themselves; forage does not declare it. */
FORAGE_BOOL __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned int __VERIFIER_nondet_unsigned(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);
void *__VERIFIER_nondet_pointer(void);
size_t __VERIFIER_nondet_size_t(void);

/* Same as forage_assume. */
void __VERIFIER_assume(int cond);

#undef FORAGE_BOOL
#ifdef __cplusplus
}
#endif

#endif /* FORAGE_FORAGE_H */
