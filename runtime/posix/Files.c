/* Files.c - open, read, write, lseek, close, dup, pipe and ftruncate on
   forage's POSIX model (Posix.h): symbolic files and stdin stay symbolic; a
   real file is copied into memory when opened (Paths.c; its data then comes
   from outside forage, and the run says so) and written there only, so that
   a tested program never changes forage's file system and holds none of
   forage's descriptors. */
#include "Posix.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct ForageEnv __forage_env;

void __forage_env_init(void) {
  if (__forage_env.Initialised)
    return;
  __forage_env.Initialised = 1;
  __forage_env.Fds[0].Kind = FORAGE_FD_NATIVE;
  __forage_env.Fds[0].NativeFd = 0;
  __forage_env.Fds[1].Kind = FORAGE_FD_OUTPUT;
  __forage_env.Fds[1].NativeFd = 1;
  __forage_env.Fds[1].Flags = O_WRONLY;
  __forage_env.Fds[2].Kind = FORAGE_FD_OUTPUT;
  __forage_env.Fds[2].NativeFd = 2;
  __forage_env.Fds[2].Flags = O_WRONLY;
}

struct ForageFd *__forage_fd(int Fd) {
  __forage_env_init();
  if (Fd < 0 || Fd >= FORAGE_MAX_FDS ||
      __forage_env.Fds[Fd].Kind == FORAGE_FD_CLOSED) {
    errno = EBADF;
    return 0;
  }
  return &__forage_env.Fds[Fd];
}

static int freeDescriptor(int From) {
  __forage_env_init();
  for (int Fd = From < 0 ? 0 : From; Fd < FORAGE_MAX_FDS; ++Fd)
    if (__forage_env.Fds[Fd].Kind == FORAGE_FD_CLOSED)
      return Fd;
  errno = EMFILE;
  return -1;
}

int __forage_open_file(struct ForageFile *F, int Flags) {
  int Fd = freeDescriptor(0);
  if (Fd < 0)
    return -1;
  struct ForageFd *D = &__forage_env.Fds[Fd];
  D->Kind = FORAGE_FD_FILE;
  D->File = F;
  D->Offset = 0;
  D->Flags = Flags;
  D->FdFlags = (Flags & O_CLOEXEC) ? FD_CLOEXEC : 0;
  ++F->Opens;
  return Fd;
}

/* Why creating Path fails where the replay runs (0 if it would not): a
   name ending in '/' names a directory (EISDIR); the directory it would be
   created in must exist, in memory or on the machine (a relative one
   outside memory does not: the replay's working directory is empty). sed's
   `w/` created a file "/" where natively it exits 4. */
static int cannotCreate(const char *Path) {
  const char *N = __forage_normalise(Path);
  size_t Len = strlen(N);
  if (N[Len - 1] == '/')
    return EISDIR;
  const char *Slash = strrchr(N, '/');
  if (!Slash)
    return 0;
  size_t P = Slash == N ? 1 : (size_t)(Slash - N);
  char *Parent = malloc(P + 1);
  if (!Parent)
    return ENOMEM;
  memcpy(Parent, N, P);
  Parent[P] = 0;
  int Err = 0;
  struct stat St;
  struct ForageFile *F = __forage_lookup(Parent);
  if (F)
    Err = S_ISDIR(F->Mode) ? 0 : ENOTDIR;
  else if (__forage_hidden(Parent) || __forage_native_stat(Parent, &St) != 0)
    Err = ENOENT;
  else if (!S_ISDIR(St.st_mode))
    Err = ENOTDIR;
  free(Parent);
  return Err;
}

static int openFile(const char *Path, int Flags, int Mode) {
  if (!Path || !*Path) {
    errno = ENOENT;
    return -1;
  }
  struct ForageFile *F = __forage_lookup(Path);
  int Writes = (Flags & O_ACCMODE) != O_RDONLY || (Flags & O_CREAT);
  if (F && (Flags & O_CREAT) && (Flags & O_EXCL)) {
    errno = EEXIST;
    return -1;
  }
  if (!F) {
    /* A real file: copied into memory, written there only. */
    struct stat St;
    int Exists = !__forage_hidden(Path) && __forage_native_stat(Path, &St) == 0;
    if (!Exists && !(Flags & O_CREAT)) {
      errno = __forage_hidden(Path) ? ENOENT : __forage_native_errno();
      return -1;
    }
    if (Exists && (Flags & O_CREAT) && (Flags & O_EXCL)) {
      errno = EEXIST;
      return -1;
    }
    if (Exists && Writes && S_ISDIR(St.st_mode)) {
      errno = EISDIR;
      return -1;
    }
    int Err = Exists ? 0 : cannotCreate(Path);
    if (Err) {
      errno = Err;
      return -1;
    }
    if (Exists && !(Writes && (Flags & O_TRUNC)))
      F = __forage_copy_native(Path);
    else
      F = __forage_create(0, S_IFREG | ((mode_t)Mode & 07777));
    if (!F)
      return -1;
    if (Writes) {
      /* Found under its name from now on, as it would be on disk. */
      free(F->Path);
      F->Path = 0;
      size_t N = strlen(__forage_normalise(Path)) + 1;
      if ((F->Path = malloc(N)))
        memcpy(F->Path, __forage_normalise(Path), N);
      F->Linked = F->Path != 0;
    }
  }
  if (S_ISDIR(F->Mode) && Writes) {
    __forage_release(F);
    errno = EISDIR;
    return -1;
  }
  if ((Flags & O_DIRECTORY) && !S_ISDIR(F->Mode)) {
    __forage_release(F);
    errno = ENOTDIR;
    return -1;
  }
  int Fd = __forage_open_file(F, Flags);
  if (Fd < 0) {
    __forage_release(F);
    return -1;
  }
  if ((Flags & O_TRUNC) && Writes)
    F->Size = 0;
  return Fd;
}

/* The mode argument open takes only with O_CREAT. */
#define MODE_ARGUMENT(Flags, Mode)                                             \
  do {                                                                         \
    if ((Flags)&O_CREAT) {                                                     \
      va_list Ap;                                                              \
      va_start(Ap, Flags);                                                     \
      Mode = va_arg(Ap, int);                                                  \
      va_end(Ap);                                                              \
    }                                                                          \
  } while (0)

int open(const char *Path, int Flags, ...) {
  int Mode = 0;
  MODE_ARGUMENT(Flags, Mode);
  return openFile(Path, Flags, Mode);
}

int open64(const char *Path, int Flags, ...) {
  int Mode = 0;
  MODE_ARGUMENT(Flags, Mode);
  return openFile(Path, Flags, Mode);
}

/* Relative to the directory Dir names (find's fts opens and stats the
   names of a directory through a descriptor of it). */
int openat(int Dir, const char *Path, int Flags, ...) {
  int Mode = 0, R;
  MODE_ARGUMENT(Flags, Mode);
  FORAGE_AT(R, Dir, Path, openFile(P, Flags, Mode));
  return R;
}

int openat64(int Dir, const char *Path, int Flags, ...) {
  int Mode = 0, R;
  MODE_ARGUMENT(Flags, Mode);
  FORAGE_AT(R, Dir, Path, openFile(P, Flags, Mode));
  return R;
}

int creat(const char *Path, mode_t Mode) {
  return openFile(Path, O_CREAT | O_WRONLY | O_TRUNC, (int)Mode);
}

int creat64(const char *Path, mode_t Mode) { return creat(Path, Mode); }

ssize_t read(int Fd, void *Buf, size_t N) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if ((D->Flags & O_ACCMODE) == O_WRONLY) {
    errno = EBADF;
    return -1;
  }
  if (D->Kind == FORAGE_FD_NATIVE)
    return __forage_native_read(D->NativeFd, Buf, N);
  if (D->Kind != FORAGE_FD_FILE)
    return 0; /* reading stdout: end of file */
  struct ForageFile *F = D->File;
  if (S_ISDIR(F->Mode)) {
    errno = EISDIR;
    return -1;
  }
  if ((size_t)D->Offset >= F->Size)
    return 0;
  size_t Left = F->Size - (size_t)D->Offset;
  if (N > Left)
    N = Left;
  memcpy(Buf, F->Data + D->Offset, N);
  D->Offset += (off_t)N;
  return (ssize_t)N;
}

static int reserve(struct ForageFile *F, size_t Size) {
  if (Size <= F->Capacity)
    return 1;
  size_t Capacity = F->Capacity * 2 > Size ? F->Capacity * 2 : Size;
  unsigned char *Data = realloc(F->Data, Capacity);
  if (!Data)
    return 0;
  F->Data = Data;
  F->Capacity = Capacity;
  return 1;
}

ssize_t write(int Fd, const void *Buf, size_t N) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if ((D->Flags & O_ACCMODE) == O_RDONLY && D->Kind != FORAGE_FD_OUTPUT) {
    errno = EBADF;
    return -1;
  }
  if (D->Kind == FORAGE_FD_OUTPUT)
    return __forage_output(D->NativeFd, Buf, N);
  if (D->Kind == FORAGE_FD_NATIVE)
    return __forage_native_write(D->NativeFd, Buf, N);
  struct ForageFile *F = D->File;
  if (D->Flags & O_APPEND)
    D->Offset = (off_t)F->Size;
  size_t End = (size_t)D->Offset + N;
  if (!reserve(F, End)) {
    errno = ENOSPC;
    return -1;
  }
  if ((size_t)D->Offset > F->Size)
    memset(F->Data + F->Size, 0, (size_t)D->Offset - F->Size);
  memcpy(F->Data + D->Offset, Buf, N);
  if (End > F->Size)
    F->Size = End;
  D->Offset = (off_t)End;
  return (ssize_t)N;
}

off_t lseek(int Fd, off_t Off, int Whence) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (D->Kind == FORAGE_FD_NATIVE)
    return __forage_native_lseek(D->NativeFd, Off, Whence);
  if (D->Kind != FORAGE_FD_FILE || S_ISFIFO(D->File->Mode)) {
    errno = ESPIPE;
    return -1;
  }
  off_t Base = Whence == SEEK_SET   ? 0
               : Whence == SEEK_CUR ? D->Offset
               : Whence == SEEK_END ? (off_t)D->File->Size
                                    : -1;
  if (Base < 0 || Base + Off < 0) {
    errno = EINVAL;
    return -1;
  }
  D->Offset = Base + Off;
  return D->Offset;
}

off_t lseek64(int Fd, off_t Off, int Whence) { return lseek(Fd, Off, Whence); }

/* Advice only: accepted for a descriptor the model holds. Called natively
   it went to the host with the model's descriptor number (coreutils'
   fadvise: 34 377 native calls in one unexpand run). */
int posix_fadvise(int Fd, off_t Off, off_t Len, int Advice) {
  (void)Off, (void)Len, (void)Advice;
  return __forage_fd(Fd) ? 0 : EBADF;
}

int posix_fadvise64(int Fd, off_t Off, off_t Len, int Advice) {
  return posix_fadvise(Fd, Off, Len, Advice);
}

int close(int Fd) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  /* The real stdin stays open: it is forage's own (the model keeps no
     other real descriptor). */
  if (D->Kind == FORAGE_FD_FILE) {
    --D->File->Opens;
    __forage_release(D->File);
  }
  D->Kind = FORAGE_FD_CLOSED;
  return 0;
}

static int duplicate(int Fd, int To) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (To == Fd)
    return To;
  if (__forage_env.Fds[To].Kind != FORAGE_FD_CLOSED)
    close(To);
  __forage_env.Fds[To] = *D;
  __forage_env.Fds[To].FdFlags = 0;
  if (D->Kind == FORAGE_FD_FILE)
    ++D->File->Opens;
  return To;
}

int dup(int Fd) {
  int To = freeDescriptor(0);
  return To < 0 ? -1 : duplicate(Fd, To);
}

int dup2(int Fd, int To) {
  if (To < 0 || To >= FORAGE_MAX_FDS || !__forage_fd(Fd)) {
    errno = EBADF;
    return -1;
  }
  return duplicate(Fd, To);
}

int dup3(int Fd, int To, int Flags) {
  if (Fd == To) {
    errno = EINVAL;
    return -1;
  }
  int R = dup2(Fd, To);
  if (R >= 0 && (Flags & O_CLOEXEC))
    __forage_env.Fds[R].FdFlags = FD_CLOEXEC;
  return R;
}

/* A pipe is an anonymous file in memory: its write end appends, its read
   end reads what was written (and sees the end of file, rather than
   blocking, once it has read everything). */
int pipe2(int Fds[2], int Flags) {
  struct ForageFile *F = __forage_create(0, S_IFIFO | 0600);
  if (!F)
    return -1;
  int Extra = Flags & (O_CLOEXEC | O_NONBLOCK);
  int R = __forage_open_file(F, O_RDONLY | Extra);
  if (R < 0) {
    __forage_release(F);
    return -1;
  }
  int W = __forage_open_file(F, O_WRONLY | O_APPEND | Extra);
  if (W < 0) {
    close(R);
    return -1;
  }
  Fds[0] = R;
  Fds[1] = W;
  return 0;
}

int pipe(int Fds[2]) { return pipe2(Fds, 0); }

int ftruncate(int Fd, off_t Length) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (D->Kind != FORAGE_FD_FILE || (D->Flags & O_ACCMODE) == O_RDONLY ||
      S_ISDIR(D->File->Mode) || Length < 0) {
    errno = EINVAL;
    return -1;
  }
  struct ForageFile *F = D->File;
  if (!reserve(F, (size_t)Length)) {
    errno = ENOSPC;
    return -1;
  }
  if ((size_t)Length > F->Size)
    memset(F->Data + F->Size, 0, (size_t)Length - F->Size);
  F->Size = (size_t)Length;
  return 0;
}

int ftruncate64(int Fd, off_t Length) { return ftruncate(Fd, Length); }

/* fsync and friends: nothing to write back. */
int fsync(int Fd) { return __forage_fd(Fd) ? 0 : -1; }
int fdatasync(int Fd) { return fsync(Fd); }

int fcntl(int Fd, int Cmd, ...) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  va_list Ap;
  va_start(Ap, Cmd);
  long Arg = (Cmd == F_GETFD || Cmd == F_GETFL) ? 0 : va_arg(Ap, long);
  va_end(Ap);
  switch (Cmd) {
  case F_DUPFD:
  case F_DUPFD_CLOEXEC: {
    int To = freeDescriptor((int)Arg);
    return To < 0 ? -1 : duplicate(Fd, To);
  }
  case F_GETFD:
    return D->FdFlags;
  case F_SETFD:
    D->FdFlags = (int)Arg;
    return 0;
  case F_GETFL:
    return D->Flags;
  case F_SETFL:
    D->Flags = (D->Flags & O_ACCMODE) | ((int)Arg & ~O_ACCMODE);
    return 0;
  default:
    errno = EINVAL;
    return -1;
  }
}
