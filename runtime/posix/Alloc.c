/* Alloc.c - aligned allocations on forage's heap: run natively, they gave
   the program memory outside forage's objects, unchecked and read as
   outside data (cat and wc allocate their buffers with aligned_alloc).
   The block comes from malloc as it is: a larger alignment than malloc's
   is not honoured (rounding a bigger block up would hand free a pointer
   into the middle of a block), which programs rarely notice.
   getpagesize is fixed at 4096, as on x86-64 Linux. */
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
