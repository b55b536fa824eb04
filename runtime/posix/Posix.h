/* Posix.h - the state of forage's POSIX model: the symbolic files the
   command line asked for (--sym-stdin, --sym-files), the files the program
   created (Paths.c) and the table of open descriptors. Env.c fills it
   before the program's main runs; Files.c, Paths.c, Stat.c and Dir.c
   implement the system calls on it. No descriptor of the real process
   outlives one call of the model: a real file the program reads is copied
   into memory when opened (its data then counts as coming from outside
   forage), and everything the program writes or creates stays in memory. */
#ifndef FORAGE_RUNTIME_POSIX_H
#define FORAGE_RUNTIME_POSIX_H

#include <stddef.h>
#include <sys/types.h>

enum { FORAGE_MAX_FILES = 26, FORAGE_MAX_FDS = 64, FORAGE_MAX_CREATED = 64 };

/* A file that lives in forage's memory: a symbolic one from the command
   line (data made of fresh inputs), one the program created, or the copy of
   a real file it opened. */
struct ForageFile {
  char Name[2];        /* "A", "B", ...; "" for stdin and created files */
  unsigned char *Data; /* Size bytes */
  size_t Size;
  size_t Capacity;
  ino_t Inode;
  /* Created files and copies: the path it is found under (malloc'd; 0 for
     an anonymous file: tmpfile, a pipe, a copy of a real file). */
  char *Path;
  int Linked;   /* found by its name (a symbolic file until unlinked) */
  int Opens;    /* descriptors open on it */
  int InUse;    /* a slot of the created-files table that is taken */
  mode_t Mode;  /* S_IFREG | 0644, S_IFDIR | 0755, S_IFIFO | 0600, ... */
  dev_t Device; /* a real file's, for a copy; 1 otherwise */
};

enum ForageFdKind {
  FORAGE_FD_CLOSED = 0,
  FORAGE_FD_FILE,   /* a ForageFile */
  FORAGE_FD_OUTPUT, /* stdout/stderr: writes go where --program-output says */
  FORAGE_FD_NATIVE  /* a descriptor of the real process */
};

struct ForageFd {
  enum ForageFdKind Kind;
  struct ForageFile *File;
  off_t Offset;
  int Flags;   /* O_RDONLY, O_APPEND, ... as given to open */
  int FdFlags; /* FD_CLOEXEC */
  int NativeFd;
};

struct ForageEnv {
  struct ForageFile Files[FORAGE_MAX_FILES]; /* the --sym-files */
  unsigned NumFiles;
  struct ForageFile Stdin; /* --sym-stdin */
  int StdinSymbolic;
  /* Any --sym-* option: the working directory is the replay's, which holds
     the symbolic files and nothing else, so a relative path the model does
     not know names nothing (no look-up on forage's own directory). */
  int Symbolic;
  struct ForageFd Fds[FORAGE_MAX_FDS];
  int Initialised;
};

extern struct ForageEnv __forage_env;

/* Sets up fds 0-2 on first use: a program started without the environment
   wrapper (no --sym-* option) still gets the model. */
void __forage_env_init(void);
struct ForageFd *__forage_fd(int Fd);

/* Paths.c: the files the program created and the copies of real ones. */
/* The file Path names in memory (symbolic or created), or 0. The symbolic
   files are named by one capital letter, as in KLEE. */
struct ForageFile *__forage_lookup(const char *Path);
/* A new file in memory: named Path (linked), or anonymous if Path is 0;
   0 with errno ENFILE when the table is full. */
struct ForageFile *__forage_create(const char *Path, mode_t Mode);
/* A copy in memory of the real file at Path (anonymous), or 0 with errno
   set; a directory is copied as its path only. */
struct ForageFile *__forage_copy_native(const char *Path);
/* Frees a created file once it has neither a name nor a descriptor. */
void __forage_release(struct ForageFile *F);
/* The K-th created file that has a name, or 0 (for listing). */
const struct ForageFile *__forage_created(unsigned K);
/* errno as the last native call left it in forage's process. */
int __forage_native_errno(void);
/* A relative path outside the model's working directory under a symbolic
   environment (Symbolic): it names nothing, as in the replay. */
int __forage_hidden(const char *Path);
/* Path without leading "./" (and "." for an empty rest). */
const char *__forage_normalise(const char *Path);
/* The path that Path relative to the directory descriptor Dir (openat,
   fstatat, ...) names: Path itself if it is absolute, Dir is AT_FDCWD or a
   descriptor of the working directory; else the directory's path, '/' and
   Path, malloc'd into *Owned (free it after use). 0 with errno EBADF or
   ENOTDIR when Dir is no directory, ENOMEM without memory. */
const char *__forage_at(int Dir, const char *Path, char **Owned);
/* Result = Call with Path resolved against Dir by __forage_at (the name P
   inside Call), errno kept across the free. */
#define FORAGE_AT(Result, Dir, Path, Call)                                     \
  do {                                                                         \
    char *Owned_;                                                              \
    const char *P = __forage_at(Dir, Path, &Owned_);                           \
    if (!P) {                                                                  \
      Result = -1;                                                             \
      break;                                                                   \
    }                                                                          \
    Result = Call;                                                             \
    int Saved_ = errno;                                                        \
    free(Owned_);                                                              \
    errno = Saved_;                                                            \
  } while (0)

/* Files.c: a new descriptor on F (counted in F->Opens), or -1. */
int __forage_open_file(struct ForageFile *F, int Flags);
/* What the program writes to stdout or stderr: discarded, printed
   (--program-output) or recorded (--capture-output) by the interpreter. */
ssize_t __forage_output(int Fd, const void *Buf, size_t N);

/* Calls of the real functions: the interpreter runs these natively under
   the name without the __forage_native_ prefix. */
ssize_t __forage_native_read(int Fd, void *Buf, size_t N); /* stdin only */
/* The copy of a real file (so that its data is told apart from stdin's). */
ssize_t __forage_native_pread(int Fd, void *Buf, size_t N, off_t Offset);
ssize_t __forage_native_write(int Fd, const void *Buf, size_t N);
int __forage_native_open(const char *Path, int Flags, int Mode);
int __forage_native_close(int Fd);
off_t __forage_native_lseek(int Fd, off_t Off, int Whence);
struct stat;
int __forage_native_fstat(int Fd, struct stat *St);
int __forage_native_stat(const char *Path, struct stat *St);
int __forage_native_lstat(const char *Path, struct stat *St);
int *__forage_native___errno_location(void);
struct dirent;
void *__forage_native_opendir(const char *Path); /* the real DIR * */
struct dirent *__forage_native_readdir(void *D);
int __forage_native_closedir(void *D);

#endif
