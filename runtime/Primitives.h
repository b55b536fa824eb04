/* Primitives.h - the functions the forage interpreter implements itself.
   The runtime's C code builds every input and assumption API on these three;
   they have no body and are intercepted by name (src/exec/Intrinsics). */
#ifndef FORAGE_RUNTIME_PRIMITIVES_H
#define FORAGE_RUNTIME_PRIMITIVES_H

enum {
  FORAGE_KIND_SIGNED = 0,
  FORAGE_KIND_UNSIGNED = 1,
  FORAGE_KIND_BOOL = 2,
  FORAGE_KIND_FLOAT = 3,
  FORAGE_KIND_POINTER = 4
};

/* One fresh input variable of size*8 bits, stored at dst. type is the C type
   written into test files. */
void __forage_input(void *dst, unsigned long size, int kind, const char *type);
/* size fresh one-byte inputs stored at dst. */
void __forage_make_symbolic(void *dst, unsigned long size, const char *name);
/* Ends the path quietly (no test) unless cond != 0; constrains it otherwise. */
void __forage_assume(int cond);

#endif
