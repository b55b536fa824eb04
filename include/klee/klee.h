/* klee/klee.h - KLEE-compatible input API for forage.
   A subset of KLEE's API, so programs written for KLEE run under forage. */
#ifndef FORAGE_KLEE_KLEE_H
#define FORAGE_KLEE_KLEE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Marks the nbytes bytes at addr as fresh byte inputs (one 8-bit input per
   byte); same as forage_make_symbolic. */
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);

/* Restricts execution to paths where condition is non-zero; same as
   forage_assume.  The parameter type matches KLEE's declaration. */
void klee_assume(uintptr_t condition);

/* Returns a fresh int input; same as forage_int. */
int klee_int(const char *name);

/* Returns a fresh int input x with begin <= x < end; same as forage_range.
   An empty range makes the current path infeasible. */
int klee_range(int begin, int end, const char *name);

/* Ends the current path silently: no test is generated for it.  Implemented
   as an unsatisfiable assumption; status is ignored. */
void klee_silent_exit(int status);

#ifdef __cplusplus
}
#endif

#endif /* FORAGE_KLEE_KLEE_H */
