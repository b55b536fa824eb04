/* ReplayPrimitives.c - the engine primitives of runtime/Primitives.h for a
   native build: each input call reads the next value of a test, one value
   per line, from the file named by FORAGE_REPLAY_INPUT (or from stdin).
   Linked with runtime/Input.c, every input API (SV-COMP, forage, KLEE,
   CREST) consumes values exactly as it does inside forage.

   It also reports calls of the error functions: with gcc
   -finstrument-functions every function entry calls
   __cyg_profile_func_enter, and FORAGE_ERROR_FUNCTIONS lists where
   reach_error and __VERIFIER_error lie relative to this hook (hex,
   comma-separated, modulo the address width): the binary is
   position-independent, as TestCov builds it. Reaching one exits with
   status FORAGE_EXIT_REACH_ERROR after writing the coverage data. */
#include "../Primitives.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define NOINSTR __attribute__((no_instrument_function))

enum {
  FORAGE_EXIT_REACH_ERROR = 101, /* an error function was called */
  FORAGE_EXIT_NO_INPUT = 102     /* the test has fewer values than calls */
};

/* The widest integer an input can have on this target. */
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 Wide;
#else
typedef unsigned long long Wide;
#endif

static FILE *Inputs;
static uintptr_t ErrorFunctions[8];
static int NumErrorFunctions = -1;

static NOINSTR void openInputs(void) {
  if (Inputs)
    return;
  const char *Path = getenv("FORAGE_REPLAY_INPUT");
  Inputs = Path ? fopen(Path, "r") : stdin;
  if (!Inputs) {
    fprintf(stderr, "forage-replay: cannot open %s\n", Path);
    exit(FORAGE_EXIT_NO_INPUT);
  }
}

/* The next value as text, without surrounding white space. */
static NOINSTR const char *nextValue(char *Buf, size_t Size) {
  openInputs();
  while (fgets(Buf, (int)Size, Inputs)) {
    char *P = Buf;
    while (*P == ' ' || *P == '\t')
      ++P;
    size_t N = strlen(P);
    while (N && (P[N - 1] == '\n' || P[N - 1] == '\r' || P[N - 1] == ' '))
      P[--N] = '\0';
    if (N)
      return P;
  }
  fprintf(stderr, "forage-replay: no more test inputs\n");
  exit(FORAGE_EXIT_NO_INPUT);
}

/* Parses an integer literal (decimal, or hex with 0x) as wide as the target
   allows. */
static NOINSTR Wide parseInteger(const char *S) {
  int Negative = *S == '-';
  if (*S == '-' || *S == '+')
    ++S;
  unsigned Base = 10;
  if (S[0] == '0' && (S[1] == 'x' || S[1] == 'X')) {
    Base = 16;
    S += 2;
  }
  Wide V = 0;
  for (; *S; ++S) {
    unsigned D;
    if (*S >= '0' && *S <= '9')
      D = (unsigned)(*S - '0');
    else if (Base == 16 && *S >= 'a' && *S <= 'f')
      D = (unsigned)(*S - 'a' + 10);
    else if (Base == 16 && *S >= 'A' && *S <= 'F')
      D = (unsigned)(*S - 'A' + 10);
    else
      break;
    V = V * Base + D;
  }
  return Negative ? -V : V;
}

NOINSTR void __forage_input(void *Dst, unsigned long Size, int Kind,
                            const char *Type) {
  (void)Type;
  char Buf[256];
  const char *Text = nextValue(Buf, sizeof Buf);
  if (Kind == FORAGE_KIND_FLOAT) {
    if (Size == sizeof(float)) {
      float F = strtof(Text, NULL);
      memcpy(Dst, &F, sizeof F);
    } else if (Size == sizeof(double)) {
      double D = strtod(Text, NULL);
      memcpy(Dst, &D, sizeof D);
    } else {
      long double L = strtold(Text, NULL);
      memcpy(Dst, &L, Size < sizeof L ? Size : sizeof L);
    }
    return;
  }
  Wide V = parseInteger(Text);
  if (Kind == FORAGE_KIND_BOOL)
    V = V != 0;
  memcpy(Dst, &V, Size < sizeof V ? Size : sizeof V); /* little endian */
}

NOINSTR void __forage_make_symbolic(void *Dst, unsigned long Size,
                                    const char *Name) {
  (void)Name;
  unsigned char *P = (unsigned char *)Dst;
  for (unsigned long K = 0; K < Size; ++K) {
    char Buf[64];
    P[K] = (unsigned char)parseInteger(nextValue(Buf, sizeof Buf));
  }
}

NOINSTR void __forage_assume(int Cond) {
  if (!Cond)
    exit(0); /* as TestCov: a violated assumption ends the run quietly */
}

NOINSTR void __cyg_profile_func_enter(void *Fn, void *CallSite);

static NOINSTR void loadErrorFunctions(void) {
  NumErrorFunctions = 0;
  const char *List = getenv("FORAGE_ERROR_FUNCTIONS");
  while (List && *List && NumErrorFunctions < 8) {
    char *End;
    unsigned long long A = strtoull(List, &End, 16);
    if (End == List)
      break;
    ErrorFunctions[NumErrorFunctions++] =
        (uintptr_t)A + (uintptr_t)&__cyg_profile_func_enter;
    List = *End == ',' ? End + 1 : End;
  }
}

NOINSTR void __cyg_profile_func_enter(void *Fn, void *CallSite) {
  (void)CallSite;
  if (NumErrorFunctions < 0)
    loadErrorFunctions();
  for (int K = 0; K < NumErrorFunctions; ++K)
    if ((uintptr_t)Fn == ErrorFunctions[K]) {
      fprintf(stderr, "forage-replay: error function reached\n");
      exit(FORAGE_EXIT_REACH_ERROR); /* exit() writes the .gcda files */
    }
}

NOINSTR void __cyg_profile_func_exit(void *Fn, void *CallSite) {
  (void)Fn;
  (void)CallSite;
}

/* A test that crashes must still count for coverage: write the gcov data
   (only in the --coverage build, where __gcov_dump exists), then die of the
   same signal. */
extern void __gcov_dump(void) __attribute__((weak));

static NOINSTR void onFatalSignal(int Sig) {
  if (__gcov_dump)
    __gcov_dump();
  signal(Sig, SIG_DFL);
  raise(Sig);
}

/* Batch replay (a fork server): with FORAGE_REPLAY_BATCH naming a list of
   input files, one per line, the process forks once per file before main
   runs; each child runs the program on that test (the counters it adds are
   written at its exit as usual) and the parent appends to the file named
   by FORAGE_REPLAY_RESULTS one record per test: "exit signal timedout
   bytes\n" and that many bytes of the child's stderr. A test runs at most
   FORAGE_REPLAY_TIMEOUT seconds. One process start instead of one per test:
   100000 tests replay in minutes. */
static NOINSTR void serveBatch(const char *List) {
  FILE *L = fopen(List, "r");
  const char *ResultsPath = getenv("FORAGE_REPLAY_RESULTS");
  FILE *Results = ResultsPath ? fopen(ResultsPath, "w") : NULL;
  const char *T = getenv("FORAGE_REPLAY_TIMEOUT");
  unsigned Timeout = T ? (unsigned)atoi(T) : 3;
  if (!L || !Results) {
    fprintf(stderr, "forage-replay: cannot open the batch files\n");
    _exit(FORAGE_EXIT_NO_INPUT);
  }
  char Path[4096];
  while (fgets(Path, sizeof Path, L)) {
    Path[strcspn(Path, "\n")] = '\0';
    int Pipe[2];
    if (pipe(Pipe) != 0)
      _exit(FORAGE_EXIT_NO_INPUT);
    fflush(NULL);
    pid_t Pid = fork();
    if (Pid == 0) {
      fclose(L);
      fclose(Results);
      close(Pipe[0]);
      dup2(Pipe[1], 2);
      close(Pipe[1]);
      setenv("FORAGE_REPLAY_INPUT", Path, 1);
      alarm(Timeout ? Timeout : 3);
      return; /* on to the program's main */
    }
    close(Pipe[1]);
    char *Err = NULL;
    size_t Len = 0, Cap = 0;
    char Buf[4096];
    ssize_t N;
    while ((N = read(Pipe[0], Buf, sizeof Buf)) > 0 || (N < 0 && errno == EINTR)) {
      if (N <= 0)
        continue;
      if (Len + (size_t)N > Cap) {
        Cap = 2 * (Len + (size_t)N);
        Err = realloc(Err, Cap);
      }
      memcpy(Err + Len, Buf, (size_t)N);
      Len += (size_t)N;
    }
    close(Pipe[0]);
    int Status = 0;
    while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR)
      ;
    int Exit = WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
    int Sig = WIFSIGNALED(Status) ? WTERMSIG(Status) : 0;
    fprintf(Results, "%d %d %d %zu\n", Exit, Sig, Sig == SIGALRM, Len);
    if (Len)
      fwrite(Err, 1, Len, Results);
    fputc('\n', Results);
    free(Err);
  }
  fclose(Results);
  _exit(0); /* the server ran no program code: nothing to dump */
}

__attribute__((constructor)) static NOINSTR void installHandlers(void) {
  if (!__gcov_dump)
    return; /* the sanitizer build reports crashes itself */
  const char *Batch = getenv("FORAGE_REPLAY_BATCH");
  if (Batch) {
    unsetenv("FORAGE_REPLAY_BATCH");
    serveBatch(Batch);
  }
  const int Signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
  for (unsigned K = 0; K < sizeof Signals / sizeof *Signals; ++K)
    signal(Signals[K], onFatalSignal);
}

/* Programs that only declare the error functions get a definition. */
__attribute__((weak)) NOINSTR void reach_error(void) {
  fprintf(stderr, "forage-replay: error function reached\n");
  exit(FORAGE_EXIT_REACH_ERROR);
}
__attribute__((weak)) NOINSTR void __VERIFIER_error(void) { reach_error(); }
