/* Exit.c - atexit records the function and succeeds, so that a program
   registering one (gnulib's close_stdout in every coreutils tool) runs on:
   the native atexit would be handed a function of the interpreted program.
   The registered functions are not run at exit (exit ends the execution in
   the interpreter); docs/environment.md says so. */
enum { MaxHandlers = 64 };
static void (*Handlers[MaxHandlers])(void);
static int NumHandlers;

int atexit(void (*Fn)(void)) {
  if (NumHandlers == MaxHandlers)
    return -1;
  Handlers[NumHandlers++] = Fn;
  return 0;
}
