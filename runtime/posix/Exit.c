/* Exit.c - atexit and exit: atexit records the function (the native one
   would be handed a function of the interpreted program), and exit runs the
   recorded functions in reverse order, flushes the libc's streams, and ends
   the execution (_exit, which the interpreter handles). The environment's
   main (Env.c) exits through here too, so gnulib's close_stdout, which every
   coreutils tool registers, runs as it does natively. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum { MaxHandlers = 64 };
static void (*Handlers[MaxHandlers])(void);
static int NumHandlers;

int atexit(void (*Fn)(void)) {
  if (NumHandlers == MaxHandlers)
    return -1;
  Handlers[NumHandlers++] = Fn;
  return 0;
}

void exit(int Status) {
  /* Taken off the list before the call: a handler that exits goes on with
     the ones left. */
  while (NumHandlers > 0)
    Handlers[--NumHandlers]();
  fflush(0);
  _exit(Status);
}
