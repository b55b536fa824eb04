/* Cwd.c - chdir and fchdir in forage's POSIX model: run natively, they
   would move forage's own process (and fchdir took the model's descriptor
   numbers as the host's: find's "Failed to restore initial working
   directory", exit 1 where the native replay exits 0). The model has one
   working directory, the replay's: changing to it succeeds and changes
   nothing; changing to another existing directory fails with EACCES (the
   program's own error path runs, and the replay may differ there); a path
   that is no directory fails as it would natively. */
#include "Posix.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Whether Path names the working directory. */
static int workingDirectory(const char *Path) {
  return Path && strcmp(__forage_normalise(Path), ".") == 0;
}

int fchdir(int Fd) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (D->Kind != FORAGE_FD_FILE || !S_ISDIR(D->File->Mode)) {
    errno = ENOTDIR; /* a file, a pipe, stdout: as natively */
    return -1;
  }
  if (workingDirectory(D->File->Path))
    return 0;
  errno = EACCES;
  return -1;
}

int chdir(const char *Path) {
  struct stat St;
  if (!Path || stat(Path, &St) != 0)
    return -1; /* errno from stat (ENOENT, ...) */
  if (!S_ISDIR(St.st_mode)) {
    errno = ENOTDIR;
    return -1;
  }
  if (workingDirectory(Path))
    return 0;
  errno = EACCES;
  return -1;
}
