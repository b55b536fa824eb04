/* Env.c - the symbolic command line, KLEE's interface: the program's main is
   renamed __forage_user_main and this main reads the options forage passed
   on its command line (--sym-arg N, --sym-args MIN MAX N, --sym-files COUNT
   N, --sym-stdin N, and concrete arguments between them), makes the inputs
   and calls the program with the argv they describe.

   The inputs are named as KLEE names them (arg00, arg01, ..., n_args,
   stdin, A-data, ...): forage rebuilds each test's argv, stdin and files
   from these names (src/suite/Environment.cpp). */
#include "../Primitives.h"
#include "Posix.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int __forage_user_main(int Argc, char **Argv, char **Envp);

static char *EmptyEnviron[1];

/* Arg is --Name or -Name (KLEE takes both). */
static int isOption(const char *Arg, const char *Name) {
  if (Arg[0] != '-')
    return 0;
  Arg += Arg[1] == '-' ? 2 : 1;
  return strcmp(Arg, Name) == 0;
}

static unsigned parseNumber(const char *S, const char *Option) {
  char *End;
  unsigned long N = strtoul(S, &End, 10);
  if (*S == 0 || *End != 0) {
    /* forage checked the command line already; this is a safeguard. */
    (void)Option;
    __forage_assume(0);
  }
  return (unsigned)N;
}

/* A fresh argument of at most Max characters: Max+1 input bytes, the last
   one zero, so its length is any of 0..Max. */
static char *symbolicArgument(unsigned Index, unsigned Max) {
  char Name[8] = "arg00";
  Name[3] = (char)('0' + Index / 10 % 10);
  Name[4] = (char)('0' + Index % 10);
  char *A = malloc(Max + 1);
  __forage_make_symbolic(A, Max + 1, Name);
  __forage_assume(A[Max] == 0);
  return A;
}

static void symbolicFile(struct ForageFile *F, unsigned Size,
                         const char *Name) {
  F->Data = malloc(Size ? Size : 1);
  F->Size = Size;
  F->Capacity = Size;
  __forage_make_symbolic(F->Data, Size, Name);
}

int __forage_env_main(int Argc, char **Argv) {
  __forage_env_init();
  char **NewArgv = malloc((size_t)(Argc * 16 + 2) * sizeof(char *));
  int NewArgc = 0;
  unsigned SymArgs = 0;
  NewArgv[NewArgc++] = Argv[0];
  for (int K = 1; K < Argc; ++K) {
    const char *A = Argv[K];
    int Symbolic = isOption(A, "sym-arg") || isOption(A, "sym-args") ||
                   isOption(A, "sym-files") || isOption(A, "sym-stdin");
    __forage_env.Symbolic |= Symbolic;
    if (isOption(A, "sym-arg") && K + 1 < Argc) {
      unsigned Max = parseNumber(Argv[++K], A);
      NewArgv[NewArgc++] = symbolicArgument(SymArgs++, Max);
    } else if (isOption(A, "sym-args") && K + 3 < Argc) {
      unsigned Min = parseNumber(Argv[++K], A);
      unsigned Max = parseNumber(Argv[++K], A);
      unsigned Len = parseNumber(Argv[++K], A);
      unsigned char N;
      __forage_make_symbolic(&N, 1, "n_args");
      __forage_assume((N >= Min) & (N <= Max));
      NewArgv = realloc(NewArgv, (size_t)(NewArgc + Max + (Argc - K) + 2) *
                                     sizeof(char *));
      for (unsigned J = 0; J < Max; ++J) {
        if (J >= N)
          break;
        NewArgv[NewArgc++] = symbolicArgument(SymArgs++, Len);
      }
    } else if (isOption(A, "sym-files") && K + 2 < Argc) {
      unsigned Count = parseNumber(Argv[++K], A);
      unsigned Size = parseNumber(Argv[++K], A);
      if (Count > FORAGE_MAX_FILES)
        Count = FORAGE_MAX_FILES;
      for (unsigned J = 0; J < Count; ++J) {
        struct ForageFile *F = &__forage_env.Files[J];
        char Name[8] = "A-data";
        Name[0] = (char)('A' + J);
        F->Name[0] = (char)('A' + J);
        F->Name[1] = 0;
        F->Inode = 100 + J;
        F->Linked = 1;
        F->Mode = S_IFREG | 0644;
        F->Device = 1;
        symbolicFile(F, Size, Name);
      }
      __forage_env.NumFiles = Count;
    } else if (isOption(A, "sym-stdin") && K + 1 < Argc) {
      unsigned Size = parseNumber(Argv[++K], A);
      symbolicFile(&__forage_env.Stdin, Size, "stdin");
      __forage_env.Stdin.Inode = 99;
      __forage_env.Stdin.Mode = S_IFREG | 0644;
      __forage_env.Stdin.Device = 1;
      __forage_env.StdinSymbolic = 1;
      struct ForageFd *Fd = &__forage_env.Fds[0];
      Fd->Kind = FORAGE_FD_FILE;
      Fd->File = &__forage_env.Stdin;
      Fd->Offset = 0;
      __forage_env.Stdin.Opens = 1;
    } else {
      NewArgv[NewArgc++] = Argv[K];
    }
  }
  NewArgv[NewArgc] = 0;
  /* Returning from main is exit with its value: the atexit handlers run. */
  exit(__forage_user_main(NewArgc, NewArgv, EmptyEnviron));
}
