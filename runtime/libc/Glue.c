/* Glue.c - the names that programs compiled against glibc's headers call and
   uClibc-ng spells differently: C99 scanf entry points, the _FORTIFY_SOURCE
   checked variants (-O2 builds), the stack protector's failure hook.  Linked
   into libc.bc; each wrapper forwards to the uClibc function (docs/libc.md). */
#include <stdarg.h>
#include <stddef.h>

/* Programs that define their own versions of these functions keep them. */
#define WEAK __attribute__((weak))

typedef struct ForageFile FILE; /* uClibc's FILE; only pointers pass here. */

int vsscanf(const char *S, const char *Format, va_list Args);
int vfscanf(FILE *F, const char *Format, va_list Args);
int vscanf(const char *Format, va_list Args);
int vprintf(const char *Format, va_list Args);
int vfprintf(FILE *F, const char *Format, va_list Args);
int vsnprintf(char *S, size_t N, const char *Format, va_list Args);
int vdprintf(int Fd, const char *Format, va_list Args);
int getc(FILE *F);
int putc(int C, FILE *F);
char *fgets(char *S, int N, FILE *F);
size_t fread(void *P, size_t Size, size_t N, FILE *F);
size_t strlen(const char *S);
void *memcpy(void *D, const void *S, size_t N);
void *memmove(void *D, const void *S, size_t N);
void *memset(void *D, int C, size_t N);
long read(int Fd, void *Buf, size_t N);
void __assert_fail(const char *Assertion, const char *File, unsigned Line,
                   const char *Function);

/* getopt.c reads POSIXLY_CORRECT through this (see CMakeLists.txt). */
char *__forage_no_getenv(const char *Name) { return NULL; }

/* --- glibc's C99 scanf names ---------------------------------------------- */

WEAK int __isoc99_sscanf(const char *S, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vsscanf(S, Format, Args);
  va_end(Args);
  return R;
}

WEAK int __isoc99_fscanf(FILE *F, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vfscanf(F, Format, Args);
  va_end(Args);
  return R;
}

WEAK int __isoc99_scanf(const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vscanf(Format, Args);
  va_end(Args);
  return R;
}

WEAK int __isoc99_vsscanf(const char *S, const char *Format, va_list Args) {
  return vsscanf(S, Format, Args);
}

WEAK int __isoc99_vfscanf(FILE *F, const char *Format, va_list Args) {
  return vfscanf(F, Format, Args);
}

WEAK int __isoc99_vscanf(const char *Format, va_list Args) {
  return vscanf(Format, Args);
}

/* Old glibc names of getc and putc. */
WEAK int _IO_getc(FILE *F) { return getc(F); }
WEAK int _IO_putc(int C, FILE *F) { return putc(C, F); }

/* MB_CUR_MAX: the C locale only. */
WEAK size_t __ctype_get_mb_cur_max(void) { return 1; }

/* --- Stack protector and _FORTIFY_SOURCE ---------------------------------
   A failed check ends the path as a bug (an assertion failure naming the
   check); forage's own bounds checks usually see the overflow first. */

WEAK void __stack_chk_fail(void) {
  __assert_fail("stack smashing detected (stack protector)", "<libc>", 0,
                "__stack_chk_fail");
}

WEAK void __chk_fail(void) {
  __assert_fail("buffer overflow detected (_FORTIFY_SOURCE)", "<libc>", 0,
                "__chk_fail");
}

WEAK int __vprintf_chk(int Flag, const char *Format, va_list Args) {
  return vprintf(Format, Args);
}

WEAK int __printf_chk(int Flag, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vprintf(Format, Args);
  va_end(Args);
  return R;
}

WEAK int __vfprintf_chk(FILE *F, int Flag, const char *Format, va_list Args) {
  return vfprintf(F, Format, Args);
}

WEAK int __fprintf_chk(FILE *F, int Flag, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vfprintf(F, Format, Args);
  va_end(Args);
  return R;
}

WEAK int __dprintf_chk(int Fd, int Flag, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = vdprintf(Fd, Format, Args);
  va_end(Args);
  return R;
}

/* The output must fit in MaxLen bytes and MaxLen in the object (SLen). */
WEAK int __vsnprintf_chk(char *S, size_t MaxLen, int Flag, size_t SLen,
                         const char *Format, va_list Args) {
  if (MaxLen > SLen)
    __chk_fail();
  return vsnprintf(S, MaxLen, Format, Args);
}

WEAK int __snprintf_chk(char *S, size_t MaxLen, int Flag, size_t SLen,
                        const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  int R = __vsnprintf_chk(S, MaxLen, Flag, SLen, Format, Args);
  va_end(Args);
  return R;
}

/* sprintf into an object of SLen bytes: formatting more is the overflow. */
WEAK int __vsprintf_chk(char *S, int Flag, size_t SLen, const char *Format,
                        va_list Args) {
  int R = vsnprintf(S, SLen, Format, Args);
  if (R >= 0 && (size_t)R >= SLen)
    __chk_fail();
  return R;
}

WEAK int __sprintf_chk(char *S, int Flag, size_t SLen, const char *Format,
                       ...) {
  va_list Args;
  va_start(Args, Format);
  int R = __vsprintf_chk(S, Flag, SLen, Format, Args);
  va_end(Args);
  return R;
}

WEAK void *__memcpy_chk(void *D, const void *S, size_t N, size_t DLen) {
  if (N > DLen)
    __chk_fail();
  return memcpy(D, S, N);
}

WEAK void *__memmove_chk(void *D, const void *S, size_t N, size_t DLen) {
  if (N > DLen)
    __chk_fail();
  return memmove(D, S, N);
}

WEAK void *__memset_chk(void *D, int C, size_t N, size_t DLen) {
  if (N > DLen)
    __chk_fail();
  return memset(D, C, N);
}

WEAK char *__strcpy_chk(char *D, const char *S, size_t DLen) {
  size_t N = strlen(S) + 1;
  if (N > DLen)
    __chk_fail();
  return memcpy(D, S, N);
}

WEAK char *__stpcpy_chk(char *D, const char *S, size_t DLen) {
  size_t N = strlen(S);
  if (N + 1 > DLen)
    __chk_fail();
  memcpy(D, S, N + 1);
  return D + N;
}

WEAK char *__strncpy_chk(char *D, const char *S, size_t N, size_t DLen) {
  if (N > DLen)
    __chk_fail();
  size_t I = 0;
  for (; I < N && S[I] != '\0'; ++I)
    D[I] = S[I];
  for (; I < N; ++I)
    D[I] = '\0';
  return D;
}

WEAK char *__strcat_chk(char *D, const char *S, size_t DLen) {
  size_t Len = strlen(D), N = strlen(S);
  if (Len + N + 1 > DLen)
    __chk_fail();
  memcpy(D + Len, S, N + 1);
  return D;
}

WEAK char *__strncat_chk(char *D, const char *S, size_t N, size_t DLen) {
  size_t Len = strlen(D), I = 0;
  for (; I < N && S[I] != '\0'; ++I)
    if (Len + I + 1 >= DLen)
      __chk_fail();
  if (Len + I + 1 > DLen)
    __chk_fail();
  memcpy(D + Len, S, I);
  D[Len + I] = '\0';
  return D;
}

WEAK char *__fgets_chk(char *S, size_t Size, int N, FILE *F) {
  if ((size_t)N > Size)
    __chk_fail();
  return fgets(S, N, F);
}

WEAK size_t __fread_chk(void *P, size_t PLen, size_t Size, size_t N, FILE *F) {
  if (Size != 0 && N > PLen / Size)
    __chk_fail();
  return fread(P, Size, N, F);
}

WEAK long __read_chk(int Fd, void *Buf, size_t N, size_t BufLen) {
  if (N > BufLen)
    __chk_fail();
  return read(Fd, Buf, N);
}
