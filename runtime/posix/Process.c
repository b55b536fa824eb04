/* Process.c - processes in forage's POSIX model: run natively, fork,
   popen, system and the exec family would act on forage's own process (a
   second forage, or forage replaced by another program). As in KLEE's
   POSIX runtime (runtime/POSIX/illegal.c, stubs.c), they fail the way the
   system may make them fail, and the program goes on with its own error
   handling: fork and vfork return -1 with ENOMEM (so do posix_spawn and
   posix_spawnp, which return the error), popen returns a null stream with
   ENOMEM (what glibc's popen does when it cannot fork), system runs no
   command (-1 with ENOMEM; system(0) says no shell is available), the exec
   functions return -1 with EACCES, and the wait functions find no child
   (-1 with ECHILD; pclose of a stream popen did not open too). forage
   replay --exe builds this file natively and preloads it, so that a test
   that reaches these calls ends there as it did here (docs/replay.md). */
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

pid_t fork(void) {
  errno = ENOMEM;
  return -1;
}

pid_t vfork(void) { return fork(); }

int posix_spawn(pid_t *Pid, const char *Path,
                const posix_spawn_file_actions_t *Actions,
                const posix_spawnattr_t *Attr, char *const Argv[],
                char *const Envp[]) {
  (void)Pid, (void)Path, (void)Actions, (void)Attr, (void)Argv, (void)Envp;
  return ENOMEM;
}

int posix_spawnp(pid_t *Pid, const char *File,
                 const posix_spawn_file_actions_t *Actions,
                 const posix_spawnattr_t *Attr, char *const Argv[],
                 char *const Envp[]) {
  return posix_spawn(Pid, File, Actions, Attr, Argv, Envp);
}

FILE *popen(const char *Command, const char *Mode) {
  (void)Command, (void)Mode;
  errno = ENOMEM;
  return 0;
}

int pclose(FILE *Stream) {
  (void)Stream;
  errno = ECHILD;
  return -1;
}

int system(const char *Command) {
  if (!Command)
    return 0;
  errno = ENOMEM;
  return -1;
}

static int noExec(void) {
  errno = EACCES;
  return -1;
}

int execl(const char *Path, const char *Arg, ...) {
  (void)Path, (void)Arg;
  return noExec();
}
int execlp(const char *File, const char *Arg, ...) {
  (void)File, (void)Arg;
  return noExec();
}
int execle(const char *Path, const char *Arg, ...) {
  (void)Path, (void)Arg;
  return noExec();
}
int execv(const char *Path, char *const Argv[]) {
  (void)Path, (void)Argv;
  return noExec();
}
int execvp(const char *File, char *const Argv[]) {
  (void)File, (void)Argv;
  return noExec();
}
int execvpe(const char *File, char *const Argv[], char *const Envp[]) {
  (void)File, (void)Argv, (void)Envp;
  return noExec();
}
int execve(const char *Path, char *const Argv[], char *const Envp[]) {
  (void)Path, (void)Argv, (void)Envp;
  return noExec();
}

static pid_t noChild(void) {
  errno = ECHILD;
  return -1;
}

pid_t wait(int *Status) {
  (void)Status;
  return noChild();
}
pid_t waitpid(pid_t Pid, int *Status, int Options) {
  (void)Pid, (void)Status, (void)Options;
  return noChild();
}
pid_t wait3(int *Status, int Options, struct rusage *Usage) {
  (void)Status, (void)Options, (void)Usage;
  return noChild();
}
pid_t wait4(pid_t Pid, int *Status, int Options, struct rusage *Usage) {
  (void)Pid, (void)Status, (void)Options, (void)Usage;
  return noChild();
}
