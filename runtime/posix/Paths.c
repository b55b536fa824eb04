/* Paths.c - the names of forage's POSIX model (Posix.h): the files the
   program creates (open with O_CREAT, mkstemp, tmpfile, mkdir), unlinks and
   renames live in a table in memory, so a tested program never changes the
   machine's files, and a real file it reads is copied into memory when
   opened, so no descriptor of the real process outlives the call (a program
   that opens files in a loop cannot exhaust forage's descriptors). A
   created file is freed when it has neither a name nor a descriptor: tmpfile
   in a loop of 100000 calls reuses the same slot. */
#include "Posix.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* What a copy of a real file keeps: its first bytes only (a device such as
   /dev/urandom never ends). */
enum { MaxCopy = 1 << 20, MaxDeviceCopy = 1 << 16, Chunk = 1 << 14 };

static struct ForageFile Created[FORAGE_MAX_CREATED];
static ino_t NextInode = 200;

const char *__forage_normalise(const char *Path) {
  while (Path[0] == '.' && Path[1] == '/') {
    Path += 2;
    while (*Path == '/')
      ++Path;
  }
  return *Path ? Path : ".";
}

const char *__forage_at(int Dir, const char *Path, char **Owned) {
  *Owned = 0;
  if (!Path || Path[0] == '/' || Dir == AT_FDCWD)
    return Path;
  struct ForageFd *D = __forage_fd(Dir);
  if (!D)
    return 0;
  if (D->Kind != FORAGE_FD_FILE || !S_ISDIR(D->File->Mode)) {
    errno = ENOTDIR;
    return 0;
  }
  const char *Base = D->File->Path ? __forage_normalise(D->File->Path) : ".";
  if (strcmp(Base, ".") == 0)
    return Path;
  size_t B = strlen(Base), N = strlen(Path);
  if (!(*Owned = malloc(B + N + 2))) {
    errno = ENOMEM;
    return 0;
  }
  memcpy(*Owned, Base, B);
  (*Owned)[B] = '/';
  memcpy(*Owned + B + 1, Path, N + 1);
  return *Owned;
}

int __forage_hidden(const char *Path) {
  if (!__forage_env.Symbolic || Path[0] == '/')
    return 0;
  if (!*Path)
    return 1; /* "" names nothing */
  const char *N = __forage_normalise(Path);
  return strcmp(N, ".") != 0 && strcmp(N, "..") != 0 && !__forage_lookup(N);
}

static const char *nameOf(const struct ForageFile *F) {
  return F->Path ? F->Path : F->Name;
}

struct ForageFile *__forage_lookup(const char *Path) {
  if (!Path || !*Path)
    return 0;
  Path = __forage_normalise(Path);
  for (unsigned K = 0; K < __forage_env.NumFiles; ++K) {
    struct ForageFile *F = &__forage_env.Files[K];
    if (F->Linked && strcmp(nameOf(F), Path) == 0)
      return F;
  }
  for (unsigned K = 0; K < FORAGE_MAX_CREATED; ++K) {
    struct ForageFile *F = &Created[K];
    if (F->InUse && F->Linked && strcmp(F->Path, Path) == 0)
      return F;
  }
  return 0;
}

const struct ForageFile *__forage_created(unsigned K) {
  const struct ForageFile *F = &Created[K];
  return K < FORAGE_MAX_CREATED && F->InUse && F->Linked ? F : 0;
}

int __forage_native_errno(void) { return *__forage_native___errno_location(); }

static char *copyString(const char *S) {
  size_t N = strlen(S) + 1;
  char *C = malloc(N);
  if (C)
    memcpy(C, S, N);
  return C;
}

struct ForageFile *__forage_create(const char *Path, mode_t Mode) {
  for (unsigned K = 0; K < FORAGE_MAX_CREATED; ++K) {
    struct ForageFile *F = &Created[K];
    if (F->InUse)
      continue;
    memset(F, 0, sizeof *F);
    if (Path && !(F->Path = copyString(__forage_normalise(Path)))) {
      errno = ENOMEM;
      return 0;
    }
    F->InUse = 1;
    F->Linked = Path != 0;
    F->Mode = Mode;
    F->Device = 1;
    F->Inode = ++NextInode;
    return F;
  }
  errno = ENFILE;
  return 0;
}

void __forage_release(struct ForageFile *F) {
  if (!F->InUse || F->Linked || F->Opens > 0)
    return;
  free(F->Data);
  free(F->Path);
  memset(F, 0, sizeof *F);
}

/* Appends N bytes to F. */
static int append(struct ForageFile *F, const void *Buf, size_t N) {
  if (F->Size + N > F->Capacity) {
    size_t Capacity = F->Capacity ? F->Capacity * 2 : Chunk;
    while (Capacity < F->Size + N)
      Capacity *= 2;
    unsigned char *Data = realloc(F->Data, Capacity);
    if (!Data)
      return 0;
    F->Data = Data;
    F->Capacity = Capacity;
  }
  memcpy(F->Data + F->Size, Buf, N);
  F->Size += N;
  return 1;
}

struct ForageFile *__forage_copy_native(const char *Path) {
  int Fd = __forage_native_open(Path, O_RDONLY | O_CLOEXEC, 0);
  if (Fd < 0) {
    errno = __forage_native_errno();
    return 0;
  }
  struct stat St;
  if (__forage_native_fstat(Fd, &St) != 0) {
    int Saved = errno;
    __forage_native_close(Fd);
    errno = Saved;
    return 0;
  }
  struct ForageFile *F = __forage_create(0, St.st_mode);
  if (!F) {
    __forage_native_close(Fd);
    return 0;
  }
  F->Inode = St.st_ino;
  F->Device = St.st_dev;
  if (S_ISDIR(St.st_mode)) {
    /* Read later through opendir (Dir.c), by its path. */
    __forage_native_close(Fd);
    F->Path = copyString(Path);
    return F;
  }
  size_t Limit = S_ISREG(St.st_mode) ? MaxCopy : MaxDeviceCopy;
  char *Buf = malloc(Chunk);
  while (Buf && F->Size < Limit) {
    ssize_t N = __forage_native_pread(Fd, Buf, Chunk, (off_t)F->Size);
    if (N <= 0 || !append(F, Buf, (size_t)N))
      break;
  }
  free(Buf);
  __forage_native_close(Fd);
  return F;
}

/* A path is the real machine's when the model does not know it: the model
   then says what the replay, in an empty working directory, would see for
   a relative one (nothing there), and refuses to change an absolute one. */
static int notInMemory(const char *Path) {
  errno = Path && Path[0] == '/' ? EACCES : ENOENT;
  return -1;
}

int unlink(const char *Path) {
  struct ForageFile *F = __forage_lookup(Path);
  if (!F)
    return notInMemory(Path);
  if (S_ISDIR(F->Mode)) {
    errno = EISDIR;
    return -1;
  }
  F->Linked = 0;
  __forage_release(F);
  return 0;
}

int rmdir(const char *Path) {
  struct ForageFile *F = __forage_lookup(Path);
  if (!F)
    return notInMemory(Path);
  if (!S_ISDIR(F->Mode)) {
    errno = ENOTDIR;
    return -1;
  }
  F->Linked = 0;
  __forage_release(F);
  return 0;
}

int remove(const char *Path) {
  struct ForageFile *F = __forage_lookup(Path);
  if (F && S_ISDIR(F->Mode))
    return rmdir(Path);
  return unlink(Path);
}

int unlinkat(int Dir, const char *Path, int Flags) {
  int R;
  FORAGE_AT(R, Dir, Path, (Flags & AT_REMOVEDIR) ? rmdir(P) : unlink(P));
  return R;
}

int mkdir(const char *Path, mode_t Mode) {
  if (__forage_lookup(Path)) {
    errno = EEXIST;
    return -1;
  }
  return __forage_create(Path, S_IFDIR | (Mode & 07777)) ? 0 : -1;
}

int mkdirat(int Dir, const char *Path, mode_t Mode) {
  int R;
  FORAGE_AT(R, Dir, Path, mkdir(P, Mode));
  return R;
}

int rename(const char *Old, const char *New) {
  struct ForageFile *F = __forage_lookup(Old);
  if (!F) {
    /* A real file keeps its place; the program sees a copy under New. */
    if (Old[0] != '/')
      return notInMemory(Old);
    F = __forage_copy_native(Old);
    if (!F)
      return -1;
  }
  struct ForageFile *Target = __forage_lookup(New);
  if (Target == F)
    return 0;
  char *Name = copyString(__forage_normalise(New));
  if (!Name) {
    errno = ENOMEM;
    return -1;
  }
  if (Target) {
    Target->Linked = 0;
    __forage_release(Target);
  }
  free(F->Path);
  F->Path = Name;
  F->Linked = 1;
  return 0;
}

int renameat(int OldDir, const char *Old, int NewDir, const char *New) {
  (void)OldDir;
  (void)NewDir;
  return rename(Old, New);
}

int link(const char *Old, const char *New) {
  (void)Old;
  (void)New;
  errno = EPERM;
  return -1;
}

int symlink(const char *Target, const char *Path) {
  (void)Target;
  (void)Path;
  errno = EPERM;
  return -1;
}

/* Owners, modes and times: kept only for files in memory. */
int chmod(const char *Path, mode_t Mode) {
  struct ForageFile *F = __forage_lookup(Path);
  if (!F)
    return notInMemory(Path);
  F->Mode = (F->Mode & S_IFMT) | (Mode & 07777);
  return 0;
}

int fchmodat(int Dir, const char *Path, mode_t Mode, int Flags) {
  (void)Flags;
  int R;
  FORAGE_AT(R, Dir, Path, chmod(P, Mode));
  return R;
}

/* The same through a descriptor (gzip and bzip2 give their output the
   input's mode, owner and times this way): a file in memory keeps the mode;
   stdout/stderr (a pipe when replayed) and a descriptor of the real
   process are left as they are, and the call succeeds, as it does
   natively on a file the program just created. Called natively, these
   failed with EBADF on the model's descriptors (bzip2 then exits 1 where
   its replay exits 0). */
int fchmod(int Fd, mode_t Mode) {
  struct ForageFd *D = __forage_fd(Fd);
  if (!D)
    return -1;
  if (D->Kind == FORAGE_FD_FILE)
    D->File->Mode = (D->File->Mode & S_IFMT) | (Mode & 07777);
  return 0;
}

int fchown(int Fd, uid_t Owner, gid_t Group) {
  (void)Owner;
  (void)Group;
  return __forage_fd(Fd) ? 0 : -1;
}

int futimens(int Fd, const struct timespec Times[2]) {
  (void)Times;
  return __forage_fd(Fd) ? 0 : -1;
}

int chown(const char *Path, uid_t Owner, gid_t Group) {
  (void)Owner;
  (void)Group;
  return __forage_lookup(Path) ? 0 : notInMemory(Path);
}

int lchown(const char *Path, uid_t Owner, gid_t Group) {
  return chown(Path, Owner, Group);
}

struct utimbuf;
int utime(const char *Path, const struct utimbuf *Times) {
  (void)Times;
  return __forage_lookup(Path) ? 0 : notInMemory(Path);
}

struct timeval;
int utimes(const char *Path, const struct timeval Times[2]) {
  (void)Times;
  return __forage_lookup(Path) ? 0 : notInMemory(Path);
}

int utimensat(int Dir, const char *Path, const struct timespec Times[2],
              int Flags) {
  (void)Times;
  (void)Flags;
  int R;
  FORAGE_AT(R, Dir, Path, __forage_lookup(P) ? 0 : notInMemory(P));
  return R;
}

int truncate(const char *Path, off_t Length) {
  struct ForageFile *F = __forage_lookup(Path);
  if (!F)
    return notInMemory(Path);
  int Fd = __forage_open_file(F, O_WRONLY);
  if (Fd < 0)
    return -1;
  int R = ftruncate(Fd, Length);
  close(Fd);
  return R;
}

int truncate64(const char *Path, off_t Length) {
  return truncate(Path, Length);
}

/* Temporary files: the X's of a template become a counter, unique among
   the files in memory. */
static unsigned TempCounter;

static int fillTemplate(char *Template, int SuffixLength) {
  size_t N = strlen(Template);
  if (SuffixLength < 0 || N < 6 + (size_t)SuffixLength) {
    errno = EINVAL;
    return -1;
  }
  char *X = Template + N - SuffixLength - 6;
  if (strncmp(X, "XXXXXX", 6) != 0) {
    errno = EINVAL;
    return -1;
  }
  do {
    unsigned C = ++TempCounter;
    for (int K = 5; K >= 0; --K, C /= 10)
      X[K] = (char)('0' + C % 10);
  } while (__forage_lookup(Template));
  return 0;
}

int mkostemps(char *Template, int SuffixLength, int Flags) {
  if (fillTemplate(Template, SuffixLength) != 0)
    return -1;
  return open(Template, O_RDWR | O_CREAT | O_EXCL | (Flags & ~O_ACCMODE), 0600);
}

int mkstemp(char *Template) { return mkostemps(Template, 0, 0); }
int mkstemp64(char *Template) { return mkostemps(Template, 0, 0); }
int mkostemp(char *Template, int Flags) {
  return mkostemps(Template, 0, Flags);
}
int mkostemp64(char *Template, int Flags) {
  return mkostemps(Template, 0, Flags);
}
int mkstemps(char *Template, int SuffixLength) {
  return mkostemps(Template, SuffixLength, 0);
}
int mkstemps64(char *Template, int SuffixLength) {
  return mkostemps(Template, SuffixLength, 0);
}

char *mkdtemp(char *Template) {
  if (fillTemplate(Template, 0) != 0 || mkdir(Template, 0700) != 0)
    return 0;
  return Template;
}

char *mktemp(char *Template) {
  if (fillTemplate(Template, 0) != 0)
    Template[0] = 0;
  return Template;
}

char *tmpnam(char *S) {
  static char Buf[L_tmpnam];
  char *Out = S ? S : Buf;
  strcpy(Out, "/tmp/forageXXXXXX");
  fillTemplate(Out, 0);
  return Out;
}

char *tempnam(const char *Dir, const char *Prefix) {
  (void)Dir;
  (void)Prefix;
  char *Out = malloc(L_tmpnam);
  return Out ? tmpnam(Out) : 0;
}

/* An anonymous file, read and written through uClibc's stdio. */
FILE *tmpfile(void) {
  struct ForageFile *F = __forage_create(0, S_IFREG | 0600);
  if (!F)
    return 0;
  int Fd = __forage_open_file(F, O_RDWR);
  if (Fd < 0) {
    __forage_release(F);
    return 0;
  }
  FILE *Stream = fdopen(Fd, "w+");
  if (!Stream)
    close(Fd);
  return Stream;
}

FILE *tmpfile64(void) { return tmpfile(); }
