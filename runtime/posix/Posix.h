/* Posix.h - the state of forage's POSIX model: the symbolic files the
   command line asked for (--sym-stdin, --sym-files) and the table of open
   descriptors. Env.c fills it before the program's main runs; Files.c and
   Stat.c implement the system calls on it. What it does not model goes to
   the real call, whose data then counts as coming from outside forage. */
#ifndef FORAGE_RUNTIME_POSIX_H
#define FORAGE_RUNTIME_POSIX_H

#include <stddef.h>
#include <sys/types.h>

enum { FORAGE_MAX_FILES = 26, FORAGE_MAX_FDS = 64 };

/* A file that lives in forage's memory: a symbolic one from the command
   line (data made of fresh inputs), or one the program created. */
struct ForageFile {
  char Name[2];        /* "A", "B", ...; "" for stdin and created files */
  unsigned char *Data; /* Size bytes */
  size_t Size;
  size_t Capacity;
  ino_t Inode;
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
  struct ForageFd Fds[FORAGE_MAX_FDS];
  int Initialised;
};

extern struct ForageEnv __forage_env;

/* Sets up fds 0-2 on first use: a program started without the environment
   wrapper (no --sym-* option) still gets the model. */
void __forage_env_init(void);
struct ForageFd *__forage_fd(int Fd);
struct ForageFile *__forage_sym_file(const char *Path);

/* What the program writes to stdout or stderr: discarded, printed
   (--program-output) or recorded (--capture-output) by the interpreter. */
ssize_t __forage_output(int Fd, const void *Buf, size_t N);

/* Calls of the real functions: the interpreter runs these natively under
   the name without the __forage_native_ prefix. */
ssize_t __forage_native_read(int Fd, void *Buf, size_t N);
ssize_t __forage_native_write(int Fd, const void *Buf, size_t N);
int __forage_native_open(const char *Path, int Flags, int Mode);
int __forage_native_close(int Fd);
off_t __forage_native_lseek(int Fd, off_t Off, int Whence);
struct stat;
int __forage_native_fstat(int Fd, struct stat *St);
int __forage_native_stat(const char *Path, struct stat *St);
int __forage_native_lstat(const char *Path, struct stat *St);

#endif
