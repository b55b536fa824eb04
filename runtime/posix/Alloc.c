/* Alloc.c - aligned allocations on forage's heap: run natively, they gave
   the program memory outside forage's objects, unchecked and read as
   outside data (cat and wc allocate their buffers with aligned_alloc).
   The block comes from malloc as it is: a larger alignment than malloc's
   is not honoured (rounding a bigger block up would hand free a pointer
   into the middle of a block), which programs rarely notice.
   getpagesize is fixed at 4096, as on x86-64 Linux. mmap and munmap
   (below) take their blocks from the same heap. */
#include <errno.h>
#include <stdlib.h>

void *aligned_alloc(size_t Alignment, size_t Size) {
  (void)Alignment;
  return malloc(Size);
}

void *memalign(size_t Alignment, size_t Size) {
  (void)Alignment;
  return malloc(Size);
}

void *valloc(size_t Size) { return malloc(Size); }

int posix_memalign(void **Out, size_t Alignment, size_t Size) {
  if (Alignment < sizeof(void *) || (Alignment & (Alignment - 1)))
    return EINVAL;
  void *P = malloc(Size);
  if (!P && Size)
    return ENOMEM;
  *Out = P;
  return 0;
}

int getpagesize(void) { return 4096; }

/* mmap: an anonymous mapping is a zeroed block of forage's heap (run
   natively, it gave the program memory outside every object: gnulib's
   c-stack reads /proc/self/maps into one, and cmp's first read there ended
   every path as out of bounds); a mapping of a file is a copy of the file's
   bytes through the POSIX model. munmap frees a whole block; protections
   and advice are accepted and ignored. */
#include <sys/mman.h>
#include <unistd.h>

void *mmap(void *Addr, size_t Length, int Prot, int Flags, int Fd,
           off_t Offset) {
  (void)Addr;
  (void)Prot;
  if (Length == 0) {
    errno = EINVAL;
    return MAP_FAILED;
  }
  unsigned char *P = calloc(1, Length);
  if (!P) {
    errno = ENOMEM;
    return MAP_FAILED;
  }
  if (!(Flags & MAP_ANONYMOUS)) {
    off_t Saved = lseek(Fd, 0, SEEK_CUR);
    if (Saved < 0 || lseek(Fd, Offset, SEEK_SET) < 0) {
      free(P);
      errno = EBADF;
      return MAP_FAILED;
    }
    size_t Done = 0;
    ssize_t N;
    while (Done < Length && (N = read(Fd, P + Done, Length - Done)) > 0)
      Done += (size_t)N;
    lseek(Fd, Saved, SEEK_SET);
  }
  return P;
}

void *mmap64(void *Addr, size_t Length, int Prot, int Flags, int Fd,
             off_t Offset) {
  return mmap(Addr, Length, Prot, Flags, Fd, Offset);
}

int munmap(void *Addr, size_t Length) {
  (void)Length;
  free(Addr);
  return 0;
}

int mprotect(void *Addr, size_t Length, int Prot) {
  (void)Addr;
  (void)Length;
  (void)Prot;
  return 0;
}

int madvise(void *Addr, size_t Length, int Advice) {
  (void)Addr;
  (void)Length;
  (void)Advice;
  return 0;
}
