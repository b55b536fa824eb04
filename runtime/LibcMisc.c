/* LibcMisc.c - small libc pieces the interpreter needs modelled: errno lives
   in program memory so that loads through __errno_location are checked. */
static int forage_errno;

__attribute__((weak)) int *__errno_location(void) { return &forage_errno; }
