/* Signal.c - signal dispositions and masks in forage's POSIX model: run
   natively, a handler the program installs would be a function of the
   interpreted program installed in forage's own process (a signal would
   then jump into code the host cannot run), and alarm would end forage.
   Here the dispositions are a table in the program's memory; raise and
   kill of the program's own process call the handler it installed, as the
   kernel would, and a signal whose default action ends the process ends
   the execution (abort for SIGABRT; any other such signal is a path forage
   does not follow). No signal is ever delivered from outside. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

enum { NumSignals = 65 };
static struct sigaction Actions[NumSignals];
static sigset_t Mask;

/* The interpreter ends the path: the default action of Sig would end the
   process by a signal, which forage does not record as an end. */
void __forage_signal_default(int Sig);

static int valid(int Sig) { return Sig > 0 && Sig < NumSignals; }

int sigaction(int Sig, const struct sigaction *Act, struct sigaction *Old) {
  if (!valid(Sig) || ((Sig == SIGKILL || Sig == SIGSTOP) && Act)) {
    errno = EINVAL;
    return -1;
  }
  if (Old)
    *Old = Actions[Sig];
  if (Act)
    Actions[Sig] = *Act;
  return 0;
}

__sighandler_t signal(int Sig, __sighandler_t Handler) {
  struct sigaction Act, Old;
  memset(&Act, 0, sizeof Act);
  Act.sa_handler = Handler;
  Act.sa_flags = SA_RESTART;
  if (sigaction(Sig, &Act, &Old) != 0)
    return SIG_ERR;
  return Old.sa_handler;
}

__sighandler_t bsd_signal(int Sig, __sighandler_t Handler) {
  return signal(Sig, Handler);
}

__sighandler_t sysv_signal(int Sig, __sighandler_t Handler) {
  return signal(Sig, Handler);
}

/* What glibc's headers call signal under some feature macros. */
__sighandler_t __sysv_signal(int Sig, __sighandler_t Handler) {
  return signal(Sig, Handler);
}

int siginterrupt(int Sig, int Flag) {
  if (!valid(Sig)) {
    errno = EINVAL;
    return -1;
  }
  if (Flag)
    Actions[Sig].sa_flags &= ~SA_RESTART;
  else
    Actions[Sig].sa_flags |= SA_RESTART;
  return 0;
}

/* An alternate signal stack (gnulib's c-stack): recorded, never used, as
   no signal is delivered; run natively it would give forage's process a
   stack in the program's memory. */
static stack_t AltStack = {0, SS_DISABLE, 0};

int sigaltstack(const stack_t *New, stack_t *Old) {
  if (Old)
    *Old = AltStack;
  if (New)
    AltStack = *New;
  return 0;
}

/* Signal sets, as glibc lays them out (bits of unsigned longs). */
enum { WordBits = 8 * sizeof(unsigned long) };

int sigemptyset(sigset_t *Set) {
  memset(Set, 0, sizeof *Set);
  return 0;
}

int sigfillset(sigset_t *Set) {
  memset(Set, 0xff, sizeof *Set);
  return 0;
}

int sigaddset(sigset_t *Set, int Sig) {
  if (!valid(Sig)) {
    errno = EINVAL;
    return -1;
  }
  Set->__val[(Sig - 1) / WordBits] |= 1UL << ((Sig - 1) % WordBits);
  return 0;
}

int sigdelset(sigset_t *Set, int Sig) {
  if (!valid(Sig)) {
    errno = EINVAL;
    return -1;
  }
  Set->__val[(Sig - 1) / WordBits] &= ~(1UL << ((Sig - 1) % WordBits));
  return 0;
}

int sigismember(const sigset_t *Set, int Sig) {
  if (!valid(Sig)) {
    errno = EINVAL;
    return -1;
  }
  return (Set->__val[(Sig - 1) / WordBits] >> ((Sig - 1) % WordBits)) & 1;
}

int sigprocmask(int How, const sigset_t *Set, sigset_t *Old) {
  sigset_t Prev = Mask;
  if (Set) {
    for (unsigned K = 0; K < sizeof Mask.__val / sizeof Mask.__val[0]; ++K) {
      if (How == SIG_BLOCK)
        Mask.__val[K] |= Set->__val[K];
      else if (How == SIG_UNBLOCK)
        Mask.__val[K] &= ~Set->__val[K];
      else if (How == SIG_SETMASK)
        Mask.__val[K] = Set->__val[K];
      else {
        errno = EINVAL;
        return -1;
      }
    }
  }
  if (Old)
    *Old = Prev;
  return 0;
}

int pthread_sigmask(int How, const sigset_t *Set, sigset_t *Old) {
  return sigprocmask(How, Set, Old) == 0 ? 0 : errno;
}

int sigpending(sigset_t *Set) { return sigemptyset(Set); }

/* No timer fires inside forage (the replay runs each test within its
   time-out, which a pending alarm rarely outlasts). */
unsigned int alarm(unsigned int Seconds) {
  (void)Seconds;
  return 0;
}

int setitimer(int Which, const struct itimerval *New, struct itimerval *Old) {
  (void)Which;
  (void)New;
  if (Old)
    memset(Old, 0, sizeof *Old);
  return 0;
}

int getitimer(int Which, struct itimerval *Value) {
  (void)Which;
  memset(Value, 0, sizeof *Value);
  return 0;
}

/* The signals whose default action leaves the process running. */
static int ignoredByDefault(int Sig) {
  return Sig == SIGCHLD || Sig == SIGURG || Sig == SIGWINCH ||
         Sig == SIGCONT;
}

int raise(int Sig) {
  if (!valid(Sig)) {
    errno = EINVAL;
    return -1;
  }
  struct sigaction *A = &Actions[Sig];
  if (A->sa_handler == SIG_IGN)
    return 0;
  if (A->sa_handler == SIG_DFL) {
    if (ignoredByDefault(Sig))
      return 0;
    if (Sig == SIGABRT)
      abort();
    __forage_signal_default(Sig);
    return 0;
  }
  if (A->sa_flags & SA_SIGINFO) {
    siginfo_t Info;
    memset(&Info, 0, sizeof Info);
    Info.si_signo = Sig;
    A->sa_sigaction(Sig, &Info, 0);
  } else {
    void (*Handler)(int) = A->sa_handler;
    if (A->sa_flags & SA_RESETHAND)
      A->sa_handler = SIG_DFL;
    Handler(Sig);
  }
  return 0;
}

/* The program's process is its own pid (getpid is native) or 0. */
int kill(pid_t Pid, int Sig) {
  if (Pid != 0 && Pid != getpid()) {
    errno = EPERM;
    return -1;
  }
  return Sig == 0 ? 0 : raise(Sig);
}
