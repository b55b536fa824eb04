/* LibcString.c - C models of the <string.h> functions for the forage runtime.
   Simple byte loops so that the interpreter tracks every symbolic byte. */
#include <stddef.h>

/* Programs that define their own versions of these functions keep them. */
#define WEAK __attribute__((weak))

void *malloc(size_t Size);

size_t strlen(const char *S);
size_t strnlen(const char *S, size_t MaxLen);
int strcmp(const char *A, const char *B);
int strncmp(const char *A, const char *B, size_t N);
char *strcpy(char *Dst, const char *Src);
char *strncpy(char *Dst, const char *Src, size_t N);
char *strcat(char *Dst, const char *Src);
char *strncat(char *Dst, const char *Src, size_t N);
char *strchr(const char *S, int C);
char *strrchr(const char *S, int C);
char *strstr(const char *Haystack, const char *Needle);
size_t strspn(const char *S, const char *Accept);
size_t strcspn(const char *S, const char *Reject);
char *strpbrk(const char *S, const char *Accept);
int memcmp(const void *A, const void *B, size_t N);
void *memchr(const void *S, int C, size_t N);
char *strdup(const char *S);
char *strndup(const char *S, size_t N);

WEAK size_t strlen(const char *S) {
  size_t N = 0;
  while (S[N] != '\0')
    ++N;
  return N;
}

WEAK size_t strnlen(const char *S, size_t MaxLen) {
  size_t N = 0;
  while (N < MaxLen && S[N] != '\0')
    ++N;
  return N;
}

/* Comparisons use unsigned char, as the C standard requires. */
WEAK int strcmp(const char *A, const char *B) {
  const unsigned char *P = (const unsigned char *)A;
  const unsigned char *Q = (const unsigned char *)B;
  while (*P != '\0' && *P == *Q) {
    ++P;
    ++Q;
  }
  return (int)*P - (int)*Q;
}

WEAK int strncmp(const char *A, const char *B, size_t N) {
  const unsigned char *P = (const unsigned char *)A;
  const unsigned char *Q = (const unsigned char *)B;
  for (size_t I = 0; I < N; ++I) {
    if (P[I] != Q[I])
      return (int)P[I] - (int)Q[I];
    if (P[I] == '\0')
      return 0;
  }
  return 0;
}

WEAK char *strcpy(char *Dst, const char *Src) {
  size_t I = 0;
  while (Src[I] != '\0') {
    Dst[I] = Src[I];
    ++I;
  }
  Dst[I] = '\0';
  return Dst;
}

/* Copies at most N bytes and pads the rest of the N bytes with zeros. */
WEAK char *strncpy(char *Dst, const char *Src, size_t N) {
  size_t I = 0;
  while (I < N && Src[I] != '\0') {
    Dst[I] = Src[I];
    ++I;
  }
  while (I < N) {
    Dst[I] = '\0';
    ++I;
  }
  return Dst;
}

WEAK char *strcat(char *Dst, const char *Src) {
  strcpy(Dst + strlen(Dst), Src);
  return Dst;
}

/* Appends at most N bytes of Src, always followed by a terminator. */
WEAK char *strncat(char *Dst, const char *Src, size_t N) {
  char *End = Dst + strlen(Dst);
  size_t I = 0;
  while (I < N && Src[I] != '\0') {
    End[I] = Src[I];
    ++I;
  }
  End[I] = '\0';
  return Dst;
}

/* The terminator counts as part of the string, so strchr(S, 0) finds it. */
WEAK char *strchr(const char *S, int C) {
  char Ch = (char)C;
  for (;; ++S) {
    if (*S == Ch)
      return (char *)S;
    if (*S == '\0')
      return NULL;
  }
}

WEAK char *strrchr(const char *S, int C) {
  char Ch = (char)C;
  const char *Last = NULL;
  for (;; ++S) {
    if (*S == Ch)
      Last = S;
    if (*S == '\0')
      return (char *)Last;
  }
}

WEAK char *strstr(const char *Haystack, const char *Needle) {
  if (*Needle == '\0')
    return (char *)Haystack;
  for (; *Haystack != '\0'; ++Haystack) {
    size_t I = 0;
    while (Needle[I] != '\0' && Haystack[I] == Needle[I])
      ++I;
    if (Needle[I] == '\0')
      return (char *)Haystack;
  }
  return NULL;
}

/* Returns whether the non-zero character C occurs in the string Set. */
static int inSet(char C, const char *Set) {
  for (; *Set != '\0'; ++Set)
    if (*Set == C)
      return 1;
  return 0;
}

WEAK size_t strspn(const char *S, const char *Accept) {
  size_t N = 0;
  while (S[N] != '\0' && inSet(S[N], Accept))
    ++N;
  return N;
}

WEAK size_t strcspn(const char *S, const char *Reject) {
  size_t N = 0;
  while (S[N] != '\0' && !inSet(S[N], Reject))
    ++N;
  return N;
}

WEAK char *strpbrk(const char *S, const char *Accept) {
  for (; *S != '\0'; ++S)
    if (inSet(*S, Accept))
      return (char *)S;
  return NULL;
}

WEAK int memcmp(const void *A, const void *B, size_t N) {
  const unsigned char *P = (const unsigned char *)A;
  const unsigned char *Q = (const unsigned char *)B;
  for (size_t I = 0; I < N; ++I)
    if (P[I] != Q[I])
      return (int)P[I] - (int)Q[I];
  return 0;
}

WEAK void *memchr(const void *S, int C, size_t N) {
  const unsigned char *P = (const unsigned char *)S;
  unsigned char Ch = (unsigned char)C;
  for (size_t I = 0; I < N; ++I)
    if (P[I] == Ch)
      return (void *)(P + I);
  return NULL;
}

WEAK char *strdup(const char *S) {
  size_t N = strlen(S);
  char *Copy = (char *)malloc(N + 1);
  if (Copy == NULL)
    return NULL;
  for (size_t I = 0; I < N; ++I)
    Copy[I] = S[I];
  Copy[N] = '\0';
  return Copy;
}

/* Copies at most N bytes of S into a new, always terminated string. */
WEAK char *strndup(const char *S, size_t N) {
  size_t Len = strnlen(S, N);
  char *Copy = (char *)malloc(Len + 1);
  if (Copy == NULL)
    return NULL;
  for (size_t I = 0; I < Len; ++I)
    Copy[I] = S[I];
  Copy[Len] = '\0';
  return Copy;
}
