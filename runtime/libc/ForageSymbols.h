/* ForageSymbols.h - forced include for every uClibc-ng file forage compiles
   to bitcode (in place of uClibc's own -include libc-symbols.h).  uClibc
   routes its internal calls through hidden aliases (__GI_read for read);
   here those macros expand to nothing, so calls inside libc.bc name the
   plain functions, and the syscall-level ones stay undefined for the POSIX
   model or the native caller (docs/libc.md). */
#ifndef FORAGE_LIBC_SYMBOLS_H
#define FORAGE_LIBC_SYMBOLS_H

#include <libc-symbols.h>

#undef hidden_proto
#define hidden_proto(name, attrs...)
#undef hidden_def
#define hidden_def(name)
#undef hidden_weak
#define hidden_weak(name)
#undef hidden_data_def
#define hidden_data_def(name)
#undef hidden_data_weak
#define hidden_data_weak(name)
#undef hidden_ver
#define hidden_ver(local, name)
#undef hidden_data_ver
#define hidden_data_ver(local, name)

/* errno lives in the runtime (runtime/LibcMisc.c), where programs built
   against glibc's headers find it through __errno_location. */
#define errno (*__errno_location())
extern int *__errno_location(void);

#endif
