// posix_fadvise is advice: the model accepts it for a descriptor it holds
// and answers EBADF otherwise, without a native call (coreutils' fadvise
// sent the model's descriptor numbers to the host: 34 377 native calls in
// one unexpand run of issue 22's corpus). The ends agree with the replay.
// RUN: rm -rf %t %t.d && mkdir -p %t.d/cwd
// RUN: cd %t.d/cwd && %forage %s --out %t --max-iterations 20 --sym-files 1 4 --replay > %t.out 2>&1
// RUN: python3 %S/Inputs/check_run.py %t --ends-match --no-external posix_fadvise
// RUN: grep -q '"exit_code":0' %t/tests.jsonl
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int Fd = open("A", O_RDONLY);
  if (Fd < 0)
    return 1;
  if (posix_fadvise(Fd, 0, 0, POSIX_FADV_SEQUENTIAL) != 0)
    return 2;
  if (posix_fadvise(Fd + 100, 0, 0, POSIX_FADV_SEQUENTIAL) != EBADF)
    return 3;
  char C;
  if (read(Fd, &C, 1) == 1 && C == 'x')
    return 4;
  close(Fd);
  return 0;
}
