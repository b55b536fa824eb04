/* Dir.c - opendir, readdir, readdir_r, closedir and scandir on forage's POSIX model
   (Posix.h). The working directory, as the program sees it, holds the
   symbolic files and the files it created, which is what the replay's
   empty working directory holds too; a directory the program created lists
   what it created under it; under a symbolic environment its parent ("..")
   lists nothing but "." and "..". Any other directory is listed natively when
   opened, copied into memory, and closed at once (its names come from
   outside forage, and the run says so): no real DIR outlives the call. */
#include "Posix.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct __dirstream {
  int Fd; /* what dirfd gives: a descriptor on the directory, or -1 */
  struct dirent *Entries;
  size_t Count, Capacity, Pos;
};

static int add(DIR *D, const char *Name, ino_t Inode, unsigned char Type) {
  if (D->Count == D->Capacity) {
    size_t Capacity = D->Capacity ? D->Capacity * 2 : 16;
    struct dirent *E = realloc(D->Entries, Capacity * sizeof *E);
    if (!E)
      return 0;
    D->Entries = E;
    D->Capacity = Capacity;
  }
  struct dirent *E = &D->Entries[D->Count++];
  memset(E, 0, sizeof *E);
  E->d_ino = Inode;
  E->d_off = (off_t)D->Count;
  E->d_reclen = sizeof *E;
  E->d_type = Type;
  size_t K = 0;
  for (; Name[K] && K + 1 < sizeof E->d_name; ++K)
    E->d_name[K] = Name[K];
  E->d_name[K] = 0;
  return 1;
}

static unsigned char typeOf(mode_t Mode) {
  return S_ISDIR(Mode) ? DT_DIR : S_ISFIFO(Mode) ? DT_FIFO : DT_REG;
}

/* The files in memory directly under Dir ("." for the working directory). */
static int listMemory(DIR *D, const char *Dir) {
  if (!add(D, ".", 1, DT_DIR) || !add(D, "..", 1, DT_DIR))
    return 0;
  size_t Prefix = strcmp(Dir, ".") == 0 ? 0 : strlen(Dir);
  for (unsigned K = 0; K < __forage_env.NumFiles; ++K) {
    struct ForageFile *F = &__forage_env.Files[K];
    const char *Name = F->Path ? F->Path : F->Name;
    if (F->Linked && Prefix == 0 && !strchr(Name, '/') &&
        !add(D, Name, F->Inode, DT_REG))
      return 0;
  }
  /* The created files: found by name among every path in memory. */
  for (unsigned K = 0; K < FORAGE_MAX_CREATED; ++K) {
    const struct ForageFile *F = __forage_created(K);
    if (!F)
      continue;
    const char *Name = F->Path;
    if (Prefix) {
      if (strncmp(Name, Dir, Prefix) != 0 || Name[Prefix] != '/')
        continue;
      Name += Prefix + 1;
    }
    if (*Name && !strchr(Name, '/') && !add(D, Name, F->Inode, typeOf(F->Mode)))
      return 0;
  }
  return 1;
}

static int listNative(DIR *D, const char *Path) {
  void *N = __forage_native_opendir(Path);
  if (!N) {
    errno = __forage_native_errno();
    return 0;
  }
  struct dirent *E;
  int Ok = 1;
  while (Ok && (E = __forage_native_readdir(N)))
    Ok = add(D, E->d_name, E->d_ino, E->d_type);
  __forage_native_closedir(N);
  return Ok;
}

static DIR *openDirectory(const char *Path, int Fd) {
  DIR *D = calloc(1, sizeof *D);
  if (!D) {
    errno = ENOMEM;
    return 0;
  }
  D->Fd = Fd;
  const char *Name = __forage_normalise(Path);
  struct ForageFile *F = __forage_lookup(Name);
  int Ok;
  if (F && !S_ISDIR(F->Mode)) {
    errno = ENOTDIR;
    Ok = 0;
  } else if (F || strcmp(Name, ".") == 0) {
    Ok = listMemory(D, Name);
  } else if (__forage_env.Symbolic &&
             (strcmp(Name, "..") == 0 || strcmp(Name, "../") == 0)) {
    /* The parent of the replay's working directory: every relative name
       below it is hidden (stat says ENOENT), so it lists none either.
       Listed natively, it gave forage's own neighbours, which find then
       could not stat ("'../suite': No such file or directory", exit 1
       where the replay exits 0). */
    Ok = add(D, ".", 2, DT_DIR) && add(D, "..", 4, DT_DIR);
  } else if (__forage_hidden(Path)) {
    errno = ENOENT;
    Ok = 0;
  } else {
    Ok = listNative(D, Path);
  }
  if (!Ok) {
    int Saved = errno;
    free(D->Entries);
    free(D);
    errno = Saved;
    return 0;
  }
  return D;
}

DIR *opendir(const char *Path) {
  if (!*Path) {
    errno = ENOENT;
    return 0;
  }
  return openDirectory(Path, -1);
}

DIR *fdopendir(int Fd) {
  struct ForageFd *E = __forage_fd(Fd);
  if (!E)
    return 0;
  if (E->Kind != FORAGE_FD_FILE || !S_ISDIR(E->File->Mode)) {
    errno = ENOTDIR;
    return 0;
  }
  /* A directory in memory is named by its path, a real one kept by it. */
  return openDirectory(E->File->Path ? E->File->Path : ".", Fd);
}

struct dirent *readdir(DIR *D) {
  if (D->Pos >= D->Count)
    return 0;
  return &D->Entries[D->Pos++];
}

struct dirent64 *readdir64(DIR *D) { return (struct dirent64 *)readdir(D); }

#pragma clang diagnostic ignored "-Wdeprecated-declarations"
int readdir_r(DIR *D, struct dirent *Entry, struct dirent **Result) {
  struct dirent *E = readdir(D);
  if (E)
    memcpy(Entry, E, sizeof *Entry);
  *Result = E ? Entry : 0;
  return 0;
}

int readdir64_r(DIR *D, struct dirent64 *Entry, struct dirent64 **Result) {
  return readdir_r(D, (struct dirent *)Entry, (struct dirent **)Result);
}

int closedir(DIR *D) {
  if (D->Fd >= 0)
    close(D->Fd);
  free(D->Entries);
  free(D);
  return 0;
}

void rewinddir(DIR *D) { D->Pos = 0; }
long telldir(DIR *D) { return (long)D->Pos; }
void seekdir(DIR *D, long Pos) { D->Pos = (size_t)Pos; }

int dirfd(DIR *D) {
  if (D->Fd < 0) {
    /* Opened by name: a descriptor that stands for the directory. */
    struct ForageFile *F = __forage_create(0, S_IFDIR | 0755);
    if (!F)
      return -1;
    D->Fd = __forage_open_file(F, O_RDONLY | O_DIRECTORY);
    if (D->Fd < 0)
      __forage_release(F);
  }
  return D->Fd;
}

int alphasort(const struct dirent **A, const struct dirent **B) {
  return strcmp((*A)->d_name, (*B)->d_name);
}

int alphasort64(const struct dirent64 **A, const struct dirent64 **B) {
  return alphasort((const struct dirent **)A, (const struct dirent **)B);
}

/* The filter and the comparison are the program's: called from here, as
   any function of it. */
int scandir(const char *Path, struct dirent ***List,
            int (*Select)(const struct dirent *),
            int (*Compare)(const struct dirent **, const struct dirent **)) {
  DIR *D = opendir(Path);
  if (!D)
    return -1;
  struct dirent **Out = 0;
  size_t N = 0;
  struct dirent *E;
  while ((E = readdir(D))) {
    if (Select && !Select(E))
      continue;
    struct dirent **Grown = realloc(Out, (N + 1) * sizeof *Out);
    struct dirent *Copy = malloc(sizeof *Copy);
    if (!Grown || !Copy) {
      free(Copy);
      for (size_t K = 0; K < N; ++K)
        free(Out[K]);
      free(Grown ? Grown : Out);
      closedir(D);
      errno = ENOMEM;
      return -1;
    }
    Out = Grown;
    memcpy(Copy, E, sizeof *Copy);
    Out[N++] = Copy;
  }
  closedir(D);
  if (Compare && N > 1)
    qsort(Out, N, sizeof *Out,
          (int (*)(const void *, const void *))Compare);
  *List = Out;
  return (int)N;
}

int scandir64(const char *Path, struct dirent64 ***List,
              int (*Select)(const struct dirent64 *),
              int (*Compare)(const struct dirent64 **,
                             const struct dirent64 **)) {
  return scandir(Path, (struct dirent ***)List,
                 (int (*)(const struct dirent *))Select,
                 (int (*)(const struct dirent **, const struct dirent **))
                     Compare);
}
