// A handler the program installs with sigaction or signal stays inside the
// model: raise calls it as a function of the program, alarm never fires in
// forage's process, and the bug inside the handler is found.
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external sigaction --no-external signal --no-external alarm --no-external raise
// CHECK: bug: assertion-failure at {{.*}}sigaction.c:[[#@LINE+9]]
#include <assert.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static char First;
static volatile int Seen;

static void onUsr1(int sig) { assert(!(sig == SIGUSR1 && First == 'u')); }
static void onInt(int sig) { Seen = sig; }

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  First = argv[1][0];
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = onUsr1;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGUSR1, &sa, 0);
  signal(SIGINT, onInt);
  alarm(1);
  raise(SIGINT);
  if (Seen != SIGINT)
    return 2;
  raise(SIGUSR1);
  return 0;
}
