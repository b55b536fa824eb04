/* Error.c - glibc's error() and BSD's err() family, which print a message
   and may end the process: run natively, their exit would end forage
   itself. Here the message goes to stderr through the program's stdio and
   a non-zero status ends the execution (exit). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern char *program_invocation_name;

static void message(int Errnum, const char *Format, va_list Ap) {
  fputs("program: ", stderr);
  if (Format)
    vfprintf(stderr, Format, Ap);
  if (Errnum)
    fprintf(stderr, ": %s", strerror(Errnum));
  fputc('\n', stderr);
}

void error(int Status, int Errnum, const char *Format, ...) {
  va_list Ap;
  va_start(Ap, Format);
  message(Errnum, Format, Ap);
  va_end(Ap);
  if (Status)
    exit(Status);
}

void error_at_line(int Status, int Errnum, const char *File, unsigned Line,
                   const char *Format, ...) {
  va_list Ap;
  (void)File;
  (void)Line;
  va_start(Ap, Format);
  message(Errnum, Format, Ap);
  va_end(Ap);
  if (Status)
    exit(Status);
}

void err(int Status, const char *Format, ...) {
  int Saved = errno;
  va_list Ap;
  va_start(Ap, Format);
  message(Saved, Format, Ap);
  va_end(Ap);
  exit(Status);
}

void errx(int Status, const char *Format, ...) {
  va_list Ap;
  va_start(Ap, Format);
  message(0, Format, Ap);
  va_end(Ap);
  exit(Status);
}

void warn(const char *Format, ...) {
  int Saved = errno;
  va_list Ap;
  va_start(Ap, Format);
  message(Saved, Format, Ap);
  va_end(Ap);
}

void warnx(const char *Format, ...) {
  va_list Ap;
  va_start(Ap, Format);
  message(0, Format, Ap);
  va_end(Ap);
}
