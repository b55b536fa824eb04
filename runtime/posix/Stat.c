/* Stat.c - stat, fstat, lstat, access, isatty and ioctl on forage's POSIX
   model, and an empty environment (getenv), so that what a program learns
   about its files and terminal is the same inside forage and when its test
   is replayed (the replay runs with stdin and stdout redirected and an empty
   environment). */
#include "Posix.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#ifndef AT_EMPTY_PATH
#define AT_EMPTY_PATH 0x1000 /* Linux's, declared only with _GNU_SOURCE */
#endif

/* A native call's result, with the real errno on failure. */
static int nativeResult(int R) {
  if (R < 0)
    errno = __forage_native_errno();
  return R;
}

/* The times of a file in memory: a fixed moment (2023-11-14), positive
   and in the past as the replay's freshly written files' are, so that a
   program that checks a timestamp (gzip warns about 0 and exits with 2)
   takes the path it takes natively. */
enum { FileTime = 1700000000 };

static void setTimes(struct stat *St) {
  St->st_atim.tv_sec = St->st_mtim.tv_sec = St->st_ctim.tv_sec = FileTime;
}

static void fileStat(const struct ForageFile *F, struct stat *St) {
  memset(St, 0, sizeof *St);
  St->st_dev = F->Device ? F->Device : 1;
  St->st_ino = F->Inode;
  St->st_mode = F->Mode ? F->Mode : S_IFREG | 0644;
  St->st_nlink = 1;
  St->st_size = (off_t)F->Size;
  St->st_blksize = 4096;
  St->st_blocks = (blkcnt_t)((F->Size + 511) / 512);
  setTimes(St);
}

int fstat(int Fd, struct stat *St) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (D->Kind == FORAGE_FD_FILE) {
    /* A real directory is kept by its path only; stat says what the
       model says of it ("." and ".." as the replay's). */
    if (S_ISDIR(D->File->Mode) && !D->File->Linked && D->File->Path)
      return stat(D->File->Path, St);
    fileStat(D->File, St);
    return 0;
  }
  if (D->Kind == FORAGE_FD_OUTPUT) {
    /* A pipe, as when the replay collects the output. */
    memset(St, 0, sizeof *St);
    St->st_dev = 2;
    St->st_ino = (ino_t)(10 + Fd);
    St->st_mode = S_IFIFO | 0600;
    St->st_nlink = 1;
    St->st_blksize = 4096;
    setTimes(St);
    return 0;
  }
  return nativeResult(__forage_native_fstat(D->NativeFd, St));
}

int fstat64(int Fd, struct stat *St) { return fstat(Fd, St); }

/* Under a symbolic environment "." and ".." are the replay's working
   directory and the one above it: directories, answered without asking the
   machine (dos2unix stats every name its arguments give). */
static int dotDirectory(const char *Path, struct stat *St) {
  if (!__forage_env.Symbolic || Path[0] == '/' || !*Path)
    return 0; /* "" names nothing (ENOENT), as natively */
  const char *N = __forage_normalise(Path);
  if (strcmp(N, ".") != 0 && strcmp(N, "..") != 0 && strcmp(N, "../") != 0)
    return 0;
  memset(St, 0, sizeof *St);
  St->st_dev = 1;
  St->st_ino = N[1] ? 2 : 3;
  St->st_mode = S_IFDIR | 0755;
  St->st_nlink = 2;
  St->st_size = 4096;
  St->st_blksize = 4096;
  setTimes(St);
  return 1;
}

int stat(const char *Path, struct stat *St) {
  struct ForageFile *F = __forage_lookup(Path);
  if (F) {
    fileStat(F, St);
    return 0;
  }
  if (dotDirectory(Path, St))
    return 0;
  if (__forage_hidden(Path)) {
    errno = ENOENT;
    return -1;
  }
  return nativeResult(__forage_native_stat(Path, St));
}

int stat64(const char *Path, struct stat *St) { return stat(Path, St); }

int lstat(const char *Path, struct stat *St) {
  struct ForageFile *F = __forage_lookup(Path);
  if (F) {
    fileStat(F, St);
    return 0;
  }
  if (dotDirectory(Path, St))
    return 0;
  if (__forage_hidden(Path)) {
    errno = ENOENT;
    return -1;
  }
  return nativeResult(__forage_native_lstat(Path, St));
}

int lstat64(const char *Path, struct stat *St) { return lstat(Path, St); }

int fstatat(int Dir, const char *Path, struct stat *St, int Flags) {
  if ((Flags & AT_EMPTY_PATH) && !*Path)
    return fstat(Dir, St);
  int R;
  FORAGE_AT(R, Dir, Path,
            (Flags & AT_SYMLINK_NOFOLLOW) ? lstat(P, St) : stat(P, St));
  return R;
}

int fstatat64(int Dir, const char *Path, struct stat *St, int Flags) {
  return fstatat(Dir, Path, St, Flags);
}

int access(const char *Path, int Mode) {
  struct stat St;
  if (stat(Path, &St) != 0)
    return -1;
  (void)Mode;
  return 0;
}

int faccessat(int Dir, const char *Path, int Mode, int Flags) {
  (void)Flags;
  int R;
  FORAGE_AT(R, Dir, Path, access(P, Mode));
  return R;
}

int euidaccess(const char *Path, int Mode) { return access(Path, Mode); }
int eaccess(const char *Path, int Mode) { return access(Path, Mode); }

/* No descriptor is a terminal: the replay runs with stdin and stdout
   redirected, and forage's own terminal must not leak into a test. */
int isatty(int Fd) {
  if (!__forage_fd(Fd))
    return 0;
  errno = ENOTTY;
  return 0;
}

int tcgetattr(int Fd, struct termios *T) {
  (void)T;
  return isatty(Fd) ? 0 : -1;
}

int ioctl(int Fd, unsigned long Request, ...) {
  (void)Request;
  if (!__forage_fd(Fd))
    return -1;
  errno = ENOTTY;
  return -1;
}

/* The environment starts empty, as the replay's does; what the program sets
   (setenv, putenv) it finds again, and forage's own environment is never
   touched (run natively, setenv changed it). environ is the same array,
   kept without holes and NULL-terminated, so a program that walks or
   edits environ (gawk's ENVIRON) works on its own memory. */
enum { MaxVars = 32 };
static char *Vars[MaxVars + 1]; /* "NAME=value", then NULL */
char **environ = Vars;
char **__environ = Vars;

static int findVar(const char *Name, size_t Len) {
  for (int K = 0; K < MaxVars && Vars[K]; ++K)
    if (strncmp(Vars[K], Name, Len) == 0 && Vars[K][Len] == '=')
      return K;
  return -1;
}

char *getenv(const char *Name) {
  int K = findVar(Name, strlen(Name));
  return K < 0 ? 0 : Vars[K] + strlen(Name) + 1;
}

char *secure_getenv(const char *Name) { return getenv(Name); }

static int validName(const char *Name) {
  if (!Name || !*Name || strchr(Name, '=')) {
    errno = EINVAL;
    return 0;
  }
  return 1;
}

int unsetenv(const char *Name) {
  if (!validName(Name))
    return -1;
  int K = findVar(Name, strlen(Name));
  if (K >= 0) { /* the last moves into the hole; putenv's strings stay */
    int Last = K;
    while (Last + 1 < MaxVars && Vars[Last + 1])
      ++Last;
    Vars[K] = Vars[Last];
    Vars[Last] = 0;
  }
  return 0;
}

int putenv(char *Assignment) {
  char *Eq = strchr(Assignment, '=');
  if (!Eq)
    return unsetenv(Assignment);
  int K = findVar(Assignment, (size_t)(Eq - Assignment));
  for (int J = 0; K < 0 && J < MaxVars; ++J)
    if (!Vars[J])
      K = J;
  if (K < 0) {
    errno = ENOMEM;
    return -1;
  }
  Vars[K] = Assignment;
  return 0;
}

int setenv(const char *Name, const char *Value, int Overwrite) {
  if (!validName(Name))
    return -1;
  if (!Overwrite && getenv(Name))
    return 0;
  size_t N = strlen(Name), V = strlen(Value);
  char *S = malloc(N + V + 2);
  if (!S) {
    errno = ENOMEM;
    return -1;
  }
  memcpy(S, Name, N);
  S[N] = '=';
  memcpy(S + N + 1, Value, V + 1);
  return putenv(S);
}

int clearenv(void) {
  memset(Vars, 0, sizeof Vars);
  return 0;
}
