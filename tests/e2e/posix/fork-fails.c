// fork, the exec family and the wait functions never act on forage's own
// process: fork fails with ENOMEM, exec with EACCES, waitpid finds no child
// (as in KLEE's POSIX runtime), and the program's own error handling runs.
// The bug sits behind the failed fork, on the path a real program takes
// when it cannot start a child (tar running a compression program).
// RUN: rm -rf %t && not %forage %s --out %t --max-iterations 40 --sym-arg 1 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/Inputs/check_run.py %t --no-external fork --no-external execvp --no-external waitpid
// CHECK-NOT: cannot run natively
// CHECK-NOT: unsupported
// CHECK: bug: assertion-failure at {{.*}}fork-fails.c:[[#@LINE+24]]
#include <assert.h>
#include <errno.h>
#include <sys/wait.h>
#include <unistd.h>

static int spawn(char **argv) {
  pid_t pid = fork();
  if (pid == 0) {
    execvp(argv[0], argv);
    _exit(127);
  }
  if (pid < 0)
    return -errno;
  int status;
  if (waitpid(pid, &status, 0) < 0)
    return -errno;
  return WEXITSTATUS(status);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int r = spawn(argv + 1);
  assert(!(r == -ENOMEM && argv[1][0] == 'z'));
  if (execvp(argv[1], argv + 1) < 0 && errno == EACCES &&
      waitpid(-1, 0, 0) < 0 && errno == ECHILD)
    return 2;
  return 0;
}
