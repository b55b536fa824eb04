/* Input.c - Input-creating functions of the forage runtime: the forage, KLEE,
   CREST and SV-COMP APIs, built on the engine primitives of Primitives.h. */
#include "Primitives.h"

#include <crest.h>
#include <forage/forage.h>
#include <klee/klee.h>

#include <stddef.h>
#include <stdint.h>


/* Plain char is signed on x86-64 but unsigned on e.g. AArch64. */
#define KindChar (((char)-1 < 0) ? FORAGE_KIND_SIGNED : FORAGE_KIND_UNSIGNED)

/* Programs may define their own versions of the SV-COMP functions (older
   benchmarks often define __VERIFIER_assume); a program definition wins. */
#define WEAK __attribute__((weak))

/* Defines `Ret Fn(void)` returning one fresh input of type Ret.  TypeName
   is the spelling of Ret (or of the basic type behind a typedef, on LP64
   Linux) that the engine writes into test files. */
#define DEFINE_NONDET(Attr, Ret, Fn, Kind, TypeName)                           \
  Attr Ret Fn(void) {                                                          \
    Ret X;                                                                     \
    __forage_input(&X, sizeof X, Kind, TypeName);                              \
    return X;                                                                  \
  }

/* Defines `Ret Fn(const char *Name)`; the name is not used by the engine. */
#define DEFINE_NAMED(Ret, Fn, Kind, TypeName)                                  \
  Ret Fn(const char *Name) {                                                   \
    Ret X;                                                                     \
    (void)Name;                                                                \
    __forage_input(&X, sizeof X, Kind, TypeName);                              \
    return X;                                                                  \
  }

/* Defines `void Fn(Type *X)`, overwriting *X with a fresh input. */
#define DEFINE_CREST(Type, Fn, Kind, TypeName)                                 \
  void Fn(Type *X) { __forage_input(X, sizeof *X, Kind, TypeName); }

/* --- forage API ---------------------------------------------------------- */

void forage_make_symbolic(void *Addr, size_t NBytes, const char *Name) {
  __forage_make_symbolic(Addr, NBytes, Name);
}

void forage_assume(int Cond) { __forage_assume(Cond); }

DEFINE_NAMED(int, forage_int, FORAGE_KIND_SIGNED, "int")
DEFINE_NAMED(unsigned int, forage_uint, FORAGE_KIND_UNSIGNED, "unsigned int")
DEFINE_NAMED(char, forage_char, KindChar, "char")
DEFINE_NAMED(unsigned char, forage_uchar, FORAGE_KIND_UNSIGNED, "unsigned char")
DEFINE_NAMED(short, forage_short, FORAGE_KIND_SIGNED, "short")
DEFINE_NAMED(unsigned short, forage_ushort, FORAGE_KIND_UNSIGNED, "unsigned short")
DEFINE_NAMED(long, forage_long, FORAGE_KIND_SIGNED, "long")
DEFINE_NAMED(unsigned long, forage_ulong, FORAGE_KIND_UNSIGNED, "unsigned long")
DEFINE_NAMED(long long, forage_longlong, FORAGE_KIND_SIGNED, "long long")
DEFINE_NAMED(unsigned long long, forage_ulonglong, FORAGE_KIND_UNSIGNED,
             "unsigned long long")
DEFINE_NAMED(_Bool, forage_bool, FORAGE_KIND_BOOL, "_Bool")
DEFINE_NAMED(float, forage_float, FORAGE_KIND_FLOAT, "float")
DEFINE_NAMED(double, forage_double, FORAGE_KIND_FLOAT, "double")

int forage_range(int Lo, int HiExclusive, const char *Name) {
  int X;
  (void)Name;
  __forage_input(&X, sizeof X, FORAGE_KIND_SIGNED, "int");
  /* Bitwise & so that no branch (and no extra path) is introduced. */
  __forage_assume((X >= Lo) & (X < HiExclusive));
  return X;
}

/* --- KLEE API ------------------------------------------------------------ */

void klee_make_symbolic(void *Addr, size_t NBytes, const char *Name) {
  __forage_make_symbolic(Addr, NBytes, Name);
}

void klee_assume(uintptr_t Condition) { __forage_assume(Condition != 0); }

int klee_int(const char *Name) { return forage_int(Name); }

int klee_range(int Begin, int End, const char *Name) {
  return forage_range(Begin, End, Name);
}

void klee_silent_exit(int Status) {
  (void)Status;
  __forage_assume(0);
}

/* --- CREST API ----------------------------------------------------------- */

DEFINE_CREST(int, __CrestInt, FORAGE_KIND_SIGNED, "int")
DEFINE_CREST(unsigned int, __CrestUInt, FORAGE_KIND_UNSIGNED, "unsigned int")
DEFINE_CREST(char, __CrestChar, KindChar, "char")
DEFINE_CREST(unsigned char, __CrestUChar, FORAGE_KIND_UNSIGNED, "unsigned char")
DEFINE_CREST(short, __CrestShort, FORAGE_KIND_SIGNED, "short")
DEFINE_CREST(unsigned short, __CrestUShort, FORAGE_KIND_UNSIGNED, "unsigned short")

/* --- SV-COMP / Test-Comp API ---------------------------------------------- */

/* Reads of never-assigned local variables in SV-COMP programs: the frontend
   turns each into a call of one of these (src/frontend/UninitializedReads.h,
   docs/uninitialized.md). The type's "uninitialized " prefix marks the
   value in test files. */
#define DEFINE_UNINIT(Ret, Fn, TypeName)                                       \
  DEFINE_NONDET(, Ret, Fn, FORAGE_KIND_SIGNED, "uninitialized " TypeName)
DEFINE_UNINIT(int8_t, __forage_uninit_i8, "signed char")
DEFINE_UNINIT(int16_t, __forage_uninit_i16, "short")
DEFINE_UNINIT(int32_t, __forage_uninit_i32, "int")
DEFINE_UNINIT(int64_t, __forage_uninit_i64, "long long")

/* A local the frontend left in memory starts indeterminate: the interpreter
   notes which of its bytes no store reached and keeps a test that read one
   out of the Test-Comp suite; natively nothing happens. */
void __forage_indeterminate(void *P, unsigned long N) {
  (void)P;
  (void)N;
}

WEAK void __VERIFIER_assume(int Cond) { __forage_assume(Cond); }

DEFINE_NONDET(WEAK, _Bool, __VERIFIER_nondet_bool, FORAGE_KIND_BOOL, "_Bool")
DEFINE_NONDET(WEAK, char, __VERIFIER_nondet_char, KindChar, "char")
DEFINE_NONDET(WEAK, unsigned char, __VERIFIER_nondet_uchar, FORAGE_KIND_UNSIGNED,
              "unsigned char")
DEFINE_NONDET(WEAK, unsigned char, __VERIFIER_nondet_unsigned_char,
              FORAGE_KIND_UNSIGNED, "unsigned char")
DEFINE_NONDET(WEAK, short, __VERIFIER_nondet_short, FORAGE_KIND_SIGNED, "short")
DEFINE_NONDET(WEAK, unsigned short, __VERIFIER_nondet_ushort, FORAGE_KIND_UNSIGNED,
              "unsigned short")
DEFINE_NONDET(WEAK, int, __VERIFIER_nondet_int, FORAGE_KIND_SIGNED, "int")
DEFINE_NONDET(WEAK, unsigned int, __VERIFIER_nondet_uint, FORAGE_KIND_UNSIGNED,
              "unsigned int")
DEFINE_NONDET(WEAK, unsigned int, __VERIFIER_nondet_unsigned, FORAGE_KIND_UNSIGNED,
              "unsigned int")
DEFINE_NONDET(WEAK, unsigned int, __VERIFIER_nondet_unsigned_int, FORAGE_KIND_UNSIGNED,
              "unsigned int")
DEFINE_NONDET(WEAK, long, __VERIFIER_nondet_long, FORAGE_KIND_SIGNED, "long")
DEFINE_NONDET(WEAK, unsigned long, __VERIFIER_nondet_ulong, FORAGE_KIND_UNSIGNED,
              "unsigned long")
DEFINE_NONDET(WEAK, long long, __VERIFIER_nondet_longlong, FORAGE_KIND_SIGNED,
              "long long")
DEFINE_NONDET(WEAK, unsigned long long, __VERIFIER_nondet_ulonglong,
              FORAGE_KIND_UNSIGNED, "unsigned long long")
DEFINE_NONDET(WEAK, float, __VERIFIER_nondet_float, FORAGE_KIND_FLOAT, "float")
DEFINE_NONDET(WEAK, double, __VERIFIER_nondet_double, FORAGE_KIND_FLOAT, "double")
DEFINE_NONDET(WEAK, void *, __VERIFIER_nondet_pointer, FORAGE_KIND_POINTER, "void *")
DEFINE_NONDET(WEAK, char *, __VERIFIER_nondet_pchar, FORAGE_KIND_POINTER, "char *")
DEFINE_NONDET(WEAK, char *, __VERIFIER_nondet_charp, FORAGE_KIND_POINTER, "char *")
DEFINE_NONDET(WEAK, const char *, __VERIFIER_nondet_const_char_pointer,
              FORAGE_KIND_POINTER, "const char *")

/* Linux-kernel and POSIX typedefs, as defined on LP64 Linux. */
DEFINE_NONDET(WEAK, size_t, __VERIFIER_nondet_size_t, FORAGE_KIND_UNSIGNED,
              "unsigned long")
DEFINE_NONDET(WEAK, long, __VERIFIER_nondet_ssize_t, FORAGE_KIND_SIGNED, "long")
DEFINE_NONDET(WEAK, long, __VERIFIER_nondet_loff_t, FORAGE_KIND_SIGNED, "long")
DEFINE_NONDET(WEAK, unsigned long, __VERIFIER_nondet_sector_t, FORAGE_KIND_UNSIGNED,
              "unsigned long")
DEFINE_NONDET(WEAK, unsigned long, __VERIFIER_nondet_pthread_t, FORAGE_KIND_UNSIGNED,
              "unsigned long")
DEFINE_NONDET(WEAK, unsigned char, __VERIFIER_nondet_u8, FORAGE_KIND_UNSIGNED,
              "unsigned char")
DEFINE_NONDET(WEAK, unsigned short, __VERIFIER_nondet_u16, FORAGE_KIND_UNSIGNED,
              "unsigned short")
DEFINE_NONDET(WEAK, unsigned int, __VERIFIER_nondet_u32, FORAGE_KIND_UNSIGNED,
              "unsigned int")
DEFINE_NONDET(WEAK, unsigned long long, __VERIFIER_nondet_u64, FORAGE_KIND_UNSIGNED,
              "unsigned long long")

#ifdef __SIZEOF_INT128__
DEFINE_NONDET(WEAK, __int128, __VERIFIER_nondet_int128, FORAGE_KIND_SIGNED, "__int128")
DEFINE_NONDET(WEAK, unsigned __int128, __VERIFIER_nondet_uint128, FORAGE_KIND_UNSIGNED,
              "unsigned __int128")
#endif
