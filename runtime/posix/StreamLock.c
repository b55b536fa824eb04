/* StreamLock.c - flockfile, ftrylockfile and funlockfile: the bitcode libc
   (uClibc-ng, built without threads) has no stream locks, and run natively
   these would be glibc's, reading a lock inside the program's uClibc FILE
   as if it were glibc's (gnulib's argp and tar's stdio calls crashed there:
   "external function 'flockfile' crashed"). The program runs in one
   thread, so taking a stream's lock always succeeds at once. */
#include <stdio.h>

void flockfile(FILE *Stream) { (void)Stream; }

int ftrylockfile(FILE *Stream) {
  (void)Stream;
  return 0;
}

void funlockfile(FILE *Stream) { (void)Stream; }
